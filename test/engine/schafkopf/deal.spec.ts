import { describe, expect, it } from '@jest/globals';
import { RuleViolation } from '../../../src/engine/core/errors.js';
import { shuffledPack } from '../../../src/engine/core/shuffle.js';
import { PACKS } from '../../../src/engine/core/cards.js';
import { RUF } from './deals.js';
import { START, game, run, setupOf } from './fixtures.js';

const codeOf = (preset: unknown, options: Record<string, unknown> = {}): string | undefined => {
  try {
    game.validatePreset(preset, setupOf({ options }));
    return undefined;
  } catch (error) {
    return (error as RuleViolation).code;
  }
};

describe('dealing (docs/rules-decisions.md: Schafkopf 4+4, kurze Karte 3+3)', () => {
  it('the long pack: packets of four to each seat from Vorhand, twice', () => {
    const setup = setupOf({ seed: 'packets' });
    const { events } = run(setup, [START]);
    const pack = shuffledPack(PACKS.long32, 'packets', 1);
    // Seat 3 deals: 0, 1, 2, 3 get 4 each, then again.
    const expected = [0, 1, 2, 3].map((seat) => [...pack.slice(seat * 4, seat * 4 + 4), ...pack.slice(16 + seat * 4, 16 + seat * 4 + 4)]);
    const halves = events.filter((e) => e.type === 'DealDealt').map((e) => e.data as { hands: string[][] });
    expect(halves.map((h) => h.hands.map((hand) => hand.length))).toEqual([
      [4, 4, 4, 4],
      [4, 4, 4, 4],
    ]);
    expect([0, 1, 2, 3].map((seat) => [...halves[0].hands[seat], ...halves[1].hands[seat]])).toEqual(expected);
  });

  it('the kurze Karte: 24 cards, packets of three', () => {
    const setup = setupOf({ seed: 'short', options: { pack: 'short' } });
    const { state } = run(setup, [START]);
    const pack = shuffledPack(PACKS.short24, 'short', 1);
    expect(state.hands[0]).toEqual([...pack.slice(0, 3), ...pack.slice(12, 15)]);
    expect(state.hands.flat().sort()).toEqual([...PACKS.short24].sort());
  });

  it('the first dealer is the last seat unless firstDealer says otherwise; Vorhand leads', () => {
    const state = run(setupOf({ options: { firstDealer: 1 } }), [START]).state;
    expect(state.dealer).toBe(1);
    expect(state.turn).toBe(2);
    expect(game.view(state, 'spectator').vorhand).toBe(2);
  });

  it('a preset deal is used as given; the seed takes over after the presets', () => {
    const setup = setupOf({ presets: [RUF], seed: 'after' });
    expect(run(setup, [START]).state.hands).toEqual(RUF.hands);
  });

  it('a hand shows only to its owner, in events and views', () => {
    const setup = setupOf({ presets: [RUF] });
    const { events, state } = run(setup, [START]);
    const dealt = events.find((e) => e.type === 'DealDealt')!;
    expect(game.redact(dealt, 1, state).data).toMatchObject({ hands: [null, RUF.hands[1].slice(0, 4), null, null] });
    expect(game.redact(dealt, 'spectator', state).data).toMatchObject({ hands: [null, null, null, null] });
    expect(game.view(state, 2).hand).toEqual(RUF.hands[2]);
    expect(game.view(state, 'spectator').hand).toBeNull();
    expect(game.view(state, 'spectator').seats.map((seat) => seat.cardCount)).toEqual([8, 8, 8, 8]);
  });

  it.each([
    ['not an object', ['EO']],
    ['an unknown field', { ...RUF, dealer: 1 }],
    ['three hands', { hands: RUF.hands.slice(0, 3) }],
    ['a hand of seven', { hands: [RUF.hands[0].slice(1), ...RUF.hands.slice(1)] }],
    ['a duplicate card', { hands: [RUF.hands[0], [...RUF.hands[1].slice(1), 'EO'], RUF.hands[2], RUF.hands[3]] }],
    ['a six (not in the pack)', { hands: [[...RUF.hands[0].slice(1), 'E6'], ...RUF.hands.slice(1)] }],
    ['a bad code', { hands: [[...RUF.hands[0].slice(1), 'X9'], ...RUF.hands.slice(1)] }],
  ])('a preset with %s is refused', (_, preset) => {
    expect(codeOf(preset)).toBe('INVALID_PRESET');
  });

  it('a kurze-Karte preset has hands of six without 7s and 8s', () => {
    expect(
      codeOf(
        {
          hands: [
            ['EA', 'E10', 'EK', 'EO', 'EU', 'E9'],
            ['GA', 'G10', 'GK', 'GO', 'GU', 'G9'],
            ['HA', 'H10', 'HK', 'HO', 'HU', 'H9'],
            ['SA', 'S10', 'SK', 'SO', 'SU', 'S9'],
          ],
        },
        { pack: 'short' },
      ),
    ).toBeUndefined();
    expect(codeOf(RUF, { pack: 'short' })).toBe('INVALID_PRESET');
    expect(codeOf(RUF)).toBeUndefined();
  });
});

describe('evolve', () => {
  it('never throws, whatever a stored event holds', () => {
    const state = run(setupOf({ presets: [RUF] }), [START]).state;
    const today = [
      'MatchStarted',
      'DealDealt',
      'Doubled',
      'DoublingDeclined',
      'BidMade',
      'BidPassed',
      'HochzeitOffered',
      'MussSpielRequired',
      'GameNamed',
      'Withdrew',
      'ContractFixed',
      'HochzeitCardGiven',
      'SchieberDeclined',
      'CardsPushed',
      'CardPlayed',
      'TrickTaken',
      'DealScored',
      'EndVoted',
      'Forfeited',
      'MatchEnded',
      'Unknown',
    ];
    // Rules version 1's names are read too (upcast.ts).
    const v1 = ['CardsDealt', 'PlayDeclared', 'Passed', 'StossGiven'];
    for (const type of [...today, ...v1]) {
      for (const data of [
        {},
        { seat: 9, cards: 'x', hands: 'x', to: 7, card: 5 },
        { half: 2, hands: [null] },
        { deal: 1, items: 'x', level: 7, name: 3 },
      ]) {
        expect(() => game.evolve(state, { type, data } as never)).not.toThrow();
      }
    }
  });
});
