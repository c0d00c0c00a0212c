import type { LessonScript } from '../types';

/** Unit 7: how each lesson about reported questions and orders, and society debates, is played. */
export const B2_UNIT_7_SCRIPTS: Readonly<Record<string, LessonScript>> = {
  'lesson-b2-25': {
    role: { es: 'tu hermana', en: 'your sister' },
    scene: {
      es: 'Acabas de salir de la entrevista para un máster en Barcelona y te llamo por teléfono.',
      en: 'You have just come out of the interview for a master’s degree in Barcelona and I phone you.',
    },
    task: {
      es: 'Cuéntame qué te preguntaron y qué preguntaste tú, en estilo indirecto.',
      en: 'Tell me what they asked you and what you asked, in reported speech.',
    },
    steps: [
      {
        line: { es: '¡Cuéntamelo todo! ¿Cómo ha ido?', en: 'Tell me everything! How did it go?' },
        expects: ['la entrevista de admisión', 'se interesó por', 'el máster'],
      },
      {
        line: { es: '¿Qué te preguntaron primero?', en: 'What did they ask you first?' },
        expects: ['me preguntó por qué', 'la carta de motivación'],
      },
      {
        line: {
          es: '¿Te preguntaron por tus notas de la carrera?',
          en: 'Did they ask you about your university marks?',
        },
        expects: ['quería saber si', 'el expediente académico', 'la nota media'],
      },
      {
        line: { es: '¿Y tú? ¿Les preguntaste algo a ellos?', en: 'And you? Did you ask them anything?' },
        expects: ['le pregunté cuándo', 'las prácticas'],
      },
      {
        line: { es: '¿Y crees que te van a admitir?', en: 'And do you think they will admit you?' },
        expects: ['conseguir plaza', 'el requisito'],
      },
    ],
    closing: {
      es: '¡Seguro que sale bien! Esta noche lo celebramos, pase lo que pase.',
      en: 'I am sure it will go well! Tonight we will celebrate, whatever happens.',
    },
    listening: {
      line: {
        es: 'La directora me preguntó si hablaba inglés y cuándo podía empezar las prácticas.',
        en: 'The director asked me whether I spoke English and when I could start the internship.',
      },
      question: { es: '¿Qué idioma mencionó la directora?', en: 'Which language did the director mention?' },
      answers: ['ingles'],
    },
    grammarUse: {
      phrases: [
        'pregunto si',
        'pregunte si',
        'preguntaron si',
        'saber si',
        'pregunto por que',
        'pregunte por que',
        'pregunto cuando',
        'pregunte cuando',
        'pregunto que',
        'pregunte que',
        'pregunto donde',
      ],
    },
  },
  'lesson-b2-26': {
    role: { es: 'otra madre del colegio', en: 'another mother from the school' },
    scene: {
      es: 'No pude ir a la reunión de padres de ayer y te llamo para que me la cuentes.',
      en: 'I could not go to yesterday’s parents’ meeting and I am calling you so you can tell me about it.',
    },
    task: {
      es: 'Cuéntame qué nos pidieron los profesores y qué tenemos que hacer.',
      en: 'Tell me what the teachers asked us and what we have to do.',
    },
    steps: [
      {
        line: {
          es: '¡Hola! ¿Qué tal ayer? ¿Fue mucha gente?',
          en: 'Hi! How was yesterday? Did many people go?',
        },
        expects: ['la reunión de padres', 'el tutor'],
      },
      {
        line: {
          es: '¿Y qué dijo el tutor de las notas de los niños?',
          en: 'And what did the class teacher say about the children’s marks?',
        },
        expects: ['la evaluación', 'el rendimiento'],
      },
      {
        line: {
          es: '¿Es verdad que algún niño podría repetir?',
          en: 'Is it true that some child might repeat the year?',
        },
        expects: ['repetir curso', 'insistió en que'],
      },
      {
        line: {
          es: '¿Y hay que firmar o pagar algo este mes?',
          en: 'And do we have to sign or pay anything this month?',
        },
        expects: ['la autorización', 'el comedor escolar'],
      },
      {
        line: {
          es: 'Mi hijo dice que a ti te llamaron aparte. ¿Qué te dijeron?',
          en: 'My son says they called you aside. What did they tell you?',
        },
        expects: ['me dijo que fuera', 'nos exigen que'],
      },
      {
        line: {
          es: '¿Y nos dieron algún consejo para ayudarlos en casa?',
          en: 'And did they give us any advice on helping them at home?',
        },
        expects: ['nos pidieron que', 'nos recomendó que'],
      },
    ],
    closing: {
      es: 'Muchas gracias. Esta tarde firmo la autorización y pago el comedor.',
      en: 'Thank you very much. This afternoon I will sign the permission slip and pay for the canteen.',
    },
    listening: {
      line: {
        es: 'El tutor nos pidió que firmáramos la autorización antes del viernes y que pagáramos el comedor.',
        en: 'The class teacher asked us to sign the permission slip before Friday and to pay for the canteen.',
      },
      question: { es: '¿Antes de qué día hay que firmar?', en: 'Before which day do they have to sign?' },
      answers: ['viernes', 'antes del viernes'],
    },
    grammarUse: { tenses: ['imperfect-subjunctive', 'present-subjunctive'] },
  },
  'lesson-b2-27': {
    role: { es: 'un estudiante de intercambio uruguayo', en: 'an exchange student from Uruguay' },
    scene: {
      es: 'Estamos en la cafetería de la universidad y comparamos nuestros sistemas educativos.',
      en: 'We are in the university canteen comparing our education systems.',
    },
    task: {
      es: 'Compara el sistema de tu país con el mío y di qué te parece justo y qué no.',
      en: 'Compare your country’s system with mine and say what you think is fair and what is not.',
    },
    steps: [
      {
        line: {
          es: 'En mi país la escuela es obligatoria desde los cuatro años. ¿Y en el tuyo?',
          en: 'In my country school is compulsory from the age of four. And in yours?',
        },
        expects: ['la enseñanza obligatoria', 'a diferencia de'],
      },
      {
        line: {
          es: '¿Tus padres eligieron un colegio público o uno privado para ti?',
          en: 'Did your parents choose a state school or a private one for you?',
        },
        expects: ['la escuela pública', 'el colegio concertado', 'es injusto que'],
      },
      {
        line: {
          es: '¿Cómo se entra en la universidad aquí? ¿Es muy caro?',
          en: 'How do you get into university here? Is it very expensive?',
        },
        expects: ['la selectividad', 'las tasas universitarias'],
      },
      {
        line: {
          es: '¿Qué opinas de cómo se enseña? ¿Se aprende de verdad?',
          en: 'What do you think of the way things are taught? Do pupils really learn?',
        },
        expects: ['memorizar', 'el pensamiento crítico', 'el profesorado'],
      },
      {
        line: {
          es: '¿Y cuál dirías que es el mayor problema del sistema?',
          en: 'And what would you say is the biggest problem with the system?',
        },
        expects: ['el abandono escolar', 'la ratio'],
      },
    ],
    closing: {
      es: 'Muy interesante. Cuando vuelva a Montevideo, voy a contar todo esto en clase.',
      en: 'Very interesting. When I go back to Montevideo, I will tell my class all this.',
    },
    listening: {
      line: {
        es: 'En Finlandia, a diferencia de España, los niños no empiezan a leer en la escuela hasta los siete años.',
        en: 'In Finland, unlike Spain, children do not start reading at school until they are seven.',
      },
      question: {
        es: '¿A qué edad empiezan a leer en la escuela en Finlandia?',
        en: 'At what age do children start reading at school in Finland?',
      },
      answers: ['siete'],
    },
    grammarUse: {
      tenses: ['present-subjunctive'],
      phrases: ['es injusto que', 'es logico que', 'es normal que', 'es absurdo que'],
    },
  },
  'lesson-b2-28': {
    role: { es: 'un directivo tecnológico', en: 'a tech executive' },
    scene: {
      es: 'Participamos en un debate de radio sobre tecnología y ética. Yo defiendo la innovación sin frenos.',
      en: 'We are taking part in a radio debate on technology and ethics. I defend innovation without brakes.',
    },
    task: {
      es: 'Rebate mis argumentos, expresa tus preocupaciones y propón límites concretos.',
      en: 'Counter my arguments, express your concerns and propose concrete limits.',
    },
    steps: [
      {
        line: {
          es: 'Nuestras cámaras identifican caras en segundos y hacen las calles más seguras. ¿Qué problema hay?',
          en: 'Our cameras identify faces in seconds and make the streets safer. What is the problem?',
        },
        expects: ['el reconocimiento facial', 'la vigilancia', 'es preocupante que'],
      },
      {
        line: {
          es: 'Los usuarios nos dan sus datos libremente. Nadie les obliga.',
          en: 'Users give us their data freely. Nobody forces them.',
        },
        expects: ['el consentimiento', 'a cambio de', 'la huella digital'],
      },
      {
        line: {
          es: 'Además, las máquinas hacen el trabajo aburrido. Eso es progreso.',
          en: 'Besides, machines do the boring work. That is progress.',
        },
        expects: ['automatizar', 'sustituir'],
      },
      {
        line: {
          es: 'Si el Estado pone normas, frenará la innovación.',
          en: 'If the State lays down rules, it will slow down innovation.',
        },
        expects: ['la regulación', 'poner límites', 'la transparencia'],
      },
      {
        line: {
          es: 'Entonces, ¿aceptarías estas cámaras en algún caso?',
          en: 'So, would you accept these cameras in any case?',
        },
        expects: ['siempre y cuando'],
      },
    ],
    closing: {
      es: 'Se nos acaba el tiempo. Gracias a los dos por un debate tan intenso.',
      en: 'We are running out of time. Thank you both for such an intense debate.',
    },
    listening: {
      line: {
        es: 'En Londres hay una cámara por cada trece habitantes, y muchas ya usan reconocimiento facial.',
        en: 'In London there is one camera for every thirteen inhabitants, and many already use facial recognition.',
      },
      question: {
        es: '¿Cuántos habitantes hay por cada cámara en Londres?',
        en: 'How many inhabitants are there for each camera in London?',
      },
      answers: ['trece'],
    },
    grammarUse: { tenses: ['present-subjunctive'], phrases: ['es preocupante que', 'siempre y cuando'] },
  },
  'lesson-b2-29': {
    role: { es: 'un amigo en el museo', en: 'a friend at the museum' },
    scene: {
      es: 'Estamos en el Museo Reina Sofía, delante de un cuadro que no conocemos.',
      en: 'We are at the Reina Sofía Museum, in front of a painting we do not know.',
    },
    task: {
      es: 'Descríbeme el cuadro, interprétalo y dime qué te transmite.',
      en: 'Describe the painting to me, interpret it and tell me what it conveys to you.',
    },
    steps: [
      {
        line: { es: 'Mira este cuadro. ¿Qué ves tú?', en: 'Look at this painting. What do you see?' },
        expects: ['el retrato', 'el autorretrato', 'el primer plano', 'el fondo'],
      },
      {
        line: {
          es: '¿Y cómo está pintado? Yo de técnica no entiendo mucho.',
          en: 'And how is it painted? I do not know much about technique.',
        },
        expects: ['la pincelada', 'el lienzo', 'el claroscuro'],
      },
      {
        line: {
          es: 'La mujer tiene una mirada muy extraña. ¿Qué crees que significa?',
          en: 'The woman has a very strange look. What do you think it means?',
        },
        expects: ['da la impresión de que', 'podría representar'],
      },
      {
        line: {
          es: '¿A ti te gusta? ¿Qué sientes al verlo?',
          en: 'Do you like it? What do you feel when you see it?',
        },
        expects: ['transmitir'],
      },
      {
        line: {
          es: 'Al lado hay uno que son solo manchas de color. ¿Eso es arte?',
          en: 'Next to it there is one that is just patches of colour. Is that art?',
        },
        expects: ['abstracto', 'la vanguardia'],
      },
    ],
    closing: {
      es: 'Me has convencido. Vamos a buscar la sala de Picasso antes de que cierren.',
      en: 'You have convinced me. Let’s find the Picasso room before they close.',
    },
    listening: {
      line: {
        es: 'En el primer plano hay una mujer vestida de negro, y al fondo se ve un pueblo bajo la lluvia.',
        en: 'In the foreground there is a woman dressed in black, and in the background you can see a village in the rain.',
      },
      question: { es: '¿De qué color va vestida la mujer?', en: 'What colour is the woman dressed in?' },
      answers: ['negro', 'de negro'],
    },
    grammarUse: { tenses: ['conditional'], phrases: ['parece que', 'da la impresion', 'podria', 'podrian'] },
  },
  'lesson-b2-30': {
    role: { es: 'tu jefa de redacción', en: 'your editor-in-chief' },
    scene: {
      es: 'Vuelves a la redacción después de la rueda de prensa de un centro de investigación.',
      en: 'You are back in the newsroom after a research centre’s press conference.',
    },
    task: {
      es: 'Cuéntame qué dijo la portavoz, qué le preguntaron y cómo respondió.',
      en: 'Tell me what the spokesperson said, what she was asked and how she answered.',
    },
    steps: [
      {
        line: { es: '¿Qué tal ha ido? ¿Quién habló al final?', en: 'How did it go? Who spoke in the end?' },
        expects: ['la rueda de prensa', 'el portavoz', 'la comparecencia'],
      },
      {
        line: { es: '¿Y cuál fue la gran noticia?', en: 'And what was the big news?' },
        expects: ['anunció que', 'desvelar', 'declarar'],
      },
      {
        line: { es: '¿Qué fue lo que más repitió?', en: 'What did she repeat the most?' },
        expects: ['recalcar', 'hacer hincapié en', 'según declaró'],
      },
      {
        line: {
          es: '¿Alguien le preguntó por el dinero público que reciben?',
          en: 'Did anyone ask her about the public money they receive?',
        },
        expects: ['la pregunta incómoda', 'eludir', 'responder con evasivas'],
      },
    ],
    closing: {
      es: 'Perfecto. Escríbeme la noticia para las seis y no olvides ese detalle.',
      en: 'Perfect. Write the story for me by six and do not forget that detail.',
    },
    listening: {
      line: {
        es: 'La portavoz anunció que la vacuna estará lista en otoño, pero eludió hablar del precio.',
        en: 'The spokesperson announced that the vaccine will be ready in autumn, but avoided talking about the price.',
      },
      question: { es: '¿Cuándo estará lista la vacuna?', en: 'When will the vaccine be ready?' },
      answers: ['otoño', 'en otoño'],
    },
    grammarUse: {
      tenses: ['imperfect', 'imperfect-subjunctive'],
      phrases: ['dijo que', 'anuncio que', 'pregunto si', 'pidio que', 'declaro que'],
    },
  },
};
