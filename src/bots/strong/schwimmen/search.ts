import type { SchwimmenAction } from '../../../engine/schwimmen/index.js';
import { handValue, indexOf, isFeuer } from './cards.js';
import { DealSim } from './deal-sim.js';
import { equityByPayers, tokensOf } from './equity.js';
import type { Knowledge } from './knowledge.js';
import { KNOCK, PASS, SWAP_ALL } from './model-policy.js';
import { Prng } from './prng.js';
import type { World } from './sampler.js';

/** A candidate as the simulation plays it: a move code, or the choosing dealer keeping (or not) his packet. */
export type Candidate = { move: number } | { keep: boolean };

/**
 * The average share of the match (equity.ts) each legal action leads to: every world is played on from each
 * action to the deal's end, every seat then playing the heuristic policy (at most `maxTurns` turns). All actions
 * of one world share the world and the rollout's random numbers, so their difference is the action's.
 */
export function evaluate(
  knowledge: Knowledge,
  legalActions: readonly SchwimmenAction[],
  worlds: readonly World[],
  maxTurns: number,
  prng: Prng,
): number[] {
  const { seat, rules } = knowledge;
  const candidates = legalActions.map((action) => candidateOf(knowledge, action));
  const equity = equityByPayers(seat, tokensOf(knowledge.lives, rules.inPlay, rules.swimming), rules.swimming);
  const totals = candidates.map(() => 0);
  const base = new DealSim(rules);
  const sim = new DealSim(rules);
  const rollout = new Prng(0);
  for (const world of worlds) {
    if (!knowledge.choosing) setUp(base, knowledge, world);
    const seed = prng.next();
    candidates.forEach((candidate, i) => {
      if ('keep' in candidate) choosePacket(sim, knowledge, world, candidate.keep);
      else {
        sim.copyFrom(base);
        sim.play(candidate.move);
      }
      rollout.reseed(seed);
      sim.rollout(rollout, maxTurns);
      totals[i] += equity[sim.payers()];
    });
  }
  return totals.map((total) => total / worlds.length);
}

/**
 * The actions worth weighing: every action but a swap that does not raise the hand's value. Such a swap only
 * stalls (it keeps the table from being refreshed), and a bot that may make it can swap two cards back and forth
 * for ever; with every swap raising the swapper's hand, a deal always ends.
 */
export function worthWeighing(knowledge: Knowledge, legalActions: readonly SchwimmenAction[]): SchwimmenAction[] {
  const { hand, table, rules } = knowledge;
  const value = (cards: readonly number[]) => handValue(cards[0], cards[1], cards[2], rules.feuerValue);
  const current = hand.length === 3 ? value(hand) : 0;
  return legalActions.filter((action) => {
    if (action.type === 'swapAll') return value(table) > current;
    if (action.type !== 'swapOne') return true;
    const take = indexOf(action.table);
    return value(hand.map((card) => (card === indexOf(action.hand) ? take : card))) > current;
  });
}

export function candidateOf(knowledge: Knowledge, action: SchwimmenAction): Candidate {
  switch (action.type) {
    case 'choosePacket':
      return { keep: action.keep };
    case 'swapOne': {
      const slot = knowledge.hand.indexOf(indexOf(action.hand));
      const t = knowledge.table.indexOf(indexOf(action.table));
      if (slot < 0 || t < 0) throw new Error(`The swap ${action.hand} for ${action.table} does not match the view.`);
      return { move: slot * 3 + t };
    }
    case 'swapAll':
      return { move: SWAP_ALL };
    case 'passTurn':
      return { move: PASS };
    case 'knock':
      return { move: KNOCK };
  }
}

/** The running deal in this world, the seat on turn. */
export function setUp(sim: DealSim, knowledge: Knowledge, world: World): void {
  sim.hands.set(world.hands);
  sim.table.set(knowledge.table);
  sim.stock = world.stock;
  sim.stockAt = 0;
  sim.turn = knowledge.seat;
  sim.passes = knowledge.passes;
  sim.knockedBy = knowledge.knockedBy;
  sim.hadTurn = knowledge.hadTurn;
  sim.over = false;
}

/** The dealer keeps his packet or takes the other; Feuer ends the deal, else his left neighbour begins. */
export function choosePacket(sim: DealSim, knowledge: Knowledge, world: World, keep: boolean): void {
  const { seat } = knowledge;
  const first = knowledge.hand;
  const second = world.second;
  if (!second) throw new Error("A choosing dealer's world needs his other packet.");
  sim.hands.set(world.hands);
  sim.table.set(keep ? second : first);
  sim.hands.set(keep ? first : second, seat * 3);
  sim.stock = world.stock;
  sim.stockAt = 0;
  sim.passes = 0;
  sim.knockedBy = -1;
  sim.hadTurn = 0;
  sim.turn = sim.nextInPlay(seat);
  sim.over = isFeuer(sim.hands[seat * 3], sim.hands[seat * 3 + 1], sim.hands[seat * 3 + 2]);
  if (!sim.over) sim.startTurn();
}
