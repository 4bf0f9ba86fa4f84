// The order a player holds his cards in: trumps first in their order, then the other suits, each from the top.
// Only presentation: which cards may be played always comes from the service's legal actions.

const SUIT_ORDER = ['E', 'G', 'H', 'S'];
const suitOf = (card: string) => card[0];
const rankOf = (card: string) => card.slice(1);

/** What decides the order: the trump cards in their order (highest first) and the rank order of the other cards. */
export interface CardOrder {
  trumps: string[];
  ranks: string[];
}

const cards = (suits: string[], ranks: string[]) => ranks.flatMap((rank) => suits.map((suit) => `${suit}${rank}`));
const suitRun = (suit: string | null | undefined, ranks: string[]) => (suit ? ranks.map((rank) => `${suit}${rank}`) : []);

/** Schafkopf: the trumps of the game in force (as a Rufspiel while none is fixed yet). */
export function schafkopfOrder(game: string | null | undefined, suit: string | null | undefined): CardOrder {
  const plain = ['A', '10', 'K', 'O', 'U', '9', '8', '7'];
  const ober = cards(SUIT_ORDER, ['O']);
  const unter = cards(SUIT_ORDER, ['U']);
  switch (game) {
    case 'bettel':
      return { trumps: [], ranks: ['A', 'K', 'O', 'U', '10', '9', '8', '7'] };
    case 'wenz':
    case 'wenzTout':
      return { trumps: unter, ranks: plain };
    case 'farbwenz':
    case 'farbwenzTout':
      return { trumps: [...unter, ...suitRun(suit, ['A', '10', 'K', 'O', '9', '8', '7'])], ranks: plain };
    case 'geier':
    case 'geierTout':
      return { trumps: ober, ranks: plain };
    case 'farbgeier':
    case 'farbgeierTout':
      return { trumps: [...ober, ...suitRun(suit, ['A', '10', 'K', 'U', '9', '8', '7'])], ranks: plain };
    case 'solo':
    case 'soloTout':
    case 'sie':
      return { trumps: [...ober, ...unter, ...suitRun(suit ?? 'H', ['A', '10', 'K', '9', '8', '7'])], ranks: plain };
    default:
      return { trumps: [...ober, ...unter, ...suitRun('H', ['A', '10', 'K', '9', '8', '7'])], ranks: plain };
  }
}

/** The Schnapsen games: the trump suit first (when trump counts), Ass low in the Zehner- and Assen-contracts. */
export function schnapsenOrder(trump: string | null | undefined, trumpCounts = true, assLow = false): CardOrder {
  const ranks = assLow ? ['10', 'K', 'O', 'U', 'A'] : ['A', '10', 'K', 'O', 'U'];
  return { trumps: trumpCounts ? suitRun(trump, ranks) : [], ranks };
}

/** Schwimmen: by suit, the cards worth most first. */
export const schwimmenOrder: CardOrder = { trumps: [], ranks: ['A', '10', 'K', 'O', 'U', '9', '8', '7', '6'] };

/** The cards in the order: trumps by their rank, then suit by suit (Eichel, Gras, Herz, Schellen), each from the top. */
export function sortCards(hand: readonly string[], order: CardOrder): string[] {
  const key = (card: string): number => {
    const trump = order.trumps.indexOf(card);
    if (trump >= 0) return trump;
    const rank = order.ranks.indexOf(rankOf(card));
    return 100 + SUIT_ORDER.indexOf(suitOf(card)) * 20 + (rank < 0 ? 19 : rank);
  };
  return [...hand].sort((a, b) => key(a) - key(b));
}
