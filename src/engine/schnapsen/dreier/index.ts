import { actionCatalogue } from '../../core/actions.js';
import type { Game, MatchSetup } from '../../core/game.js';
import { decide, dreierPlayers } from './decide.js';
import { validatePreset } from './deal.js';
import { evolve, initialState } from './evolve.js';
import { activeSeats, legalActions } from './legal.js';
import { CURRENT_RULES_VERSION, optionsSchemaOf, type DreierRulesVersion } from './options.js';
import { outcome, standings } from './result.js';
import type { Term } from '../../core/vocabulary.js';
import { FAMILY_TERMS, shared, TABLE_TERMS } from '../common/terms.js';
import { retired } from './legacy.js';
import { DREIER_ACTION_OBJECTS, DREIER_SCHEMAS } from './schemas.js';
import type { DreierAction, DreierEvent, DreierState, DreierView } from './types.js';
import { redact, view } from './view.js';

export type * from './types.js';
export type { DreierOptions, DreierContractId, DreierRulesVersion, NoBidTalon } from './options.js';
export type { DreierPreset } from './deal.js';

/** Every action and event name of Dreierschnapsen: the family's, its own, and the play-off's (Schnapsen for two's). */
export const DREIER_TERMS: readonly Term[] = [
  ...TABLE_TERMS,
  ...shared('exchange-trump', 'close-talon', 'claim-out'),
  FAMILY_TERMS.playoffStarted,
  FAMILY_TERMS.playoffEvent,
  {
    concept: 'cutting-start',
    meaning: 'Option cutOrKnock: the seat right of the dealer is asked to cut or knock on the pack.',
    event: 'CuttingStarted',
    german: 'Abheben lassen',
  },
  {
    concept: 'bid-without-talon',
    meaning:
      'In the auction, a seat bids a contract it plays without taking the talon (precedence among equal contracts; recorded as BidMade).',
    action: 'bidWithoutTalon',
    german: 'Ohne Talon',
  },
  {
    concept: 'take-talon',
    meaning: 'The declarer picks up the two talon cards.',
    action: 'takeTalon',
    event: 'TalonTaken',
    german: 'Talon aufnehmen',
  },
  {
    concept: 'leave-talon',
    meaning: 'Regional rule: the Rufer of a Normal game leaves the talon face down.',
    action: 'leaveTalon',
    event: 'TalonLeft',
    german: 'Talon liegen lassen',
  },
  {
    concept: 'discard',
    meaning: 'The seat that took the talon lays two cards away face down.',
    action: 'discard',
    event: 'CardsDiscarded',
    german: 'Drücken, Ablegen',
  },
  {
    concept: 'raise',
    meaning: 'After the talon the declarer names a higher contract (nobody bid: the Rufer names his game).',
    action: 'raise',
    event: 'ContractRaised',
    german: 'Erhöhen, Spiel ansagen',
  },
  {
    concept: 'decline-raise',
    meaning: 'After the talon the declarer keeps his contract (nobody bid: the Normal game).',
    action: 'declineRaise',
    event: 'RaiseDeclined',
    german: 'Bleiben',
  },
];

/**
 * Dreierschnapsen / Talonschnapsen (docs/rules-decisions.md#dreierschnapsen-deal and the rest of that section) under
 * one rules version. Version 3: the service's shared names and view envelope. Version 2: when
 * nobody bids, the Rufer must take the talon and then name his game (option noBidTalon). Versions 1 and 2 are
 * hosted for the matches created under them, under their old names (legacy.ts); version 1 plays the no-bid talon
 * always by the regional procedure (take it or leave it; a game after it only by raise rule 2).
 */
export function dreierschnapsenRules(rulesVersion: DreierRulesVersion): Game<DreierState, DreierEvent, DreierAction, DreierView> {
  const engine: Game<DreierState, DreierEvent, DreierAction, DreierView> = {
    id: 'dreierschnapsen',
    title: 'Dreierschnapsen (Talonschnapsen)',
    titles: { de: 'Dreierschnapsen (Talonschnapsen)', en: 'Dreierschnapsen (Talonschnapsen)' },
    players: dreierPlayers,
    rulesVersion,
    options: optionsSchemaOf(rulesVersion),
    actionObjects: DREIER_ACTION_OBJECTS,
    actions: actionCatalogue(DREIER_ACTION_OBJECTS),
    terms: DREIER_TERMS,
    schemas: DREIER_SCHEMAS,
    validatePreset: (preset: unknown, _setup: Omit<MatchSetup, 'presets'>) => validatePreset(preset),
    initialState: (setup: MatchSetup) => initialState(setup, rulesVersion),
    decide,
    evolve,
    view,
    legalActions,
    activeSeats,
    outcome,
    standings,
    redact,
  };
  return rulesVersion === CURRENT_RULES_VERSION ? engine : (retired(engine) as typeof engine);
}

/** The current rules. */
export const dreierschnapsen = dreierschnapsenRules(CURRENT_RULES_VERSION);
