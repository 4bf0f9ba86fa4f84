import type { Card } from '../../core/cards.js';
import { Tape as CoreTape } from '../../core/tape.js';
import type { Seat } from '../../core/seats.js';
import { bummerlWinners, stillNeeded, withPoints } from '../common/bummerl.js';
import { firstLeader, type DealTerms } from '../common/play.js';
import { isHerzrunde } from '../common/doubling.js';
import { dealScoredData, scoreDeal } from '../common/scoring.js';
import { bummerlTaken } from './bummerl.js';
import { sidesFor } from '../common/sides.js';
import { verdictOf, type Verdict } from '../common/verdict.js';
import { dealCards } from './deal.js';
import { evolve } from './evolve.js';
import { CATALOGUE, partnerOf, SHAPE, seatsOfTeam, teamOf } from './table.js';
import type { BauernEvent, BauernState, Team } from './types.js';

/** The Tape of this game: events and the Bauernschnapsen state they lead to. */
export class Tape extends CoreTape<BauernState, BauernEvent> {
  constructor(state: BauernState) {
    super(state, evolve);
  }
}

/** Deals when cards are due; with Blind-Rufen the trump is known, so the rest follows at once. */
export function dealIfDue(tape: Tape): void {
  const { state } = tape;
  if (state.phase !== 'dealing') return;
  const deal = state.deal + 1;
  const { first, second } = dealCards(state.seed, state.presets, deal, state.rufer, state.ritual);
  tape.emit({ type: 'DealDealt', data: { deal, dealer: state.dealer, rufer: state.rufer, ritual: state.ritual, first, second } });
  if (tape.state.options.blindTrump && tape.state.bummerlTrump !== null) dealRest(tape);
}

export function dealRest(tape: Tape): void {
  tape.emit({ type: 'SecondPacketsDealt', data: { deal: tape.state.deal, second: tape.state.pending.map((cards) => [...cards]) } });
}

/** After the last bid: the highest bid is played, or the Normal game with the Rufer leading. */
export function settleContract(tape: Tape): void {
  const { state } = tape;
  const best = state.bidding?.best ?? null;
  const contract = best === null ? CATALOGUE.normal : CATALOGUE[best.contract];
  const declarer = best === null ? state.rufer : best.seat;
  settle(tape, contract.id, declarer);
}

export function settle(tape: Tape, id: keyof typeof CATALOGUE, declarer: Seat): void {
  const { state } = tape;
  const contract = CATALOGUE[id];
  const sides = sidesFor(contract, declarer, 4, partnerOf, state.options.bettlerPartnerSitsOut);
  const terms: DealTerms = { contract, trump: state.trump, sides, shape: SHAPE, schnapserMitMann: state.options.schnapserMitMann };
  const leader = firstLeader(terms, state.rufer);
  tape.emit({ type: 'ContractSettled', data: { deal: state.deal, contract: id, declarer, sides, leader, trump: state.trump } });
  // Farbenringerl, Trumpfringerl, Kontra-Herrenbauer cannot be lost: the cards are laid down.
  if (contract.goal.kind === 'layDown') {
    endDeal(tape, { winner: 'declaring', reason: 'laidDown' }, [{ seat: declarer, cards: [...tape.state.hands[declarer]] }]);
  }
}

/** Ends the deal if it is decided now (asked after every card and every 20/40). */
export function endDealIfDecided(tape: Tape): void {
  const { play, terms } = tape.state;
  if (!play || !terms) return;
  const verdict = verdictOf(play, terms);
  if (verdict) endDeal(tape, verdict);
}

/** Scores the deal, then the Bummerl and the match if they are over, then deals on. */
export function endDeal(tape: Tape, verdict: Verdict, shown: { seat: Seat; cards: Card[] }[] = []): void {
  const { state } = tape;
  if (!state.play || !state.terms) return;
  const score = scoreDeal({
    terms: state.terms,
    state: state.play,
    verdict,
    doublings: state.doubling?.said ?? [],
    herzrunde: isHerzrunde(state.options.herzrunde, state.trump),
    partyOf: teamOf,
    stillNeeded: (team) => stillNeeded(state.bummerl, team),
    players: 4,
    shown,
  });
  // The deal's points may finish the Bummerl: then its `changes` already show what the losing team takes.
  const after = withPoints(state.bummerl, score.awards);
  const finished = bummerlWinners(after);
  const taken = finished.length > 0 ? [bummerlTaken(after, finished[0] as Team)] : [];
  tape.emit({
    type: 'DealScored',
    data: dealScoredData({
      dealNumber: state.deal,
      bummerlNumber: state.bummerlNumber,
      score,
      scoresBefore: state.bummerl.scores,
      taken,
      players: 4,
      more: {},
    }),
  });
  if (finished.length > 0) {
    scoreBummerl(tape, finished[0] as Team, false);
    if (tape.state.phase === 'over') return;
  }
  dealIfDue(tape);
}

/** The Bummerl goes to `winner`; the match ends once enough Bummerl are played and the marks differ. */
export function scoreBummerl(tape: Tape, winner: Team, forfeit: boolean): void {
  const { state } = tape;
  tape.emit({
    type: 'BummerlScored',
    data: { bummerlNumber: state.bummerlNumber, scores: [...state.bummerl.scores], taken: [bummerlTaken(state.bummerl, winner)], forfeit },
  });
  const now = tape.state;
  const matchWinner: Team | null = forfeit
    ? winner
    : now.bummerlResults.length >= now.options.bummerl && now.marks[0] !== now.marks[1]
      ? now.marks[0] < now.marks[1]
        ? 0
        : 1
      : null;
  if (matchWinner !== null) tape.emit({ type: 'MatchEnded', data: { winners: seatsOfTeam(matchWinner), bummerl: [...now.marks] } });
}
