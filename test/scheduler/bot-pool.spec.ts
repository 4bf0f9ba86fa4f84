import { afterAll, describe, expect, it } from '@jest/globals';
import { BotPool } from '../../src/scheduler/bot-pool.js';
import { think, type BotRequest } from '../../src/bots/think.js';
import { schafkopf } from '../../src/engine/schafkopf/index.js';
import { setupOf } from '../engine/schafkopf/fixtures.js';

/** Seat 0's first decision of a Schafkopf deal, as a request for its strong bot. */
function request(seed: string): BotRequest {
  let state = schafkopf.initialState(setupOf({ seed }));
  const log = [];
  for (const event of schafkopf.decide({ type: 'StartMatch' }, state)) {
    state = schafkopf.evolve(state, event);
    log.push(schafkopf.redact(event, 0, state));
  }
  const seat = schafkopf.activeSeats(state)[0];
  return {
    game: 'schafkopf',
    kind: 'strong',
    seat,
    view: schafkopf.view(state, seat),
    legalActions: schafkopf.legalActions(state, seat),
    log,
    seed,
    version: log.length,
  };
}

describe('the bot pool', () => {
  const pool = new BotPool(2);
  afterAll(() => pool.close());

  it('answers on its threads exactly what the bot answers on this one', async () => {
    const requests = ['pool-a', 'pool-b', 'pool-c', 'pool-d', 'pool-e'].map(request);
    const answers = await Promise.all(requests.map((r) => pool.run(r)));
    expect(answers).toEqual(requests.map(think));
  });

  it('refuses a request its bot cannot take, and keeps working', async () => {
    await expect(pool.run({ ...request('pool-f'), game: 'no-such-game' })).rejects.toThrow('no-such-game has no strong bot');
    await expect(pool.run({ ...request('pool-g'), log: undefined })).rejects.toThrow(/The bot failed/);
    await expect(pool.run(request('pool-h'))).resolves.toEqual(think(request('pool-h')));
  });

  it('refuses requests once closed', async () => {
    const closed = new BotPool(1);
    await closed.close();
    await expect(closed.run(request('pool-i'))).rejects.toThrow('The bot pool is closed.');
  });
});
