import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { PACKS, type Card } from '../../../../src/engine/core/cards.js';
import { RuleViolation } from '../../../../src/engine/core/errors.js';
import type { Viewer } from '../../../../src/engine/core/game.js';
import { cardPoints } from '../../../../src/engine/core/tricks.js';
import { DREIER_CONTRACTS } from '../../../../src/engine/schnapsen/common/contracts.js';
import { DREIER_CONTRACT_IDS } from '../../../../src/engine/schnapsen/dreier/options.js';
import type { DreierAction, DreierDealResult, DreierEvent, DreierState } from '../../../../src/engine/schnapsen/dreier/index.js';
import { START, act, credited, game, setupOf } from './fixtures.js';
import { chooser } from '../../../support/chooser.js';

const MATCHES = Number(process.env.DREIER_MATCHES ?? 200);
const MAX_STEPS = 4000;
const PACK = new Set<Card>(PACKS.schnapsen20);
const VIEWERS: Viewer[] = [0, 1, 2, 'spectator'];

function check(ok: boolean, what: () => string): void {
  if (!ok) throw new Error(what());
}

/** Every card of the running deal with where it is. */
function cardsOfDeal(state: DreierState): Card[] {
  const deal = state.deal!;
  const play = deal.play;
  const hands = play ? play.hands.flat() : deal.hands.flat();
  return [
    ...hands,
    ...(deal.undealt ?? []).flat(),
    ...deal.talon,
    ...deal.discards,
    ...(play ? [...play.trick.map((p) => p.card), ...play.tricks.flatMap((t) => t.plays.map((p) => p.card))] : []),
  ];
}

/**
 * The hidden cards now, each with the seats that may see it (re-derived from the rules, not from the engine):
 * hands (own; Plauderer opens some), the undealt packets and the talon (nobody), discards (the taker), tricks
 * turned face down (nobody, with soft: the winner's side). The turned-up trump card is public.
 */
function secretsOf(state: DreierState): Map<Card, Set<Viewer>> {
  const secrets = new Map<Card, Set<Viewer>>();
  const hide = (cards: readonly Card[], may: Viewer[]) => cards.forEach((card) => secrets.set(card, new Set(may)));
  if (state.phase === 'playoff' && state.playoff) {
    const { zweier, seats } = state.playoff;
    if (zweier.phase !== 'over') {
      zweier.hands.forEach((hand, local) =>
        hide(
          hand.filter((c) => !zweier.known[local].includes(c)),
          [seats[local]],
        ),
      );
      hide(zweier.talon, []);
    }
    return secrets;
  }
  const deal = state.deal;
  if (!deal) return secrets;
  const play = deal.play;
  const declarer = deal.settled?.declarer ?? null;
  const opponents = declarer === null ? [] : [0, 1, 2].filter((s) => s !== declarer);
  const tricksTaken = play?.tricks.length ?? 0;
  const openTo = (seat: number): Viewer[] => {
    if (deal.settled?.contract !== 'plauderer' || !play) return [seat];
    const variant = state.options.plauderer;
    if (variant === 'a' && opponents.includes(seat)) return opponents;
    if (variant === 'b' && opponents.includes(seat) && tricksTaken >= 1) return VIEWERS;
    if (variant === 'c' && seat === declarer && tricksTaken >= 1) return VIEWERS;
    return [seat];
  };
  (play ? play.hands : deal.hands).forEach((hand, seat) => hide(hand, openTo(seat)));
  hide((deal.undealt ?? []).flat(), []);
  hide(deal.talon, []);
  hide(deal.discards, deal.talonTakenBy === null ? [] : [deal.talonTakenBy]);
  if (play) {
    const sideOf = (seat: number) => (seat === declarer ? 'declaring' : 'defending');
    const firsts = new Set(['declaring', 'defending'].map((side) => play.tricks.findIndex((t) => sideOf(t.winner) === side)));
    play.tricks.forEach((trick, i) => {
      const latest = i === play.tricks.length - 1 && play.trick.length === 0;
      if (firsts.has(i) || latest) return;
      const side = sideOf(trick.winner);
      hide(
        trick.plays.map((p) => p.card),
        state.options.softTricks ? [0, 1, 2].filter((s) => sideOf(s) === side) : [],
      );
    });
  }
  if (deal.turnedUp) secrets.delete(deal.turnedUp);
  return secrets;
}

const CARD_TOKEN = /"([EGHS](?:A|10|K|O|U))"/g;

