import type { Request, Response } from 'express';

/**
 * One Server-Sent Events response: `id`/`event`/`data` messages, comment lines as keep-alives, and a callback
 * when the client goes away. Data is one line of JSON, so no message needs splitting.
 */
export class SseStream {
  private closed = false;
  private readonly closers: (() => void)[] = [];

  constructor(
    req: Request,
    private readonly res: Response,
  ) {
    res.status(200);
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache, no-transform');
    res.setHeader('Connection', 'keep-alive');
    res.setHeader('X-Accel-Buffering', 'no');
    res.flushHeaders();
    // Reconnect after 3 s; the browser's EventSource then sends Last-Event-ID by itself.
    res.write('retry: 3000\n\n');
    req.on('close', () => this.close());
  }

  get isClosed(): boolean {
    return this.closed;
  }

  send(message: { id?: string | number; event: string; data: unknown }): void {
    if (this.closed) return;
    const id = message.id === undefined ? '' : `id: ${message.id}\n`;
    this.res.write(`${id}event: ${message.event}\ndata: ${JSON.stringify(message.data)}\n\n`);
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

/** Runs `work` now and again whenever `wake` is called, never two at once (a wake during a run runs it once more). */
export function serialized(work: () => Promise<void>, onError: (error: unknown) => void): () => void {
  let running = false;
  let again = false;
  const run = async (): Promise<void> => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        await work();
      } while (again);
    } catch (error) {
      onError(error);
    } finally {
      running = false;
    }
  };
  return () => void run();
}
