import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MAX_CLIENT_EVENT_BYTES,
  AI_TUTOR_RESERVED,
  RELAY_CLOSE,
  TUTOR_TOOLS,
  realtimeStatusSchema,
  type RealtimeStatus,
} from '../../../contracts/realtime';
import type { TutorAccess } from './tutor-access';
import { requireUser } from '../../auth/session';
import { HttpError } from '../../lib/http-errors';
import { websocketErrorHandler } from '../../lib/websocket-errors';
import { saveMemory } from '../../realtime/memory-store';
import { runRelay } from '../../realtime/relay';
import { claimSessionSlot } from '../../realtime/session-slots';
import { buildSessionConfig } from '../../realtime/session-config';
import type { ModuleContext } from '../context';
import { isLessonLocked, loadSessionProfile } from './profile';
import { openLessonRecorder } from './lesson-attempt';

/**
 * `WS /api/realtime?model=…&lesson=…&focus=…`: the relay to the configured voice service, and
 * `GET /api/realtime/status`: its health, for the voice-service status box on /chat.
 * The upgrade is documented by its summary only: its messages are the realtime event contracts.
 */
export async function registerRealtimeRoutes(
  app: FastifyInstance,
  ctx: ModuleContext,
  deps: { tutorFor: TutorAccess; trusted: ReadonlySet<string>; maxSessionMs: number },
): Promise<void> {
  const { tutorFor, trusted, maxSessionMs } = deps;
  // Larger frames than any valid event are cut off by ws itself; the relay checks the event limit.
  await app.register(websocket, {
    options: { maxPayload: MAX_CLIENT_EVENT_BYTES * 4 },
    errorHandler: websocketErrorHandler,
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/status',
    {
      schema: {
        summary: 'Health of the configured tutor upstream',
        response: { 200: realtimeStatusSchema },
      },
    },
    async (request): Promise<RealtimeStatus> => {
      const { upstream, reserved } = await tutorFor(requireUser(request).id);
      const health = await upstream.health();
      return {
        upstream: upstream.kind,
        model: upstream.model,
        ready: health.ready,
        serverListens: upstream.serverListens,
        serverSpeaks: upstream.serverSpeaks,
        message: health.message,
        notice: reserved ? AI_TUTOR_RESERVED : null,
        checkedAt: new Date().toISOString(),
      };
    },
  );

  app.get(
    '',
    {
      schema: {
        summary: 'WebSocket relay to the voice tutor (upgrade; session cookie and Origin checked)',
      },
      websocket: true,
      // Browsers always send Origin on a WebSocket upgrade: another site's page is refused here.
      preValidation: async (request) => {
        const origin = request.headers.origin;
        if (origin !== undefined && !trusted.has(origin))
          throw new HttpError(403, RELAY_CLOSE.forbidden.reason, 'bad-origin');
      },
    },
    async (socket, request) => {
      const user = requireUser(request);
      const query = request.query as Record<string, string | undefined>;
      // Buffer what the browser sends while we look the learner up.
      const early: [Buffer, boolean][] = [];
      const keep = (data: Buffer, isBinary: boolean) => early.push([data, isBinary]);
      socket.on('message', keep);
      const { upstream, reserved } = await tutorFor(user.id);
      if (query.model !== undefined && query.model !== upstream.model) {
        // A page that still offers the AI tutor to a learner without a plan: say so; the status
        // it refreshes to names the built-in tutor, which it then opens.
        const refusal = reserved ? RELAY_CLOSE.aiTutorReserved : RELAY_CLOSE.badModel;
        return socket.close(refusal.code, refusal.reason);
      }
      const slot = await claimSessionSlot(ctx.db, {
        userId: user.id,
        limit: ctx.env.REALTIME_MAX_SESSIONS_PER_USER,
        maxSessionMs,
      });
      if (!slot) return socket.close(RELAY_CLOSE.tooManySessions.code, RELAY_CLOSE.tooManySessions.reason);
      try {
        const profile = await loadSessionProfile(ctx.db, user.id, query.lesson, query.focus);
        // Locked lessons cannot be started (product.md#lessons), not even from their URL.
        if (profile.lesson && (await isLessonLocked(ctx.db, user.id, profile.lesson.id)))
          return socket.close(RELAY_CLOSE.lessonLocked.code, RELAY_CLOSE.lessonLocked.reason);
        const recorder = profile.lesson
          ? await openLessonRecorder(ctx, {
              userId: user.id,
              lesson: profile.lesson,
              attemptId: query.attempt,
            })
          : null;
        socket.off('message', keep);
        if (socket.readyState !== socket.OPEN) return recorder?.close(); // the learner left meanwhile
        const done = runRelay(socket, (handlers) => upstream.open(profile, handlers), {
          maxSessionMs,
          maxEventBytes: MAX_CLIENT_EVENT_BYTES,
          serverSession: buildSessionConfig(profile),
          log: request.log,
          onLearnerTurn: recorder ? (text) => recorder.learnerTurn(text, new Date()) : undefined,
          onFunctionCall(name, args) {
            if (typeof args !== 'object' || args === null) return;
            if (name === TUTOR_TOOLS.noteCorrection && recorder) {
              const { original, corrected } = args as Record<string, unknown>;
              return recorder.correctionNoted(String(original ?? ''), String(corrected ?? ''));
            }
            if (name !== TUTOR_TOOLS.setMemory) return;
            const { key, value } = args as Record<string, unknown>;
            saveMemory(ctx.db, user.id, key, value).catch((error: unknown) =>
              request.log.warn({ err: error }, 'could not store tutor memory'),
            );
          },
        });
        for (const [data, isBinary] of early) socket.emit('message', data, isBinary);
        await done;
        recorder?.close();
      } finally {
        await slot.release();
      }
    },
  );
}
