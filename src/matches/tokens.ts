/** The snapshot setting (matches/snapshots.ts SnapshotOptions). */
export const SNAPSHOT_OPTIONS = Symbol('SNAPSHOT_OPTIONS');
