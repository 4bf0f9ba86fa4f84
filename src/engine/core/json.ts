/**
 * A deep copy with JSON's semantics, what `JSON.parse(JSON.stringify(value))` gives, without the text in between
 * (views and evolve copy state this way on every move, and this is about four times faster). For the plain data
 * the engines keep: objects, arrays, strings, numbers, booleans, null. As in JSON, a property that is undefined
 * (or a function) is left out, such an array element becomes null, and a number that is not finite becomes null.
 * Anything else (an object with its own toJSON, a class instance) takes the JSON path itself.
 */
export function cloneJson<T>(value: T): T {
  return copyValue(value) as T;
}

function copyValue(value: unknown): unknown {
  if (typeof value === 'object') {
    if (value === null) return null;
    if (Array.isArray(value)) return copyArray(value);
    if (Object.getPrototypeOf(value) !== Object.prototype || typeof (value as { toJSON?: unknown }).toJSON === 'function') {
      return JSON.parse(JSON.stringify(value)) as unknown;
    }
    return copyObject(value as Record<string, unknown>);
  }
  // JSON writes -0 as 0 and NaN, Infinity as null.
  if (typeof value === 'number') return Number.isFinite(value) ? value + 0 : null;
  return typeof value === 'string' || typeof value === 'boolean' ? value : undefined;
}

function copyArray(value: readonly unknown[]): unknown[] {
  const copy = new Array<unknown>(value.length);
  for (let i = 0; i < value.length; i++) copy[i] = isOmitted(value[i]) ? null : copyValue(value[i]);
  return copy;
}

function copyObject(value: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const key in value) {
    if (isOmitted(value[key])) continue;
    // JSON.parse makes "__proto__" an own member; assigning it would set the copy's prototype instead.
    if (key === '__proto__')
      Object.defineProperty(copy, key, { value: copyValue(value[key]), enumerable: true, writable: true, configurable: true });
    else copy[key] = copyValue(value[key]);
  }
  return copy;
}

/** What JSON.stringify leaves out of an object (and writes as null in an array). */
const isOmitted = (value: unknown): boolean => value === undefined || typeof value === 'function' || typeof value === 'symbol';
