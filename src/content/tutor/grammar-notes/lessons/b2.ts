import type { GrammarNote } from '../types';

/** Grammar notes first needed by the B2 lessons (ids unique across every notes file). */
export const B2_LESSON_NOTES: readonly GrammarNote[] = [
  {
    id: 'b2-conditional-perfect',
    title: {
      en: 'Conditional perfect: habría + participle',
      es: 'Condicional compuesto: habría + participio',
    },
    level: 'B2',
    keys: [
      ['condicional', 'compuesto'],
      ['conditional', 'perfect'],
      ['habria', 'participio'],
      ['would have'],
    ],
    answer: {
      basic: {
        es: '«Habría» + participio es «would have»: «Habría ido», «Habríamos ganado».',
        en: '“Habría” + participle is “would have”: “I would have gone”, “We would have won”.',
      },
      richer: {
        es: 'Habría, habrías, habría… + participio: el resultado de algo que no pasó. «Con más tiempo, habría terminado».',
        en: 'Habría, habrías, habría… + participle: the result of something that didn’t happen. “With more time, I would have finished”.',
      },
    },
    example: { es: 'Yo habría elegido otra carrera.', en: 'I would have chosen another degree.' },
    more: {
      es: 'También sirve para suponer sobre el pasado: «Habrían salido ya cuando llamaste».',
      en: 'It also guesses about the past: “They must have left already when you called”.',
    },
    explanation: {
      en: 'The conditional perfect is the conditional of haber plus a past participle (habría estudiado, habrías visto). It tells what would have happened under another past condition, usually with si + pluperfect subjunctive or with de + infinitive, and it can also express a guess about an earlier past.',
      es: 'El condicional compuesto se forma con el condicional de haber y un participio (habría estudiado, habrías visto). Expresa lo que habría pasado con otra condición en el pasado, normalmente con si + pluscuamperfecto de subjuntivo o con de + infinitivo, y también una suposición sobre un pasado anterior.',
    },
  },
  {
    id: 'b2-reproach-haber',
    title: {
      en: 'Reproaches: deberías haber + participle',
      es: 'Reproches: deberías haber + participio',
    },
    level: 'B2',
    keys: [['deberias', 'haber'], ['tendrias que haber'], ['should have'], ['reproche'], ['reproach']],
    answer: {
      basic: {
        es: 'Para reprochar: «deberías haber» o «tendrías que haber» + participio. «Deberías haber llamado».',
        en: 'To reproach: “deberías haber” or “tendrías que haber” + participle. “You should have called”.',
      },
      richer: {
        es: 'El condicional de deber, tener que o poder con haber + participio critica lo que no se hizo: «Podrías haberme avisado».',
        en: 'The conditional of deber, tener que or poder with haber + participle criticises what was not done: “You could have told me”.',
      },
    },
    example: {
      es: 'No deberías haber gritado a tu hermano.',
      en: 'You shouldn’t have shouted at your brother.',
    },
    more: {
      es: 'Los pronombres se unen a haber: «Tendrías que habérmelo dicho», «Podrías haberlo pensado antes».',
      en: 'Pronouns attach to haber: “You should have told me”, “You could have thought of it before”.',
    },
    explanation: {
      en: 'A reproach about the past uses the conditional of deber, tener que or poder followed by haber + participle: deberías haber venido, tendrías que haberme avisado, podrías haberlo dicho. Object pronouns go on the end of haber or before the first verb: me lo podrías haber dicho.',
      es: 'Un reproche sobre el pasado usa el condicional de deber, tener que o poder seguido de haber + participio: deberías haber venido, tendrías que haberme avisado, podrías haberlo dicho. Los pronombres van detrás de haber o delante del primer verbo: me lo podrías haber dicho.',
    },
  },
  {
    id: 'b2-accidental-se',
    title: { en: 'Accidental se: se me olvidó', es: 'El se involuntario: se me olvidó' },
    level: 'B2',
    keys: [['se me olvido'], ['se me', 'rompio'], ['accidental', 'se'], ['se', 'involuntario']],
    answer: {
      basic: {
        es: 'Para decir que algo pasó sin querer: «se me olvidó», «se me rompió el vaso».',
        en: 'To say something happened by accident: “I forgot”, “the glass broke on me”.',
      },
      richer: {
        es: 'Se + pronombre de la persona + verbo que concuerda con la cosa: «Se me cayeron las llaves».',
        en: 'Se + the person’s pronoun + a verb agreeing with the thing: “I dropped my keys”.',
      },
    },
    example: { es: 'Perdona, se me olvidó tu cumpleaños.', en: 'Sorry, I forgot your birthday.' },
    more: {
      es: 'Así la culpa parece menor: «Rompí el vaso» suena a que lo hice; «Se me rompió», a un accidente.',
      en: 'It makes the blame seem smaller: “I broke the glass” sounds deliberate; “it broke on me”, an accident.',
    },
    explanation: {
      en: 'With verbs like olvidar, romper, caer, perder or acabar, Spanish presents an accident as something that happened to someone: se + indirect object pronoun (me, te, le, nos, os, les) + a verb agreeing with the thing affected. Se me olvidó la cita; se nos acabaron las pilas.',
      es: 'Con verbos como olvidar, romper, caer, perder o acabar, el español presenta un accidente como algo que le ocurre a alguien: se + pronombre de objeto indirecto (me, te, le, nos, os, les) + un verbo que concuerda con la cosa afectada. Se me olvidó la cita; se nos acabaron las pilas.',
    },
  },
  {
    id: 'b2-mixed-conditionals',
    title: {
      en: 'Mixed conditionals: past condition, present result',
      es: 'Condicionales mixtas: condición pasada, resultado presente',
    },
    level: 'B2',
    keys: [
      ['condicionales', 'mixtas'],
      ['mixed', 'conditionals'],
      ['hubiera', 'ahora'],
    ],
    answer: {
      basic: {
        es: 'Un pasado irreal con un resultado de hoy: «Si hubiera estudiado, ahora tendría trabajo».',
        en: 'An unreal past with a result today: “If I had studied, I would have a job now”.',
      },
      richer: {
        es: 'Si + pluscuamperfecto de subjuntivo y condicional simple: «Si no se hubiera inventado internet, hoy trabajaríamos de otra forma».',
        en: 'Si + pluperfect subjunctive and a simple conditional: “If the internet had not been invented, we would work differently today”.',
      },
    },
    example: {
      es: 'Si no hubiera emigrado, hoy viviría en Quito.',
      en: 'If I hadn’t emigrated, I would live in Quito today.',
    },
    more: {
      es: 'Al revés también se puede: «Si fuera más valiente, habría aceptado aquel trabajo».',
      en: 'The other way round works too: “If I were braver, I would have accepted that job”.',
    },
    explanation: {
      en: 'The two halves of a conditional can belong to different times. A past condition that did not happen (si + pluperfect subjunctive) can have a present result (conditional): si hubiera ahorrado, ahora tendría una casa. A permanent unreal condition (si + imperfect subjunctive) can have a past result (conditional perfect): si fuera más paciente, no me habría enfadado.',
      es: 'Las dos partes de una condicional pueden referirse a tiempos distintos. Una condición pasada que no se cumplió (si + pluscuamperfecto de subjuntivo) puede tener un resultado presente (condicional): si hubiera ahorrado, ahora tendría una casa. Una condición irreal permanente (si + imperfecto de subjuntivo) puede tener un resultado pasado (condicional compuesto): si fuera más paciente, no me habría enfadado.',
    },
  },
  {
    id: 'b2-dejar-de',
    title: { en: 'Dejar de + infinitive', es: 'Dejar de + infinitivo' },
    level: 'B2',
    keys: [['dejar de'], ['dejo de'], ['stop', 'doing'], ['give up']],
    answer: {
      basic: {
        es: '«Dejar de» + infinitivo es parar algo que hacías: «Dejé de fumar en 2020».',
        en: '“Dejar de” + infinitive is stopping something you used to do: “I stopped smoking in 2020”.',
      },
      richer: {
        es: 'Con un nombre no lleva «de»: «Dejé el tabaco», pero «Dejé de fumar». En negativo insiste: «No dejes de llamarme».',
        en: 'With a noun there is no “de”: “I gave up tobacco”, but “I stopped smoking”. In the negative it insists: “Be sure to call me”.',
      },
    },
    example: {
      es: 'Mi padre dejó de beber café hace años.',
      en: 'My father stopped drinking coffee years ago.',
    },
    more: {
      es: 'Lo contrario es «volver a» + infinitivo: «Dejé de correr, pero he vuelto a correr».',
      en: 'The opposite is “volver a” + infinitive: “I stopped running, but I have started running again”.',
    },
    explanation: {
      en: 'Dejar de + infinitive means to stop doing something (dejé de fumar, ha dejado de llover). In the negative imperative it urges someone not to miss something: no dejes de visitar el museo. Volver a + infinitive is its counterpart: doing something again.',
      es: 'Dejar de + infinitivo significa interrumpir una acción o un hábito (dejé de fumar, ha dejado de llover). En imperativo negativo anima a no perderse algo: no dejes de visitar el museo. Volver a + infinitivo es su contrario: hacer algo otra vez.',
    },
  },
  {
    id: 'b2-seguir-gerund',
    title: {
      en: 'Seguir + gerund, seguir sin + infinitive',
      es: 'Seguir + gerundio, seguir sin + infinitivo',
    },
    level: 'B2',
    keys: [['seguir', 'gerundio'], ['seguir', 'gerund'], ['sigo sin'], ['still', 'doing']],
    answer: {
      basic: {
        es: '«Seguir» + gerundio dice que algo continúa: «Sigo trabajando aquí». En negativo: «Sigo sin entenderlo».',
        en: '“Seguir” + gerund says something goes on: “I still work here”. In the negative: “I still don’t understand it”.',
      },
      richer: {
        es: 'Seguir + gerundio continúa una acción: «Siguen llegando correos». Seguir sin + infinitivo, algo que aún no ocurre: «Sigo sin respuesta».',
        en: 'Seguir + gerund continues an action: “Emails keep arriving”. Seguir sin + infinitive, something not happening yet: “I still have no answer”.',
      },
    },
    example: { es: 'A las nueve, seguía contestando correos.', en: 'At nine, I was still answering emails.' },
    more: {
      es: 'Nunca «seguir a» + infinitivo: se dice «sigo estudiando», no «sigo a estudiar».',
      en: 'Never “seguir a” + infinitive: you say “sigo estudiando”, not “sigo a estudiar”.',
    },
    explanation: {
      en: 'Seguir (or continuar) + gerund says that an action is still going on: sigo viviendo en Madrid, continúa lloviendo. To say that something has still not happened, use seguir sin + infinitive: sigo sin tener tiempo, seguimos sin noticias.',
      es: 'Seguir (o continuar) + gerundio indica que una acción todavía continúa: sigo viviendo en Madrid, continúa lloviendo. Para decir que algo todavía no ha ocurrido se usa seguir sin + infinitivo: sigo sin tener tiempo, seguimos sin noticias.',
    },
  },
  {
    id: 'b2-llegar-a',
    title: { en: 'Llegar a + infinitive; tardar en', es: 'Llegar a + infinitivo; tardar en' },
    level: 'B2',
    keys: [['llegar a', 'infinitivo'], ['llegue a'], ['tardar en'], ['even', 'ended up']],
    answer: {
      basic: {
        es: '«Llegar a» + infinitivo marca un extremo: «Llegué a esperar seis meses». ¡Tanto!',
        en: '“Llegar a” + infinitive marks an extreme: “I even ended up waiting six months”. That long!',
      },
      richer: {
        es: 'Llegar a + infinitivo presenta algo como el punto más alto o sorprendente. Para la duración: tardar + tiempo + en + infinitivo.',
        en: 'Llegar a + infinitive presents something as the highest or most surprising point. For duration: tardar + time + en + infinitive.',
      },
    },
    example: {
      es: 'Tardaron tres semanas en darme cita.',
      en: 'It took them three weeks to give me an appointment.',
    },
    more: {
      es: 'Con negación expresa lo que no se consiguió del todo: «No llegué a verlo».',
      en: 'With a negative it expresses what did not quite happen: “I never got to see him”.',
    },
    explanation: {
      en: 'Llegar a + infinitive presents an action as the culmination of a process or as a surprising extreme: llegó a ser ministro, llegué a esperar cuatro horas. Negated, it means not quite getting there: no llegué a conocerlo. Tardar + time + en + infinitive says how long something takes: tardo veinte minutos en llegar.',
      es: 'Llegar a + infinitivo presenta una acción como la culminación de un proceso o como un extremo sorprendente: llegó a ser ministro, llegué a esperar cuatro horas. Con negación significa no conseguirlo del todo: no llegué a conocerlo. Tardar + tiempo + en + infinitivo indica cuánto dura algo: tardo veinte minutos en llegar.',
    },
  },
  {
    id: 'b2-ponerse-a',
    title: {
      en: 'Ponerse a, echarse a, romper a + infinitive',
      es: 'Ponerse a, echarse a, romper a + infinitivo',
    },
    level: 'B2',
    keys: [['ponerse a'], ['echarse a'], ['romper a'], ['start', 'suddenly'], ['a punto de']],
    answer: {
      basic: {
        es: 'Para empezar algo de repente: «Se puso a llover», «Se echó a reír», «Rompió a llorar».',
        en: 'To start something suddenly: “It started raining”, “She burst out laughing”, “He burst into tears”.',
      },
      richer: {
        es: '«Ponerse a» vale para casi todo; «echarse a» va con reír, llorar o correr; «romper a», con llorar o aplaudir.',
        en: '“Ponerse a” works for almost anything; “echarse a” goes with laughing, crying or running; “romper a”, with crying or clapping.',
      },
    },
    example: { es: 'Al ver la nota, se echó a llorar.', en: 'When she saw the mark, she burst into tears.' },
    more: {
      es: 'Para lo que casi pasa, «estar a punto de»: «Estaba a punto de salir cuando se fue la luz».',
      en: 'For what almost happens, “estar a punto de”: “I was about to go out when the power went off”.',
    },
    explanation: {
      en: 'These periphrases mark the sudden start of an action. Ponerse a + infinitive is the general one (me puse a estudiar); echarse a is used with reír, llorar, correr and temblar; romper a with llorar, reír, aplaudir or llover. Estar a punto de + infinitive says that something was just about to happen.',
      es: 'Estas perífrasis marcan el comienzo repentino de una acción. Ponerse a + infinitivo es la general (me puse a estudiar); echarse a se usa con reír, llorar, correr y temblar; romper a con llorar, reír, aplaudir o llover. Estar a punto de + infinitivo indica que algo iba a ocurrir enseguida.',
    },
  },
  {
    id: 'b2-ir-gerund',
    title: { en: 'Ir + gerund for gradual change', es: 'Ir + gerundio para el cambio gradual' },
    level: 'B2',
    keys: [['ir', 'gerundio'], ['ir', 'gerund'], ['van subiendo'], ['gradual'], ['poco a poco']],
    answer: {
      basic: {
        es: '«Ir» + gerundio es un cambio poco a poco: «Los precios van subiendo».',
        en: '“Ir” + gerund is a change little by little: “Prices keep going up”.',
      },
      richer: {
        es: 'Ir + gerundio presenta un proceso que avanza por etapas: «El barrio va cambiando», «Voy entendiendo el sistema».',
        en: 'Ir + gerund presents a process that advances in stages: “The neighbourhood is gradually changing”, “I’m beginning to understand the system”.',
      },
    },
    example: {
      es: 'Cada año van cerrando más tiendas de barrio.',
      en: 'Every year more local shops close, one after another.',
    },
    more: {
      es: 'Compara: «Los alquileres están subiendo» es ahora; «van subiendo», poco a poco y sin parar.',
      en: 'Compare: “Rents are going up” is now; “van subiendo”, little by little and steadily.',
    },
    explanation: {
      en: 'Ir + gerund describes a gradual, progressive development: los precios van subiendo, poco a poco voy entendiendo. Estar + gerund only says that something is in progress; ir + gerund adds the idea of step-by-step advance, often with poco a poco, cada vez más or cada año.',
      es: 'Ir + gerundio describe un desarrollo gradual y progresivo: los precios van subiendo, poco a poco voy entendiendo. Estar + gerundio solo dice que algo está en curso; ir + gerundio añade la idea de avance paso a paso, a menudo con poco a poco, cada vez más o cada año.',
    },
  },
  {
    id: 'b2-a-pesar-de-que',
    title: {
      en: 'A pesar de que + indicative or subjunctive',
      es: 'A pesar de que + indicativo o subjuntivo',
    },
    level: 'B2',
    keys: [['a pesar de que'], ['a pesar de'], ['despite', 'fact']],
    answer: {
      basic: {
        es: '«A pesar de que» funciona como «aunque»: «A pesar de que llueve, salgo».',
        en: '“A pesar de que” works like “aunque”: “Even though it’s raining, I’m going out”.',
      },
      richer: {
        es: 'Indicativo para un hecho: «a pesar de que gano más». Subjuntivo para algo no comprobado: «a pesar de que suban».',
        en: 'Indicative for a fact: “even though I earn more”. Subjunctive for something unconfirmed: “even if they go up”.',
      },
    },
    example: {
      es: 'A pesar de que trabaja mucho, no ahorra nada.',
      en: 'Even though she works a lot, she saves nothing.',
    },
    more: {
      es: 'Sin verbo conjugado, «a pesar de» + nombre o infinitivo: «a pesar de la crisis», «a pesar de ganar poco».',
      en: 'Without a conjugated verb, “a pesar de” + noun or infinitive: “despite the crisis”, “despite earning little”.',
    },
    explanation: {
      en: 'A pesar de que introduces a concession, like aunque. The indicative presents the obstacle as a known fact (a pesar de que ha subido el sueldo, no llego a fin de mes); the subjunctive presents it as hypothetical, not yet known or not relevant (a pesar de que suban los precios, seguiremos comprando aquí). Before a noun or an infinitive, use a pesar de without que.',
      es: 'A pesar de que introduce una concesión, como aunque. El indicativo presenta el obstáculo como un hecho conocido (a pesar de que ha subido el sueldo, no llego a fin de mes); el subjuntivo lo presenta como hipotético, aún no conocido o sin importancia (a pesar de que suban los precios, seguiremos comprando aquí). Ante un nombre o un infinitivo se usa a pesar de, sin que.',
    },
  },
  {
    id: 'b2-contrast-consequence',
    title: { en: 'Contrast and consequence connectors', es: 'Conectores de contraste y de consecuencia' },
    level: 'B2',
    keys: [['mientras que'], ['por consiguiente'], ['por el contrario'], ['whereas'], ['consequently']],
    answer: {
      basic: {
        es: '«Mientras que» compara dos hechos; «por consiguiente» presenta una consecuencia, como «por lo tanto».',
        en: '“Mientras que” compares two facts; “por consiguiente” presents a consequence, like “por lo tanto”.',
      },
      richer: {
        es: '«Los precios suben, mientras que los sueldos no». «Por el contrario» opone una idea; «aun así» mantiene la conclusión.',
        en: '“Prices go up, whereas wages don’t”. “Por el contrario” opposes an idea; “aun así” keeps the conclusion.',
      },
    },
    example: {
      es: 'La luz ha subido; por consiguiente, gastamos menos.',
      en: 'Electricity has gone up; consequently, we use less.',
    },
    more: {
      es: 'Por escrito van entre signos de puntuación: «No llovió; por consiguiente, se perdió la cosecha».',
      en: 'In writing they are set off by punctuation: “It didn’t rain; consequently, the harvest was lost”.',
    },
    explanation: {
      en: 'Mientras que sets two facts side by side in contrast (en el norte llueve, mientras que en el sur hay sequía). Por el contrario and en cambio oppose a second idea to the first. Por consiguiente, por lo tanto and así que introduce a consequence, from the most formal to the most colloquial; aun así keeps a conclusion despite what was said.',
      es: 'Mientras que pone dos hechos en contraste (en el norte llueve, mientras que en el sur hay sequía). Por el contrario y en cambio oponen una segunda idea a la primera. Por consiguiente, por lo tanto y así que introducen una consecuencia, de más formal a más coloquial; aun así mantiene una conclusión a pesar de lo dicho.',
    },
  },
  {
    id: 'b2-cause-connectors',
    title: {
      en: 'Cause: ya que, puesto que, dado que, como',
      es: 'La causa: ya que, puesto que, dado que, como',
    },
    level: 'B2',
    keys: [['ya que'], ['puesto que'], ['dado que'], ['como', 'causa'], ['since', 'because']],
    answer: {
      basic: {
        es: '«Ya que», «puesto que» y «dado que» son como «porque», pero presentan una causa conocida.',
        en: '“Ya que”, “puesto que” and “dado que” are like “porque”, but present a cause that is already known.',
      },
      richer: {
        es: '«Como» causal va siempre al principio: «Como no tenía dinero, no fui». «Porque» va normalmente después.',
        en: 'Causal “como” always comes first: “As I had no money, I didn’t go”. “Porque” normally comes second.',
      },
    },
    example: {
      es: 'Ya que estás aquí, ayúdame con la compra.',
      en: 'Since you’re here, help me with the shopping.',
    },
    more: {
      es: 'De menos a más formal: «como», «ya que», «puesto que», «dado que».',
      en: 'From least to most formal: “como”, “ya que”, “puesto que”, “dado que”.',
    },
    explanation: {
      en: 'Ya que, puesto que and dado que introduce a cause that the listener knows or accepts, and can go before or after the main clause; they sound more formal than porque. Como with a causal meaning must open the sentence (como llovía, nos quedamos en casa), while porque usually follows the main clause.',
      es: 'Ya que, puesto que y dado que introducen una causa que el oyente conoce o acepta, y pueden ir antes o después de la oración principal; suenan más formales que porque. Como causal tiene que abrir la oración (como llovía, nos quedamos en casa), mientras que porque suele ir después de la principal.',
    },
  },
  {
    id: 'b2-rumour-conditional',
    title: { en: 'The conditional of rumour', es: 'El condicional de rumor' },
    level: 'B2',
    keys: [['condicional', 'rumor'], ['conditional', 'rumour'], ['reportedly'], ['habria', 'noticia']],
    answer: {
      basic: {
        es: 'En las noticias, el condicional marca algo no confirmado: «El ministro habría dimitido».',
        en: 'In the news, the conditional marks something unconfirmed: “The minister has reportedly resigned”.',
      },
      richer: {
        es: 'El periodista no se compromete: «Según fuentes policiales, el ladrón habría huido a Francia». Es un uso formal y escrito.',
        en: 'The journalist does not commit: “According to police sources, the thief has reportedly fled to France”. It is formal and written.',
      },
    },
    example: {
      es: 'El incendio habría empezado en la cocina.',
      en: 'The fire reportedly started in the kitchen.',
    },
    more: {
      es: 'En la conversación es más natural «al parecer» o «dicen que»: «Al parecer, ha dimitido».',
      en: 'In conversation “al parecer” or “dicen que” is more natural: “Apparently, he has resigned”.',
    },
    explanation: {
      en: 'News writing uses the conditional (simple or perfect) to report information that has not been confirmed: la empresa cerraría en marzo, el alcalde habría dimitido. It distances the writer from the claim and usually comes with según + source. In everyday speech, al parecer, por lo visto or dicen que are used instead.',
      es: 'La prensa usa el condicional (simple o compuesto) para dar información no confirmada: la empresa cerraría en marzo, el alcalde habría dimitido. Marca distancia del periodista respecto a lo que dice y suele ir con según + fuente. En la lengua hablada se prefieren al parecer, por lo visto o dicen que.',
    },
  },
  {
    id: 'b2-reported-questions',
    title: { en: 'Reported questions', es: 'Preguntas en estilo indirecto' },
    level: 'B2',
    keys: [
      ['preguntas', 'estilo indirecto'],
      ['reported', 'questions'],
      ['pregunto si'],
      ['queria saber si'],
    ],
    answer: {
      basic: {
        es: 'Sí o no: «¿Hablas inglés?» → «Me preguntó si hablaba inglés». Con palabra interrogativa: «Me preguntó dónde vivía».',
        en: 'Yes or no: “Do you speak English?” → “He asked me if I spoke English”. With a question word: “He asked me where I lived”.',
      },
      richer: {
        es: 'Las preguntas de sí o no llevan «si»; las demás conservan qué, cuándo o por qué, con tilde.',
        en: 'Yes/no questions take “si”; the others keep qué, cuándo or por qué, with their accent.',
      },
    },
    example: { es: 'Quería saber cuándo podía empezar.', en: 'She wanted to know when I could start.' },
    more: {
      es: 'En el habla se oye a veces «me preguntó que si…»: es coloquial; al escribir, mejor sin «que».',
      en: 'In speech you sometimes hear “me preguntó que si…”: it is colloquial; in writing, better without “que”.',
    },
    explanation: {
      en: 'A reported yes/no question is introduced by si (me preguntó si tenía coche); an open question keeps its interrogative word, still written with an accent (le pregunté cuándo empezaba, quería saber por qué). After a past reporting verb, tenses shift back as in reported statements, and the word order is that of a statement.',
      es: 'Una pregunta de sí o no en estilo indirecto se introduce con si (me preguntó si tenía coche); una pregunta abierta conserva su palabra interrogativa, que sigue llevando tilde (le pregunté cuándo empezaba, quería saber por qué). Tras un verbo introductor en pasado, los tiempos retroceden como en las afirmaciones, y el orden de palabras es el de una oración enunciativa.',
    },
  },
  {
    id: 'b2-tentative-interpretation',
    title: { en: 'Interpreting tentatively', es: 'Interpretar con prudencia' },
    level: 'B2',
    keys: [['da la impresion'], ['parece que'], ['podria', 'significar'], ['interpret', 'painting']],
    answer: {
      basic: {
        es: 'Para interpretar sin estar seguro: «Parece que está triste», «Podría ser su madre».',
        en: 'To interpret without being sure: “It seems she is sad”, “It could be his mother”.',
      },
      richer: {
        es: '«Da la impresión de que» y «parece que» van con indicativo; «podría» + infinitivo suaviza: «Podría representar la guerra».',
        en: '“Da la impresión de que” and “parece que” take the indicative; “podría” + infinitive softens: “It could represent war”.',
      },
    },
    example: {
      es: 'Da la impresión de que el hombre espera a alguien.',
      en: 'It looks as if the man is waiting for someone.',
    },
    more: {
      es: 'En negativo cambia el modo: «No parece que esté triste».',
      en: 'In the negative the mood changes: “It doesn’t look as if she’s sad”.',
    },
    explanation: {
      en: 'To offer an interpretation without asserting it, use parece que, da la impresión de que or tengo la sensación de que + indicative, or the conditional of poder: podría representar, podría tratarse de. Negated, these expressions take the subjunctive: no parece que sea un retrato.',
      es: 'Para proponer una interpretación sin afirmarla se usan parece que, da la impresión de que o tengo la sensación de que + indicativo, o el condicional de poder: podría representar, podría tratarse de. En forma negativa piden subjuntivo: no parece que sea un retrato.',
    },
  },
];

