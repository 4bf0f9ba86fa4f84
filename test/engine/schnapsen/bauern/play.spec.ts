import { describe, expect, it } from '@jest/globals';
import { spec } from '../../../support/decider.js';
import {
  act,
  bidding,
  deal,
  decline,
  drive,
  game,
  includes,
  lastScore,
  opening,
  pass,
  play,
  setupOf,
  types,
  type Step,
} from './fixtures.js';

// s0 HA HK HO EA GA | s1 H10 E10 EK EO EU | s2 HU G10 GK GO GU | s3 SA S10 SK SO SU
const FORTY = deal(
  ['HA', 'HK', 'HO', 'EA', 'GA'],
  ['H10', 'E10', 'EK', 'EO', 'EU'],
  ['HU', 'G10', 'GK', 'GO', 'GU'],
  ['SA', 'S10', 'SK', 'SO', 'SU'],
);
// s0 EA E10 EK GA G10 | s1 HA H10 HK HO HU | s2 EO EU GK GO GU | s3 SA S10 SK SO SU
const KONTRA = deal(
  ['EA', 'E10', 'EK', 'GA', 'G10'],
  ['HA', 'H10', 'HK', 'HO', 'HU'],
  ['EO', 'EU', 'GK', 'GO', 'GU'],
  ['SA', 'S10', 'SK', 'SO', 'SU'],
);
// s0 GK GO SA S10 SK | s1 EU GU SU HU EO | s2 EA E10 EK GA G10 | s3 HA H10 HK HO SO
const BEGGAR = deal(
  ['GK', 'GO', 'SA', 'S10', 'SK'],
  ['EU', 'GU', 'SU', 'HU', 'EO'],
  ['EA', 'E10', 'EK', 'GA', 'G10'],
  ['HA', 'H10', 'HK', 'HO', 'SO'],
);

const at = (presets: unknown[], steps: Step[], options: Record<string, unknown> = {}) => {
  const setup = setupOf({ presets, options });
  return { setup, given: drive(setup, steps).events, state: drive(setup, steps).state };
};
const playable = (state: ReturnType<typeof at>['state'], seat: number) =>
  game.legalActions(state, seat).flatMap((a) => (a.type === 'playCard' ? [a.card] : []));

describe('Farb- und Stichzwang on the led card (docs/bauernschnapsen.md, Normales Spiel; docs/rules-decisions.md)', () => {
  it('a higher card of the led suit must be played when the hand has one', () => {
    const { setup, given, state } = at([FORTY], [...opening('H'), 'HK']);
    expect(playable(state, 1)).toEqual(['H10']);
    spec(game, setup)
      .given(given)
      .when(play(1, 'EU'))
      .thenThrows('MUST_FOLLOW', /beat the led card/);
  });

  it('else a lower card of the led suit', () => {
    const { state } = at([FORTY], [...opening('H'), 'HK', 'H10']);
    expect(playable(state, 2)).toEqual(['HU']);
  });

  it('else a trump; on a plain lead someone has already trumped, any trump will do', () => {
    expect(playable(at([FORTY], [...opening('H'), 'EA', 'EU']).state, 2)).toEqual(['HU']);
    expect(playable(at([KONTRA], [...opening('H'), 'EA']).state, 1)).toEqual(['HA', 'H10', 'HK', 'HO', 'HU']);
  });

  it('else any card', () => {
    expect(playable(at([FORTY], [...opening('H'), 'EA', 'EU', 'HU']).state, 3)).toEqual(['SA', 'S10', 'SK', 'SO', 'SU']);
  });

  it('without trump (Bettler) a void hand plays anything; the must-win still holds', () => {
    const { state } = at([BEGGAR], [...opening('H', null, 'bettler'), 'EU']);
    expect(playable(state, 2)).toEqual(['EA', 'E10', 'EK']);
    expect(playable(drive(setupOf({ presets: [BEGGAR] }), [...opening('H', null, 'bettler'), 'EU', 'EK']).state, 0)).toEqual([
      'GK',
      'GO',
      'SA',
      'S10',
      'SK',
    ]);
  });

  it('a card not in the hand is refused; only the seat on turn plays', () => {
    const { setup, given } = at([FORTY], opening('H'));
    spec(game, setup).given(given).when(play(0, 'SA')).thenThrows('CARD_NOT_IN_HAND');
    spec(game, setup).given(given).when(play(1, 'H10')).thenThrows('NOT_YOUR_TURN');
    spec(game, setup)
      .given(given)
      .when(act(0, { type: 'playCard', card: 'X1' } as Record<string, unknown>))
      .thenThrows('INVALID_CARD');
  });

  it('the trick goes to the highest trump, else the highest card of the led suit; its winner leads next', () => {
    const { setup, given } = at([FORTY], [...opening('H'), 'EA', 'EU', 'HU']);
    const state = spec(game, setup)
      .given(given)
      .when(play(3, 'SU'))
      .then(includes('TrickTaken', { trick: 0, winner: 2 }));
    expect(game.activeSeats(state)).toEqual([2]);
  });
});

