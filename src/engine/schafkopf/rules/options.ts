import { PACKS, type Card } from '../../core/cards.js';
import type { Texts } from '../../core/language.js';
import { firstDealerOption, type OptionSpec, type OptionsSchema } from '../../core/options.js';

/** What happens when all four say "Weiter" (docs/rules-decisions.md#schafkopf-all-pass). */
export const ALL_PASS = ['redeal', 'redealDouble', 'stock', 'stockDouble', 'muss', 'ramsch'] as const;
export type AllPass = (typeof ALL_PASS)[number];

/** Who may double (klopfen) after the first half of the cards (docs/rules-decisions.md#schafkopf-doubling). */
export const DOUBLING = ['off', 'everyone', 'exceptDealer'] as const;
export type Doubling = (typeof DOUBLING)[number];

/** Until when a Stoß may be given (docs/rules-decisions.md#schafkopf-spritzen). */
export const STOSS_UNTIL = ['ownFirstCard', 'firstTrick'] as const;
export type StossUntil = (typeof STOSS_UNTIL)[number];

/** The house rules of one match, fixed when it is created. Tariffs are in cents. */
export interface SchafkopfOptions {
  pack: 'long' | 'short';
  /** Deals in the session; null: open-ended until all four vote to end it. */
  deals: number | null;
  firstDealer: number | null;
  wenz: boolean;
  geier: boolean;
  farbwenz: boolean;
  farbgeier: boolean;
  bettel: boolean;
  tout: boolean;
  hochzeit: boolean;
  hochzeitOpen: boolean;
  steigern: boolean;
  allPass: AllPass;
  renonce: boolean;
  doubling: Doubling;
  stossMax: number;
  stossUntil: StossUntil;
  laufendeFrom: number;
  laufendeFromWenzGeier: number;
  tariffRufspiel: number;
  tariffSolo: number;
  tariffBettel: number;
  tariffHochzeit: number;
  tariffRamsch: number;
  tariffBonus: number;
  stockShared: boolean;
  stockSolo: boolean;
  schieberrunde: number;
}

const tariff = (value: number, title: Texts, what: Texts): OptionSpec => ({
  type: 'integer',
  default: value,
  minimum: 0,
  maximum: 100000,
  title: { de: `${title.de} (Cent)`, en: `${title.en} (cents)` },
  description: { de: `${what.de}, in Cent.`, en: `${what.en}, in cents.` },
});

const allowed = (game: string, de: string, en: string, on = false): OptionSpec => ({
  type: 'boolean',
  default: on,
  title: { de: game, en: game },
  description: { de: `${game} darf gespielt werden ${de}.`, en: `${game} may be played ${en}.` },
});

