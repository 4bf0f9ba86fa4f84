import type { Card, Suit } from './cards.js';
import type { Seat } from './seats.js';

/**
 * The particulars of a refusal, as data, so that a client (and the service's German sentence) can say them in its
 * own words. They are what the refused seat already sees: its own hand and what its view offers it, whose turn it
 * is, and what its action named.
 */
export interface RefusalFacts {
  /** The seats whose decision the match waits for (NOT_YOUR_TURN), as a view's `waitingFor` names them. */
  readonly waitingFor?: readonly Seat[];
  /** The card the action named (CARD_NOT_IN_HAND, CARD_NOT_ON_TABLE, a card that may not be played now). */
  readonly card?: Card;
  /** The cards of the seat's hand it may play instead (MUST_FOLLOW, a card that may not be played now). */
  readonly playable?: readonly Card[];
  /** The suit the action or the rule is about (NO_MARRIAGE, MUST_LEAD_MARRIAGE). */
  readonly suit?: Suit;
  /** The game whose rule refused (its cards are named in its words: the Schafkopf Ass is the Sau). */
  readonly game?: string;
}

/**
 * A command broke a rule of the game. `code` is stable (clients switch on it); `message` is one sentence that
 * names the rule, e.g. "It is seat 2's turn, not seat 0's."; `facts` carries its particulars as data.
 */
export class RuleViolation extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly facts: RefusalFacts = {},
  ) {
    super(message);
    this.name = 'RuleViolation';
  }

  /** The same refusal, naming the game whose rule it is. */
  inGame(game: string): RuleViolation {
    return new RuleViolation(this.code, this.message, { ...this.facts, game });
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