/** The B2 lessons' grammar points (exact string) → the id of the note that answers each. */
export const B2_LESSON_GRAMMAR: Readonly<Record<string, string>> = {
  // Unit 4
  'Unreal past conditions: si + pluperfect subjunctive, conditional perfect': 'pluperfect-subjunctive',
  'Conditional perfect: habría + participle for results that never happened': 'b2-conditional-perfect',
  'Reproaches: deberías / tendrías que + haber + participle': 'b2-reproach-haber',
  'Accidental se: se me olvidó, se me rompió': 'b2-accidental-se',
  'Past feeling + que + pluperfect subjunctive: me dolió que no hubieran venido': 'pluperfect-subjunctive',
  'Mixed conditionals: si + pluperfect subjunctive, conditional for the present': 'b2-mixed-conditionals',
  // Unit 5
  'Dejar de + infinitive: stopping a habit': 'b2-dejar-de',
  'Volver a + infinitive: doing something again': 'volver-a',
  'Seguir + gerund (still doing) and seguir sin + infinitive (still not doing)': 'b2-seguir-gerund',
  'Llegar a + infinitive for a surprising extreme; tardar + time + en + infinitive': 'b2-llegar-a',
  'Ponerse a / echarse a / romper a + infinitive: starting suddenly': 'b2-ponerse-a',
  'Ir + gerund for gradual change: los precios van subiendo': 'b2-ir-gerund',
  // Unit 6
  'A pesar de que + indicative for a fact, + subjunctive for something not yet known': 'b2-a-pesar-de-que',
  'Contrast and consequence connectors: mientras que, por el contrario, por consiguiente':
    'b2-contrast-consequence',
  'Cause connectors: ya que, puesto que, dado que; como at the start of the sentence': 'b2-cause-connectors',
  'Nominalisation in headlines: suben los precios → la subida de los precios': 'nominalisation',
  'Conditional of rumour in the news: el alcalde habría dimitido': 'b2-rumour-conditional',
  'Preposition + article + que, and preposition + quien for people: el pintor a quien admiro':
    'preposition-relative',
  // Unit 7
  'Reported questions: si for yes/no questions, the question word keeps its accent': 'b2-reported-questions',
  'Reported requests: pedir, recomendar, exigir + que + subjunctive': 'reported-commands',
  'Present subjunctive after a present reporting verb, imperfect after a past one': 'sequence-of-tenses',
  'Judging with es + adjective + que + subjunctive: es injusto que paguen tanto': 'subjunctive-impersonal',
  'Es preocupante que + subjunctive for a worrying trend': 'subjunctive-impersonal',
  'Siempre y cuando + subjunctive for conditions': 'conditional-conjunctions',
  'Tentative interpretation: parece que, da la impresión de que, podría + infinitive':
    'b2-tentative-interpretation',
  'Reporting a whole exchange in the past: statements, questions and requests': 'reported-speech-past',
};
