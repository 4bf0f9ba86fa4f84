import { Injectable } from '@nestjs/common';
import type { Viewer } from '../engine/core/game.js';
import { encodeNumberCursor } from '../http/pagination.js';
import { ApiError } from '../http/problem.js';
import { Access, isCreator, matchNotFound, type Caller } from '../access/access.js';
import { MatchStore } from '../matches/match-store.js';
import { Notifier } from '../bus/notifier.js';
import { Prisma } from '../generated/prisma/client.js';
import { findChatSpectators, type MatchRecord } from '../persistence/match-repository.js';
import { findPlayer } from '../persistence/player-repository.js';
import { chatMessageOf, type ChatMessage } from './chat-message.js';
import {
  hiddenSendersByReader,
  hiddenSendersOf,
  hideSender,
  insertChatMessage,
  readChat,
  unhideSender,
  type ChatRecord,
} from './chat-repository.js';
import { CHAT_BURST, CHAT_WINDOW_SECONDS, MAX_CHAT_MESSAGES, parseSenderId, playerSender, seatSender } from './chat-rules.js';

/** Who may write, and as whom. */
interface Writer {
  sender: string;
  seat: number | null;
  playerId: string | null;
  spectator: boolean;
}

/**
 * What a caller is to a match's chat: how it sees the game (`viewer`, for its stream), whether it reads the
 * chat, the key its hidden senders are kept under (null: anonymous, hides nothing), and whether it writes.
 */
export interface ChatParticipant {
  viewer: Viewer;
  reads: boolean;
  reader: string | null;
  writer: Writer | null;
  /** Why it may not write (or read), as a problem. */
  refusal: ApiError | null;
  /** The registered player behind the token, if any. */
  playerId: string | null;
}

/** The chat of a match on its stream: the reader's key, or null for an anonymous spectator. */
export interface StreamAudience {
  viewer: Viewer;
  chat: { reader: string | null } | null;
}

/** How many matches' chat settings (fixed at creation) are remembered. */
const REMEMBERED = 50_000;

/**
 * A chat per match (docs/correspondence.md, "Chat"): its seats write and read; its creator reads; spectators read and, with a
 * registered player's API key, write, where the creator allowed it. Messages are stored apart from the match's
 * event stream: no version, no hash chain, no game event. Every reader may hide other senders for himself.
 */
@Injectable()
export class ChatService {
  private readonly settings = new Map<string, { spectators: boolean }>();

  constructor(
    private readonly store: MatchStore,
    private readonly access: Access,
    private readonly notifier: Notifier,
  ) {}

  /** Whether the match's spectators take part in its chat (fixed at creation, so remembered). */
  async spectatorsChat(matchId: string): Promise<boolean> {
    let known = this.settings.get(matchId);
    if (!known) {
      const spectators = await findChatSpectators(this.store.prisma, matchId);
      if (spectators === null) throw matchNotFound(matchId);
      if (this.settings.size >= REMEMBERED) this.settings.clear();
      this.settings.set(matchId, (known = { spectators }));
    }
    return known.spectators;
  }

  /** What the caller is to the match's chat; 403 for another match's token. */
  async participant(match: MatchRecord, caller: Caller): Promise<ChatParticipant> {
    // A private match is not found by anyone but its seats, its creator and its invited players (chat included).
    await this.access.requireVisible(match, caller);
    const spectators = await this.spectatorsChat(match.id);
    const off = () =>
      new ApiError(
        403,
        'SPECTATOR_CHAT_OFF',
        'The creator of this match did not let spectators chat: only its seats write, and only its seats and its creator read.',
      );
    if (caller.kind === 'anonymous') {
      return {
        viewer: 'spectator',
        reads: spectators,
        reader: null,
        writer: null,
        playerId: null,
        refusal: new ApiError(
          401,
          'UNAUTHORIZED',
          spectators
            ? "Writing needs a seat token or a registered player's API key: Authorization: Bearer <token>."
            : 'The chat of this match is for its seats and its creator: send a seat token, the creator token or your API key.',
        ),
      };
    }
    const seat = seatOf(match, caller);
    if (seat !== null) {
      const playerId = caller.kind === 'player' ? caller.playerId : (match.seats[seat]?.playerId ?? null);
      return {
        viewer: seat,
        reads: true,
        reader: seatSender(seat),
        writer: { sender: seatSender(seat), seat, playerId, spectator: false },
        playerId,
        refusal: null,
      };
    }
    if (caller.kind === 'creator' && caller.matchId === match.id) {
      const refusal = new ApiError(
        403,
        'FORBIDDEN',
        'The creator token reads the chat but does not write in it: take a seat, or write as a spectator with your API key where spectators chat.',
      );
      return { viewer: 'spectator', reads: true, reader: 'creator', writer: null, playerId: null, refusal };
    }
    if (caller.kind === 'player') {
      const creator = isCreator(match, caller);
      const sender = playerSender(caller.playerId);
      return {
        viewer: 'spectator',
        reads: spectators || creator,
        reader: sender,
        writer: spectators ? { sender, seat: null, playerId: caller.playerId, spectator: true } : null,
        playerId: caller.playerId,
        refusal: spectators ? null : off(),
      };
    }
    throw new ApiError(403, 'FORBIDDEN', 'This token belongs to another match.');
  }

