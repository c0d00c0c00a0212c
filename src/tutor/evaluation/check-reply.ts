/** Shared checks of the evaluation suite: a reply is short, grammatical, translated and fresh. */
import { expect } from 'vitest';
import { getGlossary } from '../../content/glossary';
import { sentenceKeys } from '../compose';
import { createGrammarChecker } from '../grammar/engine';
import { wordCount } from '../text';
import type { TutorTurn } from '../tutor';

const checker = createGrammarChecker(getGlossary());

/** The reply without what it quotes on purpose: the learner's wrong words and English glosses. */
export function spanishOf(turn: TutorTurn): string {
  let text = turn.text.replace(/\([^)]*\)/g, '');
  if (turn.correction) text = text.split(`«${turn.correction.wrong}»`).join('');
  return text;
}

export function checkReplies(turns: readonly TutorTurn[], label: string): void {
  turns.forEach((turn, index) => {
    const where = `${label}, reply ${index + 1}: ${turn.text}`;
    expect(turn.text.trim(), where).not.toBe('');
    expect(turn.translation.trim(), where).not.toBe('');
    expect(turn.text, where).not.toMatch(/\{\w+\}/);
    expect(turn.translation, where).not.toMatch(/\{\w+\}/);
    expect(wordCount(turn.text), where).toBeLessThanOrEqual(20);
    expect(checker.findings(spanishOf(turn)), where).toEqual([]);
    if (turn.kind === 'repeat') return;
    const recent = new Set(
      turns
        .slice(Math.max(0, index - 8), index)
        .filter((t) => t.kind !== 'repeat')
        .flatMap((t) => sentenceKeys(t.text)),
    );
    for (const key of sentenceKeys(turn.text))
      expect(recent.has(key), `${where} repeats «${key}»`).toBe(false);
  });
}
