import { useEffect, useRef, useState } from 'preact/hooks';
import { api, creators, followMatch, me, ok, problem, seats, type Action, type ChatMessage, type GameView, type Summary, type View } from './api.js';
import { ChatPanel } from './chat.js';
import { Card, CardBack, CardFace, cardName, isCard, words } from './cards.js';
import { lang, t } from './i18n.js';
import { RematchLinks, RematchPanel, SeatLife } from './life.js';
import { actionLabel, contractName } from './words.js';

/** The summary; the browser may revalidate a cached copy (its ETag covers everything in it, `rematchedBy` too). */
const summaryRequest = (id: string) => ({ params: { path: { id } } });

interface Logged {
  sequence: number;
  type: string;
  seat: number | null;
}

export function Table({ matchId }: { matchId: string }) {
  const [grant, setGrant] = useState(seats.get(matchId));
  const [summary, setSummary] = useState<Summary | null>(null);
  const [view, setView] = useState<View | null>(null);
  const [live, setLive] = useState(false);
  const [log, setLog] = useState<Logged[]>([]);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const token = grant?.token;
  const refresh = useRef<() => void>(() => {});
  const chat = useRef<((message: ChatMessage) => void) | null>(null);

  refresh.current = () => {
    void api(token)
      .GET('/matches/{id}/view', { params: { path: { id: matchId } } })
      .then((r) => r.data && setView((old) => (old && old.version > r.data!.version ? old : r.data!)));
    void api(token)
      .GET('/matches/{id}', summaryRequest(matchId))
      .then((r) => r.data && setSummary(r.data));
  };

  useEffect(() => {
    let stop = () => {};
    let cancelled = false;
    let pending: ReturnType<typeof setTimeout> | undefined;
    setLog([]);
    (async () => {
      try {
        const first = ok(await api(token).GET('/matches/{id}/view', { params: { path: { id: matchId } } }));
        if (cancelled) return;
        setView(first);
        const summary = ok(await api(token).GET('/matches/{id}', summaryRequest(matchId)));
        // The seat changed meanwhile (joined, left): the next run follows the match with the new token.
        if (cancelled) return;
        setSummary(summary);
        // The stream continues right after the version the view shows; a reconnect continues after the last event.
        stop = followMatch(
          matchId,
          token,
          first.version,
          (message) => {
            if (message.event === 'chat') {
              chat.current?.(message.data as ChatMessage);
              return;
            }
            const data = message.data as { sequence?: number; type?: string; seat?: number | null };
            if (message.id !== null && typeof data.sequence === 'number') {
              setLog((old) => [...old.slice(-40), { sequence: data.sequence!, type: String(data.type), seat: data.seat ?? null }]);
            }
            if (message.event === 'choices' || message.id !== null || message.event === 'end') {
              clearTimeout(pending);
              pending = setTimeout(() => refresh.current(), 30);
            }
          },
          setLive,
        );
      } catch (e) {
        setError((e as Error).message);
      }
    })();
    return () => {
      cancelled = true;
      clearTimeout(pending);
      stop();
    };
  }, [matchId, token]);

  const send = async (action: Action) => {
    setBusy(true);
    setError('');
    const result = await api(token).POST('/matches/{id}/actions', { params: { path: { id: matchId } }, body: action as never });
    setBusy(false);
    if (result.data) setView(result.data.view);
    else {
      setError(problem(result.error));
      refresh.current();
    }
  };

  lang.use();
  if (error && !view) return <p class="error" role="alert">{error}</p>;
  if (!view || !summary) return <p>{t('loading')}</p>;
  const state = view.state as GameView | null;
  const game = view.game;
  const names = (seat: number) => summary.seats[seat]?.name ?? summary.seats[seat]?.bot ?? `${t('seat')} ${seat + 1}`;
  const turnOf = (seat: number) => view.turns.find((turn) => turn.seat === seat);
  const cardActions = new Map<string, Action>();
  for (const action of view.legalActions) {
    const a = action as { type: string; card?: string };
    if ((a.type === 'playCard' || a.type === 'giveCard') && a.card) cardActions.set(a.card, action);
  }
  const otherActions = view.legalActions.filter((a) => !cardActions.has((a as { card?: string }).card ?? ''));
  const mySeat = view.seat;

  return (
    <div class={`table game-${game}`} data-version={view.version} data-status={view.status}>
      <div class="table-head">
        <h1>{summary.title}</h1>
        <span class={`badge ${view.status}`}>{t(view.status)}</span>
        {state && state.dealNumber > 0 && (
          <span>
            {t('deal')} {state.dealNumber}
          </span>
        )}
        <span class={live ? 'live on' : 'live'} aria-live="polite">
          {live ? `● ${t('connected')}` : `○ ${t('reconnecting')}`}
        </span>
        {(view.status === 'finished' || view.status === 'aborted') && <a href={`#/m/${matchId}/history`}>{t('history')}</a>}
      </div>
      <RematchLinks summary={summary} />

      {mySeat === null && <JoinPanel summary={summary} onJoined={(g) => setGrant(g)} />}
      {creators.get(matchId) && view.status === 'waiting' && <CreatorPanel matchId={matchId} summary={summary} onChange={() => refresh.current()} />}

      <ul class="seats" aria-label={t('seats')}>
        {(state?.seats ?? summary.seats.map((s) => ({ seat: s.seat, cardCount: 0, score: 0, status: '' }))).map((s) => {
          const turn = turnOf(s.seat);
          const waiting = state?.waitingFor.includes(s.seat);
          return (
            <li class={`seat-box${waiting ? ' waiting' : ''}${s.seat === mySeat ? ' me' : ''}`} data-seat={s.seat}>
              <div class="seat-name">
                {names(s.seat)}
                {s.seat === mySeat && <span class="muted"> ({t('you')})</span>}
                {state?.dealer === s.seat && <span class="dealer"><span class="tag">{t('dealer')}</span></span>}
              </div>
              <div class="small">
                {s.cardCount} {t('cards')} · {t('score')} {s.score}
                {s.status && s.status !== 'playing' ? ` · ${s.status}` : ''}
              </div>
              <div class="mini-hand" aria-hidden="true">
                {Array.from({ length: Math.min(s.cardCount, 10) }, () => (
                  <span class="mini-card" />
                ))}
              </div>
              {waiting && (
                <div class="small turn">
                  {turn?.deadline ? `${t('deadline')} ${new Date(turn.deadline).toLocaleString(lang.get())}` : t('waitingFor')}
                </div>
              )}
            </li>
          );
        })}
      </ul>

      {state && <Board state={state} game={game} names={names} />}

      {view.waitingForYou && (
        <p class="your-turn" role="status">
          {t('yourTurn')}
        </p>
      )}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}

      {state?.hand && (
        <section class="hand-area" aria-label={t('hand')}>
          <h2>{t('hand')}</h2>
          <div class="hand">
            {state.hand.map((card) => {
              const action = cardActions.get(card);
              return action ? (
                <button type="button" class="card playable" disabled={busy} aria-label={`${actionLabel(action, game)}: ${cardName(card, game)}`} data-card={card} onClick={() => void send(action)}>
                  <CardFace card={card} game={game} />
                </button>
              ) : (
                <span data-card={card}>
                  <Card card={card} game={game} />
                </span>
              );
            })}
          </div>
        </section>
      )}

      {otherActions.length > 0 && (
        <section class="actions" aria-label={t('yourActions')}>
          <h2>{t('yourActions')}</h2>
          <div class="buttons">
            {otherActions.map((action) => (
              <button type="button" class="action" disabled={busy} data-action={(action as { type: string }).type} onClick={() => void send(action)}>
                {actionLabel(action, game)}
              </button>
            ))}
          </div>
        </section>
      )}
      {view.optionalActions.length > 0 && (
        <section class="actions optional" aria-label={t('optional')}>
          <h2>{t('optional')}</h2>
          <div class="buttons">
            {view.optionalActions.map((action) => (
              <button type="button" class="action" disabled={busy} data-action={(action as { type: string }).type} onClick={() => void send(action)}>
                {actionLabel(action, game)}
              </button>
            ))}
          </div>
        </section>
      )}

      {grant && mySeat !== null && (
        <SeatLife
          matchId={matchId}
          grant={grant}
          view={view}
          summary={summary}
          names={names}
          onChange={(next) => {
            if (next) setView((old) => (old && old.version > next.version ? old : next));
            refresh.current();
          }}
          onLeft={() => setGrant(null)}
        />
      )}

      {state?.lastDeal && <LastDeal deal={state.lastDeal} names={names} />}
      {view.status === 'finished' && summary.outcome && (
        <section class="panel outcome">
          <h2>{t('matchOver')}</h2>
          <p>{summary.outcome.summary}</p>
        </section>
      )}
      {view.status === 'aborted' && (
        <section class="panel outcome aborted">
          <h2>{t('matchAborted')}</h2>
        </section>
      )}
      {grant && mySeat !== null && (view.status === 'finished' || view.status === 'aborted') && <RematchPanel key={matchId} matchId={matchId} grant={grant} names={names} />}

      <ChatPanel
        key={`${matchId}:${token ?? ''}`}
        matchId={matchId}
        token={token}
        seat={mySeat}
        ended={view.status === 'finished' || view.status === 'aborted'}
        subscribe={(receive) => {
          chat.current = receive;
        }}
      />

      <ShareLink matchId={matchId} />
      {log.length > 0 && (
        <details class="log">
          <summary>{t('events')}</summary>
          <ol>
            {log.map((e) => (
              <li value={e.sequence}>
                {e.type}
                {e.seat !== null ? ` (${names(e.seat)})` : ''}
              </li>
            ))}
          </ol>
        </details>
      )}
    </div>
  );
}

