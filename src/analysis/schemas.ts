import { z } from 'zod';
import { SeatSchema } from '../engine/core/view.js';
import { CardSchema as SchafkopfCard, ContractSchema, SchafkopfActionSchema } from '../engine/schafkopf/schemas.js';
import { GAME_TYPES } from '../engine/schafkopf/rules/games.js';
import { CardSchema as SchnapsenCard, SuitSchema } from '../engine/schnapsen/common/schemas.js';
import { ContractIdSchema, SidesSchema } from '../engine/schnapsen/common/schemas.js';
import { BauernActionSchema } from '../engine/schnapsen/bauern/schemas.js';
import { DreierActionSchema } from '../engine/schnapsen/dreier/schemas.js';
import { ZweierActionSchema } from '../engine/schnapsen/zweier/schemas.js';
import { ActionSchema as SchwimmenActionSchema, DealEndReasonSchema } from '../engine/schwimmen/schemas.js';
import { CardSchema as AnyCard } from '../engine/core/view.js';
import type { MatchAnalysis } from './analyse.js';

/**
 * The analysis as published (GET /matches/{id}/analysis, `npm run analyse`): one schema per game, told apart by
 * `game`, and the answer while it is computed. The types in types.ts, schafkopf.ts and schnapsen.ts are checked
 * against these at compile time (the `Same` checks at the end), so the document and the code cannot part.
 */

const Sentence = z.object({ de: z.string(), en: z.string() }).strict().describe('One sentence in German and in English.');

const MoveValue = z
  .object({
    result: z
      .number()
      .nullable()
      .describe(
        "The deal's result for the seat in the deal's `unit` with best play by all from here on (null: the game has none, as in a Ramsch).",
      ),
    points: z
      .number()
      .nullable()
      .describe("The card points (Augen) the seat's side ends the deal with (null where the solver does not count them)."),
  })
  .strict();

const moveSchema = <A extends z.ZodType>(action: A) =>
  z
    .object({
      index: z.number().int().min(0).describe("The move's position in the deal's play, from 0."),
      sequence: z
        .number()
        .int()
        .min(1)
        .describe("The number of the event that recorded the move in the match's stream (GET /matches/{id}/events)."),
      trick: z.number().int().min(1).describe('The trick it belongs to, from 1.'),
      seat: SeatSchema,
      action: action.describe('What the seat did.'),
      exact: z
        .boolean()
        .describe("true: every value of this move is exact with all hands open; false: estimated as the deal's `estimate` says."),
      value: MoveValue.describe('The value of the move played.'),
      alternatives: z
        .array(z.object({ action, value: MoveValue }).strict())
        .describe('Every legal action of the seat then, the one played included, the best first.'),
      best: MoveValue.describe("The best alternative's value."),
      loss: z.number().describe("How much worse the move was for the seat than the best alternative, in the deal's unit (0: a best move)."),
      pointsLoss: z.number().describe('Augen given away by the move where the result stays the same (0 otherwise).'),
    })
    .strict();

const mistakeSchema = <A extends z.ZodType>(action: A) =>
  z
    .object({
      move: z.number().int().min(0).describe("The move's index."),
      trick: z.number().int().min(1),
      seat: SeatSchema,
      action,
      best: action.describe('The best alternative.'),
      loss: z.number().describe("In the deal's unit."),
      exact: z.boolean(),
      text: Sentence.describe('The verdict in one line.'),
    })
    .strict()
    .describe("A move that cost its seat something in the deal's unit.");

const exactness = {
  exactFromTrick: z
    .number()
    .int()
    .min(1)
    .nullable()
    .describe('The first trick from which every value of the deal is exact (e.g. 3: exact from trick 3); null: no value is.'),
  estimate: Sentence.nullable().describe(
    'How the moves before `exactFromTrick` were valued, in German and in English; null when every value is exact.',
  ),
};

