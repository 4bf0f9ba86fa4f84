import { rankOf, suitOf, SUITS, type Card, type Suit } from '../../core/cards.js';

/**
 * Every contract of the Schnapsen family for three and four players (docs/rules-decisions.md#bauernschnapsen-catalogue
 * and docs/rules-decisions.md#dreierschnapsen-contracts). One id per contract; the per-game differences live in the records below.
 */
export const CONTRACT_IDS = [
  'normal',
  'bettler',
  'assenbettler',
  'assBettler',
  'blinderBettler',
  'dokta',
  'schnapser',
  'schnapserZusammen',
  'plauderer',
  'gang',
  'zehnergang',
  'bauernschnapser',
  'bauernloch',
  'kontraschnapser',
  'farbenringerl',
  'kontrabauernschnapser',
  'trumpfringerl',
  'kontraHerrenbauer',
] as const;
export type ContractId = (typeof CONTRACT_IDS)[number];

export const isContractId = (value: unknown): value is ContractId => (CONTRACT_IDS as readonly unknown[]).includes(value);

/**
 * Who may declare, relative to the Rufer (the trump caller, left of the dealer):
 * rufer: only he; ruferSide: he or his partner (3 players: only he); ruferPartner: only his partner;
 * ruferOpponents: anyone not on his side; anyone.
 */
export type DeclarerRule = 'rufer' | 'ruferSide' | 'ruferPartner' | 'ruferOpponents' | 'anyone';

/**
 * What the declaring side must achieve:
 * - normal: first side to 66 (cards + counted 20/40), else the last trick; worth 1/2/3;
 * - noTricks: the declarer takes no trick (Bettler family);
 * - allTricks: every trick goes to the declarer (`by: 'declarer'`) or to his side (`'side'`, Dokta);
 * - schnapser: 66 within the first `shortTricks` tricks, every one of them taken by the declarer (or his side);
 * - layDown: cannot be lost; settled at once by laying the cards down (Farbenringerl with 5 cards).
 */
export type Goal =
  | { kind: 'normal' }
  | { kind: 'noTricks' }
  | { kind: 'allTricks'; by: 'declarer' | 'side' }
  | { kind: 'schnapser'; by: 'declarer' | 'side' }
  | { kind: 'layDown' };

/** What the declarer must hold to declare. */
export type Requirement =
  | 'holdsAss' // Ass-Bettler: at least one Ass
  | 'allOfNonTrumpSuit' // Farbenringerl: all five cards of a suit that is not trump
  | 'allTrumps' // Trumpfringerl / Herrenschnapser / Kontra-Herrenbauer: all five trumps
  | 'threeUnter'; // Blinder Bettler: three Unter in the first packet, declared before seeing the rest

export interface ContractRecord {
  id: ContractId;
  /** The German name as the table gives it. */
  name: string;
  /** Game points; 0 for the Normal game, worth 1/2/3 by the losers' count. */
  value: number;
  declarers: DeclarerRule;
  /** Who plays the first card: the Rufer (Vorhand) or the declarer. */
  leader: 'rufer' | 'declarer';
  /** Does the called trump count? */
  trump: boolean;
  /** Ass below the Unter (Zehner- and Assen-contracts). */
  assLow: boolean;
  goal: Goal;
  /** Are 20/40 announced? Only where points decide. */
  marriages: boolean;
  requirement: Requirement | null;
  /** Bettler family: the declarer plays alone, his partner may sit out (an option). */
  bettlerFamily: boolean;
  /** Plauderer: cards are opened (which ones is an option). */
  plauderer: boolean;
  /** Kontra-Herrenbauer: never worth more than the points the Bummerl still needs (docs/rules-decisions.md#schnapsen-family-capped-contracts). */
  cappedToBummerl: boolean;
  /** Enabled unless the table's options switch it off (docs/rules-decisions.md#bauernschnapsen-default-catalogue). */
  enabledByDefault: boolean;
}

const base = (record: Partial<ContractRecord> & Pick<ContractRecord, 'id' | 'name' | 'value' | 'goal'>): ContractRecord => ({
  declarers: 'anyone',
  leader: 'declarer',
  trump: true,
  assLow: false,
  marriages: false,
  requirement: null,
  bettlerFamily: false,
  plauderer: false,
  cappedToBummerl: false,
  enabledByDefault: false,
  ...record,
});

const bettler = (record: Partial<ContractRecord> & Pick<ContractRecord, 'id' | 'name' | 'value'>): ContractRecord =>
  base({ trump: false, goal: { kind: 'noTricks' }, bettlerFamily: true, ...record });

