import { isCard, parseCard, SUITS, type Card, type Suit } from '../core/cards.js';
import { RuleViolation } from '../core/errors.js';
import { type Command, handleCommand } from '../core/game.js';
import type { Seat } from '../core/seats.js';
import { afterCard, allPassed, closeNaming, dealSecondHalf, endMatch, fixContract, schieberFailed, startDeal, Tape } from './flow.js';
import { claimProblem, mayOfferHochzeit, withdrawProblem } from './rules/announce.js';
import { playableWithCall } from './rules/called.js';
import { isGameType, orderOf } from './rules/games.js';
import { STOSS_LEVELS, stossProblem } from './rules/stoss.js';
import { KLOPFEN, SPRITZEN, SPRITZEN_ACTIONS, type SpritzeAction } from './schemas.js';
import { vorhandOf } from './seating.js';
import type { Claim, SchafkopfAction, SchafkopfActionType, SchafkopfEvent, SchafkopfState } from './types.js';
import { refuseStart } from '../core/match.js';

const ACTION_TYPES: readonly SchafkopfActionType[] = [
  'klopfen',
  'declineDouble',
  'bid',
  'pass',
  'offerHochzeit',
  'nameGame',
  'withdraw',
  'declineSchieber',
  'giveCard',
  'push',
  ...SPRITZEN_ACTIONS,
  'playCard',
  'voteEnd',
];
const RUF_ORDER = orderOf('rufspiel', null);

/** The seat counts the game is played by (its `Game.players`). */
export const schafkopfPlayers = { min: 4, max: 4 };

export function decide(command: Command<SchafkopfAction>, state: SchafkopfState): SchafkopfEvent[] {
  return handleCommand(command, {
    start: () => startMatch(state),
    act: (seat, action) => act(state, seat, action),
    forfeit: (seat) => forfeit(state, seat),
  });
}

function startMatch(state: SchafkopfState): SchafkopfEvent[] {
  refuseStart(state, 'Schafkopf', schafkopfPlayers);
  if (state.options.pack === 'short' && state.options.allPass === 'ramsch') {
    throw new RuleViolation('INVALID_OPTIONS', 'Ramsch is not possible with the kurze Karte (allPass "ramsch" needs pack "long").');
  }
  const firstDealer = state.options.firstDealer ?? 3;
  const tape = new Tape(state).emit({ type: 'MatchStarted', data: { players: 4, firstDealer, deals: state.options.deals } });
  startDeal(tape);
  return tape.events;
}

/** Abandonment (docs/schafkopf.md): the deal in progress is void, the Stock goes back, the other three win. */
function forfeit(state: SchafkopfState, seat: Seat): SchafkopfEvent[] {
  if (state.phase === 'waiting') throw new RuleViolation('MATCH_NOT_STARTED', 'The match has not started yet.');
  if (state.phase === 'over') throw new RuleViolation('MATCH_OVER', 'The match is over.');
  if (!Number.isInteger(seat) || seat < 0 || seat > 3)
    throw new RuleViolation('ILLEGAL_ACTION', `Seat ${String(seat)} is not in the match and cannot forfeit it.`);
  const tape = new Tape(state).emit({ type: 'Forfeited', data: { seat } });
  endMatch(tape, 'forfeit', seat);
  return tape.events;
}

