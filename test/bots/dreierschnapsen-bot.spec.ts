import { describe, expect, it } from '@jest/globals';
import type { Bot } from '../../src/bots/bot.js';
import { dreierschnapsenBot } from '../../src/bots/heuristic/dreierschnapsen.js';
import { seededRandom } from '../../src/bots/random.js';
import { randomLegalBot } from '../../src/bots/random-legal.js';
import type { Card } from '../../src/engine/core/cards.js';
import type { Command, Game, MatchSetup } from '../../src/engine/core/game.js';
import type { DreierAction, DreierState } from '../../src/engine/schnapsen/dreier/index.js';
import { botInput } from '../../src/scheduler/due.js';
import { act, game, playCards, preset, run, setupOf, START } from '../engine/schnapsen/dreier/fixtures.js';
import { replayedOf } from './play.js';

const bot = dreierschnapsenBot;
const P = { type: 'pass' };
const D = { type: 'declineDouble' };
/** The Normal game with the talon left face down: the regional procedure (option noBidTalon). */
const REGIONAL = { noBidTalon: 'regional' };

/** A preset from [first packet, second packet] per seat (seat 2 deals, seat 0 is the Rufer) and the talon. */
const dealOf = (hands: [string[], string[]][], talon: string[]) =>
  preset(hands.map(([a, b]) => [...a, ...b]) as [Card[], Card[], Card[]], talon as Card[]);

/** What the bot at the seat on turn does after the commands (and cards) from the start. */
function move(
  presetDeal: unknown,
  commands: Command<DreierAction>[],
  cards: string[] = [],
  options: Record<string, unknown> = {},
): DreierAction {
  const first = run(setupOf({ presets: [presetDeal], options }), [START, ...commands]);
  const state = playCards(first.state, cards).state;
  const seat = state.turn!;
  return bot({
    seat,
    view: game.view(state, seat),
    legalActions: game.legalActions(state, seat),
    random: seededRandom('dreier-bot', 'case'),
  });
}

// Seat 0: Eichel A-10-K, then Gras Unter, Schellen Ober, Herz Ass; the talon Eichel Ober and Herz Unter.
const JUNK = dealOf(
  [
    [
      ['EA', 'E10', 'EK'],
      ['GU', 'SO', 'HA'],
    ],
    [
      ['GA', 'G10', 'GK'],
      ['GO', 'SA', 'S10'],
    ],
    [
      ['H10', 'HK', 'HO'],
      ['SK', 'SU', 'EU'],
    ],
  ],
  ['EO', 'HU'],
);

describe('the trump call and the bidding', () => {
  it('the Rufer calls the suit it holds most of', () => {
    expect(move(JUNK, [])).toEqual({ type: 'callTrump', suit: 'E' });
  });

  it('a Gang only without the talon, when every suit it holds is a top run', () => {
    // Seat 1: Gras A-10-K-O and Schellen A-10 are six sure tricks without trump.
    expect(move(JUNK, [act(0, { type: 'callTrump', suit: 'E' }), act(0, P)])).toEqual({ type: 'bidWithoutTalon', contract: 'gang' });
  });

  it('passes with a hand that supports nothing', () => {
    expect(move(JUNK, [act(0, { type: 'callTrump', suit: 'E' }), act(0, P), act(1, P)])).toEqual({ type: 'pass' });
  });

  it('five trumps and a plain Ass make a Herrenschnapser; with a plain König only a Schnapser', () => {
    const withAss = dealOf(
      [
        [
          ['EA', 'E10', 'EK'],
          ['EO', 'EU', 'GA'],
        ],
        [
          ['G10', 'GK', 'GO'],
          ['GU', 'SA', 'S10'],
        ],
        [
          ['HA', 'H10', 'HK'],
          ['HO', 'SK', 'SU'],
        ],
      ],
      ['HU', 'SO'],
    );
    expect(move(withAss, [act(0, { type: 'callTrump', suit: 'E' })])).toEqual({ type: 'bidWithoutTalon', contract: 'trumpfringerl' });
    const withKing = dealOf(
      [
        [
          ['EA', 'E10', 'EK'],
          ['EO', 'EU', 'GK'],
        ],
        [
          ['G10', 'GA', 'GO'],
          ['GU', 'SA', 'S10'],
        ],
        [
          ['HA', 'H10', 'HK'],
          ['HO', 'SK', 'SU'],
        ],
      ],
      ['HU', 'SO'],
    );
    expect(move(withKing, [act(0, { type: 'callTrump', suit: 'E' })])).toEqual({ type: 'bidWithoutTalon', contract: 'schnapser' });
  });
});

