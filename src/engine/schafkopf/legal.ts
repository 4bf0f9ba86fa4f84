import type { Card } from '../core/cards.js';
import type { Seat } from '../core/seats.js';
import { legalClaims, mayOfferHochzeit, withdrawProblem } from './rules/announce.js';
import { playableWithCall } from './rules/called.js';
import { GAMES, orderOf } from './rules/games.js';
import { stossProblem } from './rules/stoss.js';
import { SPRITZEN_ACTIONS } from './schemas.js';
import { mayDouble, vorhandOf } from './seating.js';
import type { Claim, SchafkopfAction, SchafkopfState } from './types.js';

const RUF_ORDER = orderOf('rufspiel', null);

/**
 * Exactly the actions decide accepts from `seat` now, as request bodies: the turn's first, then the next Spritze
 * (stoss, re, supra or resupra), then the vote. The Spritze and the vote are optional: the match never waits for them.
 */
export function legalActions(state: SchafkopfState, seat: Seat): SchafkopfAction[] {
  if (state.phase === 'waiting' || state.phase === 'over' || !Number.isInteger(seat) || seat < 0 || seat > 3) return [];
  const actions: SchafkopfAction[] = state.turn === seat ? turnActions(state, seat) : [];
  const spritze = SPRITZEN_ACTIONS[state.stoss.length];
  if (spritze !== undefined && stossProblem(state, seat) === null) actions.push({ type: spritze });
  actions.push({ type: 'voteEnd', end: !state.endVotes.includes(seat) });
  return actions;
}

function turnActions(state: SchafkopfState, seat: Seat): SchafkopfAction[] {
  const hand = state.hands[seat];
  switch (state.phase) {
    case 'doubling':
      return mayDouble(state, seat) ? [{ type: 'klopfen' }, { type: 'declineDouble' }] : [];
    case 'announcing': {
      const actions: SchafkopfAction[] = [{ type: 'bid' }, { type: 'pass' }];
      if (mayOfferHochzeit(state, seat)) actions.push({ type: 'offerHochzeit' });
      return actions;
    }
    case 'naming': {
      const actions: SchafkopfAction[] = legalClaims(state, seat).map(nameGameOf);
      if (withdrawProblem(state, seat) === null) actions.push({ type: 'withdraw' });
      return actions;
    }
    case 'hochzeit':
      return hand.filter((card) => RUF_ORDER.suit(card) !== 'trump').map((card) => ({ type: 'giveCard' as const, card }));
    case 'schieber': {
      const claims = legalClaims(state, seat).map(nameGameOf);
      if (seat !== vorhandOf(state)) return [...claims, { type: 'declineSchieber' }];
      const pairs = pairsOf(hand);
      return [...claims.flatMap((claim) => pairs.map((discard) => ({ ...claim, discard }))), { type: 'declineSchieber' }];
    }
    case 'pushing':
      return pairsOf(hand).map((cards) => ({ type: 'push' as const, cards }));
    case 'playing': {
      const contract = state.contract;
      if (contract === null) return [];
      const order = orderOf(contract.game, contract.suit);
      return playableWithCall(hand, state.trick, order, contract.call, state.calledSuitLed, hand.length === 1).map((card) => ({
        type: 'playCard' as const,
        card,
      }));
    }
    default:
      return [];
  }
}

/** The request body of a claim: suit, call and bid only where the game takes them. */
function nameGameOf(claim: Claim): Extract<SchafkopfAction, { type: 'nameGame' }> {
  const body: Extract<SchafkopfAction, { type: 'nameGame' }> = { type: 'nameGame', game: claim.game as Exclude<Claim['game'], 'ramsch'> };
  if (claim.suit !== null) body.suit = claim.suit;
  if (claim.call !== null) body.call = claim.call;
  if (GAMES[claim.game].steigernBand && claim.target !== 61) body.target = claim.target;
  return body;
}

function pairsOf(hand: readonly Card[]): Card[][] {
  return hand.flatMap((a, i) => hand.slice(i + 1).map((b) => [a, b]));
}

/** The seat whose move the deal waits for; nobody before the start, between deals or after the end. */
export function activeSeats(state: SchafkopfState): Seat[] {
  return state.phase !== 'waiting' && state.phase !== 'over' && state.phase !== 'dealing' && state.turn !== null ? [state.turn] : [];
}
