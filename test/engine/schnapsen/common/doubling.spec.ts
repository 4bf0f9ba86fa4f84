import { describe, expect, it } from '@jest/globals';
import { RuleViolation } from '../../../../src/engine/core/errors.js';
import { BAUERN_CONTRACTS, DREIER_CONTRACTS } from '../../../../src/engine/schnapsen/common/contracts.js';
import {
  decideDoubling,
  doublingFactor,
  doublingOver,
  doublingTurn,
  doublingView,
  legalDoublings,
  openDoubling,
  doublingSaid,
  withDoubling,
  withDoublingDeclined,
  type DoublingRound,
} from '../../../../src/engine/schnapsen/common/doubling.js';
import type { Sides } from '../../../../src/engine/schnapsen/common/sides.js';

// Bauernschnapsen: seat 1 plays a Bettler, his partner 3 sits out; Dreierschnapsen: seat 0 against 1 and 2.
const bettler: Sides = { declarer: 1, declaring: [1], defending: [0, 2], out: [3] };
const dreier: Sides = { declarer: 0, declaring: [0], defending: [1, 2], out: [] };

const codeOf = (attempt: () => unknown): string => {
  try {
    attempt();
  } catch (error) {
    if (error instanceof RuleViolation) return error.code;
    throw error;
  }
  return 'accepted';
};

/** Applies what `decideDoubling` decides, as evolve does. */
const say = (round: DoublingRound, seat: number, what: 'spritzen' | 'retour' | 're' | 'declineDouble'): DoublingRound => {
  const event = decideDoubling(round, seat, what, false);
  return event.type === 'Doubled' ? withDoubling(round, doublingSaid(event.data)!) : withDoublingDeclined(round, event.data.seat);
};

describe('the doubling round (docs/bauernschnapsen.md "Flecken"; Talonschnapsen: "until the first card")', () => {
  it('opens with the side against the declarer, clockwise from his left; the declaring side includes a partner who sits out', () => {
    const round = openDoubling(BAUERN_CONTRACTS.bettler, bettler, 4);
    expect(round).toEqual({ speakers: { declaring: [1, 3], defending: [2, 0] }, said: [], toSpeak: [2, 0] });
    expect(openDoubling(DREIER_CONTRACTS.gang, dreier, 3).toSpeak).toEqual([1, 2]);
  });

  it('a laid-down contract cannot be doubled: its round is over before it starts', () => {
    const laid = openDoubling(BAUERN_CONTRACTS.farbenringerl, { declarer: 1, declaring: [1, 3], defending: [0, 2], out: [] }, 4);
    expect(doublingOver(laid)).toBe(true);
    expect(codeOf(() => decideDoubling(laid, 0, 'spritzen', false))).toBe('DOUBLING_NOT_ALLOWED');
    // Played out in Dreierschnapsen, the Farbenring can be doubled.
    expect(doublingOver(openDoubling(DREIER_CONTRACTS.farbenringerl, dreier, 3))).toBe(false);
  });

  it('each entitled seat speaks in turn: Spritzen x2, then Retour by the declaring side x4, then Re x8', () => {
    let round = openDoubling(BAUERN_CONTRACTS.bettler, bettler, 4);
    round = say(round, 2, 'declineDouble');
    expect(doublingTurn(round)).toBe(0);
    round = say(round, 0, 'spritzen');
    // The declarer or his partner may say Retour (docs/rules-decisions.md#schnapsen-family-doubling): the declarer first, then the partner who sits out.
    expect(round.toSpeak).toEqual([1, 3]);
    round = say(round, 1, 'declineDouble');
    round = say(round, 3, 'retour');
    expect(round.toSpeak).toEqual([2, 0]);
    const re = decideDoubling(round, 2, 're', false);
    expect(re).toEqual({ type: 'Doubled', data: { seat: 2, level: 3, name: 'Re' } });
    round = say(round, 2, 're');
    expect(doublingOver(round)).toBe(true);
    expect(round.said).toEqual([
      { seat: 0, name: 'spritzen' },
      { seat: 3, name: 'retour' },
      { seat: 2, name: 're' },
    ]);
  });

  it('what is said cannot be rescinded: declining after a Spritzen leaves it said', () => {
    let round = say(openDoubling(DREIER_CONTRACTS.gang, dreier, 3), 1, 'spritzen');
    round = say(round, 0, 'declineDouble');
    expect(doublingOver(round)).toBe(true);
    expect(round.said).toEqual([{ seat: 1, name: 'spritzen' }]);
    expect(doublingView(round, false)).toEqual({
      said: [{ seat: 1, level: 1, name: 'Spritzen' }],
      next: null,
      toSpeak: [],
      herzrunde: false,
      factor: 2,
    });
  });

  it('only the seat on turn, only the doubling that is due, never once the round is closed', () => {
    const round = openDoubling(DREIER_CONTRACTS.gang, dreier, 3);
    expect(codeOf(() => decideDoubling(round, 2, 'spritzen', false))).toBe('NOT_YOUR_TURN');
    expect(codeOf(() => decideDoubling(round, 0, 'spritzen', false))).toBe('NOT_YOUR_TURN');
    expect(codeOf(() => decideDoubling(round, 1, 'retour', false))).toBe('DOUBLING_NOT_ALLOWED');
    expect(() => decideDoubling(null, 1, 'spritzen', true)).toThrow(/first card/);
    expect(legalDoublings(round, 1)).toEqual([{ type: 'spritzen' }, { type: 'declineDouble' }]);
    expect(legalDoublings(round, 2)).toEqual([]);
    expect(legalDoublings(null, 1)).toEqual([]);
  });

  it('the view shows what is due and to whom; the factor counts the Herzrunde too', () => {
    const round = openDoubling(DREIER_CONTRACTS.gang, dreier, 3);
    expect(doublingView(round, true)).toEqual({ said: [], next: 'spritzen', toSpeak: [1, 2], herzrunde: true, factor: 2 });
    expect(doublingView(null, false)).toEqual({ said: [], next: null, toSpeak: [], herzrunde: false, factor: 1 });
    expect([0, 1, 2, 3].map(doublingFactor)).toEqual([1, 2, 4, 8]);
  });

  it('evolve never throws on odd stored data', () => {
    const odd = { speakers: undefined, said: [], toSpeak: undefined } as unknown as DoublingRound;
    expect(() => withDoubling(odd, { seat: 0, name: 'spritzen' })).not.toThrow();
    expect(() => withDoublingDeclined(odd, 0)).not.toThrow();
    expect(doublingSaid({ seat: 0, level: 7 })).toBeNull();
  });
});
