import { words } from './cards.js';
import { lang } from './i18n.js';
import type { Action } from './api.js';

// Action names: the games' own German words where they have one; the rest in the interface's language. Keyed by
// every action type the document publishes, so the compiler names a new game's action that has no words yet.
const ACTIONS: Record<Action['type'], [de: string, en: string]> = {
  playCard: ['Ausspielen', 'Play'],
  giveCard: ['Karte geben', 'Give card'],
  declareMarriage: ['Ansagen (20/40)', 'Declare marriage'],
  exchangeTrump: ['Atout tauschen', 'Exchange trump'],
  closeTalon: ['Zudrehen', 'Close the talon'],
  claimOut: ['66 ansagen', 'Claim 66'],
  choosePacket: ['Blatt', 'Packet'],
  swapOne: ['Tauschen', 'Swap'],
  swapAll: ['Alle tauschen', 'Swap all three'],
  passTurn: ['Schieben', 'Pass'],
  knock: ['Klopfen', 'Knock'],
  klopfen: ['Klopfen', 'Klopfen (double)'],
  declineDouble: ['Nicht doppeln', 'No double'],
  bid: ['Spielen', 'Bid'],
  pass: ['Weiter', 'Pass'],
  offerHochzeit: ['Hochzeit anbieten', 'Offer Hochzeit'],
  nameGame: ['Ansagen', 'Name the game'],
  withdraw: ['Zurückziehen', 'Withdraw'],
  declineSchieber: ['Kein Schieber', 'No Schieber'],
  push: ['Schieben', 'Push cards'],
  stoss: ['Stoß', 'Stoß'],
  re: ['Re', 'Re'],
  supra: ['Sup', 'Supra'],
  resupra: ['Resup', 'Resupra'],
  voteEnd: ['Runde beenden', 'End the session'],
  cut: ['Abheben', 'Cut'],
  knockOnPack: ['Klopfen (nicht abheben)', 'Knock on the pack'],
  callTrump: ['Trumpf ansagen', 'Call trump'],
  turnUpTrump: ['Trumpf aufdecken', 'Turn up trump'],
  demandRedeal: ['Neu geben', 'Demand a redeal'],
  declareBlinderBettler: ['Blinder Bettler', 'Blinder Bettler'],
  spritzen: ['Spritzen', 'Spritzen'],
  retour: ['Retour', 'Retour'],
  bidWithoutTalon: ['Ohne Talon spielen', 'Bid without talon'],
  takeTalon: ['Talon nehmen', 'Take the talon'],
  leaveTalon: ['Talon liegen lassen', 'Leave the talon'],
  discard: ['Drücken', 'Discard'],
  raise: ['Erhöhen', 'Raise'],
  declineRaise: ['Nicht erhöhen', 'Keep the contract'],
};

/** "rufspiel" -> "Rufspiel", "soloTout" -> "Solo Tout", "assBettler" -> "Ass Bettler". */
const spelled = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

// Contracts are the games' own words in both languages; only the plain Schnapsen game has an English name.
const CONTRACTS: Record<string, [de: string, en: string]> = {
  normal: ['Normales Spiel', 'Normal game'],
  assenbettler: ['Assenbettler', 'Assenbettler'],
  assBettler: ['Ass-Bettler', 'Ass-Bettler'],
  blinderBettler: ['Blinder Bettler', 'Blinder Bettler'],
  schnapserZusammen: ['Schnapser zusammen', 'Schnapser zusammen'],
  kontraHerrenbauer: ['Kontra-Herrenbauer', 'Kontra-Herrenbauer'],
  soloTout: ['Solo Tout', 'Solo Tout'],
  wenzTout: ['Wenz Tout', 'Wenz Tout'],
  geierTout: ['Geier Tout', 'Geier Tout'],
  farbwenz: ['Farbwenz', 'Farbwenz'],
  farbgeier: ['Farbgeier', 'Farbgeier'],
  farbwenzTout: ['Farbwenz Tout', 'Farbwenz Tout'],
  farbgeierTout: ['Farbgeier Tout', 'Farbgeier Tout'],
};
export const contractName = (name: string) => CONTRACTS[name]?.[lang.get() === 'de' ? 0 : 1] ?? spelled(name);

/** A Schafkopf game with its suit as players say it: "Herz-Solo", "Gras-Wenz" (a Farbwenz), "Eichel-Geier Tout". */
export function schafkopfGame(game: string, suit: string | null | undefined): string {
  if (!suit) return contractName(game);
  const base: Record<string, string> = {
    solo: 'Solo',
    soloTout: 'Solo Tout',
    farbwenz: 'Wenz',
    farbwenzTout: 'Wenz Tout',
    farbgeier: 'Geier',
    farbgeierTout: 'Geier Tout',
  };
  return base[game] ? `${words(suit)}-${base[game]}` : `${contractName(game)} (${words(suit)})`;
}

/** A button's words for an action exactly as the view lists it. */
export function actionLabel(action: Action, game: string): string {
  const a = action as Record<string, unknown>;
  const de = lang.get() === 'de';
  const [nameDe, nameEn] = ACTIONS[action.type] ?? [String(a.type), String(a.type)];
  const name = de ? nameDe : nameEn;
  if (a.type === 'choosePacket')
    return de
      ? a.keep
        ? 'Blatt behalten'
        : 'Blatt auflegen, anderes nehmen'
      : a.keep
        ? 'Keep this packet'
        : 'Lay it down, take the other';
  if (a.type === 'swapOne') return `${name}: ${words(a.hand, game)} ⇄ ${words(a.table, game)}`;
  if (a.type === 'voteEnd')
    return de
      ? a.end
        ? 'Für das Ende der Runde stimmen'
        : 'Stimme für das Ende zurücknehmen'
      : a.end
        ? 'Vote to end the session'
        : 'Take back the vote to end';
  if (a.type === 'turnUpTrump') return `${name} (${a.position})`;
  if (a.type === 'cut') return `${name} (${a.at})`;
  const parts: string[] = [];
  for (const [key, value] of Object.entries(a)) {
    if (key === 'type' || key === 'expectedVersion') continue;
    parts.push(typeof value === 'string' && (key === 'game' || key === 'contract') ? contractName(value) : words(value, game));
  }
  return parts.length > 0 ? `${name}: ${parts.join(' ')}` : name;
}

/** Game titles as the service names them are German already; this picks the short name for tight places. */
export const gameTitle = (title: string) => title;
