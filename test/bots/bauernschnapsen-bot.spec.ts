import { describe, expect, it } from '@jest/globals';
import type { Bot } from '../../src/bots/bot.js';
import { bauernschnapsenBot } from '../../src/bots/heuristic/bauernschnapsen.js';
import { seededRandom } from '../../src/bots/random.js';
import { randomLegalBot } from '../../src/bots/random-legal.js';
import type { Card } from '../../src/engine/core/cards.js';
import type { Game, MatchSetup } from '../../src/engine/core/game.js';
import type { BauernAction, BauernState } from '../../src/engine/schnapsen/bauern/index.js';
import { botInput } from '../../src/scheduler/due.js';
import {
  act,
  bid,
  callTrump,
  deal,
  drive,
  game,
  NO_DOUBLING,
  pass,
  setupOf,
  START,
  type Step,
} from '../engine/schnapsen/bauern/fixtures.js';
import { replayedOf } from './play.js';

const bot = bauernschnapsenBot;

/** What the bot at the seat on turn does in the position the steps lead to (its own view and legal actions). */
function move(hands: readonly string[][], steps: Step[], options: Record<string, unknown> = {}, key = 'case'): BauernAction {
  const { state } = drive(setupOf({ presets: [deal(...(hands as Card[][]))], options }), steps);
  const seat = state.turn!;
  return bot({ seat, view: game.view(state, seat), legalActions: game.legalActions(state, seat), random: seededRandom('bauern-bot', key) });
}

/** Rufer seat 0 calls `suit`; then the bids in order from seat 0 (null: pass). */
const calledThenBids = (suit: string, ...bids: (string | null)[]): Step[] => [
  START,
  callTrump(0, suit),
  ...bids.map((c, seat) => (c === null ? pass(seat) : bid(seat, c))),
];

// Each deal lists seat 0 to 3; the first three cards of a hand are its first packet.
describe('the trump call', () => {
  it('names the suit it holds most cards of', () => {
    const hands = [
      ['EA', 'E10', 'GK', 'HA', 'SA'],
      ['EK', 'EO', 'EU', 'GA', 'G10'],
      ['GO', 'GU', 'H10', 'HK', 'HO'],
      ['HU', 'S10', 'SK', 'SO', 'SU'],
    ];
    expect(move(hands, [START])).toEqual({ type: 'callTrump', suit: 'E' });
  });

  it('with three different suits turns up one of the two cards still to come', () => {
    const hands = [
      ['EA', 'GA', 'HA', 'SA', 'E10'],
      ['EK', 'EO', 'EU', 'GK', 'G10'],
      ['GO', 'GU', 'H10', 'HK', 'HO'],
      ['HU', 'S10', 'SK', 'SO', 'SU'],
    ];
    expect(move(hands, [START])).toMatchObject({ type: 'turnUpTrump' });
  });

  it('with three Unter demands a redeal, even where a Blinder Bettler is played', () => {
    const hands = [
      ['EU', 'GU', 'HU', 'SA', 'E10'],
      ['EK', 'EO', 'EA', 'GK', 'G10'],
      ['GO', 'GA', 'H10', 'HK', 'HO'],
      ['HA', 'S10', 'SK', 'SO', 'SU'],
    ];
    expect(move(hands, [START], { blinderBettler: true })).toEqual({ type: 'demandRedeal' });
  });
});

describe('bidding: only what the hand makes sure of', () => {
  it('the Rufer with top runs in every suit but no trump plays a Gang', () => {
    // Herz is trump and he has none: no Bauernschnapser; Eichel A-10-K and Gras A-10 are sure tricks without trump.
    const hands = [
      ['EA', 'E10', 'EK', 'GA', 'G10'],
      ['EO', 'EU', 'GK', 'GO', 'GU'],
      ['HA', 'H10', 'HK', 'HO', 'HU'],
      ['SA', 'S10', 'SK', 'SO', 'SU'],
    ];
    expect(move(hands, [START, callTrump(0, 'H')])).toEqual({ type: 'bid', contract: 'gang' });
  });

  it('with three top trumps as well, the higher Bauernschnapser', () => {
    const hands = [
      ['EA', 'E10', 'EK', 'GA', 'G10'],
      ['EO', 'EU', 'GK', 'GO', 'GU'],
      ['HA', 'H10', 'HK', 'HO', 'HU'],
      ['SA', 'S10', 'SK', 'SO', 'SU'],
    ];
    expect(move(hands, [START, callTrump(0, 'E')])).toEqual({ type: 'bid', contract: 'bauernschnapser' });
  });

  it('a Schnapser with the trump Ass, Zehn, König and Ober (a 40 and two sure tricks), not a Gang with a loose König', () => {
    const hands = [
      ['EA', 'E10', 'EK', 'EO', 'SK'],
      ['EU', 'GA', 'GK', 'GO', 'GU'],
      ['HA', 'H10', 'HK', 'HO', 'HU'],
      ['SA', 'S10', 'G10', 'SO', 'SU'],
    ];
    expect(move(hands, [START, callTrump(0, 'E')])).toEqual({ type: 'bid', contract: 'schnapser' });
  });

  it('a Bettler with only the lowest cards of each suit; the Plauderer where it is played', () => {
    // Seat 1 holds Eichel U-O, Gras U, Schellen U-O: whatever is led beats them.
    const hands = [
      ['EA', 'E10', 'EK', 'GA', 'G10'],
      ['EU', 'EO', 'GU', 'SU', 'SO'],
      ['HA', 'H10', 'HK', 'HO', 'HU'],
      ['SA', 'S10', 'SK', 'GK', 'GO'],
    ];
    expect(move(hands, calledThenBids('H', null))).toEqual({ type: 'bid', contract: 'bettler' });
    expect(move(hands, calledThenBids('H', null), { plauderer: 'b' })).toEqual({ type: 'bid', contract: 'plauderer' });
  });

  it('passes with a hand that supports nothing, and never bids a contract it may not', () => {
    const hands = [
      ['EA', 'GK', 'HO', 'HU', 'GU'],
      ['E10', 'EK', 'EO', 'EU', 'GA'],
      ['G10', 'GO', 'HA', 'H10', 'HK'],
      ['S10', 'SA', 'SK', 'SO', 'SU'],
    ];
    expect(move(hands, [START, callTrump(0, 'H')])).toEqual({ type: 'pass' });
    // Seat 3 holds all five Schellen: the Farbenringerl (18) is laid down and cannot be lost.
    expect(move(hands, calledThenBids('H', null, null, null))).toEqual({ type: 'bid', contract: 'farbenringerl' });
  });
});

