import { describe, expect, it } from '@jest/globals';
import { schwimmenBot } from '../../src/bots/heuristic/schwimmen.js';
import { seatLog, TableMemory } from '../../src/bots/log.js';
import { seededRandom } from '../../src/bots/random.js';
import { cardOf, handValue, indexOf, isFeuer, isSchnauz } from '../../src/bots/strong/schwimmen/cards.js';
import { DealSim } from '../../src/bots/strong/schwimmen/deal-sim.js';
import { equityByPayers } from '../../src/bots/strong/schwimmen/equity.js';
import { readKnowledge } from '../../src/bots/strong/schwimmen/knowledge.js';
import { KNOCK, modelChoices, PASS, SWAP_ALL } from '../../src/bots/strong/schwimmen/model-policy.js';
import { Prng } from '../../src/bots/strong/schwimmen/prng.js';
import { likelihood, MOVES_READ, OFF_MODEL, sampleWorlds } from '../../src/bots/strong/schwimmen/sampler.js';
import { evaluate } from '../../src/bots/strong/schwimmen/search.js';
import { DEFAULT_BUDGET, strongSchwimmenBot } from '../../src/bots/strong/schwimmen/index.js';
import { PACKS, type Card } from '../../src/engine/core/cards.js';
import type { Command } from '../../src/engine/core/game.js';
import {
  handValue as engineValue,
  isFeuer as engineFeuer,
  isSchnauz as engineSchnauz,
} from '../../src/engine/schwimmen/rules/hand-value.js';
import { scoreDeal } from '../../src/engine/schwimmen/rules/showdown.js';
import type { SchwimmenAction, SchwimmenEvent, SchwimmenState } from '../../src/engine/schwimmen/index.js';
import { chooser } from '../support/chooser.js';
import { act, game, run, setupOf, START } from '../engine/schwimmen/fixtures.js';
import { playWithBots } from './play.js';

const ids = (cards: readonly Card[]) => cards.map(indexOf);
/** Plain checks in hot loops (expect is slow when called a million times). */
function check(ok: boolean, what: () => string): void {
  if (!ok) throw new Error(what());
}

/** The position of a running deal as the rollouts hold it, read from the engine's full state (tests only). */
function simOf(state: SchwimmenState): DealSim {
  const sim = new DealSim({
    players: state.players,
    inPlay: state.status.map((s) => s !== 'out'),
    swimming: state.status.map((s) => s === 'swimming'),
    feuerValue: state.options.feuerValue,
    knockAfterFirstRound: state.options.knockAfterFirstRound,
  });
  state.hands.forEach((hand, seat) => hand && sim.hands.set(ids(hand), seat * 3));
  sim.table.set(ids(state.table));
  sim.stock = Int8Array.from(ids(state.stock));
  sim.turn = state.turn ?? 0;
  sim.passes = state.passes;
  sim.knockedBy = state.knockedBy ?? -1;
  sim.hadTurn = state.hadTurn.reduce((mask, seat) => mask | (1 << seat), 0);
  return sim;
}

function codeOf(state: SchwimmenState, seat: number, action: SchwimmenAction): number {
  if (action.type === 'swapOne') return (state.hands[seat] ?? []).indexOf(action.hand) * 3 + state.table.indexOf(action.table);
  return action.type === 'swapAll' ? SWAP_ALL : action.type === 'knock' ? KNOCK : PASS;
}

interface Decision {
  state: SchwimmenState;
  seat: number;
  legal: SchwimmenAction[];
  log: SchwimmenEvent[];
  /** The states before each move of this deal so far, with the move (for the likelihood check). */
  dealMoves: { state: SchwimmenState; seat: number; action: SchwimmenAction }[];
}

/**
 * Plays random matches with heuristic and random-legal seats (seats below `heuristicSeats` heuristic), calling
 * `visit` at every decision; returns how many decisions it saw.
 */
function walk(
  matches: number,
  visit: (d: Decision) => void,
  choose: (d: Decision, pick: (n: number) => number) => SchwimmenAction,
): number {
  let decisions = 0;
  for (let m = 0; m < matches; m++) {
    const players = 2 + (m % 5);
    const options = { lives: 1 + (m % 2), deck: m % 3 === 0 ? 32 : 36, knockAfterFirstRound: m % 4 === 1, feuerValue: [33, 32, 31][m % 3] };
    let state = game.initialState(setupOf({ players, seed: `walk-${m}`, options }));
    const memory = new TableMemory(
      game,
      Array.from({ length: players }, (_, s) => s),
    );
    let dealMoves: Decision['dealMoves'] = [];
    const apply = (events: SchwimmenEvent[]) => {
      for (const event of events) {
        state = game.evolve(state, event);
        memory.add(event, state);
        if (event.type === 'DealDealt') dealMoves = [];
      }
    };
    apply(game.decide({ type: 'StartMatch' }, state));
    const pick = chooser(m + 1);
    for (let step = 0; step < 400 && game.outcome(state) === null; step++) {
      const seat = game.activeSeats(state)[0];
      const decision: Decision = {
        state,
        seat,
        legal: game.legalActions(state, seat),
        log: memory.logOf(seat) as SchwimmenEvent[],
        dealMoves,
      };
      visit(decision);
      decisions++;
      const action = choose(decision, pick);
      if (action.type !== 'choosePacket') dealMoves = [...dealMoves, { state, seat, action }];
      apply(game.decide({ type: 'Act', seat, action }, state));
    }
  }
  return decisions;
}

