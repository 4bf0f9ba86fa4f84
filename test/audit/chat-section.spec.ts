import { describe, expect, it } from '@jest/globals';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import { readFileSync } from 'node:fs';
import { chatHash } from '../../src/audit/chain.js';
import { parseExport, renderExport, type ExportDocument, type ExportedChatMessage } from '../../src/audit/export-format.js';
import { CHAT_TYPE, signClaims } from '../../src/audit/signing.js';
import { auditExport, verifyExport } from '../../src/audit/verify.js';

// The chat section of an export (docs/export-format.md, "Verifying a match"): apart from the chain, signed on its own. A golden
// export with a chat section added must verify, its game part byte for byte unchanged, and any changed byte of
// the section must be refused.
const DIR = new URL('../golden/', import.meta.url);
const text = readFileSync(new URL('schwimmen-two-players.json', DIR), 'utf8');
const goldenKeys = JSON.parse(readFileSync(new URL('schwimmen-two-players.jwks', DIR), 'utf8')) as { keys: JWK[] };

async function withChat(messages: ExportedChatMessage[]) {
  const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const jwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(jwk);
  const { events, chat: _none, ...head } = parseExport(text) as ExportDocument;
  const signature = await signClaims(
    { kid, key: privateKey },
    CHAT_TYPE,
    { matchId: head.match.id, messages: messages.length, chatHash: chatHash(messages) },
    new Date(),
  );
  return {
    plain: renderExport(head, events),
    exported: renderExport(head, events, { messages, signature }),
    jwks: { keys: [...goldenKeys.keys, { ...jwk, kid, alg: 'EdDSA', use: 'sig' }] },
  };
}

const message = (id: number, seat: number | null, text: string): ExportedChatMessage => ({
  id,
  sender:
    seat === null
      ? {
          id: 'player-5d1f0a2b-7c3e-4f6a-8b9d-0e1f2a3b4c5d',
          kind: 'spectator',
          seat: null,
          name: 'Kiebitz',
          playerId: '5d1f0a2b-7c3e-4f6a-8b9d-0e1f2a3b4c5d',
        }
      : { id: `seat-${seat}`, kind: 'seat', seat, name: `P${seat}`, playerId: null },
  createdAt: `2026-11-24T10:00:0${id}.000Z`,
  text,
});

describe('the chat section of an export', () => {
  it('leaves the game part as it was and verifies, with its own signature', async () => {
    const { plain, exported, jwks } = await withChat([
      message(1, 0, 'Servus!'),
      message(2, null, 'Grüß Gott "alle" \\ 🂡'),
      message(4, 1, 'gg'),
    ]);
    expect(plain).toBe(text);
    expect(exported.startsWith(text.replace(/\]\}\n$/, ''))).toBe(true);
    expect(JSON.parse(exported).chat.messages).toHaveLength(3);
    await expect(verifyExport(exported)).resolves.toMatchObject({ ok: true, chatMessages: 3, headHash: JSON.parse(text).headHash });
    const report = await auditExport(exported, { jwks });
    expect(report.checks.map((c) => [c.check, c.ok])).toEqual([
      ['export', true],
      ['bot moves', true],
      ['signature', true],
      ['chat', true],
    ]);
    // Without the chat's key the section is reported, not trusted; the golden's own key set does not sign it.
    expect((await auditExport(exported, { jwks: goldenKeys })).checks.at(-1)).toMatchObject({ check: 'chat', ok: false });
    await expect(verifyExport(text)).resolves.toMatchObject({ ok: true, chatMessages: 0 });
  });

  it('refuses an export in which any byte of the chat section changed, naming the chat', async () => {
    const { exported, jwks } = await withChat([message(1, 0, 'Servus!'), message(2, null, 'Hallo')]);
    const bytes = Buffer.from(exported, 'utf8');
    const from = Buffer.byteLength(text.replace(/\]\}\n$/, ''), 'utf8');
    let checked = 0;
    for (let position = from; position < bytes.length; position++) {
      for (const flip of [1, 0x20, 0x41]) {
        const damaged = Buffer.from(bytes);
        damaged[position] ^= flip;
        const report = await auditExport(damaged, { jwks });
        const failed = report.checks.find((c) => c.ok === false);
        if (report.ok || !failed || !/chat|line \d+/.test(`${failed.check} ${failed.detail}`)) {
          throw new Error(
            `byte ${position} ^ ${flip} (${JSON.stringify(exported.slice(Math.max(0, position - 20), position + 20))}): ${JSON.stringify(report.checks)}`,
          );
        }
        checked++;
      }
    }
    expect(checked).toBe((bytes.length - from) * 3);
  }, 300_000);

  it('refuses messages out of order or of the wrong shape, even when signed', async () => {
    for (const [messages, field] of [
      [[message(2, 0, 'b'), message(1, 1, 'a')], 'chat.messages.2.id'],
      [[{ ...message(1, 0, 'a'), text: 5 }], 'chat.messages.1.text'],
      [[{ ...message(1, 0, 'a'), sender: 'seat-0' }], 'chat.messages.1.sender'],
    ] as [ExportedChatMessage[], string][]) {
      const { exported } = await withChat(messages);
      await expect(verifyExport(exported)).resolves.toMatchObject({ ok: false, field });
    }
  });
});
