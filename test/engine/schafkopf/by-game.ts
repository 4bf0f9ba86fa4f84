import { expect } from '@jest/globals';
import { PACKS, rankOf, type Card } from '../../../src/engine/core/cards.js';
import { orderOf, type GameType } from '../../../src/engine/schafkopf/rules/games.js';
import type { SchafkopfAction } from '../../../src/engine/schafkopf/index.js';
import { chooser, playSession, type Strategy, type Tally } from './session-runner.js';

/**
 * Thousands of random legal deals per game type: the players steer towards one game type (they name it
 * whenever it is legal), the rest is random. Invariants as in properties.spec.ts; views and redacted events are
 * checked for leaks in every fortieth session (the full check is in properties.spec.ts).
 */
const SESSIONS = 220;
const DEALS = 10;
const FULL_EVERY = 40;

const ALL_GAMES = { wenz: true, geier: true, farbwenz: true, farbgeier: true, bettel: true, tout: true, hochzeit: true };

function steerTo(target: GameType): Strategy {
  return (state, seat, legal, pick) => {
    const of = (type: string) => legal.filter((a) => a.type === type);
    if (state.phase === 'announcing') {
      if (target === 'ramsch') return of('pass')[0];
      if (target === 'hochzeit' && of('offerHochzeit').length > 0) return of('offerHochzeit')[0];
      if (target === 'sie')
        return state.hands[seat].filter((c) => rankOf(c) === 'O' || rankOf(c) === 'U').length === 8 ? of('bid')[0] : of('pass')[0];
      // Mostly one player wants to play, so the steered game is rarely outbid.
      const first = !state.declarations.includes('bid');
      return (first ? pick(5) < 4 : pick(10) === 0) ? of('bid')[0] : of('pass')[0];
    }
    if (state.phase === 'naming') {
      const wanted = legal.filter((a) => a.type === 'nameGame' && a.game === target);
      if (wanted.length > 0) return wanted[pick(wanted.length)];
      const withdraw = of('withdraw');
      if (withdraw.length > 0) return withdraw[0];
    }
    if (state.phase === 'doubling') return of('declineDouble')[0] ?? legal[0];
    return legal[pick(legal.length)] as SchafkopfAction;
  };
}

/** Random deals for games that need a special hand: a Sie hand, or a hand with exactly one trump. */
function presetsFor(target: GameType, seed: number): unknown[] {
  if (target !== 'sie' && target !== 'hochzeit') return [];
  const pick = chooser(seed);
  const shuffle = (cards: readonly Card[]) => {
    const list = [...cards];
    for (let i = list.length - 1; i > 0; i--) {
      const j = pick(i + 1);
      [list[i], list[j]] = [list[j], list[i]];
    }
    return list;
  };
  const ruf = orderOf('rufspiel', null);
  return Array.from({ length: DEALS }, () => {
    if (target === 'sie') {
      const high = PACKS.long32.filter((c) => rankOf(c) === 'O' || rankOf(c) === 'U');
      const rest = shuffle(PACKS.long32.filter((c) => !high.includes(c)));
      const hands = [rest.slice(0, 8), rest.slice(8, 16), rest.slice(16, 24)];
      hands.splice(pick(4), 0, high);
      return { hands };
    }
    for (;;) {
      const cards = shuffle(PACKS.long32);
      const hands = [0, 1, 2, 3].map((s) => cards.slice(s * 8, s * 8 + 8));
      if (hands.some((hand) => hand.filter((c) => ruf.suit(c) === 'trump').length === 1)) return { hands };
    }
  });
}

/** Plays sessions steered to `target` and returns how many deals of each kind were played. */
export function dealsOf(target: GameType): Tally {
  const tally: Tally = { deals: 0, byGame: {} };
  const pick = chooser(target.length * 7919);
  for (let i = 0; i < SESSIONS; i++) {
    const options = {
      ...ALL_GAMES,
      deals: DEALS,
      pack: target === 'ramsch' || target === 'sie' || target === 'bettel' || target === 'hochzeit' || pick(3) > 0 ? 'long' : 'short',
      allPass: target === 'ramsch' ? 'ramsch' : (['redeal', 'stock', 'redealDouble', 'muss'] as const)[pick(4)],
      steigern: pick(2) === 0,
      stossMax: pick(5),
      stossUntil: pick(2) === 0 ? 'ownFirstCard' : 'firstTrick',
      doubling: (['off', 'everyone', 'exceptDealer'] as const)[pick(3)],
      stockShared: pick(2) === 0,
      stockSolo: pick(2) === 0,
    };
    const strategy = steerTo(target);
    playSession(
      { options, seed: `${target}-${i}`, choices: pick(2 ** 30), presets: presetsFor(target, i + 1), strategy },
      tally,
      i % FULL_EVERY === 0,
    );
  }
  return tally;
}

/** The spec body for one game type: at least 1,400 deals of it, every invariant held. */
export function thousandDealsOf(target: string): void {
  const tally = dealsOf(target as GameType);
  expect(tally.byGame[target] ?? 0).toBeGreaterThanOrEqual(1400);
}