  /** A participant that reads the chat, or the problem why not. */
  private async readerOf(matchId: string, caller: Caller) {
    const match = (await this.store.load(matchId, 'announced')).match;
    const participant = await this.participant(match, caller);
    if (!participant.reads) throw participant.refusal!;
    return { match, participant };
  }

  async post(matchId: string, caller: Caller, text: string): Promise<ChatMessage> {
    const match = (await this.store.load(matchId, 'announced')).match;
    const participant = await this.participant(match, caller);
    const writer = participant.writer;
    if (!writer) throw participant.refusal!;
    const name = writer.seat !== null ? (match.seats[writer.seat]?.name ?? `Seat ${writer.seat}`) : await this.playerName(writer.playerId!);
    const now = this.store.now();
    const createdAt = now.toISOString();
    const sender = { id: writer.sender, kind: writer.spectator ? 'spectator' : 'seat', seat: writer.seat, name, playerId: writer.playerId };
    const result = await insertChatMessage(this.store.prisma, {
      matchId: match.id,
      sender: writer.sender,
      senderSeat: writer.seat,
      senderPlayerId: writer.playerId,
      senderName: name,
      text,
      spectator: writer.spectator,
      now,
      windowStart: new Date(now.getTime() - CHAT_WINDOW_SECONDS * 1000),
      burst: CHAT_BURST,
      capacity: MAX_CHAT_MESSAGES,
      notice: { matchId: match.id, message: { sender, createdAt, text } },
    }).catch((error: unknown) => {
      // The match was deleted (cancelled before it started) in the same moment.
      if (isForeignKeyViolation(error)) throw new ApiError(404, 'MATCH_NOT_FOUND', `There is no match "${match.id}".`);
      throw error;
    });
    switch (result.kind) {
      case 'sent':
        await this.notifier.publish({ match: match.id, chat: result.message.id, queued: result.queued });
        return chatMessageOf(result.message);
      case 'limited': {
        const retryAfter = Math.max(1, Math.ceil((result.oldest.getTime() + CHAT_WINDOW_SECONDS * 1000 - now.getTime()) / 1000));
        throw new ApiError(
          429,
          'CHAT_RATE_LIMITED',
          `You sent ${CHAT_BURST} messages in this match within ${CHAT_WINDOW_SECONDS} s, the most allowed; try again in ${retryAfter} s.`,
          { retryAfter },
        );
      }
      case 'full':
        throw new ApiError(
          409,
          'CHAT_FULL',
          `This match's chat holds ${MAX_CHAT_MESSAGES} messages, the most it keeps; no more can be sent.`,
        );
      case 'closed':
        // Spectators are let in above only where they chat, so the match is gone (cancelled before it started).
        this.settings.delete(match.id);
        throw new ApiError(404, 'MATCH_NOT_FOUND', `There is no match "${match.id}".`);
    }
  }

  async list(matchId: string, caller: Caller, after: number, limit: number) {
    const { match, participant } = await this.readerOf(matchId, caller);
    const hidden = participant.reader === null ? [] : await hiddenSendersOf(this.store.prisma, match.id, participant.reader);
    const page = await readChat(this.store.prisma, match.id, after, limit + 1, hidden);
    const messages = page.slice(0, limit).map(chatMessageOf);
    const more = page.length > limit && messages.length > 0;
    return {
      matchId: match.id,
      spectators: await this.spectatorsChat(match.id),
      items: messages,
      nextCursor: more ? encodeNumberCursor(messages[messages.length - 1].id) : null,
      messages,
      hasMore: more,
      hiddenSenders: hidden,
    };
  }

