import type { Seat } from '../../core/seats.js';
import { DOUBLINGS, doublingAt, type DoubledData } from './doubling.js';
import type { DealScore } from './scoring.js';

/**
 * The family's old names, shared by the retired versions of Bauern- and Dreierschnapsen: `Doubled`
 * carried `{ seat, name: "spritzen", factor }`, declining was `pass` (`DoublingPassed`), a 20/40 `announce`
 * (`MarriageAnnounced`), a card `play`, knocking on the pack `knock`; `DealScored` carried the contract's result
 * (`deal`, `winner` as a side, `awards` by `scorer`, `announcements`, tallies with `announced`). Each game's
 * legacy.ts maps whole events with these.
 */
export interface OldDoubled {
  seat: Seat;
  name: string;
  factor: number;
}

export function upcastDoubled(old: OldDoubled | DoubledData): DoubledData {
  if ('level' in old) return old;
  const doubling = DOUBLINGS.find((d) => d.name === old.name) ?? doublingAt(Math.round(Math.log2(Number(old.factor) || 2))) ?? DOUBLINGS[0];
  return { seat: old.seat, level: doubling.level, name: doubling.german };
}

export function downcastDoubled(data: DoubledData): OldDoubled {
  const doubling = doublingAt(data.level) ?? DOUBLINGS[0];
  return { seat: data.seat, name: doubling.name, factor: 2 ** doubling.level };
}

/** Old names of family events that only changed their name. */
export const RENAMED_EVENTS: Readonly<Record<string, string>> = {
  DoublingPassed: 'DoublingDeclined',
  MarriageAnnounced: 'MarriageDeclared',
};
export const OLD_EVENT_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(RENAMED_EVENTS).map(([old, current]) => [current, old]),
);

/** Old names of family actions that only changed their name (`pass` in the doubling round depends on the phase). */
export const RENAMED_ACTIONS: Readonly<Record<string, string>> = { knock: 'knockOnPack', announce: 'declareMarriage', play: 'playCard' };
export const OLD_ACTION_NAMES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(RENAMED_ACTIONS).map(([old, current]) => [current, old])),
  declineDouble: 'pass',
};

type OldTally = { seats: Seat[]; tricks: number; cardPoints: number; announced: number; counted: number; total: number };
export type OldDealScore = Omit<DealScore, 'winningSide' | 'awards' | 'marriages' | 'declaring' | 'defending'> & {
  deal: number;
  winner: DealScore['winningSide'];
  declaring: OldTally;
  defending: OldTally;
  awards: { scorer: number; seats: Seat[]; points: number }[];
  announcements: DealScore['marriages'];
};

const tallyUp = (t: OldTally): DealScore['declaring'] => ({
  seats: t.seats,
  tricks: t.tricks,
  cardPoints: t.cardPoints,
  declared: t.announced,
  counted: t.counted,
  total: t.total,
});
const tallyDown = (t: DealScore['declaring']): OldTally => ({
  seats: t.seats,
  tricks: t.tricks,
  cardPoints: t.cardPoints,
  announced: t.declared,
  counted: t.counted,
  total: t.total,
});

/** An old `DealScored`'s contract result as the current DealScore (its deal number is `old.deal`). */
export function dealScoreFromOld(old: OldDealScore): DealScore {
  return {
    contract: old.contract,
    contractName: old.contractName,
    trump: old.trump,
    trumpCounts: old.trumpCounts,
    sides: old.sides,
    winningSide: old.winner,
    won: old.won,
    reason: old.reason,
    declaring: tallyUp(old.declaring),
    defending: tallyUp(old.defending),
    baseValue: old.baseValue,
    multipliers: old.multipliers,
    factor: old.factor,
    value: old.value,
    cap: old.cap,
    points: old.points,
    awards: old.awards.map((a) => ({ party: a.scorer, seats: a.seats, points: a.points })),
    tricks: old.tricks,
    openTrick: old.openTrick,
    marriages: old.announcements,
    shown: old.shown,
  };
}

/** The current DealScore as the retired versions recorded it (the same keys in the same order). */
export function oldDealScore(score: DealScore, deal: number): OldDealScore {
  return {
    deal,
    contract: score.contract,
    contractName: score.contractName,
    trump: score.trump,
    trumpCounts: score.trumpCounts,
    sides: score.sides,
    winner: score.winningSide,
    won: score.won,
    reason: score.reason,
    declaring: tallyDown(score.declaring),
    defending: tallyDown(score.defending),
    baseValue: score.baseValue,
    multipliers: score.multipliers,
    factor: score.factor,
    value: score.value,
    cap: score.cap,
    points: score.points,
    awards: score.awards.map((a) => ({ scorer: a.party, seats: a.seats, points: a.points })),
    tricks: score.tricks,
    openTrick: score.openTrick,
    announcements: score.marriages,
    shown: score.shown,
  };
}

/** The DealScore fields of a current `DealScored` (which adds the deal summary and the game's own fields). */
export function dealScoreOf(data: DealScore): DealScore {
  const {
    contract,
    contractName,
    trump,
    trumpCounts,
    sides,
    winningSide,
    won,
    reason,
    declaring,
    defending,
    baseValue,
    multipliers,
    factor,
    value,
    cap,
    points,
    awards,
    tricks,
    openTrick,
    marriages,
    shown,
  } = data;
  return {
    contract,
    contractName,
    trump,
    trumpCounts,
    sides,
    winningSide,
    won,
    reason,
    declaring,
    defending,
    baseValue,
    multipliers,
    factor,
    value,
    cap,
    points,
    awards,
    tricks,
    openTrick,
    marriages,
    shown,
  };
}
