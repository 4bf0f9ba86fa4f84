import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { canonicalJson, eventHash, eventSalt, genesisHash, sha256Hex, type ChainHeader } from '../../src/audit/chain.js';
import { parseExport, type ExportDocument, type ExportedEvent } from '../../src/audit/export-format.js';
import { verifyExport } from '../../src/audit/verify.js';
import { isCard, PACKS } from '../../src/engine/core/cards.js';
import type { Command, Game, GameEvent, Viewer } from '../../src/engine/core/game.js';
import { resolveOptions } from '../../src/engine/core/options.js';
import { findGame } from '../../src/engine/registry.js';
import { bearer, databases, eventually, registerPlayer, startApp, type TestApp } from '../support/app.js';
import {
  candidatesFor,
  DigestIndex,
  digestForms,
  eventDigests,
  handsIn,
  hiddenFields,
  hmac,
  isCardList,
  refusalShape,
  setAt,
  sha256,
  valueDigests,
  withDecodedJwts,
  type ChainedEvent,
  type HiddenField,
} from '../support/leaks.js';
import { startReceiver, type Receiver } from '../support/receiver.js';
import { openSse, type SseClient, type SseMessage } from '../support/sse.js';

/**
 * Hidden cards never leave the server before a match ends. A registered player creates a match of each
 * game, takes seat 0 and watches everything a creator and seat holder can fetch while it runs (summary, view,
 * events, the creator's export, the state endpoint, "my matches", action responses with their receipts, refusals,
 * response headers, both live streams, a player and a match webhook). Once the match has ended, the complete export
 * says what every hidden card was; the attacker then brute-forces every event that was redacted for him against
 * every text he kept, and the redaction itself is checked to be the same whatever the hidden cards were.
 */

type Legal = { type: string; expectedVersion: number; [field: string]: unknown };
type ViewState = Record<string, any> | null;
type Rnd = () => number;

interface Plan {
  game: string;
  seats: number;
  options: Record<string, unknown>;
  pack: readonly string[];
  /** Events that hide cards from the attacker in every match played this way (others may, by chance). */
  hides: string[];
  /** An action naming a card (refused unless the attacker holds it and may play it now). */
  cardAction: (card: string, state: ViewState) => Record<string, unknown>;
  choose: (legal: Legal[], state: ViewState, rnd: Rnd) => Legal;
}

const pick = <T>(list: readonly T[], rnd: Rnd): T => list[Math.floor(rnd() * list.length)];
const prefer = (legal: Legal[], rnd: Rnd, ...types: string[]): Legal => {
  for (const type of types) {
    const found = legal.filter((a) => a.type === type);
    if (found.length > 0) return pick(found, rnd);
  }
  return pick(legal, rnd);
};

/** The first deal of the Schnapsen games is a Normal game played out (face-down tricks, talon, discards); then anything goes, which ends a Bummerl fast. */
const schnapsenChoice = (legal: Legal[], state: ViewState, rnd: Rnd): Legal =>
  state?.dealNumber === 1
    ? prefer(legal, rnd, 'takeTalon', 'callTrump', 'pass', 'declineDouble', 'declineRaise', 'discard', 'playCard', 'declareMarriage')
    : pick(legal, rnd);

const PLANS: Plan[] = [
  {
    game: 'schwimmen',
    seats: 3,
    options: { lives: 1 },
    pack: PACKS.long36,
    hides: ['DealDealt'],
    cardAction: (card, state) => ({ type: 'swapOne', hand: card, table: state?.table?.[0] ?? card }),
    choose: (legal, _state, rnd) => (rnd() < 0.3 ? prefer(legal, rnd, 'knock') : pick(legal, rnd)),
  },
  {
    game: 'schnapsen',
    seats: 2,
    options: {},
    pack: PACKS.schnapsen20,
    hides: ['DealDealt', 'CardsDrawn'],
    cardAction: (card) => ({ type: 'playCard', card }),
    choose: (legal, _state, rnd) => pick(legal, rnd),
  },
  {
    game: 'bauernschnapsen',
    seats: 4,
    options: { bummerl: 1 },
    pack: PACKS.schnapsen20,
    hides: ['DealDealt', 'SecondPacketsDealt'],
    cardAction: (card) => ({ type: 'playCard', card }),
    choose: schnapsenChoice,
  },
  {
    game: 'dreierschnapsen',
    seats: 3,
    // Seat 1 is the first Rufer: in the Normal game of deal 1 he takes the talon and lays two cards away, unseen by seat 0.
    options: { bummerl: 1, firstDealer: 0 },
    pack: PACKS.schnapsen20,
    hides: ['DealDealt', 'SecondPacketsDealt', 'TalonTaken', 'CardsDiscarded'],
    cardAction: (card) => ({ type: 'playCard', card }),
    choose: schnapsenChoice,
  },
  {
    game: 'schafkopf',
    seats: 4,
    options: { deals: 2, hochzeit: true },
    pack: PACKS.long32,
    hides: ['DealDealt'],
    cardAction: (card) => ({ type: 'playCard', card }),
    // A Hochzeit whenever one is possible (its card exchange is hidden); no votes to end, which only lengthen the session.
    choose: (legal, _state, rnd) => {
      const offer = legal.find((a) => a.type === 'offerHochzeit');
      if (offer) return offer;
      const useful = legal.filter((a) => a.type !== 'voteEnd');
      return pick(useful.length > 0 ? useful : legal, rnd);
    },
  },
];

