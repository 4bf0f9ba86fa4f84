import { parseCard, suitOf } from '../../core/cards.js';
import { RuleViolation } from '../../core/errors.js';
import { type Command, handleCommand } from '../../core/game.js';
import type { Seat } from '../../core/seats.js';
import { DREIER_CONTRACTS, requirementUnmet } from '../common/contracts.js';
import { DECLINE_DOUBLE, decideDoubling, isDoublingName } from '../common/doubling.js';
import { actionTypeOf, mustBeOnTurn, mustBeRunning } from '../common/guards.js';
import { marriageOf } from '../common/play.js';
import { mustBeDeclarable, mustBePlayable } from '../common/refusals.js';
import { calledSuit, isSuit, mustHoldThreeUnter, turnUpPosition } from '../common/trump-call.js';
import { decideInDeal, type ZweierAction } from '../zweier/deal.js';
import { bidAllowed, declareForbidden, possibleRaises } from './bidding.js';
import { afterMove, afterPlayoffMove, dealCards, dealNext, settleContract, Tape } from './flow.js';
import { DREIER_CONTRACT_IDS, type DreierContractId } from './options.js';
import { localOf, wrapped } from './playoff.js';
import { termsOf } from './terms.js';
import type { DreierAction, DreierActionType, DreierDeal, DreierEvent, DreierState } from './types.js';
import { refuseStart } from '../../core/match.js';

const ACTION_TYPES: readonly DreierActionType[] = [
  'cut',
  'knockOnPack',
  'callTrump',
  'turnUpTrump',
  'demandRedeal',
  'bid',
  'bidWithoutTalon',
  'pass',
  'takeTalon',
  'leaveTalon',
  'discard',
  'raise',
  'declineRaise',
  'spritzen',
  'retour',
  're',
  'declineDouble',
  'declareMarriage',
  'playCard',
  'exchangeTrump',
  'closeTalon',
  'claimOut',
];

/** The play-off deal's actions: Schnapsen for two's, by the same names. */
const PLAYOFF_ACTIONS: readonly DreierActionType[] = ['playCard', 'declareMarriage', 'exchangeTrump', 'closeTalon', 'claimOut'];

const illegal = (sentence: string): never => {
  throw new RuleViolation('ILLEGAL_ACTION', sentence);
};

/** The seat counts the game is played by (its `Game.players`). */
export const dreierPlayers = { min: 3, max: 3 };

export function decide(command: Command<DreierAction>, state: DreierState): DreierEvent[] {
  return handleCommand(command, {
    start: () => startMatch(state),
    act: (seat, action) => act(state, seat, action),
    forfeit: (seat) => forfeit(state, seat),
  });
}

function startMatch(state: DreierState): DreierEvent[] {
  refuseStart(state, 'Dreierschnapsen', dreierPlayers);
  // The last seat deals first unless the table chose otherwise, so seat 0 is the first Rufer.
  const firstDealer = state.options.firstDealer ?? 2;
  const tape = new Tape(state).emit({ type: 'MatchStarted', data: { players: 3, firstDealer, bummerl: state.options.bummerl } });
  dealNext(tape, firstDealer);
  return tape.events;
}

/** Abandonment (docs/dreierschnapsen.md): the seat loses the match at once; the other two share the win. */
function forfeit(state: DreierState, seat: Seat): DreierEvent[] {
  mustBeRunning(state.phase);
  if (!Number.isInteger(seat) || seat < 0 || seat > 2) illegal(`Seat ${String(seat)} is not in the match and cannot forfeit it.`);
  const tape = new Tape(state).emit({ type: 'Forfeited', data: { seat } });
  const winners = [0, 1, 2].filter((s) => s !== seat);
  tape.emit({ type: 'MatchEnded', data: { winners, bummerl: [...state.penalties] } });
  return tape.events;
}

