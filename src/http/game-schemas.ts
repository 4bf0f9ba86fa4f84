import type { OpenAPIObject } from '@nestjs/swagger';
import { z } from 'zod';
import { isActionObject } from '../engine/core/actions.js';
import type { Game, GameEvent } from '../engine/core/game.js';
import { optionsJsonSchema, resolveOptions } from '../engine/core/options.js';
import { seededRandom } from '../bots/random.js';
import { GAMES } from '../engine/registry.js';

/**
 * Each game's published schemas as named components of the OpenAPI document: `<Game>View`,
 * `<Game>Event` and `<Game>Action` (unions discriminated by `type`, one component per member), `<Game>Preset`,
 * `<Game>Options` and `<Game>MatchView` (the view response with the game's own state and actions). The view
 * response itself is a union of the `<Game>MatchView`s discriminated by `game`, so a generated client narrows a
 * view, its `state` and its `legalActions` on `view.game`. Everything here is generated from the games' zod
 * schemas (engine/core/schemas.ts): the document cannot say anything the engine's types do not.
 */
type Schema = Record<string, unknown>;

const pascal = (s: string) => s.replace(/(^|[-_ ])(\w)/g, (_, __, c: string) => c.toUpperCase());
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

export const gameComponent = (
  game: Pick<Game, 'id'>,
  part:
    | 'View'
    | 'Event'
    | 'Action'
    | 'Preset'
    | 'Options'
    | 'MatchView'
    | 'EventRecord'
    | 'EventsPage'
    | 'ActionResult'
    | 'CreateMatch'
    | 'Dealing',
) => `${pascal(game.id)}${part}`;
export const memberComponent = (game: Pick<Game, 'id'>, type: string, part: 'Event' | 'Action') =>
  `${pascal(game.id)}${pascal(type)}${part}`;

/**
 * A zod schema as an OpenAPI 3.0 schema, tidied for validators and linters. An action object's `optional` flag
 * (core/actions.ts) is no JSON Schema keyword and stays out; with `bareActions`, so do its description and example
 * (a document that shows action bodies, not what each action means).
 */
export function toJson(schema: z.ZodType, { bareActions = false } = {}): Schema {
  const json = z.toJSONSchema(schema, {
    target: 'openapi-3.0',
    unrepresentable: 'any',
    io: 'output',
    override: ({ zodSchema, jsonSchema }) => {
      if (!isActionObject(zodSchema as unknown as z.ZodType)) return;
      delete (jsonSchema as Schema).optional;
      if (bareActions) {
        delete jsonSchema.description;
        delete (jsonSchema as Schema).example;
      }
    },
  }) as Schema;
  delete json.$schema;
  return normalize30(json) as Schema;
}

/** A schema that only null matches (zod's `z.null()`): OpenAPI 3.0 has no such schema, only `nullable` ones. */
const nullOnly = (schema: Schema) =>
  schema.type === 'null' || (Array.isArray(schema.enum) && schema.enum.length === 1 && schema.enum[0] === null);

/** `schema` that matches null too: `nullable` next to its type, and null among its values if it lists them. */
function withNull(schema: Schema): Schema {
  if (schema.type === undefined) throw new Error(`OpenAPI 3.0 cannot make a schema without a type nullable: ${JSON.stringify(schema)}`);
  return {
    ...schema,
    nullable: true,
    ...(Array.isArray(schema.enum) && !schema.enum.includes(null) ? { enum: [...schema.enum, null] } : {}),
  };
}

/**
 * Tidies zod's OpenAPI 3.0 output for validators and linters: a tuple's `items` (an anyOf of equal schemas) become
 * one schema, an anyOf of single-type enums one enum, a nullable schema gets its type, and a nullable enum lists
 * `null` among its values. A union with null (`z.null()` as a member, or `nullable` over members of different
 * types) makes its first member nullable: `nullable` means something only next to `type`, and a schema that
 * matches null alone cannot be written in OpenAPI 3.0.
 */
