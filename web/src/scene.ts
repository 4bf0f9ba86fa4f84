import type { GameView } from './api.js';
import { cardName, words } from './cards.js';
import { cardCount, money, nameList, trickCount } from './format.js';
import { lang, t } from './i18n.js';
import { schafkopfOrder, schnapsenOrder, schwimmenOrder, sortCards, type CardOrder } from './order.js';
import { contractName, schafkopfGame } from './words.js';

// What the table shows, game by game, as one shape: the live table builds it from the seat's view, the history
// page from the replayed state. The board (board.tsx) draws it without knowing the game.

export interface Play {
  seat: number;
  card: string;
}

export interface Trick {
  plays: Play[];
  /** The seat that took it; null while it is still being played. */
  winner: number | null;
}

export interface SeatScene {
  seat: number;
  cardCount: number;
  /** Cards shown face up for this seat (the viewer's own hand is drawn apart); null when hidden. */
  open: string[] | null;
  /** What counts for this seat in the match, as players say it ("Leben: 2", "+0,30 €", "12 von 24"). */
  score: string;
  /** What this seat has in the running deal ("3 Stiche · 45 Augen"). */
  deal: string[];
  /** Short marks: dealer, declarer, partner, doublings, what it said. */
  tags: string[];
  /** A status other than playing, in words ("schwimmt", "setzt aus"). */
  status: string | null;
}

export interface Scene {
  game: string;
  seats: SeatScene[];
  /** The trick on the table (cards still being played). */
  trick: Play[];
  /** The last trick taken, where the view shows it. */
  lastTrick: Trick | null;
  /** Schwimmen's open cards. */
  tableCards: string[];
  /** Schnapsen's talon: the face-up trump card and how many cards are left. */
  talon: { trumpCard: string | null; count: number } | null;
  /** The contract and everything that changes its value: one line each. */
  facts: string[];
  /** Lines for the whole table: team scores, the Stock, the running Bummerl. */
  standings: string[];
  /** The order the hands are held in. */
  order: CardOrder;
}

type Names = (seat: number) => string;
const de = () => lang.get() === 'de';
const L = (deText: string, enText: string) => (de() ? deText : enText);

const STATUS: Record<string, [de: string, en: string]> = {
  swimming: ['schwimmt', 'swimming'],
  out: ['ausgeschieden', 'out'],
  sittingOut: ['setzt aus', 'sits out'],
  won: ['gewonnen', 'won'],
  lost: ['verloren', 'lost'],
  forfeited: ['aufgegeben', 'forfeited'],
  abandoned: ['verlassen', 'left'],
};
export const statusWord = (status: string) => (status === 'playing' ? null : (STATUS[status]?.[de() ? 0 : 1] ?? status));

const base = (state: GameView, order: CardOrder): Scene => ({
  game: state.game,
  seats: state.seats.map((s) => ({
    seat: s.seat,
    cardCount: s.cardCount,
    open: null,
    score: '',
    deal: [],
    tags: state.dealer === s.seat ? [t('dealer')] : [],
    status: statusWord(s.status),
  })),
  trick: state.trick.map((p) => ({ seat: p.seat, card: p.card })),
  lastTrick: null,
  tableCards: [],
  talon: null,
  facts: [],
  standings: [],
  order,
});

/** The scene of a seat's (or a spectator's) view. */
export function sceneOfView(state: GameView, names: Names): Scene {
  switch (state.game) {
    case 'schafkopf':
      return schafkopf(state, names);
    case 'schnapsen':
      return schnapsen(state, names);
    case 'bauernschnapsen':
    case 'dreierschnapsen':
      return bauern(state, names);
    case 'schwimmen':
      return schwimmen(state);
  }
}

export const lives = (n: number) => L(`Leben: ${n}`, `Lives: ${n}`);

function schwimmen(state: Extract<GameView, { game: 'schwimmen' }>): Scene {
  const scene = base(state, schwimmenOrder);
  scene.tableCards = [...state.table];
  for (const seat of scene.seats) {
    seat.score = lives(state.seats[seat.seat].score);
    if (state.knockedBy === seat.seat) seat.tags.push(L('hat geklopft', 'knocked'));
  }
  if (state.stockCount > 0) scene.standings.push(L(`Stapel: ${cardCount(state.stockCount)}`, `Stock: ${cardCount(state.stockCount)}`));
  if (state.knockedBy !== null) scene.facts.push(L('Geklopft: jeder hat noch einen Zug', 'Knocked: everyone has one more turn'));
  return scene;
}

/** Schnapsen counts down from 7 game points to win the Bummerl. */
export const bummerlToGo = (n: number) => L(`Bummerl: noch ${n}`, `Bummerl: ${n} to go`);
const dealPoints = (tricks: number, points: number) => `${trickCount(tricks)} · ${points} ${L('Augen', 'points')}`;

