import type { LessonScript } from '../types';

/** B1 unit 6: how each lesson about health and the planet is played. */
export const B1_UNIT_6_SCRIPTS: Readonly<Record<string, LessonScript>> = {
  'lesson-b1-21': {
    role: { es: 'la nutricionista', en: 'the nutritionist' },
    scene: {
      es: 'Estamos en la consulta de una nutricionista. Es tu primera cita.',
      en: 'We are at a nutritionist’s practice. It is your first appointment.',
    },
    task: {
      es: 'Describe tus hábitos, explica qué quieres conseguir y acordad los cambios.',
      en: 'Describe your habits, explain what you want to achieve and agree on the changes.',
    },
    steps: [
      {
        line: {
          es: 'Bienvenido. Cuénteme, ¿cómo es un día normal para usted?',
          en: 'Welcome. Tell me, what is a normal day like for you?',
        },
        expects: ['sedentario', 'picar entre horas', 'la comida basura'],
      },
      {
        line: {
          es: '¿Y qué suele comer? ¿Toma fruta y verdura todos los días?',
          en: 'And what do you usually eat? Do you have fruit and vegetables every day?',
        },
        expects: ['la alimentación', 'equilibrado', 'la grasa'],
      },
      {
        line: {
          es: '¿Por qué ha venido a verme? ¿Qué le gustaría conseguir?',
          en: 'Why have you come to see me? What would you like to achieve?',
        },
        expects: ['adelgazar', 'engordar', 'llevar una vida sana'],
      },
      {
        line: {
          es: 'Muy bien. ¿Qué cree que debería cambiar primero?',
          en: 'Very good. What do you think you should change first?',
        },
        expects: ['es bueno que', 'conviene que', 'cuidarse'],
      },
    ],
    closing: {
      es: 'Perfecto. Nos vemos dentro de un mes y me cuenta cómo le ha ido.',
      en: 'Perfect. See you in a month and you can tell me how it went.',
    },
    listening: {
      line: {
        es: 'Es bueno que cenes pronto y que camines media hora después de cenar.',
        en: 'It is good for you to have dinner early and walk for half an hour after dinner.',
      },
      question: { es: '¿Cuánto tiempo hay que caminar?', en: 'How long should you walk?' },
      answers: ['media hora'],
    },
    grammarUse: { tenses: ['present-subjunctive'] },
  },
  'lesson-b1-22': {
    role: { es: 'el entrenador del gimnasio', en: 'the gym trainer' },
    scene: {
      es: 'Es tu primer día en un gimnasio nuevo y conoces a tu entrenador.',
      en: 'It is your first day at a new gym and you are meeting your trainer.',
    },
    task: {
      es: 'Explica tus objetivos, habla de tus hábitos y di cómo te sienta el ejercicio.',
      en: 'Explain your goals, talk about your habits and say how exercise affects you.',
    },
    steps: [
      {
        line: {
          es: 'Hola, soy Dani, tu entrenador. ¿Por qué te has apuntado al gimnasio?',
          en: 'Hi, I am Dani, your trainer. Why have you joined the gym?',
        },
        expects: ['ponerse en forma', 'apuntarse a', 'dejar de fumar'],
      },
      {
        line: {
          es: '¿Has hecho deporte antes? ¿Sigues haciendo algo ahora?',
          en: 'Have you done sport before? Are you still doing anything now?',
        },
        expects: ['sigo entrenando', 'la constancia', 'cada vez más'],
      },
      {
        line: {
          es: 'Antes de empezar a correr, ¿qué hay que hacer siempre?',
          en: 'Before you start running, what must you always do?',
        },
        expects: ['el calentamiento', 'estirar'],
      },
      {
        line: {
          es: '¿Y cómo te sentiste después de la última vez que corriste?',
          en: 'And how did you feel after the last time you ran?',
        },
        expects: ['tener agujetas', 'sudar', 'lesionarse'],
      },
      {
        line: {
          es: '¿Prefieres entrenar solo o con alguien que te ayude?',
          en: 'Do you prefer to train alone or with someone who helps you?',
        },
        expects: ['el entrenador personal', 'la constancia'],
      },
    ],
    closing: {
      es: 'Muy bien. Empezamos con veinte minutos de bici. ¡Vamos!',
      en: 'Very good. We will start with twenty minutes on the bike. Let’s go!',
    },
    listening: {
      line: {
        es: 'Marta dejó de fumar hace dos años y ahora sigue corriendo tres veces por semana.',
        en: 'Marta gave up smoking two years ago and now she still runs three times a week.',
      },
      question: { es: '¿Cuántas veces por semana corre Marta?', en: 'How many times a week does Marta run?' },
      answers: ['tres veces', 'tres'],
    },
    grammarUse: {
      phrases: ['dejar de', 'deje de', 'he dejado de', 'dejo de', 'sigo', 'sigue', 'sigues', 'seguir'],
    },
  },
  'lesson-b1-23': {
    role: { es: 'tu compañero de piso nuevo', en: 'your new flatmate' },
    scene: {
      es: 'Es el primer día de tu nuevo compañero de piso. Viene de otro país.',
      en: 'It is your new flatmate’s first day. He comes from another country.',
    },
    task: {
      es: 'Explícale cómo se separa la basura aquí y dale ideas para tirar menos.',
      en: 'Explain to him how rubbish is sorted here and give him ideas for throwing away less.',
    },
    steps: [
      {
        line: {
          es: 'Oye, ¿dónde tiro estas botellas vacías de vino?',
          en: 'Hey, where do I throw these empty wine bottles?',
        },
        expects: ['el vidrio', 'el contenedor'],
      },
      {
        line: {
          es: '¿Y las cajas de pizza y los yogures? ¿También van ahí?',
          en: 'And the pizza boxes and the yoghurts? Do they go there too?',
        },
        expects: ['el cartón', 'el envase', 'el plástico'],
      },
      {
        line: {
          es: 'En mi país todo va a la misma bolsa. ¿Aquí es diferente?',
          en: 'In my country everything goes in the same bag. Is it different here?',
        },
        expects: ['separar la basura', 'los residuos', 'la basura orgánica'],
      },
      {
        line: {
          es: 'Tengo un microondas viejo y unas pilas. ¿Los tiro a la basura?',
          en: 'I have an old microwave and some batteries. Do I throw them in the bin?',
        },
        expects: ['el punto limpio', 'contaminar'],
      },
      {
        line: {
          es: 'Siempre compro botellas de agua pequeñas. Es más cómodo.',
          en: 'I always buy small bottles of water. It is more convenient.',
        },
        expects: ['de usar y tirar', 'reutilizar'],
      },
    ],
    closing: {
      es: 'Entendido. Mañana compro una botella que pueda rellenar.',
      en: 'Got it. Tomorrow I will buy a bottle I can refill.',
    },
    listening: {
      line: {
        es: 'En nuestro barrio se recoge el cartón los martes y el vidrio los jueves por la noche.',
        en: 'In our neighbourhood cardboard is collected on Tuesdays and glass on Thursday nights.',
      },
      question: { es: '¿Qué día se recoge el vidrio?', en: 'Which day is glass collected?' },
      answers: ['jueves', 'los jueves'],
    },
    grammarUse: {
      phrases: [
        'se separa',
        'se separan',
        'se tira',
        'se tiran',
        'se recicla',
        'se reciclan',
        'se lleva',
        'se llevan',
        'se recoge',
      ],
    },
  },
  'lesson-b1-24': {
    role: { es: 'una periodista de radio', en: 'a radio journalist' },
    scene: {
      es: 'Una periodista de radio te para en la calle para hablar del clima.',
      en: 'A radio journalist stops you in the street to talk about the climate.',
    },
    task: {
      es: 'Describe los cambios que notas, predice qué pasará y di qué harás tú.',
      en: 'Describe the changes you notice, predict what will happen and say what you will do.',
    },
    steps: [
      {
        line: {
          es: 'Buenos días. Hoy hablamos del clima. ¿Qué problema le preocupa más?',
          en: 'Good morning. Today we are talking about the climate. Which problem worries you most?',
        },
        expects: ['la contaminación', 'la huella de carbono', 'el efecto invernadero'],
      },
      {
        line: {
          es: 'Este verano ha sido el más caluroso de la historia. ¿Lo ha notado?',
          en: 'This summer has been the hottest on record. Have you noticed?',
        },
        expects: ['la ola de calor', 'la falta de lluvia'],
      },
      {
        line: {
          es: '¿Qué pasará en las ciudades de la costa si no hacemos nada?',
          en: 'What will happen to coastal cities if we do nothing?',
        },
        expects: ['el nivel del mar', 'las inundaciones'],
      },
      {
        line: {
          es: '¿Y qué debería hacer el gobierno, en su opinión?',
          en: 'And what should the government do, in your opinion?',
        },
        expects: ['la energía renovable', 'el coche eléctrico', 'tan pronto como'],
      },
      {
        line: {
          es: '¿Y usted? ¿Qué hará en casa para ayudar?',
          en: 'And you? What will you do at home to help?',
        },
        expects: ['ahorrar energía', 'cuando haya'],
      },
    ],
    closing: {
      es: 'Muchas gracias por su opinión. ¡Ojalá le escuchen!',
      en: 'Thank you very much for your opinion. Let’s hope they listen to you!',
    },
    listening: {
      line: {
        es: 'Cuando haya más energía renovable, las facturas de la luz serán más baratas.',
        en: 'When there is more renewable energy, electricity bills will be cheaper.',
      },
      question: { es: '¿Qué será más barato?', en: 'What will be cheaper?' },
      answers: ['las facturas de la luz', 'facturas', 'la luz'],
    },
    grammarUse: { tenses: ['present-subjunctive', 'future'] },
  },
  'lesson-b1-25': {
    role: { es: 'la coordinadora de la asociación', en: 'the association’s coordinator' },
    scene: {
      es: 'Estamos en el local de una asociación de tu barrio que ayuda a familias.',
      en: 'We are at the premises of an association in your neighbourhood that helps families.',
    },
    task: {
      es: 'Explica por qué quieres ayudar, elige un proyecto y propón ideas para conseguir dinero.',
      en: 'Explain why you want to help, choose a project and suggest ideas for raising money.',
    },
    steps: [
      {
        line: {
          es: 'Hola, bienvenido. ¿Por qué quieres hacer voluntariado con nosotros?',
          en: 'Hello, welcome. Why do you want to volunteer with us?',
        },
        expects: ['hacerse voluntario', 'el voluntariado', 'solidario'],
      },
      {
        line: {
          es: 'Tenemos varios proyectos en el barrio. ¿Cuál te interesa más?',
          en: 'We have several projects in the neighbourhood. Which one interests you most?',
        },
        expects: ['el comedor social', 'las personas sin hogar', 'el banco de alimentos'],
      },
      {
        line: {
          es: '¿Cuántas horas a la semana podrías estar con nosotros?',
          en: 'How many hours a week could you be with us?',
        },
        expects: ['dedicar tiempo', 'colaborar'],
      },
      {
        line: {
          es: 'Este invierno necesitamos dinero para comprar mantas. ¿Se te ocurre algo?',
          en: 'This winter we need money to buy blankets. Can you think of anything?',
        },
        expects: ['recaudar fondos', 'donar', 'la ONG'],
      },
      {
        line: {
          es: '¿Por qué crees que es importante que la gente ayude?',
          en: 'Why do you think it is important for people to help?',
        },
        expects: ['la asociación', 'solidario'],
      },
    ],
    closing: {
      es: 'Gracias por venir. Te esperamos el sábado a las diez en el comedor.',
      en: 'Thank you for coming. We will see you on Saturday at ten at the dining hall.',
    },
    listening: {
      line: {
        es: 'Recogemos comida todos los sábados para que ninguna familia del barrio pase hambre.',
        en: 'We collect food every Saturday so that no family in the neighbourhood goes hungry.',
      },
      question: { es: '¿Qué día recogen comida?', en: 'Which day do they collect food?' },
      answers: ['sabados', 'los sabados', 'todos los sabados'],
    },
    grammarUse: { phrases: ['para que'] },
  },
};
