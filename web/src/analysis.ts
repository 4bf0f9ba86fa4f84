import { useEffect, useState } from 'preact/hooks';
import { api, problem } from './api.js';
import { money, signed } from './format.js';
import { lang } from './i18n.js';

// The analysis of a finished match (GET /matches/{id}/analysis) as the history page reads it: only the parts every
// game shares (moves with their alternatives, mistakes, the bidding's verdicts, par, exactness), so a game the
// analysis learns to read shows up here without a change.

/** A sentence in both languages; the service may still send a plain (English) string for notes. */
export type Words = string | { de: string; en: string };

export interface MoveValue {
  result: number | null;
  points: number | null;
}

export type AnalysedAction = { type: string } & Record<string, unknown>;

export interface AnalysedMove {
  index: number;
  /** The number of the event that recorded the move. */
  sequence: number;
  trick: number;
  seat: number;
  action: AnalysedAction;
  exact: boolean;
  value: MoveValue;
  alternatives: { action: AnalysedAction; value: MoveValue }[];
  best: MoveValue;
  loss: number;
  pointsLoss: number;
}

export interface AnalysedMistake {
  move: number;
  trick: number;
  seat: number;
  action: AnalysedAction;
  best: AnalysedAction;
  loss: number;
  exact: boolean;
  text: Words;
}

/** A decision of the bidding (announcing, bidding, doubling) valued by sampling; `text` is its verdict, if it lost. */
export interface AnalysedBid {
  /** The number of the event that recorded the decision, or where the seat's right to it ended. */
  sequence: number;
  seat: number;
  loss: number;
  text: Words | null;
}

export interface DealAnalysis {
  dealNumber: number;
  unit: string;
  exactFromTrick: number | null;
  estimate: Words | null;
  moves: AnalysedMove[];
  mistakes: AnalysedMistake[];
  /** Absent for a game whose bidding is not valued. */
  bids?: AnalysedBid[];
  par: { text: Words } | null;
}

export interface MatchAnalysis {
  status: 'ready';
  game: string;
  supported: boolean;
  note: Words | null;
  deals: DealAnalysis[];
}

export type AnalysisState =
  { kind: 'none' } | { kind: 'pending' } | { kind: 'ready'; analysis: MatchAnalysis } | { kind: 'error'; message: string };

/** Seconds to wait when a pending answer names none. */
const DEFAULT_RETRY = 5;

/**
 * A finished match's analysis: asked for once, and again after each pending answer's Retry-After until it is
 * ready. Nothing for a match that has not finished (the service would answer 409 MATCH_NOT_FINISHED).
 */
export function useAnalysis(matchId: string, finished: boolean): AnalysisState {
  const [state, setState] = useState<AnalysisState>({ kind: 'none' });
  useEffect(() => {
    if (!finished) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      try {
        const res = await api().GET('/matches/{id}/analysis', { params: { path: { id: matchId } } });
        if (stopped) return;
        if (res.response.status === 409) return setState({ kind: 'none' });
        if (res.data === undefined) return setState({ kind: 'error', message: problem(res.error) });
        const body = res.data as unknown as { status: string };
        if (body.status === 'ready') return setState({ kind: 'ready', analysis: body as MatchAnalysis });
        setState({ kind: 'pending' });
        const wait = Number(res.response.headers.get('Retry-After'));
        timer = setTimeout(() => void ask(), (Number.isFinite(wait) && wait > 0 ? wait : DEFAULT_RETRY) * 1000);
      } catch (error) {
        if (!stopped) setState({ kind: 'error', message: (error as Error).message });
      }
    };
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [matchId, finished]);
  return state;
}

/** The sentence in the interface's language; a plain string is the service's English. */
export const said = (words: Words): { text: string; lang: 'de' | 'en' } =>
  typeof words === 'string'
    ? { text: words, lang: 'en' }
    : lang.get() === 'de'
      ? { text: words.de, lang: 'de' }
      : { text: words.en, lang: 'en' };

const de = () => lang.get() === 'de';
const number = (n: number) => (Math.round(n * 100) / 100).toLocaleString(de() ? 'de-DE' : 'en-GB');

/**
 * A value in the deal's unit as players read it. Short, to stand beside a card: "+0,30 €", "+2", "61"; long, with
 * its unit: "+0,30 €", "+2 Punkte", "61 Augen". Without a result (a Ramsch) the Augen the seat takes.
 */
export function valueWords(unit: string, value: MoveValue, long = false): string {
  if (value.result === null) return value.points === null ? '–' : long ? augen(value.points) : number(value.points);
  const n = value.result;
  if (unit === 'cents') return money(n);
  if (!long) return unit === 'Augen' || unit === 'lives' ? number(n) : signed(n);
  switch (unit) {
    case 'Augen':
      return augen(n);
    case 'gamePoints':
      return `${signed(n)} ${de() ? (Math.abs(n) === 1 ? 'Punkt' : 'Punkte') : Math.abs(n) === 1 ? 'game point' : 'game points'}`;
    case 'lives':
      return `${number(n)} ${de() ? 'Leben' : Math.abs(n) === 1 ? 'life' : 'lives'}`;
    default:
      return `${number(n)} ${unit}`;
  }
}

const augen = (n: number) => `${number(n)} ${de() ? 'Augen' : 'card points'}`;

/** What the values of a seat's choices count, in words: "was das Spiel Anna bringt, in Euro, …". */
export function unitWords(unit: string, name: string): string {
  const words: Record<string, [string, string]> = {
    cents: [`was das Spiel ${name} bringt, in Euro`, `what the deal brings ${name}, in euros`],
    gamePoints: [`Punkte, die ${name} schreibt (negativ: die der Gegenseite)`, `game points ${name} scores (negative: the other side's)`],
    Augen: [`Augen, die ${name} nimmt (wenige sind gut)`, `card points ${name} takes (few are good)`],
    lives: [`Leben, die ${name} voraussichtlich behält`, `lives ${name} is expected to keep`],
  };
  const [wordsDe, wordsEn] = words[unit] ?? [unit, unit];
  return de() ? `${wordsDe}, wenn danach alle am besten spielen` : `${wordsEn}, with best play by all from there on`;
}

/** A loss in the deal's unit, always with its unit: "0,30 €", "1 Punkt", "12 Augen". */
export function lossWords(unit: string, loss: number): string {
  if (unit === 'cents') return money(loss, false);
  return valueWords(unit, { result: loss, points: null }, true).replace(/^\+/, '');
}

/** An event of the match's log as the history page holds it. */
export interface LoggedEvent {
  sequence: number;
  type: string;
  seat?: number | null;
  data: unknown;
  /** The service's sentence for people, in the interface's language (DealScored, the match's end). */
  sentence?: string;
}
