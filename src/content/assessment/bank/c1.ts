import type { AssessmentQuestion } from '../../../domain/assessment/types';

/** C1: pluperfect subjunctive, idioms, register, discourse connectors, inference from longer texts. */
export const C1_QUESTIONS: AssessmentQuestion[] = [
  {
    id: 'c1-voc-01',
    type: 'vocabulary',
    level: 'C1',
    question: '¿Qué significa «no tener pelos en la lengua»?',
    options: [
      'Ser muy tímido',
      'Hablar muy deprisa',
      'Decir lo que uno piensa con total franqueza',
      'Mentir con frecuencia',
    ],
    correctAnswer: 2,
    explanation: 'Someone who «no tiene pelos en la lengua» speaks their mind bluntly, without holding back.',
    explanationEs: 'Quien «no tiene pelos en la lengua» dice lo que piensa sin rodeos, sin callarse nada.',
    points: 1,
    tags: ['idioms'],
  },
  {
    id: 'c1-voc-02',
    type: 'vocabulary',
    level: 'C1',
    question: '¿Qué significa «tomarle el pelo» a alguien?',
    options: [
      'Burlarse de alguien o engañarlo en broma',
      'Cortarle el pelo',
      'Criticarlo a sus espaldas',
      'Ayudarlo sin que lo sepa',
    ],
    correctAnswer: 0,
    explanation: "«Tomar el pelo» is to pull someone's leg: to tease or fool them as a joke.",
    explanationEs:
      '«Tomar el pelo» a alguien es burlarse de él o engañarlo en broma ("to pull someone\'s leg").',
    points: 1,
    tags: ['idioms'],
  },
  {
    id: 'c1-voc-03',
    type: 'vocabulary',
    level: 'C1',
    question: '¿Qué fórmula es la más adecuada para cerrar una carta formal?',
    options: [
      '«Ya me dices algo.»',
      '«Venga, hablamos.»',
      '«Espero que me contestes pronto, ¿vale?»',
      '«Quedo a la espera de su respuesta.»',
    ],
    correctAnswer: 3,
    explanation:
      'Formal letters use «usted» and set phrases such as «quedo a la espera de su respuesta»; the others are colloquial.',
    explanationEs:
      'Las cartas formales usan «usted» y fórmulas fijas como «quedo a la espera de su respuesta»; las demás opciones son coloquiales.',
    points: 1,
    tags: ['register', 'formal-writing'],
  },
  {
    id: 'c1-voc-04',
    type: 'vocabulary',
    level: 'C1',
    question: 'Si un examen «es pan comido», significa que...',
    options: ['es muy caro', 'es muy fácil', 'es muy aburrido', 'dura muy poco'],
    correctAnswer: 1,
    explanation: '«Ser pan comido» means to be very easy, a piece of cake.',
    explanationEs: '«Ser pan comido» significa ser muy fácil ("a piece of cake").',
    points: 1,
    tags: ['idioms'],
  },
  {
    id: 'c1-voc-05',
    type: 'vocabulary',
    level: 'C1',
    question: 'Elige el sinónimo de «paliar» en «medidas para paliar los efectos de la crisis».',
    options: ['provocar', 'analizar', 'mitigar', 'ocultar'],
    correctAnswer: 2,
    explanation:
      '«Paliar» means to alleviate or lessen, the same as «mitigar»; it is typical of formal registers.',
    explanationEs:
      '«Paliar» significa aliviar o atenuar, igual que «mitigar»; es propio de registros formales.',
    points: 1,
    tags: ['formal-register', 'synonyms'],
  },
  {
    id: 'c1-voc-06',
    type: 'vocabulary',
    level: 'C1',
    question: '¿Qué significa «dar gato por liebre»?',
    options: [
      'Engañar dando algo de menor calidad de lo prometido',
      'Cambiar de opinión rápidamente',
      'Hacer dos cosas a la vez',
      'Regalar una mascota',
    ],
    correctAnswer: 0,
    explanation:
      '«Dar gato por liebre» is to swindle someone by passing off something inferior as something better.',
    explanationEs: '«Dar gato por liebre» es engañar a alguien haciendo pasar algo peor por algo mejor.',
    points: 1,
    tags: ['idioms'],
  },
  {
    id: 'c1-voc-07',
    type: 'vocabulary',
    level: 'C1',
    question: 'Completa: «Su discurso fue tan ___ que medio auditorio se quedó dormido.»',
    options: ['sobrecogedor', 'sucinto', 'somero', 'soporífero'],
    correctAnswer: 3,
    explanation:
      '«Soporífero» means so dull it sends you to sleep; «sucinto» and «somero» mean brief, «sobrecogedor» moving.',
    explanationEs:
      '«Soporífero» significa tan aburrido que da sueño; «sucinto» y «somero» significan breve, y «sobrecogedor», conmovedor.',
    points: 1,
    tags: ['adjectives', 'nuance'],
  },
  {
    id: 'c1-gra-01',
    type: 'grammar',
    level: 'C1',
    question: 'Completa: «Si me lo ___ antes, te habría ayudado.»',
    options: ['dijeras', 'hubieras dicho', 'habías dicho', 'dirías'],
    correctAnswer: 1,
    explanation:
      'A condition contrary to a past fact takes the pluperfect subjunctive: «si me lo hubieras dicho».',
    explanationEs:
      'Una condición contraria a un hecho pasado lleva pluscuamperfecto de subjuntivo: «si me lo hubieras dicho».',
    points: 1,
    tags: ['pluperfect-subjunctive', 'si-clauses'],
  },
  {
    id: 'c1-gra-02',
    type: 'grammar',
    level: 'C1',
    question: 'Completa: «Suspendí el examen. ¡Ojalá ___ estudiado más!»',
    options: ['haya', 'había', 'hubiera', 'habría'],
    correctAnswer: 2,
    explanation:
      'A regret about the past after «ojalá» takes the pluperfect subjunctive: «ojalá hubiera estudiado».',
    explanationEs:
      'Un lamento sobre el pasado tras «ojalá» lleva pluscuamperfecto de subjuntivo: «ojalá hubiera estudiado».',
    points: 1,
    tags: ['pluperfect-subjunctive', 'ojala'],
  },
  {
    id: 'c1-gra-03',
    type: 'grammar',
    level: 'C1',
    question: 'Completa: «Llovía a cántaros; ___, decidieron salir a pasear.»',
    options: ['no obstante', 'por lo tanto', 'puesto que', 'así que'],
    correctAnswer: 0,
    explanation:
      'Going for a walk in heavy rain is unexpected, so a concessive connector is needed: «no obstante».',
    explanationEs:
      'Salir a pasear con mucha lluvia es algo inesperado, así que hace falta un conector concesivo: «no obstante».',
    points: 1,
    tags: ['connectors'],
  },
  {
    id: 'c1-gra-04',
    type: 'grammar',
    level: 'C1',
    question: 'Completa: «___ no tenía experiencia, la contrataron.»',
    options: ['A pesar de', 'Debido a que', 'Con tal de que', 'A pesar de que'],
    correctAnswer: 3,
    explanation: 'Before a conjugated verb the concessive connector needs «que»: «a pesar de que no tenía».',
    explanationEs:
      'Delante de un verbo conjugado, el conector concesivo necesita «que»: «a pesar de que no tenía».',
    points: 1,
    tags: ['connectors', 'concession'],
  },
  {
    id: 'c1-gra-05',
    type: 'grammar',
    level: 'C1',
    question: 'Completa: «No es que no ___ ir, es que no puedo.»',
    options: ['quiero', 'quiera', 'quise', 'querré'],
    correctAnswer: 1,
    explanation:
      '«No es que» denies a supposed reason, so it is followed by the subjunctive: «no es que no quiera».',
    explanationEs:
      '«No es que» niega un supuesto motivo, así que va seguido de subjuntivo: «no es que no quiera».',
    points: 1,
    tags: ['present-subjunctive', 'connectors'],
  },
  {
    id: 'c1-gra-06',
    type: 'grammar',
    level: 'C1',
    question: 'Completa: «De ___ sabido que venías, te habría preparado la cena.»',
    options: ['haya', 'hubiera', 'haber', 'habría'],
    correctAnswer: 2,
    explanation: '«De» + perfect infinitive («de haber sabido») is an equivalent of «si hubiera sabido».',
    explanationEs: '«De» + infinitivo compuesto («de haber sabido») equivale a «si hubiera sabido».',
    points: 1,
    tags: ['conditional-infinitive', 'si-clauses'],
  },
  {
    id: 'c1-gra-07',
    type: 'grammar',
    level: 'C1',
    question: 'Completa: «Te lo presto, ___ me lo devuelvas antes del lunes.»',
    options: ['siempre que', 'siempre', 'ya que', 'aunque'],
    correctAnswer: 0,
    explanation: '«Siempre que» + subjunctive sets a condition: "as long as you give it back before Monday".',
    explanationEs:
      '«Siempre que» + subjuntivo expresa una condición: "as long as you give it back before Monday".',
    points: 1,
    tags: ['connectors', 'condition'],
  },
  {
    id: 'c1-com-01',
    type: 'comprehension',
    level: 'C1',
    question:
      'Lee el texto: «Cuando se habla de la "pureza" de una lengua, conviene recordar que todas las lenguas son, en mayor o menor medida, fruto del contacto. El español, sin ir más lejos, debe al árabe cientos de palabras de uso cotidiano —almohada, aceite, azúcar—, y a lo largo de los siglos ha incorporado voces del francés, del italiano y, más recientemente, del inglés. Lejos de empobrecerlo, estos préstamos han contribuido a enriquecerlo.»\n\n¿Cuál es la tesis del autor?',
    options: [
      'Los préstamos de otras lenguas han enriquecido el español',
      'El español debe protegerse de la influencia del inglés',
      'El árabe es la lengua que más ha influido en el mundo',
      'Las lenguas puras son más ricas que las demás',
    ],
    correctAnswer: 0,
    explanation:
      'The closing sentence «lejos de empobrecerlo, estos préstamos han contribuido a enriquecerlo» states the thesis.',
    explanationEs:
      'La frase final, «lejos de empobrecerlo, estos préstamos han contribuido a enriquecerlo», expone la tesis.',
    points: 2,
    tags: ['language', 'argument'],
  },
  {
    id: 'c1-com-02',
    type: 'comprehension',
    level: 'C1',
    question:
      'Lee la carta: «Estimado Sr. Ortega: Tras haber estudiado detenidamente su solicitud, lamentamos comunicarle que en esta ocasión no ha sido seleccionado para el puesto. No obstante, conservaremos su candidatura en nuestra base de datos para futuros procesos. Atentamente, Departamento de Recursos Humanos.»\n\n¿Qué le comunican al señor Ortega?',
    options: [
      'Que ha conseguido el puesto',
      'Que debe enviar más documentos',
      'Que su solicitud aún no se ha estudiado',
      'Que no lo han seleccionado, aunque podrían tenerlo en cuenta más adelante',
    ],
    correctAnswer: 3,
    explanation:
      '«Lamentamos comunicarle» announces the rejection, and «no obstante» introduces keeping his application on file.',
    explanationEs:
      '«Lamentamos comunicarle» anuncia el rechazo, y «no obstante» introduce que conservarán su candidatura.',
    points: 2,
    tags: ['formal-register', 'work'],
  },
  {
    id: 'c1-com-03',
    type: 'comprehension',
    level: 'C1',
    question:
      'Lee el diálogo:\n—¿Qué tal la presentación ante el director?\n—Uf, ni me hables. Me quedé en blanco a mitad de la exposición y tuve que tirar de improvisación.\n—Bueno, seguro que no fue para tanto.\n—Eso dice Marta, pero yo me quería morir.\n\n¿Cómo se sintió el hablante?',
    options: [
      'Orgulloso de su capacidad de improvisación',
      'Muy avergonzado por haberse quedado en blanco',
      'Indiferente ante el resultado',
      'Enfadado con Marta',
    ],
    correctAnswer: 1,
    explanation:
      '«Ni me hables» and «me quería morir» express deep embarrassment after going blank («quedarse en blanco»).',
    explanationEs:
      '«Ni me hables» y «me quería morir» expresan una gran vergüenza después de «quedarse en blanco» (no saber qué decir).',
    points: 2,
    tags: ['idioms', 'dialogue', 'emotions'],
  },
  {
    id: 'c1-com-04',
    type: 'comprehension',
    level: 'C1',
    question:
      'Lee la noticia: «De no haber sido por una vecina, que oyó los gritos y avisó a los bomberos, el incendio se habría extendido a todo el edificio. Finalmente, los daños se limitaron al segundo piso.»\n\n¿Qué se deduce del texto?',
    options: [
      'El fuego destruyó todo el edificio',
      'La vecina apagó el fuego ella sola',
      'Gracias al aviso de la vecina, el fuego no se extendió a todo el edificio',
      'Los bomberos no llegaron a tiempo',
    ],
    correctAnswer: 2,
    explanation:
      '«De no haber sido por» introduces a counterfactual: without her call the fire would have spread, but it did not.',
    explanationEs:
      '«De no haber sido por» introduce un hecho contrafactual: sin su llamada el fuego se habría extendido, pero no se extendió.',
    points: 2,
    tags: ['news', 'conditional-infinitive', 'inference'],
  },
  {
    id: 'c1-com-05',
    type: 'comprehension',
    level: 'C1',
    question:
      'Lee el texto: «Se suele afirmar que la tecnología nos ahorra tiempo. Sin embargo, diversos estudios apuntan a que, lejos de trabajar menos, dedicamos más horas que nunca a responder correos y mensajes fuera del horario laboral. Cabe preguntarse, por tanto, si el problema reside en las herramientas o en el uso que hacemos de ellas.»\n\n¿Qué pregunta plantea el autor al final?',
    options: [
      'Si el problema está en la tecnología o en el uso que hacemos de ella',
      'Si deberíamos prohibir el correo electrónico',
      'Si los estudios son fiables',
      'Cuántas horas trabajamos de media',
    ],
    correctAnswer: 0,
    explanation:
      '«Cabe preguntarse ... si el problema reside en las herramientas o en el uso que hacemos de ellas» is the question.',
    explanationEs:
      'La pregunta es «cabe preguntarse ... si el problema reside en las herramientas o en el uso que hacemos de ellas».',
    points: 2,
    tags: ['connectors', 'technology', 'argument'],
  },
  {
    id: 'c1-com-06',
    type: 'comprehension',
    level: 'C1',
    question:
      'Lee el fragmento: «Aquel verano, el pueblo parecía detenido en el tiempo. Las mismas persianas bajadas, el mismo perro dormitando a la sombra de la iglesia, el mismo silencio espeso de la hora de la siesta. Solo la llegada del autobús de las cinco, que nunca llegaba a las cinco, rompía la monotonía.»\n\n¿Qué sugiere el narrador sobre el autobús?',
    options: [
      'Que era muy puntual',
      'Que ya no pasaba por el pueblo',
      'Que llegaba lleno de turistas',
      'Que casi nunca llegaba a su hora',
    ],
    correctAnswer: 3,
    explanation:
      "The ironic aside «que nunca llegaba a las cinco» shows that the five o'clock bus was never on time.",
    explanationEs:
      'El inciso irónico «que nunca llegaba a las cinco» muestra que el autobús de las cinco nunca era puntual.',
    points: 2,
    tags: ['literary', 'irony'],
  },
  {
    id: 'c1-com-07',
    type: 'comprehension',
    level: 'C1',
    question:
      'Compara los dos mensajes:\nA) «Oye, que al final no puedo ir mañana, ¿lo dejamos para otro día?»\nB) «Lamento comunicarle que me resulta imposible asistir a la reunión prevista para mañana. Le ruego que me indique otra fecha que le venga bien.»\n\n¿En qué se diferencian?',
    options: [
      'A es formal y B es informal',
      'Transmiten lo mismo, pero A es coloquial y B es formal',
      'A cancela la cita y B la confirma',
      'B está dirigido a un amigo y A a un jefe',
    ],
    correctAnswer: 1,
    explanation:
      'Both cancel and ask for a new date; A uses «oye» and «tú», while B uses «usted» and formal set phrases.',
    explanationEs:
      'Los dos cancelan y piden una nueva fecha; A usa «oye» y «tú», mientras que B usa «usted» y fórmulas formales.',
    points: 2,
    tags: ['register'],
  },
  {
    id: 'c1-voc-08',
    type: 'vocabulary',
    level: 'C1',
    question: '¿Qué significa «estar en las nubes»?',
    options: [
      'Estar de mal humor',
      'Estar distraído, sin prestar atención',
      'Ser muy arrogante',
      'Viajar mucho en avión',
    ],
    correctAnswer: 1,
    explanation: 'Someone who «está en las nubes» is daydreaming, absent-minded and not paying attention.',
    explanationEs:
      'Quien «está en las nubes» está distraído, pensando en otra cosa, sin atender a lo que pasa.',
    points: 1,
    tags: ['idioms'],
  },
  {
    id: 'c1-voc-09',
    type: 'vocabulary',
    level: 'C1',
    question:
      'Elige el sinónimo de «subsanar» en «Deberá subsanar los errores de la solicitud en un plazo de diez días».',
    options: ['cometer', 'justificar', 'señalar', 'corregir'],
    correctAnswer: 3,
    explanation:
      '«Subsanar» means to put right or remedy a fault, the same as «corregir»; it is typical of official language.',
    explanationEs:
      '«Subsanar» significa reparar o remediar un defecto, igual que «corregir»; es propio del lenguaje administrativo.',
    points: 1,
    tags: ['formal-register', 'synonyms'],
  },
  {
    id: 'c1-voc-10',
    type: 'vocabulary',
    level: 'C1',
    question: 'Completa: «Tras el escándalo, el ministro se vio obligado a ___.»',
    options: ['dimitir', 'despedir', 'destituir', 'jubilar'],
    correctAnswer: 0,
    explanation:
      'Only «dimitir» (to resign) works without an object; «despedir», «destituir» and «jubilar» need someone to dismiss, remove or retire.',
    explanationEs:
      'Solo «dimitir» funciona sin complemento; «despedir», «destituir» y «jubilar» necesitan a alguien a quien despedir, destituir o jubilar.',
    points: 1,
    tags: ['politics', 'collocations'],
  },
  {
    id: 'c1-voc-11',
    type: 'vocabulary',
    level: 'C1',
    question: '«Lo dijo con la boca pequeña» significa que...',
    options: [
      'lo dijo en voz muy baja',
      'lo dijo con mucha educación',
      'lo dijo sin convicción, por cumplir',
      'lo dijo de forma muy breve',
    ],
    correctAnswer: 2,
    explanation:
      "Saying something «con la boca pequeña» means saying it without meaning it, only for form's sake.",
    explanationEs:
      'Decir algo «con la boca pequeña» es decirlo sin sentirlo de verdad, solo por quedar bien.',
    points: 1,
    tags: ['idioms', 'nuance'],
  },
  {
    id: 'c1-gra-08',
    type: 'grammar',
    level: 'C1',
    question: 'Completa: «Si ___ el tren de las ocho, ahora estaríamos en casa.»',
    options: ['tomáramos', 'habríamos tomado', 'hubiéramos tomado', 'tomaríamos'],
    correctAnswer: 2,
    explanation:
      'A past condition with a present result combines the pluperfect subjunctive with the simple conditional: «si hubiéramos tomado..., ahora estaríamos».',
    explanationEs:
      'Una condición pasada con una consecuencia presente combina el pluscuamperfecto de subjuntivo con el condicional simple: «si hubiéramos tomado..., ahora estaríamos».',
    points: 1,
    tags: ['pluperfect-subjunctive', 'si-clauses'],
  },
  {
    id: 'c1-gra-09',
    type: 'grammar',
    level: 'C1',
    question:
      'Completa: «Los resultados no fueron concluyentes; ___, será necesario repetir el experimento.»',
    options: ['por consiguiente', 'no obstante', 'en cambio', 'aun así'],
    correctAnswer: 0,
    explanation:
      'Repeating the experiment follows from the inconclusive results, so a consequence connector is needed: «por consiguiente».',
    explanationEs:
      'Repetir el experimento es una consecuencia de los resultados poco concluyentes, así que hace falta un conector consecutivo: «por consiguiente».',
    points: 1,
    tags: ['connectors'],
  },
  {
    id: 'c1-gra-10',
    type: 'grammar',
    level: 'C1',
    question: 'Completa: «Esa es la razón por ___ decidí marcharme.»',
    options: ['lo que', 'lo cual', 'el que', 'la que'],
    correctAnswer: 3,
    explanation:
      'After a preposition the relative agrees with its antecedent, «la razón»: «por la que» (or «por la cual»); «lo que» and «lo cual» refer to a whole idea.',
    explanationEs:
      'Tras una preposición, el relativo concuerda con su antecedente, «la razón»: «por la que» (o «por la cual»); «lo que» y «lo cual» remiten a una idea entera.',
    points: 1,
    tags: ['relative-clauses'],
  },
  {
    id: 'c1-gra-11',
    type: 'grammar',
    level: 'C1',
    question: 'Completa: «Iremos a la playa, a no ser que ___ mal tiempo.»',
    options: ['hace', 'haga', 'hará', 'hacía'],
    correctAnswer: 1,
    explanation: '«A no ser que» (unless) always takes the subjunctive: «a no ser que haga mal tiempo».',
    explanationEs: '«A no ser que» siempre lleva subjuntivo: «a no ser que haga mal tiempo».',
    points: 1,
    tags: ['connectors', 'condition', 'present-subjunctive'],
  },
  {
    id: 'c1-com-08',
    type: 'comprehension',
    level: 'C1',
    question:
      'Lee el texto: «Suele decirse que leer en pantalla es lo mismo que leer en papel. Varios estudios matizan esta idea: cuando se trata de textos largos y complejos, quienes leen en papel recuerdan mejor el contenido y reconstruyen con más facilidad el orden de los argumentos. Con textos breves, en cambio, las diferencias apenas son apreciables.»\n\n¿Qué conclusión se desprende del texto?',
    options: [
      'El soporte importa sobre todo con textos largos y complejos',
      'Leer en pantalla siempre es peor',
      'Los textos breves se recuerdan mejor en pantalla',
      'No hay ninguna diferencia entre ambos soportes',
    ],
    correctAnswer: 0,
    explanation:
      'Paper helps with long, complex texts, while with short ones «las diferencias apenas son apreciables»: the medium matters mainly for long texts.',
    explanationEs:
      'El papel ayuda con los textos largos y complejos, mientras que con los breves «las diferencias apenas son apreciables»: el soporte importa sobre todo con textos largos.',
    points: 2,
    tags: ['argument', 'technology'],
  },
  {
    id: 'c1-com-09',
    type: 'comprehension',
    level: 'C1',
    question:
      'Lee el fragmento: «Mi tía Remedios presumía de no haber faltado nunca a misa, de no haber probado jamás el alcohol y de no haber dicho una mentira en su vida. Lo último, al menos, era falso.»\n\n¿Qué da a entender el narrador?',
    options: [
      'Que su tía era completamente sincera',
      'Que el narrador no creía en la religión',
      'Que su tía había mentido alguna vez',
      'Que su tía exageraba sus defectos',
    ],
    correctAnswer: 2,
    explanation:
      '«Lo último» is her claim never to have lied; calling it false means she had lied, and her boast was itself a lie.',
    explanationEs:
      '«Lo último» es su afirmación de no haber mentido nunca; decir que era falsa significa que sí había mentido, y que su alarde era otra mentira.',
    points: 2,
    tags: ['literary', 'irony', 'inference'],
  },
  {
    id: 'c1-com-10',
    type: 'comprehension',
    level: 'C1',
    question:
      'Lee el correo: «Estimada Sra. Vidal: En relación con su reclamación del pasado día 4, le comunicamos que hemos procedido al reembolso íntegro del importe. Dicha cantidad se verá reflejada en su cuenta en un plazo máximo de cinco días hábiles. Rogamos disculpe las molestias ocasionadas.»\n\n¿Qué le comunican a la señora Vidal?',
    options: [
      'Que su reclamación ha sido rechazada',
      'Que le han reembolsado todo el importe y lo verá en su cuenta en cinco días hábiles como máximo',
      'Que debe presentar la reclamación de nuevo',
      'Que le devolverán solo una parte del importe',
    ],
    correctAnswer: 1,
    explanation:
      '«Hemos procedido al reembolso íntegro» means the full amount has been refunded; it will show within five working days.',
    explanationEs:
      '«Hemos procedido al reembolso íntegro» significa que ya le han devuelto todo el importe, que verá en un máximo de cinco días hábiles.',
    points: 2,
    tags: ['formal-register', 'complaints'],
  },
  {
    id: 'c1-com-11',
    type: 'comprehension',
    level: 'C1',
    question:
      'Lee el diálogo:\n—¿Qué te ha parecido el nuevo jefe?\n—Bueno... puntual es, eso no se le puede negar.\n\n¿Qué da a entender la segunda persona?',
    options: [
      'Que el jefe le parece excelente en todo',
      'Que el jefe siempre llega tarde',
      'Que aún no lo conoce',
      'Que, aparte de la puntualidad, no tiene mucho bueno que decir de él',
    ],
    correctAnswer: 3,
    explanation:
      'The hesitant «bueno...» and praise limited to one minor quality imply there is little else good to say about him.',
    explanationEs:
      'El titubeo de «bueno...» y un elogio limitado a una cualidad menor dan a entender que no hay mucho más bueno que decir de él.',
    points: 2,
    tags: ['dialogue', 'inference'],
  },
];
