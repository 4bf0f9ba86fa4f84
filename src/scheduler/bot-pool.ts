import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { BotChoice, BotRequest } from '../bots/think.js';

/** Threads for searching bots when none are configured: every core but one for the event loop, at least one. */
export function defaultBotThreads(): number {
  return Math.max(1, availableParallelism() - 1);
}

/** The pool was closed (the service is stopping): the request was not run. */
export class BotPoolClosed extends Error {
  constructor() {
    super('The bot pool is closed.');
  }
}

interface Job {
  id: number;
  request: BotRequest;
  resolve: (choice: BotChoice) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  job: Job | null;
}

/**
 * Worker threads that run searching bots (bots/bot.ts), so that a table of bots thinking never holds up the event
 * loop that serves requests. Threads start on the first request and are replaced when one dies; requests beyond
 * the threads wait in order. Each request is a pure function of its data, so which thread runs it does not matter.
 */
export class BotPool {
  private readonly threads: Thread[] = [];
  private readonly queue: Job[] = [];
  private nextId = 0;
  private closed = false;

  constructor(private readonly size: number) {
    if (!Number.isInteger(size) || size < 1) throw new RangeError(`A bot pool needs at least one thread, not ${size}.`);
  }

  run(request: BotRequest): Promise<BotChoice> {
    if (this.closed) return Promise.reject(new BotPoolClosed());
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, request, resolve, reject });
      this.dispatch();
    });
  }

  /** Stops every thread; requests still waiting or running are refused. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new BotPoolClosed());
    await Promise.all(this.threads.splice(0).map((thread) => thread.worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const thread = this.threads.find((t) => t.job === null) ?? (this.threads.length < this.size ? this.spawn() : null);
      if (!thread) return;
      const job = this.queue.shift()!;
      thread.job = job;
      // A thread at work keeps the process alive until it answers; an idle one does not.
      thread.worker.ref();
      thread.worker.postMessage({ id: job.id, request: job.request });
    }
  }

  private spawn(): Thread {
    const worker = new Worker(...workerScript());
    const thread: Thread = { worker, job: null };
    worker.on('message', (message: { id: number; choice?: BotChoice; error?: string }) => {
      const job = thread.job;
      if (!job || job.id !== message.id) return;
      thread.job = null;
      worker.unref();
      if (message.error !== undefined) job.reject(new Error(`The bot failed: ${message.error}`));
      else job.resolve(message.choice!);
      this.dispatch();
    });
    const lost = (error: Error) => {
      const index = this.threads.indexOf(thread);
      if (index < 0) return;
      this.threads.splice(index, 1);
      thread.job?.reject(error);
      thread.job = null;
      if (!this.closed) this.dispatch();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`A bot thread exited with code ${code}.`)));
    this.threads.push(thread);
    return thread;
  }
}

/**
 * The thread's script: bot-worker.js beside this file in the built service; when the service runs from its TypeScript
 *  sources (tests, `node --import ./test/support/ts-loader.mjs src/main.ts`), bot-worker.ts through the same loader.
 */
function workerScript(): [URL, { execArgv?: string[] }] {
  const built = new URL('./bot-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return [built, {}];
  const loader = fileURLToPath(new URL('../../test/support/ts-loader.mjs', import.meta.url));
  return [new URL('./bot-worker.ts', import.meta.url), { execArgv: ['--import', loader] }];
}
