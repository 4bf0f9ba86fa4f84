import type { TestApp } from './app.js';
import { bearer } from './app.js';

type LegalAction = { type: string; expectedVersion: number; [field: string]: unknown };

/**
 * Plays a started match to its end through HTTP: each turn, the first seat with legal actions sends the one
 * `choose` picks (default: the first). Returns the number of actions sent.
 */
export async function playToEnd(
  t: TestApp,
  id: string,
  tokens: string[],
  choose: (actions: LegalAction[], turn: number) => LegalAction = (actions) => actions[0],
  limit = 5000,
): Promise<number> {
  for (let turn = 0; turn < limit; turn++) {
    const summary = await t.http().get(`/matches/${id}`).expect(200);
    if (summary.body.status === 'finished') return turn;
    const seat: number = summary.body.activeSeats[0];
    const view = await t.http().get(`/matches/${id}/view`).set(bearer(tokens[seat])).expect(200);
    await t.http().post(`/matches/${id}/actions`).set(bearer(tokens[seat])).send(choose(view.body.legalActions, turn)).expect(200);
  }
  throw new Error(`match ${id} did not end within ${limit} actions`);
}
