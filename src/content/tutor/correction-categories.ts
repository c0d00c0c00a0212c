/**
 * The kinds of error the built-in tutor corrects, each with a short "why" in English and in
 * Spanish (the learner's interface language chooses). Slots in braces are filled by the rule
 * that found the error, e.g. {noun}.
 */
export const CORRECTION_CATEGORIES = [
  'noun-gender',
  'article-agreement',
  'adjective-agreement',
  'adjective-position',
  'mucho-agreement',
  'muy-mucho',
  'plural-after-number',
  'gustar-agreement',
  'gustar-pronoun',
  'ser-estar-location',
  'ser-estar-state',
  'ser-origin-profession',
  'age-with-tener',
  'tener-expression',
  'weather-hacer',
  'hay-estar',
  'infinitive-after-subject',
  'subject-verb-agreement',
  'ir-a-infinitive',
  'gente-singular',
  'personal-a',
  'contraction',
  'double-negative',
  'por-para',
  'por-que',
  'llamarse',
  'accent',
] as const;
export type CorrectionCategory = (typeof CORRECTION_CATEGORIES)[number];

export interface Explanation {
  en: string;
  es: string;
}

export const EXPLANATIONS: Readonly<Record<CorrectionCategory, Explanation>> = {
  'noun-gender': {
    en: '«{noun}» is {gender}, even though its ending suggests otherwise.',
    es: '«{noun}» es {genderEs}, aunque su terminación no lo parezca.',
  },
  'article-agreement': {
    en: 'The article agrees with the noun: «{noun}» is {gender} {number}.',
    es: 'El artículo concuerda con el sustantivo: «{noun}» es {genderEs} y {numberEs}.',
  },
  'adjective-agreement': {
    en: 'The adjective agrees in gender and number with «{noun}».',
    es: 'El adjetivo concuerda en género y número con «{noun}».',
  },
  'adjective-position': {
    en: 'Colours and nationalities go after the noun.',
    es: 'Los colores y las nacionalidades van después del sustantivo.',
  },
  'mucho-agreement': {
    en: '«{word}» agrees with the noun: «{noun}» is {gender} {number}.',
    es: '«{word}» concuerda con el sustantivo: «{noun}» es {genderEs} y {numberEs}.',
  },
  'muy-mucho': {
    en: '«Muy» goes with adjectives and adverbs; with a noun or after a verb use «mucho».',
    es: '«Muy» va con adjetivos y adverbios; con un sustantivo o después de un verbo, «mucho».',
  },
  'plural-after-number': {
    en: 'After a number above one, the noun is plural.',
    es: 'Después de un número mayor que uno, el sustantivo va en plural.',
  },
  'gustar-agreement': {
    en: 'With «{verb}», the verb agrees with the thing liked: singular or infinitive → «{singular}», plural → «{plural}».',
    es: 'Con «{verb}», el verbo concuerda con lo que gusta: singular o infinitivo → «{singular}», plural → «{plural}».',
  },
  'gustar-pronoun': {
    en: 'Gustar works backwards: «me gusta» (it pleases me), not «yo gusto» or «mi gusta».',
    es: '«Gustar» funciona al revés: «me gusta», no «yo gusto» ni «mi gusta».',
  },
  'ser-estar-location': {
    en: 'Where someone or something is located takes «estar».',
    es: 'Para decir dónde está alguien o algo, usamos «estar».',
  },
  'ser-estar-state': {
    en: '«{adjective}» is a state or feeling, so it takes «estar».',
    es: '«{adjective}» es un estado, por eso usamos «estar».',
  },
  'ser-origin-profession': {
    en: 'Origin, nationality and profession take «ser» (and no article before a profession).',
    es: 'El origen, la nacionalidad y la profesión van con «ser».',
  },
  'age-with-tener': {
    en: 'Age takes «tener»: you “have” years in Spanish.',
    es: 'La edad va con «tener»: tengo veinte años.',
  },
  'tener-expression': {
    en: '«Tener {noun}» is a fixed expression: you “have” hunger, thirst, cold…',
    es: '«Tener {noun}» es una expresión fija: tengo hambre, tengo frío…',
  },
  'weather-hacer': {
    en: 'Weather takes «hacer»: hace frío, hace calor, hace sol.',
    es: 'Para el tiempo, usamos «hacer»: hace frío, hace calor.',
  },
  'hay-estar': {
    en: '«Hay» introduces something new (un, una); «está» locates something known (el, la).',
    es: '«Hay» presenta algo nuevo (un, una); «está» sitúa algo conocido (el, la).',
  },
  'infinitive-after-subject': {
    en: 'After a subject, the verb is conjugated: «{infinitive}» → «{form}».',
    es: 'Después del sujeto, el verbo se conjuga: «{infinitive}» → «{form}».',
  },
  'subject-verb-agreement': {
    en: 'The verb agrees with the subject «{subject}»: «{form}».',
    es: 'El verbo concuerda con el sujeto «{subject}»: «{form}».',
  },
  'ir-a-infinitive': {
    en: 'The near future is «ir a» + infinitive: voy a comer.',
    es: 'El futuro próximo es «ir a» + infinitivo: voy a comer.',
  },
  'gente-singular': {
    en: '«Gente» is singular in Spanish: la gente es, la gente tiene.',
    es: '«Gente» es singular: la gente es, la gente tiene.',
  },
  'personal-a': {
    en: 'A person as the direct object takes the personal «a»: veo a mi madre.',
    es: 'Cuando el objeto directo es una persona, ponemos «a»: veo a mi madre.',
  },
  contraction: {
    en: '«{pair}» always contracts to «{short}».',
    es: '«{pair}» siempre se contrae en «{short}».',
  },
  'double-negative': {
    en: 'After «no», Spanish uses «{negative}» instead of «{positive}» (double negative).',
    es: 'Después de «no», usamos «{negative}» y no «{positive}».',
  },
  'por-para': {
    en: 'Thanks for something take «por»: gracias por…',
    es: 'Para dar las gracias por algo, usamos «por».',
  },
  'por-que': {
    en: 'In a question, “why” is «por qué» (two words, accent); «porque» means “because”.',
    es: 'En una pregunta escribimos «por qué»; «porque» es para responder.',
  },
  llamarse: {
    en: 'To give your name, say «me llamo» + name.',
    es: 'Para decir tu nombre: «me llamo» + nombre.',
  },
  accent: {
    en: '«Está» (is, from estar) has an accent; «esta» means “this”.',
    es: '«Está» (del verbo estar) lleva tilde; «esta» es un demostrativo.',
  },
};
