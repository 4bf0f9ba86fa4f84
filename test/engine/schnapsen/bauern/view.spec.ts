import { describe, expect, it } from '@jest/globals';
import { act, bidding, deal, drive, game, ofType, opening, setupOf, SUITED } from './fixtures.js';

// s0 GO SU SA E10 GU | s1 EO GK H10 HU EU | s2 HA SO S10 SK EA | s3 GA G10 HO EK HK
const MIXED = deal(
  ['GO', 'SU', 'SA', 'E10', 'GU'],
  ['EO', 'GK', 'H10', 'HU', 'EU'],
  ['HA', 'SO', 'S10', 'SK', 'EA'],
  ['GA', 'G10', 'HO', 'EK', 'HK'],
);
// Trick 1 to seat 2 (declaring side), trick 2 to seat 3 (defending), trick 3 to seat 1, then seat 1 leads EO.
const THREE_TRICKS = [...opening('H'), 'GO', 'GK', 'HA', 'G10', 'SK', 'HO', 'SA', 'HU', 'HK', 'SU', 'H10', 'EA'];
// s0 GK GO SA S10 SK | s1 EU GU SU HU EO | s2 EA E10 EK GA G10 | s3 HA H10 HK HO SO
const BEGGAR = deal(
  ['GK', 'GO', 'SA', 'S10', 'SK'],
  ['EU', 'GU', 'SU', 'HU', 'EO'],
  ['EA', 'E10', 'EK', 'GA', 'G10'],
  ['HA', 'H10', 'HK', 'HO', 'SO'],
);

describe('trick visibility (docs/bauernschnapsen.md: "der erste Stich eines jeden Teams ... sichtbar"; docs/rules-decisions.md)', () => {
  const setup = setupOf({ presets: [MIXED] });
  const lying = drive(setup, THREE_TRICKS);
  const led = drive(setup, [...THREE_TRICKS, 'EO']);

  it("each side's first trick stays face up; the trick just taken lies open until the next card", () => {
    expect(game.view(lying.state, 0).tricks.map((t) => t.plays !== null)).toEqual([true, true, true]);
    expect(game.view(led.state, 0).tricks.map((t) => [t.winner, t.side, t.plays !== null])).toEqual([
      [2, 'declaring', true],
      [3, 'defending', true],
      [1, 'defending', false],
    ]);
  });

  it('a face-down trick is hidden from everyone, its taker and spectators too; its cards vanish from old events', () => {
    for (const viewer of [0, 1, 2, 3, 'spectator'] as const) {
      expect(game.view(led.state, viewer).tricks[2].plays).toBeNull();
      const taken = ofType(led.events, 'TrickTaken')[2];
      expect(game.redact(taken, viewer, led.state)).toEqual({ type: 'TrickTaken', data: { deal: 1, trick: 2, winner: 1, plays: null } });
    }
    const played = ofType(led.events, 'CardPlayed').filter((e) => e.data.trick === 2);
    expect(played.map((e) => (game.redact(e, 0, led.state) as typeof e).data.card)).toEqual([null, 'SU', null, null]);
    expect(played.map((e) => (game.redact(e, 3, led.state) as typeof e).data.card)).toEqual(['HK', null, null, null]);
    // While the trick lay open the same events showed it.
    expect(played.map((e) => (game.redact(e, 0, lying.state) as typeof e).data.card)).toEqual(['HK', 'SU', 'H10', 'EA']);
  });

  it('running card points are hidden; trick counts are public', () => {
    expect(game.view(led.state, 1).sides).toEqual({
      declaring: { seats: [0, 2], tricks: 1, points: null },
      defending: { seats: [1, 3], tricks: 2, points: null },
    });
  });

  it('option "soft": a player sees his own side\'s tricks and points, not the other side\'s', () => {
    const soft = setupOf({ presets: [MIXED], options: { softTricks: true } });
    const { state } = drive(soft, [...THREE_TRICKS, 'EO']);
    expect(game.view(state, 3).tricks[2].plays).not.toBeNull();
    expect(game.view(state, 0).tricks[2].plays).toBeNull();
    expect(game.view(state, 3).sides?.defending.points).toBe(20 + 27);
    expect(game.view(state, 3).sides?.declaring.points).toBeNull();
    expect(game.view(state, 'spectator').sides?.defending.points).toBeNull();
  });

  it('once the deal is over every trick is in the itemised result, and the view keeps its summary', () => {
    const done = drive(setup, [...THREE_TRICKS, 'EO', 'S10', 'EK', 'E10', 'GU', 'EU', 'SO', 'GA']);
    const [scored] = ofType(done.events, 'DealScored');
    const last = scored.data;
    expect(last.tricks).toHaveLength(5);
    expect(last.tricks[2]).toEqual({
      winner: 1,
      plays: [
        { seat: 3, card: 'HK' },
        { seat: 0, card: 'SU' },
        { seat: 1, card: 'H10' },
        { seat: 2, card: 'EA' },
      ],
    });
    const taken = ofType(done.events, 'TrickTaken')[2];
    expect((game.redact(taken, 0, done.state) as typeof taken).data.plays).toEqual(last.tricks[2].plays);
    const { dealNumber, winners, summary, items, changes } = last;
    expect(game.view(done.state, 2).lastDeal).toEqual({ dealNumber, winners, summary, items, changes });
    expect(dealNumber).toBe(1);
  });
});

