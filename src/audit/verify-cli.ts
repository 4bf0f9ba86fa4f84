import { readFileSync } from 'node:fs';
import { verifyExport } from './verify.js';

// npm run verify -- <export.json>: exit 0 when the export verifies, 1 when it does not, 2 on a usage error.
const file = process.argv[2];
if (!file) {
  console.error('usage: npm run verify -- <export.json>');
  process.exit(2);
}
const verdict = verifyExport(readFileSync(file, 'utf8'));
if (verdict.ok) {
  console.log(`OK: match ${verdict.matchId} (${verdict.game}), ${verdict.events} events, head ${verdict.headHash}. ${verdict.summary}`);
} else {
  const where = verdict.event ? `event ${verdict.event.sequence} (${verdict.event.type})` : 'the export';
  console.log(`FAILED at ${where}: ${verdict.reason}`);
  process.exit(1);
}
