import { describe, expect, it } from '@jest/globals';
import { schafkopfBid } from '../../src/analysis/schafkopf-bids.js';
import { seededRandom } from '../../src/bots/random.js';
import type { Action, Game, GameEvent } from '../../src/engine/core/game.js';
import { resolveOptions } from '../../src/engine/core/options.js';
import type { SchafkopfView } from '../../src/engine/schafkopf/index.js';
import { GAMES } from '../../src/engine/registry.js';

// A Tout or a Bettel is won or lost by a single trick: the analysis searches each sampled deal to its end.

/** The state in which seat 0 (Vorhand) names its game, having said "Ich spiele" while the others said "Weiter". */
function naming(hands: string[][]) {
  const game = GAMES.schafkopf as Game;
  let state = game.initialState({
    players: 4,
    options: resolveOptions(game.options, { bettel: true }),
    seed: 'tout-bid',
    presets: [{ hands }],
  });
  const apply = (events: GameEvent[]) => {
    for (const event of events) state = game.evolve(state, event);
  };
  apply(game.decide({ type: 'StartMatch' }, state));
  for (const [seat, type] of [
    [0, 'bid'],
    [1, 'pass'],
    [2, 'pass'],
    [3, 'pass'],
  ] as const)
    apply(game.decide({ type: 'Act', seat, action: { type } }, state));
  return { view: game.view(state, 0) as SchafkopfView, legal: game.legalActions(state, 0) };
}

const valueOf = (candidates: { action: Action; value: number | null }[], action: Record<string, unknown>) =>
  candidates.find((c) => Object.entries(action).every(([k, v]) => (c.action as Record<string, unknown>)[k] === v))?.value;

describe('the Schafkopf bidding analysis', () => {
  it('values a sure Tout as won on every deal: twice the Solo with its Laufende, from all three', () => {
    // Four Ober, three Unter and the Herz-Sau: the Herz-Solo-Tout takes every trick however the rest lie.
    const { view, legal } = naming([
      ['EO', 'GO', 'HO', 'SO', 'EU', 'GU', 'HU', 'HA'],
      ['SU', 'H10', 'HK', 'EA', 'E10', 'EK', 'E9', 'E8'],
      ['H9', 'H8', 'GA', 'G10', 'GK', 'G9', 'G8', 'E7'],
      ['H7', 'SA', 'S10', 'SK', 'S9', 'S8', 'S7', 'G7'],
    ]);
    expect(view.phase).toBe('naming');
    const action = { type: 'nameGame', game: 'soloTout', suit: 'H' } as Action;
    const analysis = schafkopfBid({ index: 0, sequence: 1 }, 0, action, view, legal as never, seededRandom('tout', 'bid'), {
      nodes: 100_000,
      samples: 8,
    })!;
    // Tariff 50 and seven Laufende at 10, doubled for the Tout, paid by each of the three.
    expect(valueOf(analysis.candidates, { game: 'soloTout', suit: 'H' })).toBe(3 * 2 * (50 + 7 * 10));
    // Nothing beats it (an Eichel-Solo-Tout with these cards is as sure and pays the same).
    expect(analysis.bestValue).toBe(3 * 2 * (50 + 7 * 10));
    expect(analysis.loss).toBe(0);
    expect(analysis.text).toBeNull();
    // A Bettel with these cards takes a trick on every deal: lost, from all three.
    expect(valueOf(analysis.candidates, { game: 'bettel' })).toBeLessThan(0);
  });
});
