import type { LessonScript } from '../types';

/** B1 unit 8: how each lesson about money and learning is played. */
export const B1_UNIT_8_SCRIPTS: Readonly<Record<string, LessonScript>> = {
  'lesson-b1-31': {
    role: { es: 'el empleado del banco', en: 'the bank clerk' },
    scene: {
      es: 'Acabas de mudarte a Valencia y vas al banco de tu barrio.',
      en: 'You have just moved to Valencia and you go to your local bank.',
    },
    task: {
      es: 'Abre una cuenta, elige una tarjeta, pregunta por las comisiones y organiza tus pagos.',
      en: 'Open an account, choose a card, ask about the fees and arrange your payments.',
    },
    steps: [
      {
        line: { es: 'Buenos días. ¿En qué puedo ayudarle?', en: 'Good morning. How can I help you?' },
        expects: ['abrir una cuenta', 'la cuenta corriente', 'la nómina'],
      },
      {
        line: {
          es: '¿Quiere también una tarjeta? Tenemos de crédito y de débito.',
          en: 'Would you also like a card? We have credit and debit cards.',
        },
        expects: ['la tarjeta de débito', 'el cajero automático', 'la comisión'],
      },
      {
        line: {
          es: '¿Y cómo va a pagar el alquiler y la luz?',
          en: 'And how are you going to pay the rent and the electricity?',
        },
        expects: ['domiciliar', 'la transferencia'],
      },
      {
        line: {
          es: '¿Necesita algo más? ¿Piensa comprar una casa o un coche?',
          en: 'Do you need anything else? Are you thinking of buying a house or a car?',
        },
        expects: ['el préstamo', 'la hipoteca'],
      },
      {
        line: {
          es: 'Con nuestra aplicación puede hacerlo todo desde el móvil.',
          en: 'With our app you can do everything from your phone.',
        },
        expects: ['el saldo', 'ingresar'],
      },
    ],
    closing: {
      es: 'Muy bien. Firme aquí, por favor. La tarjeta le llegará a casa en una semana.',
      en: 'Very good. Sign here, please. The card will reach your home in a week.',
    },
    listening: {
      line: {
        es: 'Por cada transferencia a otro banco le cobramos una comisión de dos euros.',
        en: 'For each transfer to another bank we charge you a fee of two euros.',
      },
      question: { es: '¿Cuánto cuesta la comisión?', en: 'How much is the fee?' },
      answers: ['dos euros', 'dos'],
    },
    grammarUse: {
      phrases: [
        'abrirla',
        'abrirlo',
        'pagarlo',
        'pagarla',
        'hacerla',
        'hacerlo',
        'pedirlo',
        'pedirla',
        'domiciliarla',
        'domiciliarlo',
      ],
    },
  },
  'lesson-b1-32': {
    role: { es: 'tu hermano pequeño', en: 'your younger brother' },
    scene: {
      es: 'Tu hermano pequeño viene a verte. Como siempre, necesita dinero.',
      en: 'Your younger brother comes to see you. As usual, he needs money.',
    },
    task: {
      es: 'Pregúntale en qué gasta, dale consejos para ahorrar y ayúdale a planear una compra.',
      en: 'Ask him what he spends on, give him advice on saving and help him plan a purchase.',
    },
    steps: [
      {
        line: {
          es: 'Oye, ¿me dejas cincuenta euros? Estoy fatal de dinero.',
          en: 'Hey, will you lend me fifty euros? I am really short of money.',
        },
        expects: ['estar sin blanca', 'pedir prestado', 'la deuda'],
      },
      {
        line: {
          es: 'Es que gano mil euros y no sé dónde se me va el dinero.',
          en: 'The thing is I earn a thousand euros and I do not know where my money goes.',
        },
        expects: ['controlar los gastos', 'los gastos fijos', 'el recibo de la luz'],
      },
      {
        line: {
          es: 'Ya, pero me encanta cenar fuera y comprarme ropa.',
          en: 'Yes, but I love eating out and buying clothes.',
        },
        expects: ['derrochar', 'apretarse el cinturón', 'llegar a fin de mes'],
      },
      {
        line: {
          es: 'Quiero comprarme una moto nueva en verano. ¿Cómo lo hago?',
          en: 'I want to buy myself a new motorbike in the summer. How do I do it?',
        },
        expects: ['los ahorros', 'la hucha', 'pagar a plazos'],
      },
    ],
    closing: {
      es: 'Vale, vale. Desde hoy apunto todo lo que gasto. ¡Te lo prometo!',
      en: 'OK, OK. From today I will write down everything I spend. I promise!',
    },
    listening: {
      line: {
        es: 'Aunque gana poco, Inés ahorra cien euros cada mes para irse de viaje en verano.',
        en: 'Although she earns little, Inés saves a hundred euros each month to go travelling in the summer.',
      },
      question: { es: '¿Cuánto ahorra Inés cada mes?', en: 'How much does Inés save each month?' },
      answers: ['cien euros', 'cien'],
    },
    grammarUse: { phrases: ['aunque'] },
  },
  'lesson-b1-33': {
    role: { es: 'la agente de atención al cliente', en: 'the customer service agent' },
    scene: {
      es: 'Llamas a una tienda de ropa en línea. Tu pedido no ha llegado.',
      en: 'You call an online clothes shop. Your order has not arrived.',
    },
    task: {
      es: 'Explica el problema, da el número de seguimiento, pide una devolución y opina sobre la tienda.',
      en: 'Explain the problem, give the tracking number, ask for a return and give your opinion of the shop.',
    },
    steps: [
      {
        line: {
          es: 'Hola, soy Laura, de atención al cliente. ¿En qué puedo ayudarte?',
          en: 'Hello, I am Laura from customer service. How can I help you?',
        },
        expects: ['hacer un pedido', 'todavía no ha llegado', 'el plazo de entrega'],
      },
      {
        line: {
          es: '¿Tienes el número del pedido o del envío?',
          en: 'Do you have the order or shipping number?',
        },
        expects: ['el número de seguimiento', 'el repartidor'],
      },
      {
        line: {
          es: 'El paquete está en el almacén. ¿Quieres esperar o prefieres cancelarlo?',
          en: 'The parcel is in the warehouse. Do you want to wait or would you rather cancel it?',
        },
        expects: ['la devolución', 'equivocarse de talla'],
      },
      {
        line: {
          es: '¿Pagaste el envío? Ahora es gratis a partir de treinta euros.',
          en: 'Did you pay for shipping? It is now free from thirty euros.',
        },
        expects: ['los gastos de envío', 'el carrito', 'el código de descuento'],
      },
      {
        line: {
          es: 'Siento mucho el problema. ¿Nos recomendarías a tus amigos?',
          en: 'I am very sorry about the problem. Would you recommend us to your friends?',
        },
        expects: ['la reseña', 'la tienda en línea'],
      },
    ],
    closing: {
      es: 'Gracias por tu paciencia. Te devolvemos el dinero en cinco días.',
      en: 'Thank you for your patience. We will refund your money in five days.',
    },
    listening: {
      line: {
        es: 'Su pedido ha salido hoy del almacén y llegará el viernes por la mañana.',
        en: 'Your order left the warehouse today and will arrive on Friday morning.',
      },
      question: { es: '¿Qué día llegará el pedido?', en: 'What day will the order arrive?' },
      answers: ['viernes', 'el viernes'],
    },
    grammarUse: {
      phrases: ['todavia no', 'aun no', 'ya ha', 'ya he', 'no ha llegado', 'he pedido', 'he recibido'],
    },
  },
  'lesson-b1-34': {
    role: { es: 'el orientador del instituto', en: 'the school careers counsellor' },
    scene: {
      es: 'Estás en el último año de instituto y hablas con el orientador.',
      en: 'You are in your last year at secondary school and you are talking to the careers counsellor.',
    },
    task: {
      es: 'Explica qué quieres estudiar, cómo vas de notas y qué harás cuando termines.',
      en: 'Explain what you want to study, how your marks are and what you will do when you finish.',
    },
    steps: [
      {
        line: {
          es: 'Hola. Este es tu último año. ¿Qué quieres estudiar después?',
          en: 'Hello. This is your last year. What do you want to study afterwards?',
        },
        expects: ['la carrera', 'la formación profesional', 'cuando termine'],
      },
      {
        line: {
          es: '¿Qué tal vas este curso? ¿Cómo van las notas?',
          en: 'How are you doing this year? How are your marks?',
        },
        expects: ['sacar buenas notas', 'la nota media', 'el expediente académico'],
      },
      {
        line: {
          es: 'Estudiar en otra ciudad es caro. ¿Has pensado cómo pagarlo?',
          en: 'Studying in another city is expensive. Have you thought about how to pay for it?',
        },
        expects: ['la beca', 'la matrícula', 'la residencia de estudiantes'],
      },
      {
        line: {
          es: '¿Y qué harás cuando acabes los estudios?',
          en: 'And what will you do when you finish your studies?',
        },
        expects: ['graduarse', 'el máster', 'las prácticas'],
      },
    ],
    closing: {
      es: 'Me parece un buen plan. Te ayudo a pedir la beca la semana que viene.',
      en: 'That sounds like a good plan. I will help you apply for the grant next week.',
    },
    listening: {
      line: {
        es: 'Cuando termine la carrera, Sofía hará las prácticas en un hospital de Valencia.',
        en: 'When she finishes her degree, Sofía will do her work placement in a hospital in Valencia.',
      },
      question: { es: '¿Dónde hará las prácticas Sofía?', en: 'Where will Sofía do her work placement?' },
      answers: ['en un hospital', 'hospital', 'valencia'],
    },
    grammarUse: { tenses: ['present-subjunctive', 'future'] },
  },
  'lesson-b1-35': {
    role: { es: 'la secretaria de la academia', en: 'the language school receptionist' },
    scene: {
      es: 'Estás en una academia de idiomas. Quieres aprender alemán.',
      en: 'You are at a language school. You want to learn German.',
    },
    task: {
      es: 'Elige un curso, explica para qué lo necesitas y cuenta cómo estudias.',
      en: 'Choose a course, explain what you need it for and say how you study.',
    },
    steps: [
      {
        line: {
          es: 'Hola, buenas tardes. ¿Qué tipo de curso buscas?',
          en: 'Hello, good afternoon. What kind of course are you looking for?',
        },
        expects: ['el curso intensivo', 'el curso a distancia', 'matricularse'],
      },
      {
        line: {
          es: '¿Para qué necesitas el alemán? ¿Es para el trabajo?',
          en: 'What do you need German for? Is it for work?',
        },
        expects: ['el certificado', 'ojalá apruebe'],
      },
      {
        line: {
          es: 'Nuestras clases son obligatorias. ¿Podrás venir a todas?',
          en: 'Our classes are compulsory. Will you be able to come to all of them?',
        },
        expects: ['la asistencia', 'motivado'],
      },
      {
        line: {
          es: '¿Y cómo estudias tú? ¿Qué te funciona mejor?',
          en: 'And how do you study? What works best for you?',
        },
        expects: ['los apuntes', 'repasar', 'memorizar'],
      },
      {
        line: {
          es: 'Los jueves también organizamos encuentros con estudiantes alemanes.',
          en: 'On Thursdays we also organise meetings with German students.',
        },
        expects: ['el intercambio de idiomas', 'progresar'],
      },
    ],
    closing: {
      es: 'Estupendo. Rellena este formulario y ya estás matriculado. ¡Mucha suerte!',
      en: 'Great. Fill in this form and you are enrolled. Good luck!',
    },
    listening: {
      line: {
        es: 'El curso intensivo empieza el tres de julio y tiene clases de lunes a viernes.',
        en: 'The intensive course starts on the third of July and has classes from Monday to Friday.',
      },
      question: { es: '¿Cuándo empieza el curso?', en: 'When does the course start?' },
      answers: ['el tres de julio', 'tres de julio', 'julio'],
    },
    grammarUse: { phrases: ['ojala'] },
  },
};
