import type { ActionSchema } from '../../core/game.js';
import {
  declareMarriageAction,
  cutAction,
  DOUBLING_ACTIONS,
  knockOnPackAction,
  playCardAction,
  trumpCallSchemas,
} from '../common/actions.js';
import { CONTRACT_IDS } from '../common/contracts.js';

/** The action catalogue published to clients (OpenAPI). */
export const ACTIONS: ActionSchema[] = [
  cutAction('3+2'),
  knockOnPackAction('everyone gets five cards at once (the Rufer three first, to call trump).'),
  ...trumpCallSchemas(2, " With blindTrump: the Bummerl's first Rufer names it before any card, for the whole Bummerl."),
  {
    type: 'declareBlinderBettler',
    description:
      'Option blinderBettler: the Rufer with three Unter declares a Bettler (5) before seeing his last two cards; no trump, no further bids.',
    properties: {},
    required: [],
    example: { type: 'declareBlinderBettler' },
  },
  {
    type: 'bid',
    description: 'Bidding round from the Rufer: announce a contract that outranks the standing bid.',
    properties: {
      contract: {
        type: 'string',
        enum: CONTRACT_IDS.filter((id) => id !== 'normal' && id !== 'blinderBettler'),
        description: 'The contract id.',
      },
    },
    required: ['contract'],
    example: { type: 'bid', contract: 'schnapser' },
  },
  {
    type: 'pass',
    description: 'Bidding round: say "weiter", no contract (if everybody passes, the Normal game is played).',
    properties: {},
    required: [],
    example: { type: 'pass' },
  },
  ...DOUBLING_ACTIONS,
  declareMarriageAction(),
  playCardAction(),
];
