import { C1_UNIT_4_SCRIPTS } from './c1/unit-4';
import { C1_UNIT_5_SCRIPTS } from './c1/unit-5';
import type { LessonScript } from './types';

/** C1: how each lesson is played (the tutor's role, the scene, listening, the grammar point). */
export const C1_SCRIPTS: Readonly<Record<string, LessonScript>> = {
  'lesson-c1-1': {
    role: { es: 'tu hermana mayor', en: 'your older sister' },
    scene: {
      es: 'Acabas de decirme que dejas tu trabajo en el banco para abrir una librería.',
      en: 'You have just told me that you are leaving your job at the bank to open a bookshop.',
    },
    task: {
      es: 'Defiende tu decisión y explícame cuándo y cómo piensas hacerlo.',
      en: 'Defend your decision and explain to me when and how you plan to do it.',
    },
    steps: [
      {
        line: {
          es: '¿Lo has pensado bien? ¿Cuándo piensas dejar el banco exactamente?',
          en: 'Have you thought it through? When exactly are you planning to leave the bank?',
        },
        expects: ['en cuanto', 'hasta que', 'antes de que'],
      },
      {
        line: {
          es: 'Papá y mamá van a decir que es una locura, ya lo sabes.',
          en: 'Mum and Dad are going to say it is madness, you know that.',
        },
        expects: ['digan lo que digan', 'por mucho que', 'pase lo que pase'],
      },
      {
        line: {
          es: '¿Y si la librería no funciona? Hoy en día todo el mundo compra por internet.',
          en: 'And what if the bookshop does not work? Nowadays everyone buys online.',
        },
        expects: ['por más que', 'aun cuando', 'sea como sea'],
      },
      {
        line: {
          es: '¿Qué tendría que pasar para que cambiaras de idea?',
          en: 'What would have to happen for you to change your mind?',
        },
        expects: ['a no ser que', 'pase lo que pase'],
      },
      {
        line: {
          es: '¿Y cómo vas a conseguir que la gente entre en una librería tan pequeña?',
          en: 'And how are you going to get people to come into such a small bookshop?',
        },
        expects: ['con el fin de que', 'en cuanto'],
      },
    ],
    closing: {
      es: 'Está bien, me has convencido. Cuando abras, seré la primera en comprarte un libro.',
      en: 'All right, you have convinced me. When you open, I will be the first to buy a book from you.',
    },
    listening: {
      line: {
        es: 'En cuanto Lucía termine el máster, se irá a vivir a Berlín, digan lo que digan sus padres.',
        en: 'As soon as Lucía finishes her master’s, she will go and live in Berlin, whatever her parents say.',
      },
      question: { es: '¿Adónde se irá a vivir Lucía?', en: 'Where will Lucía go to live?' },
      answers: ['berlin', 'a berlin'],
    },
    grammarUse: { tenses: ['present-subjunctive'] },
  },
  'lesson-c1-2': {
    role: { es: 'tu mejor amigo y tu director', en: 'your best friend and your director' },
    scene: {
      es: 'Te encuentras mal y tienes que cancelar dos cenas: una con tu amigo y otra con tu director.',
      en: 'You feel unwell and have to cancel two dinners: one with your friend and another with your director.',
    },
    task: {
      es: 'Cancela las dos cenas con el mismo mensaje, pero cambia por completo el registro.',
      en: 'Cancel both dinners with the same message, but change the register completely.',
    },
    steps: [
      {
        line: {
          es: '¡Hola! Oye, ¿a qué hora quedamos esta noche?',
          en: 'Hi! Listen, what time are we meeting tonight?',
        },
        expects: ['tío', 'guay', 'chévere'],
      },
      {
        line: {
          es: '¡Otra vez! Siempre cancelas a última hora. A veces pienso que no te importo.',
          en: 'Again! You always cancel at the last minute. Sometimes I think you do not care about me.',
        },
        expects: ['ponerse serio', 'ningunear', 'tío'],
      },
      {
        line: {
          es: 'Bueno, vale. ¿Y si lo dejamos para el sábado? Conozco un sitio nuevo.',
          en: 'Well, OK. What if we leave it until Saturday? I know a new place.',
        },
        expects: ['guay', 'chévere'],
      },
      {
        line: {
          es: 'Buenas tardes. Le esperamos a las nueve en el restaurante, ¿verdad?',
          en: 'Good afternoon. We are expecting you at nine at the restaurant, aren’t we?',
        },
        expects: ['disculpe las molestias', 'le ruego que'],
      },
      {
        line: {
          es: 'Comprendo. ¿Podría escribirme un correo con otra fecha para la cena?',
          en: 'I understand. Could you write me an email with another date for the dinner?',
        },
        expects: ['estimado señor', 'quedo a su disposición', 'le ruego que'],
      },
      {
        line: {
          es: 'Por cierto, llevamos dos años trabajando juntos. Puede hablarme de tú.',
          en: 'By the way, we have been working together for two years. You can call me tú.',
        },
        expects: ['tutear'],
      },
    ],
    closing: {
      es: 'Muy bien. Que se mejore, y ya encontraremos otro día.',
      en: 'Very well. Get well soon, and we will find another day.',
    },
    listening: {
      line: {
        es: 'Le ruego que disculpe el retraso: el informe estará listo el viernes a primera hora.',
        en: 'Please forgive the delay: the report will be ready first thing on Friday.',
      },
      question: { es: '¿Cuándo estará listo el informe?', en: 'When will the report be ready?' },
      answers: ['viernes', 'el viernes', 'a primera hora', 'el viernes a primera hora'],
    },
    grammarUse: {
      phrases: [
        'usted',
        'ustedes',
        'le ruego',
        'disculpe',
        'queria pedirle',
        'queria preguntarle',
        'le agradeceria',
        'le importaria',
      ],
    },
  },
  'lesson-c1-3': {
    role: { es: 'una compañera de trabajo', en: 'a colleague' },
    scene: {
      es: 'Es viernes por la tarde y charlamos en la oficina después de una semana horrible.',
      en: 'It is Friday afternoon and we are chatting in the office after a horrible week.',
    },
    task: {
      es: 'Reacciona a lo que te cuento con la expresión más adecuada.',
      en: 'React to what I tell you with the most suitable expression.',
    },
    steps: [
      {
        line: {
          es: '¿Qué te pasa? Llevas toda la mañana mirando por la ventana sin hacer nada.',
          en: 'What is the matter with you? You have spent all morning looking out of the window doing nothing.',
        },
        expects: ['estar en las nubes', 'estar hasta las narices'],
      },
      {
        line: {
          es: 'Ayer le pregunté a Marta por su novio, pero ya no estaban juntos.',
          en: 'Yesterday I asked Marta about her boyfriend, but they were no longer together.',
        },
        expects: ['meter la pata', 'tomar el pelo'],
      },
      {
        line: {
          es: 'Por cierto, me he comprado un coche nuevo. ¡Treinta mil euros!',
          en: 'By the way, I have bought a new car. Thirty thousand euros!',
        },
        expects: ['costar un ojo de la cara', 'tomar el pelo'],
      },
      {
        line: {
          es: 'El jefe quiere el informe para el lunes y aún no hemos empezado. ¿Qué hacemos?',
          en: 'The boss wants the report by Monday and we have not started yet. What do we do?',
        },
        expects: ['ponerse las pilas', 'echar una mano', 'ser pan comido'],
      },
      {
        line: {
          es: 'Carlos le dijo al director delante de todos que su plan era un desastre.',
          en: 'Carlos told the director in front of everyone that his plan was a disaster.',
        },
        expects: ['no tener pelos en la lengua', 'dar en el clavo'],
      },
      {
        line: {
          es: 'Pedro me ha ofrecido ayuda con la mudanza, pero ya la terminé el domingo.',
          en: 'Pedro has offered me help with the move, but I already finished it on Sunday.',
        },
        expects: ['a buenas horas, mangas verdes'],
      },
    ],
    closing: {
      es: 'Bueno, ¡a trabajar! Que el lunes llega antes de lo que pensamos.',
      en: 'Well, back to work! Monday comes sooner than we think.',
    },
    listening: {
      line: {
        es: 'Mi hermano no tiene pelos en la lengua: le dijo a su jefe que el proyecto era un desastre.',
        en: 'My brother speaks his mind: he told his boss that the project was a disaster.',
      },
      question: {
        es: '¿A quién le dijo el hermano lo que pensaba?',
        en: 'Who did the brother tell what he thought?',
      },
      answers: ['jefe', 'su jefe', 'a su jefe'],
    },
    grammarUse: {
      phrases: [
        'me estas tomando el pelo',
        'me tomas el pelo',
        'meti la pata',
        'he metido la pata',
        'estoy hasta las narices',
        'estoy en las nubes',
        'estas en las nubes',
        'ponte las pilas',
        'ponernos las pilas',
        'me echas una mano',
        'te echo una mano',
        'es pan comido',
        'has dado en el clavo',
        'cuesta un ojo de la cara',
        'ha costado un ojo de la cara',
      ],
    },
  },
  'lesson-c1-4': {
    role: { es: 'la moderadora de un congreso', en: 'the chair at a conference' },
    scene: {
      es: 'Estamos en un congreso universitario y vas a presentar los resultados de tu estudio.',
      en: 'We are at a university conference and you are going to present the results of your study.',
    },
    task: {
      es: 'Presenta tu estudio con orden y responde a las preguntas del público.',
      en: 'Present your study in an orderly way and answer the audience’s questions.',
    },
    steps: [
      {
        line: {
          es: 'Buenos días. Le toca a usted. Cuando quiera, puede empezar.',
          en: 'Good morning. It is your turn. You may begin whenever you like.',
        },
        expects: ['en primer lugar', 'si me permiten', 'el estudio', 'a continuación'],
      },
      {
        line: {
          es: 'Perdone que le interrumpa: ¿cuál era exactamente su hipótesis de partida?',
          en: 'Forgive me for interrupting: what exactly was your initial hypothesis?',
        },
        expects: ['la hipótesis', 'el estudio'],
      },
      {
        line: {
          es: '¿Y con cuántas personas hicieron el estudio? ¿Es suficiente para sacar conclusiones?',
          en: 'And how many people did you do the study with? Is it enough to draw conclusions?',
        },
        expects: ['la muestra', 'los datos indican', 'cabe destacar que'],
      },
      {
        line: {
          es: 'Se nos acaba el tiempo. ¿Podría resumir sus conclusiones en un minuto?',
          en: 'We are running out of time. Could you sum up your conclusions in one minute?',
        },
        expects: ['en resumen', 'para concluir', 'los datos indican'],
      },
      {
        line: {
          es: 'Una última pregunta del público: ¿no cree que sus resultados son demasiado optimistas?',
          en: 'One last question from the audience: do you not think your results are too optimistic?',
        },
        expects: ['buena pregunta', 'si me permiten', 'cabe destacar que'],
      },
    ],
    closing: {
      es: 'Muchas gracias por su exposición. Hacemos ahora una pausa para el café.',
      en: 'Thank you very much for your talk. We will now take a coffee break.',
    },
    listening: {
      line: {
        es: 'Según el estudio, el 45 % de los jóvenes lee menos de un libro al año.',
        en: 'According to the study, 45 % of young people read less than one book a year.',
      },
      question: {
        es: '¿Qué porcentaje de los jóvenes lee menos de un libro al año?',
        en: 'What percentage of young people read less than one book a year?',
      },
      answers: ['45', 'el 45'],
    },
    grammarUse: {
      phrases: [
        'se observa',
        'se observan',
        'se aprecia',
        'cabe senalar',
        'cabe destacar',
        'por ciento',
        'de los encuestados',
      ],
    },
  },
  'lesson-c1-5': {
    role: { es: 'la directora financiera', en: 'the finance director' },
    scene: {
      es: 'Estamos en una reunión de equipo sobre el presupuesto del año que viene.',
      en: 'We are in a team meeting about next year’s budget.',
    },
    task: {
      es: 'Rechaza mi propuesta con educación, propón una alternativa y acuerda conmigo los próximos pasos.',
      en: 'Reject my proposal politely, suggest an alternative and agree on the next steps with me.',
    },
    steps: [
      {
        line: {
          es: 'Bueno, empezamos. ¿Qué puntos tenemos hoy?',
          en: 'Right, let’s begin. What items do we have today?',
        },
        expects: ['el orden del día', 'en cuanto a', 'retomar'],
      },
      {
        line: {
          es: 'Mi propuesta es clara: reducir a la mitad el presupuesto de formación.',
          en: 'My proposal is clear: cut the training budget by half.',
        },
        expects: ['entiendo tu postura, pero', 'plantear', 'matizar'],
      },
      {
        line: {
          es: 'Las cifras no mienten: este año hemos gastado demasiado en cursos.',
          en: 'The figures do not lie: this year we have spent too much on courses.',
        },
        expects: ['matizar', 'en cuanto a', 'plantear'],
      },
      {
        line: {
          es: 'Bien, hoy no vamos a llegar a un acuerdo. ¿Cómo lo dejamos?',
          en: 'Well, we are not going to reach an agreement today. Where do we leave it?',
        },
        expects: ['quedamos en que', 'retomar', 'hacer un seguimiento'],
      },
      {
        line: {
          es: '¿Quién se encarga de redactar el acta y enviársela al director general?',
          en: 'Who will take care of writing the minutes and sending them to the general manager?',
        },
        expects: ['el acta', 'adjunto le envío', 'hacer un seguimiento'],
      },
    ],
    closing: {
      es: 'Perfecto. Gracias a todos, nos vemos la semana que viene.',
      en: 'Perfect. Thank you all, see you next week.',
    },
    listening: {
      line: {
        es: 'Quedamos en que Jorge enviará el acta el lunes y volveremos a hablar del presupuesto en abril.',
        en: 'We agreed that Jorge will send the minutes on Monday and we will talk about the budget again in April.',
      },
      question: { es: '¿Quién enviará el acta?', en: 'Who will send the minutes?' },
      answers: ['jorge'],
    },
    grammarUse: {
      phrases: [
        'convendria que',
        'seria conveniente que',
        'quedamos en',
        'quedamos en que',
        'quede en',
        'quedo en',
      ],
    },
  },
  'lesson-c1-6': {
    role: { es: 'una vieja amiga', en: 'an old friend' },
    scene: {
      es: 'Celebras tu cumpleaños en casa. Soy una vieja amiga y llego tarde a la fiesta.',
      en: 'You are celebrating your birthday at home. I am an old friend and I arrive late at the party.',
    },
    task: {
      es: 'Recíbeme, habla de las decisiones de tu vida y di qué habrías hecho de otro modo.',
      en: 'Welcome me, talk about the decisions in your life and say what you would have done differently.',
    },
    steps: [
      {
        line: {
          es: '¡Hola! Perdona el retraso, no encontraba dónde aparcar.',
          en: 'Hi! Sorry I am late, I could not find anywhere to park.',
        },
        expects: ['me alegro de que hayas venido'],
      },
      {
        line: {
          es: 'Oye, ¿y Carlos? Me dijo que traería él la tarta.',
          en: 'Listen, where is Carlos? He told me he would bring the cake.',
        },
        expects: ['es probable que', 'no creo que lo haya hecho'],
      },
      {
        line: {
          es: '¿Te acuerdas de cuando dejaste la carrera de Medicina? ¿Cómo lo ves ahora?',
          en: 'Do you remember when you dropped out of medicine? How do you see it now?',
        },
        expects: ['la decisión', 'arrepentido', 'ojalá hubiera estudiado', 'lamentar'],
      },
      {
        line: {
          es: 'Si pudieras volver a tener dieciocho años, ¿qué cambiarías?',
          en: 'If you could be eighteen again, what would you change?',
        },
        expects: ['me habría gustado', 'hubiese preferido', 'ojalá hubiera estudiado'],
      },
      {
        line: {
          es: '¿Y dentro de diez años? ¿Habrás cambiado de vida otra vez?',
          en: 'And in ten years? Will you have changed your life again?',
        },
        expects: ['para entonces', 'es probable que'],
      },
    ],
    closing: {
      es: '¡Qué conversación tan profunda para un cumpleaños! Venga, vamos a brindar.',
      en: 'What a deep conversation for a birthday! Come on, let’s make a toast.',
    },
    listening: {
      line: {
        es: 'Ojalá hubiera estudiado alemán en el colegio; me habría gustado trabajar en Viena.',
        en: 'I wish I had studied German at school; I would have liked to work in Vienna.',
      },
      question: { es: '¿Dónde le habría gustado trabajar?', en: 'Where would she have liked to work?' },
      answers: ['viena', 'en viena'],
    },
    grammarUse: {
      phrases: [
        'hayas',
        'hayamos',
        'hubieras',
        'hubieramos',
        'hubieses',
        'haya hecho',
        'haya sido',
        'haya venido',
        'haya llegado',
        'haya dicho',
        'hubiera estudiado',
        'hubiera sabido',
        'hubiera ido',
        'hubiera hecho',
        'hubiera preferido',
        'hubiese preferido',
        'habria gustado',
      ],
    },
  },
  'lesson-c1-7': {
    role: { es: 'la presentadora de un debate', en: 'the host of a debate' },
    scene: {
      es: 'Estamos en un programa de radio. El tema de hoy: ¿debería ser gratuita la universidad?',
      en: 'We are on a radio programme. Today’s topic: should university be free?',
    },
    task: {
      es: 'Defiende tu opinión con argumentos ordenados y une tus ideas con palabras como además o en cambio.',
      en: 'Defend your opinion with well-ordered arguments and link your ideas with words like además or en cambio.',
    },
    steps: [
      {
        line: {
          es: 'Empecemos. ¿Debería ser gratuita la universidad? ¿Cuál es tu opinión?',
          en: 'Let’s begin. Should university be free? What is your opinion?',
        },
        expects: ['bueno', 'además', 'es más'],
      },
      {
        line: {
          es: 'Pero alguien tiene que pagarla. ¿No la pagaríamos todos con nuestros impuestos?',
          en: 'But someone has to pay for it. Would we not all pay for it with our taxes?',
        },
        expects: ['ahora bien', 'en cambio', 'es decir'],
      },
      {
        line: {
          es: 'Perdona, no te he entendido bien. ¿Puedes explicarlo con otras palabras?',
          en: 'Sorry, I did not understand you properly. Can you explain it in other words?',
        },
        expects: ['es decir', 'o sea', 'dicho de otro modo'],
      },
      {
        line: {
          es: 'Cambiemos de tema: ¿vale la pena estudiar en el extranjero con lo caro que es?',
          en: 'Let’s change the subject: is studying abroad worth it, given how expensive it is?',
        },
        expects: ['además', 'en cambio', 'a fin de cuentas'],
      },
      {
        line: {
          es: 'Nos queda un minuto. ¿Cuál es tu conclusión?',
          en: 'We have one minute left. What is your conclusion?',
        },
        expects: ['en definitiva', 'así pues', 'a fin de cuentas'],
      },
    ],
    closing: {
      es: 'Muchas gracias por participar. Ha sido un debate muy interesante.',
      en: 'Thank you very much for taking part. It has been a very interesting debate.',
    },
    listening: {
      line: {
        es: 'La matrícula es cara; ahora bien, Ana consiguió una beca y estudió gratis en Salamanca.',
        en: 'Tuition is expensive; that said, Ana got a scholarship and studied for free in Salamanca.',
      },
      question: { es: '¿Dónde estudió Ana?', en: 'Where did Ana study?' },
      answers: ['salamanca', 'en salamanca'],
    },
    grammarUse: {
      phrases: [
        'ademas',
        'es mas',
        'en cambio',
        'ahora bien',
        'es decir',
        'o sea',
        'en definitiva',
        'asi pues',
        'dicho de otro modo',
        'a fin de cuentas',
        'de ahi que',
        'sin embargo',
        'por lo tanto',
      ],
    },
  },
  'lesson-c1-8': {
    role: { es: 'una antigua vecina', en: 'a former neighbour' },
    scene: {
      es: 'Vuelves a tu barrio después de quince años y te encuentras conmigo por la calle.',
      en: 'You go back to your old neighbourhood after fifteen years and you run into me in the street.',
    },
    task: {
      es: 'Cuéntame cómo has cambiado tú y cómo han cambiado el barrio y tus amigos.',
      en: 'Tell me how you have changed and how the neighbourhood and your friends have changed.',
    },
    steps: [
      {
        line: {
          es: '¡Pero si eres tú! ¡Cuánto has cambiado! ¿Qué ha sido de tu vida?',
          en: 'Well, if it isn’t you! How you have changed! What has become of you?',
        },
        expects: ['hacerse mayor', 'convertirse en', 'llegar a ser'],
      },
      {
        line: {
          es: '¿Y tu amigo Toni, el que montó una empresa? Dicen que le va muy bien.',
          en: 'And your friend Toni, the one who set up a company? They say he is doing very well.',
        },
        expects: ['hacerse rico', 'volverse desconfiado', 'volverse loco'],
      },
      {
        line: {
          es: '¿Y qué te parece el barrio ahora? Han cerrado casi todas las tiendas de siempre.',
          en: 'And what do you think of the neighbourhood now? Almost all the old shops have closed.',
        },
        expects: ['convertirse en', 'quedarse sin palabras'],
      },
      {
        line: {
          es: '¿Te acuerdas del día en que el profesor leyó tu carta de amor delante de toda la clase?',
          en: 'Do you remember the day the teacher read your love letter in front of the whole class?',
        },
        expects: ['ponerse rojo', 'ponerse nervioso', 'quedarse sin palabras'],
      },
      {
        line: {
          es: 'Al pobre Jacinto, el del quiosco, lo operaron de los ojos y ya no ve nada.',
          en: 'Poor Jacinto, the man from the newsstand, had an eye operation and now he cannot see anything.',
        },
        expects: ['quedarse ciego', 'volverse desconfiado'],
      },
    ],
    closing: {
      es: '¡Qué alegría verte! Ven a cenar un día y seguimos hablando.',
      en: 'It is so good to see you! Come to dinner one day and we will keep talking.',
    },
    listening: {
      line: {
        es: 'Mi primo se hizo rico con una aplicación, pero con los años se volvió muy egoísta.',
        en: 'My cousin became rich with an app, but over the years he became very selfish.',
      },
      question: { es: '¿Cómo se hizo rico su primo?', en: 'How did her cousin become rich?' },
      answers: ['aplicacion', 'una aplicacion', 'con una aplicacion'],
    },
    grammarUse: {
      phrases: [
        'se puso rojo',
        'se puso roja',
        'me puse rojo',
        'me puse roja',
        'se puso nervioso',
        'se puso nerviosa',
        'me puse nervioso',
        'me puse nerviosa',
        'me pongo nervioso',
        'me pongo nerviosa',
        'se volvio',
        'me volvi',
        'se ha vuelto',
        'me he vuelto',
        'se hizo rico',
        'se hizo mayor',
        'me he hecho mayor',
        'me quede sin palabras',
        'se quedo sin palabras',
        'se quedo ciego',
        'se convirtio en',
        'se ha convertido en',
        'llego a ser',
      ],
    },
  },
  'lesson-c1-9': {
    role: { es: 'la alcaldesa de la ciudad', en: 'the mayor of the city' },
    scene: {
      es: 'Representas a una asociación de vecinos y tienes una reunión conmigo en el ayuntamiento.',
      en: 'You represent a residents’ association and you have a meeting with me at the town hall.',
    },
    task: {
      es: 'Convénceme de que hay que cerrar el centro a los coches y responde a mis dudas.',
      en: 'Convince me that the centre must be closed to cars and answer my doubts.',
    },
    steps: [
      {
        line: {
          es: 'Buenos días. Tiene diez minutos. ¿Por qué quieren cerrar el centro a los coches?',
          en: 'Good morning. You have ten minutes. Why do you want to close the centre to cars?',
        },
        expects: ['no cabe duda de que', 'a todas luces', 'lo cierto es que'],
      },
      {
        line: {
          es: 'Los comerciantes dicen que perderán clientes si los coches no pueden entrar.',
          en: 'Shopkeepers say they will lose customers if cars cannot get in.',
        },
        expects: ['habrá quien diga que', 'lejos de', 'rebatir'],
      },
      {
        line: {
          es: 'Pero muchas personas mayores necesitan el coche para ir al médico.',
          en: 'But many elderly people need the car to go to the doctor.',
        },
        expects: ['el contraargumento', '¿acaso no…?', 'lo cierto es que'],
      },
      {
        line: {
          es: 'Si cerramos el centro, los atascos se irán a los barrios. Es evidente.',
          en: 'If we close the centre, the traffic jams will move to the neighbourhoods. It is obvious.',
        },
        expects: ['la falacia', 'rebatir', 'lejos de'],
      },
      {
        line: {
          es: '¿Y por qué debería arriesgarme yo a un año de las elecciones?',
          en: 'And why should I take the risk a year before the elections?',
        },
        expects: ['convencer', '¿acaso no…?', 'no cabe duda de que'],
      },
    ],
    closing: {
      es: 'Lo estudiaré con mi equipo. Me ha dado usted buenos argumentos, se lo reconozco.',
      en: 'I will study it with my team. You have given me good arguments, I grant you that.',
    },
    listening: {
      line: {
        es: 'Lejos de perder clientes, las tiendas de Pontevedra vendieron más cuando cerraron el centro a los coches.',
        en: 'Far from losing customers, the shops in Pontevedra sold more when the centre was closed to cars.',
      },
      question: {
        es: '¿Qué les pasó a las tiendas cuando cerraron el centro?',
        en: 'What happened to the shops when the centre was closed?',
      },
      answers: ['vendieron mas', 'vendieron'],
    },
    grammarUse: {
      phrases: [
        'lo que hace falta es',
        'lo que necesitamos es',
        'es aqui donde',
        'es ahora cuando',
        'habra quien diga',
        'habra quien piense',
        'lo cierto es que',
        'no cabe duda de que',
      ],
    },
  },
  'lesson-c1-10': {
    role: { es: 'tu abuela', en: 'your grandmother' },
    scene: {
      es: 'Es domingo y comemos en casa de tu abuela, que tiene mil preguntas sobre tecnología.',
      en: 'It is Sunday and we are having lunch at your grandmother’s, who has a thousand questions about technology.',
    },
    task: {
      es: 'Explícame con palabras sencillas cómo funciona la tecnología y habla de sus riesgos.',
      en: 'Explain to me in simple words how technology works and talk about its risks.',
    },
    steps: [
      {
        line: {
          es: 'Oye, ¿eso de la inteligencia artificial qué es? ¿Cómo sabe el móvil lo que me gusta?',
          en: 'Listen, what is this artificial intelligence thing? How does my phone know what I like?',
        },
        expects: ['la inteligencia artificial', 'el algoritmo', 'los datos personales'],
      },
      {
        line: {
          es: '¿Y eso es peligroso? Tu primo dice que el móvil nos escucha.',
          en: 'And is that dangerous? Your cousin says the phone listens to us.',
        },
        expects: ['la privacidad', 'suponer un riesgo', 'cabe la posibilidad de que'],
      },
      {
        line: {
          es: 'En la tele dicen que las máquinas nos van a quitar el trabajo. ¿Tú qué crees?',
          en: 'On TV they say machines are going to take our jobs. What do you think?',
        },
        expects: ['a largo plazo', 'el avance', 'cabe la posibilidad de que'],
      },
      {
        line: {
          es: '¿Y quién controla todo eso? ¿No debería haber leyes?',
          en: 'And who controls all that? Should there not be laws?',
        },
        expects: ['regular', 'la ética'],
      },
      {
        line: {
          es: 'Mis amigas del pueblo no saben ni mandar un mensaje. ¿Qué será de ellas?',
          en: 'My friends in the village cannot even send a message. What will become of them?',
        },
        expects: ['la brecha digital', 'a largo plazo'],
      },
    ],
    closing: {
      es: '¡Cuánto sabes! Venga, ahora ayúdame a poner la mesa.',
      en: 'You know so much! Come on, now help me set the table.',
    },
    listening: {
      line: {
        es: 'Parece ser que el nuevo algoritmo del hospital encuentra el cáncer de piel dos años antes.',
        en: 'It seems that the hospital’s new algorithm finds skin cancer two years earlier.',
      },
      question: {
        es: '¿Cuánto antes encuentra el cáncer el nuevo algoritmo?',
        en: 'How much earlier does the new algorithm find cancer?',
      },
      answers: ['dos', 'dos años', 'dos años antes'],
    },
    grammarUse: {
      phrases: [
        'parece ser que',
        'todo apunta a que',
        'cabe la posibilidad de que',
        'puede que',
        'es posible que',
      ],
    },
  },
  ...C1_UNIT_4_SCRIPTS,
  ...C1_UNIT_5_SCRIPTS,
};
