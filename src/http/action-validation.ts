import type { Action, ActionSchema } from '../engine/core/game.js';
import { ApiError } from './problem.js';

/** The JSON Schema keywords that action schemas use; anything else in a game's schema is a programming error. */
interface FieldSchema {
  type?: 'string' | 'boolean' | 'integer' | 'array';
  pattern?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  items?: FieldSchema;
  minItems?: number;
  maxItems?: number;
}

/**
 * Checks an action body against the game's published action schemas: a known `type`, every required field,
 * no unknown field, each field of the right shape. Returns the action without transport fields.
 */
export function validateAction(schemas: ActionSchema[], body: Record<string, unknown>): Action {
  const type = Object.hasOwn(body, 'type') ? body.type : undefined;
  const schema = schemas.find((s) => s.type === type);
  if (!schema) {
    const known = schemas.map((s) => s.type).join(', ');
    throw invalid(`"type" must be one of: ${known}.`, [{ field: 'type', message: `must be one of: ${known}` }]);
  }
  const errors: { field: string; message: string }[] = [];
  for (const field of Object.keys(body)) {
    if (field !== 'type' && !Object.hasOwn(schema.properties, field)) errors.push({ field, message: 'is not a field of this action' });
  }
  for (const field of schema.required) {
    if (!Object.hasOwn(body, field)) errors.push({ field, message: 'is required' });
  }
  for (const [field, fieldSchema] of Object.entries(schema.properties)) {
    if (Object.hasOwn(body, field)) {
      const message = check(fieldSchema as FieldSchema, body[field]);
      if (message) errors.push({ field, message });
    }
  }
  if (errors.length > 0) {
    throw invalid(errors.map((e) => `"${e.field}" ${e.message}`).join('; ') + '.', errors);
  }
  return body as Action;
}

function check(schema: FieldSchema, value: unknown): string | null {
  if (schema.enum && !schema.enum.includes(value)) return `must be one of ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`;
  switch (schema.type) {
    case 'string':
      if (typeof value !== 'string') return 'must be a string';
      if (schema.pattern && !patternOf(schema.pattern).test(value)) return `must match ${schema.pattern}`;
      return null;
    case 'boolean':
      return typeof value === 'boolean' ? null : 'must be a boolean';
    case 'integer':
      if (!Number.isInteger(value)) return 'must be an integer';
      if (schema.minimum !== undefined && (value as number) < schema.minimum) return `must be at least ${schema.minimum}`;
      if (schema.maximum !== undefined && (value as number) > schema.maximum) return `must be at most ${schema.maximum}`;
      return null;
    case 'array': {
      if (!Array.isArray(value)) return 'must be an array';
      if (schema.minItems !== undefined && value.length < schema.minItems) return `must have at least ${schema.minItems} items`;
      if (schema.maxItems !== undefined && value.length > schema.maxItems) return `must have at most ${schema.maxItems} items`;
      for (const item of value) {
        const message = schema.items ? check(schema.items, item) : null;
        if (message) return `items ${message}`;
      }
      return null;
    }
    default:
      return null;
  }
}

/** The games' patterns, compiled once each (a game has a handful; every action of a card checks one). */
const patterns = new Map<string, RegExp>();

function patternOf(source: string): RegExp {
  let pattern = patterns.get(source);
  if (pattern === undefined) patterns.set(source, (pattern = new RegExp(source)));
  return pattern;
}

function invalid(detail: string, errors: { field: string; message: string }[]): ApiError {
  return new ApiError(400, 'VALIDATION_FAILED', detail, { errors });
}
