import { words } from './cards.js';
import { money, nameList } from './format.js';
import { t } from './i18n.js';
import { schafkopfOrder, schnapsenOrder, schwimmenOrder, type CardOrder } from './order.js';
import { bummerlToGo, lives, schafkopfContract, statusWord, toTwentyFour, type Play, type Scene, type Trick } from './scene.js';
import { contractName } from './words.js';

// The scene of a replayed state (GET /matches/{id}/state, once the match is over): every hand open. The internal
// states differ per game; each reader below takes what the table shows and nothing else.

type Loose = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Names = (seat: number) => string;

const cardsOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((c): c is string => typeof c === 'string') : []);
const playsOf = (value: unknown): Play[] =>
  Array.isArray(value) ? (value as Play[]).filter((p) => p && typeof p.seat === 'number' && typeof p.card === 'string') : [];
const trickOf = (value: Loose | null | undefined): Trick | null =>
  value && Array.isArray(value.plays)
    ? { plays: playsOf(value.plays), winner: typeof value.winner === 'number' ? value.winner : null }
    : null;

interface Parts {
  hands: unknown[];
  trick: unknown;
  lastTrick: Loose | null | undefined;
  dealer: number | null;
  score: (seat: number) => string;
  order: CardOrder;
  facts: string[];
  standings?: string[];
  status?: (seat: number) => string | null;
  tableCards?: string[];
  talon?: Scene['talon'];
}

function scene(game: string, seats: number, parts: Parts): Scene {
  const trick = playsOf(parts.trick);
  return {
    game,
    seats: Array.from({ length: seats }, (_, seat) => {
      const hand = cardsOf(parts.hands[seat]);
      return {
        seat,
        cardCount: hand.length,
        open: hand,
        score: parts.score(seat),
        deal: [],
        tags: parts.dealer === seat ? [t('dealer')] : [],
        status: parts.status?.(seat) ?? null,
      };
    }),
    trick,
    lastTrick: trick.length === 0 ? trickOf(parts.lastTrick) : null,
    tableCards: parts.tableCards ?? [],
    talon: parts.talon ?? null,
    facts: parts.facts,
    standings: parts.standings ?? [],
    order: parts.order,
  };
}

/** The table at one step of an ended match. */
export function sceneOfState(game: string, seats: number, s: Loose, names: Names): Scene | null {
  const trumpLine = (suit: unknown) => (typeof suit === 'string' ? [`${t('trump')}: ${words(suit)}`] : []);
  switch (game) {
    case 'schafkopf': {
      const contract = s.contract as Loose | null;
      const facts = contract ? [schafkopfContract(contract as never, names)] : [];
      if (Array.isArray(s.stoss) && s.stoss.length > 0)
        facts.push(s.stoss.map((x: Loose, i: number) => `${['Stoß', 'Re', 'Supra', 'Resupra'][i]}: ${names(x.seat)}`).join(' · '));
      return scene(game, seats, {
        hands: s.hands ?? [],
        trick: s.trick,
        lastTrick: s.lastTrick,
        dealer: s.dealer ?? null,
        score: (seat) => money(s.ledger?.[seat] ?? 0),
        order: schafkopfOrder(contract?.game ?? null, contract?.suit ?? null),
        facts,
      });
    }
    case 'schwimmen':
      return scene(game, seats, {
        hands: s.hands ?? [],
        trick: [],
        lastTrick: null,
        dealer: s.dealer ?? null,
        score: (seat) => lives(s.lives?.[seat] ?? 0),
        status: (seat) => statusWord(s.status?.[seat] ?? 'playing'),
        order: schwimmenOrder,
        facts: [],
        tableCards: cardsOf(s.table),
      });
    case 'schnapsen': {
      const deal = (s.deal ?? {}) as Loose;
      return scene(game, seats, {
        hands: deal.hands ?? [],
        trick: deal.trick,
        lastTrick: Array.isArray(deal.taken) ? deal.taken.at(-1) : null,
        dealer: deal.dealer ?? null,
        score: (seat) => bummerlToGo(s.needed?.[seat] ?? 7),
        order: schnapsenOrder(deal.trump),
        facts: trumpLine(deal.trump),
        talon:
          deal.trumpCard || (deal.talon?.length ?? 0) > 0
            ? { trumpCard: deal.trumpCard ?? null, count: (deal.talon?.length ?? 0) + (deal.trumpCard ? 1 : 0) }
            : null,
      });
    }
    case 'bauernschnapsen': {
      const play = s.play as Loose | null;
      const contract = s.terms?.contract as Loose | undefined;
      const sides = s.terms?.sides as Loose | undefined;
      const scores = (s.bummerl?.scores ?? [0, 0]) as number[];
      const teams = [
        [0, 2],
        [1, 3],
      ];
      const facts = trumpLine(s.trump);
      if (contract && sides) facts.push(`${contractName(contract.id)}: ${nameList((sides.declaring as number[]).map(names))}`);
      return scene(game, seats, {
        hands: play?.hands ?? s.hands ?? [],
        trick: play?.trick,
        lastTrick: play?.tricks?.at(-1),
        dealer: s.dealer ?? null,
        score: (seat) => toTwentyFour(scores[seat % 2] ?? 0, scores[seat % 2] ?? 0, false),
        order: schnapsenOrder(s.trump, contract?.trump ?? true, contract?.assLow ?? false),
        facts,
        standings: teams.map((team, i) => `${nameList(team.map(names))}: ${toTwentyFour(scores[i] ?? 0, scores[i] ?? 0, false)}`),
      });
    }
    case 'dreierschnapsen': {
      const deal = (s.deal ?? {}) as Loose;
      const play = deal.play as Loose | null;
      const settled = deal.settled as Loose | null;
      const scores = (s.score?.scores ?? []) as number[];
      const facts = trumpLine(deal.trump);
      if (settled) facts.push(`${contractName(settled.contract)}: ${names(settled.declarer)}`);
      return scene(game, seats, {
        hands: play?.hands ?? deal.hands ?? [],
        trick: play?.trick,
        lastTrick: play?.tricks?.at(-1),
        dealer: deal.dealer ?? s.dealer ?? null,
        score: (seat) => toTwentyFour(scores[seat] ?? 0, scores[seat] ?? 0, false),
        order: schnapsenOrder(deal.trump),
        facts,
      });
    }
    default:
      return null;
  }
}
