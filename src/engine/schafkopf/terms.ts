import { SHARED_TERMS, type Term } from '../core/vocabulary.js';

const shared = (concept: string): Term => {
  const term = SHARED_TERMS.find((t) => t.concept === concept);
  if (!term) throw new Error(`"${concept}" is not a shared concept.`);
  return term;
};

/**
 * Every action and event name Schafkopf uses (core/vocabulary.ts): the shared concepts under their shared names,
 * then Schafkopf's own. Each doubling level is its own action; all of them are recorded as the shared `Doubled`
 * with the level's German `name` (Klopfen; Stoß, Re, Supra, Resupra).
 */
export const SCHAFKOPF_TERMS: readonly Term[] = [
  shared('match-start'),
  shared('match-end'),
  shared('forfeit'),
  shared('deal'),
  shared('deal-scored'),
  shared('play-card'),
  shared('trick'),
  shared('bid'),
  shared('pass'),
  shared('double'),
  shared('decline-double'),
  {
    concept: 'double-klopfen',
    meaning: 'Right after the first half of the cards, a seat doubles the deal (each Klopfen on its own); recorded as Doubled "Klopfen".',
    action: 'klopfen',
    german: 'Klopfen, Doppeln',
  },
  {
    concept: 'double-stoss',
    meaning: 'A defender doubles the game once it is fixed; recorded as Doubled "Stoß" (level 1).',
    action: 'stoss',
    german: 'Stoß, Kontra',
  },
  // The same concept as the Schnapsen family's Re (level 2 here, after a Stoß; level 3 there, after a Retour).
  {
    concept: 'double-re',
    meaning: 'The doubling level named Re: doubling once more after the other side doubled.',
    action: 're',
    german: 'Re',
  },
  {
    concept: 'double-supra',
    meaning: 'The defenders answer a Re (level 3); recorded as Doubled "Supra".',
    action: 'supra',
    german: 'Supra',
  },
  {
    concept: 'double-resupra',
    meaning: 'The declaring side answers a Supra (level 4); recorded as Doubled "Resupra".',
    action: 'resupra',
    german: 'Resupra',
  },
  {
    concept: 'offer-hochzeit',
    meaning: 'A seat holding exactly one trump offers a Hochzeit instead of "Weiter".',
    action: 'offerHochzeit',
    event: 'HochzeitOffered',
    german: 'Hochzeit anbieten',
  },
  {
    concept: 'muss-spiel',
    meaning: 'All said "Weiter": the holder of the Eichel-Ober must play a Rufspiel.',
    event: 'MussSpielRequired',
    german: 'Muss-Spiel',
  },
  {
    concept: 'name-game',
    meaning: 'A seat that said "Ich spiele" names its game (with Steigern: bids).',
    action: 'nameGame',
    event: 'GameNamed',
    german: 'Spiel ansagen, Steigern',
  },
  {
    concept: 'withdraw',
    meaning: 'A seat that said "Ich spiele" withdraws while the games are named.',
    action: 'withdraw',
    event: 'Withdrew',
    german: '"Weiter" (beim Ansagen)',
  },
  {
    concept: 'contract',
    meaning: 'The game of the deal is fixed: the best game named, a Muss-Spiel, a Ramsch or the Schieber solo.',
    event: 'ContractFixed',
    german: 'Spiel steht',
  },
  {
    concept: 'hochzeit-card',
    meaning: 'The groom gives the bride a Fehlkarte face down and takes her trump.',
    action: 'giveCard',
    event: 'HochzeitCardGiven',
    german: 'Hochzeit: Karte geben',
  },
  {
    concept: 'decline-schieber',
    meaning: 'Schieberrunde: Vorhand passes the two Ober on to the dealer; the dealer declining ends the deal.',
    action: 'declineSchieber',
    event: 'SchieberDeclined',
    german: '"Ich spiele nicht"',
  },
  {
    concept: 'push',
    meaning: 'Schieberrunde: a seat passes two cards on to its left neighbour.',
    action: 'push',
    event: 'CardsPushed',
    german: 'Schieben',
  },
  {
    concept: 'vote-end',
    meaning: 'A seat votes to end an open session after the current deal (or takes the vote back).',
    action: 'voteEnd',
    event: 'EndVoted',
    german: 'Aufhören',
  },
];
