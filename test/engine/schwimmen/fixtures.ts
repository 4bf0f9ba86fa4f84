import { expect } from '@jest/globals';
import { PACKS, type Card } from '../../../src/engine/core/cards.js';
import type { Command, MatchSetup } from '../../../src/engine/core/game.js';
import { resolveOptions } from '../../../src/engine/core/options.js';
import type { Seat } from '../../../src/engine/core/seats.js';
import { schwimmen } from '../../../src/engine/schwimmen/index.js';
import type { SchwimmenAction, SchwimmenEvent, SchwimmenState } from '../../../src/engine/schwimmen/index.js';

export const game = schwimmen;

export const START: Command<SchwimmenAction> = { type: 'StartMatch' };

export function act(seat: Seat, action: SchwimmenAction | Record<string, unknown>): Command<SchwimmenAction> {
  return { type: 'Act', seat, action: action as SchwimmenAction };
}

export interface PresetInput {
  hands: (Card[] | null)[];
  second: Card[];
  stock?: Card[];
}

export function setupOf(
  input: { players?: number; options?: Record<string, unknown>; presets?: unknown[]; seed?: string } = {},
): MatchSetup {
  return {
    players: input.players ?? 2,
    options: resolveOptions(schwimmen.options, input.options ?? {}),
    seed: input.seed ?? 'test-seed',
    presets: input.presets ?? [],
  };
}

/** Plays commands from the start; returns every event and the state they lead to. */
export function run(setup: MatchSetup, commands: Command<SchwimmenAction>[]): { events: SchwimmenEvent[]; state: SchwimmenState } {
  let state = schwimmen.initialState(setup);
  const events: SchwimmenEvent[] = [];
  for (const command of commands) {
    const produced = schwimmen.decide(command, state);
    for (const event of produced) state = schwimmen.evolve(state, event);
    events.push(...produced);
  }
  return { events, state };
}

export const history = (setup: MatchSetup, commands: Command<SchwimmenAction>[]): SchwimmenEvent[] => run(setup, commands).events;

export const types = (events: SchwimmenEvent[]): string[] => events.map((event) => event.type);

/** For `then`: the produced events begin with `expected`. */
export const startsWith = (expected: unknown[]) => (events: SchwimmenEvent[]) => expect(events.slice(0, expected.length)).toEqual(expected);

/** The pack minus the given cards, in pack order (the default stock of a preset). */
export function rest(deck: readonly Card[], ...used: (Card[] | null)[]): Card[] {
  const gone = used.flatMap((cards) => cards ?? []);
  return deck.filter((card) => !gone.includes(card));
}

export const LONG36 = PACKS.long36;
export const LONG32 = PACKS.long32;

/** A two-player deal (seat 1 deals): seat 0 holds 9 points, the dealer looks at 19, his other packet is 20. */
export const BASIC: PresetInput = {
  hands: [
    ['G7', 'S8', 'E9'],
    ['HK', 'H9', 'E7'],
  ],
  second: ['SK', 'SO', 'G6'],
};

/** The BASIC deal with seat 0 to play: the dealer kept his first packet, the table is SK SO G6. */
export const BASIC_PLAYING = [START, act(1, { type: 'choosePacket', keep: true })];
