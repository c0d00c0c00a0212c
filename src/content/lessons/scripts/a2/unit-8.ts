import type { LessonScript } from '../types';

/** A2 unit 8: how each lesson on plans, the future, a party, the weather and nature is played. */
export const A2_UNIT_8_SCRIPTS: Readonly<Record<string, LessonScript>> = {
  'lesson-a2-31': {
    role: { es: 'una amiga', en: 'a friend' },
    scene: {
      es: 'Tomamos algo en una terraza y hablamos del mes que viene.',
      en: 'We are having a drink on a terrace and talking about next month.',
    },
    task: {
      es: 'Cuéntame tus planes, lo seguros que son y de qué dependen.',
      en: 'Tell me your plans, how sure they are and what they depend on.',
    },
    steps: [
      {
        line: { es: '¿Tienes planes para el mes que viene?', en: 'Do you have plans for next month?' },
        expects: ['el mes que viene', 'hacer planes', 'tengo pensado'],
      },
      {
        line: {
          es: 'Hay un fin de semana de tres días. ¿Qué vas a hacer?',
          en: 'There is a three-day weekend. What are you going to do?',
        },
        expects: ['el fin de semana largo', 'pienso ir', 'la escapada'],
      },
      {
        line: { es: '¿Seguro? ¿Ya has reservado algo?', en: 'Are you sure? Have you booked anything yet?' },
        expects: ['a lo mejor', 'quizás', 'depende del tiempo', 'todavía no lo sé'],
      },
      {
        line: {
          es: '¿Y para el verano? ¿Qué te apetece hacer?',
          en: 'And for the summer? What do you feel like doing?',
        },
        expects: ['tengo ganas de', 'dentro de un mes'],
      },
    ],
    closing: {
      es: '¡Qué buenos planes! Si vas a Granada, me apunto.',
      en: 'What great plans! If you go to Granada, count me in.',
    },
    listening: {
      line: {
        es: 'El mes que viene pienso ir a Granada, pero a lo mejor voy a la playa.',
        en: 'Next month I am thinking of going to Granada, but maybe I will go to the beach.',
      },
      question: {
        es: '¿Adónde piensa ir el mes que viene?',
        en: 'Where is she thinking of going next month?',
      },
      answers: ['a granada', 'granada'],
    },
    grammarUse: { phrases: ['pienso', 'piensas', 'tengo pensado', 'a lo mejor', 'voy a', 'vamos a'] },
  },
  'lesson-a2-32': {
    role: { es: 'un amigo', en: 'a friend' },
    scene: {
      es: 'Es Nochevieja. Acabamos de cenar y hablamos del año que empieza.',
      en: "It is New Year's Eve. We have just had dinner and are talking about the year ahead.",
    },
    task: {
      es: 'Dime tus propósitos para el año nuevo y haz una promesa.',
      en: 'Tell me your resolutions for the new year and make a promise.',
    },
    steps: [
      {
        line: {
          es: '¡Ya casi son las doce! ¿Tienes propósitos para este año?',
          en: 'It is almost midnight! Do you have resolutions for this year?',
        },
        expects: ['los propósitos de año nuevo', 'haré', 'iré'],
      },
      {
        line: {
          es: 'Yo siempre digo lo mismo y nunca lo hago. ¿Y tú?',
          en: 'I always say the same and never do it. And you?',
        },
        expects: ['te lo prometo', 'seré'],
      },
      {
        line: {
          es: 'Mira, según el horóscopo, este año cambiará todo.',
          en: 'Look, according to the horoscope, everything will change this year.',
        },
        expects: ['el horóscopo', '¿qué pasará?', 'nunca se sabe'],
      },
      {
        line: {
          es: 'Tengo una entrevista de trabajo en enero. Estoy nervioso.',
          en: 'I have a job interview in January. I am nervous.',
        },
        expects: ['saldrá bien', 'seguro que', 'te llamaré'],
      },
      {
        line: {
          es: '¿Y dónde te ves dentro de veinte años?',
          en: 'And where do you see yourself in twenty years?',
        },
        expects: ['en el futuro', 'algún día'],
      },
    ],
    closing: {
      es: '¡Feliz año nuevo! Que se cumplan todos tus propósitos.',
      en: 'Happy New Year! May all your resolutions come true.',
    },
    listening: {
      line: {
        es: 'Este año haré más deporte, iré a clase de inglés y seré más paciente.',
        en: 'This year I will do more sport, I will go to English classes and I will be more patient.',
      },
      question: { es: '¿A qué clase irá este año?', en: 'Which class will he go to this year?' },
      answers: ['de ingles', 'ingles'],
    },
    grammarUse: { tenses: ['future'] },
  },
  'lesson-a2-33': {
    role: { es: 'una compañera de trabajo', en: 'a colleague' },
    scene: {
      es: 'Preparamos una fiesta sorpresa para los cuarenta años de Javier, otro compañero.',
      en: 'We are preparing a surprise party for Javier, another colleague, who is turning forty.',
    },
    task: {
      es: 'Vamos a repartir las tareas: ofrécete a hacer cosas y decidimos la comida y el regalo.',
      en: 'Let us share out the jobs: offer to do things and we will decide the food and the present.',
    },
    steps: [
      {
        line: {
          es: 'El viernes Javier cumple cuarenta años. ¿Le preparamos algo?',
          en: 'On Friday Javier turns forty. Shall we prepare something for him?',
        },
        expects: ['organizar una fiesta', 'preparar una sorpresa', 'guardar el secreto'],
      },
      {
        line: {
          es: '¿A quién invitamos? ¿Y cómo nos organizamos?',
          en: 'Who shall we invite? And how shall we organise ourselves?',
        },
        expects: ['los invitados', 'repartir las tareas', 'encargarse de'],
      },
      {
        line: {
          es: 'Yo puedo comprar la tarta. ¿Y tú qué haces?',
          en: 'I can buy the cake. And what will you do?',
        },
        expects: ['los aperitivos', 'traer algo de beber', 'los vasos de plástico'],
      },
      {
        line: {
          es: 'La oficina es un poco triste. ¿Qué hacemos con la sala?',
          en: 'The office is a bit dull. What shall we do with the room?',
        },
        expects: ['decorar', '¿te parece bien?'],
      },
      {
        line: {
          es: '¿Y el regalo? Cada uno compra algo, ¿no?',
          en: 'And the present? Everyone buys something, right?',
        },
        expects: ['hacer un regalo entre todos'],
      },
    ],
    closing: {
      es: '¡Perfecto! Y ni una palabra a Javier, ¿eh?',
      en: 'Perfect! And not a word to Javier, OK?',
    },
    listening: {
      line: {
        es: 'Yo me encargo de los aperitivos y tú puedes traer algo de beber. ¿Te parece bien?',
        en: 'I will take care of the snacks and you can bring something to drink. Is that all right with you?',
      },
      question: { es: '¿De qué se encarga ella?', en: 'What is she taking care of?' },
      answers: ['de los aperitivos', 'los aperitivos', 'aperitivos'],
    },
    grammarUse: { phrases: ['yo llevo', 'yo compro', 'yo traigo', 'traigo', 'me encargo', 'llevo'] },
  },
  'lesson-a2-34': {
    role: { es: 'el hombre del tiempo', en: 'the weather presenter' },
    scene: {
      es: 'Es viernes y los oyentes llaman a la radio para preguntar por el fin de semana.',
      en: 'It is Friday and listeners are phoning the radio to ask about the weekend.',
    },
    task: {
      es: 'Pregunta qué tiempo hará donde vas y di cómo cambia tus planes.',
      en: 'Ask what the weather will be like where you are going and say how it changes your plans.',
    },
    steps: [
      {
        line: {
          es: 'Buenas tardes, está en antena. ¿Desde dónde nos llama?',
          en: 'Good afternoon, you are on air. Where are you calling from?',
        },
        expects: ['la previsión del tiempo', 'despejado'],
      },
      {
        line: {
          es: 'Para el sábado en la costa, buenas noticias. ¿Qué quiere saber?',
          en: 'For Saturday on the coast, good news. What would you like to know?',
        },
        expects: ['hará calor', 'la temperatura máxima'],
      },
      {
        line: {
          es: 'El domingo, en cambio, cambia el tiempo.',
          en: 'On Sunday, however, the weather changes.',
        },
        expects: ['lloverá', 'los chubascos', 'la tormenta', 'soplará viento'],
      },
      {
        line: {
          es: '¿Va a volver a la montaña el lunes? Tenga cuidado.',
          en: 'Are you going back to the mountains on Monday? Be careful.',
        },
        expects: ['la niebla', 'las heladas', 'bajarán las temperaturas', 'grados bajo cero', 'la alerta'],
      },
    ],
    closing: {
      es: 'Gracias por llamar. ¡Buen fin de semana a todos!',
      en: 'Thank you for calling. Have a good weekend, everyone!',
    },
    listening: {
      line: {
        es: 'Mañana lloverá en el norte y bajarán las temperaturas. En el sur, cielo despejado.',
        en: 'Tomorrow it will rain in the north and temperatures will fall. In the south, clear skies.',
      },
      question: { es: '¿Dónde lloverá mañana?', en: 'Where will it rain tomorrow?' },
      answers: ['en el norte', 'el norte', 'norte'],
    },
    grammarUse: { tenses: ['future'] },
  },
  'lesson-a2-35': {
    role: { es: 'la guarda del parque natural', en: 'the park ranger' },
    scene: {
      es: 'Estamos en la entrada de un parque natural en los Pirineos.',
      en: 'We are at the entrance of a natural park in the Pyrenees.',
    },
    task: {
      es: 'Pregunta por las rutas y qué ver, y cuéntame la mejor excursión que has hecho.',
      en: 'Ask about the routes and what to see, and tell me about the best walk you have done.',
    },
    steps: [
      {
        line: {
          es: '¡Bienvenidos al parque natural! ¿Qué quieren hacer hoy?',
          en: 'Welcome to the natural park! What would you like to do today?',
        },
        expects: ['el parque natural', 'hacer senderismo', 'la ruta'],
      },
      {
        line: {
          es: 'Hay una ruta fácil y otra más difícil. ¿Qué prefieren ver?',
          en: 'There is an easy route and a harder one. What would you prefer to see?',
        },
        expects: ['la cascada', 'la cueva', 'el valle'],
      },
      {
        line: {
          es: 'La difícil sube hasta arriba. Desde allí se ve todo.',
          en: 'The hard one goes up to the top. From there you can see everything.',
        },
        expects: ['la cima', 'las vistas', 'el paisaje'],
      },
      {
        line: {
          es: '¿Cuál es la excursión más bonita que ha hecho?',
          en: 'What is the most beautiful walk you have done?',
        },
        expects: ['el paisaje', 'el sendero'],
      },
      {
        line: {
          es: 'Un consejo: el camino no está muy bien marcado.',
          en: 'A piece of advice: the path is not very well marked.',
        },
        expects: ['perderse', 'las botas de montaña'],
      },
    ],
    closing: {
      es: 'Aquí tienen un plano. ¡Disfruten de la montaña!',
      en: 'Here is a map. Enjoy the mountains!',
    },
    listening: {
      line: {
        es: 'La ruta sale del valle, pasa por una cascada y termina en la cima.',
        en: 'The route starts in the valley, passes a waterfall and ends at the summit.',
      },
      question: { es: '¿Dónde termina la ruta?', en: 'Where does the route end?' },
      answers: ['en la cima', 'la cima', 'cima'],
    },
    grammarUse: {
      phrases: ['mas bonito que', 'mas bonita que', 'mejor que he', 'que he visto', 'que he hecho'],
    },
  },
};
