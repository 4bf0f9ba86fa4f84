import { z } from 'zod';
import { RANKS, SUITS } from './cards.js';
import type { Seat } from './seats.js';

/**
 * The part every game's view shares (one envelope for all games). A game's view is this envelope plus its own
 * fields; `viewSchema` builds the game's schema from both, so a client can read the common part without knowing
 * the game and narrow on `game` for the rest.
 *
 * Schemas are zod: the TypeScript types are inferred from them and the JSON Schemas published in the OpenAPI
 * document are generated from them, so neither can drift from the other.
 */
export const SeatSchema = z.number().int().min(0).max(9).describe('A seat, numbered 0..n-1 clockwise.');
export const CardSchema = z
  .templateLiteral([z.enum(SUITS), z.enum(RANKS)])
  .describe('A card: suit E/G/H/S (Eichel, Gras, Herz, Schellen) and rank A, 10, K, O (Ober), U (Unter), 9, 8, 7, 6.');

export const TrickCardSchema = z.object({ seat: SeatSchema, card: CardSchema }).strict();

/** One seat as everyone sees it. */
export const SeatSummarySchema = z
  .object({
    seat: SeatSchema,
    cardCount: z.number().int().min(0).describe("Cards in this seat's hand."),
    score: z.number().describe("The seat's match score; higher is better (see `Standing.score`)."),
    status: z.string().describe("A code, one of the game's seat statuses."),
  })
  .strict();

/** One line of a deal's itemised result. */
export const ResultItemSchema = z
  .object({
    label: z.string().describe('What the item is, e.g. "Grundtarif", "Schneider", "Laufende x3", "Bettler".'),
    value: z.number().describe("Its value in the unit of the game's result (cents, game points, lives)."),
  })
  .strict();

/**
 * How a deal ended. This is the shared part of every game's `DealScored` event data, and the view's `lastDeal`
 * keeps it visible until the next deal's result replaces it.
 */
export const DealSummarySchema = z
  .object({
    dealNumber: z.number().int().min(1),
    winners: z.array(SeatSchema).describe('The seats that won the deal (a whole side in a team game).'),
    summary: z.string().describe('One sentence saying how the deal ended.'),
    items: z.array(ResultItemSchema).describe('The itemised result.'),
    changes: z
      .array(z.object({ seat: SeatSchema, delta: z.number() }).strict())
      .describe("What the deal changed in each seat's `score` (same unit and direction)."),
  })
  .strict();

export const commonViewShape = {
  game: z.string().describe("The game id; narrow on it for the game's own fields."),
  phase: z.string().describe("A code, one of the game's phases."),
  dealNumber: z.number().int().min(0).describe('The current deal, from 1; 0 before the first deal.'),
  dealer: SeatSchema.nullable(),
  waitingFor: z.array(SeatSchema).describe('The seats whose decision the match waits for (optional actions such as Stoß do not count).'),
  hand: z.array(CardSchema).nullable().describe("The viewer's own cards; null for spectators."),
  trick: z
    .array(TrickCardSchema)
    .describe('The cards of the trick on the table, in the order played ([] when none, or in games without tricks).'),
  seats: z.array(SeatSummarySchema),
  lastDeal: DealSummarySchema.nullable().describe('The result of the last deal that ended (null before the first one ends).'),
};

export const CommonViewSchema = z.object(commonViewShape).strict();

export type TrickCard = z.infer<typeof TrickCardSchema>;
export type SeatSummary = z.infer<typeof SeatSummarySchema>;
export type ResultItem = z.infer<typeof ResultItemSchema>;
export type DealSummary = z.infer<typeof DealSummarySchema>;
export type CommonView = z.infer<typeof CommonViewSchema>;

/**
 * A game's view schema: the envelope with `game` fixed to its id, plus the game's own fields. The game's part may
 * narrow an envelope field (e.g. `phase` to the game's phases, `seats` to its statuses).
 */
export function viewSchema<Id extends string, S extends z.ZodRawShape>(gameId: Id, own: S) {
  return CommonViewSchema.extend({ game: z.literal(gameId), ...own });
}

/** What a game gives for the envelope of a view: its own state's parts, read for one viewer. */
export interface EnvelopeParts<Id extends string, Phase extends string, Status extends string, C extends string> {
  game: Id;
  phase: Phase;
  dealNumber: number;
  dealer: Seat | null;
  waitingFor: readonly Seat[];
  /** The viewer's own cards; null for a spectator. */
  hand: readonly C[] | null;
  trick: readonly { seat: Seat; card: C }[];
  /** Per seat, by seat number. */
  seats: readonly { cardCount: number; score: number; status: Status }[];
  lastDeal: DealSummary | null;
}

/**
 * A view: the envelope (`commonViewShape`, in its order), built from the game's parts as fresh values, so that a
 * view never shares an array or object with the state it was read from, followed by the game's `own` fields.
 * The own fields are added to the fresh envelope object: in Node 20's V8, a literal that spreads an object and
 * then adds fields costs about a microsecond per added field, and a view is made on every request for one.
 */
export function envelope<Id extends string, Phase extends string, Status extends string, C extends string, Own extends object>(
  parts: EnvelopeParts<Id, Phase, Status, C>,
  own: Own,
) {
  const last = parts.lastDeal;
  const common = {
    game: parts.game,
    phase: parts.phase,
    dealNumber: parts.dealNumber,
    dealer: parts.dealer,
    waitingFor: [...parts.waitingFor],
    hand: parts.hand === null ? null : [...parts.hand],
    trick: parts.trick.map(({ seat, card }) => ({ seat, card })),
    seats: parts.seats.map(({ cardCount, score, status }, seat) => ({ seat, cardCount, score, status })),
    lastDeal:
      last === null
        ? null
        : {
            dealNumber: last.dealNumber,
            winners: [...last.winners],
            summary: last.summary,
            items: last.items.map(({ label, value }) => ({ label, value })),
            changes: last.changes.map(({ seat, delta }) => ({ seat, delta })),
          },
  };
  return Object.assign(common, own);
}
