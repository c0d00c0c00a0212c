import type { LessonScript } from '../types';

/** Unit 6: how each lesson about connectors, nominalisation and relatives is played. */
export const B2_UNIT_6_SCRIPTS: Readonly<Record<string, LessonScript>> = {
  'lesson-b2-20': {
    role: { es: 'una vecina jubilada', en: 'a retired neighbour' },
    scene: {
      es: 'Nos encontramos en la cola del supermercado y los precios han vuelto a subir.',
      en: 'We meet in the supermarket queue and prices have gone up again.',
    },
    task: {
      es: 'Compara los precios con los sueldos y explícame cómo te organizas.',
      en: 'Compare prices with wages and explain to me how you manage.',
    },
    steps: [
      {
        line: {
          es: '¡Mira el tique! Cincuenta euros y casi no llevo nada.',
          en: 'Look at the receipt! Fifty euros and I am hardly carrying anything.',
        },
        expects: ['la cesta de la compra', 'encarecerse', 'la inflación'],
      },
      {
        line: {
          es: 'Y los sueldos no suben igual, ¿verdad?',
          en: 'And wages do not go up the same way, do they?',
        },
        expects: ['mientras que', 'el poder adquisitivo', 'por consiguiente'],
      },
      {
        line: {
          es: '¿Y tú cómo lo llevas? ¿Te alcanza el sueldo?',
          en: 'And how are you coping? Does your salary go far enough?',
        },
        expects: ['llegar a fin de mes', 'a pesar de que', 'apretarse el cinturón'],
      },
      {
        line: { es: '¿En qué has recortado este año?', en: 'What have you cut back on this year?' },
        expects: ['el gasto', 'aun así'],
      },
      {
        line: {
          es: 'Dicen que el año que viene todo bajará. ¿Tú te lo crees?',
          en: 'They say everything will come down next year. Do you believe it?',
        },
        expects: ['por el contrario'],
      },
    ],
    closing: {
      es: 'Bueno, paciencia. Por lo menos hoy el pan estaba de oferta.',
      en: 'Well, patience. At least the bread was on offer today.',
    },
    listening: {
      line: {
        es: 'A pesar de que gano más que el año pasado, llego peor a fin de mes por el alquiler.',
        en: 'Even though I earn more than last year, I find it harder to make ends meet because of the rent.',
      },
      question: {
        es: '¿Por qué llega peor a fin de mes?',
        en: 'Why does the speaker find it harder to make ends meet?',
      },
      answers: ['el alquiler', 'alquiler'],
    },
    grammarUse: {
      phrases: ['a pesar de que', 'mientras que', 'por el contrario', 'por consiguiente', 'aun asi'],
    },
  },
  'lesson-b2-21': {
    role: { es: 'un encuestador', en: 'a market researcher' },
    scene: {
      es: 'Te paro en la calle para hacerte una encuesta sobre hábitos de consumo.',
      en: 'I stop you in the street to do a survey on shopping habits.',
    },
    task: {
      es: 'Contesta a mis preguntas y explica siempre por qué compras lo que compras.',
      en: 'Answer my questions and always explain why you buy what you buy.',
    },
    steps: [
      {
        line: {
          es: '¿Compra usted marcas conocidas o productos más baratos? ¿Por qué?',
          en: 'Do you buy well-known brands or cheaper products? Why?',
        },
        expects: ['la marca blanca', 'ya que', 'salir caro'],
      },
      {
        line: {
          es: '¿Alguna vez compra cosas que luego no necesita?',
          en: 'Do you ever buy things that you then do not need?',
        },
        expects: ['la compra compulsiva', 'darse un capricho', 'el consumismo'],
      },
      {
        line: {
          es: 'Cuando se le estropea el móvil, ¿lo arregla o compra otro?',
          en: 'When your mobile breaks down, do you repair it or buy another one?',
        },
        expects: ['la obsolescencia programada', 'puesto que'],
      },
      {
        line: {
          es: '¿Y la ropa o los muebles? ¿Los compra siempre nuevos?',
          en: 'And clothes or furniture? Do you always buy them new?',
        },
        expects: ['de segunda mano', 'dado que'],
      },
      {
        line: {
          es: 'Última pregunta: ¿dónde prefiere comprar, y cómo paga las cosas caras?',
          en: 'Last question: where do you prefer to shop, and how do you pay for expensive things?',
        },
        expects: ['el comercio local', 'a plazos'],
      },
    ],
    closing: {
      es: 'Muchas gracias por su tiempo. Aquí tiene un vale de descuento.',
      en: 'Thank you very much for your time. Here is a discount voucher.',
    },
    listening: {
      line: {
        es: 'Como la lavadora se estropeó a los tres años, esta vez la he comprado de segunda mano.',
        en: 'As the washing machine broke down after three years, this time I have bought one second-hand.',
      },
      question: { es: '¿Cuántos años duró la lavadora?', en: 'How many years did the washing machine last?' },
      answers: ['tres', 'tres años'],
    },
    grammarUse: { phrases: ['ya que', 'puesto que', 'dado que'] },
  },
  'lesson-b2-22': {
    role: { es: 'el editor de un periódico digital', en: 'the editor of an online newspaper' },
    scene: {
      es: 'Eres periodista en prácticas y preparamos los titulares de la edición de mañana.',
      en: 'You are an intern journalist and we are preparing the headlines for tomorrow’s edition.',
    },
    task: {
      es: 'Convierte cada noticia que te cuento en un titular breve con un sustantivo.',
      en: 'Turn each piece of news I tell you into a short headline with a noun.',
    },
    steps: [
      {
        line: {
          es: 'Primera noticia: el Gobierno sube un diez por ciento el precio de la luz.',
          en: 'First item: the Government raises the price of electricity by ten per cent.',
        },
        expects: ['la subida', 'el aumento'],
      },
      {
        line: {
          es: 'Segunda: la ministra de Sanidad ha dimitido esta mañana.',
          en: 'Second: the Health Minister resigned this morning.',
        },
        expects: ['la dimisión'],
      },
      {
        line: {
          es: 'Tercera: una fábrica de Valencia cierra y despide a doscientos trabajadores.',
          en: 'Third: a factory in Valencia closes and lays off two hundred workers.',
        },
        expects: ['el cierre', 'el despido'],
      },
      {
        line: {
          es: 'Cuarta: el paro baja por tercer mes consecutivo.',
          en: 'Fourth: unemployment falls for the third month in a row.',
        },
        expects: ['el descenso', 'la reducción'],
      },
      {
        line: {
          es: 'Quinta: el Congreso aprueba la ley de vivienda y recorta el presupuesto de cultura.',
          en: 'Fifth: Parliament passes the housing law and cuts the culture budget.',
        },
        expects: ['la aprobación', 'el recorte'],
      },
      {
        line: {
          es: 'Y la última: la policía detiene a un ladrón y Sanidad retira un lote de leche.',
          en: 'And the last one: the police arrest a thief and the health authority recalls a batch of milk.',
        },
        expects: ['la detención', 'la retirada'],
      },
    ],
    closing: {
      es: 'Buen trabajo. Con estos titulares, la portada de mañana queda perfecta.',
      en: 'Good work. With these headlines, tomorrow’s front page is perfect.',
    },
    listening: {
      line: {
        es: 'El cierre de la fábrica de Valencia supone el despido de doscientos trabajadores.',
        en: 'The closure of the factory in Valencia means the dismissal of two hundred workers.',
      },
      question: { es: '¿Cuántos trabajadores pierden su empleo?', en: 'How many workers lose their jobs?' },
      answers: ['doscientos'],
    },
    grammarUse: {
      phrases: [
        'la subida',
        'el aumento',
        'el descenso',
        'la reduccion',
        'la dimision',
        'el despido',
        'el cierre',
        'la aprobacion',
        'el recorte',
        'la detencion',
        'la retirada',
        'la puesta en marcha',
      ],
    },
  },
  'lesson-b2-23': {
    role: { es: 'tu tío', en: 'your uncle' },
    scene: {
      es: 'Estamos en una comida familiar y te enseño un vídeo que me han mandado al móvil.',
      en: 'We are at a family lunch and I show you a video someone has sent to my phone.',
    },
    task: {
      es: 'Explícale a tu tío por qué la noticia puede ser falsa y cómo comprobarla.',
      en: 'Explain to your uncle why the story may be false and how to check it.',
    },
    steps: [
      {
        line: {
          es: '¡Mirad esto! El alcalde ha dimitido por un escándalo. ¡Ya lo ha visto un millón de personas!',
          en: 'Look at this! The mayor has resigned over a scandal. A million people have already seen it!',
        },
        expects: ['hacerse viral', 'habría dimitido', 'al parecer'],
      },
      {
        line: {
          es: '¿Cómo que no es verdad? ¡Lo dice esta página!',
          en: 'What do you mean it is not true? This website says so!',
        },
        expects: ['la fuente fiable', 'sensacionalista', 'el sesgo'],
      },
      {
        line: {
          es: '¿Y cómo sabes tú lo que es cierto y lo que no?',
          en: 'And how do you know what is true and what is not?',
        },
        expects: ['contrastar', 'la verificación de datos', 'según fuentes oficiales'],
      },
      {
        line: {
          es: 'Pues el ayuntamiento todavía no ha dicho nada.',
          en: 'Well, the town hall has not said anything yet.',
        },
        expects: ['desmentir', 'el bulo'],
      },
      {
        line: {
          es: 'Vale, vale. Pero ¿por qué alguien inventaría algo así?',
          en: 'OK, OK. But why would anyone make something like that up?',
        },
        expects: ['la desinformación'],
      },
    ],
    closing: {
      es: 'Tienes razón. La próxima vez lo compruebo antes de mandarlo al grupo de la familia.',
      en: 'You are right. Next time I will check it before sending it to the family group.',
    },
    listening: {
      line: {
        es: 'Según fuentes oficiales, el incendio habría empezado en la cocina de un restaurante del puerto.',
        en: 'According to official sources, the fire reportedly started in the kitchen of a restaurant in the harbour.',
      },
      question: { es: '¿Dónde habría empezado el incendio?', en: 'Where did the fire reportedly start?' },
      answers: ['en la cocina', 'cocina', 'restaurante'],
    },
    grammarUse: { tenses: ['conditional'], phrases: ['habria', 'habrian', 'segun'] },
  },
  'lesson-b2-24': {
    role: { es: 'otra guía turística', en: 'another tour guide' },
    scene: {
      es: 'Preparamos juntos una ruta de arquitectura para un grupo de turistas.',
      en: 'We are preparing an architecture route together for a group of tourists.',
    },
    task: {
      es: 'Describe los edificios y las obras de la ruta con en el que, a la que o a quien.',
      en: 'Describe the buildings and works on the route with en el que, a la que or a quien.',
    },
    steps: [
      {
        line: {
          es: '¿Por dónde empezamos? ¿Cuál es el edificio más importante de la ciudad?',
          en: 'Where shall we start? Which is the most important building in the city?',
        },
        expects: ['la obra maestra', 'el arquitecto', 'a quien'],
      },
      {
        line: {
          es: 'Háblame de la catedral. ¿Qué se ve desde la plaza?',
          en: 'Tell me about the cathedral. What can be seen from the square?',
        },
        expects: ['la fachada', 'la cúpula', 'por la que'],
      },
      {
        line: {
          es: 'Creo que la catedral estuvo cerrada unos años, ¿no?',
          en: 'I think the cathedral was closed for a few years, wasn’t it?',
        },
        expects: ['restaurar', 'en el que'],
      },
      {
        line: { es: '¿Y qué enseñamos en la parte moderna?', en: 'And what do we show in the modern part?' },
        expects: ['el rascacielos', 'a la que'],
      },
      {
        line: {
          es: 'Para terminar, algo de arte callejero. ¿Conoces alguna obra?',
          en: 'To finish, some street art. Do you know any work?',
        },
        expects: ['el mural', 'con el que'],
      },
    ],
    closing: {
      es: 'Genial, la ruta queda preciosa. Mañana la probamos con el primer grupo.',
      en: 'Great, the route looks lovely. Tomorrow we will try it with the first group.',
    },
    listening: {
      line: {
        es: 'La catedral, cuya cúpula se ve desde todo el barrio, es el edificio en el que se casaron mis abuelos.',
        en: 'The cathedral, whose dome can be seen from the whole neighbourhood, is the building where my grandparents got married.',
      },
      question: { es: '¿Quiénes se casaron en la catedral?', en: 'Who got married in the cathedral?' },
      answers: ['mis abuelos', 'abuelos'],
    },
    grammarUse: {
      phrases: [
        'en el que',
        'en la que',
        'en los que',
        'al que',
        'a la que',
        'con el que',
        'con la que',
        'por el que',
        'por la que',
        'a quien',
        'a quienes',
      ],
    },
  },
};
