import type { OptionsSchema } from '../../core/options.js';
import { readSharedOptions, SHARED_OPTION_SPECS, type SharedSchnapsenOptions } from '../common/options.js';

/** The house rules of one Bauernschnapsen match (NOTES.md, Bauernschnapsen), fixed when it is created. */
export interface BauernOptions extends SharedSchnapsenOptions {
  bettler: boolean;
  assenbettler: boolean;
  assBettler: boolean;
  blinderBettler: boolean;
  dokta: boolean;
  schnapserZusammen: boolean;
  plauderer: 'off' | 'a' | 'b' | 'c';
  zehnergang: boolean;
  bauernloch: boolean;
  farbenringerl: boolean;
  trumpfringerl: boolean;
  kontraHerrenbauer: boolean;
  bettlerPartnerSitsOut: boolean;
  cutOrKnock: boolean;
  blindTrump: boolean;
}

const contract = (name: string, on: boolean, more = ''): OptionsSchema[string] => ({
  type: 'boolean',
  default: on,
  description: `${name} may be bid${more}.`,
});

export const BAUERN_OPTIONS: OptionsSchema = {
  ...SHARED_OPTION_SPECS,
  bettler: contract('Bettler (4)', true),
  assenbettler: contract('Assenbettler (5, Ass lowest)', false),
  assBettler: contract('Ass-Bettler (5, the declarer holds an Ass)', false),
  blinderBettler: contract('Blinder Bettler (5)', false, ': the Rufer with three Unter as his first three cards declares a Bettler instead of calling trump or demanding a redeal'),
  dokta: contract('Dokta (5, the Rufer announces that his side takes every trick of the Normal game)', false),
  schnapserZusammen: contract("Schnapser zusammen (6, the Rufer's partner declares; the side makes 66 in three tricks)", false),
  plauderer: {
    type: 'enum',
    values: ['off', 'a', 'b', 'c'],
    default: 'off',
    description:
      "Plauderer (7, a Bettler with open cards): off; a: the opponents see each other's hands; b: the opponents' hands lie open after the first trick; c: the declarer's hand lies open after the first trick.",
  },
  zehnergang: contract('Zehnergang (10, all tricks, no trump, Ass lowest)', false),
  bauernloch: contract('Bauernloch (12, the Rufer takes all tricks, trump counts, Ass lowest)', false),
  farbenringerl: contract('Farbenringerl (18, all five cards of a non-trump suit, laid down)', true),
  trumpfringerl: contract('Trumpfringerl (24, the Rufer holds all five trumps, laid down)', true),
  kontraHerrenbauer: contract(
    'Kontra-Herrenbauer (48, at most what the Bummerl still needs)',
    false,
    ' by an opponent of the Rufer holding all five trumps; needs blindTrump',
  ),
  bettlerPartnerSitsOut: {
    type: 'boolean',
    default: true,
    description: "In the Bettler contracts the declarer's partner sits out (false: he plays along).",
  },
  cutOrKnock: {
    type: 'boolean',
    default: false,
    description: 'The cut-or-knock ritual: the player right of the dealer cuts (cards dealt 3+2) or knocks (five at once; the Rufer still gets three first).',
  },
  blindTrump: {
    type: 'boolean',
    default: false,
    description: 'Blind-Rufen: the first Rufer of each Bummerl names trump before any card is dealt; it stays trump for the whole Bummerl.',
  },
};

/** Reads resolved options; anything missing or malformed falls back to the default (evolve must not throw). */
export function readOptions(raw: unknown): BauernOptions {
  const given = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const bool = (name: string): boolean => {
    const spec = BAUERN_OPTIONS[name];
    return typeof given[name] === 'boolean' ? (given[name] as boolean) : (spec.default as boolean);
  };
  const plauderer = given.plauderer;
  return {
    ...readSharedOptions(raw),
    bettler: bool('bettler'),
    assenbettler: bool('assenbettler'),
    assBettler: bool('assBettler'),
    blinderBettler: bool('blinderBettler'),
    dokta: bool('dokta'),
    schnapserZusammen: bool('schnapserZusammen'),
    plauderer: plauderer === 'a' || plauderer === 'b' || plauderer === 'c' ? plauderer : 'off',
    zehnergang: bool('zehnergang'),
    bauernloch: bool('bauernloch'),
    farbenringerl: bool('farbenringerl'),
    trumpfringerl: bool('trumpfringerl'),
    kontraHerrenbauer: bool('kontraHerrenbauer'),
    bettlerPartnerSitsOut: bool('bettlerPartnerSitsOut'),
    cutOrKnock: bool('cutOrKnock'),
    blindTrump: bool('blindTrump'),
  };
}
