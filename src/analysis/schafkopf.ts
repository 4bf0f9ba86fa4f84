import type { Card, Suit } from '../engine/core/cards.js';
import type { Action } from '../engine/core/game.js';
import type { Seat } from '../engine/core/seats.js';
import { cardPoints } from '../engine/core/tricks.js';
import { schafkopf } from '../engine/schafkopf/index.js';
import { callableAces } from '../engine/schafkopf/rules/called.js';
import { gameAllowed, GAME_TYPES, GAMES, needsSuit, orderOf, type GameType } from '../engine/schafkopf/rules/games.js';
import { declaringSide, vorhandOf } from '../engine/schafkopf/seating.js';
import type { Contract, DealScoredData, SchafkopfEvent, SchafkopfState } from '../engine/schafkopf/types.js';
import { gameOrder, indexOf, maskOf } from '../bots/strong/schafkopf/cards.js';
import { openDeal, solveWithin } from '../bots/strong/schafkopf/play.js';
import { Solver } from '../bots/strong/schafkopf/solver.js';
import { SUITS } from '../engine/core/cards.js';
import { paymentsFor, type DealStakes } from './schafkopf-value.js';
import { nameGameOf, schafkopfBid, SCHAFKOPF_BIDS_ESTIMATE } from './schafkopf-bids.js';
import { seededRandom } from '../bots/random.js';
import { TableMemory } from '../bots/log.js';
import type { GameEvent } from '../engine/core/game.js';
import { KLOPFEN } from '../engine/schafkopf/schemas.js';
import { stossProblem } from '../engine/schafkopf/rules/stoss.js';
import { klopfenBid, SCHAFKOPF_DOUBLINGS_ESTIMATE, spritzeBid } from './schafkopf-doublings.js';
import type { SchafkopfAction } from '../engine/schafkopf/index.js';
import { CENTS, mistakeSentence, theSchafkopfGame, withUnsolved, type UnitWords, type WordsContext } from './sentences.js';
import { compareValues, exactFrom, mistakesOf, type Objective } from './moves.js';
import type { AnalysisBudget, Alternative, BidAnalysis, MoveAnalysis, Mistake, Sentence } from './types.js';

/** How a Schafkopf move's value is estimated when the whole rest of the deal does not fit the budget. */
export const SCHAFKOPF_ESTIMATE: Sentence = {
  de: 'Stich für Stich so tief gesucht, wie das Budget reicht; der Rest mit offenen Karten nach der Faustregel des starken Bots zu Ende gespielt.',
  en: "Searched trick by trick as deep as the budget allows; the rest played out with all hands open by the strong bot's rule of thumb.",
};

/** A contract a seat could have announced, as the par lists it. */
export interface ParContract {
  seat: Seat;
  game: GameType;
  suit: Suit | null;
  call: Card | null;
  /** The cents the declarer receives (three shares in a single game) with best play by all, without Stoß and Stock. */
  cents: number;
  schneider: boolean;
  schwarz: boolean;
}

export interface SchafkopfPar {
  /** Per seat (by seat number): the best contract it could have won, or null (none of its contracts wins). */
  seats: (ParContract | null)[];
  /** The best of them for its declarer: the deal's par. */
  best: ParContract | null;
  /** Contracts whose search ran out of budget (left out, so a seat's best may be missing one). */
  unsolved: number;
  text: Sentence;
}

export interface SchafkopfDealAnalysis {
  dealNumber: number;
  dealer: Seat;
  vorhand: Seat;
  kind: DealScoredData['kind'];
  /** Every hand when play began (after a Hochzeit or Schieber exchange), to step through the deal with all hands open. */
  hands: Card[][];
  contract: Contract | null;
  /** The declaring side (empty in a Ramsch). */
  side: Seat[];
  /** The unit of `result`, `loss` and `best` of this deal's moves: cents, or Augen in a Ramsch. */
  unit: 'cents' | 'Augen';
  /** The deal as it was scored: Augen and cents (game and Stock) per seat. */
  outcome: { points: number[]; cents: number[] };
  /** The first trick from which every move's value is exact; null: none is. */
  exactFromTrick: number | null;
  /** How the moves before `exactFromTrick` were valued (null when every move is exact). */
  estimate: Sentence | null;
  moves: MoveAnalysis<SchafkopfPlay>[];
  mistakes: Mistake<SchafkopfPlay>[];
  par: SchafkopfPar | null;
  /**
   * Klopfen, the announcement ("Ich spiele", "Weiter", a Hochzeit offered), the naming (a Hochzeit accepted, a Sie)
   * and each seat's Stoß, Re, Supra or Resupra, given or not, valued by sampling from the deciding seat's view.
   */
  bids: BidAnalysis<SchafkopfAction>[];
  bidsEstimate: Sentence | null;
}

