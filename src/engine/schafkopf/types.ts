import type { Card, Suit } from '../core/cards.js';
import type { GameEvent, Outcome } from '../core/game.js';
import type { Seat } from '../core/seats.js';
import type { Play } from '../core/tricks.js';
import type { GameType } from './rules/games.js';
import type { SchafkopfOptions } from './rules/options.js';

/**
 * waiting: before StartMatch; doubling: after the first half of the cards, each may klopfen; announcing: "Ich
 * spiele" / "Weiter" from Vorhand; naming: the players who want to play name their games (or bid); hochzeit:
 * the groom gives a card; schieber: Schieberrunde choices; pushing: cards passed on in a Schieberrunde;
 * playing: tricks; dealing: between deals (never seen between commands); over.
 */
export type Phase = 'waiting' | 'doubling' | 'announcing' | 'naming' | 'hochzeit' | 'schieber' | 'pushing' | 'playing' | 'dealing' | 'over';

/** A game as named in the announcement (or bid with Steigern). */
export interface Claim {
  seat: Seat;
  game: GameType;
  suit: Suit | null;
  /** Rufspiel: the called card (an ace; a ten or king on Renonce / Muss). */
  call: Card | null;
  /** The score the declaring side needs (61; with Steigern the bid + 1). */
  target: number;
}

/** The game being played. */
export interface Contract {
  game: GameType;
  /** null in Ramsch. */
  declarer: Seat | null;
  suit: Suit | null;
  call: Card | null;
  target: number;
  /** Muss-Spiel: no Stoß. */
  muss: boolean;
  /** Hochzeit: the player who offered it, the declarer's public partner. */
  hochzeitOffer: Seat | null;
}

/** One line of a deal's itemisation: amounts are per unit (one loser's payment before doublings). */
export interface Item {
  what: 'tariff' | 'schneider' | 'schwarz' | 'laufende';
  amount: number;
  count?: number;
}

export type DoublingReason = 'klopfen' | 'stoss' | 're' | 'supra' | 'resupra' | 'tout' | 'sie' | 'thrownIn';

export interface DealResult {
  deal: number;
  /** game: a game was played; ramsch; thrownIn: all said Weiter; schieberFailed: nobody took the Schieber solo. */
  kind: 'game' | 'ramsch' | 'thrownIn' | 'schieberFailed';
  contract: Contract | null;
  partner: Seat | null;
  /** Every seat's hand when play began (after any Hochzeit or Schieber exchange). */
  hands: Card[][];
  points: number[];
  tricks: number[];
  declarerPoints: number | null;
  won: boolean | null;
  schneider: boolean;
  schwarz: boolean;
  laufende: number;
  items: Item[];
  doublings: { reason: DoublingReason; seat: Seat | null }[];
  /** One unit: the sum of the items times 2 per doubling. */
  value: number;
  /** Ramsch: the losing seats (several only when every tie-break is level), and whether it was a Durchmarsch. */
  ramschLosers: Seat[];
  durchmarsch: boolean;
  /** Cents per seat (positive: received), the game itself. */
  payments: number[];
  /** Cents per seat to (negative) or from (positive) the Stock; stockChange is the pot's change. */
  stockPayments: number[];
  stockChange: number;
}

export interface SchafkopfState {
  phase: Phase;
  players: number;
  options: SchafkopfOptions;
  seed: string;
  presets: unknown[];
  deal: number;
  dealer: Seat | null;
  /** Cards in each hand now. */
  hands: Card[][];
  /** Each hand when play began (after exchanges). */
  startHands: Card[][];
  /** This deal is a Schieberrunde; schieberLeft: Schieberrunde deals still owed. */
  schieber: boolean;
  schieberLeft: number;
  turn: Seat | null;
  /** Seats that have said their piece in the current round (doubling, announcing). */
  spoken: Seat[];
  klopfer: Seat[];
  /** Per seat: "play", "pass", "hochzeit" or null (not yet). */
  declarations: ('play' | 'pass' | 'hochzeit' | null)[];
  hochzeitOffer: Seat | null;
  /** The seats still naming, in the order they are asked; best: the winning claim so far. */
  contenders: Seat[];
  /** Contenders whose "Ich spiele" came after another's: "Ich spiele auch" binds them to a single game. */
  auch: Seat[];
  best: Claim | null;
  /** Muss-Spiel: all said Weiter and the holder of the Eichel-Ober must play a Rufspiel. */
  muss: boolean;
  contract: Contract | null;
  /** The declarer's partner (Rufspiel: the called card's holder, hidden until it is played). */
  partner: Seat | null;
  partnerKnown: boolean;
  /** Has the called suit been led? */
  calledSuitLed: boolean;
  /** Stoß, Re, Supra, Resupra in order: who said each, and the cards each seat had played by then. */
  stoss: { seat: Seat; played: number[] }[];
  trick: Play[];
  lastTrick: { winner: Seat; plays: Play[] } | null;
  tricksWon: Card[][][];
  playedCount: number[];
  /** Cents per seat over the session; with the Stock always sums to zero. */
  ledger: number[];
  stock: number;
  /** Thrown-in deals still doubling the next game (allPass redealDouble). */
  carriedDoublings: number;
  lastDeal: DealResult | null;
  endVotes: Seat[];
  winners: Seat[] | null;
  endReason: 'deals' | 'vote' | 'forfeit' | null;
  forfeitedBy: Seat | null;
}

