import { A2_UNIT_4_SCRIPTS } from './a2/unit-4';
import { A2_UNIT_5_SCRIPTS } from './a2/unit-5';
import { A2_UNIT_6_SCRIPTS } from './a2/unit-6';
import { A2_UNIT_7_SCRIPTS } from './a2/unit-7';
import { A2_UNIT_8_SCRIPTS } from './a2/unit-8';
import { A2_UNIT_9_SCRIPTS } from './a2/unit-9';
import { A2_UNIT_10_SCRIPTS } from './a2/unit-10';
import type { LessonScript } from './types';

/** A2: how each lesson is played (the tutor's role, the scene, listening, the grammar point). */
export const A2_SCRIPTS: Readonly<Record<string, LessonScript>> = {
  'lesson-a2-1': {
    role: { es: 'una compañera de trabajo', en: 'a colleague' },
    scene: {
      es: 'Es lunes por la mañana y llegamos a la oficina.',
      en: 'It is Monday morning and we are arriving at the office.',
    },
    task: {
      es: 'Cuenta qué hiciste el fin de semana y pregúntame por el mío.',
      en: 'Tell me what you did at the weekend and ask me about mine.',
    },
    steps: [
      {
        line: {
          es: '¡Buenos días! ¿Qué tal el fin de semana pasado?',
          en: 'Good morning! How was last weekend?',
        },
        expects: ['el fin de semana pasado', 'descansar', 'salí'],
      },
      {
        line: {
          es: '¿Y el sábado por la tarde? ¿Saliste?',
          en: 'And on Saturday afternoon? Did you go out?',
        },
        expects: ['el sábado por la tarde', 'salí', 'pasear', 'visité'],
      },
      {
        line: { es: '¿Y dónde comiste el domingo?', en: 'And where did you eat on Sunday?' },
        expects: ['comí'],
      },
      {
        line: { es: 'Yo también pasé un fin de semana muy bueno.', en: 'I had a very good weekend too.' },
        expects: ['¿qué hiciste?'],
      },
      {
        line: {
          es: 'El domingo visité a mi abuela y paseamos por el parque.',
          en: 'On Sunday I visited my grandmother and we went for a walk in the park.',
        },
        expects: ['¡qué bien!', 'visité', 'pasear'],
      },
      {
        line: {
          es: '¿Y anoche? ¿Saliste o descansaste en casa?',
          en: 'And last night? Did you go out or rest at home?',
        },
        expects: ['anoche', 'ayer', 'descansar', 'salí'],
      },
    ],
    closing: {
      es: '¡Qué bien! Bueno, a trabajar. ¡Hasta luego!',
      en: 'How nice! Well, time to work. See you later!',
    },
    listening: {
      line: {
        es: 'Ayer comí con mi hermana y por la tarde paseamos por el río.',
        en: 'Yesterday I had lunch with my sister and in the afternoon we walked by the river.',
      },
      question: { es: '¿Con quién comió ayer?', en: 'Who did she have lunch with yesterday?' },
      answers: ['con mi hermana', 'mi hermana', 'hermana'],
    },
    grammarUse: { tenses: ['preterite'] },
  },
  'lesson-a2-2': {
    role: { es: 'una amiga', en: 'a friend' },
    scene: {
      es: 'Acabas de volver de tus vacaciones. Tomamos un café juntos.',
      en: 'You have just come back from your holiday. We are having a coffee together.',
    },
    task: {
      es: 'Cuenta adónde fuiste, qué hiciste y qué problemas tuviste.',
      en: 'Tell me where you went, what you did and what problems you had.',
    },
    steps: [
      {
        line: { es: '¡Hola! ¿Adónde fuiste de vacaciones?', en: 'Hi! Where did you go on holiday?' },
        expects: ['fui'],
      },
      {
        line: { es: '¿Y cuánto tiempo estuviste allí?', en: 'And how long were you there?' },
        expects: ['estuve'],
      },
      { line: { es: '¿Qué hiciste allí?', en: 'What did you do there?' }, expects: ['hice', 'fui', 'quise'] },
      {
        line: { es: '¿Tuviste algún problema en el viaje?', en: 'Did you have any problems on the trip?' },
        expects: ['tuve', 'pude', 'puse', 'supe'],
      },
      {
        line: {
          es: '¿Y cuándo volviste? ¿Por qué no me dijiste nada?',
          en: 'And when did you come back? Why did you not tell me anything?',
        },
        expects: ['vine', 'dije', 'quise'],
      },
    ],
    closing: {
      es: '¡Qué viaje! La próxima vez voy contigo.',
      en: 'What a trip! Next time I am going with you.',
    },
    listening: {
      line: {
        es: 'El verano pasado fui a Perú y estuve allí dos semanas.',
        en: 'Last summer I went to Peru and I was there for two weeks.',
      },
      question: { es: '¿Cuánto tiempo estuvo en Perú?', en: 'How long was she in Peru?' },
      answers: ['dos semanas'],
    },
    grammarUse: { tenses: ['preterite'] },
  },
  'lesson-a2-3': {
    role: { es: 'una amiga', en: 'a friend' },
    scene: {
      es: 'Miramos fotos antiguas de tu infancia.',
      en: 'We are looking at old photos from your childhood.',
    },
    task: {
      es: 'Cuenta dónde vivías, a qué jugabas y cómo era tu vida de niño o de niña.',
      en: 'Tell me where you lived, what you played and what your life was like as a child.',
    },
    steps: [
      {
        line: {
          es: '¡Qué foto tan bonita! ¿Dónde vivías entonces?',
          en: 'What a lovely photo! Where did you live then?',
        },
        expects: ['vivíamos', 'el barrio', 'cuando era niño', 'de pequeña'],
      },
      {
        line: { es: '¿Y cómo era tu barrio?', en: 'And what was your neighbourhood like?' },
        expects: ['el barrio', 'siempre', 'a menudo'],
      },
      {
        line: { es: '¿A qué jugabas con tus amigos?', en: 'What did you play with your friends?' },
        expects: ['jugaba', 'siempre', 'a menudo'],
      },
      {
        line: { es: '¿Cómo ibas al colegio? ¿Andando?', en: 'How did you go to school? On foot?' },
        expects: ['iba', 'el colegio'],
      },
      {
        line: { es: '¿Y qué hacía tu familia en verano?', en: 'And what did your family do in summer?' },
        expects: ['todos los veranos', 'iba', 'vivíamos'],
      },
    ],
    closing: {
      es: 'Yo de pequeña también iba al pueblo todos los veranos. ¡Qué tiempos!',
      en: 'As a little girl I also went to the village every summer. Those were the days!',
    },
    listening: {
      line: {
        es: 'Cuando era niño vivía en Sevilla y todos los veranos iba a la playa.',
        en: 'When I was a child I lived in Seville and every summer I went to the beach.',
      },
      question: { es: '¿Adónde iba todos los veranos?', en: 'Where did he go every summer?' },
      answers: ['a la playa', 'la playa', 'playa'],
    },
    grammarUse: { tenses: ['imperfect'] },
  },
  'lesson-a2-4': {
    role: { es: 'una amiga', en: 'a friend' },
    scene: {
      es: 'Estamos en un bar y contamos historias divertidas.',
      en: 'We are in a bar telling funny stories.',
    },
    task: {
      es: 'Cuéntame algo divertido o raro que te pasó una vez.',
      en: 'Tell me something funny or strange that happened to you once.',
    },
    steps: [
      {
        line: {
          es: 'Oye, ¿alguna vez te pasó algo muy raro o divertido?',
          en: 'Hey, did something really strange or funny ever happen to you?',
        },
        expects: ['una vez', 'pasó algo'],
      },
      {
        line: {
          es: '¿Sí? ¿Dónde estabas? ¿Qué tiempo hacía?',
          en: 'Really? Where were you? What was the weather like?',
        },
        expects: ['estaba lloviendo', 'había mucha gente'],
      },
      {
        line: { es: '¿Y qué pasó?', en: 'And what happened?' },
        expects: ['de repente', 'sonó el teléfono', 'mientras', 'me di cuenta'],
      },
      {
        line: { es: '¡No me digas! ¿Y qué hiciste entonces?', en: 'No way! And what did you do then?' },
        expects: ['entonces', 'me di cuenta'],
      },
      {
        line: { es: '¿Y cómo terminó la historia?', en: 'And how did the story end?' },
        expects: ['al final'],
      },
    ],
    closing: {
      es: '¡Qué historia! Una vez a mí me pasó algo parecido.',
      en: 'What a story! Something similar happened to me once.',
    },
    listening: {
      line: {
        es: 'Estaba en el metro y había mucha gente. Entonces sonó mi teléfono.',
        en: 'I was on the underground and there were a lot of people. Then my phone rang.',
      },
      question: { es: '¿Dónde estaba?', en: 'Where was she?' },
      answers: ['en el metro', 'el metro', 'metro'],
    },
    grammarUse: { tenses: ['imperfect', 'preterite'] },
  },
  'lesson-a2-5': {
    role: { es: 'una amiga', en: 'a friend' },
    scene: {
      es: 'Tus amigos Marta y Luis se casan el sábado.',
      en: 'Your friends Marta and Luis are getting married on Saturday.',
    },
    task: {
      es: 'Cuenta cómo se conocieron tus amigos, qué te preocupa y cómo te diviertes.',
      en: 'Tell me how your friends met, what worries you and how you have fun.',
    },
    steps: [
      {
        line: {
          es: '¿Así que Marta y Luis se casan el sábado? ¿Cómo se conocieron?',
          en: 'So Marta and Luis are getting married on Saturday? How did they meet?',
        },
        expects: ['casarse'],
      },
      {
        line: {
          es: '¿Y tú vas a la boda? ¿Te quedas a la fiesta?',
          en: 'And are you going to the wedding? Are you staying for the party?',
        },
        expects: ['quedarse', 'irse', 'divertirse'],
      },
      {
        line: {
          es: 'Yo en las bodas me aburro un poco. ¿Y tú?',
          en: 'I get a bit bored at weddings. And you?',
        },
        expects: ['aburrirse', 'divertirse'],
      },
      {
        line: {
          es: '¿Y te preocupa algo? ¿El regalo, la ropa?',
          en: 'And are you worried about anything? The present, the clothes?',
        },
        expects: ['preocuparse', 'olvidarse de', 'acordarse de'],
      },
      {
        line: {
          es: '¿Y tu jefe? ¿Se enfada si te vas temprano el viernes?',
          en: 'And your boss? Does he get angry if you leave early on Friday?',
        },
        expects: ['enfadarse', 'quejarse', 'irse'],
      },
    ],
    closing: {
      es: 'No pasa nada, todo va a salir bien. ¡Luego me cuentas!',
      en: 'It is fine, everything is going to go well. Tell me all about it later!',
    },
    listening: {
      line: {
        es: 'Mis padres se conocieron en Madrid y se casaron dos años después.',
        en: 'My parents met in Madrid and got married two years later.',
      },
      question: { es: '¿Dónde se conocieron sus padres?', en: 'Where did her parents meet?' },
      answers: ['madrid', 'en madrid'],
    },
    grammarUse: {
      phrases: [
        'me enfado',
        'te enfadas',
        'se enfada',
        'nos enfadamos',
        'se enfadan',
        'me preocupo',
        'te preocupas',
        'se preocupa',
        'nos preocupamos',
        'se preocupan',
        'me divierto',
        'te diviertes',
        'se divierte',
        'nos divertimos',
        'se divierten',
        'me aburro',
        'te aburres',
        'se aburre',
        'nos aburrimos',
        'se aburren',
        'me quejo',
        'te quejas',
        'se queja',
        'nos quejamos',
        'se quejan',
        'me acuerdo',
        'te acuerdas',
        'se acuerda',
        'nos acordamos',
        'se acuerdan',
        'me olvido',
        'te olvidas',
        'se olvida',
        'nos olvidamos',
        'se olvidan',
        'me voy',
        'te vas',
        'se va',
        'nos vamos',
        'se van',
        'me quedo',
        'te quedas',
        'se queda',
        'nos quedamos',
        'se quedan',
        'me caso',
        'te casas',
        'se casa',
        'nos casamos',
        'se casan',
        'me enfade',
        'se enfado',
        'me aburri',
        'me diverti',
        'nos divertimos',
        'me fui',
        'se fue',
        'nos fuimos',
        'me quede',
        'nos quedamos',
        'se casaron',
        'nos conocimos',
        'se conocieron',
        'me olvide',
        'me acorde',
        'irme',
        'quedarme',
        'divertirme',
        'casarme',
        'enfadarme',
        'preocuparme',
      ],
    },
  },
  'lesson-a2-6': {
    role: { es: 'una compañera de piso', en: 'a flatmate' },
    scene: {
      es: 'Vivimos juntos. Hoy necesitas varias cosas y yo las tengo.',
      en: 'We live together. Today you need several things and I have them.',
    },
    task: {
      es: 'Pide prestadas mis cosas y contesta a mis preguntas con pronombres.',
      en: 'Ask to borrow my things and answer my questions with pronouns.',
    },
    steps: [
      {
        line: {
          es: 'Hola, ¿qué necesitas? Estoy un poco ocupada.',
          en: 'Hi, what do you need? I am a bit busy.',
        },
        expects: ['¿me lo prestas?', 'prestar'],
      },
      {
        line: {
          es: 'Claro, te lo presto. Pero me lo devuelves hoy, ¿vale?',
          en: 'Of course, I will lend it to you. But you give it back to me today, OK?',
        },
        expects: ['devolver'],
      },
      {
        line: {
          es: '¿Y dónde están tus llaves? ¿No las tienes?',
          en: 'And where are your keys? Do you not have them?',
        },
        expects: ['las llaves', 'dar', 'prestar', '¿me lo prestas?'],
      },
      {
        line: {
          es: 'Oye, ¿y el regalo para Ana? ¿Ya se lo diste?',
          en: 'Hey, and the present for Ana? Have you given it to her yet?',
        },
        expects: ['se lo di', 'el regalo', 'dar', 'regalar'],
      },
      {
        line: {
          es: '¿Y las fotos de la fiesta? ¿Me las envías?',
          en: 'And the photos from the party? Will you send them to me?',
        },
        expects: ['enviar', 'enseñar'],
      },
    ],
    closing: {
      es: 'Perfecto. ¡Pero esta noche me lo devuelves todo!',
      en: 'Perfect. But tonight you give it all back to me!',
    },
    listening: {
      line: {
        es: 'Mi hermana me prestó su coche y yo se lo devolví el lunes.',
        en: 'My sister lent me her car and I gave it back to her on Monday.',
      },
      question: { es: '¿Qué le prestó su hermana?', en: 'What did her sister lend her?' },
      answers: ['su coche', 'coche'],
    },
    grammarUse: {
      phrases: [
        'me lo',
        'me la',
        'me los',
        'me las',
        'te lo',
        'te la',
        'te los',
        'te las',
        'se lo',
        'se la',
        'se los',
        'se las',
        'nos lo',
        'nos la',
        'nos los',
        'nos las',
        'lo tengo',
        'la tengo',
        'los tengo',
        'las tengo',
        'le di',
        'les di',
        'le doy',
        'les doy',
        'le envio',
        'le regale',
        'le preste',
        'lo devuelvo',
        'la devuelvo',
        'los devuelvo',
        'las devuelvo',
      ],
    },
  },
  'lesson-a2-7': {
    role: { es: 'una amiga', en: 'a friend' },
    scene: {
      es: 'Quiero vivir en otro sitio y te pido consejo.',
      en: 'I want to live somewhere else and I am asking you for advice.',
    },
    task: {
      es: 'Compara la ciudad y el pueblo y di cuál es mejor para ti.',
      en: 'Compare the city and the village and say which is better for you.',
    },
    steps: [
      {
        line: {
          es: '¿Qué es mejor: vivir en la ciudad o en un pueblo?',
          en: 'What is better: living in the city or in a village?',
        },
        expects: ['mejor', 'peor', 'más que', 'menos que'],
      },
      {
        line: { es: '¿Y la vida en la ciudad es más cara?', en: 'And is life in the city more expensive?' },
        expects: ['más que', 'menos que', 'tan… como'],
      },
      {
        line: {
          es: 'En mi pueblo la gente trabaja mucho. ¿Y en tu ciudad?',
          en: 'In my village people work a lot. And in your city?',
        },
        expects: ['tanto como', 'más que', 'menos que'],
      },
      {
        line: {
          es: '¿Cuál es la ciudad más grande de tu país?',
          en: 'What is the biggest city in your country?',
        },
        expects: ['el más grande', 'mayor'],
      },
      {
        line: {
          es: 'Mi hermana mayor vive en la ciudad. ¿Tienes hermanos mayores o menores?',
          en: 'My older sister lives in the city. Do you have older or younger brothers and sisters?',
        },
        expects: ['mayor', 'menor'],
      },
      {
        line: { es: 'Y la comida del pueblo, ¿es mejor?', en: 'And the food in the village, is it better?' },
        expects: ['riquísimo', 'mejor', 'peor'],
      },
    ],
    closing: {
      es: 'Tienes razón. ¡Me voy al pueblo de mis abuelos!',
      en: 'You are right. I am moving to my grandparents’ village!',
    },
    listening: {
      line: {
        es: 'Mi hermano tiene treinta años. Es mayor que yo: yo tengo veinticinco.',
        en: 'My brother is thirty. He is older than me: I am twenty-five.',
      },
      question: { es: '¿Cuántos años tiene el hermano?', en: 'How old is the brother?' },
      answers: ['treinta', 'treinta años'],
    },
    grammarUse: {
      phrases: [
        'mejor',
        'peor',
        'mayor',
        'menor',
        'mejor que',
        'peor que',
        'mayor que',
        'menor que',
        'el mejor',
        'la mejor',
        'el peor',
        'la peor',
        'tanto como',
        'tanta',
        'tantos',
        'tantas',
        'mas grande',
        'menos grande',
        'tan grande',
        'mas pequeño',
        'menos pequeño',
        'tan pequeño',
        'mas pequeña',
        'menos pequeña',
        'tan pequeña',
        'mas caro',
        'menos caro',
        'tan caro',
        'mas cara',
        'menos cara',
        'tan cara',
        'mas barato',
        'menos barato',
        'tan barato',
        'mas barata',
        'menos barata',
        'tan barata',
        'mas bonito',
        'menos bonito',
        'tan bonito',
        'mas bonita',
        'menos bonita',
        'tan bonita',
        'mas tranquilo',
        'menos tranquilo',
        'tan tranquilo',
        'mas tranquila',
        'menos tranquila',
        'tan tranquila',
        'mas alto',
        'menos alto',
        'tan alto',
        'mas alta',
        'menos alta',
        'tan alta',
        'mas interesante',
        'menos interesante',
        'tan interesante',
        'mas rapido',
        'menos rapido',
        'tan rapido',
        'mas rapida',
        'menos rapida',
        'tan rapida',
        'mas facil',
        'menos facil',
        'tan facil',
        'mas dificil',
        'menos dificil',
        'tan dificil',
        'mas divertido',
        'menos divertido',
        'tan divertido',
        'mas divertida',
        'menos divertida',
        'tan divertida',
        'mas limpio',
        'menos limpio',
        'tan limpio',
        'mas limpia',
        'menos limpia',
        'tan limpia',
        'mas seguro',
        'menos seguro',
        'tan seguro',
        'mas segura',
        'menos segura',
        'tan segura',
        'mas moderno',
        'menos moderno',
        'tan moderno',
        'mas moderna',
        'menos moderna',
        'tan moderna',
        'mas viejo',
        'menos viejo',
        'tan viejo',
        'mas vieja',
        'menos vieja',
        'tan vieja',
        'mas bueno',
        'menos bueno',
        'tan bueno',
        'mas buena',
        'menos buena',
        'tan buena',
        'mas sano',
        'menos sano',
        'tan sano',
        'mas sana',
        'menos sana',
        'tan sana',
        'el mas',
        'la mas',
        'los mas',
        'las mas',
        'riquisimo',
        'riquisima',
        'buenisimo',
        'buenisima',
        'carisimo',
        'carisima',
        'baratisimo',
        'baratisima',
        'grandisimo',
        'grandisima',
        'muchisimo',
        'muchisima',
        'facilisimo',
        'guapisimo',
        'guapisima',
        'tranquilisimo',
        'tranquilisima',
      ],
    },
  },
  'lesson-a2-8': {
    role: { es: 'la recepcionista del hotel', en: 'the hotel receptionist' },
    scene: {
      es: 'Estamos en un hotel de Bogotá. Llegas muy tarde.',
      en: 'We are in a hotel in Bogotá. You are arriving very late.',
    },
    task: {
      es: 'Haz el registro, pregunta por el desayuno y explica un problema de la habitación.',
      en: 'Check in, ask about breakfast and explain a problem with the room.',
    },
    steps: [
      {
        line: { es: 'Buenas noches. ¿En qué puedo ayudarle?', en: 'Good evening. How can I help you?' },
        expects: ['la reserva', 'la habitación doble'],
      },
      {
        line: {
          es: 'Sí, aquí la tengo: una habitación doble para tres noches. ¿Qué tal el viaje?',
          en: 'Yes, here I have it: a double room for three nights. How was the journey?',
        },
        expects: ['el vuelo', 'retrasado', 'la maleta'],
      },
      {
        line: { es: '¡Vaya! ¿Y llegó todo su equipaje?', en: 'Oh dear! And did all your luggage arrive?' },
        expects: ['la maleta', 'el equipaje de mano'],
      },
      {
        line: {
          es: 'Lo siento mucho. ¿Necesita algo más?',
          en: 'I am very sorry. Do you need anything else?',
        },
        expects: ['el desayuno incluido'],
      },
      {
        line: {
          es: 'El último día, ¿quiere imprimir aquí la tarjeta de embarque?',
          en: 'On the last day, would you like to print your boarding pass here?',
        },
        expects: ['la tarjeta de embarque', 'el vuelo'],
      },
      {
        line: {
          es: 'Recepción, buenas noches. ¿Hay algún problema en la habitación?',
          en: 'Reception, good evening. Is there a problem in the room?',
        },
        expects: ['no funciona', 'el aire acondicionado'],
      },
    ],
    closing: {
      es: 'Disculpe. Un técnico sube ahora mismo.',
      en: 'I am sorry. A technician is coming up right now.',
    },
    listening: {
      line: {
        es: 'El vuelo a Bogotá sale con retraso por la puerta doce.',
        en: 'The flight to Bogotá is leaving late from gate twelve.',
      },
      question: { es: '¿Por qué puerta sale el vuelo?', en: 'Which gate does the flight leave from?' },
      answers: ['la puerta doce', 'puerta doce', 'doce'],
    },
    grammarUse: {
      phrases: [
        'podria',
        'podrian',
        'me podria',
        'queria',
        'quisiera',
        'me puede',
        'puede usted',
        'seria posible',
      ],
    },
  },
  'lesson-a2-9': {
    role: { es: 'la médica', en: 'the doctor' },
    scene: {
      es: 'Estamos en la consulta. Tienes tos y fiebre desde hace tres días.',
      en: 'We are in the surgery. You have had a cough and a temperature for three days.',
    },
    task: {
      es: 'Explica tus síntomas, contesta a mis preguntas y repite mis consejos.',
      en: 'Explain your symptoms, answer my questions and repeat my advice.',
    },
    steps: [
      {
        line: {
          es: 'Buenos días. Siéntese, por favor. ¿Qué le pasa?',
          en: 'Good morning. Please sit down. What is the matter?',
        },
        expects: ['me duele', 'tengo fiebre', 'la tos', 'estoy resfriado'],
      },
      {
        line: { es: '¿Le duele la cabeza? ¿Y la garganta?', en: 'Does your head hurt? And your throat?' },
        expects: ['me duele', 'la cabeza', 'la garganta'],
      },
      {
        line: {
          es: '¿Le duele algo más? ¿El estómago, la espalda?',
          en: 'Does anything else hurt? Your stomach, your back?',
        },
        expects: ['el estómago', 'la espalda', 'me duele'],
      },
      {
        line: { es: '¿Tiene fiebre ahora? ¿Y la tos?', en: 'Do you have a temperature now? And the cough?' },
        expects: ['tengo fiebre', 'la tos'],
      },
      {
        line: {
          es: 'Es un resfriado fuerte. Tiene que tomar estas pastillas tres veces al día.',
          en: 'It is a bad cold. You have to take these pills three times a day.',
        },
        expects: ['la pastilla', 'la receta'],
      },
      {
        line: {
          es: 'Si en una semana no está mejor, vuelva, por favor.',
          en: 'If you are not better in a week, please come back.',
        },
        expects: ['la cita'],
      },
    ],
    closing: {
      es: 'Aquí tiene la receta. Beba mucha agua y descanse.',
      en: 'Here is the prescription. Drink plenty of water and rest.',
    },
    listening: {
      line: {
        es: 'Me duele mucho la garganta y tengo fiebre desde el lunes.',
        en: 'My throat hurts a lot and I have had a temperature since Monday.',
      },
      question: { es: '¿Qué le duele?', en: 'What hurts?' },
      answers: ['la garganta', 'garganta'],
    },
    grammarUse: {
      phrases: [
        'me duele',
        'me duelen',
        'te duele',
        'te duelen',
        'le duele',
        'le duelen',
        'nos duele',
        'nos duelen',
        'les duele',
        'les duelen',
        'tengo que',
        'tienes que',
        'tiene que',
        'tenemos que',
        'tienen que',
      ],
    },
  },
  'lesson-a2-10': {
    role: { es: 'una amiga en tu cocina', en: 'a friend in your kitchen' },
    scene: {
      es: 'Estamos en tu cocina. Quiero aprender a hacer una tortilla.',
      en: 'We are in your kitchen. I want to learn to make a Spanish omelette.',
    },
    task: {
      es: 'Explícame paso a paso cómo se hace la tortilla.',
      en: 'Explain to me step by step how the omelette is made.',
    },
    steps: [
      {
        line: {
          es: 'Aquí tengo patatas, huevos y una cebolla. ¿Qué hago primero?',
          en: 'Here I have potatoes, eggs and an onion. What do I do first?',
        },
        expects: ['pelar', 'cortar', 'la cebolla'],
      },
      {
        line: { es: 'Ya están peladas. ¿Y ahora las corto?', en: 'They are peeled now. Do I cut them now?' },
        expects: ['cortar', 'la cebolla'],
      },
      {
        line: {
          es: 'Vale. ¿Qué hago con las patatas y la cebolla?',
          en: 'OK. What do I do with the potatoes and the onion?',
        },
        expects: ['freír', 'la sartén', 'a fuego lento'],
      },
      {
        line: { es: '¿Y los huevos? ¿Qué hago con ellos?', en: 'And the eggs? What do I do with them?' },
        expects: ['el huevo', 'mezclar', 'añadir'],
      },
      {
        line: { es: '¿Le pongo sal?', en: 'Shall I put salt in it?' },
        expects: ['una pizca de sal', 'añadir'],
      },
      {
        line: {
          es: 'Y mañana quiero hacer pasta. ¿Cómo se hace?',
          en: 'And tomorrow I want to make pasta. How is it made?',
        },
        expects: ['hervir', 'añadir'],
      },
    ],
    closing: {
      es: '¡Qué bien huele! Gracias por la clase de cocina.',
      en: 'It smells so good! Thanks for the cooking lesson.',
    },
    listening: {
      line: {
        es: 'Primero pela las patatas y después fríe la cebolla a fuego lento.',
        en: 'First peel the potatoes and then fry the onion over a low heat.',
      },
      question: { es: '¿Qué tienes que pelar?', en: 'What do you have to peel?' },
      answers: ['las patatas', 'patatas'],
    },
    grammarUse: {
      phrases: [
        'corta',
        'pela',
        'frie',
        'hierve',
        'mezcla',
        'añade',
        'pon',
        'haz',
        'echa',
        'bate',
        'sirve',
        'cortala',
        'cortalas',
        'cortalo',
        'cortalos',
        'pelala',
        'pelalas',
        'pelalo',
        'pelalos',
        'frielas',
        'frielos',
        'mezclalo',
        'mezclalos',
        'añadela',
        'añadelo',
        'ponla',
        'ponlo',
        'ponlas',
        'ponlos',
      ],
    },
  },
  ...A2_UNIT_4_SCRIPTS,
  ...A2_UNIT_5_SCRIPTS,
  ...A2_UNIT_6_SCRIPTS,
  ...A2_UNIT_7_SCRIPTS,
  ...A2_UNIT_8_SCRIPTS,
  ...A2_UNIT_9_SCRIPTS,
  ...A2_UNIT_10_SCRIPTS,
};
