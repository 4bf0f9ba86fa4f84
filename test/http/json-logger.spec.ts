import { jest } from '@jest/globals';
import { lineBuffer } from '../../src/http/json-logger.js';

describe('the log line buffer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('writes the lines of a burst together once the flush interval has passed', () => {
    const written: string[] = [];
    const line = lineBuffer((text) => written.push(text), 50, 1_000);
    line('{"a":1}');
    line('{"b":2}');
    jest.advanceTimersByTime(49);
    expect(written).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(written).toEqual(['{"a":1}\n{"b":2}\n']);
    line('{"c":3}');
    jest.advanceTimersByTime(50);
    expect(written).toEqual(['{"a":1}\n{"b":2}\n', '{"c":3}\n']);
  });

  it('writes at once when enough bytes are waiting, and nothing twice', () => {
    const written: string[] = [];
    const line = lineBuffer((text) => written.push(text), 50, 10);
    line('12345');
    expect(written).toEqual([]);
    line('67890');
    expect(written).toEqual(['12345\n67890\n']);
    jest.advanceTimersByTime(100);
    expect(written).toEqual(['12345\n67890\n']);
  });
});
