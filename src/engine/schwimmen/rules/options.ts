import type { OptionsSchema } from '../../core/options.js';
import { PACKS, type Card } from '../../core/cards.js';

/** The house rules of one match, fixed when it is created. */
export interface SchwimmenOptions {
  deck: 36 | 32;
  lives: number;
  feuerValue: 33 | 32 | 31;
  knockAfterFirstRound: boolean;
  /** null: the last seat deals first, so seat 0 plays first in deal 1. */
  firstDealer: number | null;
}

export const DEFAULT_OPTIONS: SchwimmenOptions = {
  deck: 36,
  lives: 3,
  feuerValue: 33,
  knockAfterFirstRound: false,
  firstDealer: null,
};

export const SCHWIMMEN_OPTIONS: OptionsSchema = {
  deck: {
    type: 'enum',
    values: [36, 32],
    default: 36,
    description: 'Pack size: 36 cards with the sixes (as the text says) or 32 without them.',
  },
  lives: {
    type: 'integer',
    default: 3,
    minimum: 1,
    maximum: 9,
    description: 'Lives (Spielsteine) each player starts with; with none left a player swims.',
  },
  feuerValue: {
    type: 'enum',
    values: [33, 32, 31],
    default: 33,
    description: 'Value of Feuer (three aces) in the showdown.',
  },
  knockAfterFirstRound: {
    type: 'boolean',
    default: false,
    description: 'When true, nobody may knock until every player in play has had one turn in the deal.',
  },
  firstDealer: {
    type: 'integer',
    default: null,
    minimum: 0,
    maximum: 5,
    nullable: true,
    description: 'Seat that deals the first deal; null means the last seat, so seat 0 plays first.',
  },
};

/** Reads resolved options; anything missing or malformed falls back to the default (evolve must not throw). */
export function readOptions(raw: unknown): SchwimmenOptions {
  const given = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const pick = <K extends keyof SchwimmenOptions>(name: K, ok: (v: unknown) => boolean): SchwimmenOptions[K] =>
    ok(given[name]) ? (given[name] as SchwimmenOptions[K]) : DEFAULT_OPTIONS[name];
  return {
    deck: pick('deck', (v) => v === 36 || v === 32),
    lives: pick('lives', (v) => Number.isInteger(v) && (v as number) >= 1),
    feuerValue: pick('feuerValue', (v) => v === 33 || v === 32 || v === 31),
    knockAfterFirstRound: pick('knockAfterFirstRound', (v) => typeof v === 'boolean'),
    firstDealer: pick('firstDealer', (v) => v === null || (Number.isInteger(v) && (v as number) >= 0)),
  };
}

export function packFor(options: SchwimmenOptions): readonly Card[] {
  return options.deck === 32 ? PACKS.long32 : PACKS.long36;
}
