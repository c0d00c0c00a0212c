/** The fake OpenAI-compatible services in a process of their own (so they do not share the server's CPU). */
import { startFakeAiServices } from '../../tests/support/fake-ai-services';

const fake = await startFakeAiServices();
fake.chat = [{ text: 'Muy bien. ¿Y tú qué haces hoy por la tarde?' }];
fake.transcript = 'Hoy trabajo en casa.';
fake.speech = { msPerWord: 100 };
// Only timings matter here: keep memory flat over thousands of requests.
setInterval(() => (fake.requests.length = 0), 1000).unref();
process.stdout.write(`${fake.baseUrl}\n`);
process.on('SIGTERM', () => void fake.stop().then(() => process.exit(0)));
