import { parseCard, suitOf } from '../../core/cards.js';
import { RuleViolation } from '../../core/errors.js';
import { type Command, handleCommand } from '../../core/game.js';
import type { Seat } from '../../core/seats.js';
import { biddingTurn } from '../common/bidding.js';
import { isContractId } from '../common/contracts.js';
import { DECLINE_DOUBLE, decideDoubling, isDoublingName } from '../common/doubling.js';
import { actionTypeOf, mustBeOnTurn, mustBeRunning } from '../common/guards.js';
import { marriageOf, trickComplete, trickWinner } from '../common/play.js';
import { mustBeDeclarable, mustBePlayable } from '../common/refusals.js';
import { calledSuit, isSuit, mustHoldThreeUnter, turnUpPosition } from '../common/trump-call.js';
import { bidRefusal } from './bids.js';
import { dealIfDue, dealRest, endDealIfDecided, scoreBummerl, settle, settleContract, Tape } from './flow.js';
import { teamOf } from './table.js';
import type { BauernAction, BauernActionType, BauernEvent, BauernState, Team } from './types.js';
import { refuseStart } from '../../core/match.js';

export const ACTION_TYPES: readonly BauernActionType[] = [
  'cut',
  'knockOnPack',
  'callTrump',
  'turnUpTrump',
  'demandRedeal',
  'declareBlinderBettler',
  'bid',
  'pass',
  'spritzen',
  'retour',
  're',
  'declineDouble',
  'declareMarriage',
  'playCard',
];

/** The seat counts the game is played by (its `Game.players`). */
export const bauernPlayers = { min: 4, max: 4 };

export function decide(command: Command<BauernAction>, state: BauernState): BauernEvent[] {
  return handleCommand(command, {
    start: () => startMatch(state),
    act: (seat, action) => act(state, seat, action),
    forfeit: (seat) => forfeit(state, seat),
  });
}

function startMatch(state: BauernState): BauernEvent[] {
  refuseStart(state, 'Bauernschnapsen', bauernPlayers);
  if (state.options.kontraHerrenbauer && !state.options.blindTrump) {
    throw new RuleViolation(
      'INVALID_OPTIONS',
      'Rule option "kontraHerrenbauer" needs "blindTrump": the Kontra-Herrenbauer exists only with Blind-Rufen.',
    );
  }
  // The last seat deals first unless the table chose otherwise, so seat 0 is the first Rufer.
  const firstDealer = state.options.firstDealer ?? 3;
  const tape = new Tape(state).emit({ type: 'MatchStarted', data: { players: 4, firstDealer } });
  dealIfDue(tape);
  return tape.events;
}

/** Abandonment (docs/bauernschnapsen.md): the forfeiting seat's team takes the running Bummerl and loses the match. */
function forfeit(state: BauernState, seat: Seat): BauernEvent[] {
  mustBeRunning(state.phase);
  if (!Number.isInteger(seat) || seat < 0 || seat > 3)
    throw new RuleViolation('ILLEGAL_ACTION', `Seat ${String(seat)} is not in the match and cannot forfeit it.`);
  const tape = new Tape(state).emit({ type: 'Forfeited', data: { seat } });
  scoreBummerl(tape, (1 - teamOf(seat)) as Team, true);
  return tape.events;
}

function act(state: BauernState, seat: Seat, action: unknown): BauernEvent[] {
  mustBeRunning(state.phase);
  const type = actionTypeOf(action, ACTION_TYPES, 'Bauernschnapsen');
  const fields = action as Record<string, unknown>;
  // Said (or declined) in turn in the doubling round; outside it they are refused whoever is on turn.
  if (isDoublingName(type) || type === DECLINE_DOUBLE)
    return [decideDoubling(state.phase === 'doubling' ? state.doubling : null, seat, type, state.phase === 'playing')];
  mustBeOnTurn(state.turn, seat);
  switch (type) {
    case 'cut':
      return cut(state, seat, fields.at);
    case 'knockOnPack':
      return knockOnPack(state, seat);
    case 'callTrump':
      return callTrump(state, seat, fields.suit);
    case 'turnUpTrump':
      return turnUpTrump(state, seat, fields.position);
    case 'demandRedeal':
      return demandRedeal(state, seat);
    case 'declareBlinderBettler':
      return blinderBettler(state, seat);
    case 'bid':
      return bid(state, seat, fields.contract);
    case 'pass':
      return pass(state, seat);
    case 'declareMarriage':
      return declareMarriage(state, seat, fields.suit);
    case 'playCard':
      return play(state, seat, fields.card);
    default:
      throw new RuleViolation('INVALID_ACTION', `"${type}" is not a Bauernschnapsen action.`);
  }
}

function inPhase(state: BauernState, phase: BauernState['phase'], sentence: string): void {
  if (state.phase !== phase) throw new RuleViolation('ILLEGAL_ACTION', sentence);
}

/** Cut-or-knock ritual: lift `at` cards (1 to 19) from the top to the bottom, then the cards are dealt 3+2. */
function cut(state: BauernState, seat: Seat, at: unknown): BauernEvent[] {
  inPhase(state, 'cutting', 'The pack is cut only before the deal, by the player right of the dealer.');
  if (!Number.isInteger(at) || (at as number) < 1 || (at as number) > 19)
    throw new RuleViolation('INVALID_ACTION', 'cut needs "at": how many cards to lift, 1 to 19.');
  const tape = new Tape(state).emit({ type: 'PackCut', data: { seat, at: at as number } });
  dealIfDue(tape);
  return tape.events;
}

