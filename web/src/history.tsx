import { useEffect, useState } from 'preact/hooks';
import { api, ok, type Summary } from './api.js';
import { Card, isCard } from './cards.js';
import { lang, t } from './i18n.js';

type LoggedEvent = { sequence: number; type: string; seat?: number | null; data: unknown };

/** Hands in a replayed state: `hands` (one list per seat) and, where a game keeps them, the `table` cards. */
function handsOf(state: Record<string, unknown>): string[][] | null {
  const hands = state.hands;
  if (Array.isArray(hands) && hands.every((h) => Array.isArray(h) && h.every(isCard))) return hands as string[][];
  return null;
}

/** A finished match event by event: every hand revealed (the replayed state), each deal's itemised result. */
export function History({ matchId }: { matchId: string }) {
  lang.use();
  const [summary, setSummary] = useState<Summary | null>(null);
  const [events, setEvents] = useState<LoggedEvent[]>([]);
  const [step, setStep] = useState(0);
  const [state, setState] = useState<Record<string, unknown> | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    void (async () => {
      try {
        setSummary(ok(await api().GET('/matches/{id}', { params: { path: { id: matchId } } })));
        const page = ok(await api().GET('/matches/{id}/events', { params: { path: { id: matchId } } }));
        setEvents(page.events as LoggedEvent[]);
        setStep(page.events.length);
      } catch (e) {
        setError((e as Error).message);
      }
    })();
  }, [matchId]);
  useEffect(() => {
    if (events.length === 0) return;
    void api()
      .GET('/matches/{id}/state', { params: { path: { id: matchId }, query: { version: step } } })
      .then((r) => setState((r.data?.state as Record<string, unknown>) ?? null));
  }, [step, events.length]);

  if (error) return <p class="error">{error}</p>;
  if (!summary) return <p>{t('loading')}</p>;
  const name = (seat: number) => summary.seats[seat]?.name ?? summary.seats[seat]?.bot ?? `${t('seat')} ${seat + 1}`;
  const event = step > 0 ? events[step - 1] : null;
  const hands = state ? handsOf(state) : null;
  const results = events.filter((e) => /Scored$/.test(e.type) && e.sequence <= step);
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') setStep((s) => Math.max(0, s - 1));
    if (e.key === 'ArrowRight') setStep((s) => Math.min(events.length, s + 1));
  };
  return (
    <div class="panel history" onKeyDown={onKey}>
      <h1>
        {summary.title}: {t('history')}
      </h1>
      {summary.outcome && <p>{summary.outcome.summary}</p>}
      <div class="row" role="group" aria-label={t('step')}>
        <button type="button" onClick={() => setStep(0)}>
          ⏮ {t('first')}
        </button>
        <button type="button" onClick={() => setStep(Math.max(0, step - 1))}>
          ◀ {t('previous')}
        </button>
        <input type="range" min={0} max={events.length} value={step} aria-label={t('step')} onInput={(e) => setStep(Number((e.target as HTMLInputElement).value))} />
        <button type="button" onClick={() => setStep(Math.min(events.length, step + 1))}>
          {t('next')} ▶
        </button>
        <button type="button" onClick={() => setStep(events.length)}>
          {t('last')} ⏭
        </button>
        <span aria-live="polite">
          {t('event')} {step} / {events.length}
        </span>
      </div>
      {event && (
        <>
          <h2>
            {event.sequence}. {event.type}
            {typeof event.seat === 'number' ? ` (${name(event.seat)})` : ''}
          </h2>
          <pre class="data">{JSON.stringify(event.data, null, 1)}</pre>
        </>
      )}
      {hands && (
        <>
          <h2>{t('hands')}</h2>
          <div class="hands-grid">
            {hands.map((hand, seat) => (
              <div class="row">
                <strong style="min-width: 6rem">{name(seat)}</strong>
                {hand.map((card) => (
                  <Card card={card} game={summary.game} />
                ))}
              </div>
            ))}
          </div>
        </>
      )}
      {results.length > 0 && (
        <>
          <h2>{t('result')}</h2>
          {results.map((r) => (
            <details>
              <summary>
                {r.sequence}. {r.type}
              </summary>
              <pre class="data">{JSON.stringify(r.data, null, 1)}</pre>
            </details>
          ))}
        </>
      )}
    </div>
  );
}
