import type { GrammarNote } from '../types';

/** Grammar notes first needed by the A2 lessons (ids unique across every notes file). */
export const A2_LESSON_NOTES: readonly GrammarNote[] = [
  {
    id: 'a2-ya-todavia',
    title: { en: 'Ya and todavía no', es: 'Ya y todavía no' },
    level: 'A2',
    keys: [['ya'], ['todavia'], ['aun', 'no'], ['already'], ['not', 'yet'], ['still']],
    answer: {
      basic: {
        es: '«Ya» dice que algo está hecho: «Ya he comido». «Todavía no» dice que falta: «Todavía no he comido».',
        en: '“Ya” says something is done: “I have already eaten”. “Todavía no” says it is pending: “I have not eaten yet”.',
      },
      richer: {
        es: 'Suelen ir con el perfecto. «Ya» va antes o después: «¿Has terminado ya?». «Aún no» es igual que «todavía no».',
        en: 'They usually go with the perfect. “Ya” goes before or after: “Have you finished yet?”. “Aún no” is the same as “todavía no”.',
      },
    },
    example: {
      es: 'Ya he hecho la maleta, pero todavía no he cenado.',
      en: 'I have already packed, but I have not had dinner yet.',
    },
    more: {
      es: '«Todavía» sin «no» significa «still»: «Todavía vivo con mis padres».',
      en: '“Todavía” without “no” means “still”: “I still live with my parents”.',
    },
    explanation: {
      en: 'Ya (already) and todavía no / aún no (not yet) mark whether something expected has happened; in Spain they usually go with the present perfect: ya he terminado, todavía no he terminado. In a question, ya often goes at the end: ¿has terminado ya? Todavía alone means still: todavía vivo aquí.',
      es: 'Ya y todavía no / aún no indican si algo esperado ha ocurrido; en España suelen ir con el pretérito perfecto: ya he terminado, todavía no he terminado. En una pregunta, ya va a menudo al final: ¿has terminado ya? Todavía sin no significa que algo continúa: todavía vivo aquí.',
    },
  },
  {
    id: 'a2-irregular-participles',
    title: {
      en: 'Irregular participles: visto, hecho, escrito…',
      es: 'Participios irregulares: visto, hecho, escrito…',
    },
    level: 'A2',
    keys: [
      ['participio', 'irregular'],
      ['participios', 'irregulares'],
      ['irregular', 'participle'],
      ['irregular', 'participles'],
    ],
    answer: {
      basic: {
        es: 'Algunos participios no terminan en -ado o -ido: «visto», «hecho», «escrito», «roto», «vuelto», «dicho», «puesto», «abierto».',
        en: 'Some participles do not end in -ado or -ido: “visto”, “hecho”, “escrito”, “roto”, “vuelto”, “dicho”, “puesto”, “abierto”.',
      },
      richer: {
        es: 'Ver da «visto»; hacer, «hecho»; decir, «dicho»; poner, «puesto»; volver, «vuelto»; romper, «roto»; escribir, «escrito».',
        en: 'Ver gives “visto”; hacer, “hecho”; decir, “dicho”; poner, “puesto”; volver, “vuelto”; romper, “roto”; escribir, “escrito”.',
      },
    },
    example: {
      es: '¿Has visto mis gafas? Creo que las he roto.',
      en: 'Have you seen my glasses? I think I have broken them.',
    },
    more: {
      es: 'Los verbos derivados hacen lo mismo: «devolver» da «devuelto» y «describir» da «descrito».',
      en: 'Verbs built on them do the same: “devolver” gives “devuelto” and “describir” gives “descrito”.',
    },
    explanation: {
      en: 'Most participles end in -ado (-ar verbs) or -ido (-er and -ir verbs), but a few frequent ones are irregular: visto (ver), hecho (hacer), dicho (decir), puesto (poner), vuelto (volver), roto (romper), escrito (escribir), abierto (abrir), muerto (morir). Verbs built on them keep the irregularity: devuelto, descrito.',
      es: 'La mayoría de los participios terminan en -ado (verbos en -ar) o -ido (en -er e -ir), pero algunos muy frecuentes son irregulares: visto (ver), hecho (hacer), dicho (decir), puesto (poner), vuelto (volver), roto (romper), escrito (escribir), abierto (abrir), muerto (morir). Sus derivados mantienen la irregularidad: devuelto, descrito.',
    },
  },
  {
    id: 'a2-indefinites',
    title: { en: 'Algo, nada, alguien, nadie', es: 'Algo, nada, alguien, nadie' },
    level: 'A2',
    keys: [
      ['algo'],
      ['alguien'],
      ['nadie'],
      ['something'],
      ['nobody'],
      ['doble', 'negacion'],
      ['double', 'negative'],
    ],
    answer: {
      basic: {
        es: '«Algo» y «nada» son para cosas; «alguien» y «nadie», para personas. «¿Hay alguien?» «No, no hay nadie.»',
        en: '“Algo” and “nada” are for things; “alguien” and “nadie”, for people. “Is anybody there?” “No, there is nobody.”',
      },
      richer: {
        es: 'Después del verbo, hay doble negación: «No veo nada», «No ha llamado nadie». Delante, una sola: «Nadie ha llamado».',
        en: 'After the verb, there is a double negative: “I see nothing”, “Nobody has called”. Before it, just one: “Nobody has called”.',
      },
    },
    example: { es: 'No queda nada en la nevera.', en: 'There is nothing left in the fridge.' },
    more: {
      es: '«Tampoco» es el negativo de «también»: «No tengo hambre». «Yo tampoco».',
      en: '“Tampoco” is the negative of “también”: “I am not hungry”. “Me neither”.',
    },
    explanation: {
      en: 'Algo (something) and nada (nothing) refer to things; alguien (somebody) and nadie (nobody) to people. When nada or nadie comes after the verb, no goes before it: no hay nadie, no quiero nada. When they come first, no is dropped: nadie ha venido. The negative of también is tampoco.',
      es: 'Algo y nada se refieren a cosas; alguien y nadie, a personas. Cuando nada o nadie van después del verbo, delante del verbo va no: no hay nadie, no quiero nada. Cuando van delante, no desaparece: nadie ha venido. La forma negativa de también es tampoco.',
    },
  },
  {
    id: 'a2-algun-ningun',
    title: { en: 'Algún and ningún', es: 'Algún y ningún' },
    level: 'A2',
    keys: [['algun'], ['ningun'], ['ninguno'], ['ninguna'], ['alguno'], ['any', 'none']],
    answer: {
      basic: {
        es: '«Alguno» y «ninguno» pierden la -o delante de un nombre masculino: «algún libro», «ningún problema».',
        en: '“Alguno” and “ninguno” drop the -o before a masculine noun: “some book”, “no problem”.',
      },
      richer: {
        es: 'Con nombres femeninos: «alguna», «ninguna». «Ninguno» casi siempre va en singular: «No tengo ninguna pregunta».',
        en: 'With feminine nouns: “alguna”, “ninguna”. “Ninguno” is almost always singular: “I have no questions”.',
      },
    },
    example: {
      es: '¿Queda algún yogur? No, no queda ninguno.',
      en: 'Is there any yogurt left? No, there is none left.',
    },
    more: {
      es: 'Sin nombre detrás, se dice entero: «¿Tienes algún libro?» «No, no tengo ninguno».',
      en: 'With no noun after it, the full form is used: “Do you have any book?” “No, I have none.”',
    },
    explanation: {
      en: 'Alguno (some, any) and ninguno (no, none) agree with the noun and drop the final -o before a masculine singular noun: algún día, ningún problema, alguna vez, ninguna idea. Ninguno is nearly always singular, and after the verb it needs no before it: no tengo ningún problema.',
      es: 'Alguno y ninguno concuerdan con el nombre y pierden la -o final delante de un nombre masculino singular: algún día, ningún problema, alguna vez, ninguna idea. Ninguno va casi siempre en singular y, detrás del verbo, necesita no delante: no tengo ningún problema.',
    },
  },
  {
    id: 'a2-preterite-stem-change',
    title: {
      en: 'Preterite stem changes: murió, pidió',
      es: 'Cambios de raíz en el pretérito: murió, pidió',
    },
    level: 'A2',
    keys: [['murio'], ['pidio'], ['durmio'], ['preterito', 'raiz'], ['preterite', 'stem']],
    answer: {
      basic: {
        es: 'Algunos verbos en -ir cambian la raíz solo con «él» y «ellos»: «murió», «durmieron», «pidió», «siguieron».',
        en: 'Some -ir verbs change their stem only with “he” and “they”: “murió”, “durmieron”, “pidió”, “siguieron”.',
      },
      richer: {
        es: 'La o pasa a u (durmió) y la e pasa a i (pidió). Con «yo» no cambia: «dormí», «pedí».',
        en: 'The o becomes u (durmió) and the e becomes i (pidió). With “yo” it does not change: “dormí”, “pedí”.',
      },
    },
    example: {
      es: 'Mi abuela murió en 2010 y siguió trabajando hasta el final.',
      en: 'My grandmother died in 2010 and kept working until the end.',
    },
    more: {
      es: 'Otros verbos así: «sentir» da «sintió», «preferir» da «prefirió» y «repetir» da «repitió».',
      en: 'Other verbs like this: “sentir” gives “sintió”, “preferir” gives “prefirió” and “repetir” gives “repitió”.',
    },
    explanation: {
      en: '-ir verbs that change their stem in the present (dormir, morir, pedir, seguir, sentir) also change it in the preterite, but only in the third persons: o becomes u (durmió, murieron) and e becomes i (pidió, siguieron, sintió). The other persons stay regular: dormí, pedimos.',
      es: 'Los verbos en -ir que cambian la raíz en presente (dormir, morir, pedir, seguir, sentir) también la cambian en el pretérito, pero solo en las terceras personas: la o pasa a u (durmió, murieron) y la e pasa a i (pidió, siguieron, sintió). Las demás personas son regulares: dormí, pedimos.',
    },
  },
  {
    id: 'a2-dates-ages',
    title: { en: 'Dates and ages in a life story', es: 'Fechas y edades en una biografía' },
    level: 'A2',
    keys: [['a los', 'anos'], ['en', 'ano'], ['fechas'], ['dates'], ['at', 'age']],
    answer: {
      basic: {
        es: 'Para el año, «en»: «Nació en 1985». Para la edad, «a los… años»: «Se casó a los treinta años».',
        en: 'For the year, “en”: “He was born in 1985”. For the age, “a los… años”: “She married at thirty”.',
      },
      richer: {
        es: 'Para una fecha completa, «el»: «el 3 de mayo de 1985». Para el tiempo después: «dos años después», «más tarde».',
        en: 'For a full date, “el”: “on 3 May 1985”. For time afterwards: “two years later”, “later”.',
      },
    },
    example: { es: 'Empezó a trabajar a los dieciocho años.', en: 'He started working at eighteen.' },
    more: {
      es: 'Los años se leen como números: 1985 es «mil novecientos ochenta y cinco».',
      en: 'Years are read as numbers: 1985 is “one thousand nine hundred and eighty-five”.',
    },
    explanation: {
      en: 'A life story places events with en + year (en 1985), el + full date (el 3 de mayo de 1985) and a los + age + años (a los veinte años), and links them with más tarde, después and … años después. Spanish reads years as whole numbers: mil novecientos ochenta y cinco.',
      es: 'Una biografía sitúa los hechos con en + año (en 1985), el + fecha completa (el 3 de mayo de 1985) y a los + edad + años (a los veinte años), y los une con más tarde, después y … años después. Los años se leen como números enteros: mil novecientos ochenta y cinco.',
    },
  },
  {
    id: 'a2-se-puede',
    title: { en: 'Se puede / no se puede', es: 'Se puede / no se puede' },
    level: 'A2',
    keys: [['se puede'], ['no se puede'], ['allowed'], ['permitido'], ['prohibido']],
    answer: {
      basic: {
        es: '«Se puede» + infinitivo dice que algo está permitido: «Aquí se puede aparcar». «No se puede fumar» lo prohíbe.',
        en: '“Se puede” + infinitive says something is allowed: “You can park here”. “No se puede fumar” forbids it.',
      },
      richer: {
        es: 'Es impersonal: vale para todos. Para preguntar: «¿Se puede pagar con tarjeta?». Con un nombre plural: «Se pueden traer perros».',
        en: 'It is impersonal: it applies to everybody. To ask: “Can you pay by card?”. With a plural noun: “Dogs may be brought”.',
      },
    },
    example: { es: 'En el apartamento no se puede fumar.', en: 'You cannot smoke in the flat.' },
    more: {
      es: 'Para una norma fuerte también se dice «está prohibido»: «Está prohibido aparcar aquí».',
      en: 'For a strict rule you can also say “está prohibido”: “Parking here is forbidden”.',
    },
    explanation: {
      en: 'Se puede + infinitive states what is allowed for anybody, and no se puede what is not: aquí se puede aparcar, no se puede fumar. It is the usual way to ask about rules: ¿se puede pagar con tarjeta? With a plural noun the verb agrees: se pueden traer perros.',
      es: 'Se puede + infinitivo dice lo que está permitido para cualquiera, y no se puede, lo que no: aquí se puede aparcar, no se puede fumar. Es la forma habitual de preguntar por las normas: ¿se puede pagar con tarjeta? Con un nombre en plural, el verbo concuerda: se pueden traer perros.',
    },
  },
  {
    id: 'a2-accidental-se',
    title: {
      en: 'Things that happen to you: se me ha perdido',
      es: 'Lo que te pasa sin querer: se me ha perdido',
    },
    level: 'A2',
    keys: [['se me'], ['se me ha'], ['se me olvido'], ['by', 'accident'], ['sin', 'querer']],
    answer: {
      basic: {
        es: '«Se me ha perdido la cartera» dice que pasó sin querer. La cosa es el sujeto: «se me han perdido».',
        en: '“Se me ha perdido la cartera” says it happened by accident. The thing is the subject: “se me han perdido” (plural).',
      },
      richer: {
        es: 'Orden: se + me, te, le… + verbo. Sirve con perder, olvidar, romper, caer: «Se le ha roto el móvil».',
        en: 'Order: se + me, te, le… + verb. It works with perder, olvidar, romper, caer: “His phone has broken”.',
      },
    },
    example: { es: 'Se me han olvidado las llaves en casa.', en: 'I have left my keys at home.' },
    more: {
      es: 'Compara: «He roto el vaso» (quizá a propósito) y «Se me ha roto el vaso» (sin querer).',
      en: 'Compare: “He roto el vaso” (maybe on purpose) and “Se me ha roto el vaso” (by accident).',
    },
    explanation: {
      en: 'To present a mishap as something that happened to you rather than something you did, Spanish uses se + indirect pronoun + verb, with the thing as the subject: se me ha perdido el móvil, se me han olvidado las llaves, se le rompió el vaso. The verb agrees with the thing, not with the person.',
      es: 'Para presentar un percance como algo que te ha pasado y no como algo que has hecho, el español usa se + pronombre de objeto indirecto + verbo, con la cosa como sujeto: se me ha perdido el móvil, se me han olvidado las llaves, se le rompió el vaso. El verbo concuerda con la cosa, no con la persona.',
    },
  },
  {
    id: 'a2-recommending',
    title: {
      en: 'Recommending: merece la pena, te recomiendo',
      es: 'Recomendar: merece la pena, te recomiendo',
    },
    level: 'A2',
    keys: [['merece la pena'], ['vale la pena'], ['recomiendo'], ['worth'], ['recommend']],
    answer: {
      basic: {
        es: '«Merece la pena» + infinitivo dice que algo vale el esfuerzo: «Merece la pena subir a la torre».',
        en: '“Merece la pena” + infinitive says something is worth the effort: “It is worth going up the tower”.',
      },
      richer: {
        es: '«Te recomiendo» va con un nombre o un infinitivo: «Te recomiendo el museo», «Le recomiendo ir temprano».',
        en: '“Te recomiendo” goes with a noun or an infinitive: “I recommend the museum”, “I recommend going early”.',
      },
    },
    example: { es: 'Merece la pena ver el casco antiguo.', en: 'The old town is worth seeing.' },
    more: {
      es: '«Vale la pena» significa lo mismo y se usa mucho en América. En negativo: «No merece la pena».',
      en: '“Vale la pena” means the same and is common in Latin America. In the negative: “It is not worth it”.',
    },
    explanation: {
      en: 'Merece la pena (or vale la pena) + infinitive or noun says that something is worth the time, money or effort: merece la pena subir al mirador. Recomendar takes a noun or an infinitive at this level: te recomiendo la visita guiada, le recomiendo ir temprano.',
      es: 'Merece la pena (o vale la pena) + infinitivo o nombre dice que algo compensa el tiempo, el dinero o el esfuerzo: merece la pena subir al mirador. Recomendar va con un nombre o un infinitivo: te recomiendo la visita guiada, le recomiendo ir temprano.',
    },
  },
  {
    id: 'a2-tardar-en',
    title: { en: 'Tardar + time + en + infinitive', es: 'Tardar + tiempo + en + infinitivo' },
    level: 'A2',
    keys: [['tardar'], ['tarda'], ['how', 'long', 'take'], ['cuanto', 'tarda']],
    answer: {
      basic: {
        es: '«Tardar» dice cuánto tiempo necesita algo: «El paquete tarda tres días en llegar».',
        en: '“Tardar” says how much time something needs: “The parcel takes three days to arrive”.',
      },
      richer: {
        es: 'Para preguntar: «¿Cuánto tarda en llegar?». Con personas: «Tardo veinte minutos en ir al trabajo».',
        en: 'To ask: “How long does it take to arrive?”. With people: “It takes me twenty minutes to get to work”.',
      },
    },
    example: {
      es: '¿Cuánto tardas en llegar a la oficina?',
      en: 'How long does it take you to get to the office?',
    },
    more: {
      es: 'Sin tiempo, «tardar» es llegar tarde: «No tardes, que empieza la película».',
      en: 'With no time, “tardar” means to be late: “Do not be long, the film is starting”.',
    },
    explanation: {
      en: 'Tardar + a length of time + en + infinitive says how long something or somebody takes to do something: el paquete tarda tres días en llegar, tardo media hora en vestirme. The thing or person is the subject, unlike English “it takes me”. Alone, no tardes means do not be long.',
      es: 'Tardar + un tiempo + en + infinitivo dice cuánto tiempo necesita algo o alguien para hacer algo: el paquete tarda tres días en llegar, tardo media hora en vestirme. El sujeto es la cosa o la persona. Sin tiempo, no tardes significa no llegues tarde.',
    },
  },
  {
    id: 'a2-causative-reflexive',
    title: { en: 'Me corto el pelo: things done for you', es: 'Me corto el pelo: lo que te hacen otros' },
    level: 'A2',
    keys: [['me corto', 'pelo'], ['cortarse', 'pelo'], ['haircut'], ['have', 'done']],
    answer: {
      basic: {
        es: '«Me corto el pelo» puede significar que lo hace la peluquera. Con el cuerpo se usa el reflexivo, sin «mi».',
        en: '“Me corto el pelo” can mean the hairdresser does it. With the body, Spanish uses the reflexive, not “mi”.',
      },
      richer: {
        es: 'Igual con otros servicios: «Me tiño el pelo», «Me he hecho un tatuaje», «Voy a hacerme una foto».',
        en: 'The same with other services: “I dye my hair”, “I have had a tattoo done”, “I am going to have a photo taken”.',
      },
    },
    example: { es: 'Mañana voy a cortarme el pelo.', en: 'Tomorrow I am going to have my hair cut.' },
    more: {
      es: 'Se dice «me lavo el pelo», no «lavo mi pelo»: con el cuerpo, el artículo y el reflexivo.',
      en: 'You say “me lavo el pelo”, not “lavo mi pelo”: with the body, the article and the reflexive.',
    },
    explanation: {
      en: 'With the body and personal services, Spanish uses a reflexive verb and the article: me corto el pelo, me tiño, me he hecho una foto. The sentence does not say who does it, so me corto el pelo covers both cutting it yourself and having it cut. Possessives are not used with parts of the body: me lavo el pelo, not lavo mi pelo.',
      es: 'Con el cuerpo y los servicios personales, el español usa un verbo reflexivo y el artículo: me corto el pelo, me tiño, me he hecho una foto. La frase no dice quién lo hace, así que me corto el pelo vale si lo haces tú o la peluquera. Con las partes del cuerpo no se usa el posesivo: me lavo el pelo, no lavo mi pelo.',
    },
  },
  {
    id: 'a2-pensar-infinitive',
    title: { en: 'Pensar + infinitive: intentions', es: 'Pensar + infinitivo: intenciones' },
    level: 'A2',
    keys: [['pensar', 'infinitivo'], ['pienso'], ['tengo pensado'], ['intend'], ['intention'], ['intencion']],
    answer: {
      basic: {
        es: '«Pienso» + infinitivo es una intención: «Pienso ir a Granada». Es como «ir a», pero más decidido.',
        en: '“Pienso” + infinitive is an intention: “I intend to go to Granada”. It is like “ir a”, but more determined.',
      },
      richer: {
        es: '«Tengo pensado» + infinitivo es un plan ya pensado: «Tengo pensado cambiar de trabajo».',
        en: '“Tengo pensado” + infinitive is a plan already thought out: “I am planning to change jobs”.',
      },
    },
    example: { es: 'Este verano pienso aprender a nadar.', en: 'This summer I intend to learn to swim.' },
    more: {
      es: 'Sin infinitivo, «pensar en» es tener algo en la cabeza: «Pienso en ti».',
      en: 'Without an infinitive, “pensar en” is to have something on your mind: “I am thinking of you”.',
    },
    explanation: {
      en: 'Pensar + infinitive (pienso ir, pensamos mudarnos) and tener pensado + infinitive express an intention or a plan you have decided on; ir a + infinitive is the neutral way to talk about plans. Pensar en + noun means to think about something or somebody.',
      es: 'Pensar + infinitivo (pienso ir, pensamos mudarnos) y tener pensado + infinitivo expresan una intención o un plan decidido; ir a + infinitivo es la forma neutra de hablar de planes. Pensar en + nombre significa tener a alguien o algo en la cabeza.',
    },
  },
  {
    id: 'a2-present-offers',
    title: { en: 'Offers with the present: ¿traigo algo?', es: 'Ofrecerse con el presente: ¿traigo algo?' },
    level: 'A2',
    keys: [['ofrecer'], ['offer'], ['traigo'], ['me encargo'], ['shall', 'i']],
    answer: {
      basic: {
        es: 'Para ofrecerte, usa el presente: «Yo llevo la bebida», «¿Traigo algo?», «Yo me encargo de la música».',
        en: 'To offer, use the present: “I will bring the drinks”, “Shall I bring anything?”, “I will take care of the music”.',
      },
      richer: {
        es: 'La pregunta en presente pide permiso u opinión: «¿Compro yo la tarta?». Para confirmar: «¿Te parece bien?».',
        en: 'A question in the present asks for permission or an opinion: “Shall I buy the cake?”. To check: “Is that all right with you?”.',
      },
    },
    example: { es: '¿Pongo la mesa o llevo los vasos?', en: 'Shall I lay the table or bring the glasses?' },
    more: {
      es: 'Con «yo» delante, la oferta es más clara: «Yo compro el pan, tú trae el vino».',
      en: 'With “yo” in front, the offer is clearer: “I will buy the bread, you bring the wine”.',
    },
    explanation: {
      en: 'Spanish often uses the present where English says “I will” or “shall I”: yo llevo la bebida, ¿traigo algo?, ¿pongo la mesa? Adding yo stresses that you are the one offering. To check that others agree, add ¿te parece bien? or ¿vale?',
      es: 'El español usa a menudo el presente para ofrecerse: yo llevo la bebida, ¿traigo algo?, ¿pongo la mesa? El pronombre yo subraya quién se ofrece. Para comprobar que los demás están de acuerdo, se añade ¿te parece bien? o ¿vale?',
    },
  },
  {
    id: 'a2-superlative-que',
    title: { en: 'The most… I have ever seen', es: 'El más… que he visto' },
    level: 'A2',
    keys: [['mas', 'que he'], ['que he visto'], ['the', 'most', 'ever'], ['superlativo', 'relativo']],
    answer: {
      basic: {
        es: 'Para «the most… I have ever…»: «el paisaje más bonito que he visto», «la mejor ruta que he hecho».',
        en: 'For “the most… I have ever…”: “the most beautiful landscape I have seen”, “the best route I have done”.',
      },
      richer: {
        es: 'Artículo + nombre + «más» + adjetivo + «que» + perfecto. Con «mejor» y «peor», sin «más»: «el peor día que he tenido».',
        en: 'Article + noun + “más” + adjective + “que” + perfect. With “mejor” and “peor”, no “más”: “the worst day I have had”.',
      },
    },
    example: {
      es: 'Es la cascada más alta que he visto.',
      en: 'It is the highest waterfall I have ever seen.',
    },
    more: {
      es: 'Para hablar de un grupo se usa «de»: «la montaña más alta de España».',
      en: 'To talk about a group you use “de”: “the highest mountain in Spain”.',
    },
    explanation: {
      en: 'To single something out among your experiences, use article + noun + más + adjective + que + present perfect: el viaje más largo que he hecho. Mejor and peor replace más bueno and más malo: la mejor película que he visto. Within a group, use de: la montaña más alta de España.',
      es: 'Para destacar algo entre tus experiencias se usa artículo + nombre + más + adjetivo + que + pretérito perfecto: el viaje más largo que he hecho. Mejor y peor sustituyen a más bueno y más malo: la mejor película que he visto. Dentro de un grupo se usa de: la montaña más alta de España.',
    },
  },
  {
    id: 'a2-antes-despues-de',
    title: { en: 'Cada, antes de, después de', es: 'Cada, antes de, después de' },
    level: 'A2',
    keys: [['cada', 'horas'], ['antes de'], ['despues de'], ['every', 'hours'], ['before', 'after']],
    answer: {
      basic: {
        es: '«Cada ocho horas» dice la frecuencia. «Antes de» y «después de» van con un nombre: «después de las comidas».',
        en: '“Cada ocho horas” gives the frequency. “Antes de” and “después de” go with a noun: “after meals”.',
      },
      richer: {
        es: 'También van con infinitivo: «antes de dormir», «después de comer». «Cada» no cambia: «cada día», «cada semana».',
        en: 'They also go with an infinitive: “before sleeping”, “after eating”. “Cada” never changes: “every day”, “every week”.',
      },
    },
    example: {
      es: 'Tome una pastilla cada doce horas, después de comer.',
      en: 'Take one tablet every twelve hours, after eating.',
    },
    more: {
      es: 'En inglés se dice «before eating»; en español, infinitivo: «antes de comer», nunca «antes de comiendo».',
      en: 'English says “before eating”; Spanish uses the infinitive: “antes de comer”, never “antes de comiendo”.',
    },
    explanation: {
      en: 'Cada + number + period gives how often (cada ocho horas, cada dos días); cada does not change for gender or number. Antes de and después de take a noun (después de las comidas) or an infinitive (antes de dormir), never a gerund.',
      es: 'Cada + número + periodo indica la frecuencia (cada ocho horas, cada dos días); cada no cambia de género ni de número. Antes de y después de van con un nombre (después de las comidas) o con un infinitivo (antes de dormir), nunca con gerundio.',
    },
  },
  {
    id: 'a2-es-que',
    title: { en: 'Es que: giving a reason or an excuse', es: 'Es que: dar un motivo o una excusa' },
    level: 'A2',
    keys: [['es que'], ['excusa'], ['excuse'], ['the', 'thing', 'is']],
    answer: {
      basic: {
        es: '«Es que» presenta un motivo o una excusa: «No fui a la cena. Es que tuve un imprevisto».',
        en: '“Es que” introduces a reason or an excuse: “I did not go to the dinner. The thing is, something came up”.',
      },
      richer: {
        es: 'Es muy oral y suaviza una negativa: «¿Vienes?» «Es que tengo que trabajar». Suele ir después de «lo siento».',
        en: 'It is very spoken and softens a refusal: “Are you coming?” “The thing is, I have to work”. It often follows “lo siento”.',
      },
    },
    example: {
      es: 'Perdona, es que había mucho tráfico.',
      en: 'Sorry, the thing is there was a lot of traffic.',
    },
    more: {
      es: 'Después de «es que» va el indicativo, en el tiempo que corresponda: «es que estoy cansado», «es que llegué tarde».',
      en: 'After “es que” comes the indicative, in whatever tense fits: “es que estoy cansado”, “es que llegué tarde”.',
    },
    explanation: {
      en: 'Es que + indicative is the everyday way to give a reason, especially an excuse or an explanation for saying no: lo siento, es que tuve un imprevisto. It sounds more natural in conversation than porque at the start of an answer.',
      es: 'Es que + indicativo es la forma habitual de dar un motivo, sobre todo una excusa o la razón de una negativa: lo siento, es que tuve un imprevisto. En la conversación suena más natural que porque al principio de una respuesta.',
    },
  },
  {
    id: 'a2-que-exclamations',
    title: { en: 'Reacting with ¡qué…!', es: 'Reaccionar con ¡qué…!' },
    level: 'A2',
    keys: [['que', 'pena'], ['que', 'alegria'], ['exclamacion'], ['exclamation'], ['react']],
    answer: {
      basic: {
        es: 'Para reaccionar: «¡Qué» + nombre o adjetivo!: «¡Qué pena!», «¡Qué alegría!», «¡Qué bonito!».',
        en: 'To react: “¡Qué” + noun or adjective!: “What a shame!”, “How wonderful!”, “How pretty!”.',
      },
      richer: {
        es: '«Qué» lleva tilde y la frase, dos signos: «¡Qué suerte!». Con nombre y adjetivo: «¡Qué día tan bonito!».',
        en: '“Qué” has an accent and the sentence two marks: “How lucky!”. With noun and adjective: “What a lovely day!”.',
      },
    },
    example: { es: '¿Ha tenido un bebé? ¡Qué alegría!', en: 'She has had a baby? How wonderful!' },
    more: {
      es: 'Para malas noticias: «¡Qué pena!», «¡Qué horror!», «¡Vaya!». Para buenas: «¡Qué bien!», «¡Qué suerte!».',
      en: 'For bad news: “What a shame!”, “How awful!”, “Oh dear!”. For good news: “Great!”, “How lucky!”.',
    },
    explanation: {
      en: 'Spanish reacts to news with qué + noun (¡qué pena!, ¡qué alegría!, ¡qué suerte!) or qué + adjective or adverb (¡qué bonito!, ¡qué bien!). With a noun and an adjective, use tan or más: ¡qué día tan bonito! Qué always has an accent here, and the sentence opens with ¡.',
      es: 'El español reacciona a las noticias con qué + nombre (¡qué pena!, ¡qué alegría!, ¡qué suerte!) o qué + adjetivo o adverbio (¡qué bonito!, ¡qué bien!). Con nombre y adjetivo se usa tan o más: ¡qué día tan bonito! Qué lleva siempre tilde y la frase se abre con ¡.',
    },
  },
];