/** A player knows the cards that have been in his own hand in this deal (he held them); nothing else hidden. */
function expectNoLeak(
  json: string,
  secrets: Map<Card, Set<Viewer>>,
  viewer: Viewer,
  what: string,
  held: ReadonlySet<Card> = new Set(),
): void {
  for (const [, card] of json.matchAll(CARD_TOKEN)) {
    const may = secrets.get(card as Card);
    if (may !== undefined && !may.has(viewer) && !held.has(card as Card))
      throw new Error(`${what} shows hidden card ${card} to ${viewer}: ${json.slice(0, 600)}`);
  }
}

/** The itemisation adds up: 120 card points in all, the value from the table, credits to the right seats. */
function checkDealResult(result: DreierDealResult, before: DreierState): void {
  const score = result;
  const deal = before.deal!;
  const play = deal.play!;
  const inTricks = score.declaring.cardPoints + score.defending.cardPoints;
  const elsewhere = cardPoints([...deal.discards, ...deal.talon]) + cardPoints([...play.hands.flat(), ...play.trick.map((p) => p.card)]);
  check(inTricks + elsewhere === 120 || score.openTrick.length > 0, () => `card points ${inTricks} + ${elsewhere} != 120`);
  check(
    cardPoints([...score.tricks.flatMap((t) => t.plays.map((p) => p.card))]) === inTricks,
    () => 'trick points differ from the tallies',
  );
  const record = DREIER_CONTRACTS[score.contract];
  const base = record.goal.kind === 'normal' ? score.baseValue : record.value;
  check([1, 2, 3].includes(score.baseValue) || record.goal.kind !== 'normal', () => `normal game worth ${score.baseValue}`);
  check(score.baseValue === base, () => `base ${score.baseValue} for ${score.contract}`);
  const herz = before.options.herzrunde && deal.trump === 'H' ? 2 : 1;
  const said = deal.doubling?.said ?? [];
  check(score.factor === 2 ** said.length * herz, () => `factor ${score.factor} with ${said.length} doublings`);
  const multipliers = [
    ...said.map((d) => ({ name: d.name, factor: 2, seat: d.seat })),
    ...(herz === 2 ? [{ name: 'herzrunde', factor: 2, seat: null }] : []),
  ];
  check(JSON.stringify(score.multipliers) === JSON.stringify(multipliers), () => `multipliers ${JSON.stringify(score.multipliers)}`);
  check(score.value === score.baseValue * score.factor && score.points === score.value, () => 'value is not base x factor');
  const declarer = result.sides.declarer;
  const expected = [0, 1, 2].map((seat) => (score.won ? (seat === declarer ? score.value : 0) : seat === declarer ? 0 : score.value));
  check(JSON.stringify(credited(result)) === JSON.stringify(expected), () => `credited ${credited(result)} expected ${expected}`);
  check(JSON.stringify(result.scoresBefore) === JSON.stringify(before.score.scores), () => 'scoresBefore');
  check(JSON.stringify(result.scoresAfter) === JSON.stringify(result.scoresBefore.map((s, i) => s + expected[i])), () => 'scoresAfter');
  // The deal summary: the winning seats, items adding up to the value, changes only when a seat takes the Bummerl now.
  check(
    JSON.stringify(result.winners) === JSON.stringify(score.won ? [declarer] : [0, 1, 2].filter((s) => s !== declarer)),
    () => 'winners',
  );
  check(result.items.reduce((sum, item) => sum + item.value, 0) === score.value, () => `items ${JSON.stringify(result.items)}`);
  check(result.dealNumber === deal.number && result.bummerlNumber === before.bummerl, () => 'numbers');
  check(result.scoresAfter.some((s) => s >= 24) || result.changes.every((c) => c.delta === 0), () => 'changes without the Bummerl ending');
}

/**
 * Nobody was cut off by the first card (the test's own account): the doubling round ended with Re, or every seat
 * entitled to the doubling that was due (the opponents for Spritzen and Re, the declarer for Retour) passed after
 * the last doubling.
 */
function checkNobodyCutOff(before: DreierState, dealEvents: DreierEvent[]): void {
  const declarer = before.deal!.settled!.declarer;
  const since = dealEvents.slice(dealEvents.map((e) => e.type).lastIndexOf('ContractSettled'));
  const said = since.filter((e) => e.type === 'Doubled').length;
  if (said === 3) return;
  const passed = since
    .slice(since.map((e) => e.type).lastIndexOf('Doubled') + 1)
    .flatMap((e) => (e.type === 'DoublingDeclined' ? [e.data.seat] : []));
  const entitled = said % 2 === 0 ? [0, 1, 2].filter((s) => s !== declarer) : [declarer];
  check(
    JSON.stringify([...passed].sort()) === JSON.stringify(entitled),
    () => `doubling round closed without asking ${entitled}: ${JSON.stringify(since)}`,
  );
}

