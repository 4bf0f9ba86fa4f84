import { SUITS } from '../../../engine/core/cards.js';
import type { Contract, SchafkopfView } from '../../../engine/schafkopf/index.js';
import { GAMES } from '../../../engine/schafkopf/rules/games.js';
import { baseGame } from '../../heuristic/schafkopf/hand.js';
import { STOSS_MARGIN } from '../../heuristic/schafkopf/index.js';
import { popcount } from './cards.js';
import type { Knowledge } from './knowledge.js';
import { callableSuits, excessOf, hasSingle, ratedGame, tableGames, wouldBid, type TableGames } from './reading.js';

/**
 * How far the other seats are taken to bid like the heuristic bot: a hand whose seat would have said something
 * else keeps this share of the weight, so a seat that bids differently only blurs the picture.
 */
export const OFF_MODEL = 0.15;

/** What the reading needs of the seat's knowledge (knowledge.ts); before the game is named, no contract. */
export type AuctionContext = Pick<Knowledge, 'seat' | 'pack' | 'call'> & { contract: Contract | null };

/** One seat's announcement as a test of its start hand (true: the heuristic bot would have said the same). */
type Check = (hand: number) => boolean;

/**
 * The announcement and the Spritzen read as evidence: per other seat that said "Ich spiele" or "Weiter", whether
 * a start hand fits what the heuristic bot (reading.ts) would have said in its place, and for the declarer whether
 * it fits the game he named (a single game strong enough; a Rufspiel strong enough, no single game, the ace called
 * in his shortest callable suit); per Spritze of another seat, whether the hand has the power the heuristic bot
 * asks for it (heuristic/schafkopf/index.ts, wantsStoss: the game's excess above the level's margin; against a
 * Tout its top trump). Returns the weight of a deal given every seat's start hand, or null when nothing was said
 * that tells anything (nobody else spoke, or a Muss-Spiel decided it).
 */
export function auctionWeight(k: AuctionContext, view: SchafkopfView): ((startHands: readonly number[]) => number) | null {
  const vorhand = view.vorhand;
  if (vorhand === null) return null;
  const games = tableGames(view.options, k.pack);
  const checks: { seat: number; check: Check }[] = [];
  const contract = k.contract;
  for (let i = 0; i < 4; i++) {
    const seat = (vorhand + i) % 4;
    const said = view.declarations[seat];
    if (seat === k.seat || (said !== 'bid' && said !== 'pass')) continue;
    const auch = [...Array(i).keys()].some((j) => view.declarations[(vorhand + j) % 4] === 'bid');
    const bid = said === 'bid';
    const named = contract !== null && seat === contract.declarer && !contract.muss ? namedCheck(contract, k, view, games) : null;
    checks.push({ seat, check: (hand) => wouldBid(hand, games, auch, view.options.renonce) === bid && (named === null || named(hand)) });
  }
  if (contract !== null) {
    const rated = GAMES[contract.game].bettel
      ? null
      : ratedGame(baseGame(contract.game), contract.suit === null ? -1 : SUITS.indexOf(contract.suit), view.options, k.pack);
    view.stoss.forEach(({ seat }, level) => {
      if (seat === k.seat || rated === null || level >= STOSS_MARGIN.length) return;
      if (GAMES[contract.game].tout) {
        const top = rated.trumps[0];
        if (level === 0) checks.push({ seat, check: (hand) => (hand & (1 << top)) !== 0 });
        return;
      }
      checks.push({ seat, check: (hand) => excessOf(hand, rated) >= STOSS_MARGIN[level] });
    });
  }
  if (checks.length === 0) return null;
  return (startHands) => {
    let weight = 1;
    for (const { seat, check } of checks) if (!check(startHands[seat])) weight *= OFF_MODEL;
    return weight;
  };
}

/** Does a start hand fit the game the declarer named, as the heuristic bot names (bidding.ts, nameGame)? */
function namedCheck(contract: Contract, k: AuctionContext, view: SchafkopfView, games: TableGames): Check | null {
  const { game, suit } = contract;
  if (game === 'rufspiel') {
    const ruf = games.rufspiel;
    if (ruf === null || k.call < 0 || view.options.renonce) return null;
    const calledSuit = k.call >> 3;
    return (hand) => {
      if (hasSingle(hand, games) || excessOf(hand, ruf) < 0) return false;
      const suits = callableSuits(hand, ruf.order);
      if (!suits.includes(calledSuit)) return false;
      const length = (s: number) => popcount(hand & ruf.order.suitMask[s]);
      return suits.every((s) => length(s) >= length(calledSuit));
    };
  }
  if (GAMES[game].kind !== 'solo' || GAMES[game].tout) return null;
  const rated = ratedGame(baseGame(game), suit === null ? -1 : SUITS.indexOf(suit), view.options, k.pack);
  return rated === null ? null : (hand) => excessOf(hand, rated) >= 0;
}
