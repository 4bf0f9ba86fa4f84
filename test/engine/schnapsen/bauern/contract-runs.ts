import { expect } from '@jest/globals';
import { suitOf, SUITS, type Card, type Suit } from '../../../../src/engine/core/cards.js';
import type { BauernState } from '../../../../src/engine/schnapsen/bauern/index.js';
import { chooser, playMatch, randomDeal, suitCards, unter, type Strategy } from './harness.js';

/** How to make deals where a contract can be declared, and the house rules that offer it. */
interface ContractRun {
  options: Record<string, unknown>;
  /** Preset for deal n (Rufer (n - 1) % 4: seat 3 deals first and the runs never redeal). */
  preset?: (pick: (n: number) => number, rufer: number) => { hands: Card[][] };
  strategy?: Partial<Strategy>;
}

const completeSuitOf = (hand: readonly Card[]): Suit | null =>
  SUITS.find((suit) => hand.filter((c) => suitOf(c) === suit).length === 5) ?? null;

const ALL_OPTIONS = { assenbettler: true, assBettler: true, dokta: true, schnapserZusammen: true, zehnergang: true, bauernloch: true };

export const RUNS: Record<string, ContractRun> = {
  normal: { options: {} },
  bettler: { options: { bettlerPartnerSitsOut: true } },
  assenbettler: { options: { assenbettler: true } },
  assBettler: { options: { assBettler: true, bettlerPartnerSitsOut: false } },
  blinderBettler: {
    options: { blinderBettler: true },
    preset: (pick, rufer) => {
      const three = unter().slice(0, 4);
      three.splice(pick(4), 1);
      const deal = randomDeal(pick, { seat: rufer, cards: three });
      return deal;
    },
  },
  dokta: { options: { dokta: true } },
  schnapser: { options: {} },
  schnapserZusammen: { options: { schnapserZusammen: true } },
  plauderer: { options: { plauderer: 'b' } },
  gang: { options: { ...ALL_OPTIONS, gangPrecedence: 'gang' } },
  zehnergang: { options: { zehnergang: true } },
  bauernschnapser: { options: {} },
  bauernloch: { options: { bauernloch: true } },
  kontraschnapser: { options: { herzrunde: true } },
  farbenringerl: {
    options: {},
    preset: (pick) => {
      const suit = SUITS[pick(4)];
      return randomDeal(pick, { seat: pick(4), cards: suitCards(suit) });
    },
    strategy: {
      // The Rufer names a suit that is not the complete one, so the Farbenringerl is possible.
      trumpFor: (state: BauernState) => {
        const full = state.pending.map((p, seat) => completeSuitOf([...state.hands[seat], ...p])).find((s) => s !== null) ?? null;
        return SUITS.find((s) => s !== full) ?? null;
      },
    },
  },
  kontrabauernschnapser: { options: { bummerl: 3 } },
  trumpfringerl: {
    options: { herzrunde: true },
    preset: (pick, rufer) => randomDeal(pick, { seat: rufer, cards: suitCards(SUITS[pick(4)]) }),
    strategy: { trumpFor: (state: BauernState) => suitOf(state.hands[state.rufer][0]) },
  },
  kontraHerrenbauer: {
    options: { blindTrump: true, kontraHerrenbauer: true },
    preset: (pick, rufer) => randomDeal(pick, { seat: (rufer + 1 + 2 * pick(2)) % 4, cards: suitCards('E') }),
    strategy: { blindSuit: 'E' },
  },
};

/**
 * Plays matches in which `contract` is bid whenever a seat may bid it, until `deals` deals of it were scored
 * (every fourth match with the deep leak checks), and checks every invariant on the way.
 */
export function runContract(contract: string, deals: number): void {
  const run = RUNS[contract];
  let played = 0;
  let total = 0;
  for (let match = 0; played < deals && match < 2000; match++) {
    const pick = chooser(match * 7919 + contract.length);
    const presets = run.preset ? Array.from({ length: 120 }, (_, i) => run.preset!(pick, i % 4)) : [];
    const strategy: Strategy = { target: contract === 'normal' ? null : contract, doubling: 0.3, otherBids: 0, ...run.strategy };
    const options = {
      bummerl: 3,
      ...run.options,
      softTricks: match % 3 === 0,
      cutOrKnock: match % 5 === 1,
      schnapserMitMann: match % 7 === 3,
    };
    const stats = playMatch(options, presets, `${contract}-${match}`, match, strategy, match % 4 === 0);
    played += stats.contracts[contract] ?? 0;
    total += stats.deals;
  }
  expect(played).toBeGreaterThanOrEqual(deals);
  expect(total).toBeGreaterThanOrEqual(deals);
}
