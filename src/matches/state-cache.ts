/**
 * The latest replayed state per match, so serving a view does not cost more as a match grows long. Entries
 * only move forward in version; a miss (another instance appended, or eviction) is repaired from the log by
 * the caller. Least recently used entries go first.
 */
export class StateCache<S extends { version: number }> {
  private readonly entries = new Map<string, S>();

  constructor(private readonly capacity = 5000) {}

  get(matchId: string): S | undefined {
    const entry = this.entries.get(matchId);
    if (entry) {
      // Re-insert so the Map's order is least-recently-used first.
      this.entries.delete(matchId);
      this.entries.set(matchId, entry);
    }
    return entry;
  }

  set(matchId: string, entry: S): void {
    const current = this.entries.get(matchId);
    if (current && current.version > entry.version) return;
    this.entries.delete(matchId);
    this.entries.set(matchId, entry);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
  }

  delete(matchId: string): void {
    this.entries.delete(matchId);
  }
}
