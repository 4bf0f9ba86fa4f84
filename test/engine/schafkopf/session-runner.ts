import { expect } from '@jest/globals';
import fc from 'fast-check';
import type { Card } from '../../../src/engine/core/cards.js';
import { RuleViolation } from '../../../src/engine/core/errors.js';
import type { Viewer } from '../../../src/engine/core/game.js';
import { cardPoints } from '../../../src/engine/core/tricks.js';
import { packOf } from '../../../src/engine/schafkopf/rules/options.js';
import type { SchafkopfAction, SchafkopfEvent, SchafkopfState } from '../../../src/engine/schafkopf/index.js';
import { SPRITZEN_ACTIONS } from '../../../src/engine/schafkopf/schemas.js';
import { dealResultOf } from '../../../src/engine/schafkopf/summary.js';
import { START, act, game, setupOf } from './fixtures.js';
import { chooser } from '../../support/chooser.js';

export { chooser };

const isSpritze = (action: SchafkopfAction): boolean => (SPRITZEN_ACTIONS as readonly string[]).includes(action.type);

const check = (ok: boolean, what: () => string): void => {
  if (!ok) throw new Error(what());
};

const CARD_TOKEN = /"([EGHS](?:A|10|K|O|U|9|8|7))"/g;

/** JSON without the called card's code (naming the called ace says nothing about where it lies). */
const scan = (value: unknown): string => JSON.stringify(value, (key, v) => (key === 'call' ? undefined : v));

/** Who may see each hidden card now: its holder, plus whoever passed it face down. Public cards are absent. */
function secretsOf(state: SchafkopfState, knownTo: Map<Card, Set<Viewer>>, publicCards: Set<Card>): Map<Card, Set<Viewer>> {
  const secrets = new Map<Card, Set<Viewer>>();
  if (state.phase === 'dealing' || state.phase === 'over') return secrets;
  state.hands.forEach((hand, seat) =>
    hand.forEach((card) => {
      if (!publicCards.has(card)) secrets.set(card, new Set<Viewer>([seat, ...(knownTo.get(card) ?? [])]));
    }),
  );
  return secrets;
}

function expectNoLeak(json: string, secrets: Map<Card, Set<Viewer>>, viewer: Viewer, what: string): void {
  for (const [, code] of json.matchAll(CARD_TOKEN)) {
    const allowed = secrets.get(code as Card);
    if (allowed && !allowed.has(viewer)) throw new Error(`${what} shows hidden card ${code} to ${viewer}: ${json}`);
  }
}

/** Picks the active seat's action among the legal ones (uniform by default). */
export type Strategy = (state: SchafkopfState, seat: number, legal: SchafkopfAction[], pick: (n: number) => number) => SchafkopfAction;

export interface MatchInput {
  options: Record<string, unknown>;
  seed: string;
  choices: number;
  presets?: unknown[];
  strategy?: Strategy;
}

export interface Tally {
  deals: number;
  byGame: Record<string, number>;
  /** Deals whose view multiplier (just before the last card) was checked against the DealScored factor, by game. */
  multipliers?: Record<string, number>;
}

