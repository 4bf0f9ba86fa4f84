import { SUITS, type Card } from '../engine/core/cards.js';
import type { Action } from '../engine/core/game.js';
import type { Seat } from '../engine/core/seats.js';
import type { Contract, SchafkopfAction, SchafkopfView } from '../engine/schafkopf/index.js';
import { callableAces } from '../engine/schafkopf/rules/called.js';
import { gameAllowed, GAMES, needsSuit, orderOf, type GameType } from '../engine/schafkopf/rules/games.js';
import { packOf } from '../engine/schafkopf/rules/options.js';
import { shuffleWith, type Random } from '../bots/random.js';
import { auctionWeight } from '../bots/strong/schafkopf/auction.js';
import { dealAround } from '../bots/strong/schafkopf/bidding.js';
import { bit, cardOf, cardsOf, gameOrder, indexOf, maskOf, POINTS } from '../bots/strong/schafkopf/cards.js';
import type { Knowledge } from '../bots/strong/schafkopf/knowledge.js';
import { payoffFor } from '../bots/strong/schafkopf/payoff.js';
import { openDeal, sideOf } from '../bots/strong/schafkopf/play.js';
import { CANDIDATES_PER_SAMPLE, drawByWeight } from '../bots/strong/schafkopf/sampler.js';
import { Solver } from '../bots/strong/schafkopf/solver.js';
import { bidAnalysis, type BidPlace } from './bids.js';
import { CENTS } from './sentences.js';
import type { AnalysisBudget, BidAnalysis, BidCandidate, Sentence } from './types.js';

type NameGame = Extract<SchafkopfAction, { type: 'nameGame' }>;

/** How the Schafkopf announcement and naming are valued. */
export const SCHAFKOPF_BIDS_ESTIMATE: Sentence = {
  de: 'Die übrigen Karten `samples`-mal zufällig verteilt, gewichtet nach dem, was die Plätze davor gesagt haben (die Auktionslese des starken Bots); jedes Spiel, das der Platz ansagen konnte, auf jeder Verteilung mit offenen Karten gespielt (Rufspiel, Solo, Wenz, Geier und ihre Farb-Formen: der erste Stich gesucht und der Rest nach Faustregel zu Ende gespielt; Tout und Bettel: bis zum Ende gesucht, weil ein einziger Stich sie entscheidet), sein Mittel in Cent für den Platz. Sie: sicher gewonnen, ohne Suche. Hochzeit: nach dem Tausch gespielt (der Bräutigam gibt seine Fehlkarte mit den wenigsten Augen für den Trumpf der Braut), auf Verteilungen, in denen die Braut genau einen Trumpf hat; das Angebot ist so viel wert, wie die Hochzeit der Braut bringt, wenn der Platz heiratet, dem sie am meisten bringt (nichts, wenn sie keinem etwas bringt). „Ich spiele“ ist so viel wert wie das beste davon; „Weiter“ und Zurückziehen zählen nichts (so rechnet auch der starke Bot).',
  en: 'The other cards dealt `samples` times at random, weighed by what the seats before said (the strong bot\'s auction reading); each game the seat could name played on every deal with all hands open (Rufspiel, Solo, Wenz, Geier and their Farb- kinds: the first trick searched and the rest played out by the rule of thumb; a Tout or Bettel: searched to the end, as it is won or lost by a single trick), its mean cents for the seat. A Sie: won for sure, without search. A Hochzeit: played after the exchange (the groom gives his Fehlkarte with the fewest Augen for the bride\'s trump), on deals in which the bride holds exactly one trump; the offer is worth what the marriage brings the bride when the seat it pays best marries (nothing if it pays none). "Ich spiele" is worth the best of them; "Weiter" and withdrawing are reckoned as nothing (as the strong bot reckons them).',
};

/**
 * The games valued by their first trick and a rule of thumb for the rest, as the strong bot bids; the Hochzeit
 * after the exchange (the groom gives his cheapest Fehlkarte and takes the bride's trump).
 */