/** Mostly the heuristic bot (realistic deals), sometimes any legal action (odd ones). */
const mixed = (d: Decision, pick: (n: number) => number): SchwimmenAction =>
  pick(4) === 0
    ? d.legal[pick(d.legal.length)]
    : schwimmenBot({
        seat: d.seat,
        view: game.view(d.state, d.seat),
        legalActions: d.legal,
        random: seededRandom('walk', `${pick(1000)}`),
      });

describe('the strong Schwimmen bot: compact rules against the engine', () => {
  it('values every three-card hand as the engine does, Feuer and Schnauz included', () => {
    const pack = PACKS.long36;
    for (let a = 0; a < pack.length; a++)
      for (let b = a + 1; b < pack.length; b++)
        for (let c = b + 1; c < pack.length; c++) {
          const hand = [pack[a], pack[b], pack[c]];
          const [x, y, z] = ids(hand);
          if (handValue(x, y, z, 32) !== engineValue(hand, 32)) throw new Error(`value of ${hand.join(' ')}`);
          if (isFeuer(x, y, z) !== engineFeuer(hand) || isSchnauz(x, y, z) !== engineSchnauz(hand)) throw new Error(`${hand.join(' ')}`);
        }
    expect(pack.every((card) => cardOf(indexOf(card)) === card)).toBe(true);
  });

  it('plays each move to the same position as the engine: swaps, refreshes, the knock, Feuer, Schnauz, the payers', () => {
    let ended = 0;
    walk(
      30,
      (d) => {
        if (d.state.phase !== 'playing') return;
        expect(simOf(d.state).knockAllowed()).toBe(d.legal.some((a) => a.type === 'knock'));
      },
      (d, pick) => {
        const action = mixed(d, pick);
        if (d.state.phase !== 'playing') return action;
        const sim = simOf(d.state);
        sim.play(codeOf(d.state, d.seat, action));
        const events = game.decide({ type: 'Act', seat: d.seat, action } as Command<SchwimmenAction>, d.state);
        const scored = events.find((e) => e.type === 'DealScored');
        expect(sim.over).toBe(scored !== undefined);
        if (scored) {
          ended++;
          const mask = scored.data.payers.reduce((m, s) => m | (1 << s), 0);
          expect(sim.payers()).toBe(mask);
        } else {
          const after = events.reduce(game.evolve, d.state);
          const expected = simOf(after);
          expect([sim.hands, sim.table, sim.turn, sim.passes, sim.knockedBy, sim.stock.length - sim.stockAt]).toEqual([
            expected.hands,
            expected.table,
            expected.turn,
            expected.passes,
            expected.knockedBy,
            expected.stock.length,
          ]);
        }
        return action;
      },
    );
    expect(ended).toBeGreaterThan(50);
  });

  it("has the heuristic bot's every choice among the rollout policy's choices", () => {
    const choices = new Int8Array(12);
    walk(
      25,
      (d) => {
        if (d.state.phase !== 'playing') return;
        const hand = ids(d.state.hands[d.seat] ?? []);
        const knock = d.legal.some((a) => a.type === 'knock');
        const count = modelChoices(hand, 0, ids(d.state.table), knock, d.state.status[d.seat] === 'swimming', choices);
        for (let i = 0; i < 4; i++) {
          const action = schwimmenBot({
            seat: d.seat,
            view: game.view(d.state, d.seat),
            legalActions: d.legal,
            random: seededRandom('m', `${i}`),
          });
          expect([...choices.slice(0, count)]).toContain(codeOf(d.state, d.seat, action));
        }
      },
      mixed,
    );
  });
});

