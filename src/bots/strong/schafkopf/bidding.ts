import { SUITS, type Card } from '../../../engine/core/cards.js';
import type { Seat } from '../../../engine/core/seats.js';
import type { Contract, SchafkopfAction, SchafkopfView } from '../../../engine/schafkopf/index.js';
import { callableAces } from '../../../engine/schafkopf/rules/called.js';
import { gameAllowed, GAMES, needsSuit, orderOf, type GameType } from '../../../engine/schafkopf/rules/games.js';
import { packOf } from '../../../engine/schafkopf/rules/options.js';
import { announcement, claimTier } from '../../heuristic/schafkopf/bidding.js';
import { excessFor } from '../../heuristic/schafkopf/hand.js';
import type { BotInput, SearchBudget } from '../../bot.js';
import { shuffleWith, type Random } from '../../random.js';
import { auctionWeight } from './auction.js';
import { bit, gameOrder, indexOf, maskOf, popcount } from './cards.js';
import type { Knowledge } from './knowledge.js';
import { payoffFor } from './payoff.js';
import { openDeal, sideOf, type Peek } from './play.js';
import { CANDIDATES_PER_SAMPLE, drawByWeight } from './sampler.js';
import { Solver } from './solver.js';

type NameGame = Extract<SchafkopfAction, { type: 'nameGame' }>;
type Input = BotInput<SchafkopfView, SchafkopfAction>;

/**
 * The games the bidding searches; each single game's Tout is searched beside it (bestOf). Bettel, Sie, Hochzeit
 * and a sure Tout are left to the heuristic bot's sure-hand rules.
 */
const SEARCHED: ReadonlySet<GameType> = new Set(['rufspiel', 'solo', 'wenz', 'geier', 'farbwenz', 'farbgeier']);
/** At most this many candidate games are searched: those the heuristic bot's hand reading rates best. */
const CANDIDATES = 3;
/** A candidate rated this far below what the heuristic bot asks for a game is not worth a search. */
const WORTH_A_LOOK = -8;
/**
 * The mean cents a game must promise over the samples to be announced. Below nothing: saying Weiter is not worth
 * nothing, another seat may then play its game against this one (against the heuristic bot, 1 strong vs 3
 * heuristic, -25 measured better than 0 and +15).
 */
export const BID_MARGIN = -25;
/**
 * Cents added to a single game's (Solo, Wenz, ...) mean over the samples before the games are compared and the
 * margin applied. Its tariff is paid three times, and the strong bot plays it against defenders who play by rule
 * of thumb; the samples' open hands rate the defence as perfect. Against the heuristic bot, single games it
 * announced with this bonus (about 7 in 10 won) still brought far more than the Rufspiel or Weiter instead.
 */
export const SINGLE_BONUS = 70;
/** The heuristic bot's tier of a sure Tout or a Sie (bidding.ts, claimTier): it names those itself. */
const SURE_TIER = 4;

/**
 * The announcement and the naming by search: the candidate games (the few the hand reading rates best) are each
 * played out on the same sampled deals of the other 24 cards (half the budget's samples, each searched one trick
 * deep and played out by the rule of thumb beyond, at most a quarter of the budget's positions) and the mean cents
 * for the seat, a single game's raised by SINGLE_BONUS, decide: "Ich spiele" and the game with the most, if that
 * is more than BID_MARGIN; "Weiter" and withdrawing otherwise. null: the heuristic bot decides (a Hochzeit
 * offer, a sure Tout or Sie, or nothing to search).
 */
export function chooseBid(input: Input, budget: SearchBudget, peek?: Peek): SchafkopfAction | null {
  const { seat, view, legalActions, random } = input;
  const hand = view.hand ?? [];
  if (view.phase === 'announcing') {
    const bid = legalActions.find((a) => a.type === 'bid');
    const pass = legalActions.find((a) => a.type === 'pass');
    if (bid === undefined || pass === undefined || announcement(seat, view, hand) === 'offerHochzeit') return null;
    const claims = possibleClaims(seat, view, hand);
    if (claims.some((claim) => claimTier(seat, view, hand, claim)[0] >= SURE_TIER)) return bid;
    const best = bestOf(seat, view, hand, promising(seat, view, hand, claims, peek !== undefined), random, budget, null, peek);
    return best !== null && best.cents > BID_MARGIN ? bid : pass;
  }
  if (view.phase !== 'naming') return null;
  const claims = legalActions.filter((a): a is NameGame => a.type === 'nameGame');
  if (claims.some((claim) => claimTier(seat, view, hand, claim)[0] >= SURE_TIER)) return null;
  const best = bestOf(seat, view, hand, promising(seat, view, hand, claims, peek !== undefined), random, budget, legalActions, peek);
  if (best === null) return null;
  const withdraw = legalActions.find((a) => a.type === 'withdraw');
  return best.cents <= BID_MARGIN && withdraw !== undefined ? withdraw : best.claim;
}

