import { describe, expect, it } from '@jest/globals';
import { spec } from '../../../support/decider.js';
import { D1, FIVE_TRICKS, FOUR_TRICKS } from './deals.js';
import { START, close, game, history, play, run, setupOf } from './fixtures.js';

const setup = setupOf({ presets: [D1] });
const given = (commands: Parameters<typeof history>[1]) => spec(game, setup).given(history(setup, commands));

describe('the first trick (docs/rules-decisions.md: the non-dealer leads)', () => {
  it('seat 1 deals the first deal, so seat 0 leads; seat 1 must wait', () => {
    const { state } = run(setup, [START]);
    expect(state.deal.dealer).toBe(1);
    expect(game.activeSeats(state)).toEqual([0]);
    given([START]).when(play(1, 'HA')).thenThrows('NOT_YOUR_TURN');
  });

  it('a card that is not in the hand is refused', () => {
    given([START]).when(play(0, 'HA')).thenThrows('CARD_NOT_IN_HAND');
    given([START])
      .when(play(0, 'XX' as never))
      .thenThrows('INVALID_CARD');
  });
});

describe('free play while the talon is open', () => {
  it('the follower need not follow suit, beat or trump', () => {
    // Seat 1 holds EK, EO and the trump HA, yet may throw S10 on the Eichel Ass.
    expect(game.legalActions(run(setup, [START, play(0, 'EA')]).state, 1)).toEqual(
      ['HA', 'SA', 'S10', 'EK', 'EO'].map((card) => ({ type: 'playCard', card })),
    );
    given([START, play(0, 'EA')])
      .when(play(1, 'S10'))
      .then((events) => expect(events[1]).toEqual({ type: 'TrickTaken', data: { seat: 0, cards: ['EA', 'S10'], points: 21 } }));
  });

  it('a trump takes a plain card; the winner draws first, then the loser', () => {
    given([START, play(0, 'EA')])
      .when(play(1, 'HA'))
      .then([
        { type: 'CardPlayed', data: { seat: 1, card: 'HA' } },
        { type: 'TrickTaken', data: { seat: 1, cards: ['EA', 'HA'], points: 22 } },
        {
          type: 'CardsDrawn',
          data: {
            draws: [
              { seat: 1, card: 'HK', trumpCard: false },
              { seat: 0, card: 'HO', trumpCard: false },
            ],
          },
        },
      ]);
  });

  it('a card of another plain suit never wins; the winner leads next', () => {
    const { state } = run(setup, [START, play(0, 'GO'), play(1, 'SA')]);
    expect(state.deal.taken[0]).toEqual({
      plays: [
        { seat: 0, card: 'GO' },
        { seat: 1, card: 'SA' },
      ],
      winner: 0,
    });
    expect(game.activeSeats(state)).toEqual([0]);
  });
});

describe('the end of the talon (docs/rules-decisions.md: with one face-down card and the trump left, the winner takes the face-down card, the other the trump)', () => {
  it('the trick winner draws the last face-down card, the loser the face-up trump card', () => {
    given([...FOUR_TRICKS, play(1, 'S10')])
      .when(play(0, 'GU'))
      .then((events) => {
        // Seat 1 led S10, seat 0 threw GU: seat 1 wins and draws first.
        expect(events.slice(1)).toEqual([
          { type: 'TrickTaken', data: { seat: 1, cards: ['S10', 'GU'], points: 12 } },
          {
            type: 'CardsDrawn',
            data: {
              draws: [
                { seat: 1, card: 'SU', trumpCard: false },
                { seat: 0, card: 'H10', trumpCard: true },
              ],
            },
          },
        ]);
      });
  });

  it('the talon is then exhausted: nobody draws any more and everybody knows who holds the trump card', () => {
    const { state } = run(setup, FIVE_TRICKS);
    expect(state.deal.talon).toEqual([]);
    expect(state.deal.trumpCard).toBeNull();
    expect(game.view(state, 1)).toMatchObject({ talonCount: 0, exhausted: true, strict: true, known: [['H10'], []] });
    const after = run(setup, [...FIVE_TRICKS, play(1, 'SO'), play(0, 'HU')]).events.slice(-2);
    expect(after.map((e) => e.type)).toEqual(['CardPlayed', 'TrickTaken']);
  });
});

