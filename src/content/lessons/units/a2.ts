import type { UnitContent } from './schema';

/** A2 units, in order. A unit's lessons are played in the order listed. */
export const A2_UNITS: UnitContent[] = [
  {
    id: 'unit-a2-1',
    level: 'A2',
    order: 1,
    functions: 'narrating finished events, describing how things used to be, telling a story',
    grammar: 'regular and irregular preterite, imperfect, soler, preterite vs imperfect, estaba + gerund',
    en: { title: 'Telling the Past', goal: 'Narrate what happened and describe how things used to be.' },
    es: { title: 'Contar el pasado', goal: 'Cuenta lo que pasó y describe cómo eran las cosas.' },
    lessonIds: ['lesson-a2-1', 'lesson-a2-2', 'lesson-a2-3', 'lesson-a2-4'],
  },
  {
    id: 'unit-a2-2',
    level: 'A2',
    order: 2,
    functions: 'describing changes and routines, avoiding repetition, comparing',
    grammar:
      'pronoun position, reciprocal se, irse / dormirse, direct and indirect object pronouns, se lo, comparatives, -ísimo',
    en: {
      title: 'Shaping Sentences',
      goal: 'Use reflexive verbs, object pronouns and comparisons to say more with less.',
    },
    es: {
      title: 'Construir frases',
      goal: 'Usa verbos reflexivos, pronombres de objeto y comparaciones para decir más con menos.',
    },
    lessonIds: ['lesson-a2-5', 'lesson-a2-6', 'lesson-a2-7'],
  },
  {
    id: 'unit-a2-3',
    level: 'A2',
    order: 3,
    functions: 'travelling, describing symptoms, giving instructions',
    grammar: '¿podría…?, doler like gustar, tener que, affirmative tú commands with pronouns',
    en: { title: 'Out and About', goal: 'Travel, see a doctor and follow or give instructions.' },
    es: { title: 'De aquí para allá', goal: 'Viaja, ve al médico y sigue o da instrucciones.' },
    lessonIds: ['lesson-a2-8', 'lesson-a2-9', 'lesson-a2-10'],
  },
  {
    id: 'unit-a2-4',
    level: 'A2',
    order: 4,
    functions:
      'talking about today and recent events, saying what is done or still pending, sharing experiences, asking whether anything or anybody is there',
    grammar:
      'present perfect, irregular participles, ya / todavía no, acabar de + infinitive, perfect vs preterite, algo / nadie and the double negative, algún / ningún',
    en: {
      title: 'What Have You Done?',
      goal: 'Talk about what you have done today, in your life and not yet.',
    },
    es: {
      title: '¿Qué has hecho?',
      goal: 'Habla de lo que has hecho hoy, en tu vida y lo que aún no has hecho.',
    },
    lessonIds: ['lesson-a2-11', 'lesson-a2-12', 'lesson-a2-13', 'lesson-a2-14', 'lesson-a2-15'],
  },
  {
    id: 'unit-a2-5',
    level: 'A2',
    order: 5,
    functions:
      'telling a life story, sharing childhood memories, recounting holidays and matches, saying how long and since when',
    grammar:
      'preterite milestones and third-person stem changes (murió), imperfect for memories, preterite vs imperfect, hace… que, desde / desde hace',
    en: {
      title: 'Lives and Memories',
      goal: 'Tell the story of a life, your childhood and your holidays, and say how long things have lasted.',
    },
    es: {
      title: 'Vidas y recuerdos',
      goal: 'Cuenta una vida, tu infancia y tus vacaciones, y di cuánto tiempo duran las cosas.',
    },
    lessonIds: ['lesson-a2-16', 'lesson-a2-17', 'lesson-a2-18', 'lesson-a2-19', 'lesson-a2-20'],
  },
  {
    id: 'unit-a2-6',
    level: 'A2',
    order: 6,
    functions:
      'buying train tickets and asking about times and platforms, settling into a holiday flat, hiring a car, reporting and describing a lost object, asking for tourist information and recommendations',
    grammar:
      'questions for travel information, se puede / no se puede, hay que + infinitive, accidental se (se me ha perdido), de + material, merece la pena + infinitive',
    en: {
      title: 'On the Move',
      goal: 'Travel by train and car, stay in a holiday flat and find your way as a visitor.',
    },
    es: {
      title: 'De viaje',
      goal: 'Viaja en tren y en coche, alójate en un apartamento y oriéntate como visitante.',
    },
    lessonIds: ['lesson-a2-21', 'lesson-a2-22', 'lesson-a2-23', 'lesson-a2-24', 'lesson-a2-25'],
  },
  {
    id: 'unit-a2-7',
    level: 'A2',
    order: 7,
    functions:
      'sorting out a problem at the bank, sending letters and parcels, complaining and returning goods, explaining what you want at the hairdresser, getting clothes and shoes cleaned or repaired',
    grammar:
      'present perfect for mishaps, polite requests (quería, ¿podría…?), tardar en + infinitive, preterite and perfect in a complaint, two object pronouns in requests, reflexives for things done for you, para + deadline',
    en: {
      title: 'Errands and Services',
      goal: 'Get things done at the bank, the post office, the shops and the hairdresser.',
    },
    es: {
      title: 'Recados y servicios',
      goal: 'Resuelve tus gestiones en el banco, en Correos, en las tiendas y en la peluquería.',
    },
    lessonIds: ['lesson-a2-26', 'lesson-a2-27', 'lesson-a2-28', 'lesson-a2-29', 'lesson-a2-30'],
  },
  {
    id: 'unit-a2-8',
    level: 'A2',
    order: 8,
    functions:
      'talking about plans and how sure they are, making promises and predictions, organising a party, understanding a weather forecast, describing landscapes and walks',
    grammar:
      'pensar + infinitive, tener pensado, a lo mejor / quizás, the simple future (first look) and its frequent irregulars, offers with the present, superlative + que + perfect',
    en: {
      title: 'Plans and Forecasts',
      goal: 'Talk about what you intend to do, what will happen and where you would like to go.',
    },
    es: {
      title: 'Planes y previsiones',
      goal: 'Habla de lo que piensas hacer, de lo que pasará y de adónde te gustaría ir.',
    },
    lessonIds: ['lesson-a2-31', 'lesson-a2-32', 'lesson-a2-33', 'lesson-a2-34', 'lesson-a2-35'],
  },
  {
    id: 'unit-a2-9',
    level: 'A2',
    order: 9,
    functions:
      'explaining a toothache, buying medicine and understanding how to take it, telling a small accident, giving step-by-step instructions for a machine, talking about sleep and stress',
    grammar:
      'usted commands, cada / antes de / después de for doses, reflexive verbs in the present perfect, accidental se, tú commands and hay que for instructions, costar like gustar',
    en: {
      title: 'Looking After Yourself',
      goal: 'Deal with small health problems and accidents, follow instructions and talk about rest.',
    },
    es: {
      title: 'Cuidarse',
      goal: 'Resuelve pequeños problemas de salud y accidentes, sigue instrucciones y habla del descanso.',
    },
    lessonIds: ['lesson-a2-36', 'lesson-a2-37', 'lesson-a2-38', 'lesson-a2-39', 'lesson-a2-40'],
  },
  {
    id: 'unit-a2-10',
    level: 'A2',
    order: 10,
    functions:
      'giving opinions on films and series, apologising and making excuses, describing old photos, sharing and reacting to news, talking about the best and worst experiences',
    grammar:
      'parecer like gustar, present perfect for opinions and news, es que + reason, preterite for what went wrong, estaba + gerund to describe, ¡qué + noun!, relative and absolute superlatives',
    en: {
      title: 'Sharing News and Opinions',
      goal: 'Say what you thought, apologise, catch up with friends and pick out the best and the worst.',
    },
    es: {
      title: 'Novedades y opiniones',
      goal: 'Di qué te ha parecido algo, pide perdón, ponte al día con tus amigos y elige lo mejor y lo peor.',
    },
    lessonIds: ['lesson-a2-41', 'lesson-a2-42', 'lesson-a2-43', 'lesson-a2-44', 'lesson-a2-45'],
  },
];
