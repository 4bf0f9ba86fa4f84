import { z } from 'zod';
import type { Card } from '../core/cards.js';
import { actionObject } from '../core/actions.js';
import type { GameSchemas } from '../core/schemas.js';
import { DealSummarySchema, SeatSchema, viewSchema } from '../core/view.js';
import { GAME_TYPES } from './rules/games.js';
import { ALL_PASS, DOUBLING, STOSS_UNTIL, type SchafkopfOptions } from './rules/options.js';

/**
 * Schafkopf's published schemas, the one source of its event, action and view types: `types.ts`
 * infers them from here with `z.infer`, and the OpenAPI document publishes them as JSON Schemas.
 */

const SUIT_CODES = ['E', 'G', 'H', 'S'] as const;
/** A card of the Schafkopf pack (no 6s): suit E/G/H/S and rank A, 10, K, O, U, 9, 8, 7. */
export const CardSchema = z
  .templateLiteral([z.enum(SUIT_CODES), z.enum(['A', '10', 'K', 'O', 'U', '9', '8', '7'])])
  .describe('A card: suit E/G/H/S (Eichel, Gras, Herz, Schellen), rank A, 10, K, O (Ober), U (Unter), 9, 8, 7.')
  .meta({ example: 'EO' }) as unknown as z.ZodType<Card>;
const Seat = SeatSchema;
const Suit = z.enum(SUIT_CODES);
const GameType = z.enum(GAME_TYPES).describe('The game type (ramsch only comes from the all-pass rule).');
const AnnounceableGame = z.enum(
  GAME_TYPES.filter((game) => game !== 'ramsch') as [
    Exclude<(typeof GAME_TYPES)[number], 'ramsch'>,
    ...Exclude<(typeof GAME_TYPES)[number], 'ramsch'>[],
  ],
);
const Cents = z.number().describe('Cents.');
const PerSeat = <T extends z.ZodType>(item: T) => z.array(item).length(4).describe('One entry per seat, by seat number.');

/** The phases of a deal (`waiting` before the start, `dealing` never seen between commands, `over` at the end). */
export const PHASES = [
  'waiting',
  'doubling',
  'announcing',
  'naming',
  'hochzeit',
  'schieber',
  'pushing',
  'playing',
  'dealing',
  'over',
] as const;
export const PhaseSchema = z.enum(PHASES);

/** A seat's status code in the view's `seats` and in the standings. */
export const SEAT_STATUSES = ['playing', 'abandoned'] as const;

/** The German names of the doubling levels: Klopfen, and the Spritzen chain Stoß, Re, Supra, Resupra. */
export const KLOPFEN = 'Klopfen';
export const SPRITZEN = ['Stoß', 'Re', 'Supra', 'Resupra'] as const;
/** The action of each Spritzen level, in order: each is legal only at its level. */
export const SPRITZEN_ACTIONS = ['stoss', 're', 'supra', 'resupra'] as const;
export type SpritzeAction = (typeof SPRITZEN_ACTIONS)[number];

export const ClaimSchema = z
  .object({
    seat: Seat,
    game: GameType,
    suit: Suit.nullable(),
    call: CardSchema.nullable().describe('Rufspiel: the called card (an ace; a ten or king on Renonce or in a Muss-Spiel).'),
    target: z.number().int().describe('The score the declaring side needs (61; with Steigern the bid + 1).'),
  })
  .strict()
  .describe('A game as named in the naming round (or bid with Steigern).');

export const ContractSchema = z
  .object({
    game: GameType,
    declarer: Seat.nullable().describe('null in a Ramsch.'),
    suit: Suit.nullable(),
    call: CardSchema.nullable(),
    target: z.number().int(),
    muss: z.boolean().describe('Muss-Spiel: no Stoß.'),
    hochzeitOffer: Seat.nullable().describe("Hochzeit: the seat that offered it, the declarer's public partner."),
  })
  .strict()
  .describe('The game being played.');

export const DoublingReasonSchema = z.enum(['klopfen', 'stoss', 're', 'supra', 'resupra', 'tout', 'sie', 'thrownIn']);

