import type { OptionsSchema } from '../../core/options.js';
import type { ContractId } from '../common/contracts.js';
import { DREIER_CONTRACTS } from '../common/contracts.js';
import { SHARED_OPTION_SPECS } from '../common/options.js';
import { DEFAULT_DEAL_OPTIONS, readDealOptions, ZWEIER_DEAL_OPTIONS, type ZweierDealOptions } from '../zweier/deal.js';

/**
 * The contracts a Dreierschnapsen table may enable: the Dreier points table (dreierschnapsen.en.txt). The
 * Normal game is always played when nobody bids; Blinder Bettler, Dokta, Schnapser zusammen and
 * Kontra-Herrenbauer need a partner or blind calling and are not part of the three-player game.
 */
export const DREIER_CONTRACT_IDS = [
  'bettler',
  'assenbettler',
  'assBettler',
  'schnapser',
  'plauderer',
  'gang',
  'zehnergang',
  'bauernschnapser',
  'bauernloch',
  'kontraschnapser',
  'farbenringerl',
  'kontrabauernschnapser',
  'trumpfringerl',
] as const satisfies readonly ContractId[];
export type DreierContractId = (typeof DREIER_CONTRACT_IDS)[number];

export type TieBreak = 'playoff' | 'bothBummerl';
export type BummerlTo = 'lowest' | 'allBelow24';
export type PlaudererVariant = 'a' | 'b' | 'c';

/** The house rules of one match, fixed when it is created. */
export interface DreierOptions {
  /** null: the last seat deals first, so seat 0 is the first Rufer. */
  firstDealer: number | null;
  /** Number of Bummerl the match lasts. */
  bummerl: number;
  /** Tied lowest at the end of a Bummerl: a play-off deal of Schnapsen for two, or both take the Bummerl. */
  tieBreak: TieBreak;
  /** Regional variant: every player below 24 takes a Bummerl (not only the lowest). */
  bummerlTo: BummerlTo;
  /** Raise rule 1: the Rufer who bid first may raise once more before the talon if he was outbid. */
  ruferRaise: boolean;
  /** Raise rule 2: after taking the talon the declarer (or the Rufer in a Normal game) may announce higher. */
  raiseAfterTalon: boolean;
  /** Gang against Zehnergang: by value (Zehnergang) or the regional rule that the Gang is played. */
  gangPrecedence: 'value' | 'gang';
  /** Herz as trump doubles the deal (Herzrunde). */
  herzrunde: boolean;
  /** "soft": players may look at their own side's tricks while the deal runs. */
  softTricks: boolean;
  /** Scores shown counting down from 24 (display only). */
  countDown: boolean;
  /** The player right of the dealer cuts or knocks before each deal. */
  cutOrKnock: boolean;
  /** Which of the three Plauderer readings (bauernschnapsen.*.txt, Plauderer a/b/c). */
  plaudererVariant: PlaudererVariant;
  /** Enabled contracts. */
  contracts: Readonly<Record<DreierContractId, boolean>>;
  /** House rules of the play-off deal of Schnapsen for two. */
  playoff: ZweierDealOptions;
}

const CONTRACT_OPTION_PREFIX = 'contract_';
export const contractOption = (id: DreierContractId): string => `${CONTRACT_OPTION_PREFIX}${id}`;

const contractDefaults = Object.fromEntries(DREIER_CONTRACT_IDS.map((id) => [id, DREIER_CONTRACTS[id].enabledByDefault])) as Record<DreierContractId, boolean>;

export const DEFAULT_OPTIONS: DreierOptions = {
  firstDealer: null,
  bummerl: 1,
  tieBreak: 'playoff',
  bummerlTo: 'lowest',
  ruferRaise: false,
  raiseAfterTalon: false,
  gangPrecedence: 'value',
  herzrunde: false,
  softTricks: false,
  countDown: false,
  cutOrKnock: false,
  plaudererVariant: 'b',
  contracts: contractDefaults,
  playoff: DEFAULT_DEAL_OPTIONS,
};

