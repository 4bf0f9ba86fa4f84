import { useEffect, useRef, useState } from 'preact/hooks';
import { api, problem, type ChatMessage } from './api.js';
import { lang, t } from './i18n.js';

/** The limits the service enforces (docs/correspondence.md, "Chat"): 1 to 500 characters, one line, not blank. */
export const CHAT_MAX = 500;

/** What is wrong with a message before it is sent, or null. */
export function chatProblem(text: string): 'chatEmpty' | 'chatTooLong' | 'chatOneLine' | null {
  if (text.trim() === '') return 'chatEmpty';
  if ([...text].length > CHAT_MAX) return 'chatTooLong';
  if (/[\u0000-\u001f\u007f]/.test(text)) return 'chatOneLine';
  return null;
}

interface ChatProps {
  matchId: string;
  token: string | undefined;
  /** The seat writing (null: a reader only). */
  seat: number | null;
  /** Registers the receiver of the `chat` messages of the page's stream. */
  subscribe: (receive: ((message: ChatMessage) => void) | null) => void;
  /** The stream has closed for good (an ended match): later messages are read more often. */
  ended: boolean;
}

/**
 * The match's chat: the page's stream brings new messages; the whole chat is read again after hiding or showing a
 * sender (hidden senders' earlier messages are left out, or back). Problems (rate limit, ...) are shown as lines.
 */
export function ChatPanel({ matchId, token, seat, subscribe, ended }: ChatProps) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [hidden, setHidden] = useState<string[]>([]);
  const [readable, setReadable] = useState<boolean | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  /** Senders' names, also of those hidden now (their messages are left out). */
  const known = useRef(new Map<string, string>());
  const hiddenNow = useRef<string[]>([]);
  hiddenNow.current = hidden;
  const client = api(token);
  const path = { params: { path: { id: matchId } } };

  /**
   * Adds messages (by id, once each); `hiding` (after reading the whole chat again): the senders hidden now, whose
   * messages go. What the stream brought meanwhile stays, so a read that began before it loses nothing.
   */
  const merge = (incoming: ChatMessage[], hiding?: string[]) => {
    for (const m of incoming) known.current.set(m.sender.id, m.sender.name);
    setMessages((old) => {
      const byId = new Map((hiding ? old.filter((m) => !hiding.includes(m.sender.id)) : old).map((m) => [m.id, m]));
      for (const m of incoming) byId.set(m.id, m);
      return [...byId.values()].sort((a, b) => a.id - b.id);
    });
  };

  /** Every message after `after`, page by page; `whole`: the whole chat, read again (after hiding or showing). */
  const load = async (after: number, whole: boolean) => {
    const found: ChatMessage[] = [];
    let hiding: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 60; page++) {
      const query = cursor === undefined ? { after, limit: 200 } : { cursor, limit: 200 };
      const r = await client.GET('/matches/{id}/chat', { params: { path: { id: matchId }, query } }).catch(() => null);
      if (!r?.data) {
        // Only a refusal means this token may not read the chat; a failed request (a busy service, a dropped
        // connection) is tried again by the timer below.
        if (whole && r?.response.status === 403) setReadable(false);
        return;
      }
      setReadable(true);
      setHidden(r.data.hiddenSenders);
      hiding = r.data.hiddenSenders;
      found.push(...r.data.items);
      if (r.data.nextCursor === null) break;
      cursor = r.data.nextCursor;
    }
    merge(found, whole ? hiding : undefined);
  };

  useEffect(() => {
    subscribe((message) => {
      if (!hiddenNow.current.includes(message.sender.id)) merge([message]);
    });
    void load(0, true);
    return () => subscribe(null);
  }, [matchId, token]);

  // Besides the stream, the chat is read now and then: after the match has ended its stream is closed, and while
  // it runs this catches up a message the stream did not bring (it is not resent on reconnect once passed). Until a
  // first read succeeds, the whole chat is read again.
  const last = messages.at(-1)?.id ?? 0;
  useEffect(() => {
    if (readable === false) return;
    const timer = setInterval(() => void (readable ? load(last, false) : load(0, true)), readable && !ended ? 5000 : 3000);
    return () => clearInterval(timer);
  }, [ended, last, readable, matchId, token]);

  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length]);

  if (!readable) return null;

  const send = async (event: Event) => {
    event.preventDefault();
    const wrong = chatProblem(text);
    if (wrong) {
      setError(t(wrong));
      return;
    }
    setBusy(true);
    setError('');
    const r = await client.POST('/matches/{id}/chat', { ...path, body: { text } });
    setBusy(false);
    if (r.data) {
      setError('');
      setText('');
      merge([r.data]);
    } else {
      const p = r.error as { code?: string; retryAfter?: number } | undefined;
      setError(p?.code === 'CHAT_RATE_LIMITED' ? `${t('chatRateLimited')}${p.retryAfter ? ` (${p.retryAfter} s)` : ''}` : problem(r.error));
    }
  };
  const toggle = async (sender: string, hide: boolean) => {
    const params = { params: { path: { id: matchId, sender } } };
    const r = hide
      ? await client.PUT('/matches/{id}/chat/hidden-senders/{sender}', params)
      : await client.DELETE('/matches/{id}/chat/hidden-senders/{sender}', params);
    if (!r.data) {
      setError(problem(r.error));
      return;
    }
    setError('');
    setHidden(r.data.hiddenSenders);
    await load(0, true);
  };

  const own = seat === null ? null : `seat-${seat}`;
  const time = (iso: string) => new Date(iso).toLocaleTimeString(lang.get(), { hour: '2-digit', minute: '2-digit' });
  const senderName = (id: string) => known.current.get(id) ?? id.replace(/^seat-(\d+)$/, (_m, n) => `${t('seat')} ${Number(n) + 1}`);
  return (
    <section class="panel chat" aria-label={t('chat')}>
      <h2>{t('chat')}</h2>
      {messages.length === 0 ? (
        <p class="small muted">{t('chatEmptyList')}</p>
      ) : (
        <ol class="chat-list" ref={list} aria-live="polite" tabIndex={0} aria-label={t('chatMessages')}>
          {messages.map((m) => (
            <li data-chat-id={m.id} data-sender={m.sender.id}>
              <span class="small muted">{time(m.createdAt)}</span> <strong>{m.sender.name}</strong>: <span class="chat-text">{m.text}</span>
              {m.sender.id !== own && token && (
                <button
                  type="button"
                  class="link small"
                  data-hide={m.sender.id}
                  aria-label={`${t('hideSender')}: ${m.sender.name}`}
                  onClick={() => void toggle(m.sender.id, true)}
                >
                  {t('hide')}
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
      {hidden.length > 0 && (
        <p class="small hidden-senders">
          {t('hiddenSenders')}:{' '}
          {hidden.map((id) => (
            <button
              type="button"
              class="link"
              data-show={id}
              aria-label={`${t('showSender')}: ${senderName(id)}`}
              onClick={() => void toggle(id, false)}
            >
              {senderName(id)} ({t('show')})
            </button>
          ))}
        </p>
      )}
      {seat !== null && (
        <form class="chat-form row" onSubmit={send}>
          <label class="grow">
            <span class="visually-hidden">{t('chatMessage')}</span>
            <input
              name="chat"
              autoComplete="off"
              maxLength={CHAT_MAX * 2}
              placeholder={t('chatMessage')}
              value={text}
              onInput={(e) => setText((e.target as HTMLInputElement).value)}
            />
          </label>
          <button type="submit" disabled={busy}>
            {t('send')}
          </button>
        </form>
      )}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
