import type { AssessmentQuestion } from '../../../domain/assessment/types';

/** C2: subtle idioms, literary tenses, fine semantic distinctions, regional variation, irony and implicature. */
export const C2_QUESTIONS: AssessmentQuestion[] = [
  {
    id: 'c2-voc-01',
    type: 'vocabulary',
    level: 'C2',
    question:
      'En gran parte de Hispanoamérica se dice «computadora». ¿Qué palabra se usa habitualmente en España?',
    options: ['calculadora', 'portátil', 'teclado', 'ordenador'],
    correctAnswer: 3,
    explanation: 'Spain says «ordenador» (from French «ordinateur»); «portátil» is specifically a laptop.',
    explanationEs:
      'En España se dice «ordenador» (del francés «ordinateur»); «portátil» es concretamente un ordenador portátil.',
    points: 1,
    tags: ['regional-variation'],
  },
  {
    id: 'c2-voc-02',
    type: 'vocabulary',
    level: 'C2',
    question: 'En México, si alguien promete hacer algo «ahorita», normalmente quiere decir que...',
    options: [
      'lo hizo hace mucho tiempo',
      'lo hará dentro de un rato, no necesariamente de inmediato',
      'no lo hará nunca',
      'lo hizo ayer',
    ],
    correctAnswer: 1,
    explanation:
      'Despite being a diminutive of «ahora», Mexican «ahorita» often means "in a little while", with an elastic sense of time.',
    explanationEs:
      'Aunque es un diminutivo de «ahora», el «ahorita» mexicano suele significar "dentro de un rato", con un sentido del tiempo elástico.',
    points: 1,
    tags: ['regional-variation', 'time'],
  },
  {
    id: 'c2-voc-03',
    type: 'vocabulary',
    level: 'C2',
    question: '¿Qué quiere decir el refrán «A buen entendedor, pocas palabras bastan»?',
    options: [
      'Conviene hablar poco en público',
      'Los buenos oyentes no suelen hablar',
      'Quien es perspicaz entiende sin necesidad de largas explicaciones',
      'Las palabras sobran cuando hay amistad',
    ],
    correctAnswer: 2,
    explanation:
      'The saying means that a sharp listener catches the meaning from a hint, so there is no need to spell it out.',
    explanationEs:
      'El refrán significa que quien es listo capta el sentido con una insinuación, así que no hace falta explicarlo todo.',
    points: 1,
    tags: ['sayings'],
  },
  {
    id: 'c2-voc-04',
    type: 'vocabulary',
    level: 'C2',
    question: '¿Qué significa «desternillarse de risa»?',
    options: ['Reírse muchísimo', 'Sonreír con timidez', 'Fingir que uno se ríe', 'Burlarse con crueldad'],
    correctAnswer: 0,
    explanation: "«Desternillarse» is to laugh uncontrollably, to split one's sides laughing.",
    explanationEs: '«Desternillarse» es reírse sin poder parar, partirse de risa.',
    points: 1,
    tags: ['idioms', 'emotions'],
  },
  {
    id: 'c2-voc-05',
    type: 'vocabulary',
    level: 'C2',
    question: 'Si un político «echa balones fuera» en una entrevista, ¿qué hace?',
    options: [
      'Juega mal al fútbol',
      'Despide a uno de sus colaboradores',
      'Exagera un problema',
      'Elude una responsabilidad o una pregunta comprometida',
    ],
    correctAnswer: 3,
    explanation:
      '«Echar balones fuera» means dodging an awkward question or shifting responsibility elsewhere.',
    explanationEs:
      '«Echar balones fuera» significa esquivar una pregunta incómoda o cargar la responsabilidad a otro.',
    points: 1,
    tags: ['idioms', 'politics'],
  },
  {
    id: 'c2-voc-06',
    type: 'vocabulary',
    level: 'C2',
    question:
      '¿Qué adjetivo describe a alguien excesivamente escrupuloso con los detalles, hasta resultar pesado?',
    options: ['pulcro', 'puntilloso', 'puntual', 'pusilánime'],
    correctAnswer: 1,
    explanation:
      '«Puntilloso» is fussy to the point of being tiresome; «pulcro» is neat and «pusilánime» faint-hearted.',
    explanationEs:
      '«Puntilloso» es quisquilloso hasta resultar pesado; «pulcro» es limpio y cuidadoso, y «pusilánime», apocado.',
    points: 1,
    tags: ['adjectives', 'nuance'],
  },
  {
    id: 'c2-voc-07',
    type: 'vocabulary',
    level: 'C2',
    question: '«Lo hizo adrede» significa que lo hizo...',
    options: ['por descuido', 'a regañadientes', 'a propósito', 'de improviso'],
    correctAnswer: 2,
    explanation:
      '«Adrede» means deliberately; «a regañadientes» is reluctantly and «de improviso» unexpectedly.',
    explanationEs:
      '«Adrede» significa a propósito; «a regañadientes» es de mala gana y «de improviso», sin avisar.',
    points: 1,
    tags: ['adverbs', 'nuance'],
  },
  {
    id: 'c2-voc-08',
    type: 'vocabulary',
    level: 'C2',
    question: '¿Qué significa «un pobre hombre», frente a «un hombre pobre»?',
    options: [
      'Un hombre digno de lástima o de poca valía',
      'Un hombre sin dinero',
      'Un hombre de origen humilde que se ha hecho rico',
      'Un hombre enfermo',
    ],
    correctAnswer: 0,
    explanation:
      'Before the noun «pobre» is evaluative (pitiable, of little worth); after it, it means lacking money.',
    explanationEs:
      'Delante del sustantivo, «pobre» es valorativo (digno de lástima, de poco valor); detrás, significa sin dinero.',
    points: 1,
    tags: ['adjective-position', 'nuance'],
  },
  {
    id: 'c2-gra-01',
    type: 'grammar',
    level: 'C2',
    question: 'En el español rioplatense, ¿cuál es la forma que corresponde a «tú tienes»?',
    options: ['vos tenés', 'vos tenéis', 'vos tienés', 'vos tengas'],
    correctAnswer: 0,
    explanation:
      'River Plate voseo stresses the ending and keeps the unchanged stem: «vos tenés», «vos querés», «vos podés».',
    explanationEs:
      'El voseo rioplatense acentúa la terminación y mantiene la raíz sin cambios: «vos tenés», «vos querés», «vos podés».',
    points: 1,
    tags: ['voseo', 'regional-variation'],
  },
  {
    id: 'c2-gra-02',
    type: 'grammar',
    level: 'C2',
    question:
      'En el texto legal «Quien infringiere esta norma será sancionado», ¿qué forma verbal es «infringiere»?',
    options: [
      'Pretérito imperfecto de subjuntivo',
      'Condicional simple',
      'Presente de subjuntivo',
      'Futuro de subjuntivo',
    ],
    correctAnswer: 3,
    explanation:
      'The -re forms are the future subjunctive, now surviving mainly in legal texts and set phrases such as «sea lo que fuere».',
    explanationEs:
      'Las formas en -re son el futuro de subjuntivo, que hoy sobrevive sobre todo en textos legales y frases hechas como «sea lo que fuere».',
    points: 1,
    tags: ['literary-tenses', 'future-subjunctive'],
  },
  {
    id: 'c2-gra-03',
    type: 'grammar',
    level: 'C2',
    question: 'En «Apenas hubo terminado la cena, se retiró a su habitación», ¿qué expresa «hubo terminado»?',
    options: [
      'Una acción habitual en el pasado',
      'Una acción inmediatamente anterior a otra acción pasada',
      'Una hipótesis sobre el pasado',
      'Una acción futura',
    ],
    correctAnswer: 1,
    explanation:
      'The «pretérito anterior» (hubo + participle), used after «apenas» or «en cuanto», marks an action just before another past one.',
    explanationEs:
      'El pretérito anterior (hubo + participio), usado tras «apenas» o «en cuanto», marca una acción inmediatamente anterior a otra pasada.',
    points: 1,
    tags: ['literary-tenses', 'preterito-anterior'],
  },
  {
    id: 'c2-gra-04',
    type: 'grammar',
    level: 'C2',
    question:
      'En «la casa que construyera su abuelo en 1920», propio del registro literario o periodístico, la forma «construyera» equivale a...',
    options: ['construya', 'construiría', 'había construido', 'construirá'],
    correctAnswer: 2,
    explanation:
      'Here the -ra form keeps its old value of the pluperfect indicative, so it means «había construido».',
    explanationEs:
      'Aquí la forma en -ra conserva su antiguo valor de pluscuamperfecto de indicativo, así que significa «había construido».',
    points: 1,
    tags: ['literary-tenses', 'ra-form'],
  },
  {
    id: 'c2-gra-05',
    type: 'grammar',
    level: 'C2',
    question: 'Completa: «No lo hizo por dinero, ___ por orgullo.»',
    options: ['sino', 'si no', 'sino que', 'si bien'],
    correctAnswer: 0,
    explanation:
      '«Sino» corrects a denied element; «si no» means "if not" and «sino que» is needed only before a conjugated verb.',
    explanationEs:
      '«Sino» corrige un elemento negado; «si no» significa "if not", y «sino que» solo hace falta delante de un verbo conjugado.',
    points: 1,
    tags: ['sino-si-no', 'connectors'],
  },
  {
    id: 'c2-gra-06',
    type: 'grammar',
    level: 'C2',
    question: '¿Qué diferencia hay entre «Aunque es tarde, me quedo» y «Aunque sea tarde, me quedo»?',
    options: [
      'No hay ninguna diferencia de significado',
      'La primera es incorrecta',
      'La segunda se refiere al pasado',
      'En la primera, la hora tardía se presenta como un hecho; en la segunda, como algo posible o irrelevante',
    ],
    correctAnswer: 3,
    explanation:
      '«Aunque» + indicative asserts the fact; + subjunctive treats it as hypothetical or as not mattering.',
    explanationEs:
      '«Aunque» + indicativo afirma el hecho; + subjuntivo lo presenta como hipotético o como algo que no importa.',
    points: 1,
    tags: ['mood', 'concession', 'nuance'],
  },
  {
    id: 'c2-gra-07',
    type: 'grammar',
    level: 'C2',
    question: 'Según la norma académica, ¿cuál de estas oraciones contiene un leísmo admitido?',
    options: [
      '«A María le vi ayer en el parque.»',
      '«A Juan le vi ayer en el parque.»',
      '«Ese libro le leí el verano pasado.»',
      '«A tus hermanas les vi ayer.»',
    ],
    correctAnswer: 1,
    explanation:
      'Only «le» for a masculine singular person as direct object is accepted; with women or things it is a mistake.',
    explanationEs:
      'Solo se acepta «le» como objeto directo para una persona masculina singular; con mujeres o cosas es un error.',
    points: 1,
    tags: ['leismo', 'regional-variation'],
  },
  {
    id: 'c2-com-01',
    type: 'comprehension',
    level: 'C2',
    question:
      'Lee el fragmento: «No era la primera vez que Álvaro prometía cambiar. Lo había prometido en Navidad, en su cumpleaños y hasta en el entierro de su padre, con esa solemnidad que solo se permiten quienes saben de antemano que no cumplirán. Por eso, cuando aquella noche juró que dejaría la bebida, Inés se limitó a sonreír y siguió fregando los platos.»\n\n¿Qué revela la reacción de Inés?',
    options: [
      'Que confía plenamente en Álvaro',
      'Un escepticismo nacido de muchas promesas incumplidas',
      'Que está furiosa con él',
      'Que no ha oído lo que dice Álvaro',
    ],
    correctAnswer: 1,
    explanation:
      'The list of broken promises and her bare smile while she goes on washing up show disbelief, not anger or trust.',
    explanationEs:
      'La lista de promesas incumplidas y su sonrisa escueta mientras sigue fregando muestran incredulidad, no enfado ni confianza.',
    points: 2,
    tags: ['literary', 'inference'],
  },
  {
    id: 'c2-com-02',
    type: 'comprehension',
    level: 'C2',
    question:
      'Lee: «"Magnífica idea la de cortar la única carretera de acceso al pueblo en plena temporada turística", comentó el alcalde con una sonrisa que no le llegaba a los ojos.»\n\n¿Qué actitud muestra el alcalde?',
    options: ['Un entusiasmo sincero', 'Indiferencia', 'Ironía que encubre su desaprobación', 'Alivio'],
    correctAnswer: 2,
    explanation:
      'Praising an obviously harmful decision, with a smile that «no le llegaba a los ojos», is ironic disapproval.',
    explanationEs:
      'Elogiar una decisión claramente perjudicial, con una sonrisa que «no le llegaba a los ojos», es una desaprobación irónica.',
    points: 2,
    tags: ['irony', 'literary'],
  },
  {
    id: 'c2-com-03',
    type: 'comprehension',
    level: 'C2',
    question:
      'Lee el diálogo:\n—Che, ¿viste lo que salió en el diario?\n—No, ¿qué pasó?\n—Que van a cerrar la pileta del club todo el verano.\n—¡No te puedo creer! Con el calor que hace...\n\n¿De qué se quejan y de dónde son probablemente los hablantes?',
    options: [
      'Del cierre de la piscina del club; probablemente son rioplatenses',
      'De una noticia falsa en el periódico; probablemente son mexicanos',
      'De la subida de las cuotas del club; probablemente son españoles',
      'Del calor; probablemente son colombianos',
    ],
    correctAnswer: 0,
    explanation:
      '«Pileta» (swimming pool), «che» and «diario» for newspaper are typical of Argentina and Uruguay.',
    explanationEs: '«Pileta» (piscina), «che» y «diario» por periódico son típicos de Argentina y Uruguay.',
    points: 2,
    tags: ['regional-variation', 'dialogue'],
  },
  {
    id: 'c2-com-04',
    type: 'comprehension',
    level: 'C2',
    question:
      'Lee: «El informe no dice que la empresa haya cometido irregularidades; dice que no puede descartarse que las haya cometido. La diferencia, que a algunos titulares les ha pasado inadvertida, no es menor.»\n\n¿Qué critica el autor?',
    options: [
      'Que la empresa haya cometido irregularidades',
      'Que el informe sea demasiado largo',
      'Que no se investigue a la empresa',
      'Que algunos medios presentaran una mera posibilidad como un hecho',
    ],
    correctAnswer: 3,
    explanation:
      'The author stresses the gap between «ha cometido» and «no puede descartarse que las haya cometido», which some headlines missed.',
    explanationEs:
      'El autor subraya la diferencia entre «ha cometido» y «no puede descartarse que las haya cometido», que algunos titulares pasaron por alto.',
    points: 2,
    tags: ['media', 'nuance', 'inference'],
  },
  {
    id: 'c2-com-05',
    type: 'comprehension',
    level: 'C2',
    question:
      'Lee el fragmento: «Cuando el coronel hubo leído la carta, la dobló con parsimonia y la arrojó al fuego. Nadie en la sala se atrevió a preguntar qué decía; bastaba verle la cara para saberlo.»\n\n¿Qué se deduce del texto?',
    options: [
      'El coronel leyó la carta en voz alta',
      'El contenido de la carta era grave y su rostro lo delataba',
      'Los presentes le preguntaron qué decía la carta',
      'El coronel guardó la carta para releerla',
    ],
    correctAnswer: 1,
    explanation:
      'Nobody dared to ask because his face («bastaba verle la cara») already showed the bad news; he burned the letter.',
    explanationEs:
      'Nadie se atrevió a preguntar porque su cara («bastaba verle la cara») ya anunciaba la mala noticia; quemó la carta.',
    points: 2,
    tags: ['literary', 'literary-tenses', 'inference'],
  },
  {
    id: 'c2-com-06',
    type: 'comprehension',
    level: 'C2',
    question:
      'Lee el texto: «Se ha dicho hasta la saciedad que traducir es traicionar. Convendría matizarlo: toda traducción es, en rigor, una interpretación, y como tal implica elecciones. Lo que distingue al buen traductor no es la ausencia de pérdidas —imposible— sino la lucidez con que decide qué sacrificar.»\n\nSegún el autor, ¿qué distingue a un buen traductor?',
    options: [
      'Que no pierde nada del original',
      'Que traduce palabra por palabra',
      'Que decide con lucidez qué sacrificar',
      'Que evita interpretar el texto',
    ],
    correctAnswer: 2,
    explanation:
      'The author calls a loss-free translation impossible and praises «la lucidez con que decide qué sacrificar».',
    explanationEs:
      'El autor considera imposible una traducción sin pérdidas y elogia «la lucidez con que decide qué sacrificar».',
    points: 2,
    tags: ['argument', 'language'],
  },
  {
    id: 'c2-com-07',
    type: 'comprehension',
    level: 'C2',
    question:
      'Lee el diálogo:\n—¿Te vienes esta noche?\n—Paso, tío, estoy reventado.\n—Venga, no seas muermo, que solo es un rato.\n—Que no, de verdad. Otro día.\n\n¿Qué hace el segundo hablante?',
    options: [
      'Rechaza la invitación porque está agotado',
      'Acepta la invitación con entusiasmo',
      'Dice que irá más tarde',
      'Se enfada con su amigo',
    ],
    correctAnswer: 0,
    explanation:
      'In colloquial Spain Spanish «paso» means "I\'ll pass" and «estoy reventado» "I\'m exhausted"; he holds firm.',
    explanationEs:
      'En el español coloquial de España, «paso» significa "I\'ll pass" y «estoy reventado», "I\'m exhausted"; él se mantiene firme.',
    points: 2,
    tags: ['colloquial', 'regional-variation', 'dialogue'],
  },
  {
    id: 'c2-voc-09',
    type: 'vocabulary',
    level: 'C2',
    question: '¿Qué significa «poner los puntos sobre las íes»?',
    options: [
      'Corregir la ortografía de un texto',
      'Terminar algo de forma precipitada',
      'Aclarar algo con precisión para evitar malentendidos',
      'Dar la razón a alguien',
    ],
    correctAnswer: 2,
    explanation:
      '«Poner los puntos sobre las íes» is to spell things out clearly and precisely so that nothing is left ambiguous.',
    explanationEs:
      '«Poner los puntos sobre las íes» es dejar las cosas claras y precisas para que no quede nada ambiguo.',
    points: 1,
    tags: ['idioms'],
  },
  {
    id: 'c2-voc-10',
    type: 'vocabulary',
    level: 'C2',
    question: '¿Qué enseña el refrán «No hay mal que por bien no venga»?',
    options: [
      'Que de una desgracia puede salir algo bueno',
      'Que todo lo malo acaba volviéndose contra quien lo hace',
      'Que hay que evitar el mal a toda costa',
      'Que el bien siempre acaba triunfando',
    ],
    correctAnswer: 0,
    explanation:
      'The saying means that a misfortune can bring something good with it, like "every cloud has a silver lining".',
    explanationEs:
      'El refrán significa que una desgracia puede traer consigo algo bueno; se dice para consolar tras un contratiempo.',
    points: 1,
    tags: ['sayings'],
  },
  {
    id: 'c2-voc-11',
    type: 'vocabulary',
    level: 'C2',
    question:
      'Elige la palabra adecuada: «El testigo dio una versión de los hechos ___: nadie pudo encontrarle una sola contradicción.»',
    options: ['implacable', 'imperecedera', 'impasible', 'impecable'],
    correctAnswer: 3,
    explanation:
      '«Impecable» means flawless; «implacable» is relentless, «imperecedera» everlasting and «impasible» unmoved.',
    explanationEs:
      '«Impecable» significa sin ningún fallo; «implacable», que no se puede aplacar ni suavizar; «imperecedera», que no muere ni se acaba, e «impasible», que no muestra emoción.',
    points: 1,
    tags: ['paronyms', 'nuance'],
  },
  {
    id: 'c2-gra-08',
    type: 'grammar',
    level: 'C2',
    question: '¿Qué expresa «Deben de ser las diez» según la norma culta?',
    options: [
      'Una obligación: tienen que ser las diez',
      'Una suposición: probablemente son las diez',
      'Un deseo: ojalá sean las diez',
      'Un hecho seguro: son exactamente las diez',
    ],
    correctAnswer: 1,
    explanation:
      '«Deber de» + infinitive expresses probability; the norm advises against using it for obligation, which is plain «deber».',
    explanationEs:
      '«Deber de» + infinitivo expresa probabilidad; la norma desaconseja usarlo para la obligación, que se expresa con «deber» sin «de».',
    points: 1,
    tags: ['periphrasis', 'nuance'],
  },
  {
    id: 'c2-gra-09',
    type: 'grammar',
    level: 'C2',
    question: '¿Cuál de estas oraciones es correcta según la norma académica?',
    options: [
      '«Pienso de que tienes razón.»',
      '«Me dijo de que vendría.»',
      '«Es seguro de que lloverá.»',
      '«Me acuerdo de que llovía.»',
    ],
    correctAnswer: 3,
    explanation:
      '«Acordarse de algo» requires «de», so «me acuerdo de que» is right; the others add a «de» the verb does not take (dequeísmo).',
    explanationEs:
      '«Acordarse de algo» exige «de», así que «me acuerdo de que» es correcto; las demás añaden un «de» que el verbo no rige (dequeísmo).',
    points: 1,
    tags: ['dequeismo', 'norm'],
  },
  {
    id: 'c2-gra-10',
    type: 'grammar',
    level: 'C2',
    question: 'En el voseo rioplatense, ¿cuál es el imperativo afirmativo de «venir» para «vos»?',
    options: ['vení', 'ven', 'vengás', 'venid'],
    correctAnswer: 0,
    explanation:
      'The voseo imperative drops the final -d of the «vosotros» form and keeps the stress on the ending: «vení», «tené», «decí».',
    explanationEs:
      'El imperativo del voseo pierde la -d final de la forma de «vosotros» y mantiene el acento en la terminación: «vení», «tené», «decí».',
    points: 1,
    tags: ['voseo', 'regional-variation', 'imperative'],
  },
  {
    id: 'c2-gra-11',
    type: 'grammar',
    level: 'C2',
    question:
      'En «Según fuentes policiales, el detenido habría confesado el robo», ¿qué indica el condicional «habría confesado»?',
    options: [
      'Que la confesión es un hecho comprobado',
      'Que el detenido confesará más adelante',
      'Que la información no está confirmada y se atribuye a otras fuentes',
      'Que el detenido se negó a confesar',
    ],
    correctAnswer: 2,
    explanation:
      'This journalistic conditional («condicional de rumor») presents information as reported by others and not confirmed.',
    explanationEs:
      'Este condicional periodístico («condicional de rumor») presenta la información como procedente de otros y sin confirmar.',
    points: 1,
    tags: ['conditional', 'media', 'nuance'],
  },
  {
    id: 'c2-com-08',
    type: 'comprehension',
    level: 'C2',
    question:
      'Lee el fragmento: «Durante cuarenta años, don Anselmo abrió la ferretería a las ocho en punto. El día que no levantó la persiana, los vecinos no necesitaron que nadie les diera la noticia.»\n\n¿Qué se deduce del texto?',
    options: [
      'Que los vecinos se enteraron por el periódico',
      'Que los vecinos intuyeron que le había ocurrido algo grave',
      'Que la ferretería había cambiado de horario',
      'Que nadie notó la diferencia',
    ],
    correctAnswer: 1,
    explanation:
      'After forty years of unfailing routine, the closed shutter alone told the neighbours something serious had happened.',
    explanationEs:
      'Tras cuarenta años de una rutina invariable, la persiana bajada bastó para que los vecinos comprendieran que había pasado algo grave.',
    points: 2,
    tags: ['literary', 'inference'],
  },
  {
    id: 'c2-com-09',
    type: 'comprehension',
    level: 'C2',
    question:
      'Lee el texto: «Que una opinión sea minoritaria no la hace verdadera, por mucho que quienes la sostienen se presenten como valientes disidentes. Tampoco la hace falsa, claro está. El número de adeptos, en un sentido o en otro, es sencillamente irrelevante para decidir sobre la verdad de una afirmación.»\n\n¿Cuál es la tesis del autor?',
    options: [
      'Las opiniones minoritarias suelen ser las acertadas',
      'La mayoría siempre tiene razón',
      'El número de partidarios de una idea no prueba ni refuta su verdad',
      'Los disidentes son valientes por definición',
    ],
    correctAnswer: 2,
    explanation:
      'The author rejects both readings: being in the minority neither makes an opinion true nor false; the number of followers is irrelevant.',
    explanationEs:
      'El autor rechaza ambas lecturas: ser minoritaria no hace verdadera ni falsa una opinión; el número de adeptos es irrelevante.',
    points: 2,
    tags: ['argument', 'nuance'],
  },
  {
    id: 'c2-com-10',
    type: 'comprehension',
    level: 'C2',
    question:
      'Lee el diálogo, propio del español de México:\n—¿Ya viste mi carro nuevo?\n—¡Qué padre! ¿Cuánto te costó?\n—Ni me preguntes: todavía lo estoy pagando.\n\n¿Qué se entiende del diálogo?',
    options: [
      'Que el coche es del padre del primer hablante',
      'Que al segundo hablante le parece caro el coche',
      'Que el primer hablante pagó el coche al contado',
      'Que al segundo hablante le gusta el coche, y el primero aún lo está pagando',
    ],
    correctAnswer: 3,
    explanation:
      'In Mexico «¡qué padre!» means "how great!", not anything about a father; «todavía lo estoy pagando» means it is not paid off yet.',
    explanationEs:
      'En México, «¡qué padre!» significa "¡qué bien!" o "¡qué bonito!", nada relacionado con un padre; «todavía lo estoy pagando» indica que aún no lo ha terminado de pagar.',
    points: 2,
    tags: ['regional-variation', 'dialogue'],
  },
  {
    id: 'c2-com-11',
    type: 'comprehension',
    level: 'C2',
    question:
      'Lee la carta al director: «Vaya nuestro más sincero agradecimiento a la compañía eléctrica por su diligencia: tras solo once meses y siete reclamaciones, la avería de nuestra calle ha quedado resuelta.»\n\n¿Qué pretende el autor?',
    options: [
      'Agradecer de verdad la rapidez del servicio',
      'Criticar con ironía la lentitud de la compañía',
      'Presentar una nueva reclamación por otra avería',
      'Felicitar a los vecinos por su paciencia',
    ],
    correctAnswer: 1,
    explanation:
      'Praising the «diligencia» of a repair that took eleven months and seven complaints is ironic: the writer is criticising the delay.',
    explanationEs:
      'Elogiar la «diligencia» de una reparación que llevó once meses y siete reclamaciones es irónico: critica la tardanza.',
    points: 2,
    tags: ['irony', 'formal-register'],
  },
];
