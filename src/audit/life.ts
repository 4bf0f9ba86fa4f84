import type { Seat } from '../engine/core/seats.js';
import type { PlayerJoinedData } from './players.js';
import { isGameId, type GameId } from '../engine/registry.js';

/**
 * The match's life around the game (docs/correspondence.md, "Correspondence play"): who sits, whether play has begun, an
 * abort proposal and its votes. The service writes these events into the match's own stream, so the hash chain
 * and the signed export cover them; the game's `evolve` never sees them. Pure, shared by the service and the verifier.
 */
export const SERVICE_EVENT_TYPES = ['PlayerJoined', 'PlayerLeft', 'AbortVoted', 'MatchAborted'] as const;
export type ServiceEventType = (typeof SERVICE_EVENT_TYPES)[number];

/** A seat of a match that has not started was given up: it is free again (data of `PlayerLeft`). */
export interface PlayerLeftData {
  seat: number;
}

/** A seat votes on ending the match without a result; the first `abort: true` proposes it (data of `AbortVoted`). */
export interface AbortVotedData {
  seat: number;
  abort: boolean;
}

/** Every seat held by a person agreed: the match ends without a result (data of `MatchAborted`). */
export interface MatchAbortedData {
  seats: number[];
}

/**
 * Per game, the events after which "a card has been played" and abort by agreement is over (docs/<game>.md):
 * - the trick games: the first card led (`CardPlayed`), and in the Schnapsen games whatever the leader may do
 *   before it in trick play (declaring a marriage; in Schnapsen for two also closing the talon or exchanging the
 *   trump Unter);
 *   dealing, cutting, calling trump, bidding and doubling decide nothing yet, so they do not count;
 * - Schwimmen: any move after the deal (choosing a packet, swapping, passing, knocking), since every move shows
 *   or exchanges cards;
 * - every game: a deal scored (a Schwimmen deal can end on the deal itself, with Feuer) or a seat forfeiting.
 */
export const PLAY_BEGINS: Readonly<Record<GameId, readonly string[]>> = {
  schwimmen: ['PacketChosen', 'CardSwapped', 'AllCardsSwapped', 'TurnPassed', 'Knocked', 'DealScored', 'Forfeited'],
  schnapsen: ['CardPlayed', 'TalonClosed', 'MarriageDeclared', 'TrumpExchanged', 'DealScored', 'Forfeited'],
  bauernschnapsen: ['CardPlayed', 'MarriageDeclared', 'DealScored', 'Forfeited'],
  dreierschnapsen: ['CardPlayed', 'MarriageDeclared', 'DealScored', 'Forfeited'],
  schafkopf: ['CardPlayed', 'DealScored', 'Forfeited'],
};

export interface MatchLife {
  /** Per seat: taken (a PlayerJoined not followed by a PlayerLeft). */
  seated: boolean[];
  /** A card has been played (PLAY_BEGINS): abort by agreement is over. */
  played: boolean;
  /** The seats that voted for the open abort proposal, in order; null without one. */
  abortVotes: number[] | null;
  aborted: boolean;
}

export function isServiceEventType(type: string): type is ServiceEventType {
  return (SERVICE_EVENT_TYPES as readonly string[]).includes(type);
}

export function initialLife(seats: number): MatchLife {
  return { seated: Array.from({ length: seats }, () => false), played: false, abortVotes: null, aborted: false };
}

export const seatedCount = (life: MatchLife): number => life.seated.filter(Boolean).length;

/** The life after one event of the stream (service or game event); never throws, like a game's `evolve`. */
export function evolveLife(game: string, life: MatchLife, event: { type: string; data: unknown }): MatchLife {
  switch (event.type) {
    case 'PlayerJoined':
    case 'PlayerLeft': {
      const { seat } = event.data as PlayerJoinedData | PlayerLeftData;
      if (seat < 0 || seat >= life.seated.length) return life;
      return { ...life, seated: life.seated.map((taken, s) => (s === seat ? event.type === 'PlayerJoined' : taken)) };
    }
    case 'AbortVoted': {
      const { seat, abort } = event.data as AbortVotedData;
      // A refusal ends the proposal.
      return { ...life, abortVotes: abort ? [...(life.abortVotes ?? []), seat] : null };
    }
    case 'MatchAborted':
      return { ...life, abortVotes: null, aborted: true };
    default:
      // A card played ends any proposal: abort is no longer possible.
      return isGameId(game) && PLAY_BEGINS[game].includes(event.type) ? { ...life, played: true, abortVotes: null } : life;
  }
}

/** The seats whose agreement an abort needs: every seat but those a server-side bot plays (bots agree). */
export function abortVoters(bots: readonly (string | null)[]): Seat[] {
  return bots.flatMap((bot, seat) => (bot === null ? [seat] : []));
}

/** Whether `votes` are every voter's agreement. */
export function abortAgreed(votes: readonly number[], voters: readonly number[]): boolean {
  return voters.every((seat) => votes.includes(seat));
}

/**
 * Where the holder of old seat `seat` sits in a rematch of `seats` seats: one seat on against the dealing order.
 * Every hosted game deals clockwise (the next dealer is the next seat), and a rematch keeps the options, so the same
 * seat deals first: the old first dealer's left-hand neighbour takes that seat and deals first.
 */
export function rematchSeat(seat: number, seats: number): number {
  return (((seat - 1) % seats) + seats) % seats;
}
