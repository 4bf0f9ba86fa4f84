import { describe, expect, it } from '@jest/globals';
import { positionOfPlay } from '../../src/analysis/family-value.js';
import { seededRandom, type Random } from '../../src/bots/random.js';
import { CODES, indexOf, maskOf } from '../../src/bots/strong/schnapsen-family/cards.js';
import { legalMask, rulesOf, trickWinnerIndex } from '../../src/bots/strong/schnapsen-family/rules.js';
import { Solver } from '../../src/bots/strong/schnapsen-family/solver.js';
import { SUITS, type Card } from '../../src/engine/core/cards.js';
import { winningPlay } from '../../src/engine/core/tricks.js';
import type { ContractId } from '../../src/engine/schnapsen/common/contracts.js';
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
import { sideFor } from '../../src/engine/schnapsen/common/sides.js';
import { verdictOf } from '../../src/engine/schnapsen/common/verdict.js';

/** A table of the Schnapsen family as the solver checks need it. */
export interface FamilySolverTable {
  /** The prefix of the checks' random sources. */
  name: string;
  players: 3 | 4;
  /** One contract of each kind the table plays. */
  contracts: ContractId[];
  /** The terms of a contract with a random declarer. */
  termsFor(id: ContractId, random: Random): DealTerms;
  /** The same for the minimax check, with the table's variants drawn too (default: `termsFor`). */
  minimaxTermsFor?(id: ContractId, random: Random): DealTerms;
  /** The minimax check finds at least this many undecided positions among its hundred. */
  minimaxChecked: number;
  /** How many tricks into a deal the per-card check looks, and the most the rules check looks (exclusive). */
  cardsAfterTricks: number;
  rulesTricks: number;
}

/**
 * The family solver against the engine, for one table: the solver's value equals plain minimax through the
 * engine's own rules on small positions of every contract, each legal card is valued as the minimax after it,
 * and the solver's compact rules agree with the engine on legal cards and trick winners.
 */
export function describeFamilySolver(table: FamilySolverTable): void {
  const { players } = table;
  // Five cards a hand at four, six at three (the talon's two left out).
  const handSize = Math.floor(CODES.length / players);

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
    for (const suit of marriageSuits(state, terms, seat))
      values.push(bruteForce(withMarriage(state, marriageOf(state, terms, seat, suit)), terms));
    return sideFor(terms.sides, seat) === 'declaring' ? Math.max(...values) : Math.min(...values);
  }

  /** A random deal of the contract played `tricks` tricks into it by random legal cards (null if it ended before). */
  function randomPosition(terms: DealTerms, random: Random, tricks: number): PlayState | null {
    const cards = shuffled(random);
    const hands = Array.from({ length: players }, (_, seat) => cards.slice(handSize * seat, handSize * seat + handSize));
    let state = startPlay(hands, terms.contract.leader === 'declarer' ? terms.sides.declarer : random.int(players));
    while (state.tricks.length < tricks || (state.trick.length > 0 && random.int(2) === 0)) {
      if (engineValue(state, terms) !== null) return null;
      state = afterCard(state, terms, random.pick(legalCards(state, terms, state.turn)));
    }
    return engineValue(state, terms) === null ? state : null;
  }

  /** The solver's rules and position for an engine state (the analysis' own conversion, checked here too). */
  function solverPosition(state: PlayState, terms: DealTerms) {
    const rules = rulesOf(terms, players);
    return { rules, position: positionOfPlay(state, rules) };
  }

  describe('the solver', () => {
    it('finds the plain minimax value of small positions of every contract', () => {
      const random = seededRandom(table.name, 'minimax');
      let checked = 0;
      for (let round = 0; round < 100; round++) {
        const id = table.contracts[round % table.contracts.length];
        const terms = (table.minimaxTermsFor ?? table.termsFor)(id, random);
        const state = randomPosition(terms, random, 2);
        if (!state) continue;
        const { rules, position } = solverPosition(state, terms);
        expect({ id, value: new Solver(rules).solve(position) }).toEqual({ id, value: bruteForce(state, terms) });
        checked++;
      }
      expect(checked).toBeGreaterThan(table.minimaxChecked);
    });

    it('values each legal card as the minimax after it', () => {
      const random = seededRandom(table.name, 'cards');
      for (let round = 0; round < 15; round++) {
        const terms = table.termsFor(round % 2 === 0 ? 'normal' : 'schnapser', random);
        const state = randomPosition(terms, random, table.cardsAfterTricks);
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
      const random = seededRandom(table.name, 'rules');
      for (let round = 0; round < 300; round++) {
        const terms = table.termsFor(table.contracts[round % table.contracts.length], random);
        const state = randomPosition(terms, random, random.int(table.rulesTricks));
        if (!state) continue;
        const rules = rulesOf(terms, players);
        const lead = state.trick.length > 0 ? indexOf(state.trick[0].card) : -1;
        const mustLead = state.mustLead === null ? -1 : SUITS.indexOf(state.mustLead);
        expect(legalMask(rules, maskOf(state.hands[state.turn]), lead, mustLead)).toBe(maskOf(legalCards(state, terms, state.turn)));
        if (state.tricks.length > 0) {
          const plays = state.tricks[state.tricks.length - 1].plays;
          expect(
            plays[
              trickWinnerIndex(
                rules,
                plays.map((p) => indexOf(p.card)),
              )
            ],
          ).toEqual(winningPlay(plays, orderOf(terms)));
        }
      }
    });
  });
}