/** Knocking on the pack instead of cutting: everyone gets five at once, the Rufer three first to call trump. */
function knockOnPack(state: BauernState, seat: Seat): BauernEvent[] {
  inPhase(state, 'cutting', 'Knocking on the pack happens only before the deal, by the player right of the dealer.');
  const tape = new Tape(state).emit({ type: 'PackKnocked', data: { seat } });
  dealIfDue(tape);
  return tape.events;
}

function callTrump(state: BauernState, seat: Seat, field: unknown): BauernEvent[] {
  const suit = calledSuit(field);
  if (state.phase === 'blindCall') {
    const tape = new Tape(state).emit({ type: 'BlindTrumpCalled', data: { seat, suit, bummerlNumber: state.bummerlNumber } });
    dealIfDue(tape);
    return tape.events;
  }
  inPhase(state, 'trumpCall', 'Trump is called by the Rufer after his first three cards.');
  const tape = new Tape(state).emit({ type: 'TrumpCalled', data: { seat, suit, turnedUp: null } });
  dealRest(tape);
  return tape.events;
}

/** The Rufer turns up one of his two remaining cards for all to see; its suit is trump (docs/rules-decisions.md#schnapsen-family-trump-call). */
function turnUpTrump(state: BauernState, seat: Seat, field: unknown): BauernEvent[] {
  inPhase(state, 'trumpCall', 'A card is turned up for trump only instead of calling trump after three cards.');
  const card = state.pending[seat][turnUpPosition(field, 2)];
  const tape = new Tape(state).emit({ type: 'TrumpCalled', data: { seat, suit: suitOf(card), turnedUp: card } });
  dealRest(tape);
  return tape.events;
}

function threeUnter(state: BauernState, what: string): void {
  inPhase(state, 'trumpCall', `${what} is possible only at the trump call.`);
  mustHoldThreeUnter(state.firstPacket, what);
}

/** Three Unter: the Rufer may demand that the cards be shuffled and dealt again (docs/rules-decisions.md#schnapsen-family-trump-call). */
function demandRedeal(state: BauernState, seat: Seat): BauernEvent[] {
  threeUnter(state, 'A redeal');
  const tape = new Tape(state).emit({ type: 'RedealDemanded', data: { seat, unter: [...state.firstPacket] } });
  dealIfDue(tape);
  return tape.events;
}

/** Blinder Bettler (option): instead of a redeal, a Bettler declared before seeing the last two cards (the Unter stay hidden). */
function blinderBettler(state: BauernState, seat: Seat): BauernEvent[] {
  if (!state.options.blinderBettler)
    throw new RuleViolation('CONTRACT_NOT_OFFERED', 'This table does not play the Blinder Bettler (option "blinderBettler").');
  threeUnter(state, 'A Blinder Bettler');
  const tape = new Tape(state).emit({ type: 'BlinderBettlerDeclared', data: { seat } });
  dealRest(tape);
  settle(tape, 'blinderBettler', seat);
  return tape.events;
}

function bid(state: BauernState, seat: Seat, contract: unknown): BauernEvent[] {
  inPhase(state, 'bidding', 'Contracts are bid after the trump call, before the first card.');
  if (!isContractId(contract)) throw new RuleViolation('INVALID_ACTION', `"${String(contract)}" is not a contract.`);
  const refusal = bidRefusal(state, seat, contract);
  if (refusal) throw new RuleViolation(refusal.code, refusal.sentence);
  const tape = new Tape(state).emit({ type: 'BidMade', data: { seat, contract } });
  if (tape.state.bidding && biddingTurn(tape.state.bidding) === null) settleContract(tape);
  return tape.events;
}

function pass(state: BauernState, seat: Seat): BauernEvent[] {
  inPhase(state, 'bidding', 'Passing ("weiter") is part of the bidding round (in the doubling round: declineDouble).');
  const tape = new Tape(state).emit({ type: 'BidPassed', data: { seat } });
  if (tape.state.bidding && biddingTurn(tape.state.bidding) === null) settleContract(tape);
  return tape.events;
}

/** 20/40: the player on lead declares it, then leads König or Ober of that suit. */
function declareMarriage(state: BauernState, seat: Seat, suit: unknown): BauernEvent[] {
  inPhase(state, 'playing', '20 and 40 are declared while playing (after the doubling round), by the player on lead.');
  if (!isSuit(suit)) throw new RuleViolation('INVALID_ACTION', 'declareMarriage needs "suit": E, G, H or S.');
  const { play, terms } = state;
  if (!play || !terms) throw new RuleViolation('ILLEGAL_ACTION', 'No contract is being played.');
  mustBeDeclarable(play, terms, seat, suit);
  const tape = new Tape(state).emit({ type: 'MarriageDeclared', data: marriageOf(play, terms, seat, suit) });
  endDealIfDecided(tape);
  return tape.events;
}

function play(state: BauernState, seat: Seat, field: unknown): BauernEvent[] {
  inPhase(state, 'playing', 'Cards are played once the contract is settled and the doubling round is over.');
  const card = parseCard(field);
  const { play: running, terms } = state;
  if (!running || !terms) throw new RuleViolation('ILLEGAL_ACTION', 'No contract is being played.');
  mustBePlayable(running, terms, seat, card);
  const tape = new Tape(state).emit({ type: 'CardPlayed', data: { deal: state.deal, trick: running.tricks.length, seat, card } });
  const now = tape.state;
  if (now.play && now.terms && trickComplete(now.play, now.terms)) {
    const winner = trickWinner(now.play, now.terms);
    tape.emit({
      type: 'TrickTaken',
      data: { deal: now.deal, trick: now.play.tricks.length, winner, plays: now.play.trick.map((p) => ({ ...p })) },
    });
  }
  endDealIfDecided(tape);
  return tape.events;
}
