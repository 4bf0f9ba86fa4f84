import type { Game, PublishedGame } from './core/game.js';
import { schafkopf, schafkopfV1Rules } from './schafkopf/index.js';
import { schwimmen, schwimmenV1 } from './schwimmen/index.js';
import { bauernschnapsen, bauernschnapsenRulesV1 } from './schnapsen/bauern/index.js';
import { schnapsen, schnapsenRulesV1 } from './schnapsen/zweier/index.js';
import { dreierschnapsen, dreierschnapsenRules } from './schnapsen/dreier/index.js';
import { DEFAULT_LANGUAGE, type Language } from './core/language.js';

/**
 * The id of every game the service hosts. The service's tables of per-game facts (when play begins, what a record
 * counts, the bots) are keyed by `GameId`, so the compiler names each table a new game is still missing from
 * (docs/adding-a-game.md).
 */
export const GAME_IDS = ['schwimmen', 'bauernschnapsen', 'schafkopf', 'schnapsen', 'dreierschnapsen'] as const;
export type GameId = (typeof GAME_IDS)[number];

/** Whether `id` names a hosted game. */
export const isGameId = (id: string): id is GameId => (GAME_IDS as readonly string[]).includes(id);

/** A current game must publish its vocabulary and schemas under its own id (a programming error otherwise, found at start). */
function published(id: GameId, game: Game): PublishedGame {
  if (game.id !== id) throw new Error(`the game listed as ${id} calls itself ${game.id}`);
  if (!game.terms || !game.schemas) throw new Error(`${game.id} publishes no vocabulary or schemas`);
  return game as PublishedGame;
}

/** Every game the service hosts, by id, in the order GET /games lists them. */
export const GAMES: Readonly<Record<GameId, PublishedGame>> = {
  schwimmen: published('schwimmen', schwimmen as Game),
  bauernschnapsen: published('bauernschnapsen', bauernschnapsen as Game),
  schafkopf: published('schafkopf', schafkopf as Game),
  schnapsen: published('schnapsen', schnapsen as Game),
  dreierschnapsen: published('dreierschnapsen', dreierschnapsen as Game),
};

/**
 * Earlier rules versions still hosted, by game id and version: when a rule change would replay old streams
 * differently, the game's `rulesVersion` goes up and the previous engine moves here, so matches created under it
 * keep replaying (and verifying) exactly as they were played.
 * - dreierschnapsen 1: the Rufer of a Normal game may leave the talon and names no game after taking it
 *   (version 2 makes taking the talon and then naming a game the default, option noBidTalon).
 * - dreierschnapsen 2: version 3's rules under their own names, not the shared vocabulary (bid {withTalon}, pass after the talon and in
 *   the doubling round, announce, play, close, claim; BummerlEnded, RaisePassed ...); versions 1 and 2 record
 *   the old names, replayed through dreier/legacy.ts.
 * - schnapsen 1: its own names, not the shared vocabulary (play, announce, close, claim; MarriageAnnounced, MatchWon); the
 *   same rules, replayed through zweier/legacy.ts.
 * - bauernschnapsen 1: its own names, not the shared vocabulary (knock, blinderBettler, pass in the doubling round, announce,
 *   play; DoublingPassed, MarriageAnnounced, MatchWon); the same rules, replayed through bauern/legacy.ts.
 * - schafkopf 1: its own names, not the shared vocabulary (play/PlayDeclared, one pass for four decisions, double and
 *   stoss, announce, CardsDealt, DealScored without the deal summary); the rules are the same.
 * - schwimmen 1: its own names, not the shared vocabulary (pass/Passed, MatchWon, DealScored without the deal
 *   summary); the rules are the same.
 * A retired version decides in its own names (the verifier decides every recorded command again and compares the
 * events), while the current engine reads old events by upcasting them.
 */
const RETIRED: Readonly<Record<GameId, Readonly<Record<number, Game>>>> = {
  dreierschnapsen: { 1: dreierschnapsenRules(1), 2: dreierschnapsenRules(2) },
  schnapsen: { 1: schnapsenRulesV1 },
  bauernschnapsen: { 1: bauernschnapsenRulesV1 },
  schafkopf: { 1: schafkopfV1Rules },
  schwimmen: { 1: schwimmenV1 },
};

/** A game's title in `language`, or its id for a game the catalogue does not have. */
export function gameTitle(id: string, language: Language = DEFAULT_LANGUAGE): string {
  return findGame(id)?.titles[language] ?? id;
}

/** The game `id` in its current rules, or, with `rulesVersion`, exactly that version (undefined if not hosted). */
export function findGame(id: string, rulesVersion?: number): Game | undefined {
  if (!isGameId(id)) return undefined;
  const current = GAMES[id];
  if (rulesVersion === undefined || current.rulesVersion === rulesVersion) return current;
  return Object.hasOwn(RETIRED[id], rulesVersion) ? RETIRED[id][rulesVersion] : undefined;
}
