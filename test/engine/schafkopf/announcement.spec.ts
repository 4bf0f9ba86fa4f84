import { describe, expect, it } from '@jest/globals';
import type { SchafkopfEvent } from '../../../src/engine/schafkopf/index.js';
import { spec } from '../../support/decider.js';
import { DAVON, GESPERRT, ONE_TRUMP, RUF, SIE, dealOf } from './deals.js';
import { START, act, bid, game, history, nameGame, pass, run, setupOf, types, withdraw } from './fixtures.js';

const ruf = setupOf({ presets: [RUF] });
const named = (seat: number, game: string, extra: Record<string, unknown> = {}) =>
  ({ type: 'GameNamed', data: { seat, game, suit: null, call: null, target: 61, ...extra } }) as SchafkopfEvent;

describe('the announcement: "Ich spiele" / "Weiter" from Vorhand (docs/schafkopf.md, "Spielansage")', () => {
  it('Vorhand speaks first; nobody else may speak out of turn', () => {
    const given = history(ruf, [START]);
    expect(game.activeSeats(run(ruf, [START]).state)).toEqual([0]);
    spec(game, ruf).given(given).when(bid(1)).thenThrows('NOT_YOUR_TURN');
    spec(game, ruf)
      .given(given)
      .when(bid(0))
      .then([{ type: 'BidMade', data: { seat: 0 } }]);
  });

  it('everyone declares even after an "Ich spiele"; then the player names his game and it is fixed', () => {
    const given = history(ruf, [START, bid(0), pass(1), pass(2), pass(3)]);
    const state = spec(game, ruf)
      .given(given)
      .when(nameGame(0, { game: 'rufspiel', call: 'GA' }))
      .then([
        named(0, 'rufspiel', { call: 'GA' }),
        {
          type: 'ContractFixed',
          data: { game: 'rufspiel', declarer: 0, suit: null, call: 'GA', target: 61, muss: false, hochzeitOffer: null },
        },
      ]);
    expect(state.phase).toBe('playing');
    expect(state.turn).toBe(0);
  });

  it('"Ich spiele auch": the later player needs a single game; the earlier one names first', () => {
    const given = history(ruf, [START, bid(0), pass(1), bid(2), pass(3)]);
    const state = run(ruf, [START, bid(0), pass(1), bid(2), pass(3)]).state;
    expect(state.auch).toEqual([2]);
    expect(state.turn).toBe(0);
    // Seat 0 names a Rufspiel; seat 2 must now name a single game and may not fall back.
    const after = [...given, ...game.decide(nameGame(0, { game: 'rufspiel', call: 'GA' }), state)];
    spec(game, ruf)
      .given(after)
      .when(withdraw(2))
      .thenThrows('ILLEGAL_ACTION', /binds you/);
    spec(game, ruf)
      .given(after)
      .when(nameGame(2, { game: 'wenz' }))
      .then((events) => {
        expect(types(events)).toEqual(['GameNamed', 'ContractFixed']);
        expect(events[1].data).toMatchObject({ game: 'wenz', declarer: 2 });
      });
  });

  it('the first player may give way with "Weiter"; the single game is then announced', () => {
    const given = history(ruf, [START, bid(0), pass(1), bid(2), pass(3), withdraw(0)]);
    spec(game, ruf)
      .given(given)
      .when(nameGame(2, { game: 'rufspiel', call: 'SA' }))
      .thenThrows('ILLEGAL_ACTION', /binds you to a single game/);
    spec(game, ruf)
      .given(given)
      .when(nameGame(2, { game: 'solo', suit: 'H' }))
      .then((events) => expect(events[1].data).toMatchObject({ game: 'solo', suit: 'H', declarer: 2 }));
  });

  it('the ranking decides: a later seat needs a strictly higher game, equal rank goes to the earlier seat', () => {
    const given = history(ruf, [START, bid(0), pass(1), bid(2), pass(3), nameGame(0, { game: 'solo', suit: 'E' })]);
    spec(game, ruf)
      .given(given)
      .when(nameGame(2, { game: 'solo', suit: 'H' }))
      .thenThrows('ILLEGAL_ACTION', /does not outrank solo/);
    spec(game, ruf)
      .given(given)
      .when(nameGame(2, { game: 'wenz' }))
      .thenThrows('ILLEGAL_ACTION', /does not outrank/);
    spec(game, ruf)
      .given(given)
      .when(nameGame(2, { game: 'wenzTout' }))
      .then((events) => expect(events[1].data).toMatchObject({ game: 'wenzTout', declarer: 2 }));
    spec(game, ruf)
      .given(given)
      .when(withdraw(2))
      .then((events) => expect(events[1].data).toMatchObject({ game: 'solo', suit: 'E', declarer: 0 }));
  });

  it.each([
    ['Solo Tout beats Solo', 'solo', 'soloTout', true],
    ['Wenz Tout beats Solo', 'solo', 'wenzTout', true],
    ['Solo beats Wenz', 'wenz', 'solo', true],
    ['Wenz does not beat Solo', 'solo', 'wenz', false],
    ['Sie beats Solo Tout', 'soloTout', 'sie', true],
    ['Bettel beats Rufspiel', 'rufspiel', 'bettel', true],
    ['Farbgeier beats Bettel', 'bettel', 'farbgeier', true],
    ['Geier beats Farbgeier', 'farbgeier', 'geier', true],
    ['Farbwenz beats Geier', 'geier', 'farbwenz', true],
    ['Wenz beats Farbwenz', 'farbwenz', 'wenz', true],
    ['Farbgeier Tout beats Solo', 'solo', 'farbgeierTout', true],
    ['Geier Tout beats Farbgeier Tout', 'farbgeierTout', 'geierTout', true],
    ['Farbwenz Tout beats Geier Tout', 'geierTout', 'farbwenzTout', true],
    ['Wenz Tout beats Farbwenz Tout', 'farbwenzTout', 'wenzTout', true],
  ])('the full ranking: %s', (_, first, second, beats) => {
    const all = { geier: true, farbwenz: true, farbgeier: true, bettel: true };
    // SIE's seat 2 holds every Ober and Unter, so he may name the Sie; seat 0 goes first.
    const setup = setupOf({ options: all, presets: [SIE] });
    const withSuit = (g: string) =>
      ['solo', 'soloTout', 'farbwenz', 'farbgeier', 'farbwenzTout', 'farbgeierTout'].includes(g)
        ? { suit: 'E' }
        : g === 'rufspiel'
          ? { call: 'SA' }
          : {};
    const setup0 = first === 'rufspiel' ? setupOf({ options: all, presets: [RUF] }) : setup;
    const given = history(setup0, [START, bid(0), pass(1), bid(2), pass(3), nameGame(0, { game: first, ...withSuit(first) })]);
    const when = spec(game, setup0)
      .given(given)
      .when(nameGame(2, { game: second, ...withSuit(second) }));
    if (beats) when.then((events) => expect(events[1].data).toMatchObject({ game: second, declarer: 2 }));
    else when.thenThrows('ILLEGAL_ACTION');
  });

  it('the last player who wants to play cannot withdraw', () => {
    spec(game, ruf)
      .given(history(ruf, [START, bid(0), pass(1), pass(2), pass(3)]))
      .when(withdraw(0))
      .thenThrows('ILLEGAL_ACTION', /Someone must play/);
  });
});

