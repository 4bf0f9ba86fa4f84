import type { components } from '../../packages/client/src/index.js';
import type { TestApp } from './app.js';

type LegalAction = { type: string; expectedVersion: number; [field: string]: unknown };

/**
 * Plays a started match to its end through the typed client: each turn, the first seat with legal actions
 * sends the one `choose` picks (default: the first). Returns the number of actions sent.
 */
export async function playToEnd(
  t: TestApp,
  id: string,
  tokens: string[],
  choose: (actions: LegalAction[], turn: number) => LegalAction = (actions) => actions[0],
  limit = 5000,
): Promise<number> {
  const path = { params: { path: { id } } };
  for (let turn = 0; turn < limit; turn++) {
    const summary: components['schemas']['MatchSummaryDto'] = (await t.client().GET('/matches/{id}', path)).data!;
    if (summary.status === 'finished') return turn;
    const seat = t.client(tokens[summary.activeSeats[0]]);
    const view = (await seat.GET('/matches/{id}/view', path)).data!;
    const action = choose(view.legalActions as LegalAction[], turn);
    const { response, error } = await seat.POST('/matches/{id}/actions', { ...path, body: action as never });
    if (response.status !== 200) throw new Error(`action ${JSON.stringify(action)} refused: ${JSON.stringify(error)}`);
  }
  throw new Error(`match ${id} did not end within ${limit} actions`);
}
