import { describe, expect, it } from 'vitest';
import { askedWords, isHelpRequest } from './requests';
import { transcriptSentences } from './transcript-text';
import { transcriptTurns } from './turns';

const askedIn = (...lines: string[]) => askedWords(transcriptTurns(lines.join('\n')), transcriptSentences);
const asked = (...lines: string[]) => askedIn(...lines).map(({ spanish, english }) => [spanish, english]);

describe('askedWords, the words as the learner wrote them', () => {
  it('keeps the accents of the word asked about', () => {
    expect(asked('user: ¿Qué significa «pájaro»?')).toEqual([['pájaro', null]]);
    expect(asked('user: pájaro… ¿qué significa pájaro?')).toEqual([['pájaro', null]]);
    expect(asked('user: ¿Qué significa « añoranza »?')).toEqual([['añoranza', null]]);
    expect(asked('user: How do you say " playground "?', 'assistant: Se dice «el patio».')).toEqual([
      ['el patio', 'playground'],
    ]);
  });

  it('keeps an English phrase asked for even when it has an apostrophe', () => {
    const [word] = askedIn("user: How do you say don't worry?", 'assistant: Se dice «no te preocupes».');
    expect(word?.spanish).toBe('no te preocupes');
    expect(word?.english).toBe("don't worry");
    const [curly] = askedIn('user: How do you say I’m tired?', 'assistant: Se dice «estoy cansado».');
    expect(curly?.english).toBe('I’m tired');
  });

  it('reads a word in single or curly quotes after «qué es»', () => {
    expect(asked("user: ¿Qué es 'un plazo'?", 'assistant: Un plazo es un tiempo: "a deadline".')).toEqual([
      ['un plazo', 'a deadline'],
    ]);
    expect(asked('user: ¿Qué es ‘un plazo’?')).toEqual([['un plazo', null]]);
    expect(isHelpRequest("¿Qué es 'un plazo'?")).toBe(true);
  });

  it('understands «what’s the meaning of» with an apostrophe', () => {
    expect(isHelpRequest("What's the meaning of madrugar?")).toBe(true);
    expect(isHelpRequest('What’s the meaning of madrugar?')).toBe(true);
    expect(asked("user: What's the meaning of madrugar?")).toEqual([['madrugar', null]]);
  });

  it('tells which side gave the English, and keeps the question', () => {
    expect(
      askedIn(
        'user: ¿Qué significa «madrugar»?',
        'assistant: «Madrugar» significa «to get up early».',
        'user: How do you say luggage?',
        'assistant: Se dice equipaje.',
      ),
    ).toEqual([
      {
        spanish: 'madrugar',
        english: 'to get up early',
        fromTutor: true,
        question: '¿Qué significa «madrugar»?',
      },
      { spanish: 'equipaje', english: 'luggage', fromTutor: false, question: 'How do you say luggage?' },
    ]);
  });
});

describe('askedWords, the tutor’s answer', () => {
  it('is the next tutor turn, after any other learner turn', () => {
    expect(
      asked(
        'user: ¿Qué significa «madrugar»?',
        'user: Perdón, no lo entiendo.',
        'assistant: «Madrugar» significa «to get up early».',
      ),
    ).toEqual([['madrugar', 'to get up early']]);
  });

  it('counts only the learner’s questions, not the tutor’s', () => {
    expect(asked('assistant: ¿Sabes qué significa «madrugar»?', 'user: No.')).toEqual([]);
  });

  it('gives nothing for «how do you say» when the tutor gives no Spanish', () => {
    expect(asked('user: How do you say luggage?', 'assistant: ¡Buena pregunta!')).toEqual([]);
  });

  it('trims the words quoted with spaces inside the marks', () => {
    expect(asked('user: ¿Cómo se dice "kitchen"?', 'assistant: Se dice « la cocina ».')).toEqual([
      ['la cocina', 'kitchen'],
    ]);
    expect(
      asked('user: ¿Qué significa «madrugar»?', 'assistant: « madrugar » es « to get up early ».'),
    ).toEqual([['madrugar', 'to get up early']]);
  });

  it('skips a blank quotation', () => {
    expect(asked('user: ¿Cómo se dice "kitchen"?', 'assistant: « » no: se dice «la cocina».')).toEqual([
      ['la cocina', 'kitchen'],
    ]);
    expect(asked('user: ¿Qué significa «madrugar»?', 'assistant: Completa: « ».')).toEqual([
      ['madrugar', null],
    ]);
  });

  it('reads an unquoted meaning up to the bracket', () => {
    expect(
      asked(
        'user: What does alojamiento mean?',
        'assistant: Alojamiento means accommodation (el lugar donde duermes).',
      ),
    ).toEqual([['alojamiento', 'accommodation']]);
  });

  it('keeps an English meaning of up to 60 characters, not a longer explanation', () => {
    const exact = 'to get up very early in the morning, before the sun comes up';
    const longer = `${exact}, for work`;
    expect(exact).toHaveLength(60);
    expect(asked('user: ¿Qué significa «madrugar»?', `assistant: Significa «${exact}».`)).toEqual([
      ['madrugar', exact],
    ]);
    expect(asked('user: ¿Qué significa «madrugar»?', `assistant: Significa «${longer}».`)).toEqual([
      ['madrugar', null],
    ]);
  });
});
