import { RuleViolation } from './errors.js';

/** One house rule: its type, allowed values, default and a sentence for clients to show. */
export type OptionSpec =
  | { type: 'boolean'; default: boolean; description: string }
  | { type: 'integer'; default: number | null; minimum: number; maximum: number; nullable?: boolean; description: string }
  | { type: 'enum'; values: readonly (string | number)[]; default: string | number; description: string };

/** A game's rule options: published to clients as JSON Schema, validated when a match is created. */
export type OptionsSchema = Record<string, OptionSpec>;

export type OptionValue = boolean | number | string | null;

/**
 * Validates `input` against `schema` and fills in defaults. Unknown options and wrong values are rejected
 * with INVALID_OPTIONS naming the option.
 */
export function resolveOptions(schema: OptionsSchema, input: unknown): Record<string, OptionValue> {
  if (input === undefined || input === null) input = {};
  if (typeof input !== 'object' || Array.isArray(input)) {
    throw new RuleViolation('INVALID_OPTIONS', 'Rule options must be a JSON object.');
  }
  const given = input as Record<string, unknown>;
  for (const name of Object.keys(given)) {
    if (!Object.hasOwn(schema, name)) {
      const known = Object.keys(schema).join(', ') || 'none';
      throw new RuleViolation('INVALID_OPTIONS', `"${name}" is not a rule option of this game (known: ${known}).`);
    }
  }
  const resolved: Record<string, OptionValue> = {};
  for (const [name, spec] of specsOf(schema)) {
    const value = Object.hasOwn(given, name) ? given[name] : spec.default;
    if (!accepts(spec, value)) {
      throw new RuleViolation('INVALID_OPTIONS', `Rule option "${name}" must be ${describe(spec)}.`);
    }
    resolved[name] = value as OptionValue;
  }
  return resolved;
}

/**
 * The schema's options with their specs, listed once per schema (a game's schema is a constant, and every match's
 * creation reads all of it). Read-only: the entries of the schema as Object.entries lists them.
 */
function specsOf(schema: OptionsSchema): readonly (readonly [string, OptionSpec])[] {
  let specs = SPECS.get(schema);
  if (specs === undefined) SPECS.set(schema, (specs = Object.entries(schema)));
  return specs;
}

const SPECS = new WeakMap<OptionsSchema, readonly (readonly [string, OptionSpec])[]>();

function accepts(spec: OptionSpec, value: unknown): boolean {
  switch (spec.type) {
    case 'boolean':
      return typeof value === 'boolean';
    case 'integer':
      if (value === null) return spec.nullable === true;
      return Number.isInteger(value) && (value as number) >= spec.minimum && (value as number) <= spec.maximum;
    case 'enum':
      return spec.values.includes(value as string | number);
  }
}

function describe(spec: OptionSpec): string {
  switch (spec.type) {
    case 'boolean':
      return 'true or false';
    case 'integer':
      return `an integer from ${spec.minimum} to ${spec.maximum}${spec.nullable ? ' or null' : ''}`;
    case 'enum':
      return `one of ${spec.values.map((v) => JSON.stringify(v)).join(', ')}`;
  }
}

/**
 * The schema as JSON Schema (draft 2020-12 subset used by OpenAPI 3.1); with `openapi30`, in OpenAPI 3.0's dialect
 * (`nullable: true` instead of a `null` type).
 */
export function optionsJsonSchema(schema: OptionsSchema, { openapi30 = false } = {}): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(schema)) {
    const base = { description: spec.description, default: spec.default };
    switch (spec.type) {
      case 'boolean':
        properties[name] = { type: 'boolean', ...base };
        break;
      case 'integer':
        properties[name] = {
          ...(spec.nullable ? (openapi30 ? { type: 'integer', nullable: true } : { type: ['integer', 'null'] }) : { type: 'integer' }),
          minimum: spec.minimum,
          maximum: spec.maximum,
          ...base,
        };
        break;
      case 'enum':
        properties[name] = { enum: [...spec.values], ...base };
        break;
    }
  }
  return { type: 'object', additionalProperties: false, properties };
}
