import type { GrammarNote } from '../types';

/** Grammar notes first needed by the B2 lessons (ids unique across every notes file). */
export const B2_LESSON_NOTES: readonly GrammarNote[] = [
  {
    id: 'b2-conditional-perfect',
    title: {
      en: 'Conditional perfect: habría + participle',
      es: 'Condicional compuesto: habría + participio',
    },
    level: 'B2',
    keys: [
      ['condicional', 'compuesto'],
      ['conditional', 'perfect'],
      ['habria', 'participio'],
      ['would have'],
    ],
    answer: {
      basic: {
        es: '«Habría» + participio es «would have»: «Habría ido», «Habríamos ganado».',
        en: '“Habría” + participle is “would have”: “I would have gone”, “We would have won”.',
      },
      richer: {
        es: 'Habría, habrías, habría… + participio: el resultado de algo que no pasó. «Con más tiempo, habría terminado».',
        en: 'Habría, habrías, habría… + participle: the result of something that didn’t happen. “With more time, I would have finished”.',
      },
    },
    example: { es: 'Yo habría elegido otra carrera.', en: 'I would have chosen another degree.' },
    more: {
      es: 'También sirve para suponer sobre el pasado: «Habrían salido ya cuando llamaste».',
      en: 'It also guesses about the past: “They must have left already when you called”.',
    },
    explanation: {
      en: 'The conditional perfect is the conditional of haber plus a past participle (habría estudiado, habrías visto). It tells what would have happened under another past condition, usually with si + pluperfect subjunctive or with de + infinitive, and it can also express a guess about an earlier past.',
      es: 'El condicional compuesto se forma con el condicional de haber y un participio (habría estudiado, habrías visto). Expresa lo que habría pasado con otra condición en el pasado, normalmente con si + pluscuamperfecto de subjuntivo o con de + infinitivo, y también una suposición sobre un pasado anterior.',
    },
  },
  {
    id: 'b2-reproach-haber',
    title: {
      en: 'Reproaches: deberías haber + participle',
      es: 'Reproches: deberías haber + participio',
    },
    level: 'B2',
    keys: [['deberias', 'haber'], ['tendrias que haber'], ['should have'], ['reproche'], ['reproach']],
    answer: {
      basic: {
        es: 'Para reprochar: «deberías haber» o «tendrías que haber» + participio. «Deberías haber llamado».',
        en: 'To reproach: “deberías haber” or “tendrías que haber” + participle. “You should have called”.',
      },
      richer: {
        es: 'El condicional de deber o tener que con un infinitivo compuesto critica lo que no se hizo: «Podrías haberme avisado».',
        en: 'The conditional of deber or tener que with a perfect infinitive criticises what was not done: “You could have told me”.',
      },
    },
    example: {
      es: 'No deberías haber gritado a tu hermano.',
      en: 'You shouldn’t have shouted at your brother.',
    },
    more: {
      es: 'Los pronombres se unen a haber: «Tendrías que habérmelo dicho», «Podrías haberlo pensado antes».',
      en: 'Pronouns attach to haber: “You should have told me”, “You could have thought of it before”.',
    },
    explanation: {
      en: 'A reproach about the past uses the conditional of deber, tener que or poder followed by haber + participle: deberías haber venido, tendrías que haberme avisado, podrías haberlo dicho. Object pronouns go on the end of haber or before the first verb: me lo podrías haber dicho.',
      es: 'Un reproche sobre el pasado usa el condicional de deber, tener que o poder seguido de haber + participio: deberías haber venido, tendrías que haberme avisado, podrías haberlo dicho. Los pronombres van detrás de haber o delante del primer verbo: me lo podrías haber dicho.',
    },
  },
  {
    id: 'b2-accidental-se',
    title: { en: 'Accidental se: se me olvidó', es: 'El se involuntario: se me olvidó' },
    level: 'B2',
    keys: [['se me olvido'], ['se me', 'rompio'], ['accidental', 'se'], ['se', 'involuntario']],
    answer: {
      basic: {
        es: 'Para decir que algo pasó sin querer: «se me olvidó», «se me rompió el vaso».',
        en: 'To say something happened by accident: “I forgot”, “the glass broke on me”.',
      },
      richer: {
        es: 'Se + pronombre de la persona + verbo que concuerda con la cosa: «Se me cayeron las llaves».',
        en: 'Se + the person’s pronoun + a verb agreeing with the thing: “I dropped my keys”.',
      },
    },
    example: { es: 'Perdona, se me olvidó tu cumpleaños.', en: 'Sorry, I forgot your birthday.' },
    more: {
      es: 'Así la culpa parece menor: «Rompí el vaso» suena a que lo hice; «Se me rompió», a un accidente.',
      en: 'It makes the blame seem smaller: “I broke the glass” sounds deliberate; “it broke on me”, an accident.',
    },
    explanation: {
      en: 'With verbs like olvidar, romper, caer, perder or acabar, Spanish presents an accident as something that happened to someone: se + indirect object pronoun (me, te, le, nos, os, les) + a verb agreeing with the thing affected. Se me olvidó la cita; se nos acabaron las pilas.',
      es: 'Con verbos como olvidar, romper, caer, perder o acabar, el español presenta un accidente como algo que le ocurre a alguien: se + pronombre de objeto indirecto (me, te, le, nos, os, les) + un verbo que concuerda con la cosa afectada. Se me olvidó la cita; se nos acabaron las pilas.',
    },
  },
  {
    id: 'b2-mixed-conditionals',
    title: {
      en: 'Mixed conditionals: past condition, present result',
      es: 'Condicionales mixtas: condición pasada, resultado presente',
    },
    level: 'B2',
    keys: [
      ['condicionales', 'mixtas'],
      ['mixed', 'conditionals'],
      ['hubiera', 'ahora'],
    ],
    answer: {
      basic: {
        es: 'Un pasado irreal con un resultado de hoy: «Si hubiera estudiado, ahora tendría trabajo».',
        en: 'An unreal past with a result today: “If I had studied, I would have a job now”.',
      },
      richer: {
        es: 'Si + pluscuamperfecto de subjuntivo y condicional simple: «Si no se hubiera inventado internet, hoy trabajaríamos de otra forma».',
        en: 'Si + pluperfect subjunctive and a simple conditional: “If the internet had not been invented, we would work differently today”.',
      },
    },
    example: {
      es: 'Si no hubiera emigrado, hoy viviría en Quito.',
      en: 'If I hadn’t emigrated, I would live in Quito today.',
    },
    more: {
      es: 'Al revés también se puede: «Si fuera más valiente, habría aceptado aquel trabajo».',
      en: 'The other way round works too: “If I were braver, I would have accepted that job”.',
    },
    explanation: {
      en: 'The two halves of a conditional can belong to different times. A past condition that did not happen (si + pluperfect subjunctive) can have a present result (conditional): si hubiera ahorrado, ahora tendría una casa. A permanent unreal condition (si + imperfect subjunctive) can have a past result (conditional perfect): si fuera más paciente, no me habría enfadado.',
      es: 'Las dos partes de una condicional pueden referirse a tiempos distintos. Una condición pasada que no se cumplió (si + pluscuamperfecto de subjuntivo) puede tener un resultado presente (condicional): si hubiera ahorrado, ahora tendría una casa. Una condición irreal permanente (si + imperfecto de subjuntivo) puede tener un resultado pasado (condicional compuesto): si fuera más paciente, no me habría enfadado.',
    },
  },
];

/** The B2 lessons' grammar points (exact string) → the id of the note that answers each. */
export const B2_LESSON_GRAMMAR: Readonly<Record<string, string>> = {
  // Unit 4
  'Unreal past conditions: si + pluperfect subjunctive, conditional perfect': 'pluperfect-subjunctive',
  'Conditional perfect: habría + participle for results that never happened': 'b2-conditional-perfect',
  'Reproaches: deberías / tendrías que + haber + participle': 'b2-reproach-haber',
  'Accidental se: se me olvidó, se me rompió': 'b2-accidental-se',
  'Past feeling + que + pluperfect subjunctive: me dolió que no hubieran venido': 'pluperfect-subjunctive',
  'Mixed conditionals: si + pluperfect subjunctive, conditional for the present': 'b2-mixed-conditionals',
};
