import type { Seat } from '../../core/seats.js';
import { winningPlay } from '../../core/tricks.js';
import { GOING_OUT } from './game-points.js';
import { orderOf, playOrder, tallyOf, type DealTerms, type PlayState } from './play.js';
import type { SideName } from './sides.js';

/** Why a deal ended. */
export type EndReason =
  | 'reached66' // Normal game: a side reached 66 (cards + counted 20/40) and ended the deal at once
  | 'lastTrick' // Normal game: nobody reached 66, the last trick decided
  | 'tookTrick' // Bettler family: the declarer took a trick (lost)
  | 'noTrickTaken' // Bettler family: won
  | 'trickLost' // Gang, Bauernschnapser, Schnapser ...: a card beat the declarer's (side's) card for good (lost)
  | 'allTricksTaken' // won
  | 'schnapserMade' // 66 within the Schnapser's tricks (won)
  | 'schnapserMissed' // the Schnapser's tricks are played without 66 (lost)
  | 'laidDown'; // settled by laying the cards down (won)

export interface Verdict {
  winner: SideName;
  reason: EndReason;
}

const other = (side: SideName): SideName => (side === 'declaring' ? 'defending' : 'declaring');

/**
 * Is the deal decided now? Asked after every card and every 20/40. Early ends (rules as data, goal by goal):
 * a side reaching 66 ends a Normal game at once; a Schnapser, Gang or Bauernschnapser is lost the moment a
 * card beats the declarer's card for good (the seats that must win the trick have all played and another seat
 * holds it); a Bettler is lost when the declarer takes a trick.
 */
export function verdictOf(state: PlayState, terms: DealTerms): Verdict | null {
  const { goal } = terms.contract;
  const { sides, shape } = terms;
  const allPlayed = state.tricks.length === shape.handSize;
  switch (goal.kind) {
    case 'layDown':
      return { winner: 'declaring', reason: 'laidDown' };
    case 'normal': {
      for (const side of ['declaring', 'defending'] as const) {
        const tally = tallyOf(state, sides[side]);
        if (tally.tricks > 0 && tally.total >= GOING_OUT) return { winner: side, reason: 'reached66' };
      }
      if (!allPlayed) return null;
      const last = state.tricks[state.tricks.length - 1].winner;
      return { winner: sides.declaring.includes(last) ? 'declaring' : 'defending', reason: 'lastTrick' };
    }
    case 'noTricks':
      if (state.tricks.some((t) => t.winner === sides.declarer)) return { winner: 'defending', reason: 'tookTrick' };
      return allPlayed ? { winner: 'declaring', reason: 'noTrickTaken' } : null;
    case 'allTricks': {
      const mustWin = goal.by === 'side' ? sides.declaring : [sides.declarer];
      if (trickGoneFrom(state, terms, mustWin)) return { winner: 'defending', reason: 'trickLost' };
      return allPlayed ? { winner: 'declaring', reason: 'allTricksTaken' } : null;
    }
    case 'schnapser': {
      const together = goal.by === 'side' || terms.schnapserMitMann;
      const mustWin = together ? sides.declaring : [sides.declarer];
      if (trickGoneFrom(state, terms, mustWin)) return { winner: 'defending', reason: 'trickLost' };
      const tally = tallyOf(state, mustWin);
      if (tally.tricks > 0 && tally.total >= GOING_OUT) return { winner: 'declaring', reason: 'schnapserMade' };
      if (state.tricks.length >= shape.shortTricks && state.trick.length === 0)
        return { winner: other('declaring'), reason: 'schnapserMissed' };
      return null;
    }
  }
}

/**
 * A trick went (or is certain to go) to a seat outside `mustWin`: a completed trick, or the running trick once
 * every seat of `mustWin` has played to it and another seat's card holds it (later cards cannot win it back).
 */
function trickGoneFrom(state: PlayState, terms: DealTerms, mustWin: readonly Seat[]): boolean {
  if (state.tricks.some((t) => !mustWin.includes(t.winner))) return true;
  if (state.trick.length === 0) return false;
  const inTrick = playOrder(terms).filter((seat) => mustWin.includes(seat));
  const allPlayed = inTrick.every((seat) => state.trick.some((p) => p.seat === seat));
  return allPlayed && !mustWin.includes(winningPlay(state.trick, orderOf(terms)).seat);
}
