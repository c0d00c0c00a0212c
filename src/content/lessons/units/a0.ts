import type { UnitContent } from './schema';

/** A0 units, in order. A unit's lessons are played in the order listed. */
export const A0_UNITS: UnitContent[] = [
  {
    id: 'unit-a0-1',
    level: 'A0',
    order: 1,
    functions: 'greeting and taking leave, introducing yourself, counting, spelling',
    grammar: 'me llamo, inverted ¿ ¡, numbers 0–20, vowels and consonant sounds',
    en: {
      title: 'First Contact',
      goal: 'Greet people, count and spell: the sounds and words of a first meeting.',
    },
    es: {
      title: 'Primer contacto',
      goal: 'Saluda, cuenta y deletrea: los sonidos y las palabras de un primer encuentro.',
    },
    lessonIds: ['lesson-a0-1', 'lesson-a0-2', 'lesson-a0-3'],
  },
  {
    id: 'unit-a0-2',
    level: 'A0',
    order: 2,
    functions: 'identifying yourself and others, naming objects, talking about family',
    grammar: 'ser in the present, subject pronouns, gender and articles, possessives',
    en: {
      title: 'Who I Am and What I Have',
      goal: 'Say who you are, describe things and people around you, and talk about your family.',
    },
    es: {
      title: 'Quién soy y qué tengo',
      goal: 'Di quién eres, describe las cosas y a las personas de tu entorno y habla de tu familia.',
    },
    lessonIds: ['lesson-a0-4', 'lesson-a0-5', 'lesson-a0-6'],
  },
  {
    id: 'unit-a0-3',
    level: 'A0',
    order: 3,
    functions: 'telling the time, asking for food and drink, giving age and origin',
    grammar:
      'es la una / son las, quiero + noun, el agua, tener (age, states), nationality adjectives, first -ar / -ir verbs',
    en: {
      title: 'Everyday Basics',
      goal: 'Tell the time, ask for food and drink, give your age and say where people are from.',
    },
    es: {
      title: 'Lo básico de cada día',
      goal: 'Di la hora, pide comida y bebida, di tu edad y de dónde es la gente.',
    },
    lessonIds: ['lesson-a0-7', 'lesson-a0-8', 'lesson-a0-9', 'lesson-a0-10'],
  },
  {
    id: 'unit-a0-4',
    level: 'A0',
    order: 4,
    functions: 'asking for help in class, thanking and apologising, naming objects, giving personal details',
    grammar: 'no + verb, ¿cómo se dice…?, esto / eso, ¿cuál es tu…?, plural -s / -es',
    en: {
      title: 'Surviving in Spanish',
      goal: 'Keep a first conversation going: ask for help, be polite, name things and give your details.',
    },
    es: {
      title: 'Sobrevivir en español',
      goal: 'Mantén una primera conversación: pide ayuda, sé amable, nombra las cosas y da tus datos.',
    },
    lessonIds: ['lesson-a0-11', 'lesson-a0-12', 'lesson-a0-13', 'lesson-a0-14', 'lesson-a0-15'],
  },
  {
    id: 'unit-a0-5',
    level: 'A0',
    order: 5,
    functions: 'describing your home, naming furniture and household objects, saying where things are',
    grammar:
      'hay / no hay, un / unos, estar for location, encima de / debajo de / entre, gender clues -o / -a',
    en: {
      title: 'At Home',
      goal: 'Describe your home, say what there is in each room and where things are.',
    },
    es: {
      title: 'En casa',
      goal: 'Describe tu casa, di qué hay en cada habitación y dónde están las cosas.',
    },
    lessonIds: ['lesson-a0-16', 'lesson-a0-17', 'lesson-a0-18', 'lesson-a0-19'],
  },
  {
    id: 'unit-a0-6',
    level: 'A0',
    order: 6,
    functions:
      'describing colours and clothes, describing faces and hair, naming parts of the body, saying how you feel',
    grammar:
      'colour agreement (rosa, naranja invariable), adjective after the noun, tener el pelo…, me duele as a set phrase, estar + adjective of feeling',
    en: {
      title: 'Colours, Clothes and the Body',
      goal: 'Say what people wear and look like, where it hurts and how you feel.',
    },
    es: {
      title: 'Colores, ropa y cuerpo',
      goal: 'Di qué lleva la gente, cómo es, dónde te duele y cómo te sientes.',
    },
    lessonIds: ['lesson-a0-20', 'lesson-a0-21', 'lesson-a0-22', 'lesson-a0-23', 'lesson-a0-24'],
  },
  {
    id: 'unit-a0-7',
    level: 'A0',
    order: 7,
    functions:
      'naming food and drink, ordering a meal, saying what you like and dislike, buying food in quantities',
    grammar:
      'plural nouns, con / sin, un / una with drinks, me gusta / me gustan + noun, quantity + de + noun',
    en: {
      title: 'Food',
      goal: 'Name food and drink, order a meal, say what you like and buy food at the market.',
    },
    es: {
      title: 'La comida',
      goal: 'Nombra comida y bebida, pide una comida, di qué te gusta y compra en el mercado.',
    },
    lessonIds: ['lesson-a0-25', 'lesson-a0-26', 'lesson-a0-27', 'lesson-a0-28', 'lesson-a0-29'],
  },
  {
    id: 'unit-a0-8',
    level: 'A0',
    order: 8,
    functions:
      'counting to 100, asking and paying prices, saying the day and the date, talking about the weather',
    grammar:
      'numbers 21–100 (veintiuno, treinta y uno), cuesta / son + price, el lunes vs los lunes, el + number + de + month, hace / llueve / nieva',
    en: {
      title: 'Numbers and the Calendar',
      goal: 'Count to a hundred, pay, say the day and the date and talk about the weather.',
    },
    es: {
      title: 'Números y calendario',
      goal: 'Cuenta hasta cien, paga, di el día y la fecha y habla del tiempo.',
    },
    lessonIds: ['lesson-a0-30', 'lesson-a0-31', 'lesson-a0-32', 'lesson-a0-33', 'lesson-a0-34'],
  },
  {
    id: 'unit-a0-9',
    level: 'A0',
    order: 9,
    functions:
      'naming places in town, asking whether a place is near or far, saying how you travel, naming shops, suggesting places to go',
    grammar:
      '¿hay un…?, aquí / ahí / allí, estar for location of places, en + transport / a pie, shop names in -ería, a + el = al',
    en: {
      title: 'Around Town',
      goal: 'Find places in town, ask if they are near, get around and choose where to go.',
    },
    es: {
      title: 'Por la ciudad',
      goal: 'Encuentra lugares en la ciudad, pregunta si están cerca, muévete y elige adónde ir.',
    },
    lessonIds: ['lesson-a0-35', 'lesson-a0-36', 'lesson-a0-37', 'lesson-a0-38', 'lesson-a0-39'],
  },
  {
    id: 'unit-a0-10',
    level: 'A0',
    order: 10,
    functions:
      'saying what you do, talking about family and friends, talking about pets and animals, describing things, linking ideas',
    grammar:
      'soy + job without article, masculine and feminine jobs, su, plural z → ces, fixed gender of animal nouns, adjective agreement, ser + adjective, y / o / pero / porque, muy / mucho',
    en: {
      title: 'People and Animals',
      goal: 'Talk about jobs, family, friends and animals, describe things and join your ideas.',
    },
    es: {
      title: 'Personas y animales',
      goal: 'Habla de profesiones, familia, amigos y animales, describe cosas y une tus ideas.',
    },
    lessonIds: [
      'lesson-a0-40',
      'lesson-a0-41',
      'lesson-a0-42',
      'lesson-a0-43',
      'lesson-a0-44',
      'lesson-a0-45',
    ],
  },
];
