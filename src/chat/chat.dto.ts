import { ApiProperty } from '@nestjs/swagger';
import { DISPLAY_TEXT_RULES } from '../http/display-text.js';
import { CursorProperty } from '../http/pagination.js';
import { IntegerQuery, MAX_STORED_INT } from '../http/validation.js';
import { CHAT_BURST, CHAT_WINDOW_SECONDS, IsChatText, MAX_CHAT_TEXT } from './chat-rules.js';

export class PostChatMessageDto {
  @ApiProperty({
    example: 'Servus! Gut Blatt.',
    minLength: 1,
    maxLength: MAX_CHAT_TEXT,
    description: `The message: 1 to ${MAX_CHAT_TEXT} characters (Unicode code points), one line. ${DISPLAY_TEXT_RULES}`,
  })
  @IsChatText()
  text!: string;
}

export class ChatQueryDto {
  @CursorProperty()
  cursor?: string;

  @IntegerQuery({
    minimum: 0,
    maximum: MAX_STORED_INT,
    description: 'Only messages with an id above this (the last id you have); instead of `cursor`, not with it.',
  })
  after?: number;

  @IntegerQuery({ minimum: 1, maximum: 200, default: 50, description: 'At most this many messages, oldest first.' })
  limit?: number;
}

// --- responses -------------------------------------------------------------------------------------------

export class ChatSenderDto {
  @ApiProperty({
    example: 'seat-1',
    description:
      'Who wrote it within this match: `seat-<n>` (whoever holds seat n) or `player-<id>` (a spectator). Hide a sender by this id.',
  })
  id!: string;
  @ApiProperty({ enum: ['seat', 'spectator'] }) kind!: 'seat' | 'spectator';
  @ApiProperty({ type: Number, nullable: true, example: 1, description: 'The seat; null for a spectator.' }) seat!: number | null;
  @ApiProperty({ example: 'Bert', description: "The seat's or the player's name when the message was sent." }) name!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    format: 'uuid',
    description: 'The registered player who wrote it; null for an anonymous seat token.',
  })
  playerId!: string | null;
}

export class ChatMessageDto {
  @ApiProperty({ example: 3, description: "The message's number in this match's chat: 1, 2, 3, ... (not an event sequence)." }) id!: number;
  @ApiProperty({ type: ChatSenderDto }) sender!: ChatSenderDto;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ example: 'Servus! Gut Blatt.' }) text!: string;
}

export class ChatPageDto {
  @ApiProperty({ format: 'uuid' }) matchId!: string;
  @ApiProperty({ description: 'Whether spectators take part in this chat (set by the creator at creation).' }) spectators!: boolean;
  @ApiProperty({ type: [ChatMessageDto], description: 'Oldest first, without the messages of senders you hide; at most `limit`.' })
  items!: ChatMessageDto[];
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'WzEsM10',
    description: 'Pass it as cursor for the next page; null when no more messages follow.',
  })
  nextCursor!: string | null;
  @ApiProperty({ type: [ChatMessageDto], deprecated: true, description: 'The same messages as `items`, under their older name.' })
  messages!: ChatMessageDto[];
  @ApiProperty({ deprecated: true, description: 'Whether more messages follow (`nextCursor` is not null).' }) hasMore!: boolean;
  @ApiProperty({ type: [String], example: ['seat-2'], description: 'The senders you hide in this match, by id (empty without a token).' })
  hiddenSenders!: string[];
}

export class HiddenSendersDto {
  @ApiProperty({ format: 'uuid' }) matchId!: string;
  @ApiProperty({ type: [String], example: ['seat-2'], description: 'The senders whose messages you do not see in this match, by id.' })
  hiddenSenders!: string[];
}

/** Documented limits, for descriptions. */
export const CHAT_LIMITS =
  `Messages are 1 to ${MAX_CHAT_TEXT} characters of one line; each sender (a seat, or a spectator) may write ${CHAT_BURST} ` +
  `messages per ${CHAT_WINDOW_SECONDS} s in a match (more: 429 CHAT_RATE_LIMITED with Retry-After).`;
