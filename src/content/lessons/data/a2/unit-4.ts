/*
 * The A2 units after the first three, and their lessons:
 *  4 What Have You Done? — 11 What Have You Done Today?, 12 Already or Not Yet?,
 *    13 Have You Ever…?, 14 This Week or Last Week?, 15 Somebody, Nobody, Something, Nothing
 *  5 Lives and Memories — 16 A Life Story, 17 Childhood Memories, 18 Holidays Told in the Past,
 *    19 Sport in the Past, 20 How Long? hace… que and desde
 *  6 On the Move — 21 At the Train Station, 22 Renting a Flat, 23 Hiring a Car,
 *    24 Lost Property, 25 At the Tourist Office
 *  7 Errands and Services — 26 At the Bank, 27 At the Post Office, 28 Complaints and Returns,
 *    29 At the Hairdresser, 30 Something Is Broken at Home
 *  8 Plans and Forecasts — 31 Plans and Intentions, 32 What Will Happen? The Simple Future,
 *    33 Organising a Party, 34 The Weather Forecast, 35 Out in Nature
 *  9 Looking After Yourself — 36 Healthy Habits, 37 At the Pharmacy, 38 Small Accidents,
 *    39 How Does It Work? Instructions, 40 Sleep and Stress
 * 10 Sharing News and Opinions — 41 Films and Books You Have Seen, 42 Excuses and Apologies,
 *    43 People in Your Life, 44 What's New?, 45 The Best and the Worst
 */
import type { LessonContent } from '../../schema';

