import type { Viewer } from '../../core/game.js';
import { DREIER_CONTRACTS } from '../common/contracts.js';
import { displayScore } from '../common/bummerl.js';
import { doublingView, isHerzrunde } from '../common/doubling.js';
import { sideViews, trickFaceDown, trickViews } from '../common/visibility.js';
import { playoffView, redactPlayoffEvent } from './playoff.js';
import { outcome } from './result.js';
import type { DreierEvent, DreierState, DreierView, TrickView } from './types.js';
import { termsOf } from './terms.js';
import { handOf, openSeats } from './visibility.js';

/** What `viewer` may see (states are never mutated, so the view shares their plain data): his own hand, public table facts, face-up tricks, scores; never another hidden card. */
export function view(state: DreierState, viewer: Viewer): DreierView {
  const deal = state.deal;
  const seat = viewer === 'spectator' ? null : viewer;
  const settled = deal?.settled ?? null;
  const terms = deal ? termsOf(deal) : null;
  const tricks: TrickView[] = deal?.play && terms ? trickViews(deal.play, terms.sides, viewer, state.options.softTricks) : [];
  const record = settled ? DREIER_CONTRACTS[settled.contract] : null;
  return {
    phase: state.phase,
    bummerl: state.bummerl,
    deal: deal?.number ?? state.dealCount,
    dealer: deal?.dealer ?? state.dealer,
    rufer: deal?.rufer ?? null,
    turn: state.turn,
    hand: deal && seat !== null ? handOf(deal, seat) : null,
    trump: deal?.trump ?? null,
    turnedUp: deal?.turnedUp ?? null,
    talonCount: deal?.talon.length ?? 0,
    ownDiscards: deal && seat !== null && deal.talonTakenBy === seat && deal.discards.length > 0 ? [...deal.discards] : null,
    calls: deal?.calls ?? [],
    best: deal?.best ? { ...deal.best } : null,
    contract: settled && record ? { ...settled, name: record.name, value: record.value, trumpCounts: record.trump } : null,
    doubling: doublingView(deal?.doubling ?? null, isHerzrunde(state.options.herzrunde, deal?.trump ?? null)),
    trick: (deal?.play?.trick ?? []).map((p) => ({ ...p })),
    tricks,
    sides: deal?.play && terms ? sideViews(deal.play, terms.sides, viewer, state.options.softTricks) : null,
    marriages: deal?.play?.marriages ?? [],
    openHands: deal ? openSeats(deal, viewer, state.options.plauderer).map((s) => ({ seat: s, cards: handOf(deal, s) })) : [],
    players: [0, 1, 2].map((s) => ({
      seat: s,
      score: state.score.scores[s] ?? 0,
      display: displayScore(state.score.scores[s] ?? 0, state.options.countDown),
      penalties: state.penalties[s] ?? 0,
      cardCount: deal ? handOf(deal, s).length : 0,
      tricks: (deal?.play?.tricks ?? []).filter((t) => t.winner === s).length,
    })),
    playoff: state.playoff ? playoffView(state.playoff, viewer) : null,
    lastDeal: state.lastDeal,
    bummerlResults: state.bummerlResults,
    options: state.options,
    outcome: outcome(state),
  };
}

/**
 * The event as `viewer` may see it now: a deal shows only his own packets; the talon and the discards only to
 * the seat that took them; cards of a trick that lies face down in the running deal are hidden again.
 */
export function redact(event: DreierEvent, viewer: Viewer, now: DreierState): DreierEvent {
  // Events are immutable facts: an event that hides nothing is returned as it is, the others are rebuilt.
  const e = event;
  const own = <T>(seat: number, value: T): T | null => (seat === viewer ? value : null);
  switch (e.type) {
    case 'DealDealt':
      return { type: 'DealDealt', data: { ...e.data, first: e.data.first.map((p, s) => own(s, p && [...p])), second: e.data.second.map(() => null), talon: null } };
    case 'SecondPacketsDealt':
      return { type: 'SecondPacketsDealt', data: { deal: e.data.deal, second: e.data.second.map((p, s) => own(s, p && [...p])) } };
    case 'TalonTaken':
    case 'CardsDiscarded':
      return { ...e, data: { ...e.data, cards: own(e.data.seat, e.data.cards && [...e.data.cards]) } } as DreierEvent;
    case 'CardPlayed':
      // A player always knows the card he played himself.
      return e.data.seat !== viewer && faceDown(now, viewer, e.data.deal, e.data.trick) ? { type: 'CardPlayed', data: { ...e.data, card: null } } : e;
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
