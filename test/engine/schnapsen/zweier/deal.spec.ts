import { describe, expect, it } from '@jest/globals';
import { shuffledPack } from '../../../../src/engine/core/shuffle.js';
import { SCHNAPSEN_PACK } from '../../../../src/engine/schnapsen/common/cards.js';
import { dealZweier, evolveDeal, newZweierDeal, redactDealEvent } from '../../../../src/engine/schnapsen/zweier/deal.js';
import { D1 } from './deals.js';
import { START, game, play, preset, run, setupOf } from './fixtures.js';

describe('the deal (docs/rules-decisions.md: 3 + trump card + 2; talon of 10 including the face-up trump)', () => {
  it('packets from the shuffled pack: 3 to the non-dealer, 3 to the dealer, the trump card, 2 and 2, the talon', () => {
    const pack = shuffledPack(SCHNAPSEN_PACK, 'packets', 1);
    const event = dealZweier(pack, 1);
    expect(event).toEqual({
      type: 'DealDealt',
      data: {
        dealer: 1,
        hands: [
          [...pack.slice(0, 3), ...pack.slice(7, 9)],
          [...pack.slice(3, 6), ...pack.slice(9, 11)],
        ],
        trumpCard: pack[6],
        talon: pack.slice(11),
        talonCount: 10,
      },
    });
    // Seat 0 dealing: seat 1 gets the first packet.
    const swapped = dealZweier(pack, 0);
    expect(swapped.type === 'DealDealt' && swapped.data.hands[1]).toEqual([...pack.slice(0, 3), ...pack.slice(7, 9)]);
  });

  it("the trump suit is the face-up card's; the non-dealer is on lead; talon 9 face down + the trump card", () => {
    const deal = evolveDeal(newZweierDeal({}), dealZweier(shuffledPack(SCHNAPSEN_PACK, 'x', 3), 0));
    expect(deal.trump).toBe(deal.trumpCard?.[0]);
    expect(deal.turn).toBe(1);
    expect(deal.talon).toHaveLength(9);
    expect(deal.hands.map((h) => h.length)).toEqual([5, 5]);
  });

  it('a match deals from the seed by the documented shuffle, deal number by deal number, after the presets', () => {
    const setup = setupOf({ seed: 'seeded', presets: [D1] });
    const { events } = run(setup, [START, play(0, 'EA'), play(1, 'EO'), { type: 'Act', seat: 0, action: { type: 'claimOut' } }]);
    const deals = events.filter((e) => e.type === 'DealDealt');
    expect(deals[0].data).toMatchObject({ deal: 1, dealer: 1, hands: D1.hands, trumpCard: 'H10', talon: D1.talon });
    // Deal 2 from the seed, dealt by seat 0.
    const again = dealZweier(shuffledPack(SCHNAPSEN_PACK, 'seeded', 2), 0);
    expect(deals[1].data).toEqual({ ...(again.data as object), deal: 2 });
  });
});

describe('presets', () => {
  it('accept five cards per hand, a trump card and an optional talon of nine', () => {
    expect(() => game.validatePreset(D1, { players: 2, options: {}, seed: '' })).not.toThrow();
    expect(() => game.validatePreset({ hands: D1.hands, trumpCard: 'H10' }, { players: 2, options: {}, seed: '' })).not.toThrow();
  });

  it.each([
    [{ hands: D1.hands }, /trumpCard/],
    [{ ...D1, hands: [D1.hands[0]] }, /two lists/],
    [{ ...D1, hands: [D1.hands[0], ['HA', 'SA', 'S10', 'EK']] }, /hands\[1\] must be a list of 5/],
    [{ ...D1, trumpCard: 'HA' }, /twice/],
    [{ ...D1, trumpCard: 'H9' }, /20-card/],
    [{ ...D1, talon: D1.talon!.slice(1) }, /talon/],
    [{ ...D1, extra: 1 }, /not a field/],
    [[1, 2], /object/],
  ])('refuse %j', (bad, message) => {
    expect(() => game.validatePreset(bad, { players: 2, options: {}, seed: '' })).toThrow(message);
  });

  it('a preset without a talon puts the rest of the pack face down in pack order', () => {
    const { state } = run(setupOf({ presets: [{ hands: D1.hands, trumpCard: 'H10' }] }), [START]);
    expect(state.deal.talon).toEqual(preset(D1.hands[0], D1.hands[1], 'H10').talon);
  });
});

