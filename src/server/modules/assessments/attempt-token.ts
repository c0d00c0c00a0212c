import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { LEVELS, type Level } from '../../../domain/levels';
import { badRequest } from '../../lib/http-errors';

/** How long an attempt may run: the assessment takes 5–10 minutes (product.md#full-assessment). */
export const ATTEMPT_TTL_MS = 2 * 60 * 60 * 1000;

/**
 * An assessment in progress, carried by the browser and signed by the server, so any server
 * process can check the next answer without shared memory (docs/architecture.md#principles). It holds
 * question ids and the learner's own answers only, never the answer key.
 */
export interface AttemptClaims {
  v: 1;
  /** The learner the attempt belongs to. */
  uid: string;
  /** Attempt id: keys the single-use answer markers. */
  id: string;
  startedAt: number;
  expiresAt: number;
  workingLevel: Level;
  /** Question ids in the order shown; the last may still be unanswered. */
  asked: string[];
  /** [selectedAnswer, timeSpent seconds] for each answered question, in order. */
  answers: [number, number][];
  finished: boolean;
}

const claimsSchema = z.object({
  v: z.literal(1),
  uid: z.string(),
  id: z.string(),
  startedAt: z.number(),
  expiresAt: z.number(),
  workingLevel: z.enum(LEVELS),
  asked: z.array(z.string()).max(15),
  answers: z.array(z.tuple([z.number().int(), z.number()])).max(15),
  finished: z.boolean(),
});

const invalid = () =>
  badRequest(
    'This assessment session is no longer valid. Please start the assessment again.',
    'invalid-token',
  );

/** Signs and checks attempt tokens with a key derived from the server's auth secret. */
export function createAttemptTokens(secret: string) {
  // A key of its own, so an attempt token can never pass for a session or any other signed value.
  const key = createHmac('sha256', secret).update('charla:assessment-attempt:v1').digest();
  const mac = (body: string) => createHmac('sha256', key).update(body).digest();

  return {
    sign(claims: AttemptClaims): string {
      const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `${body}.${mac(body).toString('base64url')}`;
    },
    /** The claims of a genuine, unexpired token of this learner; 400 otherwise. */
    verify(token: string, uid: string, now: Date): AttemptClaims {
      const [body, signature, extra] = token.split('.');
      if (!body || !signature || extra !== undefined) throw invalid();
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(body);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
      let parsed: unknown;
      try {
        parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      } catch {
        throw invalid();
      }
      const claims = claimsSchema.safeParse(parsed);
      if (!claims.success || claims.data.uid !== uid || claims.data.expiresAt <= now.getTime())
        throw invalid();
      return claims.data;
    },
  };
}

export type AttemptTokens = ReturnType<typeof createAttemptTokens>;
