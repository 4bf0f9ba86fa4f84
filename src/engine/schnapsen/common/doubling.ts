import type { Suit } from '../../core/cards.js';
import { RuleViolation } from '../../core/errors.js';
import type { GameEvent } from '../../core/game.js';
import type { Seat } from '../../core/seats.js';
import type { ContractRecord } from './contracts.js';
import { sideFor, type SideName, type Sides } from './sides.js';

/**
 * Spritzen (Flecken, Schießen): the side against the declarer doubles, the declaring side may redouble
 * (Retour), the other side again (Re): x2, x4, x8 (docs/rules-decisions.md#schnapsen-family-doubling).
 * The declarer or his partner may say Retour, so a partner who sits out speaks for the declaring side.
 */
export const DOUBLINGS = [
  { name: 'spritzen', level: 1, german: 'Spritzen', by: 'defending' },
  { name: 'retour', level: 2, german: 'Retour', by: 'declaring' },
  { name: 're', level: 3, german: 'Re', by: 'defending' },
] as const satisfies readonly { name: string; level: number; german: string; by: SideName }[];

export type DoublingName = (typeof DOUBLINGS)[number]['name'];

export const DOUBLING_NAMES: readonly DoublingName[] = DOUBLINGS.map((d) => d.name);

export const isDoublingName = (value: unknown): value is DoublingName => (DOUBLING_NAMES as readonly unknown[]).includes(value);

/** The German name of each level, as the `Doubled` event carries it (Spritzen, Retour, Re). */
export type DoublingLevelName = (typeof DOUBLINGS)[number]['german'];
export const DOUBLING_LEVEL_NAMES: readonly DoublingLevelName[] = DOUBLINGS.map((d) => d.german);

/** The action of a doubling level (1 Spritzen, 2 Retour, 3 Re), null for anything else. */
export const doublingAt = (level: unknown): (typeof DOUBLINGS)[number] | null => DOUBLINGS.find((d) => d.level === level) ?? null;

/** The action a seat sends when the match asks it to double and it does not (shared name, core/vocabulary.ts). */
export const DECLINE_DOUBLE = 'declineDouble';

export interface DoublingSaid {
  seat: Seat;
  name: DoublingName;
}

/**
 * The doubling round, in turn so that nobody can be cut off by the first card in a game played hours apart:
 * once the contract is final and before the first card, the seats entitled to the doubling that is due speak
 * one after the other (clockwise from the declarer) and say it or pass. A doubling said is answered by the
 * other side's seats in the same way; after Re, or once every entitled seat has passed, the first card is led.
 * What is said stays said ("nicht mehr zurücknehmbar"): the round only ever adds to `said`.
 */
export interface DoublingRound {
  /** The seats of each side in speaking order (the declaring side with a partner who sits out). */
  speakers: Record<SideName, Seat[]>;
  said: DoublingSaid[];
  /** The seats still to answer the doubling that is due, in order; empty once the round is over. */
  toSpeak: Seat[];
}

/** The doubling due after `said` ones (null after Re). */
export const nextDoubling = (said: number) => DOUBLINGS[said] ?? null;

/**
 * Opens the round for a final contract. A contract settled by laying the cards down cannot be doubled (it
 * cannot be lost), so its round is over before it starts.
 */
export function openDoubling(contract: ContractRecord, sides: Sides, players: number): DoublingRound {
  const clockwise = Array.from({ length: players }, (_, step) => (sides.declarer + step) % players);
  const speakers = {
    declaring: clockwise.filter((seat) => sideFor(sides, seat) === 'declaring'),
    defending: clockwise.filter((seat) => sideFor(sides, seat) === 'defending'),
  };
  return { speakers, said: [], toSpeak: contract.goal.kind === 'layDown' ? [] : [...speakers.defending] };
}

export const doublingTurn = (round: DoublingRound | null): Seat | null => round?.toSpeak[0] ?? null;

export const doublingOver = (round: DoublingRound | null): boolean => (round?.toSpeak.length ?? 0) === 0;

/** A doubling was said: the other side's seats answer the next one (nobody after Re). Never throws. */
export function withDoubling(round: DoublingRound, said: DoublingSaid): DoublingRound {
  const done = [...round.said, { seat: said.seat, name: said.name }];
  const next = nextDoubling(done.length);
  return { speakers: copySpeakers(round), said: done, toSpeak: next === null ? [] : [...(round.speakers?.[next.by] ?? [])] };
}

