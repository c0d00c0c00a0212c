import type { LessonScript } from '../types';

/** C2 unit 5: how each lesson on specialised registers, style and subtext is played. */
export const C2_UNIT_5_SCRIPTS: Readonly<Record<string, LessonScript>> = {
  'lesson-c2-16': {
    role: { es: 'la hija de un paciente', en: 'a patient’s daughter' },
    scene: {
      es: 'Eres médico residente y yo acabo de recibir el informe de mi padre, que no entiendo.',
      en: 'You are a resident doctor and I have just received my father’s report, which I do not understand.',
    },
    task: {
      es: 'Explícame el informe con palabras claras y responde a mis dudas.',
      en: 'Explain the report to me in clear words and answer my questions.',
    },
    steps: [
      {
        line: {
          es: 'Aquí pone «cuadro compatible con patología biliar». ¿Qué quiere decir?',
          en: 'It says here “picture consistent with biliary disease”. What does that mean?',
        },
        expects: ['el cuadro clínico', 'la patología', 'el historial clínico'],
      },
      {
        line: {
          es: 'También le han analizado una muestra de tejido. ¿Es grave?',
          en: 'They have also analysed a sample of his tissue. Is it serious?',
        },
        expects: ['la biopsia', 'benigno', 'el pronóstico'],
      },
      {
        line: {
          es: '¿Lo van a operar? Tiene ochenta años y problemas de corazón.',
          en: 'Are they going to operate on him? He is eighty and has heart problems.',
        },
        expects: ['la intervención quirúrgica', 'la contraindicación'],
      },
      {
        line: {
          es: '¿Y cómo tiene que tomarse las pastillas nuevas?',
          en: 'And how does he have to take the new pills?',
        },
        expects: ['la posología', 'en ayunas'],
      },
      {
        line: {
          es: '¿Y si los dolores no desaparecen? El médico de cabecera debería habérnoslo explicado.',
          en: 'And if the pain does not go away? The GP should have explained it to us.',
        },
        expects: ['remitir', 'el tratamiento paliativo'],
      },
    ],
    closing: {
      es: 'Gracias. Ahora lo entiendo todo mucho mejor, y se lo explicaré a mi madre.',
      en: 'Thank you. Now I understand it all much better, and I will explain it to my mother.',
    },
    listening: {
      line: {
        es: 'Tome el comprimido en ayunas durante diez días y, si los síntomas no remiten, vuelva a consulta.',
        en: 'Take the tablet on an empty stomach for ten days and, if the symptoms do not subside, come back to see me.',
      },
      question: {
        es: '¿Durante cuántos días hay que tomar el comprimido?',
        en: 'For how many days must the tablet be taken?',
      },
      answers: ['diez', 'diez dias'],
    },
    grammarUse: {
      phrases: [
        'haberselo',
        'habernoslo',
        'habermelo',
        'habertelo',
        'se lo tendria',
        'se lo tiene',
        'se lo voy',
        'explicarselo',
        'decirselo',
      ],
    },
  },
  'lesson-c2-17': {
    role: { es: 'un periodista económico', en: 'a financial journalist' },
    scene: {
      es: 'Te llamo porque circulan rumores sobre un banco que tú sigues como analista.',
      en: 'I am calling you because there are rumours about a bank that you follow as an analyst.',
    },
    task: {
      es: 'Explícame la situación sin dar por cierto lo que no está confirmado.',
      en: 'Explain the situation to me without presenting as certain what is not confirmed.',
    },
    steps: [
      {
        line: {
          es: 'Dicen que otro banco quiere comprarlo sin el visto bueno del consejo. ¿Es así?',
          en: 'They say another bank wants to buy it without the board’s approval. Is that so?',
        },
        expects: ['la opa hostil', 'la fusión'],
      },
      {
        line: {
          es: '¿Cómo ha reaccionado la bolsa esta mañana?',
          en: 'How has the stock market reacted this morning?',
        },
        expects: ['la cotización', 'cotizar', 'el inversor'],
      },
      {
        line: {
          es: '¿Corre peligro el banco? ¿Tiene dinero suficiente para pagar sus deudas?',
          en: 'Is the bank in danger? Does it have enough money to pay its debts?',
        },
        expects: ['la liquidez', 'el activo', 'el pasivo', 'el balance'],
      },
      {
        line: {
          es: '¿Y qué pasará con los pequeños accionistas?',
          en: 'And what will happen to the small shareholders?',
        },
        expects: ['el dividendo', 'la rentabilidad'],
      },
      {
        line: {
          es: 'Mis lectores tienen sus ahorros en fondos. ¿Qué les recomendarías?',
          en: 'My readers have their savings in funds. What would you recommend to them?',
        },
        expects: ['la cartera de inversión'],
      },
    ],
    closing: {
      es: 'Gracias. Lo publicaremos con prudencia y en condicional, como debe ser.',
      en: 'Thank you. We will publish it cautiously and in the conditional, as it should be.',
    },
    listening: {
      line: {
        es: 'Según fuentes del sector, el banco habría perdido 300 millones en el último trimestre.',
        en: 'According to industry sources, the bank is reported to have lost 300 million in the last quarter.',
      },
      question: {
        es: '¿Cuánto dinero habría perdido el banco?',
        en: 'How much money is the bank reported to have lost?',
      },
      answers: ['300', '300 millones'],
    },
    grammarUse: { tenses: ['conditional'], phrases: ['habria', 'habrian'] },
  },
  'lesson-c2-18': {
    role: { es: 'la presidenta del tribunal', en: 'the chair of the panel' },
    scene: {
      es: 'Estás defendiendo tu tesis doctoral sobre el español en las redes sociales.',
      en: 'You are defending your doctoral thesis on Spanish in social media.',
    },
    task: {
      es: 'Responde a las preguntas del tribunal con rigor y prudencia.',
      en: 'Answer the panel’s questions with rigour and caution.',
    },
    steps: [
      {
        line: {
          es: 'Empiece, por favor, situando su trabajo. ¿Qué se había investigado antes?',
          en: 'Please begin by situating your work. What had been researched before?',
        },
        expects: ['el estado de la cuestión', 'el marco teórico', 'sin ánimo de exhaustividad'],
      },
      {
        line: {
          es: '¿Con qué datos ha trabajado exactamente?',
          en: 'What data have you worked with, exactly?',
        },
        expects: ['el corpus', 'la tesis doctoral'],
      },
      {
        line: {
          es: 'Sus conclusiones me parecen demasiado tajantes. ¿Podría matizarlas?',
          en: 'Your conclusions seem too categorical to me. Could you qualify them?',
        },
        expects: ['cabría pensar que', 'a nuestro juicio', 'sostener'],
      },
      {
        line: {
          es: 'En el capítulo tres hay un párrafo idéntico a uno de otro autor.',
          en: 'In chapter three there is a paragraph identical to one by another author.',
        },
        expects: ['la cita textual', 'el plagio'],
      },
      {
        line: {
          es: 'Para terminar, ¿qué queda por investigar?',
          en: 'To finish, what remains to be researched?',
        },
        expects: ['la línea de investigación', 'el tribunal'],
      },
    ],
    closing: {
      es: 'El tribunal se retira a deliberar. Enhorabuena por una defensa tan sólida.',
      en: 'The panel is withdrawing to deliberate. Congratulations on such a solid defence.',
    },
    listening: {
      line: {
        es: 'Tras dos horas de defensa, el tribunal concedió a la tesis un sobresaliente cum laude.',
        en: 'After a two-hour defence, the panel awarded the thesis the highest mark, cum laude.',
      },
      question: { es: '¿Cuánto duró la defensa?', en: 'How long did the defence last?' },
      answers: ['dos horas'],
    },
    grammarUse: {
      phrases: [
        'cabria pensar',
        'cabe pensar',
        'a nuestro juicio',
        'parece plausible',
        'todo apunta',
        'cabe suponer',
      ],
    },
  },
  'lesson-c2-19': {
    role: { es: 'un profesor de periodismo', en: 'a journalism lecturer' },
    scene: {
      es: 'Estamos en un seminario y analizamos juntos una columna de opinión sobre el turismo.',
      en: 'We are in a seminar analysing an opinion column on tourism together.',
    },
    task: {
      es: 'Analiza el estilo de la columna y justifica cada observación.',
      en: 'Analyse the column’s style and justify each observation.',
    },
    steps: [
      {
        line: {
          es: 'Empecemos por lo básico: ¿qué tipo de texto es y quién lo firma?',
          en: 'Let us start with the basics: what type of text is it and who signs it?',
        },
        expects: ['la columna de opinión', 'el columnista', 'el editorial'],
      },
      {
        line: {
          es: 'El primer párrafo, en negrita, lo resume todo. ¿Cómo se llama?',
          en: 'The first paragraph, in bold, sums it all up. What is it called?',
        },
        expects: ['la entradilla'],
      },
      {
        line: {
          es: 'Dice que los turistas son «una plaga bíblica». ¿Qué te parece?',
          en: 'It says tourists are “a biblical plague”. What do you think?',
        },
        expects: ['la hipérbole', 'el recurso estilístico', 'mordaz'],
      },
      {
        line: {
          es: 'Fíjate en los adjetivos: «ruidosos», «voraces», «incansables».',
          en: 'Look at the adjectives: “noisy”, “voracious”, “tireless”.',
        },
        expects: ['la adjetivación', 'la subjetividad', 'incisivo'],
      },
      {
        line: {
          es: '¿Para quién escribe el autor? ¿Es un texto objetivo?',
          en: 'Who is the author writing for? Is it an objective text?',
        },
        expects: ['el lector implícito', 'el sesgo'],
      },
    ],
    closing: {
      es: 'Excelente análisis. Para el jueves, escribe tú una columna con el estilo contrario.',
      en: 'Excellent analysis. For Thursday, write a column yourself in the opposite style.',
    },
    listening: {
      line: {
        es: 'El columnista escribió que, si el ayuntamiento no actuaba pronto, la ciudad acabaría siendo un decorado.',
        en: 'The columnist wrote that, if the town hall did not act soon, the city would end up as a stage set.',
      },
      question: {
        es: '¿En qué acabaría convirtiéndose la ciudad?',
        en: 'What would the city end up turning into?',
      },
      answers: ['un decorado', 'decorado'],
    },
    grammarUse: { tenses: ['imperfect-subjunctive', 'conditional'] },
  },
  'lesson-c2-20': {
    role: { es: 'tu compañera Elena', en: 'your colleague Elena' },
    scene: {
      es: 'Trabajamos en la misma agencia y hoy todo el mundo habla con segundas.',
      en: 'We work at the same agency and today everyone is speaking with hidden meanings.',
    },
    task: {
      es: 'Interpreta lo que digo de verdad y responde con la misma sutileza.',
      en: 'Work out what I really mean and answer with the same subtlety.',
    },
    steps: [
      {
        line: {
          es: 'He leído tu informe. Es… interesante. Muy largo, eso sí.',
          en: 'I have read your report. It is… interesting. Very long, mind you.',
        },
        expects: ['dar a entender', 'leer entre líneas', 'no es precisamente'],
      },
      {
        line: {
          es: 'El cliente dice que ya nos llamará. ¿Buena señal?',
          en: 'The client says he will call us. A good sign?',
        },
        expects: ['ya te llamaremos', 'el eufemismo'],
      },
      {
        line: {
          es: 'Y encima mañana nos cambian de oficina, sin avisar.',
          en: 'And on top of that, tomorrow they are moving us to another office, without warning.',
        },
        expects: ['lo que faltaba', 'menuda suerte'],
      },
      {
        line: {
          es: 'Tienes que decirle al jefe que su presentación fue un desastre. ¿Cómo empiezas?',
          en: 'You have to tell the boss that his presentation was a disaster. How do you start?',
        },
        expects: ['quería comentarte una cosita', 'un pelín', 'la atenuación'],
      },
      {
        line: {
          es: '¿Y qué te pareció la propuesta de Carlos? A mí me gustó bastante.',
          en: 'And what did you think of Carlos’s proposal? I quite liked it.',
        },
        expects: ['no está nada mal', 'la lítote'],
      },
    ],
    closing: {
      es: 'Veo que dominas el arte de decir las cosas sin decirlas. Me encanta.',
      en: 'I see you have mastered the art of saying things without saying them. I love it.',
    },
    listening: {
      line: {
        es: 'Cuando el jefe vio las ventas dijo «no está mal», y todos entendimos que estaba encantado.',
        en: 'When the boss saw the sales he said “not bad”, and we all understood that he was delighted.',
      },
      question: { es: '¿Cómo estaba el jefe en realidad?', en: 'How did the boss really feel?' },
      answers: ['encantado', 'estaba encantado'],
    },
    grammarUse: {
      phrases: ['queria', 'venia a', 'no esta nada mal', 'no esta mal', 'un pelin', 'cosita', 'un poquito'],
    },
  },
};
