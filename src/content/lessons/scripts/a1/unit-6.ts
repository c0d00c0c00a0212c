import type { LessonScript } from '../types';

/** A1 unit 6, Food and Eating Out: how each lesson is played. */
export const A1_UNIT_6_SCRIPTS: Readonly<Record<string, LessonScript>> = {
  'lesson-a1-21': {
    role: { es: 'el frutero', en: 'the greengrocer' },
    scene: {
      es: 'Es sábado por la mañana en el mercado del barrio. Estás en un puesto de fruta.',
      en: 'It is Saturday morning at the local market. You are at a fruit stall.',
    },
    task: {
      es: 'Pregunta los precios y compra fruta y verdura para la semana.',
      en: 'Ask the prices and buy fruit and vegetables for the week.',
    },
    steps: [
      {
        line: {
          es: '¡Buenos días! ¿Qué le pongo? Hoy tengo fruta muy buena.',
          en: 'Good morning! What can I get you? I have very good fruit today.',
        },
        expects: ['la fruta', 'la fresa', 'el plátano', '¿a cuánto están…?'],
      },
      {
        line: {
          es: 'Los plátanos están a dos euros el kilo. ¿Los quiere maduros?',
          en: 'The bananas are two euros a kilo. Do you want them ripe?',
        },
        expects: ['maduro', 'fresco'],
      },
      {
        line: {
          es: '¿Y verdura? Los tomates y los pimientos son del pueblo.',
          en: 'And vegetables? The tomatoes and the peppers are from the village.',
        },
        expects: ['la verdura', 'el tomate', 'el pimiento', 'la lechuga'],
      },
      {
        line: { es: '¿Necesita algo más para la comida?', en: 'Do you need anything else for lunch?' },
        expects: ['la patata / la papa'],
      },
      {
        line: {
          es: '¿Es la primera vez que compra aquí?',
          en: 'Is this the first time you are shopping here?',
        },
        expects: ['el mercado'],
      },
    ],
    closing: {
      es: 'Aquí tiene. Son nueve euros con veinte. ¡Hasta el sábado que viene!',
      en: 'Here you are. That is nine euros twenty. See you next Saturday!',
    },
    listening: {
      line: {
        es: 'Los tomates están a dos euros el kilo y las fresas, a cuatro.',
        en: 'The tomatoes are two euros a kilo and the strawberries, four.',
      },
      question: { es: '¿A cuánto están los tomates?', en: 'How much are the tomatoes?' },
      answers: ['a dos euros', 'dos euros', 'dos'],
    },
    grammarUse: {
      phrases: [
        'lo quiero',
        'la quiero',
        'los quiero',
        'las quiero',
        'lo llevo',
        'la llevo',
        'los llevo',
        'las llevo',
        'me lo pone',
        'me la pone',
        'me los pone',
        'me las pone',
      ],
    },
  },
  'lesson-a1-22': {
    role: { es: 'tu compañero de piso', en: 'your flatmate' },
    scene: {
      es: 'Tu compañero va al supermercado. Antes, escribís juntos la lista.',
      en: 'Your flatmate is going to the supermarket. First, you write the list together.',
    },
    task: {
      es: 'Dile qué necesitáis y cuánto de cada cosa.',
      en: 'Tell him what you need and how much of each thing.',
    },
    steps: [
      {
        line: {
          es: 'Voy a comprar ahora. ¿Dónde está el papel para la lista?',
          en: 'I am going shopping now. Where is the paper for the list?',
        },
        expects: ['la lista de la compra', 'el supermercado'],
      },
      {
        line: { es: '¿Cuánta leche compro? ¿Y agua?', en: 'How much milk shall I buy? And water?' },
        expects: ['un litro de', 'una botella de'],
      },
      {
        line: { es: '¿Y para el desayuno? ¿Pan, huevos…?', en: 'And for breakfast? Bread, eggs…?' },
        expects: ['una barra de pan', 'una docena de'],
      },
      {
        line: {
          es: 'Esta noche hago una tortilla. ¿Qué necesito?',
          en: 'I am making a Spanish omelette tonight. What do I need?',
        },
        expects: ['un kilo de', 'medio kilo de', 'el aceite'],
      },
      {
        line: { es: '¿Algo más? ¿Jamón, atún, galletas…?', en: 'Anything else? Ham, tuna, biscuits…?' },
        expects: ['cien gramos de', 'una lata de', 'un paquete de'],
      },
    ],
    closing: {
      es: 'Perfecto, ya está la lista. ¡Vuelvo en media hora!',
      en: 'Perfect, the list is done. I will be back in half an hour!',
    },
    listening: {
      line: {
        es: 'Compra una docena de huevos, dos litros de leche y medio kilo de queso.',
        en: 'Buy a dozen eggs, two litres of milk and half a kilo of cheese.',
      },
      question: { es: '¿Cuántos huevos hay que comprar?', en: 'How many eggs do you have to buy?' },
      answers: ['una docena de huevos', 'una docena', 'docena'],
    },
    grammarUse: {
      phrases: [
        'un kilo de',
        'medio kilo de',
        'gramos de',
        'un litro de',
        'litros de',
        'una docena de',
        'una botella de',
        'una lata de',
        'un paquete de',
        'una barra de',
      ],
    },
  },
  'lesson-a1-23': {
    role: { es: 'el camarero', en: 'the waiter' },
    scene: {
      es: 'Es la una y media. Comes en un restaurante pequeño con menú del día.',
      en: 'It is half past one. You are having lunch in a small restaurant with a set menu.',
    },
    task: {
      es: 'Pide un primero, un segundo y un postre, y pregunta qué lleva un plato.',
      en: 'Order a first course, a main course and a dessert, and ask what a dish has in it.',
    },
    steps: [
      {
        line: {
          es: 'Buenas tardes. ¿Qué va a tomar? ¿Y para beber?',
          en: 'Good afternoon. What will you have? And to drink?',
        },
        expects: ['el menú del día', 'la bebida'],
      },
      {
        line: {
          es: 'De primero hay sopa de pescado o ensalada de la casa.',
          en: 'For the first course there is fish soup or house salad.',
        },
        expects: ['de primero', 'la sopa', 'la ensalada', '¿qué lleva…?'],
      },
      {
        line: {
          es: 'Y de segundo, ¿carne o pescado? Los dos son a la plancha.',
          en: 'And for the main course, meat or fish? Both are grilled.',
        },
        expects: ['de segundo', 'la carne', 'el pescado', 'a la plancha'],
      },
      {
        line: {
          es: '¿Y de postre? Tenemos flan, fruta o helado.',
          en: 'And for dessert? We have crème caramel, fruit or ice cream.',
        },
        expects: ['de postre', 'el flan'],
      },
    ],
    closing: {
      es: 'Muy bien. Enseguida le traigo el pan y la bebida.',
      en: 'Very good. I will bring you the bread and the drink right away.',
    },
    listening: {
      line: {
        es: 'El menú del día cuesta doce euros y lleva pan, bebida y postre.',
        en: 'The set menu costs twelve euros and includes bread, a drink and dessert.',
      },
      question: { es: '¿Cuánto cuesta el menú del día?', en: 'How much does the set menu cost?' },
      answers: ['doce euros', 'doce'],
    },
    grammarUse: { phrases: ['de primero', 'de segundo', 'de postre', 'para mi', 'quiero', 'me pone'] },
  },
  'lesson-a1-24': {
    role: { es: 'tu amiga Paula', en: 'your friend Paula' },
    scene: {
      es: 'Esta noche cenas en casa de Paula. Ella cocina para ti.',
      en: 'Tonight you are having dinner at Paula’s. She is cooking for you.',
    },
    task: {
      es: 'Prueba cada plato y di cómo está, con amabilidad.',
      en: 'Try each dish and say how it tastes, politely.',
    },
    steps: [
      {
        line: {
          es: 'La cena está lista. ¿Quieres probar la sopa?',
          en: 'Dinner is ready. Do you want to try the soup?',
        },
        expects: ['probar', 'caliente', 'frío'],
      },
      {
        line: { es: '¿Qué tal está? ¿Le falta sal?', en: 'How is it? Does it need salt?' },
        expects: ['salado', 'soso', 'la sal', 'la pimienta'],
      },
      {
        line: {
          es: 'Ahora prueba el pollo con salsa mexicana. ¿Te gusta?',
          en: 'Now try the chicken with Mexican sauce. Do you like it?',
        },
        expects: ['picante', '¡qué rico!', 'delicioso'],
      },
      {
        line: {
          es: 'De postre hay tarta de chocolate. ¿Y un café?',
          en: 'For dessert there is chocolate cake. And a coffee?',
        },
        expects: ['dulce', 'el azúcar'],
      },
    ],
    closing: {
      es: 'Gracias, eres muy amable. ¡El próximo día cocinas tú!',
      en: 'Thank you, you are very kind. Next time you cook!',
    },
    listening: {
      line: {
        es: 'La sopa está muy caliente, pero el gazpacho está frío.',
        en: 'The soup is very hot, but the gazpacho is cold.',
      },
      question: { es: '¿Cómo está el gazpacho?', en: 'How is the gazpacho?' },
      answers: ['esta frio', 'frio'],
    },
    grammarUse: {
      phrases: [
        'esta rico',
        'esta rica',
        'esta caliente',
        'esta frio',
        'esta fria',
        'esta salado',
        'esta salada',
        'esta soso',
        'esta sosa',
        'esta dulce',
        'esta picante',
        'esta delicioso',
        'esta deliciosa',
        'esta muy',
      ],
    },
  },
  'lesson-a1-25': {
    role: { es: 'el vendedor', en: 'the seller' },
    scene: {
      es: 'Estás en una tienda de muebles y bicis de segunda mano.',
      en: 'You are in a second-hand furniture and bike shop.',
    },
    task: {
      es: 'Pregunta los precios, repite los números y elige algo que puedes pagar.',
      en: 'Ask the prices, repeat the numbers and choose something you can pay for.',
    },
    steps: [
      {
        line: {
          es: 'Buenos días. Aquí todo es usado, pero está como nuevo. ¿Qué busca?',
          en: 'Good morning. Everything here is used, but it is as good as new. What are you looking for?',
        },
        expects: ['de segunda mano', '¿cuánto vale?', 'el precio'],
      },
      {
        line: {
          es: 'Esta bici vale doscientos euros. ¿Cuánto quiere pagar?',
          en: 'This bike is two hundred euros. How much do you want to pay?',
        },
        expects: ['cien', 'ciento', 'doscientos'],
      },
      {
        line: {
          es: 'Mire este sofá y aquel piano. ¿Cuánto cree que cuestan?',
          en: 'Look at this sofa and that piano. How much do you think they cost?',
        },
        expects: ['trescientos', 'quinientos', 'novecientos'],
      },
      {
        line: {
          es: 'Esta moto es de mil novecientos setenta. ¿Sabe cuánto vale?',
          en: 'This motorbike is from nineteen seventy. Do you know what it is worth?',
        },
        expects: ['mil', 'setecientos'],
      },
      {
        line: {
          es: '¿Y el cuadro de la pared? ¡Es muy antiguo!',
          en: 'And the painting on the wall? It is very old!',
        },
        expects: ['un millón'],
      },
    ],
    closing: {
      es: 'Muy bien, la bici es para usted: ciento ochenta euros. ¡Gracias!',
      en: 'Very well, the bike is yours: one hundred and eighty euros. Thank you!',
    },
    listening: {
      line: {
        es: 'La lavadora cuesta trescientos cincuenta euros y la nevera, cuatrocientos.',
        en: 'The washing machine costs three hundred and fifty euros and the fridge, four hundred.',
      },
      question: { es: '¿Cuánto cuesta la lavadora?', en: 'How much does the washing machine cost?' },
      answers: ['trescientos cincuenta euros', 'trescientos cincuenta'],
    },
    grammarUse: {
      phrases: [
        'cien',
        'ciento',
        'doscientos',
        'doscientas',
        'trescientos',
        'cuatrocientos',
        'quinientos',
        'seiscientos',
        'setecientos',
        'ochocientos',
        'novecientos',
        'mil',
        'millon',
      ],
    },
  },
};
