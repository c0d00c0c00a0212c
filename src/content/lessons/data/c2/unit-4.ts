import type { LessonContent } from '../../schema';

/** C2 unit 4: proverbs, translation, the nuances of se, the history of Spanish and verbal aspect. */
export const C2_UNIT_4_LESSONS: LessonContent[] = [
  {
    id: 'lesson-c2-11',
    title: 'Proverbs and Set Phrases',
    description:
      'Understand traditional proverbs, use them at the right moment and notice when speakers only say half.',
    order: 11,
    level: 'C2',
    category: 'Conversation',
    duration: 30,
    objectives: [
      'Understand the meaning and the use of common Spanish proverbs',
      'Use a proverb at the right moment, or only its first half as native speakers do',
      'Compare Spanish proverbs with their English equivalents',
    ],
    es: {
      title: 'Refranes y frases hechas',
      description:
        'Entiende los refranes tradicionales, úsalos en el momento justo y fíjate en cuándo se dicen solo a medias.',
      objectives: [
        'Entender el significado y el uso de refranes españoles frecuentes',
        'Usar un refrán en el momento oportuno, o solo su primera mitad, como hacen los nativos',
        'Comparar los refranes españoles con sus equivalentes ingleses',
      ],
    },
    vocabulary: [
      { spanish: 'el refrán', english: 'proverb; saying', partOfSpeech: 'noun' },
      { spanish: 'la frase hecha', english: 'set phrase; cliché', partOfSpeech: 'noun' },
      { spanish: 'como dice el refrán', english: 'as the saying goes', partOfSpeech: 'phrase' },
      {
        spanish: 'a caballo regalado no le mires el diente',
        english: 'don’t look a gift horse in the mouth',
        partOfSpeech: 'phrase',
      },
      {
        spanish: 'en casa del herrero, cuchillo de palo',
        english: 'the shoemaker’s children go barefoot',
        partOfSpeech: 'phrase',
      },
      {
        spanish: 'no hay mal que por bien no venga',
        english: 'every cloud has a silver lining',
        partOfSpeech: 'phrase',
      },
      {
        spanish: 'quien mucho abarca poco aprieta',
        english: 'don’t bite off more than you can chew',
        partOfSpeech: 'phrase',
      },
      {
        spanish: 'no por mucho madrugar amanece más temprano',
        english: 'you cannot hurry things along',
        partOfSpeech: 'phrase',
      },
      {
        spanish: 'dime con quién andas y te diré quién eres',
        english: 'a man is known by the company he keeps',
        partOfSpeech: 'phrase',
      },
      {
        spanish: 'más vale pájaro en mano que ciento volando',
        english: 'a bird in the hand is worth two in the bush',
        partOfSpeech: 'phrase',
      },
      {
        spanish: 'a buen entendedor, pocas palabras bastan',
        english: 'a word to the wise is enough',
        partOfSpeech: 'phrase',
      },
    ],
    grammarPoints: ['The syntax of proverbs: quien + verb, más vale… que, no hay… que + subjunctive'],
    conversationTopics: [
      'A proverb from your language that has no Spanish equivalent',
      'Whether young people still use proverbs, and which ones',
    ],
    prerequisites: ['lesson-c2-10'],
    exercises: [
      {
        type: 'roleplay',
        content: 'The tutor plays your grandmother, who listens to your week’s problems in her kitchen.',
        instructions:
          'Answer each situation with the right proverb, in full or only its first half. Use a caballo regalado no le mires el diente, no hay mal que por bien no venga and más vale pájaro en mano que ciento volando.',
      },
      {
        type: 'listening',
        content: 'The tutor tells a short memory of her grandfather and his favourite saying.',
        instructions: 'Say what the saying was and what time he got up.',
      },
    ],
    isActive: true,
  },
  {
    id: 'lesson-c2-12',
    title: 'Translation and Interpreting',
    description:
      'Talk about the craft of translators and interpreters and solve typical problems, from untranslatable words to English -ing forms.',
    order: 12,
    level: 'C2',
    category: 'Conversation',
    duration: 35,
    objectives: [
      'Describe the work of translators and interpreters precisely',
      'Translate English -ing forms with an infinitive, a clause or a noun',
      'Discuss what is lost and gained in translation',
    ],
    es: {
      title: 'Traducción e interpretación',
      description:
        'Habla del oficio de traductores e intérpretes y resuelve problemas típicos, de las palabras intraducibles a las formas en -ing del inglés.',
      objectives: [
        'Describir con precisión el trabajo de traductores e intérpretes',
        'Traducir las formas en -ing del inglés con un infinitivo, una oración o un sustantivo',
        'Debatir qué se pierde y qué se gana al traducir',
      ],
    },
    vocabulary: [
      { spanish: 'la interpretación simultánea', english: 'simultaneous interpreting', partOfSpeech: 'noun' },
      { spanish: 'la interpretación consecutiva', english: 'consecutive interpreting', partOfSpeech: 'noun' },
      { spanish: 'la cabina', english: 'interpreting booth', partOfSpeech: 'noun' },
      { spanish: 'el traductor jurado', english: 'sworn translator', partOfSpeech: 'noun' },
      { spanish: 'la lengua de origen', english: 'source language', partOfSpeech: 'noun' },
      { spanish: 'la lengua meta', english: 'target language', partOfSpeech: 'noun' },
      { spanish: 'el equivalente', english: 'equivalent', partOfSpeech: 'noun' },
      { spanish: 'intraducible', english: 'untranslatable', partOfSpeech: 'adj' },
      { spanish: 'el matiz', english: 'nuance; shade of meaning', partOfSpeech: 'noun' },
      { spanish: 'al pie de la letra', english: 'literally; word for word', partOfSpeech: 'phrase' },
      { spanish: 'la nota del traductor', english: 'translator’s note', partOfSpeech: 'noun' },
      { spanish: 'el sentido figurado', english: 'figurative sense', partOfSpeech: 'noun' },
    ],
    grammarPoints: ['Translating English -ing forms: infinitive, finite clause or noun'],
    conversationTopics: [
      'A book or film whose translated title changed its meaning',
      'Whether machine translation will replace human translators',
    ],
    prerequisites: ['lesson-c2-11'],
    exercises: [
      {
        type: 'roleplay',
        content: 'The tutor plays a veteran conference interpreter chatting with you during a break.',
        instructions:
          'Talk about the profession and solve the translation problems she sets you. Use la interpretación simultánea, la lengua meta, intraducible and al pie de la letra.',
      },
      {
        type: 'listening',
        content: 'The tutor describes a long day in the interpreting booth.',
        instructions: 'Say how long the interpreter worked and how she shared the work.',
      },
    ],
    isActive: true,
  },
  {
    id: 'lesson-c2-13',
    title: 'The Nuances of se',
    description:
      'Tell apart the uses of se that English has no single word for: aspectual, accidental, reciprocal and impersonal.',
    order: 13,
    level: 'C2',
    category: 'Grammar',
    duration: 30,
    objectives: [
      'Express completeness with aspectual se: se comió toda la tarta',
      'Present accidents as things that happened to you: se me rompió, se me olvidó',
      'Tell passive se from impersonal se in ambiguous sentences',
    ],
    es: {
      title: 'Los matices de se',
      description:
        'Distingue los usos de se que el inglés no expresa con una sola palabra: aspectual, involuntario, recíproco e impersonal.',
      objectives: [
        'Expresar que una acción se completa con el se aspectual: se comió toda la tarta',
        'Presentar un accidente como algo que te ocurre: se me rompió, se me olvidó',
        'Distinguir la pasiva refleja de la impersonal en frases ambiguas',
      ],
    },
    vocabulary: [
      { spanish: 'se me olvidó', english: 'I forgot (it slipped my mind)', partOfSpeech: 'phrase' },
      { spanish: 'se me rompió', english: 'it broke on me; I broke it by accident', partOfSpeech: 'phrase' },
      { spanish: 'se me cayó', english: 'I dropped it', partOfSpeech: 'phrase' },
      {
        spanish: 'se le escapó',
        english: 'he/she let it slip; it got away from him/her',
        partOfSpeech: 'phrase',
      },
      { spanish: 'se nos hizo tarde', english: 'it got late on us', partOfSpeech: 'phrase' },
      { spanish: 'se me pasó', english: 'I missed it; it slipped my mind', partOfSpeech: 'phrase' },
      {
        spanish: 'se me fue la olla',
        english: 'I lost it; I went crazy (Spain, colloquial)',
        partOfSpeech: 'phrase',
      },
      { spanish: 'comerse', english: 'to eat up; to eat the whole thing', partOfSpeech: 'verb' },
      { spanish: 'beberse', english: 'to drink up', partOfSpeech: 'verb' },
      { spanish: 'leerse', english: 'to read right through', partOfSpeech: 'verb' },
      { spanish: 'saberse de memoria', english: 'to know by heart', partOfSpeech: 'phrase' },
      { spanish: 'irse de la lengua', english: 'to let the cat out of the bag', partOfSpeech: 'phrase' },
    ],
    grammarPoints: [
      'Aspectual se: comer un trozo vs comerse la tarta entera',
      'Accidental se: se me olvidó, se le cayó',
    ],
    conversationTopics: [
      'A day when everything went wrong, told without blaming yourself',
      'Why Spanish says se me rompió where English says I broke it',
    ],
    prerequisites: ['lesson-c2-12'],
    exercises: [
      {
        type: 'roleplay',
        content: 'The tutor plays your flatmate, back from a weekend away to find the flat upside down.',
        instructions:
          'Explain what happened without taking all the blame. Use se me cayó, se me olvidó, comerse and se le escapó.',
      },
      {
        type: 'listening',
        content: 'The tutor tells what happened to a friend last night.',
        instructions: 'Say what the friend forgot and how long she had to wait.',
      },
    ],
    isActive: true,
  },
  {
    id: 'lesson-c2-14',
    title: 'The History of Spanish',
    description:
      'Trace how Spanish grew out of Latin and borrowed from Arabic and other languages, and read the -ra pluperfect of literary prose.',
    order: 14,
    level: 'C2',
    category: 'Conversation',
    duration: 35,
    objectives: [
      'Explain the origins of Spanish and its main influences',
      'Recognise Arabic loanwords, learned words and inherited words',
      'Understand the -ra form used as a pluperfect in literary and journalistic prose',
    ],
    es: {
      title: 'Historia de la lengua',
      description:
        'Recorre el camino del latín al español y sus préstamos del árabe y de otras lenguas, y lee el pluscuamperfecto en -ra de la prosa literaria.',
      objectives: [
        'Explicar el origen del español y sus principales influencias',
        'Reconocer arabismos, cultismos y palabras patrimoniales',
        'Entender la forma en -ra con valor de pluscuamperfecto en la prosa literaria y periodística',
      ],
    },
    vocabulary: [
      { spanish: 'el latín vulgar', english: 'Vulgar Latin', partOfSpeech: 'noun' },
      { spanish: 'la lengua romance', english: 'Romance language', partOfSpeech: 'noun' },
      { spanish: 'el castellano antiguo', english: 'Old Spanish', partOfSpeech: 'noun' },
      { spanish: 'el arabismo', english: 'Arabic loanword', partOfSpeech: 'noun' },
      { spanish: 'el préstamo', english: 'loanword', partOfSpeech: 'noun' },
      { spanish: 'la etimología', english: 'etymology', partOfSpeech: 'noun' },
      { spanish: 'el cultismo', english: 'learned word (taken from Latin or Greek)', partOfSpeech: 'noun' },
      {
        spanish: 'la palabra patrimonial',
        english: 'inherited word (evolved from Latin)',
        partOfSpeech: 'noun',
      },
      { spanish: 'el judeoespañol', english: 'Judaeo-Spanish; Ladino', partOfSpeech: 'noun' },
      { spanish: 'el neologismo', english: 'neologism; new word', partOfSpeech: 'noun' },
      { spanish: 'evolucionar', english: 'to evolve', partOfSpeech: 'verb' },
      { spanish: 'derivar de', english: 'to derive from', partOfSpeech: 'phrase' },
    ],
    grammarPoints: ['The -ra form as pluperfect in literary prose: la gramática que preparara durante años'],
    conversationTopics: [
      'Words in your language that come from Arabic or Spanish',
      'How the internet is changing Spanish today',
    ],
    prerequisites: ['lesson-c2-13'],
    exercises: [
      {
        type: 'roleplay',
        content:
          'You are a guide at an exhibition on the history of Spanish; the tutor plays a curious visitor.',
        instructions:
          'Answer her questions on where Spanish comes from and how it has changed. Use el latín vulgar, el arabismo, el cultismo and evolucionar.',
      },
      {
        type: 'listening',
        content: 'The tutor reads a sentence about Nebrija from a history book.',
        instructions: 'Say when the grammar was published and explain what preparara means in the sentence.',
      },
    ],
    isActive: true,
  },
  {
    id: 'lesson-c2-15',
    title: 'Aspect in Verbal Periphrases',
    description:
      'Show how an action unfolds, builds up or ends with periphrases such as ir + gerund, acabar por and llevar + participle.',
    order: 15,
    level: 'C2',
    category: 'Grammar',
    duration: 30,
    objectives: [
      'Describe gradual progress with ir, venir and andar + gerund',
      'Express the outcome of a process with acabar por, terminar + gerund and llegar a',
      'Count what has been done so far with tener and llevar + participle',
    ],
    es: {
      title: 'El aspecto en las perífrasis verbales',
      description:
        'Expresa cómo se desarrolla, se acumula o termina una acción con perífrasis como ir + gerundio, acabar por y llevar + participio.',
      objectives: [
        'Describir un avance gradual con ir, venir y andar + gerundio',
        'Expresar el desenlace de un proceso con acabar por, terminar + gerundio y llegar a',
        'Contar lo hecho hasta ahora con tener y llevar + participio',
      ],
    },
    vocabulary: [
      { spanish: 'ir mejorando', english: 'to get gradually better', partOfSpeech: 'phrase' },
      { spanish: 'venir diciendo', english: 'to have been saying for some time', partOfSpeech: 'phrase' },
      { spanish: 'andar buscando', english: 'to go around looking for', partOfSpeech: 'phrase' },
      { spanish: 'acabar por', english: 'to end up (doing)', partOfSpeech: 'phrase' },
      { spanish: 'terminar siendo', english: 'to end up being', partOfSpeech: 'phrase' },
      { spanish: 'llegar a pensar', english: 'to go so far as to think', partOfSpeech: 'phrase' },
      { spanish: 'tener escritos', english: 'to have written (so far)', partOfSpeech: 'phrase' },
      {
        spanish: 'llevar escritas',
        english: 'to have written so far (pages, lines)',
        partOfSpeech: 'phrase',
      },
      { spanish: 'echarse a llorar', english: 'to burst into tears', partOfSpeech: 'phrase' },
      { spanish: 'romper a reír', english: 'to burst out laughing', partOfSpeech: 'phrase' },
      { spanish: 'seguir intentándolo', english: 'to keep trying', partOfSpeech: 'phrase' },
      { spanish: 'dar por terminado', english: 'to consider finished', partOfSpeech: 'phrase' },
    ],
    grammarPoints: [
      'Aspectual periphrases: ir / venir / andar + gerund, acabar por, echarse a',
      'Tener and llevar + participle for results so far: llevo escritas cien páginas',
    ],
    conversationTopics: [
      'A long project of yours: how it started, how it went and how it ended',
      'Habits that crept up on you gradually',
    ],
    prerequisites: ['lesson-c2-14'],
    exercises: [
      {
        type: 'roleplay',
        content: 'The tutor plays your editor, who wants to know how your novel is going after three years.',
        instructions:
          'Tell how the novel has progressed and when it will be finished. Use llevar escritas, ir mejorando, acabar por and dar por terminado.',
      },
      {
        type: 'listening',
        content: 'The tutor reads a short news item about an author’s new book.',
        instructions: 'Say how many pages the author has written and how she works.',
      },
    ],
    isActive: true,
  },
];
