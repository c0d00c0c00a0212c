import type { GrammarNote } from '../types';

/** Grammar notes first needed by the A1 lessons (ids unique across every notes file). */
export const A1_LESSON_NOTES: readonly GrammarNote[] = [
  {
    id: 'a1-prepositions-of-place',
    title: { en: 'Prepositions of place', es: 'Las preposiciones de lugar' },
    level: 'A1',
    keys: [
      ['preposiciones', 'lugar'],
      ['prepositions', 'place'],
      ['encima', 'debajo'],
      ['delante', 'detras'],
      ['encima de'],
      ['debajo de'],
      ['detras de'],
    ],
    answer: {
      basic: {
        es: 'Con «estar»: «El libro está encima de la mesa», «El gato está debajo de la cama».',
        en: 'With “estar”: “The book is on the table”, “The cat is under the bed”.',
      },
      richer: {
        es: 'Casi todas llevan «de»: encima de, debajo de, delante de, detrás de, al lado de. «Entre» va sola.',
        en: 'Almost all of them take “de”: on, under, in front of, behind, next to. “Entre” goes alone.',
      },
    },
    example: {
      es: 'La lámpara está entre el sofá y la ventana.',
      en: 'The lamp is between the sofa and the window.',
    },
    more: {
      es: '«En» sirve para dentro y encima: «Las llaves están en el cajón», «El café está en la mesa».',
      en: '“En” works for in and on: “The keys are in the drawer”, “The coffee is on the table”.',
    },
    explanation: {
      en: 'Where something is goes with estar and a preposition of place: encima de (on top of), debajo de (under), delante de (in front of), detrás de (behind), al lado de (next to), cerca de / lejos de, and entre (between), which takes no de. En covers both in and on.',
      es: 'El lugar donde está algo se dice con estar y una preposición de lugar: encima de, debajo de, delante de, detrás de, al lado de, cerca de / lejos de, y entre, que no lleva de. En vale para dentro y para encima.',
    },
  },
  {
    id: 'a1-del-al',
    title: { en: 'Del and al: de + el, a + el', es: 'Del y al: de + el, a + el' },
    level: 'A1',
    keys: [['del'], ['al', 'del'], ['contraccion'], ['contraction'], ['de', 'el', 'del']],
    answer: {
      basic: {
        es: '«De» + «el» = «del»: «al lado del sofá». «A» + «el» = «al»: «Voy al cine».',
        en: '“De” + “el” = “del”: “next to the sofa”. “A” + “el” = “al”: “I’m going to the cinema”.',
      },
      richer: {
        es: 'Solo se unen con «el»: «de la mesa», «a la playa», «de los libros» no cambian.',
        en: 'They only join with “el”: “de la mesa”, “a la playa”, “de los libros” do not change.',
      },
    },
    example: { es: 'El espejo está encima del armario.', en: 'The mirror is on top of the wardrobe.' },
    more: {
      es: 'Con el pronombre «él» no se unen: «Es el libro de él». Tampoco con nombres como «El Salvador».',
      en: 'With the pronoun “él” they don’t join: “It’s his book”. Nor with names like “El Salvador”.',
    },
    explanation: {
      en: 'The only two contractions in Spanish are del (de + el) and al (a + el), and they are compulsory: encima del sofá, cerca del parque, voy al mercado. With la, los, las or the pronoun él nothing changes.',
      es: 'Las dos únicas contracciones del español son del (de + el) y al (a + el), y son obligatorias: encima del sofá, cerca del parque, voy al mercado. Con la, los, las o el pronombre él no cambia nada.',
    },
  },
  {
    id: 'a1-hay-que',
    title: { en: 'Hay que + infinitive', es: 'Hay que + infinitivo' },
    level: 'A1',
    keys: [['hay que'], ['hay', 'que', 'infinitivo'], ['hay', 'que', 'infinitive']],
    answer: {
      basic: {
        es: '«Hay que» + infinitivo dice lo que es necesario, en general: «Hay que limpiar la cocina».',
        en: '“Hay que” + infinitive says what is necessary, in general: “The kitchen needs cleaning”.',
      },
      richer: {
        es: '«Hay que» no cambia y no dice quién. Para una persona concreta, «tener que»: «Tengo que planchar».',
        en: '“Hay que” never changes and doesn’t say who. For a particular person, “tener que”: “I have to iron”.',
      },
    },
    example: { es: 'Hoy hay que hacer la compra.', en: 'The shopping needs doing today.' },
    more: {
      es: 'En negativo, «no hay que» significa que no es necesario: «No hay que pagar».',
      en: 'In the negative, “no hay que” means it isn’t necessary: “You don’t have to pay”.',
    },
    explanation: {
      en: 'Hay que + infinitive is impersonal: it says something must be done without saying by whom (Hay que sacar la basura). It always stays hay. To say who has to do it, use tener que with the person: Tienes que sacar la basura.',
      es: 'Hay que + infinitivo es impersonal: dice que algo es necesario sin decir quién lo hace (Hay que sacar la basura). Siempre es hay. Para decir quién lo tiene que hacer se usa tener que con la persona: Tienes que sacar la basura.',
    },
  },
];

/** The A1 lessons' grammar points (exact string) → the id of the note that answers each. */
export const A1_LESSON_GRAMMAR: Readonly<Record<string, string>> = {
  // At Home
  'Muy / mucho in descriptions: muy luminoso, mucha luz': 'muy-mucho',
  'Prepositions of place: encima de, debajo de, delante de, detrás de, entre': 'a1-prepositions-of-place',
  'De + el = del: al lado del sofá': 'a1-del-al',
  'Hay que + infinitive: what needs doing': 'a1-hay-que',
  'Estar + gerund for what is happening now': 'estar-gerund',
  'Irregular gerunds: leyendo, durmiendo': 'estar-gerund',
  'Possessives nuestro / nuestra and su / sus': 'possessives',
};
