// Prints the table of settings for docs/operations.md (`npm run config-table`), from src/config.ts.
const { settingsTable } = await import('../src/config.ts');
console.log(settingsTable());
