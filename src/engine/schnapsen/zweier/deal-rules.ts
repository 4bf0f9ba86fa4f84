import { makeCard, type Card } from '../../core/cards.js';
import { cardPoints, playableCards, type CardOrder } from '../../core/tricks.js';
import { schnapsenOrder } from '../common/cards.js';
import { countedMarriagePoints, marriagesIn, type Marriage } from '../common/marriages.js';
import type { SeatScore, ZweierDeal, ZweierSeat } from './deal-types.js';

/** The card order of the deal: the trump suit beats the rest; A 10 K O U. */
export const orderOf = (deal: Pick<ZweierDeal, 'trump'>): CardOrder => schnapsenOrder(deal.trump);

/** The talon is exhausted once the last face-down card and the trump card have been drawn. */
export const talonExhausted = (deal: Pick<ZweierDeal, 'talon' | 'trumpCard'>): boolean =>
  deal.talon.length === 0 && deal.trumpCard === null;

/** Cards left in the talon, the face-up trump card included. */
export const talonCount = (deal: Pick<ZweierDeal, 'talon' | 'trumpCard'>): number => deal.talon.length + (deal.trumpCard === null ? 0 : 1);

/** Strict play (Farb- und Stichzwang) once the talon is exhausted or closed; free play before. */
export const strictPlay = (deal: Pick<ZweierDeal, 'talon' | 'trumpCard' | 'closed'>): boolean =>
  deal.closed !== null || talonExhausted(deal);

/** The cards `seat` may play now (his turn assumed). */
export function playable(deal: ZweierDeal, seat: ZweierSeat): Card[] {
  const hand = deal.hands[seat];
  if (deal.trick.length === 0 && deal.mustLead !== null) {
    // After announcing a marriage one of its two cards must be led.
    return hand.filter((card) => card === makeCard(deal.mustLead!, 'K') || card === makeCard(deal.mustLead!, 'O'));
  }
  return playableCards(hand, deal.trick, orderOf(deal), strictPlay(deal) ? 'followAndBeat' : 'free');
}

/** The seat on lead with an empty trick, before announcing anything: exchange, close, announce or lead. */
const freshLead = (deal: ZweierDeal, seat: ZweierSeat): boolean =>
  deal.phase === 'playing' && deal.turn === seat && deal.trick.length === 0 && deal.mustLead === null;

/** Why `seat` may not exchange the trump Unter now, or null if he may. */
export function exchangeForbidden(deal: ZweierDeal, seat: ZweierSeat): string | null {
  if (!freshLead(deal, seat)) return 'The trump Unter is exchanged only by the player on lead, before he announces or leads.';
  if (deal.closed !== null) return 'The talon is closed: the trump card can no longer be exchanged.';
  if (deal.trumpCard === null || deal.trump === null) return 'The talon is exhausted: there is no trump card to exchange.';
  if (deal.talon.length < 2 && !deal.options.exchangeWithOneLeft) {
    return 'With only one face-down card left the trump Unter may not be exchanged (house rule exchangeWithOneLeft).';
  }
  if (!deal.hands[seat].includes(makeCard(deal.trump, 'U'))) return `Only the holder of the trump Unter (${deal.trump}U) may exchange it.`;
  return null;
}

/** Why `seat` may not close the talon now, or null if he may. */
export function closeForbidden(deal: ZweierDeal, seat: ZweierSeat): string | null {
  if (!freshLead(deal, seat)) return 'Only the player on lead closes the talon, before he announces or leads.';
  if (deal.closed !== null) return 'The talon is already closed.';
  if (deal.trumpCard === null) return 'The talon is exhausted: there is nothing left to close.';
  if (deal.talon.length < 2 && !deal.options.closeWithOneLeft) {
    return 'With only one face-down card left the talon may not be closed (house rule closeWithOneLeft).';
  }
  return null;
}

/** The marriages `seat` may announce now: on lead, before leading, König and Ober of a suit in his hand. */
export function declarable(deal: ZweierDeal, seat: ZweierSeat): Marriage[] {
  if (!freshLead(deal, seat)) return [];
  return marriagesIn(deal.hands[seat], deal.trump);
}

/** Going out is allowed right after winning a trick (before leading again) or right after announcing a marriage. */
export function claimAllowed(deal: ZweierDeal, seat: ZweierSeat): boolean {
  if (deal.phase !== 'playing' || deal.turn !== seat || deal.trick.length !== 0) return false;
  const wonLast = deal.taken.length > 0 && deal.taken[deal.taken.length - 1].winner === seat;
  return wonLast || deal.mustLead !== null;
}

/** A seat's count: card points of his tricks plus his marriages, which count only once he has a trick. */
export function scoreOf(deal: Pick<ZweierDeal, 'taken' | 'marriages'>, seat: ZweierSeat): SeatScore {
  const won = deal.taken.filter((trick) => trick.winner === seat);
  const tricks = won.length;
  const points = cardPoints(won.flatMap((trick) => trick.plays.map((play) => play.card)));
  const marriages = deal.marriages[seat];
  return {
    seat,
    tricks,
    cardPoints: points,
    marriages: marriages.map((m) => ({ ...m, counted: tricks > 0 })),
    points: points + countedMarriagePoints(marriages, tricks > 0),
  };
}