/**
 * The searched games the seat could name after "Ich spiele": a Rufspiel on each callable ace unless someone before
 * has said "Ich spiele" (then "Ich spiele auch" binds to a single game), and each single game the table plays.
 */
function possibleClaims(seat: Seat, view: SchafkopfView, hand: readonly Card[]): NameGame[] {
  const vorhand = view.vorhand ?? 0;
  const earlier = [0, 1, 2, 3].map((i) => (vorhand + i) % 4).slice(0, (seat - vorhand + 4) % 4);
  const auch = earlier.some((s) => view.declarations[s] === 'bid');
  const claims: NameGame[] = [];
  for (const game of SEARCHED) {
    if (!gameAllowed(game, view.options)) continue;
    if (game === 'rufspiel') {
      if (!auch) for (const call of callableAces(hand, orderOf('rufspiel', null))) claims.push({ type: 'nameGame', game, call });
    } else if (needsSuit(game)) for (const suit of SUITS) claims.push({ type: 'nameGame', game: game as NameGame['game'], suit });
    else claims.push({ type: 'nameGame', game: game as NameGame['game'] });
  }
  return claims;
}

/**
 * The searched claims worth a search: of each game type the one the heuristic bot rates best (its suit, or the
 * ace it would call), then the best rated types, at most CANDIDATES; `every` type, however rated, with a peek at
 * the true deal (which cannot flatter the best of many).
 */
function promising(seat: Seat, view: SchafkopfView, hand: readonly Card[], claims: readonly NameGame[], every = false): NameGame[] {
  const byType = new Map<GameType, { claim: NameGame; key: number[] }>();
  for (const claim of claims) {
    if (!SEARCHED.has(claim.game) || (claim.target ?? 61) !== 61) continue;
    const key = claimTier(seat, view, hand, claim).slice(1);
    const held = byType.get(claim.game);
    if (held === undefined || compare(key, held.key) > 0) byType.set(claim.game, { claim, key });
  }
  const rated = [...byType.values()]
    .map(({ claim }) => ({ claim, excess: excessFor(hand, claim.game, claim.suit ?? null, view.options) }))
    .filter(({ excess }) => every || excess >= WORTH_A_LOOK);
  rated.sort((a, b) => b.excess - a.excess);
  return rated.slice(0, every ? rated.length : CANDIDATES).map(({ claim }) => claim);
}

const compare = (a: readonly number[], b: readonly number[]): number => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
};

/**
 * The candidate with the most mean cents over the sampled deals (the same deals for every candidate; a single
 * game's raised by SINGLE_BONUS); each single game's Tout, where the table plays Tout (and, when naming, it may be
 * named), is a candidate too. `legal`: the legal actions when naming, null when announcing; `peek`: the true deal
 * instead of samples (play.ts, Peek).
 */
function bestOf(
  seat: Seat,
  view: SchafkopfView,
  hand: readonly Card[],
  claims: readonly NameGame[],
  random: Random,
  budget: SearchBudget,
  legal: readonly SchafkopfAction[] | null,
  peek: Peek | undefined,
): { claim: NameGame; cents: number } | null {
  if (claims.length === 0) return null;
  const deals = peek ? [peek()] : sampledAround(seat, view, hand, random, budget);
  let best: { claim: NameGame; cents: number } | null = null;
  for (const claim of [...claims, ...claims.flatMap((claim) => toutOf(claim, view, legal))]) {
    const mean = deals.reduce((sum, hands) => sum + centsOf(seat, view, claim, hands, budget.nodes / 4), 0) / deals.length;
    const cents = mean + (GAMES[claim.game].kind === 'solo' ? SINGLE_BONUS : 0);
    if (best === null || cents > best.cents) best = { claim, cents };
  }
  return best;
}

