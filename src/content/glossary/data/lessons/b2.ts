/**
 * Words and phrases the B2 lessons teach that the general glossary lacked, so the translator,
 * the extractor and the lesson scorer can read every target (format: see ../../parse.ts,
 * `lemma|pos|gender|gloss|level`). Add a line only when `getGlossary().has(lemma)` is false.
 */
export const B2_LESSON_WORDS = `
# Existing lessons: festivals, negotiation, reviews, environment
inaugurar|verb||to open officially; to inaugurate|B2
teletrabajo|noun|m|remote work; working from home|B2
patronal|adj||of the patron saint; of employers|B2
nochevieja|noun|f|New Year's Eve|B1
ofrenda|noun|f|offering|B2
remontar|verb||to go up; to overcome; (remontarse a) to date back to|B2
ceder|verb||to give way; to concede; to hand over|B2
contraoferta|noun|f|counter-offer|B2
admitir|verb||to admit; to accept|B1
sonoro|adj||sound; resonant|B2
enganchar|verb||to hook; (engancharse) to get hooked (on)|B2
previsible|adj||predictable|B2
conmovedor|adj||moving; touching|B2
climático|adj||climate; climatic|B2
# Unit 4: past hypotheses, reproaches, migration, science
rumbo|noun|m|course; direction|B2
vocación|noun|f|vocation; calling|B2
reprochar|verb||to reproach|B2
papeleo|noun|m|paperwork; red tape|B2
hallazgo|noun|m|finding; discovery|B2
clínico|adj||clinical|B2
financiar|verb||to fund; to finance|B2
# Unit 5: habits, work-life balance, healthcare, a blackout, housing
recaer|verb||to relapse; to fall back|B2
sedentarismo|noun|m|sedentary lifestyle|B2
conciliación|noun|f|work-life balance; reconciliation|B2
desconectar|verb||to switch off; to disconnect|B2
compaginar|verb||to combine; to fit together|B2
paternidad|noun|f|paternity; fatherhood|B2
agotamiento|noun|m|exhaustion|B2
cabecera|noun|f|head (of a bed or table); masthead|B2
derivar|verb||to refer (a patient); to derive; to drift|B2
sanitario|adj||health; sanitary|B2
copago|noun|m|co-payment|B2
apagón|noun|m|power cut; blackout|B2
cundir|verb||to spread; to go a long way|B2
gentrificación|noun|f|gentrification|B2
# Unit 6: the economy, consumption, headlines, sources, architecture
por consiguiente|phrase||consequently; therefore|B2
adquisitivo|adj||purchasing (power); acquisitive|B2
cesta|noun|f|basket|B1
encarecer|verb||to make more expensive; (encarecerse) to become more expensive|B2
consumismo|noun|m|consumerism|B2
compulsivo|adj||compulsive|B2
capricho|noun|m|whim; treat|B2
obsolescencia|noun|f|obsolescence|C1
descenso|noun|m|fall; decrease; descent|B2
dimisión|noun|f|resignation|B2
aprobación|noun|f|approval; passing (of a law)|B2
recorte|noun|m|cut; cutting|B2
desinformación|noun|f|disinformation|B2
fiable|adj||reliable; trustworthy|B2
desmentir|verb||to deny; to refute|B2
sensacionalista|adj||sensationalist|B2
verificación|noun|f|verification; checking|B2
fachada|noun|f|façade; front|B2
cúpula|noun|f|dome; leadership|B2
restaurar|verb||to restore|B2
mural|noun|m|mural|B2
# Unit 7: interviews, school, education systems, technology, painting, the press
admisión|noun|f|admission|B2
motivación|noun|f|motivation|B2
evaluación|noun|f|assessment; evaluation|B2
autorización|noun|f|authorisation; permission slip|B2
concertado|adj||state-funded (school); agreed|B2
selectividad|noun|f|university entrance exam (Spain); selectivity|B2
profesorado|noun|m|teaching staff|B2
ratio|noun|f|ratio; pupil-teacher ratio|B2
reconocimiento|noun|m|recognition; examination|B2
facial|adj||facial|B2
consentimiento|noun|m|consent|B2
regulación|noun|f|regulation|B2
automatizar|verb||to automate|B2
transparencia|noun|f|transparency|B2
preocupante|adj||worrying|B2
autorretrato|noun|m|self-portrait|B2
lienzo|noun|m|canvas|B2
pincelada|noun|f|brushstroke|B2
claroscuro|noun|m|chiaroscuro; light and shade|C1
transmitir|verb||to convey; to transmit; to broadcast|B2
impresión|noun|f|impression; printing|B1
vanguardia|noun|f|avant-garde; vanguard|B2
portavoz|noun|mf|spokesperson|B2
comparecencia|noun|f|appearance (before the press or a court)|C1
declarar|verb||to state; to declare; to testify|B2
desvelar|verb||to reveal; to keep awake|B2
recalcar|verb||to stress; to emphasise|B2
hincapié|noun|m|emphasis (hacer hincapié en: to stress)|B2
eludir|verb||to avoid; to dodge|B2
evasiva|noun|f|evasive answer|C1
orientación|noun|f|guidance; orientation|B1
penicilina|noun|f|penicillin|B2
sesión|noun|f|session; (cinema) showing|B1
dermatólogo|noun|m|dermatologist|B2
reaccionar|verb||to react|B1
vagón|noun|m|carriage; coach (of a train)|B1
recortar|verb||to cut (back); to trim|B2
edición|noun|f|edition; editing|B2
lote|noun|m|batch; lot|B2
escándalo|noun|m|scandal; uproar|B1
callejero|adj||street (as in street art); stray|B1
libremente|adv||freely|B2
`;

/**
 * Irregular forms of verbs those lessons need that the lemmatiser cannot derive
 * (format: see ../irregular-forms.ts, `infinitive: form form …`).
 */
export const B2_LESSON_VERB_FORMS = `
# The conjugator derives no present for a reflexive infinitive, so its present is written here.
arrepentirse: arrepiento arrepientes arrepiente arrepienten arrepienta arrepientas arrepientan arrepintamos arrepintió arrepintieron arrepintiendo
`;
