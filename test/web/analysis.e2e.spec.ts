import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { Analyst } from '../../src/scheduler/analyst.js';
import { startApp, type TestApp } from '../support/app.js';
import { buildWebClient, DESKTOP, launch, screenshots, seriousViolations } from './browser.js';

// The analysis on the history page, in Chromium, as a player reads it after the match: the page says the analysis
// is being computed and shows it when it is ready; each deal's par and mistakes in the page's language, a mistake
// leads to its step, where the card played is marked and every card the seat could have played shows its value.
// axe-core finds no serious or critical violation; screenshots on a desktop and a phone go to test-artifacts. And the
// audit page checks an export file byte for byte.

let t: TestApp;
let base: string;
let browser: Browser;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];

beforeAll(async () => {
  const webDir = buildWebClient();
  t = await startApp(undefined, { webDir });
  base = await t.listen();
  browser = await launch();
}, 180_000);
afterEach(() => {
  expect(pageErrors.splice(0)).toEqual([]);
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await t?.close();
});

async function accessible(page: Page, what: string) {
  expect(await seriousViolations(page, what)).toEqual([]);
}

const shoot = screenshots;

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'de-DE', bypassCSP: true });
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return page;
}

/** A match of bots only, played to its end by the service. */
async function botMatch(body: Record<string, unknown>): Promise<string> {
  const created = (await t.http().post('/matches').send(body).expect(201)).body;
  const id: string = created.match.id;
  for (let seat = 0; seat < (body.seats as number); seat++) {
    await t
      .http()
      .post(`/matches/${id}/bots`)
      .set('Authorization', `Bearer ${created.creatorToken}`)
      .send({ bot: 'heuristic' })
      .expect(201);
  }
  for (let i = 0; i < 600; i++) {
    if ((await t.http().get(`/matches/${id}`).expect(200)).body.status === 'finished') return id;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`match ${id} did not finish`);
}

interface Sentence {
  de: string;
  en: string;
}
interface Analysis {
  status: string;
  deals: {
    dealNumber: number;
    exactFromTrick: number | null;
    par: { text: Sentence } | null;
    mistakes: { move: number; seat: number; action: { type: string; card?: string }; text: Sentence }[];
    bids: { sequence: number; seat: number; text: Sentence | null }[];
    moves: {
      index: number;
      seat: number;
      action: { type: string; card?: string };
      alternatives: { action: { type: string; card?: string } }[];
      loss: number;
    }[];
  }[];
}