function act(state: SchafkopfState, seat: Seat, action: unknown): SchafkopfEvent[] {
  if (state.phase === 'waiting') throw new RuleViolation('MATCH_NOT_STARTED', 'The match has not started yet.');
  if (state.phase === 'over') throw new RuleViolation('MATCH_OVER', 'The match is over.');
  const type = actionType(action);
  const fields = action as Record<string, unknown>;
  if (!Number.isInteger(seat) || seat < 0 || seat > 3)
    throw new RuleViolation('NOT_YOUR_TURN', `Seat ${String(seat)} does not play in this match.`);
  // Spritzen and the vote to end the session are not bound to the turn.
  if (type === 'voteEnd') return voteEnd(state, seat, fields.end);
  if ((SPRITZEN_ACTIONS as readonly string[]).includes(type)) return spritze(state, seat, type as SpritzeAction);
  if (state.turn !== seat) {
    const whose = state.turn === null ? "nobody's turn" : `seat ${state.turn}'s turn`;
    throw new RuleViolation('NOT_YOUR_TURN', `It is ${whose}, not seat ${seat}'s.`, {
      waitingFor: state.turn === null ? [] : [state.turn],
    });
  }
  const tape = new Tape(state);
  switch (state.phase) {
    case 'doubling':
      doubling(tape, seat, type);
      break;
    case 'announcing':
      announcing(tape, seat, type);
      break;
    case 'naming':
      naming(tape, seat, type, fields);
      break;
    case 'hochzeit':
      giveCard(tape, seat, type, fields);
      break;
    case 'schieber':
      schieber(tape, seat, type, fields);
      break;
    case 'pushing':
      push(tape, seat, type, fields);
      break;
    case 'playing':
      playCard(tape, seat, type, fields);
      break;
    default:
      throw new RuleViolation('ILLEGAL_ACTION', 'Nothing can be done now.');
  }
  return tape.events;
}

function actionType(action: unknown): SchafkopfActionType {
  const type = typeof action === 'object' && action !== null ? (action as { type?: unknown }).type : undefined;
  if (!ACTION_TYPES.includes(type as SchafkopfActionType)) {
    throw new RuleViolation('INVALID_ACTION', `"${String(type)}" is not a Schafkopf action (${ACTION_TYPES.join(', ')}).`);
  }
  return type as SchafkopfActionType;
}

const wrong = (type: string, phase: string, allowed: string): never => {
  throw new RuleViolation('ILLEGAL_ACTION', `"${type}" is not possible now (${phase}: ${allowed}).`);
};

/** Doppeln/Klopfen right after the first half of the cards: each Klopfen doubles the deal on its own (level 1). */
function doubling(tape: Tape, seat: Seat, type: SchafkopfActionType): void {
  if (type === 'klopfen') tape.emit({ type: 'Doubled', data: { seat, level: 1, name: KLOPFEN } });
  else if (type === 'declineDouble') tape.emit({ type: 'DoublingDeclined', data: { seat } });
  else wrong(type, 'Klopfen', 'klopfen or declineDouble');
  if (tape.state.turn === null) dealSecondHalf(tape);
}

/** "Ich spiele" / "Weiter" (or the offer of a Hochzeit) in turn from Vorhand. */
function announcing(tape: Tape, seat: Seat, type: SchafkopfActionType): void {
  const { state } = tape;
  if (type === 'bid') tape.emit({ type: 'BidMade', data: { seat } });
  else if (type === 'pass') tape.emit({ type: 'BidPassed', data: { seat } });
  else if (type === 'offerHochzeit') {
    if (!mayOfferHochzeit(state, seat)) {
      throw new RuleViolation(
        'ILLEGAL_ACTION',
        state.options.hochzeit
          ? 'Only a player with exactly one trump may offer a Hochzeit, once per deal.'
          : 'Hochzeit is not played at this table.',
      );
    }
    const trump = state.hands[seat].find((card) => RUF_ORDER.suit(card) === 'trump') ?? null;
    tape.emit({ type: 'HochzeitOffered', data: { seat, card: state.options.hochzeitOpen ? trump : null } });
  } else wrong(type, 'the announcement', 'bid, pass or offerHochzeit');
  if (tape.state.phase === 'announcing' && tape.state.turn === null) allPassed(tape);
}

function naming(tape: Tape, seat: Seat, type: SchafkopfActionType, fields: Record<string, unknown>): void {
  const { state } = tape;
  if (type === 'withdraw') {
    const problem = withdrawProblem(state, seat);
    if (problem !== null) throw new RuleViolation('ILLEGAL_ACTION', problem);
    tape.emit({ type: 'Withdrew', data: { seat } });
  } else if (type === 'nameGame') {
    const claim = claimOf(seat, fields);
    if (fields.discard !== undefined) throw new RuleViolation('INVALID_ACTION', 'Only Vorhand in a Schieberrunde discards.');
    const problem = claimProblem(state, claim);
    if (problem !== null) throw new RuleViolation('ILLEGAL_ACTION', problem);
    tape.emit({ type: 'GameNamed', data: claim });
  } else wrong(type, 'naming the game', 'nameGame or withdraw');
  if (tape.state.turn === null) closeNaming(tape);
}

