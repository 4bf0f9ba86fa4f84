import type { BotInput, BotKind } from '../bots/bot.js';
import { botRandom } from '../bots/random.js';
import { botSpec } from '../bots/registry.js';
import { think, type BotChoice, type BotRequest } from '../bots/think.js';
import type { Action, Command, Game, GameEvent } from '../engine/core/game.js';
import type { Seat } from '../engine/core/seats.js';
import type { Actor, Replayed } from '../matches/match-store.js';
import type { SeatTurn } from '../persistence/match-repository.js';

/** What the scheduler does for a match now: one command for one seat, and who is recorded as acting. */
export interface DueCommand {
  seat: Seat;
  command: Command;
  actor: Actor;
}

/** How the scheduler gets what a bot needs beyond the replayed match, and runs it (off the event loop for a searching bot). */
export interface BotHost {
  /** The seat's log (bots/log.ts), for a bot that reads it. */
  logOf(replayed: Replayed, seat: Seat): Promise<GameEvent[]>;
  /** Runs a request; the default runs it on this thread. */
  run?(request: BotRequest, searches: boolean): Promise<BotChoice>;
  /** Told when a bot failed and a simpler one moved instead (see `choose`). */
  onBotFailure?(request: BotRequest, error: unknown, fallback: BotKind): void;
  /** Whether an error means the host is stopping (then nothing moves instead). */
  stopping?(error: unknown): boolean;
}

/**
 * The bot's input for a seat: that seat's view and legal actions, as a player in the seat would get them,
 * randomness keyed by the match seed, seat and version, and (for a bot that remembers the play) the seat's log.
 * Nothing else of the state.
 */
export function botInput(game: Game, replayed: Replayed, seat: Seat, log?: GameEvent[]): BotInput {
  return {
    seat,
    view: game.view(replayed.state, seat),
    legalActions: game.legalActions(replayed.state, seat),
    random: botRandom(replayed.match.seed, seat, replayed.version),
    ...(log ? { log } : {}),
  };
}

/** The same input as data for a bot thread (bots/think.ts), which keys its random source the same way. */
export function botRequest(
  game: Game,
  replayed: Replayed,
  seat: Seat,
  kind: BotKind,
  legalActions: Action[],
  log?: GameEvent[],
): BotRequest {
  const view = game.view(replayed.state, seat);
  return { game: game.id, kind, seat, view, legalActions, ...(log ? { log } : {}), seed: replayed.match.seed, version: replayed.version };
}

/** Whose turn is due and how: a bot seat moves at once; a player whose deadline passed gets the match's timeout rule. */
type DueTurn = { seat: Seat; bot: BotKind; actor: Actor } | { seat: Seat; forfeit: true };

/**
 * The first due thing among the active seats (oldest turn first): a bot seat moves at once; a player whose
 * deadline passed is replaced by the match's timeout bot, or forfeits, as the match's rule says ("nothing":
 * the scheduler leaves the seat alone).
 */
export function dueTurn(replayed: Replayed, now: Date): DueTurn | null {
  const { match } = replayed;
  const turns = [...replayed.turns].sort((a, b) => Date.parse(a.since) - Date.parse(b.since));
  for (const turn of turns) {
    const seatBot = match.seats[turn.seat]?.bot;
    if (seatBot) return { seat: turn.seat, bot: seatBot, actor: { seat: turn.seat, bot: seatBot } };
    const rule = match.timeControl;
    if (!rule || rule.onTimeout === 'nothing' || !expired(turn, now)) continue;
    if (rule.onTimeout === 'forfeit') return { seat: turn.seat, forfeit: true };
    return { seat: turn.seat, bot: rule.bot, actor: { seat: turn.seat, bot: rule.bot, timeout: true } };
  }
  return null;
}

/** The command due now (see dueTurn): a forfeit, or the move the seat's bot chooses; null when nothing is due. */
export async function dueCommand(game: Game, replayed: Replayed, now: Date, host: BotHost): Promise<DueCommand | null> {
  const due = dueTurn(replayed, now);
  if (!due) return null;
  const { seat } = due;
  if ('forfeit' in due) return { seat, command: { type: 'Forfeit', seat }, actor: { seat, timeout: true } };
  const spec = botSpec(game.id, due.bot);
  if (!spec) throw new Error(`${game.id} has no ${due.bot} bot, but seat ${seat} of match ${replayed.match.id} needs one.`);
  const legalActions = game.legalActions(replayed.state, seat);
  if (legalActions.length === 0) return null;
  const log = spec.readsLog ? await host.logOf(replayed, seat) : undefined;
  const request = botRequest(game, replayed, seat, due.bot, legalActions, log);
  const { kind, choice } = await choose(request, spec.searches, host);
  const action: Action = choice.action;
  return { seat, command: { type: 'Act', seat, action }, actor: { ...due.actor, bot: kind, botVersion: choice.version } };
}

/** What a bot that fails is replaced by for that move: the next simpler kind the game has. */
const FALLBACK: Readonly<Partial<Record<BotKind, BotKind>>> = { strong: 'heuristic', heuristic: 'random' };

/**
 * Runs the request's bot. A bot that throws (or whose thread dies) must not stall the match: the next simpler bot
 * of the game moves instead, on this thread, and is recorded as the bot that moved, so the verifier re-computes
 * the move with the bot that made it.
 */
async function choose(request: BotRequest, searches: boolean, host: BotHost): Promise<{ kind: BotKind; choice: BotChoice }> {
  try {
    return { kind: request.kind, choice: host.run ? await host.run(request, searches) : think(request) };
  } catch (error) {
    let fallback = FALLBACK[request.kind];
    while (fallback !== undefined && !botSpec(request.game, fallback)) fallback = FALLBACK[fallback];
    if (fallback === undefined || host.stopping?.(error)) throw error;
    host.onBotFailure?.(request, error, fallback);
    const simpler = { ...request, kind: fallback };
    return choose(simpler, false, { ...host, run: undefined });
  }
}

function expired(turn: SeatTurn, now: Date): boolean {
  return turn.deadline !== null && Date.parse(turn.deadline) <= now.getTime();
}
