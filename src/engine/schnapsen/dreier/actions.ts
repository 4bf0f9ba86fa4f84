import type { ActionSchema } from '../../core/game.js';
import { declareMarriageAction, CARD_SCHEMA as CARD, cutAction, DOUBLING_ACTIONS, knockOnPackAction, playCardAction, trumpCallSchemas } from '../common/actions.js';
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
      'Bidding (one round from the Rufer; with raise rule 1 the outbid Rufer once more): announce a contract that outranks the standing bid. A higher contract always does; an equal one only if played without the talon against one with it, or by the Rufer.',
    properties: {
      contract: { ...CONTRACT, description: 'The contract.' },
      withTalon: { type: 'boolean', description: 'true: take the talon and lay two cards away; false: play without the talon (precedence among equal contracts).' },
    },
    required: ['contract', 'withTalon'],
    example: { type: 'bid', contract: 'schnapser', withTalon: false },
  },
  {
    type: 'pass',
    description:
      'Say "weiter": no contract in the bidding round (if everybody passes, the Rufer takes the talon and names his game); after the talon, no game or no raise (the Normal game or the contract bid is played); no Spritzen, Retour or Re in the doubling round.',
    properties: {},
    required: [],
    example: { type: 'pass' },
  },
  {
    type: 'takeTalon',
    description: 'Option noBidTalon "regional", nobody bid, Rufer: pick up the talon; then lay two cards away face down. (By default the Rufer takes it without asking.)',
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
    description: 'After taking the talon: lay two cards away face down. They count for nobody; a contract that needs certain cards keeps them.',
    properties: { cards: { type: 'array', items: CARD, minItems: 2, maxItems: 2, description: 'The two cards.' } },
    required: ['cards'],
    example: { type: 'discard', cards: ['G10', 'SK'] },
  },
  {
    type: 'raise',
    description:
      'After the talon and the discard: nobody bid (noBidTalon "takeAndName", the default), the Rufer names the game he plays, any contract he may declare (pass: the Normal game); raise rule 2 (option raiseAfterTalon), a higher contract than the one bid.',
    properties: { contract: { ...CONTRACT, description: 'The higher contract.' } },
    required: ['contract'],
    example: { type: 'raise', contract: 'bauernschnapser' },
  },
  ...DOUBLING_ACTIONS,
  declareMarriageAction(' In the play-off deal as in Schnapsen for two.'),
  playCardAction(' The play-off deal has its own rules while its talon is open.'),
  playoff('exchangeTrump'),
  playoff('closeTalon'),
  playoff('claimOut'),
];
