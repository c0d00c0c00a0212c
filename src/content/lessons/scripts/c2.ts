import { C2_UNIT_4_SCRIPTS } from './c2/unit-4';
import { C2_UNIT_5_SCRIPTS } from './c2/unit-5';
import type { LessonScript } from './types';

/** C2: how each lesson is played (the tutor's role, the scene, listening, the grammar point). */
export const C2_SCRIPTS: Readonly<Record<string, LessonScript>> = {
  'lesson-c2-1': {
    role: { es: 'la editora de un periódico', en: 'a newspaper editor' },
    scene: {
      es: 'Trabajamos en la redacción de un periódico y revisamos los titulares de mañana.',
      en: 'We work in a newspaper’s newsroom and we are checking tomorrow’s headlines.',
    },
    task: {
      es: 'Explícame qué cambia en cada frase según el modo del verbo y contesta a mis preguntas.',
      en: 'Explain to me what changes in each sentence depending on the mood of the verb and answer my questions.',
    },
    steps: [
      {
        line: {
          es: '¿Notas la diferencia entre «dice que los vecinos vienen» y «dice que vengan»?',
          en: 'Do you notice the difference between «says that the neighbours are coming» and «says they should come»?',
        },
        expects: ['decir que viene', 'decir que venga', 'la matización'],
      },
      {
        line: {
          es: 'Y aquí: «El hecho de que suban los precios preocupa al Gobierno». ¿Por qué suban y no suben?',
          en: 'And here: «The fact that prices are rising worries the Government». Why suban and not suben?',
        },
        expects: ['el hecho de que', 'la matización'],
      },
      {
        line: {
          es: 'Por cierto, el director quiere que trabajes este domingo. ¿Puedes o no?',
          en: 'By the way, the director wants you to work this Sunday. Can you or not?',
        },
        expects: ['no es que no quiera', 'comprendo que'],
      },
      {
        line: {
          es: '¿Tú sabes si la ministra va a dimitir esta semana?',
          en: 'Do you know if the minister is going to resign this week?',
        },
        expects: ['que yo sepa', 'puede que', 'quizá'],
      },
      {
        line: {
          es: 'En la entrevista, la ministra dice que siente que algo no va bien. ¿Qué quiere decir?',
          en: 'In the interview, the minister says she feels that something is not right. What does she mean?',
        },
        expects: ['sentir que', 'la matización'],
      },
    ],
    closing: {
      es: 'Bien, dejamos los titulares así. Buen trabajo, de verdad.',
      en: 'Right, we will leave the headlines like that. Good work, really.',
    },
    listening: {
      line: {
        es: 'Quizá Tomás venga mañana; que yo sepa, su tren llega a Bilbao a las diez.',
        en: 'Perhaps Tomás will come tomorrow; as far as I know, his train arrives in Bilbao at ten.',
      },
      question: { es: '¿A qué hora llega el tren de Tomás?', en: 'What time does Tomás’s train arrive?' },
      answers: ['diez', 'las diez', 'a las diez'],
    },
    grammarUse: {
      tenses: ['present-subjunctive', 'imperfect-subjunctive'],
      phrases: ['el hecho de que', 'no es que', 'que yo sepa', 'puede que', 'quiza', 'tal vez'],
    },
  },
  'lesson-c2-2': {
    role: { es: 'la coordinadora del grupo de lectura', en: 'the leader of the reading group' },
    scene: {
      es: 'Estamos en un grupo de lectura y hoy presentas tú un cuento que te gusta.',
      en: 'We are in a reading group and today you are presenting a short story you like.',
    },
    task: {
      es: 'Presenta el cuento, habla de su narrador y sus símbolos y da tu opinión sobre el final.',
      en: 'Present the story, talk about its narrator and its symbols and give your opinion on the ending.',
    },
    steps: [
      {
        line: {
          es: 'Hoy te toca a ti. ¿Qué cuento has elegido y de qué trata?',
          en: 'Today it is your turn. Which short story have you chosen and what is it about?',
        },
        expects: ['el cuento', 'el realismo mágico', 'la prosa'],
      },
      {
        line: {
          es: '¿Y quién cuenta la historia? ¿Sabemos lo que piensan los personajes?',
          en: 'And who tells the story? Do we know what the characters are thinking?',
        },
        expects: ['el narrador', 'el estilo indirecto libre'],
      },
      {
        line: {
          es: '¿Hay algún objeto o alguna imagen que se repita en el cuento? ¿Qué significa?',
          en: 'Is there any object or image that is repeated in the story? What does it mean?',
        },
        expects: ['el símbolo', 'la metáfora'],
      },
      {
        line: {
          es: 'A mí el final me dejó con muchas dudas. ¿Cómo lo entiendes tú?',
          en: 'The ending left me with a lot of doubts. How do you understand it?',
        },
        expects: ['el desenlace abierto', 'la ambigüedad'],
      },
      {
        line: {
          es: 'Algunos dicen que en el cuento pasan cosas imposibles y que nadie se lo cree. ¿Qué opinas?',
          en: 'Some people say that impossible things happen in the story and that nobody believes it. What do you think?',
        },
        expects: ['verosímil', 'el realismo mágico'],
      },
    ],
    closing: {
      es: 'Gracias. Me has dado ganas de volver a leerlo hoy mismo.',
      en: 'Thank you. You have made me want to read it again this very day.',
    },
    listening: {
      line: {
        es: 'Aquella tarde, en la vieja casa del río, empezaron a llover mariposas amarillas sobre el jardín.',
        en: 'That afternoon, at the old house by the river, yellow butterflies began to rain down on the garden.',
      },
      question: { es: '¿Qué empezó a llover sobre el jardín?', en: 'What began to rain down on the garden?' },
      answers: ['mariposas', 'mariposas amarillas'],
    },
    grammarUse: { tenses: ['preterite', 'imperfect'] },
  },
  'lesson-c2-3': {
    role: { es: 'un compañero de trabajo bromista', en: 'a colleague who loves jokes' },
    scene: {
      es: 'Estamos en la oficina y yo no paro de contar chistes.',
      en: 'We are at the office and I keep telling jokes.',
    },
    task: {
      es: 'Explícame por qué son divertidos mis chistes y di cuándo hablo con ironía.',
      en: 'Explain to me why my jokes are funny and say when I am being ironic.',
    },
    steps: [
      {
        line: {
          es: '¿Qué le dice un techo a otro techo? ¡Techo de menos!',
          en: 'What does one roof say to another roof? Techo de menos! (te echo de menos: I miss you)',
        },
        expects: ['el juego de palabras', 'el doble sentido', 'pillar el chiste'],
      },
      {
        line: {
          es: '¿No te ha parecido divertido? Pues a mi hermano le encanta.',
          en: 'Did you not find it funny? Well, my brother loves it.',
        },
        expects: ['hacer gracia', 'tener gracia', 'sin gracia'],
      },
      {
        line: {
          es: '¡Qué bien, otra reunión de tres horas esta tarde! ¿Lo he dicho en serio?',
          en: 'Great, another three-hour meeting this afternoon! Did I mean that seriously?',
        },
        expects: ['la ironía', 'el sarcasmo'],
      },
      {
        line: {
          es: 'Oye, ¿por qué crees que los chistes son tan difíciles de traducir?',
          en: 'Listen, why do you think jokes are so hard to translate?',
        },
        expects: ['el chiste', 'el juego de palabras', 'el doble sentido'],
      },
      {
        line: {
          es: '¿Sabes que el jefe quiere que a partir de mañana trabajemos también los sábados?',
          en: 'Did you know the boss wants us to work on Saturdays too from tomorrow on?',
        },
        expects: ['vacilar', 'la ironía'],
      },
    ],
    closing: {
      es: '¡Que era broma! Venga, vamos a esa reunión tan divertida.',
      en: 'It was a joke! Come on, let’s go to that oh-so-fun meeting.',
    },
    listening: {
      line: {
        es: 'Pedro miró el reloj y dijo con ironía: ¡Qué bien, otra reunión de tres horas!',
        en: 'Pedro looked at his watch and said ironically: Great, another three-hour meeting!',
      },
      question: { es: '¿Cuánto dura la reunión?', en: 'How long does the meeting last?' },
      answers: ['tres', 'tres horas'],
    },
    grammarUse: {
      phrases: [
        'que bien',
        'que bonito',
        'que suerte',
        'que gracioso',
        'que divertido',
        'que maravilla',
        'menudo',
        'menuda',
      ],
    },
  },
  'lesson-c2-4': {
    role: { es: 'una estudiante mexicana', en: 'a Mexican student' },
    scene: {
      es: 'Soy mexicana y acabo de llegar a Madrid para estudiar. Muchas palabras me suenan raras.',
      en: 'I am Mexican and I have just arrived in Madrid to study. Many words sound strange to me.',
    },
    task: {
      es: 'Explícame las diferencias de vocabulario, pronunciación y gramática entre España y América.',
      en: 'Explain to me the differences in vocabulary, pronunciation and grammar between Spain and Latin America.',
    },
    steps: [
      {
        line: {
          es: '¿Por qué aquí todos dicen coger el autobús? En México decimos tomar el camión.',
          en: 'Why does everyone here say coger el autobús? In Mexico we say tomar el camión.',
        },
        expects: ['coger / tomar', 'vale'],
      },
      {
        line: {
          es: 'Necesito un celular y una computadora, pero tengo poca plata. ¿Cómo lo digo en una tienda de aquí?',
          en: 'I need a mobile phone and a computer, but I have little money. How do I say it in a shop here?',
        },
        expects: ['el móvil / el celular', 'el ordenador / la computadora', 'la plata'],
      },
      {
        line: {
          es: 'Y tu amigo me dijo que fuera en coche a Toledo. ¿Es lo mismo que carro?',
          en: 'And your friend told me to go to Toledo by car. Is coche the same as carro?',
        },
        expects: ['el coche / el carro', 'vale'],
      },
      {
        line: {
          es: 'Aquí zapato y casa suenan distinto, pero calle y mayo suenan igual que en México. ¿Por qué?',
          en: 'Here zapato and casa sound different, but calle and mayo sound the same as in Mexico. Why?',
        },
        expects: ['la distinción', 'el seseo', 'el yeísmo'],
      },
      {
        line: {
          es: 'Cuando le digo a mi jefe español que lo hago ahorita, se enfada. ¿Por qué?',
          en: 'When I tell my Spanish boss that I will do it ahorita, he gets annoyed. Why?',
        },
        expects: ['ahorita'],
      },
      {
        line: {
          es: 'Y en clase el profesor nos pregunta: ¿vosotros qué pensáis? ¿Eso se usa en América?',
          en: 'And in class the teacher asks us: what do you all think? Is that used in Latin America?',
        },
        expects: ['vosotros / ustedes'],
      },
    ],
    closing: {
      es: '¡Qué lío! Bueno, me voy a tomar el metro. Perdón: ¡a coger el metro!',
      en: 'What a mess! Well, I am off to take the metro. Sorry: to catch the metro!',
    },
    listening: {
      line: {
        es: 'En Buenos Aires, Sergio toma el colectivo para ir al trabajo y deja el carro en casa.',
        en: 'In Buenos Aires, Sergio takes the bus to go to work and leaves the car at home.',
      },
      question: {
        es: '¿Qué transporte usa Sergio para ir al trabajo?',
        en: 'What transport does Sergio use to go to work?',
      },
      answers: ['colectivo', 'el colectivo'],
    },
    grammarUse: {
      phrases: ['vosotros', 'vosotras', 'ustedes', 'os', 'sois', 'teneis', 'habeis', 'le vi', 'le conoci'],
    },
  },
  'lesson-c2-5': {
    role: { es: 'un amigo de Montevideo', en: 'a friend from Montevideo' },
    scene: {
      es: 'Estamos en Montevideo. Soy tu amigo uruguayo y organizamos juntos la noche del viernes.',
      en: 'We are in Montevideo. I am your Uruguayan friend and we are planning Friday night together.',
    },
    task: {
      es: 'Haz planes conmigo para el viernes y háblame como en Uruguay: tenés, querés, vení.',
      en: 'Make plans with me for Friday and talk to me as they do in Uruguay: tenés, querés, vení.',
    },
    steps: [
      {
        line: {
          es: '¡Hola! ¿Qué querés hacer el viernes? Yo salgo del trabajo a las siete.',
          en: 'Hi! What do you want to do on Friday? I finish work at seven.',
        },
        expects: ['vos querés', 'laburar', 'che'],
      },
      {
        line: {
          es: 'Hay un concierto gratis en la playa a las nueve. ¿Tenés ganas?',
          en: 'There is a free concert on the beach at nine. Do you feel like it?',
        },
        expects: ['bárbaro', 'vos tenés', 'che'],
      },
      {
        line: {
          es: '¿Y cómo vamos? Yo no tengo auto y vivo lejos del centro.',
          en: 'And how do we get there? I do not have a car and I live far from the centre.',
        },
        expects: ['el colectivo', 'vení'],
      },
      {
        line: {
          es: 'Por cierto, el lunes tengo una entrevista de trabajo y estoy nerviosísimo.',
          en: 'By the way, on Monday I have a job interview and I am extremely nervous.',
        },
        expects: ['vos sos', 'boludo', 'bárbaro'],
      },
      {
        line: {
          es: 'Bueno, entonces, ¿a qué hora y dónde nos vemos?',
          en: 'Right, so what time and where shall we meet?',
        },
        expects: ['decime', 'vení'],
      },
    ],
    closing: {
      es: '¡Dale! Nos vemos el viernes en la parada. ¡Va a estar buenísimo!',
      en: 'Sure! See you on Friday at the stop. It is going to be great!',
    },
    listening: {
      line: {
        es: 'Si querés, vení el sábado a casa; mi hermana Paula cocina para todos.',
        en: 'If you want, come to my place on Saturday; my sister Paula is cooking for everyone.',
      },
      question: { es: '¿Quién cocina el sábado?', en: 'Who is cooking on Saturday?' },
      answers: ['paula', 'hermana', 'mi hermana', 'mi hermana paula'],
    },
    grammarUse: {
      phrases: ['vos', 'sos', 'tenes', 'queres', 'podes', 'pensas', 'veni', 'decime', 'contame'],
    },
  },
  'lesson-c2-6': {
    role: { es: 'una amiga nerviosa', en: 'a nervous friend' },
    scene: {
      es: 'Mañana se casa mi hermano y tengo que decir unas palabras delante de todos.',
      en: 'My brother is getting married tomorrow and I have to say a few words in front of everyone.',
    },
    task: {
      es: 'Ayúdame a preparar mis palabras y propón frases que la gente recuerde.',
      en: 'Help me prepare my words and suggest sentences that people will remember.',
    },
    steps: [
      {
        line: {
          es: 'No sé cómo empezar. ¿Cómo consigo que la gente me escuche desde el principio?',
          en: 'I do not know how to begin. How do I get people to listen to me from the start?',
        },
        expects: ['captar la atención', 'la pregunta retórica', 'el público'],
      },
      {
        line: {
          es: 'Tengo muchas historias de mi hermano, pero no sé cómo ordenarlas.',
          en: 'I have lots of stories about my brother, but I do not know how to put them in order.',
        },
        expects: ['el hilo conductor', 'la enumeración'],
      },
      {
        line: {
          es: '¿Me ayudas con una frase? Quiero decir que antes era un desastre y ahora es feliz.',
          en: 'Will you help me with a sentence? I want to say that he used to be a disaster and now he is happy.',
        },
        expects: ['la antítesis', 'la anáfora'],
      },
      {
        line: {
          es: '¿Y cómo hago para que la gente recuerde mis palabras? ¿Repito algo?',
          en: 'And how do I make people remember my words? Do I repeat something?',
        },
        expects: ['la anáfora', 'la enumeración'],
      },
      {
        line: {
          es: '¿Y el final? No quiero terminar con un simple gracias.',
          en: 'And the ending? I do not want to finish with a simple thank you.',
        },
        expects: ['cerrar con broche de oro', 'la elocuencia', 'el discurso'],
      },
    ],
    closing: {
      es: '¡Perfecto! Si lloran los novios, será gracias a ti.',
      en: 'Perfect! If the bride and groom cry, it will be thanks to you.',
    },
    listening: {
      line: {
        es: 'Grande fue la sorpresa cuando Daniel, el más tímido de todos, se levantó y cantó en la boda.',
        en: 'Great was the surprise when Daniel, the shyest of all, stood up and sang at the wedding.',
      },
      question: { es: '¿Qué hizo Daniel en la boda?', en: 'What did Daniel do at the wedding?' },
      answers: ['canto', 'se levanto y canto'],
    },
    grammarUse: {
      phrases: [
        'grande fue',
        'grande es',
        'enorme fue',
        'tal fue',
        'mucho es lo que',
        'poco importa',
        'no solo',
        'sino tambien',
      ],
    },
  },
  'lesson-c2-7': {
    role: { es: 'una amiga preocupada', en: 'a worried friend' },
    scene: {
      es: 'Voy a alquilar un piso y el contrato está escrito en un lenguaje muy antiguo.',
      en: 'I am going to rent a flat and the contract is written in very old-fashioned language.',
    },
    task: {
      es: 'Explícame con palabras sencillas qué dice mi contrato y dime si debo preocuparme.',
      en: 'Explain to me in simple words what my contract says and tell me whether I should worry.',
    },
    steps: [
      {
        line: {
          es: 'Mira este contrato de alquiler. ¿Por qué está escrito en un español tan antiguo?',
          en: 'Look at this rental contract. Why is it written in such old-fashioned Spanish?',
        },
        expects: ['la cláusula', 'el tenor literal', 'en lo sucesivo'],
      },
      {
        line: {
          es: 'Aquí pone algo de una multa para quien no pague a tiempo. ¿Qué significa?',
          en: 'Here it says something about a fine for whoever does not pay on time. What does it mean?',
        },
        expects: ['el que infringiere', 'a tenor de', 'la cláusula'],
      },
      {
        line: {
          es: 'Al final firma un tal Ramírez y luego habla de otro señor. ¿Quiénes son?',
          en: 'At the end a certain Ramírez signs and then it talks about another man. Who are they?',
        },
        expects: ['el infrascrito', 'el susodicho'],
      },
      {
        line: {
          es: '¿Tengo que firmarlo delante de alguien? ¿Y eso para qué sirve?',
          en: 'Do I have to sign it in front of someone? And what is that for?',
        },
        expects: ['dar fe'],
      },
      {
        line: {
          es: 'Y si el casero me sube el alquiler, ¿puedo negarme en cualquier caso?',
          en: 'And if the landlord raises my rent, can I refuse in any case?',
        },
        expects: ['sea cual fuere', 'a tenor de'],
      },
      {
        line: {
          es: 'Bueno, me mudo a Sevilla el mes que viene. ¿Algún consejo para adaptarme?',
          en: 'Well, I am moving to Seville next month. Any advice on fitting in?',
        },
        expects: ['adonde fueres, haz lo que vieres'],
      },
    ],
    closing: {
      es: '¡Menos mal que te tengo! Mañana firmo el contrato mucho más tranquila.',
      en: 'Thank goodness I have you! Tomorrow I will sign the contract much more calmly.',
    },
    listening: {
      line: {
        es: 'Según el contrato, quien no pague el alquiler antes del día cinco tendrá que pagar cien euros más.',
        en: 'According to the contract, whoever does not pay the rent before the fifth will have to pay a hundred euros more.',
      },
      question: {
        es: '¿Antes de qué día hay que pagar el alquiler?',
        en: 'Before which day must the rent be paid?',
      },
      answers: ['cinco', 'dia cinco', 'del dia cinco'],
    },
    grammarUse: {
      phrases: [
        'fuere',
        'fueren',
        'fueres',
        'hubiere',
        'hubieren',
        'tuviere',
        'hiciere',
        'pudiere',
        'dijere',
        'quisiere',
        'infringiere',
        'vieres',
      ],
    },
  },
  'lesson-c2-8': {
    role: { es: 'un amigo de toda la vida', en: 'a lifelong friend' },
    scene: {
      es: 'Es sábado por la mañana y me cuentas cómo fue tu noche de ayer.',
      en: 'It is Saturday morning and you are telling me how your night out went yesterday.',
    },
    task: {
      es: 'Cuéntame tu noche como se la contarías a un amigo íntimo, con el español de la calle.',
      en: 'Tell me about your night as you would tell a close friend, in street Spanish.',
    },
    steps: [
      {
        line: {
          es: '¡Hola! ¿Qué tal anoche? ¡Cuéntamelo todo!',
          en: 'Hi! How was last night? Tell me everything!',
        },
        expects: ['molar', 'flipar', 'en plan'],
      },
      {
        line: {
          es: '¿Y quién pagó las copas? ¡Madre mía, qué caro está todo!',
          en: 'And who paid for the drinks? Good heavens, how expensive everything is!',
        },
        expects: ['la pasta', 'ni de broma'],
      },
      {
        line: {
          es: '¿Y tú qué? ¿Sigues con el mismo trabajo o qué?',
          en: 'And what about you? Are you still in the same job or what?',
        },
        expects: ['currar', 'chamba', 'o sea, tipo'],
      },
      {
        line: {
          es: 'Oye, ¿y los amigos que hiciste en tu viaje por América? ¿Qué palabras te enseñaron?',
          en: 'Listen, and the friends you made on your trip around Latin America? What words did they teach you?',
        },
        expects: ['parcero', 'bacán', 'padre', 'chamba'],
      },
      {
        line: {
          es: '¿Te vienes esta noche otra vez? ¡Hay fiesta en casa de Álex!',
          en: 'Are you coming again tonight? There is a party at Álex’s place!',
        },
        expects: ['ni de broma', 'molar', 'en plan'],
      },
    ],
    closing: {
      es: 'Bueno, tú verás. Si cambias de idea, me llamas, ¿vale?',
      en: 'Well, it is up to you. If you change your mind, call me, OK?',
    },
    listening: {
      line: {
        es: 'Anoche Nacho se gastó toda la pasta en un concierto y luego volvió a casa andando.',
        en: 'Last night Nacho spent all his money on a concert and then walked home.',
      },
      question: { es: '¿Cómo volvió Nacho a casa?', en: 'How did Nacho get home?' },
      answers: ['andando'],
    },
    grammarUse: { phrases: ['y tu que', 'o que', 'superbien', 'requetebien', 'la mar de', 'super'] },
  },
  'lesson-c2-9': {
    role: { es: 'una amiga inglesa', en: 'an English friend' },
    scene: {
      es: 'Soy inglesa, vivo en Valencia y te pregunto mis dudas de español mientras tomamos un café.',
      en: 'I am English, I live in Valencia and I ask you my questions about Spanish over a coffee.',
    },
    task: {
      es: 'Resuelve mis dudas y explícame la diferencia entre cada par de palabras.',
      en: 'Clear up my doubts and explain to me the difference between each pair of words.',
    },
    steps: [
      {
        line: {
          es: 'Ayer quise decir en una reunión que me daba vergüenza, y todos se rieron. ¿Por qué?',
          en: 'Yesterday I tried to say in a meeting that I was embarrassed, and everyone laughed. Why?',
        },
        expects: ['embarazada', 'avergonzado'],
      },
      {
        line: {
          es: 'En inglés uso mucho una palabra parecida a actualmente. ¿Significa lo mismo?',
          en: 'In English I often use a word similar to actualmente. Does it mean the same?',
        },
        expects: ['actualmente', 'en realidad'],
      },
      {
        line: {
          es: 'Mi compañero de piso siempre toma decisiones lógicas. ¿Puedo decir que es muy sensible?',
          en: 'My flatmate always makes logical decisions. Can I say he is muy sensible?',
        },
        expects: ['sensible', 'sensato'],
      },
      {
        line: {
          es: 'Quiero comprarle un libro a mi madre. ¿Voy a la biblioteca?',
          en: 'I want to buy my mother a book. Do I go to the library?',
        },
        expects: ['la librería', 'la biblioteca'],
      },
      {
        line: {
          es: 'Mañana asisto a la charla de mi jefe. ¿Significa que lo ayudo? ¿Y cómo le deseo suerte?',
          en: 'Tomorrow I am attending my boss’s talk. Does that mean I help him? And how do I wish him luck?',
        },
        expects: ['asistir', 'éxito'],
      },
      {
        line: {
          es: '¿Y puedo decir que realicé mi error? ¿O suena raro?',
          en: 'And can I say realicé mi error, meaning I realised my mistake? Or does it sound strange?',
        },
        expects: ['realizar', 'darse cuenta'],
      },
    ],
    closing: {
      es: '¡Qué útil! A partir de hoy, nada de vergüenza cuando hable español.',
      en: 'How useful! From today on, no more embarrassment when I speak Spanish.',
    },
    listening: {
      line: {
        es: 'En realidad, Claire se sentía avergonzada porque había llegado tarde a su primera reunión.',
        en: 'Actually, Claire felt embarrassed because she had arrived late for her first meeting.',
      },
      question: { es: '¿Por qué se sentía avergonzada Claire?', en: 'Why did Claire feel embarrassed?' },
      answers: ['tarde', 'llegado tarde', 'habia llegado tarde'],
    },
    grammarUse: {
      phrases: [
        'solicitar',
        'solicite',
        'he solicitado',
        'me di cuenta',
        'me he dado cuenta',
        'darme cuenta',
        'en realidad',
        'que contiene',
        'que contienen',
      ],
    },
  },
  'lesson-c2-10': {
    role: { es: 'una amiga cantante', en: 'a friend who is a singer' },
    scene: {
      es: 'Estamos en un bar con música en directo y hablamos de canciones en el descanso.',
      en: 'We are in a bar with live music and we talk about songs during the break.',
    },
    task: {
      es: 'Háblame de una canción en español: su letra, sus imágenes y lo que te hace sentir.',
      en: 'Tell me about a song in Spanish: its lyrics, its images and how it makes you feel.',
    },
    steps: [
      {
        line: {
          es: '¿Cuál es tu canción favorita en español? ¿De qué habla la letra?',
          en: 'What is your favourite song in Spanish? What are the lyrics about?',
        },
        expects: ['la letra', 'la imagen', 'evocar'],
      },
      {
        line: {
          es: '¿Y qué parte se te queda en la cabeza? ¿La que se repite?',
          en: 'And which part sticks in your head? The one that is repeated?',
        },
        expects: ['el estribillo', 'el verso'],
      },
      {
        line: {
          es: 'Yo escribo canciones, pero nunca sé si los versos deben tener rima. ¿Tú qué opinas?',
          en: 'I write songs, but I never know whether the lines should rhyme. What do you think?',
        },
        expects: ['la rima asonante', 'la rima consonante'],
      },
      {
        line: {
          es: '¿Y cómo se cuentan las sílabas de un verso en español?',
          en: 'And how do you count the syllables of a line of verse in Spanish?',
        },
        expects: ['la métrica', 'el verso', 'la estrofa'],
      },
      {
        line: {
          es: 'En el colegio nos hicieron escribir un poema de catorce versos. ¿Sabes cómo se llama?',
          en: 'At school they made us write a fourteen-line poem. Do you know what it is called?',
        },
        expects: ['el soneto', 'la estrofa', 'la rima consonante'],
      },
    ],
    closing: {
      es: '¡Me encanta hablar de música contigo! La próxima canción te la dedico a ti.',
      en: 'I love talking about music with you! I am dedicating the next song to you.',
    },
    listening: {
      line: {
        es: 'Por la orilla de la playa camina la niña Clara, con una rosa en la mano.',
        en: 'Along the edge of the beach walks the girl Clara, with a rose in her hand.',
      },
      question: { es: '¿Qué lleva Clara en la mano?', en: 'What is Clara carrying in her hand?' },
      answers: ['rosa', 'una rosa'],
    },
    grammarUse: { phrases: ['silabas', 'sinalefa', 'octosilabo', 'endecasilabo', 'hiperbaton'] },
  },
  ...C2_UNIT_4_SCRIPTS,
  ...C2_UNIT_5_SCRIPTS,
};
