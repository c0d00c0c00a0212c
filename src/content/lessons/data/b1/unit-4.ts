/*
 * B1 units 4–10, planned together so that each theme and grammar point appears once:
 *
 * Unit 4 At Work: 11 Job Ads and Applications · 12 Meetings at Work · 13 Problems at Work ·
 *   14 Customer Complaints · 15 Describing Your Workplace
 * Unit 5 News, Media and Technology: 16 What They Said · 17 What They Asked · 18 The Media and
 *   Social Networks · 19 Technology at Home · 20 Calling Technical Support
 * Unit 6 Health and the Planet: 21 Healthy Living · 22 Sport and Habits · 23 Recycling and
 *   Waste · 24 Climate and the Future · 25 Volunteering
 * Unit 7 People Around Us: 26 Friendship · 27 Personality · 28 Arguments and Making Up ·
 *   29 Neighbours · 30 Renting a Flat
 * Unit 8 Money and Learning: 31 At the Bank · 32 Budgets and Saving · 33 Online Shopping and
 *   Returns · 34 School and University · 35 Courses and Learning
 * Unit 9 Travel and Leisure: 36 Travel Problems · 37 Travel Insurance · 38 Cinema ·
 *   39 Books and Reading · 40 Festivals
 * Unit 10 Customs and Opinions: 41 Customs and Etiquette · 42 Invitations and Gifts ·
 *   43 Giving Opinions · 44 Defending an Opinion · 45 Talking About Change
 */
import type { LessonContent } from '../../schema';

