import { z } from 'zod';
import type { Card } from '../../core/cards.js';
import { commonViewShape, DealSummarySchema, SeatSchema, viewSchema } from '../../core/view.js';
import { CONTRACT_IDS } from './contracts.js';

/**
 * The zod schemas the Schnapsen family shares: the pieces of its events, views and actions. Each
 * game builds its published schemas (`Game.schemas`) from these, and its TypeScript types are inferred from
 * them, so what the OpenAPI document says and what the engine produces cannot drift apart.
 */

/** A card of the 20-card Schnapsen pack (typed as the engine's Card). */
export const CardSchema = z
  .string()
  .regex(/^[EGHS](A|10|K|O|U)$/)
  .describe('A card of the 20-card pack: suit E/G/H/S and rank A, 10, K, O, U.') as unknown as z.ZodType<Card>;
export const CardsSchema = z.array(CardSchema);
export const SuitSchema = z.enum(['E', 'G', 'H', 'S']).describe('E Eichel, G Gras, H Herz, S Schellen.');
export const SeatsSchema = z.array(SeatSchema);
export const PlaySchema = z.object({ seat: SeatSchema, card: CardSchema }).strict();
export const TakenTrickSchema = z.object({ winner: SeatSchema, plays: z.array(PlaySchema) }).strict();
export const ContractIdSchema = z.enum(CONTRACT_IDS);
export const SideNameSchema = z.enum(['declaring', 'defending']);
export const SidesSchema = z
  .object({
    declarer: SeatSchema,
    declaring: SeatsSchema,
    defending: SeatsSchema,
    out: SeatsSchema.describe('Seats that sit out the deal (a Bettler partner).'),
  })
  .strict();
/** The cut-or-knock ritual: the cards lifted by the cut, "knock" (knocked on the pack), or null without it. */
export const RitualSchema = z.union([z.number().int().min(1).max(19), z.literal('knock'), z.null()]);
/** One seat's code in `seats[].status` and `standings[].status`. */
export const SeatStatusSchema = z.enum(['playing', 'sittingOut', 'won', 'lost', 'forfeited']);
export type SeatStatus = z.infer<typeof SeatStatusSchema>;
export const OutcomeSchema = z.object({ winners: SeatsSchema, summary: z.string() }).strict().nullable();
export const OptionsViewSchema = z.record(z.string(), z.unknown()).describe("The match's house rules, resolved.");

/** A 20 or 40 declared by the player on lead (event `MarriageDeclared`, and the view's `marriages`). */
export const DeclaredMarriageSchema = z
  .object({ seat: SeatSchema, suit: SuitSchema, points: z.union([z.literal(20), z.literal(40)]), afterTricks: z.number().int().min(0) })
  .strict();

/** `Doubled`: the doubling level (1 Spritzen x2, 2 Retour x4, 3 Re x8) and its German name. */
export const DoubledSchema = z
  .object({ seat: SeatSchema, level: z.number().int().min(1).max(3), name: z.enum(['Spritzen', 'Retour', 'Re']) })
  .strict();

// ---- events both Bauern- and Dreierschnapsen record ----

const event = <T extends string, D extends z.ZodType>(type: T, data: D) => z.object({ type: z.literal(type), data }).strict();
const seatOnly = z.object({ seat: SeatSchema }).strict();
const maybeCards = z.array(CardsSchema.nullable()).describe('Per seat; null where the viewer may not see them.');

export const dealDealtShape = {
  deal: z.number().int().min(1),
  dealer: SeatSchema,
  rufer: SeatSchema,
  ritual: RitualSchema,
  first: maybeCards.describe("Per seat: the cards picked up now (after a knock only the Rufer's three); null when hidden."),
  second: maybeCards.describe('Per seat: the cards dealt after the trump call; null when hidden.'),
};

