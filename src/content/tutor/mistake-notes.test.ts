import { describe, expect, it } from 'vitest';
import { CORRECTION_KINDS } from './correction-kinds';
import { GRAMMAR_NOTES } from './grammar-notes';
import { KIND_NOTE_IDS, notesForKind } from './mistake-notes';
import { PRACTICE_QUESTIONS } from './practice-questions';

describe('the notes and questions for each kind of mistake', () => {
  it.each(CORRECTION_KINDS.filter((kind) => kind !== 'other'))('%s has a note and questions', (kind) => {
    expect(notesForKind(kind).length).toBeGreaterThanOrEqual(1);
    expect(PRACTICE_QUESTIONS[kind as Exclude<typeof kind, 'other'>].length).toBeGreaterThanOrEqual(3);
  });

  it('every note named exists', () => {
    const ids = new Set(GRAMMAR_NOTES.map((note) => note.id));
    for (const noteIds of Object.values(KIND_NOTE_IDS)) for (const id of noteIds) expect(ids).toContain(id);
  });
});
