import { defaultBotName, isKindName } from '../../src/bots/names.js';
import type { Summary } from './api.js';
import { seatNumber } from './format.js';
import { lang } from './i18n.js';

// Bots are named by their seat (src/bots/names.ts), so three bots at one table are told apart everywhere; a bot of
// an older match, named by its kind only, gets its seat's name here.

const BOT_KINDS: Record<string, [de: string, en: string]> = {
  random: ['zufällig', 'random'],
  heuristic: ['einfach', 'simple'],
  strong: ['stark', 'strong'],
};

/** The bot's kind in the interface's language ("stark" / "strong"). */
export const botKind = (kind: string) => (BOT_KINDS[kind] ?? [kind, kind])[lang.get() === 'de' ? 0 : 1];

type SeatInfo = Pick<Summary['seats'][number], 'seat' | 'name' | 'bot'>;

/** A seat's name: the player's own, "Bot Sepp" for a bot, "Platz 3" for a seat nobody has taken. */
export function seatName(seats: readonly SeatInfo[], seat: number): string {
  const info = seats.find((s) => s.seat === seat);
  if (info?.bot && (info.name === null || isKindName(info.name))) return defaultBotName(seat);
  return info?.name ?? seatNumber(seat);
}

/** `seatName` bound to a match's seats. */
export const namer = (seats: readonly SeatInfo[]) => (seat: number) => seatName(seats, seat);