/** Plays one random session with every legal action possible; checks every invariant after every event. */
export function playSession(input: MatchInput, tally: Tally, full = true): void {
  const setup = setupOf({ options: input.options, seed: input.seed, presets: input.presets ?? [] });
  const pack = new Set<Card>(packOf(game.initialState(setup).options));
  const viewers: Viewer[] = [0, 1, 2, 3, 'spectator'];
  const pick = chooser(input.choices);
  const log: SchafkopfEvent[] = [];
  let state = game.initialState(setup);
  let knownTo = new Map<Card, Set<Viewer>>();
  let publicCards = new Set<Card>();

  const apply = (events: SchafkopfEvent[]) => {
    // The table as it was before this move: for a played deal, just before its last card.
    const before = state;
    for (const event of events) {
      if (event.type === 'DealScored') checkMultiplier(event.data, before.contract !== null ? before : state);
      state = game.evolve(state, event);
      log.push(event);
      if (event.type === 'DealDealt' && event.data.half === 1) {
        knownTo = new Map();
        publicCards = new Set();
      }
      if (event.type === 'CardsPushed' && event.data.cards)
        event.data.cards.forEach((c) => knownTo.set(c, new Set([...(knownTo.get(c) ?? []), event.data.seat])));
      if (event.type === 'HochzeitCardGiven' && event.data.card && event.data.trump) {
        knownTo.set(event.data.card, new Set([event.data.seat]));
        knownTo.set(event.data.trump, new Set([event.data.to]));
      }
      if (event.type === 'HochzeitOffered' && event.data.card) publicCards.add(event.data.card);
      if (event.type === 'SchieberDeclined') event.data.cards.forEach((c) => publicCards.add(c));
      if (event.type === 'DealScored') checkDeal(event.data, state);
      check(state.ledger.reduce((a, b) => a + b, 0) + state.stock === 0, () => `ledger ${state.ledger} + stock ${state.stock} is not zero`);
      if (['announcing', 'naming', 'hochzeit', 'schieber', 'pushing', 'playing'].includes(state.phase)) {
        const all = [...state.hands.flat(), ...state.trick.map((p) => p.card), ...state.tricksWon.flat(2)];
        check(
          all.length === pack.size && new Set(all).size === pack.size && all.every((c) => pack.has(c)),
          () => `cards after ${event.type}: ${all}`,
        );
      }
      if (!full) continue;
      const secrets = secretsOf(state, knownTo, publicCards);
      for (const viewer of viewers) {
        const redacted = scan(game.redact(event, viewer, state));
        if (event.type !== 'DealScored') {
          expectNoLeak(redacted, secrets, viewer, `${event.type}`);
          check(!redacted.includes('"partner"'), () => `${event.type} names the partner`);
        }
      }
    }
    if (!full) return;
    const secrets = secretsOf(state, knownTo, publicCards);
    for (const viewer of viewers) {
      const seen = game.view(state, viewer);
      check(seen.partner === null || state.partnerKnown || viewer === state.partner, () => `view for ${viewer} reveals the partner`);
      // The last deal's result shows the hands of a deal that is over (its cards are dealt anew).
      expectNoLeak(scan({ ...seen, lastDeal: null, lastDealDetails: null }), secrets, viewer, `view for ${viewer}`);
    }
  };

  /** The stakes a view shows are the ones paid: its multiplier is the factor DealScored puts on the items. */
  const checkMultiplier = (result: Extract<SchafkopfEvent, { type: 'DealScored' }>['data'], shown: SchafkopfState) => {
    if (result.kind !== 'game' && result.kind !== 'ramsch') return;
    const key = result.contract!.game;
    check(shown.contract?.game === key, () => `the view before ${key} was scored shows the contract ${JSON.stringify(shown.contract)}`);
    const items = dealResultOf(result).items.reduce((sum, item) => sum + item.amount, 0);
    for (const viewer of [0, 1, 2, 3, 'spectator'] as Viewer[]) {
      const multiplier = game.view(shown, viewer).multiplier;
      check(
        items * multiplier === result.value,
        () => `${key}: the view's multiplier ${multiplier} x items ${items} is not the value paid, ${result.value}`,
      );
    }
    tally.multipliers = { ...tally.multipliers, [key]: (tally.multipliers?.[key] ?? 0) + 1 };
  };

  const checkDeal = (result: Extract<SchafkopfEvent, { type: 'DealScored' }>['data'], now: SchafkopfState) => {
    tally.deals++;
    const key = result.kind === 'game' ? result.contract!.game : result.kind;
    tally.byGame[key] = (tally.byGame[key] ?? 0) + 1;
    const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
    check(sum(result.payments) === 0, () => `payments ${result.payments} do not sum to zero`);
    check(sum(result.stockPayments) + result.stockChange === 0, () => 'stock payments do not balance');
    const units = sum(dealResultOf(result).items.map((item) => item.amount)) * 2 ** result.doublings.length;
    if (result.kind !== 'thrownIn') check(units === result.value, () => `value ${result.value} is not the items ${units}`);
    // The shared summary: the itemised unit (doublings as what each added) adds up to the value paid, the Stock
    // item is what the players took from the Stock, and the changes are what the ledger moves by.
    const stockItem = result.items.find((item) => item.label === 'Stock');
    check(
      sum(result.items.filter((item) => item !== stockItem).map((item) => item.value)) === result.value,
      () => `items ${JSON.stringify(result.items)} do not add up to ${result.value}`,
    );
    check(
      (stockItem?.value ?? 0) === -result.stockChange,
      () => `the Stock item ${JSON.stringify(stockItem)} is not the Stock's change ${result.stockChange}`,
    );
    check(
      JSON.stringify(result.changes) ===
        JSON.stringify([0, 1, 2, 3].map((seat) => ({ seat, delta: result.payments[seat] + result.stockPayments[seat] }))),
      () => `changes ${JSON.stringify(result.changes)}`,
    );
    check(result.dealNumber === now.deal && result.summary.length > 0, () => `deal ${result.dealNumber}: "${result.summary}"`);
    check(
      result.winners.every((seat) => result.payments[seat] > 0 || result.value === 0),
      () => `winners ${result.winners} of payments ${result.payments}`,
    );
    const shown = game.view(now, 'spectator').lastDeal;
    check(
      JSON.stringify(shown) ===
        JSON.stringify({
          dealNumber: result.dealNumber,
          winners: result.winners,
          summary: result.summary,
          items: result.items,
          changes: result.changes,
        }),
      () => `the view's lastDeal ${JSON.stringify(shown)}`,
    );
    if (result.kind === 'game' || result.kind === 'ramsch') {
      if (result.contract!.game !== 'sie') {
        const left = cardPoints([...now.hands.flat(), ...now.trick.map((p) => p.card)]);
        check(sum(result.points) + left === 120, () => `points ${result.points} + ${left} left are not 120`);
      }
      const declarer = result.contract!.declarer;
      if (result.kind === 'game' && declarer !== null) {
        const paid = Math.abs(result.payments[declarer]);
        const solo = result.partner === null;
        check(paid === (solo ? 3 : 1) * result.value, () => `declarer pays/gets ${paid}, value ${result.value}`);
      }
    }
  };

  apply(game.decide(START, state));
  for (let steps = 0; steps < 5000 && state.phase !== 'over'; steps++) {
    const active = game.activeSeats(state);
    check(active.length === 1, () => `active seats ${active} in ${state.phase}`);
    const seat = active[0];
    // Now and then an off-turn Spritze, or a vote to end (rarely, so most sessions run their deals).
    const other = (seat + 1 + pick(3)) % 4;
    const otherActions = game.legalActions(state, other).filter((a) => isSpritze(a) || (a.type === 'voteEnd' && pick(40) === 0));
    if (otherActions.length > 0 && pick(4) === 0) {
      apply(game.decide(act(other, otherActions[0]), state));
      continue;
    }
    const legal = game.legalActions(state, seat).filter((a) => a.type !== 'voteEnd');
    check(legal.length > 0, () => `no legal action for ${seat} in ${state.phase}`);
    if (full && steps % 7 === 0) for (const action of legal) game.decide(act(seat, action), state);
    if (full && steps % 7 === 3) expectRefused(state, seat, legal, pick);
    const chosen = input.strategy ? input.strategy(state, seat, legal, pick) : legal[pick(legal.length)];
    apply(game.decide(act(seat, chosen), state));
  }
  check(state.phase === 'over', () => 'the session did not end');
  if (!full) return;
  expect(log.reduce((s, e) => game.evolve(s, e), game.initialState(setup))).toEqual(state);
  const stored = JSON.parse(JSON.stringify(log)) as SchafkopfEvent[];
  expect(stored.reduce((s, e) => game.evolve(s, e), game.initialState(setup))).toEqual(JSON.parse(JSON.stringify(state)));
  expect(game.outcome(state)).not.toBeNull();
}

