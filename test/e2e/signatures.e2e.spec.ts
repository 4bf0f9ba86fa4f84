import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, exportPKCS8, generateKeyPair, jwtVerify, SignJWT } from 'jose';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { canonicalJson, eventHash, genesisHash } from '../../src/audit/chain.js';
import { renderExport, parseExport, type ExportDocument } from '../../src/audit/export-format.js';
import { auditExport, verifyExport } from '../../src/audit/verify.js';
import { bearer, databases, registerPlayer, startApp, type TestApp } from '../support/app.js';

type Action = { type: string; expectedVersion: number };
/** Knocks whenever it may, so matches stay short; keeps the packet it looked at. */
const brisk = (actions: Action[]) =>
  actions.find((a) => a.type === 'choosePacket') ?? actions.find((a) => a.type === 'knock') ?? actions[0];

/** Plays a match to its end through HTTP; returns every action response's receipt. */
async function playCollectingReceipts(t: TestApp, id: string, tokens: string[]): Promise<string[]> {
  const receipts: string[] = [];
  for (let turn = 0; turn < 2000; turn++) {
    const summary = await t.http().get(`/matches/${id}`).expect(200);
    if (summary.body.status === 'finished') return receipts;
    const token = tokens[summary.body.activeSeats[0]];
    const view = await t.http().get(`/matches/${id}/view`).set(bearer(token)).expect(200);
    const done = await t.http().post(`/matches/${id}/actions`).set(bearer(token)).send(brisk(view.body.legalActions)).expect(200);
    receipts.push(done.body.receipt);
  }
  throw new Error('the match did not end');
}

/** Rewrites an export's events and recomputes a correct chain from the revealed salt: what a forger can do. */
function rewrite(text: string, change: (doc: ExportDocument) => void): string {
  const doc = parseExport(text) as ExportDocument;
  change(doc);
  const m = doc.match;
  const key = { version: 2 as const, salt: m.salt! };
  let link = genesisHash(
    {
      matchId: m.id,
      game: m.game,
      rulesVersion: m.rulesVersion,
      options: m.options,
      seats: m.seats,
      dealingMode: m.dealingMode,
      seedCommitment: m.seedCommitment,
      presets: m.presets!,
      createdAt: m.createdAt,
      timeControl: m.timeControl,
    },
    2,
  );
  for (const event of doc.events) event.hash = link = eventHash(key, link, event);
  const { events, ...head } = doc;
  return renderExport({ ...head, headHash: link }, events);
}

/** Signs an export's head with a fresh key of the forger's own, under the service key's id. */
async function signWithOwnKey(text: string): Promise<string> {
  const doc = parseExport(text) as ExportDocument;
  const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const fake = await new SignJWT({
    matchId: doc.match.id,
    version: doc.version,
    headHash: doc.headHash,
    seedCommitment: doc.match.seedCommitment,
    ended: true,
  })
    .setProtectedHeader({ alg: 'EdDSA', typ: 'kartenrunde-head+jwt', kid: decodeProtectedHeader(doc.signature).kid })
    .sign(privateKey);
  const { events, ...head } = doc;
  return renderExport({ ...head, signature: fake }, events);
}

