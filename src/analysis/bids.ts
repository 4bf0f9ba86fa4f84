import type { Action } from '../engine/core/game.js';
import { actionWords, type UnitWords, type WordsContext } from './sentences.js';
import type { BidAnalysis, BidCandidate, Sentence } from './types.js';

/** Two actions are the same decision: same type and the same arguments. */
export const sameAction = (a: Action, b: Action): boolean =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/** Where a bidding decision is: its position among the deal's bidding decisions and its event's number in the stream. */
export interface BidPlace {
  index: number;
  sequence: number;
}

/** A sampled loss below this share of the deal's unit is noise, not a verdict. */
const NOTICEABLE = 0.25;

/**
 * A bidding decision from its valued candidates (the chosen action among them): the best first, those without a
 * value last, the loss of the choice against the best, and a sentence when the loss is noticeable.
 */
export function bidAnalysis<A extends Action>(
  { index, sequence }: BidPlace,
  seat: number,
  phase: string,
  action: A,
  candidates: BidCandidate<A>[],
  samples: number,
  unit: UnitWords,
  context: WordsContext,
): BidAnalysis<A> {
  const sorted = [...candidates].sort((a, b) => (b.value ?? -Infinity) - (a.value ?? -Infinity));
  const chosen = sorted.find((c) => sameAction(c.action, action));
  if (chosen === undefined) throw new Error(`Seat ${seat}'s ${action.type} is not among the candidates of its bidding decision.`);
  const best = sorted[0];
  const loss = chosen.value === null || best.value === null ? 0 : Math.max(0, best.value - chosen.value);
  const rounded = Math.round(loss * 100) / 100;
  return {
    index,
    sequence,
    seat,
    phase,
    action,
    exact: false,
    samples,
    candidates: sorted,
    best: best.action,
    value: chosen.value,
    bestValue: best.value,
    loss: rounded,
    text: rounded >= NOTICEABLE ? bidSentence(seat, action, best.action, rounded, unit, context) : null,
  };
}

function bidSentence(seat: number, action: Action, best: Action, loss: number, unit: UnitWords, context: WordsContext): Sentence {
  const words = (n: number, w: [string, string], locale: string) => `${n.toLocaleString(locale)} ${n === 1 ? w[0] : w[1]}`;
  return {
    de: `Ansagen: Platz ${seat + 1} wählte ${actionWords(action, 'de', context, 'accusative')}; ${actionWords(best, 'de', context)} hätte im Mittel der Stichproben ${words(loss, unit.de, 'de-DE')} mehr versprochen (geschätzt).`,
    en: `Bidding: seat ${seat + 1} chose ${actionWords(action, 'en', context)}; ${actionWords(best, 'en', context)} promised ${words(loss, unit.en, 'en-GB')} more on average over the samples (estimated).`,
  };
}
