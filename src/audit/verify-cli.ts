import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { JSONWebKeySet } from 'jose';
import { auditExport } from './verify.js';

// npm run verify -- <export.json> [--jwks <file or URL>] [--receipt <file or JWS>]...
// Prints one line per check; exit 0 when nothing failed, 1 when something did, 2 on a usage error.
const usage = 'usage: npm run verify -- <export.json> [--jwks <jwks.json or https://host/.well-known/jwks.json>] [--receipt <file or JWS>]...';

let parsed;
try {
  parsed = parseArgs({ allowPositionals: true, options: { jwks: { type: 'string' }, receipt: { type: 'string', multiple: true } } });
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
const [file, ...extra] = parsed.positionals;
if (!file || extra.length > 0) {
  console.error(usage);
  process.exit(2);
}

async function readJwks(where: string): Promise<JSONWebKeySet> {
  const text = /^https?:\/\//.test(where) ? await (await fetch(where)).text() : readFileSync(where, 'utf8');
  return JSON.parse(text) as JSONWebKeySet;
}

/** A receipt is given as the JWS itself or as a file holding it (or an action response with a `receipt`). */
function readReceipt(given: string): string {
  if (/^[\w-]+\.[\w-]+\.[\w-]+$/.test(given)) return given;
  const text = readFileSync(given, 'utf8').trim();
  return text.startsWith('{') ? String((JSON.parse(text) as { receipt?: unknown }).receipt) : text;
}

try {
  const jwks = parsed.values.jwks ? await readJwks(parsed.values.jwks) : undefined;
  const receipts = (parsed.values.receipt ?? []).map(readReceipt);
  const report = await auditExport(readFileSync(file, 'utf8'), { jwks, receipts });
  for (const check of report.checks) {
    console.log(`${check.ok === true ? 'OK     ' : check.ok === false ? 'FAILED ' : 'SKIPPED'} ${check.check}: ${check.detail}`);
  }
  process.exit(report.ok ? 0 : 1);
} catch (error) {
  console.error(`cannot read the input: ${(error as Error).message}`);
  process.exit(2);
}
