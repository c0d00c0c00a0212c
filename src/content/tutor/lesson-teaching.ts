/** What the tutor says to teach a lesson: preview, practice prompts, grammar, praise, summary. */
import type { Line } from './types';

export const LESSON_PREVIEW: Line = {
  es: 'Hoy practicamos «{a}» y «{b}».',
  en: 'Today we practise “{a}” and “{b}”.',
};

/** {word} is the lesson item; {gloss} its English meaning (in parentheses at A0–A2 only). */
export const PRACTISE_WORD: readonly Line[] = [
  {
    es: 'Practica «{word}»{gloss}: di una frase, por favor.',
    en: 'Practise “{word}”{gloss}: say a sentence, please.',
  },
  {
    es: 'Ahora, «{word}»{gloss}: ¿puedes usarlo en una frase?',
    en: 'Now, “{word}”{gloss}: can you use it in a sentence?',
  },
  {
    es: 'Otra expresión: «{word}»{gloss}; haz una frase con ella.',
    en: 'Another expression: “{word}”{gloss}; make a sentence with it.',
  },
  {
    es: 'Vamos con «{word}»{gloss}: ¿una frase con eso?',
    en: "Let's do “{word}”{gloss}: a sentence with that?",
  },
  {
    es: 'Nueva expresión: «{word}»{gloss}; dime algo con ella.',
    en: 'New expression: “{word}”{gloss}; tell me something with it.',
  },
];

export const USED_WORD: readonly Line[] = [
  { es: '¡Muy bien! Usaste «{word}» perfectamente.', en: 'Very good! You used “{word}” perfectly.' },
  { es: '¡Bien! «{word}», perfecto.', en: 'Good! “{word}”, perfect.' },
  { es: '¡Genial, has usado «{word}»!', en: 'Great, you used “{word}”!' },
  { es: '¡Eso es! «{word}» está muy bien usado.', en: "That's it! “{word}” is very well used." },
];

export const GRAMMAR_POINT: readonly Line[] = [
  {
    es: 'Ahora, gramática: «{example}». ¿Puedes decir una frase así?',
    en: 'Now, grammar ({point}): “{example}”. Can you say a sentence like that?',
  },
  {
    es: 'Fíjate en esta estructura: «{example}». Haz una frase parecida.',
    en: 'Notice this structure ({point}): “{example}”. Make a similar sentence.',
  },
];

/** {count} is «una expresión» or «3 expresiones». */
export const LESSON_SUMMARY: readonly Line[] = [
  {
    es: '¡Buen trabajo! Hoy has usado {count} de la lección, como «{a}».',
    en: 'Good work! Today you used {count} from the lesson, such as “{a}”.',
  },
];
export const LESSON_SUMMARY_NONE: Line = {
  es: 'Hoy hemos visto {count} de la lección, como «{a}». ¡Practícalas otra vez!',
  en: 'Today we saw {count} from the lesson, such as “{a}”. Practise them again!',
};
export const LESSON_END_HINT: Line = {
  es: 'Puedes terminar la lección cuando quieras.',
  en: 'You can end the lesson whenever you like.',
};
