import { describe, expect, it } from '@jest/globals';
import type { Card } from '../../../../src/engine/core/cards.js';
import {
  act,
  bid,
  bidding,
  callTrump,
  deal,
  drive,
  game,
  NO_DOUBLING,
  ofType,
  opening,
  pass,
  setupOf,
  START,
  SUITED,
  type Step,
} from './fixtures.js';

/** Deal 2 (seat 1 is the Rufer): seat 2 holds H10 and leads it in an Assenbettler, so he takes the trick. */
const H10_FIRST = deal(
  ['EA', 'E10', 'EK', 'EO', 'EU'],
  ['GA', 'G10', 'GK', 'GO', 'GU'],
  ['H10', 'HA', 'HK', 'HO', 'HU'],
  ['SA', 'S10', 'SK', 'SO', 'SU'],
);
/** Deal 3 (seat 2 is the Rufer): he holds all five Eichel. */
const RUFER_2_ALL_E = deal(
  ['GA', 'G10', 'GK', 'GO', 'GU'],
  ['HA', 'H10', 'HK', 'HO', 'HU'],
  ['EA', 'E10', 'EK', 'EO', 'EU'],
  ['SA', 'S10', 'SK', 'SO', 'SU'],
);
// s0 EA E10 EK GA G10 | s1 HA H10 HK HO HU | s2 EO EU GK GO GU | s3 SA S10 SK SO SU
const KONTRA = deal(
  ['EA', 'E10', 'EK', 'GA', 'G10'],
  ['HA', 'H10', 'HK', 'HO', 'HU'],
  ['EO', 'EU', 'GK', 'GO', 'GU'],
  ['SA', 'S10', 'SK', 'SO', 'SU'],
);
const KONTRA_PLAY: Step[] = [
  'EA',
  'HU',
  'EO',
  'SU',
  'HA',
  'GU',
  'SO',
  'EK',
  'H10',
  'GO',
  'SK',
  'E10',
  'HK',
  'GK',
  'S10',
  'GA',
  'HO',
  'EU',
  'SA',
  'G10',
];

/** Deal 1: seat 1 lays down a Farbenringerl (18 for team 1). */
const farbenringerl: Step[] = bidding('H', null, 'farbenringerl');
/** Deal 2: seat 2 (team 0) loses an Assenbettler (5 for team 1). */
const assenbettlerLost: Step[] = [callTrump(1, 'S'), pass(1), bid(2, 'assenbettler'), pass(3), pass(0), NO_DOUBLING, 'H10', '*', '*'];

interface Row {
  name: string;
  presets: unknown[];
  options?: Record<string, unknown>;
  steps: Step[];
  scores: number[];
  loser: number;
  kind: string;
  marks: number;
}

