/**
 * Words and phrases the B1 lessons teach that the general glossary lacked, so the translator,
 * the extractor and the lesson scorer can read every target (format: see ../../parse.ts,
 * `lemma|pos|gender|gloss|level`). Add a line only when `getGlossary().has(lemma)` is false.
 */
export const B1_LESSON_WORDS = `
alegrar|verb||to make happy; to please|B1
presentación|noun|f|presentation; introduction|B1
disponibilidad|noun|f|availability|B1
incorporar|verb||to incorporate; (incorporarse) to join|B1
convocar|verb||to call (a meeting); to summon|B1
agobiado|adj||overwhelmed|B1
extra|adj||extra|B1
malentendido|noun|m|misunderstanding|B1
defectuoso|adj||faulty|B1
reembolso|noun|m|refund|B1
garantía|noun|f|guarantee; warranty|B1
encargado|noun|m|manager; person in charge|B1
`;

/**
 * Irregular forms of verbs those lessons need that the lemmatiser cannot derive
 * (format: see ../irregular-forms.ts, `infinitive: form form …`).
 */
export const B1_LESSON_VERB_FORMS = `
`;
