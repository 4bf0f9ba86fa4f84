import type { Bot } from './bot.js';

/** Any game: one of the legal actions, uniformly at random. */
export const randomLegalBot: Bot = ({ legalActions, random }) => random.pick(legalActions);
