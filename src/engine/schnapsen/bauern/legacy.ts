import { actionCatalogue, actionType, renamedAction } from '../../core/actions.js';
import type { Command, Game, GameEvent, Standing } from '../../core/game.js';
import { bummerlWinners, withPoints, type BummerlKind } from '../common/bummerl.js';
import {
  dealScoreFromOld,
  dealScoreOf,
  downcastDoubled,
  OLD_ACTION_NAMES,
  OLD_EVENT_NAMES,
  oldDealScore,
  RENAMED_ACTIONS,
  RENAMED_EVENTS,
  upcastDoubled,
  type OldDealScore,
  type OldDoubled,
} from '../common/legacy.js';
import { dealScoredData } from '../common/scoring.js';
import { bummerlTaken } from './bummerl.js';
import { seatsOfTeam, teamOf } from './table.js';
import type { BauernAction, BauernEvent, BauernState, BauernView, Team } from './types.js';

/**
 * Bauernschnapsen rules version 1: the same rules under other names. Actions `knock`,
 * `blinderBettler`, `pass` also in the doubling round, `announce`, `play`; events `DoublingPassed`,
 * `MarriageAnnounced`, `Doubled { seat, name, factor }`, `BlindTrumpCalled { bummerl }`, `DealScored` with the
 * contract's result alone, `BummerlScored { number, winner, loser, kind, marks, scores, forfeit }`, `MatchWon
 * { winners, team }`; standings gave the team's points in the running Bummerl as `score` and prose as `status`.
 *
 * `upcast` (at the top of evolve and redact) reads old events as current ones; the retired version decides with
 * the current rules and records under the old names (`downcast`), so old streams replay and verify exactly.
 */
type Loose = { type: string; data: Record<string, unknown> };

interface OldBummerlScored {
  number: number;
  winner: Team;
  loser: Team;
  kind: BummerlKind;
  marks: number;
  scores: number[];
  forfeit: boolean;
}

export function upcast(old: BauernEvent, state: BauernState): BauernEvent {
  // A stored event that does not look like what it claims to be is passed on as it is (evolve never throws).
  try {
    return upcastUnsafe(old, state);
  } catch {
    return old;
  }
}

function upcastUnsafe(old: BauernEvent, state: BauernState): BauernEvent {
  const event = old as unknown as Loose;
  switch (event.type) {
    case 'BlindTrumpCalled':
      return 'bummerl' in event.data
        ? ({
            type: 'BlindTrumpCalled',
            data: { seat: event.data.seat, suit: event.data.suit, bummerlNumber: event.data.bummerl },
          } as BauernEvent)
        : old;
    case 'Doubled':
      return { type: 'Doubled', data: upcastDoubled(event.data as unknown as OldDoubled) };
    case 'DealScored': {
      if ('dealNumber' in event.data) return old;
      const data = event.data as unknown as OldDealScore;
      const score = dealScoreFromOld(data);
      const after = withPoints(state.bummerl, score.awards);
      const finished = bummerlWinners(after);
      const taken = finished.length > 0 ? [bummerlTaken(after, finished[0] as Team)] : [];
      return {
        type: 'DealScored',
        data: dealScoredData({
          dealNumber: data.deal,
          bummerlNumber: state.bummerlNumber,
          score,
          scoresBefore: state.bummerl.scores,
          taken,
          players: 4,
          more: {},
        }),
      };
    }
    case 'BummerlScored': {
      if (!('loser' in event.data)) return old;
      const data = event.data as unknown as OldBummerlScored;
      return {
        type: 'BummerlScored',
        data: {
          bummerlNumber: data.number,
          scores: data.scores,
          taken: [{ seats: seatsOfTeam(data.loser), kind: data.kind, bummerl: data.marks }],
          forfeit: data.forfeit,
        },
      };
    }
    case 'MatchWon':
      return { type: 'MatchEnded', data: { winners: event.data.winners as number[], bummerl: [...state.marks] } };
    default:
      return Object.hasOwn(RENAMED_EVENTS, event.type) ? ({ type: RENAMED_EVENTS[event.type], data: event.data } as BauernEvent) : old;
  }
}

