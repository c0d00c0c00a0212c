import { B2_UNIT_4_SCRIPTS } from './b2/unit-4';
import { B2_UNIT_5_SCRIPTS } from './b2/unit-5';
import { B2_UNIT_6_SCRIPTS } from './b2/unit-6';
import { B2_UNIT_7_SCRIPTS } from './b2/unit-7';
import type { LessonScript } from './types';

/** B2: how each lesson is played (the tutor's role, the scene, listening, the grammar point). */
export const B2_SCRIPTS: Readonly<Record<string, LessonScript>> = {
  'lesson-b2-1': {
    role: { es: 'una antigua compañera de colegio', en: 'an old school friend' },
    scene: {
      es: 'Nos encontramos veinte años después en una cena de antiguos alumnos del colegio.',
      en: 'We meet twenty years later at a dinner for former pupils of our school.',
    },
    task: {
      es: 'Cuéntame qué querían de ti tus padres y profesores, y qué deseas ahora.',
      en: 'Tell me what your parents and teachers wanted from you, and what you wish for now.',
    },
    steps: [
      {
        line: {
          es: '¡Cuánto tiempo! ¿Te acuerdas de la profesora Ruiz? Era muy exigente contigo, ¿no?',
          en: 'Long time no see! Do you remember Mrs Ruiz, the teacher? She was very demanding with you, wasn’t she?',
        },
        expects: ['me pidió que', 'era necesario que', 'hiciera'],
      },
      {
        line: {
          es: '¿Y tus padres? ¿Qué querían que estudiaras?',
          en: 'And your parents? What did they want you to study?',
        },
        expects: ['fuera', 'tuviera', 'hiciera'],
      },
      {
        line: {
          es: '¿Te acuerdas del día en que rompimos la ventana? ¿Qué te dijo tu madre?',
          en: 'Do you remember the day we broke the window? What did your mother say to you?',
        },
        expects: ['me pidió que', 'dijera'],
      },
      {
        line: {
          es: '¿Has visto a Jaime, el que ahora sale en la tele? Ni siquiera nos saluda.',
          en: 'Have you seen Jaime, the one who is on TV now? He does not even say hello to us.',
        },
        expects: ['como si'],
      },
      {
        line: {
          es: '¿Y ahora qué tal? ¿Eres feliz con la vida que llevas?',
          en: 'And how are things now? Are you happy with the life you lead?',
        },
        expects: ['ojalá tuviera', 'quisiera', 'pudiera'],
      },
    ],
    closing: {
      es: '¡Qué recuerdos! Tenemos que vernos más a menudo.',
      en: 'What memories! We must see each other more often.',
    },
    listening: {
      line: {
        es: 'Mis padres querían que fuera abogada, pero yo quería ser actriz y vivir en Buenos Aires.',
        en: 'My parents wanted me to be a lawyer, but I wanted to be an actress and live in Buenos Aires.',
      },
      question: {
        es: '¿Qué profesión querían sus padres para ella?',
        en: 'What profession did her parents want for her?',
      },
      answers: ['abogada'],
    },
    grammarUse: { tenses: ['imperfect-subjunctive'] },
  },
  'lesson-b2-2': {
    role: { es: 'una periodista de radio', en: 'a radio journalist' },
    scene: {
      es: 'Estás en un programa de radio sobre decisiones y segundas oportunidades.',
      en: 'You are on a radio programme about decisions and second chances.',
    },
    task: {
      es: 'Contesta a cada pregunta con una frase completa que empiece por si.',
      en: 'Answer each question with a full sentence beginning with si.',
    },
    steps: [
      {
        line: {
          es: 'Empecemos con algo fácil: ¿qué harías si fueras alcalde de tu ciudad?',
          en: 'Let’s start with something easy: what would you do if you were mayor of your city?',
        },
        expects: ['la oportunidad', 'siempre que', 'a menos que'],
      },
      {
        line: {
          es: 'Un oyente quiere dejar su trabajo para viajar un año. ¿Qué le dirías?',
          en: 'A listener wants to leave his job to travel for a year. What would you tell him?',
        },
        expects: ['si fuera tú', 'a menos que', 'en caso de que'],
      },
      {
        line: {
          es: 'Ahora miremos atrás: ¿hay alguna decisión de la que te arrepientas?',
          en: 'Now let’s look back: is there any decision you regret?',
        },
        expects: ['arrepentirse', 'si hubiera sabido', 'de haberlo sabido'],
      },
      {
        line: {
          es: '¿Alguna vez te perdiste algo importante, como una boda o un concierto?',
          en: 'Did you ever miss something important, like a wedding or a concert?',
        },
        expects: ['habría ido', 'si hubiera sabido', 'de haberlo sabido'],
      },
      {
        line: {
          es: 'Última pregunta: ¿qué harías la semana que viene si no tuvieras que trabajar?',
          en: 'Last question: what would you do next week if you did not have to work?',
        },
        expects: ['si tuviera tiempo', 'la oportunidad'],
      },
    ],
    closing: {
      es: 'Muchas gracias por estar con nosotros. ¡Y ahora, un poco de música!',
      en: 'Thank you very much for being with us. And now, a little music!',
    },
    listening: {
      line: {
        es: 'Si hubiera sabido que Clara estaba en Sevilla, habría ido a verla el domingo.',
        en: 'If I had known that Clara was in Seville, I would have gone to see her on Sunday.',
      },
      question: { es: '¿Dónde estaba Clara?', en: 'Where was Clara?' },
      answers: ['sevilla', 'en sevilla'],
    },
    grammarUse: { tenses: ['imperfect-subjunctive', 'conditional'] },
  },
  'lesson-b2-3': {
    role: { es: 'una turista', en: 'a tourist' },
    scene: {
      es: 'Tú haces de guía y me enseñas el centro histórico de tu ciudad.',
      en: 'You are a tour guide and you are showing me the historic centre of your city.',
    },
    task: {
      es: 'Explícame la historia de la ciudad con la pasiva y con se.',
      en: 'Explain the history of the city to me with the passive and with se.',
    },
    steps: [
      {
        line: {
          es: '¡Qué edificio tan bonito! ¿Cuándo lo construyeron?',
          en: 'What a beautiful building! When did they build it?',
        },
        expects: ['fue construido', 'el siglo', 'inaugurar'],
      },
      {
        line: {
          es: '¿Y cómo se hacía un edificio así sin máquinas modernas?',
          en: 'And how was a building like this made without modern machines?',
        },
        expects: ['el proceso', 'llevar a cabo', 'se dice que'],
      },
      {
        line: {
          es: 'He leído que aquí cerca hay una ciudad muy antigua. ¿Cómo la encontraron?',
          en: 'I have read that there is a very old city near here. How did they find it?',
        },
        expects: ['fue descubierta', 'el siglo', 'se dice que'],
      },
      {
        line: {
          es: '¿Y qué se produce en esta región? ¿Hay alguna fábrica famosa?',
          en: 'And what is produced in this region? Is there any famous factory?',
        },
        expects: ['fabricar', 'el proceso'],
      },
      {
        line: {
          es: 'Me encanta esto. ¿Sería difícil encontrar un piso aquí? ¿Y qué idiomas se hablan?',
          en: 'I love it here. Would it be hard to find a flat here? And which languages are spoken?',
        },
        expects: ['se venden pisos', 'se habla español'],
      },
    ],
    closing: {
      es: 'Muchas gracias por la visita. ¡Ha sido muy interesante!',
      en: 'Thank you very much for the tour. It has been very interesting!',
    },
    listening: {
      line: {
        es: 'El puente fue diseñado por una arquitecta de Valencia y se terminó en 1929.',
        en: 'The bridge was designed by an architect from Valencia and was finished in 1929.',
      },
      question: {
        es: '¿De dónde era la arquitecta que diseñó el puente?',
        en: 'Where was the architect who designed the bridge from?',
      },
      answers: ['valencia', 'de valencia'],
    },
    grammarUse: {
      phrases: [
        'fue construido',
        'fue construida',
        'fue descubierto',
        'fue descubierta',
        'fue inaugurado',
        'fue inaugurada',
        'fueron construidos',
        'se venden',
        'se vende',
        'se habla',
        'se hablan',
        'se dice que',
        'se fabrica',
        'se fabrican',
        'se construyo',
        'se inauguro',
      ],
    },
  },
  'lesson-b2-4': {
    role: { es: 'una compañera de trabajo', en: 'a colleague' },
    scene: {
      es: 'Estamos en una cena con compañeros y surge el tema de trabajar desde casa.',
      en: 'We are at a dinner with colleagues and the subject of remote work comes up.',
    },
    task: {
      es: 'Defiende tu opinión sobre el trabajo desde casa y la vivienda, y responde a mis argumentos.',
      en: 'Defend your opinion on working from home and housing, and answer my arguments.',
    },
    steps: [
      {
        line: {
          es: 'Yo no entiendo tanto entusiasmo por trabajar desde casa. ¿Tú estás a favor o en contra?',
          en: 'I do not understand so much enthusiasm for working from home. Are you for or against it?',
        },
        expects: ['a favor de', 'en contra de', 'el teletrabajo', 'desde mi punto de vista'],
      },
      {
        line: {
          es: 'Pero la gente que trabaja desde casa se siente sola y trabaja menos.',
          en: 'But people who work from home feel lonely and work less.',
        },
        expects: ['es cierto que…, pero', 'sin embargo', 'el argumento'],
      },
      {
        line: {
          es: 'Además, no todos pueden trabajar desde casa: un cajero o una enfermera, por ejemplo.',
          en: 'Besides, not everyone can work from home: a cashier or a nurse, for example.',
        },
        expects: ['la desigualdad', 'no obstante', 'es cierto que…, pero'],
      },
      {
        line: {
          es: 'Otro tema: en mi barrio los alquileres están carísimos y los jóvenes no pueden independizarse.',
          en: 'Another subject: in my neighbourhood rents are very expensive and young people cannot move out.',
        },
        expects: ['la vivienda', 'por lo tanto', 'desde mi punto de vista'],
      },
      {
        line: {
          es: 'Vale, ¿y qué propones tú? Los precios no van a bajar solos.',
          en: 'OK, and what do you propose? Prices are not going to come down by themselves.',
        },
        expects: ['por lo tanto', 'no obstante', 'el argumento'],
      },
    ],
    closing: {
      es: 'Bueno, no me has convencido del todo, pero tus argumentos son buenos.',
      en: 'Well, you have not completely convinced me, but your arguments are good.',
    },
    listening: {
      line: {
        es: 'Aunque trabajar desde casa ahorra tiempo, Raúl prefiere ir a la oficina porque allí ve a sus compañeros.',
        en: 'Although working from home saves time, Raúl prefers to go to the office because he sees his colleagues there.',
      },
      question: {
        es: '¿Por qué prefiere Raúl ir a la oficina?',
        en: 'Why does Raúl prefer to go to the office?',
      },
      answers: ['compañeros', 'sus compañeros', 've a sus compañeros'],
    },
    grammarUse: { phrases: ['aunque', 'no es que', 'sino que'] },
  },
  'lesson-b2-5': {
    role: { es: 'una chica que busca piso', en: 'a girl looking for a flat' },
    scene: {
      es: 'Has puesto un anuncio para buscar compañero de piso y yo te llamo.',
      en: 'You have posted an ad looking for a flatmate and I am calling you.',
    },
    task: {
      es: 'Describe a la persona que buscas y háblame del piso y de quien vive allí.',
      en: 'Describe the person you are looking for and tell me about the flat and who lives there.',
    },
    steps: [
      {
        line: {
          es: 'Hola, te llamo por el anuncio del piso. ¿Qué tipo de persona buscas?',
          en: 'Hello, I am calling about the ad for the flat. What kind of person are you looking for?',
        },
        expects: ['busco a alguien que sepa', 'lo que', 'el que'],
      },
      {
        line: {
          es: '¿Y cómo es el piso? ¿En qué barrio está?',
          en: 'And what is the flat like? Which neighbourhood is it in?',
        },
        expects: ['donde', 'cuyo', 'la cual'],
      },
      {
        line: {
          es: '¿Quién vive ahora contigo? ¿Cómo es esa persona?',
          en: 'Who lives with you now? What is that person like?',
        },
        expects: ['con quien', 'quien', 'el que'],
      },
      {
        line: {
          es: '¿Y por qué se fue tu último compañero de piso?',
          en: 'And why did your last flatmate leave?',
        },
        expects: ['por lo cual', 'lo que', 'la cual'],
      },
      {
        line: {
          es: 'Una cosa más: yo toco la batería todas las noches. ¿Es un problema?',
          en: 'One more thing: I play the drums every night. Is that a problem?',
        },
        expects: ['no hay nadie que', 'lo que'],
      },
    ],
    closing: {
      es: 'Vaya, pues creo que buscaré otro piso. ¡Suerte con el anuncio!',
      en: 'Oh well, I think I will look for another flat. Good luck with the ad!',
    },
    listening: {
      line: {
        es: 'La chica con quien comparto piso es una enfermera cuyo hermano toca la guitarra en un grupo.',
        en: 'The girl I share a flat with is a nurse whose brother plays the guitar in a band.',
      },
      question: {
        es: '¿En qué trabaja la chica con quien comparte piso?',
        en: 'What does the girl he shares a flat with do for a living?',
      },
      answers: ['enfermera', 'una enfermera'],
    },
    grammarUse: {
      phrases: [
        'el que',
        'la que',
        'los que',
        'las que',
        'lo que',
        'el cual',
        'la cual',
        'los cuales',
        'las cuales',
        'lo cual',
        'con quien',
        'a quien',
        'cuyo',
        'cuya',
        'cuyos',
        'cuyas',
        'alguien que sepa',
        'nadie que',
      ],
    },
  },
  'lesson-b2-6': {
    role: { es: 'una amiga mexicana', en: 'a Mexican friend' },
    scene: {
      es: 'Es 31 de diciembre en Madrid. Soy mexicana y paso aquí mi primera Nochevieja.',
      en: 'It is 31 December in Madrid. I am Mexican and I am spending my first New Year’s Eve here.',
    },
    task: {
      es: 'Explícame las costumbres de Nochevieja y háblame de una fiesta de tu país.',
      en: 'Explain the New Year’s Eve customs to me and tell me about a festival from your country.',
    },
    steps: [
      {
        line: {
          es: '¿Por qué todo el mundo compra uvas hoy? ¿Qué se hace aquí en Nochevieja?',
          en: 'Why is everyone buying grapes today? What do people do here on New Year’s Eve?',
        },
        expects: ['la Nochevieja', 'las doce uvas', 'la costumbre'],
      },
      {
        line: {
          es: '¡Qué curioso! ¿Y de dónde viene esa tradición? ¿Es muy antigua?',
          en: 'How curious! And where does that tradition come from? Is it very old?',
        },
        expects: ['remontarse a', 'la costumbre'],
      },
      {
        line: {
          es: 'En México la fiesta más bonita es el Día de Muertos. ¿Sabes cómo se celebra?',
          en: 'In Mexico the most beautiful festival is the Day of the Dead. Do you know how it is celebrated?',
        },
        expects: ['el Día de Muertos', 'la ofrenda', 'celebrarse'],
      },
      {
        line: {
          es: '¿Y en tu país? ¿Cuál es la fiesta más famosa y qué se hace?',
          en: 'And in your country? What is the most famous festival and what do people do?',
        },
        expects: [
          'la fiesta patronal',
          'la Semana Santa',
          'el desfile',
          'los fuegos artificiales',
          'celebrarse',
        ],
      },
      {
        line: {
          es: '¿Crees que las tradiciones pierden su sentido cuando llegan tantos turistas?',
          en: 'Do you think traditions lose their meaning when so many tourists come?',
        },
        expects: ['la costumbre', 'la Semana Santa', 'la fiesta patronal'],
      },
    ],
    closing: {
      es: '¡Ya casi son las doce! Dame mis uvas, que no quiero empezar el año con mala suerte.',
      en: 'It is almost midnight! Give me my grapes, I do not want to start the year with bad luck.',
    },
    listening: {
      line: {
        es: 'Las fiestas de mi pueblo se celebran en agosto y terminan con fuegos artificiales junto al río.',
        en: 'The festivities in my village are held in August and end with fireworks by the river.',
      },
      question: {
        es: '¿En qué mes se celebran las fiestas de su pueblo?',
        en: 'In which month are the festivities in her village held?',
      },
      answers: ['agosto', 'en agosto'],
    },
    grammarUse: {
      phrases: [
        'se celebra',
        'se celebran',
        'se come',
        'se comen',
        'se hace',
        'se hacen',
        'se pone',
        'se ponen',
        'se baila',
        'suele',
        'suelen',
        'solemos',
      ],
    },
  },
  'lesson-b2-7': {
    role: { es: 'la comercial de una empresa proveedora', en: 'a supplier’s sales representative' },
    scene: {
      es: 'Tu empresa quiere comprarle 500 mochilas a la mía. Estamos en una reunión.',
      en: 'Your company wants to buy 500 backpacks from mine. We are in a meeting.',
    },
    task: {
      es: 'Negocia un precio más bajo o una entrega antes, y haz al menos una oferta con condiciones.',
      en: 'Negotiate a lower price or an earlier delivery, and make at least one offer with conditions.',
    },
    steps: [
      {
        line: {
          es: 'Aquí tiene nuestro presupuesto: doce euros por unidad y entrega en seis semanas.',
          en: 'Here is our quote: twelve euros per unit and delivery in six weeks.',
        },
        expects: ['el presupuesto', 'el descuento', 'no nos sale a cuenta'],
      },
      {
        line: {
          es: 'Entiendo, pero ya es un precio muy ajustado. ¿Qué propone usted?',
          en: 'I understand, but it is already a very tight price. What do you propose?',
        },
        expects: ['la contraoferta', 'la propuesta', 'estaríamos dispuestos a'],
      },
      {
        line: {
          es: 'Podría bajar a once euros, pero solo si el pedido es de mil unidades.',
          en: 'I could go down to eleven euros, but only if the order is for a thousand units.',
        },
        expects: ['no nos sale a cuenta', 'con tal de que', 'ceder'],
      },
      {
        line: {
          es: '¿Y la entrega? Para nosotros, seis semanas es el mínimo.',
          en: 'And the delivery? For us, six weeks is the minimum.',
        },
        expects: ['el plazo', 'con tal de que', 'estaríamos dispuestos a'],
      },
      {
        line: {
          es: 'Bien, creo que estamos cerca. ¿Cerramos el trato?',
          en: 'Good, I think we are close. Shall we close the deal?',
        },
        expects: ['llegar a un acuerdo', 'la propuesta'],
      },
    ],
    closing: {
      es: 'Perfecto. Le envío el contrato mañana. Ha sido un placer negociar con usted.',
      en: 'Perfect. I will send you the contract tomorrow. It has been a pleasure negotiating with you.',
    },
    listening: {
      line: {
        es: 'Estaríamos dispuestos a pagar diez euros por unidad, con tal de que la entrega fuera en marzo.',
        en: 'We would be willing to pay ten euros per unit, provided that delivery was in March.',
      },
      question: { es: '¿Cuándo tiene que ser la entrega?', en: 'When does the delivery have to be?' },
      answers: ['marzo', 'en marzo'],
    },
    grammarUse: { tenses: ['conditional', 'present-subjunctive'] },
  },
  'lesson-b2-8': {
    role: { es: 'una amiga curiosa', en: 'a curious friend' },
    scene: {
      es: 'Ayer tuviste una reunión tensa con tu jefe y ahora tomamos algo juntos.',
      en: 'Yesterday you had a tense meeting with your boss and now we are having a drink together.',
    },
    task: {
      es: 'Cuéntame con detalle lo que te dijo y te preguntó tu jefe.',
      en: 'Tell me in detail what your boss told you and asked you.',
    },
    steps: [
      {
        line: {
          es: 'Bueno, cuéntamelo todo. ¿Qué te dijo tu jefe en la reunión?',
          en: 'Well, tell me everything. What did your boss tell you in the meeting?',
        },
        expects: ['me contó que', 'explicar', 'comentar'],
      },
      {
        line: {
          es: '¿Y te hizo alguna pregunta difícil?',
          en: 'And did he ask you any difficult questions?',
        },
        expects: ['me preguntó si', 'aquel día'],
      },
      {
        line: {
          es: '¿Y reconoció que el proyecto iba mal por su culpa?',
          en: 'And did he acknowledge that the project was going badly because of him?',
        },
        expects: ['admitir', 'negar', 'asegurar'],
      },
      {
        line: {
          es: '¿Y no te dijo nada de tu ascenso? Te lo había prometido.',
          en: 'And did he not say anything about your promotion? He had promised it to you.',
        },
        expects: ['asegurar', 'advertir', 'comentar'],
      },
      {
        line: {
          es: '¿Y qué pasó después? ¿Volviste a hablar con él?',
          en: 'And what happened afterwards? Did you speak to him again?',
        },
        expects: ['al día siguiente', 'aquel día', 'me contó que'],
      },
    ],
    closing: {
      es: 'Vaya historia. Yo que tú buscaría otro trabajo, la verdad.',
      en: 'What a story. If I were you I would look for another job, to be honest.',
    },
    listening: {
      line: {
        es: 'Marta me contó que su jefe le había prometido un aumento, pero al día siguiente lo negó.',
        en: 'Marta told me that her boss had promised her a pay rise, but the next day he denied it.',
      },
      question: {
        es: '¿Qué le había prometido el jefe a Marta?',
        en: 'What had the boss promised Marta?',
      },
      answers: ['aumento', 'un aumento'],
    },
    grammarUse: {
      phrases: [
        'me dijo que',
        'me conto que',
        'me pregunto si',
        'me pidio que',
        'le dijo que',
        'nos dijo que',
        'dijo que',
        'conto que',
        'pregunto si',
        'pidio que',
        'al dia siguiente',
        'aquel dia',
      ],
    },
  },
  'lesson-b2-9': {
    role: { es: 'una amiga', en: 'a friend' },
    scene: {
      es: 'Es domingo por la tarde y estamos en casa buscando una película o una serie.',
      en: 'It is Sunday afternoon and we are at home looking for a film or a series.',
    },
    task: {
      es: 'Recomiéndame una película o una serie sin contarme el final y dame tu opinión.',
      en: 'Recommend a film or a series to me without telling me the ending and give me your opinion.',
    },
    steps: [
      {
        line: {
          es: 'No sé qué ver esta noche. ¿Has visto algo bueno últimamente?',
          en: 'I do not know what to watch tonight. Have you seen anything good lately?',
        },
        expects: ['trata de', 'la trama', 'el argumento'],
      },
      {
        line: {
          es: '¿Y quién sale? ¿Son buenos los actores?',
          en: 'And who is in it? Are the actors good?',
        },
        expects: ['el reparto', 'el protagonista'],
      },
      {
        line: {
          es: '¿Y cómo termina? ¡Bueno, no, no me lo cuentes!',
          en: 'And how does it end? Well, no, do not tell me!',
        },
        expects: ['el desenlace', 'previsible'],
      },
      {
        line: {
          es: '¿Y la música? Para mí, la música es la mitad de una película.',
          en: 'And the music? For me, the music is half of a film.',
        },
        expects: ['la banda sonora', 'conmovedor'],
      },
      {
        line: {
          es: 'Entonces, ¿me la recomiendas de verdad? ¿La vemos esta noche?',
          en: 'So do you really recommend it to me? Shall we watch it tonight?',
        },
        expects: ['vale la pena', 'engancharse', 'conmovedor'],
      },
    ],
    closing: {
      es: '¡Me has convencido! Voy a hacer palomitas y la vemos juntos.',
      en: 'You have convinced me! I am going to make popcorn and we will watch it together.',
    },
    listening: {
      line: {
        es: 'La serie trata de una médica que vuelve a su pueblo de Galicia después de veinte años.',
        en: 'The series is about a doctor who goes back to her village in Galicia after twenty years.',
      },
      question: { es: '¿Adónde vuelve la médica?', en: 'Where does the doctor go back to?' },
      answers: ['galicia', 'pueblo', 'su pueblo', 'a su pueblo'],
    },
    grammarUse: {
      phrases: [
        'lo mejor',
        'lo peor',
        'lo mas',
        'lo bueno',
        'lo malo',
        'lo que mas me gusto',
        'lo que menos me gusto',
        'lo que mas me gusta',
      ],
    },
  },
  'lesson-b2-10': {
    role: { es: 'una vecina escéptica', en: 'a sceptical neighbour' },
    scene: {
      es: 'Estamos en una reunión de vecinos sobre el nuevo sistema de reciclaje del edificio.',
      en: 'We are at a residents’ meeting about the building’s new recycling system.',
    },
    task: {
      es: 'Convénceme de que reciclar sirve de algo y haz una propuesta concreta para el edificio.',
      en: 'Convince me that recycling is worth something and make a concrete proposal for the building.',
    },
    steps: [
      {
        line: {
          es: 'Sinceramente, reciclar no sirve para nada. El problema de verdad son las grandes empresas.',
          en: 'Honestly, recycling is useless. The real problem is the big companies.',
        },
        expects: ['reciclar', 'las emisiones', 'el medio ambiente'],
      },
      {
        line: {
          es: 'Además, ¿de verdad crees que el clima está cambiando tanto?',
          en: 'Besides, do you really think the climate is changing that much?',
        },
        expects: ['el cambio climático', 'el calentamiento global', 'debido a'],
      },
      {
        line: {
          es: 'Es verdad que este verano casi no ha llovido y nos han cortado el agua dos veces.',
          en: 'It is true that it has hardly rained this summer and they have cut off our water twice.',
        },
        expects: ['la sequía', 'debido a', 'a raíz de', 'de modo que'],
      },
      {
        line: {
          es: 'Vale, pero ¿qué propones? La energía solar es carísima.',
          en: 'OK, but what do you propose? Solar energy is very expensive.',
        },
        expects: ['las energías renovables', 'sostenible', 'de modo que'],
      },
    ],
    closing: {
      es: 'Bueno, lo pensaré. Quizás el año que viene pongamos placas solares en el tejado.',
      en: 'Well, I will think about it. Perhaps next year we will put solar panels on the roof.',
    },
    listening: {
      line: {
        es: 'Debido a la sequía, en Sevilla solo se pueden regar los jardines por la noche.',
        en: 'Due to the drought, in Seville gardens can only be watered at night.',
      },
      question: {
        es: '¿Cuándo se pueden regar los jardines en Sevilla?',
        en: 'When can gardens be watered in Seville?',
      },
      answers: ['noche', 'por la noche'],
    },
    grammarUse: { phrases: ['para que', 'de ahi que', 'debido a', 'a raiz de', 'de modo que'] },
  },
  ...B2_UNIT_4_SCRIPTS,
  ...B2_UNIT_5_SCRIPTS,
  ...B2_UNIT_6_SCRIPTS,
  ...B2_UNIT_7_SCRIPTS,
};