/** Schafkopf's part of `DealScored` after the shared deal summary: the deal in full. */
export const dealDetailsShape = {
  kind: z
    .enum(['game', 'ramsch', 'thrownIn', 'schieberFailed'])
    .describe('game: a game was played; ramsch; thrownIn: all said "Weiter"; schieberFailed: nobody took the Schieber solo.'),
  contract: ContractSchema.nullable(),
  partner: Seat.nullable().describe("The declarer's partner (the deal's result names him)."),
  hands: z
    .array(z.array(CardSchema).nullable())
    .describe(
      "Every seat's hand when play began (after any Hochzeit or Schieber exchange). While the match runs, a seat sees only its own (null for the others: cards a deal ended without showing stay hidden); complete once the match is over.",
    ),
  points: PerSeat(z.number().int()).describe('Card points taken per seat.'),
  tricks: PerSeat(z.number().int()).describe('Tricks taken per seat.'),
  declarerPoints: z.number().int().nullable().describe("The declaring side's card points."),
  won: z.boolean().nullable().describe('Did the declaring side win (null without a game)?'),
  schneider: z.boolean(),
  schwarz: z.boolean(),
  laufende: z.number().int().describe("The declaring or defending side's Laufende (paid from the table's threshold on)."),
  doublings: z
    .array(z.object({ reason: DoublingReasonSchema, seat: Seat.nullable() }).strict())
    .describe('Every doubling the deal is paid with, and who caused it.'),
  value: Cents.describe('One unit: the items times 2 per doubling (thrown in: what each seat paid into the Stock).'),
  ramschLosers: z.array(Seat),
  durchmarsch: z.boolean(),
  payments: PerSeat(Cents).describe('Cents per seat for the game itself (positive: received).'),
  stockPayments: PerSeat(Cents).describe('Cents per seat from (positive) or to (negative) the Stock.'),
  stockChange: Cents.describe("The Stock's change."),
};
export const DealDetailsSchema = z.object(dealDetailsShape).strict();
export const DealScoredDataSchema = z.object({ ...DealSummarySchema.shape, ...dealDetailsShape }).strict();

const event = <T extends string, S extends z.ZodRawShape>(type: T, data: S, description: string) =>
  z
    .object({ type: z.literal(type), data: z.object(data).strict() })
    .strict()
    .describe(description);
const seatOnly = { seat: Seat };

export const EVENT_SCHEMAS = [
  event('MatchStarted', { players: z.literal(4), firstDealer: Seat, deals: z.number().int().nullable() }, 'The session starts.'),
  event(
    'DealDealt',
    {
      dealNumber: z.number().int().min(1),
      dealer: Seat,
      half: z.union([z.literal(1), z.literal(2)]),
      schieber: z.boolean(),
      hands: z
        .array(z.array(CardSchema).nullable())
        .describe("The cards each seat got in this half; only the viewer's own (null for the others)."),
    },
    'One half of the cards is dealt (the second after the Klopfen round).',
  ),
  event(
    'Doubled',
    { seat: Seat, level: z.number().int().min(1).max(4), name: z.enum([KLOPFEN, ...SPRITZEN]) },
    'A seat doubles the deal: Klopfen (level 1, each Klopfer on his own), or the Spritzen chain Stoß (1), Re (2), Supra (3), Resupra (4).',
  ),
  event('DoublingDeclined', seatOnly, 'A seat does not klopfen.'),
  event('BidMade', seatOnly, '"Ich spiele" (after another\'s: "Ich spiele auch").'),
  event('BidPassed', seatOnly, '"Weiter" in the announcement.'),
  event(
    'HochzeitOffered',
    { seat: Seat, card: CardSchema.nullable().describe('The one trump, shown only with hochzeitOpen.') },
    'A seat with one trump offers a Hochzeit.',
  ),
  event('MussSpielRequired', seatOnly, 'All said "Weiter": the holder of the Eichel-Ober must play a Rufspiel.'),
  event('GameNamed', ClaimSchema.shape, 'A seat names its game (or bid).'),
  event('Withdrew', seatOnly, 'A seat that said "Ich spiele" withdraws while the games are named.'),
  event('ContractFixed', ContractSchema.shape, 'The game is fixed.'),
  event(
    'HochzeitCardGiven',
    {
      seat: Seat,
      to: Seat,
      card: CardSchema.nullable().describe('Hidden but from groom and bride.'),
      trump: CardSchema.nullable().describe('Hidden but from groom and bride, unless the Hochzeit was offered face up.'),
    },
    'The groom gives the bride a Fehlkarte face down and takes her trump.',
  ),
  event(
    'SchieberDeclined',
    { seat: Seat, to: Seat.nullable(), cards: z.array(CardSchema) },
    'Schieberrunde, "Ich spiele nicht": Vorhand passes the two Ober to the dealer; the dealer declining ends the deal.',
  ),
  event(
    'CardsPushed',
    { seat: Seat, to: Seat, cards: z.array(CardSchema).nullable().describe('Hidden but from the two seats.') },
    'Schieberrunde: two cards are passed on to the left.',
  ),
  event('CardPlayed', { seat: Seat, card: CardSchema }, 'A card is played to the trick.'),
  event('TrickTaken', { winner: Seat, cards: z.array(CardSchema), points: z.number().int() }, 'The trick is complete and taken.'),
  event('DealScored', DealScoredDataSchema.shape, 'The deal is scored: the shared deal summary, then the deal in full.'),
  event('EndVoted', { seat: Seat, end: z.boolean() }, 'A seat votes to end the session after the deal (or takes the vote back).'),
  event('Forfeited', seatOnly, 'A seat abandons the session.'),
  event(
    'MatchEnded',
    { winners: z.array(Seat), reason: z.enum(['deals', 'vote', 'forfeit']), stockRefund: PerSeat(Cents) },
    'The session ends; a Stock left goes back in equal shares.',
  ),
] as const;
export const SchafkopfEventSchema = z.discriminatedUnion('type', EVENT_SCHEMAS);

