import type { Card, Suit } from '../../core/cards.js';
import { RuleViolation } from '../../core/errors.js';
import type { Seat } from '../../core/seats.js';
import { marriageSuits, legalCards, type DealTerms, type PlayState } from './play.js';

/**
 * Why a card or a 20/40 is refused, with the same codes in the whole Schnapsen family (Schnapsen for two too):
 * CARD_NOT_IN_HAND, MUST_LEAD_MARRIAGE, MUST_FOLLOW, NO_MARRIAGE.
 */
export function mustBePlayable(play: PlayState, terms: DealTerms, seat: Seat, card: Card): void {
  if (!(play.hands[seat] ?? []).includes(card)) throw new RuleViolation('CARD_NOT_IN_HAND', `${card} is not in your hand.`, { card });
  const legal = legalCards(play, terms, seat);
  if (legal.includes(card)) return;
  if (play.trick.length === 0 && play.mustLead !== null) {
    throw new RuleViolation('MUST_LEAD_MARRIAGE', `After declaring 20/40 in ${play.mustLead} you must lead its König or Ober.`, {
      card,
      playable: legal,
      suit: play.mustLead,
    });
  }
  const trump = terms.contract.trump ? '' : ' (no trump in this contract)';
  throw new RuleViolation(
    'MUST_FOLLOW',
    `Farb- und Stichzwang: beat the led card if you can, else follow suit, else trump${trump}; you may play ${legal.join(', ')}.`,
    { card, playable: legal },
  );
}

/** 20/40: only the player about to lead, once per lead, holding König and Ober, in a contract where points count. */
export function mustBeDeclarable(play: PlayState, terms: DealTerms, seat: Seat, suit: Suit): void {
  if (marriageSuits(play, terms, seat).includes(suit)) return;
  const why = !terms.contract.marriages
    ? `a ${terms.contract.name} has no 20 or 40`
    : play.trick.length > 0 || play.mustLead !== null
      ? 'only the player about to lead may declare one, once per lead'
      : `you do not hold König and Ober of ${suit}`;
  throw new RuleViolation('NO_MARRIAGE', `No 20/40 in ${suit}: ${why}.`, { suit });
}
