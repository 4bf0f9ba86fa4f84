import { chainRules, type ChainHeader, type ChainKey, type Hasher } from './chain-rules.js';
import {
  EXPORT_FORMAT,
  ExportDamaged,
  parseExport,
  type ExportDocument,
  type ExportDocumentV1,
  type ExportedEvent,
} from './export-format.js';

/**
 * The part of verifying an export (docs/export-format.md, "Verifying an export") that needs no game engine and no
 * key: its form, the revealed seed and salt against the seed commitment, and the hash chain from the header to the
 * head. Pure and asynchronous, with the hashing passed in: `npm run verify` and the verifier package (audit.ts)
 * give it node:crypto, the web client's audit page gives it Web Crypto, so all check with this code.
 */
export type AuditCrypto = Hasher<Promise<string>>;

/**
 * Where a check failed: an event (by sequence), or a member of the export's head or chat section (`field`), or the
 * export as a whole; with the line (1-based) that holds it when one line is to blame.
 */
export type IntegrityVerdict =
  { ok: true; matchId: string; game: string; events: number; headHash: string; chainVersion: number } | IntegrityFailure;
export type IntegrityFailure = {
  ok: false;
  event: { sequence: number; type: string } | null;
  field?: string;
  line?: number;
  reason: string;
};

export class Failure extends Error {
  constructor(
    readonly event: { sequence: number; type: string } | null,
    reason: string,
    readonly field?: string,
    readonly line?: number,
  ) {
    super(reason);
  }
}

/** Fails at an event; event n is on line n + 1. */
export const fail = (event: Pick<ExportedEvent, 'sequence' | 'type'> | null, reason: string): never => {
  throw new Failure(
    event ? { sequence: event.sequence, type: event.type } : null,
    reason,
    undefined,
    event ? event.sequence + 1 : undefined,
  );
};
/** Fails at a member of the head (on line 1 unless told otherwise) or of the chat section. */
export const failHead = (field: string, reason: string, line: number | undefined = 1): never => {
  throw new Failure(null, reason, field, line);
};

export type Kind = 'string' | 'integer' | 'boolean' | 'object' | 'array' | 'any';
/** The members each part of an export has, and no others (a member the checks ignored could change unnoticed). */
const HEAD_MEMBERS = {
  2: ['complete', 'format', 'headHash', 'match', 'result', 'signature', 'version'],
  1: ['complete', 'format', 'headHash', 'match', 'result'],
};
const MATCH_MEMBERS = {
  2: [
    'chainVersion',
    'createdAt',
    'dealingMode',
    'game',
    'id',
    'options',
    'players',
    'presets',
    'rulesVersion',
    'salt',
    'seats',
    'seed',
    'seedCommitment',
    'timeControl',
    'title',
  ],
  1: [
    'createdAt',
    'dealingMode',
    'game',
    'id',
    'options',
    'players',
    'presets',
    'rulesVersion',
    'seats',
    'seed',
    'seedCommitment',
    'title',
  ],
};
const EVENT_MEMBERS = ['at', 'data', 'hash', 'metadata', 'sequence', 'type'];
const RESULT_MEMBERS = ['aborted', 'outcome', 'standings'];
const HEAD_SHAPE: Record<string, Kind[]> = {
  complete: ['boolean'],
  version: ['integer'],
  headHash: ['string'],
  result: ['object'],
  signature: ['string'],
};
const MATCH_SHAPE: Record<string, Kind[]> = {
  id: ['string'],
  game: ['string'],
  title: ['string'],
  rulesVersion: ['integer'],
  options: ['object'],
  seats: ['integer'],
  players: ['array'],
  dealingMode: ['string'],
  presets: ['array'],
  seedCommitment: ['string'],
  seed: ['string'],
  salt: ['string'],
  chainVersion: ['integer'],
  timeControl: ['object'],
  createdAt: ['string'],
};
const EVENT_SHAPE: Record<string, Kind[]> = {
  sequence: ['integer'],
  type: ['string'],
  data: ['any'],
  metadata: ['object'],
  at: ['string'],
  hash: ['string'],
};
/** Members that may be null (a running match's export, a missing time control, a format 1 export's metadata). */
const NULLABLE = new Set(['headHash', 'result', 'presets', 'seed', 'salt', 'timeControl', 'hash', 'metadata']);

export function kindOf(value: unknown): Kind {
  if (Array.isArray(value)) return 'array';
  if (Number.isInteger(value)) return 'integer';
  if (typeof value === 'string') return 'string';
  if (typeof value === 'boolean') return 'boolean';
  return typeof value === 'object' ? 'object' : 'any';
}

