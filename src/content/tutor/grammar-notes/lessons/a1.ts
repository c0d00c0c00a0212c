import type { GrammarNote } from '../types';

/** Grammar notes first needed by the A1 lessons (ids unique across every notes file). */
export const A1_LESSON_NOTES: readonly GrammarNote[] = [
  {
    id: 'a1-prepositions-of-place',
    title: { en: 'Prepositions of place', es: 'Las preposiciones de lugar' },
    level: 'A1',
    keys: [
      ['preposiciones', 'lugar'],
      ['prepositions', 'place'],
      ['encima', 'debajo'],
      ['delante', 'detras'],
      ['encima de'],
      ['debajo de'],
      ['detras de'],
    ],
    answer: {
      basic: {
        es: 'Con «estar»: «El libro está encima de la mesa», «El gato está debajo de la cama».',
        en: 'With “estar”: “The book is on the table”, “The cat is under the bed”.',
      },
      richer: {
        es: 'Casi todas llevan «de»: encima de, debajo de, delante de, detrás de, al lado de. «Entre» va sola.',
        en: 'Almost all of them take “de”: on, under, in front of, behind, next to. “Entre” goes alone.',
      },
    },
    example: {
      es: 'La lámpara está entre el sofá y la ventana.',
      en: 'The lamp is between the sofa and the window.',
    },
    more: {
      es: '«En» sirve para dentro y encima: «Las llaves están en el cajón», «El café está en la mesa».',
      en: '“En” works for in and on: “The keys are in the drawer”, “The coffee is on the table”.',
    },
    explanation: {
      en: 'Where something is goes with estar and a preposition of place: encima de (on top of), debajo de (under), delante de (in front of), detrás de (behind), al lado de (next to), cerca de / lejos de, and entre (between), which takes no de. En covers both in and on.',
      es: 'El lugar donde está algo se dice con estar y una preposición de lugar: encima de, debajo de, delante de, detrás de, al lado de, cerca de / lejos de, y entre, que no lleva de. En vale para dentro y para encima.',
    },
  },
  {
    id: 'a1-del-al',
    title: { en: 'Del and al: de + el, a + el', es: 'Del y al: de + el, a + el' },
    level: 'A1',
    keys: [['del'], ['al', 'del'], ['contraccion'], ['contraction'], ['de', 'el', 'del']],
    answer: {
      basic: {
        es: '«De» + «el» = «del»: «al lado del sofá». «A» + «el» = «al»: «Voy al cine».',
        en: '“De” + “el” = “del”: “next to the sofa”. “A” + “el” = “al”: “I’m going to the cinema”.',
      },
      richer: {
        es: 'Solo se unen con «el»: «de la mesa», «a la playa», «de los libros» no cambian.',
        en: 'They only join with “el”: “de la mesa”, “a la playa”, “de los libros” do not change.',
      },
    },
    example: { es: 'El espejo está encima del armario.', en: 'The mirror is on top of the wardrobe.' },
    more: {
      es: 'Con el pronombre «él» no se unen: «Es el libro de él». Tampoco con nombres como «El Salvador».',
      en: 'With the pronoun “él” they don’t join: “It’s his book”. Nor with names like “El Salvador”.',
    },
    explanation: {
      en: 'The only two contractions in Spanish are del (de + el) and al (a + el), and they are compulsory: encima del sofá, cerca del parque, voy al mercado. With la, los, las or the pronoun él nothing changes.',
      es: 'Las dos únicas contracciones del español son del (de + el) y al (a + el), y son obligatorias: encima del sofá, cerca del parque, voy al mercado. Con la, los, las o el pronombre él no cambia nada.',
    },
  },
  {
    id: 'a1-hay-que',
    title: { en: 'Hay que + infinitive', es: 'Hay que + infinitivo' },
    level: 'A1',
    keys: [['hay que'], ['hay', 'que', 'infinitivo'], ['hay', 'que', 'infinitive']],
    answer: {
      basic: {
        es: '«Hay que» + infinitivo dice lo que es necesario, en general: «Hay que limpiar la cocina».',
        en: '“Hay que” + infinitive says what is necessary, in general: “The kitchen needs cleaning”.',
      },
      richer: {
        es: '«Hay que» no cambia y no dice quién. Para una persona concreta, «tener que»: «Tengo que planchar».',
        en: '“Hay que” never changes and doesn’t say who. For a particular person, “tener que”: “I have to iron”.',
      },
    },
    example: { es: 'Hoy hay que hacer la compra.', en: 'The shopping needs doing today.' },
    more: {
      es: 'En negativo, «no hay que» significa que no es necesario: «No hay que pagar».',
      en: 'In the negative, “no hay que” means it isn’t necessary: “You don’t have to pay”.',
    },
    explanation: {
      en: 'Hay que + infinitive is impersonal: it says something must be done without saying by whom (Hay que sacar la basura). It always stays hay. To say who has to do it, use tener que with the person: Tienes que sacar la basura.',
      es: 'Hay que + infinitivo es impersonal: dice que algo es necesario sin decir quién lo hace (Hay que sacar la basura). Siempre es hay. Para decir quién lo tiene que hacer se usa tener que con la persona: Tienes que sacar la basura.',
    },
  },
  {
    id: 'a1-frequency',
    title: { en: 'How often: frequency words', es: 'La frecuencia: siempre, a veces, nunca' },
    level: 'A1',
    keys: [['frecuencia'], ['frequency'], ['how often'], ['a veces'], ['casi nunca'], ['siempre', 'nunca']],
    answer: {
      basic: {
        es: 'De más a menos: siempre, normalmente, a veces, casi nunca, nunca. «A veces voy al cine».',
        en: 'From most to least: always, usually, sometimes, hardly ever, never. “I sometimes go to the cinema”.',
      },
      richer: {
        es: 'También con números: «una vez a la semana», «dos veces al mes», «todos los días». Suelen ir al final.',
        en: 'Also with numbers: “once a week”, “twice a month”, “every day”. They usually go at the end.',
      },
    },
    example: { es: 'Nunca veo la tele por la mañana.', en: 'I never watch TV in the morning.' },
    more: {
      es: '«Nunca» va delante del verbo, o detrás con «no»: «Nunca leo» o «No leo nunca».',
      en: '“Nunca” goes before the verb, or after it with “no”: “I never read” either way.',
    },
    explanation: {
      en: 'Frequency words answer ¿con qué frecuencia? or ¿cada cuánto?: siempre, normalmente, a menudo, a veces, casi nunca, nunca, and counted forms like una vez a la semana, dos veces al mes, todos los días. Nunca and casi nunca go before the verb, or after it with no in front: Nunca como carne / No como carne nunca.',
      es: 'Las palabras de frecuencia responden a ¿con qué frecuencia? o ¿cada cuánto?: siempre, normalmente, a menudo, a veces, casi nunca, nunca, y formas con números como una vez a la semana, dos veces al mes, todos los días. Nunca y casi nunca van delante del verbo, o detrás con no delante: Nunca como carne / No como carne nunca.',
    },
  },
  {
    id: 'a1-jugar-hacer',
    title: { en: 'Jugar a, hacer and tocar', es: 'Jugar a, hacer y tocar' },
    level: 'A1',
    keys: [['jugar'], ['jugar', 'hacer'], ['jugar', 'tocar'], ['play', 'sport'], ['play', 'instrument']],
    answer: {
      basic: {
        es: 'Juegos y deportes de pelota: «jugar a»: «Juego al tenis». Otras actividades: «hacer»: «Hago yoga».',
        en: 'Games and ball sports: “jugar a”: “I play tennis”. Other activities: “hacer”: “I do yoga”.',
      },
      richer: {
        es: '«Jugar» cambia u → ue: juego, juegas, jugamos. Y a + el = al: «jugar al fútbol».',
        en: '“Jugar” changes u → ue: juego, juegas, jugamos. And a + el = al: “to play football”.',
      },
    },
    example: {
      es: 'Los sábados juego al baloncesto y hago yoga.',
      en: 'On Saturdays I play basketball and do yoga.',
    },
    more: {
      es: 'Los instrumentos no van con «jugar», van con «tocar»: «Toco el piano».',
      en: 'Instruments don’t go with “jugar”, they go with “tocar”: “I play the piano”.',
    },
    explanation: {
      en: 'English play has three Spanish verbs: jugar a for games and sports (juego al fútbol, a las cartas), tocar for instruments (toco la guitarra), and hacer for many activities (hacer deporte, hacer yoga, hacer natación). Jugar is the only verb with u → ue: juego, juegas, juega, jugamos, jugáis, juegan.',
      es: 'El play inglés tiene tres verbos en español: jugar a para juegos y deportes (juego al fútbol, a las cartas), tocar para los instrumentos (toco la guitarra) y hacer para muchas actividades (hacer deporte, hacer yoga, hacer natación). Jugar es el único verbo con u → ue: juego, juegas, juega, jugamos, jugáis, juegan.',
    },
  },
  {
    id: 'a1-modal-infinitive',
    title: { en: 'Querer, poder and saber + infinitive', es: 'Querer, poder y saber + infinitivo' },
    level: 'A1',
    keys: [
      ['querer', 'infinitivo'],
      ['poder', 'infinitivo'],
      ['saber', 'infinitivo'],
      ['querer', 'infinitive'],
      ['poder', 'infinitive'],
      ['saber', 'infinitive'],
    ],
    answer: {
      basic: {
        es: 'Conjuga el primer verbo y deja el segundo en infinitivo: «Quiero ir», «¿Puedes venir?», «Sé nadar».',
        en: 'Conjugate the first verb and leave the second in the infinitive: “I want to go”, “Can you come?”, “I can swim”.',
      },
      richer: {
        es: '«Poder» es tener permiso u ocasión; «saber» es tener la habilidad: «Sé nadar, pero hoy no puedo».',
        en: '“Poder” is having permission or the chance; “saber” is having the skill: “I can swim, but I can’t today”.',
      },
    },
    example: {
      es: '¿Quieres venir a la playa? Podemos ir en tren.',
      en: 'Do you want to come to the beach? We can go by train.',
    },
    more: {
      es: '«Querer» y «poder» cambian la vocal: quiero, puedo. «Saber» es irregular solo en «yo sé».',
      en: '“Querer” and “poder” change their vowel: quiero, puedo. “Saber” is irregular only in “yo sé”.',
    },
    explanation: {
      en: 'Querer (want), poder (can, be able or allowed) and saber (know how to) are followed directly by an infinitive, with no preposition: quiero comer, puedo salir, sé conducir. Only the first verb is conjugated. Use saber for learned skills (sé tocar el piano) and poder for what is possible now (hoy no puedo tocar).',
      es: 'Querer, poder y saber van seguidos directamente de un infinitivo, sin preposición: quiero comer, puedo salir, sé conducir. Solo se conjuga el primer verbo. Saber es para habilidades aprendidas (sé tocar el piano) y poder para lo que es posible ahora (hoy no puedo tocar).',
    },
  },
  {
    id: 'a1-quantities',
    title: { en: 'Quantities: un kilo de, una botella de', es: 'Las cantidades: un kilo de, una botella de' },
    level: 'A1',
    keys: [['cantidad'], ['cantidades'], ['quantity'], ['quantities'], ['kilo', 'de'], ['botella', 'de']],
    answer: {
      basic: {
        es: 'Cantidad + «de» + alimento, sin artículo: «un kilo de tomates», «una botella de agua».',
        en: 'Quantity + “de” + food, with no article: “a kilo of tomatoes”, “a bottle of water”.',
      },
      richer: {
        es: '«Medio» no lleva «un»: «medio kilo de queso». Y «cien gramos», «un litro», «una docena de huevos».',
        en: '“Medio” takes no “un”: “half a kilo of cheese”. And “a hundred grams”, “a litre”, “a dozen eggs”.',
      },
    },
    example: {
      es: 'Quería una lata de atún y un paquete de arroz.',
      en: 'I’d like a tin of tuna and a packet of rice.',
    },
    more: {
      es: 'Si ya sabemos qué es, basta la cantidad: «¿Cuánto queso? Doscientos gramos».',
      en: 'If we already know what it is, the quantity is enough: “How much cheese? Two hundred grams”.',
    },
    explanation: {
      en: 'Weights, measures and containers join the food with de and no article: un kilo de patatas, medio litro de leche, una docena de huevos, una barra de pan, una lata de tomate. Medio never takes un before it, and the food is usually plural when it can be counted (un kilo de naranjas) and singular when it cannot (un litro de leche).',
      es: 'Los pesos, las medidas y los envases se unen al alimento con de y sin artículo: un kilo de patatas, medio litro de leche, una docena de huevos, una barra de pan, una lata de tomate. Medio nunca lleva un delante, y el alimento suele ir en plural si se cuenta (un kilo de naranjas) y en singular si no (un litro de leche).',
    },
  },
  {
    id: 'a1-numbers-over-100',
    title: { en: 'Numbers from 100', es: 'Los números desde el cien' },
    level: 'A1',
    keys: [['cien', 'ciento'], ['cientos'], ['doscientos'], ['hundred'], ['hundreds'], ['thousand'], ['mil']],
    answer: {
      basic: {
        es: '«Cien» solo o delante de un nombre: «cien euros». «Ciento» con más números: «ciento veinte».',
        en: '“Cien” alone or before a noun: “a hundred euros”. “Ciento” with more numbers: “a hundred and twenty”.',
      },
      richer: {
        es: 'Los cientos concuerdan: «doscientos euros», «doscientas personas». «Mil» no cambia: «dos mil». Sin «y»: «ciento cinco».',
        en: 'The hundreds agree: “two hundred euros”, “two hundred people”. “Mil” doesn’t change: “two thousand”. No “y”: “a hundred and five”.',
      },
    },
    example: {
      es: 'La bici cuesta ciento cincuenta euros.',
      en: 'The bike costs a hundred and fifty euros.',
    },
    more: {
      es: 'Tres son irregulares: quinientos, setecientos y novecientos. Y «un millón de euros» lleva «de».',
      en: 'Three are irregular: five hundred, seven hundred and nine hundred. And “a million euros” takes “de”.',
    },
    explanation: {
      en: 'Cien is 100 on its own or before a noun or mil (cien libros, cien mil); from 101 it is ciento (ciento uno, ciento noventa). The hundreds agree with a feminine noun (trescientas personas), and quinientos, setecientos and novecientos are irregular. Mil does not change (dos mil), y only joins tens and units (ciento treinta y dos), and millón is a noun: un millón de habitantes.',
      es: 'Cien es 100 solo o delante de un nombre o de mil (cien libros, cien mil); desde 101 es ciento (ciento uno, ciento noventa). Los cientos concuerdan con un nombre femenino (trescientas personas), y quinientos, setecientos y novecientos son irregulares. Mil no cambia (dos mil), la y solo une decenas y unidades (ciento treinta y dos), y millón es un nombre: un millón de habitantes.',
    },
  },
  {
    id: 'a1-weather',
    title: { en: 'The weather: hace, está, hay, llueve', es: 'El tiempo: hace, está, hay, llueve' },
    level: 'A1',
    keys: [['tiempo', 'hace'], ['weather'], ['hace', 'calor'], ['hace', 'frio'], ['llueve'], ['nublado']],
    answer: {
      basic: {
        es: '«Hace» + nombre: «hace calor», «hace sol». «Está» + adjetivo: «está nublado». Y solos: «llueve», «nieva».',
        en: '“Hace” + noun: “it’s hot”, “it’s sunny”. “Está” + adjective: “it’s cloudy”. And alone: “it’s raining”, “it’s snowing”.',
      },
      richer: {
        es: 'Con «hace» se dice «mucho»: «hace mucho frío», no «muy frío». También «hay niebla» y «hay tormenta».',
        en: 'With “hace” you say “mucho”: “it’s very cold”, not “muy frío”. Also “it’s foggy” and “there’s a storm”.',
      },
    },
    example: { es: 'Hoy hace viento, pero no llueve.', en: 'It’s windy today, but it isn’t raining.' },
    more: {
      es: 'Para la temperatura: «Estamos a veinte grados» o «Hace veinte grados».',
      en: 'For the temperature: “It’s twenty degrees”, with either verb.',
    },
    explanation: {
      en: 'Spanish describes the weather with hace + noun (hace calor, frío, sol, viento, buen / mal tiempo), está + adjective (está nublado, está despejado), hay + noun (hay niebla, hay tormenta) and the verbs llover and nevar, used only in the third person (llueve, nieva). Because calor and frío are nouns, they take mucho: hace mucho calor.',
      es: 'El español describe el tiempo con hace + nombre (hace calor, frío, sol, viento, buen / mal tiempo), está + adjetivo (está nublado, está despejado), hay + nombre (hay niebla, hay tormenta) y los verbos llover y nevar, solo en tercera persona (llueve, nieva). Como calor y frío son nombres, llevan mucho: hace mucho calor.',
    },
  },
  {
    id: 'a1-dates',
    title: { en: 'Dates: el tres de mayo', es: 'Las fechas: el tres de mayo' },
    level: 'A1',
    keys: [['fecha'], ['fechas'], ['date'], ['dates'], ['que dia es hoy']],
    answer: {
      basic: {
        es: 'El + número + de + mes: «Hoy es el tres de mayo». «Mi cumpleaños es el diez de julio».',
        en: 'El + number + de + month: “Today is the third of May”. “My birthday is on the tenth of July”.',
      },
      richer: {
        es: 'Se usan los números normales, no «tercero»: «el veinte de marzo». Para el día uno, «el uno» o «el primero».',
        en: 'Ordinary numbers are used, not “third”: “the twentieth of March”. For day one, “el uno” or “el primero”.',
      },
    },
    example: {
      es: 'La fiesta es el sábado, veinte de abril.',
      en: 'The party is on Saturday the twentieth of April.',
    },
    more: {
      es: 'Sin «en» delante del día: «Llego el lunes», «Nací el dos de junio». Con el año: «de dos mil veinte».',
      en: 'No “on” before the day: “I arrive on Monday”, “I was born on the second of June”. With the year: “of 2020”.',
    },
    explanation: {
      en: 'Dates use cardinal numbers with el and de: el cinco de enero, el treinta y uno de diciembre de dos mil veinticinco. Only the first of the month can also be el primero. No preposition goes before the date (Es el lunes, Vengo el día ocho), and months and days are written in lower case.',
      es: 'Las fechas usan los números cardinales con el y de: el cinco de enero, el treinta y uno de diciembre de dos mil veinticinco. Solo el día uno puede decirse también el primero. Delante de la fecha no va preposición (Es el lunes, Vengo el día ocho), y los meses y los días se escriben con minúscula.',
    },
  },
  {
    id: 'a1-profession-no-article',
    title: { en: 'Saying your job: soy enfermera', es: 'Decir la profesión: soy enfermera' },
    level: 'A1',
    keys: [['profesion'], ['profesiones'], ['job'], ['jobs'], ['profession'], ['soy', 'articulo']],
    answer: {
      basic: {
        es: 'Con «ser», la profesión va sin «un» ni «una»: «Soy enfermera», «Mi padre es taxista».',
        en: 'With “ser”, the job goes without “a”: “I’m a nurse”, “My father is a taxi driver”.',
      },
      richer: {
        es: 'Con un adjetivo sí hay artículo: «Es un médico muy bueno». Y también «Trabajo de camarero».',
        en: 'With an adjective there is an article: “He’s a very good doctor”. And also “I work as a waiter”.',
      },
    },
    example: {
      es: 'Mi hermana es abogada y yo soy periodista.',
      en: 'My sister is a lawyer and I’m a journalist.',
    },
    more: {
      es: 'El femenino: enfermero, enfermera; las palabras en -ista y -e no cambian: el taxista, la taxista.',
      en: 'The feminine: enfermero, enfermera; words in -ista and -e don’t change: el taxista, la taxista.',
    },
    explanation: {
      en: 'After ser, a bare job needs no article: Soy ingeniero, Es dependienta. The article comes back when the job carries an adjective or detail (Es un cocinero excelente). Most jobs have a feminine in -a (abogado, abogada; profesor, profesora); those in -ista and many in -e share one form (el / la periodista, el / la cantante).',
      es: 'Después de ser, la profesión sola no lleva artículo: Soy ingeniero, Es dependienta. El artículo vuelve cuando la profesión lleva un adjetivo o un detalle (Es un cocinero excelente). Casi todas tienen femenino en -a (abogado, abogada; profesor, profesora); las terminadas en -ista y muchas en -e tienen una sola forma (el / la periodista, el / la cantante).',
    },
  },
  {
    id: 'a1-porque',
    title: { en: '¿Por qué? and porque', es: '¿Por qué? y porque' },
    level: 'A1',
    keys: [['por que', 'porque'], ['porque'], ['why', 'because'], ['because']],
    answer: {
      basic: {
        es: 'Para preguntar, «¿por qué?», en dos palabras y con tilde. Para responder, «porque», en una palabra.',
        en: 'To ask, “¿por qué?”, two words with an accent. To answer, “porque”, one word.',
      },
      richer: {
        es: '«¿Por qué estudias español?» — «Porque vivo en Madrid». También en preguntas indirectas: «No sé por qué».',
        en: '“Why do you study Spanish?” — “Because I live in Madrid”. Also in indirect questions: “I don’t know why”.',
      },
    },
    example: {
      es: '¿Por qué no vienes? — Porque estoy cansado.',
      en: 'Why aren’t you coming? — Because I’m tired.',
    },
    more: {
      es: '«El porqué», con artículo, es un nombre: «No entiendo el porqué». Es menos frecuente.',
      en: '“El porqué”, with an article, is a noun: “I don’t understand the reason”. It’s less frequent.',
    },
    explanation: {
      en: 'Por qué (two words, accent on qué) asks why, in direct and indirect questions: ¿Por qué lloras? / Dime por qué lloras. Porque (one word, no accent) gives the reason: Lloro porque estoy triste. The noun el porqué means the reason.',
      es: 'Por qué (dos palabras, tilde en qué) pregunta la causa, en preguntas directas e indirectas: ¿Por qué lloras? / Dime por qué lloras. Porque (una palabra, sin tilde) da la causa: Lloro porque estoy triste. El nombre el porqué significa la razón.',
    },
  },
  {
    id: 'a1-ir-en',
    title: { en: 'Ir en autobús, ir a pie', es: 'Ir en autobús, ir a pie' },
    level: 'A1',
    keys: [['transporte'], ['transport'], ['ir en'], ['a pie'], ['by bus'], ['on foot']],
    answer: {
      basic: {
        es: 'Con transporte, «en»: «Voy en autobús», «Voy en metro». Caminando, «a pie» o «andando».',
        en: 'With transport, “en”: “I go by bus”, “I go by underground”. Walking, “a pie” or “andando”.',
      },
      richer: {
        es: 'Sin artículo: «en tren», «en bici». Con artículo cambia el sentido: «en el tren» es dentro del tren.',
        en: 'No article: “by train”, “by bike”. With an article the meaning changes: “en el tren” is inside the train.',
      },
    },
    example: {
      es: 'Voy al trabajo en metro y vuelvo a pie.',
      en: 'I go to work by underground and walk back.',
    },
    more: {
      es: 'Para subir y bajar: «subir al autobús», «bajarse del metro», «bajarse en la parada».',
      en: 'To get on and off: “subir al autobús”, “bajarse del metro”, “bajarse en la parada”.',
    },
    explanation: {
      en: 'The means of transport goes after en with no article: ir en coche, en autobús, en metro, en avión, en bici. Walking is ir a pie or ir andando. Get on is subir a (subo al metro) and get off is bajarse de (me bajo del autobús).',
      es: 'El medio de transporte va después de en, sin artículo: ir en coche, en autobús, en metro, en avión, en bici. Caminando se dice ir a pie o ir andando. Para entrar se usa subir a (subo al metro) y para salir, bajarse de (me bajo del autobús).',
    },
  },
  {
    id: 'a1-de-material',
    title: { en: 'De for materials and patterns', es: 'De para materiales y dibujos' },
    level: 'A1',
    keys: [
      ['material'],
      ['materiales'],
      ['tela'],
      ['fabric'],
      ['made of'],
      ['de', 'algodon'],
      ['de', 'rayas'],
    ],
    answer: {
      basic: {
        es: 'El material va con «de», sin artículo: «una camisa de algodón», «un bolso de cuero».',
        en: 'The material goes with “de”, no article: “a cotton shirt”, “a leather bag”.',
      },
      richer: {
        es: 'Los dibujos también: «de rayas», «de cuadros», «de lunares». Para preguntar: «¿De qué es?».',
        en: 'Patterns too: “striped”, “checked”, “spotted”. To ask: “What is it made of?”.',
      },
    },
    example: { es: 'Quiero un jersey de lana de rayas.', en: 'I want a striped woollen jumper.' },
    more: {
      es: 'Con «ser» también: «Este bolso es de cuero». El color sí concuerda: «una falda negra de lana».',
      en: 'With “ser” too: “This bag is leather”. The colour does agree: “a black wool skirt”.',
    },
    explanation: {
      en: 'Where English puts the material before the noun (a cotton shirt), Spanish adds de + material after it, with no article and no agreement: una camisa de algodón, unos zapatos de piel. Patterns work the same way (de rayas, de cuadros, de lunares), and ser de asks and says what something is made of: ¿De qué es? — Es de lana.',
      es: 'Donde el inglés pone el material delante del nombre, el español añade de + material detrás, sin artículo y sin concordancia: una camisa de algodón, unos zapatos de piel. Los dibujos funcionan igual (de rayas, de cuadros, de lunares), y ser de pregunta y dice de qué está hecho algo: ¿De qué es? — Es de lana.',
    },
  },
];

