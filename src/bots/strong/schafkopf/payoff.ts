import type { SchafkopfView } from '../../../engine/schafkopf/index.js';
import { GAMES } from '../../../engine/schafkopf/rules/games.js';
import { packOf } from '../../../engine/schafkopf/rules/options.js';
import { laufende, laufendeThreshold } from '../../../engine/schafkopf/rules/scoring.js';
import { cardsOf } from './cards.js';
import type { Knowledge } from './knowledge.js';

/** Ramsch: this many more Augen are reckoned to cost one loser's payment (the search there only counts Augen). */
const RAMSCH_POINTS_PER_PAYMENT = 30;

/**
 * The cents the seat gets for a deal that ends with the solver's value `v` (solver.ts: the counted side's Augen,
 * 121 for every trick, -1 for none), as rules/scoring.ts pays it: won or lost by the target (Tout: every trick;
 * Bettel: no trick), Schneider and Schwarz, the Laufende of these start hands, the view's doublings, three shares
 * for a soloist, and a Stock. `side` is the declaring side of this deal (in a Ramsch: the seat itself).
 */
export function payoffFor(
  k: Knowledge,
  view: SchafkopfView,
  startHands: readonly number[],
  side: readonly boolean[],
): (v: number) => number {
  const { contract } = k;
  const { options } = view;
  const record = GAMES[contract.game];
  const multiplier = view.multiplier;
  const seat = k.seat;
  if (record.kind === 'ramsch') {
    const unit = options.tariffRamsch * multiplier;
    // A Durchmarsch (value -1) wins from all three; otherwise more Augen make a loss likelier.
    return (v) => (v < 0 ? 3 * unit : (-v / RAMSCH_POINTS_PER_PAYMENT) * unit);
  }
  const declarer = contract.declarer ?? 0;
  let items = options[record.tariff];
  if (record.laufende !== 'none') {
    const seats = new Set([0, 1, 2, 3].filter((s) => side[s]));
    const count = laufende(contract.game, contract.suit, packOf(options), startHands.map(cardsOf), seats);
    if (count >= laufendeThreshold(contract.game, options)) items += count * options.tariffBonus;
  }
  const plain = !record.tout && !record.bettel && contract.game !== 'sie';
  const mine = side[seat] ? 1 : -1;
  const partners = [0, 1, 2, 3].filter((s) => side[s]);
  const stockTakers = options.stockShared && partners.length > 1 ? partners : [declarer];
  const stockShare =
    view.stock > 0 && (record.kind === 'partner' || options.stockSolo) && stockTakers.includes(seat) ? view.stock / stockTakers.length : 0;
  return (v) => {
    let won: boolean;
    let bonus = 0;
    if (contract.game === 'sie') won = true;
    else if (record.tout) won = v > 120;
    else if (record.bettel) won = v < 0;
    else {
      const points = Math.max(0, Math.min(120, v));
      won = points >= contract.target;
      if (won ? points >= 91 : points <= 30) bonus += options.tariffBonus;
      if (won ? v > 120 : v < 0) bonus += options.tariffBonus;
    }
    const value = (items + (plain ? bonus : 0)) * multiplier;
    const sign = won ? 1 : -1;
    const game = record.kind === 'partner' ? mine * sign * value : seat === declarer ? 3 * sign * value : -sign * value;
    return game + sign * stockShare;
  };
}
