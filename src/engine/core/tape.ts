/**
 * Records the events a command produces and keeps the state they lead to, so each rule in `decide` reads the
 * state as it now is. Every game's decide builds its answer on one of these.
 *
 * The state is folded lazily: an event is evolved when `state` is next read, so the last events of a command
 * that no rule reads after (a card that does not complete a trick) are not evolved twice, once here and once
 * by the caller that applies the returned events.
 */
export class Tape<S, E> {
  readonly events: E[] = [];
  private folded: S;
  private applied = 0;

  constructor(
    state: S,
    private readonly evolve: (state: S, event: E) => S,
  ) {
    this.folded = state;
  }

  /** The state after every event emitted so far. */
  get state(): S {
    while (this.applied < this.events.length) this.folded = this.evolve(this.folded, this.events[this.applied++]!);
    return this.folded;
  }

  emit(event: E): this {
    this.events.push(event);
    return this;
  }
}
