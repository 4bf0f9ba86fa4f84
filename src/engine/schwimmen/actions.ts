import type { ActionSchema } from '../core/game.js';

const CARD = { type: 'string', pattern: '^[EGHS](A|10|K|O|U|9|8|7|6)$' };

/** The action catalogue published to clients (OpenAPI). */
export const ACTIONS: ActionSchema[] = [
  {
    type: 'choosePacket',
    description:
      'Dealer only, right after the deal: keep the packet you looked at (keep: true; the other goes face up to the table) or lay it face up on the table and take the other (keep: false).',
    properties: { keep: { type: 'boolean', description: 'true keeps the packet you looked at.' } },
    required: ['keep'],
    example: { type: 'choosePacket', keep: true },
  },
  {
    type: 'swapOne',
    description: 'Swap one card of your hand with one card on the table.',
    properties: {
      hand: { ...CARD, description: 'The card from your hand that goes to the table.' },
      table: { ...CARD, description: 'The table card you take.' },
    },
    required: ['hand', 'table'],
    example: { type: 'swapOne', hand: 'G7', table: 'HA' },
  },
  {
    type: 'swapAll',
    description: 'Swap all three cards of your hand with all three cards on the table.',
    properties: {},
    required: [],
    example: { type: 'swapAll' },
  },
  {
    type: 'passTurn',
    description:
      'Schieben ("weiter"): swap nothing this turn. When every player in a round passes his turn, the table is replaced from the stock. (Not the auction\'s "pass": Schwimmen has no auction.)',
    properties: {},
    required: [],
    example: { type: 'passTurn' },
  },
  {
    type: 'knock',
    description:
      'Klopfen: swap nothing and end the deal; every other player has exactly one more turn, then the hands are shown. Not allowed after someone has knocked (or, with knockAfterFirstRound, before everyone has had a turn).',
    properties: {},
    required: [],
    example: { type: 'knock' },
  },
];
