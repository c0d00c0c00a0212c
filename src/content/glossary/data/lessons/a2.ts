/**
 * Words and phrases the A2 lessons teach that the general glossary lacked, so the translator,
 * the extractor and the lesson scorer can read every target (format: see ../../parse.ts,
 * `lemma|pos|gender|gloss|level`). Add a line only when `getGlossary().has(lemma)` is false.
 */
export const A2_LESSON_WORDS = `
acondicionado|adj||conditioned (aire acondicionado: air conditioning)|A2
pizca|noun|f|pinch (of salt)|A2
columpio|noun|m|swing (in a playground)|A2
escondite|noun|m|hide-and-seek; hiding place|A2
travieso|adj||naughty; mischievous|A2
transbordo|noun|m|change (of train or plane); transfer|A2
cercanías|noun|m|commuter rail (tren de cercanías)|A2
revisor|noun|m|ticket inspector|A2
telefonillo|noun|m|entryphone; intercom|A2
depósito|noun|m|tank; deposit|A2
maletero|noun|m|boot (of a car); trunk|A2
kilometraje|noun|m|mileage|A2
folleto|noun|m|leaflet; brochure|A2
apertura|noun|f|opening|A2
casco|noun|m|helmet (casco antiguo: old town)|A2
mirador|noun|m|viewpoint|A2
navegador|noun|m|satnav; (web) browser|A2
`;

/**
 * Irregular forms of verbs those lessons need that the lemmatiser cannot derive
 * (format: see ../irregular-forms.ts, `infinitive: form form …`).
 */
export const A2_LESSON_VERB_FORMS = `
jubilarse: jubilé jubilaste jubiló jubilamos jubilaron jubilado
`;