function normalize30(node: unknown, member = false): unknown {
  if (Array.isArray(node)) return node.map((item) => normalize30(item, member));
  if (typeof node !== 'object' || node === null) return node;
  let copy: Schema = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, key === 'example' ? value : normalize30(value, key === 'anyOf')]),
  );
  if (nullOnly(copy) && !member) throw new Error(`OpenAPI 3.0 cannot describe a value that is always null: ${JSON.stringify(copy)}`);
  let orNull = false;
  if (Array.isArray(copy.anyOf) && (copy.anyOf as Schema[]).some(nullOnly)) {
    orNull = true;
    copy.anyOf = (copy.anyOf as Schema[]).filter((member) => !nullOnly(member));
  }
  const anyOf = copy.anyOf as Schema[] | undefined;
  if (anyOf && anyOf.length > 0) {
    const { anyOf: _members, ...rest } = copy;
    const same = anyOf.every((member) => JSON.stringify(member) === JSON.stringify(anyOf[0]));
    const enums = anyOf.every(
      (member) =>
        Array.isArray(member.enum) && member.type === anyOf[0].type && Object.keys(member).every((key) => key === 'type' || key === 'enum'),
    );
    if (same) copy = { ...anyOf[0], ...rest };
    else if (enums) copy = { type: anyOf[0].type, enum: anyOf.flatMap((member) => member.enum as unknown[]), ...rest };
  }
  if (copy.nullable === true && copy.type === undefined) {
    const types = new Set(((copy.anyOf ?? copy.oneOf ?? []) as Schema[]).map((member) => member.type));
    if (types.size === 1 && [...types][0] !== undefined) copy.type = [...types][0];
    else {
      delete copy.nullable;
      orNull = true;
    }
  }
  if (orNull) {
    const members = (copy.anyOf ?? copy.oneOf) as Schema[] | undefined;
    if (copy.type !== undefined || !members) copy = withNull(copy);
    else copy[copy.anyOf ? 'anyOf' : 'oneOf'] = members.map((member, i) => (i === 0 ? withNull(member) : member));
  }
  if (copy.nullable === true && Array.isArray(copy.enum) && !copy.enum.includes(null)) copy.enum = [...copy.enum, null];
  return copy;
}

/** The members of a union discriminated by `type` (a single object schema is a union of one). */
function membersOf(schema: z.ZodType): z.ZodType[] {
  const options = (schema as unknown as { options?: z.ZodType[] }).options;
  return Array.isArray(options) ? options : [schema];
}

function typeOf(member: Schema): string {
  const type = (member.properties as Record<string, { enum?: string[]; const?: string }> | undefined)?.type;
  const value = type?.enum?.[0] ?? type?.const;
  if (typeof value !== 'string') throw new Error(`a union member without a literal "type": ${JSON.stringify(member)}`);
  return value;
}

/** Publishes the union's members as components and the union as a oneOf with a discriminator mapping. */
function addUnion(
  schemas: Record<string, Schema>,
  game: Game,
  union: z.ZodType,
  part: 'Event' | 'Action',
  decorate: (member: Schema, type: string) => Schema,
): void {
  const mapping: Record<string, string> = {};
  for (const member of membersOf(union)) {
    const json = toJson(member);
    const type = typeOf(json);
    const name = memberComponent(game, type, part);
    schemas[name] = decorate({ title: `${game.title}: ${type}`, ...json }, type);
    mapping[type] = `#/components/schemas/${name}`;
  }
  schemas[gameComponent(game, part)] = {
    description: `Every ${part === 'Event' ? 'event' : 'action'} of ${game.title}, told apart by \`type\`.`,
    oneOf: Object.values(mapping).map(($ref) => ({ $ref })),
    discriminator: { propertyName: 'type', mapping },
  };
}

