import { lang } from './i18n.js';

// The house rules of the create form in the players' words. The game catalogue (GET /games) may give each option a
// title and a sentence per language; where it does not, the titles below stand in, so no option shows its key.

/** An option as the catalogue publishes it (JSON Schema, plus the words where the catalogue has them). */
export interface OptionSchema {
  type?: string | string[];
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  default?: unknown;
  title?: Words;
  description?: Words;
  'x-title'?: Words;
  'x-description'?: Words;
  'x-values'?: Record<string, Words>;
}

/** Text in one language (as the service answered Accept-Language) or in each. */
type Words = string | Partial<Record<'de' | 'en', string>>;

const inLanguage = (words: Words | undefined): string | undefined => {
  if (words === undefined) return undefined;
  if (typeof words === 'string') return words;
  return words[lang.get()] ?? undefined;
};

const TITLES: Record<string, [de: string, en: string]> = {
  deck: ['Kartenzahl', 'Pack size'],
  lives: ['Leben', 'Lives'],
  feuerValue: ['Wert von Feuer', 'Value of Feuer'],
  knockAfterFirstRound: ['Klopfen erst nach der ersten Runde', 'Knock only after the first round'],
  firstDealer: ['Wer zuerst gibt', 'First dealer'],
  bummerl: ['Anzahl Bummerl', 'Number of Bummerl'],
  herzrunde: ['Herzrunde', 'Herzrunde'],
  softTricks: ['Eigene Stiche ansehen', 'Look at your own tricks'],
  countDown: ['Von 24 herunterzählen', 'Count down from 24'],
  gangPrecedence: ['Gang gegen Zehnergang', 'Gang against Zehnergang'],
  cutOrKnock: ['Abheben oder Klopfen', 'Cut or knock'],
  plauderer: ['Plauderer', 'Plauderer'],
  bettler: ['Bettler', 'Bettler'],
  assenbettler: ['Assenbettler', 'Assenbettler'],
  assBettler: ['Ass-Bettler', 'Ass-Bettler'],
  schnapser: ['Schnapser', 'Schnapser'],
  gang: ['Gang', 'Gang'],
  zehnergang: ['Zehnergang', 'Zehnergang'],
  bauernschnapser: ['Bauernschnapser', 'Bauernschnapser'],
  bauernloch: ['Bauernloch', 'Bauernloch'],
  kontraschnapser: ['Kontraschnapser', 'Kontraschnapser'],
  kontrabauernschnapser: ['Kontrabauernschnapser', 'Kontrabauernschnapser'],
  blinderBettler: ['Blinder Bettler', 'Blinder Bettler'],
  dokta: ['Dokta', 'Dokta'],
  schnapserZusammen: ['Schnapser zusammen', 'Schnapser zusammen'],
  farbenringerl: ['Farbenringerl', 'Farbenringerl'],
  trumpfringerl: ['Trumpfringerl', 'Trumpfringerl'],
  kontraHerrenbauer: ['Kontra-Herrenbauer', 'Kontra-Herrenbauer'],
  schnapserMitMann: ['Schnapser mit Mann', 'Schnapser mit Mann'],
  bettlerPartnerSitsOut: ['Partner setzt beim Bettler aus', 'Partner sits out a Bettler'],
  blindTrump: ['Blind-Rufen', 'Blind-Rufen'],
  pack: ['Karte', 'Pack'],
  deals: ['Spiele in der Runde', 'Deals in the session'],
  wenz: ['Wenz', 'Wenz'],
  geier: ['Geier', 'Geier'],
  farbwenz: ['Farbwenz', 'Farbwenz'],
  farbgeier: ['Farbgeier', 'Farbgeier'],
  bettel: ['Bettel', 'Bettel'],
  tout: ['Tout', 'Tout'],
  hochzeit: ['Hochzeit', 'Hochzeit'],
  hochzeitOpen: ['Hochzeitskarte offen', 'Hochzeit card face up'],
  steigern: ['Steigern', 'Steigern'],
  allPass: ['Wenn alle weiter sagen', 'When everyone passes'],
  renonce: ['Renonce', 'Renonce'],
  doubling: ['Doppeln (Klopfen)', 'Doubling (Klopfen)'],
  stossMax: ['Spritzen bis', 'Spritzen up to'],
  stossUntil: ['Stoß geben bis', 'Stoß allowed until'],
  laufendeFrom: ['Laufende ab', 'Laufende from'],
  laufendeFromWenzGeier: ['Laufende ab (Wenz, Geier)', 'Laufende from (Wenz, Geier)'],
  tariffRufspiel: ['Tarif Rufspiel (Cent)', 'Rufspiel tariff (cents)'],
  tariffSolo: ['Tarif Solo (Cent)', 'Solo tariff (cents)'],
  tariffBettel: ['Tarif Bettel (Cent)', 'Bettel tariff (cents)'],
  tariffHochzeit: ['Tarif Hochzeit (Cent)', 'Hochzeit tariff (cents)'],
  tariffRamsch: ['Tarif Ramsch (Cent)', 'Ramsch tariff (cents)'],
  tariffBonus: ['Schneider, Schwarz, Laufende (Cent)', 'Schneider, Schwarz, Laufende (cents)'],
  stockShared: ['Stock mit dem Partner teilen', 'Stock shared with the partner'],
  stockSolo: ['Stock auch bei Solo', 'Stock in single games too'],
  schieberrunde: ['Schieberrunde nach Herz-Solo', 'Schieberrunde after a Herz-Solo'],
  exchangeWithOneLeft: ['Atout tauschen mit einer Karte im Talon', 'Exchange trump with one card left'],
  closeWithOneLeft: ['Zudrehen mit einer Karte im Talon', 'Close with one card left'],
  wrongClaim: ['Falsch ausgemeldet', 'A wrong claim of 66'],
  tieBreak: ['Gleichstand der Letzten', 'A tie for the last place'],
  bummerlTo: ['Wer das Bummerl bekommt', 'Who takes the Bummerl'],
  ruferRaise: ['Rufer darf erhöhen', 'Rufer may raise'],
  raiseAfterTalon: ['Erhöhen nach dem Talon', 'Raise after the talon'],
  noBidTalon: ['Wenn niemand bietet', 'When nobody bids'],
};

