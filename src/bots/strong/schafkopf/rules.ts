import { bit, popcount, type GameOrder } from './cards.js';

/**
 * The cards a hand may play, as masks: Farbzwang with trumps as one suit, then the Ruf-Sau rules of
 * rules/called.ts (playableWithCall). `trick` holds the `count` cards on the table, the first one led; `call` is the
 * called card (-1: none) and `calledSuitLed` whether its suit was led in an earlier trick.
 */
export function legalMask(
  order: GameOrder,
  hand: number,
  trick: ArrayLike<number>,
  count: number,
  call: number,
  calledSuitLed: boolean,
): number {
  const holdsCall = call >= 0 && !calledSuitLed && (hand & bit(call)) !== 0;
  if (count === 0) {
    if (!holdsCall) return hand;
    const calledSuit = order.suit[call];
    const suitCards = hand & order.suitMask[calledSuit];
    // Davonlaufen: with four cards of the called suit he may lead any of them.
    if (popcount(suitCards) >= 4) return hand;
    return hand & ~(suitCards & ~bit(call));
  }
  const led = order.suit[trick[0]];
  const following = hand & order.suitMask[led];
  const base = following !== 0 ? following : hand;
  if (!holdsCall) return base;
  if (led === order.suit[call]) return bit(call);
  // The called card may not be discarded before its suit is led, except in the last trick.
  if ((hand & (hand - 1)) === 0) return base;
  const kept = base & ~bit(call);
  return kept !== 0 ? kept : base;
}
