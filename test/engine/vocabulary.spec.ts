import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import type { PublishedGame as Game } from '../../src/engine/core/game.js';
import { SERVICE_TERMS, SHARED_TERMS, glossaryTable, namesOf, type Term } from '../../src/engine/core/vocabulary.js';
import { SERVICE_EVENT_TYPES } from '../../src/audit/life.js';
import { GAMES } from '../../src/engine/registry.js';
import { playRandomMatch } from '../support/random-match.js';

const games = Object.values(GAMES);
const termsOf = (game: Game): readonly Term[] => game.terms;

/** The action and event names a game uses: its action schemas, and the events of a few random matches. */
function namesUsed(game: Game): { actions: Set<string>; events: Set<string> } {
  const events = new Set<string>();
  for (let seed = 1; seed <= 6; seed++) {
    const players = game.players.min + (seed % (game.players.max - game.players.min + 1));
    for (const event of playRandomMatch(game, players, seed, 1500).events) events.add(event.type);
  }
  events.add('Forfeited');
  return { actions: new Set(game.actions.map((action) => action.type)), events };
}

describe('one vocabulary across games (docs/glossary.md)', () => {
  const shared = namesOf(SHARED_TERMS);

  it.each(games.map((game) => [game.id, game] as const))('%s lists every action and event name it uses', (_id, game) => {
    const listed = namesOf(termsOf(game));
    const { actions, events } = namesUsed(game);
    for (const term of termsOf(game)) {
      if (term.action) expect({ name: term.action, isAction: actions.has(term.action) }).toEqual({ name: term.action, isAction: true });
    }
    for (const name of [...actions, ...events]) expect({ name, listed: listed.has(name) }).toEqual({ name, listed: true });
  });

  it.each(games.map((game) => [game.id, game] as const))('%s names every shared concept by its shared name', (_id, game) => {
    const sharedByConcept = new Map(SHARED_TERMS.map((term) => [term.concept, term]));
    for (const term of termsOf(game)) {
      const common = sharedByConcept.get(term.concept);
      if (common)
        expect({ concept: term.concept, action: term.action, event: term.event }).toEqual({
          concept: term.concept,
          action: common.action,
          event: common.event,
        });
      else
        for (const name of [term.action, term.event])
          if (name) expect({ name, shared: shared.get(name) }).toEqual({ name, shared: undefined });
    }
  });

  it('gives no name two meanings, within a game or across games', () => {
    const meaning = new Map<string, string>();
    for (const game of games) {
      for (const [name, concept] of namesOf(termsOf(game))) {
        expect({ name, concept: meaning.get(name) ?? concept }).toEqual({ name, concept });
        meaning.set(name, concept);
      }
    }
  });

  it("lists the service's own events, which no game uses", () => {
    expect(SERVICE_TERMS.map((term) => term.event).sort()).toEqual([...SERVICE_EVENT_TYPES].sort());
    const service = namesOf(SERVICE_TERMS);
    for (const game of games)
      for (const name of namesOf(termsOf(game)).keys()) expect({ name, service: service.has(name) }).toEqual({ name, service: false });
  });

  it('is written down in docs/glossary.md', () => {
    const table = glossaryTable(games.map((game) => ({ id: game.id, terms: termsOf(game) })));
    expect(readFileSync(new URL('../../docs/glossary.md', import.meta.url), 'utf8')).toContain(table);
  });
});