function schnapsen(state: Extract<GameView, { game: 'schnapsen' }>, names: Names): Scene {
  const scene = base(state, schnapsenOrder(state.trump));
  scene.lastTrick = state.trick.length === 0 ? (state.tricks.at(-1) ?? null) : null;
  scene.talon = state.talonCount > 0 || state.trumpCard ? { trumpCard: state.trumpCard, count: state.talonCount } : null;
  for (const seat of scene.seats) {
    seat.score = bummerlToGo(state.needed[seat.seat]);
    const score = state.scores.find((s) => s.seat === seat.seat);
    if (score) {
      seat.deal.push(dealPoints(score.tricks, score.points));
      for (const m of score.marriages)
        seat.tags.push(`${m.points} ${words(m.suit)}${m.counted ? '' : L(' (zählt mit dem ersten Stich)', ' (counts with a trick)')}`);
    }
  }
  if (state.trump) scene.facts.push(`${t('trump')}: ${words(state.trump)}`);
  if (state.closed) scene.facts.push(L(`Zugedreht von ${names(state.closed.by)}`, `Talon closed by ${names(state.closed.by)}`));
  else if (state.exhausted)
    scene.facts.push(L('Talon aufgebraucht: Farbe und Stich zwingend', 'Talon used up: follow suit and win the trick'));
  if (state.mustLead)
    scene.facts.push(L(`Auszuspielen: ${words(state.mustLead)}-König oder -Ober`, `To lead: the ${words(state.mustLead)} König or Ober`));
  scene.standings.push(
    L(
      `Spiel ${state.dealNumber} · Ziel: ${state.target} Punkte zum Bummerl`,
      `Deal ${state.dealNumber} · ${state.target} game points win the Bummerl`,
    ),
  );
  return scene;
}

const DOUBLINGS: Record<string, [de: string, en: string]> = {
  Spritzen: ['Spritzen', 'Spritzen'],
  Retour: ['Retour', 'Retour'],
  Re: ['Re', 'Re'],
  Stoß: ['Stoß', 'Stoß'],
  Supra: ['Supra', 'Supra'],
  Resupra: ['Resupra', 'Resupra'],
};
const doublingName = (name: string) => DOUBLINGS[name]?.[de() ? 0 : 1] ?? name;

/** Points to 24 in a Bummerl (or down from 24 with the count-down display). */
export const toTwentyFour = (points: number, display: number, countDown: boolean) =>
  countDown ? L(`noch ${display}`, `${display} to go`) : L(`${points} von 24`, `${points} of 24`);
export const bummerlCount = (n: number) => L(`${n} ${n === 1 ? 'Bummerl' : 'Bummerl'}`, `${n} Bummerl`);

function bauern(state: Extract<GameView, { game: 'bauernschnapsen' | 'dreierschnapsen' }>, names: Names): Scene {
  const contract = state.contract;
  const scene = base(state, schnapsenOrder(state.trump, contract?.trumpCounts ?? true, contract?.assLow ?? false));
  const countDown = state.options.countDown === true;
  const last = state.tricks.at(-1);
  scene.lastTrick = state.trick.length === 0 && last?.plays ? { plays: last.plays, winner: last.winner } : null;
  if (state.game === 'dreierschnapsen' && state.talonCount > 0) scene.talon = { trumpCard: null, count: state.talonCount };
  for (const seat of scene.seats) {
    const party = state.parties.find((p) => p.seats.includes(seat.seat));
    if (party)
      seat.score = `${toTwentyFour(party.points, party.display, countDown)}${party.bummerl > 0 ? ` · ${bummerlCount(party.bummerl)}` : ''}`;
    if (state.rufer === seat.seat) seat.tags.push(L('Rufer', 'Rufer'));
    if (contract?.declarer === seat.seat) seat.tags.push(t('declarer'));
    for (const d of state.doubling.said.filter((d) => d.seat === seat.seat)) seat.tags.push(doublingName(d.name));
    const bid = state.bidding?.bids.find((b) => b.seat === seat.seat);
    if (!contract && bid) seat.tags.push(bid.contract ? contractName(bid.contract) : L('weiter', 'pass'));
    const won = state.tricks.filter((tr) => tr.winner === seat.seat).length;
    if (state.phase === 'playing') seat.deal.push(trickCount(won));
  }
  if (state.trump)
    scene.facts.push(
      `${t('trump')}: ${words(state.trump)}${state.turnedUp ? L(` (aufgedeckt: ${cardName(state.turnedUp)})`, ` (turned up: ${cardName(state.turnedUp)})`) : ''}`,
    );
  if (contract) {
    const declaring = contract.sides.declaring.map(names);
    scene.facts.push(
      `${contractName(contract.id)}: ${nameList(declaring)}${contract.value > 0 ? L(` · zählt ${contract.value}`, ` · worth ${contract.value}`) : ''}`,
    );
    if (contract.sides.out.length > 0)
      scene.facts.push(
        L(`Setzt aus: ${nameList(contract.sides.out.map(names))}`, `Sitting out: ${nameList(contract.sides.out.map(names))}`),
      );
  }
  if (state.doubling.said.length > 0) {
    scene.facts.push(
      `${state.doubling.said.map((d) => `${doublingName(d.name)}: ${names(d.seat)}`).join(' · ')} · ×${state.doubling.factor}`,
    );
  }
  if (state.mustLead)
    scene.facts.push(L(`Auszuspielen: ${words(state.mustLead)}-König oder -Ober`, `To lead: the ${words(state.mustLead)} König or Ober`));
  if (state.game === 'bauernschnapsen') {
    for (const party of state.parties)
      scene.standings.push(
        `${nameList(party.seats.map(names))}: ${toTwentyFour(party.points, party.display, countDown)} · ${bummerlCount(party.bummerl)}`,
      );
  }
  scene.standings.push(L(`${state.bummerlNumber}. Bummerl`, `Bummerl ${state.bummerlNumber}`));
  return scene;
}

