/** Speech-to-text on any OpenAI-compatible `/audio/transcriptions` (OpenAI, speaches, whisper.cpp…). */
import { pcm16ToWav } from './audio-format';
import { ServiceCallError, postToService, type CallOptions, type ServiceEndpoint } from './service-http';

/** The learner's turn (24 kHz PCM16) as Spanish text (product.md#limits: user audio is Spanish). */
export async function transcribe(
  endpoint: ServiceEndpoint,
  samples: Int16Array,
  options: CallOptions,
): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(pcm16ToWav(samples))], { type: 'audio/wav' }), 'speech.wav');
  form.append('model', endpoint.model);
  form.append('language', 'es');
  form.append('response_format', 'json');
  const response = await postToService(endpoint, '/audio/transcriptions', form, options);
  const text = await response.text();
  try {
    const body = JSON.parse(text) as { text?: unknown };
    if (typeof body.text === 'string') return body.text.trim();
  } catch {
    // Some servers answer with the plain text whatever was asked.
    if (!text.trimStart().startsWith('{')) return text.trim();
  }
  throw new ServiceCallError({ kind: 'other', message: 'The transcription service answered without text.' });
}
