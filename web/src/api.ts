import { kartenrundeClient, type components } from '@kartenrunde/client';
import { lang } from './i18n.js';
import { signal } from './signal.js';

export type Schemas = components['schemas'];
export type Game = Schemas['GameDto'];
export type LobbyEntry = Schemas['LobbyEntryDto'];
export type Summary = Schemas['MatchSummaryDto'];
export type View = Schemas['ViewDto'];
export type GameView = NonNullable<View['state']>;
export type Action = View['legalActions'][number];
export type PlayerMatch = Schemas['PlayerMatchDto'];
export type ExportedEvent = Schemas['ExportedEventDto'];
export type ChatMessage = Schemas['ChatMessageDto'];
export type Rematch = Schemas['RematchDto'];

const base = location.origin;

/** The typed client, anonymous or with a seat token / API key; every request asks for the interface's language. */
export function api(token?: string) {
  const client = kartenrundeClient(base, token);
  client.use({
    onRequest({ request }) {
      request.headers.set('Accept-Language', lang.get());
      // A view's ETag is its version in every language: a copy the browser cached in the other language would be
      // confirmed by a 304, so views are always asked for afresh.
      if (request.method === 'GET' && new URL(request.url).pathname.endsWith('/view')) return new Request(request, { cache: 'no-store' });
      return request;
    },
  });
  return client;
}

/** A problem+json answer as a readable line. */
export function problem(error: unknown): string {
  const p = error as { title?: string; detail?: string; code?: string } | undefined;
  return p?.detail ?? p?.title ?? p?.code ?? String(error);
}

/** Throws the problem's text when the call failed; returns its data otherwise. */
export function ok<T>(result: { data?: T; error?: unknown }): T {
  if (result.error !== undefined || result.data === undefined) throw new Error(problem(result.error));
  return result.data;
}

// --- kept in this browser ------------------------------------------------------------------------------

export interface SeatGrant {
  token: string;
  seat: number;
  /** true when the token is the registered player's API key. */
  key?: boolean;
}

const read = <T>(name: string, fallback: T): T => {
  try {
    return (JSON.parse(localStorage.getItem(name) ?? 'null') as T) ?? fallback;
  } catch {
    return fallback;
  }
};

/** Seat tokens by match id, so a reload (or coming back days later) resumes the seat. */
export const seats = {
  get: (matchId: string): SeatGrant | null => read<Record<string, SeatGrant>>('kr.seats', {})[matchId] ?? null,
  set(matchId: string, grant: SeatGrant) {
    localStorage.setItem('kr.seats', JSON.stringify({ ...read<Record<string, SeatGrant>>('kr.seats', {}), [matchId]: grant }));
  },
  /** After leaving: the token no longer works. */
  forget(matchId: string) {
    const all = read<Record<string, SeatGrant>>('kr.seats', {});
    delete all[matchId];
    localStorage.setItem('kr.seats', JSON.stringify(all));
  },
};

/**
 * The seat in a rematch offered or accepted but not started yet, by the ended match's id: an anonymous seat's token
 * is shown once (in the offer or accept answer), before the new match's id is known.
 */
export const rematchSeats = {
  get: (matchId: string): SeatGrant | null => read<Record<string, SeatGrant>>('kr.rematchSeats', {})[matchId] ?? null,
  set(matchId: string, grant: SeatGrant | null) {
    const all = read<Record<string, SeatGrant>>('kr.rematchSeats', {});
    if (grant) all[matchId] = grant;
    else delete all[matchId];
    localStorage.setItem('kr.rematchSeats', JSON.stringify(all));
  },
};

/** Creator tokens by match id (to invite players and seat bots). */
export const creators = {
  get: (matchId: string): string | null => read<Record<string, string>>('kr.creators', {})[matchId] ?? null,
  set(matchId: string, token: string) {
    localStorage.setItem('kr.creators', JSON.stringify({ ...read<Record<string, string>>('kr.creators', {}), [matchId]: token }));
  },
};

export interface Me {
  key: string;
  id: string;
  name: string;
}

/** The registered player using this browser (their API key), if any. */
export const me = signal<Me | null>(read<Me | null>('kr.me', null));
export function setMe(value: Me | null): void {
  if (value) localStorage.setItem('kr.me', JSON.stringify(value));
  else localStorage.removeItem('kr.me');
  me.set(value);
}

// --- Server-Sent Events over fetch (EventSource cannot send the bearer token) -------------------------

export interface StreamMessage {
  id: string | null;
  event: string;
  data: unknown;
}

/**
 * Follows a match's stream with the seat's token: each message to `onMessage`; when the connection drops it
 * reconnects with `Last-Event-ID` = the last event received, so nothing is lost or sent twice. `after` is the
 * version the caller already has (its view). Returns a function that stops it.
 */
export function followMatch(
  matchId: string,
  token: string | undefined,
  after: number,
  onMessage: (message: StreamMessage) => void,
  onState: (live: boolean) => void,
): () => void {
  let last = String(after);
  // Chat messages carry no id: the stream resumes them with ?chatAfter= the last one received.
  let chatAfter: number | undefined;
  let stopped = false;
  const controller = new AbortController();
  const run = async () => {
    while (!stopped) {
      try {
        const res = await api(token).GET('/matches/{id}/stream', {
          params: { path: { id: matchId }, query: chatAfter === undefined ? {} : { chatAfter }, header: { 'Last-Event-ID': last } },
          parseAs: 'stream',
          signal: controller.signal,
        });
        if (!res.response.ok || !res.data) throw new Error(`stream: ${res.response.status}`);
        onState(true);
        let ended = false;
        for await (const message of sseMessages(res.data)) {
          if (message.id !== null) last = message.id;
          if (message.event === 'chat') chatAfter = Math.max(chatAfter ?? 0, (message.data as ChatMessage).id);
          onMessage(message);
          if (message.event === 'end') ended = true;
        }
        if (ended) return;
      } catch (error) {
        if (stopped) return;
      }
      onState(false);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  };
  void run();
  return () => {
    stopped = true;
    controller.abort();
  };
}

async function* sseMessages(body: ReadableStream<Uint8Array>): AsyncGenerator<StreamMessage> {
  const reader = body.pipeThrough(new TextDecoderStream() as unknown as ReadableWritablePair<string, Uint8Array>).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let cut: number;
    while ((cut = buffer.search(/\r?\n\r?\n/)) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut).replace(/^\r?\n\r?\n/, '');
      let id: string | null = null;
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split(/\r?\n/)) {
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const text = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'id') id = text;
        else if (field === 'event') event = text;
        else if (field === 'data') data.push(text);
      }
      if (data.length === 0) continue;
      let parsed: unknown = data.join('\n');
      try {
        parsed = JSON.parse(parsed as string);
      } catch {
        // a message that is not JSON is passed on as text
      }
      yield { id, event, data: parsed };
    }
  }
}

/** Where the page is: `#/`, `#/m/<id>`, `#/m/<id>/history`, `#/me`, `#/audit`. */
export const route = signal(location.hash.slice(1) || '/');
addEventListener('hashchange', () => route.set(location.hash.slice(1) || '/'));
export const go = (path: string) => {
  location.hash = path;
};
