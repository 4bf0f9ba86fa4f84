import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ApiOptionalBearer, ApiProblems } from '../http/openapi.js';
import { startOf } from '../http/pagination.js';
import { CHAT_LIMITS, ChatMessageDto, ChatPageDto, ChatQueryDto, HiddenSendersDto, PostChatMessageDto } from './chat.dto.js';
import { ChatService } from './chat.service.js';
import { IdempotentCreate } from '../http/idempotency.js';
import { CallerOf } from '../access/caller.js';
import type { Caller } from '../access/access.js';

const WHO_READS =
  "The chat is read by the match's seats (seat token or the seat player's API key) and its creator (creator token or key); " +
  'where the creator allowed spectators (`chat.spectators` at creation), by anyone, and registered players write in it as spectators.';

const SENDER_PARAM = {
  name: 'sender',
  description: 'A sender as messages name it in `sender.id`: `seat-<n>` or `player-<player id>`.',
  example: 'seat-2',
  schema: { type: 'string', pattern: '^(seat-[0-9]|player-[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$' },
} as const;

@ApiTags('chat')
@Controller('matches')
export class ChatController {
  constructor(private readonly chat: ChatService) {}

  @Post(':id/chat')
  @IdempotentCreate()
  @ApiBearerAuth()
  @ApiOperation({
    operationId: 'postChatMessage',
    summary: "Write in the match's chat",
    description:
      "A seat writes with its seat token (or the seat player's API key); where the creator allowed spectators, a registered player " +
      'without a seat writes with the API key. The message is not a game event: it does not change the version, the hash chain ' +
      'or the head. It goes to the match stream as a `chat` message and to the match webhooks as `chatMessage`. ' +
      CHAT_LIMITS,
  })
  @ApiResponse({ status: 201, type: ChatMessageDto })
  @ApiProblems({
    401: 'UNAUTHORIZED',
    403: ['FORBIDDEN', 'SPECTATOR_CHAT_OFF'],
    404: 'MATCH_NOT_FOUND',
    409: 'CHAT_FULL',
    429: 'CHAT_RATE_LIMITED',
  })
  async post(@Param('id') id: string, @Body() body: PostChatMessageDto, @CallerOf() caller: Caller): Promise<ChatMessageDto> {
    // CHAT_RATE_LIMITED carries `retryAfter`, which the problem sends as Retry-After too.
    return this.chat.post(id, caller, body.text);
  }

  @Get(':id/chat')
  @ApiOptionalBearer()
  @ApiOperation({
    operationId: 'listChatMessages',
    summary: "Read the match's chat",
    description:
      `${WHO_READS} Oldest first, a page at a time: pass nextCursor as cursor for the next page (or \`after\`, the last message id ` +
      'you have). Without the messages of the senders you hide. ' +
      'Hidden-information rules do not apply to the chat: every reader sees the same messages.',
  })
  @ApiResponse({ status: 200, type: ChatPageDto })
  @ApiProblems({ 401: 'UNAUTHORIZED', 403: ['FORBIDDEN', 'SPECTATOR_CHAT_OFF'], 404: 'MATCH_NOT_FOUND' })
  list(@Param('id') id: string, @Query() query: ChatQueryDto, @CallerOf() caller: Caller): Promise<ChatPageDto> {
    return this.chat.list(id, caller, startOf(query), query.limit ?? 50) as Promise<ChatPageDto>;
  }

  @Put(':id/chat/hidden-senders/:sender')
  @ApiBearerAuth()
  @ApiParam(SENDER_PARAM)
  @ApiOperation({
    operationId: 'hideChatSender',
    summary: "Hide a sender's messages for yourself",
    description:
      "From now on, this sender's messages (earlier ones too) are left out of your reads of this match's chat and of your match " +
      'stream; nobody else is affected, and the export keeps every message. For readers with a token: a seat, the creator, a spectator ' +
      'with an API key. Hiding again changes nothing. Answers with the senders you hide.',
  })
  @ApiResponse({ status: 200, type: HiddenSendersDto })
  @ApiProblems({
    401: 'UNAUTHORIZED',
    403: ['FORBIDDEN', 'SPECTATOR_CHAT_OFF'],
    404: ['MATCH_NOT_FOUND', 'SENDER_NOT_FOUND'],
    422: 'CANNOT_HIDE_OWN_MESSAGES',
  })
  hide(@Param('id') id: string, @Param('sender') sender: string, @CallerOf() caller: Caller): Promise<HiddenSendersDto> {
    return this.chat.setHidden(id, caller, sender, true);
  }

  @Delete(':id/chat/hidden-senders/:sender')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiParam(SENDER_PARAM)
  @ApiOperation({
    operationId: 'showChatSender',
    summary: "Show a hidden sender's messages again",
    description:
      "Undoes hideChatSender: the sender's messages are in your reads and streams again (a stream opened before shows the ones sent from now on). Answers with the senders you still hide.",
  })
  @ApiResponse({ status: 200, type: HiddenSendersDto })
  @ApiProblems({ 401: 'UNAUTHORIZED', 403: ['FORBIDDEN', 'SPECTATOR_CHAT_OFF'], 404: 'MATCH_NOT_FOUND', 422: 'CANNOT_HIDE_OWN_MESSAGES' })
  show(@Param('id') id: string, @Param('sender') sender: string, @CallerOf() caller: Caller): Promise<HiddenSendersDto> {
    return this.chat.setHidden(id, caller, sender, false);
  }
}
