import { laterMark, type Mark } from '../bus/notifier.js';

/**
 * The latest replayed state per match, so serving a view does not cost more as a match grows long. Entries
 * only move forward in version; a miss (another instance appended, or eviction) is repaired from the log by
 * the caller. Each entry keeps the notifier's mark taken before it was read (Notifier.unchangedSince tells
 * whether it is still the newest). Least recently used entries go first.
 */
export class StateCache<S extends { version: number }> {
  private readonly entries = new Map<string, { value: S; mark: Mark | null }>();

  constructor(private readonly capacity = 5000) {}

  get(matchId: string): S | undefined {
    return this.entry(matchId)?.value;
  }

  /** The state and the mark it was read under. */
  entry(matchId: string): { value: S; mark: Mark | null } | undefined {
    const entry = this.entries.get(matchId);
    if (entry) {
      // Re-insert so the Map's order is least-recently-used first.
      this.entries.delete(matchId);
      this.entries.set(matchId, entry);
    }
    return entry;
  }

  /** Keeps `value` unless a newer version is cached; of two reads of one version, the later mark stays. */
  set(matchId: string, value: S, mark: Mark | null = null): void {
    const current = this.entries.get(matchId);
    if (current && current.value.version > value.version) return;
    if (current && current.value.version === value.version && mark !== null && current.mark !== null) mark = laterMark(mark, current.mark);
    this.entries.delete(matchId);
    this.entries.set(matchId, { value, mark });
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
  }

  delete(matchId: string): void {
    this.entries.delete(matchId);
  }
}
