import type { Game, GameEvent } from '../engine/core/game.js';
import type { Seat } from '../engine/core/seats.js';

/**
 * A seat's memory of a match: each game event as the seat saw it when it happened, i.e. redacted for the seat
 * against the state right after it. A trick later turned over stays in it as it was seen being played; what the
 * seat never saw (others' hands, cards passed face down between others) stays hidden.
 *
 * `events` are the match's game events in order (no service events), `initial` the game's initial state.
 */
export function seatLog<S>(game: Game<S>, initial: S, events: readonly GameEvent[], seat: Seat): GameEvent[] {
  const memory = new TableMemory(game, [seat]);
  let state = initial;
  for (const event of events) {
    state = game.evolve(state, event);
    memory.add(event, state);
  }
  return memory.logOf(seat);
}

/** Every listed seat's `seatLog`, built one event at a time by a caller that applies the events itself (self-play). */
export class TableMemory<S> {
  private readonly logs = new Map<Seat, GameEvent[]>();

  constructor(
    private readonly game: Game<S>,
    seats: readonly Seat[],
  ) {
    for (const seat of seats) this.logs.set(seat, []);
  }

  /** Remembers `event`, given the state right after it. */
  add(event: GameEvent, after: S): void {
    for (const [seat, log] of this.logs) log.push(this.game.redact(event, seat, after));
  }

  logOf(seat: Seat): GameEvent[] {
    const log = this.logs.get(seat);
    if (!log) throw new RangeError(`Seat ${seat} is not remembered here.`);
    return log;
  }
}
