import { z } from 'zod';
import type { Action, ActionSchema } from '../core/game.js';
import { ACTION_SCHEMAS } from './schemas.js';
import type { SchafkopfAction, SchafkopfActionType } from './types.js';

/**
 * What each action means, an example body, and whether it is optional (the match never waits for it). Its
 * fields (JSON Schema) come from the action's zod schema in schemas.ts, so the two cannot drift.
 */
const CATALOGUE: Record<SchafkopfActionType, { description: string; example: SchafkopfAction; optional?: true }> = {
  klopfen: {
    description:
      'Klopfen (Doppeln): double the deal, right after the first half of the cards (when the table plays with doubling). Recorded as Doubled { name: "Klopfen", level: 1 }.',
    example: { type: 'klopfen' },
  },
  declineDouble: { description: 'Do not klopfen ("Weiter" after the first half of the cards).', example: { type: 'declineDouble' } },
  bid: {
    description: '"Ich spiele" (or "Ich spiele auch" after someone else: that binds you to a single game).',
    example: { type: 'bid' },
  },
  pass: { description: '"Weiter": no game in the announcement.', example: { type: 'pass' } },
  offerHochzeit: { description: 'Instead of "Weiter": offer a Hochzeit (you hold exactly one trump).', example: { type: 'offerHochzeit' } },
  nameGame: {
    description:
      'Name your game: it must outrank the best game named so far (equal rank goes to the earlier seat). Rufspiel needs "call"; Solo, Farbwenz, Farbgeier and their Tout need "suit"; with Steigern the games from Farbgeier to Solo take a bid "target"; Vorhand in a Schieberrunde adds the two cards he "discard"s.',
    example: { type: 'nameGame', game: 'rufspiel', call: 'GA' },
  },
  withdraw: {
    description: 'Withdraw while the games are named ("Weiter" after "Ich spiele"), where the rules allow it.',
    example: { type: 'withdraw' },
  },
  declineSchieber: {
    description:
      'Schieberrunde, "Ich spiele nicht": Vorhand passes the two Ober on to the dealer; the dealer declining ends the deal (both pay).',
    example: { type: 'declineSchieber' },
  },
  giveCard: {
    description: 'Hochzeit: the Fehlkarte you give the bride face down for her trump.',
    example: { type: 'giveCard', card: 'S9' },
  },
  push: { description: 'Schieberrunde: pass two cards on to your left neighbour.', example: { type: 'push', cards: ['S7', 'G8'] } },
  stoss: { description: 'Spritzen, level 1: Stoß (a defender). Not bound to the turn.', example: { type: 'stoss' }, optional: true },
  re: {
    description: 'Spritzen, level 2: Re (the declaring side, the hidden partner too), after a Stoß.',
    example: { type: 're' },
    optional: true,
  },
  supra: { description: 'Spritzen, level 3: Supra (a defender), after a Re.', example: { type: 'supra' }, optional: true },
  resupra: { description: 'Spritzen, level 4: Resupra (the declaring side), after a Supra.', example: { type: 'resupra' }, optional: true },
  playCard: {
    description: 'Play a card to the trick (follow suit; the called-ace rules apply).',
    example: { type: 'playCard', card: 'EO' },
  },
  voteEnd: {
    description:
      'Vote to end the session after the current deal (end: true), or take the vote back (end: false). All four votes end it. Any time, any seat.',
    example: { type: 'voteEnd', end: true },
    optional: true,
  },
};

function actionSchema(schema: (typeof ACTION_SCHEMAS)[number]): ActionSchema {
  const type = schema.shape.type.value as SchafkopfActionType;
  const json = z.toJSONSchema(schema, { target: 'openapi-3.0' }) as { properties?: Record<string, unknown>; required?: string[] };
  const { type: _type, ...properties } = json.properties ?? {};
  const { description, example, optional } = CATALOGUE[type];
  return {
    type,
    description,
    properties,
    required: (json.required ?? []).filter((field) => field !== 'type'),
    example: example as Action,
    ...(optional ? { optional } : {}),
  };
}

/** The action catalogue published to clients (OpenAPI). */
export const ACTIONS: ActionSchema[] = ACTION_SCHEMAS.map(actionSchema);
