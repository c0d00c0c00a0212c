import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type BrowserType, type Page } from '@playwright/test';
import config from '../../playwright.config';
import type { Server } from '../../src/server/compose';
import {
  FAKE_AUDIO_REPLY,
  FAKE_TRANSCRIPT,
  startFakeRealtimeUpstream,
  type FakeRealtimeUpstream,
} from '../support/fake-realtime-upstream';
import { signUpViaApi } from './support/learner';
import { startVoiceServer } from './support/voice-server';

/**
 * /chat with the built-in local tutor: typed conversation (corrections, remembered name),
 * selection translation, Add to Vocabulary, per-message translation, End chat saving the words,
 * lesson mode, the offline screen and Spanish. Then the voice paths: a denied microphone, and
 * Chromium's fake microphone speaking to an OpenAI-compatible upstream through the relay.
 */

/** The floating quick-start progress bar's accessible name. */
const QUICK_START_BAR = 'Quick start';

async function openChat(page: Page, path = '/chat'): Promise<void> {
  await page.goto(path);
  // Headless Chromium has no microphone here: the guide appears, and typing carries on.
  await expect(page.getByRole('heading', { name: 'Microphone Not Available' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue Without Voice' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
}

async function say(page: Page, text: string): Promise<void> {
  const replies = page.locator('li:has(> span:text-is("Tutor")) [data-message-text]');
  const before = await replies.count();
  await page.getByLabel('Type a message in Spanish').fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(replies).toHaveCount(before + 1);
}

function lastTutorMessage(page: Page) {
  return page.locator('li:has(> span:text-is("Tutor")) [data-message-text]').last();
}

test('a typed conversation with the local tutor: correction, memory, translation, saved words', async ({
  page,
}) => {
  await signUpViaApi(page);
  await openChat(page);
  await expect(page.getByRole('heading', { name: 'Start conversation' })).toBeVisible();
  await expect(page.getByText('No vocabulary added yet.')).toBeVisible();
  // One status line names the tutor and its kind; the server's set-up is not the learner's.
  await expect(page.getByTestId('tutor-kind')).toContainText('Sofía · Practice tutor');

  await say(page, 'Hola');
  await expect(lastTutorMessage(page)).toHaveText('¡Hola! Me llamo Sofía. ¿Cómo te llamas?');
  await say(page, 'Me llamo Ana');
  await expect(lastTutorMessage(page)).toContainText('¡Mucho gusto, Ana!');
  // A word the learner asks about is theirs: answered, and in the New vocabulary panel.
  await say(page, '¿Qué significa «madrugar»?');
  await expect(lastTutorMessage(page)).toContainText('«madrugar» significa «to get up early»');
  await expect(page.getByRole('heading', { name: 'New vocabulary' })).toBeVisible();
  await expect(page.getByText('No vocabulary added yet.')).toBeHidden();
  await expect(
    page.locator('[aria-labelledby="vocabulary-title"]').getByText('madrugar', { exact: true }),
  ).toBeVisible();

  await say(page, 'Soy 20 años');
  await expect(lastTutorMessage(page)).toContainText('Se dice «tengo 20 años», no «Soy 20 años».');
  await expect(lastTutorMessage(page)).toContainText('Repite, por favor: «Tengo 20 años».');
  await say(page, 'Tengo 20 años');
  await expect(lastTutorMessage(page)).toHaveText(/^¡(Perfecto|Excelente|Muy bien)!/);
  await say(page, '¿Cómo me llamo?');
  await expect(lastTutorMessage(page)).toContainText('Te llamas Ana.');

  // Selecting a word in the transcript shows the translation popup.
  await page.evaluate(() => {
    const message = [...document.querySelectorAll('[data-message-text]')].find((node) =>
      node.textContent?.includes('Mucho gusto'),
    );
    const text = message?.firstChild as Text;
    const start = text.data.indexOf('gusto');
    const range = document.createRange();
    range.setStart(text, start);
    range.setEnd(text, start + 'gusto'.length);
    window.getSelection()?.removeAllRanges();
    window.getSelection()?.addRange(range);
    message?.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
  });
  const popup = page.getByRole('dialog', { name: 'Translation of the selected text' });
  await expect(popup.getByText('gusto', { exact: true })).toBeVisible();
  await expect(popup.getByText('Translation')).toBeVisible();
  await expect(popup.getByText('Definition')).toBeVisible();
  await expect(popup.getByText(/taste/).first()).toBeVisible();
  await popup.getByRole('button', { name: 'Add to Vocabulary' }).click();
  await expect(popup.getByText('Added to your vocabulary')).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).click();
  // A word added by hand is this session's too: the New vocabulary panel lists it.
  await expect(
    page.locator('[aria-labelledby="vocabulary-title"]').getByText('gusto', { exact: true }),
  ).toBeVisible();

  // Each tutor message can be translated.
  await page.getByRole('button', { name: 'Translate' }).first().click();
  await expect(page.locator('p[lang="en"]').first()).toContainText(/hello/i);

  await page.getByRole('button', { name: 'End chat' }).click();
  await expect(page.getByRole('heading', { name: 'Conversation saved' })).toBeVisible();
  await expect(page.getByText(/new words? saved to your flashcards/)).toBeVisible();
  const saved = await page.request.get('/api/vocabulary?limit=200');
  const words = ((await saved.json()) as { items: { word: string; status: string; timesReviewed: number }[] })
    .items;
  expect(words.map((w) => w.word)).toContain('gusto');
  // The word asked about is saved at End chat, with the tutor's corrected «tener».
  expect(words.map((w) => w.word)).toEqual(expect.arrayContaining(['gusto', 'madrugar']));
  for (const word of words) expect(word).toMatchObject({ status: 'learning', timesReviewed: 0 });

  // A new session: the tutor remembers the name from the first one.
  await page.getByRole('button', { name: 'Start a new conversation' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
  await say(page, 'Hola');
  await expect(lastTutorMessage(page)).toContainText('¡Hola, Ana! ¡Qué alegría verte otra vez!');
});

test('a grammar question in a lesson is answered from the lesson grammar note, step by step', async ({
  page,
}) => {
  await signUpViaApi(page);
  await openChat(page, '/chat?lesson=lesson-a0-1');
  await say(page, 'Hola');
  await say(page, '¿Por qué se escribe el signo de interrogación al principio?');
  await expect(lastTutorMessage(page)).toContainText('Las preguntas empiezan con «¿» y terminan con «?»');
  await say(page, 'un ejemplo');
  await expect(lastTutorMessage(page)).toContainText('Por ejemplo');
});

test('a lesson is a guided role-play; one «hola» is not a lesson, a met one completes', async ({ page }) => {
  await signUpViaApi(page);
  await openChat(page, '/chat?lesson=lesson-a0-1');
  await expect(page.getByRole('heading', { name: 'Greetings and Introductions' })).toBeVisible();
  // On the quick-start journey, at the first-conversation step.
  await page.evaluate(() => {
    localStorage.setItem('quickStartMode', 'true');
    localStorage.setItem('quickStartCurrentStep', 'first-conversation');
    localStorage.setItem('quickStartProgress', '["mini-assessment"]');
  });
  await say(page, 'Hola');
  await expect(lastTutorMessage(page)).toContainText('Hoy practicamos «Saludos y presentaciones».');
  await page.getByRole('button', { name: 'End chat' }).click();
  // The server scored what it heard: one expression of eleven, in one turn.
  await expect(page.getByRole('heading', { name: 'Lesson score: 8%' })).toBeVisible();
  await expect(page.getByText('Not completed yet: the lesson needs 60%.')).toBeVisible();
  await expect(
    page.getByText('Say more in your own words: the lesson needs 3 more replies of yours.'),
  ).toBeVisible();
  await expect(
    page.getByText('Next time, try «buenos días», «buenas tardes» and «buenas noches».'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Try again' }).click();
  await say(page, 'Hola');
  await say(page, 'Sí');
  await expect(lastTutorMessage(page)).toContainText('Primero, la gramática.');
  await say(page, 'Vale');
  await expect(lastTutorMessage(page)).toContainText('yo soy una compañera de clase.');
  await say(page, 'Hola, buenos días.');
  await expect(lastTutorMessage(page)).toContainText('«buenos días»');
  await say(page, 'Me llamo Ana. ¿Cómo te llamas?');
  await say(page, 'Bien, gracias. Mucho gusto.');
  await say(page, 'Adiós, hasta luego.');
  await expect(lastTutorMessage(page)).toContainText(
    'Ahora escucha: «Buenas noches. Me llamo Pablo y estoy muy bien.»',
  );
  await say(page, 'Pablo');
  await expect(lastTutorMessage(page)).toContainText('Resumen: has usado bien');
  await page.getByRole('button', { name: 'End chat' }).click();
  await expect(page.getByText('Lesson complete!')).toBeVisible();
  await expect(page.getByText('Grammar point used: Me llamo + name.')).toBeVisible();
  await expect(page.getByText(/^\d+ new lessons? unlocked\.$/)).toBeVisible();
  await expect(page.getByText('Quick start step complete: Your First Chat')).toBeVisible();
  const progress = await page.evaluate(() => localStorage.getItem('quickStartProgress'));
  expect(JSON.parse(progress ?? '[]')).toEqual(['mini-assessment', 'first-conversation']);
  await page.goto('/lessons');
  await expect(
    page
      .getByRole('article', { name: 'Greetings and Introductions', exact: true })
      .getByText(/^Completed · best score \d+%$/),
  ).toBeVisible();
});

test('the floating quick-start bar follows the first chat this tab completes', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/dashboard');
  await page.evaluate(() => {
    localStorage.setItem('quickStartMode', 'true');
    localStorage.setItem('quickStartCurrentStep', 'first-conversation');
    localStorage.setItem('quickStartProgress', '["mini-assessment"]');
  });
  await openChat(page);
  const bar = page.getByRole('complementary', { name: QUICK_START_BAR });
  await expect(bar).toContainText('1/3');
  await say(page, 'Hola, me llamo Ana');
  await say(page, 'Me gusta la comida');
  await page.getByRole('button', { name: 'End chat' }).click();
  await expect(page.getByText('Quick start step complete: Your First Chat')).toBeVisible();
  await expect(bar).toContainText('2/3');
});

test('offline, /chat offers flashcards and the dashboard instead', async ({ page, context }) => {
  await signUpViaApi(page);
  await page.goto('/chat');
  await page.getByRole('button', { name: 'Continue Without Voice' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
  // Online, the chat shows no connection banner at all: only the status line.
  await expect(page.getByText("You're offline")).toHaveCount(0);
  await expect(page.getByText('All features available')).toHaveCount(0);
  await context.setOffline(true);
  await expect(page.getByRole('heading', { name: 'Live conversations require internet' })).toBeVisible();
  await expect(page.getByText("You're offline")).toBeVisible();
  await expect(page.getByText('Using cached data for basic features')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Review Flashcards' })).toHaveAttribute('href', '/flashcards');
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  await context.setOffline(false);
});

test('the whole screen works in Spanish', async ({ page }) => {
  await signUpViaApi(page);
  const settings = await page.request.put('/api/me/settings', { data: { language: 'es', theme: 'dark' } });
  expect(settings.ok()).toBe(true);
  await page.goto('/chat');
  await expect(page.getByRole('heading', { name: 'Micrófono no disponible' })).toBeVisible();
  await page.getByRole('button', { name: 'Continuar sin voz' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Conectado' })).toBeVisible();
  await expect(page.getByTestId('tutor-kind')).toContainText('Sofía · Tutora de práctica');
  await expect(page.getByRole('heading', { name: 'Empieza la conversación' })).toBeVisible();
  await page.getByLabel('Escribe un mensaje en español').fill('Hola');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('¡Hola! Me llamo Sofía. ¿Cómo te llamas?')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Vocabulario nuevo' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Terminar' })).toBeVisible();
});

const BROWSER_ARGS = config.use?.launchOptions?.args ?? [];
const HOLA_WAV = join(tmpdir(), 'charla-e2e-hola-me-llamo-ana.wav');

/** A browser of our own: these flags cannot be set per test through the shared config. */
async function launch(browserType: BrowserType, extraArgs: string[]): Promise<Browser> {
  return browserType.launch({ ...config.use?.launchOptions, args: [...BROWSER_ARGS, ...extraArgs] });
}

test.describe('a denied microphone', () => {
  test('shows the permission guide; Practice Without Voice goes to /flashcards', async ({
    playwright,
    baseURL,
  }) => {
    // A microphone exists, but the permission prompt is refused (Playwright grants nothing).
    const browser = await launch(playwright.chromium, ['--use-fake-device-for-media-stream']);
    const page = await browser.newPage({ baseURL });
    await signUpViaApi(page);
    await page.goto('/chat');
    const guide = page.getByRole('dialog', { name: 'Microphone permission needed' });
    await expect(guide).toBeVisible();
    await expect(
      guide.getByText(
        'Microphone access is required for voice conversations. Please allow microphone access and try again.',
      ),
    ).toBeVisible();
    await expect(guide.getByText('How to allow the microphone in Chrome')).toBeVisible();
    await expect(guide.getByRole('link', { name: 'Browser help: microphone permissions' })).toBeVisible();
    await expect(guide.getByText('Microphone access needs a secure (HTTPS) connection.')).toBeVisible();
    await expect(guide.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect(guide.getByRole('button', { name: 'Continue Without Voice' })).toBeVisible();
    await guide.getByRole('button', { name: 'Practice Without Voice' }).click();
    await expect(page).toHaveURL(/\/flashcards$/);
    await browser.close();
  });
});

test.describe('voice through the relay to an OpenAI-compatible upstream', () => {
  let upstream: FakeRealtimeUpstream;
  let server: Server;
  let base: string;

  test.beforeAll(async () => {
    // A Spanish voice for the fake microphone, made at test time.
    execFileSync('espeak-ng', ['-v', 'es', '-s', '130', '-w', HOLA_WAV, 'Hola, me llamo Ana. Encantada.']);
    upstream = await startFakeRealtimeUpstream();
    ({ server, base } = await startVoiceServer({
      OPENAI_API_KEY: 'sk-e2e-voice',
      REALTIME_URL: upstream.url,
    }));
  });
  test.afterAll(async () => {
    await server?.close();
    await upstream?.stop();
  });

  test('audio chunks reach the upstream; its transcript and audio come back, play, and are cut on interrupt', async ({
    playwright,
  }) => {
    const browser = await launch(playwright.chromium, [
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${HOLA_WAV}`,
      '--autoplay-policy=no-user-gesture-required',
    ]);
    const page = await browser.newPage();
    const email = `voice-${Date.now()}@example.com`;
    expect(
      (
        await page.request.post(`${base}/api/account/continue`, { data: { email, password: 'secret123' } })
      ).status(),
    ).toBe(201);
    await page.request.post(`${base}/api/me/setup`, { data: { timeZone: 'UTC' } });
    await page.goto(`${base}/chat`);
    await expect(page.getByTestId('tutor-kind')).toContainText('Sofía · AI tutor');
    await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
    // The relayed session (health checks open short connections of their own).
    const relayed = () =>
      upstream.received.find((events) => events.some((event) => event.event_id === 'event_relay_session')) ??
      [];

    const record = page.getByRole('button', { name: 'Hold to talk' });
    await expect(record).toBeEnabled();
    await record.hover();
    await page.mouse.down();
    await page.waitForTimeout(2500);
    await page.mouse.up();

    await expect(page.getByText(FAKE_TRANSCRIPT)).toBeVisible();
    await expect(page.getByText(FAKE_AUDIO_REPLY)).toBeVisible();
    await expect(page.getByTestId('tutor-speaking')).toBeVisible();

    // The microphone audio arrived as 24 kHz PCM16 chunks with speech in it, not silence.
    const appended = relayed().filter((event) => event.type === 'input_audio_buffer.append');
    expect(appended.length).toBeGreaterThanOrEqual(5);
    const samples = appended.flatMap((event) => [
      ...new Int16Array(Buffer.from(String(event.audio), 'base64').buffer.slice(0)),
    ]);
    const loudest = samples.reduce((max, sample) => Math.max(max, Math.abs(sample)), 0);
    expect(loudest).toBeGreaterThan(1000);
    expect(samples.length).toBeGreaterThan(24_000 * 1.5); // about 2.5 s held

    // Talking over the tutor stops it and cuts its item at the point heard.
    await record.hover();
    await page.mouse.down();
    await expect
      .poll(() => relayed().find((event) => event.type === 'conversation.item.truncate'))
      .toBeTruthy();
    await page.mouse.up();
    const truncate = relayed().find((event) => event.type === 'conversation.item.truncate');
    expect(truncate).toMatchObject({ content_index: 0 });
    expect(Number(truncate?.audio_end_ms)).toBeGreaterThan(0);
    expect(Number(truncate?.audio_end_ms)).toBeLessThan(1500);
    expect(relayed().some((event) => event.type === 'response.cancel')).toBe(true);
    await browser.close();
  });
});
