import { z } from 'zod';
import type { Command, Game } from '../core/game.js';
import { standingsV1 } from './result.js';
import type { SchafkopfAction, SchafkopfEvent, SchafkopfState, SchafkopfView } from './types.js';
import { downcast, LegacyActionSchema, LegacyEventSchema, upcastAction, type LegacyEvent } from './upcast.js';

/**
 * Rules version 1 (its own names, not the shared vocabulary), still hosted for the matches created under it: the same rules, decided by
 * today's engine and recorded under version 1's names and shapes (upcast.ts), so its stored streams replay and
 * verify exactly. Its actions may use either version's names; its views, legal actions and redacted events are
 * today's. Its standings carry a status only for a seat that abandoned the session, as they did.
 */
export function schafkopfV1(
  current: Game<SchafkopfState, SchafkopfEvent, SchafkopfAction, SchafkopfView>,
): Game<SchafkopfState, SchafkopfEvent | LegacyEvent, SchafkopfAction, SchafkopfView> {
  const schemas = current.schemas!;
  return {
    ...current,
    rulesVersion: 1,
    schemas: {
      ...schemas,
      event: z.union([schemas.event, LegacyEventSchema]),
      action: z.union([schemas.action, LegacyActionSchema]),
    },
    decide: (command: Command<SchafkopfAction>, state: SchafkopfState) => {
      const today: Command<SchafkopfAction> =
        command.type === 'Act' ? { ...command, action: upcastAction(state, command.action) as SchafkopfAction } : command;
      return current.decide(today, state).map(downcast);
    },
    evolve: current.evolve as Game<SchafkopfState, SchafkopfEvent | LegacyEvent>['evolve'],
    redact: current.redact as Game<SchafkopfState, SchafkopfEvent | LegacyEvent>['redact'],
    standings: standingsV1,
  };
}
