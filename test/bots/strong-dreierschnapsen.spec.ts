import { describe, expect, it } from '@jest/globals';
import { TableMemory } from '../../src/bots/log.js';
import { seededRandom, type Random } from '../../src/bots/random.js';
import { dreierschnapsenBot } from '../../src/bots/heuristic/dreierschnapsen.js';
import { indexOf, maskOf } from '../../src/bots/strong/schnapsen-family/cards.js';
import { positionOf } from '../../src/bots/strong/schnapsen-family/evaluate.js';
import { dealMemory, knowledgeOf } from '../../src/bots/strong/schnapsen-family/knowledge.js';
import { rulesOf } from '../../src/bots/strong/schnapsen-family/rules.js';
import { sampleHolders } from '../../src/bots/strong/schnapsen-family/sampler.js';
import { strongDreierschnapsenBot } from '../../src/bots/strong/schnapsen-family/index.js';
import { SUITS } from '../../src/engine/core/cards.js';
import type { Game } from '../../src/engine/core/game.js';
import { dreierschnapsen, type DreierState, type DreierView } from '../../src/engine/schnapsen/dreier/index.js';
import { DREIER_CONTRACTS, DREIER_SHAPE, type ContractId } from '../../src/engine/schnapsen/common/contracts.js';
import { tallyOf, type DealTerms } from '../../src/engine/schnapsen/common/play.js';
import { sidesFor } from '../../src/engine/schnapsen/common/sides.js';
import { termsOf } from '../../src/engine/schnapsen/dreier/terms.js';
import { botRandom } from '../../src/bots/random.js';
import { botInput } from '../../src/scheduler/due.js';
import { describeFamilySolver } from './family-solver-checks.js';
import { playWithBots, replayedOf } from './play.js';

function termsFor(id: ContractId, declarer: number, random: Random): DealTerms {
  const contract = DREIER_CONTRACTS[id];
  return {
    contract,
    trump: random.pick(SUITS),
    sides: sidesFor(contract, declarer, 3, () => null, false),
    shape: DREIER_SHAPE,
    schnapserMitMann: false,
  };
}

describeFamilySolver({
  name: 'strong-dreier',
  players: 3,
  contracts: [
    'normal',
    'schnapser',
    'bettler',
    'gang',
    'farbenringerl',
    'bauernschnapser',
    'assenbettler',
    'zehnergang',
    'trumpfringerl',
    'kontraschnapser',
  ],
  termsFor: (id, random) => termsFor(id, random.int(3), random),
  minimaxChecked: 20,
  cardsAfterTricks: 3,
  rulesTricks: 5,
});

/**
 * Matches played by heuristic bots, stopped at random points of the card play: the state and each seat's memory.
 * With `regional` the Rufer may leave the talon face down (its cards stay out of play, unseen by all).
 */
function* midDeals(seeds: number, regional: boolean) {
  const game = dreierschnapsen as unknown as Game<DreierState>;
  for (let k = 0; k < seeds; k++) {
    const seed = `strong-dreier-${k}`;
    let state = game.initialState({ players: 3, options: regional ? { noBidTalon: 'regional' } : {}, seed, presets: [] });
    const memory = new TableMemory(game, [0, 1, 2]);
    const stopAt = 10 + (k % 8);
    let cards = 0;
    const apply = (events: ReturnType<Game['decide']>) => events.forEach((event) => memory.add(event, (state = game.evolve(state, event))));
    apply(game.decide({ type: 'StartMatch' }, state));
    for (let step = 0; step < 300 && game.outcome(state) === null; step++) {
      const seat = game.activeSeats(state)[0];
      if (state.phase === 'playing' && ++cards === stopAt) {
        yield { state, seat, memory: memory.logOf(seat), view: game.view(state, seat) as DreierView };
        break;
      }
      const legal = game.legalActions(state, seat) as { type: string }[];
      // Leave the talon now and then, so that unseen cards out of play occur.
      const leave = regional && state.phase === 'talon' && k % 2 === 0 ? legal.find((a) => a.type === 'leaveTalon') : undefined;
      const action =
        leave ??
        dreierschnapsenBot({
          seat,
          view: game.view(state, seat) as DreierView,
          legalActions: legal as never,
          random: seededRandom(seed, `${step}`),
        });
      apply(game.decide({ type: 'Act', seat, action }, state));
    }
  }
}

