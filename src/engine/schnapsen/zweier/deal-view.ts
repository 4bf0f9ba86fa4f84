import type { z } from 'zod';
import type { Card } from '../../core/cards.js';
import { scoreOf, strictPlay, talonCount, talonExhausted } from './deal-rules.js';
import type { ZweierDeal, ZweierDealEvent, ZweierSeat } from './deal-types.js';
import { upcastDealEvent } from './deal-legacy.js';
import type { zweierDealViewShape } from './schemas.js';
import { cloneJson } from '../../core/json.js';

export type DealViewer = ZweierSeat | 'spectator';

/**
 * What one viewer sees of a deal besides what a host's view envelope shows (the viewer's hand, the trick on the
 * table, each hand's card count, the dealer and whose turn it is): schemas.ts, `zweierDealViewShape`.
 */
export type ZweierDealView = { [K in keyof typeof zweierDealViewShape]: z.infer<(typeof zweierDealViewShape)[K]> };

export function viewDeal(deal: ZweierDeal): ZweierDealView {
  return {
    trump: deal.trump,
    trumpCard: deal.trumpCard,
    talonCount: talonCount(deal),
    closed: deal.closed ? { ...deal.closed } : null,
    exhausted: deal.phase !== 'waiting' && talonExhausted(deal),
    strict: deal.phase === 'playing' && strictPlay(deal),
    known: [[...deal.known[0]], [...deal.known[1]]],
    tricks: deal.taken.map((trick) => ({ plays: trick.plays.map((play) => ({ ...play })), winner: trick.winner })),
    scores: [scoreOf(deal, 0), scoreOf(deal, 1)],
    mustLead: deal.mustLead,
  };
}

/** The viewer's own hand (null for a spectator). */
export const handOf = (deal: ZweierDeal, viewer: DealViewer): Card[] | null => (viewer === 'spectator' ? null : [...deal.hands[viewer]]);

/**
 * The event as `viewer` may see it while the deal runs: the deal shows only his own hand and never the talon;
 * a draw shows only his own card (and the face-up trump card, which everybody saw). Once the deal `now` is over,
 * everything. Every other event is public.
 */
export function redactDealEvent(event: ZweierDealEvent, viewer: DealViewer, now: ZweierDeal): ZweierDealEvent {
  const copy = cloneJson(upcastDealEvent(event)) as ZweierDealEvent;
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
