import type { ZweierAction, ZweierDealEvent } from './deal-types.js';

/**
 * The old names of one deal (Schnapsen for two rules version 1; Dreierschnapsen's play-off before rules
 * version 3): the actions `play`, `announce`, `close`, `claim` and the event `MarriageAnnounced`. Old streams
 * replay through `upcastDealEvent` (applied at the top of evolveDeal and redactDealEvent); the retired versions
 * decide with the current rules and record what they decide under the old names (`downcastDealEvent`).
 */
const OLD_ACTIONS: Readonly<Record<string, ZweierAction['type']>> = {
  play: 'playCard',
  announce: 'declareMarriage',
  close: 'closeTalon',
  claim: 'claimOut',
};
const NEW_ACTIONS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(OLD_ACTIONS).map(([old, current]) => [current, old]),
);

/** An action of either vocabulary, named as now (anything else unchanged: decide refuses it). */
export function upcastDealAction<A>(action: A): A {
  const type = (action as { type?: unknown } | null)?.type;
  return typeof type === 'string' && Object.hasOwn(OLD_ACTIONS, type) ? ({ ...action, type: OLD_ACTIONS[type] } as A) : action;
}

/** A current action under its old name. */
export function downcastDealAction<A extends { type: string }>(action: A): A {
  return Object.hasOwn(NEW_ACTIONS, action.type) ? { ...action, type: NEW_ACTIONS[action.type] } : action;
}

/** An event of one deal under the current names (identity for current events). */
export function upcastDealEvent<E>(event: E): E {
  const e = event as { type?: unknown; data?: unknown } | null;
  return e?.type === 'MarriageAnnounced' ? ({ type: 'MarriageDeclared', data: e.data } as E) : event;
}

/** An event of one deal under the names of the retired versions. */
export function downcastDealEvent(event: ZweierDealEvent): { type: string; data: unknown } {
  return event.type === 'MarriageDeclared' ? { type: 'MarriageAnnounced', data: event.data } : event;
}
