import { describe, expect, it } from '@jest/globals';
import { Tape } from '../../src/engine/core/tape.js';

describe('Tape', () => {
  const counting = () => {
    const seen: number[] = [];
    const evolve = (state: number[], event: number) => {
      seen.push(event);
      return [...state, event];
    };
    return { seen, evolve };
  };

  it('reads as the fold of every event emitted so far', () => {
    const { evolve } = counting();
    const tape = new Tape<number[], number>([], evolve).emit(1).emit(2);
    expect(tape.state).toEqual([1, 2]);
    tape.emit(3);
    expect(tape.state).toEqual([1, 2, 3]);
    expect(tape.events).toEqual([1, 2, 3]);
  });

  it('evolves each event once, and only when the state is read after it', () => {
    const { seen, evolve } = counting();
    const tape = new Tape<number[], number>([0], evolve).emit(1);
    expect(seen).toEqual([]);
    expect(tape.state).toEqual([0, 1]);
    expect(tape.state).toEqual([0, 1]);
    tape.emit(2).emit(3);
    expect(seen).toEqual([1]);
    expect(tape.state).toEqual([0, 1, 2, 3]);
    expect(seen).toEqual([1, 2, 3]);
  });
});
