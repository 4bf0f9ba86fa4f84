import type { Card } from '../../../engine/core/cards.js';
import type { Seat } from '../../../engine/core/seats.js';
import type { SchafkopfAction, SchafkopfView } from '../../../engine/schafkopf/index.js';
import { SPRITZEN_ACTIONS } from '../../../engine/schafkopf/schemas.js';
import { GAMES, trumpsOf } from '../../../engine/schafkopf/rules/games.js';
import { packOf } from '../../../engine/schafkopf/rules/options.js';
import type { Bot } from '../../bot.js';
import type { Random } from '../../random.js';
import { announcement, giftFor, nameGame, schieberChoice, wantsToDouble } from './bidding.js';
import { baseGame, excessFor, sureTout } from './hand.js';
import { chooseCard } from './play.js';
import { best, keepValue, seenBy, type Seen } from './seen.js';

/** Spritzen: Stoß, Re, Supra, Resupra need this much power above what it takes to play the game oneself. */
export const STOSS_MARGIN = [4, 5, 6, 8] as const;
/** An open-ended session: from this deal on (two rounds of four) the bot votes to end it. */
export const OPEN_SESSION_DEALS = 8;

/**
 * Bayerischer Schafkopf by basic strategy, from the seat's view only: klopft and spritzt only with a clearly
 * strong hand; announces a game only with the strength for it (a Tout or Bettel only when it cannot be lost);
 * calls the ace of its shortest suit; plays its cards by its side (see play.ts); votes to end a session only
 * to join the others, or in an open-ended session after two full rounds.
 */
export const schafkopfBot: Bot<SchafkopfView, SchafkopfAction> = ({ seat, view, legalActions, random }) => {
  const hand = view.hand ?? [];
  const vote = legalActions.find((a) => a.type === 'voteEnd' && a.end);
  if (vote && wantsToEnd(seat, view)) return vote;
  const spritze = legalActions.find((a) => (SPRITZEN_ACTIONS as readonly string[]).includes(a.type));
  if (spritze && wantsStoss(view, hand)) return spritze;
  const turn = legalActions.filter((a) => a.type !== 'voteEnd' && a !== spritze);
  // Off turn (the scheduler asks only the seat whose turn it is) just the vote is left: as the seat wants it if it can.
  if (turn.length === 0)
    return legalActions.find((a) => a.type === 'voteEnd' && a.end === wantsToEnd(seat, view)) ?? legalActions[legalActions.length - 1];
  const has = (type: SchafkopfAction['type']) => turn.find((a) => a.type === type);
  switch (view.phase) {
    case 'doubling':
      return (wantsToDouble(hand) && has('klopfen')) || has('declineDouble') || turn[0];
    case 'announcing':
      return has(announcement(seat, view, hand)) ?? has('pass') ?? turn[0];
    case 'naming':
      return nameGame(seat, view, hand, turn, random);
    case 'hochzeit':
      return giftFor(hand, turn, random);
    case 'schieber':
      return schieberChoice(seat, view, hand, turn, random);
    case 'pushing':
      return view.contract ? pushChoice(seenBy(seat, view, view.contract), turn, random) : turn[0];
    case 'playing': {
      const cards = turn.flatMap((a) => (a.type === 'playCard' ? [a.card] : []));
      if (!view.contract || cards.length === 0) return turn[0];
      const card: Card = chooseCard(seenBy(seat, view, view.contract), cards, random);
      return turn.find((a) => a.type === 'playCard' && a.card === card) ?? turn[0];
    }
    default:
      return turn[0];
  }
};

/** Schieberrunde, pushing on to a fellow defender: the two cards least worth keeping (trumps and aces stay). */
function pushChoice(seen: Seen, legal: SchafkopfAction[], random: Random): SchafkopfAction {
  return best(legal, (a) => (a.type === 'push' ? -(keepValue(seen, a.cards[0]) + keepValue(seen, a.cards[1])) : -Infinity), random);
}

/** Never blocks the others: joins when the three others have voted; in an open session votes after two rounds. */
export function wantsToEnd(seat: Seat, view: SchafkopfView): boolean {
  if ([0, 1, 2, 3].every((s) => s === seat || view.endVotes.includes(s))) return true;
  return view.options.deals === null && view.dealNumber >= OPEN_SESSION_DEALS;
}

/**
 * The next Spritze when the legal one is ours to give (the engine offers it to the right side only): with the
 * power to have played the game oneself plus the level's margin; against a Tout only with its top trump (a
 * sure trick), for a Tout only when it is sure; never in a Bettel.
 */
export function wantsStoss(view: SchafkopfView, hand: readonly Card[]): boolean {
  const contract = view.contract;
  const level = view.stoss.length;
  if (!contract || level >= STOSS_MARGIN.length) return false;
  const record = GAMES[contract.game];
  if (record.bettel) return false;
  if (record.tout) {
    if (level === 0) return hand.includes(trumpsOf(baseGame(contract.game), contract.suit, packOf(view.options))[0]);
    return level === 1 && sureTout(hand, contract.game, contract.suit, view.options, false);
  }
  return excessFor(hand, contract.game, contract.suit, view.options) >= STOSS_MARGIN[level];
}
