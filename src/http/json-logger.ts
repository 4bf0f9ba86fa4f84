import type { LoggerService } from '@nestjs/common';

type Level = 'error' | 'warn' | 'info' | 'debug' | 'verbose';

/**
 * Lines for stdout, written together once per turn of the event loop: a line per request is one write (and one
 * wake-up of whatever reads the pipe) per turn instead of per request. What is still buffered is written at exit.
 */
export function bufferedStdout(): (line: string) => void {
  return (stdoutLines ??= lineBuffer());
}

let stdoutLines: ((line: string) => void) | undefined;

function lineBuffer(): (line: string) => void {
  let pending = '';
  const flush = () => {
    if (pending === '') return;
    const text = pending;
    pending = '';
    process.stdout.write(text);
  };
  process.on('exit', flush);
  return (line) => {
    if (pending === '') setImmediate(flush);
    pending += line + '\n';
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
    this.write(JSON.stringify({ time: new Date().toISOString(), level, context, ...fields }));
  }

  private emit(level: Level, message: unknown, context?: string, extra: Record<string, unknown> = {}): void {
    const fields = typeof message === 'object' && message !== null ? { ...message } : { message: String(message) };
    this.entry(level, context ?? 'App', { ...fields, ...extra });
  }
}
