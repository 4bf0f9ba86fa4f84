import type { ComponentChildren } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { useAnalysis, type AnalysisState, type LoggedEvent } from './analysis.js';
import { AnalysisNotice, DealAnalysisPanel, locateMoves, marksOf, MoveAnalysisView, type LocatedMoves } from './analysis-panel.js';
import { api, ok, type Summary } from './api.js';
import { Board } from './board.js';
import { describeEvent } from './events.js';
import { nameList } from './format.js';
import { sceneOfState } from './history-scene.js';
import { lang, t } from './i18n.js';
import { namer } from './names.js';
import { changeWords, DealLines } from './results.js';

/** A deal's result as its DealScored event carries it (the part every game shares). */
export interface DealResult {
  sequence: number;
  dealNumber: number;
  winners: number[];
  /** The service's sentence in the interface's language (the recorded English summary when it has none). */
  summary: string;
  items: { label: string; value: number }[];
  changes: { seat: number; delta: number }[];
}

export interface DealPanelProps {
  matchId: string;
  summary: Summary;
  deal: DealResult;
  names: (seat: number) => string;
  /** The match's analysis (none while the match runs) and where each analysed move is in the log. */
  analysis: AnalysisState;
  located: LocatedMoves;
  /** Shows the table at a step (an event's sequence). */
  go: (step: number) => void;
}

/** What is shown under each deal's result; a panel is one more entry here. */
export const DEAL_PANELS: ((props: DealPanelProps) => ComponentChildren)[] = [DealAnalysisPanel];

const resultOf = (event: LoggedEvent): DealResult | null => {
  const d = event.data as Partial<DealResult> | null;
  if (event.type !== 'DealScored' || !d || typeof d.summary !== 'string') return null;
  const summary = typeof event.sentence === 'string' ? event.sentence : d.summary;
  return {
    sequence: event.sequence,
    dealNumber: d.dealNumber ?? 0,
    winners: d.winners ?? [],
    summary,
    items: d.items ?? [],
    changes: d.changes ?? [],
  };
};

/** An ended match step by step: the table at each event with every hand open, and each deal's result. */
export function History({ matchId }: { matchId: string }) {
  const language = lang.use();
  const [summary, setSummary] = useState<Summary | null>(null);
  const [events, setEvents] = useState<LoggedEvent[]>([]);
  const [step, setStep] = useState(0);
  const [state, setState] = useState<{ step: number; state: Record<string, unknown> } | null>(null);
  const [error, setError] = useState('');
  const analysis = useAnalysis(matchId, summary?.status === 'finished');
  const located = useMemo(() => locateMoves(analysis.kind === 'ready' ? analysis.analysis : null, events), [analysis, events]);

  useEffect(() => {
    void (async () => {
      try {
        setSummary(ok(await api().GET('/matches/{id}', { params: { path: { id: matchId } } })));
        const page = ok(await api().GET('/matches/{id}/events', { params: { path: { id: matchId } } }));
        setEvents(page.items as LoggedEvent[]);
        setStep((old) => old || page.items.length);
      } catch (e) {
        setError((e as Error).message);
      }
    })();
  }, [matchId, language]);
  useEffect(() => {
    if (events.length === 0) return;
    void api()
      .GET('/matches/{id}/state', { params: { path: { id: matchId }, query: { version: step } } })
      .then((r) => r.data && setState({ step, state: r.data.state as Record<string, unknown> }));
  }, [step, events.length]);

  if (error) return <p class="error">{error}</p>;
  if (!summary) return <p>{t('loading')}</p>;
  const names = namer(summary.seats);
  const event = step > 0 ? events[step - 1] : null;
  const moveHere = located.atStep.get(step);
  const scene = state ? sceneOfState(summary.game, summary.seats.length, state.state, names) : null;
  const results = events.map(resultOf).filter((r): r is DealResult => r !== null);
  const go = (to: number) => setStep(Math.max(0, Math.min(events.length, to)));
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') go(step - 1);
    if (e.key === 'ArrowRight') go(step + 1);
  };
  return (
    <div class="history" onKeyDown={onKey}>
      <section class="panel">
        <h1>
          <span data-said-by="service">{summary.title}</span>: {t('history')}
        </h1>
        {summary.outcome && (
          <>
            {summary.outcome.winners.length > 0 && (
              <p class="winners">
                <strong>{t('winners')}:</strong> {nameList(summary.outcome.winners.map(names))}
              </p>
            )}
            <p data-said-by="service">{summary.outcome.sentence ?? summary.outcome.summary}</p>
          </>
        )}
        <Stepper step={step} last={events.length} go={go} />
        {event && (
          <h2
            class="event-line"
            data-sequence={event.sequence}
            data-type={event.type}
            data-said-by={event.type === 'DealScored' ? 'service' : undefined}
          >
            {event.sequence}. {describeEvent(event, names, summary.game)}
          </h2>
        )}
        <AnalysisNotice analysis={analysis} />
        {moveHere && <MoveAnalysisView located={moveHere} game={summary.game} names={names} />}
      </section>
      {scene && (
        <div class="table history-table" data-step={state?.step}>
          <Board
            scene={scene}
            names={names}
            bottom={0}
            me={null}
            trick={scene.trick.length > 0 ? { plays: scene.trick, winner: null } : (scene.lastTrick ?? { plays: [], winner: null })}
            toMove={[]}
            marks={state?.step === step ? marksOf(moveHere) : undefined}
          />
        </div>
      )}
      {results.length > 0 && (
        <section class="panel scoring">
          <h2>{t('scoring')}</h2>
          {results.map((deal) => (
            <DealScoring deal={deal} game={summary.game} names={names} onShow={() => go(deal.sequence)}>
              {DEAL_PANELS.map((Panel) => Panel({ matchId, summary, deal, names, analysis, located, go }))}
            </DealScoring>
          ))}
        </section>
      )}
    </div>
  );
}

