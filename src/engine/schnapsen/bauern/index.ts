import { actionCatalogue } from '../../core/actions.js';
import type { Game, MatchSetup } from '../../core/game.js';
import type { Term } from '../../core/vocabulary.js';
import { TABLE_TERMS } from '../common/terms.js';
import { decide, bauernPlayers } from './decide.js';
import { validatePreset } from './deal.js';
import { evolve, initialState } from './evolve.js';
import { bauernV1 } from './legacy.js';
import { activeSeats, legalActions } from './legal.js';
import { BAUERN_OPTIONS } from './options.js';
import { outcome, standings } from './result.js';
import { BAUERN_ACTION_OBJECTS, BAUERN_SCHEMAS } from './schemas.js';
import type { BauernAction, BauernEvent, BauernState, BauernView } from './types.js';
import { redact, view } from './view.js';

export type * from './types.js';
export type { BauernOptions } from './options.js';
export type { BauernPreset } from './deal.js';

/** Every action and event name of Bauernschnapsen: the family's, and its own. */
export const BAUERN_TERMS: readonly Term[] = [
  ...TABLE_TERMS,
  {
    concept: 'blind-trump-call',
    meaning: "Blind-Rufen: the Bummerl's first Rufer names trump before any card is dealt, for the whole Bummerl (action callTrump).",
    event: 'BlindTrumpCalled',
    german: 'Blind rufen',
  },
  {
    concept: 'blinder-bettler',
    meaning: 'The Rufer with three Unter as his first three cards declares a Bettler before seeing the rest of his hand.',
    action: 'declareBlinderBettler',
    event: 'BlinderBettlerDeclared',
    german: 'Blinder Bettler',
  },
];

/**
 * Bauernschnapsen (docs/rules-decisions.md#bauernschnapsen-catalogue and the rest of that section; docs/bauernschnapsen.md).
 * Rules version 2 names actions and events in the shared vocabulary and gives views the shared envelope; version 1 is hosted
 * for the matches created under it (legacy.ts).
 */
export const bauernschnapsen: Game<BauernState, BauernEvent, BauernAction, BauernView> = {
  id: 'bauernschnapsen',
  title: 'Bauernschnapsen',
  titles: { de: 'Bauernschnapsen', en: 'Bauernschnapsen' },
  players: bauernPlayers,
  rulesVersion: 2,
  options: BAUERN_OPTIONS,
  actionObjects: BAUERN_ACTION_OBJECTS,
  actions: actionCatalogue(BAUERN_ACTION_OBJECTS),
  terms: BAUERN_TERMS,
  schemas: BAUERN_SCHEMAS,
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

/** The retired rules version 1 (the same rules under its own names). */
export const bauernschnapsenRulesV1 = bauernV1(bauernschnapsen);
