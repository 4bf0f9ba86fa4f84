import { actionCatalogue } from '../core/actions.js';
import type { Game, MatchSetup } from '../core/game.js';
import { decide, schafkopfPlayers } from './decide.js';
import { evolve, initialState } from './evolve.js';
import { activeSeats, legalActions } from './legal.js';
import { outcome, standings } from './result.js';
import { validatePreset } from './rules/deal.js';
import { SCHAFKOPF_OPTIONS } from './rules/options.js';
import { ACTION_SCHEMAS, SCHAFKOPF_SCHEMAS } from './schemas.js';
import { SCHAFKOPF_TERMS } from './terms.js';
import type { SchafkopfAction, SchafkopfEvent, SchafkopfState, SchafkopfView } from './types.js';
import { schafkopfV1 } from './v1.js';
import { redact, view } from './view.js';

export type * from './types.js';
export type { SchafkopfOptions } from './rules/options.js';
export type { SchafkopfPreset } from './rules/deal.js';

/**
 * Bayerischer Schafkopf (decisions: docs/rules-decisions.md#schafkopf-pack and the rest of that section): a session of deals with a ledger in cents.
 * Rules version 2: the shared vocabulary, view envelope and deal summary; the rules are those of
 * version 1, which stays hosted (`schafkopfV1Rules`).
 */
export const schafkopf: Game<SchafkopfState, SchafkopfEvent, SchafkopfAction, SchafkopfView> = {
  id: 'schafkopf',
  title: 'Bayerischer Schafkopf',
  titles: { de: 'Bayerischer Schafkopf', en: 'Bayerischer Schafkopf' },
  players: schafkopfPlayers,
  rulesVersion: 2,
  options: SCHAFKOPF_OPTIONS,
  actionObjects: ACTION_SCHEMAS,
  actions: actionCatalogue(ACTION_SCHEMAS),
  terms: SCHAFKOPF_TERMS,
  schemas: SCHAFKOPF_SCHEMAS,
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

/** Rules version 1, retired (its own names, not the shared vocabulary): its streams keep their names and replay exactly (v1.ts). */
export const schafkopfV1Rules = schafkopfV1(schafkopf);
