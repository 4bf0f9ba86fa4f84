import cluster, { type Worker } from 'node:cluster';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, type ServiceConfig } from './config.js';

/** The configuration, or null (exit code 1, the reason on stderr) when a setting is bad. */
function readConfig(): ServiceConfig | null {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 1;
    return null;
  }
}

async function start(config: ServiceConfig): Promise<void> {
  // Loaded only once the configuration is known to be good: a bad setting is reported at once.
  const { createApp } = await import('./app.js');
  const { JsonLogger } = await import('./http/json-logger.js');
  const logger = new JsonLogger();
  // The web client is built next to this file (dist/web, by npm run build) and served at `/`.
  const webDir = fileURLToPath(new URL('./web/', import.meta.url));
  const { app, db, shutdown } = await createApp({ ...config.app, logger, webDir });
  await app.listen(config.port, config.host);
  const { port } = app.getHttpServer().address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const worker = cluster.isWorker ? `, worker ${cluster.worker!.id} (pid ${process.pid})` : '';
  logger.log(
    `listening on http://${host}:${port} (${db.kind === 'postgres' ? 'PostgreSQL' : 'embedded database in ' + config.app.dataDir}${worker}); docs at /docs, the web client at /`,
    'Main',
  );

  // Graceful shutdown: stop taking connections, let in-flight requests finish, close the database, exit. A
  // worker may get the signal twice (from its terminal's process group and from the primary): once is enough.
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      logger.log(`${signal}: shutting down`, 'Main');
      shutdown().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error(String(error), error instanceof Error ? error.stack : undefined, 'Main');
          process.exit(1);
        },
      );
    });
  }
}

/**
 * WORKERS > 1: this process only forks the workers, each a whole service instance on the same port (node:cluster
 * hands the listening socket to all, and connections to them in turn). They share the PostgreSQL database as
 * several instances do. A worker that dies after it listened is replaced; one that fails to start stops all
 * (exit code 1). SIGTERM or SIGINT is passed to every worker, which shuts down gracefully; this process exits
 * once they all have (code 0 if each did so cleanly).
 */
function supervise(config: ServiceConfig): void {
  const log = (message: string, level = 'log') =>
    process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), level, context: 'Main', message })}\n`);
  let stopping = false;
  let failed = false;
  const listened = new Set<number>();
  const stopAll = (why: string) => {
    if (stopping) return;
    stopping = true;
    log(`${why}: shutting down ${Object.keys(cluster.workers ?? {}).length} worker(s)`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  cluster.on('listening', (worker: Worker) => listened.add(worker.id));
  cluster.on('exit', (worker: Worker, code, signal) => {
    const clean = code === 0 && stopping;
    if (!clean) log(`worker ${worker.id} (pid ${worker.process.pid}) exited (${signal ?? `code ${code}`})`, stopping ? 'log' : 'error');
    if (!stopping) {
      if (listened.has(worker.id)) {
        cluster.fork();
      } else {
        failed = true;
        stopAll('a worker failed to start');
      }
    } else if (code !== 0) {
      failed = true;
    }
    if (Object.keys(cluster.workers ?? {}).length === 0 && stopping) process.exit(failed ? 1 : 0);
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => stopAll(signal));
  log(`starting ${config.workers} workers (pid ${process.pid})`);
  for (let i = 0; i < config.workers; i++) cluster.fork();
}

const config = readConfig();
if (config) {
  if (config.workers > 1 && cluster.isPrimary) supervise(config);
  else await start(config);
}
