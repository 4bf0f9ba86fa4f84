import { RuleViolation } from './errors.js';
import type { MatchSetup } from './game.js';

/**
 * The part of every game's initial state that the setup gives: the match waits for its start, with the seat count,
 * the game's options (read by the game), the secret seed and the preset deals. A game's `initialState` spreads it
 * and adds its own fields.
 */
export function matchBase<O>(setup: MatchSetup<unknown>, options: O) {
  return {
    phase: 'waiting' as const,
    players: Number.isInteger(setup.players) && setup.players > 0 ? setup.players : 0,
    options,
    seed: String(setup.seed),
    presets: Array.isArray(setup.presets) ? setup.presets : [],
  };
}

/**
 * The refusals every game's `Start` shares: a match starts once and never after it ended, and only with a seat count
 * the game is played by (`name` as the refusal says it, e.g. "Schafkopf").
 */
export function refuseStart(state: { phase: string; players: number }, name: string, players: { min: number; max: number }): void {
  if (state.phase === 'over') throw new RuleViolation('MATCH_OVER', 'The match is over.');
  if (state.phase !== 'waiting') throw new RuleViolation('ILLEGAL_ACTION', 'The match has already started.');
  if (state.players < players.min || state.players > players.max) {
    const allowed = players.min === players.max ? `exactly ${players.min}` : `${players.min} to ${players.max}`;
    throw new RuleViolation('INVALID_OPTIONS', `${name} is for ${allowed} players, not ${state.players}.`);
  }
}