export function downcast(event: BauernEvent): GameEvent {
  switch (event.type) {
    case 'BlindTrumpCalled':
      return { type: 'BlindTrumpCalled', data: { seat: event.data.seat, suit: event.data.suit, bummerl: event.data.bummerlNumber } };
    case 'Doubled':
      return { type: 'Doubled', data: downcastDoubled(event.data) };
    case 'DealScored':
      return { type: 'DealScored', data: oldDealScore(dealScoreOf(event.data), event.data.dealNumber) };
    case 'BummerlScored': {
      const { bummerlNumber, scores, taken, forfeit } = event.data;
      const loser = teamOf(taken[0]?.seats[0] ?? 0) as Team;
      const data: OldBummerlScored = {
        number: bummerlNumber,
        winner: loser === 0 ? 1 : 0,
        loser,
        kind: taken[0]?.kind ?? 'bummerl',
        marks: taken[0]?.bummerl ?? 1,
        scores,
        forfeit,
      };
      return { type: 'BummerlScored', data };
    }
    case 'MatchEnded':
      return { type: 'MatchWon', data: { winners: event.data.winners, team: teamOf(event.data.winners[0] ?? 0) } };
    default:
      return Object.hasOwn(OLD_EVENT_NAMES, event.type) ? { type: OLD_EVENT_NAMES[event.type], data: event.data } : event;
  }
}

/** An action of either vocabulary, named as now: `pass` in the doubling round is declining to double. */
export function upcastAction(action: BauernAction, state: BauernState): BauernAction {
  const type = (action as { type?: unknown } | null)?.type;
  if (type === 'pass' && state.phase === 'doubling') return { type: 'declineDouble' };
  if (type === 'blinderBettler') return { type: 'declareBlinderBettler' };
  return typeof type === 'string' && Object.hasOwn(RENAMED_ACTIONS, type)
    ? ({ ...action, type: RENAMED_ACTIONS[type] } as BauernAction)
    : action;
}

export function downcastAction(action: BauernAction): { type: string } {
  if (action.type === 'declareBlinderBettler') return { type: 'blinderBettler' };
  return Object.hasOwn(OLD_ACTION_NAMES, action.type) ? { ...action, type: OLD_ACTION_NAMES[action.type] } : action;
}

/** Rules version 1's standings: the team's points in the running Bummerl; the status its Bummerl marks, in words. */
export function standingsV1(state: BauernState): Standing[] {
  return [0, 1, 2, 3].map((seat) => ({
    seat,
    score: state.bummerl.scores[teamOf(seat)] ?? 0,
    status: `team ${teamOf(seat)}, ${state.marks[teamOf(seat)] ?? 0} Bummerl`,
  }));
}

/** Rules version 1, still hosted for the matches created under it. */
export function bauernV1(current: Game<BauernState, BauernEvent, BauernAction, BauernView>): Game {
  const upcastCommand = (command: Command<BauernAction>, state: BauernState): Command<BauernAction> =>
    command.type === 'Act' ? { ...command, action: upcastAction(command.action, state) } : command;
  const actionObjects = current.actionObjects
    .filter((object) => actionType(object) !== 'declineDouble')
    .map((object) => renamedAction(object, (example) => downcastAction(example as BauernAction)));
  return {
    ...current,
    rulesVersion: 1,
    actionObjects,
    actions: actionCatalogue(actionObjects),
    terms: undefined,
    schemas: undefined,
    decide: (command, state) => current.decide(upcastCommand(command as Command<BauernAction>, state), state).map(downcast),
    legalActions: (state, seat) => current.legalActions(state, seat).map(downcastAction),
    redact: (event, viewer, now) => downcast(current.redact(event as BauernEvent, viewer, now)),
    standings: standingsV1,
  };
}
