// A small third-party program against the generated client package: it plays matches of two games, each with its
// own typed actions. test/client/typed-client.spec.ts type-checks it on its own and then runs it.
import { kartenrundeClient, type components } from '../../../packages/client/src/index.js';

type Schemas = components['schemas'];
export type SchafkopfAction = Schemas['SchafkopfAction'];
export type SchwimmenAction = Schemas['SchwimmenAction'];

/** Schafkopf: plays a card when it can, else passes when it may, else the first action offered. */
export function chooseSchafkopf(actions: SchafkopfAction[]): SchafkopfAction {
  return actions.find((action) => action.type === 'playCard') ?? actions.find((action) => action.type === 'pass') ?? actions[0];
}

/** Schwimmen: knocks when it may, else the first action offered. */
export function chooseSchwimmen(actions: SchwimmenAction[]): SchwimmenAction {
  return actions.find((action) => action.type === 'knock') ?? actions[0];
}

/** The tricks a Schafkopf match's log records, by the seat that took each; null for a match of another game. */
export async function tricksTaken(base: string, id: string): Promise<number[] | null> {
  const page = (await kartenrundeClient(base).GET('/matches/{id}/events', { params: { path: { id } } })).data;
  if (!page) throw new Error('no event log');
  if (page.game !== 'schafkopf') return null;
  // `game` narrows the page: its items are the service's events and Schafkopf's, and TrickTaken's data is typed.
  return page.items.flatMap((event) => (event.type === 'TrickTaken' ? [event.data.winner] : []));
}

/** Plays a started match to its end: each turn the first seat the match waits for sends its choice. */
export async function playToEnd(base: string, id: string, tokens: string[]): Promise<number> {
  const path = { params: { path: { id } } };
  for (let moves = 0; moves < 5000; moves++) {
    const summary = (await kartenrundeClient(base).GET('/matches/{id}', path)).data;
    if (!summary) throw new Error('no summary');
    if (summary.status === 'finished') return moves;
    const seat = kartenrundeClient(base, tokens[summary.activeSeats[0]]);
    const view = (await seat.GET('/matches/{id}/view', path)).data;
    if (!view?.waitingForYou) throw new Error('the active seat is not asked to move');
    let action: SchafkopfAction | SchwimmenAction;
    if (view.game === 'schafkopf') action = chooseSchafkopf(view.legalActions);
    else if (view.game === 'schwimmen') action = chooseSchwimmen(view.legalActions);
    else throw new Error(`this program plays Schafkopf and Schwimmen, not ${view.game}`);
    const { error } = await seat.POST('/matches/{id}/actions', { ...path, body: action });
    if (error) throw new Error(`refused: ${error.code} ${error.detail}`);
  }
  throw new Error('the match did not end');
}
