import { describe, expect, it } from '@jest/globals';
import { analyseMatch } from '../../src/analysis/analyse.js';
import type { SchafkopfDealAnalysis } from '../../src/analysis/schafkopf.js';
import { SchafkopfAnalysisSchema } from '../../src/analysis/schemas.js';
import type { AnalysisInput, BidAnalysis } from '../../src/analysis/types.js';
import type { Action, Game, GameEvent } from '../../src/engine/core/game.js';
import { resolveOptions } from '../../src/engine/core/options.js';
import { GAMES } from '../../src/engine/registry.js';

// Klopfen, the Spritzen (given or not), the Hochzeit and the Sie in the bidding analysis, on constructed deals.

const BUDGET = { nodes: 20_000, samples: 4 };

type Choose = (state: unknown, seat: number, legal: Action[]) => Action | undefined;

/** A one-deal match from preset hands: `choose` decides where it returns an action, else the first legal one (no Spritze). */
function scripted(hands: string[][], options: Record<string, unknown>, seed: string, choose: Choose): AnalysisInput {
  const game = GAMES.schafkopf as Game;
  const setup = { players: 4, options: resolveOptions(game.options, { deals: 1, ...options }), seed, presets: [{ hands }] };
  let state = game.initialState(setup as never);
  const events: GameEvent[] = [];
  const apply = (fresh: GameEvent[]) => {
    for (const event of fresh) state = game.evolve(state, event);
    events.push(...fresh);
  };
  apply(game.decide({ type: 'StartMatch' }, state));
  for (let step = 0; step < 200 && !game.outcome(state); step++) {
    // Any seat may give a Spritze out of turn: the script is asked for every seat first.
    let acted = false;
    for (let seat = 0; seat < 4 && !acted; seat++) {
      const spritze = game.legalActions(state, seat).filter((a) => ['stoss', 're', 'supra', 'resupra'].includes(a.type));
      const chosen = spritze.length > 0 ? choose(state, seat, spritze) : undefined;
      if (chosen !== undefined) {
        apply(game.decide({ type: 'Act', seat, action: chosen }, state));
        acted = true;
      }
    }
    if (acted) continue;
    const seat = game.activeSeats(state)[0];
    const legal = game.legalActions(state, seat).filter((a) => !['stoss', 're', 'supra', 'resupra', 'voteEnd'].includes(a.type));
    apply(game.decide({ type: 'Act', seat, action: choose(state, seat, legal) ?? legal[0] }, state));
  }
  return {
    matchId: 'm',
    game: 'schafkopf',
    rulesVersion: game.rulesVersion,
    seats: 4,
    options: setup.options,
    seed,
    presets: setup.presets,
    events: events.map((event, i) => ({ ...event, sequence: i + 1 })),
  };
}

const phaseOf = (state: unknown) => (state as { phase: string }).phase;
const find = (legal: Action[], type: string, extra: Record<string, unknown> = {}) =>
  legal.find((a) => a.type === type && Object.entries(extra).every(([k, v]) => a[k] === v));
const valueOf = (bid: BidAnalysis, type: string) => bid.candidates.find((c) => c.action.type === type)?.value;

// Four Ober, three Unter and the Herz-Sau: a Herz-Solo-Tout takes every trick however the rest lie.
const SURE_TOUT = [
  ['EO', 'GO', 'HO', 'SO', 'EU', 'GU', 'HU', 'HA'],
  ['SU', 'H10', 'HK', 'EA', 'E10', 'EK', 'E9', 'E8'],
  ['H9', 'H8', 'GA', 'G10', 'GK', 'G9', 'G8', 'E7'],
  ['H7', 'SA', 'S10', 'SK', 'S9', 'S8', 'S7', 'G7'],
];

/** Nobody klopft, seat 0 plays the sure Tout, seat 1 gives Stoß against it and seat 0 gives no Re. */
const toutInput = () =>
  scripted(SURE_TOUT, { doubling: 'everyone' }, 'stoss-against-tout', (state, seat, legal) => {
    switch (phaseOf(state)) {
      case 'doubling':
        return find(legal, 'declineDouble');
      case 'announcing':
        return find(legal, seat === 0 ? 'bid' : 'pass');
      case 'naming':
        return find(legal, 'nameGame', { game: 'soloTout', suit: 'H' });
      case 'playing':
        return seat === 1 ? find(legal, 'stoss') : undefined;
      default:
        return undefined;
    }
  });

