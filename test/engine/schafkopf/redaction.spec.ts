import { describe, expect, it } from '@jest/globals';
import { RUF } from './deals.js';
import { START, game, ofType, pass, run, setupOf } from './fixtures.js';

/**
 * A thrown-in deal (everyone says "Weiter") never shows a card: while the match runs its `DealScored` and the
 * view's `lastDealDetails` show each seat only its own hand; once the match is over, every hand.
 */
describe('the hands of a scored deal', () => {
  const setup = setupOf({ presets: [RUF], options: { deals: 1 } });
  const thrownIn = [START, pass(0), pass(1), pass(2), pass(3)];

  it('while the match runs: the viewer his own hand, the others null (event and view)', () => {
    const setup = setupOf({ presets: [RUF] });
    const { events, state } = run(setup, thrownIn);
    const [scored] = ofType(events, 'DealScored');
    expect(scored.data.kind).toBe('thrownIn');
    expect(scored.data.hands.every((hand) => hand !== null && hand.length === 8)).toBe(true);
    for (const viewer of [0, 1, 2, 3] as const) {
      const expected = scored.data.hands.map((hand, seat) => (seat === viewer ? hand : null));
      const shown = game.redact(scored, viewer, state);
      expect(shown.type === 'DealScored' && shown.data.hands).toEqual(expected);
      expect(game.view(state, viewer).lastDealDetails?.hands).toEqual(expected);
    }
    const spectator = game.redact(scored, 'spectator', state);
    expect(spectator.type === 'DealScored' && spectator.data.hands).toEqual([null, null, null, null]);
    expect(game.view(state, 'spectator').lastDealDetails?.hands).toEqual([null, null, null, null]);
  });

  it('once the match is over the view shows every hand', () => {
    const { events, state } = run(setup, thrownIn);
    expect(game.outcome(state)).not.toBeNull();
    const [scored] = ofType(events, 'DealScored');
    expect(game.view(state, 1).lastDealDetails?.hands).toEqual(scored.data.hands);
  });
});
