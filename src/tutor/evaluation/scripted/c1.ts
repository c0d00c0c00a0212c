import type { CorrectionKind } from '../../../content/tutor/correction-kinds';
import type { ScriptedTurn } from './types';

const ok = (text: string): ScriptedTurn => ({
  group: 'C1',
  level: 'C1',
  purpose: 'sentence',
  text,
  error: null,
});
const err = (text: string, error: CorrectionKind, corrected: string, right: string): ScriptedTurn => ({
  group: 'C1',
  level: 'C1',
  purpose: 'sentence',
  text,
  error,
  accepted: [corrected],
  right,
});

/**
 * C1 sentences (the outside corpora stop at B2): the errors advanced learners still make —
 * hypotheticals, concessive and impersonal subjunctive, regimes of verbs, false friends, event
 * location with ser, pronoun number, pluperfect — next to correct sentences of the same reach.
 * Correct and incorrect alternate, so any first few turns hold both.
 */
export const C1_TURNS: readonly ScriptedTurn[] = [
  err(
    'Si habría sabido que venías, te habría preparado la cena.',
    'subjunctive',
    'Si hubiera sabido que venías, te habría preparado la cena.',
    'hubiera sabido',
  ),
  ok('Si hubiera sabido que venías, te habría preparado algo especial.'),
  err(
    'Por mucho que insistes, no voy a cambiar de opinión.',
    'subjunctive',
    'Por mucho que insistas, no voy a cambiar de opinión.',
    'insistas',
  ),
  ok('Ojalá me lo hubieras dicho antes; lo habría resuelto yo misma.'),
  err(
    'El proyecto consiste de tres fases bien diferenciadas.',
    'prepositions',
    'El proyecto consiste en tres fases bien diferenciadas.',
    'consiste en',
  ),
  ok('Por mucho que lo intente, no consigo acostumbrarme al horario de aquí.'),
  err(
    'La reunión está en la sala de juntas del tercer piso.',
    'ser-estar',
    'La reunión es en la sala de juntas del tercer piso.',
    'es',
  ),
  ok('No creo que haya sido buena idea cambiar de proveedor a estas alturas.'),
  err(
    'Actualmente no lo dijo por maldad, sino por torpeza.',
    'word-choice',
    'En realidad no lo dijo por maldad, sino por torpeza.',
    'En realidad',
  ),
  ok('Me alegro de que hayáis llegado a un acuerdo sin necesidad de abogados.'),
  err(
    'Es imprescindible que todos los participantes firman el acuerdo.',
    'subjunctive',
    'Es imprescindible que todos los participantes firmen el acuerdo.',
    'firmen',
  ),
  ok('A medida que pasaban los años, se iba dando cuenta de lo que había perdido.'),
  err(
    'Buscamos personas que sean capaz de trabajar en equipo.',
    'agreement',
    'Buscamos personas que sean capaces de trabajar en equipo.',
    'capaces',
  ),
  ok('De haberlo sabido, no habría aceptado el puesto.'),
  err(
    'Ayer a estas horas ya terminé el informe.',
    'past-tenses',
    'Ayer a estas horas ya había terminado el informe.',
    'había terminado',
  ),
  ok('Lo que más me preocupa es que nadie se haga responsable de los errores.'),
  err(
    'Le dije a mis padres que no iría a la cena.',
    'pronouns',
    'Les dije a mis padres que no iría a la cena.',
    'Les dije',
  ),
  ok('Aunque me lo jures, no me lo creo.'),
  err(
    'Estaba muy embarazada porque se le olvidó el discurso delante de todos.',
    'word-choice',
    'Estaba muy avergonzada porque se le olvidó el discurso delante de todos.',
    'avergonzada',
  ),
  ok('Me acuerdo de que de niños pasábamos los veranos en el pueblo.'),
  err(
    'Los resultados satisfacieron a todos los inversores.',
    'verb-forms',
    'Los resultados satisficieron a todos los inversores.',
    'satisficieron',
  ),
  ok('Te lo advierto para que no te pille por sorpresa.'),
  err(
    'No entiendo porqué se marchó sin despedirse.',
    'spelling',
    'No entiendo por qué se marchó sin despedirse.',
    'por qué',
  ),
  err(
    'No es que no me gusta tu propuesta, sino que llega tarde.',
    'subjunctive',
    'No es que no me guste tu propuesta, sino que llega tarde.',
    'guste',
  ),
];
