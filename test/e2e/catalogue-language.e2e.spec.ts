import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bearer, registerPlayer, startApp, type TestApp } from '../support/app.js';

type Option = Record<string, unknown> & {
  title: string;
  description: string;
  'x-title': { de: string; en: string };
  'x-description': { de: string; en: string };
};
type Game = { id: string; title: string; titles: { de: string; en: string }; options: { properties: Record<string, Option> } };

describe('the game catalogue speaks the language asked for', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  it('in German: German titles and sentences, and every option in both languages', async () => {
    const res = await t.http().get('/games').set('Accept-Language', 'de-AT, en;q=0.5').expect(200);
    expect(res.headers['content-language']).toBe('de');
    expect(res.headers.vary).toMatch(/Accept-Language/);
    const games = res.body as Game[];
    const schnapsen = games.find((g) => g.id === 'schnapsen')!;
    expect(schnapsen.title).toBe('Schnapsen zu zweit');
    expect(schnapsen.titles).toEqual({ de: 'Schnapsen zu zweit', en: 'Schnapsen for two' });
    for (const game of games) {
      expect(game.title).toBe(game.titles.de);
      for (const [name, option] of Object.entries(game.options.properties)) {
        expect({ name, title: option.title, description: option.description }).toEqual({
          name,
          title: option['x-title'].de,
          description: option['x-description'].de,
        });
        for (const words of [option['x-title'], option['x-description']]) {
          expect(Object.keys(words).sort()).toEqual(['de', 'en']);
          expect(words.de).not.toBe('');
          expect(words.en).not.toBe('');
        }
        expect(option.title).not.toBe(name);
      }
    }
    const schafkopf = games.find((g) => g.id === 'schafkopf')!.options.properties;
    expect(schafkopf.pack).toMatchObject({
      title: 'Karte',
      enum: ['long', 'short'],
      'x-enum-titles': { de: ['Lange Karte (32)', 'Kurze Karte (24)'] },
    });
    expect(schafkopf.firstDealer).toMatchObject({ 'x-seat': true, 'x-null-title': { de: 'der letzte Platz', en: 'the last seat' } });
    expect((schafkopf.firstDealer['x-value-titles'] as { de: string[] }).de).toEqual(['Platz 1', 'Platz 2', 'Platz 3', 'Platz 4']);

    const one = await t.http().get('/games/schnapsen').set('Accept-Language', 'de').expect(200);
    expect(one.headers['content-language']).toBe('de');
    expect(one.body).toEqual(schnapsen);
  });

  it('in English by default, with the same words in both languages', async () => {
    const res = await t.http().get('/games/schwimmen').expect(200);
    expect(res.headers['content-language']).toBe('en');
    const game = res.body as Game;
    expect(game.title).toBe('Schwimmen / Schnauz');
    expect(game.options.properties.deck).toMatchObject({ title: 'Pack size', 'x-title': { de: 'Kartenzahl', en: 'Pack size' } });
    expect(game.options.properties.lives.description).toBe(game.options.properties.lives['x-description'].en);
  });

  it("names the game in the language asked for wherever a list shows it: the lobby, your matches, a player's record and results", async () => {
    const anna = await registerPlayer(t, 'Anna');
    const created = await t
      .http()
      .post('/matches')
      .set(bearer(anna.key))
      .send({ game: 'schnapsen', seats: 2, visibility: 'public' })
      .expect(201);
    const id = created.body.match.id as string;
    await t.http().post(`/matches/${id}/players`).set(bearer(anna.key)).send({}).expect(201);

    const lobby = await t.http().get('/matches?game=schnapsen').set('Accept-Language', 'de').expect(200);
    expect(lobby.headers['content-language']).toBe('de');
    const entry = lobby.body.items.find((m: { id: string }) => m.id === id);
    expect(entry.title).toBe('Schnapsen zu zweit');
    for (const rule of entry.rules as { name: string; title: string; description: string }[]) {
      expect(rule.title).not.toBe(rule.name);
      expect(rule.description).not.toMatch(/\b(the|each|with|when)\b/);
    }
    const english = await t.http().get('/matches?game=schnapsen').expect(200);
    expect(english.body.items.find((m: { id: string }) => m.id === id).title).toBe('Schnapsen for two');

    const mine = await t.http().get('/players/me/matches').set(bearer(anna.key)).set('Accept-Language', 'de').expect(200);
    expect(mine.headers['content-language']).toBe('de');
    expect(mine.body.items.map((m: { title: string }) => m.title)).toEqual(['Schnapsen zu zweit']);
    for (const path of [`/players/${anna.id}/record`, `/players/${anna.id}/results`]) {
      const res = await t.http().get(path).set('Accept-Language', 'de').expect(200);
      expect(res.headers['content-language']).toBe('de');
    }
  });
});
