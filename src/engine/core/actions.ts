import { z } from 'zod';
import type { Action, ActionSchema } from './game.js';

/**
 * One action a client may send, as a zod object: a literal `type`, the action's fields (each with its
 * description), `.strict()` so that unknown fields are refused, the action's description (`.describe()`) and its
 * example body and optional flag (`.meta(...)`, see ActionMeta). A game's action union is made of these; its
 * published catalogue (`Game.actions`, `actionCatalogue`) and the validation of an action sent over HTTP both
 * come from them.
 */
export type ActionObject = z.ZodObject<{ type: z.ZodLiteral<string> }, z.core.$strict>;

/** What an action object carries in its metadata besides its description. */
export interface ActionMeta {
  /** A body of the action (as the client sends it, without transport fields). */
  example: Action;
  /** See ActionSchema.optional. */
  optional?: true;
}

/**
 * An action object: `type` and `fields`, strict, with its description, example and optional flag. The example
 * is checked against the object by test/engine/schemas.spec.ts.
 */
export function actionObject<T extends string, S extends z.ZodRawShape>(
  type: T,
  fields: S,
  description: string,
  meta: { example: { type: T } & Record<string, unknown>; optional?: true },
) {
  return z
    .object({ type: z.literal(type), ...fields })
    .strict()
    .describe(description)
    .meta(meta);
}

/** Whether `schema` is an action object: an object with a literal `type` and an example. */
export function isActionObject(schema: z.ZodType): schema is ActionObject {
  return schema instanceof z.ZodObject && schema.shape.type instanceof z.ZodLiteral && schema.meta()?.example !== undefined;
}

/** The literal `type` of an action object. */
export const actionType = (object: ActionObject): string => object.shape.type.value;

/** The description and metadata of an action object (a programming error if either is missing). */
function metaOf(object: ActionObject): ActionMeta & { description: string } {
  const meta = object.meta() as Partial<ActionMeta> & { description?: string };
  if (!meta?.description || !meta.example) throw new Error(`the action ${actionType(object)} has no description or example`);
  return meta as ActionMeta & { description: string };
}

/**
 * The JSON Schema of an action object's fields besides `type`, as OpenAPI 3.0 writes them, and the names of the
 * required ones. A tuple of equal items (zod writes `items: { anyOf: [...] }`) is an array of that item.
 */
function fieldsOf(object: ActionObject): Pick<ActionSchema, 'properties' | 'required'> {
  const json = z.toJSONSchema(object, { target: 'openapi-3.0' }) as { properties?: Record<string, unknown>; required?: string[] };
  const { type: _type, ...fields } = json.properties ?? {};
  const properties = Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [name, withPlainItems(field as Record<string, unknown>)]),
  );
  return { properties, required: (json.required ?? []).filter((field) => field !== 'type') };
}

function withPlainItems(field: Record<string, unknown>): Record<string, unknown> {
  const members = (field.items as { anyOf?: unknown[] } | undefined)?.anyOf;
  if (!members || members.some((member) => JSON.stringify(member) !== JSON.stringify(members[0]))) return field;
  return { ...field, items: members[0] };
}

/** The published catalogue of `objects` (the options of a game's action union), in their order. */
export function actionCatalogue(objects: readonly ActionObject[]): ActionSchema[] {
  return objects.map((object) => {
    const { description, example, optional } = metaOf(object);
    return { type: actionType(object), description, ...fieldsOf(object), example, ...(optional ? { optional } : {}) };
  });
}

/**
 * `object` as a retired rules version names it: `downcast` turns the example into that version's words, whose type
 * names the action; `fields` are added to the action's own. Description and optional flag stay as they are.
 */
export function renamedAction(object: ActionObject, downcast: (example: Action) => Action, fields: z.ZodRawShape = {}): ActionObject {
  const { description, example, optional } = metaOf(object);
  const old = downcast(example);
  return object
    .extend({ type: z.literal(old.type), ...fields })
    .describe(description)
    .meta({ example: old, ...(optional ? { optional } : {}) }) as unknown as ActionObject;
}
