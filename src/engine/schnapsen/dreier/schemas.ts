import { z } from 'zod';
import { SeatSchema } from '../../core/view.js';
import {
  actionSchema,
  bare,
  bummerlScoredShape,
  CardSchema,
  CardsSchema,
  ContractIdSchema,
  contractViewShape,
  dealDealtShape,
  dealScoredSchema,
  eventSchema as event,
  familyActions,
  familyEvents,
  familySeatsSchema,
  familyViewShape,
  gameViewSchema,
  matchEndedSchema,
} from '../common/schemas.js';
import { ZweierDealEventSchema, zweierActions, zweierDealViewShape } from '../zweier/schemas.js';
import { DREIER_CONTRACT_IDS } from './options.js';

/**
 * The schemas of Dreierschnapsen: its events, actions, view and preset, built from the family's pieces
 * (common/schemas.ts) and, for the play-off deal, from Schnapsen for two's (zweier/schemas.ts). types.ts infers
 * the game's TypeScript types from these.
 */
const DreierContractSchema = z.enum(DREIER_CONTRACT_IDS as unknown as [string, ...string[]]) as unknown as z.ZodType<
  (typeof DREIER_CONTRACT_IDS)[number]
>;
const seatOnly = z.object({ seat: SeatSchema }).strict();
const PairSchema = z.tuple([SeatSchema, SeatSchema]);

export const PlayoffResultSchema = z
  .object({
    deal: z.number().int().min(1),
    seats: PairSchema,
    winner: SeatSchema,
    loser: SeatSchema,
    gamePoints: z.number().int().describe('Game points the winner made in the play-off deal (they decide only the placing).'),
  })
  .strict();

const dreierBummerlShape = {
  ...bummerlScoredShape,
  tied: z.array(SeatSchema).nullable().describe('Seats tied lowest (played off, or both took the Bummerl).'),
  playoff: PlayoffResultSchema.nullable(),
};

export const dreierEvents = {
  MatchStarted: event(
    'MatchStarted',
    z
      .object({ players: z.literal(3), firstDealer: SeatSchema, bummerl: z.number().int().min(1).describe('Bummerl the match lasts.') })
      .strict(),
  ),
  CuttingStarted: event('CuttingStarted', z.object({ dealer: SeatSchema, cutter: SeatSchema }).strict()),
  PackCut: familyEvents.PackCut,
  PackKnocked: familyEvents.PackKnocked,
  DealDealt: event(
    'DealDealt',
    z.object({ ...dealDealtShape, talon: CardsSchema.nullable().describe('The two talon cards; null when hidden.') }).strict(),
  ),
  RedealDemanded: familyEvents.RedealDemanded,
  TrumpCalled: familyEvents.TrumpCalled,
  SecondPacketsDealt: familyEvents.SecondPacketsDealt,
  BidMade: event(
    'BidMade',
    z.object({ seat: SeatSchema, contract: DreierContractSchema, withTalon: z.boolean().describe('The bidder takes the talon.') }).strict(),
  ),
  BidPassed: familyEvents.BidPassed,
  ContractSettled: event(
    'ContractSettled',
    z
      .object({ contract: ContractIdSchema, declarer: SeatSchema, withTalon: z.boolean(), raisedFrom: ContractIdSchema.nullable() })
      .strict(),
  ),
  TalonTaken: event(
    'TalonTaken',
    z.object({ seat: SeatSchema, cards: CardsSchema.nullable().describe('Only for the seat that took it.') }).strict(),
  ),
  TalonLeft: event('TalonLeft', seatOnly),
  CardsDiscarded: event(
    'CardsDiscarded',
    z.object({ seat: SeatSchema, cards: CardsSchema.nullable().describe('Only for the seat that laid them away.') }).strict(),
  ),
  ContractRaised: event('ContractRaised', z.object({ seat: SeatSchema, contract: DreierContractSchema }).strict()),
  RaiseDeclined: event('RaiseDeclined', seatOnly),
  Doubled: familyEvents.Doubled,
  DoublingDeclined: familyEvents.DoublingDeclined,
  MarriageDeclared: familyEvents.MarriageDeclared,
  CardPlayed: familyEvents.CardPlayed,
  TrickTaken: familyEvents.TrickTaken,
  DealScored: dealScoredSchema({
    withTalon: z.boolean().describe('The declarer took the talon.'),
    raisedFrom: ContractIdSchema.nullable(),
  }),
  PlayoffStarted: event(
    'PlayoffStarted',
    z.object({ deal: z.number().int().min(1), seats: PairSchema, tiedAt: z.number().int() }).strict(),
  ),
  PlayoffEvent: event(
    'PlayoffEvent',
    z
      .object({
        deal: z.number().int().min(1),
        seats: PairSchema.describe("The match's seats for the deal's local seats 0 and 1."),
        event: ZweierDealEventSchema.describe('An event of the play-off deal, named as in Schnapsen for two, over local seats.'),
      })
      .strict(),
  ),
  BummerlScored: event('BummerlScored', z.object(dreierBummerlShape).strict()),
  Forfeited: familyEvents.Forfeited,
  MatchEnded: matchEndedSchema,
};

