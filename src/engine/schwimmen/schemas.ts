import { z } from 'zod';
import type { Card } from '../core/cards.js';
import { actionObject } from '../core/actions.js';
import type { GameSchemas } from '../core/schemas.js';
import { CardSchema, CommonViewSchema, DealSummarySchema, SeatSchema } from '../core/view.js';

/**
 * The one source of Schwimmen's published shapes: the view, every event, every action and a preset
 * deal, as zod schemas. The game's TypeScript types (types.ts) are inferred from these, so the JSON Schemas
 * published from them cannot drift from the code.
 */

/** A card code (the core schema, typed as the engine's `Card`: the regex admits exactly the card codes). */
const CardCode = CardSchema as unknown as z.ZodType<Card>;
const Cards = z.array(CardCode);
/** Exactly three cards: a hand, a packet, the table. */
const Three = z.array(CardCode).length(3);

export const PhaseSchema = z
  .enum(['waiting', 'dealing', 'choosing', 'playing', 'over'])
  .describe(
    'waiting: before the start; dealing: between deals (never seen between moves); choosing: the dealer keeps or lays down the packet he looked at; playing; over.',
  );

export const SeatStatusSchema = z
  .enum(['playing', 'swimming', 'out'])
  .describe('playing: has lives left; swimming: no lives left, plays on; out: abgesoffen (or forfeited), no longer in the match.');

export const DealEndReasonSchema = z
  .enum(['knock', 'feuer', 'schnauz', 'stockExhausted'])
  .describe(
    'What ended the deal: the last turns after a knock, Feuer, Schnauz, or a round of passes with fewer than three cards left in the stock.',
  );

/** The showdown of a deal: the game-specific part of DealScored after the shared summary. */
export const showdownShape = {
  reason: DealEndReasonSchema,
  hands: z.array(Three.nullable()).describe('Every hand shown, by seat (null for a seat out of the match).'),
  values: z.array(z.number().nullable()).describe('The value of each hand, by seat (Drei Gleiche 30.5; null for a seat out of the match).'),
  payers: z.array(SeatSchema).describe('The seats with the lowest value, who pay: a life, or, when swimming, the match.'),
};
export const ShowdownSchema = z.object(showdownShape).strict();

export const DealScoredDataSchema = DealSummarySchema.extend(showdownShape).describe(
  'The deal summary (winners: the seats in play that did not pay; changes: lives, -1 for each payer who lost one), then the showdown.',
);

const event = <T extends string, D extends z.ZodType>(type: T, data: D) => z.object({ type: z.literal(type), data }).strict();
const seatOnly = z.object({ seat: SeatSchema }).strict();

export const DealDealtDataSchema = z
  .object({
    dealNumber: z.number().int().min(1),
    dealer: SeatSchema,
    hands: z
      .array(Three.nullable())
      .describe(
        "Per seat, 3 cards (the dealer's entry is the packet he looks at); null for a seat out of the match and, when redacted, for every seat but the viewer's.",
      ),
    second: Three.nullable().describe("The dealer's second packet (null when redacted)."),
    stock: Cards.nullable().describe('The stock in order (null when redacted).'),
    stockCount: z.number().int().min(0),
  })
  .strict();

export const EventSchema = z.discriminatedUnion('type', [
  event(
    'MatchStarted',
    z.object({ players: z.number().int().min(2).max(6), lives: z.number().int().min(1), firstDealer: SeatSchema }).strict(),
  ),
  event('DealDealt', DealDealtDataSchema),
  event(
    'PacketChosen',
    z
      .object({ seat: SeatSchema, kept: z.enum(['first', 'second']), table: Three.describe('The packet laid face up on the table.') })
      .strict(),
  ),
  event(
    'CardSwapped',
    z
      .object({
        seat: SeatSchema,
        hand: CardCode.describe('The card laid on the table.'),
        table: CardCode.describe('The table card taken.'),
      })
      .strict(),
  ),
  event(
    'AllCardsSwapped',
    z.object({ seat: SeatSchema, hand: Three.describe('The hand laid on the table.'), table: Three.describe('The table taken.') }).strict(),
  ),
  event('TurnPassed', seatOnly),
  event('Knocked', seatOnly),
  event('TableRefreshed', z.object({ discarded: Three, table: Three }).strict()),
  event('FeuerShown', seatOnly),
  event('SchnauzShown', seatOnly),
  event('DealScored', DealScoredDataSchema),
  event('LifeLost', z.object({ seat: SeatSchema, livesLeft: z.number().int().min(0) }).strict()),
  event('PlayerSwam', seatOnly),
  event('PlayerEliminated', seatOnly),
  event('Forfeited', seatOnly),
  event('MatchEnded', z.object({ winners: z.array(SeatSchema) }).strict()),
]);

