import type { Game, MatchSetup } from '../core/game.js';
import { ACTIONS } from './actions.js';
import { decide } from './decide.js';
import { evolve, initialState } from './evolve.js';
import { activeSeats, legalActions } from './legal.js';
import { outcome, standings } from './result.js';
import { validatePreset } from './rules/deal.js';
import { SCHAFKOPF_OPTIONS } from './rules/options.js';
import type { SchafkopfAction, SchafkopfEvent, SchafkopfState, SchafkopfView } from './types.js';
import { redact, view } from './view.js';

export type * from './types.js';
export type { SchafkopfOptions } from './rules/options.js';
export type { SchafkopfPreset } from './rules/deal.js';

/** Bayerischer Schafkopf (schafkopf.de.txt, settled by NOTES.md): a session of deals with a ledger in cents. */
export const schafkopf: Game<SchafkopfState, SchafkopfEvent, SchafkopfAction, SchafkopfView> = {
  id: 'schafkopf',
  title: 'Bayerischer Schafkopf',
  players: { min: 4, max: 4 },
  rulesVersion: 1,
  options: SCHAFKOPF_OPTIONS,
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