/** The one action the analysis values in Schafkopf. */
export type SchafkopfPlay = { type: 'playCard'; card: Card };

const AUGEN: UnitWords = { de: ['Auge', 'Augen'], en: ['card point', 'card points'] };

/** How Schafkopf's sentences name cards and games. */
const SCHAFKOPF_WORDS: WordsContext = { game: 'schafkopf' };

/** Collects a Schafkopf match's deals from its replay, one card at a time. */
export class SchafkopfAnalyser {
  private readonly deals: SchafkopfDealAnalysis[] = [];
  private moves: MoveAnalysis<SchafkopfPlay>[] = [];
  private lastPlaying: SchafkopfState | null = null;
  private bids: BidAnalysis<SchafkopfAction>[] = [];
  private eventIndex = 0;
  private readonly memory = new TableMemory(schafkopf as never, [0, 1, 2, 3]);
  /** Per seat that may give the next Spritze: the last state it could have given it in, and its log's length then. */
  private spritzen = new Map<Seat, { state: SchafkopfState; logLength: number }>();

  constructor(
    private readonly budget: AnalysisBudget,
    private readonly seed: string,
  ) {}

  observe(before: SchafkopfState, event: SchafkopfEvent, after: SchafkopfState, sequence: number): void {
    const index = this.eventIndex++;
    this.memory.add(event as GameEvent, after);
    if (event.type === 'Doubled' && before.phase === 'doubling' && event.data.name === KLOPFEN)
      this.klopfen(before, event.data.seat, true, index, sequence);
    if (event.type === 'DoublingDeclined' && before.phase === 'doubling') this.klopfen(before, event.data.seat, false, index, sequence);
    this.spritze(before, event, after, index, sequence);
    const bid = bidOf(event);
    if (bid !== null && (before.phase === 'announcing' || before.phase === 'naming')) {
      const view = schafkopf.view(before, bid.seat);
      const random = seededRandom(this.seed, `analysis:schafkopf:bid:${index}`);
      const analysis = schafkopfBid(
        { index: this.bids.length, sequence },
        bid.seat,
        bid.action,
        view,
        schafkopf.legalActions(before, bid.seat),
        random,
        this.budget,
      );
      if (analysis !== null) this.bids.push(analysis);
    }
    if (event.type === 'CardPlayed') {
      this.moves.push(this.card(before, event.data.seat, event.data.card as Card, sequence));
      this.lastPlaying = after;
    } else if (event.type === 'DealScored') {
      this.deals.push(this.deal(before, event.data as DealScoredData));
      this.moves = [];
      this.bids = [];
      this.lastPlaying = null;
    }
  }

  finish(): SchafkopfDealAnalysis[] {
    return this.deals;
  }

  private klopfen(before: SchafkopfState, seat: Seat, klopft: boolean, index: number, sequence: number): void {
    const random = seededRandom(this.seed, `analysis:schafkopf:klopfen:${index}`);
    const action: SchafkopfAction = { type: klopft ? 'klopfen' : 'declineDouble' };
    this.bids.push(klopfenBid({ index: this.bids.length, sequence }, seat, action, schafkopf.view(before, seat), random, this.budget));
  }

  /**
   * The Spritzen: a seat that gives one is valued where it gave it; a seat whose right to the next one ends
   * without giving it (its window closes, or the deal ends) where it last could have (not inside a complete trick),
   * unless another seat gave it first.
   */
  private spritze(before: SchafkopfState, event: SchafkopfEvent, after: SchafkopfState, index: number, sequence: number): void {
    const level = before.stoss.length;
    const value = (seat: Seat, given: boolean, state: SchafkopfState, logLength: number) => {
      const random = seededRandom(this.seed, `analysis:schafkopf:spritze:${index}:${seat}`);
      const log = this.memory.logOf(seat).slice(0, logLength);
      this.bids.push(
        spritzeBid({ index: this.bids.length, sequence }, seat, given, state, schafkopf.view(state, seat), log, random, this.budget),
      );
    };
    if (event.type === 'Doubled' && before.phase === 'playing' && event.data.name !== KLOPFEN) {
      // The log before this event: the seat's memory up to the state it gave the Spritze in.
      value(event.data.seat, true, before, this.memory.logOf(event.data.seat).length - 1);
      this.spritzen.clear();
    } else {
      for (const [seat, open] of [...this.spritzen]) {
        if (after.phase === 'playing' && after.stoss.length === level && stossProblem(after, seat) === null) continue;
        value(seat, false, open.state, open.logLength);
        this.spritzen.delete(seat);
      }
    }
    if (after.phase !== 'playing' || after.trick.length === 4) return;
    for (const seat of [0, 1, 2, 3]) {
      if (stossProblem(after, seat) === null) this.spritzen.set(seat, { state: after, logLength: this.memory.logOf(seat).length });
    }
  }

