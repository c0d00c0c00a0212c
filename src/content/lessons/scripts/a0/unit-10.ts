import type { LessonScript } from '../types';

/** A0 unit 10, People and Animals: how each lesson is played. */
export const A0_UNIT_10_SCRIPTS: Readonly<Record<string, LessonScript>> = {
  'lesson-a0-40': {
    role: { es: 'una vecina nueva', en: 'a new neighbour' },
    scene: {
      es: 'Hay una fiesta para los vecinos del edificio. Tomamos algo.',
      en: 'There is a party for the people in the building. We are having a drink.',
    },
    task: {
      es: 'Pregunta en qué trabajo, di tu trabajo y el de dos personas de tu familia.',
      en: 'Ask what I do, say your job and the jobs of two people in your family.',
    },
    steps: [
      {
        line: {
          es: 'Hola, soy Marta, del tercero. Soy enfermera.',
          en: 'Hi, I am Marta, from the third floor. I am a nurse.',
        },
        expects: ['la enfermera', '¿en qué trabajas?'],
      },
      {
        line: {
          es: 'Trabajo en el hospital, de noche. ¿Y tú? ¿Te gusta tu trabajo?',
          en: 'I work at the hospital, at night. And you? Do you like your job?',
        },
        expects: ['el trabajo', 'el ingeniero', 'el abogado'],
      },
      {
        line: { es: '¿Y tu familia? ¿En qué trabajan?', en: 'And your family? What do they do?' },
        expects: ['el cocinero', 'el dependiente', 'el conductor'],
      },
      {
        line: {
          es: 'Mi hermano apaga fuegos y mi padre trabaja en la comisaría.',
          en: 'My brother puts out fires and my father works at the police station.',
        },
        expects: ['el bombero', 'el policía'],
      },
      {
        line: {
          es: 'Y mi novio escribe en un periódico y canta en un grupo.',
          en: 'And my boyfriend writes for a newspaper and sings in a band.',
        },
        expects: ['el periodista', 'el cantante'],
      },
    ],
    closing: {
      es: '¡Qué familia tan interesante! Encantada.',
      en: 'What an interesting family! Pleased to meet you.',
    },
    listening: {
      line: {
        es: 'Mi padre es policía y mi madre es cocinera en un restaurante.',
        en: 'My father is a police officer and my mother is a cook in a restaurant.',
      },
      question: { es: '¿En qué trabaja su madre?', en: 'What does her mother do?' },
      answers: ['cocinera', 'es cocinera'],
    },
    grammarUse: {
      phrases: [
        'soy enfermera',
        'soy enfermero',
        'soy abogado',
        'soy abogada',
        'soy ingeniero',
        'soy ingeniera',
        'soy cocinero',
        'soy cocinera',
        'es policia',
        'es cocinera',
        'es cocinero',
      ],
    },
  },
  'lesson-a0-41': {
    role: { es: 'un amigo', en: 'a friend' },
    scene: {
      es: 'Miramos las fotos de una boda de tu familia.',
      en: 'We are looking at the photos from a wedding in your family.',
    },
    task: {
      es: 'Di quién es cada persona de las fotos.',
      en: 'Say who each person in the photos is.',
    },
    steps: [
      {
        line: {
          es: '¡Qué fotos tan bonitas! ¿Quiénes son estos señores mayores?',
          en: 'What lovely photos! Who are these elderly people?',
        },
        expects: ['el abuelo', 'la abuela'],
      },
      {
        line: { es: '¿Y este señor con el bebé?', en: 'And this man with the baby?' },
        expects: ['el tío', 'el bebé'],
      },
      {
        line: { es: 'Hay muchos niños. ¿Quiénes son?', en: 'There are lots of children. Who are they?' },
        expects: ['el sobrino', 'la sobrina', 'el nieto', 'la nieta'],
      },
      {
        line: { es: '¿Y esta chica guapa a tu lado?', en: 'And this pretty girl next to you?' },
        expects: ['la novia', 'el novio', 'la amiga'],
      },
      {
        line: {
          es: 'Y este chico con gafas, ¿es de tu familia?',
          en: 'And this boy with glasses, is he from your family?',
        },
        expects: ['el amigo'],
      },
    ],
    closing: { es: '¡Qué familia tan grande y tan simpática!', en: 'What a big, friendly family!' },
    listening: {
      line: {
        es: 'Tengo cuatro nietos: tres nietas y un nieto. Mi nieto es un bebé.',
        en: 'I have four grandchildren: three granddaughters and one grandson. My grandson is a baby.',
      },
      question: {
        es: '¿Cuántos nietos tiene la abuela?',
        en: 'How many grandchildren does the grandmother have?',
      },
      answers: ['cuatro'],
    },
    grammarUse: {
      phrases: [
        'su abuelo',
        'su abuela',
        'su novio',
        'su novia',
        'sus nietos',
        'mi abuelo',
        'mi abuela',
        'mi tio',
        'mi novio',
        'mi novia',
        'mi amigo',
        'mi amiga',
        'mis abuelos',
      ],
    },
  },
  'lesson-a0-42': {
    role: { es: 'el dependiente de la tienda', en: 'the shop assistant' },
    scene: {
      es: 'Estás en una tienda de animales. Vives en un piso pequeño.',
      en: 'You are in a pet shop. You live in a small flat.',
    },
    task: {
      es: 'Di qué mascotas tienes y elige un animal pequeño para tu piso.',
      en: 'Say what pets you have and choose a small animal for your flat.',
    },
    steps: [
      {
        line: {
          es: 'Hola, buenas. ¿Buscas un animal para casa?',
          en: 'Hello. Are you looking for a pet for your home?',
        },
        expects: ['la mascota', 'el animal', '¿tienes mascota?'],
      },
      {
        line: {
          es: 'Tenemos perros, pero son grandes. ¿Tu piso es grande?',
          en: 'We have dogs, but they are big. Is your flat big?',
        },
        expects: ['pequeño', 'grande'],
      },
      {
        line: {
          es: 'Para un piso pequeño hay animales pequeños. Mira.',
          en: 'For a small flat there are small animals. Look.',
        },
        expects: ['el conejo', 'el hámster', 'el ratón'],
      },
      {
        line: {
          es: 'También hay animales de agua y animales que cantan.',
          en: 'There are also water animals and animals that sing.',
        },
        expects: ['el pez', 'la tortuga', 'el pájaro', 'el loro'],
      },
    ],
    closing: { es: 'Muy buena elección. ¡Cuídalo mucho!', en: 'A very good choice. Take good care of it!' },
    listening: {
      line: {
        es: 'Tengo un perro, dos gatos y cinco peces de colores.',
        en: 'I have a dog, two cats and five goldfish.',
      },
      question: { es: '¿Cuántos peces tiene el niño?', en: 'How many fish does the boy have?' },
      answers: ['cinco'],
    },
    grammarUse: { phrases: ['peces', 'los peces', 'ratones', 'conejos', 'pajaros', 'tortugas', 'loros'] },
  },
  'lesson-a0-43': {
    role: { es: 'la guía del zoo', en: 'the zoo guide' },
    scene: {
      es: 'Estamos en un zoo con una pequeña granja para niños.',
      en: 'We are at a zoo with a small farm for children.',
    },
    task: {
      es: 'Di qué animales quieres ver y nombra los animales que te enseño.',
      en: 'Say which animals you want to see and name the animals I show you.',
    },
    steps: [
      {
        line: {
          es: '¡Hola! Primero, la granja. ¿Qué animales ves?',
          en: 'Hi! First, the farm. What animals do you see?',
        },
        expects: ['la vaca', 'el cerdo', 'la oveja', 'la gallina'],
      },
      {
        line: {
          es: 'Aquí los niños pueden montar. ¿En qué animal?',
          en: 'Here children can go for a ride. On which animal?',
        },
        expects: ['el caballo'],
      },
      {
        line: {
          es: 'Ahora los animales de África. ¿Cuál quieres ver?',
          en: 'Now the animals from Africa. Which one do you want to see?',
        },
        expects: ['el león', 'el elefante', 'la jirafa'],
      },
      {
        line: {
          es: 'Y ahora, los animales de Asia y de la selva.',
          en: 'And now, the animals from Asia and the jungle.',
        },
        expects: ['el tigre', 'el mono', 'la serpiente', 'el oso'],
      },
    ],
    closing: {
      es: 'Fin de la visita. ¡Gracias y hasta pronto!',
      en: 'End of the visit. Thank you and see you soon!',
    },
    listening: {
      line: {
        es: 'En mi granja tengo diez vacas, cuatro caballos y muchas gallinas.',
        en: 'On my farm I have ten cows, four horses and lots of hens.',
      },
      question: { es: '¿Qué animales tiene en la granja?', en: 'What animals does he have on the farm?' },
      answers: ['vacas', 'caballos', 'gallinas'],
    },
    grammarUse: {
      phrases: [
        'la jirafa',
        'el elefante',
        'la serpiente',
        'el tigre',
        'el leon',
        'la oveja',
        'el oso',
        'el mono',
      ],
    },
  },
  'lesson-a0-44': {
    role: { es: 'una amiga', en: 'a friend' },
    scene: {
      es: 'Quieres comprar una bici de segunda mano. Hay dos.',
      en: 'You want to buy a second-hand bike. There are two.',
    },
    task: {
      es: 'Describe las dos bicis con contrarios y elige una.',
      en: 'Describe the two bikes with opposites and choose one.',
    },
    steps: [
      {
        line: { es: 'Mira esta bici roja. ¿Cómo es?', en: 'Look at this red bike. What is it like?' },
        expects: ['nuevo', 'bonito', 'limpio'],
      },
      {
        line: { es: 'Y esta bici azul es del año 1990.', en: 'And this blue bike is from 1990.' },
        expects: ['viejo', 'feo', 'sucio'],
      },
      {
        line: { es: '¿Y cuál es más rápida?', en: 'And which one is faster?' },
        expects: ['rápido', 'lento'],
      },
      {
        line: {
          es: 'La azul tiene muchas marchas. ¿Es fácil para ti?',
          en: 'The blue one has lots of gears. Is it easy for you?',
        },
        expects: ['fácil', 'difícil', 'malo'],
      },
      {
        line: {
          es: 'Uf, hace mucho sol. Cuidado, el asiento de la roja quema.',
          en: 'Phew, it is very sunny. Careful, the seat of the red one burns.',
        },
        expects: ['caliente'],
      },
    ],
    closing: { es: 'Buena elección. ¡A pasear en bici!', en: 'Good choice. Let’s go for a ride!' },
    listening: {
      line: {
        es: 'Mi piso nuevo es pequeño pero muy bonito. El viejo es grande y feo.',
        en: 'My new flat is small but very pretty. The old one is big and ugly.',
      },
      question: { es: '¿Cómo es el piso nuevo?', en: 'What is the new flat like?' },
      answers: ['pequeño', 'bonito', 'muy bonito'],
    },
    grammarUse: {
      phrases: [
        'es nueva',
        'es nuevo',
        'es vieja',
        'es viejo',
        'es bonita',
        'es bonito',
        'es fea',
        'es feo',
        'es rapida',
        'es rapido',
        'es lenta',
        'es lento',
        'es facil',
        'es dificil',
      ],
    },
  },
  'lesson-a0-45': {
    role: { es: 'una amiga nueva', en: 'a new friend' },
    scene: {
      es: 'Estamos en un café después de la clase de español.',
      en: 'We are in a café after the Spanish class.',
    },
    task: {
      es: 'Habla de ti con frases largas: usa y, pero y porque, y pregunta por qué.',
      en: 'Talk about yourself in long sentences: use y, pero and porque, and ask why.',
    },
    steps: [
      {
        line: {
          es: 'Yo estudio español porque mi novio es de Sevilla. ¿Y tú?',
          en: 'I study Spanish because my boyfriend is from Seville. And you?',
        },
        expects: ['porque', 'también', 'y'],
      },
      {
        line: {
          es: '¿Te gusta la clase? A mí me gusta mucho.',
          en: 'Do you like the class? I like it a lot.',
        },
        expects: ['mucho', 'muy', 'pero'],
      },
      {
        line: {
          es: '¿Hablas otros idiomas? ¿Inglés o francés?',
          en: 'Do you speak other languages? English or French?',
        },
        expects: ['o', 'un poco', 'solo'],
      },
      {
        line: { es: 'Yo no hablo alemán. ¿Y tú?', en: 'I do not speak German. And you?' },
        expects: ['tampoco', 'bastante'],
      },
      {
        line: { es: 'El viernes no voy a clase.', en: 'On Friday I am not going to class.' },
        expects: ['¿por qué?'],
      },
    ],
    closing: {
      es: 'Porque es mi cumpleaños. ¡Ven a la fiesta!',
      en: 'Because it is my birthday. Come to the party!',
    },
    listening: {
      line: {
        es: 'Me gusta mucho la clase porque la profesora es muy simpática.',
        en: 'I really like the class because the teacher is very nice.',
      },
      question: { es: '¿Por qué le gusta la clase?', en: 'Why does he like the class?' },
      answers: ['profesora', 'simpatica', 'muy simpatica', 'porque la profesora es muy simpatica'],
    },
    grammarUse: { phrases: ['muy', 'mucho', 'porque', 'por que'] },
  },
};