describe('the talon and the doubling round', () => {
  const allPass = [act(0, { type: 'callTrump', suit: 'E' }), act(0, P), act(1, P), act(2, P)];

  it('nobody bid: the Rufer, given the talon, lays away his two cheapest cards, then names his game from the eight', () => {
    const laid = move(JUNK, allPass);
    expect(laid.type).toBe('discard');
    expect([...(laid as { cards: Card[] }).cards].sort()).toEqual(['GU', 'HU']);
    // The talon's Eichel Ober makes Eichel A-10-K-O (the 40) and the Herz Ass: a Schnapser.
    expect(move(JUNK, [...allPass, act(0, laid)])).toEqual({ type: 'raise', contract: 'schnapser' });
    // Without the Ober (Gras trump: nothing in trumps) he plays the Normal game.
    const gras = [act(0, { type: 'callTrump', suit: 'G' }), act(0, P), act(1, P), act(2, P)];
    const laidGras = move(JUNK, gras);
    expect(move(JUNK, [...gras, act(0, laidGras)])).toEqual({ type: 'declineRaise' });
  });

  it('regional variant: the Rufer takes the talon and lays away his two cheapest cards', () => {
    expect(move(JUNK, allPass, [], REGIONAL)).toEqual({ type: 'takeTalon' });
    const laid = move(JUNK, [...allPass, act(0, { type: 'takeTalon' })], [], REGIONAL);
    expect(laid.type).toBe('discard');
    expect([...(laid as { cards: Card[] }).cards].sort()).toEqual(['GU', 'HU']);
  });

  it('spritzt the Rufer only with a strong defending hand', () => {
    // Gras trump: seat 1 holds the four top trumps and the Schellen Ass; seat 2 little.
    const strong = dealOf(
      [
        [
          ['EA', 'E10', 'EK'],
          ['GU', 'SO', 'HA'],
        ],
        [
          ['GA', 'G10', 'GK'],
          ['GO', 'SA', 'HU'],
        ],
        [
          ['H10', 'HK', 'HO'],
          ['SK', 'SU', 'EU'],
        ],
      ],
      ['EO', 'S10'],
    );
    const normal = [act(0, { type: 'callTrump', suit: 'G' }), act(0, P), act(1, P), act(2, P), act(0, { type: 'leaveTalon' })];
    expect(move(strong, normal, [], REGIONAL)).toEqual({ type: 'spritzen' });
    expect(move(strong, [...normal, act(1, D)], [], REGIONAL)).toEqual({ type: 'declineDouble' });
  });
});

describe('playing the cards', () => {
  it('declares 40 before 20', () => {
    const marriages = dealOf(
      [
        [
          ['EK', 'EO', 'GK'],
          ['GO', 'HA', 'SU'],
        ],
        [
          ['EA', 'E10', 'EU'],
          ['GA', 'G10', 'GU'],
        ],
        [
          ['H10', 'HK', 'HO'],
          ['HU', 'SA', 'S10'],
        ],
      ],
      ['SK', 'SO'],
    );
    const normal = [
      act(0, { type: 'callTrump', suit: 'E' }),
      act(0, P),
      act(1, P),
      act(2, P),
      act(0, { type: 'leaveTalon' }),
      act(1, D),
      act(2, D),
    ];
    expect(move(marriages, normal, [], REGIONAL)).toEqual({ type: 'declareMarriage', suit: 'E' });
  });

  it('the declarer of a Gang leads its top cards; a defender throws low under them', () => {
    const gang = [
      act(0, { type: 'callTrump', suit: 'E' }),
      act(0, P),
      act(1, { type: 'bidWithoutTalon', contract: 'gang' }),
      act(2, P),
      act(2, D),
      act(0, D),
    ];
    const lead = move(JUNK, gang) as { card: Card };
    expect(['GA', 'SA']).toContain(lead.card);
    // Seat 2 cannot beat the Gras Ass (no trump in a Gang) and throws one of his two Unter, the cheapest cards.
    expect(['SU', 'EU']).toContain((move(JUNK, gang, ['GA']) as { card: Card }).card);
  });
});

