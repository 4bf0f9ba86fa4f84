import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { KartenrundeClient } from '../../packages/client/src/index.js';
import { Mailer } from '../../src/mail/mailer.js';
import { bearer, databases, eventually, registerPlayer, startApp, type TestApp } from '../support/app.js';
import { openSse } from '../support/sse.js';

interface Received {
  to: string[];
  subject: string;
  text: string;
}

/** Quoted-printable escapes (=C3=BC) as the UTF-8 text they encode. */
const quotedPrintable = (text: string) =>
  text.replace(/(?:=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(
      run
        .split('=')
        .slice(1)
        .map((hex) => parseInt(hex, 16)),
    ).toString('utf8'),
  );

/** A subject as written, from its encoded words (RFC 2047: =?UTF-8?Q?...?= or =?UTF-8?B?...?=) where it has any. */
const subjectOf = (header: string) =>
  header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, body: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(body, 'base64').toString('utf8') : quotedPrintable(body.replace(/_/g, ' ')),
    );

/** A local SMTP server that keeps what arrives (the tests read it). */
async function smtpInbox(): Promise<{ url: string; mails: Received[]; close: () => Promise<void> }> {
  const mails: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const split = raw.indexOf('\r\n\r\n');
        const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
        // Quoted-printable soft line breaks and escapes (nodemailer uses them for long lines and for umlauts).
        const text = quotedPrintable(raw.slice(split + 4).replace(/=\r?\n/g, ''));
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: subjectOf(/^Subject: (.*)$/m.exec(headers)?.[1] ?? ''),
          text,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const DIGEST_MS = 3000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// E-mail notices (docs/correspondence.md, "E-mail notices"), read back from a local SMTP server.
describe.each(databases())('e-mail notices ($name)', ({ url }) => {
  let t: TestApp;
  let inbox: Awaited<ReturnType<typeof smtpInbox>>;
  let anna: { id: string; key: string; client: KartenrundeClient };
  let bert: { id: string; key: string; client: KartenrundeClient };
  const address = `anna-${Math.random().toString(36).slice(2)}@example.org`;
  const toAnna = () => inbox.mails.filter((m) => m.to.includes(address));

  beforeAll(async () => {
    inbox = await smtpInbox();
    t = await startApp(url, { mail: { smtpUrl: inbox.url, from: 'Kartenrunde <noreply@example.org>', digestMs: DIGEST_MS, pollMs: 200 } });
    const a = await registerPlayer(t, 'Anna');
    const b = await registerPlayer(t, 'Bert');
    anna = { ...a, client: t.client(a.key) };
    bert = { ...b, client: t.client(b.key) };
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  /** A Schnapsen match of Anna (seat 0) and Bert (seat 1) in which it is Anna's move. */
  async function annasMove(): Promise<string> {
    const id = (await bert.client.POST('/matches', { body: { game: 'schnapsen', seats: 2 } })).data!.match.id;
    await anna.client.POST('/matches/{id}/players', { params: { path: { id } }, body: { name: 'Anna', seat: 0 } });
    await bert.client.POST('/matches/{id}/players', { params: { path: { id } }, body: { name: 'Bert', seat: 1 } });
    await bertMoves(id);
    return id;
  }

  /** Bert plays while it is his move (in Schnapsen the other seat is due next). */
  async function bertMoves(id: string): Promise<void> {
    for (;;) {
      const view = (await bert.client.GET('/matches/{id}/view', { params: { path: { id } } })).data!;
      if (!view.activeSeats.includes(1)) return;
      await bert.client.POST('/matches/{id}/actions', {
        params: { path: { id } },
        body: view.legalActions.find((a) => a.type === 'playCard') as never,
      });
    }
  }

  async function annaPlays(id: string): Promise<void> {
    const view = (await anna.client.GET('/matches/{id}/view', { params: { path: { id } } })).data!;
    await anna.client.POST('/matches/{id}/actions', {
      params: { path: { id } },
      body: view.legalActions.find((a) => a.type === 'playCard') as never,
    });
    await bertMoves(id);
  }

  it('mails a confirmation code; an unconfirmed address gets nothing else; a wrong code is refused', async () => {
    const set = await anna.client.PUT('/players/me/email', { body: { address } });
    expect(set.data).toEqual({ address, confirmed: false, notices: ['yourMove', 'invitation', 'matchEnded'], language: 'en' });
    const confirmation = await eventually(async () => toAnna().find((m) => m.subject.includes('confirm')));
    const code = /confirmation code: ([A-Z0-9]+)/.exec(confirmation.text)![1];

    // Not confirmed yet: an invitation and a move of Anna's are not mailed.
    const invited = (await bert.client.POST('/matches', { body: { game: 'schnapsen', seats: 2 } })).data!;
    await t
      .client(invited.creatorToken)
      .POST('/matches/{id}/invitations', { params: { path: { id: invited.match.id } }, body: { playerId: anna.id } });
    await annasMove();
    await sleep(DIGEST_MS + 500);
    await t.app.get(Mailer).runDue();
    expect(toAnna().map((m) => m.subject)).toEqual(['Kartenrunde: confirm your e-mail address']);

    const wrong = await anna.client.POST('/players/me/email/confirm', { body: { code: 'WRONGCODE' } });
    expect(wrong.response.status).toBe(422);
    expect((wrong.error as { code?: string }).code).toBe('EMAIL_CODE_INVALID');
    const confirmed = await anna.client.POST('/players/me/email/confirm', { body: { code } });
    expect(confirmed.data).toMatchObject({ address, confirmed: true });
    expect((await anna.client.GET('/players/me/email')).data).toMatchObject({ confirmed: true });
  });

  it('mails an invitation at once', async () => {
    const created = (await bert.client.POST('/matches', { body: { game: 'schafkopf', seats: 4 } })).data!;
    await t
      .client(created.creatorToken)
      .POST('/matches/{id}/invitations', { params: { path: { id: created.match.id } }, body: { playerId: anna.id } });
    const mail = await eventually(async () => toAnna().find((m) => m.text.includes(created.match.id)));
    expect(mail.subject).toBe('Kartenrunde: you are invited to Bayerischer Schafkopf');
  });

  it('combines "your move" into one mail per digest, listing every match still waiting; mails the end of a match', async () => {
    const before = toAnna().length;
    const first = await annasMove();
    const second = await annasMove();
    const digest = await eventually(
      async () =>
        toAnna()
          .slice(before)
          .find((m) => m.subject.startsWith('Kartenrunde: your move')),
      DIGEST_MS + 10_000,
    );
    expect(digest.subject).toBe('Kartenrunde: your move in 2 matches');
    expect(digest.text).toContain(first);
    expect(digest.text).toContain(second);
    await sleep(1000);
    expect(
      toAnna()
        .slice(before)
        .filter((m) => m.subject.startsWith('Kartenrunde: your move')),
    ).toHaveLength(1);

    await bert.client.POST('/matches/{id}/resign', { params: { path: { id: first } }, body: { confirm: true } });
    const ended = await eventually(async () =>
      toAnna()
        .slice(before)
        .find((m) => m.subject.includes('ended')),
    );
    expect(ended.subject).toBe('Kartenrunde: your Schnapsen for two match ended');
    expect(ended.text).toContain(first);
    // The game's own outcome sentence, seats named by their players.
    expect(ended.text).toContain('Bert (Seat 2) forfeited the match; Anna (seat 1) wins the Bummerl.');
  });

  it('respects the choice of notices, and mails nothing once the address is removed', async () => {
    const chosen = await anna.client.PATCH('/players/me/email', { body: { notices: ['matchEnded'] } });
    expect(chosen.data).toMatchObject({ notices: ['matchEnded'] });
    const before = toAnna().length;
    const id = await annasMove();
    await annaPlays(id);
    await sleep(DIGEST_MS + 500);
    await t.app.get(Mailer).runDue();
    expect(toAnna().slice(before)).toEqual([]);
    await bert.client.POST('/matches/{id}/resign', { params: { path: { id } }, body: { confirm: true } });
    const ended = await eventually(async () =>
      toAnna()
        .slice(before)
        .find((m) => m.text.includes(id)),
    );
    expect(ended.subject).toContain('ended');

    expect((await anna.client.DELETE('/players/me/email')).response.status).toBe(204);
    const gone = await anna.client.GET('/players/me/email');
    expect(gone.response.status).toBe(404);
    expect((gone.error as { code?: string }).code).toBe('EMAIL_NOT_SET');
    const after = toAnna().length;
    const other = await annasMove();
    await bert.client.POST('/matches/{id}/resign', { params: { path: { id: other } }, body: { confirm: true } });
    await sleep(500);
    await t.app.get(Mailer).runDue();
    expect(toAnna().length).toBe(after);
  });

  it('writes the mails in the language of the request that set the address (Accept-Language: de), or the one chosen', async () => {
    const greta = await registerPlayer(t, 'Greta');
    const mine = `greta-${Math.random().toString(36).slice(2)}@example.org`;
    const toGreta = () => inbox.mails.filter((m) => m.to.includes(mine));
    const set = await t
      .http()
      .put('/players/me/email')
      .set('Authorization', `Bearer ${greta.key}`)
      .set('Accept-Language', 'de-AT, de;q=0.9, en;q=0.5')
      .send({ address: mine })
      .expect(200);
    expect(set.body).toMatchObject({ address: mine, confirmed: false, language: 'de' });
    expect((await t.client(greta.key).GET('/players/me/email')).data).toMatchObject({ language: 'de' });
    const confirmation = await eventually(async () => toGreta()[0]);
    expect(confirmation.subject).toBe('Kartenrunde: Bestätige deine E-Mail-Adresse');
    const code = /Bestätigungscode: ([A-Z0-9]+)/.exec(confirmation.text)![1];
    await t.client(greta.key).POST('/players/me/email/confirm', { body: { code } });

    // An invitation, and the end of a match of Greta (seat 0) and Bert (seat 1): German, seats by name.
    const created = (await bert.client.POST('/matches', { body: { game: 'schnapsen', seats: 2 } })).data!;
    const id = created.match.id;
    await t
      .client(created.creatorToken)
      .POST('/matches/{id}/invitations', { params: { path: { id } }, body: { playerId: greta.id, seat: 0 } });
    const invitation = await eventually(async () => toGreta().find((m) => m.text.includes(id)));
    expect(invitation.subject).toBe('Kartenrunde: Einladung zu Schnapsen zu zweit');
    expect(invitation.text).toContain('Du bist zu einer Partie Schnapsen zu zweit für 2 Spieler eingeladen, auf Platz 1');
    await t.client(greta.key).POST('/matches/{id}/players', { params: { path: { id } }, body: { name: 'Greta', seat: 0 } });
    await bert.client.POST('/matches/{id}/players', { params: { path: { id } }, body: { name: 'Bert', seat: 1 } });
    const notes = await openSse(`${await t.listen()}/players/me/stream`, { ...bearer(greta.key), 'Accept-Language': 'de' });
    await bert.client.POST('/matches/{id}/resign', { params: { path: { id } }, body: { confirm: true } });
    // The notification says the same on the stream, in the stream's language (the mail's is the address's).
    try {
      const [end] = (await notes.until((m) => m.some((x) => x.event === 'matchEnded'))).filter((x) => x.event === 'matchEnded');
      expect(end.data.sentence).toBe(
        'Deine Partie Schnapsen zu zweit ist zu Ende. Bert (Platz 2) gibt die Partie auf; Greta (Platz 1) gewinnt das Bummerl.',
      );
    } finally {
      notes.close();
    }
    const ended = await eventually(async () => toGreta().find((m) => m.subject.includes('Ende')));
    expect(ended.subject).toBe('Kartenrunde: Deine Partie Schnapsen zu zweit ist zu Ende');
    expect(ended.text).toContain(`Deine Partie Schnapsen zu zweit ${id} (Greta (Platz 1)) ist zu Ende.`);
    expect(ended.text).toContain('Bert (Platz 2) gibt die Partie auf; Greta (Platz 1) gewinnt das Bummerl.');
    for (const word of ['your', 'match', 'seat', 'ended', 'forfeited', 'wins'])
      expect(ended.text).not.toMatch(new RegExp(`\\b${word}\\b`, 'i'));

    // The language changes on its own; the notices stay.
    const changed = await t.client(greta.key).PATCH('/players/me/email', { body: { language: 'en' } });
    expect(changed.data).toMatchObject({ language: 'en', notices: ['yourMove', 'invitation', 'matchEnded'] });
    const again = (await bert.client.POST('/matches', { body: { game: 'schnapsen', seats: 2 } })).data!;
    await t
      .client(again.creatorToken)
      .POST('/matches/{id}/invitations', { params: { path: { id: again.match.id } }, body: { playerId: greta.id } });
    const english = await eventually(async () => toGreta().find((m) => m.text.includes(again.match.id)));
    expect(english.subject).toBe('Kartenrunde: you are invited to Schnapsen for two');
  });

  it('mails at most 3 confirmations per player and per address within an hour, then answers 429 with Retry-After', async () => {
    const tag = Math.random().toString(36).slice(2);
    const cora = t.client((await registerPlayer(t, 'Cora')).key);
    for (const n of [1, 2, 3])
      expect((await cora.PUT('/players/me/email', { body: { address: `cora-${n}-${tag}@example.org` } })).response.status).toBe(200);
    const fourth = await cora.PUT('/players/me/email', { body: { address: `cora-4-${tag}@example.org` } });
    expect(fourth.response.status).toBe(429);
    expect((fourth.error as { code?: string }).code).toBe('EMAIL_RATE_LIMITED');
    const wait = Number(fourth.response.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(3000);
    expect(wait).toBeLessThanOrEqual(3600);

    // One address, chosen by three players in turn (its case does not matter): the fourth is refused too.
    const victim = `victim-${tag}@example.org`;
    for (const name of ['Dora', 'Emil', 'Fritz']) {
      const player = t.client((await registerPlayer(t, name)).key);
      expect(
        (await player.PUT('/players/me/email', { body: { address: name === 'Emil' ? victim.toUpperCase() : victim } })).response.status,
      ).toBe(200);
    }
    const gerda = t.client((await registerPlayer(t, 'Gerda')).key);
    const refused = await gerda.PUT('/players/me/email', { body: { address: victim } });
    expect(refused.response.status).toBe(429);
    expect((await gerda.GET('/players/me/email')).response.status).toBe(404);
  });

  it('kills a confirmation code at the fifth wrong try', async () => {
    const hanna = t.client((await registerPlayer(t, 'Hanna')).key);
    const mine = `hanna-${Math.random().toString(36).slice(2)}@example.org`;
    await hanna.PUT('/players/me/email', { body: { address: mine } });
    await t.app.get(Mailer).runDue();
    const mail = await eventually(async () => inbox.mails.find((m) => m.to.includes(mine)));
    const code = /confirmation code: ([A-Z0-9]+)/.exec(mail.text)![1];
    for (const left of [4, 3, 2, 1, 0]) {
      const wrong = await hanna.POST('/players/me/email/confirm', { body: { code: 'WRONGCODE' } });
      expect(wrong.response.status).toBe(422);
      expect(wrong.error).toMatchObject({ code: 'EMAIL_CODE_INVALID', triesLeft: left });
    }
    const late = await hanna.POST('/players/me/email/confirm', { body: { code } });
    expect(late.response.status).toBe(422);
    expect(late.error).toMatchObject({ code: 'EMAIL_CODE_INVALID', triesLeft: 0 });
    expect((await hanna.GET('/players/me/email')).data).toMatchObject({ confirmed: false });
  });

  it('refuses addresses when the service sends no e-mail (SMTP_URL unset)', async () => {
    const off = await startApp(url);
    try {
      const player = await registerPlayer(off, 'Cilli');
      const res = await off.client(player.key).PUT('/players/me/email', { body: { address: 'cilli@example.org' } });
      expect(res.response.status).toBe(409);
      expect((res.error as { code?: string }).code).toBe('EMAIL_OFF');
    } finally {
      await off.close();
    }
  });
});
