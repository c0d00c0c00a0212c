import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountExportSchema,
  deleteAccountSchema,
  memoriesResponseSchema,
  memorySchema,
  putMemorySchema,
} from '../../../contracts/my-data';
import { requireUser } from '../../auth/session';
import type { ModuleContext } from '../context';
import { deleteAccount, exportAccount } from './data/account-data';
import { confirmDeletion } from './data/confirm-deletion';
import { createMemoriesService, memoryKey } from './data/memories';

/** better-auth's session cookies (plain and `__Secure-` on https): expired in the browser too. */
function clearSessionCookies(reply: FastifyReply): void {
  for (const prefix of ['', '__Secure-']) {
    for (const name of ['charla.session_token', 'charla.session_data', 'charla.dont_remember']) {
      reply.header(
        'set-cookie',
        `${prefix}${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${prefix ? '; Secure' : ''}`,
      );
    }
  }
}

// The key's own rule (set_memory's) is checked by `memoryKey`, with its own message.
const keyParams = z.object({ key: z.string() });
const noContent = { 204: z.undefined().describe('Done; no body') };

/** The learner's own data: tutor memories, full export, account deletion. */
export function registerMyDataRoutes(scope: FastifyInstance, ctx: ModuleContext): void {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const memories = createMemoriesService(ctx.db);

  api.get(
    '/memories',
    {
      schema: {
        summary: 'What the tutor remembers about the learner (exactly what the next session uses)',
        response: { 200: memoriesResponseSchema },
      },
    },
    async (request) => ({ memories: await memories.list(requireUser(request).id) }),
  );

  api.put(
    '/memories/:key',
    {
      schema: {
        summary: 'Adds or changes a remembered fact (key: lowercase words joined by underscores)',
        'x-refusals': [409],
        params: keyParams,
        body: putMemorySchema,
        response: { 200: memorySchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const key = memoryKey(request.params);
      return memories.put(user.id, key, request.body.value, new Date());
    },
  );

  api.delete(
    '/memories/:key',
    { schema: { summary: 'Forgets one fact (204)', params: keyParams, response: noContent } },
    async (request, reply) => {
      const user = requireUser(request);
      await memories.remove(user.id, memoryKey(request.params));
      return reply.status(204).send();
    },
  );

  api.delete(
    '/memories',
    { schema: { summary: 'Forgets everything', response: { 200: z.object({ deleted: z.number().int() }) } } },
    async (request) => ({ deleted: await memories.clear(requireUser(request).id) }),
  );

  api.get(
    '/export',
    {
      schema: {
        summary: 'Download my data: every row kept about the learner, as JSON (secrets left out)',
        response: { 200: accountExportSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const now = new Date();
      const data = await exportAccount(ctx.db, user.id, now);
      const day = now.toISOString().slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="charla-data-${day}.json"`)
        .header('cache-control', 'no-store')
        .send(data);
    },
  );

  api.delete(
    '',
    {
      schema: {
        summary:
          'Deletes the account: password checked, subscription cancelled, every row removed, signed out everywhere (204)',
        body: deleteAccountSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await confirmDeletion(ctx, request, user.id, request.body.password);
      await deleteAccount({ db: ctx.db, payments: ctx.payments }, user);
      ctx.log.info({ event: 'account-deleted' }, 'A learner deleted their account');
      clearSessionCookies(reply);
      return reply.status(204).send();
    },
  );
}
