import { describe, expect, it } from '@jest/globals';
import type { SchafkopfEvent } from '../../../src/engine/schafkopf/index.js';
import { spec } from '../../support/decider.js';
import { RUF } from './deals.js';
import { START, act, bid, card, game, history, nameGame, pass, run, setupOf, tricks } from './fixtures.js';

// RUF: seat 0 calls GA; seat 1 is the hidden partner; seats 2 and 3 defend.
const CALLED = [START, bid(0), pass(1), pass(2), pass(3), nameGame(0, { game: 'rufspiel', call: 'GA' })];
// Each level is its own action, recorded as Doubled with its level and German name.
const stoss = (seat: number) => act(seat, { type: 'stoss' });
const re = (seat: number) => act(seat, { type: 're' });
const supra = (seat: number) => act(seat, { type: 'supra' });
const resupra = (seat: number) => act(seat, { type: 'resupra' });
const NAMES = ['Stoß', 'Re', 'Supra', 'Resupra'] as const;
const doubled = (seat: number, level: number): SchafkopfEvent => ({ type: 'Doubled', data: { seat, level, name: NAMES[level - 1] } });
const given = (options: Record<string, unknown>, more: ReturnType<typeof card>[] = []) => {
  const setup = setupOf({ options, presets: [RUF] });
  return { setup, events: history(setup, [...CALLED, ...more]) };
};

