import { expect, test, type Page } from '@playwright/test';
import { englishIn, englishPieces } from './support/english-catalogue';
import { signUpViaApi } from './support/learner';
import { signedInRoutes } from './support/signed-in-routes';

/**
 * A learner with the Spanish UI meets no English: every signed-in screen, and the states and
 * dialogs a learner reaches on them, with words, reviews, a finished conversation and the
 * tutor's memory in place. A screen fails on any English catalogue text (the rule is in
 * support/english-catalogue.ts) and on a percent written the English way ("1%" where Spanish
 * writes "1 %").
 */

const PIECES = englishPieces();

/** Words with categories the app writes (their names must read in Spanish too). */
const WORDS = [
  { word: 'perro', translation: 'dog', context: 'Mi perro es grande.', category: 'noun' },
  { word: 'comer', translation: 'to eat', context: 'Me gusta comer fruta.', category: 'verb' },
  { word: '¡ojalá!', translation: 'hopefully', context: '¡Ojalá llueva!', category: 'interjection' },
  { word: 'de nada', translation: "you're welcome", context: 'Gracias. De nada.', category: 'phrase' },
  { word: 'rojo', translation: 'red', context: 'El coche rojo.', category: 'adjective' },
];
/** The facts the built-in tutor remembers, as it stores them. */
const MEMORIES = { name: 'Ana', city: 'Madrid', origin: 'Londres', age: '30' };

/**
 * What the learner sees and hears as UI: the visible text and the labels, placeholders and titles
 * of controls, leaving out content marked as English on purpose (a word's translation).
 */
async function uiText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const labels = [...document.body.querySelectorAll('*')]
      .filter((element) => !element.closest('[lang="en"]'))
      .flatMap((element) =>
        ['aria-label', 'placeholder', 'title', 'alt'].map((name) => element.getAttribute(name) ?? ''),
      );
    // innerText (what is rendered) of the page without its English content.
    const hidden: [Element, string][] = [];
    for (const english of document.body.querySelectorAll('[lang="en"]')) {
      hidden.push([english, (english as HTMLElement).style.display]);
      (english as HTMLElement).style.display = 'none';
    }
    const text = document.body.innerText;
    for (const [element, display] of hidden) (element as HTMLElement).style.display = display;
    return `${text}\n${labels.join('\n')}`;
  });
}

const problems: string[] = [];

async function check(page: Page, where: string): Promise<void> {
  const text = await uiText(page);
  for (const found of englishIn(text, PIECES)) problems.push(`${where}: ${found}`);
  for (const percent of text.match(/\d%/g) ?? []) problems.push(`${where}: percent written "${percent}"`);
}

async function settle(page: Page, path: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  if (path === '/chat') await expect(page.getByTestId('chat-controls')).toBeVisible();
  else await expect(page.locator('main h1, main [role="alert"]').first()).toBeVisible();
  // Lazy content (lists, cards, figures) lands after the heading.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

test('the catalogue rule finds English texts to look for', () => {
  // A sanity check on the rule itself: texts that must be caught are in the list.
  const texts = PIECES.map((piece) => piece.text);
  expect(texts).toEqual(expect.arrayContaining(['noun', 'interjection', 'Listen', 'Origin', 'City']));
  expect(texts).not.toContain('general');
  expect(englishIn('Categoría: sustantivo', PIECES)).toEqual([]);
  expect(englishIn('Categoría: noun', PIECES)).toEqual(['wordCategories.noun: «noun»']);
});

test('every signed-in screen reads in Spanish, without English catalogue texts', async ({ page }) => {
  test.setTimeout(240_000);
  await signUpViaApi(page);
  expect((await page.request.put('/api/me/settings', { data: { language: 'es' } })).ok()).toBe(true);
  for (const word of WORDS)
    expect((await page.request.post('/api/vocabulary', { data: word })).status()).toBe(201);
  for (const [key, value] of Object.entries(MEMORIES))
    expect((await page.request.put(`/api/me/memories/${key}`, { data: { value } })).ok()).toBe(true);

  // A finished conversation with the built-in tutor: the microphone guide, the chat, its summary.
  await page.goto('/chat');
  await settle(page, '/chat');
  await check(page, '/chat (microphone guide)');
  await page.getByRole('button', { name: 'Continuar sin voz' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Conectado' })).toBeVisible();
  for (const message of ['Hola, me llamo Ana.', 'Soy de Londres.']) {
    await page.getByLabel('Escribe un mensaje en español').fill(message);
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText(message)).toBeVisible();
  }
  await page.waitForTimeout(1000);
  await check(page, '/chat (conversation)');
  await page.getByRole('button', { name: 'Terminar' }).click();
  await expect(page.getByRole('heading', { name: 'Conversación guardada' })).toBeVisible();
  await check(page, '/chat (summary)');

  // Flashcards: the front, the back with its ratings, and the end of the session.
  await page.goto('/flashcards');
  await settle(page, '/flashcards');
  await check(page, '/flashcards (front)');
  for (let card = 0; ; card += 1) {
    await page.getByRole('button', { name: 'Mostrar traducción' }).click();
    if (card === 0) await check(page, '/flashcards (back)');
    await page
      .getByRole('button', { name: /^(Bien|Otra vez)/ })
      .first()
      .click();
    const done = page.getByRole('heading', { name: '¡Sesión completada!' });
    await expect(done.or(page.getByRole('button', { name: 'Mostrar traducción' }))).toBeVisible();
    if (await done.isVisible()) break;
    expect(card).toBeLessThan(20);
  }
  await check(page, '/flashcards (session complete)');

  // The word list with its forms open and a word in edit.
  await page.goto('/vocabulary');
  await settle(page, '/vocabulary');
  await page.getByRole('button', { name: 'Añadir una palabra' }).click();
  await page.getByRole('button', { name: 'Importar / exportar' }).click();
  await page.getByRole('button', { name: 'Editar perro' }).click();
  await check(page, '/vocabulary (forms open)');

  for (const path of signedInRoutes('e2e-spanish-ui')) {
    await page.goto(path);
    await settle(page, path);
    await check(page, path);
  }
  expect(problems).toEqual([]);
});
