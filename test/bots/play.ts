import type { BotKind } from '../../src/bots/bot.js';
import { TableMemory } from '../../src/bots/log.js';
import { findBot } from '../../src/bots/registry.js';
import type { Card } from '../../src/engine/core/cards.js';
import type { Game } from '../../src/engine/core/game.js';
import type { Replayed } from '../../src/matches/match-store.js';
import type { MatchRecord } from '../../src/persistence/match-repository.js';
import { botInput } from '../../src/scheduler/due.js';

/** A match as the scheduler sees it, for driving bots through the engine without a database. */
export function replayedOf(game: Game, state: unknown, version: number, seed: string, bots: (BotKind | null)[]): Replayed {
  const match = {
    id: '00000000-0000-4000-8000-000000000000',
    game: game.id,
    seed,
    seats: bots.map((bot, seat) => ({
      seat,
      name: `seat ${seat}`,
      joinedAt: new Date(0),
      playerId: null,
      invitedPlayerId: null,
      bot,
      tokenHash: null,
    })),
    timeControl: null,
  } as unknown as Replayed['match'] as MatchRecord;
  const turns = game.activeSeats(state).map((seat) => ({ seat, since: new Date(0).toISOString(), deadline: null }));
  // The bot sees none of the chain; any head will do.
  return {
    match,
    state,
    version,
    headHash: '0'.repeat(64),
    life: { seated: bots.map(() => true), played: false, abortVotes: null, aborted: false },
    turns,
  };
}

/**
 * Plays a whole match with the given bots on every seat; every action is checked against the legal ones. Each
 * seat's bot gets its seat's log (what it saw of the match so far), as the scheduler gives it.
 */
export function playWithBots(game: Game, setup: Parameters<Game['initialState']>[0], kinds: BotKind[], maxSteps = 3000) {
  let state = game.initialState(setup);
  let version = 0;
  const memory = new TableMemory(
    game,
    kinds.map((_, seat) => seat),
  );
  const apply = (events: ReturnType<Game['decide']>) => {
    for (const event of events) {
      state = game.evolve(state, event);
      memory.add(event, state);
    }
    version += events.length;
  };
  apply(game.decide({ type: 'StartMatch' }, state));
  let steps = 0;
  for (; steps < maxSteps && game.outcome(state) === null; steps++) {
    const seat = game.activeSeats(state)[0];
    const input = { ...botInput(game, replayedOf(game, state, version, setup.seed, kinds), seat), log: memory.logOf(seat) };
    const action = findBot(game.id, kinds[seat])!(input);
    if (!input.legalActions.some((legal) => JSON.stringify(legal) === JSON.stringify(action))) {
      throw new Error(`${kinds[seat]} bot chose an illegal action ${JSON.stringify(action)}`);
    }
    apply(game.decide({ type: 'Act', seat, action }, state));
  }
  return { state, steps, finished: game.outcome(state) !== null };
}

export type { Card };
