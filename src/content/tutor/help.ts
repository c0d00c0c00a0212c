/** What the tutor says when the learner asks for help: simpler, slower, a meaning, a word. */
import type { Line } from './types';

export const SIMPLER_LEADS: readonly Line[] = [
  { es: 'Perdona. Más fácil:', en: 'Sorry. More simply:' },
  { es: 'Vale, más despacio:', en: 'OK, more slowly:' },
  { es: 'Te lo digo de otra forma:', en: "I'll say it another way:" },
  { es: 'Sin problema. Así:', en: 'No problem. Like this:' },
];
export const MEANING: readonly Line[] = [
  { es: '«{word}» significa «{gloss}».', en: '“{word}” means “{gloss}”.' },
  { es: '«{word}» quiere decir «{gloss}».', en: '“{word}” means “{gloss}”.' },
];
export const MEANING_UNKNOWN: readonly Line[] = [
  {
    es: 'No conozco la palabra «{word}». ¿Puedes escribirla otra vez?',
    en: "I don't know the word “{word}”. Can you write it again?",
  },
];
export const HOW_TO_SAY: readonly Line[] = [
  { es: '«{english}» en español es «{spanish}».', en: '“{english}” in Spanish is “{spanish}”.' },
  { es: 'Se dice «{spanish}».', en: 'You say “{spanish}”.' },
];
export const HOW_TO_SAY_UNKNOWN: readonly Line[] = [
  { es: 'No sé esa palabra. ¿Puedes usar otra?', en: "I don't know that word. Can you use another one?" },
];
export const ENGLISH_MODEL: readonly Line[] = [
  { es: 'En español: «{model}».', en: 'In Spanish: “{model}”.' },
  { es: 'En español se dice: «{model}».', en: 'In Spanish you say: “{model}”.' },
];
export const ENGLISH_ENCOURAGE: readonly Line[] = [
  {
    es: '¡En español, por favor! Prueba con palabras sencillas.',
    en: 'In Spanish, please! Try simple words.',
  },
  { es: '¡Inténtalo en español! Poco a poco.', en: 'Try it in Spanish! Little by little.' },
  { es: 'Mejor en español. ¡Tú puedes!', en: 'Better in Spanish. You can do it!' },
];
