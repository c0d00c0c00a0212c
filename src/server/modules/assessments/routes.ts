import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  answerRequestSchema,
  answerResponseSchema,
  assessmentResultSchema,
  eligibilitySchema,
  finishAssessmentRequestSchema,
  latestAssessmentSchema,
  quickAssessmentRequestSchema,
  startAssessmentResponseSchema,
} from '../../../contracts/assessment';
import { requireUser } from '../../auth/session';
import type { AssessmentService } from './service';
import { toResultDocument } from './to-document';

/** The assessment API (docs/architecture.md#http-surface): eligibility, latest, the attempt, answers, finish, quick save. */
export function registerAssessmentRoutes(scope: FastifyInstance, assessments: AssessmentService): void {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const saved = { 201: assessmentResultSchema };

  api.get(
    '/eligibility',
    { schema: { summary: 'Retake eligibility (7-day cooldown)', response: { 200: eligibilitySchema } } },
    async (request) => assessments.eligibility(requireUser(request).id, new Date()),
  );

  api.get(
    '/latest',
    { schema: { summary: 'The latest assessment result', response: { 200: latestAssessmentSchema } } },
    async (request) => {
      const row = await assessments.latest(requireUser(request).id);
      return { result: row ? toResultDocument(row) : null };
    },
  );

  api.post(
    '/session',
    {
      schema: {
        summary: 'Starts an adaptive assessment',
        'x-refusals': [409],
        response: { 200: startAssessmentResponseSchema },
      },
    },
    async (request) => assessments.start(requireUser(request), new Date()),
  );

  api.post(
    '/answer',
    {
      schema: {
        summary: 'Checks one answer; returns the next question',
        'x-refusals': [409],
        body: answerRequestSchema,
        response: { 200: answerResponseSchema },
      },
    },
    async (request) => assessments.answer(requireUser(request), request.body, new Date()),
  );

  api.post(
    '',
    {
      schema: {
        summary: 'Finishes: re-scores on the server, enforces the cooldown, saves',
        'x-refusals': [409],
        body: finishAssessmentRequestSchema,
        response: saved,
      },
    },
    async (request, reply) => {
      const row = await assessments.finish(requireUser(request), request.body, new Date());
      return reply.status(201).send(toResultDocument(row));
    },
  );

  api.post(
    '/quick',
    {
      schema: {
        summary: 'Saves the quick assessment',
        body: quickAssessmentRequestSchema,
        response: saved,
      },
    },
    async (request, reply) => {
      const row = await assessments.saveQuick(requireUser(request), request.body.answers, new Date());
      return reply.status(201).send(toResultDocument(row));
    },
  );
}
