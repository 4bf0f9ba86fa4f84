import type { Card, Suit } from '../engine/core/cards.js';
import type { Action, Game, GameEvent } from '../engine/core/game.js';
import type { Seat } from '../engine/core/seats.js';
import type { ContractId } from '../engine/schnapsen/common/contracts.js';
import { copySides, type Sides } from '../engine/schnapsen/common/sides.js';
import type { BauernAction, BauernState } from '../engine/schnapsen/bauern/types.js';
import type { DreierAction, DreierState } from '../engine/schnapsen/dreier/types.js';
import { TableMemory } from '../bots/log.js';
import { seededRandom } from '../bots/random.js';
import { TranspositionTable } from '../bots/strong/schnapsen-family/solver.js';
import { BAUERN_TABLE, DREIER_TABLE, FAMILY_BIDS_ESTIMATE, familyBid, familyBidOf, type FamilyTable } from './family-bids.js';
import { familyValues, type FamilyPlay } from './family-moves.js';
import { bauernParSetting, dreierParSetting, familyPar, type FamilyPar, type ParSetting } from './family-par.js';
import { bauernDeal, dreierDeal, resultFor, type FamilyDeal } from './family-value.js';
import { compareValues, exactFrom, mistakesOf, type Objective } from './moves.js';
import { GAME_POINTS } from './sentences.js';
import type { AnalysisBudget, Alternative, BidAnalysis, MoveAnalysis, Mistake, Sentence } from './types.js';

export type { FamilyPlay, FamilyPar };

/** How a move of the family's trick play is valued when the rest of the deal does not fit the budget. */
export const FAMILY_ESTIMATE: Sentence = {
  de: 'Mit offenen Karten gesucht, bis das Budget aufgebraucht war; Stellungen dahinter nach dem bisherigen Stand bewertet (Normalspiel) oder als ausgeglichen (die anderen Spiele).',
  en: 'Searched with every hand open until the budget ran out; positions beyond it valued by the count so far (Normal game) or as even (the other contracts).',
};

export interface FamilyDealAnalysis<B extends Action = Action> {
  dealNumber: number;
  dealer: Seat;
  rufer: Seat;
  trump: Suit | null;
  /** The contract played: its id, declarer, sides and the doublings (with a Herzrunde) as one factor. */
  contract: { id: ContractId; declarer: Seat; sides: Sides; factor: number };
  /** Every hand when the trick play began (Dreierschnapsen: after the talon), by seat. */
  hands: Card[][];
  unit: 'gamePoints';
  /** The deal as scored: made or not, the points each winning party got, and per seat the signed result. */
  outcome: { won: boolean; points: number; results: number[] };
  exactFromTrick: number | null;
  estimate: Sentence | null;
  moves: MoveAnalysis<FamilyPlay>[];
  mistakes: Mistake<FamilyPlay>[];
  par: FamilyPar | null;
  /** The bidding and doubling decisions, valued by sampling from the deciding seat's knowledge. */
  bids: BidAnalysis<B>[];
  bidsEstimate: Sentence | null;
}

/** How one game of the family is read: its deal from the state, its par's starting point, its table. */
interface FamilyGame {
  id: 'bauernschnapsen' | 'dreierschnapsen';
  table: FamilyTable;
  deal(state: unknown): FamilyDeal;
  parSetting(state: unknown): ParSetting;
  phase(state: unknown): string;
}

const BAUERN: FamilyGame = {
  id: 'bauernschnapsen',
  table: BAUERN_TABLE,
  deal: (state) => bauernDeal(state as BauernState),
  parSetting: (state) => bauernParSetting(state as BauernState),
  phase: (state) => (state as BauernState).phase,
};

const DREIER: FamilyGame = {
  id: 'dreierschnapsen',
  table: DREIER_TABLE,
  deal: (state) => dreierDeal(state as DreierState),
  parSetting: (state) => dreierParSetting(state as DreierState),
  phase: (state) => (state as DreierState).phase,
};

type Decision = { seat: Seat; action: FamilyPlay };

function playOf(event: GameEvent): Decision | null {
  const data = event.data as { seat: Seat; card?: Card; suit?: Suit };
  if (event.type === 'CardPlayed') return { seat: data.seat, action: { type: 'playCard', card: data.card! } };
  if (event.type === 'MarriageDeclared') return { seat: data.seat, action: { type: 'declareMarriage', suit: data.suit! } };
  return null;
}

const samePlay = (a: FamilyPlay, b: FamilyPlay) =>
  a.type === b.type && (a.type === 'playCard' ? a.card === (b as typeof a).card : a.suit === (b as typeof a).suit);

/**
 * Collects a match of Bauern- or Dreierschnapsen deal by deal: every card and 20/40 valued with all hands open,
 * every bid and doubling by sampling from the seat's knowledge, and each deal's par. The play-off deal of a
 * Dreierschnapsen tie (Schnapsen for two) is not analysed.
 */
export class FamilyAnalyser {
  private readonly deals: FamilyDealAnalysis[] = [];
  private moves: MoveAnalysis<FamilyPlay>[] = [];
  private bids: BidAnalysis[] = [];
  private hands: Card[][] | null = null;
  private par: FamilyPar | null = null;
  private readonly table = new TranspositionTable();
  private readonly memory: TableMemory<unknown>;
  private eventIndex = 0;

