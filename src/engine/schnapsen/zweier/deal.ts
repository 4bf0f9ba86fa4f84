/**
 * One deal of Schnapsen for two (Zweierschnapsen), as a pure module over local seats 0 and 1. It knows nothing of
 * matches, deal numbers or Bummerl: Schnapsen for two (`./index.ts`) plays a Bummerl of these deals, and
 * Dreierschnapsen plays exactly one of them as its tie-break between two of its seats.
 *
 * Contract (rules: docs/rules-decisions.md#schnapsen-deal-and-talon and the rest of that section; docs/schnapsen.md):
 * - `newZweierDeal(options)` is the empty state; `dealZweier(pack, dealer)` turns a shuffled 20-card pack into
 *   the `DealDealt` event (packets: 3 to the non-dealer, 3 to the dealer, the trump card face up, 2 and 2, the
 *   other 9 face down as the talon, drawn from pack[11] on); `zweierDealOf(cards, dealer)` does the same for a
 *   creator's preset. Feed the event to `evolveDeal`.
 * - `decideInDeal(deal, seat, action)` returns the events of one action (throws RuleViolation with a stable
 *   code: NOT_YOUR_TURN, ILLEGAL_ACTION, CARD_NOT_IN_HAND, MUST_FOLLOW, MUST_LEAD_MARRIAGE, NO_MARRIAGE,
 *   CLAIM_NOT_NOW, DEAL_OVER, INVALID_ACTION, INVALID_CARD); `evolveDeal(deal, event)` never throws and ignores
 *   unknown events. The last event of a deal is always `DealScored`; then `deal.phase === 'over'` and
 *   `dealResult(deal)` is its itemised result (winner, gamePoints 1|2|3, reason, summary, scores, every card).
 * - `legalInDeal(deal, seat)` lists exactly the actions decideInDeal accepts (request bodies); `activeInDeal(deal)`
 *   is the seat to move (never both). `viewDeal(deal, viewer)` and `redactDealEvent(event, viewer, now)` hide the
 *   opponent's hand and the talon until the deal is over; played cards, tricks, scores and marriages are public.
 *   `handOf` and `trickOf` give what a host shows in its view envelope (the viewer's hand, the trick on the table).
 * - Events (`ZweierDealEvent`, schemas.ts): DealDealt, TrumpExchanged, TalonClosed, MarriageDeclared,
 *   CardPlayed, TrickTaken, CardsDrawn, OutClaimed, DealScored; seats in them are local (0 | 1). A host whose own
 *   stream has events of the same names wraps these (Dreierschnapsen: `{ type: 'PlayoffEvent', data: { event } }`).
 * - Actions: `zweierActions` in schemas.ts (playCard, declareMarriage, exchangeTrump, closeTalon, claimOut); options: `ZWEIER_DEAL_OPTIONS`
 *   (exchangeWithOneLeft, closeWithOneLeft, wrongClaim), read defensively by `readDealOptions`.
 */
import { isCard, type Card } from '../../core/cards.js';
import { dealPackets } from '../../core/tricks.js';
import type { ZweierDealOptions } from './deal-options.js';
import { declarable, claimAllowed, closeForbidden, exchangeForbidden, playable } from './deal-rules.js';
import { other, type ZweierAction, type ZweierDeal, type ZweierDealEvent, type ZweierDealResult, type ZweierSeat } from './deal-types.js';

export * from './deal-types.js';
export { ZWEIER_DEAL_OPTIONS, DEFAULT_DEAL_OPTIONS, readDealOptions, type ZweierDealOptions } from './deal-options.js';
export { newZweierDeal, evolveDeal } from './deal-evolve.js';
export { decideInDeal } from './deal-decide.js';
export { viewDeal, redactDealEvent, handOf, type ZweierDealView, type DealViewer } from './deal-view.js';
export { resultPart } from './deal-evolve.js';
export { scoreOf, strictPlay, talonCount } from './deal-rules.js';

/** A deal's cards: both hands (by local seat), the face-up trump card, the face-down talon in drawing order. */
export interface ZweierCards {
  hands: [Card[], Card[]];
  trumpCard: Card;
  talon: Card[];
}

/** The deal event for given cards (a preset). */
export function zweierDealOf(cards: ZweierCards, dealer: ZweierSeat): ZweierDealEvent {
  return {
    type: 'DealDealt',
    data: {
      dealer,
      hands: [[...cards.hands[0]], [...cards.hands[1]]],
      trumpCard: cards.trumpCard,
      talon: [...cards.talon],
      talonCount: cards.talon.length + 1,
    },
  };
}

/**
 * Deals a shuffled 20-card pack: pack[0..2] to the non-dealer, pack[3..5] to the dealer, pack[6] face up as the
 * trump card, pack[7..8] to the non-dealer, pack[9..10] to the dealer, pack[11..19] face down on the trump card
 * (pack[11] is drawn first). Dealing does not depend on the house rules; `options` is accepted for symmetry.
 */
export function dealZweier(pack: readonly Card[], dealer: ZweierSeat, _options?: ZweierDealOptions): ZweierDealEvent {
  if (pack.length !== 20 || !pack.every(isCard) || new Set(pack).size !== 20) {
    throw new Error('dealZweier needs the 20 distinct cards of the Schnapsen pack.');
  }
  const forehand = other(dealer);
  const first = dealPackets(pack, 2, [
    [forehand, 3],
    [dealer, 3],
  ]);
  const trumpCard = first.rest[0];
  const second = dealPackets(first.rest.slice(1), 2, [
    [forehand, 2],
    [dealer, 2],
  ]);
  const hands: [Card[], Card[]] = [
    [...first.hands[0], ...second.hands[0]],
    [...first.hands[1], ...second.hands[1]],
  ];
  return zweierDealOf({ hands, trumpCard, talon: second.rest }, dealer);
}

/** Exactly the actions decideInDeal accepts from `seat` now, as request bodies. */
export function legalInDeal(deal: ZweierDeal, seat: ZweierSeat): ZweierAction[] {
  if (deal.phase !== 'playing' || deal.turn !== seat) return [];
  const plays: ZweierAction[] = playable(deal, seat).map((card) => ({ type: 'playCard', card }));
  if (deal.trick.length > 0) return plays;
  const marriages: ZweierAction[] = declarable(deal, seat).map((m) => ({ type: 'declareMarriage', suit: m.suit }));
  const exchange: ZweierAction[] = exchangeForbidden(deal, seat) === null ? [{ type: 'exchangeTrump' }] : [];
  const close: ZweierAction[] = closeForbidden(deal, seat) === null ? [{ type: 'closeTalon' }] : [];
  const claim: ZweierAction[] = claimAllowed(deal, seat) ? [{ type: 'claimOut' }] : [];
  return [...plays, ...marriages, ...exchange, ...close, ...claim];
}

/** The seat to move: the leader, then the follower; nobody before the deal or once it is over. */
export function activeInDeal(deal: ZweierDeal): ZweierSeat[] {
  return deal.phase === 'playing' && deal.turn !== null ? [deal.turn] : [];
}

/** The itemised result once the deal is over, else null. */
export function dealResult(deal: ZweierDeal): ZweierDealResult | null {
  return deal.phase === 'over' ? deal.result : null;
}
