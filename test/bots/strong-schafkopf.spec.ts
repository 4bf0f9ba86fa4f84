import { describe, expect, it } from '@jest/globals';
import type { BotKind } from '../../src/bots/bot.js';
import { TableMemory } from '../../src/bots/log.js';
import { seededRandom, type Random } from '../../src/bots/random.js';
import { findBot } from '../../src/bots/registry.js';
import { bit, cardOf, cardsOf, gameOrder, indexOf, maskOf, popcount, TRUMP, trickWinner } from '../../src/bots/strong/schafkopf/cards.js';
import { knowledgeOf, openTrick, takenSoFar } from '../../src/bots/strong/schafkopf/knowledge.js';
import { openDeal, scoreCards, sideOf } from '../../src/bots/strong/schafkopf/play.js';
import { payoffFor } from '../../src/bots/strong/schafkopf/payoff.js';
import { legalMask } from '../../src/bots/strong/schafkopf/rules.js';
import { sampleDeals, sampleHands } from '../../src/bots/strong/schafkopf/sampler.js';
import { auctionWeight, OFF_MODEL } from '../../src/bots/strong/schafkopf/auction.js';
import { excessOf, ratedGame, tableGames, wouldBid } from '../../src/bots/strong/schafkopf/reading.js';
import { announcement } from '../../src/bots/heuristic/schafkopf/bidding.js';
import { excessFor } from '../../src/bots/heuristic/schafkopf/hand.js';
import { packOf } from '../../src/engine/schafkopf/rules/options.js';
import { Solver, type OpenDeal } from '../../src/bots/strong/schafkopf/solver.js';
import { PACKS, suitOf, SUITS, type Card, type Suit } from '../../src/engine/core/cards.js';
import type { GameEvent } from '../../src/engine/core/game.js';
import { cardPoints, winningPlay, type Play } from '../../src/engine/core/tricks.js';
import type { DealScoredData, SchafkopfAction, SchafkopfView } from '../../src/engine/schafkopf/index.js';
import { playableWithCall } from '../../src/engine/schafkopf/rules/called.js';
import { orderOf, type GameType } from '../../src/engine/schafkopf/rules/games.js';
import { game, setupOf } from '../engine/schafkopf/fixtures.js';
import { botInput } from '../../src/scheduler/due.js';
import { playWithBots, replayedOf } from './play.js';

/** Contracts the solver is checked in: game, trump suit, called card. */
const CONTRACTS: [GameType, Suit | null, Card | null][] = [
  ['rufspiel', null, 'GA'],
  ['rufspiel', null, 'SA'],
  ['solo', 'E', null],
  ['solo', 'H', null],
  ['wenz', null, null],
  ['geier', null, null],
  ['farbwenz', 'G', null],
  ['bettel', null, null],
  ['ramsch', null, null],
];

function shuffled<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

interface Position {
  game: GameType;
  suit: Suit | null;
  call: Card | null;
  hands: Card[][];
  trick: Play[];
  leader: number;
  calledSuitLed: boolean;
  counted: boolean[];
  maximizing: boolean[];
}

/** A random position: `size` cards per hand before the trick on the table, whose first cards are played legally. */
function randomPosition(random: Random, size: number): Position {
  const [gameType, suit, call] = CONTRACTS[random.int(CONTRACTS.length)];
  const order = orderOf(gameType, suit);
  const onTable = random.int(4);
  const leader = random.int(4);
  const pack = shuffled(PACKS.long32, random);
  const hands = [0, 1, 2, 3].map((s) => pack.slice(s * size, (s + 1) * size));
  const calledSuitLed = random.int(3) === 0;
  const trick: Play[] = [];
  for (let i = 0; i < onTable; i++) {
    const seat = (leader + i) % 4;
    const legal = playableWithCall(hands[seat], trick, order, call, calledSuitLed, hands[seat].length === 1);
    const card = legal[random.int(legal.length)];
    hands[seat] = hands[seat].filter((c) => c !== card);
    trick.push({ seat, card });
  }
  const solo = random.int(4);
  const holder =
    call === null ? -1 : ([0, 1, 2, 3].find((s) => hands[s].includes(call) || trick.some((p) => p.seat === s && p.card === call)) ?? -1);
  const counted = [0, 1, 2, 3].map((s) => s === solo || s === holder);
  const maximizing = gameType === 'ramsch' ? counted.map((c) => !c) : counted;
  return { game: gameType, suit, call, hands, trick, leader, calledSuitLed, counted, maximizing };
}