  constructor(
    private readonly game: FamilyGame,
    private readonly engine: Game,
    private readonly seed: string,
    private readonly budget: AnalysisBudget,
  ) {
    this.memory = new TableMemory(
      engine,
      Array.from({ length: game.table.players }, (_, seat) => seat),
    );
  }

  observe(before: unknown, event: GameEvent, after: unknown, sequence: number): void {
    const index = this.eventIndex++;
    const phase = this.game.phase(before);
    if (phase === 'playing') {
      const play = playOf(event);
      if (play !== null) this.moves.push(this.decision(before, play, sequence));
    }
    const bid = familyBidOf(event);
    if (bid !== null) this.bid(before, bid.seat, bid.action, index, sequence);
    if (this.par === null && this.game.phase(after) === 'bidding' && phase !== 'bidding') {
      this.par = familyPar(this.game.parSetting(after), this.budget.nodes, this.table);
    }
    if (this.hands === null && this.game.phase(after) === 'playing')
      this.hands = this.game.deal(after).play?.hands.map((hand) => [...hand]) ?? null;
    if (event.type === 'DealScored') this.scored(this.game.deal(before), event);
    this.memory.add(event, after);
  }

  finish(): FamilyDealAnalysis[] {
    return this.deals;
  }

  private bid(before: unknown, seat: Seat, action: Action, index: number, sequence: number): void {
    const view = this.engine.view(before, seat) as Parameters<typeof familyBid>[4];
    const legal = this.engine.legalActions(before, seat);
    const random = seededRandom(this.seed, `analysis:${this.game.id}:bid:${index}`);
    const herzrunde = this.game.deal(before).herzrunde;
    const analysis = familyBid(
      this.game.table,
      { index: this.bids.length, sequence },
      seat,
      action,
      view,
      legal,
      this.memory.logOf(seat),
      random,
      this.budget,
      herzrunde,
    );
    if (analysis !== null) this.bids.push(analysis);
  }

  private scored(deal: FamilyDeal, event: GameEvent): void {
    const data = event.data as {
      dealNumber: number;
      contract: ContractId;
      sides: Sides;
      won: boolean;
      points: number;
      factor: number;
      awards: { seats: Seat[] }[];
    };
    const moves = this.moves;
    const results = Array.from({ length: deal.players }, (_, seat) =>
      data.awards.some((a) => a.seats.includes(seat)) ? data.points : -data.points,
    );
    this.deals.push({
      dealNumber: data.dealNumber,
      dealer: deal.dealer,
      rufer: deal.rufer,
      trump: deal.trump,
      contract: { id: data.contract, declarer: data.sides.declarer, sides: copySides(data.sides), factor: data.factor },
      hands: this.hands ?? [],
      unit: 'gamePoints',
      outcome: { won: data.won, points: data.points, results },
      exactFromTrick: exactFrom(moves),
      estimate: moves.some((move) => !move.exact) ? FAMILY_ESTIMATE : null,
      moves,
      mistakes: mistakesOf(moves, GAME_POINTS, { game: this.game.id, trump: deal.trump, contracts: this.game.table.catalogue }),
      par: this.par,
      bids: this.bids,
      bidsEstimate: this.bids.length > 0 ? FAMILY_BIDS_ESTIMATE : null,
    });
    this.moves = [];
    this.bids = [];
    this.hands = null;
    this.par = null;
  }

  /** Every legal card and 20/40 of the seat on turn, valued with all hands open from the position before the move. */
  private decision(before: unknown, { seat, action }: Decision, sequence: number): MoveAnalysis<FamilyPlay> {
    const deal = this.game.deal(before);
    const terms = deal.terms!;
    const legal = this.engine
      .legalActions(before, seat)
      .filter((a): a is FamilyPlay => a.type === 'playCard' || a.type === 'declareMarriage');
    const { values, exact } = familyValues(deal, legal, this.budget.nodes, this.table);
    const alternatives: (Alternative<FamilyPlay> & Objective)[] = legal.map((a, i) => {
      const result = exact ? resultFor(deal, terms, values[i], seat) : Math.round(resultFor(deal, terms, values[i], seat) * 1000) / 1000;
      return { action: a, value: { result, points: null }, objective: result };
    });
    alternatives.sort(compareValues);
    const mine = alternatives.find((a) => samePlay(a.action, action));
    if (mine === undefined) throw new Error(`Seat ${seat}'s ${action.type} is not among its legal moves.`);
    const best = alternatives[0];
    return {
      index: this.moves.length,
      sequence,
      trick: deal.play!.tricks.length + 1,
      seat,
      action,
      exact,
      value: mine.value,
      alternatives: alternatives.map(({ action: a, value }) => ({ action: a, value })),
      best: best.value,
      loss: best.value.result! - mine.value.result!,
      pointsLoss: 0,
    };
  }
}

export type BauernDealAnalysis = FamilyDealAnalysis<BauernAction>;
export type DreierDealAnalysis = FamilyDealAnalysis<DreierAction>;

export const bauernAnalyser = (engine: Game, seed: string, budget: AnalysisBudget) => new FamilyAnalyser(BAUERN, engine, seed, budget);
export const dreierAnalyser = (engine: Game, seed: string, budget: AnalysisBudget) => new FamilyAnalyser(DREIER, engine, seed, budget);
