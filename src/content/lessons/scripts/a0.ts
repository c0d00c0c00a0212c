import { A0_UNIT_4_SCRIPTS } from './a0/unit-4';
import type { LessonScript } from './types';
import { A0_UNIT_5_SCRIPTS } from './a0/unit-5';
import { A0_UNIT_6_SCRIPTS } from './a0/unit-6';
import { A0_UNIT_7_SCRIPTS } from './a0/unit-7';
import { A0_UNIT_8_SCRIPTS } from './a0/unit-8';
import { A0_UNIT_9_SCRIPTS } from './a0/unit-9';
import { A0_UNIT_10_SCRIPTS } from './a0/unit-10';

/** A0: how each lesson is played (the tutor's role, the scene, listening, the grammar point). */
export const A0_SCRIPTS: Readonly<Record<string, LessonScript>> = {
  'lesson-a0-1': {
    role: { es: 'una compañera de clase', en: 'a classmate' },
    scene: {
      es: 'Estamos en una clase de español. Yo me siento a tu lado.',
      en: 'We are in a Spanish class. I sit down next to you.',
    },
    task: {
      es: 'Saluda, di tu nombre, pregunta el mío y despídete.',
      en: 'Say hello, give your name, ask mine and say goodbye.',
    },
    steps: [
      { line: { es: '¡Hola! Buenos días.', en: 'Hello! Good morning.' }, expects: ['hola', 'buenos días'] },
      {
        line: { es: 'Me llamo Sofía. ¿Y tú?', en: 'My name is Sofía. And you?' },
        expects: ['me llamo', '¿cómo te llamas?'],
      },
      {
        line: { es: '¡Mucho gusto! ¿Qué tal?', en: 'Nice to meet you! How are you?' },
        expects: ['mucho gusto', 'bien, gracias', '¿qué tal?'],
      },
      {
        line: {
          es: 'Bueno, la clase termina. Me voy a casa.',
          en: 'Well, the class is over. I am going home.',
        },
        expects: ['adiós', 'hasta luego', 'buenas tardes', 'buenas noches'],
      },
    ],
    closing: { es: '¡Hasta luego! Nos vemos mañana.', en: 'See you later! See you tomorrow.' },
    listening: {
      line: {
        es: 'Buenas noches. Me llamo Pablo y estoy muy bien.',
        en: 'Good evening. My name is Pablo and I am very well.',
      },
      question: { es: '¿Cómo se llama el chico?', en: 'What is the boy called?' },
      answers: ['pablo'],
    },
    grammarUse: { phrases: ['me llamo', 'te llamas', 'se llama'] },
  },
  'lesson-a0-2': {
    role: { es: 'una vendedora del mercado', en: 'a market stallholder' },
    scene: { es: 'Estamos en un mercado. Yo vendo fruta.', en: 'We are at a market. I sell fruit.' },
    task: {
      es: 'Pregunta qué es una fruta y cuánto cuesta, y di tu número de teléfono.',
      en: 'Ask what a fruit is and how much it costs, and give your phone number.',
    },
    steps: [
      {
        line: {
          es: '¡Buenos días! Mira, hoy tengo una fruta nueva.',
          en: 'Good morning! Look, today I have a new fruit.',
        },
        expects: ['¿qué es?'],
      },
      {
        line: {
          es: 'Es un mango. Es de Brasil y es muy bueno.',
          en: 'It is a mango. It is from Brazil and it is very good.',
        },
        expects: ['¿cuánto cuesta?'],
      },
      {
        line: {
          es: 'El mango cuesta tres euros y las manzanas, dos euros.',
          en: 'The mango costs three euros and the apples, two euros.',
        },
        expects: ['tres', 'dos', 'cinco'],
      },
      {
        line: { es: 'Son cinco euros, por favor.', en: 'That is five euros, please.' },
        expects: ['cinco', 'diez', 'quince', 'veinte'],
      },
      {
        line: {
          es: 'Gracias. Mañana tengo más mangos. ¿Cuál es tu número de teléfono?',
          en: 'Thank you. Tomorrow I will have more mangoes. What is your phone number?',
        },
        expects: ['cero', 'uno', 'dos', 'tres', 'cinco'],
      },
      {
        line: {
          es: 'Mañana no estoy aquí. Estoy en la otra tienda.',
          en: 'Tomorrow I am not here. I am at the other shop.',
        },
        expects: ['¿dónde está?'],
      },
    ],
    closing: {
      es: 'Está en la calle Mayor, número quince. ¡Hasta mañana!',
      en: 'It is on Calle Mayor, number fifteen. See you tomorrow!',
    },
    listening: {
      line: {
        es: 'Las manzanas cuestan dos euros y el queso cuesta diez euros.',
        en: 'The apples cost two euros and the cheese costs ten euros.',
      },
      question: { es: '¿Cuánto cuesta el queso?', en: 'How much does the cheese cost?' },
      answers: ['diez', 'diez euros'],
    },
    grammarUse: {
      phrases: [
        'que es',
        'cuanto cuesta',
        'cuanto cuestan',
        'cuanto es',
        'cuantos',
        'cuantas',
        'donde esta',
        'donde estan',
      ],
    },
  },
  'lesson-a0-3': {
    role: { es: 'la recepcionista del hotel', en: 'the hotel receptionist' },
    scene: {
      es: 'Estamos en un hotel. Yo soy la recepcionista.',
      en: 'We are in a hotel. I am the receptionist.',
    },
    task: {
      es: 'Di y deletrea tu nombre completo, y pregunta cómo se escribe el mío.',
      en: 'Say and spell your full name, and ask how mine is spelled.',
    },
    steps: [
      {
        line: {
          es: '¡Buenas tardes! ¿Su nombre completo, por favor?',
          en: 'Good afternoon! Your full name, please?',
        },
        expects: ['el nombre', 'el apellido'],
      },
      {
        line: {
          es: 'Perdón, no entiendo bien. ¿Puede deletrear su nombre completo?',
          en: 'Sorry, I do not quite understand. Can you spell your full name?',
        },
        expects: ['deletrear', 'la letra', 'la vocal', 'la eñe', 'la jota'],
      },
      {
        line: {
          es: '¿Cómo? ¿Cuál es la primera letra?',
          en: 'Sorry? What is the first letter?',
        },
        expects: ['la letra', 'mayúscula', 'minúscula'],
      },
      {
        line: {
          es: 'Muy bien. Yo me llamo Begoña. Soy la recepcionista de noche.',
          en: 'Very good. My name is Begoña. I am the night receptionist.',
        },
        expects: ['¿cómo se escribe?'],
      },
    ],
    closing: { es: 'Aquí está, en mi tarjeta. ¡Buenas noches!', en: 'Here it is, on my card. Good night!' },
    listening: {
      line: {
        es: 'Me llamo Marta. Mi nombre tiene cinco letras y dos vocales.',
        en: 'My name is Marta. My name has five letters and two vowels.',
      },
      question: {
        es: '¿Cuántas letras tiene el nombre Marta?',
        en: 'How many letters does the name Marta have?',
      },
      answers: ['cinco', 'cinco letras'],
    },
    grammarUse: {
      phrases: [
        'se escribe',
        'con hache',
        'con jota',
        'con eñe',
        'con acento',
        'con tilde',
        'doble erre',
        'con elle',
      ],
    },
  },
  'lesson-a0-4': {
    role: { es: 'la profesora de español', en: 'the Spanish teacher' },
    scene: {
      es: 'Estamos en una escuela de idiomas. Es el primer día.',
      en: 'We are at a language school. It is the first day.',
    },
    task: {
      es: 'Pregunta quién soy y di quién eres, qué haces y de dónde eres.',
      en: 'Ask who I am and say who you are, what you do and where you are from.',
    },
    steps: [
      {
        line: {
          es: 'Hola, buenos días. Me llamo Sofía Ruiz.',
          en: 'Hello, good morning. My name is Sofía Ruiz.',
        },
        expects: ['usted es', 'tú eres', 'la profesora'],
      },
      {
        line: {
          es: 'Sí, yo soy la profesora. ¿Y tú? ¿Eres estudiante?',
          en: 'Yes, I am the teacher. And you? Are you a student?',
        },
        expects: ['yo soy', 'el estudiante'],
      },
      {
        line: { es: 'Muy bien. ¿Y de dónde eres?', en: 'Very good. And where are you from?' },
        expects: ['soy de', 'yo soy'],
      },
      {
        line: {
          es: 'Y ellos, ¿quiénes son? ¿Son tus amigos?',
          en: 'And them, who are they? Are they your friends?',
        },
        expects: ['él es', 'ella es', 'el médico'],
      },
      {
        line: { es: '¿Y ellos también son de allí?', en: 'And are they from there too?' },
        expects: ['nosotros somos', 'soy de'],
      },
    ],
    closing: {
      es: '¡Muy bien! Bienvenidos a la clase de español.',
      en: 'Very good! Welcome to the Spanish class.',
    },
    listening: {
      line: {
        es: 'Ella es Carmen. Es médica y es de Valencia.',
        en: 'She is Carmen. She is a doctor and she is from Valencia.',
      },
      question: { es: '¿De dónde es Carmen?', en: 'Where is Carmen from?' },
      answers: ['valencia', 'de valencia'],
    },
    grammarUse: {
      phrases: [
        'soy',
        'eres',
        'es',
        'somos',
        'sois',
        'son',
        'yo soy',
        'tu eres',
        'usted es',
        'el es',
        'ella es',
        'soy de',
        'es de',
        'somos de',
      ],
    },
  },
  'lesson-a0-5': {
    role: { es: 'una amiga', en: 'a friend' },
    scene: {
      es: 'Estamos en tu casa nueva, en tu habitación.',
      en: 'We are in your new home, in your room.',
    },
    task: {
      es: 'Di qué objetos hay y de qué color son.',
      en: 'Say what objects there are and what colour they are.',
    },
    steps: [
      {
        line: {
          es: 'Tu habitación es muy bonita. ¿Qué hay en la mesa?',
          en: 'Your room is very pretty. What is there on the table?',
        },
        expects: ['el libro', 'el bolígrafo', 'la mesa'],
      },
      {
        line: { es: '¿Y de qué color es el libro?', en: 'And what colour is the book?' },
        expects: ['rojo', 'azul', 'verde', 'amarillo'],
      },
      {
        line: { es: '¿El bolígrafo es negro o azul?', en: 'Is the pen black or blue?' },
        expects: ['el bolígrafo', 'negro', 'azul'],
      },
      {
        line: {
          es: 'La silla es muy bonita. ¿Es blanca o amarilla?',
          en: 'The chair is very pretty. Is it white or yellow?',
        },
        expects: ['la silla', 'blanco', 'amarillo'],
      },
      {
        line: { es: '¿Y la ventana? ¿De qué color es?', en: 'And the window? What colour is it?' },
        expects: ['la ventana', 'blanco', 'verde'],
      },
    ],
    closing: {
      es: '¡Es una habitación muy bonita! Hasta luego.',
      en: 'It is a very pretty room! See you later.',
    },
    listening: {
      line: {
        es: 'En mi mesa hay un libro rojo y un bolígrafo verde.',
        en: 'On my table there is a red book and a green pen.',
      },
      question: { es: '¿De qué color es el libro?', en: 'What colour is the book?' },
      answers: ['rojo', 'libro rojo'],
    },
    grammarUse: {
      phrases: [
        'el libro',
        'un libro',
        'los libros',
        'la mesa',
        'una mesa',
        'las mesas',
        'la silla',
        'una silla',
        'las sillas',
        'la ventana',
        'una ventana',
        'las ventanas',
        'el boligrafo',
        'un boligrafo',
        'los boligrafos',
        'es roja',
        'es blanca',
        'es negra',
        'es amarilla',
        'son rojas',
        'son blancas',
        'son negras',
        'son amarillas',
        'son rojos',
        'son blancos',
        'son negros',
        'son amarillos',
        'son azules',
        'son verdes',
      ],
    },
  },
  'lesson-a0-6': {
    role: { es: 'una amiga', en: 'a friend' },
    scene: {
      es: 'Estamos en un café. Tienes una foto de tu familia.',
      en: 'We are in a café. You have a photo of your family.',
    },
    task: {
      es: 'Enseña la foto y di quién es cada persona.',
      en: 'Show the photo and say who each person is.',
    },
    steps: [
      {
        line: { es: '¡Qué foto tan bonita! ¿Es tu familia?', en: 'What a lovely photo! Is it your family?' },
        expects: ['la familia'],
      },
      {
        line: { es: '¿Y quién es la mujer? ¿Y el hombre?', en: 'And who is the woman? And the man?' },
        expects: ['la madre', 'el padre', 'la esposa', 'el esposo'],
      },
      {
        line: {
          es: '¿Y los chicos? ¿Son tus hermanos o tus hijos?',
          en: 'And the young ones? Are they your brothers and sisters or your children?',
        },
        expects: ['el hermano', 'la hermana', 'el hijo', 'la hija'],
      },
      {
        line: { es: '¿Y las dos personas mayores?', en: 'And the two older people?' },
        expects: ['los abuelos'],
      },
      {
        line: { es: '¿Tu familia es grande o pequeña?', en: 'Is your family big or small?' },
        expects: ['la familia', 'el hermano', 'la hermana'],
      },
    ],
    closing: {
      es: '¡Qué familia tan bonita! Gracias por la foto.',
      en: 'What a lovely family! Thanks for the photo.',
    },
    listening: {
      line: {
        es: 'Mi familia es pequeña. Tengo un hermano y dos hijas.',
        en: 'My family is small. I have a brother and two daughters.',
      },
      question: { es: '¿Cuántas hijas tiene?', en: 'How many daughters does she have?' },
      answers: ['dos', 'dos hijas'],
    },
    grammarUse: {
      phrases: [
        'mi familia',
        'mi madre',
        'mi padre',
        'mis padres',
        'mi hermano',
        'mi hermana',
        'mis hermanos',
        'mis hermanas',
        'mi hijo',
        'mi hija',
        'mis hijos',
        'mis hijas',
        'mis abuelos',
        'mi abuelo',
        'mi abuela',
        'mi esposo',
        'mi esposa',
        'tu familia',
        'tu madre',
        'tu padre',
        'tus padres',
        'tus hermanos',
        'tus hijos',
        'tus abuelos',
      ],
    },
  },
  'lesson-a0-7': {
    role: { es: 'una chica en la parada', en: 'a girl at the bus stop' },
    scene: {
      es: 'Estamos en una parada de autobús. Hay un reloj en la calle.',
      en: 'We are at a bus stop. There is a clock in the street.',
    },
    task: {
      es: 'Di la hora, habla de los días de la semana y di cuándo es tu cumpleaños.',
      en: 'Tell the time, talk about the days of the week and say when your birthday is.',
    },
    steps: [
      {
        line: {
          es: 'Perdona, ¿qué hora es? No veo bien el reloj.',
          en: 'Excuse me, what time is it? I cannot see the clock well.',
        },
        expects: ['es la una', 'son las tres y media'],
      },
      {
        line: { es: '¡Gracias! ¿Y tú? ¿Tienes clase hoy?', en: 'Thanks! And you? Do you have class today?' },
        expects: ['hoy', 'mañana', 'lunes', 'miércoles'],
      },
      {
        line: { es: '¿Qué día de la semana te gusta más?', en: 'Which day of the week do you like best?' },
        expects: ['sábado', 'domingo', 'lunes', 'miércoles'],
      },
      {
        line: {
          es: 'Mi cumpleaños es el sábado. ¿Cuándo es tu cumpleaños?',
          en: 'My birthday is on Saturday. When is your birthday?',
        },
        expects: ['el cumpleaños', 'enero', 'julio'],
      },
    ],
    closing: {
      es: '¡Mira, el autobús! Adiós, y gracias.',
      en: 'Look, the bus! Goodbye, and thanks.',
    },
    listening: {
      line: {
        es: 'Hoy es miércoles. Mi cumpleaños es el sábado, el diez de julio.',
        en: 'Today is Wednesday. My birthday is on Saturday, the tenth of July.',
      },
      question: { es: '¿Cuándo es su cumpleaños?', en: 'When is her birthday?' },
      answers: ['sabado', 'el sabado', 'diez de julio', 'el diez de julio', 'julio'],
    },
    grammarUse: {
      phrases: [
        'es la una',
        'son las',
        'a la una',
        'a las',
        'y media',
        'y cuarto',
        'menos cuarto',
        'en punto',
      ],
    },
  },
  'lesson-a0-8': {
    role: { es: 'una amiga', en: 'a friend' },
    scene: { es: 'Estás en mi casa. Es la hora de comer.', en: 'You are at my house. It is lunchtime.' },
    task: {
      es: 'Di qué quieres beber y comer, con por favor, y da las gracias.',
      en: 'Say what you want to drink and eat, with please, and say thank you.',
    },
    steps: [
      {
        line: {
          es: '¡Hola! Pasa, pasa. ¿Quieres beber algo?',
          en: 'Hi! Come in, come in. Do you want something to drink?',
        },
        expects: ['quiero', 'el agua', 'por favor'],
      },
      {
        line: { es: 'También tengo café. ¿Con leche o solo?', en: 'I also have coffee. With milk or black?' },
        expects: ['el café', 'la leche'],
      },
      {
        line: {
          es: 'Para comer hay pollo con arroz. ¿Quieres?',
          en: 'For lunch there is chicken with rice. Do you want some?',
        },
        expects: ['el pollo', 'el arroz', 'quiero', 'por favor'],
      },
      {
        line: { es: '¿Quieres pan? También tengo queso.', en: 'Do you want bread? I also have cheese.' },
        expects: ['el pan', 'el queso'],
      },
      {
        line: {
          es: 'Y de postre, ¿qué quieres? Hay manzanas y yogur.',
          en: 'And for dessert, what do you want? There are apples and yogurt.',
        },
        expects: ['la manzana', 'quiero'],
      },
    ],
    closing: { es: '¡De nada! ¡Que aproveche!', en: 'You are welcome! Enjoy your meal!' },
    listening: {
      line: {
        es: 'Para desayunar quiero un café con leche y pan con queso.',
        en: 'For breakfast I want a coffee with milk and bread with cheese.',
      },
      question: { es: '¿Qué quiere beber?', en: 'What does she want to drink?' },
      answers: ['cafe', 'un cafe', 'cafe con leche', 'un cafe con leche'],
    },
    grammarUse: { phrases: ['quiero', 'quieres', 'quiere', 'quiero un', 'quiero una', 'el agua', 'un agua'] },
  },
  'lesson-a0-9': {
    role: { es: 'una vecina nueva', en: 'a new neighbour' },
    scene: { es: 'Estamos en el parque. Yo tengo un perro.', en: 'We are in the park. I have a dog.' },
    task: {
      es: 'Di cuántos años tienes, habla de tus mascotas y di si tienes hambre o sed.',
      en: 'Say how old you are, talk about your pets and say whether you are hungry or thirsty.',
    },
    steps: [
      {
        line: {
          es: 'Hola. Este es mi perro, Toby. ¿Tú tienes perro?',
          en: 'Hi. This is my dog, Toby. Do you have a dog?',
        },
        expects: ['tengo', 'tienes', 'el perro', 'el gato'],
      },
      {
        line: {
          es: 'Toby tiene tres años. Y tú, ¿cuántos años tienes?',
          en: 'Toby is three years old. And you, how old are you?',
        },
        expects: ['tengo', 'el año'],
      },
      {
        line: { es: '¿Y tu familia? ¿Tiene mascotas?', en: 'And your family? Do they have pets?' },
        expects: ['tiene', 'el perro', 'el gato'],
      },
      {
        line: {
          es: 'Hoy hace mucho sol. Yo tengo sed. ¿Y tú?',
          en: 'It is very sunny today. I am thirsty. And you?',
        },
        expects: ['tener sed', 'tener calor', 'tener frío', 'tengo'],
      },
      {
        line: { es: 'Hay un café aquí. ¿Tienes hambre?', en: 'There is a café here. Are you hungry?' },
        expects: ['tener hambre', 'tengo'],
      },
    ],
    closing: {
      es: 'Bueno, Toby tiene hambre también. ¡Hasta luego!',
      en: 'Well, Toby is hungry too. See you later!',
    },
    listening: {
      line: {
        es: 'Mi hermano tiene doce años y tiene dos gatos.',
        en: 'My brother is twelve years old and has two cats.',
      },
      question: { es: '¿Cuántos años tiene el hermano?', en: 'How old is the brother?' },
      answers: ['doce', 'doce años'],
    },
    grammarUse: { phrases: ['tengo', 'tienes', 'tiene', 'tenemos', 'teneis', 'tienen'] },
  },
  'lesson-a0-10': {
    role: { es: 'una invitada en la fiesta', en: 'a guest at the party' },
    scene: {
      es: 'Estamos en una fiesta internacional en Madrid.',
      en: 'We are at an international party in Madrid.',
    },
    task: {
      es: 'Di tu nacionalidad, dónde vives y qué idiomas hablas.',
      en: 'Say your nationality, where you live and which languages you speak.',
    },
    steps: [
      {
        line: {
          es: '¡Hola! Me llamo Sofía y soy de España. ¿Y tú?',
          en: 'Hi! My name is Sofía and I am from Spain. And you?',
        },
        expects: ['España', 'México', 'Estados Unidos'],
      },
      {
        line: {
          es: 'Yo soy española. ¿Y tú? ¿Cuál es tu nacionalidad?',
          en: 'I am Spanish. And you? What is your nationality?',
        },
        expects: ['español, española', 'mexicano, mexicana', 'estadounidense', 'inglés, inglesa'],
      },
      {
        line: {
          es: 'Vivo en Madrid. ¿Y tú? ¿Dónde vives?',
          en: 'I live in Madrid. And you? Where do you live?',
        },
        expects: ['vivo en'],
      },
      {
        line: {
          es: 'Yo hablo español e inglés. ¿Qué idiomas hablas tú?',
          en: 'I speak Spanish and English. Which languages do you speak?',
        },
        expects: ['hablo', 'el idioma'],
      },
      {
        line: { es: '¿Y qué país quieres visitar?', en: 'And which country do you want to visit?' },
        expects: ['México', 'España', 'Estados Unidos'],
      },
    ],
    closing: {
      es: '¡Qué bien! Encantada. Nos vemos luego.',
      en: 'How nice! Pleased to meet you. See you later.',
    },
    listening: {
      line: {
        es: 'Me llamo Diego. Soy mexicano, pero vivo en Estados Unidos.',
        en: 'My name is Diego. I am Mexican, but I live in the United States.',
      },
      question: { es: '¿Dónde vive Diego?', en: 'Where does Diego live?' },
      answers: ['estados unidos', 'en estados unidos'],
    },
    grammarUse: {
      phrases: [
        'soy español',
        'soy española',
        'soy mexicano',
        'soy mexicana',
        'soy ingles',
        'soy inglesa',
        'soy estadounidense',
        'es español',
        'es española',
        'es mexicano',
        'es mexicana',
        'es ingles',
        'es inglesa',
        'hablo',
        'hablas',
        'habla',
        'vivo en',
        'vives en',
        'vive en',
      ],
    },
  },
  ...A0_UNIT_4_SCRIPTS,
  ...A0_UNIT_5_SCRIPTS,
  ...A0_UNIT_6_SCRIPTS,
  ...A0_UNIT_7_SCRIPTS,
  ...A0_UNIT_8_SCRIPTS,
  ...A0_UNIT_9_SCRIPTS,
  ...A0_UNIT_10_SCRIPTS,
};
