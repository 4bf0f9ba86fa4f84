/** Injection tokens shared by the service's providers. */
export const DATABASE = Symbol('DATABASE');
export { CLOCK } from '../clock.js';
/** The snapshot setting (matches/snapshots.ts SnapshotOptions). */
export const SNAPSHOT_OPTIONS = Symbol('SNAPSHOT_OPTIONS');
