import type { Card } from '../engine/core/cards.js';
import type { Game } from '../engine/core/game.js';
import type { Seat } from '../engine/core/seats.js';
import type { DealEndReason, SchwimmenAction, SchwimmenEvent, SchwimmenState, SchwimmenView } from '../engine/schwimmen/index.js';
import { TableMemory } from '../bots/log.js';
import { seededRandom } from '../bots/random.js';
import { readKnowledge } from '../bots/strong/schwimmen/knowledge.js';
import { Prng } from '../bots/strong/schwimmen/prng.js';
import { sampleWorlds } from '../bots/strong/schwimmen/sampler.js';
import { sameAction } from './bids.js';
import { LIVES, mistakeSentence } from './sentences.js';
import { expectedLives } from './schwimmen-value.js';
import type { AnalysisBudget, Alternative, MoveAnalysis, Mistake, Sentence } from './types.js';

/** Schwimmen has no open-hands value: every decision is an estimate made this way. */
export const SCHWIMMEN_ESTIMATE: Sentence = {
  de: 'Nicht exakt: beim Schwimmen hängt ein Spiel an Karten, die noch niemand gesehen hat, also wird jede Entscheidung aus dem Wissen des entscheidenden Platzes bewertet: die ungesehenen Karten `samples`-mal passend zu dem verteilt, was er sah (gewichtet danach, wie gut jede Verteilung die Züge der anderen erklärt, der Stichproben-Geber des starken Bots), jede erlaubte Aktion auf jeder Verteilung nach Faustregel zu Ende gespielt (höchstens `nodes` Züge), ihr Wert das Mittel der Leben, die der Platz nach dem Spiel behält (0: schwimmt, -1: ausgeschieden). Aus dem offengelegten Seed der Partie gezogen, also nachvollziehbar.',
  en: "Not exact: Schwimmen's deal turns on cards nobody has seen yet, so each decision is valued from the deciding seat's knowledge: the unseen cards dealt `samples` times to fit what it saw (weighed by how well each deal explains the others' moves, the strong bot's sampler), every legal action played on in each deal to its end by the rule-of-thumb policy (at most `nodes` turns), its value the mean lives the seat keeps after the deal (0: swimming, -1: gone under). Seeded from the match's revealed seed, so reproducible.",
};

/** An expected loss below this many lives is within the sampling's noise and not called a mistake. */
export const SCHWIMMEN_MISTAKE_AT = 0.1;

export interface SchwimmenDealAnalysis {
  dealNumber: number;
  dealer: Seat;
  /** The cards as dealt, per seat (the dealer's is the packet he looked at; null: out of the match), and his other packet. */
  dealt: { hands: (Card[] | null)[]; second: Card[] | null };
  unit: 'lives';
  /** The showdown as scored: why the deal ended, every hand's value, who paid. */
  outcome: { reason: DealEndReason; values: (number | null)[]; payers: Seat[] };
  /** Always null: no value of Schwimmen is exact (see `estimate`); typed as in the other games, as published. */
  exactFromTrick: number | null;
  estimate: Sentence;
  moves: MoveAnalysis<SchwimmenAction>[];
  mistakes: Mistake<SchwimmenAction>[];
}

type Decision = { seat: Seat; action: SchwimmenAction };

function decisionOf(event: SchwimmenEvent): Decision | null {
  switch (event.type) {
    case 'PacketChosen':
      return { seat: event.data.seat, action: { type: 'choosePacket', keep: event.data.kept === 'first' } };
    case 'CardSwapped':
      return { seat: event.data.seat, action: { type: 'swapOne', hand: event.data.hand, table: event.data.table } };
    case 'AllCardsSwapped':
      return { seat: event.data.seat, action: { type: 'swapAll' } };
    case 'TurnPassed':
      return { seat: event.data.seat, action: { type: 'passTurn' } };
    case 'Knocked':
      return { seat: event.data.seat, action: { type: 'knock' } };
    default:
      return null;
  }
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Collects a Schwimmen match deal by deal: every decision (packet choice, swap one, swap all, pass, knock) with
 * every legal alternative valued in expected lives by sampling from the deciding seat's knowledge (its view and
 * its memory of the match, as the strong bot reads them), from a random source keyed by the revealed seed.
 */