const bidSchema = <A extends z.ZodType>(action: A) =>
  z
    .object({
      index: z.number().int().min(0).describe("The decision's position among the deal's bidding decisions, from 0."),
      sequence: z
        .number()
        .int()
        .min(1)
        .describe("The number of the event that recorded the decision in the match's stream (GET /matches/{id}/events)."),
      seat: SeatSchema,
      phase: z
        .string()
        .describe("The game's phase then (announcing, naming, bidding, raise, doubling, playing for a Schafkopf Spritze ...)."),
      action: action.describe('What the seat chose.'),
      exact: z.literal(false).describe('Never exact: means over deals sampled from what the seat knew.'),
      samples: z.number().int().min(0).describe('Deals sampled.'),
      candidates: z
        .array(
          z
            .object({ action, value: z.number().nullable().describe("The mean result for the seat in the deal's unit; null: not valued.") })
            .strict(),
        )
        .describe('Every candidate weighed, the best first (those without a value last).'),
      best: action.describe('The best valued candidate.'),
      value: z.number().nullable().describe("The chosen candidate's mean (null: not valued)."),
      bestValue: z.number().nullable(),
      loss: z.number().describe('How much less the choice promised than the best candidate (0: the best, or not valued).'),
      text: Sentence.nullable().describe('The verdict when the loss is at least a quarter of the unit, else null.'),
    })
    .strict()
    .describe(
      "A bidding decision valued by sampling the cards the seat could not see (the strong bot's sampler), each candidate then played with every hand open.",
    );

const SchafkopfAction = z.object({ type: z.literal('playCard'), card: SchafkopfCard }).strict();

const ParContract = z
  .object({
    seat: SeatSchema,
    game: z.enum(GAME_TYPES),
    suit: z.enum(['E', 'G', 'H', 'S']).nullable(),
    call: SchafkopfCard.nullable(),
    cents: z
      .number()
      .describe(
        "What the declarer receives with best play by all (three shares in a single game); the deal's Klopfen count, a Stoß and the Stock do not.",
      ),
    schneider: z.boolean(),
    schwarz: z.boolean(),
  })
  .strict();

const SchafkopfPar = z
  .object({
    seats: z
      .array(ParContract.nullable())
      .length(4)
      .describe('Per seat: the contract it could have won with all hands open worth the most to it, or null.'),
    best: ParContract.nullable().describe("The deal's par: the best of them for its declarer."),
    unsolved: z.number().int().min(0).describe('Contracts whose search ran out of budget and were left out.'),
    text: Sentence,
  })
  .strict()
  .describe(
    'What could have been won: every contract a seat could announce (Hochzeit aside), searched with all hands open from the first lead.',
  );

export const SchafkopfDealAnalysisSchema = z
  .object({
    dealNumber: z.number().int().min(1),
    dealer: SeatSchema,
    vorhand: SeatSchema,
    kind: z.enum(['game', 'ramsch', 'thrownIn', 'schieberFailed']),
    hands: z
      .array(z.array(SchafkopfCard))
      .length(4)
      .describe('Every hand when play began (after a Hochzeit or Schieber exchange), by seat.'),
    contract: ContractSchema.nullable(),
    side: z.array(SeatSchema).describe('The declaring side (empty in a Ramsch and without a game).'),
    unit: z.enum(['cents', 'Augen']).describe('The unit of `result` and `loss`: cents; in a Ramsch Augen (the seat wants few).'),
    outcome: z
      .object({ points: z.array(z.number().int()), cents: z.array(z.number()) })
      .strict()
      .describe('The deal as scored: Augen and cents (game and Stock) per seat.'),
    ...exactness,
    moves: z.array(moveSchema(SchafkopfAction)),
    mistakes: z.array(mistakeSchema(SchafkopfAction)),
    par: SchafkopfPar.nullable(),
    bids: z
      .array(bidSchema(SchafkopfActionSchema))
      .describe(
        'Klopfen (phase doubling: klopfen or declineDouble), the announcement and the naming (a Hochzeit offered or accepted, a Sie among them) and each Spritze (phase playing: stoss, re, supra or resupra against declineDouble, the Spritze not given, valued where the seat gave it or where its right to it ended), in the order of the stream.',
      ),
    bidsEstimate: Sentence.nullable().describe('How the bidding decisions were valued, in German and in English; null without any.'),
  })
  .strict();