interface Input {
  seed: string;
  choices: number;
  options: Record<string, unknown>;
}

function playMatch(input: Input): { over: boolean; deals: number; playoffs: number } {
  const setup = setupOf({ options: input.options, seed: input.seed });
  const pick = chooser(input.choices);
  const log: DreierEvent[] = [];
  let dealStart = 0;
  let held: Set<Card>[] = [new Set(), new Set(), new Set()];
  const heldOf = (viewer: Viewer) => (viewer === 'spectator' ? new Set<Card>() : held[viewer]);
  let state = game.initialState(setup);
  let deals = 0;
  let playoffs = 0;

  const apply = (events: DreierEvent[], everything: boolean) => {
    const firstNew = log.length;
    for (const event of events) {
      const before = state;
      if (event.type === 'DealScored') {
        checkDealResult(event.data, before);
        deals++;
      }
      if (event.type === 'PlayoffStarted') playoffs++;
      if (event.type === 'CardPlayed' || event.type === 'TrickTaken') {
        check(
          event.data.deal === before.deal?.number && event.data.trick === before.deal.play?.tricks.length,
          () => `${event.type} numbered ${event.data.deal}/${event.data.trick}`,
        );
      }
      if (
        event.type === 'CardPlayed' &&
        before.phase === 'playing' &&
        before.deal?.play?.tricks.length === 0 &&
        before.deal.play.trick.length === 0
      )
        checkNobodyCutOff(before, log.slice(dealStart));
      state = game.evolve(state, event);
      log.push(event);
      if (event.type === 'DealDealt' || event.type === 'PlayoffStarted') {
        dealStart = log.length - 1;
        held = [new Set(), new Set(), new Set()];
      }
      if (state.deal) {
        const hands = state.deal.play ? state.deal.play.hands : state.deal.hands;
        hands.forEach((hand, seat) => hand.forEach((card) => held[seat].add(card)));
        const cards = cardsOfDeal(state);
        check(
          cards.length === 20 && new Set(cards).size === 20 && cards.every((c) => PACK.has(c)),
          () => `cards after ${event.type}: ${cards}`,
        );
      }
    }
    // Every event of the running deal (now and then; the new ones always), redacted with the state as it is
    // now, shows nothing hidden now.
    const secrets = secretsOf(state);
    for (const viewer of VIEWERS) {
      for (const event of log.slice(everything ? dealStart : Math.max(dealStart, firstNew)))
        expectNoLeak(JSON.stringify(game.redact(event, viewer, state)), secrets, viewer, `${event.type}`, heldOf(viewer));
      const seen = game.view(state, viewer);
      const last = state.lastDeal;
      const summary = last
        ? { dealNumber: last.dealNumber, winners: last.winners, summary: last.summary, items: last.items, changes: last.changes }
        : null;
      check(JSON.stringify(seen.lastDeal) === JSON.stringify(summary), () => 'lastDeal is not the summary of the last DealScored');
      expectNoLeak(JSON.stringify({ ...seen, lastDeal: null, bummerlResults: null }), secrets, viewer, `view`, heldOf(viewer));
    }
  };

  apply(game.decide(START, state), true);
  let steps = 0;
  for (; steps < MAX_STEPS && state.phase !== 'over'; steps++) {
    const active = game.activeSeats(state);
    check(active.length === 1, () => `active seats ${active} in ${state.phase}`);
    const seat = active[0];
    const legal = game.legalActions(state, seat);
    check(legal.length > 0, () => `no legal action in ${state.phase}`);
    for (const other of [0, 1, 2].filter((s) => s !== seat))
      check(game.legalActions(state, other).length === 0, () => 'another seat has actions');
    if (steps % 10 === 0) for (const action of legal) game.decide(act(seat, action), state);
    if (steps % 10 === 5) expectRefused(state, seat, legal, pick);
    // Lean towards passing so that Normal games and play-offs come up often.
    const passes = legal.filter((a) => a.type === 'pass' || a.type === 'declineDouble' || a.type === 'declineRaise');
    const action = passes.length > 0 && pick(8) > 0 ? passes[0] : legal[pick(legal.length)];
    apply(game.decide(act(seat, action), state), steps % 6 === 0);
  }

  expect(log.reduce((s, e) => game.evolve(s, e), game.initialState(setup))).toEqual(state);
  const stored = JSON.parse(JSON.stringify(log)) as DreierEvent[];
  expect(stored.reduce((s, e) => game.evolve(s, e), game.initialState(setup))).toEqual(JSON.parse(JSON.stringify(state)));
  const over = state.phase === 'over';
  expect(game.outcome(state) !== null).toBe(over);
  if (over) {
    const fewest = Math.min(...state.penalties);
    expect(game.outcome(state)?.winners).toEqual([0, 1, 2].filter((s) => state.penalties[s] === fewest));
    const counted = state.bummerlResults.flatMap((b) => b.taken).reduce((sum, t) => sum + t.bummerl, 0);
    expect(state.penalties.reduce((a, b) => a + b, 0)).toBe(counted);
    // The match score is minus the Bummerl taken, in the standings and the view alike.
    expect(game.standings(state).map((s) => s.score)).toEqual(state.penalties.map((p) => 0 - p));
    expect(game.view(state, 'spectator').seats.map((s) => s.score)).toEqual(state.penalties.map((p) => 0 - p));
  }
  return { over, deals, playoffs };
}

