// A bash session that runs Markdown code blocks one after another, keeping its shell variables between them, as a
// reader's terminal does. Each block runs with `set -euo pipefail`: the first command that fails (curl -f on an
// error status, a jq error, an unset variable) ends the block, and the session with it.
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ShellResult {
  ok: boolean;
  /** The exit status of the block (0 when it ran to its end), or why it did not. */
  status: string;
  stdout: string;
  stderr: string;
}

let sessions = 0;

export class ShellSession {
  private readonly child: ChildProcessWithoutNullStreams;
  private stdout = '';
  private stderr = '';
  private ended: string | null = null;
  private readonly waiters = new Set<() => void>();
  private blocks = 0;
  private readonly scripts: string;

  /**
   * @param cwd the working directory (files the blocks write land here)
   * @param env the whole environment of the shell
   * @param preamble shell code run once before the first block (functions, variables)
   */
  constructor(
    readonly cwd: string,
    env: Record<string, string>,
    preamble = '',
  ) {
    this.scripts = join(cwd, '..', `scripts-${++sessions}`);
    mkdirSync(this.scripts, { recursive: true });
    this.child = spawn('bash', ['--noprofile', '--norc', '-s'], { cwd, env, detached: true });
    this.child.stdout.setEncoding('utf8').on('data', (chunk: string) => this.took(() => (this.stdout += chunk)));
    this.child.stderr.setEncoding('utf8').on('data', (chunk: string) => this.took(() => (this.stderr += chunk)));
    this.child.on('close', (code, signal) => this.took(() => (this.ended = signal ? `killed by ${signal}` : `exit status ${code}`)));
    this.child.stdin.on('error', () => undefined);
    const setup = join(this.scripts, 'preamble.sh');
    writeFileSync(setup, preamble);
    this.child.stdin.write(
      [
        'set -Eeuo pipefail',
        '__readme_line=0; __readme_file=',
        // Names the failing command and its line in the Markdown file.
        `trap '__readme_status=$?; echo "exit status $__readme_status at $__readme_file:$((__readme_line + LINENO)): $BASH_COMMAND" >&2' ERR`,
        `source ${JSON.stringify(setup)} </dev/null`,
        '',
      ].join('\n'),
    );
  }

  private took(change: () => void): void {
    change();
    for (const wake of this.waiters) wake();
  }

  /**
   * Runs `code` (the text of a block whose opening fence is on `line` of `file`) in this session; resolves when it
   * has run to its end, failed, or `timeoutMs` has passed (then the session is killed).
   */
  async run(code: string, file: string, line: number, timeoutMs: number): Promise<ShellResult> {
    if (this.ended) return { ok: false, status: `the session had already ended (${this.ended})`, stdout: '', stderr: '' };
    const n = ++this.blocks;
    const script = join(this.scripts, `block-${n}.sh`);
    writeFileSync(script, code);
    const done = `__README_BLOCK_${n}_DONE__`;
    const [out0, err0] = [this.stdout.length, this.stderr.length];
    this.child.stdin.write(
      `__readme_file=${JSON.stringify(file)}; __readme_line=${line}\n` +
        `source ${JSON.stringify(script)} </dev/null\n` +
        `printf '\\n${done} %s\\n' "$?"; printf '\\n${done}\\n' >&2\n`,
    );
    const marker = new RegExp(`\\n${done}( \\d+)?\\n`);
    const finished = () => this.ended !== null || (marker.test(this.stdout.slice(out0)) && marker.test(this.stderr.slice(err0)));
    let timedOut = false;
    await new Promise<void>((resolve) => {
      const wake = () => {
        if (!finished()) return;
        this.waiters.delete(wake);
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        timedOut = true;
        this.kill();
        this.waiters.delete(wake);
        resolve();
      }, timeoutMs);
      this.waiters.add(wake);
      wake();
    });
    const stdout = this.stdout.slice(out0).replace(marker, '');
    const stderr = this.stderr.slice(err0).replace(marker, '');
    if (timedOut) return { ok: false, status: `did not finish within ${timeoutMs / 1000} s`, stdout, stderr };
    if (!marker.test(this.stdout.slice(out0))) return { ok: false, status: this.ended ?? 'ended', stdout, stderr };
    return { ok: true, status: 'exit status 0', stdout, stderr };
  }

  /** Ends the session and every process it started. */
  kill(): void {
    if (this.ended === null && this.child.pid) {
      try {
        process.kill(-this.child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }

  async close(): Promise<void> {
    if (this.ended !== null) return;
    const exited = new Promise<void>((resolve) => this.child.once('close', () => resolve()));
    this.child.stdin.end('exit 0\n');
    const timer = setTimeout(() => this.kill(), 5000);
    await exited;
    clearTimeout(timer);
  }
}
