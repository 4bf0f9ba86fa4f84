import type { Card, Suit } from '../../core/cards.js';
import type { Seat } from '../../core/seats.js';
import { cardPoints } from '../../core/tricks.js';
import type { Contract, DealResult, DoublingReason, Item } from '../types.js';
import { GAMES, orderOf, trumpsOf, type GameType } from './games.js';
import type { SchafkopfOptions } from './options.js';
import { ramschLosers } from './ramsch.js';

/** Everything a finished deal's score depends on. */
export interface ScoreInput {
  deal: number;
  contract: Contract;
  partner: Seat | null;
  startHands: Card[][];
  /** Per seat, the tricks it took (each the four cards). */
  tricksWon: Card[][][];
  options: SchafkopfOptions;
  pack: readonly Card[];
  klopfer: readonly Seat[];
  stoss: readonly Seat[];
  carried: number;
  stock: number;
}

/** The Augen of a seat's tricks (each trick counted where it lies, without flattening them into one list first). */
const pointsOf = (tricks: readonly Card[][]): number => tricks.reduce((sum, trick) => sum + cardPoints(trick), 0);

const STOSS_NAMES: DoublingReason[] = ['stoss', 're', 'supra', 'resupra'];

/**
 * Laufende: the top trumps in unbroken order held by one side (declarers or defenders), counted down to the
 * last trump if the order runs that far (docs/rules-decisions.md#schafkopf-laufende).
 */
export function laufende(
  game: GameType,
  suit: Suit | null,
  pack: readonly Card[],
  hands: readonly Card[][],
  side: ReadonlySet<Seat>,
): number {
  const trumps = trumpsIn(game, suit, pack);
  // Who holds a trump: the first seat whose hand has it (-1: nobody). Searched per trump: the count stops at the
  // first trump of the other side, after a few trumps as a rule, and a map of all 32 holders cost more to build.
  const ours = (card: Card) => side.has(hands.findIndex((hand) => hand.includes(card)));
  if (trumps.length === 0) return 0;
  const first = ours(trumps[0]);
  let count = 0;
  while (count < trumps.length && ours(trumps[count]) === first) count++;
  return count;
}

/**
 * trumpsOf, worked out once per pack, game and suit (every scored game asks for its list); looked up by game, then
 * by suit, without making a key string per deal.
 */
function trumpsIn(game: GameType, suit: Suit | null, pack: readonly Card[]): readonly Card[] {
  let games = TRUMPS.get(pack);
  if (games === undefined) TRUMPS.set(pack, (games = new Map()));
  let suits = games.get(game);
  if (suits === undefined) games.set(game, (suits = new Map()));
  let trumps = suits.get(suit);
  if (trumps === undefined) suits.set(suit, (trumps = trumpsOf(game, suit, pack)));
  return trumps;
}

const TRUMPS = new WeakMap<readonly Card[], Map<GameType, Map<Suit | null, readonly Card[]>>>();

export function laufendeThreshold(game: GameType, options: SchafkopfOptions): number {
  return GAMES[game].laufende === 'wenzGeier' ? options.laufendeFromWenzGeier : options.laufendeFrom;
}

export function doublingsOf(klopfer: readonly Seat[], stoss: readonly Seat[], carried: number): DealResult['doublings'] {
  // Pushed one by one: spreading three mapped lists (one of them an Array.from) cost more than the rest of the score.
  const doublings: DealResult['doublings'] = [];
  for (let i = 0; i < carried; i++) doublings.push({ reason: 'thrownIn', seat: null });
  for (const seat of klopfer) doublings.push({ reason: 'klopfen', seat });
  stoss.forEach((seat, level) => doublings.push({ reason: STOSS_NAMES[level], seat }));
  return doublings;
}

/**
 * Every doubling a deal of `game` is paid with: the carried throw-ins, each Klopfen, each Stoß level (none in a
 * Ramsch), a Tout once and a Sie twice. The score and the view's multiplier both come from here.
 */
