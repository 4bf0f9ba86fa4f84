import { describe, expect, it } from '@jest/globals';
import type { Suit } from '../../../src/engine/core/cards.js';
import { playableCards, winningPlay } from '../../../src/engine/core/tricks.js';
import { orderOf, trumpsOf, type GameType } from '../../../src/engine/schafkopf/rules/games.js';
import { PACKS } from '../../../src/engine/core/cards.js';
import { spec } from '../../support/decider.js';
import { dealOf, RUF } from './deals.js';
import { START, bid, card, cards, game, history, nameGame, pass, run, setupOf, tricks, types } from './fixtures.js';

/** [game, suit, the trick in playing order, the index of the winning card]; orders: docs/rules-decisions.md#schafkopf-trumps. */
const TRICKS: [GameType, Suit | null, string, number][] = [
  ['rufspiel', null, 'GA G10 HO G9', 2],
  ['rufspiel', null, 'H7 SA S10 SK', 0],
  ['rufspiel', null, 'HA HU SU EO', 3],
  ['rufspiel', null, 'GU EU GO SO', 2],
  ['rufspiel', null, 'E9 E10 EK HA', 3],
  ['rufspiel', null, 'E9 E10 EK E8', 1],
  ['solo', 'E', 'HA H10 E7 HK', 2],
  ['solo', 'S', 'SA SU G7 S10', 1],
  ['wenz', null, 'EK EO E9 E7', 0],
  ['wenz', null, 'EO E9 SU EA', 2],
  ['wenz', null, 'HO HA H9 H10', 1],
  ['wenz', null, 'GU EU HU SU', 1],
  ['farbwenz', 'S', 'SA EU S10 SK', 1],
  ['farbwenz', 'S', 'GA S7 G10 GK', 1],
  ['geier', null, 'EU EK E9 E7', 1],
  ['geier', null, 'GA EO GO G10', 1],
  ['farbgeier', 'H', 'HA SO H10 HK', 1],
  ['bettel', null, 'E10 EU E9 E7', 1],
  ['bettel', null, 'EO HO HA EK', 3],
  ['bettel', null, 'EU E10 EO EA', 3],
];

describe('card orders per game type (docs/schafkopf.md "Spielarten", docs/rules-decisions.md)', () => {
  it.each(TRICKS)('%s %s: %s is taken by card %i', (type, suit, trick, winner) => {
    const plays = cards(trick).map((c, seat) => ({ seat, card: c }));
    expect(winningPlay(plays, orderOf(type, suit)).seat).toBe(winner);
  });

  it.each([
    ['rufspiel', null, 'EO GO HO SO EU GU HU SU HA H10 HK H9 H8 H7'],
    ['solo', 'G', 'EO GO HO SO EU GU HU SU GA G10 GK G9 G8 G7'],
    ['wenz', null, 'EU GU HU SU'],
    ['farbwenz', 'E', 'EU GU HU SU EA E10 EK EO E9 E8 E7'],
    ['geier', null, 'EO GO HO SO'],
    ['farbgeier', 'S', 'EO GO HO SO SA S10 SK SU S9 S8 S7'],
    ['bettel', null, ''],
  ] as [GameType, Suit | null, string][])('%s %s trumps, highest first', (type, suit, list) => {
    expect(trumpsOf(type, suit, PACKS.long32)).toEqual(list === '' ? [] : cards(list));
  });

  it('Farbzwang with trumps as one suit: Herz led in a Rufspiel is served with any trump', () => {
    const order = orderOf('rufspiel', null);
    expect(playableCards(cards('EO GA S7'), [{ seat: 0, card: 'H7' }], order, 'follow')).toEqual(['EO']);
    // In a Wenz the Herz-Ober is a plain Herz card and must follow Herz; the Unter are trumps.
    expect(playableCards(cards('HO EU S7'), [{ seat: 0, card: 'HK' }], orderOf('wenz', null), 'follow')).toEqual(['HO']);
    // No must-trump and no must-win: void in the led suit, anything goes.
    expect(playableCards(cards('EO GA S7'), [{ seat: 0, card: 'E9' }], order, 'follow')).toEqual(cards('EO GA S7'));
  });
});

