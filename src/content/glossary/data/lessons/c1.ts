/**
 * Words and phrases the C1 lessons teach that the general glossary lacked, so the translator,
 * the extractor and the lesson scorer can read every target (format: see ../../parse.ts,
 * `lemma|pos|gender|gloss|level`). Add a line only when `getGlossary().has(lemma)` is false.
 */
export const C1_LESSON_WORDS = `
molestia|noun|f|bother; inconvenience|B2
disposición|noun|f|disposal; provision|B2
estimado|adj||dear (in letters); esteemed|B2
tutear|verb||to address someone as tú|C1
ningunear|verb||to treat someone as a nobody|C1
continuación|noun|f|continuation|B2
retomar|verb||to resume; to pick up again|B2
matizar|verb||to qualify; to add nuance to|C1
postura|noun|f|position; stance|B2
seguimiento|noun|m|follow-up; monitoring|B2
adjunto|adj||attached; enclosed|B2
alegrar|verb||to make happy; to cheer up|B1
lamentar|verb||to regret; to be sorry about|B2
arrepentido|adj||regretful; sorry|B2
en definitiva|phrase||ultimately; in short|B2
desconfiado|adj||suspicious; distrustful|B2
rebatir|verb||to refute|C1
contraargumento|noun|m|counter-argument|C1
`;

/**
 * Irregular forms of verbs those lessons need that the lemmatiser cannot derive
 * (format: see ../irregular-forms.ts, `infinitive: form form …`).
 */
export const C1_LESSON_VERB_FORMS = `
`;
