import { rankOf as rankOfCard, SUITS, type Card, type Suit } from '../../core/cards.js';
import type { Seat } from '../../core/seats.js';
import type { Claim, SchafkopfState } from '../types.js';
import type { SchafkopfOptions } from './options.js';
import { callableAces, renonceCalls } from './called.js';
import { GAME_TYPES, GAMES, gameAllowed, needsSuit, orderOf, type GameType } from './games.js';

/** Steigern: bids of the winning score in tens from 61 ("70" means 71). */
export const STEIGERN_TARGETS = [61, 71, 81, 91, 101, 111] as const;

const RUF_ORDER = orderOf('rufspiel', null);
const isRufTrump = (card: Card) => RUF_ORDER.suit(card) === 'trump';

const isOberOrUnter = (card: Card): boolean => {
  const rank = rankOfCard(card);
  return rank === 'O' || rank === 'U';
};

/** The seat holding exactly one trump (Rufspiel order) may offer a Hochzeit. */
export function mayOfferHochzeit(state: SchafkopfState, seat: Seat): boolean {
  return state.options.hochzeit && state.hochzeitOffer === null && state.hands[seat].filter(isRufTrump).length === 1;
}

/**
 * The rank of a claim for precedence: the text's ranking, or with Steigern the bid within the Steigern band (then
 * the band's rank and the bid; else the game's rank and 0).
 */
function rankOf(claim: Claim, steigern: boolean): number {
  const record = GAMES[claim.game];
  return steigern && record.steigernBand ? GAMES.farbgeier.rank : record.rank;
}

const bidOf = (claim: Claim, steigern: boolean): number => (steigern && GAMES[claim.game].steigernBand ? claim.target : 0);

/** Seats from Vorhand in announcement order: 0 for Vorhand. */
export const positionOf = (state: SchafkopfState, seat: Seat): number => (seat - (state.dealer ?? 3) + 3) % 4;

/** Does `claim` beat the best claim so far? Equal rank goes to the earlier seat. */
export function beats(state: SchafkopfState, claim: Claim): boolean {
  const best = state.best;
  if (best === null) return true;
  const steigern = state.options.steigern;
  const diff = rankOf(claim, steigern) - rankOf(best, steigern) || bidOf(claim, steigern) - bidOf(best, steigern);
  return diff > 0 || (diff === 0 && positionOf(state, claim.seat) < positionOf(state, best.seat));
}

const isPartnerGame = (game: GameType) => GAMES[game].kind === 'partner';

/**
 * What claimProblem reads of the claimant's hand for a called card: the callable aces and the Renonce calls.
 * legalClaims asks about up to a dozen claims of one hand, so it works these out once (the candidates' checks
 * were the largest part of Schafkopf's self-play time, bench:engine --cpu-prof).
 */
export interface CallFacts {
  aces: readonly Card[];
  renonce: readonly Card[];
}

export function callFactsOf(hand: readonly Card[]): CallFacts {
  const aces = callableAces(hand, RUF_ORDER);
  return { aces, renonce: aces.length > 0 ? [] : renonceCalls(hand, RUF_ORDER) };
}

/** Why `claim` may not be named now, or null if it may. `facts`: the claimant's callFactsOf, if already known. */
export function claimProblem(state: SchafkopfState, claim: Claim, facts?: CallFacts): string | null {
  const { options } = state;
  const record = GAMES[claim.game];
  if (!gameAllowed(claim.game, options)) return `${claim.game} is not played at this table.`;
  const suitNeeded = needsSuit(claim.game);
  if (suitNeeded !== (claim.suit !== null)) return suitNeeded ? `${claim.game} needs a trump suit.` : `${claim.game} takes no suit.`;
  if ((claim.game === 'rufspiel') !== (claim.call !== null))
    return claim.call === null ? 'A Rufspiel needs the called card ("call").' : 'Only a Rufspiel calls a card.';
  if (state.phase === 'schieber') {
    if (claim.game !== 'solo' && claim.game !== 'soloTout') return 'In the Schieberrunde only a Farbsolo (or its Tout) may be played.';
    return claim.target === 61 ? null : 'The Schieberrunde takes no bid.';
  }
  const band = options.steigern && record.steigernBand;
  if (band ? !(STEIGERN_TARGETS as readonly number[]).includes(claim.target) : claim.target !== 61) {
    return band ? 'With Steigern a bid is 61, 71, ... 111.' : 'Only games in the Steigern band take a bid.';
  }
  const hand = state.hands[claim.seat];
  if (state.muss) {
    if (claim.game !== 'rufspiel') return 'The Muss-Spiel is a Rufspiel.';
    // mussCalls: the callable aces, else the Renonce calls.
    const { aces, renonce } = facts ?? callFactsOf(hand);
    const calls = aces.length > 0 ? aces : renonce;
    return calls.includes(claim.call as Card) ? null : `You cannot call ${claim.call} (callable: ${calls.join(', ')}).`;
  }
  if (claim.game === 'rufspiel') {
    const { aces, renonce } = facts ?? callFactsOf(hand);
    const onRenonce = options.renonce && state.best === null && state.contenders.length === 1;
    if (!aces.includes(claim.call as Card) && !(onRenonce && renonce.includes(claim.call as Card))) {
      return aces.length === 0
        ? 'You are gesperrt: you hold the ace of every suit you have, so you cannot call.'
        : `You cannot call ${claim.call}: call an ace you do not hold in a suit you hold (not Herz).`;
    }
  }
  if (claim.game === 'hochzeit') {
    if (state.hochzeitOffer === null || state.hochzeitOffer === claim.seat) return 'Nobody else has offered a Hochzeit.';
    if (!hand.some((card) => !isRufTrump(card))) return 'You cannot marry without a Fehlkarte to give.';
  }
  if (claim.game === 'sie' && hand.filter(isOberOrUnter).length < 8) return 'A Sie needs all Ober and Unter.';
  // "Ich spiele auch" promises a single game; marrying an offered Hochzeit stays open (it was on the table first).
  if (state.auch.includes(claim.seat) && claim.game === 'rufspiel') return '"Ich spiele auch" binds you to a single game.';
  if (!beats(state, claim)) return `Your game does not outrank ${state.best?.game} of seat ${state.best?.seat}.`;
  return null;
}

