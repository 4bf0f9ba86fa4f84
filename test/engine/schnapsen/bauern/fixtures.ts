import { expect } from '@jest/globals';
import type { Card } from '../../../../src/engine/core/cards.js';
import type { Command, MatchSetup } from '../../../../src/engine/core/game.js';
import { resolveOptions } from '../../../../src/engine/core/options.js';
import type { Seat } from '../../../../src/engine/core/seats.js';
import { bauernschnapsen } from '../../../../src/engine/schnapsen/bauern/index.js';
import type { BauernAction, BauernEvent, BauernState } from '../../../../src/engine/schnapsen/bauern/index.js';

export const game = bauernschnapsen;

export const START: Command<BauernAction> = { type: 'StartMatch' };

export function act(seat: Seat, action: BauernAction | Record<string, unknown>): Command<BauernAction> {
  return { type: 'Act', seat, action: action as BauernAction };
}

export const play = (seat: Seat, card: Card) => act(seat, { type: 'playCard', card });
export const pass = (seat: Seat) => act(seat, { type: 'pass' });
export const decline = (seat: Seat) => act(seat, { type: 'declineDouble' });
export const bid = (seat: Seat, contract: string) => act(seat, { type: 'bid', contract } as Record<string, unknown>);
export const callTrump = (seat: Seat, suit: string) => act(seat, { type: 'callTrump', suit } as Record<string, unknown>);

export function setupOf(input: { options?: Record<string, unknown>; presets?: unknown[]; seed?: string } = {}): MatchSetup {
  return {
    players: 4,
    options: resolveOptions(bauernschnapsen.options, input.options ?? {}),
    seed: input.seed ?? 'test-seed',
    presets: input.presets ?? [],
  };
}

/** Plays commands from the start; returns every event and the state they lead to. */
export function run(setup: MatchSetup, commands: Command<BauernAction>[]): { events: BauernEvent[]; state: BauernState } {
  let state = bauernschnapsen.initialState(setup);
  const events: BauernEvent[] = [];
  for (const command of commands) {
    const produced = bauernschnapsen.decide(command, state);
    for (const event of produced) state = bauernschnapsen.evolve(state, event);
    events.push(...produced);
  }
  return { events, state };
}

export const history = (setup: MatchSetup, commands: Command<BauernAction>[]): BauernEvent[] => run(setup, commands).events;

export const types = (events: BauernEvent[]): string[] => events.map((event) => event.type);

export const ofType = <T extends BauernEvent['type']>(events: BauernEvent[], type: T) =>
  events.filter((event): event is Extract<BauernEvent, { type: T }> => event.type === type);

/** For `then`: the produced events include one of `type` matching `partial`. */
export const includes =
  (type: string, partial: Record<string, unknown> = {}) =>
  (events: BauernEvent[]) =>
    expect(events).toContainEqual(expect.objectContaining({ type, data: expect.objectContaining(partial) }));

/** A preset deal from four hands (seat 0 to 3), five cards each: first three the first packet. */
export const deal = (...hands: Card[][]) => ({ hands });

/**
 * The standard deal of the specs (seat 3 deals, seat 0 is the Rufer):
 * seat 0: EA E10 EK | EO EU   (all five Eichel)
 * seat 1: GA G10 GK | GO GU   (all five Gras)
 * seat 2: HA H10 HK | HO HU   (all five Herz)
 * seat 3: SA S10 SK | SO SU   (all five Schellen)
 */
export const SUITED = deal(
  ['EA', 'E10', 'EK', 'EO', 'EU'],
  ['GA', 'G10', 'GK', 'GO', 'GU'],
  ['HA', 'H10', 'HK', 'HO', 'HU'],
  ['SA', 'S10', 'SK', 'SO', 'SU'],
);

/**
 * A step of a scripted deal: a full command, or for the seat whose turn it is a card code, "announce X" (declare
 * 20/40 in X), or "no doubling" (every seat of the doubling round declines, so the first card may be led).
 */
export type Step = Command<BauernAction> | string;

/** Plays steps from the start: card codes are played by the seat on turn, "announce H" declares 20/40. */
export function drive(setup: MatchSetup, steps: Step[]): { events: BauernEvent[]; state: BauernState } {
  let state = bauernschnapsen.initialState(setup);
  const events: BauernEvent[] = [];
  for (const step of steps) {
    const commands = step === NO_DOUBLING ? passesOfRound(state) : [typeof step === 'string' ? stepCommand(state, step) : step];
    for (const command of commands) {
      const produced = bauernschnapsen.decide(command, state);
      for (const event of produced) state = bauernschnapsen.evolve(state, event);
      events.push(...produced);
    }
  }
  return { events, state };
}

export const NO_DOUBLING = 'no doubling';

/** The declines that close the doubling round as it stands (none after a laid-down contract). */
function passesOfRound(state: BauernState): Command<BauernAction>[] {
  return state.phase === 'doubling' ? (state.doubling?.toSpeak ?? []).map((seat) => decline(seat)) : [];
}

export function stepCommand(state: BauernState, step: string): Command<BauernAction> {
  const seat = state.turn ?? -1;
  // "*": the first card the seat on turn may play.
  if (step === '*') return act(seat, bauernschnapsen.legalActions(state, seat).find((a) => a.type === 'playCard') ?? { type: 'pass' });
  if (step.startsWith('announce ')) return act(seat, { type: 'declareMarriage', suit: step.slice(9) } as Record<string, unknown>);
  return act(seat, { type: 'playCard', card: step } as Record<string, unknown>);
}

/** Rufer seat 0 calls `suit`, then the bids in order from seat 0 (null: pass); the doubling round is open. */
export function bidding(suit: string, ...bids: (string | null)[]): Step[] {
  const all = [...bids, null, null, null, null].slice(0, 4);
  return [START, callTrump(0, suit), ...all.map((contract, i) => (contract === null ? pass(i) : bid(i, contract)))];
}

/** As `bidding`, then nobody doubles: the first card is due. */
export const opening = (suit: string, ...bids: (string | null)[]): Step[] => [...bidding(suit, ...bids), NO_DOUBLING];

export const lastScore = (events: BauernEvent[]) => {
  const scored = ofType(events, 'DealScored');
  return scored[scored.length - 1]?.data;
};
