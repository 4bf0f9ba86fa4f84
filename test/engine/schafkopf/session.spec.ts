import { describe, expect, it } from '@jest/globals';
import type { SchafkopfEvent } from '../../../src/engine/schafkopf/index.js';
import { spec } from '../../support/decider.js';
import { HERZSOLO, RUF, WIN, dealOf, rotate } from './deals.js';
import {
  START,
  act,
  bid,
  declineDouble,
  declineSchieber,
  game,
  history,
  klopfen,
  nameGame,
  ofType,
  pass,
  playOut,
  run,
  setupOf,
  types,
} from './fixtures.js';

const ALL_PASS = [pass(0), pass(1), pass(2), pass(3)];
const vote = (seat: number, end = true) => act(seat, { type: 'voteEnd', end });
const scoredOf = (events: SchafkopfEvent[]) => ofType(events, 'DealScored').map((e) => e.data);

/** Plays the commands, then the rest of the current deal with the first legal card each time. */
function runAndPlayOut(setup: ReturnType<typeof setupOf>, commands: ReturnType<typeof pass>[]) {
  const first = run(setup, commands);
  return run(setup, [...commands, ...playOut(first.state)]);
}

describe('when all say "Weiter" (allPass)', () => {
  it('redeal (default): the deal is thrown in and the next dealer deals', () => {
    const setup = setupOf({ presets: [RUF] });
    spec(game, setup)
      .given(history(setup, [START, pass(0), pass(1), pass(2)]))
      .when(pass(3))
      .then((events) => {
        expect(types(events)).toEqual(['BidPassed', 'DealScored', 'DealDealt', 'DealDealt']);
        expect(events[1].data).toMatchObject({ kind: 'thrownIn', payments: [0, 0, 0, 0], stockChange: 0 });
        expect(events[2].data).toMatchObject({ dealNumber: 2, dealer: 0, half: 1 });
      });
  });

  it('redealDouble: the next game that comes about counts double', () => {
    const setup = setupOf({ options: { allPass: 'redealDouble' }, presets: [RUF, rotate(WIN, 1)] });
    const commands = [START, ...ALL_PASS, bid(1), pass(2), pass(3), pass(0), nameGame(1, { game: 'rufspiel', call: 'GA' })];
    expect(game.view(run(setup, commands).state, 0).multiplier).toBe(2);
    const [, scored] = scoredOf(runAndPlayOut(setup, commands).events);
    expect(scored.doublings).toEqual([{ reason: 'thrownIn', seat: null }]);
    expect(scored.value).toBe(2 * (10 + 10 + 10 + 70));
  });

  it('stock / stockDouble: each pays a Rufspiel (twice) into the Stock; the ledger with the Stock sums to zero', () => {
    const stock = run(setupOf({ options: { allPass: 'stock' }, presets: [RUF] }), [START, ...ALL_PASS]).state;
    expect(stock.ledger).toEqual([-10, -10, -10, -10]);
    expect(stock.stock).toBe(40);
    expect(game.view(stock, 'spectator').stock).toBe(40);
    const double = run(setupOf({ options: { allPass: 'stockDouble', tariffRufspiel: 20 } }), [START, ...ALL_PASS]).state;
    expect(double.ledger).toEqual([-40, -40, -40, -40]);
    expect(double.stock).toBe(160);
  });

  it('ramsch: everyone for himself with the Rufspiel trumps; the loser pays each other player', () => {
    const setup = setupOf({ options: { allPass: 'ramsch' }, presets: [RUF] });
    const { events } = runAndPlayOut(setup, [START, ...ALL_PASS]);
    expect(ofType(events, 'ContractFixed')[0].data).toEqual({
      game: 'ramsch',
      declarer: null,
      suit: null,
      call: null,
      target: 61,
      muss: false,
      hochzeitOffer: null,
    });
    const [scored] = scoredOf(events);
    expect(scored.kind).toBe('ramsch');
    expect(scored.points.reduce((a, b) => a + b, 0)).toBe(120);
    const loser = scored.points.indexOf(Math.max(...scored.points));
    expect(scored.ramschLosers).toEqual([loser]);
    expect(scored.payments).toEqual([0, 1, 2, 3].map((seat) => (seat === loser ? -60 : 20)));
  });
});

