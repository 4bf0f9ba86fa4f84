import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { PACKS, rankOf, type Card } from '../../../src/engine/core/cards.js';
import type { SchafkopfAction, SchafkopfEvent } from '../../../src/engine/schafkopf/index.js';
import { dealResultOf } from '../../../src/engine/schafkopf/summary.js';
import { spec } from '../../support/decider.js';
import { HERZSOLO, RUF, SIE } from './deals.js';
import { START, act, bid, declineDouble, game, history, klopfen, nameGame, pass, playOut, run, setupOf } from './fixtures.js';
import { chooser, optionsArbitrary, playSession, type Strategy, type Tally } from './session-runner.js';

// Every figure a view shows is the one that will be paid. The view's multiplier is the factor
// the scoring puts on the deal's items (tariff, Schneider, Schwarz, Laufende): Klopfen, Stoß, carried throw-ins,
// and Tout (x2) and Sie (x4).

const scoredOf = (events: SchafkopfEvent[]) =>
  events.find((e): e is Extract<SchafkopfEvent, { type: 'DealScored' }> => e.type === 'DealScored')!.data;
/** The items of one unit before the doublings (Grundtarif, Laufende, Schneider, Schwarz), as the scoring has them. */
const itemsOf = (result: ReturnType<typeof scoredOf>) => dealResultOf(result).items.reduce((sum, item) => sum + item.amount, 0);

describe('the view multiplier is the factor the scoring pays', () => {
  it('a Solo Tout shows x2 once fixed (x1 before), and the deal is paid with that factor', () => {
    const setup = setupOf({ presets: [HERZSOLO] });
    const bidding = history(setup, [START, bid(0), pass(1), pass(2), pass(3)]);
    expect(game.view(run(setup, [START, bid(0), pass(1), pass(2), pass(3)]).state, 1).multiplier).toBe(1);
    const fixed = spec(game, setup)
      .given(bidding)
      .when(nameGame(0, { game: 'soloTout', suit: 'H' }))
      .then((events) => expect(events.map((e) => e.type)).toEqual(['GameNamed', 'ContractFixed']));
    for (const viewer of [0, 1, 2, 3, 'spectator'] as const) expect(game.view(fixed, viewer).multiplier).toBe(2);
    const named = [START, bid(0), pass(1), pass(2), pass(3), nameGame(0, { game: 'soloTout', suit: 'H' })];
    const all = run(setup, [...named, ...playOut(run(setup, named).state)]);
    const result = scoredOf(all.events);
    expect(result.doublings).toEqual([{ reason: 'tout', seat: null }]);
    expect(result.value).toBe(itemsOf(result) * 2);
  });

  it('Klopfen and a Stoß on a Tout: 2 x 2 x 2', () => {
    const setup = setupOf({ options: { doubling: 'everyone' }, presets: [HERZSOLO] });
    const commands = [
      START,
      klopfen(0),
      declineDouble(1),
      declineDouble(2),
      declineDouble(3),
      bid(0),
      pass(1),
      pass(2),
      pass(3),
      nameGame(0, { game: 'soloTout', suit: 'H' }),
    ];
    const fixed = run(setup, commands).state;
    expect(game.view(fixed, 2).multiplier).toBe(4);
    const stossed = spec(game, setup)
      .given(history(setup, commands))
      .when(act(2, { type: 'stoss' }))
      .then([{ type: 'Doubled', data: { seat: 2, level: 1, name: 'Stoß' } }]);
    expect(game.view(stossed, 'spectator').multiplier).toBe(8);
  });

  it('a Sie shows x4 between being fixed and paid, the factor of its payment', () => {
    const setup = setupOf({ presets: [SIE] });
    const given = history(setup, [START, pass(0), pass(1), bid(2), pass(3)]);
    spec(game, setup)
      .given(given)
      .when(nameGame(2, { game: 'sie' }))
      .then((events) => {
        const fixedAt = events.findIndex((e) => e.type === 'ContractFixed');
        const shown = [...given, ...events.slice(0, fixedAt + 1)].reduce((s, e) => game.evolve(s, e), game.initialState(setup));
        const result = scoredOf(events);
        expect(game.view(shown, 0).multiplier).toBe(4);
        expect(result.value).toBe(itemsOf(result) * 4);
      });
  });

  it('a Rufspiel without doublings stays x1; a Stoß makes x2', () => {
    const setup = setupOf({ presets: [RUF] });
    const called = run(setup, [START, bid(0), pass(1), pass(2), pass(3), nameGame(0, { game: 'rufspiel', call: 'GA' })]).state;
    expect(game.view(called, 3).multiplier).toBe(1);
    expect(
      game.view(
        game.decide(act(3, { type: 'stoss' }), called).reduce((s, e) => game.evolve(s, e), called),
        3,
      ).multiplier,
    ).toBe(2);
  });
});

