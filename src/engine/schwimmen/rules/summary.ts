import type { Seat } from '../../core/seats.js';
import type { DealEndReason, DealScoredData, Showdown } from '../types.js';

const ENDED_BY: Readonly<Record<DealEndReason, string>> = {
  knock: 'Showdown after a knock',
  feuer: 'Feuer (three aces) ends the deal',
  schnauz: 'Schnauz (31) ends the deal',
  stockExhausted: 'Showdown: a round of passes and too few cards left in the stock',
};

const seatList = (seats: readonly Seat[]): string =>
  seats.length === 1 ? `seat ${seats[0]}` : `seats ${seats.slice(0, -1).join(', ')} and ${seats[seats.length - 1]}`;

/**
 * DealScored's data for a showdown: the shared deal summary, then the showdown itself. `swimming(seat)` says
 * whether the seat had no lives left when the deal ended. Every payer with a life loses one (-1); a swimmer
 * who pays goes under (abgesoffen: out, his score stays 0); when everyone left is a swimmer who pays, nobody
 * goes under and they share the match (docs/schwimmen.md). The winners of the deal are the seats in play that
 * do not pay.
 */
export function summarize(dealNumber: number, showdown: Showdown, swimming: (seat: Seat) => boolean): DealScoredData {
  const { reason, hands, values, payers } = showdown;
  const inPlay = hands.flatMap((hand, seat) => (hand === null ? [] : [seat]));
  const allSink = inPlay.every((seat) => payers.includes(seat) && swimming(seat));
  const valueOf = (seat: Seat) => values[seat] ?? 0;
  const items = payers.map((seat) =>
    allSink
      ? { label: `Seat ${seat}: lowest hand (${valueOf(seat)}) while swimming, as is everyone left: nobody goes under`, value: 0 }
      : swimming(seat)
        ? { label: `Seat ${seat}: lowest hand (${valueOf(seat)}) while swimming: goes under (abgesoffen)`, value: 0 }
        : { label: `Seat ${seat}: lowest hand (${valueOf(seat)}): loses a life`, value: -1 },
  );
  const losing = payers.filter((seat) => !allSink && !swimming(seat));
  const sinking = payers.filter((seat) => !allSink && swimming(seat));
  const clauses = allSink
    ? [`${seatList(payers)}, all swimming, would all go under at once: they share the win`]
    : [
        ...(losing.length > 0 ? [`${seatList(losing)} ${losing.length === 1 ? 'loses a life' : 'lose a life each'}`] : []),
        ...(sinking.length > 0
          ? [`${seatList(sinking)} ${sinking.length === 1 ? 'was' : 'were'} swimming and ${sinking.length === 1 ? 'goes' : 'go'} under`]
          : []),
      ];
  return {
    dealNumber,
    winners: inPlay.filter((seat) => !payers.includes(seat)),
    summary: `${ENDED_BY[reason]}: ${clauses.join('; ')}.`,
    items,
    changes: hands.map((_, seat) => ({ seat, delta: losing.includes(seat) ? -1 : 0 })),
    reason,
    hands: hands.map((hand) => (hand ? [...hand] : null)),
    values: [...values],
    payers: [...payers],
  };
}
