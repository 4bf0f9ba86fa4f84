import { Tape as CoreTape } from '../core/tape.js';
import type { Seat } from '../core/seats.js';
import { evolve } from './evolve.js';
import { dealCards } from './rules/deal.js';
import { isFeuer, isSchnauz } from './rules/hand-value.js';
import { payments, scoreDeal } from './rules/showdown.js';
import { summarize } from './rules/summary.js';
import { inPlay, nextInPlay, seatsInPlay } from './seating.js';
import type { DealEndReason, SchwimmenEvent, SchwimmenState } from './types.js';

/** The Tape of this game: events and the Schwimmen state they lead to. */
export class Tape extends CoreTape<SchwimmenState, SchwimmenEvent> {
  constructor(state: SchwimmenState) {
    super(state, evolve);
  }
}

/** Deals the next deal: deal 1 by the first dealer, later deals by the left neighbour still in play. */
export function dealNext(tape: Tape, dealer: Seat): void {
  const { state } = tape;
  const deal = state.deal + 1;
  const { hands, second, stock } = dealCards(state, deal, dealer, inPlay(state));
  tape.emit({ type: 'DealDealt', data: { dealNumber: deal, dealer, hands, second, stock, stockCount: stock.length } });
  // Feuer straight from the deal ends it at once; the dealer's hand counts only once he has chosen.
  const feuer = hands.findIndex((hand, seat) => seat !== dealer && hand !== null && isFeuer(hand));
  if (feuer >= 0) showFeuer(tape, feuer);
}

export function showFeuer(tape: Tape, seat: Seat): void {
  tape.emit({ type: 'FeuerShown', data: { seat } });
  endDeal(tape, 'feuer');
}

/** After a move: the showdown once every last turn after a knock is taken, else the next player's turn. */
export function nextTurn(tape: Tape): void {
  const { knockedBy, finalTurns } = tape.state;
  if (knockedBy !== null && finalTurns.length === 0) return endDeal(tape, 'knock');
  startTurn(tape);
}

/** Schnauz ends the deal as soon as its holder is on turn. */
export function startTurn(tape: Tape): void {
  const { turn, hands } = tape.state;
  if (turn !== null && isSchnauz(hands[turn] ?? [])) {
    tape.emit({ type: 'SchnauzShown', data: { seat: turn } });
    endDeal(tape, 'schnauz');
  }
}

/** Showdown, payments, then the next deal or the end of the match. */
export function endDeal(tape: Tape, reason: DealEndReason): void {
  const { state } = tape;
  const showdown = scoreDeal(reason, state.hands, state.options.feuerValue);
  tape.emit({ type: 'DealScored', data: summarize(state.deal, showdown, (seat) => state.status[seat] === 'swimming') });
  const due = payments(showdown.payers, state.lives, state.status);
  if (due === null) {
    tape.emit({ type: 'MatchEnded', data: { winners: seatsInPlay(state) } });
    return;
  }
  for (const payment of due) {
    if (payment.type === 'PlayerEliminated') {
      tape.emit({ type: 'PlayerEliminated', data: { seat: payment.seat } });
      continue;
    }
    tape.emit({ type: 'LifeLost', data: { seat: payment.seat, livesLeft: payment.livesLeft } });
    if (payment.swims) tape.emit({ type: 'PlayerSwam', data: { seat: payment.seat } });
  }
  const left = seatsInPlay(tape.state);
  if (left.length <= 1) {
    tape.emit({ type: 'MatchEnded', data: { winners: left } });
    return;
  }
  // The deal passes to the left, skipping players who are out.
  dealNext(tape, nextInPlay(tape.state, state.dealer ?? 0));
}
