import type { ActionSchema } from '../../core/game.js';
import {
  declareMarriageAction,
  CARD_SCHEMA as CARD,
  cutAction,
  DOUBLING_ACTIONS,
  knockOnPackAction,
  playCardAction,
  trumpCallSchemas,
} from '../common/actions.js';
import { ZWEIER_ACTIONS } from '../zweier/deal.js';
import { DREIER_CONTRACT_IDS } from './options.js';
const CONTRACT = { type: 'string', enum: [...DREIER_CONTRACT_IDS] };
const playoff = (type: string): ActionSchema => {
  const schema = ZWEIER_ACTIONS.find((a) => a.type === type)!;
  return { ...schema, description: `Play-off deal (Schnapsen for two) only: ${schema.description}` };
};

/** The action catalogue published to clients (OpenAPI). */
export const ACTIONS: ActionSchema[] = [
  cutAction('3, talon 2, 3'),
  knockOnPackAction('the first two cards are the talon, everyone gets six at once (the Rufer three first, to call trump).'),
  ...trumpCallSchemas(3),
  {
    type: 'bid',
    description:
      'Bidding (one round from the Rufer; with raise rule 1 the outbid Rufer once more): announce a contract, taking the talon (two cards are laid away after it). It must outrank the standing bid: a higher contract always does; an equal one only if the standing bid takes the talon too and you are the Rufer.',
    properties: { contract: { ...CONTRACT, description: 'The contract.' } },
    required: ['contract'],
    example: { type: 'bid', contract: 'schnapser' },
  },
  {
    type: 'bidWithoutTalon',
    description:
      'As bid, but playing without the talon: among equal contracts the one without the talon has precedence, and between two without it the Rufer ("If two players have decided on an equal game, the player who wants to play without a talon may play").',
    properties: { contract: { ...CONTRACT, description: 'The contract.' } },
    required: ['contract'],
    example: { type: 'bidWithoutTalon', contract: 'gang' },
  },
  {
    type: 'pass',
    description:
      'Bidding round (and the Rufer\'s second word under raise rule 1): say "weiter", no contract. If everybody passes, the Rufer takes the talon and names his game.',
    properties: {},
    required: [],
    example: { type: 'pass' },
  },
  {
    type: 'takeTalon',
    description:
      'Option noBidTalon "regional", nobody bid, Rufer: pick up the talon; then lay two cards away face down. (By default the Rufer takes it without asking.)',
    properties: {},
    required: [],
    example: { type: 'takeTalon' },
  },
  {
    type: 'leaveTalon',
    description: 'Option noBidTalon "regional", nobody bid, Rufer: leave the talon face down and play the Normal game with your six cards.',
    properties: {},
    required: [],
    example: { type: 'leaveTalon' },
  },
  {
    type: 'discard',
    description:
      'After taking the talon: lay two cards away face down. They count for nobody; a contract that needs certain cards keeps them.',
    properties: { cards: { type: 'array', items: CARD, minItems: 2, maxItems: 2, description: 'The two cards.' } },
    required: ['cards'],
    example: { type: 'discard', cards: ['G10', 'SK'] },
  },
  {
    type: 'raise',
    description:
      'After the talon and the discard: nobody bid (noBidTalon "takeAndName", the default), the Rufer names the game he plays, any contract he may declare (declineRaise: the Normal game); raise rule 2 (option raiseAfterTalon), a higher contract than the one bid.',
    properties: { contract: { ...CONTRACT, description: 'The higher contract.' } },
    required: ['contract'],
    example: { type: 'raise', contract: 'bauernschnapser' },
  },
  {
    type: 'declineRaise',
    description: 'After the talon and the discard, instead of raise: keep the contract (nobody bid: play the Normal game).',
    properties: {},
    required: [],
    example: { type: 'declineRaise' },
  },
  ...DOUBLING_ACTIONS,
  declareMarriageAction(' In the play-off deal as in Schnapsen for two.'),
  playCardAction(' The play-off deal has its own rules while its talon is open.'),
  playoff('exchangeTrump'),
  playoff('closeTalon'),
  playoff('claimOut'),
];
