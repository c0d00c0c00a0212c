import { expect, test } from '@playwright/test';
import { ankiPackage } from '../support/anki-packages';
import { signUpViaApi } from './support/learner';

const BASIC = { id: 1_650_000_000_001, name: 'Basic', fields: ['Front', 'Back', 'Extra'] };

test('import an Anki 2.1.50+ package, choose which field is the Spanish word, and see the words', async ({
  page,
}) => {
  await signUpViaApi(page);
  // Spanish on the front, but the Extra field holds an example the guess reads as a note.
  const bytes = await ankiPackage(
    {
      noteTypes: [BASIC],
      notes: [
        { noteType: BASIC.id, fields: ['el perro', 'the dog', 'El perro ladra mucho por la noche.'] },
        { noteType: BASIC.id, fields: ['la casa', 'the house', 'La casa es muy grande.'] },
      ],
    },
    'anki21b',
  );
  await page.goto('/vocabulary');
  await page.getByRole('button', { name: 'Import / export' }).click();
  await page.getByLabel(/Import words from a CSV file/).setInputFiles({
    name: 'spanish.apkg',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from(bytes),
  });
  await expect(page.getByText('2 new words, 0 already in your list (skipped).')).toBeVisible();
  await expect(page.getByTestId('import-first-words')).toHaveText(
    'First words: el perro — the dog; la casa — the house',
  );
  const mapping = page.getByRole('group', { name: 'Basic (2 notes)' });
  await expect(mapping.getByRole('combobox', { name: 'Spanish word' })).toHaveValue('0');
  await expect(mapping.getByRole('combobox', { name: 'Note' })).toHaveValue('2');

  // The learner reads the Extra field as the example sentence instead.
  await mapping
    .getByRole('combobox', { name: 'Example sentence' })
    .selectOption({ label: 'Extra: El perro ladra mucho por la noche.' });
  await expect(mapping.getByRole('combobox', { name: 'Note' })).toHaveValue('');
  await expect(mapping.getByRole('combobox', { name: 'Example sentence' })).toHaveValue('2');

  await page.getByRole('button', { name: 'Import 2 words' }).click();
  await expect(page.getByText('Imported 2 words; skipped 0 you already had.')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'el perro' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'la casa' })).toBeVisible();
  const words = (await (await page.request.get('/api/vocabulary')).json()).items as {
    word: string;
    context: string;
    definition: string;
  }[];
  expect(words.find((word) => word.word === 'el perro')).toMatchObject({
    context: 'El perro ladra mucho por la noche.',
  });
});
