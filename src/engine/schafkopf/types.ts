import type { Card } from '../core/cards.js';
import type { z } from 'zod';
import type { Seat } from '../core/seats.js';
import type { Play } from '../core/tricks.js';
import type { SchafkopfOptions } from './rules/options.js';
import type {
  ClaimSchema,
  ContractSchema,
  DealDetailsSchema,
  DealScoredDataSchema,
  DECLARATIONS,
  PHASES,
  SchafkopfActionSchema,
  SchafkopfEventSchema,
  SchafkopfViewSchema,
} from './schemas.js';

/**
 * waiting: before StartMatch; doubling: after the first half of the cards, each may klopfen; announcing: "Ich
 * spiele" / "Weiter" from Vorhand; naming: the players who want to play name their games (or bid); hochzeit:
 * the groom gives a card; schieber: Schieberrunde choices; pushing: cards passed on in a Schieberrunde;
 * playing: tricks; dealing: between deals (never seen between commands); over.
 */
export type Phase = (typeof PHASES)[number];

/** A game as named in the naming round (or bid with Steigern). */
export type Claim = z.infer<typeof ClaimSchema>;

/** The game being played. */
export type Contract = z.infer<typeof ContractSchema>;

/** One line of a deal's itemisation: amounts are per unit (one loser's payment before doublings). */
export interface Item {
  what: 'tariff' | 'schneider' | 'schwarz' | 'laufende';
  amount: number;
  count?: number;
}

export type DoublingReason = 'klopfen' | 'stoss' | 're' | 'supra' | 'resupra' | 'tout' | 'sie' | 'thrownIn';

/**
 * A scored deal as the scoring computes it (rules/scoring.ts). `DealScored` carries it as the shared deal summary
 * plus these fields (summary.ts); rules version 1 recorded it as it is.
 */
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
  /** Per seat: what it said in the announcement ("bid", "pass", "offerHochzeit"), or null (not yet). */
  declarations: (Declaration | null)[];
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
  /** The data of the last DealScored. */
  lastDeal: DealScoredData | null;
  endVotes: Seat[];
  winners: Seat[] | null;
  endReason: 'deals' | 'vote' | 'forfeit' | null;
  forfeitedBy: Seat | null;
}

export type SchafkopfEvent = z.infer<typeof SchafkopfEventSchema>;

export type EventOf<T extends SchafkopfEvent['type']> = Extract<SchafkopfEvent, { type: T }>;

/** DealScored's data: the shared deal summary (dealNumber, winners, summary, items, changes), then the deal in full. */
export type DealScoredData = z.infer<typeof DealScoredDataSchema>;
/** Schafkopf's part of DealScored, without the shared summary. */
export type DealDetails = z.infer<typeof DealDetailsSchema>;

export type SchafkopfAction = z.infer<typeof SchafkopfActionSchema>;

export type SchafkopfActionType = SchafkopfAction['type'];

export type SchafkopfView = z.infer<typeof SchafkopfViewSchema>;

export type Declaration = (typeof DECLARATIONS)[number];
