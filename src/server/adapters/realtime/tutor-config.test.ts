import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { OPENAI_API_BASE, describeTutor, resolveTutorConfig } from './tutor-config';

const config = (vars: Record<string, string>) => resolveTutorConfig(loadEnv(vars));

describe('resolveTutorConfig', () => {
  it('chooses pipeline with LLM_BASE_URL, realtime with only an OpenAI key, else the built-in tutor', () => {
    expect(config({}).mode).toBe('local');
    expect(config({ OPENAI_API_KEY: 'sk-1' }).mode).toBe('realtime');
    expect(config({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1' }).mode).toBe('pipeline');
    expect(config({ LLM_BASE_URL: 'http://x/v1', TUTOR: 'local' }).mode).toBe('local');
  });

  it('runs on a self-hosted model alone: the browser listens and speaks', () => {
    expect(config({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3.1' })).toEqual({
      mode: 'pipeline',
      llm: { baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.1' },
      stt: null,
      tts: null,
    });
  });

  it('runs on OpenAI with only OPENAI_API_KEY and TUTOR=pipeline, with default models', () => {
    expect(config({ OPENAI_API_KEY: 'sk-1', TUTOR: 'pipeline' })).toEqual({
      mode: 'pipeline',
      llm: { baseUrl: OPENAI_API_BASE, apiKey: 'sk-1', model: 'gpt-4.1-mini' },
      stt: { baseUrl: OPENAI_API_BASE, apiKey: 'sk-1', model: 'whisper-1' },
      tts: {
        baseUrl: OPENAI_API_BASE,
        apiKey: 'sk-1',
        model: 'gpt-4o-mini-tts',
        voice: 'verse',
        format: 'pcm',
        sampleRate: 24_000,
      },
    });
  });

  it('lets each service have its own server and key, falling back to the OpenAI ones', () => {
    const resolved = config({
      LLM_BASE_URL: 'http://llm/v1',
      STT_BASE_URL: 'http://whisper/v1',
      TTS_BASE_URL: 'http://kokoro/v1',
      TTS_API_KEY: 'tts-key',
      TTS_MODEL: 'kokoro',
      TTS_VOICE: 'ef_dora',
      TTS_FORMAT: 'wav',
      OPENAI_API_KEY: 'sk-shared',
    });
    expect(resolved).toMatchObject({
      llm: { baseUrl: 'http://llm/v1', apiKey: 'sk-shared' },
      stt: { baseUrl: 'http://whisper/v1', apiKey: 'sk-shared' },
      tts: {
        baseUrl: 'http://kokoro/v1',
        apiKey: 'tts-key',
        model: 'kokoro',
        voice: 'ef_dora',
        format: 'wav',
      },
    });
  });

  it('refuses TUTOR=pipeline without any model server', () => {
    expect(() => config({ TUTOR: 'pipeline' })).toThrow(/LLM_BASE_URL/);
  });
});

describe('describeTutor', () => {
  it('names the services and their hosts, never a key', () => {
    const env = loadEnv({
      LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
      LLM_API_KEY: 'secret-key',
      LLM_MODEL: 'llama3.1',
    });
    const line = describeTutor(resolveTutorConfig(env), env);
    expect(line).toBe(
      "tutor: AI pipeline, model llama3.1 at 127.0.0.1:11434; speech-to-text: the browser's speech recognition; voice: the browser's speech synthesis",
    );
    expect(line).not.toContain('secret');
    expect(describeTutor({ mode: 'local' }, env)).toMatch(/built-in practice tutor, no AI/);
  });
});
