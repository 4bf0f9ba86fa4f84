import { createHash } from 'node:crypto';
import { RuleViolation } from '../engine/core/errors.js';
import type { Command, Game, GameEvent } from '../engine/core/game.js';
import { findGame } from '../engine/registry.js';
import { canonicalJson, eventHash, genesisHash } from './chain.js';
import { ExportDamaged, parseExport, type ExportDocument, type ExportedEvent } from './export-format.js';

/** Events the service writes itself (they are not decided by the game): see matches/match-stream.ts. */
const SERVICE_EVENTS = new Set(['PlayerJoined']);

export type Verdict =
  | { ok: true; matchId: string; game: string; events: number; headHash: string; summary: string }
  | { ok: false; event: { sequence: number; type: string } | null; reason: string };

class Failure extends Error {
  constructor(
    readonly event: { sequence: number; type: string } | null,
    reason: string,
  ) {
    super(reason);
  }
}

const fail = (event: Pick<ExportedEvent, 'sequence' | 'type'> | null, reason: string): never => {
  throw new Failure(event ? { sequence: event.sequence, type: event.type } : null, reason);
};

/**
 * Checks an export (README, "Verifying a match"): its form, the seed against the commitment, the hash chain
 * from the header, every batch of events decided again by the engine from the recorded command (which re-deals
 * every hand from the seed or the presets), and the recorded result. Names the first event that fails.
 */
export function verifyExport(text: string): Verdict {
  try {
    const doc = parse(text);
    checkHead(doc);
    checkChain(doc);
    const game =
      findGame(doc.match.game, doc.match.rulesVersion) ??
      fail(null, `This verifier does not host rules version ${doc.match.rulesVersion} of the game "${doc.match.game}".`);
    const state = replay(game, doc);
    const outcome = game.outcome(state);
    if (outcome === null) fail(doc.events.at(-1) ?? null, 'The events do not end the match.');
    const recorded = canonicalJson(doc.result);
    const replayed = canonicalJson({ outcome, standings: game.standings(state) });
    if (recorded !== replayed) fail(null, `The recorded result ${recorded} differs from the replayed result ${replayed}.`);
    return { ok: true, matchId: doc.match.id, game: game.id, events: doc.events.length, headHash: doc.headHash, summary: outcome!.summary };
  } catch (error) {
    if (error instanceof Failure) return { ok: false, event: error.event, reason: error.message };
    throw error;
  }
}

function parse(text: string): ExportDocument {
  try {
    return parseExport(text);
  } catch (error) {
    if (!(error instanceof ExportDamaged)) throw error;
    if (error.where === 'head') return fail(null, error.message);
    // The line is damaged, so its own sequence cannot be trusted: events are numbered from 1 in order.
    return fail({ sequence: error.where.event, type: 'unreadable' }, error.message);
  }
}

function checkHead(doc: ExportDocument): void {
  if (!doc.complete || doc.match.seed === null || doc.match.presets === null) {
    fail(null, 'This is the export of a running match (events redacted, no seed): it can be verified once the match has ended.');
  }
  const commitment = createHash('sha256').update(doc.match.seed!, 'utf8').digest('hex');
  if (commitment !== doc.match.seedCommitment) fail(null, 'SHA-256 of the revealed seed is not the seed commitment published at creation.');
}

function checkChain(doc: ExportDocument): void {
  const { match } = doc;
  let previous = genesisHash({
    matchId: match.id,
    game: match.game,
    rulesVersion: match.rulesVersion,
    options: match.options,
    seats: match.seats,
    dealingMode: match.dealingMode,
    seedCommitment: match.seedCommitment,
    presets: match.presets ?? [],
  });
  doc.events.forEach((event, i) => {
    if (event.sequence !== i + 1) fail({ sequence: i + 1, type: event.type }, `Event ${i + 1} carries sequence ${event.sequence}.`);
    const expected = eventHash(previous, event);
    if (expected !== event.hash) fail(event, 'Its hash does not match its content and the previous hash.');
    previous = expected;
  });
  if (previous !== doc.headHash) fail(doc.events.at(-1) ?? null, 'The head hash is not the hash of the last event.');
}

/** Decides every recorded command again and compares the events it yields with the recorded ones. */
function replay(game: Game, doc: ExportDocument): unknown {
  const setup = { players: doc.match.seats, options: doc.match.options as never, seed: doc.match.seed!, presets: doc.match.presets ?? [] };
  let state = game.initialState(setup);
  let expected: GameEvent[] = [];
  for (const event of doc.events) {
    if (SERVICE_EVENTS.has(event.type)) {
      if (expected.length > 0) fail(event, `The command's batch is incomplete: ${expected[0].type} was expected here.`);
      continue;
    }
    const command = (event.metadata as { command?: Command } | null)?.command;
    if (command !== undefined) {
      if (expected.length > 0) fail(event, `The previous command's batch is incomplete: ${expected[0].type} was expected here.`);
      try {
        expected = game.decide(command, state);
      } catch (error) {
        if (error instanceof RuleViolation) fail(event, `The engine refuses the recorded command: ${error.message}`);
        throw error;
      }
    }
    const next = expected.shift() ?? fail(event, 'No recorded command produces this event.');
    if (canonicalJson(next) !== canonicalJson({ type: event.type, data: event.data })) {
      fail(event, `The engine decides ${canonicalJson(next)} here.`);
    }
    state = game.evolve(state, next);
  }
  if (expected.length > 0) fail(doc.events.at(-1) ?? null, `The last command's batch is incomplete: ${expected[0].type} is missing.`);
  return state;
}
