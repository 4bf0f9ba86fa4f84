import { z } from 'zod';
import { actionCatalogue, actionType, renamedAction } from '../../core/actions.js';
import type { Command, Game, GameEvent, Standing } from '../../core/game.js';
import { withPoints } from '../common/bummerl.js';
import type { ContractId } from '../common/contracts.js';
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
import { downcastDealAction, downcastDealEvent, upcastDealAction, upcastDealEvent } from '../zweier/deal-legacy.js';
import type { ZweierDealEvent } from '../zweier/deal-types.js';
import { takenNow } from './bummerl-end.js';
import type { PlayoffResult } from './playoff-types.js';
import type { DreierAction, DreierEvent, DreierState, DreierView, SeatPenalty } from './types.js';

/**
 * Dreierschnapsen rules versions 1 and 2: the same rules under other names. Actions `knock`,
 * `bid {contract, withTalon}`, `pass` also after the talon and in the doubling round, `announce`, `play`, and in the
 * play-off `close`, `claim`; events `RaisePassed`, `DoublingPassed`, `MarriageAnnounced`, `Doubled { seat, name,
 * factor }`, `DealScored { score, bummerl, declarer, withTalon, raisedFrom, credited, scoresBefore, scoresAfter }`,
 * `BummerlEnded { bummerl, scores, penalties, tied, playoff }`, `MatchEnded { winners, penalties }`, and the
 * play-off's `MarriageAnnounced`; standings gave the points in the running Bummerl and prose as `status`.
 *
 * `upcast` (at the top of evolve and redact) reads old events as current ones; the retired versions decide with
 * the current rules and record under the old names (`downcast`), so old streams replay and verify exactly.
 */
type Loose = { type: string; data: Record<string, unknown> };

interface OldDealScored {
  score: OldDealScore;
  bummerl: number;
  declarer: number;
  withTalon: boolean;
  raisedFrom: ContractId | null;
  credited: number[];
  scoresBefore: number[];
  scoresAfter: number[];
}

interface OldBummerlEnded {
  bummerl: number;
  scores: number[];
  penalties: SeatPenalty[];
  tied: number[] | null;
  playoff: PlayoffResult | null;
}

export function upcast(old: DreierEvent, state: DreierState): DreierEvent {
  // A stored event that does not look like what it claims to be is passed on as it is (evolve never throws).
  try {
    return upcastUnsafe(old, state);
  } catch {
    return old;
  }
}

function upcastUnsafe(old: DreierEvent, state: DreierState): DreierEvent {
  const event = old as unknown as Loose;
  switch (event.type) {
    case 'Doubled':
      return { type: 'Doubled', data: upcastDoubled(event.data as unknown as OldDoubled) };
    case 'RaisePassed':
      return { type: 'RaiseDeclined', data: { seat: event.data.seat as number } };
    case 'DealScored': {
      if ('dealNumber' in event.data) return old;
      const data = event.data as unknown as OldDealScored;
      const score = dealScoreFromOld(data.score);
      return {
        type: 'DealScored',
        data: dealScoredData({
          dealNumber: data.score.deal,
          bummerlNumber: data.bummerl,
          score,
          scoresBefore: data.scoresBefore,
          taken: takenNow(withPoints(state.score, score.awards), state.options),
          players: 3,
          more: { withTalon: data.withTalon, raisedFrom: data.raisedFrom },
        }),
      };
    }
    case 'BummerlEnded': {
      const data = event.data as unknown as OldBummerlEnded;
      const taken = data.penalties.map((p) => ({ seats: [p.seat], kind: p.kind, bummerl: p.count }));
      return {
        type: 'BummerlScored',
        data: { bummerlNumber: data.bummerl, scores: data.scores, taken, forfeit: false, tied: data.tied, playoff: data.playoff },
      };
    }
    case 'MatchEnded':
      return 'penalties' in event.data
        ? { type: 'MatchEnded', data: { winners: event.data.winners as number[], bummerl: event.data.penalties as number[] } }
        : old;
    case 'PlayoffEvent':
      return {
        type: 'PlayoffEvent',
        data: { ...(event.data as EventData<'PlayoffEvent'>), event: upcastDealEvent(event.data.event as ZweierDealEvent) },
      };
    default:
      return Object.hasOwn(RENAMED_EVENTS, event.type) ? ({ type: RENAMED_EVENTS[event.type], data: event.data } as DreierEvent) : old;
  }
}

type EventData<T extends DreierEvent['type']> = Extract<DreierEvent, { type: T }>['data'];

