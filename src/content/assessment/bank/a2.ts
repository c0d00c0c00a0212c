import type { AssessmentQuestion } from '../../../domain/assessment/types';

/** A2: preterite vs imperfect, reflexive verbs, comparatives, object pronouns, everyday errands. */
export const A2_QUESTIONS: AssessmentQuestion[] = [
  {
    id: 'a2-voc-01',
    type: 'vocabulary',
    level: 'A2',
    question: 'What is «un billete de ida y vuelta»?',
    options: ['a one-way ticket', 'a boarding pass', 'the ticket office', 'a return ticket'],
    correctAnswer: 3,
    explanation: '«Ida» is the way there and «vuelta» the way back, so it is a return (round-trip) ticket.',
    explanationEs:
      '«Ida» es el trayecto de ida y «vuelta» el de regreso, así que es un billete de ida y vuelta ("return" o "round-trip ticket").',
    points: 1,
    tags: ['travel'],
  },
  {
    id: 'a2-voc-02',
    type: 'vocabulary',
    level: 'A2',
    question: 'Which verb means "to get dressed"?',
    options: ['vestirse', 'desvestirse', 'ducharse', 'peinarse'],
    correctAnswer: 0,
    explanation:
      '«Vestirse» is to get dressed; «desvestirse» is the opposite, «ducharse» to shower and «peinarse» to comb your hair.',
    explanationEs:
      '«Vestirse» es "to get dressed"; «desvestirse» es lo contrario, «ducharse» es "to shower" y «peinarse» "to comb your hair".',
    points: 1,
    tags: ['reflexive-verbs', 'daily-routine'],
  },
  {
    id: 'a2-voc-03',
    type: 'vocabulary',
    level: 'A2',
    question: 'What does «Me duele la cabeza» mean?',
    options: ['My hair hurts', 'I have a headache', 'I hit my head', "I'm worried"],
    correctAnswer: 1,
    explanation: '«Doler» works like «gustar»: «me duele la cabeza» literally means "my head hurts me".',
    explanationEs:
      '«Doler» funciona como «gustar»: «me duele la cabeza» significa literalmente "my head hurts me".',
    points: 1,
    tags: ['health', 'doler'],
  },
  {
    id: 'a2-voc-04',
    type: 'vocabulary',
    level: 'A2',
    question: 'What does «alquilar un piso» mean?',
    options: ['to buy a flat', 'to sell a flat', 'to rent a flat', 'to clean a flat'],
    correctAnswer: 2,
    explanation: '«Alquilar» is to rent and «un piso» is a flat or apartment.',
    explanationEs: '«Alquilar» es "to rent" y «un piso» es "a flat" o "an apartment".',
    points: 1,
    tags: ['housing'],
  },
  {
    id: 'a2-voc-05',
    type: 'vocabulary',
    level: 'A2',
    question: 'In Spain, what does «quedar con alguien» usually mean?',
    options: [
      "to stay at someone's house",
      'to fall out with someone',
      'to look like someone',
      'to arrange to meet someone',
    ],
    correctAnswer: 3,
    explanation:
      '«Quedar con» a friend means to meet up with them by arrangement, as in «he quedado con Ana a las ocho».',
    explanationEs:
      '«Quedar con» un amigo es verse con él habiéndolo acordado antes, como en «he quedado con Ana a las ocho».',
    points: 1,
    tags: ['social', 'verbs'],
  },
  {
    id: 'a2-voc-06',
    type: 'vocabulary',
    level: 'A2',
    question: 'What is «una entrevista de trabajo»?',
    options: ['a job interview', 'a work meeting', 'a job offer', 'a work contract'],
    correctAnswer: 0,
    explanation:
      '«Entrevista» means interview; a meeting is «una reunión» and a job offer «una oferta de trabajo».',
    explanationEs:
      '«Entrevista» significa "interview"; "a meeting" es «una reunión» y "a job offer" «una oferta de trabajo».',
    points: 1,
    tags: ['work'],
  },
  {
    id: 'a2-voc-07',
    type: 'vocabulary',
    level: 'A2',
    question: 'Which verb completes "to set the table": «Voy a ___ la mesa para la cena.»',
    options: ['hacer', 'poner', 'meter', 'dar'],
    correctAnswer: 1,
    explanation: 'Spanish says «poner la mesa» for setting the table and «quitar la mesa» for clearing it.',
    explanationEs: 'En español se dice «poner la mesa» para prepararla y «quitar la mesa» para recogerla.',
    points: 1,
    tags: ['collocations', 'home'],
  },
  {
    id: 'a2-gra-01',
    type: 'grammar',
    level: 'A2',
    question: 'Complete: «Ayer ___ al cine con mis amigos.»',
    options: ['voy', 'iba', 'fui', 'iré'],
    correctAnswer: 2,
    explanation: 'A single finished action at a specific past time («ayer») takes the preterite: «fui».',
    explanationEs:
      'Una única acción terminada en un momento concreto del pasado («ayer») va en pretérito: «fui».',
    points: 1,
    tags: ['preterite'],
  },
  {
    id: 'a2-gra-02',
    type: 'grammar',
    level: 'A2',
    question: 'Complete: «Cuando era niño, todos los domingos ___ al parque con mi abuelo.»',
    options: ['fui', 'voy', 'iré', 'iba'],
    correctAnswer: 3,
    explanation: 'A repeated habit in the past («todos los domingos») takes the imperfect: «iba».',
    explanationEs: 'Un hábito repetido en el pasado («todos los domingos») va en imperfecto: «iba».',
    points: 1,
    tags: ['preterite-imperfect', 'imperfect'],
  },
  {
    id: 'a2-gra-03',
    type: 'grammar',
    level: 'A2',
    question: 'Complete: «Mientras yo ___ la cena, sonó el teléfono.»',
    options: ['preparaba', 'preparé', 'preparo', 'prepararé'],
    correctAnswer: 0,
    explanation:
      'The ongoing background action takes the imperfect («preparaba»); the interruption takes the preterite («sonó»).',
    explanationEs:
      'La acción de fondo en curso va en imperfecto («preparaba»); la interrupción, en pretérito («sonó»).',
    points: 1,
    tags: ['preterite-imperfect'],
  },
  {
    id: 'a2-gra-04',
    type: 'grammar',
    level: 'A2',
    question: 'Complete: «Mi hermana es ___ alta ___ yo.» (My sister is taller than me.)',
    options: ['más ... de', 'más ... que', 'tan ... que', 'tanto ... como'],
    correctAnswer: 1,
    explanation: 'Comparisons of superiority use «más ... que»; «más de» is only used before numbers.',
    explanationEs:
      'Las comparaciones de superioridad usan «más ... que»; «más de» solo se usa delante de números.',
    points: 1,
    tags: ['comparatives'],
  },
  {
    id: 'a2-gra-05',
    type: 'grammar',
    level: 'A2',
    question: 'Complete: «¿Las llaves? No sé dónde ___ dejé.»',
    options: ['los', 'les', 'las', 'la'],
    correctAnswer: 2,
    explanation: 'The direct object is «las llaves», feminine plural, so the pronoun is «las».',
    explanationEs: 'El objeto directo es «las llaves», femenino plural, así que el pronombre es «las».',
    points: 1,
    tags: ['object-pronouns'],
  },
  {
    id: 'a2-gra-06',
    type: 'grammar',
    level: 'A2',
    question: 'Complete: «A mi madre ___ regalé unas flores.»',
    options: ['la', 'lo', 'se', 'le'],
    correctAnswer: 3,
    explanation: 'My mother receives the flowers, so she is the indirect object and takes «le».',
    explanationEs: 'Mi madre recibe las flores, así que es el objeto indirecto y lleva «le».',
    points: 1,
    tags: ['object-pronouns', 'indirect-object'],
  },
  {
    id: 'a2-gra-07',
    type: 'grammar',
    level: 'A2',
    question: 'Complete with «levantarse»: «Todos los días (yo) ___ a las siete.»',
    options: ['me levanto', 'levanto', 'se levanta', 'te levantas'],
    correctAnswer: 0,
    explanation: 'A reflexive verb needs the pronoun that matches the subject: «yo me levanto».',
    explanationEs: 'Un verbo reflexivo necesita el pronombre que corresponde al sujeto: «yo me levanto».',
    points: 1,
    tags: ['reflexive-verbs', 'daily-routine'],
  },
  {
    id: 'a2-com-01',
    type: 'comprehension',
    level: 'A2',
    question:
      'Read: «El verano pasado fuimos a la playa en Málaga. Hacía mucho calor y todos los días nadábamos en el mar. El último día perdí mi cámara, pero un camarero la encontró.»\n\nWhat happened on the last day?',
    options: [
      'They went swimming for the first time',
      'The speaker lost a camera and a waiter found it',
      'It rained all day',
      'The speaker found a camera on the beach',
    ],
    correctAnswer: 1,
    explanation:
      '«Perdí mi cámara» is "I lost my camera" and «un camarero la encontró» is "a waiter found it".',
    explanationEs:
      '«Perdí mi cámara» es "I lost my camera" y «un camarero la encontró» es "a waiter found it".',
    points: 1,
    tags: ['travel', 'preterite-imperfect'],
  },
  {
    id: 'a2-com-02',
    type: 'comprehension',
    level: 'A2',
    question:
      'Read the email: «Querida Ana: Te escribo desde Lima. Llegué el lunes y me quedo hasta el domingo. El hotel es más pequeño que el de Cuzco, pero está más cerca del centro.»\n\nHow does the hotel in Lima compare with the one in Cuzco?',
    options: [
      'It is bigger and more central',
      'It is the same size',
      'It is smaller but closer to the centre',
      'It is smaller and further from the centre',
    ],
    correctAnswer: 2,
    explanation:
      '«Más pequeño que» means smaller than, and «más cerca del centro» means closer to the centre.',
    explanationEs:
      '«Más pequeño que» significa "smaller than", y «más cerca del centro» significa "closer to the centre".',
    points: 1,
    tags: ['travel', 'comparatives'],
  },
  {
    id: 'a2-com-03',
    type: 'comprehension',
    level: 'A2',
    question:
      "Read the dialogue:\n—¿Qué hiciste el sábado?\n—Nada especial. Me levanté tarde, limpié la casa y por la noche vi una película.\n—¿No saliste?\n—No, estaba muy cansada.\n\nWhy didn't she go out?",
    options: ['She had to clean the house', 'It was raining', 'She had no money', 'She was very tired'],
    correctAnswer: 3,
    explanation: '«Estaba muy cansada» gives the reason: she was very tired.',
    explanationEs: '«Estaba muy cansada» da el motivo: "she was very tired".',
    points: 1,
    tags: ['dialogue', 'preterite-imperfect'],
  },
  {
    id: 'a2-com-04',
    type: 'comprehension',
    level: 'A2',
    question:
      'A notice says: «Por obras, la biblioteca estará cerrada del 3 al 10 de mayo. Los libros se pueden devolver en el buzón de la entrada.»\n\nWhat can you do while the library is closed?',
    options: [
      'Return books in the box at the entrance',
      'Borrow books',
      'Study in the library',
      'Renew books at the desk',
    ],
    correctAnswer: 0,
    explanation:
      'The library is closed for building work, but books «se pueden devolver en el buzón», in the return box.',
    explanationEs:
      'La biblioteca está cerrada por obras, pero los libros «se pueden devolver en el buzón», el buzón de devoluciones.',
    points: 1,
    tags: ['signs'],
  },
  {
    id: 'a2-com-05',
    type: 'comprehension',
    level: 'A2',
    question:
      'Read: «De pequeña, Marta era muy tímida y no hablaba con nadie en el colegio. Ahora es profesora y habla delante de cien estudiantes cada día.»\n\nWhat is true about Marta?',
    options: [
      'She was always confident',
      'She was shy as a child but now speaks in front of students every day',
      'She is still very shy',
      'She never went to school',
    ],
    correctAnswer: 1,
    explanation:
      'The imperfect «era muy tímida» describes her childhood, and «ahora es profesora» shows how she changed.',
    explanationEs:
      'El imperfecto «era muy tímida» describe su infancia, y «ahora es profesora» muestra cómo cambió.',
    points: 1,
    tags: ['imperfect', 'description'],
  },
  {
    id: 'a2-com-06',
    type: 'comprehension',
    level: 'A2',
    question:
      "Read the text message: «Perdona, no puedo ir a la cena esta noche. Mi hijo se ha puesto enfermo. ¿Quedamos el jueves?»\n\nWhy can't the person go to dinner?",
    options: [
      'They have to work late',
      'They are ill',
      'Their son has fallen ill',
      'They forgot about the dinner',
    ],
    correctAnswer: 2,
    explanation: '«Mi hijo se ha puesto enfermo» means "my son has fallen ill".',
    explanationEs: '«Mi hijo se ha puesto enfermo» significa "my son has fallen ill".',
    points: 1,
    tags: ['messages', 'health'],
  },
  {
    id: 'a2-com-07',
    type: 'comprehension',
    level: 'A2',
    question:
      'Read the recipe: «Primero, pela las patatas y córtalas en trozos pequeños. Luego, fríelas en aceite caliente. Después, bate los huevos y mézclalos con las patatas.»\n\nWhat do you do with the eggs?',
    options: [
      'Fry them first',
      'Cut them into small pieces',
      'Peel them',
      'Beat them and mix them with the potatoes',
    ],
    correctAnswer: 3,
    explanation:
      '«Bate los huevos y mézclalos con las patatas»: beat the eggs and mix them with the potatoes.',
    explanationEs:
      '«Bate los huevos y mézclalos con las patatas»: "beat the eggs and mix them with the potatoes".',
    points: 1,
    tags: ['food', 'imperative', 'object-pronouns'],
  },
  {
    id: 'a2-voc-08',
    type: 'vocabulary',
    level: 'A2',
    question: 'What does «devolver» mean in «Quiero devolver estos zapatos»?',
    options: ['to try on', 'to return', 'to buy', 'to repair'],
    correctAnswer: 1,
    explanation:
      '«Devolver» is to give or take something back, here to the shop; to try on is «probarse» and to repair «arreglar».',
    explanationEs:
      '«Devolver» es dar algo a quien lo tenía antes, aquí a la tienda; "to try on" es «probarse» y "to repair" «arreglar».',
    points: 1,
    tags: ['shopping', 'verbs'],
  },
  {
    id: 'a2-voc-09',
    type: 'vocabulary',
    level: 'A2',
    question: "At the doctor's, what is «una receta»?",
    options: ['a receipt', 'an appointment', 'a prescription', 'a waiting room'],
    correctAnswer: 2,
    explanation:
      "At the doctor's «una receta» is a prescription (in the kitchen, a recipe); a receipt is «un recibo» and an appointment «una cita».",
    explanationEs:
      'En el médico, «una receta» es "a prescription" (en la cocina, "a recipe"); "a receipt" es «un recibo» y "an appointment" «una cita».',
    points: 1,
    tags: ['health', 'false-friends'],
  },
  {
    id: 'a2-voc-10',
    type: 'vocabulary',
    level: 'A2',
    question: 'At a train station, what is «el andén»?',
    options: ['the platform', 'the waiting room', 'the timetable', 'the ticket'],
    correctAnswer: 0,
    explanation:
      '«El andén» is the platform where you get on the train; the waiting room is «la sala de espera» and the timetable «el horario».',
    explanationEs:
      '«El andén» es "the platform", donde se sube al tren; "the waiting room" es «la sala de espera» y "the timetable" «el horario».',
    points: 1,
    tags: ['travel'],
  },
  {
    id: 'a2-voc-11',
    type: 'vocabulary',
    level: 'A2',
    question: 'Which word means "the neighbour"?',
    options: ['el barrio', 'el compañero', 'el dueño', 'el vecino'],
    correctAnswer: 3,
    explanation: '«El vecino» is the neighbour; «el barrio» is the neighbourhood and «el dueño» the owner.',
    explanationEs:
      '«El vecino» es "the neighbour"; «el barrio» es "the neighbourhood" y «el dueño», "the owner".',
    points: 1,
    tags: ['housing', 'social'],
  },
  {
    id: 'a2-gra-08',
    type: 'grammar',
    level: 'A2',
    question: 'Complete with «hacer»: «La semana pasada mis amigos ___ una fiesta en su casa.»',
    options: ['hacieron', 'hizo', 'hicieron', 'harán'],
    correctAnswer: 2,
    explanation:
      '«Hacer» has the irregular preterite stem «hic-», and the «ellos» ending is -ieron: «hicieron».',
    explanationEs:
      '«Hacer» tiene la raíz irregular «hic-» en pretérito, y la terminación de «ellos» es -ieron: «hicieron».',
    points: 1,
    tags: ['preterite', 'irregular-verbs'],
  },
  {
    id: 'a2-gra-09',
    type: 'grammar',
    level: 'A2',
    question: 'Complete: «Este libro es ___ que el otro.» (This book is better than the other one.)',
    options: ['mejor', 'más mejor', 'bueno', 'tan bueno'],
    correctAnswer: 0,
    explanation: '«Bueno» has an irregular comparative, «mejor», which never takes «más»: «mejor que».',
    explanationEs: '«Bueno» tiene un comparativo irregular, «mejor», que nunca lleva «más»: «mejor que».',
    points: 1,
    tags: ['comparatives'],
  },
  {
    id: 'a2-gra-10',
    type: 'grammar',
    level: 'A2',
    question: 'Complete: «¿El libro? Mañana ___ doy a tu hermana.»',
    options: ['le lo', 'se lo', 'lo le', 'se la'],
    correctAnswer: 1,
    explanation:
      'The indirect pronoun comes first, and «le» becomes «se» before «lo»: «se lo doy» (the book, to her).',
    explanationEs:
      'El pronombre indirecto va primero, y «le» se convierte en «se» delante de «lo»: «se lo doy» (el libro, a ella).',
    points: 1,
    tags: ['object-pronouns', 'indirect-object'],
  },
  {
    id: 'a2-gra-11',
    type: 'grammar',
    level: 'A2',
    question: 'Complete with «acostarse»: «Ayer mis hijos ___ muy tarde.»',
    options: ['acostaron', 'nos acostamos', 'se acuestaron', 'se acostaron'],
    correctAnswer: 3,
    explanation:
      'A reflexive verb keeps its pronoun («se» for «ellos»), and the o→ue change does not happen in the preterite: «se acostaron».',
    explanationEs:
      'Un verbo reflexivo conserva su pronombre («se» para «ellos»), y el cambio o→ue no se da en el pretérito: «se acostaron».',
    points: 1,
    tags: ['reflexive-verbs', 'preterite'],
  },
  {
    id: 'a2-com-08',
    type: 'comprehension',
    level: 'A2',
    question:
      "Read the message: «Hola, Pablo: ayer te llamé tres veces, pero no contestaste. ¿Estás bien? Llámame cuando puedas. Mamá»\n\nWhy is Pablo's mother writing to him?",
    options: [
      'He called her three times',
      'She wants to visit him',
      'She lost her phone',
      "She called him three times and he didn't answer",
    ],
    correctAnswer: 3,
    explanation:
      '«Te llamé tres veces, pero no contestaste» means "I called you three times, but you didn\'t answer".',
    explanationEs:
      '«Te llamé tres veces, pero no contestaste» significa "I called you three times, but you didn\'t answer".',
    points: 1,
    tags: ['messages', 'preterite'],
  },
  {
    id: 'a2-com-09',
    type: 'comprehension',
    level: 'A2',
    question:
      'Read: «Antes vivía en un pueblo pequeño y caminaba a todas partes. Ahora vivo en la ciudad y voy al trabajo en metro, pero a veces estoy cansado del ruido.»\n\nHow did the speaker get around before?',
    options: ['By metro', 'By car', 'On foot', 'By bike'],
    correctAnswer: 2,
    explanation:
      'The imperfect «caminaba a todas partes» describes his old habit: he walked everywhere. The metro is now.',
    explanationEs:
      'El imperfecto «caminaba a todas partes» describe su costumbre de antes: iba andando a todas partes. El metro es de ahora.',
    points: 1,
    tags: ['imperfect', 'description'],
  },
  {
    id: 'a2-com-10',
    type: 'comprehension',
    level: 'A2',
    question:
      'A notice in a hotel says: «El desayuno se sirve de 7:30 a 10:30 en el comedor de la primera planta. La recepción está abierta las 24 horas.»\n\nWhere is breakfast served?',
    options: [
      'In the dining room on the first floor',
      'In the rooms',
      'At reception',
      'In the café on the ground floor',
    ],
    correctAnswer: 0,
    explanation: '«En el comedor de la primera planta» means "in the dining room on the first floor".',
    explanationEs: '«En el comedor de la primera planta» significa "in the dining room on the first floor".',
    points: 1,
    tags: ['travel', 'signs'],
  },
  {
    id: 'a2-com-11',
    type: 'comprehension',
    level: 'A2',
    question:
      'Read the dialogue:\n—¿Qué tal las vacaciones?\n—Bien, pero el hotel era muy ruidoso y la primera noche no dormí nada. Luego nos cambiaron de habitación.\n—¿Y las otras noches?\n—Mucho mejor.\n\nWhat was the problem at the hotel?',
    options: [
      'The room was dirty',
      'The hotel was very noisy',
      'They lost their luggage',
      'The hotel was full',
    ],
    correctAnswer: 1,
    explanation:
      '«El hotel era muy ruidoso» means the hotel was very noisy, so the speaker did not sleep the first night.',
    explanationEs:
      '«El hotel era muy ruidoso» significa que había mucho ruido, por eso no durmió la primera noche.',
    points: 1,
    tags: ['travel', 'dialogue', 'preterite-imperfect'],
  },
];
