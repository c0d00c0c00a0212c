import type { LessonScript } from '../types';

/** A1 unit 9, My Town: how each lesson is played. */
export const A1_UNIT_9_SCRIPTS: Readonly<Record<string, LessonScript>> = {
  'lesson-a1-36': {
    role: { es: 'Luis, un vecino nuevo', en: 'Luis, a new neighbour' },
    scene: {
      es: 'Hay un vecino nuevo en tu edificio. Os encontráis en la entrada.',
      en: 'There is a new neighbour in your building. You meet at the entrance.',
    },
    task: {
      es: 'Explícale cómo es la zona y dónde están las tiendas.',
      en: 'Explain what the area is like and where the shops are.',
    },
    steps: [
      {
        line: {
          es: 'Hola, soy Luis, el nuevo vecino del tercero. ¿Cómo es la zona?',
          en: 'Hi, I am Luis, the new neighbour on the third floor. What is the area like?',
        },
        expects: ['la zona', 'tranquilo', 'animado', 'el vecino'],
      },
      {
        line: { es: '¿Dónde compro el pan por aquí?', en: 'Where do I buy bread around here?' },
        expects: ['la panadería', 'la plaza'],
      },
      {
        line: {
          es: '¿Y la carne, el pescado y la fruta? No me gustan los supermercados.',
          en: 'And meat, fish and fruit? I don’t like supermarkets.',
        },
        expects: ['la carnicería', 'la pescadería', 'la frutería'],
      },
      {
        line: {
          es: 'Yo leo el periódico en papel y necesito un corte de pelo.',
          en: 'I read the newspaper on paper and I need a haircut.',
        },
        expects: ['el quiosco', 'la peluquería'],
      },
      {
        line: {
          es: 'Tengo un perro. ¿Hay zonas verdes cerca?',
          en: 'I have a dog. Are there green spaces nearby?',
        },
        expects: ['el parque'],
      },
    ],
    closing: {
      es: 'Muchas gracias, eres muy amable. ¡Hasta pronto!',
      en: 'Thank you very much, you are very kind. See you soon!',
    },
    listening: {
      line: {
        es: 'La panadería de la plaza abre a las siete y cierra los domingos.',
        en: 'The bakery in the square opens at seven and is closed on Sundays.',
      },
      question: { es: '¿Qué día cierra la panadería?', en: 'Which day is the bakery closed?' },
      answers: ['los domingos', 'domingos'],
    },
    grammarUse: {
      phrases: [
        'hay mucho',
        'hay mucha',
        'hay muchos',
        'hay muchas',
        'muy tranquilo',
        'muy tranquila',
        'muy animado',
        'muy animada',
      ],
    },
  },
  'lesson-a1-37': {
    role: { es: 'Nuria, una amiga de internet', en: 'Nuria, an online friend' },
    scene: {
      es: 'Nuria quiere visitarte en verano. Habláis por videollamada.',
      en: 'Nuria wants to visit you in the summer. You are talking on a video call.',
    },
    task: {
      es: 'Describe tu ciudad o tu pueblo, di dónde está y qué puede visitar.',
      en: 'Describe your town or village, say where it is and what she can visit.',
    },
    steps: [
      {
        line: {
          es: 'Quiero visitarte en verano. ¿Vives en una ciudad o en un pueblo?',
          en: 'I want to visit you in the summer. Do you live in a city or in a village?',
        },
        expects: ['la ciudad', 'el pueblo', 'los habitantes'],
      },
      {
        line: { es: '¿Y cómo es? ¿Es bonita?', en: 'And what is it like? Is it pretty?' },
        expects: ['bonito', 'antiguo', 'moderno'],
      },
      {
        line: { es: '¿Qué puedo visitar allí?', en: 'What can I visit there?' },
        expects: ['el museo', 'la catedral', 'el ayuntamiento', 'el casco antiguo'],
      },
      {
        line: {
          es: 'Me encanta pasear junto al agua. ¿Hay agua en tu ciudad?',
          en: 'I love walking by the water. Is there water in your town?',
        },
        expects: ['el río', 'el puente'],
      },
    ],
    closing: {
      es: '¡Qué ganas de conocer tu ciudad! Te escribo pronto.',
      en: 'I can’t wait to see your town! I will write to you soon.',
    },
    listening: {
      line: {
        es: 'Mi pueblo es pequeño: tiene dos mil habitantes y está cerca de Toledo.',
        en: 'My village is small: it has two thousand inhabitants and it is near Toledo.',
      },
      question: {
        es: '¿Cuántos habitantes tiene el pueblo?',
        en: 'How many inhabitants does the village have?',
      },
      answers: ['dos mil habitantes', 'dos mil'],
    },
    grammarUse: {
      phrases: [
        'es bonita',
        'es bonito',
        'es antigua',
        'es antiguo',
        'es moderna',
        'es moderno',
        'es grande',
        'es pequena',
        'es pequeno',
        'esta en',
        'esta cerca',
        'esta al lado',
        'esta lejos',
      ],
    },
  },
  'lesson-a1-38': {
    role: { es: 'tu amigo Raúl', en: 'your friend Raúl' },
    scene: {
      es: 'Raúl vive en Madrid y quiere irse a vivir a un pueblo. Tomáis un café.',
      en: 'Raúl lives in Madrid and wants to move to a village. You are having a coffee.',
    },
    task: {
      es: 'Compara la ciudad y el pueblo con más… que y menos… que, y da tu opinión.',
      en: 'Compare the city and the village with más… que and menos… que, and give your opinion.',
    },
    steps: [
      {
        line: {
          es: 'Estoy cansado de Madrid. ¿Qué tiene de malo la ciudad?',
          en: 'I am tired of Madrid. What is bad about the city?',
        },
        expects: ['el tráfico', 'el ruido', 'la contaminación'],
      },
      {
        line: { es: '¿Y qué tiene de bueno el pueblo?', en: 'And what is good about the village?' },
        expects: ['la naturaleza', 'el aire', 'la tranquilidad'],
      },
      {
        line: {
          es: '¿La vida en el pueblo es mejor para la salud?',
          en: 'Is life in the village better for your health?',
        },
        expects: ['sano', 'limpio', 'el estrés'],
      },
      {
        line: {
          es: 'Pero en el pueblo no hay metro y casi no hay autobuses.',
          en: 'But in the village there is no metro and there are hardly any buses.',
        },
        expects: ['el transporte público', 'cómodo'],
      },
      {
        line: {
          es: 'Mi madre dice que la ciudad no es segura por la noche. ¿Tú qué crees?',
          en: 'My mother says the city is not safe at night. What do you think?',
        },
        expects: ['peligroso'],
      },
    ],
    closing: {
      es: 'Tienes razón. Creo que me voy al pueblo… ¡pero solo los fines de semana!',
      en: 'You are right. I think I am moving to the village… but only at weekends!',
    },
    listening: {
      line: {
        es: 'En mi pueblo hay menos tráfico que en Madrid, pero los pisos son más caros.',
        en: 'In my village there is less traffic than in Madrid, but the flats are more expensive.',
      },
      question: { es: '¿Qué es más caro en el pueblo?', en: 'What is more expensive in the village?' },
      answers: ['los pisos', 'pisos'],
    },
    grammarUse: {
      phrases: [
        'mas tranquilo',
        'mas tranquila',
        'mas sano',
        'mas sana',
        'mas limpio',
        'mas limpia',
        'mas comodo',
        'mas comoda',
        'mas peligroso',
        'mas peligrosa',
        'mas caro',
        'mas barato',
        'mas ruido',
        'menos',
      ],
    },
  },
  'lesson-a1-39': {
    role: { es: 'una señora en la parada', en: 'a woman at the bus stop' },
    scene: {
      es: 'Estás en una parada de autobús en Madrid. Quieres ir al Museo del Prado.',
      en: 'You are at a bus stop in Madrid. You want to go to the Prado Museum.',
    },
    task: {
      es: 'Pregunta qué línea tomar, cuánto tarda, cómo pagar y dónde bajarte.',
      en: 'Ask which line to take, how long it takes, how to pay and where to get off.',
    },
    steps: [
      {
        line: {
          es: 'Perdona, ¿buscas algo? ¿Adónde vas?',
          en: 'Excuse me, are you looking for something? Where are you going?',
        },
        expects: ['el autobús', 'la parada', 'la línea'],
      },
      {
        line: {
          es: 'El veintisiete va al Prado, pero a esta hora va muy lento.',
          en: 'The number twenty-seven goes to the Prado, but at this time it is very slow.',
        },
        expects: ['tardar', 'el metro', 'el tranvía', 'hacer transbordo'],
      },
      {
        line: {
          es: 'En este autobús no se paga con dinero. ¿Qué tienes?',
          en: 'You can’t pay with cash on this bus. What do you have?',
        },
        expects: ['el billete', 'la tarjeta de transporte'],
      },
      {
        line: {
          es: 'Mira, ya llega el autobús. ¿Sabes qué hacer?',
          en: 'Look, the bus is coming. Do you know what to do?',
        },
        expects: ['subir', 'bajarse'],
      },
      {
        line: {
          es: 'El museo está a cinco minutos de la parada.',
          en: 'The museum is five minutes from the stop.',
        },
        expects: ['ir a pie'],
      },
    ],
    closing: { es: 'De nada. ¡Adiós y buen viaje!', en: 'You are welcome. Goodbye and have a good trip!' },
    listening: {
      line: {
        es: 'Toma la línea dos y bájate en la cuarta parada.',
        en: 'Take line two and get off at the fourth stop.',
      },
      question: { es: '¿En qué parada hay que bajarse?', en: 'At which stop do you have to get off?' },
      answers: ['en la cuarta parada', 'la cuarta parada', 'cuarta'],
    },
    grammarUse: {
      phrases: [
        'en autobus',
        'en metro',
        'en tren',
        'en coche',
        'en bici',
        'en taxi',
        'en tranvia',
        'a pie',
        'andando',
      ],
    },
  },
  'lesson-a1-40': {
    role: { es: 'el empleado de correos', en: 'the post-office clerk' },
    scene: {
      es: 'Estás en la oficina de correos. Quieres enviar un paquete a tu familia.',
      en: 'You are at the post office. You want to send a parcel to your family.',
    },
    task: {
      es: 'Di qué quieres enviar, da los datos, paga y pregunta por un banco.',
      en: 'Say what you want to send, give the details, pay and ask about a bank.',
    },
    steps: [
      {
        line: { es: 'Buenos días. ¿Qué desea?', en: 'Good morning. What would you like?' },
        expects: ['el paquete', 'el sobre', 'el sello'],
      },
      {
        line: {
          es: '¿Adónde va el paquete? Necesito la dirección completa.',
          en: 'Where is the parcel going? I need the full address.',
        },
        expects: ['el código postal', 'el formulario'],
      },
      {
        line: {
          es: 'Son doce euros. Lo siento, la máquina de tarjetas no funciona hoy.',
          en: 'That is twelve euros. Sorry, the card machine is not working today.',
        },
        expects: ['el cajero automático', 'sacar dinero', 'la tarjeta de crédito'],
      },
      {
        line: { es: 'Firme aquí, por favor. ¿Algo más?', en: 'Sign here, please. Anything else?' },
        expects: ['firmar', 'el buzón'],
      },
      {
        line: {
          es: 'Si vive aquí, el banco de al lado es muy bueno. ¿Tiene cuenta en España?',
          en: 'If you live here, the bank next door is very good. Do you have an account in Spain?',
        },
        expects: ['abrir una cuenta', 'la oficina de correos'],
      },
    ],
    closing: {
      es: 'Aquí tiene su recibo. El paquete llega en tres días.',
      en: 'Here is your receipt. The parcel will arrive in three days.',
    },
    listening: {
      line: {
        es: 'Una carta a Francia cuesta un euro ochenta y tarda cinco días.',
        en: 'A letter to France costs one euro eighty and takes five days.',
      },
      question: { es: '¿Cuánto cuesta la carta?', en: 'How much does the letter cost?' },
      answers: ['un euro ochenta', 'un euro'],
    },
    grammarUse: {
      phrases: [
        'queria enviar',
        'queria mandar',
        'queria sacar',
        'queria abrir',
        'queria cambiar',
        'queria comprar',
        'quiero enviar',
        'quiero mandar',
      ],
    },
  },
};
