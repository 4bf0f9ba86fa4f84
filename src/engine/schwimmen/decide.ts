import { parseCard, type Card } from '../core/cards.js';
import { RuleViolation } from '../core/errors.js';
import { type Command, handleCommand } from '../core/game.js';
import type { Seat } from '../core/seats.js';
import { dealNext, endDeal, nextTurn, showFeuer, startTurn, Tape } from './flow.js';
import { isFeuer, isSchnauz } from './rules/hand-value.js';
import { knockForbidden } from './rules/knock.js';
import { seatsInPlay } from './seating.js';
import type { SchwimmenAction, SchwimmenActionType, SchwimmenEvent, SchwimmenState } from './types.js';
import { refuseStart } from '../core/match.js';

const ACTION_TYPES: readonly SchwimmenActionType[] = ['choosePacket', 'swapOne', 'swapAll', 'passTurn', 'knock'];

/** The seat counts the game is played by (its `Game.players`). */
export const schwimmenPlayers = { min: 2, max: 6 };

export function decide(command: Command<SchwimmenAction>, state: SchwimmenState): SchwimmenEvent[] {
  return handleCommand(command, {
    start: () => startMatch(state),
    act: (seat, action) => act(state, seat, action),
    forfeit: (seat) => forfeit(state, seat),
  });
}

function startMatch(state: SchwimmenState): SchwimmenEvent[] {
  refuseStart(state, 'Schwimmen', schwimmenPlayers);
  // The last seat deals first unless the table chose otherwise, so seat 0 plays first.
  const firstDealer = state.options.firstDealer ?? state.players - 1;
  if (firstDealer >= state.players) {
    throw new RuleViolation('INVALID_OPTIONS', `Rule option "firstDealer" must be a seat from 0 to ${state.players - 1}.`);
  }
  const tape = new Tape(state).emit({
    type: 'MatchStarted',
    data: { players: state.players, lives: state.options.lives, firstDealer },
  });
  dealNext(tape, firstDealer);
  return tape.events;
}

/** Abandonment (our rule, docs/schwimmen.md): the seat goes out and every other player still in shares the win. */
function forfeit(state: SchwimmenState, seat: Seat): SchwimmenEvent[] {
  if (state.phase === 'waiting') throw new RuleViolation('MATCH_NOT_STARTED', 'The match has not started yet.');
  if (state.phase === 'over') throw new RuleViolation('MATCH_OVER', 'The match is over.');
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players || state.status[seat] === 'out') {
    throw new RuleViolation('ILLEGAL_ACTION', `Seat ${String(seat)} is not in the match and cannot forfeit it.`);
  }
  const tape = new Tape(state).emit({ type: 'Forfeited', data: { seat } });
  tape.emit({ type: 'MatchEnded', data: { winners: seatsInPlay(tape.state) } });
  return tape.events;
}

function act(state: SchwimmenState, seat: Seat, action: unknown): SchwimmenEvent[] {
  if (state.phase === 'waiting') throw new RuleViolation('MATCH_NOT_STARTED', 'The match has not started yet.');
  if (state.phase === 'over') throw new RuleViolation('MATCH_OVER', 'The match is over.');
  const type = actionType(action);
  if (state.turn !== seat) {
    const whose = state.turn === null ? "nobody's turn" : `seat ${state.turn}'s turn`;
    throw new RuleViolation('NOT_YOUR_TURN', `It is ${whose}, not seat ${String(seat)}'s.`, {
      waitingFor: state.turn === null ? [] : [state.turn],
    });
  }
  const fields = action as Record<string, unknown>;
  if (type === 'choosePacket') return choosePacket(state, seat, fields.keep);
  if (state.phase !== 'playing') {
    throw new RuleViolation('ILLEGAL_ACTION', 'The dealer must first keep or reject the packet he looked at (choosePacket).');
  }
  switch (type) {
    case 'swapOne':
      return swapOne(state, seat, fields.hand, fields.table);
    case 'swapAll':
      return swapAll(state, seat);
    case 'passTurn':
      return passTurn(state, seat);
    case 'knock':
      return knock(state, seat);
  }
}

