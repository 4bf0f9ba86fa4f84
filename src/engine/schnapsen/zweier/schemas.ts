import { z } from 'zod';
import { actionObject } from '../../core/actions.js';
import { DealSummarySchema, SeatSchema } from '../../core/view.js';
import { bareAction } from '../common/actions.js';
import {
  gameViewSchema,
  CardSchema,
  CardsSchema,
  eventSchema as event,
  OptionsViewSchema,
  OutcomeSchema,
  PlaySchema,
  SuitSchema,
} from '../common/schemas.js';

/**
 * The schemas of Schnapsen for two: one deal's events and actions (over local seats 0 and 1, so that
 * Dreierschnapsen's play-off deal uses them as they are), the match's events, its view and its preset. The
 * game's TypeScript types are inferred from these (deal-types.ts, types.ts).
 */
export const LocalSeatSchema = z.union([z.literal(0), z.literal(1)]).describe('A seat of the deal: 0 or 1.');
const pair = <S extends z.ZodType>(item: S) => z.tuple([item, item]);
const points = z.number().int().min(0);

export const ClosingSchema = z
  .object({ by: LocalSeatSchema, opponentPoints: points, opponentTricks: z.number().int().min(0) })
  .strict()
  .describe("Who closed the talon, and the opponent's points and tricks at that moment (they set the stakes).");

const MarriageSchema = z.object({ suit: SuitSchema, points: z.union([z.literal(20), z.literal(40)]) }).strict();

export const SeatScoreSchema = z
  .object({
    seat: LocalSeatSchema,
    tricks: z.number().int().min(0),
    cardPoints: points,
    marriages: z
      .array(MarriageSchema.extend({ counted: z.boolean() }).strict())
      .describe('20/40 declared; they count once the seat has a trick.'),
    points: points.describe('Card points plus the 20/40 that count.'),
  })
  .strict();

const HIDDEN_WHILE_RUNNING = 'null for what the viewer never saw while the match runs (complete once it is over)';
const DealtCardsSchema = z
  .object({
    hands: pair(CardsSchema.nullable()).describe(`The hands as dealt, by seat; ${HIDDEN_WHILE_RUNNING}.`),
    trumpCard: CardSchema,
    talon: CardsSchema.nullable().describe(`The talon in drawing order; ${HIDDEN_WHILE_RUNNING}.`),
  })
  .strict();

/** The itemised result of one deal (local seats): who scores how many game points, and why. */
export const zweierDealResultShape = {
  winner: LocalSeatSchema,
  gamePoints: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  reason: z.enum(['claim', 'closed', 'closingFailed', 'wrongClaim', 'lastTrick']),
  summary: z.string().describe('One sentence naming the rule that decided it.'),
  claim: z
    .object({ seat: LocalSeatSchema, points, correct: z.boolean(), automatic: z.boolean() })
    .strict()
    .nullable()
    .describe("Who claimed 66; `automatic` when the last trick's winner had 66 and it counted as his claim."),
  closed: ClosingSchema.nullable(),
  measuredAgainst: z
    .object({ seat: LocalSeatSchema, points, tricks: z.number().int().min(0), when: z.enum(['now', 'closing']) })
    .strict()
    .nullable()
    .describe("The loser's state the 1/2/3 table was read against; null for fixed values."),
  lastTrickBy: LocalSeatSchema.nullable(),
  scores: pair(SeatScoreSchema),
  dealt: DealtCardsSchema.nullable(),
  remaining: z
    .object({
      hands: pair(CardsSchema.nullable()).describe(`The cards still in hand when the deal ended, by seat; ${HIDDEN_WHILE_RUNNING}.`),
      talon: CardsSchema.nullable().describe(`The talon left face down; ${HIDDEN_WHILE_RUNNING}.`),
      trumpCard: CardSchema.nullable(),
    })
    .strict(),
};
export const ZweierDealResultSchema = z.object(zweierDealResultShape).strict();

export const DrawSchema = z
  .object({ seat: LocalSeatSchema, card: CardSchema.nullable().describe("null: somebody else's face-down card."), trumpCard: z.boolean() })
  .strict();