/** Bauernschnapsen's contracts and values (docs/rules-decisions.md#bauernschnapsen-catalogue; docs/bauernschnapsen.md). */
export const BAUERN_CONTRACTS: Readonly<Record<ContractId, ContractRecord>> = {
  normal: base({
    id: 'normal',
    name: 'Normales Spiel',
    value: 0,
    declarers: 'rufer',
    leader: 'rufer',
    goal: { kind: 'normal' },
    marriages: true,
    enabledByDefault: true,
  }),
  bettler: bettler({ id: 'bettler', name: 'Bettler', value: 4, enabledByDefault: true }),
  assenbettler: bettler({ id: 'assenbettler', name: 'Assenbettler', value: 5, assLow: true }),
  assBettler: bettler({ id: 'assBettler', name: 'Ass-Bettler', value: 5, requirement: 'holdsAss' }),
  blinderBettler: bettler({ id: 'blinderBettler', name: 'Blinder Bettler', value: 5, declarers: 'rufer', requirement: 'threeUnter' }),
  dokta: base({ id: 'dokta', name: 'Dokta', value: 5, declarers: 'rufer', leader: 'rufer', goal: { kind: 'allTricks', by: 'side' } }),
  schnapser: base({
    id: 'schnapser',
    name: 'Schnapser',
    value: 6,
    declarers: 'rufer',
    leader: 'rufer',
    goal: { kind: 'schnapser', by: 'declarer' },
    marriages: true,
    enabledByDefault: true,
  }),
  schnapserZusammen: base({
    id: 'schnapserZusammen',
    name: 'Schnapser zusammen',
    value: 6,
    declarers: 'ruferPartner',
    leader: 'rufer',
    goal: { kind: 'schnapser', by: 'side' },
    marriages: true,
  }),
  plauderer: bettler({ id: 'plauderer', name: 'Plauderer', value: 7, plauderer: true }),
  gang: base({ id: 'gang', name: 'Gang', value: 9, trump: false, goal: { kind: 'allTricks', by: 'declarer' }, enabledByDefault: true }),
  zehnergang: base({
    id: 'zehnergang',
    name: 'Zehnergang',
    value: 10,
    trump: false,
    assLow: true,
    goal: { kind: 'allTricks', by: 'declarer' },
  }),
  bauernschnapser: base({
    id: 'bauernschnapser',
    name: 'Bauernschnapser',
    value: 12,
    declarers: 'ruferSide',
    goal: { kind: 'allTricks', by: 'declarer' },
    enabledByDefault: true,
  }),
  bauernloch: base({
    id: 'bauernloch',
    name: 'Bauernloch',
    value: 12,
    declarers: 'rufer',
    leader: 'rufer',
    assLow: true,
    goal: { kind: 'allTricks', by: 'declarer' },
  }),
  kontraschnapser: base({
    id: 'kontraschnapser',
    name: 'Kontraschnapser',
    value: 12,
    declarers: 'ruferOpponents',
    leader: 'rufer',
    goal: { kind: 'schnapser', by: 'declarer' },
    marriages: true,
    enabledByDefault: true,
  }),
  farbenringerl: base({
    id: 'farbenringerl',
    name: 'Farbenringerl',
    value: 18,
    trump: false,
    goal: { kind: 'layDown' },
    requirement: 'allOfNonTrumpSuit',
    enabledByDefault: true,
  }),
  kontrabauernschnapser: base({
    id: 'kontrabauernschnapser',
    name: 'Kontrabauernschnapser',
    value: 24,
    declarers: 'ruferOpponents',
    leader: 'rufer',
    goal: { kind: 'allTricks', by: 'declarer' },
    enabledByDefault: true,
  }),
  trumpfringerl: base({
    id: 'trumpfringerl',
    name: 'Trumpfringerl',
    value: 24,
    declarers: 'rufer',
    leader: 'rufer',
    goal: { kind: 'layDown' },
    requirement: 'allTrumps',
    enabledByDefault: true,
  }),
  kontraHerrenbauer: base({
    id: 'kontraHerrenbauer',
    name: 'Kontra-Herrenbauer',
    value: 48,
    declarers: 'ruferOpponents',
    leader: 'rufer',
    goal: { kind: 'layDown' },
    requirement: 'allTrumps',
    cappedToBummerl: true,
  }),
};

