import { describe, expect, it } from '@jest/globals';
import { DREIER_TABLE, familyBid } from '../../src/analysis/family-bids.js';
import { seededRandom } from '../../src/bots/random.js';
import type { Action } from '../../src/engine/core/game.js';
import { dreierDecision } from './dreier-deal.js';

// Dreierschnapsen's bids with the talon in the bidding analysis: the talon sampled with the unseen cards.

const BUDGET = { nodes: 50_000, samples: 4 };

/** The first bidding decision of a deal dealt from `hands` and `talon`: the seat, its view, its legal actions and its log. */
function firstBid(hands: string[][], talon: string[]) {
  return dreierDecision({ hands, talon, seed: 'dreier-talon', steps: 20 }, (_seat, view) => view.phase === 'bidding');
}

describe('the Dreierschnapsen bidding analysis', () => {
  // The Rufer, seat 0, holds three Herz but not the Ass and the Zehn; the talon holds the Herz-Ass.
  const hands = [
    ['HK', 'HO', 'HU', 'EA', 'E10', 'GA'],
    ['H10', 'EK', 'EO', 'EU', 'GK', 'GO'],
    ['G10', 'GU', 'SA', 'S10', 'SK', 'SO'],
  ];
  const talon = ['HA', 'SU'];

  it('values every bid with the talon beside the bids without it and passing', () => {
    const { seat, view, legal, log } = firstBid(hands, talon);
    const bids = legal.filter((a) => a.type === 'bid');
    expect(bids.length).toBeGreaterThan(0);
    const decide = (action: Action) =>
      familyBid(DREIER_TABLE, { index: 0, sequence: 1 }, seat, action, view as never, legal, log, seededRandom('t', 'bid'), BUDGET, false)!;
    const first = bids[0];
    const analysis = decide(first);
    expect(analysis.action).toEqual(first);
    for (const candidate of analysis.candidates.filter((c) => c.action.type === 'bid')) expect(candidate.value).not.toBeNull();
    expect(analysis.candidates.find((c) => c.action.type === 'pass')?.value).not.toBeNull();
    // The same decision, the same seed: the same values.
    expect(decide(first)).toEqual(analysis);
    // The talon counts: the Gang with it is valued apart from the Gang without it.
    const gang = (type: string) => analysis.candidates.find((c) => c.action.type === type && c.action.contract === 'gang')?.value;
    expect(gang('bid')).not.toBe(gang('bidWithoutTalon'));
  });

  it("flags a hopeless bid with the talon against the Rufer's Normal game", () => {
    const { seat, view, legal, log } = firstBid(hands, talon);
    const action = legal.find((a) => a.type === 'bid' && a.contract === 'bauernschnapser')!;
    const analysis = familyBid(
      DREIER_TABLE,
      { index: 0, sequence: 1 },
      seat,
      action,
      view as never,
      legal,
      log,
      seededRandom('t', 'bid'),
      BUDGET,
      false,
    )!;
    // The Rufer passing plays the Normal game with the talon: better than a Bauernschnapser with these cards.
    expect(analysis.best).toEqual({ type: 'pass' });
    expect(analysis.loss).toBeGreaterThan(0);
    expect(analysis.text?.en).toContain('seat 1 chose "Bauernschnapser"');
  });
});
