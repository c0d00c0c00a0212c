import type { LessonScript } from '../types';

/** A1 unit 4, At Home: how each lesson is played. */
export const A1_UNIT_4_SCRIPTS: Readonly<Record<string, LessonScript>> = {
  'lesson-a1-11': {
    role: { es: 'tu amiga Lucía', en: 'your friend Lucía' },
    scene: {
      es: 'Vives en un piso nuevo desde el lunes. Lucía te llama por teléfono.',
      en: 'You have lived in a new flat since Monday. Lucía phones you.',
    },
    task: {
      es: 'Describe tu piso nuevo: las habitaciones, la planta y cómo es.',
      en: 'Describe your new flat: the rooms, the floor and what it is like.',
    },
    steps: [
      {
        line: {
          es: '¡Hola! ¿Qué tal tu piso nuevo? ¿Cuántas habitaciones tiene?',
          en: 'Hi! How is your new flat? How many rooms does it have?',
        },
        expects: ['el piso', 'el dormitorio', 'el salón'],
      },
      {
        line: {
          es: '¿Y la cocina? ¿Es grande? ¿Tiene mucha luz?',
          en: 'And the kitchen? Is it big? Does it get a lot of light?',
        },
        expects: ['la cocina', 'luminoso'],
      },
      {
        line: {
          es: '¿Cuántos baños hay? ¿Dónde están?',
          en: 'How many bathrooms are there? Where are they?',
        },
        expects: ['el cuarto de baño', 'el pasillo'],
      },
      {
        line: { es: '¿En qué planta está? ¿Hay ascensor?', en: 'Which floor is it on? Is there a lift?' },
        expects: ['la planta', 'el ascensor'],
      },
      {
        line: {
          es: '¿Tiene terraza o jardín? ¿Y la calle es tranquila?',
          en: 'Does it have a balcony or a garden? And is the street quiet?',
        },
        expects: ['la terraza', 'el jardín', 'ruidoso'],
      },
    ],
    closing: {
      es: '¡Qué bien! Tengo muchas ganas de ver tu piso. ¡Hasta el sábado!',
      en: 'How nice! I really want to see your flat. See you on Saturday!',
    },
    listening: {
      line: {
        es: 'Mi piso está en la cuarta planta y tiene dos dormitorios y una terraza.',
        en: 'My flat is on the fourth floor and it has two bedrooms and a balcony.',
      },
      question: { es: '¿En qué planta está el piso?', en: 'Which floor is the flat on?' },
      answers: ['cuarta planta', 'la cuarta', 'cuarta'],
    },
    grammarUse: { phrases: ['muy', 'mucho', 'mucha', 'muchos', 'muchas'] },
  },
  'lesson-a1-12': {
    role: { es: 'tu amigo Javier', en: 'your friend Javier' },
    scene: {
      es: 'Hoy es el día de la mudanza. Javier te ayuda con los muebles.',
      en: 'Today is moving day. Javier is helping you with the furniture.',
    },
    task: {
      es: 'Di dónde va cada mueble con una preposición de lugar.',
      en: 'Say where each piece of furniture goes, with a preposition of place.',
    },
    steps: [
      {
        line: {
          es: 'Uf, el sofá pesa mucho. ¿Dónde lo pongo? ¿Delante de la ventana?',
          en: 'Phew, the sofa is really heavy. Where do I put it? In front of the window?',
        },
        expects: ['el sofá', 'delante de', 'detrás de'],
      },
      {
        line: { es: '¿Y la alfombra y la lámpara?', en: 'And the rug and the lamp?' },
        expects: ['la alfombra', 'la lámpara', 'debajo de', 'encima de'],
      },
      {
        line: {
          es: 'Ahora el dormitorio. ¿Dónde va la cama?',
          en: 'Now the bedroom. Where does the bed go?',
        },
        expects: ['la cama', 'el armario', 'entre'],
      },
      {
        line: {
          es: '¿Y el espejo? ¿Y la estantería para los libros?',
          en: 'And the mirror? And the bookshelf for the books?',
        },
        expects: ['el espejo', 'la estantería', 'encima de', 'detrás de'],
      },
    ],
    closing: {
      es: '¡Ya está! Tu piso es muy bonito. Ahora, ¡a comer una pizza!',
      en: 'Done! Your flat is very nice. Now, let’s eat a pizza!',
    },
    listening: {
      line: {
        es: 'Tus llaves están encima de la estantería, entre los libros.',
        en: 'Your keys are on the bookshelf, between the books.',
      },
      question: { es: '¿Dónde están las llaves?', en: 'Where are the keys?' },
      answers: ['encima de la estanteria', 'entre los libros', 'encima', 'estanteria'],
    },
    grammarUse: {
      phrases: [
        'encima de',
        'encima del',
        'debajo de',
        'debajo del',
        'delante de',
        'delante del',
        'detras de',
        'detras del',
        'entre',
        'al lado del',
      ],
    },
  },
  'lesson-a1-13': {
    role: { es: 'tu compañera de piso', en: 'your flatmate' },
    scene: {
      es: 'Es sábado por la mañana. Esta noche vienen invitados y la casa está desordenada.',
      en: 'It is Saturday morning. Guests are coming tonight and the flat is untidy.',
    },
    task: {
      es: 'Decide con tu compañera qué hay que hacer y quién hace cada tarea.',
      en: 'Decide with your flatmate what needs doing and who does each chore.',
    },
    steps: [
      {
        line: {
          es: 'Esta noche vienen mis padres y la casa está fatal. ¿Qué hay que hacer?',
          en: 'My parents are coming tonight and the flat is a mess. What needs doing?',
        },
        expects: ['las tareas de la casa', 'limpiar', 'ordenar'],
      },
      {
        line: {
          es: 'La cocina está muy sucia. ¿Qué hacemos primero?',
          en: 'The kitchen is very dirty. What do we do first?',
        },
        expects: ['fregar los platos', 'barrer', 'sacar la basura'],
      },
      {
        line: { es: '¿Y el salón y los dormitorios?', en: 'And the living room and the bedrooms?' },
        expects: ['pasar la aspiradora', 'hacer la cama'],
      },
      {
        line: {
          es: 'También hay mucha ropa sucia. ¿Qué hacemos con ella?',
          en: 'There are also a lot of dirty clothes. What do we do with them?',
        },
        expects: ['poner la lavadora', 'tender la ropa', 'planchar'],
      },
      {
        line: {
          es: 'La nevera está vacía. ¿Quién va al supermercado?',
          en: 'The fridge is empty. Who is going to the supermarket?',
        },
        expects: ['hacer la compra'],
      },
    ],
    closing: {
      es: 'Perfecto, así terminamos antes de comer. ¡Manos a la obra!',
      en: 'Perfect, that way we finish before lunch. Let’s get to work!',
    },
    listening: {
      line: {
        es: 'Hoy yo paso la aspiradora y tú sacas la basura por la noche.',
        en: 'Today I vacuum and you take out the rubbish in the evening.',
      },
      question: { es: '¿Qué tarea haces tú?', en: 'Which chore do you do?' },
      answers: ['sacas la basura', 'la basura', 'basura'],
    },
    grammarUse: { phrases: ['hay que'] },
  },
  'lesson-a1-14': {
    role: { es: 'tu madre', en: 'your mother' },
    scene: {
      es: 'Es domingo por la tarde. Tu madre te llama por teléfono desde su casa.',
      en: 'It is Sunday afternoon. Your mother phones you from her house.',
    },
    task: {
      es: 'Dile qué estás haciendo tú y qué están haciendo los demás en casa.',
      en: 'Tell her what you are doing and what everyone else at home is doing.',
    },
    steps: [
      {
        line: {
          es: 'Hola, cariño. ¿Estás ocupado? ¿Qué haces?',
          en: 'Hi, love. Are you busy? What are you up to?',
        },
        expects: ['ahora mismo', 'estoy leyendo', 'en este momento'],
      },
      {
        line: {
          es: '¿Y tu hermano? ¿Está estudiando para el examen?',
          en: 'And your brother? Is he studying for the exam?',
        },
        expects: ['jugar a los videojuegos', 'navegar por internet', 'ver la tele'],
      },
      {
        line: { es: '¿Y tu padre? ¿Está durmiendo otra vez?', en: 'And your father? Is he sleeping again?' },
        expects: ['dormir la siesta', 'escuchar la radio'],
      },
      {
        line: {
          es: '¿Y la abuela? ¿Qué está haciendo ella?',
          en: 'And grandma? What is she doing?',
        },
        expects: ['preparar la cena', 'regar las plantas', 'hablar por teléfono'],
      },
      {
        line: {
          es: 'Oye, ¿y a mí no me preguntas nada?',
          en: 'Hey, aren’t you going to ask me anything?',
        },
        expects: ['¿qué estás haciendo?'],
      },
    ],
    closing: {
      es: 'Estoy viendo una película con tu tía. Os llamo mañana. ¡Un beso a todos!',
      en: 'I am watching a film with your aunt. I will call you tomorrow. A kiss to everyone!',
    },
    listening: {
      line: {
        es: 'Tu hermano está jugando en el jardín y tu padre está durmiendo la siesta.',
        en: 'Your brother is playing in the garden and your father is having a nap.',
      },
      question: { es: '¿Qué está haciendo tu padre?', en: 'What is your father doing?' },
      answers: ['durmiendo la siesta', 'la siesta', 'durmiendo'],
    },
    grammarUse: {
      phrases: [
        'estoy leyendo',
        'estoy viendo',
        'estoy preparando',
        'estoy escuchando',
        'estoy hablando',
        'esta jugando',
        'esta durmiendo',
        'esta viendo',
        'esta preparando',
        'esta regando',
        'esta hablando',
        'esta navegando',
        'esta escuchando',
        'estas haciendo',
      ],
    },
  },
  'lesson-a1-15': {
    role: { es: 'tu vecina Carmen', en: 'your neighbour Carmen' },
    scene: {
      es: 'Te vas de vacaciones una semana. Tu vecina va a cuidar de tus animales.',
      en: 'You are going on holiday for a week. Your neighbour is going to look after your animals.',
    },
    task: {
      es: 'Explícale qué mascotas tenéis, cómo son y qué necesitan.',
      en: 'Explain which pets you have, what they are like and what they need.',
    },
    steps: [
      {
        line: {
          es: 'Bueno, ¿cuántas mascotas tenéis en casa? ¿Qué animales son?',
          en: 'Well, how many pets do you have at home? What animals are they?',
        },
        expects: ['la mascota', 'el conejo', 'el pájaro', 'el pez'],
      },
      {
        line: {
          es: '¿Qué come el conejo? ¿Y dónde vive el pájaro?',
          en: 'What does the rabbit eat? And where does the bird live?',
        },
        expects: ['dar de comer', 'la jaula'],
      },
      {
        line: {
          es: '¿Y vuestro perro? ¿Cuántas veces sale a la calle?',
          en: 'And your dog? How many times does he go outside?',
        },
        expects: ['pasear al perro', 'cuidar'],
      },
      {
        line: {
          es: '¿Cómo es vuestro perro? ¿Es bueno con la gente?',
          en: 'What is your dog like? Is he good with people?',
        },
        expects: ['cariñoso', 'juguetón', 'ladrar'],
      },
      {
        line: {
          es: '¿Y si un animal está enfermo? ¿Qué hago?',
          en: 'And if an animal is ill? What do I do?',
        },
        expects: ['el veterinario'],
      },
    ],
    closing: {
      es: 'Tranquilos, voy a cuidar muy bien de vuestros animales. ¡Buen viaje!',
      en: 'Don’t worry, I am going to look after your animals very well. Have a good trip!',
    },
    listening: {
      line: {
        es: 'Nuestro perro se llama Toby y sale a pasear tres veces al día.',
        en: 'Our dog is called Toby and he goes out for a walk three times a day.',
      },
      question: {
        es: '¿Cuántas veces al día sale el perro?',
        en: 'How many times a day does the dog go out?',
      },
      answers: ['tres veces', 'tres'],
    },
    grammarUse: {
      phrases: [
        'nuestro',
        'nuestra',
        'nuestros',
        'nuestras',
        'vuestro',
        'vuestra',
        'vuestros',
        'vuestras',
        'su',
        'sus',
      ],
    },
  },
};
