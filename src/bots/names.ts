// Bots are named by their seat, so that three bots at one table are told apart wherever they are named: in the
// seats, in the service's sentences and on the web client's table.

const FIRST_NAMES = ['Sepp', 'Resi', 'Wastl', 'Vroni', 'Girgl', 'Kathl'];

/** The name a bot seated without one gets: "Bot Sepp" on seat 0, "Bot Resi" on seat 1, ... */
export const defaultBotName = (seat: number): string => `Bot ${FIRST_NAMES[seat % FIRST_NAMES.length]}`;

/** The default name bots got before they were named by seat ("Bot (heuristic)"), still held by older matches. */
export const isKindName = (name: string): boolean => /^Bot \((random|heuristic|strong)\)$/.test(name);
