import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { Card } from '../../../src/engine/core/cards.js';
import { RuleViolation } from '../../../src/engine/core/errors.js';
import type { Viewer } from '../../../src/engine/core/game.js';
import { packFor } from '../../../src/engine/schwimmen/rules/options.js';
import type { SchwimmenAction, SchwimmenEvent, SchwimmenState } from '../../../src/engine/schwimmen/index.js';
import { START, act, game, setupOf } from './fixtures.js';
import { chooser } from '../../support/chooser.js';

const MATCHES = 300;
const MAX_STEPS = 1000;

/**
 * The hidden cards now, each with the only seat that may see it (-1: nobody): hands while a deal runs (except
 * cards everyone saw taken from the table), the dealer's unseen packet, the stock. Other cards are public.
 */
function secretsOf(state: SchwimmenState, public_: ReadonlySet<Card>): Map<string, number> {
  const secrets = new Map<string, number>();
  if (state.phase === 'choosing' || state.phase === 'playing') {
    state.hands.forEach((hand, seat) => hand?.forEach((card) => public_.has(card) || secrets.set(card, seat)));
  }
  for (const card of [...(state.second ?? []), ...state.stock]) secrets.set(card, -1);
  return secrets;
}

const CARD_TOKEN = /"([EGHS](?:A|10|K|O|U|9|8|7|6))"/g;

/** Fails if `json` holds a card `viewer` may not see, as an exact JSON string token (so "H1" never matches "H10"). */
function expectNoLeak(json: string, secrets: Map<string, number>, viewer: Viewer, what: string): void {
  for (const [, card] of json.matchAll(CARD_TOKEN)) {
    const owner = secrets.get(card);
    if (owner !== undefined && owner !== viewer) throw new Error(`${what} shows hidden card ${card}: ${json}`);
  }
}

function allCards(state: SchwimmenState): Card[] {
  return [...state.hands.flatMap((h) => h ?? []), ...(state.second ?? []), ...state.table, ...state.stock, ...state.discarded];
}

/** Plain checks in the hot loop (expect is slow when called a million times). */
function check(ok: boolean, what: () => string): void {
  if (!ok) throw new Error(what());
}

interface Input {
  players: number;
  deck: 36 | 32;
  lives: number;
  feuerValue: 33 | 32 | 31;
  knockAfterFirstRound: boolean;
  firstDealer: number | null;
  seed: string;
  choices: number;
}

