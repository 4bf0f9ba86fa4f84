import { useEffect, useRef, useState } from 'preact/hooks';
import { evolveLife, initialLife, type MatchLife } from '../../src/audit/life.js';
import { api, go, problem, rematchSeats, seats, type Rematch, type SeatGrant, type Summary, type View } from './api.js';
import { t } from './i18n.js';

// The match's life around the game (docs/correspondence.md, "Leaving, aborting and playing again"): leave before it starts,
// abort by agreement before a card is played, resign while it runs, play again once it has ended.

interface LifeProps {
  matchId: string;
  grant: SeatGrant;
  view: View;
  summary: Summary;
  names: (seat: number) => string;
  /** A write changed the match: its view, when the answer had one. */
  onChange: (view?: View) => void;
  /** The seat was given up: its token no longer works. */
  onLeft: () => void;
}

/** The controls of a seat: leave (waiting), abort and resign (running). */
export function SeatLife({ matchId, grant, view, summary, names, onChange, onLeft }: LifeProps) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const life = useLife(matchId, grant.token, view, summary.seats.length);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const resignButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  // The question takes the focus; cancelled, the focus goes back to where it was asked.
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
    else if (asked.current) resignButton.current?.focus();
    asked.current = confirming;
  }, [confirming]);

  const run = async (call: () => Promise<{ data?: unknown; error?: unknown }>, after?: () => void) => {
    setBusy(true);
    setError('');
    const result = await call();
    setBusy(false);
    if (result.error !== undefined) {
      setError(problem(result.error));
      onChange();
    } else {
      after?.();
      onChange((result.data as { view?: View } | undefined)?.view);
    }
  };
  const client = api(grant.token);
  const path = { params: { path: { id: matchId } } };

  if (view.status === 'waiting') {
    return (
      <section class="panel life" aria-label={t('yourSeat')}>
        <button
          type="button"
          data-life="leave"
          disabled={busy}
          onClick={() =>
            void run(
              () => client.POST('/matches/{id}/leave', path),
              () => {
                seats.forget(matchId);
                onLeft();
              },
            )
          }
        >
          {t('leave')}
        </button>
        <span class="small muted"> {t('leaveHint')}</span>
        {error && (
          <p class="error" role="alert">
            {error}
          </p>
        )}
      </section>
    );
  }
  if (view.status !== 'active') return null;
  const votes = life?.abortVotes ?? null;
  const mine = votes?.includes(grant.seat) ?? false;
  return (
    <section class="panel life" aria-label={t('yourSeat')}>
      {life && !life.played && (
        <div class="abort" data-abort={votes ? (mine ? 'agreed' : 'proposed') : 'none'}>
          {votes === null ? (
            <button
              type="button"
              data-life="abort"
              disabled={busy}
              onClick={() => void run(() => client.POST('/matches/{id}/abort', { ...path, body: { abort: true } }))}
            >
              {t('proposeAbort')}
            </button>
          ) : (
            <>
              <p role="status">
                {t('abortProposed')}: {votes.map(names).join(', ')}
                {mine ? ` · ${t('abortWaiting')}` : ''}
              </p>
              <div class="buttons">
                {!mine && (
                  <button
                    type="button"
                    data-life="abort-agree"
                    disabled={busy}
                    onClick={() => void run(() => client.POST('/matches/{id}/abort', { ...path, body: { abort: true } }))}
                  >
                    {t('agreeAbort')}
                  </button>
                )}
                <button
                  type="button"
                  data-life="abort-refuse"
                  disabled={busy}
                  onClick={() => void run(() => client.POST('/matches/{id}/abort', { ...path, body: { abort: false } }))}
                >
                  {mine ? t('withdrawAbort') : t('refuseAbort')}
                </button>
              </div>
            </>
          )}
          <p class="small muted">{t('abortHint')}</p>
        </div>
      )}
      {confirming ? (
        <div
          class="confirm"
          role="alertdialog"
          aria-labelledby="resign-question"
          aria-describedby="resign-hint"
          onKeyDown={(e) => e.key === 'Escape' && setConfirming(false)}
        >
          <p id="resign-question">
            <strong>{t('resignQuestion')}</strong>
          </p>
          <p id="resign-hint" class="small">
            {t('resignHint')}
          </p>
          <div class="buttons">
            <button
              type="button"
              class="danger"
              data-life="resign-confirm"
              ref={confirmButton}
              disabled={busy}
              onClick={() =>
                void run(
                  () => client.POST('/matches/{id}/resign', { ...path, body: { confirm: true } }),
                  () => setConfirming(false),
                )
              }
            >
              {t('resignYes')}
            </button>
            <button type="button" data-life="resign-cancel" onClick={() => setConfirming(false)}>
              {t('cancel')}
            </button>
          </div>
        </div>
      ) : (
        <button type="button" data-life="resign" ref={resignButton} disabled={busy} onClick={() => setConfirming(true)}>
          {t('resign')}
        </button>
      )}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

/**
 * Whether play has begun and the open abort proposal: folded from the match's events (the same pure code the
 * service and the verifier use), again after each new version while the match runs.
 */
function useLife(matchId: string, token: string, view: View, seatCount: number): MatchLife | null {
  const [life, setLife] = useState<MatchLife | null>(null);
  const active = view.status === 'active';
  const played = life?.played ?? false;
  useEffect(() => {
    if (!active || played) return;
    let cancelled = false;
    void api(token)
      .GET('/matches/{id}/events', { params: { path: { id: matchId } } })
      .then((r) => {
        if (cancelled || !r.data) return;
        setLife(r.data.items.reduce((l, e) => evolveLife(view.game, l, e as { type: string; data: unknown }), initialLife(seatCount)));
      });
    return () => {
      cancelled = true;
    };
  }, [matchId, token, view.version, active, played]);
  return life;
}

/** `rematchOf` / `rematchedBy`: links between a match and its rematch. */
export function RematchLinks({ summary }: { summary: Summary }) {
  if (!summary.rematchOf && !summary.rematchedBy) return null;
  return (
    <p class="rematch-links small">
      {summary.rematchOf && (
        <a href={`#/m/${summary.rematchOf}`} data-link="rematchOf">
          ← {t('rematchOf')}
        </a>
      )}
      {summary.rematchOf && summary.rematchedBy && ' · '}
      {summary.rematchedBy && (
        <a href={`#/m/${summary.rematchedBy}`} data-link="rematchedBy">
          {t('rematchedBy')} →
        </a>
      )}
    </p>
  );
}

/**
 * Play again, for a seat of an ended match: offer, accept, decline. The others' answers are not on the (closed)
 * stream, so the page asks for the offer's state every few seconds; when the rematch starts, the seat kept from
 * the offer or accept answer moves to the new match and the page follows it.
 */
export function RematchPanel({ matchId, grant, names }: { matchId: string; grant: SeatGrant; names: (seat: number) => string }) {
  const [rematch, setRematch] = useState<Rematch | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const client = api(grant.token);
  const path = { params: { path: { id: matchId } } };

  const startedAt = (state: Rematch) => {
    if (state.status !== 'started' || !state.rematchId) return;
    const kept = rematchSeats.get(matchId);
    if (kept) {
      seats.set(state.rematchId, kept);
      rematchSeats.set(matchId, null);
      go(`/m/${state.rematchId}`);
    }
  };
  const show = (state: Rematch) => {
    setRematch(state);
    startedAt(state);
  };

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      const r = await client.GET('/matches/{id}/rematch', path);
      if (cancelled) return;
      if (r.data) show(r.data);
      if (r.data?.status !== 'started') timer = setTimeout(() => void poll(), 1500);
    };
    void poll();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [matchId, grant.token]);

  const answer = async (call: () => Promise<{ data?: { rematch: Rematch; seat: number; token: string | null }; error?: unknown }>) => {
    setBusy(true);
    setError('');
    const result = await call();
    setBusy(false);
    if (!result.data) {
      setError(problem(result.error));
      return;
    }
    const { rematch: state, seat, token } = result.data;
    rematchSeats.set(matchId, { token: token ?? grant.token, seat, key: token === null });
    show(state);
  };
  const decline = async () => {
    setBusy(true);
    const result = await client.POST('/matches/{id}/rematch/decline', path);
    setBusy(false);
    if (result.data) {
      rematchSeats.set(matchId, null);
      setRematch(result.data);
    } else setError(problem(result.error));
  };

  if (!rematch) return null;
  const waiting = rematch.waitingFor.includes(grant.seat);
  return (
    <section class="panel rematch" aria-label={t('rematch')} data-rematch={rematch.status}>
      <h2>{t('rematch')}</h2>
      {rematch.status === 'open' && (
        <p role="status">
          {t('rematchOffered')} {rematch.offeredBy !== null ? names(rematch.offeredBy) : ''}
          {rematch.waitingFor.length > 0 && ` · ${t('rematchWaiting')}: ${rematch.waitingFor.map(names).join(', ')}`}
        </p>
      )}
      {rematch.status === 'declined' && rematch.declinedBy !== null && (
        <p role="status">{`${t('rematchDeclined')}: ${names(rematch.declinedBy)}`}</p>
      )}
      {rematch.status === 'started' && rematch.rematchId && (
        <p role="status">
          <a href={`#/m/${rematch.rematchId}`}>{t('toRematch')}</a>
        </p>
      )}
      <div class="buttons">
        {rematch.status !== 'open' && rematch.status !== 'started' && (
          <button
            type="button"
            class="primary"
            data-rematch-action="offer"
            disabled={busy}
            onClick={() => void answer(() => client.POST('/matches/{id}/rematch', path))}
          >
            {t('offerRematch')}
          </button>
        )}
        {rematch.status === 'open' && waiting && (
          <button
            type="button"
            class="primary"
            data-rematch-action="accept"
            disabled={busy}
            onClick={() => void answer(() => client.POST('/matches/{id}/rematch/accept', path))}
          >
            {t('acceptRematch')}
          </button>
        )}
        {rematch.status === 'open' && (
          <button type="button" data-rematch-action="decline" disabled={busy} onClick={() => void decline()}>
            {rematch.offeredBy === grant.seat ? t('withdrawRematch') : t('declineRematch')}
          </button>
        )}
      </div>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