function act(state: DreierState, seat: Seat, action: unknown): DreierEvent[] {
  mustBeRunning(state.phase);
  const type = actionTypeOf(action, ACTION_TYPES, 'Dreierschnapsen');
  // Said (or declined) in turn in the doubling round; outside it they are refused whoever is on turn (no doubling
  // in a play-off).
  if (isDoublingName(type) || type === DECLINE_DOUBLE) {
    return [
      decideDoubling(
        state.phase === 'doubling' ? (state.deal?.doubling ?? null) : null,
        seat,
        type,
        state.phase === 'playing' || state.phase === 'playoff',
      ),
    ];
  }
  mustBeOnTurn(state.turn, seat);
  const fields = action as Record<string, unknown>;
  if (state.phase === 'playoff') return playoffMove(state, seat, type, fields);
  if (type === 'cut' || type === 'knockOnPack') return cutOrKnock(state, seat, type, fields.at);
  const deal = state.deal;
  if (deal === null) return illegal(`"${type}" is not possible before the cards are dealt.`);
  switch (type) {
    case 'callTrump':
      return callTrump(state, deal, seat, fields.suit);
    case 'turnUpTrump':
      return turnUpTrump(state, deal, seat, fields.position);
    case 'demandRedeal':
      return demandRedeal(state, deal, seat);
    case 'bid':
    case 'bidWithoutTalon':
      if (fields.withTalon !== undefined)
        throw new RuleViolation('INVALID_ACTION', 'A bid has no "withTalon": bid takes the talon, bidWithoutTalon plays without it.');
      return bid(state, deal, seat, fields.contract, type === 'bid');
    case 'pass':
      return pass(state, deal, seat);
    case 'declineRaise':
      return declineRaise(state, seat);
    case 'takeTalon':
    case 'leaveTalon':
      return normalTalon(state, deal, seat, type === 'takeTalon');
    case 'discard':
      return discard(state, deal, seat, fields.cards);
    case 'raise':
      return raise(state, deal, seat, fields.contract);
    case 'declareMarriage':
      return declareMarriage(state, deal, seat, fields.suit);
    case 'playCard':
      return play(state, deal, seat, fields.card);
    case 'exchangeTrump':
    case 'closeTalon':
    case 'claimOut':
      return illegal(`"${type}" belongs to the play-off deal of Schnapsen for two.`);
  }
}

/** Option cutOrKnock: the player right of the dealer cuts (lifts 1 to 19 cards) or knocks on the pack; then the cards come. */
function cutOrKnock(state: DreierState, seat: Seat, type: 'cut' | 'knockOnPack', at: unknown): DreierEvent[] {
  inPhase(state, ['cutting'], type === 'cut' ? 'Cutting' : 'Knocking on the pack');
  const tape = new Tape(state);
  if (type === 'knockOnPack') {
    tape.emit({ type: 'PackKnocked', data: { seat } });
    dealCards(tape, state.dealer ?? 2, 'knock');
    return tape.events;
  }
  if (!Number.isInteger(at) || (at as number) < 1 || (at as number) > 19)
    throw new RuleViolation('INVALID_ACTION', 'cut needs "at": how many cards to lift, 1 to 19.');
  tape.emit({ type: 'PackCut', data: { seat, at: at as number } });
  dealCards(tape, state.dealer ?? 2, at as number);
  return tape.events;
}

function inPhase(state: DreierState, phases: readonly DreierState['phase'][], what: string): void {
  if (!phases.includes(state.phase)) illegal(`${what} is not possible now (phase ${state.phase}).`);
}

/** The Rufer names trump from his first three cards (Talonschnapsen: before the talon and the second packets). */
function callTrump(state: DreierState, deal: DreierDeal, seat: Seat, field: unknown): DreierEvent[] {
  inPhase(state, ['trumpCall'], 'Calling trump');
  const suit = calledSuit(field);
  return new Tape(state)
    .emit({ type: 'TrumpCalled', data: { seat, suit, turnedUp: null } })
    .emit({ type: 'SecondPacketsDealt', data: { deal: deal.number, second: (deal.undealt ?? []).map((p) => [...p]) } }).events;
}

