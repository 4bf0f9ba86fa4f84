import type { ActionSchema } from '../../core/game.js';
import { DECLINE_DOUBLE, DOUBLING_NAMES } from './doubling.js';

/**
 * Action schemas both games publish alike (OpenAPI): cutting or knocking on the pack, the trump call, the
 * doubling round, 20/40 and playing a card, and the JSON Schemas of a card and a suit. Each game adds its own
 * bidding actions. The names are the service's vocabulary (core/vocabulary.ts; the family's terms in terms.ts).
 */
export const CARD_SCHEMA = { type: 'string', pattern: '^[EGHS](A|10|K|O|U)$' };
export const SUIT_SCHEMA = { type: 'string', enum: ['E', 'G', 'H', 'S'] };

const DOUBLING_TEXT: Record<(typeof DOUBLING_NAMES)[number], string> = {
  spritzen: 'Doubling round, an opponent of the declarer on turn: double the deal (x2). The declaring side answers next.',
  retour: 'Doubling round, after Spritzen, the declarer or his partner on turn: double again (x4). The other side answers next.',
  re: 'Doubling round, after Retour, an opponent of the declarer on turn: double once more (x8). Then the first card is led.',
};

/** Spritzen, Retour, Re: said in turn in the doubling round (or `declineDouble`), before the first card. */
export const DOUBLING_ACTIONS: ActionSchema[] = [
  ...DOUBLING_NAMES.map((type) => ({
    type,
    description: DOUBLING_TEXT[type],
    properties: {},
    required: [],
    example: { type },
  })),
  {
    type: DECLINE_DOUBLE,
    description:
      'Doubling round, on turn: say no Spritzen, Retour or Re ("gut"); the next entitled seat is asked, and once nobody doubles the first card is led.',
    properties: {},
    required: [],
    example: { type: DECLINE_DOUBLE },
  },
];

/** 20/40 by the player on lead; `more` adds what the game says besides. */
export const declareMarriageAction = (more = ''): ActionSchema => ({
  type: 'declareMarriage',
  description: `On lead, in a contract where points count: declare 20 (König and Ober of a suit) or 40 (of trump), then lead one of the pair. It counts once your side has a trick.${more}`,
  properties: { suit: { ...SUIT_SCHEMA, description: 'The suit of the pair.' } },
  required: ['suit'],
  example: { type: 'declareMarriage', suit: 'S' },
});

export const playCardAction = (more = ''): ActionSchema => ({
  type: 'playCard',
  description: `Play a card. Farb- und Stichzwang on the led card: beat it in its suit if you can, else follow lower, else trump, else anything; legalActions lists the playable cards.${more}`,
  properties: { card: { ...CARD_SCHEMA, description: 'Card code, e.g. HA, S10, EO.' } },
  required: ['card'],
  example: { type: 'playCard', card: 'HA' },
});

/** The cut of the cut-or-knock ritual; `then` says how the cards are dealt after it. */
export const cutAction = (then: string): ActionSchema => ({
  type: 'cut',
  description: `Option cutOrKnock, the player right of the dealer: cut the pack (lift "at" cards to the bottom); then the cards are dealt ${then}.`,
  properties: { at: { type: 'integer', minimum: 1, maximum: 19, description: 'How many cards to lift.' } },
  required: ['at'],
  example: { type: 'cut', at: 7 },
});

/** Knocking on the pack instead of cutting it (not Schwimmen's knock); `then` says how the cards come after it. */
export const knockOnPackAction = (then: string): ActionSchema => ({
  type: 'knockOnPack',
  description: `Option cutOrKnock, the player right of the dealer: knock on the pack instead of cutting it; ${then}`,
  properties: {},
  required: [],
  example: { type: 'knockOnPack' },
});

/**
 * The trump call, alike in both games: `callTrump {suit}`, `turnUpTrump {position}` (one of the Rufer's `toCome`
 * cards still to come) and `demandRedeal` (three Unter). `callMore` adds what the game says besides.
 */
export const trumpCallSchemas = (toCome: number, callMore = ''): ActionSchema[] => [
  {
    type: 'callTrump',
    description: `The Rufer names trump after his first three cards.${callMore}`,
    properties: { suit: { ...SUIT_SCHEMA, description: 'E Eichel, G Gras, H Herz, S Schellen.' } },
    required: ['suit'],
    example: { type: 'callTrump', suit: 'H' },
  },
  {
    type: 'turnUpTrump',
    description: `The Rufer, instead of naming a suit: turn up one of his ${toCome} cards still to come before looking at them; its suit is trump and everyone sees it.`,
    properties: {
      position: {
        type: 'integer',
        enum: Array.from({ length: toCome }, (_, i) => i),
        description: `Which of the ${toCome} cards still to come (0 first, in dealing order).`,
      },
    },
    required: ['position'],
    example: { type: 'turnUpTrump', position: 1 },
  },
  {
    type: 'demandRedeal',
    description: 'The Rufer holding three Unter as his first three cards: the cards are shuffled and dealt again by the same dealer.',
    properties: {},
    required: [],
    example: { type: 'demandRedeal' },
  },
];
