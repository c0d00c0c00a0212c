/**
 * Words and phrases the B1 lessons teach that the general glossary lacked, so the translator,
 * the extractor and the lesson scorer can read every target (format: see ../../parse.ts,
 * `lemma|pos|gender|gloss|level`). Add a line only when `getGlossary().has(lemma)` is false.
 */
export const B1_LESSON_WORDS = `
alegrar|verb||to make happy; to cheer up; to please|B1
presentación|noun|f|presentation; introduction; submission|B1
disponibilidad|noun|f|availability|B1
incorporar|verb||to incorporate; (incorporarse) to join|B1
convocar|verb||to call (a meeting); to summon|B1
agobiado|adj||overwhelmed|B1
extra|adj||extra; additional|B1
malentendido|noun|m|misunderstanding|B1
defectuoso|adj||faulty|B1
reembolso|noun|m|refund|B1
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
cobertura|noun|f|coverage; (phone) signal|B1

sedentario|adj||sedentary|B1
alimentación|noun|f|diet; nutrition; food|B1
equilibrado|adj||balanced|B1
grasa|noun|f|fat; grease|B1
constancia|noun|f|perseverance; consistency|B1
calentamiento|noun|m|warming; warm-up|B1
agujetas|noun|f|muscle stiffness|B1
lesionar|verb||to injure; (lesionarse) to get injured|B1
envase|noun|m|container; packaging|B1
contaminar|verb||to pollute; to contaminate|B1
reutilizar|verb||to reuse|B1
invernadero|noun|m|greenhouse|B1
renovable|adj||renewable|B1
voluntariado|noun|m|volunteering|B1
alimento|noun|m|food; foodstuff|B1
recaudar|verb||to raise; to collect (money)|B1
ong|noun|f|NGO; charity (written ONG)|B1

intención|noun|f|intention|B1
gotera|noun|f|leak (from the ceiling)|B1
humedad|noun|f|damp; humidity|B1
descansillo|noun|m|landing (of a staircase)|B1
mensualidad|noun|f|monthly payment|B1
agencia|noun|f|agency|B1
inmobiliario|adj||property; real-estate|B1

nómina|noun|f|salary; payslip|B1
débito|noun|m|debit|B1
comisión|noun|f|fee; commission; committee|B1
domiciliar|verb||to pay by direct debit|B1
saldo|noun|m|balance (of an account)|B1
fijo|adj||fixed|B1
derrochar|verb||to squander; to waste|B1
seguimiento|noun|m|follow-up; tracking; monitoring|B1
expediente|noun|m|record; file|B1
residencia|noun|f|residence; hall of residence|B1
intensivo|adj||intensive|B1
certificado|noun|m|certificate|B1
asistencia|noun|f|attendance; assistance|B1
repasar|verb||to revise; to go over|B1
intercambio|noun|m|exchange|B1
progresar|verb||to make progress|B1

cinta|noun|f|tape; belt; carousel|B1
justificante|noun|m|proof; receipt; certificate|B1
mostrador|noun|m|counter; desk|B1
indemnización|noun|f|compensation|B1
póliza|noun|f|insurance policy|B1
carterista|noun|mf|pickpocket|B1
franquicia|noun|f|excess (insurance); franchise|B1
cancelación|noun|f|cancellation|B1
reembolsar|verb||to reimburse; to refund|B1
cartelera|noun|f|listings (films, shows)|B1
basar|verb||to base|B1
subtítulo|noun|m|subtitle|B1
doblaje|noun|m|dubbing|B1
interpretación|noun|f|performance; interpretation; interpreting|B1
tirón|noun|m|pull; tug (de un tirón: in one go)|B1
club|noun|m|club|B1
patrón|noun|m|patron saint; boss; pattern|B1
verbena|noun|f|open-air dance; street party|B1
disfrazar|verb||to disguise; (disfrazarse) to dress up|B1
procesión|noun|f|procession|B1
carroza|noun|f|float; carriage|B1

sobremesa|noun|f|chatting at the table after a meal|B1
brindis|noun|m|toast (with drinks)|B1
ramo|noun|m|bunch (of flowers); bouquet|B1
anfitrión|noun|m|host|B1
jefa|noun|f|(female) boss; manager|A1
detectar|verb||to detect; to spot|B1
nutricionista|noun|mf|nutritionist|B1
referencia|noun|f|reference|B1
orientador|noun|m|careers adviser; counsellor|B1
matricular|verb||to enrol; to register|B1
inadecuado|adj||inappropriate; unsuitable|B2
actualidad|noun|f|current affairs; the present day|B1
embargo|noun|m|embargo; seizure (of goods)|C1
`;

/**
 * Irregular forms of verbs those lessons need that the lemmatiser cannot derive
 * (format: see ../irregular-forms.ts, `infinitive: form form …`).
 */
export const B1_LESSON_VERB_FORMS = `
`;
