import { expect } from '@jest/globals';
import { rankOf, suitOf, SUITS, type Card, type Suit } from '../../../../src/engine/core/cards.js';
import { RuleViolation } from '../../../../src/engine/core/errors.js';
import type { Viewer } from '../../../../src/engine/core/game.js';
import { cardPoints } from '../../../../src/engine/core/tricks.js';
import type { BauernAction, BauernEvent, BauernState } from '../../../../src/engine/schnapsen/bauern/index.js';
import { SCHNAPSEN_PACK } from '../../../../src/engine/schnapsen/common/cards.js';
import { normalGamePoints } from '../../../../src/engine/schnapsen/common/game-points.js';
import { START, act, game, setupOf } from './fixtures.js';
import { chooser } from '../../../support/chooser.js';

export { chooser };

/** Plain checks in the hot loop (expect is slow when called a million times). */
export function check(ok: boolean, what: () => string): void {
  if (!ok) throw new Error(what());
}

const CARD_TOKEN = /"([EGHS](?:A|10|K|O|U))"/g;

/** Fails if `json` holds a card of `secrets` as an exact JSON string token. */
function expectNoLeak(json: string, secrets: ReadonlySet<Card>, what: string): void {
  for (const [, card] of json.matchAll(CARD_TOKEN))
    if (secrets.has(card as Card)) throw new Error(`${what} shows hidden card ${card}: ${json}`);
}

/**
 * The test's own account of what `viewer` may not see now (independent of the engine's visibility code):
 * other hands (except a turned-up card and Plauderer's open hands), cards
 * not yet picked up, and completed tricks lying face down (each side's first trick and the trick just taken
 * lie open; "soft" shows one's own side's tricks).
 */
export function secretsFor(state: BauernState, viewer: Viewer): Set<Card> {
  const secrets = new Set<Card>();
  const public_ = new Set<Card>();
  if (state.turnedUp) public_.add(state.turnedUp);
  const terms = state.terms;
  const play = state.play;
  if (play && terms && terms.contract.plauderer) {
    const defenders = terms.sides.defending;
    const v = state.options.plauderer;
    const open =
      v === 'a'
        ? viewer !== 'spectator' && defenders.includes(viewer)
          ? defenders
          : []
        : v === 'b'
          ? play.tricks.length > 0
            ? defenders
            : []
          : v === 'c'
            ? play.tricks.length > 0
              ? [terms.sides.declarer]
              : []
            : [];
    open.forEach((seat) => play.hands[seat].forEach((c) => public_.add(c)));
  }
  state.hands.forEach((hand, seat) => seat !== viewer && hand.forEach((c) => public_.has(c) || secrets.add(c)));
  state.pending.forEach((cards) => cards.forEach((c) => public_.has(c) || secrets.add(c)));
  if (play && terms && state.phase === 'playing') {
    const sideOf = (seat: number) => (terms.sides.defending.includes(seat) ? 'defending' : 'declaring');
    const firsts = new Set(['declaring', 'defending'].map((side) => play.tricks.findIndex((t) => sideOf(t.winner) === side)));
    const mine = viewer === 'spectator' ? null : sideOf(viewer);
    play.tricks.forEach((trick, index) => {
      const open =
        firsts.has(index) ||
        (play.trick.length === 0 && index === play.tricks.length - 1) ||
        (state.options.softTricks && mine === sideOf(trick.winner));
      // A player knows the cards he played himself.
      if (!open) trick.plays.forEach((p) => p.seat === viewer || p.card === state.turnedUp || secrets.add(p.card));
    });
  }
  return secrets;
}

function cardsOfState(state: BauernState): Card[] {
  if (state.phase === 'playing' && state.play) {
    return [
      ...state.play.hands.flat(),
      ...state.play.trick.map((p) => p.card),
      ...state.play.tricks.flatMap((t) => t.plays.map((p) => p.card)),
    ];
  }
  return [...state.hands.flat(), ...state.pending.flat()];
}

/** How the random player chooses: a target contract to bid when it can, and a few steering knobs. */
export interface Strategy {
  target: string | null;
  /** Suit the blind Rufer names (Kontra-Herrenbauer runs). */
  blindSuit?: Suit;
  /** Trump call: a preferred suit (the Rufer's complete suit for a Trumpfringerl), else random. */
  trumpFor?: (state: BauernState) => Suit | null;
  /** Probability (0..1) of doubling when it is the seat's turn in the doubling round. */
  doubling: number;
  /** Probability of a random other bid when the target is not biddable. */
  otherBids: number;
}