const ESTIMATED: ReadonlySet<GameType> = new Set(['rufspiel', 'solo', 'wenz', 'geier', 'farbwenz', 'farbgeier', 'hochzeit']);

/** Tout and Bettel: won or lost by a single trick, so each deal is searched to its end. */
const EXACT: ReadonlySet<GameType> = new Set((Object.keys(GAMES) as GameType[]).filter((game) => GAMES[game].tout || GAMES[game].bettel));

/** The games valued: those above and the Sie, a sure win when held (no search). */
const SEARCHED: ReadonlySet<GameType> = new Set<GameType>([...ESTIMATED, ...EXACT, 'sie']);

const RUF_ORDER = orderOf('rufspiel', null);
const isRufTrump = (card: Card): boolean => RUF_ORDER.suit(card) === 'trump';

/** Positions per game and deal: the first trick searched within them, as the strong bot bids. */
const NODES_PER_GAME = 1_500;

/** Positions per Tout or Bettel and deal: searched to its end; a deal not decided within them is estimated like the others. */
const NODES_PER_EXACT = 20_000;

/** The action a GameNamed event records, as the naming round's legal actions spell it (legal.ts, nameGameOf). */
export function nameGameOf(claim: { game: GameType; suit: string | null; call: Card | null; target: number }): NameGame {
  const body: NameGame = { type: 'nameGame', game: claim.game as NameGame['game'] };
  if (claim.suit !== null) body.suit = claim.suit as NameGame['suit'];
  if (claim.call !== null) body.call = claim.call;
  if (GAMES[claim.game].steigernBand && claim.target !== 61) body.target = claim.target;
  return body;
}

/**
 * An announcement ("Ich spiele" or "Weiter") or a naming valued from the seat's view: its cards, what the seats
 * before it said, the table's options and doublings. null for any other decision.
 */
export function schafkopfBid(
  place: BidPlace,
  seat: Seat,
  action: Action,
  view: SchafkopfView,
  legal: readonly SchafkopfAction[],
  random: Random,
  budget: AnalysisBudget,
): BidAnalysis<SchafkopfAction> | null {
  if (view.phase !== 'announcing' && view.phase !== 'naming') return null;
  const hand = view.hand ?? [];
  const claims =
    view.phase === 'announcing'
      ? possibleClaims(seat, view, hand)
      : legal.filter((a): a is NameGame => a.type === 'nameGame' && SEARCHED.has(a.game) && (a.target ?? 61) === 61);
  const deals = sampledDeals(seat, view, hand, random, budget.samples);
  const means = claims.map((claim) => deals.reduce((sum, hands) => sum + centsOf(seat, view, claim, hands), 0) / deals.length);
  const key = (a: Action) => JSON.stringify(Object.entries(a).sort());
  const meanOf = new Map(claims.map((claim, i) => [key(claim), Math.round(means[i] * 100) / 100]));
  // The vote to end the session is offered beside every decision; it is not part of the bidding.
  const choices = legal.filter((a) => a.type !== 'voteEnd');
  const candidates: BidCandidate<SchafkopfAction>[] = choices.map((a) => {
    switch (a.type) {
      case 'bid':
        return { action: a, value: means.length === 0 ? null : Math.round(Math.max(...means) * 100) / 100 };
      case 'offerHochzeit':
        return {
          action: a,
          value: Math.round((deals.reduce((sum, hands) => sum + offerCents(seat, view, hands), 0) / deals.length) * 100) / 100,
        };
      case 'pass':
      case 'withdraw':
        return { action: a, value: 0 };
      default:
        return { action: a, value: meanOf.get(key(a)) ?? null };
    }
  });
  return bidAnalysis(place, seat, view.phase, action as SchafkopfAction, candidates, deals.length, CENTS, { game: 'schafkopf' });
}

/**
 * The games the seat could name after "Ich spiele" (a Rufspiel only if nobody before said "Ich spiele"; the Sie
 * with all Ober and Unter; the Hochzeit when another seat has offered one and the seat holds a Fehlkarte).
 */
