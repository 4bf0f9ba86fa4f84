import { firstDealerOption, type OptionsSchema } from '../../core/options.js';
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
    title: { de: 'Kartenzahl', en: 'Pack size' },
    description: {
      de: 'Mit 36 Karten samt den Sechsern (wie im Regeltext) oder mit 32 Karten ohne sie.',
      en: 'Pack size: 36 cards with the sixes (as the text says) or 32 without them.',
    },
    labels: [
      { de: '36 Karten (mit Sechsern)', en: '36 cards (with the sixes)' },
      { de: '32 Karten (ohne Sechser)', en: '32 cards (without the sixes)' },
    ],
  },
  lives: {
    type: 'integer',
    default: 3,
    minimum: 1,
    maximum: 9,
    title: { de: 'Leben (Spielsteine)', en: 'Lives (Spielsteine)' },
    description: {
      de: 'So viele Leben (Spielsteine) hat jeder am Anfang; wer keines mehr hat, schwimmt.',
      en: 'Lives (Spielsteine) each player starts with; with none left a player swims.',
    },
  },
  feuerValue: {
    type: 'enum',
    values: [33, 32, 31],
    default: 33,
    title: { de: 'Wert von Feuer', en: 'Value of Feuer' },
    description: {
      de: 'So viel zählt Feuer (drei Asse) beim Aufdecken.',
      en: 'Value of Feuer (three aces) in the showdown.',
    },
  },
  knockAfterFirstRound: {
    type: 'boolean',
    default: false,
    title: { de: 'Klopfen erst nach der ersten Runde', en: 'Knock only after the first round' },
    description: {
      de: 'Niemand darf klopfen, bevor jeder Spieler im Spiel einmal dran war.',
      en: 'Nobody may knock until every player in play has had one turn in the deal.',
    },
  },
  firstDealer: firstDealerOption(6, {
    de: 'Der Platz, der das erste Spiel gibt; ohne Wahl der letzte Platz, dann beginnt Platz 1.',
    en: 'The seat that deals the first deal; without a choice the last seat, so seat 1 plays first.',
  }),
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
