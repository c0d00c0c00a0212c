import type { LessonScript } from '../types';

/** A2 unit 4: how each lesson on the present perfect and indefinite pronouns is played. */
export const A2_UNIT_4_SCRIPTS: Readonly<Record<string, LessonScript>> = {
  'lesson-a2-11': {
    role: { es: 'tu compañera de piso', en: 'your flatmate' },
    scene: {
      es: 'Son las ocho de la tarde y las dos llegamos a casa.',
      en: 'It is eight in the evening and we both get home.',
    },
    task: {
      es: 'Cuéntame qué has hecho hoy y pregúntame por mi día.',
      en: 'Tell me what you have done today and ask me about my day.',
    },
    steps: [
      {
        line: { es: '¡Hola! ¿Qué tal el día? Pareces cansado.', en: 'Hi! How was your day? You look tired.' },
        expects: ['me he levantado', 'esta mañana', 'he desayunado'],
      },
      {
        line: {
          es: '¿Y después qué has hecho? ¿Has ido a la oficina?',
          en: 'And what have you done after that? Have you gone to the office?',
        },
        expects: ['he ido', 'he trabajado', 'he tenido'],
      },
      {
        line: {
          es: '¿Y cómo estás últimamente? ¿Mucho trabajo?',
          en: 'And how have you been lately? A lot of work?',
        },
        expects: ['hoy mismo', 'he estado', 'últimamente'],
      },
      {
        line: {
          es: 'Yo hoy he comido con Marta en un restaurante nuevo.',
          en: 'Today I have had lunch with Marta in a new restaurant.',
        },
        expects: ['¿qué tal el día?', 'has comido'],
      },
      {
        line: { es: 'Por cierto, ¿vas a salir esta noche?', en: 'By the way, are you going out tonight?' },
        expects: ['hemos quedado'],
      },
    ],
    closing: {
      es: '¡Qué bien! Pues descansa un poco antes de salir.',
      en: 'Great! Well, rest a little before you go out.',
    },
    listening: {
      line: {
        es: 'Hoy me he levantado a las seis, he trabajado mucho y no he comido nada.',
        en: 'Today I have got up at six, I have worked a lot and I have not eaten anything.',
      },
      question: { es: '¿A qué hora se ha levantado hoy?', en: 'What time has she got up today?' },
      answers: ['a las seis', 'seis'],
    },
    grammarUse: { phrases: ['he', 'has', 'ha', 'hemos', 'habeis', 'han'] },
  },
  'lesson-a2-12': {
    role: { es: 'un amigo', en: 'a friend' },
    scene: {
      es: 'Mañana nos vamos juntos de vacaciones y repasamos la lista de tareas.',
      en: 'Tomorrow we are going on holiday together and we are going through the to-do list.',
    },
    task: {
      es: 'Dime qué has hecho ya y qué está todavía pendiente.',
      en: 'Tell me what you have already done and what is still pending.',
    },
    steps: [
      {
        line: {
          es: 'Vamos a ver la lista de tareas. ¿Has reservado el hotel?',
          en: "Let's look at the to-do list. Have you booked the hotel?",
        },
        expects: ['la lista de tareas', 'ya', 'reservar', 'ya he terminado'],
      },
      {
        line: { es: '¿Y la maleta? ¿Está hecha?', en: 'And the suitcase? Is it packed?' },
        expects: ['todavía no', 'aún no', 'hacer la maleta', 'pendiente'],
      },
      {
        line: {
          es: 'Yo estoy en casa desde hace cinco minutos. ¿Y tú?',
          en: 'I have been at home for five minutes. And you?',
        },
        expects: ['acabo de llegar', 'todavía'],
      },
      {
        line: {
          es: '¿Dónde está tu hermana? Quiero preguntarle por el coche.',
          en: 'Where is your sister? I want to ask her about the car.',
        },
        expects: ['acaba de salir'],
      },
      {
        line: {
          es: 'Yo ya he comprado los billetes de tren.',
          en: 'I have already bought the train tickets.',
        },
        expects: ['¿has terminado ya?'],
      },
    ],
    closing: {
      es: 'Perfecto, ya casi está todo. ¡Hasta mañana!',
      en: 'Perfect, almost everything is done. See you tomorrow!',
    },
    listening: {
      line: {
        es: 'Ya he reservado el hotel, pero todavía no he hecho la maleta.',
        en: 'I have already booked the hotel, but I have not packed my suitcase yet.',
      },
      question: { es: '¿Qué ha reservado ya?', en: 'What has he already booked?' },
      answers: ['el hotel', 'hotel'],
    },
    grammarUse: { phrases: ['ya', 'todavia no', 'aun no', 'acabo de', 'acaba de', 'acabamos de'] },
  },
  'lesson-a2-13': {
    role: { es: 'una amiga', en: 'a friend' },
    scene: {
      es: 'Estamos en una fiesta y jugamos a «¿Alguna vez has…?».',
      en: 'We are at a party playing “Have you ever…?”.',
    },
    task: {
      es: 'Responde a mis preguntas sobre tus experiencias y pregúntame tú.',
      en: 'Answer my questions about your experiences and ask me yours.',
    },
    steps: [
      {
        line: {
          es: '¿Alguna vez has visto un partido en un estadio?',
          en: 'Have you ever seen a match in a stadium?',
        },
        expects: ['alguna vez', 'he visto', 'dos veces'],
      },
      {
        line: {
          es: '¿Has hecho algo muy peligroso en tu vida?',
          en: 'Have you done anything very dangerous in your life?',
        },
        expects: ['he hecho', 'la experiencia'],
      },
      {
        line: {
          es: '¿Alguna vez has escrito una carta de amor?',
          en: 'Have you ever written a love letter?',
        },
        expects: ['he escrito', 'muchas veces'],
      },
      {
        line: {
          es: '¿Y has roto algo caro en casa de otra persona?',
          en: "And have you broken something expensive at somebody else's house?",
        },
        expects: ['he roto', 'he dicho'],
      },
      {
        line: {
          es: 'Yo he estado en Italia. ¿Has vuelto tú a algún país?',
          en: 'I have been to Italy. Have you been back to any country?',
        },
        expects: ['he vuelto', 'he abierto', 'ha puesto'],
      },
    ],
    closing: {
      es: '¡Cuántas experiencias! Me toca a mí preguntar otra vez.',
      en: 'So many experiences! It is my turn to ask again.',
    },
    listening: {
      line: {
        es: 'He visto esa película dos veces, pero nunca he leído el libro.',
        en: 'I have seen that film twice, but I have never read the book.',
      },
      question: { es: '¿Cuántas veces ha visto la película?', en: 'How many times has she seen the film?' },
      answers: ['dos veces', 'dos'],
    },
    grammarUse: { phrases: ['visto', 'hecho', 'escrito', 'roto', 'vuelto', 'abierto', 'dicho', 'puesto'] },
  },
  'lesson-a2-14': {
    role: { es: 'un compañero de trabajo', en: 'a colleague' },
    scene: {
      es: 'Es viernes por la tarde y tomamos un café antes de irnos.',
      en: 'It is Friday afternoon and we are having a coffee before leaving.',
    },
    task: {
      es: 'Cuéntame cómo te ha ido esta semana y compárala con la semana pasada.',
      en: 'Tell me how this week has gone and compare it with last week.',
    },
    steps: [
      {
        line: {
          es: '¡Por fin es viernes! ¿Qué tal te ha ido esta semana?',
          en: 'Friday at last! How has this week gone for you?',
        },
        expects: ['¿qué tal te ha ido?', 'me ha ido bien', 'hasta ahora'],
      },
      {
        line: {
          es: '¿Y la semana pasada? Estabas muy estresado.',
          en: 'And last week? You were very stressed.',
        },
        expects: ['la semana pasada', 'me fue mal', 'anteayer'],
      },
      {
        line: {
          es: '¿Has terminado el informe? El jefe lo ha pedido hoy.',
          en: 'Have you finished the report? The boss asked for it today.',
        },
        expects: ['hace un rato', 'hace poco'],
      },
      {
        line: {
          es: '¿Cuándo empezaste en esta empresa? No me acuerdo.',
          en: 'When did you start at this company? I do not remember.',
        },
        expects: ['el año pasado', 'el mes pasado', 'este mes'],
      },
      {
        line: {
          es: 'Yo nunca he trabajado tanto como este mes.',
          en: 'I have never worked as much as this month.',
        },
        expects: ['en mi vida'],
      },
    ],
    closing: {
      es: 'Bueno, buen fin de semana. ¡Nos vemos el lunes!',
      en: 'Well, have a good weekend. See you on Monday!',
    },
    listening: {
      line: {
        es: 'La semana pasada me fue mal, pero esta semana me ha ido muy bien.',
        en: 'Last week went badly for me, but this week has gone very well.',
      },
      question: { es: '¿Qué semana le ha ido bien?', en: 'Which week has gone well for him?' },
      answers: ['esta semana'],
    },
    grammarUse: { tenses: ['preterite'], phrases: ['he', 'has', 'ha', 'hemos', 'han'] },
  },
  'lesson-a2-15': {
    role: { es: 'tu compañero de piso', en: 'your flatmate' },
    scene: {
      es: 'Es domingo por la mañana, después de una fiesta en casa. Abrimos la nevera.',
      en: 'It is Sunday morning, after a party at home. We open the fridge.',
    },
    task: {
      es: 'Mira qué queda y qué falta, y ofrécete a comprar algo.',
      en: 'See what is left and what is missing, and offer to buy something.',
    },
    steps: [
      {
        line: {
          es: '¡Qué silencio! ¿Todavía duerme alguien en el salón?',
          en: 'How quiet! Is anybody still sleeping in the living room?',
        },
        expects: ['¿hay alguien?', 'no hay nadie', 'nadie', 'alguien'],
      },
      {
        line: {
          es: 'Tengo hambre. ¿Queda leche en la nevera?',
          en: 'I am hungry. Is there any milk left in the fridge?',
        },
        expects: ['no queda nada', 'nada'],
      },
      {
        line: {
          es: '¿Y queda algún yogur o alguna fruta?',
          en: 'And is there any yogurt or any fruit left?',
        },
        expects: ['ningún', 'ninguna', 'algún'],
      },
      {
        line: {
          es: 'Bueno, voy a bajar al supermercado ahora.',
          en: 'Well, I am going down to the supermarket now.',
        },
        expects: ['¿necesitas algo?', 'algo', 'cualquier cosa'],
      },
    ],
    closing: {
      es: 'Vale, compro pan, leche y fruta. ¡Ahora vuelvo!',
      en: 'OK, I will buy bread, milk and fruit. I will be right back!',
    },
    listening: {
      line: {
        es: 'No queda nada de leche y tampoco hay pan. ¿Necesitas algo más?',
        en: 'There is no milk left and there is no bread either. Do you need anything else?',
      },
      question: { es: '¿Qué falta además de la leche?', en: 'What is missing besides the milk?' },
      answers: ['pan'],
    },
    grammarUse: { phrases: ['no hay nadie', 'no queda nada', 'ningun', 'ninguna', 'nadie', 'nada'] },
  },
};