describe('the Stock (docs/schafkopf.md "Stock")', () => {
  const options = { allPass: 'stock' };
  const toWin = [START, ...ALL_PASS, bid(1), pass(2), pass(3), pass(0), nameGame(1, { game: 'rufspiel', call: 'GA' })];

  it('the declarer of the next partner game won takes it', () => {
    const { events, state } = runAndPlayOut(setupOf({ options, presets: [RUF, rotate(WIN, 1)] }), toWin);
    const [, scored] = scoredOf(events);
    expect(scored.won).toBe(true);
    expect(scored.stockPayments).toEqual([0, 40, 0, 0]);
    expect(scored.stockChange).toBe(-40);
    expect(state.stock).toBe(0);
    expect(state.ledger.reduce((a, b) => a + b, 0)).toBe(0);
  });

  it('stockShared: the declarer and his partner take half each', () => {
    const { events } = runAndPlayOut(setupOf({ options: { ...options, stockShared: true }, presets: [RUF, rotate(WIN, 1)] }), toWin);
    expect(scoredOf(events)[1].stockPayments).toEqual([0, 20, 20, 0]);
  });

  it('a lost partner game doubles it (aufdoppeln), paid by the declarer', () => {
    // Seat 2 calls GA from a weak hand, and seat 3 holds it with little else; seats 0 and 1 hold every trump.
    const lose = dealOf('EO GO HO SO EU GU HU SU', 'HA H10 HK EA E10 SA S10 G10', 'H7 G7 G8 S7 S8 E7 E8 E9');
    const setup = setupOf({ options, presets: [RUF, lose] });
    const commands = [START, ...ALL_PASS, pass(1), bid(2), pass(3), pass(0), nameGame(2, { game: 'rufspiel', call: 'GA' })];
    const { events, state } = runAndPlayOut(setup, commands);
    const [, scored] = scoredOf(events);
    expect(scored.won).toBe(false);
    expect(scored.stockPayments).toEqual([0, 0, -40, 0]);
    expect(state.stock).toBe(80);
    expect(state.ledger.reduce((a, b) => a + b, 0) + state.stock).toBe(0);
  });

  it('single games leave the Stock alone unless stockSolo', () => {
    const solo = [START, ...ALL_PASS, bid(1), pass(2), pass(3), pass(0), nameGame(1, { game: 'solo', suit: 'H' })];
    expect(scoredOf(runAndPlayOut(setupOf({ options, presets: [RUF, rotate(WIN, 1)] }), solo).events)[1].stockPayments).toEqual([
      0, 0, 0, 0,
    ]);
    expect(
      scoredOf(runAndPlayOut(setupOf({ options: { ...options, stockSolo: true }, presets: [RUF, rotate(WIN, 1)] }), solo).events)[1]
        .stockPayments,
    ).toEqual([0, 40, 0, 0]);
  });
});

describe('Doppeln / Klopfen (doubling option)', () => {
  it('after the first half each may double in turn from Vorhand; then the rest is dealt', () => {
    const setup = setupOf({ options: { doubling: 'everyone' }, presets: [RUF] });
    const started = run(setup, [START]);
    expect(types(started.events)).toEqual(['MatchStarted', 'DealDealt']);
    expect(started.state.phase).toBe('doubling');
    expect(game.view(started.state, 0).hand).toEqual(RUF.hands[0].slice(0, 4));
    expect(game.legalActions(started.state, 0).slice(0, 2)).toEqual([{ type: 'klopfen' }, { type: 'declineDouble' }]);
    const given = history(setup, [START, klopfen(0), declineDouble(1), klopfen(2)]);
    expect(given.filter((e) => e.type === 'Doubled').map((e) => e.data)).toEqual([
      { seat: 0, level: 1, name: 'Klopfen' },
      { seat: 2, level: 1, name: 'Klopfen' },
    ]);
    spec(game, setup)
      .given(given)
      .when(pass(3))
      .thenThrows('ILLEGAL_ACTION', /klopfen or declineDouble/);
    const state = spec(game, setup)
      .given(given)
      .when(declineDouble(3))
      .then((events) => {
        expect(types(events)).toEqual(['DoublingDeclined', 'DealDealt']);
        expect(events[1].data).toMatchObject({ half: 2, hands: RUF.hands.map((hand) => hand.slice(4)) });
      });
    expect(state.phase).toBe('announcing');
    expect(state.klopfer).toEqual([0, 2]);
    expect(game.view(state, 1).multiplier).toBe(4);
  });

  it('exceptDealer: the dealer is not asked', () => {
    const setup = setupOf({ options: { doubling: 'exceptDealer' }, presets: [RUF] });
    const state = run(setup, [START, declineDouble(0), declineDouble(1), declineDouble(2)]).state;
    expect(state.phase).toBe('announcing');
    expect(state.hands[3]).toHaveLength(8);
  });

  it('doubles the game and the Stock payment', () => {
    const setup = setupOf({ options: { doubling: 'everyone', allPass: 'stock' }, presets: [RUF] });
    const state = run(setup, [START, klopfen(0), declineDouble(1), declineDouble(2), declineDouble(3), ...ALL_PASS]).state;
    expect(state.stock).toBe(80);
  });
});

