import { Logger } from '@nestjs/common';
import { createApp } from './app.js';

const port = Number(process.env.PORT ?? 3000);
const { app, db } = await createApp({ url: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? './data' });
app.enableShutdownHooks();
process.once('beforeExit', () => void db.close());
await app.listen(port, process.env.HOST ?? '127.0.0.1');
new Logger('Main').log(
  `listening on http://localhost:${port} (${db.kind === 'postgres' ? 'PostgreSQL' : 'embedded database in ' + (process.env.DATA_DIR ?? './data')}); docs at /docs`,
);
