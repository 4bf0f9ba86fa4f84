import { act, bidding, deal, decline, NO_DOUBLING, opening, START, SUITED, type Step } from './fixtures.js';

/**
 * Worked cases, one row each, played through the engine from preset deals (seat 3 deals, seat 0 is the Rufer).
 * Columns: the deal(s), the options, the steps, then the expected contract, winner side, reason, base value,
 * multipliers, points and the scoring team.
 */

// s0 HA HK HO EA GA | s1 H10 E10 EK EO EU | s2 HU G10 GK GO GU | s3 SA S10 SK SO SU
const FORTY = deal(['HA', 'HK', 'HO', 'EA', 'GA'], ['H10', 'E10', 'EK', 'EO', 'EU'], ['HU', 'G10', 'GK', 'GO', 'GU'], ['SA', 'S10', 'SK', 'SO', 'SU']);
// s0 HA H10 GK GO EA | s1 HK HO HU EU GU | s2 GA G10 SA S10 SK | s3 SO SU E10 EK EO
const TWENTY = deal(['HA', 'H10', 'GK', 'GO', 'EA'], ['HK', 'HO', 'HU', 'EU', 'GU'], ['GA', 'G10', 'SA', 'S10', 'SK'], ['SO', 'SU', 'E10', 'EK', 'EO']);
// s0 GK GO SA S10 SK | s1 EU GU SU HU EO | s2 EA E10 EK GA G10 | s3 HA H10 HK HO SO
const BEGGAR = deal(['GK', 'GO', 'SA', 'S10', 'SK'], ['EU', 'GU', 'SU', 'HU', 'EO'], ['EA', 'E10', 'EK', 'GA', 'G10'], ['HA', 'H10', 'HK', 'HO', 'SO']);
// s0 EA E10 EK GA G10 | s1 HA H10 HK HO HU | s2 EO EU GK GO GU | s3 SA S10 SK SO SU
// s0 HK HO GO EK EA | s1 H10 SK EO HA GK | s2 E10 SA EU SO S10 | s3 SU GU GA G10 HU (found by a random search)
const NORMAL_40 = deal(['HK', 'HO', 'GO', 'EK', 'EA'], ['H10', 'SK', 'EO', 'HA', 'GK'], ['E10', 'SA', 'EU', 'SO', 'S10'], ['SU', 'GU', 'GA', 'G10', 'HU']);
// s0 GO SU SA E10 GU | s1 EO GK H10 HU EU | s2 HA SO S10 SK EA | s3 GA G10 HO EK HK
const NORMAL_LAST = deal(['GO', 'SU', 'SA', 'E10', 'GU'], ['EO', 'GK', 'H10', 'HU', 'EU'], ['HA', 'SO', 'S10', 'SK', 'EA'], ['GA', 'G10', 'HO', 'EK', 'HK']);
// s0 HA H10 HK HO HU | s1 EK EO EU GK GO | s2 EA E10 GA G10 SA | s3 GU SK SO SU S10
const GANG = deal(['HA', 'H10', 'HK', 'HO', 'HU'], ['EK', 'EO', 'EU', 'GK', 'GO'], ['EA', 'E10', 'GA', 'G10', 'SA'], ['GU', 'SK', 'SO', 'SU', 'S10']);
// s0 GA HA H10 HK HO | s1 GO GU G10 EK EO | s2 GK EA E10 SA S10 | s3 HU SK SO SU EU
const GANG_PARTNER = deal(['GA', 'HA', 'H10', 'HK', 'HO'], ['GO', 'GU', 'G10', 'EK', 'EO'], ['GK', 'EA', 'E10', 'SA', 'S10'], ['HU', 'SK', 'SO', 'SU', 'EU']);
// s0 HO HU GA G10 GK | s1 EK EO EU GO GU | s2 HA H10 HK EA E10 | s3 SA S10 SK SO SU
const BAUER = deal(['HO', 'HU', 'GA', 'G10', 'GK'], ['EK', 'EO', 'EU', 'GO', 'GU'], ['HA', 'H10', 'HK', 'EA', 'E10'], ['SA', 'S10', 'SK', 'SO', 'SU']);
// s0 H10 HK HO S10 SK | s1 EA EU GA SA HA | s2 E10 EK EO G10 GK | s3 GO GU SO SU HU
const ASSEN = deal(['H10', 'HK', 'HO', 'S10', 'SK'], ['EA', 'EU', 'GA', 'SA', 'HA'], ['E10', 'EK', 'EO', 'G10', 'GK'], ['GO', 'GU', 'SO', 'SU', 'HU']);
// s0 HA H10 HK HO HU | s1 EA EO EU GA GO | s2 E10 EK G10 GK S10 | s3 GU SA SK SO SU
const ZEHNER = deal(['HA', 'H10', 'HK', 'HO', 'HU'], ['EA', 'EO', 'EU', 'GA', 'GO'], ['E10', 'EK', 'G10', 'GK', 'S10'], ['GU', 'SA', 'SK', 'SO', 'SU']);
// s0 EU GU SU HU EO | s1 EA E10 EK GA G10 | s2 GK GO SA S10 SK | s3 HA H10 HK HO SO
const BLIND = deal(['EU', 'GU', 'SU', 'HU', 'EO'], ['EA', 'E10', 'EK', 'GA', 'G10'], ['GK', 'GO', 'SA', 'S10', 'SK'], ['HA', 'H10', 'HK', 'HO', 'SO']);
const KONTRA = deal(['EA', 'E10', 'EK', 'GA', 'G10'], ['HA', 'H10', 'HK', 'HO', 'HU'], ['EO', 'EU', 'GK', 'GO', 'GU'], ['SA', 'S10', 'SK', 'SO', 'SU']);