describe('playing a deal', () => {
  const ruf = setupOf({ presets: [RUF] });
  const CALLED = [START, bid(0), pass(1), pass(2), pass(3), nameGame(0, { game: 'rufspiel', call: 'GA' })];

  it('Vorhand leads; the trick goes to the highest trump or the highest card of the led suit, who leads next', () => {
    spec(game, ruf).given(history(ruf, CALLED)).when(card(1, 'HO')).thenThrows('NOT_YOUR_TURN');
    const given = history(ruf, [...CALLED, ...tricks('0:HU 1:HO 2:H7')]);
    const state = spec(game, ruf)
      .given(given)
      .when(card(3, 'E8'))
      .then([
        { type: 'CardPlayed', data: { seat: 3, card: 'E8' } },
        { type: 'TrickTaken', data: { winner: 1, cards: cards('HU HO H7 E8'), points: 5 } },
      ]);
    expect(state.turn).toBe(1);
    expect(game.view(state, 2).lastTrick).toEqual({ winner: 1, plays: cards('HU HO H7 E8').map((c, i) => ({ seat: i, card: c })) });
  });

  it('Farbzwang is enforced and named', () => {
    spec(game, ruf)
      .given(history(ruf, [...CALLED, card(0, 'HU')]))
      .when(card(1, 'E7'))
      .thenThrows('ILLEGAL_ACTION', /follow/);
    spec(game, ruf)
      .given(history(ruf, [...CALLED, card(0, 'HU')]))
      .when(card(1, 'SA'))
      .thenThrows('CARD_NOT_IN_HAND');
  });

  it('Bettel: once the soloist takes a trick the deal ends, lost', () => {
    // Seat 0 plays Bettel and must take the first trick with EA.
    const deal = dealOf('EA G7 G8 S7 S8 H7 H8 E7', 'EK GO HO SO EU GU HU SU', 'E10 E9 GA G10 GK G9 HA H10');
    const setup = setupOf({ options: { bettel: true }, presets: [deal] });
    const given = history(setup, [START, bid(0), pass(1), pass(2), pass(3), nameGame(0, { game: 'bettel' }), ...tricks('0:EA 1:EK 2:E10')]);
    spec(game, setup)
      .given(given)
      .when(card(3, 'E8'))
      .then((events) => {
        expect(types(events).slice(0, 3)).toEqual(['CardPlayed', 'TrickTaken', 'DealScored']);
        expect(events[2].data).toMatchObject({ won: false, value: 30, payments: [-90, 30, 30, 30] });
      });
  });

  it('Tout: once another player takes a trick the deal ends, lost', () => {
    const deal = dealOf('EO GO HO SO EU GU HU E7', 'EA E10 EK E9 GA G10 GK G9', 'SA S10 SK S9 HA H10 HK H9');
    const setup = setupOf({ presets: [deal] });
    const given = history(setup, [
      START,
      bid(0),
      pass(1),
      pass(2),
      pass(3),
      nameGame(0, { game: 'soloTout', suit: 'H' }),
      ...tricks('0:E7 1:EA 2:SA'),
    ]);
    spec(game, setup)
      .given(given)
      .when(card(3, 'E8'))
      .then((events) => {
        expect(types(events).slice(0, 3)).toEqual(['CardPlayed', 'TrickTaken', 'DealScored']);
        // Tout: 2 x (50 + 7 Laufende x 10) = 240 from each, lost.
        expect(events[2].data).toMatchObject({ won: false, laufende: 7, value: 240, payments: [-720, 240, 240, 240] });
      });
  });

  it('a whole Rufspiel: the deal is scored with every card and the ledger moves', () => {
    const commands = [
      ...CALLED,
      ...tricks(
        '0:EO 1:EU 2:H7 3:E8',
        '0:GO 1:SO 2:H8 3:E9',
        '0:S7 1:E7 2:S9 3:SA',
        '3:S10 0:HU 1:H9 2:SU',
        '0:G9 1:GA 2:EA 3:G8',
        '1:HO 2:GU 3:SK 0:H10',
        '1:HA 2:E10 3:S8 0:HK',
        '1:G10 2:EK 3:G7 0:GK',
      ),
    ];
    const { events, state } = run(ruf, commands);
    const scored = events.find((e) => e.type === 'DealScored')!.data;
    // Seat 0 and his partner took 25 + 84 = 109: Schneider; they held EO GO HO SO EU: 5 Laufende. 10 + 10 + 50.
    expect(scored).toMatchObject({
      points: [25, 84, 0, 11],
      tricks: [3, 4, 0, 1],
      declarerPoints: 109,
      won: true,
      schneider: true,
      schwarz: false,
      laufende: 5,
      value: 70,
      partner: 1,
    });
    expect(scored.payments).toEqual([70, 70, -70, -70]);
    expect(state.ledger).toEqual([70, 70, -70, -70]);
    expect(state.deal).toBe(2);
    expect(state.dealer).toBe(0);
    // The event keeps every hand; while the match runs a seat's view shows only its own (redaction.spec.ts).
    expect(scored.hands).toEqual(RUF.hands);
    expect(game.view(state, 2).lastDealDetails?.hands).toEqual(RUF.hands.map((hand, seat) => (seat === 2 ? hand : null)));
  });
});
