import { decodeJwt, type JSONWebKeySet } from 'jose';
import { RuleViolation } from '../engine/core/errors.js';
import type { Command, Game, GameEvent } from '../engine/core/game.js';
import { findGame } from '../engine/registry.js';
import { BotMoveCheck, describeBotMoves, type BotMoves } from './bot-moves.js';
import { canonicalJson, chatHash, nodeAuditCrypto } from './chain.js';
import { EXPORT_FORMAT, parseExport, type ExportDocument, type ExportDocumentV1, type ExportedEvent } from './export-format.js';
import { checkSeedAndChain, checkShape, fail, failHead, Failure, kindOf, parse, verdictOf, where, type AuditCrypto, type Kind } from './integrity.js';
import { abortAgreed, abortVoters, evolveLife, initialLife, isServiceEventType, seatedCount } from './life.js';
import { seatHolders } from './players.js';
import { CHAT_TYPE, HEAD_TYPE, RECEIPT_TYPE, SignatureInvalid, verifySigned, type ChatClaims, type HeadClaims, type ReceiptClaims } from './signing.js';


/** Where a check failed: an event (by sequence), or a member of the export's head (`field`), or the export as a whole. */
export type Verdict =
  | {
      ok: true;
      matchId: string;
      game: string;
      events: number;
      headHash: string;
      summary: string;
      chainVersion: number;
      /** Messages in the export's chat section (0 without one); they are not part of the chain. */
      chatMessages: number;
      /** The bots' moves re-computed (bot-moves.ts). */
      botMoves: BotMoves;
    }
  | { ok: false; event: { sequence: number; type: string } | null; field?: string; reason: string };

/**
 * Checks an export (README, "Verifying a match") without any key: its form, the seed and salt against the
 * commitment, the hash chain from the header, who sat where and the title against the events, every batch of
 * events decided again by the engine from the recorded command (which re-deals every hand from the seed or the
 * presets), the recorded result, and that the signed head names this export's head. Names the first failure.
 * `auditExport` adds the signature and receipts.
 */
export function verifyExport(text: string, crypto: AuditCrypto = nodeAuditCrypto): Promise<Verdict> {
  return verdictOf(async () => {
    const doc = parse(text);
    return doc.format === EXPORT_FORMAT ? verifyV2(doc, crypto) : verifyV1(doc, crypto);
  });
}

async function verifyV2(doc: ExportDocument, crypto: AuditCrypto): Promise<Verdict> {
  checkShape(doc);
  const { match } = doc;
  const key = await checkSeedAndChain(crypto, doc);
  const game = gameOf(match.game, match.rulesVersion);
  if (match.title !== game.title) failHead('match.title', `The title of ${game.id} is "${game.title}".`);
  const holders = seatHolders(match.seats, doc.events);
  if (canonicalJson(holders) !== canonicalJson(match.players)) {
    failHead('match.players', `The events seat ${canonicalJson(holders)}, not the players the head names.`);
  }
  const { summary, botMoves } = checkReplay(game, doc, match.seed!, match.presets!);
  checkHeadClaims(doc);
  if (doc.chat) checkChat(doc);
  return {
    ok: true,
    matchId: match.id,
    game: game.id,
    events: doc.events.length,
    headHash: doc.headHash!,
    summary,
    chainVersion: key.version,
    chatMessages: doc.chat?.messages.length ?? 0,
    botMoves,
  };
}

/** Format 1: the header outside the chain is checked where the events allow (names, title); the rest is as it was. */
async function verifyV1(doc: ExportDocumentV1, crypto: AuditCrypto): Promise<Verdict> {
  checkShape(doc);
  const { match } = doc;
  await checkSeedAndChain(crypto, doc);
  const game = gameOf(match.game, match.rulesVersion);
  if (match.title !== game.title) failHead('match.title', `The title of ${game.id} is "${game.title}".`);
  const names = seatHolders(match.seats, doc.events).map((h) => ({ seat: h.seat, name: h.name }));
  if (canonicalJson(names) !== canonicalJson(match.players)) failHead('match.players', `The events seat ${canonicalJson(names)}, not the players the head names.`);
  const { summary, botMoves } = checkReplay(game, doc, match.seed!, match.presets ?? []);
  return { ok: true, matchId: match.id, game: game.id, events: doc.events.length, headHash: doc.headHash, summary, chainVersion: 1, chatMessages: 0, botMoves };
}

function gameOf(id: string, rulesVersion: number): Game {
  return findGame(id, rulesVersion) ?? failHead('match.rulesVersion', `This verifier does not host rules version ${rulesVersion} of the game "${id}".`);
}

