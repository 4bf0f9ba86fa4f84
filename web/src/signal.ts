import { useEffect, useState } from 'preact/hooks';

/** A value components can follow (the language, the registered player): `use()` re-renders on change. */
export interface Signal<T> {
  get(): T;
  set(value: T): void;
  use(): T;
}

export function signal<T>(initial: T): Signal<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      value = next;
      for (const listener of listeners) listener();
    },
    use() {
      const [, rerender] = useState(0);
      const rendered = value;
      useEffect(() => {
        const listener = () => rerender((n) => n + 1);
        listeners.add(listener);
        // A change between this render and this effect (e.g. a hash change while the page starts) is not lost.
        if (value !== rendered) listener();
        return () => void listeners.delete(listener);
      }, []);
      return value;
    },
  };
}
