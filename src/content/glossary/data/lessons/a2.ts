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
remitente|noun|mf|sender|A2
destinatario|noun|m|addressee; recipient|A2
ticket|noun|m|receipt; ticket|A2
etiqueta|noun|f|label; price tag|A2
flequillo|noun|m|fringe (of hair); bangs|A2
tinte|noun|m|hair dye; dye|A2
resguardo|noun|m|receipt; claim ticket|A2
horóscopo|noun|m|horoscope|A2
previsión|noun|f|forecast; provision|A2
alerta|noun|f|alert; warning|A2
ruta|noun|f|route; trail|A2
sendero|noun|m|footpath; trail|A2
muela|noun|f|molar; back tooth|A2
empaste|noun|m|filling (in a tooth)|A2
caries|noun|f|tooth decay; cavity|A2
anestesia|noun|f|anaesthetic; anaesthesia|A2
encía|noun|f|gum (in the mouth)|A2
dental|adj||dental|A2
enjuagarse|verb||to rinse (your mouth)|A2
alérgico|adj||allergic|A2
prospecto|noun|m|patient information leaflet|A2
botiquín|noun|m|first-aid kit|A2
hinchado|adj||swollen|A2
instrucción|noun|f|instruction|A2
insomnio|noun|m|insomnia|A2
roncar|verb||to snore|A2
posar|verb||to pose (for a photo)|A2
borroso|adj||blurred; out of focus|A2
inolvidable|adj||unforgettable|A2
recomendación|noun|f|recommendation|A2
cana|noun|f|grey hair; white hair|B1
promesa|noun|f|promise|A2
antena|noun|f|aerial; antenna|B1
en antena|phrase||on air|B1
indicación|noun|f|instruction; direction; sign|B1
imperativo|noun|m|imperative (mood)|A2
cápsula|noun|f|capsule; (coffee) pod|B1
compensar|verb||to make up for; to compensate|B1
superlativo|noun|m|superlative|A2
`;

/**
 * Irregular forms of verbs those lessons need that the lemmatiser cannot derive
 * (format: see ../irregular-forms.ts, `infinitive: form form …`).
 */
export const A2_LESSON_VERB_FORMS = `
jubilarse: jubilé jubilaste jubiló jubilamos jubilaron jubilado
`;
