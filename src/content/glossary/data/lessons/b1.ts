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

encuestador|noun|m|pollster; survey taker|B1
indiscreto|adj||indiscreet; nosy|B1
cotilla|adj||nosy; gossipy|B1
comunicación|noun|f|communication|B1
viral|adj||viral|B1
contrastar|verb||to contrast; to check against other sources|B1
avería|noun|f|fault; breakdown|B1
fibra|noun|f|fibre; fibre broadband|B1
incidencia|noun|f|incident; reported issue|B1
permanencia|noun|f|permanence; minimum contract period|B1
cobertura|noun|f|coverage; signal|B1
`;

/**
 * Irregular forms of verbs those lessons need that the lemmatiser cannot derive
 * (format: see ../irregular-forms.ts, `infinitive: form form …`).
 */
export const B1_LESSON_VERB_FORMS = `
`;
