import { describe, expect, it } from '@jest/globals';
import { spec } from '../../../support/decider.js';
import { D1, FOUR_TRICKS } from './deals.js';
import { START, close, exchange, game, history, play, preset, run, setupOf } from './fixtures.js';

const setup = setupOf({ presets: [D1] });
const given = (commands: Parameters<typeof history>[1], s = setup) => spec(game, s).given(history(s, commands));

/** D1 where seat 0 takes trick 4 with the trump HK (seat 1 throws SA) and stays on lead with one face-down card left. */
const SEAT0_ON_LEAD_ONE_LEFT = [...FOUR_TRICKS.slice(0, -2), play(0, 'HK'), play(1, 'SA')];

describe('the trump Unter exchange (docs/rules-decisions.md: the player on lead, while the talon is open)', () => {
  it('the holder of the trump Unter on lead takes the face-up trump card for it; the Unter lies face up instead', () => {
    const state = given([START])
      .when(exchange(0))
      .then([{ type: 'TrumpExchanged', data: { seat: 0, unter: 'HU', trumpCard: 'H10' } }]);
    expect(state.deal.hands[0]).toEqual(['H10', 'EA', 'E10', 'GK', 'GO']);
    expect(game.view(state, 1)).toMatchObject({ trumpCard: 'HU', talonCount: 10, known: [['H10'], []] });
    // Still on lead: the exchange is no move of its own.
    expect(game.activeSeats(state)).toEqual([0]);
  });

  it('the exchanged Unter is what the loser of trick five draws', () => {
    const { state } = run(setup, [START, exchange(0), ...FOUR_TRICKS.slice(1), play(1, 'S10'), play(0, 'GU')]);
    expect(state.deal.hands[0]).toContain('HU');
    expect(state.deal.known[0]).toEqual(['H10', 'HU']);
  });

  it('is refused without the trump Unter, for the follower, after a lead and once the talon is closed', () => {
    given([START, play(0, 'EA'), play(1, 'HA')])
      .when(exchange(1))
      .thenThrows('ILLEGAL_ACTION', /Only the holder of the trump Unter/);
    given([START, play(0, 'GO')])
      .when(exchange(1))
      .thenThrows('ILLEGAL_ACTION', /player on lead/);
    given([START, close(0)])
      .when(exchange(0))
      .thenThrows('ILLEGAL_ACTION', /closed/);
    given([START]).when(exchange(1)).thenThrows('NOT_YOUR_TURN');
  });

  it('is refused once the talon is exhausted (there is no trump card any more)', () => {
    // The trump Unter is the last face-down card: seat 1 wins trick 5 and draws it, seat 0 the H10.
    const late = preset(['EA', 'E10', 'GK', 'GO', 'SU'], ['HA', 'SA', 'S10', 'EK', 'EO'], 'H10', [
      'HK',
      'HO',
      'GA',
      'G10',
      'SK',
      'SO',
      'EU',
      'GU',
      'HU',
    ]);
    const s = setupOf({ presets: [late] });
    const fourTricks = [
      START,
      play(0, 'EA'),
      play(1, 'EO'),
      play(0, 'E10'),
      play(1, 'EK'),
      play(0, 'GA'),
      play(1, 'G10'),
      play(0, 'HK'),
      play(1, 'SA'),
    ];
    expect(run(s, fourTricks).state.deal.talon).toEqual(['HU']);
    const commands = [...fourTricks, play(0, 'SU'), play(1, 'S10')];
    const { state } = run(s, commands);
    expect(state.deal.trumpCard).toBeNull();
    expect(state.deal.hands[1]).toContain('HU');
    expect(game.legalActions(state, 1)).not.toContainEqual({ type: 'exchangeTrump' });
    given(commands, s)
      .when(exchange(1))
      .thenThrows('ILLEGAL_ACTION', /exhausted/);
  });

  it('with one face-down card left: allowed by default', () => {
    const { state } = run(setup, SEAT0_ON_LEAD_ONE_LEFT);
    expect(state.deal.talon).toHaveLength(1);
    expect(game.legalActions(state, 0)).toContainEqual({ type: 'exchangeTrump' });
    given(SEAT0_ON_LEAD_ONE_LEFT)
      .when(exchange(0))
      .then([{ type: 'TrumpExchanged', data: { seat: 0, unter: 'HU', trumpCard: 'H10' } }]);
  });

  it('with one face-down card left: refused under the house rule exchangeWithOneLeft = false', () => {
    const strict = setupOf({ presets: [D1], options: { exchangeWithOneLeft: false } });
    expect(game.legalActions(run(strict, SEAT0_ON_LEAD_ONE_LEFT).state, 0)).not.toContainEqual({ type: 'exchangeTrump' });
    given(SEAT0_ON_LEAD_ONE_LEFT, strict)
      .when(exchange(0))
      .thenThrows('ILLEGAL_ACTION', /exchangeWithOneLeft/);
    // Two or more face-down cards: the house rule does not matter.
    given([START], strict)
      .when(exchange(0))
      .then([{ type: 'TrumpExchanged', data: { seat: 0, unter: 'HU', trumpCard: 'H10' } }]);
  });
});

describe('closing the talon (Zudrehen)', () => {
  it('the player on lead closes before leading, also before the first trick; the opponent state is recorded', () => {
    given([START])
      .when(close(0))
      .then([{ type: 'TalonClosed', data: { by: 0, opponentPoints: 0, opponentTricks: 0 } }]);
    given(FOUR_TRICKS)
      .when(close(1))
      .then([{ type: 'TalonClosed', data: { by: 1, opponentPoints: 49, opponentTricks: 3 } }]);
  });

  it('after exchanging the trump Unter he may still close; not the other way round', () => {
    given([START, exchange(0)])
      .when(close(0))
      .then([{ type: 'TalonClosed', data: { by: 0, opponentPoints: 0, opponentTricks: 0 } }]);
    given([START, close(0)])
      .when(close(0))
      .thenThrows('ILLEGAL_ACTION', /already closed/);
  });

  it('is refused for the follower and once the talon is exhausted', () => {
    given([START, play(0, 'EA')])
      .when(close(1))
      .thenThrows('ILLEGAL_ACTION', /player on lead/);
    given([...FOUR_TRICKS, play(1, 'S10'), play(0, 'GU')])
      .when(close(1))
      .thenThrows('ILLEGAL_ACTION', /exhausted/);
  });

  it('with one face-down card left: allowed by default, refused under closeWithOneLeft = false', () => {
    given(FOUR_TRICKS)
      .when(close(1))
      .then((events) => expect(events[0].type).toBe('TalonClosed'));
    const strict = setupOf({ presets: [D1], options: { closeWithOneLeft: false } });
    given(FOUR_TRICKS, strict)
      .when(close(1))
      .thenThrows('ILLEGAL_ACTION', /closeWithOneLeft/);
    given([START], strict)
      .when(close(0))
      .then((events) => expect(events[0].type).toBe('TalonClosed'));
  });

  it('after closing nobody draws: the hands shrink trick by trick', () => {
    const { state, events } = run(setup, [START, close(0), play(0, 'EA'), play(1, 'EK')]);
    expect(events.some((e) => e.type === 'CardsDrawn')).toBe(false);
    expect(state.deal.hands.map((h) => h.length)).toEqual([4, 4]);
    expect(game.view(state, 0)).toMatchObject({ talonCount: 10, trumpCard: 'H10', closed: { by: 0 } });
  });
});
