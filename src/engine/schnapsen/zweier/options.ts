import { firstDealerOption, type OptionsSchema } from '../../core/options.js';
import { readDealOptions, ZWEIER_DEAL_OPTIONS, type ZweierDealOptions } from './deal-options.js';

/** The house rules of a match of Schnapsen for two: the deal's options and who deals first. */
export interface SchnapsenOptions extends ZweierDealOptions {
  /** null: the last seat (1) deals first, so seat 0 leads the first trick. */
  firstDealer: 0 | 1 | null;
}

export const SCHNAPSEN_OPTIONS: OptionsSchema = {
  ...ZWEIER_DEAL_OPTIONS,
  firstDealer: firstDealerOption(
    2,
    {
      de: 'Der Platz, der das erste Spiel gibt; ohne Wahl Platz 2, dann spielt Platz 1 aus. Danach wird abwechselnd gegeben.',
      en: 'The seat that deals the first deal; without a choice seat 2, so seat 1 leads first. The deal alternates.',
    },
    { de: 'Platz 2 (der letzte Platz)', en: 'seat 2 (the last seat)' },
  ),
};

/** Reads resolved options; anything missing or malformed falls back to the default (evolve must not throw). */
export function readOptions(raw: unknown): SchnapsenOptions {
  const given = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const firstDealer = given.firstDealer === 0 || given.firstDealer === 1 ? given.firstDealer : null;
  return { ...readDealOptions(given), firstDealer };
}

/** A match is one Bummerl: each player counts down from 7 game points; the first to reach 0 wins. */
export const BUMMERL = 7;
