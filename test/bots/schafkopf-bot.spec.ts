import { describe, expect, it } from '@jest/globals';
import type { Bot, BotKind } from '../../src/bots/bot.js';
import { schafkopfBot } from '../../src/bots/heuristic/schafkopf/index.js';
import { randomLegalBot } from '../../src/bots/random-legal.js';
import type { Card } from '../../src/engine/core/cards.js';
import type { Command } from '../../src/engine/core/game.js';
import type { DealScoredData, SchafkopfAction, SchafkopfEvent, SchafkopfState } from '../../src/engine/schafkopf/index.js';
import { GAMES } from '../../src/engine/schafkopf/rules/games.js';
import { botInput } from '../../src/scheduler/due.js';
import { LONG, START, act, bid, card, cards, game, nameGame, pass, run, setupOf } from '../engine/schafkopf/fixtures.js';
import { replayedOf } from './play.js';

/** A preset deal: the hands given (seat 0 first), each filled up to 8 cards with the rest of the pack in order. */
function dealOf(...given: string[]): { hands: Card[][] } {
  const hands = [0, 1, 2, 3].map((seat) => (given[seat] ? cards(given[seat]) : []));
  const rest = LONG.filter((c) => !hands.flat().includes(c));
  for (const hand of hands) while (hand.length < 8) hand.push(rest.shift()!);
  return { hands };
}

/** The table after these commands (deal 1 from the preset; seat 3 deals, so seat 0 is Vorhand). */
function at(options: Record<string, unknown>, deal: { hands: Card[][] }, commands: Command<SchafkopfAction>[] = []): SchafkopfState {
  return run(setupOf({ options, presets: [deal] }), [START, ...commands]).state;
}

/** What the bot in `seat` does there, given exactly what the scheduler would give it. */
function move(state: SchafkopfState, seat: number): SchafkopfAction {
  return (schafkopfBot as Bot)(botInput(game, replayedOf(game, state, 7, 'case', [null, null, null, null]), seat)) as SchafkopfAction;
}

const passes = (...seats: number[]) => seats.map(pass);

// Four trumps with two Ober and an ace: a Rufspiel; Gras is its shortest callable suit (one card, Schellen two).
const RUF = 'EO GO HU H9 EA G7 S9 S8';

