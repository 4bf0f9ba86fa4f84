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

/**
 * How many folds `rememberingFolds` keeps: more than one command's Tape folds (a card that ends a deal folds the
 * card, the trick, the score and the next deal's first half), so the caller's folds of them all still find them.
 */
const REMEMBERED_FOLDS = 8;

/**
 * `evolve`, remembering its last few folds. A game's decide folds the events it emits on a Tape to read the
 * state they lead to; the caller then applies the very same events to the very same state again (the service
 * and bots, `state = evolve(state, event)` for each returned event). With the folds remembered, that second
 * fold of an event the Tape already folded is a lookup instead of the work again.
 *
 * A fold is found only for the same state object and the same event object. States and events are never changed
 * once made, and evolve is a pure function of them, so the remembered state is the one evolve would make again
 * (the caller shares it with the Tape, as states share their unchanged parts anyway). Like the shuffle's last
 * deal (shuffle.ts), this is a cache of a pure function: nothing outside it can tell.
 */
export function rememberingFolds<S, E>(evolve: (state: S, event: E) => S): (state: S, event: E) => S {
  const before: S[] = [];
  const events: E[] = [];
  const after: S[] = [];
  // The slot the next new fold overwrites once all are taken: the oldest.
  let oldest = 0;
  return (state, event) => {
    for (let i = 0; i < events.length; i++) if (events[i] === event && before[i] === state) return after[i];
    const next = evolve(state, event);
    before[oldest] = state;
    events[oldest] = event;
    after[oldest] = next;
    oldest = (oldest + 1) % REMEMBERED_FOLDS;
    return next;
  };
}
