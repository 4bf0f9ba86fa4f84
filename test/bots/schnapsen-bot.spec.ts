import { describe, expect, it } from '@jest/globals';
import type { Bot, BotInput } from '../../src/bots/bot.js';
import { schnapsenBot } from '../../src/bots/heuristic/schnapsen.js';
import { seededRandom } from '../../src/bots/random.js';
import { randomLegalBot } from '../../src/bots/random-legal.js';
import type { Card } from '../../src/engine/core/cards.js';
import type { Command, MatchSetup } from '../../src/engine/core/game.js';
import type { SchnapsenAction, SchnapsenPreset, SchnapsenView } from '../../src/engine/schnapsen/zweier/index.js';
import { botInput } from '../../src/scheduler/due.js';
import { FIVE_TRICKS, FOUR_TRICKS, D1 } from '../engine/schnapsen/zweier/deals.js';
import { START, announce, close, game, play, preset, run, setupOf } from '../engine/schnapsen/zweier/fixtures.js';
import { replayedOf } from './play.js';

type Input = BotInput<SchnapsenView, SchnapsenAction>;
type Commands = Command<SchnapsenAction>[];

/** The seat's bot input after playing `commands` through the engine, exactly as the scheduler builds it. */
function inputAfter(setup: MatchSetup, commands: Commands, seat: number): Input {
  const { state, events } = run(setup, commands);
  return botInput(game, replayedOf(game, state, events.length, setup.seed, [null, null]), seat) as Input;
}

const moveAfter = (presets: SchnapsenPreset[], commands: Commands, seat: number) =>
  schnapsenBot(inputAfter(setupOf({ presets }), commands, seat));

/** The bot's consecutive actions for `seat` from a position, as long as it keeps the turn (at most `limit`). */
function botRun(presets: SchnapsenPreset[], commands: Commands, seat: number, limit: number): SchnapsenAction[] {
  const setup = setupOf({ presets });
  const actions: SchnapsenAction[] = [];
  for (let i = 0; i < limit && game.activeSeats(run(setup, commands).state)[0] === seat; i++) {
    const action = schnapsenBot(inputAfter(setup, commands, seat));
    actions.push(action);
    commands = [...commands, { type: 'Act', seat, action }];
  }
  return actions;
}

const played = (card: Card): SchnapsenAction => ({ type: 'playCard', card });

describe('the Schnapsen heuristic bot: going out', () => {
  // D1 (test/engine/schnapsen/zweier/deals.ts): trump Herz; after three tricks seat 0 has 49 and HU GK GO HK SK.
  const threeTricks = FOUR_TRICKS.slice(0, -2);

  it('does not claim with 49; exchanges the trump Unter, announces 20 and claims 69 (cards 49 + the marriage)', () => {
    expect(botRun([D1], threeTricks, 0, 4)).toEqual([
      { type: 'exchangeTrump' },
      { type: 'declareMarriage', suit: 'G' },
      { type: 'claimOut' },
    ]);
  });

  it('claims as soon as its count reaches exactly 66 after a trick', () => {
    // Strict play after trick 5: SO HU (seat 0: 54), GK HO (seat 1), EU H10 (seat 0: 66).
    const at66 = [...FIVE_TRICKS, play(1, 'SO'), play(0, 'HU'), play(0, 'GK'), play(1, 'HO'), play(1, 'EU'), play(0, 'H10')];
    const input = inputAfter(setupOf({ presets: [D1] }), at66, 0);
    expect(input.view.scores[0].points).toBe(66);
    expect(schnapsenBot(input)).toEqual({ type: 'claimOut' });
  });

  it('never claims below 66 even when a claim is allowed', () => {
    // Seat 0 has just taken EA EO (14): the claim is legal, and wrong.
    const input = inputAfter(setupOf({ presets: [D1] }), [START, play(0, 'EA'), play(1, 'EO')], 0);
    expect(input.legalActions).toContainEqual({ type: 'claimOut' });
    expect(schnapsenBot(input)).not.toEqual({ type: 'claimOut' });
  });
});