  /** Every legal card of the seat on turn, valued with all hands open from the position before the card. */
  private card(before: SchafkopfState, seat: Seat, played: Card, sequence: number): MoveAnalysis<SchafkopfPlay> {
    const contract = before.contract!;
    const ramsch = GAMES[contract.game].kind === 'ramsch';
    const order = gameOrder(contract.game, contract.suit);
    const call = contract.call === null ? -1 : indexOf(contract.call);
    const sideSeats = ramsch ? [seat] : declaringSide(before);
    const side = [0, 1, 2, 3].map((s) => sideSeats.includes(s));
    const leader = before.trick[0]?.seat ?? seat;
    const trick = before.trick.map((play) => indexOf(play.card));
    const tricks = before.tricksWon.map((list) => list.length);
    const deal = openDeal(
      { contract, order, call, calledSuitLed: before.calledSuitLed },
      before.hands.map(maskOf),
      side,
      trick,
      leader,
      tricks,
    );
    const base = before.tricksWon.reduce((sum, list, s) => sum + (side[s] ? list.reduce((n, t) => n + cardPoints(t), 0) : 0), 0);
    const tricksLeft = before.hands[seat].length;
    let values = new Solver(deal).valuesOfMoves(this.budget.nodes);
    const exact = values !== null;
    values ??= solveWithin(new Solver(deal), this.budget.nodes, tricksLeft);
    const stakes = stakesOf(before);
    const valueOf = (v: number) => {
      if (ramsch) return { result: null, points: v < 0 ? 120 : v, objective: -v };
      const points = Math.max(0, Math.min(120, v));
      const cents = paymentsFor(stakes, v)![seat];
      return { result: cents, points: side[seat] ? points : 120 - points, objective: cents };
    };
    const legal = schafkopf.legalActions(before, seat).filter((a) => a.type === 'playCard') as (Action & { card: Card })[];
    const alternatives: (Alternative<SchafkopfPlay> & Objective)[] = legal.map((action) => {
      const found = values!.find((m) => m.card === indexOf(action.card));
      if (found === undefined) throw new Error(`The solver has no value for ${action.card}, a legal card of seat ${seat}.`);
      const { objective, ...value } = valueOf(base + found.value);
      return { action: { type: 'playCard' as const, card: action.card }, value, objective };
    });
    alternatives.sort(compareValues);
    const mine = alternatives.find((a) => a.action.card === played)!;
    const best = alternatives[0];
    const trickNumber = before.tricksWon.reduce((n, list) => n + list.length, 0) + 1;
    return {
      index: this.moves.length,
      sequence,
      trick: trickNumber,
      seat,
      action: { type: 'playCard', card: played },
      exact,
      value: mine.value,
      alternatives: alternatives.map(({ action, value }) => ({ action, value })),
      best: best.value,
      loss: ramsch ? mine.value.points! - best.value.points! : best.value.result! - mine.value.result!,
      pointsLoss: ramsch ? 0 : Math.max(0, (best.value.points ?? 0) - (mine.value.points ?? 0)),
    };
  }