describe('the Schafkopf heuristic bot: the announcement', () => {
  it('says "Ich spiele" with a Rufspiel hand and calls the ace of the suit where it holds the fewest cards', () => {
    const deal = dealOf(RUF);
    expect(move(at({}, deal), 0)).toEqual({ type: 'bid' });
    expect(move(at({}, deal, [bid(0), ...passes(1, 2, 3)]), 0)).toEqual({ type: 'nameGame', game: 'rufspiel', call: 'GA' });
  });

  it('says "Weiter" with too few trumps', () => {
    expect(move(at({}, dealOf('GU SU H8 E7 E8 G9 SK S7')), 0)).toEqual({ type: 'pass' });
  });

  it('after an earlier "Ich spiele" says "Ich spiele auch" only for a single game, never for a Rufspiel', () => {
    const deal = dealOf('', RUF);
    expect(move(at({}, deal, [bid(0)]), 1)).toEqual({ type: 'pass' });
    expect(move(at({}, deal, [pass(0)]), 1)).toEqual({ type: 'bid' });
  });

  it('plays a Solo in the suit where it holds the most trumps', () => {
    // Schellen: seven trumps and one loser; Gras would be six trumps with the Schellen ace and ten outside.
    const deal = dealOf('EO GO HO EU GU SA S10 G9');
    expect(move(at({}, deal), 0)).toEqual({ type: 'bid' });
    expect(move(at({}, deal, [bid(0), ...passes(1, 2, 3)]), 0)).toEqual({ type: 'nameGame', game: 'solo', suit: 'S' });
  });

  it('plays a Wenz with the two top Unter and suits headed by aces, a Wenz-Tout when no trick can be lost', () => {
    expect(move(at({}, dealOf('EU GU EA E10 E7 GA G10 SA'), [bid(0), ...passes(1, 2, 3)]), 0)).toEqual({ type: 'nameGame', game: 'wenz' });
    // Two Laufende draw the other two Unter, then every card heads its suit.
    expect(move(at({}, dealOf('EU GU EA E10 EK GA G10 SA'), [bid(0), ...passes(1, 2, 3)]), 0)).toEqual({
      type: 'nameGame',
      game: 'wenzTout',
    });
  });

  it('plays a Tout only when it cannot be lost: as Vorhand with six Laufende and eight trumps, not when another leads', () => {
    const hand = 'EO GO HO SO EU GU HA H10';
    expect(move(at({}, dealOf(hand), [bid(0), ...passes(1, 2, 3)]), 0)).toEqual({ type: 'nameGame', game: 'soloTout', suit: 'H' });
    // From seat 1 another leads the first trick: one Laufender short of sure, so the plain Herz-Solo.
    expect(move(at({}, dealOf('', hand), [pass(0), bid(1), ...passes(2, 3)]), 1)).toEqual({ type: 'nameGame', game: 'solo', suit: 'H' });
  });

  it('names a Sie with all Ober and Unter', () => {
    expect(move(at({}, dealOf('EO GO HO SO EU GU HU SU'), [bid(0), ...passes(1, 2, 3)]), 0)).toEqual({ type: 'nameGame', game: 'sie' });
  });

  it('plays a Bettel only with a safe hand: the lowest cards of every suit it holds', () => {
    const options = { bettel: true };
    const safe = dealOf('E7 E8 G7 G8 H7 H8 S7 S8');
    expect(move(at(options, safe), 0)).toEqual({ type: 'bid' });
    expect(move(at(options, safe, [bid(0), ...passes(1, 2, 3)]), 0)).toEqual({ type: 'nameGame', game: 'bettel' });
    // The Eichel 9 without the 8 would take a led 8.
    expect(move(at(options, dealOf('E7 E9 G7 G8 H7 H8 S7 S8')), 0)).toEqual({ type: 'pass' });
    expect(move(at({}, safe), 0)).toEqual({ type: 'pass' });
  });

  it('withdraws when a single game outranks it, and names the least bad game when "Ich spiele auch" binds it', () => {
    const deal = dealOf('HO SO EU GU HA H10 G8 H8', RUF);
    const declared = [bid(0), bid(1), ...passes(2, 3)];
    expect(move(at({}, deal, [...declared, nameGame(0, { game: 'solo', suit: 'H' })]), 1)).toEqual({ type: 'withdraw' });
    // Vorhand named a Rufspiel: seat 1 may neither call nor withdraw. Least bad is the Schellen-Solo, where its
    // two Ober, Herz-Unter and two Schellen make five trumps (Herz would make four).
    expect(move(at({}, deal, [...declared, nameGame(0, { game: 'rufspiel', call: 'GA' })]), 1)).toEqual({
      type: 'nameGame',
      game: 'solo',
      suit: 'S',
    });
  });

  it('in a Muss-Spiel calls the ace of its shortest suit', () => {
    const muss = at({ allPass: 'muss' }, dealOf('G7 G8 E9 E8 E7 SK S7 H7', '', 'EO H9 G9 G10 S9 HK E10 EK'), passes(0, 1, 2, 3));
    expect(move(muss, 2)).toEqual({ type: 'nameGame', game: 'rufspiel', call: 'SA' });
  });

  it('with Steigern bids the lowest score that outranks, up to what its hand carries, then withdraws', () => {
    const options = { steigern: true };
    const deal = dealOf('EO GO HO EU GU SA S10 S9', 'SO HU SU HA H10 HK H9 H8');
    const declared = [bid(0), bid(1), ...passes(2, 3)];
    expect(move(at(options, deal, declared), 0)).toEqual({ type: 'nameGame', game: 'solo', suit: 'S' });
    const named = [...declared, nameGame(0, { game: 'solo', suit: 'S' })];
    // Vorhand may hold an equal bid: 71 answers 71; its hand carries up to 91, so 101 is too much.
    expect(move(at(options, deal, [...named, nameGame(1, { game: 'solo', suit: 'H', target: 71 })]), 0)).toEqual({
      type: 'nameGame',
      game: 'solo',
      suit: 'S',
      target: 71,
    });
    expect(move(at(options, deal, [...named, nameGame(1, { game: 'solo', suit: 'H', target: 101 })]), 0)).toEqual({ type: 'withdraw' });
  });

  it('klopft only with a clearly strong first half (two Ober, all but one card trumps)', () => {
    const options = { doubling: 'everyone' };
    expect(move(at(options, dealOf('EO GO HU H7 E7 E8 E9 S7')), 0)).toEqual({ type: 'klopfen' });
    expect(move(at(options, dealOf('EO E7 HU G8 GO GU HA H10')), 0)).toEqual({ type: 'declineDouble' });
  });

  it('offers a Hochzeit with one trump and an ace; as the groom gives a card of his shortest suit, never an ace', () => {
    const options = { hochzeit: true };
    const deal = dealOf('EO EA GA S7 S8 G7 E7 E8', 'GO HO SO EU GU G9 SA S9');
    expect(move(at(options, deal), 0)).toEqual({ type: 'offerHochzeit' });
    const married = at(options, deal, [act(0, { type: 'offerHochzeit' }), bid(1), ...passes(2, 3), nameGame(1, { game: 'hochzeit' })]);
    expect(married.phase).toBe('hochzeit');
    expect(move(married, 1)).toEqual({ type: 'giveCard', card: 'G9' });
  });
});

