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
    es: 'No pasa nada. Prueba en español, poco a poco.',
    en: "That's fine. Try it in Spanish, little by little.",
  },
  {
    es: 'Vale. ¿Lo intentamos en español? Con palabras sencillas.',
    en: 'OK. Shall we try it in Spanish? With simple words.',
  },
  {
    es: 'Tranquilo, poco a poco. En español, si puedes.',
    en: 'No rush, little by little. In Spanish, if you can.',
  },
];
/** Grammar answers come in steps: the rule, then an example, then more. */
export const EXAMPLE_OFFER: readonly Line[] = [
  { es: '¿Quieres un ejemplo?', en: 'Would you like an example?' },
  { es: '¿Te doy un ejemplo?', en: 'Shall I give you an example?' },
  { es: '¿Vemos un ejemplo?', en: 'Shall we look at an example?' },
];
export const GRAMMAR_EXAMPLE: readonly Line[] = [
  { es: 'Por ejemplo: «{example}»{gloss}.', en: 'For example: “{example}”{gloss}.' },
  { es: 'Un ejemplo: «{example}»{gloss}.', en: 'An example: “{example}”{gloss}.' },
];
export const GRAMMAR_MORE_OFFER: readonly Line[] = [
  { es: '¿Te explico más?', en: 'Shall I explain more?' },
  { es: '¿Sigo?', en: 'Shall I go on?' },
  { es: '¿Quieres saber más?', en: 'Do you want to know more?' },
];
export const GRAMMAR_UNKNOWN: readonly Line[] = [
  {
    es: 'No estoy segura de qué regla preguntas. ¿Me escribes un ejemplo?',
    en: "I'm not sure which rule you're asking about. Can you write me an example?",
  },
];
