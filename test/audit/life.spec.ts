import { describe, expect, it } from '@jest/globals';
import {
  abortAgreed,
  abortVoters,
  evolveLife,
  initialLife,
  PLAY_BEGINS,
  rematchSeat,
  seatedCount,
  type MatchLife,
} from '../../src/audit/life.js';
import { namesOf } from '../../src/engine/core/vocabulary.js';
import { GAME_IDS, GAMES } from '../../src/engine/registry.js';

const fold = (game: string, seats: number, events: { type: string; data: unknown }[]): MatchLife =>
  events.reduce((life, event) => evolveLife(game, life, event), initialLife(seats));

describe("a match's life (src/audit/life.ts)", () => {
  it.each(GAME_IDS)('%s says when a card counts as played, in its own event names', (id) => {
    const names = namesOf(GAMES[id].terms);
    expect(PLAY_BEGINS[id]?.length).toBeGreaterThan(0);
    for (const event of PLAY_BEGINS[id]) expect({ event, listed: names.has(event) }).toEqual({ event, listed: true });
  });

  it('seats and frees seats as PlayerJoined and PlayerLeft say', () => {
    const life = fold('schwimmen', 3, [
      { type: 'PlayerJoined', data: { seat: 0, name: 'Anna' } },
      { type: 'PlayerJoined', data: { seat: 1, name: 'Bert' } },
      { type: 'PlayerLeft', data: { seat: 1 } },
      { type: 'PlayerJoined', data: { seat: 2, name: 'Cilli' } },
    ]);
    expect(life.seated).toEqual([true, false, true]);
    expect(seatedCount(life)).toBe(2);
  });

  it('collects abort votes; a refusal or a card played ends the proposal; MatchAborted ends the match', () => {
    const proposed = fold('schafkopf', 4, [
      { type: 'AbortVoted', data: { seat: 2, abort: true } },
      { type: 'AbortVoted', data: { seat: 0, abort: true } },
    ]);
    expect(proposed.abortVotes).toEqual([2, 0]);
    expect(evolveLife('schafkopf', proposed, { type: 'AbortVoted', data: { seat: 1, abort: false } }).abortVotes).toBeNull();
    // Bidding is no play in Schafkopf; the first card is.
    expect(evolveLife('schafkopf', proposed, { type: 'BidMade', data: { seat: 1 } })).toMatchObject({ abortVotes: [2, 0], played: false });
    expect(evolveLife('schafkopf', proposed, { type: 'CardPlayed', data: { seat: 1, card: 'EA' } })).toMatchObject({
      abortVotes: null,
      played: true,
    });
    // In Schwimmen the dealer's first choice is play already.
    expect(evolveLife('schwimmen', initialLife(2), { type: 'PacketChosen', data: { seat: 1 } }).played).toBe(true);
    expect(evolveLife('schafkopf', proposed, { type: 'MatchAborted', data: { seats: [0, 1, 2, 3] } })).toMatchObject({
      aborted: true,
      abortVotes: null,
    });
  });

  it('needs the agreement of every seat a person holds; bots agree', () => {
    const voters = abortVoters([null, 'heuristic', null]);
    expect(voters).toEqual([0, 2]);
    expect(abortAgreed([2], voters)).toBe(false);
    expect(abortAgreed([2, 0], voters)).toBe(true);
  });

  it('seats a rematch one on against the dealing order', () => {
    expect([0, 1, 2, 3].map((seat) => rematchSeat(seat, 4))).toEqual([3, 0, 1, 2]);
    expect([0, 1].map((seat) => rematchSeat(seat, 2))).toEqual([1, 0]);
  });
});
