import type { ServerResponse } from 'node:http';
import type { ChatBody, ChatScript, FakeAiServices, RecordedRequest } from './fake-ai-services';
import { completionChunk, sendError, tone, wait, wavHeader } from './fake-ai-services-formats';

/** How each endpoint answers, as the test set it on `fake` (read at request time, so a test can change it). */
export function createHandlers(fake: FakeAiServices) {
  const nextChat = (body: ChatBody): ChatScript => {
    if (typeof fake.chat === 'function') return fake.chat(body);
    return (fake.chat.length > 1 ? fake.chat.shift() : fake.chat[0]) ?? {};
  };

  async function chat(record: RecordedRequest, response: ServerResponse, live: () => boolean) {
    const body = record.body as unknown as ChatBody;
    const script = nextChat(body);
    await wait(script.delayMs ?? 0);
    if (!live()) return;
    if (script.status) return sendError(response, script.status);
    const text = script.text ?? '';
    const pieces = Array.isArray(text) ? text : text.split(/(?<=\s)/).filter(Boolean);
    if (!body.stream) {
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'chatcmpl-fake',
          object: 'chat.completion',
          model: body.model,
          choices: [
            { index: 0, message: { role: 'assistant', content: pieces.join('') }, finish_reason: 'stop' },
          ],
        }),
      );
      record.completed = true;
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    response.write(completionChunk(body.model, { role: 'assistant', content: '' }));
    for (const piece of pieces) {
      if (script.chunkDelayMs) await wait(script.chunkDelayMs);
      if (!live()) return;
      response.write(completionChunk(body.model, { content: piece }));
    }
    for (const [index, call] of (script.toolCalls ?? []).entries()) {
      const args = JSON.stringify(call.arguments);
      const half = Math.floor(args.length / 2);
      // Arguments arrive in fragments, as the real API streams them.
      response.write(
        completionChunk(body.model, {
          tool_calls: [
            {
              index,
              id: `call_fake_${index}`,
              type: 'function',
              function: { name: call.name, arguments: args.slice(0, half) },
            },
          ],
        }),
      );
      response.write(
        completionChunk(body.model, { tool_calls: [{ index, function: { arguments: args.slice(half) } }] }),
      );
    }
    response.write(completionChunk(body.model, {}, script.toolCalls?.length ? 'tool_calls' : 'stop'));
    response.end('data: [DONE]\n\n');
    record.completed = true;
  }

  async function transcription(record: RecordedRequest, response: ServerResponse) {
    const file = record.fields?.file;
    if (!Buffer.isBuffer(file) || file.toString('ascii', 0, 4) !== 'RIFF') return sendError(response, 400);
    if (typeof fake.transcript !== 'string') return sendError(response, fake.transcript.status);
    await wait(fake.transcriptDelayMs ?? 0);
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ text: `${fake.transcript}\n` }));
    record.completed = true;
  }

  async function speech(record: RecordedRequest, response: ServerResponse, live: () => boolean) {
    const script = fake.speech;
    await wait(script.delayMs ?? 0);
    if (!live()) return;
    if (script.status) return sendError(response, script.status);
    const input = String(record.body.input ?? '');
    const rate = script.sampleRate ?? 24_000;
    const audio = tone(Math.max(1, input.split(/\s+/).length) * (script.msPerWord ?? 120), rate);
    const bytes = Buffer.from(audio.buffer);
    const wav = record.body.response_format === 'wav';
    response.writeHead(200, { 'content-type': wav ? 'audio/wav' : 'audio/pcm' });
    // Streaming WAV carries a placeholder length, as real speech servers send it.
    if (wav) response.write(wavHeader(rate, 0xffffffff - 36));
    const chunk = 4_801; // odd, so samples straddle chunk boundaries
    for (let at = 0; at < bytes.length; at += chunk) {
      if (script.chunkDelayMs) await wait(script.chunkDelayMs);
      if (!live()) return;
      response.write(bytes.subarray(at, at + chunk));
    }
    response.end();
    record.completed = true;
  }

  return { chat, transcription, speech };
}