function possibleClaims(seat: Seat, view: SchafkopfView, hand: readonly Card[]): NameGame[] {
  const vorhand = view.vorhand ?? 0;
  const earlier = [0, 1, 2, 3].map((i) => (vorhand + i) % 4).slice(0, (seat - vorhand + 4) % 4);
  const auch = earlier.some((s) => view.declarations[s] === 'bid');
  const claims: NameGame[] = [];
  for (const game of SEARCHED) {
    if (!gameAllowed(game, view.options)) continue;
    if (game === 'sie') {
      if (hand.filter((card) => card.endsWith('O') || card.endsWith('U')).length === 8) claims.push({ type: 'nameGame', game });
    } else if (game === 'hochzeit') {
      // A Hochzeit needs a card that is not trump to give away (docs/rules-decisions.md, "Optional parts").
      const bride = view.hochzeitOffer;
      if (bride !== null && bride !== seat && hand.some((card) => !isRufTrump(card))) claims.push({ type: 'nameGame', game });
    } else if (game === 'rufspiel') {
      if (!auch) for (const call of callableAces(hand, orderOf('rufspiel', null))) claims.push({ type: 'nameGame', game, call });
    } else if (needsSuit(game)) for (const suit of SUITS) claims.push({ type: 'nameGame', game: game as NameGame['game'], suit });
    else claims.push({ type: 'nameGame', game: game as NameGame['game'] });
  }
  return claims;
}

/**
 * `count` deals of the other cards, drawn from more candidates weighed by what the others said when they said
 * anything; after another seat's Hochzeit offer, deals in which the bride holds exactly one trump.
 */
function sampledDeals(seat: Seat, view: SchafkopfView, hand: readonly Card[], random: Random, count: number): number[][] {
  const bride = view.hochzeitOffer;
  if (bride !== null && bride !== seat) return Array.from({ length: count }, () => dealWithBride(seat, bride, view, hand, random));
  const weight = auctionWeight({ seat, pack: maskOf(packOf(view.options)), call: -1, contract: null }, view);
  const candidates = Array.from({ length: weight === null ? count : count * CANDIDATES_PER_SAMPLE }, () =>
    dealAround(seat, view, hand, random),
  );
  return weight === null ? candidates : drawByWeight(candidates, candidates.map(weight), count, random);
}

/** A game as the bidding values it: the Hochzeit's bride (hochzeitOffer) where one is offered. */
export type ValuedClaim = Pick<NameGame, 'game' | 'suit' | 'call' | 'target'>;

/** The cents the seat gets for the named game on one open deal: the first trick searched, the rest by the rule of thumb. */
function centsOf(seat: Seat, view: SchafkopfView, claim: NameGame, hands: number[]): number {
  return claimPayments(seat, claim, view, hands, view.hochzeitOffer)[seat];
}

/**
 * Every seat's cents when `declarer` plays `claim` on one open deal from Vorhand's lead, at the doublings of the
 * view (from before the game is fixed) and the game's own:
 * the first trick searched and the rest by the rule of thumb (a Tout or Bettel searched to its end, a Sie won
 * without search; a Hochzeit with `bride` after the exchange).
 */
