import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { RuleViolation } from '../../../../src/engine/core/errors.js';
import { shuffledPack } from '../../../../src/engine/core/shuffle.js';
import { SCHNAPSEN_PACK } from '../../../../src/engine/schnapsen/common/cards.js';
import {
  activeInDeal,
  dealResult,
  dealZweier,
  decideInDeal,
  evolveDeal,
  legalInDeal,
  newZweierDeal,
  redactDealEvent,
  scoreOf,
  viewDeal,
  type ZweierAction,
  type ZweierDeal,
  type ZweierDealEvent,
  type ZweierDealOptions,
  type ZweierSeat,
} from '../../../../src/engine/schnapsen/zweier/deal.js';
import type { SchnapsenEvent } from '../../../../src/engine/schnapsen/zweier/index.js';
import { START, act, chooser, game, setupOf } from './fixtures.js';
import { check, checkCards, checkResult, expectNoLeak, secretsOf } from './invariants.js';

const DEALS = 2500;
const MATCHES = 250;
const VIEWERS = [0, 1, 'spectator'] as const;

/** A random but not silly player: claims when it has 66 (and now and then when it has not), closes and announces sometimes. */
function strategy(deal: ZweierDeal, seat: ZweierSeat, legal: ZweierAction[], pick: (n: number) => number): ZweierAction {
  const claim = legal.find((a) => a.type === 'claimOut');
  if (claim && (scoreOf(deal, seat).points >= 66 ? pick(6) > 0 : pick(25) === 0)) return claim;
  const roll = pick(10);
  const special = legal.filter((a) => a.type !== 'playCard' && a.type !== 'claimOut');
  if (special.length > 0 && roll < 3) return special[pick(special.length)];
  const plays = legal.filter((a) => a.type === 'playCard');
  return plays.length > 0 ? plays[pick(plays.length)] : legal[pick(legal.length)];
}

function expectRefused(deal: ZweierDeal, seat: ZweierSeat, legal: ZweierAction[]): void {
  const candidates: ZweierAction[] = [
    ...deal.hands[seat].map((card) => ({ type: 'playCard' as const, card })),
    ...(['E', 'G', 'H', 'S'] as const).map((suit) => ({ type: 'declareMarriage' as const, suit })),
    { type: 'exchangeTrump' },
    { type: 'closeTalon' },
    { type: 'claimOut' },
  ];
  for (const action of candidates) {
    const allowed = legal.some((l) => JSON.stringify(l) === JSON.stringify(action));
    let error: unknown = null;
    try {
      decideInDeal(deal, seat, action);
    } catch (e) {
      error = e;
    }
    check(
      allowed ? error === null : error instanceof RuleViolation,
      () => `${JSON.stringify(action)} allowed=${allowed} error=${String(error)}`,
    );
  }
  const otherSeat: ZweierSeat = seat === 0 ? 1 : 0;
  check(legalInDeal(deal, otherSeat).length === 0, () => 'both seats have actions');
}

/** Plays one deal to its end with the checks that hold after every event. */
function playDeal(seed: number, dealer: ZweierSeat, options: ZweierDealOptions): ZweierDeal {
  const pick = chooser(seed);
  const log: ZweierDealEvent[] = [dealZweier(shuffledPack(SCHNAPSEN_PACK, `deal-${seed}`, 1), dealer, options)];
  let deal = evolveDeal(newZweierDeal(options), log[0]);
  for (let step = 0; deal.phase === 'playing'; step++) {
    check(step < 200, () => 'the deal does not end');
    const active = activeInDeal(deal);
    check(active.length === 1, () => `active ${active}`);
    const seat = active[0];
    const legal = legalInDeal(deal, seat);
    check(legal.length > 0, () => 'no legal action');
    if (step % 5 === 0) expectRefused(deal, seat, legal);
    const events = decideInDeal(deal, seat, strategy(deal, seat, legal, pick));
    for (const event of events) {
      if (event.type === 'DealScored') {
        // Before the reveal: no redacted event of the whole deal shows a secret of the state it ends.
        const secrets = secretsOf(deal);
        for (const viewer of VIEWERS)
          for (const past of log) expectNoLeak(JSON.stringify(redactDealEvent(past, viewer, deal)), secrets, viewer, past.type);
        checkResult(deal, event.data);
      }
      deal = evolveDeal(deal, event);
      log.push(event);
      checkCards(deal, event.type);
      if (
        event.type !== 'TrickTaken' &&
        deal.phase === 'playing' &&
        deal.trick.length === 0 &&
        deal.closed === null &&
        deal.talon.length + (deal.trumpCard ? 1 : 0) > 0
      ) {
        check(deal.hands[0].length === 5 && deal.hands[1].length === 5, () => 'hands are refilled to five while the talon is open');
      }
      const secrets = secretsOf(deal);
      for (const viewer of VIEWERS) {
        expectNoLeak(JSON.stringify(redactDealEvent(event, viewer, deal)), secrets, viewer, `${event.type} for ${viewer}`);
        expectNoLeak(JSON.stringify(viewDeal(deal)), secrets, viewer, `view for ${viewer}`);
      }
    }
  }
  check(dealResult(deal) !== null && log[log.length - 1].type === 'DealScored', () => 'no result');
  const replayed = log.reduce(evolveDeal, newZweierDeal(options));
  expect(replayed).toEqual(deal);
  const stored = JSON.parse(JSON.stringify(log)) as ZweierDealEvent[];
  expect(stored.reduce(evolveDeal, newZweierDeal(options))).toEqual(JSON.parse(JSON.stringify(deal)));
  // Once the deal is over everything is public: the redacted deal event shows every card.
  expect(redactDealEvent(log[0], 'spectator', deal)).toEqual(log[0]);
  return deal;
}

