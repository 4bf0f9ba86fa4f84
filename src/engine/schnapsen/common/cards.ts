import { PACKS, type Card, type Rank, type Suit } from '../../core/cards.js';
import { suitTrumpOrder, type CardOrder } from '../../core/tricks.js';

/** The 20-card Schnapsen pack: A 10 K O U in each suit (Ass 11, Zehn 10, König 4, Ober 3, Unter 2 = 120). */
export const SCHNAPSEN_PACK: readonly Card[] = PACKS.schnapsen20;

/** Card order in every contract but the Ass-low ones. */
export const RANKS_NORMAL: readonly Rank[] = ['A', '10', 'K', 'O', 'U'];

/** Zehner- and Assen-contracts (Assenbettler, Zehnergang, Bauernloch): the Ass ranks lowest, below the Unter. */
export const RANKS_ASS_LOW: readonly Rank[] = ['10', 'K', 'O', 'U', 'A'];

/** The card order of a Schnapsen contract: `trump` null when trump does not count (Bettler, Gang, ...). */
export function schnapsenOrder(trump: Suit | null, assLow = false): CardOrder {
  return suitTrumpOrder(trump, assLow ? RANKS_ASS_LOW : RANKS_NORMAL);
}
