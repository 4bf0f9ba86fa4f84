import type { Random } from '../../random.js';
import { cardsIn, popCount } from './cards.js';
import type { Knowledge } from './knowledge.js';

/** One world consistent with what the seat knows: the opponent's hand and the talon (face-down cards in drawing order, then the trump card). */
export interface SampledDeal {
  opponentHand: number;
  talon: number[];
}

/**
 * Deals the unseen cards at random: the opponent gets his known cards plus enough of the unseen cards he may hold
 * (each such set equally likely), the talon the rest in a random order, the face-up trump card last.
 */
export function sampleDeal(knowledge: Knowledge, random: Random): SampledDeal {
  const missing = knowledge.opponentCount - popCount(knowledge.opponentKnown);
  const mayHold = cardsIn(knowledge.unseen & ~knowledge.opponentCannot);
  if (missing < 0 || missing > mayHold.length) {
    throw new Error(`No deal fits what seat ${knowledge.seat} knows: the opponent holds ${knowledge.opponentCount} cards.`);
  }
  shuffleFront(mayHold, missing, random);
  let opponentHand = knowledge.opponentKnown;
  for (let i = 0; i < missing; i++) opponentHand |= 1 << mayHold[i];
  const talon = cardsIn(knowledge.unseen & ~opponentHand);
  shuffleFront(talon, talon.length, random);
  if (knowledge.trumpCard >= 0) talon.push(knowledge.trumpCard);
  return { opponentHand, talon };
}

/** Puts a uniformly random choice of `count` of the items, in random order, at the front (Fisher-Yates). */
function shuffleFront(items: number[], count: number, random: Random): void {
  for (let i = 0; i < count && i < items.length - 1; i++) {
    const j = i + random.int(items.length - i);
    const item = items[i];
    items[i] = items[j];
    items[j] = item;
  }
}