export class SchwimmenAnalyser {
  private readonly deals: SchwimmenDealAnalysis[] = [];
  private moves: MoveAnalysis<SchwimmenAction>[] = [];
  private turns = 0;
  private dealt: SchwimmenDealAnalysis['dealt'] | null = null;
  private readonly memory: TableMemory<unknown>;
  private eventIndex = 0;

  constructor(
    private readonly engine: Game,
    private readonly seed: string,
    players: number,
    private readonly budget: AnalysisBudget,
  ) {
    this.memory = new TableMemory(
      engine,
      Array.from({ length: players }, (_, seat) => seat),
    );
  }

  observe(before: SchwimmenState, event: SchwimmenEvent, after: SchwimmenState, sequence: number): void {
    const index = this.eventIndex++;
    if (event.type === 'DealDealt') {
      this.dealt = {
        hands: event.data.hands.map((hand) => (hand ? [...hand] : null)),
        second: event.data.second ? [...event.data.second] : null,
      };
      this.turns = 0;
    }
    const decision = decisionOf(event);
    if (decision !== null && (before.phase === 'choosing' || before.phase === 'playing')) {
      this.moves.push(this.decision(before, decision, index, sequence));
      if (decision.action.type !== 'choosePacket') this.turns++;
    }
    if (event.type === 'DealScored') {
      const moves = this.moves;
      this.moves = [];
      const mistakes = moves
        .filter((move) => move.loss >= SCHWIMMEN_MISTAKE_AT)
        .map((move): Mistake<SchwimmenAction> => {
          const m = {
            move: move.index,
            trick: move.trick,
            seat: move.seat,
            action: move.action,
            best: move.alternatives[0].action,
            loss: move.loss,
            exact: false,
          };
          return { ...m, text: mistakeSentence({ ...m, pointsLoss: 0 }, LIVES, { game: 'schwimmen' }, { de: 'Runde', en: 'Round' }) };
        });
      this.deals.push({
        dealNumber: event.data.dealNumber,
        dealer: before.dealer ?? 0,
        dealt: this.dealt ?? { hands: [], second: null },
        unit: 'lives',
        outcome: { reason: event.data.reason, values: [...event.data.values], payers: [...event.data.payers] },
        exactFromTrick: null,
        estimate: SCHWIMMEN_ESTIMATE,
        moves,
        mistakes,
      });
    }
    this.memory.add(event, after);
  }

  finish(): SchwimmenDealAnalysis[] {
    return this.deals;
  }

  private decision(before: SchwimmenState, { seat, action }: Decision, index: number, sequence: number): MoveAnalysis<SchwimmenAction> {
    const view = this.engine.view(before, seat) as SchwimmenView;
    const legal = this.engine.legalActions(before, seat) as SchwimmenAction[];
    const inPlay = before.status.filter((s) => s !== 'out').length;
    const trick = Math.floor(this.turns / Math.max(1, inPlay)) + 1;
    let values = legal.map(() => view.seats[seat].score);
    if (legal.length > 1) {
      const knowledge = readKnowledge(seat, view, legal, this.memory.logOf(seat));
      const prng = Prng.from(seededRandom(this.seed, `analysis:schwimmen:${index}`));
      const worlds = sampleWorlds(knowledge, Math.max(1, this.budget.samples), prng);
      values = expectedLives(knowledge, legal, worlds, Math.max(1, this.budget.nodes), prng);
    }
    const alternatives: Alternative<SchwimmenAction>[] = legal.map((a, i) => ({
      action: a,
      value: { result: round(values[i]), points: null },
    }));
    alternatives.sort((a, b) => b.value.result! - a.value.result!);
    const mine = alternatives.find((a) => sameAction(a.action, action));
    if (mine === undefined) throw new Error(`Seat ${seat}'s ${action.type} is not among its legal actions.`);
    const best = alternatives[0];
    return {
      index: this.moves.length,
      sequence,
      trick,
      seat,
      action,
      exact: false,
      value: mine.value,
      alternatives,
      best: best.value,
      loss: round(best.value.result! - mine.value.result!),
      pointsLoss: 0,
    };
  }
}

export const schwimmenAnalyser = (engine: Game, seed: string, players: number, budget: AnalysisBudget) =>
  new SchwimmenAnalyser(engine, seed, players, budget);
