/**
 * Words and phrases the A0 lessons teach that the general glossary lacked, so the translator,
 * the extractor and the lesson scorer can read every target (format: see ../../parse.ts,
 * `lemma|pos|gender|gloss|level`). Add a line only when `getGlossary().has(lemma)` is false.
 */
export const A0_LESSON_WORDS = `
# The first lessons: names, spelling and countries
apellido|noun|m|surname|A0
eñe|noun|f|the letter ñ|A0
jota|noun|f|the letter j|A0
mayúscula|noun|f|capital letter|A0
minúscula|noun|f|lower-case letter|A0
españa|noun|f|Spain|A0
méxico|noun|m|Mexico|A0
# Surviving in Spanish
arroba|noun|f|at sign (@)|A0
# Food
banana|noun|f|banana|A0
azúcar|noun|m|sugar|A0
# Animals
hámster|noun|m|hamster|A0
# Forms and shopping
civil|adj||civil|A2
estado civil|phrase||marital status|A1
ficha|noun|f|form; record card; token|A2
pícnic|noun|m|picnic|A2
`;

/**
 * Irregular forms of verbs those lessons need that the lemmatiser cannot derive
 * (format: see ../irregular-forms.ts, `infinitive: form form …`).
 */
export const A0_LESSON_VERB_FORMS = `
`;