function actionType(action: unknown): SchwimmenActionType {
  const type = typeof action === 'object' && action !== null ? (action as { type?: unknown }).type : undefined;
  if (!ACTION_TYPES.includes(type as SchwimmenActionType)) {
    // Rules version 1 called passTurn "pass"; in the shared vocabulary "pass" is the auction's pass.
    const hint = type === 'pass' ? ' To swap nothing this turn (schieben), send "passTurn".' : '';
    throw new RuleViolation('INVALID_ACTION', `"${String(type)}" is not a Schwimmen action (${ACTION_TYPES.join(', ')}).${hint}`);
  }
  return type as SchwimmenActionType;
}

/** Dealer's choice: keep the packet he looked at (the other goes face up to the table) or take the other. */
function choosePacket(state: SchwimmenState, seat: Seat, keep: unknown): SchwimmenEvent[] {
  if (state.phase !== 'choosing') {
    throw new RuleViolation('ILLEGAL_ACTION', 'The dealer chooses his packet only right after the deal.');
  }
  if (typeof keep !== 'boolean') throw new RuleViolation('INVALID_ACTION', 'choosePacket needs "keep": true or false.');
  const table = [...((keep ? state.second : state.hands[seat]) ?? [])];
  const tape = new Tape(state).emit({ type: 'PacketChosen', data: { seat, kept: keep ? 'first' : 'second', table } });
  // Feuer in the dealer's chosen hand ends the deal before anybody moves.
  if (isFeuer(tape.state.hands[seat] ?? [])) showFeuer(tape, seat);
  else startTurn(tape);
  return tape.events;
}

function swapOne(state: SchwimmenState, seat: Seat, handField: unknown, tableField: unknown): SchwimmenEvent[] {
  if (handField === undefined || tableField === undefined) {
    throw new RuleViolation('INVALID_ACTION', 'swapOne needs "hand" (your card) and "table" (a table card).');
  }
  const hand = parseCard(handField);
  const table = parseCard(tableField);
  if (!(state.hands[seat] ?? []).includes(hand)) {
    throw new RuleViolation('CARD_NOT_IN_HAND', `${hand} is not in your hand.`, { card: hand });
  }
  if (!state.table.includes(table)) throw new RuleViolation('CARD_NOT_ON_TABLE', `${table} is not on the table.`, { card: table });
  return afterSwap(new Tape(state).emit({ type: 'CardSwapped', data: { seat, hand, table } }), seat);
}

function swapAll(state: SchwimmenState, seat: Seat): SchwimmenEvent[] {
  const data = { seat, hand: [...(state.hands[seat] ?? [])], table: [...state.table] };
  return afterSwap(new Tape(state).emit({ type: 'AllCardsSwapped', data }), seat);
}

/** Feuer shows at once; Schnauz completed by a swap ends the deal too. */
function afterSwap(tape: Tape, seat: Seat): SchwimmenEvent[] {
  const hand: readonly Card[] = tape.state.hands[seat] ?? [];
  if (isFeuer(hand)) showFeuer(tape, seat);
  else if (isSchnauz(hand)) {
    tape.emit({ type: 'SchnauzShown', data: { seat } });
    endDeal(tape, 'schnauz');
  } else nextTurn(tape);
  return tape.events;
}

/** Weiter schieben; a full round of passes replaces the table from the stock, or ends the deal if it cannot. */
function passTurn(state: SchwimmenState, seat: Seat): SchwimmenEvent[] {
  const tape = new Tape(state).emit({ type: 'TurnPassed', data: { seat } });
  const now = tape.state;
  if (now.knockedBy === null && now.passes >= seatsInPlay(now).length) {
    if (now.stock.length < 3) {
      endDeal(tape, 'stockExhausted');
      return tape.events;
    }
    tape.emit({ type: 'TableRefreshed', data: { discarded: [...now.table], table: now.stock.slice(0, 3) } });
  }
  nextTurn(tape);
  return tape.events;
}

/** Klopfen: no swap; every other player has exactly one more turn. */
function knock(state: SchwimmenState, seat: Seat): SchwimmenEvent[] {
  const forbidden = knockForbidden(state);
  if (forbidden !== null) throw new RuleViolation('ILLEGAL_ACTION', forbidden);
  const tape = new Tape(state).emit({ type: 'Knocked', data: { seat } });
  nextTurn(tape);
  return tape.events;
}
