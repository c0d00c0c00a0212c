import type { UnitContent } from './schema';

/** A1 units, in order. A unit's lessons are played in the order listed. */
export const A1_UNITS: UnitContent[] = [
  {
    id: 'unit-a1-1',
    level: 'A1',
    order: 1,
    functions: 'ordering politely, describing people',
    grammar: 'quería / me pone, un / una, adjective agreement, ser for descriptions, tener + ojos / pelo',
    en: { title: 'People and Places', goal: 'Order at a café and describe the people you know.' },
    es: { title: 'Gente y lugares', goal: 'Pide en una cafetería y describe a la gente que conoces.' },
    lessonIds: ['lesson-a1-1', 'lesson-a1-2'],
  },
  {
    id: 'unit-a1-2',
    level: 'A1',
    order: 2,
    functions: 'talking about habits, saying what you like, describing states',
    grammar: 'regular and irregular present, stem changes, negation, ser vs estar, gustar and its pronouns',
    en: {
      title: 'The Present Tense',
      goal: 'Talk about what you do, what you are like and how you are, with regular and irregular verbs.',
    },
    es: {
      title: 'El presente',
      goal: 'Habla de lo que haces, de cómo eres y de cómo estás, con verbos regulares e irregulares.',
    },
    lessonIds: ['lesson-a1-3', 'lesson-a1-4', 'lesson-a1-5', 'lesson-a1-6'],
  },
  {
    id: 'unit-a1-3',
    level: 'A1',
    order: 3,
    functions: 'describing a routine, asking the way, shopping, making and declining plans',
    grammar:
      'reflexive verbs, a las + time, hay vs está, set formal commands (siga, gire), demonstratives, numbers to 100, quedar, ir a + infinitive',
    en: {
      title: 'Getting Around Town',
      goal: 'Describe your day, find your way, go shopping and make plans.',
    },
    es: { title: 'Por la ciudad', goal: 'Describe tu día, encuentra el camino, ve de compras y haz planes.' },
    lessonIds: ['lesson-a1-7', 'lesson-a1-8', 'lesson-a1-9', 'lesson-a1-10'],
  },
  {
    id: 'unit-a1-4',
    level: 'A1',
    order: 4,
    functions:
      'describing your home, saying where things are, sharing chores, saying what is happening now, talking about pets',
    grammar:
      'muy / mucho, prepositions of place, del, hay que + infinitive, estar + gerund, possessives nuestro / su',
    en: {
      title: 'At Home',
      goal: 'Describe your home and its furniture, share the chores, say what is going on and talk about your pets.',
    },
    es: {
      title: 'En casa',
      goal: 'Describe tu casa y sus muebles, reparte las tareas, di qué está pasando y habla de tus mascotas.',
    },
    lessonIds: ['lesson-a1-11', 'lesson-a1-12', 'lesson-a1-13', 'lesson-a1-14', 'lesson-a1-15'],
  },
  {
    id: 'unit-a1-5',
    level: 'A1',
    order: 5,
    functions: 'talking about free time and how often, sports, music, films and books, planning a day out',
    grammar:
      'frequency words, jugar a / hacer / tocar, saber + infinitive, preferir, querer / poder + infinitive',
    en: {
      title: 'Free Time',
      goal: 'Talk about your hobbies, sports, music and films, and plan a day out with a friend.',
    },
    es: {
      title: 'El tiempo libre',
      goal: 'Habla de tus aficiones, deportes, música y películas, y planea un día fuera con un amigo.',
    },
    lessonIds: ['lesson-a1-16', 'lesson-a1-17', 'lesson-a1-18', 'lesson-a1-19', 'lesson-a1-20'],
  },
  {
    id: 'unit-a1-6',
    level: 'A1',
    order: 6,
    functions:
      'buying food at the market, saying quantities, ordering a set menu, describing tastes, prices over 100',
    grammar:
      'lo / la / los / las (first look), quantity + de, de primero / de segundo, estar + taste adjectives, numbers from 100',
    en: {
      title: 'Food and Eating Out',
      goal: 'Buy food in the right quantities, order a set lunch, say how food tastes and handle bigger prices.',
    },
    es: {
      title: 'Comer y comprar comida',
      goal: 'Compra comida en la cantidad justa, pide un menú del día, di cómo está la comida y entiende precios altos.',
    },
    lessonIds: ['lesson-a1-21', 'lesson-a1-22', 'lesson-a1-23', 'lesson-a1-24', 'lesson-a1-25'],
  },
  {
    id: 'unit-a1-7',
    level: 'A1',
    order: 7,
    functions:
      'making and answering phone calls, sending messages and emails, talking about the weather, dates and birthdays, celebrations and good wishes',
    grammar:
      'estar for being in, lo / la for things named, hace / está / llueve for weather, dates with el + number + de, ir a + infinitive for plans',
    en: {
      title: 'Keeping in Touch',
      goal: 'Phone, text and email, talk about the weather, and celebrate birthdays and holidays with the right words.',
    },
    es: {
      title: 'En contacto',
      goal: 'Llama, escribe mensajes y correos, habla del tiempo y celebra cumpleaños y fiestas con las palabras justas.',
    },
    lessonIds: ['lesson-a1-26', 'lesson-a1-27', 'lesson-a1-28', 'lesson-a1-29', 'lesson-a1-30'],
  },
  {
    id: 'unit-a1-8',
    level: 'A1',
    order: 8,
    functions:
      'talking about school and studies, managing a language class, saying what you do for a living, finding your way at work, asking questions',
    grammar:
      'tener que + infinitive, ¿puede / puedes + infinitive?, ser + job without article, estar + gerund, question words, por qué / porque',
    en: {
      title: 'School and Work',
      goal: 'Talk about school and jobs, get help in class, start a new job and get to know your colleagues.',
    },
    es: {
      title: 'Estudios y trabajo',
      goal: 'Habla del instituto y de las profesiones, pide ayuda en clase, empieza un trabajo y conoce a tus compañeros.',
    },
    lessonIds: ['lesson-a1-31', 'lesson-a1-32', 'lesson-a1-33', 'lesson-a1-34', 'lesson-a1-35'],
  },
  {
    id: 'unit-a1-9',
    level: 'A1',
    order: 9,
    functions:
      'describing your neighbourhood and town, comparing city and country, using public transport, dealing with the post office and the bank',
    grammar:
      'hay mucho / mucha, ser vs estar for places, más / menos + adjective + que, ir en / a pie, quería + infinitive',
    en: {
      title: 'My Town',
      goal: 'Show someone around your area and your town, compare places, take the bus and run errands.',
    },
    es: {
      title: 'Mi ciudad',
      goal: 'Enseña tu zona y tu ciudad, compara lugares, toma el autobús y haz recados.',
    },
    lessonIds: ['lesson-a1-36', 'lesson-a1-37', 'lesson-a1-38', 'lesson-a1-39', 'lesson-a1-40'],
  },
  {
    id: 'unit-a1-10',
    level: 'A1',
    order: 10,
    functions:
      'describing clothes, colours and fabrics, paying and returning, choosing a present, comparing products before buying',
    grammar:
      'colour agreement, de + material / pattern, ¿puedo + infinitive?, para + person, este / ese as pronouns, ¿cuál?',
    en: {
      title: 'Shopping in Detail',
      goal: 'Choose clothes and presents, pay, return things and compare products before you buy.',
    },
    es: {
      title: 'De compras',
      goal: 'Elige ropa y regalos, paga, devuelve lo que no funciona y compara productos antes de comprar.',
    },
    lessonIds: ['lesson-a1-41', 'lesson-a1-42', 'lesson-a1-43', 'lesson-a1-44', 'lesson-a1-45'],
  },
];
