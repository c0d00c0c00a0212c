import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/** The WebSocket origins of our own origins (the realtime relay), for connect-src. */
function socketOrigins(origins: readonly string[]): string[] {
  return origins.map((origin) => origin.replace(/^http/, 'ws'));
}

/**
 * Security headers on every response, through @fastify/helmet. The CSP is the one the built app
 * runs under: scripts and styles only from our origin (no inline script; React sets style
 * attributes through the CSSOM, which style-src does not govern), fetches and the realtime
 * WebSocket only to our origin, pictures also from https (Google profile photos), audio from
 * blob: (the tutor's voice), never framed (checkout and settings included).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { baseUrl: string; trustedOrigins: readonly string[] },
): Promise<void> {
  const secure = options.baseUrl.startsWith('https://');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...socketOrigins(options.trustedOrigins)],
        mediaSrc: ["'self'", 'blob:', 'data:'],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Cross-origin isolation would block Google's profile pictures and gains us nothing.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: secure ? { maxAge: 15_552_000, includeSubDomains: false } : false,
    frameguard: { action: 'deny' },
  });
  app.addHook('onSend', async (_request, reply) => {
    // The microphone is for the tutor on our own pages; nothing else is used.
    reply.header('permissions-policy', 'microphone=(self), camera=(), geolocation=(), payment=(), usb=()');
  });
}
