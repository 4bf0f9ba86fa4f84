import type { Bot, BotInput, BotKind } from '../bots/bot.js';
import { botRandom } from '../bots/random.js';
import { findBot } from '../bots/registry.js';
import type { Action, Command, Game } from '../engine/core/game.js';
import type { Seat } from '../engine/core/seats.js';
import type { Actor, Replayed } from '../matches/match-store.js';
import type { SeatTurn } from '../persistence/match-repository.js';

/** What the scheduler does for a match now: one command for one seat, and who is recorded as acting. */
export interface DueCommand {
  seat: Seat;
  command: Command;
  actor: Actor;
}

/**
 * The bot's input for a seat: that seat's view and legal actions, as a player in the seat would get them,
 * and randomness keyed by the match seed, seat and version. Nothing else of the state.
 */
export function botInput(game: Game, replayed: Replayed, seat: Seat): BotInput {
  return {
    seat,
    view: game.view(replayed.state, seat),
    legalActions: game.legalActions(replayed.state, seat),
    random: botRandom(replayed.match.seed, seat, replayed.version),
  };
}

/**
 * The first due thing among the active seats (oldest turn first): a bot seat moves at once; a player whose
 * deadline passed is replaced by the match's timeout bot, or forfeits, as the match's rule says ("nothing":
 * the scheduler leaves the seat alone).
 */
export function dueCommand(
  game: Game,
  replayed: Replayed,
  now: Date,
  bots: (game: string, kind: BotKind) => Bot | undefined = findBot,
): DueCommand | null {
  const { match } = replayed;
  const turns = [...replayed.turns].sort((a, b) => Date.parse(a.since) - Date.parse(b.since));
  for (const turn of turns) {
    const seatBot = match.seats[turn.seat]?.bot;
    if (seatBot) return botMove(game, replayed, turn.seat, seatBot, { seat: turn.seat, bot: seatBot }, bots);
    const rule = match.timeControl;
    if (!rule || rule.onTimeout === 'nothing' || !expired(turn, now)) continue;
    if (rule.onTimeout === 'forfeit') return { seat: turn.seat, command: { type: 'Forfeit', seat: turn.seat }, actor: { seat: turn.seat, timeout: true } };
    return botMove(game, replayed, turn.seat, rule.bot, { seat: turn.seat, bot: rule.bot, timeout: true }, bots);
  }
  return null;
}

function expired(turn: SeatTurn, now: Date): boolean {
  return turn.deadline !== null && Date.parse(turn.deadline) <= now.getTime();
}

function botMove(
  game: Game,
  replayed: Replayed,
  seat: Seat,
  kind: BotKind,
  actor: Actor,
  bots: (game: string, kind: BotKind) => Bot | undefined,
): DueCommand | null {
  const bot = bots(game.id, kind);
  if (!bot) throw new Error(`${game.id} has no ${kind} bot, but seat ${seat} of match ${replayed.match.id} needs one.`);
  const input = botInput(game, replayed, seat);
  if (input.legalActions.length === 0) return null;
  const action: Action = bot(input);
  return { seat, command: { type: 'Act', seat, action }, actor };
}
