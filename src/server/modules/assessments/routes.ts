import type { FastifyInstance } from 'fastify';
import {
  answerRequestSchema,
  finishAssessmentRequestSchema,
  quickAssessmentRequestSchema,
} from '../../../contracts/assessment';
import { requireUser } from '../../auth/session';
import { parseWith } from '../../lib/validate';
import type { AssessmentService } from './service';
import { toResultDocument } from './to-document';

/** The assessment API (ARCHITECTURE §5): eligibility, latest, the attempt, answers, finish, quick save. */
export function registerAssessmentRoutes(app: FastifyInstance, assessments: AssessmentService): void {
  app.get('/api/assessments/eligibility', async (request) =>
    assessments.eligibility(requireUser(request).id, new Date()),
  );

  app.get('/api/assessments/latest', async (request) => {
    const row = await assessments.latest(requireUser(request).id);
    return { result: row ? toResultDocument(row) : null };
  });

  app.post('/api/assessments/session', async (request) =>
    assessments.start(requireUser(request), new Date()),
  );

  app.post('/api/assessments/answer', async (request) => {
    const input = parseWith(answerRequestSchema, request.body);
    return assessments.answer(requireUser(request), input, new Date());
  });

  app.post('/api/assessments', async (request, reply) => {
    const input = parseWith(finishAssessmentRequestSchema, request.body);
    const row = await assessments.finish(requireUser(request), input, new Date());
    return reply.status(201).send(toResultDocument(row));
  });

  app.post('/api/assessments/quick', async (request, reply) => {
    const { answers } = parseWith(quickAssessmentRequestSchema, request.body);
    const row = await assessments.saveQuick(requireUser(request), answers, new Date());
    return reply.status(201).send(toResultDocument(row));
  });
}
