import { RuleViolation } from '../../core/errors.js';
import { type Command, handleCommand } from '../../core/game.js';
import { shuffledPack } from '../../core/shuffle.js';
import { Tape } from '../../core/tape.js';
import { SCHNAPSEN_PACK } from '../common/cards.js';
import { dealZweier, decideInDeal, zweierDealOf } from './deal.js';
import { other, type ZweierSeat } from './deal-types.js';
import { evolve } from './evolve.js';
import { BUMMERL } from './options.js';
import { matchDealScored } from './match-scoring.js';
import { presetCards } from './preset.js';
import type { SchnapsenAction, SchnapsenEvent, SchnapsenState } from './types.js';
import { refuseStart } from '../../core/match.js';

type MatchTape = Tape<SchnapsenState, SchnapsenEvent>;

/** The seat counts the game is played by (its `Game.players`). */
export const zweierPlayers = { min: 2, max: 2 };

export function decide(command: Command<SchnapsenAction>, state: SchnapsenState): SchnapsenEvent[] {
  return handleCommand(command, {
    start: () => startMatch(state),
    act: (seat, action) => act(state, seat, action),
    forfeit: (seat) => forfeit(state, seat),
  });
}

function startMatch(state: SchnapsenState): SchnapsenEvent[] {
  refuseStart(state, 'Schnapsen', zweierPlayers);
  // The last seat deals first unless the table chose otherwise, so seat 0 leads the first trick.
  const firstDealer: ZweierSeat = state.options.firstDealer ?? 1;
  const tape: MatchTape = new Tape(state, evolve);
  tape.emit({ type: 'MatchStarted', data: { firstDealer, target: BUMMERL } });
  dealNext(tape, firstDealer);
  return tape.events;
}

/** Deal n: the creator's preset for deal n if there is one, else the documented shuffle of the match seed. */
function dealNext(tape: MatchTape, dealer: ZweierSeat): void {
  const { state } = tape;
  const deal = state.dealNumber + 1;
  const preset = state.presets[deal - 1];
  const event =
    preset !== undefined ? zweierDealOf(presetCards(preset), dealer) : dealZweier(shuffledPack(SCHNAPSEN_PACK, state.seed, deal), dealer);
  if (event.type === 'DealDealt') tape.emit({ type: 'DealDealt', data: { ...event.data, deal } });
}

function act(state: SchnapsenState, seat: number, action: SchnapsenAction): SchnapsenEvent[] {
  if (state.phase === 'waiting') throw new RuleViolation('MATCH_NOT_STARTED', 'The match has not started yet.');
  if (state.phase === 'over') throw new RuleViolation('MATCH_OVER', 'The match is over.');
  if (seat !== 0 && seat !== 1) throw new RuleViolation('NOT_YOUR_TURN', `Seat ${String(seat)} is not in this match.`);
  const tape: MatchTape = new Tape(state, evolve);
  for (const event of decideInDeal(state.deal, seat, action))
    tape.emit(event.type === 'DealScored' ? matchDealScored(tape.state, event.data) : event);
  if (tape.state.deal.phase === 'over') afterDeal(tape);
  return tape.events;
}

/** Bummerl taken per seat: the loser of the match takes one. */
const bummerlOf = (winner: ZweierSeat): [number, number] => [winner === 0 ? 0 : 1, winner === 1 ? 0 : 1];

/** The Bummerl is won by the first to count down to 0; otherwise the other player deals next. */
function afterDeal(tape: MatchTape): void {
  const { needed, deal } = tape.state;
  const winner = needed.findIndex((n) => n <= 0);
  if (winner === 0 || winner === 1) {
    tape.emit({ type: 'MatchEnded', data: { winners: [winner], reason: 'bummerl', needed: [...needed], bummerl: bummerlOf(winner) } });
    return;
  }
  dealNext(tape, other(deal.dealer ?? 0));
}

/** Abandonment (docs/schnapsen.md): the match ends at once, the other seat wins the Bummerl; the open deal is not scored. */
function forfeit(state: SchnapsenState, seat: number): SchnapsenEvent[] {
  if (state.phase === 'waiting') throw new RuleViolation('MATCH_NOT_STARTED', 'The match has not started yet.');
  if (state.phase === 'over') throw new RuleViolation('MATCH_OVER', 'The match is over.');
  if (seat !== 0 && seat !== 1)
    throw new RuleViolation('ILLEGAL_ACTION', `Seat ${String(seat)} is not in the match and cannot forfeit it.`);
  const tape: MatchTape = new Tape(state, evolve);
  tape.emit({ type: 'Forfeited', data: { seat } });
  const winner = other(seat);
  tape.emit({ type: 'MatchEnded', data: { winners: [winner], reason: 'forfeit', needed: [...state.needed], bummerl: bummerlOf(winner) } });
  return tape.events;
}
