import { expect } from '@jest/globals';
import type { Card } from '../../../../src/engine/core/cards.js';
import type { Command, MatchSetup } from '../../../../src/engine/core/game.js';
import { resolveOptions } from '../../../../src/engine/core/options.js';
import type { Seat } from '../../../../src/engine/core/seats.js';
import { dreierschnapsen } from '../../../../src/engine/schnapsen/dreier/index.js';
import type { DreierAction, DreierEvent, DreierState } from '../../../../src/engine/schnapsen/dreier/index.js';

export const game = dreierschnapsen;

export const START: Command<DreierAction> = { type: 'StartMatch' };

export function act(seat: Seat, action: DreierAction | Record<string, unknown>): Command<DreierAction> {
  return { type: 'Act', seat, action: action as DreierAction };
}

export function setupOf(
  input: { options?: Record<string, unknown>; presets?: unknown[]; seed?: string; players?: number } = {},
): MatchSetup {
  return {
    players: input.players ?? 3,
    options: resolveOptions(dreierschnapsen.options, input.options ?? {}),
    seed: input.seed ?? 'dreier-seed',
    presets: input.presets ?? [],
  };
}

/** Plays commands from the start; returns every event and the state they lead to. */
export function run(setup: MatchSetup, commands: Command<DreierAction>[]): { events: DreierEvent[]; state: DreierState } {
  let state = dreierschnapsen.initialState(setup);
  const events: DreierEvent[] = [];
  for (const command of commands) {
    const produced = dreierschnapsen.decide(command, state);
    for (const event of produced) state = dreierschnapsen.evolve(state, event);
    events.push(...produced);
  }
  return { events, state };
}

export const history = (setup: MatchSetup, commands: Command<DreierAction>[]): DreierEvent[] => run(setup, commands).events;

export const types = (events: DreierEvent[]): string[] => events.map((event) => event.type);

export const ofType = <T extends DreierEvent['type']>(events: DreierEvent[], type: T) =>
  events.filter((e): e is Extract<DreierEvent, { type: T }> => e.type === type);

/** For `then`: the produced events begin with `expected`. */
export const startsWith = (expected: unknown[]) => (events: DreierEvent[]) => expect(events.slice(0, expected.length)).toEqual(expected);

/** For `then`: the produced events have these types, in order. */
export const typesAre = (expected: string[]) => (events: DreierEvent[]) => expect(types(events)).toEqual(expected);

/**
 * A preset from hands written as [first packet, second packet] per seat and the talon. Seat 2 deals deal 1 (the
 * default), so seat 0 is the Rufer, seat 1 next, seat 2 the dealer.
 */
export function preset(hands: [Card[], Card[], Card[]], talon: Card[]): { hands: Card[][]; talon: Card[] } {
  return { hands: hands.map((h) => [...h]), talon: [...talon] };
}

/** "weiter" in the bidding; declining in the doubling round; keeping the contract after the talon. */
export const P = { type: 'pass' } as const;
export const D = { type: 'declineDouble' } as const;
export const R = { type: 'declineRaise' } as const;
/** A bid: without the talon (the default here, as the tests were written) or taking it. */
export const bid = (contract: string, withTalon = false) => ({ type: withTalon ? 'bid' : 'bidWithoutTalon', contract });
/** Game points a deal credited to each seat (the awards of its DealScored, by seat). */
export const credited = (result: { awards: { party: number; points: number }[] }): number[] =>
  [0, 1, 2].map((seat) => result.awards.filter((a) => a.party === seat).reduce((sum, a) => sum + a.points, 0));

/** Bodies in order for the seats on turn: each entry is [seat, action]. */
export const acts = (...moves: [Seat, DreierAction | Record<string, unknown>][]): Command<DreierAction>[] =>
  moves.map(([seat, action]) => act(seat, action));

/** Plays `cards` in order, each by the seat on turn. */
export function playCards(state: DreierState, cards: readonly string[]): { events: DreierEvent[]; state: DreierState } {
  const events: DreierEvent[] = [];
  for (const card of cards) {
    const seat = state.turn as Seat;
    const produced = dreierschnapsen.decide(act(seat, { type: 'playCard', card: card as Card }), state);
    for (const event of produced) state = dreierschnapsen.evolve(state, event);
    events.push(...produced);
  }
  return { events, state };
}

/**
 * Worked deals (seat 2 deals, seat 0 is the Rufer). RINGS: seat 0 holds all of Eichel and the Herz Ass, seat 1
 * all of Gras and the Schellen Zehn, seat 2 the rest of Herz and Schellen Ass and König.
 */
export const RINGS = preset(
  [
    ['EA', 'E10', 'EK', 'EO', 'EU', 'HA'],
    ['GA', 'G10', 'GK', 'GO', 'GU', 'S10'],
    ['H10', 'HK', 'HO', 'HU', 'SA', 'SK'],
  ],
  ['SO', 'SU'],
);

/** STRONG: the Rufer holds Eichel Ass, Zehn, König, Ober (40 with Eichel trump), Herz Ass and Zehn. */
export const STRONG = preset(
  [
    ['EA', 'E10', 'EK', 'EO', 'HA', 'H10'],
    ['GA', 'G10', 'GK', 'GO', 'SA', 'S10'],
    ['HK', 'HO', 'HU', 'SK', 'SO', 'SU'],
  ],
  ['EU', 'GU'],
);

/** TWENTY: the Rufer holds Eichel Ass, Zehn, König and Gras König and Ober (a 20), Herz Ass. */
export const TWENTY = preset(
  [
    ['EA', 'E10', 'EK', 'GK', 'GO', 'HA'],
    ['GA', 'G10', 'GU', 'SA', 'S10', 'SK'],
    ['H10', 'HK', 'HO', 'HU', 'SO', 'SU'],
  ],
  ['EO', 'EU'],
);

/** The moves of a deal from the trump call to the end of the doubling round, nobody doubling. */
export function contractMoves(
  trump: 'E' | 'G' | 'H' | 'S',
  bids: [Seat, DreierAction | Record<string, unknown>][],
  declarer: Seat,
): Command<DreierAction>[] {
  const opponents = [1, 2].map((step) => (declarer + step) % 3);
  return [
    act(0, { type: 'callTrump', suit: trump }),
    ...bids.map(([seat, action]) => act(seat, action)),
    ...opponents.map((seat) => act(seat, D)),
  ];
}

/** Drives a match through commands and then plays cards by the seats on turn. */
export function dealTo(
  setup: MatchSetup,
  commands: Command<DreierAction>[],
  cards: readonly string[] = [],
): { events: DreierEvent[]; state: DreierState } {
  const first = run(setup, [START, ...commands]);
  const rest = playCards(first.state, cards);
  return { events: [...first.events, ...rest.events], state: rest.state };
}
