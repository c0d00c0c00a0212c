import type { Pool } from 'pg';
import type { Database } from './client';

/**
 * The `pg` Pool behind a database handle: both engines are reached through one (ADR 0013), and
 * drizzle hands it back as `$client`. For the few hot statements written as named raw SQL.
 */
export function poolOf(db: Database): Pool {
  return (db as unknown as { $client: Pool }).$client;
}
