// Generated from src/audit/cli.ts by packages/verifier/generate.mjs: edit the source and run it again.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
/**
 * The verifier's command line, shared by `npm run verify` (verify-cli.ts, with the engines) and the verifier
 * package (verify-standalone.ts, without): `<export.json> [--jwks <file|url>] [--receipt <file|JWS>]...
 * [--skip-signature]`. Prints one line per check; returns the exit code: 0 when nothing failed, 1 when something
 * did (a signed export without --jwks or --skip-signature included), 2 on a usage error or an unreadable input.
 */
export async function runVerifier(args, command, audit, out = console) {
    const usage = `usage: ${command} <export.json> [--jwks <jwks.json or https://host/.well-known/jwks.json>] [--receipt <file or JWS>]... [--skip-signature]`;
    let parsed;
    try {
        parsed = parseArgs({
            args,
            allowPositionals: true,
            options: { jwks: { type: 'string' }, receipt: { type: 'string', multiple: true }, 'skip-signature': { type: 'boolean' } },
        });
    }
    catch (error) {
        out.error(`${error.message}\n${usage}`);
        return 2;
    }
    const [file, ...extra] = parsed.positionals;
    if (!file || extra.length > 0) {
        out.error(usage);
        return 2;
    }
    const skipSignature = parsed.values['skip-signature'] === true;
    if (skipSignature && parsed.values.jwks) {
        out.error(`--skip-signature and --jwks contradict each other: give the key set to check the signature, or skip it.\n${usage}`);
        return 2;
    }
    let options;
    let input;
    try {
        const jwks = parsed.values.jwks ? await readJwks(parsed.values.jwks) : undefined;
        options = { jwks, receipts: (parsed.values.receipt ?? []).map(readReceipt), skipSignature };
        input = readFileSync(file);
    }
    catch (error) {
        out.error(`cannot read the input: ${error.message}`);
        return 2;
    }
    const report = await audit(input, options);
    for (const check of report.checks) {
        out.log(`${check.ok === true ? 'OK     ' : check.ok === false ? 'FAILED ' : 'SKIPPED'} ${check.check}: ${check.detail}`);
    }
    return report.ok ? 0 : 1;
}
async function readJwks(where) {
    let text;
    if (/^https?:\/\//.test(where)) {
        const response = await fetch(where);
        if (!response.ok)
            throw new Error(`${where} answered ${response.status}`);
        text = await response.text();
    }
    else
        text = readFileSync(where, 'utf8');
    const jwks = JSON.parse(text);
    if (!jwks || !Array.isArray(jwks.keys))
        throw new Error(`${where} is no key set: it has no "keys" array`);
    return jwks;
}
/** A receipt is given as the JWS itself or as a file holding it (or an action response with a `receipt`). */
function readReceipt(given) {
    if (/^[\w-]+\.[\w-]+\.[\w-]+$/.test(given))
        return given;
    const text = readFileSync(given, 'utf8').trim();
    return text.startsWith('{') ? String(JSON.parse(text).receipt) : text;
}
