import { rankOf, suitOf, SUITS, type Card } from '../../../engine/core/cards.js';
import type { Seat } from '../../../engine/core/seats.js';
import { CARD_POINTS } from '../../../engine/core/tricks.js';
import type { SchafkopfAction, SchafkopfView } from '../../../engine/schafkopf/index.js';
import { GAME_TYPES, GAMES, gameAllowed, needsSuit, orderOf, type GameType } from '../../../engine/schafkopf/rules/games.js';
import type { Random } from '../../random.js';
import { canCall, excessFor, HOCHZEIT_TRUMP, POWER_PER_BID_STEP, safeBettel, strengthIn, sureTout } from './hand.js';
import { best } from './seen.js';

type NameGame = Extract<SchafkopfAction, { type: 'nameGame' }>;

const RUF_ORDER = orderOf('rufspiel', null);
const isRufTrump = (card: Card) => RUF_ORDER.suit(card) === 'trump';

/** Klopfen after the first half only with a clearly strong one: two Ober and all but one card trumps. */
export function wantsToDouble(hand: readonly Card[]): boolean {
  return hand.filter((c) => rankOf(c) === 'O').length >= 2 && hand.filter(isRufTrump).length >= hand.length - 1;
}

/** Offer a Hochzeit (one trump) only with an ace to bring to the marriage. */
export const HOCHZEIT_OFFER_ACES = 1;

/**
 * "Ich spiele" when the hand carries a game the seat could name: a single game strong enough (a Tout or Bettel
 * only when it cannot be lost), else, unless someone said "Ich spiele" before, a Rufspiel or marrying an
 * offered Hochzeit; else a Hochzeit offer with one trump and an ace; else "Weiter".
 */
export function announcement(seat: Seat, view: SchafkopfView, hand: readonly Card[]): 'bid' | 'offerHochzeit' | 'pass' {
  const options = view.options;
  if (hasSingleGame(seat, view, hand)) return 'bid';
  const vorhand = view.vorhand ?? 0;
  const earlier = [0, 1, 2, 3].map((i) => (vorhand + i) % 4).slice(0, (seat - vorhand + 4) % 4);
  const auch = earlier.some((s) => view.declarations[s] === 'bid');
  // After an earlier "Ich spiele" a partner game could lose to his equal-ranking one and leave this seat bound
  // to a single game it does not have: only then say "Ich spiele" for a single game.
  if (!auch) {
    const offer = view.hochzeitOffer;
    const mayMarry = options.hochzeit && offer !== null && offer !== seat && hand.some((c) => !isRufTrump(c));
    const marry = mayMarry && excessFor(hand, 'hochzeit', null, options, HOCHZEIT_TRUMP) >= 0;
    // Renonce needs the seat to be the only one wanting to play.
    const mayCall = canCall(hand) || options.renonce;
    if (marry || (mayCall && excessFor(hand, 'rufspiel', null, options) >= 0)) return 'bid';
  }
  const aces = hand.filter((c) => rankOf(c) === 'A' && !isRufTrump(c)).length;
  if (options.hochzeit && view.hochzeitOffer === null && hand.filter(isRufTrump).length === 1 && aces >= HOCHZEIT_OFFER_ACES)
    return 'offerHochzeit';
  return 'pass';
}

/** Would the hand announce a single game (a Bettel or Sie too) under the table's options? */
function hasSingleGame(seat: Seat, view: SchafkopfView, hand: readonly Card[]): boolean {
  return GAME_TYPES.some(
    (game: GameType) =>
      gameAllowed(game, view.options) &&
      GAMES[game].kind === 'solo' &&
      (needsSuit(game) ? SUITS : [undefined]).some(
        (suit) => claimTier(seat, view, hand, { type: 'nameGame', game: game as NameGame['game'], ...(suit ? { suit } : {}) })[0] >= 2,
      ),
  );
}

/**
 * How much the seat wants a claim, compared in order: the tier (5 Sie, 4 a sure Tout, 3 a single game strong
 * enough, 2 a safe Bettel, 1 a Rufspiel or Hochzeit strong enough, 0 too weak, -1 a Tout or Bettel that could
 * be lost), the trump suit where it holds most trumps, the power above what the game needs (less each Steigern
 * step), then fewer cards in the called suit.
 */
