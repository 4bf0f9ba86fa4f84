import { parseCard, SUITS, type Suit } from '../../core/cards.js';
import { RuleViolation } from '../../core/errors.js';
import { Tape } from '../../core/tape.js';
import { cardPoints, winningPlay } from '../../core/tricks.js';
import { marriagePoints } from '../common/marriages.js';
import { evolveDeal } from './deal-evolve.js';
import { declarable, claimAllowed, closeForbidden, exchangeForbidden, orderOf, playable, scoreOf, strictPlay } from './deal-rules.js';
import { scoreCardsOut, scoreClaim } from './deal-scoring.js';
import {
  other,
  type Draw,
  type ZweierAction,
  type ZweierActionType,
  type ZweierDeal,
  type ZweierDealEvent,
  type ZweierSeat,
} from './deal-types.js';

const ACTION_TYPES: readonly ZweierActionType[] = ['playCard', 'declareMarriage', 'exchangeTrump', 'closeTalon', 'claimOut'];

type DealTape = Tape<ZweierDeal, ZweierDealEvent>;

/** Decides one action of `seat` in the deal; throws RuleViolation naming the rule it breaks. */
export function decideInDeal(deal: ZweierDeal, seat: ZweierSeat, action: ZweierAction): ZweierDealEvent[] {
  if (deal.phase === 'waiting') throw new RuleViolation('ILLEGAL_ACTION', 'The cards have not been dealt yet.');
  if (deal.phase === 'over') throw new RuleViolation('DEAL_OVER', 'This deal is over.');
  const type = actionType(action);
  if (deal.turn !== seat) {
    throw new RuleViolation('NOT_YOUR_TURN', `It is seat ${String(deal.turn)}'s turn, not seat ${String(seat)}'s.`, {
      waitingFor: deal.turn === null ? [] : [deal.turn],
    });
  }
  const fields = action as unknown as Record<string, unknown>;
  const tape: DealTape = new Tape(deal, evolveDeal);
  switch (type) {
    case 'playCard':
      play(tape, seat, fields.card);
      break;
    case 'declareMarriage':
      declareMarriage(tape, seat, fields.suit);
      break;
    case 'exchangeTrump':
      exchange(tape, seat);
      break;
    case 'closeTalon':
      close(tape, seat);
      break;
    case 'claimOut':
      claim(tape, seat);
      break;
    default: {
      const unknown: never = type;
      throw new RuleViolation('INVALID_ACTION', `"${String(unknown)}" is not an action of Schnapsen.`);
    }
  }
  return tape.events;
}

function actionType(action: unknown): ZweierActionType {
  const type = typeof action === 'object' && action !== null ? (action as { type?: unknown }).type : undefined;
  if (!ACTION_TYPES.includes(type as ZweierActionType)) {
    throw new RuleViolation('INVALID_ACTION', `"${String(type)}" is not an action of Schnapsen (${ACTION_TYPES.join(', ')}).`);
  }
  return type as ZweierActionType;
}

function play(tape: DealTape, seat: ZweierSeat, field: unknown): void {
  if (field === undefined) throw new RuleViolation('INVALID_ACTION', 'playCard needs "card": the card from your hand.');
  const card = parseCard(field);
  const deal = tape.state;
  if (!deal.hands[seat].includes(card)) throw new RuleViolation('CARD_NOT_IN_HAND', `${card} is not in your hand.`, { card });
  if (!playable(deal, seat).includes(card)) {
    if (deal.trick.length === 0) {
      throw new RuleViolation('MUST_LEAD_MARRIAGE', `Having declared the marriage in ${deal.mustLead}, you must lead its König or Ober.`, {
        card,
        playable: playable(deal, seat),
        ...(deal.mustLead === null ? {} : { suit: deal.mustLead }),
      });
    }
    throw new RuleViolation(
      'MUST_FOLLOW',
      `The talon is ${deal.closed ? 'closed' : 'exhausted'}: beat ${deal.trick[0].card} in its suit if you can, else follow lower, else trump (${playable(deal, seat).join(', ')}).`,
      { card, playable: playable(deal, seat) },
    );
  }
  tape.emit({ type: 'CardPlayed', data: { seat, card } });
  if (tape.state.trick.length === 2) completeTrick(tape);
}

/** The trick goes to its winner; both draw (unless the talon is closed or exhausted); the deal ends when the hands are empty. */
function completeTrick(tape: DealTape): void {
  const { trick } = tape.state;
  const winner = winningPlay(trick, orderOf(tape.state)).seat as ZweierSeat;
  const cards = trick.map((play) => play.card);
  tape.emit({ type: 'TrickTaken', data: { seat: winner, cards, points: cardPoints(cards) } });
  const deal = tape.state;
  if (!strictPlay(deal)) {
    const draws: Draw[] = [winner, other(winner)].map((seat, index) => {
      // The last face-down card goes to the trick's winner, the face-up trump card to the other player.
      const fromTalon = deal.talon[index];
      return fromTalon !== undefined ? { seat, card: fromTalon, trumpCard: false } : { seat, card: deal.trumpCard, trumpCard: true };
    });
    tape.emit({ type: 'CardsDrawn', data: { draws } });
  }
  const after = tape.state;
  if (after.hands[0].length === 0 && after.hands[1].length === 0) {
    tape.emit({ type: 'DealScored', data: scoreCardsOut(after) });
  }
}

function declareMarriage(tape: DealTape, seat: ZweierSeat, field: unknown): void {
  if (!(SUITS as readonly unknown[]).includes(field)) {
    throw new RuleViolation('INVALID_ACTION', 'declareMarriage needs "suit": E, G, H or S.');
  }
  const suit = field as Suit;
  const deal = tape.state;
  if (deal.trick.length !== 0 || deal.mustLead !== null) {
    throw new RuleViolation('ILLEGAL_ACTION', 'A marriage is declared only by the player on lead, once, before he leads.');
  }
  if (!declarable(deal, seat).some((m) => m.suit === suit)) {
    throw new RuleViolation('NO_MARRIAGE', `You do not hold König and Ober of ${suit}.`, { suit });
  }
  tape.emit({ type: 'MarriageDeclared', data: { seat, suit, points: marriagePoints(suit, deal.trump) } });
}

function exchange(tape: DealTape, seat: ZweierSeat): void {
  const deal = tape.state;
  const forbidden = exchangeForbidden(deal, seat);
  if (forbidden !== null) throw new RuleViolation('ILLEGAL_ACTION', forbidden);
  tape.emit({ type: 'TrumpExchanged', data: { seat, unter: `${deal.trump!}U`, trumpCard: deal.trumpCard! } });
}

/** Zudrehen: the opponent's state now sets the stakes of the closer's game. */
function close(tape: DealTape, seat: ZweierSeat): void {
  const deal = tape.state;
  const forbidden = closeForbidden(deal, seat);
  if (forbidden !== null) throw new RuleViolation('ILLEGAL_ACTION', forbidden);
  const opponent = scoreOf(deal, other(seat));
  tape.emit({ type: 'TalonClosed', data: { by: seat, opponentPoints: opponent.points, opponentTricks: opponent.tricks } });
}

function claim(tape: DealTape, seat: ZweierSeat): void {
  const deal = tape.state;
  if (!claimAllowed(deal, seat)) {
    throw new RuleViolation('CLAIM_NOT_NOW', 'You may claim 66 only right after winning a trick or declaring a marriage.');
  }
  const result = scoreClaim(deal, seat);
  tape.emit({ type: 'OutClaimed', data: { seat, points: scoreOf(deal, seat).points, correct: result.claim!.correct } });
  tape.emit({ type: 'DealScored', data: result });
}
