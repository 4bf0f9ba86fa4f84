import fc from 'fast-check';

/**
 * fast-check arbitraries built from an OpenAPI 3 document's JSON Schemas: values that conform (to reach deep
 * code) and mutants that do not (wrong types, missing and extra members, numbers out of range, odd text).
 */

export type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
};

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

export interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, unknown>;
}

/** Member names inherited from Object.prototype, which no schema here names. */
export const PROTOTYPE_NAMES = [
  '__proto__',
  'constructor',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  'prototype',
  '__defineGetter__',
];

/** Text that has broken services: NUL, unpaired surrogates, control and invisible characters, injections, very long text. */
export const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'A\u0000B',
  'A\ud800',
  '\udc00B',
  '\ud800\ud800',
  '\udbff',
  '\ufeff',
  '\uffff',
  '\u202e',
  '\n\r\t',
  '\u0007',
  'é',
  'ß',
  '𝄞',
  '🂡',
  '%00',
  '%ED%A0%80',
  '../../etc/passwd',
  "' OR 1=1 --",
  '"; DROP TABLE match; --',
  '<script>alert(1)</script>',
  '${7*7}',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e999',
  '00000000-0000-0000-0000-000000000000',
  '------------------------------------',
  'Bearer x',
  'x'.repeat(201),
  'y'.repeat(3000),
  '\u0000'.repeat(40),
];

export const ODD_NUMBERS = [
  -1,
  -0,
  0.5,
  -2147483649,
  2147483647,
  2147483648,
  4294967296,
  9007199254740991,
  9007199254740992, // 2^53: the first integer past the safe ones
  1e20,
  -1e20,
  1e308,
  Number.MIN_VALUE,
];

/** A string with text of every kind, lone surrogates and NUL included. */
export const anyText = (maxLength = 30): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.string({ maxLength }) },
    { weight: 2, arbitrary: fc.string({ maxLength, unit: 'binary' }) },
    {
      weight: 2,
      arbitrary: fc.string({
        maxLength,
        unit: fc.oneof(
          fc.constantFrom('\u0000', '\ud800', '\udfff', '\ud83c', '\udccf', '\ufffe'),
          fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
        ),
      }),
    },
    { weight: 2, arbitrary: fc.constantFrom(...ODD_STRINGS) },
  );

export const oddNumber = (): fc.Arbitrary<number> =>
  fc.oneof(fc.constantFrom(...ODD_NUMBERS), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer());

/** Any JSON value of a wrong kind for most places: odd numbers and text, null, booleans, arrays, objects. */
export const oddValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    anyText(),
    oddNumber(),
    fc.constantFrom(null, true, false, [], {}, [null], [[[]]], { '': 1 }),
    fc.constant(JSON.parse('{"__proto__":{"polluted":true}}')),
    fc.jsonValue({ maxDepth: 3 }),
  );

const MAX_ARRAY = 6;

export class SchemaArbitraries {
  constructor(private readonly doc: OpenApiDocument) {}

  deref(schema: Schema): Schema {
    let current = schema;
    for (let hops = 0; current.$ref !== undefined; hops++) {
      if (hops > 10) throw new Error(`$ref loop at ${current.$ref}`);
      const name = current.$ref.replace('#/components/schemas/', '');
      const target = this.doc.components.schemas[name];
      if (!target) throw new Error(`unknown $ref ${current.$ref}`);
      current = { ...target, ...omit(current, '$ref') };
    }
    return current;
  }