describe('20 and 40 (docs/bauernschnapsen.md: "Zwanziger", "Vierziger")', () => {
  it('the player on lead announces, then must lead König or Ober of the pair', () => {
    const { setup, given } = at([FORTY], opening('H'));
    const state = spec(game, setup)
      .given(given)
      .when(act(0, { type: 'declareMarriage', suit: 'H' }))
      .then([{ type: 'MarriageDeclared', data: { seat: 0, suit: 'H', points: 40, afterTricks: 0 } }]);
    expect(playable(state, 0)).toEqual(['HK', 'HO']);
    spec(game, setup)
      .given([...given, ...game.decide(act(0, { type: 'declareMarriage', suit: 'H' }), drive(setup, opening('H')).state)])
      .when(play(0, 'EA'))
      .thenThrows('MUST_LEAD_MARRIAGE', /König or Ober/);
  });

  it('a plain suit is a 20', () => {
    const { setup, given } = at([KONTRA], [...opening('H'), 'EA', 'HU', 'EO', 'SU']);
    // Seat 1 took the trick and leads; he holds HK HO (trump, 40) but no plain pair.
    spec(game, setup)
      .given(given)
      .when(act(1, { type: 'declareMarriage', suit: 'G' }))
      .thenThrows('NO_MARRIAGE', /König and Ober/);
    spec(game, setup)
      .given(given)
      .when(act(1, { type: 'declareMarriage', suit: 'H' }))
      .then(includes('MarriageDeclared', { points: 40 }));
    const twenty = at([FORTY], opening('E'));
    spec(game, twenty.setup)
      .given(twenty.given)
      .when(act(0, { type: 'declareMarriage', suit: 'H' }))
      .then(includes('MarriageDeclared', { points: 20 }));
  });

  it('only on lead, once per lead, and never in contracts where points do not count', () => {
    const { setup, given } = at([FORTY], [...opening('H'), 'GA']);
    spec(game, setup)
      .given(given)
      .when(act(1, { type: 'declareMarriage', suit: 'E' }))
      .thenThrows('NO_MARRIAGE', /about to lead/);
    const announced = at([FORTY], [...opening('H'), 'announce H']);
    spec(game, announced.setup)
      .given(announced.given)
      .when(act(0, { type: 'declareMarriage', suit: 'H' }))
      .thenThrows('NO_MARRIAGE');
    const gang = at([FORTY], opening('H', 'gang'));
    spec(game, gang.setup)
      .given(gang.given)
      .when(act(0, { type: 'declareMarriage', suit: 'H' }))
      .thenThrows('NO_MARRIAGE', /no 20 or 40/);
  });

  it('a 40 counts only once the side has a trick ("Hat das Team ... keinen Stich, zählen Zwanziger und Vierziger nicht")', () => {
    // Seat 0 announces 40 and leads HO; seat 1 takes it with H10 (17 for team 1), so the 40 does not count yet.
    const first = drive(setupOf({ presets: [FORTY] }), [...opening('H'), 'announce H', 'HO', 'H10', 'HU', 'SU']);
    expect(lastScore(first.events)).toBeUndefined();
    // Seat 0 then takes E10 GU SO with EA: 26 card points and the 40 now count: 66, the deal ends at once.
    const { events } = drive(setupOf({ presets: [FORTY] }), [
      ...opening('H'),
      'announce H',
      'HO',
      'H10',
      'HU',
      'SU',
      'E10',
      'GU',
      'SO',
      'EA',
    ]);
    expect(lastScore(events)).toMatchObject({
      reason: 'reached66',
      won: true,
      declaring: { tricks: 1, cardPoints: 26, declared: 40, counted: 40, total: 66 },
      defending: { tricks: 1, total: 17 },
      baseValue: 2,
    });
  });
});

