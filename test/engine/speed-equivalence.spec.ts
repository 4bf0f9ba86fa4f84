import { describe, expect, it } from '@jest/globals';
import { rememberingFolds, Tape } from '../../src/engine/core/tape.js';
import { resolveOptions } from '../../src/engine/core/options.js';
import { schafkopf } from '../../src/engine/schafkopf/index.js';
import { scoreSchieberFailed, scoreThrownIn } from '../../src/engine/schafkopf/rules/scoring.js';
import { readOptions } from '../../src/engine/schafkopf/rules/options.js';
import { dealScored, recordedDealScored } from '../../src/engine/schafkopf/summary.js';
import { clearDeal, freshDeal } from '../../src/engine/schafkopf/evolve.js';
import type { DealResult, SchafkopfEvent, SchafkopfState } from '../../src/engine/schafkopf/index.js';
import { score } from './schafkopf/scoring-support.js';

// Shortcuts the engine takes for speed must give exactly what the plain way gives.

describe('rememberingFolds', () => {
  const counting = () => {
    const seen: number[] = [];
    const evolve = rememberingFolds((state: number[], event: { n: number }) => {
      seen.push(event.n);
      return [...state, event.n];
    });
    return { seen, evolve };
  };

  it("gives the caller the Tape's fold of the same state and event instead of folding it again", () => {
    const { seen, evolve } = counting();
    const start = [0];
    const events = [{ n: 1 }, { n: 2 }, { n: 3 }];
    const tape = new Tape<number[], { n: number }>(start, evolve);
    for (const event of events.slice(0, 2)) tape.emit(event);
    expect(tape.state).toEqual([0, 1, 2]);
    tape.emit(events[2]);
    const replayed = events.reduce(evolve, start);
    expect(replayed).toEqual([0, 1, 2, 3]);
    // The Tape folded 1 and 2; the caller's folds of them were found, only 3 was worked out.
    expect(seen).toEqual([1, 2, 3]);
  });

  it('folds again for another state or event object, even an equal one', () => {
    const { seen, evolve } = counting();
    const event = { n: 1 };
    evolve([0], event);
    expect(evolve([0], event)).toEqual([0, 1]);
    expect(evolve([0], { n: 1 })).toEqual([0, 1]);
    expect(seen).toEqual([1, 1, 1]);
  });

  it('remembers the last eight folds only', () => {
    const { seen, evolve } = counting();
    const start: number[] = [];
    const events = Array.from({ length: 9 }, (_, n) => ({ n }));
    for (const event of events) evolve(start, event);
    evolve(start, events[8]);
    evolve(start, events[1]);
    evolve(start, events[0]);
    expect(seen).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 0]);
  });
});

describe("Schafkopf's evolve with remembered folds", () => {
  it('leads to the states a fresh replay of the stream makes', () => {
    const game = schafkopf;
    const setup = {
      players: 4,
      options: resolveOptions(game.options, { doubling: 'everyone', hochzeit: true }),
      seed: 'folds',
      presets: [],
    };
    let state: SchafkopfState = game.initialState(setup);
    const stream: SchafkopfEvent[] = [];
    const states: SchafkopfState[] = [];
    const apply = (events: SchafkopfEvent[]) => {
      for (const event of events) {
        state = game.evolve(state, event);
        stream.push(event);
        states.push(state);
      }
    };
    apply(game.decide({ type: 'StartMatch' }, state));
    for (let moves = 0; moves < 400 && game.outcome(state) === null; moves++) {
      const seat = game.activeSeats(state)[0];
      apply(
        game.decide(
          { type: 'Act', seat, action: game.legalActions(state, seat)[moves % 3 === 0 ? 1 : 0] ?? game.legalActions(state, seat)[0] },
          state,
        ),
      );
    }
    let fresh = game.initialState(setup);
    stream.forEach((event, i) => {
      fresh = game.evolve(fresh, event);
      expect(JSON.stringify(fresh)).toBe(JSON.stringify(states[i]));
    });
  });
});

describe("Schafkopf's DealScored data", () => {
  const options = readOptions({ allPass: 'stock' });
  const hands = [
    ['EO', 'GO'],
    ['HO', 'SO'],
    ['EU', 'GU'],
    ['HU', 'SU'],
  ] as DealResult['hands'];
  const results: DealResult[] = [
    score({ game: 'rufspiel', points: 70, tricks: 5, klopfer: [1], stoss: [1, 0] }),
    score({ game: 'solo', suit: 'E', points: 95, tricks: 7 }),
    score({ game: 'wenz', points: 40, tricks: 3, options: { tout: true } }),
    score({ game: 'soloTout', suit: 'H', points: 120, tricks: 8 }),
    scoreThrownIn(3, hands, options, [2]),
    scoreSchieberFailed(4, hands, options, [], [0, 3]),
  ];

  it('written out field by field is the copy through a rest and a spread, fields in the same order', () => {
    for (const result of results) expect(JSON.stringify(dealScored(result))).toBe(JSON.stringify(recordedDealScored(result)));
  });
});

describe("Schafkopf's new deal", () => {
  it('sets every field freshDeal lists, so no field of the last deal survives into the next', () => {
    const stale = Symbol('stale');
    const fresh = freshDeal();
    const next = Object.fromEntries(Object.keys(fresh).map((key) => [key, stale])) as unknown as SchafkopfState;
    clearDeal(next);
    expect(Object.keys(next).filter((key) => (next as unknown as Record<string, unknown>)[key] === stale)).toEqual([]);
    expect(next).toEqual(fresh);
  });
});