function playMatch(input: Input): { over: boolean; steps: number } {
  const options = {
    deck: input.deck,
    lives: input.lives,
    feuerValue: input.feuerValue,
    knockAfterFirstRound: input.knockAfterFirstRound,
    firstDealer: input.firstDealer === null ? null : input.firstDealer % input.players,
  };
  const setup = setupOf({ players: input.players, options, seed: input.seed });
  const pack = new Set<Card>(packFor(game.initialState(setup).options));
  const viewers: Viewer[] = [...Array.from({ length: input.players }, (_, s) => s), 'spectator'];
  const pick = chooser(input.choices);
  const log: SchwimmenEvent[] = [];
  let state = game.initialState(setup);
  let seenOnTable = new Set<Card>();

  const apply = (events: SchwimmenEvent[]) => {
    for (const event of events) {
      const before = state;
      state = game.evolve(state, event);
      log.push(event);
      if (event.type === 'DealDealt') seenOnTable = new Set();
      state.table.forEach((card) => seenOnTable.add(card));
      if (state.deal > 0) {
        // Every card of the pack exactly once: as many cards as the pack, all distinct, all from the pack.
        const cards = allCards(state);
        const distinct = new Set(cards);
        check(
          cards.length === pack.size && distinct.size === pack.size && cards.every((c) => pack.has(c)),
          () => `cards after ${event.type}: ${cards}`,
        );
      }
      for (let seat = 0; seat < state.players; seat++) {
        const lives = state.lives[seat];
        if (lives < 0 || lives > before.lives[seat]) throw new Error(`lives of seat ${seat} went ${before.lives[seat]} -> ${lives}`);
      }
      const secrets = secretsOf(state, seenOnTable);
      for (const viewer of viewers)
        expectNoLeak(JSON.stringify(game.redact(event, viewer, state)), secrets, viewer, `${event.type} for ${viewer}`);
    }
    const secrets = secretsOf(state, seenOnTable);
    for (const viewer of viewers) {
      const seen = game.view(state, viewer);
      // The last deal and its showdown are public, and their cards belong to a finished deal.
      const last = seen.lastDeal === null ? null : { ...seen.lastDeal, ...seen.lastShowdown };
      check(JSON.stringify(last) === JSON.stringify(state.lastDeal), () => 'lastDeal and lastShowdown differ from the state');
      expectNoLeak(JSON.stringify({ ...seen, lastDeal: null, lastShowdown: null }), secrets, viewer, `view for ${viewer}`);
    }
  };

  apply(game.decide(START, state));
  let steps = 0;
  for (; steps < MAX_STEPS && state.phase !== 'over'; steps++) {
    const active = game.activeSeats(state);
    check(active.length === 1, () => `active seats ${active}`);
    const seat = active[0];
    const legal = game.legalActions(state, seat);
    check(legal.length > 0, () => 'no legal action');
    // Every legal action is accepted; a few others are refused (each on every fourth step, to keep the run short).
    if (steps % 4 === 0) for (const action of legal) game.decide(act(seat, action), state);
    if (steps % 4 === 2) expectRefused(state, seat, legal, pick);
    apply(game.decide(act(seat, legal[pick(legal.length)]), state));
  }

  expect(log.reduce((s, e) => game.evolve(s, e), game.initialState(setup))).toEqual(state);
  const stored = JSON.parse(JSON.stringify(log)) as SchwimmenEvent[];
  expect(stored.reduce((s, e) => game.evolve(s, e), game.initialState(setup))).toEqual(JSON.parse(JSON.stringify(state)));
  const over = state.phase === 'over';
  expect(game.outcome(state) !== null).toBe(over);
  if (over)
    expect(
      game
        .standings(state)
        .filter((s) => s.status !== 'out')
        .map((s) => s.seat),
    ).toEqual(game.outcome(state)?.winners);
  return { over, steps };
}

/** A few actions outside legalActions, each refused with a rule violation. */
function expectRefused(state: SchwimmenState, seat: number, legal: SchwimmenAction[], pick: (n: number) => number): void {
  const other = (seat + 1 + pick(state.players - 1)) % state.players;
  const candidates: SchwimmenAction[] = [
    { type: 'knock' },
    { type: 'choosePacket', keep: true },
    { type: 'passTurn' },
    ...(state.stock.length > 0 && state.table.length > 0
      ? [{ type: 'swapOne' as const, hand: state.stock[0], table: state.table[0] }]
      : []),
    ...(state.hands[seat]?.length && state.stock.length > 0
      ? [{ type: 'swapOne' as const, hand: state.hands[seat]![0], table: state.stock[0] }]
      : []),
  ];
  for (const action of candidates) {
    if (legal.some((l) => JSON.stringify(l) === JSON.stringify(action))) continue;
    expectRuleViolation(() => game.decide(act(seat, action), state), JSON.stringify(action));
  }
  if (other !== seat) expectRuleViolation(() => game.decide(act(other, legal[0]), state), 'another seat', 'NOT_YOUR_TURN');
}

function expectRuleViolation(attempt: () => unknown, what: string, code?: string): void {
  try {
    attempt();
  } catch (error) {
    check(error instanceof RuleViolation && (code === undefined || error.code === code), () => `${what}: ${String(error)}`);
    return;
  }
  throw new Error(`${what} was accepted but is not a legal action`);
}

describe('random legal matches', () => {
  it(`${MATCHES} matches keep every invariant`, () => {
    let finished = 0;
    let total = 0;
    fc.assert(
      fc.property(
        fc.record({
          players: fc.integer({ min: 2, max: 6 }),
          deck: fc.constantFrom(36 as const, 32 as const),
          lives: fc.integer({ min: 1, max: 9 }),
          feuerValue: fc.constantFrom(33 as const, 32 as const, 31 as const),
          knockAfterFirstRound: fc.boolean(),
          firstDealer: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
          seed: fc.string({ maxLength: 12 }),
          choices: fc.integer(),
        }),
        (input) => {
          const { over } = playMatch(input);
          total++;
          if (over) finished++;
        },
      ),
      { numRuns: MATCHES },
    );
    // Most random matches reach their end within the step cap.
    expect(finished).toBeGreaterThan(total / 2);
  });
});
