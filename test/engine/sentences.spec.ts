import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Game, GameEvent, MatchSetup } from '../../src/engine/core/game.js';
import { seatList, seatName } from '../../src/engine/core/language.js';
import { resolveOptions } from '../../src/engine/core/options.js';
import type { RefusalFacts } from '../../src/engine/core/errors.js';
import { refusalFactsOf, refusalForPeople, refusalSentence, RULE_VIOLATION_GERMAN } from '../../src/engine/core/refusals.js';
import { GAMES } from '../../src/engine/registry.js';
import { eventSentence, lastDealSentence, outcomeSentence } from '../../src/engine/sentences.js';
import { summarize } from '../../src/engine/schwimmen/rules/summary.js';
import { playRandomMatch } from '../support/random-match.js';

/** Words that give an English sentence away. */
const ENGLISH = /\b(seat|seats|the|wins|won|scores|lost|loses|match|deal|nobody|with)\b/i;

/** Plays a random match and returns its events and its final state. */
function played(game: Game, players: number, seed: number) {
  const { events } = playRandomMatch(game, players, seed, 3000);
  const setup: MatchSetup = { players, options: resolveOptions(game.options, {}), seed: `random-${seed}`, presets: [] };
  const state = events.reduce((s: unknown, e: GameEvent) => game.evolve(s, e), game.initialState(setup));
  return { events, state };
}

describe('seats in sentences', () => {
  it('are named from 1, with the player name where there is one', () => {
    expect(seatName(0, 'de')).toBe('Platz 1');
    expect(seatName(2, 'en')).toBe('seat 3');
    expect(seatName(2, 'en', [], true)).toBe('Seat 3');
    expect(seatName(1, 'de', [null, 'Anna'])).toBe('Anna (Platz 2)');
    expect(seatList([0, 1, 3], 'de')).toBe('Platz 1, Platz 2 und Platz 4');
    expect(seatList([0, 3], 'en')).toBe('seat 1 and seat 4');
  });
});

describe("each game's deal and match sentences, in German and English", () => {
  it.each(Object.values(GAMES).map((game) => [game.id, game] as const))('%s', (_id, game) => {
    let scored = 0;
    let ended = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const players = game.players.min + (seed % (game.players.max - game.players.min + 1));
      const { events, state } = played(game, players, seed * 104729);
      const over = game.outcome(state) !== null;
      for (const event of events) {
        const de = eventSentence(game.id, event, 'de', [], over ? state : undefined);
        const en = eventSentence(game.id, event, 'en', [], over ? state : undefined);
        if (event.type !== 'DealScored' && event.type !== 'MatchEnded') continue;
        expect(de).toEqual(expect.any(String));
        expect(en).toEqual(expect.any(String));
        expect(de).not.toMatch(ENGLISH);
        expect(de).not.toBe(en);
        // Seats are named from 1: no "seat 0" / "Platz 0" in either language.
        expect(`${de} ${en}`).not.toMatch(/(seat|Platz) 0\b/i);
        if (event.type === 'DealScored') scored++;
      }
      if (over) {
        ended++;
        const de = outcomeSentence(game.id, state, 'de');
        const en = outcomeSentence(game.id, state, 'en');
        expect(de).not.toMatch(ENGLISH);
        expect(en).toMatch(/seat|Seat/);
        expect(`${de} ${en}`).not.toMatch(/(seat|Platz) 0\b/i);
        // The match-ending event says how the match ended.
        const last = events.filter((e) => e.type === 'MatchEnded').at(-1);
        if (last) expect(eventSentence(game.id, last, 'de', [], state)).toBe(de);
      }
      if (events.some((e) => e.type === 'DealScored')) {
        expect(lastDealSentence(game.id, state, 'de')).toEqual(expect.any(String));
        expect(lastDealSentence(game.id, state, 'de')).not.toMatch(ENGLISH);
      }
    }
    expect(scored).toBeGreaterThan(0);
    expect(ended + scored).toBeGreaterThan(0);
  });

  it('leave the events as they are (sentences are rendered, never stored)', () => {
    const game = GAMES.schwimmen;
    const { events, state } = played(game, 3, 7);
    const before = JSON.stringify(events);
    for (const event of events) eventSentence(game.id, event, 'de', ['Anna', 'Bert', 'Cleo'], state);
    expect(JSON.stringify(events)).toBe(before);
  });
});

