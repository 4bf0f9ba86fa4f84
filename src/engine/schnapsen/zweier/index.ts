import type { Game } from '../../core/game.js';
import { decide } from './decide.js';
import { ZWEIER_ACTIONS } from './deal-actions.js';
import { evolve, initialState } from './evolve.js';
import { SCHNAPSEN_OPTIONS } from './options.js';
import { validatePreset } from './preset.js';
import type { SchnapsenAction, SchnapsenEvent, SchnapsenState, SchnapsenView } from './types.js';
import { activeSeats, legalActions, outcome, redact, standings, view } from './view.js';

export type * from './types.js';
export type { SchnapsenOptions } from './options.js';
export type { SchnapsenPreset } from './preset.js';

/** Schnapsen for two (NOTES.md "Schnapsen for two"; docs/schnapsen.md): one Bummerl counted down from 7. */
export const schnapsen: Game<SchnapsenState, SchnapsenEvent, SchnapsenAction, SchnapsenView> = {
  id: 'schnapsen',
  title: 'Schnapsen for two',
  players: { min: 2, max: 2 },
  rulesVersion: 1,
  options: SCHNAPSEN_OPTIONS,
  actions: ZWEIER_ACTIONS,
  validatePreset: (preset: unknown) => validatePreset(preset),
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
