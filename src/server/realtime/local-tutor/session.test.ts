import { describe, expect, it } from 'vitest';
import { getGlossary } from '../../../content/glossary';
import type { RealtimeEvent, SessionProfile } from '../../adapters/realtime/types';
import { SESSION_LIMITS, openLocalTutorSession } from './session';

const profile: SessionProfile = {
  userId: 'u1',
  level: 'A1',
  interests: ['food'],
  memory: {},
  lesson: null,
  voiceSpeed: 'normal',
  uiLanguage: 'es',
  difficulty: 'normal',
  goals: [],
  dueWords: [],
  voiceInput: 'hold',
  recurringKinds: [],
  focusKind: null,
};

function open() {
  const events: RealtimeEvent[] = [];
  let ready!: () => void;
  const opened = new Promise<void>((resolve) => (ready = resolve));
  const session = openLocalTutorSession(
    profile,
    { ready: () => ready(), event: (e) => events.push(e), closed: () => {} },
    { glossary: getGlossary(), seed: 1 },
  );
  const until = async (predicate: (e: RealtimeEvent) => boolean, from = 0) => {
    for (let i = 0; i < 2000; i += 1) {
      const found = events.slice(from).find(predicate);
      if (found) return found;
      await new Promise((resolve) => setImmediate(resolve));
    }
    throw new Error('event never came');
  };
  const say = (text: string) =>
    session.send({
      type: 'conversation.item.create',
      item: { type: 'message', role: 'user', content: [{ type: 'input_text', text }] },
    });
  return { session, events, opened, until, say };
}

describe('local tutor session', () => {
  it('sends function calls first, then the text with its translation once tool results are back', async () => {
    const s = open();
    await s.opened;
    s.say('Hola');
    s.session.send({ type: 'response.create' });
    await s.until((e) => e.type === 'response.done');
    s.say('Soy 20 años');
    const mark = s.events.length;
    s.session.send({ type: 'response.create' });
    const first = await s.until((e) => e.type === 'response.done', mark);
    const calls = (first.response as { output: { type: string; name: string; arguments: string }[] }).output;
    expect(calls.every((item) => item.type === 'function_call')).toBe(true);
    const note = calls.find((item) => item.name === 'note_correction');
    expect(JSON.parse(note?.arguments ?? '{}')).toEqual({
      original: 'Soy 20 años',
      corrected: 'Tengo 20 años',
      explanation: 'La edad va con «tener»: tengo veinte años.',
      category: 'ser-estar',
    });
    const after = s.events.length;
    s.session.send({ type: 'response.create' });
    await s.until((e) => e.type === 'response.done', after);
    const done = s.events.slice(after).find((e) => e.type === 'response.output_item.done') as unknown as {
      item: { content: { text: string; translation: string }[] };
    };
    expect(done.item.content[0]?.text).toContain('«tengo 20 años»');
    expect(done.item.content[0]?.translation).toMatch(/^[A-Z].*“tengo 20 años”/);
    const textDone = s.events.slice(after).find((e) => e.type === 'response.text.done') as unknown as {
      translation?: string;
    };
    const partDone = s.events
      .slice(after)
      .find((e) => e.type === 'response.content_part.done') as unknown as { part: { translation?: string } };
    expect(textDone.translation).toBe(done.item.content[0]?.translation);
    expect(partDone.part.translation).toBe(done.item.content[0]?.translation);
    s.session.close();
  });

  it('refuses an item larger than the cap, as an OpenAI error', async () => {
    const s = open();
    await s.opened;
    s.say('x'.repeat(SESSION_LIMITS.maxItemChars + 1));
    const error = await s.until((e) => e.type === 'error');
    expect((error.error as { code: string }).code).toBe('item_too_large');
    s.session.close();
  });

  it('answers 400 maximum-size items within a bounded time', async () => {
    const s = open();
    await s.opened;
    const big = 'Me gusta los perros y yo es en la casa de el profesor. '
      .repeat(200)
      .slice(0, SESSION_LIMITS.maxItemChars);
    const start = performance.now();
    for (let i = 0; i < SESSION_LIMITS.maxItems; i += 1) s.say(big);
    s.session.send({ type: 'response.create' });
    await s.until((e) => e.type === 'response.done');
    const elapsed = performance.now() - start;
    expect(elapsed).toBeLessThan(3000);
    // The session refuses text beyond its total, instead of growing without bound.
    expect(
      s.events.some(
        (e) => e.type === 'error' && (e.error as { code: string }).code === 'session_limit_reached',
      ),
    ).toBe(true);
    s.session.close();
  });
});