describe('the Schnapsen heuristic bot: on lead', () => {
  it('announces 40 before 20, then leads the cheaper card of the pair', () => {
    const both = preset(['HK', 'HO', 'GK', 'GO', 'EA'], ['HA', 'SA', 'S10', 'EK', 'EO'], 'H10');
    expect(botRun([both], [START], 0, 2)).toEqual([{ type: 'declareMarriage', suit: 'H' }, played('HO')]);
  });

  it('closes the talon with a hand that makes 66 by sure tricks (every trump but the Unter under the talon, the 40 and an Ass)', () => {
    const strong = preset(['HA', 'H10', 'HK', 'HO', 'EA'], ['SA', 'S10', 'EK', 'EO', 'GU'], 'HU');
    expect(botRun([strong], [START], 0, 3)).toEqual([{ type: 'closeTalon' }, { type: 'declareMarriage', suit: 'H' }, played('HK')]);
  });

  it('counts plain Asse as sure once its master trumps outnumber the trumps still out: closes with HA H10 HK EA GA', () => {
    // HO is the only trump out: three master trumps draw it, the Asse follow; 47 + 5 x 4 = 67.
    const drawn = preset(['HA', 'H10', 'HK', 'EA', 'GA'], ['SA', 'S10', 'EK', 'EO', 'GK'], 'HU');
    expect(moveAfter([drawn], [START], 0)).toEqual({ type: 'closeTalon' });
  });

  it('counts the face-up trump card as out of play once closed: with HA under the talon, H10 HK HO are masters', () => {
    const underTalon = preset(['H10', 'HK', 'HO', 'EA', 'GA'], ['SA', 'S10', 'EK', 'EO', 'GK'], 'HA');
    expect(moveAfter([underTalon], [START], 0)).toEqual({ type: 'closeTalon' });
  });

  it('does not close when its sure tricks fall short of 66: trump Ass and Zehn (drawing HK HO), two Asse, an Unter', () => {
    // Four sure tricks: 11 + 10 + 11 + 11 + 4 x 4 from the opponent = 59; it leads its Unter instead.
    const short = preset(['HA', 'H10', 'EA', 'GA', 'SU'], ['SA', 'S10', 'EK', 'EO', 'GK'], 'HU');
    const input = inputAfter(setupOf({ presets: [short] }), [START], 0);
    expect(input.legalActions).toContainEqual({ type: 'closeTalon' });
    expect(schnapsenBot(input)).toEqual(played('SU'));
  });

  it('with the talon open leads low: not a trump, an Ass, a Zehn or a marriage partner that may still be drawn', () => {
    // SO (3, SK unseen) is cheapest; GK keeps GO's chance, HK is a trump, EA and G10 are high.
    const hand = preset(['HK', 'EA', 'G10', 'SO', 'GK'], ['SA', 'S10', 'EK', 'EO', 'GU'], 'H10');
    expect(moveAfter([hand], [START], 0)).toEqual(played('SO'));
  });

  it('leads a König whose Ober is gone rather than an Ober whose König may still be drawn', () => {
    // 1: SA GO (seat 0 draws HA). Seat 0: GK EO E10 G10 HA; EK is unseen.
    const deal = preset(['SA', 'GK', 'EO', 'E10', 'G10'], ['GO', 'EK', 'S10', 'SO', 'SU'], 'H10', [
      'HA',
      'EA',
      'EU',
      'GA',
      'GU',
      'HK',
      'HO',
      'HU',
      'SK',
    ]);
    expect(moveAfter([deal], [START, play(0, 'SA'), play(1, 'GO')], 0)).toEqual(played('GK'));
  });

  it('in a closed talon leads its master trump to draw trumps', () => {
    const trumpAss = preset(['HA', 'EU', 'GU', 'SU', 'EO'], ['SA', 'S10', 'EK', 'GK', 'GO'], 'H10');
    expect(moveAfter([trumpAss], [START, close(0)], 0)).toEqual(played('HA'));
  });

  it('once the talon is exhausted knows the opponent must follow: leads its Ass into his Zehn rather than a low card', () => {
    // Five tricks won by seat 0 (60 points); then seat 0 holds EA EO GO SO HU and seat 1 HK E10 HA HO H10.
    const deal = preset(['GA', 'SA', 'EU', 'GU', 'SU'], ['G10', 'S10', 'GK', 'SK', 'HK'], 'H10', [
      'EA',
      'E10',
      'EO',
      'EK',
      'GO',
      'HA',
      'SO',
      'HO',
      'HU',
    ]);
    const tricks = [
      ['GA', 'G10'],
      ['SA', 'S10'],
      ['EU', 'GK'],
      ['GU', 'SK'],
      ['SU', 'EK'],
    ] as Card[][];
    const commands = [START, ...tricks.flatMap(([lead, reply]) => [play(0, lead), play(1, reply)])];
    const input = inputAfter(setupOf({ presets: [deal] }), commands, 0);
    expect(input.view).toMatchObject({ exhausted: true, hand: ['EA', 'EO', 'GO', 'SO', 'HU'] });
    expect(input.view.scores[0].points).toBe(60);
    expect(schnapsenBot(input)).toEqual(played('EA'));
  });
});