export const DreierEventSchema = z.discriminatedUnion('type', [
  dreierEvents.MatchStarted,
  dreierEvents.CuttingStarted,
  dreierEvents.PackCut,
  dreierEvents.PackKnocked,
  dreierEvents.DealDealt,
  dreierEvents.RedealDemanded,
  dreierEvents.TrumpCalled,
  dreierEvents.SecondPacketsDealt,
  dreierEvents.BidMade,
  dreierEvents.BidPassed,
  dreierEvents.ContractSettled,
  dreierEvents.TalonTaken,
  dreierEvents.TalonLeft,
  dreierEvents.CardsDiscarded,
  dreierEvents.ContractRaised,
  dreierEvents.RaiseDeclined,
  dreierEvents.Doubled,
  dreierEvents.DoublingDeclined,
  dreierEvents.MarriageDeclared,
  dreierEvents.CardPlayed,
  dreierEvents.TrickTaken,
  dreierEvents.DealScored,
  dreierEvents.PlayoffStarted,
  dreierEvents.PlayoffEvent,
  dreierEvents.BummerlScored,
  dreierEvents.Forfeited,
  dreierEvents.MatchEnded,
]);

export const DreierActionSchema = z.discriminatedUnion('type', [
  familyActions.cut,
  familyActions.knockOnPack,
  familyActions.callTrump,
  actionSchema('turnUpTrump', { position: z.number().int().min(0).max(2) }),
  familyActions.demandRedeal,
  actionSchema('bid', { contract: DreierContractSchema }),
  actionSchema('bidWithoutTalon', { contract: DreierContractSchema }),
  familyActions.pass,
  bare('takeTalon'),
  bare('leaveTalon'),
  actionSchema('discard', { cards: z.tuple([CardSchema, CardSchema]) }),
  actionSchema('raise', { contract: DreierContractSchema }),
  bare('declineRaise'),
  familyActions.spritzen,
  familyActions.retour,
  familyActions.re,
  familyActions.declineDouble,
  familyActions.declareMarriage,
  familyActions.playCard,
  zweierActions.exchangeTrump,
  zweierActions.closeTalon,
  zweierActions.claimOut,
]);

export const DreierViewSchema = gameViewSchema('dreierschnapsen', {
  phase: z.enum([
    'waiting',
    'cutting',
    'trumpCall',
    'bidding',
    'ruferRaise',
    'talon',
    'discard',
    'raise',
    'doubling',
    'playing',
    'playoff',
    'over',
  ]),
  seats: familySeatsSchema({
    score: 'Minus the Bummerl the seat has taken (a Schneider counts 2, a Retourschneider 4).',
    sittingOut: 'not one of the two seats of a play-off deal.',
  }),
  ...familyViewShape,
  contract: z
    .object({ ...contractViewShape, withTalon: z.boolean(), raisedFrom: ContractIdSchema.nullable() })
    .strict()
    .nullable(),
  talonCount: z.number().int().min(0).describe('Cards in the untouched talon.'),
  ownDiscards: CardsSchema.nullable().describe("The viewer's own discards (nobody else sees them)."),
  playoff: z
    .object({
      seats: PairSchema.describe("The match's seats for the deal's local seats 0 and 1."),
      tiedAt: z.number().int(),
      ...zweierDealViewShape,
    })
    .strict()
    .nullable()
    .describe('A play-off deal of Schnapsen for two (seats in it are local: 0 and 1).'),
  bummerlResults: z.array(z.object(dreierBummerlShape).strict()),
});

export const DreierPresetSchema = z.union([
  z.object({ pack: CardsSchema.length(20).describe('The whole pack in dealing order.') }).strict(),
  z.object({ hands: z.array(CardsSchema.length(6)).length(3), talon: CardsSchema.length(2) }).strict(),
]);

export const DREIER_SCHEMAS = { view: DreierViewSchema, event: DreierEventSchema, action: DreierActionSchema, preset: DreierPresetSchema };
