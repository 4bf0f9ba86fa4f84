import { describe, expect, it } from '@jest/globals';
import { spec } from '../../../support/decider.js';
import { RINGS, START, act, dealTo, game, history, ofType, setupOf, typesAre } from './fixtures.js';

const P = { type: 'pass' };
const SPRITZ = { type: 'spritz' };
const bid = (contract: string, withTalon = false) => ({ type: 'bid', contract, withTalon });

/**
 * Spritzen (bauernschnapsen.*.txt "Flecken"; Talonschnapsen: "until the first card has been played, regardless of
 * whether the talon has been viewed"): an opponent doubles, the declarer redoubles (Retour), an opponent again (Re).
 * Here the round comes once the contract is final: the opponents clockwise from the declarer, then the declarer.
 */
describe('Spritzen, Retour, Re', () => {
  const setup = setupOf({ presets: [RINGS] });
  // Seat 0 bids a Gang without the talon; seats 1 and 2 are the opponents.
  const settled = history(setup, [START, act(0, { type: 'callTrump', suit: 'G' }), act(0, bid('gang')), act(1, P), act(2, P)]);

  it('the opponents are asked first, clockwise from the declarer', () => {
    const state = spec(game, setup).given(settled).state;
    expect(state.phase).toBe('spritzen');
    expect(game.activeSeats(state)).toEqual([1]);
    expect(game.legalActions(state, 1)).toEqual([SPRITZ, P]);
  });

  it('both opponents pass: the declarer leads the first card', () => {
    const state = spec(game, setup).given([...settled, { type: 'SpritzenPassed', data: { seat: 1 } }]).when(act(2, P)).then([{ type: 'SpritzenPassed', data: { seat: 2 } }]);
    expect(state.phase).toBe('playing');
    expect(game.activeSeats(state)).toEqual([0]);
  });

  it('an opponent spritzes: the declarer may answer Retour; then an opponent Re; then nobody', () => {
    const s1 = spec(game, setup).given(settled).when(act(1, SPRITZ)).then([{ type: 'Spritzed', data: { seat: 1, doublings: 1 } }]);
    expect(game.activeSeats(s1)).toEqual([0]);
    const retour = [...settled, { type: 'Spritzed', data: { seat: 1, doublings: 1 } }] as typeof settled;
    const s2 = spec(game, setup).given(retour).when(act(0, SPRITZ)).then([{ type: 'Spritzed', data: { seat: 0, doublings: 2 } }]);
    expect(game.activeSeats(s2)).toEqual([1]);
    const re = [...retour, { type: 'Spritzed', data: { seat: 0, doublings: 2 } }, { type: 'SpritzenPassed', data: { seat: 1 } }] as typeof settled;
    const s3 = spec(game, setup).given(re).when(act(2, SPRITZ)).then([{ type: 'Spritzed', data: { seat: 2, doublings: 3 } }]);
    expect(s3.phase).toBe('playing');
    expect(s3.deal?.doubledBy).toEqual([1, 0, 2]);
  });

  it('the declarer cannot spritz his own game, and nobody after the first card', () => {
    spec(game, setup).given(settled).when(act(0, SPRITZ)).thenThrows('NOT_YOUR_TURN');
    const playing = [...settled, { type: 'SpritzenPassed', data: { seat: 1 } }, { type: 'SpritzenPassed', data: { seat: 2 } }] as typeof settled;
    spec(game, setup).given(playing).when(act(0, SPRITZ)).thenThrows('ILLEGAL_ACTION');
  });

  it('the value doubles per call: a Gang won after Spritzen and Retour is worth 9 x 4 = 36', () => {
    const { events } = dealTo(setup, [act(0, { type: 'callTrump', suit: 'G' }), act(0, bid('gang')), act(1, P), act(2, P), act(1, SPRITZ), act(0, SPRITZ), act(1, P), act(2, P)], [
      ...['EA', 'GU', 'HU'],
      ...['E10', 'GO', 'HO'],
      ...['EK', 'GK', 'HK'],
      ...['EO', 'G10', 'SK'],
      ...['EU', 'GA', 'SA'],
      ...['HA', 'S10', 'H10'],
    ]);
    const result = ofType(events, 'DealScored')[0].data;
    expect(result.score.multipliers.map((m) => m.name)).toEqual(['spritzen', 'retour']);
    expect(result.score).toMatchObject({ baseValue: 9, factor: 4, value: 36 });
    expect(result.credited).toEqual([36, 0, 0]);
    expect(result.doubledBy).toEqual([1, 0]);
  });

  it('Herzrunde (option): Herz as trump doubles the deal', () => {
    const herz = setupOf({ presets: [RINGS], options: { herzrunde: true } });
    const { events } = dealTo(herz, [act(0, { type: 'callTrump', suit: 'H' }), act(0, bid('gang')), act(1, P), act(2, P), act(1, P), act(2, P)], [
      ...['EA', 'GU', 'HU'],
      ...['E10', 'GO', 'HO'],
      ...['EK', 'GK', 'HK'],
      ...['EO', 'G10', 'SK'],
      ...['EU', 'GA', 'SA'],
      ...['HA', 'S10', 'H10'],
    ]);
    const result = ofType(events, 'DealScored')[0].data;
    expect(result.score.multipliers.map((m) => m.name)).toEqual(['herzrunde']);
    expect(result.score.value).toBe(18);
    spec(game, herz).given([]).when(START).then(typesAre(['MatchStarted', 'DealDealt']));
  });
});
