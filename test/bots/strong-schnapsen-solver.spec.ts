import { describe, expect, it } from '@jest/globals';
import { seededRandom, type Random } from '../../src/bots/random.js';
import { bit, cardOfIndex, indexOfCard, maskOf, popCount } from '../../src/bots/strong/schnapsen/cards.js';
import { knowledgeOf, type SeatSight } from '../../src/bots/strong/schnapsen/knowledge.js';
import {
  cardsOutValue,
  claimValue,
  followerWins,
  followMask,
  isStrict,
  mayClose,
  mayExchange,
  type Position,
} from '../../src/bots/strong/schnapsen/position.js';
import { sampleDeal } from '../../src/bots/strong/schnapsen/sampler.js';
import { positionOf, rootMoveOf, valuesInSample } from '../../src/bots/strong/schnapsen/search.js';
import { TranspositionTable } from '../../src/bots/strong/schnapsen/table.js';
import { shuffledPack } from '../../src/engine/core/shuffle.js';
import { winningPlay } from '../../src/engine/core/tricks.js';
import { SCHNAPSEN_PACK } from '../../src/engine/schnapsen/common/cards.js';
import {
  dealZweier,
  decideInDeal,
  evolveDeal,
  legalInDeal,
  newZweierDeal,
  redactDealEvent,
  viewDeal,
  type ZweierAction,
  type ZweierDeal,
  type ZweierDealEvent,
  type ZweierSeat,
} from '../../src/engine/schnapsen/zweier/deal.js';
import { closeForbidden, exchangeForbidden, orderOf, playable, scoreOf } from '../../src/engine/schnapsen/zweier/deal-rules.js';
import { scoreCardsOut, scoreClaim } from '../../src/engine/schnapsen/zweier/deal-scoring.js';

/** A deal in play with the events so far, each as both seats saw it. */
interface Played {
  deal: ZweierDeal;
  seen: [ZweierDealEvent[], ZweierDealEvent[]];
}

function apply(played: Played, events: readonly ZweierDealEvent[]): Played {
  let { deal } = played;
  const seen: Played['seen'] = [[...played.seen[0]], [...played.seen[1]]];
  for (const event of events) {
    deal = evolveDeal(deal, event);
    for (const seat of [0, 1] as const) seen[seat].push(redactDealEvent(event, seat, deal));
  }
  return { deal, seen };
}

function dealt(seed: string, options: object = {}): Played {
  const event = dealZweier(shuffledPack(SCHNAPSEN_PACK, seed, 1), 1);
  return apply({ deal: newZweierDeal(options), seen: [[], []] }, [event]);
}

function act(played: Played, action: ZweierAction): Played {
  return apply(played, decideInDeal(played.deal, played.deal.turn!, action));
}

/** Random legal actions (claims only when right, closing one time in `closeOdds`) until `stop` holds or the deal is over. */
function playRandomly(played: Played, random: Random, stop: (deal: ZweierDeal) => boolean, closeOdds = 4): Played {
  while (played.deal.phase === 'playing' && !stop(played.deal)) {
    const seat = played.deal.turn!;
    const legal = legalInDeal(played.deal, seat).filter(
      (a) =>
        (a.type !== 'claimOut' || scoreClaim(played.deal, seat).claim!.correct) && (a.type !== 'closeTalon' || random.int(closeOdds) === 0),
    );
    played = act(played, random.pick(legal));
  }
  return played;
}

/** Plain minimax over the engine itself (remembering positions seen): seat 0's game points with best play by both. */
function bruteForce(deal: ZweierDeal, memo = new Map<string, number>()): number {
  if (deal.phase === 'over') return deal.result!.winner === 0 ? deal.result!.gamePoints : -deal.result!.gamePoints;
  const { hands, talon, trumpCard, trick, turn, mustLead, closed, marriages, taken } = deal;
  const key = JSON.stringify([
    hands,
    talon,
    trumpCard,
    trick,
    turn,
    mustLead,
    closed,
    marriages,
    scoreOf(deal, 0),
    scoreOf(deal, 1),
    taken.at(-1)?.winner,
  ]);
  const known = memo.get(key);
  if (known !== undefined) return known;
  const seat = deal.turn!;
  const values = legalInDeal(deal, seat).map((action) => bruteForce(decideInDeal(deal, seat, action).reduce(evolveDeal, deal), memo));
  const value = seat === 0 ? Math.max(...values) : Math.min(...values);
  memo.set(key, value);
  return value;
}

const sightOf = (deal: ZweierDeal, seat: ZweierSeat): SeatSight => ({
  seat,
  view: viewDeal(deal),
  hand: deal.hands[seat],
  trick: deal.trick,
});

/** The solver's position of the real deal, built the way the bot builds a sample, from the seat to move. */
function positionOfDeal(played: Played): Position {
  const seat = played.deal.turn!;
  const { deal } = played;
  const sight = sightOf(deal, seat);
  const truth = {
    opponentHand: maskOf(deal.hands[seat === 0 ? 1 : 0]),
    talon: [...deal.talon, ...(deal.trumpCard ? [deal.trumpCard] : [])].map(indexOfCard),
  };
  return positionOf(sight, knowledgeOf(sight, played.seen[seat]), truth, deal.options);
}

