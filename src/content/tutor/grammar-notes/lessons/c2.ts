import type { GrammarNote } from '../types';

/** Grammar notes first needed by the C2 lessons (ids unique across every notes file). */
export const C2_LESSON_NOTES: readonly GrammarNote[] = [
  {
    id: 'c2-proverb-syntax',
    title: { en: 'The syntax of proverbs', es: 'La sintaxis de los refranes' },
    level: 'C2',
    keys: [['refran'], ['refranes'], ['proverb'], ['proverbs'], ['mas vale', 'que']],
    answer: {
      basic: {
        es: 'Los refranes usan moldes fijos: «quien + verbo», «más vale… que…», «no hay… que…».',
        en: 'Proverbs use fixed moulds: “quien + verb”, “más vale… que…”, “no hay… que…”.',
      },
      richer: {
        es: 'Los refranes omiten artículos y verbos, riman y usan moldes fijos: quien + indicativo, no hay… que + subjuntivo.',
        en: 'Proverbs drop articles and verbs, rhyme and use fixed moulds: quien + indicative, no hay… que + subjunctive.',
      },
    },
    example: {
      es: 'Quien mucho abarca poco aprieta.',
      en: 'Don’t bite off more than you can chew.',
    },
    more: {
      es: 'En la conversación basta con la primera mitad: «en casa del herrero…» y el oyente completa el resto.',
      en: 'In conversation the first half is enough: “in the blacksmith’s house…” and the listener completes the rest.',
    },
    explanation: {
      en: 'Proverbs keep old, compact syntax: a generic quien + indicative (quien calla, otorga), comparisons with más vale… que (más vale tarde que nunca), negative existentials with the subjunctive (no hay mal que por bien no venga) and verbless halves joined by a comma (en casa del herrero, cuchillo de palo). Speakers often say only the first half.',
      es: 'Los refranes conservan una sintaxis antigua y compacta: quien genérico + indicativo (quien calla, otorga), comparaciones con más vale… que (más vale tarde que nunca), existenciales negativas con subjuntivo (no hay mal que por bien no venga) y mitades sin verbo separadas por una coma (en casa del herrero, cuchillo de palo). A menudo se dice solo la primera mitad.',
    },
  },
  {
    id: 'c2-translating-ing',
    title: { en: 'Translating English -ing forms', es: 'Cómo traducir las formas en -ing del inglés' },
    level: 'C2',
    keys: [['ing'], ['gerundio', 'ingles'], ['gerund', 'english'], ['traducir', 'gerundio']],
    answer: {
      basic: {
        es: 'Muchas formas en -ing se traducen con infinitivo: «I love swimming» es «me encanta nadar».',
        en: 'Many -ing forms are translated with an infinitive: “I love swimming” is “me encanta nadar”.',
      },
      richer: {
        es: 'La forma en -ing pasa al español como infinitivo, oración con que o sustantivo; nuestro gerundio es más limitado.',
        en: 'The -ing form becomes an infinitive, a clause with que or a noun in Spanish; our gerund is more limited.',
      },
    },
    example: {
      es: 'Después de leer el informe, firmó el contrato.',
      en: 'After reading the report, she signed the contract.',
    },
    more: {
      es: 'Tras preposición siempre va infinitivo: «sin decir nada», «antes de salir», «al llegar».',
      en: 'After a preposition it is always an infinitive: “without saying anything”, “before leaving”, “on arriving”.',
    },
    explanation: {
      en: 'The English -ing form has many jobs that Spanish splits: as a subject or after a preposition it becomes an infinitive (fumar mata, después de comer); after a noun, a relative clause (the man sitting there → el hombre que está sentado allí); as a noun, often a noun (the meeting → la reunión). The Spanish gerund is kept for simultaneous or manner adverbials.',
      es: 'La forma en -ing del inglés cumple funciones que el español reparte: como sujeto o tras preposición pasa a infinitivo (fumar mata, después de comer); tras un sustantivo, a oración de relativo (the man sitting there → el hombre que está sentado allí); como nombre, a menudo a sustantivo (the meeting → la reunión). El gerundio español se reserva para la simultaneidad o el modo.',
    },
  },
  {
    id: 'c2-aspectual-se',
    title: { en: 'Aspectual se: comer vs comerse', es: 'El se aspectual: comer y comerse' },
    level: 'C2',
    keys: [['se', 'aspectual'], ['comerse'], ['leerse'], ['beberse']],
    answer: {
      basic: {
        es: '«Comí tarta» dice qué comiste. «Me comí la tarta» dice que te la comiste entera.',
        en: '“Comí tarta” says what you ate. “Me comí la tarta” says you ate the whole cake.',
      },
      richer: {
        es: 'El se aspectual subraya que la acción se completa y exige un objeto concreto: me leí el libro entero.',
        en: 'Aspectual se stresses that the action is completed and requires a specific object: I read the whole book.',
      },
    },
    example: {
      es: 'Se bebió dos vasos de agua de un trago.',
      en: 'He drank down two glasses of water in one gulp.',
    },
    more: {
      es: 'También añade énfasis o afecto: «se sabe la lección de memoria», «me tomé un café tranquilamente».',
      en: 'It also adds emphasis or feeling: “she knows the lesson by heart”, “I had a coffee at my leisure”.',
    },
    explanation: {
      en: 'With verbs of consumption and learning (comer, beber, leer, saber, tomar, aprender), an extra pronoun marks that the action is done completely on a specific, quantified object: comí pan / me comí todo el pan; leí novelas / me leí la novela en dos días. Without a definite object the pronoun sounds wrong: *me comí pan.',
      es: 'Con verbos de consumo y aprendizaje (comer, beber, leer, saber, tomar, aprender), un pronombre añadido indica que la acción se realiza por completo sobre un objeto concreto y delimitado: comí pan / me comí todo el pan; leí novelas / me leí la novela en dos días. Sin objeto determinado el pronombre suena mal: *me comí pan.',
    },
  },
  {
    id: 'c2-accidental-se',
    title: {
      en: 'Accidental se: se me olvidó, se le cayó',
      es: 'El se involuntario: se me olvidó, se le cayó',
    },
    level: 'C2',
    keys: [
      ['se me olvido'],
      ['se me cayo'],
      ['se', 'involuntario'],
      ['se', 'accidental'],
      ['accidental', 'se'],
    ],
    answer: {
      basic: {
        es: '«Se me rompió el vaso» presenta un accidente: no lo hice a propósito, me pasó.',
        en: '“Se me rompió el vaso” presents an accident: I did not do it on purpose, it happened to me.',
      },
      richer: {
        es: 'Se + pronombre de persona + verbo: la cosa es el sujeto y la persona, el afectado. Se me olvidaron las llaves.',
        en: 'Se + personal pronoun + verb: the thing is the subject and the person is affected. I forgot the keys.',
      },
    },
    example: {
      es: 'Se nos hizo tarde y perdimos el último tren.',
      en: 'It got late on us and we missed the last train.',
    },
    more: {
      es: 'El verbo concuerda con la cosa: «se me cayó el móvil», «se me cayeron las gafas».',
      en: 'The verb agrees with the thing: “I dropped my phone”, “I dropped my glasses”.',
    },
    explanation: {
      en: 'Spanish presents unplanned events with se + an indirect pronoun for the person affected (me, te, le, nos, os, les) + a verb agreeing with the thing: se me olvidó la cita, se le rompieron las gafas, se nos acabó la leche. The speaker is not the agent but the one it happened to, which softens responsibility.',
      es: 'El español presenta los hechos no planeados con se + un pronombre indirecto para el afectado (me, te, le, nos, os, les) + un verbo que concuerda con la cosa: se me olvidó la cita, se le rompieron las gafas, se nos acabó la leche. El hablante no es el agente sino a quien le ocurre, lo que atenúa la responsabilidad.',
    },
  },
  {
    id: 'c2-ra-pluperfect',
    title: { en: 'The -ra form as a pluperfect', es: 'La forma en -ra como pluscuamperfecto' },
    level: 'C2',
    keys: [['forma en ra'], ['ra', 'pluscuamperfecto'], ['ra', 'pluperfect'], ['cantara', 'habia cantado']],
    answer: {
      basic: {
        es: 'En textos literarios, «la casa que construyera» puede significar «la casa que había construido».',
        en: 'In literary texts, “la casa que construyera” can mean “the house he had built”.',
      },
      richer: {
        es: 'La forma en -ra viene del pluscuamperfecto latino y la prosa culta conserva ese valor: que escribiera = que había escrito.',
        en: 'The -ra form comes from the Latin pluperfect and literary prose keeps that meaning: que escribiera = que había escrito.',
      },
    },
    example: {
      es: 'Volvió al pueblo donde naciera setenta años antes.',
      en: 'He returned to the village where he had been born seventy years before.',
    },
    more: {
      es: 'En la prensa se usa a veces como simple pasado, un uso que muchas guías de estilo desaconsejan.',
      en: 'The press sometimes uses it as a simple past, a use many style guides advise against.',
    },
    explanation: {
      en: 'Before becoming a subjunctive, cantara was an indicative pluperfect (Latin cantaveram). Literary and some journalistic prose still uses it in that sense, mainly in relative clauses: el premio que recibiera en 1990 = que había recibido. It is a stylistic choice of written Spanish; in speech and in plain writing use había + participle.',
      es: 'Antes de ser subjuntivo, cantara fue un pluscuamperfecto de indicativo (del latín cantaveram). La prosa literaria y parte de la periodística aún lo usan con ese valor, sobre todo en relativas: el premio que recibiera en 1990 = que había recibido. Es una opción estilística de la lengua escrita; en el habla y en textos llanos se usa había + participio.',
    },
  },
  {
    id: 'c2-aspect-periphrases',
    title: {
      en: 'Aspect in periphrases: ir + gerund, acabar por, echarse a',
      es: 'El aspecto en las perífrasis: ir + gerundio, acabar por, echarse a',
    },
    level: 'C2',
    keys: [['perifrasis'], ['periphrasis'], ['periphrases'], ['ir', 'gerundio'], ['acabar por']],
    answer: {
      basic: {
        es: '«Voy mejorando» es mejorar poco a poco. «Acabó por irse» es que al final se fue.',
        en: '“Voy mejorando” means improving little by little. “Acabó por irse” means he left in the end.',
      },
      richer: {
        es: 'Ir + gerundio: progreso gradual; venir + gerundio: desde el pasado hasta hoy; andar + gerundio: actividad dispersa; echarse a: inicio brusco.',
        en: 'Ir + gerund: gradual progress; venir + gerund: from the past until now; andar + gerund: scattered activity; echarse a: sudden start.',
      },
    },
    example: {
      es: 'Vengo diciéndote desde enero que hay que cambiar de piso.',
      en: 'I have been telling you since January that we need to move flat.',
    },
    more: {
      es: 'Para el final: acabar por, terminar + gerundio, llegar a. Para el inicio brusco: echarse a, romper a, ponerse a.',
      en: 'For the end: acabar por, terminar + gerund, llegar a. For a sudden start: echarse a, romper a, ponerse a.',
    },
    explanation: {
      en: 'Periphrases add aspect, that is, how the action unfolds: ir + gerund for gradual progress (va mejorando), venir + gerund for something going on from the past up to now (vengo diciendo), andar + gerund for scattered, often criticised activity (anda buscando pelea), echarse a, romper a and ponerse a for a sudden beginning, and acabar por, terminar + gerund and llegar a for the outcome or the extreme point of a process.',
      es: 'Las perífrasis añaden aspecto, es decir, cómo se desarrolla la acción: ir + gerundio para el progreso gradual (va mejorando), venir + gerundio para algo que ocurre desde el pasado hasta ahora (vengo diciendo), andar + gerundio para una actividad dispersa, a menudo criticada (anda buscando pelea), echarse a, romper a y ponerse a para el comienzo brusco, y acabar por, terminar + gerundio y llegar a para el desenlace o el punto extremo de un proceso.',
    },
  },
  {
    id: 'c2-tener-llevar-participle',
    title: {
      en: 'Tener and llevar + participle: results so far',
      es: 'Tener y llevar + participio: lo hecho hasta ahora',
    },
    level: 'C2',
    keys: [['llevar', 'participio'], ['tener', 'participio'], ['llevo escritas'], ['tengo escritos']],
    answer: {
      basic: {
        es: '«Llevo escritas cien páginas» cuenta lo que has hecho hasta ahora, y vas a seguir.',
        en: '“Llevo escritas cien páginas” counts what you have done so far, and you will go on.',
      },
      richer: {
        es: 'Tener y llevar + participio presentan un resultado acumulado; el participio concuerda con el objeto: tengo escritas dos cartas.',
        en: 'Tener and llevar + participle present an accumulated result; the participle agrees with the object: I have two letters written.',
      },
    },
    example: {
      es: 'Llevamos vendidas trescientas entradas para el concierto.',
      en: 'We have sold three hundred tickets for the concert so far.',
    },
    more: {
      es: 'Llevar insiste en que el proceso sigue; tener, en el resultado disponible: «tengo preparada la cena».',
      en: 'Llevar stresses that the process goes on; tener, the result at hand: “I have dinner ready”.',
    },
    explanation: {
      en: 'Unlike haber, whose participle never changes, tener and llevar + participle make the participle agree with the object: tengo corregidos los exámenes, llevo leídas tres novelas este mes. Llevar counts an amount reached in a process still under way; tener presents a result that is ready or available.',
      es: 'A diferencia de haber, cuyo participio no cambia, tener y llevar + participio hacen concordar el participio con el objeto: tengo corregidos los exámenes, llevo leídas tres novelas este mes. Llevar cuenta una cantidad alcanzada en un proceso que sigue abierto; tener presenta un resultado listo o disponible.',
    },
  },
  {
    id: 'c2-clitic-chains',
    title: {
      en: 'Pronouns in long verb chains',
      es: 'Los pronombres en las cadenas verbales largas',
    },
    level: 'C2',
    keys: [['clitico'], ['cliticos'], ['clitic'], ['clitics'], ['haberselo'], ['pronombres', 'perifrasis']],
    answer: {
      basic: {
        es: 'Los pronombres van juntos, delante del verbo conjugado o detrás del último infinitivo: «se lo tendría que haber dicho».',
        en: 'The pronouns stay together, before the conjugated verb or after the last infinitive: “I should have told him”.',
      },
      richer: {
        es: 'En una cadena verbal los pronombres suben juntos al principio o se unen al último infinitivo; nunca se separan.',
        en: 'In a verb chain the pronoun cluster either climbs whole to the front or attaches to the last infinitive; it never splits.',
      },
    },
    example: {
      es: 'Tendría que habérselo dicho antes de la operación.',
      en: 'I should have told him before the operation.',
    },
    more: {
      es: 'No vale partir el grupo: «se tendría que habérlo dicho» es incorrecto. Al unirlo, añade la tilde: habérselo.',
      en: 'You cannot split the cluster: “se tendría que habérlo dicho” is wrong. When attached, add the accent: habérselo.',
    },
    explanation: {
      en: 'With chains such as tener que haber + participle, ir a poder + infinitive or deber de estar + gerund, the pronoun cluster (always indirect before direct: se lo, me la, te los) goes either before the first, conjugated verb (se lo tendría que haber dicho) or attached to the last infinitive or gerund (tendría que habérselo dicho). It cannot be split, and it cannot attach to a participle.',
      es: 'En cadenas como tener que haber + participio, ir a poder + infinitivo o deber de estar + gerundio, el grupo de pronombres (siempre indirecto antes que directo: se lo, me la, te los) va delante del primer verbo conjugado (se lo tendría que haber dicho) o unido al último infinitivo o gerundio (tendría que habérselo dicho). No se puede partir ni unir a un participio.',
    },
  },
  {
    id: 'c2-rumour-conditional',
    title: {
      en: 'The conditional of rumour in the press',
      es: 'El condicional de rumor en la prensa',
    },
    level: 'C2',
    keys: [['condicional', 'rumor'], ['conditional', 'rumour'], ['conditional', 'rumor'], ['habria perdido']],
    answer: {
      basic: {
        es: 'En las noticias, «el banco habría perdido dinero» significa que es un rumor, no un hecho confirmado.',
        en: 'In the news, “el banco habría perdido dinero” means it is a rumour, not a confirmed fact.',
      },
      richer: {
        es: 'La prensa usa el condicional para atribuir datos no confirmados: según fuentes del sector, el banco habría perdido…',
        en: 'The press uses the conditional to attribute unconfirmed data: according to industry sources, the bank reportedly lost…',
      },
    },
    example: {
      es: 'El ministro estaría dispuesto a dimitir, según su entorno.',
      en: 'The minister is said to be ready to resign, according to those close to him.',
    },
    more: {
      es: 'Muchos libros de estilo lo desaconsejan y prefieren decir la fuente: «según la agencia, el banco perdió…».',
      en: 'Many style guides advise against it and prefer naming the source: “according to the agency, the bank lost…”.',
    },
    explanation: {
      en: 'Spanish journalism uses the simple and perfect conditional to present information the paper has not confirmed: la empresa cerraría tres fábricas, el banco habría perdido 300 millones. English renders it with reportedly, allegedly or is said to. Style guides see it as a calque from French and prefer an explicit source with the indicative.',
      es: 'El periodismo en español usa el condicional simple y compuesto para presentar información que el medio no ha confirmado: la empresa cerraría tres fábricas, el banco habría perdido 300 millones. En inglés se traduce con reportedly, allegedly o is said to. Los libros de estilo lo consideran un galicismo y prefieren citar la fuente con indicativo.',
    },
  },
  {
    id: 'c2-attenuation',
    title: {
      en: 'Attenuation: softening what you say',
      es: 'La atenuación: suavizar lo que se dice',
    },
    level: 'C2',
    keys: [['atenuacion'], ['attenuation'], ['litote'], ['litotes'], ['suavizar', 'critica']],
    answer: {
      basic: {
        es: 'Para suavizar, se usan el imperfecto, los diminutivos y frases negativas: «quería comentarte una cosita», «no está mal».',
        en: 'To soften, speakers use the imperfect, diminutives and negative phrasing: “I wanted to mention a little thing”, “not bad”.',
      },
      richer: {
        es: 'La atenuación rebaja la fuerza de lo dicho: imperfecto de cortesía, diminutivos, un pelín y lítotes: no es precisamente barato.',
        en: 'Attenuation lowers the force of what is said: courtesy imperfect, diminutives, a tiny bit, and litotes like not exactly cheap.',
      },
    },
    example: {
      es: 'El informe es un pelín largo, ¿no crees?',
      en: 'The report is a tiny bit long, don’t you think?',
    },
    more: {
      es: 'La lítote niega lo contrario: «no es tonto» significa que es listo; «no está nada mal», que está muy bien.',
      en: 'Litotes denies the opposite: “he is no fool” means he is clever; “not bad at all” means very good.',
    },
    explanation: {
      en: 'Spanish softens criticism, requests and refusals with the courtesy imperfect (venía a pedirte…), the conditional (sería mejor…), diminutives (una cosita, un momentito), minimisers (un pelín, un poco) and litotes, which affirms by denying the opposite (no es precisamente barato = it is expensive). Knowing them helps you read the real message.',
      es: 'El español suaviza críticas, peticiones y negativas con el imperfecto de cortesía (venía a pedirte…), el condicional (sería mejor…), los diminutivos (una cosita, un momentito), los minimizadores (un pelín, un poco) y la lítote, que afirma negando lo contrario (no es precisamente barato = es caro). Conocerlos ayuda a entender el mensaje real.',
    },
  },
];

