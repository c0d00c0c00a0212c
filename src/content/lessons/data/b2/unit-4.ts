/*
 * Plan of the B2 units that follow the first three (each lesson id is lesson-b2-N):
 *
 * Unit 4, What Might Have Been: past hypotheses, regrets and reproaches.
 *   11 If I Had Chosen Differently (si hubiera…, habría…: study and career choices)
 *   12 Reproaches and Excuses (deberías / tendrías que haber + participle, accidental se)
 *   13 Starting Over Abroad (past emotion + que + pluperfect subjunctive: migration)
 *   14 Discoveries That Changed Everything (mixed conditionals: science and research)
 * Unit 5, Habits and Turning Points: verb periphrases.
 *   15 Breaking and Making Habits (dejar de, volver a, acabar de: healthy living)
 *   16 Work-Life Balance (seguir + gerund, seguir sin + infinitive)
 *   17 The Health System (llegar a + infinitive, tardar en: public and private care)
 *   18 The Day the Lights Went Out (ponerse a, echarse a, estar a punto de: a blackout)
 *   19 City Life and Housing (ir + gerund for gradual change: rents, neighbourhoods)
 * Unit 6, Connecting and Condensing Ideas: connectors, nominalisation, relatives.
 *   20 Money, Prices and Consumption (a pesar de que, por consiguiente, mientras que)
 *   21 Why We Buy (ya que, puesto que, dado que, como: consumerism)
 *   22 From Verb to Noun: Headlines (nominalisation: la subida, el despido)
 *   23 Fake News and Reliable Sources (the conditional of rumour: habría dimitido)
 *   24 Buildings and the People Behind Them (preposition + relative: en el que, a quien)
 * Unit 7, Questions, Requests and Public Debate: reported questions and requests, society debates.
 *   25 The Admissions Interview (reported questions: quería saber si, me preguntó por qué)
 *   26 Passing On What the School Said (reported orders: nos pidieron que + subjunctive)
 *   27 Education Systems (comparing: mientras que, a diferencia de; es injusto que)
 *   28 Technology and Ethics (es preocupante que + subjunctive: surveillance, data)
 *   29 Looking at a Painting (interpreting: da la impresión de que, parece que)
 *   30 After the Press Conference (reporting statements, questions and answers)
 */
import type { LessonContent } from '../../schema';

