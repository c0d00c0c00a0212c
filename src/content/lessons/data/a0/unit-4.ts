/*
 * The A0 units after the first three, and their lessons:
 * 4 Surviving in Spanish: 11 Help in Class · 12 Please, Thank You, Sorry · 13 What Is This? ·
 *   14 Personal Details · 15 Things in My Bag
 * 5 At Home: 16 My House · 17 Furniture · 18 Where Is It? · 19 In the Kitchen
 * 6 Colours, Clothes and the Body: 20 More Colours · 21 Clothes · 22 The Face · 23 The Body ·
 *   24 How Are You Feeling?
 * 7 Food: 25 Fruit · 26 Vegetables and the Basics · 27 Meals and Drinks · 28 I Like It ·
 *   29 At the Market
 * 8 Numbers and the Calendar: 30 Numbers 21–100 · 31 Money and Prices · 32 The Week ·
 *   33 Months and Dates · 34 Weather and Seasons
 * 9 Around Town: 35 Places in Town · 36 Is It Near? · 37 Getting Around · 38 Shops ·
 *   39 Going Out
 * 10 People and Animals: 40 Jobs · 41 Family and Friends · 42 Pets · 43 Farm and Zoo Animals ·
 *   44 Describing Things · 45 Little Words: y, pero, también
 */
import type { LessonContent } from '../../schema';