  /** Values the schema accepts (as far as the schema says: the service checks more, e.g. rule options). */
  valid(input: Schema, depth = 0): fc.Arbitrary<unknown> {
    const schema = this.deref(input);
    const alternatives = schema.anyOf ?? schema.oneOf;
    if (alternatives) return fc.oneof(...alternatives.map((s) => this.valid(s, depth + 1)));
    if (schema.allOf) return this.valid(Object.assign({}, ...schema.allOf.map((s) => this.deref(s))), depth);
    if (schema.enum) {
      const values = schema.enum.filter((v) => v !== null || schema.nullable);
      return fc.constantFrom(...(values.length > 0 ? values : [null]));
    }
    const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
    if (schema.nullable && !types.includes('null')) types.push('null');
    if (types.length > 1) return fc.oneof(...types.map((type) => this.valid({ ...schema, type, nullable: false }, depth)));
    const type = types[0] ?? (schema.properties ? 'object' : schema.items ? 'array' : undefined);
    switch (type) {
      case 'null':
        return fc.constant(null);
      case 'boolean':
        return fc.boolean();
      case 'integer': {
        // Mostly small numbers (versions, seats, limits are small), sometimes anywhere in the range.
        const min = schema.minimum ?? -1000;
        const max = schema.maximum ?? 1000;
        return fc.oneof(
          { weight: 3, arbitrary: fc.integer({ min, max: Math.min(max, min + 40) }) },
          { weight: 1, arbitrary: fc.integer({ min, max }) },
        );
      }
      case 'number':
        return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
      case 'string':
        return this.validString(schema);
      case 'array':
        return fc.array(schema.items && depth < 6 ? this.valid(schema.items, depth + 1) : fc.jsonValue({ maxDepth: 1 }), {
          minLength: schema.minItems ?? 0,
          // A schema that needs more items than the fuzzer usually makes (a preset's 20-card pack) gets exactly those.
          maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? MAX_ARRAY, MAX_ARRAY)),
        });
      case 'object':
        return this.validObject(schema, depth);
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  }

  private validString(schema: Schema): fc.Arbitrary<string> {
    if (schema.format === 'uuid') return fc.uuid();
    if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
    const minLength = schema.minLength ?? 0;
    const maxLength = Math.min(schema.maxLength ?? 40, Math.max(minLength, 60));
    return fc.oneof(fc.string({ minLength, maxLength }), fc.string({ minLength, maxLength, unit: 'grapheme' }));
  }

  private validObject(schema: Schema, depth: number): fc.Arbitrary<Record<string, unknown>> {
    const properties = schema.properties ?? {};
    const names = Object.keys(properties);
    if (names.length === 0 || depth > 6) {
      return schema.additionalProperties === false
        ? fc.constant({})
        : fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 });
    }
    const record: Record<string, fc.Arbitrary<unknown>> = {};
    for (const name of names) record[name] = this.valid(properties[name], depth + 1);
    return fc.record(record, { requiredKeys: (schema.required ?? []).filter((name) => names.includes(name)) }) as fc.Arbitrary<
      Record<string, unknown>
    >;
  }

  /** Values that break the schema somewhere: the whole value of a wrong kind, or one member missing, extra or wrong. */
  mutant(input: Schema, depth = 0): fc.Arbitrary<unknown> {
    const schema = this.deref(input);
    const alternatives = schema.anyOf ?? schema.oneOf;
    if (alternatives && depth < 6) return fc.oneof(oddValue(), ...alternatives.map((s) => this.mutant(s, depth + 1)));
    const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
    const choices: fc.Arbitrary<unknown>[] = [oddValue()];
    if (schema.enum) {
      // Near misses: another case, a trailing space, the number as text, a neighbour.
      const near = schema.enum.flatMap((v) =>
        typeof v === 'string' ? [v.toUpperCase(), `${v} `] : typeof v === 'number' ? [String(v), v + 1, v + 0.5] : [String(v)],
      );
      choices.push(fc.oneof(anyText(12), fc.constantFrom(...near, 'none')));
    }
    if (type === 'integer' || type === 'number') {
      const edges = [schema.minimum === undefined ? -1 : schema.minimum - 1, schema.maximum === undefined ? 1e20 : schema.maximum + 1];
      choices.push(fc.constantFrom(...edges, 1.5, '1', '0x10', 1e20, -1e20), oddNumber());
    }
    if (type === 'string') {
      const tooLong = schema.maxLength !== undefined ? 'z'.repeat(schema.maxLength + 1) : 'z'.repeat(5000);
      choices.push(fc.constantFrom(tooLong, ''), anyText(), oddNumber());
    }
    if ((type === 'array' || schema.items) && depth < 6) {
      const items = schema.items ?? {};
      choices.push(
        fc.array(this.mutant(items, depth + 1), { minLength: 1, maxLength: 3 }),
        fc.array(this.valid(items, depth + 1), {
          minLength: (schema.maxItems ?? MAX_ARRAY) + 1,
          maxLength: (schema.maxItems ?? MAX_ARRAY) + 2,
        }),
      );
    }
    if ((type === 'object' || schema.properties) && depth < 6) choices.push(...this.objectMutants(schema, depth));
    return fc.oneof(...choices);
  }

  private objectMutants(schema: Schema, depth: number): fc.Arbitrary<unknown>[] {
    const properties = schema.properties ?? {};
    const names = Object.keys(properties);
    const base = this.validObject(schema, depth + 1);
    const extraName = fc.oneof(
      fc.constantFrom(...PROTOTYPE_NAMES),
      anyText(12),
      fc.constantFrom('bogus', 'type', 'expectedVersion', 'seat'),
    );
    const mutants: fc.Arbitrary<unknown>[] = [
      // An extra member (from raw JSON, so "__proto__" is an own member as a client sends it).
      fc.tuple(base, extraName, oddValue()).map(([value, name, extra]) => withMember(value, name, extra)),
    ];
    const required = (schema.required ?? []).filter((name) => names.includes(name));
    if (required.length > 0) {
      mutants.push(fc.tuple(base, fc.constantFrom(...required)).map(([value, name]) => omit(value, name)));
    }
    if (names.length > 0) {
      mutants.push(
        fc
          .constantFrom(...names)
          .chain((name) => fc.tuple(base, fc.constant(name), this.mutant(properties[name], depth + 1)))
          .map(([value, name, wrong]) => withMember(value, name, wrong)),
      );
    }
    return mutants;
  }

  /** Mostly valid, often broken. */
  value(schema: Schema): fc.Arbitrary<unknown> {
    return fc.oneof({ weight: 2, arbitrary: this.valid(schema) }, { weight: 3, arbitrary: this.mutant(schema) });
  }
}

