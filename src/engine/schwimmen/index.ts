import { actionCatalogue } from '../core/actions.js';
import type { Command, Game, MatchSetup } from '../core/game.js';
import { decide, schwimmenPlayers } from './decide.js';
import { evolve, initialState } from './evolve.js';
import { activeSeats, legalActions } from './legal.js';
import { outcome, standings } from './result.js';
import { validatePreset } from './rules/deal.js';
import { SCHWIMMEN_OPTIONS } from './rules/options.js';
import { ACTION_OBJECTS, SCHWIMMEN_SCHEMAS } from './schemas.js';
import { SCHWIMMEN_TERMS } from './terms.js';
import type { SchwimmenAction, SchwimmenEvent, SchwimmenState, SchwimmenView } from './types.js';
import { downcast, type AnyEvent } from './upcast.js';
import { redact, view } from './view.js';

export type * from './types.js';
export type { SchwimmenOptions } from './rules/options.js';
export type { AnyEvent, LegacyEvent } from './upcast.js';

/**
 * Schwimmen / Schnauz (docs/rules-decisions.md#schwimmen-hand-value and the rest of that section), rules version 2: the shared
 * vocabulary and view envelope (`passTurn`/TurnPassed, MatchEnded, DealScored with the deal summary). The rules of play
 * are those of version 1.
 */
export const schwimmen: Game<SchwimmenState, SchwimmenEvent, SchwimmenAction, SchwimmenView> = rules(2, decide);

/**
 * Rules version 1 (its own names, not the shared vocabulary), still hosted so its matches replay, verify and go on: the same play, view
 * and actions (it also takes the old action name `pass` of recorded commands), but it decides the events under
 * their version 1 names and shapes (upcast.ts), so a version 1 stream stays one version and verifies exactly.
 * Outcome and standings are unchanged.
 */
export const schwimmenV1: Game<SchwimmenState, AnyEvent, SchwimmenAction, SchwimmenView> = rules(1, (command, state) =>
  decide(fromV1(command), state).map(downcast),
);

function rules<E extends AnyEvent>(
  rulesVersion: number,
  decideFor: (command: Command<SchwimmenAction>, state: SchwimmenState) => E[],
): Game<SchwimmenState, E, SchwimmenAction, SchwimmenView> {
  return {
    id: 'schwimmen',
    title: 'Schwimmen / Schnauz',
    titles: { de: 'Schwimmen / Schnauz', en: 'Schwimmen / Schnauz' },
    players: schwimmenPlayers,
    rulesVersion,
    options: SCHWIMMEN_OPTIONS,
    actionObjects: ACTION_OBJECTS,
    actions: actionCatalogue(ACTION_OBJECTS),
    terms: SCHWIMMEN_TERMS,
    schemas: SCHWIMMEN_SCHEMAS,
    validatePreset: (preset: unknown, setup: Omit<MatchSetup, 'presets'>) => validatePreset(preset, setup),
    initialState,
    decide: decideFor,
    evolve,
    view,
    legalActions,
    activeSeats,
    outcome,
    standings,
    // Every version's events are shown in today's vocabulary while the match runs.
    redact: (event, viewer, now) => redact(event, viewer, now) as E,
  };
}

/** A recorded version 1 command in today's names (`pass` is `passTurn`). */
function fromV1(command: Command<SchwimmenAction>): Command<SchwimmenAction> {
  if (command.type !== 'Act' || (command.action as { type?: unknown } | null)?.type !== 'pass') return command;
  return { ...command, action: { ...(command.action as object), type: 'passTurn' } as SchwimmenAction };
}
