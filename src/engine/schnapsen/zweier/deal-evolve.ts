import { suitOf, without, type Card } from '../../core/cards.js';
import { makeCard } from '../../core/cards.js';
import { upcastDealEvent } from './deal-legacy.js';
import { readDealOptions } from './deal-options.js';
import { other, type DealEventOf, type ZweierDeal, type ZweierDealEvent, type ZweierDealResult, type ZweierSeat } from './deal-types.js';
import { cloneJson } from '../../core/json.js';

/** The empty state of a deal before its cards are dealt. */
export function newZweierDeal(options: unknown): ZweierDeal {
  return {
    phase: 'waiting',
    options: readDealOptions(options),
    dealer: null,
    trump: null,
    trumpCard: null,
    talon: [],
    hands: [[], []],
    trick: [],
    turn: null,
    taken: [],
    marriages: [[], []],
    mustLead: null,
    closed: null,
    known: [[], []],
    dealt: null,
    result: null,
  };
}

const seatOr = (value: unknown, fallback: ZweierSeat): ZweierSeat => (value === 0 || value === 1 ? value : fallback);
const cards = (value: unknown): Card[] => (Array.isArray(value) ? [...(value as Card[])] : []);

function pair<T>(list: readonly [T, T], seat: ZweierSeat, value: T): [T, T] {
  return seat === 0 ? [value, list[1]] : [list[0], value];
}

/** Applies a fact of the deal. Never validates and never throws: decideInDeal has checked everything. */
export function evolveDeal(deal: ZweierDeal, old: ZweierDealEvent): ZweierDeal {
  const event = upcastDealEvent(old);
  switch (event?.type) {
    case 'DealDealt':
      return dealt(deal, event);
    case 'TrumpExchanged': {
      const seat = seatOr(event.data.seat, 0);
      const { unter, trumpCard } = event.data;
      const hand = deal.hands[seat].map((card) => (card === unter ? trumpCard : card));
      return {
        ...deal,
        hands: pair(deal.hands, seat, hand),
        trumpCard: unter,
        known: pair(deal.known, seat, [...deal.known[seat], trumpCard]),
      };
    }
    case 'TalonClosed':
      return { ...deal, closed: { ...event.data } };
    case 'MarriageDeclared': {
      const { seat, suit, points } = event.data;
      const s = seatOr(seat, 0);
      // Both cards were shown: they are known to be in his hand until played.
      const shown = [makeCard(suit, 'K'), makeCard(suit, 'O')].filter((card) => !deal.known[s].includes(card));
      return {
        ...deal,
        mustLead: suit,
        marriages: pair(deal.marriages, s, [...deal.marriages[s], { suit, points }]),
        known: pair(deal.known, s, [...deal.known[s], ...shown]),
      };
    }
    case 'CardPlayed': {
      const seat = seatOr(event.data.seat, 0);
      const { card } = event.data;
      return {
        ...deal,
        hands: pair(deal.hands, seat, without(deal.hands[seat], [card])),
        known: pair(deal.known, seat, without(deal.known[seat], [card])),
        trick: [...deal.trick, { seat, card }],
        mustLead: null,
        turn: deal.trick.length === 0 ? other(seat) : null,
      };
    }
    case 'TrickTaken': {
      const winner = seatOr(event.data.seat, 0);
      return { ...deal, taken: [...deal.taken, { plays: deal.trick.map((p) => ({ ...p })), winner }], trick: [], turn: winner };
    }
    case 'CardsDrawn':
      return drawn(deal, event);
    case 'OutClaimed':
      return { ...deal, turn: null };
    case 'DealScored':
      return { ...deal, phase: 'over', turn: null, mustLead: null, result: copyDealResult(resultPart(event.data)) };
    default:
      // An unknown event (from a newer rules version) changes nothing.
      return deal;
  }
}

function dealt(deal: ZweierDeal, event: DealEventOf<'DealDealt'>): ZweierDeal {
  const dealer = seatOr(event.data.dealer, 1);
  const hands: [Card[], Card[]] = [cards(event.data.hands?.[0]), cards(event.data.hands?.[1])];
  const talon = cards(event.data.talon);
  const trumpCard = event.data.trumpCard;
  return {
    ...newZweierDeal(deal.options),
    phase: 'playing',
    dealer,
    trump: typeof trumpCard === 'string' ? suitOf(trumpCard) : null,
    trumpCard,
    talon,
    hands,
    // The non-dealer leads the first trick.
    turn: other(dealer),
    dealt: { hands: [[...hands[0]], [...hands[1]]], trumpCard, talon: [...talon] },
  };
}

/** Winner first: the front face-down card; the other takes the next, or the trump card when it is the last one. */
function drawn(deal: ZweierDeal, event: DealEventOf<'CardsDrawn'>): ZweierDeal {
  let { talon, trumpCard, hands, known } = deal;
  for (const draw of event.data.draws ?? []) {
    const seat = seatOr(draw.seat, 0);
    if (draw.trumpCard) {
      if (trumpCard === null) continue;
      hands = pair(hands, seat, [...hands[seat], trumpCard]);
      known = pair(known, seat, [...known[seat], trumpCard]);
      trumpCard = null;
    } else if (talon.length > 0) {
      hands = pair(hands, seat, [...hands[seat], talon[0]]);
      talon = talon.slice(1);
    }
  }
  return { ...deal, talon, trumpCard, hands, known };
}

/** The deal's own result from a `DealScored` (a host such as the match of Schnapsen for two adds its summary). */
export function resultPart(data: ZweierDealResult): ZweierDealResult {
  const { winner, gamePoints, reason, summary, claim, closed, measuredAgainst, lastTrickBy, scores, dealt, remaining } = data;
  return { winner, gamePoints, reason, measuredAgainst, summary, claim, closed, lastTrickBy, scores, dealt, remaining };
}

export function copyDealResult(result: ZweierDealResult): ZweierDealResult {
  return cloneJson(result);
}
