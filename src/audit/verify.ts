import { RuleViolation } from '../engine/core/errors.js';
import type { Command, Game, GameEvent } from '../engine/core/game.js';
import { findGame } from '../engine/registry.js';
import { auditWith, checkExport, type AuditOptions, type AuditReport, type ExportVerdict, type Replayer } from './audit.js';
import { BotMoveCheck, describeBotMoves, type BotMoves } from './bot-moves.js';
import { canonicalJson, nodeAuditCrypto } from './chain.js';
import { type ExportDocument, type ExportDocumentV1, type ExportedEvent } from './export-format.js';
import { fail, failHead, Failure, where, type AuditCrypto } from './integrity.js';
import { abortAgreed, abortVoters, evolveLife, initialLife, isServiceEventType, seatedCount } from './life.js';
import { seatHolders } from './players.js';

export type { AuditOptions, Check } from './audit.js';

/** What the replay adds to a verdict: the result's summary and the bots' moves re-computed (bot-moves.ts). */
export interface Replayed {
  summary: string;
  botMoves: BotMoves;
}

/** Where a check failed: an event (by sequence), or a member of the export's head (`field`), or the export as a whole. */
export type Verdict = ExportVerdict<Replayed>;

/**
 * The checks that need the engines: the title is the game's, every batch of events is decided again by the engine
 * from the recorded command (which re-deals every hand from the seed or the presets), every bot move is chosen
 * again by its bot, and the recorded result is the replayed one.
 */
export const engineReplay: Replayer<Replayed> = {
  replay(doc: ExportDocument | ExportDocumentV1): Replayed {
    const { match } = doc;
    const game = gameOf(match.game, match.rulesVersion);
    if (match.title !== game.title) failHead('match.title', `The title of ${game.id} is "${game.title}".`);
    return checkReplay(game, doc, match.seed!, match.presets ?? []);
  },
  report: ({ summary, botMoves }) => ({ summary, checks: [{ check: 'bot moves', ok: true, detail: describeBotMoves(botMoves) }] }),
};

/**
 * Checks an export (docs/export-format.md) without any key: its form, the seed and salt against the commitment,
 * the hash chain from the header, who sat where, the replay of every move and the result, and that the signed head
 * names this export's head. Names the first failure. `auditExport` adds the signatures and receipts.
 */
export function verifyExport(input: string | Uint8Array, crypto: AuditCrypto = nodeAuditCrypto): Promise<Verdict> {
  return checkExport(input, engineReplay, crypto);
}

/** The whole audit (audit.ts) with the replay: what `npm run verify` reports. */
export function auditExport(input: string | Uint8Array, options: AuditOptions = {}): Promise<AuditReport<Replayed>> {
  return auditWith(input, options, engineReplay);
}

function gameOf(id: string, rulesVersion: number): Game {
  return (
    findGame(id, rulesVersion) ??
    failHead('match.rulesVersion', `This verifier does not host rules version ${rulesVersion} of the game "${id}".`)
  );
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
      checkLife(
        event,
        life,
        started,
        seatHolders(doc.match.seats, seen).map((h) => h.bot),
      );
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
      if (botChoice !== null)
        fail(
          event,
          `The ${String(metadata.bot)} bot (version ${String(metadata.botVersion)}) chooses ${botChoice} here, not the recorded action.`,
        );
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
      if (typeof seat !== 'number' || seat < 0 || seat >= life.seated.length || typeof abort !== 'boolean')
        fail(event, 'An abort vote names a seat and "abort".');
      if (abort ? life.abortVotes?.includes(seat as number) : life.abortVotes === null)
        fail(event, abort ? 'This seat has already agreed.' : 'No abort was proposed.');
      return;
    }
    case 'MatchAborted': {
      const voters = abortVoters(bots);
      if (life.played || !abortAgreed(life.abortVotes ?? [], voters))
        fail(event, 'Not every seat held by a person agreed to abort the match.');
      if (canonicalJson(event.data) !== canonicalJson({ seats: voters }))
        fail(event, `MatchAborted names the seats ${canonicalJson({ seats: voters })}.`);
      return;
    }
  }
}

export { where };