export function dealDoublings(game: GameType, klopfer: readonly Seat[], stoss: readonly Seat[], carried: number): DealResult['doublings'] {
  const record = GAMES[game];
  if (record.kind === 'ramsch') return doublingsOf(klopfer, [], carried);
  const doublings = doublingsOf(klopfer, stoss, carried);
  if (record.tout) doublings.push({ reason: 'tout', seat: null });
  if (game === 'sie') doublings.push({ reason: 'sie', seat: null }, { reason: 'sie', seat: null });
  return doublings;
}

/** The factor the doublings put on a deal's items: 2 per doubling. */
export const doublingFactor = (doublings: readonly unknown[]): number => 2 ** doublings.length;

/** A DealResult before scoring. Its fields' order is the DealScored event's (summary.ts, `dealScored`, lists them so). */
const blank = (deal: number, hands: Card[][]): DealResult => ({
  deal,
  kind: 'game',
  contract: null,
  partner: null,
  hands: hands.map((hand) => [...hand]),
  points: [0, 0, 0, 0],
  tricks: [0, 0, 0, 0],
  declarerPoints: null,
  won: null,
  schneider: false,
  schwarz: false,
  laufende: 0,
  items: [],
  doublings: [],
  value: 0,
  ramschLosers: [],
  durchmarsch: false,
  payments: [0, 0, 0, 0],
  stockPayments: [0, 0, 0, 0],
  stockChange: 0,
});

const unit = (items: Item[], doublings: DealResult['doublings']): number =>
  items.reduce((sum, item) => sum + item.amount, 0) * doublingFactor(doublings);

/** Scores a played (or shown) game: who won, Schneider, Schwarz, Laufende, doublings, payments, Stock. */
export function scoreGame(input: ScoreInput): DealResult {
  const { contract, options } = input;
  const record = GAMES[contract.game];
  if (record.kind === 'ramsch') return scoreRamsch(input);
  const declarer = contract.declarer ?? 0;
  const side = new Set([declarer, ...(input.partner === null ? [] : [input.partner])]);
  const points = input.tricksWon.map(pointsOf);
  const tricks = input.tricksWon.map((list) => list.length);
  const totalTricks = tricks.reduce((a, b) => a + b, 0);
  const declarerPoints = [...side].reduce((sum, seat) => sum + points[seat], 0);
  const declarerTricks = [...side].reduce((sum, seat) => sum + tricks[seat], 0);
  const result = blank(input.deal, input.startHands);
  result.contract = { ...contract };
  result.partner = input.partner;
  result.points = points;
  result.tricks = tricks;
  result.declarerPoints = declarerPoints;

  let won: boolean;
  if (contract.game === 'sie') won = true;
  else if (record.tout) won = otherTricks(tricks, side) === 0;
  else if (record.bettel) won = declarerTricks === 0;
  else won = declarerPoints >= contract.target;
  result.won = won;

  const items: Item[] = [{ what: 'tariff', amount: options[record.tariff] }];
  if (record.laufende !== 'none') {
    const count = laufende(contract.game, contract.suit, input.pack, input.startHands, side);
    result.laufende = count;
    if (count >= laufendeThreshold(contract.game, options)) items.push({ what: 'laufende', amount: count * options.tariffBonus, count });
  }
  const plain = !record.tout && !record.bettel && contract.game !== 'sie';
  if (plain) {
    // Schneider: 91 for the declaring side, 90 for the defenders (the declarers at 30 or less); Schwarz: every trick.
    result.schneider = won ? declarerPoints >= 91 : declarerPoints <= 30;
    result.schwarz = won ? declarerTricks === totalTricks : declarerTricks === 0;
    if (result.schneider) items.push({ what: 'schneider', amount: options.tariffBonus });
    if (result.schwarz) items.push({ what: 'schwarz', amount: options.tariffBonus });
  }
  const doublings = dealDoublings(contract.game, input.klopfer, input.stoss, input.carried);
  result.items = items;
  result.doublings = doublings;
  const value = unit(items, doublings);
  result.value = value;
  const sign = won ? 1 : -1;
  result.payments = [0, 1, 2, 3].map((seat) => {
    if (record.kind === 'partner') return side.has(seat) ? sign * value : -sign * value;
    return seat === declarer ? sign * 3 * value : -sign * value;
  });
  settleStock(result, input, won);
  return result;
}

