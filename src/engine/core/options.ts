import { RuleViolation } from './errors.js';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, type Texts } from './language.js';

/** What every house rule says to people: a short title and a sentence, each in every language. */
interface OptionWords {
  title: Texts;
  description: Texts;
}

/**
 * One house rule: its type, allowed values, default, and its words for clients to show. `labels` name the values
 * where the raw value says too little: an enum's aligned with `values`, an integer's from `minimum` upwards.
 * `nullTitle` says what null means; `seat` marks an integer that names a seat (shown counted from 1).
 */
export type OptionSpec =
  | ({ type: 'boolean'; default: boolean } & OptionWords)
  | ({
      type: 'integer';
      default: number | null;
      minimum: number;
      maximum: number;
      nullable?: boolean;
      nullTitle?: Texts;
      seat?: boolean;
      labels?: readonly Texts[];
    } & OptionWords)
  | ({ type: 'enum'; values: readonly (string | number)[]; default: string | number; labels?: readonly Texts[] } & OptionWords);

/**
 * The `firstDealer` option every game has: a seat of a table of `players`, null for the default (the last seat unless
 * `nullTitle` says otherwise); `description` says what follows from the choice in the game.
 */
export function firstDealerOption(
  players: number,
  description: Texts,
  nullTitle: Texts = { de: 'der letzte Platz', en: 'the last seat' },
): OptionSpec {
  const title = { de: 'Wer zuerst gibt', en: 'First dealer' };
  return { type: 'integer', default: null, minimum: 0, maximum: players - 1, nullable: true, seat: true, title, description, nullTitle };
}

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

/** Texts as published: one list per language. */
function perLanguage(texts: readonly Texts[]): Record<Language, string[]> {
  return Object.fromEntries(LANGUAGES.map((language) => [language, texts.map((t) => t[language])])) as Record<Language, string[]>;
}

/** The values of an integer option that names a seat, in words: "Platz 1" ... ("seat 1" ...), counted from 1. */
function seatLabels(spec: { minimum: number; maximum: number }): Texts[] {
  const labels: Texts[] = [];
  for (let seat = spec.minimum; seat <= spec.maximum; seat++) labels.push({ de: `Platz ${seat + 1}`, en: `seat ${seat + 1}` });
  return labels;
}

/**
 * The schema as JSON Schema (draft 2020-12 subset used by OpenAPI 3.1); with `openapi30`, in OpenAPI 3.0's dialect
 * (`nullable: true` instead of a `null` type). Each option's `title` and `description` are in `language`; unless
 * `words` is false, `x-title` and `x-description` carry them in every language, `x-enum-titles` (an enum) or
 * `x-value-titles` (an integer, from its minimum) name the values per language, `x-null-title` says what null
 * means, and `x-seat` marks an option that names a seat.
 */
export function optionsJsonSchema(
  schema: OptionsSchema,
  { openapi30 = false, language = DEFAULT_LANGUAGE, words = true }: { openapi30?: boolean; language?: Language; words?: boolean } = {},
): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(schema)) {
    const base = {
      title: spec.title[language],
      description: spec.description[language],
      default: spec.default,
      ...(words ? { 'x-title': { ...spec.title }, 'x-description': { ...spec.description } } : {}),
    };
    switch (spec.type) {
      case 'boolean':
        properties[name] = { type: 'boolean', ...base };
        break;
      case 'integer': {
        const labels = spec.labels ?? (spec.seat ? seatLabels(spec) : undefined);
        properties[name] = {
          ...(spec.nullable ? (openapi30 ? { type: 'integer', nullable: true } : { type: ['integer', 'null'] }) : { type: 'integer' }),
          minimum: spec.minimum,
          maximum: spec.maximum,
          ...base,
          ...(words && labels ? { 'x-value-titles': perLanguage(labels) } : {}),
          ...(words && spec.nullTitle ? { 'x-null-title': { ...spec.nullTitle } } : {}),
          ...(words && spec.seat ? { 'x-seat': true } : {}),
        };
        break;
      }
      case 'enum':
        properties[name] = {
          enum: [...spec.values],
          ...base,
          ...(words && spec.labels ? { 'x-enum-titles': perLanguage(spec.labels) } : {}),
        };
        break;
    }
  }
  return { type: 'object', additionalProperties: false, properties };
}