/** A seat declined: the doubling due goes to the next entitled seat. Never throws. */
export const withDoublingDeclined = (round: DoublingRound, seat: Seat): DoublingRound => ({
  speakers: copySpeakers(round),
  said: round.said.map((s) => ({ ...s })),
  toSpeak: (round.toSpeak ?? []).filter((s) => s !== seat),
});

const copySpeakers = (round: DoublingRound): Record<SideName, Seat[]> => ({
  declaring: [...(round.speakers?.declaring ?? [])],
  defending: [...(round.speakers?.defending ?? [])],
});

/** `Doubled`: the seat doubled to `level` (1 Spritzen x2, 2 Retour x4, 3 Re x8); `name` is the level's German name. */
export interface DoubledData {
  seat: Seat;
  level: number;
  name: DoublingLevelName;
}

/** The events of the round (both games emit these). */
export type DoublingEvent = GameEvent<'Doubled', DoubledData> | GameEvent<'DoublingDeclined', { seat: Seat }>;

/** What a `Doubled` event says, as the round keeps it (null for an odd level, which evolve ignores). */
export function doublingSaid(data: { seat: Seat; level: unknown }): DoublingSaid | null {
  const doubling = doublingAt(data.level);
  return doubling === null ? null : { seat: data.seat, name: doubling.name };
}

/**
 * Decides a doubling or declining it in the round. `round` is null while no round is open; `firstCardPlayed`
 * says why (too late rather than too early). Codes: DOUBLING_NOT_ALLOWED, NOT_YOUR_TURN.
 */
export function decideDoubling(
  round: DoublingRound | null,
  seat: Seat,
  said: DoublingName | typeof DECLINE_DOUBLE,
  firstCardPlayed: boolean,
): DoublingEvent {
  if (round === null || doublingOver(round)) {
    const why = firstCardPlayed
      ? 'the first card has been played'
      : 'they are said in turn once the contract is final, before the first card';
    throw new RuleViolation('DOUBLING_NOT_ALLOWED', `No ${said === DECLINE_DOUBLE ? 'doubling round' : said} now: ${why}.`);
  }
  const turn = doublingTurn(round);
  if (seat !== turn)
    throw new RuleViolation('NOT_YOUR_TURN', `It is seat ${turn}'s turn to double or decline, not seat ${String(seat)}'s.`, {
      waitingFor: turn === null ? [] : [turn],
    });
  if (said === DECLINE_DOUBLE) return { type: 'DoublingDeclined', data: { seat } };
  const due = nextDoubling(round.said.length);
  if (due === null || due.name !== said) {
    throw new RuleViolation(
      'DOUBLING_NOT_ALLOWED',
      `No ${said}: seat ${seat} may say ${due?.name ?? 'nothing'} now (Spritzen by the side against the declarer, Retour by the declaring side, Re by the other side again).`,
    );
  }
  return { type: 'Doubled', data: { seat, level: due.level, name: due.german } };
}

/** The seat's choices in the round: the doubling due, or declining it. */
export function legalDoublings(round: DoublingRound | null, seat: Seat): ({ type: DoublingName } | { type: typeof DECLINE_DOUBLE })[] {
  const due = round === null ? null : nextDoubling(round.said.length);
  return due !== null && doublingTurn(round) === seat ? [{ type: due.name }, { type: DECLINE_DOUBLE }] : [];
}

export const doublingFactor = (said: number): number => 2 ** Math.max(0, Math.min(DOUBLINGS.length, said));

/** Herzrunde (option): a deal with Herz as trump counts double, like a Spritzen. */
export const isHerzrunde = (option: boolean, trump: Suit | null): boolean => option && trump === 'H';

/** What every viewer sees of the doublings (they are said aloud): see DoublingViewSchema (schemas.ts). */
export interface DoublingView {
  said: DoubledData[];
  next: DoublingName | null;
  toSpeak: Seat[];
  herzrunde: boolean;
  factor: number;
}

export function doublingView(round: DoublingRound | null, herzrunde: boolean): DoublingView {
  const said = (round?.said ?? []).flatMap((s, index) => {
    const doubling = DOUBLINGS.find((d) => d.name === s.name) ?? DOUBLINGS[index];
    return doubling ? [{ seat: s.seat, level: doubling.level, name: doubling.german }] : [];
  });
  const open = !doublingOver(round);
  return {
    said,
    next: open ? (nextDoubling(said.length)?.name ?? null) : null,
    toSpeak: open ? [...round!.toSpeak] : [],
    herzrunde,
    factor: doublingFactor(said.length) * (herzrunde ? 2 : 1),
  };
}
