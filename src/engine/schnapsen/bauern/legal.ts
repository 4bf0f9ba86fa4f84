import { SUITS } from '../../core/cards.js';
import type { Seat } from '../../core/seats.js';
import { legalDoublings } from '../common/doubling.js';
import { marriageSuits, legalCards } from '../common/play.js';
import { isThreeUnter, trumpCallActions } from '../common/trump-call.js';
import { legalBids } from './bids.js';
import type { BauernAction, BauernState } from './types.js';

/** Exactly the actions decide accepts from `seat` now. */
export function legalActions(state: BauernState, seat: Seat): BauernAction[] {
  if (state.turn !== seat) return [];
  switch (state.phase) {
    case 'blindCall':
      return SUITS.map((suit) => ({ type: 'callTrump', suit }));
    case 'cutting':
      return [...Array.from({ length: 19 }, (_, i) => ({ type: 'cut' as const, at: i + 1 })), { type: 'knockOnPack' }];
    case 'trumpCall': {
      // Blinder Bettler (option): the other answer to three Unter.
      const blind = isThreeUnter(state.firstPacket) && state.options.blinderBettler ? [{ type: 'declareBlinderBettler' as const }] : [];
      return [...trumpCallActions(state.firstPacket, 2), ...blind];
    }
    case 'bidding':
      return [...legalBids(state, seat).map((contract) => ({ type: 'bid' as const, contract })), { type: 'pass' }];
    case 'doubling':
      return legalDoublings(state.doubling, seat);
    case 'playing': {
      if (!state.play || !state.terms) return [];
      const marriages = marriageSuits(state.play, state.terms, seat).map((suit) => ({ type: 'declareMarriage' as const, suit }));
      const cards = legalCards(state.play, state.terms, seat).map((card) => ({ type: 'playCard' as const, card }));
      return [...marriages, ...cards];
    }
    default:
      return [];
  }
}

/** The seat whose move it is (in the doubling round: the seat to double or decline). */
export function activeSeats(state: BauernState): Seat[] {
  return state.phase !== 'over' && state.phase !== 'waiting' && state.turn !== null ? [state.turn] : [];
}