/** A card code in an action, by the pattern its refusal names ("must match ..."); it admits exactly the card codes. */
const CardPattern = z.string().regex(/^[EGHS](A|10|K|O|U|9|8|7|6)$/) as unknown as z.ZodType<Card>;

/** Every action, with what it means and an example body. */
export const ACTION_OBJECTS = [
  actionObject(
    'choosePacket',
    { keep: z.boolean().describe('true keeps the packet you looked at.') },
    'Dealer only, right after the deal: keep the packet you looked at (keep: true; the other goes face up to the table) or lay it face up on the table and take the other (keep: false).',
    { example: { type: 'choosePacket', keep: true } },
  ),
  actionObject(
    'swapOne',
    {
      hand: CardPattern.describe('The card from your hand that goes to the table.'),
      table: CardPattern.describe('The table card you take.'),
    },
    'Swap one card of your hand with one card on the table.',
    { example: { type: 'swapOne', hand: 'G7', table: 'HA' } },
  ),
  actionObject('swapAll', {}, 'Swap all three cards of your hand with all three cards on the table.', { example: { type: 'swapAll' } }),
  actionObject(
    'passTurn',
    {},
    'Schieben ("weiter"): swap nothing this turn. When every player in a round passes his turn, the table is replaced from the stock. (Not the auction\'s "pass": Schwimmen has no auction.)',
    { example: { type: 'passTurn' } },
  ),
  actionObject(
    'knock',
    {},
    'Klopfen: swap nothing and end the deal; every other player has exactly one more turn, then the hands are shown. Not allowed after someone has knocked (or, with knockAfterFirstRound, before everyone has had a turn).',
    { example: { type: 'knock' } },
  ),
] as const;
export const ActionSchema = z.discriminatedUnion('type', ACTION_OBJECTS);

export const PresetSchema = z
  .object({
    hands: z
      .array(Three.nullable())
      .describe("3 cards per seat (the dealer's entry is the packet he looks at), or null: a seat in play takes 3 from the stock."),
    second: Three.describe("The dealer's second packet."),
    stock: Cards.optional().describe('The stock in order; default: the rest of the pack in pack order.'),
  })
  .strict();

export const OutcomeSchema = z.object({ winners: z.array(SeatSchema), summary: z.string() }).strict();

/**
 * The envelope (core/view.ts) with `phase` and `seats[].status` narrowed to Schwimmen's codes, plus Schwimmen's own
 * part. At run time this is exactly `viewSchema('schwimmen', own)`; `.extend` is used because viewSchema's type
 * intersects (rather than replaces) an envelope field the game narrows, which makes `phase` unusable as a type.
 */
export const ViewSchema = CommonViewSchema.extend({
  game: z.literal('schwimmen'),
  phase: PhaseSchema,
  seats: z.array(
    z
      .object({
        seat: SeatSchema,
        cardCount: z.number().int().min(0),
        score: z.number().int().min(0).describe('Lives left.'),
        status: SeatStatusSchema,
      })
      .strict(),
  ),
  table: Cards.describe('The face-up cards on the table (3 while a deal runs).'),
  stockCount: z.number().int().min(0),
  handValue: z.number().nullable().describe("The value of the viewer's hand (null for spectators and seats without cards)."),
  knockedBy: SeatSchema.nullable(),
  finalTurnsLeft: z.array(SeatSchema).describe('After a knock: the seats that still have their one last turn, in order.'),
  passes: z.number().int().min(0).describe('Consecutive passes in the current round (a full round of passes refreshes the table).'),
  lastShowdown: ShowdownSchema.nullable().describe("The hands and values shown at the last deal's end (its summary is `lastDeal`)."),
  outcome: OutcomeSchema.nullable(),
});

export const SCHWIMMEN_SCHEMAS: GameSchemas = { view: ViewSchema, event: EventSchema, action: ActionSchema, preset: PresetSchema };
