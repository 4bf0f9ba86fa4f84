import { actionCatalogue } from '../../core/actions.js';
import type { Game } from '../../core/game.js';
import type { Term } from '../../core/vocabulary.js';
import { FAMILY_TERMS, shared } from '../common/terms.js';
import { decide, zweierPlayers } from './decide.js';
import { evolve, initialState } from './evolve.js';
import { schnapsenV1 } from './legacy.js';
import { SCHNAPSEN_OPTIONS } from './options.js';
import { validatePreset } from './preset.js';
import { SCHNAPSEN_SCHEMAS, ZWEIER_ACTION_OBJECTS } from './schemas.js';
import type { SchnapsenAction, SchnapsenEvent, SchnapsenState, SchnapsenView } from './types.js';
import { activeSeats, legalActions, outcome, redact, standings, view } from './view.js';

export type * from './types.js';
export type { SchnapsenOptions } from './options.js';
export type { SchnapsenPreset } from './preset.js';

/** Every action and event name of Schnapsen for two (and of Dreierschnapsen's play-off deal). */
export const ZWEIER_TERMS: readonly Term[] = [
  ...shared('play-card', 'trick', 'marriage', 'close-talon', 'exchange-trump', 'claim-out', 'deal', 'deal-scored'),
  FAMILY_TERMS.cardsDrawn,
];

export const SCHNAPSEN_TERMS: readonly Term[] = [...shared('match-start', 'match-end', 'forfeit'), ...ZWEIER_TERMS];

/**
 * Schnapsen for two (docs/rules-decisions.md#schnapsen-bummerl; docs/schnapsen.md): one Bummerl counted down from 7. Rules
 * version 2 names actions and events in the shared vocabulary and gives views the shared envelope; version 1 is hosted for
 * the matches created under it (legacy.ts).
 */
export const schnapsen: Game<SchnapsenState, SchnapsenEvent, SchnapsenAction, SchnapsenView> = {
  id: 'schnapsen',
  title: 'Schnapsen for two',
  titles: { de: 'Schnapsen zu zweit', en: 'Schnapsen for two' },
  players: zweierPlayers,
  rulesVersion: 2,
  options: SCHNAPSEN_OPTIONS,
  actionObjects: ZWEIER_ACTION_OBJECTS,
  actions: actionCatalogue(ZWEIER_ACTION_OBJECTS),
  terms: SCHNAPSEN_TERMS,
  schemas: SCHNAPSEN_SCHEMAS,
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

/** The retired rules version 1 (the same rules under its own names). */
export const schnapsenRulesV1 = schnapsenV1(schnapsen);
