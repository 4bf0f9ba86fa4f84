import type { Announcement, Notifier } from '../bus/notifier.js';

/**
 * Background work done in passes (the scheduler's due turns, webhook deliveries, mails, records): a pass runs on
 * a timer, when an announcement asks for one, and on `kick()`. Passes never overlap: a kick during one runs
 * another right after it. A pass that throws is logged; the next kick or tick tries again.
 */
export class BackgroundPasses {
  private timer: NodeJS.Timeout | null = null;
  private unsubscribe: (() => void) | null = null;
  private running: Promise<unknown> | null = null;
  private again = false;
  private halted = false;

  constructor(
    private readonly pass: () => Promise<unknown>,
    private readonly logger: { error(message: string): void },
  ) {}

  /** True once `stop` was called: a pass under way should end early. */
  get stopped(): boolean {
    return this.halted;
  }

  /** A pass every `pollMs`, and whenever an announcement is `wanted`; the first one now. */
  start(pollMs: number, notifier: Notifier, wanted: (announcement: Announcement) => boolean): void {
    this.timer = setInterval(() => this.kick(), pollMs);
    this.timer.unref();
    this.unsubscribe = notifier.onAny((announcement) => {
      if (wanted(announcement)) this.kick();
    });
    this.kick();
  }

  /** Runs a pass soon. */
  kick(): void {
    if (this.halted) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.pass()
      .catch((error: unknown) => this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error)))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          setImmediate(() => this.kick());
        }
      });
  }

  /** No more passes; resolves once the one under way has ended. */
  async stop(): Promise<void> {
    this.halted = true;
    if (this.timer) clearInterval(this.timer);
    this.unsubscribe?.();
    await this.running;
  }
}

/**
 * Works through every match `find` reports as due (asked for `batch` more than it has tried), acting on each once per
 * call: a match that fails is logged and left for a later call. Returns how many `act` did something for.
 */
export async function actOnDue(
  find: (take: number) => Promise<string[]>,
  batch: number,
  act: (id: string) => Promise<boolean>,
  passes: BackgroundPasses,
  logger: { error(message: string): void },
): Promise<number> {
  let done = 0;
  const tried = new Set<string>();
  for (;;) {
    const due = (await find(batch + tried.size)).filter((id) => !tried.has(id));
    if (due.length === 0 || passes.stopped) return done;
    for (const id of due) tried.add(id);
    done += await actOnEach(due, act, logger);
  }
}

/** Acts on each match in turn; one that fails is logged and left for later. Returns how many `act` did something for. */
export async function actOnEach(
  ids: readonly string[],
  act: (id: string) => Promise<boolean>,
  logger: { error(message: string): void },
): Promise<number> {
  let done = 0;
  for (const id of ids) {
    try {
      if (await act(id)) done++;
    } catch (error) {
      logger.error(`match ${id}: ${error instanceof Error ? error.stack : String(error)}`);
    }
  }
  return done;
}