describe('the early end of a deal', () => {
  it('a side reaching 66 ends the Normal game at once (here after four of five tricks)', () => {
    const { events } = drive(setupOf({ presets: [KONTRA] }), [
      ...opening('H'),
      'EA',
      'HU',
      'EO',
      'SU',
      'HA',
      'GU',
      'SO',
      'EK',
      'H10',
      'GO',
      'SK',
      'E10',
      'HK',
      'GK',
      'S10',
      'GA',
    ]);
    expect(types(events).slice(-3)).toEqual(['TrickTaken', 'DealScored', 'DealDealt']);
    expect(lastScore(events)).toMatchObject({ reason: 'reached66', defending: { tricks: 4, total: 94 } });
  });

  it('a Schnapser is lost after three tricks without 66', () => {
    // Eichel is trump and seat 0 takes three tricks with EA E10 EK; the others give small cards: 18 + 18 + 13 = 49.
    const SHORT = deal(
      ['EA', 'E10', 'EK', 'GA', 'SA'],
      ['EO', 'GU', 'HU', 'H10', 'S10'],
      ['EU', 'GO', 'HO', 'HA', 'HK'],
      ['G10', 'GK', 'SO', 'SK', 'SU'],
    );
    const { events } = drive(setupOf({ presets: [SHORT] }), [
      ...opening('E', 'schnapser'),
      'EA',
      'EO',
      'EU',
      'SU',
      'E10',
      'GU',
      'HO',
      'SO',
      'EK',
      'HU',
      'GO',
      'SK',
    ]);
    expect(lastScore(events)).toMatchObject({
      contract: 'schnapser',
      won: false,
      reason: 'schnapserMissed',
      declaring: { tricks: 3, total: 49 },
    });
  });

  it('Schnapser mit Mann (option): the partner may take a trick', () => {
    // FORTY with Schnapser: seat 0 leads GA ... seat 2 holds no higher Gras, so use HK: seat 1 must beat with H10.
    const PARTNER = deal(
      ['HA', 'HK', 'HO', 'EA', 'GK'],
      ['SA', 'S10', 'SK', 'SO', 'SU'],
      ['GA', 'G10', 'HU', 'EK', 'E10'],
      ['GO', 'GU', 'EO', 'EU', 'H10'],
    );
    const steps = [...opening('H', 'schnapser'), 'GK', 'SU', 'GA'];
    expect(lastScore(drive(setupOf({ presets: [PARTNER] }), steps).events)).toMatchObject({ reason: 'trickLost' });
    const withMan = drive(setupOf({ presets: [PARTNER], options: { schnapserMitMann: true } }), [...steps, 'GO']);
    expect(lastScore(withMan.events)).toBeUndefined();
    expect(withMan.state.play?.tricks.map((t) => t.winner)).toEqual([2]);
  });

  it('a Dokta is lost once the Rufer and his partner have both played and an opponent holds the trick', () => {
    const setup = setupOf({ presets: [FORTY], options: { dokta: true } });
    expect(lastScore(drive(setup, [...opening('H', 'dokta'), 'HK', 'H10']).events)).toBeUndefined();
    const { events } = drive(setup, [...opening('H', 'dokta'), 'HK', 'H10', 'HU']);
    expect(types(events).slice(-3, -1)).toEqual(['CardPlayed', 'DealScored']);
    expect(lastScore(events)).toMatchObject({ contract: 'dokta', won: false, reason: 'trickLost' });
  });
});

/**
 * Spritzen, Retour, Re (docs/rules-decisions.md#schnapsen-family-doubling): x2 by the side against the declarer, x4 by the
 * declarer or his partner, x8 by the other side, until the first card. Decision (docs): said in turn in a
 * doubling round between the contract and the first card, so that nobody is cut off by an early lead.
 */