const cardCount = (mask: number) => mask.toString(2).replace(/0/g, '').length;

describe('the sampler', () => {
  it('deals only unseen cards, each to a seat (or out of play) where it may be, and the true deal is always possible', () => {
    for (const regional of [false, true]) {
      for (const { state, seat, memory, view } of midDeals(8, regional)) {
        const deal = state.deal!;
        const terms = termsOf(deal)!;
        const rules = rulesOf(terms, 3);
        const remembered = dealMemory(memory);
        const knowledge = knowledgeOf(seat, 3, view, remembered, rules);
        const played = remembered.tricks.flatMap((t) => t.cards);
        // The real place of every unseen card is among the allowed ones: a hand, or out of play (talon, discards).
        for (let holder = 0; holder < 3; holder++) {
          if (holder === seat) continue;
          for (const card of deal.play!.hands[holder]) expect(knowledge.allowed[indexOf(card)] & (1 << holder)).not.toBe(0);
        }
        const out = deal.talonTakenBy === seat ? [] : [...deal.discards, ...deal.talon];
        for (const card of out) expect(knowledge.allowed[indexOf(card)] & (1 << 3)).not.toBe(0);
        expect(knowledge.capacity[3]).toBe(out.length);
        const random = seededRandom('sampler', `${seat}`);
        for (let draw = 0; draw < 30; draw++) {
          const holders = sampleHolders(knowledge, random);
          holders.forEach((mask, holder) => {
            expect(mask & knowledge.own).toBe(0);
            for (const card of played) expect(mask & (1 << card)).toBe(0);
            if (holder < 3 && holder !== seat) expect(cardCount(mask)).toBe(deal.play!.hands[holder].length);
            // A seat that did not follow a led suit gets none of it.
            for (const trick of remembered.tricks) {
              const at = trick.seats.indexOf(holder);
              if (at > 0 && Math.floor(trick.cards[at] / 5) !== Math.floor(trick.cards[0] / 5))
                expect(mask & (0x1f << (5 * Math.floor(trick.cards[0] / 5)))).toBe(0);
            }
          });
        }
        const position = positionOf(rules, view, remembered, seat, deal.play!.hands.map(maskOf));
        expect(position.tricksDone).toBe(deal.play!.tricks.length);
        expect(position.points[0] + position.points[1]).toBe(tallyOf(deal.play!, [0, 1, 2]).cardPoints);
      }
    }
  });
});

describe('the strong bot', () => {
  it('plays a whole match with legal moves only, and some deals in two seats with the regional talon and raises', () => {
    const game = dreierschnapsen as unknown as Game;
    expect(
      playWithBots(game, { players: 3, options: {}, seed: 'strong-match-1', presets: [] }, ['strong', 'heuristic', 'heuristic']).finished,
    ).toBe(true);
    const regional = { noBidTalon: 'regional', raiseAfterTalon: true };
    expect(
      playWithBots(game, { players: 3, options: regional, seed: 'strong-match-2', presets: [] }, ['heuristic', 'strong', 'strong'], 150)
        .steps,
    ).toBeGreaterThan(100);
  });

  it('needs the log', () => {
    const game = dreierschnapsen as unknown as Game;
    const state = game.initialState({ players: 3, options: {}, seed: 's', presets: [] });
    let started = state;
    for (const event of game.decide({ type: 'StartMatch' }, state)) started = game.evolve(started, event);
    const input = botInput(game, replayedOf(game, started, 1, 's', ['strong', null, null]), 0);
    expect(() => strongDreierschnapsenBot()({ ...input, random: botRandom('s', 0, 1) })).toThrow(/log/);
  });
});
