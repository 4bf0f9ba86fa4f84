import type { Action } from '../engine/core/game.js';
import type { Sentence } from './types.js';

/** An action in a sentence: its card, or its type with its argument (a swap: the hand's card/the table's card). */
export function describe(action: Action): string {
  if (typeof action.card === 'string') return action.card;
  if (action.type === 'nameGame') return ['nameGame', action.game, action.suit, action.call].filter((part) => typeof part === 'string').join(' ');
  if (action.type === 'swapOne') return `swapOne ${String(action.hand)}/${String(action.table)}`;
  if (action.type === 'choosePacket') return `choosePacket ${action.keep === true ? 'keep' : 'other'}`;
  const argument = ['suit', 'game', 'contract'].map((key) => action[key]).find((value) => typeof value === 'string');
  return argument === undefined ? action.type : `${action.type} ${String(argument)}`;
}

/** The unit of a game's result in words: singular and plural per language. */
export interface UnitWords {
  de: [string, string];
  en: [string, string];
}

export const CENTS: UnitWords = { de: ['Cent', 'Cent'], en: ['cent', 'cents'] };
export const GAME_POINTS: UnitWords = { de: ['Punkt', 'Punkte'], en: ['game point', 'game points'] };
export const LIVES: UnitWords = { de: ['Leben', 'Leben'], en: ['life', 'lives'] };

const amount = (value: number, words: [string, string], locale: string) => {
  const rounded = Math.round(value * 100) / 100;
  return `${rounded.toLocaleString(locale)} ${Math.abs(rounded) === 1 ? words[0] : words[1]}`;
};

/**
 * The one-line verdict on a mistake: "Trick 3: seat 2 played EA; HO would have been worth 30 cents more." A loss
 * of Augen only (the result the same) says so in Augen; an estimated value says it is one.
 */
export function mistakeSentence(m: { trick: number; seat: number; action: Action; best: Action; loss: number; pointsLoss: number; exact: boolean }, unit: UnitWords, trickWord: Sentence = { de: 'Stich', en: 'Trick' }): Sentence {
  const played = describe(m.action);
  const best = describe(m.best);
  const estimated = m.exact ? { de: '', en: '' } : { de: ' (geschätzt)', en: ' (estimated)' };
  if (m.loss > 0) {
    return {
      de: `${trickWord.de} ${m.trick}: Platz ${m.seat + 1} spielte ${played}; ${best} wäre ${amount(m.loss, unit.de, 'de-DE')} besser gewesen${estimated.de}.`,
      en: `${trickWord.en} ${m.trick}: seat ${m.seat + 1} played ${played}; ${best} would have been ${amount(m.loss, unit.en, 'en-GB')} better${estimated.en}.`,
    };
  }
  return {
    de: `${trickWord.de} ${m.trick}: Platz ${m.seat + 1} spielte ${played}; ${best} hätte ${m.pointsLoss} Augen mehr gebracht${estimated.de}.`,
    en: `${trickWord.en} ${m.trick}: seat ${m.seat + 1} played ${played}; ${best} would have taken ${m.pointsLoss} more card points${estimated.en}.`,
  };
}