const noFields = <T extends string>(type: T, description: string, optional?: true) =>
  actionObject(type, {}, description, { example: { type }, ...(optional ? { optional } : {}) });
const TwoCards = z.array(CardSchema).length(2);

export const NameGameSchema = actionObject(
  'nameGame',
  {
    game: AnnounceableGame.describe('The game type.'),
    suit: Suit.optional().describe('The trump suit (Solo, Farbwenz, Farbgeier and their Tout).'),
    call: CardSchema.optional().describe('Rufspiel: the called ace (a ten or king only on Renonce or in a Muss-Spiel).'),
    target: z.number().int().min(61).max(111).optional().describe('Steigern: the score your side needs (61, 71, ... 111).'),
    discard: TwoCards.optional().describe('Schieberrunde, Vorhand: the two cards passed to the next player.'),
  },
  'Name your game: it must outrank the best game named so far (equal rank goes to the earlier seat). Rufspiel needs "call"; Solo, Farbwenz, Farbgeier and their Tout need "suit"; with Steigern the games from Farbgeier to Solo take a bid "target"; Vorhand in a Schieberrunde adds the two cards he "discard"s.',
  { example: { type: 'nameGame', game: 'rufspiel', call: 'GA' } },
);

/** Every action, with what it means, an example body and whether it is optional (the match never waits for it). */
export const ACTION_SCHEMAS = [
  noFields(
    'klopfen',
    'Klopfen (Doppeln): double the deal, right after the first half of the cards (when the table plays with doubling). Recorded as Doubled { name: "Klopfen", level: 1 }.',
  ),
  noFields('declineDouble', 'Do not klopfen ("Weiter" after the first half of the cards).'),
  noFields('bid', '"Ich spiele" (or "Ich spiele auch" after someone else: that binds you to a single game).'),
  noFields('pass', '"Weiter": no game in the announcement.'),
  noFields('offerHochzeit', 'Instead of "Weiter": offer a Hochzeit (you hold exactly one trump).'),
  NameGameSchema,
  noFields('withdraw', 'Withdraw while the games are named ("Weiter" after "Ich spiele"), where the rules allow it.'),
  noFields(
    'declineSchieber',
    'Schieberrunde, "Ich spiele nicht": Vorhand passes the two Ober on to the dealer; the dealer declining ends the deal (both pay).',
  ),
  actionObject(
    'giveCard',
    { card: CardSchema.describe('A card of yours that is not a trump.') },
    'Hochzeit: the Fehlkarte you give the bride face down for her trump.',
    { example: { type: 'giveCard', card: 'S9' } },
  ),
  actionObject('push', { cards: TwoCards.describe('Two cards of yours.') }, 'Schieberrunde: pass two cards on to your left neighbour.', {
    example: { type: 'push', cards: ['S7', 'G8'] },
  }),
  noFields('stoss', 'Spritzen, level 1: Stoß (a defender). Not bound to the turn.', true),
  noFields('re', 'Spritzen, level 2: Re (the declaring side, the hidden partner too), after a Stoß.', true),
  noFields('supra', 'Spritzen, level 3: Supra (a defender), after a Re.', true),
  noFields('resupra', 'Spritzen, level 4: Resupra (the declaring side), after a Supra.', true),
  actionObject(
    'playCard',
    { card: CardSchema.describe('A card from your hand.') },
    'Play a card to the trick (follow suit; the called-ace rules apply).',
    { example: { type: 'playCard', card: 'EO' } },
  ),
  actionObject(
    'voteEnd',
    { end: z.boolean().describe('true votes to end; false takes the vote back.') },
    'Vote to end the session after the current deal (end: true), or take the vote back (end: false). All four votes end it. Any time, any seat.',
    { example: { type: 'voteEnd', end: true }, optional: true },
  ),
] as const;
export const SchafkopfActionSchema = z.discriminatedUnion('type', ACTION_SCHEMAS);

