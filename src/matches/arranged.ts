import type { DealingMode } from '../persistence/match-repository.js';

/**
 * A deal the creator arranged: with dealing mode "seeded" they chose the seed, with "preset" the cards, so
 * they can know every hand. Every response where a player decides to join or plays says so.
 */
export const ARRANGED_DEAL =
  'True when the creator chose the seed (dealing mode "seeded") or the cards ("preset"): the creator can know every hand of this match. ' +
  'False for a random deal (the default), shuffled from a secret server seed that nobody sees before the match ends.';

export const isArranged = (mode: DealingMode | string): boolean => mode !== 'random';