  /** Hides (or shows again) one sender's messages for the caller, in this match only. Idempotent. */
  async setHidden(matchId: string, caller: Caller, senderId: string, hidden: boolean) {
    const { match, participant } = await this.readerOf(matchId, caller);
    const reader = participant.reader;
    if (reader === null)
      throw new ApiError(
        401,
        'UNAUTHORIZED',
        'Hiding a sender needs a seat token, the creator token or your API key: Authorization: Bearer <token>.',
      );
    const parsed = parseSenderId(senderId);
    if (!parsed) {
      throw new ApiError(400, 'VALIDATION_FAILED', 'A sender is "seat-<n>" or "player-<player id>", as a message\'s sender.id shows it.', {
        errors: [{ field: 'sender', message: 'must be seat-<n> or player-<uuid>' }],
      });
    }
    const sender = 'seat' in parsed ? seatSender(parsed.seat) : playerSender(parsed.playerId);
    if (sender === reader || ('playerId' in parsed && parsed.playerId === participant.playerId)) {
      throw new ApiError(422, 'CANNOT_HIDE_OWN_MESSAGES', 'These are your own messages; you can only hide other senders.');
    }
    if (hidden) {
      const known = 'seat' in parsed ? parsed.seat < match.seats.length : (await findPlayer(this.store.prisma, parsed.playerId)) !== null;
      if (!known) throw new ApiError(404, 'SENDER_NOT_FOUND', `This match has no sender "${sender}".`);
      await hideSender(this.store.prisma, match.id, reader, sender, this.store.now()).catch((error: unknown) => {
        if (isForeignKeyViolation(error)) throw new ApiError(404, 'MATCH_NOT_FOUND', `There is no match "${match.id}".`);
        throw error;
      });
    } else {
      await unhideSender(this.store.prisma, match.id, reader, sender);
    }
    return { matchId: match.id, hiddenSenders: await hiddenSendersOf(this.store.prisma, match.id, reader) };
  }

  /** How the bearer sees the match's stream: the game as its viewer, and the chat if it reads it. */
  async audience(match: MatchRecord, caller: Caller): Promise<StreamAudience> {
    const participant = await this.participant(match, caller);
    return { viewer: participant.viewer, chat: participant.reads ? { reader: participant.reader } : null };
  }

  /**
   * The chat for the match's export: every message in order (hiding is a reader's view, not the record), or
   * null when the caller may not read the chat or it is empty. A caller that may not read it gets an export
   * without it rather than a refusal: the export of an ended match is public.
   */
  async exportSection(match: MatchRecord, caller: Caller): Promise<ChatMessage[] | null> {
    const participant = await this.participant(match, caller);
    if (!participant.reads) return null;
    const messages: ChatRecord[] = [];
    for (;;) {
      const page = await readChat(this.store.prisma, match.id, messages.at(-1)?.id ?? 0, 1000);
      messages.push(...page);
      if (page.length < 1000) break;
    }
    return messages.length > 0 ? messages.map(chatMessageOf) : null;
  }

  /** Where a match's streams read its chat. */
  source(matchId: string) {
    return {
      chatAfter: (after: number, limit: number) => readChat(this.store.prisma, matchId, after, limit),
      hiddenByReader: () => hiddenSendersByReader(this.store.prisma, matchId),
    };
  }

  private async playerName(playerId: string): Promise<string> {
    const player = await findPlayer(this.store.prisma, playerId);
    if (!player) throw new ApiError(401, 'UNAUTHORIZED', 'This API key is not known or was revoked.');
    return player.name;
  }
}

/** The seat the caller holds in the match (by its seat token, or as the registered player holding it), else null. */
function seatOf(match: MatchRecord, caller: Caller): number | null {
  if (caller.kind === 'seat') return caller.matchId === match.id && !Access.mayBeStale(match, caller) ? caller.seat : null;
  if (caller.kind === 'player') return match.seats.find((s) => s.playerId === caller.playerId)?.seat ?? null;
  return null;
}

function isForeignKeyViolation(error: unknown): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return false;
  const text = `${error.code} ${error.message} ${JSON.stringify(error.meta ?? {})}`;
  return error.code === 'P2003' || text.includes('23503') || /foreign key/i.test(text);
}
