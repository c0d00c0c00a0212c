import type { QuickAssessmentQuestion } from '../../domain/assessment/types';

/**
 * The 3 questions of the 30-second quick check (product.md#quick-assessment, product.md#quick-assessment-scoring).
 * Each option's kind says what choosing it shows: 'wrong' (incorrect or "I don't know"),
 * 'basic' (understandable but minimal), 'correct', 'intermediate' (correct with past-tense or polite
 * structures), 'advanced' (correct with richer, more idiomatic Spanish). Every question offers an
 * honest way out ("No sé") so beginners are not forced to guess.
 */
export const QUICK_ASSESSMENT_QUESTIONS: QuickAssessmentQuestion[] = [
  {
    id: 'quick-greeting',
    question: 'How would you greet someone in the morning?',
    options: [
      { text: 'Buenas noches', kind: 'wrong' },
      { text: 'Buenos días', kind: 'basic' },
      { text: 'Muy buenos días, ¿cómo ha amanecido usted?', kind: 'advanced' },
      { text: "No sé (I don't know)", kind: 'wrong' },
    ],
  },
  {
    id: 'quick-yesterday',
    question: 'A friend asks you «¿Qué hiciste ayer?». Which answer would you give?',
    options: [
      { text: 'Fui al cine con mi hermana.', kind: 'intermediate' },
      { text: 'Ayer... cine.', kind: 'basic' },
      { text: 'Mañana voy al cine.', kind: 'wrong' },
      { text: 'Fui al cine, aunque habría preferido quedarme en casa descansando.', kind: 'advanced' },
      { text: "No sé (I don't know)", kind: 'wrong' },
    ],
  },
  {
    id: 'quick-bill',
    question: 'You have finished eating in a restaurant. How would you ask for the bill?',
    options: [
      { text: 'El menú, por favor.', kind: 'wrong' },
      { text: '¿Sería tan amable de traernos la cuenta cuando pueda?', kind: 'advanced' },
      { text: 'La cuenta, por favor.', kind: 'correct' },
      { text: '¿Nos trae la cuenta, por favor?', kind: 'intermediate' },
      { text: "No sé (I don't know)", kind: 'wrong' },
    ],
  },
];
