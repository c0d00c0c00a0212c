import type { Level } from '../../../domain/levels';
import type { ScriptedTurn } from './types';

const help = (level: Level, text: string, answeredBy: string[]): ScriptedTurn => ({
  group: 'help',
  level,
  purpose: 'help',
  text,
  error: null,
  answeredBy,
});
const grammar = (level: Level, text: string, answeredBy: string[]): ScriptedTurn => ({
  group: 'grammar',
  level,
  purpose: 'grammar',
  text,
  error: null,
  answeredBy,
});

/**
 * Requests for a word or phrase, in English and Spanish. An answer names the Spanish asked for
 * (or, for a meaning, its English sense or a Spanish paraphrase).
 */
export const HELP_TURNS: readonly ScriptedTurn[] = [
  help('A1', "How do you say 'I'm looking for a pharmacy'?", ['farmacia']),
  help('A2', '¿Qué significa «madrugar»?', ['early', 'temprano', 'pronto']),
  help('A1', '¿Cómo se dice «the bill, please»?', ['cuenta']),
  help('B1', 'What does «me da igual» mean?', ['care', 'mind', 'same', 'importa']),
  help('B1', '¿Qué quiere decir «sobremesa»?', ['table', 'meal', 'comida', 'mesa', 'charla', 'conversacion']),
  help('A2', 'How do you say "I am tired"?', ['cansado', 'cansada']),
];

/**
 * Grammar questions as learners ask them. An answer names at least one notion of the rule (the
 * words a teacher's explanation cannot do without), not merely the words of the question.
 */
export const GRAMMAR_TURNS: readonly ScriptedTurn[] = [
  grammar('A2', '¿Cuándo se usa ser y cuándo estar?', [
    'permanente',
    'estado',
    'lugar',
    'origen',
    'profesion',
    'identidad',
    'caracteristica',
    'esta cansad',
    'donde esta',
    'como esta',
    'permanent',
    'location',
  ]),
  grammar('B1', 'When do I use the subjunctive?', [
    'deseo',
    'duda',
    'emocion',
    'wish',
    'doubt',
    'emotion',
    'quiero que',
    'espero que',
    'ojala',
    'lleva subjuntivo',
  ]),
  grammar('A2', '¿Cuál es la diferencia entre por y para?', [
    'causa',
    'motivo',
    'destino',
    'finalidad',
    'objetivo',
    'proposito',
    'cause',
    'purpose',
    'destination',
    'gracias a',
  ]),
  grammar('B1', '¿Cuándo uso el imperfecto?', [
    'costumbre',
    'habito',
    'habitual',
    'descripcion',
    'describir',
    'habit',
    'describe',
    'background',
    'cuando era',
    'de nino',
  ]),
  grammar('A2', "What's the difference between saber and conocer?", [
    'persona',
    'lugar',
    'dato',
    'informacion',
    'people',
    'place',
    'fact',
    'familiar',
    'conozco',
  ]),
  grammar('A1', '¿Cómo funciona el verbo gustar?', [
    'me gusta',
    'me gustan',
    'le gusta',
    'plural',
    'singular',
    'pleases',
  ]),
];

/** The first lesson, played as a learner would: greetings, one slip with «me llamo», a goodbye. */
export const LESSON_TURNS: readonly ScriptedTurn[] = (
  [
    { text: 'Hola, buenos días.', error: null },
    {
      text: 'Me llamo es Ana. ¿Cómo te llamas?',
      error: 'fixed-expressions' as const,
      accepted: ['Me llamo Ana. ¿Cómo te llamas?'],
      right: 'Me llamo Ana',
    },
    { text: 'Bien, gracias. ¿Y tú?', error: null },
    { text: 'Mucho gusto.', error: null },
    { text: 'Adiós, hasta luego.', error: null },
  ] satisfies Pick<ScriptedTurn, 'text' | 'error' | 'accepted' | 'right'>[]
).map((turn): ScriptedTurn => ({
  ...turn,
  group: 'lesson',
  level: 'A0',
  purpose: 'sentence',
  lesson: 'lesson-a0-1',
}));