export interface MatchStats {
  deals: number;
  contracts: Record<string, number>;
  over: boolean;
  steps: number;
}

const VIEWERS: Viewer[] = [0, 1, 2, 3, 'spectator'];

/**
 * Plays one match with random legal moves and checks the invariants on every event. `deep` adds the costly
 * checks (every view and every redacted event against the test's own secrets, refused actions); light runs
 * keep the card, point, score and replay invariants so that thousands of deals stay fast.
 */
export function playMatch(
  options: Record<string, unknown>,
  presets: unknown[],
  seed: string,
  choices: number,
  strategy: Strategy,
  deep = true,
  maxSteps = 3000,
): MatchStats {
  const setup = setupOf({ options, presets, seed });
  const pick = chooser(choices);
  const log: BauernEvent[] = [];
  let dealStart = 0;
  let state = game.initialState(setup);
  const stats: MatchStats = { deals: 0, contracts: {}, over: false, steps: 0 };
  let bummerlPoints = [0, 0];
  const marks = [0, 0];

  const apply = (events: BauernEvent[]) => {
    let trickTaken = false;
    for (const event of events) {
      const before = state;
      if (event.type === 'CardPlayed' && before.phase !== 'playing') throw new Error(`a card in phase ${before.phase}`);
      if (event.type === 'CardPlayed' || event.type === 'TrickTaken') {
        check(
          event.data.deal === before.deal && event.data.trick === before.play?.tricks.length,
          () => `${event.type} numbered ${event.data.deal}/${event.data.trick}`,
        );
      }
      if (event.type === 'CardPlayed' && event.data.trick === 0 && before.play?.trick.length === 0)
        checkNobodyCutOff(before, log.slice(dealStart));
      state = game.evolve(state, event);
      log.push(event);
      if (event.type === 'DealDealt') dealStart = log.length - 1;
      if (event.type === 'TrickTaken') trickTaken = true;
      if (event.type === 'DealScored') checkScore(before, event.data);
      if (event.type === 'BummerlScored') {
        check(
          JSON.stringify(event.data.scores) === JSON.stringify(bummerlPoints),
          () => `Bummerl scores ${event.data.scores} vs ${bummerlPoints}`,
        );
        for (const taken of event.data.taken) marks[taken.seats[0] % 2] += taken.bummerl;
        bummerlPoints = [0, 0];
        check(JSON.stringify(state.marks) === JSON.stringify(marks), () => 'marks');
      }
      const cards = cardsOfState(state);
      if (cards.length > 0) check(cards.length === 20 && new Set(cards).size === 20, () => `cards after ${event.type}: ${cards}`);
      if (deep)
        for (const viewer of VIEWERS)
          expectNoLeak(JSON.stringify(game.redact(event, viewer, state)), secretsFor(state, viewer), `${event.type} for ${viewer}`);
    }
    if (!deep) return;
    for (const viewer of VIEWERS) {
      const secrets = secretsFor(state, viewer);
      if (trickTaken)
        for (const old of log.slice(dealStart))
          expectNoLeak(JSON.stringify(game.redact(old, viewer, state)), secrets, `earlier ${old.type} for ${viewer}`);
      const seen = game.view(state, viewer);
      const last = state.lastDeal;
      const summary = last
        ? { dealNumber: last.dealNumber, winners: last.winners, summary: last.summary, items: last.items, changes: last.changes }
        : null;
      check(JSON.stringify(seen.lastDeal) === JSON.stringify(summary), () => 'lastDeal is not the summary of the last DealScored');
      check(
        JSON.stringify(seen.seats.map((s) => s.score)) === JSON.stringify([0, 1, 2, 3].map((s) => -state.marks[s % 2])),
        () => 'seats[].score is minus the Bummerl taken',
      );
      expectNoLeak(JSON.stringify({ ...seen, lastDeal: null, bummerlResults: null }), secrets, `view for ${viewer}`);
    }
  };

  const checkScore = (before: BauernState, score: Extract<BauernEvent, { type: 'DealScored' }>['data']) => {
    stats.deals++;
    stats.contracts[score.contract] = (stats.contracts[score.contract] ?? 0) + 1;
    const left = before.play ? before.play.hands.flat() : [];
    const inTricks = [...score.tricks.flatMap((t) => t.plays.map((p) => p.card)), ...score.openTrick.map((p) => p.card)];
    check(
      cardPoints([...inTricks, ...left]) === 120 && new Set([...inTricks, ...left]).size === 20,
      () => `120 points: ${JSON.stringify(score)}`,
    );
    check(score.factor === 2 ** score.multipliers.length, () => 'factor');
    const doubled = log
      .slice(dealStart)
      .flatMap((e) => (e.type === 'Doubled' ? [{ name: e.data.name.toLowerCase(), factor: 2, seat: e.data.seat }] : []));
    const herz = before.options.herzrunde && before.trump === 'H' ? [{ name: 'herzrunde', factor: 2, seat: null }] : [];
    check(
      JSON.stringify(score.multipliers) === JSON.stringify([...doubled, ...herz]),
      () => `multipliers ${JSON.stringify(score.multipliers)}`,
    );
    check(score.value === score.baseValue * score.factor, () => 'value');
    check(score.points === (score.cap === null ? score.value : Math.min(score.value, score.cap)), () => 'points');
    check(score.won === (score.winningSide === 'declaring'), () => 'won');
    // The deal summary: the winning seats, items adding up to the points, changes only when the Bummerl ends.
    check(
      JSON.stringify(score.winners) ===
        JSON.stringify([...(score.won ? [...score.sides.declaring, ...score.sides.out] : score.sides.defending)].sort()),
      () => 'winners',
    );
    check(score.items.reduce((sum, item) => sum + item.value, 0) === score.points, () => `items ${JSON.stringify(score.items)}`);
    check(score.dealNumber === before.deal && score.bummerlNumber === before.bummerlNumber, () => 'numbers');
    if (score.contract === 'normal') {
      const loser = score.won ? score.defending : score.declaring;
      check(score.baseValue === normalGamePoints(loser.total, loser.tricks), () => 'normal 1/2/3');
    }
    const winning = score.won ? [...score.sides.declaring, ...score.sides.out] : score.sides.defending;
    check(
      score.awards.length === 1 && score.awards[0].party === winning[0] % 2 && score.awards[0].points === score.points,
      () => `awards ${JSON.stringify(score)}`,
    );
    check(
      winning.every((s) => s % 2 === winning[0] % 2),
      () => 'winning side is one team',
    );
    bummerlPoints[score.awards[0].party] += score.points;
    const ended = bummerlPoints.some((p) => p >= 24);
    check(ended || score.changes.every((c) => c.delta === 0), () => 'changes without the Bummerl ending');
    check(
      JSON.stringify(state.bummerl.scores) === JSON.stringify(bummerlPoints) || state.bummerlResults.length > before.bummerlResults.length,
      () => 'bummerl scores',
    );
  };

  apply(game.decide(START, state));
  for (; stats.steps < maxSteps && state.phase !== 'over'; stats.steps++) {
    const active = game.activeSeats(state);
    check(active.length === 1, () => `active seats ${active} in ${state.phase}`);
    const seat = active[0];
    const legal = game.legalActions(state, seat);
    check(legal.length > 0, () => `no legal action in ${state.phase}`);
    if (deep && stats.steps % 5 === 0) for (const action of legal) game.decide(act(seat, action), state);
    if (deep && stats.steps % 5 === 2) expectRefused(state, seat, legal);
    // Every move is the active seat's: the others have nothing to do (the doubling round goes in turn too).
    for (const other of [0, 1, 2, 3].filter((s) => s !== seat))
      check(game.legalActions(state, other).length === 0, () => `seat ${other} has actions in ${state.phase}`);
    apply(game.decide(act(seat, choose(state, legal, strategy, pick)), state));
  }
  expect(log.reduce((s, e) => game.evolve(s, e), game.initialState(setup))).toEqual(state);
  const stored = JSON.parse(JSON.stringify(log)) as BauernEvent[];
  expect(stored.reduce((s, e) => game.evolve(s, e), game.initialState(setup))).toEqual(JSON.parse(JSON.stringify(state)));
  stats.over = state.phase === 'over';
  expect(game.outcome(state) !== null).toBe(stats.over);
  return stats;
}

