/**
 * Spanish words that carry grammar rather than vocabulary worth a flashcard. The fallback vocabulary
 * extractor (product.md#limits) skips them when it picks candidate words from a transcript. Forms are listed
 * exactly as they appear in text (lowercase, with accents): the extractor compares surface forms, so
 * every inflected form an extractor might meet is listed rather than its lemma. Forms that double as
 * everyday nouns or adjectives (estado: state; bajo: short, low) are left out on purpose.
 */

/** Splits a space-separated list; keeps the lists below compact and easy to scan. */
function words(list: string): string[] {
  return list.split(' ');
}

const ARTICLES_AND_CONTRACTIONS = words('el la lo los las un una unos unas al del');

const PREPOSITIONS = words(
  'a ante con contra de desde durante en entre hacia hasta mediante para por según sin sobre tras',
);

const PERSONAL_PRONOUNS = words(
  'yo tú usted ustedes él ella ello ellos ellas nosotros nosotras vosotros vosotras me te se nos os ' +
    'le les mí ti sí conmigo contigo consigo',
);

const POSSESSIVES = words(
  'mi mis tu tus su sus nuestro nuestra nuestros nuestras vuestro vuestra vuestros vuestras mío mía ' +
    'míos mías tuyo tuya tuyos tuyas suyo suya suyos suyas',
);

const DEMONSTRATIVES = words(
  'este esta estos estas ese esa esos esas aquel aquella aquellos aquellas esto eso aquello',
);

/** Relatives and their accented interrogative twins. */
const QUESTION_AND_RELATIVE_WORDS = words(
  'que qué quien quién quienes quiénes cual cuál cuales cuáles cuyo cuya cuyos cuyas donde dónde ' +
    'adonde adónde cuando cuándo como cómo cuanto cuánto cuanta cuánta cuantos cuántos cuantas ' +
    'cuántas',
);

const QUANTIFIERS = words(
  'algo alguien nada nadie todo toda todos todas otro otra otros otras mucho mucha muchos muchas ' +
    'poco poca pocos pocas algún alguno alguna algunos algunas ningún ninguno ninguna cada mismo ' +
    'misma mismos mismas tanto tanta tantos tantas varios varias ambos ambas',
);

const CONJUNCTIONS = words('y e o u ni pero sino porque aunque si pues mientras');

/** Adverbs so frequent and so grammatical that a flashcard for them teaches nothing. */
const GRAMMATICAL_ADVERBS = words('no ya muy más menos también tampoco tan así aquí allí ahí');

const SER_FORMS = words(
  'ser sido siendo soy eres es somos sois son era eras éramos erais eran fui fuiste fue fuimos ' +
    'fuisteis fueron sea seas seamos seáis sean será serán sería serían',
);

const ESTAR_FORMS = words(
  'estar estando estoy estás está estamos estáis están estaba estabas estábamos estabais ' +
    'estaban estuve estuviste estuvo estuvimos estuvieron esté estés estemos estén estará estaría',
);

const HABER_FORMS = words(
  'haber habido habiendo he has ha hemos habéis han hay había habías habíamos habíais habían hubo ' +
    'hube hubiera hubieras hubieran haya hayas hayamos hayan habrá habrán habría habrían',
);

/** Every stop word, lowercase with accents (e.g. `es`, `está`, `hay`, `fue`, `ha`). */
export const SPANISH_STOP_WORDS: ReadonlySet<string> = new Set([
  ...ARTICLES_AND_CONTRACTIONS,
  ...PREPOSITIONS,
  ...PERSONAL_PRONOUNS,
  ...POSSESSIVES,
  ...DEMONSTRATIVES,
  ...QUESTION_AND_RELATIVE_WORDS,
  ...QUANTIFIERS,
  ...CONJUNCTIONS,
  ...GRAMMATICAL_ADVERBS,
  ...SER_FORMS,
  ...ESTAR_FORMS,
  ...HABER_FORMS,
]);

/**
 * Words every chat is full of and every learner knows from day one (greetings, thanks, fillers):
 * not grammar, but no better as flashcards; the vocabulary extractor skips them with the stop
 * words. Kept apart from SPANISH_STOP_WORDS, which lists grammar only (bueno is vocabulary there;
 * as a chat filler it is stock).
 */
export const CHAT_STOCK_WORDS: ReadonlySet<string> = new Set(
  words(
    'hola adiós adios chao chau gracias bien vale sí si tal vez veces ok okay claro perdón perdona ' +
      'disculpa disculpe genial bueno buena buenos buenas pues entonces vaya guay encantado encantada ' +
      'ah oh eh uh mmm jaja jajaja favor',
  ),
);
