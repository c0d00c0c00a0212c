import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

/** The user row's version (see figures-cache.ts), locked until the transaction ends. */
export async function lockUserVersion(tx: Database, userId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ version: sql<string>`${users}.xmin::text` })
    .from(users)
    .where(eq(users.uid, userId))
    .for('update');
  return row?.version;
}

/** Column for `.returning()`: the user row's version after an update. */
export const userVersionColumn = sql<string>`${users}.xmin::text`;
