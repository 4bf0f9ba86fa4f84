import type { SchwimmenAction } from '../engine/schwimmen/index.js';
import { indexOf, isFeuer } from '../bots/strong/schwimmen/cards.js';
import { DealSim } from '../bots/strong/schwimmen/deal-sim.js';
import { tokensOf } from '../bots/strong/schwimmen/equity.js';
import type { Knowledge } from '../bots/strong/schwimmen/knowledge.js';
import { KNOCK, PASS, SWAP_ALL } from '../bots/strong/schwimmen/model-policy.js';
import { Prng } from '../bots/strong/schwimmen/prng.js';
import type { World } from '../bots/strong/schwimmen/sampler.js';

/**
 * The lives the seat keeps after the deal for every set of payers (bit per seat): its lives, one less if it pays;
 * 0 means swimming, -1 gone under (a swimmer who pays). When everyone left pays while swimming nobody goes under
 * (src/engine/schwimmen/rules/showdown.ts), as the strong bot's equity.ts reckons it.
 */
export function livesByPayers(seat: number, lives: readonly number[], inPlay: readonly boolean[], swimming: readonly boolean[]): Float64Array {
  const tokens = tokensOf(lives, inPlay, swimming);
  const table = new Float64Array(1 << lives.length);
  for (let payers = 0; payers < table.length; payers++) {
    const allSink = inPlay.every((on, s) => !on || ((payers >> s) & 1 && swimming[s]));
    const pays = !allSink && (payers >> seat) & 1;
    table[payers] = tokens[seat] - (pays ? 1 : 0) - 1;
  }
  return table;
}

/**
 * The expected lives the seat keeps after the deal for each legal action: every sampled world played on from
 * each action to the deal's end, every seat then following the heuristic policy (at most `maxTurns` turns). The
 * strong bot's search (src/bots/strong/schwimmen/search.ts) done in lives instead of its share of the match:
 * all actions of one world share the world and the rollout's random numbers, so their difference is the action's.
 */
export function expectedLives(knowledge: Knowledge, actions: readonly SchwimmenAction[], worlds: readonly World[], maxTurns: number, prng: Prng): number[] {
  const { seat, rules } = knowledge;
  const lives = livesByPayers(seat, knowledge.lives, rules.inPlay, rules.swimming);
  const totals = actions.map(() => 0);
  const base = new DealSim(rules);
  const sim = new DealSim(rules);
  const rollout = new Prng(0);
  for (const world of worlds) {
    if (!knowledge.choosing) setUp(base, knowledge, world);
    const seed = prng.next();
    actions.forEach((action, i) => {
      if (action.type === 'choosePacket') choosePacket(sim, knowledge, world, action.keep);
      else {
        sim.copyFrom(base);
        sim.play(moveCode(knowledge, action));
      }
      rollout.reseed(seed);
      sim.rollout(rollout, maxTurns);
      totals[i] += lives[sim.payers()];
    });
  }
  return totals.map((total) => total / Math.max(1, worlds.length));
}

function moveCode(knowledge: Knowledge, action: Exclude<SchwimmenAction, { type: 'choosePacket' }>): number {
  switch (action.type) {
    case 'swapOne': {
      const slot = knowledge.hand.indexOf(indexOf(action.hand));
      const t = knowledge.table.indexOf(indexOf(action.table));
      if (slot < 0 || t < 0) throw new Error(`The swap ${action.hand} for ${action.table} does not match the view.`);
      return slot * 3 + t;
    }
    case 'swapAll':
      return SWAP_ALL;
    case 'passTurn':
      return PASS;
    case 'knock':
      return KNOCK;
  }
}

/** The running deal in this world, the seat on turn (as search.ts sets it up). */
function setUp(sim: DealSim, knowledge: Knowledge, world: World): void {
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

/** The dealer keeps his packet or takes the other; Feuer ends the deal, else his left neighbour begins (as search.ts). */
function choosePacket(sim: DealSim, knowledge: Knowledge, world: World, keep: boolean): void {
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
