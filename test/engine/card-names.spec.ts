import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { PACKS, rankOf, suitOf, type Card } from '../../src/engine/core/cards.js';
import { cardName, theCard } from '../../src/engine/core/card-names.js';

/** Every pack each game plays (its options included). */
const GAME_PACKS: Readonly<Record<string, readonly (readonly Card[])[]>> = {
  schafkopf: [PACKS.long32, PACKS.short24],
  schnapsen: [PACKS.schnapsen20],
  bauernschnapsen: [PACKS.schnapsen20],
  dreierschnapsen: [PACKS.schnapsen20],
  schwimmen: [PACKS.long36, PACKS.long32],
};

/** The web client's suit and rank names, read from its source (web/src/cards.tsx: `E: { de: 'Eichel', ...`). */
function webNames(): Record<string, string> {
  const source = readFileSync(new URL('../../web/src/cards.tsx', import.meta.url), 'utf8');
  const names: Record<string, string> = {};
  for (const match of source.matchAll(/^\s*'?([EGHS]|A|10|K|O|U|9|8|7|6)'?: \{ de: '([^']+)'/gm)) names[match[1]] = match[2];
  return names;
}

/** The web client's name of a card (cardName in web/src/cards.tsx): suit-rank, the Schafkopf Ass the Sau. */
function webCardName(card: Card, game: string, names: Record<string, string>): string {
  return `${names[suitOf(card)]}-${rankOf(card) === 'A' && game === 'schafkopf' ? 'Sau' : names[rankOf(card)]}`;
}

describe('card names', () => {
  it('reads all four suits and nine ranks from the web client', () => {
    expect(Object.keys(webNames()).sort()).toEqual(['10', '6', '7', '8', '9', 'A', 'E', 'G', 'H', 'K', 'O', 'S', 'U']);
  });

  for (const [game, packs] of Object.entries(GAME_PACKS)) {
    it(`names every card of ${game}'s packs as the web client does, each name once`, () => {
      const web = webNames();
      for (const pack of packs) {
        const names = pack.map((card) => cardName(card, game));
        expect(names).toEqual(pack.map((card) => webCardName(card, game, web)));
        expect(new Set(names).size).toBe(pack.length);
        for (const name of names)
          expect(name).toMatch(/^(Eichel|Gras|Herz|Schellen)-(Ass|Sau|Zehn|König|Ober|Unter|Neun|Acht|Sieben|Sechs)$/);
      }
    });
  }

  it('says the Schafkopf Ass is the Sau and the others keep the Ass', () => {
    expect(cardName('GA', 'schafkopf')).toBe('Gras-Sau');
    expect(cardName('SA', 'bauernschnapsen')).toBe('Schellen-Ass');
    expect(cardName('EO', 'schafkopf')).toBe('Eichel-Ober');
    expect(cardName('H10', 'schnapsen')).toBe('Herz-Zehn');
    expect(cardName('S6', 'schwimmen')).toBe('Schellen-Sechs');
  });

  it('puts the article of the rank and the case before the card in German, "the" in English', () => {
    expect(theCard('EO', 'de', 'schafkopf', 'accusative')).toBe('den Eichel-Ober');
    expect(theCard('EO', 'de', 'schafkopf')).toBe('der Eichel-Ober');
    expect(theCard('GA', 'de', 'schafkopf', 'dative')).toBe('der Gras-Sau');
    expect(theCard('GA', 'de', 'schnapsen', 'accusative')).toBe('das Gras-Ass');
    expect(theCard('HK', 'de', 'schafkopf', 'dative')).toBe('dem Herz-König');
    expect(theCard('H10', 'de', 'schnapsen', 'accusative')).toBe('die Herz-Zehn');
    expect(theCard('S7', 'de', 'schwimmen')).toBe('die Schellen-Sieben');
    expect(theCard('SU', 'en', 'schafkopf')).toBe('the Schellen-Unter');
  });
});
