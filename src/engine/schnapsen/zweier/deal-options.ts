import type { OptionsSchema } from '../../core/options.js';

/** The house rules of one deal of Schnapsen for two (docs/rules-decisions.md#schnapsen-exchange-and-closing, docs/rules-decisions.md#schnapsen-going-out). */
export interface ZweierDealOptions {
  /** The trump Unter may be exchanged when only one face-down card is left on the trump card. */
  exchangeWithOneLeft: boolean;
  /** The talon may be closed when only one face-down card is left on the trump card. */
  closeWithOneLeft: boolean;
  /** A wrong claim of 66: 'fixed' gives the opponent 2 (3 if he has no trick); 'mirror' what the claim would have won. */
  wrongClaim: 'fixed' | 'mirror';
}

export const DEFAULT_DEAL_OPTIONS: ZweierDealOptions = {
  exchangeWithOneLeft: true,
  closeWithOneLeft: true,
  wrongClaim: 'fixed',
};

/** The deal's options as published to clients (a host game such as Dreierschnapsen can publish them too). */
export const ZWEIER_DEAL_OPTIONS: OptionsSchema = {
  exchangeWithOneLeft: {
    type: 'boolean',
    default: true,
    description: 'Whether the trump Unter may still be exchanged for the trump card when only one face-down card lies on it.',
  },
  closeWithOneLeft: {
    type: 'boolean',
    default: true,
    description: 'Whether the talon may still be closed (zugedreht) when only one face-down card lies on the trump card.',
  },
  wrongClaim: {
    type: 'enum',
    values: ['fixed', 'mirror'],
    default: 'fixed',
    description:
      'A wrong claim of 66: "fixed" gives the opponent 2 game points, or 3 if he has no trick; "mirror" gives him what the claim would have won had it been right.',
  },
};

/** Reads options defensively: anything missing or malformed falls back to the default (evolve must not throw). */
export function readDealOptions(raw: unknown): ZweierDealOptions {
  const given = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const bool = (name: 'exchangeWithOneLeft' | 'closeWithOneLeft') =>
    typeof given[name] === 'boolean' ? (given[name] as boolean) : DEFAULT_DEAL_OPTIONS[name];
  return {
    exchangeWithOneLeft: bool('exchangeWithOneLeft'),
    closeWithOneLeft: bool('closeWithOneLeft'),
    wrongClaim: given.wrongClaim === 'mirror' || given.wrongClaim === 'fixed' ? given.wrongClaim : DEFAULT_DEAL_OPTIONS.wrongClaim,
  };
}
