import type { ActionSchema } from '../../core/game.js';
import { announceAction, cutAction, DOUBLING_ACTIONS, playAction, SUIT_SCHEMA as SUIT } from '../common/actions.js';
import { CONTRACT_IDS } from '../common/contracts.js';

/** The action catalogue published to clients (OpenAPI). */
export const ACTIONS: ActionSchema[] = [
  cutAction('3+2'),
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
    description: 'Say "weiter": no contract in the bidding round (if everybody passes, the Normal game is played); no Spritzen, Retour or Re in the doubling round.',
    properties: {},
    required: [],
    example: { type: 'pass' },
  },
  ...DOUBLING_ACTIONS,
  announceAction(),
  playAction(),
];
