import type { Game, MatchSetup } from '../../core/game.js';
import { ACTIONS } from './actions.js';
import { decide } from './decide.js';
import { validatePreset } from './deal.js';
import { evolve, initialState } from './evolve.js';
import { activeSeats, legalActions } from './legal.js';
import { DREIER_OPTIONS } from './options.js';
import { outcome, standings } from './result.js';
import type { DreierAction, DreierEvent, DreierState, DreierView } from './types.js';
import { redact, view } from './view.js';

export type * from './types.js';
export type { DreierOptions, DreierContractId } from './options.js';
export type { DreierPreset } from './deal.js';

/** Dreierschnapsen / Talonschnapsen (dreierschnapsen.en.txt, bauernschnapsen.*.txt; settled by NOTES.md). */
export const dreierschnapsen: Game<DreierState, DreierEvent, DreierAction, DreierView> = {
  id: 'dreierschnapsen',
  title: 'Dreierschnapsen (Talonschnapsen)',
  players: { min: 3, max: 3 },
  rulesVersion: 1,
  options: DREIER_OPTIONS,
  actions: ACTIONS,
  validatePreset: (preset: unknown, _setup: Omit<MatchSetup, 'presets'>) => validatePreset(preset),
  initialState,
  decide,
  evolve,
  view,
  legalActions,
  activeSeats,
  outcome,
  standings,
  redact,
};
