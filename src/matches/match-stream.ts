import { chainOver as chainFrom, genesisHash, type ChainHeader, type ChainKey } from '../audit/chain.js';
import {
  evolveLife,
  initialLife,
  isServiceEventType,
  SERVICE_EVENT_TYPES,
  type AbortVotedData,
  type MatchAbortedData,
  type MatchLife,
  type PlayerLeftData,
} from '../audit/life.js';
import type { PlayerJoinedData } from '../audit/players.js';
import type { Game, GameEvent, MatchSetup, Viewer } from '../engine/core/game.js';
import type { StoredEvent } from '../persistence/event-store.js';
import type { MatchRecord } from '../persistence/match-repository.js';

/**
 * Events the service itself writes into a match's stream (for the audit trail); every other event belongs to
 * the game and is replayed through its `evolve`.
 */
export const SERVICE_EVENTS = SERVICE_EVENT_TYPES;

/** A seat was taken (audit/players.ts): by whom, a bot, or the invited player. */
export interface PlayerJoined extends GameEvent<'PlayerJoined', PlayerJoinedData> {}
/** A seat of a match that has not started was left: it is free again. */
export interface PlayerLeft extends GameEvent<'PlayerLeft', PlayerLeftData> {}
/** A seat voted on aborting the match (audit/life.ts). */
export interface AbortVoted extends GameEvent<'AbortVoted', AbortVotedData> {}
/** The match ended without a result, by agreement. */
export interface MatchAborted extends GameEvent<'MatchAborted', MatchAbortedData> {}

export function isServiceEvent(event: Pick<GameEvent, 'type'>): boolean {
  return isServiceEventType(event.type);
}

export function lifeOf(match: Pick<MatchRecord, 'seats'>): MatchLife {
  return initialLife(match.seats.length);
}

/** Folds events into the match's life (seats, abort votes, whether a card was played). */
export function evolveLifeAll(
  match: Pick<MatchRecord, 'game'>,
  life: MatchLife,
  events: readonly Pick<GameEvent, 'type' | 'data'>[],
): MatchLife {
  return events.reduce((current, event) => evolveLife(match.game, current, event), life);
}

export function setupOf(match: MatchRecord): MatchSetup {
  return { players: match.seats.length, options: match.options as MatchSetup['options'], seed: match.seed, presets: match.presets };
}

/** Folds events into a game state; service events leave the game state as it is. */
export function evolveAll<S>(game: Game<S>, state: S, events: GameEvent[]): S {
  return events.reduce((current, event) => (isServiceEvent(event) ? current : game.evolve(current, event)), state);
}

/**
 * The event as `viewer` may see it given the match's state `now`: redacted while it runs, complete once it ended
 * (`ended`: with an outcome, or aborted).
 */
export function eventFor(game: Game, event: GameEvent, viewer: Viewer, now: unknown, ended = game.outcome(now) !== null): GameEvent {
  if (ended || isServiceEvent(event)) return event;
  return game.redact(event, viewer, now);
}

/** How the match's chain links events: salted from version 2 on. */
export function chainKeyOf(match: Pick<MatchRecord, 'chainVersion' | 'salt'>): ChainKey {
  return match.chainVersion === 1 || match.salt === null ? { version: 1 } : { version: 2, salt: match.salt };
}

type HeaderFields = Pick<
  MatchRecord,
  'id' | 'game' | 'rulesVersion' | 'options' | 'dealingMode' | 'seedCommitment' | 'presets' | 'createdAt' | 'timeControl' | 'chainVersion'
> & { seatCount: number };

/** What the match fixed at creation: the start of its hash chain (version 2 also covers the creation time and time control). */
export function headerOf(match: HeaderFields): ChainHeader {
  const header: ChainHeader = {
    matchId: match.id,
    game: match.game,
    rulesVersion: match.rulesVersion,
    options: match.options,
    seats: match.seatCount,
    dealingMode: match.dealingMode,
    seedCommitment: match.seedCommitment,
    presets: match.presets,
  };
  if (match.chainVersion === 1) return header;
  return { ...header, createdAt: match.createdAt.toISOString(), timeControl: match.timeControl };
}

export const genesisOf = (match: MatchRecord): string =>
  genesisHash(headerOf({ ...match, seatCount: match.seats.length }), chainKeyOf(match).version);

/** The chain's head after `events`, starting from `head` (the service's own computation, never the stored one). */
export function chainOver(match: MatchRecord, head: string, events: readonly StoredEvent[]): string {
  return chainFrom(
    chainKeyOf(match),
    head,
    events.map((e) => ({ sequence: e.sequence, type: e.type, data: e.data, metadata: e.metadata, at: e.createdAt.toISOString() })),
  );
}