const analysisOf = async (id: string): Promise<Analysis> => {
  for (let i = 0; i < 120; i++) {
    const body = (await t.http().get(`/matches/${id}/analysis`).expect(200)).body as Analysis;
    if (body.status === 'ready') return body;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('no analysis');
};

const text = async (page: Page, selector: string) =>
  ((await page.locator(selector).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();

describe('the analysis on the history page', () => {
  it('Schafkopf: pending, then the par, the mistakes and the exactness in German and English; a mistake shows its step with every card valued', async () => {
    // Bot Resi (seat 1) holds a Herz-Solo; one deal, so the session ends after it.
    const hands = [
      ['E7', 'E8', 'E9', 'G7', 'G8', 'G9', 'S7', 'S8'],
      ['EO', 'GO', 'HO', 'SO', 'EU', 'GU', 'HA', 'H10'],
      ['EA', 'E10', 'EK', 'GA', 'G10', 'GK', 'SA', 'S10'],
      ['HU', 'SU', 'HK', 'H9', 'H8', 'H7', 'SK', 'S9'],
    ];
    // The analyst waits until the page has shown that the analysis is being computed.
    const analyst = t.app.get(Analyst);
    const analyse = analyst.analyse.bind(analyst);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const held = jest.spyOn(analyst, 'analyse').mockImplementation(async (matchId) => {
      await gate;
      return analyse(matchId);
    });
    try {
      const id = await botMatch({ game: 'schafkopf', seats: 4, options: { deals: 1 }, dealing: { mode: 'preset', presets: [{ hands }] } });
      const page = await newPage();
      const asked: string[] = [];
      page.on('request', (request) => request.url().endsWith('/analysis') && asked.push(request.url()));
      await page.goto(`${base}/#/m/${id}/history`);
      // Until the analysis is stored the page says it is being computed, and asks again.
      await page.waitForSelector('.analysis-note:has-text("Analyse wird berechnet …")', { timeout: 10_000 });
      const askedWhilePending = asked.length;
      release();
      const analysis = await analysisOf(id);
      await page.waitForSelector('.deal-analysis', { timeout: 30_000 });
      expect(asked.length).toBeGreaterThan(askedWhilePending);
      expect(await page.locator('.analysis-note').count()).toBe(0);
      await checkSchafkopf(page, analysis);
    } finally {
      release();
      held.mockRestore();
    }
  }, 240_000);

  /** What the history page shows of the Schafkopf deal's analysis, in German and in English. */
  async function checkSchafkopf(page: Page, analysis: Analysis): Promise<void> {
    const deal = analysis.deals[0];
    expect(deal.mistakes.length).toBeGreaterThan(0);
    expect(deal.par).not.toBeNull();
    expect(await text(page, '.deal-analysis .par')).toBe(deal.par!.text.de);
    const exactness = await text(page, '.deal-analysis .exactness');
    expect(exactness).toMatch(
      deal.exactFromTrick === 1 ? /^Alle Werte sind exakt/ : new RegExp(`^Exakt ab Stich ${deal.exactFromTrick}; davor geschätzt\\.`),
    );
    const items = page.locator('.deal-analysis .mistakes li');
    expect(await items.count()).toBe(deal.mistakes.length);
    for (const [i, mistake] of deal.mistakes.entries()) expect(await items.nth(i).textContent()).toContain(mistake.text.de);
    // The bidding's verdicts (a Stoß not given, a game not named) below them, each a link to the event that decided.
    const verdicts = deal.bids.filter((bid) => bid.text !== null);
    const bidItems = page.locator('.deal-analysis .bid-mistakes li');
    expect(await bidItems.count()).toBe(verdicts.length);
    for (const [i, bid] of verdicts.entries()) {
      expect(await bidItems.nth(i).textContent()).toContain(bid.text!.de);
      expect(await bidItems.nth(i).getAttribute('data-step')).toBe(String(bid.sequence));
    }
    await accessible(page, 'history with the analysis');

    // A mistake leads to its step: the card played marked (worse than the best), every card the seat could play valued.
    const mistake = deal.mistakes[0];
    const move = deal.moves.find((m) => m.index === mistake.move)!;
    await items.first().locator('button').click();
    const step = await items.first().getAttribute('data-step');
    await page.waitForSelector(`.history-table[data-step="${step}"]`);
    await page.waitForSelector(`.move-analysis[data-move="${move.index}"]`);
    expect(await page.locator('.history .event-line').getAttribute('data-type')).toBe('CardPlayed');
    const played = page.locator(`.history-table .trick .marked.played-card.worse[data-card="${mistake.action.card}"] .card-value`);
    expect(await played.textContent()).toMatch(/€/);
    const inHand = page.locator(`.history-table .seat-box[data-seat="${move.seat}"] .open-hand .marked`);
    expect(await inHand.count()).toBe(move.alternatives.length - 1);
    expect(await page.locator(`.history-table .seat-box[data-seat="${move.seat}"] .open-hand .marked.best`).count()).toBeGreaterThan(0);
    expect(await page.locator('.move-analysis .choices li').count()).toBe(move.alternatives.length);
    expect(await page.locator('.move-analysis .choices li.played-card.worse').count()).toBe(1);
    expect(await text(page, '.move-analysis p')).toMatch(/am besten: .* · [\d,]+ € verloren/);
    await accessible(page, 'history at a mistake');
    await shoot(page, 'analysis-schafkopf-de');

    // The same in English.
    await page.click('.top button.link');
    await page.waitForSelector('.deal-analysis h4:has-text("Analysis")');
    expect(await text(page, '.deal-analysis .par')).toBe(deal.par!.text.en);
    expect(await text(page, '.deal-analysis .exactness')).toMatch(
      deal.exactFromTrick === 1
        ? /^Every value is exact/
        : new RegExp(`^Exact from trick ${deal.exactFromTrick}; before that, estimated\\. Searched`),
    );
    for (const [i, m] of deal.mistakes.entries()) expect(await items.nth(i).textContent()).toContain(m.text.en);
    expect(await text(page, '.move-analysis p')).toMatch(/best: .* · €[\d.]+ lost/);
    expect(await page.locator('.move-analysis .choices li.played-card').textContent()).toMatch(/played/);
    await accessible(page, 'history at a mistake, English');
    await shoot(page, 'analysis-schafkopf-en');
  }

  it('Schnapsen: every deal analysed, game points beside the cards, a choice that is not a card in words', async () => {
    const id = await botMatch({ game: 'schnapsen', seats: 2, dealing: { mode: 'seeded', seed: 'analysis-1' } });
    const page = await newPage();
    await page.goto(`${base}/#/m/${id}/history`);
    const analysis = await analysisOf(id);
    await page.waitForSelector('.deal-analysis', { timeout: 30_000 });
    expect(await page.locator('.deal-analysis').count()).toBe(analysis.deals.length);
    expect(await page.locator('.deal-analysis .par').allTextContents()).toEqual(analysis.deals.map((d) => d.par!.text.de));
    const all = analysis.deals.flatMap((deal) =>
      deal.mistakes.map((mistake) => ({ deal, mistake, move: deal.moves.find((m) => m.index === mistake.move)! })),
    );
    expect(await page.locator('.deal-analysis .mistakes li').count()).toBe(all.length);
    expect(all.length).toBeGreaterThan(0);
    // Rather a mistake where closing the talon, a marriage or the trump exchange was among the choices.
    const pick = all.find(({ move }) => move.alternatives.some((a) => a.action.type !== 'playCard')) ?? all[0];
    await page.click(`.deal-result[data-deal="${pick.deal.dealNumber}"] .mistakes li[data-move="${pick.mistake.move}"] button`);
    await page.waitForSelector(`.move-analysis[data-move="${pick.move.index}"]`);
    expect(await text(page, '.move-analysis p')).toMatch(/ · \d+ Punkte? verloren/);
    expect(await page.locator('.move-analysis .choices li').count()).toBe(pick.move.alternatives.length);
    const words = pick.move.alternatives.filter((a) => a.action.type !== 'playCard').length;
    expect(await page.locator('.move-analysis .choices .choice-name').count()).toBe(words);
    if (pick.mistake.action.card)
      expect(
        await page.locator(`.history-table .marked.played-card[data-card="${pick.mistake.action.card}"] .card-value`).textContent(),
      ).toMatch(/^[+−-]?\d+$/);
    await accessible(page, 'Schnapsen history at a mistake');
    await shoot(page, 'analysis-schnapsen-de');
  }, 180_000);

  it('Schwimmen: its deals are analysed in lives; a running match asks for no analysis', async () => {
    const id = await botMatch({ game: 'schwimmen', seats: 3, options: { lives: 1 } });
    const page = await newPage();
    await page.goto(`${base}/#/m/${id}/history`);
    await page.waitForSelector('.deal-analysis', { timeout: 60_000 });
    expect(await page.locator('.analysis-note[data-supported="false"]').count()).toBe(0);
    await accessible(page, 'Schwimmen history with its analysis');

    const created = (await t.http().post('/matches').send({ game: 'schnapsen', seats: 2 }).expect(201)).body;
    await t.http().post(`/matches/${created.match.id}/players`).send({ name: 'Anna', seat: 0 }).expect(201);
    await t
      .http()
      .post(`/matches/${created.match.id}/bots`)
      .set('Authorization', `Bearer ${created.creatorToken}`)
      .send({ bot: 'heuristic' })
      .expect(201);
    const running = await newPage();
    const asked: string[] = [];
    running.on('request', (request) => request.url().endsWith('/analysis') && asked.push(request.url()));
    await running.goto(`${base}/#/m/${created.match.id}/history`);
    await running.waitForSelector('.history .stepper');
    await running.waitForTimeout(500);
    expect(asked).toEqual([]);
    expect(await running.locator('.analysis-note, .deal-analysis, .move-analysis').count()).toBe(0);
  }, 120_000);
});

describe('the audit page', () => {
  it("checks a file's bytes as they are: the export is valid, the same with a byte order mark is not", async () => {
    const id = await botMatch({ game: 'schwimmen', seats: 3, options: { lives: 1 } });
    const bytes = (
      await t
        .http()
        .get(`/matches/${id}/export`)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        })
    ).body as Buffer;
    const page = await newPage();
    await page.goto(`${base}/#/audit`);
    await page.setInputFiles('input[name="export"]', { name: 'export.json', mimeType: 'application/json', buffer: bytes });
    await page.waitForSelector('[data-verdict="valid"]');
    // Reading the file as text would drop the mark and call it valid; npm run verify refuses it.
    await page.setInputFiles('input[name="export"]', {
      name: 'bom.json',
      mimeType: 'application/json',
      buffer: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes]),
    });
    await page.waitForSelector('[data-verdict="broken"]');
    await page.fill('input[name="matchId"]', id);
    await page.click('.audit form button[type="submit"]');
    await page.waitForSelector('[data-verdict="valid"]');
  }, 120_000);
});
