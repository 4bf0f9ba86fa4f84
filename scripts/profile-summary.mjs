/**
 * Sums a .cpuprofile's self time by function, by file and by package, and prints the largest shares:
 * `node scripts/profile-summary.mjs <file-or-folder> [top]` (a folder: every .cpuprofile in it, together).
 * "package" is the node_modules package of a frame, `src/<folder>` for the service's own code, or V8's kind
 * ((garbage collector), (program), (idle), node: built-ins).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const [target, topArg] = process.argv.slice(2);
const TOP = Number(topArg || 30);
const files = statSync(target).isDirectory()
  ? readdirSync(target)
      .filter((f) => f.endsWith('.cpuprofile'))
      .map((f) => path.join(target, f))
  : [target];

const byFunction = new Map();
const byFile = new Map();
const byPackage = new Map();
let total = 0;
let idle = 0;
const add = (map, key, us) => map.set(key, (map.get(key) ?? 0) + us);

function packageOf(url, name) {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith('node:')) return 'node:' + url.slice(5).split('/')[0];
  const dist = url.match(/\/(?:dist[^/]*|src)\/([^/]+)\//);
  if (dist) return `src/${dist[1]}`;
  return url.replace(/^file:\/\//, '');
}

for (const file of files) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  for (let i = 0; i < profile.samples.length; i++) add(self, profile.samples[i], profile.timeDeltas[i] ?? 0);
  for (const [id, us] of self) {
    const { callFrame: f } = nodes.get(id);
    if (f.functionName === '(idle)') {
      idle += us;
      continue;
    }
    total += us;
    const short = f.url ? f.url.replace(/^.*\/(node_modules|dist[^/]*|src)\//, '$1/') : '';
    add(byFunction, `${f.functionName || '(anonymous)'} ${short}:${f.lineNumber + 1}`, us);
    add(byFile, short || f.functionName, us);
    add(byPackage, packageOf(f.url, f.functionName), us);
  }
}

const print = (title, map) => {
  console.log(`\n${title}`);
  for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
    console.log(`${((100 * us) / total).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(7)} ms  ${key}`);
  }
};
console.log(`${files.length} profile(s): ${(total / 1000).toFixed(0)} ms busy, ${(idle / 1000).toFixed(0)} ms idle`);
print('By package', byPackage);
print('By file', byFile);
print('By function', byFunction);

/**
 * The same time by what the work is for (the first rule that matches a sample's stack, leaf first, wins), so a
 * request's cost can be attributed: e.g. a socket write under pg's query is "socket writes".
 */
const CATEGORIES = [
  [
    'start-up (module loading, document)',
    (f) => /compileSourceTextModule|wrapSafe|internalModuleStat|createDocument|createApp|openFileHandle/.test(f.functionName),
  ],
  [
    'socket writes (syscalls: responses, queries, log)',
    (f) => /^(writev|writeBuffer|writeUtf8String|writeLatin1String)$/.test(f.functionName),
  ],
  ['garbage collection', (f) => f.functionName === '(garbage collector)'],
  ['Ed25519 receipt', (f) => /signReceipt|signClaims/.test(f.functionName)],
  ['hash chain (HMAC, canonical JSON)', (f) => /chainEvents|eventHash|hmacHex|canonicalJson/.test(f.functionName)],
  ['sentences (Content-Language)', (f) => /sentences\.js/.test(f.url) || /lastDealOf|withSentences/.test(f.functionName)],
  ['request log line', (f) => /json-logger|request-context/.test(f.url)],
  ['Prisma', (f) => /@prisma|wasm:/.test(f.url)],
  ['pg driver (protocol, pool)', (f) => /node_modules\/pg/.test(f.url)],
  ['JSON serialization of answers', (f) => f.functionName === 'serialize' && /fastify/.test(f.url)],
  ['engine (decide, evolve, view, legal actions)', (f) => /\/engine\//.test(f.url)],
  [
    'service code (store, access, notifier, matches)',
    (f) => /\/(matches|persistence|bus|audit|keys|http|ops)\//.test(f.url) && !/node_modules/.test(f.url),
  ],
  ['Nest pipeline', (f) => /@nestjs|class-validator|class-transformer|rxjs/.test(f.url)],
  ['Fastify, find-my-way, body parsing', (f) => /fastify|find-my-way|light-my-request|avvio/.test(f.url)],
  ['Node HTTP (parser, headers)', (f) => /_http_|HTTPParser|parser/.test(f.url + f.functionName)],
];
if (process.env.CATEGORIES !== '0') {
  const byCategory = new Map();
  let sum = 0;
  for (const file of files) {
    const profile = JSON.parse(readFileSync(file, 'utf8'));
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const self = new Map();
    for (let i = 0; i < profile.samples.length; i++) add(self, profile.samples[i], profile.timeDeltas[i] ?? 0);
    for (const [id, us] of self) {
      if (nodes.get(id).callFrame.functionName === '(idle)') continue;
      sum += us;
      let category = 'other (Node internals, microtasks, program)';
      outer: for (const [name, test] of CATEGORIES) {
        for (let cur = id; cur; cur = parent.get(cur))
          if (test(nodes.get(cur).callFrame)) {
            category = name;
            break outer;
          }
      }
      add(byCategory, category, us);
    }
  }
  console.log('\nBy purpose (first matching rule on the stack)');
  for (const [key, us] of [...byCategory].sort((a, b) => b[1] - a[1]))
    console.log(`${((100 * us) / sum).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(7)} ms  ${key}`);
}