/** B1 unit 4: looking for work, meetings, problems at work and complaints, with relative clauses. */
export const B1_UNIT_4_LESSONS: LessonContent[] = [
  {
    id: 'lesson-b1-11',
    title: 'Job Ads and Applications',
    description: 'Read job ads, check the requirements and apply for a position.',
    order: 11,
    level: 'B1',
    category: 'Conversation',
    duration: 35,
    objectives: [
      'Understand the requirements in a job advert',
      'Explain your training and availability',
      'Describe the job you are looking for with a relative clause',
    ],
    es: {
      title: 'Ofertas de empleo y solicitudes',
      description: 'Lee ofertas de trabajo, comprueba los requisitos y solicita un puesto.',
      objectives: [
        'Entender los requisitos de una oferta de empleo',
        'Explicar tu formación y tu disponibilidad',
        'Describir el trabajo que buscas con una oración de relativo',
      ],
    },
    vocabulary: [
      { spanish: 'la oferta de empleo', english: 'job vacancy; job offer', partOfSpeech: 'noun' },
      { spanish: 'la bolsa de trabajo', english: 'job board', partOfSpeech: 'noun' },
      { spanish: 'a media jornada', english: 'part-time', partOfSpeech: 'phrase' },
      { spanish: 'el requisito', english: 'requirement', partOfSpeech: 'noun' },
      { spanish: 'la formación', english: 'training; education', partOfSpeech: 'noun' },
      { spanish: 'el candidato', english: 'candidate', partOfSpeech: 'noun' },
      { spanish: 'solicitar', english: 'to apply for', partOfSpeech: 'verb' },
      { spanish: 'la solicitud', english: 'application', partOfSpeech: 'noun' },
      { spanish: 'la carta de presentación', english: 'cover letter', partOfSpeech: 'noun' },
      { spanish: 'enviar el currículum', english: 'to send your CV', partOfSpeech: 'phrase' },
      { spanish: 'la disponibilidad', english: 'availability', partOfSpeech: 'noun' },
      { spanish: 'incorporarse', english: 'to join; to start (a job)', partOfSpeech: 'verb' },
    ],
    grammarPoints: [
      'Relative clauses with que and donde: la empresa donde trabajo',
      'Busco un trabajo que sea…: the subjunctive for what you look for',
    ],
    conversationTopics: [
      'Where people look for work today: job boards, agencies and contacts',
      'The requirements you meet and those you still lack for your ideal job',
    ],
    prerequisites: ['lesson-b1-10'],
    exercises: [
      {
        type: 'roleplay',
        content: 'The tutor is a careers adviser helping you find a job and apply for it.',
        instructions: 'Say what job you want, check the requirements and explain how you will apply.',
      },
      {
        type: 'listening',
        content: 'A job advert read aloud: who the company is looking for and where the job is.',
        instructions: 'Listen and say which languages the job requires.',
      },
    ],
    isActive: true,
  },
  {
    id: 'lesson-b1-12',
    title: 'Meetings at Work',
    description: 'Take part in a team meeting: give your view on proposals, agree and set deadlines.',
    order: 12,
    level: 'B1',
    category: 'Conversation',
    duration: 35,
    objectives: [
      'Say whether you are for or against a proposal',
      'Ask for a deadline to be moved and explain why',
      'Sum up what a meeting has decided',
    ],
    es: {
      title: 'Reuniones de trabajo',
      description:
        'Participa en una reunión de equipo: opina sobre las propuestas, llega a acuerdos y fija plazos.',
      objectives: [
        'Decir si estás a favor o en contra de una propuesta',
        'Pedir que se cambie una fecha límite y explicar por qué',
        'Resumir lo que se ha decidido en una reunión',
      ],
    },
    vocabulary: [
      { spanish: 'convocar', english: 'to call (a meeting)', partOfSpeech: 'verb' },
      { spanish: 'tomar notas', english: 'to take notes', partOfSpeech: 'phrase' },
      { spanish: 'el informe', english: 'report', partOfSpeech: 'noun' },
      { spanish: 'proponer', english: 'to propose', partOfSpeech: 'verb' },
      { spanish: 'estar a favor', english: 'to be in favour', partOfSpeech: 'phrase' },
      { spanish: 'estar en contra', english: 'to be against', partOfSpeech: 'phrase' },
      { spanish: 'ponerse de acuerdo', english: 'to reach an agreement', partOfSpeech: 'phrase' },
      { spanish: 'la fecha límite', english: 'deadline', partOfSpeech: 'noun' },
      { spanish: 'aplazar', english: 'to postpone', partOfSpeech: 'verb' },
      { spanish: 'es necesario que', english: 'it is necessary that', partOfSpeech: 'phrase' },
      { spanish: 'para que', english: 'so that', partOfSpeech: 'phrase' },
      { spanish: 'resumir', english: 'to sum up', partOfSpeech: 'verb' },
    ],
    grammarPoints: [
      'Es necesario que + subjunctive in meetings',
      'Para que + subjunctive: a purpose with another subject',
    ],
    conversationTopics: [
      'What makes a meeting useful or a waste of time',
      'Working from home one day a week: for and against',
    ],
    prerequisites: ['lesson-b1-11'],
    exercises: [
      {
        type: 'roleplay',
        content: 'The tutor leads the weekly team meeting and puts forward two proposals.',
        instructions: 'Give your view on each proposal, ask to move a deadline and sum up the decisions.',
      },
      {
        type: 'listening',
        content: 'A colleague explains why a meeting with a client has been moved.',
        instructions: 'Listen and say the new day of the meeting.',
      },
    ],
    isActive: true,
  },
  {
    id: 'lesson-b1-13',
    title: 'Problems at Work',
    description: 'Explain what is going wrong at work, from workload to misunderstandings.',
    order: 13,
    level: 'B1',
    category: 'Conversation',
    duration: 30,
    objectives: [
      'Explain a problem with lo que pasa es que',
      'Talk about workload, overtime and the atmosphere at work',
      'Discuss options: talking to the boss, resigning, asking for help',
    ],
    es: {
      title: 'Problemas en el trabajo',
      description: 'Explica lo que va mal en el trabajo, desde la carga de trabajo hasta los malentendidos.',
      objectives: [
        'Explicar un problema con lo que pasa es que',
        'Hablar de la carga de trabajo, las horas extra y el ambiente laboral',
        'Comentar opciones: hablar con el jefe, dimitir, pedir ayuda',
      ],
    },
    vocabulary: [
      { spanish: 'lo que pasa es que', english: 'the thing is that', partOfSpeech: 'phrase' },
      { spanish: 'la carga de trabajo', english: 'workload', partOfSpeech: 'noun' },
      { spanish: 'agobiado', english: 'overwhelmed', partOfSpeech: 'adj' },
      { spanish: 'las horas extra', english: 'overtime', partOfSpeech: 'noun' },
      { spanish: 'estar harto de', english: 'to be fed up with', partOfSpeech: 'phrase' },
      { spanish: 'el malentendido', english: 'misunderstanding', partOfSpeech: 'noun' },
      { spanish: 'el conflicto', english: 'conflict', partOfSpeech: 'noun' },
      { spanish: 'el ambiente de trabajo', english: 'working atmosphere', partOfSpeech: 'noun' },
      { spanish: 'estar quemado', english: 'to be burnt out', partOfSpeech: 'phrase' },
      { spanish: 'dimitir', english: 'to resign', partOfSpeech: 'verb' },
      { spanish: 'despedir', english: 'to dismiss; to fire', partOfSpeech: 'verb' },
      { spanish: 'ir con retraso', english: 'to be behind schedule', partOfSpeech: 'phrase' },
    ],
    grammarPoints: ['Lo que to sum up an idea: lo que pasa es que…'],
    conversationTopics: [
      'How to tell your boss that you have too much work',
      'What makes a good working atmosphere',
    ],
    prerequisites: ['lesson-b1-12'],
    exercises: [
      {
        type: 'roleplay',
        content: 'The tutor is a colleague who sees you are tired and asks what is wrong.',
        instructions: 'Explain your problems at work and react to your colleague’s suggestions.',
      },
      {
        type: 'listening',
        content: 'Someone explains what bothers a friend most about his job.',
        instructions: 'Listen and say which day the boss asks for overtime.',
      },
    ],
    isActive: true,
  },
  {
    id: 'lesson-b1-14',
    title: 'Customer Complaints',
    description: 'Complain about a faulty product and ask for an exchange or a refund.',
    order: 14,
    level: 'B1',
    category: 'Conversation',
    duration: 30,
    objectives: [
      'Explain what is wrong with a product you bought',
      'Ask for an exchange or a refund politely but firmly',
      'Ask for the complaints form when you are not satisfied',
    ],
    es: {
      title: 'Reclamaciones de clientes',
      description: 'Reclama por un producto defectuoso y pide un cambio o un reembolso.',
      objectives: [
        'Explicar qué le pasa a un producto que has comprado',
        'Pedir un cambio o un reembolso con educación pero con firmeza',
        'Pedir la hoja de reclamaciones cuando no estás satisfecho',
      ],
    },
    vocabulary: [
      { spanish: 'quejarse de', english: 'to complain about', partOfSpeech: 'phrase' },
      { spanish: 'defectuoso', english: 'faulty', partOfSpeech: 'adj' },
      { spanish: 'la reclamación', english: 'complaint; claim', partOfSpeech: 'noun' },
      { spanish: 'la atención al cliente', english: 'customer service', partOfSpeech: 'noun' },
      { spanish: 'cuanto antes', english: 'as soon as possible', partOfSpeech: 'phrase' },
      { spanish: 'exigir', english: 'to demand', partOfSpeech: 'verb' },
      { spanish: 'el reembolso', english: 'refund', partOfSpeech: 'noun' },
      { spanish: '¿me lo pueden cambiar?', english: 'can you exchange it for me?', partOfSpeech: 'phrase' },
      { spanish: 'la garantía', english: 'guarantee; warranty', partOfSpeech: 'noun' },
      { spanish: 'la factura', english: 'invoice; receipt', partOfSpeech: 'noun' },
      { spanish: 'la hoja de reclamaciones', english: 'complaints form', partOfSpeech: 'noun' },
      { spanish: 'el encargado', english: 'manager (of a shop)', partOfSpeech: 'noun' },
    ],
    grammarPoints: [
      'Polite conditional for complaints: querría, ¿podrían…?',
      'Two pronouns together: me lo, se lo',
    ],
    conversationTopics: [
      'The worst purchase you have ever made and what you did about it',
      'Complaining in person, by phone or online: which works best',
    ],
    prerequisites: ['lesson-b1-13'],
    exercises: [
      {
        type: 'roleplay',
        content: 'The tutor is the manager of an electrical shop; your new coffee maker does not work.',
        instructions: 'Explain the problem, ask for an exchange or a refund and insist politely.',
      },
      {
        type: 'listening',
        content: 'A customer service message about a faulty product.',
        instructions: 'Listen and say how many days the customer has to return it.',
      },
    ],
    isActive: true,
  },
  {
    id: 'lesson-b1-15',
    title: 'Describing Your Workplace',
    description: 'Describe your company, your timetable and the people you work with.',
    order: 15,
    level: 'B1',
    category: 'Grammar',
    duration: 30,
    objectives: [
      'Describe a company: its headquarters, staff and departments',
      'Say what you like most with lo que más me gusta',
      'Identify people with la que, los que and con la que',
    ],
    es: {
      title: 'Describir tu lugar de trabajo',
      description: 'Describe tu empresa, tu horario y a las personas con las que trabajas.',
      objectives: [
        'Describir una empresa: su sede, su plantilla y sus departamentos',
        'Decir lo que más te gusta con lo que más me gusta',
        'Identificar a personas con la que, los que y con la que',
      ],
    },
    vocabulary: [
      { spanish: 'la sede', english: 'headquarters', partOfSpeech: 'noun' },
      { spanish: 'la plantilla', english: 'staff; workforce', partOfSpeech: 'noun' },
      { spanish: 'el departamento', english: 'department', partOfSpeech: 'noun' },
      { spanish: 'el horario flexible', english: 'flexible hours', partOfSpeech: 'noun' },
      { spanish: 'trabajar desde casa', english: 'to work from home', partOfSpeech: 'phrase' },
      { spanish: 'lo que más me gusta', english: 'what I like most', partOfSpeech: 'phrase' },
      { spanish: 'todo lo que', english: 'everything that', partOfSpeech: 'phrase' },
      { spanish: 'la que', english: 'the one (f.) who / that', partOfSpeech: 'phrase' },
      { spanish: 'los que', english: 'the ones who / that', partOfSpeech: 'phrase' },
      { spanish: 'con la que', english: 'with whom (f.); with which', partOfSpeech: 'phrase' },
      { spanish: 'en el que', english: 'in which', partOfSpeech: 'phrase' },
      { spanish: 'el ascenso', english: 'promotion', partOfSpeech: 'noun' },
    ],
    grammarPoints: [
      'Relative pronouns after a preposition: con la que, en el que',
      'Lo que más me gusta es…',
    ],
    conversationTopics: [
      'The best and worst places you have worked or studied in',
      'Working from home or at the office: what people prefer',
    ],
    prerequisites: ['lesson-b1-14'],
    exercises: [
      {
        type: 'roleplay',
        content: 'The tutor is a friend who wants to hear all about your new job.',
        instructions: 'Describe the company, your timetable, your boss and what you like most.',
      },
      {
        type: 'listening',
        content: 'A short description of where a friend works.',
        instructions: 'Listen and say where the office is.',
      },
    ],
    isActive: true,
  },
];
