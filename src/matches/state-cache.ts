/**
 * The latest replayed state per match, keyed by version, so serving a view does not cost more as a match
 * grows long. A miss (another instance appended, or eviction) is repaired from the log by the caller.
 */
export class StateCache<S = unknown> {
  private readonly entries = new Map<string, { version: number; state: S }>();

  constructor(private readonly capacity = 5000) {}

  get(matchId: string): { version: number; state: S } | undefined {
    const entry = this.entries.get(matchId);
    if (entry) {
      // Re-insert so the Map's order is least-recently-used first.
      this.entries.delete(matchId);
      this.entries.set(matchId, entry);
    }
    return entry;
  }

  set(matchId: string, version: number, state: S): void {
    const current = this.entries.get(matchId);
    if (current && current.version > version) return;
    this.entries.delete(matchId);
    this.entries.set(matchId, { version, state });
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
  }
}