describe('Schwimmen deal sentences', () => {
  const data = summarize(
    4,
    {
      reason: 'knock',
      hands: [
        ['HA', 'HK', 'H10'],
        ['S7', 'G8', 'E9'],
        ['EA', 'EK', 'E10'],
      ],
      values: [31, 9, 31],
      payers: [1],
    },
    () => false,
  );
  it('say how the deal ended and who pays, in each language', () => {
    const event = { type: 'DealScored', data };
    expect(eventSentence('schwimmen', event, 'de')).toBe('Aufdecken nach einem Klopfen: Platz 2 verliert ein Leben.');
    expect(eventSentence('schwimmen', event, 'en')).toBe('Showdown after a knock: seat 2 loses a life.');
    expect(eventSentence('schwimmen', event, 'de', ['Anna', 'Bert', 'Cleo'])).toBe(
      'Aufdecken nach einem Klopfen: Bert (Platz 2) verliert ein Leben.',
    );
  });
  it('name a swimmer who goes under', () => {
    const sunk = summarize(
      5,
      {
        reason: 'schnauz',
        hands: [
          ['HA', 'HK', 'H10'],
          ['S7', 'G8', 'E9'],
          ['EA', 'EK', 'E10'],
        ],
        values: [31, 9, 31],
        payers: [1],
      },
      (seat) => seat === 1,
    );
    expect(eventSentence('schwimmen', { type: 'DealScored', data: sunk }, 'de')).toBe(
      'Schnauz (31) beendet das Spiel: Platz 2 schwamm und geht unter.',
    );
  });
});

describe('Schafkopf session sentences', () => {
  const over = (deal: number, endReason: string) =>
    ({ phase: 'over', winners: [2], endReason, deal, ledger: [-20, -20, 60, -20], forfeitedBy: 1 }) as unknown as Parameters<
      typeof outcomeSentence
    >[1];
  it('count the deals in the singular for one deal', () => {
    expect(outcomeSentence('schafkopf', over(1, 'deals'), 'de')).toBe(
      'Das eine Spiel der Runde ist gespielt: Platz 3 liegt mit 0,60 € vorn.',
    );
    expect(outcomeSentence('schafkopf', over(1, 'deals'), 'en')).toBe("The session's one deal is played: seat 3 is ahead with 0.60 €.");
    expect(outcomeSentence('schafkopf', over(8, 'deals'), 'de')).toBe(
      'Die 8 Spiele der Runde sind gespielt: Platz 3 liegt mit 0,60 € vorn.',
    );
  });
  it('name one winner of an abandoned session in the singular', () => {
    expect(outcomeSentence('schafkopf', over(3, 'forfeit'), 'en')).toBe('Seat 2 abandoned the session; seat 3 wins.');
  });
});

