import { withSession } from '../../auth/session-scope';
import type { ServerModule } from '../context';
import { createUserRepository } from '../me/repository';
import { createMeService } from '../me/service';
import { createAttemptTokens } from './attempt-token';
import { createAssessmentRepository } from './repository';
import { createAttemptRepository } from './attempts';
import { registerAssessmentRoutes } from './routes';
import { createAssessmentService } from './service';

/** The quick check and the full adaptive assessment (product.md#quick-assessment, product.md#assessment-flow), checked on the server. */
export const assessmentsModule: ServerModule = {
  name: 'assessments',
  prefix: '/api/assessments',
  async register(plugin, ctx) {
    const secret = ctx.auth.options.secret;
    if (!secret) throw new Error('The assessment module needs the auth secret to sign attempts');
    const me = createMeService({ users: createUserRepository(ctx.db), payments: ctx.payments });
    const service = createAssessmentService({
      repo: createAssessmentRepository(ctx.db),
      attempts: createAttemptRepository(ctx.db),
      tokens: createAttemptTokens(secret),
      ensureDocument: me.ensureDocument,
    });
    await withSession(plugin, ctx.auth, (scope) => registerAssessmentRoutes(scope, service));
  },
};
