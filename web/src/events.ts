import { cardName, isCard, words } from './cards.js';
import { lang } from './i18n.js';
import { contractName, schafkopfGame } from './words.js';

// An event of the match log as one line a player reads: who did what, in the interface's language.

const EVENTS: Record<string, [de: string, en: string]> = {
  AbortVoted: ['stimmt für den Abbruch', 'votes to abort'],
  AllCardsSwapped: ['tauscht alle drei', 'swaps all three'],
  BidMade: ['spielt', 'bids'],
  BidPassed: ['weiter', 'passes'],
  BlindTrumpCalled: ['ruft blind Trumpf', 'calls trump blind'],
  BlinderBettlerDeclared: ['sagt Blinden Bettler an', 'declares Blinder Bettler'],
  BummerlScored: ['Bummerl gezählt', 'Bummerl scored'],
  CardPlayed: ['spielt', 'plays'],
  CardSwapped: ['tauscht', 'swaps'],
  CardsDiscarded: ['drückt zwei Karten', 'discards two cards'],
  CardsDrawn: ['Karten vom Talon gezogen', 'cards drawn from the talon'],
  CardsPushed: ['schiebt Karten', 'pushes cards'],
  ContractFixed: ['Spiel steht fest', 'the game is fixed'],
  ContractRaised: ['erhöht', 'raises'],
  ContractSettled: ['Spiel steht fest', 'the contract is settled'],
  CuttingStarted: ['Abheben', 'cutting'],
  DealDealt: ['Karten gegeben', 'cards dealt'],
  DealScored: ['Spiel abgerechnet', 'deal scored'],
  Doubled: ['verdoppelt', 'doubles'],
  DoublingDeclined: ['verdoppelt nicht', 'does not double'],
  EndVoted: ['stimmt für das Ende der Runde', 'votes to end the session'],
  FeuerShown: ['hat Feuer', 'shows Feuer'],
  Forfeited: ['gibt auf', 'forfeits'],
  GameNamed: ['sagt an', 'names'],
  HochzeitCardGiven: ['gibt die Hochzeitskarte', 'gives the Hochzeit card'],
  HochzeitOffered: ['bietet Hochzeit an', 'offers a Hochzeit'],
  Knocked: ['klopft', 'knocks'],
  LifeLost: ['verliert ein Leben', 'loses a life'],
  MarriageDeclared: ['meldet', 'declares'],
  MatchAborted: ['Partie abgebrochen', 'match aborted'],
  MatchEnded: ['Partie zu Ende', 'match over'],
  MatchStarted: ['Partie beginnt', 'match begins'],
  MussSpielRequired: ['muss spielen', 'must play'],
  OutClaimed: ['meldet sich aus', 'claims 66'],
  PackCut: ['hebt ab', 'cuts'],
  PackKnocked: ['klopft auf den Stapel', 'knocks on the pack'],
  PacketChosen: ['wählt ein Blatt', 'chooses a packet'],
  PlayerEliminated: ['scheidet aus', 'is out'],
  PlayerJoined: ['nimmt Platz', 'takes a seat'],
  PlayerLeft: ['verlässt den Tisch', 'leaves'],
  PlayerSwam: ['schwimmt', 'swims'],
  PlayoffEvent: ['Stechen', 'play-off'],
  PlayoffStarted: ['Stechen beginnt', 'play-off begins'],
  RaiseDeclined: ['erhöht nicht', 'does not raise'],
  RedealDemanded: ['verlangt neu geben', 'demands a redeal'],
  SchieberDeclined: ['kein Schieber', 'no Schieber'],
  SchnauzShown: ['hat Schnauz', 'shows Schnauz'],
  SecondPacketsDealt: ['zweite Karten gegeben', 'second packets dealt'],
  TableRefreshed: ['neue Karten auf den Tisch', 'new cards on the table'],
  TalonClosed: ['dreht zu', 'closes the talon'],
  TalonLeft: ['lässt den Talon liegen', 'leaves the talon'],
  TalonTaken: ['nimmt den Talon', 'takes the talon'],
  TrickTaken: ['sticht', 'takes the trick'],
  TrumpCalled: ['ruft Trumpf', 'calls trump'],
  TrumpExchanged: ['tauscht den Trumpf', 'exchanges the trump card'],
  TurnPassed: ['schiebt', 'passes'],
  Withdrew: ['zieht zurück', 'withdraws'],
};

export const eventWord = (type: string) => EVENTS[type]?.[lang.get() === 'de' ? 0 : 1] ?? type;

/** Events of the table, not of one seat (the seat in the log is only whose move brought them about). */
const TABLE_EVENTS = new Set([
  'DealDealt',
  'MatchStarted',
  'MatchEnded',
  'BummerlScored',
  'CardsDrawn',
  'SecondPacketsDealt',
  'TableRefreshed',
  'PlayoffStarted',
  'CuttingStarted',
  'ContractFixed',
  'ContractSettled',
  'MatchAborted',
]);

/** The seat an event is about: its own `seat`, a trick's winner. */
function actorOf(type: string, data: Record<string, unknown>, seat: number | null | undefined): number | null {
  if (TABLE_EVENTS.has(type)) return null;
  if (type === 'TrickTaken' && typeof data.winner === 'number') return data.winner;
  if (typeof data.seat === 'number') return data.seat;
  return typeof seat === 'number' ? seat : null;
}

/** "Anna spielt Herz-Ass", "Bot Sepp sticht", "Karten gegeben", the deal's result as the service words it. */
export function describeEvent(
  event: { type: string; seat?: number | null; data?: unknown; sentence?: string },
  names: (seat: number) => string,
  game: string,
): string {
  const data = (event.data ?? {}) as Record<string, unknown>;
  // The service says a deal's result and the match's end in the language asked for.
  if (typeof event.sentence === 'string') return event.sentence;
  const who = actorOf(event.type, data, event.seat);
  const parts = [who !== null ? names(who) : '', eventWord(event.type)];
  if (isCard(data.card)) parts.push(cardName(data.card, game));
  if (event.type === 'CardSwapped' && isCard(data.hand) && isCard(data.table))
    parts.push(`${cardName(data.hand, game)} ⇄ ${cardName(data.table, game)}`);
  if (event.type === 'GameNamed' && typeof data.game === 'string') parts.push(schafkopfGame(data.game, data.suit as string | null));
  if (event.type === 'ContractFixed' && typeof data.game === 'string')
    parts.push(`(${schafkopfGame(data.game, data.suit as string | null)})`);
  if (event.type === 'ContractSettled' && typeof data.contract === 'string') parts.push(`(${contractName(data.contract)})`);
  if ((event.type === 'TrumpCalled' || event.type === 'MarriageDeclared') && typeof data.suit === 'string') parts.push(words(data.suit));
  if (event.type === 'MarriageDeclared' && typeof data.points === 'number') parts.push(`(${data.points})`);
  if (event.type === 'BidMade' && typeof data.contract === 'string') parts.push(contractName(data.contract));
  if (event.type === 'DealDealt') {
    const deal = data.dealNumber ?? data.deal;
    if (typeof deal === 'number') parts.push(`(${lang.get() === 'de' ? 'Spiel' : 'deal'} ${deal})`);
  }
  return parts.filter(Boolean).join(' ');
}
