/**
 * Text-to-speech on any OpenAI-compatible `/audio/speech` (OpenAI, Kokoro-FastAPI, speaches):
 * the audio streams back as raw PCM16 or WAV at the server's rate and leaves here as 24 kHz
 * mono PCM16, chunk by chunk, so playback starts before synthesis ends.
 */
import type { TutorConfig } from '../../adapters/realtime/tutor-config';
import { StreamResampler, WavStreamDecoder, bytesToInt16, pcm16ToWav } from './audio-format';
import { postToService, readBody, type CallOptions, type ServiceEndpoint } from './service-http';

export interface SpeechEndpoint extends ServiceEndpoint {
  voice: string;
  format: 'pcm' | 'wav';
  /** The rate of raw `pcm` answers (OpenAI and Kokoro: 24000). WAV answers carry their own. */
  pcmSampleRate: number;
}

/** The configured speech service (the pipeline tutor's voice), or null when there is none. */
export function configuredSpeech(config: TutorConfig): SpeechEndpoint | null {
  return config.mode === 'pipeline' && config.tts
    ? { ...config.tts, pcmSampleRate: config.tts.sampleRate }
    : null;
}

/** Speaking rate for the learner's voice-speed setting. */
export const SPEECH_SPEED = { slow: 0.85, normal: 1, fast: 1.15 } as const;

/** Synthesises one sentence; yields 24 kHz PCM16 chunks as they arrive. */
export async function* synthesize(
  endpoint: SpeechEndpoint,
  text: string,
  speed: keyof typeof SPEECH_SPEED,
  options: CallOptions,
): AsyncGenerator<Int16Array> {
  const body = JSON.stringify({
    model: endpoint.model,
    input: text,
    voice: endpoint.voice,
    response_format: endpoint.format,
    speed: SPEECH_SPEED[speed],
  });
  const response = await postToService(endpoint, '/audio/speech', body, {
    ...options,
    contentType: 'application/json',
  });
  const wav = endpoint.format === 'wav' ? new WavStreamDecoder() : null;
  let resampler = wav ? null : new StreamResampler(endpoint.pcmSampleRate);
  let carry = Buffer.alloc(0);
  for await (const chunk of readBody(response, options.signal)) {
    let samples: Int16Array;
    if (wav) {
      samples = wav.push(chunk);
      if (!wav.format) continue;
      resampler ??= new StreamResampler(wav.format.sampleRate, wav.format.channels);
    } else {
      const read = bytesToInt16(carry.length ? Buffer.concat([carry, chunk]) : chunk);
      carry = Buffer.from(read.rest);
      samples = read.samples;
    }
    const out = (resampler as StreamResampler).push(samples);
    if (out.length > 0) yield out;
  }
  const rest = resampler?.flush();
  if (rest && rest.length > 0) yield rest;
}

/** Synthesises `text` whole, as a 24 kHz mono WAV file (null when the service sent no audio). */
/** The session's voice: each sentence synthesised at the learner's speed with the service limits. */
export function speaker(
  endpoint: SpeechEndpoint,
  speed: keyof typeof SPEECH_SPEED,
  limits: { timeouts: { ttsMs: number }; retryDelayMs: number },
) {
  return (text: string, signal: AbortSignal) =>
    synthesize(endpoint, text, speed, {
      signal,
      timeoutMs: limits.timeouts.ttsMs,
      retryDelayMs: limits.retryDelayMs,
    });
}

export async function synthesizeWav(
  endpoint: SpeechEndpoint,
  text: string,
  speed: keyof typeof SPEECH_SPEED,
  options: CallOptions,
): Promise<Buffer | null> {
  const chunks: Int16Array[] = [];
  for await (const chunk of synthesize(endpoint, text, speed, options)) chunks.push(chunk);
  const samples = new Int16Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    samples.set(chunk, at);
    at += chunk.length;
  }
  return samples.length > 0 ? pcm16ToWav(samples) : null;
}
