import { useEffect, useState } from 'preact/hooks';

/** A value components can follow (the language, the registered player): `use()` re-renders on change. */
export interface Signal<T> {
  get(): T;
  set(value: T): void;
  use(): T;
}

export function signal<T>(initial: T): Signal<T> {
  let value = initial;
  const listeners = new Set<(v: T) => void>();
  return {
    get: () => value,
    set(next) {
      value = next;
      for (const listener of listeners) listener(next);
    },
    use() {
      const [, setState] = useState(value);
      useEffect(() => {
        listeners.add(setState);
        return () => void listeners.delete(setState);
      }, []);
      return value;
    },
  };
}
