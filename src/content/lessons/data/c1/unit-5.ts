import type { LessonContent } from '../../schema';

/** C1 unit 5: negotiating, resolving conflicts, speculating, explaining science and joking. */
export const C1_UNIT_5_LESSONS: LessonContent[] = [
  {
    id: 'lesson-c1-16',
    title: 'Advanced Negotiation',
    description:
      'Negotiate a large contract: set conditions, trade concessions, break a deadlock and close the deal.',
    order: 16,
    level: 'C1',
    category: 'Conversation',
    duration: 35,
    objectives: [
      'Defend your price and set the limits of what you can offer',
      'Make offers on conditions with siempre y cuando and a cambio de',
      'Break a deadlock and close a deal that both sides can accept',
    ],
    es: {
      title: 'Negociación avanzada',
      description:
        'Negocia un contrato importante: pon condiciones, intercambia concesiones, desbloquea la negociación y cierra el trato.',
      objectives: [
        'Defender tu precio y marcar los límites de lo que puedes ofrecer',
        'Hacer ofertas condicionadas con siempre y cuando y a cambio de',
        'Salir de un punto muerto y cerrar un trato aceptable para las dos partes',
      ],
    },
    vocabulary: [
      { spanish: 'el margen de maniobra', english: 'room for manoeuvre', partOfSpeech: 'noun' },
      { spanish: 'la concesión', english: 'concession', partOfSpeech: 'noun' },
      { spanish: 'no podemos bajar de', english: 'we cannot go below', partOfSpeech: 'phrase' },
      { spanish: 'siempre y cuando', english: 'provided that; as long as', partOfSpeech: 'conj' },
      { spanish: 'a cambio de', english: 'in exchange for', partOfSpeech: 'prep' },
      { spanish: 'cerrar un trato', english: 'to close a deal', partOfSpeech: 'phrase' },
      { spanish: 'el punto muerto', english: 'deadlock; stalemate', partOfSpeech: 'noun' },
      { spanish: 'el plazo de entrega', english: 'delivery deadline; lead time', partOfSpeech: 'noun' },
      { spanish: 'salir ganando', english: 'to come out ahead', partOfSpeech: 'phrase' },
      { spanish: 'el descuento por volumen', english: 'volume discount', partOfSpeech: 'noun' },
      { spanish: 'la cláusula de penalización', english: 'penalty clause', partOfSpeech: 'noun' },
      {
        spanish: 'poner las cartas sobre la mesa',
        english: 'to lay your cards on the table',
        partOfSpeech: 'phrase',
      },
    ],
    grammarPoints: ['Conditions with siempre y cuando and a condición de que + subjunctive'],
    conversationTopics: [
      'The hardest bargain you have ever driven, at work or at a market',
      'Whether it is better to make the first offer or to wait',
    ],
    prerequisites: ['lesson-c1-15'],
    exercises: [
      {
        type: 'roleplay',
        content:
          'The tutor plays the purchasing director of a hotel chain buying a thousand mattresses from your company.',
        instructions:
          'Win the contract without giving away your margin. Use el descuento por volumen, siempre y cuando, el plazo de entrega and cerrar un trato.',
      },
      {
        type: 'listening',
        content: 'The tutor reads the supplier’s final offer.',
        instructions: 'Say what discount is offered and on what condition.',
      },
    ],
    isActive: true,
  },
  {
    id: 'lesson-c1-17',
    title: 'Resolving Conflicts',
    description: 'Settle a dispute with a neighbour: listen, take the heat out of it and reach a compromise.',
    order: 17,
    level: 'C1',
    category: 'Conversation',
    duration: 30,
    objectives: [
      'Acknowledge the other person’s point of view without giving in',
      'Soften a complaint with no es que + subjunctive',
      'Propose a compromise and agree on rules for the future',
    ],
    es: {
      title: 'Resolver conflictos',
      description:
        'Soluciona un conflicto con un vecino: escucha, rebaja la tensión y llega a un término medio.',
      objectives: [
        'Reconocer el punto de vista del otro sin dar tu brazo a torcer',
        'Suavizar una queja con no es que + subjuntivo',
        'Proponer un término medio y acordar normas para el futuro',
      ],
    },
    vocabulary: [
      { spanish: 'la mediación', english: 'mediation', partOfSpeech: 'noun' },
      { spanish: 'limar asperezas', english: 'to smooth things over', partOfSpeech: 'phrase' },
      {
        spanish: 'ponerse en el lugar de',
        english: 'to put yourself in someone’s shoes',
        partOfSpeech: 'phrase',
      },
      { spanish: 'dar su brazo a torcer', english: 'to back down; to give in', partOfSpeech: 'phrase' },
      { spanish: 'llegar a un término medio', english: 'to meet halfway', partOfSpeech: 'phrase' },
      { spanish: 'tender puentes', english: 'to build bridges', partOfSpeech: 'phrase' },
      { spanish: 'echar leña al fuego', english: 'to add fuel to the fire', partOfSpeech: 'phrase' },
      { spanish: 'no es mi intención', english: 'it is not my intention', partOfSpeech: 'phrase' },
      { spanish: 'hacer las paces', english: 'to make peace; to make up', partOfSpeech: 'phrase' },
      { spanish: 'rencoroso', english: 'resentful; one who holds grudges', partOfSpeech: 'adj' },
      { spanish: 'las normas de convivencia', english: 'rules for living together', partOfSpeech: 'noun' },
      { spanish: 'el malentendido', english: 'misunderstanding', partOfSpeech: 'noun' },
    ],
    grammarPoints: ['No es que + subjunctive to soften a complaint: no es que me moleste, es que…'],
    conversationTopics: [
      'A conflict with a neighbour or flatmate and how it ended',
      'Whether mediation works better than going to court',
    ],
    prerequisites: ['lesson-c1-16'],
    exercises: [
      {
        type: 'roleplay',
        content: 'The tutor plays your upstairs neighbour, a musician whose studio keeps you awake.',
        instructions:
          'Resolve the conflict without a row. Use no es mi intención, ponerse en el lugar de, llegar a un término medio and hacer las paces.',
      },
      {
        type: 'listening',
        content: 'The tutor reads the agreement a mediator proposed to two neighbours.',
        instructions: 'Say until what time music is allowed and on which day there must be silence.',
      },
    ],
    isActive: true,
  },
  {
    id: 'lesson-c1-18',
    title: 'Modal Periphrases: deber de, haber de, venir a',
    description:
      'Speculate, estimate and state obligations with modal periphrases, as when a mystery needs explaining.',
    order: 18,
    level: 'C1',
    category: 'Grammar',
    duration: 30,
    objectives: [
      'Tell deber + infinitive (obligation) from deber de + infinitive (probability)',
      'Use haber de for obligation and plans in formal and literary Spanish',
      'Estimate and summarise with venir a + infinitive',
    ],
    es: {
      title: 'Perífrasis modales: deber de, haber de, venir a',
      description:
        'Haz conjeturas, calcula aproximaciones y expresa obligaciones con perífrasis modales, como cuando hay que explicar un misterio.',
      objectives: [
        'Distinguir deber + infinitivo (obligación) de deber de + infinitivo (probabilidad)',
        'Usar haber de para la obligación y los planes en el español formal y literario',
        'Aproximar y resumir con venir a + infinitivo',
      ],
    },
    vocabulary: [
      { spanish: 'deber de', english: 'must (probability)', partOfSpeech: 'phrase' },
      { spanish: 'debe de haber sido', english: 'it must have been', partOfSpeech: 'phrase' },
      { spanish: 'haber de', english: 'to have to; to be to (formal)', partOfSpeech: 'phrase' },
      { spanish: 'has de saber que', english: 'you should know that', partOfSpeech: 'phrase' },
      { spanish: 'venir a costar', english: 'to cost roughly', partOfSpeech: 'phrase' },
      { spanish: 'viene a decir', english: 'it more or less says', partOfSpeech: 'phrase' },
      {
        spanish: 'tiene que haber una explicación',
        english: 'there must be an explanation',
        partOfSpeech: 'phrase',
      },
      { spanish: 'a juzgar por', english: 'judging by', partOfSpeech: 'phrase' },
      { spanish: 'cabe suponer que', english: 'it is reasonable to assume that', partOfSpeech: 'phrase' },
      { spanish: 'a lo sumo', english: 'at most', partOfSpeech: 'phrase' },
      { spanish: 'hacer conjeturas', english: 'to speculate', partOfSpeech: 'phrase' },
      { spanish: 'está por ver', english: 'it remains to be seen', partOfSpeech: 'phrase' },
    ],
    grammarPoints: [
      'Deber + infinitive (obligation) vs deber de + infinitive (probability)',
      'Haber de for obligation and venir a for approximation',
    ],
    conversationTopics: [
      'A small mystery at work or at home and the theories people came up with',
      'Why many speakers say debe instead of debe de, and whether it matters',
    ],
    prerequisites: ['lesson-c1-17'],
    exercises: [
      {
        type: 'roleplay',
        content:
          'The tutor plays a colleague: the director has not come in and his office was found open and empty.',
        instructions:
          'Speculate together about what has happened. Use deber de, debe de haber sido, a juzgar por, viene a decir and venir a costar.',
      },
      {
        type: 'listening',
        content: 'The tutor reads a colleague’s theory about the director.',
        instructions: 'Say where the director must be and why.',
      },
    ],
    isActive: true,
  },
  {
    id: 'lesson-c1-19',
    title: 'Explaining Science to the Public',
    description:
      'Explain a study to a general audience, reformulating technical terms with es decir, o sea and mejor dicho.',
    order: 19,
    level: 'C1',
    category: 'Conversation',
    duration: 35,
    objectives: [
      'Explain how a study was done and what it found in plain words',
      'Reformulate and correct yourself with discourse markers',
      'Tell correlation from causation and report uncertainty honestly',
    ],
    es: {
      title: 'Divulgar la ciencia',
      description:
        'Explica un estudio a un público general y reformula los tecnicismos con es decir, o sea y mejor dicho.',
      objectives: [
        'Explicar con palabras sencillas cómo se hizo un estudio y qué descubrió',
        'Reformular y corregirte con marcadores del discurso',
        'Distinguir correlación de causalidad y transmitir la incertidumbre con honestidad',
      ],
    },
    vocabulary: [
      { spanish: 'mejor dicho', english: 'or rather', partOfSpeech: 'phrase' },
      { spanish: 'o lo que es lo mismo', english: 'or, to put it another way', partOfSpeech: 'phrase' },
      { spanish: 'en otras palabras', english: 'in other words', partOfSpeech: 'phrase' },
      { spanish: 'esto es', english: 'that is', partOfSpeech: 'phrase' },
      { spanish: 'vamos, que', english: 'so basically; in short (colloquial)', partOfSpeech: 'phrase' },
      {
        spanish: 'la divulgación científica',
        english: 'popular science; science communication',
        partOfSpeech: 'noun',
      },
      { spanish: 'la revisión por pares', english: 'peer review', partOfSpeech: 'noun' },
      { spanish: 'el grupo de control', english: 'control group', partOfSpeech: 'noun' },
      { spanish: 'la correlación', english: 'correlation', partOfSpeech: 'noun' },
      { spanish: 'la causalidad', english: 'causation; causality', partOfSpeech: 'noun' },
      { spanish: 'el margen de error', english: 'margin of error', partOfSpeech: 'noun' },
      { spanish: 'el hallazgo', english: 'finding; discovery', partOfSpeech: 'noun' },
    ],
    grammarPoints: ['Reformulation markers: es decir, o sea, mejor dicho, o lo que es lo mismo'],
    conversationTopics: [
      'A scientific finding that was misreported in the media',
      'Why correlation does not prove causation, with an everyday example',
    ],
    prerequisites: ['lesson-c1-18'],
    exercises: [
      {
        type: 'roleplay',
        content:
          'The tutor plays a radio journalist interviewing you about your team’s study on coffee and memory.',
        instructions:
          'Explain the study to listeners in simple words and correct any misunderstanding. Use el hallazgo, el grupo de control, la correlación, mejor dicho and o lo que es lo mismo.',
      },
      {
        type: 'listening',
        content: 'The tutor reads a summary of a study from a science podcast.',
        instructions: 'Say how many volunteers took part and what the study did and did not show.',
      },
    ],
    isActive: true,
  },
  {
    id: 'lesson-c1-20',
    title: 'Humour and Idioms in Context',
    description: 'Follow jokes, teasing and idioms in a real conversation and answer in kind.',
    order: 20,
    level: 'C1',
    category: 'Conversation',
    duration: 30,
    objectives: [
      'Recognise when someone is joking, teasing or dropping a hint',
      'Use idioms with a fixed pronoun: pasarlo bomba, liarla, tomárselo a broma',
      'Answer teasing with humour without giving offence',
    ],
    es: {
      title: 'El humor y los modismos en contexto',
      description:
        'Sigue las bromas, las pullas y los modismos de una conversación real y responde en el mismo tono.',
      objectives: [
        'Reconocer cuándo alguien bromea, te toma el pelo o lanza una indirecta',
        'Usar modismos con pronombre fijo: pasarlo bomba, liarla, tomárselo a broma',
        'Responder a una broma con humor y sin ofender',
      ],
    },
    vocabulary: [
      { spanish: 'pasarlo bomba', english: 'to have a whale of a time', partOfSpeech: 'phrase' },
      { spanish: 'tomárselo a broma', english: 'to take it as a joke', partOfSpeech: 'phrase' },
      { spanish: 'partirse de risa', english: 'to split your sides laughing', partOfSpeech: 'phrase' },
      { spanish: 'tener chispa', english: 'to be witty; to have sparkle', partOfSpeech: 'phrase' },
      { spanish: 'quedarse con alguien', english: 'to pull someone’s leg (Spain)', partOfSpeech: 'phrase' },
      { spanish: 'no estar para bromas', english: 'to be in no mood for jokes', partOfSpeech: 'phrase' },
      { spanish: 'liarla', english: 'to mess things up; to cause a scene', partOfSpeech: 'verb' },
      { spanish: 'hacerse el tonto', english: 'to play dumb', partOfSpeech: 'phrase' },
      { spanish: 'ir de farol', english: 'to bluff', partOfSpeech: 'phrase' },
      { spanish: 'la indirecta', english: 'hint; dig', partOfSpeech: 'noun' },
      { spanish: 'ser la monda', english: 'to be hilarious (Spain)', partOfSpeech: 'phrase' },
      { spanish: 'el humor negro', english: 'black humour', partOfSpeech: 'noun' },
    ],
    grammarPoints: ['Idioms with a fixed pronoun: pasarlo bomba, liarla, tomárselo a broma'],
    conversationTopics: [
      'What makes people laugh in your country and in Spain',
      'A joke that went wrong and how you got out of it',
    ],
    prerequisites: ['lesson-c1-19'],
    exercises: [
      {
        type: 'roleplay',
        content: 'The tutor plays your friend Dani, a joker, on the way back from your cousin’s wedding.',
        instructions:
          'Talk about the wedding and answer his teasing with humour. Use pasarlo bomba, liarla, tomárselo a broma and la indirecta.',
      },
      {
        type: 'listening',
        content: 'The tutor tells a short anecdote about the wedding.',
        instructions: 'Say who messed things up and how late he arrived.',
      },
    ],
    isActive: true,
  },
];
