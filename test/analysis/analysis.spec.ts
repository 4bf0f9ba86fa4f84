import { describe, expect, it } from '@jest/globals';
import { analyseMatch, defaultBudget } from '../../src/analysis/analyse.js';
import type { SchafkopfDealAnalysis } from '../../src/analysis/schafkopf.js';
import type { SchnapsenDealAnalysis } from '../../src/analysis/schnapsen.js';
import { SchafkopfAnalysisSchema, SchnapsenAnalysisSchema } from '../../src/analysis/schemas.js';
import type { Card } from '../../src/engine/core/cards.js';
import { cardName, theCard } from '../../src/engine/core/card-names.js';
import type { Game, GameEvent } from '../../src/engine/core/game.js';
import { GAMES } from '../../src/engine/registry.js';
import { afterAction, play, schafkopfResult, schnapsenResult, statesBeforeMoves } from './brute-force.js';

// The analysis against brute force (brute-force.ts): cents in Schafkopf, game points in Schnapsen.

const BUDGET = { nodes: 200_000, samples: 4 };

describe('Schafkopf analysis', () => {
  const options = { deals: 3 };

  it('values every card of the last two tricks exactly as brute force over the engine does', () => {
    for (const seed of ['bf-1', 'bf-2']) {
      const { game, input, events, setup } = play('schafkopf', 4, options, seed);
      const analysis = analyseMatch(input, BUDGET);
      expect(SchafkopfAnalysisSchema.safeParse(analysis).error).toBeUndefined();
      const deals = analysis.deals as SchafkopfDealAnalysis[];
      const states = statesBeforeMoves(game, setup as never, events, (e) => e.type === 'CardPlayed');
      const moves = deals.flatMap((deal) => deal.moves.map((move) => ({ deal, move })));
      expect(moves).toHaveLength(states.length);
      let checked = 0;
      moves.forEach(({ deal, move }, i) => {
        if (deal.unit !== 'cents' || move.trick < deal.moves.at(-1)!.trick - 1) return;
        expect(move.exact).toBe(true);
        for (const alternative of move.alternatives) {
          const values = afterAction(game, states[i], move.seat, alternative.action, schafkopfResult, 4);
          expect(alternative.value.result).toBe(values[move.seat]);
        }
        checked++;
      });
      expect(checked).toBeGreaterThan(10);
    }
  });

  it("finds each deal's par within the par's own budget, and says when a contract was left undecided", () => {
    // With the moves' budget (100,000 positions) for the par too, two of these four deals had no par at all.
    const { input } = play('schafkopf', 4, { deals: 4 }, 'p1');
    const deals = analyseMatch(input, { nodes: 20_000, samples: 2, parNodes: defaultBudget('schafkopf').parNodes })
      .deals as SchafkopfDealAnalysis[];
    expect(deals).toHaveLength(4);
    for (const deal of deals) {
      expect(deal.par?.best).not.toBeNull();
      expect(/(blieb|blieben) im Rechenbudget offen/.test(deal.par!.text.de)).toBe(deal.par!.unsolved > 0);
      expect(/not decided within the budget/.test(deal.par!.text.en)).toBe(deal.par!.unsolved > 0);
    }
  });

  it('flags a deliberately bad card with the loss brute force gives it', () => {
    const game = GAMES.schafkopf as Game;
    let planted: { trick: number; seat: number; card: string; loss: number } | null = null;
    const tricksOf = (state: unknown) => (state as { tricksWon: unknown[][] }).tricksWon.reduce((n, list) => n + list.length, 0);
    const handOf = (state: unknown, seat: number) => (state as { hands: string[][] }).hands[seat];
    const { input } = play('schafkopf', 4, { deals: 3 }, 'bad-card', (state, seat, action) => {
      if (planted !== null || action.type !== 'playCard' || handOf(state, seat).length > 3) return action;
      const options = game.legalActions(state, seat).filter((a) => a.type === 'playCard');
      const values = options.map((a) => afterAction(game, state, seat, a, schafkopfResult, 4)[seat]);
      const worst = values.indexOf(Math.min(...values));
      const loss = Math.max(...values) - values[worst];
      if (loss <= 0) return action;
      planted = { trick: tricksOf(state) + 1, seat, card: options[worst].card as string, loss };
      return options[worst];
    });
    expect(planted).not.toBeNull();
    const deals = analyseMatch(input, BUDGET).deals as SchafkopfDealAnalysis[];
    const mistake = deals.flatMap((deal) => deal.mistakes).find((m) => m.trick === planted!.trick && m.seat === planted!.seat);
    expect(mistake).toMatchObject({ action: { type: 'playCard', card: planted!.card }, loss: planted!.loss, exact: true });
    // The sentences name seats from 1 and cards as players do ("den Eichel-Ober"), never by their codes.
    const card = planted!.card as Card;
    expect(mistake!.text.en).toContain(`seat ${planted!.seat + 1} played ${theCard(card, 'en', 'schafkopf')};`);
    expect(mistake!.text.de).toContain(`Platz ${planted!.seat + 1} spielte ${theCard(card, 'de', 'schafkopf', 'accusative')};`);
    expect(mistake!.text.de).toContain(cardName((mistake!.best as { card: Card }).card, 'schafkopf'));
    for (const text of [mistake!.text.de, mistake!.text.en]) expect(text).not.toMatch(/\b[EGHS](A|10|K|O|U|9|8|7)\b/);
  });
});