describe('the called ace (Rufspiel)', () => {
  it('callable: an ace not held, of a suit he holds, never Herz', () => {
    const given = history(ruf, [START, bid(0), pass(1), pass(2), pass(3)]);
    const calls = game
      .legalActions(run(ruf, [START, bid(0), pass(1), pass(2), pass(3)]).state, 0)
      .filter((a) => a.type === 'nameGame' && a.game === 'rufspiel');
    expect(calls).toEqual([
      { type: 'nameGame', game: 'rufspiel', call: 'GA' },
      { type: 'nameGame', game: 'rufspiel', call: 'SA' },
    ]);
    spec(game, ruf)
      .given(given)
      .when(nameGame(0, { game: 'rufspiel', call: 'EA' }))
      .thenThrows('ILLEGAL_ACTION', /cannot call EA/);
    spec(game, ruf)
      .given(given)
      .when(nameGame(0, { game: 'rufspiel', call: 'HA' }))
      .thenThrows('ILLEGAL_ACTION');
    spec(game, ruf)
      .given(given)
      .when(nameGame(0, { game: 'rufspiel' }))
      .thenThrows('ILLEGAL_ACTION', /needs the called card/);
  });

  it('a player holding the ace of every suit he has is gesperrt and cannot announce a Rufspiel', () => {
    const setup = setupOf({ presets: [GESPERRT] });
    const commands = [START, bid(0), pass(1), pass(2), pass(3)];
    spec(game, setup)
      .given(history(setup, commands))
      .when(nameGame(0, { game: 'rufspiel', call: 'SA' }))
      .thenThrows('ILLEGAL_ACTION', /gesperrt/);
    expect(game.legalActions(run(setup, commands).state, 0).some((a) => a.type === 'nameGame' && a.game === 'rufspiel')).toBe(false);
  });

  it('Renonce (option): a gesperrt player who alone wants to play calls an ace of a suit he has none of', () => {
    const setup = setupOf({ options: { renonce: true }, presets: [GESPERRT] });
    const given = history(setup, [START, bid(0), pass(1), pass(2), pass(3)]);
    spec(game, setup)
      .given(given)
      .when(nameGame(0, { game: 'rufspiel', call: 'SA' }))
      .then((events) => expect(events[1].data).toMatchObject({ game: 'rufspiel', call: 'SA' }));
    spec(game, setup)
      .given(given)
      .when(nameGame(0, { game: 'rufspiel', call: 'S10' }))
      .thenThrows('ILLEGAL_ACTION');
    // Not when somebody else also wants to play.
    const contested = history(setup, [START, bid(0), pass(1), bid(2), pass(3)]);
    spec(game, setup)
      .given(contested)
      .when(nameGame(0, { game: 'rufspiel', call: 'SA' }))
      .thenThrows('ILLEGAL_ACTION', /gesperrt/);
  });

  it('the partner is the holder of the called card, known to nobody else until it is played', () => {
    const state = run(ruf, [START, bid(0), pass(1), pass(2), pass(3), nameGame(0, { game: 'rufspiel', call: 'GA' })]).state;
    expect(state.partner).toBe(1);
    expect(game.view(state, 1).partner).toBe(1);
    for (const viewer of [0, 2, 3, 'spectator'] as const) expect(game.view(state, viewer).partner).toBeNull();
  });
});

