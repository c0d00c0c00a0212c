import type { AssessmentQuestion } from '../../../domain/assessment/types';

/** B2: imperfect subjunctive, si-clauses, passive and impersonal se, nuanced vocabulary and idioms. */
export const B2_QUESTIONS: AssessmentQuestion[] = [
  {
    id: 'b2-voc-01',
    type: 'vocabulary',
    level: 'B2',
    question: '¿Qué significa «estar hasta las narices»?',
    options: ['Estar resfriado', 'Estar harto', 'Estar muy ocupado', 'Estar de muy buen humor'],
    correctAnswer: 1,
    explanation: '«Estar hasta las narices» is a colloquial way of saying you are fed up with something.',
    explanationEs:
      '«Estar hasta las narices» es una forma coloquial de decir que estás harto de algo ("fed up").',
    points: 1,
    tags: ['idioms'],
  },
  {
    id: 'b2-voc-02',
    type: 'vocabulary',
    level: 'B2',
    question: 'Completa: «El Parlamento ha ___ una nueva ley de vivienda.»',
    options: ['probado', 'comprobado', 'aprendido', 'aprobado'],
    correctAnswer: 3,
    explanation: 'A parliament passes a law: «aprobar una ley». «Probar» is to try and «comprobar» to check.',
    explanationEs:
      'Un parlamento aprueba una ley: «aprobar una ley». «Probar» es "to try" y «comprobar», "to check".',
    points: 1,
    tags: ['politics', 'collocations'],
  },
  {
    id: 'b2-voc-03',
    type: 'vocabulary',
    level: 'B2',
    question: '¿Qué significa «ponerse de acuerdo»?',
    options: ['Llegar a un acuerdo', 'Ponerse de pie', 'Estar de buen humor', 'Firmar un contrato'],
    correctAnswer: 0,
    explanation: '«Ponerse de acuerdo» means to reach an agreement, not necessarily a written one.',
    explanationEs: '«Ponerse de acuerdo» significa llegar a un acuerdo, no necesariamente por escrito.',
    points: 1,
    tags: ['collocations'],
  },
  {
    id: 'b2-voc-04',
    type: 'vocabulary',
    level: 'B2',
    question: 'Completa: «Su comentario fue tan ___ que nadie supo si hablaba en serio o en broma.»',
    options: ['ambicioso', 'evidente', 'ambiguo', 'amable'],
    correctAnswer: 2,
    explanation:
      'A remark that can be read two ways is «ambiguo»; that is why nobody knew whether he was joking.',
    explanationEs:
      'Un comentario que se puede entender de dos maneras es «ambiguo»; por eso nadie sabía si bromeaba.',
    points: 1,
    tags: ['adjectives', 'nuance'],
  },
  {
    id: 'b2-voc-05',
    type: 'vocabulary',
    level: 'B2',
    question: 'En la frase «Realizó un estudio sobre el clima», ¿qué significa «realizar»?',
    options: ['Darse cuenta de', 'Llevar a cabo', 'Leer', 'Criticar'],
    correctAnswer: 1,
    explanation: '«Realizar» means to carry out; "to realise" in the sense of noticing is «darse cuenta».',
    explanationEs:
      '«Realizar» significa "to carry out"; "to realise" en el sentido de notar algo es «darse cuenta».',
    points: 1,
    tags: ['false-friends'],
  },
  {
    id: 'b2-voc-06',
    type: 'vocabulary',
    level: 'B2',
    question: 'Un piso «luminoso» es un piso...',
    options: ['con muchas lámparas', 'muy caro', 'en la última planta', 'con mucha luz natural'],
    correctAnswer: 3,
    explanation: '«Luminoso», said of a home, means it gets plenty of natural light.',
    explanationEs: '«Luminoso», dicho de una vivienda, significa que recibe mucha luz natural.',
    points: 1,
    tags: ['housing', 'adjectives'],
  },
  {
    id: 'b2-voc-07',
    type: 'vocabulary',
    level: 'B2',
    question: '¿Qué significa «El jarrón se hizo añicos»?',
    options: [
      'El jarrón se rompió en pedazos muy pequeños',
      'El jarrón se cayó sin romperse',
      'El jarrón se agrietó un poco',
      'El jarrón desapareció',
    ],
    correctAnswer: 0,
    explanation: '«Añicos» are tiny fragments, so «hacerse añicos» means to shatter into pieces.',
    explanationEs:
      'Los «añicos» son trozos muy pequeños, así que «hacerse añicos» significa romperse en pedazos ("to shatter").',
    points: 1,
    tags: ['idioms', 'nuance'],
  },
  {
    id: 'b2-gra-01',
    type: 'grammar',
    level: 'B2',
    question: 'Completa: «Si ___ más dinero, viajaría por todo el mundo.»',
    options: ['tengo', 'tendría', 'tuviera', 'tenga'],
    correctAnswer: 2,
    explanation:
      'An unlikely present condition takes «si» + imperfect subjunctive, with the conditional in the result.',
    explanationEs:
      'Una condición poco probable en el presente lleva «si» + imperfecto de subjuntivo, con el condicional en la consecuencia.',
    points: 1,
    tags: ['si-clauses', 'imperfect-subjunctive'],
  },
  {
    id: 'b2-gra-02',
    type: 'grammar',
    level: 'B2',
    question: 'Completa: «Me pidió que le ___ la verdad.»',
    options: ['dijera', 'digo', 'diré', 'decía'],
    correctAnswer: 0,
    explanation: 'A past request («me pidió que») is followed by the imperfect subjunctive: «dijera».',
    explanationEs:
      'Una petición en pasado («me pidió que») va seguida del imperfecto de subjuntivo: «dijera».',
    points: 1,
    tags: ['imperfect-subjunctive', 'reported-speech'],
  },
  {
    id: 'b2-gra-03',
    type: 'grammar',
    level: 'B2',
    question: 'Cartel en una inmobiliaria: «___ pisos en el centro.»',
    options: ['Se vende', 'Venden se', 'Son vendido', 'Se venden'],
    correctAnswer: 3,
    explanation: 'With passive «se» the verb agrees with the plural subject «pisos»: «se venden pisos».',
    explanationEs:
      'Con la pasiva refleja, el verbo concuerda con el sujeto plural «pisos»: «se venden pisos».',
    points: 1,
    tags: ['passive-se'],
  },
  {
    id: 'b2-gra-04',
    type: 'grammar',
    level: 'B2',
    question: 'Completa: «Necesitábamos a alguien que ___ hablar alemán, pero no encontramos a nadie.»',
    options: ['sabe', 'supiera', 'sabía', 'sabrá'],
    correctAnswer: 1,
    explanation:
      'A person who may not exist takes the subjunctive, and the past main verb calls for the imperfect: «supiera».',
    explanationEs:
      'Una persona que quizá no exista lleva subjuntivo, y el verbo principal en pasado pide el imperfecto: «supiera».',
    points: 1,
    tags: ['imperfect-subjunctive', 'relative-clauses'],
  },
  {
    id: 'b2-gra-05',
    type: 'grammar',
    level: 'B2',
    question: 'Completa: «Habla como si ___ el jefe, pero solo lleva una semana en la empresa.»',
    options: ['es', 'sea', 'fuera', 'será'],
    correctAnswer: 2,
    explanation: '«Como si» always takes the imperfect (or pluperfect) subjunctive: «como si fuera».',
    explanationEs: '«Como si» siempre lleva imperfecto (o pluscuamperfecto) de subjuntivo: «como si fuera».',
    points: 1,
    tags: ['imperfect-subjunctive', 'como-si'],
  },
  {
    id: 'b2-gra-06',
    type: 'grammar',
    level: 'B2',
    question: 'Completa: «Le pedí que me llamara en cuanto ___ al hotel, pero no lo hizo.»',
    options: ['llegara', 'llega', 'llegará', 'llegaba'],
    correctAnswer: 0,
    explanation:
      'A time clause about a moment still ahead at that past time takes the imperfect subjunctive: «en cuanto llegara».',
    explanationEs:
      'Una oración temporal sobre un momento aún futuro en aquel pasado lleva imperfecto de subjuntivo: «en cuanto llegara».',
    points: 1,
    tags: ['imperfect-subjunctive', 'time-clauses'],
  },
  {
    id: 'b2-gra-07',
    type: 'grammar',
    level: 'B2',
    question: 'Completa: «En este restaurante ___ muy bien.»',
    options: ['come se', 'se comen', 'es comido', 'se come'],
    correctAnswer: 3,
    explanation: 'Impersonal «se» with no subject ("one eats well here") uses the singular verb: «se come».',
    explanationEs:
      'El «se» impersonal, sin sujeto ("one eats well here"), usa el verbo en singular: «se come».',
    points: 1,
    tags: ['impersonal-se'],
  },
  {
    id: 'b2-com-01',
    type: 'comprehension',
    level: 'B2',
    question:
      'Lee el texto: «El teletrabajo, que hace unos años era casi excepcional en España, se ha convertido en una opción habitual en muchas empresas. Sin embargo, no todos lo viven igual: mientras que algunos empleados valoran el tiempo que ahorran en desplazamientos, otros echan de menos el contacto con sus compañeros y afirman que les cuesta separar la vida laboral de la personal.»\n\n¿Qué inconveniente del teletrabajo menciona el texto?',
    options: [
      'El gasto en transporte',
      'Los sueldos más bajos',
      'La falta de ordenadores',
      'La dificultad para separar la vida laboral de la personal',
    ],
    correctAnswer: 3,
    explanation:
      'Some workers say «les cuesta separar la vida laboral de la personal»; saving travel time is an advantage.',
    explanationEs:
      'Algunos trabajadores dicen que «les cuesta separar la vida laboral de la personal»; ahorrar tiempo de desplazamiento es una ventaja.',
    points: 2,
    tags: ['work', 'society'],
  },
  {
    id: 'b2-com-02',
    type: 'comprehension',
    level: 'B2',
    question:
      'Lee la carta: «Me dirijo a ustedes para expresar mi malestar por el servicio recibido. El pasado 12 de marzo compré una lavadora en su tienda en línea que, según su web, se entregaría en 48 horas. Tres semanas después, sigo sin recibirla y nadie responde a mis correos. Si no recibo una solución antes del viernes, me veré obligado a cancelar el pedido y solicitar el reembolso.»\n\n¿Qué hará el cliente si no le dan una solución?',
    options: [
      'Comprará otra lavadora en la misma tienda',
      'Cancelará el pedido y pedirá que le devuelvan el dinero',
      'Irá personalmente a la tienda',
      'Escribirá una reseña negativa',
    ],
    correctAnswer: 1,
    explanation:
      '«Me veré obligado a cancelar el pedido y solicitar el reembolso»: he will cancel and ask for a refund.',
    explanationEs:
      '«Me veré obligado a cancelar el pedido y solicitar el reembolso»: cancelará el pedido y pedirá que le devuelvan el dinero.',
    points: 2,
    tags: ['complaints', 'formal-register'],
  },
  {
    id: 'b2-com-03',
    type: 'comprehension',
    level: 'B2',
    question:
      'Lee el diálogo:\n—¿Al final te quedaste con el piso de la calle Mayor?\n—Qué va. Me encantaba, pero el dueño pedía que le pagara seis meses por adelantado y no me lo podía permitir.\n—¡Vaya! ¿Y ahora qué?\n—Sigo buscando; a ver si encuentro algo antes de que se me acabe el contrato.\n\n¿Por qué no alquiló el piso?',
    options: [
      'No le gustaba el barrio',
      'El dueño ya lo había alquilado',
      'No podía pagar seis meses por adelantado',
      'Era demasiado pequeño',
    ],
    correctAnswer: 2,
    explanation:
      'She loved the flat, but the owner wanted six months in advance and «no me lo podía permitir».',
    explanationEs:
      'Le encantó el piso, pero el dueño quería seis meses por adelantado y «no me lo podía permitir».',
    points: 2,
    tags: ['housing', 'dialogue', 'imperfect-subjunctive'],
  },
  {
    id: 'b2-com-04',
    type: 'comprehension',
    level: 'B2',
    question:
      'Lee la noticia: «Las autoridades prevén que este verano lleguen a las islas más turistas que nunca. Para reducir el impacto sobre el medio ambiente, se limitará el acceso a algunas playas y se cobrará una pequeña tasa por noche de alojamiento, que se destinará a la conservación de los espacios naturales.»\n\n¿A qué se destinará el dinero de la tasa?',
    options: [
      'A la conservación de los espacios naturales',
      'A construir más hoteles',
      'A bajar los precios del transporte',
      'A promocionar el turismo',
    ],
    correctAnswer: 0,
    explanation:
      'The tax «se destinará a la conservación de los espacios naturales», that is, to protecting nature.',
    explanationEs:
      'El impuesto «se destinará a la conservación de los espacios naturales», es decir, a proteger la naturaleza.',
    points: 2,
    tags: ['news', 'passive-se', 'environment'],
  },
  {
    id: 'b2-com-05',
    type: 'comprehension',
    level: 'B2',
    question:
      'Lee el texto: «Mi abuela decía que quien no sabe de dónde viene difícilmente sabrá adónde va. Por eso, cuando me mudé a Canadá, me propuse no olvidar nunca el español y hablarlo con mis hijos, aunque al principio ellos se resistieran.»\n\n¿Qué decidió hacer el narrador?',
    options: [
      'Olvidar su pasado',
      'Volver a su país',
      'Aprender inglés con sus hijos',
      'Mantener el español y hablarlo con sus hijos',
    ],
    correctAnswer: 3,
    explanation: '«Me propuse no olvidar nunca el español y hablarlo con mis hijos» states his decision.',
    explanationEs: '«Me propuse no olvidar nunca el español y hablarlo con mis hijos» expresa su decisión.',
    points: 2,
    tags: ['family', 'identity', 'imperfect-subjunctive'],
  },
  {
    id: 'b2-com-06',
    type: 'comprehension',
    level: 'B2',
    question:
      'Lee las instrucciones: «Antes de usar el aparato, lea atentamente este manual. No lo sumerja en agua ni lo utilice con las manos mojadas. En caso de avería, no intente repararlo usted mismo: diríjase a un servicio técnico autorizado.»\n\n¿Qué debe hacer el usuario si el aparato se estropea?',
    options: [
      'Repararlo él mismo',
      'Llevarlo a un servicio técnico autorizado',
      'Sumergirlo en agua',
      'Tirarlo a la basura',
    ],
    correctAnswer: 1,
    explanation: '«En caso de avería» (if it breaks down) the user must go to an authorised repair service.',
    explanationEs:
      '«En caso de avería» (si se estropea), el usuario debe acudir a un servicio técnico autorizado.',
    points: 1,
    tags: ['instructions', 'formal-imperative'],
  },
  {
    id: 'b2-com-07',
    type: 'comprehension',
    level: 'B2',
    question:
      'Lee la opinión: «Hay quien piensa que las redes sociales nos han acercado; yo, en cambio, creo que nos han convertido en espectadores de la vida de los demás. Pasamos horas mirando fotos de viajes ajenos en lugar de planear los nuestros.»\n\n¿Qué opina el autor?',
    options: [
      'Que las redes sociales nos acercan',
      'Que deberíamos viajar menos',
      'Que las redes nos convierten en espectadores de la vida ajena',
      'Que las fotos de viajes son inútiles',
    ],
    correctAnswer: 2,
    explanation:
      '«Yo, en cambio» marks his own view, opposed to the first one: social media makes us spectators.',
    explanationEs:
      '«Yo, en cambio» marca su propia opinión, opuesta a la primera: las redes sociales nos convierten en espectadores.',
    points: 1,
    tags: ['opinion', 'technology'],
  },
  {
    id: 'b2-voc-08',
    type: 'vocabulary',
    level: 'B2',
    question: '¿Qué significa «meter la pata»?',
    options: ['Tropezar', 'Entrometerse en algo', 'Equivocarse o decir algo inoportuno', 'Trabajar mucho'],
    correctAnswer: 2,
    explanation:
      '«Meter la pata» is to put your foot in it: to make a blunder or say something tactless. Meddling is «meter las narices».',
    explanationEs:
      '«Meter la pata» es equivocarse o decir algo que no se debía decir ("to put your foot in it"). Entrometerse es «meter las narices».',
    points: 1,
    tags: ['idioms'],
  },
  {
    id: 'b2-voc-09',
    type: 'vocabulary',
    level: 'B2',
    question: 'Completa: «La empresa ha ___ a veinte trabajadores por la crisis.»',
    options: ['despedido', 'despegado', 'dimitido', 'desempleado'],
    correctAnswer: 0,
    explanation:
      'A company dismisses workers: «despedir a alguien». «Dimitir» is to resign, said of oneself, and «despegar» is to take off.',
    explanationEs:
      'Una empresa despide a sus trabajadores: «despedir a alguien». «Dimitir» es renunciar uno mismo a un cargo y «despegar», "to take off".',
    points: 1,
    tags: ['work', 'collocations'],
  },
  {
    id: 'b2-voc-10',
    type: 'vocabulary',
    level: 'B2',
    question: '«Mi compañero es muy sensible» significa que...',
    options: [
      'es muy sensato',
      'se emociona o se ofende con facilidad',
      'tiene mucho sentido común',
      'es muy práctico',
    ],
    correctAnswer: 1,
    explanation: '«Sensible» means sensitive; the English "sensible" is «sensato» in Spanish.',
    explanationEs:
      '«Sensible» significa "sensitive"; la palabra inglesa "sensible" se traduce por «sensato».',
    points: 1,
    tags: ['false-friends'],
  },
  {
    id: 'b2-voc-11',
    type: 'vocabulary',
    level: 'B2',
    question: 'Completa: «Es una persona muy ___: nunca llega tarde y siempre cumple lo que promete.»',
    options: ['confiada', 'caprichosa', 'distraída', 'fiable'],
    correctAnswer: 3,
    explanation:
      '«Fiable» means reliable, someone you can count on; «confiada» means too ready to trust others, not confident.',
    explanationEs:
      '«Fiable» significa que se puede contar con esa persona; «confiada» es quien se fía demasiado de los demás.',
    points: 1,
    tags: ['adjectives', 'nuance'],
  },
  {
    id: 'b2-gra-08',
    type: 'grammar',
    level: 'B2',
    question: 'Completa: «Me alegré mucho de que ___ a verme al hospital.»',
    options: ['vienes', 'vinieras', 'vendrías', 'viniste'],
    correctAnswer: 1,
    explanation:
      "A feeling about someone else's action («me alegré de que») takes the subjunctive, imperfect after a past verb: «vinieras».",
    explanationEs:
      'Un sentimiento ante lo que hace otra persona («me alegré de que») lleva subjuntivo, en imperfecto tras un verbo en pasado: «vinieras».',
    points: 1,
    tags: ['imperfect-subjunctive', 'emotions'],
  },
  {
    id: 'b2-gra-09',
    type: 'grammar',
    level: 'B2',
    question: 'Completa: «Este puente ___ construido por los romanos en el siglo II.»',
    options: ['estuvo', 'está', 'había', 'fue'],
    correctAnswer: 3,
    explanation:
      'A passive naming the agent of a finished past action takes «ser» in the preterite: «fue construido por los romanos».',
    explanationEs:
      'Una pasiva que nombra al agente de una acción pasada y terminada lleva «ser» en pretérito: «fue construido por los romanos».',
    points: 1,
    tags: ['passive'],
  },
  {
    id: 'b2-gra-10',
    type: 'grammar',
    level: 'B2',
    question: 'Completa: «En esta oficina ___ a los clientes con mucha amabilidad.»',
    options: ['se atiende', 'se atienden', 'atiende se', 'son atendido'],
    correctAnswer: 0,
    explanation:
      'With the personal «a» the «se» is impersonal and the verb stays singular: «se atiende a los clientes».',
    explanationEs:
      'Con la «a» de persona, el «se» es impersonal y el verbo va en singular: «se atiende a los clientes».',
    points: 1,
    tags: ['impersonal-se'],
  },
  {
    id: 'b2-gra-11',
    type: 'grammar',
    level: 'B2',
    question: 'Completa: «Si no ___ tanto ruido, podría concentrarme mejor.»',
    options: ['habría', 'haya', 'hubiera', 'habrá'],
    correctAnswer: 2,
    explanation:
      'A condition contrary to the present takes «si» + imperfect subjunctive, with the conditional in the result: «si no hubiera».',
    explanationEs:
      'Una condición contraria al presente lleva «si» + imperfecto de subjuntivo, con el condicional en la consecuencia: «si no hubiera».',
    points: 1,
    tags: ['si-clauses', 'imperfect-subjunctive'],
  },
  {
    id: 'b2-com-08',
    type: 'comprehension',
    level: 'B2',
    question:
      'Lee el texto: «Durante décadas se pensó que los perros solo distinguían el blanco y el negro. Hoy sabemos que no es así: ven algunos colores, aunque su gama es más reducida que la nuestra. Lo que sí tienen mucho más desarrollado que nosotros es el olfato, que les permite detectar sustancias en cantidades minúsculas.»\n\n¿Qué afirma el texto sobre la vista de los perros?',
    options: [
      'Que solo ven en blanco y negro',
      'Que ven más colores que los humanos',
      'Que es su sentido más desarrollado',
      'Que ven algunos colores, aunque menos que los humanos',
    ],
    correctAnswer: 3,
    explanation:
      'The text corrects the old belief: dogs «ven algunos colores», though their range is «más reducida que la nuestra».',
    explanationEs:
      'El texto corrige la creencia antigua: los perros «ven algunos colores», aunque su gama es «más reducida que la nuestra».',
    points: 2,
    tags: ['science', 'nuance'],
  },
  {
    id: 'b2-com-09',
    type: 'comprehension',
    level: 'B2',
    question:
      'Lee el aviso: «Estimados vecinos: les informamos de que el próximo martes se cortará el suministro de agua entre las 9:00 y las 14:00 por obras en la red. Les rogamos que llenen algún recipiente con antelación y disculpen las molestias. La Administración.»\n\n¿Qué se pide a los vecinos?',
    options: [
      'Que no usen el ascensor',
      'Que paguen las obras',
      'Que guarden agua antes del corte',
      'Que salgan del edificio',
    ],
    correctAnswer: 2,
    explanation:
      '«Les rogamos que llenen algún recipiente con antelación» asks residents to fill a container before the water is cut off.',
    explanationEs:
      '«Les rogamos que llenen algún recipiente con antelación» pide a los vecinos que guarden agua antes del corte.',
    points: 2,
    tags: ['formal-register', 'passive-se', 'housing'],
  },
  {
    id: 'b2-com-10',
    type: 'comprehension',
    level: 'B2',
    question:
      'Lee el diálogo:\n—¿Le has contado a Sergio lo de la fiesta sorpresa para Pilar?\n—¡Qué va! Si se lo contara, mañana lo sabría toda la oficina, Pilar incluida.\n\n¿Por qué no se lo ha contado a Sergio?',
    options: [
      'Porque teme que Sergio se lo cuente a todo el mundo',
      'Porque Sergio no está invitado',
      'Porque no ha visto a Sergio',
      'Porque Sergio ya lo sabe',
    ],
    correctAnswer: 0,
    explanation:
      'The hypothetical «si se lo contara, mañana lo sabría toda la oficina» shows the speaker fears Sergio would spread it.',
    explanationEs:
      'La hipótesis «si se lo contara, mañana lo sabría toda la oficina» muestra que teme que Sergio lo difunda.',
    points: 2,
    tags: ['dialogue', 'si-clauses'],
  },
  {
    id: 'b2-com-11',
    type: 'comprehension',
    level: 'B2',
    question:
      'Cartel en una playa: «Queda terminantemente prohibido el baño cuando ondee la bandera roja. Con bandera amarilla, se recomienda precaución.»\n\n¿Qué significa la bandera amarilla?',
    options: [
      'Que está prohibido bañarse',
      'Que uno puede bañarse, pero con cuidado',
      'Que la playa está cerrada',
      'Que no hay socorrista',
    ],
    correctAnswer: 1,
    explanation:
      'Only the red flag bans swimming; with the yellow one «se recomienda precaución», so swim with care.',
    explanationEs:
      'Solo la bandera roja prohíbe el baño; con la amarilla «se recomienda precaución», así que se puede nadar con cuidado.',
    points: 1,
    tags: ['signs', 'formal-register'],
  },
];
