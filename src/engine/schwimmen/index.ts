import type { Game, MatchSetup } from '../core/game.js';
import { ACTIONS } from './actions.js';
import { decide } from './decide.js';
import { evolve, initialState } from './evolve.js';
import { activeSeats, legalActions } from './legal.js';
import { outcome, standings } from './result.js';
import { validatePreset } from './rules/deal.js';
import { SCHWIMMEN_OPTIONS } from './rules/options.js';
import type { SchwimmenAction, SchwimmenEvent, SchwimmenState, SchwimmenView } from './types.js';
import { redact, view } from './view.js';

export type * from './types.js';
export type { SchwimmenOptions } from './rules/options.js';
export type { SchwimmenPreset } from './rules/deal.js';

/** Schwimmen / Schnauz (schwimmen.de.txt, settled by NOTES.md). */
export const schwimmen: Game<SchwimmenState, SchwimmenEvent, SchwimmenAction, SchwimmenView> = {
  id: 'schwimmen',
  title: 'Schwimmen / Schnauz',
  players: { min: 2, max: 6 },
  rulesVersion: 1,
  options: SCHWIMMEN_OPTIONS,
  actions: ACTIONS,
  validatePreset: (preset: unknown, setup: Omit<MatchSetup, 'presets'>) => validatePreset(preset, setup),
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
