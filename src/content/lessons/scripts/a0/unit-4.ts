import type { LessonScript } from '../types';

/** A0 unit 4, Surviving in Spanish: how each lesson is played. */
export const A0_UNIT_4_SCRIPTS: Readonly<Record<string, LessonScript>> = {
  'lesson-a0-11': {
    role: { es: 'la profesora de español', en: 'the Spanish teacher' },
    scene: {
      es: 'Estamos en clase. Yo hablo muy rápido.',
      en: 'We are in class. I speak very fast.',
    },
    task: {
      es: 'Di que no entiendes, pide que repita más despacio y pregunta por una palabra.',
      en: 'Say you do not understand, ask me to repeat more slowly and ask about a word.',
    },
    steps: [
      {
        line: {
          es: 'Hoy vamos a leer un texto sobre la ciudad y sus barrios.',
          en: 'Today we are going to read a text about the city and its neighbourhoods.',
        },
        expects: ['no entiendo', '¿puede repetir?', 'más despacio'],
      },
      {
        line: {
          es: 'Claro. Vamos a leer un texto. ¿Entiendes ahora?',
          en: 'Of course. We are going to read a text. Do you understand now?',
        },
        expects: ['sí', 'otra vez'],
      },
      {
        line: {
          es: 'Bien. Primera pregunta: ¿qué es un barrio?',
          en: 'Good. First question: what is a neighbourhood?',
        },
        expects: ['no sé', '¿qué significa…?', 'la pregunta'],
      },
      {
        line: {
          es: 'Un barrio es una parte de la ciudad. ¿Tienes otra pregunta?',
          en: 'A neighbourhood is a part of the city. Do you have another question?',
        },
        expects: ['¿cómo se dice…?', 'en español', 'la respuesta', 'no'],
      },
    ],
    closing: {
      es: 'Muy bien. Preguntar es la mejor manera de aprender.',
      en: 'Very good. Asking is the best way to learn.',
    },
    listening: {
      line: {
        es: 'Perdón, profesora, no entiendo. ¿Qué significa «mesa»?',
        en: 'Sorry, teacher, I do not understand. What does «mesa» mean?',
      },
      question: {
        es: '¿Qué palabra no entiende el estudiante?',
        en: 'Which word does the student not understand?',
      },
      answers: ['mesa'],
    },
    grammarUse: { phrases: ['no entiendo', 'no se', 'como se dice', 'que significa'] },
  },
  'lesson-a0-12': {
    role: { es: 'una amiga que cumple años', en: 'a friend whose birthday it is' },
    scene: {
      es: 'Es mi cumpleaños. Estamos en mi casa, con la cena en la mesa.',
      en: 'It is my birthday. We are at my house, with dinner on the table.',
    },
    task: {
      es: 'Felicítame, da las gracias, brinda y pide perdón.',
      en: 'Wish me happy birthday, say thank you, make a toast and say sorry when something happens.',
    },
    steps: [
      {
        line: {
          es: '¡Hola! Pasa. Mira, esta es mi hermana Lucía.',
          en: 'Hi! Come in. Look, this is my sister Lucía.',
        },
        expects: ['¡felicidades!', 'encantado, encantada'],
      },
      {
        line: {
          es: 'Gracias por venir. Este regalo es para mí, ¿verdad?',
          en: 'Thank you for coming. This present is for me, isn’t it?',
        },
        expects: ['de nada', 'gracias'],
      },
      {
        line: {
          es: 'La cena está lista. Toma, un plato de paella para ti.',
          en: 'Dinner is ready. Here, a plate of paella for you.',
        },
        expects: ['muchas gracias', '¡que aproveche!', '¡salud!'],
      },
      {
        line: {
          es: '¡Uy! Tu bolso y mi vaso de agua… ¡todo en el suelo!',
          en: 'Oops! Your bag and my glass of water… all on the floor!',
        },
        expects: ['perdón', 'lo siento', 'disculpe'],
      },
      {
        line: {
          es: 'No pasa nada, es solo agua. ¿Quieres pasar a la cocina?',
          en: 'Don’t worry, it is only water. Do you want to go into the kitchen?',
        },
        expects: ['con permiso', 'no pasa nada'],
      },
    ],
    closing: {
      es: '¡Pasa, pasa! Y gracias otra vez por el regalo.',
      en: 'Come in, come in! And thanks again for the present.',
    },
    listening: {
      line: {
        es: 'En el café, una mujer choca con un chico y dice: «¡Perdón!»',
        en: 'In the café, a woman bumps into a boy and says: «Sorry!»',
      },
      question: { es: '¿Qué dice la mujer?', en: 'What does the woman say?' },
      answers: ['perdon'],
    },
    grammarUse: { phrases: ['encantado', 'encantada', 'disculpe', 'perdona'] },
  },
  'lesson-a0-13': {
    role: { es: 'un compañero de clase', en: 'a classmate' },
    scene: {
      es: 'Estamos en clase antes de empezar. La profesora no está.',
      en: 'We are in class before it starts. The teacher is not here.',
    },
    task: {
      es: 'Pregunta qué son las cosas de la clase y di su nombre.',
      en: 'Ask what the things in the classroom are and say their names.',
    },
    steps: [
      {
        line: {
          es: 'Mira mi mesa. Tengo muchas cosas nuevas.',
          en: 'Look at my desk. I have lots of new things.',
        },
        expects: ['¿qué es esto?', 'el cuaderno', 'el lápiz'],
      },
      {
        line: {
          es: 'Y allí, en la pared, hay algo grande y blanco.',
          en: 'And over there, on the wall, there is something big and white.',
        },
        expects: ['¿qué es eso?', 'la pizarra', 'la puerta'],
      },
      {
        line: {
          es: 'Es para escribir. ¿Tienes papel? ¿Y una goma?',
          en: 'It is for writing. Do you have paper? And a rubber?',
        },
        expects: ['el papel', 'la goma', 'la mochila'],
      },
      {
        line: {
          es: 'Busco una palabra. ¿Qué libro es este?',
          en: 'I am looking for a word. Which book is this?',
        },
        expects: ['el diccionario', 'esto', 'eso'],
      },
    ],
    closing: { es: 'Gracias. ¡Ya viene la profesora!', en: 'Thanks. Here comes the teacher!' },
    listening: {
      line: {
        es: 'En mi mochila hay un cuaderno, dos lápices y una goma.',
        en: 'In my backpack there is a notebook, two pencils and a rubber.',
      },
      question: { es: '¿Qué hay en la mochila?', en: 'What is in the backpack?' },
      answers: ['cuaderno', 'lapices', 'goma'],
    },
    grammarUse: { phrases: ['esto', 'eso', 'que es esto', 'que es eso'] },
  },
  'lesson-a0-14': {
    role: { es: 'la recepcionista de una escuela', en: 'the receptionist at a school' },
    scene: {
      es: 'Estás en una escuela de idiomas. Yo tengo tu formulario.',
      en: 'You are at a language school. I have your form.',
    },
    task: {
      es: 'Responde a mis preguntas y pregunta tú por mi correo.',
      en: 'Answer my questions, then ask for my email.',
    },
    steps: [
      {
        line: {
          es: 'Buenos días. ¿Cuál es tu número de teléfono?',
          en: 'Good morning. What is your phone number?',
        },
        expects: ['el número de teléfono'],
      },
      {
        line: {
          es: 'Gracias. ¿Y tu correo electrónico? Escribe la arroba, por favor.',
          en: 'Thank you. And your email address? Write the at sign, please.',
        },
        expects: ['el correo electrónico', 'la arroba'],
      },
      {
        line: {
          es: 'Ahora necesito tu dirección. ¿En qué ciudad y en qué país vives?',
          en: 'Now I need your address. In which city and country do you live?',
        },
        expects: ['la dirección', 'la ciudad', 'el país'],
      },
      {
        line: {
          es: 'Muy bien. ¿Tu edad y tu fecha de nacimiento?',
          en: 'Very good. Your age and your date of birth?',
        },
        expects: ['la edad', 'la fecha de nacimiento'],
      },
      {
        line: {
          es: '¿Estado civil: casado, soltero…? Y aquí, tu firma, por favor.',
          en: 'Marital status: married, single…? And here, your signature, please.',
        },
        expects: ['soltero, soltera', 'casado, casada', 'la firma', '¿cuál es tu…?'],
      },
    ],
    closing: { es: 'Perfecto. Las clases empiezan el lunes.', en: 'Perfect. Classes start on Monday.' },
    listening: {
      line: {
        es: 'Me llamo Juan. Vivo en Sevilla y mi correo es Juan arroba correo punto es.',
        en: 'My name is Juan. I live in Seville and my email is juan at correo dot es.',
      },
      question: { es: '¿En qué ciudad vive Juan?', en: 'Which city does Juan live in?' },
      answers: ['sevilla'],
    },
    grammarUse: { phrases: ['cual es tu', 'cual es su', 'cual es'] },
  },
  'lesson-a0-15': {
    role: { es: 'un amigo', en: 'a friend' },
    scene: {
      es: 'Mañana vamos de viaje. Miramos qué llevas en el bolso.',
      en: 'Tomorrow we are going on a trip. We look at what you have in your bag.',
    },
    task: {
      es: 'Di qué cosas llevas y cuántas, con el plural.',
      en: 'Say which things you are taking and how many, using the plural.',
    },
    steps: [
      {
        line: {
          es: 'A ver, ¿qué hay en tu bolso? ¿Tienes el pasaporte?',
          en: 'Let’s see, what is in your bag? Do you have your passport?',
        },
        expects: ['el bolso', 'el pasaporte', 'la tarjeta'],
      },
      {
        line: { es: '¿Y el dinero? ¿Dónde está?', en: 'And the money? Where is it?' },
        expects: ['la cartera', 'el monedero'],
      },
      {
        line: {
          es: 'Allí va a llover. ¿Y si hace sol?',
          en: 'It is going to rain there. And if it is sunny?',
        },
        expects: ['el paraguas', 'las gafas / los lentes'],
      },
      {
        line: { es: '¿Llevas el móvil? ¿Y para la música?', en: 'Are you taking your phone? And for music?' },
        expects: ['el cargador', 'los auriculares', 'el reloj'],
      },
      {
        line: {
          es: 'El viaje es largo. ¿Qué más llevas?',
          en: 'The trip is long. What else are you taking?',
        },
        expects: ['la botella de agua', 'el pañuelo'],
      },
    ],
    closing: {
      es: 'Perfecto, lo tienes todo. ¡Buen viaje!',
      en: 'Perfect, you have everything. Have a good trip!',
    },
    listening: {
      line: {
        es: 'En mi bolso hay dos relojes, tres bolígrafos y unas gafas.',
        en: 'In my bag there are two watches, three pens and a pair of glasses.',
      },
      question: { es: '¿Cuántos bolígrafos hay?', en: 'How many pens are there?' },
      answers: ['tres'],
    },
    grammarUse: { phrases: ['los', 'las', 'relojes', 'gafas', 'auriculares', 'tarjetas', 'pasaportes'] },
  },
};
