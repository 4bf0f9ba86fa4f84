// The benchmark's reference (scripts/bench.mjs, BENCH_REFERENCE=1): a hand-written node:http + `pg` server doing a
// move's work with the service's own compiled parts (dist/), so the gap between it and the service is what the
// service's framework, layers and extras cost. It answers only what the bench's Schwimmen clients ask, on the
// service's tables (the service has migrated the database before):
//   POST /matches                 {game, seats, dealing: {mode: "seeded", seed}} -> 201 {match: {id}}
//   POST /matches/{id}/players    {name} -> 201 {seat, token}; the last seat's join starts the match
//   GET  /matches/{id}            -> {activeSeats}
//   GET  /matches/{id}/view       (a seat token) -> the seat's view, as the service builds it
//   POST /matches/{id}/actions    (a seat token) {...action, expectedVersion} -> {matchId, game, version, events, view, receipt}
// Per move it does what the service does: the action checked against the game's published action schemas, decided
// and evolved by the engine, the events chained (salted HMAC) and appended by the service's append statement with
// the turns, redacted for the actor, answered with the actor's view and an Ed25519 receipt. Views are served from
// memory (the service's cache); tokens are looked up in memory after their hash was stored. It writes no request
// log, sets no security headers, keeps no idempotency keys, and has no NOTIFY, rate limits or language negotiation.
// Environment: DATABASE_URL, DB_POOL_SIZE, PORT (0: any), HOST.
import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';

const dist = (path) => import(new URL(`../dist/${path}`, import.meta.url).href);
const { findGame } = await dist('engine/registry.js');
const { resolveOptions } = await dist('engine/core/options.js');
const { decideIn } = await dist('engine/core/game.js');
const { validateAction } = await dist('http/action-validation.js');
const { newToken, hashToken } = await dist('http/auth.js');
const { appendToStream, chainEvents } = await dist('persistence/event-store.js');
const { insertMatch, claimSeat } = await dist('persistence/match-repository.js');
const { choicesOf } = await dist('matches/choices.js');
const { newMatchOf } = await dist('matches/matches.service.js');
const { chainKeyOf, eventFor, evolveAll, genesisOf, setupOf } = await dist('matches/match-stream.js');
const { nextTurns, dueAt } = await dist('matches/turns.js');
const { signClaims, RECEIPT_TYPE } = await dist('audit/signing.js');

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/test',
  max: Number(process.env.DB_POOL_SIZE || 10),
});
const sql = { query: async (text, values, name) => (await pool.query({ text, values, name })).rows };
const signer = { kid: 'reference', key: generateKeyPairSync('ed25519').privateKey };

/** Every match this process made: its record, state, version, head hash and turns (the service's cache). */
const matches = new Map();
/** A seat token's hash -> { id, seat }. */
const seats = new Map();

class Refused extends Error {
  constructor(status, code, detail) {
    super(detail);
    this.status = status;
    this.code = code;
  }
}

function statusOf(entry) {
  if (entry.joined < entry.match.seats.length) return 'waiting';
  return entry.game.outcome(entry.state) ? 'finished' : 'active';
}

/** The seat's view, as the service's `viewOf` builds it. */
function viewOf(entry, seat) {
  const { game, state, version } = entry;
  const status = statusOf(entry);
  const choices = status === 'active' ? choicesOf(game, state, seat) : { waitingForYou: false, legalActions: [], optionalActions: [] };
  const exact = (actions) => actions.map((action) => Object.assign({}, action, { expectedVersion: version }));
  return {
    matchId: entry.match.id,
    game: game.id,
    status,
    version,
    seat,
    arrangedDeal: false,
    activeSeats: status === 'active' ? game.activeSeats(state) : [],
    turns: entry.turns,
    state: status === 'waiting' ? null : game.view(state, seat),
    waitingForYou: choices.waitingForYou,
    legalActions: exact(choices.legalActions),
    optionalActions: exact(choices.optionalActions),
  };
}

/** Decides nothing: appends `events` (and the command's) after the entry's version, then updates the entry. */
async function append(entry, command, events, seat, at) {
  const { game, match } = entry;
  const metadata = seat === null ? {} : { seat };
  const stored = events.map((e, i) => Object.assign({}, e, { metadata: i === 0 && command ? { ...metadata, command } : metadata }));
  const key = chainKeyOf(match);
  const rows = chainEvents({ version: entry.version, hash: entry.headHash, key }, stored, at);
  const next = {
    ...entry,
    state: evolveAll(game, entry.state, events),
    version: entry.version + events.length,
    headHash: rows.at(-1).hash,
  };
  next.joined = entry.joined + events.filter((e) => e.type === 'PlayerJoined').length;
  const active = statusOf(next) === 'active' ? game.activeSeats(next.state) : [];
  next.turns = nextTurns(entry.turns, active, seat, at, match.timeControl);
  await appendToStream(sql, match.id, { version: entry.version, hash: entry.headHash, key }, stored, {
    status: statusOf(next),
    turns: { turns: next.turns, dueAt: dueAt(next.turns, match.seats, match.timeControl) },
    now: at,
    chained: rows,
  });
  matches.set(match.id, next);
  return next;
}

function entryOf(id) {
  const entry = matches.get(id);
  if (!entry) throw new Refused(404, 'MATCH_NOT_FOUND', `There is no match "${id}".`);
  return entry;
}

