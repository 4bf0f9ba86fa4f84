import type { GameEvent, Outcome } from '../engine/core/game.js';
import type { NewNotification } from '../persistence/event-store.js';
import type { MatchRecord, SeatTurn } from '../persistence/match-repository.js';

/**
 * What players are told: it is their move, they may now take an optional action (Stoß), a match of theirs ended,
 * they were invited, an invitation they sent was declined (also to the match's webhooks), an invitation they had
 * was withdrawn, a seat of their waiting match was left, a seat voted on aborting their match, a rematch was offered,
 * accepted, declined or started (src/matches/rematch.service.ts: written with the offer, not by an append), its
 * analysis is ready (src/scheduler/analyst.ts: written with the analysis); and, for match webhooks, match updates and chat messages (src/chat: written with the message, not
 * by an append).
 */
export const NOTIFICATION_TYPES = [
  'yourMove',
  'youMay',
  'matchEnded',
  'invitation',
  'invitationDeclined',
  'invitationWithdrawn',
  'matchUpdated',
  'chatMessage',
  'seatLeft',
  'abortVoted',
  'rematchOffered',
  'rematchAccepted',
  'rematchDeclined',
  'rematchStarted',
  'analysisReady',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export interface AppendSummary {
  match: MatchRecord;
  version: number;
  status: string;
  before: readonly SeatTurn[];
  after: readonly SeatTurn[];
  outcome: Outcome | null;
  /** The append aborted the match (by agreement, without a result). */
  aborted?: boolean;
  /** Per seat of a registered player: the optional action types it had before the append and has after it. */
  optional: readonly { seat: number; before: readonly string[]; after: readonly string[] }[];
  /** The appended events as a spectator may see them (for match webhooks). */
  publicEvents: (GameEvent & { sequence: number; seat: number | null })[];
}

/**
 * The notifications one append causes: "your move" for a registered player whose seat has just become due
 * (newly active, or active again after its own move), "you may" when the optional actions a registered player's
 * seat may take have changed and there are some (a Stoß is open to it), "match ended" for every registered player when it ended,
 * and one "match updated" for the match's webhooks (kept only if the match has any).
 */
export function noticesFor(append: AppendSummary): NewNotification[] {
  const { match, version, after, before, outcome } = append;
  const notes: NewNotification[] = [];
  for (const turn of after) {
    const playerId = match.seats[turn.seat]?.playerId;
    const previous = before.find((t) => t.seat === turn.seat);
    if (playerId && previous?.since !== turn.since) {
      notes.push({
        playerId,
        type: 'yourMove',
        data: { matchId: match.id, game: match.game, seat: turn.seat, version, since: turn.since, deadline: turn.deadline },
      });
    }
  }
  for (const { seat, before: had, after: has } of append.optional) {
    const playerId = match.seats[seat]?.playerId;
    if (playerId && has.length > 0 && has.join() !== had.join()) {
      notes.push({ playerId, type: 'youMay', data: { matchId: match.id, game: match.game, seat, version, actions: has } });
    }
  }
  if (outcome || append.aborted) {
    for (const seat of match.seats) {
      if (seat.playerId) {
        const data = {
          matchId: match.id,
          game: match.game,
          seat: seat.seat,
          version,
          outcome,
          ...(append.aborted ? { aborted: true } : {}),
        };
        notes.push({ playerId: seat.playerId, type: 'matchEnded', data });
      }
    }
  }
  for (const event of append.publicEvents) {
    // The match's life: the creator and the other seats' registered players hear of a seat left or an abort vote.
    if (event.type !== 'PlayerLeft' && event.type !== 'AbortVoted') continue;
    const { seat } = event.data as { seat: number };
    const others = match.seats.flatMap((s) => (s.seat !== seat && s.playerId ? [s.playerId] : []));
    const to = event.type === 'PlayerLeft' && match.creatorPlayerId ? [...new Set([match.creatorPlayerId, ...others])] : others;
    const type = event.type === 'PlayerLeft' ? 'seatLeft' : 'abortVoted';
    for (const playerId of to)
      notes.push({ playerId, type, data: { matchId: match.id, game: match.game, version, ...(event.data as object) } });
  }
  notes.push({
    playerId: null,
    type: 'matchUpdated',
    data: {
      matchId: match.id,
      game: match.game,
      version,
      status: append.status,
      activeSeats: after.map((t) => t.seat),
      turns: after,
      outcome,
      events: append.publicEvents,
    },
  });
  return notes;
}
