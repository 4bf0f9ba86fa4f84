import { expect } from '@jest/globals';
import type { Card } from '../../../../src/engine/core/cards.js';
import type { Command, MatchSetup } from '../../../../src/engine/core/game.js';
import { resolveOptions } from '../../../../src/engine/core/options.js';
import type { Seat } from '../../../../src/engine/core/seats.js';
import { SCHNAPSEN_PACK } from '../../../../src/engine/schnapsen/common/cards.js';
import { schnapsen } from '../../../../src/engine/schnapsen/zweier/index.js';
import type { SchnapsenAction, SchnapsenEvent, SchnapsenPreset, SchnapsenState } from '../../../../src/engine/schnapsen/zweier/index.js';
import { chooser } from '../../../support/chooser.js';

export { chooser };

export const game = schnapsen;

export const START: Command<SchnapsenAction> = { type: 'StartMatch' };

export function act(seat: Seat, action: SchnapsenAction | Record<string, unknown>): Command<SchnapsenAction> {
  return { type: 'Act', seat, action: action as SchnapsenAction };
}

export const play = (seat: Seat, card: Card) => act(seat, { type: 'playCard', card });
export const announce = (seat: Seat, suit: string) => act(seat, { type: 'declareMarriage', suit });
export const exchange = (seat: Seat) => act(seat, { type: 'exchangeTrump' });
export const close = (seat: Seat) => act(seat, { type: 'closeTalon' });
export const claim = (seat: Seat) => act(seat, { type: 'claimOut' });

export function setupOf(input: { options?: Record<string, unknown>; presets?: unknown[]; seed?: string } = {}): MatchSetup {
  return {
    players: 2,
    options: resolveOptions(schnapsen.options, input.options ?? {}),
    seed: input.seed ?? 'test-seed',
    presets: input.presets ?? [],
  };
}

/** Plays commands from the start; returns every event and the state they lead to. */
export function run(setup: MatchSetup, commands: Command<SchnapsenAction>[]): { events: SchnapsenEvent[]; state: SchnapsenState } {
  let state = schnapsen.initialState(setup);
  const events: SchnapsenEvent[] = [];
  for (const command of commands) {
    const produced = schnapsen.decide(command, state);
    for (const event of produced) state = schnapsen.evolve(state, event);
    events.push(...produced);
  }
  return { events, state };
}

export const history = (setup: MatchSetup, commands: Command<SchnapsenAction>[]): SchnapsenEvent[] => run(setup, commands).events;

export const types = (events: readonly { type: string }[]): string[] => events.map((event) => event.type);

/** For `then`: the produced events begin with `expected`. */
export const startsWith = (expected: unknown[]) => (events: SchnapsenEvent[]) => expect(events.slice(0, expected.length)).toEqual(expected);

/** A preset: hands by seat, the trump card, the talon in drawing order (default: the rest in pack order). */
export function preset(hand0: Card[], hand1: Card[], trumpCard: Card, talon?: Card[]): SchnapsenPreset {
  const rest = SCHNAPSEN_PACK.filter((card) => !hand0.includes(card) && !hand1.includes(card) && card !== trumpCard);
  return { hands: [hand0, hand1], trumpCard, talon: talon ?? rest };
}