const VALUES: Record<string, Record<string, [de: string, en: string]>> = {
  pack: { long: ['Lange Karte (32)', 'Long pack (32)'], short: ['Kurze Karte (24)', 'Short pack (24)'] },
  deck: { 36: ['36 Karten (mit Sechsern)', '36 cards (with the sixes)'], 32: ['32 Karten', '32 cards'] },
  allPass: {
    redeal: ['Neu geben', 'Deal again'],
    redealDouble: ['Neu geben, nächstes Spiel doppelt', 'Deal again, the next game counts double'],
    stock: ['In den Stock zahlen', 'Pay into the Stock'],
    stockDouble: ['Stock, doppelt', 'Stock, doubled'],
    muss: ['Muss-Spiel', 'Muss-Spiel'],
    ramsch: ['Ramsch', 'Ramsch'],
  },
  doubling: { off: ['aus', 'off'], everyone: ['alle', 'everyone'], exceptDealer: ['alle außer dem Geber', 'everyone but the dealer'] },
  stossUntil: { ownFirstCard: ['zur eigenen ersten Karte', 'your own first card'], firstTrick: ['zum Ende des ersten Stichs', 'the end of the first trick'] },
  gangPrecedence: { value: ['Zehnergang geht vor (Wert)', 'Zehnergang first (value)'], gang: ['Gang geht vor', 'Gang first'] },
  plauderer: {
    off: ['aus', 'off'],
    a: ['a: Gegner sehen einander', 'a: opponents see each other'],
    b: ['b: Gegner offen nach dem 1. Stich', 'b: opponents open after trick 1'],
    c: ['c: Spieler offen nach dem 1. Stich', 'c: declarer open after trick 1'],
  },
  wrongClaim: { fixed: ['Gegner bekommt 2 (3)', 'opponent scores 2 (3)'], mirror: ['Gegner bekommt, was man bekommen hätte', 'opponent scores what the claim would have'] },
  tieBreak: { playoff: ['Stechen (Schnapsen zu zweit)', 'play-off (Schnapsen for two)'], bothBummerl: ['beide bekommen ein Bummerl', 'both take a Bummerl'] },
  bummerlTo: { lowest: ['der Niedrigste', 'the lowest'], allBelow24: ['alle unter 24', 'everyone below 24'] },
  noBidTalon: { takeAndName: ['Rufer nimmt den Talon und sagt an', 'Rufer takes the talon and names'], regional: ['regional', 'regional'] },
  stossMax: { 0: ['kein Spritzen', 'no Spritzen'], 1: ['Stoß', 'Stoß'], 2: ['Re', 'Re'], 3: ['Supra', 'Supra'], 4: ['Resupra', 'Resupra'] },
};

const pick = (pair: [string, string] | undefined) => pair?.[lang.get() === 'de' ? 0 : 1];
/** "firstDealer" -> "First dealer": the last resort, never the raw key. */
const spelled = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().replace(/^./, (c) => c.toUpperCase());

/** The option's title: the catalogue's, else the client's own. */
export const optionTitle = (key: string, schema: OptionSchema) => inLanguage(schema.title) ?? inLanguage(schema['x-title']) ?? pick(TITLES[key]) ?? spelled(key);

/** The option's sentence: the catalogue's (in the language asked for). */
export const optionDescription = (schema: OptionSchema) => inLanguage(schema['x-description']) ?? inLanguage(schema.description);

/** A value of an option in words ("Lange Karte (32)", "ja"). */
export function optionValue(key: string, schema: OptionSchema, value: unknown): string {
  const given = schema['x-values']?.[String(value)];
  if (given) return inLanguage(given) ?? String(value);
  const known = pick(VALUES[key]?.[String(value)]);
  if (known) return known;
  if (typeof value === 'boolean') return lang.get() === 'de' ? (value ? 'ja' : 'nein') : value ? 'yes' : 'no';
  return String(value);
}