const LocalSeat = z.union([z.literal(0), z.literal(1)]);

export const SchnapsenDealAnalysisSchema = z
  .object({
    dealNumber: z.number().int().min(1),
    dealer: LocalSeat,
    trump: SuitSchema,
    dealt: z
      .object({
        hands: z.array(z.array(SchnapsenCard)),
        trumpCard: SchnapsenCard,
        talon: z.array(SchnapsenCard).describe('In drawing order.'),
      })
      .strict(),
    unit: z.literal('gamePoints').describe("Game points of the seat's side: positive when it scores, negative when the other side does."),
    outcome: z.object({ winner: LocalSeat, gamePoints: z.number().int(), reason: z.string() }).strict(),
    ...exactness,
    moves: z.array(moveSchema(ZweierActionSchema)),
    mistakes: z.array(mistakeSchema(ZweierActionSchema)),
    par: z
      .object({ winner: LocalSeat, gamePoints: z.number(), exact: z.boolean(), text: Sentence })
      .strict()
      .nullable()
      .describe("The deal's value with every card open and the talon's order known: who scores how much with best play by both."),
  })
  .strict();

const FamilyPlay = z.discriminatedUnion('type', [
  z.object({ type: z.literal('playCard'), card: SchnapsenCard }).strict(),
  z.object({ type: z.literal('declareMarriage'), suit: SuitSchema }).strict(),
]);

const FamilyParContract = z
  .object({
    seat: SeatSchema,
    contract: ContractIdSchema,
    gamePoints: z
      .number()
      .describe("Game points the seat's party scores with it, best play by all and every hand open (Herzrunde counted, no doublings)."),
  })
  .strict();

const familyDealSchema = <A extends z.ZodType>(players: 3 | 4, bid: A, par: string) =>
  z
    .object({
      dealNumber: z.number().int().min(1),
      dealer: SeatSchema,
      rufer: SeatSchema,
      trump: SuitSchema.nullable(),
      contract: z
        .object({
          id: ContractIdSchema,
          declarer: SeatSchema,
          sides: SidesSchema,
          factor: z.number().int().describe('The doublings and a Herzrunde as one factor.'),
        })
        .strict()
        .describe('The contract played.'),
      hands: z.array(z.array(SchnapsenCard)).describe('Every hand when the trick play began, by seat (empty when nothing was played).'),
      unit: z
        .literal('gamePoints')
        .describe(
          "Game points toward the Bummerl for the seat's party (the engine's scoring: contract value, doublings, Herzrunde): positive when it scores, negative when the other side does.",
        ),
      outcome: z
        .object({
          won: z.boolean(),
          points: z.number().int().describe('Game points each winning party got.'),
          results: z
            .array(z.number().int())
            .length(players)
            .describe('Per seat: + points when its party scored, - points when the other side did.'),
        })
        .strict(),
      ...exactness,
      moves: z.array(moveSchema(FamilyPlay)),
      mistakes: z.array(mistakeSchema(FamilyPlay)),
      par: z
        .object({
          seats: z
            .array(FamilyParContract.nullable())
            .length(players)
            .describe('Per seat: the contract it could announce that scores the most for its party with every hand open, or null.'),
          best: FamilyParContract.nullable().describe("The deal's par."),
          unsolved: z.number().int().min(0).describe('Contracts whose search ran out of budget and were left out.'),
          text: Sentence,
        })
        .strict()
        .nullable()
        .describe(par),
      bids: z.array(bidSchema(bid)),
      bidsEstimate: Sentence.nullable().describe('How the bidding decisions were valued, in German and in English; null without any.'),
    })
    .strict();

export const BauernDealAnalysisSchema = familyDealSchema(
  4,
  BauernActionSchema,
  'Every contract a seat could bid when the bidding began (its five cards, the catalogue, who may declare it, its requirement; the Normal game for the Rufer), whatever was bid before it, searched with every hand open from the first lead.',
);
export const DreierDealAnalysisSchema = familyDealSchema(
  3,
  DreierActionSchema,
  'Every contract a seat could bid without the talon with its six cards as dealt, searched with every hand open from the first lead (the Normal game is not among them: it is played with the talon).',
);

