import { cardTable, PACKS, rankOf, suitOf, SUITS, type Card, type Rank, type Suit } from '../../core/cards.js';
import type { CardOrder, TrickSuit } from '../../core/tricks.js';
import type { SchafkopfOptions } from './options.js';

/** Every game type; the announceable ones in the text's ranking order, lowest first (Ramsch comes only from all-pass). */
export const GAME_TYPES = [
  'rufspiel',
  'hochzeit',
  'bettel',
  'farbgeier',
  'geier',
  'farbwenz',
  'wenz',
  'solo',
  'farbgeierTout',
  'geierTout',
  'farbwenzTout',
  'wenzTout',
  'soloTout',
  'sie',
  'ramsch',
] as const;
export type GameType = (typeof GAME_TYPES)[number];

export type TariffKey = 'tariffRufspiel' | 'tariffSolo' | 'tariffBettel' | 'tariffHochzeit' | 'tariffRamsch';

/** A game type as data: who plays with whom, what is trump, how cards rank, what it costs. */
export interface GameRecord {
  id: GameType;
  /** The text's ranking: Sie – Solo Tout – ... – Bettel – Rufspiel (Hochzeit "hat keinen Vorrang" over the Rufspiel). */
  rank: number;
  /** partner: two against two; solo: one against three; ramsch: each for himself. */
  kind: 'partner' | 'solo' | 'ramsch';
  /** Ranks that are trump in every suit, in order (Ober before Unter). */
  trumpRanks: readonly ('O' | 'U')[];
  /** The trump suit: always Herz, chosen by the declarer, or none. */
  trumpSuit: 'herz' | 'chosen' | 'none';
  /** Plain-suit order, highest first, without the trump ranks. */
  plainOrder: readonly Rank[];
  tariff: TariffKey;
  /** Tout: the declarer must take every trick. */
  tout: boolean;
  /** Bettel: the declarer must take no trick. */
  bettel: boolean;
  /** Which Laufende threshold applies (none: no Laufende, no Schneider/Schwarz). */
  laufende: 'normal' | 'wenzGeier' | 'none';
  /** Not with the kurze Karte. */
  longOnly: boolean;
  /** The option that allows it (null: always allowed). */
  enabledBy: 'wenz' | 'geier' | 'farbwenz' | 'farbgeier' | 'bettel' | 'hochzeit' | null;
  /** Games better than Bettel and worse than Tout: ranked by bids when Steigern is played. */
  steigernBand: boolean;
}

const STANDARD: readonly Rank[] = ['A', '10', 'K', '9', '8', '7'];
const WENZ_PLAIN: readonly Rank[] = ['A', '10', 'K', 'O', '9', '8', '7'];
const GEIER_PLAIN: readonly Rank[] = ['A', '10', 'K', 'U', '9', '8', '7'];
/** Bettel: As, König, Ober, Unter, Zehn, Neun, Acht, Sieben. */
const BETTEL_PLAIN: readonly Rank[] = ['A', 'K', 'O', 'U', '10', '9', '8', '7'];

type Base = Omit<GameRecord, 'id' | 'rank' | 'tout' | 'steigernBand'>;
const SOLO: Base = {
  kind: 'solo',
  trumpRanks: ['O', 'U'],
  trumpSuit: 'chosen',
  plainOrder: STANDARD,
  tariff: 'tariffSolo',
  bettel: false,
  laufende: 'normal',
  longOnly: false,
  enabledBy: null,
};
const WENZ: Base = { ...SOLO, trumpRanks: ['U'], trumpSuit: 'none', plainOrder: WENZ_PLAIN, laufende: 'wenzGeier', enabledBy: 'wenz' };
const FARBWENZ: Base = { ...WENZ, trumpSuit: 'chosen', laufende: 'normal', enabledBy: 'farbwenz' };
const GEIER: Base = { ...SOLO, trumpRanks: ['O'], trumpSuit: 'none', plainOrder: GEIER_PLAIN, laufende: 'wenzGeier', enabledBy: 'geier' };
const FARBGEIER: Base = { ...GEIER, trumpSuit: 'chosen', laufende: 'normal', enabledBy: 'farbgeier' };
const RUFSPIEL: Base = { ...SOLO, kind: 'partner', trumpSuit: 'herz', tariff: 'tariffRufspiel' };

const rec = (id: GameType, rank: number, base: Base, extra: Partial<GameRecord> = {}): GameRecord => ({
  id,
  rank,
  ...base,
  tout: false,
  steigernBand: false,
  ...extra,
});

