import { runVerifier } from './cli.js';
import { auditExport } from './verify.js';

// npm run verify -- <export.json> [--jwks <file or URL>] [--receipt <file or JWS>]... [--skip-signature]
// Every check of cli.ts and audit.ts, and the replay of every move with the engines (verify.ts).
process.exitCode = await runVerifier(process.argv.slice(2), 'npm run verify --', auditExport);