function expectRefused(state: SchafkopfState, seat: number, legal: SchafkopfAction[], pick: (n: number) => number): void {
  const hand = state.hands[seat];
  const candidates: SchafkopfAction[] = [
    { type: 'klopfen' },
    { type: 'declineDouble' },
    { type: 'bid' },
    { type: 'pass' },
    { type: 'withdraw' },
    { type: 'declineSchieber' },
    { type: 'stoss' },
    { type: 're' },
    { type: 'supra' },
    { type: 'resupra' },
    { type: 'nameGame', game: 'rufspiel', call: 'HA' },
    { type: 'nameGame', game: 'solo', suit: 'E' },
    { type: 'nameGame', game: 'sie' },
    ...hand.map((card): SchafkopfAction => ({ type: 'playCard', card })),
    ...state.hands[(seat + 1) % 4].slice(0, 1).map((card): SchafkopfAction => ({ type: 'playCard', card })),
  ];
  for (const action of candidates) {
    if (legal.some((l) => JSON.stringify(l) === JSON.stringify(action))) continue;
    try {
      game.decide(act(seat, action), state);
    } catch (error) {
      check(error instanceof RuleViolation, () => `${JSON.stringify(action)}: ${String(error)}`);
      continue;
    }
    throw new Error(`${JSON.stringify(action)} was accepted in ${state.phase} but is not a legal action`);
  }
  const other = (seat + 1 + pick(3)) % 4;
  const turnAction = legal.find((a) => !isSpritze(a));
  if (turnAction) {
    try {
      game.decide(act(other, turnAction), state);
      throw new Error('another seat moved');
    } catch (error) {
      check(error instanceof RuleViolation, () => String(error));
    }
  }
}

export const optionsArbitrary = fc
  .record({
    pack: fc.constantFrom('long', 'long', 'short'),
    deals: fc.integer({ min: 4, max: 10 }),
    firstDealer: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
    wenz: fc.boolean(),
    geier: fc.boolean(),
    farbwenz: fc.boolean(),
    farbgeier: fc.boolean(),
    bettel: fc.boolean(),
    tout: fc.boolean(),
    hochzeit: fc.boolean(),
    hochzeitOpen: fc.boolean(),
    steigern: fc.boolean(),
    allPass: fc.constantFrom('redeal', 'redealDouble', 'stock', 'stockDouble', 'muss', 'ramsch'),
    renonce: fc.boolean(),
    doubling: fc.constantFrom('off', 'everyone', 'exceptDealer'),
    stossMax: fc.integer({ min: 0, max: 4 }),
    stossUntil: fc.constantFrom('ownFirstCard', 'firstTrick'),
    laufendeFrom: fc.integer({ min: 1, max: 4 }),
    stockShared: fc.boolean(),
    stockSolo: fc.boolean(),
    schieberrunde: fc.integer({ min: 0, max: 2 }),
  })
  .map((options) => (options.pack === 'short' && options.allPass === 'ramsch' ? { ...options, allPass: 'muss' } : options));
