import type { LessonScript } from '../types';

/** B1 unit 7: how each lesson about the people around us is played. */
export const B1_UNIT_7_SCRIPTS: Readonly<Record<string, LessonScript>> = {
  'lesson-b1-26': {
    role: { es: 'una amiga', en: 'a friend' },
    scene: {
      es: 'Tomamos algo en una terraza y hablamos de nuestros amigos.',
      en: 'We are having a drink on a terrace and talking about our friends.',
    },
    task: {
      es: 'Describe a tus amigos y explica qué es para ti un buen amigo.',
      en: 'Describe your friends and explain what a good friend is for you.',
    },
    steps: [
      {
        line: {
          es: '¿Quién es tu mejor amigo o amiga? ¿Desde cuándo os conocéis?',
          en: 'Who is your best friend? How long have you known each other?',
        },
        expects: ['el amigo de la infancia', 'íntimo', 'tener cosas en común'],
      },
      {
        line: {
          es: '¿Y tienes muchos amigos en esta ciudad, o solo compañeros?',
          en: 'And do you have many friends in this city, or just colleagues?',
        },
        expects: ['el conocido', 'llevarse bien con', 'perder el contacto'],
      },
      {
        line: {
          es: 'Para ti, ¿qué es lo más importante en una amistad?',
          en: 'For you, what is the most important thing in a friendship?',
        },
        expects: ['la confianza', 'fiel', 'guardar un secreto'],
      },
      {
        line: {
          es: '¿Y qué haces cuando un amigo lo está pasando mal?',
          en: 'And what do you do when a friend is going through a hard time?',
        },
        expects: ['apoyar', 'contar con', 'confiar en'],
      },
    ],
    closing: {
      es: '¡Qué bonito! Brindemos por los buenos amigos.',
      en: 'How lovely! Let’s drink to good friends.',
    },
    listening: {
      line: {
        es: 'Lucía y yo nos conocimos en el colegio cuando teníamos seis años y seguimos siendo amigas.',
        en: 'Lucía and I met at school when we were six and we are still friends.',
      },
      question: { es: '¿Cuántos años tenían cuando se conocieron?', en: 'How old were they when they met?' },
      answers: ['seis', 'seis años'],
    },
    grammarUse: {
      phrases: [
        'amigo que',
        'amiga que',
        'amigos que',
        'persona que',
        'con quien',
        'con la que',
        'con el que',
      ],
    },
  },
  'lesson-b1-27': {
    role: { es: 'una amiga', en: 'a friend' },
    scene: {
      es: 'Tu amiga busca compañero de piso y te pregunta por gente que conoces.',
      en: 'Your friend is looking for a flatmate and asks you about people you know.',
    },
    task: {
      es: 'Describe el carácter de cada persona y di si sería un buen compañero.',
      en: 'Describe each person’s character and say whether they would be a good flatmate.',
    },
    steps: [
      {
        line: {
          es: '¿Qué tal es tu primo Javier? A lo mejor le alquilo la habitación.',
          en: 'What is your cousin Javier like? Maybe I will rent him the room.',
        },
        expects: ['generoso', 'sincero', 'tener buen carácter'],
      },
      {
        line: {
          es: '¿Y su novia? La vi una vez y me pareció un poco seca.',
          en: 'And his girlfriend? I saw her once and she seemed a bit cold.',
        },
        expects: ['celoso', 'orgulloso', 'cariñoso'],
      },
      {
        line: {
          es: 'Yo soy muy ordenada. ¿Javier es organizado?',
          en: 'I am very tidy. Is Javier organised?',
        },
        expects: ['despistado', 'testarudo'],
      },
      {
        line: {
          es: 'Mi último compañero nunca saludaba y gritaba por todo.',
          en: 'My last flatmate never said hello and shouted about everything.',
        },
        expects: ['maleducado', 'tener mal genio', 'egoísta'],
      },
      {
        line: {
          es: 'Oye, ¿y tú qué tal compañero de piso eres?',
          en: 'Hey, and what kind of flatmate are you?',
        },
        expects: ['pesado', 'generoso', 'despistado'],
      },
    ],
    closing: {
      es: 'Vale, llamaré a Javier esta tarde. ¡Gracias por ser tan sincero!',
      en: 'OK, I will call Javier this afternoon. Thanks for being so honest!',
    },
    listening: {
      line: {
        es: 'Mi hermano es muy tranquilo, pero hoy está nervioso porque tiene un examen.',
        en: 'My brother is very calm, but today he is nervous because he has an exam.',
      },
      question: { es: '¿Por qué está nervioso su hermano?', en: 'Why is her brother nervous?' },
      answers: ['examen', 'un examen', 'tiene un examen'],
    },
    grammarUse: {
      phrases: [
        'es muy',
        'esta muy',
        'es un poco',
        'esta un poco',
        'es bastante',
        'esta bastante',
        'tiene buen caracter',
        'tiene mal genio',
      ],
    },
  },
  'lesson-b1-28': {
    role: { es: 'tu mejor amigo', en: 'your best friend' },
    scene: {
      es: 'Tu mejor amigo contó a otros un secreto tuyo. Hoy habláis por primera vez.',
      en: 'Your best friend told others a secret of yours. Today you are talking for the first time.',
    },
    task: {
      es: 'Dile cómo te sientes, escucha sus excusas y decide si hacéis las paces.',
      en: 'Tell him how you feel, listen to his excuses and decide whether you make up.',
    },
    steps: [
      {
        line: {
          es: 'Hola… Sé que estás enfadado conmigo. ¿Podemos hablar?',
          en: 'Hi… I know you are angry with me. Can we talk?',
        },
        expects: ['el enfado', 'estar dolido', 'la discusión'],
      },
      {
        line: {
          es: 'Yo solo se lo conté a Ana. No pensé que ella lo contaría.',
          en: 'I only told Ana. I did not think she would tell anyone.',
        },
        expects: ['me lo prometiste', 'se lo dije', 'tener la culpa'],
      },
      {
        line: {
          es: 'Ya, pero tú también contaste lo de mi examen el año pasado.',
          en: 'Yes, but you also told everyone about my exam last year.',
        },
        expects: ['echar la culpa', 'no era mi intención', 'ponte en mi lugar'],
      },
      {
        line: {
          es: 'Lo siento de verdad. No quiero perder nuestra amistad. ¿Me perdonas?',
          en: 'I am really sorry. I do not want to lose our friendship. Do you forgive me?',
        },
        expects: ['perdonar', 'hacer las paces', 'reconciliarse'],
      },
    ],
    closing: {
      es: 'Gracias. Te invito a un café y empezamos de cero.',
      en: 'Thank you. Let me buy you a coffee and we can start again.',
    },
    listening: {
      line: {
        es: 'Ayer Pablo y Sara discutieron por el dinero, pero esta mañana ya han hecho las paces.',
        en: 'Yesterday Pablo and Sara argued about money, but this morning they have already made up.',
      },
      question: { es: '¿Por qué discutieron Pablo y Sara?', en: 'What did Pablo and Sara argue about?' },
      answers: ['por el dinero', 'dinero'],
    },
    grammarUse: { phrases: ['se lo', 'se la', 'me lo', 'me la', 'te lo', 'te la'] },
  },
  'lesson-b1-29': {
    role: { es: 'el vecino de arriba', en: 'the upstairs neighbour' },
    scene: {
      es: 'Llamas a la puerta de tu vecino de arriba. Anoche dio una fiesta.',
      en: 'You knock on your upstairs neighbour’s door. He had a party last night.',
    },
    task: {
      es: 'Quéjate con educación, habla de la gotera y propón soluciones para el edificio.',
      en: 'Complain politely, talk about the leak and suggest solutions for the building.',
    },
    steps: [
      {
        line: { es: 'Hola, buenos días. ¿Pasa algo?', en: 'Hello, good morning. Is something wrong?' },
        expects: ['a altas horas', 'hacer ruido', 'bajar la música'],
      },
      {
        line: {
          es: 'Perdona, era el cumpleaños de mi hija. Lo siento mucho.',
          en: 'Sorry, it was my daughter’s birthday. I am very sorry.',
        },
        expects: ['la convivencia', 'te pido que', 'que no vuelva a pasar'],
      },
      {
        line: { es: '¿Algo más? Pareces preocupado.', en: 'Anything else? You look worried.' },
        expects: ['la gotera', 'la humedad'],
      },
      {
        line: {
          es: 'Vaya, no lo sabía. ¿Y qué hacemos con las bicis que dejan en la entrada?',
          en: 'Oh dear, I did not know. And what do we do about the bikes people leave at the entrance?',
        },
        expects: ['el portal', 'el descansillo', 'las zonas comunes'],
      },
      {
        line: {
          es: 'Podemos hablarlo con los demás vecinos, ¿no crees?',
          en: 'We can discuss it with the other neighbours, don’t you think?',
        },
        expects: ['la junta de vecinos', 'la comunidad de vecinos'],
      },
    ],
    closing: {
      es: 'De acuerdo. Llamo hoy mismo al fontanero y te aviso.',
      en: 'All right. I will call the plumber today and let you know.',
    },
    listening: {
      line: {
        es: 'La junta de vecinos será el miércoles a las ocho en el portal.',
        en: 'The residents’ meeting will be on Wednesday at eight in the entrance hall.',
      },
      question: { es: '¿Dónde será la junta de vecinos?', en: 'Where will the residents’ meeting be?' },
      answers: ['en el portal', 'portal'],
    },
    grammarUse: { tenses: ['present-subjunctive'] },
  },
  'lesson-b1-30': {
    role: { es: 'el agente inmobiliario', en: 'the estate agent' },
    scene: {
      es: 'Estás en una agencia inmobiliaria. Buscas un piso de alquiler.',
      en: 'You are at an estate agency. You are looking for a flat to rent.',
    },
    task: {
      es: 'Describe el piso que buscas, pregunta por los gastos y negocia las condiciones.',
      en: 'Describe the flat you are looking for, ask about the costs and negotiate the conditions.',
    },
    steps: [
      {
        line: {
          es: 'Buenos días. ¿Qué tipo de piso está buscando?',
          en: 'Good morning. What kind of flat are you looking for?',
        },
        expects: ['que tenga', 'que esté cerca de', 'luminoso'],
      },
      {
        line: {
          es: 'Tengo uno de dos dormitorios en el centro. ¿Lo quiere con muebles?',
          en: 'I have a two-bedroom one in the centre. Do you want it with furniture?',
        },
        expects: ['amueblado', 'exterior', 'el trastero'],
      },
      {
        line: {
          es: 'Son novecientos euros al mes. ¿Le parece bien?',
          en: 'It is nine hundred euros a month. Is that all right?',
        },
        expects: ['la mensualidad', 'los gastos incluidos'],
      },
      {
        line: {
          es: 'Para alquilarlo hay que pagar dos meses por adelantado.',
          en: 'To rent it you have to pay two months in advance.',
        },
        expects: ['la fianza', 'el casero'],
      },
      {
        line: {
          es: '¿Ha vivido de alquiler antes? El propietario pide referencias.',
          en: 'Have you rented before? The owner is asking for references.',
        },
        expects: ['el inquilino', 'la agencia inmobiliaria'],
      },
    ],
    closing: {
      es: 'Perfecto. Si quiere, podemos ver el piso mañana a las cinco.',
      en: 'Perfect. If you like, we can see the flat tomorrow at five.',
    },
    listening: {
      line: {
        es: 'Buscamos un piso que tenga tres dormitorios y que esté cerca de un colegio.',
        en: 'We are looking for a flat that has three bedrooms and is near a school.',
      },
      question: { es: '¿Cuántos dormitorios necesitan?', en: 'How many bedrooms do they need?' },
      answers: ['tres', 'tres dormitorios'],
    },
    grammarUse: { tenses: ['present-subjunctive'], phrases: ['que tenga', 'que este', 'que sea'] },
  },
};
