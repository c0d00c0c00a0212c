import { expect, type Page } from '@playwright/test';

/** The first lesson met in conversation: seven of its expressions and the grammar point, used well. */
export const FIRST_LESSON_TURNS = [
  'Hola',
  'Sí',
  'Vale',
  'Hola, buenos días.',
  'Me llamo Ana. ¿Cómo te llamas?',
  'Bien, gracias. Mucho gusto.',
  'Adiós, hasta luego.',
  'Pablo',
];

/** Types each turn in the open chat and waits for the tutor's answer to it. */
export async function typeTurns(page: Page, turns: readonly string[]): Promise<void> {
  const replies = page.locator('li:has(> span:text-is("Tutor")) [data-message-text]');
  for (const text of turns) {
    const before = await replies.count();
    await page.getByLabel('Type a message in Spanish').fill(text);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(replies).toHaveCount(before + 1);
  }
}

/** On /chat?lesson=lesson-a0-1 with the microphone guide showing: the lesson played and ended. */
export async function completeFirstLesson(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Continue Without Voice' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
  await typeTurns(page, FIRST_LESSON_TURNS);
  await page.getByRole('button', { name: 'End chat' }).click();
  await expect(page.getByText('Lesson complete!')).toBeVisible();
}
