/** Seats are numbered 0..n-1 clockwise; the left neighbour of seat s is s + 1. */
export type Seat = number;

/** The next seat clockwise from `seat` that `inPlay` accepts (never `seat` itself unless it is the only one). */
export function nextSeat(seat: Seat, players: number, inPlay: (s: Seat) => boolean = () => true): Seat {
  for (let step = 1; step <= players; step++) {
    const candidate = (seat + step) % players;
    if (inPlay(candidate)) return candidate;
  }
  return seat;
}

/** Seats clockwise starting after `seat`, filtered by `inPlay`, ending with `seat` itself if it is in play. */
export function seatsAfter(seat: Seat, players: number, inPlay: (s: Seat) => boolean = () => true): Seat[] {
  const order: Seat[] = [];
  for (let step = 1; step <= players; step++) {
    const candidate = (seat + step) % players;
    if (inPlay(candidate)) order.push(candidate);
  }
  return order;
}
