// Must not compile: every line marked "wrong" passes one game's action (or event) where another game's is required.
import type { components } from '../../../packages/client/src/index.js';
import { chooseSchafkopf, type SchwimmenAction } from './two-games.js';

const swap: SchwimmenAction = { type: 'swapAll' };
export const asSchafkopf: components['schemas']['SchafkopfAction'] = swap; // wrong
export const chosen = chooseSchafkopf([{ type: 'swapAll' }]); // wrong
export const literal: components['schemas']['SchafkopfAction'] = { type: 'knock' }; // wrong

export function schwimmenAsSchafkopf(page: components['schemas']['EventsPageDto']): components['schemas']['SchafkopfEventRecord'][] {
  if (page.game !== 'schwimmen') return [];
  return page.items; // wrong
}

export const schafkopfOptionsForSchwimmen: components['schemas']['CreateMatchDto'] = { game: 'schwimmen', seats: 2, options: { deals: 8 } }; // wrong
