import type { MatchSetup } from '../../core/game.js';
import { evolveDeal, newZweierDeal, resultPart } from './deal-evolve.js';
import { other, type ZweierSeat } from './deal-types.js';
import { upcast } from './legacy.js';
import { BUMMERL, readOptions } from './options.js';
import type { SchnapsenEvent, SchnapsenState } from './types.js';
import { cloneJson } from '../../core/json.js';
import { matchBase } from '../../core/match.js';

export function initialState(setup: MatchSetup): SchnapsenState {
  const options = readOptions(setup.options);
  return {
    ...matchBase(setup, options),
    dealNumber: 0,
    deal: newZweierDeal(options),
    needed: [BUMMERL, BUMMERL],
    history: [],
    lastDeal: null,
    winner: null,
    forfeitedBy: null,
  };
}

const seatOr = (value: unknown, fallback: ZweierSeat): ZweierSeat => (value === 0 || value === 1 ? value : fallback);

/** Applies a fact (old names too: legacy.ts). Never validates and never throws: decide has checked everything. */
export function evolve(state: SchnapsenState, old: SchnapsenEvent): SchnapsenState {
  const event = upcast(old, state);
  switch (event?.type) {
    case 'MatchStarted':
      return { ...state, phase: 'playing', needed: [event.data.target, event.data.target] };
    case 'DealDealt': {
      const dealNumber = typeof event.data.deal === 'number' ? event.data.deal : state.dealNumber + 1;
      return { ...state, dealNumber, deal: evolveDeal(newZweierDeal(state.options), event) };
    }
    case 'DealScored': {
      const result = resultPart(event.data);
      const deal = evolveDeal(state.deal, { type: 'DealScored', data: result });
      const { winner, gamePoints, reason, summary } = result;
      const w = seatOr(winner, 0);
      const needed: [number, number] = [...state.needed];
      needed[w] = Math.max(0, needed[w] - (Number(gamePoints) || 0));
      const record = { dealNumber: state.dealNumber, dealer: deal.dealer ?? other(w), winner: w, gamePoints, reason, summary, needed };
      const { dealNumber, winners, items, changes } = event.data;
      return {
        ...state,
        deal,
        needed,
        history: [...state.history, record],
        lastDeal: cloneJson({ dealNumber, winners, summary: event.data.summary, items, changes }),
      };
    }
    case 'Forfeited':
      return { ...state, forfeitedBy: seatOr(event.data.seat, 0) };
    case 'MatchEnded':
      return { ...state, phase: 'over', winner: seatOr(event.data.winners?.[0], 0), deal: { ...state.deal, turn: null } };
    default:
      // Every other event belongs to the running deal (unknown ones change nothing there either).
      return { ...state, deal: evolveDeal(state.deal, event) };
  }
}
