/**
 * A lesson as the AI tutor runs it: the same guided role-play the built-in tutor plays from the
 * lesson's script (goal, grammar point with one example, the scene in role, listening, summary),
 * written as instructions. The script's lines are the tutor's own; the model adapts around them.
 */
import type { LessonContent } from '../../content/lessons';
import { scriptFor } from '../../content/lessons/scripts';
import { GRAMMAR_NOTES, LESSON_GRAMMAR_NOTES } from '../../content/tutor/grammar-notes';

export function lessonInstructions(lesson: LessonContent): string[] {
  const words = lesson.vocabulary.map((item) => `${item.spanish} (${item.english})`).join(', ');
  const point = lesson.grammarPoints[0] ?? '';
  const note = GRAMMAR_NOTES.find((n) => n.id === LESSON_GRAMMAR_NOTES[point]);
  const script = scriptFor(lesson.id);
  const lines = [
    `This conversation is the lesson "${lesson.title}" (${lesson.level}). Topics: ${lesson.conversationTopics.join('; ')}.`,
    `The lesson's expressions, which the learner must use: ${words}.`,
    `Grammar in focus: ${lesson.grammarPoints.join('; ')}.`,
  ];
  if (!script) return [...lines, 'Practise these expressions and the grammar point in conversation.'];
  const steps = script.steps.map((step, i) => `${i + 1}) «${step.line.es}»`).join(' ');
  return [
    ...lines,
    'Run the lesson as a guided role-play, in this order, one step per reply:',
    `1. Opening: name today's goal in one sentence: «${script.task.es}»`,
    `2. Grammar: introduce "${point}" with one example${note ? `: «${note.example.es}»` : ''}.`,
    `3. Role-play: you are ${script.role.en} («${script.role.es}»). Scene: «${script.scene.es}» Say these lines in order, adapting them to what the learner says: ${steps} Then close the scene: «${script.closing.es}» If the learner's answer does not use an expression the line calls for, offer that expression once as a hint.`,
    `4. Listening: say exactly «${script.listening.line.es}» and ask «${script.listening.question.es}». An answer that contains ${script.listening.answers.map((a) => `"${a}"`).join(' or ')} is right; otherwise say the line once more.`,
    '5. Closing: sum up the expressions the learner used correctly, two or three still to use, and the one correction that mattered most.',
    'Always follow what the learner says: answer their questions first, then continue the scene. Never drill words out of context.',
  ];
}