const rows: Row[] = [
  // Losers at 0 take a Schneider, two Bummerl (docs/rules-decisions.md#bauernschnapsen-bummerl); a Kontrabauernschnapser ends the
  // Bummerl (24 points at once).
  {
    name: 'Kontrabauernschnapser ends the Bummerl from 0:0: Schneider',
    presets: [KONTRA],
    steps: [...opening('H', null, 'kontrabauernschnapser'), ...KONTRA_PLAY],
    scores: [0, 24],
    loser: 0,
    kind: 'schneider',
    marks: 2,
  },
  // A side that led 23:0 and lost takes a Retourschneider, four Bummerl.
  {
    name: 'Retourschneider after 23:0 (18 + 5, then a Trumpfringerl of 24)',
    presets: [SUITED, H10_FIRST, RUFER_2_ALL_E],
    options: { assenbettler: true },
    steps: [...farbenringerl, ...assenbettlerLost, callTrump(2, 'E'), bid(2, 'trumpfringerl'), pass(3), pass(0), pass(1)],
    scores: [24, 23],
    loser: 1,
    kind: 'retourschneider',
    marks: 4,
  },
  // "Das Verliererteam erhält ein Bummerl": 18 for team 1, then team 0's Kontrabauernschnapser (deal 2, seat 1 is
  // the Rufer and leads).
  {
    name: 'A plain Bummerl: the loser has points',
    presets: [
      SUITED,
      deal(
        ['HA', 'H10', 'HK', 'HO', 'HU'],
        ['EA', 'E10', 'EK', 'GA', 'G10'],
        ['EO', 'EU', 'GK', 'GO', 'GU'],
        ['SA', 'S10', 'SK', 'SO', 'SU'],
      ),
    ],
    steps: [
      ...farbenringerl,
      callTrump(1, 'H'),
      pass(1),
      pass(2),
      pass(3),
      bid(0, 'kontrabauernschnapser'),
      NO_DOUBLING,
      'EA',
      'EO',
      'SU',
      'HU',
      'HA',
      'EK',
      'GU',
      'SO',
      'H10',
      'E10',
      'GO',
      'SK',
      'HK',
      'GA',
      'GK',
      'S10',
      'HO',
      'G10',
      'EU',
      'SA',
    ],
    scores: [24, 18],
    loser: 1,
    kind: 'bummerl',
    marks: 1,
  },
  // Kontra-Herrenbauer: worth 48 on paper, but never more than the Bummerl still needs
  // (docs/rules-decisions.md#schnapsen-family-capped-contracts); after seat 0's Farbenringerl team 0 needs 6.
  // Blind-Rufen: seat 0 names Herz for the Bummerl before any card; in deal 2 seat 1 is the Rufer and seat 2, his
  // opponent, holds all five Herz.
  {
    name: 'Kontra-Herrenbauer capped to what the Bummerl still needs',
    presets: [
      SUITED,
      deal(
        ['EA', 'E10', 'EK', 'EO', 'EU'],
        ['SA', 'S10', 'SK', 'SO', 'SU'],
        ['HA', 'H10', 'HK', 'HO', 'HU'],
        ['GA', 'G10', 'GK', 'GO', 'GU'],
      ),
    ],
    options: { blindTrump: true, kontraHerrenbauer: true },
    steps: [
      START,
      callTrump(0, 'H'),
      bid(0, 'farbenringerl'),
      pass(1),
      pass(2),
      pass(3),
      pass(1),
      bid(2, 'kontraHerrenbauer'),
      pass(3),
      pass(0),
    ],
    scores: [24, 0],
    loser: 1,
    kind: 'schneider',
    marks: 2,
  },
];

describe('Bummerl scoring, worked cases', () => {
  it.each(rows)('$name', (row) => {
    const { events, state } = drive(setupOf({ presets: row.presets, options: row.options }), row.steps);
    const [result] = ofType(events, 'BummerlScored');
    const losers = [row.loser, row.loser + 2];
    expect(result?.data).toEqual({
      bummerlNumber: 1,
      scores: row.scores,
      taken: [{ seats: losers, kind: row.kind, bummerl: row.marks }],
      forfeit: false,
    });
    expect(state.marks[row.loser]).toBe(row.marks);
    // The deal that finished the Bummerl already shows what it cost: minus the Bummerl for the losing team.
    const last = ofType(events, 'DealScored').at(-1)!.data;
    expect(last.changes).toEqual([0, 1, 2, 3].map((seat) => ({ seat, delta: losers.includes(seat) ? -row.marks : 0 })));
    expect(game.standings(state).map((s) => s.score)).toEqual([0, 1, 2, 3].map((seat) => (losers.includes(seat) ? -row.marks : 0)));
    // A match of one Bummerl (the default) is over.
    expect(ofType(events, 'MatchEnded').map((e) => e.data)).toEqual([
      { winners: [1 - row.loser, 3 - row.loser], bummerl: row.loser === 0 ? [row.marks, 0] : [0, row.marks] },
    ]);
  });

  it('the Kontra-Herrenbauer itemises 48 capped to 6', () => {
    const row = rows[3];
    const { events } = drive(setupOf({ presets: row.presets, options: row.options }), row.steps);
    const scored = ofType(events, 'DealScored').map((e) => e.data);
    expect(scored.map((s) => [s.contract, s.value, s.cap, s.points])).toEqual([
      ['farbenringerl', 18, null, 18],
      ['kontraHerrenbauer', 48, 6, 6],
    ]);
  });
});

export type { Card };
export { act };
