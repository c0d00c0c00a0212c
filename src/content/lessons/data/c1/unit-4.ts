import type { LessonContent } from '../../schema';

/** C1 unit 4, public affairs: law and politics, the economy, official notices, bioethics, complex relatives. */
export const C1_UNIT_4_LESSONS: LessonContent[] = [
  {
    id: 'lesson-c1-11',
    title: 'Law and Politics: Debating a Reform',
    description: 'Explain what a bill proposes, how it becomes law, and argue for it against the opposition.',
    order: 11,
    level: 'C1',
    category: 'Conversation',
    duration: 35,
    objectives: [
      'Explain what a bill proposes and how parliament passes or repeals a law',
      'Answer criticism from the opposition in a formal debate',
      'Describe the law you want with relative clauses in the subjunctive',
    ],
    es: {
      title: 'Derecho y política: debatir una reforma',
      description:
        'Explica qué propone un proyecto de ley, cómo llega a aprobarse y defiéndelo ante la oposición.',
      objectives: [
        'Explicar qué propone un proyecto de ley y cómo se aprueba o se deroga una ley',
        'Responder a las críticas de la oposición en un debate formal',
        'Describir la ley que quieres con oraciones de relativo en subjuntivo',
      ],
    },
    vocabulary: [
      { spanish: 'el proyecto de ley', english: 'bill (draft law)', partOfSpeech: 'noun' },
      { spanish: 'la reforma', english: 'reform', partOfSpeech: 'noun' },
      { spanish: 'aprobar una ley', english: 'to pass a law', partOfSpeech: 'phrase' },
      { spanish: 'derogar', english: 'to repeal', partOfSpeech: 'verb' },
      { spanish: 'la enmienda', english: 'amendment', partOfSpeech: 'noun' },
      { spanish: 'someter a votación', english: 'to put to a vote', partOfSpeech: 'phrase' },
      { spanish: 'entrar en vigor', english: 'to come into force', partOfSpeech: 'phrase' },
      { spanish: 'la mayoría absoluta', english: 'absolute majority', partOfSpeech: 'noun' },
      { spanish: 'el escaño', english: 'seat (in parliament)', partOfSpeech: 'noun' },
      { spanish: 'el consenso', english: 'consensus', partOfSpeech: 'noun' },
      { spanish: 'la oposición', english: 'the opposition', partOfSpeech: 'noun' },
      { spanish: 'el diputado', english: 'member of parliament (MP)', partOfSpeech: 'noun' },
    ],
    grammarPoints: ['Subjunctive in relatives with an unknown or negated antecedent: una ley que proteja…'],
    conversationTopics: [
      'A reform your country has debated recently and where you stand on it',
      'Whether voting should be compulsory',
      'What makes a politician trustworthy',
    ],
    prerequisites: ['lesson-c1-10'],
    exercises: [
      {
        type: 'roleplay',
        content:
          'On a radio debate, the tutor plays an opposition MP who attacks the housing bill you support.',
        instructions:
          'Defend the bill: say what it changes, when it comes into force, how it can win a majority and which amendments you accept. Use el proyecto de ley, entrar en vigor, la mayoría absoluta and la enmienda.',
      },
      {
        type: 'listening',
        content: 'The tutor reads a news item about a vote in parliament.',
        instructions: 'Say which law was passed, with what majority, and when it comes into force.',
      },
    ],
    isActive: true,
  },
  {
    id: 'lesson-c1-12',
    title: 'The Economy in the News',
    description:
      'Understand economic headlines and explain what inflation, growth and interest rates mean for a household.',
    order: 12,
    level: 'C1',
    category: 'Conversation',
    duration: 35,
    objectives: [
      'Understand headlines about inflation, unemployment and growth',
      'Describe economic trends precisely with figures and percentages',
      'Explain how an economic measure affects ordinary households',
    ],
    es: {
      title: 'La economía en las noticias',
      description:
        'Entiende los titulares económicos y explica qué suponen la inflación, el crecimiento y los tipos de interés para una familia.',
      objectives: [
        'Entender titulares sobre inflación, paro y crecimiento',
        'Describir con precisión la evolución económica con cifras y porcentajes',
        'Explicar cómo afecta una medida económica a los hogares',
      ],
    },
    vocabulary: [
      { spanish: 'la inflación', english: 'inflation', partOfSpeech: 'noun' },
      { spanish: 'la tasa de paro', english: 'unemployment rate', partOfSpeech: 'noun' },
      { spanish: 'el crecimiento', english: 'growth', partOfSpeech: 'noun' },
      { spanish: 'el PIB', english: 'GDP (gross domestic product)', partOfSpeech: 'noun' },
      { spanish: 'la recesión', english: 'recession', partOfSpeech: 'noun' },
      { spanish: 'el poder adquisitivo', english: 'purchasing power', partOfSpeech: 'noun' },
      { spanish: 'el encarecimiento', english: 'rise in prices; increase in cost', partOfSpeech: 'noun' },
      { spanish: 'repuntar', english: 'to pick up again; to rebound', partOfSpeech: 'verb' },
      { spanish: 'desplomarse', english: 'to collapse; to plummet', partOfSpeech: 'verb' },
      { spanish: 'la deuda pública', english: 'public debt', partOfSpeech: 'noun' },
      { spanish: 'el gasto público', english: 'public spending', partOfSpeech: 'noun' },
      { spanish: 'los tipos de interés', english: 'interest rates', partOfSpeech: 'noun' },
    ],
    grammarPoints: ['Figures and trends: crecer un 2 %, situarse en el 3 %'],
    conversationTopics: [
      'How rising prices have changed the way people shop',
      'Whether governments should cut public spending or raise taxes',
    ],
    prerequisites: ['lesson-c1-11'],
    exercises: [
      {
        type: 'roleplay',
        content: 'Over coffee at work, the tutor plays a colleague worried about prices and his mortgage.',
        instructions:
          'Explain what the latest figures mean and what the Government could do. Use la inflación, el poder adquisitivo, los tipos de interés and el gasto público.',
      },
      {
        type: 'listening',
        content: 'The tutor reads the economic headlines of the day.',
        instructions: 'Note each figure and say whether it went up, went down or stayed the same.',
      },
    ],
    isActive: true,
  },
  {
    id: 'lesson-c1-13',
    title: 'Formal Texts: the Passive and Impersonal Style',
    description: 'Read and draft official notices, statements and regulations in an impersonal register.',
    order: 13,
    level: 'C1',
    category: 'Grammar',
    duration: 30,
    objectives: [
      'Use the passive with ser and the passive se in formal writing',
      'Write official notices with queda prohibido, se ruega and se procederá a',
      'Turn a personal request into an impersonal official one',
    ],
    es: {
      title: 'Textos formales: la pasiva y el estilo impersonal',
      description: 'Lee y redacta avisos oficiales, comunicados y normas en un registro impersonal.',
      objectives: [
        'Usar la pasiva con ser y la pasiva refleja en textos formales',
        'Redactar avisos oficiales con queda prohibido, se ruega y se procederá a',
        'Convertir una petición personal en una petición oficial impersonal',
      ],
    },
    vocabulary: [
      { spanish: 'queda prohibido', english: 'it is forbidden', partOfSpeech: 'phrase' },
      { spanish: 'se ruega', english: 'you are kindly requested', partOfSpeech: 'phrase' },
      {
        spanish: 'se procederá a',
        english: '… will be carried out; action will be taken to',
        partOfSpeech: 'phrase',
      },
      { spanish: 'se hace saber', english: 'notice is hereby given', partOfSpeech: 'phrase' },
      { spanish: 'el comunicado', english: 'official statement; press release', partOfSpeech: 'noun' },
      { spanish: 'la normativa', english: 'regulations; rules', partOfSpeech: 'noun' },
      { spanish: 'vigente', english: 'in force; current', partOfSpeech: 'adj' },
      { spanish: 'el plazo de presentación', english: 'deadline for submission', partOfSpeech: 'noun' },
      { spanish: 'el interesado', english: 'the person concerned; the applicant', partOfSpeech: 'noun' },
      { spanish: 'notificar', english: 'to notify', partOfSpeech: 'verb' },
      { spanish: 'dar a conocer', english: 'to make known; to announce', partOfSpeech: 'phrase' },
      { spanish: 'a efectos de', english: 'for the purposes of', partOfSpeech: 'phrase' },
    ],
    grammarPoints: [
      'Passive with ser in formal texts: la ley fue aprobada por el pleno',
      'Impersonal formulas in notices: queda prohibido, se ruega, se procederá a',
    ],
    conversationTopics: [
      'The strangest official notice you have ever read',
      'Why administrative Spanish avoids saying who does what',
    ],
    prerequisites: ['lesson-c1-12'],
    exercises: [
      {
        type: 'roleplay',
        content: 'The tutor plays the town hall secretary drafting a notice about works in the main square.',
        instructions:
          'Dictate the notice in formal, impersonal Spanish: what is forbidden, what residents are asked to do and what will happen to badly parked cars. Use se hace saber, queda prohibido, se ruega and se procederá a.',
      },
      {
        type: 'listening',
        content: 'The tutor reads an official notice from the town hall.',
        instructions: 'Say what the notice is about and when the deadline ends.',
      },
    ],
    isActive: true,
  },
  {
    id: 'lesson-c1-14',
    title: 'Health and Bioethics',
    description:
      'Debate public health and the ethical dilemmas of medicine, conceding points without giving up your position.',
    order: 14,
    level: 'C1',
    category: 'Conversation',
    duration: 35,
    objectives: [
      'Discuss the public health service, waiting lists and patients’ rights',
      'Weigh the ethics of end-of-life care, clinical trials and organ donation',
      'Concede and counter with aun cuando and así + subjunctive',
    ],
    es: {
      title: 'Salud y bioética',
      description:
        'Debate sobre la salud pública y los dilemas éticos de la medicina, concediendo sin renunciar a tu postura.',
      objectives: [
        'Hablar de la sanidad pública, las listas de espera y los derechos del paciente',
        'Valorar la ética del final de la vida, los ensayos clínicos y la donación de órganos',
        'Conceder y replicar con aun cuando y así + subjuntivo',
      ],
    },
    vocabulary: [
      { spanish: 'la sanidad pública', english: 'public health service', partOfSpeech: 'noun' },
      { spanish: 'la lista de espera', english: 'waiting list', partOfSpeech: 'noun' },
      { spanish: 'el consentimiento informado', english: 'informed consent', partOfSpeech: 'noun' },
      { spanish: 'la eutanasia', english: 'euthanasia', partOfSpeech: 'noun' },
      { spanish: 'la objeción de conciencia', english: 'conscientious objection', partOfSpeech: 'noun' },
      { spanish: 'el ensayo clínico', english: 'clinical trial', partOfSpeech: 'noun' },
      { spanish: 'la donación de órganos', english: 'organ donation', partOfSpeech: 'noun' },
      { spanish: 'la vacunación obligatoria', english: 'compulsory vaccination', partOfSpeech: 'noun' },
      { spanish: 'la dignidad', english: 'dignity', partOfSpeech: 'noun' },
      { spanish: 'prolongar la vida', english: 'to prolong life', partOfSpeech: 'phrase' },
      { spanish: 'aun a riesgo de', english: 'even at the risk of', partOfSpeech: 'phrase' },
      {
        spanish: 'así me lo pidan de rodillas',
        english: 'even if they beg me on their knees',
        partOfSpeech: 'phrase',
      },
    ],
    grammarPoints: ['Concessive aun cuando and así + subjunctive: así me lo pidan, no lo haré'],
    conversationTopics: [
      'Whether everyone should be an organ donor unless they opt out',
      'How far medicine should go to prolong life',
      'Waiting lists in public and private health care',
    ],
    prerequisites: ['lesson-c1-13'],
    exercises: [
      {
        type: 'roleplay',
        content:
          'The tutor plays a doctor who chairs a hospital bioethics seminar and puts real cases to you.',
        instructions:
          'Give your view on each case, concede what is reasonable and hold your ground. Use la lista de espera, el consentimiento informado, la dignidad and aun a riesgo de.',
      },
      {
        type: 'listening',
        content: 'The tutor reads a short news item about a clinical trial.',
        instructions: 'Say when the drug will reach pharmacies, even if the trial is a success.',
      },
    ],
    isActive: true,
  },
  {
    id: 'lesson-c1-15',
    title: 'The Subjunctive in Complex Relative Clauses',
    description:
      'Describe the ideal person for a post with relatives after prepositions and forms like quienquiera que.',
    order: 15,
    level: 'C1',
    category: 'Grammar',
    duration: 30,
    objectives: [
      'Choose the mood in relatives with a preposition: alguien con quien se pueda contar',
      'Use quienquiera que, dondequiera que and cualquiera que sea with the subjunctive',
      'Describe an ideal profile and write a formal job offer',
    ],
    es: {
      title: 'El subjuntivo en las oraciones de relativo complejas',
      description:
        'Describe a la persona ideal para un puesto con relativos tras preposición y formas como quienquiera que.',
      objectives: [
        'Elegir el modo en relativas con preposición: alguien con quien se pueda contar',
        'Usar quienquiera que, dondequiera que y cualquiera que sea con subjuntivo',
        'Describir un perfil ideal y redactar una oferta de empleo formal',
      ],
    },
    vocabulary: [
      { spanish: 'quienquiera que', english: 'whoever', partOfSpeech: 'phrase' },
      { spanish: 'dondequiera que', english: 'wherever', partOfSpeech: 'phrase' },
      { spanish: 'cualquiera que sea', english: 'whatever … may be', partOfSpeech: 'phrase' },
      { spanish: 'comoquiera que', english: 'however; in whatever way', partOfSpeech: 'phrase' },
      { spanish: 'el que más lo necesite', english: 'whoever needs it most', partOfSpeech: 'phrase' },
      { spanish: 'a quien corresponda', english: 'to whom it may concern', partOfSpeech: 'phrase' },
      { spanish: 'el perfil', english: 'profile', partOfSpeech: 'noun' },
      { spanish: 'idóneo', english: 'ideal; suitable', partOfSpeech: 'adj' },
      { spanish: 'la trayectoria', english: 'career; track record', partOfSpeech: 'noun' },
      { spanish: 'la candidatura', english: 'candidacy; application', partOfSpeech: 'noun' },
      { spanish: 'ser de fiar', english: 'to be trustworthy', partOfSpeech: 'phrase' },
      { spanish: 'lo cual', english: 'which (referring to a whole idea)', partOfSpeech: 'pron' },
    ],
    grammarPoints: [
      'Relatives after a preposition with the subjunctive: alguien con quien se pueda contar',
      'Quienquiera que, dondequiera que, cualquiera que sea + subjunctive',
    ],
    conversationTopics: [
      'The ideal boss, described as precisely as possible',
      'Jobs for which track record matters more than qualifications',
    ],
    prerequisites: ['lesson-c1-14'],
    exercises: [
      {
        type: 'roleplay',
        content:
          'The tutor plays the president of an NGO; you sit on the committee choosing its new director.',
        instructions:
          'Describe the ideal candidate and help draft the offer. Use el perfil, idóneo, quienquiera que, cualquiera que sea and a quien corresponda.',
      },
      {
        type: 'listening',
        content: 'The tutor reads a job advertisement for a volunteer coordinator.',
        instructions: 'Say which language the person must speak and when they must be available.',
      },
    ],
    isActive: true,
  },
];
