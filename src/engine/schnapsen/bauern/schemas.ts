import { z } from 'zod';
import { SeatSchema } from '../../core/view.js';
import { CONTRACT_IDS } from '../common/contracts.js';
import {
  actionSchema,
  bare,
  bummerlScoredShape,
  CardsSchema,
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
  SidesSchema,
  SuitSchema,
  ContractIdSchema,
} from '../common/schemas.js';

/**
 * The schemas of Bauernschnapsen: its events, actions, view and preset, built from the family's
 * pieces (common/schemas.ts). types.ts infers the game's TypeScript types from these.
 */
const BID_CONTRACTS = CONTRACT_IDS.filter((id) => id !== 'normal' && id !== 'blinderBettler') as [string, ...string[]];

export const bauernEvents = {
  MatchStarted: event('MatchStarted', z.object({ players: z.literal(4), firstDealer: SeatSchema }).strict()),
  BlindTrumpCalled: event(
    'BlindTrumpCalled',
    z.object({ seat: SeatSchema, suit: SuitSchema, bummerlNumber: z.number().int().min(1) }).strict(),
  ),
  PackCut: familyEvents.PackCut,
  PackKnocked: familyEvents.PackKnocked,
  DealDealt: event('DealDealt', z.object(dealDealtShape).strict()),
  RedealDemanded: familyEvents.RedealDemanded,
  TrumpCalled: familyEvents.TrumpCalled,
  SecondPacketsDealt: familyEvents.SecondPacketsDealt,
  BlinderBettlerDeclared: event('BlinderBettlerDeclared', z.object({ seat: SeatSchema }).strict()),
  BidMade: event('BidMade', z.object({ seat: SeatSchema, contract: ContractIdSchema }).strict()),
  BidPassed: familyEvents.BidPassed,
  ContractSettled: event(
    'ContractSettled',
    z
      .object({
        deal: z.number().int().min(1),
        contract: ContractIdSchema,
        declarer: SeatSchema,
        sides: SidesSchema,
        leader: SeatSchema,
        trump: SuitSchema.nullable(),
      })
      .strict(),
  ),
  Doubled: familyEvents.Doubled,
  DoublingDeclined: familyEvents.DoublingDeclined,
  MarriageDeclared: familyEvents.MarriageDeclared,
  CardPlayed: familyEvents.CardPlayed,
  TrickTaken: familyEvents.TrickTaken,
  DealScored: dealScoredSchema({}),
  BummerlScored: event('BummerlScored', z.object(bummerlScoredShape).strict()),
  Forfeited: familyEvents.Forfeited,
  MatchEnded: matchEndedSchema,
};

export const BauernEventSchema = z.discriminatedUnion('type', [
  bauernEvents.MatchStarted,
  bauernEvents.BlindTrumpCalled,
  bauernEvents.PackCut,
  bauernEvents.PackKnocked,
  bauernEvents.DealDealt,
  bauernEvents.RedealDemanded,
  bauernEvents.TrumpCalled,
  bauernEvents.SecondPacketsDealt,
  bauernEvents.BlinderBettlerDeclared,
  bauernEvents.BidMade,
  bauernEvents.BidPassed,
  bauernEvents.ContractSettled,
  bauernEvents.Doubled,
  bauernEvents.DoublingDeclined,
  bauernEvents.MarriageDeclared,
  bauernEvents.CardPlayed,
  bauernEvents.TrickTaken,
  bauernEvents.DealScored,
  bauernEvents.BummerlScored,
  bauernEvents.Forfeited,
  bauernEvents.MatchEnded,
]);

export const BauernActionSchema = z.discriminatedUnion('type', [
  familyActions.cut,
  familyActions.knockOnPack,
  familyActions.callTrump,
  actionSchema('turnUpTrump', { position: z.number().int().min(0).max(1) }),
  familyActions.demandRedeal,
  bare('declareBlinderBettler'),
  actionSchema('bid', { contract: z.enum(BID_CONTRACTS) as unknown as typeof ContractIdSchema }),
  familyActions.pass,
  familyActions.spritzen,
  familyActions.retour,
  familyActions.re,
  familyActions.declineDouble,
  familyActions.declareMarriage,
  familyActions.playCard,
]);

export const BauernViewSchema = gameViewSchema('bauernschnapsen', {
  phase: z.enum(['waiting', 'dealing', 'blindCall', 'cutting', 'trumpCall', 'bidding', 'doubling', 'playing', 'over']),
  seats: familySeatsSchema({
    score: "Minus the Bummerl the seat's team has taken (a Schneider counts 2, a Retourschneider 4).",
    sittingOut: 'a Bettler partner who sits out this deal.',
  }),
  ...familyViewShape,
  contract: z.object(contractViewShape).strict().nullable(),
  bummerlResults: z.array(z.object(bummerlScoredShape).strict()),
});

export const BauernPresetSchema = z
  .object({
    hands: z
      .array(CardsSchema.length(5))
      .length(4)
      .describe("Each seat's five cards in dealing order (the first three are the first packet)."),
  })
  .strict();

export const BAUERN_SCHEMAS = { view: BauernViewSchema, event: BauernEventSchema, action: BauernActionSchema, preset: BauernPresetSchema };
