import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { bearer, databases, startApp, startMatch, type TestApp } from '../support/app.js';
import { playToEnd } from '../support/play.js';
import { openSse } from '../support/sse.js';
import type { Card } from '../../src/engine/core/cards.js';
import { cardName } from '../../src/engine/core/card-names.js';

/** The accusative article of a Schnapsen card by its rank: den Ober, die Zehn, das Ass. */
const cardArticle: Record<string, string> = { A: 'Das', '10': 'Die', K: 'Den', O: 'Den', U: 'Den' };

type Event = { sequence: number; type: string; data: Record<string, unknown>; sentence?: string };

/** An event page without its sentences: the structured data, which is the same in every language. */
const structured = (events: Event[]) => events.map(({ sentence: _sentence, ...event }) => event);

describe.each(databases())('sentences for people in the language asked for ($name)', ({ url }) => {
  let t: TestApp;
  let id: string;
  let tokens: string[];
  beforeAll(async () => {
    t = await startApp(url);
    ({ id, tokens } = await startMatch(t, { game: 'schnapsen', seats: 2, dealing: { mode: 'seeded', seed: 'language-e2e' } }));
    await playToEnd(t, id, tokens);
  });
  afterAll(() => t.close());

  it('the event log: the same data in German and English, each DealScored and the match end with a sentence in the language asked for', async () => {
    const de = await t.http().get(`/matches/${id}/events`).set('Accept-Language', 'de-AT,de;q=0.9,en;q=0.5').expect(200);
    const en = await t.http().get(`/matches/${id}/events`).set('Accept-Language', 'en').expect(200);
    const none = await t.http().get(`/matches/${id}/events`).expect(200);
    expect(de.headers['content-language']).toBe('de');
    expect(en.headers['content-language']).toBe('en');
    expect(none.headers['content-language']).toBe('en');
    expect(de.headers.vary).toMatch(/Accept-Language/);
    expect(structured(de.body.events)).toEqual(structured(en.body.events));
    expect(none.body).toEqual(en.body);

    const deScored = (de.body.events as Event[]).filter((e) => e.type === 'DealScored');
    const enScored = (en.body.events as Event[]).filter((e) => e.type === 'DealScored');
    expect(deScored.length).toBeGreaterThan(0);
    deScored.forEach((event, i) => {
      expect(event.sentence).toMatch(/Platz [12]/);
      expect(event.sentence).not.toMatch(/\b(seat|scores|the)\b/);
      expect(enScored[i].sentence).toMatch(/[Ss]eat [12]/);
      // The recorded English summary stays in the data, as stored.
      expect(event.data.summary).toBe(enScored[i].data.summary);
    });
    const end = (de.body.events as Event[]).find((e) => e.type === 'MatchEnded');
    expect(end?.sentence).toMatch(/gewinnt das Bummerl/);
    // Seats are named from 1 and by their players' names.
    expect(end?.sentence).toMatch(/(Anna \(Platz 1\)|Bert \(Platz 2\))/);
  });

  it("the match summary's outcome says how the match ended in the language asked for", async () => {
    const de = await t.http().get(`/matches/${id}`).set('Accept-Language', 'de').expect(200);
    const en = await t.http().get(`/matches/${id}`).set('Accept-Language', 'en').expect(200);
    expect(de.headers['content-language']).toBe('de');
    expect(de.body.outcome.winners).toEqual(en.body.outcome.winners);
    expect(de.body.outcome.summary).toBe(en.body.outcome.summary);
    expect(de.body.outcome.sentence).toMatch(/gewinnt das Bummerl/);
    expect(en.body.outcome.sentence).toMatch(/wins the Bummerl/);
    // The game's title is the only other member said in the language asked for.
    expect([de.body.title, en.body.title]).toEqual(['Schnapsen zu zweit', 'Schnapsen for two']);
    const { outcome: o1, title: _t1, ...rest1 } = de.body;
    const { outcome: o2, title: _t2, ...rest2 } = en.body;
    expect(rest1).toEqual(rest2);
    expect(o1.sentence).not.toBe(o2.sentence);
  });

  it('the view says the last deal in the language asked for', async () => {
    const de = await t.http().get(`/matches/${id}/view`).set(bearer(tokens[0])).set('Accept-Language', 'de').expect(200);
    const en = await t.http().get(`/matches/${id}/view`).set(bearer(tokens[0])).set('Accept-Language', 'en').expect(200);
    expect(de.body.lastDealSentence).toMatch(/Platz/);
    expect(en.body.lastDealSentence).toMatch(/seat/i);
    const { lastDealSentence: _a, ...restDe } = de.body;
    const { lastDealSentence: _b, ...restEn } = en.body;
    expect(restDe).toEqual(restEn);
  });

  it('the export stays byte for byte what was recorded, whatever the language', async () => {
    const de = await t.http().get(`/matches/${id}/export`).set('Accept-Language', 'de').expect(200);
    const en = await t.http().get(`/matches/${id}/export`).set('Accept-Language', 'en').expect(200);
    // The head's signature is made when the export is asked for (its `iat`, in seconds): two requests may straddle a second.
    const unsigned = (text: string) => text.replace(/"signature":"[^"]*"/, '"signature":"-"');
    expect(unsigned(de.text)).toBe(unsigned(en.text));
    expect(de.text).not.toMatch(/Platz/);
    expect(de.text).not.toMatch(/"sentence"/);
  });

  it('a refused move: the detail in German or English, the problem otherwise the same', async () => {
    const match = await startMatch(t, { game: 'schnapsen', seats: 2, dealing: { mode: 'seeded', seed: 'language-e2e-2' } });
    const view = await t.http().get(`/matches/${match.id}/view`).set(bearer(match.tokens[0])).expect(200);
    const idle = view.body.activeSeats[0] === 0 ? 1 : 0;
    const hand = (await t.http().get(`/matches/${match.id}/view`).set(bearer(match.tokens[idle])).expect(200)).body.state.hand as string[];
    const send = (language: string) =>
      t
        .http()
        .post(`/matches/${match.id}/actions`)
        .set(bearer(match.tokens[idle]))
        .set('Accept-Language', language)
        .send({ type: 'playCard', card: hand[0], expectedVersion: view.body.version });
    const de = await send('de');
    const en = await send('en-GB, de;q=0.5');
    expect(de.status).toBe(409);
    expect(de.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(de.headers['content-language']).toBe('de');
    expect(de.headers.vary).toMatch(/Accept-Language/);
    // The German sentence names whose turn it is, from the particulars the problem carries as data.
    expect(de.body).toMatchObject({
      code: 'NOT_YOUR_TURN',
      detail: `Du bist nicht am Zug: Es ist Platz ${2 - idle} dran.`,
      waitingFor: [1 - idle],
      game: 'schnapsen',
    });
    expect(en.headers['content-language']).toBe('en');
    expect(en.body.code).toBe('NOT_YOUR_TURN');
    // In English too, seats are named from 1.
    expect(en.body.detail).toMatch(new RegExp(`not seat ${idle + 1}'s`));
    const { detail: _d1, requestId: _r1, ...deRest } = de.body;
    const { detail: _d2, requestId: _r2, ...enRest } = en.body;
    expect(deRest).toEqual(enRest);

    // A card the seat does not hold, on its turn.
    const mover = 1 - idle;
    const theirs = hand[0];
    const wrong = await t
      .http()
      .post(`/matches/${match.id}/actions`)
      .set(bearer(match.tokens[mover]))
      .set('Accept-Language', 'de')
      .send({ type: 'playCard', card: theirs, expectedVersion: view.body.version });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ code: 'CARD_NOT_IN_HAND', card: theirs, game: 'schnapsen' });
    expect(wrong.body.detail).toBe(`${cardArticle[theirs.slice(1)]} ${cardName(theirs as Card, 'schnapsen')} hast du nicht auf der Hand.`);
  });

  it('the common HTTP problems in German', async () => {
    const missing = await t.http().get(`/matches/${randomUUID()}`).set('Accept-Language', 'de').expect(404);
    expect(missing.body).toMatchObject({ code: 'MATCH_NOT_FOUND', detail: 'Diese Partie gibt es nicht.' });
    expect(missing.headers['content-language']).toBe('de');
    const invalid = await t.http().post('/matches').set('Accept-Language', 'de').send({ game: 'schnapsen', seats: 'two' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.code).toBe('VALIDATION_FAILED');
    expect(invalid.body.detail).toMatch(/^Die Anfrage ist ungültig/);
    const unauthorized = await t
      .http()
      .post(`/matches/${id}/actions`)
      .set('Authorization', 'Bearer nonsense')
      .set('Accept-Language', 'de')
      .send({ type: 'playCard', card: 'HA' });
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.body.detail).toMatch(/anmelden/);
    const english = await t.http().get(`/matches/${randomUUID()}`).set('Accept-Language', 'fr').expect(404);
    expect(english.headers['content-language']).toBe('en');
    expect(english.body.detail).not.toBe('Diese Partie gibt es nicht.');
  });

  it('a version conflict in German names the current version', async () => {
    const match = await startMatch(t, { game: 'schnapsen', seats: 2, dealing: { mode: 'seeded', seed: 'language-e2e-3' } });
    const view = await t.http().get(`/matches/${match.id}/view`).set(bearer(match.tokens[0])).expect(200);
    const mover = view.body.activeSeats[0];
    const moverView = await t.http().get(`/matches/${match.id}/view`).set(bearer(match.tokens[mover])).expect(200);
    const action = moverView.body.legalActions[0];
    const stale = await t
      .http()
      .post(`/matches/${match.id}/actions`)
      .set(bearer(match.tokens[mover]))
      .set('Accept-Language', 'de')
      .send({ ...action, expectedVersion: action.expectedVersion - 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'VERSION_CONFLICT',
      detail: `Die Partie ist inzwischen bei Stand ${view.body.version}; lade sie neu und entscheide noch einmal.`,
    });
    const act = () =>
      t
        .http()
        .post(`/matches/${match.id}/actions`)
        .set(bearer(match.tokens[mover]))
        .set('Accept-Language', 'de')
        .set('Idempotency-Key', 'language-once')
        .send(action)
        .expect(200);
    const acted = await act();
    expect(acted.headers['content-language']).toBe('de');
    // A repeat with the same Idempotency-Key answers as the first time, sentences included.
    expect((await act()).text).toBe(acted.text);
  });

  it('the event stream carries the sentences in the language asked for, and the end message the outcome sentence', async () => {
    const base = await t.listen();
    const de = await openSse(`${base}/matches/${id}/stream`, { 'Accept-Language': 'de' });
    const en = await openSse(`${base}/matches/${id}/stream`, { 'Accept-Language': 'en' });
    try {
      expect(de.headers['content-language']).toBe('de');
      const deMessages = await de.until((messages) => messages.some((m) => m.event === 'end'), 20_000);
      const enMessages = await en.until((messages) => messages.some((m) => m.event === 'end'), 20_000);
      const scored = deMessages.filter((m) => m.event === 'DealScored');
      expect(scored.length).toBeGreaterThan(0);
      for (const message of scored) expect(message.data.sentence).toMatch(/Platz/);
      expect(deMessages.find((m) => m.event === 'end')!.data.outcome.sentence).toMatch(/gewinnt das Bummerl/);
      expect(enMessages.find((m) => m.event === 'end')!.data.outcome.sentence).toMatch(/wins the Bummerl/);
      const strip = (messages: typeof deMessages) =>
        messages.map((m) => ({ ...m, data: { ...m.data, sentence: undefined, outcome: undefined } }));
      expect(strip(deMessages)).toEqual(strip(enMessages));
    } finally {
      de.close();
      en.close();
    }
  });

  it('a stream opened before a player joins names that player in its sentences', async () => {
    const base = await t.listen();
    const created = await t
      .http()
      .post('/matches')
      .send({ game: 'schnapsen', seats: 2, dealing: { mode: 'seeded', seed: 'language-e2e-3' } })
      .expect(201);
    const late = created.body.match.id as string;
    const first = await t.http().post(`/matches/${late}/players`).send({ name: 'Anna', seat: 0 }).expect(201);
    const stream = await openSse(`${base}/matches/${late}/stream`, { 'Accept-Language': 'de' });
    try {
      const second = await t.http().post(`/matches/${late}/players`).send({ name: 'Bert', seat: 1 }).expect(201);
      await playToEnd(t, late, [first.body.token, second.body.token]);
      const messages = await stream.until((all) => all.some((m) => m.event === 'end'), 20_000);
      const sentences = [
        ...messages.filter((m) => m.event === 'DealScored').map((m) => m.data.sentence as string),
        messages.find((m) => m.event === 'end')!.data.outcome.sentence as string,
      ];
      expect(sentences.join(' ')).toMatch(/Bert \(Platz 2\)/);
      // Each event message names its game.
      const events = messages.filter((m) => m.id !== undefined && m.event !== 'choices' && m.event !== 'end');
      expect(events.length).toBeGreaterThan(0);
      for (const message of events) expect(message.data.game).toBe('schnapsen');
      for (const sentence of sentences) expect(sentence).not.toMatch(/(^|[^(])Platz 2/);
    } finally {
      stream.close();
    }
  });
});
