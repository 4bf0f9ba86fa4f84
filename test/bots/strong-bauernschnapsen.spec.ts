import { describe, expect, it } from '@jest/globals';
import { TableMemory } from '../../src/bots/log.js';
import { seededRandom, type Random } from '../../src/bots/random.js';
import { bauernschnapsenBot } from '../../src/bots/heuristic/bauernschnapsen.js';
import { CODES, indexOf, maskOf } from '../../src/bots/strong/schnapsen-family/cards.js';
import { positionOf } from '../../src/bots/strong/schnapsen-family/evaluate.js';
import { dealMemory, knowledgeOf } from '../../src/bots/strong/schnapsen-family/knowledge.js';
import { legalMask, rulesOf, trickWinnerIndex } from '../../src/bots/strong/schnapsen-family/rules.js';
import { sampleHolders } from '../../src/bots/strong/schnapsen-family/sampler.js';
import { Solver } from '../../src/bots/strong/schnapsen-family/solver.js';
import { strongBauernschnapsenBot } from '../../src/bots/strong/schnapsen-family/index.js';
import { SUITS, type Card } from '../../src/engine/core/cards.js';
import type { Game } from '../../src/engine/core/game.js';
import { winningPlay } from '../../src/engine/core/tricks.js';
import { bauernschnapsen, type BauernState, type BauernView } from '../../src/engine/schnapsen/bauern/index.js';
import { BAUERN_CONTRACTS, BAUERN_SHAPE, type ContractId } from '../../src/engine/schnapsen/common/contracts.js';
import { normalGamePoints } from '../../src/engine/schnapsen/common/game-points.js';
import {
  legalCards,
  marriageOf,
  marriageSuits,
  orderOf,
  playOrder,
  startPlay,
  tallyOf,
  trickComplete,
  trickWinner,
  withCardPlayed,
  withMarriage,
  withTrickTaken,
  type DealTerms,
  type PlayState,
} from '../../src/engine/schnapsen/common/play.js';
import { sideFor, sidesFor } from '../../src/engine/schnapsen/common/sides.js';
import { verdictOf } from '../../src/engine/schnapsen/common/verdict.js';
import { botRandom } from '../../src/bots/random.js';
import { botInput } from '../../src/scheduler/due.js';
import { playWithBots, replayedOf } from './play.js';

const partnerOf = (seat: number) => (seat + 2) % 4;

function termsFor(id: ContractId, declarer: number, random: Random, sitsOut = true, mitMann = false): DealTerms {
  const contract = BAUERN_CONTRACTS[id];
  return { contract, trump: random.pick(SUITS), sides: sidesFor(contract, declarer, 4, partnerOf, sitsOut), shape: BAUERN_SHAPE, schnapserMitMann: mitMann };
}

function shuffled(random: Random): Card[] {
  const cards = [...CODES];
  for (let i = cards.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [cards[i], cards[j]] = [cards[j], cards[i]];
  }
  return cards;
}

/** The engine's play state after a card (and the trick taken when it completes it). */
function afterCard(state: PlayState, terms: DealTerms, card: Card): PlayState {
  const next = withCardPlayed(state, state.turn, card, playOrder(terms));
  return trickComplete(next, terms) ? withTrickTaken(next, trickWinner(next, terms)) : next;
}

/** The value for the declaring side of a decided deal, by the engine's verdict and game points. */
function engineValue(state: PlayState, terms: DealTerms): number | null {
  const verdict = verdictOf(state, terms);
  if (!verdict) return null;
  const sign = verdict.winner === 'declaring' ? 1 : -1;
  if (terms.contract.goal.kind !== 'normal') return sign;
  const loser = tallyOf(state, verdict.winner === 'declaring' ? terms.sides.defending : terms.sides.declaring);
  return sign * normalGamePoints(loser.total, loser.tricks);
}

/** Plain minimax through the engine's own rules: every legal card, and every 20/40 (announced or not). */
function bruteForce(state: PlayState, terms: DealTerms): number {
  const decided = engineValue(state, terms);
  if (decided !== null) return decided;
  const seat = state.turn;
  const values = legalCards(state, terms, seat).map((card) => bruteForce(afterCard(state, terms, card), terms));
  for (const suit of marriageSuits(state, terms, seat)) values.push(bruteForce(withMarriage(state, marriageOf(state, terms, seat, suit)), terms));
  return sideFor(terms.sides, seat) === 'declaring' ? Math.max(...values) : Math.min(...values);
}

