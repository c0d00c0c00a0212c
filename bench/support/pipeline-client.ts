/**
 * The load side of bench/pipeline.ts, in its own process: spoken turns through /api/realtime
 * (commit → first audio delta; first sentence → its first audio delta), and the same three
 * requests sent straight to the fake services, as the baseline. Prints one JSON line.
 */
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

const [wsUrl, fakeBase, cookie, turnsArg] = process.argv.slice(2) as [string, string, string, string];
const TURNS = Number(turnsArg);
// The app's default public address (HOST:PORT defaults): the relay checks Origin against it.
const ORIGIN = 'http://127.0.0.1:3000';
const AUDIO = Buffer.from(
  Int16Array.from({ length: 4800 }, (_, i) => Math.round(6000 * Math.sin(i / 7))).buffer,
);

function wav(pcm: Buffer): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFFxxxxWAVEfmt ', 0, 'ascii');
  header.writeUInt32LE(36 + pcm.length, 4);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(24_000, 24);
  header.writeUInt32LE(48_000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}

async function firstByte(response: Response): Promise<void> {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  await reader.read();
  await reader.cancel();
}

/** The fakes' own time for one turn: transcription + first chat chunk + first speech bytes. */
async function direct(): Promise<{ commitToAudio: number; sentenceToAudio: number }> {
  const start = performance.now();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(wav(AUDIO))], { type: 'audio/wav' }), 'speech.wav');
  form.append('model', 'whisper-1');
  form.append('language', 'es');
  await (await fetch(`${fakeBase}/audio/transcriptions`, { method: 'POST', body: form })).json();
  const chat = await fetch(`${fakeBase}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'm', stream: true, messages: [{ role: 'user', content: 'Hola' }] }),
  });
  // The model's time to its first finished sentence: read the stream until a sentence ends.
  const reader = (chat.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let streamed = '';
  let said = '';
  while (!/[.!?]\s/.test(said)) {
    const { value, done } = await reader.read();
    if (done) break;
    streamed += decoder.decode(value, { stream: true });
    said = [...streamed.matchAll(/"content":"([^"]*)"/g)].map((m) => m[1]).join('');
  }
  await reader.cancel();
  const speechStart = performance.now();
  const speech = await fetch(`${fakeBase}/audio/speech`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'tts', input: 'Muy bien.', voice: 'v', response_format: 'pcm' }),
  });
  await firstByte(speech);
  const end = performance.now();
  return { commitToAudio: end - start, sentenceToAudio: end - speechStart };
}

function session(): Promise<WebSocket> {
  const socket = new WebSocket(wsUrl, { headers: { cookie, origin: ORIGIN }, perMessageDeflate: false });
  return new Promise((resolve, reject) => {
    socket.on('message', function ready(data) {
      if ((JSON.parse(String(data)) as { type: string }).type !== 'session.created') return;
      socket.off('message', ready);
      socket.send(
        JSON.stringify({
          event_id: 'e0',
          type: 'session.update',
          session: { modalities: ['text', 'audio'] },
        }),
      );
      resolve(socket);
    });
    socket.on('error', reject);
  });
}

let n = 0;
async function turn(
  socket: WebSocket,
): Promise<{ commitToAudio: number; sentenceToAudio: number; audioBeforeModelDone: boolean }> {
  socket.send(
    JSON.stringify({
      event_id: `a${++n}`,
      type: 'input_audio_buffer.append',
      audio: AUDIO.toString('base64'),
    }),
  );
  return new Promise((resolve) => {
    let text = '';
    let sentenceAt = 0;
    let audioAt = 0;
    let lastTextAt = 0;
    const start = performance.now();
    socket.on('message', function listen(data) {
      const event = JSON.parse(String(data)) as { type: string; delta?: string };
      const now = performance.now();
      if (event.type === 'response.audio_transcript.delta') {
        text += event.delta ?? '';
        lastTextAt = now;
        if (!sentenceAt && /[.!?]\s/.test(text)) sentenceAt = now;
      }
      if (event.type === 'response.audio.delta' && !audioAt) audioAt = now;
      if (event.type === 'response.done') {
        socket.off('message', listen);
        resolve({
          commitToAudio: audioAt - start,
          sentenceToAudio: audioAt - (sentenceAt || audioAt),
          // Speech began while the model was still writing the reply.
          audioBeforeModelDone: audioAt > 0 && audioAt < lastTextAt,
        });
      }
    });
    socket.send(JSON.stringify({ event_id: `c${n}`, type: 'input_audio_buffer.commit' }));
    socket.send(JSON.stringify({ event_id: `r${n}`, type: 'response.create' }));
  });
}

const socket = await session();
const through: { commitToAudio: number; sentenceToAudio: number; audioBeforeModelDone: boolean }[] = [];
const baseline: { commitToAudio: number; sentenceToAudio: number }[] = [];
for (let i = 0; i < TURNS + 20; i += 1) {
  // Alternate, so both see the same machine; the first 20 of each warm up.
  const a = await turn(socket);
  const b = await direct();
  if (i >= 20) {
    through.push(a);
    baseline.push(b);
  }
}
socket.close();
process.stdout.write(`${JSON.stringify({ through, baseline })}\n`);