describe('Schafkopf bidding analysis', () => {
  it('values every announcement and naming by sampling: the choice among the candidates, its loss against the best', () => {
    const { input } = play('schafkopf', 4, { deals: 3 }, 'bids-1');
    const one = analyseMatch(input, BUDGET);
    expect(JSON.stringify(analyseMatch(input, BUDGET))).toBe(JSON.stringify(one));
    const bids = (one.deals as SchafkopfDealAnalysis[]).flatMap((deal) => deal.bids);
    expect(bids.filter((bid) => bid.phase === 'announcing').length).toBeGreaterThanOrEqual(4);
    for (const bid of bids) {
      expect(bid.exact).toBe(false);
      const chosen = bid.candidates.find((c) => JSON.stringify(c.action) === JSON.stringify(bid.action));
      expect(chosen?.value).toBe(bid.value);
      const values = bid.candidates.flatMap((c) => (c.value === null ? [] : [c.value]));
      expect(bid.bestValue).toBe(Math.max(...values));
      if (bid.value !== null) expect(bid.loss).toBeCloseTo(bid.bestValue! - bid.value, 2);
      if (bid.phase === 'announcing') {
        // "Weiter" is reckoned as nothing; "Ich spiele" as the best game the seat could name.
        expect(bid.candidates.find((c) => c.action.type === 'pass')?.value).toBe(0);
      }
      expect(bid.text === null).toBe(bid.loss < 0.25);
    }
  });
});

describe('Schnapsen analysis', () => {
  it('values every action once the talon is gone exactly as brute force over the engine does', () => {
    const { game, input, events, setup } = play('schnapsen', 2, {}, 'bf-schnapsen');
    const analysis = analyseMatch(input, BUDGET);
    expect(SchnapsenAnalysisSchema.safeParse(analysis).error).toBeUndefined();
    const deals = analysis.deals as SchnapsenDealAnalysis[];
    const isMove = (e: GameEvent) => ['CardPlayed', 'MarriageDeclared', 'TrumpExchanged', 'TalonClosed', 'OutClaimed'].includes(e.type);
    const states = statesBeforeMoves(game, setup as never, events, isMove);
    const moves = deals.flatMap((deal) => deal.moves);
    expect(moves).toHaveLength(states.length);
    let checked = 0;
    moves.forEach((move, i) => {
      const deal = (states[i] as { deal: { talon: unknown[]; closed: unknown; hands: unknown[][] } }).deal;
      if ((deal.talon.length > 0 && deal.closed === null) || deal.hands[move.seat].length > 3) return;
      expect(move.exact).toBe(true);
      for (const alternative of move.alternatives) {
        const values = afterAction(game, states[i], move.seat, alternative.action, schnapsenResult, 2);
        expect(alternative.value.result).toBe(values[move.seat]);
      }
      checked++;
    });
    expect(checked).toBeGreaterThan(5);
  });

  it("gives each deal its par: the first position's value with every card open", () => {
    const { input } = play('schnapsen', 2, {}, 'par-schnapsen');
    const deals = analyseMatch(input, BUDGET).deals as SchnapsenDealAnalysis[];
    for (const deal of deals.filter((d) => d.moves[0]?.exact)) {
      const first = deal.moves[0];
      const value = first.best.result!;
      expect(deal.par).toMatchObject({ winner: value >= 0 ? first.seat : 1 - first.seat, gamePoints: Math.abs(value), exact: true });
    }
  });
});

describe('a match the analysis does not read', () => {
  it('says why in German and in English, and values nothing', () => {
    const { input } = play('schnapsen', 2, {}, 'unread');
    const analysis = analyseMatch({ ...input, rulesVersion: input.rulesVersion + 100 }, BUDGET);
    expect(analysis).toMatchObject({ supported: false, deals: [] });
    expect(analysis.note!.en).toMatch(/^Matches of schnapsen under rules version \d+ are not analysed/);
    expect(analysis.note!.de).toMatch(/^Partien von schnapsen nach Regelversion \d+ werden nicht analysiert/);
    expect(analyseMatch({ ...input, game: 'skat' }, BUDGET).note).toEqual({
      de: 'Das Spiel „skat“ wird hier nicht gespielt.',
      en: 'The game "skat" is not hosted.',
    });
  });
});
