import type { Outcome, Standing } from '../engine/core/game.js';
import type { Texts } from '../engine/core/language.js';
import type { Seat } from '../engine/core/seats.js';
import { isGameId, type GameId } from '../engine/registry.js';

/** The units a game's own total is counted in. */
export const TOTAL_UNITS = ['bummerl', 'lives', 'cents'] as const;
export type TotalUnit = (typeof TOTAL_UNITS)[number];

/**
 * What a game's record counts besides won and lost, as data: the unit of its own total, what the total means,
 * how a seat's final standing gives it, and which seats play as one side (a side's shared win is a win).
 */
export interface RecordSpec {
  unit: TotalUnit;
  /** What the summed total says, for the record's readers, in each language. */
  meaning: Texts;
  /** The seat's part of the total from its final standing (`Standing.score`, higher is better). */
  total: (standing: Standing) => number;
  /** The side a seat plays for; absent: every seat is its own side. */
  sideOf?: (seat: Seat) => number;
}

// Every Schnapsen standing is minus the Bummerl the seat's side has taken (a Schneider 2, a Retourschneider 4).
const bummerl = (meaning: Texts, sideOf?: (seat: Seat) => number): RecordSpec => ({
  unit: 'bummerl',
  meaning,
  total: (s) => 0 - s.score,
  sideOf,
});

export const RECORD_SPECS: Readonly<Record<GameId, RecordSpec>> = {
  schnapsen: bummerl({
    de: 'Bummerl bekommen (verloren): 1 für jede verlorene Partie.',
    en: 'Bummerl taken (lost): 1 for each match lost.',
  }),
  dreierschnapsen: bummerl({
    de: 'Bummerl bekommen, gezählt wie die Partie sie zählt (ein Schneider 2, ein Retourschneider 4).',
    en: 'Bummerl taken, counted as the match counts them (a Schneider 2, a Retourschneider 4).',
  }),
  // Bauernschnapsen is played by two teams: seats 0 and 2 against 1 and 3 (engine/schnapsen/bauern/table.ts).
  bauernschnapsen: bummerl(
    {
      de: 'Bummerl, die dein Team bekommen hat (ein Schneider 2, ein Retourschneider 4).',
      en: 'Bummerl your team took (a Schneider 2, a Retourschneider 4).',
    },
    (seat) => seat % 2,
  ),
  schwimmen: {
    unit: 'lives',
    meaning: {
      de: 'Leben übrig am Ende der Partie (der Gewinner behält welche, die anderen keines).',
      en: 'Lives left when the match ended (the winner keeps some, the others none).',
    },
    total: (s) => s.score,
  },
  schafkopf: {
    unit: 'cents',
    meaning: { de: 'Saldo der Runden in Cent (gewonnen minus bezahlt).', en: 'Balance of the sessions in cents (won minus paid).' },
    total: (s) => s.score,
  },
};

export type SeatResult = 'won' | 'lost' | 'shared';

/** One seat's part of a finished match, as the record keeps it. */
export interface SeatOutcome {
  seat: Seat;
  side: number;
  result: SeatResult;
  /** 1 for the winners; then by the final standing, equal standings sharing a place (competition ranking). */
  place: number;
  total: number;
}

/**
 * Each seat's result: the winners' sides won (or shared the win, when more than one side won), everybody else
 * lost. Places rank the winners first, then the others by their final score; equal scores are ties.
 */
export function seatOutcomes(spec: RecordSpec, outcome: Outcome, standings: readonly Standing[]): SeatOutcome[] {
  const sideOf = spec.sideOf ?? ((seat: Seat) => seat);
  const winners = new Set(outcome.winners);
  const winningSides = new Set(outcome.winners.map(sideOf));
  const sideScore = new Map<number, number>();
  for (const s of standings)
    if (!winners.has(s.seat)) sideScore.set(sideOf(s.seat), Math.max(sideScore.get(sideOf(s.seat)) ?? -Infinity, s.score));
  const losingScores = [...sideScore.values()];
  return standings.map((standing) => {
    const side = sideOf(standing.seat);
    const won = winningSides.has(side);
    const ahead = won ? 0 : winningSides.size + losingScores.filter((score) => score > (sideScore.get(side) ?? -Infinity)).length;
    return {
      seat: standing.seat,
      side,
      result: won ? (winningSides.size > 1 ? 'shared' : 'won') : 'lost',
      place: 1 + ahead,
      total: spec.total(standing),
    };
  });
}

/** What a record of the game counts, or undefined for a game the service does not host. */
export const recordSpecOf = (game: string): RecordSpec | undefined => (isGameId(game) ? RECORD_SPECS[game] : undefined);
