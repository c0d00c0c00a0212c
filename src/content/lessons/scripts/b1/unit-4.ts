import type { LessonScript } from '../types';

/** B1 unit 4: how each lesson about work is played. */
export const B1_UNIT_4_SCRIPTS: Readonly<Record<string, LessonScript>> = {
  'lesson-b1-11': {
    role: { es: 'una orientadora laboral', en: 'a careers adviser' },
    scene: {
      es: 'Estamos en una oficina de empleo. Vienes a pedir ayuda para encontrar trabajo.',
      en: 'We are at a job centre. You have come to ask for help finding work.',
    },
    task: {
      es: 'Explica qué trabajo buscas, comprueba los requisitos y di cómo vas a solicitarlo.',
      en: 'Explain what job you are looking for, check the requirements and say how you will apply.',
    },
    steps: [
      {
        line: {
          es: 'Hola, siéntate. ¿Qué tipo de trabajo buscas y dónde has buscado hasta ahora?',
          en: 'Hello, sit down. What kind of job are you looking for and where have you looked so far?',
        },
        expects: ['la oferta de empleo', 'la bolsa de trabajo', 'a media jornada'],
      },
      {
        line: {
          es: 'Mira esta oferta de una agencia de viajes. ¿Cumples lo que piden?',
          en: 'Look at this offer from a travel agency. Do you meet what they ask for?',
        },
        expects: ['el requisito', 'la formación', 'el candidato'],
      },
      {
        line: {
          es: 'Para presentarte al puesto tienes que mandar dos documentos. ¿Sabes cuáles?',
          en: 'To apply for the position you have to send two documents. Do you know which ones?',
        },
        expects: ['solicitar', 'la solicitud', 'la carta de presentación', 'enviar el currículum'],
      },
      {
        line: {
          es: 'La empresa quiere a alguien que pueda empezar pronto. ¿Cuándo podrías empezar?',
          en: 'The company wants someone who can start soon. When could you start?',
        },
        expects: ['la disponibilidad', 'incorporarse'],
      },
    ],
    closing: {
      es: 'Muy bien. Envía la solicitud hoy mismo y cuéntame qué te dicen.',
      en: 'Very good. Send the application today and tell me what they say.',
    },
    listening: {
      line: {
        es: 'Buscamos una persona que hable inglés y francés para una tienda donde hay muchos turistas.',
        en: 'We are looking for a person who speaks English and French for a shop where there are many tourists.',
      },
      question: {
        es: '¿Qué idiomas tiene que hablar la persona?',
        en: 'Which languages must the person speak?',
      },
      answers: ['ingles y frances', 'ingles', 'frances'],
    },
    grammarUse: {
      phrases: ['donde trabajo', 'empresa donde', 'empresa que', 'trabajo que', 'oferta que', 'puesto que'],
      tenses: ['present-subjunctive'],
    },
  },
  'lesson-b1-12': {
    role: { es: 'la jefa de equipo', en: 'the team leader' },
    scene: {
      es: 'Es lunes a las nueve y empieza la reunión semanal del equipo.',
      en: 'It is Monday at nine and the weekly team meeting is starting.',
    },
    task: {
      es: 'Participa en la reunión: opina sobre las propuestas, pide más tiempo y resume lo decidido.',
      en: 'Take part in the meeting: give your view on the proposals, ask for more time and sum up the decisions.',
    },
    steps: [
      {
        line: {
          es: 'Buenos días. Antes de empezar, ¿quién escribe hoy lo que decidamos?',
          en: 'Good morning. Before we start, who is writing down what we decide today?',
        },
        expects: ['tomar notas', 'convocar', 'el informe'],
      },
      {
        line: {
          es: 'Quiero que trabajemos desde casa los viernes. ¿Tú qué opinas?',
          en: 'I want us to work from home on Fridays. What do you think?',
        },
        expects: ['estar a favor', 'estar en contra', 'proponer'],
      },
      {
        line: {
          es: 'El cliente necesita el informe el día diez, pero vamos muy retrasados.',
          en: 'The client needs the report on the tenth, but we are very behind.',
        },
        expects: ['la fecha límite', 'aplazar', 'es necesario que'],
      },
      {
        line: {
          es: '¿Y qué podemos hacer por los compañeros que empiezan la semana que viene?',
          en: 'And what can we do for the colleagues who start next week?',
        },
        expects: ['para que', 'proponer'],
      },
      {
        line: {
          es: 'Se nos acaba el tiempo. ¿Puedes resumir lo que hemos decidido?',
          en: 'We are running out of time. Can you sum up what we have decided?',
        },
        expects: ['resumir', 'ponerse de acuerdo'],
      },
    ],
    closing: {
      es: 'Gracias a todos. Nos vemos el lunes que viene a la misma hora.',
      en: 'Thank you, everyone. See you next Monday at the same time.',
    },
    listening: {
      line: {
        es: 'La reunión con el cliente se ha aplazado al jueves porque el informe no está terminado.',
        en: 'The meeting with the client has been postponed to Thursday because the report is not finished.',
      },
      question: { es: '¿Qué día es ahora la reunión?', en: 'What day is the meeting now?' },
      answers: ['jueves'],
    },
    grammarUse: { tenses: ['present-subjunctive'] },
  },
  'lesson-b1-13': {
    role: { es: 'un compañero de trabajo', en: 'a colleague' },
    scene: {
      es: 'Estamos en la cafetería de la oficina. Pareces muy cansado últimamente.',
      en: 'We are in the office cafeteria. You have looked very tired lately.',
    },
    task: {
      es: 'Explícame tus problemas en el trabajo y reacciona a mis consejos.',
      en: 'Explain your problems at work to me and react to my advice.',
    },
    steps: [
      {
        line: {
          es: '¿Qué te pasa? Llevas toda la semana con muy mala cara.',
          en: 'What is wrong? You have looked awful all week.',
        },
        expects: ['lo que pasa es que', 'la carga de trabajo', 'agobiado'],
      },
      {
        line: {
          es: '¿Y te pagan las horas que trabajas de más?',
          en: 'And do they pay you for the extra hours you work?',
        },
        expects: ['las horas extra', 'estar harto de', 'estar quemado'],
      },
      {
        line: {
          es: '¿Qué tal con el jefe nuevo? Dicen que tiene mucho carácter.',
          en: 'How are things with the new boss? They say he has a strong temper.',
        },
        expects: ['el malentendido', 'el conflicto', 'el ambiente de trabajo'],
      },
      {
        line: {
          es: '¿Has pensado en dejar la empresa? Ahora hay bastantes ofertas.',
          en: 'Have you thought about leaving the company? There are quite a lot of offers now.',
        },
        expects: ['dimitir', 'despedir'],
      },
      {
        line: {
          es: 'Si quieres, te ayudo con el proyecto de esta semana.',
          en: 'If you like, I will help you with this week’s project.',
        },
        expects: ['ir con retraso', 'lo que pasa es que'],
      },
    ],
    closing: {
      es: 'De nada, para eso están los compañeros. Lo que necesitas es descansar.',
      en: 'You are welcome, that is what colleagues are for. What you need is a rest.',
    },
    listening: {
      line: {
        es: 'Lo que más le molesta a Raúl es que su jefe le pide horas extra todos los sábados.',
        en: 'What bothers Raúl most is that his boss asks him to do overtime every Saturday.',
      },
      question: {
        es: '¿Qué día le pide horas extra su jefe?',
        en: 'Which day does his boss ask for overtime?',
      },
      answers: ['sabados', 'los sabados', 'todos los sabados'],
    },
    grammarUse: { phrases: ['lo que'] },
  },
  'lesson-b1-14': {
    role: { es: 'el encargado de la tienda', en: 'the shop manager' },
    scene: {
      es: 'Estamos en una tienda de electrodomésticos. Compraste aquí una cafetera que no funciona.',
      en: 'We are in an electrical appliance shop. You bought a coffee maker here that does not work.',
    },
    task: {
      es: 'Explica el problema, pide un cambio o el dinero y no aceptes un no.',
      en: 'Explain the problem, ask for an exchange or your money back and do not take no for an answer.',
    },
    steps: [
      {
        line: {
          es: 'Buenas tardes, soy el encargado. Me han dicho que tiene usted un problema.',
          en: 'Good afternoon, I am the manager. I have been told you have a problem.',
        },
        expects: ['quejarse de', 'defectuoso', 'la reclamación'],
      },
      {
        line: {
          es: '¿Ha llamado ya a nuestro servicio técnico? Ellos tardan unas tres semanas.',
          en: 'Have you already called our repair service? They take about three weeks.',
        },
        expects: ['la atención al cliente', 'cuanto antes', 'exigir'],
      },
      {
        line: {
          es: 'Entiendo. ¿Qué prefiere entonces: otra cafetera o que le devolvamos el dinero?',
          en: 'I understand. What would you prefer, then: another coffee maker or for us to give you your money back?',
        },
        expects: ['el reembolso', '¿me lo pueden cambiar?'],
      },
      {
        line: {
          es: 'Para eso necesito ver la fecha de compra. ¿La ha traído?',
          en: 'For that I need to see the date of purchase. Have you brought it?',
        },
        expects: ['la factura', 'la garantía'],
      },
      {
        line: {
          es: 'Lo siento, pero sin la caja original no puedo hacer nada.',
          en: 'I am sorry, but without the original box I cannot do anything.',
        },
        expects: ['la hoja de reclamaciones', 'el encargado'],
      },
    ],
    closing: {
      es: 'Bueno, está bien. Se la cambio ahora mismo. Disculpe las molestias.',
      en: 'Well, all right. I will exchange it for you right now. Sorry for the trouble.',
    },
    listening: {
      line: {
        es: 'Si el producto es defectuoso, tiene treinta días para devolverlo con la factura.',
        en: 'If the product is faulty, you have thirty days to return it with the receipt.',
      },
      question: { es: '¿Cuántos días hay para devolverlo?', en: 'How many days are there to return it?' },
      answers: ['treinta', 'treinta dias'],
    },
    grammarUse: {
      phrases: ['me lo', 'me la', 'se lo', 'se la', 'podrian', 'querria', 'podria'],
    },
  },
  'lesson-b1-15': {
    role: { es: 'una amiga', en: 'a friend' },
    scene: {
      es: 'Cenamos en casa de una amiga. Acabas de empezar en un trabajo nuevo.',
      en: 'We are having dinner at a friend’s house. You have just started a new job.',
    },
    task: {
      es: 'Describe la empresa, tu horario, a tus compañeros y lo que más te gusta.',
      en: 'Describe the company, your timetable, your colleagues and what you like most.',
    },
    steps: [
      {
        line: {
          es: '¡Enhorabuena por el trabajo! Cuéntame, ¿cómo es la empresa?',
          en: 'Congratulations on the job! Tell me, what is the company like?',
        },
        expects: ['la sede', 'la plantilla', 'el departamento'],
      },
      {
        line: {
          es: '¿Y qué horario tienes? ¿Tienes que ir a la oficina todos los días?',
          en: 'And what hours do you work? Do you have to go to the office every day?',
        },
        expects: ['el horario flexible', 'trabajar desde casa'],
      },
      {
        line: {
          es: '¿Qué es lo mejor del puesto? ¿Qué te gusta más?',
          en: 'What is the best thing about the position? What do you like most?',
        },
        expects: ['lo que más me gusta', 'todo lo que'],
      },
      {
        line: {
          es: '¿Quién es tu jefa? ¿Es la chica rubia que vi en tu cumpleaños?',
          en: 'Who is your boss? Is she the blonde girl I saw at your birthday party?',
        },
        expects: ['la que', 'los que', 'con la que'],
      },
      {
        line: {
          es: '¿Y crees que vas a poder crecer en esa empresa?',
          en: 'And do you think you will be able to grow in that company?',
        },
        expects: ['el ascenso', 'en el que'],
      },
    ],
    closing: {
      es: 'Me alegro mucho por ti. ¡Por tu nuevo trabajo!',
      en: 'I am really happy for you. To your new job!',
    },
    listening: {
      line: {
        es: 'La oficina donde trabaja Elena está en el centro, al lado de la estación de tren.',
        en: 'The office where Elena works is in the centre, next to the train station.',
      },
      question: { es: '¿Dónde está la oficina de Elena?', en: 'Where is Elena’s office?' },
      answers: ['en el centro', 'centro', 'al lado de la estacion'],
    },
    grammarUse: { phrases: ['lo que', 'la que', 'los que', 'con la que', 'en el que', 'en la que', 'donde'] },
  },
};