function openDealOf(p: Position, countedHaveTrick = false, othersHaveTrick = false): OpenDeal {
  const ramsch = p.game === 'ramsch';
  return {
    order: gameOrder(p.game, p.suit),
    hands: p.hands.map(maskOf),
    trick: p.trick.map((play) => indexOf(play.card)),
    leader: p.leader,
    counted: p.counted,
    maximizing: p.maximizing,
    call: p.call === null ? -1 : indexOf(p.call),
    calledSuitLed: p.calledSuitLed,
    countedHaveTrick,
    othersHaveTrick,
    allTricks: ramsch ? -121 : 1,
    noTrick: ramsch ? 0 : -1,
  };
}

/** Plain minimax with the engine's own rules (playableWithCall, winningPlay, cardPoints): the solver's reference. */
function minimax(
  p: Position,
  hands: Card[][],
  trick: Play[],
  leader: number,
  calledSuitLed: boolean,
  have: [boolean, boolean],
  deal: OpenDeal,
): number {
  const order = orderOf(p.game, p.suit);
  if (trick.length === 0 && hands.every((h) => h.length === 0)) return (have[1] ? 0 : deal.allTricks) + (have[0] ? 0 : deal.noTrick);
  const seat = (leader + trick.length) % 4;
  const legal = playableWithCall(hands[seat], trick, order, p.call, calledSuitLed, hands[seat].length === 1);
  const values = legal.map((card) => {
    const nextHands = hands.map((h, s) => (s === seat ? h.filter((c) => c !== card) : h));
    const nextTrick = [...trick, { seat, card }];
    if (nextTrick.length < 4) return minimax(p, nextHands, nextTrick, leader, calledSuitLed, have, deal);
    const winner = winningPlay(nextTrick, order).seat;
    const led = p.call !== null && order.suit(nextTrick[0].card) === suitOf(p.call);
    const gained = p.counted[winner] ? cardPoints(nextTrick.map((play) => play.card)) : 0;
    const nextHave: [boolean, boolean] = p.counted[winner] ? [true, have[1]] : [have[0], true];
    return gained + minimax(p, nextHands, [], winner, calledSuitLed || led, nextHave, deal);
  });
  return p.maximizing[seat] ? Math.max(...values) : Math.min(...values);
}