/**
 * Decides every recorded command again, compares the events it yields with the recorded ones, then the result;
 * a bot's move is also chosen again by that bot (bot-moves.ts).
 */
function checkReplay(
  game: Game,
  doc: { events: ExportedEvent[]; result: unknown; match: { seats: number; options: unknown } },
  seed: string,
  presets: unknown[],
): { summary: string; botMoves: BotMoves } {
  let state = game.initialState({ players: doc.match.seats, options: doc.match.options as never, seed, presets });
  const bots = new BotMoveCheck(game, seed, doc.match.seats);
  let expected: GameEvent[] = [];
  let life = initialLife(doc.match.seats);
  let started = false;
  const seen: ExportedEvent[] = [];
  for (const event of doc.events) {
    if (life.aborted) fail(event, 'The match was aborted: no event may follow MatchAborted.');
    if (isServiceEventType(event.type)) {
      if (expected.length > 0) fail(event, `The command's batch is incomplete: ${expected[0].type} was expected here.`);
      checkLife(event, life, started, seatHolders(doc.match.seats, seen).map((h) => h.bot));
      life = evolveLife(game.id, life, event);
      seen.push(event);
      continue;
    }
    started = true;
    seen.push(event);
    life = evolveLife(game.id, life, event);
    const metadata = (event.metadata ?? {}) as { command?: Command; bot?: unknown; botVersion?: unknown };
    const command = metadata.command;
    if (command !== undefined) {
      if (expected.length > 0) fail(event, `The previous command's batch is incomplete: ${expected[0].type} was expected here.`);
      const botChoice = bots.mismatch(metadata, command, state, event.sequence - 1);
      if (botChoice !== null) fail(event, `The ${String(metadata.bot)} bot (version ${String(metadata.botVersion)}) chooses ${botChoice} here, not the recorded action.`);
      try {
        expected = game.decide(command, state);
      } catch (error) {
        if (error instanceof Failure) throw error;
        const reason = error instanceof RuleViolation ? error.message : `it is not a command of this game (${String(error)})`;
        fail(event, `The engine refuses the recorded command: ${reason}`);
      }
    }
    const next = expected.shift() ?? fail(event, 'No recorded command produces this event.');
    if (canonicalJson(next) !== canonicalJson({ type: event.type, data: event.data })) {
      fail(event, `The engine decides ${canonicalJson(next)} here.`);
    }
    state = game.evolve(state, next);
    bots.observe(next, state);
  }
  if (expected.length > 0) fail(doc.events.at(-1) ?? null, `The last command's batch is incomplete: ${expected[0].type} is missing.`);
  if (life.aborted) {
    const recorded = canonicalJson(doc.result);
    const replayed = canonicalJson({ outcome: null, standings: game.standings(state), aborted: true });
    if (recorded !== replayed) failHead('result', `The recorded result ${recorded} differs from the replayed result ${replayed}.`);
    return { summary: 'Aborted by agreement before a card was played: no result.', botMoves: bots.result() };
  }
  const outcome = game.outcome(state);
  if (outcome === null) fail(doc.events.at(-1) ?? null, 'The events do not end the match.');
  const recorded = canonicalJson(doc.result);
  const replayed = canonicalJson({ outcome, standings: game.standings(state) });
  if (recorded !== replayed) failHead('result', `The recorded result ${recorded} differs from the replayed result ${replayed}.`);
  return { summary: outcome!.summary, botMoves: bots.result() };
}

/**
 * The match's life (audit/life.ts) as the service allows it: a seat is left only before the match started and
 * only while taken; abort votes only while the match runs and no card was played, one agreement per seat, a
 * refusal only of an open proposal; MatchAborted only once every seat a person holds agreed.
 */
function checkLife(event: ExportedEvent, life: ReturnType<typeof initialLife>, started: boolean, bots: (string | null)[]): void {
  const seat = (event.data as { seat?: unknown } | null)?.seat;
  switch (event.type) {
    case 'PlayerJoined':
      if (started) fail(event, 'A seat is taken only before the match starts.');
      if (typeof seat !== 'number' || life.seated[seat] !== false) fail(event, 'This seat is not free.');
      return;
    case 'PlayerLeft':
      if (started) fail(event, 'A seat is left only before the match starts.');
      if (typeof seat !== 'number' || life.seated[seat] !== true) fail(event, 'This seat is not taken.');
      return;
    case 'AbortVoted': {
      const { abort } = event.data as { abort?: unknown };
      if (!started || seatedCount(life) < life.seated.length) fail(event, 'An abort is voted on only while the match runs.');
      if (life.played) fail(event, 'A card has been played: the match can no longer be aborted.');
      if (typeof seat !== 'number' || seat < 0 || seat >= life.seated.length || typeof abort !== 'boolean') fail(event, 'An abort vote names a seat and "abort".');
      if (abort ? life.abortVotes?.includes(seat as number) : life.abortVotes === null) fail(event, abort ? 'This seat has already agreed.' : 'No abort was proposed.');
      return;
    }
    case 'MatchAborted': {
      const voters = abortVoters(bots);
      if (life.played || !abortAgreed(life.abortVotes ?? [], voters)) fail(event, 'Not every seat held by a person agreed to abort the match.');
      if (canonicalJson(event.data) !== canonicalJson({ seats: voters })) fail(event, `MatchAborted names the seats ${canonicalJson({ seats: voters })}.`);
      return;
    }
  }
}

