import { describe, expect, it } from '@jest/globals';
import { LANGUAGES } from '../../src/engine/core/language.js';
import { optionsJsonSchema } from '../../src/engine/core/options.js';
import { findGame, GAMES } from '../../src/engine/registry.js';

const filled = (text: unknown) => typeof text === 'string' && text.trim() !== '';

describe("every game's catalogue words", () => {
  const games = Object.values(GAMES);
  const retired = [findGame('dreierschnapsen', 1)!, findGame('schwimmen', 1)!];

  it('names each game in German and English', () => {
    for (const game of [...games, ...retired]) {
      for (const language of LANGUAGES)
        expect({ game: game.id, language, title: filled(game.titles[language]) }).toEqual({ game: game.id, language, title: true });
    }
    expect(GAMES.schnapsen.titles).toEqual({ de: 'Schnapsen zu zweit', en: 'Schnapsen for two' });
    // The English title is the one matches record.
    for (const game of games) expect(game.titles.en).toBe(game.title);
  });

  it('gives every option a title and a sentence in German and English, other than its key', () => {
    for (const game of [...games, ...retired]) {
      for (const [name, spec] of Object.entries(game.options)) {
        for (const language of LANGUAGES) {
          const where = `${game.id}.${name} (${language})`;
          expect({ where, title: filled(spec.title[language]), description: filled(spec.description[language]) }).toEqual({
            where,
            title: true,
            description: true,
          });
          expect({ where, title: spec.title[language] }).not.toEqual({ where, title: name });
          expect({ where, description: spec.description[language] }).not.toEqual({ where, description: name });
        }
        // The German sentence is German, not the English one again (a title may be a name the same in both).
        expect({ where: `${game.id}.${name}`, same: spec.description.de === spec.description.en }).toEqual({
          where: `${game.id}.${name}`,
          same: false,
        });
      }
    }
  });

  it('names every value of an option that has names for them, in both languages', () => {
    for (const game of games) {
      for (const [name, spec] of Object.entries(game.options)) {
        if (spec.type === 'boolean' || !spec.labels) continue;
        const count = spec.type === 'enum' ? spec.values.length : spec.maximum - spec.minimum + 1;
        expect({ where: `${game.id}.${name}`, labels: spec.labels.length }).toEqual({ where: `${game.id}.${name}`, labels: count });
        for (const label of spec.labels) for (const language of LANGUAGES) expect(filled(label[language])).toBe(true);
      }
    }
  });

  it('says what null means wherever an option may be null, and names seats from 1', () => {
    for (const game of games) {
      for (const [name, spec] of Object.entries(game.options)) {
        if (spec.type !== 'integer' || !spec.nullable) continue;
        for (const language of LANGUAGES)
          expect({ where: `${game.id}.${name}`, nullTitle: filled(spec.nullTitle?.[language]) }).toEqual({
            where: `${game.id}.${name}`,
            nullTitle: true,
          });
      }
      const firstDealer = optionsJsonSchema(game.options, { language: 'de' }).properties as Record<string, Record<string, unknown>>;
      expect(firstDealer.firstDealer['x-seat']).toBe(true);
      expect((firstDealer.firstDealer['x-value-titles'] as { de: string[] }).de[0]).toBe('Platz 1');
      expect((firstDealer.firstDealer['x-value-titles'] as { en: string[] }).en[0]).toBe('seat 1');
    }
  });

  it('publishes the words as JSON Schema: title and description in the language asked for, x-title and x-description in each', () => {
    const german = optionsJsonSchema(GAMES.schafkopf.options, { language: 'de' }).properties as Record<string, Record<string, unknown>>;
    expect(german.pack).toMatchObject({
      enum: ['long', 'short'],
      title: 'Karte',
      'x-title': { de: 'Karte', en: 'Pack' },
      'x-enum-titles': { de: ['Lange Karte (32)', 'Kurze Karte (24)'], en: ['long pack (32)', 'short pack (24)'] },
    });
    expect(german.pack.description).toBe((german.pack['x-description'] as { de: string }).de);
    expect(german.deals['x-null-title']).toEqual({
      de: 'offen, bis alle vier aufhören wollen',
      en: 'open-ended, until all four vote to end',
    });
    expect(german.stossMax['x-value-titles']).toEqual({
      de: ['kein Spritzen', 'Stoß', 'Re', 'Supra', 'Resupra'],
      en: ['no Spritzen', 'Stoß', 'Re', 'Supra', 'Resupra'],
    });
    const english = optionsJsonSchema(GAMES.schafkopf.options).properties as Record<string, Record<string, unknown>>;
    expect(english.pack.title).toBe('Pack');
    // Without words (the OpenAPI document's components) only the standard keywords, in English.
    const plain = optionsJsonSchema(GAMES.schafkopf.options, { openapi30: true, words: false }).properties as Record<
      string,
      Record<string, unknown>
    >;
    expect(Object.keys(plain.pack).sort()).toEqual(['default', 'description', 'enum', 'title']);
  });
});