/** The events of one deal. The match (and Dreierschnapsen's play-off) records them with these names. */
export const zweierDealEvents = {
  DealDealt: event(
    'DealDealt',
    z
      .object({
        dealer: LocalSeatSchema,
        hands: pair(CardsSchema.nullable()).describe('By seat; null where the viewer may not see it.'),
        trumpCard: CardSchema,
        talon: CardsSchema.nullable().describe('The face-down talon in drawing order; null when hidden.'),
        talonCount: z.number().int(),
        deal: z.number().int().min(1).optional().describe("The host's deal number (Schnapsen for two numbers its deals)."),
      })
      .strict(),
  ),
  TrumpExchanged: event('TrumpExchanged', z.object({ seat: LocalSeatSchema, unter: CardSchema, trumpCard: CardSchema }).strict()),
  TalonClosed: event('TalonClosed', ClosingSchema),
  MarriageDeclared: event('MarriageDeclared', MarriageSchema.extend({ seat: LocalSeatSchema }).strict()),
  CardPlayed: event('CardPlayed', z.object({ seat: LocalSeatSchema, card: CardSchema }).strict()),
  TrickTaken: event('TrickTaken', z.object({ seat: LocalSeatSchema.describe('Who took it.'), cards: CardsSchema, points }).strict()),
  CardsDrawn: event('CardsDrawn', z.object({ draws: z.array(DrawSchema) }).strict()),
  OutClaimed: event('OutClaimed', z.object({ seat: LocalSeatSchema, points, correct: z.boolean() }).strict()),
  DealScored: event('DealScored', ZweierDealResultSchema),
};

export const ZweierDealEventSchema = z.discriminatedUnion('type', [
  zweierDealEvents.DealDealt,
  zweierDealEvents.TrumpExchanged,
  zweierDealEvents.TalonClosed,
  zweierDealEvents.MarriageDeclared,
  zweierDealEvents.CardPlayed,
  zweierDealEvents.TrickTaken,
  zweierDealEvents.CardsDrawn,
  zweierDealEvents.OutClaimed,
  zweierDealEvents.DealScored,
]);

/** The actions of one deal of Schnapsen for two, with what each means and an example body (a host game may publish them as they are). */
export const zweierActions = {
  playCard: actionObject(
    'playCard',
    { card: CardSchema.describe('The card from your hand.') },
    'Play a card: lead any card, or follow. While the talon is open play is free; once it is exhausted or closed you must beat the led card in its suit if you can, else follow lower, else trump, else play anything. After declaring a marriage you must lead its König or Ober.',
    { example: { type: 'playCard', card: 'HA' } },
  ),
  declareMarriage: actionObject(
    'declareMarriage',
    { suit: SuitSchema.describe('The suit of the marriage.') },
    'On lead: declare a marriage (König and Ober of one suit in your hand): 40 in trumps, 20 otherwise. Then lead one of the pair (or claim 66 with claimOut). Marriages count only once you have a trick.',
    { example: { type: 'declareMarriage', suit: 'G' } },
  ),
  exchangeTrump: bareAction(
    'exchangeTrump',
    'On lead, before declaring or playing, while the talon is open: exchange the trump Unter in your hand for the face-up trump card.',
  ),
  closeTalon: bareAction(
    'closeTalon',
    'Zudrehen: on lead, before declaring or playing, while the talon is open: close the talon. Nobody draws any more, play is strict, and you must reach 66 yourself.',
  ),
  claimOut: bareAction(
    'claimOut',
    'Go out ("66!", abmelden): right after winning a trick or declaring a marriage, claim to have 66 points (cards plus counted marriages). The deal ends at once; a wrong claim is penalised.',
  ),
};
export const ZWEIER_ACTION_OBJECTS = [
  zweierActions.playCard,
  zweierActions.declareMarriage,
  zweierActions.exchangeTrump,
  zweierActions.closeTalon,
  zweierActions.claimOut,
] as const;
export const ZweierActionSchema = z.discriminatedUnion('type', ZWEIER_ACTION_OBJECTS);