describe('game types and their conditions', () => {
  it('a Sie needs every Ober and Unter; it is shown and paid at once', () => {
    const setup = setupOf({ presets: [SIE] });
    const given = history(setup, [START, pass(0), pass(1), bid(2), pass(3)]);
    spec(game, setup)
      .given(given)
      .when(nameGame(2, { game: 'sie' }))
      .then((events) => {
        expect(types(events)).toEqual(['GameNamed', 'ContractFixed', 'DealScored', 'DealDealt', 'DealDealt']);
        expect(events[2].data).toMatchObject({ won: true, laufende: 8, value: 520, payments: [-520, -520, 1560, -520] });
      });
    spec(game, ruf)
      .given(history(ruf, [START, bid(0), pass(1), pass(2), pass(3)]))
      .when(nameGame(0, { game: 'sie' }))
      .thenThrows('ILLEGAL_ACTION', /all Ober and Unter/);
  });

  it.each(['geier', 'farbwenz', 'farbgeier', 'bettel', 'hochzeit'])('%s is played only when the table allows it', (type) => {
    const fields = type === 'farbwenz' || type === 'farbgeier' ? { game: type, suit: 'S' } : { game: type };
    spec(game, ruf)
      .given(history(ruf, [START, bid(0), pass(1), pass(2), pass(3)]))
      .when(nameGame(0, fields))
      .thenThrows('ILLEGAL_ACTION', /not played at this table/);
  });

  it('Wenz is allowed by default and can be switched off; Tout forms follow the tout option', () => {
    const off = setupOf({ options: { wenz: false, tout: false }, presets: [RUF] });
    const given = history(off, [START, bid(0), pass(1), pass(2), pass(3)]);
    spec(game, off)
      .given(given)
      .when(nameGame(0, { game: 'wenz' }))
      .thenThrows('ILLEGAL_ACTION');
    spec(game, off)
      .given(given)
      .when(nameGame(0, { game: 'soloTout', suit: 'E' }))
      .thenThrows('ILLEGAL_ACTION');
  });

  it('kurze Karte: no Sie and no Bettel; Ramsch cannot be the all-pass choice', () => {
    const short = setupOf({ options: { pack: 'short', bettel: true } });
    const state = run(short, [START, bid(0), pass(1), pass(2), pass(3)]).state;
    const games = new Set(game.legalActions(state, 0).flatMap((a) => (a.type === 'nameGame' ? [a.game] : [])));
    expect(games.has('bettel')).toBe(false);
    expect(games.has('sie')).toBe(false);
    expect(games.has('solo')).toBe(true);
    spec(game, setupOf({ options: { pack: 'short', allPass: 'ramsch' } }))
      .given([])
      .when(START)
      .thenThrows('INVALID_OPTIONS', /Ramsch/);
  });

  it('exactly four players', () => {
    spec(game, { ...setupOf(), players: 3 })
      .given([])
      .when(START)
      .thenThrows('INVALID_OPTIONS', /exactly 4/);
  });
});

