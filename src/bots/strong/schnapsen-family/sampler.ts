import { shuffleWith, type Random } from '../../random.js';
import { bit, cardsOf, popCount } from './cards.js';
import type { Knowledge } from './knowledge.js';

/**
 * One deal of the unseen cards consistent with the seat's knowledge: every unknown card goes to a holder allowed
 * to have it, and every holder gets exactly its count. Cards with the fewest possible holders are placed first;
 * each goes to an allowed holder drawn in proportion to the room it has left, backtracking when a card finds no
 * room. Returns a mask per holder (the seat's own cards are not included; the last holder is the dead pile).
 */
export function sampleHolders(knowledge: Knowledge, random: Random): number[] {
  const cards = cardsOf(knowledge.unknown);
  shuffleWith(cards, random);
  cards.sort((a, b) => popCount(knowledge.allowed[a]) - popCount(knowledge.allowed[b]));
  const room = [...knowledge.capacity];
  const holders = room.map(() => 0);
  if (!place(cards, 0, knowledge.allowed, room, holders, random)) {
    throw new Error('No deal of the unseen cards fits what the seat knows.');
  }
  return holders;
}

function place(
  cards: readonly number[],
  at: number,
  allowed: readonly number[],
  room: number[],
  holders: number[],
  random: Random,
): boolean {
  if (at === cards.length) return true;
  const card = cards[at];
  const options: number[] = [];
  for (let holder = 0; holder < room.length; holder++) if (room[holder] > 0 && allowed[card] & bit(holder)) options.push(holder);
  while (options.length > 0) {
    const total = options.reduce((sum, holder) => sum + room[holder], 0);
    let draw = random.int(total);
    let pick = 0;
    while (draw >= room[options[pick]]) draw -= room[options[pick++]];
    const holder = options[pick];
    options.splice(pick, 1);
    room[holder]--;
    holders[holder] |= bit(card);
    if (place(cards, at + 1, allowed, room, holders, random)) return true;
    room[holder]++;
    holders[holder] &= ~bit(card);
  }
  return false;
}

/**
 * Every deal of the unseen cards that fits the knowledge, if there are at most `limit` of them (then the search
 * is exact: each is weighed alike), else null.
 */
export function allHolders(knowledge: Knowledge, limit: number): number[][] | null {
  const cards = cardsOf(knowledge.unknown).sort((a, b) => popCount(knowledge.allowed[a]) - popCount(knowledge.allowed[b]));
  const room = [...knowledge.capacity];
  const holders = room.map(() => 0);
  const found: number[][] = [];
  const walk = (at: number): boolean => {
    if (at === cards.length) {
      found.push([...holders]);
      return found.length <= limit;
    }
    const card = cards[at];
    for (let holder = 0; holder < room.length; holder++) {
      if (room[holder] === 0 || (knowledge.allowed[card] & bit(holder)) === 0) continue;
      room[holder]--;
      holders[holder] |= bit(card);
      const more = walk(at + 1);
      room[holder]++;
      holders[holder] &= ~bit(card);
      if (!more) return false;
    }
    return true;
  };
  return walk(0) ? found : null;
}

/**
 * Up to this many times `samples` deals are searched one by one when that is all of them: that happens only near
 * the end of a deal, where each is solved in a few nodes, and makes the play exact there.
 */
const EXACT_FACTOR = 4;

/** The deals a decision is searched over: all of them when few enough, else `samples` drawn at random. */
export function dealsFor(knowledge: Knowledge, samples: number, random: Random): number[][] {
  return allHolders(knowledge, EXACT_FACTOR * samples) ?? Array.from({ length: samples }, () => sampleHolders(knowledge, random));
}
