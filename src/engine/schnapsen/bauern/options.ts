import type { OptionsSchema } from '../../core/options.js';
import { BAUERN_CONTRACTS } from '../common/contracts.js';
import {
  contractOption,
  readSharedOptions,
  readSwitches,
  sharedContractSpecs,
  sharedOptionSpecs,
  SWITCHABLE_CONTRACTS,
  type SharedSchnapsenOptions,
  type SwitchableContract,
} from '../common/options.js';

const HOUSE_RULES = ['schnapserMitMann', 'bettlerPartnerSitsOut', 'blindTrump'] as const;

/** The house rules of one Bauernschnapsen match (docs/rules-decisions.md#bauernschnapsen-default-catalogue), fixed when it is created. */
export type BauernOptions = SharedSchnapsenOptions &
  Record<SwitchableContract, boolean> &
  Record<(typeof HOUSE_RULES)[number], boolean>;

const C = BAUERN_CONTRACTS;

export const BAUERN_OPTIONS: OptionsSchema = {
  ...sharedOptionSpecs(4),
  ...sharedContractSpecs(C),
  blinderBettler: contractOption(C.blinderBettler, 'the Rufer with three Unter as his first three cards declares a Bettler instead of calling trump or demanding a redeal'),
  dokta: contractOption(C.dokta, 'the Rufer announces that his side takes every trick of the Normal game'),
  schnapserZusammen: contractOption(C.schnapserZusammen, "the Rufer's partner declares; the side makes 66 in three tricks"),
  farbenringerl: contractOption(C.farbenringerl, 'all five cards of a non-trump suit, laid down'),
  trumpfringerl: contractOption(C.trumpfringerl, 'the Rufer holds all five trumps, laid down'),
  kontraHerrenbauer: contractOption(C.kontraHerrenbauer, 'an opponent of the Rufer holds all five trumps, laid down, worth at most what the Bummerl still needs; needs blindTrump'),
  schnapserMitMann: { type: 'boolean', default: false, description: "Schnapser mit Mann: the declarer's partner may take tricks in a Schnapser." },
  bettlerPartnerSitsOut: {
    type: 'boolean',
    default: true,
    description: "In the Bettler contracts the declarer's partner sits out (false: he plays along).",
  },
  blindTrump: {
    type: 'boolean',
    default: false,
    description: 'Blind-Rufen: the first Rufer of each Bummerl names trump before any card is dealt; it stays trump for the whole Bummerl.',
  },
};

/** Reads resolved options; anything missing or malformed falls back to the default (evolve must not throw). */
export function readOptions(raw: unknown): BauernOptions {
  return {
    ...readSharedOptions(raw, 4),
    // Bauernschnapsen offers every contract of the German table; each but the Normal game is an option named by its id.
    ...readSwitches(raw, BAUERN_OPTIONS, SWITCHABLE_CONTRACTS),
    ...readSwitches(raw, BAUERN_OPTIONS, HOUSE_RULES),
  };
}