/** What one viewer sees of a deal besides the envelope's hand, trick and card counts. */
export const zweierDealViewShape = {
  trump: SuitSchema.nullable(),
  trumpCard: CardSchema.nullable().describe('The face-up trump card under the talon (null once drawn).'),
  talonCount: z.number().int().min(0).describe('Cards left in the talon, the trump card included.'),
  closed: ClosingSchema.nullable(),
  exhausted: z.boolean(),
  strict: z.boolean().describe('Play is strict (talon exhausted or closed): beat, else follow, else trump.'),
  known: pair(CardsSchema).describe('Cards of each hand everybody has seen (exchanged or last-drawn trump card, a 20/40 partner).'),
  tricks: z
    .array(z.object({ plays: z.array(PlaySchema), winner: LocalSeatSchema }).strict())
    .describe('Every completed trick (each was played face up).'),
  scores: pair(SeatScoreSchema),
  mustLead: SuitSchema.nullable().describe('After a 20/40: the suit whose König or Ober must be led now.'),
};

// ---- the match ----

export const DealRecordSchema = z
  .object({
    dealNumber: z.number().int().min(1),
    dealer: LocalSeatSchema,
    winner: LocalSeatSchema,
    gamePoints: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    reason: zweierDealResultShape.reason,
    summary: z.string(),
    needed: pair(z.number().int()).describe('Game points each seat still needed after this deal.'),
  })
  .strict();

export const schnapsenEvents = {
  MatchStarted: event('MatchStarted', z.object({ firstDealer: LocalSeatSchema, target: z.number().int() }).strict()),
  DealDealt: zweierDealEvents.DealDealt,
  TrumpExchanged: zweierDealEvents.TrumpExchanged,
  TalonClosed: zweierDealEvents.TalonClosed,
  MarriageDeclared: zweierDealEvents.MarriageDeclared,
  CardPlayed: zweierDealEvents.CardPlayed,
  TrickTaken: zweierDealEvents.TrickTaken,
  CardsDrawn: zweierDealEvents.CardsDrawn,
  OutClaimed: zweierDealEvents.OutClaimed,
  DealScored: event('DealScored', z.object({ ...DealSummarySchema.shape, ...zweierDealResultShape }).strict()),
  Forfeited: event('Forfeited', z.object({ seat: LocalSeatSchema }).strict()),
  MatchEnded: event(
    'MatchEnded',
    z
      .object({
        winners: z.array(LocalSeatSchema),
        reason: z.enum(['bummerl', 'forfeit']),
        needed: pair(z.number().int()).describe('Game points each seat still needed.'),
        bummerl: pair(z.number().int()).describe('Bummerl each seat took (the loser 1).'),
      })
      .strict(),
  ),
};

export const SchnapsenEventSchema = z.discriminatedUnion('type', [
  schnapsenEvents.MatchStarted,
  schnapsenEvents.DealDealt,
  schnapsenEvents.TrumpExchanged,
  schnapsenEvents.TalonClosed,
  schnapsenEvents.MarriageDeclared,
  schnapsenEvents.CardPlayed,
  schnapsenEvents.TrickTaken,
  schnapsenEvents.CardsDrawn,
  schnapsenEvents.OutClaimed,
  schnapsenEvents.DealScored,
  schnapsenEvents.Forfeited,
  schnapsenEvents.MatchEnded,
]);

export const SchnapsenViewSchema = gameViewSchema('schnapsen', {
  phase: z.enum(['waiting', 'playing', 'over']),
  seats: z.array(
    z
      .object({
        seat: SeatSchema,
        cardCount: z.number().int().min(0),
        score: z.number().int().describe('Minus the Bummerl the seat took: 0, or -1 for the loser once the match is over.'),
        status: z.enum(['playing', 'won', 'lost', 'forfeited']),
      })
      .strict(),
  ),
  target: z.number().int().describe('Game points to count down from (7).'),
  needed: pair(z.number().int()).describe('Game points each seat still needs to win the Bummerl (counting down from 7).'),
  ...zweierDealViewShape,
  history: z.array(DealRecordSchema),
  options: OptionsViewSchema,
  outcome: OutcomeSchema,
});

export const SchnapsenPresetSchema = z
  .object({
    hands: pair(CardsSchema.length(5)).describe('Five cards per seat, seat 0 first.'),
    trumpCard: CardSchema,
    talon: CardsSchema.length(9).optional().describe('The nine face-down cards in drawing order (default: the rest in pack order).'),
  })
  .strict();

export const SCHNAPSEN_SCHEMAS = {
  view: SchnapsenViewSchema,
  event: SchnapsenEventSchema,
  action: ZweierActionSchema,
  preset: SchnapsenPresetSchema,
};
