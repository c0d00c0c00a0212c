import type { TestProject } from 'vitest/node';
import { startThrowawayPostgres, type ThrowawayPostgres } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

let cluster: ThrowawayPostgres | undefined;

/** Integration tests run on both engines: PGlite in-process, and this PostgreSQL server. */
export async function setup(project: TestProject): Promise<void> {
  let url = process.env.TEST_DATABASE_URL;
  if (!url) {
    cluster = await startThrowawayPostgres();
    url = cluster.url;
  }
  project.provide('postgresUrl', url);
}

export async function teardown(): Promise<void> {
  await cluster?.stop();
}