describe('the strong Schwimmen bot: what the seat knows and the worlds it deals', () => {
  it('knows exactly the cards others were seen to take, and deals only unseen cards, consistently', () => {
    const prng = new Prng(7);
    const sorted = (cards: Iterable<number>) => JSON.stringify([...cards].sort((x, y) => x - y));
    let checked = 0;
    walk(
      16,
      (d) => {
        const { state, seat } = d;
        const k = readKnowledge(seat, game.view(state, seat), d.legal, d.log);
        const truthHidden: number[] = [...ids(state.stock), ...ids(state.second ?? [])];
        state.hands.forEach((hand, s) => {
          if (s === seat || !hand) return;
          for (const card of k.known[s]) check(hand.includes(cardOf(card)), () => `seat ${s} does not hold ${cardOf(card)}`);
          truthHidden.push(...ids(hand).filter((card) => !k.known[s].includes(card)));
        });
        check(sorted(k.unknown) === sorted(truthHidden), () => `unseen ${sorted(k.unknown)}, truly hidden ${sorted(truthHidden)}`);
        const pack = sorted(ids(state.options.deck === 32 ? PACKS.long32 : PACKS.long36));
        for (const world of sampleWorlds(k, 4, prng)) {
          const dealt: number[] = [...k.table, ...ids(state.discarded), ...world.stock, ...(world.second ?? [])];
          check(world.stock.length === state.stock.length, () => 'stock size');
          state.hands.forEach((hand, s) => {
            if (!hand) return;
            const held = [...world.hands.slice(s * 3, s * 3 + 3)];
            dealt.push(...held);
            if (s === seat) check(sorted(held) === sorted(ids(hand)) && held.every((c, i) => c === indexOf(hand[i])), () => 'own hand');
            for (const card of k.known[s]) check(held.includes(card), () => `seat ${s} lost the known ${cardOf(card)}`);
            if (s === seat) return;
            check(!isFeuer(held[0], held[1], held[2]), () => `Feuer dealt to seat ${s}`);
            check(!k.noSchnauz[s] || !isSchnauz(held[0], held[1], held[2]), () => `Schnauz dealt to seat ${s}, who has been on turn`);
          });
          check(sorted(dealt) === pack, () => `the world is not the pack: ${sorted(dealt)}`);
        }
        checked++;
      },
      mixed,
    );
    expect(checked).toBeGreaterThan(500);
  });

  it("weighs the true deal by the heuristic opponents' moves exactly as they were made", () => {
    const choices = new Int8Array(12);
    let checked = 0;
    walk(
      30,
      (d) => {
        const { state, seat } = d;
        if (state.phase !== 'playing' || d.dealMoves.length > MOVES_READ) return;
        const k = readKnowledge(seat, game.view(state, seat), d.legal, d.log);
        // Until the seat can tell the house rule, it assumes the default (knocking allowed from the first turn).
        if (k.knockRule === null && state.options.knockAfterFirstRound) return;
        const hands = new Int8Array(state.players * 3);
        state.hands.forEach((hand, s) => hand && hands.set(ids(hand), s * 3));
        // Heuristic opponents always make one of the model's choices; the weight is then a known product.
        let expected = 1;
        for (const move of d.dealMoves) {
          if (move.seat === seat) continue;
          const knock = game.legalActions(move.state, move.seat).some((a) => a.type === 'knock');
          const count = modelChoices(
            ids(move.state.hands[move.seat] ?? []),
            0,
            ids(move.state.table),
            knock,
            move.state.status[move.seat] === 'swimming',
            choices,
          );
          const legal = knock ? 12 : 11;
          const onModel = [...choices.slice(0, count)].includes(codeOf(move.state, move.seat, move.action));
          expected *= (onModel ? (1 - OFF_MODEL) / count : 0) + OFF_MODEL / legal;
        }
        if (k.dealerKeptFirst) expected *= 1 - OFF_MODEL + OFF_MODEL / 2;
        expect(likelihood(k, hands)).toBeCloseTo(expected, 12);
        checked++;
      },
      (d, pick) =>
        schwimmenBot({ seat: d.seat, view: game.view(d.state, d.seat), legalActions: d.legal, random: seededRandom('w', `${pick(1000)}`) }),
    );
    expect(checked).toBeGreaterThan(300);
  });
});

/** Seat 0's decision after the commands, as the bot gets it. */
function inputAfter(commands: Command<SchwimmenAction>[], presets: unknown[]) {
  const setup = setupOf({ players: 2, presets });
  const { events, state } = run(setup, [START, ...commands]);
  const log = seatLog(game, game.initialState(setup), events, 0);
  return { state, view: game.view(state, 0), legal: game.legalActions(state, 0), log };
}

