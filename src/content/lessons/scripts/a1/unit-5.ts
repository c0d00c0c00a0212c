import type { LessonScript } from '../types';

/** A1 unit 5, Free Time: how each lesson is played. */
export const A1_UNIT_5_SCRIPTS: Readonly<Record<string, LessonScript>> = {
  'lesson-a1-16': {
    role: { es: 'una encuestadora', en: 'a survey researcher' },
    scene: {
      es: 'Estás en la calle. Una chica hace una encuesta sobre el tiempo libre.',
      en: 'You are in the street. A young woman is doing a survey on free time.',
    },
    task: {
      es: 'Contesta a sus preguntas: di qué haces y con qué frecuencia.',
      en: 'Answer her questions: say what you do and how often.',
    },
    steps: [
      {
        line: {
          es: 'Buenos días. ¿Tiene usted mucho tiempo libre? ¿Qué hace normalmente?',
          en: 'Good morning. Do you have a lot of free time? What do you usually do?',
        },
        expects: ['el tiempo libre', 'normalmente', 'los fines de semana'],
      },
      {
        line: { es: '¿Le gusta el arte? ¿Pinta o dibuja?', en: 'Do you like art? Do you paint or draw?' },
        expects: ['pintar', 'dibujar', 'a veces', 'casi nunca'],
      },
      {
        line: {
          es: '¿Y hace fotos? ¿Con qué frecuencia?',
          en: 'And do you take photos? How often?',
        },
        expects: ['hacer fotos', 'una vez a la semana', 'dos veces al mes'],
      },
      {
        line: { es: '¿Cuántas veces va al cine?', en: 'How often do you go to the cinema?' },
        expects: ['nunca', 'casi nunca', 'dos veces al mes'],
      },
      {
        line: {
          es: 'Última pregunta: ¿lee usted todos los días?',
          en: 'Last question: do you read every day?',
        },
        expects: ['todos los días', 'a veces'],
      },
    ],
    closing: {
      es: 'Muchas gracias por su tiempo. ¡Que tenga un buen día!',
      en: 'Thank you very much for your time. Have a nice day!',
    },
    listening: {
      line: {
        es: 'Voy al gimnasio dos veces a la semana, pero nunca voy los domingos.',
        en: 'I go to the gym twice a week, but I never go on Sundays.',
      },
      question: { es: '¿Con qué frecuencia va al gimnasio?', en: 'How often does she go to the gym?' },
      answers: ['dos veces a la semana', 'dos veces', 'dos'],
    },
    grammarUse: {
      phrases: [
        'siempre',
        'normalmente',
        'a veces',
        'casi nunca',
        'nunca',
        'todos los dias',
        'una vez',
        'dos veces',
        'a menudo',
      ],
    },
  },
  'lesson-a1-17': {
    role: { es: 'la recepcionista del polideportivo', en: 'the sports centre receptionist' },
    scene: {
      es: 'Estás en el polideportivo de tu barrio. Quieres hacer deporte.',
      en: 'You are at your local sports centre. You want to do some sport.',
    },
    task: {
      es: 'Di qué deportes haces y cuáles te gustan, y pregunta por el gimnasio.',
      en: 'Say which sports you do and which you like, and ask about the gym.',
    },
    steps: [
      {
        line: {
          es: 'Hola, bienvenido. ¿Haces deporte normalmente?',
          en: 'Hello, welcome. Do you usually do any sport?',
        },
        expects: ['hacer deporte', 'estar en forma'],
      },
      {
        line: {
          es: '¿Qué deportes te gustan? Tenemos piscina y pistas de tenis.',
          en: 'Which sports do you like? We have a pool and tennis courts.',
        },
        expects: ['nadar', 'jugar al tenis', 'correr'],
      },
      {
        line: { es: '¿Y los deportes de equipo? ¿Te gustan?', en: 'And team sports? Do you like them?' },
        expects: ['el baloncesto', 'el equipo', 'el partido'],
      },
      {
        line: {
          es: '¿Vienes en bici? También tenemos un gimnasio nuevo.',
          en: 'Do you come by bike? We also have a new gym.',
        },
        expects: ['montar en bici', 'el gimnasio'],
      },
      {
        line: {
          es: '¿Eres competitivo? ¿Te gusta ganar siempre?',
          en: 'Are you competitive? Do you always like to win?',
        },
        expects: ['ganar', 'perder'],
      },
    ],
    closing: {
      es: 'Muy bien. Aquí tienes el horario. ¡Hasta pronto!',
      en: 'Very good. Here is the timetable. See you soon!',
    },
    listening: {
      line: {
        es: 'El equipo de baloncesto entrena los martes y los jueves a las siete.',
        en: 'The basketball team trains on Tuesdays and Thursdays at seven.',
      },
      question: { es: '¿Qué días entrena el equipo?', en: 'On which days does the team train?' },
      answers: ['los martes y los jueves', 'martes', 'jueves'],
    },
    grammarUse: {
      phrases: [
        'juego al',
        'juego a la',
        'juegas al',
        'juega al',
        'jugamos al',
        'hago deporte',
        'hago yoga',
        'hago natacion',
        'hacemos deporte',
      ],
    },
  },
  'lesson-a1-18': {
    role: { es: 'Dani, el guitarrista', en: 'Dani, the guitarist' },
    scene: {
      es: 'Un grupo de música del barrio busca gente nueva. Hablas con su guitarrista.',
      en: 'A local band is looking for new members. You are talking to its guitarist.',
    },
    task: {
      es: 'Di qué instrumento tocas, si sabes cantar y qué música te gusta.',
      en: 'Say which instrument you play, whether you can sing and what music you like.',
    },
    steps: [
      {
        line: {
          es: 'Hola, soy Dani. Buscamos gente para nuestro grupo. ¿Qué instrumento tocas?',
          en: 'Hi, I am Dani. We are looking for people for our band. Which instrument do you play?',
        },
        expects: ['tocar la guitarra', 'el piano', 'la batería', 'el violín'],
      },
      {
        line: { es: '¿Y sabes cantar? Necesitamos una voz.', en: 'And can you sing? We need a voice.' },
        expects: ['cantar', 'el cantante'],
      },
      {
        line: {
          es: '¿Qué música escuchas? ¿Tienes un grupo o una canción favorita?',
          en: 'What music do you listen to? Do you have a favourite band or song?',
        },
        expects: ['el grupo', 'la canción'],
      },
      {
        line: {
          es: 'Ensayamos los jueves por la tarde. ¿Puedes venir?',
          en: 'We rehearse on Thursday afternoons. Can you come?',
        },
        expects: ['ensayar'],
      },
      {
        line: {
          es: 'En junio tocamos en un festival. ¿Vienes a vernos?',
          en: 'In June we are playing at a festival. Are you coming to see us?',
        },
        expects: ['el concierto', 'el festival', 'la entrada'],
      },
    ],
    closing: {
      es: '¡Genial! Nos vemos el jueves a las siete. ¡Hasta pronto!',
      en: 'Great! See you on Thursday at seven. See you soon!',
    },
    listening: {
      line: {
        es: 'El concierto empieza a las nueve y la entrada cuesta quince euros.',
        en: 'The concert starts at nine and the ticket costs fifteen euros.',
      },
      question: { es: '¿Cuánto cuesta la entrada?', en: 'How much does the ticket cost?' },
      answers: ['quince euros', 'quince'],
    },
    grammarUse: {
      phrases: ['se tocar', 'sabes tocar', 'sabe tocar', 'se cantar', 'sabes cantar', 'sabe cantar', 'no se'],
    },
  },
  'lesson-a1-19': {
    role: { es: 'tu compañero de piso', en: 'your flatmate' },
    scene: {
      es: 'Es viernes por la noche. Estáis en el sofá y no sabéis qué ver.',
      en: 'It is Friday night. You are both on the sofa and don’t know what to watch.',
    },
    task: {
      es: 'Di qué tipo de películas y series prefieres y describe una.',
      en: 'Say what kind of films and series you prefer and describe one.',
    },
    steps: [
      {
        line: {
          es: '¿Vemos algo? ¿Una película o un capítulo de una serie?',
          en: 'Shall we watch something? A film or an episode of a series?',
        },
        expects: ['la película', 'la serie', 'el capítulo'],
      },
      {
        line: { es: '¿Qué tipo de películas prefieres?', en: 'What kind of films do you prefer?' },
        expects: ['la comedia', 'la película de miedo', 'el documental'],
      },
      {
        line: {
          es: '¿Quién es tu actor favorito? ¿Y tu actriz favorita?',
          en: 'Who is your favourite actor? And your favourite actress?',
        },
        expects: ['el actor', 'la actriz'],
      },
      {
        line: { es: '¿Y cómo es esa serie? ¿Es buena?', en: 'And what is that series like? Is it good?' },
        expects: ['emocionante', 'gracioso', 'triste'],
      },
      {
        line: { es: 'Yo prefiero leer. ¿Tú lees novelas?', en: 'I prefer reading. Do you read novels?' },
        expects: ['la novela'],
      },
    ],
    closing: {
      es: 'Vale, hoy vemos tu serie y mañana elijo yo. ¿Hacemos palomitas?',
      en: 'OK, today we watch your series and tomorrow I choose. Shall we make popcorn?',
    },
    listening: {
      line: {
        es: 'Esta noche ponen una comedia española en la tele a las diez.',
        en: 'Tonight there is a Spanish comedy on TV at ten.',
      },
      question: { es: '¿A qué hora empieza la comedia?', en: 'What time does the comedy start?' },
      answers: ['a las diez', 'las diez', 'diez'],
    },
    grammarUse: { phrases: ['prefiero', 'prefieres', 'prefiere', 'preferimos', 'prefieren'] },
  },
  'lesson-a1-20': {
    role: { es: 'tu amiga Marta', en: 'your friend Marta' },
    scene: {
      es: 'Es sábado y hace buen tiempo. Marta y tú queréis salir de la ciudad mañana.',
      en: 'It is Saturday and the weather is good. You and Marta want to get out of the city tomorrow.',
    },
    task: {
      es: 'Decide adónde ir, qué queréis hacer allí y qué llevar.',
      en: 'Decide where to go, what you want to do there and what to take.',
    },
    steps: [
      {
        line: {
          es: 'Mañana no trabajo. ¿Qué quieres hacer? ¿Playa o montaña?',
          en: 'I am not working tomorrow. What do you want to do? Beach or mountains?',
        },
        expects: ['la playa', 'la montaña', 'el campo', 'ir de excursión'],
      },
      {
        line: { es: 'Vale. ¿Y qué podemos hacer allí?', en: 'OK. And what can we do there?' },
        expects: ['tomar el sol', 'bañarse', 'el lago'],
      },
      {
        line: { es: '¿Qué llevamos en la mochila?', en: 'What do we take in the rucksack?' },
        expects: ['la mochila', 'la toalla', 'el bocadillo'],
      },
      {
        line: {
          es: 'Mañana hace mucho sol. ¿Llevamos algo más?',
          en: 'It is going to be very sunny tomorrow. Shall we take anything else?',
        },
        expects: ['la crema solar', 'la sombrilla'],
      },
    ],
    closing: {
      es: 'Perfecto. Paso por tu casa a las nueve. ¡Qué ganas!',
      en: 'Perfect. I will come by your house at nine. I can’t wait!',
    },
    listening: {
      line: {
        es: 'Podemos tomar el tren de las nueve y llegar a la playa a las diez y media.',
        en: 'We can take the nine o’clock train and reach the beach at half past ten.',
      },
      question: { es: '¿A qué hora llegan a la playa?', en: 'What time do they reach the beach?' },
      answers: ['a las diez y media', 'diez y media'],
    },
    grammarUse: {
      phrases: ['quiero', 'quieres', 'queremos', 'puedo', 'puedes', 'podemos', 'puede', 'quiere'],
    },
  },
};
