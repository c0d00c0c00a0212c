import type { GrammarNote } from '../types';

/** Grammar notes first needed by the C1 lessons (ids unique across every notes file). */
export const C1_LESSON_NOTES: readonly GrammarNote[] = [
  {
    id: 'c1-official-impersonal',
    title: {
      en: 'Impersonal formulas in official notices',
      es: 'Fórmulas impersonales en los avisos oficiales',
    },
    level: 'C1',
    keys: [
      ['queda prohibido'],
      ['se ruega'],
      ['se procedera'],
      ['aviso', 'impersonal'],
      ['notice', 'impersonal'],
    ],
    answer: {
      basic: {
        es: 'Los avisos oficiales no dicen quién actúa: «queda prohibido fumar», «se ruega silencio».',
        en: 'Official notices do not say who acts: “smoking is forbidden”, “silence, please”.',
      },
      richer: {
        es: 'Los textos oficiales ocultan al agente: queda + participio, se ruega + infinitivo, se procederá a + infinitivo.',
        en: 'Official texts hide the agent: queda + participle, se ruega + infinitive, se procederá a + infinitive.',
      },
    },
    example: {
      es: 'Se procederá a la retirada de los vehículos mal estacionados.',
      en: 'Badly parked vehicles will be removed.',
    },
    more: {
      es: 'Queda concuerda con el sujeto: «quedan prohibidas las bicicletas». Se ruega va con infinitivo o con que + subjuntivo.',
      en: 'Queda agrees with the subject: “bicycles are forbidden”. Se ruega takes an infinitive or que + subjunctive.',
    },
    explanation: {
      en: 'Notices, regulations and statements avoid naming who acts. Queda + participle states a rule and agrees with its subject (queda prohibido el paso, quedan suspendidas las clases); se ruega asks politely (se ruega puntualidad, se ruega que no se fume); se procederá a + noun or infinitive announces an action (se procederá a la retirada del vehículo).',
      es: 'Los avisos, normas y comunicados evitan nombrar a quien actúa. Queda + participio enuncia una norma y concuerda con su sujeto (queda prohibido el paso, quedan suspendidas las clases); se ruega pide con cortesía (se ruega puntualidad, se ruega que no se fume); se procederá a + sustantivo o infinitivo anuncia una actuación (se procederá a la retirada del vehículo).',
    },
  },
  {
    id: 'c1-aun-cuando-asi',
    title: {
      en: 'Concessive aun cuando and así + subjunctive',
      es: 'Concesivas con aun cuando y así + subjuntivo',
    },
    level: 'C1',
    keys: [['aun cuando'], ['asi', 'concesiva'], ['asi', 'concessive'], ['asi me lo pidan']],
    answer: {
      basic: {
        es: '«Aun cuando» significa «incluso si». Con subjuntivo: «aun cuando llueva, saldremos».',
        en: '“Aun cuando” means “even if”. With the subjunctive: “even if it rains, we will go out”.',
      },
      richer: {
        es: 'Aun cuando + subjuntivo concede una hipótesis; con indicativo, un hecho. Así + subjuntivo es enfático: «así me maten, no hablo».',
        en: 'Aun cuando + subjunctive concedes a hypothesis; with the indicative, a fact. Así + subjunctive is emphatic: “even if they kill me, I won’t talk”.',
      },
    },
    example: {
      es: 'No firmaré ese contrato así me lo pidan de rodillas.',
      en: 'I will not sign that contract even if they beg me on their knees.',
    },
    more: {
      es: 'Así concesivo va siempre delante y con subjuntivo; es más enfático y coloquial que aunque.',
      en: 'Concessive así always comes first and takes the subjunctive; it is more emphatic and colloquial than aunque.',
    },
    explanation: {
      en: 'Aun cuando works like aunque: with the subjunctive it concedes something that may or may not happen (aun cuando sea caro, lo compraré), with the indicative something that is true (aun cuando es caro, lo compro). Concessive así always takes the subjunctive and expresses an extreme case: no lo haré así me lo pidan de rodillas.',
      es: 'Aun cuando funciona como aunque: con subjuntivo concede algo que puede ocurrir o no (aun cuando sea caro, lo compraré) y con indicativo algo cierto (aun cuando es caro, lo compro). Así concesivo va siempre con subjuntivo y expresa un caso extremo: no lo haré así me lo pidan de rodillas.',
    },
  },
  {
    id: 'c1-quienquiera-que',
    title: {
      en: 'Quienquiera que, dondequiera que, cualquiera que sea',
      es: 'Quienquiera que, dondequiera que, cualquiera que sea',
    },
    level: 'C1',
    keys: [['quienquiera'], ['dondequiera'], ['comoquiera'], ['cualquiera que']],
    answer: {
      basic: {
        es: '«Quienquiera que» es «cualquier persona que»: «quienquiera que venga, será bienvenido».',
        en: '“Quienquiera que” means “whoever”: “whoever comes will be welcome”.',
      },
      richer: {
        es: 'Quienquiera que, dondequiera que y cualquiera que sea llevan subjuntivo porque el referente es indeterminado.',
        en: 'Quienquiera que, dondequiera que and cualquiera que sea take the subjunctive because the referent is undetermined.',
      },
    },
    example: {
      es: 'Dondequiera que vayas, llévate un buen libro.',
      en: 'Wherever you go, take a good book with you.',
    },
    more: {
      es: 'Cualquiera concuerda en número: «cualesquiera que sean sus motivos». Quienquiera tiene el plural quienesquiera, muy raro.',
      en: 'Cualquiera agrees in number: “whatever their reasons may be”. Quienquiera has the plural quienesquiera, very rare.',
    },
    explanation: {
      en: 'These indefinite relatives refer to any person, place, manner or thing at all, so the clause they open takes the subjunctive: quienquiera que lo haya hecho, dondequiera que estés, comoquiera que se mire, cualquiera que sea el resultado. The indicative appears only when they refer to a known past fact, which is rare and formal.',
      es: 'Estos relativos indefinidos se refieren a cualquier persona, lugar, modo o cosa, por eso la oración que introducen va en subjuntivo: quienquiera que lo haya hecho, dondequiera que estés, comoquiera que se mire, cualquiera que sea el resultado. El indicativo solo aparece con hechos pasados conocidos, algo raro y formal.',
    },
  },
  {
    id: 'c1-deber-de',
    title: {
      en: 'Deber (obligation) and deber de (probability)',
      es: 'Deber (obligación) y deber de (probabilidad)',
    },
    level: 'C1',
    keys: [['deber de'], ['debe de'], ['deber', 'probabilidad'], ['deber', 'probability']],
    answer: {
      basic: {
        es: '«Debes estudiar» es una obligación. «Debe de estar en casa» es una suposición.',
        en: '“Debes estudiar” is an obligation. “Debe de estar en casa” is a guess.',
      },
      richer: {
        es: 'Deber + infinitivo expresa obligación; deber de + infinitivo, probabilidad. Para el pasado: debe de haber sido.',
        en: 'Deber + infinitive expresses obligation; deber de + infinitive, probability. For the past: debe de haber sido.',
      },
    },
    example: {
      es: 'No contesta: debe de haberse quedado sin batería.',
      en: 'He is not answering: his battery must have run out.',
    },
    more: {
      es: 'En el habla se usa a menudo debe sin de para suponer, pero en textos cuidados conviene distinguirlos.',
      en: 'In speech debe without de is often used for guesses, but careful writing keeps them apart.',
    },
    explanation: {
      en: 'Deber + infinitive means obligation (debes llamar a tu madre); deber de + infinitive means supposition (debe de ser tarde, deben de haber salido). Speakers often drop the de for guesses, which the RAE accepts, but adding de to an obligation (debes de llamar) is considered a mistake in careful Spanish.',
      es: 'Deber + infinitivo expresa obligación (debes llamar a tu madre); deber de + infinitivo, suposición (debe de ser tarde, deben de haber salido). Muchos hablantes omiten el de en las suposiciones, algo que la RAE admite, pero añadirlo a una obligación (debes de llamar) se considera un error en el español cuidado.',
    },
  },
  {
    id: 'c1-haber-de-venir-a',
    title: {
      en: 'Haber de and venir a + infinitive',
      es: 'Haber de y venir a + infinitivo',
    },
    level: 'C1',
    keys: [['haber de'], ['ha de'], ['has de'], ['venir a', 'infinitivo'], ['viene a decir']],
    answer: {
      basic: {
        es: '«Has de saber» es como «tienes que saber», pero más formal. «Viene a costar» es «cuesta más o menos».',
        en: '“Has de saber” is like “tienes que saber”, but more formal. “Viene a costar” means “costs roughly”.',
      },
      richer: {
        es: 'Haber de + infinitivo expresa obligación o futuro en registro formal. Venir a + infinitivo aproxima: viene a costar, viene a decir.',
        en: 'Haber de + infinitive expresses obligation or future in a formal register. Venir a + infinitive approximates: costs roughly, more or less says.',
      },
    },
    example: {
      es: 'El informe viene a decir que no hay dinero.',
      en: 'The report more or less says there is no money.',
    },
    more: {
      es: 'Haber de es habitual en textos literarios y en México; en el habla de España suena algo solemne.',
      en: 'Haber de is common in literary texts and in Mexico; in everyday speech in Spain it sounds rather solemn.',
    },
    explanation: {
      en: 'Haber de + infinitive expresses obligation or what is to happen (he de reconocer que…, han de llegar mañana); it is formal or literary in Spain and common in Mexico. Venir a + infinitive gives an approximation or a summary: viene a costar cien euros, lo que viene a decir que…',
      es: 'Haber de + infinitivo expresa obligación o lo que ha de ocurrir (he de reconocer que…, han de llegar mañana); en España es formal o literario y en México es habitual. Venir a + infinitivo da una aproximación o un resumen: viene a costar cien euros, lo que viene a decir que…',
    },
  },
  {
    id: 'c1-reformulation',
    title: {
      en: 'Reformulation markers: es decir, o sea, mejor dicho',
      es: 'Marcadores de reformulación: es decir, o sea, mejor dicho',
    },
    level: 'C1',
    keys: [
      ['mejor dicho'],
      ['reformulacion'],
      ['reformulation'],
      ['o lo que es lo mismo'],
      ['es decir', 'o sea'],
    ],
    answer: {
      basic: {
        es: '«Es decir» y «o sea» explican lo mismo con otras palabras. «Mejor dicho» corrige lo que acabas de decir.',
        en: '“Es decir” and “o sea” explain the same thing in other words. “Mejor dicho” corrects what you have just said.',
      },
      richer: {
        es: 'Es decir y esto es aclaran; o sea es coloquial; mejor dicho corrige; vamos, que resume.',
        en: 'Es decir and esto es clarify; o sea is colloquial; mejor dicho corrects; vamos, que sums up.',
      },
    },
    example: {
      es: 'Llegaré el lunes, mejor dicho, el martes por la mañana.',
      en: 'I will arrive on Monday, or rather, on Tuesday morning.',
    },
    more: {
      es: 'Estos marcadores van entre comas: «la muestra, es decir, los participantes, era pequeña».',
      en: 'These markers go between commas: “the sample, that is, the participants, was small”.',
    },
    explanation: {
      en: 'Reformulation markers tell the listener how the next words relate to the last ones: es decir, esto es and o lo que es lo mismo restate more clearly (formal), o sea does the same in speech, en otras palabras simplifies, mejor dicho corrects or improves, and colloquial vamos, que sums up the gist. They are set off by commas.',
      es: 'Los marcadores de reformulación indican cómo se relaciona lo que sigue con lo dicho: es decir, esto es y o lo que es lo mismo lo reformulan con más claridad (formal), o sea lo hace en el habla, en otras palabras simplifica, mejor dicho corrige o precisa, y el coloquial vamos, que resume lo esencial. Van entre comas.',
    },
  },
  {
    id: 'c1-fixed-clitics',
    title: {
      en: 'Idioms with a fixed pronoun: pasarlo bien, liarla',
      es: 'Modismos con pronombre fijo: pasarlo bien, liarla',
    },
    level: 'C1',
    keys: [['pronombre fijo'], ['fixed pronoun'], ['liarla'], ['pasarlo'], ['tomarselo']],
    answer: {
      basic: {
        es: 'En «pasarlo bomba» o «liarla», lo y la no sustituyen a nada: forman parte de la expresión.',
        en: 'In “pasarlo bomba” or “liarla”, lo and la do not stand for anything: they are part of the expression.',
      },
      richer: {
        es: 'El pronombre fijo no cambia y se coloca como cualquier otro: lo pasamos bomba, la has liado.',
        en: 'The fixed pronoun never changes and goes where any pronoun goes: we had a blast, you have messed up.',
      },
    },
    example: {
      es: 'Anoche lo pasamos bomba en el concierto.',
      en: 'We had a whale of a time at the concert last night.',
    },
    more: {
      es: 'Otros ejemplos: arreglárselas, apañárselas, pasárselo bien, dárselas de listo.',
      en: 'Other examples: to manage, to get by, to have a good time, to act clever.',
    },
    explanation: {
      en: 'Many colloquial idioms carry a pronoun that refers to nothing in particular: pasarlo bien, liarla, pirárselas, tomárselo a broma, arreglárselas. The pronoun is always the same (lo, la or las, often with se) and follows the usual placement rules: before a conjugated verb (la liaste), attached to infinitives, gerunds and commands (tómatelo con calma).',
      es: 'Muchos modismos coloquiales llevan un pronombre que no se refiere a nada concreto: pasarlo bien, liarla, pirárselas, tomárselo a broma, arreglárselas. El pronombre es siempre el mismo (lo, la o las, a menudo con se) y se coloca según las reglas habituales: delante del verbo conjugado (la liaste) y unido al infinitivo, al gerundio y al imperativo (tómatelo con calma).',
    },
  },
];