/** The events the service itself writes into a match's stream (audit/life.ts). */
const SERVICE_EVENT = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('PlayerJoined'),
      data: z
        .object({
          seat: z.number().int().min(0),
          name: z.string(),
          playerId: z.string().optional().describe('The registered player who took the seat.'),
          bot: z.string().optional().describe('The server-side bot playing the seat.'),
          invited: z.literal(true).optional().describe('The seat was reserved for this player by invitation.'),
        })
        .strict(),
    })
    .strict()
    .describe('A seat was taken (written by the service, not by a game).'),
  z
    .object({ type: z.literal('PlayerLeft'), data: z.object({ seat: z.number().int().min(0) }).strict() })
    .strict()
    .describe('A seat of a match that had not started was left: it is free again.'),
  z
    .object({
      type: z.literal('AbortVoted'),
      data: z
        .object({
          seat: z.number().int().min(0),
          abort: z.boolean().describe('true: proposes or agrees; false: refuses (the proposal ends).'),
        })
        .strict(),
    })
    .strict()
    .describe('A seat voted on ending the match without a result, before a card was played.'),
  z
    .object({
      type: z.literal('MatchAborted'),
      data: z.object({ seats: z.array(z.number().int().min(0)).describe('The seats that agreed: every seat a person holds.') }).strict(),
    })
    .strict()
    .describe('The match ended without a result, by agreement.'),
]);

/**
 * The event record (`EventDto`): one event of the service or of a game, with its place in the stream. Each event
 * schema lists the record's fields (sequence, seat, bot, timeout, createdAt) as optional properties, so the same
 * component types an event inside a record and on its own.
 */
function addEventRecord(schemas: Record<string, Schema>, games: Game[], meta: RecordFields, example: GameEvent | null): void {
  const mapping: Record<string, string> = {};
  for (const member of SERVICE_EVENT.options) {
    const json = toJson(member);
    const type = typeOf(json);
    schemas[`ServiceEvent${type}`] = { title: `Service event: ${type}`, ...withRecordFields(json, meta) };
    mapping[type] = `#/components/schemas/ServiceEvent${type}`;
  }
  schemas.ServiceEvent = {
    title: 'Service events',
    description: "The events the service writes into every match's stream (seats taken and left, abort votes), told apart by `type`.",
    oneOf: Object.values(mapping).map(($ref) => ({ $ref })),
    discriminator: { propertyName: 'type', mapping },
  };
  schemas.EventDto = {
    description:
      "An event of the match's stream, redacted to what the caller may see (hidden cards are null): the service's own, or one of the game's.",
    anyOf: [ref('ServiceEvent'), ...games.map((game) => ref(gameComponent(game, 'Event')))],
    required: ['sequence', ...meta.required, 'type', 'data'].filter((name, i, all) => all.indexOf(name) === i),
    ...(example ? { example: recordExample(example) } : {}),
  };
}

/** An event as the event log lists it, for an example. */
const recordExample = (event: GameEvent) => ({
  sequence: 5,
  ...event,
  seat: null,
  bot: null,
  botVersion: null,
  timeout: false,
  createdAt: '2026-03-01T18:30:00.000Z',
});

type ObjectSchema = Schema & { properties: Record<string, Schema> };

/**
 * Replaces the object schema `dto` by a union told apart by `game`: one component per game (`<Game><part>`), the
 * DTO with `game` narrowed to that game's id and the members `members` gives it; `title` names the component.
 */
function unionByGame(
  schemas: Record<string, Schema>,
  dto: string,
  part: 'EventsPage' | 'ActionResult' | 'CreateMatch',
  description: string,
  games: Game[],
  title: (game: Game) => string,
  members: (game: Game, properties: Record<string, Schema>) => Record<string, Schema>,
): void {
  const base = schemas[dto] as ObjectSchema;
  const mapping: Record<string, string> = {};
  for (const game of games) {
    const name = gameComponent(game, part);
    schemas[name] = {
      ...base,
      title: title(game),
      properties: {
        ...base.properties,
        game: { ...base.properties.game, enum: [game.id], example: game.id },
        ...members(game, base.properties),
      },
    };
    mapping[game.id] = `#/components/schemas/${name}`;
  }
  schemas[dto] = { description, oneOf: Object.values(mapping).map(($ref) => ({ $ref })), discriminator: { propertyName: 'game', mapping } };
}

/**
 * A match's event log page per game (`EventsPageDto` told apart by `game`): its items are the service's events
 * and that game's, so a client that checks `game` gets the game's own event types.
 */