/** Why `seat` may not say Weiter (withdraw) now, or null. */
export function withdrawProblem(state: SchafkopfState, seat: Seat): string | null {
  if (state.muss) return 'The holder of the Eichel-Ober must play (Muss-Spiel).';
  if (state.best === null && state.contenders.length === 1) return 'Someone must play: you are the last who said "Ich spiele".';
  if (state.auch.includes(seat) && (state.best === null || isPartnerGame(state.best.game)))
    return '"Ich spiele auch" binds you to name your single game.';
  return null;
}

/** Every card a Rufspiel can call: the aces, then on Renonce the tens and the kings (never Herz). */
const CALLS: readonly Card[] = ['EA', 'GA', 'SA', 'E10', 'G10', 'S10', 'EK', 'GK', 'SK'];

/** The candidates of a game type that takes no suit, no call or no bid (shared: legalClaims only reads them). */
const NO_SUIT: readonly null[] = [null];
const NO_CALL: readonly null[] = [null];
const NO_BID: readonly number[] = [61];

/** A game type a table plays, with the suits and bids a claim of it may name (the calls depend on the hand). */
interface GameCandidates {
  game: GameType;
  suits: readonly (Suit | null)[];
  targets: readonly number[];
}

/**
 * The game types a table's options allow, in ranking order, with their suits and bids: the same for every claim of
 * a match, so worked out once per options object (a match's states share theirs) instead of for each of the 15 game
 * types every time a seat names its game.
 */
function candidatesOf(options: SchafkopfOptions): readonly GameCandidates[] {
  let candidates = CANDIDATES.get(options);
  if (candidates === undefined) {
    candidates = GAME_TYPES.filter((game) => game !== 'ramsch' && gameAllowed(game, options)).map((game) => ({
      game,
      suits: needsSuit(game) ? SUITS : NO_SUIT,
      targets: options.steigern && GAMES[game].steigernBand ? STEIGERN_TARGETS : NO_BID,
    }));
    CANDIDATES.set(options, candidates);
  }
  return candidates;
}

const CANDIDATES = new WeakMap<SchafkopfOptions, readonly GameCandidates[]>();

/** Every claim `seat` could name now (the candidates decide checks one by one). */
export function legalClaims(state: SchafkopfState, seat: Seat): Claim[] {
  const claims: Claim[] = [];
  const hand = state.hands[seat];
  // Only a card claimProblem can accept is worth asking about: a callable ace, else one on Renonce (the Muss-Spiel
  // calls from the same two).
  const facts = callFactsOf(hand);
  const possible = facts.aces.length > 0 ? facts.aces : facts.renonce;
  const rufCalls = CALLS.filter((card) => possible.includes(card));
  for (const { game, suits, targets } of candidatesOf(state.options)) {
    const calls: readonly (Card | null)[] = game === 'rufspiel' ? rufCalls : NO_CALL;
    for (const suit of suits)
      for (const call of calls)
        for (const target of targets) {
          const claim: Claim = { seat, game, suit, call, target };
          if (claimProblem(state, claim, facts) === null) claims.push(claim);
        }
  }
  return claims;
}
