/** Grammar notes on the past, future and conditional tenses and on telling a story. */
import type { GrammarNote } from './types';

export const TENSE_NOTES: readonly GrammarNote[] = [
  {
    id: 'preterite-regular',
    title: { en: 'The preterite: regular endings', es: 'El pretérito indefinido: terminaciones regulares' },
    level: 'A2',
    keys: [
      ['preterito'],
      ['preterite'],
      ['indefinido'],
      ['pasado', 'simple'],
      ['simple', 'past'],
      ['past', 'tense'],
    ],
    answer: {
      basic: {
        es: 'Para acciones terminadas: «hablé», «hablaste», «habló»; con -er e -ir, «comí», «comiste», «comió».',
        en: 'For finished actions: “hablé”, “hablaste”, “habló”; with -er and -ir, “comí”, “comiste”, “comió”.',
      },
      richer: {
        es: 'Plural: «hablamos», «hablasteis», «hablaron»; «comimos», «comisteis», «comieron». «Hablamos» sirve para presente y pretérito.',
        en: 'Plural: “hablamos”, “hablasteis”, “hablaron”; “comimos”, “comisteis”, “comieron”. “Hablamos” works for present and preterite.',
      },
    },
    example: {
      es: 'El sábado cené con unos amigos y bailamos mucho.',
      en: 'On Saturday I had dinner with some friends and we danced a lot.',
    },
    more: {
      es: 'Ojo a la tilde: «hablo» es presente (I speak); «habló» es pasado (he spoke).',
      en: 'Watch the accent mark: “hablo” is present (I speak); “habló” is past (he spoke).',
    },
    explanation: {
      en: 'The preterite tells finished actions: -ar verbs take -é, -aste, -ó, -amos, -asteis, -aron (hablé); -er and -ir verbs take -í, -iste, -ió, -imos, -isteis, -ieron (comí, viví). The accent matters: hablo (I speak) vs habló (he spoke).',
      es: 'El pretérito indefinido cuenta acciones terminadas: los verbos en -ar llevan -é, -aste, -ó, -amos, -asteis, -aron (hablé); los verbos en -er e -ir, -í, -iste, -ió, -imos, -isteis, -ieron (comí, viví). La tilde importa: hablo (presente) y habló (pasado).',
    },
  },
  {
    id: 'past-time-expressions',
    title: { en: 'Past time expressions', es: 'Expresiones de tiempo pasado' },
    level: 'A2',
    keys: [
      ['ayer'],
      ['anoche'],
      ['expresiones', 'pasado'],
      ['past', 'time', 'expressions'],
      ['marcadores', 'temporales'],
      ['last', 'week'],
    ],
    answer: {
      basic: {
        es: 'Estas palabras van con pretérito: «ayer», «anoche», «el lunes pasado». Ejemplo: «Ayer fui al cine».',
        en: 'These words go with the preterite: “ayer”, “anoche”, “el lunes pasado”. Example: “Yesterday I went to the cinema”.',
      },
      richer: {
        es: 'Marcan un tiempo terminado: «ayer», «anteayer», «la semana pasada», «en 2019», «hace tres días». Con ellos, pretérito.',
        en: 'They mark a finished time: “yesterday”, “the day before yesterday”, “last week”, “in 2019”, “three days ago”. With them, the preterite.',
      },
    },
    example: {
      es: 'Anoche cenamos en un restaurante peruano.',
      en: 'Last night we had dinner at a Peruvian restaurant.',
    },
    more: {
      es: 'Si el tiempo no ha terminado, como «hoy» o «esta semana», en España se prefiere: «Hoy he trabajado».',
      en: 'If the time hasn’t finished, like “today” or “this week”, in Spain people prefer: “I’ve worked today”.',
    },
    explanation: {
      en: 'Expressions of finished time (ayer, anoche, anteayer, el lunes pasado, la semana pasada, el año pasado, en 2019, hace tres días) go with the preterite. Time that is not over (hoy, esta semana, este año) usually takes the present perfect in Spain and the preterite in most of Latin America.',
      es: 'Las expresiones de tiempo terminado (ayer, anoche, anteayer, el lunes pasado, la semana pasada, el año pasado, en 2019, hace tres días) van con pretérito indefinido. El tiempo no terminado (hoy, esta semana, este año) suele llevar pretérito perfecto en España e indefinido en gran parte de América.',
    },
  },
  {
    id: 'preterite-irregular',
    title: {
      en: 'Irregular preterites: tuve, estuve, hice…',
      es: 'Pretéritos irregulares: tuve, estuve, hice…',
    },
    level: 'A2',
    keys: [
      ['preterito', 'irregular'],
      ['preterite', 'irregular'],
      ['preteritos', 'fuertes'],
      ['strong', 'preterite'],
      ['tuve'],
      ['estuve'],
      ['hice'],
    ],
    answer: {
      basic: {
        es: 'Algunos verbos cambian la raíz en pretérito: «tuve» (tener), «estuve» (estar), «hice» (hacer), «pude» (poder).',
        en: 'Some verbs change their stem in the preterite: “tuve” (tener), “estuve” (estar), “hice” (hacer), “pude” (poder).',
      },
      richer: {
        es: 'Raíces fuertes: tuv-, estuv-, hic-, pud-, pus-, quis-, vin-. Sin tilde: «tuve», «tuvo», «vine», «vino».',
        en: 'Strong stems: tuv-, estuv-, hic-, pud-, pus-, quis-, vin-. No accent mark: “tuve”, “tuvo”, “vine”, “vino”.',
      },
    },
    example: {
      es: 'Ayer no pude ir porque tuve que trabajar.',
      en: 'Yesterday I couldn’t go because I had to work.',
    },
    more: {
      es: 'Ojo con «hacer»: «hizo», con zeta, para él o ella: «¿Qué hizo Ana?».',
      en: 'Careful with “hacer”: “hizo”, with a z, for he or she: “What did Ana do?”.',
    },
    explanation: {
      en: 'A group of common verbs has a “strong” preterite with a new stem and unstressed endings -e, -iste, -o, -imos, -isteis, -ieron: tener (tuve), estar (estuve), hacer (hice, hizo), poder (pude), poner (puse), querer (quise), venir (vine), saber (supe). Note the missing accent: tuvo, not tuvó.',
      es: 'Un grupo de verbos frecuentes tiene un pretérito «fuerte», con una raíz nueva y terminaciones átonas -e, -iste, -o, -imos, -isteis, -ieron: tener (tuve), estar (estuve), hacer (hice, hizo), poder (pude), poner (puse), querer (quise), venir (vine), saber (supe). Fíjate en que no llevan tilde: tuvo.',
    },
  },
  {
    id: 'fui-ser-ir',
    title: { en: 'Ser and ir share fui, fuiste, fue…', es: 'Ser e ir comparten fui, fuiste, fue…' },
    level: 'A2',
    keys: [['fui'], ['fue'], ['ser', 'ir', 'pasado'], ['ser', 'ir', 'preterito'], ['ser', 'ir', 'preterite']],
    answer: {
      basic: {
        es: '«Ser» e «ir» tienen el mismo pretérito: fui, fuiste, fue, fuimos, fuisteis, fueron.',
        en: '“Ser” and “ir” have the same preterite: fui, fuiste, fue, fuimos, fuisteis, fueron.',
      },
      richer: {
        es: 'El contexto lo aclara: «Fui a Roma» (ir, con «a» y destino) y «Fue un viaje increíble» (ser).',
        en: 'Context makes it clear: “I went to Rome” (ir, with “a” and a destination) and “It was an amazing trip” (ser).',
      },
    },
    example: {
      es: 'Fuimos a la playa y fue un día perfecto.',
      en: 'We went to the beach and it was a perfect day.',
    },
    more: {
      es: 'Estas formas no llevan tilde: «fui», «fue», «dio», «vio».',
      en: 'These forms take no accent mark: “fui”, “fue”, “dio”, “vio”.',
    },
    explanation: {
      en: 'Ser and ir have identical preterite forms: fui, fuiste, fue, fuimos, fuisteis, fueron. Context tells them apart: with a (+ destination) it is ir (fui a Roma); with a description or identity it is ser (fue increíble, fue mi profesor).',
      es: 'Ser e ir tienen las mismas formas de pretérito: fui, fuiste, fue, fuimos, fuisteis, fueron. El contexto las distingue: con a (+ destino) es ir (fui a Roma); con una descripción o identidad es ser (fue increíble, fue mi profesor).',
    },
  },
  {
    id: 'preterite-j-eron',
    title: {
      en: 'Dij-, traj-: third person plural in -eron',
      es: 'Dij-, traj-: tercera persona del plural en -eron',
    },
    level: 'A2',
    keys: [['dijeron'], ['trajeron'], ['dijieron'], ['eron'], ['dij', 'traj']],
    answer: {
      basic: {
        es: 'Verbos con «j» en pretérito: dije, traje. En plural es «-eron», sin «i»: «dijeron», «trajeron».',
        en: 'Verbs with “j” in the preterite: dije, traje. In the plural it’s “-eron”, with no “i”: “dijeron”, “trajeron”.',
      },
      richer: {
        es: 'Tras la raíz en «j» se pierde la «i»: dijeron, trajeron, condujeron, produjeron. Igual con los verbos en -ducir.',
        en: 'After a stem in “j” the “i” is dropped: dijeron, trajeron, condujeron, produjeron. The same with verbs in -ducir.',
      },
    },
    example: {
      es: 'Mis amigos trajeron vino y dijeron que era muy bueno.',
      en: 'My friends brought wine and said it was very good.',
    },
    more: {
      es: 'Las demás personas son normales: «dije», «dijiste», «dijo», «dijimos», «dijisteis».',
      en: 'The other persons are normal: “dije”, “dijiste”, “dijo”, “dijimos”, “dijisteis”.',
    },
    explanation: {
      en: 'Preterites with a stem in j (decir → dij-, traer → traj-, conducir → conduj-, producir → produj-) take -eron, not -ieron, in the third person plural: dijeron, trajeron, condujeron. The other endings are the usual strong ones: dije, dijiste, dijo.',
      es: 'Los pretéritos con raíz en j (decir → dij-, traer → traj-, conducir → conduj-, producir → produj-) llevan -eron, no -ieron, en la tercera persona del plural: dijeron, trajeron, condujeron. Las demás terminaciones son las fuertes de siempre: dije, dijiste, dijo.',
    },
  },
  {
    id: 'imperfect-forms',
    title: { en: 'The imperfect: -aba / -ía', es: 'El imperfecto: -aba / -ía' },
    level: 'A2',
    keys: [['imperfecto'], ['imperfect'], ['aba', 'ia'], ['used', 'to']],
    answer: {
      basic: {
        es: 'Imperfecto: -ar → -aba (hablaba); -er e -ir → -ía (comía, vivía). Para costumbres y descripciones del pasado.',
        en: 'Imperfect: -ar → -aba (hablaba); -er and -ir → -ía (comía, vivía). For habits and descriptions in the past.',
      },
      richer: {
        es: 'Con -ar: «hablaba», «hablábamos». Con -er e -ir: «comía», «vivíamos». Ojo: «yo hablaba» y «ella hablaba» coinciden.',
        en: 'With -ar: “hablaba”, “hablábamos”. With -er and -ir: “comía”, “vivíamos”. Careful: “yo hablaba” and “ella hablaba” are the same.',
      },
    },
    example: {
      es: 'De pequeña vivía en un pueblo y jugaba en la calle.',
      en: 'As a little girl I lived in a village and played in the street.',
    },
    more: {
      es: 'El imperfecto traduce «used to» y «was …ing»: «Leía mucho», «Llovía cuando salí».',
      en: 'The imperfect translates “used to” and “was …ing”: “I used to read a lot”, “It was raining when I went out”.',
    },
    explanation: {
      en: 'The imperfect is formed with -aba, -abas, -aba, -ábamos, -abais, -aban for -ar verbs and -ía, -ías, -ía, -íamos, -íais, -ían for -er and -ir verbs. It describes past habits (“used to”), ongoing actions (“was doing”) and background: time, weather, age, feelings.',
      es: 'El imperfecto se forma con -aba, -abas, -aba, -ábamos, -abais, -aban en los verbos en -ar y con -ía, -ías, -ía, -íamos, -íais, -ían en los verbos en -er e -ir. Describe costumbres del pasado, acciones en curso y el fondo: hora, tiempo, edad, sentimientos.',
    },
  },
  {
    id: 'imperfect-irregulars',
    title: {
      en: 'The three irregular imperfects: era, iba, veía',
      es: 'Los tres imperfectos irregulares: era, iba, veía',
    },
    level: 'A2',
    keys: [['era', 'iba'], ['imperfecto', 'irregular'], ['imperfect', 'irregular'], ['veia']],
    answer: {
      basic: {
        es: 'Solo tres verbos son irregulares en imperfecto: ser (era), ir (iba) y ver (veía).',
        en: 'Only three verbs are irregular in the imperfect: ser (era), ir (iba) and ver (veía).',
      },
      richer: {
        es: 'Ser: era, eras, era, éramos, erais, eran. Ir: iba, ibas, iba, íbamos, ibais, iban. Ver: veía, veías…',
        en: 'Ser: era, eras, era, éramos, erais, eran. Ir: iba, ibas, iba, íbamos, ibais, iban. Ver: veía, veías…',
      },
    },
    example: {
      es: 'Cuando era niño, iba al colegio en bici.',
      en: 'When I was a boy, I went to school by bike.',
    },
    more: {
      es: 'Todos los demás son regulares, incluso «tener» y «hacer»: «tenía», «hacía».',
      en: 'All the others are regular, even “tener” and “hacer”: “tenía”, “hacía”.',
    },
    explanation: {
      en: 'Only ser (era, eras, era, éramos, erais, eran), ir (iba, ibas, iba, íbamos, ibais, iban) and ver (veía, veías…) are irregular in the imperfect. Every other verb, even very irregular ones like tener, hacer or decir, is regular: tenía, hacía, decía.',
      es: 'Solo ser (era, eras, era, éramos, erais, eran), ir (iba, ibas, iba, íbamos, ibais, iban) y ver (veía, veías…) son irregulares en imperfecto. Todos los demás verbos, incluso los muy irregulares como tener, hacer o decir, son regulares: tenía, hacía, decía.',
    },
  },
  {
    id: 'preterite-imperfect',
    title: { en: 'Preterite vs imperfect', es: 'Indefinido o imperfecto' },
    level: 'A2',
    keys: [
      ['preterito', 'imperfecto'],
      ['preterite', 'imperfect'],
      ['indefinido', 'imperfecto'],
      ['fui', 'iba'],
    ],
    answer: {
      basic: {
        es: 'Pretérito: acciones terminadas, lo que pasó. Imperfecto: descripciones y costumbres, cómo era. «Llovía cuando llegué».',
        en: 'Preterite: finished actions, what happened. Imperfect: descriptions and habits, what it was like. “It was raining when I arrived”.',
      },
      richer: {
        es: 'Imperfecto: el fondo o el hábito. Pretérito: los hechos que avanzan la historia. «Dormía cuando sonó el teléfono».',
        en: 'Imperfect: the background or the habit. Preterite: the events that move the story on. “I was sleeping when the phone rang”.',
      },
    },
    example: {
      es: 'Era tarde y hacía frío. De repente, alguien llamó a la puerta.',
      en: 'It was late and it was cold. Suddenly, someone knocked at the door.',
    },
    more: {
      es: 'Pista: si puedes decir «was …ing» o «used to», casi siempre es imperfecto.',
      en: 'Tip: if you can say “was …ing” or “used to”, it’s almost always the imperfect.',
    },
    explanation: {
      en: 'The preterite presents past actions as complete events that move the story forward (llegué, comí, me fui). The imperfect describes the scene and what was going on or used to happen: time, weather, age, appearance, feelings, habits (era tarde, llovía, siempre íbamos). The typical pattern is an imperfect background interrupted by a preterite event: Leía cuando sonó el teléfono.',
      es: 'El indefinido presenta las acciones pasadas como hechos terminados que hacen avanzar la historia (llegué, comí, me fui). El imperfecto describe la escena y lo que estaba pasando o solía pasar: hora, tiempo, edad, aspecto, sentimientos, costumbres (era tarde, llovía, siempre íbamos). El esquema típico es un fondo en imperfecto interrumpido por un hecho en indefinido: Leía cuando sonó el teléfono.',
    },
  },
  {
    id: 'past-progressive',
    title: { en: 'Past progressive: estaba + gerund', es: 'Estaba + gerundio' },
    level: 'A2',
    keys: [
      ['estaba', 'gerundio'],
      ['past', 'progressive'],
      ['past', 'continuous'],
      ['was', 'ing'],
    ],
    answer: {
      basic: {
        es: '«Estaba» + gerundio es una acción en curso en el pasado: «Estaba cocinando cuando llamaste».',
        en: '“Estaba” + gerund is an action in progress in the past: “I was cooking when you called”.',
      },
      richer: {
        es: '«Estaba» + gerundio subraya el proceso interrumpido; el imperfecto simple también vale: «Cocinaba cuando llamaste».',
        en: '“Estaba” + gerund stresses the interrupted process; the simple imperfect also works: “I was cooking when you called”.',
      },
    },
    example: {
      es: 'Estábamos viendo una película cuando se fue la luz.',
      en: 'We were watching a film when the power went off.',
    },
    more: {
      es: 'Con pretérito, «estuve» + gerundio da una duración cerrada: «Estuve estudiando toda la tarde».',
      en: 'With the preterite, “estuve” + gerund gives a closed duration: “I was studying all afternoon”.',
    },
    explanation: {
      en: 'Estaba + gerund (imperfect of estar) shows an action in progress at a past moment, often interrupted by a preterite: Estaba duchándome cuando sonó el timbre. Estuve + gerund presents a completed period of activity: Estuve trabajando hasta las diez.',
      es: 'Estaba + gerundio (imperfecto de estar) muestra una acción en curso en un momento pasado, a menudo interrumpida por un indefinido: Estaba duchándome cuando sonó el timbre. Estuve + gerundio presenta un periodo de actividad ya cerrado: Estuve trabajando hasta las diez.',
    },
  },
  {
    id: 'preterite-meaning-change',
    title: {
      en: 'Verbs that change meaning: conocí vs conocía',
      es: 'Verbos que cambian de sentido: conocí o conocía',
    },
    level: 'A2',
    keys: [
      ['conoci', 'conocia'],
      ['supe', 'sabia'],
      ['quise', 'queria'],
      ['meaning', 'preterite'],
      ['significado', 'preterito'],
    ],
    answer: {
      basic: {
        es: '«Conocí a Ana» (I met Ana); «conocía a Ana» (I knew Ana). «Supe» (I found out); «sabía» (I knew).',
        en: '“Conocí a Ana” (I met Ana); “conocía a Ana” (I knew Ana). “Supe” (I found out); “sabía” (I knew).',
      },
      richer: {
        es: 'En pretérito marcan el momento del cambio: «conocí», «supe», «no quise» (me negué), «pude» (lo logré). En imperfecto, el estado.',
        en: 'In the preterite they mark the moment of change: “conocí”, “supe”, “no quise” (I refused), “pude” (I managed). In the imperfect, the state.',
      },
    },
    example: {
      es: 'Conocí a mi mujer en 2010; entonces no conocía a nadie.',
      en: 'I met my wife in 2010; back then I didn’t know anyone.',
    },
    more: {
      es: 'Otro par: «tenía que ir» (quizá no fui) y «tuve que ir» (fui).',
      en: 'Another pair: “tenía que ir” (maybe I didn’t go) and “tuve que ir” (I went).',
    },
    explanation: {
      en: 'With some verbs the preterite marks the start or the completed result, and the imperfect the ongoing state: conocí (met) / conocía (knew), supe (found out) / sabía (knew), pude (managed) / podía (was able), no quise (refused) / no quería (didn’t want), tuve que (had to, and did) / tenía que (was supposed to).',
      es: 'Con algunos verbos el indefinido marca el comienzo o el resultado cumplido, y el imperfecto el estado: conocí (por primera vez) / conocía (ya había trato), supe (me enteré) / sabía, pude (lo logré) / podía, no quise (me negué) / no quería, tuve que (y lo hice) / tenía que (debía).',
    },
  },
  {
    id: 'present-perfect',
    title: { en: 'The present perfect: he trabajado', es: 'El pretérito perfecto: he trabajado' },
    level: 'B1',
    keys: [
      ['preterito', 'perfecto'],
      ['present', 'perfect'],
      ['haber', 'participio'],
      ['he trabajado'],
      ['participio'],
      ['participle'],
    ],
    answer: {
      basic: {
        es: 'El pretérito perfecto es «haber» + participio: «He trabajado», «¿Has estado en México?».',
        en: 'The present perfect is “haber” + participle: “I have worked”, “Have you been to Mexico?”.',
      },
      richer: {
        es: 'Haber (he, has, ha, hemos, habéis, han) + participio en -ado o -ido. Para experiencias: «Nunca he estado en Perú».',
        en: 'Haber (he, has, ha, hemos, habéis, han) + participle in -ado or -ido. For experiences: “I have never been to Peru”.',
      },
    },
    example: {
      es: 'He trabajado en tres países y he estudiado dos idiomas.',
      en: 'I have worked in three countries and studied two languages.',
    },
    more: {
      es: 'Participios irregulares: «he hecho», «he dicho», «he visto», «he escrito», «he puesto», «he roto».',
      en: 'Irregular participles: “he hecho”, “he dicho”, “he visto”, “he escrito”, “he puesto”, “he roto”.',
    },
    explanation: {
      en: 'The present perfect is haber in the present (he, has, ha, hemos, habéis, han) + a participle in -ado/-ido, which never changes: he trabajado, hemos comido. It is used for life experience (¿Has estado en Perú?), for time not yet over (hoy, este año) and, in Spain, for the recent past; the two parts are never separated.',
      es: 'El pretérito perfecto es haber en presente (he, has, ha, hemos, habéis, han) + un participio en -ado/-ido, que no cambia: he trabajado, hemos comido. Se usa para la experiencia (¿Has estado en Perú?), para el tiempo no terminado (hoy, este año) y, en España, para el pasado reciente; las dos partes nunca se separan.',
    },
  },
  {
    id: 'perfect-vs-preterite',
    title: { en: 'Present perfect vs preterite', es: 'Pretérito perfecto o indefinido' },
    level: 'B1',
    keys: [
      ['perfecto', 'indefinido'],
      ['present perfect', 'preterite'],
      ['preterito perfecto', 'indefinido'],
      ['he comido', 'comi'],
    ],
    answer: {
      basic: {
        es: 'En España: tiempo no terminado, perfecto: «Hoy he comido». Tiempo terminado, pretérito: «Ayer comí».',
        en: 'In Spain: unfinished time, present perfect: “I’ve eaten today”. Finished time, preterite: “I ate yesterday”.',
      },
      richer: {
        es: 'Perfecto con «hoy», «esta semana», «ya», «nunca»; pretérito con «ayer», «en 2019». En casi toda América domina el pretérito.',
        en: 'Present perfect with “today”, “this week”, “already”, “never”; preterite with “yesterday”, “in 2019”. In most of Latin America the preterite dominates.',
      },
    },
    example: {
      es: 'Esta mañana he desayunado fruta, pero ayer comí churros.',
      en: 'This morning I’ve had fruit for breakfast, but yesterday I ate churros.',
    },
    more: {
      es: 'Para experiencias sin fecha, perfecto: «¿Has probado el mate?». Si das la fecha, pretérito: «Lo probé en 2020».',
      en: 'For experiences with no date, present perfect: “Have you tried mate?”. If you give the date, preterite: “I tried it in 2020”.',
    },
    explanation: {
      en: 'In Spain, the present perfect is used for events in a period that includes now (hoy, esta semana, este año, ya, todavía no, nunca) and for undated experiences; the preterite is for a finished period (ayer, el año pasado, en 2019). In most of Latin America the preterite also covers recent events (hoy comí), and the present perfect mainly expresses experience or something still continuing.',
      es: 'En España, el pretérito perfecto se usa para hechos en un periodo que incluye el presente (hoy, esta semana, este año, ya, todavía no, nunca) y para experiencias sin fecha; el indefinido, para un periodo terminado (ayer, el año pasado, en 2019). En gran parte de América el indefinido cubre también lo reciente (hoy comí), y el perfecto expresa sobre todo experiencia o algo que continúa.',
    },
  },
  {
    id: 'perfect-preterite-regions',
    title: { en: 'Present perfect vs preterite across regions', es: 'Perfecto e indefinido según la región' },
    level: 'C2',
    keys: [
      ['perfecto', 'america'],
      ['perfecto', 'regiones'],
      ['present perfect', 'latin america'],
      ['perfecto', 'espana', 'america'],
    ],
    answer: {
      basic: {
        es: 'En España: «Hoy he comido paella». En gran parte de América: «Hoy comí paella». Las dos son correctas.',
        en: 'In Spain: “I’ve had paella today”. In much of Latin America: “I had paella today”. Both are correct.',
      },
      richer: {
        es: 'España usa el perfecto para lo reciente; América prefiere el pretérito y reserva el perfecto para experiencias o continuidad.',
        en: 'Spain uses the present perfect for recent events; Latin America prefers the preterite and keeps the present perfect for experiences or continuity.',
      },
    },
    example: {
      es: '¿Ya comiste? En Madrid dirían: «¿Ya has comido?».',
      en: 'Did you eat yet? In Madrid they would say: “Have you eaten yet?”.',
    },
    more: {
      es: 'Dentro de España también varía: en Galicia, Asturias y Canarias se oye más el pretérito.',
      en: 'Within Spain it also varies: in Galicia, Asturias and the Canary Islands you hear the preterite more.',
    },
    explanation: {
      en: 'Central and southern Spain use the present perfect for anything within the current time frame (hoy he ido), even minutes ago. Most of Latin America, the Canary Islands and north-western Spain prefer the preterite for completed events (hoy fui), keeping the present perfect for experience or situations that continue (siempre he vivido aquí); some Andean varieties use the perfect even more widely than Spain.',
      es: 'El centro y el sur de España usan el pretérito perfecto para todo lo que cae en el marco temporal actual (hoy he ido), incluso hace unos minutos. La mayor parte de América, Canarias y el noroeste de España prefieren el indefinido para los hechos terminados (hoy fui) y reservan el perfecto para la experiencia o lo que continúa (siempre he vivido aquí); algunas variedades andinas usan el perfecto aún más que España.',
    },
  },
  {
    id: 'pluperfect',
    title: { en: 'The pluperfect: había + participle', es: 'El pluscuamperfecto: había + participio' },
    level: 'B1',
    keys: [
      ['pluscuamperfecto'],
      ['pluperfect'],
      ['past', 'perfect'],
      ['habia', 'participio'],
      ['had', 'done'],
    ],
    answer: {
      basic: {
        es: '«Había» + participio cuenta algo anterior a otro pasado: «Cuando llegué, el tren ya había salido».',
        en: '“Había” + participle tells of something before another past event: “When I arrived, the train had already left”.',
      },
      richer: {
        es: 'Pluscuamperfecto: había, habías, había, habíamos, habíais, habían + participio. Marca lo anterior a otro momento pasado.',
        en: 'Pluperfect: había, habías, había, habíamos, habíais, habían + participle. It marks what came before another past moment.',
      },
    },
    example: {
      es: 'Nunca había visto el mar antes de ese viaje.',
      en: 'I had never seen the sea before that trip.',
    },
    more: {
      es: 'En las anécdotas ayuda mucho: «Resulta que había perdido las llaves».',
      en: 'In anecdotes it helps a lot: “It turns out I had lost my keys”.',
    },
    explanation: {
      en: 'The pluperfect (imperfect of haber + participle: había salido) places an action before another past action or moment: Cuando llegamos, la película ya había empezado. It is typical in stories to go back in time and in reported speech.',
      es: 'El pluscuamperfecto (imperfecto de haber + participio: había salido) sitúa una acción antes de otra acción o momento pasados: Cuando llegamos, la película ya había empezado. Es típico en los relatos para volver atrás en el tiempo y en el estilo indirecto.',
    },
  },
  {
    id: 'ir-a-infinitive',
    title: { en: 'Ir a + infinitive', es: 'Ir a + infinitivo' },
    level: 'A1',
    keys: [['ir a'], ['voy a'], ['going', 'to'], ['ir', 'infinitivo'], ['planes'], ['plans']],
    answer: {
      basic: {
        es: 'Para planes: «ir a» + infinitivo. «Voy a estudiar», «Vamos a comer juntos».',
        en: 'For plans: “ir a” + infinitive. “I’m going to study”, “We’re going to eat together”.',
      },
      richer: {
        es: 'Ir (voy, vas, va…) + «a» + infinitivo expresa planes e intenciones: «Este verano voy a viajar a Perú».',
        en: 'Ir (voy, vas, va…) + “a” + infinitive expresses plans and intentions: “This summer I’m going to travel to Peru”.',
      },
    },
    example: { es: 'Mañana voy a visitar a mi abuela.', en: 'Tomorrow I’m going to visit my grandmother.' },
    more: {
      es: 'No olvides la «a» entre «ir» y el infinitivo. Y «vamos a» + infinitivo también es «let’s».',
      en: 'Don’t forget the “a” between “ir” and the infinitive. And “vamos a” + infinitive is also “let’s”.',
    },
    explanation: {
      en: 'Ir a + infinitive (voy a comer, vas a ver) is the everyday way to talk about plans, intentions and things about to happen. Only ir is conjugated, and the a is never dropped; vamos a + infinitive can also mean “let’s”.',
      es: 'Ir a + infinitivo (voy a comer, vas a ver) es la forma cotidiana de hablar de planes, intenciones y cosas a punto de pasar. Solo se conjuga ir, y la a nunca desaparece; vamos a + infinitivo también puede ser una propuesta.',
    },
  },
  {
    id: 'future-time-expressions',
    title: { en: 'Future time expressions', es: 'Expresiones de tiempo futuro' },
    level: 'A1',
    keys: [
      ['expresiones', 'futuro'],
      ['future', 'expressions'],
      ['que viene'],
      ['proxima', 'semana'],
      ['next', 'week'],
      ['next', 'year'],
    ],
    answer: {
      basic: {
        es: 'Para el futuro: «mañana», «pasado mañana», «el lunes», «la semana que viene», «el año próximo».',
        en: 'For the future: “tomorrow”, “the day after tomorrow”, “on Monday”, “next week”, “next year”.',
      },
      richer: {
        es: '«Que viene» y «próximo» significan «next»: «el mes que viene», «la próxima semana». «Dentro de» + tiempo: «dentro de dos días».',
        en: '“Que viene” and “próximo” mean “next”: “next month”, “next week”. “Dentro de” + time: “in two days”.',
      },
    },
    example: {
      es: 'La semana que viene voy a empezar un curso.',
      en: 'Next week I’m going to start a course.',
    },
    more: {
      es: 'Con estas palabras el presente también vale para planes fijos: «El lunes empiezo a trabajar».',
      en: 'With these words the present also works for fixed plans: “I start work on Monday”.',
    },
    explanation: {
      en: 'Common future markers are mañana, pasado mañana, esta tarde, el lunes, el fin de semana, la semana que viene / la próxima semana, el año que viene, and dentro de + time (in two days). They combine with ir a + infinitive, the future tense, or the present for fixed plans.',
      es: 'Los marcadores de futuro frecuentes son mañana, pasado mañana, esta tarde, el lunes, el fin de semana, la semana que viene / la próxima semana, el año que viene, y dentro de + tiempo. Se combinan con ir a + infinitivo, con el futuro o con el presente para planes fijos.',
    },
  },
  {
    id: 'future-vs-ir-a',
    title: { en: 'Future tense vs ir a', es: 'Futuro o ir a' },
    level: 'B1',
    keys: [
      ['futuro', 'ir a'],
      ['future', 'going to'],
      ['futuro', 'voy a'],
      ['will', 'going to'],
    ],
    answer: {
      basic: {
        es: '«Ir a» + infinitivo: planes. Futuro simple: predicciones y promesas. «Voy a viajar», «Mañana lloverá».',
        en: '“Ir a” + infinitive: plans. Simple future: predictions and promises. “I’m going to travel”, “It will rain tomorrow”.',
      },
      richer: {
        es: 'Hablando, «ir a» es lo más normal. El futuro simple suena más formal o a promesa: «Te llamaré».',
        en: 'In speech, “ir a” is the most usual. The simple future sounds more formal or like a promise: “I’ll call you”.',
      },
    },
    example: {
      es: 'Voy a estudiar Medicina; seguro que seré buena médica.',
      en: 'I’m going to study medicine; I’m sure I’ll be a good doctor.',
    },
    more: {
      es: 'Para planes cerrados, el presente: «Mañana ceno con Ana». Para suposiciones, el futuro: «Estará en casa».',
      en: 'For fixed plans, the present: “I’m having dinner with Ana tomorrow”. For guesses, the future: “She’ll be at home”.',
    },
    explanation: {
      en: 'Ir a + infinitive is the normal spoken way to express plans and intentions and things that are clearly about to happen. The simple future (hablaré) is used for predictions, promises and more formal or distant statements, and also for guesses about the present (estará cansado); fixed arrangements often use the plain present.',
      es: 'Ir a + infinitivo es la forma hablada normal de expresar planes, intenciones y lo que claramente va a pasar. El futuro simple (hablaré) se usa para predicciones, promesas y afirmaciones más formales o lejanas, y también para suposiciones sobre el presente (estará cansado); los planes fijos suelen ir en presente.',
    },
  },
  {
    id: 'future-tense',
    title: { en: 'The future tense', es: 'El futuro simple' },
    level: 'B1',
    keys: [['futuro'], ['future'], ['futuro', 'simple'], ['future', 'tense'], ['will']],
    answer: {
      basic: {
        es: 'Futuro: infinitivo + é, ás, á, emos, éis, án. «Hablaré», «comerás», «vivirá».',
        en: 'Future: infinitive + é, ás, á, emos, éis, án. “I’ll speak”, “you’ll eat”, “he’ll live”.',
      },
      richer: {
        es: 'Mismas terminaciones para -ar, -er, -ir, pegadas al infinitivo: «viajaremos», «volveréis». Todas con tilde salvo «-emos».',
        en: 'The same endings for -ar, -er, -ir, attached to the infinitive: “viajaremos”, “volveréis”. All with an accent except “-emos”.',
      },
    },
    example: { es: 'El año que viene viviré en Barcelona.', en: 'Next year I’ll live in Barcelona.' },
    more: {
      es: 'Sirve para predicciones y promesas: «Mañana hará sol», «Te lo prometo: no llegaré tarde».',
      en: 'It’s used for predictions and promises: “It will be sunny tomorrow”, “I promise: I won’t be late”.',
    },
    explanation: {
      en: 'The future adds -é, -ás, -á, -emos, -éis, -án to the whole infinitive, the same for all three conjugations: hablaré, comeremos, vivirán. It expresses predictions, promises and decisions about the future, and also probability in the present.',
      es: 'El futuro añade -é, -ás, -á, -emos, -éis, -án al infinitivo entero, igual en las tres conjugaciones: hablaré, comeremos, vivirán. Expresa predicciones, promesas y decisiones sobre el futuro, y también probabilidad en el presente.',
    },
  },
  {
    id: 'future-irregular',
    title: {
      en: 'Irregular future stems: tendr-, podr-, dir-, har-',
      es: 'Raíces irregulares del futuro: tendr-, podr-, dir-, har-',
    },
    level: 'B1',
    keys: [['futuro', 'irregular'], ['future', 'irregular'], ['tendre'], ['podre'], ['hare'], ['dire']],
    answer: {
      basic: {
        es: 'Algunos verbos cambian la raíz en futuro: tendré, podré, saldré, diré, haré, habrá. Las terminaciones no cambian.',
        en: 'Some verbs change their stem in the future: tendré, podré, saldré, diré, haré, habrá. The endings don’t change.',
      },
      richer: {
        es: 'Pierden vocal: podr-, sabr-, querr-. Ganan «d»: tendr-, saldr-, pondr-. Cambian del todo: dir-, har-.',
        en: 'They lose a vowel: podr-, sabr-, querr-. They gain a “d”: tendr-, saldr-, pondr-. They change completely: dir-, har-.',
      },
    },
    example: {
      es: 'Mañana tendré más tiempo y te lo diré todo.',
      en: 'Tomorrow I’ll have more time and I’ll tell you everything.',
    },
    more: {
      es: 'El condicional usa las mismas raíces: «tendría», «podría», «diría», «haría».',
      en: 'The conditional uses the same stems: “tendría”, “podría”, “diría”, “haría”.',
    },
    explanation: {
      en: 'A few verbs have an irregular future stem, with the regular endings: poder → podr-, saber → sabr-, haber → habr-, querer → querr-, caber → cabr-; tener → tendr-, poner → pondr-, salir → saldr-, venir → vendr-, valer → valdr-; decir → dir-, hacer → har-. The conditional uses the same stems.',
      es: 'Algunos verbos tienen una raíz de futuro irregular, con las terminaciones regulares: poder → podr-, saber → sabr-, haber → habr-, querer → querr-, caber → cabr-; tener → tendr-, poner → pondr-, salir → saldr-, venir → vendr-, valer → valdr-; decir → dir-, hacer → har-. El condicional usa las mismas raíces.',
    },
  },
  {
    id: 'future-probability',
    title: { en: 'The future of probability', es: 'El futuro de probabilidad' },
    level: 'B1',
    keys: [
      ['futuro', 'probabilidad'],
      ['future', 'probability'],
      ['suposicion'],
      ['guess', 'future'],
      ['probability'],
    ],
    answer: {
      basic: {
        es: 'El futuro también sirve para suponer algo del presente: «¿Dónde está Ana? Estará en casa».',
        en: 'The future is also used to guess about the present: “Where’s Ana? She’s probably at home”.',
      },
      richer: {
        es: 'Suposición sobre el presente: «Serán las diez» es «probablemente son las diez». Para el pasado: «Habrá salido».',
        en: 'A guess about the present: “Serán las diez” is “it’s probably ten o’clock”. For the past: “He must have gone out”.',
      },
    },
    example: {
      es: '¿Quién llama a estas horas? Será tu madre.',
      en: 'Who’s calling at this time? It’ll be your mother.',
    },
    more: {
      es: 'En preguntas es como «I wonder»: «¿Qué hora será?», «¿Dónde estará mi móvil?».',
      en: 'In questions it’s like “I wonder”: “I wonder what time it is”, “I wonder where my phone is”.',
    },
    explanation: {
      en: 'The future can express a guess about the present: Estará cansado (he’s probably tired), Tendrá unos cuarenta años. The future perfect does the same for the recent past (Habrá perdido el autobús), and in questions it expresses wondering: ¿Quién será?',
      es: 'El futuro puede expresar una suposición sobre el presente: Estará cansado, Tendrá unos cuarenta años. El futuro perfecto hace lo mismo con el pasado reciente (Habrá perdido el autobús), y en preguntas expresa duda: ¿Quién será?',
    },
  },
  {
    id: 'conditional',
    title: { en: 'The conditional', es: 'El condicional' },
    level: 'B1',
    keys: [['condicional'], ['conditional'], ['would']],
    answer: {
      basic: {
        es: 'Condicional: infinitivo + ía, ías, ía, íamos, íais, ían. «Me gustaría», «¿Podrías ayudarme?».',
        en: 'Conditional: infinitive + ía, ías, ía, íamos, íais, ían. “I’d like”, “Could you help me?”.',
      },
      richer: {
        es: 'Mismas raíces que el futuro (tendría, haría, diría). Expresa cortesía, deseos e hipótesis: «Yo viviría en la playa».',
        en: 'Same stems as the future (tendría, haría, diría). It expresses politeness, wishes and hypotheses: “I would live by the beach”.',
      },
    },
    example: {
      es: 'Con más dinero, viajaría por todo el mundo.',
      en: 'With more money, I would travel all over the world.',
    },
    more: {
      es: 'Con «si» va con el imperfecto de subjuntivo: «Si tuviera tiempo, aprendería a tocar la guitarra».',
      en: 'With “si” it goes with the imperfect subjunctive: “If I had time, I would learn to play the guitar”.',
    },
    explanation: {
      en: 'The conditional adds -ía, -ías, -ía, -íamos, -íais, -ían to the infinitive (or to the irregular future stem: tendría, podría, haría). It expresses what would happen (viviría en la playa), polite requests and wishes (¿Podría…?, me gustaría), advice (deberías) and, with si + imperfect subjunctive, hypotheses.',
      es: 'El condicional añade -ía, -ías, -ía, -íamos, -íais, -ían al infinitivo (o a la raíz irregular del futuro: tendría, podría, haría). Expresa lo que pasaría (viviría en la playa), peticiones corteses y deseos (¿Podría…?, me gustaría), consejos (deberías) y, con si + imperfecto de subjuntivo, hipótesis.',
    },
  },
  {
    id: 'conditional-offers',
    title: { en: 'The conditional for softened offers', es: 'El condicional para suavizar ofertas' },
    level: 'B2',
    keys: [
      ['condicional', 'ofertas'],
      ['suavizar', 'oferta'],
      ['softened', 'offers'],
      ['negociar'],
      ['negotiating'],
      ['negotiate'],
    ],
    answer: {
      basic: {
        es: 'En una negociación, el condicional suaviza: «Podríamos bajar el precio» suena más amable que «podemos».',
        en: 'In a negotiation, the conditional softens: “We could lower the price” sounds friendlier than “we can”.',
      },
      richer: {
        es: 'El condicional presenta la oferta como posibilidad, no compromiso: «Estaríamos dispuestos a…», «Podríamos estudiarlo», «Sería posible adelantar la entrega».',
        en: 'The conditional presents the offer as a possibility, not a commitment: “We would be willing to…”, “We could look into it”, “It would be possible to bring the delivery forward”.',
      },
    },
    example: {
      es: 'Podríamos ofrecerles un descuento del diez por ciento.',
      en: 'We could offer you a ten per cent discount.',
    },
    more: {
      es: 'Con condición: «Lo haríamos si firmaran antes del viernes». El imperfecto de subjuntivo acompaña al condicional.',
      en: 'With a condition: “We would do it if you signed before Friday”. The imperfect subjunctive goes with the conditional.',
    },
    explanation: {
      en: 'In negotiation the conditional turns firm statements into tentative offers that leave room to manoeuvre: podríamos, estaríamos dispuestos a, sería posible, nos interesaría. Conditions are added with si + imperfect subjunctive or with siempre que / con tal de que + subjunctive.',
      es: 'En una negociación, el condicional convierte afirmaciones firmes en ofertas tentativas que dejan margen: podríamos, estaríamos dispuestos a, sería posible, nos interesaría. Las condiciones se añaden con si + imperfecto de subjuntivo o con siempre que / con tal de que + subjuntivo.',
    },
  },
  {
    id: 'historic-present',
    title: { en: 'The historic present for plots', es: 'El presente histórico para argumentos' },
    level: 'B2',
    keys: [
      ['presente', 'historico'],
      ['historic', 'present'],
      ['historical', 'present'],
      ['presente', 'narrativo'],
      ['argumento'],
      ['plot'],
    ],
    answer: {
      basic: {
        es: 'Para contar el argumento de una película o un libro usamos el presente: «Un chico encuentra un mapa y viaja…».',
        en: 'To tell the plot of a film or a book we use the present: “A boy finds a map and travels…”.',
      },
      richer: {
        es: 'El presente histórico acerca el pasado al lector en resúmenes, biografías y titulares: «Colón llega a América».',
        en: 'The historic present brings the past closer to the reader in summaries, biographies and headlines: “Columbus reaches America”.',
      },
    },
    example: {
      es: 'Al final, el detective descubre que el asesino es el hermano.',
      en: 'In the end, the detective discovers that the murderer is the brother.',
    },
    more: {
      es: 'Mantén el presente en todo el resumen; lo anterior va en perfecto: «Ana, que ha perdido su trabajo, decide emigrar».',
      en: 'Keep the present throughout the summary; earlier events go in the present perfect: “Ana, who has lost her job, decides to emigrate”.',
    },
    explanation: {
      en: 'Plot summaries of films and books, biographies, history writing and headlines often use the present for past events: la protagonista descubre…, Colón llega a América. Keep the summary in the present, with the present perfect for what happened earlier and the future for what comes later.',
      es: 'Los resúmenes de películas y libros, las biografías, los textos de historia y los titulares usan a menudo el presente para hechos pasados: la protagonista descubre…, Colón llega a América. El resumen se mantiene en presente, con el perfecto para lo anterior y el futuro para lo posterior.',
    },
  },
  {
    id: 'sequence-words',
    title: {
      en: 'Sequence words: primero, luego, después',
      es: 'Palabras de orden: primero, luego, después',
    },
    level: 'A1',
    keys: [
      ['primero', 'luego'],
      ['luego', 'despues'],
      ['secuencia'],
      ['sequence', 'words'],
      ['first', 'then'],
    ],
    answer: {
      basic: {
        es: 'Para ordenar acciones: «primero», «luego», «después», «al final». «Primero desayuno, luego me ducho».',
        en: 'To put actions in order: “first”, “then”, “afterwards”, “in the end”. “First I have breakfast, then I have a shower”.',
      },
      richer: {
        es: '«Primero», «luego» y «después» ordenan; «antes de» y «después de» van con infinitivo: «Después de comer, descanso».',
        en: '“Primero”, “luego” and “después” put things in order; “antes de” and “después de” go with an infinitive: “After eating, I rest”.',
      },
    },
    example: {
      es: 'Primero me levanto, luego desayuno y después voy a clase.',
      en: 'First I get up, then I have breakfast and afterwards I go to class.',
    },
    more: {
      es: 'Para terminar: «por último» o «al final». Y «más tarde» para algo posterior: «Más tarde te llamo».',
      en: 'To finish: “por último” or “al final”. And “más tarde” for something later: “I’ll call you later”.',
    },
    explanation: {
      en: 'Primero, luego, después, más tarde and por último / al final order a sequence of actions. Antes de and después de are followed by an infinitive (antes de salir, después de comer), not a conjugated verb.',
      es: 'Primero, luego, después, más tarde y por último / al final ordenan una serie de acciones. Antes de y después de van seguidos de infinitivo (antes de salir, después de comer), no de un verbo conjugado.',
    },
  },
  {
    id: 'story-connectors',
    title: {
      en: 'Story connectors: resulta que, total que, al final',
      es: 'Conectores para contar: resulta que, total que, al final',
    },
    level: 'B1',
    keys: [
      ['resulta que'],
      ['total que'],
      ['conectores', 'historia'],
      ['story', 'connectors'],
      ['anecdotas'],
      ['anecdote'],
    ],
    answer: {
      basic: {
        es: 'Para contar anécdotas: «resulta que» empieza la historia, «total que» resume, «al final» la termina.',
        en: 'To tell anecdotes: “resulta que” starts the story, “total que” sums up, “al final” ends it.',
      },
      richer: {
        es: '«Resulta que» presenta el hecho inesperado; «total, que» resume y lleva al resultado; «al final» marca el desenlace.',
        en: '“Resulta que” introduces the unexpected fact; “total, que” sums up and leads to the result; “al final” marks the outcome.',
      },
    },
    example: {
      es: 'Resulta que perdí el tren. Total, que llegué tarde.',
      en: 'It turns out I missed the train. So anyway, I arrived late.',
    },
    more: {
      es: 'Para reaccionar: «¡No me digas!», «¿En serio?», «¡Qué fuerte!», «¡Qué mala suerte!».',
      en: 'To react: “You don’t say!”, “Seriously?”, “Wow!”, “What bad luck!”.',
    },
    explanation: {
      en: 'In spoken anecdotes, resulta que introduces the situation or the surprising fact, entonces and de repente move the story on, total, que sums up and jumps to the result, and al final gives the outcome. Listeners react with ¡No me digas!, ¿En serio? or ¡Qué fuerte!',
      es: 'En las anécdotas habladas, resulta que introduce la situación o el hecho sorprendente, entonces y de repente hacen avanzar la historia, total, que resume y salta al resultado, y al final da el desenlace. Quien escucha reacciona con ¡No me digas!, ¿En serio? o ¡Qué fuerte!',
    },
  },
  {
    id: 'literary-tenses',
    title: {
      en: 'Literary tenses: rhythm with preterite and imperfect',
      es: 'Tiempos literarios: ritmo con indefinido e imperfecto',
    },
    level: 'C2',
    keys: [
      ['tiempos', 'literarios'],
      ['ritmo', 'narrativo'],
      ['literary', 'tenses'],
      ['imperfecto', 'narrativo'],
      ['rhythm'],
    ],
    answer: {
      basic: {
        es: 'En un cuento, el imperfecto detiene la acción para describir y el pretérito la hace avanzar.',
        en: 'In a short story, the imperfect pauses the action to describe and the preterite moves it forward.',
      },
      richer: {
        es: 'Series de pretéritos aceleran; el imperfecto ralentiza. El imperfecto narrativo convierte un hecho puntual casi en una imagen.',
        en: 'Runs of preterites speed things up; the imperfect slows them down. The narrative imperfect turns a one-off event almost into an image.',
      },
    },
    example: {
      es: 'Abrió la puerta, entró y lo vio: dormía junto al fuego.',
      en: 'She opened the door, went in and saw him: he was sleeping by the fire.',
    },
    more: {
      es: 'Imperfecto narrativo: «Dos días después, moría el rey». Presenta un hecho puntual como una escena.',
      en: 'Narrative imperfect: “Two days later, the king died”. It presents a one-off event as a scene.',
    },
    explanation: {
      en: 'Writers exploit the aspect contrast for rhythm: chains of preterites (abrió, entró, vio) speed the narration up, while the imperfect suspends it in description. The narrative imperfect (Dos días después, moría el rey) presents a completed event as a scene being watched, a common device in literary and journalistic prose.',
      es: 'Los escritores aprovechan el contraste de aspecto para crear ritmo: las cadenas de indefinidos (abrió, entró, vio) aceleran la narración, mientras que el imperfecto la suspende en la descripción. El imperfecto narrativo (Dos días después, moría el rey) presenta un hecho terminado como una escena contemplada, recurso frecuente en la prosa literaria y periodística.',
    },
  },
];
