import type { OpenAPIObject } from '@nestjs/swagger';
import { z } from 'zod';
import { optionsJsonSchema } from '../engine/core/options.js';
import type { Game } from '../engine/core/game.js';
import { GAMES } from '../engine/registry.js';

/**
 * Each game's published schemas as named components of the OpenAPI document (issue 11): `<Game>View`,
 * `<Game>Event` and `<Game>Action` (unions discriminated by `type`, one component per member), `<Game>Preset`,
 * `<Game>Options` and `<Game>MatchView` (the view response with the game's own state and actions). The view
 * response itself is a union of the `<Game>MatchView`s discriminated by `game`, so a generated client narrows a
 * view, its `state` and its `legalActions` on `view.game`. Everything here is generated from the games' zod
 * schemas (engine/core/schemas.ts): the document cannot say anything the engine's types do not.
 */
type Schema = Record<string, unknown>;

const pascal = (s: string) => s.replace(/(^|[-_ ])(\w)/g, (_, __, c: string) => c.toUpperCase());
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

export const gameComponent = (game: Pick<Game, 'id'>, part: 'View' | 'Event' | 'Action' | 'Preset' | 'Options' | 'MatchView') => `${pascal(game.id)}${part}`;
export const memberComponent = (game: Pick<Game, 'id'>, type: string, part: 'Event' | 'Action') => `${pascal(game.id)}${pascal(type)}${part}`;

function toJson(schema: z.ZodType): Schema {
  const json = z.toJSONSchema(schema, { target: 'openapi-3.0', unrepresentable: 'any', io: 'output' }) as Schema;
  delete json.$schema;
  return json;
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
function addUnion(schemas: Record<string, Schema>, game: Game, union: z.ZodType, part: 'Event' | 'Action', decorate: (member: Schema, type: string) => Schema): void {
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

/** The events the service itself writes into a match's stream (audit/players.ts). */
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
]);

/** An event record (`EventDto`): its place in the stream, plus one event of the service or of a game. */
function addEventRecord(schemas: Record<string, Schema>, games: Game[]): void {
  const record = schemas.EventDto as Schema & { properties: Record<string, Schema>; required?: string[] };
  const { type: _type, data: _data, ...meta } = record.properties;
  schemas.ServiceEvent = { title: 'Service events', ...toJson(SERVICE_EVENT.options.length === 1 ? SERVICE_EVENT.options[0] : SERVICE_EVENT) };
  schemas.EventDto = {
    description: "An event of the match's stream, redacted to what the caller may see (hidden cards are null).",
    allOf: [
      { type: 'object', properties: meta, required: (record.required ?? []).filter((name) => name !== 'type' && name !== 'data') },
      { anyOf: [ref('ServiceEvent'), ...games.map((game) => ref(gameComponent(game, 'Event')))] },
    ],
  };
}

/** Types a game-dependent property of a request body as any of the games' schemas (the match's game decides). */
function typeByGame(schemas: Record<string, Schema>, dto: string, property: string, components: string[], what: string, items = false): void {
  const properties = (schemas[dto] as { properties: Record<string, Schema> }).properties;
  const union = { anyOf: components.map(ref), description: `${what}: ${components.join(', ')}.` };
  if (items) properties[property] = { ...properties[property], items: union };
  else properties[property] = { ...union, description: `${properties[property].description} ${union.description}` };
}

export function addGameSchemas(document: OpenAPIObject): OpenAPIObject {
  const schemas = ((document.components ??= {}).schemas ??= {}) as Record<string, Schema>;
  const viewDto = schemas.ViewDto as Schema & { properties: Record<string, Schema>; required?: string[] };
  const mapping: Record<string, string> = {};
  for (const game of Object.values(GAMES)) {
    const published = game.schemas;
    if (!published) continue;
    schemas[gameComponent(game, 'View')] = { title: `${game.title}: view`, ...toJson(published.view) };
    addUnion(schemas, game, published.event, 'Event', (member) => member);
    addUnion(schemas, game, published.action, 'Action', (member, type) => {
      const described = game.actions.find((action) => action.type === type);
      const properties = { ...(member.properties as Schema), expectedVersion: { type: 'integer', minimum: 0, description: 'The version this action was decided on (or send If-Match).' } };
      return {
        ...member,
        ...(described ? { description: described.description + (described.optional ? ' Optional: the match does not wait for it.' : ''), example: { ...described.example, expectedVersion: 12 } } : {}),
        properties,
      };
    });
    schemas[gameComponent(game, 'Preset')] = { title: `${game.title}: one preset deal`, ...toJson(published.preset) };
    schemas[gameComponent(game, 'Options')] = { title: `${game.title}: rule options`, ...optionsJsonSchema(game.options, { openapi30: true }) };
    const actions = { type: 'array', items: ref(gameComponent(game, 'Action')) };
    const name = gameComponent(game, 'MatchView');
    schemas[name] = {
      ...viewDto,
      title: `${game.title}: the view response`,
      properties: {
        ...viewDto.properties,
        game: { type: 'string', enum: [game.id] },
        state: { type: 'object', allOf: [ref(gameComponent(game, 'View'))], nullable: true, description: viewDto.properties.state.description },
        legalActions: { ...actions, description: viewDto.properties.legalActions.description },
        optionalActions: { ...actions, description: viewDto.properties.optionalActions.description },
      },
    };
    mapping[game.id] = `#/components/schemas/${name}`;
  }
  const published = Object.values(GAMES).filter((game) => game.schemas);
  if (published.length > 0) {
    addEventRecord(schemas, published);
    typeByGame(schemas, 'CreateMatchDto', 'options', published.map((game) => gameComponent(game, 'Options')), "The match's game's rule options");
    typeByGame(schemas, 'DealingDto', 'presets', published.map((game) => gameComponent(game, 'Preset')), "One deal in the match's game's preset shape", true);
  }
  if (Object.keys(mapping).length > 0) {
    schemas.ViewDto = {
      description: "One seat's (or a spectator's) view of a match, told apart by `game`.",
      oneOf: Object.values(mapping).map(($ref) => ({ $ref })),
      discriminator: { propertyName: 'game', mapping },
    };
  }
  return document;
}
