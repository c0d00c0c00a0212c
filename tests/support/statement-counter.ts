import type { Database } from '../../src/server/db/client';

/**
 * Counts the SQL statements an app sends, at the driver: it wraps the client drizzle was given
 * (PGlite, or a `pg` Pool and every connection taken from it), so whatever sends SQL through the
 * app's database handle (drizzle, better-auth's adapter, raw `execute`) is seen. A transaction
 * counts its BEGIN and COMMIT too, as PostgreSQL's statement log would.
 */
export interface StatementCounter {
  /** Statements sent while `action` ran, with their text. */
  during(action: () => Promise<unknown>): Promise<{ count: number; statements: string[] }>;
}

type Query = (...args: unknown[]) => Promise<unknown>;
interface Queryable {
  query: Query;
  exec?: Query;
  transaction?: (fn: (tx: Queryable) => Promise<unknown>) => Promise<unknown>;
  connect?: (callback?: (error: unknown, client?: Queryable, done?: unknown) => void) => unknown;
  __counted?: boolean;
}

const textOf = (first: unknown): string =>
  typeof first === 'string' ? first : String((first as { text?: unknown } | undefined)?.text ?? first);

export function countStatements(db: Database): StatementCounter {
  let seen: string[] | undefined;
  const note = (text: string) => seen?.push(text.replace(/\s+/g, ' ').trim());

  const wrap = (target: Queryable): void => {
    if (target.__counted) return;
    target.__counted = true;
    // A pg Pool's own query() takes a connection and queries on it: count on the connection only.
    const isPool = 'totalCount' in target;
    const query = target.query.bind(target);
    if (!isPool)
      target.query = (...args) => {
        note(textOf(args[0]));
        return query(...args);
      };
    if (target.exec) {
      const exec = target.exec.bind(target);
      target.exec = (...args) => {
        note(textOf(args[0]));
        return exec(...args);
      };
    }
    if (target.transaction) {
      const transaction = target.transaction.bind(target);
      target.transaction = (fn) =>
        transaction(async (tx) => {
          note('BEGIN');
          wrap(tx);
          const result = await fn(tx);
          note('COMMIT');
          return result;
        });
    }
    if (isPool && target.connect) {
      const connect = target.connect.bind(target);
      target.connect = (callback) => {
        if (callback)
          return connect((error, client, done) => {
            if (client) wrap(client);
            callback(error, client, done);
          });
        return (connect() as Promise<Queryable>).then((client) => {
          wrap(client);
          return client;
        });
      };
    }
  };
  wrap((db as unknown as { $client: Queryable }).$client);

  return {
    async during(action) {
      const statements: string[] = [];
      seen = statements;
      try {
        await action();
      } finally {
        seen = undefined;
      }
      return { count: statements.length, statements };
    },
  };
}