describe('Steigern (option): bids in tens from 61 rank the games between Bettel and Tout', () => {
  const setup = setupOf({ options: { steigern: true }, presets: [RUF] });
  const bidding = [START, bid(0), pass(1), bid(2), pass(3)];

  it('a later bid must be higher; the earlier seat may hold; the winning bid is the target', () => {
    const given = history(setup, [...bidding, nameGame(0, { game: 'solo', suit: 'E' })]);
    spec(game, setup)
      .given(given)
      .when(nameGame(2, { game: 'wenz' }))
      .thenThrows('ILLEGAL_ACTION');
    spec(game, setup)
      .given(given)
      .when(nameGame(2, { game: 'wenz', target: 63 }))
      .thenThrows('ILLEGAL_ACTION', /61, 71/);
    const raised = [
      ...given,
      ...game.decide(nameGame(2, { game: 'wenz', target: 71 }), run(setup, [...bidding, nameGame(0, { game: 'solo', suit: 'E' })]).state),
    ];
    // The bidding goes round: seat 0 may hold at 71 (earlier seat), then seat 2 must raise or pass.
    const held = spec(game, setup)
      .given(raised)
      .when(nameGame(0, { game: 'solo', suit: 'E', target: 71 }))
      .then([named(0, 'solo', { suit: 'E', target: 71 })]);
    expect(held.turn).toBe(2);
    spec(game, setup)
      .given([...raised, named(0, 'solo', { suit: 'E', target: 71 })])
      .when(withdraw(2))
      .then((events) =>
        expect(events).toEqual([
          { type: 'Withdrew', data: { seat: 2 } },
          expect.objectContaining({ type: 'ContractFixed', data: expect.objectContaining({ game: 'solo', target: 71, declarer: 0 }) }),
        ]),
      );
  });

  it('Tout and Sie still outrank every bid; Rufspiel and Bettel rank below', () => {
    const given = history(setup, [...bidding, nameGame(0, { game: 'solo', suit: 'E', target: 111 })]);
    spec(game, setup)
      .given(given)
      .when(nameGame(2, { game: 'soloTout', suit: 'G' }))
      .then((events) => expect(events[0]).toEqual(named(2, 'soloTout', { suit: 'G' })));
    spec(game, setup)
      .given(given)
      .when(nameGame(2, { game: 'rufspiel', call: 'SA' }))
      .thenThrows('ILLEGAL_ACTION');
  });

  it('without Steigern there is no bid', () => {
    spec(game, ruf)
      .given(history(ruf, [START, bid(0), pass(1), pass(2), pass(3)]))
      .when(nameGame(0, { game: 'solo', suit: 'E', target: 71 }))
      .thenThrows('ILLEGAL_ACTION', /bid/);
  });
});