describe('the Schnapsen heuristic bot: following', () => {
  // Trump Herz. Seat 0 leads (commands); the bot is seat 1 with GA HU HA EO SK.
  const table = preset(['G10', 'GK', 'EK', 'S10', 'SU'], ['GA', 'HU', 'HA', 'EO', 'SK'], 'H10');
  const reply = (lead: Card) => moveAfter([table], [START, play(0, lead)], 1);

  it('takes a Zehn cheaply: with the Ass of its suit rather than a trump, else with its lowest trump', () => {
    expect(reply('G10')).toEqual(played('GA'));
    expect(reply('S10')).toEqual(played('HU'));
  });

  it('takes a low card with a higher card of its plain suit, but does not spend a trump on a König', () => {
    expect(reply('GK')).toEqual(played('GA'));
    expect(reply('EK')).toEqual(played('EO'));
  });

  it('keeps a marriage together rather than take an Unter with one of its cards', () => {
    const married = preset(['GU', 'EU', 'SU', 'G10', 'S10'], ['GK', 'GO', 'SK', 'EA', 'HA'], 'H10');
    expect(moveAfter([married], [START, play(0, 'GU')], 1)).toEqual(played('SK'));
  });

  it('in strict play wins with the cheapest winning card (a Zehn over the Ass, the trump Unter over the trump Ass)', () => {
    const strict = preset(['GK', 'EK', 'SK', 'S10', 'SU'], ['GA', 'G10', 'HU', 'HA', 'EO'], 'H10');
    expect(moveAfter([strict], [START, close(0), play(0, 'GK')], 1)).toEqual(played('G10'));
    expect(moveAfter([strict], [START, close(0), play(0, 'SK')], 1)).toEqual(played('HU'));
    // The same König with the talon open is not worth a trump.
    expect(moveAfter([strict], [START, play(0, 'SK')], 1)).toEqual(played('EO'));
  });

  it('takes a trick that brings it to 66 (here trumping a König it would otherwise let go) and claims', () => {
    // Trump Herz. 1: EK EA (seat 1: 15); 2: seat 1 announces 40 and leads HO, EU (60); 3: SU S10 (seat 0).
    const deal = preset(['EK', 'EU', 'SO', 'SK', 'S10'], ['EA', 'HK', 'HO', 'GO', 'SU'], 'H10', [
      'HU',
      'E10',
      'EO',
      'GA',
      'G10',
      'GU',
      'GK',
      'HA',
      'SA',
    ]);
    const commands = [
      START,
      play(0, 'EK'),
      play(1, 'EA'),
      announce(1, 'H'),
      play(1, 'HO'),
      play(0, 'EU'),
      play(1, 'SU'),
      play(0, 'S10'),
      play(0, 'SK'),
    ];
    const input = inputAfter(setupOf({ presets: [deal] }), commands, 1);
    expect(input.view.scores[1].points).toBe(60);
    expect(input.view.hand).toEqual(['HK', 'GO', 'HU', 'EO', 'GU']);
    // HU makes 60 + 4 + 2 = 66 (HK would too, but costs more); without the 66 it would throw the GU.
    expect(botRun([deal], commands, 1, 2)).toEqual([played('HU'), { type: 'claimOut' }]);
  });

  it('is reproducible: the same input gives the same move', () => {
    const input = inputAfter(setupOf({ presets: [table] }), [START], 0);
    const again = { ...input, random: seededRandom('same', 'bot:0:1') };
    expect(schnapsenBot({ ...input, random: seededRandom('same', 'bot:0:1') })).toEqual(schnapsenBot(again));
  });
});

