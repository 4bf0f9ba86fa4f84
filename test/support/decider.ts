import { expect } from '@jest/globals';
import type { Command, Game, GameEvent, MatchSetup } from '../../src/engine/core/game.js';
import { RuleViolation } from '../../src/engine/core/errors.js';

/**
 * Given/when/then for deciders:
 *   spec(game, setup).given(events).when(command).then(events)
 *   spec(game, setup).given(events).when(command).thenThrows('NOT_YOUR_TURN')
 * `given` events are replayed through `evolve`; `then` compares the events `decide` returns.
 */
export function spec<S, E extends GameEvent>(game: Game<S, E>, setup: MatchSetup) {
  return {
    given(events: E[]) {
      const state = events.reduce((s, e) => game.evolve(s, e), game.initialState(setup));
      return {
        state,
        when(command: Command) {
          const run = () => game.decide(command as never, state);
          return {
            then(expected: E[] | ((events: E[]) => void)) {
              const events = run();
              if (typeof expected === 'function') expected(events);
              else expect(events).toEqual(expected);
              return events.reduce((s, e) => game.evolve(s, e), state);
            },
            thenThrows(code: string, message?: RegExp) {
              let thrown: unknown;
              try {
                run();
              } catch (error) {
                thrown = error;
              }
              expect(thrown).toBeInstanceOf(RuleViolation);
              expect((thrown as RuleViolation).code).toBe(code);
              if (message) expect((thrown as RuleViolation).message).toMatch(message);
            },
          };
        },
      };
    },
  };
}

/** Replays `events` from the initial state. */
export function replay<S, E extends GameEvent>(game: Game<S, E>, setup: MatchSetup, events: E[]): S {
  return events.reduce((s, e) => game.evolve(s, e), game.initialState(setup));
}
