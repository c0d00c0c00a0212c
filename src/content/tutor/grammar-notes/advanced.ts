/** Grammar notes for advanced learners: passives and se, reported speech, register, discourse, style and regional variation. */
import type { GrammarNote } from './types';

export const ADVANCED_NOTES: readonly GrammarNote[] = [
  {
    id: 'passive-se',
    title: {
      en: 'Passive se: se venden, se esperan',
      es: 'La pasiva refleja: se venden, se esperan',
    },
    level: 'B1',
    keys: [['pasiva refleja'], ['se', 'pasiva'], ['passive', 'se'], ['se venden'], ['se vende']],
    answer: {
      basic: {
        es: '«Se» + verbo sirve cuando no importa quién lo hace: «Se vende piso», «Se esperan lluvias».',
        en: '“Se” + verb is used when it doesn’t matter who does it: “Flat for sale”, “Rain is expected”.',
      },
      richer: {
        es: 'En la pasiva refleja el verbo concuerda con el nombre: «se vende una casa», «se venden casas». Común en titulares.',
        en: 'In the passive se the verb agrees with the noun: “a house for sale”, “houses for sale”. Common in headlines.',
      },
    },
    example: {
      es: 'Se buscan voluntarios para el festival.',
      en: 'Volunteers wanted for the festival.',
    },
    more: {
      es: 'Con la pasiva refleja no se usa «por» + agente: «Se construyó el puente en 1990».',
      en: '“Por” + agent isn’t used with this passive: “The bridge was built in 1990”.',
    },
    explanation: {
      en: 'The passive se (pasiva refleja) presents an action without an agent: se + third-person verb agreeing with the noun, which is usually placed after it: se vende piso, se venden pisos, se esperan tormentas. It is the most natural passive in Spanish and does not take por + agent.',
      es: 'La pasiva refleja presenta una acción sin agente: se + verbo en tercera persona que concuerda con el nombre, que suele ir detrás: se vende piso, se venden pisos, se esperan tormentas. Es la pasiva más natural en español y no lleva por + agente.',
    },
  },
  {
    id: 'se-customs',
    title: {
      en: 'Se for customs: se come, se celebra',
      es: 'Se para costumbres: se come, se celebra',
    },
    level: 'B2',
    keys: [
      ['se', 'costumbres'],
      ['se come'],
      ['se celebra'],
      ['impersonal', 'se'],
      ['se', 'impersonal'],
      ['customs'],
    ],
    answer: {
      basic: {
        es: 'Para costumbres usamos «se»: «En España se cena tarde», «En Navidad se come turrón».',
        en: 'For customs we use “se”: “In Spain people have dinner late”, “At Christmas people eat turrón”.',
      },
      richer: {
        es: '«Se» + verbo en tercera persona presenta costumbres generales: «se celebra», «se baila». Con nombre plural, plural: «se comen uvas».',
        en: '“Se” + third-person verb presents general customs: “it is celebrated”, “people dance”. With a plural noun, plural: “grapes are eaten”.',
      },
    },
    example: {
      es: 'En Nochevieja se comen doce uvas.',
      en: 'On New Year’s Eve people eat twelve grapes.',
    },
    more: {
      es: 'Con «soler» también: «En verano se suele salir por la noche».',
      en: 'With “soler” too: “In summer people usually go out at night”.',
    },
    explanation: {
      en: 'To describe customs, Spanish uses se + third-person verb: impersonal with no noun (en España se cena tarde) and passive, agreeing with the noun, when there is one (se celebra la Navidad, se comen uvas). Se suele + infinitive adds “usually”.',
      es: 'Para describir costumbres, el español usa se + verbo en tercera persona: impersonal sin nombre (en España se cena tarde) y pasiva, concordando con el nombre, cuando lo hay (se celebra la Navidad, se comen uvas). Se suele + infinitivo añade la idea de costumbre.',
    },
  },
  {
    id: 'impersonal-se-people',
    title: {
      en: 'Impersonal se with people: se busca a…',
      es: 'Se impersonal con personas: se busca a…',
    },
    level: 'B2',
    keys: [['se busca a'], ['se', 'personas'], ['impersonal', 'se', 'personas'], ['impersonal', 'people']],
    answer: {
      basic: {
        es: 'Con personas concretas, el verbo queda en singular y lleva «a»: «Se busca a los testigos».',
        en: 'With specific people, the verb stays singular and takes “a”: “The witnesses are being sought”.',
      },
      richer: {
        es: 'Con «a» + personas, «se» impersonal y verbo en singular: «Se entrevistó a los candidatos». Sin «a»: «Se buscan camareros».',
        en: 'With “a” + people, impersonal “se” and a singular verb: “The candidates were interviewed”. Without “a”: “Waiters wanted”.',
      },
    },
    example: {
      es: 'Se detuvo a los sospechosos esa misma noche.',
      en: 'The suspects were arrested that same night.',
    },
    more: {
      es: 'Compara: «Se contratan profesores» (cualquiera) y «Se contrató a la profesora nueva» (una concreta).',
      en: 'Compare: “Teachers hired” (any) and “The new teacher was hired” (a specific one).',
    },
    explanation: {
      en: 'When the object is a specific person introduced by the personal a, se is impersonal and the verb stays in the singular: se busca a los responsables, se entrevistó a los candidatos. With unspecified people and no a, the passive se agrees in the plural: se buscan camareros.',
      es: 'Cuando el objeto es una persona concreta introducida por la a personal, el se es impersonal y el verbo queda en singular: se busca a los responsables, se entrevistó a los candidatos. Con personas no concretas y sin a, la pasiva refleja concuerda en plural: se buscan camareros.',
    },
  },
  {
    id: 'passive-ser',
    title: {
      en: 'The passive with ser',
      es: 'La pasiva con ser',
    },
    level: 'B2',
    keys: [['voz pasiva'], ['pasiva', 'ser'], ['passive', 'voice'], ['ser', 'participio'], ['passive']],
    answer: {
      basic: {
        es: 'Pasiva con «ser»: «ser» + participio + «por». «El libro fue escrito por Cervantes».',
        en: 'Passive with “ser”: “ser” + participle + “por”. “The book was written by Cervantes”.',
      },
      richer: {
        es: 'El participio concuerda: «Las casas fueron construidas en 1900». Es más escrita; hablando se prefiere la activa.',
        en: 'The participle agrees: “The houses were built in 1900”. It’s more written; in speech the active is preferred.',
      },
    },
    example: {
      es: 'La ley fue aprobada por el Parlamento.',
      en: 'The law was passed by Parliament.',
    },
    more: {
      es: 'Con «estar» + participio se habla del resultado: «La puerta fue cerrada» (acción), «La puerta está cerrada» (estado).',
      en: 'With “estar” + participle you talk about the result: “The door was closed” (action), “The door is closed” (state).',
    },
    explanation: {
      en: 'The passive with ser is formed with ser + a participle that agrees with the subject in gender and number, and por introduces the agent: las obras fueron pintadas por Goya. It belongs mainly to written, formal and journalistic Spanish; in speech the active or the passive se is preferred.',
      es: 'La pasiva con ser se forma con ser + un participio que concuerda con el sujeto en género y número, y por introduce el agente: las obras fueron pintadas por Goya. Es propia sobre todo de la lengua escrita, formal y periodística; al hablar se prefiere la activa o la pasiva refleja.',
    },
  },
  {
    id: 'reported-speech-present',
    title: {
      en: 'Reported speech in the present: dice que…',
      es: 'Estilo indirecto en presente: dice que…',
    },
    level: 'B1',
    keys: [['estilo indirecto'], ['reported', 'speech'], ['dice que'], ['indirect', 'speech']],
    answer: {
      basic: {
        es: 'Para repetir lo que dice alguien: «dice que» + su frase. «Dice que está cansado».',
        en: 'To repeat what someone says: “dice que” + their sentence. “He says he’s tired”.',
      },
      richer: {
        es: 'Con «dice que», el tiempo no cambia; las personas sí: «Estoy cansado» → «Dice que está cansado».',
        en: 'With “dice que”, the tense doesn’t change; the persons do: “I’m tired” → “He says he’s tired”.',
      },
    },
    example: {
      es: 'Mi jefe dice que mañana no hay reunión.',
      en: 'My boss says there’s no meeting tomorrow.',
    },
    more: {
      es: 'Para preguntas, «pregunta si» o «pregunta dónde»: «Pregunta si vienes a cenar».',
      en: 'For questions, “pregunta si” or “pregunta dónde”: “She’s asking if you’re coming to dinner”.',
    },
    explanation: {
      en: 'With a reporting verb in the present (dice que, explica que, pregunta si), tenses stay the same and only persons, pronouns and possessives change: «Estoy cansado» → Dice que está cansado. Yes/no questions are reported with si, others with the question word; commands with que + subjunctive (dice que vengas).',
      es: 'Con el verbo introductor en presente (dice que, explica que, pregunta si), los tiempos no cambian y solo cambian las personas, los pronombres y los posesivos: «Estoy cansado» → Dice que está cansado. Las preguntas de sí o no se transmiten con si, las demás con el interrogativo; las órdenes, con que + subjuntivo (dice que vengas).',
    },
  },
  {
    id: 'reported-speech-past',
    title: {
      en: 'Reported speech in the past: tense shifts',
      es: 'Estilo indirecto en pasado: cambios de tiempo',
    },
    level: 'B2',
    keys: [['estilo indirecto', 'pasado'], ['reported', 'speech', 'past'], ['dijo que'], ['backshift']],
    answer: {
      basic: {
        es: 'Con «dijo que», los tiempos van un paso atrás: «Estoy cansado» → «Dijo que estaba cansado».',
        en: 'With “dijo que”, the tenses go one step back: “I’m tired” → “He said he was tired”.',
      },
      richer: {
        es: 'Presente → imperfecto; pretérito → pluscuamperfecto; futuro → condicional: «Iré» → «Dijo que iría». El imperfecto no cambia.',
        en: 'Present → imperfect; preterite → pluperfect; future → conditional: “I’ll go” → “He said he would go”. The imperfect doesn’t change.',
      },
    },
    example: {
      es: 'Me dijo que había perdido el tren y que llegaría tarde.',
      en: 'He told me he had missed the train and that he would arrive late.',
    },
    more: {
      es: 'Si lo dicho sigue siendo verdad, puede quedarse en presente: «Dijo que es de Chile».',
      en: 'If what was said is still true, it can stay in the present: “He said he’s from Chile”.',
    },
    explanation: {
      en: 'After a past reporting verb (dijo que, me contó que), tenses usually shift back: present → imperfect, preterite and present perfect → pluperfect, future → conditional, present subjunctive → imperfect subjunctive. The imperfect, pluperfect and conditional stay the same, and a statement that is still true may keep the present.',
      es: 'Tras un verbo introductor en pasado (dijo que, me contó que), los tiempos suelen retroceder: presente → imperfecto, indefinido y perfecto → pluscuamperfecto, futuro → condicional, presente de subjuntivo → imperfecto de subjuntivo. El imperfecto, el pluscuamperfecto y el condicional no cambian, y lo que sigue siendo verdad puede mantener el presente.',
    },
  },
  {
    id: 'reported-commands',
    title: {
      en: 'Reported commands: que + subjunctive',
      es: 'Órdenes en estilo indirecto: que + subjuntivo',
    },
    level: 'B2',
    keys: [
      ['ordenes', 'estilo indirecto'],
      ['reported', 'commands'],
      ['dijo que', 'subjuntivo'],
      ['reported', 'orders'],
    ],
    answer: {
      basic: {
        es: 'Una orden repetida lleva subjuntivo: «¡Ven!» → «Me dijo que fuera».',
        en: 'A reported command takes the subjunctive: “Come!” → “He told me to come”.',
      },
      richer: {
        es: 'Imperativo → «que» + subjuntivo. Si el verbo que introduce va en pasado, imperfecto de subjuntivo: «Me pidió que lo llamara».',
        en: 'Imperative → “que” + subjunctive. If the introducing verb is in the past, imperfect subjunctive: “He asked me to call him”.',
      },
    },
    example: {
      es: 'La profesora nos dijo que estudiáramos el capítulo tres.',
      en: 'The teacher told us to study chapter three.',
    },
    more: {
      es: 'En presente: «Dice que vengas». Compara con información: «Dice que vienes» (he says you are coming).',
      en: 'In the present: “He says you should come”. Compare with information: “Dice que vienes” (he says you are coming).',
    },
    explanation: {
      en: 'Commands and requests become que + subjunctive in reported speech: present subjunctive after a present reporting verb (dice que vengas) and imperfect subjunctive after a past one (me dijo que viniera). Decir + indicative reports information; decir + subjunctive reports an order.',
      es: 'Las órdenes y peticiones pasan a que + subjuntivo en estilo indirecto: presente de subjuntivo tras un verbo introductor en presente (dice que vengas) e imperfecto de subjuntivo tras uno en pasado (me dijo que viniera). Decir + indicativo transmite información; decir + subjuntivo transmite una orden.',
    },
  },
  {
    id: 'reported-time-shifts',
    title: {
      en: 'Reported speech: time and place shifts',
      es: 'Estilo indirecto: cambios de tiempo y lugar',
    },
    level: 'B2',
    keys: [['al dia siguiente'], ['cambios', 'tiempo', 'lugar'], ['time', 'shifts'], ['reported', 'time']],
    answer: {
      basic: {
        es: 'Al contar lo que alguien dijo, cambian las palabras de tiempo: «mañana» → «al día siguiente», «hoy» → «ese día».',
        en: 'When you report what someone said, time words change: “tomorrow” → “the next day”, “today” → “that day”.',
      },
      richer: {
        es: 'Cambian tiempo y lugar según el contexto: hoy → aquel día, ayer → el día anterior, aquí → allí, este → ese, venir → ir.',
        en: 'Time and place change with the context: today → that day, yesterday → the day before, here → there, this → that, come → go.',
      },
    },
    example: {
      es: 'Dijo que volvería al día siguiente.',
      en: 'He said he would come back the next day.',
    },
    more: {
      es: 'Solo cambian si cambian el momento o el lugar. Si hablas el mismo día: «Dijo que vendría mañana».',
      en: 'They only change if the time or the place changes. If you speak on the same day: “He said he would come tomorrow”.',
    },
    explanation: {
      en: 'When the moment or place of reporting differs from the original, deictic words shift: hoy → aquel día, mañana → al día siguiente, ayer → el día anterior, la semana que viene → la semana siguiente, aquí → allí, este → ese/aquel, venir → ir, traer → llevar. If time and place are unchanged, they stay as they were.',
      es: 'Cuando el momento o el lugar en que se cuenta son distintos de los originales, cambian las palabras deícticas: hoy → aquel día, mañana → al día siguiente, ayer → el día anterior, la semana que viene → la semana siguiente, aquí → allí, este → ese/aquel, venir → ir, traer → llevar. Si el tiempo y el lugar no cambian, se mantienen.',
    },
  },
  {
    id: 'cause-consequence',
    title: {
      en: 'Cause and consequence connectors',
      es: 'Conectores de causa y consecuencia',
    },
    level: 'B2',
    keys: [
      ['causa', 'consecuencia'],
      ['debido a'],
      ['cause', 'consequence'],
      ['por lo tanto'],
      ['conectores', 'causa'],
    ],
    answer: {
      basic: {
        es: 'Causa: «porque», «como», «debido a». Consecuencia: «por eso», «así que», «por lo tanto».',
        en: 'Cause: “porque”, “como”, “debido a”. Consequence: “por eso”, “así que”, “por lo tanto”.',
      },
      richer: {
        es: '«Debido a» + nombre es formal: «debido a la sequía». «Como» va al principio: «Como llovía, no salimos».',
        en: '“Debido a” + noun is formal: “due to the drought”. “Como” goes at the start: “As it was raining, we didn’t go out”.',
      },
    },
    example: {
      es: 'Debido a la sequía, se ha limitado el uso del agua.',
      en: 'Due to the drought, water use has been restricted.',
    },
    more: {
      es: 'Para explicar en otro registro: «ya que», «puesto que» (formal), «es que» (coloquial).',
      en: 'To explain in another register: “ya que”, “puesto que” (formal), “es que” (colloquial).',
    },
    explanation: {
      en: 'Cause: porque (after the main clause), como (at the start), ya que / puesto que (more formal), debido a / a causa de + noun. Consequence: así que, por eso, por lo tanto, por consiguiente (formal), and de ahí que, which takes the subjunctive.',
      es: 'Causa: porque (tras la oración principal), como (al principio), ya que / puesto que (más formales), debido a / a causa de + nombre. Consecuencia: así que, por eso, por lo tanto, por consiguiente (formal), y de ahí que, que lleva subjuntivo.',
    },
  },
  {
    id: 'nominalisation',
    title: {
      en: 'Nominalisation in formal style',
      es: 'La nominalización en el estilo formal',
    },
    level: 'C1',
    keys: [
      ['nominalizacion'],
      ['nominalisation'],
      ['nominalization'],
      ['estilo formal'],
      ['formal', 'style'],
    ],
    answer: {
      basic: {
        es: 'En textos formales se usan nombres en vez de verbos: «realizar» → «la realización de», «aumentar» → «el aumento de».',
        en: 'In formal texts nouns are used instead of verbs: “realizar” → “la realización de”, “aumentar” → “el aumento de”.',
      },
      richer: {
        es: 'La nominalización condensa y da tono impersonal: «Tras la aprobación del plan…», no «Después de que aprobaron el plan…».',
        en: 'Nominalisation condenses and gives an impersonal tone: “After the approval of the plan…”, not “After they approved the plan…”.',
      },
    },
    example: {
      es: 'La reducción de costes permitió la contratación de personal.',
      en: 'The reduction of costs allowed the hiring of staff.',
    },
    more: {
      es: 'No abuses: demasiados nombres con «de» cansan. Alterna con verbos: «reducimos costes y contratamos».',
      en: 'Don’t overdo it: too many nouns with “de” are tiring. Alternate with verbs: “we cut costs and hired”.',
    },
    explanation: {
      en: 'Formal and administrative Spanish turns verbs into nouns (realizar → la realización, reducir → la reducción, aprobar → la aprobación), which condenses information and removes the agent. Used in moderation it sounds precise; overused, with chains of de, it becomes heavy.',
      es: 'El español formal y administrativo convierte verbos en nombres (realizar → la realización, reducir → la reducción, aprobar → la aprobación), lo que condensa la información y elimina el agente. Con mesura suena preciso; en exceso, con cadenas de de, resulta pesado.',
    },
  },
  {
    id: 'idioms-conjugate',
    title: {
      en: 'Idioms: fixed words, conjugated verb',
      es: 'Los modismos: palabras fijas, verbo conjugado',
    },
    level: 'C1',
    keys: [['modismos'], ['idioms'], ['expresiones', 'idiomaticas'], ['frases hechas'], ['idiomatic']],
    answer: {
      basic: {
        es: 'En los modismos las palabras no cambian, pero el verbo sí: «meter la pata» → «metí la pata».',
        en: 'In idioms the words don’t change, but the verb does: “put your foot in it” → “I put my foot in it”.',
      },
      richer: {
        es: 'Fija en palabras y número, pero con verbo conjugado: «Estamos en las nubes», «Me costó un ojo de la cara».',
        en: 'Fixed in words and number, but with a conjugated verb: “We’re daydreaming”, “It cost me an arm and a leg”.',
      },
    },
    example: {
      es: 'Ayer metí la pata con mi jefe.',
      en: 'Yesterday I put my foot in it with my boss.',
    },
    more: {
      es: 'El nombre no cambia aunque el sujeto sea plural: «Nos tomaron el pelo».',
      en: 'The noun doesn’t change even if the subject is plural: “They pulled our leg”.',
    },
    explanation: {
      en: 'Idioms keep their words, articles and number fixed (meter la pata, estar en las nubes, costar un ojo de la cara), but the verb is conjugated normally for person and tense (metimos la pata, estaba en las nubes). Changing a noun or article usually breaks the idiom.',
      es: 'Los modismos mantienen fijas sus palabras, artículos y número (meter la pata, estar en las nubes, costar un ojo de la cara), pero el verbo se conjuga normalmente en persona y tiempo (metimos la pata, estaba en las nubes). Cambiar un nombre o un artículo suele romper el modismo.',
    },
  },
  {
    id: 'academic-impersonal',
    title: {
      en: 'Impersonal constructions in academic Spanish',
      es: 'Construcciones impersonales en el español académico',
    },
    level: 'C1',
    keys: [
      ['se observa'],
      ['cabe senalar'],
      ['academico'],
      ['academic'],
      ['construcciones', 'impersonales'],
      ['impersonal', 'constructions'],
    ],
    answer: {
      basic: {
        es: 'En textos académicos se evita el «yo»: «se observa que», «cabe señalar que», «se puede concluir que».',
        en: 'In academic texts “I” is avoided: “it can be seen that”, “it should be noted that”, “it can be concluded that”.',
      },
      richer: {
        es: 'Fórmulas impersonales: «se observa», «cabe destacar», «conviene recordar», «como se ha visto». También el plural de modestia: «hemos analizado».',
        en: 'Impersonal formulas: “it can be seen”, “it is worth highlighting”, “it is worth remembering”, “as has been seen”. Also the modest plural: “we have analysed”.',
      },
    },
    example: {
      es: 'Cabe señalar que los datos son provisionales.',
      en: 'It should be noted that the data are provisional.',
    },
    more: {
      es: 'Para presentar resultados: «Según los datos», «Los resultados muestran que», «Se ha comprobado que».',
      en: 'To present results: “According to the data”, “The results show that”, “It has been confirmed that”.',
    },
    explanation: {
      en: 'Academic Spanish avoids the first person singular with impersonal se (se observa, se ha demostrado), impersonal verbs (cabe señalar, conviene destacar, resulta evidente que) and the plural of modesty (hemos comprobado).',
      es: 'El español académico evita la primera persona del singular con el se impersonal (se observa, se ha demostrado), verbos impersonales (cabe señalar, conviene destacar, resulta evidente que) y el plural de modestia (hemos comprobado).',
    },
  },
  {
    id: 'written-spoken-connectors',
    title: {
      en: 'Written vs spoken connectors',
      es: 'Conectores escritos y orales',
    },
    level: 'C1',
    keys: [
      ['conectores', 'escritos'],
      ['conectores', 'orales'],
      ['written', 'connectors'],
      ['spoken', 'connectors'],
      ['conectores', 'registro'],
    ],
    answer: {
      basic: {
        es: 'Escribiendo usamos «sin embargo», «por lo tanto», «además». Hablando, «pero», «así que», «y encima».',
        en: 'In writing we use “sin embargo”, “por lo tanto”, “además”. In speech, “pero”, “así que”, “y encima”.',
      },
      richer: {
        es: 'Registro escrito: «no obstante», «por consiguiente», «asimismo», «en definitiva». Oral: «pues», «o sea», «bueno», «total», «encima».',
        en: 'Written register: “no obstante”, “por consiguiente”, “asimismo”, “en definitiva”. Spoken: “pues”, “o sea”, “bueno”, “total”, “encima”.',
      },
    },
    example: {
      es: 'El proyecto es caro; no obstante, merece la pena.',
      en: 'The project is expensive; nevertheless, it is worth it.',
    },
    more: {
      es: 'En un correo formal, evita «o sea» y «total»; usa «es decir» y «en resumen».',
      en: 'In a formal email, avoid “o sea” and “total”; use “es decir” and “en resumen”.',
    },
    explanation: {
      en: 'Connectors carry register. Formal writing prefers no obstante, sin embargo, por consiguiente, asimismo, es decir, en definitiva; conversation prefers pero, así que, pues, o sea, bueno, total, encima. Mixing them sounds odd: o sea in a report, or por consiguiente in a chat with friends.',
      es: 'Los conectores marcan el registro. La escritura formal prefiere no obstante, sin embargo, por consiguiente, asimismo, es decir, en definitiva; la conversación prefiere pero, así que, pues, o sea, bueno, total, encima. Mezclarlos suena raro: o sea en un informe, o por consiguiente en un chat con amigos.',
    },
  },
  {
    id: 'connector-punctuation',
    title: {
      en: 'Punctuation around connectors',
      es: 'La puntuación de los conectores',
    },
    level: 'C1',
    keys: [
      ['puntuacion', 'conectores'],
      ['punctuation', 'connectors'],
      ['comas', 'conectores'],
      ['ahora bien'],
    ],
    answer: {
      basic: {
        es: 'Los conectores llevan coma detrás: «Sin embargo, no llegó». En medio de la frase, van entre comas.',
        en: 'Connectors take a comma after them: “However, he didn’t arrive”. In the middle of the sentence, they go between commas.',
      },
      richer: {
        es: 'Al inicio, coma detrás; entre oraciones, punto y coma delante: «Es caro; ahora bien, es el mejor».',
        en: 'At the start, a comma after; between clauses, a semicolon before: “It’s expensive; that said, it’s the best”.',
      },
    },
    example: {
      es: 'La idea es buena. No obstante, hay que revisarla.',
      en: 'The idea is good. Nevertheless, it needs revising.',
    },
    more: {
      es: '«Pero» y «y» no llevan coma detrás: «Es caro, pero vale la pena».',
      en: '“Pero” and “y” don’t take a comma after them: “It’s expensive, but it’s worth it”.',
    },
    explanation: {
      en: 'Discourse connectors (sin embargo, no obstante, ahora bien, por tanto, es decir) are set off by commas: followed by a comma at the start of a sentence, between commas in the middle, and preceded by a semicolon or full stop when they link two clauses (Es caro; sin embargo, lo compraré). Conjunctions like pero and y take no comma after them.',
      es: 'Los conectores discursivos (sin embargo, no obstante, ahora bien, por tanto, es decir) se aíslan con comas: coma detrás al principio de la oración, entre comas en medio, y punto y coma o punto delante cuando unen dos oraciones (Es caro; sin embargo, lo compraré). Conjunciones como pero e y no llevan coma detrás.',
    },
  },
  {
    id: 'cleft-sentences',
    title: {
      en: 'Emphatic structures: lo que… es, es aquí donde…',
      es: 'Estructuras enfáticas: lo que… es, es aquí donde…',
    },
    level: 'C1',
    keys: [['enfasis'], ['emphatic'], ['emphasis'], ['lo que hace falta'], ['es aqui donde'], ['cleft']],
    answer: {
      basic: {
        es: 'Para destacar una idea: «Lo que necesitamos es tiempo», «Es aquí donde vivo».',
        en: 'To highlight an idea: “What we need is time”, “It’s here that I live”.',
      },
      richer: {
        es: 'Estructuras enfáticas: «lo que» + verbo + «ser»: «Lo que hace falta es voluntad»; «ser» + elemento + relativo: «Fue Ana quien lo dijo».',
        en: 'Emphatic structures: “lo que” + verb + “ser”: “What is needed is willpower”; “ser” + element + relative: “It was Ana who said it”.',
      },
    },
    example: {
      es: 'Es ahora cuando tenemos que actuar.',
      en: 'It’s now that we have to act.',
    },
    more: {
      es: 'El relativo cambia según lo destacado: lugar, «donde»; tiempo, «cuando»; modo, «como»; persona, «quien».',
      en: 'The relative changes with what’s highlighted: place, “donde”; time, “cuando”; manner, “como”; person, “quien”.',
    },
    explanation: {
      en: 'Cleft sentences highlight one element with ser and a relative: Lo que hace falta es voluntad; Fue Ana quien lo dijo; Es aquí donde empezó todo; Fue entonces cuando lo entendí. The relative matches the highlighted element: quien/el que for people, lo que for things, donde for place, cuando for time, como for manner.',
      es: 'Las oraciones escindidas destacan un elemento con ser y un relativo: Lo que hace falta es voluntad; Fue Ana quien lo dijo; Es aquí donde empezó todo; Fue entonces cuando lo entendí. El relativo corresponde al elemento destacado: quien/el que para personas, lo que para cosas, donde para lugar, cuando para tiempo, como para modo.',
    },
  },
  {
    id: 'hedging',
    title: {
      en: 'Hedging: parece ser que, todo apunta a que',
      es: 'Atenuación: parece ser que, todo apunta a que',
    },
    level: 'C1',
    keys: [['atenuacion'], ['hedging'], ['parece ser que'], ['todo apunta'], ['matizar']],
    answer: {
      basic: {
        es: 'Para no afirmar demasiado: «parece que», «según parece», «todo apunta a que».',
        en: 'To avoid claiming too much: “it seems that”, “apparently”, “everything points to”.',
      },
      richer: {
        es: 'Para rebajar la certeza: «parece ser que», «todo apunta a que», «al parecer». Llevan indicativo: «Todo apunta a que funciona».',
        en: 'To lower certainty: “parece ser que”, “todo apunta a que”, “al parecer”. They take the indicative: “Everything suggests it works”.',
      },
    },
    example: {
      es: 'Todo apunta a que el tratamiento es eficaz.',
      en: 'Everything points to the treatment being effective.',
    },
    more: {
      es: 'Con expresiones de posibilidad, subjuntivo: «Es probable que funcione», «Puede que funcione».',
      en: 'With expressions of possibility, subjunctive: “It will probably work”, “It may work”.',
    },
    explanation: {
      en: 'Scientific and journalistic Spanish hedges claims with parece (ser) que, al parecer, según parece, todo apunta a que, los datos sugieren que (all with the indicative), or with expressions of possibility that take the subjunctive (es probable que, puede que, cabe la posibilidad de que).',
      es: 'El español científico y periodístico atenúa sus afirmaciones con parece (ser) que, al parecer, según parece, todo apunta a que, los datos sugieren que (todas con indicativo), o con expresiones de posibilidad que llevan subjuntivo (es probable que, puede que, cabe la posibilidad de que).',
    },
  },
  {
    id: 'puns',
    title: {
      en: 'Homophones and polysemy in puns',
      es: 'Homofonía y polisemia en los juegos de palabras',
    },
    level: 'C2',
    keys: [
      ['juegos de palabras'],
      ['juego de palabras'],
      ['puns'],
      ['pun'],
      ['homofonos'],
      ['homophones'],
      ['polisemia'],
      ['polysemy'],
      ['doble sentido'],
    ],
    answer: {
      basic: {
        es: 'Muchos chistes juegan con palabras iguales de sentido distinto: «banco» es para sentarse y para el dinero.',
        en: 'Many jokes play with identical words with different meanings: “banco” is for sitting on and for money.',
      },
      richer: {
        es: 'Los juegos de palabras usan la polisemia («banco», «cura») y la homofonía («hola» y «ola», «vaca» y «baca»).',
        en: 'Puns use polysemy (“banco”, “cura”) and homophony (“hola” and “ola”, “vaca” and “baca”).',
      },
    },
    example: {
      es: '—¿Qué le dice una ola a otra? —¡Hola!',
      en: '—What does one wave say to another? —Hello! (“hola” sounds like “ola”, wave)',
    },
    more: {
      es: 'También se juega con expresiones: «estar en las nubes» leído al pie de la letra.',
      en: 'Expressions are also played with: “estar en las nubes” (to daydream) read literally.',
    },
    explanation: {
      en: 'Spanish puns exploit polysemy (one word, several meanings: banco, cura, pila) and homophony (same sound, different spelling: hola/ola, vaca/baca, tubo/tuvo, since h is silent and b and v sound the same), as well as fixed expressions read literally.',
      es: 'Los juegos de palabras en español aprovechan la polisemia (una palabra, varios sentidos: banco, cura, pila) y la homofonía (mismo sonido, distinta grafía: hola/ola, vaca/baca, tubo/tuvo, porque la h no suena y b y v suenan igual), además de expresiones hechas leídas al pie de la letra.',
    },
  },
  {
    id: 'irony-diminutive',
    title: {
      en: 'Irony: the diminutive and ¡qué bien!',
      es: 'La ironía: el diminutivo y ¡qué bien!',
    },
    level: 'C2',
    keys: [['ironia'], ['irony'], ['ironic'], ['diminutivo'], ['diminutivos'], ['diminutive'], ['que bien']],
    answer: {
      basic: {
        es: 'Con tono irónico, «¡Qué bien!» puede significar «¡Qué mal!»: «Se ha roto el coche. ¡Qué bien!».',
        en: 'With an ironic tone, “¡Qué bien!” can mean “How awful!”: “The car has broken down. Great!”.',
      },
      richer: {
        es: 'El diminutivo irónico critica: «un problemita» puede ser enorme, y «el listillo» es quien se cree listo.',
        en: 'The ironic diminutive criticises: “un problemita” can be huge, and “el listillo” is someone who thinks he’s clever.',
      },
    },
    example: {
      es: '¡Qué bien! Otra vez sin luz en casa.',
      en: 'Great! No electricity at home again.',
    },
    more: {
      es: 'La entonación y el contexto lo dicen todo: «¡Muy bonito!» a un niño travieso es una crítica.',
      en: 'Intonation and context say it all: “Very nice!” to a naughty child is a criticism.',
    },
    explanation: {
      en: 'Diminutives (-ito, -illo) usually express smallness or affection, but they can be ironic or pejorative: un problemita (a big problem played down), listillo (smart alec), una cosita (a favour that is not small). Positive exclamations like ¡Qué bien!, ¡Estupendo! or ¡Muy bonito! can mean the opposite when intonation and context make it clear.',
      es: 'Los diminutivos (-ito, -illo) suelen expresar tamaño pequeño o afecto, pero pueden ser irónicos o despectivos: un problemita (un problema grande que se minimiza), listillo, una cosita (un favor que no es pequeño). Exclamaciones positivas como ¡Qué bien!, ¡Estupendo! o ¡Muy bonito! pueden significar lo contrario cuando la entonación y el contexto lo dejan claro.',
    },
  },
  {
    id: 'rhetorical-triads',
    title: {
      en: 'Parallel structures and triads',
      es: 'Paralelismo y tríadas',
    },
    level: 'C2',
    keys: [
      ['triadas'],
      ['triads'],
      ['paralelismo'],
      ['parallelism'],
      ['parallel', 'structures'],
      ['retorica'],
      ['rhetoric'],
    ],
    answer: {
      basic: {
        es: 'En un discurso, repetir una estructura tres veces da fuerza: «Queremos trabajo, queremos justicia, queremos futuro».',
        en: 'In a speech, repeating a structure three times gives strength: “We want work, we want justice, we want a future”.',
      },
      richer: {
        es: 'El paralelismo repite la misma estructura; la tríada agrupa tres elementos con ritmo creciente. Juntos hacen el mensaje memorable.',
        en: 'Parallelism repeats the same structure; the triad groups three elements with a rising rhythm. Together they make the message memorable.',
      },
    },
    example: {
      es: 'Vinimos, escuchamos y aprendimos.',
      en: 'We came, we listened and we learnt.',
    },
    more: {
      es: 'La anáfora repite el inicio: «Es hora de hablar, es hora de actuar, es hora de cambiar».',
      en: 'Anaphora repeats the opening: “It’s time to talk, it’s time to act, it’s time to change”.',
    },
    explanation: {
      en: 'Public speaking relies on parallelism (repeating a grammatical pattern), anaphora (repeating the opening words) and triads (groups of three, often growing in length or intensity) to create rhythm and make ideas memorable.',
      es: 'La oratoria se apoya en el paralelismo (repetir una estructura gramatical), la anáfora (repetir las primeras palabras) y las tríadas (grupos de tres, a menudo crecientes en extensión o intensidad) para crear ritmo y hacer memorables las ideas.',
    },
  },
  {
    id: 'emphatic-inversion',
    title: {
      en: 'Inverted word order for emphasis',
      es: 'El orden invertido para dar énfasis',
    },
    level: 'C2',
    keys: [
      ['inversion'],
      ['orden', 'enfasis'],
      ['inverted', 'word', 'order'],
      ['word', 'order', 'emphasis'],
      ['orden', 'palabras'],
    ],
    answer: {
      basic: {
        es: 'Para dar énfasis, se puede poner al principio lo importante: «¡Grande fue la sorpresa!».',
        en: 'For emphasis, you can put the important part first: “Great was the surprise!”.',
      },
      richer: {
        es: 'Anteponer el atributo, con el verbo antes del sujeto, enfatiza: «¡Grande fue la sorpresa!», «Mucho ha cambiado el barrio».',
        en: 'Fronting the attribute, with the verb before the subject, adds emphasis: “Great was the surprise!”, “The neighbourhood has changed a lot”.',
      },
    },
    example: {
      es: 'Poco duró la alegría.',
      en: 'The joy didn’t last long.',
    },
    more: {
      es: 'Con el complemento directo antepuesto, se repite el pronombre: «Ese libro lo leí en una noche».',
      en: 'With a fronted direct object, the pronoun is repeated: “That book, I read it in one night”.',
    },
    explanation: {
      en: 'Spanish word order is flexible: fronting an attribute, quantity or complement, with the verb placed before the subject, gives emphasis (Grande fue la sorpresa, Poco duró la alegría). A fronted direct object is usually repeated by a clitic pronoun: Esa película la vi ayer.',
      es: 'El orden de palabras del español es flexible: anteponer un atributo, una cantidad o un complemento, con el verbo delante del sujeto, da énfasis (Grande fue la sorpresa, Poco duró la alegría). Un complemento directo antepuesto suele repetirse con un pronombre átono: Esa película la vi ayer.',
    },
  },
  {
    id: 'legal-syntax',
    title: {
      en: 'Legal Spanish: formulas and long nominal phrases',
      es: 'El español jurídico: fórmulas y frases nominales largas',
    },
    level: 'C2',
    keys: [['juridico'], ['legal'], ['lenguaje', 'legal'], ['legal', 'language'], ['legal', 'syntax']],
    answer: {
      basic: {
        es: 'Los textos legales usan frases largas, muchos nombres y fórmulas fijas: «el abajo firmante», «en virtud de».',
        en: 'Legal texts use long sentences, many nouns and fixed formulas: “the undersigned”, “by virtue of”.',
      },
      richer: {
        es: 'Sintaxis jurídica: nominalizaciones encadenadas, gerundios, pasivas, futuro de subjuntivo y fórmulas como «a tenor de lo dispuesto en».',
        en: 'Legal syntax: chained nominalisations, gerunds, passives, the future subjunctive and formulas such as “pursuant to the provisions of”.',
      },
    },
    example: {
      es: 'En virtud de lo dispuesto en el artículo tres, se resuelve:',
      en: 'By virtue of the provisions of article three, it is resolved:',
    },
    more: {
      es: 'Para entenderlos, busca el verbo principal y separa los complementos: suele estar lejos del sujeto.',
      en: 'To understand them, find the main verb and separate the phrases: it is often far from the subject.',
    },
    explanation: {
      en: 'Legal and administrative Spanish uses long sentences built on nominal phrases (la presentación de la solicitud por parte del interesado), passives and impersonal se, participial and gerund clauses, the occasional future subjunctive, and fixed formulas (en virtud de, a tenor de lo dispuesto en, el abajo firmante, por la presente).',
      es: 'El español jurídico y administrativo usa oraciones largas construidas con frases nominales (la presentación de la solicitud por parte del interesado), pasivas y se impersonal, construcciones de participio y gerundio, algún futuro de subjuntivo y fórmulas fijas (en virtud de, a tenor de lo dispuesto en, el abajo firmante, por la presente).',
    },
  },
  {
    id: 'colloquial-ellipsis',
    title: {
      en: 'Ellipsis in speech: ¿Y tú qué?, ¿Vienes o qué?',
      es: 'La elipsis en el habla: ¿Y tú qué?, ¿Vienes o qué?',
    },
    level: 'C2',
    keys: [['elipsis'], ['ellipsis'], ['o que'], ['y tu que']],
    answer: {
      basic: {
        es: 'Hablando, omitimos palabras: «¿Y tú qué?» es «¿Y tú qué opinas?». «¿Vienes o qué?» te pide que decidas.',
        en: 'In speech, we leave words out: “¿Y tú qué?” is “And what do you think?”. “¿Vienes o qué?” asks you to decide.',
      },
      richer: {
        es: 'La elipsis deja implícito lo conocido: «¿Y tú qué?», «¿Un café?». La entonación completa el sentido.',
        en: 'Ellipsis leaves what is known unsaid: “And you?”, “A coffee?”. Intonation completes the meaning.',
      },
    },
    example: {
      es: '¿Vienes o qué? Que llegamos tarde.',
      en: 'Are you coming or what? We’re going to be late.',
    },
    more: {
      es: 'También «que» inicial repite o insiste: «¡Que te calles!», «Que sí, que ya voy».',
      en: 'An initial “que” also repeats or insists: “I said be quiet!”, “Yes, yes, I’m coming”.',
    },
    explanation: {
      en: 'Colloquial Spanish leaves out whatever context supplies: ¿Y tú qué? (what about you?), ¿Vienes o qué? (impatient: are you coming or not?), ¿Un café? Sentence-initial que repeats or insists on something already said (¡Que te calles!, Que sí, que ya voy).',
      es: 'El español coloquial omite lo que el contexto aporta: ¿Y tú qué?, ¿Vienes o qué? (con impaciencia), ¿Un café? El que inicial repite o insiste en algo ya dicho (¡Que te calles!, Que sí, que ya voy).',
    },
  },
  {
    id: 'intensifiers',
    title: {
      en: 'Colloquial intensifiers: superbién, la mar de',
      es: 'Intensificadores coloquiales: superbién, la mar de',
    },
    level: 'C2',
    keys: [['intensificadores'], ['intensifiers'], ['superbien'], ['requete'], ['la mar de']],
    answer: {
      basic: {
        es: 'En el habla coloquial, «super-», «requete-» y «la mar de» significan «muy»: «superbién», «requetebién», «la mar de contento».',
        en: 'In colloquial speech, “super-”, “requete-” and “la mar de” mean “very”: “really well”, “really, really well”, “ever so happy”.',
      },
      richer: {
        es: 'Prefijos (super-, requete-), locuciones («la mar de», «de lo más») y «súper» suelto: «Es súper majo». Evítalos en textos formales.',
        en: 'Prefixes (super-, requete-), phrases (“la mar de”, “de lo más”) and free-standing “súper”: “He’s really nice”. Avoid them in formal texts.',
      },
    },
    example: {
      es: 'La fiesta estuvo la mar de divertida.',
      en: 'The party was ever so much fun.',
    },
    more: {
      es: '«De lo más» + adjetivo también intensifica: «una película de lo más aburrida».',
      en: '“De lo más” + adjective also intensifies: “a really boring film”.',
    },
    explanation: {
      en: 'Colloquial Spanish intensifies with prefixes (superbién, requetebién, archiconocido), phrases (la mar de, de lo más, de un + adjective: de un pesado…) and free-standing súper (súper bonito). They are informal and out of place in formal writing.',
      es: 'El español coloquial intensifica con prefijos (superbién, requetebién, archiconocido), locuciones (la mar de, de lo más, de un + adjetivo: de un pesado…) y súper suelto (súper bonito). Son informales y no encajan en la escritura formal.',
    },
  },
  {
    id: 'calques',
    title: {
      en: 'Calques to avoid',
      es: 'Calcos que conviene evitar',
    },
    level: 'C2',
    keys: [
      ['calco'],
      ['calcos'],
      ['calque'],
      ['calques'],
      ['aplicar', 'trabajo'],
      ['anglicismo'],
      ['anglicism'],
    ],
    answer: {
      basic: {
        es: 'Un calco copia el inglés: «aplicar para un trabajo». En español se dice «solicitar un trabajo».',
        en: 'A calque copies English: “aplicar para un trabajo”. In Spanish you say “solicitar un trabajo”.',
      },
      richer: {
        es: 'Calcos frecuentes: «aplicar para» → solicitar; «hacer sentido» → tener sentido; «tomar lugar» → tener lugar.',
        en: 'Common calques: “aplicar para” → solicitar; “hacer sentido” → tener sentido; “tomar lugar” → tener lugar.',
      },
    },
    example: {
      es: 'Quiero solicitar el puesto de diseñador.',
      en: 'I want to apply for the designer job.',
    },
    more: {
      es: 'Otro calco: «realizar» por «darse cuenta». Se dice «Me di cuenta del error».',
      en: 'Another calque: “realizar” for “realise”. You say “Me di cuenta del error”.',
    },
    explanation: {
      en: 'Calques copy English structures word for word. Common ones: aplicar para un trabajo (solicitar un puesto), hacer sentido (tener sentido), tomar lugar (tener lugar), en base a (basándose en, según), realizar for “realise” (darse cuenta).',
      es: 'Los calcos copian estructuras inglesas palabra por palabra. Frecuentes: aplicar para un trabajo (solicitar un puesto), hacer sentido (tener sentido), tomar lugar (tener lugar), en base a (basándose en, según), realizar por darse cuenta.',
    },
  },
  {
    id: 'passive-overuse',
    title: {
      en: 'Overusing the passive with ser',
      es: 'El abuso de la pasiva con ser',
    },
    level: 'C2',
    keys: [
      ['abuso', 'pasiva'],
      ['overuse', 'passive'],
      ['pasiva', 'traducciones'],
      ['passive', 'translation'],
    ],
    answer: {
      basic: {
        es: 'El español usa menos la pasiva con «ser». Mejor «Se cerró la tienda» o «Cerraron la tienda».',
        en: 'Spanish uses the passive with “ser” less. Better “Se cerró la tienda” or “Cerraron la tienda”.',
      },
      richer: {
        es: 'Traducir «was done» por «fue hecho» suena artificial. Mejor pasiva refleja, activa o impersonal: «Se aprobó la ley».',
        en: 'Translating “was done” as “fue hecho” sounds artificial. Better the passive se, the active or the impersonal: “The law was passed”.',
      },
    },
    example: {
      es: 'Se construyó un nuevo hospital en el barrio.',
      en: 'A new hospital was built in the neighbourhood.',
    },
    more: {
      es: 'La pasiva con «ser» es más natural cuando importa el agente: «El puente fue diseñado por Calatrava».',
      en: 'The passive with “ser” is more natural when the agent matters: “The bridge was designed by Calatrava”.',
    },
    explanation: {
      en: 'English uses the be-passive far more than Spanish. Translating every passive with ser + participle sounds stilted; Spanish prefers the passive se (se aprobó la ley), an active sentence with an unspecified subject (aprobaron la ley) or an active sentence with the real agent, keeping ser + participle mainly for formal texts where the agent matters.',
      es: 'El inglés usa la pasiva mucho más que el español. Traducir cada pasiva con ser + participio suena forzado; el español prefiere la pasiva refleja (se aprobó la ley), una activa con sujeto indeterminado (aprobaron la ley) o una activa con el agente real, y reserva ser + participio para textos formales en los que importa el agente.',
    },
  },
  {
    id: 'gerund-adjective',
    title: {
      en: 'The gerund is not an adjective',
      es: 'El gerundio no es un adjetivo',
    },
    level: 'C2',
    keys: [['gerundio', 'adjetivo'], ['gerund', 'adjective'], ['conteniendo'], ['gerundio', 'incorrecto']],
    answer: {
      basic: {
        es: 'El gerundio no describe nombres como en inglés. Se dice «una caja que contiene libros».',
        en: 'The gerund doesn’t describe nouns as in English. You say “a box containing books”.',
      },
      richer: {
        es: 'El gerundio no funciona como adjetivo: usa una relativa. «Una ley que regula…», «un hombre que lleva sombrero».',
        en: 'The gerund doesn’t work as an adjective: use a relative clause. “A law regulating…”, “a man wearing a hat”.',
      },
    },
    example: {
      es: 'Recibí una carta que anunciaba mi despido.',
      en: 'I received a letter announcing my dismissal.',
    },
    more: {
      es: 'Sí es correcto el gerundio de modo o simultaneidad: «Entró corriendo», «Lo vi saliendo del bar».',
      en: 'The gerund of manner or simultaneity is correct: “He ran in”, “I saw him coming out of the bar”.',
    },
    explanation: {
      en: 'Unlike the English “-ing” form, the Spanish gerund cannot modify a noun like an adjective (una caja conteniendo libros is a calque): use a relative clause instead (una caja que contiene libros). The gerund is correct for manner, means or simultaneity (llegó corriendo, aprendo leyendo) and after verbs of perception (lo vi saliendo).',
      es: 'A diferencia de la forma inglesa en «-ing», el gerundio español no puede modificar a un nombre como un adjetivo (una caja conteniendo libros es un calco): se usa una relativa (una caja que contiene libros). El gerundio es correcto para el modo, el medio o la simultaneidad (llegó corriendo, aprendo leyendo) y tras verbos de percepción (lo vi saliendo).',
    },
  },
  {
    id: 'synalepha',
    title: {
      en: 'Counting syllables: synalepha',
      es: 'Contar sílabas: la sinalefa',
    },
    level: 'C2',
    keys: [
      ['sinalefa'],
      ['synalepha'],
      ['silabas', 'poema'],
      ['silabas', 'verso'],
      ['syllables', 'poetry'],
      ['metrica'],
      ['metre'],
    ],
    answer: {
      basic: {
        es: 'En poesía, la vocal final de una palabra y la inicial de la siguiente cuentan como una sílaba: «mi_alma».',
        en: 'In poetry, the final vowel of one word and the first vowel of the next count as one syllable: “mi_alma”.',
      },
      richer: {
        es: 'Para medir un verso: cuenta sílabas, une vocales entre palabras (sinalefa) y ajusta el final: aguda +1, esdrújula −1.',
        en: 'To measure a line: count syllables, join vowels across words (synalepha) and adjust the end: stress on the last syllable +1, on the third-to-last −1.',
      },
    },
    example: {
      es: 'Puedo escribir los versos más tristes esta noche.',
      en: 'I can write the saddest lines tonight.',
    },
    more: {
      es: 'En «Puedo escribir los versos más tristes esta noche», «puedo_escribir» se une: catorce sílabas.',
      en: 'In “Puedo escribir los versos más tristes esta noche”, “puedo_escribir” joins up: fourteen syllables.',
    },
    explanation: {
      en: 'Spanish metre counts phonetic syllables. A vowel at the end of a word joins the vowel at the start of the next (synalepha: puedo_escribir), a silent h does not block it, and the line ending adjusts the count: +1 if the last word is stressed on the final syllable, −1 if on the third-to-last.',
      es: 'La métrica española cuenta sílabas fonéticas. La vocal final de una palabra se une a la vocal inicial de la siguiente (sinalefa: puedo_escribir), la h muda no lo impide, y el final del verso ajusta la cuenta: +1 si la última palabra es aguda, −1 si es esdrújula.',
    },
  },
  {
    id: 'hyperbaton',
    title: {
      en: 'Poetic word order: hyperbaton',
      es: 'El orden poético: el hipérbaton',
    },
    level: 'C2',
    keys: [['hiperbaton'], ['hyperbaton'], ['orden', 'poetico'], ['poetic', 'word', 'order']],
    answer: {
      basic: {
        es: 'En poesía se altera el orden normal de las palabras. Para entender, ponlo en orden: sujeto, verbo, complementos.',
        en: 'In poetry the normal word order is changed. To understand it, put it in order: subject, verb, complements.',
      },
      richer: {
        es: 'Hipérbaton: «Del salón en el ángulo oscuro» (Bécquer) es «en el ángulo oscuro del salón».',
        en: 'Hyperbaton: “Del salón en el ángulo oscuro” (Bécquer) is “in the dark corner of the room”.',
      },
    },
    example: {
      es: 'Volverán las oscuras golondrinas de tu balcón sus nidos a colgar.',
      en: 'The dark swallows will return to hang their nests from your balcony.',
    },
    more: {
      es: 'Ordenado: «Las oscuras golondrinas volverán a colgar sus nidos de tu balcón».',
      en: 'In order: “The dark swallows will return to hang their nests from your balcony”.',
    },
    explanation: {
      en: 'Hyperbaton alters the usual syntactic order for rhythm, rhyme or emphasis: complements move before what they depend on (del salón en el ángulo oscuro) and verbal periphrases are split (sus nidos a colgar). To unpack a line, find the verb, then its subject and its complements, and rebuild the ordinary order.',
      es: 'El hipérbaton altera el orden sintáctico habitual por ritmo, rima o énfasis: los complementos se adelantan a aquello de lo que dependen (del salón en el ángulo oscuro) y las perífrasis se separan (sus nidos a colgar). Para deshacerlo, busca el verbo, luego su sujeto y sus complementos, y reconstruye el orden normal.',
    },
  },
];
