import type { LessonScript } from '../types';

/** A0 unit 6, Colours, Clothes and the Body: how each lesson is played. */
export const A0_UNIT_6_SCRIPTS: Readonly<Record<string, LessonScript>> = {
  'lesson-a0-20': {
    role: { es: 'una amiga', en: 'a friend' },
    scene: {
      es: 'Estamos en mi piso nuevo. Las paredes son blancas y quiero pintar.',
      en: 'We are in my new flat. The walls are white and I want to paint.',
    },
    task: {
      es: 'Di qué colores te gustan para cada habitación y pregunta de qué color son mis cosas.',
      en: 'Say which colours you like for each room and ask what colour my things are.',
    },
    steps: [
      {
        line: {
          es: 'Para el dormitorio quiero un color tranquilo. ¿Qué color?',
          en: 'For the bedroom I want a calm colour. Which colour?',
        },
        expects: ['el color', 'azul claro', 'gris'],
      },
      {
        line: {
          es: '¿Y para la cocina? Quiero algo alegre.',
          en: 'And for the kitchen? I want something cheerful.',
        },
        expects: ['naranja', 'rosa', 'de colores'],
      },
      {
        line: { es: 'Mira mi sofá nuevo. ¿Te gusta?', en: 'Look at my new sofa. Do you like it?' },
        expects: ['¿de qué color es?', 'marrón', 'verde oscuro'],
      },
      {
        line: {
          es: 'Y esta lámpara es un regalo de mi madre.',
          en: 'And this lamp is a present from my mother.',
        },
        expects: ['dorado', 'plateado', 'morado'],
      },
    ],
    closing: { es: '¡Qué bonito! Mañana empiezo a pintar.', en: 'How lovely! Tomorrow I start painting.' },
    listening: {
      line: {
        es: 'Mi bicicleta es verde oscuro, con las ruedas negras.',
        en: 'My bicycle is dark green, with black wheels.',
      },
      question: { es: '¿De qué color es la bicicleta?', en: 'What colour is the bicycle?' },
      answers: ['verde oscuro', 'verde'],
    },
    grammarUse: {
      phrases: [
        'rosa',
        'naranja',
        'morada',
        'morados',
        'moradas',
        'grises',
        'dorada',
        'plateada',
        'marrones',
      ],
    },
  },
  'lesson-a0-21': {
    role: { es: 'un amigo', en: 'a friend' },
    scene: {
      es: 'Mañana vamos a la montaña. Hace frío. Hacemos la maleta.',
      en: 'Tomorrow we are going to the mountains. It is cold. We are packing.',
    },
    task: {
      es: 'Di qué ropa llevas y de qué color es.',
      en: 'Say which clothes you are taking and what colour they are.',
    },
    steps: [
      {
        line: {
          es: 'Yo llevo un abrigo negro. ¿Y tú? ¿Qué ropa llevas?',
          en: 'I am taking a black coat. And you? What clothes are you taking?',
        },
        expects: ['llevo', 'la ropa', 'el abrigo'],
      },
      {
        line: {
          es: 'En la montaña hace mucho frío. ¿Llevas jersey?',
          en: 'It is very cold in the mountains. Are you taking a jumper?',
        },
        expects: ['el jersey / el suéter', 'la bufanda', 'el sombrero'],
      },
      {
        line: {
          es: 'Y para caminar, ¿qué llevas en los pies?',
          en: 'And for walking, what are you wearing on your feet?',
        },
        expects: ['las botas', 'los calcetines'],
      },
      {
        line: {
          es: 'Por la tarde hace sol. ¿Llevas algo ligero?',
          en: 'In the afternoon it is sunny. Are you taking something light?',
        },
        expects: ['la camiseta', 'los vaqueros', 'la gorra'],
      },
      {
        line: {
          es: 'El sábado hay una cena. Yo llevo una camisa blanca.',
          en: 'On Saturday there is a dinner. I am wearing a white shirt.',
        },
        expects: ['el vestido', 'llevo'],
      },
    ],
    closing: { es: 'Perfecto. ¡La maleta está lista!', en: 'Perfect. The suitcase is ready!' },
    listening: {
      line: {
        es: 'Hoy llevo unos vaqueros, un jersey gris y un abrigo rojo.',
        en: 'Today I am wearing jeans, a grey jumper and a red coat.',
      },
      question: { es: '¿De qué color es el abrigo?', en: 'What colour is the coat?' },
      answers: ['rojo'],
    },
    grammarUse: {
      phrases: [
        'camiseta roja',
        'camiseta blanca',
        'abrigo negro',
        'jersey gris',
        'botas negras',
        'vestido azul',
        'gorra roja',
        'bufanda roja',
      ],
    },
  },
  'lesson-a0-22': {
    role: { es: 'una amiga', en: 'a friend' },
    scene: {
      es: 'Voy a la estación a buscar a tu primo. No lo conozco.',
      en: 'I am going to the station to pick up your cousin. I do not know him.',
    },
    task: {
      es: 'Describe la cara y el pelo de tu primo.',
      en: 'Describe your cousin’s face and hair.',
    },
    steps: [
      {
        line: {
          es: 'A ver, ¿cómo es tu primo? ¿Cómo tiene el pelo?',
          en: 'Let’s see, what is your cousin like? What is his hair like?',
        },
        expects: ['el pelo', 'largo', 'corto', 'rizado'],
      },
      {
        line: { es: '¿Y la cara? ¿Tiene barba?', en: 'And his face? Does he have a beard?' },
        expects: ['la cara', 'la barba'],
      },
      {
        line: { es: '¿De qué color tiene los ojos?', en: 'What colour are his eyes?' },
        expects: ['el ojo', 'la nariz'],
      },
      {
        line: {
          es: '¿Algo más? ¿Algo especial en la boca o en las orejas?',
          en: 'Anything else? Something special about his mouth or ears?',
        },
        expects: ['la boca', 'el labio', 'el diente', 'la oreja'],
      },
    ],
    closing: {
      es: 'Vale, con esto lo encuentro seguro. ¡Hasta luego!',
      en: 'OK, with this I will find him for sure. See you later!',
    },
    listening: {
      line: {
        es: 'Mi hermano tiene los ojos azules y el pelo corto y rizado.',
        en: 'My brother has blue eyes and short, curly hair.',
      },
      question: { es: '¿Cómo tiene el pelo el hermano?', en: 'What is the brother’s hair like?' },
      answers: ['corto', 'rizado', 'corto y rizado'],
    },
    grammarUse: {
      phrases: ['tengo el pelo', 'tiene el pelo', 'tiene los ojos', 'tengo los ojos', 'tiene barba'],
    },
  },
  'lesson-a0-23': {
    role: { es: 'el entrenador', en: 'the coach' },
    scene: {
      es: 'Termina el partido de fútbol. Tú estás en el suelo.',
      en: 'The football match is over. You are on the ground.',
    },
    task: {
      es: 'Di qué parte del cuerpo te duele, la izquierda o la derecha.',
      en: 'Say which part of your body hurts, left or right.',
    },
    steps: [
      {
        line: { es: '¿Estás bien? ¿Qué te duele?', en: 'Are you all right? What hurts?' },
        expects: ['la pierna', 'la rodilla', 'el pie'],
      },
      {
        line: { es: '¿La derecha o la izquierda?', en: 'The right or the left?' },
        expects: ['derecho, derecha', 'izquierdo, izquierda'],
      },
      {
        line: {
          es: 'A ver, mueve los brazos. ¿Y arriba, te duele algo?',
          en: 'Let’s see, move your arms. And higher up, does anything hurt?',
        },
        expects: ['el brazo', 'el hombro', 'el cuello'],
      },
      {
        line: {
          es: 'Ahora las manos. ¿Puedes mover los dedos?',
          en: 'Now your hands. Can you move your fingers?',
        },
        expects: ['la mano', 'el dedo', 'el codo', 'el cuerpo'],
      },
    ],
    closing: {
      es: 'No es nada grave. Hoy, descanso y hielo.',
      en: 'It is nothing serious. Today, rest and ice.',
    },
    listening: {
      line: {
        es: 'Entrenador, me duele mucho la rodilla derecha.',
        en: 'Coach, my right knee hurts a lot.',
      },
      question: { es: '¿Qué le duele?', en: 'What hurts?' },
      answers: ['rodilla', 'la rodilla', 'la rodilla derecha'],
    },
    grammarUse: { phrases: ['me duele', 'me duelen', 'la mano'] },
  },
  'lesson-a0-24': {
    role: { es: 'una amiga', en: 'a friend' },
    scene: {
      es: 'Estamos en un café. Yo tengo cara de preocupada.',
      en: 'We are in a café. I look worried.',
    },
    task: {
      es: 'Pregunta cómo estoy y qué me pasa, y di cómo estás tú.',
      en: 'Ask how I am and what is wrong, and say how you are.',
    },
    steps: [
      {
        line: { es: 'Hola… Uf.', en: 'Hi… Phew.' },
        expects: ['¿cómo estás?', '¿qué te pasa?'],
      },
      {
        line: {
          es: 'Pues mañana tengo un examen. ¿Y tú? ¿Qué tal?',
          en: 'Well, tomorrow I have an exam. And you? How are you?',
        },
        expects: ['estoy bien', 'muy bien', 'más o menos'],
      },
      {
        line: {
          es: 'Yo estoy nerviosa. ¿Y tú, cómo estás antes de un examen?',
          en: 'I am nervous. And you, how do you feel before an exam?',
        },
        expects: ['estoy preocupado', 'estoy tranquilo'],
      },
      {
        line: { es: 'Y mi jefe no me da el día libre.', en: 'And my boss will not give me the day off.' },
        expects: ['estoy enfadado / estoy enojado', 'estoy triste', 'fatal'],
      },
      {
        line: {
          es: 'Gracias por escuchar. ¡Ya estoy mejor!',
          en: 'Thanks for listening. I feel better now!',
        },
        expects: ['estoy feliz', 'estoy mal'],
      },
    ],
    closing: { es: 'Eres una buena amiga. ¡Hasta mañana!', en: 'You are a good friend. See you tomorrow!' },
    listening: {
      line: {
        es: '¡Hola, Ana! Hoy estoy muy cansado, pero estoy contento.',
        en: 'Hi, Ana! Today I am very tired, but I am happy.',
      },
      question: { es: '¿Cómo está el chico?', en: 'How is the boy?' },
      answers: ['cansado', 'contento', 'muy cansado'],
    },
    grammarUse: {
      phrases: [
        'estoy triste',
        'estoy feliz',
        'estoy preocupado',
        'estoy preocupada',
        'estoy tranquilo',
        'estoy tranquila',
        'estoy enfadado',
        'estoy enfadada',
        'estoy bien',
        'estoy mal',
      ],
    },
  },
};