function addEventsPages(
  schemas: Record<string, Schema>,
  games: Game[],
  meta: RecordFields,
  examples: ReadonlyMap<string, GameEvent>,
): void {
  unionByGame(
    schemas,
    'EventsPageDto',
    'EventsPage',
    "A page of a match's event log, told apart by `game`.",
    games,
    (game) => `${game.title}: a page of the event log`,
    (game, properties) => {
      const record = gameComponent(game, 'EventRecord');
      schemas[record] = {
        title: `${game.title}: an event of the stream`,
        description: `An event of a ${game.title} match's stream, redacted to what the caller may see (hidden cards are null): the service's own, or one of the game's.`,
        anyOf: [ref('ServiceEvent'), ref(gameComponent(game, 'Event'))],
        required: ['sequence', ...meta.required, 'type', 'data'].filter((name, i, all) => all.indexOf(name) === i),
        ...(examples.has(game.id) ? { example: recordExample(examples.get(game.id)!) } : {}),
      };
      const items = { type: 'array', items: ref(record) };
      return {
        items: { ...items, description: properties.items.description },
        events: { ...items, deprecated: true, description: properties.events.description },
      };
    },
  );
}

/** What an action answers, per game (`ActionResultDto` told apart by `game`): that game's events and view. */
function addActionResults(schemas: Record<string, Schema>, games: Game[]): void {
  const description = 'What an action (or a resignation, or an abort vote) answers, told apart by `game`.';
  unionByGame(
    schemas,
    'ActionResultDto',
    'ActionResult',
    description,
    games,
    (game) => `${game.title}: what an action answers`,
    (game, properties) => ({
      events: { type: 'array', items: ref(gameComponent(game, 'EventRecord')), description: properties.events.description },
      view: ref(gameComponent(game, 'MatchView')),
    }),
  );
}

interface RecordFields {
  properties: Record<string, Schema>;
  required: string[];
}

function withRecordFields(member: Schema, meta: RecordFields): Schema {
  return { ...member, properties: { ...(member.properties as Schema), ...meta.properties } };
}

/**
 * Options in a request body: every one may be left out (it takes its default), so the default goes into the words;
 * as `default`, generated clients would make the member required.
 */
function withoutDefaults(schema: Schema): Schema {
  const properties = Object.fromEntries(
    Object.entries(schema.properties as Record<string, Schema>).map(([name, { default: value, ...property }]) => [
      name,
      { ...property, description: `${property.description} Default: ${JSON.stringify(value)}.` },
    ]),
  );
  return { ...schema, properties };
}

/**
 * The body that creates a match, per game (`CreateMatchDto` told apart by `game`): that game's rule options and
 * preset deals. A game id the catalogue does not know is still answered (422 GAME_NOT_FOUND), as the operation says.
 */
function addCreateMatchBodies(schemas: Record<string, Schema>, games: Game[]): void {
  const dealing = schemas.DealingDto as ObjectSchema;
  const description = 'A new match, told apart by `game`: the game, its seats, its rule options and how its cards are dealt.';
  unionByGame(
    schemas,
    'CreateMatchDto',
    'CreateMatch',
    description,
    games,
    (game) => `${game.title}: a new match`,
    (game, properties) => {
      const dealingName = gameComponent(game, 'Dealing');
      schemas[dealingName] = {
        ...dealing,
        title: `${game.title}: how the cards are dealt`,
        properties: { ...dealing.properties, presets: { ...dealing.properties.presets, items: ref(gameComponent(game, 'Preset')) } },
      };
      return {
        options: { allOf: [ref(gameComponent(game, 'Options'))], description: properties.options.description },
        dealing: ref(dealingName),
      };
    },
  );
  delete schemas.DealingDto;
}

/**
 * Real examples for a game's schemas: a match played from a fixed seed with random legal moves until a deal has
 * been scored and the next one has begun (or a few hundred moves): seat 0's view then, and the first event of each
 * type as seat 0 was shown it.
 */
