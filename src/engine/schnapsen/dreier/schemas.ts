import { z } from 'zod';
import { actionObject } from '../../core/actions.js';
import { SeatSchema } from '../../core/view.js';
import {
  bareAction,
  cutAction,
  declareMarriageAction,
  doublingActions,
  knockOnPackAction,
  playCardAction,
  trumpCallObjects,
} from '../common/actions.js';
import {
  bummerlScoredShape,
  CardSchema,
  CardsSchema,
  ContractIdSchema,
  contractViewShape,
  dealDealtShape,
  dealScoredSchema,
  eventSchema as event,
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

const trumpCall = trumpCallObjects([0, 1, 2]);
/** One of Schnapsen for two's actions, in the play-off deal. */
const playoff = (object: (typeof zweierActions)[keyof typeof zweierActions]) =>
  object.describe(`Play-off deal (Schnapsen for two) only: ${object.description}`);

/** Every action, with what it means and an example body. */
export const DREIER_ACTION_OBJECTS = [
  cutAction('3, talon 2, 3'),
  knockOnPackAction('the first two cards are the talon, everyone gets six at once (the Rufer three first, to call trump).'),
  trumpCall.callTrump,
  trumpCall.turnUpTrump,
  trumpCall.demandRedeal,
  actionObject(
    'bid',
    { contract: DreierContractSchema.describe('The contract.') },
    'Bidding (one round from the Rufer; with raise rule 1 the outbid Rufer once more): announce a contract, taking the talon (two cards are laid away after it). It must outrank the standing bid: a higher contract always does; an equal one only if the standing bid takes the talon too and you are the Rufer.',
    { example: { type: 'bid', contract: 'schnapser' } },
  ),
  actionObject(
    'bidWithoutTalon',
    { contract: DreierContractSchema.describe('The contract.') },
    'As bid, but playing without the talon: among equal contracts the one without the talon has precedence, and between two without it the Rufer ("If two players have decided on an equal game, the player who wants to play without a talon may play").',
    { example: { type: 'bidWithoutTalon', contract: 'gang' } },
  ),
  bareAction(
    'pass',
    'Bidding round (and the Rufer\'s second word under raise rule 1): say "weiter", no contract. If everybody passes, the Rufer takes the talon and names his game.',
  ),
  bareAction(
    'takeTalon',
    'Option noBidTalon "regional", nobody bid, Rufer: pick up the talon; then lay two cards away face down. (By default the Rufer takes it without asking.)',
  ),
  bareAction(
    'leaveTalon',
    'Option noBidTalon "regional", nobody bid, Rufer: leave the talon face down and play the Normal game with your six cards.',
  ),
  actionObject(
    'discard',
    { cards: z.tuple([CardSchema, CardSchema]).describe('The two cards.') },
    'After taking the talon: lay two cards away face down. They count for nobody; a contract that needs certain cards keeps them.',
    { example: { type: 'discard', cards: ['G10', 'SK'] } },
  ),
  actionObject(
    'raise',
    { contract: DreierContractSchema.describe('The higher contract.') },
    'After the talon and the discard: nobody bid (noBidTalon "takeAndName", the default), the Rufer names the game he plays, any contract he may declare (declineRaise: the Normal game); raise rule 2 (option raiseAfterTalon), a higher contract than the one bid.',
    { example: { type: 'raise', contract: 'bauernschnapser' } },
  ),
  bareAction('declineRaise', 'After the talon and the discard, instead of raise: keep the contract (nobody bid: play the Normal game).'),
  doublingActions.spritzen,
  doublingActions.retour,
  doublingActions.re,
  doublingActions.declineDouble,
  declareMarriageAction(' In the play-off deal as in Schnapsen for two.'),
  playCardAction(' The play-off deal has its own rules while its talon is open.'),
  playoff(zweierActions.exchangeTrump),
  playoff(zweierActions.closeTalon),
  playoff(zweierActions.claimOut),
] as const;
export const DreierActionSchema = z.discriminatedUnion('type', DREIER_ACTION_OBJECTS);

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
