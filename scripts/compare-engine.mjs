/**
 * Engine equivalence check for speed work: plays the same seeded matches with two builds of the engine (two `dist`
 * directories, e.g. a copy of the old build and the new one) and compares, step by step, everything a client or
 * the audit can see: the command's events or its error (code and message), the state after every event, every
 * event redacted for every viewer, every seat's legal actions, every viewer's view, the active seats, the outcome,
 * the standings, and the replay of the whole stream. An optimisation must leave all of it byte-for-byte alike.
 *
 *   cp -r dist /tmp/engine-old-dist              (before the change, after `npx tsc -p tsconfig.build.json`)
 *   ...change, build again...
 *   node scripts/compare-engine.mjs /tmp/engine-old-dist dist [dealsPerConfig=300]
 *
 * Every current game is played with its default options, Schafkopf also under ten sets of house rules (and its
 * rules version 1). Moves are chosen by a seeded generator: mostly the first legal action, sometimes a random one,
 * now and then an optional action of any seat (Stoß, the vote), an illegal or malformed command, or a forfeit.
 * Each step is reduced to a SHA-1 of its JSON; on the first difference the step is printed in full from both builds.
 * Exit code 0 when both builds agree, 1 otherwise. Engine-only: no database, no HTTP.
 */
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [, , distA, distB, dealsArg] = process.argv;
if (!distA || !distB) {
  console.error('usage: node scripts/compare-engine.mjs <distA> <distB> [dealsPerConfig]');
  process.exit(2);
}
const DEALS = Number(dealsArg ?? 300);

const SCHAFKOPF_RULES = [
  {},
  {
    doubling: 'everyone',
    stossMax: 4,
    hochzeit: true,
    hochzeitOpen: true,
    geier: true,
    farbwenz: true,
    farbgeier: true,
    bettel: true,
    tout: true,
  },
  { steigern: true, allPass: 'muss', farbwenz: true, farbgeier: true, geier: true, tout: true, stossUntil: 'firstTrick' },
  { allPass: 'ramsch', doubling: 'exceptDealer', renonce: true, stockShared: true },
  { allPass: 'stockDouble', schieberrunde: 2, stockSolo: true, deals: 20 },
  { pack: 'short', allPass: 'redealDouble', hochzeit: true, deals: null },
  { allPass: 'stock', renonce: true, schieberrunde: 4, bettel: true, firstDealer: 1 },
  { wenz: false, hochzeit: true, allPass: 'ramsch', stossMax: 2 },
  { wenz: false, schieberrunde: 3, doubling: 'everyone', hochzeit: true, allPass: 'muss' },
  { wenz: false, schieberrunde: 1, tout: true, renonce: true, pack: 'short' },
];

const BAD_ACTIONS = [
  { type: 'nonsense' },
  { type: 'playCard', card: 'EA' },
  { type: 'playCard', card: 'XX' },
  { type: 'nameGame', game: 'solo', suit: 'H' },
  { type: 'nameGame', game: 'rufspiel', call: 'GA' },
  { type: 'nameGame', game: 'rufspiel', call: 'HA' },
  { type: 'nameGame', game: 'wenz', target: 71 },
  { type: 'giveCard', card: 'SA' },
  { type: 'push', cards: ['EA', 'EA'] },
  { type: 'stoss' },
  { type: 're' },
  { type: 'klopfen' },
  { type: 'bid' },
  { type: 'pass' },
  null,
  7,
  { type: 'play', card: 'E7' },
];

function rng(seed) {
  let x = seed >>> 0;
  return (n) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return (x >>> 8) % n;
  };
}

const errorOf = (e) => (e && e.code ? { code: e.code, message: e.message, name: e.name } : { thrown: String(e) });

