/** Where the service takes the time from: the system clock, or a test's clock that moves only when told. */
export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol('CLOCK');

export const systemClock: Clock = { now: () => new Date() };