/** Unit 4: past conditions that did not happen, their results, regrets and reproaches. */
export const B2_UNIT_4_LESSONS: LessonContent[] = [
  {
    id: 'lesson-b2-11',
    title: 'If I Had Chosen Differently',
    description: 'Imagine how your studies and career would have gone if you had made other choices.',
    order: 11,
    level: 'B2',
    category: 'Grammar',
    duration: 35,
    objectives: [
      'Talk about past conditions that did not happen with si + pluperfect subjunctive',
      'Imagine their results with the conditional perfect: habría + participle',
      'Look back on study and career choices, with or without regret',
    ],
    es: {
      title: 'Si hubiera elegido otro camino',
      description: 'Imagina cómo habrían sido tus estudios y tu carrera si hubieras tomado otras decisiones.',
      objectives: [
        'Hablar de condiciones pasadas que no se cumplieron con si + pluscuamperfecto de subjuntivo',
        'Imaginar sus consecuencias con el condicional compuesto: habría + participio',
        'Valorar decisiones de estudios y de trabajo, con arrepentimiento o sin él',
      ],
    },
    vocabulary: [
      { spanish: 'habría estudiado', english: 'I would have studied', partOfSpeech: 'phrase' },
      { spanish: 'si hubiera hecho caso', english: 'if I had listened (to advice)', partOfSpeech: 'phrase' },
      {
        spanish: 'hacer caso a',
        english: 'to take notice of; to listen to (someone)',
        partOfSpeech: 'phrase',
      },
      { spanish: 'la carrera', english: 'university degree; career', partOfSpeech: 'noun' },
      { spanish: 'la formación profesional', english: 'vocational training', partOfSpeech: 'noun' },
      { spanish: 'la beca', english: 'grant; scholarship', partOfSpeech: 'noun' },
      { spanish: 'matricularse', english: 'to enrol', partOfSpeech: 'verb' },
      { spanish: 'cambiar de rumbo', english: 'to change course', partOfSpeech: 'phrase' },
      { spanish: 'habría sido distinto', english: 'it would have been different', partOfSpeech: 'phrase' },
      { spanish: 'a estas alturas', english: 'by now; at this stage', partOfSpeech: 'phrase' },
      { spanish: 'no me arrepiento de', english: 'I do not regret', partOfSpeech: 'phrase' },
      { spanish: 'la vocación', english: 'vocation; calling', partOfSpeech: 'noun' },
    ],
    grammarPoints: [
      'Unreal past conditions: si + pluperfect subjunctive, conditional perfect',
      'Conditional perfect: habría + participle for results that never happened',
    ],
    conversationTopics: [
      'A study or career choice you made at eighteen and how it turned out',
      'Whether vocational training is valued enough in your country',
      'What you would have done with a gap year after school',
    ],
    prerequisites: ['lesson-b2-10'],
    exercises: [
      {
        type: 'roleplay',
        content: 'The tutor is a careers adviser helping adults who want to change profession.',
        instructions:
          'Explain what you studied, who advised you, and what would have happened if you had chosen otherwise. Use si hubiera…, habría….',
      },
      {
        type: 'listening',
        content: 'The tutor tells you about a friend who did not study what her parents wanted.',
        instructions: 'Say what she chose and what she would have studied if she had listened to them.',
      },
    ],
    isActive: true,
  },
  {
    id: 'lesson-b2-12',
    title: 'Reproaches and Excuses',
    description: 'Tell someone what they should have done, and apologise for what you did not do.',
    order: 12,
    level: 'B2',
    category: 'Conversation',
    duration: 30,
    objectives: [
      'Reproach someone with deberías / tendrías que + haber + participle',
      'Apologise and explain a mistake with accidental se: se me olvidó',
      'Calm a conflict and promise it will not happen again',
    ],
    es: {
      title: 'Reproches y excusas',
      description: 'Dile a alguien lo que debería haber hecho y discúlpate por lo que no hiciste tú.',
      objectives: [
        'Hacer reproches con deberías / tendrías que + haber + participio',
        'Disculparte y explicar un descuido con el se involuntario: se me olvidó',
        'Calmar un conflicto y prometer que no se repetirá',
      ],
    },
    vocabulary: [
      { spanish: 'tendrías que haberme avisado', english: 'you should have told me', partOfSpeech: 'phrase' },
      { spanish: 'no deberías haber', english: 'you should not have', partOfSpeech: 'phrase' },
      { spanish: 'podrías haberlo dicho', english: 'you could have said so', partOfSpeech: 'phrase' },
      { spanish: 'echar la culpa a', english: 'to blame', partOfSpeech: 'phrase' },
      { spanish: 'no fue culpa mía', english: 'it was not my fault', partOfSpeech: 'phrase' },
      { spanish: 'pedir disculpas', english: 'to apologise', partOfSpeech: 'phrase' },
      { spanish: 'se me olvidó', english: 'I forgot (it slipped my mind)', partOfSpeech: 'phrase' },
      { spanish: 'el malentendido', english: 'misunderstanding', partOfSpeech: 'noun' },
      { spanish: 'la excusa', english: 'excuse', partOfSpeech: 'noun' },
      { spanish: 'no volverá a pasar', english: 'it will not happen again', partOfSpeech: 'phrase' },
      { spanish: 'asumir', english: 'to accept; to take on (responsibility)', partOfSpeech: 'verb' },
      { spanish: 'reprochar', english: 'to reproach', partOfSpeech: 'verb' },
    ],
    grammarPoints: [
      'Reproaches: deberías / tendrías que + haber + participle',
      'Accidental se: se me olvidó, se me rompió',
    ],
    conversationTopics: [
      'Sharing a flat: the rules that cause the most arguments',
      'How people apologise in your culture and in Spain',
    ],
    prerequisites: ['lesson-b2-11'],
    exercises: [
      {
        type: 'roleplay',
        content:
          'The tutor is your flatmate, who had a party without telling you; you forgot to pay the electricity bill.',
        instructions:
          'Reproach them for the party, then apologise for the bill and promise it will not happen again.',
      },
      {
        type: 'listening',
        content: 'The tutor complains about a party someone organised without warning.',
        instructions: 'Say why the speaker needed to know about the party in advance.',
      },
    ],
    isActive: true,
  },
  {
    id: 'lesson-b2-13',
    title: 'Starting Over Abroad',
    description:
      'Tell the story of a move to another country: the paperwork, the surprises and the first friends.',
    order: 13,
    level: 'B2',
    category: 'Conversation',
    duration: 35,
    objectives: [
      'Tell the story of a move abroad and its first months',
      'React to past events with a past feeling + que + pluperfect subjunctive',
      'Talk about integration, paperwork and homesickness',
    ],
    es: {
      title: 'Empezar de nuevo en otro país',
      description:
        'Cuenta la historia de un traslado a otro país: los trámites, las sorpresas y los primeros amigos.',
      objectives: [
        'Contar la historia de una mudanza al extranjero y de sus primeros meses',
        'Reaccionar ante hechos pasados con un sentimiento en pasado + que + pluscuamperfecto de subjuntivo',
        'Hablar de integración, trámites y nostalgia',
      ],
    },
    vocabulary: [
      { spanish: 'emigrar', english: 'to emigrate', partOfSpeech: 'verb' },
      { spanish: 'el permiso de residencia', english: 'residence permit', partOfSpeech: 'noun' },
      { spanish: 'el papeleo', english: 'paperwork', partOfSpeech: 'noun' },
      { spanish: 'adaptarse', english: 'to adapt', partOfSpeech: 'verb' },
      { spanish: 'integrarse', english: 'to fit in; to integrate', partOfSpeech: 'verb' },
      { spanish: 'el choque cultural', english: 'culture shock', partOfSpeech: 'noun' },
      { spanish: 'la nostalgia', english: 'homesickness; nostalgia', partOfSpeech: 'noun' },
      { spanish: 'el país de acogida', english: 'host country', partOfSpeech: 'noun' },
      { spanish: 'salir adelante', english: 'to get by; to pull through', partOfSpeech: 'phrase' },
      { spanish: 'empezar de cero', english: 'to start from scratch', partOfSpeech: 'phrase' },
      { spanish: 'me extrañó que', english: 'I found it strange that', partOfSpeech: 'phrase' },
      { spanish: 'me dolió que', english: 'it hurt me that', partOfSpeech: 'phrase' },
    ],
    grammarPoints: ['Past feeling + que + pluperfect subjunctive: me dolió que no hubieran venido'],
    conversationTopics: [
      'Why people emigrate, and what they miss most',
      'What a host country can do to help newcomers fit in',
      'Culture shocks a Spanish speaker might have in your country',
    ],
    prerequisites: ['lesson-b2-12'],
    exercises: [
      {
        type: 'roleplay',
        content: 'The tutor is a journalist writing a report on people who started a new life abroad.',
        instructions:
          'Tell your story (real or invented): why you left, the paperwork, what surprised you and how you got by.',
      },
      {
        type: 'listening',
        content: 'The tutor remembers arriving in a new city.',
        instructions: 'Say which city it was and what surprised the speaker.',
      },
    ],
    isActive: true,
  },
  {
    id: 'lesson-b2-14',
    title: 'Discoveries That Changed Everything',
    description: 'Explain a scientific discovery and imagine how the world would be today without it.',
    order: 14,
    level: 'B2',
    category: 'Conversation',
    duration: 35,
    objectives: [
      'Explain how a scientific discovery came about',
      'Link an unreal past to the present: si no se hubiera descubierto…, hoy…',
      'Discuss how research is funded and tested',
    ],
    es: {
      title: 'Descubrimientos que lo cambiaron todo',
      description: 'Explica un descubrimiento científico e imagina cómo sería hoy el mundo sin él.',
      objectives: [
        'Explicar cómo se produjo un descubrimiento científico',
        'Relacionar un pasado irreal con el presente: si no se hubiera descubierto…, hoy…',
        'Hablar de cómo se financia y se comprueba la investigación',
      ],
    },
    vocabulary: [
      { spanish: 'el hallazgo', english: 'finding; discovery', partOfSpeech: 'noun' },
      { spanish: 'por casualidad', english: 'by chance', partOfSpeech: 'phrase' },
      { spanish: 'la investigación', english: 'research', partOfSpeech: 'noun' },
      { spanish: 'el investigador', english: 'researcher', partOfSpeech: 'noun' },
      { spanish: 'el laboratorio', english: 'laboratory', partOfSpeech: 'noun' },
      { spanish: 'el ensayo clínico', english: 'clinical trial', partOfSpeech: 'noun' },
      { spanish: 'financiar', english: 'to fund; to finance', partOfSpeech: 'verb' },
      { spanish: 'demostrar', english: 'to prove; to show', partOfSpeech: 'verb' },
      { spanish: 'poner a prueba', english: 'to put to the test', partOfSpeech: 'phrase' },
      { spanish: 'la revista científica', english: 'scientific journal', partOfSpeech: 'noun' },
      { spanish: 'hoy no existiría', english: 'it would not exist today', partOfSpeech: 'phrase' },
      { spanish: 'la cura', english: 'cure', partOfSpeech: 'noun' },
    ],
    grammarPoints: ['Mixed conditionals: si + pluperfect subjunctive, conditional for the present'],
    conversationTopics: [
      'A discovery or invention you could not live without',
      'Whether public money should fund research with no obvious use',
    ],
    prerequisites: ['lesson-b2-13'],
    exercises: [
      {
        type: 'roleplay',
        content: 'The tutor hosts a science podcast about discoveries that changed our lives.',
        instructions:
          'Choose a discovery, explain how it happened and how it was tested, and imagine today’s world without it.',
      },
      {
        type: 'listening',
        content: 'The tutor tells how penicillin was discovered.',
        instructions: 'Say when it was discovered and how.',
      },
    ],
    isActive: true,
  },
];