/** Or he turns up one of his next three cards before looking at them; its suit is trump. */
function turnUpTrump(state: DreierState, deal: DreierDeal, seat: Seat, field: unknown): DreierEvent[] {
  inPhase(state, ['trumpCall'], 'Turning up trump');
  const card = (deal.undealt ?? [])[seat]?.[turnUpPosition(field, 3)];
  if (card === undefined) return illegal('There is no such card to turn up.');
  return new Tape(state)
    .emit({ type: 'TrumpCalled', data: { seat, suit: suitOf(card), turnedUp: card } })
    .emit({ type: 'SecondPacketsDealt', data: { deal: deal.number, second: (deal.undealt ?? []).map((p) => [...p]) } }).events;
}

/** Three Unter as the first three cards: the Rufer may demand a new shuffle and deal (same dealer). */
function demandRedeal(state: DreierState, deal: DreierDeal, seat: Seat): DreierEvent[] {
  inPhase(state, ['trumpCall'], 'Demanding a redeal');
  const first = deal.hands[seat] ?? [];
  mustHoldThreeUnter(first, 'A redeal');
  const tape = new Tape(state).emit({ type: 'RedealDemanded', data: { seat, unter: [...first] } });
  dealNext(tape, deal.dealer);
  return tape.events;
}

function contractOf(value: unknown): DreierContractId {
  if (!(DREIER_CONTRACT_IDS as readonly unknown[]).includes(value)) {
    throw new RuleViolation('INVALID_ACTION', `"${String(value)}" is not a Dreierschnapsen contract (${DREIER_CONTRACT_IDS.join(', ')}).`);
  }
  return value as DreierContractId;
}

/** One round from the Rufer: each bid must outrank the standing one (equal: without the talon, then the Rufer). */
function bid(state: DreierState, deal: DreierDeal, seat: Seat, contractField: unknown, withTalon: boolean): DreierEvent[] {
  inPhase(state, ['bidding', 'ruferRaise'], 'Bidding');
  const contract = contractOf(contractField);
  const why = declareForbidden(contract, seat, deal.hands[seat] ?? [], deal, state.options);
  if (why !== null) illegal(why);
  const candidate = { seat, contract, withTalon };
  if (!bidAllowed(candidate, deal, state.options, state.phase === 'ruferRaise')) {
    illegal(
      `A ${DREIER_CONTRACTS[contract].name}${withTalon ? ' with the talon' : ''} does not outrank the standing ${DREIER_CONTRACTS[deal.best!.contract].name}.`,
    );
  }
  const tape = new Tape(state).emit({ type: 'BidMade', data: candidate });
  if (tape.state.turn === null) settleContract(tape);
  return tape.events;
}

function pass(state: DreierState, deal: DreierDeal, seat: Seat): DreierEvent[] {
  const tape = new Tape(state);
  switch (state.phase) {
    case 'bidding':
    case 'ruferRaise':
      tape.emit({ type: 'BidPassed', data: { seat } });
      if (tape.state.turn === null) settleContract(tape);
      return tape.events;
    default:
      return illegal(
        `Passing ("weiter") is part of the bidding (after the talon: declineRaise; in the doubling round: declineDouble); not possible now (phase ${state.phase}).`,
      );
  }
}

/** After the talon: keep the contract rather than raise (nobody bid: the Normal game). */
function declineRaise(state: DreierState, seat: Seat): DreierEvent[] {
  inPhase(state, ['raise'], 'Declining to raise');
  return new Tape(state).emit({ type: 'RaiseDeclined', data: { seat } }).events;
}

/** Normal game: the Rufer may look at the talon and exchange (then discards two), or leave it face down. */
function normalTalon(state: DreierState, deal: DreierDeal, seat: Seat, take: boolean): DreierEvent[] {
  inPhase(state, ['talon'], take ? 'Taking the talon' : 'Leaving the talon');
  const tape = new Tape(state);
  if (take) tape.emit({ type: 'TalonTaken', data: { seat, cards: [...deal.talon] } });
  else tape.emit({ type: 'TalonLeft', data: { seat } });
  return tape.events;
}

