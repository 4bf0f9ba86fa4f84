import { describe, expect, it } from '@jest/globals';
import { analyseMatch } from '../../src/analysis/analyse.js';
import type { SchafkopfDealAnalysis } from '../../src/analysis/schafkopf.js';
import type { SchnapsenDealAnalysis } from '../../src/analysis/schnapsen.js';
import { SchafkopfAnalysisSchema, SchnapsenAnalysisSchema } from '../../src/analysis/schemas.js';
import type { AnalysisInput } from '../../src/analysis/types.js';
import { seededRandom } from '../../src/bots/random.js';
import { findBot } from '../../src/bots/registry.js';
import type { Action, Game, GameEvent } from '../../src/engine/core/game.js';
import { resolveOptions } from '../../src/engine/core/options.js';
import { GAMES } from '../../src/engine/registry.js';

// The analysis against brute force: the engine itself searched over every legal card to the end of the deal, each
// seat taking what is best for it by the deal's own DealScored (cents in Schafkopf, game points in Schnapsen).

const BUDGET = { nodes: 200_000, samples: 4 };

/** The seat's result from a DealScored event. */
type ResultOf = (scored: GameEvent, seat: number) => number;

const schafkopfResult: ResultOf = (scored, seat) => {
  const data = scored.data as { payments: number[]; stockPayments: number[] };
  return data.payments[seat] + data.stockPayments[seat];
};
const schnapsenResult: ResultOf = (scored, seat) => {
  const data = scored.data as { winner: number; gamePoints: number };
  return data.winner === seat ? data.gamePoints : -data.gamePoints;
};

/** The actions brute force tries: the moves of the play (not a Stoß, which nobody must give). */
const PLAY = new Set(['playCard', 'declareMarriage', 'exchangeTrump', 'closeTalon', 'claimOut']);

/** Minimax over the engine: the result for every seat with best play by each from `state` to the deal's end. */
function bruteForce(game: Game, state: unknown, resultOf: ResultOf, seats: number): number[] {
  const seat = game.activeSeats(state)[0];
  const actions = game.legalActions(state, seat).filter((a) => PLAY.has(a.type));
  let best: number[] | null = null;
  for (const action of actions) {
    const values = afterAction(game, state, seat, action, resultOf, seats);
    if (best === null || values[seat] > best[seat]) best = values;
  }
  return best!;
}

function afterAction(game: Game, state: unknown, seat: number, action: Action, resultOf: ResultOf, seats: number): number[] {
  let next = state;
  const events = game.decide({ type: 'Act', seat, action }, state);
  for (const event of events) next = game.evolve(next, event);
  const scored = events.find((e) => e.type === 'DealScored');
  if (scored) return Array.from({ length: seats }, (_, s) => resultOf(scored, s));
  return bruteForce(game, next, resultOf, seats);
}

/** Plays a match with heuristic bots; `override` may replace a seat's action (the deliberately bad card). */
function play(gameId: string, seats: number, options: Record<string, unknown>, seed: string, override?: (state: unknown, seat: number, action: Action) => Action) {
  const game = GAMES[gameId] as Game;
  const bot = findBot(gameId, 'heuristic')!;
  const setup = { players: seats, options: resolveOptions(game.options, options), seed, presets: [] };
  let state = game.initialState(setup);
  const events: GameEvent[] = [];
  const apply = (fresh: GameEvent[]) => {
    for (const event of fresh) state = game.evolve(state, event);
    events.push(...fresh);
  };
  apply(game.decide({ type: 'StartMatch' }, state));
  const random = seededRandom('analysis-spec', seed);
  for (let step = 0; step < 2000 && !game.outcome(state); step++) {
    const seat = game.activeSeats(state)[0];
    const legalActions = game.legalActions(state, seat).filter((a) => !game.actions.find((s) => s.type === a.type)?.optional);
    let action = bot({ seat, view: game.view(state, seat), legalActions, random });
    if (override) action = override(state, seat, action);
    apply(game.decide({ type: 'Act', seat, action }, state));
  }
  const input: AnalysisInput = { matchId: 'm', game: gameId, rulesVersion: game.rulesVersion, seats, options: setup.options, seed, presets: [], events };
  return { game, input, events, setup };
}

/** Every state right before each move of the deals, in order, with the move (for brute force on the late ones). */
function statesBeforeMoves(game: Game, setup: { players: number; options: never; seed: string; presets: [] }, events: GameEvent[], isMove: (e: GameEvent) => boolean) {
  let state = game.initialState(setup);
  const list: unknown[] = [];
  for (const event of events) {
    if (isMove(event)) list.push(state);
    state = game.evolve(state, event);
  }
  return list;
}

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
        if (deal.unit !== 'cents' || move.trick < (deal.moves.at(-1)!.trick - 1)) return;
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
    expect(mistake!.text.en).toContain(`seat ${planted!.seat} played ${planted!.card}`);
    expect(mistake!.text.de).toContain(`Platz ${planted!.seat} spielte ${planted!.card}`);
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

  it('gives each deal its par: the first position\'s value with every card open', () => {
    const { input } = play('schnapsen', 2, {}, 'par-schnapsen');
    const deals = analyseMatch(input, BUDGET).deals as SchnapsenDealAnalysis[];
    for (const deal of deals.filter((d) => d.moves[0]?.exact)) {
      const first = deal.moves[0];
      const value = first.best.result!;
      expect(deal.par).toMatchObject({ winner: value >= 0 ? first.seat : 1 - first.seat, gamePoints: Math.abs(value), exact: true });
    }
  });
});
