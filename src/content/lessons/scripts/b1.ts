import type { LessonScript } from './types';
import { B1_UNIT_4_SCRIPTS } from './b1/unit-4';
import { B1_UNIT_5_SCRIPTS } from './b1/unit-5';
import { B1_UNIT_6_SCRIPTS } from './b1/unit-6';
import { B1_UNIT_7_SCRIPTS } from './b1/unit-7';
import { B1_UNIT_8_SCRIPTS } from './b1/unit-8';
import { B1_UNIT_9_SCRIPTS } from './b1/unit-9';
import { B1_UNIT_10_SCRIPTS } from './b1/unit-10';

/** B1: how each lesson is played (the tutor's role, the scene, listening, the grammar point). */
export const B1_SCRIPTS: Readonly<Record<string, LessonScript>> = {
  'lesson-b1-1': {
    role: { es: 'una amiga', en: 'a friend' },
    scene: {
      es: 'Es viernes por la tarde y hablamos por teléfono para organizar el sábado.',
      en: 'It is Friday afternoon and we are talking on the phone to plan Saturday.',
    },
    task: {
      es: 'Propón un plan, da tu opinión con argumentos y decide la hora y el lugar.',
      en: 'Suggest a plan, give your opinion with reasons and decide on the time and place.',
    },
    steps: [
      {
        line: {
          es: '¿Qué hacemos mañana? Hay un concierto, una exposición en el museo y va a hacer sol.',
          en: 'What shall we do tomorrow? There is a concert, an exhibition at the museum and it is going to be sunny.',
        },
        expects: ['¿qué te parece si…?', '¿por qué no…?', 'me apetece', 'prefiero'],
      },
      {
        line: {
          es: 'Yo creo que la playa es la mejor opción. ¿Estás de acuerdo conmigo?',
          en: 'I think the beach is the best option. Do you agree with me?',
        },
        expects: ['estoy de acuerdo', 'no estoy de acuerdo', 'creo que', 'en mi opinión'],
      },
      {
        line: {
          es: '¿Y si vamos a la playa por la mañana y al concierto por la noche?',
          en: 'What if we go to the beach in the morning and to the concert in the evening?',
        },
        expects: ['tienes razón', 'depende', 'me apetece', 'prefiero'],
      },
      {
        line: {
          es: 'Vale, pues hacemos las dos cosas. ¿A qué hora quedamos y dónde?',
          en: 'OK, so we do both things. What time shall we meet, and where?',
        },
        expects: ['quedamos a las…', '¿qué te parece si…?'],
      },
    ],
    closing: {
      es: '¡Perfecto! Entonces nos vemos mañana. ¡Va a ser un día genial!',
      en: 'Perfect! So see you tomorrow. It is going to be a great day!',
    },
    listening: {
      line: {
        es: 'Marta prefiere ir al museo porque no le apetece tomar el sol en la playa.',
        en: 'Marta prefers to go to the museum because she does not feel like sunbathing on the beach.',
      },
      question: { es: '¿Adónde prefiere ir Marta?', en: 'Where does Marta prefer to go?' },
      answers: ['museo', 'al museo'],
    },
    grammarUse: { phrases: ['y si', 'por que no', 'que te parece si', 'no creo que', 'creo que'] },
  },
  'lesson-b1-2': {
    role: { es: 'una compañera de piso', en: 'a flatmate' },
    scene: {
      es: 'Desayunamos juntos en el piso que compartimos. Yo tengo una semana muy difícil.',
      en: 'We are having breakfast together in the flat we share. I have a very difficult week.',
    },
    task: {
      es: 'Escucha mis planes y dame ánimos con deseos: usa que, espero que y ojalá.',
      en: 'Listen to my plans and cheer me up with wishes: use que, espero que and ojalá.',
    },
    steps: [
      {
        line: {
          es: 'Hoy tengo el examen de conducir y estoy muy nerviosa.',
          en: 'Today I have my driving test and I am very nervous.',
        },
        expects: ['ojalá', 'espero que', 'vaya', 'sea'],
      },
      {
        line: {
          es: 'Y el jueves empiezo en el trabajo nuevo. No conozco a nadie allí.',
          en: 'And on Thursday I start at the new job. I do not know anyone there.',
        },
        expects: ['espero que', 'haya', 'sea', 'esté'],
      },
      {
        line: {
          es: 'Lo peor es que no sé usar el programa que usan en la oficina.',
          en: 'The worst thing is that I do not know how to use the program they use in the office.',
        },
        expects: ['sepa', 'dé', 'ojalá', 'espero que'],
      },
      {
        line: {
          es: 'Por cierto, no sé si puedo ir a tu fiesta de cumpleaños el domingo.',
          en: 'By the way, I do not know if I can go to your birthday party on Sunday.',
        },
        expects: ['quiero que vengas', 'espero que', 'ojalá'],
      },
      {
        line: {
          es: 'Bueno, me voy ya, que es tarde. ¡Hasta luego!',
          en: 'Well, I am off now, because it is late. See you later!',
        },
        expects: ['que tengas un buen día', 'vaya'],
      },
    ],
    closing: {
      es: '¡Gracias! Ojalá todo salga bien. Nos vemos esta noche.',
      en: 'Thank you! I hope everything goes well. See you tonight.',
    },
    listening: {
      line: {
        es: 'Ana espera que Luis esté mejor el lunes, porque quiere que vaya con ella a la boda.',
        en: 'Ana hopes Luis is better on Monday, because she wants him to go to the wedding with her.',
      },
      question: {
        es: '¿Cuándo espera Ana que Luis esté mejor?',
        en: 'When does Ana hope Luis will be better?',
      },
      answers: ['lunes', 'el lunes'],
    },
    grammarUse: { tenses: ['present-subjunctive'] },
  },
  'lesson-b1-3': {
    role: { es: 'una amiga estresada', en: 'a stressed friend' },
    scene: {
      es: 'Tomamos un café después del trabajo. Yo estoy muy estresada.',
      en: 'We are having a coffee after work. I am very stressed.',
    },
    task: {
      es: 'Escucha mis problemas y dame cinco consejos con verbos distintos.',
      en: 'Listen to my problems and give me five pieces of advice with different verbs.',
    },
    steps: [
      {
        line: {
          es: 'Estoy agotada. Trabajo doce horas al día y no tengo tiempo para nada. ¿Qué me aconsejas?',
          en: 'I am exhausted. I work twelve hours a day and I have no time for anything. What do you advise me?',
        },
        expects: ['aconsejar', 'recomendar', 'es mejor que', 'el consejo'],
      },
      {
        line: {
          es: 'Además duermo fatal. Me acuesto a la una y miro el móvil en la cama.',
          en: 'Besides, I sleep terribly. I go to bed at one and look at my phone in bed.',
        },
        expects: ['es importante que', 'hace falta que', 'recomendar', 'sugerir'],
      },
      {
        line: {
          es: 'El médico me ha prohibido el café, pero sin café no puedo trabajar.',
          en: 'The doctor has forbidden me coffee, but without coffee I cannot work.',
        },
        expects: ['prohibir', 'es mejor que', 'hace falta que'],
      },
      {
        line: {
          es: 'Y en mi empresa no nos dejan trabajar desde casa, ni siquiera un día.',
          en: 'And at my company they do not let us work from home, not even one day.',
        },
        expects: ['pedir que', 'permitir', 'sugerir'],
      },
    ],
    closing: {
      es: 'Muchas gracias por tus consejos. Esta noche apago el móvil a las diez.',
      en: 'Thank you very much for your advice. Tonight I am switching off my phone at ten.',
    },
    listening: {
      line: {
        es: 'El médico le recomienda a Carmen que camine media hora cada día y que duerma ocho horas.',
        en: 'The doctor recommends that Carmen walk half an hour every day and sleep eight hours.',
      },
      question: {
        es: '¿Cuántas horas tiene que dormir Carmen?',
        en: 'How many hours does Carmen have to sleep?',
      },
      answers: ['ocho', 'ocho horas'],
    },
    grammarUse: { tenses: ['present-subjunctive'] },
  },
  'lesson-b1-4': {
    role: { es: 'una compañera de trabajo', en: 'a colleague' },
    scene: {
      es: 'Es lunes por la mañana y te cuento las noticias de la oficina.',
      en: 'It is Monday morning and I am telling you the news from the office.',
    },
    task: {
      es: 'Reacciona a cada noticia con una emoción, una duda o una certeza.',
      en: 'React to each piece of news with an emotion, a doubt or a certainty.',
    },
    steps: [
      {
        line: {
          es: '¿Sabes qué? ¡Laura va a tener un bebé en junio!',
          en: 'Guess what? Laura is going to have a baby in June!',
        },
        expects: ['me alegra que', 'me sorprende que'],
      },
      {
        line: {
          es: 'Pero hay una mala noticia: Pedro deja la empresa y se va a vivir a Chile.',
          en: 'But there is some bad news: Pedro is leaving the company and going to live in Chile.',
        },
        expects: ['es una pena que', 'me sorprende que', 'tengo miedo de que'],
      },
      {
        line: {
          es: 'Y el jefe dice que a partir de ahora tenemos que llegar a las ocho.',
          en: 'And the boss says that from now on we have to arrive at eight.',
        },
        expects: ['me molesta que', 'no creo que', 'dudo que'],
      },
      {
        line: {
          es: 'Dicen que el año que viene vamos a trabajar solo cuatro días a la semana.',
          en: 'They say that next year we are going to work only four days a week.',
        },
        expects: ['dudo que', 'no creo que', 'es posible que', 'es verdad que'],
      },
      {
        line: {
          es: 'Bueno, por lo menos el café de la máquina nueva es mucho mejor, ¿no?',
          en: 'Well, at least the coffee from the new machine is much better, isn’t it?',
        },
        expects: ['está claro que', 'es verdad que'],
      },
    ],
    closing: {
      es: '¡Qué semana! Bueno, vamos a trabajar, que ya son las ocho.',
      en: 'What a week! Well, let’s get to work, it is already eight o’clock.',
    },
    listening: {
      line: {
        es: 'Me sorprende que Ana no venga a la cena, porque está claro que le encanta la paella.',
        en: 'It surprises me that Ana is not coming to dinner, because it is clear that she loves paella.',
      },
      question: { es: '¿Qué le encanta a Ana?', en: 'What does Ana love?' },
      answers: ['paella', 'la paella'],
    },
    grammarUse: { tenses: ['present-subjunctive'] },
  },
  'lesson-b1-5': {
    role: { es: 'una periodista', en: 'a journalist' },
    scene: {
      es: 'Soy periodista y hago una encuesta en la calle sobre el futuro.',
      en: 'I am a journalist and I am doing a street survey about the future.',
    },
    task: {
      es: 'Contesta a mis preguntas sobre el futuro y prométeme algo.',
      en: 'Answer my questions about the future and promise me something.',
    },
    steps: [
      {
        line: {
          es: 'Buenos días, una pregunta rápida: ¿dónde estarás y qué harás dentro de diez años?',
          en: 'Good morning, a quick question: where will you be and what will you do in ten years?',
        },
        expects: ['dentro de diez años', 'tendré', 'podré', 'el futuro'],
      },
      {
        line: {
          es: '¿Y cómo serán las ciudades en 2050? ¿Habrá coches en el centro?',
          en: 'And what will cities be like in 2050? Will there be cars in the centre?',
        },
        expects: ['habrá', 'seguramente', 'el futuro'],
      },
      {
        line: {
          es: 'Una pregunta más personal: de niño, ¿qué decías que ibas a ser?',
          en: 'A more personal question: as a child, what did you say you were going to be?',
        },
        expects: ['cuando sea mayor', 'tendré'],
      },
      {
        line: {
          es: '¿Y este fin de semana? ¿Qué planes tienes?',
          en: 'And this weekend? What plans do you have?',
        },
        expects: ['saldré', 'seguramente', 'podré'],
      },
      {
        line: {
          es: 'El reportaje sale en la tele el lunes a las nueve. ¿Lo verás?',
          en: 'The report is on TV on Monday at nine. Will you watch it?',
        },
        expects: ['te prometo que', 'diré'],
      },
    ],
    closing: {
      es: 'Muchas gracias por tu tiempo. ¡Nos vemos en la tele!',
      en: 'Thank you very much for your time. See you on TV!',
    },
    listening: {
      line: {
        es: 'Dentro de diez años, Marcos vivirá en Lima y tendrá un restaurante con su hermana.',
        en: 'In ten years, Marcos will live in Lima and will have a restaurant with his sister.',
      },
      question: { es: '¿En qué ciudad vivirá Marcos?', en: 'In which city will Marcos live?' },
      answers: ['lima', 'en lima'],
    },
    grammarUse: { tenses: ['future'] },
  },
  'lesson-b1-6': {
    role: { es: 'una vecina', en: 'a neighbour' },
    scene: {
      es: 'Soy tu vecina del tercero. Nos conocemos poco y tú te vas de viaje mañana.',
      en: 'I am your neighbour on the third floor. We hardly know each other and you are going away tomorrow.',
    },
    task: {
      es: 'Pídeme dos o tres favores con educación y luego dame un consejo sobre mi problema.',
      en: 'Ask me for two or three favours politely and then give me advice about my problem.',
    },
    steps: [
      {
        line: {
          es: '¡Hola! Sí, soy la vecina del tercero. ¿Necesitas algo?',
          en: 'Hello! Yes, I am the neighbour from the third floor. Do you need anything?',
        },
        expects: ['¿podrías…?', '¿te importaría…?', 'me gustaría'],
      },
      {
        line: {
          es: 'Claro, sin problema. Te riego las plantas. ¿Algo más?',
          en: 'Of course, no problem. I will water your plants. Anything else?',
        },
        expects: ['¿te importaría…?', '¿podrías…?', 'sería'],
      },
      {
        line: {
          es: 'Oye, ¿puedo pedirte un consejo? Mi hijo quiere dejar la universidad para viajar.',
          en: 'Listen, can I ask you for advice? My son wants to leave university to travel.',
        },
        expects: ['yo que tú', 'deberías', 'en tu lugar', 'haría'],
      },
      {
        line: {
          es: 'Él dice que un año de viaje le cambiaría la vida. ¿A ti qué te parece?',
          en: 'He says that a year of travelling would change his life. What do you think?',
        },
        expects: ['imaginar', 'valdría la pena', 'sería'],
      },
    ],
    closing: {
      es: 'Gracias por el consejo. ¡Buen viaje, y no te preocupes por las plantas!',
      en: 'Thanks for the advice. Have a good trip, and do not worry about the plants!',
    },
    listening: {
      line: {
        es: 'Yo que tú hablaría con Elena; ella podría ayudarte con la mudanza el sábado.',
        en: 'If I were you I would talk to Elena; she could help you with the move on Saturday.',
      },
      question: { es: '¿Quién podría ayudar con la mudanza?', en: 'Who could help with the move?' },
      answers: ['elena', 'con elena'],
    },
    grammarUse: { tenses: ['conditional'] },
  },
  'lesson-b1-7': {
    role: { es: 'una viajera', en: 'a traveller' },
    scene: {
      es: 'Estamos en la cocina de un albergue de Lima y acabamos de conocernos.',
      en: 'We are in the kitchen of a hostel in Lima and we have just met.',
    },
    task: {
      es: 'Cuéntame tu viaje y dime por qué aprendes español. Usa bien por y para.',
      en: 'Tell me about your trip and tell me why you are learning Spanish. Use por and para correctly.',
    },
    steps: [
      {
        line: {
          es: '¡Hola! Yo llegué ayer de Bolivia. ¿Y tú? ¿Por dónde has viajado?',
          en: 'Hi! I arrived from Bolivia yesterday. And you? Where have you travelled?',
        },
        expects: ['pasar por', 'por fin', 'por ejemplo'],
      },
      {
        line: {
          es: '¡Hablas muy bien español! ¿Por qué lo estudias y para qué?',
          en: 'You speak Spanish very well! Why are you studying it, and what for?',
        },
        expects: ['por eso', 'por ejemplo', 'para siempre'],
      },
      {
        line: {
          es: '¿Y cuánto tiempo te quedas en Lima? ¿Ya tienes el billete para Cuzco?',
          en: 'And how long are you staying in Lima? Do you already have your ticket for Cuzco?',
        },
        expects: ['por lo menos', 'para mañana'],
      },
      {
        line: {
          es: 'Esta noche vamos a un restaurante peruano con unos amigos. ¿Quieres venir?',
          en: 'Tonight we are going to a Peruvian restaurant with some friends. Do you want to come?',
        },
        expects: ['por supuesto', 'gracias por', 'estar para'],
      },
    ],
    closing: {
      es: '¡Genial! Pues pasamos por ti a las ocho.',
      en: 'Great! So we will come by for you at eight.',
    },
    listening: {
      line: {
        es: 'Salimos para Cuzco el martes y pagamos treinta dólares por el billete de autobús.',
        en: 'We leave for Cuzco on Tuesday and we paid thirty dollars for the bus ticket.',
      },
      question: { es: '¿Adónde salen el martes?', en: 'Where are they leaving for on Tuesday?' },
      answers: ['cuzco', 'para cuzco'],
    },
    grammarUse: {
      phrases: [
        'por',
        'para',
        'por eso',
        'por fin',
        'por lo menos',
        'por supuesto',
        'por ejemplo',
        'para siempre',
        'gracias por',
      ],
    },
  },
  'lesson-b1-8': {
    role: { es: 'la directora del hotel', en: 'the hotel manager' },
    scene: {
      es: 'Estamos en un hotel de Cancún. Tienes una entrevista para trabajar en recepción.',
      en: 'We are at a hotel in Cancún. You have an interview for a job at reception.',
    },
    task: {
      es: 'Habla de tu experiencia y tus puntos fuertes, y haz dos preguntas sobre el puesto.',
      en: 'Talk about your experience and your strengths, and ask two questions about the position.',
    },
    steps: [
      {
        line: {
          es: 'Buenos días, siéntese, por favor. ¿Por qué le interesa este puesto?',
          en: 'Good morning, please sit down. Why are you interested in this position?',
        },
        expects: ['el puesto', 'la empresa', 'la entrevista de trabajo'],
      },
      {
        line: {
          es: 'He leído su currículum con atención. Hábleme de su experiencia laboral.',
          en: 'I have read your CV carefully. Tell me about your work experience.',
        },
        expects: ['he trabajado como', 'la experiencia laboral', 'el currículum'],
      },
      {
        line: {
          es: '¿Cuáles son sus puntos fuertes? ¿Le gusta trabajar en equipo?',
          en: 'What are your strengths? Do you like working in a team?',
        },
        expects: ['los puntos fuertes', 'trabajar en equipo'],
      },
      {
        line: {
          es: 'Muy bien. Ahora le toca a usted. ¿Tiene alguna pregunta?',
          en: 'Very good. Now it is your turn. Do you have any questions?',
        },
        expects: ['el sueldo', 'el contrato', 'la jornada completa'],
      },
    ],
    closing: {
      es: 'Gracias por venir. Le llamaremos la semana que viene con una respuesta.',
      en: 'Thank you for coming. We will call you next week with an answer.',
    },
    listening: {
      line: {
        es: 'Llevo tres años trabajando como camarero en un hotel de Cancún y antes estudié turismo.',
        en: 'I have been working as a waiter in a hotel in Cancún for three years and before that I studied tourism.',
      },
      question: {
        es: '¿Cuántos años lleva trabajando como camarero?',
        en: 'How many years has he been working as a waiter?',
      },
      answers: ['tres', 'tres años'],
    },
    grammarUse: {
      phrases: [
        'he trabajado',
        'he estudiado',
        'he sido',
        'he tenido',
        'he hecho',
        'he aprendido',
        'he vivido',
        'llevo un año',
        'llevo dos años',
        'llevo tres años',
        'llevo cinco años',
        'llevo mucho tiempo',
      ],
    },
  },
  'lesson-b1-9': {
    role: { es: 'un compañero de trabajo', en: 'a colleague' },
    scene: {
      es: 'Estamos en la pausa del café. Tengo el periódico de hoy en la mano.',
      en: 'We are on our coffee break. I have today’s newspaper in my hand.',
    },
    task: {
      es: 'Resume una noticia de esta semana, di lo que afirman otros y da tu opinión.',
      en: 'Summarise a news story from this week, say what others state and give your opinion.',
    },
    steps: [
      {
        line: {
          es: 'Hoy no he tenido tiempo de ver las noticias. ¿Qué ha pasado?',
          en: 'I have not had time to watch the news today. What has happened?',
        },
        expects: ['las noticias', 'ha ocurrido', 'el titular'],
      },
      {
        line: {
          es: 'Mira, aquí dice que el viernes no hay trenes. ¿Sabes por qué?',
          en: 'Look, it says here that there are no trains on Friday. Do you know why?',
        },
        expects: ['la huelga', 'el periódico', 'según', 'afirmar'],
      },
      {
        line: {
          es: '¿Y qué dicen de las elecciones? ¿Quién va a ganar?',
          en: 'And what are they saying about the elections? Who is going to win?',
        },
        expects: ['las elecciones', 'la encuesta', 'según'],
      },
      {
        line: {
          es: 'Para mí, el problema más grave del país es que los jóvenes no encuentran trabajo.',
          en: 'For me, the most serious problem in the country is that young people cannot find work.',
        },
        expects: ['el paro', 'el gobierno'],
      },
    ],
    closing: {
      es: 'Bueno, vuelvo a mi mesa. ¡Luego seguimos hablando!',
      en: 'Well, I am going back to my desk. We will keep talking later!',
    },
    listening: {
      line: {
        es: 'Según la última encuesta, el paro ha bajado en Madrid por tercer año seguido.',
        en: 'According to the latest poll, unemployment has fallen in Madrid for the third year running.',
      },
      question: {
        es: '¿Dónde ha bajado el paro según la encuesta?',
        en: 'Where has unemployment fallen according to the poll?',
      },
      answers: ['madrid', 'en madrid'],
    },
    grammarUse: {
      phrases: ['dice que', 'dicen que', 'dijo que', 'afirma que', 'afirman que', 'se espera', 'se esperan'],
    },
  },
  'lesson-b1-10': {
    role: { es: 'una amiga', en: 'a friend' },
    scene: {
      es: 'Nos vemos en un bar después de mis vacaciones en Italia.',
      en: 'We meet in a bar after my holiday in Italy.',
    },
    task: {
      es: 'Reacciona a mi historia y luego cuéntame una historia tuya de un viaje.',
      en: 'React to my story and then tell me a travel story of your own.',
    },
    steps: [
      {
        line: {
          es: '¡No te vas a creer lo que me pasó en Roma! Perdí el avión de vuelta.',
          en: 'You are not going to believe what happened to me in Rome! I missed the flight back.',
        },
        expects: ['¿en serio?', '¡no me digas!', '¿y qué pasó?'],
      },
      {
        line: {
          es: 'Cuando llegué al aeropuerto, el avión ya había salido. ¡Y no tenía dinero!',
          en: 'When I got to the airport, the plane had already left. And I had no money!',
        },
        expects: ['¡qué fuerte!', '¿y qué pasó?', '¿en serio?'],
      },
      {
        line: {
          es: 'Al final, una señora muy amable me ayudó a comprar otro billete.',
          en: 'In the end, a very kind lady helped me buy another ticket.',
        },
        expects: ['menos mal', '¡qué fuerte!'],
      },
      {
        line: {
          es: '¿Y a ti? ¿Alguna vez has perdido un tren o un avión?',
          en: 'And you? Have you ever missed a train or a plane?',
        },
        expects: ['había salido', 'ya había terminado', 'resulta que', 'total, que', 'al principio'],
      },
    ],
    closing: {
      es: '¡Qué historia! La próxima vez salgo de casa tres horas antes.',
      en: 'What a story! Next time I will leave home three hours early.',
    },
    listening: {
      line: {
        es: 'Cuando Julia llegó a la fiesta, sus amigos ya se habían ido a la playa.',
        en: 'When Julia got to the party, her friends had already gone to the beach.',
      },
      question: { es: '¿Adónde se habían ido sus amigos?', en: 'Where had her friends gone?' },
      answers: ['playa', 'a la playa'],
    },
    grammarUse: {
      phrases: [
        'ya habia',
        'habia salido',
        'habia terminado',
        'habia perdido',
        'habia olvidado',
        'habia llegado',
        'habia dejado',
        'habiamos',
        'habias',
        'habian',
        'resulta que',
        'total que',
      ],
    },
  },
  ...B1_UNIT_4_SCRIPTS,
  ...B1_UNIT_5_SCRIPTS,
  ...B1_UNIT_6_SCRIPTS,
  ...B1_UNIT_7_SCRIPTS,
  ...B1_UNIT_8_SCRIPTS,
  ...B1_UNIT_9_SCRIPTS,
  ...B1_UNIT_10_SCRIPTS,
};