/** The signed head must name exactly this export's head (its signature is checked by `auditExport`). */
function checkHeadClaims(doc: ExportDocument): void {
  let claims: Record<string, unknown>;
  try {
    claims = decodeJwt(doc.signature);
  } catch {
    return failHead('signature', 'The signature is not a compact JWS.');
  }
  const expected: HeadClaims = { matchId: doc.match.id, version: doc.version, headHash: doc.headHash!, seedCommitment: doc.match.seedCommitment, ended: true };
  const signed = Object.fromEntries(Object.keys(expected).map((k) => [k, claims[k]]));
  if (canonicalJson(signed) !== canonicalJson(expected)) failHead('signature', `The signed head ${canonicalJson(signed)} is not this export's head.`);
}

const CHAT_MESSAGE_SHAPE: Record<string, Kind[]> = { id: ['integer'], sender: ['object'], createdAt: ['string'], text: ['string'] };
const CHAT_SENDER_SHAPE: Record<string, Kind[]> = { id: ['string'], kind: ['string'], seat: ['integer'], name: ['string'], playerId: ['string'] };
const CHAT_NULLABLE = new Set(['seat', 'playerId']);

/**
 * The chat section (not part of the chain): every message has its members' types, ids increase, and the signed
 * claims name exactly these messages of this match (their signature is checked by `auditExport`).
 */
function checkChat(doc: ExportDocument): void {
  const { messages, signature } = doc.chat!;
  let previous = 0;
  messages.forEach((message, i) => {
    const field = `chat.messages.${i + 1}`;
    if (kindOf(message) !== 'object' || message === null) failHead(field, 'A chat message must be an object.');
    const check = (value: Record<string, unknown>, shape: Record<string, Kind[]>, prefix: string) => {
      for (const [key, kinds] of Object.entries(shape)) {
        const member = value[key];
        if (member === null && CHAT_NULLABLE.has(key)) continue;
        if (member === undefined || !kinds.includes(kindOf(member))) failHead(`${prefix}.${key}`, `"${prefix}.${key}" must be ${kinds.join(' or ')}.`);
      }
    };
    check(message as unknown as Record<string, unknown>, CHAT_MESSAGE_SHAPE, field);
    if (kindOf(message.sender) !== 'object' || message.sender === null) failHead(`${field}.sender`, `"${field}.sender" must be an object.`);
    check(message.sender as unknown as Record<string, unknown>, CHAT_SENDER_SHAPE, `${field}.sender`);
    if (message.id <= previous) failHead(`${field}.id`, `Chat message ids must increase: ${message.id} follows ${previous}.`);
    previous = message.id;
  });
  let claims: Record<string, unknown>;
  try {
    claims = decodeJwt(signature);
  } catch {
    return failHead('chat.signature', "The chat's signature is not a compact JWS.");
  }
  const expected: ChatClaims = { matchId: doc.match.id, messages: messages.length, chatHash: chatHash(messages) };
  const signed = Object.fromEntries(Object.keys(expected).map((k) => [k, claims[k]]));
  if (canonicalJson(signed) !== canonicalJson(expected)) failHead('chat.signature', `The signed chat ${canonicalJson(signed)} is not this export's chat ${canonicalJson(expected)}.`);
}

/** One line of an audit report; `ok: null` for a check that could not be made (no key set given). */
export interface Check {
  check: string;
  ok: boolean | null;
  detail: string;
}

export interface AuditReport {
  ok: boolean;
  verdict: Verdict;
  checks: Check[];
}

export interface AuditOptions {
  /** The service's published key set (GET /.well-known/jwks.json); without it signatures are not checked. */
  jwks?: JSONWebKeySet;
  /** Move receipts (compact JWS from action responses) to hold against the export's history. */
  receipts?: string[];
}