export const OptionsSchema = z
  .object({
    pack: z.enum(['long', 'short']),
    deals: z.number().int().nullable(),
    firstDealer: Seat.nullable(),
    wenz: z.boolean(),
    geier: z.boolean(),
    farbwenz: z.boolean(),
    farbgeier: z.boolean(),
    bettel: z.boolean(),
    tout: z.boolean(),
    hochzeit: z.boolean(),
    hochzeitOpen: z.boolean(),
    steigern: z.boolean(),
    allPass: z.enum(ALL_PASS),
    renonce: z.boolean(),
    doubling: z.enum(DOUBLING),
    stossMax: z.number().int(),
    stossUntil: z.enum(STOSS_UNTIL),
    laufendeFrom: z.number().int(),
    laufendeFromWenzGeier: z.number().int(),
    tariffRufspiel: Cents,
    tariffSolo: Cents,
    tariffBettel: Cents,
    tariffHochzeit: Cents,
    tariffRamsch: Cents,
    tariffBonus: Cents,
    stockShared: z.boolean(),
    stockSolo: z.boolean(),
    schieberrunde: z.number().int(),
  })
  .strict();
// The options type stays hand-written (rules/options.ts); this fails to compile if the two part.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const optionsAgree: Same<z.infer<typeof OptionsSchema>, SchafkopfOptions> = true;
void optionsAgree;

export const DECLARATIONS = ['bid', 'pass', 'offerHochzeit'] as const;

/** The envelope's fields that Schafkopf narrows: its phases, its cards, its seat status codes. */
const narrowedEnvelope = {
  phase: PhaseSchema,
  hand: z.array(CardSchema).nullable().describe("The viewer's own cards; null for spectators."),
  trick: z
    .array(z.object({ seat: Seat, card: CardSchema }).strict())
    .describe('The cards of the trick on the table, in the order played ([] when none).'),
  seats: z.array(
    z
      .object({
        seat: Seat,
        cardCount: z.number().int().min(0),
        score: Cents.describe("The seat's balance in cents (the standings' score)."),
        status: z.enum(SEAT_STATUSES),
      })
      .strict(),
  ),
};

export const SchafkopfViewSchema = viewSchema('schafkopf', {
  vorhand: Seat.nullable().describe("The dealer's left neighbour: speaks first and leads the first trick."),
  schieber: z.boolean().describe('This deal is a Schieberrunde.'),
  klopfer: z.array(Seat).describe('The seats that klopften this deal.'),
  declarations: PerSeat(z.enum(DECLARATIONS).nullable()).describe('What each seat said in the announcement (null: not yet).'),
  hochzeitOffer: Seat.nullable(),
  contenders: z.array(Seat).describe('The seats still naming their games, in the order they are asked.'),
  best: ClaimSchema.nullable().describe('The best game named so far.'),
  contract: ContractSchema.nullable(),
  partner: Seat.nullable().describe("The declarer's partner, once everyone may know him (or the viewer is the partner)."),
  calledSuitLed: z.boolean(),
  stoss: z
    .array(z.object({ seat: Seat, level: z.number().int().min(1).max(4), name: z.enum(SPRITZEN) }).strict())
    .describe('The Spritzen so far: Stoß, Re, Supra, Resupra, who said each.'),
  multiplier: z
    .number()
    .int()
    .describe(
      "The factor the deal's items will be paid with (2 per carried throw-in, Klopfen and Spritze; once the game is fixed also Tout x2 and Sie x4). The soloist's three shares are not part of it.",
    ),
  lastTrick: z
    .object({ winner: Seat, plays: z.array(z.object({ seat: Seat, card: CardSchema }).strict()) })
    .strict()
    .nullable()
    .describe('The last trick taken (it may be looked at).'),
  tricks: PerSeat(z.number().int()).describe('Tricks taken per seat this deal.'),
  stock: Cents.describe('The Stock (pot).'),
  lastDealDetails: DealDetailsSchema.nullable().describe("Schafkopf's part of the last DealScored (the shared part is `lastDeal`)."),
  endVotes: z.array(Seat).describe('The seats that voted to end the session.'),
  options: OptionsSchema,
  outcome: z
    .object({
      winners: z.array(Seat),
      summary: z.string().meta({ example: "The session's 8 deals are played: seat 1 is ahead with 2.40 €." }),
    })
    .strict()
    .nullable()
    .describe('How the session ended (null while it runs).'),
}).extend(narrowedEnvelope);

export const PresetSchema = z
  .object({ hands: z.array(z.array(CardSchema)).length(4) })
  .strict()
  .describe('The four hands as dealt, hands[seat] (8 cards, 6 with the kurze Karte).');

export const SCHAFKOPF_SCHEMAS = {
  view: SchafkopfViewSchema,
  event: SchafkopfEventSchema,
  action: SchafkopfActionSchema,
  preset: PresetSchema,
} satisfies GameSchemas;
