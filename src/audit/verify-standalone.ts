import { auditWith, withoutReplay } from './audit.js';
import { runVerifier } from './cli.js';

// The verifier package's command (packages/verifier): every check but the replay, which needs the engines and
// says so in its report. npx ./packages/verifier <export.json> [--jwks <file or URL>] [--receipt ...] [--skip-signature]
process.exitCode = await runVerifier(process.argv.slice(2), 'npx ./packages/verifier', (input, options) =>
  auditWith(input, options, withoutReplay),
);