/** The contract line of a Schafkopf deal: the game, who plays it, the called Sau. */
export function schafkopfContract(
  contract: { game: string; declarer: number | null; suit?: string | null; call?: string | null },
  names: Names,
): string {
  const game = schafkopfGame(contract.game, contract.suit);
  const called = contract.call
    ? L(` auf die ${cardName(contract.call, 'schafkopf')}`, ` calling the ${cardName(contract.call, 'schafkopf')}`)
    : '';
  return contract.declarer === null ? `${game}${called}` : `${game}${called}: ${names(contract.declarer)}`;
}

function schafkopf(state: Extract<GameView, { game: 'schafkopf' }>, names: Names): Scene {
  const contract = state.contract;
  const scene = base(state, schafkopfOrder(contract?.game ?? null, contract?.suit ?? null));
  scene.lastTrick = state.lastTrick ? { plays: state.lastTrick.plays, winner: state.lastTrick.winner } : null;
  const SAID: Record<string, [string, string]> = {
    bid: ['spielt', 'plays'],
    pass: ['weiter', 'pass'],
    offerHochzeit: ['Hochzeit', 'Hochzeit'],
  };
  for (const seat of scene.seats) {
    seat.score = money(state.seats[seat.seat].score);
    if (contract?.declarer === seat.seat) seat.tags.push(t('declarer'));
    if (state.partner === seat.seat) seat.tags.push(L('Partner', 'partner'));
    if (state.klopfer.includes(seat.seat)) seat.tags.push(L('klopft', 'Klopfen'));
    for (const s of state.stoss.filter((s) => s.seat === seat.seat)) seat.tags.push(doublingName(s.name));
    const said = state.declarations[seat.seat];
    if (!contract && said) seat.tags.push(SAID[said][de() ? 0 : 1]);
    if (state.endVotes.includes(seat.seat)) seat.tags.push(L('will aufhören', 'wants to stop'));
    if (contract || state.phase === 'playing') seat.deal.push(trickCount(state.tricks[seat.seat]));
  }
  if (contract) {
    scene.facts.push(schafkopfContract(contract, names));
    if (state.partner !== null && contract.declarer !== null && state.partner !== contract.declarer)
      scene.facts.push(`${L('Partner', 'Partner')}: ${names(state.partner)}`);
  } else if (state.best) {
    scene.facts.push(`${L('Bisher', 'So far')}: ${schafkopfGame(state.best.game, state.best.suit)} (${names(state.best.seat)})`);
  }
  const doublings = [
    ...state.klopfer.map((seat) => `${L('Klopfen', 'Klopfen')}: ${names(seat)}`),
    ...state.stoss.map((s) => `${doublingName(s.name)}: ${names(s.seat)}`),
  ];
  if (doublings.length > 0 || state.multiplier > 1)
    scene.facts.push([...doublings, L(`zählt ×${state.multiplier}`, `counts ×${state.multiplier}`)].join(' · '));
  if (state.schieber) scene.facts.push(L('Schieberrunde', 'Schieberrunde'));
  const deals = state.options.deals;
  scene.standings.push(
    deals
      ? L(`Spiel ${state.dealNumber} von ${deals}`, `Deal ${state.dealNumber} of ${deals}`)
      : L(`Spiel ${state.dealNumber}`, `Deal ${state.dealNumber}`),
  );
  if (state.stock !== 0) scene.standings.push(`${L('Stock', 'Stock')}: ${money(state.stock, false)}`);
  return scene;
}

/** The viewer's hand in the order of the game in force. */
export const sortedHand = (scene: Scene, hand: readonly string[]) => sortCards(hand, scene.order);
