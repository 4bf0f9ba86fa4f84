import { Tape as CoreTape } from '../core/tape.js';
import type { Card } from '../core/cards.js';
import type { Seat } from '../core/seats.js';
import { winningPlay, cardPoints } from '../core/tricks.js';
import { evolve } from './evolve.js';
import { dealCards, firstHalfSize } from './rules/deal.js';
import { GAMES, orderOf } from './rules/games.js';
import { handSize, packOf } from './rules/options.js';
import { scoreGame, scoreSchieberFailed, scoreThrownIn } from './rules/scoring.js';
import { declaringSide, vorhandOf } from './seating.js';
import { dealScored } from './summary.js';
import type { Contract, SchafkopfEvent, SchafkopfState } from './types.js';

/** The Tape of this game: events and the Schafkopf state they lead to. */
export class Tape extends CoreTape<SchafkopfState, SchafkopfEvent> {
  constructor(state: SchafkopfState) {
    super(state, evolve);
  }
}

const dealerOfNext = (state: SchafkopfState): Seat => (state.deal === 0 ? (state.dealer ?? 3) : ((state.dealer ?? 3) + 1) % 4);

/** Deals the next deal: the first half; the second at once unless the table klopft first. */
export function startDeal(tape: Tape): void {
  const { state } = tape;
  const deal = state.deal + 1;
  const dealer = dealerOfNext(state);
  const schieber = state.schieberLeft > 0;
  const hands = dealCards(state, deal, dealer, schieber);
  const size = handSize(state.options);
  const first = hands.map((hand, seat) => hand.slice(0, firstHalfSize(seat, dealer, size, schieber)));
  tape.emit({ type: 'DealDealt', data: { dealNumber: deal, dealer, half: 1, schieber, hands: first } });
  // Without a Klopfen round the second half follows at once, from the cards just dealt.
  if (tape.state.phase !== 'doubling' || tape.state.turn === null) dealSecondHalf(tape, hands);
}

/**
 * The rest of the cards, after the Klopfen round. `hands`: the deal's cards if the caller has just dealt them (the
 * same deal, dealer and Schieberrunde the state now has), else they are dealt again from the seed or preset.
 */
export function dealSecondHalf(tape: Tape, hands?: readonly Card[][]): void {
  const { state } = tape;
  const dealer = state.dealer ?? 3;
  const dealt = hands ?? dealCards(state, state.deal, dealer, state.schieber);
  const size = handSize(state.options);
  const second = dealt.map((hand, seat) => hand.slice(firstHalfSize(seat, dealer, size, state.schieber)));
  tape.emit({ type: 'DealDealt', data: { dealNumber: state.deal, dealer, half: 2, schieber: state.schieber, hands: second } });
}

/** After the fourth "Weiter": the all-pass choice of the table. */
export function allPassed(tape: Tape): void {
  const { state } = tape;
  switch (state.options.allPass) {
    case 'muss': {
      const holder = state.hands.findIndex((hand) => hand.includes('EO'));
      tape.emit({ type: 'MussSpielRequired', data: { seat: holder } });
      return;
    }
    case 'ramsch':
      fixContract(tape, { game: 'ramsch', declarer: null, suit: null, call: null, target: 61, muss: false, hochzeitOffer: null });
      return;
    default:
      tape.emit({ type: 'DealScored', data: dealScored(scoreThrownIn(state.deal, state.hands, state.options, state.klopfer)) });
      nextDealOrEnd(tape);
  }
}

/** The naming is over: the best claim is the game. */
export function closeNaming(tape: Tape): void {
  const { state } = tape;
  const best = state.best;
  if (best === null) return;
  fixContract(tape, {
    game: best.game,
    declarer: best.seat,
    suit: best.suit,
    call: best.call,
    target: best.target,
    muss: state.muss,
    hochzeitOffer: best.game === 'hochzeit' ? state.hochzeitOffer : null,
  });
}

export function fixContract(tape: Tape, contract: Contract): void {
  tape.emit({ type: 'ContractFixed', data: contract });
  // A Sie cannot be lost: it is shown and paid at once.
  if (contract.game === 'sie') endDeal(tape);
}

/** After a card: the trick is taken when complete; the deal ends when the cards are out or the result is certain. */
export function afterCard(tape: Tape): void {
  const { state } = tape;
  if (state.trick.length < 4 || state.contract === null) return;
  const order = orderOf(state.contract.game, state.contract.suit);
  const winner = winningPlay(state.trick, order).seat;
  const cards = state.trick.map((play) => play.card);
  tape.emit({ type: 'TrickTaken', data: { winner, cards, points: cardPoints(cards) } });
  if (tape.state.hands.every((hand) => hand.length === 0) || decidedEarly(tape.state)) endDeal(tape);
}

/** Tout lost once another takes a trick; Bettel lost once the declarer takes one: the rest is not played. */
function decidedEarly(state: SchafkopfState): boolean {
  const contract = state.contract;
  if (contract === null || contract.declarer === null) return false;
  const record = GAMES[contract.game];
  const declarerTricks = state.tricksWon[contract.declarer].length;
  const allTricks = state.tricksWon.reduce((sum, list) => sum + list.length, 0);
  if (record.tout) return declarerTricks < allTricks;
  return record.bettel && declarerTricks > 0;
}

export function endDeal(tape: Tape): void {
  const { state } = tape;
  if (state.contract === null) return;
  const result = scoreGame({
    deal: state.deal,
    contract: state.contract,
    partner: declaringSide(state)[1] ?? null,
    startHands: state.contract.game === 'sie' ? state.hands : state.startHands,
    tricksWon: state.tricksWon,
    options: state.options,
    pack: packOf(state.options),
    klopfer: state.klopfer,
    stoss: state.stoss.map((s) => s.seat),
    carried: state.carriedDoublings,
    stock: state.stock,
  });
  tape.emit({ type: 'DealScored', data: dealScored(result) });
  nextDealOrEnd(tape);
}

/** Schieberrunde: neither Vorhand nor the dealer plays. */
export function schieberFailed(tape: Tape): void {
  const { state } = tape;
  const payers = [vorhandOf(state), state.dealer ?? 3];
  tape.emit({ type: 'DealScored', data: dealScored(scoreSchieberFailed(state.deal, state.hands, state.options, state.klopfer, payers)) });
  nextDealOrEnd(tape);
}

/** The session ends after its last deal or when all four voted to end it; else the deal passes to the left. */
export function nextDealOrEnd(tape: Tape): void {
  const { state } = tape;
  if (state.endVotes.length === 4) return endMatch(tape, 'vote');
  if (state.options.deals !== null && state.deal >= state.options.deals) return endMatch(tape, 'deals');
  startDeal(tape);
}

/** The session ends: a Stock still in the pot goes back in equal shares; the highest balance wins. */
export function endMatch(tape: Tape, reason: 'deals' | 'vote' | 'forfeit', loser: Seat | null = null): void {
  const { state } = tape;
  const stockRefund = [0, 1, 2, 3].map(() => state.stock / 4);
  const final = state.ledger.map((cents, seat) => cents + stockRefund[seat]);
  const best = Math.max(...final);
  const winners = loser !== null ? [0, 1, 2, 3].filter((seat) => seat !== loser) : [0, 1, 2, 3].filter((seat) => final[seat] === best);
  tape.emit({ type: 'MatchEnded', data: { winners, reason, stockRefund } });
}
