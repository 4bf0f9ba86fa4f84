import { describe, expect, it } from '@jest/globals';
import { analyseMatch } from '../../src/analysis/analyse.js';
import { renderAnalysis } from '../../src/analysis/render.js';
import { SchwimmenAnalysisSchema } from '../../src/analysis/schemas.js';
import { SCHWIMMEN_MISTAKE_AT, type SchwimmenDealAnalysis } from '../../src/analysis/schwimmen.js';
import { livesByPayers } from '../../src/analysis/schwimmen-value.js';
import type { Game, GameEvent } from '../../src/engine/core/game.js';
import { play, statesBeforeMoves } from './brute-force.js';

// Schwimmen has no open-hands value: the analysis samples from the deciding seat's knowledge. Its values must be
// reproducible, and every loss and mistake must follow from them.

const BUDGET = { nodes: 60, samples: 40 };
const DECISIONS = ['PacketChosen', 'CardSwapped', 'AllCardsSwapped', 'TurnPassed', 'Knocked'];

describe('Schwimmen analysis', () => {
  const { game, input, events, setup } = play('schwimmen', 3, {}, 'analysis-schwimmen');

  it('is the same document on every run: the samples are keyed by the revealed seed', () => {
    const one = analyseMatch(input, BUDGET);
    expect(SchwimmenAnalysisSchema.safeParse(one).error).toBeUndefined();
    expect(renderAnalysis(analyseMatch(input, BUDGET))).toBe(renderAnalysis(one));
    expect(renderAnalysis(analyseMatch({ ...input, seed: `${input.seed}-other` }, BUDGET))).not.toBe(renderAnalysis(one));
  });

  it('values every legal alternative of every decision, with the loss and the mistakes that follow from the values', () => {
    const deals = analyseMatch(input, BUDGET).deals as SchwimmenDealAnalysis[];
    const states = statesBeforeMoves(game as Game, setup as never, events, (e: GameEvent) => DECISIONS.includes(e.type));
    const moves = deals.flatMap((deal) => deal.moves);
    expect(moves).toHaveLength(states.length);
    moves.forEach((move, i) => {
      expect(move.exact).toBe(false);
      const legal = (game as Game).legalActions(states[i], move.seat);
      expect(move.alternatives.map((a) => JSON.stringify(a.action)).sort()).toEqual(legal.map((a) => JSON.stringify(a)).sort());
      const results = move.alternatives.map((a) => a.value.result!);
      expect(results).toEqual([...results].sort((a, b) => b - a));
      expect(move.best.result).toBe(results[0]);
      expect(move.loss).toBeCloseTo(results[0] - move.value.result!, 9);
      expect(move.loss).toBeGreaterThanOrEqual(0);
      for (const r of results) expect(r).toBeGreaterThanOrEqual(-1);
    });
    for (const deal of deals) {
      expect(deal.exactFromTrick).toBeNull();
      expect(deal.estimate.en).toMatch(/^Not exact/);
      expect(deal.estimate.de).toMatch(/^Nicht exakt/);
      const flagged = deal.moves.filter((m) => m.loss >= SCHWIMMEN_MISTAKE_AT).map((m) => m.index);
      expect(deal.mistakes.map((m) => m.move)).toEqual(flagged);
      for (const mistake of deal.mistakes) {
        // A decision of Schwimmen is chosen, not played; its cards are named as players name them.
        expect(mistake.text.en).toMatch(/^Round \d+: seat \d chose .+ better \(estimated\)\.$/);
        expect(mistake.text.de).toMatch(/^Runde \d+: Platz \d wählte .+ \(geschätzt\)\.$/);
        for (const text of [mistake.text.de, mistake.text.en])
          expect(text).not.toMatch(/\b[EGHS](A|10|K|O|U|9|8|7|6)\b|swapOne|passTurn|choosePacket/);
      }
    }
    expect(deals.some((deal) => deal.mistakes.length > 0)).toBe(true);
  });

  it('counts lives as the engine pays them: a payer loses one, a swimmer goes under, unless everyone left swims and pays', () => {
    // Seat 0 with 2 lives, seat 1 swimming, seat 2 out.
    const lives = livesByPayers(0, [2, 0, 0], [true, true, false], [false, true, false]);
    expect(lives[0b000]).toBe(2);
    expect(lives[0b001]).toBe(1);
    expect(lives[0b010]).toBe(2);
    const swimmer = livesByPayers(1, [2, 0, 0], [true, true, false], [false, true, false]);
    expect(swimmer[0b010]).toBe(-1);
    expect(swimmer[0b011]).toBe(-1);
    // Both in play swim and pay: nobody goes under.
    const both = livesByPayers(0, [0, 0], [true, true], [true, true]);
    expect(both[0b11]).toBe(0);
    expect(both[0b01]).toBe(-1);
  });
});