function exampleMatch(game: Game): { view: unknown; events: Map<string, GameEvent> } {
  const random = seededRandom('openapi-example', game.id);
  const players = game.players.min === game.players.max ? game.players.min : Math.min(game.players.max, 4);
  let state = game.initialState({ players, options: resolveOptions(game.options, {}), seed: 'openapi-example', presets: [] });
  const events = new Map<string, GameEvent>();
  const apply = (fresh: GameEvent[]) => {
    for (const event of fresh) state = game.evolve(state, event);
    for (const event of fresh) if (!events.has(event.type)) events.set(event.type, game.redact(event, 0, state));
  };
  apply(game.decide({ type: 'StartMatch' }, state));
  let afterScore = -1;
  for (let step = 0; step < 400 && afterScore !== 0 && !game.outcome(state); step++) {
    const seat = game.activeSeats(state)[0];
    const actions = seat === undefined ? [] : game.legalActions(state, seat);
    if (actions.length === 0) break;
    apply(game.decide({ type: 'Act', seat, action: random.pick(actions) }, state));
    if (afterScore > 0) afterScore--;
    else if (afterScore < 0 && events.has('DealScored')) afterScore = 3;
  }
  return { view: game.view(state, 0), events };
}

export function addGameSchemas(document: OpenAPIObject): OpenAPIObject {
  const schemas = ((document.components ??= {}).schemas ??= {}) as Record<string, Schema>;
  const viewDto = schemas.ViewDto as Schema & { properties: Record<string, Schema>; required?: string[] };
  const mapping: Record<string, string> = {};
  const eventDto = schemas.EventDto as Schema & { properties: Record<string, Schema>; required?: string[] };
  const { type: _type, data: _data, ...recordProperties } = eventDto.properties;
  const meta: RecordFields = {
    properties: recordProperties,
    required: (eventDto.required ?? []).filter((name) => name !== 'type' && name !== 'data'),
  };
  const firstEvents = new Map<string, GameEvent>();
  for (const game of Object.values(GAMES)) {
    const published = game.schemas;
    const example = exampleMatch(game);
    const first = example.events.values().next();
    if (!first.done) firstEvents.set(game.id, first.value);
    schemas[gameComponent(game, 'View')] = { title: `${game.title}: view`, ...toJson(published.view), example: example.view };
    addUnion(schemas, game, published.event, 'Event', (member, type) => {
      const record = withRecordFields(member, meta);
      return example.events.has(type) ? { ...record, example: example.events.get(type) } : record;
    });
    addUnion(schemas, game, published.action, 'Action', (member, type) => {
      const described = game.actions.find((action) => action.type === type);
      const properties = {
        ...(member.properties as Schema),
        expectedVersion: { type: 'integer', minimum: 0, description: 'The version this action was decided on (or send If-Match).' },
      };
      return {
        ...member,
        ...(described
          ? {
              description: described.description + (described.optional ? ' Optional: the match does not wait for it.' : ''),
              example: { ...described.example, expectedVersion: 12 },
            }
          : {}),
        properties,
      };
    });
    schemas[gameComponent(game, 'Preset')] = { title: `${game.title}: one preset deal`, ...toJson(published.preset) };
    schemas[gameComponent(game, 'Options')] = {
      title: `${game.title}: rule options`,
      ...withoutDefaults(optionsJsonSchema(game.options, { openapi30: true, words: false })),
    };
    const actions = { type: 'array', items: ref(gameComponent(game, 'Action')) };
    const name = gameComponent(game, 'MatchView');
    schemas[name] = {
      ...viewDto,
      title: `${game.title}: the view response`,
      properties: {
        ...viewDto.properties,
        game: { type: 'string', enum: [game.id] },
        state: {
          type: 'object',
          allOf: [ref(gameComponent(game, 'View'))],
          nullable: true,
          description: viewDto.properties.state.description,
        },
        legalActions: { ...actions, description: viewDto.properties.legalActions.description },
        optionalActions: { ...actions, description: viewDto.properties.optionalActions.description },
      },
    };
    mapping[game.id] = `#/components/schemas/${name}`;
  }
  const games = Object.values(GAMES);
  addEventRecord(schemas, games, meta, exampleMatch(games[0]).events.get('DealDealt') ?? null);
  addEventsPages(schemas, games, meta, firstEvents);
  addActionResults(schemas, games);
  addCreateMatchBodies(schemas, games);
  schemas.ViewDto = {
    description: "One seat's (or a spectator's) view of a match, told apart by `game`.",
    oneOf: Object.values(mapping).map(($ref) => ({ $ref })),
    discriminator: { propertyName: 'game', mapping },
  };
  return document;
}