export const DREIER_OPTIONS: OptionsSchema = {
  firstDealer: {
    type: 'integer',
    default: null,
    minimum: 0,
    maximum: 2,
    nullable: true,
    description: 'Seat that deals the first deal; null means the last seat, so seat 0 is the first Rufer.',
  },
  bummerl: { type: 'integer', default: 1, minimum: 1, maximum: 20, description: 'How many Bummerl the match lasts.' },
  tieBreak: {
    type: 'enum',
    values: ['playoff', 'bothBummerl'],
    default: 'playoff',
    description: 'Players tied lowest when a Bummerl ends: play one deal of Schnapsen for two (playoff) or both take the Bummerl.',
  },
  bummerlTo: {
    type: 'enum',
    values: ['lowest', 'allBelow24'],
    default: 'lowest',
    description: 'Who takes a Bummerl when someone reaches 24: the lowest player, or (regional) every player below 24.',
  },
  ruferRaise: {
    type: 'boolean',
    default: false,
    description: 'Raise rule 1: a Rufer who bid and was outbid may raise once more before the talon is taken.',
  },
  raiseAfterTalon: {
    type: 'boolean',
    default: false,
    description: 'Raise rule 2: after taking the talon the declarer (in a Normal game the Rufer) may announce a higher contract before the first card.',
  },
  gangPrecedence: SHARED_OPTION_SPECS.gangPrecedence,
  herzrunde: SHARED_OPTION_SPECS.herzrunde,
  softTricks: SHARED_OPTION_SPECS.softTricks,
  countDown: SHARED_OPTION_SPECS.countDown,
  cutOrKnock: {
    type: 'boolean',
    default: false,
    description:
      'Before each deal the player right of the dealer cuts (lifts cards to the bottom) or knocks: then the first two cards are the talon and everyone gets six at once (the Rufer three first, to call trump).',
  },
  plaudererVariant: {
    type: 'enum',
    values: ['a', 'b', 'c'],
    default: 'b',
    description: "Plauderer: (a) the opponents see each other's hands; (b) the opponents' hands open after the first trick; (c) the declarer's hand opens after the first trick.",
  },
  ...Object.fromEntries(
    Object.entries(ZWEIER_DEAL_OPTIONS).map(([name, spec]) => [name, { ...spec, description: `Play-off deal (Schnapsen for two): ${spec.description}` }]),
  ),
  ...Object.fromEntries(
    DREIER_CONTRACT_IDS.map((id) => [
      contractOption(id),
      {
        type: 'boolean',
        default: DREIER_CONTRACTS[id].enabledByDefault,
        description: `${DREIER_CONTRACTS[id].name} (${DREIER_CONTRACTS[id].value} points) may be bid.`,
      },
    ]),
  ),
};

/** Reads stored options; anything missing or malformed falls back to the default (evolve must not throw). */
export function readOptions(raw: unknown): DreierOptions {
  const given = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const pick = <K extends keyof DreierOptions>(name: K, ok: (v: unknown) => boolean): DreierOptions[K] =>
    ok(given[name]) ? (given[name] as DreierOptions[K]) : DEFAULT_OPTIONS[name];
  const bool = (v: unknown) => typeof v === 'boolean';
  const contracts = Object.fromEntries(
    DREIER_CONTRACT_IDS.map((id) => {
      const value = given[contractOption(id)];
      return [id, typeof value === 'boolean' ? value : DEFAULT_OPTIONS.contracts[id]];
    }),
  ) as Record<DreierContractId, boolean>;
  return {
    firstDealer: pick('firstDealer', (v) => v === null || (Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 2)),
    bummerl: pick('bummerl', (v) => Number.isInteger(v) && (v as number) >= 1),
    tieBreak: pick('tieBreak', (v) => v === 'playoff' || v === 'bothBummerl'),
    bummerlTo: pick('bummerlTo', (v) => v === 'lowest' || v === 'allBelow24'),
    ruferRaise: pick('ruferRaise', bool),
    raiseAfterTalon: pick('raiseAfterTalon', bool),
    gangPrecedence: pick('gangPrecedence', (v) => v === 'value' || v === 'gang'),
    herzrunde: pick('herzrunde', bool),
    softTricks: pick('softTricks', bool),
    countDown: pick('countDown', bool),
    cutOrKnock: pick('cutOrKnock', bool),
    plaudererVariant: pick('plaudererVariant', (v) => v === 'a' || v === 'b' || v === 'c'),
    contracts,
    playoff: readDealOptions(given),
  };
}
