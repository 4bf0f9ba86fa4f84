import type { Card, Suit } from '../../core/cards.js';
import type { Play } from '../../core/tricks.js';
import { copyDealResult } from './deal-evolve.js';
import { scoreOf, strictPlay, talonCount, talonExhausted } from './deal-rules.js';
import type { Closing, SeatScore, TakenTrick, ZweierDeal, ZweierDealEvent, ZweierDealResult, ZweierSeat } from './deal-types.js';

export type DealViewer = ZweierSeat | 'spectator';

/** What one viewer sees of a deal. Everything a client needs to render and decide; nothing hidden from him. */
export interface ZweierDealView {
  phase: ZweierDeal['phase'];
  dealer: ZweierSeat | null;
  /** The seat to move, null when nobody is. */
  turn: ZweierSeat | null;
  trump: Suit | null;
  /** The face-up trump card under the talon (null once drawn). */
  trumpCard: Card | null;
  /** Cards left in the talon, the trump card included. */
  talonCount: number;
  closed: Closing | null;
  exhausted: boolean;
  /** true once play is strict (talon exhausted or closed): beat, else follow, else trump. */
  strict: boolean;
  /** The viewer's own hand; null for a spectator. */
  hand: Card[] | null;
  handCounts: [number, number];
  /** Cards each hand is known to hold because everybody saw them (exchanged or last-drawn trump card, a marriage partner). */
  known: [Card[], Card[]];
  /** The trick on the table. */
  trick: Play[];
  /** Every completed trick, in order (each was played face up). */
  tricks: TakenTrick[];
  /** Both players' counts: tricks, card points, marriages and whether they count yet. */
  scores: [SeatScore, SeatScore];
  /** The marriage the player on lead has announced and must now lead from. */
  announced: { seat: ZweierSeat; suit: Suit; points: 20 | 40 } | null;
  /** The itemised result once the deal is over (with every card). */
  result: ZweierDealResult | null;
}

export function viewDeal(deal: ZweierDeal, viewer: DealViewer): ZweierDealView {
  const own = viewer === 'spectator' || deal.phase === 'waiting' ? null : [...deal.hands[viewer]];
  const announcer = deal.announced !== null ? deal.turn : null;
  const lastMarriage = announcer !== null ? deal.marriages[announcer][deal.marriages[announcer].length - 1] : undefined;
  return {
    phase: deal.phase,
    dealer: deal.dealer,
    turn: deal.turn,
    trump: deal.trump,
    trumpCard: deal.trumpCard,
    talonCount: talonCount(deal),
    closed: deal.closed ? { ...deal.closed } : null,
    exhausted: deal.phase !== 'waiting' && talonExhausted(deal),
    strict: deal.phase === 'playing' && strictPlay(deal),
    hand: own,
    handCounts: [deal.hands[0].length, deal.hands[1].length],
    known: [[...deal.known[0]], [...deal.known[1]]],
    trick: deal.trick.map((play) => ({ ...play })),
    tricks: deal.taken.map((trick) => ({ plays: trick.plays.map((play) => ({ ...play })), winner: trick.winner })),
    scores: [scoreOf(deal, 0), scoreOf(deal, 1)],
    announced: announcer !== null && lastMarriage ? { seat: announcer, suit: lastMarriage.suit, points: lastMarriage.points } : null,
    result: deal.result ? copyDealResult(deal.result) : null,
  };
}

/**
 * The event as `viewer` may see it while the deal runs: the deal shows only his own hand and never the talon;
 * a draw shows only his own card (and the face-up trump card, which everybody saw). Once the deal `now` is over,
 * everything. Every other event is public.
 */
export function redactDealEvent(event: ZweierDealEvent, viewer: DealViewer, now: ZweierDeal): ZweierDealEvent {
  const copy = JSON.parse(JSON.stringify(event)) as ZweierDealEvent;
  if (now.phase === 'over') return copy;
  switch (copy.type) {
    case 'DealDealt':
      return {
        type: 'DealDealt',
        data: {
          ...copy.data,
          hands: [viewer === 0 ? copy.data.hands[0] : null, viewer === 1 ? copy.data.hands[1] : null],
          talon: null,
        },
      };
    case 'CardsDrawn':
      return {
        type: 'CardsDrawn',
        data: { draws: copy.data.draws.map((draw) => (draw.trumpCard || draw.seat === viewer ? draw : { ...draw, card: null })) },
      };
    default:
      return copy;
  }
}
