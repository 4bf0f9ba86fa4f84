import { useEffect, useRef, useState } from 'preact/hooks';
import type { Play, Trick } from './scene.js';

/** How long a trick just taken stays on the table before the next one is drawn. */
export const HOLD_MS = 1500;

interface Held extends Trick {
  /** The deal the trick belongs to. */
  deal: number;
  /** Until when it is drawn even though the next trick has begun. */
  until: number;
}

const sameCards = (a: Play[], b: Play[]) => a.length === b.length && a.every((p) => b.some((q) => q.card === p.card));

/**
 * The trick just taken, kept on the table: bots play the rest of a trick and lead the next within a fraction of a
 * second, so the page would never show most tricks. The cards come from the match's stream (each card played, then
 * who took the trick) or, for the viewer's own last card, from the trick before the move.
 */
export function useHeldTrick() {
  const plays = useRef<Play[]>([]);
  const [held, setHeld] = useState<Held | null>(null);
  const [, setTick] = useState(0);

  useEffect(() => {
    if (!held) return;
    const wait = held.until - Date.now();
    if (wait <= 0) return;
    const timer = setTimeout(() => setTick((n) => n + 1), wait + 10);
    return () => clearTimeout(timer);
  }, [held]);

  const take = (trick: Play[], winner: number | null, deal: number) =>
    setHeld((old) =>
      old && sameCards(old.plays, trick) && old.deal === deal
        ? { ...old, winner: winner ?? old.winner }
        : { plays: trick, winner, deal, until: Date.now() + HOLD_MS },
    );

  return {
    /** The trick on the table when the stream begins. */
    seed(trick: Play[]) {
      plays.current = trick.map((p) => ({ ...p }));
    },
    /** An event of the match's stream, in order. */
    event(type: string, data: Record<string, unknown>, deal: number) {
      if (type === 'DealDealt') plays.current = [];
      if (type === 'CardPlayed' && typeof data.seat === 'number' && typeof data.card === 'string')
        plays.current = [...plays.current, { seat: data.seat, card: data.card }];
      if (type === 'TrickTaken') {
        const winner = typeof data.winner === 'number' ? data.winner : typeof data.seat === 'number' ? data.seat : null;
        const given = Array.isArray(data.plays) ? (data.plays as Play[]) : null;
        const cards = Array.isArray(data.cards) ? (data.cards as string[]) : null;
        const trick = given ?? plays.current;
        plays.current = [];
        if (trick.length > 0 && (!cards || cards.length === trick.length)) take(trick, winner, deal);
      }
    },
    /** The viewer's card completed the trick: `trick` is the trick with it. */
    own(trick: Play[], winner: number | null, deal: number) {
      take(trick, winner, deal);
    },
    /** What the middle of the table shows: the trick being played, else the one just taken. */
    shown(current: Play[], fromView: Trick | null, deal: number): { trick: Trick; holding: boolean } {
      const now = Date.now();
      if (held && now < held.until) return { trick: held, holding: true };
      if (current.length > 0) return { trick: { plays: current, winner: null }, holding: false };
      if (held && held.deal === deal) return { trick: held, holding: false };
      return { trick: fromView ?? { plays: [], winner: null }, holding: false };
    },
  };
}
