// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { VocabularyItem } from '../../../contracts/vocabulary';
import { deferred, stubFetch, type StubReply } from '../../../../tests/support/web/fetch-stub';
import { aCard } from '../../../../tests/support/web/fixtures';
import { renderScreen } from '../../../../tests/support/web/render';
import { VocabularyScreen } from './vocabulary-screen';

// The word list driven by typing and clicks against a small server in memory.
function wordServer(add?: () => StubReply) {
  const words: VocabularyItem[] = [
    aCard('w1', 'perro', 'dog'),
    aCard('w2', 'gato', 'cat', { category: 'animals' }),
  ];
  const api = stubFetch({
    'GET /api/vocabulary': ({ path }) => {
      const search = new URL(path, 'http://x').searchParams.get('search') ?? '';
      const items = words.filter((word) => word.word.includes(search));
      const body = {
        items,
        total: items.length,
        limit: 50,
        offset: 0,
        nextCursor: null,
        categories: ['animals', 'general'],
      };
      return { body };
    },
    'POST /api/vocabulary': (request) => {
      if (add) return add();
      const { word, translation } = request.body as { word: string; translation: string };
      const item = aCard(`w${words.length + 1}`, word, translation);
      words.unshift(item);
      return { status: 201, body: item };
    },
    'PATCH /api/vocabulary/w1': ({ body }) => {
      Object.assign(words[0]!, body);
      return { body: words[0] };
    },
    'DELETE /api/vocabulary/w1': () => {
      words.splice(0, 1);
      return { status: 204 };
    },
  });
  return { api, words };
}
const list = () => screen.getByRole('list', { name: 'My words' });

describe('VocabularyScreen', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the words and searches on the server', async () => {
    const { api } = wordServer();
    const { user } = renderScreen(<VocabularyScreen />);
    expect(await screen.findByText('2 words')).toBeTruthy();
    expect(
      within(list())
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['perro', 'gato']);
    await user.type(screen.getByRole('searchbox', { name: 'Search words' }), 'gat');
    await waitFor(() => expect(within(list()).queryByText('perro')).toBeNull());
    expect(api.calls.at(-1)?.path).toContain('search=gat');
  });

  it('asks for both fields, then adds the word and shows it in the list', async () => {
    wordServer();
    const { user } = renderScreen(<VocabularyScreen />);
    await screen.findByText('2 words');
    await user.click(screen.getByRole('button', { name: 'Add a word' }));
    const form = screen.getByRole('form', { name: 'Add a word' });
    await user.type(within(form).getByLabelText('Word'), 'casa');
    await user.click(within(form).getByRole('button', { name: 'Add a word' }));
    expect(await screen.findByText('Please enter both the word and its translation.')).toBeTruthy();
    await user.type(within(form).getByLabelText('Translation'), 'house');
    await user.click(within(form).getByRole('button', { name: 'Add a word' }));
    expect(await screen.findByText('3 words')).toBeTruthy();
    expect(within(list()).getByText('casa')).toBeTruthy();
  });

  it('keeps Add disabled while saving and shows the server’s refusal', async () => {
    const reply = deferred();
    wordServer(() => reply.promise);
    const { user } = renderScreen(<VocabularyScreen />);
    await screen.findByText('2 words');
    await user.click(screen.getByRole('button', { name: 'Add a word' }));
    const form = screen.getByRole('form', { name: 'Add a word' });
    await user.type(within(form).getByLabelText('Word'), 'perro');
    await user.type(within(form).getByLabelText('Translation'), 'dog');
    const submit = within(form).getByRole('button', { name: 'Add a word' }) as HTMLButtonElement;
    await user.click(submit);
    expect(submit.disabled).toBe(true);
    reply.resolve({ status: 409, body: { error: 'duplicate', message: 'You already have «perro».' } });
    expect(await screen.findByText('You already have «perro».')).toBeTruthy();
    expect(submit.disabled).toBe(false);
  });

  it('edits a word in place', async () => {
    const { api } = wordServer();
    const { user } = renderScreen(<VocabularyScreen />);
    await user.click(await screen.findByRole('button', { name: 'Edit perro' }));
    const translation = screen.getByLabelText('Translation');
    await user.clear(translation);
    await user.type(translation, 'hound');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(list()).findByText('— hound')).toBeTruthy();
    expect(api.callsTo('PATCH /api/vocabulary/w1')[0]?.body).toMatchObject({ translation: 'hound' });
  });

  it('hides a deleted word at once; Undo brings it back without a delete', async () => {
    const { api } = wordServer();
    const { user } = renderScreen(<VocabularyScreen />);
    await user.click(await screen.findByRole('button', { name: 'Delete perro' }));
    expect(within(list()).queryByText('perro')).toBeNull();
    expect(screen.getByText('"perro" deleted.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(within(list()).getByText('perro')).toBeTruthy();
    expect(api.callsTo('DELETE /api/vocabulary/w1')).toHaveLength(0);
  });

  it('deletes on the server when the learner leaves before the undo window ends', async () => {
    const { api } = wordServer();
    const { user, unmount } = renderScreen(<VocabularyScreen />);
    await user.click(await screen.findByRole('button', { name: 'Delete perro' }));
    unmount();
    await waitFor(() => expect(api.callsTo('DELETE /api/vocabulary/w1')).toHaveLength(1));
  });
});