export const familyEvents = {
  PackCut: event('PackCut', z.object({ seat: SeatSchema, at: z.number().int().min(1).max(19) }).strict()),
  PackKnocked: event('PackKnocked', seatOnly),
  RedealDemanded: event('RedealDemanded', z.object({ seat: SeatSchema, unter: CardsSchema }).strict()),
  TrumpCalled: event('TrumpCalled', z.object({ seat: SeatSchema, suit: SuitSchema, turnedUp: CardSchema.nullable() }).strict()),
  SecondPacketsDealt: event('SecondPacketsDealt', z.object({ deal: z.number().int().min(1), second: maybeCards }).strict()),
  BidPassed: event('BidPassed', seatOnly),
  Doubled: event('Doubled', DoubledSchema),
  DoublingDeclined: event('DoublingDeclined', seatOnly),
  MarriageDeclared: event('MarriageDeclared', DeclaredMarriageSchema),
  CardPlayed: event(
    'CardPlayed',
    z
      .object({
        deal: z.number().int().min(1),
        trick: z.number().int().min(0),
        seat: SeatSchema,
        card: CardSchema.nullable().describe('null while its trick lies face down for the viewer.'),
      })
      .strict(),
  ),
  TrickTaken: event(
    'TrickTaken',
    z
      .object({
        deal: z.number().int().min(1),
        trick: z.number().int().min(0),
        winner: SeatSchema,
        plays: z.array(PlaySchema).nullable().describe('null while the trick lies face down for the viewer.'),
      })
      .strict(),
  ),
  Forfeited: event('Forfeited', seatOnly),
};

export { event as eventSchema };

const TallySchema = z
  .object({
    seats: SeatsSchema,
    tricks: z.number().int(),
    cardPoints: z.number().int(),
    declared: z.number().int(),
    counted: z.number().int(),
    total: z.number().int(),
  })
  .strict();

/** The contract's result that follows the deal summary in `DealScored` (both games). */
export const dealScoreShape = {
  bummerlNumber: z.number().int().min(1).describe('The Bummerl this deal belongs to.'),
  contract: ContractIdSchema,
  contractName: z.string(),
  trump: SuitSchema.nullable(),
  trumpCounts: z.boolean(),
  sides: SidesSchema,
  winningSide: SideNameSchema,
  won: z.boolean().describe('Did the declaring side make its contract?'),
  reason: z.enum([
    'reached66',
    'lastTrick',
    'tookTrick',
    'noTrickTaken',
    'trickLost',
    'allTricksTaken',
    'schnapserMade',
    'schnapserMissed',
    'laidDown',
  ]),
  declaring: TallySchema,
  defending: TallySchema,
  baseValue: z.number().int(),
  multipliers: z.array(
    z.object({ name: z.enum(['spritzen', 'retour', 're', 'herzrunde']), factor: z.literal(2), seat: SeatSchema.nullable() }).strict(),
  ),
  factor: z.number().int(),
  value: z.number().int(),
  cap: z.number().int().nullable(),
  points: z.number().int().describe('Game points each winning party gets.'),
  awards: z.array(z.object({ party: z.number().int().min(0), seats: SeatsSchema, points: z.number().int() }).strict()),
  scoresBefore: z.array(z.number().int()).describe('Points of each party in the running Bummerl before the deal.'),
  scoresAfter: z.array(z.number().int()),
  tricks: z.array(TakenTrickSchema),
  openTrick: z.array(PlaySchema),
  marriages: z.array(DeclaredMarriageSchema),
  shown: z.array(z.object({ seat: SeatSchema, cards: CardsSchema }).strict()),
};

/** `DealScored`: the shared deal summary, then the contract's result; `more` adds a game's own fields. */
export const dealScoredSchema = <S extends z.ZodRawShape>(more: S) =>
  event('DealScored', z.object({ ...DealSummarySchema.shape, ...dealScoreShape, ...more }).strict());

/** What a party took when a Bummerl ended: 1 Bummerl, 2 for a Schneider, 4 for a Retourschneider. */
export const BummerlTakenSchema = z
  .object({ seats: SeatsSchema, kind: z.enum(['bummerl', 'schneider', 'retourschneider']), bummerl: z.number().int().min(1) })
  .strict();

export const bummerlScoredShape = {
  bummerlNumber: z.number().int().min(1),
  scores: z.array(z.number().int()).describe('Points of each party when the Bummerl ended.'),
  taken: z.array(BummerlTakenSchema).describe('Who took the Bummerl (and how many it counts).'),
  forfeit: z.boolean().describe('The Bummerl ended because a seat forfeited the match.'),
};

export const matchEndedSchema = event(
  'MatchEnded',
  z.object({ winners: SeatsSchema, bummerl: z.array(z.number().int()).describe('Bummerl each party took over the match.') }).strict(),
);

// ---- the views' parts both games share ----

