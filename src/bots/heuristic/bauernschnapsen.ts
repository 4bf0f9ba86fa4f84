import type { Card } from '../../engine/core/cards.js';
import type { Play } from '../../engine/core/tricks.js';
import { BAUERN_CONTRACTS, BAUERN_SHAPE, contractRank, type GangPrecedence } from '../../engine/schnapsen/common/contracts.js';
import type { BauernAction, BauernView } from '../../engine/schnapsen/bauern/index.js';
import type { Bot } from '../bot.js';
import { chooseCard, roleOf, type TableSense } from './schnapsen-family-play.js';
import { chooseTrumpCall, supports, wantsDoubling, type HandSense } from './schnapsen-family.js';

type Of<T extends BauernAction['type']> = Extract<BauernAction, { type: T }>;

/**
 * Bauernschnapsen by basic strategy, from the seat's view only: call the suit it holds most of (turn up a card
 * with three different suits; three Unter: a redeal, or a Blinder Bettler where played); bid the highest
 * contract its cards make sure of, else pass; double only with a clearly winning hand; declare 40 before 20;
 * play the contract (points: take tricks with points cheaply, schmieren to the partner's trick, else throw low).
 */
export const bauernschnapsenBot: Bot<BauernView, BauernAction> = ({ seat, view, legalActions, random }) => {
  const hand = (view.hand ?? []) as Card[];
  const sense: HandSense = { hand, trump: view.trump, shape: BAUERN_SHAPE, players: 4, hidden: 0, gone: [] };
  switch (view.phase) {
    case 'trumpCall':
      return chooseTrumpCall(hand, legalActions, random);
    case 'bidding': {
      const bids = legalActions.filter((a): a is Of<'bid'> => a.type === 'bid' && supports(BAUERN_CONTRACTS[a.contract], sense));
      const rank = (a: Of<'bid'>) => contractRank(BAUERN_CONTRACTS[a.contract], view.options.gangPrecedence as GangPrecedence);
      const top = Math.max(...bids.map(rank));
      return bids.length > 0 ? random.pick(bids.filter((a) => rank(a) === top)) : pass(legalActions);
    }
    case 'doubling': {
      const contract = view.contract;
      const double = legalActions.find(
        (a): a is Of<'spritzen' | 'retour' | 're'> => a.type === 'spritzen' || a.type === 'retour' || a.type === 're',
      );
      if (!contract || !double) return decline(legalActions);
      const role = roleOf({ seat, ...contract.sides });
      return wantsDoubling(double.type, BAUERN_CONTRACTS[contract.id], role, sense) ? double : decline(legalActions);
    }
    case 'playing':
      return play(seat, view, legalActions, random);
    default:
      // The blind trump call and the cut-or-knock ritual: nothing to judge yet, every choice is a tie.
      return random.pick(legalActions);
  }
};

const pass = (legal: readonly BauernAction[]): BauernAction => legal.find((a) => a.type === 'pass') ?? legal[0];
const decline = (legal: readonly BauernAction[]): BauernAction => legal.find((a) => a.type === 'declineDouble') ?? legal[0];

/** 20/40 whenever it may (40 first), else the card the contract's aim picks. */
function play(seat: number, view: BauernView, legal: readonly BauernAction[], random: Parameters<Bot>[0]['random']): BauernAction {
  const marriages = legal.filter((a): a is Of<'declareMarriage'> => a.type === 'declareMarriage');
  if (marriages.length > 0) return marriages.find((a) => a.suit === view.trump) ?? marriages[0];
  const plays = legal.filter((a): a is Of<'playCard'> => a.type === 'playCard');
  if (!view.contract || plays.length === 0) return legal[0];
  const { sides, id } = view.contract;
  const trick = view.trick as Play[];
  const seen: Card[] = [...view.tricks.flatMap((t) => (t.plays ?? []).map((p) => p.card)), ...trick.map((p) => p.card)];
  const table: TableSense = {
    seat,
    hand: (view.hand ?? []) as Card[],
    trump: view.trump,
    record: BAUERN_CONTRACTS[id],
    declarer: sides.declarer,
    declaring: sides.declaring,
    defending: sides.defending,
    out: sides.out,
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
