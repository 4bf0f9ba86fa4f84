import type { Card } from '../../core/cards.js';
import type { Viewer } from '../../core/game.js';
import type { Seat } from '../../core/seats.js';
import { displayScore } from '../common/bummerl.js';
import { doublingView, isHerzrunde } from '../common/doubling.js';
import { copySides } from '../common/sides.js';
import { plaudererOpenSeats, sideViews, trickFaceDown, trickViews } from '../common/visibility.js';
import { upcast } from './legacy.js';
import { activeSeats } from './legal.js';
import { outcome, statusOf } from './result.js';
import { seatsOfTeam, teamOf } from './table.js';
import type { BauernEvent, BauernState, BauernView, TrickView } from './types.js';
import { cloneJson } from '../../core/json.js';
import { envelope } from '../../core/view.js';

const copy = <T>(value: T): T => cloneJson(value);

/**
 * What `viewer` may see: the shared envelope (his own hand, the trick on the table, each seat's card count, score
 * and status, the last deal's summary) and the game's part: the trump (and a turned-up card), the bids, the
 * contract and doublings, each side's first trick, open hands (Plauderer), each team's points and Bummerl. Never
 * another hand, a face-down trick or the running card points (unless "soft" shows his own side's).
 */
export function view(state: BauernState, viewer: Viewer): BauernView {
  const { play, terms } = state;
  const running = (state.phase === 'doubling' || state.phase === 'playing') && play !== null && terms !== null;
  const tricks: TrickView[] = running ? trickViews(play, terms.sides, viewer, state.options.softTricks) : [];
  const record = terms?.contract ?? null;
  const bidding = state.bidding;
  return envelope(
    {
      game: 'bauernschnapsen',
      phase: state.phase,
      dealNumber: state.deal,
      dealer: state.dealer,
      waitingFor: activeSeats(state),
      hand: viewer === 'spectator' ? null : (state.hands[viewer] ?? []),
      trick: running ? play.trick : [],
      seats: [0, 1, 2, 3].map((seat) => ({
        cardCount: state.hands[seat]?.length ?? 0,
        score: 0 - (state.marks[teamOf(seat)] ?? 0),
        status: statusOf(state, seat, running),
      })),
      lastDeal: state.lastDeal,
    },
    {
      bummerlNumber: state.bummerlNumber,
      rufer: state.rufer,
      trump: state.trump,
      turnedUp: state.turnedUp,
      ritual: state.ritual,
      bidding: bidding
        ? {
            bids: bidding.bids.map((b) => ({ seat: b.seat, contract: b.contract })),
            best: bidding.best ? { ...bidding.best } : null,
            toSpeak: bidding.order.slice(bidding.bids.length),
          }
        : null,
      contract:
        record && terms
          ? {
              id: record.id,
              name: record.name,
              value: record.value,
              declarer: terms.sides.declarer,
              sides: copySides(terms.sides),
              trumpCounts: record.trump,
              assLow: record.assLow,
            }
          : null,
      doubling: doublingView(state.doubling, isHerzrunde(state.options.herzrunde, state.trump)),
      tricks,
      sides: running ? sideViews(play, terms.sides, viewer, state.options.softTricks) : null,
      marriages: running ? play.marriages.map((a) => ({ ...a })) : [],
      mustLead: running ? play.mustLead : null,
      openHands: running ? openHands(state, viewer) : [],
      parties: [0, 1].map((team) => ({
        seats: seatsOfTeam(team),
        points: state.bummerl.scores[team] ?? 0,
        display: displayScore(state.bummerl.scores[team] ?? 0, state.options.countDown),
        bummerl: state.marks[team] ?? 0,
      })),
      bummerlResults: copy(state.bummerlResults),
      options: { ...state.options },
      outcome: outcome(state),
    },
  );
}

/** Plauderer: the hands laid open to `viewer` (the shared readings a, b, c, option `plauderer`). */
export function openHands(state: BauernState, viewer: Viewer): { seat: Seat; cards: Card[] }[] {
  const { play, terms } = state;
  if (!play || !terms || !terms.contract.plauderer) return [];
  return plaudererOpenSeats(state.options.plauderer, terms.sides, viewer, play.tricks.length).map((seat) => ({
    seat,
    cards: [...play.hands[seat]],
  }));
}

/** Is trick `index` of deal `deal` face down for `viewer` right now? */
function hiddenTrick(now: BauernState, viewer: Viewer, deal: number, index: number): boolean {
  if (now.phase !== 'playing' || !now.play || !now.terms || now.deal !== deal) return false;
  return trickFaceDown(now.play, now.terms.sides, viewer, now.options.softTricks, index);
}

/** The event as `viewer` may see it now: only his own cards of a deal, no card of a trick lying face down. */
export function redact(old: BauernEvent, viewer: Viewer, now: BauernState): BauernEvent {
  const event = upcast(old, now);
  const own = <T>(list: (T | null)[]) => list.map((cards, seat) => (seat === viewer && cards ? copy(cards) : null));
  switch (event.type) {
    case 'DealDealt':
      return { type: 'DealDealt', data: { ...event.data, first: own(event.data.first), second: event.data.second.map(() => null) } };
    case 'SecondPacketsDealt':
      return { type: 'SecondPacketsDealt', data: { deal: event.data.deal, second: own(event.data.second) } };
    case 'CardPlayed':
      // A player always knows the card he played himself.
      return event.data.seat !== viewer && hiddenTrick(now, viewer, event.data.deal, event.data.trick)
        ? { type: 'CardPlayed', data: { ...event.data, card: null } }
        : copy(event);
    case 'TrickTaken':
      return hiddenTrick(now, viewer, event.data.deal, event.data.trick)
        ? { type: 'TrickTaken', data: { ...event.data, plays: null } }
        : copy(event);
    default:
      return copy(event);
  }
}
