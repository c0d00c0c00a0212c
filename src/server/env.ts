import { z } from 'zod';
import { trustProxySetting } from './lib/trust-proxy';

/**
 * All configuration, read once and validated. Nothing else in the project reads
 * `process.env`; a missing optional key selects that service's embedded default.
 */
const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const envSchema = z.object({
  /** Unset: production when running the built server, development from source (loadEnv's `built`). */
  NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public origin the browser uses; defaults to http://HOST:PORT. */
  PUBLIC_URL: optionalString,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  /** Secret for session signing. Defaults to a per-data-dir secret generated on first start. */
  AUTH_SECRET: optionalString,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  /** OpenID discovery document of the Google-compatible provider (tests point it at a local mock). */
  GOOGLE_DISCOVERY_URL: z.string().default('https://accounts.google.com/.well-known/openid-configuration'),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Charla <no-reply@charla.local>'),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_MONTHLY: optionalString,
  STRIPE_PRICE_ANNUAL: optionalString,
  STRIPE_API_URL: optionalString,
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalString,
  REALTIME_URL: optionalString,
  REALTIME_MODEL: z.string().default('gpt-realtime'),
  /** Which tutor runs: local (built-in, no AI), realtime (a realtime voice model), pipeline (STT → LLM → TTS). */
  TUTOR: z.enum(['local', 'realtime', 'pipeline']).optional(),
  /** Any OpenAI-compatible /chat/completions (OpenAI, Ollama, llama.cpp, vLLM, LM Studio…). */
  LLM_BASE_URL: optionalString,
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  /** Any OpenAI-compatible /audio/transcriptions (a Whisper server); without it the browser listens. */
  STT_BASE_URL: optionalString,
  STT_API_KEY: optionalString,
  STT_MODEL: z.string().default('whisper-1'),
  /** Any OpenAI-compatible /audio/speech (Kokoro-FastAPI, speaches…); without it the browser speaks. */
  TTS_BASE_URL: optionalString,
  TTS_API_KEY: optionalString,
  TTS_MODEL: optionalString,
  TTS_VOICE: optionalString,
  TTS_FORMAT: z.enum(['pcm', 'wav']).default('pcm'),
  /** Sample rate of raw pcm speech (OpenAI and Kokoro send 24000); WAV answers carry their own. */
  TTS_SAMPLE_RATE: z.coerce.number().int().min(8000).max(96000).default(24000),
  EXTRACTION_MODEL: z.string().default('gpt-4'),
  LIBRETRANSLATE_URL: optionalString,
  REALTIME_MAX_SESSIONS_PER_USER: z.coerce.number().int().min(1).default(2),
  REALTIME_MAX_SESSION_MINUTES: z.coerce.number().min(1).default(30),
  /**
   * Who may talk with the AI tutor (pipeline or realtime): everyone, or only learners with a
   * subscription or a trial; the others get the built-in tutor, which is always free.
   */
  AI_TUTOR_ACCESS: z.enum(['everyone', 'subscribers']).default('everyone'),
  /** Requests allowed per minute per client on sign-in, sign-up and password reset. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Reverse proxies whose X-Forwarded-For is believed: off by default; a hop count or addresses/CIDRs. */
  TRUST_PROXY: trustProxySetting,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Web Push VAPID keys (URL-safe base64); without them a pair is generated into DATA_DIR on first start. */
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  /** Contact the push services may use: a mailto: or https: URL. */
  VAPID_SUBJECT: z.string().default('mailto:no-reply@charla.local'),
  /** Self-hosted Web Push services, added to the browsers' own: `host`, `*.domain` or `http://host`, comma-separated. */
  PUSH_SERVICE_HOSTS: optionalString,
  /** Import files are read and Anki exports written on worker threads: each job's time and heap limits. */
  TRANSFER_TIME_LIMIT_SECONDS: z.coerce.number().min(0.1).max(600).default(30),
  TRANSFER_MEMORY_LIMIT_MB: z.coerce.number().int().min(32).max(4096).default(256),
  /** The once-a-minute job scheduler (reminders, trial end); on except in tests, which tick it themselves. */
  SCHEDULER: z.enum(['on', 'off']).optional(),
});

type Mode = 'development' | 'production' | 'test';
export type Env = Omit<z.infer<typeof envSchema>, 'NODE_ENV'> & { NODE_ENV: Mode };

/**
 * The configuration. `built`: this is the built server (`npm start`), which runs in production
 * mode unless NODE_ENV says otherwise; from source (`npm run dev`, tests) the default is
 * development.
 */
export function loadEnv(
  source: Record<string, string | undefined> = process.env,
  options: { built?: boolean } = {},
): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return { ...parsed.data, NODE_ENV: parsed.data.NODE_ENV ?? (options.built ? 'production' : 'development') };
}

/**
 * Makes the chosen mode the process's, for the libraries that read NODE_ENV themselves: the
 * built server must not run them in development mode because nobody set the variable.
 */
export function applyMode(env: Env): void {
  process.env.NODE_ENV = env.NODE_ENV;
}

export function publicUrl(env: Env): string {
  return env.PUBLIC_URL ?? `http://${env.HOST === '0.0.0.0' ? '127.0.0.1' : env.HOST}:${env.PORT}`;
}
