import { describe, expect, it } from '@jest/globals';
import type { z } from 'zod';
import type { PublishedGame as Game } from '../../src/engine/core/game.js';
import type { CommonView } from '../../src/engine/core/view.js';
import { actionType } from '../../src/engine/core/actions.js';
import { findGame, GAMES } from '../../src/engine/registry.js';
import { playRandomMatch } from '../support/random-match.js';

const MATCHES_PER_GAME = 60;

/** Fails with the first value `schema` rejects, naming what it was and zod's complaint. */
function expectValid(schema: z.ZodType, value: unknown, what: string): void {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`${what} does not match its published schema: ${result.error.message}\n${JSON.stringify(value)}`);
}

describe("every game's views, events and legal actions match its published schemas", () => {
  it.each(Object.values(GAMES).map((game) => [game.id, game] as const))('%s, in random matches', (_id, game: Game) => {
    const schemas = game.schemas;
    for (let seed = 1; seed <= MATCHES_PER_GAME; seed++) {
      const players = game.players.min + (seed % (game.players.max - game.players.min + 1));
      const { events, redacted, views, actions, waits } = playRandomMatch(game, players, seed * 7919, 1500);
      // The match waits exactly for the seats that have a decision to make (optional actions aside).
      for (const wait of waits) expect(wait.withRequiredActions).toEqual(wait.activeSeats);
      for (const event of events) expectValid(schemas.event, event, `event ${event.type} (seed ${seed})`);
      for (const event of redacted) expectValid(schemas.event, event, `redacted event ${event.type} (seed ${seed})`);
      for (const { viewer, view, activeSeats, lastDealScored } of views) {
        expectValid(schemas.view, view, `a view (seed ${seed})`);
        const envelope = view as CommonView;
        expect({ game: envelope.game, waitingFor: envelope.waitingFor }).toEqual({ game: game.id, waitingFor: activeSeats });
        expect(envelope.hand === null).toBe(viewer === 'spectator');
        // The last deal's result stays in view: it is the shared part of the latest DealScored.
        if (lastDealScored === null) expect(envelope.lastDeal).toBeNull();
        else expect(lastDealScored).toEqual(expect.objectContaining(envelope.lastDeal ?? { lastDeal: 'missing' }));
      }
      for (const action of actions) expectValid(schemas.action, action, `legal action ${action.type} (seed ${seed})`);
    }
  });
});

/** Every hosted rules version of every game, current and retired. */
const VERSIONS = Object.values(GAMES).flatMap((game) =>
  Array.from({ length: game.rulesVersion }, (_, i) => findGame(game.id, i + 1))
    .filter((version) => version !== undefined)
    .map((version) => [`${game.id} ${version.rulesVersion}`, version] as const),
);

describe("every game's action catalogue, derived from its zod action objects", () => {
  it.each(Object.values(GAMES).map((game) => [game.id, game] as const))(
    '%s publishes the options of its action union, in order',
    (_id, game: Game) => {
      expect(game.actionObjects.map(actionType)).toEqual(game.actions.map((action) => action.type));
      const options = (game.schemas.action as unknown as { options?: unknown[] }).options;
      if (options) expect(options).toEqual(game.actionObjects);
    },
  );

  it.each(VERSIONS)('%s: each example parses against its own action object, which refuses unknown fields', (_name, game) => {
    expect(new Set(game.actions.map((action) => action.type)).size).toBe(game.actions.length);
    game.actionObjects.forEach((object, i) => {
      const { example, type } = game.actions[i];
      expect(example.type).toBe(type);
      expectValid(object, example, `the example of ${type}`);
      expect(object.safeParse({ ...example, notAField: 1 }).success).toBe(false);
    });
  });

  it.each(VERSIONS)('%s: every action and every field has a description', (_name, game) => {
    for (const action of game.actions) {
      expect({ type: action.type, description: action.description.trim().length > 0 }).toEqual({ type: action.type, description: true });
      for (const [field, schema] of Object.entries(action.properties)) {
        const description = (schema as { description?: string }).description ?? '';
        expect({ type: action.type, field, described: description.trim().length > 0 }).toEqual({
          type: action.type,
          field,
          described: true,
        });
      }
      for (const field of action.required) expect(Object.keys(action.properties)).toContain(field);
    }
  });
});
