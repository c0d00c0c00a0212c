import type { LessonScript } from '../types';

/** C1 unit 5: how each lesson on negotiating, conflicts, speculation, science and humour is played. */
export const C1_UNIT_5_SCRIPTS: Readonly<Record<string, LessonScript>> = {
  'lesson-c1-16': {
    role: { es: 'una directora de compras', en: 'a purchasing director' },
    scene: {
      es: 'Tu empresa quiere venderle mil colchones a mi cadena de hoteles y negociamos el precio.',
      en: 'Your company wants to sell a thousand mattresses to my hotel chain and we are negotiating the price.',
    },
    task: {
      es: 'Consigue el contrato sin bajar demasiado el precio.',
      en: 'Win the contract without lowering the price too much.',
    },
    steps: [
      {
        line: {
          es: 'Su precio es un quince por ciento más alto que el de la competencia.',
          en: 'Your price is fifteen per cent higher than the competition’s.',
        },
        expects: ['el descuento por volumen', 'el margen de maniobra', 'no podemos bajar de'],
      },
      {
        line: {
          es: 'Necesitamos los colchones antes de la temporada alta, es decir, en abril.',
          en: 'We need the mattresses before the high season, that is, in April.',
        },
        expects: ['el plazo de entrega', 'siempre y cuando', 'la cláusula de penalización'],
      },
      {
        line: {
          es: 'Le propongo pagar la mitad ahora y la otra mitad dentro de un año.',
          en: 'I propose paying half now and the other half in a year’s time.',
        },
        expects: ['a cambio de', 'la concesión'],
      },
      {
        line: {
          es: 'Así no avanzamos. Llevamos una hora sin ponernos de acuerdo.',
          en: 'We are getting nowhere like this. We have spent an hour without agreeing.',
        },
        expects: ['el punto muerto', 'poner las cartas sobre la mesa'],
      },
      {
        line: {
          es: 'Está bien. ¿Cuál es su última palabra?',
          en: 'All right. What is your final word?',
        },
        expects: ['cerrar un trato', 'salir ganando'],
      },
    ],
    closing: {
      es: 'De acuerdo, trato hecho. Mañana le envío el contrato para que lo revise.',
      en: 'Agreed, it’s a deal. Tomorrow I will send you the contract for you to review.',
    },
    listening: {
      line: {
        es: 'Podríamos rebajar el precio un 8 %, siempre y cuando el pedido supere las 500 unidades.',
        en: 'We could lower the price by 8 %, provided that the order exceeds 500 units.',
      },
      question: {
        es: '¿Cuántas unidades tiene que superar el pedido?',
        en: 'How many units must the order exceed?',
      },
      answers: ['500', '500 unidades'],
    },
    grammarUse: {
      tenses: ['present-subjunctive'],
      phrases: ['siempre y cuando', 'a condicion de que', 'con tal de que'],
    },
  },
  'lesson-c1-17': {
    role: { es: 'tu vecino del piso de arriba', en: 'your upstairs neighbour' },
    scene: {
      es: 'Vivo encima de ti y llevas semanas quejándote del ruido de mi estudio de música.',
      en: 'I live above you and you have been complaining for weeks about the noise from my music studio.',
    },
    task: {
      es: 'Resuelve el conflicto sin discutir: escucha, reformula y propón un acuerdo.',
      en: 'Resolve the conflict without arguing: listen, reframe and propose an agreement.',
    },
    steps: [
      {
        line: {
          es: '¡Otra nota en mi puerta! Yo también tengo derecho a trabajar en mi casa.',
          en: 'Another note on my door! I have the right to work in my own home too.',
        },
        expects: ['no es mi intención', 'el malentendido', 'ponerse en el lugar de'],
      },
      {
        line: {
          es: 'La semana pasada llamaste a la policía. Eso me sentó fatal.',
          en: 'Last week you called the police. That really upset me.',
        },
        expects: ['echar leña al fuego', 'limar asperezas', 'rencoroso'],
      },
      {
        line: {
          es: 'Yo no pienso dejar de tocar. Es mi trabajo.',
          en: 'I am not going to stop playing. It is my job.',
        },
        expects: ['dar su brazo a torcer', 'llegar a un término medio'],
      },
      {
        line: {
          es: '¿Y si no nos ponemos de acuerdo? ¿Qué hacemos entonces?',
          en: 'And if we do not agree? What do we do then?',
        },
        expects: ['la mediación', 'las normas de convivencia'],
      },
      {
        line: {
          es: 'Vale, me parece razonable. ¿Empezamos de cero?',
          en: 'OK, that seems reasonable. Shall we start again from scratch?',
        },
        expects: ['hacer las paces', 'tender puentes'],
      },
    ],
    closing: {
      es: 'Trato hecho. El sábado te invito a mi concierto, así oyes mi música de cerca.',
      en: 'Deal. On Saturday I am inviting you to my concert, so you can hear my music up close.',
    },
    listening: {
      line: {
        es: 'La mediadora propuso un término medio: música hasta las nueve y silencio total los domingos.',
        en: 'The mediator proposed a compromise: music until nine and total silence on Sundays.',
      },
      question: {
        es: '¿Hasta qué hora se podrá tocar música?',
        en: 'Until what time can music be played?',
      },
      answers: ['nueve', 'las nueve', 'hasta las nueve'],
    },
    grammarUse: { tenses: ['present-subjunctive'], phrases: ['no es que'] },
  },
  'lesson-c1-18': {
    role: { es: 'una compañera de la oficina', en: 'a colleague from the office' },
    scene: {
      es: 'Esta mañana el director no ha venido y su despacho estaba abierto y vacío.',
      en: 'This morning the director did not come in and his office was open and empty.',
    },
    task: {
      es: 'Haz hipótesis conmigo sobre lo que ha pasado.',
      en: 'Make hypotheses with me about what has happened.',
    },
    steps: [
      {
        line: {
          es: '¿Tú qué crees que ha pasado? Nunca falta sin avisar.',
          en: 'What do you think has happened? He never misses work without warning.',
        },
        expects: ['deber de', 'debe de haber sido', 'tiene que haber una explicación'],
      },
      {
        line: {
          es: 'Mira, se ha dejado el portátil. Eso es muy raro en él.',
          en: 'Look, he has left his laptop behind. That is very unusual for him.',
        },
        expects: ['a juzgar por', 'cabe suponer que', 'hacer conjeturas'],
      },
      {
        line: {
          es: 'Dicen que mañana empieza la auditoría. ¿Tendrá algo que ver?',
          en: 'They say the audit starts tomorrow. Could it have anything to do with it?',
        },
        expects: ['está por ver', 'has de saber que'],
      },
      {
        line: {
          es: 'Aquí hay un correo suyo larguísimo. ¿Qué dice, en resumen?',
          en: 'Here is a very long email from him. What does it say, in short?',
        },
        expects: ['viene a decir', 'haber de'],
      },
      {
        line: {
          es: 'También hay un billete de avión a Lisboa. ¿Cuánto costará algo así?',
          en: 'There is also a plane ticket to Lisbon. How much would something like that cost?',
        },
        expects: ['venir a costar', 'a lo sumo'],
      },
    ],
    closing: {
      es: '¡Ah, mira! Acaba de escribir: está en Lisboa, en un congreso. Misterio resuelto.',
      en: 'Oh, look! He has just written: he is in Lisbon, at a conference. Mystery solved.',
    },
    listening: {
      line: {
        es: 'El director debe de estar en Lisboa: el congreso empieza hoy y ha de dar una conferencia.',
        en: 'The director must be in Lisbon: the conference starts today and he is to give a talk.',
      },
      question: { es: '¿Dónde debe de estar el director?', en: 'Where must the director be?' },
      answers: ['lisboa', 'en lisboa'],
    },
    grammarUse: {
      phrases: [
        'debe de',
        'deben de',
        'debia de',
        'debio de',
        'ha de',
        'han de',
        'has de',
        'he de',
        'viene a',
      ],
    },
  },
  'lesson-c1-19': {
    role: { es: 'un periodista de radio', en: 'a radio journalist' },
    scene: {
      es: 'Tu equipo ha publicado un estudio sobre el café y la memoria, y te entrevisto en la radio.',
      en: 'Your team has published a study on coffee and memory, and I am interviewing you on the radio.',
    },
    task: {
      es: 'Explica el estudio a los oyentes con palabras sencillas.',
      en: 'Explain the study to the listeners in simple words.',
    },
    steps: [
      {
        line: {
          es: 'Gracias por venir. ¿Qué han descubierto, en pocas palabras?',
          en: 'Thank you for coming. What have you discovered, in a nutshell?',
        },
        expects: ['el hallazgo', 'la divulgación científica', 'en otras palabras'],
      },
      {
        line: {
          es: '¿Cómo saben que el efecto se debe al café y no a otra cosa?',
          en: 'How do you know the effect is due to coffee and not to something else?',
        },
        expects: ['el grupo de control', 'esto es', 'mejor dicho'],
      },
      {
        line: {
          es: 'Entonces, el café mejora la memoria. ¿Es eso?',
          en: 'So coffee improves memory. Is that it?',
        },
        expects: ['la correlación', 'la causalidad', 'o lo que es lo mismo'],
      },
      {
        line: {
          es: '¿Y hasta qué punto son fiables esos resultados?',
          en: 'And how far can those results be trusted?',
        },
        expects: ['el margen de error', 'la revisión por pares'],
      },
      {
        line: {
          es: 'Última pregunta: ¿tomamos más café o no?',
          en: 'Last question: should we drink more coffee or not?',
        },
        expects: ['vamos, que'],
      },
    ],
    closing: {
      es: 'Clarísimo. Gracias por explicarnos la ciencia sin complicarnos la vida.',
      en: 'Crystal clear. Thank you for explaining the science without making it complicated for us.',
    },
    listening: {
      line: {
        es: 'El estudio, con 300 voluntarios, encontró una correlación, o sea, una relación, pero no una causa.',
        en: 'The study, with 300 volunteers, found a correlation, that is, a relationship, but not a cause.',
      },
      question: {
        es: '¿Cuántos voluntarios participaron en el estudio?',
        en: 'How many volunteers took part in the study?',
      },
      answers: ['300', '300 voluntarios'],
    },
    grammarUse: {
      phrases: ['es decir', 'o sea', 'mejor dicho', 'esto es', 'o lo que es lo mismo', 'en otras palabras'],
    },
  },
  'lesson-c1-20': {
    role: { es: 'tu amigo Dani, un bromista', en: 'your friend Dani, a joker' },
    scene: {
      es: 'Volvemos juntos de la boda de tu prima, donde pasaron cosas muy graciosas.',
      en: 'We are coming back together from your cousin’s wedding, where some very funny things happened.',
    },
    task: {
      es: 'Comenta la boda conmigo y responde a mis bromas con humor.',
      en: 'Talk about the wedding with me and answer my jokes with humour.',
    },
    steps: [
      {
        line: {
          es: '¡Vaya boda! ¿Qué tal te lo pasaste tú?',
          en: 'What a wedding! Did you have a good time?',
        },
        expects: ['pasarlo bomba', 'partirse de risa', 'ser la monda'],
      },
      {
        line: {
          es: 'Oye, ¿viste la cara de tu tío cuando se cayó la tarta? ¡Qué desastre!',
          en: 'Hey, did you see your uncle’s face when the cake fell? What a disaster!',
        },
        expects: ['liarla', 'el humor negro', 'no estar para bromas'],
      },
      {
        line: {
          es: 'Por cierto, dicen que bailaste fatal… ¡Es broma!',
          en: 'By the way, they say you danced terribly… Just kidding!',
        },
        expects: ['quedarse con alguien', 'tomárselo a broma', 'ir de farol'],
      },
      {
        line: {
          es: 'Tu prima dijo que algunos bebieron demasiado, y miraba a tu hermano.',
          en: 'Your cousin said some people drank too much, and she was looking at your brother.',
        },
        expects: ['la indirecta', 'hacerse el tonto'],
      },
      {
        line: {
          es: 'El discurso del novio fue buenísimo, ¿a que sí?',
          en: 'The groom’s speech was brilliant, wasn’t it?',
        },
        expects: ['tener chispa'],
      },
    ],
    closing: {
      es: 'Ja, ja. Contigo no hay quien se aburra. ¡Hasta la próxima boda!',
      en: 'Ha ha. Nobody could get bored with you. See you at the next wedding!',
    },
    listening: {
      line: {
        es: 'Mi hermano la lio en la boda: se tomó la fiesta a broma y llegó dos horas tarde.',
        en: 'My brother messed things up at the wedding: he took the party as a joke and arrived two hours late.',
      },
      question: { es: '¿Con cuánto retraso llegó el hermano?', en: 'How late did the brother arrive?' },
      answers: ['dos horas', 'dos'],
    },
    grammarUse: {
      phrases: [
        'pasarlo',
        'lo pase',
        'lo pasamos',
        'la lio',
        'liarla',
        'tomarselo',
        'se lo tomo',
        'me lo tome',
      ],
    },
  },
};