describe('hands', () => {
  it('a player sees his own hand only; a spectator none; a deal event shows only his own packet', () => {
    const { state, events } = drive(setupOf({ presets: [SUITED] }), opening('H'));
    expect(game.view(state, 1).hand).toEqual(SUITED.hands[1]);
    expect(game.view(state, 'spectator').hand).toBeNull();
    const [dealt] = ofType(events, 'DealDealt');
    expect(game.redact(dealt, 2, state)).toEqual({
      type: 'DealDealt',
      data: {
        deal: 1,
        dealer: 3,
        rufer: 0,
        ritual: null,
        first: [null, null, SUITED.hands[2].slice(0, 3), null],
        second: [null, null, null, null],
      },
    });
    const [rest] = ofType(events, 'SecondPacketsDealt');
    expect(game.redact(rest, 'spectator', state)).toEqual({
      type: 'SecondPacketsDealt',
      data: { deal: 1, second: [null, null, null, null] },
    });
  });

  it('before the trump call nobody sees his last two cards', () => {
    const { state } = drive(setupOf({ presets: [SUITED] }), opening('H').slice(0, 1));
    expect(game.view(state, 0).hand).toEqual(SUITED.hands[0].slice(0, 3));
    expect(game.view(state, 0).seats.map((s) => s.cardCount)).toEqual([3, 3, 3, 3]);
  });
});

describe('Plauderer: the three variants (docs/bauernschnapsen.md)', () => {
  const run = (variant: string, more: string[] = []) =>
    drive(setupOf({ presets: [BEGGAR], options: { plauderer: variant } }), [...opening('H', null, 'plauderer'), ...more]);
  const firstTrick = ['EU', 'EK', 'GK'];

  it("a: the opponents see each other's cards from the start, nobody else does", () => {
    const { state } = run('a');
    expect(game.view(state, 0).openHands).toEqual([{ seat: 2, cards: BEGGAR.hands[2] }]);
    expect(game.view(state, 2).openHands).toEqual([{ seat: 0, cards: BEGGAR.hands[0] }]);
    expect(game.view(state, 1).openHands).toEqual([]);
    expect(game.view(state, 'spectator').openHands).toEqual([]);
  });

  it("b: the opponents' cards lie open after the first trick", () => {
    expect(game.view(run('b').state, 1).openHands).toEqual([]);
    const { state } = run('b', firstTrick);
    expect(game.view(state, 1).openHands).toEqual([
      { seat: 0, cards: ['GO', 'SA', 'S10', 'SK'] },
      { seat: 2, cards: ['EA', 'E10', 'GA', 'G10'] },
    ]);
    expect(game.view(state, 'spectator').openHands).toHaveLength(2);
  });

  it("c: the declarer's cards lie open after the first trick", () => {
    expect(game.view(run('c').state, 0).openHands).toEqual([]);
    const { state } = run('c', firstTrick);
    expect(game.view(state, 0).openHands).toEqual([{ seat: 1, cards: ['GU', 'SU', 'HU', 'EO'] }]);
    expect(game.view(state, 1).openHands).toEqual([]);
  });
});

describe('the view envelope', () => {
  it('phase, dealNumber, dealer, whose decision, hand, the trick on the table, each seat with cards, score and status', () => {
    const { state } = drive(setupOf({ presets: [BEGGAR] }), [...opening('H', null, 'bettler'), 'EU']);
    const seen = game.view(state, 1);
    expect(seen).toMatchObject({
      game: 'bauernschnapsen',
      phase: 'playing',
      dealNumber: 1,
      dealer: 3,
      waitingFor: [2],
      trick: [{ seat: 1, card: 'EU' }],
      lastDeal: null,
    });
    // The Bettler's partner sits out (option bettlerPartnerSitsOut, the default).
    expect(seen.seats).toEqual([
      { seat: 0, cardCount: 5, score: 0, status: 'playing' },
      { seat: 1, cardCount: 4, score: 0, status: 'playing' },
      { seat: 2, cardCount: 5, score: 0, status: 'playing' },
      { seat: 3, cardCount: 5, score: 0, status: 'sittingOut' },
    ]);
    expect(seen.bidding).toEqual({
      bids: [
        { seat: 0, contract: null },
        { seat: 1, contract: 'bettler' },
        { seat: 2, contract: null },
        { seat: 3, contract: null },
      ],
      best: { seat: 1, contract: 'bettler' },
      toSpeak: [],
    });
    expect(seen.mustLead).toBeNull();
  });
});

describe('scores on display', () => {
  it('count-down (regional display): 24 minus the points', () => {
    const { state } = drive(setupOf({ presets: [SUITED], options: { countDown: true, bummerl: 2 } }), opening('H', null, 'farbenringerl'));
    expect(game.view(state, 0).parties.map((t) => [t.points, t.display])).toEqual([
      [0, 24],
      [18, 6],
    ]);
  });

  it('the doubling round shows what was said, what is due and to whom, and the factor with the Herzrunde', () => {
    const { state } = drive(setupOf({ presets: [SUITED], options: { herzrunde: true } }), [...bidding('H'), act(1, { type: 'spritzen' })]);
    expect(game.view(state, 3).doubling).toEqual({
      said: [{ seat: 1, level: 1, name: 'Spritzen' }],
      next: 'retour',
      toSpeak: [0, 2],
      herzrunde: true,
      factor: 4,
    });
    expect(game.view(state, 'spectator').doubling).toEqual(game.view(state, 3).doubling);
  });
});