export function claimPayments(declarer: Seat, claim: ValuedClaim, view: SchafkopfView, dealt: number[], bride: Seat | null): number[] {
  const suit = claim.suit ?? null;
  const hochzeit = claim.game === 'hochzeit';
  const contract: Contract = {
    game: claim.game,
    declarer,
    suit,
    call: claim.call ?? null,
    target: claim.target ?? 61,
    muss: false,
    hochzeitOffer: hochzeit ? bride : null,
  };
  const hands = hochzeit && bride !== null ? exchanged(dealt, declarer, bride) : dealt;
  const base = {
    contract,
    order: gameOrder(claim.game, suit),
    call: claim.call === undefined || claim.call === null ? -1 : indexOf(claim.call),
    calledSuitLed: false,
    played: [0, 0, 0, 0],
  };
  const side = sideOf({ ...base, seat: declarer }, hands);
  // The game's own doublings, as the scoring adds them once it is fixed: a Tout once, a Sie twice.
  const multiplier = view.multiplier * (GAMES[claim.game].tout ? 2 : claim.game === 'sie' ? 4 : 1);
  const payoffs = [0, 1, 2, 3].map((seat) => payoffFor({ ...base, seat } as Knowledge, { ...view, multiplier }, hands, side));
  const pay = (v: number) => payoffs.map((payoff) => payoff(v));
  if (claim.game === 'sie') return pay(121);
  const deal = openDeal(base, hands, side, [], view.vorhand ?? 0, [0, 0, 0, 0]);
  if (EXACT.has(claim.game)) {
    // Does the declaring side take every trick (Tout: 121), or any trick (Bettel: 0 or more)?
    const at = GAMES[claim.game].tout ? 121 : 0;
    const value = new Solver(deal).value(at - 1, at, NODES_PER_EXACT);
    if (value !== null) return pay(value >= at ? at : at - 1);
  }
  const value = new Solver(deal).value(-1000, 1000, NODES_PER_GAME, 1) ?? new Solver(deal).value(-1000, 1000, Infinity, 0)!;
  return pay(value);
}

/** The hands after the Hochzeit's exchange: the groom gives his cheapest Fehlkarte (fewest Augen) for the bride's trump. */
function exchanged(hands: readonly number[], groom: Seat, bride: Seat): number[] {
  const trump = cardsOf(hands[bride]).find(isRufTrump);
  const plain = cardsOf(hands[groom]).filter((card) => !isRufTrump(card));
  if (trump === undefined || plain.length === 0) return [...hands];
  const gift = plain.reduce((a, b) => (POINTS[indexOf(b)] < POINTS[indexOf(a)] ? b : a));
  const next = [...hands];
  next[groom] = (next[groom] & ~bit(indexOf(gift))) | bit(indexOf(trump));
  next[bride] = (next[bride] & ~bit(indexOf(trump))) | bit(indexOf(gift));
  return next;
}

/**
 * The cents a Hochzeit offer brings the bride on one open deal: each other seat with a Fehlkarte reckoned as a
 * groom, the one the marriage pays best marries if it pays him at all (his cents then the bride's); nobody
 * marrying, the offer is reckoned as nothing, like "Weiter".
 */
function offerCents(bride: Seat, view: SchafkopfView, hands: number[]): number {
  let best: number[] | null = null;
  let groomBest = 0;
  for (let groom = 0; groom < 4; groom++) {
    if (groom === bride || cardsOf(hands[groom]).every(isRufTrump)) continue;
    const payments = claimPayments(groom, { game: 'hochzeit' }, view, hands, bride);
    if (payments[groom] > groomBest) {
      groomBest = payments[groom];
      best = payments;
    }
  }
  return best === null ? 0 : best[bride];
}

/** The other cards dealt at random with the bride holding exactly one trump, as her offer says. */
function dealWithBride(seat: Seat, bride: Seat, view: SchafkopfView, hand: readonly Card[], random: Random): number[] {
  const own = maskOf(hand);
  const unseen = packOf(view.options)
    .filter((card) => !(own & bit(indexOf(card))))
    .map(indexOf);
  const trump = shuffleWith(
    unseen.filter((card) => isRufTrump(cardOf(card))),
    random,
  )[0];
  const plain = shuffleWith(
    unseen.filter((card) => card !== trump && !isRufTrump(cardOf(card))),
    random,
  );
  const hands = [0, 0, 0, 0];
  hands[seat] = own;
  hands[bride] = bit(trump);
  for (let n = 1; n < hand.length; n++) hands[bride] |= bit(plain.pop()!);
  const rest = shuffleWith([...plain, ...unseen.filter((card) => card !== trump && isRufTrump(cardOf(card)))], random);
  for (let s = 0; s < 4; s++) {
    if (s === seat || s === bride) continue;
    for (let n = 0; n < hand.length; n++) hands[s] |= bit(rest.pop()!);
  }
  return hands;
}