describe("what each player sees (own hand, trump card, talon size, closed state; never the opponent's hand or the talon)", () => {
  const setup = setupOf({ presets: [D1] });

  it('the view', () => {
    const { state } = run(setup, [START, play(0, 'EA'), play(1, 'EO')]);
    const seen = game.view(state, 1);
    expect(seen).toMatchObject({
      game: 'schnapsen',
      phase: 'playing',
      dealNumber: 1,
      dealer: 1,
      waitingFor: [0],
      hand: ['HA', 'SA', 'S10', 'EK', 'HO'],
      trick: [],
      seats: [
        { seat: 0, cardCount: 5, score: 0, status: 'playing' },
        { seat: 1, cardCount: 5, score: 0, status: 'playing' },
      ],
      lastDeal: null,
      trump: 'H',
      trumpCard: 'H10',
      talonCount: 8,
      closed: null,
      strict: false,
      mustLead: null,
      tricks: [
        {
          plays: [
            { seat: 0, card: 'EA' },
            { seat: 1, card: 'EO' },
          ],
          winner: 0,
        },
      ],
      needed: [7, 7],
      target: 7,
    });
    const json = JSON.stringify(seen);
    for (const card of ['HU', 'E10', 'GK', 'GO', 'HK', 'GA', 'G10', 'SK', 'SO', 'EU', 'GU', 'SU']) expect(json).not.toContain(`"${card}"`);
    expect(game.view(state, 'spectator').hand).toBeNull();
  });

  it('redacted events: the deal shows only the own hand, a draw only the own card', () => {
    const { state, events } = run(setup, [START, play(0, 'EA'), play(1, 'EO')]);
    const dealt = game.redact(events[1], 0, state);
    expect(dealt).toEqual({
      type: 'DealDealt',
      data: { dealer: 1, hands: [D1.hands[0], null], trumpCard: 'H10', talon: null, talonCount: 10, deal: 1 },
    });
    expect(game.redact(events[1], 'spectator', state).data).toMatchObject({ hands: [null, null], talon: null });
    const drawn = events.find((e) => e.type === 'CardsDrawn')!;
    expect(game.redact(drawn, 1, state).data).toEqual({
      draws: [
        { seat: 0, card: null, trumpCard: false },
        { seat: 1, card: 'HO', trumpCard: false },
      ],
    });
  });

  it('after the deal: the result records the cards as dealt and what was left, shows them only once the match is over; the view keeps its summary', () => {
    const { state, events } = run(setup, [START, play(0, 'EA'), play(1, 'EO'), { type: 'Act', seat: 0, action: { type: 'claimOut' } }]);
    const scored = events.find((e) => e.type === 'DealScored')!;
    const stored = scored.data as Record<string, any>;
    expect(stored).toMatchObject({ dealNumber: 1, winners: [1], dealt: { hands: D1.hands, trumpCard: 'H10', talon: D1.talon } });
    expect(stored.remaining.hands[1]).toEqual(['HA', 'SA', 'S10', 'EK', 'HO']);
    expect(stored.remaining.talon).toEqual(D1.talon!.slice(2));
    // While the match runs the cards the deal never showed stay hidden (match.spec.ts has the seats' side).
    const last = game.redact(scored, 'spectator', state).data as Record<string, any>;
    expect(last).toMatchObject({
      dealt: { hands: [null, null], trumpCard: 'H10', talon: null },
      remaining: { hands: [null, null], talon: null },
    });
    const { dealNumber, winners, summary, items, changes } = last;
    expect(game.view(state, 'spectator').lastDeal).toEqual({ dealNumber, winners, summary, items, changes });
    expect(items).toEqual([{ label: 'Falsch abgemeldet', value: 3 }]);
    expect(changes).toEqual([
      { seat: 0, delta: 0 },
      { seat: 1, delta: 0 },
    ]);
    // The deal module alone: once over, its events are no longer redacted.
    const deal = state.deal;
    expect(deal.phase).toBe('playing');
    const over = { ...deal, phase: 'over' as const };
    const dealtEvent = {
      type: 'DealDealt' as const,
      data: { dealer: 1 as const, hands: D1.hands, trumpCard: 'H10' as const, talon: D1.talon!, talonCount: 10 },
    };
    expect(redactDealEvent(dealtEvent, 'spectator', over)).toEqual(dealtEvent);
  });
});
