import type { Seat } from '../../core/seats.js';
import { outranks, type ContractId, type ContractRecord, type GangPrecedence } from './contracts.js';

/**
 * One round of bidding (docs/rules-decisions.md#bauernschnapsen-bidding): from the Rufer clockwise, each player once announces a contract that
 * outranks the standing one, or passes. Nobody bids: the Normal game. Games add their own precedence rules
 * through `outranks` (Dreierschnapsen: equal contracts without the talon first, then the Rufer).
 */
export interface Bid {
  seat: Seat;
  /** null: passed ("weiter"). */
  contract: ContractId | null;
}

export interface BiddingState {
  /** Seats in bidding order; each speaks once. */
  order: Seat[];
  bids: Bid[];
  /** The standing bid, null while nobody has bid. */
  best: { seat: Seat; contract: ContractId } | null;
}

export const startBidding = (order: readonly Seat[]): BiddingState => ({ order: [...order], bids: [], best: null });

/** The seat to speak, or null once everyone has. */
export const biddingTurn = (bidding: BiddingState): Seat | null => bidding.order[bidding.bids.length] ?? null;

export function withBid(bidding: BiddingState, bid: Bid): BiddingState {
  const best = bid.contract === null ? bidding.best : { seat: bid.seat, contract: bid.contract };
  return { order: [...bidding.order], bids: [...bidding.bids, { ...bid }], best: best ? { ...best } : null };
}

/** Is `candidate` a higher bid than the standing one? */
export function beatsStanding(
  candidate: ContractRecord,
  bidding: BiddingState,
  catalogue: Readonly<Record<ContractId, ContractRecord>>,
  gangPrecedence: GangPrecedence,
): boolean {
  const standing = bidding.best === null ? null : catalogue[bidding.best.contract];
  return outranks(candidate, standing, gangPrecedence);
}