/** The C2 lessons' grammar points (exact string) → the id of the note that answers each. */
export const C2_LESSON_GRAMMAR: Readonly<Record<string, string>> = {
  'The syntax of proverbs: quien + verb, más vale… que, no hay… que + subjunctive': 'c2-proverb-syntax',
  'Translating English -ing forms: infinitive, finite clause or noun': 'c2-translating-ing',
  'Aspectual se: comer un trozo vs comerse la tarta entera': 'c2-aspectual-se',
  'Accidental se: se me olvidó, se le cayó': 'c2-accidental-se',
  'The -ra form as pluperfect in literary prose: la gramática que preparara durante años': 'c2-ra-pluperfect',
  'Aspectual periphrases: ir / venir / andar + gerund, acabar por, echarse a': 'c2-aspect-periphrases',
  'Tener and llevar + participle for results so far: llevo escritas cien páginas':
    'c2-tener-llevar-participle',
  'Clitics in long verb chains: se lo tendría que haber dicho / tendría que habérselo dicho':
    'c2-clitic-chains',
  'Conditional of rumour in the press: el banco habría perdido 300 millones': 'c2-rumour-conditional',
  'Hedged academic style: cabría pensar que, a nuestro juicio, parece plausible que': 'hedging',
  'Sequence of tenses across long sentences: escribió que, si nadie actuaba, la ciudad acabaría…':
    'sequence-of-tenses',
  'Attenuation: the imperfect, the diminutive and litotes to soften': 'c2-attenuation',
  'Ironic praise: ¡menuda suerte!, ¡lo que faltaba!': 'irony-diminutive',
};
