import type { Texts } from '../../core/language.js';
import { firstDealerOption, type OptionSpec, type OptionsSchema } from '../../core/options.js';
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

export const SWITCHABLE_CONTRACTS: readonly SwitchableContract[] = CONTRACT_IDS.filter(
  (id): id is SwitchableContract => id !== 'normal' && id !== 'plauderer',
);

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
    firstDealer: firstDealerOption(players, {
      de: 'Der Platz, der zuerst gibt; ohne Wahl der letzte Platz, dann ist Platz 1 der erste Rufer.',
      en: 'The seat that deals first; without a choice the last seat, so seat 1 is the first Rufer.',
    }),
    bummerl: {
      type: 'integer',
      default: 1,
      minimum: 1,
      maximum: 20,
      title: { de: 'Anzahl Bummerl', en: 'Number of Bummerl' },
      description: {
        de: 'So viele Bummerl dauert die Partie; es gewinnt, wer die wenigsten Bummerl hat (ein Schneider zählt 2, ein Retourschneider 4). Gleichstand nach dem letzten: beim Bauernschnapsen entscheidet ein weiteres Bummerl, beim Dreierschnapsen gewinnen die Gleichen gemeinsam.',
        en: 'Number of Bummerl the match lasts; the fewest Bummerl marks win (a Schneider counts 2, a Retourschneider 4). Level after the last: in Bauernschnapsen another Bummerl decides, in Dreierschnapsen the level players share the win.',
      },
    },
    herzrunde: {
      type: 'boolean',
      default: false,
      title: { de: 'Herzrunde', en: 'Herzrunde' },
      description: {
        de: 'Herzrunde: jedes Spiel mit Herz als Trumpf zählt doppelt.',
        en: 'Herzrunde: every deal with Herz as trump counts double.',
      },
    },
    softTricks: {
      type: 'boolean',
      default: false,
      title: { de: 'Eigene Stiche ansehen', en: "Look at your side's tricks" },
      description: {
        de: 'Die Spieler dürfen während des Spiels die Stiche und Augen der eigenen Partei ansehen (sonst liegt nur der erste Stich jeder Partei offen).',
        en: "Players may look at their own side's tricks and card points during the deal (otherwise only each side's first trick is face up).",
      },
    },
    countDown: {
      type: 'boolean',
      default: false,
      title: { de: 'Von 24 herunterzählen', en: 'Count down from 24' },
      description: {
        de: 'Die Punkte werden von 24 auf 0 heruntergezählt angezeigt (regionale Schreibweise; die Regeln bleiben gleich).',
        en: 'Show scores counting down from 24 to 0 (regional display; the rules are the same).',
      },
    },
    gangPrecedence: {
      type: 'enum',
      values: ['value', 'gang'],
      default: 'value',
      title: { de: 'Gang gegen Zehnergang', en: 'Gang against Zehnergang' },
      description: {
        de: 'Werden Gang und Zehnergang angesagt: der Zehnergang (10 Punkte) geht nach dem Wert vor, oder der Gang wird gespielt.',
        en: 'When Gang and Zehnergang are both bid: the Zehnergang, worth 10, outranks the Gang, or the Gang is played.',
      },
      labels: [
        { de: 'Zehnergang geht vor (nach dem Wert)', en: 'Zehnergang first (by value)' },
        { de: 'Gang geht vor', en: 'Gang first' },
      ],
    },
    cutOrKnock: {
      type: 'boolean',
      default: false,
      title: { de: 'Abheben oder Klopfen', en: 'Cut or knock' },
      description: {
        de: 'Vor jedem Spiel hebt der Spieler rechts vom Geber ab (1 bis 19 Karten nach unten, dann wie üblich in Paketen) oder klopft (der Rufer bekommt trotzdem zuerst drei Karten, um Trumpf zu rufen, alle anderen den Rest ihrer Hand auf einmal; mit Talon sind die ersten zwei Karten der Talon).',
        en: 'The cut-or-knock ritual before each deal: the player right of the dealer cuts (lifts 1 to 19 cards to the bottom, then the usual packets) or knocks (the Rufer still gets three first to call trump, everyone else the rest of his hand at once; with a talon, the first two cards are the talon).',
      },
    },
    plauderer: {
      type: 'enum',
      values: ['off', 'a', 'b', 'c'],
      default: 'off',
      title: { de: 'Plauderer', en: 'Plauderer' },
      description: {
        de: 'Plauderer (7 Punkte, ein Bettler mit offenen Karten): aus; a: die Gegner sehen einander in die Karten; b: die Karten der Gegner liegen nach dem ersten Stich offen; c: die Karten des Spielers liegen nach dem ersten Stich offen.',
        en: "Plauderer (7, a Bettler with open cards): off; a: the opponents see each other's hands; b: the opponents' hands lie open after the first trick; c: the declarer's hand lies open after the first trick.",
      },
      labels: [
        { de: 'aus', en: 'off' },
        { de: 'a: die Gegner sehen einander', en: 'a: the opponents see each other' },
        { de: 'b: Gegner offen nach dem 1. Stich', en: 'b: the opponents open after trick 1' },
        { de: 'c: Spieler offen nach dem 1. Stich', en: 'c: the declarer open after trick 1' },
      ],
    },
  };
}