/** The cards in the middle: the trick, Schwimmen's table, Schnapsen's trump card and talon, the trump suit. */
function Board({ state, game, names }: { state: GameView; game: string; names: (seat: number) => string }) {
  const s = state as GameView & { table?: string[]; trumpCard?: string | null; trump?: string | null; talonCount?: number; stockCount?: number; contract?: Record<string, unknown> | null };
  const facts: string[] = [];
  if (s.trump) facts.push(`Trumpf: ${words(s.trump)}`);
  if (s.contract && typeof s.contract === 'object') {
    const c = s.contract as { game?: string; type?: string; suit?: string | null; call?: string | null; declarer?: number; player?: number; seat?: number };
    const what = c.game ?? c.type;
    const who = c.declarer ?? c.player ?? c.seat;
    if (what) {
      const called = c.call && isCard(c.call) ? `, ${cardName(c.call, game)}` : '';
      facts.push(`${contractName(String(what))}${c.suit ? ` (${words(c.suit)})` : ''}${called}${typeof who === 'number' ? `: ${names(who)}` : ''}`);
    }
  }
  return (
    <section class="board" aria-label={t('table')}>
      {facts.length > 0 && <p class="facts">{facts.join(' · ')}</p>}
      {s.table && s.table.length > 0 && (
        <div class="table-cards" aria-label={t('table')}>
          {s.table.map((card) => (
            <Card card={card} game={game} />
          ))}
        </div>
      )}
      {(s.trumpCard || (s.talonCount ?? 0) > 0 || (s.stockCount ?? 0) > 0) && (
        <div class="talon">
          {s.trumpCard && isCard(s.trumpCard) && <Card card={s.trumpCard} game={game} />}
          {((s.talonCount ?? 0) > 0 || (s.stockCount ?? 0) > 0) && (
            <span class="stack" title={`${s.talonCount ?? s.stockCount}`}>
              <CardBack />
              <span class="count">{s.talonCount ?? s.stockCount}</span>
            </span>
          )}
        </div>
      )}
      <div class="trick" aria-label={t('trick')}>
        {state.trick.map((played) => (
          <figure class="played">
            <Card card={played.card} game={game} />
            <figcaption class="small">{names(played.seat)}</figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}

function LastDeal({ deal, names }: { deal: NonNullable<GameView['lastDeal']>; names: (seat: number) => string }) {
  return (
    <section class="panel last-deal">
      <h2>
        {t('lastDeal')} ({t('deal')} {deal.dealNumber})
      </h2>
      <p>{deal.summary}</p>
      {deal.items.length > 0 && (
        <table class="items">
          <tbody>
            {deal.items.map((item) => (
              <tr>
                <td>{item.label}</td>
                <td class="num">{item.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p class="small">{deal.changes.map((c) => `${names(c.seat)} ${c.delta > 0 ? '+' : ''}${c.delta}`).join(' · ')}</p>
    </section>
  );
}

function JoinPanel({ summary, onJoined }: { summary: Summary; onJoined: (grant: { token: string; seat: number }) => void }) {
  const player = me.use();
  const [name, setName] = useState(localStorage.getItem('kr.name') ?? '');
  const [asPlayer, setAsPlayer] = useState(player !== null);
  const [error, setError] = useState('');
  const open = summary.seats.filter((s) => !s.joined && !s.bot && !s.invitedPlayerId);
  const invited = player ? summary.seats.find((s) => s.invitedPlayerId === player.id && !s.joined) : undefined;
  if (summary.status === 'finished' || summary.status === 'aborted' || (open.length === 0 && !invited)) return <p class="muted">{t('spectator')}</p>;
  const join = async (event: Event) => {
    event.preventDefault();
    setError('');
    try {
      const key = asPlayer && player ? player.key : undefined;
      if (!key) localStorage.setItem('kr.name', name);
      const joined = ok(await api(key).POST('/matches/{id}/players', { params: { path: { id: summary.id } }, body: key ? {} : { name } }));
      const grant = { token: key ?? joined.token, seat: joined.seat, key: key !== undefined };
      seats.set(summary.id, grant);
      onJoined(grant);
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <form class="panel join" onSubmit={join}>
      <h2>{t('join')}</h2>
      {player && (
        <div class="row" role="radiogroup" aria-label={t('joinAs')}>
          <label>
            <input type="radio" name="as" checked={asPlayer} onChange={() => setAsPlayer(true)} /> {t('registered')} ({player.name})
          </label>
          <label>
            <input type="radio" name="as" checked={!asPlayer} onChange={() => setAsPlayer(false)} /> {t('anonymous')}
          </label>
        </div>
      )}
      {!(asPlayer && player) && (
        <label>
          {t('yourName')}
          <input name="name" required maxLength={40} value={name} onInput={(e) => setName((e.target as HTMLInputElement).value)} />
        </label>
      )}
      {error && <p class="error" role="alert">{error}</p>}
      <button type="submit" class="primary">
        {t('join')}
      </button>
    </form>
  );
}

function CreatorPanel({ matchId, summary, onChange }: { matchId: string; summary: Summary; onChange: () => void }) {
  const creator = creators.get(matchId)!;
  const [playerId, setPlayerId] = useState('');
  const [error, setError] = useState('');
  const open = summary.seats.some((s) => !s.joined && !s.bot && !s.invitedPlayerId);
  if (!open) return null;
  const run = async (call: Promise<{ error?: unknown; data?: unknown }>) => {
    const result = await call;
    setError(result.error ? problem(result.error) : '');
    onChange();
  };
  return (
    <div class="panel creator">
      <div class="row">
        <button type="button" onClick={() => void run(api(creator).POST('/matches/{id}/bots', { params: { path: { id: matchId } }, body: { bot: 'heuristic' } }))}>
          {t('addBot')}
        </button>
        <button type="button" onClick={() => void run(api(creator).POST('/matches/{id}/bots', { params: { path: { id: matchId } }, body: { bot: 'strong' } }))}>
          {t('addStrongBot')}
        </button>
        <form
          class="row"
          onSubmit={(e) => {
            e.preventDefault();
            void run(api(creator).POST('/matches/{id}/invitations', { params: { path: { id: matchId } }, body: { playerId } }));
          }}
        >
          <label>
            {t('invite')} <input value={playerId} onInput={(e) => setPlayerId((e.target as HTMLInputElement).value)} />
          </label>
          <button type="submit">{t('inviteSend')}</button>
        </form>
      </div>
      {error && <p class="error">{error}</p>}
    </div>
  );
}

function ShareLink({ matchId }: { matchId: string }) {
  const url = `${location.origin}/#/m/${matchId}`;
  const [copied, setCopied] = useState(false);
  return (
    <p class="share small">
      {t('shareLink')}: <code>{url}</code>{' '}
      <button
        type="button"
        class="link"
        onClick={() => {
          void navigator.clipboard?.writeText(url).then(() => setCopied(true));
        }}
      >
        {copied ? t('copied') : t('copy')}
      </button>
    </p>
  );
}