/** Plays every configuration with the build in `dist`; returns one hash per step, or the detail of step `detail`. */
async function trace(dist, detail = -1) {
  const base = pathToFileURL(resolve(dist)).href;
  const { GAMES, findGame } = await import(`${base}/engine/registry.js`);
  const { resolveOptions } = await import(`${base}/engine/core/options.js`);
  const configs = [];
  for (const game of Object.values(GAMES)) {
    if (game.id === 'schafkopf') for (const rules of SCHAFKOPF_RULES) configs.push({ game, rules });
    else configs.push({ game, rules: {} });
  }
  for (const rules of [SCHAFKOPF_RULES[0], SCHAFKOPF_RULES[1]]) configs.push({ game: findGame('schafkopf', 1), rules });

  const steps = [];
  const details = [];
  let hash;
  const put = (label, value) => {
    let text;
    try {
      text = JSON.stringify(value);
    } catch (e) {
      text = `!${e}`;
    }
    hash.update(`${label}\0${text ?? 'undefined'}\n`);
    if (steps.length === detail) details.push(`${label} ${text}`);
  };
  const close = (where) => steps.push({ hash: hash.digest('hex').slice(0, 16), where });

  for (const [index, { game, rules }] of configs.entries()) {
    const random = rng(1000 + index);
    const players = game.players.min === game.players.max ? game.players.min : Math.min(game.players.max, Math.max(game.players.min, 4));
    const viewers = [...Array.from({ length: players }, (_, seat) => seat), 'spectator'];
    let deals = 0;
    let match = 0;
    while (deals < DEALS) {
      const setup = { players, options: resolveOptions(game.options, rules), seed: `cmp-${game.id}-${index}-${match++}`, presets: [] };
      const where = `${game.id} v${game.rulesVersion} rules ${JSON.stringify(rules)} match ${match - 1}`;
      let state = game.initialState(setup);
      const stream = [];
      const run = (command) => {
        hash = createHash('sha1');
        put('command', command);
        let events = null;
        try {
          events = game.decide(command, state);
        } catch (e) {
          put('error', errorOf(e));
        }
        for (const event of events ?? []) {
          state = game.evolve(state, event);
          stream.push(event);
          put('state', state);
          for (const viewer of viewers) put('redact', game.redact(event, viewer, state));
          if (event.type === 'DealScored') deals++;
        }
        put('events', events);
        for (let seat = 0; seat < players; seat++) put('legal', game.legalActions(state, seat));
        for (const viewer of viewers) put('view', game.view(state, viewer));
        put('active', game.activeSeats(state));
        put('outcome', game.outcome(state));
        put('standings', game.standings(state));
        close(where);
      };
      run({ type: 'StartMatch' });
      run({ type: 'StartMatch' });
      for (let guard = 0; !game.outcome(state) && deals < DEALS && guard < 5000; guard++) {
        const roll = random(100);
        if (roll < 6) {
          const seat = random(players + 1);
          const others = seat < players ? game.legalActions(state, (seat + 1) % players) : [];
          const bad = [...BAD_ACTIONS, ...others];
          run({ type: 'Act', seat, action: bad[random(bad.length)] });
          continue;
        }
        if (roll === 6 && random(200) === 0) {
          run({ type: 'Forfeit', seat: random(players) });
          continue;
        }
        let seat;
        let actions;
        if (roll < 10) {
          seat = random(players);
          actions = game.legalActions(state, seat);
          if (actions.length === 0) continue;
        } else {
          const active = game.activeSeats(state);
          seat = active[random(Math.max(1, active.length))];
          if (seat === undefined) break;
          actions = game.legalActions(state, seat).filter((a) => a.type !== 'voteEnd' || random(50) === 0);
          if (actions.length === 0) actions = game.legalActions(state, seat);
        }
        const action = index % 2 === 0 && random(3) > 0 ? actions[0] : actions[random(actions.length)];
        run({ type: 'Act', seat, action });
      }
      hash = createHash('sha1');
      put(
        'replay',
        stream.reduce((s, event) => game.evolve(s, event), game.initialState(setup)),
      );
      close(`${where} (replay)`);
    }
  }
  return detail >= 0 ? details : steps;
}

const a = await trace(distA);
const b = await trace(distB);
const length = Math.max(a.length, b.length);
const first = Array.from({ length }, (_, i) => i).find((i) => a[i]?.hash !== b[i]?.hash);
if (first === undefined) {
  console.log(`The builds agree: ${a.length} steps compared (${DEALS} deals per configuration).`);
  process.exit(0);
}
console.log(`First difference at step ${first} of ${length}: ${a[first]?.where ?? b[first]?.where}`);
const [detailA, detailB] = [await trace(distA, first), await trace(distB, first)];
for (let i = 0; i < Math.max(detailA.length, detailB.length); i++) {
  if (detailA[i] !== detailB[i]) console.log(`A: ${detailA[i]}\nB: ${detailB[i]}`);
}
process.exit(1);
