import type { ActionSchema } from '../../core/game.js';
import { CONTRACT_IDS } from '../common/contracts.js';

const CARD = { type: 'string', pattern: '^[EGHS](A|10|K|O|U)$' };
const SUIT = { type: 'string', enum: ['E', 'G', 'H', 'S'] };

/** The action catalogue published to clients (OpenAPI). */
export const ACTIONS: ActionSchema[] = [
  {
    type: 'cut',
    description: 'Option cutOrKnock, the player right of the dealer: cut the pack (lift "at" cards to the bottom); the cards are dealt 3+2.',
    properties: { at: { type: 'integer', minimum: 1, maximum: 19, description: 'How many cards to lift.' } },
    required: ['at'],
    example: { type: 'cut', at: 7 },
  },
  {
    type: 'knock',
    description: 'Option cutOrKnock, the player right of the dealer: knock instead of cutting; everyone gets five cards at once (the Rufer three first).',
    properties: {},
    required: [],
    example: { type: 'knock' },
  },
  {
    type: 'callTrump',
    description: 'The Rufer names trump after his first three cards (with blindTrump: before any card, for the whole Bummerl).',
    properties: { suit: { ...SUIT, description: 'E Eichel, G Gras, H Herz, S Schellen.' } },
    required: ['suit'],
    example: { type: 'callTrump', suit: 'H' },
  },
  {
    type: 'turnUp',
    description: 'The Rufer turns up one of his two cards still to come instead of naming trump; its suit is trump and everyone sees it.',
    properties: { index: { type: 'integer', enum: [0, 1], description: 'Which of the two cards.' } },
    required: ['index'],
    example: { type: 'turnUp', index: 0 },
  },
  {
    type: 'redeal',
    description: 'The Rufer with three Unter as his first three cards demands a new deal.',
    properties: {},
    required: [],
    example: { type: 'redeal' },
  },
  {
    type: 'blinderBettler',
    description: 'Option blinderBettler: the Rufer with three Unter declares a Bettler (5) before seeing his last two cards; no trump, no further bids.',
    properties: {},
    required: [],
    example: { type: 'blinderBettler' },
  },
  {
    type: 'bid',
    description: 'Bidding round from the Rufer: announce a contract that outranks the standing bid.',
    properties: { contract: { type: 'string', enum: CONTRACT_IDS.filter((id) => id !== 'normal' && id !== 'blinderBettler'), description: 'The contract id.' } },
    required: ['contract'],
    example: { type: 'bid', contract: 'schnapser' },
  },
  {
    type: 'pass',
    description: 'Bidding round: "weiter", no contract. If everybody passes, the Normal game is played.',
    properties: {},
    required: [],
    example: { type: 'pass' },
  },
  {
    type: 'spritzen',
    description: 'The side against the declarer doubles the deal (x2); any of its seats, at any time before the first card.',
    properties: {},
    required: [],
    example: { type: 'spritzen' },
  },
  {
    type: 'retour',
    description: 'After Spritzen, the declaring side (the declarer or his partner) doubles again (x4), before the first card.',
    properties: {},
    required: [],
    example: { type: 'retour' },
  },
  {
    type: 're',
    description: 'After Retour, the side against the declarer doubles once more (x8), before the first card.',
    properties: {},
    required: [],
    example: { type: 're' },
  },
  {
    type: 'announce',
    description: 'On lead: announce 20 (König and Ober of a suit) or 40 (of trump); then lead one of the two. Counts once your side has a trick.',
    properties: { suit: { ...SUIT, description: 'The suit of the pair.' } },
    required: ['suit'],
    example: { type: 'announce', suit: 'S' },
  },
  {
    type: 'play',
    description: 'Play a card to the trick (Farb- und Stichzwang on the led card; legalActions lists the playable cards).',
    properties: { card: { ...CARD, description: 'Card code, e.g. HA, S10, EO.' } },
    required: ['card'],
    example: { type: 'play', card: 'HA' },
  },
];