export type SchafkopfEvent =
  | GameEvent<'MatchStarted', { players: number; firstDealer: Seat; deals: number | null }>
  | GameEvent<'CardsDealt', { deal: number; dealer: Seat; half: 1 | 2; schieber: boolean; hands: (Card[] | null)[] }>
  | GameEvent<'Doubled', { seat: Seat }>
  | GameEvent<'DoublingDeclined', { seat: Seat }>
  | GameEvent<'PlayDeclared', { seat: Seat }>
  | GameEvent<'Passed', { seat: Seat }>
  | GameEvent<'HochzeitOffered', { seat: Seat; card: Card | null }>
  | GameEvent<'MussSpielRequired', { seat: Seat }>
  | GameEvent<'GameNamed', Claim>
  | GameEvent<'Withdrew', { seat: Seat }>
  | GameEvent<'ContractFixed', Contract>
  | GameEvent<'HochzeitCardGiven', { seat: Seat; to: Seat; card: Card | null; trump: Card | null }>
  | GameEvent<'SchieberDeclined', { seat: Seat; to: Seat | null; cards: Card[] }>
  | GameEvent<'CardsPushed', { seat: Seat; to: Seat; cards: Card[] | null }>
  | GameEvent<'StossGiven', { seat: Seat; level: number }>
  | GameEvent<'CardPlayed', { seat: Seat; card: Card }>
  | GameEvent<'TrickTaken', { winner: Seat; cards: Card[]; points: number }>
  | GameEvent<'DealScored', DealResult>
  | GameEvent<'EndVoted', { seat: Seat; end: boolean }>
  | GameEvent<'Forfeited', { seat: Seat }>
  | GameEvent<'MatchEnded', { winners: Seat[]; reason: 'deals' | 'vote' | 'forfeit'; stockRefund: number[] }>;

export type EventOf<T extends SchafkopfEvent['type']> = Extract<SchafkopfEvent, { type: T }>;

export type SchafkopfAction =
  | { type: 'double' }
  | { type: 'pass' }
  | { type: 'play' }
  | { type: 'offerHochzeit' }
  | { type: 'announce'; game: GameType; suit?: Suit; call?: Card; target?: number; discard?: Card[] }
  | { type: 'giveCard'; card: Card }
  | { type: 'push'; cards: Card[] }
  | { type: 'stoss' }
  | { type: 'playCard'; card: Card }
  | { type: 'voteEnd'; end: boolean };

export type SchafkopfActionType = SchafkopfAction['type'];

export interface SchafkopfView {
  phase: Phase;
  deal: number;
  deals: number | null;
  dealer: Seat | null;
  vorhand: Seat | null;
  turn: Seat | null;
  schieber: boolean;
  /** The viewer's cards; null for spectators. */
  hand: Card[] | null;
  handCounts: number[];
  klopfer: Seat[];
  declarations: ('play' | 'pass' | 'hochzeit' | null)[];
  hochzeitOffer: Seat | null;
  contenders: Seat[];
  best: Claim | null;
  contract: Contract | null;
  /** The declarer's partner, once everyone may know it (or the viewer is the partner). */
  partner: Seat | null;
  calledSuitLed: boolean;
  stoss: { seat: Seat; level: number }[];
  /**
   * The factor the deal's items will be paid with, as the scoring applies it (2 per doubling: carried throw-ins,
   * Klopfen, Stoß levels; once the game is fixed also Tout x2 and Sie x4). Laufende, Schneider and Schwarz are
   * items, not factors; a single game's soloist pays or gets three times the result.
   */
  multiplier: number;
  trick: Play[];
  lastTrick: { winner: Seat; plays: Play[] } | null;
  /** Tricks taken per seat (the taken tricks lie face down; only the last one may be looked at). */
  tricks: number[];
  ledger: number[];
  stock: number;
  lastDeal: DealResult | null;
  endVotes: Seat[];
  options: SchafkopfOptions;
  outcome: Outcome | null;
}
