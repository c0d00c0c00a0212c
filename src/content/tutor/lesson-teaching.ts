/**
 * What the tutor says to run a lesson: the goal, the grammar point, the scene, hints, the
 * listening exercise and the closing summary. The lesson's own lines (its role, scene, steps and
 * listening) come from its script; these frame them.
 */
import type { Line } from './types';

/** {title} is the lesson's Spanish title; {task} what the learner has to do in the scene. */
export const LESSON_OPENING: Line = {
  es: 'Hoy practicamos «{title}». {task}',
  en: 'Today we practise “{title}”. {task}',
};

/** {answer} is the grammar note's rule; {example} its model sentence. */
export const LESSON_GRAMMAR: Line = {
  es: 'Primero, la gramática. {answer} Por ejemplo: «{example}».',
  en: 'First, the grammar. {answer} For example: “{example}”.',
};

/** {role} is who the tutor plays, {scene} where; the first line of the scene follows. */
export const LESSON_SCENE: Line = {
  es: 'Ahora, la escena: yo soy {role}. {scene}',
  en: 'Now, the scene: I am {role}. {scene}',
};

/** Said once per step when the learner's answer used none of the expressions it calls for. */
export const LESSON_HINT: readonly Line[] = [
  { es: 'Puedes usar «{word}»{gloss}.', en: 'You can use “{word}”{gloss}.' },
  { es: 'Prueba con «{word}»{gloss}.', en: 'Try “{word}”{gloss}.' },
];

export const USED_WORD: readonly Line[] = [
  { es: '¡Muy bien! Usaste «{word}» perfectamente.', en: 'Very good! You used “{word}” perfectly.' },
  { es: '¡Bien! «{word}», perfecto.', en: 'Good! “{word}”, perfect.' },
  { es: '¡Genial, has usado «{word}»!', en: 'Great, you used “{word}”!' },
  { es: '¡Eso es! «{word}» está muy bien usado.', en: "That's it! “{word}” is very well used." },
];

/** {line} is what the learner must listen to, {question} the question about it. */
export const LESSON_LISTENING: Line = {
  es: 'Ahora escucha: «{line}» {question}',
  en: 'Now listen: “{line}” {question}',
};
export const LISTENING_RIGHT: readonly Line[] = [
  { es: '¡Exacto! Lo has entendido.', en: 'Exactly! You understood it.' },
  { es: '¡Muy bien, eso es!', en: "Very good, that's it!" },
];
export const LISTENING_AGAIN: Line = {
  es: 'No exactamente. Escucha otra vez: «{line}»',
  en: 'Not quite. Listen again: “{line}”',
};
/** {answer} is the key word of the line (as the line writes it). */
export const LISTENING_ANSWER: Line = {
  es: 'La respuesta es «{answer}».',
  en: 'The answer is “{answer}”.',
};

/** {count} is «una expresión» or «3 expresiones»; {a} one of them. */
export const LESSON_SUMMARY: Line = {
  es: 'Resumen: has usado bien {count}, como «{a}».',
  en: 'Summary: you used {count} well, such as “{a}”.',
};
export const LESSON_SUMMARY_NONE: Line = {
  es: 'Resumen: todavía no has usado las expresiones de la lección.',
  en: "Summary: you haven't used the lesson's expressions yet.",
};
/** {missed} lists two or three expressions not used yet. */
export const LESSON_MISSED: Line = {
  es: 'Te faltan {missed}.',
  en: 'Still to use: {missed}.',
};
/** {sentence} is the corrected sentence that mattered most. */
export const LESSON_REMEMBER: Line = {
  es: 'Recuerda: «{sentence}».',
  en: 'Remember: “{sentence}”.',
};
export const LESSON_END_HINT: Line = {
  es: 'Puedes terminar la lección cuando quieras.',
  en: 'You can end the lesson whenever you like.',
};
export const LESSON_READY: Line = { es: '¿Empezamos?', en: 'Shall we start?' };
export const LESSON_NO_WORRY: Line = { es: 'No pasa nada.', en: 'No problem.' };
