import { Tape as CoreTape } from '../../core/tape.js';
import type { Seat } from '../../core/seats.js';
import { stillNeeded, withPoints } from '../common/bummerl.js';
import { isHerzrunde } from '../common/doubling.js';
import { dealScoredData, scoreDeal } from '../common/scoring.js';
import { trickComplete, trickWinner } from '../common/play.js';
import { verdictOf } from '../common/verdict.js';
import { dealResult, dealZweier } from '../zweier/deal.js';
import { matchWinners, penaltyOf, settleBummerl, takenNow, takenOf } from './bummerl-end.js';
import { dealFor, packFor, type Ritual } from './deal.js';
import { evolve } from './evolve.js';
import { playoffSeats, wrapped } from './playoff.js';
import { termsOf } from './terms.js';
import type { BummerlResult, DreierEvent, DreierState } from './types.js';

/** The Tape of this game: events and the Dreierschnapsen state they lead to. */
export class Tape extends CoreTape<DreierState, DreierEvent> {
  constructor(state: DreierState) {
    super(state, evolve);
  }
}

/** The next deal by `dealer`: with the cut-or-knock option the player right of him acts first. */
export function dealNext(tape: Tape, dealer: Seat): void {
  if (tape.state.options.cutOrKnock) tape.emit({ type: 'CuttingStarted', data: { dealer, cutter: (dealer + 2) % 3 } });
  else dealCards(tape, dealer, null);
}

/** Deals the cards: the pack (preset or shuffle with the next deal number) in the documented packets. */
export function dealCards(tape: Tape, dealer: Seat, ritual: Ritual): void {
  const deal = tape.state.dealCount + 1;
  const { first, second, talon } = dealFor(tape.state.presets, tape.state.seed, deal, dealer, ritual);
  tape.emit({ type: 'DealDealt', data: { deal, dealer, rufer: (dealer + 1) % 3, first, second, talon, ritual } });
}

/** After the bidding round: the standing bid is played, or the Normal game; a bidder with the talon takes it. */
export function settleContract(tape: Tape): void {
  const deal = tape.state.deal;
  if (deal === null) return;
  const best = deal.best;
  if (best === null) {
    tape.emit({ type: 'ContractSettled', data: { contract: 'normal', declarer: deal.rufer, withTalon: false, raisedFrom: null } });
    // Nobody bid: the Rufer takes the talon and then names his game (docs/rules-decisions.md#dreierschnapsen-normal-game).
    if (tape.state.options.noBidTalon === 'takeAndName')
      tape.emit({ type: 'TalonTaken', data: { seat: deal.rufer, cards: [...deal.talon] } });
    return;
  }
  tape.emit({
    type: 'ContractSettled',
    data: { contract: best.contract, declarer: best.seat, withTalon: best.withTalon, raisedFrom: null },
  });
  if (best.withTalon) tape.emit({ type: 'TalonTaken', data: { seat: best.seat, cards: [...deal.talon] } });
}

/** After a card or a 20/40: take a full trick, then end the deal if it is decided. */
export function afterMove(tape: Tape): void {
  const deal = tape.state.deal;
  const terms = deal ? termsOf(deal) : null;
  if (!deal?.play || terms === null) return;
  if (trickComplete(deal.play, terms)) {
    const winner = trickWinner(deal.play, terms);
    tape.emit({
      type: 'TrickTaken',
      data: { deal: deal.number, trick: deal.play.tricks.length, winner, plays: deal.play.trick.map((p) => ({ ...p })) },
    });
  }
  const now = tape.state.deal;
  if (!now?.play) return;
  const verdict = verdictOf(now.play, terms);
  if (verdict !== null) endDeal(tape);
}

/** Scores the decided deal: the declarer alone, or each opponent (Talonschnapsen, "Points"). */
export function endDeal(tape: Tape): void {
  const { state } = tape;
  const deal = state.deal;
  const terms = deal ? termsOf(deal) : null;
  if (!deal?.play || !deal.settled || terms === null) return;
  const verdict = verdictOf(deal.play, terms);
  if (verdict === null) return;
  const score = scoreDeal({
    terms,
    state: deal.play,
    verdict,
    doublings: deal.doubling?.said ?? [],
    herzrunde: isHerzrunde(state.options.herzrunde, deal.trump),
    partyOf: (seat: number) => seat,
    stillNeeded: (party: number) => stillNeeded(state.score, party),
    players: 3,
  });
  tape.emit({
    type: 'DealScored',
    data: dealScoredData({
      dealNumber: deal.number,
      bummerlNumber: state.bummerl,
      score,
      scoresBefore: state.score.scores,
      taken: takenNow(withPoints(state.score, score.awards), state.options),
      players: 3,
      more: { withTalon: deal.talonTakenBy !== null, raisedFrom: deal.settled.raisedFrom },
    }),
  });
  if (tape.state.score.scores.some((s) => s >= 24)) endBummerl(tape, deal.rufer);
  // At the end of each deal the Rufer becomes the dealer.
  else dealNext(tape, deal.rufer);
}

/** Someone reached 24: penalties, or first the play-off of a tie. */
function endBummerl(tape: Tape, nextDealer: Seat): void {
  const settlement = settleBummerl(tape.state.score, tape.state.options);
  if (settlement.kind === 'playoff') {
    startPlayoff(tape, settlement.tied, settlement.tiedAt);
    return;
  }
  const result: BummerlResult = {
    bummerlNumber: tape.state.bummerl,
    scores: [...tape.state.score.scores],
    taken: settlement.penalties.map(takenOf),
    forfeit: false,
    tied: settlement.tied,
    playoff: null,
  };
  closeBummerl(tape, result, nextDealer);
}

function startPlayoff(tape: Tape, tied: [Seat, Seat], tiedAt: number): void {
  const lastDealer = tape.state.dealer ?? 2;
  const seats = playoffSeats(tied, lastDealer);
  const deal = tape.state.dealCount + 1;
  tape.emit({ type: 'PlayoffStarted', data: { deal, seats, tiedAt } });
  const pack = packFor(tape.state.presets, tape.state.seed, deal, lastDealer);
  // Local seat 1 deals, so local seat 0 (the first tied seat clockwise) leads.
  tape.emit(wrapped({ seats, deal }, dealZweier(pack, 1)));
}

/** After a play-off move: once the deal is scored, its loser takes the Bummerl. */
export function afterPlayoffMove(tape: Tape): void {
  const playoff = tape.state.playoff;
  const result = playoff ? dealResult(playoff.zweier) : null;
  if (!playoff || !result) return;
  const winner = playoff.seats[result.winner];
  const loser = playoff.seats[result.winner === 0 ? 1 : 0];
  const bummerl: BummerlResult = {
    bummerlNumber: tape.state.bummerl,
    scores: [...tape.state.score.scores],
    taken: [takenOf(penaltyOf(tape.state.score, loser))],
    forfeit: false,
    tied: [...playoff.seats],
    playoff: { deal: playoff.deal, seats: [...playoff.seats], winner, loser, gamePoints: result.gamePoints },
  };
  closeBummerl(tape, bummerl, ((tape.state.dealer ?? 2) + 1) % 3);
}

function closeBummerl(tape: Tape, result: BummerlResult, nextDealer: Seat): void {
  tape.emit({ type: 'BummerlScored', data: result });
  if (tape.state.bummerlResults.length >= tape.state.options.bummerl) {
    tape.emit({ type: 'MatchEnded', data: { winners: matchWinners(tape.state.penalties), bummerl: [...tape.state.penalties] } });
    return;
  }
  dealNext(tape, nextDealer);
}