/**
 * Nobody was cut off by the first card (the test's own account): the doubling round ended with Re, or every
 * seat of the side entitled to the doubling that was due (the declaring side with a partner who sits out)
 * passed after the last doubling.
 */
function checkNobodyCutOff(state: BauernState, dealEvents: BauernEvent[]): void {
  const sides = state.terms!.sides;
  const since = dealEvents.slice(dealEvents.findIndex((e) => e.type === 'ContractSettled'));
  const said = since.filter((e) => e.type === 'Doubled').length;
  if (said === 3) return;
  const lastDoubling = since.map((e) => e.type).lastIndexOf('Doubled');
  const passed = since.slice(lastDoubling + 1).flatMap((e) => (e.type === 'DoublingDeclined' ? [e.data.seat] : []));
  const entitled = said % 2 === 0 ? sides.defending : [...sides.declaring, ...sides.out];
  check(
    JSON.stringify([...passed].sort()) === JSON.stringify([...entitled].sort()),
    () => `doubling round closed without asking ${entitled}: ${JSON.stringify(since)}`,
  );
}

function choose(state: BauernState, legal: BauernAction[], strategy: Strategy, pick: (n: number) => number): BauernAction {
  if (state.phase === 'doubling') {
    const doubling = legal.find((a) => a.type !== 'declineDouble');
    return doubling && pick(1000) < strategy.doubling * 1000 ? doubling : { type: 'declineDouble' };
  }
  const pool = legal;
  if (state.phase === 'blindCall' && strategy.blindSuit) return { type: 'callTrump', suit: strategy.blindSuit };
  if (state.phase === 'trumpCall') {
    if (strategy.target === 'blinderBettler' && pool.some((a) => a.type === 'declareBlinderBettler'))
      return { type: 'declareBlinderBettler' };
    const noRedeal = pool.filter((a) => a.type !== 'demandRedeal' && a.type !== 'declareBlinderBettler');
    const preferred = strategy.trumpFor?.(state) ?? null;
    if (preferred) return { type: 'callTrump', suit: preferred };
    if (strategy.target !== null) return noRedeal[pick(noRedeal.length)];
  }
  if (state.phase === 'bidding') {
    const target = pool.find((a) => a.type === 'bid' && a.contract === strategy.target);
    if (target) return target;
    const bids = pool.filter((a) => a.type === 'bid');
    if (bids.length === 0 || pick(1000) >= strategy.otherBids * 1000) return { type: 'pass' };
    return bids[pick(bids.length)];
  }
  return pool[pick(pool.length)];
}

