/**
 * The tests' own deterministic choices: `chooser(seed)(n)` is an integer in [0, n), the same sequence on every run
 * (mulberry32). Property tests call it millions of times, so it is a few integer operations, not a hash per
 * draw as the service's seededRandom (src/bots/random.ts) is.
 */
export function chooser(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}