describe.each(databases())('signed exports and receipts ($name)', ({ url }) => {
  let t: TestApp;
  let id: string;
  let receipts: string[];
  let exported: string;
  let jwks: { keys: Record<string, unknown>[] };

  beforeAll(async () => {
    t = await startApp(url);
    const anna = await registerPlayer(t, 'Anna');
    const created = await t
      .http()
      .post('/matches')
      .set(bearer(anna.key))
      .send({ game: 'schwimmen', seats: 2, options: { lives: 1 } })
      .expect(201);
    id = created.body.match.id;
    const bert = await registerPlayer(t, 'Bert');
    await t.http().post(`/matches/${id}/invitations`).set(bearer(anna.key)).send({ playerId: bert.id, seat: 1 }).expect(201);
    await t.http().post(`/matches/${id}/players`).set(bearer(anna.key)).send({ seat: 0 }).expect(201);
    await t.http().post(`/matches/${id}/players`).set(bearer(bert.key)).send({}).expect(201);
    receipts = await playCollectingReceipts(t, id, [anna.key, bert.key]);
    exported = (await t.http().get(`/matches/${id}/export`).expect(200)).text;
    jwks = (await t.http().get('/.well-known/jwks.json').expect(200)).body;
  });
  afterAll(() => t.close());

  it('publishes Ed25519 keys, and signs every receipt and the export head with one of them (any JOSE library checks them)', async () => {
    expect(jwks.keys.length).toBeGreaterThanOrEqual(1);
    for (const key of jwks.keys)
      expect(key).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig', kid: expect.any(String) });
    expect(jwks.keys.every((k) => !('d' in k))).toBe(true);
    const keySet = createLocalJWKSet(jwks as never);
    const last = receipts.at(-1)!;
    const { payload, protectedHeader } = await jwtVerify(last, keySet, { typ: 'kartenrunde-receipt+jwt' });
    const doc = JSON.parse(exported.split('\n')[0].replace(/,"events":\[$/, '}'));
    expect(protectedHeader).toMatchObject({ alg: 'EdDSA', typ: 'kartenrunde-receipt+jwt' });
    expect(payload).toMatchObject({ matchId: id, version: doc.version, headHash: doc.headHash, at: expect.any(String) });
    const head = await jwtVerify(doc.signature, keySet, { typ: 'kartenrunde-head+jwt' });
    expect(head.payload).toMatchObject({
      matchId: id,
      version: doc.version,
      headHash: doc.headHash,
      seedCommitment: doc.match.seedCommitment,
      ended: true,
    });
  });

  it('records who sat where as chained events: player ids, names, the accepted invitation', () => {
    const doc = parseExport(exported) as ExportDocument;
    const joined = doc.events.filter((e) => e.type === 'PlayerJoined');
    expect(joined.map((e) => e.data)).toEqual([
      { seat: 0, name: 'Anna', playerId: expect.any(String) },
      { seat: 1, name: 'Bert', playerId: expect.any(String), invited: true },
    ]);
    expect(doc.match.players.map((p) => [p.seat, p.name, p.invited])).toEqual([
      [0, 'Anna', false],
      [1, 'Bert', true],
    ]);
  });

  it('audits the export, its signature and every receipt', async () => {
    const report = await auditExport(exported, { jwks: jwks as never, receipts });
    expect(report.ok).toBe(true);
    expect(report.checks.map((c) => [c.check, c.ok])).toEqual([
      ['export', true],
      ['bot moves', true],
      ['signature', true],
      ...receipts.map((_, i) => [`receipt ${i + 1}`, true]),
    ]);
  });

  it('refuses an export whose players were renamed or swapped between seats, even with a fresh chain', async () => {
    const lines = exported.split('\n');
    const swapped = lines[0]
      .replace('"name":"Anna"', '"name":"TMP"')
      .replace('"name":"Bert"', '"name":"Anna"')
      .replace('"name":"TMP"', '"name":"Bert"');
    expect(swapped).not.toBe(lines[0]);
    await expect(verifyExport([swapped, ...lines.slice(1)].join('\n'))).resolves.toMatchObject({ ok: false, field: 'match.players' });
    // Changing the events too breaks the chain; recomputing the chain (the salt is public now) breaks the signature.
    const forged = rewrite(exported, (doc) => {
      for (const e of doc.events)
        if (e.type === 'PlayerJoined') (e.data as { name: string }).name = (e.data as { seat: number }).seat === 0 ? 'Bert' : 'Anna';
      doc.match.players = doc.match.players.map((p) => ({ ...p, name: p.seat === 0 ? 'Bert' : 'Anna' }));
    });
    // The signed head names the old head hash; a forger's own signature makes the export consistent again...
    await expect(verifyExport(forged)).resolves.toMatchObject({ ok: false, field: 'signature' });
    const resigned = await signWithOwnKey(forged);
    await expect(verifyExport(resigned)).resolves.toMatchObject({ ok: true });
    // ...but the service's key set does not hold the forger's key.
    const report = await auditExport(resigned, { jwks: jwks as never });
    expect(report.checks.map((c) => [c.check, c.ok])).toEqual([
      ['export', true],
      ['bot moves', true],
      ['signature', false],
    ]);
  });

  it("refuses a moved creation time or title (the genesis covers the one, the game's registry the other)", async () => {
    const lines = exported.split('\n');
    const moved = lines[0].replace(/"createdAt":"20(\d\d)/, (_m, yy) => `"createdAt":"20${String(Number(yy) - 6).padStart(2, '0')}`);
    await expect(verifyExport([moved, ...lines.slice(1)].join('\n'))).resolves.toMatchObject({ ok: false });
    const retitled = lines[0].replace(/"title":"[^"]*"/, '"title":"Schnapsen"');
    await expect(verifyExport([retitled, ...lines.slice(1)].join('\n'))).resolves.toMatchObject({ ok: false, field: 'match.title' });
  });

  it('shows with a receipt that a history rewritten after it, with a correct new chain, is not the one the service accepted', async () => {
    const receipt = receipts[1];
    const { version } = decodeJwt(receipt) as { version: number };
    // Move the time of an event before the receipt's version: the replay still agrees, the chain is recomputed.
    const forged = rewrite(exported, (doc) => {
      doc.events[version - 2].at = '2020-01-01T00:00:00.000Z';
    });
    await expect(verifyExport(forged)).resolves.toMatchObject({ ok: false, field: 'signature' });
    // The forger signs the new head with a key of his own: the export is consistent, but not the service's.
    const resigned = await signWithOwnKey(forged);
    await expect(verifyExport(resigned)).resolves.toMatchObject({ ok: true });
    const report = await auditExport(resigned, { jwks: jwks as never, receipts: [receipt, receipts.at(-1)!] });
    expect(report.ok).toBe(false);
    expect(report.checks.map((c) => [c.check, c.ok])).toEqual([
      ['export', true],
      ['bot moves', true],
      ['signature', false],
      ['receipt 1', false],
      ['receipt 2', false],
    ]);
    expect(report.checks[3].detail).toMatch(/rewritten after the receipt/);
    // The untouched export holds both receipts.
    expect((await auditExport(exported, { jwks: jwks as never, receipts: [receipt, receipts.at(-1)!] })).ok).toBe(true);
  });

  it('does not accept a receipt that the service did not sign', async () => {
    const [header, payload] = receipts[0].split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const tampered = `${header}.${Buffer.from(canonicalJson({ ...claims, version: claims.version + 1 })).toString('base64url')}.${receipts[0].split('.')[2]}`;
    const report = await auditExport(exported, { jwks: jwks as never, receipts: [tampered] });
    expect(report.checks[3]).toMatchObject({
      check: 'receipt 1',
      ok: false,
      detail: expect.stringMatching(/not a receipt signed by the service/),
    });
  });
});

describe('signing key rotation (embedded database kept on disk)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kartenrunde-keys-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps every earlier key published, so receipts signed before a rotation still verify', async () => {
    const play = async (t: TestApp) => {
      const created = await t.http().post('/matches').send({ game: 'schwimmen', seats: 2 }).expect(201);
      const id = created.body.match.id;
      const tokens = [];
      for (const name of ['Anna', 'Bert'])
        tokens.push((await t.http().post(`/matches/${id}/players`).send({ name }).expect(201)).body.token);
      const summary = await t.http().get(`/matches/${id}`).expect(200);
      const token = tokens[summary.body.activeSeats[0]];
      const view = await t.http().get(`/matches/${id}/view`).set(bearer(token)).expect(200);
      return (await t.http().post(`/matches/${id}/actions`).set(bearer(token)).send(view.body.legalActions[0]).expect(200)).body
        .receipt as string;
    };
    // First start: a key is generated and kept with the data.
    let t = await startApp(undefined, { dataDir: dir });
    const before = await play(t);
    const generated = decodeProtectedHeader(before).kid;
    await t.close();
    t = await startApp(undefined, { dataDir: dir });
    expect(decodeProtectedHeader(await play(t)).kid).toBe(generated);
    await t.close();
    // The operator sets a key of their own: a rotation.
    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    t = await startApp(undefined, { dataDir: dir, signingKey: await exportPKCS8(privateKey) });
    try {
      const after = await play(t);
      expect(decodeProtectedHeader(after).kid).not.toBe(generated);
      const jwks = (await t.http().get('/.well-known/jwks.json').expect(200)).body;
      expect(jwks.keys.map((k: { kid: string }) => k.kid)).toEqual([generated, decodeProtectedHeader(after).kid]);
      const keySet = createLocalJWKSet(jwks);
      await expect(jwtVerify(before, keySet)).resolves.toBeTruthy();
      await expect(jwtVerify(after, keySet)).resolves.toBeTruthy();
    } finally {
      await t.close();
    }
  });

  it('refuses to start with a signing key that is not Ed25519', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    await expect(startApp(undefined, { signingKey: await exportPKCS8(privateKey) })).rejects.toThrow(
      /SIGNING_KEY must be an Ed25519 private key/,
    );
  });
});
