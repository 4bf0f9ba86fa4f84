import type { ResultItem } from '../../core/view.js';
import { GOING_OUT, normalGamePoints } from '../common/game-points.js';
import { scoreOf } from './deal-rules.js';
import { other, type Closing, type DealEndReason, type ZweierDeal, type ZweierDealResult, type ZweierSeat } from './deal-types.js';

/**
 * Scoring of one deal (docs/rules-decisions.md#schnapsen-going-out, docs/rules-decisions.md#schnapsen-closing):
 * - a correct claim: 1 game point (loser >= 33), 2 (loser < 33 with a trick), 3 (loser without a trick);
 * - the closer's correct claim: the same table read against the opponent's state when the talon was closed;
 * - the closer fails (the opponent goes out, the closer claims wrongly, or the cards run out): the opponent
 *   scores 2, or 3 if he had no trick when the talon was closed;
 * - a wrong claim: the opponent scores 2, or 3 if he has no trick (option 'mirror': what the claim would have won);
 * - nobody went out and every card was played: the last trick's winner scores 1.
 */
interface Award {
  winner: ZweierSeat;
  gamePoints: 1 | 2 | 3;
  reason: DealEndReason;
  measuredAgainst: ZweierDealResult['measuredAgainst'];
  summary: string;
}

/** The stake when the closer fails: 2, or 3 if his opponent had no trick when the talon was closed. */
const failedClosing = (closed: Closing): 2 | 3 => (closed.opponentTricks === 0 ? 3 : 2);

/** What a correct claim by `seat` is worth now. */
function correctClaim(deal: ZweierDeal, seat: ZweierSeat): Award {
  const opponent = other(seat);
  const { closed } = deal;
  if (closed?.by === seat) {
    const gamePoints = normalGamePoints(closed.opponentPoints, closed.opponentTricks);
    return {
      winner: seat,
      gamePoints,
      reason: 'closed',
      measuredAgainst: { seat: opponent, points: closed.opponentPoints, tricks: closed.opponentTricks, when: 'closing' },
      summary: `Seat ${seat} closed the talon and went out with 66: ${gamePoints} game point${gamePoints > 1 ? 's' : ''}, counted against seat ${opponent}'s ${closed.opponentPoints} points and ${closed.opponentTricks} trick${closed.opponentTricks === 1 ? '' : 's'} at the closing.`,
    };
  }
  if (closed !== null) {
    const gamePoints = failedClosing(closed);
    return {
      winner: seat,
      gamePoints,
      reason: 'closingFailed',
      measuredAgainst: null,
      summary: `Seat ${closed.by} closed the talon but seat ${seat} went out first: seat ${seat} scores ${gamePoints}${gamePoints === 3 ? ' (he had no trick when the talon was closed)' : ''}.`,
    };
  }
  const loser = scoreOf(deal, opponent);
  const gamePoints = normalGamePoints(loser.points, loser.tricks);
  return {
    winner: seat,
    gamePoints,
    reason: 'claim',
    measuredAgainst: { seat: opponent, points: loser.points, tricks: loser.tricks, when: 'now' },
    summary: `Seat ${seat} went out with 66: ${gamePoints} game point${gamePoints > 1 ? 's' : ''} against seat ${opponent}'s ${loser.points} points and ${loser.tricks} trick${loser.tricks === 1 ? '' : 's'}.`,
  };
}

/** What a wrong claim by `seat` gives the opponent. */
function wrongClaim(deal: ZweierDeal, seat: ZweierSeat, points: number): Award {
  const opponent = other(seat);
  const { closed } = deal;
  if (closed?.by === seat) {
    const gamePoints = failedClosing(closed);
    return {
      winner: opponent,
      gamePoints,
      reason: 'closingFailed',
      measuredAgainst: null,
      summary: `Seat ${seat} closed the talon and claimed 66 with only ${points}: closing failed, seat ${opponent} scores ${gamePoints}${gamePoints === 3 ? ' (he had no trick when the talon was closed)' : ''}.`,
    };
  }
  if (deal.options.wrongClaim === 'mirror') {
    const { gamePoints } = correctClaim(deal, seat);
    return {
      winner: opponent,
      gamePoints,
      reason: 'wrongClaim',
      measuredAgainst: null,
      summary: `Seat ${seat} claimed 66 with only ${points}: seat ${opponent} scores the ${gamePoints} the claim would have won (house rule wrongClaim: mirror).`,
    };
  }
  const gamePoints = scoreOf(deal, opponent).tricks === 0 ? 3 : 2;
  return {
    winner: opponent,
    gamePoints,
    reason: 'wrongClaim',
    measuredAgainst: null,
    summary: `Seat ${seat} claimed 66 with only ${points}: seat ${opponent} scores ${gamePoints}${gamePoints === 3 ? ' (he has no trick)' : ''}.`,
  };
}

