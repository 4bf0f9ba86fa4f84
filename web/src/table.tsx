import { useEffect, useRef, useState } from 'preact/hooks';
import {
  api,
  creators,
  followMatch,
  me,
  ok,
  problem,
  seats,
  type Action,
  type ChatMessage,
  type GameView,
  type Summary,
  type View,
} from './api.js';
import { Board } from './board.js';
import { ChatPanel } from './chat.js';
import { CardFace, cardName } from './cards.js';
import { describeEvent } from './events.js';
import { nameList } from './format.js';
import { changeWords, DealLines } from './results.js';
import { useHeldTrick } from './held-trick.js';
import { lang, t } from './i18n.js';
import { RematchLinks, RematchPanel, SeatLife } from './life.js';
import { botKind, namer } from './names.js';
import { sceneOfView, sortedHand, type Play, type Trick } from './scene.js';
import { actionLabel } from './words.js';

/** The summary; the browser may revalidate a cached copy (its ETag covers everything in it, `rematchedBy` too). */
const summaryRequest = (id: string) => ({ params: { path: { id } } });

interface Logged {
  sequence: number;
  type: string;
  seat: number | null;
  sentence?: string;
  data: unknown;
}

export function Table({ matchId }: { matchId: string }) {
  const [grant, setGrant] = useState(seats.get(matchId));
  const [summary, setSummary] = useState<Summary | null>(null);
  const [view, setView] = useState<View | null>(null);
  const [live, setLive] = useState(false);
  const [log, setLog] = useState<Logged[]>([]);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [lookBack, setLookBack] = useState(false);
  const token = grant?.token;
  const refresh = useRef<() => void>(() => {});
  const chat = useRef<((message: ChatMessage) => void) | null>(null);
  const held = useHeldTrick();
  const dealNow = useRef(0);
  const language = lang.use();

  refresh.current = () => {
    void api(token)
      .GET('/matches/{id}/view', { params: { path: { id: matchId } } })
      .then((r) => r.data && setView((old) => (old && old.version > r.data!.version ? old : r.data!)));
    void api(token)
      .GET('/matches/{id}', summaryRequest(matchId))
      .then((r) => r.data && setSummary(r.data));
  };
  const logNow = useRef<Logged[]>([]);
  logNow.current = log;
  // The service words its sentences in the language asked for: a change of language asks again, the log's too.
  useEffect(() => {
    refresh.current();
    const first = logNow.current[0];
    if (!first) return;
    void api(token)
      .GET('/matches/{id}/events', { params: { path: { id: matchId }, query: { after: first.sequence - 1 } } })
      .then((r) => {
        const said = new Map((r.data?.items ?? []).map((e) => [e.sequence, (e as { sentence?: string }).sentence]));
        setLog((old) => old.map((e) => (said.has(e.sequence) ? { ...e, sentence: said.get(e.sequence) } : e)));
      });
  }, [language]);
  dealNow.current = view?.state?.dealNumber ?? 0;

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
        held.seed(first.state?.trick ?? []);
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
            const data = message.data as {
              sequence?: number;
              type?: string;
              seat?: number | null;
              data?: Record<string, unknown>;
              sentence?: string;
            };
            if (message.id !== null && typeof data.sequence === 'number') {
              setLog((old) => [
                ...old.slice(-40),
                { sequence: data.sequence!, type: String(data.type), seat: data.seat ?? null, data: data.data, sentence: data.sentence },
              ]);
              held.event(String(data.type), data.data ?? {}, dealNow.current);
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

  if (error && !view)
    return (
      <p class="error" role="alert">
        {error}
      </p>
    );
  if (!view || !summary) return <p>{t('loading')}</p>;
  const state = view.state as GameView | null;
  const game = view.game;
  const names = namer(summary.seats);
  const mySeat = view.seat;
  const scene = state ? sceneOfView(state, names) : null;

  const send = async (action: Action) => {
    setBusy(true);
    setError('');
    const card = (action as { type: string; card?: string }).card;
    const before: Play[] | null =
      state && mySeat !== null && card && action.type === 'playCard' ? [...state.trick, { seat: mySeat, card }] : null;
    const result = await api(token).POST('/matches/{id}/actions', { params: { path: { id: matchId } }, body: action as never });
    setBusy(false);
    if (result.data) {
      const next = result.data.view;
      const after = next.state as GameView | null;
      // The viewer's card completed the trick: it stays on the table a moment, with its winner once known.
      if (before && state && after && (after.dealNumber !== state.dealNumber || after.trick.length < before.length)) {
        const taken = sceneOfView(after, names).lastTrick;
        const winner =
          taken && taken.plays.length === before.length && taken.plays.every((p) => before.some((b) => b.card === p.card))
            ? taken.winner
            : null;
        held.own(before, winner, state.dealNumber);
      }
      setView(next);
    } else {
      setError(problem(result.error));
      refresh.current();
    }
  };

  const cardActions = new Map<string, Action>();
  for (const action of view.legalActions) {
    const a = action as { type: string; card?: string };
    if ((a.type === 'playCard' || a.type === 'giveCard') && a.card) cardActions.set(a.card, action);
  }
  const otherActions = view.legalActions.filter((a) => !cardActions.has((a as { card?: string }).card ?? ''));
  const shown =
    scene && state
      ? held.shown(scene.trick, scene.lastTrick, state.dealNumber)
      : { trick: { plays: [], winner: null } as Trick, holding: false };
  const canLookBack = game === 'schafkopf' && scene?.lastTrick && scene.trick.length > 0 && !shown.holding;
  const trick = canLookBack && lookBack ? scene!.lastTrick! : shown.trick;
  const bottom = mySeat ?? 0;
  const turnOf = (seat: number) => view.turns.find((turn) => turn.seat === seat);

  return (
    <div
      class={`table game-${game}`}
      data-version={view.version}
      data-status={view.status}
      data-holding={shown.holding ? 'true' : undefined}
    >
      <div class="table-head">
        <h1 data-said-by="service">{summary.title}</h1>
        <span class={`badge ${view.status}`}>{t(view.status)}</span>
        {state && state.dealNumber > 0 && (
          <span>
            {t('deal')} {state.dealNumber}
          </span>
        )}
        <span class={live ? 'live on' : 'live'} aria-live="polite">
          {live ? t('connected') : t('reconnecting')}
        </span>
        {(view.status === 'finished' || view.status === 'aborted') && <a href={`#/m/${matchId}/history`}>{t('history')}</a>}
      </div>
      <RematchLinks summary={summary} />

      {mySeat === null && <JoinPanel summary={summary} onJoined={(g) => setGrant(g)} />}
      {creators.get(matchId) && view.status === 'waiting' && (
        <CreatorPanel matchId={matchId} summary={summary} onChange={() => refresh.current()} />
      )}

      {scene ? (
        <Board
          scene={scene}
          names={names}
          bottom={bottom}
          me={mySeat}
          trick={trick}
          toMove={state?.waitingFor ?? []}
          extra={(seat) => {
            const bot = summary.seats[seat]?.bot;
            const deadline = turnOf(seat)?.deadline;
            return {
              kind: bot ? `${t('bot')} · ${botKind(bot)}` : null,
              turn: deadline ? `${t('deadline')} ${new Date(deadline).toLocaleString(lang.get())}` : null,
            };
          }}
        >
          {canLookBack && (
            <button type="button" class="look-back small" aria-pressed={lookBack} onClick={() => setLookBack(!lookBack)}>
              {lookBack ? t('backToTrick') : t('showLastTrick')}
            </button>
          )}
        </Board>
      ) : (
        <WaitingSeats summary={summary} names={names} />
      )}

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

      {state?.hand && scene && (
        <section class="hand-area" aria-label={t('hand')}>
          <h2>
            {t('hand')}
            {state.game === 'schwimmen' && state.handValue !== null && (
              <span class="hand-value">
                {' '}
                · {t('handValue')}: {state.handValue.toLocaleString(lang.get())}
              </span>
            )}
          </h2>
          <div class="hand">
            {sortedHand(scene, state.hand).map((card) => {
              const action = cardActions.get(card);
              return action ? (
                <button
                  type="button"
                  class="card playable"
                  disabled={busy || shown.holding}
                  aria-label={`${cardName(card, game)}: ${actionLabel(action, game)}`}
                  data-card={card}
                  onClick={() => void send(action)}
                >
                  <CardFace card={card} game={game} />
                </button>
              ) : (
                <span class="card" role="img" data-card={card} aria-label={cardName(card, game)} title={cardName(card, game)}>
                  <CardFace card={card} game={game} />
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
              <button
                type="button"
                class="action"
                disabled={busy}
                data-action={(action as { type: string }).type}
                onClick={() => void send(action)}
              >
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
              <button
                type="button"
                class="action"
                disabled={busy}
                data-action={(action as { type: string }).type}
                aria-describedby={action.type === 'voteEnd' ? 'vote-end-hint' : undefined}
                onClick={() => void send(action)}
              >
                {actionLabel(action, game)}
              </button>
            ))}
          </div>
          {view.optionalActions.some((a) => a.type === 'voteEnd') && state?.game === 'schafkopf' && (
            <p class="small hint" id="vote-end-hint">
              {t('voteEndHint')} {state.endVotes.length > 0 && `${t('votedEnd')}: ${nameList(state.endVotes.map(names))}.`}
            </p>
          )}
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

      {state?.lastDeal && <LastDeal deal={state.lastDeal} sentence={view.lastDealSentence} game={game} names={names} />}
      {view.status === 'finished' && summary.outcome && (
        <section class="panel outcome">
          <h2>{t('matchOver')}</h2>
          {summary.outcome.winners.length > 0 && (
            <p class="winners">
              <strong>{t('winners')}:</strong> {nameList(summary.outcome.winners.map(names))}
            </p>
          )}
          <p data-said-by="service">{summary.outcome.sentence ?? summary.outcome.summary}</p>
          {state && <FinalScores state={state} names={names} />}
        </section>
      )}
      {view.status === 'aborted' && (
        <section class="panel outcome aborted">
          <h2>{t('matchAborted')}</h2>
        </section>
      )}
      {grant && mySeat !== null && (view.status === 'finished' || view.status === 'aborted') && (
        <RematchPanel key={matchId} matchId={matchId} grant={grant} names={names} />
      )}

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
              <li value={e.sequence} data-said-by={e.type === 'DealScored' ? 'service' : undefined}>
                {describeEvent(e, names, game)}
              </li>
            ))}
          </ol>
        </details>
      )}
    </div>
  );
}

