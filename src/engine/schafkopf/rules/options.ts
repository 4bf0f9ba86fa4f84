import { PACKS, type Card } from '../../core/cards.js';
import type { OptionsSchema } from '../../core/options.js';

/** What happens when all four say "Weiter" (docs/rules-decisions.md#schafkopf-all-pass). */
export const ALL_PASS = ['redeal', 'redealDouble', 'stock', 'stockDouble', 'muss', 'ramsch'] as const;
export type AllPass = (typeof ALL_PASS)[number];

/** Who may double (klopfen) after the first half of the cards (docs/rules-decisions.md#schafkopf-doubling). */
export const DOUBLING = ['off', 'everyone', 'exceptDealer'] as const;
export type Doubling = (typeof DOUBLING)[number];

/** Until when a Stoß may be given (docs/rules-decisions.md#schafkopf-spritzen). */
export const STOSS_UNTIL = ['ownFirstCard', 'firstTrick'] as const;
export type StossUntil = (typeof STOSS_UNTIL)[number];

/** The house rules of one match, fixed when it is created. Tariffs are in cents. */
export interface SchafkopfOptions {
  pack: 'long' | 'short';
  /** Deals in the session; null: open-ended until all four vote to end it. */
  deals: number | null;
  firstDealer: number | null;
  wenz: boolean;
  geier: boolean;
  farbwenz: boolean;
  farbgeier: boolean;
  bettel: boolean;
  tout: boolean;
  hochzeit: boolean;
  hochzeitOpen: boolean;
  steigern: boolean;
  allPass: AllPass;
  renonce: boolean;
  doubling: Doubling;
  stossMax: number;
  stossUntil: StossUntil;
  laufendeFrom: number;
  laufendeFromWenzGeier: number;
  tariffRufspiel: number;
  tariffSolo: number;
  tariffBettel: number;
  tariffHochzeit: number;
  tariffRamsch: number;
  tariffBonus: number;
  stockShared: boolean;
  stockSolo: boolean;
  schieberrunde: number;
}

const tariff = (value: number, what: string) =>
  ({ type: 'integer', default: value, minimum: 0, maximum: 100000, description: `${what} in cents.` }) as const;

