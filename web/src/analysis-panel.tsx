import { Card, cardName, isCard } from './cards.js';
import {
  lossWords,
  said,
  unitWords,
  valueWords,
  type AnalysedAction,
  type AnalysedMove,
  type AnalysisState,
  type DealAnalysis,
  type LoggedEvent,
  type MatchAnalysis,
  type MoveValue,
} from './analysis.js';
import type { CardMarks } from './board.js';
import { lang, t } from './i18n.js';
import type { DealPanelProps } from './history.js';
import { actionLabel } from './words.js';

// The analysis on the history page: at a step that is a move, the move's value beside every choice the seat had;
// under each deal, its mistakes (each a link to its step), its par and from which trick the values are exact.

/** A move of the analysis with its deal and the step (event sequence) it was recorded at. */
export interface LocatedMove {
  deal: DealAnalysis;
  move: AnalysedMove;
  step: number;
}

export interface LocatedMoves {
  atStep: Map<number, LocatedMove>;
  /** The deal's analysis for the DealScored event at this sequence. */
  dealAt: Map<number, DealAnalysis>;
  /** Sequence of the event of a deal's move (by the deal's DealScored sequence, then the move's index). */
  stepOf: (scoredAt: number, move: number) => number | undefined;
}

/** Finds each analysed deal by its result in the log (the n-th DealScored, checked by its deal number); each move names its step. */
export function locateMoves(analysis: MatchAnalysis | null, events: readonly LoggedEvent[]): LocatedMoves {
  const atStep = new Map<number, LocatedMove>();
  const dealAt = new Map<number, DealAnalysis>();
  const steps = new Map<number, Map<number, number>>();
  const logged = new Set(events.map((e) => e.sequence));
  if (analysis) {
    const scored = events.filter((e) => e.type === 'DealScored');
    scored.forEach((event, i) => {
      const number = (event.data as { dealNumber?: number } | null)?.dealNumber;
      const deal = analysis.deals[i]?.dealNumber === number ? analysis.deals[i] : analysis.deals.find((d) => d.dealNumber === number);
      if (!deal) return;
      dealAt.set(event.sequence, deal);
      const found = new Map(deal.moves.filter((move) => logged.has(move.sequence)).map((move) => [move.index, move.sequence]));
      steps.set(event.sequence, found);
      for (const move of deal.moves) {
        const step = found.get(move.index);
        if (step !== undefined) atStep.set(step, { deal, move, step });
      }
    });
  }
  return { atStep, dealAt, stepOf: (scoredAt, move) => steps.get(scoredAt)?.get(move) };
}

const sameValue = (a: MoveValue, b: MoveValue) => a.result === b.result && a.points === b.points;
const cardOf = (action: AnalysedAction): string | null => (isCard(action.card) ? action.card : null);

/** The values to draw beside the cards of the seat that moved: each card it could have played, and the one it did. */
export function marksOf(located: LocatedMove | undefined): CardMarks | undefined {
  if (!located) return undefined;
  const { move, deal } = located;
  const played = cardOf(move.action);
  return (seat, card) => {
    if (seat !== move.seat) return null;
    const alternative = move.alternatives.find((a) => cardOf(a.action) === card);
    if (!alternative) return null;
    const isPlayed = card === played;
    return {
      value: valueWords(deal.unit, alternative.value),
      played: isPlayed,
      best: sameValue(alternative.value, move.best),
      worse: isPlayed && move.loss > 0,
    };
  };
}

/** An action as a player names it: the card's name, or the choice's words. */
const actionWords = (action: AnalysedAction, game: string) =>
  cardOf(action) ? cardName(action.card as string, game) : actionLabel(action as never, game);