export function claimTier(seat: Seat, view: SchafkopfView, hand: readonly Card[], claim: NameGame): [number, number, number, number] {
  const { options } = view;
  const { game } = claim;
  const suit = claim.suit ?? null;
  const record = GAMES[game];
  if (game === 'sie') return hand.filter((c) => rankOf(c) === 'O' || rankOf(c) === 'U').length === 8 ? [5, 0, 0, 0] : [-1, 0, -100, 0];
  const length = suit === null ? 0 : strengthIn(hand, game, suit, options).trumps;
  if (record.tout) return sureTout(hand, game, suit, options, view.vorhand === seat) ? [4, length, 0, 0] : [-1, 0, -100, 0];
  if (record.bettel) return safeBettel(hand, options) ? [2, 0, 0, 0] : [-1, 0, -100, 0];
  if (record.kind === 'solo') {
    const excess = excessFor(hand, game, suit, options) - (((claim.target ?? 61) - 61) / 10) * POWER_PER_BID_STEP;
    return excess >= 0 ? [3, length, excess, 0] : [0, 0, excess, 0];
  }
  const excess = excessFor(hand, game, null, options, game === 'hochzeit' ? HOCHZEIT_TRUMP : 0);
  const inCalledSuit = claim.call ? hand.filter((c) => !isRufTrump(c) && suitOf(c) === suitOf(claim.call!)).length : 0;
  return [excess >= 0 ? 1 : 0, 0, excess, -inCalledSuit];
}

const compare = (a: readonly number[], b: readonly number[]): number => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
};

/**
 * Naming: the claim the seat wants most; "Weiter" (withdraw) when none is strong enough and it may withdraw;
 * when it must name (the last who said "Ich spiele", the Muss-Spiel, "Ich spiele auch"), the least bad one.
 * The Rufspiel calls the ace of the suit where the seat holds the fewest cards.
 */
export function nameGame(
  seat: Seat,
  view: SchafkopfView,
  hand: readonly Card[],
  legal: readonly SchafkopfAction[],
  random: Random,
): SchafkopfAction {
  const claims = legal.filter((a): a is NameGame => a.type === 'nameGame');
  const withdraw = legal.find((a) => a.type === 'withdraw');
  if (claims.length === 0) return withdraw ?? legal[0];
  const scored = claims.map((claim) => ({ claim, key: claimTier(seat, view, hand, claim) }));
  const top = scored.reduce((a, b) => (compare(a.key, b.key) >= 0 ? a : b)).key;
  if (top[0] < 1 && withdraw) return withdraw;
  return random.pick(scored.filter((s) => compare(s.key, top) === 0)).claim;
}

/**
 * Schieberrunde: the Farbsolo (a Tout only when sure) in the suit with most trumps, for Vorhand with the two
 * discards that leave the most power. Always played: if neither plays, both pay a Solo tariff to each of the
 * two others; a Solo costs three when lost and brings three when won, so it pays from one chance in six.
 */
export function schieberChoice(
  seat: Seat,
  view: SchafkopfView,
  hand: readonly Card[],
  legal: readonly SchafkopfAction[],
  random: Random,
): SchafkopfAction {
  const claims = legal.filter((a): a is NameGame => a.type === 'nameGame');
  if (claims.length === 0) return legal.find((a) => a.type === 'declineSchieber') ?? legal[0];
  const score = (claim: NameGame): number => {
    const kept = hand.filter((c) => !(claim.discard ?? []).includes(c));
    const suit = claim.suit ?? null;
    if (GAMES[claim.game].tout) return sureTout(kept, claim.game, suit, view.options, view.vorhand === seat) ? 10000 : -10000;
    const strength = strengthIn(kept, claim.game, suit, view.options);
    return 100 * strength.trumps + strength.power;
  };
  return best(claims, score, random);
}

/** Hochzeit: the groom gives a Fehlkarte from his shortest suit, the cheapest, never an ace while he has another. */
export function giftFor(hand: readonly Card[], legal: readonly SchafkopfAction[], random: Random): SchafkopfAction {
  const gifts = legal.filter((a): a is Extract<SchafkopfAction, { type: 'giveCard' }> => a.type === 'giveCard');
  if (gifts.length === 0) return legal[0];
  const suitLength = (card: Card) => hand.filter((c) => !isRufTrump(c) && suitOf(c) === suitOf(card)).length;
  const cost = ({ card }: { card: Card }) =>
    (rankOf(card) === 'A' ? 100 : 0) + 10 * suitLength(card) + CARD_POINTS[rankOf(card)] + RUF_ORDER.strength(card) / 100;
  return best(gifts, (gift) => -cost(gift), random);
}
