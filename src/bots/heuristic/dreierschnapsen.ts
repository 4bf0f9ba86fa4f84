import type { Card } from '../../engine/core/cards.js';
import type { Play } from '../../engine/core/tricks.js';
import {
  contractRank,
  DREIER_CONTRACTS,
  DREIER_SHAPE,
  type ContractId,
  type GangPrecedence,
} from '../../engine/schnapsen/common/contracts.js';
import type { DreierAction, DreierView } from '../../engine/schnapsen/dreier/index.js';
import type { SchnapsenAction } from '../../engine/schnapsen/zweier/index.js';
import type { Bot } from '../bot.js';
import type { Random } from '../random.js';
import { playDeal } from './schnapsen.js';
import { chooseCard, roleOf, type TableSense } from './schnapsen-family-play.js';
import { chooseTrumpCall, discardCost, supports, wantsDoubling, type HandSense } from './schnapsen-family.js';

type Of<T extends DreierAction['type']> = Extract<DreierAction, { type: T }>;

/**
 * Dreierschnapsen by basic strategy, from the seat's view only: the trump call, bids, doublings and play as in
 * Bauernschnapsen (the shared judgement in schnapsen-family); a contract is bid without the talon, and only when
 * the six cards make it sure; in the Normal game the Rufer takes the talon and lays away his cheapest two
 * cards; a play-off deal is played by the Schnapsen-for-two bot.
 */
export const dreierschnapsenBot: Bot<DreierView, DreierAction> = ({ seat, view, legalActions, random }) => {
  const hand = (view.hand ?? []) as Card[];
  switch (view.phase) {
    case 'trumpCall':
      return chooseTrumpCall(hand, legalActions, random);
    case 'bidding':
    case 'ruferRaise':
      return (
        bestContract(
          legalActions.filter((a): a is Of<'bidWithoutTalon'> => a.type === 'bidWithoutTalon'),
          view,
          random,
        ) ?? pass(legalActions)
      );
    case 'raise':
      return (
        bestContract(
          legalActions.filter((a): a is Of<'raise'> => a.type === 'raise'),
          view,
          random,
        ) ?? only(legalActions, 'declineRaise')
      );
    case 'talon':
      return legalActions.find((a) => a.type === 'takeTalon') ?? legalActions[0];
    case 'discard':
      return discard(view, legalActions, random);
    case 'doubling': {
      const double = legalActions.find(
        (a): a is Of<'spritzen' | 'retour' | 're'> => a.type === 'spritzen' || a.type === 'retour' || a.type === 're',
      );
      if (!view.contract || !double) return only(legalActions, 'declineDouble');
      const role = roleOf({ seat, declarer: view.contract.declarer, declaring: [view.contract.declarer], out: [] });
      return wantsDoubling(double.type, DREIER_CONTRACTS[view.contract.id], role, senseOf(view))
        ? double
        : only(legalActions, 'declineDouble');
    }
    case 'playing':
      return play(seat, view, legalActions, random);
    case 'playoff':
      return playoff(seat, view, legalActions, random);
    default:
      // The cut-or-knock ritual: every choice is a tie.
      return random.pick(legalActions);
  }
};

const pass = (legal: readonly DreierAction[]): DreierAction => only(legal, 'pass');
const only = (legal: readonly DreierAction[], type: DreierAction['type']): DreierAction => legal.find((a) => a.type === type) ?? legal[0];

/**
 * The seat's cards and what it knows lies outside every hand: an untouched talon is unseen (2), its own
 * discards are known, a talon someone else took is two unseen discards.
 */
function senseOf(view: DreierView): HandSense {
  const gone = (view.ownDiscards ?? []) as Card[];
  const hidden = view.talonCount > 0 ? view.talonCount : gone.length > 0 ? 0 : 2;
  return { hand: (view.hand ?? []) as Card[], trump: view.trump, shape: DREIER_SHAPE, players: 3, hidden, gone };
}

/** The highest-ranked of the offered contracts the hand makes sure of (equal ranks are a tie), or null. */
function bestContract<A extends { contract: ContractId }>(offered: A[], view: DreierView, random: Random): A | null {
  const sense = senseOf(view);
  const sure = offered.filter((a) => supports(DREIER_CONTRACTS[a.contract], sense));
  if (sure.length === 0) return null;
  const rank = (a: A) => contractRank(DREIER_CONTRACTS[a.contract], view.options.gangPrecedence as GangPrecedence);
  const top = Math.max(...sure.map(rank));
  return random.pick(sure.filter((a) => rank(a) === top));
}

/** Lays away the legal pair that costs least for the contract (the highest cards in a Bettler). */
function discard(view: DreierView, legal: readonly DreierAction[], random: Random): DreierAction {
  const pairs = legal.filter((a): a is Of<'discard'> => a.type === 'discard');
  if (pairs.length === 0) return legal[0];
  const hand = (view.hand ?? []) as Card[];
  const record = DREIER_CONTRACTS[view.contract?.id ?? 'normal'];
  const cost = (a: Of<'discard'>) => a.cards.reduce((sum, card) => sum + discardCost(card, hand, record, view.trump), 0);
  const least = Math.min(...pairs.map(cost));
  return random.pick(pairs.filter((a) => cost(a) === least));
}

/** 20/40 whenever it may (40 first), else the card the contract's aim picks: the declarer alone against two. */
function play(seat: number, view: DreierView, legal: readonly DreierAction[], random: Random): DreierAction {
  const marriages = legal.filter((a): a is Of<'declareMarriage'> => a.type === 'declareMarriage');
  if (marriages.length > 0) return marriages.find((a) => a.suit === view.trump) ?? marriages[0];
  const plays = legal.filter((a): a is Of<'playCard'> => a.type === 'playCard');
  if (!view.contract || plays.length === 0) return legal[0];
  const declarer = view.contract.declarer;
  const trick = view.trick as Play[];
  const seen: Card[] = [
    ...view.tricks.flatMap((t) => (t.plays ?? []).map((p) => p.card)),
    ...trick.map((p) => p.card),
    ...((view.ownDiscards ?? []) as Card[]),
  ];
  const table: TableSense = {
    seat,
    hand: (view.hand ?? []) as Card[],
    trump: view.trump,
    record: DREIER_CONTRACTS[view.contract.id],
    declarer,
    declaring: [declarer],
    defending: [0, 1, 2].filter((s) => s !== declarer),
    out: [],
    trick,
    seen,
  };
  const card = chooseCard(
    table,
    plays.map((a) => a.card),
    random,
  );
  return plays.find((a) => a.card === card) ?? plays[0];
}

/**
 * The play-off is one deal of Schnapsen for two over local seats, with the same action names: Schnapsen for two's
 * bot plays it from the play-off's view (its hand and trick from the envelope, mapped to the local seats).
 */
function playoff(seat: number, view: DreierView, legal: readonly DreierAction[], random: Random): DreierAction {
  const off = view.playoff;
  const local = off ? off.seats.indexOf(seat) : -1;
  if (!off || local < 0) return legal[0];
  const trick = view.trick.map((p) => ({ seat: off.seats.indexOf(p.seat), card: p.card as Card }));
  return playDeal(local, { ...off, hand: (view.hand ?? []) as Card[], trick }, legal as readonly SchnapsenAction[], random) as DreierAction;
}