/**
 * Dreierschnapsen (docs/rules-decisions.md#dreierschnapsen-contracts): the same contracts, except that
 * Farbenring and Herrenschnapser are played out over six tricks (the sixth card can lose them) and the
 * Schnapser takes four tricks (`GameShape.shortTricks`). The declarer always plays alone.
 */
export const DREIER_CONTRACTS: Readonly<Record<ContractId, ContractRecord>> = {
  ...BAUERN_CONTRACTS,
  farbenringerl: { ...BAUERN_CONTRACTS.farbenringerl, name: 'Farbenring', goal: { kind: 'allTricks', by: 'declarer' } },
  trumpfringerl: { ...BAUERN_CONTRACTS.trumpfringerl, name: 'Herrenschnapser', goal: { kind: 'allTricks', by: 'declarer' } },
  // Not part of the three-player texts.
  blinderBettler: { ...BAUERN_CONTRACTS.blinderBettler, enabledByDefault: false },
  kontraHerrenbauer: { ...BAUERN_CONTRACTS.kontraHerrenbauer, enabledByDefault: false },
};

/** The shape of one game of the family: hand size (= tricks per deal) and the Schnapser's trick limit. */
export interface GameShape {
  handSize: 5 | 6;
  /** Bauernschnapsen 3 (66 with the first three tricks), Dreierschnapsen 4. */
  shortTricks: 3 | 4;
  /** true: partners opposite (4 players); false: each for himself, the declarer alone against the others. */
  partners: boolean;
}

export const BAUERN_SHAPE: GameShape = { handSize: 5, shortTricks: 3, partners: true };
export const DREIER_SHAPE: GameShape = { handSize: 6, shortTricks: 4, partners: false };

/**
 * Bid ranking: by value; a bid must rank strictly higher than the standing one, so among equal values the
 * earlier bidder keeps the contract. `gangPrecedence: 'gang'` is the regional rule where a Gang beats a
 * Zehnergang (docs/rules-decisions.md#bauernschnapsen-zehnergang).
 */
export type GangPrecedence = 'value' | 'gang';

export function contractRank(record: ContractRecord, gangPrecedence: GangPrecedence = 'value'): number {
  if (record.id === 'gang' && gangPrecedence === 'gang') return 10.5;
  return record.value;
}

/** Does `candidate` outrank `standing` (null: nothing bid yet, the Normal game)? */
export function outranks(candidate: ContractRecord, standing: ContractRecord | null, gangPrecedence: GangPrecedence = 'value'): boolean {
  const current = standing === null ? 0 : contractRank(standing, gangPrecedence);
  return contractRank(candidate, gangPrecedence) > current;
}

/** The suits whose five cards the hand holds (Farbenringerl / Trumpfringerl requirements). */
export function completeSuits(hand: readonly Card[]): Suit[] {
  return SUITS.filter((suit) => hand.filter((card) => suitOf(card) === suit).length === 5);
}

/**
 * Why `hand` may not declare a contract with this requirement, or null if it may. `firstPacket` is the
 * declarer's first three cards (Blinder Bettler).
 */
export function requirementUnmet(
  requirement: Requirement | null,
  hand: readonly Card[],
  trump: Suit | null,
  firstPacket: readonly Card[],
): string | null {
  switch (requirement) {
    case null:
      return null;
    case 'holdsAss':
      return hand.some((card) => rankOf(card) === 'A') ? null : 'An Ass-Bettler needs at least one Ass in the hand.';
    case 'allOfNonTrumpSuit':
      return completeSuits(hand).some((suit) => suit !== trump)
        ? null
        : 'A Farbenringerl needs all five cards of one suit that is not trump.';
    case 'allTrumps':
      return trump !== null && completeSuits(hand).includes(trump) ? null : 'This contract needs all five trumps in the hand.';
    case 'threeUnter':
      return firstPacket.length === 3 && firstPacket.every((card) => rankOf(card) === 'U')
        ? null
        : 'A Blinder Bettler needs three Unter as the first three cards.';
  }
}

/** Who may declare: `partnerOf` is null without partners (Dreierschnapsen). */
export function declarerAllowed(rule: DeclarerRule, seat: number, rufer: number, partnerOf: (seat: number) => number | null): boolean {
  const ruferPartner = partnerOf(rufer);
  switch (rule) {
    case 'anyone':
      return true;
    case 'rufer':
      return seat === rufer;
    case 'ruferSide':
      return seat === rufer || seat === ruferPartner;
    case 'ruferPartner':
      return ruferPartner !== null && seat === ruferPartner;
    case 'ruferOpponents':
      return seat !== rufer && seat !== ruferPartner;
  }
}
