// The export format's test vectors (docs/export-vectors/): a small recorded match of Bauernschnapsen
// (test/golden/bauernschnapsen-options.json), signed again with a published test key, and exports derived from it
// that a verifier must refuse. What each must give is written by hand in docs/export-vectors/vectors.json;
// test/audit/export-vectors.spec.ts checks that these files are what this module makes and that both verifiers
// give what vectors.json says.
//   node --import ./test/support/ts-loader.mjs test/audit/export-vectors.ts   (writes the files)
import { createHash, createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chatHash, eventHash, genesisHash } from '../../src/audit/chain.js';
import {
  parseExport,
  renderExport,
  type ExportDocument,
  type ExportedChatMessage,
  type ExportHead,
} from '../../src/audit/export-format.js';
import { headerOf } from '../../src/audit/integrity.js';
import { CHAT_TYPE, HEAD_TYPE, RECEIPT_TYPE, signClaims, type SigningKey } from '../../src/audit/signing.js';

export const VECTORS = new URL('../../docs/export-vectors/', import.meta.url);
const BASE = new URL('../golden/bauernschnapsen-options.json', import.meta.url);
const BASE_V1 = new URL('../golden/v1/bauernschnapsen-options.json', import.meta.url);

/** An Ed25519 key whose 32 private bytes are SHA-256 of a published phrase: for test vectors only, never to be trusted. */
export function testKey(
  phrase: string,
): SigningKey & { jwk: { kty: 'OKP'; crv: 'Ed25519'; x: string; kid: string; alg: 'EdDSA'; use: 'sig' } } {
  const seed = createHash('sha256').update(phrase).digest();
  const key: KeyObject = createPrivateKey({
    key: Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), seed]),
    format: 'der',
    type: 'pkcs8',
  });
  const { x } = createPublicKey(key).export({ format: 'jwk' }) as { x: string };
  // RFC 7638: the SHA-256 of the required members in lexical order, base64url.
  const kid = createHash('sha256')
    .update(JSON.stringify({ crv: 'Ed25519', kty: 'OKP', x }))
    .digest('base64url');
  return { kid, key, jwk: { kty: 'OKP', crv: 'Ed25519', x, kid, alg: 'EdDSA', use: 'sig' } };
}

export const SERVICE_KEY = testKey('kartenrunde export vectors: the service key');
export const OTHER_KEY = testKey('kartenrunde export vectors: a key the service never used');

type Doc = ExportDocument;
const clone = (doc: Doc): Doc => JSON.parse(JSON.stringify(doc)) as Doc;
const lastSecond = (doc: Doc) => new Date(doc.events.at(-1)!.at);

/** The chain computed again from the header (salt and all are public once the match ended), and the head after it. */
export function rechain(doc: Doc): Doc {
  const { match } = doc;
  const key = { version: 2 as const, salt: match.salt! };
  let previous = genesisHash({ ...headerOf(match), createdAt: match.createdAt, timeControl: match.timeControl }, 2);
  doc.events = doc.events.map((event, i) => {
    const body = { ...event, sequence: i + 1 };
    previous = eventHash(key, previous, body);
    return { ...body, hash: previous };
  });
  doc.headHash = previous;
  doc.version = doc.events.length;
  return doc;
}

/** The head signed by `signer`, naming `claims` (this head's unless told otherwise). */
export function sign(doc: Doc, signer: SigningKey, claims: Partial<{ headHash: string; version: number }> = {}): Doc {
  const head = {
    matchId: doc.match.id,
    version: doc.version,
    headHash: doc.headHash!,
    seedCommitment: doc.match.seedCommitment,
    ended: true,
    ...claims,
  };
  doc.signature = signClaims(signer, HEAD_TYPE, head, lastSecond(doc));
  return doc;
}

export const render = (doc: Doc): string => {
  const { events, chat, ...head } = doc;
  return renderExport(head as ExportHead, events, chat);
};

/** Line `n` (1-based) of `text` changed by `change`. */
const onLine = (text: string, n: number, change: (line: string) => string): string => {
  const lines = text.split('\n');
  lines[n - 1] = change(lines[n - 1]);
  return lines.join('\n');
};

