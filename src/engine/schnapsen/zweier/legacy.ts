import { actionCatalogue, renamedAction } from '../../core/actions.js';
import type { Command, Game, GameEvent, Standing } from '../../core/game.js';
import { downcastDealAction, downcastDealEvent, upcastDealAction, upcastDealEvent } from './deal-legacy.js';
import { resultPart } from './deal-evolve.js';
import type { ZweierDealResult, ZweierSeat } from './deal-types.js';
import { matchDealScored } from './match-scoring.js';
import type { SchnapsenAction, SchnapsenEvent, SchnapsenState, SchnapsenView } from './types.js';

/**
 * Schnapsen for two rules version 1: the same rules under other names. Actions `play`,
 * `announce`, `close`, `claim` (now `playCard`, `declareMarriage`, `closeTalon`, `claimOut`); events
 * `MarriageAnnounced` (now `MarriageDeclared`), `MatchWon { winner, reason, needed }` (now `MatchEnded` with
 * `winners` and the `bummerl` each seat took), and `DealScored` with the deal's result alone (now after the shared
 * deal summary). Standings then gave the game points still needed as `score`.
 *
 * `upcast` (at the top of evolve and redact) reads old events as current ones; the retired version decides with
 * the current rules and records under the old names (`downcast`), so old streams replay and verify exactly.
 */
type Old = { type: string; data?: unknown };

export function upcast(old: SchnapsenEvent, state: Pick<SchnapsenState, 'dealNumber' | 'needed'>): SchnapsenEvent {
  // A stored event that does not look like what it claims to be is passed on as it is (evolve never throws).
  try {
    return upcastUnsafe(old, state);
  } catch {
    return old;
  }
}

function upcastUnsafe(old: SchnapsenEvent, state: Pick<SchnapsenState, 'dealNumber' | 'needed'>): SchnapsenEvent {
  const event = old as Old;
  switch (event?.type) {
    case 'MatchWon': {
      const { winner, reason, needed } = event.data as { winner: ZweierSeat; reason: 'bummerl' | 'forfeit'; needed: [number, number] };
      return { type: 'MatchEnded', data: { winners: [winner], reason, needed, bummerl: [winner === 0 ? 0 : 1, winner === 1 ? 0 : 1] } };
    }
    case 'DealScored':
      return 'dealNumber' in (event.data as object) ? old : matchDealScored(state, event.data as ZweierDealResult);
    default:
      return upcastDealEvent(old);
  }
}

export function downcast(event: SchnapsenEvent): GameEvent {
  switch (event.type) {
    case 'MatchEnded':
      return { type: 'MatchWon', data: { winner: event.data.winners[0], reason: event.data.reason, needed: event.data.needed } };
    case 'DealScored':
      return { type: 'DealScored', data: resultPart(event.data) };
    case 'MatchStarted':
    case 'Forfeited':
      return event;
    default:
      return downcastDealEvent(event);
  }
}

/** Rules version 1's standings: the game points each seat still needed; a status once the match is over. */
export function standingsV1(state: SchnapsenState): Standing[] {
  return state.needed.map((needed, seat) => {
    const status = state.winner === null ? undefined : state.winner === seat ? 'won' : state.forfeitedBy === seat ? 'forfeited' : 'lost';
    return status === undefined ? { seat, score: needed } : { seat, score: needed, status };
  });
}

const upcastCommand = (command: Command<SchnapsenAction>): Command<SchnapsenAction> =>
  command.type === 'Act' ? { ...command, action: upcastDealAction(command.action) } : command;

/** Rules version 1, still hosted for the matches created under it. */
export function schnapsenV1(current: Game<SchnapsenState, SchnapsenEvent, SchnapsenAction, SchnapsenView>): Game {
  const actionObjects = current.actionObjects.map((object) => renamedAction(object, downcastDealAction));
  return {
    ...current,
    rulesVersion: 1,
    actionObjects,
    actions: actionCatalogue(actionObjects),
    terms: undefined,
    schemas: undefined,
    decide: (command, state) => current.decide(upcastCommand(command as Command<SchnapsenAction>), state).map(downcast),
    legalActions: (state, seat) => current.legalActions(state, seat).map(downcastDealAction),
    redact: (event, viewer, now) => downcast(current.redact(event as SchnapsenEvent, viewer, now)),
    standings: standingsV1,
  };
}
