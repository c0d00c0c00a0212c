import type { FastifyInstance } from 'fastify';
import { WebhookSignatureError } from '../../adapters/payments/types';
import { badRequest } from '../../lib/http-errors';
import type { WebhookService } from './webhook-service';

/**
 * `POST /api/payments/webhook` in a scope of its own whose only body parser keeps the raw
 * bytes: the signature is computed over them, so they must not be parsed and re-serialised.
 */
export async function registerWebhookRoute(app: FastifyInstance, webhooks: WebhookService): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post('/api/payments/webhook', async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = request.headers['stripe-signature'];
      try {
        return await webhooks.handle(raw, Array.isArray(header) ? header[0] : header);
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          throw badRequest(`Webhook signature verification failed: ${error.message}`, 'invalid-signature');
        }
        throw error;
      }
    });
  });
}