export function downcast(event: DreierEvent): GameEvent {
  switch (event.type) {
    case 'Doubled':
      return { type: 'Doubled', data: downcastDoubled(event.data) };
    case 'RaiseDeclined':
      return { type: 'RaisePassed', data: event.data };
    case 'DealScored': {
      const { data } = event;
      const score = oldDealScore(dealScoreOf(data), data.dealNumber);
      const credited = [0, 1, 2].map((seat) => data.awards.filter((a) => a.party === seat).reduce((sum, a) => sum + a.points, 0));
      const old: OldDealScored = {
        score,
        bummerl: data.bummerlNumber,
        declarer: data.sides.declarer,
        withTalon: data.withTalon,
        raisedFrom: data.raisedFrom,
        credited,
        scoresBefore: data.scoresBefore,
        scoresAfter: data.scoresAfter,
      };
      return { type: 'DealScored', data: old };
    }
    case 'BummerlScored': {
      const { data } = event;
      const penalties = data.taken.map((t) => ({ seat: t.seats[0], kind: t.kind, count: t.bummerl }));
      const old: OldBummerlEnded = { bummerl: data.bummerlNumber, scores: data.scores, penalties, tied: data.tied, playoff: data.playoff };
      return { type: 'BummerlEnded', data: old };
    }
    case 'MatchEnded':
      return { type: 'MatchEnded', data: { winners: event.data.winners, penalties: event.data.bummerl } };
    case 'PlayoffEvent':
      return { type: 'PlayoffEvent', data: { deal: event.data.deal, seats: event.data.seats, event: downcastDealEvent(event.data.event) } };
    default:
      return Object.hasOwn(OLD_EVENT_NAMES, event.type) ? { type: OLD_EVENT_NAMES[event.type], data: event.data } : event;
  }
}

/**
 * An action of either vocabulary, named as now: `bid` carried `withTalon`; `pass` after the talon declines to
 * raise and in the doubling round declines to double; the play-off's `play`, `announce`, `close`, `claim`.
 */
export function upcastAction(action: DreierAction, state: DreierState): DreierAction {
  const loose = action as unknown as { type?: unknown; contract?: unknown; withTalon?: unknown };
  const type = loose?.type;
  if (type === 'bid' && 'withTalon' in loose) {
    return { type: loose.withTalon === false ? 'bidWithoutTalon' : 'bid', contract: loose.contract } as DreierAction;
  }
  if (type === 'pass' && state.phase === 'doubling') return { type: 'declineDouble' };
  if (type === 'pass' && state.phase === 'raise') return { type: 'declineRaise' };
  if (typeof type === 'string' && Object.hasOwn(RENAMED_ACTIONS, type)) return { ...action, type: RENAMED_ACTIONS[type] } as DreierAction;
  return upcastDealAction(action);
}

export function downcastAction(action: DreierAction): { type: string } {
  switch (action.type) {
    case 'bid':
      return { type: 'bid', contract: action.contract, withTalon: true } as { type: string };
    case 'bidWithoutTalon':
      return { type: 'bid', contract: action.contract, withTalon: false } as { type: string };
    case 'declineRaise':
      return { type: 'pass' };
    default:
      return Object.hasOwn(OLD_ACTION_NAMES, action.type) ? { ...action, type: OLD_ACTION_NAMES[action.type] } : downcastDealAction(action);
  }
}

/** Rules versions 1 and 2's standings: the points in the running Bummerl; the status the Bummerl taken, in words. */
export function standingsV2(state: DreierState): Standing[] {
  return [0, 1, 2].map((seat) => ({
    seat,
    score: state.score.scores[seat] ?? 0,
    status: `${state.penalties[seat] ?? 0} Bummerl${state.forfeitedBy === seat ? ', forfeited' : ''}`,
  }));
}

/** A retired rules version (1 or 2), still hosted for the matches created under it: `engine` plays its rules. */
export function retired(engine: Game<DreierState, DreierEvent, DreierAction, DreierView>): Game {
  const upcastCommand = (command: Command<DreierAction>, state: DreierState): Command<DreierAction> =>
    command.type === 'Act' ? { ...command, action: upcastAction(command.action, state) } : command;
  const newTypes = new Set(['bidWithoutTalon', 'declineRaise', 'declineDouble']);
  const withTalon = { withTalon: z.boolean().describe('true: take the talon; false: play without it.') };
  const actionObjects = engine.actionObjects
    .filter((object) => !newTypes.has(actionType(object)))
    .map((object) =>
      renamedAction(object, (example) => downcastAction(example as DreierAction), actionType(object) === 'bid' ? withTalon : {}),
    );
  return {
    ...engine,
    actionObjects,
    actions: actionCatalogue(actionObjects),
    terms: undefined,
    schemas: undefined,
    decide: (command, state) => engine.decide(upcastCommand(command as Command<DreierAction>, state), state).map(downcast),
    legalActions: (state, seat) => engine.legalActions(state, seat).map(downcastAction),
    redact: (event, viewer, now) => downcast(engine.redact(event as DreierEvent, viewer, now)),
    standings: standingsV2,
  };
}
