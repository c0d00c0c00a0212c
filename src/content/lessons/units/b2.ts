import type { UnitContent } from './schema';

/** B2 units, in order. A unit's lessons are played in the order listed. */
export const B2_UNITS: UnitContent[] = [
  {
    id: 'unit-b2-1',
    level: 'B2',
    order: 1,
    functions: 'hypothesising, describing processes impersonally',
    grammar: 'imperfect subjunctive, si-clauses, passive and passive se',
    en: {
      title: 'Hypotheses and Structures',
      goal: 'Hypothesise with the imperfect subjunctive and si-clauses, and use the passive.',
    },
    es: {
      title: 'Hipótesis y estructuras',
      goal: 'Formula hipótesis con el imperfecto de subjuntivo y las oraciones con si, y usa la pasiva.',
    },
    lessonIds: ['lesson-b2-1', 'lesson-b2-2', 'lesson-b2-3'],
  },
  {
    id: 'unit-b2-2',
    level: 'B2',
    order: 2,
    functions: 'debating, defining and specifying, describing traditions',
    grammar:
      'aunque with both moods, no es que, relative clauses (cuyo, la que, subjunctive antecedent), se for customs',
    en: {
      title: 'Society and Culture',
      goal: 'Debate issues, link ideas with relative clauses and talk about traditions.',
    },
    es: {
      title: 'Sociedad y cultura',
      goal: 'Debate temas, une ideas con oraciones de relativo y habla de tradiciones.',
    },
    lessonIds: ['lesson-b2-4', 'lesson-b2-5', 'lesson-b2-6'],
  },
  {
    id: 'unit-b2-3',
    level: 'B2',
    order: 3,
    functions: 'negotiating, reporting what others said, reviewing works, arguing about the environment',
    grammar:
      'conditional offers, siempre que, reported speech with backshift, historic present, lo + adjective, para que, de ahí que',
    en: {
      title: 'Reporting and Reviewing',
      goal: 'Negotiate, report what others said and review films, books and the environment.',
    },
    es: {
      title: 'Contar y valorar',
      goal: 'Negocia, transmite lo que otros dijeron y valora películas, libros y el medio ambiente.',
    },
    lessonIds: ['lesson-b2-7', 'lesson-b2-8', 'lesson-b2-9', 'lesson-b2-10'],
  },
  {
    id: 'unit-b2-4',
    level: 'B2',
    order: 4,
    functions: 'imagining a different past, reproaching and apologising, reacting to past events',
    grammar:
      'si + pluperfect subjunctive, conditional perfect, deberías haber + participle, accidental se, mixed conditionals',
    en: {
      title: 'What Might Have Been',
      goal: 'Imagine how things would have gone, reproach, apologise and react to what happened.',
    },
    es: {
      title: 'Lo que pudo haber sido',
      goal: 'Imagina cómo habrían ido las cosas, reprocha, discúlpate y reacciona ante lo que pasó.',
    },
    lessonIds: ['lesson-b2-11', 'lesson-b2-12', 'lesson-b2-13', 'lesson-b2-14'],
  },
  {
    id: 'unit-b2-5',
    level: 'B2',
    order: 5,
    functions:
      'talking about habits and changes, describing working life and healthcare, narrating sudden events, discussing housing',
    grammar:
      'dejar de, volver a, acabar de + infinitive; seguir + gerund, seguir sin; llegar a, tardar en; ponerse a, echarse a, estar a punto de; ir + gerund',
    en: {
      title: 'Habits and Turning Points',
      goal: 'Describe habits, changes and sudden events with verb periphrases, and talk about work, health and housing.',
    },
    es: {
      title: 'Costumbres y cambios de rumbo',
      goal: 'Describe hábitos, cambios y sucesos repentinos con perífrasis verbales, y habla de trabajo, salud y vivienda.',
    },
    lessonIds: ['lesson-b2-15', 'lesson-b2-16', 'lesson-b2-17', 'lesson-b2-18', 'lesson-b2-19'],
  },
  {
    id: 'unit-b2-6',
    level: 'B2',
    order: 6,
    functions:
      'contrasting and conceding, giving causes, reading headlines, judging sources, describing buildings and art',
    grammar:
      'a pesar de que with both moods, mientras que, por consiguiente, ya que / puesto que / dado que, nominalisation, conditional of rumour, preposition + relative',
    en: {
      title: 'Connecting and Condensing Ideas',
      goal: 'Link ideas with formal connectors and relatives, condense them into nouns, and read the news critically.',
    },
    es: {
      title: 'Conectar y condensar ideas',
      goal: 'Une ideas con conectores formales y relativos, condénsalas en sustantivos y lee las noticias con espíritu crítico.',
    },
    lessonIds: ['lesson-b2-20', 'lesson-b2-21', 'lesson-b2-22', 'lesson-b2-23', 'lesson-b2-24'],
  },
  {
    id: 'unit-b2-7',
    level: 'B2',
    order: 7,
    functions:
      'reporting questions and requests, comparing education systems, debating technology, interpreting art, reporting a press conference',
    grammar:
      'reported questions (si, question words), reported requests with que + subjunctive, es + adjective + que + subjunctive, siempre y cuando, tentative podría',
    en: {
      title: 'Questions, Requests and Public Debate',
      goal: 'Report what others asked and requested, and discuss schools, technology, art and the news.',
    },
    es: {
      title: 'Preguntas, peticiones y debate público',
      goal: 'Transmite lo que otros preguntaron y pidieron, y habla de educación, tecnología, arte y prensa.',
    },
    lessonIds: [
      'lesson-b2-25',
      'lesson-b2-26',
      'lesson-b2-27',
      'lesson-b2-28',
      'lesson-b2-29',
      'lesson-b2-30',
    ],
  },
];
