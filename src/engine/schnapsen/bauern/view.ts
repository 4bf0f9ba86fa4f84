import type { Card } from '../../core/cards.js';
import type { Viewer } from '../../core/game.js';
import type { Seat } from '../../core/seats.js';
import { displayScore } from '../common/bummerl.js';
import { doublingSide } from '../common/doubling.js';
import { tallyOf } from '../common/play.js';
import { copyScore } from '../common/scoring.js';
import { copySides } from '../common/sides.js';
import { visibleTricks } from '../common/visibility.js';
import { outcome } from './result.js';
import { seatsOfTeam } from './table.js';
import type { BauernEvent, BauernState, BauernView, SideView, TrickView } from './types.js';

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * What `viewer` may see: his own hand, the trump (and a turned-up card), the bids, the contract and doublings,
 * the current trick, each side's first trick, open hands (Plauderer), scores and the last deal's itemisation.
 * Never another hand, a face-down trick or the running card points (unless "soft" shows his own side's).
 */
export function view(state: BauernState, viewer: Viewer): BauernView {
  const own = viewer === 'spectator' ? null : [...(state.hands[viewer] ?? [])];
  const { play, terms } = state;
  const running = state.phase === 'playing' && play !== null && terms !== null;
  const visible = running ? visibleTricks(play, terms.sides, viewer, state.options.softTricks) : [];
  const tricks: TrickView[] = running
    ? play.tricks.map((trick, index) => ({
        index,
        winner: trick.winner,
        side: doublingSide(terms.sides, trick.winner) ?? 'defending',
        cards: visible[index] ? trick.plays.map((p) => ({ ...p })) : null,
      }))
    : [];
  const sideView = (side: 'declaring' | 'defending'): SideView => {
    const seats = terms!.sides[side];
    const tally = tallyOf(play!, seats);
    const mine = viewer !== 'spectator' && doublingSide(terms!.sides, viewer) === side;
    return { seats: [...seats], tricks: tally.tricks, points: state.options.softTricks && mine ? tally.total : null };
  };
  const record = terms?.contract ?? null;
  const herzrunde = state.options.herzrunde && state.trump === 'H';
  return {
    phase: state.phase,
    deal: state.deal,
    bummerl: state.bummerlNumber,
    dealer: state.dealer,
    rufer: state.rufer,
    turn: state.turn,
    hand: own,
    handCounts: state.hands.map((hand) => hand.length),
    trump: state.trump,
    turnedUp: state.turnedUp,
    ritual: state.ritual,
    bidding: state.bidding ? copy(state.bidding) : null,
    contract:
      record && terms
        ? { id: record.id, name: record.name, value: record.value, declarer: terms.sides.declarer, sides: copySides(terms.sides), trumpCounts: record.trump, assLow: record.assLow }
        : null,
    doublings: state.doublings.map((d) => ({ ...d })),
    factor: 2 ** state.doublings.length * (herzrunde ? 2 : 1),
    herzrunde,
    trick: running ? play.trick.map((p) => ({ ...p })) : [],
    tricks,
    sides: running ? { declaring: sideView('declaring'), defending: sideView('defending') } : null,
    announcements: running ? play.announcements.map((a) => ({ ...a })) : [],
    mustLead: running ? play.mustLead : null,
    openHands: running ? openHands(state, viewer) : [],
    teams: [0, 1].map((team) => ({
      team: team as 0 | 1,
      seats: seatsOfTeam(team),
      points: state.bummerl.scores[team] ?? 0,
      display: displayScore(state.bummerl.scores[team] ?? 0, state.options.countDown),
      marks: state.marks[team] ?? 0,
    })),
    lastDeal: state.lastDeal ? copyScore(state.lastDeal) : null,
    bummerlResults: copy(state.bummerlResults),
    options: { ...state.options },
    outcome: outcome(state),
  };
}

/**
 * Plauderer (bauernschnapsen.de.txt): a) the opponents see each other's cards; b) the opponents' cards lie open
 * after the first trick; c) the declarer's cards lie open after the first trick.
 */
export function openHands(state: BauernState, viewer: Viewer): { seat: Seat; cards: Card[] }[] {
  const { play, terms } = state;
  if (!play || !terms || !terms.contract.plauderer) return [];
  const show = (seats: Seat[]) => seats.filter((seat) => seat !== viewer).map((seat) => ({ seat, cards: [...play.hands[seat]] }));
  switch (state.options.plauderer) {
    case 'a':
      return viewer !== 'spectator' && terms.sides.defending.includes(viewer) ? show(terms.sides.defending) : [];
    case 'b':
      return play.tricks.length > 0 ? show(terms.sides.defending) : [];
    case 'c':
      return play.tricks.length > 0 ? show([terms.sides.declarer]) : [];
    default:
      return [];
  }
}

/** Is trick `index` of deal `deal` face down for `viewer` right now? */
function hiddenTrick(now: BauernState, viewer: Viewer, deal: number, index: number): boolean {
  if (now.phase !== 'playing' || !now.play || !now.terms || now.deal !== deal) return false;
  if (index >= now.play.tricks.length) return false;
  return !visibleTricks(now.play, now.terms.sides, viewer, now.options.softTricks)[index];
}

/** The event as `viewer` may see it now: only his own cards of a deal, no card of a trick lying face down. */
export function redact(event: BauernEvent, viewer: Viewer, now: BauernState): BauernEvent {
  const own = <T>(list: (T | null)[]) => list.map((cards, seat) => (seat === viewer && cards ? copy(cards) : null));
  switch (event.type) {
    case 'CardsDealt':
      return { type: 'CardsDealt', data: { ...event.data, first: own(event.data.first), second: event.data.second.map(() => null) } };
    case 'RestDealt':
      return { type: 'RestDealt', data: { deal: event.data.deal, second: own(event.data.second) } };
    case 'CardPlayed':
      // A player always knows the card he played himself.
      return event.data.seat !== viewer && hiddenTrick(now, viewer, event.data.deal, event.data.trick) ? { type: 'CardPlayed', data: { ...event.data, card: null } } : copy(event);
    case 'TrickTaken':
      return hiddenTrick(now, viewer, event.data.deal, event.data.trick) ? { type: 'TrickTaken', data: { ...event.data, cards: null } } : copy(event);
    default:
      return copy(event);
  }
}
