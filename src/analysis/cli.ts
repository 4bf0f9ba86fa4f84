import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { analyseMatch } from './analyse.js';
import { inputFromExportText } from './input.js';
import { renderAnalysis } from './render.js';

// npm run analyse -- <export.json>
// Prints the match's analysis exactly as GET /matches/{id}/analysis serves it (one line of JSON), from the export
// alone: exit 0; 2 on a usage error or an export that cannot be analysed (a running match's, a damaged one).
// Check the export first with npm run verify: the analysis trusts the events it is given.
const usage = 'usage: npm run analyse -- <export.json>';

let parsed;
try {
  parsed = parseArgs({ allowPositionals: true, options: {} });
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
const [file, ...extra] = parsed.positionals;
if (!file || extra.length > 0) {
  console.error(usage);
  process.exit(2);
}
try {
  process.stdout.write(renderAnalysis(analyseMatch(inputFromExportText(readFileSync(file, 'utf8')))) + '\n');
} catch (error) {
  console.error(`cannot analyse the export: ${(error as Error).message}`);
  process.exit(2);
}
