import type { SchwimmenAction } from '../engine/schwimmen/index.js';
import { DealSim } from '../bots/strong/schwimmen/deal-sim.js';
import { tokensOf } from '../bots/strong/schwimmen/equity.js';
import type { Knowledge } from '../bots/strong/schwimmen/knowledge.js';
import { Prng } from '../bots/strong/schwimmen/prng.js';
import type { World } from '../bots/strong/schwimmen/sampler.js';
import { candidateOf, choosePacket, setUp } from '../bots/strong/schwimmen/search.js';

/**
 * The lives the seat keeps after the deal for every set of payers (bit per seat): its lives, one less if it pays;
 * 0 means swimming, -1 gone under (a swimmer who pays). When everyone left pays while swimming nobody goes under
 * (src/engine/schwimmen/rules/showdown.ts), as the strong bot's equity.ts reckons it.
 */
export function livesByPayers(
  seat: number,
  lives: readonly number[],
  inPlay: readonly boolean[],
  swimming: readonly boolean[],
): Float64Array {
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
export function expectedLives(
  knowledge: Knowledge,
  actions: readonly SchwimmenAction[],
  worlds: readonly World[],
  maxTurns: number,
  prng: Prng,
): number[] {
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
        sim.play((candidateOf(knowledge, action) as { move: number }).move);
      }
      rollout.reseed(seed);
      sim.rollout(rollout, maxTurns);
      totals[i] += lives[sim.payers()];
    });
  }
  return totals.map((total) => total / Math.max(1, worlds.length));
}