const SchwimmenCard = AnyCard as unknown as z.ZodType<import('../engine/core/cards.js').Card>;

export const SchwimmenDealAnalysisSchema = z
  .object({
    dealNumber: z.number().int().min(1),
    dealer: SeatSchema,
    dealt: z
      .object({
        hands: z
          .array(z.array(SchwimmenCard).nullable())
          .describe("Per seat, as dealt (the dealer's: the packet he looked at; null: out of the match)."),
        second: z.array(SchwimmenCard).nullable().describe("The dealer's other packet."),
      })
      .strict(),
    unit: z.literal('lives').describe('The lives the seat keeps after the deal, expected over the samples (0: swimming, -1: gone under).'),
    outcome: z
      .object({ reason: DealEndReasonSchema, values: z.array(z.number().nullable()), payers: z.array(SeatSchema) })
      .strict()
      .describe('The showdown as scored.'),
    exactFromTrick: z
      .number()
      .int()
      .min(1)
      .nullable()
      .describe('Always null: no value of Schwimmen is exact (the field has the shape it has in the other games).'),
    estimate: Sentence.describe(
      "How every value was estimated (sampling from the seat's knowledge, rollouts by the rule-of-thumb policy), in German and in English.",
    ),
    moves: z
      .array(moveSchema(SchwimmenActionSchema))
      .describe('Every decision (packet choice, swap, pass, knock); `trick` is the round of turns, `exact` always false.'),
    mistakes: z
      .array(mistakeSchema(SchwimmenActionSchema))
      .describe('Decisions whose expected lives fell short of the best by 0.1 or more.'),
  })
  .strict();

const head = {
  version: z.number().int().describe('The analysis format.'),
  matchId: z.string(),
  rulesVersion: z.number().int(),
  status: z.literal('ready'),
  budget: z
    .object({
      nodes: z.number().int(),
      samples: z.number().int(),
      parNodes: z
        .number()
        .int()
        .optional()
        .describe("Positions per search of a contract of the deal's par, where the game gives the par a budget of its own."),
    })
    .strict()
    .describe('The work allowed: positions per solver run, sampled deals per sampled decision.'),
  supported: z
    .boolean()
    .describe("false: this analysis does not read the match's game or rules version (`note` says why; `deals` is empty)."),
  note: Sentence.nullable().describe('Why the match is not analysed, in German and in English; null when it is.'),
};

const analysisOf = <G extends string, D extends z.ZodType>(game: G, deal: D, title: string) =>
  z
    .object({ ...head, game: z.literal(game), deals: z.array(deal) })
    .strict()
    .describe(`The analysis of a finished match of ${title}.`);

export const SchafkopfAnalysisSchema = analysisOf('schafkopf', SchafkopfDealAnalysisSchema, 'Schafkopf');
export const SchnapsenAnalysisSchema = analysisOf('schnapsen', SchnapsenDealAnalysisSchema, 'Schnapsen for two');
export const BauernAnalysisSchema = analysisOf('bauernschnapsen', BauernDealAnalysisSchema, 'Bauernschnapsen');
export const DreierAnalysisSchema = analysisOf('dreierschnapsen', DreierDealAnalysisSchema, 'Dreierschnapsen');
export const SchwimmenAnalysisSchema = analysisOf('schwimmen', SchwimmenDealAnalysisSchema, 'Schwimmen');

export const AnalysisPendingSchema = z
  .object({ matchId: z.string(), game: z.string(), status: z.literal('pending') })
  .strict()
  .describe('The match has ended and its analysis is being computed: ask again (Retry-After), or wait for the analysisReady notification.');

// The published schema and the analysers' types must agree both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
type Published =
  | z.infer<typeof SchafkopfAnalysisSchema>
  | z.infer<typeof SchnapsenAnalysisSchema>
  | z.infer<typeof BauernAnalysisSchema>
  | z.infer<typeof DreierAnalysisSchema>
  | z.infer<typeof SchwimmenAnalysisSchema>;
const agree: Same<Published['deals'][number], MatchAnalysis['deals'][number]> = true;
void agree;
