import type { LessonScript } from '../types';

/** B1 unit 5: how each lesson about news, media and technology is played. */
export const B1_UNIT_5_SCRIPTS: Readonly<Record<string, LessonScript>> = {
  'lesson-b1-16': {
    role: { es: 'una compañera de trabajo', en: 'a colleague' },
    scene: {
      es: 'Es viernes y tomamos un café. Ayer no vine a la oficina.',
      en: 'It is Friday and we are having a coffee. Yesterday I did not come to the office.',
    },
    task: {
      es: 'Cuéntame lo que dijeron los demás ayer: usa dijo que, explicó que y anunció que.',
      en: 'Tell me what the others said yesterday: use dijo que, explicó que and anunció que.',
    },
    steps: [
      {
        line: {
          es: 'Ayer hablaste con Marta, ¿verdad? ¿Qué te contó de su viaje a Japón?',
          en: 'You talked to Marta yesterday, right? What did she tell you about her trip to Japan?',
        },
        expects: ['me dijo que', 'me explicó que', 'contar'],
      },
      {
        line: {
          es: 'He oído que la empresa va a cerrar la oficina de Sevilla. ¿Tú sabes algo?',
          en: 'I have heard that the company is going to close the Seville office. Do you know anything?',
        },
        expects: ['el rumor', 'al parecer', 'por lo visto', 'enterarse de'],
      },
      {
        line: {
          es: '¿Y qué dijo el director en la reunión? Me han dicho que habló mucho.',
          en: 'And what did the director say at the meeting? I have been told he talked a lot.',
        },
        expects: ['anunciar', 'prometer', 'avisar'],
      },
      {
        line: {
          es: '¿Y Jorge qué dijo? ¿Admitió por fin que el error fue suyo?',
          en: 'And what did Jorge say? Did he finally admit the mistake was his?',
        },
        expects: ['reconocer', 'confirmar', 'me dijo que'],
      },
    ],
    closing: {
      es: '¡Cuántas novedades en un solo día! El lunes no pienso faltar.',
      en: 'So much news in a single day! I am not missing Monday.',
    },
    listening: {
      line: {
        es: 'Carlos me dijo que estaba enfermo y que no vendría a la cena del sábado.',
        en: 'Carlos told me he was ill and would not come to Saturday’s dinner.',
      },
      question: { es: '¿Por qué no vendrá Carlos a la cena?', en: 'Why will Carlos not come to dinner?' },
      answers: ['enfermo', 'estaba enfermo'],
    },
    grammarUse: {
      phrases: [
        'dijo que',
        'explico que',
        'conto que',
        'anuncio que',
        'prometio que',
        'aviso que',
        'reconocio que',
        'confirmo que',
      ],
    },
  },
  'lesson-b1-17': {
    role: { es: 'tu compañero de piso', en: 'your flatmate' },
    scene: {
      es: 'Estamos en casa. Esta mañana un hombre te paró en la calle con muchas preguntas.',
      en: 'We are at home. This morning a man stopped you in the street with a lot of questions.',
    },
    task: {
      es: 'Cuéntame qué te preguntó y decidamos cómo averiguar quién era.',
      en: 'Tell me what he asked you and let’s decide how to find out who he was.',
    },
    steps: [
      {
        line: {
          es: '¿Quién era ese señor que te paró esta mañana delante del portal?',
          en: 'Who was that man who stopped you this morning in front of the building?',
        },
        expects: ['el encuestador', 'quería saber'],
      },
      {
        line: {
          es: '¿Y qué te preguntó? ¿Eran preguntas normales?',
          en: 'And what did he ask you? Were they normal questions?',
        },
        expects: ['me preguntó qué', 'me preguntó cuándo'],
      },
      {
        line: {
          es: '¡Qué raro! ¿También te preguntó cuánto ganas?',
          en: 'How strange! Did he also ask you how much you earn?',
        },
        expects: ['indiscreto', 'cotilla'],
      },
      {
        line: {
          es: '¿Y tú no le preguntaste nada a él? ¿Para quién trabajaba?',
          en: 'And did you not ask him anything? Who was he working for?',
        },
        expects: ['le pregunté si', 'no sé si', 'averiguar', 'preguntarse'],
      },
      {
        line: {
          es: 'Voy a llamar a la policía municipal. ¿Cómo les pregunto si es normal?',
          en: 'I am going to call the local police. How do I ask them whether it is normal?',
        },
        expects: ['¿me podría decir…?', '¿sabes si…?'],
      },
    ],
    closing: {
      es: 'Buena idea. Y la próxima vez, no des tus datos a nadie por la calle.',
      en: 'Good idea. And next time, do not give your details to anyone in the street.',
    },
    listening: {
      line: {
        es: 'El policía me preguntó si había visto al ladrón y a qué hora había salido de casa.',
        en: 'The police officer asked me whether I had seen the thief and what time I had left home.',
      },
      question: { es: '¿Quién le hizo las preguntas?', en: 'Who asked the questions?' },
      answers: ['el policia', 'policia'],
    },
    grammarUse: {
      phrases: [
        'pregunto si',
        'pregunte si',
        'pregunto que',
        'pregunto cuando',
        'pregunto donde',
        'saber si',
        'se si',
        'sabes si',
        'podria decir',
      ],
    },
  },
  'lesson-b1-18': {
    role: { es: 'un amigo periodista', en: 'a journalist friend' },
    scene: {
      es: 'Comemos juntos cerca de la redacción del periódico donde trabajo.',
      en: 'We are having lunch near the newsroom of the newspaper where I work.',
    },
    task: {
      es: 'Habla de cómo te informas, de un vídeo viral y de cómo se detecta un bulo.',
      en: 'Talk about how you keep informed, about a viral video and about how to spot a hoax.',
    },
    steps: [
      {
        line: {
          es: '¿Cómo te informas tú? ¿Lees el periódico o lo ves todo en el móvil?',
          en: 'How do you keep informed? Do you read the paper or see everything on your phone?',
        },
        expects: ['la red social', 'el medio de comunicación', 'la prensa'],
      },
      {
        line: {
          es: 'Mira este vídeo: lo ha compartido medio país en dos horas.',
          en: 'Look at this video: half the country has shared it in two hours.',
        },
        expects: ['hacerse viral', 'el seguidor'],
      },
      {
        line: {
          es: 'Pues dicen que es falso. ¿Cómo sabes tú si una noticia es verdad?',
          en: 'Well, they say it is fake. How do you know if a news story is true?',
        },
        expects: ['el bulo', 'la fuente', 'contrastar'],
      },
      {
        line: {
          es: 'Por cierto, mi artículo sobre los incendios salió ayer. ¿Lo viste?',
          en: 'By the way, my article about the fires came out yesterday. Did you see it?',
        },
        expects: ['fue publicado', 'la portada', 'el reportaje'],
      },
      {
        line: {
          es: '¿Y la tele? ¿Todavía ves las noticias de las nueve?',
          en: 'And television? Do you still watch the nine o’clock news?',
        },
        expects: ['la cadena', 'el medio de comunicación'],
      },
    ],
    closing: {
      es: 'Me alegro de que todavía leas la prensa. ¡Nos hace mucha falta!',
      en: 'I am glad you still read the press. We really need it!',
    },
    listening: {
      line: {
        es: 'El reportaje fue publicado el martes y fue leído por más de un millón de personas.',
        en: 'The report was published on Tuesday and was read by more than a million people.',
      },
      question: { es: '¿Qué día fue publicado el reportaje?', en: 'What day was the report published?' },
      answers: ['martes', 'el martes'],
    },
    grammarUse: {
      phrases: [
        'fue publicado',
        'fue publicada',
        'fue escrito',
        'fue escrita',
        'fue leido',
        'fue compartido',
        'fueron publicados',
        'es publicado',
      ],
    },
  },
  'lesson-b1-19': {
    role: { es: 'tu abuela', en: 'your grandmother' },
    scene: {
      es: 'Estás en casa de tu abuela. Tiene problemas con todos sus aparatos.',
      en: 'You are at your grandmother’s house. She has problems with all her devices.',
    },
    task: {
      es: 'Ayúdala con cada problema: explica qué hacer con si + presente.',
      en: 'Help her with each problem: explain what to do with si + present.',
    },
    steps: [
      {
        line: {
          es: 'Cariño, la tele no se enciende y este aparato no hace nada.',
          en: 'Darling, the TV does not switch on and this gadget does nothing.',
        },
        expects: ['el mando a distancia', 'la batería', 'el enchufe'],
      },
      {
        line: {
          es: 'Y el móvil se me apaga todo el rato. ¿Qué hago?',
          en: 'And my phone keeps switching off. What do I do?',
        },
        expects: ['cargar', 'el cargador', 'reiniciar'],
      },
      {
        line: {
          es: 'Ahora me sale un mensaje que dice que hay una versión nueva.',
          en: 'Now I get a message saying there is a new version.',
        },
        expects: ['actualizar', 'la contraseña'],
      },
      {
        line: {
          es: 'Además, el ordenador va muy lento y no puedo ver las fotos de tus primos.',
          en: 'Also, the computer is very slow and I cannot see your cousins’ photos.',
        },
        expects: ['la conexión', 'reiniciar'],
      },
      {
        line: {
          es: 'Y la lavadora hace un ruido muy raro desde ayer.',
          en: 'And the washing machine has been making a very strange noise since yesterday.',
        },
        expects: ['estropearse', 'el electrodoméstico', 'desenchufar'],
      },
    ],
    closing: {
      es: '¡Qué haría yo sin ti! Quédate a cenar, que he hecho croquetas.',
      en: 'What would I do without you! Stay for dinner, I have made croquettes.',
    },
    listening: {
      line: {
        es: 'Si el ordenador no se enciende, desenchúfalo, espera un minuto y vuelve a encenderlo.',
        en: 'If the computer does not switch on, unplug it, wait a minute and switch it on again.',
      },
      question: { es: '¿Cuánto tiempo hay que esperar?', en: 'How long do you have to wait?' },
      answers: ['un minuto', 'minuto'],
    },
    grammarUse: {
      phrases: ['si no funciona', 'si no se', 'si no', 'si el', 'si la', 'si tienes', 'si quieres'],
    },
  },
  'lesson-b1-20': {
    role: { es: 'una teleoperadora', en: 'a call-centre agent' },
    scene: {
      es: 'Llamas a tu compañía de internet. Llevas dos días sin internet en casa.',
      en: 'You are calling your internet provider. You have had no internet at home for two days.',
    },
    task: {
      es: 'Explica la avería, da tus datos, pide un técnico y pregunta por otras tarifas.',
      en: 'Explain the fault, give your details, ask for a technician and ask about other plans.',
    },
    steps: [
      {
        line: {
          es: 'Atención al cliente, le atiende Lucía. ¿En qué puedo ayudarle?',
          en: 'Customer service, Lucía speaking. How can I help you?',
        },
        expects: ['la avería', 'sin conexión', 'la fibra'],
      },
      {
        line: {
          es: 'De acuerdo. Para abrir una incidencia necesito algunos datos suyos.',
          en: 'All right. To open a ticket I need some of your details.',
        },
        expects: ['el número de cliente', 'la incidencia'],
      },
      {
        line: {
          es: 'He revisado su línea y no veo nada raro. ¿Ha apagado y encendido el aparato?',
          en: 'I have checked your line and I see nothing strange. Have you switched the device off and on?',
        },
        expects: ['el técnico', 'el servicio técnico'],
      },
      {
        line: {
          es: 'Puede ir un técnico el jueves. Y si quiere cambiar de compañía, tiene que esperar.',
          en: 'A technician can come on Thursday. And if you want to change company, you have to wait.',
        },
        expects: ['dar de baja', 'la permanencia'],
      },
      {
        line: {
          es: 'Si quiere, le ofrezco una tarifa con más datos para el móvil.',
          en: 'If you like, I can offer you a plan with more mobile data.',
        },
        expects: ['la tarifa', 'la cobertura', 'dar de alta'],
      },
    ],
    closing: {
      es: 'Perfecto. Le mando ahora un mensaje con el número de la incidencia. Buenas tardes.',
      en: 'Perfect. I am sending you a message with the ticket number now. Good afternoon.',
    },
    listening: {
      line: {
        es: 'El técnico irá a su casa el jueves entre las nueve y las dos para revisar la fibra.',
        en: 'The technician will go to your home on Thursday between nine and two to check the fibre.',
      },
      question: { es: '¿Qué día irá el técnico?', en: 'What day will the technician go?' },
      answers: ['jueves', 'el jueves'],
    },
    grammarUse: {
      phrases: [
        'se lo',
        'se la',
        'me lo',
        'me la',
        'melo',
        'mela',
        'selo',
        'sela',
        'reiniciarlo',
        'enviarmelo',
      ],
    },
  },
};
