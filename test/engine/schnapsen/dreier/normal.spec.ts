import { describe, expect, it } from '@jest/globals';
import { spec } from '../../../support/decider.js';
import { credited, D, P, RINGS, STRONG, act, dealTo, game, ofType, setupOf } from './fixtures.js';

/** These deals leave the talon (or take it and name no game): the regional procedure (option noBidTalon). */
const REGIONAL = { noBidTalon: 'regional' };
const allPass = (trump: 'E' | 'G') => [act(0, { type: 'callTrump', suit: trump }), act(0, P), act(1, P), act(2, P)];

/**
 * The Normal game (docs/rules-decisions.md#dreierschnapsen-normal-game): nobody bid,
 * the Rufer plays alone against the other two for 66 or the last trick; the talon cards are not counted.
 * Worth 1 (losers >= 33), 2 (< 33), 3 (no trick); a losing Rufer gives it to each opponent.
 */
describe('the Normal game', () => {
  it('the Rufer reaches 66 with a 40 after his first trick and ends the deal at once: 3 when the others have no trick', () => {
    const setup = setupOf({ presets: [STRONG], options: REGIONAL });
    const { state } = dealTo(setup, [...allPass('E'), act(0, { type: 'leaveTalon' }), act(1, D), act(2, D)], ['EA', 'GO', 'HU']);
    const after40 = game.decide(act(0, { type: 'declareMarriage', suit: 'E' }), state);
    expect(after40.map((e) => e.type)).toEqual(['MarriageDeclared']);
    let now = after40.reduce(game.evolve, state);
    expect(game.legalActions(now, 0)).toEqual([
      { type: 'playCard', card: 'EK' },
      { type: 'playCard', card: 'EO' },
    ]);
    const events = game.decide(act(0, { type: 'playCard', card: 'EK' }), now);
    now = events.reduce(game.evolve, now);
    events.push(...game.decide(act(1, { type: 'playCard', card: 'GK' }), now));
    now = events.slice(-1).reduce(game.evolve, now);
    const last = game.decide(act(2, { type: 'playCard', card: 'SU' }), now);
    const result = ofType(last, 'DealScored')[0].data;
    // 16 + 40 after the first trick; 4 + 4 + 2 in the second: 66.
    expect(result).toMatchObject({ contract: 'normal', won: true, reason: 'reached66', baseValue: 3, value: 3 });
    expect(result.declaring).toMatchObject({ tricks: 2, cardPoints: 26, counted: 40, total: 66 });
    expect(credited(result)).toEqual([3, 0, 0]);
  });

  it('refused cards and 20/40 carry the family codes (as in Bauernschnapsen and Schnapsen for two)', () => {
    const setup = setupOf({ presets: [STRONG], options: REGIONAL });
    const moves = [...allPass('E'), act(0, { type: 'leaveTalon' }), act(1, D), act(2, D)];
    // Seat 2 holds Herz König, Ober and Unter: under the Herz Ass he must follow.
    const led = dealTo(setup, moves, ['HA', 'GO']);
    spec(game, setup)
      .given(led.events)
      .when(act(2, { type: 'playCard', card: 'SK' }))
      .thenThrows('MUST_FOLLOW', /beat the led card/);
    const lead = dealTo(setup, moves, ['EA', 'GO', 'HU']);
    spec(game, setup)
      .given(lead.events)
      .when(act(0, { type: 'playCard', card: 'GA' }))
      .thenThrows('CARD_NOT_IN_HAND');
    spec(game, setup)
      .given(lead.events)
      .when(act(0, { type: 'declareMarriage', suit: 'G' }))
      .thenThrows('NO_MARRIAGE', /König and Ober/);
    const announced = [...lead.events, ...game.decide(act(0, { type: 'declareMarriage', suit: 'E' }), lead.state)];
    spec(game, setup)
      .given(announced)
      .when(act(0, { type: 'playCard', card: 'H10' }))
      .thenThrows('MUST_LEAD_MARRIAGE', /König or Ober/);
    spec(game, setup)
      .given(announced)
      .when(act(0, { type: 'declareMarriage', suit: 'E' }))
      .thenThrows('NO_MARRIAGE', /once per lead/);
  });

  it('the opponents reach 66 together: each of them scores', () => {
    const setup = setupOf({ presets: [RINGS], options: REGIONAL });
    // Gras is trump and all of it sits with seat 1.
    const { events } = dealTo(
      setup,
      [...allPass('G'), act(0, { type: 'leaveTalon' }), act(1, D), act(2, D)],
      [...['EA', 'GU', 'SA'], ...['GA', 'SK', 'EU'], ...['G10', 'H10', 'EO'], ...['GK', 'HK', 'EK']],
    );
    const result = ofType(events, 'DealScored')[0].data;
    expect(result).toMatchObject({ won: false, winningSide: 'defending', reason: 'reached66', baseValue: 3 });
    expect(result.defending).toMatchObject({ tricks: 4, cardPoints: 76 });
    expect(credited(result)).toEqual([0, 3, 3]);
  });

  it('nobody reaches 66 (the Rufer laid the Eichel and Herz Ass away): the last trick decides, 1 point each for the opponents', () => {
    const setup = setupOf({ presets: [STRONG], options: REGIONAL });
    const { events } = dealTo(
      setup,
      [...allPass('E'), act(0, { type: 'takeTalon' }), act(0, { type: 'discard', cards: ['EA', 'HA'] }), act(1, D), act(2, D)],
      ['EO', 'SA', 'SO', 'EK', 'GO', 'SU', 'E10', 'GA', 'HK', 'EU', 'G10', 'HU', 'GU', 'GK', 'HO', 'S10', 'SK', 'H10'],
    );
    const result = ofType(events, 'DealScored')[0].data;
    // 65 + 33 in tricks; the 22 laid away count for nobody.
    expect(result).toMatchObject({ won: false, reason: 'lastTrick', baseValue: 1 });
    expect(result.declaring).toMatchObject({ tricks: 4, cardPoints: 65 });
    expect(result.defending).toMatchObject({ tricks: 2, cardPoints: 33 });
    expect(result.withTalon).toBe(true);
    expect(credited(result)).toEqual([0, 1, 1]);
  });

  it('the Rufer leads; once the deal is scored he deals the next one and his left neighbour calls', () => {
    const setup = setupOf({ presets: [STRONG], options: REGIONAL });
    const moves = [...allPass('E'), act(0, { type: 'leaveTalon' }), act(1, D), act(2, D)];
    expect(game.activeSeats(dealTo(setup, moves).state)).toEqual([0]);
    const play = (seat: number, card: string) => act(seat, { type: 'playCard', card: card as never });
    const given = dealTo(setup, [
      ...moves,
      play(0, 'EA'),
      play(1, 'GO'),
      play(2, 'HU'),
      act(0, { type: 'declareMarriage', suit: 'E' }),
      play(0, 'EK'),
      play(1, 'GK'),
    ]).events;
    spec(game, setup)
      .given(given)
      .when(act(2, { type: 'playCard', card: 'SU' }))
      .then((events) => {
        expect(events.map((e) => e.type)).toEqual(['CardPlayed', 'TrickTaken', 'DealScored', 'DealDealt']);
        expect(events[3].data).toMatchObject({ deal: 2, dealer: 0, rufer: 1 });
      });
  });
});
