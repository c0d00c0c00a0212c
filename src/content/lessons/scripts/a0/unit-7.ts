import type { LessonScript } from '../types';

/** A0 unit 7, Food: how each lesson is played. */
export const A0_UNIT_7_SCRIPTS: Readonly<Record<string, LessonScript>> = {
  'lesson-a0-25': {
    role: { es: 'una amiga', en: 'a friend' },
    scene: {
      es: 'Estamos en mi cocina. Hacemos una ensalada de frutas.',
      en: 'We are in my kitchen. We are making a fruit salad.',
    },
    task: {
      es: 'Di qué fruta tienes y qué fruta ponemos.',
      en: 'Say which fruit you have and which fruit we put in.',
    },
    steps: [
      {
        line: {
          es: 'Yo tengo manzanas. ¿Qué fruta tienes tú?',
          en: 'I have apples. What fruit do you have?',
        },
        expects: ['la fruta', 'la naranja', 'el plátano / la banana'],
      },
      {
        line: { es: '¡Bien! ¿Y algo rojo? ¿Algo pequeño?', en: 'Good! And something red? Something small?' },
        expects: ['la fresa', 'la uva'],
      },
      {
        line: {
          es: 'Esta pera está muy dura. ¿Y tu melocotón?',
          en: 'This pear is very hard. And your peach?',
        },
        expects: ['maduro', 'el melocotón / el durazno', 'la pera'],
      },
      {
        line: {
          es: 'Es verano. ¿Qué fruta grande ponemos?',
          en: 'It is summer. Which big fruit shall we put in?',
        },
        expects: ['la sandía', 'el melón', 'la piña'],
      },
      {
        line: {
          es: '¿Y para el zumo? Algo amarillo y ácido.',
          en: 'And for the juice? Something yellow and sour.',
        },
        expects: ['el limón'],
      },
    ],
    closing: { es: '¡Qué ensalada tan bonita! A comer.', en: 'What a lovely salad! Let’s eat.' },
    listening: {
      line: {
        es: 'En mi mochila tengo dos plátanos, unas fresas y una pera.',
        en: 'In my backpack I have two bananas, some strawberries and a pear.',
      },
      question: { es: '¿Qué fruta tiene la niña?', en: 'What fruit does the girl have?' },
      answers: ['platanos', 'fresas', 'pera'],
    },
    grammarUse: {
      phrases: ['fresas', 'limones', 'naranjas', 'uvas', 'platanos', 'peras', 'melones', 'melocotones'],
    },
  },
  'lesson-a0-26': {
    role: { es: 'el camarero', en: 'the waiter' },
    scene: {
      es: 'Estamos en un restaurante pequeño. Es la hora de comer.',
      en: 'We are in a small restaurant. It is lunchtime.',
    },
    task: {
      es: 'Pide un primer plato y un segundo plato. Di qué quieres con y sin.',
      en: 'Order a first course and a main course. Say what you want with and without.',
    },
    steps: [
      {
        line: {
          es: 'Buenas tardes. De primero hay sopa o ensalada.',
          en: 'Good afternoon. For the first course there is soup or salad.',
        },
        expects: ['la ensalada', 'la sopa', 'la verdura'],
      },
      {
        line: {
          es: 'La ensalada lleva lechuga, tomate y zanahoria. ¿Está bien?',
          en: 'The salad has lettuce, tomato and carrot. Is that all right?',
        },
        expects: ['la lechuga', 'el tomate', 'la zanahoria'],
      },
      {
        line: { es: '¿Con aceite y sal?', en: 'With oil and salt?' },
        expects: ['el aceite', 'la sal'],
      },
      {
        line: {
          es: 'De segundo hay carne o pescado, con patatas.',
          en: 'For the main course there is meat or fish, with potatoes.',
        },
        expects: ['la carne', 'el pescado', 'la patata / la papa'],
      },
      {
        line: {
          es: '¿Y para terminar? ¿Un café? ¿Un bocadillo de jamón para llevar?',
          en: 'And to finish? A coffee? A ham sandwich to take away?',
        },
        expects: ['el azúcar', 'el jamón'],
      },
    ],
    closing: { es: 'Muy bien. Ahora mismo se lo traigo.', en: 'Very good. I will bring it right away.' },
    listening: {
      line: {
        es: 'Para mí, pescado con patatas y un café sin azúcar, por favor.',
        en: 'For me, fish with potatoes and a coffee without sugar, please.',
      },
      question: { es: '¿Qué quiere sin azúcar?', en: 'What does he want without sugar?' },
      answers: ['cafe', 'un cafe'],
    },
    grammarUse: { phrases: ['con', 'sin', 'sin azucar', 'sin sal', 'con aceite', 'sin aceite'] },
  },
  'lesson-a0-27': {
    role: { es: 'el camarero', en: 'the waiter' },
    scene: {
      es: 'Estamos en un bar a mediodía. Tu amiga llega en cinco minutos.',
      en: 'We are in a bar at midday. Your friend arrives in five minutes.',
    },
    task: {
      es: 'Pide bebidas y algo de comer para ti y para tu amiga.',
      en: 'Order drinks and something to eat for you and your friend.',
    },
    steps: [
      {
        line: { es: 'Hola, buenos días. ¿Qué van a tomar?', en: 'Hello, good morning. What will you have?' },
        expects: ['la cerveza', 'el refresco', 'el vino'],
      },
      {
        line: {
          es: 'Muy bien. ¿Y para su amiga? ¿Algo caliente?',
          en: 'Very good. And for your friend? Something hot?',
        },
        expects: ['el té', 'el zumo / el jugo'],
      },
      {
        line: {
          es: '¿Quieren algo de comer? Tenemos bocadillos.',
          en: 'Would you like something to eat? We have sandwiches.',
        },
        expects: ['el bocadillo', 'la galleta'],
      },
      {
        line: {
          es: 'Por la mañana también tenemos desayunos. ¿Qué desayuna usted?',
          en: 'In the morning we also serve breakfast. What do you have for breakfast?',
        },
        expects: ['el desayuno', 'los cereales', 'el yogur'],
      },
      {
        line: {
          es: 'Y a mediodía, menú del día. ¿Viene a comer o a cenar?',
          en: 'And at midday, set menu. Are you coming for lunch or dinner?',
        },
        expects: ['la comida', 'la cena'],
      },
    ],
    closing: {
      es: 'Perfecto. Un momento, ahora lo traigo.',
      en: 'Perfect. One moment, I will bring it now.',
    },
    listening: {
      line: {
        es: 'Para desayunar tomo un té con leche y un yogur con cereales.',
        en: 'For breakfast I have a tea with milk and a yogurt with cereal.',
      },
      question: { es: '¿Qué bebe ella?', en: 'What does she drink?' },
      answers: ['te', 'un te', 'te con leche'],
    },
    grammarUse: {
      phrases: [
        'un te',
        'una cerveza',
        'un zumo',
        'un jugo',
        'un vino',
        'un refresco',
        'un bocadillo',
        'un yogur',
      ],
    },
  },
  'lesson-a0-28': {
    role: { es: 'una amiga', en: 'a friend' },
    scene: {
      es: 'Es sábado. Buscamos un sitio para cenar.',
      en: 'It is Saturday. We are looking for a place to have dinner.',
    },
    task: {
      es: 'Di qué comida te gusta y qué no, y pregunta qué me gusta a mí.',
      en: 'Say which food you like and which you do not, and ask what I like.',
    },
    steps: [
      {
        line: {
          es: 'Hay un italiano aquí. A mí me encanta la pizza.',
          en: 'There is an Italian place here. I love pizza.',
        },
        expects: ['la pizza', 'me gusta mucho', '¿te gusta…?'],
      },
      {
        line: {
          es: 'También hay un mexicano. La comida es muy picante.',
          en: 'There is also a Mexican place. The food is very spicy.',
        },
        expects: ['picante', 'no me gusta'],
      },
      {
        line: { es: '¿Cuál es tu comida favorita?', en: 'What is your favourite food?' },
        expects: ['favorito', '¿te gustan…?'],
      },
      {
        line: {
          es: 'Y de postre hay tarta de chocolate. ¡Mira!',
          en: 'And for dessert there is chocolate cake. Look!',
        },
        expects: ['la tarta', 'el chocolate', '¡qué rico!'],
      },
      {
        line: {
          es: 'Yo no quiero tarta. Prefiero algo frío.',
          en: 'I do not want cake. I prefer something cold.',
        },
        expects: ['el helado', 'los dulces'],
      },
    ],
    closing: {
      es: '¡Perfecto! Vamos al italiano, y luego helado.',
      en: 'Perfect! Let’s go to the Italian, and then ice cream.',
    },
    listening: {
      line: {
        es: 'Me gusta mucho la pizza y me gustan los dulces, pero no me gusta el pescado.',
        en: 'I really like pizza and I like sweets, but I do not like fish.',
      },
      question: { es: '¿Qué comida no le gusta?', en: 'Which food does he not like?' },
      answers: ['pescado', 'el pescado'],
    },
    grammarUse: {
      phrases: ['me gusta', 'me gustan', 'te gusta', 'te gustan', 'no me gusta', 'no me gustan'],
    },
  },
  'lesson-a0-29': {
    role: { es: 'el vendedor del mercado', en: 'the market stallholder' },
    scene: {
      es: 'Es sábado por la mañana. Estamos en el mercado.',
      en: 'It is Saturday morning. We are at the market.',
    },
    task: {
      es: 'Compra comida para un pícnic y di cuánto quieres de cada cosa.',
      en: 'Buy food for a picnic and say how much of each thing you want.',
    },
    steps: [
      {
        line: {
          es: '¡Buenos días! Hoy todo está muy fresco. ¿Qué le pongo?',
          en: 'Good morning! Everything is very fresh today. What can I get you?',
        },
        expects: ['un kilo de', 'medio kilo de', 'fresco'],
      },
      {
        line: {
          es: '¿Algo más? Tengo huevos y pan del día.',
          en: 'Anything else? I have eggs and fresh bread.',
        },
        expects: ['una docena de', 'una barra de pan'],
      },
      {
        line: {
          es: 'Para beber tengo agua, zumos y refrescos.',
          en: 'To drink I have water, juices and soft drinks.',
        },
        expects: ['una botella de', 'una lata de'],
      },
      {
        line: {
          es: 'Este queso es muy bueno. ¿Y patatas fritas?',
          en: 'This cheese is very good. And crisps?',
        },
        expects: ['un trozo de', 'una bolsa de', 'un paquete de'],
      },
      {
        line: { es: 'Son quince euros, por favor.', en: 'That is fifteen euros, please.' },
        expects: ['aquí tiene', 'el mercado'],
      },
    ],
    closing: {
      es: 'Gracias. ¡Buen pícnic y hasta el sábado!',
      en: 'Thank you. Have a good picnic, see you on Saturday!',
    },
    listening: {
      line: {
        es: 'Quiero una docena de huevos y un trozo de queso, por favor.',
        en: 'I want a dozen eggs and a piece of cheese, please.',
      },
      question: { es: '¿Cuántos huevos compra?', en: 'How many eggs does she buy?' },
      answers: ['una docena', 'docena'],
    },
    grammarUse: {
      phrases: [
        'kilo de',
        'docena de',
        'botella de',
        'lata de',
        'paquete de',
        'trozo de',
        'bolsa de',
        'barra de',
      ],
    },
  },
};