/** Plays a whole match through the engine; every action must be legal, and the heuristic must claim exactly at 66. */
function playMatch(setup: MatchSetup, bots: [Bot, Bot]) {
  let state = game.initialState(setup);
  let version = 0;
  const wrongClaims: number[] = [];
  const apply = (events: ReturnType<typeof game.decide>) => {
    for (const event of events) {
      state = game.evolve(state, event);
      if (event.type === 'OutClaimed' && !event.data.correct) wrongClaims.push(event.data.seat);
    }
    version += events.length;
  };
  apply(game.decide({ type: 'StartMatch' }, state));
  let steps = 0;
  for (; steps < 2000 && game.outcome(state) === null; steps++) {
    const seat = game.activeSeats(state)[0];
    const input = botInput(game, replayedOf(game, state, version, setup.seed, [null, null]), seat) as Input;
    const action = bots[seat](input) as SchnapsenAction;
    if (!input.legalActions.some((legal) => JSON.stringify(legal) === JSON.stringify(action))) {
      throw new Error(`seat ${seat} chose an illegal action ${JSON.stringify(action)}`);
    }
    const reached = (input.view.scores[seat].points ?? 0) >= 66 && input.legalActions.some((a) => a.type === 'claimOut');
    if (bots[seat] === schnapsenBot && reached !== (action.type === 'claimOut')) {
      throw new Error(`seat ${seat} ${reached ? 'did not claim with 66' : 'claimed below 66'}`);
    }
    apply(game.decide({ type: 'Act', seat, action }, state));
  }
  return { winner: game.outcome(state)?.winners[0] ?? null, steps, wrongClaims };
}

const heuristic = schnapsenBot as Bot;
const OPTION_SETS: Record<string, unknown>[] = [
  {},
  { exchangeWithOneLeft: false, closeWithOneLeft: false },
  { wrongClaim: 'mirror', firstDealer: 0 },
];

describe('the Schnapsen heuristic bot in whole matches', () => {
  it('only ever makes legal moves, claims exactly at 66 and finishes every match (heuristic and random, 300 matches)', () => {
    let finished = 0;
    for (let i = 0; i < 300; i++) {
      const bots: [Bot, Bot] =
        i % 3 === 0 ? [heuristic, heuristic] : i % 3 === 1 ? [heuristic, randomLegalBot] : [randomLegalBot, heuristic];
      const result = playMatch(setupOf({ seed: `schnapsen-bots-${i}`, options: OPTION_SETS[i % OPTION_SETS.length] }), bots);
      if (result.winner !== null) finished++;
      expect(result.wrongClaims.filter((seat) => bots[seat] === heuristic)).toEqual([]);
    }
    expect(finished).toBe(300);
  });

  it('beats the random bot clearly: at least 90% of 400 Bummerl with seats alternating (fixed seeds)', () => {
    // Under the null hypothesis of equal strength (p = 0.5) 360 or more wins of 400 has probability below 1e-60.
    let wins = 0;
    const n = 400;
    for (let i = 0; i < n; i++) {
      const heuristicSeat = i % 2;
      const bots: [Bot, Bot] = heuristicSeat === 0 ? [heuristic, randomLegalBot] : [randomLegalBot, heuristic];
      if (playMatch(setupOf({ seed: `schnapsen-duel-${i}` }), bots).winner === heuristicSeat) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(0.9 * n);
  });
});
