import { SHARED_TERMS, type Term } from '../../core/vocabulary.js';

/**
 * The Schnapsen family's names (core/vocabulary.ts): the shared concepts by their shared names, and the
 * family's own concepts once, so that all three games name the same thing alike. Each game lists what it uses.
 */
export function shared(...concepts: string[]): Term[] {
  return concepts.map((concept) => {
    const term = SHARED_TERMS.find((t) => t.concept === concept);
    if (!term) throw new Error(`"${concept}" is not a shared concept.`);
    return term;
  });
}

/** The family's own concepts (German names for game concepts, English past tense for events, camelCase verbs). */
export const FAMILY_TERMS = {
  knockOnPack: {
    concept: 'knock-on-pack',
    meaning:
      'Instead of cutting, the seat right of the dealer knocks on the pack: the cards are dealt without packets (the Rufer gets three first).',
    action: 'knockOnPack',
    event: 'PackKnocked',
    german: 'Klopfen (statt Abheben)',
  },
  turnUpTrump: {
    concept: 'turn-up-trump',
    meaning: 'Instead of naming trump, the Rufer turns up one of his cards still to come; its suit is trump (recorded as TrumpCalled).',
    action: 'turnUpTrump',
    german: 'Trumpf aufdecken',
  },
  demandRedeal: {
    concept: 'demand-redeal',
    meaning: 'The Rufer holding three Unter as his first three cards has the cards shuffled and dealt again.',
    action: 'demandRedeal',
    event: 'RedealDemanded',
    german: 'Neu geben (drei Unter)',
  },
  secondPackets: {
    concept: 'second-packets',
    meaning: 'After the trump call every seat picks up the rest of its cards.',
    event: 'SecondPacketsDealt',
    german: 'Nachgeben',
  },
  contractSettled: {
    concept: 'contract-settled',
    meaning: 'The bidding is over: the contract played, its declarer and the sides (the Normal game if nobody bid).',
    event: 'ContractSettled',
    german: 'Spiel steht fest',
  },
  spritzen: {
    concept: 'double-spritzen',
    meaning: 'Doubling level 1 (x2), said by the side against the declarer.',
    action: 'spritzen',
    german: 'Spritzen (Flecken, Schießen)',
  },
  retour: {
    concept: 'double-retour',
    meaning: 'Doubling level 2 (x4), the declaring side answering a Spritzen.',
    action: 'retour',
    german: 'Retour (zurückgespritzt)',
  },
  re: {
    concept: 'double-re',
    meaning: 'The doubling level named Re: doubling once more after the other side doubled.',
    action: 're',
    german: 'Re',
  },
  cardsDrawn: {
    concept: 'cards-drawn',
    meaning: 'After a trick both players draw from the talon, the winner first.',
    event: 'CardsDrawn',
    german: 'Nachziehen, Kaufen',
  },
  playoffStarted: {
    concept: 'playoff-start',
    meaning: 'Two seats tied lowest at the end of a Bummerl play one deal of Schnapsen for two to decide who takes it.',
    event: 'PlayoffStarted',
    german: 'Ausspielen um den Bummerl',
  },
  playoffEvent: {
    concept: 'playoff-event',
    meaning: "An event of the play-off deal (named as in Schnapsen for two), wrapped with the match's seats for its two local seats.",
    event: 'PlayoffEvent',
    german: 'Zweierschnapsen (Stechen)',
  },
} as const satisfies Record<string, Term>;

/** The names Bauern- and Dreierschnapsen share: the shared concepts they use and the family's own. */
export const TABLE_TERMS: readonly Term[] = [
  ...shared(
    'match-start',
    'match-end',
    'forfeit',
    'deal',
    'deal-scored',
    'play-card',
    'trick',
    'bid',
    'pass',
    'double',
    'decline-double',
    'call-trump',
    'cut',
    'marriage',
    'bummerl',
  ),
  FAMILY_TERMS.knockOnPack,
  FAMILY_TERMS.turnUpTrump,
  FAMILY_TERMS.demandRedeal,
  FAMILY_TERMS.secondPackets,
  FAMILY_TERMS.contractSettled,
  FAMILY_TERMS.spritzen,
  FAMILY_TERMS.retour,
  FAMILY_TERMS.re,
];