describe('Hochzeit (option)', () => {
  const setup = setupOf({ options: { hochzeit: true }, presets: [ONE_TRUMP] });

  it('only the player with exactly one trump may offer it, instead of "Weiter"', () => {
    spec(game, setup)
      .given(history(setup, [START]))
      .when(act(0, { type: 'offerHochzeit' }))
      .thenThrows('ILLEGAL_ACTION', /exactly one trump/);
    spec(game, setup)
      .given(history(setup, [START, pass(0)]))
      .when(act(1, { type: 'offerHochzeit' }))
      .then([{ type: 'HochzeitOffered', data: { seat: 1, card: null } }]);
  });

  it('face up when the table says so', () => {
    const open = setupOf({ options: { hochzeit: true, hochzeitOpen: true }, presets: [ONE_TRUMP] });
    spec(game, open)
      .given(history(open, [START, pass(0)]))
      .when(act(1, { type: 'offerHochzeit' }))
      .then([{ type: 'HochzeitOffered', data: { seat: 1, card: 'HO' } }]);
  });

  it('a player who said "Ich spiele" marries instead of calling: he gives a Fehlkarte face down and takes the trump', () => {
    const commands = [START, bid(0), act(1, { type: 'offerHochzeit' }), bid(2), pass(3)];
    const given = history(setup, commands);
    // Seat 0 holds only trumps: a Hochzeit needs a non-trump card to give away.
    spec(game, setup)
      .given(given)
      .when(nameGame(0, { game: 'hochzeit' }))
      .thenThrows('ILLEGAL_ACTION', /Fehlkarte/);
    const afterZero = [...given, ...game.decide(withdraw(0), run(setup, commands).state)];
    const married = spec(game, setup)
      .given(afterZero)
      .when(nameGame(2, { game: 'hochzeit' }))
      .then((events) =>
        expect(events[1]).toEqual({
          type: 'ContractFixed',
          data: { game: 'hochzeit', declarer: 2, suit: null, call: null, target: 61, muss: false, hochzeitOffer: 1 },
        }),
      );
    expect(married.phase).toBe('hochzeit');
    expect(game.view(married, 3).partner).toBe(1);
    const withGroom = [...afterZero, ...game.decide(nameGame(2, { game: 'hochzeit' }), run(setup, [...commands, withdraw(0)]).state)];
    spec(game, setup)
      .given(withGroom)
      .when(act(2, { type: 'giveCard', card: 'SU' }))
      .thenThrows('ILLEGAL_ACTION', /Fehlkarte/);
    const state = spec(game, setup)
      .given(withGroom)
      .when(act(2, { type: 'giveCard', card: 'S10' }))
      .then([{ type: 'HochzeitCardGiven', data: { seat: 2, to: 1, card: 'S10', trump: 'HO' } }]);
    expect(state.hands[2]).toContain('HO');
    expect(state.hands[1]).toContain('S10');
    expect(state.phase).toBe('playing');
    const redacted = game.redact({ type: 'HochzeitCardGiven', data: { seat: 2, to: 1, card: 'S10', trump: 'HO' } }, 3, state);
    expect(redacted.data).toEqual({ seat: 2, to: 1, card: null, trump: null });
  });

  it('the Hochzeit has no precedence over a Rufspiel named by an earlier seat', () => {
    const deal = dealOf('EO GO SO EU GU HU HA S7', 'HO EA E10 EK GA G10 GK SA', 'SU HK H9 H8 E9 G9 S10 SK');
    const s = setupOf({ options: { hochzeit: true }, presets: [deal] });
    const given = history(s, [
      START,
      bid(0),
      act(1, { type: 'offerHochzeit' }),
      bid(2),
      pass(3),
      nameGame(0, { game: 'rufspiel', call: 'SA' }),
    ]);
    spec(game, s)
      .given(given)
      .when(nameGame(2, { game: 'hochzeit' }))
      .thenThrows('ILLEGAL_ACTION');
  });
});

