import type { Card } from '../../../../src/engine/core/cards.js';
import { cardPoints } from '../../../../src/engine/core/tricks.js';
import { SCHNAPSEN_PACK } from '../../../../src/engine/schnapsen/common/cards.js';
import { other, type ZweierDeal, type ZweierDealResult } from '../../../../src/engine/schnapsen/zweier/deal.js';

/** Plain checks in the hot loop (expect is slow when called a million times). */
export function check(ok: boolean, what: () => string): void {
  if (!ok) throw new Error(what());
}

/** Every card of the deal wherever it is now: hands, talon, trump card, the trick, the taken tricks. */
export function cardsOf(deal: ZweierDeal): Card[] {
  return [
    ...deal.hands[0],
    ...deal.hands[1],
    ...deal.talon,
    ...(deal.trumpCard ? [deal.trumpCard] : []),
    ...deal.trick.map((p) => p.card),
    ...deal.taken.flatMap((t) => t.plays.map((p) => p.card)),
  ];
}

export function checkCards(deal: ZweierDeal, where: string): void {
  const cards = cardsOf(deal);
  check(
    cards.length === 20 && new Set(cards).size === 20 && cards.every((c) => SCHNAPSEN_PACK.includes(c)),
    () => `${where}: cards ${cards}`,
  );
  check(cardPoints(cards) === 120, () => `${where}: card points ${cardPoints(cards)}`);
}

/** The cards `viewer` may not see now, each with its only allowed viewer (-1: nobody). */
export function secretsOf(deal: ZweierDeal): Map<Card, number> {
  const secrets = new Map<Card, number>();
  if (deal.phase !== 'playing') return secrets;
  for (const seat of [0, 1] as const) for (const card of deal.hands[seat]) if (!deal.known[seat].includes(card)) secrets.set(card, seat);
  for (const card of deal.talon) secrets.set(card, -1);
  return secrets;
}

const CARD_TOKEN = /"([EGHS](?:A|10|K|O|U))"/g;

/** Fails if `json` holds a card `viewer` may not see, as an exact JSON string token. */
export function expectNoLeak(json: string, secrets: Map<Card, number>, viewer: number | 'spectator', what: string): void {
  for (const [, card] of json.matchAll(CARD_TOKEN)) {
    const owner = secrets.get(card as Card);
    if (owner !== undefined && owner !== viewer) throw new Error(`${what} shows hidden card ${card}: ${json}`);
  }
}

const table = (points: number, tricks: number): number => (tricks === 0 ? 3 : points < 33 ? 2 : 1);

/**
 * The scoring rules (docs/rules-decisions.md#schnapsen-going-out, docs/rules-decisions.md#schnapsen-closing), written a second time and independently of the engine: the result must be what
 * its own itemisation says (scores recounted from the tricks; game points from the table for its reason).
 */
export function checkResult(deal: ZweierDeal, result: ZweierDealResult): void {
  const where = () => JSON.stringify(result);
  for (const seat of [0, 1] as const) {
    const won = deal.taken.filter((t) => t.winner === seat);
    const cards = cardPoints(won.flatMap((t) => t.plays.map((p) => p.card)));
    const marriages = deal.marriages[seat].reduce((sum, m) => sum + m.points, 0);
    const score = result.scores[seat];
    check(score.tricks === won.length && score.cardPoints === cards, where);
    check(score.points === cards + (won.length > 0 ? marriages : 0), where);
  }
  const { winner, gamePoints, reason, claim, closed } = result;
  const loser = other(winner);
  const scores = result.scores;
  switch (reason) {
    case 'claim':
      check(claim !== null && claim.correct && claim.seat === winner && closed === null, where);
      check(scores[winner].points >= 66 && gamePoints === table(scores[loser].points, scores[loser].tricks), where);
      break;
    case 'closed':
      check(claim !== null && claim.correct && closed !== null && closed.by === winner && scores[winner].points >= 66, where);
      check(gamePoints === table(closed!.opponentPoints, closed!.opponentTricks), where);
      break;
    case 'closingFailed':
      check(closed !== null && closed.by === loser && gamePoints === (closed.opponentTricks === 0 ? 3 : 2), where);
      check(
        claim === null
          ? scores[loser].points < 66 || deal.taken[deal.taken.length - 1].winner !== loser
          : claim.seat === winner || !claim.correct,
        where,
      );
      break;
    case 'wrongClaim':
      check(
        claim !== null && !claim.correct && claim.seat === loser && scores[loser].points < 66 && claim.points === scores[loser].points,
        where,
      );
      if (deal.options.wrongClaim === 'fixed') check(gamePoints === (scores[winner].tricks === 0 ? 3 : 2), where);
      break;
    case 'lastTrick':
      check(claim === null && closed === null && gamePoints === 1, where);
      check(deal.hands[0].length === 0 && deal.hands[1].length === 0 && deal.taken.length === 10, where);
      check(deal.taken[9].winner === winner && scores[winner].points < 66, where);
      break;
  }
}
