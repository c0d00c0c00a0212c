import { createRequire } from 'node:module';
import initSqlJs, { type SqlJsStatic } from 'sql.js';

let engine: Promise<SqlJsStatic> | undefined;

/** sql.js (SQLite compiled to WebAssembly: no native build), loaded once per process. */
export function sqlite(): Promise<SqlJsStatic> {
  if (!engine) {
    const require = createRequire(import.meta.url);
    const wasm = require.resolve('sql.js/dist/sql-wasm.wasm');
    engine = initSqlJs({ locateFile: () => wasm });
  }
  return engine;
}
