import type { LoggerService } from '@nestjs/common';

type Level = 'error' | 'warn' | 'info' | 'debug' | 'verbose';

/**
 * Lines for stdout, written together: at most every FLUSH_MS, or at once when FLUSH_BYTES are waiting. A line per
 * request is then one write (and one wake-up of whatever reads the pipe) per many requests, not per request.
 * What is still buffered is written at exit.
 */
export function bufferedStdout(): (line: string) => void {
  return (stdoutLines ??= lineBuffer((text) => process.stdout.write(text)));
}

let stdoutLines: ((line: string) => void) | undefined;

const FLUSH_MS = 50;
const FLUSH_BYTES = 16_384;

/** Buffers lines for `write` (see bufferedStdout). */
export function lineBuffer(write: (text: string) => void, flushMs = FLUSH_MS, flushBytes = FLUSH_BYTES): (line: string) => void {
  let pending = '';
  let timer: NodeJS.Timeout | null = null;
  const flush = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (pending === '') return;
    const text = pending;
    pending = '';
    write(text);
  };
  process.on('exit', flush);
  return (line) => {
    pending += line + '\n';
    if (pending.length >= flushBytes) flush();
    // The timer never keeps the process alive: what is left is written at exit.
    else if (timer === null) timer = setTimeout(flush, flushMs).unref();
  };
}

/** Structured logs: one JSON object per line on stdout (time, level, context, message, and any fields). */
export class JsonLogger implements LoggerService {
  constructor(private readonly write: (line: string) => void = bufferedStdout()) {}

  log(message: unknown, context?: string): void {
    this.emit('info', message, context);
  }
  error(message: unknown, stackOrContext?: string, context?: string): void {
    // Nest passes (message, stack, context) for errors, (message, context) otherwise.
    const stack = context === undefined ? undefined : stackOrContext;
    this.emit('error', message, context ?? stackOrContext, stack ? { stack } : {});
  }
  warn(message: unknown, context?: string): void {
    this.emit('warn', message, context);
  }
  debug(message: unknown, context?: string): void {
    this.emit('debug', message, context);
  }
  verbose(message: unknown, context?: string): void {
    this.emit('verbose', message, context);
  }

  /** A log line with structured fields, e.g. one per request. */
  entry(level: Level, context: string, fields: Record<string, unknown>): void {
    this.write(JSON.stringify(Object.assign({ time: new Date().toISOString(), level, context }, fields)));
  }

  private emit(level: Level, message: unknown, context?: string, extra: Record<string, unknown> = {}): void {
    const fields = typeof message === 'object' && message !== null ? { ...message } : { message: String(message) };
    this.entry(level, context ?? 'App', { ...fields, ...extra });
  }
}
