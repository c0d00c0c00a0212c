import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { speechRequestSchema, speechStatusSchema } from '../../../contracts/speech';
import { requireUser } from '../../auth/session';
import { HttpError } from '../../lib/http-errors';
import type { RateLimiter } from '../../lib/rate-limit';
import { ServiceCallError } from '../../realtime/pipeline/service-http';
import { synthesizeWav, type SpeechEndpoint } from '../../realtime/pipeline/speech';

/** How long a learner waits for a word's audio before hearing that it failed. */
const SPEECH_TIMEOUT_MS = 15_000;

const wavFile = {
  description: 'The text spoken in Spanish: 24 kHz mono 16-bit WAV',
  content: { 'audio/wav': { schema: z.custom<Uint8Array>().describe('WAV audio (binary)') } },
};

/**
 * `GET /api/speech` (is a server voice configured?) and `POST /api/speech` {text, speed} → WAV.
 * Without a configured voice the POST answers 404 and the browser speaks with its own voice.
 */
export function registerSpeechRoutes(
  scope: FastifyInstance,
  deps: { speech: SpeechEndpoint | null; limiter: RateLimiter },
): void {
  const { speech, limiter } = deps;
  const api = scope.withTypeProvider<ZodTypeProvider>();
  api.get(
    '',
    {
      schema: {
        summary: 'Whether this server reads Spanish aloud with a configured voice',
        response: { 200: speechStatusSchema },
      },
    },
    async (request) => {
      requireUser(request);
      return { serverVoice: speech !== null };
    },
  );

  api.post(
    '',
    {
      schema: {
        summary: 'Reads Spanish text aloud with the configured voice (a word and its example)',
        'x-refusals': [429],
        body: speechRequestSchema,
        response: { 200: wavFile },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!speech) throw new HttpError(404, 'No voice is configured on this server.', 'no-server-voice');
      await limiter(`speech:${user.id}`);
      const { text, speed } = request.body;
      let wav: Buffer | null;
      try {
        wav = await synthesizeWav(speech, text.trim(), speed, {
          signal: AbortSignal.timeout(SPEECH_TIMEOUT_MS * 2),
          timeoutMs: SPEECH_TIMEOUT_MS,
        });
      } catch (error) {
        if (!(error instanceof ServiceCallError) && (error as Error).name !== 'TimeoutError') throw error;
        // The detail (a status, a host) is for the log; the learner hears that it failed.
        request.log.warn(
          { failure: error instanceof ServiceCallError ? error.failure : 'timeout' },
          'speech failed',
        );
        throw new HttpError(502, 'The voice service did not answer. Please try again.', 'speech-failed');
      }
      if (!wav)
        throw new HttpError(502, 'The voice service sent no audio. Please try again.', 'speech-failed');
      return reply.header('content-type', 'audio/wav').header('cache-control', 'no-store').send(wav);
    },
  );
}
