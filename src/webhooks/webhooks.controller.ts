import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { languageOf } from '../http/language.js';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../http/openapi.js';
import { ApiError } from '../http/problem.js';
import { CreatedWebhookDto, CreateWebhookDto, DeliveriesQueryDto, DeliveryDto, WebhookDto } from './webhooks.dto.js';
import { WebhooksService } from './webhooks.service.js';
import { IdempotentCreate } from '../http/idempotency.js';
import { CallerOf } from '../access/caller.js';
import type { Caller } from '../access/access.js';

// eslint-disable-next-line no-useless-assignment -- read by a parameter decorator below, which the rule does not see
const deliveryIdPipe = new ParseIntPipe({
  exceptionFactory: () => new ApiError(400, 'VALIDATION_FAILED', 'The delivery id must be an integer.'),
});

@ApiTags('webhooks')
@ApiBearerAuth()
@Controller('webhooks')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Post()
  @IdempotentCreate()
  @ApiOperation({
    operationId: 'createWebhook',
    summary: 'Register a webhook',
    description:
      "Without matchId: your notifications (yourMove, youMay, matchEnded, invitation, invitationDeclined, invitationWithdrawn; API key). With matchId: that match's matchUpdated " +
      "and chatMessage messages (creator token or the creator's API key). Each delivery is a POST signed as the Standard Webhooks specification " +
      'says (https://www.standardwebhooks.com), with the returned secret: headers webhook-id, webhook-timestamp and ' +
      'webhook-signature "v1,<base64 HMAC-SHA-256 over id + "." + timestamp + "." + body>"; check them with a Standard Webhooks ' +
      'library. The URL must reach the public internet: loopback, private, link-local, multicast and other non-public addresses ' +
      'are refused here (IP literals in any notation, localhost and other local names) and again at each delivery on the ' +
      'addresses a name resolves to, unless the operator allows private networks. Failed deliveries are retried with back-off.',
  })
  @ApiResponse({ status: 201, type: CreatedWebhookDto })
  @ApiProblems({ 401: 'UNAUTHORIZED', 403: 'FORBIDDEN', 404: 'MATCH_NOT_FOUND' })
  create(@Body() body: CreateWebhookDto, @Req() req: FastifyRequest, @CallerOf() caller: Caller): Promise<CreatedWebhookDto> {
    return this.webhooks.create(caller, body, body.language ?? languageOf(req));
  }

  @Get()
  @ApiOperation({
    operationId: 'listWebhooks',
    summary: 'Your webhooks',
    description: "A player's own and those of the matches they created; with a creator token, that match's.",
  })
  @ApiResponse({ status: 200, type: [WebhookDto] })
  @ApiProblems({ 401: 'UNAUTHORIZED', 403: 'FORBIDDEN' })
  list(@CallerOf() caller: Caller): Promise<WebhookDto[]> {
    return this.webhooks.list(caller);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'deleteWebhook',
    summary: 'Delete a webhook',
    description: 'Nothing more is sent to it; its delivery log stays listable until then.',
  })
  @ApiResponse({ status: 204, description: 'Deleted.' })
  @ApiProblems({ 401: 'UNAUTHORIZED', 404: 'WEBHOOK_NOT_FOUND' })
  remove(@Param('id') id: string, @CallerOf() caller: Caller): Promise<void> {
    return this.webhooks.remove(caller, id);
  }

  @Get(':id/deliveries')
  @ApiOperation({
    operationId: 'listDeliveries',
    summary: 'The delivery log',
    description:
      'Newest first: status, attempts with their results, the next attempt. An attempt without an HTTP answer says only that ' +
      '(no connection errors), and one to a non-public address says it was refused without connecting.',
  })
  @ApiResponse({ status: 200, type: [DeliveryDto] })
  @ApiProblems({ 401: 'UNAUTHORIZED', 404: 'WEBHOOK_NOT_FOUND' })
  deliveries(@Param('id') id: string, @Query() query: DeliveriesQueryDto, @CallerOf() caller: Caller): Promise<DeliveryDto[]> {
    return this.webhooks.deliveries(caller, id, query.limit ?? 50);
  }

  @Post(':id/deliveries/:deliveryId/replay')
  @ApiOperation({
    operationId: 'replayDelivery',
    summary: 'Send a delivery again',
    description: 'Queues the same notification as a new delivery (replayOf points back), sent at once.',
  })
  @ApiResponse({ status: 201, type: DeliveryDto })
  @ApiProblems({ 401: 'UNAUTHORIZED', 404: ['WEBHOOK_NOT_FOUND', 'DELIVERY_NOT_FOUND'] })
  replay(
    @Param('id') id: string,
    @Param('deliveryId', deliveryIdPipe) deliveryId: number,
    @CallerOf() caller: Caller,
  ): Promise<DeliveryDto> {
    return this.webhooks.replay(caller, id, deliveryId);
  }
}
