import type { LessonScript } from '../types';

/** C2 unit 4: how each lesson on proverbs, translation, se, the history of Spanish and aspect is played. */
export const C2_UNIT_4_SCRIPTS: Readonly<Record<string, LessonScript>> = {
  'lesson-c2-11': {
    role: { es: 'tu abuela', en: 'your grandmother' },
    scene: {
      es: 'Pasas la tarde en mi cocina y me cuentas los problemas de tu semana.',
      en: 'You are spending the afternoon in my kitchen telling me about your week’s problems.',
    },
    task: {
      es: 'Responde a cada situación con el refrán que mejor le vaya.',
      en: 'Answer each situation with the proverb that suits it best.',
    },
    steps: [
      {
        line: {
          es: '¿Así que tu tío te ha regalado su coche viejo y te quejas porque no es nuevo?',
          en: 'So your uncle has given you his old car and you are complaining because it is not new?',
        },
        expects: ['a caballo regalado no le mires el diente', 'como dice el refrán'],
      },
      {
        line: {
          es: 'Y tu hermano, que es fontanero, lleva meses con el grifo de casa roto.',
          en: 'And your brother, who is a plumber, has had a broken tap at home for months.',
        },
        expects: ['en casa del herrero, cuchillo de palo', 'el refrán'],
      },
      {
        line: {
          es: 'Te han despedido, pero por fin tienes tiempo para escribir tu novela…',
          en: 'You have been fired, but at last you have time to write your novel…',
        },
        expects: ['no hay mal que por bien no venga'],
      },
      {
        line: {
          es: 'Tu prima quiere hacer dos carreras, trabajar y aprender chino, todo en un año.',
          en: 'Your cousin wants to do two degrees, work and learn Chinese, all in one year.',
        },
        expects: ['quien mucho abarca poco aprieta', 'no por mucho madrugar amanece más temprano'],
      },
      {
        line: {
          es: 'Ese chico con el que sales siempre va con gente de lo más rara. No digo más.',
          en: 'That boy you are going out with always goes around with the oddest people. I’ll say no more.',
        },
        expects: ['dime con quién andas y te diré quién eres', 'a buen entendedor, pocas palabras bastan'],
      },
      {
        line: {
          es: 'Te ofrecen un contrato fijo hoy, o quizá uno mejor dentro de un año. ¿Qué harás?',
          en: 'You are offered a permanent contract today, or perhaps a better one in a year. What will you do?',
        },
        expects: ['más vale pájaro en mano que ciento volando', 'la frase hecha'],
      },
    ],
    closing: {
      es: 'Muy bien. Ya hablas como tu abuela: un refrán para cada ocasión.',
      en: 'Very good. You already talk like your grandmother: a proverb for every occasion.',
    },
    listening: {
      line: {
        es: 'Mi abuelo siempre decía «a quien madruga, Dios le ayuda», y se levantaba a las cinco.',
        en: 'My grandfather always said “God helps those who get up early”, and he got up at five.',
      },
      question: { es: '¿A qué hora se levantaba el abuelo?', en: 'What time did the grandfather get up?' },
      answers: ['cinco', 'a las cinco', 'las cinco'],
    },
    grammarUse: { phrases: ['quien', 'mas vale', 'no hay mal', 'a quien', 'dime con quien'] },
  },
  'lesson-c2-12': {
    role: { es: 'una intérprete veterana', en: 'a veteran interpreter' },
    scene: {
      es: 'Estamos en el descanso de un congreso y me preguntas por mi oficio.',
      en: 'We are in the break of a conference and you are asking me about my profession.',
    },
    task: {
      es: 'Habla conmigo del oficio y resuelve los problemas de traducción que te planteo.',
      en: 'Talk with me about the profession and solve the translation problems I put to you.',
    },
    steps: [
      {
        line: {
          es: 'Llevo treinta años en esto. ¿Sabes en qué se diferencian las dos modalidades?',
          en: 'I have been doing this for thirty years. Do you know how the two modes differ?',
        },
        expects: ['la interpretación simultánea', 'la interpretación consecutiva', 'la cabina'],
      },
      {
        line: {
          es: 'Ayer un cliente necesitaba traducir su partida de nacimiento con validez oficial.',
          en: 'Yesterday a client needed his birth certificate translated with official validity.',
        },
        expects: ['el traductor jurado', 'la lengua de origen', 'la lengua meta'],
      },
      {
        line: {
          es: 'A ver, ¿cómo traducirías «saudade», esa nostalgia tan portuguesa?',
          en: 'Let’s see, how would you translate “saudade”, that very Portuguese nostalgia?',
        },
        expects: ['intraducible', 'el equivalente', 'la nota del traductor'],
      },
      {
        line: {
          es: 'Un becario tradujo «it’s raining cats and dogs» palabra por palabra. ¿Qué le dirías?',
          en: 'An intern translated “it’s raining cats and dogs” word for word. What would you tell him?',
        },
        expects: ['al pie de la letra', 'el sentido figurado'],
      },
      {
        line: {
          es: '¿Y «I love swimming»? ¿Por qué no sirve un gerundio en español?',
          en: 'And “I love swimming”? Why does a gerund not work in Spanish?',
        },
        expects: ['el matiz'],
      },
    ],
    closing: {
      es: 'Tienes buen oído para los matices. Deberías probar la cabina algún día.',
      en: 'You have a good ear for nuances. You should try the booth some day.',
    },
    listening: {
      line: {
        es: 'La intérprete trabajó en cabina seis horas, turnándose cada media hora con un colega.',
        en: 'The interpreter worked in the booth for six hours, taking turns every half hour with a colleague.',
      },
      question: {
        es: '¿Cuántas horas trabajó la intérprete?',
        en: 'How many hours did the interpreter work?',
      },
      answers: ['seis', 'seis horas'],
    },
    grammarUse: { phrases: ['me encanta nadar', 'despues de', 'antes de', 'al leer', 'al llegar'] },
  },
  'lesson-c2-13': {
    role: { es: 'tu compañera de piso', en: 'your flatmate' },
    scene: {
      es: 'Vuelvo de un fin de semana fuera y me encuentro el piso patas arriba.',
      en: 'I am back from a weekend away and I find the flat upside down.',
    },
    task: {
      es: 'Explícame qué ha pasado sin echarte toda la culpa.',
      en: 'Explain to me what happened without taking all the blame.',
    },
    steps: [
      {
        line: {
          es: '¿Dónde está mi jarrón azul? ¡Y hay cristales por el suelo!',
          en: 'Where is my blue vase? And there is broken glass on the floor!',
        },
        expects: ['se me cayó', 'se me rompió'],
      },
      {
        line: {
          es: 'Te pedí que regaras las plantas. Están secas.',
          en: 'I asked you to water the plants. They are dry.',
        },
        expects: ['se me olvidó', 'se me pasó'],
      },
      {
        line: {
          es: '¿Y la tarta y el cava que dejé en la nevera?',
          en: 'And the cake and the cava I left in the fridge?',
        },
        expects: ['comerse', 'beberse', 'se me fue la olla'],
      },
      {
        line: {
          es: 'Mi hermana ya sabe lo de su fiesta sorpresa. ¿Quién se lo ha contado?',
          en: 'My sister already knows about her surprise party. Who has told her?',
        },
        expects: ['se le escapó', 'irse de la lengua'],
      },
      {
        line: {
          es: 'Al menos habrás estudiado para el examen del lunes, ¿no?',
          en: 'At least you will have studied for Monday’s exam, won’t you?',
        },
        expects: ['leerse', 'saberse de memoria'],
      },
      {
        line: {
          es: '¿Y por qué no me llamaste anoche, como quedamos?',
          en: 'And why did you not call me last night, as we agreed?',
        },
        expects: ['se nos hizo tarde'],
      },
    ],
    closing: {
      es: 'Bueno, te perdono. Pero el jarrón me lo pagas tú.',
      en: 'Well, I forgive you. But you are paying for the vase.',
    },
    listening: {
      line: {
        es: 'A Marta se le olvidaron las llaves y tuvo que esperar dos horas en el portal.',
        en: 'Marta forgot her keys and had to wait two hours in the entrance hall.',
      },
      question: { es: '¿Qué se le olvidó a Marta?', en: 'What did Marta forget?' },
      answers: ['las llaves', 'llaves'],
    },
    grammarUse: { phrases: ['se me', 'se te', 'se le', 'se nos', 'se les', 'me comi', 'me lei', 'me bebi'] },
  },
  'lesson-c2-14': {
    role: { es: 'una visitante del museo', en: 'a museum visitor' },
    scene: {
      es: 'Eres guía en una exposición sobre la historia del español y yo soy una visitante curiosa.',
      en: 'You are a guide at an exhibition on the history of Spanish and I am a curious visitor.',
    },
    task: {
      es: 'Responde a mis preguntas sobre el origen y la evolución del idioma.',
      en: 'Answer my questions on the origin and evolution of the language.',
    },
    steps: [
      {
        line: {
          es: '¿De dónde viene el español? ¿Del latín de Cicerón?',
          en: 'Where does Spanish come from? From Cicero’s Latin?',
        },
        expects: ['el latín vulgar', 'la lengua romance', 'evolucionar'],
      },
      {
        line: {
          es: 'Este manuscrito es del siglo XIII. ¡No entiendo casi nada!',
          en: 'This manuscript is from the thirteenth century. I understand almost nothing!',
        },
        expects: ['el castellano antiguo', 'derivar de'],
      },
      {
        line: {
          es: 'Me han dicho que «almohada» y «aceite» vienen del árabe. ¿Es cierto?',
          en: 'I have been told that “almohada” and “aceite” come from Arabic. Is it true?',
        },
        expects: ['el arabismo', 'el préstamo', 'la etimología'],
      },
      {
        line: {
          es: '¿Por qué hay parejas de palabras tan parecidas, como «llamar» y «clamar»?',
          en: 'Why are there such similar pairs of words, like “llamar” and “clamar”?',
        },
        expects: ['la palabra patrimonial', 'el cultismo'],
      },
      {
        line: {
          es: 'En Estambul conocí a unos señores que hablaban un español muy antiguo.',
          en: 'In Istanbul I met some gentlemen who spoke a very old Spanish.',
        },
        expects: ['el judeoespañol'],
      },
      {
        line: {
          es: '¿Y hoy? ¿Sigue cambiando el idioma?',
          en: 'And today? Is the language still changing?',
        },
        expects: ['el neologismo', 'evolucionar'],
      },
    ],
    closing: {
      es: '¡Qué visita tan interesante! Nunca había pensado que el aceite viniera del árabe.',
      en: 'What an interesting visit! I had never thought that aceite came from Arabic.',
    },
    listening: {
      line: {
        es: 'Nebrija publicó en 1492 la gramática que preparara durante años en Salamanca.',
        en: 'In 1492 Nebrija published the grammar he had prepared for years in Salamanca.',
      },
      question: {
        es: '¿En qué año publicó Nebrija su gramática?',
        en: 'In what year did Nebrija publish his grammar?',
      },
      answers: ['1492', 'en 1492'],
    },
    grammarUse: { tenses: ['imperfect-subjunctive'] },
  },
  'lesson-c2-15': {
    role: { es: 'tu editora', en: 'your editor' },
    scene: {
      es: 'Llevas tres años escribiendo una novela y hoy nos reunimos para ver cómo va.',
      en: 'You have been writing a novel for three years and today we are meeting to see how it is going.',
    },
    task: {
      es: 'Cuéntame cómo ha avanzado la novela y cuándo la terminarás.',
      en: 'Tell me how the novel has progressed and when you will finish it.',
    },
    steps: [
      {
        line: {
          es: '¿Cuánto tienes ya? Necesito una cifra concreta.',
          en: 'How much have you got already? I need a concrete figure.',
        },
        expects: ['llevar escritas', 'tener escritos'],
      },
      {
        line: {
          es: 'Los primeros capítulos eran flojos. ¿Han mejorado?',
          en: 'The first chapters were weak. Have they improved?',
        },
        expects: ['ir mejorando', 'seguir intentándolo'],
      },
      {
        line: {
          es: 'Tu agente me cuenta que ha sido un proceso muy duro.',
          en: 'Your agent tells me it has been a very hard process.',
        },
        expects: ['llegar a pensar', 'echarse a llorar', 'andar buscando'],
      },
      {
        line: {
          es: '¿Y el protagonista? Al principio era el malo, ¿no?',
          en: 'And the protagonist? At first he was the villain, wasn’t he?',
        },
        expects: ['acabar por', 'terminar siendo'],
      },
      {
        line: {
          es: 'Me han dicho que leíste un capítulo en voz alta a tus amigos.',
          en: 'I have been told you read a chapter aloud to your friends.',
        },
        expects: ['romper a reír'],
      },
      {
        line: {
          es: 'Bueno, ¿y cuándo me entregas el manuscrito?',
          en: 'Well, and when are you handing me the manuscript?',
        },
        expects: ['dar por terminado', 'venir diciendo'],
      },
    ],
    closing: {
      es: 'Me fío de ti. Pero esta vez quiero el manuscrito en marzo, sin falta.',
      en: 'I trust you. But this time I want the manuscript in March, without fail.',
    },
    listening: {
      line: {
        es: 'La autora lleva escritas doscientas páginas y va corrigiendo cada capítulo a medida que avanza.',
        en: 'The author has written two hundred pages so far and is correcting each chapter as she goes.',
      },
      question: {
        es: '¿Cuántas páginas lleva escritas la autora?',
        en: 'How many pages has the author written so far?',
      },
      answers: ['doscientas', 'doscientas paginas'],
    },
    grammarUse: {
      phrases: [
        'llevo escritas',
        'llevo escritos',
        'tengo escritos',
        'tengo escritas',
        'voy mejorando',
        'va mejorando',
        'acabo por',
        'acabe por',
        'termino siendo',
        'rompieron a',
        'me eche a',
      ],
    },
  },
};
