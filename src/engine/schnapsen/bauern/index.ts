import type { Game, MatchSetup } from '../../core/game.js';
import { ACTIONS } from './actions.js';
import { decide } from './decide.js';
import { validatePreset } from './deal.js';
import { evolve, initialState } from './evolve.js';
import { activeSeats, legalActions } from './legal.js';
import { BAUERN_OPTIONS } from './options.js';
import { outcome, standings } from './result.js';
import type { BauernAction, BauernEvent, BauernState, BauernView } from './types.js';
import { redact, view } from './view.js';

export type * from './types.js';
export type { BauernOptions } from './options.js';
export type { BauernPreset } from './deal.js';

/** Bauernschnapsen (bauernschnapsen.de.txt, the German table; settled by NOTES.md and docs/bauernschnapsen.md). */
export const bauernschnapsen: Game<BauernState, BauernEvent, BauernAction, BauernView> = {
  id: 'bauernschnapsen',
  title: 'Bauernschnapsen',
  players: { min: 4, max: 4 },
  rulesVersion: 1,
  options: BAUERN_OPTIONS,
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
