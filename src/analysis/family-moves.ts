import type { Card, Suit } from '../engine/core/cards.js';
import type { Seat } from '../engine/core/seats.js';
import { bit, indexOf, KING, OBER, suitIndex } from '../bots/strong/schnapsen-family/cards.js';
import { marriageWith, rulesOf, valueAfterMarriage, type Position, type Rules } from '../bots/strong/schnapsen-family/rules.js';
import { Solver, type TranspositionTable } from '../bots/strong/schnapsen-family/solver.js';
import { afterPlainLead, positionOfPlay, type FamilyDeal } from './family-value.js';

/** A move of the trick play of Bauern- and Dreierschnapsen: a card, or a 20/40 announced before leading one of its pair. */
export type FamilyPlay = { type: 'playCard'; card: Card } | { type: 'declareMarriage'; suit: Suit };

/**
 * Every legal move of the seat on turn valued with every hand open, as the solver's value for the declaring side
 * (Normal game: +-1/2/3; other contracts: +1 made, -1 lost; fractions where the budget ran out and the solver
 * estimated). A card that could announce a 20/40 but is led plainly is valued without it (the solver itself
 * always announces, which never costs its side anything); a 20/40 is worth the better of leading its König or
 * Ober after it. Exact when every search stayed within `nodes` positions.
 */
export function familyValues(
  deal: FamilyDeal,
  moves: readonly FamilyPlay[],
  nodes: number,
  table: TranspositionTable,
): { values: number[]; exact: boolean } {
  const terms = deal.terms!;
  const rules = rulesOf(terms, deal.players);
  const p = positionOfPlay(deal.play!, rules);
  const seat = p.turn;
  const hand = p.hands[seat];
  const leading = p.trickCards.length === 0 && p.mustLead < 0;
  let exact = true;
  const run = (search: (solver: Solver) => number[]): number[] => {
    const solver = new Solver(rules, nodes, table);
    const values = search(solver);
    if (solver.nodes > nodes) exact = false;
    return values;
  };
  const announces = (card: number) => leading && marriageWith(rules, hand, card) > 0;
  const plain = moves.flatMap((m) => (m.type === 'playCard' && !announces(indexOf(m.card)) ? [indexOf(m.card)] : []));
  const plainValues = plain.length === 0 ? [] : run((solver) => solver.values(p, plain));
  const maximising = rules.declaring[seat];
  const values = moves.map((move) => {
    if (move.type === 'playCard') {
      const card = indexOf(move.card);
      if (!announces(card)) return plainValues[plain.indexOf(card)];
      return run((solver) => [solver.solve(afterPlainLead(p, rules, card))])[0];
    }
    return marriageValue(p, rules, seat, suitIndex(move.suit), maximising, run);
  });
  return { values, exact };
}

/** The 20/40 announced, then the better of its König and Ober led (or the deal decided by it at once). */
function marriageValue(
  p: Position,
  rules: Rules,
  seat: Seat,
  suit: number,
  maximising: boolean,
  run: (search: (solver: Solver) => number[]) => number[],
): number {
  const king = 5 * suit + KING;
  const points = marriageWith(rules, p.hands[seat], king);
  const group = rules.group[seat];
  const after: Position = { ...p, declared: [p.declared[0], p.declared[1]], mustLead: suit };
  after.declared[group] += points;
  const decided = valueAfterMarriage(rules, after, group);
  if (!Number.isNaN(decided)) return decided;
  const pair = [king, 5 * suit + OBER].filter((card) => (p.hands[seat] & bit(card)) !== 0);
  const values = run((solver) => solver.values(after, pair));
  return maximising ? Math.max(...values) : Math.min(...values);
}
