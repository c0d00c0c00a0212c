import type { LessonScript } from '../types';

/** A0 unit 8, Numbers and the Calendar: how each lesson is played. */
export const A0_UNIT_8_SCRIPTS: Readonly<Record<string, LessonScript>> = {
  'lesson-a0-30': {
    role: { es: 'la recepcionista del hotel', en: 'the hotel receptionist' },
    scene: {
      es: 'Estás en la recepción de un hotel grande. Yo tengo tu llave.',
      en: 'You are at the reception of a big hotel. I have your key.',
    },
    task: {
      es: 'Repite los números: tu habitación, la planta y el teléfono.',
      en: 'Repeat the numbers: your room, the floor and the phone number.',
    },
    steps: [
      {
        line: {
          es: 'Buenas tardes. Su habitación es la treinta y uno.',
          en: 'Good afternoon. Your room is thirty-one.',
        },
        expects: ['treinta y uno', 'el número'],
      },
      {
        line: {
          es: 'Perdón, no. Es la veintiuno, al lado de la veintidós.',
          en: 'Sorry, no. It is twenty-one, next to twenty-two.',
        },
        expects: ['veintiuno', 'veintidós'],
      },
      {
        line: {
          es: 'Para la ficha: ¿cuántos años tiene? ¿Cuarenta? ¿Cincuenta?',
          en: 'For the form: how old are you? Forty? Fifty?',
        },
        expects: ['cuarenta', 'cincuenta'],
      },
      {
        line: {
          es: 'El teléfono de recepción es el sesenta, setenta, ochenta.',
          en: 'The reception phone number is sixty, seventy, eighty.',
        },
        expects: ['sesenta', 'setenta', 'ochenta'],
      },
      {
        line: {
          es: 'El gimnasio está en la planta noventa… ¡Es broma! ¿Cuántas plantas tiene el hotel?',
          en: 'The gym is on the ninetieth floor… Just kidding! How many floors does the hotel have?',
        },
        expects: ['noventa', 'cien', 'treinta'],
      },
    ],
    closing: { es: 'Muy bien. ¡Que disfrute de su estancia!', en: 'Very good. Enjoy your stay!' },
    listening: {
      line: {
        es: 'Yo tengo ochenta años, mi hija tiene cincuenta y mi nieto, veintidós.',
        en: 'I am eighty, my daughter is fifty and my grandson, twenty-two.',
      },
      question: { es: '¿Cuántos años tiene la abuela?', en: 'How old is the grandmother?' },
      answers: ['ochenta'],
    },
    grammarUse: {
      phrases: [
        'veintiuno',
        'veintidos',
        'treinta y',
        'cuarenta y',
        'cincuenta y',
        'sesenta y',
        'setenta y',
        'ochenta y',
        'noventa y',
      ],
    },
  },
  'lesson-a0-31': {
    role: { es: 'la dependienta', en: 'the shop assistant' },
    scene: {
      es: 'Estás en una tienda de recuerdos en Madrid.',
      en: 'You are in a souvenir shop in Madrid.',
    },
    task: {
      es: 'Pregunta el precio de dos cosas, paga y mira el cambio.',
      en: 'Ask the price of two things, pay and check the change.',
    },
    steps: [
      {
        line: {
          es: 'Hola, buenas tardes. Mire, estas tazas son muy bonitas.',
          en: 'Hello, good afternoon. Look, these mugs are very pretty.',
        },
        expects: ['¿cuánto vale?', 'el precio'],
      },
      {
        line: {
          es: 'La taza cuesta ocho euros con cincuenta céntimos.',
          en: 'The mug costs eight euros fifty cents.',
        },
        expects: ['el euro', 'el céntimo', '¿cuánto es?'],
      },
      {
        line: {
          es: 'Son doce euros en total. ¿Cómo quiere pagar?',
          en: 'It is twelve euros in total. How would you like to pay?',
        },
        expects: ['pagar', 'en efectivo', 'con tarjeta'],
      },
      {
        line: { es: '¿Tiene dólares? Aquí solo euros.', en: 'Do you have dollars? Only euros here.' },
        expects: ['el dólar', 'el dinero', 'la moneda'],
      },
      {
        line: { es: 'Veinte euros… Tome, ocho euros.', en: 'Twenty euros… Here, eight euros.' },
        expects: ['el cambio'],
      },
    ],
    closing: { es: 'Gracias a usted. ¡Buen viaje!', en: 'Thank you. Have a good trip!' },
    listening: {
      line: {
        es: 'Son treinta y cinco euros con veinte céntimos, por favor.',
        en: 'That is thirty-five euros twenty cents, please.',
      },
      question: { es: '¿Cuánto paga el cliente?', en: 'How much does the customer pay?' },
      answers: ['treinta y cinco euros', 'treinta y cinco'],
    },
    grammarUse: { phrases: ['cuesta', 'cuestan', 'son', 'euros', 'un euro', 'vale'] },
  },
  'lesson-a0-32': {
    role: { es: 'un amigo', en: 'a friend' },
    scene: {
      es: 'Queremos ir al cine esta semana. Miramos el calendario.',
      en: 'We want to go to the cinema this week. We look at the calendar.',
    },
    task: {
      es: 'Di qué días estás libre y qué haces cada semana.',
      en: 'Say which days you are free and what you do every week.',
    },
    steps: [
      {
        line: { es: 'Bueno, ¿qué día es hoy?', en: 'Well, what day is it today?' },
        expects: ['¿qué día es hoy?', 'martes', 'el día'],
      },
      {
        line: { es: 'Yo estoy libre el miércoles. ¿Y tú?', en: 'I am free on Wednesday. And you?' },
        expects: ['jueves', 'viernes', 'pasado mañana'],
      },
      {
        line: { es: '¿Y el sábado por la mañana?', en: 'And on Saturday morning?' },
        expects: ['los sábados', 'todos los días'],
      },
      {
        line: {
          es: 'Uf, ¡qué semana! ¿Tienes tiempo el domingo?',
          en: 'Phew, what a week! Do you have time on Sunday?',
        },
        expects: ['la semana', 'esta semana', 'el fin de semana', 'el lunes'],
      },
    ],
    closing: {
      es: 'Perfecto, entonces el viernes. ¡Hasta el viernes!',
      en: 'Perfect, then Friday. See you on Friday!',
    },
    listening: {
      line: {
        es: 'Los jueves tengo clase de baile y los domingos voy a casa de mis padres.',
        en: 'On Thursdays I have a dance class and on Sundays I go to my parents’ house.',
      },
      question: { es: '¿Qué día tiene clase de baile?', en: 'Which day does she have a dance class?' },
      answers: ['jueves', 'los jueves'],
    },
    grammarUse: {
      phrases: [
        'el lunes',
        'los lunes',
        'el martes',
        'los martes',
        'el jueves',
        'los jueves',
        'el viernes',
        'los viernes',
        'los sabados',
        'el sabado',
        'los domingos',
        'el domingo',
      ],
    },
  },
  'lesson-a0-33': {
    role: { es: 'una compañera de clase', en: 'a classmate' },
    scene: {
      es: 'Hacemos un calendario de cumpleaños para la clase.',
      en: 'We are making a birthday calendar for the class.',
    },
    task: {
      es: 'Di tu cumpleaños y los cumpleaños de dos personas.',
      en: 'Say your birthday and the birthdays of two people.',
    },
    steps: [
      {
        line: { es: 'Primero, ¿qué fecha es hoy?', en: 'First, what is the date today?' },
        expects: ['¿qué fecha es hoy?', 'el mes', 'octubre'],
      },
      {
        line: {
          es: 'Mi cumpleaños es el diez de marzo. ¿Y el tuyo?',
          en: 'My birthday is the tenth of March. And yours?',
        },
        expects: ['marzo', 'abril', 'mayo', 'junio'],
      },
      {
        line: {
          es: '¿Y tu madre? ¿En qué mes es su cumpleaños?',
          en: 'And your mother? In which month is her birthday?',
        },
        expects: ['agosto', 'septiembre', 'febrero'],
      },
      {
        line: {
          es: 'Mi amigo Pablo cumple años en Navidad. ¿Y tu padre?',
          en: 'My friend Pablo has his birthday at Christmas. And your father?',
        },
        expects: ['diciembre', 'noviembre'],
      },
    ],
    closing: {
      es: '¡Listo! Ya tenemos el calendario de la clase.',
      en: 'Done! Now we have the class calendar.',
    },
    listening: {
      line: {
        es: 'Hola, me llamo Diego. Mi cumpleaños es el veinte de septiembre.',
        en: 'Hi, my name is Diego. My birthday is the twentieth of September.',
      },
      question: { es: '¿En qué mes es el cumpleaños de Diego?', en: 'In which month is Diego’s birthday?' },
      answers: ['septiembre'],
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
  'lesson-a0-34': {
    role: { es: 'una amiga de Barcelona', en: 'a friend from Barcelona' },
    scene: {
      es: 'Te llamo por teléfono desde Barcelona.',
      en: 'I am phoning you from Barcelona.',
    },
    task: {
      es: 'Pregunta qué tiempo hace aquí y di qué tiempo hace donde tú estás.',
      en: 'Ask what the weather is like here and say what it is like where you are.',
    },
    steps: [
      {
        line: {
          es: '¡Hola! ¿Qué tal? Aquí en Barcelona estamos en la playa.',
          en: 'Hi! How are you? Here in Barcelona we are at the beach.',
        },
        expects: ['¿qué tiempo hace?', 'hace sol', 'hace calor'],
      },
      {
        line: { es: 'Sí, aquí hace buen tiempo. ¿Y allí?', en: 'Yes, the weather is nice here. And there?' },
        expects: ['hace frío', 'llueve', 'está nublado'],
      },
      {
        line: {
          es: '¡Qué pena! ¿Y en tu país nieva en invierno?',
          en: 'What a shame! And in your country does it snow in winter?',
        },
        expects: ['nieva', 'el invierno', 'hace viento'],
      },
      {
        line: { es: '¿Cuál es tu estación favorita?', en: 'What is your favourite season?' },
        expects: ['la primavera', 'el verano', 'el otoño', 'hace buen tiempo'],
      },
    ],
    closing: {
      es: 'Pues ven a Barcelona en verano. ¡Un beso!',
      en: 'Then come to Barcelona in summer. Lots of love!',
    },
    listening: {
      line: {
        es: 'El sábado hace sol y calor, pero el domingo llueve y hace viento.',
        en: 'On Saturday it is sunny and hot, but on Sunday it rains and it is windy.',
      },
      question: { es: '¿Qué tiempo hace el domingo?', en: 'What is the weather like on Sunday?' },
      answers: ['llueve', 'hace viento', 'viento'],
    },
    grammarUse: {
      phrases: ['hace calor', 'hace frio', 'hace sol', 'hace viento', 'hace buen tiempo', 'hace mal tiempo'],
    },
  },
};