function seatOf(request, id) {
  const header = request.headers.authorization;
  const found = header?.startsWith('Bearer ') ? seats.get(hashToken(header.slice(7))) : undefined;
  if (!found || found.id !== id) throw new Refused(401, 'UNAUTHORIZED', 'A seat token of this match is required.');
  return found.seat;
}

async function create(body) {
  const game = findGame(body.game);
  if (!game || body.dealing?.mode !== 'seeded') throw new Refused(422, 'VALIDATION_FAILED', 'A seeded match of a known game.');
  const { record } = newMatchOf(game, {
    seats: body.seats,
    options: resolveOptions(game.options, body.options),
    timeControl: null,
    dealing: { mode: 'seeded', seed: String(body.dealing.seed), presets: [] },
    createdAt: new Date(),
    creatorPlayerId: null,
    visibility: 'unlisted',
    chatSpectators: false,
  });
  const match = await insertMatch(sql, record);
  // Marked as recorded: the reference keeps no results, and the service's recorder (in the next phase, on the same
  // database) must not replay its finished matches to record them.
  await sql.query('UPDATE "match" SET "recorded" = true WHERE "id" = $1::uuid', [match.id], 'reference_recorded');
  matches.set(match.id, {
    match,
    game,
    state: game.initialState(setupOf(match)),
    version: 0,
    headHash: genesisOf(match),
    turns: [],
    joined: 0,
  });
  return [201, { match: { id: match.id } }];
}

async function join(id, body) {
  const entry = entryOf(id);
  const seat = entry.joined;
  if (statusOf(entry) !== 'waiting') throw new Refused(409, 'MATCH_FULL', 'Every seat of this match is taken.');
  const token = newToken('seat');
  const tokenHash = hashToken(token);
  const at = new Date();
  if (!(await claimSeat(sql, id, seat, { name: String(body.name), tokenHash, playerId: null, bot: null }, at)))
    throw new Refused(409, 'SEAT_TAKEN', `Seat ${seat} is taken.`);
  const events = [{ type: 'PlayerJoined', data: { seat, name: String(body.name) } }];
  const command = seat === entry.match.seats.length - 1 ? { type: 'StartMatch' } : null;
  if (command) events.push(...entry.game.decide(command, entry.state));
  await append(entry, command, events, null, at);
  seats.set(tokenHash, { id, seat });
  return [201, { matchId: id, seat, token }];
}

async function act(id, request, body) {
  const seat = seatOf(request, id);
  const entry = entryOf(id);
  const { expectedVersion, ...rest } = body;
  const action = validateAction(entry.game.actionObjects, rest);
  if (expectedVersion !== entry.version)
    throw new Refused(409, 'VERSION_CONFLICT', `The match is at version ${entry.version}, not ${expectedVersion}.`);
  const command = { type: 'Act', seat, action };
  const events = decideIn(entry.game, command, entry.state);
  const at = new Date();
  const next = await append(entry, command, events, seat, at);
  const ended = statusOf(next) === 'finished';
  const receipt = signClaims(
    signer,
    RECEIPT_TYPE,
    { matchId: id, version: next.version, headHash: next.headHash, at: at.toISOString() },
    at,
  );
  return [
    200,
    {
      matchId: id,
      game: entry.game.id,
      version: next.version,
      events: events.map((event, i) =>
        Object.assign({ sequence: entry.version + i + 1 }, eventFor(entry.game, event, seat, next.state, ended), {
          seat,
          bot: null,
          botVersion: null,
          timeout: false,
        }),
      ),
      view: viewOf(next, seat),
      receipt,
    },
  ];
}

async function answer(request, body) {
  const [, first, id, part] = request.url.split('/');
  if (first !== 'matches') throw new Refused(404, 'NOT_FOUND', 'No such route.');
  if (request.method === 'POST' && id === undefined) return create(body);
  if (request.method === 'POST' && part === 'players') return join(id, body);
  if (request.method === 'POST' && part === 'actions') return act(id, request, body);
  if (request.method === 'GET' && part === 'view') return [200, viewOf(entryOf(id), seatOf(request, id))];
  if (request.method === 'GET' && part === undefined) {
    const entry = entryOf(id);
    return [
      200,
      { matchId: id, status: statusOf(entry), activeSeats: statusOf(entry) === 'active' ? entry.game.activeSeats(entry.state) : [] },
    ];
  }
  throw new Refused(404, 'NOT_FOUND', 'No such route.');
}

const server = http.createServer((request, response) => {
  const chunks = [];
  request.on('data', (c) => chunks.push(c));
  request.on('end', async () => {
    let status;
    let result;
    try {
      const text = Buffer.concat(chunks).toString('utf8');
      [status, result] = await answer(request, text ? JSON.parse(text) : {});
    } catch (error) {
      status = typeof error.status === 'number' ? error.status : error instanceof SyntaxError ? 400 : 500;
      result = { status, code: error.code ?? 'ERROR', detail: error.message };
    }
    response
      .writeHead(status, { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' })
      .end(JSON.stringify(result));
  });
});
const host = process.env.HOST || '127.0.0.1';
server.listen(Number(process.env.PORT || 0), host, () => console.log(`reference listening on http://${host}:${server.address().port}`));
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    server.closeAllConnections();
    server.close(() => pool.end().then(() => process.exit(0)));
  });
}
