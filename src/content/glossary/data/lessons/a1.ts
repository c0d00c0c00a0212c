/**
 * Words and phrases the A1 lessons teach that the general glossary lacked, so the translator,
 * the extractor and the lesson scorer can read every target (format: see ../../parse.ts,
 * `lemma|pos|gender|gloss|level`). Add a line only when `getGlossary().has(lemma)` is false.
 */
export const A1_LESSON_WORDS = `
cruasán|noun|m|croissant|A1
juguetón|adj||playful|A1
comedia|noun|f|comedy|A1
documental|noun|m|documentary|A1
emocionante|adj||exciting; moving|A1
sombrilla|noun|f|beach umbrella; sunshade|A1
flan|noun|m|crème caramel; flan|A1
recado|noun|m|message (left for someone); errand|A1
navidad|noun|f|Christmas|A1
nochebuena|noun|f|Christmas Eve|A1
turrón|noun|m|turrón (Christmas nougat)|A1
jubilado|adj||retired|A1
despacho|noun|m|office (a room); study|A1
casco antiguo|phrase||old town; historic centre|A1
transbordo|noun|m|change (of train, bus or line)|A1
tique|noun|m|receipt; ticket|A1
garantía|noun|f|guarantee; warranty|A1
bombón|noun|m|chocolate (a single sweet)|A1
guitarrista|noun|mf|guitarist|A2
gazpacho|noun|m|gazpacho (cold tomato soup)|A2
router|noun|m|(wifi) router|A2
academia|noun|f|(private) school; academy|A2
interrogativo|noun|m|question word; interrogative|A2
`;

/**
 * Irregular forms of verbs those lessons need that the lemmatiser cannot derive
 * (format: see ../irregular-forms.ts, `infinitive: form form …`).
 */
export const A1_LESSON_VERB_FORMS = `
`;
