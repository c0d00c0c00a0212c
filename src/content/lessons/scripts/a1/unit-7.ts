import type { LessonScript } from '../types';

/** A1 unit 7, Keeping in Touch: how each lesson is played. */
export const A1_UNIT_7_SCRIPTS: Readonly<Record<string, LessonScript>> = {
  'lesson-a1-26': {
    role: { es: 'la madre de Carlos', en: 'Carlos’s mother' },
    scene: {
      es: 'Llamas al teléfono fijo de tu amigo Carlos. Contesta su madre.',
      en: 'You phone your friend Carlos’s landline. His mother answers.',
    },
    task: {
      es: 'Pregunta por Carlos, di quién eres y deja un recado con tu número.',
      en: 'Ask for Carlos, say who you are and leave a message with your number.',
    },
    steps: [
      { line: { es: '¿Dígame?', en: 'Hello?' }, expects: ['¿está…?', 'un momento'] },
      {
        line: {
          es: 'Lo siento, ahora no está. ¿De parte de quién?',
          en: 'I am sorry, he is not in now. Who is calling?',
        },
        expects: ['llamar más tarde', 'dejar un recado'],
      },
      {
        line: { es: 'Perdona, ¿qué dices? No te oigo.', en: 'Sorry, what did you say? I can’t hear you.' },
        expects: ['no se oye bien', 'la llamada', 'colgar'],
      },
      {
        line: {
          es: 'Ahora sí. Vale, le doy el recado. ¿Carlos tiene tu número?',
          en: 'Now I can. OK, I will give him the message. Does Carlos have your number?',
        },
        expects: ['el número de teléfono', 'el teléfono fijo', 'marcar'],
      },
    ],
    closing: {
      es: 'Muy bien, ya lo tengo apuntado. Él te llama esta noche. ¡Adiós!',
      en: 'Very good, I have written it down. He will call you tonight. Goodbye!',
    },
    listening: {
      line: {
        es: 'Carlos no está. Vuelve a las ocho y te llama después de cenar.',
        en: 'Carlos is not in. He is back at eight and will call you after dinner.',
      },
      question: { es: '¿A qué hora vuelve Carlos?', en: 'What time is Carlos back?' },
      answers: ['a las ocho', 'las ocho', 'ocho'],
    },
    grammarUse: { phrases: ['esta carlos', 'no esta', 'esta en casa', 'esta ahi'] },
  },
  'lesson-a1-27': {
    role: { es: 'tu abuelo', en: 'your grandfather' },
    scene: {
      es: 'Tu abuelo tiene un móvil nuevo y te pide ayuda en su casa.',
      en: 'Your grandfather has a new mobile phone and asks you for help at his house.',
    },
    task: {
      es: 'Explícale cómo mandar mensajes y correos, y cómo usar el wifi.',
      en: 'Explain to him how to send messages and emails, and how to use the wifi.',
    },
    steps: [
      {
        line: {
          es: 'Tengo un móvil nuevo, pero no sé usarlo. ¿Cómo mando un mensaje?',
          en: 'I have a new mobile, but I don’t know how to use it. How do I send a message?',
        },
        expects: ['el mensaje', 'mandar', 'contestar'],
      },
      {
        line: {
          es: 'Tu tía me pide mi correo electrónico. ¿Qué es eso?',
          en: 'Your aunt is asking me for my email. What is that?',
        },
        expects: ['el correo electrónico', 'la dirección de correo', 'la arroba'],
      },
      {
        line: {
          es: 'El móvil me pide una contraseña para internet. ¿Dónde la busco?',
          en: 'The phone is asking me for a password for the internet. Where do I look for it?',
        },
        expects: ['la contraseña', 'el wifi'],
      },
      {
        line: {
          es: 'Quiero ver las fotos de mis nietos. ¿Qué hago?',
          en: 'I want to see my grandchildren’s photos. What do I do?',
        },
        expects: ['descargar', 'la aplicación'],
      },
      {
        line: {
          es: 'Tengo muchos mensajes viejos y el móvil se apaga. ¿Qué hago?',
          en: 'I have a lot of old messages and the phone keeps switching off. What do I do?',
        },
        expects: ['borrar', 'el cargador'],
      },
    ],
    closing: {
      es: '¡Qué fácil! Ahora te mando un mensaje todos los días.',
      en: 'How easy! Now I will send you a message every day.',
    },
    listening: {
      line: {
        es: 'La contraseña del wifi está debajo del router: es sol ochenta y cinco.',
        en: 'The wifi password is under the router: it is sol eighty-five.',
      },
      question: { es: '¿Cuál es la contraseña del wifi?', en: 'What is the wifi password?' },
      answers: ['sol ochenta y cinco', 'ochenta y cinco', 'sol'],
    },
    grammarUse: {
      phrases: [
        'lo mando',
        'lo mandas',
        'la mandas',
        'lo escribes',
        'la escribes',
        'lo borras',
        'los borras',
        'la buscas',
        'lo buscas',
        'la descargas',
        'lo descargas',
        'lo contestas',
        'lo tienes',
        'la tienes',
      ],
    },
  },
  'lesson-a1-28': {
    role: { es: 'tu amiga Sara, de Sevilla', en: 'your friend Sara, from Seville' },
    scene: {
      es: 'Sara te llama por videollamada desde Sevilla. Está en su terraza.',
      en: 'Sara is video calling you from Seville. She is on her balcony.',
    },
    task: {
      es: 'Di qué tiempo hace hoy donde estás y cómo es el invierno allí.',
      en: 'Say what the weather is like today where you are and what winter is like there.',
    },
    steps: [
      {
        line: {
          es: '¡Hola! Aquí en Sevilla hace muy buen día. ¿Y ahí?',
          en: 'Hi! Here in Seville it is a lovely day. And there?',
        },
        expects: ['¿qué tiempo hace?', 'hace buen tiempo', 'hace mal tiempo'],
      },
      {
        line: {
          es: '¿Hace frío o calor? ¿Cuántos grados hay?',
          en: 'Is it cold or hot? How many degrees is it?',
        },
        expects: ['hace frío', 'hace calor', 'los grados'],
      },
      {
        line: { es: '¿Y hace sol o está nublado?', en: 'And is it sunny or cloudy?' },
        expects: ['hace sol', 'está nublado', 'hace viento'],
      },
      {
        line: {
          es: '¿Llueve mucho en tu ciudad en invierno?',
          en: 'Does it rain a lot in your city in winter?',
        },
        expects: ['llover', 'nevar', 'el paraguas'],
      },
    ],
    closing: {
      es: 'Pues ven a Sevilla en mayo: hace sol y no hace mucho calor.',
      en: 'Then come to Seville in May: it is sunny and not very hot.',
    },
    listening: {
      line: {
        es: 'Mañana en Madrid va a llover y la máxima es de doce grados.',
        en: 'Tomorrow in Madrid it is going to rain and the high is twelve degrees.',
      },
      question: { es: '¿Cuántos grados va a hacer mañana?', en: 'How many degrees will it be tomorrow?' },
      answers: ['doce grados', 'doce'],
    },
    grammarUse: {
      phrases: [
        'hace calor',
        'hace frio',
        'hace sol',
        'hace viento',
        'hace buen tiempo',
        'hace mal tiempo',
        'esta nublado',
        'llueve',
        'nieva',
      ],
    },
  },
  'lesson-a1-29': {
    role: { es: 'tu compañera de clase Inés', en: 'your classmate Inés' },
    scene: {
      es: 'Estás en la cafetería de la escuela con Inés. Vuestro amigo Marcos cumple treinta años.',
      en: 'You are in the school café with Inés. Your friend Marcos is turning thirty.',
    },
    task: {
      es: 'Di la fecha y organiza con Inés una fiesta sorpresa para Marcos.',
      en: 'Say the date and organise a surprise party for Marcos with Inés.',
    },
    steps: [
      {
        line: {
          es: 'Oye, ¿sabes qué día es hoy? No me acuerdo.',
          en: 'Hey, do you know what the date is today? I can’t remember.',
        },
        expects: ['¿qué día es hoy?', 'la fecha', 'el mes'],
      },
      {
        line: {
          es: 'El sábado es el cumpleaños de Marcos. ¿Hacemos algo?',
          en: 'Saturday is Marcos’s birthday. Shall we do something?',
        },
        expects: ['cumplir años', 'la sorpresa', 'invitar'],
      },
      {
        line: { es: '¿Qué compramos para la fiesta?', en: 'What shall we buy for the party?' },
        expects: ['la tarta', 'las velas', 'los globos'],
      },
      {
        line: { es: '¿Y qué hacemos cuando llega Marcos?', en: 'And what do we do when Marcos arrives?' },
        expects: ['¡feliz cumpleaños!', 'soplar', 'la sorpresa'],
      },
      {
        line: {
          es: 'Mi cumpleaños es en octubre. ¿Y el tuyo? ¿Lo sabe Marcos?',
          en: 'My birthday is in October. And yours? Does Marcos know it?',
        },
        expects: ['¿cuándo es tu cumpleaños?', 'la fecha'],
      },
    ],
    closing: {
      es: '¡Qué bien! El sábado a las ocho en mi casa. ¡Es un secreto!',
      en: 'Great! Saturday at eight at my place. It is a secret!',
    },
    listening: {
      line: {
        es: 'Mi cumpleaños es el veinticuatro de octubre y este año cumplo veinte años.',
        en: 'My birthday is on the twenty-fourth of October and this year I am turning twenty.',
      },
      question: { es: '¿Cuándo es su cumpleaños?', en: 'When is her birthday?' },
      answers: ['el veinticuatro de octubre', 'veinticuatro de octubre', 'veinticuatro'],
    },
    grammarUse: {
      phrases: [
        'de enero',
        'de febrero',
        'de marzo',
        'de abril',
        'de mayo',
        'de junio',
        'de julio',
        'de agosto',
        'de septiembre',
        'de octubre',
        'de noviembre',
        'de diciembre',
      ],
    },
  },
  'lesson-a1-30': {
    role: { es: 'tu vecino Andrés', en: 'your neighbour Andrés' },
    scene: {
      es: 'Es diciembre. Te encuentras con tu vecino en el portal de casa.',
      en: 'It is December. You meet your neighbour in the entrance hall of your building.',
    },
    task: {
      es: 'Habla de cómo celebras la Navidad y felicita a tu vecino.',
      en: 'Talk about how you celebrate Christmas and congratulate your neighbour.',
    },
    steps: [
      {
        line: {
          es: '¡Qué frío! Ya llega la Navidad. ¿Tú la celebras?',
          en: 'How cold! Christmas is coming. Do you celebrate it?',
        },
        expects: ['celebrar', 'la Navidad'],
      },
      {
        line: { es: '¿Dónde vas a pasar la Nochebuena?', en: 'Where are you going to spend Christmas Eve?' },
        expects: ['la Nochebuena', 'el árbol de Navidad'],
      },
      {
        line: {
          es: 'Aquí los niños esperan a los Reyes Magos. ¿Y en tu país?',
          en: 'Here children wait for the Three Wise Men. And in your country?',
        },
        expects: ['los Reyes Magos', 'el turrón'],
      },
      {
        line: {
          es: '¿Sabes qué? Mi hija se casa en enero. ¡Estoy muy contento!',
          en: 'Guess what? My daughter is getting married in January. I am very happy!',
        },
        expects: ['la boda', '¡enhorabuena!', '¡felicidades!', 'brindar'],
      },
      {
        line: { es: 'Bueno, me voy. ¡Hasta el año que viene!', en: 'Well, I am off. See you next year!' },
        expects: ['¡Feliz Navidad!', '¡Feliz Año Nuevo!'],
      },
    ],
    closing: {
      es: '¡Igualmente! Felices fiestas a toda tu familia.',
      en: 'Same to you! Happy holidays to all your family.',
    },
    listening: {
      line: {
        es: 'En mi casa cenamos todos juntos en Nochebuena y de postre comemos turrón.',
        en: 'At my house we all have dinner together on Christmas Eve and we eat turrón for dessert.',
      },
      question: { es: '¿Qué comen de postre?', en: 'What do they eat for dessert?' },
      answers: ['turron'],
    },
    grammarUse: { phrases: ['voy a', 'vas a', 'va a', 'vamos a', 'van a'] },
  },
};
