/*
 * The A1 units after the first three, and their lessons (each unit has its own file):
 * 4 At Home — 11 My Flat, 12 Furniture and Where Things Are, 13 Household Chores,
 *   14 What Are You Doing Right Now?, 15 Pets at Home
 * 5 Free Time — 16 Hobbies and How Often, 17 Sports, 18 Music, 19 Films, Series and Books,
 *   20 A Day Out: Beach or Mountains
 * 6 Food and Eating Out — 21 At the Market, 22 Quantities and Packs, 23 The Set Menu,
 *   24 How Does It Taste?, 25 Numbers over 100
 * 7 Keeping in Touch — 26 On the Phone, 27 Messages and Emails, 28 Talking about the Weather,
 *   29 Dates and Birthdays, 30 Celebrations
 * 8 School and Work — 31 At School, 32 In Spanish Class, 33 Jobs, 34 At the Office,
 *   35 Getting to Know a New Colleague
 * 9 My Town — 36 The Neighbourhood, 37 Describing Your Town, 38 Town or Country?,
 *   39 By Bus and Metro, 40 At the Post Office and the Bank
 * 10 Shopping in Detail — 41 Clothes for Every Season, 42 Fabrics and Patterns,
 *   43 Paying and Returning, 44 Choosing a Present, 45 Comparing Before You Buy
 */
import type { LessonContent } from '../../schema';