/** A random deal of the contract played `tricks` tricks into it by random legal cards (null if it ended before). */
function randomPosition(terms: DealTerms, random: Random, tricks: number): PlayState | null {
  const cards = shuffled(random);
  let state = startPlay([0, 1, 2, 3].map((seat) => cards.slice(5 * seat, 5 * seat + 5)), terms.contract.leader === 'declarer' ? terms.sides.declarer : random.int(4));
  while (state.tricks.length < tricks || (state.trick.length > 0 && random.int(2) === 0)) {
    if (engineValue(state, terms) !== null) return null;
    state = afterCard(state, terms, random.pick(legalCards(state, terms, state.turn)));
  }
  return engineValue(state, terms) === null ? state : null;
}

function solverPosition(state: PlayState, terms: DealTerms) {
  const rules = rulesOf(terms, 4);
  const points: [number, number] = [0, 0];
  const tricks: [number, number] = [0, 0];
  for (const trick of state.tricks) {
    const group = rules.group[trick.winner];
    tricks[group]++;
    points[group] += trick.plays.reduce((sum, p) => sum + [11, 10, 4, 3, 2][indexOf(p.card) % 5], 0);
  }
  const declared: [number, number] = [0, 0];
  for (const m of state.marriages) declared[rules.group[m.seat]] += m.points;
  const position = {
    hands: state.hands.map(maskOf),
    trickSeats: state.trick.map((p) => p.seat),
    trickCards: state.trick.map((p) => indexOf(p.card)),
    turn: state.turn,
    tricksDone: state.tricks.length,
    points,
    tricks,
    declared,
    mustLead: state.mustLead === null ? -1 : SUITS.indexOf(state.mustLead),
  };
  return { rules, position };
}

const CONTRACTS: ContractId[] = ['normal', 'schnapser', 'bettler', 'gang', 'dokta', 'bauernschnapser', 'assenbettler', 'zehnergang', 'schnapserZusammen', 'kontraschnapser'];

describe('the solver', () => {
  it('finds the plain minimax value of small positions of every contract', () => {
    const random = seededRandom('strong-bauern', 'minimax');
    let checked = 0;
    for (let round = 0; round < 100; round++) {
      const id = CONTRACTS[round % CONTRACTS.length];
      const terms = termsFor(id, random.int(4), random, random.int(2) === 0, random.int(3) === 0);
      const state = randomPosition(terms, random, 2);
      if (!state) continue;
      const { rules, position } = solverPosition(state, terms);
      expect({ id, value: new Solver(rules).solve(position) }).toEqual({ id, value: bruteForce(state, terms) });
      checked++;
    }
    expect(checked).toBeGreaterThan(25);
  });

  it('values each legal card as the minimax after it', () => {
    const random = seededRandom('strong-bauern', 'cards');
    for (let round = 0; round < 15; round++) {
      const terms = termsFor(round % 2 === 0 ? 'normal' : 'schnapser', random.int(4), random);
      const state = randomPosition(terms, random, 2);
      if (!state) continue;
      const { rules, position } = solverPosition(state, terms);
      const cards = legalCards(state, terms, state.turn);
      const values = new Solver(rules).values(position, cards.map(indexOf));
      // Leading König or Ober with its partner announces the 20/40 (never worse than keeping it quiet).
      const expected = cards.map((card) => {
        const suit = card[0] as (typeof SUITS)[number];
        const plain = bruteForce(afterCard(state, terms, card), terms);
        if (!marriageSuits(state, terms, state.turn).includes(suit) || !/[KO]$/.test(card)) return plain;
        const announced = withMarriage(state, marriageOf(state, terms, state.turn, suit));
        return engineValue(announced, terms) ?? bruteForce(afterCard(announced, terms, card), terms);
      });
      expect(values).toEqual(expected);
    }
  });
});

describe('the compact rules agree with the engine', () => {
  it('on legal cards and trick winners in random positions', () => {
    const random = seededRandom('strong-bauern', 'rules');
    for (let round = 0; round < 300; round++) {
      const terms = termsFor(CONTRACTS[round % CONTRACTS.length], random.int(4), random);
      const state = randomPosition(terms, random, random.int(4));
      if (!state) continue;
      const rules = rulesOf(terms, 4);
      const lead = state.trick.length > 0 ? indexOf(state.trick[0].card) : -1;
      const mustLead = state.mustLead === null ? -1 : SUITS.indexOf(state.mustLead);
      expect(legalMask(rules, maskOf(state.hands[state.turn]), lead, mustLead)).toBe(maskOf(legalCards(state, terms, state.turn)));
      if (state.tricks.length > 0) {
        const plays = state.tricks[state.tricks.length - 1].plays;
        expect(plays[trickWinnerIndex(rules, plays.map((p) => indexOf(p.card)))]).toEqual(winningPlay(plays, orderOf(terms)));
      }
    }
  });
});

