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
  'preterite-imperfect',
  'imperfect-habit',
  'present-for-past',
  'perfect-with-finished-time',
  'participle-form',
  'irregular-past',
  'progressive-form',
  'tener-que',
  'subjunctive-wish',
  'subjunctive-impersonal',
  'subjunctive-doubt',
  'subjunctive-emotion',
  'subjunctive-ojala',
  'subjunctive-purpose',
  'subjunctive-cuando',
  'subjunctive-relative',
  'indicative-after-belief',
  'si-conditional',
  'sequence-of-tenses',
  'reflexive-pronoun',
  'object-pronoun',
  'mas-mejor',
  'verb-preposition',
  'lo-que',
  'dequeismo',
  'greeting-agreement',
  'false-friend',
  'saber-conocer',
  'pedir-preguntar',
  'stressed-a',
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
    en: '{use}',
    es: '{useEs}',
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
  'preterite-imperfect': {
    en: '«{marker}» marks one finished event, so the verb goes in the preterite: «{form}».',
    es: '«{marker}» marca un hecho puntual y terminado: usamos el pretérito, «{form}».',
  },
  'imperfect-habit': {
    en: '«{marker}» describes a habit or background in the past, so the verb goes in the imperfect: «{form}».',
    es: '«{marker}» describe una costumbre o un fondo en el pasado: usamos el imperfecto, «{form}».',
  },
  'present-for-past': {
    en: '«{marker}» is in the past, so the verb is too: «{form}».',
    es: '«{marker}» es pasado, así que el verbo también: «{form}».',
  },
  'perfect-with-finished-time': {
    en: 'With a finished time such as «{marker}», use the preterite («{form}»), not «he + participle».',
    es: 'Con un tiempo terminado como «{marker}», usamos el pretérito («{form}»), no «he + participio».',
  },
  'participle-form': {
    en: 'The participle of «{infinitive}» is irregular: «{form}».',
    es: 'El participio de «{infinitive}» es irregular: «{form}».',
  },
  'irregular-past': {
    en: '«{infinitive}» is irregular in the preterite: «{form}».',
    es: '«{infinitive}» es irregular en el pretérito: «{form}».',
  },
  'progressive-form': {
    en: '«Estar» + gerund says what is happening now: «{form}».',
    es: '«Estar» + gerundio dice lo que pasa ahora: «{form}».',
  },
  'tener-que': {
    en: 'Obligation is «tener que» + infinitive: tengo que estudiar.',
    es: 'La obligación es «tener que» + infinitivo: tengo que estudiar.',
  },
  'subjunctive-wish': {
    en: 'After a wish or request for someone else («{trigger} que»), the verb goes in the subjunctive: «{form}».',
    es: 'Después de un deseo o una petición («{trigger} que»), usamos el subjuntivo: «{form}».',
  },
  'subjunctive-impersonal': {
    en: 'After «{trigger} que», the verb goes in the subjunctive: «{form}».',
    es: 'Después de «{trigger} que», usamos el subjuntivo: «{form}».',
  },
  'subjunctive-doubt': {
    en: 'Doubt or denial («{trigger} que») takes the subjunctive: «{form}».',
    es: 'La duda o la negación («{trigger} que») lleva subjuntivo: «{form}».',
  },
  'subjunctive-emotion': {
    en: 'A feeling about what someone else does («{trigger} que») takes the subjunctive: «{form}».',
    es: 'Un sentimiento sobre lo que hace otro («{trigger} que») lleva subjuntivo: «{form}».',
  },
  'subjunctive-ojala': {
    en: '«Ojalá» is always followed by the subjunctive: «{form}».',
    es: '«Ojalá» siempre va con subjuntivo: «{form}».',
  },
  'subjunctive-purpose': {
    en: '«{trigger}» is always followed by the subjunctive: «{form}».',
    es: '«{trigger}» siempre va con subjuntivo: «{form}».',
  },
  'subjunctive-cuando': {
    en: '«{trigger}» about the future takes the present subjunctive: «{form}».',
    es: '«{trigger}» con sentido de futuro lleva presente de subjuntivo: «{form}».',
  },
  'subjunctive-relative': {
    en: 'Something you are looking for, not a known one, takes the subjunctive: «{form}».',
    es: 'Si buscas algo que no conoces todavía, usamos el subjuntivo: «{form}».',
  },
  'indicative-after-belief': {
    en: '«{trigger} que» states what you believe, so it takes the indicative: «{form}».',
    es: '«{trigger} que» afirma lo que crees: lleva indicativo, «{form}».',
  },
  'si-conditional': {
    en: 'After «si» use the imperfect subjunctive, never the conditional: «si {form}».',
    es: 'Después de «si» usamos el imperfecto de subjuntivo, nunca el condicional: «si {form}».',
  },
  'sequence-of-tenses': {
    en: 'After a past verb («{trigger}»), the subjunctive is in the past too: «{form}».',
    es: 'Después de un verbo en pasado («{trigger}»), el subjuntivo va en pasado: «{form}».',
  },
  'reflexive-pronoun': {
    en: '«{infinitive}» is reflexive here: «{form}».',
    es: 'Aquí «{infinitive}» es reflexivo: «{form}».',
  },
  'object-pronoun': {
    en: '{why}',
    es: '{whyEs}',
  },
  'mas-mejor': {
    en: '«{word}» is already a comparative: no «más» before it.',
    es: '«{word}» ya es comparativo: sin «más».',
  },
  'verb-preposition': {
    en: 'The verb «{verb}» takes «{preposition}»: «{right}».',
    es: 'El verbo «{verb}» va con «{preposition}»: «{right}».',
  },
  'lo-que': {
    en: '“What” meaning “the thing that” is «lo que».',
    es: 'Para decir «la cosa que», usamos «lo que».',
  },
  dequeismo: {
    en: '«{verb} que» takes no «de»: «{right}».',
    es: '«{verb} que» no lleva «de»: «{right}».',
  },
  'greeting-agreement': {
    en: '«{noun}» is feminine, so «{right}».',
    es: '«{noun}» es femenino: «{right}».',
  },
  'false-friend': {
    en: '«{wrong}» does not mean what it looks like: {meaning}. Here you want «{right}».',
    es: '«{wrong}» es un falso amigo: {meaningEs}. Aquí quieres decir «{right}».',
  },
  'saber-conocer': {
    en: '{why}',
    es: '{whyEs}',
  },
  'pedir-preguntar': {
    en: 'To ask for something is «pedir»; «preguntar» is to ask a question.',
    es: 'Para solicitar algo usamos «pedir»; «preguntar» es hacer una pregunta.',
  },
  'stressed-a': {
    en: '«{noun}» is feminine but starts with a stressed a, so it takes «{article}» in the singular: «{right}».',
    es: '«{noun}» es femenino, pero empieza por «a» tónica: en singular lleva «{article}», «{right}».',
  },
};