/** A1 unit 4, At Home: the flat, its furniture, chores, what is happening now, and pets. */
export const A1_UNIT_4_LESSONS: LessonContent[] = [
  {
    id: 'lesson-a1-11',
    title: 'My Flat',
    description: 'Describe your home: its rooms, its floor and what it is like.',
    order: 11,
    level: 'A1',
    category: 'Conversation',
    duration: 20,
    objectives: [
      'Name the rooms of a flat or house',
      'Say what your home has and which floor it is on',
      'Describe a home with muy and mucho',
    ],
    es: {
      title: 'Mi piso',
      description: 'Describe tu casa: sus habitaciones, la planta en la que está y cómo es.',
      objectives: [
        'Nombrar las habitaciones de un piso o de una casa',
        'Decir qué tiene tu casa y en qué planta está',
        'Describir una vivienda con muy y mucho',
      ],
    },
    vocabulary: [
      { spanish: 'el piso', english: 'flat; apartment', partOfSpeech: 'noun' },
      { spanish: 'el salón', english: 'living room', partOfSpeech: 'noun' },
      { spanish: 'la cocina', english: 'kitchen', partOfSpeech: 'noun' },
      { spanish: 'el dormitorio', english: 'bedroom', partOfSpeech: 'noun' },
      { spanish: 'el cuarto de baño', english: 'bathroom', partOfSpeech: 'noun' },
      { spanish: 'el pasillo', english: 'hallway; corridor', partOfSpeech: 'noun' },
      { spanish: 'la terraza', english: 'balcony; terrace', partOfSpeech: 'noun' },
      { spanish: 'el jardín', english: 'garden', partOfSpeech: 'noun' },
      { spanish: 'el ascensor', english: 'lift; elevator', partOfSpeech: 'noun' },
      { spanish: 'la planta', english: 'floor; storey', partOfSpeech: 'noun' },
      { spanish: 'luminoso', english: 'bright; full of light', partOfSpeech: 'adj' },
      { spanish: 'ruidoso', english: 'noisy', partOfSpeech: 'adj' },
    ],
    grammarPoints: ['Muy / mucho in descriptions: muy luminoso, mucha luz'],
    conversationTopics: [
      'The home you live in now: rooms, floor and light',
      'What you like most and least about your home',
    ],
    prerequisites: ['lesson-a1-10'],
    exercises: [
      {
        type: 'roleplay',
        content: 'The tutor is a friend who phones to ask about the flat you have just moved into.',
        instructions:
          'Say how many bedrooms it has, describe the kitchen and living room, and say which floor it is on.',
      },
      {
        type: 'listening',
        content: 'A friend describes her flat: fourth floor, two bedrooms and a balcony.',
        instructions: 'Say which floor the flat is on.',
      },
    ],
    isActive: true,
  },
  {
    id: 'lesson-a1-12',
    title: 'Furniture and Where Things Are',
    description: 'Name the furniture in a room and say where things are with prepositions of place.',
    order: 12,
    level: 'A1',
    category: 'Grammar',
    duration: 25,
    objectives: [
      'Name common pieces of furniture',
      'Say where things are: encima de, debajo de, delante de, detrás de, entre',
      'Contract de + el into del',
    ],
    es: {
      title: 'Los muebles y dónde están las cosas',
      description:
        'Nombra los muebles de una habitación y di dónde están las cosas con preposiciones de lugar.',
      objectives: [
        'Nombrar los muebles más comunes',
        'Decir dónde están las cosas: encima de, debajo de, delante de, detrás de, entre',
        'Unir de + el en del',
      ],
    },
    vocabulary: [
      { spanish: 'el sofá', english: 'sofa', partOfSpeech: 'noun' },
      { spanish: 'la cama', english: 'bed', partOfSpeech: 'noun' },
      { spanish: 'el armario', english: 'wardrobe; cupboard', partOfSpeech: 'noun' },
      { spanish: 'la estantería', english: 'bookshelf; shelves', partOfSpeech: 'noun' },
      { spanish: 'la lámpara', english: 'lamp', partOfSpeech: 'noun' },
      { spanish: 'la alfombra', english: 'rug; carpet', partOfSpeech: 'noun' },
      { spanish: 'el espejo', english: 'mirror', partOfSpeech: 'noun' },
      { spanish: 'encima de', english: 'on; on top of', partOfSpeech: 'prep' },
      { spanish: 'debajo de', english: 'under', partOfSpeech: 'prep' },
      { spanish: 'delante de', english: 'in front of', partOfSpeech: 'prep' },
      { spanish: 'detrás de', english: 'behind', partOfSpeech: 'prep' },
      { spanish: 'entre', english: 'between', partOfSpeech: 'prep' },
    ],
    grammarPoints: [
      'Prepositions of place: encima de, debajo de, delante de, detrás de, entre',
      'De + el = del: al lado del sofá',
    ],
    conversationTopics: [
      'Where the furniture goes in a new flat',
      'Looking for something you have lost at home',
    ],
    prerequisites: ['lesson-a1-11'],
    exercises: [
      {
        type: 'roleplay',
        content: 'The tutor is a friend helping you move in, carrying the furniture.',
        instructions: 'Say where each piece of furniture goes, using a preposition of place each time.',
      },
      {
        type: 'listening',
        content: 'Your flatmate tells you where your keys are: on the bookshelf, between the books.',
        instructions: 'Say where the keys are.',
      },
    ],
    isActive: true,
  },
  {
    id: 'lesson-a1-13',
    title: 'Household Chores',
    description: 'Share out the housework and say what needs doing with hay que.',
    order: 13,
    level: 'A1',
    category: 'Conversation',
    duration: 20,
    objectives: [
      'Name everyday household chores',
      'Say what needs doing with hay que + infinitive',
      'Agree who does each chore',
    ],
    es: {
      title: 'Las tareas de la casa',
      description: 'Reparte las tareas domésticas y di lo que hay que hacer con hay que.',
      objectives: [
        'Nombrar las tareas domésticas de todos los días',
        'Decir lo que hay que hacer con hay que + infinitivo',
        'Acordar quién hace cada tarea',
      ],
    },
    vocabulary: [
      { spanish: 'las tareas de la casa', english: 'housework; household chores', partOfSpeech: 'noun' },
      { spanish: 'limpiar', english: 'to clean', partOfSpeech: 'verb' },
      { spanish: 'ordenar', english: 'to tidy (up)', partOfSpeech: 'verb' },
      { spanish: 'fregar los platos', english: 'to do the washing-up', partOfSpeech: 'phrase' },
      { spanish: 'barrer', english: 'to sweep', partOfSpeech: 'verb' },
      { spanish: 'sacar la basura', english: 'to take out the rubbish', partOfSpeech: 'phrase' },
      { spanish: 'pasar la aspiradora', english: 'to vacuum; to hoover', partOfSpeech: 'phrase' },
      { spanish: 'hacer la cama', english: 'to make the bed', partOfSpeech: 'phrase' },
      { spanish: 'poner la lavadora', english: 'to put the washing machine on', partOfSpeech: 'phrase' },
      { spanish: 'tender la ropa', english: 'to hang out the washing', partOfSpeech: 'phrase' },
      { spanish: 'planchar', english: 'to iron', partOfSpeech: 'verb' },
      { spanish: 'hacer la compra', english: 'to do the (food) shopping', partOfSpeech: 'phrase' },
    ],
    grammarPoints: ['Hay que + infinitive: what needs doing'],
    conversationTopics: ['Who does what at home', 'The chores you like and the ones you cannot stand'],
    prerequisites: ['lesson-a1-12'],
    exercises: [
      {
        type: 'roleplay',
        content: 'The tutor is your flatmate on a Saturday morning; guests are coming tonight.',
        instructions: 'Say what needs doing in each room and agree who does each chore.',
      },
      {
        type: 'listening',
        content: 'Your flatmate says who does what today: she vacuums and you take out the rubbish.',
        instructions: 'Say which chore is yours.',
      },
    ],
    isActive: true,
  },
  {
    id: 'lesson-a1-14',
    title: 'What Are You Doing Right Now?',
    description: 'Say what you and others are doing at this moment with estar + gerund.',
    order: 14,
    level: 'A1',
    category: 'Grammar',
    duration: 25,
    objectives: [
      'Form the gerund of regular verbs: -ando, -iendo',
      'Say what is happening now with estar + gerund',
      'Use the irregular gerunds leyendo and durmiendo',
    ],
    es: {
      title: '¿Qué estás haciendo ahora?',
      description: 'Di qué estás haciendo tú y qué están haciendo los demás, con estar + gerundio.',
      objectives: [
        'Formar el gerundio de los verbos regulares: -ando, -iendo',
        'Decir lo que pasa ahora con estar + gerundio',
        'Usar los gerundios irregulares leyendo y durmiendo',
      ],
    },
    vocabulary: [
      { spanish: '¿qué estás haciendo?', english: 'what are you doing?', partOfSpeech: 'phrase' },
      { spanish: 'ahora mismo', english: 'right now', partOfSpeech: 'phrase' },
      { spanish: 'en este momento', english: 'at the moment', partOfSpeech: 'phrase' },
      { spanish: 'estoy leyendo', english: 'I am reading', partOfSpeech: 'phrase' },
      { spanish: 'ver la tele', english: 'to watch TV', partOfSpeech: 'phrase' },
      { spanish: 'dormir la siesta', english: 'to have a nap (after lunch)', partOfSpeech: 'phrase' },
      { spanish: 'regar las plantas', english: 'to water the plants', partOfSpeech: 'phrase' },
      { spanish: 'preparar la cena', english: 'to make dinner', partOfSpeech: 'phrase' },
      { spanish: 'hablar por teléfono', english: 'to talk on the phone', partOfSpeech: 'phrase' },
      { spanish: 'navegar por internet', english: 'to surf the internet', partOfSpeech: 'phrase' },
      { spanish: 'jugar a los videojuegos', english: 'to play video games', partOfSpeech: 'phrase' },
      { spanish: 'escuchar la radio', english: 'to listen to the radio', partOfSpeech: 'phrase' },
    ],
    grammarPoints: ['Estar + gerund for what is happening now', 'Irregular gerunds: leyendo, durmiendo'],
    conversationTopics: [
      'What everyone at home is doing on a Sunday afternoon',
      'What you are doing these days besides work or study',
    ],
    prerequisites: ['lesson-a1-13'],
    exercises: [
      {
        type: 'roleplay',
        content: 'The tutor is your mother, phoning on a Sunday afternoon.',
        instructions: 'Say what you are doing right now and what everyone else at home is doing.',
      },
      {
        type: 'listening',
        content: 'Your mother says your brother is playing in the garden and your father is having a nap.',
        instructions: 'Say what your father is doing.',
      },
    ],
    isActive: true,
  },
  {
    id: 'lesson-a1-15',
    title: 'Pets at Home',
    description: 'Talk about your pets: what they are like, what they need and who looks after them.',
    order: 15,
    level: 'A1',
    category: 'Conversation',
    duration: 20,
    objectives: [
      'Name common pets',
      'Say what a pet needs and how to look after it',
      'Use the possessives nuestro and su',
    ],
    es: {
      title: 'Las mascotas de casa',
      description: 'Habla de tus mascotas: cómo son, qué necesitan y quién las cuida.',
      objectives: [
        'Nombrar las mascotas más comunes',
        'Decir qué necesita una mascota y cómo se cuida',
        'Usar los posesivos nuestro y su',
      ],
    },
    vocabulary: [
      { spanish: 'la mascota', english: 'pet', partOfSpeech: 'noun' },
      { spanish: 'el pájaro', english: 'bird', partOfSpeech: 'noun' },
      { spanish: 'el pez', english: 'fish (alive)', partOfSpeech: 'noun' },
      { spanish: 'el conejo', english: 'rabbit', partOfSpeech: 'noun' },
      { spanish: 'la jaula', english: 'cage', partOfSpeech: 'noun' },
      { spanish: 'el veterinario', english: 'vet', partOfSpeech: 'noun' },
      { spanish: 'dar de comer', english: 'to feed', partOfSpeech: 'phrase' },
      { spanish: 'pasear al perro', english: 'to walk the dog', partOfSpeech: 'phrase' },
      { spanish: 'cuidar', english: 'to look after', partOfSpeech: 'verb' },
      { spanish: 'ladrar', english: 'to bark', partOfSpeech: 'verb' },
      { spanish: 'cariñoso', english: 'affectionate', partOfSpeech: 'adj' },
      { spanish: 'juguetón', english: 'playful', partOfSpeech: 'adj' },
    ],
    grammarPoints: ['Possessives nuestro / nuestra and su / sus'],
    conversationTopics: [
      'The pets you have or would like to have',
      'How to look after a pet while its owners are away',
    ],
    prerequisites: ['lesson-a1-14'],
    exercises: [
      {
        type: 'roleplay',
        content: 'The tutor is your neighbour, who will look after your pets while you are on holiday.',
        instructions: 'Say which pets you have, what they are like, and when to feed and walk them.',
      },
      {
        type: 'listening',
        content: 'Your neighbour says her dog Toby goes out for a walk three times a day.',
        instructions: 'Say how many times a day the dog goes out.',
      },
    ],
    isActive: true,
  },
];
