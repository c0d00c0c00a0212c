import type { LessonScript } from '../types';

/** Unit 4: how each lesson about past hypotheses, regrets and reproaches is played. */
export const B2_UNIT_4_SCRIPTS: Readonly<Record<string, LessonScript>> = {
  'lesson-b2-11': {
    role: { es: 'una orientadora profesional', en: 'a careers adviser' },
    scene: {
      es: 'Estás en un programa de orientación para adultos que quieren cambiar de profesión.',
      en: 'You are on a guidance programme for adults who want to change profession.',
    },
    task: {
      es: 'Cuéntame qué estudiaste y qué habría pasado si hubieras elegido otra cosa.',
      en: 'Tell me what you studied and what would have happened if you had chosen something else.',
    },
    steps: [
      {
        line: {
          es: '¿Qué estudiaste al terminar el instituto? ¿Era lo que de verdad querías?',
          en: 'What did you study when you finished secondary school? Was it what you really wanted?',
        },
        expects: ['la carrera', 'matricularse', 'la vocación'],
      },
      {
        line: {
          es: '¿Alguien te aconsejó otra cosa? ¿Tus padres, algún profesor?',
          en: 'Did anyone advise you to do something else? Your parents, a teacher?',
        },
        expects: ['si hubiera hecho caso', 'hacer caso a', 'habría estudiado'],
      },
      {
        line: {
          es: '¿Tuviste alguna ayuda económica para estudiar, o trabajabas a la vez?',
          en: 'Did you have any financial help to study, or were you working at the same time?',
        },
        expects: ['la beca', 'habría sido distinto'],
      },
      {
        line: {
          es: '¿Has pensado alguna vez en aprender un oficio, algo más práctico?',
          en: 'Have you ever thought about learning a trade, something more practical?',
        },
        expects: ['la formación profesional', 'cambiar de rumbo'],
      },
      {
        line: {
          es: 'Y mirando atrás, ¿cambiarías algo de tu camino?',
          en: 'And looking back, would you change anything about your path?',
        },
        expects: ['a estas alturas', 'no me arrepiento de'],
      },
    ],
    closing: {
      es: 'Muy bien. Con todo lo que me has contado, ya podemos preparar tu plan.',
      en: 'Very good. With everything you have told me, we can now prepare your plan.',
    },
    listening: {
      line: {
        es: 'Si Marta hubiera hecho caso a sus padres, habría estudiado Derecho, pero eligió Enfermería.',
        en: 'If Marta had listened to her parents, she would have studied Law, but she chose Nursing.',
      },
      question: { es: '¿Qué carrera eligió Marta?', en: 'Which degree did Marta choose?' },
      answers: ['enfermeria'],
    },
    grammarUse: {
      tenses: ['imperfect-subjunctive'],
      phrases: ['habria', 'habrias', 'habriamos', 'habrian', 'hubiera', 'hubieras', 'hubiese'],
    },
  },
  'lesson-b2-12': {
    role: { es: 'tu compañero de piso', en: 'your flatmate' },
    scene: {
      es: 'Es domingo por la mañana y el piso está hecho un desastre después de una fiesta.',
      en: 'It is Sunday morning and the flat is a mess after a party.',
    },
    task: {
      es: 'Reprocha a tu compañero la fiesta y luego discúlpate por lo que olvidaste tú.',
      en: 'Reproach your flatmate for the party and then apologise for what you forgot.',
    },
    steps: [
      {
        line: {
          es: '¡Buenos días! Anoche vinieron unos amigos a casa. ¿Te molestó el ruido?',
          en: 'Good morning! Some friends came over last night. Did the noise bother you?',
        },
        expects: ['tendrías que haberme avisado', 'no deberías haber'],
      },
      {
        line: {
          es: 'Bueno, te mandé un mensaje, pero a lo mejor no te llegó.',
          en: 'Well, I sent you a message, but maybe it did not reach you.',
        },
        expects: ['podrías haberlo dicho', 'el malentendido', 'la excusa'],
      },
      {
        line: {
          es: 'Y lo del jarrón roto no fue cosa mía, fue Luis.',
          en: 'And the broken vase was not my doing, it was Luis.',
        },
        expects: ['echar la culpa a', 'asumir', 'reprochar'],
      },
      {
        line: {
          es: 'Por cierto, ¿pagaste la factura de la luz? Nos han cortado la electricidad.',
          en: 'By the way, did you pay the electricity bill? They have cut off our power.',
        },
        expects: ['se me olvidó', 'no fue culpa mía', 'pedir disculpas'],
      },
      {
        line: {
          es: 'Vale, te perdono, pero que sea la última vez, ¿eh?',
          en: 'OK, I forgive you, but let it be the last time, all right?',
        },
        expects: ['no volverá a pasar'],
      },
    ],
    closing: {
      es: 'Bueno, hagamos las paces. Yo limpio la cocina y tú llamas a la compañía eléctrica.',
      en: 'Well, let’s make peace. I will clean the kitchen and you will call the electricity company.',
    },
    listening: {
      line: {
        es: 'Tendrías que haberme avisado de la fiesta: mañana tengo un examen a las ocho.',
        en: 'You should have told me about the party: tomorrow I have an exam at eight.',
      },
      question: {
        es: '¿Qué tiene mañana a las ocho?',
        en: 'What does the speaker have tomorrow at eight?',
      },
      answers: ['examen', 'un examen'],
    },
    grammarUse: {
      phrases: [
        'haber avisado',
        'haberme avisado',
        'haberlo dicho',
        'haber hecho',
        'se me olvido',
        'se me rompio',
      ],
    },
  },
  'lesson-b2-13': {
    role: { es: 'una periodista', en: 'a journalist' },
    scene: {
      es: 'Preparo un reportaje sobre personas que emigraron y empezaron una vida nueva en otro país.',
      en: 'I am preparing a report on people who emigrated and started a new life in another country.',
    },
    task: {
      es: 'Cuéntame por qué te fuiste, qué te sorprendió al llegar y cómo saliste adelante.',
      en: 'Tell me why you left, what surprised you when you arrived and how you got by.',
    },
    steps: [
      {
        line: {
          es: '¿Por qué decidiste irte de tu país? ¿Fue una decisión difícil?',
          en: 'Why did you decide to leave your country? Was it a difficult decision?',
        },
        expects: ['emigrar', 'empezar de cero'],
      },
      {
        line: {
          es: 'Imagino que los primeros meses hubo muchos trámites, ¿no?',
          en: 'I imagine there was a lot of red tape in the first months, wasn’t there?',
        },
        expects: ['el papeleo', 'el permiso de residencia'],
      },
      {
        line: {
          es: '¿Qué fue lo que más te llamó la atención al llegar?',
          en: 'What caught your attention most when you arrived?',
        },
        expects: ['el choque cultural', 'adaptarse'],
      },
      {
        line: {
          es: '¿Echabas de menos a tu gente? ¿Alguien vino a verte aquel primer año?',
          en: 'Did you miss your people? Did anyone come to see you that first year?',
        },
        expects: ['la nostalgia', 'me dolió que'],
      },
      {
        line: {
          es: '¿Y hoy? ¿Te sientes parte de este lugar?',
          en: 'And today? Do you feel part of this place?',
        },
        expects: ['integrarse', 'el país de acogida', 'salir adelante'],
      },
      {
        line: {
          es: 'Para terminar, ¿hubo alguna costumbre de aquí que te pareciera rara?',
          en: 'To finish, was there any custom here that seemed strange to you?',
        },
        expects: ['me extrañó que'],
      },
    ],
    closing: {
      es: 'Gracias por tu historia. Seguro que ayudará a quienes acaban de llegar.',
      en: 'Thank you for your story. I am sure it will help those who have just arrived.',
    },
    listening: {
      line: {
        es: 'Cuando llegué a Lisboa, me extrañó que los vecinos me hubieran dejado flores en la puerta.',
        en: 'When I arrived in Lisbon, I was surprised that the neighbours had left flowers at my door.',
      },
      question: { es: '¿A qué ciudad llegó?', en: 'Which city did the speaker arrive in?' },
      answers: ['lisboa'],
    },
    grammarUse: {
      tenses: ['imperfect-subjunctive'],
      phrases: ['hubiera', 'hubieran', 'hubieras', 'hubiese', 'hubiesen'],
    },
  },
  'lesson-b2-14': {
    role: { es: 'un divulgador científico', en: 'a science communicator' },
    scene: {
      es: 'Estamos grabando un pódcast sobre los descubrimientos que cambiaron nuestras vidas.',
      en: 'We are recording a podcast about the discoveries that changed our lives.',
    },
    task: {
      es: 'Elige un descubrimiento, cuéntame cómo ocurrió e imagina el mundo de hoy sin él.',
      en: 'Choose a discovery, tell me how it happened and imagine today’s world without it.',
    },
    steps: [
      {
        line: {
          es: 'Gracias por venir al pódcast. ¿Qué descubrimiento has elegido y por qué?',
          en: 'Thank you for coming on the podcast. Which discovery have you chosen and why?',
        },
        expects: ['el hallazgo', 'la cura'],
      },
      {
        line: {
          es: '¿Cómo ocurrió? ¿Lo estaban buscando o fue una sorpresa?',
          en: 'How did it happen? Were they looking for it or was it a surprise?',
        },
        expects: ['por casualidad', 'el laboratorio', 'el investigador'],
      },
      {
        line: {
          es: '¿Y cómo supieron que de verdad funcionaba?',
          en: 'And how did they know that it really worked?',
        },
        expects: ['demostrar', 'poner a prueba', 'el ensayo clínico'],
      },
      {
        line: {
          es: 'Imagina que nadie lo hubiera descubierto. ¿Cómo sería el mundo hoy?',
          en: 'Imagine that nobody had discovered it. What would the world be like today?',
        },
        expects: ['hoy no existiría'],
      },
      {
        line: {
          es: 'Muchos científicos se quejan de que falta dinero. ¿Tú qué opinas?',
          en: 'Many scientists complain that there is not enough money. What do you think?',
        },
        expects: ['financiar', 'la investigación', 'la revista científica'],
      },
    ],
    closing: {
      es: 'Ha sido un placer. En el próximo episodio hablaremos de las vacunas.',
      en: 'It has been a pleasure. In the next episode we will talk about vaccines.',
    },
    listening: {
      line: {
        es: 'Fleming descubrió la penicilina por casualidad en 1928, al volver de vacaciones a su laboratorio.',
        en: 'Fleming discovered penicillin by chance in 1928, when he came back from holiday to his laboratory.',
      },
      question: {
        es: '¿En qué año descubrió Fleming la penicilina?',
        en: 'In which year did Fleming discover penicillin?',
      },
      answers: ['1928'],
    },
    grammarUse: { tenses: ['conditional'], phrases: ['hubiera', 'hubieran', 'hubiese', 'hubiesen'] },
  },
};
