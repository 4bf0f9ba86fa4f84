/**
 * A command broke a rule of the game. `code` is stable (clients switch on it); `message` is one sentence that
 * names the rule, e.g. "It is seat 2's turn, not seat 0's."
 */
export class RuleViolation extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'RuleViolation';
  }
}

/** Codes every game uses; games add their own. */
export const COMMON_CODES = {
  NOT_YOUR_TURN: 'NOT_YOUR_TURN',
  ILLEGAL_ACTION: 'ILLEGAL_ACTION',
  MATCH_OVER: 'MATCH_OVER',
  MATCH_NOT_STARTED: 'MATCH_NOT_STARTED',
  INVALID_OPTIONS: 'INVALID_OPTIONS',
  INVALID_PRESET: 'INVALID_PRESET',
  INVALID_CARD: 'INVALID_CARD',
} as const;
