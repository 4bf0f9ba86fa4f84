// Prints the glossary table for docs/glossary.md (`npm run glossary`), from every game's terms.
const { GAMES } = await import('../src/engine/registry.ts');
const { glossaryTable } = await import('../src/engine/core/vocabulary.ts');
console.log(glossaryTable(Object.values(GAMES).map((game) => ({ id: game.id, terms: game.terms }))));
