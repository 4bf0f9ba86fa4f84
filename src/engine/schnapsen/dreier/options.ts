import type { OptionsSchema } from '../../core/options.js';
import { CONTRACT_IDS, DREIER_CONTRACTS, type ContractId } from '../common/contracts.js';
import {
  contractOption,
  readSharedOptions,
  readSwitches,
  sharedContractSpecs,
  sharedOptionSpecs,
  type SharedSchnapsenOptions,
  type SwitchableContract,
} from '../common/options.js';
import { readDealOptions, ZWEIER_DEAL_OPTIONS, type ZweierDealOptions } from '../zweier/deal.js';

/** Contracts that need a partner or blind calling: not part of the three-player game (the Normal game is never bid). */
const NOT_BID_HERE = [
  'normal',
  'blinderBettler',
  'dokta',
  'schnapserZusammen',
  'kontraHerrenbauer',
] as const satisfies readonly ContractId[];

export type DreierContractId = Exclude<ContractId, (typeof NOT_BID_HERE)[number]>;

/** The contracts a Dreierschnapsen table may enable: the Dreier points table (docs/rules-decisions.md#dreierschnapsen-contracts). */
export const DREIER_CONTRACT_IDS: readonly DreierContractId[] = CONTRACT_IDS.filter(
  (id): id is DreierContractId => !(NOT_BID_HERE as readonly ContractId[]).includes(id),
);

type DreierSwitchable = DreierContractId & SwitchableContract;
const SWITCHABLE = DREIER_CONTRACT_IDS.filter((id): id is DreierSwitchable => id !== 'plauderer');

export type TieBreak = 'playoff' | 'bothBummerl';
/**
 * Nobody bid: takeAndName (the text, rules version 2 on): the Rufer must pick up the talon, lay two cards away
 * and then name his game; regional (the text's regional variant, and all of rules version 1): he may take the
 * talon or leave it and plays the Normal game, a game after the talon only as a raise (raiseAfterTalon).
 */
export type NoBidTalon = 'takeAndName' | 'regional';

/**
 * The rules versions of Dreierschnapsen this engine can play: 1 (the no-bid talon always regional), 2 (the Rufer
 * takes the talon and names his game) and 3 (version 2's rules under the service's shared names; versions 1 and
 * 2 record the old names, legacy.ts).
 */
export type DreierRulesVersion = 1 | 2 | 3;
export const CURRENT_RULES_VERSION: DreierRulesVersion = 3;
export type BummerlTo = 'lowest' | 'allBelow24';

/** The house rules of one match, fixed when it is created: the shared ones, a switch per contract, and these. */
export interface DreierOptions extends SharedSchnapsenOptions, Record<DreierSwitchable, boolean> {
  /** Tied lowest at the end of a Bummerl: a play-off deal of Schnapsen for two, or both take the Bummerl. */
  tieBreak: TieBreak;
  /** Regional variant: every player below 24 takes a Bummerl (not only the lowest). */
  bummerlTo: BummerlTo;
  /** Raise rule 1: the Rufer who bid first may raise once more before the talon if he was outbid. */
  ruferRaise: boolean;
  /** Raise rule 2: after taking the talon the declarer (or the Rufer in a Normal game) may announce higher. */
  raiseAfterTalon: boolean;
  /** What the Rufer does with the talon when nobody bid (always regional under rules version 1). */
  noBidTalon: NoBidTalon;
  /** House rules of the play-off deal of Schnapsen for two. */
  playoff: ZweierDealOptions;
}

const C = DREIER_CONTRACTS;

