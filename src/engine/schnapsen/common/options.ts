import type { OptionsSchema } from '../../core/options.js';

/**
 * House rules every game of the family offers (NOTES.md, Bauernschnapsen). Games spread this into their own
 * OptionsSchema and read them with `readSharedOptions` (evolve must never throw on odd stored options).
 */
export interface SharedSchnapsenOptions {
  herzrunde: boolean;
  softTricks: boolean;
  countDown: boolean;
  bummerl: number;
  schnapserMitMann: boolean;
  gangPrecedence: 'value' | 'gang';
  firstDealer: number | null;
}

export const SHARED_DEFAULTS: SharedSchnapsenOptions = {
  herzrunde: false,
  softTricks: false,
  countDown: false,
  bummerl: 1,
  schnapserMitMann: false,
  gangPrecedence: 'value',
  firstDealer: null,
};

export const SHARED_OPTION_SPECS: OptionsSchema = {
  herzrunde: { type: 'boolean', default: false, description: 'Herzrunde: every deal with Herz as trump counts double.' },
  softTricks: {
    type: 'boolean',
    default: false,
    description: "Soft visibility: players may look at their own side's tricks and card points during the deal (default: only each side's first trick is face up).",
  },
  countDown: { type: 'boolean', default: false, description: 'Show scores counting down from 24 to 0 (regional display; the rules are the same).' },
  bummerl: { type: 'integer', default: 1, minimum: 1, maximum: 15, description: 'Number of Bummerl in the match; if they are tied after the last, another Bummerl decides.' },
  schnapserMitMann: { type: 'boolean', default: false, description: "Schnapser mit Mann: the declarer's partner may take tricks in a Schnapser." },
  gangPrecedence: {
    type: 'enum',
    values: ['value', 'gang'],
    default: 'value',
    description: 'Gang against Zehnergang: "value" (the Zehnergang, worth 10, outranks the Gang) or "gang" (the Gang is played).',
  },
  firstDealer: {
    type: 'integer',
    default: null,
    minimum: 0,
    maximum: 3,
    nullable: true,
    description: 'Seat that deals first; null means the last seat, so seat 0 is the first Rufer.',
  },
};

type Given = Record<string, unknown>;

/** Reads a shared option, falling back to the default for anything odd. */
export function readSharedOptions(raw: unknown): SharedSchnapsenOptions {
  const given = (typeof raw === 'object' && raw !== null ? raw : {}) as Given;
  const bool = (name: keyof SharedSchnapsenOptions) => (typeof given[name] === 'boolean' ? (given[name] as boolean) : (SHARED_DEFAULTS[name] as boolean));
  const bummerl = given.bummerl;
  const firstDealer = given.firstDealer;
  return {
    herzrunde: bool('herzrunde'),
    softTricks: bool('softTricks'),
    countDown: bool('countDown'),
    bummerl: Number.isInteger(bummerl) && (bummerl as number) >= 1 ? (bummerl as number) : 1,
    schnapserMitMann: bool('schnapserMitMann'),
    gangPrecedence: given.gangPrecedence === 'gang' ? 'gang' : 'value',
    firstDealer: Number.isInteger(firstDealer) && (firstDealer as number) >= 0 ? (firstDealer as number) : null,
  };
}
