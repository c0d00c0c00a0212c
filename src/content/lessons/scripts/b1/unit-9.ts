import type { LessonScript } from '../types';

/** B1 unit 9: how each lesson about travel and leisure is played. */
export const B1_UNIT_9_SCRIPTS: Readonly<Record<string, LessonScript>> = {
  'lesson-b1-36': {
    role: { es: 'la empleada del aeropuerto', en: 'the airport employee' },
    scene: {
      es: 'Estás en el aeropuerto de Madrid. Tu maleta no ha salido.',
      en: 'You are at Madrid airport. Your suitcase has not come out.',
    },
    task: {
      es: 'Explica qué ha pasado, describe la maleta y pregunta por una indemnización.',
      en: 'Explain what has happened, describe the suitcase and ask about compensation.',
    },
    steps: [
      {
        line: { es: 'Buenas noches. ¿Qué le ha pasado?', en: 'Good evening. What has happened to you?' },
        expects: ['se me ha perdido', 'la cinta de equipaje', 'el vuelo de conexión'],
      },
      {
        line: {
          es: '¿Cómo es la maleta? ¿Lleva algo importante dentro?',
          en: 'What is the suitcase like? Is there anything important in it?',
        },
        expects: ['se me ha roto', 'se me olvidó', 'la oficina de objetos perdidos'],
      },
      {
        line: {
          es: 'Su vuelo salió de Londres con tres horas de retraso. ¿Qué pasó después?',
          en: 'Your flight left London three hours late. What happened next?',
        },
        expects: ['perder el vuelo', 'quedarse tirado'],
      },
      {
        line: {
          es: 'Rellene este formulario, por favor. ¿Tiene algún papel del vuelo?',
          en: 'Fill in this form, please. Do you have any paper from the flight?',
        },
        expects: ['el justificante', 'el mostrador'],
      },
      {
        line: {
          es: 'Por el retraso, la compañía tiene que pagarle algo. ¿Lo sabía?',
          en: 'Because of the delay, the airline has to pay you something. Did you know?',
        },
        expects: ['la indemnización'],
      },
    ],
    closing: {
      es: 'Le llamaremos en cuanto aparezca la maleta. Se la llevamos al hotel.',
      en: 'We will call you as soon as the suitcase turns up. We will take it to your hotel.',
    },
    listening: {
      line: {
        es: 'Se me olvidó el pasaporte en el hotel y perdí el tren de las diez.',
        en: 'I left my passport at the hotel and missed the ten o’clock train.',
      },
      question: { es: '¿Dónde se le olvidó el pasaporte?', en: 'Where did he leave the passport?' },
      answers: ['en el hotel', 'hotel'],
    },
    grammarUse: { phrases: ['se me', 'se le', 'se nos', 'se te'] },
  },
  'lesson-b1-37': {
    role: { es: 'el agente del seguro', en: 'the insurance agent' },
    scene: {
      es: 'Acabas de volver de Roma. Llamas a tu compañía de seguros.',
      en: 'You have just come back from Rome. You are calling your insurance company.',
    },
    task: {
      es: 'Explica el robo y la visita al médico, y pregunta qué te cubre la póliza.',
      en: 'Explain the theft and the visit to the doctor, and ask what the policy covers.',
    },
    steps: [
      {
        line: {
          es: 'Seguros Viajamar, buenos días. ¿En qué puedo ayudarle?',
          en: 'Viajamar Insurance, good morning. How can I help you?',
        },
        expects: ['el seguro de viaje', 'la póliza', 'fue robado'],
      },
      {
        line: {
          es: 'Lo siento mucho. ¿Cómo ocurrió? ¿Vio a la persona?',
          en: 'I am very sorry. How did it happen? Did you see the person?',
        },
        expects: ['el carterista'],
      },
      {
        line: { es: '¿Fue usted a la policía en Roma?', en: 'Did you go to the police in Rome?' },
        expects: ['denunciar', 'la denuncia'],
      },
      {
        line: {
          es: 'Vamos a ver qué incluye su seguro. ¿Tuvo que cambiar sus planes?',
          en: 'Let’s see what your insurance includes. Did you have to change your plans?',
        },
        expects: ['cubrir', 'la franquicia', 'la cancelación', 'el parte'],
      },
      {
        line: {
          es: 'Aquí veo también una visita al médico. ¿Pagó usted la consulta?',
          en: 'I also see a visit to the doctor here. Did you pay for the appointment?',
        },
        expects: ['los gastos médicos', 'reembolsar'],
      },
    ],
    closing: {
      es: 'Muy bien. Envíenos los documentos y le pagaremos en un plazo de quince días.',
      en: 'Very good. Send us the documents and we will pay you within fifteen days.',
    },
    listening: {
      line: {
        es: 'Mi bolso fue robado en el metro de Roma y tuve que cancelar la excursión del lunes.',
        en: 'My bag was stolen on the Rome underground and I had to cancel Monday’s trip.',
      },
      question: { es: '¿Dónde fue robado el bolso?', en: 'Where was the bag stolen?' },
      answers: ['en el metro', 'metro', 'metro de roma'],
    },
    grammarUse: {
      phrases: [
        'fue robado',
        'fue robada',
        'fueron robados',
        'fue cancelado',
        'fue cancelada',
        'fue atendido',
        'fue atendida',
      ],
    },
  },
  'lesson-b1-38': {
    role: { es: 'un amigo cinéfilo', en: 'a film-loving friend' },
    scene: {
      es: 'Es viernes y quieres ir al cine con un amigo que ve muchas películas.',
      en: 'It is Friday and you want to go to the cinema with a friend who watches lots of films.',
    },
    task: {
      es: 'Elegid una película, decidid cómo verla y después da tu opinión.',
      en: 'Choose a film together, decide how to watch it and then give your opinion.',
    },
    steps: [
      {
        line: {
          es: '¿Vamos al cine este fin de semana? ¿Qué ponen?',
          en: 'Shall we go to the cinema this weekend? What is on?',
        },
        expects: ['la cartelera', 'el estreno', 'estar basada en'],
      },
      {
        line: {
          es: '¿La vemos doblada o en versión original?',
          en: 'Shall we see it dubbed or in the original version?',
        },
        expects: ['la versión original', 'los subtítulos', 'el doblaje'],
      },
      {
        line: {
          es: 'Yo ya la he visto. ¿Quieres que te cuente qué pasa?',
          en: 'I have already seen it. Do you want me to tell you what happens?',
        },
        expects: ['no me cuentes el final', '¿de qué va?'],
      },
      {
        line: {
          es: 'Bueno, ya ha terminado. ¿Qué te ha parecido?',
          en: 'Well, it has finished. What did you think?',
        },
        expects: ['lo mejor de', 'la interpretación', 'el guion'],
      },
      {
        line: { es: '¿Y la música? ¿Y las escenas de acción?', en: 'And the music? And the action scenes?' },
        expects: ['los efectos especiales', 'la escena final'],
      },
    ],
    closing: {
      es: 'Pues a mí me ha encantado. La semana que viene eliges tú.',
      en: 'Well, I loved it. Next week you choose.',
    },
    listening: {
      line: {
        es: 'Lo que más me gustó de la película fue la música, pero el final fue muy triste.',
        en: 'What I liked most about the film was the music, but the ending was very sad.',
      },
      question: {
        es: '¿Qué le gustó más de la película?',
        en: 'What did the person like most about the film?',
      },
      answers: ['la musica', 'musica'],
    },
    grammarUse: { phrases: ['lo mejor', 'lo peor', 'lo que mas', 'lo mas'] },
  },
  'lesson-b1-39': {
    role: { es: 'la moderadora del club de lectura', en: 'the book club’s host' },
    scene: {
      es: 'Es tu primera reunión en el club de lectura de la biblioteca del barrio.',
      en: 'It is your first meeting at the book club of the local library.',
    },
    task: {
      es: 'Di qué te gusta leer y opina sobre la novela del mes y sus personajes.',
      en: 'Say what you like to read and give your opinion of the novel of the month and its characters.',
    },
    steps: [
      {
        line: {
          es: '¡Hola! Nos alegra verte por aquí. ¿Qué tipo de libros te gustan?',
          en: 'Hello! We are glad to see you here. What kind of books do you like?',
        },
        expects: ['la novela negra', 'la ciencia ficción', 'la biografía'],
      },
      {
        line: {
          es: '¿Has terminado la novela de este mes? ¿Qué tal?',
          en: 'Have you finished this month’s novel? How was it?',
        },
        expects: ['me ha parecido', 'leer de un tirón'],
      },
      {
        line: {
          es: '¿Quién es tu personaje favorito? ¿Por qué?',
          en: 'Who is your favourite character? Why?',
        },
        expects: ['el personaje principal', 'el personaje'],
      },
      {
        line: {
          es: 'A mí el final me ha parecido un poco extraño. ¿Y a ti?',
          en: 'I found the ending a bit strange. What about you?',
        },
        expects: ['el capítulo', 'el final abierto'],
      },
      {
        line: {
          es: '¿Lees en papel o en pantalla? ¿Dónde compras los libros?',
          en: 'Do you read on paper or on screen? Where do you buy books?',
        },
        expects: ['el libro electrónico', 'la editorial', 'el club de lectura'],
      },
    ],
    closing: {
      es: '¡Qué buenas ideas! El mes que viene eliges tú el libro.',
      en: 'What good ideas! Next month you choose the book.',
    },
    listening: {
      line: {
        es: 'Este mes hemos leído una novela negra que pasa en Barcelona y tiene cuarenta capítulos.',
        en: 'This month we have read a crime novel that is set in Barcelona and has forty chapters.',
      },
      question: { es: '¿Dónde pasa la novela?', en: 'Where is the novel set?' },
      answers: ['en barcelona', 'barcelona'],
    },
    grammarUse: { phrases: ['he leido', 'ha parecido', 'me ha gustado', 'he terminado', 'me ha encantado'] },
  },
  'lesson-b1-40': {
    role: { es: 'un amigo de Valencia', en: 'a friend from Valencia' },
    scene: {
      es: 'Tu amigo te invita a las fiestas de su pueblo en agosto.',
      en: 'Your friend invites you to his village festival in August.',
    },
    task: {
      es: 'Describe una fiesta de tu ciudad y compara las costumbres con las de su pueblo.',
      en: 'Describe a festival in your town and compare the customs with those of his village.',
    },
    steps: [
      {
        line: {
          es: 'En agosto son las fiestas de mi pueblo. ¿En tu ciudad también hay fiestas?',
          en: 'In August it is my village festival. Are there festivals in your town too?',
        },
        expects: ['las fiestas del pueblo', 'el patrón', 'se celebra'],
      },
      {
        line: {
          es: '¿Qué se hace en esas fiestas? ¿Hay música?',
          en: 'What do people do at those festivals? Is there music?',
        },
        expects: ['la verbena', 'la feria', 'la banda de música'],
      },
      {
        line: {
          es: '¿Y la gente se viste de una forma especial?',
          en: 'And do people dress in a special way?',
        },
        expects: ['el traje típico', 'disfrazarse', 'el disfraz'],
      },
      {
        line: {
          es: 'En mi pueblo sacan a la Virgen por las calles. ¿Y en el tuyo?',
          en: 'In my village they carry the Virgin through the streets. And in yours?',
        },
        expects: ['la procesión', 'la carroza'],
      },
      {
        line: {
          es: '¿Y qué fiesta del año te gusta más?',
          en: 'And which festival of the year do you like most?',
        },
        expects: ['el carnaval', 'disfrazarse'],
      },
    ],
    closing: {
      es: '¡Pues te espero en agosto! Trae ropa cómoda para bailar.',
      en: 'Then I will expect you in August! Bring comfortable clothes for dancing.',
    },
    listening: {
      line: {
        es: 'En las fiestas de mi pueblo se baila en la plaza hasta las cinco de la mañana.',
        en: 'At my village festival people dance in the square until five in the morning.',
      },
      question: { es: '¿Dónde se baila?', en: 'Where do people dance?' },
      answers: ['en la plaza', 'plaza'],
    },
    grammarUse: {
      phrases: ['se celebra', 'se celebran', 'se come', 'se baila', 'se lleva', 'se hace', 'se bebe'],
    },
  },
};
