/** Who took which seat, as the match's own events record it (`PlayerJoined` and `PlayerLeft`, written by the service). */
export interface SeatHolder {
  seat: number;
  /** Display name; null while the seat is free. */
  name: string | null;
  /** The registered player (joined with an API key); null for an anonymous seat token or a bot. */
  playerId: string | null;
  /** The server-side bot playing the seat. */
  bot: string | null;
  /** The seat was reserved for this player by the creator's invitation. */
  invited: boolean;
  /** When the seat was taken (the event's time). */
  joinedAt: string | null;
}

/** A seat was taken: the data of a `PlayerJoined` event. */
export interface PlayerJoinedData {
  seat: number;
  name: string;
  playerId?: string;
  bot?: string;
  invited?: true;
}

const emptySeat = (seat: number): SeatHolder => ({ seat, name: null, playerId: null, bot: null, invited: false, joinedAt: null });

/** The seat holders after `events`, seat by seat: a seat left before the match started is free again. */
export function seatHolders(seats: number, events: readonly { type: string; data: unknown; at: string }[]): SeatHolder[] {
  const holders: SeatHolder[] = Array.from({ length: seats }, (_, seat) => emptySeat(seat));
  for (const event of events) {
    if (event.type === 'PlayerLeft') {
      const { seat } = event.data as { seat: number };
      if (holders[seat]) holders[seat] = emptySeat(seat);
      continue;
    }
    if (event.type !== 'PlayerJoined') continue;
    const data = event.data as PlayerJoinedData;
    if (!holders[data.seat]) continue;
    holders[data.seat] = {
      seat: data.seat,
      name: data.name,
      playerId: data.playerId ?? null,
      bot: data.bot ?? null,
      invited: data.invited === true,
      joinedAt: event.at,
    };
  }
  return holders;
}
