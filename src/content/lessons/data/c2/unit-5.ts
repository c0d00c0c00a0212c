import type { LessonContent } from '../../schema';

/** C2 unit 5: specialised registers (medicine, finance, academia), stylistic analysis and subtle pragmatics. */
export const C2_UNIT_5_LESSONS: LessonContent[] = [
  {
    id: 'lesson-c2-16',
    title: 'The Language of Medicine',
    description:
      'Understand a medical report, put its jargon into plain Spanish and handle pronouns in long verb chains.',
    order: 16,
    level: 'C2',
    category: 'Conversation',
    duration: 35,
    objectives: [
      'Understand the terminology of medical reports and consultations',
      'Rephrase medical jargon in everyday words for a patient’s family',
      'Place pronouns correctly in long verb chains: se lo tendría que haber dicho',
    ],
    es: {
      title: 'El lenguaje de la medicina',
      description:
        'Entiende un informe médico, traduce su jerga a un español llano y coloca bien los pronombres en las cadenas verbales largas.',
      objectives: [
        'Entender la terminología de los informes y las consultas médicas',
        'Explicar la jerga médica con palabras corrientes a la familia de un paciente',
        'Colocar bien los pronombres en cadenas verbales largas: se lo tendría que haber dicho',
      ],
    },
    vocabulary: [
      {
        spanish: 'el cuadro clínico',
        english: 'clinical picture; symptoms as a whole',
        partOfSpeech: 'noun',
      },
      { spanish: 'el historial clínico', english: 'medical record', partOfSpeech: 'noun' },
      { spanish: 'la patología', english: 'disease; pathology', partOfSpeech: 'noun' },
      { spanish: 'la biopsia', english: 'biopsy', partOfSpeech: 'noun' },
      { spanish: 'benigno', english: 'benign', partOfSpeech: 'adj' },
      { spanish: 'el pronóstico', english: 'prognosis', partOfSpeech: 'noun' },
      { spanish: 'la intervención quirúrgica', english: 'surgical operation', partOfSpeech: 'noun' },
      { spanish: 'la contraindicación', english: 'contraindication', partOfSpeech: 'noun' },
      { spanish: 'la posología', english: 'dosage and administration', partOfSpeech: 'noun' },
      { spanish: 'en ayunas', english: 'on an empty stomach', partOfSpeech: 'phrase' },
      { spanish: 'remitir', english: 'to subside; to go into remission', partOfSpeech: 'verb' },
      { spanish: 'el tratamiento paliativo', english: 'palliative treatment', partOfSpeech: 'noun' },
    ],
    grammarPoints: [
      'Clitics in long verb chains: se lo tendría que haber dicho / tendría que habérselo dicho',
    ],
    conversationTopics: [
      'Why medical reports are so hard to read, and whether they should change',
      'How a doctor should give bad news',
    ],
    prerequisites: ['lesson-c2-15'],
    exercises: [
      {
        type: 'roleplay',
        content:
          'You are a resident doctor; the tutor plays the daughter of a patient who cannot understand her father’s report.',
        instructions:
          'Explain the report in plain words and answer her worries. Use el cuadro clínico, la biopsia, el pronóstico and la posología.',
      },
      {
        type: 'listening',
        content: 'The tutor reads a doctor’s instructions for a new treatment.',
        instructions:
          'Say how and for how long the tablet must be taken, and what to do if the symptoms persist.',
      },
    ],
    isActive: true,
  },
  {
    id: 'lesson-c2-17',
    title: 'The Language of Finance',
    description:
      'Follow financial news, explain a takeover to a non-specialist and report rumours with the journalistic conditional.',
    order: 17,
    level: 'C2',
    category: 'Conversation',
    duration: 35,
    objectives: [
      'Understand the vocabulary of markets, banking and company accounts',
      'Report unconfirmed information with the conditional: el banco habría perdido…',
      'Explain a financial operation clearly to a non-specialist',
    ],
    es: {
      title: 'El lenguaje de las finanzas',
      description:
        'Sigue la información financiera, explica una opa a un profano y transmite rumores con el condicional periodístico.',
      objectives: [
        'Entender el vocabulario de los mercados, la banca y las cuentas de una empresa',
        'Transmitir información no confirmada con el condicional: el banco habría perdido…',
        'Explicar con claridad una operación financiera a un profano',
      ],
    },
    vocabulary: [
      { spanish: 'la opa hostil', english: 'hostile takeover bid', partOfSpeech: 'noun' },
      { spanish: 'la fusión', english: 'merger', partOfSpeech: 'noun' },
      { spanish: 'la cotización', english: 'share price', partOfSpeech: 'noun' },
      { spanish: 'cotizar', english: 'to trade (at a price); to be listed', partOfSpeech: 'verb' },
      { spanish: 'el inversor', english: 'investor', partOfSpeech: 'noun' },
      { spanish: 'la liquidez', english: 'liquidity', partOfSpeech: 'noun' },
      { spanish: 'el activo', english: 'asset', partOfSpeech: 'noun' },
      { spanish: 'el pasivo', english: 'liability', partOfSpeech: 'noun' },
      { spanish: 'el balance', english: 'balance sheet', partOfSpeech: 'noun' },
      { spanish: 'el dividendo', english: 'dividend', partOfSpeech: 'noun' },
      { spanish: 'la rentabilidad', english: 'return; profitability', partOfSpeech: 'noun' },
      { spanish: 'la cartera de inversión', english: 'investment portfolio', partOfSpeech: 'noun' },
    ],
    grammarPoints: ['Conditional of rumour in the press: el banco habría perdido 300 millones'],
    conversationTopics: [
      'Whether ordinary savers should invest in the stock market',
      'How the press should report rumours that move markets',
    ],
    prerequisites: ['lesson-c2-16'],
    exercises: [
      {
        type: 'roleplay',
        content:
          'You are a market analyst; the tutor plays a financial journalist calling about rumours of a hostile bid for a bank.',
        instructions:
          'Explain the situation without stating as fact what is unconfirmed. Use la opa hostil, la cotización, la liquidez and el dividendo.',
      },
      {
        type: 'listening',
        content: 'The tutor reads a financial news item based on unofficial sources.',
        instructions: 'Say how much the bank may have lost and why the news is in the conditional.',
      },
    ],
    isActive: true,
  },
  {
    id: 'lesson-c2-18',
    title: 'Academic Spanish: Defending a Thesis',
    description:
      'Speak like a researcher: situate your work, hedge your claims and answer a panel’s objections.',
    order: 18,
    level: 'C2',
    category: 'Conversation',
    duration: 35,
    objectives: [
      'Situate a piece of research within its field and framework',
      'Hedge claims with cabría pensar que and a nuestro juicio',
      'Answer objections from an examining panel with rigour and composure',
    ],
    es: {
      title: 'El español académico: defender una tesis',
      description:
        'Habla como un investigador: sitúa tu trabajo, matiza tus afirmaciones y responde a las objeciones de un tribunal.',
      objectives: [
        'Situar una investigación en su campo y su marco teórico',
        'Matizar las afirmaciones con cabría pensar que y a nuestro juicio',
        'Responder con rigor y serenidad a las objeciones de un tribunal',
      ],
    },
    vocabulary: [
      { spanish: 'la tesis doctoral', english: 'doctoral thesis', partOfSpeech: 'noun' },
      { spanish: 'el tribunal', english: 'examining panel; court', partOfSpeech: 'noun' },
      {
        spanish: 'el estado de la cuestión',
        english: 'state of the art; literature review',
        partOfSpeech: 'noun',
      },
      { spanish: 'el marco teórico', english: 'theoretical framework', partOfSpeech: 'noun' },
      { spanish: 'el corpus', english: 'corpus (body of data or texts)', partOfSpeech: 'noun' },
      { spanish: 'la cita textual', english: 'direct quotation', partOfSpeech: 'noun' },
      { spanish: 'el plagio', english: 'plagiarism', partOfSpeech: 'noun' },
      { spanish: 'la línea de investigación', english: 'line of research', partOfSpeech: 'noun' },
      { spanish: 'cabría pensar que', english: 'one might think that', partOfSpeech: 'phrase' },
      { spanish: 'a nuestro juicio', english: 'in our view', partOfSpeech: 'phrase' },
      {
        spanish: 'sin ánimo de exhaustividad',
        english: 'without claiming to be exhaustive',
        partOfSpeech: 'phrase',
      },
      { spanish: 'sostener', english: 'to maintain; to argue (a thesis)', partOfSpeech: 'verb' },
    ],
    grammarPoints: ['Hedged academic style: cabría pensar que, a nuestro juicio, parece plausible que'],
    conversationTopics: [
      'Whether academic writing should be easier to read',
      'The line between inspiration and plagiarism',
    ],
    prerequisites: ['lesson-c2-17'],
    exercises: [
      {
        type: 'roleplay',
        content: 'The tutor chairs the panel at your doctoral defence on Spanish in social media.',
        instructions:
          'Present and defend your thesis, hedging where needed. Use el estado de la cuestión, el corpus, cabría pensar que and la línea de investigación.',
      },
      {
        type: 'listening',
        content: 'The tutor reads a short note on the outcome of a thesis defence.',
        instructions: 'Say what mark the thesis received and how long the defence lasted.',
      },
    ],
    isActive: true,
  },
  {
    id: 'lesson-c2-19',
    title: 'Style in Essays and Journalism',
    description:
      'Analyse the style of an opinion column: genre, tone, figures of speech, bias, and tenses across long sentences.',
    order: 19,
    level: 'C2',
    category: 'Conversation',
    duration: 35,
    objectives: [
      'Describe the genre, tone and rhetorical strategy of a column or essay',
      'Identify hyperbole, loaded adjectives and bias in journalism',
      'Keep the sequence of tenses in long, complex sentences',
    ],
    es: {
      title: 'El estilo en el ensayo y el periodismo',
      description:
        'Analiza el estilo de una columna de opinión: género, tono, recursos retóricos, sesgo y tiempos verbales en las oraciones largas.',
      objectives: [
        'Describir el género, el tono y la estrategia retórica de una columna o un ensayo',
        'Identificar la hipérbole, la adjetivación valorativa y el sesgo en el periodismo',
        'Mantener la correlación de tiempos en oraciones largas y complejas',
      ],
    },
    vocabulary: [
      { spanish: 'la columna de opinión', english: 'opinion column', partOfSpeech: 'noun' },
      { spanish: 'el columnista', english: 'columnist', partOfSpeech: 'noun' },
      { spanish: 'el editorial', english: 'editorial (a newspaper’s own opinion)', partOfSpeech: 'noun' },
      { spanish: 'la entradilla', english: 'standfirst; lead paragraph', partOfSpeech: 'noun' },
      { spanish: 'la hipérbole', english: 'hyperbole', partOfSpeech: 'noun' },
      { spanish: 'el recurso estilístico', english: 'stylistic device', partOfSpeech: 'noun' },
      { spanish: 'la adjetivación', english: 'use of adjectives', partOfSpeech: 'noun' },
      { spanish: 'la subjetividad', english: 'subjectivity', partOfSpeech: 'noun' },
      { spanish: 'el lector implícito', english: 'implied reader', partOfSpeech: 'noun' },
      { spanish: 'el sesgo', english: 'bias', partOfSpeech: 'noun' },
      { spanish: 'mordaz', english: 'scathing; biting', partOfSpeech: 'adj' },
      { spanish: 'incisivo', english: 'incisive; sharp', partOfSpeech: 'adj' },
    ],
    grammarPoints: [
      'Sequence of tenses across long sentences: escribió que, si nadie actuaba, la ciudad acabaría…',
    ],
    conversationTopics: [
      'A columnist you admire or cannot stand, and why',
      'Whether newspapers can be both committed and fair',
    ],
    prerequisites: ['lesson-c2-18'],
    exercises: [
      {
        type: 'roleplay',
        content:
          'The tutor plays a journalism lecturer analysing an opinion column on mass tourism with you.',
        instructions:
          'Analyse the column’s style and justify each point. Use la columna de opinión, la hipérbole, la adjetivación and el sesgo.',
      },
      {
        type: 'listening',
        content: 'The tutor reports what a columnist wrote about the city.',
        instructions: 'Say what the columnist warned could happen, and under what condition.',
      },
    ],
    isActive: true,
  },
  {
    id: 'lesson-c2-20',
    title: 'Irony and Understatement',
    description:
      'Read what is meant beyond what is said: ironic praise, understatement, softened criticism and polite refusals.',
    order: 20,
    level: 'C2',
    category: 'Conversation',
    duration: 30,
    objectives: [
      'Recognise irony and double meanings from context and intonation',
      'Soften criticism with the imperfect, diminutives and litotes',
      'Interpret indirect refusals and hints, and answer them in kind',
    ],
    es: {
      title: 'Ironía y atenuación',
      description:
        'Lee lo que se quiere decir más allá de lo que se dice: elogios irónicos, atenuaciones, críticas suavizadas y negativas corteses.',
      objectives: [
        'Reconocer la ironía y los dobles sentidos por el contexto y la entonación',
        'Suavizar una crítica con el imperfecto, los diminutivos y la lítote',
        'Interpretar las negativas veladas y las indirectas, y responder en el mismo tono',
      ],
    },
    vocabulary: [
      { spanish: 'dar a entender', english: 'to imply; to hint', partOfSpeech: 'phrase' },
      { spanish: 'leer entre líneas', english: 'to read between the lines', partOfSpeech: 'phrase' },
      { spanish: 'no es precisamente', english: 'it is not exactly', partOfSpeech: 'phrase' },
      { spanish: 'ya te llamaremos', english: 'we’ll call you (a polite no)', partOfSpeech: 'phrase' },
      { spanish: 'el eufemismo', english: 'euphemism', partOfSpeech: 'noun' },
      { spanish: 'lo que faltaba', english: 'that’s all we needed', partOfSpeech: 'phrase' },
      { spanish: 'menuda suerte', english: 'what luck (often ironic)', partOfSpeech: 'phrase' },
      {
        spanish: 'quería comentarte una cosita',
        english: 'I wanted to mention a little something to you',
        partOfSpeech: 'phrase',
      },
      { spanish: 'un pelín', english: 'a tiny bit (Spain)', partOfSpeech: 'phrase' },
      { spanish: 'la atenuación', english: 'softening; hedging', partOfSpeech: 'noun' },
      {
        spanish: 'no está nada mal',
        english: 'it’s not bad at all (often: it’s very good)',
        partOfSpeech: 'phrase',
      },
      { spanish: 'la lítote', english: 'litotes; understatement', partOfSpeech: 'noun' },
    ],
    grammarPoints: [
      'Attenuation: the imperfect, the diminutive and litotes to soften',
      'Ironic praise: ¡menuda suerte!, ¡lo que faltaba!',
    ],
    conversationTopics: [
      'Situations where being direct would be rude in Spanish but not in your culture',
      'Ironic expressions that foreigners take literally',
    ],
    prerequisites: ['lesson-c2-19'],
    exercises: [
      {
        type: 'roleplay',
        content:
          'The tutor plays Elena, a colleague at your agency, on a day when everyone speaks with double meanings.',
        instructions:
          'Work out what she really means and answer with the same subtlety. Use leer entre líneas, lo que faltaba, quería comentarte una cosita and no está nada mal.',
      },
      {
        type: 'listening',
        content: 'The tutor tells how the boss reacted to the sales figures.',
        instructions: 'Say what the boss said and what he really meant.',
      },
    ],
    isActive: true,
  },
];
