/**
 * Words and phrases the C2 lessons teach that the general glossary lacked, so the translator,
 * the extractor and the lesson scorer can read every target (format: see ../../parse.ts,
 * `lemma|pos|gender|gloss|level`). Add a line only when `getGlossary().has(lemma)` is false.
 */
export const C2_LESSON_WORDS = `
matización|noun|f|nuance; qualification|C1
realismo|noun|m|realism|B2
mágico|adj||magic; magical|B1
ambigüedad|noun|f|ambiguity|C1
verosímil|adj||plausible; believable|C1
prosa|noun|f|prose|B2
pillar|verb||to catch; to get (colloquial)|B2
gracia|noun|f|humour; charm; grace|B2
vacilar|verb||to tease; to hesitate|C1
seseo|noun|m|pronouncing c and z as s|C2
distinción|noun|f|distinction|B2
yeísmo|noun|m|merging of ll and y in speech|C2
vos|pron||you (singular informal, voseo)|C1
che|interj||hey (Argentina, Uruguay)|C1
boludo|noun|m|mate (friendly) or idiot (insult) (Argentina)|C2
bárbaro|adj||great; fantastic (colloquial); barbaric|C1
laburar|verb||to work (colloquial, River Plate)|C2
anáfora|noun|f|anaphora|C2
antítesis|noun|f|antithesis|C1
enumeración|noun|f|enumeration; list|C1
retórico|adj||rhetorical|C1
discurso|noun|m|speech|B2
captar|verb||to capture; to grasp|B2
elocuencia|noun|f|eloquence|C1
broche|noun|m|clasp; brooch|C1
infringir|verb||to infringe; to break (a rule or law)|C1
el que infringiere|phrase||whoever shall infringe (legal)|C2
infrascrito|noun|m|the undersigned|C2
susodicho|adj||aforementioned|C2
tenor|noun|m|tenor; wording|C2
cláusula|noun|f|clause|B2
molar|verb||to be cool (Spain, colloquial)|C1
currar|verb||to work (Spain, colloquial)|C1
chamba|noun|f|job; work (Mexico, Peru)|C1
bacán|adj||cool (Chile, Peru)|C2
parcero|noun|m|buddy (Colombia)|C2
flipar|verb||to be amazed (Spain, colloquial)|C1
embarazada|adj||pregnant|B1
asonante|adj||assonant|C2
soneto|noun|m|sonnet|B2
estribillo|noun|m|chorus; refrain|B2
métrica|noun|f|metre (poetry)|C1
evocar|verb||to evoke|C1
herrero|noun|m|blacksmith|C1
abarcar|verb||to cover; to take on|C1
entendedor|noun|m|one who understands|C2
consecutivo|adj||consecutive|B2
cabina|noun|f|booth; cabin|B1
intraducible|adj||untranslatable|C1
latín|noun|m|Latin|B1
arabismo|noun|m|Arabic loanword|C2
romance|noun|m|Romance language; ballad; romance|C1
etimología|noun|f|etymology|C1
cultismo|noun|m|learned word taken from Latin or Greek|C2
evolucionar|verb||to evolve|B2
judeoespañol|noun|m|Judaeo-Spanish; Ladino|C2
neologismo|noun|m|neologism|C1
castellano|noun|m|Castilian; Spanish|A2
patrimonial|adj||inherited (word); patrimonial|C2
pronóstico|noun|m|prognosis; forecast|B2
historial|noun|m|record; history|B2
patología|noun|f|pathology; disease|C1
benigno|adj||benign; mild|C1
biopsia|noun|f|biopsy|C1
contraindicación|noun|f|contraindication|C1
posología|noun|f|dosage (instructions)|C2
remitir|verb||to subside; to send; to refer|C1
intervención|noun|f|intervention; operation|B2
quirúrgico|adj||surgical|C1
paliativo|adj||palliative|C1
cotización|noun|f|share price; quotation; contribution|C1
dividendo|noun|m|dividend|C1
fusión|noun|f|merger; fusion|C1
opa|noun|f|takeover bid|C2
balance|noun|m|balance sheet; assessment|B2
liquidez|noun|f|liquidity|C1
rentabilidad|noun|f|profitability; return|C1
cotizar|verb||to be quoted (on the stock market); to pay contributions|C1
corpus|noun|m|corpus|C2
doctoral|adj||doctoral|C1
textual|adj||textual; word for word|C1
plagio|noun|m|plagiarism|C1
exhaustividad|noun|f|exhaustiveness|C2
hipérbole|noun|f|hyperbole|C1
subjetividad|noun|f|subjectivity|C1
estilístico|adj||stylistic|C1
adjetivación|noun|f|use of adjectives|C2
entradilla|noun|f|standfirst; lead paragraph (journalism)|C2
columnista|noun|mf|columnist|C1
incisivo|adj||incisive; sharp|C1
mordaz|adj||scathing; biting|C1
lítote|noun|f|litotes; understatement|C2
eufemismo|noun|m|euphemism|C1
atenuación|noun|f|softening; attenuation|C2
pelín|noun|m|tiny bit (colloquial, Spain)|C1
modalidad|noun|f|mode; form; type|C1
validez|noun|f|validity|C1
gerundio|noun|m|gerund|B1
turnar|verb||to take turns; to alternate|C1
cava|noun|m|cava (Spanish sparkling wine)|B2
visitante|noun|mf|visitor|B1
evolución|noun|f|evolution; development|B2
manuscrito|noun|m|manuscript|C1
clamar|verb||to cry out; to clamour|C2
flojo|adj||weak; loose; lazy|B2
residente|noun|mf|resident; junior doctor (in training)|C1
biliar|adj||biliary; gall (bladder)|C2
comprimido|noun|m|tablet; pill|B2
circular|verb||to circulate; to go around|B1
analista|noun|mf|analyst|B2
condicional|noun|m|conditional (tense)|B1
rigor|noun|m|rigour; precision|C1
tajante|adj||categorical; sharp; emphatic|C1
deliberar|verb||to deliberate|C1
cum laude|phrase||with the highest honours (cum laude)|C2
observación|noun|f|observation; remark|B1
plaga|noun|f|plague; pest|B2
bíblico|adj||biblical|C1
voraz|adj||voracious|C2
incansable|adj||tireless|C1
`;

/**
 * Irregular forms of verbs those lessons need that the lemmatiser cannot derive
 * (format: see ../irregular-forms.ts, `infinitive: form form …`).
 */
export const C2_LESSON_VERB_FORMS = `
ser: sos fuere fueres fuéremos fuereis fueren
ir: fuere fueres fuéremos fuereis fueren
ver: viere vieres viéremos viereis vieren
haber: hubiere hubieres hubiéremos hubiereis hubieren
decir: decí decime
`;
