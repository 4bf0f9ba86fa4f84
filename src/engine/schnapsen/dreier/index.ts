import type { Game, MatchSetup } from '../../core/game.js';
import { ACTIONS } from './actions.js';
import { decide } from './decide.js';
import { validatePreset } from './deal.js';
import { evolve, initialState } from './evolve.js';
import { activeSeats, legalActions } from './legal.js';
import { CURRENT_RULES_VERSION, optionsSchemaOf, type DreierRulesVersion } from './options.js';
import { outcome, standings } from './result.js';
import type { DreierAction, DreierEvent, DreierState, DreierView } from './types.js';
import { redact, view } from './view.js';

export type * from './types.js';
export type { DreierOptions, DreierContractId, DreierRulesVersion, NoBidTalon } from './options.js';
export type { DreierPreset } from './deal.js';

/**
 * Dreierschnapsen / Talonschnapsen (dreierschnapsen.en.txt, bauernschnapsen.*.txt; settled by NOTES.md) under
 * one rules version. Version 2 (issue 11): nobody bid, the Rufer must take the talon and then name his game
 * (option noBidTalon). Version 1 is hosted for the matches created under it: the same engine, with the no-bid
 * talon always the regional procedure (take it or leave it; a game after it only by raise rule 2).
 */
export function dreierschnapsenRules(rulesVersion: DreierRulesVersion): Game<DreierState, DreierEvent, DreierAction, DreierView> {
  return {
    id: 'dreierschnapsen',
    title: 'Dreierschnapsen (Talonschnapsen)',
    players: { min: 3, max: 3 },
    rulesVersion,
    options: optionsSchemaOf(rulesVersion),
    actions: ACTIONS,
    validatePreset: (preset: unknown, _setup: Omit<MatchSetup, 'presets'>) => validatePreset(preset),
    initialState: (setup: MatchSetup) => initialState(setup, rulesVersion),
    decide,
    evolve,
    view,
    legalActions,
    activeSeats,
    outcome,
    standings,
    redact,
  };
}

/** The current rules. */
export const dreierschnapsen = dreierschnapsenRules(CURRENT_RULES_VERSION);
