import { describe, expect, it } from '@jest/globals';
import { spec } from '../../../support/decider.js';
import { D1 } from './deals.js';
import { START, claim, game, history, play, preset, run, setupOf, types } from './fixtures.js';

/** The claimer leads EA, takes EO and claims 14 points: a wrong claim, 3 game points for the trickless other seat. */
const wrongClaimBy = (claimer: 0 | 1) => [play(claimer, 'EA'), play(claimer === 0 ? 1 : 0, 'EO'), claim(claimer)];
/** D1 with the hands swapped, for deals that seat 0 deals (seat 1 leads). */
const D1_SWAPPED = preset(D1.hands[1], D1.hands[0], 'H10', D1.talon);

describe('a Bummerl: each counts down from 7 game points; the first at 0 wins the match', () => {
  const setup = setupOf({ presets: [D1, D1_SWAPPED, D1, D1_SWAPPED] });
  // Deals 1 and 3: seat 0 leads EA and claims wrongly (3 for seat 1); deal 2: seat 1 does the same (3 for seat 0).
  const commands = [START, ...wrongClaimBy(0), ...wrongClaimBy(1), ...wrongClaimBy(0)];

  it('game points count down, the deal alternates, the itemised history grows', () => {
    const { state } = run(setup, commands);
    expect(state.needed).toEqual([4, 1]);
    expect(state.history.map((r) => [r.dealNumber, r.dealer, r.winner, r.gamePoints, r.reason])).toEqual([
      [1, 1, 1, 3, 'wrongClaim'],
      [2, 0, 0, 3, 'wrongClaim'],
      [3, 1, 1, 3, 'wrongClaim'],
    ]);
    expect(state.deal.dealer).toBe(0);
    // The match score is minus the Bummerl taken: nobody has taken it yet; the running count is `needed`.
    expect(game.standings(state)).toEqual([
      { seat: 0, score: 0, status: 'playing' },
      { seat: 1, score: 0, status: 'playing' },
    ]);
    expect(game.view(state, 0)).toMatchObject({ needed: [4, 1], target: 7 });
  });

  it('reaching 0 ends the match (more points than needed are not carried anywhere)', () => {
    const state = spec(game, setup)
      // Deal 4: seat 1 leads GO, seat 0 takes it with HA and claims 14: 3 for seat 1, who needed only 1.
      .given(history(setup, [...commands, play(1, 'GO'), play(0, 'HA')]))
      .when(claim(0))
      .then((events) => {
        expect(types(events)).toEqual(['OutClaimed', 'DealScored', 'MatchEnded']);
        expect(events[1].data).toMatchObject({
          dealNumber: 4,
          winners: [1],
          changes: [
            { seat: 0, delta: -1 },
            { seat: 1, delta: 0 },
          ],
        });
        expect(events[2]).toEqual({ type: 'MatchEnded', data: { winners: [1], reason: 'bummerl', needed: [4, 0], bummerl: [1, 0] } });
      });
    expect(game.standings(state)).toEqual([
      { seat: 0, score: -1, status: 'lost' },
      { seat: 1, score: 0, status: 'won' },
    ]);
    expect(game.outcome(state)).toEqual({
      winners: [1],
      summary: 'Seat 1 counted down from 7 to 0 and wins the Bummerl; seat 0 still needed 4.',
    });
    expect(game.activeSeats(state)).toEqual([]);
    expect(game.legalActions(state, 0)).toEqual([]);
    spec(game, setup)
      .given(history(setup, [...commands, play(1, 'GO'), play(0, 'HA'), claim(0)]))
      .when(play(0, 'SA'))
      .thenThrows('MATCH_OVER');
  });

  it('the first dealer is an option', () => {
    const { state } = run(setupOf({ options: { firstDealer: 0 } }), [START]);
    expect(state.deal.dealer).toBe(0);
    expect(game.activeSeats(state)).toEqual([1]);
  });

  it('needs exactly two players', () => {
    spec(game, { ...setupOf(), players: 3 })
      .given([])
      .when(START)
      .thenThrows('INVALID_OPTIONS');
    spec(game, setupOf())
      .given(history(setupOf(), [START]))
      .when(START)
      .thenThrows('ILLEGAL_ACTION');
    spec(game, setupOf()).given([]).when(play(0, 'EA')).thenThrows('MATCH_NOT_STARTED');
  });
});