function claimOf(seat: Seat, fields: Record<string, unknown>): Claim {
  const { game, suit, call, target } = fields;
  if (!isGameType(game) || game === 'ramsch')
    throw new RuleViolation('INVALID_ACTION', `"${String(game)}" is not a game type that can be announced.`);
  if (suit !== undefined && !SUITS.includes(suit as Suit))
    throw new RuleViolation('INVALID_ACTION', `"${String(suit)}" is not a suit (E, G, H, S).`);
  if (call !== undefined && !isCard(call)) throw new RuleViolation('INVALID_CARD', `"${String(call)}" is not a card code.`);
  if (target !== undefined && !Number.isInteger(target)) throw new RuleViolation('INVALID_ACTION', '"target" must be an integer.');
  return {
    seat,
    game,
    suit: (suit as Suit | undefined) ?? null,
    call: (call as Card | undefined) ?? null,
    target: (target as number | undefined) ?? 61,
  };
}

/** Hochzeit: the groom gives one of his Fehlkarten face down and takes the bride's trump. */
function giveCard(tape: Tape, seat: Seat, type: SchafkopfActionType, fields: Record<string, unknown>): void {
  if (type !== 'giveCard') wrong(type, 'the Hochzeit', 'giveCard');
  const { state } = tape;
  const card = parseCard(fields.card);
  if (!state.hands[seat].includes(card)) throw new RuleViolation('CARD_NOT_IN_HAND', `${card} is not in your hand.`, { card });
  if (RUF_ORDER.suit(card) === 'trump') throw new RuleViolation('ILLEGAL_ACTION', 'You must give a Fehlkarte (no trump).');
  const to = state.contract?.hochzeitOffer ?? 0;
  const trump = state.hands[to].find((c) => RUF_ORDER.suit(c) === 'trump') ?? null;
  tape.emit({ type: 'HochzeitCardGiven', data: { seat, to, card, trump } });
}

/** Schieberrunde: Vorhand discards two and plays a Farbsolo, or hands the two Ober to the dealer, who may play. */
function schieber(tape: Tape, seat: Seat, type: SchafkopfActionType, fields: Record<string, unknown>): void {
  const { state } = tape;
  const vorhand = seat === vorhandOf(state);
  const dealer = state.dealer ?? 3;
  if (type === 'declineSchieber') {
    if (vorhand) tape.emit({ type: 'SchieberDeclined', data: { seat, to: dealer, cards: ['EO', 'GO'] } });
    else {
      tape.emit({ type: 'SchieberDeclined', data: { seat, to: null, cards: [] } });
      schieberFailed(tape);
    }
    return;
  }
  if (type !== 'nameGame') wrong(type, 'the Schieberrunde', 'nameGame or declineSchieber');
  const claim = claimOf(seat, fields);
  const problem = claimProblem(state, claim);
  if (problem !== null) throw new RuleViolation('ILLEGAL_ACTION', problem);
  const discard = vorhand ? twoCards(state, seat, fields.discard, 'discard') : null;
  if (!vorhand && fields.discard !== undefined) throw new RuleViolation('INVALID_ACTION', 'Only Vorhand discards in the Schieberrunde.');
  fixContract(tape, { game: claim.game, declarer: seat, suit: claim.suit, call: null, target: 61, muss: false, hochzeitOffer: null });
  if (discard !== null) tape.emit({ type: 'CardsPushed', data: { seat, to: (seat + 1) % 4, cards: discard } });
}