/** Before the start: the seats and who holds them. */
function WaitingSeats({ summary, names }: { summary: Summary; names: (seat: number) => string }) {
  return (
    <ul class="seat-list waiting-seats" aria-label={t('seats')}>
      {summary.seats.map((s) => (
        <li class={`seat-pill ${s.joined ? 'taken' : 'open'}`}>
          {s.seat + 1}: {s.joined ? names(s.seat) : t('open')}
        </li>
      ))}
    </ul>
  );
}

/** What counts at the end, seat by seat, in the game's unit. */
function FinalScores({ state, names }: { state: GameView; names: (seat: number) => string }) {
  const scene = sceneOfView(state, names);
  return (
    <table class="items final">
      <tbody>
        {scene.seats.map((s) => (
          <tr>
            <th scope="row">{names(s.seat)}</th>
            <td class="num">{s.score}</td>
            <td>{s.status ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The last deal's result; `sentence` is the service's in the interface's language (the recorded summary without it). */
export function LastDeal({
  deal,
  sentence,
  game,
  names,
}: {
  deal: NonNullable<GameView['lastDeal']>;
  sentence?: string;
  game: string;
  names: (seat: number) => string;
}) {
  return (
    <section class="panel last-deal">
      <h2>
        {t('lastDeal')} ({t('deal')} {deal.dealNumber})
      </h2>
      {deal.winners.length > 0 && (
        <p class="winners">
          <strong>{t('dealWon')}:</strong> {nameList(deal.winners.map(names))}
        </p>
      )}
      <DealLines game={game} deal={{ ...deal, summary: sentence ?? deal.summary }} names={names} />
      <p class="small changes">
        {deal.changes
          .filter((c) => c.delta !== 0)
          .map((c) => `${names(c.seat)}: ${changeWords(game, c.delta)}`)
          .join(' · ')}
      </p>
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
  if (summary.status === 'finished' || summary.status === 'aborted' || (open.length === 0 && !invited))
    return <p class="muted">{t('spectator')}</p>;
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
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
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
        <button
          type="button"
          onClick={() =>
            void run(api(creator).POST('/matches/{id}/bots', { params: { path: { id: matchId } }, body: { bot: 'heuristic' } }))
          }
        >
          {t('addBot')}
        </button>
        <button
          type="button"
          onClick={() => void run(api(creator).POST('/matches/{id}/bots', { params: { path: { id: matchId } }, body: { bot: 'strong' } }))}
        >
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
