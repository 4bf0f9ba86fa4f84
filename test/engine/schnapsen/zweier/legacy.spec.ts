import { describe, expect, it } from '@jest/globals';
import type { Command, GameEvent } from '../../../../src/engine/core/game.js';
import { findGame } from '../../../../src/engine/registry.js';
import { spec } from '../../../support/decider.js';
import { evolved, recorded, replayDiff } from '../golden-replay.js';
import { D1 } from './deals.js';
import { game, setupOf } from './fixtures.js';

/** Rules version 1: the same rules under the old names, hosted for the matches created under it. */
const v1 = findGame('schnapsen', 1)!;
const old = (seat: number, action: Record<string, unknown>): Command => ({ type: 'Act', seat, action: action as never });

describe('Schnapsen for two, rules version 1 (old names) still replays', () => {
  const setup = setupOf({ presets: [D1] });
  const dealt = { type: 'DealDealt', data: { dealer: 1, hands: D1.hands, trumpCard: 'H10', talon: D1.talon, talonCount: 10, deal: 1 } };
  const oldStream = [
    { type: 'MatchStarted', data: { firstDealer: 1, target: 7 } },
    dealt,
    { type: 'CardPlayed', data: { seat: 0, card: 'EA' } },
    { type: 'CardPlayed', data: { seat: 1, card: 'EO' } },
    { type: 'TrickTaken', data: { seat: 0, cards: ['EA', 'EO'], points: 14 } },
    {
      type: 'CardsDrawn',
      data: {
        draws: [
          { seat: 0, card: 'HK', trumpCard: false },
          { seat: 1, card: 'HO', trumpCard: false },
        ],
      },
    },
  ] as GameEvent[];

  it('given an old stream, when an old action is sent, then the retired version decides under the old names', () => {
    spec(v1, setup)
      .given(oldStream)
      .when(old(0, { type: 'claim' }))
      .then((events) => {
        expect(events.map((e) => e.type)).toEqual(['OutClaimed', 'DealScored', 'DealDealt']);
        // The deal's result alone, as version 1 records it: no deal summary in front of it.
        expect(Object.keys(events[1].data as object).slice(0, 5)).toEqual(['winner', 'gamePoints', 'reason', 'measuredAgainst', 'summary']);
        expect(events[1].data).toMatchObject({ winner: 1, gamePoints: 3, reason: 'wrongClaim' });
      });
    expect(v1.legalActions(spec(v1, setup).given(oldStream).state, 0)).toContainEqual({ type: 'claim' });
    spec(v1, setup)
      .given([...oldStream.slice(0, 2)])
      .when(old(0, { type: 'announce', suit: 'E' }))
      .thenThrows('NO_MARRIAGE');
  });

  it('the current version reads the same old stream (upcast) into the same state, and refuses the old names', () => {
    expect(
      game.evolve(spec(game, setup).given(oldStream as never).state, {
        type: 'MarriageAnnounced',
        data: { seat: 0, suit: 'G', points: 20 },
      } as never).deal.mustLead,
    ).toBe('G');
    spec(game, setup)
      .given(oldStream as never)
      .when(old(0, { type: 'claim' }))
      .thenThrows('INVALID_ACTION');
  });

  it.each(['schnapsen-seeded.json', 'schnapsen-mirror.json'])(
    '%s (recorded under version 1): decided exactly again, same result; not by version 2',
    (file) => {
      const match = recorded(file);
      expect(match.rulesVersion).toBe(1);
      expect(replayDiff(v1, match)).toBeNull();
      expect(replayDiff(game, match)).not.toBeNull();
      // Evolved by the current engine (through the upcast), the old stream leads to the same state.
      expect(evolved(game, match)).toEqual(evolved(v1, match));
    },
  );
});
