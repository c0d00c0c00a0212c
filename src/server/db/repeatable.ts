import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What `applyRepeatableMigrations` needs of a connection: pg's `query`. */
interface Connection {
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

export interface RepeatableFile {
  name: string;
  checksum: string;
  statements: string[];
}

/**
 * The repeatable migrations in `folder`: SQL files that define things by replacing them
 * (`CREATE OR REPLACE FUNCTION`), one file per area, statements separated as in the numbered
 * migrations. A numbered migration runs once; a repeatable one runs again whenever its content
 * changes, so a function has one definition to read and edit instead of one per migration.
 */
export function readRepeatableFiles(folder: string): RepeatableFile[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => {
      const text = readFileSync(join(folder, name), 'utf8');
      return {
        name,
        checksum: createHash('sha256').update(text).digest('hex'),
        statements: text
          .split('--> statement-breakpoint')
          .map((statement) => statement.trim())
          .filter((statement) => statement.replace(/^--.*$/gm, '').trim() !== ''),
      };
    });
}

/**
 * Applies each repeatable file whose checksum differs from the one recorded when it was last
 * applied, in its own transaction with its record. Runs after the numbered migrations, under
 * their lock (db/client.ts), so the tables the functions read exist and two processes take turns.
 * Returns the names of the files applied.
 */
export async function applyRepeatableMigrations(connection: Connection, folder: string): Promise<string[]> {
  await connection.query('CREATE SCHEMA IF NOT EXISTS drizzle');
  await connection.query(
    `CREATE TABLE IF NOT EXISTS drizzle.repeatable_migrations (
       name text PRIMARY KEY, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  const { rows } = await connection.query('SELECT name, checksum FROM drizzle.repeatable_migrations');
  const applied = new Map(rows.map((row) => [String(row.name), String(row.checksum)]));
  const changed: string[] = [];
  for (const file of readRepeatableFiles(folder)) {
    if (applied.get(file.name) === file.checksum) continue;
    await connection.query('BEGIN');
    try {
      for (const statement of file.statements) await connection.query(statement);
      await connection.query(
        `INSERT INTO drizzle.repeatable_migrations (name, checksum) VALUES ($1, $2)
         ON CONFLICT (name) DO UPDATE SET checksum = excluded.checksum, applied_at = now()`,
        [file.name, file.checksum],
      );
      await connection.query('COMMIT');
    } catch (error) {
      await connection.query('ROLLBACK');
      throw new Error(`repeatable migration ${file.name} failed: ${(error as Error).message}`, {
        cause: error,
      });
    }
    changed.push(file.name);
  }
  return changed;
}
