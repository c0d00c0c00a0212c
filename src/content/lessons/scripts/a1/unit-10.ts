import type { LessonScript } from '../types';

/** A1 unit 10, Shopping in Detail: how each lesson is played. */
export const A1_UNIT_10_SCRIPTS: Readonly<Record<string, LessonScript>> = {
  'lesson-a1-41': {
    role: { es: 'tu amiga Carla', en: 'your friend Carla' },
    scene: {
      es: 'Mañana te vas una semana a los Pirineos y luego a Málaga. Carla te ayuda con la maleta.',
      en: 'Tomorrow you are going to the Pyrenees for a week and then to Málaga. Carla is helping you pack.',
    },
    task: {
      es: 'Di qué ropa llevas para el frío y para el calor, con sus colores.',
      en: 'Say which clothes you are taking for the cold and for the heat, with their colours.',
    },
    steps: [
      {
        line: {
          es: 'En los Pirineos hace mucho frío en enero. ¿Qué ropa llevas?',
          en: 'It is very cold in the Pyrenees in January. Which clothes are you taking?',
        },
        expects: ['llevar', 'el abrigo', 'el jersey', 'las botas'],
      },
      {
        line: {
          es: '¿Y para la cabeza, el cuello y las manos?',
          en: 'And for your head, your neck and your hands?',
        },
        expects: ['el gorro', 'la bufanda', 'los guantes'],
      },
      {
        line: {
          es: 'Después vas a Málaga y allí hace calor. ¿Qué te pones?',
          en: 'Then you are going to Málaga and it is hot there. What will you wear?',
        },
        expects: ['la camiseta', 'el vestido', 'los vaqueros'],
      },
      {
        line: {
          es: 'El hotel tiene piscina y está al lado de la playa. ¿Vas a correr?',
          en: 'The hotel has a pool and is next to the beach. Are you going to go running?',
        },
        expects: ['el bañador', 'las zapatillas'],
      },
    ],
    closing: {
      es: '¡Cuánta ropa! Necesitas una maleta más grande.',
      en: 'So many clothes! You need a bigger suitcase.',
    },
    listening: {
      line: {
        es: 'Hoy llevo un jersey azul, unos vaqueros y unas botas negras.',
        en: 'Today I am wearing a blue jumper, jeans and black boots.',
      },
      question: { es: '¿De qué color son las botas?', en: 'What colour are the boots?' },
      answers: ['botas negras', 'negras'],
    },
    grammarUse: {
      phrases: [
        'blanco',
        'blanca',
        'blancos',
        'blancas',
        'negro',
        'negra',
        'negros',
        'negras',
        'rojo',
        'roja',
        'rojos',
        'rojas',
        'azul',
        'azules',
        'verde',
        'verdes',
        'amarillo',
        'amarilla',
        'gris',
        'marron',
      ],
    },
  },
  'lesson-a1-42': {
    role: { es: 'la dependienta', en: 'the shop assistant' },
    scene: {
      es: 'Estás en una tienda de ropa. Buscas un jersey y un bolso para el invierno.',
      en: 'You are in a clothes shop. You are looking for a jumper and a bag for the winter.',
    },
    task: {
      es: 'Di de qué color, de qué tela y con qué dibujo quieres cada cosa.',
      en: 'Say what colour, what fabric and what pattern you want for each thing.',
    },
    steps: [
      {
        line: {
          es: 'Hola, ¿qué buscas? ¿Tienes un color favorito?',
          en: 'Hi, what are you looking for? Do you have a favourite colour?',
        },
        expects: ['¿de qué color es?', 'el color', 'claro', 'oscuro'],
      },
      {
        line: {
          es: 'Tenemos jerséis finos para el otoño y otros más calientes. ¿Cuál prefieres?',
          en: 'We have thin jumpers for autumn and warmer ones. Which do you prefer?',
        },
        expects: ['de algodón', 'de lana'],
      },
      {
        line: {
          es: '¿Lo quieres de un solo color o con dibujo?',
          en: 'Do you want it in one colour or with a pattern?',
        },
        expects: ['liso', 'de rayas', 'de cuadros'],
      },
      {
        line: {
          es: '¿Necesitas algo más? Tenemos bolsos y cinturones nuevos.',
          en: 'Do you need anything else? We have new bags and belts.',
        },
        expects: ['el bolso', 'el cinturón', 'de cuero'],
      },
    ],
    closing: {
      es: 'Muy bien. Puedes pagar en la caja, al fondo.',
      en: 'Very good. You can pay at the till, at the back.',
    },
    listening: {
      line: {
        es: 'Este bolso es de cuero italiano y cuesta ochenta euros.',
        en: 'This bag is made of Italian leather and costs eighty euros.',
      },
      question: { es: '¿De qué es el bolso?', en: 'What is the bag made of?' },
      answers: ['de cuero', 'cuero'],
    },
    grammarUse: {
      phrases: ['de algodon', 'de lana', 'de cuero', 'de seda', 'de rayas', 'de cuadros', 'de lunares'],
    },
  },
  'lesson-a1-43': {
    role: { es: 'el dependiente de la caja', en: 'the assistant at the till' },
    scene: {
      es: 'Vuelves a la tienda con unos auriculares que no funcionan y con el tique.',
      en: 'You go back to the shop with some headphones that don’t work and with the receipt.',
    },
    task: {
      es: 'Explica el problema, cambia los auriculares y paga una compra nueva.',
      en: 'Explain the problem, exchange the headphones and pay for a new purchase.',
    },
    steps: [
      {
        line: {
          es: 'Hola, buenas tardes. ¿En qué puedo ayudarte?',
          en: 'Hello, good afternoon. How can I help you?',
        },
        expects: ['roto', 'cambiar', 'la devolución', 'la caja'],
      },
      {
        line: { es: '¿Tienes el tique de compra?', en: 'Do you have the receipt?' },
        expects: ['el tique', 'la garantía'],
      },
      {
        line: {
          es: 'Vale, te doy unos nuevos. Por cierto, hoy empiezan los descuentos de enero.',
          en: 'OK, I will give you new ones. By the way, the January discounts start today.',
        },
        expects: ['las rebajas', 'gastar'],
      },
      {
        line: {
          es: 'Esta camiseta cuesta veinte euros. ¿Cómo pagas?',
          en: 'This T-shirt costs twenty euros. How are you paying?',
        },
        expects: ['pagar con tarjeta', 'en efectivo', 'el cambio'],
      },
      {
        line: { es: 'Aquí tienes. ¿Necesitas algo más?', en: 'Here you are. Do you need anything else?' },
        expects: ['la bolsa'],
      },
    ],
    closing: {
      es: 'Aquí tienes tu bolsa y tu tique. ¡Gracias y hasta pronto!',
      en: 'Here are your bag and your receipt. Thank you and see you soon!',
    },
    listening: {
      line: {
        es: 'Tienes treinta días para cambiar la ropa, siempre con el tique.',
        en: 'You have thirty days to change clothes, always with the receipt.',
      },
      question: {
        es: '¿Cuántos días tienes para cambiar la ropa?',
        en: 'How many days do you have to change clothes?',
      },
      answers: ['treinta dias', 'treinta'],
    },
    grammarUse: {
      phrases: ['puedo pagar', 'puedo cambiar', 'puedo devolver', 'puedo ver', 'puedo probar', 'puedo'],
    },
  },
  'lesson-a1-44': {
    role: { es: 'el dependiente', en: 'the shop assistant' },
    scene: {
      es: 'El domingo es el cumpleaños de tu madre. Estás en una tienda de regalos.',
      en: 'It is your mother’s birthday on Sunday. You are in a gift shop.',
    },
    task: {
      es: 'Di para quién es el regalo, elige algo y pide que lo envuelvan.',
      en: 'Say who the present is for, choose something and ask to have it wrapped.',
    },
    steps: [
      {
        line: {
          es: 'Buenas tardes. ¿Buscas algo especial?',
          en: 'Good afternoon. Are you looking for something special?',
        },
        expects: ['el perfume', 'el reloj', 'original'],
      },
      {
        line: {
          es: '¿Para quién es? ¿Qué le gusta a esa persona?',
          en: 'Who is it for? What does that person like?',
        },
        expects: ['útil', 'la taza', 'la cartera'],
      },
      {
        line: {
          es: 'Aquí tenemos joyas muy bonitas. ¿Te gustan?',
          en: 'Here we have some very pretty jewellery. Do you like it?',
        },
        expects: ['los pendientes', 'el collar'],
      },
      {
        line: {
          es: '¿Y algo dulce, o algo para la casa?',
          en: 'And something sweet, or something for the house?',
        },
        expects: ['los bombones', 'las flores'],
      },
      {
        line: { es: 'Muy bien. ¿Es para regalo?', en: 'Very good. Is it a present?' },
        expects: ['envolver', 'el papel de regalo'],
      },
    ],
    closing: {
      es: 'Aquí tienes. ¡Seguro que a tu madre le encanta!',
      en: 'Here you are. I am sure your mother will love it!',
    },
    listening: {
      line: {
        es: 'Los pendientes cuestan cuarenta euros y el papel de regalo es gratis.',
        en: 'The earrings cost forty euros and the wrapping paper is free.',
      },
      question: { es: '¿Cuánto cuestan los pendientes?', en: 'How much do the earrings cost?' },
      answers: ['cuarenta euros', 'cuarenta'],
    },
    grammarUse: {
      phrases: [
        'es para',
        'para mi madre',
        'para mi padre',
        'para mi hermana',
        'para mi hermano',
        'para mi amiga',
        'para mi amigo',
        'para ella',
        'para el',
      ],
    },
  },
  'lesson-a1-45': {
    role: { es: 'el dependiente', en: 'the shop assistant' },
    scene: {
      es: 'Estás en una tienda de informática. Quieres un portátil para estudiar.',
      en: 'You are in a computer shop. You want a laptop for studying.',
    },
    task: {
      es: 'Pregunta por las diferencias, compara los dos portátiles y elige uno.',
      en: 'Ask about the differences, compare the two laptops and choose one.',
    },
    steps: [
      {
        line: {
          es: 'Hola, ¿qué necesitas? ¿Un ordenador para casa?',
          en: 'Hi, what do you need? A computer for home?',
        },
        expects: ['el portátil', 'la marca', 'el modelo'],
      },
      {
        line: {
          es: 'Mira, estos dos están en oferta: este cuesta seiscientos euros y ese, cuatrocientos.',
          en: 'Look, these two are on offer: this one costs six hundred euros and that one, four hundred.',
        },
        expects: ['la oferta', '¿cuál es la diferencia?'],
      },
      {
        line: {
          es: 'Este tiene más memoria y abre los programas antes.',
          en: 'This one has more memory and opens programs sooner.',
        },
        expects: ['rápido', 'lento'],
      },
      {
        line: {
          es: '¿Lo vas a llevar a clase todos los días?',
          en: 'Are you going to take it to class every day?',
        },
        expects: ['ligero', 'pesado', 'el tamaño'],
      },
      {
        line: {
          es: '¿Y para qué lo usas? ¿Haces videollamadas? ¿Ves películas?',
          en: 'And what do you use it for? Do you make video calls? Do you watch films?',
        },
        expects: ['la pantalla', 'la cámara'],
      },
    ],
    closing: {
      es: 'Buena elección. ¿Lo pagas con tarjeta o en efectivo?',
      en: 'Good choice. Are you paying by card or in cash?',
    },
    listening: {
      line: {
        es: 'Este portátil pesa un kilo y medio y el otro, dos kilos.',
        en: 'This laptop weighs a kilo and a half and the other one, two kilos.',
      },
      question: { es: '¿Cuánto pesa este portátil?', en: 'How much does this laptop weigh?' },
      answers: ['un kilo y medio', 'kilo y medio'],
    },
    grammarUse: { phrases: ['este', 'ese', 'aquel', 'esa', 'estos', 'esos', 'cual'] },
  },
};