/** The A2 lessons' grammar points (exact string) → the id of the note that answers each. */
export const A2_LESSON_GRAMMAR: Readonly<Record<string, string>> = {
  'Present perfect: he, has, ha… + participle in -ado / -ido': 'present-perfect',
  'Present perfect with hoy, esta mañana, esta semana': 'perfect-vs-preterite',
  'Ya and todavía no with the present perfect': 'a2-ya-todavia',
  'Acabar de + infinitive': 'acabar-de',
  'Irregular participles: visto, hecho, escrito, roto, vuelto, abierto, dicho, puesto':
    'a2-irregular-participles',
  'Experiences with alguna vez, nunca and … veces': 'present-perfect',
  'Present perfect (esta semana) vs preterite (la semana pasada)': 'perfect-vs-preterite',
  'Algo / nada, alguien / nadie and the double negative': 'a2-indefinites',
  'Algún / ningún before a masculine noun': 'a2-algun-ningun',
  'Third-person stem changes in the preterite: murió, pidió, siguió': 'a2-preterite-stem-change',
  'Dates and ages in a life story: en 1985, a los veinte años': 'a2-dates-ages',
  'Imperfect for memories and feelings: me encantaba, me daba miedo': 'imperfect-forms',
  'Preterite for what you did, imperfect for what it was like': 'preterite-imperfect',
  'Imperfect for habits (entrenaba) and preterite for results (ganamos)': 'preterite-imperfect',
  'Hace + time + que + present': 'hace-que',
  'Desde (a moment) vs desde hace (a period)': 'desde-hace',
  'Asking for travel information: ¿a qué hora sale…?, ¿de qué vía…?': 'question-words',
  'Se puede / no se puede + infinitive for rules': 'a2-se-puede',
  'Hay que + infinitive for rules and conditions': 'tener-que',
  'Se me ha perdido: things that happen to you by accident': 'a2-accidental-se',
  'Describing objects: de + material, colour agreement': 'adjective-agreement',
  'Recommending: merece la pena + infinitive, le recomiendo + noun': 'a2-recommending',
  'Present perfect for what has just gone wrong: me han robado, se ha tragado': 'present-perfect',
  'Polite requests at a counter: quería + infinitive, ¿podría…?': 'polite-requests',
  'Tardar + time + en + infinitive': 'a2-tardar-en',
  'Preterite and perfect in a complaint: lo compré ayer, no ha funcionado': 'perfect-vs-preterite',
  'Two pronouns in a request: ¿me lo puede cambiar?': 'double-object-order',
  'Me corto el pelo: reflexive verbs for things others do for you': 'a2-causative-reflexive',
  'Para + a date for deadlines: para el viernes, ¿para cuándo?': 'para-uses',
  'Pensar + infinitive and tener pensado for intentions': 'a2-pensar-infinitive',
  'A lo mejor and quizás with the indicative': 'quiza-tal-vez',
  'The simple future: infinitive + -é, -ás, -á, -emos, -éis, -án': 'future-tense',
  'Irregular futures: haré, saldré, tendré, podré': 'future-irregular',
  'Offers with the present: yo llevo la bebida, ¿traigo algo?': 'a2-present-offers',
  'The future in forecasts: lloverá, hará, habrá': 'future-tense',
  'Superlative + que + perfect: el paisaje más bonito que he visto': 'a2-superlative-que',
  'Usted commands: abra la boca, enjuáguese': 'formal-commands',
  'When to take it: cada… horas, antes de / después de + noun': 'a2-antes-despues-de',
  'Reflexive verbs in the present perfect: me he cortado, te has caído': 'reflexive-verbs',
  'Se me ha caído: things that happen to you by accident': 'a2-accidental-se',
  'Tú commands for instructions: llena, pulsa, mete': 'tu-commands',
  'Hay que + infinitive for the steps of a process': 'tener-que',
  'Costar works like gustar: me cuesta dormirme': 'verbs-like-gustar',
  'Parecer works like gustar: ¿qué te ha parecido?': 'verbs-like-gustar',
  'Present perfect for fresh opinions: me ha gustado, me ha decepcionado': 'present-perfect',
  'Es que + reason for excuses': 'a2-es-que',
  'Preterite for what went wrong: no pude ir, llegué tarde': 'preterite-irregular',
  'Describing a photo with estaba + gerund and llevaba': 'past-progressive',
  'Present perfect for news: ha tenido un bebé, se ha mudado': 'present-perfect',
  'Reacting with ¡qué + noun!: ¡qué pena!, ¡qué alegría!': 'a2-que-exclamations',
  'Relative superlative: el más… de, el mejor, el peor': 'isimo',
  'Absolute superlative in -ísimo: buenísimo, carísimo': 'isimo',
};