/** Every member the checks read has the type they expect, so a damaged export is refused, never crashes the verifier. */
export function checkShape(doc: ExportDocument | ExportDocumentV1): void {
  const v1 = doc.format !== EXPORT_FORMAT;
  const { events: _events, chat: _chat, ...head } = doc as ExportDocument;
  exactMembers(head, HEAD_MEMBERS[v1 ? 1 : 2], (key) => failHead(key, `The head has a member "${key}" that its format does not define.`));
  const check = (value: Record<string, unknown>, shape: Record<string, Kind[]>, name: (key: string) => string, skip: string[]) => {
    for (const [key, kinds] of Object.entries(shape)) {
      if (skip.includes(key)) continue;
      const member = value[key];
      if (member === null && NULLABLE.has(key)) continue;
      if (!kinds.includes('any') && (member === undefined || !kinds.includes(kindOf(member))))
        failHead(name(key), `"${name(key)}" must be ${kinds.join(' or ')}.`);
    }
  };
  check(doc as unknown as Record<string, unknown>, HEAD_SHAPE, (k) => k, v1 ? ['version', 'signature'] : []);
  if (kindOf(doc.match) !== 'object' || doc.match === null) failHead('match', '"match" must be an object.');
  check(
    doc.match as unknown as Record<string, unknown>,
    MATCH_SHAPE,
    (k) => `match.${k}`,
    v1 ? ['salt', 'chainVersion', 'timeControl'] : [],
  );
  exactMembers(doc.match, MATCH_MEMBERS[v1 ? 1 : 2], (key) =>
    failHead(`match.${key}`, `"match" has a member "${key}" that the format does not define.`),
  );
  if (doc.result !== null) {
    exactMembers(doc.result, RESULT_MEMBERS, (key) =>
      failHead(`result.${key}`, `"result" has a member "${key}" that the format does not define.`),
    );
    if ('aborted' in doc.result && doc.result.aborted !== true) failHead('result.aborted', '"result.aborted" is true or absent.');
  }
  if (doc.match.seats < 1 || doc.match.seats > 16) failHead('match.seats', '"match.seats" is out of range.');
  doc.events.forEach((event, i) => {
    if (kindOf(event) !== 'object' || event === null) fail({ sequence: i + 1, type: 'unreadable' }, 'An event must be an object.');
    for (const [key, kinds] of Object.entries(EVENT_SHAPE)) {
      const member = (event as unknown as Record<string, unknown>)[key];
      if (member === null && NULLABLE.has(key)) continue;
      if (!kinds.includes('any') && (member === undefined || !kinds.includes(kindOf(member)))) {
        fail(
          { sequence: i + 1, type: typeof event.type === 'string' ? event.type : 'unreadable' },
          `Its "${key}" must be ${kinds.join(' or ')}.`,
        );
      }
    }
    exactMembers(event, EVENT_MEMBERS, (key) =>
      fail({ sequence: i + 1, type: event.type }, `It has a member "${key}" that the format does not define.`),
    );
  });
}

/** Calls `extra` with the first member of `value` that `members` does not list. */
export function exactMembers(value: object, members: readonly string[], extra: (key: string) => void): void {
  const unknown = Object.keys(value).find((key) => !members.includes(key));
  if (unknown !== undefined) extra(unknown);
}

/** The members of the chain's header that both formats name alike. */
export function headerOf(match: ExportDocument['match'] | ExportDocumentV1['match']): ChainHeader {
  const { id: matchId, game, rulesVersion, options, seats, dealingMode, seedCommitment, presets } = match;
  return { matchId, game, rulesVersion, options, seats, dealingMode, seedCommitment, presets: presets ?? [] };
}

/** The export read from its bytes (or its text): a damaged form fails naming its line. */
export function parse(input: string | Uint8Array): ExportDocument | ExportDocumentV1 {
  try {
    return parseExport(input);
  } catch (error) {
    if (!(error instanceof ExportDamaged)) throw error;
    const line = error.line ?? undefined;
    if (error.where === 'head') return failHead('format', error.message, line);
    if ('chat' in error.where) return failHead(`chat.messages.${error.where.chat}`, error.message, line);
    // The line is damaged, so its own sequence cannot be trusted: events are numbered from 1 in order.
    throw new Failure({ sequence: error.where.event, type: 'unreadable' }, error.message, undefined, line);
  }
}