describe('the Schafkopf heuristic bot: the play', () => {
  // Seat 0 plays a Rufspiel on the Gras-Ass; seat 1 holds it and no trump; seat 2 defends with two low trumps.
  const rufspiel = (extra: Command<SchafkopfAction>[] = []) =>
    at({}, dealOf(RUF, 'GA G10 SA S10 E9 E8 GK SK', 'E10 EK E7 G9 G8 S7 H7 HA'), [
      bid(0),
      ...passes(1, 2, 3),
      nameGame(0, { game: 'rufspiel', call: 'GA' }),
      ...extra,
    ]);

  it('as the declarer pulls trumps, from the top while its top trump is the highest', () => {
    expect(move(rufspiel(), 0)).toEqual({ type: 'playCard', card: 'EO' });
  });

  it("as the caller's partner schmiert an ace to the declarer's sure trick, keeping the called ace back", () => {
    expect(move(rufspiel([card(0, 'EO')]), 1)).toEqual({ type: 'playCard', card: 'SA' });
  });

  it('as a defender that cannot win gives the cheapest card, not the Herz-Ass', () => {
    expect(move(rufspiel([card(0, 'EO'), card(1, 'SA')]), 2)).toEqual({ type: 'playCard', card: 'H7' });
  });

  it('as a defender searches the called ace: leads the called suit rather than its own ace', () => {
    const state = at({}, dealOf('EA S9 S7 G7 G8 E7 H7 GU', 'EO GO HO SO S8 HA H10 G9'), [
      pass(0),
      bid(1),
      ...passes(2, 3),
      nameGame(1, { game: 'rufspiel', call: 'SA' }),
    ]);
    expect(move(state, 0)).toEqual({ type: 'playCard', card: 'S7' });
  });

  // Seat 3 plays a Herz-Solo and is void in Eichel; the defenders lead Eichel.
  const solo = (hand: string, trick: Card[]) =>
    at({}, dealOf('EA E7 G7 G8 G9 S8 S9 SK', 'E9 EK', 'E8 E10', hand), [
      ...passes(0, 1, 2),
      bid(3),
      nameGame(3, { game: 'solo', suit: 'H' }),
      ...trick.map((c, seat) => card(seat, c)),
    ]);

  it('takes a trick with points as last player with its cheapest winning card', () => {
    expect(move(solo('EO GO HO SO HA H7 GA SA', ['EA', 'EK', 'E10']), 3)).toEqual({ type: 'playCard', card: 'H7' });
  });

  it('spends no Ober or Unter on a trick without points when a small card can go, but does rather than give an ace', () => {
    expect(move(solo('EO GO HO SO EU GU GA S7', ['E7', 'E9', 'E8']), 3)).toEqual({ type: 'playCard', card: 'S7' });
    expect(move(solo('EO GO HO SO EU GU GA SA', ['E7', 'E9', 'E8']), 3)).toEqual({ type: 'playCard', card: 'GU' });
  });

  it('in a Ramsch leads low and sheds its points under a higher card', () => {
    const options = { allPass: 'ramsch' };
    const deal = dealOf('EO GU HU SK S10 E7 G9 G10', 'HA H7 GO E8 E9 G7 G8 S7');
    expect(move(at(options, deal, passes(0, 1, 2, 3)), 0)).toEqual({ type: 'playCard', card: 'E7' });
    expect(move(at(options, deal, [...passes(0, 1, 2, 3), card(0, 'EO')]), 1)).toEqual({ type: 'playCard', card: 'HA' });
  });

  it('gives Stoß only with a clearly strong hand, and the declarer answers Re with one', () => {
    const declarer = 'GU SU H9 H8 S9 G9 E9 E8';
    const strong = at({}, dealOf('EO GO HO SO EU HA H10 EA', declarer), [
      pass(0),
      bid(1),
      ...passes(2, 3),
      nameGame(1, { game: 'rufspiel', call: 'SA' }),
    ]);
    expect(move(strong, 0)).toEqual({ type: 'stoss' });
    const weak = at({}, dealOf('E7 E10 G7 G8 S7 S8 H7 GK', declarer), [
      pass(0),
      bid(1),
      ...passes(2, 3),
      nameGame(1, { game: 'rufspiel', call: 'SA' }),
    ]);
    expect(move(weak, 0).type).toBe('playCard');
    const re = at({}, dealOf('E7 E10 G7 G8 S7 S8 H7 GK', 'EO GO HO SO EU H10 HK S9'), [
      pass(0),
      bid(1),
      ...passes(2, 3),
      nameGame(1, { game: 'rufspiel', call: 'SA' }),
      act(0, { type: 'stoss' }),
      card(0, 'E7'),
    ]);
    expect(move(re, 1)).toEqual({ type: 're' });
  });
});

