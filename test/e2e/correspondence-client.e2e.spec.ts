import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AddressInfo } from 'node:net';
import { createApp, type App } from '../../src/app.js';
import { kartenrundeClient, type KartenrundeClient } from '../../packages/client/src/index.js';
import { databases } from '../support/app.js';

/**
 * Correspondence play (docs/correspondence.md) through the typed client, on both databases: a player finds a public match in the lobby and joins
 * it, a private match stays out of sight, an invitation is declined and another withdrawn, the seats chat (and
 * one hides the other), "my matches" pages, and a seat resigns. Problems are typed too.
 */
describe.each(databases())('correspondence play through the typed client ($name)', ({ url }) => {
  let running: App;
  let base: string;
  const code = (result: { error?: unknown }) => (result.error as { code?: string } | undefined)?.code;

  beforeAll(async () => {
    running = await createApp({ url, dataDir: 'memory://', logger: false });
    await running.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(running.app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(() => running.shutdown());

  async function register(name: string): Promise<{ id: string; client: KartenrundeClient }> {
    const registered = await kartenrundeClient(base).POST('/players', { body: { name } });
    expect(registered.response.status).toBe(201);
    return { id: registered.data!.player.id, client: kartenrundeClient(base, registered.data!.apiKey.key) };
  }

  it('lobby, visibility, invitations, chat, my matches and resign', async () => {
    const anna = await register('Anna');
    const bert = await register('Bert');
    const carla = await register('Carla');
    const anyone = kartenrundeClient(base);

    // Anna offers a public Schnapsen match and takes a seat; Bert finds it in the lobby and joins.
    const offered = await anna.client.POST('/matches', { body: { game: 'schnapsen', seats: 2, visibility: 'public' } });
    const id = offered.data!.match.id;
    await anna.client.POST('/matches/{id}/players', { params: { path: { id } }, body: {} });
    const lobby = await anyone.GET('/matches', {
      params: { query: { game: 'schnapsen', status: 'waiting', hasOpenSeats: true, player: anna.id } },
    });
    const entry = lobby.data!.items.find((item) => item.id === id)!;
    expect(entry).toMatchObject({ openSeats: 1, creator: { name: 'Anna' } });
    expect(entry.seats.map((seat) => seat.state)).toEqual(['taken', 'open']);
    const joined = await bert.client.POST('/matches/{id}/players', { params: { path: { id } }, body: {} });
    expect(joined.data!.seat).toBe(1);
    const full = await anyone.GET('/matches', { params: { query: { hasOpenSeats: true, player: anna.id } } });
    expect(full.data!.items.map((item) => item.id)).not.toContain(id);

    // A private match is neither listed nor found by an outsider; its invited player finds it.
    const secret = (await anna.client.POST('/matches', { body: { game: 'schnapsen', seats: 2, visibility: 'private' } })).data!.match.id;
    expect((await anyone.GET('/matches', { params: { query: { player: anna.id } } })).data!.items.map((item) => item.id)).not.toContain(
      secret,
    );
    const hidden = await carla.client.GET('/matches/{id}', { params: { path: { id: secret } } });
    expect([hidden.response.status, code(hidden)]).toEqual([404, 'MATCH_NOT_FOUND']);
    await anna.client.POST('/matches/{id}/invitations', { params: { path: { id: secret } }, body: { playerId: bert.id } });
    expect((await bert.client.GET('/matches/{id}', { params: { path: { id: secret } } })).response.status).toBe(200);

    // Bert declines; invited again, the invitation is withdrawn; the seat is open each time. Once no longer
    // invited, the private match is out of his sight again.
    expect((await bert.client.POST('/matches/{id}/invitations/decline', { params: { path: { id: secret } } })).response.ok).toBe(true);
    const again = await bert.client.POST('/matches/{id}/invitations/decline', { params: { path: { id: secret } } });
    expect([again.response.status, code(again)]).toEqual([404, 'MATCH_NOT_FOUND']);
    await anna.client.POST('/matches/{id}/invitations', { params: { path: { id: secret } }, body: { playerId: bert.id } });
    const withdrawn = await anna.client.DELETE('/matches/{id}/invitations/{playerId}', {
      params: { path: { id: secret, playerId: bert.id } },
    });
    expect(withdrawn.response.ok).toBe(true);
    const mine = await anna.client.GET('/matches', { params: { query: { createdByMe: true } } });
    const secretEntry = mine.data!.items.find((item) => item.id === secret)!;
    expect(secretEntry.seats.map((seat) => seat.state)).toEqual(['open', 'open']);

    // The seats chat; Bert hides Anna's messages for himself only.
    const said = await anna.client.POST('/matches/{id}/chat', { params: { path: { id } }, body: { text: 'Servus!' } });
    expect(said.response.status).toBe(201);
    const sender = said.data!.sender.id;
    expect((await bert.client.GET('/matches/{id}/chat', { params: { path: { id } } })).data!.messages.map((m) => m.text)).toEqual([
      'Servus!',
    ]);
    await bert.client.PUT('/matches/{id}/chat/hidden-senders/{sender}', { params: { path: { id, sender } } });
    expect((await bert.client.GET('/matches/{id}/chat', { params: { path: { id } } })).data!.messages).toEqual([]);
    expect((await anna.client.GET('/matches/{id}/chat', { params: { path: { id } } })).data!.messages).toHaveLength(1);
    const tooLong = await anna.client.POST('/matches/{id}/chat', { params: { path: { id } }, body: { text: 'x'.repeat(501) } });
    expect(tooLong.response.status).toBe(400);

    // My matches (where I hold a seat or am invited), a page at a time, newest first.
    await anna.client.POST('/matches/{id}/players', { params: { path: { id: secret } }, body: {} });
    const first = await anna.client.GET('/players/me/matches', { params: { query: { limit: 1 } } });
    expect(first.data!.items.map((item) => item.matchId)).toEqual([secret]);
    const second = await anna.client.GET('/players/me/matches', { params: { query: { limit: 1, cursor: first.data!.nextCursor! } } });
    expect(second.data!.items.map((item) => item.matchId)).toEqual([id]);
    expect(second.data!.nextCursor).toBeNull();

    // Resigning needs the confirmation; then the match is over and the other seat has won.
    const unconfirmed = await bert.client.POST('/matches/{id}/resign', { params: { path: { id } }, body: { confirm: false } as never });
    expect(unconfirmed.response.status).toBe(400);
    const resigned = await bert.client.POST('/matches/{id}/resign', { params: { path: { id } }, body: { confirm: true } });
    expect(resigned.response.status).toBe(200);
    const summary = (await anyone.GET('/matches/{id}', { params: { path: { id } } })).data!;
    expect(summary.status).toBe('finished');
    const finished = await anyone.GET('/matches', { params: { query: { status: 'finished', player: bert.id } } });
    expect(finished.data!.items.map((item) => item.id)).toContain(id);
  });
});
