import type { LessonScript } from '../types';

/** A1 unit 8, School and Work: how each lesson is played. */
export const A1_UNIT_8_SCRIPTS: Readonly<Record<string, LessonScript>> = {
  'lesson-a1-31': {
    role: { es: 'Elena, tu madre de acogida', en: 'Elena, your host mother' },
    scene: {
      es: 'Estudias un año en un instituto de Valencia y vives con una familia española.',
      en: 'You are studying for a year at a secondary school in Valencia and living with a Spanish family.',
    },
    task: {
      es: 'Cuéntale a Elena cómo son tus clases, tu horario y tus exámenes.',
      en: 'Tell Elena what your classes, your timetable and your exams are like.',
    },
    steps: [
      {
        line: {
          es: '¿Qué tal el primer día en el instituto? ¿Qué asignaturas tienes?',
          en: 'How was the first day at school? Which subjects do you have?',
        },
        expects: ['el instituto', 'la asignatura', 'las matemáticas', 'la historia', 'las ciencias'],
      },
      {
        line: {
          es: '¿Y el horario? ¿Tienes un descanso por la mañana?',
          en: 'And the timetable? Do you have a break in the morning?',
        },
        expects: ['el horario', 'el recreo'],
      },
      {
        line: { es: '¿Tienes mucho trabajo para mañana?', en: 'Do you have a lot of work for tomorrow?' },
        expects: ['los deberes'],
      },
      {
        line: {
          es: '¿Cuándo tienes el primer examen? ¿Estás nervioso?',
          en: 'When is your first exam? Are you nervous?',
        },
        expects: ['el examen', 'aprobar', 'suspender', 'la nota'],
      },
    ],
    closing: {
      es: 'Seguro que apruebas. Y ahora, ¡a cenar!',
      en: 'I am sure you will pass. And now, dinner time!',
    },
    listening: {
      line: {
        es: 'Los lunes tengo matemáticas a las nueve y el recreo es a las once y media.',
        en: 'On Mondays I have maths at nine and break is at half past eleven.',
      },
      question: { es: '¿A qué hora es el recreo?', en: 'What time is the break?' },
      answers: ['a las once y media', 'once y media'],
    },
    grammarUse: { phrases: ['tengo que', 'tienes que', 'tiene que', 'tenemos que', 'tienen que'] },
  },
  'lesson-a1-32': {
    role: { es: 'la profesora de español', en: 'the Spanish teacher' },
    scene: {
      es: 'Es el primer día de un curso de español en una academia de Salamanca.',
      en: 'It is the first day of a Spanish course at a language school in Salamanca.',
    },
    task: {
      es: 'Pregunta lo que no entiendes y pide a la profesora que repita o hable más despacio.',
      en: 'Ask about what you don’t understand and ask the teacher to repeat or speak more slowly.',
    },
    steps: [
      {
        line: {
          es: 'Buenos días. Abrid el libro en la página diez y haced el ejercicio tres.',
          en: 'Good morning. Open your books at page ten and do exercise three.',
        },
        expects: ['el ejercicio', 'el cuaderno', 'no entiendo'],
      },
      {
        line: {
          es: 'En el ejercicio aparece la palabra «madrugar».',
          en: 'The word “madrugar” appears in the exercise.',
        },
        expects: ['¿qué significa…?', 'la palabra', 'el diccionario'],
      },
      {
        line: {
          es: 'Madrugar es levantarse muy temprano, por ejemplo a las cinco de la mañana.',
          en: 'Madrugar is getting up very early, for example at five in the morning.',
        },
        expects: ['¿puede repetir, por favor?', 'más despacio'],
      },
      {
        line: {
          es: 'Ahora tú. ¿Qué quieres decir en español y no sabes?',
          en: 'Now you. What do you want to say in Spanish and don’t know how?',
        },
        expects: ['¿cómo se dice…?', 'la frase'],
      },
      {
        line: {
          es: 'Muy bien. Ahora os hago preguntas a todos.',
          en: 'Very good. Now I am going to ask you all questions.',
        },
        expects: ['la pregunta', 'la respuesta'],
      },
    ],
    closing: {
      es: '¡Buen trabajo! Nos vemos mañana a la misma hora.',
      en: 'Good work! See you tomorrow at the same time.',
    },
    listening: {
      line: {
        es: 'Para el jueves, haced el ejercicio cinco de la página veinte.',
        en: 'For Thursday, do exercise five on page twenty.',
      },
      question: { es: '¿Qué ejercicio hay que hacer?', en: 'Which exercise do you have to do?' },
      answers: ['el ejercicio cinco', 'ejercicio cinco', 'cinco'],
    },
    grammarUse: {
      phrases: [
        'puede repetir',
        'puedes repetir',
        'puede hablar',
        'puedes hablar',
        'puede explicar',
        'puedes explicar',
        'puede escribir',
        'puedes escribir',
      ],
    },
  },
  'lesson-a1-33': {
    role: { es: 'Rocío, una invitada', en: 'Rocío, a guest' },
    scene: {
      es: 'Estás en la fiesta de cumpleaños de Marcos. Hablas con gente que no conoces.',
      en: 'You are at Marcos’s birthday party. You are talking to people you don’t know.',
    },
    task: {
      es: 'Pregunta a Rocío en qué trabaja, di a qué te dedicas tú y habla de tu familia.',
      en: 'Ask Rocío what she does, say what you do and talk about your family.',
    },
    steps: [
      {
        line: {
          es: 'Hola, soy Rocío, la hermana de Marcos. ¿Y tú? ¿Eres de la oficina de Marcos?',
          en: 'Hi, I am Rocío, Marcos’s sister. And you? Are you from Marcos’s office?',
        },
        expects: ['¿a qué te dedicas?', 'el enfermero', 'el ingeniero', 'el abogado'],
      },
      {
        line: {
          es: 'Yo soy periodista. ¿Y tu familia? ¿En qué trabajan?',
          en: 'I am a journalist. And your family? What do they do?',
        },
        expects: ['el periodista', 'el cocinero', 'el dependiente', 'el policía'],
      },
      {
        line: { es: '¿Y tus abuelos? ¿Todavía trabajan?', en: 'And your grandparents? Do they still work?' },
        expects: ['jubilado', 'el funcionario'],
      },
      {
        line: {
          es: 'Mi novio corta el pelo en una tienda y su hermano conduce un taxi.',
          en: 'My boyfriend cuts hair in a salon and his brother drives a taxi.',
        },
        expects: ['el peluquero', 'el taxista'],
      },
    ],
    closing: {
      es: '¡Qué interesante! Voy a buscar algo de beber. ¿Quieres algo?',
      en: 'How interesting! I am going to get something to drink. Do you want anything?',
    },
    listening: {
      line: {
        es: 'Mi hermano es enfermero y trabaja de noche en un hospital de Bilbao.',
        en: 'My brother is a nurse and works nights in a hospital in Bilbao.',
      },
      question: { es: '¿En qué trabaja su hermano?', en: 'What does her brother do?' },
      answers: ['es enfermero', 'enfermero'],
    },
    grammarUse: {
      phrases: [
        'soy enfermero',
        'soy enfermera',
        'es enfermero',
        'es enfermera',
        'soy abogado',
        'soy abogada',
        'es abogado',
        'es abogada',
        'soy ingeniero',
        'soy ingeniera',
        'es ingeniero',
        'es ingeniera',
        'es cocinero',
        'es cocinera',
        'es periodista',
        'es policia',
        'es dependiente',
        'es dependienta',
        'es peluquero',
        'es peluquera',
        'es taxista',
        'es funcionario',
        'es funcionaria',
        'soy funcionario',
        'soy funcionaria',
        'trabajo de',
        'trabaja de',
      ],
    },
  },
  'lesson-a1-34': {
    role: { es: 'la recepcionista', en: 'the receptionist' },
    scene: {
      es: 'Es tu primer día de trabajo en una empresa de Barcelona. Llegas a la recepción.',
      en: 'It is your first day at work in a company in Barcelona. You arrive at reception.',
    },
    task: {
      es: 'Di a quién buscas, pregunta por la oficina y conoce a tu compañera.',
      en: 'Say whom you are looking for, ask about the office and meet your colleague.',
    },
    steps: [
      {
        line: { es: 'Buenos días, ¿en qué puedo ayudarte?', en: 'Good morning, how can I help you?' },
        expects: ['el jefe', 'la oficina', 'la reunión'],
      },
      {
        line: {
          es: 'El señor Ruiz está hablando con un cliente. ¿Lo esperas aquí?',
          en: 'Mr Ruiz is talking to a client. Will you wait for him here?',
        },
        expects: ['el despacho', 'el cliente'],
      },
      {
        line: {
          es: 'Mira, esta es Ana. Trabaja contigo y te explica todo.',
          en: 'Look, this is Ana. She works with you and will explain everything.',
        },
        expects: ['el compañero de trabajo', 'la impresora', 'el informe'],
      },
      {
        line: {
          es: 'Aquí paramos a las once. ¿Tomas café?',
          en: 'We stop at eleven here. Do you drink coffee?',
        },
        expects: ['la pausa para el café'],
      },
      {
        line: {
          es: 'Los viernes la oficina está casi vacía. ¿Sabes por qué?',
          en: 'On Fridays the office is almost empty. Do you know why?',
        },
        expects: ['trabajar desde casa', 'las vacaciones', 'el proyecto'],
      },
    ],
    closing: {
      es: 'Mira, ya viene el señor Ruiz. ¡Buen primer día!',
      en: 'Look, here comes Mr Ruiz. Have a good first day!',
    },
    listening: {
      line: {
        es: 'La reunión con los clientes es el martes a las diez en la sala tres.',
        en: 'The meeting with the clients is on Tuesday at ten in room three.',
      },
      question: { es: '¿Cuándo es la reunión?', en: 'When is the meeting?' },
      answers: ['el martes a las diez', 'el martes', 'martes', 'a las diez'],
    },
    grammarUse: {
      phrases: [
        'esta hablando',
        'esta trabajando',
        'esta escribiendo',
        'esta preparando',
        'esta haciendo',
        'estoy esperando',
        'estoy buscando',
        'estoy trabajando',
        'estoy haciendo',
        'estamos trabajando',
      ],
    },
  },
  'lesson-a1-35': {
    role: { es: 'Jorge, un compañero nuevo', en: 'Jorge, a new colleague' },
    scene: {
      es: 'Es el primer día de Jorge en tu empresa. Estáis junto a la máquina de café.',
      en: 'It is Jorge’s first day at your company. You are by the coffee machine.',
    },
    task: {
      es: 'Hazle a Jorge muchas preguntas, cada una con un interrogativo diferente.',
      en: 'Ask Jorge lots of questions, each with a different question word.',
    },
    steps: [
      {
        line: {
          es: 'Hola, soy Jorge, el nuevo. ¿Quieres saber algo de mí?',
          en: 'Hi, I am Jorge, the new guy. Do you want to know anything about me?',
        },
        expects: ['¿de dónde eres?', '¿cómo?', '¿quién?'],
      },
      {
        line: {
          es: 'Soy de Cádiz, pero ahora vivo aquí con unos amigos.',
          en: 'I am from Cádiz, but now I live here with some friends.',
        },
        expects: ['¿con quién?', '¿cuántos…?', '¿desde cuándo?'],
      },
      {
        line: { es: 'Me encanta esta ciudad, ¿sabes?', en: 'I love this city, you know?' },
        expects: ['¿por qué?', 'porque'],
      },
      {
        line: {
          es: 'Los fines de semana siempre salgo de viaje.',
          en: 'At weekends I always go away on a trip.',
        },
        expects: ['¿adónde?', '¿cuál…?', '¿para qué?', '¿cada cuánto?'],
      },
    ],
    closing: {
      es: '¡Cuántas preguntas! Ahora te pregunto yo a ti.',
      en: 'So many questions! Now I am going to ask you.',
    },
    listening: {
      line: {
        es: 'Vivo con dos amigos desde marzo porque el piso es más barato.',
        en: 'I have lived with two friends since March because the flat is cheaper.',
      },
      question: { es: '¿Desde cuándo vive con sus amigos?', en: 'Since when has he lived with his friends?' },
      answers: ['desde marzo', 'marzo'],
    },
    grammarUse: {
      phrases: [
        'quien',
        'cual',
        'cuantos',
        'cuantas',
        'por que',
        'como',
        'adonde',
        'donde',
        'cuando',
        'para que',
      ],
    },
  },
};