const otherTricks = (tricks: number[], side: ReadonlySet<Seat>): number =>
  tricks.reduce((sum, n, seat) => (side.has(seat) ? sum : sum + n), 0);

/**
 * The Stock goes to the declarer (with his partner, half each, under stockShared) of the next partner game
 * won (single games too under stockSolo); a lost game doubles it, paid by the same players.
 */
function settleStock(result: DealResult, input: ScoreInput, won: boolean): void {
  const { contract, options, stock } = input;
  const record = GAMES[contract.game];
  if (stock <= 0 || (record.kind !== 'partner' && !options.stockSolo)) return;
  const declarer = contract.declarer ?? 0;
  const takers = options.stockShared && input.partner !== null ? [declarer, input.partner] : [declarer];
  const share = stock / takers.length;
  result.stockPayments = [0, 1, 2, 3].map((seat) => (takers.includes(seat) ? (won ? share : -share) : 0));
  result.stockChange = won ? -stock : stock;
}

/** Ramsch: whoever took the most points loses (the text's tie-breaks); a Durchmarsch wins alone. */
function scoreRamsch(input: ScoreInput): DealResult {
  const result = blank(input.deal, input.startHands);
  result.kind = 'ramsch';
  result.contract = { ...input.contract };
  const order = orderOf('ramsch', null);
  const trumps = trumpsOf('ramsch', null, input.pack);
  result.points = input.tricksWon.map(pointsOf);
  result.tricks = input.tricksWon.map((list) => list.length);
  const { losers, durchmarsch } = ramschLosers(input.tricksWon, order, trumps);
  result.ramschLosers = losers;
  result.durchmarsch = durchmarsch;
  result.items = [{ what: 'tariff', amount: input.options.tariffRamsch }];
  result.doublings = dealDoublings('ramsch', input.klopfer, [], input.carried);
  result.value = unit(result.items, result.doublings);
  const winners = [0, 1, 2, 3].filter((seat) => !losers.includes(seat));
  // Each loser pays the tariff to each winner (a Durchmarsch: each of the three pays the one).
  result.payments = [0, 1, 2, 3].map((seat) => (losers.includes(seat) ? -winners.length : losers.length) * result.value);
  return result;
}

/** All said Weiter and the deal is thrown in; with the Stock each pays a Rufspiel (twice: stockDouble), doubled per Klopfen. */
export function scoreThrownIn(deal: number, hands: Card[][], options: SchafkopfOptions, klopfer: readonly Seat[]): DealResult {
  const result = blank(deal, hands);
  result.kind = 'thrownIn';
  result.doublings = doublingsOf(klopfer, [], 0);
  if (options.allPass === 'stock' || options.allPass === 'stockDouble') {
    const each = options.tariffRufspiel * (options.allPass === 'stockDouble' ? 2 : 1) * 2 ** klopfer.length;
    result.value = each;
    result.stockPayments = [-each, -each, -each, -each];
    result.stockChange = 4 * each;
  }
  return result;
}

/** Schieberrunde where neither Vorhand nor the dealer plays: both pay a Solo to each of the two others. */
export function scoreSchieberFailed(
  deal: number,
  hands: Card[][],
  options: SchafkopfOptions,
  klopfer: readonly Seat[],
  payers: readonly Seat[],
): DealResult {
  const result = blank(deal, hands);
  result.kind = 'schieberFailed';
  result.items = [{ what: 'tariff', amount: options.tariffSolo }];
  result.doublings = doublingsOf(klopfer, [], 0);
  result.value = unit(result.items, result.doublings);
  result.payments = [0, 1, 2, 3].map((seat) => (payers.includes(seat) ? -2 : 2) * result.value);
  return result;
}
