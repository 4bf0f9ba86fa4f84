import type { AddressInfo } from 'node:net';
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
  const { JsonLogger } = await import('./ops/json-logger.js');
  const logger = new JsonLogger();
  const { app, db, shutdown } = await createApp({ ...config.app, logger });
  await app.listen(config.port, config.host);
  const { port } = app.getHttpServer().address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  logger.log(
    `listening on http://${host}:${port} (${db.kind === 'postgres' ? 'PostgreSQL' : 'embedded database in ' + config.app.dataDir}); docs at /docs`,
    'Main',
  );

  // Graceful shutdown: stop taking connections, let in-flight requests finish, close the database, exit.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
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

const config = readConfig();
if (config) await start(config);
