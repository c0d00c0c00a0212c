import type { FastifyInstance, FastifyReply } from 'fastify';
import { deleteAccountSchema, putMemorySchema } from '../../../contracts/my-data';
import { requireUser } from '../../auth/session';
import { parseWith } from '../../lib/validate';
import type { ModuleContext } from '../context';
import { deleteAccount, exportAccount } from './account-data';
import { confirmDeletion } from './confirm-deletion';
import { createMemoriesService, memoryKey } from './memories';

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

export function registerMyDataRoutes(app: FastifyInstance, ctx: ModuleContext): void {
  const memories = createMemoriesService(ctx.db);

  app.get('/api/me/memories', async (request) => ({
    memories: await memories.list(requireUser(request).id),
  }));

  app.put('/api/me/memories/:key', async (request) => {
    const user = requireUser(request);
    const key = memoryKey(request.params);
    const { value } = parseWith(putMemorySchema, request.body);
    return memories.put(user.id, key, value, new Date());
  });

  app.delete('/api/me/memories/:key', async (request, reply) => {
    const user = requireUser(request);
    await memories.remove(user.id, memoryKey(request.params));
    return reply.status(204).send();
  });

  app.delete('/api/me/memories', async (request) => ({
    deleted: await memories.clear(requireUser(request).id),
  }));

  app.get('/api/me/export', async (request, reply) => {
    const user = requireUser(request);
    const now = new Date();
    const data = await exportAccount(ctx.db, user.id, now);
    const day = now.toISOString().slice(0, 10);
    return reply
      .header('content-disposition', `attachment; filename="charla-data-${day}.json"`)
      .header('cache-control', 'no-store')
      .send(data);
  });

  app.delete('/api/me', async (request, reply) => {
    const user = requireUser(request);
    const { password } = parseWith(deleteAccountSchema, request.body);
    await confirmDeletion(ctx, request, user.id, password);
    await deleteAccount({ db: ctx.db, payments: ctx.payments }, user);
    ctx.log.info({ event: 'account-deleted' }, 'A learner deleted their account');
    clearSessionCookies(reply);
    return reply.status(204).send();
  });
}
