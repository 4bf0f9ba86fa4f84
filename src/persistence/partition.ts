import type { SqlSession } from './database.js';

/**
 * The match-scoped tables and the column each is keyed by first: every row belongs to one match. A distributed
 * PostgreSQL (Citus) spreads them by that column and co-locates them (docs/scaling.md); PostgreSQL's own hash
 * partitioning does the same on one server, so the claim that every statement about one match touches one
 * partition can be checked here.
 */
export const MATCH_SCOPED: Readonly<Record<string, string>> = {
  match: 'id',
  match_seat: 'match_id',
  match_event: 'match_id',
  match_snapshot: 'match_id',
  idempotent_response: 'match_id',
  chat_message: 'match_id',
  chat_hidden_sender: 'match_id',
  rematch_offer: 'match_id',
  rematch_vote: 'match_id',
  match_result: 'match_id',
  match_result_seat: 'match_id',
  match_analysis: 'match_id',
};

/** What the conversion did, for the caller to print or check. */
export interface PartitionReport {
  tables: string[];
  /** Unique indexes without the partition key: PostgreSQL cannot enforce them across partitions, so they became plain indexes. */
  uniqueLost: string[];
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Rebuilds every match-scoped table of a migrated database as a table hash-partitioned by its match id into
 * `partitions` partitions (`<table>_p0` ...), keeping its rows, columns, defaults, checks, primary key, indexes and
 * the foreign keys to and from it. Tables already partitioned are left alone. A unique index that does not hold
 * the match id cannot be unique across partitions; it is kept as a plain index and reported. Run it inside one
 * transaction (Database.inTransaction).
 */
export async function partitionMatchTables(session: SqlSession, partitions: number): Promise<PartitionReport> {
  if (!Number.isInteger(partitions) || partitions < 2)
    throw new Error(`partitions must be a whole number of at least 2, not ${partitions}.`);
  const names = Object.keys(MATCH_SCOPED);
  const plain = await session.rows<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind = 'r' AND c.relname = ANY($1::text[])`,
    [names],
  );
  const tables = names.filter((name) => plain.some((row) => row.name === name));
  const report: PartitionReport = { tables, uniqueLost: [] };
  if (tables.length === 0) return report;

  // Foreign keys to or from these tables go first and come back last, against the new tables.
  const foreignKeys = await session.rows<{ table: string; name: string; definition: string }>(
    `SELECT c.conrelid::regclass::text AS "table", c.conname AS name, pg_get_constraintdef(c.oid) AS definition
       FROM pg_constraint c
      WHERE c.contype = 'f' AND (c.conrelid::regclass::text = ANY($1::text[]) OR c.confrelid::regclass::text = ANY($1::text[]))`,
    [tables],
  );
  for (const fk of foreignKeys) await session.exec(`ALTER TABLE ${ident(fk.table)} DROP CONSTRAINT ${ident(fk.name)}`);

  for (const table of tables) {
    const key = MATCH_SCOPED[table];
    const indexes = await session.rows<{ name: string; definition: string; primary: boolean; unique: boolean; columns: string[] }>(
      `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition, i.indisprimary AS primary,
              i.indisunique AS unique, array(SELECT a.attname::text FROM pg_attribute a WHERE a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)) AS columns
         FROM pg_index i WHERE i.indrelid = $1::regclass`,
      [table],
    );
    const sequences = await session.rows<{ sequence: string; column: string }>(
      `SELECT s.relname AS sequence, a.attname AS column
         FROM pg_depend d JOIN pg_class s ON s.oid = d.objid AND s.relkind = 'S'
         JOIN pg_attribute a ON a.attrelid = d.refobjid AND a.attnum = d.refobjsubid
        WHERE d.refobjid = $1::regclass AND d.deptype = 'a'`,
      [table],
    );
    const old = `${table}__plain`;
    await session.exec(`ALTER TABLE ${ident(table)} RENAME TO ${ident(old)}`);
    for (const index of indexes) await session.exec(`ALTER INDEX ${ident(index.name)} RENAME TO ${ident(`${index.name}__plain`)}`);
    await session.exec(
      `CREATE TABLE ${ident(table)} (LIKE ${ident(old)} INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING GENERATED INCLUDING IDENTITY INCLUDING STORAGE)
         PARTITION BY HASH (${ident(key)})`,
    );
    for (let remainder = 0; remainder < partitions; remainder++) {
      await session.exec(
        `CREATE TABLE ${ident(`${table}_p${remainder}`)} PARTITION OF ${ident(table)} FOR VALUES WITH (MODULUS ${partitions}, REMAINDER ${remainder})`,
      );
    }
    for (const index of indexes) {
      if (index.primary) {
        await session.exec(
          `ALTER TABLE ${ident(table)} ADD CONSTRAINT ${ident(index.name)} PRIMARY KEY (${index.columns.map(ident).join(', ')})`,
        );
        continue;
      }
      // pg_get_indexdef: CREATE [UNIQUE] INDEX <name> ON <schema>.<table> USING ...
      let definition = index.definition.replace(
        /^CREATE (UNIQUE )?INDEX .+? ON \S+ USING /,
        (_m, unique: string | undefined) => `CREATE ${unique ?? ''}INDEX ${ident(index.name)} ON ${ident(table)} USING `,
      );
      if (index.unique && !index.columns.includes(key)) {
        definition = definition.replace(/^CREATE UNIQUE INDEX/, 'CREATE INDEX');
        report.uniqueLost.push(index.name);
      }
      await session.exec(definition);
    }
    for (const { sequence, column } of sequences)
      await session.exec(`ALTER SEQUENCE ${ident(sequence)} OWNED BY ${ident(table)}.${ident(column)}`);
    await session.exec(`INSERT INTO ${ident(table)} SELECT * FROM ${ident(old)}`);
    await session.exec(`DROP TABLE ${ident(old)}`);
  }

  for (const fk of foreignKeys) await session.exec(`ALTER TABLE ${ident(fk.table)} ADD CONSTRAINT ${ident(fk.name)} ${fk.definition}`);
  return report;
}
