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
export type BauernOptions = SharedSchnapsenOptions & Record<SwitchableContract, boolean> & Record<(typeof HOUSE_RULES)[number], boolean>;

const C = BAUERN_CONTRACTS;

export const BAUERN_OPTIONS: OptionsSchema = {
  ...sharedOptionSpecs(4),
  ...sharedContractSpecs(C),
  blinderBettler: contractOption(C.blinderBettler, {
    de: 'der Rufer mit drei Unter als ersten drei Karten sagt einen Bettler an, statt Trumpf zu rufen oder neu geben zu lassen',
    en: 'the Rufer with three Unter as his first three cards declares a Bettler instead of calling trump or demanding a redeal',
  }),
  dokta: contractOption(C.dokta, {
    de: 'der Rufer sagt an, dass seine Partei im Normalen Spiel alle Stiche macht',
    en: 'the Rufer announces that his side takes every trick of the Normal game',
  }),
  schnapserZusammen: contractOption(C.schnapserZusammen, {
    de: 'der Partner des Rufers sagt an; die Partei macht 66 in drei Stichen',
    en: "the Rufer's partner declares; the side makes 66 in three tricks",
  }),
  farbenringerl: contractOption(C.farbenringerl, {
    de: 'alle fünf Karten einer Farbe, die nicht Trumpf ist, aufgelegt',
    en: 'all five cards of a non-trump suit, laid down',
  }),
  trumpfringerl: contractOption(C.trumpfringerl, {
    de: 'der Rufer hält alle fünf Trümpfe, aufgelegt',
    en: 'the Rufer holds all five trumps, laid down',
  }),
  kontraHerrenbauer: contractOption(C.kontraHerrenbauer, {
    de: 'ein Gegenspieler des Rufers hält alle fünf Trümpfe, aufgelegt, höchstens so viel wert, wie das Bummerl noch braucht; nur mit Blind-Rufen',
    en: 'an opponent of the Rufer holds all five trumps, laid down, worth at most what the Bummerl still needs; needs Blind-Rufen (blindTrump)',
  }),
  schnapserMitMann: {
    type: 'boolean',
    default: false,
    title: { de: 'Schnapser mit Mann', en: 'Schnapser mit Mann' },
    description: {
      de: 'Schnapser mit Mann: der Partner des Spielers darf beim Schnapser Stiche machen.',
      en: "Schnapser mit Mann: the declarer's partner may take tricks in a Schnapser.",
    },
  },
  bettlerPartnerSitsOut: {
    type: 'boolean',
    default: true,
    title: { de: 'Partner setzt beim Bettler aus', en: 'Partner sits out a Bettler' },
    description: {
      de: 'Bei den Bettler-Spielen setzt der Partner des Spielers aus (sonst spielt er mit).',
      en: "In the Bettler contracts the declarer's partner sits out (otherwise he plays along).",
    },
  },
  blindTrump: {
    type: 'boolean',
    default: false,
    title: { de: 'Blind-Rufen', en: 'Blind-Rufen' },
    description: {
      de: 'Blind-Rufen: der erste Rufer jedes Bummerls ruft Trumpf, bevor eine Karte gegeben ist; der Trumpf gilt das ganze Bummerl.',
      en: 'Blind-Rufen: the first Rufer of each Bummerl names trump before any card is dealt; it stays trump for the whole Bummerl.',
    },
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
