import { describe, expect, it } from '@jest/globals';
import { BackgroundPasses } from '../../src/ops/background-passes.js';

/** A pass that waits until the test lets it end, counting how many ran and how many at once. */
function gatedPasses(fail = false) {
  const log: string[] = [];
  let release: () => void = () => undefined;
  let active = 0;
  let most = 0;
  const errors: string[] = [];
  const passes = new BackgroundPasses(
    async () => {
      active++;
      most = Math.max(most, active);
      log.push('start');
      await new Promise<void>((resolve) => (release = resolve));
      active--;
      log.push('end');
      if (fail) throw new Error('the pass failed');
    },
    { error: (message) => errors.push(message) },
  );
  return { passes, log, errors, release: () => release(), most: () => most };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('background passes', () => {
  it('never overlap: kicks during a pass run one more pass after it', async () => {
    const { passes, log, release, most } = gatedPasses();
    passes.kick();
    passes.kick();
    passes.kick();
    expect(log).toEqual(['start']);
    release();
    await tick();
    await tick();
    expect(log).toEqual(['start', 'end', 'start']);
    release();
    await tick();
    await tick();
    expect(log).toEqual(['start', 'end', 'start', 'end']);
    expect(most()).toBe(1);
  });

  it('log a failed pass and run the next one', async () => {
    const { passes, log, errors, release } = gatedPasses(true);
    passes.kick();
    release();
    await tick();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('the pass failed');
    passes.kick();
    expect(log).toEqual(['start', 'end', 'start']);
    release();
    await passes.stop();
  });

  it('stop: waits for the pass under way, and no pass runs after it', async () => {
    const { passes, log, release } = gatedPasses();
    passes.kick();
    const stopped = passes.stop();
    expect(passes.stopped).toBe(true);
    passes.kick();
    release();
    await stopped;
    await tick();
    expect(log).toEqual(['start', 'end']);
  });
});