/** First, back, the slider, next, last: text arrows every font draws. */
function Stepper({ step, last, go }: { step: number; last: number; go: (to: number) => void }) {
  return (
    <div class="row stepper" role="group" aria-label={t('step')}>
      <button type="button" onClick={() => go(0)} disabled={step === 0}>
        <span aria-hidden="true">«</span> {t('first')}
      </button>
      <button type="button" onClick={() => go(step - 1)} disabled={step === 0}>
        <span aria-hidden="true">‹</span> {t('previous')}
      </button>
      <input
        type="range"
        min={0}
        max={last}
        value={step}
        aria-label={t('step')}
        onInput={(e) => go(Number((e.target as HTMLInputElement).value))}
      />
      <button type="button" onClick={() => go(step + 1)} disabled={step === last}>
        {t('next')} <span aria-hidden="true">›</span>
      </button>
      <button type="button" onClick={() => go(last)} disabled={step === last}>
        {t('last')} <span aria-hidden="true">»</span>
      </button>
      <span aria-live="polite">
        {t('event')} {step} / {last}
      </span>
    </div>
  );
}

/** One deal's result as lines: who won, the sentence, each item and what changed for whom. */
function DealScoring({
  deal,
  game,
  names,
  onShow,
  children,
}: {
  deal: DealResult;
  game: string;
  names: (seat: number) => string;
  onShow: () => void;
  children?: ComponentChildren;
}) {
  const changes = deal.changes.filter((c) => c.delta !== 0);
  return (
    <article class="deal-result" data-deal={deal.dealNumber}>
      <h3>
        <button type="button" class="link" onClick={onShow}>
          {t('deal')} {deal.dealNumber}
        </button>
        {deal.winners.length > 0 && (
          <span class="muted">
            {' '}
            · {t('dealWon')}: {nameList(deal.winners.map(names))}
          </span>
        )}
      </h3>
      <DealLines game={game} deal={deal} names={names} />
      {changes.length > 0 && <p class="small">{changes.map((c) => `${names(c.seat)}: ${changeWords(game, c.delta)}`).join(' · ')}</p>}
      {children}
    </article>
  );
}
