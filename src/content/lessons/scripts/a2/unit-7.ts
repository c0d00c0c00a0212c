import type { LessonScript } from '../types';

/** A2 unit 7: how each lesson on errands and services is played. */
export const A2_UNIT_7_SCRIPTS: Readonly<Record<string, LessonScript>> = {
  'lesson-a2-26': {
    role: { es: 'el empleado del banco', en: 'the bank clerk' },
    scene: {
      es: 'Estamos en una sucursal del banco. El cajero de la calle no te ha devuelto la tarjeta.',
      en: 'We are at a bank branch. The cash machine in the street has not given your card back.',
    },
    task: {
      es: 'Explica qué ha pasado, pide que bloqueen la tarjeta y pregunta cómo sacar dinero.',
      en: 'Explain what has happened, ask for the card to be blocked and ask how to get money.',
    },
    steps: [
      {
        line: { es: 'Buenos días. ¿En qué puedo ayudarle?', en: 'Good morning. How can I help you?' },
        expects: ['el cajero se ha tragado la tarjeta', 'la sucursal'],
      },
      {
        line: { es: 'Vaya. ¿Ha escrito mal el número?', en: 'Oh dear. Did you type the number wrong?' },
        expects: ['el número secreto', 'me han robado'],
      },
      {
        line: {
          es: 'Por seguridad, ¿qué quiere que hagamos?',
          en: 'For security, what would you like us to do?',
        },
        expects: ['bloquear la tarjeta', 'la tarjeta nueva'],
      },
      {
        line: {
          es: '¿Ha visto algo raro en su cuenta últimamente?',
          en: 'Have you seen anything strange in your account lately?',
        },
        expects: ['un cargo que no reconozco', 'la banca por internet'],
      },
      {
        line: {
          es: 'Mientras tanto, ¿necesita dinero o pagar algo?',
          en: 'In the meantime, do you need money or to pay anything?',
        },
        expects: ['retirar efectivo', 'hacer una transferencia', 'pagar los recibos', 'el tipo de cambio'],
      },
    ],
    closing: {
      es: 'Todo listo. Ya hemos bloqueado su tarjeta. Que tenga un buen día.',
      en: 'All done. We have blocked your card. Have a good day.',
    },
    listening: {
      line: {
        es: 'Vamos a bloquear la tarjeta y la tarjeta nueva llegará a su casa en una semana.',
        en: 'We are going to block the card and the new card will arrive at your home in a week.',
      },
      question: { es: '¿Cuándo llega la tarjeta nueva?', en: 'When does the new card arrive?' },
      answers: ['en una semana', 'una semana'],
    },
    grammarUse: { phrases: ['me han', 'se ha', 'ha', 'han', 'queria', 'podria'] },
  },
  'lesson-a2-27': {
    role: { es: 'la empleada de Correos', en: 'the post office clerk' },
    scene: {
      es: 'Estamos en la oficina de correos. Quieres enviar un regalo a una amiga en Alemania.',
      en: 'We are at the post office. You want to send a present to a friend in Germany.',
    },
    task: {
      es: 'Envía el paquete, elige el tipo de envío y pregunta cuánto tarda.',
      en: 'Send the parcel, choose how to send it and ask how long it takes.',
    },
    steps: [
      {
        line: {
          es: 'Siguiente, por favor. Pase a la ventanilla dos.',
          en: 'Next, please. Go to counter two.',
        },
        expects: ['la ventanilla', 'enviar un paquete', 'la caja de cartón'],
      },
      {
        line: {
          es: 'Déjelo aquí, que lo peso. ¿Adónde va?',
          en: 'Leave it here and I will weigh it. Where is it going?',
        },
        expects: ['el peso', 'pesar', 'el destinatario', 'la dirección completa'],
      },
      {
        line: {
          es: 'Falta su nombre y su dirección detrás.',
          en: 'Your name and address are missing on the back.',
        },
        expects: ['el remitente'],
      },
      {
        line: { es: '¿Lo quiere normal o urgente?', en: 'Do you want it sent normal or express?' },
        expects: ['el envío', 'urgente', '¿cuánto tarda en llegar?'],
      },
      {
        line: { es: '¿Necesita algo más?', en: 'Do you need anything else?' },
        expects: ['el aviso de entrega'],
      },
    ],
    closing: {
      es: 'Son doce euros con cincuenta. Aquí tiene el recibo.',
      en: 'That is twelve euros fifty. Here is your receipt.',
    },
    listening: {
      line: {
        es: 'Si lo envía urgente, tarda dos días en llegar; normal, una semana.',
        en: 'If you send it express, it takes two days to arrive; normal, a week.',
      },
      question: { es: '¿Cuánto tarda el envío urgente?', en: 'How long does express post take?' },
      answers: ['dos dias'],
    },
    grammarUse: { phrases: ['tarda', 'tardan', 'tarda en', 'tardo'] },
  },
  'lesson-a2-28': {
    role: { es: 'la dependienta', en: 'the shop assistant' },
    scene: {
      es: 'Estamos en unos grandes almacenes. Vuelves con unos auriculares que no funcionan.',
      en: 'We are in a department store. You come back with headphones that do not work.',
    },
    task: {
      es: 'Explica cuándo los compraste y qué les pasa, y pide un cambio o tu dinero.',
      en: 'Explain when you bought them and what is wrong, and ask for an exchange or your money.',
    },
    steps: [
      {
        line: {
          es: 'Buenas tardes. ¿Qué le pasa a este producto?',
          en: 'Good afternoon. What is wrong with this product?',
        },
        expects: ['está roto', 'tiene un defecto', 'lo compré ayer'],
      },
      {
        line: {
          es: '¿Tiene el tique? Sin él es difícil.',
          en: 'Do you have the receipt? Without it, it is difficult.',
        },
        expects: ['el ticket de compra', 'sin usar', 'la etiqueta'],
      },
      {
        line: { es: 'Muy bien. ¿Qué prefiere que hagamos?', en: 'Very well. What would you like us to do?' },
        expects: ['¿me lo puede cambiar?', 'devolver el dinero'],
      },
      {
        line: {
          es: 'Lo siento, de este modelo no quedan. Puedo darle un vale.',
          en: 'Sorry, there are none of this model left. I can give you a credit note.',
        },
        expects: ['hablar con el responsable', 'el plazo de devolución', '¿me da un vale?'],
      },
      {
        line: { es: '¿Y el jersey que trae en la bolsa?', en: 'And the jumper you have in the bag?' },
        expects: ['cambiar por otra talla'],
      },
    ],
    closing: {
      es: 'De acuerdo. Aquí tiene su dinero y la talla nueva.',
      en: 'All right. Here is your money and the new size.',
    },
    listening: {
      line: {
        es: 'Sin el ticket de compra no podemos devolver el dinero, pero le damos un vale.',
        en: 'Without the receipt we cannot give you a refund, but we will give you a credit note.',
      },
      question: { es: '¿Qué le dan en vez del dinero?', en: 'What do they give him instead of the money?' },
      answers: ['un vale', 'vale'],
    },
    grammarUse: { tenses: ['preterite'], phrases: ['me lo', 'me la', 'me los', 'me las'] },
  },
  'lesson-a2-29': {
    role: { es: 'la peluquera', en: 'the hairdresser' },
    scene: {
      es: 'Estamos en la peluquería. Tienes una boda el sábado.',
      en: 'We are at the hairdresser’s. You have a wedding on Saturday.',
    },
    task: {
      es: 'Explica bien cómo quieres el pelo: el largo, el flequillo, la raya y el color.',
      en: 'Explain exactly how you want your hair: length, fringe, parting and colour.',
    },
    steps: [
      {
        line: {
          es: 'Hola, buenos días. ¿Tenía cita?',
          en: 'Hello, good morning. Did you have an appointment?',
        },
        expects: ['pedir cita', 'cortarse el pelo', 'el corte de pelo'],
      },
      {
        line: {
          es: 'Siéntese aquí, por favor. ¿Qué le hacemos hoy?',
          en: 'Sit here, please. What are we doing today?',
        },
        expects: ['las puntas', 'el flequillo', '¿cómo lo quiere?'],
      },
      {
        line: {
          es: '¿Lo dejo igual por detrás? ¿Y la raya, dónde la lleva?',
          en: 'Shall I leave the back the same? And where do you have your parting?',
        },
        expects: ['corto por los lados', 'la raya'],
      },
      {
        line: {
          es: 'Tiene algunas canas. ¿Quiere color?',
          en: 'You have some grey hairs. Do you want colour?',
        },
        expects: ['teñirse', 'el tinte'],
      },
      {
        line: {
          es: 'Ya está. ¿Le gusta cómo ha quedado?',
          en: 'All done. Do you like how it has turned out?',
        },
        expects: ['el peinado', 'el secador'],
      },
    ],
    closing: {
      es: '¡Le ha quedado genial! Que lo pase muy bien en la boda.',
      en: 'It has turned out great! Have a lovely time at the wedding.',
    },
    listening: {
      line: {
        es: 'Quiero cortarme solo las puntas y un poco el flequillo, por favor.',
        en: 'I only want the ends cut and the fringe a little, please.',
      },
      question: {
        es: '¿Qué quiere cortarse además de las puntas?',
        en: 'What does she want cut apart from the ends?',
      },
      answers: ['el flequillo', 'flequillo'],
    },
    grammarUse: { phrases: ['me corto', 'cortarme', 'me tiño', 'teñirme', 'me lo corto'] },
  },
  'lesson-a2-30': {
    role: { es: 'el dueño de la tintorería', en: "the dry cleaner's owner" },
    scene: {
      es: 'Estamos en una tintorería que también arregla zapatos.',
      en: "We are at a dry cleaner's that also repairs shoes.",
    },
    task: {
      es: 'Explica qué le pasa a tu abrigo y a tus botas, y acuerda cuándo recogerlos.',
      en: 'Explain what is wrong with your coat and your boots, and agree when to pick them up.',
    },
    steps: [
      {
        line: { es: 'Buenos días. ¿Qué me trae hoy?', en: 'Good morning. What have you brought me today?' },
        expects: ['la tintorería', 'quitar una mancha'],
      },
      {
        line: { es: 'Veo que el abrigo tiene otro problema.', en: 'I see the coat has another problem.' },
        expects: ['la cremallera', 'el botón', 'coser', 'arreglar'],
      },
      {
        line: { es: '¿Y esas botas? Yo también soy zapatero.', en: 'And those boots? I am also a cobbler.' },
        expects: ['el zapatero', 'el tacón', 'la suela'],
      },
      {
        line: {
          es: 'Todo junto son treinta euros. ¿Tiene alguna pregunta?',
          en: 'All together it is thirty euros. Do you have any questions?',
        },
        expects: ['¿para cuándo está?', 'pasar a recogerlo'],
      },
      {
        line: { es: 'Tome este papel. No lo pierda.', en: 'Take this piece of paper. Do not lose it.' },
        expects: ['el resguardo'],
      },
    ],
    closing: {
      es: 'Hasta el viernes, entonces. ¡Que pase un buen día!',
      en: 'See you on Friday, then. Have a nice day!',
    },
    listening: {
      line: {
        es: 'La chaqueta está para el jueves; los zapatos, para el lunes. Guarde el resguardo.',
        en: 'The jacket will be ready on Thursday; the shoes, on Monday. Keep the ticket.',
      },
      question: { es: '¿Para cuándo están los zapatos?', en: 'When will the shoes be ready?' },
      answers: ['para el lunes', 'el lunes', 'lunes'],
    },
    grammarUse: { phrases: ['para el', 'para cuando', 'para mañana', 'para el lunes', 'para el viernes'] },
  },
};
