/**
 * The service's vocabulary: every action and event name, once, with the concept it stands for.
 * A concept that more than one game knows has one name everywhere (SHARED_TERMS); a game's own concepts keep
 * their German names and are listed by the game (`Game.terms`). test/engine/vocabulary.spec.ts fails when a game
 * uses a name that is not listed, names a shared concept differently, or gives one name two meanings, and
 * docs/glossary.md carries the table `glossaryTable()` prints.
 */
export interface Term {
  /** A short id for the concept, e.g. "play-card". */
  concept: string;
  /** What it means, in one sentence. */
  meaning: string;
  /** The action a client sends for it, if a player does it. */
  action?: string;
  /** The event that records it, if one does. */
  event?: string;
  /** The German term(s). */
  german: string;
}

/** Concepts that more than one game family knows, and the one name each has everywhere. */
export const SHARED_TERMS: readonly Term[] = [
  { concept: 'match-start', meaning: 'The match starts once every seat is taken.', event: 'MatchStarted', german: 'Spielbeginn' },
  { concept: 'match-end', meaning: 'The match ends, with its winners.', event: 'MatchEnded', german: 'Spielende' },
  {
    concept: 'forfeit',
    meaning: 'A seat gives up the match (resigns, or its deadline passed under the forfeit rule).',
    event: 'Forfeited',
    german: 'Aufgeben',
  },
  { concept: 'deal', meaning: 'Cards are dealt for a new deal.', event: 'DealDealt', german: 'Geben, Austeilen' },
  {
    concept: 'deal-scored',
    meaning: 'A deal ends and is scored; its data starts with the shared deal summary.',
    event: 'DealScored',
    german: 'Abrechnung',
  },
  {
    concept: 'play-card',
    meaning: 'A seat plays a card to the trick.',
    action: 'playCard',
    event: 'CardPlayed',
    german: 'Ausspielen, Zugeben',
  },
  { concept: 'trick', meaning: 'A trick is complete and taken by its winner.', event: 'TrickTaken', german: 'Stich' },
  {
    concept: 'bid',
    meaning: 'In the auction, a seat claims the right to play (with a contract where the game names one).',
    action: 'bid',
    event: 'BidMade',
    german: 'Reizen, "Ich spiele", Ansagen',
  },
  { concept: 'pass', meaning: 'In the auction, a seat makes no bid.', action: 'pass', event: 'BidPassed', german: 'Passen, "Weiter"' },
  {
    concept: 'double',
    meaning:
      "A seat doubles the deal's stakes; the event's `name` gives the level's German name (each level is its own action, named after it).",
    event: 'Doubled',
    german: 'Klopfen, Stoß, Re, Supra, Resupra; Spritzen, Retour, Re',
  },
  {
    concept: 'decline-double',
    meaning: 'A seat the match asks whether to double does not.',
    action: 'declineDouble',
    event: 'DoublingDeclined',
    german: '"Gut", "Weiter"',
  },
  { concept: 'call-trump', meaning: 'A seat names the trump suit.', action: 'callTrump', event: 'TrumpCalled', german: 'Trumpf ansagen' },
  { concept: 'cut', meaning: 'A seat cuts the pack before the deal.', action: 'cut', event: 'PackCut', german: 'Abheben' },
  {
    concept: 'marriage',
    meaning: 'A seat shows König and Ober of a suit (20, or 40 in trumps).',
    action: 'declareMarriage',
    event: 'MarriageDeclared',
    german: 'Zwanziger, Vierziger ansagen',
  },
  {
    concept: 'close-talon',
    meaning: 'A seat closes the talon: strict play from then on.',
    action: 'closeTalon',
    event: 'TalonClosed',
    german: 'Zudrehen',
  },
  {
    concept: 'exchange-trump',
    meaning: 'A seat exchanges the trump Unter for the turned-up trump card.',
    action: 'exchangeTrump',
    event: 'TrumpExchanged',
    german: 'Austauschen',
  },
  {
    concept: 'claim-out',
    meaning: 'A seat claims to have reached the points that end the deal.',
    action: 'claimOut',
    event: 'OutClaimed',
    german: 'Abmelden, "Genug"',
  },
  { concept: 'bummerl', meaning: 'A Bummerl ends and is scored to the losing side.', event: 'BummerlScored', german: 'Bummerl' },
];

/**
 * Events the service writes into every match's stream around the game (src/audit/life.ts): in the hash chain and
 * the export, never seen by a game's `evolve`. No game may use these names.
 */
export const SERVICE_TERMS: readonly Term[] = [
  {
    concept: 'join',
    meaning: 'A seat is taken before the match starts: by a player (anonymous or registered), an invited player or a bot.',
    event: 'PlayerJoined',
    german: 'Platz nehmen',
  },
  {
    concept: 'leave',
    meaning: 'A seat taken before the match started is given up; it is free again.',
    event: 'PlayerLeft',
    german: 'Platz verlassen',
  },
  {
    concept: 'abort-vote',
    meaning:
      'Before a card is played, a seat proposes or agrees to end the match without a result (abort: true), or refuses (abort: false).',
    event: 'AbortVoted',
    german: 'Abbruch vorschlagen, zustimmen, ablehnen',
  },
  {
    concept: 'abort',
    meaning: 'Every seat a person holds agreed: the match ends without a result.',
    event: 'MatchAborted',
    german: 'Spielabbruch',
  },
];

/** Where the service's own terms appear in the glossary table. */
export const SERVICE_GAMES = 'every game (service)';

/** Every name of `terms` with the concept it stands for (action and event names share one namespace). */
export function namesOf(terms: readonly Term[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const term of terms) {
    if (term.action) names.set(term.action, term.concept);
    if (term.event) names.set(term.event, term.concept);
  }
  return names;
}

/** The glossary table for docs/glossary.md: concept, action, event, German, games (the service's own terms included). */
export function glossaryTable(games: readonly { id: string; terms: readonly Term[] }[]): string {
  const rows = new Map<string, { term: Term; games: string[] }>();
  for (const game of [...games, { id: SERVICE_GAMES, terms: SERVICE_TERMS }]) {
    for (const term of game.terms) {
      const row = rows.get(term.concept) ?? { term, games: [] };
      row.games.push(game.id);
      rows.set(term.concept, row);
    }
  }
  const lines = ['| concept | action | event | German | games | meaning |', '| --- | --- | --- | --- | --- | --- |'];
  for (const { term, games: ids } of [...rows.values()].sort((a, b) => a.term.concept.localeCompare(b.term.concept))) {
    const code = (name?: string) => (name ? '`' + name + '`' : '');
    lines.push(`| ${term.concept} | ${code(term.action)} | ${code(term.event)} | ${term.german} | ${ids.join(', ')} | ${term.meaning} |`);
  }
  return lines.join('\n');
}