describe('Spritzen: Stoß, Re, Supra, Resupra (docs/schafkopf.md "Spritzen")', () => {
  it('a defender gives Stoß, also off turn; the declarer and his (hidden) partner cannot', () => {
    const { setup, events } = given({});
    spec(game, setup)
      .given(events)
      .when(stoss(2))
      .then([doubled(2, 1)]);
    spec(game, setup)
      .given(events)
      .when(stoss(0))
      .thenThrows('ILLEGAL_ACTION', /Only the defenders/);
    spec(game, setup)
      .given(events)
      .when(stoss(1))
      .thenThrows('ILLEGAL_ACTION', /Only the defenders/);
    const state = run(setup, CALLED).state;
    expect(game.legalActions(state, 3)).toContainEqual({ type: 'stoss' });
    expect(game.legalActions(state, 1)).not.toContainEqual({ type: 'stoss' });
  });

  it('Re by the declaring side (the partner too, who is then known), Supra by the defenders, Resupra by the declaring side', () => {
    const { setup, events } = given({}, [stoss(3) as never]);
    spec(game, setup)
      .given(events)
      .when(re(2))
      .thenThrows('ILLEGAL_ACTION', /Re is for the declaring side/);
    const afterRe = spec(game, setup)
      .given(events)
      .when(re(1))
      .then([doubled(1, 2)]);
    expect(game.view(afterRe, 2).partner).toBe(1);
    const withRe = [...events, doubled(1, 2)] as typeof events;
    spec(game, setup)
      .given(withRe)
      .when(supra(0))
      .thenThrows('ILLEGAL_ACTION', /Supra is for the defenders/);
    const withSupra = [...withRe, doubled(2, 3)] as typeof events;
    spec(game, setup)
      .given(withSupra)
      .when(resupra(0))
      .then([doubled(0, 4)]);
    const all = [...withSupra, doubled(0, 4)] as typeof events;
    spec(game, setup)
      .given(all)
      .when(stoss(3))
      .thenThrows('ILLEGAL_ACTION', /Resupra was the last/);
    spec(game, setup)
      .given(all)
      .when(resupra(1))
      .thenThrows('ILLEGAL_ACTION', /Resupra was the last/);
    expect(game.view(run(setup, [...CALLED, stoss(3)]).state, 0).multiplier).toBe(2);
  });

  it('each level is its own action, legal only at its level and offered only then', () => {
    const { setup, events } = given({});
    spec(game, setup)
      .given(events)
      .when(re(0))
      .thenThrows('ILLEGAL_ACTION', /Re is not the next Spritze: the next is Stoß/);
    spec(game, setup)
      .given(events)
      .when(supra(2))
      .thenThrows('ILLEGAL_ACTION', /not the next Spritze/);
    const withStoss = [...events, doubled(3, 1)] as typeof events;
    spec(game, setup)
      .given(withStoss)
      .when(stoss(2))
      .thenThrows('ILLEGAL_ACTION', /Stoß is not the next Spritze: the next is Re/);
    const state = run(setup, [...CALLED, stoss(3)]).state;
    expect(game.legalActions(state, 0)).toContainEqual({ type: 're' });
    expect(game.legalActions(state, 0)).not.toContainEqual({ type: 'stoss' });
    expect(game.legalActions(state, 2)).not.toContainEqual({ type: 'stoss' });
    // Not bound to the turn, and never waited for.
    expect(game.activeSeats(state)).toEqual([0]);
    for (const type of ['stoss', 're', 'supra', 'resupra', 'voteEnd'])
      expect(game.actions.find((a) => a.type === type)?.optional).toBe(true);
    for (const action of game.actions.filter((a) => !['stoss', 're', 'supra', 'resupra', 'voteEnd'].includes(a.type)))
      expect(action.optional).toBeUndefined();
  });

  it('stossMax limits how far it goes (0: no Stoß at all)', () => {
    const one = given({ stossMax: 1 }, [stoss(3) as never]);
    spec(game, one.setup).given(one.events).when(re(0)).thenThrows('ILLEGAL_ACTION', /No Re/);
    const none = given({ stossMax: 0 });
    spec(game, none.setup)
      .given(none.events)
      .when(stoss(3))
      .thenThrows('ILLEGAL_ACTION', /not played at this table/);
  });

  it('stossUntil ownFirstCard: each defender until he plays his first card', () => {
    const { setup, events } = given({}, tricks('0:HU 1:HO 2:H7'));
    spec(game, setup)
      .given(events)
      .when(stoss(2))
      .thenThrows('ILLEGAL_ACTION', /before your first card/);
    spec(game, setup)
      .given(events)
      .when(stoss(3))
      .then([doubled(3, 1)]);
  });

  it('stossUntil firstTrick: anyone of the defenders until the first trick is complete', () => {
    const during = given({ stossUntil: 'firstTrick' }, tricks('0:HU 1:HO 2:H7'));
    spec(game, during.setup)
      .given(during.events)
      .when(stoss(2))
      .then([doubled(2, 1)]);
    const after = given({ stossUntil: 'firstTrick' }, tricks('0:HU 1:HO 2:H7 3:E8'));
    spec(game, after.setup)
      .given(after.events)
      .when(stoss(3))
      .thenThrows('ILLEGAL_ACTION', /during the first trick/);
  });

  it('an answer must come before the answering player plays his next card', () => {
    // Seat 3 gives Stoß before his first card; seat 0 already led and may say Re until he plays again.
    const { setup, events } = given({}, [...tricks('0:HU 1:HO 2:H7'), stoss(3) as never, card(3, 'E8')]);
    spec(game, setup)
      .given(events)
      .when(re(0))
      .then([doubled(0, 2)]);
    // Seat 1 took the trick and leads: once he has played, his Re is too late.
    const later = given({}, [...tricks('0:HU 1:HO 2:H7'), stoss(3) as never, card(3, 'E8'), card(1, 'HA')]);
    spec(game, later.setup)
      .given(later.events)
      .when(re(1))
      .thenThrows('ILLEGAL_ACTION', /before you play your next card/);
    spec(game, later.setup)
      .given(later.events)
      .when(re(0))
      .then([doubled(0, 2)]);
  });

  it('no Stoß before the game is fixed, nor in a Ramsch', () => {
    const setup = setupOf({ presets: [RUF] });
    spec(game, setup)
      .given(history(setup, [START]))
      .when(stoss(2))
      .thenThrows('ILLEGAL_ACTION', /once the game is fixed/);
    const ramsch = setupOf({ options: { allPass: 'ramsch' }, presets: [RUF] });
    spec(game, ramsch)
      .given(history(ramsch, [START, pass(0), pass(1), pass(2), pass(3)]))
      .when(stoss(2))
      .thenThrows('ILLEGAL_ACTION', /no Stoß in a ramsch/);
  });
});
