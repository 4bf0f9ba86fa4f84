import type { Card } from '../../../engine/core/cards.js';
import type { Play } from '../../../engine/core/tricks.js';
import type { ZweierDealEvent, ZweierDealView, ZweierSeat } from '../../../engine/schnapsen/zweier/deal.js';
import { ALL_CARDS, bit, indexOfCard, maskOf, suitIndex, suitMask, suitNumber } from './cards.js';

/** What one seat knows about the hidden cards of a running deal, as card masks. */
export interface Knowledge {
  seat: ZweierSeat;
  trump: number;
  hand: number;
  /** Cards of every completed trick and of the trick on the table. */
  played: number;
  /** The face-up trump card (-1 once drawn). */
  trumpCard: number;
  /** Cards the opponent is known to hold: shown for a marriage, taken by exchange, the trump card he drew. */
  opponentKnown: number;
  opponentCount: number;
  /** Cards the opponent cannot hold: inferred from his follows in strict play (they lie in the closed talon). */
  opponentCannot: number;
  /** Neither ours, nor played, nor the face-up trump card, nor known in the opponent's hand. */
  unseen: number;
}

/** The deal as the seat sees it now: its view of the deal plus the hand and the trick the host shows it. */
export interface SeatSight {
  seat: ZweierSeat;
  view: ZweierDealView;
  hand: readonly Card[];
  trick: readonly Play[];
}

/**
 * Reads what the seat knows. The current facts (hand, tricks, the opponent's shown cards, the trump card) come from
 * the view; the deal's events (as the seat saw them) add what the view does not keep: which of the opponent's
 * follows were made under Farb- und Stichzwang, and so what he cannot hold.
 */
export function knowledgeOf(sight: SeatSight, events: readonly ZweierDealEvent[]): Knowledge {
  const { seat, view } = sight;
  if (view.trump === null) throw new Error('The deal has no trump yet: there is nothing to decide.');
  const trump = suitNumber(view.trump);
  const hand = maskOf(sight.hand);
  const played = maskOf([...view.tricks.flatMap((trick) => trick.plays.map((play) => play.card)), ...sight.trick.map((play) => play.card)]);
  const trumpCard = view.trumpCard === null ? -1 : indexOfCard(view.trumpCard);
  const opponent = seat === 0 ? 1 : 0;
  const opponentKnown = maskOf(view.known[opponent]);
  // The seat to move either leads (both hold as many cards) or follows the opponent's lead (he holds one fewer).
  const opponentCount = sight.hand.length - (sight.trick.length === 0 ? 0 : 1);
  const unseen = ALL_CARDS & ~hand & ~played & ~opponentKnown & ~(trumpCard < 0 ? 0 : bit(trumpCard));
  return {
    seat,
    trump,
    hand,
    played,
    trumpCard,
    opponentKnown,
    opponentCount,
    opponentCannot: strictFollowInferences(events, opponent, trump) & unseen,
    unseen,
  };
}

/**
 * Cards the opponent cannot hold, from each of his follows in strict play (no more draws after it, so what he
 * lacked then he still lacks): not following the led suit means he has none of it (and no trump either unless he
 * trumped); following lower means he has nothing of that suit above the led card (Stichzwang).
 */
export function strictFollowInferences(events: readonly ZweierDealEvent[], opponent: ZweierSeat, trump: number): number {
  let cannot = 0;
  let strict = false;
  let draws = 0;
  let lead = -1;
  for (const event of events) {
    if (event.type === 'TalonClosed') strict = true;
    else if (event.type === 'CardsDrawn' && ++draws === 5) strict = true;
    else if (event.type === 'TrickTaken') lead = -1;
    else if (event.type === 'CardPlayed') {
      const card = indexOfCard(event.data.card);
      if (lead < 0) lead = card;
      else if (strict && event.data.seat === opponent) cannot |= cannotHoldAfter(lead, card, trump);
    }
  }
  return cannot;
}

/** What a follower under Farb- und Stichzwang cannot hold, having played `card` to `lead`. */
function cannotHoldAfter(lead: number, card: number, trump: number): number {
  const led = suitIndex(lead);
  if (suitIndex(card) === led) return card < lead ? 0 : suitMask(led) & (bit(lead) - 1);
  return suitMask(led) | (suitIndex(card) === trump ? 0 : suitMask(trump));
}
