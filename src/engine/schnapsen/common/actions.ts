import { z } from 'zod';
import { actionObject } from '../../core/actions.js';
import { CardSchema, SuitSchema } from './schemas.js';

/**
 * The action objects (core/actions.ts) both games publish alike: cutting or knocking on the pack, the trump call,
 * the doubling round, 20/40 and playing a card. Each game adds its own bidding actions. The names are the
 * service's vocabulary (core/vocabulary.ts; the family's terms in terms.ts).
 */

/** An action without fields. */
export const bareAction = <T extends string>(type: T, description: string) => actionObject(type, {}, description, { example: { type } });

/** Spritzen, Retour, Re: said in turn in the doubling round (or `declineDouble`), before the first card. */
export const doublingActions = {
  spritzen: bareAction(
    'spritzen',
    'Doubling round, an opponent of the declarer on turn: double the deal (x2). The declaring side answers next.',
  ),
  retour: bareAction(
    'retour',
    'Doubling round, after Spritzen, the declarer or his partner on turn: double again (x4). The other side answers next.',
  ),
  re: bareAction(
    're',
    'Doubling round, after Retour, an opponent of the declarer on turn: double once more (x8). Then the first card is led.',
  ),
  declineDouble: bareAction(
    'declineDouble',
    'Doubling round, on turn: say no Spritzen, Retour or Re ("gut"); the next entitled seat is asked, and once nobody doubles the first card is led.',
  ),
};

/** 20/40 by the player on lead; `more` adds what the game says besides. */
export const declareMarriageAction = (more = '') =>
  actionObject(
    'declareMarriage',
    { suit: SuitSchema.describe('The suit of the pair.') },
    `On lead, in a contract where points count: declare 20 (König and Ober of a suit) or 40 (of trump), then lead one of the pair. It counts once your side has a trick.${more}`,
    { example: { type: 'declareMarriage', suit: 'S' } },
  );

export const playCardAction = (more = '') =>
  actionObject(
    'playCard',
    { card: CardSchema.describe('Card code, e.g. HA, S10, EO.') },
    `Play a card. Farb- und Stichzwang on the led card: beat it in its suit if you can, else follow lower, else trump, else anything; legalActions lists the playable cards.${more}`,
    { example: { type: 'playCard', card: 'HA' } },
  );

/** The cut of the cut-or-knock ritual; `then` says how the cards are dealt after it. */
export const cutAction = (then: string) =>
  actionObject(
    'cut',
    { at: z.number().int().min(1).max(19).describe('How many cards to lift.') },
    `Option cutOrKnock, the player right of the dealer: cut the pack (lift "at" cards to the bottom); then the cards are dealt ${then}.`,
    { example: { type: 'cut', at: 7 } },
  );

/** Knocking on the pack instead of cutting it (not Schwimmen's knock); `then` says how the cards come after it. */
export const knockOnPackAction = (then: string) =>
  bareAction('knockOnPack', `Option cutOrKnock, the player right of the dealer: knock on the pack instead of cutting it; ${then}`);

/**
 * The trump call, alike in both games: `callTrump {suit}`, `turnUpTrump {position}` (one of the Rufer's `toCome`
 * cards still to come: 0 to `toCome - 1`) and `demandRedeal` (three Unter). `callMore` adds what the game says besides.
 */
export const trumpCallObjects = (positions: readonly [number, ...number[]], callMore = '') => ({
  callTrump: actionObject(
    'callTrump',
    { suit: SuitSchema.describe('E Eichel, G Gras, H Herz, S Schellen.') },
    `The Rufer names trump after his first three cards.${callMore}`,
    { example: { type: 'callTrump', suit: 'H' } },
  ),
  turnUpTrump: actionObject(
    'turnUpTrump',
    {
      // One of the positions (published as an integer enum), typed as a number: the engine refuses a wrong one itself.
      position: z
        .literal(positions)
        .meta({ type: 'integer' })
        .describe(`Which of the ${positions.length} cards still to come (0 first, in dealing order).`) as unknown as z.ZodType<number>,
    },
    `The Rufer, instead of naming a suit: turn up one of his ${positions.length} cards still to come before looking at them; its suit is trump and everyone sees it.`,
    { example: { type: 'turnUpTrump', position: 1 } },
  ),
  demandRedeal: bareAction(
    'demandRedeal',
    'The Rufer holding three Unter as his first three cards: the cards are shuffled and dealt again by the same dealer.',
  ),
});