describe('the Schafkopf heuristic bot: randomness', () => {
  it('uses its random source only to break ties, so the same input gives the same move', () => {
    // Seat 3 plays a Herz-Solo; on a trick without points the Gras-7 and the Schellen-7 are equally cheap to let go.
    const state = at({}, dealOf('EA E7 G8 G9 S8 S9 SK GK', 'E9 EK', 'E8 E10', 'EO GO HO SO EU GU G7 S7'), [
      ...passes(0, 1, 2),
      bid(3),
      nameGame(3, { game: 'solo', suit: 'H' }),
      card(0, 'E7'),
      card(1, 'E9'),
      card(2, 'E8'),
    ]);
    const moveAt = (version: number) =>
      (schafkopfBot as Bot)(botInput(game, replayedOf(game, state, version, 'ties', [null, null, null, null]), 3));
    const moves = Array.from({ length: 12 }, (_, version) => moveAt(version));
    moves.forEach((m, version) => expect(moveAt(version)).toEqual(m));
    expect(new Set(moves.map((m) => JSON.stringify(m)))).toEqual(
      new Set(['G7', 'S7'].map((c) => JSON.stringify({ type: 'playCard', card: c }))),
    );
  });
});

describe('the Schafkopf heuristic bot: ending the session', () => {
  const deal = dealOf('GU SU H8 E7 E8 G9 SK S7');
  const vote = (seat: number) => act(seat, { type: 'voteEnd', end: true });

  it('joins when the three others have voted to end, and never votes alone in a session of fixed length', () => {
    expect(move(at({}, deal, [vote(1), vote(2), vote(3)]), 0)).toEqual({ type: 'voteEnd', end: true });
    expect(move(at({}, deal, [vote(1), vote(2)]), 0)).toEqual({ type: 'pass' });
  });

  it('in an open-ended session votes to end after two whole rounds of deals', () => {
    // Every deal is thrown in; the deal passes on, so deal d starts with Vorhand (d - 1) mod 4.
    const thrownIn = (deals: number) => Array.from({ length: deals }, (_, d) => passes(...[0, 1, 2, 3].map((i) => (d + i) % 4))).flat();
    const open = (deals: number) => run(setupOf({ options: { deals: null } }), [START, ...thrownIn(deals)]).state;
    expect(open(6).deal).toBe(7);
    expect(move(open(6), open(6).turn!).type).not.toBe('voteEnd');
    expect(open(7).deal).toBe(8);
    expect(move(open(7), open(7).turn!)).toEqual({ type: 'voteEnd', end: true });
  });
});

/** A whole session through the engine, each seat's move made by its bot from exactly the scheduler's input. */
function session(
  options: Record<string, unknown>,
  seed: string,
  kinds: BotKind[],
  bots = kinds.map((kind) => (kind === 'heuristic' ? schafkopfBot : randomLegalBot) as Bot),
) {
  const setup = setupOf({ options, seed });
  let state = game.initialState(setup);
  let version = 0;
  const results: DealScoredData[] = [];
  const apply = (events: SchafkopfEvent[]) => {
    for (const event of events) {
      state = game.evolve(state, event);
      if (event.type === 'DealScored') results.push(event.data);
    }
    version += events.length;
  };
  apply(game.decide(START, state));
  for (let steps = 0; steps < 8000 && game.outcome(state) === null; steps++) {
    const seat = game.activeSeats(state)[0];
    const input = botInput(game, replayedOf(game, state, version, seed, kinds), seat);
    const action = bots[seat](input) as SchafkopfAction;
    if (!input.legalActions.some((legal) => JSON.stringify(legal) === JSON.stringify(action))) {
      throw new Error(`${kinds[seat]} bot chose an illegal action ${JSON.stringify(action)} in ${state.phase}`);
    }
    apply(game.decide({ type: 'Act', seat, action }, state) as SchafkopfEvent[]);
  }
  return { state, results, finished: game.outcome(state) !== null };
}

