/**
 * Bummerl scoring (docs/rules-decisions.md#bauernschnapsen-bummerl): the first to 24 points wins the Bummerl; the
 * loser takes a Bummerl (1), a Schneider (2) if it has no point, a Retourschneider (4) if it led 23:0 and
 * lost. Parties are numbered: teams in Bauernschnapsen, players in Dreierschnapsen (any number of them).
 */
export const BUMMERL_TARGET = 24;

export type BummerlKind = 'bummerl' | 'schneider' | 'retourschneider';

export const BUMMERL_MARKS: Readonly<Record<BummerlKind, number>> = { bummerl: 1, schneider: 2, retourschneider: 4 };

export interface BummerlScore {
  /** Points per party in the running Bummerl. */
  scores: number[];
  /**
   * Per party: the parties that had 0 points when it first stood at 23 (null until then). A loser at 23
   * whose winner had 0 then "led 23:0" and takes the Retourschneider.
   */
  zeroWhenAt23: (number[] | null)[];
}

export const newBummerl = (parties: number): BummerlScore => ({
  scores: Array.from({ length: parties }, () => 0),
  zeroWhenAt23: Array.from({ length: parties }, () => null),
});

/** Adds a deal's points (party -> points). */
export function withPoints(bummerl: BummerlScore, awards: readonly { party: number; points: number }[]): BummerlScore {
  const scores = bummerl.scores.map((score, party) => score + awards.filter((a) => a.party === party).reduce((s, a) => s + a.points, 0));
  const zeroWhenAt23 = bummerl.zeroWhenAt23.map((known, party) => {
    if (known !== null || scores[party] !== BUMMERL_TARGET - 1) return known ? [...known] : null;
    return scores.map((score, other) => (other !== party && score === 0 ? other : -1)).filter((other) => other >= 0);
  });
  return { scores, zeroWhenAt23 };
}

/** Scorers that reached the target (the Bummerl is over when there is one). */
export const bummerlWinners = (bummerl: BummerlScore, target = BUMMERL_TARGET): number[] =>
  bummerl.scores.map((score, party) => (score >= target ? party : -1)).filter((party) => party >= 0);

/** What a losing party takes when `winner` finished the Bummerl. */
export function lossKind(bummerl: BummerlScore, loser: number, winner: number): BummerlKind {
  if (bummerl.zeroWhenAt23[loser]?.includes(winner)) return 'retourschneider';
  return bummerl.scores[loser] === 0 ? 'schneider' : 'bummerl';
}

/** The points a party still needs to finish the Bummerl (Kontra-Herrenbauer's cap). */
export const stillNeeded = (bummerl: BummerlScore, party: number, target = BUMMERL_TARGET): number =>
  Math.max(0, target - (bummerl.scores[party] ?? 0));

/** Count-down display (regional variant): from 24 to 0. */
export const displayScore = (score: number, countDown: boolean, target = BUMMERL_TARGET): number =>
  countDown ? Math.max(0, target - score) : score;

export const copyBummerl = (bummerl: BummerlScore): BummerlScore => ({
  scores: [...bummerl.scores],
  zeroWhenAt23: bummerl.zeroWhenAt23.map((z) => (z ? [...z] : null)),
});
