import { createApp } from './app.js';
import { JsonLogger } from './ops/json-logger.js';

const env = process.env;
const port = Number(env.PORT ?? 3000);
const logger = new JsonLogger();
const cors = env.CORS_ORIGINS?.trim();
const { app, db, shutdown } = await createApp({
  url: env.DATABASE_URL,
  dataDir: env.DATA_DIR ?? './data',
  logger,
  rateLimit: { perIp: Number(env.RATE_LIMIT_PER_IP ?? 6000), perToken: Number(env.RATE_LIMIT_PER_TOKEN ?? 3000) },
  corsOrigins: !cors ? undefined : cors === '*' ? '*' : cors.split(',').map((o) => o.trim()),
  webhookAllowPrivate: env.WEBHOOK_ALLOW_PRIVATE_NETWORKS === 'true',
});
await app.listen(port, env.HOST ?? '127.0.0.1');
logger.log(
  `listening on http://localhost:${port} (${db.kind === 'postgres' ? 'PostgreSQL' : 'embedded database in ' + (env.DATA_DIR ?? './data')}); docs at /docs`,
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
