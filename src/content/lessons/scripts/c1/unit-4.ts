import type { LessonScript } from '../types';

/** C1 unit 4: how each lesson on public affairs is played. */
export const C1_UNIT_4_SCRIPTS: Readonly<Record<string, LessonScript>> = {
  'lesson-c1-11': {
    role: { es: 'una diputada de la oposición', en: 'an opposition MP' },
    scene: {
      es: 'Estamos en un debate de radio sobre la nueva ley de vivienda, que tú defiendes.',
      en: 'We are in a radio debate about the new housing law, which you support.',
    },
    task: {
      es: 'Defiende el proyecto de ley y responde a mis críticas.',
      en: 'Defend the bill and answer my criticisms.',
    },
    steps: [
      {
        line: {
          es: '¿Qué propone exactamente su reforma? Explíquelo para los oyentes.',
          en: 'What exactly does your reform propose? Explain it for the listeners.',
        },
        expects: ['el proyecto de ley', 'la reforma', 'entrar en vigor'],
      },
      {
        line: {
          es: 'Ustedes no tienen apoyos suficientes. ¿Cómo piensan sacarla adelante?',
          en: 'You do not have enough support. How do you plan to get it through?',
        },
        expects: ['la mayoría absoluta', 'el escaño', 'aprobar una ley'],
      },
      {
        line: {
          es: 'Mi grupo ha presentado cambios al texto. ¿Los va a aceptar?',
          en: 'My group has tabled changes to the text. Are you going to accept them?',
        },
        expects: ['la enmienda', 'el consenso', 'la oposición'],
      },
      {
        line: {
          es: '¿Y si el próximo Gobierno anula la ley? ¿Qué habrán conseguido?',
          en: 'And what if the next Government cancels the law? What will you have achieved?',
        },
        expects: ['derogar', 'someter a votación'],
      },
      {
        line: {
          es: 'Por último, ¿qué clase de político necesita hoy este país?',
          en: 'Finally, what kind of politician does this country need today?',
        },
        expects: ['el diputado'],
      },
    ],
    closing: {
      es: 'Se nos acaba el tiempo. Gracias por el debate; la última palabra la tendrán los votantes.',
      en: 'We are running out of time. Thank you for the debate; the voters will have the last word.',
    },
    listening: {
      line: {
        es: 'El Congreso aprobó ayer la ley de vivienda por mayoría absoluta; entrará en vigor en enero.',
        en: 'Congress passed the housing law yesterday by an absolute majority; it will come into force in January.',
      },
      question: { es: '¿Cuándo entrará en vigor la ley?', en: 'When will the law come into force?' },
      answers: ['enero', 'en enero'],
    },
    grammarUse: { tenses: ['present-subjunctive'] },
  },
  'lesson-c1-12': {
    role: { es: 'un compañero de trabajo', en: 'a colleague' },
    scene: {
      es: 'Tomamos café en la oficina y comentamos los titulares económicos de hoy.',
      en: 'We are having coffee at the office and discussing today’s economic headlines.',
    },
    task: {
      es: 'Explícame qué dicen los datos y cómo afectan a las familias.',
      en: 'Explain to me what the data say and how they affect families.',
    },
    steps: [
      {
        line: {
          es: '¿Has visto los precios del súper? Todo está carísimo.',
          en: 'Have you seen supermarket prices? Everything is really expensive.',
        },
        expects: ['la inflación', 'el encarecimiento', 'el poder adquisitivo'],
      },
      {
        line: {
          es: 'Dicen en la tele que la economía va mejor. ¿Tú te lo crees?',
          en: 'They say on TV that the economy is doing better. Do you believe it?',
        },
        expects: ['el crecimiento', 'el PIB', 'repuntar'],
      },
      {
        line: {
          es: '¿Y el empleo? Mi primo lleva un año buscando trabajo.',
          en: 'And jobs? My cousin has been looking for work for a year.',
        },
        expects: ['la tasa de paro', 'la recesión'],
      },
      {
        line: {
          es: 'La cuota de mi hipoteca ha vuelto a subir este mes. ¿Por qué?',
          en: 'My mortgage payment has gone up again this month. Why?',
        },
        expects: ['los tipos de interés'],
      },
      {
        line: {
          es: '¿Y qué debería hacer el Gobierno, según tú?',
          en: 'And what should the Government do, in your view?',
        },
        expects: ['el gasto público', 'la deuda pública', 'desplomarse'],
      },
    ],
    closing: {
      es: 'Vaya, me has dado una clase de economía en diez minutos. ¡Gracias!',
      en: 'Wow, you have given me an economics lesson in ten minutes. Thanks!',
    },
    listening: {
      line: {
        es: 'La inflación bajó en octubre hasta el 2,4 %, mientras que la tasa de paro se mantuvo en el 11 %.',
        en: 'Inflation fell in October to 2.4 %, while the unemployment rate stayed at 11 %.',
      },
      question: { es: '¿En qué mes bajó la inflación?', en: 'In which month did inflation fall?' },
      answers: ['octubre', 'en octubre'],
    },
    grammarUse: {
      phrases: [
        'por ciento',
        'se situa',
        'se situo',
        'sube un',
        'subio un',
        'baja un',
        'bajo un',
        'crece un',
        'crecio un',
      ],
    },
  },
  'lesson-c1-13': {
    role: { es: 'la secretaria del ayuntamiento', en: 'the town hall secretary' },
    scene: {
      es: 'Hay obras en la plaza Mayor y tenemos que redactar el aviso oficial para los vecinos.',
      en: 'There are works in the main square and we have to draft the official notice for residents.',
    },
    task: {
      es: 'Redacta el aviso conmigo en un español formal e impersonal.',
      en: 'Draft the notice with me in formal, impersonal Spanish.',
    },
    steps: [
      {
        line: {
          es: '¿Cómo empezamos el aviso? Tiene que sonar oficial.',
          en: 'How do we start the notice? It has to sound official.',
        },
        expects: ['se hace saber', 'el comunicado', 'dar a conocer'],
      },
      {
        line: {
          es: 'Durante las obras no se podrá aparcar en la plaza. ¿Cómo lo decimos?',
          en: 'During the works, parking in the square will not be allowed. How do we say it?',
        },
        expects: ['queda prohibido', 'la normativa', 'vigente'],
      },
      {
        line: {
          es: 'También queremos pedir paciencia a los vecinos. ¿Qué fórmula usamos?',
          en: 'We also want to ask residents to be patient. Which formula shall we use?',
        },
        expects: ['se ruega'],
      },
      {
        line: {
          es: 'La grúa retirará los coches mal aparcados. ¿Cómo lo redactamos?',
          en: 'The tow truck will remove badly parked cars. How shall we word it?',
        },
        expects: ['se procederá a', 'notificar', 'el interesado'],
      },
      {
        line: {
          es: 'Por último, hay ayudas para los comercios afectados. ¿Qué añadimos?',
          en: 'Finally, there is aid for the affected shops. What shall we add?',
        },
        expects: ['el plazo de presentación', 'a efectos de'],
      },
    ],
    closing: {
      es: 'Perfecto. Lo firmo y mañana aparecerá en el tablón de anuncios.',
      en: 'Perfect. I will sign it and tomorrow it will appear on the notice board.',
    },
    listening: {
      line: {
        es: 'Se comunica a los vecinos que el plazo de presentación de solicitudes termina el 15 de marzo.',
        en: 'Residents are informed that the deadline for submitting applications ends on 15 March.',
      },
      question: { es: '¿Cuándo termina el plazo?', en: 'When does the deadline end?' },
      answers: ['15 de marzo', 'el 15 de marzo', 'marzo'],
    },
    grammarUse: {
      phrases: [
        'queda prohibido',
        'queda prohibida',
        'se ruega',
        'se procedera',
        'fue aprobado',
        'fue aprobada',
        'sera retirado',
        'seran retirados',
      ],
    },
  },
  'lesson-c1-14': {
    role: { es: 'una médica del comité de ética', en: 'a doctor on the ethics committee' },
    scene: {
      es: 'Estamos en un seminario de bioética del hospital y debatimos casos reales.',
      en: 'We are at the hospital’s bioethics seminar and we are discussing real cases.',
    },
    task: {
      es: 'Da tu opinión en cada caso: concede lo razonable y mantén tu postura.',
      en: 'Give your opinion on each case: concede what is reasonable and hold your position.',
    },
    steps: [
      {
        line: {
          es: 'Primer tema: hay pacientes que esperan meses para operarse. ¿Qué opina?',
          en: 'First topic: some patients wait months for an operation. What do you think?',
        },
        expects: ['la sanidad pública', 'la lista de espera'],
      },
      {
        line: {
          es: 'Un enfermo terminal pide morir. ¿Hasta dónde debe llegar un médico?',
          en: 'A terminally ill patient asks to die. How far should a doctor go?',
        },
        expects: ['la eutanasia', 'la dignidad', 'prolongar la vida', 'la objeción de conciencia'],
      },
      {
        line: {
          es: 'Un laboratorio busca voluntarios para probar un fármaco nuevo. ¿Participaría usted?',
          en: 'A laboratory is looking for volunteers to test a new drug. Would you take part?',
        },
        expects: ['el ensayo clínico', 'el consentimiento informado', 'aun a riesgo de'],
      },
      {
        line: {
          es: 'Hay quien propone que todos seamos donantes, salvo que digamos lo contrario.',
          en: 'Some propose that we should all be donors unless we say otherwise.',
        },
        expects: ['la donación de órganos'],
      },
      {
        line: {
          es: '¿Y obligaría a vacunarse a todo el mundo, aun cuando algunos se nieguen?',
          en: 'And would you make everyone get vaccinated, even if some refuse?',
        },
        expects: ['la vacunación obligatoria', 'así me lo pidan de rodillas'],
      },
    ],
    closing: {
      es: 'Gracias. Ha defendido sus ideas con argumentos y respeto, que es lo que buscamos.',
      en: 'Thank you. You have defended your ideas with arguments and respect, which is what we are looking for.',
    },
    listening: {
      line: {
        es: 'Aun cuando el ensayo clínico sea un éxito, el fármaco no llegará a las farmacias hasta 2028.',
        en: 'Even if the clinical trial is a success, the drug will not reach pharmacies until 2028.',
      },
      question: {
        es: '¿Cuándo llegará el fármaco a las farmacias?',
        en: 'When will the drug reach pharmacies?',
      },
      answers: ['2028', 'hasta 2028'],
    },
    grammarUse: { tenses: ['present-subjunctive'], phrases: ['aun cuando', 'asi me'] },
  },
  'lesson-c1-15': {
    role: { es: 'la presidenta de una ONG', en: 'the president of an NGO' },
    scene: {
      es: 'Buscamos a alguien que dirija nuestra ONG y tú formas parte del comité de selección.',
      en: 'We are looking for someone to run our NGO and you are on the selection committee.',
    },
    task: {
      es: 'Describe a la persona ideal y ayúdame a redactar la oferta.',
      en: 'Describe the ideal person and help me draft the job offer.',
    },
    steps: [
      {
        line: {
          es: '¿Qué tipo de persona buscamos? Descríbemela con detalle.',
          en: 'What kind of person are we looking for? Describe them to me in detail.',
        },
        expects: ['el perfil', 'idóneo', 'la trayectoria', 'ser de fiar'],
      },
      {
        line: {
          es: 'Hay candidatos de muchos países. ¿Importa de dónde vengan?',
          en: 'There are candidates from many countries. Does it matter where they come from?',
        },
        expects: ['quienquiera que', 'dondequiera que', 'cualquiera que sea'],
      },
      {
        line: {
          es: 'Tendrá que repartir un presupuesto muy pequeño. ¿Con qué criterio?',
          en: 'They will have to share out a very small budget. On what criterion?',
        },
        expects: ['el que más lo necesite', 'comoquiera que'],
      },
      {
        line: {
          es: 'La oferta irá a varias instituciones. ¿Cómo la encabezamos?',
          en: 'The offer will go to several institutions. How shall we head it?',
        },
        expects: ['a quien corresponda', 'la candidatura'],
      },
      {
        line: {
          es: 'Una candidata ha retirado su solicitud a última hora. ¿Qué hacemos?',
          en: 'A candidate has withdrawn her application at the last minute. What shall we do?',
        },
        expects: ['lo cual'],
      },
    ],
    closing: {
      es: 'Estupendo. Con este perfil, seguro que encontramos a alguien excelente.',
      en: 'Great. With this profile, I am sure we will find someone excellent.',
    },
    listening: {
      line: {
        es: 'Buscamos a alguien que hable árabe y con quien se pueda contar los fines de semana.',
        en: 'We are looking for someone who speaks Arabic and whom we can count on at weekends.',
      },
      question: {
        es: '¿Qué idioma tiene que hablar la persona?',
        en: 'Which language must the person speak?',
      },
      answers: ['arabe'],
    },
    grammarUse: { tenses: ['present-subjunctive'] },
  },
};
