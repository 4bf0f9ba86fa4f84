import type { BauernState } from './types.js';

/**
 * The state with some fields replaced, as `{ ...state, ...changes }` would give it, copied field by field: V8
 * (Node 20) spreads an object of this size several times slower, and evolve makes a new state per event (the
 * same as Schafkopf's state.ts).
 */
export function change(state: BauernState, changes: Partial<BauernState>): BauernState {
  return Object.assign(copyOf(state), changes);
}

/** Every field, in the order initialState makes them (a missing one fails to compile). */
function copyOf(s: BauernState): BauernState {
  return {
    phase: s.phase,
    players: s.players,
    options: s.options,
    seed: s.seed,
    presets: s.presets,
    deal: s.deal,
    dealer: s.dealer,
    rufer: s.rufer,
    hands: s.hands,
    pending: s.pending,
    firstPacket: s.firstPacket,
    ritual: s.ritual,
    trump: s.trump,
    turnedUp: s.turnedUp,
    bummerlTrump: s.bummerlTrump,
    bidding: s.bidding,
    terms: s.terms,
    play: s.play,
    doubling: s.doubling,
    bummerl: s.bummerl,
    bummerlNumber: s.bummerlNumber,
    marks: s.marks,
    bummerlResults: s.bummerlResults,
    lastDeal: s.lastDeal,
    turn: s.turn,
    winners: s.winners,
    forfeitedBy: s.forfeitedBy,
  };
}
