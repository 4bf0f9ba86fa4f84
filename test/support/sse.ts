import { request, type IncomingMessage } from 'node:http';

export interface SseMessage {
  id?: string;
  event: string;
  data: any;
}

/** A test client for Server-Sent Events: collects messages and comments until closed. */
export interface SseClient {
  status: number;
  headers: IncomingMessage['headers'];
  messages: SseMessage[];
  comments: string[];
  ended: boolean;
  /** Resolves once `predicate` holds for the collected messages (rejects after `timeoutMs`). */
  until(predicate: (messages: SseMessage[]) => boolean, timeoutMs?: number): Promise<SseMessage[]>;
  untilComment(timeoutMs?: number): Promise<void>;
  close(): void;
}

export function openSse(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { Accept: 'text/event-stream', ...headers } }, (res) => {
      const waiters = new Set<() => void>();
      const client: SseClient = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        messages: [],
        comments: [],
        ended: false,
        until(predicate, timeoutMs = 10_000) {
          return new Promise((done, fail) => {
            const check = () => {
              if (predicate(client.messages)) {
                waiters.delete(check);
                clearTimeout(timer);
                done(client.messages);
              } else if (client.ended) {
                waiters.delete(check);
                clearTimeout(timer);
                fail(new Error(`stream ended; got ${JSON.stringify(client.messages.map((m) => m.event))}`));
              }
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`timed out; got ${JSON.stringify(client.messages.map((m) => [m.id, m.event]))}`));
            }, timeoutMs);
            waiters.add(check);
            check();
          });
        },
        untilComment(timeoutMs = 10_000) {
          const seen = client.comments.length;
          return new Promise((done, fail) => {
            const check = () => {
              if (client.comments.length > seen) {
                waiters.delete(check);
                clearTimeout(timer);
                done();
              }
            };
            const timer = setTimeout(() => fail(new Error('no comment')), timeoutMs);
            waiters.add(check);
          });
        },
        close() {
          req.destroy();
        },
      };
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const message: Partial<SseMessage> = {};
          let data: string | undefined;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) client.comments.push(line.slice(1).trim());
            else if (line.startsWith('id: ')) message.id = line.slice(4);
            else if (line.startsWith('event: ')) message.event = line.slice(7);
            else if (line.startsWith('data: ')) data = line.slice(6);
          }
          if (message.event)
            client.messages.push({ ...message, event: message.event, data: data === undefined ? undefined : JSON.parse(data) });
        }
        for (const waiter of [...waiters]) waiter();
      });
      const end = () => {
        client.ended = true;
        for (const waiter of [...waiters]) waiter();
      };
      res.on('end', end);
      res.on('close', end);
      res.on('error', end);
      resolve(client);
    });
    req.on('error', (error) => {
      if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
    });
    req.end();
  });
}
