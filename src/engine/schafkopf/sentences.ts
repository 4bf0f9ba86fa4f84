import {
  endEventSentence,
  capitalised,
  isRecord,
  plainDealSentence,
  seatList,
  seatName,
  sharedDealOf,
  type GameSentences,
  type Language,
  type SeatNames,
} from '../core/language.js';
import type { Seat } from '../core/seats.js';
import { euros, gameName } from './summary.js';
import type { DealScoredData, SchafkopfState } from './types.js';

/**
 * Schafkopf's sentences for people, rendered from the structured data of its `DealScored` and its final state in
 * a language (core/language.ts). Seats are named from 1; the games keep their names ("Herz-Solo", "Wenz").
 */

const SEATS: Seat[] = [0, 1, 2, 3];

/** An amount in euros as German writes it: "15,60 €". */
const germanEuros = (cents: number): string => euros(cents).replace('.', ',');

/** The article of a game's name in the accusative: das Rufspiel, das Solo, die Hochzeit, den Wenz. */
function article(game: string): string {
  const base = game.endsWith('Tout') ? game.slice(0, -'Tout'.length) : game;
  if (base === 'rufspiel' || base === 'solo') return 'das';
  return base === 'hochzeit' ? 'die' : 'den';
}

function dealSentence(d: DealScoredData, language: Language, names: SeatNames): string {
  const de = language === 'de';
  const list = (seats: readonly Seat[]) => seatList(seats, language, names);
  const seat = (s: Seat) => seatName(s, language, names);
  const contract = d.contract;
  switch (d.kind) {
    case 'thrownIn':
      if (de)
        return d.stockChange > 0
          ? `Alle vier sagen „Weiter“: Das Spiel wird eingeworfen, jeder zahlt ${germanEuros(d.value)} in den Stock.`
          : 'Alle vier sagen „Weiter“: Das Spiel wird eingeworfen.';
      return d.stockChange > 0
        ? `All four said "Weiter": the deal is thrown in and each pays ${euros(d.value)} into the Stock.`
        : 'All four said "Weiter": the deal is thrown in.';
    case 'schieberFailed': {
      const payers = SEATS.filter((s) => (d.payments[s] ?? 0) < 0);
      if (de)
        return `Schieberrunde: Weder Vorhand noch der Geber hat gespielt; ${payers.length > 0 ? `${list(payers)} ${payers.length === 1 ? 'zahlt' : 'zahlen'} jedem anderen ein Solo` : 'niemand zahlt'}.`;
      return `Schieberrunde: neither Vorhand nor the dealer played; ${payers.length > 0 ? `${list(payers)} pay a Solo to each of the others` : 'nobody pays'}.`;
    }
    case 'ramsch': {
      if (d.durchmarsch) {
        const marchers = SEATS.filter((s) => !d.ramschLosers.includes(s));
        return de
          ? `Ramsch: ${list(marchers)} ${marchers.length === 1 ? 'macht' : 'machen'} einen Durchmarsch.`
          : `Ramsch: ${list(marchers)} made a Durchmarsch.`;
      }
      const most = Math.max(...d.ramschLosers.map((s) => d.points[s] ?? 0));
      return de
        ? `Ramsch: ${list(d.ramschLosers)} ${d.ramschLosers.length === 1 ? 'verliert' : 'verlieren'} mit ${most} Augen.`
        : `Ramsch: ${list(d.ramschLosers)} lost with ${most} points.`;
    }
    default: {
      if (contract === null || contract.declarer === null) return de ? 'Das Spiel ist abgerechnet.' : 'The deal is scored.';
      const who = `${capitalised(seat(contract.declarer))}${d.partner === null ? '' : de ? ` mit ${seat(d.partner)}` : ` with ${seat(d.partner)}`}`;
      const plural = d.partner !== null;
      const name = gameName(contract);
      if (contract.game === 'sie')
        return de ? `${capitalised(seat(contract.declarer))} zeigt einen Sie.` : `${capitalised(seat(contract.declarer))} showed a Sie.`;
      if (de) {
        const verb = d.won ? (plural ? 'gewinnen' : 'gewinnt') : plural ? 'verlieren' : 'verliert';
        if (contract.game.endsWith('Tout'))
          return `${who} ${verb} ${article(contract.game)} ${name}: ${d.won ? 'alle Stiche' : 'die Gegner haben einen Stich gemacht'}.`;
        if (contract.game === 'bettel') return `${who} ${verb} den Bettel: ${d.won ? 'kein Stich' : 'ein Stich gemacht'}.`;
        const extras = [d.schneider ? 'Schneider' : '', d.schwarz ? 'Schwarz' : ''].filter(Boolean);
        return `${who} ${verb} ${article(contract.game)} ${name} mit ${d.declarerPoints ?? 0} Augen${extras.length > 0 ? `, ${extras.join(', ')}` : ''}.`;
      }
      const verb = d.won ? 'won' : 'lost';
      if (contract.game.endsWith('Tout')) return `${who} ${verb} the ${name}: ${d.won ? 'every trick' : 'the others took a trick'}.`;
      if (contract.game === 'bettel') return `${who} ${verb} the Bettel: ${d.won ? 'no trick' : 'a trick taken'}.`;
      const extras = [d.schneider ? 'Schneider' : '', d.schwarz ? 'Schwarz' : ''].filter(Boolean);
      return `${who} ${verb} the ${name} with ${d.declarerPoints ?? 0} points${extras.length > 0 ? `, ${extras.join(', ')}` : ''}.`;
    }
  }
}

export const schafkopfSentences: GameSentences<SchafkopfState> = {
  event(event, language, names = []) {
    if (!isRecord(event.data)) return null;
    if (event.type === 'DealScored') {
      const shared = sharedDealOf(event.data);
      if (!shared) return null;
      const d = event.data as unknown as DealScoredData;
      const complete = typeof d.kind === 'string' && Array.isArray(d.payments) && Array.isArray(d.points) && Array.isArray(d.ramschLosers);
      return complete ? dealSentence(d, language, names) : plainDealSentence(shared, language, names);
    }
    return endEventSentence(event, language, names);
  },
  outcome(state, language, names = []) {
    if (state.phase !== 'over' || state.winners === null) return null;
    const winners = state.winners;
    const de = language === 'de';
    const list = seatList(winners, language, names);
    if (state.endReason === 'forfeit') {
      const by = capitalised(seatName(state.forfeitedBy ?? 0, language, names));
      return de
        ? `${by} bricht die Runde ab; ${list} ${winners.length === 1 ? 'gewinnt' : 'gewinnen'}.`
        : `${by} abandoned the session; ${list} ${winners.length === 1 ? 'wins' : 'win'}.`;
    }
    const deals = state.deal;
    const ahead = (de ? germanEuros : euros)(state.ledger[winners[0]] ?? 0);
    if (de) {
      const how =
        state.endReason === 'vote'
          ? `Alle vier beenden die Runde nach ${deals} ${deals === 1 ? 'Spiel' : 'Spielen'}`
          : deals === 1
            ? 'Das eine Spiel der Runde ist gespielt'
            : `Die ${deals} Spiele der Runde sind gespielt`;
      return `${how}: ${list} ${winners.length === 1 ? 'liegt' : 'liegen'} mit ${ahead} vorn.`;
    }
    const how =
      state.endReason === 'vote'
        ? `All four agreed to end the session after ${deals} deal${deals === 1 ? '' : 's'}`
        : deals === 1
          ? "The session's one deal is played"
          : `The session's ${deals} deals are played`;
    return `${how}: ${list} ${winners.length === 1 ? 'is' : 'are'} ahead with ${ahead}.`;
  },
};