/**
 * The whole audit: `verifyExport`, then the head's signature against the key set, then each receipt: signed by
 * the service, for this match, and contained unchanged in the export's history (or proof it was rewritten).
 */
export async function auditExport(text: string, options: AuditOptions = {}): Promise<AuditReport> {
  const verdict = await verifyExport(text);
  const checks: Check[] = [
    verdict.ok
      ? { check: 'export', ok: true, detail: `match ${verdict.matchId} (${verdict.game}), ${verdict.events} events, chain version ${verdict.chainVersion}, head ${verdict.headHash}. ${verdict.summary}` }
      : { check: 'export', ok: false, detail: `${where(verdict)}: ${verdict.reason}` },
  ];
  if (verdict.ok) checks.push({ check: 'bot moves', ok: true, detail: describeBotMoves(verdict.botMoves) });
  let doc: ExportDocument | ExportDocumentV1 | null = null;
  try {
    doc = parseExport(text);
  } catch {
    doc = null;
  }
  if (doc?.format === EXPORT_FORMAT && verdict.ok) {
    if (!options.jwks) checks.push({ check: 'signature', ok: null, detail: 'not checked: give the service key set (--jwks) to check it.' });
    else {
      try {
        await verifySigned<HeadClaims>(doc.signature, options.jwks, HEAD_TYPE);
        checks.push({ check: 'signature', ok: true, detail: `the service signed this head (key ${kidOf(doc.signature)}).` });
      } catch (error) {
        checks.push({ check: 'signature', ok: false, detail: `the head's signature does not verify: ${(error as Error).message}` });
      }
    }
  } else if (doc?.format !== EXPORT_FORMAT && verdict.ok) {
    checks.push({ check: 'signature', ok: null, detail: 'a format 1 export carries no signature.' });
  }
  if (doc?.format === EXPORT_FORMAT && doc.chat && verdict.ok) checks.push(await checkChatSignature(doc.chat.signature, doc.chat.messages.length, options.jwks));
  for (const [i, receipt] of (options.receipts ?? []).entries()) {
    checks.push(await checkReceipt(`receipt ${i + 1}`, receipt, doc, verdict, options.jwks));
  }
  return { ok: checks.every((c) => c.ok !== false), verdict, checks };
}

async function checkReceipt(name: string, token: string, doc: ExportDocument | ExportDocumentV1 | null, verdict: Verdict, jwks?: JSONWebKeySet): Promise<Check> {
  let claims: ReceiptClaims;
  if (!jwks) return { check: name, ok: null, detail: 'not checked: give the service key set (--jwks) to check receipts.' };
  try {
    claims = await verifySigned<ReceiptClaims>(token.trim(), jwks, RECEIPT_TYPE);
  } catch (error) {
    const detail = error instanceof SignatureInvalid ? error.message : String(error);
    return { check: name, ok: false, detail: `not a receipt signed by the service: ${detail}` };
  }
  const said = `the service accepted version ${claims.version} of match ${claims.matchId} with head ${claims.headHash} at ${claims.at}`;
  if (!doc || !verdict.ok) return { check: name, ok: null, detail: `${said}; the export itself does not verify, so it cannot be compared.` };
  if (claims.matchId !== doc.match.id) return { check: name, ok: null, detail: `${said}; this export is of match ${doc.match.id}.` };
  if (claims.version > doc.events.length) {
    return { check: name, ok: false, detail: `${said}, but the export ends at version ${doc.events.length}: the history was cut short or rewritten.` };
  }
  const hash = claims.version === 0 ? null : doc.events[claims.version - 1].hash;
  if (hash !== claims.headHash) {
    return { check: name, ok: false, detail: `${said}, but the export's hash at that version is ${hash}: the history was rewritten after the receipt.` };
  }
  return { check: name, ok: true, detail: `${said}; the export contains that history unchanged.` };
}

async function checkChatSignature(signature: string, count: number, jwks?: JSONWebKeySet): Promise<Check> {
  const what = `${count} message${count === 1 ? '' : 's'}, apart from the hash chain`;
  if (!jwks) return { check: 'chat', ok: null, detail: `${what}; signature not checked: give the service key set (--jwks) to check it.` };
  try {
    await verifySigned<ChatClaims>(signature, jwks, CHAT_TYPE);
    return { check: 'chat', ok: true, detail: `${what}, as the service signed them (key ${kidOf(signature)}).` };
  } catch (error) {
    return { check: 'chat', ok: false, detail: `${what}; their signature does not verify: ${(error as Error).message}` };
  }
}

function kidOf(token: string): string {
  try {
    return String(JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString('utf8')).kid);
  } catch {
    return '?';
  }
}

export { where };