/** A few actions outside legalActions, each refused with a rule violation. */
function expectRefused(state: BauernState, seat: number, legal: BauernAction[]): void {
  const other = (seat + 1) % 4;
  const candidates: BauernAction[] = [
    { type: 'pass' },
    { type: 'declineDouble' },
    { type: 'demandRedeal' },
    { type: 'knockOnPack' },
    { type: 'bid', contract: 'gang' },
    { type: 'spritzen' },
    { type: 're' },
    ...SCHNAPSEN_PACK.filter((c) => !state.hands[seat].includes(c))
      .slice(0, 2)
      .map((card) => ({ type: 'playCard' as const, card })),
    ...state.hands[seat].map((card) => ({ type: 'playCard' as const, card })),
    ...SUITS.map((suit) => ({ type: 'declareMarriage' as const, suit })),
  ];
  for (const action of candidates) {
    if (legal.some((l) => JSON.stringify(l) === JSON.stringify(action))) continue;
    expectRuleViolation(() => game.decide(act(seat, action), state), `${JSON.stringify(action)} in ${state.phase}`);
  }
  // Everything is bound to the turn, the doubling round too.
  expectRuleViolation(() => game.decide(act(other, legal[0]), state), 'another seat', 'NOT_YOUR_TURN');
}

function expectRuleViolation(attempt: () => unknown, what: string, code?: string): void {
  try {
    attempt();
  } catch (error) {
    check(error instanceof RuleViolation && (code === undefined || error.code === code), () => `${what}: ${String(error)}`);
    return;
  }
  throw new Error(`${what} was accepted but is not a legal action`);
}

/** Suit helpers for crafting deals. */
export const suitCards = (suit: Suit): Card[] => SCHNAPSEN_PACK.filter((c) => suitOf(c) === suit);
export const unter = (): Card[] => SCHNAPSEN_PACK.filter((c) => rankOf(c) === 'U');

/** A random deal (four hands of five) from the chooser, optionally with `fixed` cards for one seat first. */
export function randomDeal(pick: (n: number) => number, fixed?: { seat: number; cards: Card[] }): { hands: Card[][] } {
  const rest = SCHNAPSEN_PACK.filter((c) => !fixed?.cards.includes(c));
  for (let i = rest.length - 1; i > 0; i--) {
    const j = pick(i + 1);
    [rest[i], rest[j]] = [rest[j], rest[i]];
  }
  const hands: Card[][] = [[], [], [], []];
  if (fixed) hands[fixed.seat] = [...fixed.cards];
  for (let seat = 0; seat < 4; seat++) while (hands[seat].length < 5) hands[seat].push(rest.shift()!);
  return { hands };
}
