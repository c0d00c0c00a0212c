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
adjunto|adj||attached; enclosed|B2
lamentar|verb||to regret; to be sorry about|B2
arrepentido|adj||regretful; sorry|B2
en definitiva|phrase||ultimately; in short|B2
desconfiado|adj||suspicious; distrustful|B2
rebatir|verb||to refute|C1
contraargumento|noun|m|counter-argument|C1
derogar|verb||to repeal|C1
enmienda|noun|f|amendment|C1
votación|noun|f|vote; ballot|B2
vigor|noun|m|force; vigour|C1
entrar en vigor|phrase||to come into force|C1
escaño|noun|m|seat (in parliament)|C1
consenso|noun|m|consensus|B2
pib|noun|m|GDP (gross domestic product)|C1
encarecimiento|noun|m|rise in price; increase in cost|C1
repuntar|verb||to pick up again; to rebound|C1
desplomarse|verb||to collapse; to plummet|C1
notificar|verb||to notify|B2
eutanasia|noun|f|euthanasia|C1
objeción|noun|f|objection|C1
donación|noun|f|donation|B2
órgano|noun|m|organ|B2
vacunación|noun|f|vaccination|B2
prolongar|verb||to prolong; to extend|B2
dondequiera|adv||wherever|C1
comoquiera|adv||however; in whatever way|C1
idóneo|adj||suitable; ideal|C1
trayectoria|noun|f|career; track record; trajectory|B2
candidatura|noun|f|candidacy; application|C1
fiar|verb||to trust; to sell on credit|B2
ser de fiar|phrase||to be trustworthy|B2
margen|noun|m|margin; room|B2
maniobra|noun|f|manoeuvre|C1
concesión|noun|f|concession|C1
penalización|noun|f|penalty|C1
mediación|noun|f|mediation|C1
limar|verb||to file; to smooth|C1
aspereza|noun|f|roughness; friction|C1
limar asperezas|phrase||to smooth things over|C1
leña|noun|f|firewood|B2
rencoroso|adj||resentful; spiteful|C1
conjetura|noun|f|conjecture; guess|C1
divulgación|noun|f|popularisation; dissemination|C1
revisión|noun|f|review; revision|B2
correlación|noun|f|correlation|C1
causalidad|noun|f|causality; causation|C1
chispa|noun|f|spark; wit|B2
liar|verb||to tie; to roll; to muddle|B2
farol|noun|m|streetlamp; bluff|C1
monda|noun|f|peel|C1
ser la monda|phrase||to be hilarious (Spain, colloquial)|C1
anular|verb||to cancel; to annul; to repeal|B2
súper|noun|m|supermarket (informal)|A2
impersonal|adj||impersonal|B2
grúa|noun|f|tow truck; crane|B2
tablón|noun|m|board; plank|B2
tablón de anuncios|phrase||notice board|B1
seminario|noun|m|seminar|B2
bioética|noun|f|bioethics|C1
terminal|adj||terminal|B2
fármaco|noun|m|drug; medicine|C1
donante|noun|mf|donor|B2
selección|noun|f|selection; (national) team|B1
institución|noun|f|institution|B2
encabezar|verb||to head; to lead|C1
rebajar|verb||to lower; to reduce (a price)|B2
reformular|verb||to rephrase; to reformulate|C1
mediador|noun|m|mediator|C1
auditoría|noun|f|audit|C1
conferencia|noun|f|lecture; talk; conference|B1
entrevistar|verb||to interview|B1
ja|interj||ha (laughter)|A2
`;

/**
 * Irregular forms of verbs those lessons need that the lemmatiser cannot derive
 * (format: see ../irregular-forms.ts, `infinitive: form form …`).
 */
export const C1_LESSON_VERB_FORMS = `
`;