  private deal(before: SchafkopfState, scored: DealScoredData): SchafkopfDealAnalysis {
    const moves = this.moves;
    const contract = scored.contract;
    const ramsch = contract !== null && GAMES[contract.game].kind === 'ramsch';
    const exactFromTrick = exactFrom(moves);
    const unit: UnitWords = ramsch ? AUGEN : CENTS;
    const hands = scored.hands.map((hand) => [...(hand ?? [])]) as Card[][];
    const dealer = before.dealer ?? 3;
    return {
      dealNumber: scored.dealNumber,
      dealer,
      vorhand: vorhandOf(before),
      kind: scored.kind,
      hands,
      contract,
      side: contract === null || ramsch ? [] : [contract.declarer!, ...(scored.partner === null ? [] : [scored.partner])],
      unit: ramsch ? 'Augen' : 'cents',
      outcome: { points: [...scored.points], cents: scored.payments.map((cents, seat) => cents + scored.stockPayments[seat]) },
      exactFromTrick,
      estimate: moves.some((move) => !move.exact) ? SCHAFKOPF_ESTIMATE : null,
      moves,
      mistakes: mistakesOf(moves, unit, SCHAFKOPF_WORDS),
      par: hands.every((hand) => hand.length > 0) ? par(before, hands, this.budget) : null,
      bids: this.bids,
      bidsEstimate: this.bids.length > 0 ? bidsEstimate(this.bids) : null,
    };
  }
}

/** How the deal's bidding decisions were valued: the announcement's and naming's way, and the doublings' where there are any. */
function bidsEstimate(bids: readonly BidAnalysis<SchafkopfAction>[]): Sentence {
  const doubling = bids.some((bid) => bid.phase === 'doubling' || bid.phase === 'playing');
  const announcing = bids.some((bid) => bid.phase !== 'doubling' && bid.phase !== 'playing');
  if (!doubling) return SCHAFKOPF_BIDS_ESTIMATE;
  if (!announcing) return SCHAFKOPF_DOUBLINGS_ESTIMATE;
  return {
    de: `${SCHAFKOPF_BIDS_ESTIMATE.de} ${SCHAFKOPF_DOUBLINGS_ESTIMATE.de}`,
    en: `${SCHAFKOPF_BIDS_ESTIMATE.en} ${SCHAFKOPF_DOUBLINGS_ESTIMATE.en}`,
  };
}

/** The announcement or naming an event records, as the action the seat sent. */
function bidOf(event: SchafkopfEvent): { seat: Seat; action: SchafkopfAction } | null {
  switch (event.type) {
    case 'BidMade':
      return { seat: event.data.seat, action: { type: 'bid' } };
    case 'BidPassed':
      return { seat: event.data.seat, action: { type: 'pass' } };
    case 'HochzeitOffered':
      return { seat: event.data.seat, action: { type: 'offerHochzeit' } };
    case 'GameNamed':
      return { seat: event.data.seat, action: nameGameOf(event.data) };
    case 'Withdrew':
      return { seat: event.data.seat, action: { type: 'withdraw' } };
    default:
      return null;
  }
}

/** The stakes of the deal being played in `state` (as endDeal in flow.ts scores it). */
function stakesOf(state: SchafkopfState): DealStakes {
  return {
    deal: state.deal,
    contract: state.contract!,
    partner: declaringSide(state)[1] ?? null,
    startHands: state.startHands,
    options: state.options,
    klopfer: state.klopfer,
    stoss: state.stoss.map((s) => s.seat),
    carried: state.carriedDoublings,
    stock: state.stock,
  };
}

/** The contracts a seat could announce with this hand under the match's options (Hochzeit left out: it needs a groom). */
function announceable(seat: Seat, hand: readonly Card[], state: SchafkopfState): Contract[] {
  const contracts: Contract[] = [];
  const base = { declarer: seat, target: 61, muss: false, hochzeitOffer: null };
  for (const game of GAME_TYPES) {
    if (game === 'hochzeit' || !gameAllowed(game, state.options)) continue;
    if (game === 'sie') {
      if (hand.filter((card) => card.endsWith('O') || card.endsWith('U')).length === 8)
        contracts.push({ ...base, game, suit: null, call: null });
    } else if (game === 'rufspiel') {
      for (const call of callableAces(hand, orderOf('rufspiel', null))) contracts.push({ ...base, game, suit: null, call });
    } else if (needsSuit(game)) {
      for (const suit of SUITS) contracts.push({ ...base, game, suit, call: null });
    } else contracts.push({ ...base, game, suit: null, call: null });
  }
  return contracts;
}

/**
 * The par of a deal: for each seat, the contract it could have won with every hand open (Vorhand leading, best
 * play by all), worth the most cents to it; each contract decided by null-window searches (won? Schneider?
 * Schwarz?), the richest candidates first, and a candidate that cannot beat the best found is not searched.
 * The deal's Klopfen and carried doublings count; a Stoß and the Stock do not (they are not the seat's to choose).
 */