/** The cards ran out: the last trick's winner with 66 goes out as if he had claimed; else closing failed or the last trick scores 1. */
function cardsOut(deal: ZweierDeal, last: ZweierSeat): { award: Award; automaticClaim: boolean } {
  if (scoreOf(deal, last).points >= GOING_OUT) return { award: correctClaim(deal, last), automaticClaim: true };
  const { closed } = deal;
  if (closed !== null) {
    const winner = other(closed.by);
    const gamePoints = failedClosing(closed);
    return {
      automaticClaim: false,
      award: {
        winner,
        gamePoints,
        reason: 'closingFailed',
        measuredAgainst: null,
        summary: `Seat ${closed.by} closed the talon and did not reach 66: seat ${winner} scores ${gamePoints}${gamePoints === 3 ? ' (he had no trick when the talon was closed)' : ''}.`,
      },
    };
  }
  return {
    automaticClaim: false,
    award: {
      winner: last,
      gamePoints: 1,
      reason: 'lastTrick',
      measuredAgainst: null,
      summary: `Nobody went out: seat ${last} took the last trick and scores 1.`,
    },
  };
}

function resultOf(deal: ZweierDeal, award: Award, claim: ZweierDealResult['claim']): ZweierDealResult {
  const last = deal.taken.length > 0 ? deal.taken[deal.taken.length - 1].winner : null;
  return {
    ...award,
    claim,
    closed: deal.closed ? { ...deal.closed } : null,
    lastTrickBy: claim === null || claim.automatic ? last : null,
    scores: [scoreOf(deal, 0), scoreOf(deal, 1)],
    dealt: deal.dealt
      ? { hands: [[...deal.dealt.hands[0]], [...deal.dealt.hands[1]]], trumpCard: deal.dealt.trumpCard, talon: [...deal.dealt.talon] }
      : null,
    remaining: { hands: [[...deal.hands[0]], [...deal.hands[1]]], talon: [...deal.talon], trumpCard: deal.trumpCard },
  };
}

/** The result of `seat` claiming 66 now. */
export function scoreClaim(deal: ZweierDeal, seat: ZweierSeat): ZweierDealResult {
  const points = scoreOf(deal, seat).points;
  const correct = points >= GOING_OUT;
  const award = correct ? correctClaim(deal, seat) : wrongClaim(deal, seat, points);
  return resultOf(deal, award, { seat, points, correct, automatic: false });
}

/** The result once both hands are empty and nobody has gone out. */
export function scoreCardsOut(deal: ZweierDeal): ZweierDealResult {
  const last = deal.taken[deal.taken.length - 1].winner;
  const { award, automaticClaim } = cardsOut(deal, last);
  const claim = automaticClaim ? { seat: last, points: scoreOf(deal, last).points, correct: true, automatic: true } : null;
  return resultOf(deal, award, claim);
}

/**
 * The deal's game points itemised (they add up to `gamePoints`): a claim or a closer's claim is worth 1, plus 1
 * for Schneider (the loser under 33) or 2 for Schwarz (the loser without a trick); the other endings are one item.
 */
export function itemsOfDeal(result: Pick<ZweierDealResult, 'reason' | 'gamePoints'>): ResultItem[] {
  switch (result.reason) {
    case 'claim':
    case 'closed': {
      const base = { label: result.reason === 'claim' ? 'Ausgemeldet (66)' : 'Zugedreht und ausgemeldet', value: 1 };
      if (result.gamePoints === 2) return [base, { label: 'Schneider', value: 1 }];
      if (result.gamePoints === 3) return [base, { label: 'Schwarz', value: 2 }];
      return [base];
    }
    case 'closingFailed':
      return [{ label: 'Zudrehen misslungen', value: result.gamePoints }];
    case 'wrongClaim':
      return [{ label: 'Falsch abgemeldet', value: result.gamePoints }];
    case 'lastTrick':
      return [{ label: 'Letzter Stich', value: result.gamePoints }];
  }
}