describe('the doubling round', () => {
  // Eichel trump; seat 1 holds the three top trumps and two plain aces, seat 0 (the Rufer) little.
  const STRONG_1 = [
    ['EK', 'GK', 'HO', 'SU', 'GU'],
    ['EA', 'E10', 'EO', 'GA', 'HA'],
    ['G10', 'GO', 'H10', 'HK', 'HU'],
    ['EU', 'SA', 'S10', 'SK', 'SO'],
  ];

  it('spritzt a Normal game with a strong defending hand, and leaves a weak one alone', () => {
    expect(move(STRONG_1, calledThenBids('E', null, null, null, null))).toEqual({ type: 'spritzen' });
    // Seat 3 answers next: Schellen A-10-K-O and the trump Unter are not enough against trump.
    const later = move(STRONG_1, [...calledThenBids('E', null, null, null, null), act(1, { type: 'declineDouble' })]);
    expect(later).toEqual({ type: 'declineDouble' });
  });

  it('a defender holding the top trump spritzt a Bauernschnapser: one trick beats it', () => {
    expect(move(STRONG_1, calledThenBids('E', 'bauernschnapser', null, null, null))).toEqual({ type: 'spritzen' });
  });

  it('the declarer gives Retour only when the contract is sure', () => {
    const sure = [
      ['EA', 'E10', 'EK', 'GA', 'G10'],
      ['EO', 'EU', 'GK', 'GO', 'GU'],
      ['HA', 'H10', 'HK', 'HO', 'HU'],
      ['SA', 'S10', 'SK', 'SO', 'SU'],
    ];
    expect(move(sure, [...calledThenBids('H', 'gang', null, null, null), act(1, { type: 'spritzen' })])).toEqual({ type: 'retour' });
    const loose = [
      ['EA', 'E10', 'EK', 'GA', 'GO'],
      ['EO', 'EU', 'GK', 'G10', 'GU'],
      ['HA', 'H10', 'HK', 'HO', 'HU'],
      ['SA', 'S10', 'SK', 'SO', 'SU'],
    ];
    expect(move(loose, [...calledThenBids('H', 'gang', null, null, null), act(1, { type: 'spritzen' })])).toEqual({
      type: 'declineDouble',
    });
  });
});

