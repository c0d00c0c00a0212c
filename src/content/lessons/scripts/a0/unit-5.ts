import type { LessonScript } from '../types';

/** A0 unit 5, At Home: how each lesson is played. */
export const A0_UNIT_5_SCRIPTS: Readonly<Record<string, LessonScript>> = {
  'lesson-a0-16': {
    role: { es: 'una agente inmobiliaria', en: 'an estate agent' },
    scene: {
      es: 'Estamos delante de un piso en alquiler. Yo tengo la llave.',
      en: 'We are in front of a flat to rent. I have the key.',
    },
    task: {
      es: 'Pregunta qué hay en el piso y di cómo es tu casa ahora.',
      en: 'Ask what there is in the flat and say what your home is like now.',
    },
    steps: [
      {
        line: {
          es: 'Hola. Este es el piso. ¿Vives en un piso o en una casa?',
          en: 'Hello. This is the flat. Do you live in a flat or a house?',
        },
        expects: ['el piso / el apartamento', 'la casa'],
      },
      {
        line: {
          es: 'Aquí hay un salón grande y una cocina nueva.',
          en: 'Here there is a big living room and a new kitchen.',
        },
        expects: ['hay', 'el salón', 'la cocina'],
      },
      {
        line: { es: 'Hay dos dormitorios. ¿Y en tu casa?', en: 'There are two bedrooms. And in your home?' },
        expects: ['el dormitorio', 'el baño'],
      },
      {
        line: {
          es: 'No hay jardín, pero hay una terraza con sol.',
          en: 'There is no garden, but there is a sunny terrace.',
        },
        expects: ['el jardín', 'la terraza', 'el balcón'],
      },
      {
        line: {
          es: 'El piso está en la tercera planta. ¿Necesitas garaje?',
          en: 'The flat is on the third floor. Do you need a garage?',
        },
        expects: ['el garaje', 'la escalera'],
      },
    ],
    closing: {
      es: 'Muy bien. Aquí tienes mi número. ¡Hasta pronto!',
      en: 'Very good. Here is my number. See you soon!',
    },
    listening: {
      line: {
        es: 'Mi piso nuevo tiene tres dormitorios, un baño y una cocina pequeña.',
        en: 'My new flat has three bedrooms, a bathroom and a small kitchen.',
      },
      question: { es: '¿Cuántos dormitorios tiene el piso?', en: 'How many bedrooms does the flat have?' },
      answers: ['tres'],
    },
    grammarUse: { phrases: ['hay un', 'hay una', 'hay dos', 'no hay'] },
  },
  'lesson-a0-17': {
    role: { es: 'el dueño del piso', en: 'the owner of the flat' },
    scene: {
      es: 'Estamos en un piso de vacaciones en la playa. Es tu primer día.',
      en: 'We are in a holiday flat at the beach. It is your first day.',
    },
    task: {
      es: 'Pregunta qué muebles hay y di qué falta.',
      en: 'Ask what furniture there is and say what is missing.',
    },
    steps: [
      {
        line: {
          es: 'Hola, pasa. Este es el dormitorio. ¿Qué te parece?',
          en: 'Hello, come in. This is the bedroom. What do you think?',
        },
        expects: ['la cama', 'el armario', 'la lámpara'],
      },
      {
        line: {
          es: 'Ahora, el salón. Es pequeño pero cómodo.',
          en: 'Now, the living room. It is small but comfortable.',
        },
        expects: ['el sofá', 'el sillón', 'la televisión', 'la alfombra'],
      },
      {
        line: {
          es: 'Para tus libros y tu ordenador, ¿qué necesitas?',
          en: 'For your books and your computer, what do you need?',
        },
        expects: ['la estantería', 'el escritorio'],
      },
      {
        line: {
          es: 'Y aquí están el baño y la cocina. ¿Está todo bien?',
          en: 'And here are the bathroom and the kitchen. Is everything all right?',
        },
        expects: ['la ducha', 'el espejo', 'la nevera'],
      },
    ],
    closing: {
      es: 'Perfecto. Mañana traigo un espejo nuevo. ¡Buenas vacaciones!',
      en: 'Perfect. Tomorrow I will bring a new mirror. Have a good holiday!',
    },
    listening: {
      line: {
        es: 'En mi dormitorio hay una cama, un armario y un escritorio, pero no hay lámpara.',
        en: 'In my bedroom there is a bed, a wardrobe and a desk, but there is no lamp.',
      },
      question: { es: '¿Qué no hay en el dormitorio?', en: 'What is there not in the bedroom?' },
      answers: ['lampara'],
    },
    grammarUse: { phrases: ['no hay', 'hay unos', 'hay unas', 'hay un', 'hay una'] },
  },
  'lesson-a0-18': {
    role: { es: 'una compañera de piso', en: 'a flatmate' },
    scene: {
      es: 'Es lunes por la mañana. Yo llego tarde y no encuentro nada.',
      en: 'It is Monday morning. I am late and I cannot find anything.',
    },
    task: {
      es: 'Dime dónde están mis cosas: encima, debajo, detrás o dentro.',
      en: 'Tell me where my things are: on top, under, behind or inside.',
    },
    steps: [
      {
        line: { es: '¡Ay! ¿Dónde está mi móvil?', en: 'Oh! Where is my phone?' },
        expects: ['está en', 'encima de', 'en'],
      },
      {
        line: { es: 'Gracias. ¿Y mis zapatos? ¿Dónde están?', en: 'Thanks. And my shoes? Where are they?' },
        expects: ['debajo de', 'el suelo', 'detrás de'],
      },
      {
        line: {
          es: 'Busco mis libros de clase. ¿Sabes dónde están?',
          en: 'I am looking for my class books. Do you know where they are?',
        },
        expects: ['dentro de', 'la caja', '¿dónde están…?'],
      },
      {
        line: { es: '¿Y el cuadro nuevo? ¿Y mi bicicleta?', en: 'And the new picture? And my bicycle?' },
        expects: ['la pared', 'delante de', 'entre'],
      },
    ],
    closing: {
      es: '¡Todo listo! Gracias, eres la mejor compañera.',
      en: 'All ready! Thanks, you are the best flatmate.',
    },
    listening: {
      line: {
        es: 'Mis llaves están en la cocina, debajo de la mesa.',
        en: 'My keys are in the kitchen, under the table.',
      },
      question: { es: '¿Dónde están las llaves?', en: 'Where are the keys?' },
      answers: ['debajo de la mesa', 'en la cocina', 'cocina', 'debajo'],
    },
    grammarUse: {
      phrases: [
        'esta en',
        'estan en',
        'esta encima',
        'esta debajo',
        'estan debajo',
        'esta detras',
        'esta dentro',
      ],
    },
  },
  'lesson-a0-19': {
    role: { es: 'un amigo que cocina', en: 'a friend who is cooking' },
    scene: {
      es: 'Estamos en mi cocina. La cena está casi lista.',
      en: 'We are in my kitchen. Dinner is almost ready.',
    },
    task: {
      es: 'Pon la mesa y pregunta dónde están las cosas.',
      en: 'Lay the table and ask where things are.',
    },
    steps: [
      {
        line: {
          es: 'Somos cuatro. ¿Pones la mesa, por favor?',
          en: 'There are four of us. Will you lay the table, please?',
        },
        expects: ['el plato', 'el vaso', 'la servilleta'],
      },
      {
        line: {
          es: 'Hay sopa y carne. ¿Qué más necesitas para comer?',
          en: 'There is soup and meat. What else do you need to eat?',
        },
        expects: ['el tenedor', 'el cuchillo', 'la cuchara'],
      },
      {
        line: {
          es: 'Necesito calentar la sopa. ¿Dónde la pongo?',
          en: 'I need to heat up the soup. Where shall I put it?',
        },
        expects: ['la olla', 'el horno', 'el microondas'],
      },
      {
        line: {
          es: 'Después del café, ¿dónde pongo las tazas sucias?',
          en: 'After the coffee, where do I put the dirty cups?',
        },
        expects: ['la taza', 'el fregadero', 'el lavavajillas'],
      },
    ],
    closing: { es: '¡A la mesa! Que aproveche.', en: 'Dinner is served! Enjoy your meal.' },
    listening: {
      line: {
        es: 'Hijo, pon cinco platos, cinco vasos y cinco servilletas, por favor.',
        en: 'Son, put out five plates, five glasses and five napkins, please.',
      },
      question: { es: '¿Cuántos platos necesita el hijo?', en: 'How many plates does the son need?' },
      answers: ['cinco'],
    },
    grammarUse: {
      phrases: ['el plato', 'el vaso', 'la taza', 'la cuchara', 'el cuchillo', 'la olla', 'el horno'],
    },
  },
};