/** Matches played by heuristic bots, stopped at random points of the card play: the state and each seat's memory. */
function* midDeals(seeds: number) {
  const game = bauernschnapsen as unknown as Game<BauernState>;
  for (let k = 0; k < seeds; k++) {
    const seed = `strong-bauern-${k}`;
    let state = game.initialState({ players: 4, options: {}, seed, presets: [] });
    const memory = new TableMemory(game, [0, 1, 2, 3]);
    const stopAt = 12 + (k % 10);
    let cards = 0;
    const apply = (events: ReturnType<Game['decide']>) => events.forEach((event) => memory.add(event, (state = game.evolve(state, event))));
    apply(game.decide({ type: 'StartMatch' }, state));
    for (let step = 0; step < 300 && game.outcome(state) === null; step++) {
      const seat = game.activeSeats(state)[0];
      if (state.phase === 'playing' && ++cards === stopAt) {
        yield { state, seat, memory: memory.logOf(seat), view: game.view(state, seat) as BauernView };
        break;
      }
      const action = bauernschnapsenBot({ seat, view: game.view(state, seat) as BauernView, legalActions: game.legalActions(state, seat) as never, random: seededRandom(seed, `${step}`) });
      apply(game.decide({ type: 'Act', seat, action }, state));
    }
  }
}

describe('the sampler', () => {
  it('deals only unseen cards, each to a seat that may hold it, and the true deal is always possible', () => {
    for (const { state, seat, memory, view } of midDeals(12)) {
      const terms = state.terms!;
      const rules = rulesOf(terms, 4);
      const remembered = dealMemory(memory);
      const knowledge = knowledgeOf(seat, 4, view, remembered, rules);
      const played = remembered.tricks.flatMap((t) => t.cards);
      // The real holder of every unseen card is among the allowed ones.
      for (let holder = 0; holder < 4; holder++) {
        if (holder === seat) continue;
        for (const card of state.play!.hands[holder]) expect(knowledge.allowed[indexOf(card)] & (1 << holder)).not.toBe(0);
      }
      const random = seededRandom('sampler', `${seat}`);
      for (let draw = 0; draw < 30; draw++) {
        const holders = sampleHolders(knowledge, random);
        holders.forEach((mask, holder) => {
          expect(mask & knowledge.own).toBe(0);
          for (const card of played) expect(mask & (1 << card)).toBe(0);
          if (holder < 4 && holder !== seat) expect(mask.toString(2).replace(/0/g, '').length).toBe(state.play!.hands[holder].length);
          // A seat that did not follow a led suit gets none of it.
          for (const trick of remembered.tricks) {
            const at = trick.seats.indexOf(holder);
            if (at > 0 && Math.floor(trick.cards[at] / 5) !== Math.floor(trick.cards[0] / 5)) expect(mask & (0x1f << (5 * Math.floor(trick.cards[0] / 5)))).toBe(0);
          }
        });
      }
      // The solver's position from the memory has the real count.
      const position = positionOf(rules, view, remembered, seat, state.play!.hands.map(maskOf));
      expect(position.tricksDone).toBe(state.play!.tricks.length);
      expect(position.points[0] + position.points[1]).toBe(tallyOf(state.play!, [0, 1, 2, 3]).cardPoints);
    }
  });
});

describe('the strong bot', () => {
  it('plays a whole match with legal moves only, strong and heuristic seats mixed, and every contract legally', () => {
    const game = bauernschnapsen as unknown as Game;
    expect(playWithBots(game, { players: 4, options: {}, seed: 'strong-match-1', presets: [] }, ['strong', 'heuristic', 'strong', 'heuristic']).finished).toBe(true);
    // Every contract on offer, the Bettler partner playing along, Schnapser mit Mann, a Plauderer's open hands: some deals of it.
    const everything = { bettler: true, assenbettler: true, assBettler: true, dokta: true, schnapserZusammen: true, zehnergang: true, bauernloch: true, plauderer: 'b', bettlerPartnerSitsOut: false, schnapserMitMann: true };
    expect(playWithBots(game, { players: 4, options: everything, seed: 'strong-match-2', presets: [] }, ['heuristic', 'strong', 'heuristic', 'strong'], 150).steps).toBeGreaterThan(100);
  });

  it('needs the log', () => {
    const game = bauernschnapsen as unknown as Game;
    const state = game.initialState({ players: 4, options: {}, seed: 's', presets: [] });
    let started = state;
    for (const event of game.decide({ type: 'StartMatch' }, state)) started = game.evolve(started, event);
    const input = botInput(game, replayedOf(game, started, 1, 's', ['strong', null, null, null]), 0);
    expect(() => strongBauernschnapsenBot()({ ...input, random: botRandom('s', 0, 1) })).toThrow(/log/);
  });
});