function omit<T extends object>(value: T, name: string): T {
  const copy = { ...value } as Record<string, unknown>;
  delete copy[name];
  return copy as T;
}

/** A copy with one more own member; "__proto__" becomes an own member too (as JSON.parse makes it). */
export function withMember(value: unknown, name: string, member: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : {};
  Object.defineProperty(copy, name, { value: member, enumerable: true, writable: true, configurable: true });
  return copy;
}

/** Percent-encodes text as UTF-8, lone surrogates too (as WTF-8 bytes, which a server must refuse or decode). */
export function percentEncode(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (/^[A-Za-z0-9\-_.~]$/.test(char)) out += char;
    else if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map(hex).join('');
    } else out += [...Buffer.from(char, 'utf8')].map(hex).join('');
  }
  return out;
}

const hex = (byte: number) => '%' + byte.toString(16).toUpperCase().padStart(2, '0');

/** Raw path or query text: proper encodings of odd text, plus broken percent-encodings. */
export const rawSegment = (): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: anyText(20).map(percentEncode) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '%',
        '%zz',
        '%E0%A4%A',
        '%FF%FE',
        '%ED%A0%80',
        '%C0%AF',
        '%00',
        '..',
        '.',
        '%2e%2e',
        '%2F',
        'a%20b',
        '+',
        '%25',
      ),
    },
  );

/** Header values a client can send (latin-1, no CR, LF or NUL), odd ones included. */
export const headerText = (maxLength = 40): fc.Arbitrary<string> =>
  fc.oneof(
    fc.string({ maxLength, unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)) }),
    fc.string({
      maxLength,
      unit: fc
        .integer({ min: 0x20, max: 0xff })
        .filter((c) => c !== 0x7f)
        .map((c) => String.fromCharCode(c)),
    }),
    fc.constantFrom(
      '',
      ' ',
      '\t',
      'é',
      '\u00ff'.repeat(10),
      'x'.repeat(500),
      '"',
      'W/"',
      '"1"',
      'W/"1"',
      '*',
      '-1',
      '99999999999999999999',
      '1e3',
      '0x1f',
    ),
  );
