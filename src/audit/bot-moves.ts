import { TableMemory } from '../bots/log.js';
import { botSpec } from '../bots/registry.js';
import { think } from '../bots/think.js';
import type { BotKind } from '../bots/bot.js';
import type { Command, Game, GameEvent } from '../engine/core/game.js';
import { canonicalJson } from './chain.js';

/** What the verifier could say about the bots' moves: how many it re-computed, and which it could not, by bot. */
export interface BotMoves {
  checked: number;
  unchecked: { bot: string; version: number | null; moves: number }[];
}

/**
 * Re-computes every move a server-side bot made (bot.ts: a pure function of the seat's view, legal actions and
 * log, and of a random source keyed by the revealed seed, the seat and the version), so an export proves that each
 * bot move used nothing but what its seat was entitled to see. A move by a bot version this verifier does not host
 * (or recorded before bots had versions) is counted as unchecked, never passed.
 */
export class BotMoveCheck {
  private readonly memory: TableMemory<unknown>;
  private checked = 0;
  private readonly unchecked = new Map<string, BotMoves['unchecked'][number]>();

  constructor(
    private readonly game: Game,
    private readonly seed: string,
    seats: number,
  ) {
    this.memory = new TableMemory(
      game,
      Array.from({ length: seats }, (_, seat) => seat),
    );
  }

  /** Remembers a game event for every seat's log, given the state right after it. */
  observe(event: GameEvent, after: unknown): void {
    this.memory.add(event, after);
  }

  /**
   * The recorded bot move `command`, decided on `state` at `version`: null when it is what the bot chooses (or not
   * checkable), else what the bot chooses instead.
   */
  mismatch(metadata: { bot?: unknown; botVersion?: unknown }, command: Command, state: unknown, version: number): string | null {
    if (typeof metadata.bot !== 'string' || command.type !== 'Act') return null;
    const kind = metadata.bot as BotKind;
    const recorded = typeof metadata.botVersion === 'number' ? metadata.botVersion : null;
    const spec = botSpec(this.game.id, kind);
    if (!spec || recorded === null || recorded !== spec.version) {
      const key = `${kind}:${recorded}`;
      const entry = this.unchecked.get(key) ?? { bot: kind, version: recorded, moves: 0 };
      entry.moves++;
      this.unchecked.set(key, entry);
      return null;
    }
    const { seat } = command;
    const choice = think({
      game: this.game.id,
      kind,
      seat,
      view: this.game.view(state, seat),
      legalActions: this.game.legalActions(state, seat),
      ...(spec.readsLog ? { log: [...this.memory.logOf(seat)] } : {}),
      seed: this.seed,
      version,
    });
    this.checked++;
    const chosen = canonicalJson(choice.action);
    return chosen === canonicalJson(command.action) ? null : chosen;
  }

  result(): BotMoves {
    return { checked: this.checked, unchecked: [...this.unchecked.values()] };
  }
}

/** The bot moves as a line of the audit report. */
export function describeBotMoves(moves: BotMoves): string {
  if (moves.checked === 0 && moves.unchecked.length === 0) return 'no server-side bot moved in this match.';
  const unchecked = moves.unchecked.map(
    (u) =>
      `${u.moves} by the ${u.bot} bot ${u.version === null ? 'without a recorded version' : `version ${u.version}, which this verifier does not host`}`,
  );
  const checked = `${moves.checked} bot move${moves.checked === 1 ? '' : 's'} re-computed from the revealed seed and each seat's view and log, all as recorded`;
  return unchecked.length === 0 ? `${checked}.` : `${checked}; not re-computed: ${unchecked.join('; ')}.`;
}