export const SCHAFKOPF_OPTIONS: OptionsSchema = {
  pack: {
    type: 'enum',
    values: ['long', 'short'],
    default: 'long',
    title: { de: 'Karte', en: 'Pack' },
    description: {
      de: 'Lange Karte: 32 Karten, 2×4 gegeben; kurze Karte: 24 Karten (ohne Achter und Siebener), 2×3 gegeben, ohne Sie, Bettel und Ramsch.',
      en: 'Long pack: 32 cards dealt 2×4; short pack (kurze Karte): 24 cards (no 8s and 7s) dealt 2×3, without Sie, Bettel and Ramsch.',
    },
    labels: [
      { de: 'Lange Karte (32)', en: 'long pack (32)' },
      { de: 'Kurze Karte (24)', en: 'short pack (24)' },
    ],
  },
  deals: {
    type: 'integer',
    default: 8,
    minimum: 1,
    maximum: 1000,
    nullable: true,
    title: { de: 'Spiele in der Runde', en: 'Deals in the session' },
    description: {
      de: 'So viele Spiele dauert die Runde (jedes zählt, auch ein eingeworfenes); offen: bis alle vier für das Ende stimmen.',
      en: 'Deals in the session (every deal counts, also a thrown-in one); open-ended: until all four vote to end it.',
    },
    nullTitle: { de: 'offen, bis alle vier aufhören wollen', en: 'open-ended, until all four vote to end' },
  },
  firstDealer: firstDealerOption(4, {
    de: 'Der Platz, der zuerst gibt; ohne Wahl der letzte Platz, dann hat Platz 1 im ersten Spiel die Vorhand.',
    en: 'The seat that deals first; without a choice the last seat, so seat 1 is Vorhand in the first deal.',
  }),
  wenz: allowed('Wenz', '(nur die vier Unter sind Trumpf)', '(only the four Unter are trumps)', true),
  geier: allowed('Geier', '(nur die vier Ober sind Trumpf)', '(only the four Ober are trumps)'),
  farbwenz: allowed('Farbwenz', '(die Unter und eine gewählte Farbe sind Trumpf)', '(the Unter and a chosen suit are trumps)'),
  farbgeier: allowed('Farbgeier', '(die Ober und eine gewählte Farbe sind Trumpf)', '(the Ober and a chosen suit are trumps)'),
  bettel: allowed(
    'Bettel',
    '(nur mit der langen Karte): der Spieler darf keinen Stich machen; kein Trumpf',
    '(long pack only): the soloist must take no trick; no trumps',
  ),
  tout: {
    type: 'boolean',
    default: true,
    title: { de: 'Tout', en: 'Tout' },
    description: {
      de: 'Jedes erlaubte Solo darf auch Tout gespielt werden (der Spieler muss alle Stiche machen; doppelter Wert).',
      en: 'Each allowed solo may also be played Tout (the soloist must take every trick; value doubled).',
    },
  },
  hochzeit: {
    type: 'boolean',
    default: false,
    title: { de: 'Hochzeit', en: 'Hochzeit' },
    description: {
      de: 'Wer genau einen Trumpf hat, darf statt „Weiter“ eine Hochzeit anbieten; wer „Ich spiele“ gesagt hat, darf heiraten, statt eine Sau zu rufen.',
      en: 'A player holding exactly one trump may offer a Hochzeit instead of saying Weiter; a player who said "Ich spiele" may marry instead of calling an ace.',
    },
  },
  hochzeitOpen: {
    type: 'boolean',
    default: false,
    title: { de: 'Hochzeitskarte offen', en: 'Hochzeit card face up' },
    description: {
      de: 'Der Trumpf der Hochzeit wird offen hingelegt (sonst verdeckt).',
      en: 'The Hochzeit trump is laid face up (otherwise face down).',
    },
  },
  steigern: {
    type: 'boolean',
    default: false,
    title: { de: 'Steigern', en: 'Steigern' },
    description: {
      de: 'Steigern: Spiele besser als Bettel und schlechter als Tout werden statt nach der festen Rangfolge nach Geboten der Augen in Zehnern ab 61 gereiht.',
      en: 'Steigern: games better than Bettel and worse than Tout are ranked by bids of the winning score in tens from 61 instead of the fixed order.',
    },
  },
  allPass: {
    type: 'enum',
    values: [...ALL_PASS],
    default: 'redeal',
    title: { de: 'Wenn alle weiter sagen', en: 'When everyone says Weiter' },
    description: {
      de: 'Wenn alle „Weiter“ sagen: neu geben; neu geben und das nächste Spiel, das zustande kommt, zählt doppelt; jeder zahlt ein Rufspiel in den Stock (oder das Doppelte); der Spieler mit dem Eichel-Ober muss ein Rufspiel spielen (Muss); oder Ramsch (nur mit der langen Karte).',
      en: 'When everyone says Weiter: deal again; deal again and the next game that comes about counts double; each pays a Rufspiel into the Stock (or twice that); the holder of the Eichel-Ober must play a Rufspiel (Muss); or Ramsch (long pack only).',
    },
    labels: [
      { de: 'neu geben', en: 'deal again' },
      { de: 'neu geben, nächstes Spiel doppelt', en: 'deal again, the next game counts double' },
      { de: 'in den Stock zahlen', en: 'pay into the Stock' },
      { de: 'doppelt in den Stock zahlen', en: 'pay twice into the Stock' },
      { de: 'Muss (Eichel-Ober spielt)', en: 'Muss (the Eichel-Ober plays)' },
      { de: 'Ramsch', en: 'Ramsch' },
    ],
  },
  renonce: {
    type: 'boolean',
    default: false,
    title: { de: 'Auf Renonce rufen', en: 'Call on Renonce' },
    description: {
      de: 'Ein gesperrter Spieler, der als Einziger spielen will, darf eine Sau auf Renonce rufen (oder einen Zehner oder König).',
      en: 'A gesperrt player who is the only one wanting to play may call an ace on Renonce (or a ten, or a king).',
    },
  },
  doubling: {
    type: 'enum',
    values: [...DOUBLING],
    default: 'off',
    title: { de: 'Doppeln (Klopfen)', en: 'Doubling (Klopfen)' },
    description: {
      de: 'Doppeln oder Klopfen nach der ersten Hälfte der Karten: aus, alle, oder alle außer dem Geber. Jedes Doppeln verdoppelt das Spiel.',
      en: 'Doppeln/Klopfen after the first half of the cards: off, everyone, or everyone except the dealer. Each doubling doubles the deal.',
    },
    labels: [
      { de: 'aus', en: 'off' },
      { de: 'alle', en: 'everyone' },
      { de: 'alle außer dem Geber', en: 'everyone but the dealer' },
    ],
  },
  stossMax: {
    type: 'integer',
    default: 4,
    minimum: 0,
    maximum: 4,
    title: { de: 'Spritzen bis', en: 'Spritzen up to' },
    description: {
      de: 'Wie weit gespritzt werden darf: gar nicht, Stoß, Re, Supra oder Resupra. Jedes verdoppelt das Spiel.',
      en: 'How far Spritzen goes: none, Stoß, Re, Supra or Resupra. Each doubles the game.',
    },
    labels: [
      { de: 'kein Spritzen', en: 'no Spritzen' },
      { de: 'Stoß', en: 'Stoß' },
      { de: 'Re', en: 'Re' },
      { de: 'Supra', en: 'Supra' },
      { de: 'Resupra', en: 'Resupra' },
    ],
  },
  stossUntil: {
    type: 'enum',
    values: [...STOSS_UNTIL],
    default: 'ownFirstCard',
    title: { de: 'Stoß geben bis', en: 'Stoß allowed until' },
    description: {
      de: 'Ein Gegenspieler darf Stoß geben, bis er seine erste Karte spielt oder bis der erste Stich voll ist. Re, Supra, Resupra: bis der Antwortende seine nächste Karte spielt.',
      en: 'A defender may give Stoß until he plays his first card or until the first trick is complete. Re, Supra, Resupra: until the answering player plays his next card.',
    },
    labels: [
      { de: 'zur eigenen ersten Karte', en: 'his own first card' },
      { de: 'zum Ende des ersten Stichs', en: 'the end of the first trick' },
    ],
  },
  laufendeFrom: {
    type: 'integer',
    default: 3,
    minimum: 1,
    maximum: 14,
    title: { de: 'Laufende ab', en: 'Laufende from' },
    description: {
      de: 'Ab so vielen Laufenden wird bezahlt (Rufspiel, Hochzeit, Solo, Farbwenz, Farbgeier und deren Tout).',
      en: 'Laufende are paid from this many (Rufspiel, Hochzeit, Solo, Farbwenz, Farbgeier and their Tout).',
    },
  },
  laufendeFromWenzGeier: {
    type: 'integer',
    default: 2,
    minimum: 1,
    maximum: 4,
    title: { de: 'Laufende ab (Wenz, Geier)', en: 'Laufende from (Wenz, Geier)' },
    description: {
      de: 'Ab so vielen Laufenden wird beim Wenz und Geier bezahlt.',
      en: 'Laufende are paid from this many in Wenz and Geier.',
    },
  },
  tariffRufspiel: tariff(
    10,
    { de: 'Tarif Rufspiel', en: 'Rufspiel tariff' },
    { de: 'Tarif des Rufspiels (auch die Zahlung in den Stock)', en: 'Rufspiel tariff (also the Stock payment)' },
  ),
  tariffSolo: tariff(
    50,
    { de: 'Tarif Solo', en: 'Solo tariff' },
    {
      de: 'Tarif für Solo, Wenz, Geier, Farbwenz, Farbgeier (auch Tout und Sie)',
      en: 'Solo, Wenz, Geier, Farbwenz, Farbgeier tariff (also Tout and Sie)',
    },
  ),
  tariffBettel: tariff(30, { de: 'Tarif Bettel', en: 'Bettel tariff' }, { de: 'Tarif des Bettels', en: 'Bettel tariff' }),
  tariffHochzeit: tariff(20, { de: 'Tarif Hochzeit', en: 'Hochzeit tariff' }, { de: 'Tarif der Hochzeit', en: 'Hochzeit tariff' }),
  tariffRamsch: tariff(
    20,
    { de: 'Tarif Ramsch', en: 'Ramsch tariff' },
    { de: 'Tarif des Ramsch (jeder Verlierer zahlt ihn jedem Gewinner)', en: 'Ramsch tariff (each loser pays it to each winner)' },
  ),
  tariffBonus: tariff(
    10,
    { de: 'Schneider, Schwarz, Laufende', en: 'Schneider, Schwarz, Laufende' },
    { de: 'Schneider, Schwarz und jeder Laufende', en: 'Schneider, Schwarz and each Laufender' },
  ),
  stockShared: {
    type: 'boolean',
    default: false,
    title: { de: 'Stock mit dem Partner teilen', en: 'Stock shared with the partner' },
    description: {
      de: 'Den Stock gewinnt (und verdoppelt beim Verlieren) der Spieler mit seinem Partner, je zur Hälfte; sonst der Spieler allein.',
      en: 'The Stock is won (and doubled on a loss) by the declarer together with his partner, half each; otherwise by the declarer alone.',
    },
  },
  stockSolo: {
    type: 'boolean',
    default: false,
    title: { de: 'Stock auch bei Einzelspielen', en: 'Stock in single games too' },
    description: {
      de: 'Auch Einzelspiele (Solo, Wenz, …, Bettel) gewinnen den Stock und verdoppeln ihn, wenn sie verloren gehen.',
      en: 'Single games (Solo, Wenz, ..., Bettel) also win the Stock, and double it when lost.',
    },
  },
  schieberrunde: {
    type: 'integer',
    default: 0,
    minimum: 0,
    maximum: 4,
    title: { de: 'Schieberrunde nach Herz-Solo', en: 'Schieberrunde after a Herz-Solo' },
    description: {
      de: 'Nach einem gewonnenen Herz-Solo sind die nächsten so vielen Spiele eine Schieberrunde (0: keine).',
      en: 'After a won Herz-Solo the next this many deals are a Schieberrunde (0: none).',
    },
  },
};

