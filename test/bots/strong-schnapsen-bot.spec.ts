import { describe, expect, it } from '@jest/globals';
import type { BotInput } from '../../src/bots/bot.js';
import { seatLog } from '../../src/bots/log.js';
import { seededRandom } from '../../src/bots/random.js';
import { chooseInZweierDeal, DEFAULT_BUDGET, strongSchnapsenBot } from '../../src/bots/strong/schnapsen/index.js';
import { shuffledPack } from '../../src/engine/core/shuffle.js';
import { SCHNAPSEN_PACK } from '../../src/engine/schnapsen/common/cards.js';
import {
  dealZweier,
  decideInDeal,
  evolveDeal,
  legalInDeal,
  newZweierDeal,
  redactDealEvent,
  viewDeal,
  type ZweierDeal,
  type ZweierDealEvent,
} from '../../src/engine/schnapsen/zweier/deal.js';
import { DEFAULT_DEAL_OPTIONS } from '../../src/engine/schnapsen/zweier/deal-options.js';
import { schnapsen, type SchnapsenAction, type SchnapsenView } from '../../src/engine/schnapsen/zweier/index.js';
import { playWithBots } from './play.js';

const setup = (seed: string) => ({ players: 2, seed, options: {}, presets: [] });

/** Seat 0's game points with best play by both, by plain minimax over the engine. */
function bruteForce(deal: ZweierDeal): number {
  if (deal.phase === 'over') return deal.result!.winner === 0 ? deal.result!.gamePoints : -deal.result!.gamePoints;
  const seat = deal.turn!;
  const values = legalInDeal(deal, seat).map((action) => bruteForce(decideInDeal(deal, seat, action).reduce(evolveDeal, deal)));
  return seat === 0 ? Math.max(...values) : Math.min(...values);
}

describe('the strong Schnapsen bot', () => {
  it('plays a whole Bummerl with legal actions only', () => {
    expect(playWithBots(schnapsen as never, setup('strong-a'), ['strong', 'heuristic']).finished).toBe(true);
  });

  it('plays legal actions from the other seat too (the first deals of a Bummerl)', () => {
    expect(playWithBots(schnapsen as never, setup('strong-b'), ['heuristic', 'strong'], 40).steps).toBe(40);
  });

  it('needs the seat log and gives the same action for the same input', () => {
    let state = schnapsen.initialState(setup('strong-input'));
    const events = schnapsen.decide({ type: 'StartMatch' }, state);
    state = events.reduce(schnapsen.evolve, state);
    const seat = schnapsen.activeSeats(state)[0];
    const input = (): BotInput<SchnapsenView, SchnapsenAction> => ({
      seat,
      view: schnapsen.view(state, seat),
      legalActions: schnapsen.legalActions(state, seat),
      random: seededRandom('strong-input', 'bot'),
      log: seatLog(schnapsen, schnapsen.initialState(setup('strong-input')), events, seat),
    });
    const bot = strongSchnapsenBot();
    expect(() => bot({ ...input(), log: undefined })).toThrow('seat log');
    const action = bot(input());
    expect(input().legalActions).toContainEqual(action);
    expect(bot(input())).toEqual(action);
  });

  it('plays exactly once the talon is exhausted: its choice is worth the brute-force best', () => {
    let compared = 0;
    for (let n = 0; n < 12; n++) {
      const random = seededRandom('strong-endgame', String(n));
      let deal = evolveDeal(newZweierDeal({}), dealZweier(shuffledPack(SCHNAPSEN_PACK, `endgame-${n}`, 1), 1));
      const seen: [ZweierDealEvent[], ZweierDealEvent[]] = [[], []];
      const stopAt = 6 + random.int(2);
      while (deal.phase === 'playing' && (deal.taken.length < stopAt || deal.mustLead !== null)) {
        const seat = deal.turn!;
        const legal = legalInDeal(deal, seat).filter((a) => a.type !== 'claimOut' && a.type !== 'closeTalon');
        for (const event of decideInDeal(deal, seat, random.pick(legal))) {
          deal = evolveDeal(deal, event);
          for (const viewer of [0, 1] as const) seen[viewer].push(redactDealEvent(event, viewer, deal));
        }
      }
      if (deal.phase !== 'playing' || deal.trumpCard !== null) continue;
      const seat = deal.turn!;
      const legalActions = legalInDeal(deal, seat);
      const action = chooseInZweierDeal({
        seat,
        view: viewDeal(deal),
        hand: deal.hands[seat],
        trick: deal.trick,
        legalActions,
        events: seen[seat],
        options: DEFAULT_DEAL_OPTIONS,
        random,
        budget: DEFAULT_BUDGET,
      });
      const valueOf = (a: SchnapsenAction) => bruteForce(decideInDeal(deal, seat, a).reduce(evolveDeal, deal)) * (seat === 0 ? 1 : -1);
      expect(valueOf(action)).toBe(Math.max(...legalActions.map(valueOf)));
      compared++;
    }
    expect(compared).toBeGreaterThan(6);
  });
});
