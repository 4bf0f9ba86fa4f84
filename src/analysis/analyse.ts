import { isServiceEventType } from '../audit/life.js';
import type { Game, GameEvent } from '../engine/core/game.js';
import { findGame, isGameId, type GameId } from '../engine/registry.js';
import { bauernAnalyser, dreierAnalyser, type BauernDealAnalysis, type DreierDealAnalysis } from './family.js';
import { SchafkopfAnalyser, type SchafkopfDealAnalysis } from './schafkopf.js';
import { SchnapsenAnalyser, type SchnapsenDealAnalysis } from './schnapsen.js';
import { schwimmenAnalyser, type SchwimmenDealAnalysis } from './schwimmen.js';
import type { AnalysisBudget, AnalysisInput, Sentence } from './types.js';

/** The analysis format: goes up whenever the same match would be analysed differently. */
export const ANALYSIS_VERSION = 7;

/**
 * The default work per game: positions per solver run (one run values every legal move of one decision, or
 * decides one contract of a par) and deals per sampled decision. The bench (npm run bench:analysis) measures them.
 */
export const DEFAULT_ANALYSIS_BUDGETS: Readonly<Record<string, AnalysisBudget>> = {
  // A Schafkopf par decides up to about fifteen contracts per seat with eight cards a hand: with 100,000 positions
  // per search about half of them ran out, and the par then missed the contract a seat could win.
  schafkopf: { nodes: 100_000, samples: 16, parNodes: 1_500_000 },
  schnapsen: { nodes: 2_000_000, samples: 16 },
  bauernschnapsen: { nodes: 1_000_000, samples: 16 },
  dreierschnapsen: { nodes: 1_000_000, samples: 16 },
  // Schwimmen: `nodes` is the most turns one rollout plays, `samples` the deals of the unseen cards per decision.
  schwimmen: { nodes: 60, samples: 200 },
};

const FALLBACK_BUDGET: AnalysisBudget = { nodes: 100_000, samples: 16 };

export const defaultBudget = (game: string): AnalysisBudget =>
  Object.hasOwn(DEFAULT_ANALYSIS_BUDGETS, game) ? DEFAULT_ANALYSIS_BUDGETS[game] : FALLBACK_BUDGET;

/** Watches a replay: every game event with the state before and after it and its number in the match's stream. */
export interface Analyser<D> {
  observe(before: unknown, event: GameEvent, after: unknown, sequence: number): void;
  finish(): D[];
}

type Deals = SchafkopfDealAnalysis[] | SchnapsenDealAnalysis[] | BauernDealAnalysis[] | DreierDealAnalysis[] | SchwimmenDealAnalysis[];

export interface MatchAnalysis {
  version: number;
  status: 'ready';
  matchId: string;
  game: string;
  rulesVersion: number;
  budget: AnalysisBudget;
  /** false when this analyser does not read the match's rules version (then `deals` is empty and `note` says why). */
  supported: boolean;
  note: Sentence | null;
  deals: Deals;
}

/** Each game's analyser, given the budget, the engine and the input (sampled decisions draw from its revealed seed). */
const ANALYSERS: Record<GameId, (budget: AnalysisBudget, game: Game, input: AnalysisInput) => Analyser<unknown>> = {
  schafkopf: (budget, game, input) => new SchafkopfAnalyser(budget, input.seed) as Analyser<unknown>,
  schnapsen: (budget) => new SchnapsenAnalyser(budget) as Analyser<unknown>,
  bauernschnapsen: (budget, game, input) => bauernAnalyser(game, input.seed, budget),
  dreierschnapsen: (budget, game, input) => dreierAnalyser(game, input.seed, budget),
  schwimmen: (budget, game, input) => schwimmenAnalyser(game, input.seed, input.seats, budget) as Analyser<unknown>,
};

/**
 * The analysis of a finished match: its events replayed through the game's engine from the revealed seed, each
 * game's analyser valuing every move with all hands open. A pure function of the input and the budget.
 */
export function analyseMatch(input: AnalysisInput, budget: AnalysisBudget = defaultBudget(input.game)): MatchAnalysis {
  const game = findGame(input.game);
  const head = {
    version: ANALYSIS_VERSION,
    status: 'ready' as const,
    matchId: input.matchId,
    game: input.game,
    rulesVersion: input.rulesVersion,
    budget,
  };
  if (game === undefined || !isGameId(input.game) || game.rulesVersion !== input.rulesVersion) {
    const note: Sentence =
      game === undefined
        ? { de: `Das Spiel „${input.game}“ wird hier nicht gespielt.`, en: `The game "${input.game}" is not hosted.` }
        : {
            de: `Partien von ${input.game} nach Regelversion ${input.rulesVersion} werden nicht analysiert (die Analyse liest Version ${game.rulesVersion}).`,
            en: `Matches of ${input.game} under rules version ${input.rulesVersion} are not analysed (the analysis reads version ${game.rulesVersion}).`,
          };
    return { ...head, supported: false, note, deals: [] };
  }
  const analyser = ANALYSERS[input.game](budget, game, input);
  let state = game.initialState({ players: input.seats, options: input.options as never, seed: input.seed, presets: input.presets });
  for (const [at, { sequence, ...event }] of input.events.entries()) {
    if (isServiceEventType(event.type)) continue;
    const after = game.evolve(state, event);
    analyser.observe(state, event, after, sequence ?? at + 1);
    state = after;
  }
  return { ...head, supported: true, note: null, deals: analyser.finish() as Deals };
}