export const DEFAULT_OPTIONS: SchafkopfOptions = Object.fromEntries(
  Object.entries(SCHAFKOPF_OPTIONS).map(([name, spec]) => [name, spec.default]),
) as unknown as SchafkopfOptions;

/** The options with their specs, listed once (every match's initial state reads them all). */
const OPTION_SPECS = Object.entries(SCHAFKOPF_OPTIONS);

/** Reads stored options; anything missing or malformed falls back to the default (evolve must never throw). */
export function readOptions(raw: unknown): SchafkopfOptions {
  const given = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [name, spec] of OPTION_SPECS) {
    const value = given[name];
    let ok: boolean;
    if (spec.type === 'boolean') ok = typeof value === 'boolean';
    else if (spec.type === 'enum') ok = spec.values.includes(value as string);
    else
      ok =
        (value === null && spec.nullable === true) ||
        (Number.isInteger(value) && (value as number) >= spec.minimum && (value as number) <= spec.maximum);
    out[name] = ok ? value : spec.default;
  }
  return out as unknown as SchafkopfOptions;
}

/**
 * The pack option alone, as readOptions reads it (anything but "short" is the default, long): dealCards asks for
 * it twice per deal, and reading all 29 options for it was 4% of self-play time (bench:engine, --cpu-prof).
 */
export function packOption(raw: unknown): SchafkopfOptions['pack'] {
  return typeof raw === 'object' && raw !== null && (raw as Record<string, unknown>).pack === 'short' ? 'short' : 'long';
}

export const packOf = (options: Pick<SchafkopfOptions, 'pack'>): readonly Card[] =>
  options.pack === 'short' ? PACKS.short24 : PACKS.long32;

/** Cards per hand: 8 with the long pack, 6 with the kurze Karte. */
export const handSize = (options: Pick<SchafkopfOptions, 'pack'>): number => (options.pack === 'short' ? 6 : 8);
