import type { Clock } from '../../src/clock.js';

/** A clock that moves only when told, so deadlines and retries are tested without sleeping. */
export class ManualClock implements Clock {
  private at: number;

  constructor(start = '2026-11-23T08:00:00.000Z') {
    this.at = Date.parse(start);
  }

  now(): Date {
    return new Date(this.at);
  }

  advance(ms: number): void {
    this.at += ms;
  }

  advanceSeconds(seconds: number): void {
    this.advance(seconds * 1000);
  }
}