describe('the strong Schafkopf bot: the solver', () => {
  it('finds the plain minimax value of random positions, for the position and for every legal card', () => {
    const random = seededRandom('solver', 'minimax');
    for (let n = 0; n < 60; n++) {
      const p = randomPosition(random, n < 50 ? 3 : 4);
      const have: [boolean, boolean] = [random.int(2) === 0, random.int(2) === 0];
      const deal = openDealOf(p, have[0], have[1]);
      const expected = minimax(p, p.hands, p.trick, p.leader, p.calledSuitLed, have, deal);
      expect(new Solver(deal).value()).toBe(expected);
      const seat = (p.leader + p.trick.length) % 4;
      const moves = new Solver(deal).valuesOfMoves()!;
      for (const { card, value } of moves) {
        const hands = p.hands.map((h, s) => (s === seat ? h.filter((c) => c !== cardOf(card)) : h));
        const trick = [...p.trick, { seat, card: cardOf(card) }];
        const after = trick.length < 4 ? minimax(p, hands, trick, p.leader, p.calledSuitLed, have, deal) : undefined;
        if (after !== undefined) expect(value).toBe(after);
      }
      const best = p.maximizing[seat] ? Math.max(...moves.map((m) => m.value)) : Math.min(...moves.map((m) => m.value));
      expect(best).toBe(expected);
    }
  });

  it('answers "at least t?" for the position and after each legal card as plain minimax does, one solver asked many times', () => {
    const random = seededRandom('solver', 'thresholds');
    for (let n = 0; n < 40; n++) {
      const p = randomPosition(random, 3 + random.int(2));
      const have: [boolean, boolean] = [random.int(2) === 0, random.int(2) === 0];
      const deal = openDealOf(p, have[0], have[1]);
      const exact = minimax(p, p.hands, p.trick, p.leader, p.calledSuitLed, have, deal);
      const solver = new Solver(deal);
      for (const t of [exact - 7, exact, exact + 1, exact + 12, 0, 31, 61]) expect(solver.atLeast(t)).toBe(exact >= t);
      const seat = (p.leader + p.trick.length) % 4;
      const roots = solver.rootMoves();
      expect(roots.map(cardOf).sort()).toEqual(cardsOf(solver.legal(seat)).sort());
      for (const card of roots) {
        const hands = p.hands.map((h, s) => (s === seat ? h.filter((c) => c !== cardOf(card)) : h));
        const trick = [...p.trick, { seat, card: cardOf(card) }];
        if (trick.length === 4) continue;
        const after = minimax(p, hands, trick, p.leader, p.calledSuitLed, have, deal);
        for (const t of [after - 3, after, after + 1]) expect(solver.atLeastAfter(card, t)).toBe(after >= t);
      }
    }
  });

  it('answers a null window on the right side of the value', () => {
    const random = seededRandom('solver', 'window');
    for (let n = 0; n < 20; n++) {
      const deal = openDealOf(randomPosition(random, 4));
      const exact = new Solver(deal).value()!;
      expect(new Solver(deal).value(exact - 1, exact)! >= exact).toBe(true);
      expect(new Solver(deal).value(exact, exact + 1)! <= exact).toBe(true);
    }
  });
});

