import { z } from 'zod';
import { SeatSchema } from '../core/view.js';
import { CardSchema, ContractSchema, DoublingReasonSchema, NameGameSchema, SPRITZEN, SPRITZEN_ACTIONS } from './schemas.js';
import { dealResultOf, recordedDealScored } from './summary.js';
import type { DealResult, DealScoredData, SchafkopfAction, SchafkopfEvent, SchafkopfState } from './types.js';

/**
 * Rules version 1 names things differently: `play`/PlayDeclared for "Ich spiele", one `pass`
 * for four decisions, `double` and `stoss` (every Spritzen level) for the doublings, `announce` for naming a game,
 * CardsDealt, and a DealScored without the shared deal summary. Its streams stay stored as they were:
 * - `upcast` reads an old event as the event of today (evolve and redact start with it), so an old stream
 *   replays into the same state and clients see today's names;
 * - `downcast` writes today's event the way version 1 recorded it, and `upcastAction` reads a version 1 action
 *   (today's names are accepted too), so the retired version 1 (v1.ts) decides exactly the events it always did.
 */

const seatOnly = z.object({ seat: SeatSchema }).strict();
const legacy = <T extends string, S extends z.ZodType>(type: T, data: S) => z.object({ type: z.literal(type), data }).strict();

export const LegacyDealResultSchema = z
  .object({
    deal: z.number().int(),
    kind: z.enum(['game', 'ramsch', 'thrownIn', 'schieberFailed']),
    contract: ContractSchema.nullable(),
    partner: SeatSchema.nullable(),
    hands: z.array(z.array(CardSchema)),
    points: z.array(z.number()),
    tricks: z.array(z.number()),
    declarerPoints: z.number().nullable(),
    won: z.boolean().nullable(),
    schneider: z.boolean(),
    schwarz: z.boolean(),
    laufende: z.number(),
    items: z.array(
      z.object({ what: z.enum(['tariff', 'schneider', 'schwarz', 'laufende']), amount: z.number(), count: z.number().optional() }).strict(),
    ),
    doublings: z.array(z.object({ reason: DoublingReasonSchema, seat: SeatSchema.nullable() }).strict()),
    value: z.number(),
    ramschLosers: z.array(SeatSchema),
    durchmarsch: z.boolean(),
    payments: z.array(z.number()),
    stockPayments: z.array(z.number()),
    stockChange: z.number(),
  })
  .strict();

/** The events of rules version 1 whose name or data differ today. */
export const LEGACY_EVENT_SCHEMAS = [
  legacy(
    'CardsDealt',
    z
      .object({
        deal: z.number().int(),
        dealer: SeatSchema,
        half: z.union([z.literal(1), z.literal(2)]),
        schieber: z.boolean(),
        hands: z.array(z.array(CardSchema).nullable()),
      })
      .strict(),
  ),
  legacy('Doubled', seatOnly),
  legacy('PlayDeclared', seatOnly),
  legacy('Passed', seatOnly),
  legacy('StossGiven', z.object({ seat: SeatSchema, level: z.number().int().min(1).max(4) }).strict()),
  legacy('DealScored', LegacyDealResultSchema),
] as const;
export const LegacyEventSchema = z.union(LEGACY_EVENT_SCHEMAS);
export type LegacyEvent = z.infer<typeof LegacyEventSchema>;

/** The actions of rules version 1 whose name or meaning differ today (`stoss` meant the next Spritzen level). */
export const LEGACY_ACTION_SCHEMAS = [
  z.object({ type: z.literal('double') }).strict(),
  z.object({ type: z.literal('play') }).strict(),
  z.object({ ...NameGameSchema.shape, type: z.literal('announce') }).strict(),
] as const;
export const LegacyActionSchema = z.union(LEGACY_ACTION_SCHEMAS);

/** An event of any rules version, as today's event. */
export function upcast(event: SchafkopfEvent | LegacyEvent): SchafkopfEvent {
  switch (event.type) {
    case 'CardsDealt': {
      const { deal, ...rest } = event.data;
      return { type: 'DealDealt', data: { dealNumber: deal, ...rest } };
    }
    case 'Doubled':
      return 'name' in event.data
        ? (event as SchafkopfEvent)
        : { type: 'Doubled', data: { seat: event.data.seat, level: 1, name: 'Klopfen' } };
    case 'PlayDeclared':
      return { type: 'BidMade', data: { seat: event.data.seat } };
    case 'Passed':
      return { type: 'BidPassed', data: { seat: event.data.seat } };
    case 'StossGiven':
      return {
        type: 'Doubled',
        data: { seat: event.data.seat, level: event.data.level, name: SPRITZEN[event.data.level - 1] ?? 'Resupra' },
      };
    case 'DealScored':
      return 'deal' in event.data ? { type: 'DealScored', data: legacyDealScored(event.data as DealResult) } : (event as SchafkopfEvent);
    default:
      return event;
  }
}

/** A version 1 DealScored's data as today's; evolve never throws, so data it cannot read stays as it is. */
function legacyDealScored(result: DealResult): DealScoredData {
  try {
    return recordedDealScored(result);
  } catch {
    return result as never;
  }
}

/** Today's event as rules version 1 recorded it. */
export function downcast(event: SchafkopfEvent): SchafkopfEvent | LegacyEvent {
  switch (event.type) {
    case 'DealDealt': {
      const { dealNumber, ...rest } = event.data;
      return { type: 'CardsDealt', data: { deal: dealNumber, ...rest } };
    }
    case 'Doubled':
      return event.data.name === 'Klopfen'
        ? { type: 'Doubled', data: { seat: event.data.seat } }
        : { type: 'StossGiven', data: { seat: event.data.seat, level: event.data.level } };
    case 'BidMade':
      return { type: 'PlayDeclared', data: { seat: event.data.seat } };
    case 'BidPassed':
      return { type: 'Passed', data: { seat: event.data.seat } };
    case 'DealScored':
      return { type: 'DealScored', data: dealResultOf(event.data) };
    default:
      return event;
  }
}

/**
 * A version 1 action as today's: `double` is `klopfen`, `play` is `bid`, `announce` is `nameGame`, `stoss` the
 * next Spritzen level, and `pass` what it meant in the phase: `declineDouble`, `pass`, `withdraw` or
 * `declineSchieber`. Today's actions (and anything else) pass unchanged.
 */
export function upcastAction(state: SchafkopfState, action: unknown): unknown {
  if (typeof action !== 'object' || action === null) return action;
  const { type, ...fields } = action as { type?: unknown };
  switch (type) {
    case 'double':
      return { ...fields, type: 'klopfen' };
    case 'play':
      return { ...fields, type: 'bid' };
    case 'announce':
      return { ...fields, type: 'nameGame' };
    case 'stoss':
      return { ...fields, type: SPRITZEN_ACTIONS[state.stoss.length] ?? 'stoss' };
    case 'pass': {
      const meant: Partial<Record<SchafkopfState['phase'], SchafkopfAction['type']>> = {
        doubling: 'declineDouble',
        naming: 'withdraw',
        schieber: 'declineSchieber',
      };
      return { ...fields, type: meant[state.phase] ?? 'pass' };
    }
    default:
      return action;
  }
}