describe('strict play once the talon is exhausted (Farb- und Stichzwang)', () => {
  // After five tricks: seat 0 HU GK GO HK H10, seat 1 HA HO SO EU SU; seat 1 leads.
  it('without the led suit the follower must trump', () => {
    const { state } = run(setup, [...FIVE_TRICKS, play(1, 'SO')]);
    expect(game.legalActions(state, 0)).toEqual(['HU', 'HK', 'H10'].map((card) => ({ type: 'playCard', card })));
    given([...FIVE_TRICKS, play(1, 'SO')])
      .when(play(0, 'GK'))
      .thenThrows('MUST_FOLLOW', /beat SO in its suit/);
  });

  it('on a trump lead a higher trump if he has one', () => {
    const { state } = run(setup, [...FIVE_TRICKS, play(1, 'HO')]);
    expect(game.legalActions(state, 0)).toEqual(['HK', 'H10'].map((card) => ({ type: 'playCard', card })));
    given([...FIVE_TRICKS, play(1, 'HO')])
      .when(play(0, 'HU'))
      .thenThrows('MUST_FOLLOW');
  });

  it('unable to beat the trump led, he follows lower', () => {
    const { state } = run(setup, [...FIVE_TRICKS, play(1, 'HA')]);
    expect(game.legalActions(state, 0)).toEqual(['HU', 'HK', 'H10'].map((card) => ({ type: 'playCard', card })));
  });

  it('unable to beat the led card in its suit, he follows lower (and may not trump instead)', () => {
    const { state } = run(setup, [START, close(0), play(0, 'EA')]);
    expect(game.legalActions(state, 1)).toEqual(['EK', 'EO'].map((card) => ({ type: 'playCard', card })));
    given([START, close(0), play(0, 'EA')])
      .when(play(1, 'HA'))
      .thenThrows('MUST_FOLLOW');
  });

  it('able to beat the led card in its suit, he must', () => {
    // Closed: EA EK, GO HA; seat 1 leads EO and seat 0 (HU E10 GK) must take it with E10.
    const { state } = run(setup, [START, close(0), play(0, 'EA'), play(1, 'EK'), play(0, 'GO'), play(1, 'HA'), play(1, 'EO')]);
    expect(game.legalActions(state, 0)).toEqual([{ type: 'playCard', card: 'E10' }]);
  });

  it('with neither the led suit nor a trump, anything', () => {
    // Closed at once: EA EK (seat 0), GO HA (seat 1), EO E10 (seat 0); seat 1 keeps SA S10 against the Gras König.
    const commands = [
      START,
      close(0),
      play(0, 'EA'),
      play(1, 'EK'),
      play(0, 'GO'),
      play(1, 'HA'),
      play(1, 'EO'),
      play(0, 'E10'),
      play(0, 'GK'),
    ];
    expect(game.legalActions(run(setup, commands).state, 1)).toEqual(['SA', 'S10'].map((card) => ({ type: 'playCard', card })));
  });
});

describe('strict play once the talon is closed', () => {
  it('closing makes the next trick strict at once, and nobody draws', () => {
    // Seat 0 closes before the first lead; led GO, seat 1 (HA SA S10 EK EO) has no Gras and must trump.
    const { state } = run(setup, [START, close(0)]);
    expect(game.view(state, 0)).toMatchObject({ strict: true, closed: { by: 0, opponentPoints: 0, opponentTricks: 0 }, talonCount: 10 });
    const led = run(setup, [START, close(0), play(0, 'GO')]).state;
    expect(game.legalActions(led, 1)).toEqual([{ type: 'playCard', card: 'HA' }]);
    given([START, close(0), play(0, 'GO')])
      .when(play(1, 'HA'))
      .then((events) => expect(events.map((e) => e.type)).toEqual(['CardPlayed', 'TrickTaken']));
  });
});
