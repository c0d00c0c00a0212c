import type { GrammarNote } from '../types';

/** Grammar notes first needed by the A0 lessons (ids unique across every notes file). */
export const A0_LESSON_NOTES: readonly GrammarNote[] = [
  {
    id: 'a0-asking-about-words',
    title: { en: 'Asking about words: ¿cómo se dice…?', es: 'Preguntar por palabras: ¿cómo se dice…?' },
    level: 'A0',
    keys: [['como se dice'], ['que significa'], ['how', 'say'], ['what', 'mean']],
    answer: {
      basic: {
        es: 'Para una palabra nueva: «¿Cómo se dice window en español?». Para entender una palabra: «¿Qué significa mesa?».',
        en: 'For a new word: “How do you say window in Spanish?”. To understand a word: “What does mesa mean?”.',
      },
      richer: {
        es: '«¿Cómo se dice…?» pide la palabra española; «¿qué significa…?» pide el sentido. Las dos sirven siempre en clase.',
        en: '“¿Cómo se dice…?” asks for the Spanish word; “¿qué significa…?” asks for the meaning. Both always work in class.',
      },
    },
    example: { es: '¿Cómo se dice book en español?', en: 'How do you say book in Spanish?' },
    more: {
      es: 'Con otras personas, añade «por favor»: «¿Qué significa esto, por favor?».',
      en: 'With other people, add “please”: “What does this mean, please?”.',
    },
    explanation: {
      en: 'Two fixed questions keep a conversation going when a word is missing: ¿cómo se dice…? asks for the Spanish word, and ¿qué significa…? asks what a Spanish word means.',
      es: 'Dos preguntas fijas mantienen la conversación cuando falta una palabra: «¿cómo se dice…?» pide la palabra en español y «¿qué significa…?» pregunta qué quiere decir una palabra española.',
    },
  },
  {
    id: 'a0-plurals',
    title: { en: 'Plural nouns: -s and -es', es: 'El plural: -s y -es' },
    level: 'A0',
    keys: [['plural'], ['plurales'], ['plurals']],
    answer: {
      basic: {
        es: 'Después de vocal, añade -s: «libro, libros». Después de consonante, -es: «reloj, relojes».',
        en: 'After a vowel, add -s: “libro, libros”. After a consonant, -es: “reloj, relojes”.',
      },
      richer: {
        es: 'Vocal + -s, consonante + -es; la z cambia a c: «lápiz, lápices». El artículo también cambia: los, las.',
        en: 'Vowel + -s, consonant + -es; z changes to c: “lápiz, lápices”. The article changes too: los, las.',
      },
    },
    example: { es: 'Tengo dos relojes y tres lápices.', en: 'I have two watches and three pencils.' },
    more: {
      es: 'Algunas palabras no cambian: «el paraguas, los paraguas»; «el lunes, los lunes».',
      en: 'Some words do not change: “el paraguas, los paraguas”; “el lunes, los lunes”.',
    },
    explanation: {
      en: 'Nouns ending in a vowel add -s and nouns ending in a consonant add -es (z becomes c: lápiz, lápices); el and la become los and las. Words ending in an unstressed -s, like paraguas or lunes, stay the same.',
      es: 'Los sustantivos que terminan en vocal añaden -s y los que terminan en consonante, -es (la z pasa a c: lápiz, lápices); el y la pasan a los y las. Las palabras en -s sin acento final, como paraguas o lunes, no cambian.',
    },
  },
  {
    id: 'a0-place-words',
    title: {
      en: 'Where things are: encima de, debajo de',
      es: 'Dónde están las cosas: encima de, debajo de',
    },
    level: 'A0',
    keys: [
      ['encima'],
      ['debajo'],
      ['detras'],
      ['dentro de'],
      ['delante de'],
      ['on top of'],
      ['under', 'behind'],
    ],
    answer: {
      basic: {
        es: 'Estas palabras llevan «de»: «encima de la mesa», «debajo de la cama», «detrás de la puerta».',
        en: 'These words take “de”: “on the table”, “under the bed”, “behind the door”.',
      },
      richer: {
        es: 'Encima de, debajo de, delante de, detrás de y dentro de llevan «de»; «de + el» se escribe «del».',
        en: 'Encima de, debajo de, delante de, detrás de and dentro de take “de”; “de + el” is written “del”.',
      },
    },
    example: { es: 'El gato está debajo del sofá.', en: 'The cat is under the sofa.' },
    more: {
      es: '«Entre» y «en» van sin «de»: «entre la mesa y la puerta», «en la caja».',
      en: '“Entre” and “en” go without “de”: “between the table and the door”, “in the box”.',
    },
    explanation: {
      en: 'To say where something is, use está or están with a place word. Encima, debajo, delante, detrás and dentro are followed by de (de + el becomes del); en and entre are not.',
      es: 'Para decir dónde está algo, usa «está» o «están» con una palabra de lugar. Encima, debajo, delante, detrás y dentro llevan «de» (de + el se convierte en «del»); «en» y «entre», no.',
    },
  },
  {
    id: 'a0-con-sin',
    title: { en: 'With and without: con, sin', es: 'Con y sin' },
    level: 'A0',
    keys: [
      ['con', 'sin'],
      ['with', 'without'],
    ],
    answer: {
      basic: {
        es: '«Con» es with y «sin» es without. Van delante del nombre: «café con leche», «café sin azúcar».',
        en: '“Con” is with and “sin” is without. They go before the noun: “coffee with milk”, “coffee without sugar”.',
      },
      richer: {
        es: 'Con «con» y «sin», la comida va casi siempre sin artículo: «sin sal», «con patatas».',
        en: 'With “con” and “sin”, food almost always goes without an article: “without salt”, “with potatoes”.',
      },
    },
    example: { es: 'Una ensalada sin cebolla, por favor.', en: 'A salad without onion, please.' },
    more: {
      es: 'Con personas también: «Vivo con mi hermana». Y «conmigo», «contigo»: with me, with you.',
      en: 'With people too: “I live with my sister”. And “conmigo”, “contigo”: with me, with you.',
    },
    explanation: {
      en: 'Con (with) and sin (without) go before a noun, usually with no article when you talk about food: café con leche, té sin azúcar.',
      es: '«Con» y «sin» van delante de un nombre, normalmente sin artículo cuando hablas de comida: café con leche, té sin azúcar.',
    },
  },
  {
    id: 'a0-quantities',
    title: { en: 'Quantities: un kilo de…', es: 'Cantidades: un kilo de…' },
    level: 'A0',
    keys: [['kilo'], ['cantidad'], ['cantidades'], ['quantity'], ['quantities'], ['docena']],
    answer: {
      basic: {
        es: 'Cantidad + «de» + nombre, sin artículo: «un kilo de tomates», «una botella de agua».',
        en: 'Quantity + “de” + noun, with no article: “a kilo of tomatoes”, “a bottle of water”.',
      },
      richer: {
        es: 'Tras la cantidad va «de» y el nombre sin artículo, en plural si se cuenta: «una docena de huevos».',
        en: 'After the quantity comes “de” and the noun with no article, plural if countable: “a dozen eggs”.',
      },
    },
    example: {
      es: 'Medio kilo de fresas y una lata de atún.',
      en: 'Half a kilo of strawberries and a tin of tuna.',
    },
    more: {
      es: 'Sin «un»: «medio kilo», no «un medio kilo». Y «docena de», aunque en inglés no hay of.',
      en: 'No “un”: “medio kilo”, not “un medio kilo”. And “docena de”, although English has no of.',
    },
    explanation: {
      en: 'A quantity or container is joined to the food by de, with no article: un kilo de naranjas, una botella de vino, una docena de huevos. Half a kilo is medio kilo, with no un.',
      es: 'La cantidad o el envase se une a la comida con «de», sin artículo: un kilo de naranjas, una botella de vino, una docena de huevos. Medio kilo va sin «un».',
    },
  },
  {
    id: 'a0-days-article',
    title: { en: 'El lunes, los lunes', es: 'El lunes, los lunes' },
    level: 'A0',
    keys: [
      ['el lunes', 'los lunes'],
      ['on monday'],
      ['on mondays'],
      ['days', 'article'],
      ['dias', 'articulo'],
    ],
    answer: {
      basic: {
        es: '«El lunes» es un lunes: this Monday. «Los lunes» es cada lunes: on Mondays. Sin «en».',
        en: '“El lunes” is one Monday: this Monday. “Los lunes” is every Monday: on Mondays. No “en”.',
      },
      richer: {
        es: 'Con los días no va «en»: «el viernes voy al cine», «los viernes voy al cine» (todas las semanas).',
        en: 'Days take no “en”: “on Friday I go to the cinema”, “on Fridays I go to the cinema” (every week).',
      },
    },
    example: { es: 'Los sábados como con mis padres.', en: 'On Saturdays I have lunch with my parents.' },
    more: {
      es: 'Lunes a viernes no cambian en plural: «el martes, los martes». Sábado y domingo sí: «los sábados».',
      en: 'Monday to Friday do not change in the plural: “el martes, los martes”. Saturday and Sunday do: “los sábados”.',
    },
    explanation: {
      en: 'To say on a day, use the article and no preposition: el lunes means this (or next) Monday, los lunes means every Monday. Lunes to viernes are the same in the plural; sábado and domingo add -s.',
      es: 'Para decir qué día, usa el artículo sin preposición: «el lunes» es este (o el próximo) lunes y «los lunes», todos los lunes. De lunes a viernes el plural no cambia; sábado y domingo añaden -s.',
    },
  },
  {
    id: 'a0-dates',
    title: { en: 'Dates: el cinco de mayo', es: 'Las fechas: el cinco de mayo' },
    level: 'A0',
    keys: [['fecha'], ['fechas'], ['date'], ['dates']],
    answer: {
      basic: {
        es: 'Di «el», el número y «de» + mes: «el cinco de mayo», «el veinte de agosto».',
        en: 'Say “el”, the number and “de” + month: “the fifth of May”, “the twentieth of August”.',
      },
      richer: {
        es: 'Se usan números normales: «el dos de marzo». El día 1 es «el uno» o «el primero».',
        en: 'Ordinary numbers are used: “el dos de marzo”. The 1st is “el uno” or “el primero”.',
      },
    },
    example: { es: 'Mi cumpleaños es el doce de octubre.', en: 'My birthday is the twelfth of October.' },
    more: {
      es: 'Para preguntar: «¿Qué fecha es hoy?». Respuesta: «Hoy es el tres de junio».',
      en: 'To ask: “What is the date today?”. Answer: “Today is the third of June”.',
    },
    explanation: {
      en: 'A date is el + number + de + month, with ordinary numbers and lower-case months: el catorce de febrero. The first of the month can be el uno or el primero.',
      es: 'Una fecha es «el» + número + «de» + mes, con números normales y el mes en minúscula: el catorce de febrero. El día 1 puede ser «el uno» o «el primero».',
    },
  },
  {
    id: 'a0-weather',
    title: { en: 'The weather: hace frío, llueve', es: 'El tiempo: hace frío, llueve' },
    level: 'A0',
    keys: [['tiempo', 'hace'], ['weather'], ['llueve'], ['nieva']],
    answer: {
      basic: {
        es: 'Para el tiempo, «hace» + nombre: «hace frío», «hace sol». Para la lluvia y la nieve: «llueve», «nieva».',
        en: 'For the weather, “hace” + noun: “it is cold”, “it is sunny”. For rain and snow: “it rains”, “it snows”.',
      },
      richer: {
        es: '«Hace» va con calor, frío, sol, viento y buen o mal tiempo; «está» va con adjetivos: «está nublado».',
        en: '“Hace” goes with calor, frío, sol, viento and buen or mal tiempo; “está” goes with adjectives: “it is cloudy”.',
      },
    },
    example: { es: 'En invierno hace frío y nieva.', en: 'In winter it is cold and it snows.' },
    more: {
      es: 'Con «mucho»: «hace mucho frío», «hace mucho calor». Pregunta: «¿Qué tiempo hace?».',
      en: 'With “mucho”: “it is very cold”, “it is very hot”. Question: “What is the weather like?”.',
    },
    explanation: {
      en: 'Spanish describes the weather with hace + a noun (hace frío, hace sol, hace viento), with the verbs llueve and nieva, and with está + an adjective (está nublado). Very is mucho here: hace mucho calor.',
      es: 'El español describe el tiempo con «hace» + nombre (hace frío, hace sol, hace viento), con los verbos «llueve» y «nieva» y con «está» + adjetivo (está nublado). Aquí «muy» es «mucho»: hace mucho calor.',
    },
  },
  {
    id: 'a0-aqui-ahi-alli',
    title: { en: 'Here and there: aquí, ahí, allí', es: 'Aquí, ahí, allí' },
    level: 'A0',
    keys: [
      ['aqui', 'alli'],
      ['aqui', 'ahi'],
      ['here', 'there'],
    ],
    answer: {
      basic: {
        es: '«Aquí» es cerca de mí, «ahí» es cerca de ti y «allí» está lejos de los dos.',
        en: '“Aquí” is near me, “ahí” is near you and “allí” is far from both of us.',
      },
      richer: {
        es: 'Son como «este, ese, aquel»: aquí va con este, ahí con ese y allí con aquel.',
        en: 'They match “este, ese, aquel”: aquí goes with este, ahí with ese and allí with aquel.',
      },
    },
    example: { es: 'Estamos aquí y el museo está allí.', en: 'We are here and the museum is over there.' },
    more: {
      es: '«Por aquí» es en esta zona: «¿Hay un banco por aquí?».',
      en: '“Por aquí” means around here: “Is there a bank around here?”.',
    },
    explanation: {
      en: 'Spanish has three distances: aquí (here, near the speaker), ahí (there, near the listener) and allí (over there, far from both). Por aquí means around here.',
      es: 'El español tiene tres distancias: aquí (cerca de quien habla), ahí (cerca de quien escucha) y allí (lejos de los dos). «Por aquí» significa en esta zona.',
    },
  },
  {
    id: 'a0-en-transport',
    title: { en: 'By bus, on foot: en autobús, a pie', es: 'En autobús, a pie' },
    level: 'A0',
    keys: [['en autobus'], ['a pie'], ['transporte'], ['transport'], ['by bus']],
    answer: {
      basic: {
        es: 'Con transporte usa «en», sin artículo: «en autobús», «en tren». Pero andando es «a pie».',
        en: 'With transport use “en”, with no article: “by bus”, “by train”. But walking is “a pie”.',
      },
      richer: {
        es: '«En» + transporte sin artículo: en metro, en bici, en avión. La excepción es «a pie», y a veces «a caballo».',
        en: '“En” + transport with no article: by underground, by bike, by plane. The exception is “a pie”, and sometimes “a caballo”.',
      },
    },
    example: { es: 'Voy a clase en metro, no a pie.', en: 'I go to class by underground, not on foot.' },
    more: {
      es: 'Con el artículo hablas del vehículo: «el autobús está lleno».',
      en: 'With the article you talk about the vehicle: “the bus is full”.',
    },
    explanation: {
      en: 'To say how you travel, use en + the kind of transport with no article: en autobús, en tren, en coche. On foot is a pie.',
      es: 'Para decir cómo viajas, usa «en» + el transporte sin artículo: en autobús, en tren, en coche. Andando se dice «a pie».',
    },
  },
  {
    id: 'a0-eria',
    title: { en: 'Shop names in -ería', es: 'Tiendas en -ería' },
    level: 'A0',
    keys: [['eria'], ['panaderia'], ['tiendas'], ['shop', 'names']],
    answer: {
      basic: {
        es: 'Muchas tiendas son el producto + -ería: «pan, panadería», «fruta, frutería», «zapato, zapatería».',
        en: 'Many shops are the product + -ería: “bread, bakery”, “fruit, greengrocer’s”, “shoe, shoe shop”.',
      },
      richer: {
        es: 'El sufijo -ería forma tiendas y talleres, siempre femeninos: la carnicería, la pescadería, la peluquería.',
        en: 'The suffix -ería makes shops and workshops, always feminine: the butcher’s, the fishmonger’s, the hairdresser’s.',
      },
    },
    example: { es: 'Compro el pan en la panadería.', en: 'I buy bread at the bakery.' },
    more: {
      es: 'La persona que trabaja allí suele acabar en -ero o -era: panadero, frutera.',
      en: 'The person who works there usually ends in -ero or -era: baker, greengrocer.',
    },
    explanation: {
      en: 'Many shop names are built from what they sell plus -ería, and they are all feminine: pan gives panadería, carne gives carnicería, zapato gives zapatería.',
      es: 'Muchos nombres de tiendas se forman con lo que venden más -ería, y todos son femeninos: de pan, panadería; de carne, carnicería; de zapato, zapatería.',
    },
  },
  {
    id: 'a0-al',
    title: { en: 'A + el = al', es: 'A + el = al' },
    level: 'A0',
    keys: [['al'], ['a el'], ['del'], ['contraction'], ['contraccion']],
    answer: {
      basic: {
        es: '«A» + «el» se une en «al»: «voy al teatro». Con «la» no cambia: «voy a la playa».',
        en: '“A” + “el” join into “al”: “I go to the theatre”. With “la” it does not change: “I go to the beach”.',
      },
      richer: {
        es: 'Solo hay dos contracciones: a + el = al y de + el = del. Con la, los y las no se unen.',
        en: 'There are only two contractions: a + el = al and de + el = del. La, los and las never join.',
      },
    },
    example: {
      es: 'El sábado vamos al zoo y a la piscina.',
      en: 'On Saturday we are going to the zoo and the pool.',
    },
    more: {
      es: 'Lo mismo con «de»: «la puerta del museo», pero «la puerta de la iglesia».',
      en: 'The same with “de”: “the museum door”, but “the church door”.',
    },
    explanation: {
      en: 'The preposition a followed by the article el always becomes al (al cine, al parque), and de + el becomes del. With la, los and las nothing changes: a la playa, a los museos.',
      es: 'La preposición «a» seguida del artículo «el» siempre se convierte en «al» (al cine, al parque), y «de» + «el», en «del». Con la, los y las no cambia nada: a la playa, a los museos.',
    },
  },
  {
    id: 'a0-job-no-article',
    title: { en: 'Soy enfermera: jobs without an article', es: 'Soy enfermera: profesiones sin artículo' },
    level: 'A0',
    keys: [['profesion'], ['profesiones'], ['job', 'article'], ['jobs']],
    answer: {
      basic: {
        es: 'Con «soy» o «es» + profesión no va «un» ni «una»: «soy enfermera», «es abogado».',
        en: 'With “soy” or “es” + a job there is no “un” or “una”: “I am a nurse”, “he is a lawyer”.',
      },
      richer: {
        es: 'El artículo vuelve con un adjetivo: «es un abogado muy bueno». Sin adjetivo, solo la profesión.',
        en: 'The article comes back with an adjective: “he is a very good lawyer”. Without one, just the job.',
      },
    },
    example: {
      es: 'Mi madre es cocinera y mi padre es bombero.',
      en: 'My mother is a cook and my father is a firefighter.',
    },
    more: {
      es: 'Para preguntar: «¿En qué trabajas?» o «¿A qué te dedicas?».',
      en: 'To ask: “What do you do?” or “What do you do for a living?”.',
    },
    explanation: {
      en: 'English says I am a nurse, but Spanish drops the article after ser: soy enfermera, es periodista. The article only comes back when an adjective describes the person: es una enfermera muy buena.',
      es: 'En inglés se dice «I am a nurse», pero en español no va artículo después de «ser»: soy enfermera, es periodista. El artículo solo vuelve con un adjetivo: es una enfermera muy buena.',
    },
  },
  {
    id: 'a0-porque',
    title: { en: 'Porque and ¿por qué?', es: 'Porque y ¿por qué?' },
    level: 'A0',
    keys: [['porque'], ['por que'], ['because'], ['why']],
    answer: {
      basic: {
        es: '«¿Por qué?», separado y con tilde, pregunta. «Porque», junto, responde: because.',
        en: '“¿Por qué?”, two words with an accent, asks. “Porque”, one word, answers: because.',
      },
      richer: {
        es: 'La pregunta es «¿por qué…?», en dos palabras con tilde; la respuesta empieza con «porque», en una.',
        en: 'The question is “¿por qué…?”, two words with an accent; the answer starts with “porque”, one word.',
      },
    },
    example: {
      es: '¿Por qué estudias español? Porque me gusta.',
      en: 'Why do you study Spanish? Because I like it.',
    },
    more: {
      es: 'Al hablar suenan casi igual: la diferencia está en la escritura y en la entonación.',
      en: 'When spoken they sound almost the same: the difference is in the spelling and the intonation.',
    },
    explanation: {
      en: 'To ask why, write two words with an accent: ¿por qué? To answer because, write one word without an accent: porque.',
      es: 'Para preguntar, se escriben dos palabras con tilde: ¿por qué? Para responder, una sola palabra sin tilde: porque.',
    },
  },
];