describe('the strong Schnapsen solver', () => {
  it('values every legal action as a brute-force minimax over the engine does', () => {
    let compared = 0;
    for (let n = 0; n < 30; n++) {
      const random = seededRandom('solver-vs-engine', String(n));
      const options = n % 3 === 0 ? { wrongClaim: 'mirror' } : {};
      // Four to seven tricks in: the talon nearly drawn (or closed), so the engine's tree stays small.
      const tricks = n < 4 ? 4 : 5 + random.int(3);
      const played = playRandomly(dealt(`solver-${n}`, options), random, (deal) => deal.taken.length >= tricks && deal.mustLead === null);
      if (played.deal.phase !== 'playing') continue;
      const { deal } = played;
      const seat = deal.turn!;
      const legal = legalInDeal(deal, seat);
      const expected = legal.map((action) => bruteForce(decideInDeal(deal, seat, action).reduce(evolveDeal, deal)));
      const following = deal.trick.length > 0;
      const lead = following ? indexOfCard(deal.trick[0].card) : -1;
      const moves = legal.map((action) => rootMoveOf(action, following));
      expect(valuesInSample(positionOfDeal(played), moves, lead, Infinity, new TranspositionTable(12))).toEqual(expected);
      compared++;
    }
    expect(compared).toBeGreaterThan(20);
  });

  it('agrees with the engine on legal cards, trick winners, exchanging, closing and scoring', () => {
    let checked = 0;
    for (let n = 0; n < 60; n++) {
      const random = seededRandom('rules-vs-engine', String(n));
      let played = dealt(`rules-${n}`, n % 2 === 0 ? { closeWithOneLeft: false, exchangeWithOneLeft: false, wrongClaim: 'mirror' } : {});
      while (played.deal.phase === 'playing') {
        const { deal } = played;
        const seat = deal.turn!;
        const p = positionOfDeal(played);
        expect(isStrict(p)).toBe(deal.closed !== null || (deal.talon.length === 0 && deal.trumpCard === null));
        if (deal.trick.length === 1) {
          const lead = indexOfCard(deal.trick[0].card);
          expect(followMask(p.hands[seat], lead, p.trump, isStrict(p))).toBe(maskOf(playable(deal, seat)));
          for (const card of deal.hands[seat]) {
            const winner = winningPlay([...deal.trick, { seat, card }], orderOf(deal)).seat;
            expect(followerWins(lead, indexOfCard(card), p.trump)).toBe(winner === seat);
          }
        } else if (deal.mustLead === null) {
          expect(mayExchange(p, seat)).toBe(exchangeForbidden(deal, seat) === null);
          expect(mayClose(p)).toBe(closeForbidden(deal, seat) === null);
          const claim = scoreClaim(deal, seat);
          expect(claimValue(p, seat)).toBe(claim.winner === 0 ? claim.gamePoints : -claim.gamePoints);
          checked++;
        }
        played = act(played, random.pick(legalInDeal(deal, seat).filter((a) => a.type !== 'claimOut' || random.int(3) === 0)));
      }
      const { result } = played.deal;
      if (result!.claim === null || result!.claim.automatic) {
        // Cards out: rebuild the final counts and compare with the engine's score of the last trick.
        const last = played.deal.taken.at(-1)!;
        const before = { ...played.deal, phase: 'playing' as const, result: null };
        const p = positionOfDeal({ ...played, deal: { ...before, turn: last.winner } });
        const expected = scoreCardsOut(before);
        expect(cardsOutValue(p)).toBe(expected.winner === 0 ? expected.gamePoints : -expected.gamePoints);
      }
    }
    expect(checked).toBeGreaterThan(200);
  });
});

describe('the strong Schnapsen sampler', () => {
  it('deals only unseen cards, keeps the shown ones with the opponent and respects what strict play revealed', () => {
    let inferred = 0;
    for (let n = 0; n < 150; n++) {
      const random = seededRandom('sampler', String(n));
      const stopAt = 2 + random.int(8);
      const played = playRandomly(dealt(`sampler-${n}`), random, (deal) => deal.taken.length >= stopAt, 2);
      if (played.deal.phase !== 'playing') continue;
      const { deal } = played;
      const seat = deal.turn!;
      const opponent = seat === 0 ? 1 : 0;
      const knowledge = knowledgeOf(sightOf(deal, seat), played.seen[seat]);
      const truth = maskOf(deal.hands[opponent]);
      // Sound inferences: the real deal is one of those the sampler may deal.
      expect(truth & knowledge.opponentCannot).toBe(0);
      expect(knowledge.opponentKnown & ~truth).toBe(0);
      if (knowledge.opponentCannot !== 0) inferred++;
      const seen = maskOf([
        ...deal.hands[seat],
        ...deal.taken.flatMap((t) => t.plays.map((p) => p.card)),
        ...deal.trick.map((p) => p.card),
      ]);
      const trumpCard = deal.trumpCard === null ? 0 : bit(indexOfCard(deal.trumpCard));
      for (let i = 0; i < 20; i++) {
        const sample = sampleDeal(knowledge, random);
        expect(popCount(sample.opponentHand)).toBe(deal.hands[opponent].length);
        expect(sample.opponentHand & (seen | trumpCard | knowledge.opponentCannot)).toBe(0);
        expect(sample.opponentHand & knowledge.opponentKnown).toBe(knowledge.opponentKnown);
        expect(sample.talon.length).toBe(deal.talon.length + (deal.trumpCard === null ? 0 : 1));
        if (deal.trumpCard !== null) expect(cardOfIndex(sample.talon.at(-1)!)).toBe(deal.trumpCard);
        const talon = sample.talon.reduce((mask, card) => mask | bit(card), 0);
        expect(talon & (seen | sample.opponentHand)).toBe(0);
        expect(popCount(seen | trumpCard | sample.opponentHand | talon)).toBe(20);
      }
    }
    expect(inferred).toBeGreaterThan(8);
  });
});