/** A0 unit 4, Surviving in Spanish: the phrases and words that keep a first conversation going. */
export const A0_UNIT_4_LESSONS: LessonContent[] = [
  {
    id: 'lesson-a0-11',
    title: 'Help in Class',
    description: 'Say that you do not understand, ask for a word and ask someone to speak more slowly.',
    order: 11,
    level: 'A0',
    category: 'Conversation',
    duration: 15,
    objectives: [
      'Say that you do not understand or do not know',
      'Ask someone to repeat or to speak more slowly',
      'Ask how to say a word in Spanish and what a word means',
    ],
    es: {
      title: 'Ayuda en clase',
      description: 'Di que no entiendes, pregunta por una palabra y pide a alguien que hable más despacio.',
      objectives: [
        'Decir que no entiendes o que no sabes',
        'Pedir que te repitan algo o que te hablen más despacio',
        'Preguntar cómo se dice una palabra en español y qué significa',
      ],
    },
    vocabulary: [
      { spanish: 'no entiendo', english: "I don't understand", partOfSpeech: 'phrase' },
      { spanish: 'no sé', english: "I don't know", partOfSpeech: 'phrase' },
      { spanish: 'más despacio', english: 'more slowly', partOfSpeech: 'phrase' },
      { spanish: '¿puede repetir?', english: 'can you repeat? (formal)', partOfSpeech: 'phrase' },
      { spanish: 'otra vez', english: 'again', partOfSpeech: 'phrase' },
      { spanish: '¿cómo se dice…?', english: 'how do you say…?', partOfSpeech: 'phrase' },
      { spanish: '¿qué significa…?', english: 'what does … mean?', partOfSpeech: 'phrase' },
      { spanish: 'en español', english: 'in Spanish', partOfSpeech: 'phrase' },
      { spanish: 'sí', english: 'yes', partOfSpeech: 'adv' },
      { spanish: 'no', english: 'no; not', partOfSpeech: 'adv' },
      { spanish: 'la pregunta', english: 'question', partOfSpeech: 'noun' },
      { spanish: 'la respuesta', english: 'answer', partOfSpeech: 'noun' },
    ],
    grammarPoints: [
      'No before the verb: no entiendo, no sé',
      '¿Cómo se dice…? and ¿qué significa…? to ask about words',
    ],
    conversationTopics: [
      'Asking the teacher about a word you do not know',
      'Asking a fast speaker to slow down and repeat',
    ],
    prerequisites: ['lesson-a0-10'],
    exercises: [
      {
        type: 'roleplay',
        content: 'The tutor is your Spanish teacher and speaks a little too fast.',
        instructions:
          'Say you do not understand, ask her to repeat more slowly and ask how to say "window" in Spanish.',
      },
      {
        type: 'listening',
        content: 'A student asks the teacher about a word.',
        instructions: 'Listen and say which word the student asks about.',
      },
    ],
    isActive: true,
  },
  {
    id: 'lesson-a0-12',
    title: 'Please, Thank You, Sorry',
    description: 'Thank people, answer thanks, say sorry and use the polite words of everyday life.',
    order: 12,
    level: 'A0',
    category: 'Conversation',
    duration: 15,
    objectives: [
      'Thank someone and answer when someone thanks you',
      'Say sorry and excuse yourself politely',
      'Use the set phrases for meals, toasts and birthdays',
    ],
    es: {
      title: 'Por favor, gracias, perdón',
      description:
        'Da las gracias, responde a quien te las da, pide perdón y usa las palabras amables de cada día.',
      objectives: [
        'Dar las gracias y responder cuando alguien te las da',
        'Pedir perdón y disculparte con educación',
        'Usar las fórmulas de las comidas, los brindis y los cumpleaños',
      ],
    },
    vocabulary: [
      { spanish: 'gracias', english: 'thank you', partOfSpeech: 'interj' },
      { spanish: 'muchas gracias', english: 'thank you very much', partOfSpeech: 'phrase' },
      { spanish: 'de nada', english: "you're welcome", partOfSpeech: 'phrase' },
      { spanish: 'perdón', english: 'sorry; excuse me', partOfSpeech: 'interj' },
      { spanish: 'lo siento', english: "I'm sorry", partOfSpeech: 'phrase' },
      { spanish: 'disculpe', english: 'excuse me (formal)', partOfSpeech: 'interj' },
      { spanish: 'con permiso', english: 'excuse me (to get past)', partOfSpeech: 'phrase' },
      { spanish: 'no pasa nada', english: "it doesn't matter; no problem", partOfSpeech: 'phrase' },
      { spanish: '¡salud!', english: 'cheers!; bless you!', partOfSpeech: 'interj' },
      { spanish: '¡que aproveche!', english: 'enjoy your meal!', partOfSpeech: 'phrase' },
      { spanish: '¡felicidades!', english: 'congratulations!; happy birthday!', partOfSpeech: 'interj' },
      { spanish: 'encantado, encantada', english: 'pleased to meet you', partOfSpeech: 'adj' },
    ],
    grammarPoints: [
      'Encantado / encantada agrees with the speaker',
      'Perdona / disculpe: tú and usted in polite phrases',
    ],
    conversationTopics: [
      'Thanking a host at dinner and toasting',
      'Bumping into someone on the bus and saying sorry',
    ],
    prerequisites: ['lesson-a0-11'],
    exercises: [
      {
        type: 'roleplay',
        content: 'The tutor is a host at a birthday dinner.',
        instructions: 'Greet her, congratulate her, thank her for the food and make a toast.',
      },
      {
        type: 'listening',
        content: 'A short scene in a busy café.',
        instructions: 'Listen and say what the woman says when she bumps into someone.',
      },
    ],
    isActive: true,
  },
  {
    id: 'lesson-a0-13',
    title: 'What Is This?',
    description: 'Ask what something is with esto and eso and name the things in a classroom.',
    order: 13,
    level: 'A0',
    category: 'Grammar',
    duration: 20,
    objectives: [
      'Ask what something is with ¿qué es esto? and ¿qué es eso?',
      'Name the objects in a classroom',
      'Answer with es un… / es una…',
    ],
    es: {
      title: '¿Qué es esto?',
      description: 'Pregunta qué es algo con esto y eso y nombra las cosas de una clase.',
      objectives: [
        'Preguntar qué es algo con «¿qué es esto?» y «¿qué es eso?»',
        'Nombrar los objetos de una clase',
        'Responder con «es un…» o «es una…»',
      ],
    },
    vocabulary: [
      { spanish: '¿qué es esto?', english: 'what is this?', partOfSpeech: 'phrase' },
      { spanish: '¿qué es eso?', english: 'what is that?', partOfSpeech: 'phrase' },
      { spanish: 'esto', english: 'this (thing)', partOfSpeech: 'pron' },
      { spanish: 'eso', english: 'that (thing)', partOfSpeech: 'pron' },
      { spanish: 'el cuaderno', english: 'notebook', partOfSpeech: 'noun' },
      { spanish: 'el lápiz', english: 'pencil', partOfSpeech: 'noun' },
      { spanish: 'la goma', english: 'rubber; eraser', partOfSpeech: 'noun' },
      { spanish: 'la mochila', english: 'backpack', partOfSpeech: 'noun' },
      { spanish: 'el papel', english: 'paper', partOfSpeech: 'noun' },
      { spanish: 'la pizarra', english: 'board (in a classroom)', partOfSpeech: 'noun' },
      { spanish: 'la puerta', english: 'door', partOfSpeech: 'noun' },
      { spanish: 'el diccionario', english: 'dictionary', partOfSpeech: 'noun' },
    ],
    grammarPoints: ['Esto / eso for things you cannot name yet'],
    conversationTopics: [
      'Pointing at things in the classroom and naming them',
      'Asking a classmate to lend you a pencil or a rubber',
    ],
    prerequisites: ['lesson-a0-12'],
    exercises: [
      {
        type: 'roleplay',
        content: 'The tutor is a classmate who points at things around the classroom.',
        instructions: 'Ask what each thing is and name it with es un… or es una….',
      },
      {
        type: 'listening',
        content: 'A child describes what is in her backpack.',
        instructions: 'Listen and name one thing in the backpack.',
      },
    ],
    isActive: true,
  },
  {
    id: 'lesson-a0-14',
    title: 'Personal Details',
    description: 'Give your address, phone number, email and other details for a simple form.',
    order: 14,
    level: 'A0',
    category: 'Conversation',
    duration: 20,
    objectives: [
      'Give your phone number and email address',
      'Say your city, country and date of birth',
      'Ask for someone’s details with ¿cuál es tu…?',
    ],
    es: {
      title: 'Datos personales',
      description:
        'Da tu dirección, tu teléfono, tu correo y otros datos para rellenar un formulario sencillo.',
      objectives: [
        'Dar tu número de teléfono y tu correo electrónico',
        'Decir tu ciudad, tu país y tu fecha de nacimiento',
        'Pedir los datos de alguien con «¿cuál es tu…?»',
      ],
    },
    vocabulary: [
      { spanish: '¿cuál es tu…?', english: 'what is your…?', partOfSpeech: 'phrase' },
      { spanish: 'el número de teléfono', english: 'phone number', partOfSpeech: 'noun' },
      { spanish: 'el correo electrónico', english: 'email; email address', partOfSpeech: 'noun' },
      { spanish: 'la arroba', english: 'at sign (@)', partOfSpeech: 'noun' },
      { spanish: 'la dirección', english: 'address', partOfSpeech: 'noun' },
      { spanish: 'la ciudad', english: 'city', partOfSpeech: 'noun' },
      { spanish: 'el país', english: 'country', partOfSpeech: 'noun' },
      { spanish: 'la edad', english: 'age', partOfSpeech: 'noun' },
      { spanish: 'la fecha de nacimiento', english: 'date of birth', partOfSpeech: 'noun' },
      { spanish: 'soltero, soltera', english: 'single (not married)', partOfSpeech: 'adj' },
      { spanish: 'casado, casada', english: 'married', partOfSpeech: 'adj' },
      { spanish: 'la firma', english: 'signature', partOfSpeech: 'noun' },
    ],
    grammarPoints: ['¿Cuál es tu…? to ask for details'],
    conversationTopics: [
      'Signing up for a gym or a language school',
      'Swapping contact details with a new friend',
    ],
    prerequisites: ['lesson-a0-13'],
    exercises: [
      {
        type: 'roleplay',
        content: 'The tutor is a receptionist at a language school filling in your form.',
        instructions: 'Answer her questions: name, phone, email, city, country and date of birth.',
      },
      {
        type: 'listening',
        content: 'A man spells out his email address.',
        instructions: 'Listen and say which city he lives in.',
      },
    ],
    isActive: true,
  },
  {
    id: 'lesson-a0-15',
    title: 'Things in My Bag',
    description: 'Name the things you carry every day and make nouns plural with -s and -es.',
    order: 15,
    level: 'A0',
    category: 'Grammar',
    duration: 20,
    objectives: [
      'Name everyday objects you carry',
      'Make nouns plural with -s and -es',
      'Use los and las with plural nouns',
    ],
    es: {
      title: 'Lo que llevo en el bolso',
      description: 'Nombra las cosas que llevas cada día y forma el plural con -s y -es.',
      objectives: [
        'Nombrar los objetos que llevas contigo',
        'Formar el plural de los sustantivos con -s y -es',
        'Usar los y las con sustantivos en plural',
      ],
    },
    vocabulary: [
      { spanish: 'el bolso', english: 'handbag; bag', partOfSpeech: 'noun' },
      { spanish: 'la cartera', english: 'wallet', partOfSpeech: 'noun' },
      { spanish: 'el monedero', english: 'purse (for coins)', partOfSpeech: 'noun' },
      { spanish: 'el reloj', english: 'watch; clock', partOfSpeech: 'noun' },
      { spanish: 'las gafas / los lentes', english: 'glasses', partOfSpeech: 'noun' },
      { spanish: 'el paraguas', english: 'umbrella', partOfSpeech: 'noun' },
      { spanish: 'la botella de agua', english: 'bottle of water', partOfSpeech: 'noun' },
      { spanish: 'el pasaporte', english: 'passport', partOfSpeech: 'noun' },
      { spanish: 'el cargador', english: 'charger', partOfSpeech: 'noun' },
      { spanish: 'los auriculares', english: 'headphones', partOfSpeech: 'noun' },
      { spanish: 'el pañuelo', english: 'tissue; handkerchief', partOfSpeech: 'noun' },
      { spanish: 'la tarjeta', english: 'card', partOfSpeech: 'noun' },
    ],
    grammarPoints: ['Plurals: -s after a vowel, -es after a consonant'],
    conversationTopics: [
      'Emptying your bag and naming what is inside',
      'Checking you have everything before a trip',
    ],
    prerequisites: ['lesson-a0-14'],
    exercises: [
      {
        type: 'roleplay',
        content: 'The tutor is a friend helping you pack for a weekend away.',
        instructions: 'Say what you have in your bag, using plurals where you have more than one.',
      },
      {
        type: 'listening',
        content: 'A woman lists what she has in her handbag.',
        instructions: 'Listen and say how many pens she has.',
      },
    ],
    isActive: true,
  },
];