/** The C1 lessons' grammar points (exact string) → the id of the note that answers each. */
export const C1_LESSON_GRAMMAR: Readonly<Record<string, string>> = {
  'Subjunctive in relatives with an unknown or negated antecedent: una ley que proteja…':
    'relative-subjunctive',
  'Figures and trends: crecer un 2 %, situarse en el 3 %': 'percentages',
  'Passive with ser in formal texts: la ley fue aprobada por el pleno': 'passive-ser',
  'Impersonal formulas in notices: queda prohibido, se ruega, se procederá a': 'c1-official-impersonal',
  'Concessive aun cuando and así + subjunctive: así me lo pidan, no lo haré': 'c1-aun-cuando-asi',
  'Relatives after a preposition with the subjunctive: alguien con quien se pueda contar':
    'relative-subjunctive',
  'Quienquiera que, dondequiera que, cualquiera que sea + subjunctive': 'c1-quienquiera-que',
  'Conditions with siempre y cuando and a condición de que + subjunctive': 'conditional-conjunctions',
  'No es que + subjunctive to soften a complaint: no es que me moleste, es que…': 'no-es-que',
  'Deber + infinitive (obligation) vs deber de + infinitive (probability)': 'c1-deber-de',
  'Haber de for obligation and venir a for approximation': 'c1-haber-de-venir-a',
  'Reformulation markers: es decir, o sea, mejor dicho, o lo que es lo mismo': 'c1-reformulation',
  'Idioms with a fixed pronoun: pasarlo bomba, liarla, tomárselo a broma': 'c1-fixed-clitics',
};