describe('Muss-Spiel (allPass "muss")', () => {
  it('the holder of the Eichel-Ober must play a Rufspiel; no Stoß', () => {
    const setup = setupOf({ options: { allPass: 'muss' }, presets: [DAVON] });
    const given = history(setup, [START, pass(0), pass(1), pass(2)]);
    const state = spec(game, setup)
      .given(given)
      .when(pass(3))
      .then([
        { type: 'BidPassed', data: { seat: 3 } },
        { type: 'MussSpielRequired', data: { seat: 0 } },
      ]);
    expect(game.legalActions(state, 0).filter((a) => a.type !== 'voteEnd')).toEqual([
      { type: 'nameGame', game: 'rufspiel', call: 'EA' },
      { type: 'nameGame', game: 'rufspiel', call: 'GA' },
      { type: 'nameGame', game: 'rufspiel', call: 'SA' },
    ]);
    const after = [...given, { type: 'BidPassed', data: { seat: 3 } }, { type: 'MussSpielRequired', data: { seat: 0 } }] as never[];
    spec(game, setup)
      .given(after)
      .when(withdraw(0))
      .thenThrows('ILLEGAL_ACTION', /must play/);
    spec(game, setup)
      .given(after)
      .when(nameGame(0, { game: 'solo', suit: 'E' }))
      .thenThrows('ILLEGAL_ACTION', /Muss-Spiel is a Rufspiel/);
    const playing = spec(game, setup)
      .given(after)
      .when(nameGame(0, { game: 'rufspiel', call: 'GA' }))
      .then((events) => expect(events[1].data).toMatchObject({ muss: true }));
    spec(game, setup)
      .given([
        ...after,
        ...game.decide(nameGame(0, { game: 'rufspiel', call: 'GA' }), run(setup, [START, pass(0), pass(1), pass(2), pass(3)]).state),
      ])
      .when(act(2, { type: 'stoss' }))
      .thenThrows('ILLEGAL_ACTION', /Muss-Spiel/);
    expect(playing.contract?.muss).toBe(true);
  });

  it('a gesperrt holder plays on Renonce: an ace he does not hold, or a ten when he holds all three aces', () => {
    const aces = dealOf('EO EA GA SA E10 G10 S10 EK', 'GO HO SO EU GU HU SU HA', 'H10 HK H9 H8 H7 E9 G9 S9');
    const setup = setupOf({ options: { allPass: 'muss' }, presets: [aces] });
    const state = run(setup, [START, pass(0), pass(1), pass(2), pass(3)]).state;
    // He holds every ace and ten of E, G, S: "rein theoretisch ... mit einem König" he does not hold.
    expect(
      game
        .legalActions(state, 0)
        .filter((a) => a.type === 'nameGame')
        .map((a) => (a as { call: string }).call),
    ).toEqual(['GK', 'SK']);
    const gesperrt = setupOf({
      options: { allPass: 'muss' },
      presets: [dealOf('EO EA E10 GA G10 H7 H8 H9', 'GO HO SO EU GU HU SU HA', 'H10 HK EK E9 G9 S9 SA S10')],
    });
    const s2 = run(gesperrt, [START, pass(0), pass(1), pass(2), pass(3)]).state;
    expect(
      game
        .legalActions(s2, 0)
        .filter((a) => a.type === 'nameGame')
        .map((a) => (a as { call: string }).call),
    ).toEqual(['SA']);
  });
});