/** A2 unit 4: the present perfect for today and for experience, ya / todavía, indefinite pronouns. */
export const A2_UNIT_4_LESSONS: LessonContent[] = [
  {
    id: 'lesson-a2-11',
    title: 'What Have You Done Today?',
    description: 'Say what you have done today and this week with the present perfect of regular verbs.',
    order: 11,
    level: 'A2',
    category: 'Grammar',
    duration: 30,
    objectives: [
      'Form the present perfect with haber and a participle in -ado / -ido',
      'Use it with time frames that are not over: hoy, esta mañana, esta semana',
      'Tell someone how your day has gone so far',
    ],
    es: {
      title: '¿Qué has hecho hoy?',
      description:
        'Cuenta lo que has hecho hoy y esta semana con el pretérito perfecto de los verbos regulares.',
      objectives: [
        'Formar el pretérito perfecto con haber y un participio en -ado / -ido',
        'Usarlo con periodos que no han terminado: hoy, esta mañana, esta semana',
        'Contar a alguien cómo te ha ido el día hasta ahora',
      ],
    },
    vocabulary: [
      { spanish: 'me he levantado', english: 'I have got up', partOfSpeech: 'phrase' },
      { spanish: 'he desayunado', english: 'I have had breakfast', partOfSpeech: 'phrase' },
      { spanish: 'he trabajado', english: 'I have worked', partOfSpeech: 'phrase' },
      { spanish: 'has comido', english: 'you have eaten; you have had lunch', partOfSpeech: 'phrase' },
      { spanish: 'he ido', english: 'I have gone; I have been (to)', partOfSpeech: 'phrase' },
      { spanish: 'he tenido', english: 'I have had', partOfSpeech: 'phrase' },
      { spanish: 'he estado', english: 'I have been', partOfSpeech: 'phrase' },
      { spanish: 'hemos quedado', english: 'we have arranged to meet', partOfSpeech: 'phrase' },
      { spanish: 'esta mañana', english: 'this morning', partOfSpeech: 'phrase' },
      { spanish: 'hoy mismo', english: 'this very day; today', partOfSpeech: 'phrase' },
      { spanish: 'últimamente', english: 'lately', partOfSpeech: 'adv' },
      { spanish: '¿qué tal el día?', english: 'how was your day?', partOfSpeech: 'phrase' },
    ],
    grammarPoints: [
      'Present perfect: he, has, ha… + participle in -ado / -ido',
      'Present perfect with hoy, esta mañana, esta semana',
    ],
    conversationTopics: [
      'Everything you have done today, from getting up until now',
      'A busy week: what you have managed to do and with whom',
    ],
    prerequisites: ['lesson-a2-10'],
    exercises: [
      {
        type: 'roleplay',
        content: 'The tutor is your flatmate, home in the evening; you both talk about your day.',
        instructions: 'Say at least five things you have done today with the present perfect.',
      },
      {
        type: 'listening',
        content: 'Hoy me he levantado a las seis, he trabajado mucho y no he comido nada.',
        instructions: 'Say in English what the speaker has and has not done today.',
      },
    ],
    isActive: true,
  },
  {
    id: 'lesson-a2-12',
    title: 'Already or Not Yet?',
    description: 'Check what is done and what is still pending with ya, todavía no and acabar de.',
    order: 12,
    level: 'A2',
    category: 'Grammar',
    duration: 25,
    objectives: [
      'Say that something is already done with ya',
      'Say that something is not done yet with todavía no',
      'Say that something has just happened with acabar de + infinitive',
    ],
    es: {
      title: '¿Ya o todavía no?',
      description: 'Comprueba lo que está hecho y lo que falta con ya, todavía no y acabar de.',
      objectives: [
        'Decir con ya que algo está hecho',
        'Decir con todavía no que algo aún no está hecho',
        'Decir con acabar de + infinitivo que algo acaba de pasar',
      ],
    },
    vocabulary: [
      { spanish: 'ya', english: 'already', partOfSpeech: 'adv' },
      { spanish: 'todavía no', english: 'not yet', partOfSpeech: 'phrase' },
      { spanish: 'todavía', english: 'still', partOfSpeech: 'adv' },
      { spanish: 'aún no', english: 'not yet', partOfSpeech: 'phrase' },
      { spanish: 'ya he terminado', english: 'I have already finished', partOfSpeech: 'phrase' },
      { spanish: '¿has terminado ya?', english: 'have you finished yet?', partOfSpeech: 'phrase' },
      { spanish: 'acabo de llegar', english: 'I have just arrived', partOfSpeech: 'phrase' },
      { spanish: 'acaba de salir', english: 'he / she has just left', partOfSpeech: 'phrase' },
      { spanish: 'hacer la maleta', english: 'to pack (a suitcase)', partOfSpeech: 'phrase' },
      { spanish: 'reservar', english: 'to book', partOfSpeech: 'verb' },
      { spanish: 'la lista de tareas', english: 'to-do list', partOfSpeech: 'noun' },
      { spanish: 'pendiente', english: 'still to do; pending', partOfSpeech: 'adj' },
    ],
    grammarPoints: ['Ya and todavía no with the present perfect', 'Acabar de + infinitive'],
    conversationTopics: [
      'Getting ready for a trip: what is done and what is still pending',
      'Things you have just done and things you have not done yet this week',
    ],
    prerequisites: ['lesson-a2-11'],
    exercises: [
      {
        type: 'roleplay',
        content:
          'The tutor is a friend you are going on holiday with tomorrow; you go through the to-do list.',
        instructions: 'Answer each item with ya, todavía no or acabo de, and ask about the others.',
      },
      {
        type: 'listening',
        content: 'Ya he reservado el hotel, pero todavía no he hecho la maleta.',
        instructions: 'Say what is done and what is still pending.',
      },
    ],
    isActive: true,
  },
  {
    id: 'lesson-a2-13',
    title: 'Have You Ever…?',
    description: 'Talk about life experiences with alguna vez and the irregular participles.',
    order: 13,
    level: 'A2',
    category: 'Conversation',
    duration: 30,
    objectives: [
      'Use the irregular participles visto, hecho, escrito, roto, vuelto, abierto, dicho, puesto',
      'Ask about experiences with ¿alguna vez has…?',
      'Say how often you have done something',
    ],
    es: {
      title: '¿Alguna vez has…?',
      description: 'Habla de experiencias con alguna vez y los participios irregulares.',
      objectives: [
        'Usar los participios irregulares visto, hecho, escrito, roto, vuelto, abierto, dicho, puesto',
        'Preguntar por experiencias con ¿alguna vez has…?',
        'Decir cuántas veces has hecho algo',
      ],
    },
    vocabulary: [
      { spanish: 'alguna vez', english: 'ever', partOfSpeech: 'phrase' },
      { spanish: 'he visto', english: 'I have seen', partOfSpeech: 'phrase' },
      { spanish: 'he hecho', english: 'I have done; I have made', partOfSpeech: 'phrase' },
      { spanish: 'he escrito', english: 'I have written', partOfSpeech: 'phrase' },
      { spanish: 'he roto', english: 'I have broken', partOfSpeech: 'phrase' },
      { spanish: 'he vuelto', english: 'I have come back', partOfSpeech: 'phrase' },
      { spanish: 'he abierto', english: 'I have opened', partOfSpeech: 'phrase' },
      { spanish: 'he dicho', english: 'I have said', partOfSpeech: 'phrase' },
      { spanish: 'ha puesto', english: 'he / she has put', partOfSpeech: 'phrase' },
      { spanish: 'muchas veces', english: 'many times', partOfSpeech: 'phrase' },
      { spanish: 'dos veces', english: 'twice', partOfSpeech: 'phrase' },
      { spanish: 'la experiencia', english: 'experience', partOfSpeech: 'noun' },
    ],
    grammarPoints: [
      'Irregular participles: visto, hecho, escrito, roto, vuelto, abierto, dicho, puesto',
      'Experiences with alguna vez, nunca and … veces',
    ],
    conversationTopics: [
      'Unusual things you have done in your life',
      'Places you have been to more than once',
    ],
    prerequisites: ['lesson-a2-12'],
    exercises: [
      {
        type: 'roleplay',
        content: 'The tutor plays a game with you: each asks the other ¿alguna vez has…?',
        instructions: 'Answer with nunca, una vez or muchas veces and add a detail; then ask back.',
      },
      {
        type: 'listening',
        content: 'He visto esa película dos veces, pero nunca he leído el libro.',
        instructions: 'Say how many times the speaker has seen the film.',
      },
    ],
    isActive: true,
  },
  {
    id: 'lesson-a2-14',
    title: 'This Week or Last Week?',
    description: 'Choose between the present perfect and the preterite by the time you are talking about.',
    order: 14,
    level: 'A2',
    category: 'Grammar',
    duration: 30,
    objectives: [
      'Use the present perfect for a time that is not over and the preterite for a finished one',
      'Recognise the time expressions that go with each tense',
      'Tell a colleague about this week and last week',
    ],
    es: {
      title: '¿Esta semana o la semana pasada?',
      description: 'Elige entre el pretérito perfecto y el indefinido según el tiempo del que hablas.',
      objectives: [
        'Usar el perfecto para un tiempo que no ha terminado y el indefinido para uno terminado',
        'Reconocer las expresiones de tiempo que acompañan a cada tiempo verbal',
        'Contar a un compañero cómo ha ido esta semana y cómo fue la pasada',
      ],
    },
    vocabulary: [
      { spanish: 'la semana pasada', english: 'last week', partOfSpeech: 'phrase' },
      { spanish: 'el mes pasado', english: 'last month', partOfSpeech: 'phrase' },
      { spanish: 'el año pasado', english: 'last year', partOfSpeech: 'phrase' },
      { spanish: 'anteayer', english: 'the day before yesterday', partOfSpeech: 'adv' },
      { spanish: 'este mes', english: 'this month', partOfSpeech: 'phrase' },
      { spanish: 'hace un rato', english: 'a little while ago', partOfSpeech: 'phrase' },
      { spanish: 'hace poco', english: 'recently; not long ago', partOfSpeech: 'phrase' },
      { spanish: 'hasta ahora', english: 'so far; until now', partOfSpeech: 'phrase' },
      { spanish: 'en mi vida', english: 'in my life', partOfSpeech: 'phrase' },
      { spanish: '¿qué tal te ha ido?', english: 'how has it gone (for you)?', partOfSpeech: 'phrase' },
      { spanish: 'me ha ido bien', english: 'it has gone well for me', partOfSpeech: 'phrase' },
      { spanish: 'me fue mal', english: 'it went badly for me', partOfSpeech: 'phrase' },
    ],
    grammarPoints: ['Present perfect (esta semana) vs preterite (la semana pasada)'],
    conversationTopics: [
      'How this week has gone compared with last week',
      'Something you did last year and something you have done this year',
    ],
    prerequisites: ['lesson-a2-13'],
    exercises: [
      {
        type: 'roleplay',
        content: 'The tutor is a colleague on Friday afternoon; you compare this week with last week.',
        instructions: 'Use the present perfect for this week and the preterite for last week.',
      },
      {
        type: 'listening',
        content: 'La semana pasada me fue mal, pero esta semana me ha ido muy bien.',
        instructions: 'Say which week went well and which went badly.',
      },
    ],
    isActive: true,
  },
  {
    id: 'lesson-a2-15',
    title: 'Somebody, Nobody, Something, Nothing',
    description: 'Ask and answer about people and things with algo, nada, alguien, nadie, algún and ningún.',
    order: 15,
    level: 'A2',
    category: 'Grammar',
    duration: 25,
    objectives: [
      'Use algo / nada and alguien / nadie',
      'Use the double negative: no hay nadie, no queda nada',
      'Use algún and ningún before masculine nouns',
    ],
    es: {
      title: 'Alguien, nadie, algo, nada',
      description:
        'Pregunta y responde sobre personas y cosas con algo, nada, alguien, nadie, algún y ningún.',
      objectives: [
        'Usar algo / nada y alguien / nadie',
        'Usar la doble negación: no hay nadie, no queda nada',
        'Usar algún y ningún delante de nombres masculinos',
      ],
    },
    vocabulary: [
      { spanish: 'algo', english: 'something; anything', partOfSpeech: 'pron' },
      { spanish: 'nada', english: 'nothing; anything (after no)', partOfSpeech: 'pron' },
      { spanish: 'alguien', english: 'somebody; anybody', partOfSpeech: 'pron' },
      { spanish: 'nadie', english: 'nobody; anybody (after no)', partOfSpeech: 'pron' },
      { spanish: 'algún', english: 'some; any (before a masculine noun)', partOfSpeech: 'det' },
      { spanish: 'ningún', english: 'no; not any (before a masculine noun)', partOfSpeech: 'det' },
      { spanish: 'ninguna', english: 'none; not any (feminine)', partOfSpeech: 'det' },
      { spanish: 'cualquier cosa', english: 'anything (at all)', partOfSpeech: 'phrase' },
      { spanish: '¿hay alguien?', english: 'is anybody there?', partOfSpeech: 'phrase' },
      { spanish: 'no hay nadie', english: 'there is nobody', partOfSpeech: 'phrase' },
      { spanish: '¿necesitas algo?', english: 'do you need anything?', partOfSpeech: 'phrase' },
      { spanish: 'no queda nada', english: 'there is nothing left', partOfSpeech: 'phrase' },
    ],
    grammarPoints: [
      'Algo / nada, alguien / nadie and the double negative',
      'Algún / ningún before a masculine noun',
    ],
    conversationTopics: [
      'What is left in the fridge and what you need to buy',
      'Whether anybody you know has been to a place you want to visit',
    ],
    prerequisites: ['lesson-a2-14'],
    exercises: [
      {
        type: 'roleplay',
        content: 'The tutor is your flatmate the morning after a party; the fridge is almost empty.',
        instructions: 'Say what is left and what is not, and offer to buy something.',
      },
      {
        type: 'listening',
        content: 'No queda nada de leche y tampoco hay pan. ¿Necesitas algo más?',
        instructions: 'Say which two things are missing.',
      },
    ],
    isActive: true,
  },
];
