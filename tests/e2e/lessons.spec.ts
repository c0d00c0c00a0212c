import { expect, test, type Page } from '@playwright/test';
import { CURRICULUM } from '../../src/content/lessons';
import { COURSE_UNITS } from '../../src/content/lessons/units';
import { nextLesson } from '../../src/domain/lessons';
import { completeFirstLesson } from './support/lesson-chat';
import { signUpViaApi } from './support/learner';

const cards = (page: Page) => page.getByRole('article');
const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
const stat = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

const FIRST = CURRICULUM[0]!;
const OPEN = CURRICULUM.filter((l) => l.prerequisites.length === 0);
const LOCKED = CURRICULUM.find((l) => l.prerequisites.length > 0)!;

test('filters by status and level, and a locked lesson cannot start', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/lessons');
  await expect(page.getByRole('heading', { name: 'Spanish Lessons', level: 1 })).toBeVisible();
  await expect(cards(page)).toHaveCount(CURRICULUM.length);
  // Lessons are listed under their unit's title and goal.
  const firstUnit = page.getByRole('region', { name: COURSE_UNITS[0]!.en.title, exact: true });
  await expect(firstUnit.getByText(COURSE_UNITS[0]!.en.goal)).toBeVisible();
  await expect(firstUnit.getByRole('article')).toHaveCount(COURSE_UNITS[0]!.lessonIds.length);
  await expect(stat(page, 'Completion')).toHaveText('0%');
  await expect(stat(page, 'Time Spent')).toHaveText('0 min');

  const first = card(page, FIRST.title);
  await expect(first.getByText(`${FIRST.duration} min`)).toBeVisible();
  await expect(first.getByText(`${FIRST.vocabulary.length} words`)).toBeVisible();
  await expect(first.getByText(FIRST.category, { exact: true })).toBeVisible();
  await expect(first.getByRole('listitem')).toHaveCount(Math.min(3, FIRST.objectives.length));

  const locked = card(page, LOCKED.title);
  await expect(locked.getByRole('button', { name: 'Locked' })).toBeDisabled();
  await expect(locked.getByRole('link')).toHaveCount(0);

  await page.getByRole('button', { name: 'Available' }).click();
  await expect(cards(page)).toHaveCount(OPEN.length);
  await expect(page).toHaveURL(/show=available/);
  await page.getByRole('button', { name: 'Completed' }).click();
  await expect(page.getByRole('heading', { name: 'No lessons found' })).toBeVisible();
  await page.getByRole('button', { name: 'All Lessons' }).click();
  await page.getByLabel('Level').selectOption('B2');
  await expect(cards(page)).toHaveCount(CURRICULUM.filter((l) => l.level === 'B2').length);
  for (const title of await cards(page).locator('h3').allTextContents()) {
    expect(CURRICULUM.find((l) => l.title === title)?.level).toBe('B2');
  }
});

test('Start and Continue open the chat with the lesson; a completed lesson offers Review', async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto('/lessons');
  await expect(page.getByRole('region', { name: 'Up next' })).toContainText(FIRST.title);
  await card(page, FIRST.title).getByRole('link', { name: 'Start' }).click();
  await expect(page).toHaveURL(`/chat?lesson=${FIRST.id}`);

  // Completed the only way there is: in the lesson conversation (8 of 11 expressions and the grammar point).
  await completeFirstLesson(page);
  await page.goto('/lessons');
  await expect(card(page, FIRST.title).getByText('Completed · best score 75%')).toBeVisible();
  await expect(card(page, FIRST.title).getByRole('link', { name: 'Review' })).toHaveAttribute(
    'href',
    `/chat?lesson=${FIRST.id}`,
  );
  await expect(stat(page, 'Completed')).toHaveText(`1/${CURRICULUM.length}`);
  await expect(stat(page, 'Avg Score')).toHaveText('75%');
  const next = nextLesson(CURRICULUM, [FIRST.id]);
  await expect(page.getByRole('region', { name: 'Up next' })).toContainText(next!.title);
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`/chat?lesson=${next!.id}`);
});

test('in the Spanish UI the lessons read in Spanish: title, description, objectives and Up next', async ({
  page,
}) => {
  await signUpViaApi(page);
  const settings = await page.request.put('/api/me/settings', { data: { language: 'es' } });
  expect(settings.ok()).toBe(true);
  await page.goto('/lessons');
  await expect(page.getByRole('heading', { name: 'Lecciones de español', level: 1 })).toBeVisible();

  const first = card(page, FIRST.es.title);
  await expect(first).toBeVisible();
  await expect(page.getByRole('heading', { name: COURSE_UNITS[0]!.es.title, level: 2 })).toBeVisible();
  await expect(page.getByText(COURSE_UNITS[0]!.es.goal)).toBeVisible();
  await expect(first.getByText(FIRST.es.description)).toBeVisible();
  await expect(first.getByRole('listitem')).toHaveText(FIRST.es.objectives.slice(0, 3));
  await expect(page.getByRole('region', { name: 'A continuación' })).toContainText(FIRST.es.title);
  // No English lesson text is left on the page.
  await expect(page.getByRole('heading', { name: FIRST.title, exact: true })).toHaveCount(0);
  await expect(page.getByText(FIRST.description)).toHaveCount(0);

  await first.getByRole('link').click();
  await expect(page).toHaveURL(`/chat?lesson=${FIRST.id}`);
  // Headless Chromium has no microphone: the guide comes first, then the lesson banner.
  await page.getByRole('button', { name: 'Continuar sin voz' }).click();
  await expect(page.getByRole('heading', { name: FIRST.es.title, exact: true })).toBeVisible();
});