/** Each event's hash from the previous one (the first from the genesis hash), and the head hash after the last. */
async function checkChain(
  crypto: AuditCrypto,
  events: readonly ExportedEvent[],
  genesis: string,
  key: ChainKey,
  headHash: string | null,
): Promise<void> {
  const rules = chainRules(crypto);
  let previous = genesis;
  for (const [i, event] of events.entries()) {
    if (event.sequence !== i + 1) fail({ sequence: i + 1, type: event.type }, `Event ${i + 1} carries sequence ${event.sequence}.`);
    const expected = await rules.eventHash(key, previous, event);
    if (expected !== event.hash) fail(event, 'Its hash does not match its content and the previous hash.');
    previous = expected;
  }
  if (previous !== headHash) {
    if (events.length > 0) fail(events.at(-1)!, 'The head hash is not the hash of the last event.');
    else failHead('headHash', 'The head hash is not the genesis hash.');
  }
}

/** The chain key, the seed against its commitment, then the chain (format 2 covers the creation time and time control too). */
export async function checkSeedAndChain(crypto: AuditCrypto, doc: ExportDocument | ExportDocumentV1): Promise<ChainKey> {
  const { match } = doc;
  if (doc.complete !== true || match.seed === null || match.presets === null) {
    failHead('complete', 'This is the export of a running match (events redacted, no seed): it can be verified once the match has ended.');
  }
  const rules = chainRules(crypto);
  if (doc.format !== EXPORT_FORMAT) {
    const key: ChainKey = { version: 1 };
    if ((await rules.seedCommitment(key, match.seed!)) !== match.seedCommitment)
      failHead('match.seed', 'SHA-256 of the revealed seed is not the seed commitment published at creation.');
    await checkChain(crypto, doc.events, await rules.genesisHash(headerOf(match), 1), key, doc.headHash);
    return key;
  }
  const v2 = doc.match;
  const key: ChainKey =
    v2.chainVersion === 1
      ? { version: 1 }
      : v2.chainVersion === 2 && /^[0-9a-f]{64}$/.test(v2.salt ?? '')
        ? { version: 2, salt: v2.salt! }
        : failHead('match.salt', 'A version 2 chain needs its salt: 64 lowercase hex digits.');
  if (key.version === 1 && v2.salt !== null) failHead('match.salt', 'A version 1 chain has no salt.');
  if ((await rules.seedCommitment(key, v2.seed!)) !== v2.seedCommitment)
    failHead('match.seed', 'The revealed seed and salt do not give the seed commitment published at creation.');
  const covered = key.version === 2 ? { createdAt: v2.createdAt, timeControl: v2.timeControl } : {};
  await checkChain(crypto, doc.events, await rules.genesisHash({ ...headerOf(v2), ...covered }, key.version), key, doc.headHash);
  if (doc.version !== doc.events.length)
    failHead('version', `The export says version ${doc.version} but holds ${doc.events.length} events.`);
  return key;
}

/** Runs `check`; a failure becomes the verdict naming where it is. */
export async function verdictOf<T>(check: () => Promise<T>): Promise<T | Extract<IntegrityVerdict, { ok: false }>> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof Failure) {
      return {
        ok: false,
        event: error.event,
        ...(error.field ? { field: error.field } : {}),
        ...(error.line ? { line: error.line } : {}),
        reason: error.message,
      };
    }
    throw error;
  }
}

/**
 * The form, the seed commitment and the hash chain of an export (no replay, no signatures). Given the file's bytes
 * it also holds them to UTF-8 and to having no byte order mark, which a decoded string can no longer show.
 */
export function checkIntegrity(input: string | Uint8Array, crypto: AuditCrypto): Promise<IntegrityVerdict> {
  return verdictOf(async () => {
    const doc = parse(input);
    checkShape(doc);
    const key = await checkSeedAndChain(crypto, doc);
    return {
      ok: true as const,
      matchId: doc.match.id,
      game: doc.match.game,
      events: doc.events.length,
      headHash: doc.headHash!,
      chainVersion: key.version,
    };
  });
}

/** Where a failed verdict points, in words: the line, then the event or member on it. */
export function where(verdict: { event: { sequence: number; type: string } | null; field?: string; line?: number }): string {
  const line = verdict.line ? `line ${verdict.line}, ` : '';
  if (verdict.event) return `${line}event ${verdict.event.sequence} (${verdict.event.type})`;
  if (verdict.field?.startsWith('chat.')) return `${line}the chat section's "${verdict.field.slice('chat.'.length)}"`;
  // "format": the form of the file or of a line that could not be read as the head, an event or a message.
  if (verdict.field === 'format' && verdict.line) return `line ${verdict.line} (the export's form)`;
  if (verdict.field) return `${line}the head's "${verdict.field}"`;
  return verdict.line ? `line ${verdict.line}` : 'the export';
}
