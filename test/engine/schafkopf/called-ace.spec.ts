import { describe, expect, it } from '@jest/globals';
import type { Card } from '../../../src/engine/core/cards.js';
import { playableWithCall } from '../../../src/engine/schafkopf/rules/called.js';
import { orderOf } from '../../../src/engine/schafkopf/rules/games.js';
import { spec } from '../../support/decider.js';
import { DAVON, RUF } from './deals.js';
import { START, bid, card, cards, game, history, nameGame, pass, run, setupOf, tricks } from './fixtures.js';

// RUF: seat 0 calls GA, which seat 1 holds (with G10); seat 0 has GK G9, seat 3 G8 G7, seat 2 no Gras.
const ruf = setupOf({ presets: [RUF] });
const CALLED = [START, bid(0), pass(1), pass(2), pass(3), nameGame(0, { game: 'rufspiel', call: 'GA' })];
const legalCards = (commands = CALLED, seat?: number, setup = ruf) => {
  const state = run(setup, commands).state;
  return game.legalActions(state, seat ?? state.turn!).flatMap((a) => (a.type === 'playCard' ? [a.card] : []));
};

describe('the called ace (docs/schafkopf.md, "Ausspielen und Zugeben")', () => {
  it('"Das Ruf-As muss stets zugegeben werden, wenn die Ruf-Farbe zum erstenmal auf den Tisch kommt"', () => {
    const given = history(ruf, [...CALLED, card(0, 'G9')]);
    expect(legalCards([...CALLED, card(0, 'G9')])).toEqual(['GA']);
    spec(game, ruf)
      .given(given)
      .when(card(1, 'G10'))
      .thenThrows('ILLEGAL_ACTION', /called GA must be played/);
    spec(game, ruf)
      .given(given)
      .when(card(1, 'GA'))
      .then([{ type: 'CardPlayed', data: { seat: 1, card: 'GA' } }]);
  });

  it('its holder may lead the called suit only with the ace', () => {
    // Trick 1: seat 1 takes it with HO and leads next.
    const led = [...CALLED, ...tricks('0:HU 1:HO 2:H7 3:E8')];
    expect(run(ruf, led).state.turn).toBe(1);
    expect(legalCards(led)).toContain('GA');
    expect(legalCards(led)).not.toContain('G10');
    spec(game, ruf)
      .given(history(ruf, led))
      .when(card(1, 'G10'))
      .thenThrows('ILLEGAL_ACTION', /davonlaufen/);
  });

  it('davonlaufen: with the ace and three more of the suit he may lead a lower one; then the ace is free', () => {
    const setup = setupOf({ presets: [DAVON] });
    const called = [START, bid(0), pass(1), pass(2), pass(3), nameGame(0, { game: 'rufspiel', call: 'GA' })];
    const onLead = [...called, ...tricks('0:H10 1:SO 2:H9 3:H8')];
    expect(legalCards(onLead, 1, setup)).toEqual(expect.arrayContaining(['GA', 'G10', 'GK', 'G9']));
    const ranAway = [...onLead, ...tricks('1:G9 2:S9 3:SA 0:G8')];
    const state = run(setup, ranAway).state;
    expect(state.calledSuitLed).toBe(true);
    // The partner is still unknown: the ace has not appeared.
    expect(game.view(state, 2).partner).toBeNull();
    // He took the trick and leads again with GA G10 GK: three cards, yet he may lead G10, the suit was played.
    expect(state.turn).toBe(1);
    expect(legalCards(ranAway, 1, setup)).toEqual(expect.arrayContaining(['GA', 'G10', 'GK']));
  });

  it('before its suit was led, the called ace may not be discarded', () => {
    const given = history(ruf, [...CALLED, card(0, 'S7')]);
    const legal = legalCards([...CALLED, card(0, 'S7')]);
    expect(legal).not.toContain('GA');
    expect(legal).toContain('G10');
    spec(game, ruf)
      .given(given)
      .when(card(1, 'GA'))
      .thenThrows('ILLEGAL_ACTION', /may not be discarded/);
  });

  it('"so darf das Ruf-As erst beim letzten Stich eingeworfen werden": in the last trick it may', () => {
    const order = orderOf('rufspiel', null);
    const trick = [{ seat: 0, card: 'S7' as Card }];
    expect(playableWithCall(['GA'], trick, order, 'GA', false, true)).toEqual(['GA']);
    expect(playableWithCall(cards('GA E7'), trick, order, 'GA', false, false)).toEqual(['E7']);
    // Nothing else left but the ace before the last trick cannot happen; the rule never strands a hand.
    expect(playableWithCall(['GA'], trick, order, 'GA', false, false)).toEqual(['GA']);
  });

  it('the caller and the other players play by Farbzwang only', () => {
    const state = run(ruf, [...CALLED, card(0, 'G9'), card(1, 'GA')]).state;
    // Seat 2 has no Gras: any card; seat 3 has G8 G7 and must follow.
    expect(game.legalActions(state, 2).filter((a) => a.type === 'playCard')).toHaveLength(8);
  });

  it('the partner becomes known to everyone when the ace appears', () => {
    const before = run(ruf, [...CALLED, card(0, 'G9')]).state;
    expect(game.view(before, 3).partner).toBeNull();
    expect(game.view(before, 'spectator').partner).toBeNull();
    const after = run(ruf, [...CALLED, card(0, 'G9'), card(1, 'GA')]).state;
    for (const viewer of [0, 2, 3, 'spectator'] as const) expect(game.view(after, viewer).partner).toBe(1);
  });
});