export interface Row {
  name: string;
  presets: unknown[];
  options?: Record<string, unknown>;
  steps: Step[];
  contract: string;
  won: boolean;
  reason: string;
  baseValue: number;
  multipliers: string[];
  points: number;
  team: number;
}

export const rows: Row[] = [
  // Schnapser: exactly one trick, then a 40 announced (docs/rules-decisions.md#bauernschnapsen-schnapser).
  {
    name: 'Schnapser won by one trick + 40',
    presets: [FORTY],
    steps: [...opening('H', 'schnapser'), 'HA', 'H10', 'HU', 'S10', 'announce H'],
    contract: 'schnapser', won: true, reason: 'schnapserMade', baseValue: 6, multipliers: [], points: 6, team: 0,
  },
  // Schnapser: exactly two tricks, then a 20 announced.
  {
    name: 'Schnapser won by two tricks + 20',
    presets: [TWENTY],
    steps: [...opening('H', 'schnapser'), 'HA', 'HU', 'G10', 'E10', 'H10', 'HK', 'SA', 'EK', 'announce G'],
    contract: 'schnapser', won: true, reason: 'schnapserMade', baseValue: 6, multipliers: [], points: 6, team: 0,
  },
  // Schnapser: 66 within the first three tricks.
  {
    name: 'Schnapser won with 66 in three tricks',
    presets: [TWENTY],
    steps: [...opening('H', 'schnapser'), 'HA', 'HU', 'G10', 'E10', 'H10', 'HK', 'SA', 'EK', 'EA', 'EU', 'S10', 'EO'],
    contract: 'schnapser', won: true, reason: 'schnapserMade', baseValue: 6, multipliers: [], points: 6, team: 0,
  },
  // Schnapser: the game is lost as well when the partner takes a trick from the declarer.
  {
    name: 'Schnapser lost the moment the partner beats the Rufer',
    presets: [TWENTY],
    steps: [...opening('H', 'schnapser'), 'GK', 'GU', 'GA'],
    contract: 'schnapser', won: false, reason: 'trickLost', baseValue: 6, multipliers: [], points: 6, team: 1,
  },
  // Flecken: gespritzt x2, zurückgespritzt x4, nochmal zurückgespritzt x8.
  {
    name: 'Schnapser gespritzt, Retour and Re: x8',
    presets: [FORTY],
    steps: [...bidding('H', 'schnapser'), act(1, { type: 'spritzen' }), decline(0), act(2, { type: 'retour' }), decline(1), act(3, { type: 're' }), 'HA', 'H10', 'HU', 'S10', 'announce H'],
    contract: 'schnapser', won: true, reason: 'schnapserMade', baseValue: 6, multipliers: ['spritzen', 'retour', 're'], points: 48, team: 0,
  },
  // Herzrunde: the points are doubled, as by a Spritzen.
  {
    name: 'Schnapser in a Herzrunde, gespritzt: x4',
    presets: [FORTY],
    options: { herzrunde: true },
    steps: [...bidding('H', 'schnapser'), decline(1), act(3, { type: 'spritzen' }), decline(0), decline(2), 'HA', 'H10', 'HU', 'S10', 'announce H'],
    contract: 'schnapser', won: true, reason: 'schnapserMade', baseValue: 6, multipliers: ['spritzen', 'herzrunde'], points: 24, team: 0,
  },
  // Bettler: the partner sits out by default (docs/rules-decisions.md#bauernschnapsen-bettler); 4 points.
  {
    name: 'Bettler with the partner sitting out, won',
    presets: [BEGGAR],
    steps: [...opening('H', null, 'bettler'), 'EU', 'EK', 'GK', 'GA', 'GO', 'GU', 'G10', 'SA', 'HU', 'EA', 'S10', 'EO', 'E10', 'SK', 'SU'],
    contract: 'bettler', won: true, reason: 'noTrickTaken', baseValue: 4, multipliers: [], points: 4, team: 1,
  },
  // Bettler: the declarer must take no trick; leading the only Herz he takes one.
  {
    name: 'Bettler lost when the declarer takes a trick',
    presets: [BEGGAR],
    steps: [...opening('H', null, 'bettler'), 'HU', 'EA', 'GK'],
    contract: 'bettler', won: false, reason: 'tookTrick', baseValue: 4, multipliers: [], points: 4, team: 0,
  },
  // Kontrabauernschnapser: the winning side gets 24 points, which ends the Bummerl.
  {
    name: 'Kontrabauernschnapser won',
    presets: [KONTRA],
    steps: [...opening('H', null, 'kontrabauernschnapser'), 'EA', 'HU', 'EO', 'SU', 'HA', 'GU', 'SO', 'EK', 'H10', 'GO', 'SK', 'E10', 'HK', 'GK', 'S10', 'GA', 'HO', 'EU', 'SA', 'G10'],
    contract: 'kontrabauernschnapser', won: true, reason: 'allTricksTaken', baseValue: 24, multipliers: [], points: 24, team: 1,
  },
  // Normal game: losers without a trick give the winners three points.
  {
    name: 'Normal game, losers without a trick: 3',
    presets: [KONTRA],
    steps: [...opening('H'), 'EA', 'HU', 'EO', 'SU', 'HA', 'GU', 'SO', 'EK', 'H10', 'GO', 'SK', 'E10', 'HK', 'GK', 'S10', 'GA'],
    contract: 'normal', won: false, reason: 'reached66', baseValue: 3, multipliers: [], points: 3, team: 1,
  },
  // Normal game: losers below 33 give the winners two points; a 40
  // counts once the side has a trick (docs/rules-decisions.md#schnapsen-family-marriages), here with the second trick: 20 card points + 40 reach 60, then 87.
  {
    name: 'Normal game, 40 counted after the first trick, losers below 33: 2',
    presets: [NORMAL_40],
    steps: [...opening('H'), 'announce H', 'HO', 'H10', 'E10', 'HU', 'SK', 'S10', 'SU', 'HK', 'EA', 'EO', 'EU', 'GA'],
    contract: 'normal', won: true, reason: 'reached66', baseValue: 2, multipliers: [], points: 2, team: 0,
  },
  // Normal game: 66, or else the last trick, wins; losers with 33 or more: 1 (55:65, the last trick decides).
  {
    name: 'Normal game decided by the last trick, losers at 55: 1',
    presets: [NORMAL_LAST],
    steps: [...opening('H'), 'GO', 'GK', 'HA', 'G10', 'SK', 'HO', 'SA', 'HU', 'HK', 'SU', 'H10', 'EA', 'EO', 'S10', 'EK', 'E10', 'GU', 'EU', 'SO', 'GA'],
    contract: 'normal', won: false, reason: 'lastTrick', baseValue: 1, multipliers: [], points: 1, team: 1,
  },
  // Gang: no trump suit, every trick to be taken; 9 points.
  {
    name: 'Gang won',
    presets: [GANG],
    steps: [...opening('H', null, null, 'gang'), 'EA', 'GU', 'HU', 'EU', 'E10', 'SU', 'HO', 'EO', 'GA', 'SO', 'HK', 'GO', 'G10', 'SK', 'H10', 'GK', 'SA', 'S10', 'HA', 'EK'],
    contract: 'gang', won: true, reason: 'allTricksTaken', baseValue: 9, multipliers: [], points: 9, team: 0,
  },
  // Gang: a trick by the partner loses it (lost as soon as his Ass beats the declarer's König).
  {
    name: "Gang lost the moment the declarer's partner beats him",
    presets: [GANG_PARTNER],
    steps: [...opening('H', null, null, 'gang'), 'GK', 'HU', 'GA'],
    contract: 'gang', won: false, reason: 'trickLost', baseValue: 9, multipliers: [], points: 9, team: 1,
  },
  // Bauernschnapser: all five tricks with trump; 12.
  {
    name: "Bauernschnapser won by the Rufer's partner",
    presets: [BAUER],
    steps: [...opening('H', null, null, 'bauernschnapser'), 'HA', 'SU', 'HU', 'GU', 'H10', 'SO', 'HO', 'GO', 'HK', 'SK', 'GK', 'EU', 'EA', 'S10', 'G10', 'EO', 'E10', 'SA', 'GA', 'EK'],
    contract: 'bauernschnapser', won: true, reason: 'allTricksTaken', baseValue: 12, multipliers: [], points: 12, team: 0,
  },
  // Kontraschnapser: the Rufer's opponents reach 66 within three tricks, Vorhand leads; 12.
  {
    name: 'Kontraschnapser won with 72 in three tricks',
    presets: [KONTRA],
    steps: [...opening('H', null, 'kontraschnapser'), 'EA', 'HU', 'EO', 'SU', 'HA', 'GU', 'SO', 'GA', 'H10', 'GO', 'SK', 'E10'],
    contract: 'kontraschnapser', won: true, reason: 'schnapserMade', baseValue: 12, multipliers: [], points: 12, team: 1,
  },
  {
    name: 'Kontraschnapser missed with 65 after three tricks',
    presets: [KONTRA],
    steps: [...opening('H', null, 'kontraschnapser'), 'EA', 'HU', 'EO', 'SU', 'HA', 'GU', 'SO', 'EK', 'H10', 'GO', 'SK', 'E10'],
    contract: 'kontraschnapser', won: false, reason: 'schnapserMissed', baseValue: 12, multipliers: [], points: 12, team: 0,
  },
  // Farbringerl: won by laying the cards down; 18.
  {
    name: 'Farbenringerl laid down',
    presets: [SUITED],
    steps: bidding('H', null, 'farbenringerl'),
    contract: 'farbenringerl', won: true, reason: 'laidDown', baseValue: 18, multipliers: [], points: 18, team: 1,
  },
  // Herrenschnapser / Trumpfringerl: the Rufer holds all trumps; 24, laid down.
  {
    name: 'Trumpfringerl laid down',
    presets: [SUITED],
    steps: bidding('E', 'trumpfringerl'),
    contract: 'trumpfringerl', won: true, reason: 'laidDown', baseValue: 24, multipliers: [], points: 24, team: 0,
  },
  // Dokta: a Dreier announced beforehand; 5.
  {
    name: 'Dokta won',
    presets: [GANG],
    options: { dokta: true },
    steps: [...opening('H', 'dokta'), 'HA', 'EU', 'SA', 'GU', 'H10', 'EO', 'G10', 'SU', 'HK', 'EK', 'GA', 'SO', 'HO', 'GO', 'E10', 'SK', 'HU', 'GK', 'EA', 'S10'],
    contract: 'dokta', won: true, reason: 'allTricksTaken', baseValue: 5, multipliers: [], points: 5, team: 0,
  },
  // Assenbettler: the ace ranks lowest; 5; the partner sits out.
  {
    name: 'Assenbettler won',
    presets: [ASSEN],
    options: { assenbettler: true },
    steps: [...opening('S', null, 'assenbettler'), 'EA', 'EO', 'HO', 'G10', 'SK', 'GA', 'GK', 'S10', 'HA', 'E10', 'HK', 'EU', 'EK', 'H10', 'SA'],
    contract: 'assenbettler', won: true, reason: 'noTrickTaken', baseValue: 5, multipliers: [], points: 5, team: 1,
  },
  // Ass-Bettler: the declarer holds at least one ace; with the Ass high his lead of it takes the trick.
  {
    name: 'Ass-Bettler lost',
    presets: [ASSEN],
    options: { assBettler: true },
    steps: [...opening('S', null, 'assBettler'), 'EA', 'EO', 'HO'],
    contract: 'assBettler', won: false, reason: 'tookTrick', baseValue: 5, multipliers: [], points: 5, team: 0,
  },
  // Plauderer (a): like the Bettler; 7.
  {
    name: 'Plauderer won',
    presets: [BEGGAR],
    options: { plauderer: 'a' },
    steps: [...opening('H', null, 'plauderer'), 'EU', 'EK', 'GK', 'GA', 'GO', 'GU', 'G10', 'SA', 'HU', 'EA', 'S10', 'EO', 'E10', 'SK', 'SU'],
    contract: 'plauderer', won: true, reason: 'noTrickTaken', baseValue: 7, multipliers: [], points: 7, team: 1,
  },
  // Zehnergang: the order ten, König, Ober, Unter, ace; 10.
  {
    name: 'Zehnergang won',
    presets: [ZEHNER],
    options: { zehnergang: true },
    steps: [...opening('H', null, null, 'zehnergang'), 'E10', 'GU', 'HU', 'EA', 'EK', 'SU', 'HO', 'EO', 'G10', 'SO', 'HK', 'GO', 'GK', 'SK', 'H10', 'GA', 'S10', 'SA', 'HA', 'EU'],
    contract: 'zehnergang', won: true, reason: 'allTricksTaken', baseValue: 10, multipliers: [], points: 10, team: 0,
  },
  // Bauernloch: only the Rufer, trump counts, Ass lowest; 12.
  {
    name: 'Bauernloch won',
    presets: [SUITED],
    options: { bauernloch: true },
    steps: [...opening('E', 'bauernloch'), 'E10', '*', '*', '*', 'EK', '*', '*', '*', 'EO', '*', '*', '*', 'EU', '*', '*', '*', 'EA', '*', '*', '*'],
    contract: 'bauernloch', won: true, reason: 'allTricksTaken', baseValue: 12, multipliers: [], points: 12, team: 0,
  },
  // Schnapser zusammen (regional): the Rufer's partner declares; the side's 33 + 40 make 66 after one trick; 6.
  {
    name: 'Schnapser zusammen won with the Rufer\'s 40',
    presets: [FORTY],
    options: { schnapserZusammen: true },
    steps: [...opening('H', null, null, 'schnapserZusammen'), 'HA', 'H10', 'HU', 'S10', 'announce H'],
    contract: 'schnapserZusammen', won: true, reason: 'schnapserMade', baseValue: 6, multipliers: [], points: 6, team: 0,
  },
  // Blinder Bettler: three Unter, declared blind; 5; the partner sits out.
  {
    name: 'Blinder Bettler won',
    presets: [BLIND],
    options: { blinderBettler: true },
    steps: [START, act(0, { type: 'declareBlinderBettler' }), NO_DOUBLING, 'EU', 'EK', 'HO', 'GA', 'HK', 'GU', 'G10', 'H10', 'SU', 'EA', 'SO', 'EO', 'E10', 'HA', 'HU'],
    contract: 'blinderBettler', won: true, reason: 'noTrickTaken', baseValue: 5, multipliers: [], points: 5, team: 0,
  },
];