export const SCHAFKOPF_OPTIONS: OptionsSchema = {
  pack: { type: 'enum', values: ['long', 'short'], default: 'long', description: 'long: 32 cards dealt 2x4; short: kurze Karte, 24 cards (no 8s and 7s) dealt 2x3, without Sie, Bettel and Ramsch.' },
  deals: { type: 'integer', default: 8, minimum: 1, maximum: 1000, nullable: true, description: 'Deals in the session (every deal counts, also a thrown-in one); null: open-ended until all four vote to end it (voteEnd).' },
  firstDealer: { type: 'integer', default: null, minimum: 0, maximum: 3, nullable: true, description: 'Seat that deals first; null: the last seat, so seat 0 is Vorhand in deal 1.' },
  wenz: { type: 'boolean', default: true, description: 'Wenz may be played (only the four Unter are trumps).' },
  geier: { type: 'boolean', default: false, description: 'Geier may be played (only the four Ober are trumps).' },
  farbwenz: { type: 'boolean', default: false, description: 'Farbwenz may be played (the Unter and a chosen suit are trumps).' },
  farbgeier: { type: 'boolean', default: false, description: 'Farbgeier may be played (the Ober and a chosen suit are trumps).' },
  bettel: { type: 'boolean', default: false, description: 'Bettel may be played (long pack only): the soloist must take no trick; no trumps.' },
  tout: { type: 'boolean', default: true, description: 'Each allowed solo type may also be played Tout (the soloist must take every trick; value doubled).' },
  hochzeit: { type: 'boolean', default: false, description: 'A player holding exactly one trump may offer a Hochzeit instead of saying Weiter; a player who said "Ich spiele" may marry instead of calling an ace.' },
  hochzeitOpen: { type: 'boolean', default: false, description: 'The Hochzeit trump is laid face up (true) or face down (false).' },
  steigern: { type: 'boolean', default: false, description: 'Steigern: games better than Bettel and worse than Tout are ranked by bids of the winning score in tens from 61 instead of the fixed order.' },
  allPass: { type: 'enum', values: [...ALL_PASS], default: 'redeal', description: 'When all say Weiter: redeal; redealDouble (the next game that comes about counts double); stock (each pays a Rufspiel into the Stock); stockDouble (twice that); muss (the holder of the Eichel-Ober must play a Rufspiel); ramsch (long pack only).' },
  renonce: { type: 'boolean', default: false, description: 'A gesperrt player who is the only one wanting to play may call an ace on Renonce (or a ten, or a king).' },
  doubling: { type: 'enum', values: [...DOUBLING], default: 'off', description: 'Doppeln/Klopfen after the first half of the cards: off, everyone, or everyone except the dealer. Each doubling doubles the deal.' },
  stossMax: { type: 'integer', default: 4, minimum: 0, maximum: 4, description: 'How far Spritzen goes: 0 none, 1 Stoß, 2 Re, 3 Supra, 4 Resupra. Each doubles the game.' },
  stossUntil: { type: 'enum', values: [...STOSS_UNTIL], default: 'ownFirstCard', description: 'A defender may give Stoß until he plays his first card (ownFirstCard) or until the first trick is complete (firstTrick). Re, Supra, Resupra: until the answering player plays his next card.' },
  laufendeFrom: { type: 'integer', default: 3, minimum: 1, maximum: 14, description: 'Laufende are paid from this many (Rufspiel, Hochzeit, Solo, Farbwenz, Farbgeier and their Tout).' },
  laufendeFromWenzGeier: { type: 'integer', default: 2, minimum: 1, maximum: 4, description: 'Laufende are paid from this many in Wenz and Geier.' },
  tariffRufspiel: tariff(10, 'Rufspiel tariff (also the Stock payment)'),
  tariffSolo: tariff(50, 'Solo, Wenz, Geier, Farbwenz, Farbgeier tariff (also Tout and Sie)'),
  tariffBettel: tariff(30, 'Bettel tariff'),
  tariffHochzeit: tariff(20, 'Hochzeit tariff'),
  tariffRamsch: tariff(20, 'Ramsch tariff (each loser pays it to each winner)'),
  tariffBonus: tariff(10, 'Schneider, Schwarz and each Laufender'),
  stockShared: { type: 'boolean', default: false, description: 'The Stock is won (and doubled on a loss) by the declarer together with his partner, half each; false: by the declarer alone.' },
  stockSolo: { type: 'boolean', default: false, description: 'Single games (Solo, Wenz, ..., Bettel) also win the Stock, and double it when lost.' },
  schieberrunde: { type: 'integer', default: 0, minimum: 0, maximum: 4, description: 'After a won Herz-Solo the next this many deals are a Schieberrunde (0: none).' },
};

export const DEFAULT_OPTIONS: SchafkopfOptions = Object.fromEntries(
  Object.entries(SCHAFKOPF_OPTIONS).map(([name, spec]) => [name, spec.default]),
) as unknown as SchafkopfOptions;

/** The options with their specs, listed once (every match's initial state reads them all). */
const OPTION_SPECS = Object.entries(SCHAFKOPF_OPTIONS);

/** Reads stored options; anything missing or malformed falls back to the default (evolve must never throw). */
export function readOptions(raw: unknown): SchafkopfOptions {
  const given = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [name, spec] of OPTION_SPECS) {
    const value = given[name];
    let ok = false;
    if (spec.type === 'boolean') ok = typeof value === 'boolean';
    else if (spec.type === 'enum') ok = spec.values.includes(value as string);
    else ok = (value === null && spec.nullable === true) || (Number.isInteger(value) && (value as number) >= spec.minimum && (value as number) <= spec.maximum);
    out[name] = ok ? value : spec.default;
  }
  return out as unknown as SchafkopfOptions;
}

/**
 * The pack option alone, as readOptions reads it (anything but "short" is the default, long): dealCards asks for
 * it twice per deal, and reading all 29 options for it was 4% of self-play time (bench:engine, --cpu-prof).
 */
export function packOption(raw: unknown): SchafkopfOptions['pack'] {
  return typeof raw === 'object' && raw !== null && (raw as Record<string, unknown>).pack === 'short' ? 'short' : 'long';
}

export const packOf = (options: Pick<SchafkopfOptions, 'pack'>): readonly Card[] => (options.pack === 'short' ? PACKS.short24 : PACKS.long32);

/** Cards per hand: 8 with the long pack, 6 with the kurze Karte. */
export const handSize = (options: Pick<SchafkopfOptions, 'pack'>): number => (options.pack === 'short' ? 6 : 8);
