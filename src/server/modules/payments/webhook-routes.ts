import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { webhookAckSchema } from '../../../contracts/payments';
import { WebhookSignatureError } from '../../adapters/payments/types';
import { badRequest } from '../../lib/http-errors';
import type { WebhookService } from './webhook-service';

/**
 * `POST /api/payments/webhook` in a scope of its own whose only body parser keeps the raw
 * bytes: the signature is computed over them, so they must not be parsed and re-serialised.
 * Public: the signature is the proof, there is no session.
 */
export async function registerWebhookRoute(app: FastifyInstance, webhooks: WebhookService): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/webhook',
      {
        schema: {
          summary: 'Payment provider webhook (signature-verified raw body)',
          security: [],
          response: { 200: webhookAckSchema },
        },
      },
      async (request) => {
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
      },
    );
  });
}