export const DREIER_OPTIONS: OptionsSchema = {
  ...sharedOptionSpecs(3),
  ...sharedContractSpecs(C),
  farbenringerl: contractOption(C.farbenringerl, {
    de: 'alle fünf Karten einer Farbe, die nicht Trumpf ist; alle sechs Stiche, ausgespielt',
    en: 'all five cards of a non-trump suit; all six tricks, played out',
  }),
  trumpfringerl: contractOption(C.trumpfringerl, {
    de: 'der Rufer hält alle fünf Trümpfe; alle sechs Stiche, ausgespielt',
    en: 'the Rufer holds all five trumps; all six tricks, played out',
  }),
  tieBreak: {
    type: 'enum',
    values: ['playoff', 'bothBummerl'],
    default: 'playoff',
    title: { de: 'Gleichstand der Letzten', en: 'A tie for the last place' },
    description: {
      de: 'Liegen am Ende eines Bummerls zwei gleich als Letzte: sie stechen in einem Spiel Schnapsen zu zweit, oder beide bekommen das Bummerl.',
      en: 'Players tied lowest when a Bummerl ends: they play one deal of Schnapsen for two, or both take the Bummerl.',
    },
    labels: [
      { de: 'Stechen (ein Spiel Schnapsen zu zweit)', en: 'a play-off (one deal of Schnapsen for two)' },
      { de: 'beide bekommen ein Bummerl', en: 'both take a Bummerl' },
    ],
  },
  bummerlTo: {
    type: 'enum',
    values: ['lowest', 'allBelow24'],
    default: 'lowest',
    title: { de: 'Wer das Bummerl bekommt', en: 'Who takes the Bummerl' },
    description: {
      de: 'Wer ein Bummerl bekommt, wenn jemand 24 erreicht: der Niedrigste, oder (regional) jeder unter 24.',
      en: 'Who takes a Bummerl when someone reaches 24: the lowest player, or (regional) every player below 24.',
    },
    labels: [
      { de: 'der Niedrigste', en: 'the lowest player' },
      { de: 'alle unter 24 (regional)', en: 'everyone below 24 (regional)' },
    ],
  },
  ruferRaise: {
    type: 'boolean',
    default: false,
    title: { de: 'Rufer darf erhöhen', en: 'Rufer may raise' },
    description: {
      de: 'Erhöhungsregel 1: ein Rufer, der geboten hat und überboten wurde, darf noch einmal erhöhen, bevor der Talon genommen wird.',
      en: 'Raise rule 1: a Rufer who bid and was outbid may raise once more before the talon is taken.',
    },
  },
  raiseAfterTalon: {
    type: 'boolean',
    default: false,
    title: { de: 'Erhöhen nach dem Talon', en: 'Raise after the talon' },
    description: {
      de: 'Erhöhungsregel 2: nach dem Aufnehmen des Talons darf der Spieler eines gebotenen Spiels (bei der regionalen Talonregel auch der Rufer eines Normalen Spiels) vor der ersten Karte ein höheres Spiel ansagen.',
      en: 'Raise rule 2: after taking the talon the declarer of a bid contract (under the regional talon rule also the Rufer of a Normal game) may announce a higher contract before the first card.',
    },
  },
  noBidTalon: {
    type: 'enum',
    values: ['takeAndName', 'regional'],
    default: 'takeAndName',
    title: { de: 'Wenn niemand bietet', en: 'When nobody bids' },
    description: {
      de: 'Bietet niemand: der Rufer muss den Talon aufnehmen, zwei Karten weglegen und dann sein Spiel ansagen, ein Spiel, das er ansagen darf, oder das Normale Spiel (wie im Regeltext); oder (regional) er darf den Talon nehmen oder liegen lassen und spielt das Normale Spiel, ein höheres Spiel nur nach Erhöhungsregel 2.',
      en: 'When nobody bids: the Rufer must pick up the talon, lay two cards away and then name his game, any contract he may declare or the Normal game (as the text says); or (regional) he may take the talon or leave it and plays the Normal game, a higher game only by raise rule 2.',
    },
    labels: [
      { de: 'Rufer nimmt den Talon und sagt an', en: 'the Rufer takes the talon and names his game' },
      { de: 'Talon nehmen oder liegen lassen (regional)', en: 'take the talon or leave it (regional)' },
    ],
  },
  ...Object.fromEntries(
    Object.entries(ZWEIER_DEAL_OPTIONS).map(([name, spec]) => [
      name,
      {
        ...spec,
        title: { de: `Stechen: ${spec.title.de}`, en: `Play-off: ${spec.title.en}` },
        description: {
          de: `Beim Stechen (Schnapsen zu zweit): ${spec.description.de}`,
          en: `Play-off deal (Schnapsen for two): ${spec.description.en}`,
        },
      },
    ]),
  ),
};

/** The option schema of a rules version: version 1 had no noBidTalon (its procedure is the regional one). */
export function optionsSchemaOf(rulesVersion: DreierRulesVersion): OptionsSchema {
  if (rulesVersion !== 1) return DREIER_OPTIONS;
  const { noBidTalon: _absent, ...v1 } = DREIER_OPTIONS;
  return v1;
}

/**
 * Reads stored options; anything missing or malformed falls back to the default (evolve must not throw). Under
 * rules version 1 the no-bid talon is always the regional procedure, whatever is stored.
 */
export function readOptions(raw: unknown, rulesVersion: DreierRulesVersion = CURRENT_RULES_VERSION): DreierOptions {
  const given = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  return {
    noBidTalon: rulesVersion === 1 || given.noBidTalon === 'regional' ? 'regional' : 'takeAndName',
    ...readSharedOptions(raw, 3),
    ...readSwitches(raw, DREIER_OPTIONS, SWITCHABLE),
    ...readSwitches(raw, DREIER_OPTIONS, ['ruferRaise', 'raiseAfterTalon'] as const),
    tieBreak: given.tieBreak === 'bothBummerl' ? 'bothBummerl' : 'playoff',
    bummerlTo: given.bummerlTo === 'allBelow24' ? 'allBelow24' : 'lowest',
    playoff: readDealOptions(given),
  };
}

/** The options of a match created without any: every default. */
export const DEFAULT_OPTIONS: DreierOptions = readOptions({});
