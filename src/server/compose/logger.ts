import type { FastifyBaseLogger } from 'fastify';
import pino, { type DestinationStream } from 'pino';
import type { Env } from '../env';

/** Where the process logs: off (`false`), or a level and a stream other than standard output. */
export type LoggerChoice = false | { level?: string; stream?: DestinationStream };

/**
 * The process's one logger, at LOG_LEVEL unless told otherwise. The adapters log through it and
 * Fastify's `app.log` is a child of it, so a test that captures the log sees every line.
 */
export function createLogger(env: Env, choice?: LoggerChoice): FastifyBaseLogger {
  if (choice === false) return pino({ level: 'silent' });
  const level = choice?.level ?? env.LOG_LEVEL;
  return choice?.stream ? pino({ level }, choice.stream) : pino({ level });
}
