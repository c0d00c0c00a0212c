import type { UnitContent } from './schema';

/** C1 units, in order. A unit's lessons are played in the order listed. */
export const C1_UNITS: UnitContent[] = [
  {
    id: 'unit-c1-1',
    level: 'C1',
    order: 1,
    functions: 'setting time frames, conceding, adapting register, using idioms',
    grammar:
      'cuando / antes de que + subjunctive, por mucho que, reduplicative subjunctive, courtesy imperfect, nominalisation, idioms that conjugate',
    en: {
      title: 'Precision and Register',
      goal: 'Master time and concession clauses, shift register and use idioms naturally.',
    },
    es: {
      title: 'Precisión y registro',
      goal: 'Domina las oraciones temporales y concesivas, cambia de registro y usa modismos con naturalidad.',
    },
    lessonIds: ['lesson-c1-1', 'lesson-c1-2', 'lesson-c1-3'],
  },
  {
    id: 'unit-c1-2',
    level: 'C1',
    order: 2,
    functions: 'presenting data, writing emails, running meetings',
    grammar: 'academic impersonal se, percentages, softeners, quedar en, perfect and pluperfect subjunctive',
    en: {
      title: 'Spanish at Work and Study',
      goal: 'Present, write emails, run meetings and use the perfect subjunctive.',
    },
    es: {
      title: 'El español en el trabajo y el estudio',
      goal: 'Presenta, escribe correos, dirige reuniones y usa el subjuntivo compuesto.',
    },
    lessonIds: ['lesson-c1-4', 'lesson-c1-5', 'lesson-c1-6'],
  },
  {
    id: 'unit-c1-3',
    level: 'C1',
    order: 3,
    functions: 'structuring discourse, describing change, persuading, hedging',
    grammar:
      'written and spoken connectors, verbs of change (ponerse, volverse, hacerse, quedarse), cleft sentences, habrá quien',
    en: { title: 'Building an Argument', goal: 'Connect ideas, describe change and persuade in debates.' },
    es: { title: 'Construir un argumento', goal: 'Conecta ideas, describe cambios y convence en un debate.' },
    lessonIds: ['lesson-c1-7', 'lesson-c1-8', 'lesson-c1-9', 'lesson-c1-10'],
  },
  {
    id: 'unit-c1-4',
    level: 'C1',
    order: 4,
    functions:
      'debating a reform, discussing economic news, drafting official notices, debating bioethics, describing an ideal candidate',
    grammar:
      'subjunctive in relatives (unknown antecedent, after a preposition, quienquiera que), passive with ser and impersonal formulas in formal texts, aun cuando and así + subjunctive, figures and trends',
    en: {
      title: 'Public Affairs',
      goal: 'Debate laws, the economy and bioethics, and write in the impersonal style of official texts.',
    },
    es: {
      title: 'Asuntos públicos',
      goal: 'Debate sobre leyes, economía y bioética, y escribe con el estilo impersonal de los textos oficiales.',
    },
    lessonIds: ['lesson-c1-11', 'lesson-c1-12', 'lesson-c1-13', 'lesson-c1-14', 'lesson-c1-15'],
  },
  {
    id: 'unit-c1-5',
    level: 'C1',
    order: 5,
    functions:
      'negotiating a deal, resolving a conflict, speculating, explaining science to the public, joking and teasing',
    grammar:
      'siempre y cuando + subjunctive, no es que + subjunctive, modal periphrases (deber de, haber de, venir a), reformulation markers (es decir, o sea, mejor dicho), idioms with a fixed pronoun',
    en: {
      title: 'Negotiating, Explaining and Joking',
      goal: 'Negotiate and settle conflicts, speculate, explain science plainly and hold your own in banter.',
    },
    es: {
      title: 'Negociar, explicar y bromear',
      goal: 'Negocia y resuelve conflictos, haz conjeturas, divulga la ciencia con claridad y defiéndete en las bromas.',
    },
    lessonIds: ['lesson-c1-16', 'lesson-c1-17', 'lesson-c1-18', 'lesson-c1-19', 'lesson-c1-20'],
  },
];
