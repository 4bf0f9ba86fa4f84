import type { OptionSpec, OptionsSchema } from '../../core/options.js';
import { CONTRACT_IDS, type ContractId, type ContractRecord, type GangPrecedence } from './contracts.js';

/**
 * House rules both games of the family offer under one name, one type and one description (docs/rules-decisions.md#schnapsen-family-options), so a
 * client finds the same option in Bauernschnapsen and Dreierschnapsen. Every contract but the Normal game is
 * switched on or off by a boolean option named by its contract id; the Plauderer's option also picks which
 * cards it opens. Games spread these into their OptionsSchema and read them defensively (evolve must never
 * throw on odd stored options).
 */
export type PlaudererOption = 'off' | 'a' | 'b' | 'c';

/** Contracts switched by a boolean option of the same name. */
export type SwitchableContract = Exclude<ContractId, 'normal' | 'plauderer'>;

export const SWITCHABLE_CONTRACTS: readonly SwitchableContract[] = CONTRACT_IDS.filter((id): id is SwitchableContract => id !== 'normal' && id !== 'plauderer');

export interface SharedSchnapsenOptions {
  herzrunde: boolean;
  softTricks: boolean;
  countDown: boolean;
  bummerl: number;
  gangPrecedence: GangPrecedence;
  firstDealer: number | null;
  cutOrKnock: boolean;
  plauderer: PlaudererOption;
}

/** The shared options; `firstDealer` names a seat of this table. */
export function sharedOptionSpecs(players: number): OptionsSchema {
  return {
    firstDealer: {
      type: 'integer',
      default: null,
      minimum: 0,
      maximum: players - 1,
      nullable: true,
      description: 'Seat that deals first; null means the last seat, so seat 0 is the first Rufer.',
    },
    bummerl: {
      type: 'integer',
      default: 1,
      minimum: 1,
      maximum: 20,
      description:
        'Number of Bummerl the match lasts; the fewest Bummerl marks win (a Schneider counts 2, a Retourschneider 4). Level after the last: in Bauernschnapsen another Bummerl decides, in Dreierschnapsen the level players share the win.',
    },
    herzrunde: { type: 'boolean', default: false, description: 'Herzrunde: every deal with Herz as trump counts double.' },
    softTricks: {
      type: 'boolean',
      default: false,
      description: "Soft visibility: players may look at their own side's tricks and card points during the deal (default: only each side's first trick is face up).",
    },
    countDown: { type: 'boolean', default: false, description: 'Show scores counting down from 24 to 0 (regional display; the rules are the same).' },
    gangPrecedence: {
      type: 'enum',
      values: ['value', 'gang'],
      default: 'value',
      description: 'Gang against Zehnergang: "value" (the Zehnergang, worth 10, outranks the Gang) or "gang" (the Gang is played).',
    },
    cutOrKnock: {
      type: 'boolean',
      default: false,
      description:
        'The cut-or-knock ritual before each deal: the player right of the dealer cuts (lifts 1 to 19 cards to the bottom, then the usual packets) or knocks (the Rufer still gets three first to call trump, everyone else the rest of his hand at once; with a talon, the first two cards are the talon).',
    },
    plauderer: {
      type: 'enum',
      values: ['off', 'a', 'b', 'c'],
      default: 'off',
      description:
        "Plauderer (7, a Bettler with open cards): off; a: the opponents see each other's hands; b: the opponents' hands lie open after the first trick; c: the declarer's hand lies open after the first trick.",
    },
  };
}

/** A contract's switch: on by default if it is in the default catalogue (docs/rules-decisions.md#bauernschnapsen-default-catalogue). */
export const contractOption = (record: ContractRecord, rule: string): OptionSpec => ({
  type: 'boolean',
  default: record.enabledByDefault,
  description: `${record.name} (${record.value}) may be bid: ${rule}.`,
});

/** The contracts that mean the same in both games (Farbenringerl and Trumpfringerl differ: each game says how). */
const SHARED_CONTRACT_RULES = {
  bettler: 'the declarer takes no trick; no trump',
  assenbettler: 'a Bettler with the Ass lowest',
  assBettler: 'a Bettler by a player holding an Ass',
  schnapser: 'the Rufer makes 66 within the first tricks (three of five, four of six), taking each of them',
  gang: 'the declarer takes every trick; no trump',
  zehnergang: 'a Gang with the Ass lowest',
  bauernschnapser: 'the declarer takes every trick, trump counts; declared by the Rufer (or his partner)',
  bauernloch: 'the Rufer takes every trick, trump counts, the Ass lowest',
  kontraschnapser: 'a Schnapser by an opponent of the Rufer; the Rufer leads',
  kontrabauernschnapser: 'every trick, trump counts, by an opponent of the Rufer; the Rufer leads',
} as const satisfies Partial<Record<SwitchableContract, string>>;

export type SharedContract = keyof typeof SHARED_CONTRACT_RULES;

export function sharedContractSpecs(catalogue: Readonly<Record<ContractId, ContractRecord>>): OptionsSchema {
  return Object.fromEntries(Object.entries(SHARED_CONTRACT_RULES).map(([id, rule]) => [id, contractOption(catalogue[id as SharedContract], rule)]));
}

type Given = Record<string, unknown>;

const givenOf = (raw: unknown): Given => (typeof raw === 'object' && raw !== null ? raw : {}) as Given;

/** Reads the shared options, falling back to the default for anything odd. */
export function readSharedOptions(raw: unknown, players: number): SharedSchnapsenOptions {
  const given = givenOf(raw);
  const bool = (name: string) => typeof given[name] === 'boolean' && (given[name] as boolean);
  const { bummerl, firstDealer, plauderer } = given;
  return {
    herzrunde: bool('herzrunde'),
    softTricks: bool('softTricks'),
    countDown: bool('countDown'),
    bummerl: Number.isInteger(bummerl) && (bummerl as number) >= 1 ? (bummerl as number) : 1,
    gangPrecedence: given.gangPrecedence === 'gang' ? 'gang' : 'value',
    firstDealer: Number.isInteger(firstDealer) && (firstDealer as number) >= 0 && (firstDealer as number) < players ? (firstDealer as number) : null,
    cutOrKnock: bool('cutOrKnock'),
    plauderer: plauderer === 'a' || plauderer === 'b' || plauderer === 'c' ? plauderer : 'off',
  };
}

/** Reads boolean options by name, each falling back to its spec's default. */
export function readSwitches<K extends string>(raw: unknown, schema: OptionsSchema, names: readonly K[]): Record<K, boolean> {
  const given = givenOf(raw);
  return Object.fromEntries(names.map((name) => [name, typeof given[name] === 'boolean' ? given[name] : schema[name]?.default === true])) as Record<K, boolean>;
}

/** Is the contract offered at this table? The Normal game always (it is what nobody bids). */
export function contractOffered(id: ContractId, options: { plauderer: PlaudererOption } & Partial<Record<SwitchableContract, boolean>>): boolean {
  if (id === 'normal') return true;
  if (id === 'plauderer') return options.plauderer !== 'off';
  return options[id] === true;
}
