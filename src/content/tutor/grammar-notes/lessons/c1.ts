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
};