/** The A1 lessons' grammar points (exact string) → the id of the note that answers each. */
export const A1_LESSON_GRAMMAR: Readonly<Record<string, string>> = {
  // At Home
  'Muy / mucho in descriptions: muy luminoso, mucha luz': 'muy-mucho',
  'Prepositions of place: encima de, debajo de, delante de, detrás de, entre': 'a1-prepositions-of-place',
  'De + el = del: al lado del sofá': 'a1-del-al',
  'Hay que + infinitive: what needs doing': 'a1-hay-que',
  'Estar + gerund for what is happening now': 'estar-gerund',
  'Irregular gerunds: leyendo, durmiendo': 'estar-gerund',
  'Possessives nuestro / nuestra and su / sus': 'possessives',
  // Free Time
  'Frequency words: siempre, normalmente, a veces, casi nunca, nunca': 'a1-frequency',
  'Jugar a + game (al tenis), hacer + activity (hacer yoga)': 'a1-jugar-hacer',
  'Saber + infinitive for skills: sé tocar el piano': 'a1-modal-infinitive',
  'Preferir (e → ie): prefiero las comedias': 'stem-changing',
  'Querer / poder + infinitive: quiero ir, ¿puedes venir?': 'a1-modal-infinitive',
  // Food and Eating Out
  'Lo / la / los / las for food already named: las quiero maduras': 'object-pronouns',
  'Quantity + de + food: un kilo de tomates, una lata de atún': 'a1-quantities',
  'Ordering courses: de primero quiero…, para mí…': 'polite-orders',
  'Estar + adjective for how food tastes: la sopa está rica': 'ser-estar-meaning-change',
  'Numbers from 100: cien, ciento, doscientos / doscientas, mil': 'a1-numbers-over-100',
  // Keeping in Touch
  'Estar for being in or out: ¿está Carlos? — no, no está': 'estar-uses',
  'Lo / la for things already named: ¿el mensaje? lo mando ahora': 'object-pronouns',
  'Weather: hace + noun, está + adjective, llueve / nieva': 'a1-weather',
  'Dates: el + number + de + month (el tres de mayo)': 'a1-dates',
  'Ir a + infinitive for celebration plans: vamos a cenar en casa': 'ir-a-infinitive',
  // School and Work
  'Tener que + infinitive: tengo que estudiar': 'tener-que',
  '¿Puede / puedes + infinitive? for requests in class': 'a1-modal-infinitive',
  'Ser + job without un / una: soy enfermera': 'a1-profession-no-article',
  'Estar + gerund at work: está hablando con un cliente': 'estar-gerund',
  'Question words carry an accent: quién, cuál, cuántos, cómo, adónde': 'question-words',
  '¿Por qué? asks, porque answers': 'a1-porque',
  // My Town
  'Hay mucho / mucha / muchos / muchas + noun': 'muy-mucho',
  'Ser for what a town is like, estar for where it is': 'ser-estar',
  'Más / menos + adjective + que: el pueblo es más tranquilo que la ciudad': 'comparatives',
  'Ir en + transport, ir a pie': 'a1-ir-en',
  'Quería + infinitive at a counter: quería enviar un paquete': 'polite-orders',
  // Shopping in Detail
  'Colours agree with the clothes: una camiseta blanca, unos vaqueros negros': 'adjective-agreement',
  'De + material or pattern: una camisa de algodón, de rayas': 'a1-de-material',
  '¿Puedo + infinitive? to ask permission: ¿puedo pagar con tarjeta?': 'a1-modal-infinitive',
  'Para + person: es para mi madre': 'para-uses',
  'Este / ese as pronouns: prefiero este': 'demonstratives',
  '¿Cuál? to choose between things: ¿cuál es más ligero?': 'question-words',
};
