import { suitOf, type Card, type Rank, type Suit } from '../../core/cards.js';
import { playableCards, type CardOrder, type Trick } from '../../core/tricks.js';

/** The suits an ace can be called in: never Herz (trump in the Rufspiel). */
const CALL_SUITS: readonly Suit[] = ['E', 'G', 'S'];

/** The ace of each suit (written out: legalClaims asks for them with every claim round). */
const ACES: Readonly<Record<Suit, Card>> = { E: 'EA', G: 'GA', H: 'HA', S: 'SA' };

/**
 * Callable aces: E, G, S aces the caller does not hold, in a suit where he holds a non-trump card. A player
 * who can call none is gesperrt (docs/rules-decisions.md#schafkopf-called-ace).
 */
export function callableAces(hand: readonly Card[], order: CardOrder): Card[] {
  return CALL_SUITS.filter((suit) => !hand.includes(ACES[suit]) && hand.some((card) => order.suit(card) === suit)).map(
    (suit) => ACES[suit],
  );
}

/**
 * Renonce (and the Muss-Spiel of a gesperrt player): an ace he does not hold (a suit he has none of); holding
 * all three aces, a ten he does not hold; holding all aces and tens, a king ("rein theoretisch").
 */
export function renonceCalls(hand: readonly Card[], order: CardOrder): Card[] {
  if (callableAces(hand, order).length > 0) return [];
  for (const rank of ['A', '10', 'K'] as Rank[]) {
    const calls = CALL_SUITS.map((suit): Card => `${suit}${rank}`).filter((card) => !hand.includes(card));
    if (calls.length > 0) return calls;
  }
  return [];
}

/** Muss-Spiel: the holder of the Eichel-Ober calls an ace if he can, else plays on Renonce. */
export function mussCalls(hand: readonly Card[], order: CardOrder): Card[] {
  const aces = callableAces(hand, order);
  return aces.length > 0 ? aces : renonceCalls(hand, order);
}

/**
 * Which cards may be played in a game with a called card (the Ruf-Sau rules, docs/rules-decisions.md#schafkopf-called-ace), on top of
 * Farbzwang:
 * - the first time the called suit is led, its holder must play the called card;
 * - its holder may lead the called suit only with the called card, unless he holds at least four cards of the
 *   suit at that moment (davonlaufen);
 * - until the called suit has been led, the called card may not be discarded except in the last trick.
 * `calledSuitLed`: the called suit was led in an earlier trick (after that the called card is free).
 */
export function playableWithCall(
  hand: readonly Card[],
  trick: Trick,
  order: CardOrder,
  call: Card | null,
  calledSuitLed: boolean,
  lastTrick: boolean,
): Card[] {
  const base = playableCards(hand, trick, order, 'follow');
  if (call === null || !hand.includes(call) || calledSuitLed) return base;
  const calledSuit = suitOf(call);
  if (trick.length === 0) {
    const suitCards = hand.filter((card) => order.suit(card) === calledSuit);
    if (suitCards.length >= 4) return base;
    return base.filter((card) => order.suit(card) !== calledSuit || card === call);
  }
  if (order.suit(trick[0].card) === calledSuit) return [call];
  if (lastTrick) return base;
  const kept = base.filter((card) => card !== call);
  return kept.length > 0 ? kept : base;
}