describe('Schieberrunde (option): after a won Herz-Solo', () => {
  const options = { schieberrunde: 1 };
  const herz = [START, bid(0), pass(1), pass(2), pass(3), nameGame(0, { game: 'solo', suit: 'H' })];
  const setup = setupOf({ options, presets: [HERZSOLO] });
  const afterSolo = () => {
    const first = run(setup, herz);
    return [...herz, ...playOut(first.state)];
  };

  it('Vorhand gets Eichel- and Gras-Ober first; the dealer runs two short', () => {
    const { state, events } = run(setup, afterSolo());
    expect(scoredOf(events)[0]).toMatchObject({ won: true });
    expect(state).toMatchObject({ deal: 2, dealer: 0, schieber: true, phase: 'schieber', turn: 1 });
    expect(state.hands.map((hand) => hand.length)).toEqual([6, 10, 8, 8]);
    expect(state.hands[1].slice(0, 2)).toEqual(['EO', 'GO']);
  });

  it('Vorhand discards two and plays a Farbsolo; the cards are pushed on to the dealer', () => {
    const commands = afterSolo();
    const state = run(setup, commands).state;
    const discard = state.hands[1].slice(8, 10);
    const fixed = spec(game, setup)
      .given(history(setup, commands))
      .when(nameGame(1, { game: 'solo', suit: 'E', discard }))
      .then((events) => {
        expect(types(events)).toEqual(['ContractFixed', 'CardsPushed']);
        expect(events[1].data).toEqual({ seat: 1, to: 2, cards: discard });
      });
    expect(fixed).toMatchObject({ phase: 'pushing', turn: 2 });
    expect(game.redact({ type: 'CardsPushed', data: { seat: 1, to: 2, cards: discard } }, 3, fixed).data).toMatchObject({ cards: null });
    const two = fixed.hands[2].slice(0, 2);
    const three = [...commands, nameGame(1, { game: 'solo', suit: 'E', discard }), act(2, { type: 'push', cards: two })];
    const atThree = run(setup, three).state;
    expect(atThree.turn).toBe(3);
    const last = run(setup, [...three, act(3, { type: 'push', cards: atThree.hands[3].slice(0, 2) })]).state;
    expect(last).toMatchObject({ phase: 'playing', turn: 1 });
    expect(last.hands.map((hand) => hand.length)).toEqual([8, 8, 8, 8]);
  });

  it('"Ich spiele nicht": the high trumps go to the dealer, who may play; if neither plays both pay a Solo to each other player', () => {
    const commands = afterSolo();
    spec(game, setup)
      .given(history(setup, commands))
      .when(pass(1))
      .thenThrows('ILLEGAL_ACTION', /nameGame or declineSchieber/);
    const declined = [...commands, declineSchieber(1)];
    const state = run(setup, declined).state;
    expect(state.turn).toBe(0);
    expect(state.hands[0]).toEqual(expect.arrayContaining(['EO', 'GO']));
    expect(state.hands[0]).toHaveLength(8);
    spec(game, setup)
      .given(history(setup, declined))
      .when(nameGame(0, { game: 'solo', suit: 'S' }))
      .then((events) =>
        expect(events).toEqual([
          {
            type: 'ContractFixed',
            data: { game: 'solo', declarer: 0, suit: 'S', call: null, target: 61, muss: false, hochzeitOffer: null },
          },
        ]),
      );
    spec(game, setup)
      .given(history(setup, declined))
      .when(nameGame(0, { game: 'wenz' }))
      .thenThrows('ILLEGAL_ACTION', /Farbsolo/);
    spec(game, setup)
      .given(history(setup, declined))
      .when(declineSchieber(0))
      .then((events) => {
        expect(types(events).slice(0, 2)).toEqual(['SchieberDeclined', 'DealScored']);
        expect(events[1].data).toMatchObject({ kind: 'schieberFailed', payments: [-100, -100, 100, 100] });
      });
  });

  it('without the option a won Herz-Solo changes nothing', () => {
    const plain = setupOf({ presets: [HERZSOLO] });
    const first = run(plain, herz);
    expect(run(plain, [...herz, ...playOut(first.state)]).state).toMatchObject({ deal: 2, schieber: false, phase: 'announcing' });
  });
});

