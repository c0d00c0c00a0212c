import type { LessonScript } from '../types';

/** A2 unit 10: how each lesson on opinions, excuses, photos, news and superlatives is played. */
export const A2_UNIT_10_SCRIPTS: Readonly<Record<string, LessonScript>> = {
  'lesson-a2-41': {
    role: { es: 'un amigo', en: 'a friend' },
    scene: {
      es: 'Acabamos de salir del cine. La película ha durado tres horas.',
      en: 'We have just come out of the cinema. The film lasted three hours.',
    },
    task: {
      es: 'Dime qué te ha parecido la película y pregúntame mi opinión.',
      en: 'Tell me what you thought of the film and ask for my opinion.',
    },
    steps: [
      {
        line: { es: 'Bueno, ¿qué te ha parecido?', en: 'Well, what did you think of it?' },
        expects: ['me ha gustado mucho', 'me ha encantado', 'me ha decepcionado'],
      },
      {
        line: { es: '¿Y los actores? ¿Te han gustado?', en: 'And the actors? Did you like them?' },
        expects: ['los personajes', 'la escena', 'el director'],
      },
      {
        line: { es: 'Yo no esperaba ese final. ¿Y tú?', en: 'I did not expect that ending. Did you?' },
        expects: ['el final', 'no me ha convencido'],
      },
      {
        line: {
          es: 'Pues los periódicos dicen que es la película del año.',
          en: 'Well, the papers say it is the film of the year.',
        },
        expects: ['la crítica', '¿qué te ha parecido?'],
      },
      {
        line: {
          es: '¿Y en casa? ¿Estás viendo algo ahora?',
          en: 'And at home? Are you watching anything at the moment?',
        },
        expects: ['ver una serie', 'la temporada'],
      },
    ],
    closing: {
      es: 'Pues la próxima película la elijo yo. ¿Vamos a cenar?',
      en: 'Well, I will choose the next film. Shall we go for dinner?',
    },
    listening: {
      line: {
        es: 'La primera temporada me ha encantado, pero el final no me ha convencido.',
        en: 'I loved the first season, but the ending did not convince me.',
      },
      question: { es: '¿Qué no le ha convencido?', en: 'What did not convince her?' },
      answers: ['el final', 'final'],
    },
    grammarUse: { phrases: ['me ha parecido', 'te ha parecido', 'me ha gustado', 'me ha encantado'] },
  },
  'lesson-a2-42': {
    role: { es: 'una amiga', en: 'a friend' },
    scene: {
      es: 'Anoche fue mi cumpleaños y no viniste a la cena. Te llamo por teléfono.',
      en: 'Last night was my birthday and you did not come to the dinner. I am phoning you.',
    },
    task: {
      es: 'Pídeme perdón, explica qué pasó y ofréceme algo para compensarlo.',
      en: 'Apologise to me, explain what happened and offer me something to make up for it.',
    },
    steps: [
      {
        line: {
          es: 'Hola. Te estuve esperando toda la noche, ¿sabes?',
          en: 'Hi. I was waiting for you all night, you know?',
        },
        expects: ['lo siento mucho', 'pedir perdón', 'no pude ir'],
      },
      {
        line: { es: '¿Pero qué pasó? ¿Por qué no viniste?', en: 'But what happened? Why did you not come?' },
        expects: ['es que', 'tuve un imprevisto', 'se me hizo tarde'],
      },
      {
        line: {
          es: '¿Y por qué no me llamaste para avisar?',
          en: 'And why did you not call me to let me know?',
        },
        expects: ['no me acordé', 'no es culpa mía'],
      },
      {
        line: {
          es: 'El año pasado también llegaste a las once.',
          en: 'Last year you also arrived at eleven.',
        },
        expects: ['llegué tarde', 'quedar mal'],
      },
      {
        line: {
          es: 'Bueno, vale. Pero no me gusta nada.',
          en: 'Well, all right. But I do not like it at all.',
        },
        expects: ['la próxima vez', 'te invito a cenar'],
      },
    ],
    closing: {
      es: 'Está bien, te perdono. Pero el restaurante lo elijo yo.',
      en: 'All right, I forgive you. But I choose the restaurant.',
    },
    listening: {
      line: {
        es: 'Lo siento mucho, es que tuve un imprevisto en el trabajo y llegué tarde.',
        en: 'I am very sorry, the thing is something came up at work and I arrived late.',
      },
      question: { es: '¿Dónde tuvo el imprevisto?', en: 'Where did something come up?' },
      answers: ['en el trabajo', 'el trabajo', 'trabajo'],
    },
    grammarUse: { tenses: ['preterite'], phrases: ['es que'] },
  },
  'lesson-a2-43': {
    role: { es: 'una amiga nueva', en: 'a new friend' },
    scene: {
      es: 'Estamos en tu casa y me enseñas un álbum de fotos antiguas.',
      en: 'We are at your home and you are showing me an album of old photos.',
    },
    task: {
      es: 'Describe las fotos: quién sale, dónde están, qué hacían y qué llevaban.',
      en: 'Describe the photos: who is in them, where they are, what they were doing and wearing.',
    },
    steps: [
      {
        line: { es: '¡Qué bonito! ¿De quién es este álbum?', en: 'How lovely! Whose album is this?' },
        expects: ['el álbum de fotos', 'en la foto'],
      },
      {
        line: { es: '¿Y quiénes son todas estas personas?', en: 'And who are all these people?' },
        expects: ['de izquierda a derecha', 'en primer plano', 'al fondo'],
      },
      {
        line: { es: '¿Y qué estaba haciendo tu hermano?', en: 'And what was your brother doing?' },
        expects: ['sonriendo', 'posar', 'parece que'],
      },
      {
        line: {
          es: 'Tu madre estaba muy elegante, ¿no?',
          en: 'Your mother looked very elegant, didn’t she?',
        },
        expects: ['llevaba puesto', 'salir bien en una foto'],
      },
      {
        line: {
          es: 'Y esta foto no se ve bien. ¿Quién es el chico?',
          en: 'And this photo is not very clear. Who is the boy?',
        },
        expects: ['borroso', 'nos conocimos'],
      },
    ],
    closing: {
      es: '¡Qué fotos tan bonitas! Tienes que enseñarme más.',
      en: 'What lovely photos! You must show me more.',
    },
    listening: {
      line: {
        es: 'En la foto estamos en la boda de mi prima. Al fondo, mis abuelos estaban bailando.',
        en: 'In the photo we are at my cousin’s wedding. In the background, my grandparents were dancing.',
      },
      question: { es: '¿Qué estaban haciendo los abuelos?', en: 'What were the grandparents doing?' },
      answers: ['estaban bailando', 'bailando'],
    },
    grammarUse: { tenses: ['imperfect'], phrases: ['estaba', 'estaban', 'llevaba'] },
  },
  'lesson-a2-44': {
    role: { es: 'un antiguo compañero de clase', en: 'an old classmate' },
    scene: {
      es: 'Nos encontramos por la calle después de un año sin vernos.',
      en: 'We bump into each other in the street after a year without seeing each other.',
    },
    task: {
      es: 'Cuéntame novedades de la gente que conocemos y reacciona a las mías.',
      en: 'Tell me news about the people we know and react to mine.',
    },
    steps: [
      {
        line: {
          es: '¡Hombre, cuánto tiempo! ¿Qué tal todo?',
          en: 'Hey, long time no see! How is everything?',
        },
        expects: ['¿qué hay de nuevo?', '¿sabes que…?'],
      },
      {
        line: {
          es: '¿Y de Marta y Luis? No sé nada de ellos.',
          en: 'And Marta and Luis? I have not heard anything from them.',
        },
        expects: ['ha tenido un bebé', 'se ha casado', 'se han separado'],
      },
      {
        line: {
          es: '¿Y tu primo? ¿Sigue viviendo en Sevilla?',
          en: 'And your cousin? Is he still living in Seville?',
        },
        expects: ['se ha mudado', 'ha encontrado trabajo', 'lo han despedido'],
      },
      {
        line: {
          es: 'Pues mi hermana por fin ha aprobado el examen de conducir.',
          en: 'Well, my sister has finally passed her driving test.',
        },
        expects: ['¡qué alegría!', '¿de verdad?', 'ha aprobado'],
      },
      {
        line: { es: 'Y mi perro murió el mes pasado.', en: 'And my dog died last month.' },
        expects: ['¡qué pena!', 'dar recuerdos'],
      },
    ],
    closing: {
      es: 'Bueno, te tengo que dejar. ¡Recuerdos a tu familia!',
      en: 'Well, I have to go. Regards to your family!',
    },
    listening: {
      line: {
        es: '¿Sabes que Marta ha tenido un bebé? Y su hermano ha encontrado trabajo en Londres.',
        en: 'Did you know that Marta has had a baby? And her brother has found a job in London.',
      },
      question: { es: '¿Dónde ha encontrado trabajo su hermano?', en: 'Where has her brother found a job?' },
      answers: ['en londres', 'londres'],
    },
    grammarUse: { phrases: ['ha', 'han', 'se ha', 'se han', 'que alegria', 'que pena'] },
  },
  'lesson-a2-45': {
    role: { es: 'la presentadora de radio', en: 'the radio presenter' },
    scene: {
      es: 'En mi programa, los oyentes cuentan lo mejor y lo peor de su vida.',
      en: 'On my show, listeners tell the best and the worst moments of their lives.',
    },
    task: {
      es: 'Cuéntame tu mejor experiencia y la peor, con superlativos.',
      en: 'Tell me your best experience and your worst, with superlatives.',
    },
    steps: [
      {
        line: {
          es: 'Bienvenido al programa. ¿Cuál ha sido tu mejor día?',
          en: 'Welcome to the show. What has been your best day?',
        },
        expects: ['el mejor día de mi vida', 'inolvidable'],
      },
      {
        line: {
          es: '¿Y el viaje más bonito que has hecho?',
          en: 'And the most beautiful trip you have done?',
        },
        expects: ['la más alta del mundo', 'el más divertido', 'con diferencia'],
      },
      {
        line: {
          es: '¿Y el peor momento? ¿Algún viaje horrible?',
          en: 'And the worst moment? Any horrible trip?',
        },
        expects: ['el peor', 'malísimo', 'carísimo'],
      },
      {
        line: {
          es: '¿Cuál es el mejor restaurante que conoces?',
          en: 'What is the best restaurant you know?',
        },
        expects: ['buenísimo', 'de todos'],
      },
      {
        line: {
          es: '¿Alguna vez has ganado algo o has batido un récord?',
          en: 'Have you ever won anything or broken a record?',
        },
        expects: ['el récord', 'el último'],
      },
    ],
    closing: {
      es: 'Muchas gracias por llamar. ¡Qué historias tan buenas!',
      en: 'Thank you very much for calling. What great stories!',
    },
    listening: {
      line: {
        es: 'El mejor día de mi vida fue mi boda. Fue inolvidable, aunque el restaurante era carísimo.',
        en: 'The best day of my life was my wedding. It was unforgettable, although the restaurant was really expensive.',
      },
      question: { es: '¿Cuál fue el mejor día de su vida?', en: 'What was the best day of her life?' },
      answers: ['mi boda', 'boda'],
    },
    grammarUse: {
      phrases: [
        'el mejor',
        'la mejor',
        'el peor',
        'la peor',
        'el mas',
        'la mas',
        'buenisimo',
        'carisimo',
        'malisimo',
      ],
    },
  },
};