const OPTION_SETS: Record<string, unknown>[] = [
  {},
  { pack: 'short' },
  { steigern: true, geier: true, farbwenz: true, farbgeier: true },
  { allPass: 'ramsch', bettel: true },
  { allPass: 'stock', stockSolo: true, stockShared: true, hochzeit: true },
  { allPass: 'stockDouble', doubling: 'everyone', hochzeit: true, hochzeitOpen: true },
  { allPass: 'muss', renonce: true, schieberrunde: 2, stossUntil: 'firstTrick' },
  { pack: 'short', steigern: true, allPass: 'redealDouble', doubling: 'exceptDealer', tout: false, stossMax: 2 },
  { deals: null, schieberrunde: 4, bettel: true, wenz: false, geier: true },
];

describe('the Schafkopf heuristic bot: whole sessions', () => {
  it('plays every option set to the end with only legal moves, and wins most of the games it announces', () => {
    const all: DealScoredData[] = [];
    OPTION_SETS.forEach((options, set) => {
      for (let i = 0; i < 10; i++) {
        const { state, results, finished } = session(options, `heuristic-${set}-${i}`, [
          'heuristic',
          'heuristic',
          'heuristic',
          'heuristic',
        ]);
        expect(finished).toBe(true);
        // An open session ends by the bots' votes after two rounds.
        if (options.deals === null) expect([state.endReason, state.deal]).toEqual(['vote', 8]);
        all.push(...results);
      }
    });
    const games = all.filter((r) => r.kind === 'game');
    const kinds = new Set(all.map((r) => (r.kind === 'game' ? r.contract!.game : r.kind)));
    for (const kind of ['rufspiel', 'solo', 'wenz', 'ramsch', 'hochzeit', 'thrownIn']) expect(kinds).toContain(kind);
    // Bids above 61 happen with Steigern; the Schieberrunde is always played (never "schieberFailed").
    expect(games.some((r) => r.contract!.target > 61)).toBe(true);
    expect(all.some((r) => r.kind === 'schieberFailed')).toBe(false);
    // A Tout, Bettel or Sie is announced only when it cannot be lost.
    const sure = games.filter((r) => GAMES[r.contract!.game].tout || GAMES[r.contract!.game].bettel || r.contract!.game === 'sie');
    expect(sure.every((r) => r.won)).toBe(true);
    const won = games.filter((r) => r.won).length / games.length;
    expect(won).toBeGreaterThan(0.6);
  });

  it('plays whole sessions with random bots at the table, only legal moves, and beats them', () => {
    let heuristic = 0;
    let random = 0;
    OPTION_SETS.forEach((options, set) => {
      for (let i = 0; i < 8; i++) {
        const kinds = [0, 1, 2, 3].map((seat) => ((seat + i) % 2 === 0 ? 'heuristic' : 'random') as BotKind);
        const { state, finished } = session(options, `mixed-${set}-${i}`, kinds);
        expect(finished).toBe(true);
        state.ledger.forEach((cents, seat) => (kinds[seat] === 'heuristic' ? (heuristic += cents) : (random += cents)));
      }
    });
    expect(heuristic).toBeGreaterThan(0);
    expect(heuristic).toBeGreaterThan(random);
  });

  it('sheds points in the Ramsch: heuristic players lose far fewer Ramsch deals than random ones', () => {
    // Everyone says "Weiter", so every deal is a Ramsch; then two heuristic and two random players play it out.
    const passing =
      (bot: Bot): Bot =>
      (input) =>
        input.legalActions.some((a) => a.type === 'bid') ? input.legalActions.find((a) => a.type === 'pass')! : bot(input);
    const losses = { heuristic: 0, random: 0 };
    for (let i = 0; i < 30; i++) {
      const kinds = [0, 1, 2, 3].map((seat) => ((seat + i) % 2 === 0 ? 'heuristic' : 'random') as BotKind);
      const bots = kinds.map((kind) => passing((kind === 'heuristic' ? schafkopfBot : randomLegalBot) as Bot));
      const { results, finished } = session({ allPass: 'ramsch', deals: 4 }, `ramsch-${i}`, kinds, bots);
      expect(finished).toBe(true);
      for (const r of results) for (const seat of r.ramschLosers) losses[kinds[seat] as 'heuristic' | 'random']++;
    }
    expect(losses.heuristic * 2).toBeLessThan(losses.random);
  });
});
