import type { LessonScript } from '../types';

/** Unit 5: how each lesson about habits, changes and sudden events is played. */
export const B2_UNIT_5_SCRIPTS: Readonly<Record<string, LessonScript>> = {
  'lesson-b2-15': {
    role: { es: 'un entrenador personal', en: 'a personal trainer' },
    scene: {
      es: 'Es tu primera sesión en un gimnasio nuevo y hablamos de tus hábitos.',
      en: 'It is your first session at a new gym and we are talking about your habits.',
    },
    task: {
      es: 'Explícame qué hábitos has dejado, cuáles has retomado y qué te propones este año.',
      en: 'Tell me which habits you have dropped, which you have taken up again and what you aim for this year.',
    },
    steps: [
      {
        line: {
          es: 'Hola, encantado. ¿Qué te ha traído al gimnasio?',
          en: 'Hello, nice to meet you. What has brought you to the gym?',
        },
        expects: ['acabo de apuntarme', 'apuntarse a', 'ponerse en forma'],
      },
      {
        line: {
          es: '¿Cómo es un día normal para ti? ¿Te mueves mucho?',
          en: 'What is a normal day like for you? Do you move around much?',
        },
        expects: ['el sedentarismo', 'a diario'],
      },
      {
        line: {
          es: '¿Has cambiado algún mal hábito últimamente? ¿Te costó mucho?',
          en: 'Have you changed any bad habit lately? Was it hard?',
        },
        expects: ['dejar de fumar', 'recaer', 'la fuerza de voluntad'],
      },
      {
        line: {
          es: '¿Hacías deporte de joven? ¿Lo has retomado?',
          en: 'Did you do sport when you were young? Have you taken it up again?',
        },
        expects: ['he vuelto a correr'],
      },
      {
        line: {
          es: '¿Y qué objetivos tienes para este año?',
          en: 'And what goals do you have for this year?',
        },
        expects: ['el propósito', 'proponerse', 'llevar una vida sana'],
      },
    ],
    closing: {
      es: 'Perfecto. Empezamos el lunes a las siete. ¡Y nada de excusas!',
      en: 'Perfect. We start on Monday at seven. And no excuses!',
    },
    listening: {
      line: {
        es: 'Dejé de fumar hace dos años y desde marzo he vuelto a correr los domingos.',
        en: 'I stopped smoking two years ago and since March I have started running on Sundays again.',
      },
      question: { es: '¿Qué día corre ahora?', en: 'Which day does the speaker run now?' },
      answers: ['los domingos', 'domingos'],
    },
    grammarUse: {
      phrases: [
        'dejar de',
        'deje de',
        'dejado de',
        'dejo de',
        'volver a',
        'vuelto a',
        'vuelvo a',
        'volvi a',
        'acabo de',
      ],
    },
  },
  'lesson-b2-16': {
    role: { es: 'una compañera de trabajo', en: 'a colleague' },
    scene: {
      es: 'Son las siete de la tarde, seguimos en la oficina y charlamos junto a la máquina de café.',
      en: 'It is seven in the evening, we are still at the office and we chat by the coffee machine.',
    },
    task: {
      es: 'Cuéntame cómo llevas el trabajo y propón cambios para vivir mejor.',
      en: 'Tell me how you are coping with work and propose changes so we can live better.',
    },
    steps: [
      {
        line: { es: '¿Todavía aquí? ¿No salías a las cinco?', en: 'Still here? Didn’t you finish at five?' },
        expects: ['las horas extras', 'sigo contestando correos'],
      },
      {
        line: {
          es: '¿Y en casa consigues olvidarte del trabajo?',
          en: 'And at home do you manage to forget about work?',
        },
        expects: ['desconectar', 'sigo sin tener tiempo'],
      },
      {
        line: {
          es: 'Últimamente tienes mala cara. ¿Estás bien?',
          en: 'You have not been looking well lately. Are you all right?',
        },
        expects: ['estar quemado', 'el agotamiento', 'tomarse un respiro'],
      },
      {
        line: {
          es: 'Tienes niños pequeños, ¿verdad? ¿Cómo te organizas?',
          en: 'You have young children, right? How do you organise yourself?',
        },
        expects: ['compaginar', 'la conciliación', 'el permiso de paternidad'],
      },
      {
        line: {
          es: 'Si pudieras cambiar algo en la empresa, ¿qué propondrías?',
          en: 'If you could change something in the company, what would you propose?',
        },
        expects: ['el horario flexible', 'la jornada intensiva'],
      },
    ],
    closing: {
      es: 'Pues vamos a proponerlo en la próxima reunión. ¡Y ahora, a casa!',
      en: 'Then let’s propose it at the next meeting. And now, home!',
    },
    listening: {
      line: {
        es: 'Con la jornada intensiva salgo a las tres, así que por las tardes recojo a mis hijos.',
        en: 'With the continuous working day I finish at three, so in the afternoons I pick up my children.',
      },
      question: { es: '¿A qué hora sale del trabajo?', en: 'What time does the speaker finish work?' },
      answers: ['a las tres', 'tres'],
    },
    grammarUse: { phrases: ['sigo', 'sigues', 'sigue', 'seguimos', 'siguen', 'seguir'] },
  },
  'lesson-b2-17': {
    role: { es: 'un amigo recién llegado', en: 'a newly arrived friend' },
    scene: {
      es: 'Acabo de mudarme a tu ciudad y quiero entender cómo funciona la sanidad aquí.',
      en: 'I have just moved to your city and I want to understand how healthcare works here.',
    },
    task: {
      es: 'Explícame cómo funciona el sistema sanitario y cuéntame tu experiencia.',
      en: 'Explain how the health system works and tell me about your experience.',
    },
    steps: [
      {
        line: {
          es: 'Todavía no sé nada. ¿Qué necesito para ir al médico?',
          en: 'I still know nothing. What do I need to go to the doctor?',
        },
        expects: ['la tarjeta sanitaria', 'el médico de cabecera', 'la sanidad pública'],
      },
      {
        line: { es: '¿Y tengo que pagar algo?', en: 'And do I have to pay anything?' },
        expects: ['gratuito', 'el copago'],
      },
      {
        line: {
          es: 'Me han dicho que para ver a un especialista hay que esperar mucho.',
          en: 'I have been told that you have to wait a long time to see a specialist.',
        },
        expects: ['derivar', 'el especialista', 'la lista de espera'],
      },
      {
        line: {
          es: '¿A ti te ha pasado? ¿Cuánto tiempo esperaste?',
          en: 'Has it happened to you? How long did you wait?',
        },
        expects: ['llegué a esperar', 'tardar en'],
      },
      {
        line: {
          es: '¿Y si es algo grave, o si prefiero no esperar?',
          en: 'And what if it is something serious, or if I prefer not to wait?',
        },
        expects: ['las urgencias', 'el seguro privado'],
      },
    ],
    closing: {
      es: 'Gracias, ahora lo entiendo mucho mejor. Mañana mismo pido la tarjeta.',
      en: 'Thank you, now I understand it much better. I will apply for the card tomorrow.',
    },
    listening: {
      line: {
        es: 'Llegué a esperar cuatro meses para ver al dermatólogo, así que al final fui a una clínica privada.',
        en: 'I ended up waiting four months to see the dermatologist, so in the end I went to a private clinic.',
      },
      question: { es: '¿Cuántos meses esperó?', en: 'How many months did the speaker wait?' },
      answers: ['cuatro', 'cuatro meses'],
    },
    grammarUse: {
      phrases: [
        'llegue a',
        'llego a',
        'llegaron a',
        'llegamos a',
        'tarde en',
        'tarda en',
        'tardan en',
        'tardo en',
        'tardaron en',
      ],
    },
  },
  'lesson-b2-18': {
    role: { es: 'una vecina', en: 'a neighbour' },
    scene: {
      es: 'Ayer hubo un apagón en toda la ciudad y hoy nos encontramos en el portal.',
      en: 'Yesterday there was a blackout across the whole city and today we meet in the entrance hall.',
    },
    task: {
      es: 'Cuéntame dónde te pilló el apagón y cómo reaccionó la gente.',
      en: 'Tell me where the blackout caught you and how people reacted.',
    },
    steps: [
      {
        line: {
          es: '¡Qué día el de ayer! ¿Dónde estabas cuando se fue la luz?',
          en: 'What a day yesterday! Where were you when the power went off?',
        },
        expects: ['el apagón', 'de golpe', 'quedarse a oscuras'],
      },
      {
        line: {
          es: '¿Y qué ibas a hacer justo en ese momento?',
          en: 'And what were you going to do right at that moment?',
        },
        expects: ['estar a punto de', 'la linterna'],
      },
      {
        line: { es: '¿Pudiste llamar a tu familia?', en: 'Could you call your family?' },
        expects: ['sin cobertura', 'cundir el pánico', 'el caos'],
      },
      {
        line: {
          es: '¿Cómo reaccionó la gente a tu alrededor?',
          en: 'How did the people around you react?',
        },
        expects: ['ponerse a', 'echarse a llorar', 'echarse a reír'],
      },
      {
        line: {
          es: '¿Y qué pasó cuando por fin volvió la luz?',
          en: 'And what happened when the power finally came back?',
        },
        expects: ['romper a aplaudir'],
      },
    ],
    closing: {
      es: 'Bueno, por si acaso, esta tarde voy a comprar pilas y velas.',
      en: 'Well, just in case, this afternoon I am going to buy batteries and candles.',
    },
    listening: {
      line: {
        es: 'Cuando volvió la luz, a las nueve de la noche, todo el vagón rompió a aplaudir.',
        en: 'When the power came back, at nine at night, the whole carriage broke into applause.',
      },
      question: { es: '¿A qué hora volvió la luz?', en: 'What time did the power come back?' },
      answers: ['a las nueve', 'nueve'],
    },
    grammarUse: {
      phrases: [
        'se puso a',
        'me puse a',
        'se pusieron a',
        'se echo a',
        'me eche a',
        'se echaron a',
        'rompio a',
        'rompieron a',
        'a punto de',
      ],
    },
  },
  'lesson-b2-19': {
    role: { es: 'una amiga que busca piso', en: 'a friend looking for a flat' },
    scene: {
      es: 'Tomamos algo en una terraza de tu barrio. Busco piso y no encuentro nada.',
      en: 'We are having a drink on a terrace in your neighbourhood. I am looking for a flat and cannot find anything.',
    },
    task: {
      es: 'Aconséjame sobre dónde y cómo vivir, y explícame cómo está cambiando tu barrio.',
      en: 'Advise me on where and how to live, and explain how your neighbourhood is changing.',
    },
    steps: [
      {
        line: {
          es: 'Tengo treinta años y sigo en casa de mis padres. ¡Qué vergüenza!',
          en: 'I am thirty and I still live with my parents. How embarrassing!',
        },
        expects: ['independizarse', 'compartir piso'],
      },
      {
        line: {
          es: 'He visto un estudio precioso en el centro, pero cuesta novecientos euros.',
          en: 'I have seen a lovely studio in the centre, but it costs nine hundred euros.',
        },
        expects: ['el alquiler', 'el metro cuadrado', 'van subiendo'],
      },
      {
        line: {
          es: '¿Y por qué está todo tan caro en tu barrio?',
          en: 'And why is everything so expensive in your neighbourhood?',
        },
        expects: ['los pisos turísticos', 'la gentrificación', 'ir a peor'],
      },
      {
        line: {
          es: 'El dueño de un piso me pide dos meses por adelantado. ¿Es normal?',
          en: 'The owner of one flat wants two months in advance. Is that normal?',
        },
        expects: ['la fianza', 'el casero'],
      },
      {
        line: {
          es: '¿Y si me voy más lejos, o me compro algo?',
          en: 'And what if I move further out, or buy something?',
        },
        expects: ['las afueras', 'la hipoteca'],
      },
    ],
    closing: {
      es: 'Gracias por los consejos. Mañana voy a ver dos pisos en las afueras.',
      en: 'Thanks for the advice. Tomorrow I am going to see two flats on the outskirts.',
    },
    listening: {
      line: {
        es: 'En mi barrio los alquileres van subiendo cada año y ya pago setecientos euros por un estudio.',
        en: 'In my neighbourhood rents keep going up every year and I already pay seven hundred euros for a studio.',
      },
      question: { es: '¿Cuánto paga por el estudio?', en: 'How much does the speaker pay for the studio?' },
      answers: ['setecientos', 'setecientos euros'],
    },
    grammarUse: {
      phrases: [
        'van subiendo',
        'va subiendo',
        'va cambiando',
        'van cambiando',
        'va empeorando',
        'van bajando',
        'va mejorando',
      ],
    },
  },
};