/**
 * Half the budget's samples of the other cards, dealt at random; when other seats have spoken, drawn from more
 * candidates weighed by what they said (auction.ts).
 */
function sampledAround(seat: Seat, view: SchafkopfView, hand: readonly Card[], random: Random, budget: SearchBudget): number[][] {
  const count = Math.max(1, Math.ceil(budget.samples / 2));
  const weight = auctionWeight({ seat, pack: maskOf(packOf(view.options)), call: -1, contract: null }, view);
  const candidates = Array.from({ length: weight === null ? count : count * CANDIDATES_PER_SAMPLE }, () =>
    dealAround(seat, view, hand, random),
  );
  return weight === null ? candidates : drawByWeight(candidates, candidates.map(weight), count, random);
}

/** The Tout of a single game, if the table plays it and (when naming: `legal` given) it may be named now. */
function toutOf(claim: NameGame, view: SchafkopfView, legal: readonly SchafkopfAction[] | null): NameGame[] {
  const game = `${claim.game}Tout`;
  if (GAMES[claim.game].kind !== 'solo' || !(game in GAMES) || !gameAllowed(game as GameType, view.options)) return [];
  const tout: NameGame = { ...claim, game: game as NameGame['game'] };
  const suit = claim.suit ?? null;
  if (legal !== null && !legal.some((a) => a.type === 'nameGame' && a.game === tout.game && (a.suit ?? null) === suit)) return [];
  return [tout];
}

/**
 * The cards of the pack not in `hand` dealt at random, seat by seat, until every seat holds a quarter of the pack:
 * with a whole hand the other 24 (kurze Karte: 18) cards to the other three seats; with the first half of a hand
 * (before Klopfen) the seat's own second half too.
 */
export function dealAround(seat: Seat, view: SchafkopfView, hand: readonly Card[], random: Random): number[] {
  const own = maskOf(hand);
  const pack = packOf(view.options);
  const rest = shuffleWith(
    pack.map(indexOf).filter((card) => !(own & bit(card))),
    random,
  );
  const hands = [0, 0, 0, 0];
  hands[seat] = own;
  let next = 0;
  for (let s = 0; s < 4; s++) while (popcount(hands[s]) < pack.length / 4) hands[s] |= bit(rest[next++]);
  return hands;
}

/**
 * The cents the seat gets for the claimed game on one open deal, searched one trick deep; a Tout asks the search
 * whether the declarer takes every trick (four times the positions), and is played out by the rule of thumb if
 * that does not fit.
 */
function centsOf(seat: Seat, view: SchafkopfView, claim: NameGame, hands: number[], nodes: number): number {
  const suit = claim.suit ?? null;
  const contract: Contract = {
    game: claim.game,
    declarer: seat,
    suit,
    call: claim.call ?? null,
    target: claim.target ?? 61,
    muss: false,
    hochzeitOffer: null,
  };
  const k = {
    seat,
    contract,
    order: gameOrder(claim.game, suit),
    call: claim.call === undefined ? -1 : indexOf(claim.call),
    calledSuitLed: false,
    played: [0, 0, 0, 0],
  } satisfies Partial<Knowledge>;
  const side = sideOf(k, hands);
  const multiplier = view.multiplier * (GAMES[claim.game].tout ? 2 : 1);
  const deal = openDeal(k, hands, side, [], view.vorhand ?? 0, [0, 0, 0, 0]);
  if (GAMES[claim.game].tout) {
    const every = new Solver(deal).atLeast(121, nodes * 4);
    if (every !== null) return payoffFor(k as Knowledge, { ...view, multiplier }, hands, side)(every ? 121 : 0);
  }
  // The first trick searched if it fits the positions, else the whole deal played out by the rule of thumb.
  const value = new Solver(deal).value(-1000, 1000, nodes, 1) ?? new Solver(deal).value(-1000, 1000, Infinity, 0)!;
  return payoffFor(k as Knowledge, { ...view, multiplier }, hands, side)(value);
}
