// The benchmark's baseline (scripts/bench.mjs): a bare node:http server that parses each POST's JSON body, does ONE
// INSERT into bench_baseline on PostgreSQL and answers a small JSON. It runs in its own process, as the service does,
// so that both are measured the same way. Environment: DATABASE_URL, PORT (0: any), HOST.
import http from 'node:http';
import pg from 'pg';

// The pool's size is the service's (DB_POOL_SIZE, which bench.mjs sets for both phases; 10 when run alone).
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/test',
  max: Number(process.env.DB_POOL_SIZE || 10),
});
await pool.query(`CREATE TABLE IF NOT EXISTS bench_baseline (
  id bigserial PRIMARY KEY, match_id text, body jsonb, created_at timestamptz DEFAULT now())`);

const server = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', async () => {
    try {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const matchId = req.url.split('/')[2] ?? null;
      const { rows } = await pool.query('INSERT INTO bench_baseline (match_id, body) VALUES ($1, $2) RETURNING id', [matchId, body]);
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ ok: true, id: rows[0].id, version: body.expectedVersion + 1 }));
    } catch (error) {
      res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: String(error) }));
    }
  });
});
const host = process.env.HOST || '127.0.0.1';
server.listen(Number(process.env.PORT || 0), host, () => console.log(`baseline listening on http://${host}:${server.address().port}`));
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    server.closeAllConnections();
    server.close(() => pool.end().then(() => process.exit(0)));
  });
}