describe('the strong Schwimmen bot: values against brute force', () => {
  // Two lives each way: 3 lives + 1 tokens per seat (equity.ts).
  const share = equityByPayers(0, [4, 4], [false, false]);

  it('values each last turn after a knock exactly when the knocker swapped all (his hand is known)', () => {
    // Seat 1 deals and keeps HK H9 E7; the table is his other packet; he swaps all, then knocks over seat 0's pass.
    const { state, view, legal, log } = inputAfter(
      [
        act(1, { type: 'choosePacket', keep: true }),
        act(0, { type: 'passTurn' }),
        act(1, { type: 'swapAll' }),
        act(0, { type: 'passTurn' }),
        act(1, { type: 'knock' }),
      ],
      [
        {
          hands: [
            ['HA', 'G7', 'S8'],
            ['HK', 'H9', 'E7'],
          ],
          second: ['S10', 'SK', 'G9'],
        },
      ],
    );
    const k = readKnowledge(0, view, legal, log);
    const values = evaluate(k, legal, sampleWorlds(k, 5, new Prng(1)), 10, new Prng(2));
    legal.forEach((action, i) => {
      const scored = game.decide({ type: 'Act', seat: 0, action }, state).find((e) => e.type === 'DealScored');
      const mask = scored!.data.payers.reduce((m, s) => m | (1 << s), 0);
      expect(values[i]).toBeCloseTo(share[mask], 12);
    });
    // HA + HK beat the knocker's 20; HA + H9 would only tie.
    expect(strongSchwimmenBot()({ seat: 0, view, legalActions: legal, random: seededRandom('t', 'x'), log })).toMatchObject({
      type: 'swapOne',
      table: 'HK',
    });
  });

  it('values each last turn as the exact average over every hidden pair the knocker may hold, weighed by his moves', () => {
    // Seat 1 rejects HK H9 E7, takes E7 for an unseen card, then knocks: two of his cards are unseen.
    const { view, legal, log } = inputAfter(
      [
        act(1, { type: 'choosePacket', keep: false }),
        act(0, { type: 'passTurn' }),
        act(1, { type: 'swapOne', hand: 'G9', table: 'E7' }),
        act(0, { type: 'passTurn' }),
        act(1, { type: 'knock' }),
      ],
      [
        {
          hands: [
            ['HA', 'G7', 'S8'],
            ['HK', 'H9', 'E7'],
          ],
          second: ['S10', 'SK', 'G9'],
        },
      ],
    );
    const k = readKnowledge(0, view, legal, log);
    expect(k.known[1]).toEqual([indexOf('E7')]);
    const exact = legal.map(() => 0);
    let total = 0;
    const hands = new Int8Array(6);
    hands.set(k.hand, 0);
    for (const a of k.unknown)
      for (const b of k.unknown) {
        if (b <= a) continue;
        hands.set([indexOf('E7'), a, b], 3);
        if (isFeuer(hands[3], hands[4], hands[5]) || isSchnauz(hands[3], hands[4], hands[5])) continue;
        const weight = likelihood(k, hands);
        total += weight;
        legal.forEach((action, i) => {
          const sim = new DealSim(k.rules);
          sim.hands.set(hands);
          sim.table.set(k.table);
          sim.knockedBy = 1;
          sim.turn = 0;
          sim.play(codeOf({ hands: [view.hand, null], table: view.table } as unknown as SchwimmenState, 0, action));
          const mine = [...sim.hands.slice(0, 3)].map(cardOf);
          const theirs = [...sim.hands.slice(3, 6)].map(cardOf);
          const payers = scoreDeal('knock', [mine, theirs], 33).payers.reduce((m, s) => m | (1 << s), 0);
          exact[i] += weight * share[payers];
        });
      }
    const estimate = evaluate(k, legal, sampleWorlds(k, 4000, new Prng(3)), 10, new Prng(4));
    legal.forEach((_, i) => expect(Math.abs(estimate[i] - exact[i] / total)).toBeLessThan(0.02));
  });
});

describe('the strong Schwimmen bot in play', () => {
  it('plays whole matches at two, three and four seats, every action legal', () => {
    const tables: ('strong' | 'heuristic')[][] = [
      ['strong', 'heuristic'],
      ['heuristic', 'strong', 'heuristic'],
      ['strong', 'heuristic', 'strong', 'heuristic'],
    ];
    tables.forEach((kinds, i) => {
      const result = playWithBots(game, setupOf({ players: kinds.length, seed: `strong-${i}`, options: { lives: 1 } }), kinds);
      expect(result.finished).toBe(true);
    });
  });

  it('is reproducible, and refuses to play without its log', () => {
    const { view, legal, log } = inputAfter([act(1, { type: 'choosePacket', keep: true })], []);
    const bot = strongSchwimmenBot(DEFAULT_BUDGET);
    const move = () => bot({ seat: 0, view, legalActions: legal, random: seededRandom('s', 'bot:0:1'), log });
    expect(move()).toEqual(move());
    expect(legal).toContainEqual(move());
    expect(() => bot({ seat: 0, view, legalActions: legal, random: seededRandom('s', 'x') })).toThrow(/log/);
  });
});