describe('Spritzen, Retour, Re in the doubling round', () => {
  // KONTRA, Normal game: the Rufer 0 and his partner 2 against 1 and 3.
  const round = at([KONTRA], bidding('H'));
  const after = (...steps: Step[]) => at([KONTRA], [...bidding('H'), ...steps]);

  it('once the contract is settled the side against the declarer is asked first, clockwise from his left', () => {
    expect(round.state.phase).toBe('doubling');
    expect(game.activeSeats(round.state)).toEqual([1]);
    expect(game.legalActions(round.state, 1)).toEqual([{ type: 'spritzen' }, { type: 'declineDouble' }]);
    for (const seat of [0, 2, 3]) expect(game.legalActions(round.state, seat)).toEqual([]);
    spec(game, round.setup)
      .given(round.given)
      .when(act(1, { type: 'spritzen' }))
      .then([{ type: 'Doubled', data: { seat: 1, level: 1, name: 'Spritzen' } }]);
  });

  it('nobody is cut off: the leader waits until every seat entitled has spoken', () => {
    spec(game, round.setup).given(round.given).when(play(0, 'EA')).thenThrows('NOT_YOUR_TURN');
    const one = after(decline(1));
    expect(game.activeSeats(one.state)).toEqual([3]);
    spec(game, one.setup).given(one.given).when(play(0, 'EA')).thenThrows('NOT_YOUR_TURN');
    // "pass" belongs to the bidding; the doubling round is declined with declineDouble.
    spec(game, one.setup).given(one.given).when(pass(3)).thenThrows('ILLEGAL_ACTION');
    const state = spec(game, one.setup)
      .given(one.given)
      .when(decline(3))
      .then([{ type: 'DoublingDeclined', data: { seat: 3 } }]);
    expect(state.phase).toBe('playing');
    expect(game.activeSeats(state)).toEqual([0]);
  });

  it('Retour only after Spritzen and only by the declaring side, then Re by the other side; nothing after Re', () => {
    spec(game, round.setup)
      .given(round.given)
      .when(act(1, { type: 'retour' }))
      .thenThrows('DOUBLING_NOT_ALLOWED');
    const spritzt = after(act(1, { type: 'spritzen' }));
    expect(game.activeSeats(spritzt.state)).toEqual([0]);
    spec(game, spritzt.setup)
      .given(spritzt.given)
      .when(act(0, { type: 're' }))
      .thenThrows('DOUBLING_NOT_ALLOWED');
    spec(game, spritzt.setup)
      .given(spritzt.given)
      .when(act(3, { type: 'spritzen' }))
      .thenThrows('NOT_YOUR_TURN');
    spec(game, spritzt.setup)
      .given(spritzt.given)
      .when(act(0, { type: 'retour' }))
      .then(includes('Doubled', { level: 2, name: 'Retour' }));
    const retour = after(act(1, { type: 'spritzen' }), act(0, { type: 'retour' }));
    expect(game.activeSeats(retour.state)).toEqual([1]);
    const re = spec(game, retour.setup)
      .given(retour.given)
      .when(act(1, { type: 're' }))
      .then(includes('Doubled', { level: 3, name: 'Re' }));
    expect(re.phase).toBe('playing');
    const done = after(act(1, { type: 'spritzen' }), act(0, { type: 'retour' }), act(1, { type: 're' }));
    spec(game, done.setup)
      .given(done.given)
      .when(act(0, { type: 're' }))
      .thenThrows('DOUBLING_NOT_ALLOWED');
  });

  it('the declarer declines, his partner may still say Retour ("der Spieler (oder sein Partner)")', () => {
    const passed = after(act(1, { type: 'spritzen' }), decline(0));
    spec(game, passed.setup)
      .given(passed.given)
      .when(act(2, { type: 'retour' }))
      .then([{ type: 'Doubled', data: { seat: 2, level: 2, name: 'Retour' } }]);
  });

  it('the partner sitting out of a Bettler speaks for the declaring side', () => {
    // Seat 1 plays a Bettler, his partner 3 sits out; the opponents 2 and 0 are asked in that order.
    const beggar = at([BEGGAR], [...bidding('H', null, 'bettler'), act(2, { type: 'spritzen' }), decline(1)]);
    spec(game, beggar.setup)
      .given(beggar.given)
      .when(act(3, { type: 'retour' }))
      .then(includes('Doubled', { seat: 3, name: 'Retour' }));
  });

  it('what is said cannot be rescinded: declining after it leaves the Spritzen standing', () => {
    const { state } = after(act(1, { type: 'spritzen' }), decline(0), decline(2));
    expect(state.phase).toBe('playing');
    expect(game.view(state, 3).doubling).toEqual({
      said: [{ seat: 1, level: 1, name: 'Spritzen' }],
      next: null,
      toSpeak: [],
      herzrunde: false,
      factor: 2,
    });
  });

  it('not before a contract is settled, and not after the first card', () => {
    const early = at([KONTRA], opening('H').slice(0, 3));
    spec(game, early.setup)
      .given(early.given)
      .when(act(1, { type: 'spritzen' }))
      .thenThrows('DOUBLING_NOT_ALLOWED');
    const played = at([KONTRA], [...opening('H'), 'EA']);
    spec(game, played.setup)
      .given(played.given)
      .when(act(1, { type: 'spritzen' }))
      .thenThrows('DOUBLING_NOT_ALLOWED', /first card/);
  });

  it('a laid-down contract cannot be doubled: it is scored at once', () => {
    const { events } = drive(
      setupOf({
        presets: [
          deal(
            ['EA', 'E10', 'EK', 'EO', 'EU'],
            ['GA', 'G10', 'GK', 'GO', 'GU'],
            ['HA', 'H10', 'HK', 'HO', 'HU'],
            ['SA', 'S10', 'SK', 'SO', 'SU'],
          ),
        ],
      }),
      bidding('H', null, 'farbenringerl'),
    );
    expect(types(events).slice(-3)).toEqual(['ContractSettled', 'DealScored', 'DealDealt']);
  });
});