/** A whole match with these bots, each move through the scheduler's own input; every move must be legal. */
function playMatch(setup: MatchSetup, bots: Bot[]): { finished: boolean; winners: number[]; contracts: string[]; playoffs: number } {
  const g = game as unknown as Game;
  let state = game.initialState(setup) as DreierState;
  let version = 0;
  const contracts: string[] = [];
  let playoffs = 0;
  const apply = (events: ReturnType<typeof game.decide>) => {
    for (const event of events) {
      state = game.evolve(state, event);
      if (event.type === 'DealScored') contracts.push(event.data.contract);
      if (event.type === 'PlayoffStarted') playoffs++;
    }
    version += events.length;
  };
  apply(game.decide(START, state));
  for (let steps = 0; steps < 6000 && game.outcome(state) === null; steps++) {
    const seat = game.activeSeats(state)[0];
    const input = botInput(g, replayedOf(g, state, version, setup.seed, ['heuristic', 'heuristic', 'heuristic']), seat);
    const action = bots[seat](input) as DreierAction;
    expect(input.legalActions).toContainEqual(action);
    apply(game.decide(act(seat, action), state));
  }
  return { finished: game.outcome(state) !== null, winners: game.outcome(state)?.winners ?? [], contracts, playoffs };
}

describe('whole matches', () => {
  const OPTION_SETS: Record<string, unknown>[] = [
    {},
    { bummerl: 2, herzrunde: true, ruferRaise: true, raiseAfterTalon: true, zehnergang: true, assenbettler: true, plauderer: 'b' },
    { cutOrKnock: true, tieBreak: 'bothBummerl', bummerlTo: 'allBelow24', gangPrecedence: 'gang', softTricks: true, countDown: true },
    { bauernloch: true, assBettler: true, plauderer: 'a', wrongClaim: 'mirror', exchangeWithOneLeft: false },
  ];

  it('heuristic bots play legal moves only and every match ends, play-offs included, under several option sets', () => {
    const seen = new Set<string>();
    let playoffs = 0;
    OPTION_SETS.forEach((options, set) => {
      for (let i = 0; i < 15; i++) {
        const result = playMatch(setupOf({ options, seed: `heuristic-${set}-${i}` }), [bot, bot, bot] as Bot[]);
        expect(result.finished).toBe(true);
        result.contracts.forEach((c) => seen.add(c));
        playoffs += result.playoffs;
      }
    });
    expect(seen.size).toBeGreaterThanOrEqual(6);
    expect(playoffs).toBeGreaterThan(0);
  });

  it('mixed with random bots, every match ends too, and the heuristic seat takes the fewest Bummerl', () => {
    let best = 0;
    for (let i = 0; i < 45; i++) {
      const seat = i % 3;
      const bots = [0, 1, 2].map((s) => (s === seat ? bot : randomLegalBot)) as Bot[];
      const result = playMatch(setupOf({ options: OPTION_SETS[i % OPTION_SETS.length], seed: `mixed-${i}` }), bots);
      expect(result.finished).toBe(true);
      if (result.winners.includes(seat)) best++;
    }
    expect(best).toBeGreaterThanOrEqual(40);
  });

  it('is reproducible: the same view, legal actions and random source give the same move', () => {
    const { state } = run(setupOf({ seed: 'same' }), [START]);
    const input = () => ({
      seat: 0,
      view: game.view(state, 0),
      legalActions: game.legalActions(state, 0),
      random: seededRandom('s', 'bot:0:3'),
    });
    expect(bot(input())).toEqual(bot(input()));
  });
});
