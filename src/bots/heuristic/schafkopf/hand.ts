import { rankOf, suitOf, SUITS, type Card, type Suit } from '../../../engine/core/cards.js';
import { callableAces } from '../../../engine/schafkopf/rules/called.js';
import { GAMES, orderOf, trumpsOf, type GameType } from '../../../engine/schafkopf/rules/games.js';
import { packOf, type SchafkopfOptions } from '../../../engine/schafkopf/rules/options.js';

/** What a hand is worth in one game: its trumps, its Laufende and a power score (the weights below). */
export interface Strength {
  trumps: number;
  laufende: number;
  power: number;
}

/**
 * Power of a hand, card by card: the first trump rank (Ober; Unter in Wenz) 3, the second (Unter) 2, a card of
 * the trump suit 1; in a plain suit the ace 2, the ten under it 1, the king under both 0.5; each Laufender 1;
 * with three or more trumps each missing plain suit 1 (it can be trumped); in a single game each plain card
 * below its suit's top run -1 (a loser).
 */
export const WEIGHTS = { topRank: 3, secondRank: 2, trumpSuit: 1, plainRun: [2, 1, 0.5], laufender: 1, void: 1, loser: 1 } as const;

type Needs = Readonly<Partial<Record<GameType, { trumps: number; power: number }>>>;

/** Announce a game when the hand has this many trumps and this much power, per pack (8 or 6 cards). */
export const NEEDS: Readonly<Record<'long' | 'short', Needs>> = {
  long: {
    rufspiel: { trumps: 4, power: 10 },
    hochzeit: { trumps: 4, power: 10 },
    solo: { trumps: 6, power: 16 },
    farbwenz: { trumps: 5, power: 15 },
    farbgeier: { trumps: 5, power: 15 },
    wenz: { trumps: 2, power: 12 },
    geier: { trumps: 2, power: 12 },
  },
  short: {
    rufspiel: { trumps: 3, power: 9 },
    hochzeit: { trumps: 3, power: 9 },
    solo: { trumps: 4, power: 15 },
    farbwenz: { trumps: 4, power: 13 },
    farbgeier: { trumps: 4, power: 13 },
    wenz: { trumps: 2, power: 11 },
    geier: { trumps: 2, power: 11 },
  },
};

/** Steigern: a bid 10 above 61 needs this much more power. */
export const POWER_PER_BID_STEP = 2;

/** The groom gains the bride's trump: counted as a middling trump. */
export const HOCHZEIT_TRUMP = 1.5;

/** A Tout's and a Sie's base game: their trumps and card order are those of the game without "Tout". */
export const baseGame = (game: GameType): GameType => {
  const base = game.replace(/Tout$/, '') as GameType;
  return game === 'sie' ? 'solo' : base;
};

export function strengthIn(hand: readonly Card[], game: GameType, suit: Suit | null, options: Pick<SchafkopfOptions, 'pack'>): Strength {
  const base = baseGame(game);
  const record = GAMES[base];
  const order = orderOf(base, suit);
  const trumps = trumpsOf(base, suit, packOf(options));
  const held = trumps.filter((card) => hand.includes(card));
  const laufende = trumps.findIndex((card) => !hand.includes(card));
  let power = 0;
  for (const card of held) {
    const rank = rankOf(card);
    if (rank === record.trumpRanks[0]) power += WEIGHTS.topRank;
    else if (rank === record.trumpRanks[1]) power += WEIGHTS.secondRank;
    else power += WEIGHTS.trumpSuit;
  }
  for (const plainSuit of SUITS) {
    const run = topRun(hand, plainSuit, base, suit);
    run.forEach((_, i) => (power += WEIGHTS.plainRun[i] ?? 0));
    // Played alone, every plain card below the suit's top run is a trick the others may take.
    if (record.kind === 'solo') power -= WEIGHTS.loser * hand.filter((c) => order.suit(c) === plainSuit && !run.includes(c)).length;
    const missing = !hand.some((card) => order.suit(card) === plainSuit);
    const isPlain = order.suit(`${plainSuit}A`) === plainSuit;
    if (missing && isPlain && held.length >= 3) power += WEIGHTS.void;
  }
  const runLength = laufende < 0 ? trumps.length : laufende;
  power += runLength * WEIGHTS.laufender;
  return { trumps: held.length, laufende: runLength, power };
}

/** The cards of a plain suit the hand holds from the top down without a gap (A, A 10, A 10 K, ...). */
export function topRun(hand: readonly Card[], plainSuit: Suit, game: GameType, suit: Suit | null): Card[] {
  const order = orderOf(game, suit);
  const run: Card[] = [];
  for (const rank of GAMES[game].plainOrder) {
    const card: Card = `${plainSuit}${rank}`;
    if (order.suit(card) !== plainSuit) continue;
    if (!hand.includes(card)) break;
    run.push(card);
  }
  return run;
}

/**
 * How far the hand's power is above (positive) or below what the game needs; without enough trumps always 10
 * below zero or more (still ordered, for a seat that must name a game); -Infinity for a game without needs.
 */
export function excessFor(
  hand: readonly Card[],
  game: GameType,
  suit: Suit | null,
  options: Pick<SchafkopfOptions, 'pack'>,
  extraTrump = 0,
): number {
  const need = NEEDS[options.pack][baseGame(game)];
  if (!need) return -Infinity;
  const s = strengthIn(hand, game, suit, options);
  const enough = s.trumps + (extraTrump > 0 ? 1 : 0) >= need.trumps;
  const excess = s.power + extraTrump - need.power;
  return enough ? excess : Math.min(excess, 0) - 10;
}

/**
 * A Tout that cannot be lost: the Laufende draw every trump the others can hold (they have at most as many
 * as are missing), one more when someone else leads first, and every plain card heads its suit.
 */
export function sureTout(
  hand: readonly Card[],
  game: GameType,
  suit: Suit | null,
  options: Pick<SchafkopfOptions, 'pack'>,
  leads: boolean,
): boolean {
  const base = baseGame(game);
  const total = trumpsOf(base, suit, packOf(options)).length;
  const s = strengthIn(hand, base, suit, options);
  if (s.trumps === 0 || s.laufende < total - s.trumps + (leads ? 0 : 1)) return false;
  const order = orderOf(base, suit);
  return SUITS.every((plainSuit) => {
    const cards = hand.filter((card) => order.suit(card) === plainSuit);
    return topRun(hand, plainSuit, base, suit).length === cards.length;
  });
}

/**
 * A Bettel that cannot be lost: in every suit held, the hand's cards are the lowest of that suit, so any card
 * led is higher than all of them; and never the whole suit (a lead of it would stand).
 */
export function safeBettel(hand: readonly Card[], options: Pick<SchafkopfOptions, 'pack'>): boolean {
  const order = GAMES.bettel.plainOrder;
  const pack = packOf(options);
  return SUITS.every((suit) => {
    const held = hand.filter((card) => suitOf(card) === suit);
    const ofSuit = [...order]
      .reverse()
      .map((rank): Card => `${suit}${rank}`)
      .filter((card) => pack.includes(card));
    return held.length < ofSuit.length && held.every((card) => ofSuit.indexOf(card) < held.length);
  });
}

/** Can call an ace (else gesperrt). */
export const canCall = (hand: readonly Card[]): boolean => callableAces(hand, orderOf('rufspiel', null)).length > 0;
