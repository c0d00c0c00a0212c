import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import * as schema from '../../../db/schema';

/** A table holding rows about one learner, and the column naming the learner. */
export interface OwnedTable {
  name: string;
  table: PgTable;
  owner: PgColumn;
}

/** Columns never exported: they would let the file's holder sign in as the learner. */
export const SECRET_COLUMNS: ReadonlySet<string> = new Set([
  'password',
  'token',
  'accessToken',
  'refreshToken',
  'idToken',
]);

/**
 * Every table of the schema keyed by a learner, found from the schema itself (a `userId` column,
 * `users.uid`, `auth_user.id`), so a table added later is exported and erased without a list
 * here to forget. The identity row (auth_user) comes last: deleting it ends the sessions.
 */
export function ownedTables(): OwnedTable[] {
  const found: OwnedTable[] = [];
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const columns = getTableColumns(value) as Record<string, PgColumn>;
    const owner =
      value === schema.authUser ? columns.id : value === schema.users ? columns.uid : columns.userId;
    if (owner) found.push({ name: getTableName(value), table: value, owner });
  }
  return found.sort((a, b) => Number(a.table === schema.authUser) - Number(b.table === schema.authUser));
}
