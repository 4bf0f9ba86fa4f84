import type { Clock } from '../../src/clock.js';

/**
 * A clock that moves only when told, so deadlines and retries are tested without sleeping. It starts years
 * ahead of the real clock, so services on the real clock (other test files running at the same time on the same
 * PostgreSQL database) never find this clock's deadlines and deliveries due.
 */
export class ManualClock implements Clock {
  private at: number;

  constructor(start = '2040-01-01T08:00:00.000Z') {
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
