/** The fake OpenAI-compatible services in a process of their own (so they do not share the server's CPU). */
import { startFakeAiServices } from '../../tests/support/fake-ai-services';

const fake = await startFakeAiServices();
// `realistic`: the services take the times of real ones (speech-to-text 150 ms, the model's first
// token 300 ms then a word every 25 ms, speech's first bytes 200 ms); otherwise they answer at once.
const realistic = process.argv[2] === 'realistic';
fake.chat = [
  {
    text: 'Muy bien. ¿Y tú qué haces hoy por la tarde? Yo voy a caminar por el parque con mi perro, porque hace muy buen tiempo.',
    ...(realistic ? { delayMs: 300, chunkDelayMs: 25 } : {}),
  },
];
fake.transcript = 'Hoy trabajo en casa.';
if (realistic) fake.transcriptDelayMs = 150;
fake.speech = { msPerWord: 100, ...(realistic ? { delayMs: 200 } : {}) };
// Only timings matter here: keep memory flat over thousands of requests.
setInterval(() => (fake.requests.length = 0), 1000).unref();
process.stdout.write(`${fake.baseUrl}\n`);
process.on('SIGTERM', () => void fake.stop().then(() => process.exit(0)));
