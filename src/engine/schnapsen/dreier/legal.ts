import type { Seat } from '../../core/seats.js';
import { DREIER_CONTRACTS, requirementUnmet } from '../common/contracts.js';
import { legalDoublings } from '../common/doubling.js';
import { marriageSuits, legalCards } from '../common/play.js';
import { trumpCallActions } from '../common/trump-call.js';
import { possibleBids, possibleRaises } from './bidding.js';
import { playoffLegal } from './playoff.js';
import { termsOf } from './terms.js';
import type { DreierAction, DreierDeal, DreierState } from './types.js';

/** Exactly the actions decide accepts from `seat` now, as request bodies. */
export function legalActions(state: DreierState, seat: Seat): DreierAction[] {
  if (state.turn !== seat) return [];
  if (state.phase === 'playoff') return state.playoff ? (playoffLegal(state.playoff, seat) as DreierAction[]) : [];
  if (state.phase === 'cutting')
    return [...Array.from({ length: 19 }, (_, i) => ({ type: 'cut' as const, at: i + 1 })), { type: 'knockOnPack' }];
  const deal = state.deal;
  if (deal === null) return [];
  switch (state.phase) {
    case 'trumpCall':
      return trumpCallActions(deal.hands[seat] ?? [], 3);
    case 'bidding':
    case 'ruferRaise':
      // Each contract once per kind of bid: `bidWithoutTalon` (precedence among equals) and `bid` (takes the talon).
      return [
        ...possibleBids(deal, seat, state.options, state.phase === 'ruferRaise').map(({ contract, withTalon }) =>
          withTalon ? { type: 'bid' as const, contract } : { type: 'bidWithoutTalon' as const, contract },
        ),
        { type: 'pass' },
      ];
    case 'talon':
      return [{ type: 'takeTalon' }, { type: 'leaveTalon' }];
    case 'discard':
      return discards(deal, seat);
    case 'raise':
      return [
        ...possibleRaises(deal, seat, state.options).map((contract) => ({ type: 'raise' as const, contract })),
        { type: 'declineRaise' },
      ];
    case 'doubling':
      return legalDoublings(deal.doubling, seat);
    case 'playing': {
      const terms = termsOf(deal);
      if (!deal.play || !terms) return [];
      const plays = legalCards(deal.play, terms, seat).map((card) => ({ type: 'playCard' as const, card }));
      const marriages = marriageSuits(deal.play, terms, seat).map((suit) => ({ type: 'declareMarriage' as const, suit }));
      return [...plays, ...marriages];
    }
    default:
      return [];
  }
}

/** Every pair of cards the talon holder may lay away (a contract's requirement must still hold). */
function discards(deal: DreierDeal, seat: Seat): DreierAction[] {
  const hand = deal.hands[seat] ?? [];
  const requirement = DREIER_CONTRACTS[deal.settled?.contract ?? 'normal'].requirement;
  const pairs: DreierAction[] = [];
  for (let i = 0; i < hand.length; i++) {
    for (let j = i + 1; j < hand.length; j++) {
      const rest = hand.filter((_, k) => k !== i && k !== j);
      if (requirementUnmet(requirement, rest, deal.trump, []) === null) pairs.push({ type: 'discard', cards: [hand[i], hand[j]] });
    }
  }
  return pairs;
}

/** The seat to move; nobody before the start, between deals or after the end. */
export function activeSeats(state: DreierState): Seat[] {
  return state.phase !== 'waiting' && state.phase !== 'over' && state.turn !== null ? [state.turn] : [];
}
