import fc from 'fast-check';
import { canonicalJson } from '../../src/audit/canonical.js';

/** docs/export-format.md's definition, written as plainly as it reads: the implementation must agree with it. */
function byDefinition(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : byDefinition(item))).join(',')}]`;
  const members = Object.keys(value)
    .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${byDefinition((value as Record<string, unknown>)[key])}`);
  return `{${members.join(',')}}`;
}

describe('canonical JSON', () => {
  it('sorts members by key (integer-like keys too), leaves out undefined members and writes undefined items as null', () => {
    expect(canonicalJson({ b: 1, a: [undefined, 'x"y'], c: undefined, 10: true, 9: null })).toBe(
      '{"10":true,"9":null,"a":[null,"x\\"y"],"b":1}',
    );
    expect(canonicalJson([])).toBe('[]');
    expect(canonicalJson({})).toBe('{}');
    expect(canonicalJson(undefined)).toBe('null');
  });

  it('agrees with the definition on any JSON value, with undefined members and items mixed in', () => {
    const value = fc.letrec((tie) => ({
      leaf: fc.oneof(fc.constant(undefined), fc.constant(null), fc.boolean(), fc.double({ noNaN: true }), fc.integer(), fc.string()),
      node: fc.oneof(
        { depthSize: 'small' },
        tie('leaf'),
        fc.array(tie('node'), { maxLength: 4 }),
        fc.dictionary(fc.string(), tie('node'), { maxKeys: 4 }),
      ),
    })).node;
    fc.assert(
      fc.property(value, (v) => canonicalJson(v) === byDefinition(v)),
      { numRuns: 2_000 },
    );
  });
});
