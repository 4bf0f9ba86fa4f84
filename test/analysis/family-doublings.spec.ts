import { describe, expect, it } from '@jest/globals';
import { BAUERN_TABLE, DREIER_TABLE, familyBid, type FamilyTable } from '../../src/analysis/family-bids.js';
import { seededRandom } from '../../src/bots/random.js';
import type { Action } from '../../src/engine/core/game.js';
import { bauernDecision, dreierDecision, type Decision } from './dreier-deal.js';

// The family's doublings of a bid contract in the bidding analysis: the deals weighed by what the bid says.

const BUDGET = { nodes: 50_000, samples: 4 };

/**
 * A Dreierschnapsen deal dealt from `hands` and `talon` in which `declarer` bids `contract` without the talon
 * (the others played by the rule-of-thumb bot): the first doubling decision of another seat.
 */
function firstDoubling(hands: string[][], talon: string[], declarer: number, contract: string) {
  return dreierDecision(
    { hands, talon, seed: 'dreier-double', steps: 30 },
    (seat, view) => view.phase === 'doubling' && seat !== declarer,
    (seat, legal) => legal.find((a) => seat === declarer && a.type === 'bidWithoutTalon' && a.contract === contract),
  );
}

/** The bidding analysis of `action` at `decision`, on the same random source every time. */
const decideAt = (table: FamilyTable, decision: Decision, action: Action) =>
  familyBid(
    table,
    { index: 0, sequence: 5 },
    decision.seat,
    action,
    decision.view as never,
    decision.legal,
    decision.log,
    seededRandom('t', 'double'),
    BUDGET,
    false,
  )!;

describe("the family's doublings of a bid contract", () => {
  // Seat 1 holds the top of Eichel and Grün: its Gang cannot be lost.
  const hands = [
    ['HK', 'HO', 'HU', 'SU', 'EO', 'GU'],
    ['EA', 'E10', 'EK', 'GA', 'G10', 'GK'],
    ['HA', 'H10', 'SA', 'S10', 'SK', 'SO'],
  ];
  const talon = ['EU', 'GO'];

  const decide = (found: Decision, action: Action) => decideAt(DREIER_TABLE, found, action);

  it('values the doubling of a sure Gang and the refusal, and flags the doubling with a loss', () => {
    const found = firstDoubling(hands, talon, 1, 'gang');
    expect((found.view as unknown as { contract: { id: string } }).contract.id).toBe('gang');
    const double = found.legal.find((a) => a.type !== 'declineDouble')!;
    const decline = found.legal.find((a) => a.type === 'declineDouble')!;
    expect(double).toBeDefined();
    expect(decline).toBeDefined();
    const analysis = decide(found, double);
    expect(analysis.action).toEqual(double);
    const value = (action: Action) => analysis.candidates.find((c) => c.action.type === action.type)?.value;
    expect(value(double)).not.toBeNull();
    expect(value(decline)).not.toBeNull();
    // The Gang is made on every deal the bid allows: doubling it doubles the defenders' loss.
    expect(value(double)!).toBeLessThan(value(decline)!);
    expect(analysis.best).toEqual(decline);
    expect(analysis.loss).toBeGreaterThan(0);
    expect(analysis.text?.en).toContain(`seat ${found.seat + 1} chose`);
    // Not doubling is the best choice: no loss.
    const declined = decide(found, decline);
    expect(declined.action).toEqual(decline);
    expect(declined.loss).toBe(0);
    // The same decision, the same seed: the same values.
    expect(decide(found, double)).toEqual(analysis);
  });
});

describe("Bauernschnapsen's doubling of a bid contract", () => {
  // Seat 1 holds the top three of Eichel and the top two of Grün; a Gang is played without trump and led by its
  // declarer, so it takes every trick.
  const hands = [
    ['HA', 'H10', 'HK', 'SO', 'SU'],
    ['EA', 'E10', 'EK', 'GA', 'G10'],
    ['HO', 'HU', 'SA', 'EO', 'GK'],
    ['S10', 'SK', 'EU', 'GO', 'GU'],
  ];
  const found = bauernDecision(
    { hands, seed: 'bauern-double', steps: 40 },
    (seat, view) => view.phase === 'doubling' && seat !== 1,
    (seat, legal) => legal.find((a) => seat === 1 && a.type === 'bid' && (a as { contract?: string }).contract === 'gang'),
  );
  const decide = (decision: Decision, action: Action) => decideAt(BAUERN_TABLE, decision, action);

  it('values Spritzen against a sure Gang below declining it, and flags the Spritzen with a loss', () => {
    expect((found.view as unknown as { contract: { id: string } }).contract.id).toBe('gang');
    expect(found.seat === 0 || found.seat === 2).toBe(true);
    const spritzen = found.legal.find((a) => a.type === 'spritzen')!;
    const decline = found.legal.find((a) => a.type === 'declineDouble')!;
    expect(spritzen).toBeDefined();
    expect(decline).toBeDefined();
    const analysis = decide(found, spritzen);
    const value = (action: Action) => analysis.candidates.find((c) => c.action.type === action.type)?.value;
    expect(value(spritzen)).not.toBeNull();
    expect(value(decline)).not.toBeNull();
    // The Gang is made on every deal the bid allows: Spritzen doubles the defenders' loss.
    expect(value(spritzen)!).toBeLessThan(value(decline)!);
    expect(analysis.best).toEqual(decline);
    expect(analysis.loss).toBeGreaterThan(0);
    expect(decide(found, decline).loss).toBe(0);
  });
});
