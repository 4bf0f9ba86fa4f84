import { z } from 'zod';
import { SeatSchema } from '../../core/view.js';
import { actionObject } from '../../core/actions.js';
import {
  bareAction,
  cutAction,
  declareMarriageAction,
  doublingActions,
  knockOnPackAction,
  playCardAction,
  trumpCallObjects,
} from '../common/actions.js';
import { CONTRACT_IDS } from '../common/contracts.js';
import {
  bummerlScoredShape,
  CardsSchema,
  contractViewShape,
  dealDealtShape,
  dealScoredSchema,
  eventSchema as event,
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

const trumpCall = trumpCallObjects([0, 1], " With blindTrump: the Bummerl's first Rufer names it before any card, for the whole Bummerl.");

/** Every action, with what it means and an example body. */
export const BAUERN_ACTION_OBJECTS = [
  cutAction('3+2'),
  knockOnPackAction('everyone gets five cards at once (the Rufer three first, to call trump).'),
  trumpCall.callTrump,
  trumpCall.turnUpTrump,
  trumpCall.demandRedeal,
  bareAction(
    'declareBlinderBettler',
    'Option blinderBettler: the Rufer with three Unter declares a Bettler (5) before seeing his last two cards; no trump, no further bids.',
  ),
  actionObject(
    'bid',
    { contract: (z.enum(BID_CONTRACTS) as unknown as typeof ContractIdSchema).describe('The contract id.') },
    'Bidding round from the Rufer: announce a contract that outranks the standing bid.',
    { example: { type: 'bid', contract: 'schnapser' } },
  ),
  bareAction('pass', 'Bidding round: say "weiter", no contract (if everybody passes, the Normal game is played).'),
  doublingActions.spritzen,
  doublingActions.retour,
  doublingActions.re,
  doublingActions.declineDouble,
  declareMarriageAction(),
  playCardAction(),
] as const;
export const BauernActionSchema = z.discriminatedUnion('type', BAUERN_ACTION_OBJECTS);

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
