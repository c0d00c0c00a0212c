/** Grammar notes on prepositions: por and para, and the personal a. */
import type { GrammarNote } from './types';

export const PREPOSITION_NOTES: readonly GrammarNote[] = [
  {
    id: 'por-para',
    title: {
      en: 'Por vs para',
      es: 'Por o para',
    },
    level: 'B1',
    keys: [['por', 'para'], ['por o para']],
    answer: {
      basic: {
        es: '«Para»: objetivo, destino, plazo o destinatario: «Es para ti». «Por»: causa, medio o lugar de paso: «Gracias por venir».',
        en: '“Para”: goal, destination, deadline or recipient: “It’s for you”. “Por”: cause, means or place you pass through: “Thanks for coming”.',
      },
      richer: {
        es: 'Para mira adelante: finalidad, destino, plazo, destinatario. Por mira atrás o a través: causa, medio, intercambio, duración, lugar de paso.',
        en: 'Para looks ahead: purpose, destination, deadline, recipient. Por looks back or through: cause, means, exchange, duration, place passed through.',
      },
    },
    example: {
      es: 'Salgo para Lima el lunes; voy por Madrid.',
      en: 'I leave for Lima on Monday; I’m going via Madrid.',
    },
    more: {
      es: 'Expresiones fijas con «por»: «por favor», «por fin», «por ejemplo», «por supuesto». Con «para»: «para siempre».',
      en: 'Fixed expressions with “por”: “please”, “at last”, “for example”, “of course”. With “para”: “for ever”.',
    },
    explanation: {
      en: 'Para points to a goal or end point: purpose (para aprender), destination (para Madrid), deadline (para el lunes), recipient (para ti) and opinion (para mí). Por points to a cause or a path: reason (por la lluvia), means (por teléfono), exchange (por diez euros), duration (por dos horas), movement through (por el parque) and the agent of the passive (por Cervantes).',
      es: 'Para apunta a una meta: finalidad (para aprender), destino (para Madrid), plazo (para el lunes), destinatario (para ti) y opinión (para mí). Por apunta a una causa o un recorrido: motivo (por la lluvia), medio (por teléfono), intercambio (por diez euros), duración (por dos horas), movimiento a través (por el parque) y agente de la pasiva (por Cervantes).',
    },
  },
  {
    id: 'para-uses',
    title: {
      en: 'Uses of para',
      es: 'Usos de para',
    },
    level: 'B1',
    keys: [
      ['usos', 'para'],
      ['uses', 'para'],
      ['cuando', 'para'],
      ['when', 'para'],
    ],
    answer: {
      basic: {
        es: '«Para» indica objetivo, destino, fecha límite o destinatario: «Estudio para aprender», «Es para mañana».',
        en: '“Para” shows goal, destination, deadline or recipient: “I study to learn”, “It’s for tomorrow”.',
      },
      richer: {
        es: 'Para: finalidad (para aprender), destino (para Roma), plazo (para el lunes), destinatario (para ti), opinión (para mí).',
        en: 'Para: purpose (para aprender), destination (para Roma), deadline (para el lunes), recipient (para ti), opinion (para mí).',
      },
    },
    example: {
      es: 'Para mí, este regalo es perfecto para tu madre.',
      en: 'For me, this present is perfect for your mother.',
    },
    more: {
      es: 'También compara con lo esperado: «Para ser enero, hace calor».',
      en: 'It also compares with what’s expected: “For January, it’s warm”.',
    },
    explanation: {
      en: 'Para expresses purpose (para + infinitive, para que + subjunctive), destination (salgo para Roma), deadline (para el viernes), recipient (un regalo para ti), opinion (para mí, es caro) and comparison with what is expected (para ser tan joven, sabe mucho).',
      es: 'Para expresa finalidad (para + infinitivo, para que + subjuntivo), destino (salgo para Roma), plazo (para el viernes), destinatario (un regalo para ti), opinión (para mí, es caro) y comparación con lo esperado (para ser tan joven, sabe mucho).',
    },
  },
  {
    id: 'por-uses',
    title: {
      en: 'Uses of por',
      es: 'Usos de por',
    },
    level: 'B1',
    keys: [
      ['usos', 'por'],
      ['uses', 'por'],
      ['cuando', 'por'],
      ['when', 'por'],
    ],
    answer: {
      basic: {
        es: '«Por» indica causa, medio o el lugar por donde pasas: «Gracias por todo», «Hablo por teléfono», «Paseo por el parque».',
        en: '“Por” shows cause, means or the place you go through: “Thanks for everything”, “I talk on the phone”, “I walk around the park”.',
      },
      richer: {
        es: 'Por: causa (por la lluvia), medio (por correo), intercambio (por diez euros), duración (por dos horas), recorrido (por el centro).',
        en: 'Por: cause (por la lluvia), means (por correo), exchange (por diez euros), duration (por dos horas), route (por el centro).',
      },
    },
    example: {
      es: 'Te cambio mi bici por tu guitarra.',
      en: 'I’ll swap my bike for your guitar.',
    },
    more: {
      es: 'También marca el agente de la pasiva y partes del día: «escrito por Cervantes», «por la mañana».',
      en: 'It also marks the agent of the passive and parts of the day: “written by Cervantes”, “in the morning”.',
    },
    explanation: {
      en: 'Por expresses cause or motive (por la lluvia, gracias por venir), means (por email), exchange or price (por diez euros), duration (por dos horas), movement through or around (por el parque), approximate time or place (por la mañana, por aquí) and the agent of a passive (pintado por Goya).',
      es: 'Por expresa causa o motivo (por la lluvia, gracias por venir), medio (por email), intercambio o precio (por diez euros), duración (por dos horas), movimiento a través o alrededor (por el parque), tiempo o lugar aproximado (por la mañana, por aquí) y el agente de la pasiva (pintado por Goya).',
    },
  },
  {
    id: 'por-para-infinitive',
    title: {
      en: 'Por + infinitive vs para + infinitive',
      es: 'Por + infinitivo o para + infinitivo',
    },
    level: 'B1',
    keys: [
      ['por', 'infinitivo'],
      ['para', 'infinitivo'],
      ['por', 'para', 'infinitive'],
    ],
    answer: {
      basic: {
        es: '«Para» + infinitivo es el objetivo: «Estudio para aprobar». «Por» + infinitivo es la causa: «Suspendí por no estudiar».',
        en: '“Para” + infinitive is the goal: “I study to pass”. “Por” + infinitive is the cause: “I failed for not studying”.',
      },
      richer: {
        es: 'Para + infinitivo mira al resultado buscado; por + infinitivo, al motivo o a algo pendiente: «Quedan platos por lavar».',
        en: 'Para + infinitive looks at the result sought; por + infinitive, at the motive or at something still to be done: “There are dishes left to wash”.',
      },
    },
    example: {
      es: 'Me multaron por aparcar mal.',
      en: 'They fined me for parking badly.',
    },
    more: {
      es: '«Está por ver» significa «aún no se sabe»: «Eso está por ver».',
      en: '“Está por ver” means “it’s not known yet”: “That remains to be seen”.',
    },
    explanation: {
      en: 'Para + infinitive gives the purpose (trabajo para vivir); por + infinitive gives the cause or reason (me castigaron por llegar tarde) and, after nouns or estar, something still pending (la casa está por limpiar, quedan cosas por hacer).',
      es: 'Para + infinitivo da la finalidad (trabajo para vivir); por + infinitivo da la causa o el motivo (me castigaron por llegar tarde) y, tras nombres o estar, algo pendiente (la casa está por limpiar, quedan cosas por hacer).',
    },
  },
  {
    id: 'personal-a',
    title: {
      en: 'The personal a',
      es: 'La a personal',
    },
    level: 'A1',
    keys: [['a personal'], ['personal a'], ['a', 'personas', 'objeto'], ['veo a']],
    answer: {
      basic: {
        es: 'Con personas, el objeto directo lleva «a»: «Veo a María», «Llamo a mi madre». Con cosas, no: «Veo la tele».',
        en: 'With people, the direct object takes “a”: “I see María”, “I call my mother”. With things, it doesn’t: “I watch TV”.',
      },
      richer: {
        es: 'La «a» personal marca personas concretas, y también mascotas queridas. No va tras «tener»: «Tengo dos hermanos».',
        en: 'The personal “a” marks specific people, and also beloved pets. It doesn’t go after “tener”: “I have two brothers”.',
      },
    },
    example: {
      es: 'Esta tarde voy a visitar a mis abuelos.',
      en: 'This afternoon I’m going to visit my grandparents.',
    },
    more: {
      es: 'Con «alguien» y «nadie» siempre va «a»: «¿Conoces a alguien aquí?», «No veo a nadie».',
      en: 'With “alguien” and “nadie” there is always “a”: “Do you know anyone here?”, “I can’t see anyone”.',
    },
    explanation: {
      en: 'A direct object that is a specific person (or a pet treated like one) is introduced by a: Veo a Ana, Quiero a mi perro; a + el becomes al. It is not used with things, usually not with unspecified people (busco un médico) and not after tener (tengo tres hijos), but always with alguien, nadie and quien.',
      es: 'El objeto directo que es una persona concreta (o un animal tratado como tal) lleva a: Veo a Ana, Quiero a mi perro; a + el se convierte en al. No se usa con cosas, normalmente tampoco con personas no concretas (busco un médico) ni tras tener (tengo tres hijos), pero siempre con alguien, nadie y quien.',
    },
  },
];