describe('playing the cards', () => {
  it('declares 40 before 20', () => {
    const hands = [
      ['EK', 'EO', 'GK', 'GO', 'SA'],
      ['EA', 'E10', 'EU', 'GA', 'G10'],
      ['GU', 'HA', 'H10', 'HK', 'HO'],
      ['HU', 'S10', 'SK', 'SO', 'SU'],
    ];
    expect(move(hands, [...calledThenBids('E', null, null, null, null), NO_DOUBLING])).toEqual({ type: 'declareMarriage', suit: 'E' });
  });

  // Normal game, Eichel trump; seat 0 leads the Schellen König.
  const A = [
    ['SK', 'EA', 'E10', 'EK', 'EO'],
    ['SA', 'S10', 'SO', 'EU', 'GO'],
    ['SU', 'GU', 'HK', 'HO', 'HU'],
    ['GA', 'G10', 'GK', 'HA', 'H10'],
  ];
  const B = [
    ['SK', 'EA', 'EK', 'EO', 'SU'],
    ['SA', 'S10', 'SO', 'GO', 'GU'],
    ['EU', 'E10', 'HK', 'HO', 'HU'],
    ['GA', 'G10', 'GK', 'HA', 'H10'],
  ];
  const normal = [...calledThenBids('E', null, null, null, null), NO_DOUBLING];

  it('gives its partner points (schmieren) when the partner surely takes the trick', () => {
    // Seat 1 (seat 3's partner) holds the trick with the Schellen Ass; seat 3, last and void, throws an Ass.
    expect(['GA', 'HA']).toContain((move(A, [...normal, 'SK', 'SA', 'SU']) as { card: Card }).card);
  });

  it('takes a trick with points with its cheapest winning card', () => {
    // König and Ass of Schellen lie on the table; seat 2, void, trumps with the Unter rather than the Zehn.
    expect(move(B, [...normal, 'SK', 'SA'])).toEqual({ type: 'playCard', card: 'EU' });
  });

  it('otherwise throws its cheapest card', () => {
    // Seat 3 cannot beat the trump and keeps its aces and tens.
    expect(move(B, [...normal, 'SK', 'SA', 'EU'])).toEqual({ type: 'playCard', card: 'GK' });
  });

  it('in a Bettler leads into the suit the others hold most of, and never takes a trick it can avoid', () => {
    const C = [
      ['EA', 'E10', 'EK', 'SA', 'S10'],
      ['GU', 'GO', 'HK', 'HU', 'EO'],
      ['GA', 'G10', 'HA', 'GK', 'SK'],
      ['H10', 'HO', 'EU', 'SO', 'SU'],
    ];
    const bettler = [...calledThenBids('E', null, 'bettler', null, null), NO_DOUBLING];
    // Four Eichel are out against three Gras and three Herz: the Eichel Ober goes first.
    expect(move(C, bettler)).toEqual({ type: 'playCard', card: 'EO' });
    // Under the Herz Ass it throws its highest Herz, keeping the Unter.
    expect(move(C, [...bettler, 'GU', 'GA', 'SA', 'HA', 'S10'])).toEqual({ type: 'playCard', card: 'HK' });
  });
});

/** A whole match with these bots, each move through the scheduler's own input; every move must be legal. */
function playMatch(setup: MatchSetup, bots: Bot[]): { finished: boolean; winners: number[]; contracts: string[] } {
  const g = game as unknown as Game;
  let state = game.initialState(setup) as BauernState;
  let version = 0;
  const contracts: string[] = [];
  const apply = (events: ReturnType<typeof game.decide>) => {
    for (const event of events) {
      state = game.evolve(state, event);
      if (event.type === 'DealScored') contracts.push(event.data.contract);
    }
    version += events.length;
  };
  apply(game.decide(START, state));
  let steps = 0;
  for (; steps < 4000 && game.outcome(state) === null; steps++) {
    const seat = game.activeSeats(state)[0];
    const input = botInput(g, replayedOf(g, state, version, setup.seed, ['heuristic', 'heuristic', 'heuristic', 'heuristic']), seat);
    const action = bots[seat](input) as BauernAction;
    expect(input.legalActions).toContainEqual(action);
    apply(game.decide(act(seat, action), state));
  }
  return { finished: game.outcome(state) !== null, winners: game.outcome(state)?.winners ?? [], contracts };
}

describe('whole matches', () => {
  const OPTION_SETS: Record<string, unknown>[] = [
    {},
    { zehnergang: true, assenbettler: true, plauderer: 'b', herzrunde: true, countDown: true, bummerl: 2 },
    { cutOrKnock: true, blindTrump: true, kontraHerrenbauer: true, gangPrecedence: 'gang', softTricks: true },
    {
      blinderBettler: true,
      dokta: true,
      schnapserZusammen: true,
      bauernloch: true,
      bettlerPartnerSitsOut: false,
      schnapserMitMann: true,
      plauderer: 'a',
    },
  ];

  it('heuristic bots play legal moves only and every match ends, under several option sets', () => {
    const seen = new Set<string>();
    OPTION_SETS.forEach((options, set) => {
      for (let i = 0; i < 20; i++) {
        const result = playMatch(setupOf({ options, seed: `heuristic-${set}-${i}` }), [bot, bot, bot, bot] as Bot[]);
        expect(result.finished).toBe(true);
        result.contracts.forEach((c) => seen.add(c));
      }
    });
    // Besides the Normal game the bots find sure contracts of several kinds.
    expect(seen.size).toBeGreaterThanOrEqual(6);
  });

  it('mixed with random bots, every match ends too, and the heuristic team wins nearly all', () => {
    let wins = 0;
    for (let i = 0; i < 60; i++) {
      const team = i % 2;
      const bots = [0, 1, 2, 3].map((seat) => (seat % 2 === team ? bot : randomLegalBot)) as Bot[];
      const result = playMatch(setupOf({ options: OPTION_SETS[i % OPTION_SETS.length], seed: `mixed-${i}` }), bots);
      expect(result.finished).toBe(true);
      if (result.winners.includes(team)) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(54);
  });

  it('is reproducible: the same view, legal actions and random source give the same move', () => {
    const { state } = drive(setupOf({ seed: 'same' }), [START]);
    const input = () => ({
      seat: 0,
      view: game.view(state, 0),
      legalActions: game.legalActions(state, 0),
      random: seededRandom('s', 'bot:0:3'),
    });
    expect(bot(input())).toEqual(bot(input()));
  });
});
