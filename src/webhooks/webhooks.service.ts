import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Language } from '../engine/core/language.js';
import { Access, isCreator, type Caller } from '../access/access.js';
import { MatchStore } from '../matches/match-store.js';
import { findMatchCreator, matchesCreatedBy } from '../persistence/match-repository.js';
import { ApiError } from '../http/problem.js';
import { isUuid } from '../http/validation.js';
import {
  deleteWebhook,
  findDelivery,
  findWebhook,
  insertWebhook,
  listDeliveries,
  listWebhooks,
  replayDelivery,
  type DeliveryRecord,
  type WebhookRecord,
} from '../persistence/webhook-repository.js';
import { refusedHost } from './address-policy.js';
import { DISPATCHER_OPTIONS, type DispatcherOptions } from './dispatcher.js';
import { newSecret } from './signature.js';

/**
 * Webhooks belong to a player (their notifications: yourMove, youMay, matchEnded, invitation, invitationDeclined,
 * invitationWithdrawn) or to a match (one matchUpdated per append, with the public events, and one chatMessage per
 * message of its chat), registered by the match's creator.
 */
@Injectable()
export class WebhooksService {
  constructor(
    private readonly store: MatchStore,
    private readonly access: Access,
    @Inject(DISPATCHER_OPTIONS) private readonly options: DispatcherOptions,
  ) {}

  async create(caller: Caller, body: { url: string; matchId?: string }, language: Language) {
    const url = checkUrl(body.url, this.options.allowPrivate);
    let owner: { playerId: string | null; matchId: string | null };
    if (body.matchId !== undefined) {
      const match = await this.store.requireMatch(body.matchId);
      await this.access.requireCreator(match, caller, 'A match webhook');
      owner = { playerId: null, matchId: match.id };
    } else {
      owner = { playerId: this.access.player(caller), matchId: null };
    }
    const secret = newSecret();
    const hook = await insertWebhook(this.store.prisma, { id: randomUUID(), ...owner, url, secret, language });
    return { ...toDto(hook), secret };
  }

  async list(caller: Caller) {
    requireHolder(caller);
    if (caller.kind === 'player') {
      const created = await matchesCreatedBy(this.store.prisma, caller.playerId);
      return (await listWebhooks(this.store.prisma, { playerId: caller.playerId, matchIds: created })).map(toDto);
    }
    if (caller.kind === 'creator') return (await listWebhooks(this.store.prisma, { matchIds: [caller.matchId] })).map(toDto);
    throw new ApiError(403, 'FORBIDDEN', 'Webhooks belong to a player (API key) or a match (creator token).');
  }

  async remove(caller: Caller, id: string): Promise<void> {
    const hook = await this.owned(caller, id);
    await deleteWebhook(this.store.prisma, hook.id, this.store.now());
  }

  async deliveries(caller: Caller, id: string, limit: number) {
    const hook = await this.owned(caller, id);
    return (await listDeliveries(this.store.prisma, hook.id, limit)).map(deliveryDto);
  }

  async replay(caller: Caller, id: string, deliveryId: number) {
    const hook = await this.owned(caller, id);
    const replayed = await replayDelivery(this.store.prisma, hook.id, deliveryId, this.store.now());
    if (replayed === null) throw new ApiError(404, 'DELIVERY_NOT_FOUND', `Webhook ${id} has no delivery ${deliveryId}.`);
    return deliveryDto((await findDelivery(this.store.prisma, replayed))!);
  }

  /** The caller's webhook; someone else's is reported as not found (its existence is not theirs to know). */
  private async owned(caller: Caller, id: string): Promise<WebhookRecord> {
    requireHolder(caller);
    const hook = isUuid(id) ? await findWebhook(this.store.prisma, id) : null;
    let mine = false;
    if (hook?.playerId) mine = caller.kind === 'player' && caller.playerId === hook.playerId;
    else if (hook?.matchId) {
      const match = await findMatchCreator(this.store.prisma, hook.matchId);
      mine = match !== null && isCreator(match, caller);
    }
    if (!hook || !mine) throw new ApiError(404, 'WEBHOOK_NOT_FOUND', `There is no webhook "${id}" of yours.`);
    return hook;
  }
}

/**
 * An absolute http(s) URL whose host may be public: IP literals (in any notation the URL parser reads) that are
 * not public and local names are refused here already; names are checked again, resolved, at each delivery.
 */
function checkUrl(raw: string, allowPrivate: boolean): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ApiError(400, 'VALIDATION_FAILED', '"url" must be an absolute http or https URL.', {
      errors: [{ field: 'url', message: 'must be a URL' }],
    });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ApiError(400, 'VALIDATION_FAILED', '"url" must use http or https.', {
      errors: [{ field: 'url', message: 'must use http or https' }],
    });
  }
  const refusal = allowPrivate ? null : refusedHost(url);
  if (refusal) {
    const message = `must point to a public internet address: ${refusal}`;
    throw new ApiError(400, 'VALIDATION_FAILED', `"url" ${message}.`, { errors: [{ field: 'url', message }] });
  }
  return url.toString();
}

function toDto(hook: WebhookRecord) {
  return {
    id: hook.id,
    url: hook.url,
    playerId: hook.playerId,
    matchId: hook.matchId,
    language: hook.language,
    createdAt: hook.createdAt.toISOString(),
  };
}

function deliveryDto(d: DeliveryRecord) {
  return {
    id: d.id,
    webhookId: d.webhookId,
    notificationId: d.notificationId,
    type: d.type,
    replayOf: d.replayOf,
    status: d.status,
    attempts: d.attempts,
    nextAttemptAt: d.status === 'pending' && d.nextAttemptAt ? d.nextAttemptAt.toISOString() : null,
    lastStatusCode: d.lastStatusCode,
    lastError: d.lastError,
    deliveredAt: d.deliveredAt?.toISOString() ?? null,
    log: d.log,
    createdAt: d.createdAt.toISOString(),
  };
}

/** Webhooks belong to a token's holder: 401 without a token. */
function requireHolder(caller: Caller): void {
  if (caller.kind === 'anonymous') throw new ApiError(401, 'UNAUTHORIZED', 'Webhooks need an API key or a creator token.');
}
