import { expect } from '@jest/globals';
import { PACKS, type Card } from '../../../src/engine/core/cards.js';
import type { Command, MatchSetup } from '../../../src/engine/core/game.js';
import { resolveOptions } from '../../../src/engine/core/options.js';
import type { Seat } from '../../../src/engine/core/seats.js';
import { schafkopf } from '../../../src/engine/schafkopf/index.js';
import type { SchafkopfAction, SchafkopfEvent, SchafkopfState } from '../../../src/engine/schafkopf/index.js';

export const game = schafkopf;

export const START: Command<SchafkopfAction> = { type: 'StartMatch' };

export function act(seat: Seat, action: SchafkopfAction | Record<string, unknown>): Command<SchafkopfAction> {
  return { type: 'Act', seat, action: action as SchafkopfAction };
}

/** "Ich spiele" / "Weiter" in the announcement. */
export const bid = (seat: Seat) => act(seat, { type: 'bid' });
export const pass = (seat: Seat) => act(seat, { type: 'pass' });
/** Klopfen, or not, after the first half of the cards. */
export const klopfen = (seat: Seat) => act(seat, { type: 'klopfen' });
export const declineDouble = (seat: Seat) => act(seat, { type: 'declineDouble' });
/** Naming: a game, or withdrawing ("Weiter" after "Ich spiele"). */
export const nameGame = (seat: Seat, fields: Record<string, unknown>) => act(seat, { type: 'nameGame', ...fields });
export const withdraw = (seat: Seat) => act(seat, { type: 'withdraw' });
/** Schieberrunde: "Ich spiele nicht". */
export const declineSchieber = (seat: Seat) => act(seat, { type: 'declineSchieber' });
export const card = (seat: Seat, code: Card) => act(seat, { type: 'playCard', card: code });

export function setupOf(input: { options?: Record<string, unknown>; presets?: unknown[]; seed?: string } = {}): MatchSetup {
  return {
    players: 4,
    options: resolveOptions(schafkopf.options, input.options ?? {}),
    seed: input.seed ?? 'test-seed',
    presets: input.presets ?? [],
  };
}

/** Plays commands from the start; returns every event and the state they lead to. */
export function run(setup: MatchSetup, commands: Command<SchafkopfAction>[]): { events: SchafkopfEvent[]; state: SchafkopfState } {
  let state = schafkopf.initialState(setup);
  const events: SchafkopfEvent[] = [];
  for (const command of commands) {
    const produced = schafkopf.decide(command, state);
    for (const event of produced) state = schafkopf.evolve(state, event);
    events.push(...produced);
  }
  return { events, state };
}

export const history = (setup: MatchSetup, commands: Command<SchafkopfAction>[]): SchafkopfEvent[] => run(setup, commands).events;

export const types = (events: SchafkopfEvent[]): string[] => events.map((event) => event.type);

export const ofType = <T extends SchafkopfEvent['type']>(events: SchafkopfEvent[], type: T) =>
  events.filter((event): event is Extract<SchafkopfEvent, { type: T }> => event.type === type);

/** For `then`: the produced events include an event equal to `expected`. */
export const includes = (expected: SchafkopfEvent) => (events: SchafkopfEvent[]) => expect(events).toContainEqual(expected);

export const LONG = PACKS.long32;
export const SHORT = PACKS.short24;

/** Parses "EO GO HO ..." into card codes. */
export const cards = (text: string): Card[] => text.trim().split(/\s+/) as Card[];

/** A preset from four hands written as text; seat 0 is Vorhand when seat 3 deals. */
export const preset = (...hands: string[]) => ({ hands: hands.map(cards) });

/**
 * Plays the tricks given as text, each "seat:card seat:card ..." in playing order (e.g. "0:EO 1:E7 2:EA 3:E9").
 */
export function tricks(...lines: string[]): Command<SchafkopfAction>[] {
  return lines.flatMap((line) =>
    line
      .trim()
      .split(/\s+/)
      .map((entry) => {
        const [seat, code] = entry.split(':');
        return card(Number(seat), code as Card);
      }),
  );
}

/** Plays the rest of the deal with the first legal card each time (for scoring tests that only care about counts). */
export function playOut(state: SchafkopfState): Command<SchafkopfAction>[] {
  const commands: Command<SchafkopfAction>[] = [];
  let now = state;
  const deal = now.deal;
  while (now.phase === 'playing' && now.deal === deal && now.turn !== null) {
    const seat = now.turn;
    const first = schafkopf.legalActions(now, seat).find((a) => a.type === 'playCard');
    if (!first) break;
    const command = act(seat, first);
    commands.push(command);
    for (const event of schafkopf.decide(command, now)) now = schafkopf.evolve(now, event);
  }
  return commands;
}