describe('the Schafkopf doublings in the bidding analysis', () => {
  const input = toutInput();
  const analysis = analyseMatch(input, BUDGET);
  const deal = analysis.deals[0] as SchafkopfDealAnalysis;

  it('values each Klopfen decision, the Stoß given and the Re not given, with their two candidates', () => {
    expect(SchafkopfAnalysisSchema.safeParse(analysis).error).toBeUndefined();
    const klopfen = deal.bids.filter((bid) => bid.phase === 'doubling');
    expect(klopfen.map((bid) => bid.seat).sort()).toEqual([0, 1, 2, 3]);
    for (const bid of klopfen) {
      expect(bid.action).toEqual({ type: 'declineDouble' });
      expect(bid.candidates.map((c) => c.action.type).sort()).toEqual(['declineDouble', 'klopfen']);
      // Klopfen doubles whatever the deal brings the seat.
      expect(valueOf(bid, 'klopfen')).toBeCloseTo(2 * valueOf(bid, 'declineDouble')!, 1);
    }
    const spritzen = deal.bids.filter((bid) => bid.phase === 'playing');
    // Seat 1's Stoß; the other defenders lost their right to it when it was given; seat 0's Re not given.
    expect(spritzen.map((bid) => [bid.seat, bid.action.type])).toEqual([
      [1, 'stoss'],
      [0, 'declineDouble'],
    ]);
    expect(spritzen[1].candidates.map((c) => c.action.type).sort()).toEqual(['declineDouble', 're']);
    expect(deal.bidsEstimate?.en).toContain('Stoß');
    // Every bid points at its event in the stream.
    for (const bid of deal.bids) expect(input.events.some((e) => e.sequence === bid.sequence)).toBe(true);
  });

  it("flags the Re and the Klopfen not given with a sure win as losses, and values the Stoß from the defender's view", () => {
    const [stoss, re] = deal.bids.filter((bid) => bid.phase === 'playing');
    // Seat 1 cannot see that the Tout is sure: its Stoß is valued on the deals its knowledge allows, doubling their mean.
    expect(stoss.action).toEqual({ type: 'stoss' });
    expect(valueOf(stoss, 'stoss')).toBeCloseTo(2 * valueOf(stoss, 'declineDouble')!, 1);
    // Seat 0 knows its Tout is won: Re would have doubled the sure gain.
    expect(valueOf(re, 'declineDouble')).toBe(3 * 2 * 2 * (50 + 7 * 10));
    expect(re.best).toEqual({ type: 're' });
    expect(re.loss).toBe(valueOf(re, 'declineDouble'));
    expect(re.text?.de).toContain('Platz 1 wählte „Gut“; „Re“ hätte');
    // Seat 0, four Ober in its first cards, did not klopfen: that cost it on average.
    const klopfen0 = deal.bids.find((bid) => bid.phase === 'doubling' && bid.seat === 0)!;
    expect(klopfen0.best).toEqual({ type: 'klopfen' });
    expect(klopfen0.loss).toBeGreaterThan(0);
    expect(klopfen0.text?.en).toContain('seat 1 chose "Gut"; "Klopfen" promised');
  });

  it('is the same document for the same match', () => {
    expect(analyseMatch(input, BUDGET)).toEqual(analysis);
  });
});

