import type { LoggerService } from '@nestjs/common';

type Level = 'error' | 'warn' | 'info' | 'debug' | 'verbose';

/** Structured logs: one JSON object per line on stdout (time, level, context, message, and any fields). */
export class JsonLogger implements LoggerService {
  constructor(private readonly write: (line: string) => void = (line) => process.stdout.write(line + '\n')) {}

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
