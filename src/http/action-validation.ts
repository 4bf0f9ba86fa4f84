import type { z } from 'zod';
import { actionType, type ActionObject } from '../engine/core/actions.js';
import type { Action } from '../engine/core/game.js';
import { ApiError } from './problem.js';

/** One refusal of an action body: the field and what is wrong with it. */
interface FieldError {
  field: string;
  message: string;
}

/** A game's action objects by type, and the list of types a refusal names; built once per list of action objects. */
interface Lookup {
  byType: Map<string, ActionObject>;
  known: string;
}

const lookups = new WeakMap<readonly ActionObject[], Lookup>();

function lookupOf(objects: readonly ActionObject[]): Lookup {
  let lookup = lookups.get(objects);
  if (lookup === undefined) {
    const byType = new Map(objects.map((object) => [actionType(object), object]));
    lookups.set(objects, (lookup = { byType, known: [...byType.keys()].join(', ') }));
  }
  return lookup;
}

/**
 * Checks an action body against the zod object of its type (the game's `actionObjects`): a known `type`, then
 * the object's own verdict, told as the refusal's `errors`: unknown fields first, then missing required ones,
 * then each field of the wrong shape (one message per field), each in the order of the body or of the object's
 * fields. Returns the action without transport fields.
 */
export function validateAction(objects: readonly ActionObject[], body: Record<string, unknown>): Action {
  const { byType, known } = lookupOf(objects);
  const object = Object.hasOwn(body, 'type') ? byType.get(body.type as string) : undefined;
  if (object === undefined) {
    throw invalid(`"type" must be one of: ${known}.`, [{ field: 'type', message: `must be one of: ${known}` }]);
  }
  // zod reads fields through the prototype chain; a body's fields are its own ones only.
  const prototype = Object.getPrototypeOf(body) as unknown;
  const own = prototype === Object.prototype || prototype === null ? body : Object.fromEntries(Object.entries(body));
  const result = object.safeParse(own);
  if (result.success) return body as Action;
  const errors = errorsOf(result.error.issues, own);
  throw invalid(errors.map((e) => `"${e.field}" ${e.message}`).join('; ') + '.', errors);
}

/** zod's issues as refusals: unknown fields, then missing ones, then one message for each field of the wrong shape. */
function errorsOf(issues: readonly z.core.$ZodIssue[], body: Record<string, unknown>): FieldError[] {
  const unknown: FieldError[] = [];
  const missing: FieldError[] = [];
  const wrong = new Map<string, z.core.$ZodIssue[]>();
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const field of issue.keys) unknown.push({ field, message: 'is not a field of this action' });
      continue;
    }
    const field = String(issue.path[0]);
    if (!Object.hasOwn(body, field)) missing.push({ field, message: 'is required' });
    else wrong.set(field, [...(wrong.get(field) ?? []), issue]);
  }
  const shapes = [...wrong].map(([field, fieldIssues]) => ({ field, message: fieldMessage(fieldIssues) }));
  return [...unknown, ...missing, ...shapes];
}

/**
 * The one message for a field's issues, in the order a field is judged: its type or value, then its bounds
 * (the schema's own before zod's safe-integer range), then its first wrong item.
 */
function fieldMessage(issues: z.core.$ZodIssue[]): string {
  const own = issues.filter((issue) => issue.path.length === 1);
  const value = own.find((issue) => issue.code !== 'too_small' && issue.code !== 'too_big');
  if (value) return messageOf(value);
  const bound = own.find((issue) => !('origin' in issue && issue.origin === 'int')) ?? own[0];
  if (bound) return messageOf(bound);
  return `items ${messageOf(issues[0])}`;
}

function messageOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return TYPE_MESSAGES[issue.expected] ?? `must be ${issue.expected}`;
    case 'invalid_value':
      return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'invalid_format':
      return `must match ${'pattern' in issue && typeof issue.pattern === 'string' ? patternSource(issue.pattern) : issue.format}`;
    case 'too_small':
      return issue.origin === 'array' ? `must have at least ${issue.minimum} items` : `must be at least ${issue.minimum}`;
    case 'too_big':
      return issue.origin === 'array' ? `must have at most ${issue.maximum} items` : `must be at most ${issue.maximum}`;
    default:
      return 'is invalid';
  }
}

/** What a value of the wrong type must be, by the type zod expected. */
const TYPE_MESSAGES: Record<string, string> = {
  string: 'must be a string',
  template_literal: 'must be a string',
  boolean: 'must be a boolean',
  int: 'must be an integer',
  number: 'must be an integer',
  array: 'must be an array',
  tuple: 'must be an array',
};

/** A pattern as JSON Schema writes it: zod names a regex as `/source/flags`, a template literal by its source. */
const patternSource = (pattern: string) => (pattern.startsWith('/') ? pattern.slice(1, pattern.lastIndexOf('/')) : pattern);

function invalid(detail: string, errors: FieldError[]): ApiError {
  return new ApiError(400, 'VALIDATION_FAILED', detail, { errors });
}