function push(tape: Tape, seat: Seat, type: SchafkopfActionType, fields: Record<string, unknown>): void {
  if (type !== 'push') wrong(type, 'the Schieberrunde', 'push two cards on');
  const cards = twoCards(tape.state, seat, fields.cards, 'cards');
  tape.emit({ type: 'CardsPushed', data: { seat, to: (seat + 1) % 4, cards } });
}

function twoCards(state: SchafkopfState, seat: Seat, value: unknown, field: string): Card[] {
  if (!Array.isArray(value) || value.length !== 2) throw new RuleViolation('INVALID_ACTION', `"${field}" must be two cards.`);
  const cards = value.map(parseCard);
  if (cards[0] === cards[1]) throw new RuleViolation('INVALID_ACTION', `"${field}" must be two different cards.`);
  for (const card of cards)
    if (!state.hands[seat].includes(card)) throw new RuleViolation('CARD_NOT_IN_HAND', `${card} is not in your hand.`, { card });
  return cards;
}

function playCard(tape: Tape, seat: Seat, type: SchafkopfActionType, fields: Record<string, unknown>): void {
  if (type !== 'playCard') wrong(type, 'the play', 'playCard');
  const { state } = tape;
  const card = parseCard(fields.card);
  const hand = state.hands[seat];
  if (!hand.includes(card)) throw new RuleViolation('CARD_NOT_IN_HAND', `${card} is not in your hand.`, { card });
  const contract = state.contract!;
  const order = orderOf(contract.game, contract.suit);
  const allowed = playableWithCall(hand, state.trick, order, contract.call, state.calledSuitLed, hand.length === 1);
  if (!allowed.includes(card)) throw new RuleViolation('ILLEGAL_ACTION', whyNot(state, card, allowed), { card, playable: allowed });
  tape.emit({ type: 'CardPlayed', data: { seat, card } });
  // Before the fourth card nothing follows (and the tape need not work out the state after this one).
  if (state.trick.length + 1 < 4) return;
  afterCard(tape);
}

function whyNot(state: SchafkopfState, card: Card, allowed: Card[]): string {
  const call = state.contract?.call;
  if (call && allowed.length === 1 && allowed[0] === call) return `The called ${call} must be played the first time its suit is led.`;
  if (call && card === call) return `The called ${call} may not be discarded before its suit has been led, except in the last trick.`;
  if (state.trick.length === 0) return `You may lead the called suit only with ${call} unless you hold four cards of it (davonlaufen).`;
  return `You must follow the led suit (trumps are one suit): play one of ${allowed.join(', ')}.`;
}

/** Spritzen: Stoß, Re, Supra, Resupra, each its own action, legal only as the next level. Not bound to the turn. */
function spritze(state: SchafkopfState, seat: Seat, type: SpritzeAction): SchafkopfEvent[] {
  const level = SPRITZEN_ACTIONS.indexOf(type);
  const next = state.stoss.length;
  if (level !== next) {
    const after =
      next < SPRITZEN_ACTIONS.length ? `the next is ${STOSS_LEVELS[next]} ("${SPRITZEN_ACTIONS[next]}")` : 'Resupra was the last';
    throw new RuleViolation('ILLEGAL_ACTION', `${STOSS_LEVELS[level]} is not the next Spritze: ${after}.`);
  }
  const problem = stossProblem(state, seat);
  if (problem !== null) throw new RuleViolation('ILLEGAL_ACTION', problem);
  return new Tape(state).emit({ type: 'Doubled', data: { seat, level: level + 1, name: SPRITZEN[level] } }).events;
}

/** Open-ended sessions (and early ends): the session ends after the current deal once all four voted. */
function voteEnd(state: SchafkopfState, seat: Seat, end: unknown): SchafkopfEvent[] {
  if (typeof end !== 'boolean') throw new RuleViolation('INVALID_ACTION', 'voteEnd needs "end": true or false.');
  if (state.endVotes.includes(seat) === end) {
    throw new RuleViolation(
      'ILLEGAL_ACTION',
      end ? 'You have already voted to end the session.' : 'You have not voted to end the session.',
    );
  }
  return new Tape(state).emit({ type: 'EndVoted', data: { seat, end } }).events;
}
