import type { Card } from '../../core/cards.js';
import type { Viewer } from '../../core/game.js';
import type { Seat } from '../../core/seats.js';
import { copySides } from '../common/sides.js';
import { upcast } from './legacy.js';
import { activeSeats } from './legal.js';
import { DREIER_CONTRACTS } from '../common/contracts.js';
import { displayScore } from '../common/bummerl.js';
import { doublingView, isHerzrunde } from '../common/doubling.js';
import { sideViews, trickFaceDown, trickViews } from '../common/visibility.js';
import { localOf, playoffView, redactPlayoffEvent } from './playoff.js';
import { outcome, statusOf } from './result.js';
import type { DreierEvent, DreierState, DreierView, TrickView } from './types.js';
import { termsOf } from './terms.js';
import { handOf, openSeats } from './visibility.js';
import { envelope } from '../../core/view.js';

/**
 * What `viewer` may see: the shared envelope (his own hand, the trick on the table, each seat's card count, score
 * and status, the last deal's summary; during a play-off, its hands and trick) and the game's part (the family's,
 * the talon and his own discards, the play-off deal's public facts). Never another hidden card.
 */
export function view(state: DreierState, viewer: Viewer): DreierView {
  const deal = state.deal;
  const playoff = state.playoff;
  const seat = viewer === 'spectator' ? null : viewer;
  const settled = deal?.settled ?? null;
  const terms = deal ? termsOf(deal) : null;
  const tricks: TrickView[] = deal?.play && terms ? trickViews(deal.play, terms.sides, viewer, state.options.softTricks) : [];
  const record = settled ? DREIER_CONTRACTS[settled.contract] : null;
  const bidding = deal && (deal.calls.length > 0 || deal.toSpeak.length > 0 || deal.settled !== null);
  return envelope(
    {
      game: 'dreierschnapsen',
      phase: state.phase,
      dealNumber: playoff?.deal ?? deal?.number ?? state.dealCount,
      dealer: playoff ? playoff.seats[1] : (deal?.dealer ?? state.dealer),
      waitingFor: activeSeats(state),
      hand: seat === null ? null : handIn(state, seat),
      trick: playoff ? playoff.zweier.trick.map((p) => ({ seat: playoff.seats[p.seat], card: p.card })) : (deal?.play?.trick ?? []),
      seats: [0, 1, 2].map((s) => ({
        cardCount: handIn(state, s).length,
        score: 0 - (state.penalties[s] ?? 0),
        status: statusOf(state, s),
      })),
      lastDeal: state.lastDeal,
    },
    {
      bummerlNumber: state.bummerl,
      rufer: deal?.rufer ?? null,
      trump: deal?.trump ?? null,
      turnedUp: deal?.turnedUp ?? null,
      ritual: deal?.ritual ?? null,
      bidding: bidding
        ? {
            bids: deal.calls.map((call) =>
              call.bid
                ? { seat: call.seat, contract: call.bid.contract, withTalon: call.bid.withTalon }
                : { seat: call.seat, contract: null },
            ),
            best: deal.best ? { ...deal.best } : null,
            toSpeak: [...deal.toSpeak],
          }
        : null,
      doubling: doublingView(deal?.doubling ?? null, isHerzrunde(state.options.herzrunde, deal?.trump ?? null)),
      tricks,
      sides: deal?.play && terms ? sideViews(deal.play, terms.sides, viewer, state.options.softTricks) : null,
      marriages: (deal?.play?.marriages ?? []).map((m) => ({ ...m })),
      mustLead: deal?.play?.mustLead ?? null,
      openHands: deal ? openSeats(deal, viewer, state.options.plauderer).map((s) => ({ seat: s, cards: handOf(deal, s) })) : [],
      parties: [0, 1, 2].map((s) => ({
        seats: [s],
        points: state.score.scores[s] ?? 0,
        display: displayScore(state.score.scores[s] ?? 0, state.options.countDown),
        bummerl: state.penalties[s] ?? 0,
      })),
      options: state.options as unknown as Record<string, unknown>,
      outcome: outcome(state),
      contract:
        settled && record && terms
          ? {
              id: record.id,
              name: record.name,
              value: record.value,
              declarer: settled.declarer,
              sides: copySides(terms.sides),
              trumpCounts: record.trump,
              assLow: record.assLow,
              withTalon: settled.withTalon,
              raisedFrom: settled.raisedFrom,
            }
          : null,
      talonCount: deal?.talon.length ?? 0,
      ownDiscards: deal && seat !== null && deal.talonTakenBy === seat && deal.discards.length > 0 ? [...deal.discards] : null,
      playoff: playoff ? playoffView(playoff) : null,
      bummerlResults: state.bummerlResults,
    },
  );
}

/** The cards `seat` holds now: its play-off hand during a play-off (none if it sits out), else its hand in the deal. */
function handIn(state: DreierState, seat: Seat): Card[] {
  const playoff = state.playoff;
  if (playoff) {
    const local = localOf(playoff, seat);
    return local === 'spectator' ? [] : [...playoff.zweier.hands[local]];
  }
  return state.deal ? handOf(state.deal, seat) : [];
}

/**
 * The event as `viewer` may see it now: a deal shows only his own packets; the talon and the discards only to
 * the seat that took them; cards of a trick that lies face down in the running deal are hidden again.
 */
export function redact(event: DreierEvent, viewer: Viewer, now: DreierState): DreierEvent {
  // Events are immutable facts: an event that hides nothing is returned as it is, the others are rebuilt.
  const e = upcast(event, now);
  const own = <T>(seat: number, value: T): T | null => (seat === viewer ? value : null);
  switch (e.type) {
    case 'DealDealt':
      return {
        type: 'DealDealt',
        data: { ...e.data, first: e.data.first.map((p, s) => own(s, p && [...p])), second: e.data.second.map(() => null), talon: null },
      };
    case 'SecondPacketsDealt':
      return { type: 'SecondPacketsDealt', data: { deal: e.data.deal, second: e.data.second.map((p, s) => own(s, p && [...p])) } };
    case 'TalonTaken':
    case 'CardsDiscarded':
      return { ...e, data: { ...e.data, cards: own(e.data.seat, e.data.cards && [...e.data.cards]) } } as DreierEvent;
    case 'CardPlayed':
      // A player always knows the card he played himself.
      return e.data.seat !== viewer && faceDown(now, viewer, e.data.deal, e.data.trick)
        ? { type: 'CardPlayed', data: { ...e.data, card: null } }
        : e;
    case 'TrickTaken':
      return faceDown(now, viewer, e.data.deal, e.data.trick) ? { type: 'TrickTaken', data: { ...e.data, plays: null } } : e;
    case 'PlayoffEvent':
      return redactPlayoffEvent(e, viewer, now);
    default:
      return e;
  }
}

/** Does trick `index` of deal `dealNumber` lie face down for this viewer now (only while that deal runs)? */
function faceDown(now: DreierState, viewer: Viewer, dealNumber: number, index: number): boolean {
  const deal = now.deal;
  const terms = deal ? termsOf(deal) : null;
  if (!deal?.play || terms === null || deal.number !== dealNumber) return false;
  return trickFaceDown(deal.play, terms.sides, viewer, now.options.softTricks, index);
}
