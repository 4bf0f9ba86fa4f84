import type { ResultItem } from '../core/view.js';
import type { Seat } from '../core/seats.js';
import type { Contract, DealDetails, DealResult, DealScoredData, DoublingReason, Item } from './types.js';

/**
 * `DealScored`: the shared deal summary (dealNumber, winners, summary, items, changes), then the deal
 * in full. The scoring computes a `DealResult` (rules/scoring.ts); `dealScored` turns it into the event's data and
 * `dealResultOf` turns the data back (rules version 1 recorded the `DealResult` itself): each undoes the other.
 */

const SUIT_NAMES: Record<string, string> = { E: 'Eichel', G: 'Gras', H: 'Herz', S: 'Schellen' };

const BASE_LABELS: Record<Exclude<Item['what'], 'laufende'>, string> = { tariff: 'Grundtarif', schneider: 'Schneider', schwarz: 'Schwarz' };
const LAUFENDE = /^(\d+) Laufender?$/;
const DOUBLING_LABELS: Record<DoublingReason, string> = {
  thrownIn: 'Eingeworfen x2',
  klopfen: 'Klopfen x2',
  stoss: 'Stoß x2',
  re: 'Re x2',
  supra: 'Supra x2',
  resupra: 'Resupra x2',
  tout: 'Tout x2',
  sie: 'Sie x4',
};
/** The Stock: cents the players took from it (negative: paid into it). */
export const STOCK_LABEL = 'Stock';
/** A thrown-in deal under allPass "stock"/"stockDouble": each seat's stake before Klopfen. */
export const STAKE_LABEL = 'Einsatz';

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);
export const euros = (cents: number): string => `${cents < 0 ? '-' : ''}${(Math.abs(cents) / 100).toFixed(2)} €`;

/** The games' names without Tout, as the table says them. */
const GAME_NAMES: Record<string, string> = {
  rufspiel: 'Rufspiel',
  hochzeit: 'Hochzeit',
  bettel: 'Bettel',
  solo: 'Solo',
  wenz: 'Wenz',
  farbwenz: 'Farbwenz',
  geier: 'Geier',
  farbgeier: 'Farbgeier',
  sie: 'Sie',
  ramsch: 'Ramsch',
};

/** The name of a game as the table says it: "Rufspiel", "Herz-Solo", "Eichel-Farbwenz Tout", "Sie". */
export function gameName(contract: Pick<Contract, 'game' | 'suit'>): string {
  const suit = contract.suit === null ? '' : `${SUIT_NAMES[contract.suit]}-`;
  const tout = contract.game.endsWith('Tout');
  const base = tout ? contract.game.slice(0, -'Tout'.length) : contract.game;
  return `${suit}${GAME_NAMES[base] ?? base}${tout ? ' Tout' : ''}`;
}

const seatList = (seats: readonly Seat[]): string =>
  seats.length === 1 ? `seat ${seats[0]}` : `seats ${seats.slice(0, -1).join(', ')} and ${seats[seats.length - 1]}`;
/** `text` with a capital first letter; the text itself when it has one already (as every summary sentence does). */
function capital(text: string): string {
  const first = text.charAt(0);
  const upper = first.toUpperCase();
  return upper === first ? text : upper + text.slice(1);
}

/**
 * The itemised result: the items of one unit (Grundtarif, Laufende, Schneider, Schwarz, or a thrown-in deal's
 * stake), each doubling with what it added (Eingeworfen, Klopfen, Stoß, Re, Supra, Resupra, Tout x2, Sie x4),
 * so these add up to the unit `value`; then what went from the Stock to the players (negative: into it).
 */
function itemsOf(result: DealResult): ResultItem[] {
  const items: ResultItem[] = result.items.map((item) =>
    item.what === 'laufende'
      ? { label: `${item.count ?? 0} ${item.count === 1 ? 'Laufender' : 'Laufende'}`, value: item.amount }
      : { label: BASE_LABELS[item.what], value: item.amount },
  );
  const factor = 2 ** result.doublings.length;
  // A thrown-in deal has no items: its unit (if any) is the stake each seat paid into the Stock.
  if (result.kind === 'thrownIn' && result.value !== 0) items.push({ label: STAKE_LABEL, value: result.value / factor });
  let running = sum(items.map((item) => item.value));
  if (running !== 0) {
    for (let i = 0; i < result.doublings.length; i++) {
      const reason = result.doublings[i].reason;
      // The Sie's two doublings are one item, x4.
      const times = reason === 'sie' && result.doublings[i + 1]?.reason === 'sie' ? (i++, 4) : 2;
      items.push({ label: DOUBLING_LABELS[reason], value: running * (times - 1) });
      running *= times;
    }
  }
  if (result.stockChange !== 0) items.push({ label: STOCK_LABEL, value: -result.stockChange });
  return items;
}

/** The seats that won the deal: the winning side of a game, the Ramsch's non-losers, nobody in a thrown-in deal. */
function winnersOf(result: DealResult): Seat[] {
  const seats: Seat[] = [0, 1, 2, 3];
  switch (result.kind) {
    case 'game': {
      const declarer = result.contract?.declarer ?? null;
      if (declarer === null) return [];
      const side = result.partner === null ? [declarer] : [declarer, result.partner].sort((a, b) => a - b);
      return result.won ? side : seats.filter((seat) => !side.includes(seat));
    }
    case 'ramsch':
      return seats.filter((seat) => !result.ramschLosers.includes(seat));
    case 'schieberFailed':
      return seats.filter((seat) => result.payments[seat] > 0);
    default:
      return [];
  }
}

