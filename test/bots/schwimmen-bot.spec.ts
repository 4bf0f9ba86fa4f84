import { describe, expect, it } from '@jest/globals';
import { schwimmenBot, KEEP_PACKET_AT, KNOCK_AT } from '../../src/bots/heuristic/schwimmen.js';
import { seededRandom } from '../../src/bots/random.js';
import type { Card } from '../../src/engine/core/cards.js';
import type { SchwimmenAction, SchwimmenView } from '../../src/engine/schwimmen/index.js';
import { game, setupOf } from '../engine/schwimmen/fixtures.js';
import { playWithBots } from './play.js';

/** What seat 0 sees while playing: its hand and the table (the rest does not matter to the bot). */
function viewOf(hand: Card[], table: Card[], extra: Partial<SchwimmenView> = {}): SchwimmenView {
  const seats = [0, 1].map((seat) => ({ seat, cardCount: 3, score: 3, status: 'playing' as const }));
  return {
    game: 'schwimmen',
    phase: 'playing',
    dealNumber: 1,
    dealer: 1,
    waitingFor: [0],
    hand,
    trick: [],
    seats,
    lastDeal: null,
    table,
    stockCount: 20,
    handValue: null,
    knockedBy: null,
    finalTurnsLeft: [],
    passes: 0,
    lastShowdown: null,
    outcome: null,
    ...extra,
  };
}

function legalFor(hand: Card[], table: Card[], knock = true): SchwimmenAction[] {
  const swaps = hand.flatMap((h) => table.map((t) => ({ type: 'swapOne' as const, hand: h, table: t })));
  return [...swaps, { type: 'swapAll' }, { type: 'passTurn' }, ...(knock ? [{ type: 'knock' as const }] : [])];
}

const decide = (hand: Card[], table: Card[], extra: Partial<SchwimmenView> = {}, knock = true) =>
  schwimmenBot({ seat: 0, view: viewOf(hand, table, extra), legalActions: legalFor(hand, table, knock), random: seededRandom('t', 'x') });

describe('the Schwimmen heuristic bot', () => {
  it('keeps a good first packet and lays a poor one on the table', () => {
    const choose: SchwimmenAction[] = [
      { type: 'choosePacket', keep: true },
      { type: 'choosePacket', keep: false },
    ];
    const at = (hand: Card[]) =>
      schwimmenBot({ seat: 1, view: { ...viewOf(hand, []), phase: 'choosing' }, legalActions: choose, random: seededRandom('t', 'x') });
    expect(KEEP_PACKET_AT).toBe(22);
    expect(at(['H9', 'H7', 'H6'])).toEqual({ type: 'choosePacket', keep: true }); // 22
    expect(at(['HA', 'HK', 'H7'])).toEqual({ type: 'choosePacket', keep: true }); // 28
    expect(at(['HA', 'HK', 'S7'])).toEqual({ type: 'choosePacket', keep: false }); // 21
    expect(at(['G7', 'S8', 'E9'])).toEqual({ type: 'choosePacket', keep: false }); // 9
  });

  it('completes Schnauz when a swap makes 31', () => {
    expect(decide(['HA', 'H10', 'S7'], ['HK', 'G7', 'E8'])).toEqual({ type: 'swapOne', hand: 'S7', table: 'HK' });
  });

  it('knocks with 31 points that are not Schnauz rather than swapping for another 31', () => {
    // A + U + O of Herz count 31 but are not Schnauz (that needs the 10er); HK on the table changes nothing.
    expect(decide(['HA', 'HU', 'HO'], ['HK', 'H6', 'SU'])).toEqual({ type: 'knock' });
  });

  it(`knocks with ${KNOCK_AT} or more when no swap is much better, and waits longer while swimming`, () => {
    // E: A + K + 7 = 28; nothing on the table helps.
    expect(decide(['EA', 'EK', 'E7'], ['G7', 'S8', 'H9'])).toEqual({ type: 'knock' });
    expect(
      decide(['EA', 'EK', 'E7'], ['G7', 'S8', 'H9'], {
        seats: viewOf([], []).seats.map((s) => (s.seat === 0 ? { ...s, status: 'swimming', score: 0 } : s)),
      }),
    ).toEqual({ type: 'passTurn' });
    // After someone knocked there is no knock to make: keep 28.
    expect(decide(['EA', 'EK', 'E7'], ['G7', 'S8', 'H9'], {}, false)).toEqual({ type: 'passTurn' });
  });

  it('makes the swap that improves the hand most, giving away the cheapest card', () => {
    // G: 10 + 9 = 19; taking GK for the S7 makes 29.
    expect(decide(['G10', 'G9', 'S7'], ['GK', 'E8', 'H6'], {}, false)).toEqual({ type: 'swapOne', hand: 'S7', table: 'GK' });
    // The table as a whole (S: A + K + O = 31 is Schnauz) beats any single swap.
    expect(decide(['G7', 'E8', 'H6'], ['SA', 'SK', 'SO'])).toEqual({ type: 'swapAll' });
  });

  it('passes the turn when nothing improves the hand and it is too weak to knock', () => {
    expect(decide(['EA', 'EK', 'G7'], ['G8', 'S9', 'H9'])).toEqual({ type: 'passTurn' });
  });

  it('only ever chooses legal actions, and its matches end (heuristic and random bots, hundreds of matches)', () => {
    let finished = 0;
    for (let i = 0; i < 150; i++) {
      const players = 2 + (i % 5);
      const kinds = Array.from({ length: players }, (_, seat) => ((seat + i) % 3 === 0 ? 'random' : 'heuristic') as 'random' | 'heuristic');
      const result = playWithBots(game, setupOf({ players, seed: `bots-${i}`, options: { lives: 1 + (i % 3) } }), kinds);
      if (result.finished) finished++;
    }
    expect(finished).toBe(150);
  });

  it('is reproducible: the same view, legal actions and random source give the same move', () => {
    const hand: Card[] = ['G10', 'E9', 'S7'];
    const table: Card[] = ['GK', 'GA', 'H6'];
    const a = schwimmenBot({
      seat: 0,
      view: viewOf(hand, table),
      legalActions: legalFor(hand, table),
      random: seededRandom('s', 'bot:0:9'),
    });
    const b = schwimmenBot({
      seat: 0,
      view: viewOf(hand, table),
      legalActions: legalFor(hand, table),
      random: seededRandom('s', 'bot:0:9'),
    });
    expect(a).toEqual(b);
  });
});
