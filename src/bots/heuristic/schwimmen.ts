import type { Card } from '../../engine/core/cards.js';
import { handValue } from '../../engine/schwimmen/rules/hand-value.js';
import type { SchwimmenAction, SchwimmenView } from '../../engine/schwimmen/index.js';
import type { Bot } from '../bot.js';

/** A first packet at least this good is kept; a worse one goes to the table (the other packet is unseen). */
export const KEEP_PACKET_AT = 22;
/** Knock with this much or more (a swimmer, with no life to spare, waits for more). */
export const KNOCK_AT = 27;
export const KNOCK_AT_SWIMMING = 29;
/** Three aces are Feuer whatever the option says; any value above 31 ranks them right. */
const FEUER = 33;

const value = (hand: readonly Card[]): number => handValue(hand, FEUER);

/**
 * Schwimmen by basic strategy, from the seat's view only: keep a good first packet; take Schnauz when a swap
 * makes it; knock with a strong hand; otherwise make the swap that improves the hand most, or pass the turn.
 */
export const schwimmenBot: Bot<SchwimmenView, SchwimmenAction> = ({ seat, view, legalActions, random }) => {
  // The envelope types a hand as card code strings; they are the seat's own cards.
  const hand = (view.hand ?? []) as Card[];
  const choose = legalActions.filter((a) => a.type === 'choosePacket');
  if (choose.length > 0) {
    const keep = value(hand) >= KEEP_PACKET_AT;
    return choose.find((a) => a.type === 'choosePacket' && a.keep === keep) ?? choose[0];
  }
  const current = value(hand);
  const swaps = legalActions
    .filter((a) => a.type === 'swapOne' || a.type === 'swapAll')
    .map((action) => ({ action, value: value(after(hand, view.table, action)), kept: keptPoints(hand, action) }));
  const bestValue = Math.max(-1, ...swaps.map((s) => s.value));
  // Among equally good swaps, give away the least: keep high cards of other suits for later.
  const best = swaps.filter((s) => s.value === bestValue).sort((a, b) => b.kept - a.kept);
  const ties = best.filter((s) => s.kept === best[0]?.kept);
  const knock = legalActions.find((a) => a.type === 'knock');
  const pass = legalActions.find((a) => a.type === 'passTurn');

  // A swap to 31 (Schnauz ends the deal at once) beats knocking; a swap that gains nothing is never made.
  if (bestValue >= 31 && bestValue > current && ties.length > 0) return random.pick(ties).action;
  const swimming = view.seats[seat]?.status === 'swimming';
  if (knock && current >= (swimming ? KNOCK_AT_SWIMMING : KNOCK_AT) && bestValue <= current + 1) return knock;
  if (bestValue > current && ties.length > 0) return random.pick(ties).action;
  return pass ?? knock ?? legalActions[0];
};

function after(hand: readonly Card[], table: readonly Card[], action: SchwimmenAction): Card[] {
  if (action.type === 'swapAll') return [...table];
  if (action.type === 'swapOne') return [...hand.filter((c) => c !== action.hand), action.table];
  return [...hand];
}

/** Higher when the card given away is worth less (a tie-break only). */
function keptPoints(hand: readonly Card[], action: SchwimmenAction): number {
  return action.type === 'swapOne' ? -value([action.hand]) : 0;
}