const optionsArb = fc.record({
  exchangeWithOneLeft: fc.boolean(),
  closeWithOneLeft: fc.boolean(),
  wrongClaim: fc.constantFrom('fixed' as const, 'mirror' as const),
});

describe('random legal deals (the deal module)', () => {
  it(`${DEALS} deals keep every invariant; every way a deal can end occurs`, () => {
    const reasons = new Map<string, number>();
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(0 as const, 1 as const), optionsArb, (seed, dealer, options) => {
        const { reason } = playDeal(seed, dealer, options).result!;
        reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
      }),
      { numRuns: DEALS },
    );
    expect([...reasons.keys()].sort()).toEqual(['claim', 'closed', 'closingFailed', 'lastTrick', 'wrongClaim']);
  });
});

describe('random legal matches (Schnapsen for two)', () => {
  it(`${MATCHES} matches end with a Bummerl whose count is the sum of the itemised deals`, () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 10 }),
        fc.integer(),
        optionsArb,
        fc.constantFrom(null, 0, 1),
        (seed, choices, dealOptions, firstDealer) => {
          const setup = setupOf({ seed, options: { ...dealOptions, firstDealer } });
          const pick = chooser(choices);
          const log: SchnapsenEvent[] = [];
          let state = game.initialState(setup);
          const apply = (events: SchnapsenEvent[]) => {
            for (const event of events) {
              state = game.evolve(state, event);
              log.push(event);
              const secrets = secretsOf(state.deal);
              for (const viewer of VIEWERS) {
                expectNoLeak(JSON.stringify(game.redact(event, viewer, state)), secrets, viewer, `${event.type} for ${viewer}`);
                expectNoLeak(
                  JSON.stringify({ ...game.view(state, viewer), lastDeal: null, history: [] }),
                  secrets,
                  viewer,
                  `view for ${viewer}`,
                );
              }
            }
          };
          apply(game.decide(START, state));
          let previousDealer = state.deal.dealer;
          for (let step = 0; state.phase === 'playing'; step++) {
            check(step < 5000, () => 'the match does not end');
            const seat = game.activeSeats(state)[0];
            const legal = game.legalActions(state, seat);
            apply(game.decide(act(seat, strategy(state.deal, seat as ZweierSeat, legal, pick)), state));
            if (state.phase === 'playing' && state.deal.taken.length === 0 && state.deal.trick.length === 0 && state.history.length > 0) {
              // A new deal: the other player deals.
              if (state.deal.dealer !== previousDealer)
                check(state.deal.dealer === (previousDealer === 0 ? 1 : 0), () => 'dealer alternates');
              previousDealer = state.deal.dealer;
            }
          }
          const outcome = game.outcome(state)!;
          const winner = outcome.winners[0];
          for (const seat of [0, 1] as const) {
            const scored = state.history.filter((r) => r.winner === seat).reduce((sum, r) => sum + r.gamePoints, 0);
            expect(state.needed[seat]).toBe(Math.max(0, 7 - scored));
          }
          expect(state.needed[winner]).toBe(0);
          expect(state.needed[winner === 0 ? 1 : 0]).toBeGreaterThan(0);
          // The match score is minus the Bummerl taken: -1 for the loser; the deals' changes add up to it.
          const scores = [0, 1].map((seat) => (seat === winner ? 0 : -1));
          expect(game.standings(state).map((s) => s.score)).toEqual(scores);
          expect(game.view(state, 'spectator').seats.map((s) => s.score)).toEqual(scores);
          const changes = log.flatMap((e) => (e.type === 'DealScored' ? e.data.changes : []));
          if (outcome.summary.includes('forfeited')) expect(changes.every((c) => c.delta === 0)).toBe(true);
          else expect([0, 1].map((seat) => changes.filter((c) => c.seat === seat).reduce((sum, c) => sum + c.delta, 0))).toEqual(scores);
          expect(state.history.map((r) => r.dealer)).toEqual(state.history.map((_, i) => ((firstDealer ?? 1) + i) % 2));
          expect(log.reduce(game.evolve, game.initialState(setup))).toEqual(state);
          const stored = JSON.parse(JSON.stringify(log)) as SchnapsenEvent[];
          expect(stored.reduce(game.evolve, game.initialState(setup))).toEqual(JSON.parse(JSON.stringify(state)));
        },
      ),
      { numRuns: MATCHES },
    );
  });
});
