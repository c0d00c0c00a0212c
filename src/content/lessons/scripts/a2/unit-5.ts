import type { LessonScript } from '../types';

/** A2 unit 5: how each lesson on life stories, memories and duration is played. */
export const A2_UNIT_5_SCRIPTS: Readonly<Record<string, LessonScript>> = {
  'lesson-a2-16': {
    role: { es: 'una periodista', en: 'a journalist' },
    scene: {
      es: 'Escribo un artículo sobre las personas mayores del barrio.',
      en: 'I am writing an article about the older people of the neighbourhood.',
    },
    task: {
      es: 'Cuéntame la vida de tu abuelo o de tu abuela, en orden.',
      en: 'Tell me the life of your grandfather or grandmother, in order.',
    },
    steps: [
      {
        line: {
          es: '¿Dónde nació su abuelo? ¿Y usted, dónde nació?',
          en: 'Where was your grandfather born? And you, where were you born?',
        },
        expects: ['nació', 'nací', 'la infancia'],
      },
      {
        line: { es: '¿Qué hizo en su juventud? ¿Estudió?', en: 'What did he do in his youth? Did he study?' },
        expects: ['la juventud', 'los estudios', 'a los veinte años', 'empezó a trabajar'],
      },
      {
        line: { es: '¿Siempre vivió en el mismo pueblo?', en: 'Did he always live in the same village?' },
        expects: ['se mudó', 'más tarde'],
      },
      {
        line: {
          es: '¿Formó una familia? ¿Tuvo éxito en su trabajo?',
          en: 'Did he start a family? Was he successful in his work?',
        },
        expects: ['tuvo dos hijos', 'se hizo famoso'],
      },
      {
        line: {
          es: '¿Y cuándo dejó de trabajar? ¿Vive todavía?',
          en: 'And when did he stop working? Is he still alive?',
        },
        expects: ['se jubiló', 'murió'],
      },
    ],
    closing: {
      es: 'Qué vida tan interesante. Gracias por contármela.',
      en: 'What an interesting life. Thank you for telling me about it.',
    },
    listening: {
      line: {
        es: 'Mi abuelo nació en 1940, se mudó a Madrid a los veinte años y tuvo dos hijos.',
        en: 'My grandfather was born in 1940, moved to Madrid at the age of twenty and had two children.',
      },
      question: { es: '¿Adónde se mudó su abuelo?', en: 'Where did his grandfather move to?' },
      answers: ['a madrid', 'madrid'],
    },
    grammarUse: { tenses: ['preterite'] },
  },
  'lesson-a2-17': {
    role: { es: 'una antigua compañera de colegio', en: 'an old school friend' },
    scene: {
      es: 'Nos encontramos por casualidad veinte años después de terminar el colegio.',
      en: 'We meet by chance twenty years after finishing school.',
    },
    task: {
      es: 'Recuerda conmigo a qué jugábamos, cómo era la maestra y qué te daba miedo.',
      en: 'Remember with me what we played, what the teacher was like and what scared you.',
    },
    steps: [
      {
        line: {
          es: '¡No me lo puedo creer! ¿Te acuerdas del recreo?',
          en: 'I cannot believe it! Do you remember break time?',
        },
        expects: ['recuerdo que', 'el patio del colegio', 'el escondite', 'esconderse'],
      },
      {
        line: { es: '¿Y qué juguetes tenías en casa?', en: 'And what toys did you have at home?' },
        expects: ['los juguetes', 'la muñeca', 'me encantaba'],
      },
      {
        line: {
          es: '¿Te acuerdas de la maestra de primero? Era muy seria.',
          en: 'Do you remember our first-year teacher? She was very strict.',
        },
        expects: ['la maestra', 'me daba miedo'],
      },
      {
        line: {
          es: 'Y tú eras un poco malo, ¿no? Siempre estabas castigado.',
          en: 'And you were a bit naughty, right? You were always being punished.',
        },
        expects: ['travieso', 'pelearse'],
      },
      {
        line: {
          es: '¿Y en el parque, qué hacíamos por las tardes?',
          en: 'And in the park, what did we do in the afternoons?',
        },
        expects: ['el columpio', 'me encantaba'],
      },
    ],
    closing: {
      es: '¡Qué tiempos! Tenemos que vernos más a menudo.',
      en: 'Those were the days! We must see each other more often.',
    },
    listening: {
      line: {
        es: 'Recuerdo que en el recreo jugábamos al escondite y me encantaba esconderme.',
        en: 'I remember that at break time we played hide-and-seek and I loved hiding.',
      },
      question: { es: '¿A qué jugaban en el recreo?', en: 'What did they play at break time?' },
      answers: ['al escondite', 'escondite'],
    },
    grammarUse: { tenses: ['imperfect'] },
  },
  'lesson-a2-18': {
    role: { es: 'un amigo', en: 'a friend' },
    scene: {
      es: 'Es septiembre y nos vemos por primera vez después del verano.',
      en: 'It is September and we are seeing each other for the first time after the summer.',
    },
    task: {
      es: 'Cuéntame tus vacaciones: adónde fuiste, dónde te alojaste y qué tal lo pasaste.',
      en: 'Tell me about your holiday: where you went, where you stayed and how it went.',
    },
    steps: [
      {
        line: {
          es: '¡Cuánto tiempo! ¿Qué hiciste el verano pasado?',
          en: 'Long time no see! What did you do last summer?',
        },
        expects: ['el verano pasado', 'pasamos una semana', 'la costa'],
      },
      {
        line: { es: '¿Y dónde dormíais? ¿En un hotel?', en: 'And where did you sleep? In a hotel?' },
        expects: ['alojarse', 'la casa rural'],
      },
      {
        line: { es: '¿Qué hacíais durante el día?', en: 'What did you do during the day?' },
        expects: ['hacer turismo', 'la excursión', 'el paseo en barco'],
      },
      {
        line: {
          es: '¿Y qué tiempo hacía? Estás muy moreno.',
          en: 'And what was the weather like? You are very tanned.',
        },
        expects: ['hizo un tiempo estupendo', 'quemarse'],
      },
      {
        line: {
          es: 'Entonces, ¿qué tal? ¿Me has traído algo?',
          en: 'So, how was it? Have you brought me anything?',
        },
        expects: ['lo pasamos genial', 'fue un desastre', 'el recuerdo'],
      },
    ],
    closing: {
      es: '¡Qué envidia! El año que viene voy con vosotros.',
      en: 'I am so jealous! Next year I am going with you.',
    },
    listening: {
      line: {
        es: 'El verano pasado pasamos una semana en la costa y nos alojamos en una casa rural.',
        en: 'Last summer we spent a week on the coast and stayed in a country cottage.',
      },
      question: { es: '¿Cuánto tiempo pasaron en la costa?', en: 'How long did they spend on the coast?' },
      answers: ['una semana', 'semana'],
    },
    grammarUse: { tenses: ['preterite', 'imperfect'] },
  },
  'lesson-a2-19': {
    role: { es: 'una compañera de equipo', en: 'a teammate' },
    scene: {
      es: 'Es tu primer día en un club de fútbol del barrio.',
      en: 'It is your first day at a neighbourhood football club.',
    },
    task: {
      es: 'Cuéntame qué deporte hacías antes y un partido que recuerdas.',
      en: 'Tell me what sport you used to do and a match you remember.',
    },
    steps: [
      {
        line: {
          es: '¡Bienvenido! ¿Jugabas en algún equipo antes?',
          en: 'Welcome! Did you use to play in a team before?',
        },
        expects: ['los compañeros de equipo', 'entrenaba', 'el entrenador'],
      },
      {
        line: {
          es: '¿Y jugabais partidos contra otros colegios?',
          en: 'And did you play matches against other schools?',
        },
        expects: ['el resultado', 'la competición', 'el campeonato'],
      },
      {
        line: { es: '¿Cuál es el partido que mejor recuerdas?', en: 'Which match do you remember best?' },
        expects: ['ganamos', 'marcar un gol', 'la medalla'],
      },
      {
        line: {
          es: '¿Y siempre ganabais? ¿Nunca perdisteis?',
          en: 'And did you always win? Did you never lose?',
        },
        expects: ['perdimos', 'empatamos', 'el árbitro'],
      },
      {
        line: { es: '¿Y por qué dejaste de jugar?', en: 'And why did you stop playing?' },
        expects: ['me hice daño'],
      },
    ],
    closing: {
      es: 'Pues aquí entrenamos los martes y los jueves. ¡Te esperamos!',
      en: 'Well, we train on Tuesdays and Thursdays here. See you there!',
    },
    listening: {
      line: {
        es: 'Entrenaba tres días a la semana y el último año ganamos el campeonato.',
        en: 'I used to train three days a week and in the last year we won the championship.',
      },
      question: { es: '¿Cuántos días a la semana entrenaba?', en: 'How many days a week did he train?' },
      answers: ['tres dias', 'tres'],
    },
    grammarUse: { tenses: ['imperfect', 'preterite'] },
  },
  'lesson-a2-20': {
    role: { es: 'una vecina nueva', en: 'a new neighbour' },
    scene: {
      es: 'Nos encontramos en el ascensor. Yo acabo de llegar al edificio.',
      en: 'We meet in the lift. I have just moved into the building.',
    },
    task: {
      es: 'Dime cuánto tiempo hace que vives aquí y desde cuándo haces tus cosas.',
      en: 'Tell me how long you have lived here and since when you have been doing things.',
    },
    steps: [
      {
        line: {
          es: 'Hola, soy Lucía, del cuarto. ¿Cuánto tiempo hace que vives aquí?',
          en: 'Hi, I am Lucía, from the fourth floor. How long have you lived here?',
        },
        expects: ['hace dos años que', 'desde', '¿cuánto tiempo hace que…?'],
      },
      {
        line: { es: '¿Y trabajas cerca? ¿Desde cuándo?', en: 'And do you work nearby? Since when?' },
        expects: ['desde hace', 'hace tres meses', 'desde entonces'],
      },
      {
        line: {
          es: 'Te veo muy en forma. ¿Haces deporte?',
          en: 'You look very fit. Do you do any sport?',
        },
        expects: ['desde que', 'ya no fumo', 'durante'],
      },
      {
        line: {
          es: '¿Y estudias algo? Yo estudio inglés.',
          en: 'And are you studying anything? I am studying English.',
        },
        expects: ['empecé a estudiar', 'desde siempre'],
      },
      {
        line: {
          es: '¿Tu familia vive también en esta ciudad?',
          en: 'Does your family live in this city too?',
        },
        expects: ['sigo viviendo'],
      },
    ],
    closing: {
      es: 'Encantada. Si necesitas algo, estoy en el cuarto B.',
      en: 'Nice to meet you. If you need anything, I am in 4B.',
    },
    listening: {
      line: {
        es: 'Vivo en Sevilla desde 2018 y hace dos años que estudio alemán.',
        en: 'I have lived in Seville since 2018 and I have been studying German for two years.',
      },
      question: { es: '¿Qué idioma estudia?', en: 'Which language is she studying?' },
      answers: ['aleman'],
    },
    grammarUse: { phrases: ['hace', 'desde', 'desde hace', 'desde que'] },
  },
};
