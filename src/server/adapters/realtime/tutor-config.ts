/**
 * Which tutor runs and with which services, from the configuration (README "Connect an AI
 * tutor"): `TUTOR` chooses, else pipeline when LLM_BASE_URL is set, realtime when only
 * OPENAI_API_KEY is, else the built-in tutor. Each pipeline service falls back to the OpenAI
 * variables, so `OPENAI_API_KEY=… TUTOR=pipeline` alone runs on OpenAI with sensible models.
 */
import type { Env } from '../../env';

export const OPENAI_API_BASE = 'https://api.openai.com/v1';
/** Models used on OpenAI when none is named: affordable and good at short Spanish turns. */
export const OPENAI_DEFAULTS = { llm: 'gpt-4.1-mini', tts: 'gpt-4o-mini-tts', voice: 'verse' } as const;

export interface ServiceConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
}

export type TutorConfig =
  | { mode: 'local' }
  | { mode: 'realtime' }
  | {
      mode: 'pipeline';
      llm: ServiceConfig;
      stt: ServiceConfig | null;
      tts: (ServiceConfig & { voice: string; format: 'pcm' | 'wav'; sampleRate: number }) | null;
    };

function service(
  baseUrl: string | undefined,
  apiKey: string | undefined,
  env: Env,
): { baseUrl: string; apiKey?: string } | null {
  const base = baseUrl ?? env.OPENAI_BASE_URL ?? (env.OPENAI_API_KEY ? OPENAI_API_BASE : undefined);
  if (!base) return null;
  const key = apiKey ?? env.OPENAI_API_KEY;
  return key ? { baseUrl: base, apiKey: key } : { baseUrl: base };
}

export function resolveTutorConfig(env: Env): TutorConfig {
  const mode =
    env.TUTOR ??
    (env.LLM_BASE_URL ? 'pipeline' : env.OPENAI_API_KEY || env.REALTIME_URL ? 'realtime' : 'local');
  if (mode !== 'pipeline') return { mode };
  const llm = service(env.LLM_BASE_URL, env.LLM_API_KEY, env);
  if (!llm)
    throw new Error(
      'TUTOR=pipeline needs a language model: set LLM_BASE_URL (and LLM_MODEL), or OPENAI_API_KEY.',
    );
  const stt = service(env.STT_BASE_URL, env.STT_API_KEY, env);
  const tts = service(env.TTS_BASE_URL, env.TTS_API_KEY, env);
  return {
    mode,
    llm: { ...llm, model: env.LLM_MODEL ?? OPENAI_DEFAULTS.llm },
    stt: stt ? { ...stt, model: env.STT_MODEL } : null,
    tts: tts
      ? {
          ...tts,
          model: env.TTS_MODEL ?? OPENAI_DEFAULTS.tts,
          voice: env.TTS_VOICE ?? OPENAI_DEFAULTS.voice,
          format: env.TTS_FORMAT,
          sampleRate: env.TTS_SAMPLE_RATE,
        }
      : null,
  };
}

/** One start-up line: which tutor runs, with which services (hosts and models, never keys). */
export function describeTutor(config: TutorConfig, env: Env): string {
  if (config.mode === 'local')
    return 'tutor: built-in practice tutor, no AI (set LLM_BASE_URL or OPENAI_API_KEY to connect an AI tutor)';
  if (config.mode === 'realtime') return `tutor: realtime voice model ${env.REALTIME_MODEL}`;
  const host = (url: string) => {
    try {
      return new URL(url).host;
    } catch {
      return url;
    }
  };
  const stt = config.stt
    ? `${config.stt.model} at ${host(config.stt.baseUrl)}`
    : "the browser's speech recognition";
  const tts = config.tts
    ? `${config.tts.model}/${config.tts.voice} at ${host(config.tts.baseUrl)}`
    : "the browser's speech synthesis";
  return `tutor: AI pipeline, model ${config.llm.model} at ${host(config.llm.baseUrl)}; speech-to-text: ${stt}; voice: ${tts}`;
}
