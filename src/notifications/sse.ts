import type { IncomingMessage, ServerResponse } from 'node:http';

/** One Server-Sent Events message: `id`/`event`/`data`. */
export interface SseMessage {
  id?: string | number;
  event: string;
  data: unknown;
}

/**
 * One Server-Sent Events response: `id`/`event`/`data` messages, comment lines as keep-alives, and a callback
 * when the client goes away. Data is one line of JSON, so no message needs splitting.
 */
export class SseStream {
  private closed = false;
  private readonly closers: (() => void)[] = [];

  /** The wire form of a message; a message for many streams is formatted once and written to each. */
  static format(message: SseMessage): string {
    const id = message.id === undefined ? '' : `id: ${message.id}\n`;
    return `${id}event: ${message.event}\ndata: ${JSON.stringify(message.data)}\n\n`;
  }

  /** Writes to Node's response directly: the framework has let go of it (Fastify's `reply.hijack()`). */
  constructor(
    req: IncomingMessage,
    private readonly res: ServerResponse,
  ) {
    res.statusCode = 200;
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache, no-transform');
    res.setHeader('Connection', 'keep-alive');
    res.setHeader('X-Accel-Buffering', 'no');
    res.flushHeaders();
    // Reconnect after 3 s; the browser's EventSource then sends Last-Event-ID by itself.
    res.write('retry: 3000\n\n');
    req.on('close', () => this.close());
    res.on('close', () => this.close());
    // The client may have gone while the stream was being authorized: then no 'close' is coming any more.
    if (req.destroyed || res.destroyed) this.close();
  }

  get isClosed(): boolean {
    return this.closed;
  }

  send(message: SseMessage): void {
    this.write(SseStream.format(message));
  }

  /** Writes a message formatted by `SseStream.format`. */
  write(formatted: string): void {
    if (!this.closed) this.res.write(formatted);
  }

  comment(text: string): void {
    if (!this.closed) this.res.write(`: ${text}\n\n`);
  }

  onClose(closer: () => void): void {
    if (this.closed) closer();
    else this.closers.push(closer);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const closer of this.closers.splice(0)) closer();
    this.res.end();
  }
}
