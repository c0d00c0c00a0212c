import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The WebSocket origins of our own origins (the realtime relay), for connect-src. */
function socketOrigins(origins: readonly string[]): string[] {
  return origins.map((origin) => origin.replace(/^http/, 'ws'));
}

/**
 * The headers helmet sets for `options`, worked out once. They are the same on every response
 * (no per-request nonces), and building helmet's middleware per request, as its Fastify plugin
 * does, parsed the whole CSP again for each one (2.5 % of a review's CPU).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * Security headers on every response, from helmet. The CSP is the one the built app
 * runs under: scripts and styles only from our origin (no inline script; React sets style
 * attributes through the CSSOM, which style-src does not govern), fetches and the realtime
 * WebSocket only to our origin, pictures also from https (Google profile photos), audio from
 * blob: (the tutor's voice), never framed (checkout and settings included).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { baseUrl: string; trustedOrigins: readonly string[] },
): void {
  const secure = options.baseUrl.startsWith('https://');
  const headers = helmetHeaders({
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
  // The microphone is for the tutor on our own pages; nothing else is used.
  headers['permissions-policy'] = 'microphone=(self), camera=(), geolocation=(), payment=(), usb=()';
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
