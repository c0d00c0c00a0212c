import type { LessonContent } from '../../schema';

/** A2 unit 7: the bank, the post office, returns in a shop, the hairdresser and repairs. */
export const A2_UNIT_7_LESSONS: LessonContent[] = [
  {
    id: 'lesson-a2-26',
    title: 'Problems at the Bank',
    description:
      'Sort out a problem with your card at the bank: a swallowed card, a theft or a charge you do not recognise.',
    order: 26,
    level: 'A2',
    category: 'Conversation',
    duration: 30,
    objectives: [
      'Explain what has happened to your card with the present perfect',
      'Ask for your card to be blocked and for a new one',
      'Talk about taking out cash, transfers and paying bills',
    ],
    es: {
      title: 'Problemas en el banco',
      description:
        'Resuelve en el banco un problema con tu tarjeta: el cajero se la ha tragado, te la han robado o hay un cargo raro.',
      objectives: [
        'Explicar qué le ha pasado a tu tarjeta con el pretérito perfecto',
        'Pedir que bloqueen tu tarjeta y te den una nueva',
        'Hablar de sacar efectivo, de transferencias y de pagar recibos',
      ],
    },
    vocabulary: [
      { spanish: 'la sucursal', english: 'branch (of a bank)', partOfSpeech: 'noun' },
      {
        spanish: 'el cajero se ha tragado la tarjeta',
        english: 'the cash machine has swallowed my card',
        partOfSpeech: 'phrase',
      },
      { spanish: 'me han robado', english: 'I have been robbed', partOfSpeech: 'phrase' },
      { spanish: 'bloquear la tarjeta', english: 'to block the card', partOfSpeech: 'phrase' },
      { spanish: 'la tarjeta nueva', english: 'the new card', partOfSpeech: 'noun' },
      { spanish: 'el número secreto', english: 'PIN', partOfSpeech: 'noun' },
      {
        spanish: 'un cargo que no reconozco',
        english: 'a charge I do not recognise',
        partOfSpeech: 'phrase',
      },
      { spanish: 'la banca por internet', english: 'online banking', partOfSpeech: 'noun' },
      { spanish: 'retirar efectivo', english: 'to withdraw cash', partOfSpeech: 'phrase' },
      { spanish: 'hacer una transferencia', english: 'to make a transfer', partOfSpeech: 'phrase' },
      { spanish: 'pagar los recibos', english: 'to pay the bills', partOfSpeech: 'phrase' },
      { spanish: 'el tipo de cambio', english: 'exchange rate', partOfSpeech: 'noun' },
    ],
    grammarPoints: [
      'Present perfect for what has just gone wrong: me han robado, se ha tragado',
      'Polite requests at a counter: quería + infinitive, ¿podría…?',
    ],
    conversationTopics: [
      'What to do when a cash machine keeps your card',
      'Paying and being paid when you live abroad',
    ],
    prerequisites: ['lesson-a2-25'],
    exercises: [
      {
        type: 'roleplay',
        content: 'The tutor is a bank clerk; the cash machine outside has just swallowed your card.',
        instructions:
          'Explain what has happened, ask for the card to be blocked and ask how to get cash meanwhile.',
      },
      {
        type: 'listening',
        content: 'Vamos a bloquear la tarjeta y la tarjeta nueva llegará a su casa en una semana.',
        instructions: 'Say what the bank will do and when the new card arrives.',
      },
    ],
    isActive: true,
  },
  {
    id: 'lesson-a2-27',
    title: 'At the Post Office',
    description: 'Send a letter or a parcel, choose how to send it and ask how long it takes.',
    order: 27,
    level: 'A2',
    category: 'Conversation',
    duration: 25,
    objectives: [
      'Send a letter or a parcel and buy stamps',
      'Ask how long it takes with tardar en',
      'Write an address with the sender and the postcode',
    ],
    es: {
      title: 'En Correos',
      description: 'Envía una carta o un paquete, elige cómo enviarlo y pregunta cuánto tarda.',
      objectives: [
        'Enviar una carta o un paquete y comprar sellos',
        'Preguntar cuánto tarda algo con tardar en',
        'Escribir una dirección con el remitente y el código postal',
      ],
    },
    vocabulary: [
      { spanish: 'la caja de cartón', english: 'cardboard box', partOfSpeech: 'noun' },
      { spanish: 'la ventanilla', english: 'counter window', partOfSpeech: 'noun' },
      { spanish: 'enviar un paquete', english: 'to send a parcel', partOfSpeech: 'phrase' },
      { spanish: 'el envío', english: 'shipment; delivery', partOfSpeech: 'noun' },
      { spanish: 'el peso', english: 'weight', partOfSpeech: 'noun' },
      {
        spanish: 'el aviso de entrega',
        english: 'delivery notice (card left when you are out)',
        partOfSpeech: 'noun',
      },
      { spanish: 'urgente', english: 'express; urgent', partOfSpeech: 'adj' },
      { spanish: 'pesar', english: 'to weigh', partOfSpeech: 'verb' },
      {
        spanish: '¿cuánto tarda en llegar?',
        english: 'how long does it take to arrive?',
        partOfSpeech: 'phrase',
      },
      { spanish: 'el remitente', english: 'sender', partOfSpeech: 'noun' },
      { spanish: 'el destinatario', english: 'addressee', partOfSpeech: 'noun' },
      { spanish: 'la dirección completa', english: 'the full address', partOfSpeech: 'phrase' },
    ],
    grammarPoints: ['Tardar + time + en + infinitive'],
    conversationTopics: [
      'Sending a birthday present to a friend abroad',
      'Express post, delivery notices and how long each option takes',
    ],
    prerequisites: ['lesson-a2-26'],
    exercises: [
      {
        type: 'roleplay',
        content: 'The tutor works at the post office counter; you want to send a present to Germany.',
        instructions: 'Send the parcel, choose normal or express post and ask how long it takes.',
      },
      {
        type: 'listening',
        content: 'Si lo envía urgente, tarda dos días en llegar; normal, una semana.',
        instructions: 'Say how long express and normal post take.',
      },
    ],
    isActive: true,
  },
  {
    id: 'lesson-a2-28',
    title: 'Complaints and Returns in a Shop',
    description:
      'Take something back to a shop, explain what is wrong and ask for an exchange or your money back.',
    order: 28,
    level: 'A2',
    category: 'Conversation',
    duration: 30,
    objectives: [
      'Explain when you bought something and what is wrong with it',
      'Ask for an exchange or a refund politely',
      'Use object pronouns in requests: ¿me lo puede cambiar?',
    ],
    es: {
      title: 'Reclamaciones y devoluciones en una tienda',
      description: 'Devuelve algo en una tienda, explica qué le pasa y pide un cambio o tu dinero.',
      objectives: [
        'Explicar cuándo compraste algo y qué problema tiene',
        'Pedir con educación un cambio o que te devuelvan el dinero',
        'Usar los pronombres en peticiones: ¿me lo puede cambiar?',
      ],
    },
    vocabulary: [
      { spanish: 'lo compré ayer', english: 'I bought it yesterday', partOfSpeech: 'phrase' },
      { spanish: 'el ticket de compra', english: 'receipt', partOfSpeech: 'noun' },
      { spanish: 'está roto', english: 'it is broken', partOfSpeech: 'phrase' },
      { spanish: 'tiene un defecto', english: 'it has a fault', partOfSpeech: 'phrase' },
      { spanish: 'sin usar', english: 'unused', partOfSpeech: 'phrase' },
      { spanish: 'la etiqueta', english: 'label; price tag', partOfSpeech: 'noun' },
      { spanish: '¿me lo puede cambiar?', english: 'can you exchange it for me?', partOfSpeech: 'phrase' },
      { spanish: 'cambiar por otra talla', english: 'to exchange for another size', partOfSpeech: 'phrase' },
      { spanish: 'devolver el dinero', english: 'to give a refund', partOfSpeech: 'phrase' },
      { spanish: '¿me da un vale?', english: 'can you give me a credit note?', partOfSpeech: 'phrase' },
      { spanish: 'el plazo de devolución', english: 'returns period', partOfSpeech: 'noun' },
      {
        spanish: 'hablar con el responsable',
        english: 'to speak to the person in charge',
        partOfSpeech: 'phrase',
      },
    ],
    grammarPoints: [
      'Preterite and perfect in a complaint: lo compré ayer, no ha funcionado',
      'Two pronouns in a request: ¿me lo puede cambiar?',
    ],
    conversationTopics: [
      'Returning a jumper that is the wrong size',
      'A kettle that broke the first time you used it',
    ],
    prerequisites: ['lesson-a2-27'],
    exercises: [
      {
        type: 'roleplay',
        content:
          'The tutor is a shop assistant in a department store; you bring back headphones that do not work.',
        instructions: 'Say when you bought them and what is wrong, and ask for an exchange or a refund.',
      },
      {
        type: 'listening',
        content: 'Sin el ticket de compra no podemos devolver el dinero, pero le damos un vale.',
        instructions: 'Say what the shop offers instead of a refund, and why.',
      },
    ],
    isActive: true,
  },
  {
    id: 'lesson-a2-29',
    title: 'At the Hairdresser',
    description: 'Make an appointment at the hairdresser and explain how you want your hair.',
    order: 29,
    level: 'A2',
    category: 'Conversation',
    duration: 25,
    objectives: [
      'Make an appointment by phone',
      'Say how you want your hair cut or coloured',
      'Talk about having things done: me corto el pelo, me tiño',
    ],
    es: {
      title: 'En la peluquería',
      description: 'Pide cita en la peluquería y explica cómo quieres el pelo.',
      objectives: [
        'Pedir cita por teléfono',
        'Decir cómo quieres el corte o el color',
        'Hablar de lo que te hacen: me corto el pelo, me tiño',
      ],
    },
    vocabulary: [
      { spanish: 'el corte de pelo', english: 'haircut', partOfSpeech: 'noun' },
      { spanish: 'pedir cita', english: 'to make an appointment', partOfSpeech: 'phrase' },
      { spanish: 'cortarse el pelo', english: 'to have a haircut', partOfSpeech: 'phrase' },
      { spanish: '¿cómo lo quiere?', english: 'how would you like it?', partOfSpeech: 'phrase' },
      { spanish: 'las puntas', english: 'the ends (of the hair)', partOfSpeech: 'noun' },
      { spanish: 'el flequillo', english: 'fringe', partOfSpeech: 'noun' },
      { spanish: 'corto por los lados', english: 'short at the sides', partOfSpeech: 'phrase' },
      { spanish: 'la raya', english: 'parting', partOfSpeech: 'noun' },
      { spanish: 'teñirse', english: 'to dye your hair', partOfSpeech: 'verb' },
      { spanish: 'el tinte', english: 'hair dye; colour', partOfSpeech: 'noun' },
      { spanish: 'el secador', english: 'hairdryer', partOfSpeech: 'noun' },
      { spanish: 'el peinado', english: 'hairstyle', partOfSpeech: 'noun' },
    ],
    grammarPoints: ['Me corto el pelo: reflexive verbs for things others do for you'],
    conversationTopics: [
      'How often you go to the hairdresser and what you ask for',
      'A haircut that went wrong',
    ],
    prerequisites: ['lesson-a2-28'],
    exercises: [
      {
        type: 'roleplay',
        content: 'The tutor is a hairdresser; you have an appointment for a cut before a wedding.',
        instructions: 'Explain exactly how you want your hair: length, fringe, parting and colour.',
      },
      {
        type: 'listening',
        content: 'Quiero cortarme solo las puntas y un poco el flequillo, por favor.',
        instructions: 'Say which two things the customer wants cut.',
      },
    ],
    isActive: true,
  },
  {
    id: 'lesson-a2-30',
    title: "At the Dry Cleaner's and the Cobbler's",
    description: 'Take clothes and shoes to be cleaned or repaired and agree when to pick them up.',
    order: 30,
    level: 'A2',
    category: 'Conversation',
    duration: 25,
    objectives: [
      'Explain what needs cleaning or repairing',
      'Agree a date with para: ¿para cuándo está?, para el viernes',
      'Understand the price and the ticket to pick it up',
    ],
    es: {
      title: 'En la tintorería y en el zapatero',
      description: 'Lleva ropa y zapatos a limpiar o a arreglar y acuerda cuándo recogerlos.',
      objectives: [
        'Explicar qué hay que limpiar o arreglar',
        'Acordar una fecha con para: ¿para cuándo está?, para el viernes',
        'Entender el precio y el resguardo para recogerlo',
      ],
    },
    vocabulary: [
      { spanish: 'la tintorería', english: "dry cleaner's", partOfSpeech: 'noun' },
      { spanish: 'el zapatero', english: 'cobbler; shoe repairer', partOfSpeech: 'noun' },
      { spanish: 'quitar una mancha', english: 'to remove a stain', partOfSpeech: 'phrase' },
      { spanish: 'arreglar', english: 'to repair; to fix', partOfSpeech: 'verb' },
      { spanish: 'coser', english: 'to sew', partOfSpeech: 'verb' },
      { spanish: 'la cremallera', english: 'zip', partOfSpeech: 'noun' },
      { spanish: 'el botón', english: 'button', partOfSpeech: 'noun' },
      { spanish: 'el tacón', english: 'heel (of a shoe)', partOfSpeech: 'noun' },
      { spanish: 'la suela', english: 'sole (of a shoe)', partOfSpeech: 'noun' },
      { spanish: '¿para cuándo está?', english: 'when will it be ready?', partOfSpeech: 'phrase' },
      { spanish: 'pasar a recogerlo', english: 'to come by and pick it up', partOfSpeech: 'phrase' },
      { spanish: 'el resguardo', english: 'ticket (to collect an item)', partOfSpeech: 'noun' },
    ],
    grammarPoints: ['Para + a date for deadlines: para el viernes, ¿para cuándo?'],
    conversationTopics: [
      'Getting a suit cleaned before an important event',
      'Repairing old shoes instead of buying new ones',
    ],
    prerequisites: ['lesson-a2-29'],
    exercises: [
      {
        type: 'roleplay',
        content:
          "The tutor runs a dry cleaner's that also repairs shoes; you bring a coat and a pair of boots.",
        instructions: 'Explain what is wrong with each, ask for the price and agree when to collect them.',
      },
      {
        type: 'listening',
        content: 'La chaqueta está para el jueves; los zapatos, para el lunes. Guarde el resguardo.',
        instructions: 'Say when each item will be ready.',
      },
    ],
    isActive: true,
  },
];
