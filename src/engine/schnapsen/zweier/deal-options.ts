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
    title: { de: 'Atout tauschen mit einer Karte im Talon', en: 'Exchange the trump with one card left' },
    description: {
      de: 'Der Atout-Bauer darf noch gegen die Atoutkarte getauscht werden, wenn nur mehr eine verdeckte Karte auf ihr liegt.',
      en: 'Whether the trump Unter may still be exchanged for the trump card when only one face-down card lies on it.',
    },
  },
  closeWithOneLeft: {
    type: 'boolean',
    default: true,
    title: { de: 'Zudrehen mit einer Karte im Talon', en: 'Close with one card left' },
    description: {
      de: 'Der Talon darf noch zugedreht werden, wenn nur mehr eine verdeckte Karte auf der Atoutkarte liegt.',
      en: 'Whether the talon may still be closed (zugedreht) when only one face-down card lies on the trump card.',
    },
  },
  wrongClaim: {
    type: 'enum',
    values: ['fixed', 'mirror'],
    default: 'fixed',
    title: { de: 'Falsch ausgemeldet', en: 'A wrong claim of 66' },
    description: {
      de: 'Wer sich falsch mit 66 ausmeldet: der Gegner bekommt 2 Punkte, oder 3, wenn er noch keinen Stich hat; oder er bekommt, was die Meldung gebracht hätte.',
      en: 'A wrong claim of 66: the opponent scores 2 game points, or 3 if he has no trick; or he scores what the claim would have won had it been right.',
    },
    labels: [
      { de: 'Gegner bekommt 2 (ohne Stich 3)', en: 'the opponent scores 2 (3 without a trick)' },
      { de: 'Gegner bekommt, was die Meldung gebracht hätte', en: 'the opponent scores what the claim would have won' },
    ],
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
