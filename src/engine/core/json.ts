/**
 * A deep copy with JSON's semantics, what `JSON.parse(JSON.stringify(value))` gives, without the text in between
 * (views and evolve copy state this way on every move). For the plain data the engines keep: objects, arrays,
 * strings, numbers, booleans, null. As in JSON, a property that is undefined (or a function) is left out, such an
 * array element becomes null, and a number that is not finite becomes null. Anything else (an object with its own
 * toJSON, a class instance) takes the JSON path itself.
 */
export function cloneJson<T>(value: T): T {
  return copyValue(value) as T;
}

function copyValue(value: unknown): unknown {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      // JSON writes -0 as 0 and NaN, Infinity as null.
      return Number.isFinite(value) ? value + 0 : null;
    case 'object':
      if (value === null) return null;
      if (Array.isArray(value)) return Array.from(value as unknown[], (item) => (isOmitted(item) ? null : copyValue(item)));
      if (Object.getPrototypeOf(value) !== Object.prototype || 'toJSON' in value) return JSON.parse(JSON.stringify(value)) as unknown;
      return copyObject(value as Record<string, unknown>);
    default:
      return undefined;
  }
}

function copyObject(value: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const item = value[key];
    if (!isOmitted(item)) copy[key] = copyValue(item);
  }
  return copy;
}

/** What JSON.stringify leaves out of an object (and writes as null in an array). */
const isOmitted = (value: unknown): boolean => value === undefined || typeof value === 'function' || typeof value === 'symbol';
