/** The tutor's tools in the browser (product.md#tutor-tools), built on the domain registry. */
import {
  noteCorrectionArgsSchema,
  TUTOR_TOOLS,
  type NoteCorrectionArgs,
} from '../../../../contracts/realtime';
import { createToolRegistry, isMemoryKey, type ToolRegistry } from '../../../../domain/tool-registry';
import { CORRECTION_KINDS } from '../../../../content/tutor/correction-kinds';

export interface SessionWord {
  word: string;
  definition: string;
}

/**
 * add_vocabulary adds to the session's word list; set_memory checks the key and acknowledges
 * (the relay stores the fact on the server, where it is kept across sessions); note_correction
 * checks the correction and acknowledges (the card is drawn from the call in the transcript, so
 * it sits under the message it corrects).
 */
export function createTutorTools(
  onWord: (word: SessionWord) => void,
  onCorrection: (correction: NoteCorrectionArgs) => void = () => undefined,
): ToolRegistry {
  const tools = createToolRegistry();
  tools.add(
    {
      name: TUTOR_TOOLS.addVocabulary,
      description: 'Add a Spanish word you introduced to the session vocabulary list.',
      parameters: {
        type: 'object',
        properties: { word: { type: 'string' }, definition: { type: 'string' } },
        required: ['word', 'definition'],
      },
    },
    (args) => {
      const word = typeof args.word === 'string' ? args.word.trim() : '';
      if (!word) throw new Error('add_vocabulary needs a word');
      const definition = typeof args.definition === 'string' ? args.definition.trim() : '';
      onWord({ word, definition });
      return { ok: true };
    },
  );
  tools.add(
    {
      name: TUTOR_TOOLS.setMemory,
      description: 'Remember a fact the learner shared.',
      parameters: {
        type: 'object',
        properties: { key: { type: 'string' }, value: { type: 'string' } },
        required: ['key', 'value'],
      },
    },
    (args) => {
      const key = typeof args.key === 'string' ? args.key : '';
      if (!isMemoryKey(key)) throw new Error('Memory keys must be lowercase words joined by underscores');
      if (typeof args.value !== 'string' || args.value.trim() === '')
        throw new Error('set_memory needs a value');
      return { ok: true };
    },
  );
  tools.add(
    {
      name: TUTOR_TOOLS.noteCorrection,
      description: 'Report a correction you made: what the learner said, the better form, a short why.',
      parameters: {
        type: 'object',
        properties: {
          original: { type: 'string' },
          corrected: { type: 'string' },
          explanation: { type: 'string' },
          category: { type: 'string', enum: [...CORRECTION_KINDS] },
        },
        required: ['original', 'corrected'],
      },
    },
    (args) => {
      const parsed = noteCorrectionArgsSchema.safeParse(args);
      if (!parsed.success)
        throw new Error('note_correction needs original and corrected (at most 500 characters each)');
      onCorrection(parsed.data);
      return { ok: true };
    },
  );
  return tools;
}
