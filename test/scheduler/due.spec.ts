import { describe, expect, it } from '@jest/globals';
import { think, type BotRequest } from '../../src/bots/think.js';
import { BotPoolClosed } from '../../src/scheduler/bot-pool.js';
import { dueCommand, type BotHost } from '../../src/scheduler/due.js';
import type { SchwimmenState } from '../../src/engine/schwimmen/index.js';
import { game, setupOf } from '../engine/schwimmen/fixtures.js';
import { replayedOf } from '../bots/play.js';

/** A Schwimmen table of three strong bots, right after the deal. */
function started() {
  const setup = setupOf({ players: 3, seed: 'fallback' });
  let state = game.initialState(setup);
  const events = game.decide({ type: 'StartMatch' }, state);
  for (const event of events) state = game.evolve(state, event);
  return replayedOf(game, state, events.length, setup.seed, ['strong', 'strong', 'strong']);
}

const failing = (error: Error, failures: unknown[] = []): BotHost => ({
  logOf: () => Promise.resolve([]),
  run: () => Promise.reject(error),
  onBotFailure: (request, cause, fallback) => failures.push({ kind: request.kind, fallback, cause }),
  stopping: (cause) => cause instanceof BotPoolClosed,
});

describe('a bot that fails', () => {
  it('is replaced for that move by the heuristic bot, which is recorded as the bot that moved', async () => {
    const replayed = started();
    const failures: unknown[] = [];
    const error = new Error('A bot thread exited with code 1.');
    const due = (await dueCommand(game, replayed, new Date(0), failing(error, failures)))!;
    const seat = due.seat;
    const state = replayed.state as SchwimmenState;
    const request: BotRequest = {
      game: game.id,
      kind: 'heuristic',
      seat,
      view: game.view(state, seat),
      legalActions: game.legalActions(state, seat),
      seed: replayed.match.seed,
      version: replayed.version,
    };
    expect(due.command).toEqual({ type: 'Act', seat, action: think(request).action });
    expect(due.actor).toEqual({ seat, bot: 'heuristic', botVersion: 1 });
    expect(failures).toEqual([{ kind: 'strong', fallback: 'heuristic', cause: error }]);
  });

  it('moves nothing while the service is stopping', async () => {
    await expect(dueCommand(game, started(), new Date(0), failing(new BotPoolClosed()))).rejects.toThrow(BotPoolClosed);
  });
});