describe('the strong Schafkopf bot: its rules agree with the engine', () => {
  it('allows the same cards as playableWithCall and gives the trick to the same card as winningPlay', () => {
    const random = seededRandom('rules', 'agree');
    for (let n = 0; n < 400; n++) {
      const p = randomPosition(random, 1 + random.int(7));
      const order = orderOf(p.game, p.suit);
      const seat = (p.leader + p.trick.length) % 4;
      const hand = p.hands[seat];
      if (hand.length === 0) continue;
      const expected = playableWithCall(hand, p.trick, order, p.call, p.calledSuitLed, hand.length === 1);
      const mask = legalMask(
        gameOrder(p.game, p.suit),
        maskOf(hand),
        p.trick.map((play) => indexOf(play.card)),
        p.trick.length,
        p.call === null ? -1 : indexOf(p.call),
        p.calledSuitLed,
      );
      expect(cardsOf(mask).sort()).toEqual([...expected].sort());
      const full = [
        ...p.trick,
        ...[0, 1, 2, 3].slice(p.trick.length).map((i) => ({ seat: (p.leader + i) % 4, card: p.hands[(p.leader + i) % 4][0] })),
      ];
      if (full.some((play) => play.card === undefined)) continue;
      const at = trickWinner(
        gameOrder(p.game, p.suit),
        full.map((play) => indexOf(play.card)),
      );
      expect(full[at].seat).toBe(winningPlay(full, order).seat);
    }
  });

  it('pays every deal of whole sessions as the engine scores it', () => {
    let checked = 0;
    for (const [seed, options] of [
      ['pay-1', { deals: 6, doubling: 'everyone' }],
      ['pay-2', { deals: 6, bettel: true, geier: true, laufendeFrom: 2 }],
      ['pay-3', { deals: 6, pack: 'short', tariffRufspiel: 20 }],
    ] as const) {
      for (const deal of dealsOf(seed, options)) {
        if (deal.kind !== 'game' || deal.contract === null || deal.contract.game === 'sie') continue;
        const declarer = deal.contract.declarer!;
        const side = [0, 1, 2, 3].map((s) => s === declarer || s === deal.partner);
        const sideTricks = deal.tricks.reduce((sum, n, s) => sum + (side[s] ? n : 0), 0);
        const v = deal.declarerPoints! + (sideTricks === deal.tricks.reduce((a, b) => a + b, 0) ? 1 : 0) - (sideTricks === 0 ? 1 : 0);
        const view = {
          options: { ...game.initialState(setupOf({ options })).options },
          multiplier: 2 ** deal.doublings.length,
          stock: 0,
        } as unknown as SchafkopfView;
        const hands = deal.hands.map((hand) => maskOf(hand!));
        for (let seat = 0; seat < 4; seat++) {
          const k = { seat, contract: deal.contract } as Parameters<typeof payoffFor>[0];
          expect(payoffFor(k, view, hands, side)(v)).toBe(deal.payments[seat]);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});

/** Every scored deal of a session of heuristic bots, with the hands as the engine recorded them. */
function dealsOf(seed: string, options: Record<string, unknown>): DealScoredData[] {
  const setup = setupOf({ seed, options });
  let state = game.initialState(setup);
  const deals: DealScoredData[] = [];
  const bot = findBot('schafkopf', 'heuristic')!;
  const apply = (events: ReturnType<typeof game.decide>) => {
    for (const event of events) {
      state = game.evolve(state, event as never);
      if (event.type === 'DealScored') deals.push(event.data as DealScoredData);
    }
  };
  apply(game.decide({ type: 'StartMatch' }, state));
  for (let version = 0; game.outcome(state) === null; version++) {
    const seat = game.activeSeats(state)[0];
    const action = bot({
      seat,
      view: game.view(state, seat),
      legalActions: game.legalActions(state, seat),
      random: seededRandom(seed, `${version}`),
    });
    apply(game.decide({ type: 'Act', seat, action: action as SchafkopfAction }, state));
  }
  return deals;
}

describe('the strong Schafkopf bot: what a seat knows and the deals it samples', () => {
  it('never deals a card the seat holds or has seen played, keeps known voids and the called ace rules, and the true deal fits its knowledge', () => {
    let samples = 0;
    for (const [seed, options] of [
      ['know-1', {}],
      ['know-2', { hochzeit: true, hochzeitOpen: true }],
      ['know-3', { pack: 'short' }],
      ['know-4', { allPass: 'ramsch' }],
    ] as const) {
      const setup = setupOf({ seed, options: { deals: 2, ...options } });
      let state = game.initialState(setup);
      const memory = new TableMemory(game, [0, 1, 2, 3]);
      const bot = findBot('schafkopf', 'heuristic')!;
      const apply = (events: ReturnType<typeof game.decide>) => {
        for (const event of events) {
          state = game.evolve(state, event as never);
          memory.add(event, state);
        }
      };
      apply(game.decide({ type: 'StartMatch' }, state));
      for (let version = 0; game.outcome(state) === null; version++) {
        const seat = game.activeSeats(state)[0];
        const view = game.view(state, seat);
        if (state.phase === 'playing' && version % 3 === 0) {
          const k = knowledgeOf(seat, view, memory.logOf(seat));
          const seen = k.hand | k.played.reduce((a, b) => a | b, 0);
          const truth = state.hands.map((hand) => maskOf(hand));
          for (let s = 0; s < 4; s++) {
            if (s === seat) continue;
            // The knowledge is sound: the real hands fit it.
            expect(truth[s] & k.lacks[s]).toBe(0);
            expect(truth[s] & k.holds[s]).toBe(k.holds[s]);
            for (let suit = 0; suit <= TRUMP; suit++) if (k.voids[s] & (1 << suit)) expect(truth[s] & k.order.suitMask[suit]).toBe(0);
          }
          const random = seededRandom(seed, `sample-${version}`);
          for (let n = 0; n < 10; n++) {
            const hands = sampleHands(k, random, 3);
            samples++;
            expect(hands[seat]).toBe(k.hand);
            expect(hands.reduce((a, b) => a | b, 0) & (seen & ~k.hand)).toBe(0);
            expect(hands.map(popcount)).toEqual(truth.map(popcount));
            for (let s = 0; s < 4; s++) {
              if (s === seat) continue;
              for (let t = s + 1; t < 4; t++) expect(hands[s] & hands[t]).toBe(0);
              expect(hands[s] & k.lacks[s]).toBe(0);
              expect(hands[s] & k.holds[s]).toBe(k.holds[s]);
              for (let suit = 0; suit <= TRUMP; suit++) if (k.voids[s] & (1 << suit)) expect(hands[s] & k.order.suitMask[suit]).toBe(0);
            }
            const { contract } = k;
            if (k.call >= 0 && contract.declarer !== null && contract.declarer !== seat)
              expect(hands[contract.declarer] & bit(k.call)).toBe(0);
          }
        }
        const action = bot({ seat, view, legalActions: game.legalActions(state, seat), random: seededRandom(seed, `${version}`) });
        apply(game.decide({ type: 'Act', seat, action: action as SchafkopfAction }, state));
      }
    }
    expect(samples).toBeGreaterThan(150);
  });

  it('keeps the called ace with the seat that ran away from it (led its suit without it)', () => {
    // Seat 1 holds GA with four Gras and leads G7 the first time Gras is played: nobody else can hold the ace.
    const k = knowledgeFromEvents(0, 'rufspiel', 'GA', [
      ['CardPlayed', 1, 'G7'],
      ['CardPlayed', 2, 'G8'],
      ['CardPlayed', 3, 'G9'],
      ['CardPlayed', 0, 'GK'],
    ]);
    expect(k.holds[1] & bit(indexOf('GA'))).not.toBe(0);
    expect(k.lacks[2] & bit(indexOf('GA'))).not.toBe(0);
  });
});

describe('the strong Schafkopf bot: reading the announcement', () => {
  it('rates hands and announces as the heuristic bot does', () => {
    const random = seededRandom('reading', 'hands');
    for (const extra of [{}, { pack: 'short', geier: true, farbwenz: true, farbgeier: true }] as const) {
      const options = { ...game.initialState(setupOf()).options, ...extra };
      const pack = packOf(options);
      const games = tableGames(options, maskOf(pack));
      for (let n = 0; n < 150; n++) {
        const hand = shuffled(pack, random).slice(0, pack.length / 4);
        for (const [gameType, suit] of [
          ['rufspiel', -1],
          ['solo', 0],
          ['solo', 2],
          ['wenz', -1],
          ['geier', -1],
          ['farbwenz', 1],
          ['farbgeier', 3],
        ] as const) {
          const rated = ratedGame(gameType, suit, options, maskOf(pack));
          if (rated !== null)
            expect(excessOf(maskOf(hand), rated)).toBeCloseTo(excessFor(hand, gameType, SUITS[suit as number] ?? null, options), 9);
        }
        for (const auch of [false, true]) {
          const view = {
            options,
            vorhand: 0,
            declarations: [auch ? 'bid' : 'pass', null, null, null],
            hochzeitOffer: null,
          } as unknown as SchafkopfView;
          expect(wouldBid(maskOf(hand), games, auch, false)).toBe(announcement(1, view, hand) === 'bid');
        }
      }
    }
  });

  it('weighs a deal down where a seat said Weiter with the hand of a Solo, and draws the deals that fit', () => {
    const solo: Card[] = ['EO', 'GO', 'HO', 'SO', 'EU', 'GU', 'HA', 'H10'];
    const weak: Card[] = ['E7', 'E8', 'G7', 'G8', 'S7', 'S8', 'H7', 'GK'];
    const options = game.initialState(setupOf()).options;
    const k = knowledgeFromEvents(0, 'rufspiel', 'GA', []);
    const view = { options, vorhand: 0, declarations: ['pass', 'pass', 'pass', 'bid'], stoss: [] } as unknown as SchafkopfView;
    const weight = auctionWeight(k, view)!;
    const hands = [0, maskOf(weak), maskOf(weak), 0];
    expect(weight(hands)).toBeLessThan(1);
    hands[1] = maskOf(solo);
    expect(weight(hands)).toBeCloseTo(weight([0, maskOf(weak), maskOf(weak), 0]) * OFF_MODEL, 9);
    // The declarer called the Gras-Ace: drawn deals give him a Rufspiel hand far more often than chance.
    const mine = { ...k, hand: maskOf(['GO', 'SO', 'HU', 'SU', 'H7', 'H8', 'H9', 'GK']), handSizes: [8, 8, 8, 8] };
    const ruf = ratedGame('rufspiel', -1, options, k.pack)!;
    const fitting = (deals: number[][]) => deals.filter((d) => excessOf(d[3], ruf) >= 0).length;
    const weighed = fitting(sampleDeals(mine, seededRandom('reading', 'deals'), 40, 0, weight));
    const blind = fitting(sampleDeals(mine, seededRandom('reading', 'deals'), 40, 0, null));
    expect(weighed).toBeGreaterThan(2 * blind + 5);
  });
});

/** Knowledge of seat `seat` in a made-up Rufspiel of seat 3 after the given plays (a trick is taken every fourth card). */
function knowledgeFromEvents(seat: number, gameType: GameType, call: Card | null, plays: [string, number, Card][]) {
  const hand: Card[] = ['EO', 'GO', 'HO', 'SO', 'EA', 'E10', 'EK'];
  const log: GameEvent[] = [{ type: 'DealDealt', data: { dealNumber: 1, dealer: 3, half: 1, schieber: false, hands: [] } }];
  plays.forEach(([type, s, card], i) => {
    log.push({ type, data: { seat: s, card } });
    if (i % 4 === 3)
      log.push({ type: 'TrickTaken', data: { winner: plays[i - 3][1], cards: plays.slice(i - 3, i + 1).map((p) => p[2]), points: 0 } });
  });
  const view = {
    contract: { game: gameType, declarer: 3, suit: null, call, target: 61, muss: false, hochzeitOffer: null },
    hand,
    seats: [0, 1, 2, 3].map((s) => ({ seat: s, cardCount: 7 })),
    options: game.initialState(setupOf()).options,
    calledSuitLed: true,
    partner: null,
  } as unknown as SchafkopfView;
  return knowledgeOf(seat, view, log);
}

describe('the strong Schafkopf bot at the table', () => {
  it.each([
    ['strong-1', {}, ['strong', 'heuristic', 'strong', 'heuristic']],
    ['strong-2', { hochzeit: true, bettel: true, doubling: 'everyone' }, ['heuristic', 'strong', 'heuristic', 'strong']],
    ['strong-3', { pack: 'short', allPass: 'muss' }, ['strong', 'strong', 'heuristic', 'strong']],
    ['strong-4', { allPass: 'ramsch', deals: 1 }, ['strong', 'strong', 'strong', 'strong']],
  ] as const)('plays whole sessions with legal actions only (%s)', (seed, options, kinds) => {
    const result = playWithBots(game, setupOf({ seed, options: { deals: 1, ...options } }), [...kinds] as BotKind[]);
    expect(result.finished).toBe(true);
  });

  it('says "Ich spiele" and names the Tout with a sure Tout (and a Wenz-Tout), as the heuristic bot does', () => {
    const fill = (hand: string): Card[][] => {
      const hands = [hand.split(' ') as Card[], [], [], []];
      const rest = PACKS.long32.filter((c) => !hands[0].includes(c));
      for (const h of hands) while (h.length < 8) h.push(rest.shift()!);
      return hands;
    };
    const strong = findBot('schafkopf', 'strong')!;
    const moveAt = (hands: Card[][], actions: SchafkopfAction[]): SchafkopfAction => {
      const setup = setupOf({ presets: [{ hands }], seed: 'tout' });
      let state = game.initialState(setup);
      let version = 0;
      const memory = new TableMemory(game, [0, 1, 2, 3]);
      const apply = (events: ReturnType<typeof game.decide>) => {
        for (const event of events) {
          state = game.evolve(state, event);
          memory.add(event, state);
        }
        version += events.length;
      };
      apply(game.decide({ type: 'StartMatch' }, state));
      for (const action of actions) apply(game.decide({ type: 'Act', seat: game.activeSeats(state)[0], action }, state));
      const input = {
        ...botInput(game, replayedOf(game, state, version, setup.seed, ['strong', null, null, null]), 0),
        log: memory.logOf(0),
      };
      return strong(input) as SchafkopfAction;
    };
    const pass: SchafkopfAction = { type: 'pass' };
    for (const [hand, named] of [
      ['EO GO HO SO EU GU HA H10', { type: 'nameGame', game: 'soloTout', suit: 'H' }],
      ['EU GU EA E10 EK GA G10 SA', { type: 'nameGame', game: 'wenzTout' }],
    ] as const) {
      const hands = fill(hand);
      expect(moveAt(hands, [])).toEqual({ type: 'bid' });
      expect(moveAt(hands, [{ type: 'bid' }, pass, pass, pass])).toEqual(named);
    }
  });

  it('with a peek at the true deal searches that deal alone: no sample drawn, every card valued as the open deal pays', () => {
    let checked = 0;
    for (const seed of ['peek-1', 'peek-2', 'peek-3', 'peek-4']) {
      const setup = setupOf({ seed, options: { deals: 1 } });
      let state = game.initialState(setup);
      const memory = new TableMemory(game, [0, 1, 2, 3]);
      const apply = (events: ReturnType<typeof game.decide>) => {
        for (const event of events) {
          state = game.evolve(state, event);
          memory.add(event, state);
        }
      };
      apply(game.decide({ type: 'StartMatch' }, state));
      const heuristic = findBot('schafkopf', 'heuristic')!;
      for (let version = 0; game.outcome(state) === null; version++) {
        const seat = game.activeSeats(state)[0];
        const view = game.view(state, seat) as SchafkopfView;
        const legal = game.legalActions(state, seat) as SchafkopfAction[];
        if (view.phase === 'playing' && view.contract !== null && state.hands[seat].length === 4 && legal.length > 1) {
          const k = knowledgeOf(seat, view, memory.logOf(seat));
          const truth = state.hands.map((hand) => maskOf(hand));
          const untouched = new Proxy({} as Random, {
            get: () => {
              throw new Error('a sample was drawn');
            },
          });
          const scores = scoreCards(k, view, untouched, { samples: 20, nodes: Infinity }, () => truth);
          const side = sideOf(k, truth);
          const { leader, cards } = openTrick(k);
          const taken = takenSoFar(k);
          const deal = openDeal(k, truth, side, cards, leader, taken.tricks);
          const base = [0, 1, 2, 3].reduce((sum, s) => sum + (side[s] ? taken.points[s] : 0), 0);
          const pay = payoffFor(
            k,
            view,
            truth.map((hand, s) => hand | k.played[s]),
            side,
          );
          const exact = new Solver(deal).valuesOfMoves()!.map(({ card, value }) => ({ card, cents: pay(base + value) }));
          expect(scores.map(({ card, cents }) => ({ card, cents })).sort((a, b) => a.card - b.card)).toEqual(
            exact.sort((a, b) => a.card - b.card),
          );
          checked++;
        }
        const action = heuristic({ seat, view, legalActions: legal, random: seededRandom(seed, `${version}`) });
        apply(game.decide({ type: 'Act', seat, action: action as SchafkopfAction }, state));
      }
    }
    expect(checked).toBeGreaterThan(1);
  });

  it('needs the log', () => {
    const state = game.initialState(setupOf());
    expect(() =>
      findBot('schafkopf', 'strong')!({ seat: 0, view: game.view(state, 0), legalActions: [], random: seededRandom('a', 'b') }),
    ).toThrow(/log/);
  });
});
