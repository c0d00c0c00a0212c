import type { UnitContent } from './schema';

/** C2 units, in order. A unit's lessons are played in the order listed. */
export const C2_UNITS: UnitContent[] = [
  {
    id: 'unit-c2-1',
    level: 'C2',
    order: 1,
    functions: 'shading meaning, reading fiction, wordplay and irony',
    grammar:
      'verbs whose meaning follows the mood, el hecho de que, quizá with both moods, literary tenses, anteposed adjectives',
    en: { title: 'Nuance and Style', goal: 'Choose mood for nuance, read fiction and play with words.' },
    es: {
      title: 'Matiz y estilo',
      goal: 'Elige el modo para matizar, lee ficción y juega con las palabras.',
    },
    lessonIds: ['lesson-c2-1', 'lesson-c2-2', 'lesson-c2-3'],
  },
  {
    id: 'unit-c2-2',
    level: 'C2',
    order: 2,
    functions: 'recognising regional variation, speaking in public',
    grammar:
      'vosotros / ustedes, perfect vs preterite by region, leísmo, voseo, rhetorical triads, emphatic inversion',
    en: {
      title: 'Varieties of Spanish',
      goal: 'Recognise regional variation and voseo, and speak in public with rhetoric.',
    },
    es: {
      title: 'Las variedades del español',
      goal: 'Reconoce la variación regional y el voseo, y habla en público con retórica.',
    },
    lessonIds: ['lesson-c2-4', 'lesson-c2-5', 'lesson-c2-6'],
  },
  {
    id: 'unit-c2-3',
    level: 'C2',
    order: 3,
    functions: 'reading legal texts, colloquial speech, false friends, poetry',
    grammar:
      'future subjunctive, legal syntax, colloquial ellipsis, intensifiers, calques, synalepha and hyperbaton',
    en: {
      title: 'Language at the Edges',
      goal: 'Read legal and archaic forms, slang, false friends and poetry.',
    },
    es: {
      title: 'El idioma en sus márgenes',
      goal: 'Lee formas jurídicas y arcaicas, jerga, falsos amigos y poesía.',
    },
    lessonIds: ['lesson-c2-7', 'lesson-c2-8', 'lesson-c2-9', 'lesson-c2-10'],
  },
  {
    id: 'unit-c2-4',
    level: 'C2',
    order: 4,
    functions:
      'using proverbs, talking about translating and interpreting, explaining mishaps, tracing the history of Spanish, telling how a long project unfolded',
    grammar:
      'the syntax of proverbs, translating -ing forms, aspectual and accidental se, the -ra form as pluperfect, aspectual periphrases, tener / llevar + participle',
    en: {
      title: 'Tradition and Translation',
      goal: 'Use proverbs, talk about translation and the history of Spanish, and master se and verbal aspect.',
    },
    es: {
      title: 'Tradición y traducción',
      goal: 'Usa refranes, habla de traducción y de la historia del español, y domina el se y el aspecto verbal.',
    },
    lessonIds: ['lesson-c2-11', 'lesson-c2-12', 'lesson-c2-13', 'lesson-c2-14', 'lesson-c2-15'],
  },
  {
    id: 'unit-c2-5',
    level: 'C2',
    order: 5,
    functions:
      'explaining a medical report, reporting financial rumours, defending a thesis, analysing a column, reading irony and understatement',
    grammar:
      'clitics in long verb chains, the conditional of rumour, academic hedging, sequence of tenses in complex sentences, attenuation and ironic praise',
    en: {
      title: 'Registers and Subtext',
      goal: 'Move between the registers of medicine, finance and academia, analyse style and read between the lines.',
    },
    es: {
      title: 'Registros y sobrentendidos',
      goal: 'Muévete entre los registros de la medicina, las finanzas y la universidad, analiza el estilo y lee entre líneas.',
    },
    lessonIds: ['lesson-c2-16', 'lesson-c2-17', 'lesson-c2-18', 'lesson-c2-19', 'lesson-c2-20'],
  },
];
