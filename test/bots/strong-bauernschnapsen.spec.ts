import { describe, expect, it } from '@jest/globals';
import { TableMemory } from '../../src/bots/log.js';
import { seededRandom, type Random } from '../../src/bots/random.js';
import { bauernschnapsenBot } from '../../src/bots/heuristic/bauernschnapsen.js';
import { indexOf, maskOf } from '../../src/bots/strong/schnapsen-family/cards.js';
import { positionOf } from '../../src/bots/strong/schnapsen-family/evaluate.js';
import { dealMemory, knowledgeOf } from '../../src/bots/strong/schnapsen-family/knowledge.js';
import { rulesOf } from '../../src/bots/strong/schnapsen-family/rules.js';
import { sampleHolders } from '../../src/bots/strong/schnapsen-family/sampler.js';
import { strongBauernschnapsenBot } from '../../src/bots/strong/schnapsen-family/index.js';
import { SUITS } from '../../src/engine/core/cards.js';
import type { Game } from '../../src/engine/core/game.js';
import { bauernschnapsen, type BauernState, type BauernView } from '../../src/engine/schnapsen/bauern/index.js';
import { BAUERN_CONTRACTS, BAUERN_SHAPE, type ContractId } from '../../src/engine/schnapsen/common/contracts.js';
import { tallyOf, type DealTerms } from '../../src/engine/schnapsen/common/play.js';
import { sidesFor } from '../../src/engine/schnapsen/common/sides.js';
import { botRandom } from '../../src/bots/random.js';
import { botInput } from '../../src/scheduler/due.js';
import { describeFamilySolver } from './family-solver-checks.js';
import { playWithBots, replayedOf } from './play.js';

const partnerOf = (seat: number) => (seat + 2) % 4;

function termsFor(id: ContractId, declarer: number, random: Random, sitsOut = true, mitMann = false): DealTerms {
  const contract = BAUERN_CONTRACTS[id];
  return {
    contract,
    trump: random.pick(SUITS),
    sides: sidesFor(contract, declarer, 4, partnerOf, sitsOut),
    shape: BAUERN_SHAPE,
    schnapserMitMann: mitMann,
  };
}

describeFamilySolver({
  name: 'strong-bauern',
  players: 4,
  contracts: [
    'normal',
    'schnapser',
    'bettler',
    'gang',
    'dokta',
    'bauernschnapser',
    'assenbettler',
    'zehnergang',
    'schnapserZusammen',
    'kontraschnapser',
  ],
  termsFor: (id, random) => termsFor(id, random.int(4), random),
  minimaxTermsFor: (id, random) => termsFor(id, random.int(4), random, random.int(2) === 0, random.int(3) === 0),
  minimaxChecked: 25,
  cardsAfterTricks: 2,
  rulesTricks: 4,
});

/** Matches played by heuristic bots, stopped at random points of the card play: the state and each seat's memory. */
function* midDeals(seeds: number) {
  const game = bauernschnapsen as unknown as Game<BauernState>;
  for (let k = 0; k < seeds; k++) {
    const seed = `strong-bauern-${k}`;
    let state = game.initialState({ players: 4, options: {}, seed, presets: [] });
    const memory = new TableMemory(game, [0, 1, 2, 3]);
    const stopAt = 12 + (k % 10);
    let cards = 0;
    const apply = (events: ReturnType<Game['decide']>) => events.forEach((event) => memory.add(event, (state = game.evolve(state, event))));
    apply(game.decide({ type: 'StartMatch' }, state));
    for (let step = 0; step < 300 && game.outcome(state) === null; step++) {
      const seat = game.activeSeats(state)[0];
      if (state.phase === 'playing' && ++cards === stopAt) {
        yield { state, seat, memory: memory.logOf(seat), view: game.view(state, seat) as BauernView };
        break;
      }
      const action = bauernschnapsenBot({
        seat,
        view: game.view(state, seat) as BauernView,
        legalActions: game.legalActions(state, seat) as never,
        random: seededRandom(seed, `${step}`),
      });
      apply(game.decide({ type: 'Act', seat, action }, state));
    }
  }
}

describe('the sampler', () => {
  it('deals only unseen cards, each to a seat that may hold it, and the true deal is always possible', () => {
    for (const { state, seat, memory, view } of midDeals(12)) {
      const terms = state.terms!;
      const rules = rulesOf(terms, 4);
      const remembered = dealMemory(memory);
      const knowledge = knowledgeOf(seat, 4, view, remembered, rules);
      const played = remembered.tricks.flatMap((t) => t.cards);
      // The real holder of every unseen card is among the allowed ones.
      for (let holder = 0; holder < 4; holder++) {
        if (holder === seat) continue;
        for (const card of state.play!.hands[holder]) expect(knowledge.allowed[indexOf(card)] & (1 << holder)).not.toBe(0);
      }
      const random = seededRandom('sampler', `${seat}`);
      for (let draw = 0; draw < 30; draw++) {
        const holders = sampleHolders(knowledge, random);
        holders.forEach((mask, holder) => {
          expect(mask & knowledge.own).toBe(0);
          for (const card of played) expect(mask & (1 << card)).toBe(0);
          if (holder < 4 && holder !== seat) expect(mask.toString(2).replace(/0/g, '').length).toBe(state.play!.hands[holder].length);
          // A seat that did not follow a led suit gets none of it.
          for (const trick of remembered.tricks) {
            const at = trick.seats.indexOf(holder);
            if (at > 0 && Math.floor(trick.cards[at] / 5) !== Math.floor(trick.cards[0] / 5))
              expect(mask & (0x1f << (5 * Math.floor(trick.cards[0] / 5)))).toBe(0);
          }
        });
      }
      // The solver's position from the memory has the real count.
      const position = positionOf(rules, view, remembered, seat, state.play!.hands.map(maskOf));
      expect(position.tricksDone).toBe(state.play!.tricks.length);
      expect(position.points[0] + position.points[1]).toBe(tallyOf(state.play!, [0, 1, 2, 3]).cardPoints);
    }
  });
});

describe('the strong bot', () => {
  it('plays a whole match with legal moves only, strong and heuristic seats mixed, and every contract legally', () => {
    const game = bauernschnapsen as unknown as Game;
    expect(
      playWithBots(game, { players: 4, options: {}, seed: 'strong-match-1', presets: [] }, ['strong', 'heuristic', 'strong', 'heuristic'])
        .finished,
    ).toBe(true);
    // Every contract on offer, the Bettler partner playing along, Schnapser mit Mann, a Plauderer's open hands: some deals of it.
    const everything = {
      bettler: true,
      assenbettler: true,
      assBettler: true,
      dokta: true,
      schnapserZusammen: true,
      zehnergang: true,
      bauernloch: true,
      plauderer: 'b',
      bettlerPartnerSitsOut: false,
      schnapserMitMann: true,
    };
    expect(
      playWithBots(
        game,
        { players: 4, options: everything, seed: 'strong-match-2', presets: [] },
        ['heuristic', 'strong', 'heuristic', 'strong'],
        150,
      ).steps,
    ).toBeGreaterThan(100);
  });

  it('needs the log', () => {
    const game = bauernschnapsen as unknown as Game;
    const state = game.initialState({ players: 4, options: {}, seed: 's', presets: [] });
    let started = state;
    for (const event of game.decide({ type: 'StartMatch' }, state)) started = game.evolve(started, event);
    const input = botInput(game, replayedOf(game, started, 1, 's', ['strong', null, null, null]), 0);
    expect(() => strongBauernschnapsenBot()({ ...input, random: botRandom('s', 0, 1) })).toThrow(/log/);
  });
});