describe('the session', () => {
  it('ends after its number of deals; the highest balance wins', () => {
    const setup = setupOf({ options: { deals: 1 }, presets: [RUF] });
    spec(game, setup)
      .given(history(setup, [START, pass(0), pass(1), pass(2)]))
      .when(pass(3))
      .then((events) => {
        expect(types(events)).toEqual(['BidPassed', 'DealScored', 'MatchEnded']);
        expect(events[2].data).toEqual({ winners: [0, 1, 2, 3], reason: 'deals', stockRefund: [0, 0, 0, 0] });
      });
  });

  it('open-ended: all four vote to end; it ends after the current deal; a vote can be taken back', () => {
    const setup = setupOf({ options: { deals: null }, presets: [RUF] });
    const votes = [START, vote(0), vote(1), vote(2), vote(2, false), vote(2), vote(3)];
    const state = run(setup, votes).state;
    expect(state.endVotes).toEqual([0, 1, 2, 3]);
    expect(state.phase).toBe('announcing');
    spec(game, setup)
      .given(history(setup, votes))
      .when(vote(1))
      .thenThrows('ILLEGAL_ACTION', /already voted/);
    const end = run(setup, [...votes, ...ALL_PASS]).state;
    expect(end.phase).toBe('over');
    expect(game.outcome(end)?.summary).toBe('All four agreed to end the session after 1 deal: seats 0, 1, 2, 3 are ahead with 0.00 €.');
  });

  it('a remaining Stock goes back in equal shares at the end', () => {
    const setup = setupOf({ options: { deals: 2, allPass: 'stock' } });
    const { events, state } = run(setup, [START, ...ALL_PASS, pass(1), pass(2), pass(3), pass(0)]);
    expect(ofType(events, 'MatchEnded')[0].data).toEqual({ winners: [0, 1, 2, 3], reason: 'deals', stockRefund: [20, 20, 20, 20] });
    expect(state.ledger).toEqual([0, 0, 0, 0]);
    expect(state.stock).toBe(0);
  });

  it('standings are the balances in cents', () => {
    const setup = setupOf({ options: { allPass: 'stock' } });
    expect(game.standings(run(setup, [START, ...ALL_PASS]).state)).toEqual(
      [0, 1, 2, 3].map((seat) => ({ seat, score: -10, status: 'playing' })),
    );
  });
});

describe('abandonment (Forfeit: a seat missed its deadline)', () => {
  it('the deal in progress is void, the Stock goes back, the other three win', () => {
    const setup = setupOf({ options: { allPass: 'stock' }, presets: [RUF] });
    const given = history(setup, [START, ...ALL_PASS, bid(1)]);
    const state = spec(game, setup)
      .given(given)
      .when({ type: 'Forfeit', seat: 2 })
      .then([
        { type: 'Forfeited', data: { seat: 2 } },
        { type: 'MatchEnded', data: { winners: [0, 1, 3], reason: 'forfeit', stockRefund: [10, 10, 10, 10] } },
      ]);
    expect(state.ledger).toEqual([0, 0, 0, 0]);
    expect(game.outcome(state)).toEqual({ winners: [0, 1, 3], summary: 'Seat 2 abandoned the session; seats 0, 1, 3 win.' });
    expect(game.standings(state)[2]).toEqual({ seat: 2, score: 0, status: 'abandoned' });
    expect(game.activeSeats(state)).toEqual([]);
    expect(game.legalActions(state, 0)).toEqual([]);
  });

  it('is refused before the start, after the end, and for a seat not in the match', () => {
    const setup = setupOf();
    spec(game, setup).given([]).when({ type: 'Forfeit', seat: 0 }).thenThrows('MATCH_NOT_STARTED');
    spec(game, setup)
      .given(history(setup, [START]))
      .when({ type: 'Forfeit', seat: 4 })
      .thenThrows('ILLEGAL_ACTION');
    const over = history(setup, [START, { type: 'Forfeit', seat: 1 }]);
    spec(game, setup).given(over).when({ type: 'Forfeit', seat: 0 }).thenThrows('MATCH_OVER');
    spec(game, setup).given(over).when(pass(0)).thenThrows('MATCH_OVER');
  });
});
