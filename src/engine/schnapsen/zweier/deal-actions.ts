import type { ActionSchema } from '../../core/game.js';

const CARD = { type: 'string', pattern: '^[EGHS](A|10|K|O|U)$' };

/** The actions of one deal of Schnapsen for two, published to clients (a host game may publish them as they are). */
export const ZWEIER_ACTIONS: ActionSchema[] = [
  {
    type: 'playCard',
    description:
      'Play a card: lead any card, or follow. While the talon is open play is free; once it is exhausted or closed you must beat the led card in its suit if you can, else follow lower, else trump, else play anything. After declaring a marriage you must lead its König or Ober.',
    properties: { card: { ...CARD, description: 'The card from your hand.' } },
    required: ['card'],
    example: { type: 'playCard', card: 'HA' },
  },
  {
    type: 'declareMarriage',
    description:
      'On lead: declare a marriage (König and Ober of one suit in your hand): 40 in trumps, 20 otherwise. Then lead one of the pair (or claim 66 with claimOut). Marriages count only once you have a trick.',
    properties: { suit: { type: 'string', enum: ['E', 'G', 'H', 'S'], description: 'The suit of the marriage.' } },
    required: ['suit'],
    example: { type: 'declareMarriage', suit: 'G' },
  },
  {
    type: 'exchangeTrump',
    description:
      'On lead, before declaring or playing, while the talon is open: exchange the trump Unter in your hand for the face-up trump card.',
    properties: {},
    required: [],
    example: { type: 'exchangeTrump' },
  },
  {
    type: 'closeTalon',
    description:
      'Zudrehen: on lead, before declaring or playing, while the talon is open: close the talon. Nobody draws any more, play is strict, and you must reach 66 yourself.',
    properties: {},
    required: [],
    example: { type: 'closeTalon' },
  },
  {
    type: 'claimOut',
    description:
      'Go out ("66!", abmelden): right after winning a trick or declaring a marriage, claim to have 66 points (cards plus counted marriages). The deal ends at once; a wrong claim is penalised.',
    properties: {},
    required: [],
    example: { type: 'claimOut' },
  },
];
