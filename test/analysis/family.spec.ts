import { describe, expect, it } from '@jest/globals';
import { analyseMatch } from '../../src/analysis/analyse.js';
import type { BauernDealAnalysis } from '../../src/analysis/family.js';
import { BauernAnalysisSchema, DreierAnalysisSchema } from '../../src/analysis/schemas.js';
import type { Card } from '../../src/engine/core/cards.js';
import { theCard } from '../../src/engine/core/card-names.js';
import type { Action, Game, GameEvent } from '../../src/engine/core/game.js';
import { GAMES } from '../../src/engine/registry.js';
import { afterAction, familyResult, play, statesBeforeMoves } from './brute-force.js';

// Bauern- and Dreierschnapsen against brute force over the engine (brute-force.ts): game points toward the
// Bummerl as DealScored gives them, each seat playing for its party.

const BUDGET = { nodes: 200_000, samples: 4 };
const isMove = (e: GameEvent) => e.type === 'CardPlayed' || e.type === 'MarriageDeclared';
type PlayState = { hands: string[][]; tricks: unknown[]; trick: unknown[] };
const playOf = (gameId: string, state: unknown): PlayState =>
  gameId === 'bauernschnapsen' ? (state as { play: PlayState }).play : (state as { deal: { play: PlayState } }).deal.play;

const CASES = [
  { gameId: 'bauernschnapsen', seats: 4, schema: BauernAnalysisSchema, seeds: ['bf-bauern-1', 'bf-bauern-2'], late: 3 },
  { gameId: 'dreierschnapsen', seats: 3, schema: DreierAnalysisSchema, seeds: ['bf-dreier-1', 'bf-dreier-2'], late: 3 },
] as const;

describe.each(CASES)('$gameId analysis', ({ gameId, seats, schema, seeds, late }) => {
  it('values every card and 20/40 of the last tricks exactly as brute force over the engine does', () => {
    let checked = 0;
    for (const seed of seeds) {
      const { game, input, events, setup } = play(gameId, seats, {}, seed);
      const analysis = analyseMatch(input, BUDGET);
      expect(schema.safeParse(analysis).error).toBeUndefined();
      const deals = analysis.deals as BauernDealAnalysis[];
      const states = statesBeforeMoves(game, setup as never, events, isMove);
      const moves = deals.flatMap((deal) => deal.moves);
      expect(moves).toHaveLength(states.length);
      moves.forEach((move, i) => {
        if (playOf(gameId, states[i]).hands[move.seat].length > late) return;
        expect(move.exact).toBe(true);
        for (const alternative of move.alternatives) {
          const values = afterAction(game, states[i], move.seat, alternative.action, familyResult, seats);
          expect(alternative.value.result).toBe(values[move.seat]);
        }
        checked++;
      });
      for (const deal of deals) {
        expect(deal.outcome.results).toHaveLength(seats);
        for (const bid of deal.bids) {
          expect(bid.exact).toBe(false);
          expect(bid.candidates.some((c) => JSON.stringify(c.action) === JSON.stringify(bid.action))).toBe(true);
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('flags a deliberately bad card with the loss brute force gives it', () => {
    const game = GAMES[gameId] as Game;
    let planted: { trick: number; seat: number; card: string; loss: number } | null = null;
    const { input } = play(gameId, seats, {}, `bad-${gameId}`, (state, seat, action) => {
      if (planted !== null || action.type !== 'playCard' || game.activeSeats(state)[0] !== seat) return action;
      const p = playOf(gameId, state);
      if (p === null || p.hands[seat].length > 3) return action;
      const options = game.legalActions(state, seat).filter((a) => a.type === 'playCard');
      const values = options.map((a) => afterAction(game, state, seat, a, familyResult, seats)[seat]);
      const worst = values.indexOf(Math.min(...values));
      const loss = Math.max(...values) - values[worst];
      if (loss <= 0) return action;
      planted = { trick: p.tricks.length + 1, seat, card: options[worst].card as string, loss };
      return options[worst] as Action;
    });
    expect(planted).not.toBeNull();
    const deals = analyseMatch(input, BUDGET).deals as BauernDealAnalysis[];
    const mistake = deals
      .flatMap((deal) => deal.mistakes)
      .find(
        (m) => m.trick === planted!.trick && m.seat === planted!.seat && m.action.type === 'playCard' && m.action.card === planted!.card,
      );
    expect(mistake).toMatchObject({ loss: planted!.loss, exact: true });
    const card = planted!.card as Card;
    expect(mistake!.text.en).toContain(`seat ${planted!.seat + 1} played ${theCard(card, 'en', gameId)};`);
    expect(mistake!.text.de).toContain(`Platz ${planted!.seat + 1} spielte ${theCard(card, 'de', gameId, 'accusative')};`);
    for (const text of [mistake!.text.de, mistake!.text.en]) expect(text).not.toMatch(/\b[EGHS](A|10|K|O|U)\b/);
  });

  it('gives every deal with bidding its par, best for its seat among the seats', () => {
    const { input } = play(gameId, seats, {}, `par-${gameId}`);
    const deals = analyseMatch(input, BUDGET).deals as BauernDealAnalysis[];
    const withPar = deals.filter((deal) => deal.par !== null);
    expect(withPar.length).toBeGreaterThan(0);
    for (const { par } of withPar) {
      expect(par!.seats).toHaveLength(seats);
      const top = Math.max(0, ...par!.seats.map((entry) => entry?.gamePoints ?? 0));
      expect(par!.best?.gamePoints ?? 0).toBe(top);
      expect(par!.text.de).toMatch(/^(Par: |Mit offenen Karten)/);
    }
  });
});