/** A contract's switch: on by default if it is in the default catalogue (docs/rules-decisions.md#bauernschnapsen-default-catalogue). */
export const contractOption = (record: ContractRecord, rule: Texts): OptionSpec => ({
  type: 'boolean',
  default: record.enabledByDefault,
  title: { de: record.name, en: record.name },
  description: {
    de: `${record.name} (${record.value}) darf angesagt werden: ${rule.de}.`,
    en: `${record.name} (${record.value}) may be bid: ${rule.en}.`,
  },
});

/** The contracts that mean the same in both games (Farbenringerl and Trumpfringerl differ: each game says how). */
const SHARED_CONTRACT_RULES = {
  bettler: { de: 'der Spieler macht keinen Stich; kein Trumpf', en: 'the declarer takes no trick; no trump' },
  assenbettler: { de: 'ein Bettler, bei dem das Ass die niedrigste Karte ist', en: 'a Bettler with the Ass lowest' },
  assBettler: { de: 'ein Bettler eines Spielers, der ein Ass hält', en: 'a Bettler by a player holding an Ass' },
  schnapser: {
    de: 'der Rufer macht 66 in den ersten Stichen (drei von fünf, vier von sechs) und jeden davon',
    en: 'the Rufer makes 66 within the first tricks (three of five, four of six), taking each of them',
  },
  gang: { de: 'der Spieler macht alle Stiche; kein Trumpf', en: 'the declarer takes every trick; no trump' },
  zehnergang: { de: 'ein Gang, bei dem das Ass die niedrigste Karte ist', en: 'a Gang with the Ass lowest' },
  bauernschnapser: {
    de: 'der Spieler macht alle Stiche, Trumpf zählt; angesagt vom Rufer (oder seinem Partner)',
    en: 'the declarer takes every trick, trump counts; declared by the Rufer (or his partner)',
  },
  bauernloch: {
    de: 'der Rufer macht alle Stiche, Trumpf zählt, das Ass ist die niedrigste Karte',
    en: 'the Rufer takes every trick, trump counts, the Ass lowest',
  },
  kontraschnapser: {
    de: 'ein Schnapser eines Gegenspielers des Rufers; der Rufer spielt aus',
    en: 'a Schnapser by an opponent of the Rufer; the Rufer leads',
  },
  kontrabauernschnapser: {
    de: 'alle Stiche, Trumpf zählt, von einem Gegenspieler des Rufers; der Rufer spielt aus',
    en: 'every trick, trump counts, by an opponent of the Rufer; the Rufer leads',
  },
} as const satisfies Partial<Record<SwitchableContract, Texts>>;

export type SharedContract = keyof typeof SHARED_CONTRACT_RULES;

export function sharedContractSpecs(catalogue: Readonly<Record<ContractId, ContractRecord>>): OptionsSchema {
  return Object.fromEntries(
    Object.entries(SHARED_CONTRACT_RULES).map(([id, rule]) => [id, contractOption(catalogue[id as SharedContract], rule)]),
  );
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
    firstDealer:
      Number.isInteger(firstDealer) && (firstDealer as number) >= 0 && (firstDealer as number) < players ? (firstDealer as number) : null,
    cutOrKnock: bool('cutOrKnock'),
    plauderer: plauderer === 'a' || plauderer === 'b' || plauderer === 'c' ? plauderer : 'off',
  };
}

/** Reads boolean options by name, each falling back to its spec's default. */
export function readSwitches<K extends string>(raw: unknown, schema: OptionsSchema, names: readonly K[]): Record<K, boolean> {
  const given = givenOf(raw);
  return Object.fromEntries(
    names.map((name) => [name, typeof given[name] === 'boolean' ? given[name] : schema[name]?.default === true]),
  ) as Record<K, boolean>;
}

/** Is the contract offered at this table? The Normal game always (it is what nobody bids). */
export function contractOffered(
  id: ContractId,
  options: { plauderer: PlaudererOption } & Partial<Record<SwitchableContract, boolean>>,
): boolean {
  if (id === 'normal') return true;
  if (id === 'plauderer') return options.plauderer !== 'off';
  return options[id] === true;
}
