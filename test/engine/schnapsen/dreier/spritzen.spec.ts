import { describe, expect, it } from '@jest/globals';
import { spec } from '../../../support/decider.js';
import { D, P, RINGS, START, act, bid, credited, dealTo, game, history, ofType, setupOf, typesAre } from './fixtures.js';

const SPRITZEN = { type: 'spritzen' };
const RETOUR = { type: 'retour' };
const RE = { type: 're' };

/**
 * Spritzen (docs/bauernschnapsen.md "Flecken"; Talonschnapsen: "until the first card has been played, regardless of
 * whether the talon has been viewed"): an opponent doubles, the declarer redoubles (Retour), an opponent again (Re).
 * The shared doubling round comes once the contract is final: the opponents clockwise from the declarer, then the
 * declarer, each in turn, so that nobody is overtaken by the first card.
 */
describe('Spritzen, Retour, Re', () => {
  const setup = setupOf({ presets: [RINGS] });
  // Seat 0 bids a Gang without the talon; seats 1 and 2 are the opponents.
  const settled = history(setup, [START, act(0, { type: 'callTrump', suit: 'G' }), act(0, bid('gang')), act(1, P), act(2, P)]);
  const LEVELS = { spritzen: [1, 'Spritzen'], retour: [2, 'Retour'], re: [3, 'Re'] } as const;
  const doubled = (seat: number, name: 'spritzen' | 'retour' | 're') => ({
    type: 'Doubled' as const,
    data: { seat, level: LEVELS[name][0], name: LEVELS[name][1] },
  });
  const passed = (seat: number) => ({ type: 'DoublingDeclined' as const, data: { seat } });

  it('the opponents are asked first, clockwise from the declarer', () => {
    const state = spec(game, setup).given(settled).state;
    expect(state.phase).toBe('doubling');
    expect(game.activeSeats(state)).toEqual([1]);
    expect(game.legalActions(state, 1)).toEqual([SPRITZEN, D]);
    expect(game.legalActions(state, 0)).toEqual([]);
    expect(game.view(state, 'spectator').doubling).toEqual({ said: [], next: 'spritzen', toSpeak: [1, 2], herzrunde: false, factor: 1 });
  });

  it('both opponents decline: the declarer leads the first card ("pass" is for the bidding only)', () => {
    spec(game, setup)
      .given([...settled, passed(1)])
      .when(act(2, P))
      .thenThrows('ILLEGAL_ACTION');
    const state = spec(game, setup)
      .given([...settled, passed(1)])
      .when(act(2, D))
      .then([passed(2)]);
    expect(state.phase).toBe('playing');
    expect(game.activeSeats(state)).toEqual([0]);
  });

  it('an opponent spritzes: the declarer may answer Retour; then an opponent Re; then nobody', () => {
    const s1 = spec(game, setup)
      .given(settled)
      .when(act(1, SPRITZEN))
      .then([doubled(1, 'spritzen')]);
    expect(game.activeSeats(s1)).toEqual([0]);
    expect(game.legalActions(s1, 0)).toEqual([RETOUR, D]);
    const retour = [...settled, doubled(1, 'spritzen')];
    const s2 = spec(game, setup)
      .given(retour)
      .when(act(0, RETOUR))
      .then([doubled(0, 'retour')]);
    expect(game.activeSeats(s2)).toEqual([1]);
    const re = [...retour, doubled(0, 'retour'), passed(1)];
    const s3 = spec(game, setup)
      .given(re)
      .when(act(2, RE))
      .then([doubled(2, 're')]);
    expect(s3.phase).toBe('playing');
    expect(s3.deal?.doubling?.said.map((d) => d.seat)).toEqual([1, 0, 2]);
  });

  it('only the doubling that is due, by the seat on turn; the declarer cannot spritz his own game, nobody after the first card', () => {
    spec(game, setup).given(settled).when(act(1, RETOUR)).thenThrows('DOUBLING_NOT_ALLOWED');
    spec(game, setup).given(settled).when(act(0, SPRITZEN)).thenThrows('NOT_YOUR_TURN');
    spec(game, setup).given(settled).when(act(2, SPRITZEN)).thenThrows('NOT_YOUR_TURN');
    const playing = [...settled, passed(1), passed(2)];
    spec(game, setup)
      .given(playing)
      .when(act(0, SPRITZEN))
      .thenThrows('DOUBLING_NOT_ALLOWED', /first card/);
    spec(game, setup)
      .given(playing)
      .when(act(1, SPRITZEN))
      .thenThrows('DOUBLING_NOT_ALLOWED', /first card/);
  });

  it('not before the contract is final (here: before the discard)', () => {
    const talon = history(setup, [START, act(0, { type: 'callTrump', suit: 'G' }), act(0, bid('gang', true)), act(1, P), act(2, P)]);
    spec(game, setup).given(talon).when(act(1, SPRITZEN)).thenThrows('DOUBLING_NOT_ALLOWED');
  });

  it('what is said cannot be rescinded: the declarer declining leaves the Spritzen standing', () => {
    const state = spec(game, setup)
      .given([...settled, doubled(1, 'spritzen')])
      .when(act(0, D))
      .then([passed(0)]);
    expect(state.phase).toBe('playing');
    expect(game.view(state, 2).doubling).toEqual({
      said: [{ seat: 1, level: 1, name: 'Spritzen' }],
      next: null,
      toSpeak: [],
      herzrunde: false,
      factor: 2,
    });
  });

  it('the value doubles per call: a Gang won after Spritzen and Retour is worth 9 x 4 = 36', () => {
    const { events } = dealTo(
      setup,
      [
        act(0, { type: 'callTrump', suit: 'G' }),
        act(0, bid('gang')),
        act(1, P),
        act(2, P),
        act(1, SPRITZEN),
        act(0, RETOUR),
        act(1, D),
        act(2, D),
      ],
      [
        ...['EA', 'GU', 'HU'],
        ...['E10', 'GO', 'HO'],
        ...['EK', 'GK', 'HK'],
        ...['EO', 'G10', 'SK'],
        ...['EU', 'GA', 'SA'],
        ...['HA', 'S10', 'H10'],
      ],
    );
    const result = ofType(events, 'DealScored')[0].data;
    expect(result.multipliers.map((m) => m.name)).toEqual(['spritzen', 'retour']);
    expect(result).toMatchObject({ baseValue: 9, factor: 4, value: 36 });
    expect(credited(result)).toEqual([36, 0, 0]);
    expect(result.multipliers.map((m) => m.seat)).toEqual([1, 0]);
    expect(result.items).toEqual([
      { label: 'Gang', value: 9 },
      { label: 'Spritzen x2', value: 9 },
      { label: 'Retour x2', value: 18 },
    ]);
  });

  it('Herzrunde (option): Herz as trump doubles the deal', () => {
    const herz = setupOf({ presets: [RINGS], options: { herzrunde: true } });
    const { events } = dealTo(
      herz,
      [act(0, { type: 'callTrump', suit: 'H' }), act(0, bid('gang')), act(1, P), act(2, P), act(1, D), act(2, D)],
      [
        ...['EA', 'GU', 'HU'],
        ...['E10', 'GO', 'HO'],
        ...['EK', 'GK', 'HK'],
        ...['EO', 'G10', 'SK'],
        ...['EU', 'GA', 'SA'],
        ...['HA', 'S10', 'H10'],
      ],
    );
    const result = ofType(events, 'DealScored')[0].data;
    expect(result.multipliers.map((m) => m.name)).toEqual(['herzrunde']);
    expect(result.value).toBe(18);
    spec(game, herz)
      .given([])
      .when(START)
      .then(typesAre(['MatchStarted', 'DealDealt']));
  });
});
