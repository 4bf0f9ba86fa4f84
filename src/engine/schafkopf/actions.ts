import type { ActionSchema } from '../core/game.js';
import { GAME_TYPES } from './rules/games.js';

const CARD = { type: 'string', pattern: '^[EGHS](A|10|K|O|U|9|8|7)$' };
const TWO_CARDS = { type: 'array', items: CARD, minItems: 2, maxItems: 2 };
const none = { properties: {}, required: [] };

/** The action catalogue published to clients (OpenAPI). */
export const ACTIONS: ActionSchema[] = [
  { type: 'double', description: 'Doppeln/Klopfen, right after the first half of the cards (when the table plays with doubling).', ...none, example: { type: 'double' } },
  { type: 'pass', description: '"Weiter": no doubling; no game in the announcement; withdraw while naming; in a Schieberrunde "Ich spiele nicht".', ...none, example: { type: 'pass' } },
  { type: 'play', description: '"Ich spiele" (or "Ich spiele auch" after someone else: that binds you to a single game).', ...none, example: { type: 'play' } },
  { type: 'offerHochzeit', description: 'Instead of "Weiter": offer a Hochzeit (you hold exactly one trump).', ...none, example: { type: 'offerHochzeit' } },
  {
    type: 'announce',
    description: 'Name your game: it must outrank the best game named so far (equal rank goes to the earlier seat). Rufspiel needs "call"; Solo, Farbwenz, Farbgeier and their Tout need "suit"; with Steigern the games from Farbgeier to Solo take a bid "target"; Vorhand in a Schieberrunde adds the two cards he "discard"s.',
    properties: {
      game: { type: 'string', enum: GAME_TYPES.filter((game) => game !== 'ramsch'), description: 'The game type.' },
      suit: { type: 'string', enum: ['E', 'G', 'H', 'S'], description: 'The trump suit (Solo, Farbwenz, Farbgeier and their Tout).' },
      call: { ...CARD, description: 'Rufspiel: the called ace (a ten or king only on Renonce or in a Muss-Spiel).' },
      target: { type: 'integer', minimum: 61, maximum: 111, description: 'Steigern: the score your side needs (61, 71, ... 111).' },
      discard: { ...TWO_CARDS, description: 'Schieberrunde, Vorhand: the two cards passed to the next player.' },
    },
    required: ['game'],
    example: { type: 'announce', game: 'rufspiel', call: 'GA' },
  },
  { type: 'giveCard', description: 'Hochzeit: the Fehlkarte you give the bride face down for her trump.', properties: { card: { ...CARD, description: 'A card of yours that is not a trump.' } }, required: ['card'], example: { type: 'giveCard', card: 'S9' } },
  { type: 'push', description: 'Schieberrunde: pass two cards on to your left neighbour.', properties: { cards: { ...TWO_CARDS, description: 'Two cards of yours.' } }, required: ['cards'], example: { type: 'push', cards: ['S7', 'G8'] } },
  { type: 'stoss', description: 'Spritzen: the next of Stoß (defenders), Re (declaring side), Supra (defenders), Resupra (declaring side). Not bound to the turn.', ...none, example: { type: 'stoss' } },
  { type: 'playCard', description: 'Play a card to the trick (follow suit; the called-ace rules apply).', properties: { card: { ...CARD, description: 'A card from your hand.' } }, required: ['card'], example: { type: 'playCard', card: 'EO' } },
  { type: 'voteEnd', description: 'Vote to end the session after the current deal (end: true), or take the vote back (end: false). All four votes end it.', properties: { end: { type: 'boolean', description: 'true votes to end.' } }, required: ['end'], example: { type: 'voteEnd', end: true } },
];