export const TrickViewSchema = z
  .object({
    index: z.number().int().min(0),
    winner: SeatSchema,
    side: SideNameSchema,
    plays: z.array(PlaySchema).nullable().describe('null while the trick lies face down for this viewer.'),
  })
  .strict();
export const SideViewSchema = z
  .object({
    seats: SeatsSchema,
    tricks: z.number().int(),
    points: z.number().int().nullable().describe("Card points plus counted 20/40; only one's own side's, with softTricks."),
  })
  .strict();
export const DoublingViewSchema = z
  .object({
    said: z.array(DoubledSchema).describe('Spritzen, Retour, Re said so far, in order.'),
    next: z
      .enum(['spritzen', 'retour', 're'])
      .nullable()
      .describe('The doubling due now (its action), null outside the round or after Re.'),
    toSpeak: SeatsSchema.describe('The seats still to answer it; the first is asked now.'),
    herzrunde: z.boolean(),
    factor: z.number().int().describe('2 per doubling said, and 2 for a Herzrunde.'),
  })
  .strict();
const bidShape = {
  seat: SeatSchema,
  contract: ContractIdSchema,
  withTalon: z.boolean().optional().describe('Dreierschnapsen: the bidder takes the talon.'),
};
export const BiddingViewSchema = z
  .object({
    bids: z.array(z.object({ ...bidShape, contract: ContractIdSchema.nullable().describe('null: passed ("weiter").') }).strict()),
    best: z.object(bidShape).strict().nullable().describe('The standing bid.'),
    toSpeak: SeatsSchema.describe('Seats still to speak, in order.'),
  })
  .strict()
  .nullable();
export const contractViewShape = {
  id: ContractIdSchema,
  name: z.string(),
  value: z.number().int(),
  declarer: SeatSchema,
  sides: SidesSchema,
  trumpCounts: z.boolean(),
  assLow: z.boolean(),
};
export const PartyViewSchema = z
  .object({
    seats: SeatsSchema,
    points: z.number().int().describe('Points in the running Bummerl.'),
    display: z.number().int().describe('What the table shows: the points, or what is left to 24 with countDown.'),
    bummerl: z.number().int().describe('Bummerl taken over the match (a Schneider counts 2, a Retourschneider 4).'),
  })
  .strict();
export const OpenHandSchema = z.object({ seat: SeatSchema, cards: CardsSchema }).strict();

/** Both games' `seats` in the view: the shared envelope's fields, with what score and sittingOut mean in each. */
export function familySeatsSchema(meaning: { score: string; sittingOut: string }) {
  return z.array(
    z
      .object({
        seat: SeatSchema,
        cardCount: z.number().int().min(0),
        score: z.number().int().describe(meaning.score),
        status: SeatStatusSchema.describe(`sittingOut: ${meaning.sittingOut}`),
      })
      .strict(),
  );
}

/** The own part of both games' views that means the same in each (each adds what only it has). */
export const familyViewShape = {
  bummerlNumber: z.number().int().min(1).describe('The running Bummerl, from 1.'),
  rufer: SeatSchema.nullable(),
  trump: SuitSchema.nullable(),
  turnedUp: CardSchema.nullable(),
  ritual: RitualSchema,
  bidding: BiddingViewSchema,
  doubling: DoublingViewSchema,
  tricks: z.array(TrickViewSchema),
  sides: z.object({ declaring: SideViewSchema, defending: SideViewSchema }).strict().nullable(),
  marriages: z.array(DeclaredMarriageSchema),
  mustLead: SuitSchema.nullable().describe('After a 20/40: the suit whose König or Ober must be led now.'),
  openHands: z.array(OpenHandSchema).describe('Hands laid open to this viewer (Plauderer).'),
  parties: z.array(PartyViewSchema).describe('Who scores together (a team in Bauernschnapsen, a player in Dreierschnapsen).'),
  options: OptionsViewSchema,
  outcome: OutcomeSchema,
};

/**
 * A game's view schema: exactly `viewSchema(gameId, own)` (the shared envelope plus the game's own fields, which
 * may narrow an envelope field such as `phase` or `seats`), typed so that the narrowed fields infer as narrowed.
 */
export const gameViewSchema = <const Id extends string, S extends z.ZodRawShape>(gameId: Id, own: S) =>
  viewSchema(gameId, own) as unknown as z.ZodObject<
    Omit<typeof commonViewShape, keyof S | 'game'> & { game: z.ZodLiteral<Id> } & S,
    z.core.$strict
  >;
