import { expect, test } from '@playwright/test';
import { signUpViaApi } from './support/learner';

test('word list: reach it from the user menu, edit a word, delete it and undo', async ({ page }) => {
  await signUpViaApi(page);
  for (const word of ['gato', 'perro']) {
    const added = await page.request.post('/api/vocabulary', { data: { word, translation: `${word}-en` } });
    expect(added.status()).toBe(201);
  }
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Vocabulary' }).click();
  await expect(page).toHaveURL(/\/vocabulary$/);
  await page.goto('/flashcards');
  await page.getByRole('link', { name: 'My words' }).click();
  await expect(page).toHaveURL(/\/vocabulary$/);
  await expect(page.getByText('2 words')).toBeVisible();

  await page.getByRole('button', { name: 'Edit gato' }).click();
  await page.getByRole('textbox', { name: 'Translation' }).fill('cat (animal)');
  await page.getByRole('textbox', { name: 'Category' }).fill('animals');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('— cat (animal)')).toBeVisible();
  await page.reload();
  await expect(page.getByText('— cat (animal)')).toBeVisible();
  await page.getByRole('combobox', { name: 'Category' }).selectOption('animals');
  await expect(page.getByRole('listitem', { name: 'perro' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Category' }).selectOption('');

  await page.getByRole('button', { name: 'Delete perro' }).click();
  await expect(page.getByRole('listitem', { name: 'perro' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('listitem', { name: 'perro' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete gato' }).click();
  // The delete reaches the server once the undo window has passed.
  await expect
    .poll(async () => (await (await page.request.get('/api/vocabulary')).json()).total, { timeout: 15_000 })
    .toBe(1);
  await page.reload();
  await expect(page.getByRole('listitem', { name: 'gato' })).toHaveCount(0);
  await expect(page.getByRole('listitem', { name: 'perro' })).toBeVisible();
});

test('forget one memory, then everything; the tutor list is what the API holds', async ({ page }) => {
  await signUpViaApi(page);
  for (const [key, value] of [
    ['pet_name', 'Luna'],
    ['home_city', 'Leeds'],
  ]) {
    expect((await page.request.put(`/api/me/memories/${key}`, { data: { value } })).ok()).toBe(true);
  }
  await page.goto('/settings');
  await expect(page.getByRole('listitem', { name: 'Pet name' })).toContainText('Luna');
  await page.getByRole('button', { name: 'Forget Pet name' }).click();
  await expect(page.getByRole('listitem', { name: 'Pet name' })).toHaveCount(0);
  const left = await (await page.request.get('/api/me/memories')).json();
  expect(left.memories.map((memory: { key: string }) => memory.key)).toEqual(['home_city']);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Forget everything' }).click();
  await expect(page.getByText('The tutor does not remember anything about you yet.')).toBeVisible();
  expect((await (await page.request.get('/api/me/memories')).json()).memories).toEqual([]);
});

test('delete the account with the password, then fail to sign in with it', async ({ page }) => {
  const { email, password } = await signUpViaApi(page);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByLabel('Your password').fill('wrong-password');
  await page.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page.getByRole('alert')).toContainText('Your password is not correct.');
  await page.getByLabel('Your password').fill(password);
  await page.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page).toHaveURL(/\/register$/);
  expect((await page.request.get('/api/me')).status()).toBe(401);
  const signIn = await page.request.post('/api/auth/sign-in/email', { data: { email, password } });
  expect(signIn.status()).toBe(401);
});

test('import a CSV with a preview, and download the Anki package', async ({ page }) => {
  await signUpViaApi(page);
  await page.request.post('/api/vocabulary', { data: { word: 'gato', translation: 'cat' } });
  await page.goto('/vocabulary');
  await page.getByRole('button', { name: 'Import / export' }).click();
  await page.getByLabel(/Import words from a CSV file/).setInputFiles({
    name: 'words.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('word,translation,category\nGATO,cat,animals\nqueso,cheese,food\n'),
  });
  await expect(page.getByText('1 new words, 1 already in your list (skipped).')).toBeVisible();
  await expect(page.getByText('Skipped: GATO')).toBeVisible();
  await page.getByRole('button', { name: 'Import 1 word' }).click();
  await expect(page.getByText('Imported 1 words; skipped 1 you already had.')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'queso' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export for Anki (.apkg)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^charla-words-.*\.apkg$/);
});

test('the word list finds accented words typed without accents, in any case', async ({ page }) => {
  await signUpViaApi(page);
  for (const word of ['adiós', 'también', 'días', 'año']) {
    const added = await page.request.post('/api/vocabulary', { data: { word, translation: `${word}-en` } });
    expect(added.status()).toBe(201);
  }
  await page.goto('/vocabulary');
  const search = page.getByRole('searchbox', { name: 'Search words' });
  for (const [typed, found] of [
    ['adios', 'adiós'],
    ['TAMBIEN', 'también'],
    ['dias', 'días'],
  ] as const) {
    await search.fill(typed);
    await expect(page.getByRole('listitem', { name: found })).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'año' })).toHaveCount(0);
  }
  // ñ is a letter of its own: "ano" is another word.
  await search.fill('ano');
  await expect(page.getByRole('listitem', { name: 'año' })).toHaveCount(0);
});

test('a CSV with bad lines imports the good ones and names the bad ones by line', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/vocabulary');
  await page.getByRole('button', { name: 'Import / export' }).click();
  await page.getByLabel(/Import words from a CSV file/).setInputFiles({
    name: 'words.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('word,translation\nqueso,cheese\nadiós,\npan,bread\n,water\n'),
  });
  await expect(page.getByTestId('import-rejected')).toHaveText(
    '2 lines left out: each needs a word and its translation. Lines: 3, 5',
  );
  await page.getByRole('button', { name: 'Import 2 words' }).click();
  await expect(page.getByText('Imported 2 words; skipped 0 you already had.')).toBeVisible();
  await expect(page.getByTestId('import-rejected')).toHaveText(
    '2 lines left out: each needs a word and its translation. Lines: 3, 5',
  );
  await expect(page.getByRole('listitem', { name: 'pan' })).toBeVisible();
});