/** A small deterministic generator, so a failing run's choices can be replayed (the deal itself is random). */
function generator(seed: number): Rnd {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Observed {
  sequence: number;
  type: string;
  data: unknown;
}

/** Everything the attacker kept while the match ran, and the truth once it had ended. */
interface Recording {
  plan: Plan;
  matchId: string;
  /** Texts fetched at a known version (the match did not move while they were fetched). */
  snapshots: { version: number; texts: string[] }[];
  /** Texts that arrived on their own while the match ran (streams, webhooks). */
  asyncTexts: string[];
  /** Every event as the attacker was shown it before the end, by channel. */
  observed: Observed[];
  /** `GET /events` pages and running exports with the version they were fetched at, for the redaction cross-check. */
  pages: { version: number; viewer: Viewer; events: Observed[] }[];
  exportsBefore: ExportDocument[];
  summariesBefore: Record<string, unknown>[];
  /** Head hashes the attacker saw for a version (receipts, running exports). */
  heads: Map<number, Set<string>>;
  /** Refusals of cards the attacker does not hold, by version: the card, and the refusal's shape. */
  probes: { version: number; refusals: { card: string; shape: string }[] }[];
  /** The last version the attacker saw before the final move. */
  lastVersion: number;
  finalVersion: number;
  moves: number;
  attackerMoves: number;
  /** Snapshots with every kind of request (the others: the view and the events). */
  fullSnapshots: number;
  fullExport: string;
  doc: ExportDocument;
}

/** Events that deal, draw or pass cards face down: the full set of responses is fetched right after each. */
const HIDING = new Set([
  'DealDealt',
  'CardsDealt',
  'SecondPacketsDealt',
  'CardsDrawn',
  'TalonTaken',
  'CardsDiscarded',
  'HochzeitOffered',
  'HochzeitCardGiven',
  'CardsPushed',
  'PlayoffEvent',
]);

const ids = (messages: SseMessage[]) => messages.filter((m) => m.id !== undefined).map((m) => Number(m.id));

describe.each(databases())('leaks: the creator holding seat 0 confirms no guess of a hidden card ($name)', ({ url }) => {
  let t: TestApp;
  let base: string;
  let receiver: Receiver;
  const timings: string[] = [];
  /** The recordings of this run, by game (the detector's own check reuses one). */
  const recordings = new Map<string, Recording>();
  beforeAll(async () => {
    // The receiver is local: the operator's setting that allows private networks is on. Deliveries go out in the
    // background as soon as they are queued.
    t = await startApp(url, { webhookAllowPrivate: true, webhookPollMs: 100, webhookTimeoutMs: 2000 });
    base = await t.listen();
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await t.db.prisma.webhook.deleteMany({ where: { url: receiver.url } });
    await receiver.close();
    await t.close();
    if (timings.length > 0) console.log(timings.join('\n'));
  });

  /** Plays a whole match of `plan` as described at the top, the attacker recording everything; returns the recording. */
  async function record(plan: Plan, seed: number): Promise<Recording> {
    const rnd = generator(seed);
    const attacker = await registerPlayer(t, `Mallory ${plan.game}`);
    const key = bearer(attacker.key);
    const snapshots: Recording['snapshots'] = [];
    const setup: string[] = [];
    const keep = (res: { text: string; headers: Record<string, unknown> }, into: string[]) =>
      into.push(res.text ?? '', JSON.stringify(res.headers));

    const playerStream = await openSse(`${base}/players/me/stream`, key);
    expect(playerStream.status).toBe(200);
    const created = await t
      .http()
      .post('/matches')
      .set(key)
      .send({ game: plan.game, seats: plan.seats, options: plan.options })
      .expect(201);
    keep(created, setup);
    const matchId: string = created.body.match.id;
    expect(created.body.match).toMatchObject({ dealingMode: 'random', seed: null, salt: null });
    keep(await t.http().post(`/matches/${matchId}/players`).set(key).send({ seat: 0 }).expect(201), setup);
    const hooks: string[] = [];
    for (const body of [{ url: receiver.url }, { url: receiver.url, matchId }]) {
      const hook = await t.http().post('/webhooks').set(key).send(body).expect(201);
      keep(hook, setup);
      hooks.push(hook.body.id);
    }
    const matchStream: SseClient = await openSse(`${base}/matches/${matchId}/stream`, key);
    expect(matchStream.status).toBe(200);
    const tokens: string[] = [attacker.key];
    for (let seat = 1; seat < plan.seats; seat++) {
      tokens.push(
        (
          await t
            .http()
            .post(`/matches/${matchId}/players`)
            .send({ name: `Seat ${seat}`, seat })
            .expect(201)
        ).body.token,
      );
    }

    const observed: Observed[] = [];
    const pages: Recording['pages'] = [];
    const exportsBefore: ExportDocument[] = [];
    const summariesBefore: Record<string, unknown>[] = [];
    const heads = new Map<number, Set<string>>();
    const probes: Recording['probes'] = [];
    const head = (version: number, hash: string) => heads.set(version, new Set([...(heads.get(version) ?? []), hash]));
    let boundary = { stream: 0, version: 0 };
    let moves = 0;
    let attackerMoves = 0;
    let fullSnapshots = 0;
    let previousVersion = 0;

    for (; ; moves++) {
      if (moves > 1500) throw new Error(`${plan.game}: the match did not end within 1500 moves`);
      const texts: string[] = [];
      const view = await t.http().get(`/matches/${matchId}/view`).set(key).expect(200);
      if (view.body.status === 'finished') break;
      keep(view, texts);
      const version: number = view.body.version;
      // The live stream has caught up, so every event was on it before the next move.
      await matchStream.until((messages) => ids(messages).some((id) => id >= version));
      const events = await t.http().get(`/matches/${matchId}/events`).set(key).expect(200);
      keep(events, texts);
      expect(events.body).toMatchObject({ seed: null, salt: null, version });
      pages.push({ version, viewer: 0, events: events.body.events });
      observed.push(...events.body.events);

      // Everything else every third move, and always right after cards were dealt, drawn or passed face down.
      const fresh = (events.body.events as Observed[]).filter((e) => e.sequence > previousVersion);
      previousVersion = version;
      if (moves % 3 === 0 || fresh.some((e) => HIDING.has(e.type))) {
        fullSnapshots++;
        const summary = await t.http().get(`/matches/${matchId}`).set(key).expect(200);
        expect(summary.body.version).toBe(version);
        keep(summary, texts);
        summariesBefore.push(summary.body);
        const exported = await t.http().get(`/matches/${matchId}/export`).set(key).expect(200);
        keep(exported, texts);
        const doc = parseExport(exported.text) as ExportDocument;
        exportsBefore.push(doc);
        pages.push({ version, viewer: 'spectator', events: doc.events });
        observed.push(...doc.events);
        for (const e of doc.events) if (e.hash) head(e.sequence, e.hash);
        keep(
          await t
            .http()
            .get(`/matches/${matchId}/events?after=${Math.max(0, version - 3)}`)
            .set(key)
            .expect(200),
          texts,
        );
        keep(await t.http().get(`/matches/${matchId}/state?version=${version}`).set(key).expect(409), texts);
        keep(await t.http().get('/players/me/matches').set(key).expect(200), texts);
        for (const hook of hooks) keep(await t.http().get(`/webhooks/${hook}/deliveries`).set(key).expect(200), texts);
        const current = await t.http().get(`/matches/${matchId}`).set(key).expect(200);
        keep(current, texts);
        keep(await t.http().get(`/matches/${matchId}`).set(key).set('If-None-Match', current.headers.etag).expect(304), texts);
        // Refusals: a stale version, and cards the attacker does not hold (wherever they are, the refusal must be the same).
        const own: string[] = view.body.state?.hand ?? view.body.state?.current?.hand ?? [];
        const ownCard = own[0] ?? plan.pack[0];
        keep(
          await t
            .http()
            .post(`/matches/${matchId}/actions`)
            .set(key)
            .send({ ...plan.cardAction(ownCard, view.body.state), expectedVersion: version - 1 })
            .expect(409),
          texts,
        );
        const strangers = plan.pack.filter((card) => !own.includes(card));
        const refusals = [];
        for (const card of [pick(strangers, rnd), pick(strangers, rnd)]) {
          const refused = await t
            .http()
            .post(`/matches/${matchId}/actions`)
            .set(key)
            .send({ ...plan.cardAction(card, view.body.state), expectedVersion: version });
          expect(refused.status).toBeGreaterThanOrEqual(400);
          keep(refused, texts);
          refusals.push({ card, shape: refusalShape(refused.text, plan.pack) });
        }
        probes.push({ version, refusals });
      }

      const mover: number = view.body.activeSeats[0];
      const moverView = mover === 0 ? view : await t.http().get(`/matches/${matchId}/view`).set(bearer(tokens[mover])).expect(200);
      const action = plan.choose(moverView.body.legalActions as Legal[], moverView.body.state, rnd);
      snapshots.push({ version, texts });
      boundary = { stream: matchStream.messages.length, version };

      if (mover !== 0) {
        await t.http().post(`/matches/${matchId}/actions`).set(bearer(tokens[mover])).send(action).expect(200);
        continue;
      }
      attackerMoves++;
      const idem = `move-${moves}`;
      const acted = await t.http().post(`/matches/${matchId}/actions`).set(key).set('Idempotency-Key', idem).send(action).expect(200);
      const again = await t.http().post(`/matches/${matchId}/actions`).set(key).set('Idempotency-Key', idem).send(action).expect(200);
      expect(again.text).toBe(acted.text);
      const reused = await t
        .http()
        .post(`/matches/${matchId}/actions`)
        .set(key)
        .set('Idempotency-Key', idem)
        .send({ ...action, expectedVersion: version + 1000 })
        .expect(422);
      expect(reused.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
      // An action that ends the match answers with the complete events: that is after the end.
      if (acted.body.view.status !== 'finished') {
        const after: string[] = [];
        for (const res of [acted, again, reused]) keep(res, after);
        snapshots.push({ version: acted.body.version, texts: after });
        observed.push(...acted.body.events);
        const receipt = JSON.parse(Buffer.from(String(acted.body.receipt).split('.')[1], 'base64url').toString('utf8'));
        expect(receipt).toMatchObject({ matchId, version: acted.body.version, headHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
        head(receipt.version, receipt.headHash);
      }
    }

    const finalSummary = await t.http().get(`/matches/${matchId}`).expect(200);
    const finalVersion: number = finalSummary.body.version;
    const fullExport = (await t.http().get(`/matches/${matchId}/export`).expect(200)).text;
    const doc = parseExport(fullExport) as ExportDocument;
    await expect(verifyExport(fullExport)).resolves.toMatchObject({ ok: true, matchId });
    expect(doc.match.seed).toEqual(expect.any(String));
    expect(doc.match.salt).toMatch(/^[0-9a-f]{64}$/);
    expect(finalSummary.body).toMatchObject({ seed: doc.match.seed, salt: doc.match.salt });

    // Everything sent before the end arrives: the stream's end message, the notifications and the match's updates.
    await matchStream.until((messages) => messages.some((m) => m.event === 'end'), 20_000);
    await playerStream.until((messages) => messages.some((m) => m.event === 'matchEnded' && m.data.matchId === matchId), 20_000);
    const hookBodies = () => receiver.received.map((r) => JSON.parse(r.body)).filter((b) => b.matchId === matchId);
    await eventually(async () => {
      const bodies = hookBodies();
      return (
        bodies.some((b) => b.type === 'matchEnded') && bodies.some((b) => b.type === 'matchUpdated' && b.data.version === finalVersion)
      );
    }, 20_000);
    matchStream.close();
    playerStream.close();

    // Streamed messages before the final move, and notifications made before it (a webhook or a player stream
    // message says at which version it was made), are pre-end texts.
    const asyncTexts: string[] = [...setup];
    for (const m of matchStream.messages.slice(0, boundary.stream)) {
      asyncTexts.push(JSON.stringify(m.data));
      if (m.id !== undefined) observed.push(m.data);
    }
    for (const m of playerStream.messages)
      if (m.data?.data?.version !== undefined && m.data.data.version < finalVersion) asyncTexts.push(JSON.stringify(m.data));
    let updates = 0;
    for (const delivery of receiver.received) {
      const body = JSON.parse(delivery.body);
      if (body.matchId !== matchId || !(body.data?.version < finalVersion)) continue;
      asyncTexts.push(delivery.body, JSON.stringify(delivery.headers));
      if (body.type === 'matchUpdated') {
        updates++;
        pages.push({ version: body.data.version, viewer: 'spectator', events: body.data.events });
        observed.push(...body.data.events);
      }
    }
    expect(updates).toBeGreaterThan(0);

    return {
      plan,
      matchId,
      snapshots,
      asyncTexts,
      observed,
      pages,
      exportsBefore,
      summariesBefore,
      heads,
      probes,
      lastVersion: boundary.version,
      finalVersion,
      moves,
      attackerMoves,
      fullSnapshots,
      fullExport,
      doc,
    };
  }

  it.each(PLANS.map((plan, i) => [plan.game, plan, i] as const))(
    "%s: nothing fetched before the end confirms a guess of another seat's card",
    async (_name, plan, i) => {
      const started = Date.now();
      const rec = await record(plan, 1000 + i);
      recordings.set(plan.game, rec);
      const played = Date.now();
      const report = analyse(rec);
      timings.push(
        `${url ? 'PostgreSQL' : 'PGlite'} ${plan.game}: ${rec.moves} moves (${rec.attackerMoves} by the attacker), ${rec.fullSnapshots} full snapshots, ` +
          `${report.secretEvents} redacted events (${report.fields} hidden fields: ${report.types.join(', ')}), ${report.candidates} guesses, ` +
          `${report.digests} digests against ${report.indexed} hex windows, ${report.swaps} view swaps; play ${played - started} ms, attack ${Date.now() - played} ms`,
      );
      expect(report.hits).toEqual([]);
      expect(report.redactionDiffers).toEqual([]);
      expect(report.viewDiffers).toEqual([]);
      expect(report.arraysShown).toEqual([]);
      expect(report.refusalsDiffer).toEqual([]);
      // The attack ran against something: hidden cards in several events, every guess of each, and the chain's hashes.
      expect(report.secretEvents).toBeGreaterThan(0);
      expect(report.types).toEqual(expect.arrayContaining(plan.hides));
      expect(report.candidates).toBeGreaterThan(report.fields);
      // ... and the attacker's index holds every chain hash he was shown (running exports, receipts).
      expect(report.headsSeen).toBeGreaterThan(0);
      expect(report.headsMissing).toEqual([]);
    },
    300_000,
  );

  it('the detector catches the unsalted (version 1) attack: a planted version 1 link of a hidden deal confirms exactly the true cards', async () => {
    const rec = recordings.get('schwimmen') ?? (await record({ ...PLANS[0], seats: 2 }, 7));
    const truth = analyse(rec, {});
    expect(truth.hits).toEqual([]);
    const target = truth.secrets[0];
    expect(target).toBeDefined();
    const { event, field } = target;
    // The version 1 link of the true event, computed as the old chain did (audit/chain.ts), from the previous version 1 link.
    const v1 = eventHash({ version: 1 }, truth.v1Hashes[event.sequence - 1], event);
    expect(eventDigests(event, [truth.v1Hashes[event.sequence - 1]])[0].toString('hex')).toBe(v1);

    // Planted where a running export printed the event's hash (hex) ...
    const isExport = (text: string) => text.startsWith('{"complete":false,') && text.includes('"format":"kartenrunde-export/');
    const running = rec.snapshots.find((s) => s.version >= event.sequence && s.texts.some(isExport))!;
    const exportText = running.texts.find(isExport)!;
    const salted = rec.exportsBefore.find((d) => d.version === running.version)!.events[event.sequence - 1].hash!;
    expect(exportText).toContain(salted);
    const plantedHex = { ...rec, snapshots: [...rec.snapshots, { version: running.version, texts: [exportText.replace(salted, v1)] }] };
    const hexHits = analyse(plantedHex, {}).hits;
    // ... confirms the true value of the hidden field, and nothing but true values (every other guess gives another
    // link); it is also flagged as an unsalted link as such.
    const guessed = (hits: Hit[]) => hits.filter((hit) => hit.sequence === event.sequence);
    expect(guessed(hexHits).some((hit) => canonicalJson(hit.path) === canonicalJson(field.path) && hit.truth)).toBe(true);
    expect(guessed(hexHits).every((hit) => hit.truth)).toBe(true);
    expect(hexHits.filter((hit) => hit.sequence !== event.sequence)).toEqual([
      expect.objectContaining({ type: 'v1', what: `an unsalted (version 1) link ${v1}` }),
    ]);

    // ... or as a receipt's headHash inside a JWT (base64url, decoded by the attacker).
    const payload = Buffer.from(JSON.stringify({ matchId: rec.matchId, headHash: Buffer.from(v1, 'hex').toString('base64url') })).toString(
      'base64url',
    );
    const plantedJwt = { ...rec, asyncTexts: [...rec.asyncTexts, `{"receipt":"eyJhbGciOiJFZERTQSJ9.${payload}.c2ln"}`] };
    const jwtHits = analyse(plantedJwt, {}).hits;
    expect(guessed(jwtHits).some((hit) => canonicalJson(hit.path) === canonicalJson(field.path) && hit.truth)).toBe(true);
    expect(guessed(jwtHits).every((hit) => hit.truth)).toBe(true);

    // The same scanner flags a hand printed where the attacker's view has none.
    const hand = (field.value as string[]) ?? [];
    expect(isCardList(hand)).toBe(true);
    const plantedHand = { ...rec, snapshots: [...rec.snapshots, { version: event.sequence, texts: [JSON.stringify({ hand })] }] };
    expect(analyse(plantedHand, { arrays: true }).arraysShown.length).toBeGreaterThan(0);
  }, 120_000);
});

interface Hit {
  sequence: number;
  type: string;
  path: (string | number)[];
  guess: unknown;
  truth: boolean;
  what: string;
}

interface Report {
  hits: Hit[];
  redactionDiffers: string[];
  viewDiffers: string[];
  arraysShown: string[];
  refusalsDiffer: string[];
  secretEvents: number;
  fields: number;
  types: string[];
  candidates: number;
  digests: number;
  indexed: number;
  swaps: number;
  /** Chain hashes the attacker was shown, and any of them his index does not hold (there must be none). */
  headsSeen: number;
  headsMissing: string[];
  secrets: { event: ChainedEvent; field: HiddenField }[];
  v1Hashes: string[];
}

const SERVICE = new Set(['PlayerJoined']);

/** The attack, run after the end with the complete export: see the file's description. */
/** Which parts of the attack to run (all by default; the detector's own check runs only the part it plants for). */
interface Parts {
  invariance?: boolean;
  arrays?: boolean;
  swaps?: boolean;
}

function analyse(rec: Recording, parts: Parts = { invariance: true, arrays: true, swaps: true }): Report {
  const { doc, plan } = rec;
  const game = findGame(doc.match.game, doc.match.rulesVersion) as Game;
  const seed = doc.match.seed!;
  const salt = doc.match.salt!;
  const full: ChainedEvent[] = doc.events.map((e: ExportedEvent) => ({
    sequence: e.sequence,
    type: e.type,
    data: e.data,
    metadata: e.metadata,
    at: e.at,
  }));
  const last = rec.lastVersion;

  // The true state after every event.
  const states: unknown[] = [
    game.initialState({ players: doc.match.seats, options: doc.match.options as never, seed, presets: doc.match.presets ?? [] }),
  ];
  for (const e of full)
    states.push(SERVICE.has(e.type) ? states[states.length - 1] : game.evolve(states[states.length - 1], { type: e.type, data: e.data }));
  const eventFor = (e: ChainedEvent, viewer: Viewer, now: unknown): GameEvent =>
    SERVICE.has(e.type) || game.outcome(now) !== null
      ? { type: e.type, data: e.data }
      : game.redact({ type: e.type, data: e.data }, viewer, now);

  // What an unsalted (version 1) chain would have published for this match.
  const v1Header: ChainHeader = {
    matchId: doc.match.id,
    game: doc.match.game,
    rulesVersion: doc.match.rulesVersion,
    options: doc.match.options,
    seats: doc.match.seats,
    dealingMode: doc.match.dealingMode,
    seedCommitment: sha256Hex(seed),
    presets: doc.match.presets ?? [],
  };
  const v1Hashes = [genesisHash(v1Header, 1)];
  for (const e of full) v1Hashes.push(eventHash({ version: 1 }, v1Hashes[v1Hashes.length - 1], e));

  // The attacker's texts, with every JWT decoded.
  const index = new DigestIndex();
  const allTexts = [...rec.snapshots.flatMap((s) => s.texts), ...rec.asyncTexts].flatMap(withDecodedJwts);
  for (const text of allTexts) index.add(text);
  const corpus = allTexts.join('\n');

  const hits: Hit[] = [];
  let digests = 0;
  const check = (digest: Buffer, hit: Omit<Hit, 'what'>, what: string) => {
    digests++;
    if (index.has(digest)) hits.push({ ...hit, what: `${what} ${digestForms(digest).hex}` });
  };

  // Nothing before the end names the seed or the salt, or anything made from them alone.
  const secretHit = (what: string) => ({ sequence: 0, type: what, path: [], guess: null, truth: true });
  if (corpus.includes(seed)) hits.push({ ...secretHit('seed'), what: 'the seed itself' });
  if (corpus.includes(salt)) hits.push({ ...secretHit('salt'), what: 'the salt itself' });
  check(sha256(seed), secretHit('seed'), 'SHA-256(seed), the version 1 commitment');
  check(sha256(`seed:${seed}`), secretHit('seed'), 'SHA-256("seed:" + seed)');
  check(sha256(salt), secretHit('salt'), 'SHA-256(salt)');
  check(Buffer.from(salt, 'hex'), secretHit('salt'), 'the salt bytes');
  for (let deal = 1; deal <= 60; deal++) check(hmac(seed, `deal:${deal}:0`), secretHit('seed'), `the shuffle stream of deal ${deal}`);
  for (const e of full) check(Buffer.from(eventSalt(salt, e.sequence), 'hex'), secretHit('salt'), `the salt of event ${e.sequence}`);
  for (const hash of v1Hashes) check(Buffer.from(hash, 'hex'), secretHit('v1'), 'an unsalted (version 1) link');
  for (const d of rec.exportsBefore) {
    expect(d).toMatchObject({ complete: false, result: null, match: { seed: null, salt: null, presets: null } });
    for (const e of d.events) expect(e.metadata).not.toHaveProperty('command');
  }
  for (const s of rec.summariesBefore) expect(s).toMatchObject({ seed: null, salt: null });

  // The server's redaction is the engine's, at the version each page was fetched.
  const redactionDiffers: string[] = [];
  for (const page of rec.pages) {
    for (const shown of page.events) {
      const e = full[shown.sequence - 1];
      const expected = eventFor(e, page.viewer, states[page.version]);
      if (shown.type !== expected.type || canonicalJson(shown.data) !== canonicalJson(expected.data)) {
        redactionDiffers.push(
          `event ${shown.sequence} at version ${page.version} for ${page.viewer}: shown ${canonicalJson(shown.data)}, engine ${canonicalJson(expected.data)}`,
        );
      }
    }
  }

  // Each event as the attacker saw it, by every channel, before the end.
  const seen = new Map<number, unknown[]>();
  for (const o of rec.observed) {
    if (o.sequence > last) continue;
    seen.set(o.sequence, [...(seen.get(o.sequence) ?? []), o.data]);
  }

  const pack = [...new Set(plan.pack)];
  const previous = (n: number): string[] => [
    ...new Set([...(rec.heads.get(n - 1) ?? []), v1Hashes[n - 1], ...(n === 1 ? [genesisHash(v1Header, 2)] : [])]),
  ];
  const secrets: Report['secrets'] = [];
  const types = new Set<string>();
  let candidates = 0;
  for (const e of full.slice(0, last)) {
    if (SERVICE.has(e.type)) continue;
    const views = seen.get(e.sequence) ?? [];
    if (views.length === 0) throw new Error(`event ${e.sequence} (${e.type}) was never shown to the attacker before the end`);
    const fields = hiddenFields(e.data, views);
    if (fields.length === 0) continue;
    types.add(e.type);
    const trueRedacted = new Map<string, string>();
    const moments = [...new Set([e.sequence, last])];
    for (const viewer of [0, 'spectator'] as Viewer[]) {
      for (const v of moments)
        trueRedacted.set(`${viewer}@${v}`, canonicalJson(game.redact({ type: e.type, data: e.data }, viewer, states[v])));
    }
    for (const field of fields) {
      if (!field.lengthOnly) secrets.push({ event: e, field });
      // A list shown with its length: only other lengths are tried (its cards are fields of their own).
      const guesses = field.lengthOnly
        ? candidatesFor(field.value, pack).filter((g) => (g.value as unknown[]).length !== (field.value as unknown[]).length)
        : candidatesFor(field.value, pack);
      for (const guess of guesses) {
        candidates++;
        const data = setAt(e.data, field.path, guess.value);
        const metadata = guess.swap
          ? JSON.parse(JSON.stringify(e.metadata).split(`"${guess.swap[0]}"`).join(`"${guess.swap[1]}"`))
          : e.metadata;
        const variant: ChainedEvent = { ...e, data, metadata };
        const hit = {
          sequence: e.sequence,
          type: e.type,
          path: field.path,
          guess: guess.value,
          truth: canonicalJson(guess.value) === canonicalJson(field.value),
        };
        for (const digest of [...eventDigests(variant, previous(e.sequence)), ...valueDigests(guess.value)]) check(digest, hit, 'digest');
        // "Counts that narrow it down": the redacted event is the same byte for byte whatever the hidden value was.
        if (parts.invariance)
          for (const viewer of [0, 'spectator'] as Viewer[]) {
            for (const v of moments) {
              const redacted = canonicalJson(game.redact({ type: e.type, data }, viewer, states[v]));
              if (redacted !== trueRedacted.get(`${viewer}@${v}`)) {
                redactionDiffers.push(
                  `event ${e.sequence} (${e.type}) ${JSON.stringify(field.path)} = ${JSON.stringify(guess.value)} redacts for ${viewer} at version ${v} to ${redacted}, the truth to ${trueRedacted.get(`${viewer}@${v}`)}`,
                );
              }
            }
          }
      }
    }
  }

  const handMemo = new Map<string, string[][]>();
  const handsAt = (v: number, seat: number): string[][] => {
    const key = `${v}:${seat}`;
    if (!handMemo.has(key)) handMemo.set(key, handsIn(game.view(states[v], seat)).filter(isCardList));
    return handMemo.get(key)!;
  };

  // What the engine lets the attacker see at each version (his view, his legal actions, the log as he and a
  // spectator see it): a hidden hand may appear in a text only if it appears there too.
  const arraysShown: string[] = [];
  if (parts.arrays) arrays();
  function arrays() {
    const legitAt: string[] = [];
    for (let v = 0; v <= last; v++) {
      const now = states[v];
      const shown = [JSON.stringify(game.view(now, 0)), JSON.stringify(game.legalActions(now, 0)), JSON.stringify(game.standings(now))];
      for (const e of full.slice(0, v))
        shown.push(JSON.stringify(eventFor(e, 0, now).data), JSON.stringify(eventFor(e, 'spectator', now).data));
      legitAt.push(shown.join('\n'));
    }
    const legitEver = legitAt.join('\n');
    const forms = (list: string[]) => [JSON.stringify(list), JSON.stringify([...list].sort())];
    const sensitive = (v: number): string[][] => {
      const lists: string[][] = [];
      for (let seat = 1; seat < doc.match.seats; seat++) lists.push(...handsAt(v, seat));
      for (const s of secrets) if (s.event.sequence <= v && isCardList(s.field.value)) lists.push(s.field.value);
      return lists.filter((list) => list.length >= 2);
    };
    for (const snapshot of rec.snapshots) {
      const v = Math.min(snapshot.version, last);
      const text = snapshot.texts.join('\n');
      for (const list of sensitive(v)) {
        for (const form of forms(list)) {
          if (text.includes(form) && !legitAt[v].includes(form))
            arraysShown.push(`${form} in a text fetched at version ${snapshot.version}`);
        }
      }
    }
    const asyncText = rec.asyncTexts.join('\n');
    const everSensitive = new Map<string, string>();
    for (let v = 0; v <= last; v++) for (const list of sensitive(v)) for (const form of forms(list)) everSensitive.set(form, form);
    for (const form of everSensitive.keys())
      if (asyncText.includes(form) && !legitEver.includes(form)) arraysShown.push(`${form} in a streamed or webhook text`);
  }

  // Digests of other seats' hands at every version.
  const handDigests = new Map<string, string[]>();
  for (let v = 0; v <= last; v++)
    for (let seat = 1; seat < doc.match.seats; seat++) for (const hand of handsAt(v, seat)) handDigests.set(canonicalJson(hand), hand);
  for (const hand of handDigests.values())
    for (const digest of valueDigests(hand)) check(digest, { sequence: 0, type: 'hand', path: [], guess: hand, truth: true }, 'a hand');

  // The attacker's view does not change when two cards he has not seen swap places (between other seats' hands,
  // or with the talon, the stock or a packet nobody has seen yet).
  const viewDiffers: string[] = [];
  let swaps = 0;
  if (parts.swaps) swapCards();
  function swapCards() {
    // Each card of each event, with the first version at which a page showed it to the attacker (or a spectator).
    const shownAt = new Map<number, Map<string, number>>();
    for (const page of rec.pages) {
      for (const shown of page.events) {
        const cards = shownAt.get(shown.sequence) ?? new Map<string, number>();
        shownAt.set(shown.sequence, cards);
        for (const card of cardsIn(shown.data)) cards.set(card, Math.min(cards.get(card) ?? Infinity, page.version));
      }
    }
    const rnd = generator(rec.finalVersion);
    const DEAL_START = (e: ChainedEvent) =>
      ((e.type === 'DealDealt' || e.type === 'CardsDealt') && (e.data as { half?: number }).half !== 2) ||
      (e.type === 'PlayoffEvent' && (e.data as { event?: { type?: string } }).event?.type === 'DealDealt');
    const verdict = (now: unknown) =>
      canonicalJson({
        view: game.view(now, 0),
        spectator: game.view(now, 'spectator'),
        legal: game.legalActions(now, 0),
        active: game.activeSeats(now),
        standings: game.standings(now),
        outcome: game.outcome(now),
      });
    // Only the versions the attacker saw (inside a batch of events, a state is never shown).
    const shownVersions = [...new Set(rec.snapshots.map((s) => s.version).filter((v) => v <= last))].sort((a, b) => a - b);
    for (const v of shownVersions) {
      if (game.outcome(states[v]) !== null) continue;
      // The swap covers the running deal, from the event that dealt it (earlier deals' cards were all shown).
      let start = v - 1;
      while (start >= 0 && !DEAL_START(full[start])) start--;
      if (start < 0) continue;
      const now = states[v];
      const publicCards = new Set<string>(handsAt(v, 0).flat());
      for (const e of full.slice(start, v)) {
        for (const [card, at] of shownAt.get(e.sequence) ?? []) if (at <= v) publicCards.add(card);
      }
      for (const e of full.slice(start, v)) {
        // A 20 or 40 shows both cards of the marriage.
        if (e.type === 'MarriageAnnounced') for (const rank of ['K', 'O']) publicCards.add(`${(e.data as { suit: string }).suit}${rank}`);
      }
      const held = new Map<string, number>();
      for (let seat = 1; seat < doc.match.seats; seat++) for (const hand of handsAt(v, seat)) for (const card of hand) held.set(card, seat);
      const inHands = [...held.keys()].filter((card) => !publicCards.has(card));
      const elsewhere = pack.filter(
        (card) => !held.has(card) && !publicCards.has(card) && !handsAt(v, 0).some((hand) => hand.includes(card)),
      );
      const before = verdict(now);
      for (let tries = 0; tries < 2 && inHands.length > 0; tries++) {
        const x = pick(inHands, rnd);
        const others = [...inHands.filter((card) => held.get(card) !== held.get(x)), ...elsewhere];
        if (others.length === 0) continue;
        const y = pick(others, rnd);
        let swapped = states[start];
        for (const e of full.slice(start, v)) {
          swapped = SERVICE.has(e.type) ? swapped : game.evolve(swapped, { type: e.type, data: exchanged(e.data, x, y) });
        }
        swaps++;
        const after = verdict(swapped);
        if (after !== before)
          viewDiffers.push(
            `at version ${v}, swapping ${x} (seat ${held.get(x)}) and ${y} (${held.has(y) ? `seat ${held.get(y)}` : 'not in a hand'}) changes the attacker's view: ${firstDifference(before, after)}`,
          );
      }
    }
  }

  const heads = [...new Set([...rec.heads.values()].flatMap((set) => [...set]))];

  // Refusing a card the attacker does not hold says the same wherever that card is.
  const refusalsDiffer: string[] = [];
  for (const probe of rec.probes) {
    const shapes = new Set(probe.refusals.map((r) => r.shape));
    if (shapes.size > 1)
      refusalsDiffer.push(`at version ${probe.version}: ${probe.refusals.map((r) => `${r.card} -> ${r.shape}`).join(' | ')}`);
  }

  return {
    hits,
    redactionDiffers,
    viewDiffers,
    arraysShown,
    refusalsDiffer,
    secretEvents: new Set(secrets.map((s) => s.event.sequence)).size,
    fields: secrets.length,
    types: [...types],
    candidates,
    digests,
    indexed: index.hexWindows,
    swaps,
    headsSeen: heads.length,
    headsMissing: heads.filter((hash) => !index.has(Buffer.from(hash, 'hex'))),
    secrets,
    v1Hashes,
  };
}

function cardsIn(value: unknown, out: string[] = []): string[] {
  if (isCard(value)) out.push(value);
  else if (Array.isArray(value)) value.forEach((item) => cardsIn(item, out));
  else if (value !== null && typeof value === 'object') Object.values(value).forEach((item) => cardsIn(item, out));
  return out;
}

function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `...${a.slice(Math.max(0, i - 80), i + 80)}... vs ...${b.slice(Math.max(0, i - 80), i + 80)}...`;
}

/** An event's data with cards `x` and `y` exchanged wherever either appears (as a JSON string). */
function exchanged(data: unknown, x: string, y: string): unknown {
  return JSON.parse(JSON.stringify(data).split(`"${x}"`).join('"\u0000"').split(`"${y}"`).join(`"${x}"`).split('"\u0000"').join(`"${y}"`));
}

/** The state `events` lead to from `initial` when cards `x` and `y` had been exchanged throughout. */
function replaySwapped(game: Game, initial: unknown, events: readonly GameEvent[], x: string, y: string): unknown {
  return events.reduce((state, event) => game.evolve(state, { type: event.type, data: exchanged(event.data, x, y) }), initial);
}

/**
 * The Hochzeit's card exchange happens in random matches only by chance (a seat with exactly one trump offers it,
 * another marries): here it is played from a preset deal through the engine alone. Seat 1 (the bride) holds one
 * trump, HO; seat 2 (the groom) gives his only Fehlkarte, G10, face down and takes it. Seats 0 and 3 and spectators
 * see neither card (hochzeitOpen is off), so nothing they are shown may depend on which cards they were.
 */
describe('leaks: the Hochzeit exchange (engine, a preset deal)', () => {
  it('redacts the given card and the trump the same whatever they are, and no outside view changes when hidden cards swap', () => {
    const game = findGame('schafkopf') as Game;
    const hands = [
      ['HA', 'H10', 'HK', 'H9', 'H8', 'H7', 'GK', 'G9'],
      ['HO', 'EA', 'E10', 'EK', 'E9', 'E8', 'E7', 'GA'],
      ['EO', 'GO', 'SO', 'EU', 'GU', 'HU', 'SU', 'G10'],
      ['G8', 'G7', 'SA', 'S10', 'SK', 'S9', 'S8', 'S7'],
    ];
    const options = resolveOptions(game.options, { deals: 1, hochzeit: true });
    const initial = game.initialState({ players: 4, options, seed: 'leaks-hochzeit', presets: [{ hands }] });
    const events: GameEvent[] = [];
    let state = initial;
    const act = (command: Command) => {
      for (const event of game.decide(command, state)) {
        events.push(event);
        state = game.evolve(state, event);
      }
    };
    act({ type: 'StartMatch' });
    const script: [number, Record<string, unknown>][] = [
      [0, { type: 'pass' }],
      [1, { type: 'offerHochzeit' }],
      [2, { type: 'bid' }],
      [3, { type: 'pass' }],
      [2, { type: 'nameGame', game: 'hochzeit' }],
      [2, { type: 'giveCard', card: 'G10' }],
    ];
    for (const [seat, action] of script) act({ type: 'Act', seat, action: action as never });
    const given = events.find((e) => e.type === 'HochzeitCardGiven')!;
    expect(given.data).toEqual({ seat: 2, to: 1, card: 'G10', trump: 'HO' });
    expect(events.find((e) => e.type === 'HochzeitOffered')!.data).toEqual({ seat: 1, card: null });

    const outsiders: Viewer[] = [0, 3, 'spectator'];
    // The bride and the groom see both cards; anyone else sees the same event whatever the two cards were.
    for (const seat of [1, 2]) expect(game.redact(given, seat, state)).toEqual(given);
    let guesses = 0;
    for (const viewer of outsiders) {
      const truth = canonicalJson(game.redact(given, viewer, state));
      expect(truth).not.toContain('G10');
      expect(truth).not.toContain('HO');
      for (const field of ['card', 'trump']) {
        for (const guess of PACKS.long32) {
          guesses++;
          expect(canonicalJson(game.redact({ ...given, data: { ...(given.data as object), [field]: guess } }, viewer, state))).toBe(truth);
        }
      }
    }
    expect(guesses).toBe(3 * 2 * 32);

    // For seat 0 and for seat 3: swapping any two cards of two other hands throughout the deal changes nothing he is
    // shown: his view, his legal actions, the spectator's view, whose turn it is and the standings.
    let swaps = 0;
    for (const outsider of [0, 3]) {
      const shown = (now: unknown) =>
        canonicalJson({
          view: game.view(now, outsider),
          legal: game.legalActions(now, outsider),
          spectator: game.view(now, 'spectator'),
          active: game.activeSeats(now),
          standings: game.standings(now),
        });
      const before = shown(state);
      const hidden = [0, 1, 2, 3]
        .filter((seat) => seat !== outsider)
        .flatMap((seat) => (state.hands as string[][])[seat].map((card) => ({ seat, card })));
      for (const x of hidden) {
        for (const y of hidden) {
          if (x.seat >= y.seat) continue;
          swaps++;
          const after = shown(replaySwapped(game, initial, events, x.card, y.card));
          if (after !== before)
            throw new Error(
              `swapping ${x.card} (seat ${x.seat}) and ${y.card} (seat ${y.seat}) changes what seat ${outsider} is shown: ${firstDifference(before, after)}`,
            );
        }
      }
    }
    expect(swaps).toBe(2 * 3 * 8 * 8);
  });
});

/**
 * The Schieberrunde's pushed cards (after a won Herz-Solo, docs/rules-decisions.md#schafkopf-optional-games): Vorhand discards two face down to his
 * left neighbour, who pushes two on, and so on up to the dealer. Only the two seats of a push see its cards. Played
 * from a preset first deal through the engine alone: seat 0 wins a Herz-Solo with the eight top trumps, and deal 2
 * (seeded) is the Schieberrunde.
 */
describe('leaks: the Schieberrunde pushes (engine, a preset first deal)', () => {
  it('redacts each push for the other seats whatever its cards, and no spectator view changes when hidden cards swap', () => {
    const game = findGame('schafkopf') as Game;
    const herzSolo = ['EO GO HO SO EU GU HU SU', 'HA H10 HK H9 EA E10 EK E9', 'GA G10 GK G9 SA S10 SK S9'].map((hand) => hand.split(' '));
    const hands = [...herzSolo, PACKS.long32.filter((card) => !herzSolo.flat().includes(card))];
    const options = resolveOptions(game.options, { deals: 2, schieberrunde: 1 });
    const initial = game.initialState({ players: 4, options, seed: 'leaks-schieber', presets: [{ hands }] });
    const events: GameEvent[] = [];
    let state = initial;
    const act = (command: Command) => {
      for (const event of game.decide(command, state)) {
        events.push(event);
        state = game.evolve(state, event);
      }
    };
    const now = () => state as { phase: string; turn: number | null; deal: number; hands: string[][] };
    act({ type: 'StartMatch' });
    for (const [seat, action] of [
      [0, { type: 'bid' }],
      [1, { type: 'pass' }],
      [2, { type: 'pass' }],
      [3, { type: 'pass' }],
      [0, { type: 'nameGame', game: 'solo', suit: 'H' }],
    ] as const) {
      act({ type: 'Act', seat, action: action as never });
    }
    // Deal 1: each seat plays its first legal card until the Herz-Solo is scored.
    while (now().deal === 1 && now().phase === 'playing') {
      const seat = now().turn!;
      act({ type: 'Act', seat, action: game.legalActions(state, seat).find((a) => (a as { type: string }).type === 'playCard') as never });
    }
    expect(now()).toMatchObject({ deal: 2, phase: 'schieber', turn: 1 });
    // Vorhand (seat 1) plays an Eichel-Solo and discards two; seats 2 and 3 push two each; the dealer (0) gets the last.
    act({ type: 'Act', seat: 1, action: { type: 'nameGame', game: 'solo', suit: 'E', discard: now().hands[1].slice(-2) } as never });
    for (const seat of [2, 3]) act({ type: 'Act', seat, action: { type: 'push', cards: now().hands[seat].slice(0, 2) } as never });
    expect(now().phase).toBe('playing');
    const pushes = events.filter((e) => e.type === 'CardsPushed');
    expect(pushes.map((e) => [(e.data as { seat: number }).seat, (e.data as { to: number }).to])).toEqual([
      [1, 2],
      [2, 3],
      [3, 0],
    ]);

    let guesses = 0;
    for (const push of pushes) {
      const { seat, to, cards } = push.data as { seat: number; to: number; cards: string[] };
      for (const viewer of [seat, to]) expect(game.redact(push, viewer, state)).toEqual(push);
      for (const viewer of [0, 1, 2, 3, 'spectator'].filter((v) => v !== seat && v !== to) as Viewer[]) {
        const truth = canonicalJson(game.redact(push, viewer, state));
        for (const card of cards) expect(truth).not.toContain(card);
        // The attacker's guess-and-check: any other pair of cards gives the same text.
        for (const guess of PACKS.long32) {
          for (const index of [0, 1]) {
            guesses++;
            const guessed = cards.map((c, i) => (i === index ? guess : c));
            expect(canonicalJson(game.redact({ ...push, data: { ...(push.data as object), cards: guessed } }, viewer, state))).toBe(truth);
          }
        }
      }
    }
    expect(guesses).toBe(3 * 3 * 32 * 2);

    // A spectator is shown the same whatever cards the seats hold: swapping any two cards of two different hands
    // throughout both deals (the dealt hands and the pushes) changes nothing in the spectator's view, whose turn
    // it is or the standings.
    const shown = (at: unknown) =>
      canonicalJson({ view: game.view(at, 'spectator'), active: game.activeSeats(at), standings: game.standings(at) });
    const before = shown(state);
    const held = [0, 1, 2, 3].flatMap((seat) => now().hands[seat].map((card) => ({ seat, card })));
    let swaps = 0;
    for (const x of held) {
      for (const y of held) {
        if (x.seat >= y.seat) continue;
        swaps++;
        const after = shown(replaySwapped(game, initial, events, x.card, y.card));
        if (after !== before)
          throw new Error(
            `swapping ${x.card} (seat ${x.seat}) and ${y.card} (seat ${y.seat}) changes what a spectator is shown: ${firstDifference(before, after)}`,
          );
      }
    }
    expect(swaps).toBe(6 * 8 * 8);
  });
});