/** Prefers the Tout forms and the Sie whenever they are legal, so the factors they add are exercised. */
const toutOrSie: Strategy = (state, seat, legal, pick) => {
  const announces = legal.filter((a): a is Extract<SchafkopfAction, { type: 'nameGame' }> => a.type === 'nameGame');
  const wanted = announces.filter((a) => a.game === 'sie' || a.game.endsWith('Tout'));
  if (wanted.length > 0 && pick(3) > 0) return wanted[pick(wanted.length)];
  if (state.phase === 'announcing' && pick(2) === 0) return legal.find((a) => a.type === 'bid') ?? legal[pick(legal.length)];
  return legal[pick(legal.length)];
};

/** Random long-pack deals, some of them with a Sie hand. */
function presetsOf(seed: number): unknown[] {
  const pick = chooser(seed);
  const shuffle = (cards: readonly Card[]) => {
    const list = [...cards];
    for (let i = list.length - 1; i > 0; i--) {
      const j = pick(i + 1);
      [list[i], list[j]] = [list[j], list[i]];
    }
    return list;
  };
  return Array.from({ length: 6 }, () => {
    if (pick(3) > 0) {
      const cards = shuffle(PACKS.long32);
      return { hands: [0, 1, 2, 3].map((s) => cards.slice(s * 8, s * 8 + 8)) };
    }
    const high = PACKS.long32.filter((c) => rankOf(c) === 'O' || rankOf(c) === 'U');
    const rest = shuffle(PACKS.long32.filter((c) => !high.includes(c)));
    const hands = [rest.slice(0, 8), rest.slice(8, 16), rest.slice(16, 24)];
    hands.splice(pick(4), 0, high);
    return { hands };
  });
}

describe('property: random played deals', () => {
  it("the view's multiplier just before the last card is the factor of the DealScored payments", () => {
    // playSession checks, for every scored game or Ramsch, items x view multiplier (for every viewer, on the table
    // just before the move that ended the deal) === the value the payments are made of.
    const tally: Tally = { deals: 0, byGame: {} };
    fc.assert(
      fc.property(optionsArbitrary, fc.integer(), fc.integer({ min: 1, max: 1e6 }), (options, choices, deals) => {
        const long = { ...options, pack: 'long', tout: true, deals: 6, allPass: options.allPass === 'muss' ? 'ramsch' : options.allPass };
        playSession({ options: long, seed: `multiplier-${deals}`, choices, presets: presetsOf(deals), strategy: toutOrSie }, tally, false);
      }),
      { numRuns: 60 },
    );
    const checked = tally.multipliers ?? {};
    const touts = Object.entries(checked)
      .filter(([g]) => g.endsWith('Tout'))
      .reduce((sum, [, n]) => sum + n, 0);
    expect(touts).toBeGreaterThan(10);
    expect(checked.sie ?? 0).toBeGreaterThan(3);
    expect(Object.values(checked).reduce((a, b) => a + b, 0)).toBeGreaterThan(150);
  });
});
