import { SHARED_TERMS, type Term } from '../core/vocabulary.js';

const shared = (concept: string): Term => {
  const term = SHARED_TERMS.find((t) => t.concept === concept);
  if (!term) throw new Error(`"${concept}" is not a shared concept`);
  return term;
};

/**
 * Every action and event name Schwimmen uses (core/vocabulary.ts). Shared concepts keep their shared names;
 * the game's own concepts are Schwimmen's alone. Schwimmen's actions are English verbs (its German words are
 * taken elsewhere: "klopfen" is a Schafkopf doubling level, "schieben" Schafkopf's Schieberrunde), with the
 * German terms beside them.
 */
export const SCHWIMMEN_TERMS: readonly Term[] = [
  shared('match-start'),
  shared('match-end'),
  shared('forfeit'),
  shared('deal'),
  shared('deal-scored'),
  {
    concept: 'choose-packet',
    meaning: 'The dealer keeps the packet he looked at or lays it face up on the table and takes his other packet.',
    action: 'choosePacket',
    event: 'PacketChosen',
    german: 'Geber wählt (Päckchen behalten oder auflegen)',
  },
  {
    concept: 'swap-one',
    meaning: 'A seat swaps one hand card with one table card.',
    action: 'swapOne',
    event: 'CardSwapped',
    german: 'Eine Karte tauschen',
  },
  {
    concept: 'swap-all',
    meaning: 'A seat swaps all three hand cards with the three table cards.',
    action: 'swapAll',
    event: 'AllCardsSwapped',
    german: 'Alle drei tauschen',
  },
  {
    concept: 'pass-turn',
    meaning: 'A seat swaps nothing this turn (not an auction pass); a full round of them refreshes the table.',
    action: 'passTurn',
    event: 'TurnPassed',
    german: 'Schieben, "Weiter"',
  },
  {
    concept: 'knock-last-round',
    meaning: 'A seat swaps nothing and ends the deal: every other seat has one more turn, then the showdown.',
    action: 'knock',
    event: 'Knocked',
    german: 'Klopfen (Schwimmen)',
  },
  {
    concept: 'table-refresh',
    meaning: 'After a full round of passed turns the table cards are discarded and three come from the stock.',
    event: 'TableRefreshed',
    german: 'Neue Karten auflegen',
  },
  { concept: 'feuer', meaning: 'A seat holds three aces (Feuer): the deal ends at once.', event: 'FeuerShown', german: 'Feuer' },
  {
    concept: 'schnauz',
    meaning: 'A seat holds Schnauz (31: Ass, 10er and a picture card of one suit): the deal ends.',
    event: 'SchnauzShown',
    german: 'Schnauz',
  },
  {
    concept: 'life-lost',
    meaning: 'A seat with the lowest hand pays a life (Spielstein).',
    event: 'LifeLost',
    german: 'Einen Spielstein abgeben',
  },
  { concept: 'swim', meaning: 'A seat has lost its last life and plays on without one.', event: 'PlayerSwam', german: 'Schwimmen' },
  {
    concept: 'go-under',
    meaning: 'A swimming seat pays again and is out of the match.',
    event: 'PlayerEliminated',
    german: 'Absaufen, abgesoffen',
  },
];
