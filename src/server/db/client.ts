import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PoolConfig } from 'pg';
import { poolOf } from './pool-of';
import { applyRepeatableMigrations } from './repeatable';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the services see, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
// Repeatable migrations: the counters' functions, re-applied when their file changes (repeatable.ts).
const FUNCTIONS_FOLDER = join(dirname(fileURLToPath(import.meta.url)), 'functions');
// Every process takes this lock while migrating, so two starting together don't race.
const MIGRATION_LOCK_ID = 72_617_001;

/**
 * Opens PostgreSQL when a URL is given, else embedded PostgreSQL (PGlite) in `dataDir`
 * (`memory://` keeps it in memory, for tests).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir);
}

/**
 * Connections to the embedded database's one session. The worker runs their statements one
 * at a time, but with several connections the next statement is already waiting while the
 * request thread reads the last answer (ADR 0013: 4 measured best of 1, 2, 4 and 8).
 */
const PGLITE_CONNECTIONS = 4;

/**
 * Embedded PostgreSQL runs on its own thread and is reached over a local socket with the same
 * driver as a PostgreSQL server (ADR 0013), so a slow statement never stalls the request thread.
 * PGlite is a single session shared by the pool's connections; the worker keeps an open
 * transaction's statements to itself, so they are never interleaved with another request's.
 */
async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const { startPgliteThread } = await import('./pglite-thread');
  const thread = await startPgliteThread(dataDir);
  try {
    const handle = await openPool(
      {
        host: thread.socketDir,
        port: thread.socketPort,
        user: 'postgres',
        database: 'postgres',
        max: PGLITE_CONNECTIONS,
      },
      'pglite',
    );
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await thread.close();
      },
    };
  } catch (error) {
    await thread.close();
    throw error;
  }
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  return openPool({ connectionString: url, max: 10 }, 'postgres');
}

async function openPool(config: PoolConfig, engine: DatabaseHandle['engine']): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // Idle connections stay open: reconnecting to the embedded database costs a start-up message.
  const pool = new pg.Pool({ idleTimeoutMillis: 0, ...config });
  const db = drizzle({ client: pool, schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    engine,
    ping: async () => {
      await pool.query('select 1');
    },
    close: async () => {
      await pool.end();
    },
  };
}

/** Applies pending migrations, then changed repeatable ones; safe to run at every start-up and from several processes. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = poolOf(handle.db);
  const connection = await pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(drizzle({ client: connection, casing: 'snake_case' }), {
      migrationsFolder: MIGRATIONS_FOLDER,
    });
    await applyRepeatableMigrations(connection, FUNCTIONS_FOLDER);
  } finally {
    await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    connection.release();
  }
}
