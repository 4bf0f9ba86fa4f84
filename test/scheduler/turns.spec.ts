import { describe, expect, it } from '@jest/globals';
import { deadlinePassed, dueAt, nextTurns } from '../../src/matches/turns.js';
import type { SeatRecord, TimeControl } from '../../src/persistence/match-repository.js';

const T0 = '2040-01-01T08:00:00.000Z';
const at = (minutes: number) => new Date(Date.parse(T0) + minutes * 60_000);
const iso = (minutes: number) => at(minutes).toISOString();
const hour: TimeControl = { moveSeconds: 3600, onTimeout: 'forfeit', bot: 'heuristic' };
const seat = (n: number, bot: SeatRecord['bot'] = null): SeatRecord => ({
  seat: n,
  name: 'x',
  joinedAt: at(0),
  playerId: null,
  invitedPlayerId: null,
  bot,
  tokenHash: null,
});

describe('turns and deadlines', () => {
  it('starts the clock of a seat when it becomes active, and again after its own move', () => {
    expect(nextTurns([], [1], null, at(0), hour)).toEqual([{ seat: 1, since: iso(0), deadline: iso(60) }]);
    // Seat 1 moved and is still (again) to move: a new move, a new clock.
    expect(nextTurns([{ seat: 1, since: iso(0), deadline: iso(60) }], [1], 1, at(5), hour)).toEqual([
      { seat: 1, since: iso(5), deadline: iso(65) },
    ]);
    // Seat 0 moved; seat 1, still waiting, keeps its clock; seat 2 starts one.
    expect(nextTurns([{ seat: 1, since: iso(0), deadline: iso(60) }], [1, 2], 0, at(5), hour)).toEqual([
      { seat: 1, since: iso(0), deadline: iso(60) },
      { seat: 2, since: iso(5), deadline: iso(65) },
    ]);
    expect(nextTurns([], [0], null, at(0), null)).toEqual([{ seat: 0, since: iso(0), deadline: null }]);
    expect(nextTurns([{ seat: 0, since: iso(0), deadline: null }], [], 0, at(1), null)).toEqual([]);
  });

  it('is due at once for a bot, at the deadline when the rule acts, never for "nothing" or without time control', () => {
    const turns = [
      { seat: 0, since: iso(0), deadline: iso(60) },
      { seat: 1, since: iso(10), deadline: iso(70) },
    ];
    expect(dueAt(turns, [seat(0), seat(1)], hour)).toEqual(at(60));
    expect(dueAt(turns, [seat(0), seat(1, 'random')], hour)).toEqual(at(10));
    expect(dueAt(turns, [seat(0), seat(1)], { ...hour, onTimeout: 'nothing' })).toBeNull();
    expect(dueAt(turns, [seat(0), seat(1, 'heuristic')], { ...hour, onTimeout: 'nothing' })).toEqual(at(10));
    expect(dueAt([{ seat: 0, since: iso(0), deadline: null }], [seat(0)], null)).toBeNull();
    expect(dueAt([], [seat(0)], hour)).toBeNull();
  });

  it('closes a seat to its own moves once its deadline passed, unless the rule is "nothing"', () => {
    const turn = { seat: 0, since: iso(0), deadline: iso(60) };
    expect(deadlinePassed(turn, hour, at(59))).toBe(false);
    expect(deadlinePassed(turn, hour, at(60))).toBe(true);
    expect(deadlinePassed(turn, { ...hour, onTimeout: 'bot' }, at(61))).toBe(true);
    expect(deadlinePassed(turn, { ...hour, onTimeout: 'nothing' }, at(600))).toBe(false);
    expect(deadlinePassed(undefined, hour, at(600))).toBe(false);
  });
});
