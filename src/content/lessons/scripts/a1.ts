import { A1_UNIT_4_SCRIPTS } from './a1/unit-4';
import { A1_UNIT_5_SCRIPTS } from './a1/unit-5';
import { A1_UNIT_6_SCRIPTS } from './a1/unit-6';
import { A1_UNIT_7_SCRIPTS } from './a1/unit-7';
import { A1_UNIT_8_SCRIPTS } from './a1/unit-8';
import { A1_UNIT_9_SCRIPTS } from './a1/unit-9';
import { A1_UNIT_10_SCRIPTS } from './a1/unit-10';
import type { LessonScript } from './types';

/** A1: how each lesson is played (the tutor's role, the scene, listening, the grammar point). */
export const A1_SCRIPTS: Readonly<Record<string, LessonScript>> = {
  'lesson-a1-1': {
    role: { es: 'la camarera', en: 'the waitress' },
    scene: {
      es: 'Estamos en una cafetería de Madrid. Hay mucha gente.',
      en: 'We are in a café in Madrid. There are a lot of people.',
    },
    task: {
      es: 'Pide una bebida y algo de comer, y luego pide la cuenta.',
      en: 'Order a drink and something to eat, and then ask for the bill.',
    },
    steps: [
      {
        line: { es: '¡Buenos días! ¿Qué desea tomar?', en: 'Good morning! What would you like to have?' },
        expects: ['la carta', 'me pone…', 'para mí'],
      },
      {
        line: {
          es: 'Aquí tiene la carta. ¿Qué le pongo de beber?',
          en: 'Here is the menu. What can I get you to drink?',
        },
        expects: ['un café con leche', 'un cortado', 'un zumo de naranja', 'me pone…', 'para mí'],
      },
      {
        line: {
          es: '¿Y para comer? Las tostadas son muy buenas.',
          en: 'And to eat? The toast is very good.',
        },
        expects: ['una tostada', 'un cruasán', 'para mí'],
      },
      { line: { es: 'Muy bien. ¿Algo más?', en: 'Very good. Anything else?' }, expects: ['nada más'] },
      {
        line: { es: '¿Todo bien por aquí?', en: 'Is everything all right here?' },
        expects: ['la cuenta, por favor'],
      },
    ],
    closing: {
      es: 'Son tres euros cincuenta. ¡Muchas gracias y hasta luego!',
      en: 'That is three euros fifty. Thank you very much and see you later!',
    },
    listening: {
      line: {
        es: 'Un café con leche y una tostada: son tres euros cincuenta.',
        en: 'A coffee with milk and a slice of toast: that is three euros fifty.',
      },
      question: { es: '¿Cuánto es en total?', en: 'How much is it in total?' },
      answers: ['tres euros cincuenta', 'tres euros'],
    },
    grammarUse: {
      phrases: [
        'me pone',
        'me pones',
        'ponme',
        'queria',
        'me da',
        'me das',
        'para mi',
        'quiero un',
        'quiero una',
        'queria un',
        'queria una',
      ],
    },
  },
  'lesson-a1-2': {
    role: { es: 'una amiga', en: 'a friend' },
    scene: {
      es: 'Tu primo y tu tía llegan hoy en tren. Yo voy a la estación.',
      en: 'Your cousin and your aunt arrive by train today. I am going to the station.',
    },
    task: {
      es: 'Describe cómo son tu primo y tu tía, por fuera y de carácter.',
      en: 'Describe what your cousin and your aunt are like, in looks and in personality.',
    },
    steps: [
      {
        line: {
          es: 'Yo no conozco a tu primo. ¿Cómo es? ¿Es alto?',
          en: 'I do not know your cousin. What does he look like? Is he tall?',
        },
        expects: ['el primo', 'alto', 'bajo', 'delgado'],
      },
      {
        line: { es: '¿Y el pelo? ¿Es rubio o moreno?', en: 'And his hair? Is he blond or dark-haired?' },
        expects: ['rubio', 'moreno'],
      },
      {
        line: { es: '¿Y de qué color tiene los ojos?', en: 'And what colour are his eyes?' },
        expects: ['tiene los ojos azules'],
      },
      {
        line: {
          es: '¿Y cómo es de carácter? ¿Es simpático?',
          en: 'And what is his personality like? Is he friendly?',
        },
        expects: ['simpático', 'divertido', 'tímido', 'trabajador'],
      },
      {
        line: { es: '¿Y tu tía? ¿Cómo es ella?', en: 'And your aunt? What is she like?' },
        expects: [
          'la tía',
          'alto',
          'bajo',
          'delgado',
          'rubio',
          'moreno',
          'simpático',
          'divertido',
          'trabajador',
        ],
      },
    ],
    closing: {
      es: '¡Perfecto! Seguro que los encuentro. ¡Hasta luego!',
      en: 'Perfect! I am sure I will find them. See you later!',
    },
    listening: {
      line: {
        es: 'Mi tía Elena es alta y morena, y tiene los ojos verdes.',
        en: 'My aunt Elena is tall and dark-haired, and she has green eyes.',
      },
      question: { es: '¿De qué color tiene los ojos la tía?', en: 'What colour are the aunt’s eyes?' },
      answers: ['verdes', 'ojos verdes', 'los ojos verdes'],
    },
    grammarUse: {
      phrases: [
        'es alto',
        'es alta',
        'son altos',
        'son altas',
        'es bajo',
        'es baja',
        'son bajos',
        'son bajas',
        'es delgado',
        'es delgada',
        'son delgados',
        'son delgadas',
        'es rubio',
        'es rubia',
        'son rubios',
        'son rubias',
        'es moreno',
        'es morena',
        'son morenos',
        'son morenas',
        'es simpatico',
        'es simpatica',
        'son simpaticos',
        'son simpaticas',
        'es divertido',
        'es divertida',
        'son divertidos',
        'son divertidas',
        'es timido',
        'es timida',
        'son timidos',
        'son timidas',
        'es guapo',
        'es guapa',
        'son guapos',
        'son guapas',
        'es gordo',
        'es gorda',
        'son gordos',
        'son gordas',
        'es trabajador',
        'es trabajadora',
        'son trabajadores',
        'son trabajadoras',
        'tiene los ojos',
        'tiene el pelo',
        'tengo los ojos',
        'tengo el pelo',
        'tienen los ojos',
        'tienen el pelo',
      ],
    },
  },
  'lesson-a1-3': {
    role: { es: 'una periodista de la radio', en: 'a radio reporter' },
    scene: {
      es: 'Estamos en la calle. Hago una encuesta para la radio.',
      en: 'We are in the street. I am doing a survey for the radio.',
    },
    task: {
      es: 'Contesta a mis preguntas sobre tu semana normal.',
      en: 'Answer my questions about your normal week.',
    },
    steps: [
      {
        line: {
          es: 'Hola, ¿tienes un minuto? ¿Dónde vives?',
          en: 'Hello, do you have a minute? Where do you live?',
        },
        expects: ['vivir'],
      },
      {
        line: { es: '¿Trabajas o estudias?', en: 'Do you work or study?' },
        expects: ['trabajar', 'estudiar'],
      },
      {
        line: {
          es: '¿Qué idiomas hablas? ¿Escribes en español?',
          en: 'Which languages do you speak? Do you write in Spanish?',
        },
        expects: ['hablar', 'escribir', 'leer'],
      },
      {
        line: {
          es: '¿Dónde comes normalmente? ¿Y qué bebes?',
          en: 'Where do you usually eat? And what do you drink?',
        },
        expects: ['comer', 'beber'],
      },
      {
        line: {
          es: '¿Y en tu tiempo libre? ¿Lees o escuchas música?',
          en: 'And in your free time? Do you read or listen to music?',
        },
        expects: ['leer', 'escuchar'],
      },
      {
        line: {
          es: '¿Y las tiendas de tu barrio? ¿Abren los domingos?',
          en: 'And the shops in your neighbourhood? Do they open on Sundays?',
        },
        expects: ['abrir'],
      },
    ],
    closing: {
      es: 'Muchas gracias por tu tiempo. ¡Adiós!',
      en: 'Thank you very much for your time. Goodbye!',
    },
    listening: {
      line: {
        es: 'Me llamo Lucía. Vivo en Lima y trabajo en un banco.',
        en: 'My name is Lucía. I live in Lima and I work in a bank.',
      },
      question: { es: '¿Dónde trabaja Lucía?', en: 'Where does Lucía work?' },
      answers: ['en un banco', 'un banco', 'banco'],
    },
    grammarUse: { tenses: ['present'] },
  },
  'lesson-a1-4': {
    role: { es: 'una compañera de trabajo', en: 'a colleague' },
    scene: {
      es: 'Es viernes por la tarde. Salimos juntos del trabajo.',
      en: 'It is Friday afternoon. We are leaving work together.',
    },
    task: {
      es: 'Di qué haces después del trabajo, qué quieres hacer y qué puedes hacer.',
      en: 'Say what you do after work, what you want to do and what you can do.',
    },
    steps: [
      {
        line: { es: '¿Qué haces normalmente después del trabajo?', en: 'What do you usually do after work?' },
        expects: ['hacer', 'ir', 'salir', 'volver'],
      },
      {
        line: {
          es: '¿Sales mucho por la noche? ¿A qué hora vuelves a casa?',
          en: 'Do you go out a lot at night? What time do you get home?',
        },
        expects: ['salir', 'volver'],
      },
      {
        line: { es: '¿Y cuántas horas duermes?', en: 'And how many hours do you sleep?' },
        expects: ['dormir'],
      },
      {
        line: {
          es: 'Hay un restaurante nuevo aquí cerca. ¿Lo conoces?',
          en: 'There is a new restaurant near here. Do you know it?',
        },
        expects: ['conocer'],
      },
      {
        line: {
          es: 'Y en un restaurante, ¿qué pides normalmente?',
          en: 'And in a restaurant, what do you usually order?',
        },
        expects: ['pedir'],
      },
      {
        line: {
          es: 'Mañana empiezo un curso de cocina. ¿Quieres venir? ¿Puedes?',
          en: 'Tomorrow I start a cooking course. Do you want to come? Can you?',
        },
        expects: ['querer', 'poder', 'empezar'],
      },
    ],
    closing: {
      es: '¡Genial! El curso empieza a las siete. ¡Hasta mañana!',
      en: 'Great! The course starts at seven. See you tomorrow!',
    },
    listening: {
      line: {
        es: 'Mañana salgo a las ocho y vuelvo a casa a las diez.',
        en: 'Tomorrow I go out at eight and I get back home at ten.',
      },
      question: { es: '¿A qué hora vuelve a casa?', en: 'What time does she get back home?' },
      answers: ['a las diez', 'las diez', 'diez'],
    },
    grammarUse: {
      phrases: [
        'voy',
        'vas',
        'va',
        'vamos',
        'van',
        'hago',
        'haces',
        'hace',
        'hacemos',
        'hacen',
        'salgo',
        'sales',
        'sale',
        'salimos',
        'salen',
        'quiero',
        'quieres',
        'quiere',
        'queremos',
        'quieren',
        'puedo',
        'puedes',
        'puede',
        'podemos',
        'pueden',
        'duermo',
        'duermes',
        'duerme',
        'dormimos',
        'duermen',
        'pido',
        'pides',
        'pide',
        'pedimos',
        'piden',
        'empiezo',
        'empiezas',
        'empieza',
        'empezamos',
        'empiezan',
        'vuelvo',
        'vuelves',
        'vuelve',
        'volvemos',
        'vuelven',
        'conozco',
        'conoces',
        'conoce',
        'conocemos',
        'conocen',
      ],
    },
  },
  'lesson-a1-5': {
    role: { es: 'una amiga', en: 'a friend' },
    scene: { es: 'Te llamo por teléfono un domingo por la tarde.', en: 'I phone you on a Sunday afternoon.' },
    task: {
      es: 'Di cómo estás y por qué, y explica dónde está tu casa.',
      en: 'Say how you are and why, and explain where your home is.',
    },
    steps: [
      {
        line: { es: '¡Hola! ¿Qué tal? ¿Cómo estás hoy?', en: 'Hi! How is it going? How are you today?' },
        expects: ['estar', 'cansado', 'contento', 'enfermo'],
      },
      {
        line: { es: '¿Por qué? ¿Tienes mucho trabajo?', en: 'Why? Do you have a lot of work?' },
        expects: ['ocupado', 'cansado', 'nervioso'],
      },
      {
        line: {
          es: 'Pues yo estoy en casa, sin planes y sin nada que hacer.',
          en: 'Well, I am at home, with no plans and nothing to do.',
        },
        expects: ['aburrido'],
      },
      {
        line: {
          es: 'Mañana tengo un examen. ¿Y tú? ¿Cómo estás antes de un examen?',
          en: 'Tomorrow I have an exam. And you? How do you feel before an exam?',
        },
        expects: ['nervioso', 'estar'],
      },
      {
        line: {
          es: 'Oye, quiero visitarte. ¿Dónde está tu casa?',
          en: 'Hey, I want to visit you. Where is your home?',
        },
        expects: ['cerca de', 'lejos de', 'al lado de'],
      },
      {
        line: { es: '¿Y está lejos de la estación de metro?', en: 'And is it far from the metro station?' },
        expects: ['lejos de', 'cerca de', 'al lado de'],
      },
    ],
    closing: {
      es: '¡Perfecto! Mañana voy a tu casa. ¡Hasta mañana!',
      en: 'Perfect! Tomorrow I am coming to your place. See you tomorrow!',
    },
    listening: {
      line: {
        es: 'Hoy estoy muy cansada, pero estoy contenta porque es viernes.',
        en: 'Today I am very tired, but I am happy because it is Friday.',
      },
      question: { es: '¿Por qué está contenta?', en: 'Why is she happy?' },
      answers: ['porque es viernes', 'es viernes', 'viernes'],
    },
    grammarUse: {
      phrases: [
        'estoy',
        'estamos',
        'estan',
        'esta cerca',
        'esta lejos',
        'esta al lado',
        'esta en',
        'estan en',
        'estan cerca',
        'estan lejos',
        'esta cansado',
        'esta cansada',
        'estas cansado',
        'estas cansada',
        'esta contento',
        'esta contenta',
        'estas contento',
        'estas contenta',
        'esta enfermo',
        'esta enferma',
        'estas enfermo',
        'estas enferma',
        'esta aburrido',
        'esta aburrida',
        'estas aburrido',
        'estas aburrida',
        'esta nervioso',
        'esta nerviosa',
        'estas nervioso',
        'estas nerviosa',
        'esta ocupado',
        'esta ocupada',
        'estas ocupado',
        'estas ocupada',
        'es aburrido',
        'es aburrida',
        'soy de',
        'es de',
      ],
    },
  },
  'lesson-a1-6': {
    role: { es: 'una compañera de piso nueva', en: 'a new flatmate' },
    scene: {
      es: 'Vivimos juntos desde hoy. Estamos en la cocina.',
      en: 'As of today we live together. We are in the kitchen.',
    },
    task: {
      es: 'Habla de tus gustos y contesta con a mí también o a mí tampoco.',
      en: 'Talk about your likes and answer with a mí también or a mí tampoco.',
    },
    steps: [
      {
        line: {
          es: 'Me encanta cocinar. ¿A ti te gusta cocinar?',
          en: 'I love cooking. Do you like cooking?',
        },
        expects: ['cocinar', 'me gusta', 'me encanta', 'a mí también', 'no me gusta nada'],
      },
      {
        line: {
          es: 'No me gusta nada el fútbol. ¿Y a ti?',
          en: 'I do not like football at all. What about you?',
        },
        expects: ['el fútbol', 'a mí tampoco', 'me gusta', 'me encanta'],
      },
      {
        line: { es: '¿Qué música te gusta?', en: 'What music do you like?' },
        expects: ['la música', 'me gusta', 'me gustan'],
      },
      {
        line: {
          es: 'Los sábados voy a bailar salsa. ¿Te gusta bailar?',
          en: 'On Saturdays I go salsa dancing. Do you like dancing?',
        },
        expects: ['bailar', 'me gusta', 'no me gusta nada'],
      },
      {
        line: {
          es: 'Me encanta viajar. ¿Qué países te gustan?',
          en: 'I love travelling. Which countries do you like?',
        },
        expects: ['viajar', 'me gustan', 'a mí también'],
      },
    ],
    closing: { es: '¡Qué bien! Esta noche cocino yo.', en: 'Great! Tonight I am cooking.' },
    listening: {
      line: {
        es: 'Me encanta la música, pero no me gusta nada el fútbol.',
        en: 'I love music, but I do not like football at all.',
      },
      question: { es: '¿Qué no le gusta nada?', en: 'What does she not like at all?' },
      answers: ['el futbol', 'futbol'],
    },
    grammarUse: {
      phrases: [
        'me gusta',
        'me gustan',
        'te gusta',
        'te gustan',
        'le gusta',
        'le gustan',
        'nos gusta',
        'nos gustan',
        'os gusta',
        'os gustan',
        'les gusta',
        'les gustan',
        'me encanta',
        'me encantan',
        'te encanta',
        'te encantan',
        'le encanta',
        'le encantan',
        'nos encanta',
        'nos encantan',
        'les encanta',
        'les encantan',
      ],
    },
  },
  'lesson-a1-7': {
    role: { es: 'una compañera de piso', en: 'a flatmate' },
    scene: {
      es: 'Vivimos en el mismo piso y solo hay un baño.',
      en: 'We live in the same flat and there is only one bathroom.',
    },
    task: {
      es: 'Explica tu rutina de la mañana en orden y con horas.',
      en: 'Explain your morning routine in order and with times.',
    },
    steps: [
      {
        line: {
          es: 'Solo tenemos un baño. ¿A qué hora te despiertas?',
          en: 'We only have one bathroom. What time do you wake up?',
        },
        expects: ['despertarse', 'a las ocho', 'por la mañana'],
      },
      {
        line: { es: '¿Y te levantas enseguida?', en: 'And do you get up straight away?' },
        expects: ['levantarse', 'primero', 'luego'],
      },
      {
        line: {
          es: '¿Cuándo te duchas, por la mañana o por la noche?',
          en: 'When do you have a shower, in the morning or at night?',
        },
        expects: ['ducharse', 'por la mañana', 'después'],
      },
      {
        line: {
          es: '¿Y qué haces primero: desayunas o te vistes?',
          en: 'And what do you do first: have breakfast or get dressed?',
        },
        expects: ['desayunar', 'vestirse', 'primero', 'luego', 'después'],
      },
      {
        line: {
          es: '¿Y por la noche? ¿A qué hora te acuestas?',
          en: 'And at night? What time do you go to bed?',
        },
        expects: ['acostarse'],
      },
    ],
    closing: {
      es: 'Perfecto. Así no necesitamos el baño a la misma hora.',
      en: 'Perfect. That way we do not need the bathroom at the same time.',
    },
    listening: {
      line: {
        es: 'Me levanto a las siete, desayuno y después me ducho.',
        en: 'I get up at seven, have breakfast and then have a shower.',
      },
      question: { es: '¿A qué hora se levanta?', en: 'What time does she get up?' },
      answers: ['a las siete', 'las siete', 'siete'],
    },
    grammarUse: {
      phrases: [
        'me levanto',
        'te levantas',
        'se levanta',
        'me despierto',
        'te despiertas',
        'se despierta',
        'me ducho',
        'te duchas',
        'se ducha',
        'me visto',
        'te vistes',
        'se viste',
        'me acuesto',
        'te acuestas',
        'se acuesta',
        'nos levantamos',
        'nos acostamos',
        'se levantan',
        'se acuestan',
        'a las',
        'a la una',
      ],
    },
  },
  'lesson-a1-8': {
    role: { es: 'una señora del barrio', en: 'a local woman' },
    scene: {
      es: 'Estás en una ciudad española y buscas una farmacia.',
      en: 'You are in a Spanish town and you are looking for a pharmacy.',
    },
    task: {
      es: 'Para a una persona, pregunta el camino y repite lo que te dice.',
      en: 'Stop someone, ask the way and repeat what they tell you.',
    },
    steps: [
      {
        line: { es: '¿Sí? Dígame.', en: 'Yes? Can I help you?' },
        expects: ['¿hay un… por aquí?', 'la farmacia', '¿dónde está…?'],
      },
      {
        line: {
          es: 'Hay una en la calle Mayor. Siga todo recto y gire a la derecha en el semáforo.',
          en: 'There is one on Calle Mayor. Go straight on and turn right at the traffic lights.',
        },
        expects: ['todo recto', 'a la derecha', 'el semáforo', 'gire', 'la calle'],
      },
      {
        line: { es: 'Eso es. ¿Necesita algo más?', en: 'That is right. Do you need anything else?' },
        expects: ['¿dónde está…?', 'la estación'],
      },
      {
        line: {
          es: 'La estación está lejos. Gire a la izquierda en la esquina y siga todo recto.',
          en: 'The station is far. Turn left at the corner and go straight on.',
        },
        expects: ['a la izquierda', 'la esquina', 'todo recto', 'gire'],
      },
    ],
    closing: { es: '¡Muy bien! De nada. Buenas tardes.', en: 'Very good! You are welcome. Good afternoon.' },
    listening: {
      line: {
        es: 'La farmacia está en la esquina. Siga todo recto y gire a la derecha.',
        en: 'The pharmacy is on the corner. Go straight on and turn right.',
      },
      question: { es: '¿Gira a la derecha o a la izquierda?', en: 'Do you turn right or left?' },
      answers: ['a la derecha', 'derecha'],
    },
    grammarUse: {
      phrases: [
        'hay un',
        'hay una',
        'hay unos',
        'hay unas',
        'donde esta',
        'donde estan',
        'esta en',
        'estan en',
        'esta cerca',
        'esta lejos',
        'esta al lado',
        'esta a la derecha',
        'esta a la izquierda',
        'gire',
        'siga',
        'cruce',
        'gira',
        'sigue',
        'cruza',
      ],
    },
  },
  'lesson-a1-9': {
    role: { es: 'la vendedora', en: 'the shop assistant' },
    scene: {
      es: 'Estamos en una tienda de ropa. Necesitas ropa para un viaje.',
      en: 'We are in a clothes shop. You need clothes for a trip.',
    },
    task: {
      es: 'Pide ropa de tu talla, pregunta el precio y decide si compras algo.',
      en: 'Ask for clothes in your size, ask the price and decide whether to buy something.',
    },
    steps: [
      {
        line: {
          es: '¡Hola, buenas tardes! ¿Qué busca?',
          en: 'Hello, good afternoon! What are you looking for?',
        },
        expects: ['la camisa', 'los pantalones', 'la falda', 'la chaqueta', 'los zapatos'],
      },
      {
        line: {
          es: 'Tenemos estas camisas en azul y en blanco. ¿Qué talla tiene?',
          en: 'We have these shirts in blue and white. What size are you?',
        },
        expects: ['la talla', 'la camisa'],
      },
      {
        line: {
          es: 'Mire este jersey. Es muy bonito y no es caro.',
          en: 'Look at this jumper. It is very nice and it is not expensive.',
        },
        expects: ['¿me lo puedo probar?', 'el probador', 'barato', 'caro'],
      },
      {
        line: {
          es: 'Claro, el probador está al fondo. ¿Qué tal le queda?',
          en: 'Of course, the fitting room is at the back. How does it fit you?',
        },
        expects: ['me queda grande', 'la talla'],
      },
      {
        line: {
          es: 'Tome, aquí tiene una talla menos. Cuesta treinta euros.',
          en: 'Here you are, one size smaller. It costs thirty euros.',
        },
        expects: ['barato', 'caro'],
      },
    ],
    closing: {
      es: 'Muy bien. Puede pagar en la caja. ¡Gracias!',
      en: 'Very good. You can pay at the till. Thank you!',
    },
    listening: {
      line: {
        es: 'Esta chaqueta negra cuesta cincuenta euros y los zapatos, ochenta.',
        en: 'This black jacket costs fifty euros and the shoes, eighty.',
      },
      question: { es: '¿Cuánto cuesta la chaqueta?', en: 'How much does the jacket cost?' },
      answers: ['cincuenta', 'cincuenta euros'],
    },
    grammarUse: {
      phrases: [
        'este',
        'estos',
        'ese',
        'esa',
        'esos',
        'esas',
        'aquel',
        'aquella',
        'aquellos',
        'aquellas',
        'esta camisa',
        'esta falda',
        'esta chaqueta',
        'estas camisas',
        'estas faldas',
        'me queda',
        'me quedan',
        'te queda',
        'te quedan',
        'le queda',
        'le quedan',
      ],
    },
  },
  'lesson-a1-10': {
    role: { es: 'una amiga', en: 'a friend' },
    scene: {
      es: 'Es jueves. Te llamo para hacer planes.',
      en: 'It is Thursday. I am calling you to make plans.',
    },
    task: {
      es: 'Cuenta tus planes, acepta una invitación y di que no a otra con una razón.',
      en: 'Talk about your plans, accept one invitation and say no to another with a reason.',
    },
    steps: [
      {
        line: {
          es: '¡Hola! ¿Qué vas a hacer este fin de semana?',
          en: 'Hi! What are you going to do this weekend?',
        },
        expects: ['voy a', 'este fin de semana'],
      },
      {
        line: {
          es: 'El sábado voy a correr a las siete de la mañana. ¿Quieres venir?',
          en: 'On Saturday I am going running at seven in the morning. Do you want to come?',
        },
        expects: ['lo siento, no puedo', 'voy a'],
      },
      {
        line: {
          es: 'Bueno. ¿Y esta noche? Hay una película nueva en el cine.',
          en: 'OK. And tonight? There is a new film at the cinema.',
        },
        expects: ['¡claro!', 'el cine', 'esta noche'],
      },
      {
        line: { es: '¡Genial! ¿A qué hora quedamos?', en: 'Great! What time shall we meet?' },
        expects: ['quedar'],
      },
      {
        line: {
          es: '¿Y la semana que viene? ¿Qué planes tienes?',
          en: 'And next week? What plans do you have?',
        },
        expects: ['la semana que viene', 'voy a', '¿quieres venir?'],
      },
      {
        line: { es: '¿Y el próximo año? ¿Vas a viajar?', en: 'And next year? Are you going to travel?' },
        expects: ['el próximo año', 'voy a'],
      },
    ],
    closing: {
      es: '¡Qué bien! Entonces nos vemos esta noche en el cine.',
      en: 'Great! So see you tonight at the cinema.',
    },
    listening: {
      line: {
        es: 'Esta noche voy a cenar con Ana y el sábado voy a ir al cine.',
        en: 'Tonight I am going to have dinner with Ana and on Saturday I am going to the cinema.',
      },
      question: { es: '¿Qué va a hacer el sábado?', en: 'What is she going to do on Saturday?' },
      answers: ['ir al cine', 'al cine', 'cine'],
    },
    grammarUse: { phrases: ['voy a', 'vas a', 'va a', 'vamos a', 'vais a', 'van a'] },
  },
  ...A1_UNIT_4_SCRIPTS,
  ...A1_UNIT_5_SCRIPTS,
  ...A1_UNIT_6_SCRIPTS,
  ...A1_UNIT_7_SCRIPTS,
  ...A1_UNIT_8_SCRIPTS,
  ...A1_UNIT_9_SCRIPTS,
  ...A1_UNIT_10_SCRIPTS,
};
