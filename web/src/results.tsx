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
  if (game === 'schwimmen') return de ? `${signed(delta)} Leben` : `${signed(delta)} ${Math.abs(delta) === 1 ? 'life' : 'lives'}`;
  if (delta < 0) return de ? `bekommt ${-delta} Bummerl` : `takes ${-delta} Bummerl`;
  return `${signed(delta)} Bummerl`;
}

/** The Schnapsen games' item labels that are German sentences rather than names of the table's terms, in English. */
const IN_ENGLISH: Readonly<Record<string, string>> = {
  'Normales Spiel': 'Normal game',
  'Schnapser zusammen': 'Schnapser together',
  'Ausgemeldet (66)': 'Went out (66)',
  'Zugedreht und ausgemeldet': 'Closed the talon and went out',
  'Zudrehen misslungen': 'Closing failed',
  'Falsch abgemeldet': 'Wrong claim',
  'Letzter Stich': 'Last trick',
  'Obergrenze (Bummerl)': 'Cap (the Bummerl)',
};

/**
 * An item's label in the interface's language. Schwimmen's items are sentences the match recorded in English
 * ("Seat 2: lowest hand (11): loses a life", seats from 0): they are said again here, with the seat's name; the
 * other games' labels are the table's own German words ("Grundtarif", "Schneider") and stay as they are.
 */
export function itemLabel(game: string, label: string, names: (seat: number) => string): string {
  const payer = game === 'schwimmen' ? /^Seat (\d+): lowest hand \((\d+)\)(.*)$/.exec(label) : null;
  if (!payer) return lang.get() === 'en' ? (IN_ENGLISH[label] ?? label) : label;
  const [, seat, value, rest] = payer;
  const de = lang.get() === 'de';
  const who = names(Number(seat));
  if (rest.includes('nobody goes under'))
    return de
      ? `${who}: niedrigste Hand (${value}), schwimmt wie alle anderen: niemand geht unter`
      : `${who}: lowest hand (${value}) while swimming, as is everyone left: nobody goes under`;
  if (rest.includes('goes under'))
    return de ? `${who}: niedrigste Hand (${value}), schwimmt: geht unter` : `${who}: lowest hand (${value}) while swimming: goes under`;
  return de ? `${who}: niedrigste Hand (${value}): verliert ein Leben` : `${who}: lowest hand (${value}): loses a life`;
}

/** A deal's sentence and the items of its result, as the service words them (in the interface's language). */
export function DealLines({
  game,
  deal,
  names,
}: {
  game: string;
  deal: { summary: string; items: { label: string; value: number }[] };
  names: (seat: number) => string;
}) {
  return (
    <>
      <p data-said-by="service">{deal.summary}</p>
      {deal.items.length > 0 && (
        <table class="items">
          <tbody>
            {deal.items.map((item) => (
              <tr>
                <td data-said-by="service">{itemLabel(game, item.label, names)}</td>
                <td class="num">{resultValue(game, item.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
