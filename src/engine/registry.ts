import type { Game } from './core/game.js';
import { schwimmen } from './schwimmen/index.js';

/** Every game the service hosts, by id. */
export const GAMES: Readonly<Record<string, Game>> = {
  [schwimmen.id]: schwimmen,
};

export function findGame(id: string): Game | undefined {
  return Object.hasOwn(GAMES, id) ? GAMES[id] : undefined;
}