function sentenceOf(result: DealResult): string {
  const contract = result.contract;
  switch (result.kind) {
    case 'thrownIn':
      return result.stockChange > 0
        ? `All four said "Weiter": the deal is thrown in and each pays ${euros(result.value)} into the Stock.`
        : 'All four said "Weiter": the deal is thrown in.';
    case 'schieberFailed': {
      const payers = [0, 1, 2, 3].filter((seat) => result.payments[seat] < 0);
      return `Schieberrunde: neither Vorhand nor the dealer played; ${payers.length > 0 ? `${seatList(payers)} pay a Solo to each of the others` : 'nobody pays'}.`;
    }
    case 'ramsch':
      if (result.durchmarsch)
        return `Ramsch: ${seatList([0, 1, 2, 3].filter((seat) => !result.ramschLosers.includes(seat)))} made a Durchmarsch.`;
      return `Ramsch: ${seatList(result.ramschLosers)} lost with ${Math.max(...result.ramschLosers.map((seat) => result.points[seat]))} points.`;
    default: {
      if (contract === null || contract.declarer === null) return 'The deal is scored.';
      const who = `Seat ${contract.declarer}${result.partner === null ? '' : ` with seat ${result.partner}`}`;
      const verb = result.won ? 'won' : 'lost';
      const name = gameName(contract);
      if (contract.game === 'sie') return `Seat ${contract.declarer} showed a Sie.`;
      if (contract.game.endsWith('Tout')) return `${who} ${verb} the ${name}: ${result.won ? 'every trick' : 'the others took a trick'}.`;
      if (contract.game === 'bettel') return `${who} ${verb} the Bettel: ${result.won ? 'no trick' : 'a trick taken'}.`;
      const extras = [result.schneider ? 'Schneider' : '', result.schwarz ? 'Schwarz' : ''].filter(Boolean);
      return `${who} ${verb} the ${name} with ${result.declarerPoints ?? 0} points${extras.length > 0 ? `, ${extras.join(', ')}` : ''}.`;
    }
  }
}

/** Each seat's change in cents: the game's payment and the Stock's. */
const changesOf = (result: DealResult): DealScoredData['changes'] =>
  [0, 1, 2, 3].map((seat) => ({ seat, delta: (result.payments[seat] ?? 0) + (result.stockPayments[seat] ?? 0) }));

/**
 * The `DealScored` data of a deal the scoring has just scored: the shared summary, then the deal's details in the
 * order rules/scoring.ts makes every DealResult's fields (`blank`). Written out field by field: V8 copied the
 * details through a rest and a spread (as `recordedDealScored` still does) some twenty times slower, a few
 * microseconds per deal (bench:engine, --cpu-prof).
 */
export function dealScored(result: DealResult): DealScoredData {
  return {
    dealNumber: result.deal,
    winners: winnersOf(result),
    summary: capital(sentenceOf(result)),
    items: itemsOf(result),
    changes: changesOf(result),
    kind: result.kind,
    contract: result.contract,
    partner: result.partner,
    hands: result.hands,
    points: result.points,
    tricks: result.tricks,
    declarerPoints: result.declarerPoints,
    won: result.won,
    schneider: result.schneider,
    schwarz: result.schwarz,
    laufende: result.laufende,
    doublings: result.doublings,
    value: result.value,
    ramschLosers: result.ramschLosers,
    durchmarsch: result.durchmarsch,
    payments: result.payments,
    stockPayments: result.stockPayments,
    stockChange: result.stockChange,
  };
}

/**
 * The `DealScored` data of a DealResult as rules version 1 recorded it (upcast.ts): its details with whatever
 * fields it has, in the order it has them (a stored event's fields come back from the database in the database's
 * order), so an old stream replays exactly as it always did.
 */
export function recordedDealScored(result: DealResult): DealScoredData {
  const { deal, items: _items, ...details } = result;
  return {
    dealNumber: deal,
    winners: winnersOf(result),
    summary: capital(sentenceOf(result)),
    items: itemsOf(result),
    changes: changesOf(result),
    ...details,
  };
}

/** Schafkopf's part of `DealScored`: everything but the shared summary. */
export function detailsOf(data: DealScoredData): DealDetails {
  const { dealNumber: _n, winners: _w, summary: _s, items: _i, changes: _c, ...details } = data;
  return details;
}

/** The `DealResult` a `DealScored` data was made from (what rules version 1 recorded). */
export function dealResultOf(data: DealScoredData): DealResult {
  const items: Item[] = [];
  for (const { label, value } of data.items) {
    const laufende = LAUFENDE.exec(label);
    if (laufende) items.push({ what: 'laufende', amount: value, count: Number(laufende[1]) });
    else {
      const what = (Object.keys(BASE_LABELS) as (keyof typeof BASE_LABELS)[]).find((key) => BASE_LABELS[key] === label);
      if (what) items.push({ what, amount: value });
    }
  }
  const { dealNumber, ...rest } = data;
  const details = detailsOf({ ...rest, dealNumber });
  // Stored deals carry every hand (only a redacted copy has nulls), so the old shape gets them all.
  return { deal: dealNumber, ...details, hands: details.hands.map((hand) => hand ?? []), items };
}