describe('forfeit (a deadline passed): the match ends at once, the other seat wins the Bummerl; the open deal is not scored', () => {
  const setup = setupOf({ presets: [D1] });
  const started = history(setup, [START, play(0, 'EA')]);

  it('ends the match for the other seat', () => {
    const state = spec(game, setup)
      .given(started)
      .when({ type: 'Forfeit', seat: 1 })
      .then([
        { type: 'Forfeited', data: { seat: 1 } },
        { type: 'MatchEnded', data: { winners: [0], reason: 'forfeit', needed: [7, 7], bummerl: [0, 1] } },
      ]);
    expect(game.outcome(state)).toEqual({ winners: [0], summary: 'Seat 1 forfeited the match; seat 0 wins the Bummerl.' });
    expect(game.standings(state)).toEqual([
      { seat: 0, score: 0, status: 'won' },
      { seat: 1, score: -1, status: 'forfeited' },
    ]);
    expect(game.activeSeats(state)).toEqual([]);
    expect(state.history).toEqual([]);
  });

  it('is refused before the start, after the end and for a seat not in the match', () => {
    spec(game, setup).given([]).when({ type: 'Forfeit', seat: 0 }).thenThrows('MATCH_NOT_STARTED');
    spec(game, setup).given(started).when({ type: 'Forfeit', seat: 2 }).thenThrows('ILLEGAL_ACTION');
    const over = [
      ...started,
      { type: 'Forfeited', data: { seat: 1 } },
      { type: 'MatchEnded', data: { winners: [0], reason: 'forfeit', needed: [7, 7], bummerl: [0, 1] } },
    ] as typeof started;
    spec(game, setup).given(over).when({ type: 'Forfeit', seat: 0 }).thenThrows('MATCH_OVER');
  });
});

describe('evolve never throws', () => {
  it('ignores unknown events and odd options', () => {
    const state = game.initialState({ players: 2, options: { wrongClaim: 'nonsense', firstDealer: 9 } as never, seed: 's', presets: [] });
    expect(state.options).toEqual({ exchangeWithOneLeft: true, closeWithOneLeft: true, wrongClaim: 'fixed', firstDealer: null });
    expect(game.evolve(state, { type: 'Unknown', data: {} } as never)).toEqual(state);
  });
});

describe('a scored deal shows only the cards the viewer saw while the match runs', () => {
  const setup = setupOf({ presets: [D1, D1_SWAPPED] });
  // Deal 1 ends after one trick with a wrong claim: seat 1 never saw seat 0's other four cards, nor the talon.
  const { events, state } = run(setup, [START, ...wrongClaimBy(0)]);
  const scored = events.find((event) => event.type === 'DealScored')!;

  it("each seat sees its own dealt and remaining cards, the trump card, and nothing of the other's or the talon", () => {
    for (const viewer of [0, 1] as const) {
      const shown = game.redact(scored, viewer, state);
      if (shown.type !== 'DealScored') throw new Error('not a DealScored');
      const other = viewer === 0 ? 1 : 0;
      expect(shown.data.dealt?.hands[viewer]).toEqual(D1.hands[viewer]);
      expect(shown.data.dealt?.hands[other]).toBeNull();
      expect(shown.data.dealt?.talon).toBeNull();
      expect(shown.data.dealt?.trumpCard).toBe('H10');
      expect(shown.data.remaining.hands[other]).toBeNull();
      expect(shown.data.remaining.talon).toBeNull();
      expect(shown.data.remaining.hands[viewer]).toEqual(scored.type === 'DealScored' ? scored.data.remaining.hands[viewer] : undefined);
    }
    const spectator = game.redact(scored, 'spectator', state);
    expect(JSON.stringify(spectator)).not.toMatch(/"(hands|talon)":\[\[?"/);
  });

  it('the stored event keeps every card (an auditor gets them with the seed once the match is over)', () => {
    if (scored.type !== 'DealScored') throw new Error('not a DealScored');
    expect(scored.data.dealt?.hands).toEqual(D1.hands);
    expect(scored.data.dealt?.talon).toEqual(D1.talon);
  });
});
