/**
 * Records the events a command produces and keeps the state they lead to, so each rule in `decide` reads the
 * state as it now is. Every game's decide builds its answer on one of these.
 */
export class Tape<S, E> {
  readonly events: E[] = [];

  constructor(
    public state: S,
    private readonly evolve: (state: S, event: E) => S,
  ) {}

  emit(event: E): this {
    this.events.push(event);
    this.state = this.evolve(this.state, event);
    return this;
  }
}