export const GAMES: Readonly<Record<GameType, GameRecord>> = {
  rufspiel: rec('rufspiel', 0, RUFSPIEL),
  hochzeit: rec('hochzeit', 0, { ...RUFSPIEL, tariff: 'tariffHochzeit', enabledBy: 'hochzeit' }),
  bettel: rec('bettel', 1, {
    ...SOLO,
    trumpRanks: [],
    trumpSuit: 'none',
    plainOrder: BETTEL_PLAIN,
    tariff: 'tariffBettel',
    bettel: true,
    laufende: 'none',
    longOnly: true,
    enabledBy: 'bettel',
  }),
  farbgeier: rec('farbgeier', 2, FARBGEIER, { steigernBand: true }),
  geier: rec('geier', 3, GEIER, { steigernBand: true }),
  farbwenz: rec('farbwenz', 4, FARBWENZ, { steigernBand: true }),
  wenz: rec('wenz', 5, WENZ, { steigernBand: true }),
  solo: rec('solo', 6, SOLO, { steigernBand: true }),
  farbgeierTout: rec('farbgeierTout', 7, FARBGEIER, { tout: true }),
  geierTout: rec('geierTout', 8, GEIER, { tout: true }),
  farbwenzTout: rec('farbwenzTout', 9, FARBWENZ, { tout: true }),
  wenzTout: rec('wenzTout', 10, WENZ, { tout: true }),
  soloTout: rec('soloTout', 11, SOLO, { tout: true }),
  // Sie: all Ober and Unter in one hand; shown, never played out (it cannot be lost).
  sie: rec('sie', 12, { ...SOLO, trumpSuit: 'none', longOnly: true }),
  ramsch: rec('ramsch', -1, { ...RUFSPIEL, kind: 'ramsch', tariff: 'tariffRamsch', laufende: 'none', longOnly: true }),
};

export const isGameType = (value: unknown): value is GameType =>
  typeof value === 'string' && (GAME_TYPES as readonly string[]).includes(value);

/** Does the game type need a suit (Solo's trump suit, Farbwenz's, Farbgeier's)? */
export const needsSuit = (game: GameType): boolean => GAMES[game].trumpSuit === 'chosen';

/** May this game type be announced under these options? */
export function gameAllowed(game: GameType, options: SchafkopfOptions): boolean {
  const record = GAMES[game];
  if (game === 'ramsch') return false;
  if (record.longOnly && options.pack === 'short') return false;
  if (record.tout && !options.tout) return false;
  return record.enabledBy === null || options[record.enabledBy];
}

/** The trump suit of a game as played (Herz in Rufspiel, Hochzeit and Ramsch). */
export function trumpSuitOf(game: GameType, suit: Suit | null): Suit | null {
  const record = GAMES[game];
  if (record.trumpSuit === 'herz') return 'H';
  return record.trumpSuit === 'chosen' ? suit : null;
}

/** Every trump of the game, highest first (Ober by suit, Unter by suit, then the trump suit), within `pack`. */
export function trumpsOf(game: GameType, suit: Suit | null, pack: readonly Card[]): Card[] {
  const record = GAMES[game];
  const trumpSuit = trumpSuitOf(game, suit);
  const high = record.trumpRanks.flatMap((rank) => SUITS.map((s): Card => `${s}${rank}`));
  const low = trumpSuit === null ? [] : record.plainOrder.map((rank): Card => `${trumpSuit}${rank}`);
  return [...high, ...low].filter((card) => pack.includes(card));
}

const ALL_CARDS: readonly Card[] = PACKS.long32;

/** The CardOrder of a game for the shared trick rules: trumps form one suit above every plain card. */
function buildOrder(game: GameType, suit: Suit | null): CardOrder {
  const record = GAMES[game];
  const trumps = trumpsOf(game, suit, ALL_CARDS);
  const trumpStrength = new Map(trumps.map((card, index) => [card, 100 - index]));
  const plain = new Map(record.plainOrder.map((rank, index) => [rank, 50 - index]));
  // Each card's effective suit and strength, looked up: the trick rules ask for them several times per card (a card
  // not in the pack is not in the tables, and falls back to its own suit and plain rank).
  const suits = cardTable(ALL_CARDS, (card): TrickSuit => (trumpStrength.has(card) ? 'trump' : suitOf(card)));
  const strengths = cardTable(ALL_CARDS, (card) => trumpStrength.get(card) ?? plain.get(rankOf(card)) ?? 0);
  return {
    suit: (card) => suits[card] ?? suitOf(card),
    strength: (card) => strengths[card] ?? plain.get(rankOf(card)) ?? 0,
  };
}

/** Every game's CardOrder, once per trump suit (none for the games without a chosen suit): rules as data. */
const ORDERS: Readonly<Record<GameType, Readonly<Record<Suit | 'none', CardOrder>>>> = Object.fromEntries(
  GAME_TYPES.map((game) => [
    game,
    Object.fromEntries(([...SUITS, 'none'] as const).map((s) => [s, buildOrder(game, s === 'none' ? null : s)])),
  ]),
) as Record<GameType, Record<Suit | 'none', CardOrder>>;

/** The CardOrder of a game for the shared trick rules: trumps form one suit above every plain card. */
export function orderOf(game: GameType, suit: Suit | null): CardOrder {
  return ORDERS[game]?.[suit ?? 'none'] ?? buildOrder(game, suit);
}

export const isTrump = (order: CardOrder, card: Card): boolean => order.suit(card) === 'trump';
