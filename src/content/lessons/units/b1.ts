import type { UnitContent } from './schema';

/** B1 units, in order. A unit's lessons are played in the order listed. */
export const B1_UNITS: UnitContent[] = [
  {
    id: 'unit-b1-1',
    level: 'B1',
    order: 1,
    functions: 'giving opinions, advising, expressing feelings and doubt',
    grammar: 'present subjunctive: forms, with influence, emotion and doubt',
    en: {
      title: 'Wishes, Advice and Feelings',
      goal: 'Give opinions, advise and react with the present subjunctive.',
    },
    es: {
      title: 'Deseos, consejos y sentimientos',
      goal: 'Da opiniones, aconseja y reacciona con el presente de subjuntivo.',
    },
    lessonIds: ['lesson-b1-1', 'lesson-b1-2', 'lesson-b1-3', 'lesson-b1-4'],
  },
  {
    id: 'unit-b1-2',
    level: 'B1',
    order: 2,
    functions: 'predicting, promising, asking politely, hypothesising about the present',
    grammar: 'future, conditional, por vs para',
    en: {
      title: 'Future and Possibility',
      goal: 'Predict, promise, ask politely and imagine with the future and the conditional.',
    },
    es: {
      title: 'Futuro y posibilidad',
      goal: 'Predice, promete, pide con cortesía e imagina con el futuro y el condicional.',
    },
    lessonIds: ['lesson-b1-5', 'lesson-b1-6', 'lesson-b1-7'],
  },
  {
    id: 'unit-b1-3',
    level: 'B1',
    order: 3,
    functions: 'job interviews, reporting the news, telling anecdotes and reacting',
    grammar:
      'present perfect for experience, llevar + gerund, dice que…, passive se, pluperfect, story connectors',
    en: { title: 'Work and the World', goal: 'Handle a job interview, discuss the news and tell anecdotes.' },
    es: {
      title: 'El trabajo y el mundo',
      goal: 'Afronta una entrevista de trabajo, comenta las noticias y cuenta anécdotas.',
    },
    lessonIds: ['lesson-b1-8', 'lesson-b1-9', 'lesson-b1-10'],
  },
  {
    id: 'unit-b1-4',
    level: 'B1',
    order: 4,
    functions: 'looking for work, taking part in meetings, explaining problems, complaining and claiming',
    grammar:
      'relative clauses with que, donde, lo que and a preposition, es necesario que and para que + subjunctive, me lo / se lo',
    en: {
      title: 'At Work',
      goal: 'Apply for a job, speak up in meetings, explain problems and make a complaint.',
    },
    es: {
      title: 'En el trabajo',
      goal: 'Solicita un empleo, participa en reuniones, explica problemas y presenta una reclamación.',
    },
    lessonIds: ['lesson-b1-11', 'lesson-b1-12', 'lesson-b1-13', 'lesson-b1-14', 'lesson-b1-15'],
  },
  {
    id: 'unit-b1-5',
    level: 'B1',
    order: 5,
    functions:
      'reporting what others said and asked, talking about the media, solving problems with technology',
    grammar:
      'reported speech in the past, indirect questions with si, passive with ser, si + present, pronouns with commands',
    en: {
      title: 'News, Media and Technology',
      goal: 'Pass on what people said and asked, discuss the media and solve problems with devices.',
    },
    es: {
      title: 'Noticias, medios y tecnología',
      goal: 'Transmite lo que otros dijeron y preguntaron, comenta los medios y resuelve problemas con aparatos.',
    },
    lessonIds: ['lesson-b1-16', 'lesson-b1-17', 'lesson-b1-18', 'lesson-b1-19', 'lesson-b1-20'],
  },
  {
    id: 'unit-b1-6',
    level: 'B1',
    order: 6,
    functions: 'talking about diet, exercise and habits, explaining rules, predicting, offering help',
    grammar:
      'es bueno que / conviene que + subjunctive, dejar de and seguir + gerund, passive se, cuando + subjunctive, si + present + future, para que',
    en: {
      title: 'Health and the Planet',
      goal: 'Talk about healthy habits, recycling and the climate, and offer your time to help.',
    },
    es: {
      title: 'La salud y el planeta',
      goal: 'Habla de hábitos sanos, del reciclaje y del clima, y ofrece tu tiempo para ayudar.',
    },
    lessonIds: ['lesson-b1-21', 'lesson-b1-22', 'lesson-b1-23', 'lesson-b1-24', 'lesson-b1-25'],
  },
  {
    id: 'unit-b1-7',
    level: 'B1',
    order: 7,
    functions:
      'describing friends and character, arguing and apologising, dealing with neighbours, renting a home',
    grammar:
      'relative clauses about people, ser vs estar for character and mood, se lo dije, te pido que + subjunctive, subjunctive in relative clauses',
    en: {
      title: 'People Around Us',
      goal: 'Describe friends and character, sort out conflicts and find a place to live.',
    },
    es: {
      title: 'La gente que nos rodea',
      goal: 'Describe a amigos y caracteres, resuelve conflictos y busca un sitio donde vivir.',
    },
    lessonIds: ['lesson-b1-26', 'lesson-b1-27', 'lesson-b1-28', 'lesson-b1-29', 'lesson-b1-30'],
  },
  {
    id: 'unit-b1-8',
    level: 'B1',
    order: 8,
    functions:
      'banking, managing money, buying online and returning goods, talking about studies and courses',
    grammar:
      'pronouns with infinitives, aunque + indicative, todavía no / ya with the present perfect, cuando + subjunctive, ojalá',
    en: {
      title: 'Money and Learning',
      goal: 'Manage a bank account and a budget, shop online and talk about your studies.',
    },
    es: {
      title: 'Dinero y estudios',
      goal: 'Gestiona una cuenta y un presupuesto, compra en línea y habla de tus estudios.',
    },
    lessonIds: ['lesson-b1-31', 'lesson-b1-32', 'lesson-b1-33', 'lesson-b1-34', 'lesson-b1-35'],
  },
  {
    id: 'unit-b1-9',
    level: 'B1',
    order: 9,
    functions:
      'solving travel problems, making an insurance claim, talking about films and books, describing festivals',
    grammar:
      'accidental se (se me ha perdido), passive with ser in reports, lo mejor de / lo que más me gustó, me ha parecido, se for customs',
    en: {
      title: 'Travel and Leisure',
      goal: 'Sort out problems on a journey and talk about films, books and festivals.',
    },
    es: {
      title: 'Viajes y ocio',
      goal: 'Resuelve problemas en un viaje y habla de películas, libros y fiestas.',
    },
    lessonIds: ['lesson-b1-36', 'lesson-b1-37', 'lesson-b1-38', 'lesson-b1-39', 'lesson-b1-40'],
  },
  {
    id: 'unit-b1-10',
    level: 'B1',
    order: 10,
    functions:
      'explaining customs and manners, giving and thanking for presents, giving, defending and changing opinions',
    grammar:
      'es normal que + subjunctive, te lo / se lo, me parece que vs no me parece que + subjunctive, argument connectors, ya no and todavía',
    en: {
      title: 'Customs and Opinions',
      goal: 'Explain customs and manners, and give, defend and change your opinions.',
    },
    es: {
      title: 'Costumbres y opiniones',
      goal: 'Explica costumbres y modales, y da, defiende y cambia tus opiniones.',
    },
    lessonIds: ['lesson-b1-41', 'lesson-b1-42', 'lesson-b1-43', 'lesson-b1-44', 'lesson-b1-45'],
  },
];
