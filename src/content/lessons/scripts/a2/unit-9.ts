import type { LessonScript } from '../types';

/** A2 unit 9: how each lesson on health, small accidents, instructions and rest is played. */
export const A2_UNIT_9_SCRIPTS: Readonly<Record<string, LessonScript>> = {
  'lesson-a2-36': {
    role: { es: 'la dentista', en: 'the dentist' },
    scene: {
      es: 'Estamos en la consulta del dentista. Hace dos días que te duele una muela.',
      en: 'We are at the dentist’s surgery. You have had toothache for two days.',
    },
    task: {
      es: 'Dime dónde te duele y desde cuándo, sigue mis indicaciones y pregunta qué hay que hacer.',
      en: 'Tell me where it hurts and since when, follow my instructions and ask what needs doing.',
    },
    steps: [
      {
        line: {
          es: 'Buenos días. Siéntese, por favor. ¿Qué le pasa?',
          en: 'Good morning. Sit down, please. What is the matter?',
        },
        expects: ['el dolor de muelas', 'la muela', 'el dentista'],
      },
      {
        line: {
          es: 'Vamos a ver. Abra bien la boca, por favor.',
          en: 'Let us see. Open your mouth wide, please.',
        },
        expects: ['abrir la boca', 'las encías'],
      },
      {
        line: { es: 'Ya veo el problema. No es grave.', en: 'I can see the problem. It is not serious.' },
        expects: ['la caries', 'el empaste', 'la anestesia', 'sacar una muela'],
      },
      {
        line: { es: 'Ya está. Enjuáguese la boca, por favor.', en: 'All done. Rinse your mouth, please.' },
        expects: ['enjuagarse'],
      },
      {
        line: { es: '¿Cómo se cuida los dientes en casa?', en: 'How do you look after your teeth at home?' },
        expects: ['cepillarse los dientes', 'el hilo dental', 'la limpieza dental'],
      },
    ],
    closing: {
      es: 'Muy bien. Vuelva dentro de seis meses para una revisión.',
      en: 'Very good. Come back in six months for a check-up.',
    },
    listening: {
      line: {
        es: 'Tiene una caries en esta muela. Le pongo un poco de anestesia y le hago un empaste.',
        en: 'You have a cavity in this tooth. I will give you a little anaesthetic and do a filling.',
      },
      question: { es: '¿Qué tiene en la muela?', en: 'What does he have in his tooth?' },
      answers: ['una caries', 'caries'],
    },
    grammarUse: { phrases: ['abra', 'cierre', 'enjuaguese', 'abro', 'muerda'] },
  },
  'lesson-a2-37': {
    role: { es: 'el farmacéutico', en: 'the pharmacist' },
    scene: {
      es: 'Son las once de la noche y entras en la única farmacia abierta del barrio.',
      en: 'It is eleven at night and you walk into the only pharmacy open in the neighbourhood.',
    },
    task: {
      es: 'Pide algo para la tos y para un pequeño corte, y pregunta cómo tomarlo.',
      en: 'Ask for something for a cough and a small cut, and ask how to take it.',
    },
    steps: [
      {
        line: {
          es: 'Buenas noches. Esta es la farmacia de guardia. ¿Qué necesita?',
          en: 'Good evening. This is the duty chemist. What do you need?',
        },
        expects: ['la farmacia de guardia', 'el jarabe', 'sin receta'],
      },
      {
        line: { es: '¿Tiene alguna alergia a algún medicamento?', en: 'Are you allergic to any medicine?' },
        expects: ['ser alérgico a'],
      },
      {
        line: {
          es: 'Este jarabe es muy bueno. ¿Quiere saber cómo tomarlo?',
          en: 'This syrup is very good. Would you like to know how to take it?',
        },
        expects: ['cada ocho horas', 'después de las comidas', 'con el estómago vacío'],
      },
      {
        line: {
          es: '¿Tiene alguna pregunta más sobre el jarabe?',
          en: 'Do you have any other questions about the syrup?',
        },
        expects: ['los efectos secundarios', 'dar sueño', 'el prospecto'],
      },
      {
        line: {
          es: '¿Y para la mano? ¿Necesita algo más?',
          en: 'And for your hand? Do you need anything else?',
        },
        expects: ['las tiritas', 'la crema'],
      },
    ],
    closing: { es: 'Son once euros. Que se mejore pronto.', en: 'That is eleven euros. Get well soon.' },
    listening: {
      line: {
        es: 'Tome el jarabe cada ocho horas, después de las comidas. Puede dar sueño.',
        en: 'Take the syrup every eight hours, after meals. It may make you drowsy.',
      },
      question: {
        es: '¿Cada cuántas horas hay que tomar el jarabe?',
        en: 'How often do you have to take the syrup?',
      },
      answers: ['cada ocho horas', 'ocho horas', 'ocho'],
    },
    grammarUse: { phrases: ['cada', 'antes de', 'despues de'] },
  },
  'lesson-a2-38': {
    role: { es: 'tu compañero de piso', en: 'your flatmate' },
    scene: {
      es: 'Estás en la cocina y oigo un ruido muy fuerte. Entro corriendo.',
      en: 'You are in the kitchen and I hear a very loud noise. I run in.',
    },
    task: {
      es: 'Dime qué te ha pasado y dónde te duele, y acepta o rechaza mi ayuda.',
      en: 'Tell me what has happened to you and where it hurts, and accept or refuse my help.',
    },
    steps: [
      {
        line: { es: '¿Qué ha sido ese ruido? ¿Estás bien?', en: 'What was that noise? Are you all right?' },
        expects: ['se me ha caído', 'me he caído', 'no es nada'],
      },
      {
        line: {
          es: 'Estás sangrando. ¿Qué te ha pasado en la mano?',
          en: 'You are bleeding. What has happened to your hand?',
        },
        expects: ['me he cortado', 'me he quemado', 'sangrar', 'la herida'],
      },
      {
        line: { es: '¿Y el pie? No puedes andar bien.', en: 'And your foot? You cannot walk properly.' },
        expects: ['me he torcido el tobillo', 'hinchado'],
      },
      {
        line: {
          es: 'Espera, voy a buscar algo para curarte.',
          en: 'Wait, I am going to get something to treat you.',
        },
        expects: ['el botiquín', 'la venda', 'el hielo'],
      },
      {
        line: {
          es: 'Ya está. Yo también me caí ayer en la calle.',
          en: 'There you go. I fell over in the street yesterday too.',
        },
        expects: ['¿te has hecho daño?'],
      },
    ],
    closing: {
      es: 'Descansa un poco y ten más cuidado con los cuchillos.',
      en: 'Rest a bit and be more careful with knives.',
    },
    listening: {
      line: {
        es: 'Me he caído en la escalera y me he torcido el tobillo. Lo tengo muy hinchado.',
        en: 'I have fallen on the stairs and twisted my ankle. It is very swollen.',
      },
      question: { es: '¿Dónde se ha caído?', en: 'Where has she fallen?' },
      answers: ['en la escalera', 'la escalera', 'escalera'],
    },
    grammarUse: { phrases: ['me he', 'te has', 'se ha', 'se me ha'] },
  },
  'lesson-a2-39': {
    role: { es: 'un invitado', en: 'a guest' },
    scene: {
      es: 'Me quedo en tu piso este fin de semana. Quiero un café, pero no conozco tu cafetera.',
      en: 'I am staying at your flat this weekend. I want a coffee, but I do not know your coffee machine.',
    },
    task: {
      es: 'Explícame paso a paso cómo se usa, con el imperativo y con hay que.',
      en: 'Explain step by step how to use it, with commands and with hay que.',
    },
    steps: [
      {
        line: {
          es: 'Perdona, ¿cómo funciona esta máquina? No tiene instrucciones.',
          en: 'Sorry, how does this machine work? It has no instructions.',
        },
        expects: ['la máquina de café', 'las instrucciones', 'primero hay que', 'enchufar'],
      },
      {
        line: { es: 'Vale, ya está enchufada. ¿Y el agua?', en: 'OK, it is plugged in. And the water?' },
        expects: ['el depósito del agua', 'llenar', 'la tapa'],
      },
      {
        line: { es: '¿Dónde pongo el café?', en: 'Where do I put the coffee?' },
        expects: ['meter', 'girar'],
      },
      {
        line: { es: '¿Y ahora? No pasa nada.', en: 'And now? Nothing is happening.' },
        expects: ['pulsar el botón', 'la luz verde'],
      },
      {
        line: {
          es: '¡Qué rico! ¿Y después hay que limpiar algo?',
          en: 'Delicious! And afterwards do you have to clean anything?',
        },
        expects: ['vaciar', 'cargar la batería'],
      },
    ],
    closing: {
      es: '¡Muy fácil! Gracias. Mañana te hago yo el café.',
      en: 'Very easy! Thanks. Tomorrow I will make you the coffee.',
    },
    listening: {
      line: {
        es: 'Llena el depósito del agua, mete la cápsula y pulsa el botón.',
        en: 'Fill the water tank, put the capsule in and press the button.',
      },
      question: { es: '¿Qué hay que llenar primero?', en: 'What do you have to fill first?' },
      answers: ['el deposito del agua', 'el deposito', 'deposito'],
    },
    grammarUse: { phrases: ['llena', 'pulsa', 'mete', 'gira', 'enchufa', 'hay que'] },
  },
  'lesson-a2-40': {
    role: { es: 'una amiga', en: 'a friend' },
    scene: {
      es: 'Nos vemos para comer y tienes muy mala cara.',
      en: 'We meet for lunch and you look really tired.',
    },
    task: {
      es: 'Cuéntame cómo duermes, qué te estresa y qué haces para relajarte.',
      en: 'Tell me how you sleep, what stresses you and what you do to relax.',
    },
    steps: [
      {
        line: {
          es: '¡Qué mala cara! ¿Duermes bien últimamente?',
          en: 'You look awful! Have you been sleeping well lately?',
        },
        expects: ['me cuesta dormirme', 'el insomnio', 'dormir ocho horas'],
      },
      {
        line: { es: '¿A qué hora te levantas y te acuestas?', en: 'What time do you get up and go to bed?' },
        expects: ['madrugar', 'trasnochar', 'mirar el móvil'],
      },
      {
        line: {
          es: '¿Y duermes solo? ¿Hay ruido en casa?',
          en: 'And do you sleep alone? Is there noise at home?',
        },
        expects: ['roncar', 'la almohada'],
      },
      {
        line: { es: '¿Y el trabajo? ¿Tienes mucho estrés?', en: 'And work? Are you very stressed?' },
        expects: ['estar estresado', 'tomarse un descanso'],
      },
      {
        line: { es: '¿Qué haces para desconectar?', en: 'What do you do to switch off?' },
        expects: ['relajarse', 'echarse una siesta'],
      },
    ],
    closing: {
      es: 'Pues esta noche, móvil fuera del dormitorio. ¡Prométemelo!',
      en: 'Well, tonight, phone out of the bedroom. Promise me!',
    },
    listening: {
      line: {
        es: 'Me cuesta dormirme porque miro el móvil en la cama, y luego tengo que madrugar.',
        en: 'I find it hard to fall asleep because I look at my phone in bed, and then I have to get up early.',
      },
      question: { es: '¿Qué hace en la cama?', en: 'What does he do in bed?' },
      answers: ['miro el movil', 'el movil', 'movil'],
    },
    grammarUse: { phrases: ['me cuesta', 'te cuesta', 'le cuesta', 'nos cuesta'] },
  },
};
