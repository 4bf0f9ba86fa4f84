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

/** A deal's summary and the items of its result, as the service words them. */
export function DealLines({ game, deal }: { game: string; deal: { summary: string; items: { label: string; value: number }[] } }) {
  return (
    <>
      <p data-said-by="service">{deal.summary}</p>
      {deal.items.length > 0 && (
        <table class="items">
          <tbody>
            {deal.items.map((item) => (
              <tr>
                <td data-said-by="service">{item.label}</td>
                <td class="num">{resultValue(game, item.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
