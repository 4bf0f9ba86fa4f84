import { money, signed } from './format.js';
import { lang } from './i18n.js';

// A deal's result in the game's unit: money in Schafkopf, lives in Schwimmen, game points and Bummerl in the
// Schnapsen games.

/** An item of a deal's result ("Grundtarif 0,10 €", "Schwarz 2"). */
export function resultValue(game: string, value: number): string {
  return game === 'schafkopf' ? money(value, false) : value.toLocaleString(lang.get());
}

/** What a deal changed in a seat's score: "+0,30 €", "−1 Leben", "bekommt 2 Bummerl". */
export function changeWords(game: string, delta: number): string {
  const de = lang.get() === 'de';
  if (game === 'schafkopf') return money(delta);
  if (game === 'schwimmen') return de ? `${signed(delta)} ${Math.abs(delta) === 1 ? 'Leben' : 'Leben'}` : `${signed(delta)} ${Math.abs(delta) === 1 ? 'life' : 'lives'}`;
  if (delta < 0) return de ? `bekommt ${-delta} Bummerl` : `takes ${-delta} Bummerl`;
  return `${signed(delta)} Bummerl`;
}