/** Every source file under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('refusals at the table', () => {
  // The codes the engine throws: `new RuleViolation('CODE', ...)` and refusals returned as `{ code: 'CODE', ... }`.
  const codes = new Set<string>();
  for (const file of sources(join(process.cwd(), 'src/engine'))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/RuleViolation\(\s*'([A-Z_]+)'/g)) codes.add(match[1]);
    for (const match of text.matchAll(/\bcode: '([A-Z_]+)'/g)) codes.add(match[1]);
  }

  it('finds the codes the engine throws', () => {
    expect(codes).toEqual(expect.objectContaining({ size: expect.any(Number) }));
    for (const known of ['NOT_YOUR_TURN', 'MUST_FOLLOW', 'CARD_NOT_IN_HAND', 'ILLEGAL_ACTION', 'BID_TOO_LOW'])
      expect(codes.has(known)).toBe(true);
  });

  it('has a German sentence for every rule-violation code the engine throws', () => {
    const missing = [...codes].filter((code) => !Object.hasOwn(RULE_VIOLATION_GERMAN, code));
    expect(missing).toEqual([]);
  });

  it('answers in German where asked, in English otherwise', () => {
    expect(refusalSentence({ code: 'NOT_YOUR_TURN', message: "It is seat 2's turn." }, 'de')).toBe('Du bist nicht am Zug.');
    expect(refusalSentence({ code: 'NOT_YOUR_TURN', message: "It is seat 2's turn." }, 'en')).toBe("It is seat 2's turn.");
    expect(refusalSentence({ code: 'SOME_NEW_CODE', message: 'Something new.' }, 'de')).toBe('Something new.');
  });

  it('names in German the particulars a refusal carries: whose turn, the card, the cards the seat may play, the suit', () => {
    const de = (code: string, facts: RefusalFacts): string => refusalSentence({ code, message: 'English.', facts }, 'de');
    expect(de('NOT_YOUR_TURN', { waitingFor: [2] })).toBe('Du bist nicht am Zug: Es ist Platz 3 dran.');
    expect(de('NOT_YOUR_TURN', { waitingFor: [] })).toBe('Gerade ist niemand am Zug.');
    expect(de('CARD_NOT_IN_HAND', { card: 'HO' })).toBe('Den Herz-Ober hast du nicht auf der Hand.');
    expect(de('CARD_NOT_IN_HAND', { card: 'GA', game: 'schafkopf' })).toBe('Die Gras-Sau hast du nicht auf der Hand.');
    expect(de('CARD_NOT_IN_HAND', { card: 'GA', game: 'schnapsen' })).toBe('Das Gras-Ass hast du nicht auf der Hand.');
    expect(de('CARD_NOT_ON_TABLE', { card: 'S10' })).toBe('Die Schellen-Zehn liegt nicht auf dem Tisch.');
    expect(de('MUST_FOLLOW', { card: 'E7', playable: ['HK', 'GA'], game: 'schafkopf' })).toBe(
      `${RULE_VIOLATION_GERMAN.MUST_FOLLOW} Du darfst den Herz-König oder die Gras-Sau spielen.`,
    );
    expect(de('ILLEGAL_ACTION', { card: 'EA', playable: ['E7'], game: 'schafkopf' })).toBe(
      'Die Eichel-Sau darfst du jetzt nicht spielen. Du darfst die Eichel-Sieben spielen.',
    );
    expect(de('MUST_LEAD_MARRIAGE', { suit: 'H', card: 'GA', playable: ['HK', 'HO'] })).toBe(
      'Nach dem Ansagen von 20 oder 40 in Herz musst du den Herz-König oder den Herz-Ober ausspielen.',
    );
    expect(de('NO_MARRIAGE', { suit: 'S' })).toMatch(/^20 oder 40 in Schellen kannst du jetzt nicht ansagen/);
    // Without its particulars a refusal keeps its code's sentence.
    expect(de('ILLEGAL_ACTION', {})).toBe(RULE_VIOLATION_GERMAN.ILLEGAL_ACTION);
    expect(de('CARD_NOT_IN_HAND', {})).toBe(RULE_VIOLATION_GERMAN.CARD_NOT_IN_HAND);
  });

  it('reads the particulars back from a problem body, dropping members of the wrong shape', () => {
    expect(refusalFactsOf({ waitingFor: [1], card: 'HO', playable: ['HK'], suit: 'H', game: 'schafkopf', detail: 'x' })).toEqual({
      waitingFor: [1],
      card: 'HO',
      playable: ['HK'],
      suit: 'H',
      game: 'schafkopf',
    });
    expect(refusalFactsOf({ waitingFor: [-1], card: 'XX', playable: ['HK', 3], suit: 'Q', game: 7 })).toEqual({});
  });

  it('name seats from 1 in English, except where the sentence speaks of what the request sent', () => {
    expect(refusalForPeople('NOT_YOUR_TURN', "It is seat 2's turn, not seat 0's.")).toBe("It is seat 3's turn, not seat 1's.");
    expect(refusalForPeople('ILLEGAL_ACTION', 'Seat 0 is not in the match; seats 1 and 3 are.')).toBe(
      'Seat 1 is not in the match; seats 2 and 4 are.',
    );
    expect(refusalForPeople('INVALID_OPTIONS', 'Rule option "firstDealer" must be a seat from 0 to 3, not seat 4.')).toBe(
      'Rule option "firstDealer" must be a seat from 0 to 3, not seat 4.',
    );
  });
});