function par(state: SchafkopfState, hands: Card[][], budget: AnalysisBudget): SchafkopfPar {
  const leader = vorhandOf(state);
  let unsolved = 0;
  const seats = [0, 1, 2, 3].map((seat): ParContract | null => {
    const candidates = announceable(seat, hands[seat], state).map((contract) => {
      const partner = contract.call === null ? null : hands.findIndex((hand) => hand.includes(contract.call!));
      const stakes: DealStakes = {
        deal: state.deal,
        contract,
        partner,
        startHands: hands,
        options: state.options,
        klopfer: state.klopfer,
        stoss: [],
        carried: state.carriedDoublings,
        stock: 0,
      };
      return { contract, stakes, most: paymentsFor(stakes, 121)![seat] };
    });
    candidates.sort((a, b) => b.most - a.most);
    let best: ParContract | null = null;
    for (const { contract, stakes, most } of candidates) {
      if (best !== null && most <= best.cents) break;
      const v = decided(contract, stakes, hands, leader, budget.parNodes ?? budget.nodes);
      if (v === undefined) {
        unsolved++;
        continue;
      }
      if (v === null) continue;
      const cents = paymentsFor(stakes, v)![seat];
      if (cents <= 0 || (best !== null && cents <= best.cents)) continue;
      const plain = !GAMES[contract.game].tout && !GAMES[contract.game].bettel && contract.game !== 'sie';
      best = {
        seat,
        game: contract.game,
        suit: contract.suit,
        call: contract.call,
        cents,
        schneider: plain && v >= 91,
        schwarz: plain && v > 120,
      };
    }
    return best;
  });
  const best = seats.reduce<ParContract | null>(
    (top, entry) => (entry !== null && (top === null || entry.cents > top.cents) ? entry : top),
    null,
  );
  return { seats, best, unsolved, text: withUnsolved(parSentence(best), unsolved, best !== null) };
}

/**
 * A contract searched with open hands from the first lead, as far as its payment needs: null if the declarer
 * loses it; else a value standing for the result (61, 91 or 121 in a plain game, the target for the others);
 * undefined if a search ran out of budget.
 */
function decided(contract: Contract, stakes: DealStakes, hands: Card[][], leader: Seat, nodes: number): number | null | undefined {
  const record = GAMES[contract.game];
  if (contract.game === 'sie') return 121;
  const order = gameOrder(contract.game, contract.suit);
  const side = [0, 1, 2, 3].map((s) => s === contract.declarer || s === stakes.partner);
  const deal = openDeal(
    { contract, order, call: contract.call === null ? -1 : indexOf(contract.call), calledSuitLed: false },
    hands.map(maskOf),
    side,
    [],
    leader,
    [0, 0, 0, 0],
  );
  /** Is the value at least `at`? */
  const atLeast = (at: number): boolean | undefined => {
    const value = new Solver(deal).value(at - 1, at, nodes);
    return value === null ? undefined : value >= at;
  };
  if (record.bettel) {
    const clean = atLeast(0);
    return clean === undefined ? undefined : clean ? null : -1;
  }
  if (record.tout) {
    const all = atLeast(121);
    return all === undefined ? undefined : all ? 121 : null;
  }
  const won = atLeast(contract.target);
  if (won !== true) return won === undefined ? undefined : null;
  const schneider = atLeast(91);
  if (schneider !== true) return schneider === undefined ? undefined : contract.target;
  const schwarz = atLeast(121);
  return schwarz === undefined ? undefined : schwarz ? 121 : 91;
}

function parSentence(best: ParContract | null): Sentence {
  if (best === null)
    return { de: 'Mit offenen Karten hätte kein Platz ein Spiel gewonnen.', en: 'With all hands open no seat could have won a game.' };
  const extra = best.schwarz
    ? { de: ' schwarz', en: ', Schwarz' }
    : best.schneider
      ? { de: ' mit Schneider', en: ', Schneider' }
      : { de: '', en: '' };
  return {
    de: `Par: Platz ${best.seat + 1} gewinnt ${theSchafkopfGame(best, 'de', 'accusative')}${extra.de} mit offenen Karten, ${best.cents} Cent.`,
    en: `Par: seat ${best.seat + 1} wins ${theSchafkopfGame(best, 'en')}${extra.en} with all hands open, ${best.cents} cents.`,
  };
}

export { mistakeSentence };