/** The A0 lessons' grammar points (exact string) → the id of the note that answers each. */
export const A0_LESSON_GRAMMAR: Readonly<Record<string, string>> = {
  // Unit 4
  'No before the verb: no entiendo, no sé': 'negation',
  '¿Cómo se dice…? and ¿qué significa…? to ask about words': 'a0-asking-about-words',
  'Encantado / encantada agrees with the speaker': 'adjective-agreement',
  'Perdona / disculpe: tú and usted in polite phrases': 'tu-usted',
  'Esto / eso for things you cannot name yet': 'demonstratives',
  '¿Cuál es tu…? to ask for details': 'question-words',
  'Plurals: -s after a vowel, -es after a consonant': 'a0-plurals',
  // Unit 5
  'Hay + un / una + noun: hay un jardín': 'hay-esta',
  'Hay unos / unas and no hay': 'hay-esta',
  'Estar for location: está en la mesa': 'estar-uses',
  'Place words with de: encima de, debajo de': 'a0-place-words',
  'Gender clues: -o is usually masculine, -a feminine': 'noun-gender',
  // Unit 6
  'Colours agree like adjectives, but rosa and naranja do not change': 'adjective-agreement',
  'The colour goes after the noun: una camiseta roja': 'adjective-position',
  'Tener for features: tengo el pelo largo': 'tener-ojos-pelo',
  'Me duele + body part, as a set phrase': 'verbs-like-gustar',
  'La mano is feminine': 'noun-gender',
  'Estar for feelings: estoy triste': 'estar-uses',
  'Preocupado / preocupada: the adjective agrees with you': 'adjective-agreement',
  // Unit 7
  'Plural of fruit: las fresas, los limones': 'a0-plurals',
  'Con and sin: café sin azúcar': 'a0-con-sin',
  'Un té, una cerveza: un / una for one drink': 'un-una-orders',
  'Me gusta + singular noun, me gustan + plural noun': 'gustar',
  'Quantity + de + noun: un kilo de tomates': 'a0-quantities',
  // Unit 8
  '21–29 are one word; from 31 on, tens + y + units': 'numbers-20-100',
  'Prices: cuesta un euro, son veinte euros': 'numbers-20-100',
  'El lunes (this Monday) and los lunes (every Monday)': 'a0-days-article',
  'Dates: el + number + de + month': 'a0-dates',
  'Hace + noun for the weather: hace frío, hace sol': 'a0-weather',
  // Unit 9
  '¿Hay un…? to ask what there is in town': 'hay-esta',
  'Aquí, ahí, allí: here, there, over there': 'a0-aqui-ahi-alli',
  'Estar for where places are: el banco está cerca': 'estar-uses',
  'En + transport, but a pie': 'a0-en-transport',
  'Shops in -ería: pan → panadería': 'a0-eria',
  'A + el = al: al teatro, a la playa': 'a0-al',
  // Unit 10
  'Soy enfermera: no article before a job': 'a0-job-no-article',
  'Cocinero / cocinera: the feminine of jobs': 'noun-gender',
  'Su for his, her and their: su abuela, su novio': 'possessives',
  'Pez → peces: z becomes c in the plural': 'a0-plurals',
  'One gender per animal word: la jirafa, el elefante': 'noun-gender',
  'Adjectives agree: un coche nuevo, una casa nueva': 'adjective-agreement',
  'Ser + adjective to describe things': 'ser-descriptions',
  'Muy + adjective, mucho after a verb': 'muy-mucho',
  'Porque (because) and ¿por qué? (why)': 'a0-porque',
};
