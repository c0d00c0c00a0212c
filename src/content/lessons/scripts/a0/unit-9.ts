import type { LessonScript } from '../types';

/** A0 unit 9, Around Town: how each lesson is played. */
export const A0_UNIT_9_SCRIPTS: Readonly<Record<string, LessonScript>> = {
  'lesson-a0-35': {
    role: { es: 'la empleada de turismo', en: 'the tourist office clerk' },
    scene: {
      es: 'Estás en la oficina de turismo de un pueblo bonito.',
      en: 'You are at the tourist office of a pretty town.',
    },
    task: {
      es: 'Pregunta qué hay en el pueblo: un banco, un supermercado, un museo.',
      en: 'Ask what there is in the town: a bank, a supermarket, a museum.',
    },
    steps: [
      {
        line: { es: 'Hola, buenos días. ¿Qué necesita?', en: 'Hello, good morning. What do you need?' },
        expects: ['el banco', 'el supermercado'],
      },
      {
        line: {
          es: 'Sí, los dos están en la plaza, en el centro.',
          en: 'Yes, both are in the square, in the centre.',
        },
        expects: ['la plaza', 'el centro', 'el ayuntamiento'],
      },
      {
        line: {
          es: '¿Quiere visitar algo? El pueblo es muy antiguo.',
          en: 'Do you want to visit something? The town is very old.',
        },
        expects: ['el museo', 'la iglesia', 'el parque'],
      },
      {
        line: {
          es: '¿Necesita algo más? ¿Dónde duerme esta noche?',
          en: 'Do you need anything else? Where are you sleeping tonight?',
        },
        expects: ['el hotel', 'el restaurante'],
      },
      {
        line: {
          es: '¿Quiere enviar postales? ¿Y si está enfermo?',
          en: 'Do you want to send postcards? And if you are ill?',
        },
        expects: ['correos', 'el hospital'],
      },
    ],
    closing: {
      es: 'Aquí tiene un plano del pueblo. ¡Buena visita!',
      en: 'Here is a map of the town. Enjoy your visit!',
    },
    listening: {
      line: {
        es: 'En la plaza de mi pueblo hay una iglesia, un banco y dos restaurantes.',
        en: 'In my town’s square there is a church, a bank and two restaurants.',
      },
      question: { es: '¿Qué hay en la plaza?', en: 'What is there in the square?' },
      answers: ['iglesia', 'banco', 'restaurantes'],
    },
    grammarUse: { phrases: ['hay un', 'hay una', 'no hay', 'hay dos'] },
  },
  'lesson-a0-36': {
    role: { es: 'una señora en la calle', en: 'a woman in the street' },
    scene: {
      es: 'Estás en una ciudad nueva. Tienes un mapa y no encuentras nada.',
      en: 'You are in a new city. You have a map and cannot find anything.',
    },
    task: {
      es: 'Para a la señora y pregunta si la estación y una farmacia están cerca.',
      en: 'Stop the woman and ask whether the station and a chemist are near.',
    },
    steps: [
      {
        line: { es: '¿Sí? ¿Qué quería?', en: 'Yes? What can I do for you?' },
        expects: ['perdone', 'por aquí', '¿está cerca?'],
      },
      {
        line: {
          es: 'La estación no está cerca. Está a media hora a pie.',
          en: 'The station is not near. It is half an hour on foot.',
        },
        expects: ['lejos', '¿está lejos?'],
      },
      {
        line: {
          es: 'Sí, está lejos. Mire el mapa: estamos aquí.',
          en: 'Yes, it is far. Look at the map: we are here.',
        },
        expects: ['el mapa', 'aquí', 'allí'],
      },
      {
        line: {
          es: 'La farmacia sí está muy cerca, a dos minutos.',
          en: 'The chemist, yes, is very near, two minutes away.',
        },
        expects: ['cerca', 'enfrente de', 'a diez minutos', 'ahí'],
      },
    ],
    closing: { es: 'De nada. ¡Que tenga un buen día!', en: 'You are welcome. Have a good day!' },
    listening: {
      line: {
        es: 'El museo no está lejos. Está a diez minutos, enfrente del parque.',
        en: 'The museum is not far. It is ten minutes away, opposite the park.',
      },
      question: { es: '¿A cuántos minutos está el museo?', en: 'How many minutes away is the museum?' },
      answers: ['diez', 'a diez minutos', 'diez minutos'],
    },
    grammarUse: {
      phrases: ['esta cerca', 'esta lejos', 'esta aqui', 'esta alli', 'esta ahi', 'esta enfrente'],
    },
  },
  'lesson-a0-37': {
    role: { es: 'el empleado de información', en: 'the information desk clerk' },
    scene: {
      es: 'Acabas de llegar al aeropuerto. Yo trabajo en información.',
      en: 'You have just arrived at the airport. I work at the information desk.',
    },
    task: {
      es: 'Pregunta cómo ir al centro, elige un transporte y pide un billete.',
      en: 'Ask how to get to the centre, choose a kind of transport and ask for a ticket.',
    },
    steps: [
      {
        line: {
          es: 'Buenos días. ¿En qué puedo ayudarle?',
          en: 'Good morning. How can I help you?',
        },
        expects: ['el aeropuerto', 'el autobús', 'el metro'],
      },
      {
        line: {
          es: 'Hay autobús, metro y tren. El taxi es más caro.',
          en: 'There is a bus, the underground and a train. A taxi is more expensive.',
        },
        expects: ['el tren', 'el taxi'],
      },
      {
        line: {
          es: 'El autobús sale de la parada de enfrente. ¿Necesita algo?',
          en: 'The bus leaves from the stop opposite. Do you need anything?',
        },
        expects: ['el billete / el boleto', 'la parada'],
      },
      {
        line: {
          es: 'En el centro, ¿cómo va a moverse?',
          en: 'In the centre, how are you going to get around?',
        },
        expects: ['a pie', 'la bicicleta', 'la moto'],
      },
      {
        line: {
          es: '¿Y luego? ¿Vuelve a su país en avión?',
          en: 'And afterwards? Are you flying back to your country?',
        },
        expects: ['el avión', 'el barco'],
      },
    ],
    closing: { es: 'Aquí tiene su billete. ¡Buen viaje!', en: 'Here is your ticket. Have a good journey!' },
    listening: {
      line: {
        es: 'Yo voy a la universidad en bicicleta, pero si llueve voy en metro.',
        en: 'I go to university by bicycle, but if it rains I go by underground.',
      },
      question: { es: '¿Cómo va ella a la universidad?', en: 'How does she get to university?' },
      answers: ['en bicicleta', 'bicicleta', 'en metro'],
    },
    grammarUse: {
      phrases: [
        'en autobus',
        'en metro',
        'en tren',
        'en taxi',
        'en bicicleta',
        'en moto',
        'en avion',
        'en barco',
        'a pie',
      ],
    },
  },
  'lesson-a0-38': {
    role: { es: 'una vecina', en: 'a neighbour' },
    scene: {
      es: 'Acabas de llegar al barrio. Yo conozco todas las tiendas.',
      en: 'You have just moved to the neighbourhood. I know all the shops.',
    },
    task: {
      es: 'Pregunta dónde comprar pan, carne, fruta y zapatos, y si las tiendas están abiertas.',
      en: 'Ask where to buy bread, meat, fruit and shoes, and whether the shops are open.',
    },
    steps: [
      {
        line: {
          es: '¡Hola! ¿Qué tal la casa nueva? ¿Necesitas algo?',
          en: 'Hi! How is the new home? Do you need anything?',
        },
        expects: ['la tienda', 'la panadería'],
      },
      {
        line: {
          es: 'Para la comida hay tres tiendas muy buenas en esta calle.',
          en: 'For food there are three very good shops in this street.',
        },
        expects: ['la carnicería', 'la frutería', 'la pescadería'],
      },
      {
        line: { es: 'Y para otras cosas, ¿qué necesitas?', en: 'And for other things, what do you need?' },
        expects: ['la zapatería', 'la papelería', 'la peluquería', 'el quiosco'],
      },
      {
        line: {
          es: 'Ojo: a las dos muchas tiendas cierran para comer.',
          en: 'Careful: at two o’clock many shops close for lunch.',
        },
        expects: ['el horario', 'abierto', 'cerrado'],
      },
    ],
    closing: {
      es: 'De nada. ¡Y el pan de la esquina es el mejor!',
      en: 'You are welcome. And the bread from the corner is the best!',
    },
    listening: {
      line: {
        es: 'Panadería Sol. Horario: de lunes a sábado, de ocho a dos. Domingo, cerrado.',
        en: 'Sol Bakery. Opening hours: Monday to Saturday, eight to two. Sunday, closed.',
      },
      question: { es: '¿A qué hora abre la panadería?', en: 'What time does the bakery open?' },
      answers: ['ocho', 'de ocho'],
    },
    grammarUse: {
      phrases: ['panaderia', 'carniceria', 'fruteria', 'pescaderia', 'zapateria', 'papeleria', 'peluqueria'],
    },
  },
  'lesson-a0-39': {
    role: { es: 'un amigo', en: 'a friend' },
    scene: {
      es: 'Es viernes por la tarde. Hacemos planes para el fin de semana.',
      en: 'It is Friday afternoon. We are making plans for the weekend.',
    },
    task: {
      es: 'Propón lugares y elige uno para el sábado y otro para el domingo.',
      en: 'Suggest places and choose one for Saturday and one for Sunday.',
    },
    steps: [
      {
        line: {
          es: 'Hace sol y calor. ¿Adónde vamos el sábado?',
          en: 'It is sunny and hot. Where shall we go on Saturday?',
        },
        expects: ['la playa', 'el mar', 'la piscina'],
      },
      {
        line: {
          es: 'Mmm, en la playa hay mucha gente. ¿Algo más tranquilo?',
          en: 'Hmm, there are lots of people at the beach. Something quieter?',
        },
        expects: ['la montaña', 'el río', 'el lago', 'el campo'],
      },
      {
        line: {
          es: 'Mi abuela vive en un pueblo de la montaña.',
          en: 'My grandmother lives in a village in the mountains.',
        },
        expects: ['el pueblo'],
      },
      {
        line: { es: 'Y el domingo, ¿algo en la ciudad?', en: 'And on Sunday, something in the city?' },
        expects: ['el teatro', 'el estadio', 'el zoo', 'el gimnasio'],
      },
    ],
    closing: {
      es: '¡Perfecto! El sábado al pueblo y el domingo a la ciudad.',
      en: 'Perfect! On Saturday to the village and on Sunday to the city.',
    },
    listening: {
      line: {
        es: 'En julio vamos a la montaña y en agosto vamos a la playa.',
        en: 'In July we go to the mountains and in August we go to the beach.',
      },
      question: { es: '¿Adónde va la familia en agosto?', en: 'Where does the family go in August?' },
      answers: ['playa', 'a la playa', 'la playa'],
    },
    grammarUse: { phrases: ['al', 'a la', 'al teatro', 'al zoo', 'al campo', 'a la playa', 'a la montaña'] },
  },
};