/** At a step that is a move: who did what, its value, the best choice, the loss, and every choice with its value. */
export function MoveAnalysisView({ located, game, names }: { located: LocatedMove; game: string; names: (seat: number) => string }) {
  const { move, deal } = located;
  const long = (value: MoveValue) => valueWords(deal.unit, value, true);
  const bestAction = move.alternatives[0]?.action;
  return (
    <div class="move-analysis" data-move={move.index} data-loss={move.loss}>
      <p>
        <strong>{names(move.seat)}</strong>: {actionWords(move.action, game)} <span class="value">{long(move.value)}</span>
        {move.loss > 0 && bestAction && (
          <>
            {' · '}
            {t('bestChoice')}: {actionWords(bestAction, game)} <span class="value">{long(move.best)}</span>
            {' · '}
            <span class="loss">
              {lossWords(deal.unit, move.loss)} {t('lost')}
            </span>
          </>
        )}
        {!move.exact && <span class="muted"> ({t('estimated')})</span>}
      </p>
      <p class="small muted">
        {t('valuesIn')}: {unitWords(deal.unit, names(move.seat))}
      </p>
      <ul class="choices" aria-label={t('choices')}>
        {move.alternatives.map((alternative) => {
          const played = JSON.stringify(alternative.action) === JSON.stringify(move.action);
          const best = sameValue(alternative.value, move.best);
          const card = cardOf(alternative.action);
          return (
            <li class={`choice${played ? ' played-card' : ''}${best ? ' best' : ''}${played && move.loss > 0 ? ' worse' : ''}`}>
              {card ? <Card card={card} game={game} /> : <span class="choice-name">{actionLabel(alternative.action as never, game)}</span>}
              <span class="card-value">{valueWords(deal.unit, alternative.value)}</span>
              {(played || best) && (
                <span class="small">{[played ? t('played') : '', best ? t('bestChoice') : ''].filter(Boolean).join(', ')}</span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** "Exakt ab Stich 3; davor geschätzt." with the service's note on the estimate where it speaks the interface's language. */
function Exactness({ deal }: { deal: DealAnalysis }) {
  const note = deal.estimate === null ? null : said(deal.estimate);
  const line =
    deal.exactFromTrick === 1
      ? t('allExact')
      : deal.exactFromTrick === null
        ? t('noneExact')
        : `${t('exactFrom')} ${deal.exactFromTrick}; ${t('estimatedBefore')}.`;
  return (
    <p class="small exactness" data-exact-from={deal.exactFromTrick ?? undefined}>
      {line}
      {note && note.lang === lang.get() && deal.exactFromTrick !== 1 && (
        <span class="muted" data-said-by="service">
          {' '}
          {note.text}
        </span>
      )}
    </p>
  );
}

/** Under a deal's result: its par, its mistakes (each shows its step), and how exact the values are. */
export function DealAnalysisPanel({ deal: result, names, analysis, located, go }: DealPanelProps) {
  if (analysis.kind !== 'ready' || !analysis.analysis.supported) return null;
  const deal = located.dealAt.get(result.sequence);
  if (!deal) return null;
  const show = (step: number | undefined) => {
    if (step === undefined) return;
    go(step);
    document.querySelector('.history > .panel')?.scrollIntoView({ block: 'start' });
  };
  return (
    <section class="deal-analysis" aria-label={`${t('analysis')}: ${t('deal')} ${result.dealNumber}`}>
      <h4>{t('analysis')}</h4>
      {deal.par && (
        <p class="par" data-said-by="service">
          {said(deal.par.text).text}
        </p>
      )}
      <Exactness deal={deal} />
      {deal.mistakes.length === 0 ? (
        <p class="small">{t('noMistakes')}</p>
      ) : (
        <>
          <h5>{t('mistakes')}</h5>
          <ol class="mistakes">
            {deal.mistakes.map((mistake) => {
              const step = located.stepOf(result.sequence, mistake.move);
              return (
                <li data-move={mistake.move} data-step={step}>
                  <button type="button" class="link mistake" onClick={() => show(step)} disabled={step === undefined}>
                    <strong>{names(mistake.seat)}</strong>
                    {': '}
                    <span data-said-by="service">{said(mistake.text).text}</span>
                  </button>{' '}
                  <span class="loss small">
                    −{lossWords(deal.unit, mistake.loss)}
                    {!mistake.exact && ` (${t('estimated')})`}
                  </span>
                </li>
              );
            })}
          </ol>
        </>
      )}
      <BidMistakes deal={deal} names={names} show={show} />
    </section>
  );
}

/** The bidding decisions that promised less than the best choice, each a link to the event that recorded it. */
function BidMistakes({ deal, names, show }: { deal: DealAnalysis; names: (seat: number) => string; show: (step: number) => void }) {
  const verdicts = (deal.bids ?? []).filter((bid) => bid.text !== null);
  if (verdicts.length === 0) return null;
  return (
    <>
      <h5>{t('bidMistakes')}</h5>
      <ol class="bid-mistakes">
        {verdicts.map((bid) => (
          <li data-step={bid.sequence}>
            <button type="button" class="link mistake" onClick={() => show(bid.sequence)}>
              <strong>{names(bid.seat)}</strong>
              {': '}
              <span data-said-by="service">{said(bid.text!).text}</span>
            </button>{' '}
            <span class="loss small">−{lossWords(deal.unit, bid.loss)}</span>
          </li>
        ))}
      </ol>
    </>
  );
}

/** Above the steps, for the whole match: the analysis is being computed, could not be loaded, or this game is not analysed. */
export function AnalysisNotice({ analysis }: { analysis: AnalysisState }) {
  if (analysis.kind === 'pending')
    return (
      <p class="analysis-note" role="status">
        {t('analysisPending')}
      </p>
    );
  if (analysis.kind === 'error')
    return (
      <p class="analysis-note error">
        {t('analysisFailed')}: {analysis.message}
      </p>
    );
  if (analysis.kind !== 'ready' || analysis.analysis.supported) return null;
  const note = analysis.analysis.note === null ? null : said(analysis.analysis.note);
  return (
    <p class="analysis-note small" data-supported="false">
      {t('notAnalysed')}
      {note && note.lang === lang.get() && <span data-said-by="service"> {note.text}</span>}
    </p>
  );
}