/** Two cards laid away face down; they count for nobody. A contract's requirement must still hold afterwards. */
function discard(state: DreierState, deal: DreierDeal, seat: Seat, field: unknown): DreierEvent[] {
  inPhase(state, ['discard'], 'Discarding');
  if (!Array.isArray(field) || field.length !== 2)
    throw new RuleViolation('INVALID_ACTION', 'discard needs "cards": two cards of your hand.');
  const cards = field.map(parseCard);
  if (cards[0] === cards[1]) throw new RuleViolation('INVALID_ACTION', 'discard needs two different cards.');
  const hand = deal.hands[seat] ?? [];
  for (const card of cards) if (!hand.includes(card)) throw new RuleViolation('CARD_NOT_IN_HAND', `${card} is not in your hand.`, { card });
  const contract = DREIER_CONTRACTS[deal.settled?.contract ?? 'normal'];
  const rest = hand.filter((card) => !cards.includes(card));
  const why = requirementUnmet(contract.requirement, rest, deal.trump, []);
  if (why !== null) illegal(`${why} Keep those cards.`);
  return new Tape(state).emit({ type: 'CardsDiscarded', data: { seat, cards } }).events;
}

/** Raise rule 2: after the talon, a higher contract before the first card. */
function raise(state: DreierState, deal: DreierDeal, seat: Seat, field: unknown): DreierEvent[] {
  inPhase(state, ['raise'], 'Raising');
  const contract = contractOf(field);
  const why = declareForbidden(contract, seat, deal.hands[seat] ?? [], deal, state.options);
  if (why !== null) illegal(why);
  if (!possibleRaises(deal, seat, state.options).includes(contract))
    illegal(`A ${DREIER_CONTRACTS[contract].name} is not higher than the contract you play.`);
  return new Tape(state).emit({ type: 'ContractRaised', data: { seat, contract } }).events;
}

/** 20/40: the player on lead shows König and Ober, then leads one of them. */
function declareMarriage(state: DreierState, deal: DreierDeal, seat: Seat, suit: unknown): DreierEvent[] {
  inPhase(state, ['playing'], 'Declaring a 20 or 40');
  if (!isSuit(suit)) throw new RuleViolation('INVALID_ACTION', 'declareMarriage needs "suit": E, G, H or S.');
  const terms = termsOf(deal);
  if (!deal.play || !terms) return illegal('Nothing is being played.');
  mustBeDeclarable(deal.play, terms, seat, suit);
  const tape = new Tape(state).emit({ type: 'MarriageDeclared', data: marriageOf(deal.play, terms, seat, suit) });
  afterMove(tape);
  return tape.events;
}

function play(state: DreierState, deal: DreierDeal, seat: Seat, field: unknown): DreierEvent[] {
  inPhase(state, ['playing'], 'Playing a card');
  const card = parseCard(field);
  const terms = termsOf(deal);
  if (!deal.play || !terms) return illegal('Nothing is being played.');
  mustBePlayable(deal.play, terms, seat, card);
  const tape = new Tape(state).emit({ type: 'CardPlayed', data: { deal: deal.number, trick: deal.play.tricks.length, seat, card } });
  afterMove(tape);
  return tape.events;
}

/** A move in the play-off deal, decided by the Schnapsen-for-two rules over the local seats. */
function playoffMove(state: DreierState, seat: Seat, type: DreierActionType, fields: Record<string, unknown>): DreierEvent[] {
  const playoff = state.playoff;
  if (!playoff || !PLAYOFF_ACTIONS.includes(type))
    return illegal(`Only the play-off deal is being played now (${PLAYOFF_ACTIONS.join(', ')}).`);
  const local = localOf(playoff, seat);
  if (local === 'spectator') throw new RuleViolation('NOT_YOUR_TURN', `Seat ${seat} is not in the play-off.`);
  const events = decideInDeal(playoff.zweier, local, { ...fields, type } as ZweierAction);
  const tape = new Tape(state);
  for (const event of events) tape.emit(wrapped(playoff, event));
  afterPlayoffMove(tape);
  return tape.events;
}