/** Every file of docs/export-vectors/ but vectors.json and README.md, by name. */
export function makeVectors(): Map<string, string | Buffer> {
  const base = parseExport(readFileSync(BASE)) as Doc;
  const valid = sign(clone(base), SERVICE_KEY);
  const text = render(valid);
  const files = new Map<string, string | Buffer>();
  const add = (name: string, content: string | Buffer) => files.set(name, content);

  add('keys.jwks', JSON.stringify({ keys: [SERVICE_KEY.jwk] }, null, 2) + '\n');
  add('valid.json', text);
  add('valid-v1.json', readFileSync(BASE_V1, 'utf8'));
  const receipt = (version: number, headHash: string) =>
    signClaims(
      SERVICE_KEY,
      RECEIPT_TYPE,
      { matchId: valid.match.id, version, headHash, at: valid.events[version - 1].at },
      new Date(valid.events[version - 1].at),
    ) + '\n';
  add('receipt-9.jws', receipt(9, valid.events[8].hash!));
  add('receipt-other-history.jws', receipt(9, createHash('sha256').update('another history').digest('hex')));

  const messages: ExportedChatMessage[] = [
    {
      id: 1,
      sender: { id: 'seat-0', kind: 'seat', seat: 0, name: 'P0', playerId: null },
      createdAt: '2026-11-23T20:00:23.300Z',
      text: 'Servus! Gut Blatt.',
    },
    {
      id: 3,
      sender: { id: 'seat-2', kind: 'seat', seat: 2, name: 'P2', playerId: null },
      createdAt: '2026-11-23T20:00:24.000Z',
      text: 'Grüß Gott "alle" \\ 🂡',
    },
  ];
  const chatSignature = (list: ExportedChatMessage[]) =>
    signClaims(SERVICE_KEY, CHAT_TYPE, { matchId: valid.match.id, messages: list.length, chatHash: chatHash(list) }, lastSecond(valid));
  const withChat = render({ ...clone(valid), chat: { messages, signature: chatSignature(messages) } });
  add('valid-chat.json', withChat);
  add('chat-edited.json', withChat.replace('Servus! Gut Blatt.', 'Servus! Gut Blatt!'));

  // The file's form: every byte of a valid export is the only spelling of its content.
  add('no-final-newline.json', text.slice(0, -1));
  add('extra-empty-line.json', text + '\n');
  add('byte-order-mark.json', '\uFEFF' + text);
  add('crlf.json', text.replaceAll('\n', '\r\n'));
  add(
    'trailing-space.json',
    onLine(text, 3, (line) => line + ' '),
  );
  add(
    'not-canonical.json',
    onLine(text, 3, (line) => line.replace('"data":{', '"data": {')),
  );
  add(
    'members-reordered.json',
    onLine(text, 3, (line) => line.replace(/^\{"at":("[^"]*"),"data":(\{[^}]*\}),/, '{"data":$2,"at":$1,')),
  );
  const bytes = Buffer.from(text, 'utf8');
  const p1 = bytes.indexOf('"name":"P1"', bytes.indexOf(0x0a)) + '"name":"P'.length;
  add('invalid-utf8.json', Buffer.concat([bytes.subarray(0, p1), Buffer.from([0xc3]), bytes.subarray(p1 + 1)]));
  // An event member no hash covers: the format defines every member, so this is refused although the chain holds.
  add(
    'extra-member.json',
    onLine(text, 3, (line) => line.replace('"metadata":{}', '"metadata":{},"note":"x"')),
  );

  // The chain, the seed and the head.
  add(
    'event-changed.json',
    onLine(text, 7, (line) => line.replace('"rufer":0', '"rufer":1')),
  );
  add(
    'event-removed.json',
    text
      .split('\n')
      .filter((_, i) => i !== 11)
      .join('\n'),
  );
  add(
    'seed-changed.json',
    onLine(text, 1, (line) => line.replace(/"seed":"[^"]*"/, '"seed":"4711"')),
  );
  add(
    'salt-changed.json',
    onLine(text, 1, (line) => line.replace(/"salt":"(.)/, (_m, c: string) => `"salt":"${c === '0' ? '1' : '0'}`)),
  );
  add(
    'players-changed.json',
    onLine(text, 1, (line) => line.replace('"name":"P0"', '"name":"Anna"')),
  );
  add(
    'version-changed.json',
    onLine(text, 1, (line) => line.replace(/"version":22/, '"version":21')),
  );

  // Signatures.
  add('signature-of-another-head.json', render(sign(clone(valid), SERVICE_KEY, { version: 21, headHash: valid.events[20].hash! })));
  const [h, p, s] = valid.signature.split('.');
  add('signature-changed.json', render({ ...clone(valid), signature: `${h}.${p}.${s[0] === 'A' ? 'B' : 'A'}${s.slice(1)}` }));
  // The auditor's trap: the match renamed, its chain computed again and signed with a key of the forger's own.
  const renamed = clone(valid);
  renamed.match.id = '00000000-0000-4000-8000-000000000000';
  add('forged-renamed-resigned.json', render(sign(rechain(renamed), OTHER_KEY)));

  // What only the replay finds: a history that breaks the rules, chained and signed with the service's own key.
  const illegal = clone(valid);
  const move = illegal.events[17] as { data: { card: string }; metadata: { command: { action: { card: string } } } };
  move.data.card = 'SK';
  move.metadata.command.action.card = 'SK';
  add('rules-broken-signed.json', render(sign(rechain(illegal), SERVICE_KEY)));
  const resulted = clone(valid);
  (resulted.result as { outcome: { summary: string } }).outcome.summary = 'Seats 1 and 3 won the match (Bummerl marks 2:0).';
  add('result-changed-signed.json', render(resulted));
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [name, content] of makeVectors()) writeFileSync(new URL(name, VECTORS), content);
  console.log(`docs/export-vectors: ${makeVectors().size} files`);
}
