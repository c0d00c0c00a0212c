import type { LessonScript } from '../types';

/** B1 unit 10: how each lesson about customs and opinions is played. */
export const B1_UNIT_10_SCRIPTS: Readonly<Record<string, LessonScript>> = {
  'lesson-b1-41': {
    role: { es: 'un compañero de clase', en: 'a classmate' },
    scene: {
      es: 'Tu compañero acaba de llegar a España. Mañana come con la familia de su novia.',
      en: 'Your classmate has just arrived in Spain. Tomorrow he is having lunch with his girlfriend’s family.',
    },
    task: {
      es: 'Explícale cómo saludar, cuándo llegar y cómo comportarse en la mesa.',
      en: 'Explain to him how to greet people, when to arrive and how to behave at the table.',
    },
    steps: [
      {
        line: {
          es: 'Mañana conozco a la familia de mi novia. ¿Cómo los saludo?',
          en: 'Tomorrow I am meeting my girlfriend’s family. How do I greet them?',
        },
        expects: ['dar dos besos', 'hablar de tú', 'tratar de usted'],
      },
      {
        line: {
          es: 'La comida es a las dos. ¿Llego a las dos en punto?',
          en: 'Lunch is at two. Do I arrive at two on the dot?',
        },
        expects: ['la puntualidad', 'quedar bien', 'es normal que'],
      },
      {
        line: {
          es: 'Después del postre, ¿me puedo ir enseguida?',
          en: 'After dessert, can I leave straight away?',
        },
        expects: ['la sobremesa', 'de mala educación', 'estar mal visto'],
      },
      {
        line: {
          es: '¿Y si el padre levanta la copa y me mira?',
          en: 'And what if the father raises his glass and looks at me?',
        },
        expects: ['el brindis'],
      },
      {
        line: {
          es: '¿Y si digo algo inadecuado sin querer?',
          en: 'And what if I say something inappropriate without meaning to?',
        },
        expects: ['pedir disculpas', 'las buenas maneras'],
      },
    ],
    closing: {
      es: 'Gracias. Ahora estoy mucho más tranquilo. ¡Ya te contaré!',
      en: 'Thanks. Now I am much calmer. I will tell you how it goes!',
    },
    listening: {
      line: {
        es: 'En España es normal que la gente cene a las diez y se quede hablando en la mesa.',
        en: 'In Spain it is normal for people to have dinner at ten and stay talking at the table.',
      },
      question: { es: '¿A qué hora se cena en España?', en: 'What time do people have dinner in Spain?' },
      answers: ['a las diez', 'diez'],
    },
    grammarUse: { tenses: ['present-subjunctive'] },
  },
  'lesson-b1-42': {
    role: { es: 'una amiga', en: 'a friend' },
    scene: {
      es: 'Una amiga te ha invitado a cenar a su casa nueva.',
      en: 'A friend has invited you to dinner at her new home.',
    },
    task: {
      es: 'Dale tu regalo, reacciona al suyo y organizad juntos una sorpresa.',
      en: 'Give her your present, react to hers and organise a surprise together.',
    },
    steps: [
      {
        line: {
          es: '¡Hola, pasa, pasa! ¡Qué alegría verte! ¿Y esto?',
          en: 'Hi, come in, come in! How nice to see you! And what is this?',
        },
        expects: ['te lo regalo', 'el detalle', 'el ramo de flores'],
      },
      {
        line: {
          es: 'Yo también tengo algo para ti, de mi viaje a México. Toma, ábrelo.',
          en: 'I have something for you too, from my trip to Mexico. Here, open it.',
        },
        expects: ['¡qué detalle!', 'no hacía falta'],
      },
      {
        line: {
          es: 'Oye, el sábado es el cumpleaños de Juan. ¿Qué le regalamos?',
          en: 'Hey, it is Juan’s birthday on Saturday. What shall we give him?',
        },
        expects: ['se lo he comprado', 'la caja de bombones', 'envolver para regalo'],
      },
      {
        line: {
          es: 'Quiero prepararle algo especial, pero él no puede saber nada.',
          en: 'I want to prepare something special for him, but he must not know anything.',
        },
        expects: ['la fiesta sorpresa', 'el anfitrión', 'la invitación'],
      },
      {
        line: {
          es: 'En mi oficina, en Navidad, cada uno hace un regalo a un compañero secreto.',
          en: 'At my office, at Christmas, everyone gives a present to a secret colleague.',
        },
        expects: ['el amigo invisible'],
      },
    ],
    closing: {
      es: '¡Qué bien lo vamos a pasar! Venga, vamos a cenar, que se enfría.',
      en: 'We are going to have such a good time! Come on, let’s eat before it gets cold.',
    },
    listening: {
      line: {
        es: 'Le he comprado a mi madre un ramo de flores y se lo voy a dar el domingo.',
        en: 'I have bought my mother a bunch of flowers and I am going to give it to her on Sunday.',
      },
      question: { es: '¿Qué le ha comprado a su madre?', en: 'What has he bought his mother?' },
      answers: ['un ramo de flores', 'ramo de flores', 'flores'],
    },
    grammarUse: { phrases: ['te lo', 'te la', 'se lo', 'se la', 'me lo', 'me la'] },
  },
  'lesson-b1-43': {
    role: { es: 'una compañera de clase', en: 'a classmate' },
    scene: {
      es: 'Estamos en la cafetería de la escuela y hablamos de temas de actualidad.',
      en: 'We are in the school cafeteria talking about current topics.',
    },
    task: {
      es: 'Da tu opinión sobre cada tema y justifícala.',
      en: 'Give your opinion on each topic and justify it.',
    },
    steps: [
      {
        line: {
          es: '¿Tú qué opinas de que los niños lleven el móvil al colegio?',
          en: 'What do you think about children taking their phones to school?',
        },
        expects: ['personalmente', 'opino que', 'me parece que'],
      },
      {
        line: {
          es: 'Pues yo creo que el móvil les ayuda a aprender. ¿No crees?',
          en: 'Well, I think the phone helps them learn. Don’t you think?',
        },
        expects: ['no me parece que', 'estoy convencido de que'],
      },
      {
        line: {
          es: 'En mi barrio han prohibido los pisos turísticos. ¿Qué te parece?',
          en: 'In my neighbourhood they have banned tourist flats. What do you think?',
        },
        expects: ['me parece fatal que', 'me parece genial que', 'a mi modo de ver'],
      },
      {
        line: {
          es: '¿Y qué piensas de llevar perros a los restaurantes?',
          en: 'And what do you think about taking dogs to restaurants?',
        },
        expects: ['no lo tengo claro', 'por una parte', 'por otra parte', 'hay que tener en cuenta'],
      },
    ],
    closing: {
      es: 'Me encanta hablar contigo, aunque no siempre pensemos lo mismo.',
      en: 'I love talking to you, even though we do not always think the same.',
    },
    listening: {
      line: {
        es: 'A Luis no le parece que el nuevo horario sea mejor, porque termina a las ocho.',
        en: 'Luis does not think the new timetable is better, because it ends at eight.',
      },
      question: { es: '¿A qué hora termina el nuevo horario?', en: 'What time does the new timetable end?' },
      answers: ['a las ocho', 'ocho'],
    },
    grammarUse: {
      tenses: ['present-subjunctive'],
      phrases: ['me parece que', 'no me parece que', 'opino que'],
    },
  },
  'lesson-b1-44': {
    role: { es: 'un amigo', en: 'a friend' },
    scene: {
      es: 'El ayuntamiento quiere cerrar el centro a los coches. Tu amigo está en contra.',
      en: 'The city council wants to close the centre to cars. Your friend is against it.',
    },
    task: {
      es: 'Defiende la idea: concede algún punto, contrasta ideas y no te dejes interrumpir.',
      en: 'Defend the idea: concede a point, contrast ideas and do not let yourself be interrupted.',
    },
    steps: [
      {
        line: {
          es: '¡Quieren cerrar el centro a los coches! Es una locura, ¿no?',
          en: 'They want to close the centre to cars! It is madness, isn’t it?',
        },
        expects: ['al contrario', 'aun así', 'al fin y al cabo'],
      },
      {
        line: {
          es: 'Pero yo trabajo en el centro y los autobuses son muy lentos.',
          en: 'But I work in the centre and the buses are very slow.',
        },
        expects: ['te doy la razón', 'mientras que', 'de todas formas'],
      },
      {
        line: {
          es: 'Además, las tiendas van a perder clientes, seguro que…',
          en: 'Besides, the shops are going to lose customers, I am sure that…',
        },
        expects: ['déjame terminar', 'lo que quiero decir es que'],
      },
      {
        line: {
          es: 'Pues entonces que paguen más los que viven en el centro, ¿no?',
          en: 'Well then, those who live in the centre should pay more, right?',
        },
        expects: ['ni hablar', 'no es justo'],
      },
    ],
    closing: {
      es: 'Bueno, no me has convencido del todo, pero lo pensaré.',
      en: 'Well, you have not completely convinced me, but I will think about it.',
    },
    listening: {
      line: {
        es: 'Muchos vecinos están a favor; sin embargo, los comerciantes piensan que venderán menos.',
        en: 'Many residents are in favour; however, shopkeepers think they will sell less.',
      },
      question: { es: '¿Quiénes piensan que venderán menos?', en: 'Who thinks they will sell less?' },
      answers: ['los comerciantes', 'comerciantes'],
    },
    grammarUse: {
      phrases: [
        'aun asi',
        'mientras que',
        'al contrario',
        'al fin y al cabo',
        'de todas formas',
        'sin embargo',
        'ademas',
      ],
    },
  },
  'lesson-b1-45': {
    role: { es: 'un antiguo compañero de clase', en: 'an old classmate' },
    scene: {
      es: 'Te encuentras por la calle con un compañero del colegio. Hace diez años que no os veis.',
      en: 'You bump into a school friend in the street. You have not seen each other for ten years.',
    },
    task: {
      es: 'Cuéntale cómo ha cambiado tu vida y qué piensas ahora de las cosas.',
      en: 'Tell him how your life has changed and what you think about things now.',
    },
    steps: [
      {
        line: {
          es: '¡Cuánto tiempo! ¿Sigues viviendo en el barrio?',
          en: 'It has been so long! Do you still live in the neighbourhood?',
        },
        expects: ['ya no', 'empezar de cero', 'dar un giro'],
      },
      {
        line: {
          es: '¿Y qué tal la vida en otro país? ¿Fue difícil al principio?',
          en: 'And how is life in another country? Was it hard at first?',
        },
        expects: ['acostumbrarse a', 'adaptarse', 'sentirse como en casa'],
      },
      {
        line: { es: '¿No echas de menos tu ciudad?', en: 'Do you not miss your city?' },
        expects: ['la nostalgia', 'con el tiempo'],
      },
      {
        line: {
          es: 'Recuerdo que odiabas el fútbol. ¿Sigues igual?',
          en: 'I remember you hated football. Are you still the same?',
        },
        expects: ['cambiar de opinión', 'darse cuenta de'],
      },
      {
        line: {
          es: 'El barrio ha cambiado mucho, ¿verdad?',
          en: 'The neighbourhood has changed a lot, hasn’t it?',
        },
        expects: ['hoy en día', 'cada vez menos'],
      },
    ],
    closing: {
      es: '¡Qué alegría verte! Tenemos que quedar antes de que te vayas.',
      en: 'How lovely to see you! We must meet up before you leave.',
    },
    listening: {
      line: {
        es: 'Mi abuela ya no vive en el pueblo; desde hace dos años vive con nosotros en Madrid.',
        en: 'My grandmother no longer lives in the village; for two years she has lived with us in Madrid.',
      },
      question: { es: '¿Con quién vive ahora la abuela?', en: 'Who does the grandmother live with now?' },
      answers: ['con nosotros', 'nosotros'],
    },
    grammarUse: { phrases: ['ya no', 'todavia', 'sigo', 'sigue', 'antes'] },
  },
};