function expectRefused(state: DreierState, seat: number, legal: DreierAction[], pick: (n: number) => number): void {
  const candidates: Record<string, unknown>[] = [
    { type: 'pass' },
    { type: 'declineDouble' },
    { type: 'declineRaise' },
    { type: 'spritzen' },
    { type: 'retour' },
    { type: 're' },
    { type: 'takeTalon' },
    { type: 'callTrump', suit: 'H' },
    { type: pick(2) === 0 ? 'bid' : 'bidWithoutTalon', contract: DREIER_CONTRACT_IDS[pick(DREIER_CONTRACT_IDS.length)] },
    { type: 'bid', contract: DREIER_CONTRACT_IDS[pick(DREIER_CONTRACT_IDS.length)], withTalon: pick(2) === 0 },
    { type: 'playCard', card: PACKS.schnapsen20[pick(20)] },
    { type: 'declareMarriage', suit: 'E' },
    { type: 'discard', cards: [PACKS.schnapsen20[pick(20)], PACKS.schnapsen20[pick(20)]] },
    { type: 'closeTalon' },
    { type: 'claimOut' },
    { type: 'knockOnPack' },
    { type: 'cut', at: 1 + pick(19) },
  ];
  const key = (a: unknown) => JSON.stringify(a, (k, v) => (k === 'cards' && Array.isArray(v) ? [...v].sort() : v));
  for (const action of candidates) {
    if (legal.some((l) => key(l) === key(action))) continue;
    let refused = false;
    try {
      game.decide(act(seat, action), state);
    } catch (error) {
      check(error instanceof RuleViolation, () => `${JSON.stringify(action)}: ${String(error)}`);
      refused = true;
    }
    check(refused, () => `${JSON.stringify(action)} was accepted in ${state.phase} but is not legal`);
  }
  const other = (seat + 1 + pick(2)) % 3;
  try {
    game.decide(act(other, legal[0]), state);
    throw new Error('another seat moved');
  } catch (error) {
    check(error instanceof RuleViolation && error.code === 'NOT_YOUR_TURN', () => `another seat: ${String(error)}`);
  }
}

const contractOptions = fc.record(
  Object.fromEntries(DREIER_CONTRACT_IDS.filter((id) => id !== 'plauderer').map((id) => [id, fc.boolean()])),
);

describe('random legal Dreierschnapsen matches', () => {
  it(`${MATCHES} matches keep every invariant`, () => {
    let finished = 0;
    let deals = 0;
    let playoffs = 0;
    fc.assert(
      fc.property(
        fc.record({
          seed: fc.string({ maxLength: 12 }),
          choices: fc.integer(),
          options: fc
            .record({
              firstDealer: fc.option(fc.integer({ min: 0, max: 2 }), { nil: null }),
              bummerl: fc.integer({ min: 1, max: 2 }),
              tieBreak: fc.constantFrom('playoff', 'playoff', 'bothBummerl'),
              bummerlTo: fc.constantFrom('lowest', 'lowest', 'allBelow24'),
              ruferRaise: fc.boolean(),
              raiseAfterTalon: fc.boolean(),
              gangPrecedence: fc.constantFrom('value', 'gang'),
              herzrunde: fc.boolean(),
              softTricks: fc.boolean(),
              countDown: fc.boolean(),
              cutOrKnock: fc.boolean(),
              plauderer: fc.constantFrom('off', 'a', 'b', 'c'),
            })
            .chain((base) => contractOptions.map((contracts) => ({ ...base, ...contracts }))),
        }),
        (input) => {
          const result = playMatch(input);
          if (result.over) finished++;
          deals += result.deals;
          playoffs += result.playoffs;
        },
      ),
      { numRuns: MATCHES },
    );
    if (process.env.DREIER_VERBOSE) console.log({ deals, playoffs });
    expect(finished).toBe(MATCHES);
    expect(deals).toBeGreaterThan(MATCHES * 8);
    expect(playoffs).toBeGreaterThanOrEqual(0);
  });
});
