import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AnalysisInput } from '../analysis/types.js';

interface Job {
  id: number;
  input: AnalysisInput;
  resolve: (body: string) => void;
  reject: (error: Error) => void;
}

/**
 * One worker thread that analyses finished matches (analysis-worker.ts), one at a time, so that an analysis of
 * several seconds never holds up the event loop. It starts on the first request and is replaced if it dies.
 */
export class AnalysisThread {
  private worker: Worker | null = null;
  private job: Job | null = null;
  private readonly queue: Job[] = [];
  private nextId = 0;
  private closed = false;

  /** The match's rendered analysis (render.ts). */
  analyse(input: AnalysisInput): Promise<string> {
    if (this.closed) return Promise.reject(new Error('The analysis thread is closed.'));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, input, resolve, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('The analysis thread is closed.'));
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private dispatch(): void {
    if (this.job !== null || this.queue.length === 0) return;
    const worker = this.worker ?? this.spawn();
    const job = this.queue.shift()!;
    this.job = job;
    worker.ref();
    worker.postMessage({ id: job.id, input: job.input });
  }

  private spawn(): Worker {
    const worker = new Worker(...workerScript());
    worker.on('message', (message: { id: number; body?: string; error?: string }) => {
      const job = this.job;
      if (!job || job.id !== message.id) return;
      this.job = null;
      worker.unref();
      if (message.error !== undefined) job.reject(new Error(`The analysis failed: ${message.error}`));
      else job.resolve(message.body!);
      this.dispatch();
    });
    const lost = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.job?.reject(error);
      this.job = null;
      if (!this.closed) this.dispatch();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`The analysis thread exited with code ${code}.`)));
    this.worker = worker;
    return worker;
  }
}

/** analysis-worker.js beside this file when built; from the TypeScript sources, analysis-worker.ts through the test loader. */
function workerScript(): [URL, { execArgv?: string[] }] {
  const built = new URL('./analysis-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return [built, {}];
  const loader = fileURLToPath(new URL('../../test/support/ts-loader.mjs', import.meta.url));
  return [new URL('./analysis-worker.ts', import.meta.url), { execArgv: ['--import', loader] }];
}
