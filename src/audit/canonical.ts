/**
 * Canonical JSON (docs/export-format.md, "Canonical JSON"): UTF-8; objects with their members sorted by key (UTF-16 code unit order, as JavaScript's
 * default sort), members whose value is undefined left out; arrays in order; strings and numbers exactly as
 * JSON.stringify writes them; no whitespace anywhere.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  const members = Object.keys(value)
    .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
  return `{${members.join(',')}}`;
}