describe('the Hochzeit and the Sie in the bidding analysis', () => {
  it('values the Hochzeit offered and the Hochzeit accepted', () => {
    // Seat 0 holds one trump (the Herz-Sau) and offers; seat 1, strong in trumps, says "Ich spiele" and marries.
    const hands = [
      ['HA', 'EA', 'E10', 'EK', 'GA', 'G10', 'SA', 'S10'],
      ['EO', 'GO', 'HO', 'SO', 'EU', 'GU', 'E9', 'G9'],
      ['HU', 'H10', 'HK', 'E8', 'E7', 'GK', 'G8', 'SK'],
      ['SU', 'H9', 'H8', 'H7', 'G7', 'S9', 'S8', 'S7'],
    ];
    const input = scripted(hands, { hochzeit: true }, 'hochzeit', (state, seat, legal) => {
      switch (phaseOf(state)) {
        case 'announcing':
          return seat === 0 ? find(legal, 'offerHochzeit') : find(legal, seat === 1 ? 'bid' : 'pass');
        case 'naming':
          return find(legal, 'nameGame', { game: 'hochzeit' });
        default:
          return undefined;
      }
    });
    const analysis = analyseMatch(input, BUDGET);
    expect(SchafkopfAnalysisSchema.safeParse(analysis).error).toBeUndefined();
    const deal = analysis.deals[0] as SchafkopfDealAnalysis;
    expect(deal.contract?.game).toBe('hochzeit');
    const offer = deal.bids.find((bid) => bid.seat === 0 && bid.phase === 'announcing')!;
    expect(offer.action).toEqual({ type: 'offerHochzeit' });
    expect(offer.candidates.map((c) => c.action.type).sort()).toEqual(['bid', 'offerHochzeit', 'pass']);
    expect(valueOf(offer, 'offerHochzeit')).not.toBeNull();
    const married = deal.bids.find((bid) => bid.seat === 1 && bid.phase === 'naming')!;
    expect(married.action).toEqual({ type: 'nameGame', game: 'hochzeit' });
    const value = married.candidates.find((c) => c.action.type === 'nameGame' && c.action.game === 'hochzeit')?.value;
    expect(value).toBeGreaterThan(0);
    // Nobody gave Stoß: each defender is valued where its right ended, at its first card.
    const spritzen = deal.bids.filter((b) => b.phase === 'playing');
    expect(spritzen.map((b) => b.seat).sort()).toEqual([2, 3]);
    for (const b of spritzen) {
      expect(b.action).toEqual({ type: 'declineDouble' });
      expect(b.candidates.map((c) => c.action.type).sort()).toEqual(['declineDouble', 'stoss']);
      const card = input.events.find((e) => e.sequence === b.sequence)!;
      expect(card).toMatchObject({ type: 'CardPlayed', data: { seat: b.seat } });
    }
    // "Ich spiele" after the offer counts the Hochzeit among the games seat 1 could name.
    const bid = deal.bids.find((b) => b.seat === 1 && b.phase === 'announcing')!;
    expect(valueOf(bid, 'bid')).toBeGreaterThanOrEqual(value!);
  });

  it('values a Sie as the sure win it is', () => {
    const hands = [
      ['EO', 'GO', 'HO', 'SO', 'EU', 'GU', 'HU', 'SU'],
      ['HA', 'H10', 'HK', 'EA', 'E10', 'EK', 'E9', 'E8'],
      ['H9', 'H8', 'GA', 'G10', 'GK', 'G9', 'G8', 'E7'],
      ['H7', 'SA', 'S10', 'SK', 'S9', 'S8', 'S7', 'G7'],
    ];
    const input = scripted(hands, {}, 'sie', (state, seat, legal) => {
      switch (phaseOf(state)) {
        case 'announcing':
          return find(legal, seat === 0 ? 'bid' : 'pass');
        case 'naming':
          return find(legal, 'nameGame', { game: 'sie' });
        default:
          return undefined;
      }
    });
    const deal = analyseMatch(input, BUDGET).deals[0] as SchafkopfDealAnalysis;
    expect(deal.contract?.game).toBe('sie');
    const naming = deal.bids.find((bid) => bid.phase === 'naming')!;
    expect(naming.action).toEqual({ type: 'nameGame', game: 'sie' });
    const sie = naming.candidates.find((c) => c.action.type === 'nameGame' && c.action.game === 'sie')!;
    // Paid by all three, as the scoring pays the deal.
    expect(sie.value).toBe(deal.outcome.cents[0]);
    expect(naming.best).toEqual({ type: 'nameGame', game: 'sie' });
    expect(naming.loss).toBe(0);
  });
});
