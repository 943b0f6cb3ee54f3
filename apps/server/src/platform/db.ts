import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Logger } from 'pino';
import * as schema from '../db/schema/index';
import { SERVER_ROOT } from './server-root';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The one database handle: Drizzle for the app, raw SQL for pg-boss, and lifecycle. */
export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** A connection string pg-boss can open its own pool with; absent for PGlite. */
  connectionString?: string;
  /** PGlite only: the whole cluster as a tarball another PGlite can start from. */
  dump?: () => Promise<Blob>;
}

const migrationsFolder = path.join(SERVER_ROOT, 'drizzle');
/** Any constant works; it only has to be the same in every process that migrates. */
const MIGRATION_LOCK_ID = 727_001;

export interface OpenDatabaseOptions {
  url?: string;
  dataDir?: string;
  /** An in-memory PGlite starts as a copy of this dump (`dumpPglite`) instead of a new cluster. */
  pgliteTemplate?: Blob;
  log?: Logger;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url, options.log) : openPglite(options.dataDir, options.pgliteTemplate);
}

/**
 * PostgreSQL's default 128 MB of shared buffers would be most of an idle one-machine server's memory; the embedded
 * database is one user's data on one disk, which the operating system's file cache serves as well.
 */
const PGLITE_SETTINGS = ['shared_buffers=16MB'];

async function openPglite(dataDir?: string, template?: Blob): Promise<Database> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const source = dataDir ? { dataDir } : template ? { loadDataDir: template } : {};
  const client = await PGlite.create({ ...source, postgresqlconf: PGLITE_SETTINGS });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

async function openPostgres(url: string, log?: Logger): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server closes (restart, failover, a dropped test database) must not crash the process.
  pool.on('error', (error) => log?.warn({ err: error }, 'idle database connection closed'));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    connectionString: url,
    executeSql: (text, values) => pool.query(text, values),
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}
