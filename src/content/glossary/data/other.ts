/**
 * Adjectives, adverbs and function words of the Spanish–English glossary (format: see ../parse.ts).
 * Function words come first because they dominate any transcript; adjectives follow in rough order of
 * frequency. Adjectives are given in the masculine singular; apocopated forms (buen, gran, primer …) get
 * their own line because a learner selects them as they appear and they do not end like their lemma.
 */
export const OTHER_DATA = `
# --- Articles and determiners ---
el|det||the (masculine)|A0
la|det||the (feminine)|A0
los|det||the (masculine plural)|A0
las|det||the (feminine plural)|A0
lo|det||the (neuter, before adjectives: lo bueno = the good thing)|A1
un|det||a; an (masculine)|A0
una|det||a; an (feminine)|A0
unos|det||some; a few; about (with numbers)|A1
unas|det||some; a few (feminine)|A1
al|det||to the (a + el)|A0
del|det||of the; from the (de + el)|A0
este|det||this|A0
ese|det||that|A0
aquel|det||that (over there)|A1
mi|det||my|A0
tu|det||your (informal)|A0
su|det||his; her; its; their; your (formal)|A0
nuestro|det||our|A0
vuestro|det||your (plural informal, Spain)|A1
todo|det||all; every; whole|A0
cada|det||each; every|A1
otro|det||other; another|A0
mucho|det||a lot of; much; many|A0
poco|det||little; few|A1
alguno|det||some; any|A1
algún|det||some; any (before a masculine noun)|A1
ninguno|det||no; none; not any|A1
ningún|det||no; not any (before a masculine noun)|A1
varios|det||several; various|A2
ambos|det||both|B1
bastante|det||enough; quite a lot of|A2
demasiado|det||too much; too many|A2
tanto|det||so much; so many|A2
cuánto|det||how much; how many|A0
qué|det||what; which|A0
cualquier|det||any; whichever (before a noun)|A2
cierto|det||a certain; certain|B1
tal|det||such; such a|B1
menos|det||less; fewer|A1
más|det||more|A0
sendos|det||one each; each (of two or more)|C1
# --- Pronouns: subject ---
yo|pron||I|A0
tú|pron||you (informal)|A0
usted|pron||you (formal)|A0
él|pron||he; him (after a preposition); it|A0
ella|pron||she; her (after a preposition); it|A0
ello|pron||it (neuter, abstract)|B1
nosotros|pron||we; us (after a preposition)|A0
nosotras|pron||we; us (feminine)|A0
vosotros|pron||you (plural informal, Spain)|A1
vosotras|pron||you (plural informal feminine, Spain)|A1
ustedes|pron||you (plural)|A0
ellos|pron||they; them (after a preposition)|A0
ellas|pron||they; them (feminine)|A0
# --- Pronouns: object and reflexive ---
me|pron||me; to me; myself|A0
te|pron||you; to you; yourself (informal)|A0
lo|pron||him; it; you (formal, masculine)|A1
la|pron||her; it; you (formal, feminine)|A1
le|pron||to him; to her; to you (formal); him; her|A1
nos|pron||us; to us; ourselves; each other|A1
os|pron||you; to you; yourselves (plural informal, Spain)|A1
los|pron||them; you (plural, masculine)|A1
las|pron||them; you (plural, feminine)|A1
les|pron||to them; to you (plural)|A1
se|pron||himself; herself; itself; themselves; yourself (formal); each other; one (impersonal)|A1
# --- Pronouns: after prepositions ---
mí|pron||me (after a preposition)|A0
ti|pron||you (after a preposition, informal)|A0
sí|pron||himself; herself; itself; themselves (after a preposition)|B1
conmigo|pron||with me|A1
contigo|pron||with you (informal)|A1
consigo|pron||with him; with her; with them; with oneself|B1
# --- Pronouns: possessive ---
mío|pron||mine; of mine|A1
tuyo|pron||yours (informal)|A1
suyo|pron||his; hers; its; theirs; yours (formal)|A1
nuestro|pron||ours|A1
vuestro|pron||yours (plural informal, Spain)|A2
# --- Pronouns: demonstrative ---
esto|pron||this (thing)|A0
eso|pron||that (thing)|A0
aquello|pron||that (thing over there)|A1
este|pron||this one|A1
ese|pron||that one|A1
aquel|pron||that one (over there)|A2
# --- Pronouns: interrogative and relative ---
qué|pron||what|A0
quién|pron||who; whom|A0
cuál|pron||which; which one; what|A0
cuánto|pron||how much; how many|A0
que|pron||that; which; who (relative)|A0
quien|pron||who; whom (relative)|A2
cual|pron||which; who (el cual, la cual)|B1
cuyo|pron||whose (relative)|B2
# --- Pronouns: indefinite ---
algo|pron||something; anything|A1
nada|pron||nothing; anything (in negatives)|A0
alguien|pron||someone; somebody; anyone|A1
nadie|pron||no one; nobody; anyone (in negatives)|A1
todo|pron||everything; all|A0
uno|pron||one; you (impersonal)|A2
alguno|pron||some; someone; any (of them)|A2
ninguno|pron||none; neither; no one|A2
otro|pron||another one; the other one|A1
mucho|pron||a lot; much; many|A1
poco|pron||a little; few|A1
cualquiera|pron||anyone; anybody; whichever|B1
demás|pron||the rest; the others; other people|B1
quienquiera|pron||whoever|C1
# --- Prepositions ---
de|prep||of; from; about|A0
en|prep||in; on; at|A0
a|prep||to; at; (personal a before people)|A0
por|prep||for; by; through; because of; per|A0
para|prep||for; in order to; to|A0
con|prep||with|A0
sin|prep||without|A1
sobre|prep||on; about; over; above|A1
entre|prep||between; among|A1
desde|prep||from; since|A1
hasta|prep||until; up to; as far as; even|A1
hacia|prep||towards; toward; around (time)|A2
durante|prep||during; for (a period)|A2
contra|prep||against|A2
según|prep||according to; depending on|A2
bajo|prep||under; beneath|B1
ante|prep||before; in front of; in the face of|B1
tras|prep||after; behind|B1
mediante|prep||by means of; through|B2
excepto|prep||except; except for|B1
salvo|prep||except; save|B2
menos|prep||except; minus|A2
vía|prep||via; by way of|B2
versus|prep||versus|C1
pro|prep||for; in favour of|C1
# --- Conjunctions ---
y|conj||and|A0
e|conj||and (before words starting with i- or hi-)|A1
o|conj||or|A0
u|conj||or (before words starting with o- or ho-)|A2
pero|conj||but|A0
que|conj||that; than|A0
porque|conj||because|A0
si|conj||if; whether|A1
cuando|conj||when; whenever|A1
como|conj||as; since; like; if (with subjunctive)|A1
aunque|conj||although; even though; even if|A2
ni|conj||nor; not even; neither ... nor|A2
sino|conj||but (rather); except|B1
pues|conj||well; then; since; because|A2
mientras|conj||while; whereas; as long as|A2
luego|conj||therefore; so|B2
mas|conj||but (literary)|C1
conque|conj||so; so then|C1
ora|conj||now ... now; whether ... or (literary)|C2
# --- Adverbs: frequent ---
no|adv||no; not|A0
sí|adv||yes; indeed (emphatic)|A0
muy|adv||very|A0
más|adv||more; most; plus|A0
menos|adv||less; least; minus|A1
bien|adv||well; fine; good; properly|A0
mal|adv||badly; wrong; poorly|A0
ya|adv||already; now; anymore (with no); right away|A1
también|adv||also; too; as well|A0
tampoco|adv||neither; either (in negatives)|A1
aquí|adv||here|A0
ahí|adv||there (near you)|A1
allí|adv||there (over there)|A1
allá|adv||over there; back then|A2
acá|adv||here; over here|A2
ahora|adv||now|A0
hoy|adv||today|A0
ayer|adv||yesterday|A0
mañana|adv||tomorrow|A0
anoche|adv||last night|A1
anteayer|adv||the day before yesterday|A2
siempre|adv||always; forever|A0
nunca|adv||never; ever (in negatives)|A1
jamás|adv||never; ever|B1
todavía|adv||still; yet|A2
aún|adv||still; yet|A2
aun|adv||even|B1
luego|adv||later; then; afterwards|A1
después|adv||after; afterwards; later|A1
antes|adv||before; earlier; formerly|A1
entonces|adv||then; so; at that time|A1
pronto|adv||soon; early|A1
tarde|adv||late|A1
temprano|adv||early|A1
enseguida|adv||right away; immediately|A2
recién|adv||just; recently; newly|B1
apenas|adv||hardly; barely; scarcely; as soon as|B1
casi|adv||almost; nearly|A2
solo|adv||only; just|A1
solamente|adv||only; just|A2
tan|adv||so; as (tan ... como)|A1
tanto|adv||so much; as much|A2
mucho|adv||a lot; much; very much|A0
poco|adv||little; not much; not very|A1
bastante|adv||quite; rather; enough|A2
demasiado|adv||too; too much|A2
algo|adv||somewhat; a bit|B1
nada|adv||not at all; at all (in negatives)|A2
medio|adv||half; rather|B1
así|adv||like this; like that; so; this way|A1
cómo|adv||how|A0
dónde|adv||where|A0
cuándo|adv||when|A0
adónde|adv||where (to)|A2
donde|adv||where (relative)|A1
adonde|adv||where (to, relative)|B2
como|adv||like; as; about; roughly|A1
cuanto|adv||as much as; the more (cuanto más)|B2
quizás|adv||perhaps; maybe|A2
quizá|adv||perhaps; maybe|A2
acaso|adv||perhaps; by any chance|B2
además|adv||also; besides; moreover; in addition|A2
incluso|adv||even; including|B1
inclusive|adv||inclusive; even|C1
cerca|adv||near; nearby; close|A1
lejos|adv||far; far away|A1
dentro|adv||inside; within|A2
fuera|adv||outside; out; away|A2
afuera|adv||outside; out|A2
adentro|adv||inside; in|A2
arriba|adv||up; upstairs; above|A2
abajo|adv||down; downstairs; below|A2
encima|adv||on top; above; on top of that|A2
debajo|adv||underneath; below|A2
delante|adv||in front; ahead|A2
detrás|adv||behind; at the back|A2
enfrente|adv||opposite; across the street; in front|A2
alrededor|adv||around; about|B1
atrás|adv||back; behind; ago|A2
adelante|adv||forward; ahead; come in|A2
aparte|adv||apart; separately; aside|B1
junto|adv||together; next to (junto a)|A2
mejor|adv||better; best; rather|A1
peor|adv||worse; worst|A1
despacio|adv||slowly|A2
deprisa|adv||quickly; fast|B1
rápido|adv||quickly; fast|A1
alto|adv||loudly; high|A2
bajo|adv||quietly; softly; low|B1
fuerte|adv||hard; loudly; tightly|B1
claro|adv||clearly|A2
mientras|adv||meanwhile|B1
primero|adv||first; firstly|A1
mismo|adv||right; very (ahora mismo, aquí mismo)|A2
siquiera|adv||at least; even (ni siquiera)|B2
asimismo|adv||likewise; also|C1
entretanto|adv||meanwhile; in the meantime|C1
viceversa|adv||vice versa|B2
adrede|adv||on purpose; deliberately|C1
ahorita|adv||right now; in a moment (Latin America)|B1
nomás|adv||just; only (Latin America)|B2
# --- Adverbs in -mente: frequent ---
realmente|adv||really; truly|A2
normalmente|adv||normally; usually|A2
rápidamente|adv||quickly; rapidly|A2
lentamente|adv||slowly|B1
fácilmente|adv||easily|B1
simplemente|adv||simply; just|B1
exactamente|adv||exactly|A2
totalmente|adv||totally; completely|B1
completamente|adv||completely|B1
absolutamente|adv||absolutely|B1
finalmente|adv||finally; eventually|A2
básicamente|adv||basically|B1
claramente|adv||clearly|B1
obviamente|adv||obviously|B1
evidentemente|adv||evidently; obviously|B2
probablemente|adv||probably|A2
posiblemente|adv||possibly|B1
seguramente|adv||probably; surely|B1
ciertamente|adv||certainly|B2
afortunadamente|adv||fortunately; luckily|B1
desafortunadamente|adv||unfortunately|B1
desgraciadamente|adv||unfortunately|B1
lamentablemente|adv||regrettably; unfortunately|B2
personalmente|adv||personally|B1
actualmente|adv||currently; at present (not "actually")|B1
últimamente|adv||lately; recently|B1
recientemente|adv||recently|B1
inmediatamente|adv||immediately|B1
directamente|adv||directly; straight|B1
perfectamente|adv||perfectly|B1
tranquilamente|adv||calmly; quietly; without hurrying|B1
suavemente|adv||softly; gently; smoothly|B2
únicamente|adv||only; solely|B2
principalmente|adv||mainly; principally|B1
especialmente|adv||especially; specially|B1
particularmente|adv||particularly|B2
generalmente|adv||generally; usually|B1
frecuentemente|adv||frequently; often|B1
constantemente|adv||constantly|B2
continuamente|adv||continuously; constantly|B2
diariamente|adv||daily|B1
nuevamente|adv||again|B1
igualmente|adv||equally; likewise; same to you|A2
relativamente|adv||relatively|B2
aproximadamente|adv||approximately; about|B1
prácticamente|adv||practically; virtually|B1
precisamente|adv||precisely; exactly|B2
verdaderamente|adv||truly; really|B2
sinceramente|adv||sincerely; honestly|B1
honestamente|adv||honestly|B1
francamente|adv||frankly|B2
literalmente|adv||literally|B2
supuestamente|adv||supposedly; allegedly|B2
aparentemente|adv||apparently|B2
definitivamente|adv||for good; definitely|B2
cuidadosamente|adv||carefully|B2
amablemente|adv||kindly|B2
felizmente|adv||happily; fortunately|B2
tristemente|adv||sadly|B2
suficientemente|adv||sufficiently; enough|B2
sumamente|adv||extremely; highly|C1
sencillamente|adv||simply|B2
mayormente|adv||mostly; mainly|B2
anteriormente|adv||previously; formerly|B2
posteriormente|adv||subsequently; later|C1
inicialmente|adv||initially|B2
originalmente|adv||originally|B2
extremadamente|adv||extremely|B2
increíblemente|adv||incredibly|B2
terriblemente|adv||terribly|B2
enormemente|adv||enormously; hugely|B2
ligeramente|adv||slightly; lightly|B2
independientemente|adv||independently; regardless|C1
correctamente|adv||correctly|B1
seriamente|adv||seriously|B2
gravemente|adv||seriously; gravely|B2
profundamente|adv||deeply; profoundly|B2
plenamente|adv||fully|C1
abiertamente|adv||openly|C1
gradualmente|adv||gradually|B2
paulatinamente|adv||gradually; little by little|C1
repentinamente|adv||suddenly|C1
rotundamente|adv||flatly; categorically|C1
meramente|adv||merely|C1
mutuamente|adv||mutually; each other|C1
# --- Interjections ---
hola|interj||hello; hi|A0
adiós|interj||goodbye; bye|A0
gracias|interj||thank you; thanks|A0
vale|interj||okay; all right (Spain)|A1
bueno|interj||well; okay; hello (answering the phone, Mexico)|A1
claro|interj||of course; sure|A1
perdón|interj||sorry; excuse me; pardon|A0
oye|interj||hey; listen (informal)|A1
oiga|interj||excuse me; hey (formal, to get attention)|A2
mira|interj||look; well (introducing a point)|A2
ojalá|interj||I hope so; hopefully; if only|B1
ay|interj||oh; ouch; oh dear|A1
ah|interj||ah; oh|A0
oh|interj||oh|A0
eh|interj||eh; hey; right?|A1
uf|interj||phew; ugh|A2
huy|interj||oops; wow; ouch|B1
venga|interj||come on; okay; let's go (Spain)|A2
anda|interj||wow; come on; go on|B1
vaya|interj||wow; well; what a (vaya día)|B1
bravo|interj||bravo; well done|A2
olé|interj||olé; bravo|B1
caramba|interj||good heavens; wow; damn|B2
hala|interj||wow; come on (Spain)|B2
chao|interj||bye; ciao|A1
chau|interj||bye (Southern Cone)|A2
buenas|interj||hi; hello (informal greeting)|A1
hombre|interj||come on; man; of course (Spain)|B1
ojo|interj||watch out; careful|B1
cuidado|interj||careful; look out|A2
socorro|interj||help|A2
auxilio|interj||help|B1
felicidades|interj||congratulations; happy birthday|A1
enhorabuena|interj||congratulations|A2
salud|interj||cheers; bless you|A1
basta|interj||enough; stop it|B1
ánimo|interj||cheer up; come on; go for it|B1
bienvenido|interj||welcome|A0
genial|interj||great; cool|A1
listo|interj||done; ready; okay (Latin America)|A2
órale|interj||come on; okay; wow (Mexico)|B2
ándale|interj||come on; hurry up; right (Mexico)|B2
aló|interj||hello (answering the phone)|A2
diga|interj||hello (answering the phone, Spain)|A2
ea|interj||come on; there (Spain)|C1
puf|interj||ugh; yuck|B2
bah|interj||bah; pooh|B2
guau|interj||wow; woof|A2
# --- Cardinal numbers ---
cero|num||zero|A0
uno|num||one|A0
dos|num||two|A0
tres|num||three|A0
cuatro|num||four|A0
cinco|num||five|A0
seis|num||six|A0
siete|num||seven|A0
ocho|num||eight|A0
nueve|num||nine|A0
diez|num||ten|A0
once|num||eleven|A0
doce|num||twelve|A0
trece|num||thirteen|A0
catorce|num||fourteen|A0
quince|num||fifteen|A0
dieciséis|num||sixteen|A0
diecisiete|num||seventeen|A0
dieciocho|num||eighteen|A0
diecinueve|num||nineteen|A0
veinte|num||twenty|A0
veintiuno|num||twenty-one|A1
veintidós|num||twenty-two|A1
veintitrés|num||twenty-three|A1
veinticuatro|num||twenty-four|A1
veinticinco|num||twenty-five|A1
veintiséis|num||twenty-six|A1
veintisiete|num||twenty-seven|A1
veintiocho|num||twenty-eight|A1
veintinueve|num||twenty-nine|A1
treinta|num||thirty|A1
treinta y uno|num||thirty-one|A1
treinta y dos|num||thirty-two|A1
treinta y tres|num||thirty-three|A1
treinta y cuatro|num||thirty-four|A1
treinta y cinco|num||thirty-five|A1
treinta y seis|num||thirty-six|A1
treinta y siete|num||thirty-seven|A1
treinta y ocho|num||thirty-eight|A1
treinta y nueve|num||thirty-nine|A1
cuarenta|num||forty|A1
cuarenta y uno|num||forty-one|A1
cuarenta y dos|num||forty-two|A1
cuarenta y tres|num||forty-three|A1
cuarenta y cuatro|num||forty-four|A1
cuarenta y cinco|num||forty-five|A1
cuarenta y seis|num||forty-six|A1
cuarenta y siete|num||forty-seven|A1
cuarenta y ocho|num||forty-eight|A1
cuarenta y nueve|num||forty-nine|A1
cincuenta|num||fifty|A1
cincuenta y uno|num||fifty-one|A1
cincuenta y dos|num||fifty-two|A1
cincuenta y tres|num||fifty-three|A1
cincuenta y cuatro|num||fifty-four|A1
cincuenta y cinco|num||fifty-five|A1
cincuenta y seis|num||fifty-six|A1
cincuenta y siete|num||fifty-seven|A1
cincuenta y ocho|num||fifty-eight|A1
cincuenta y nueve|num||fifty-nine|A1
sesenta|num||sixty|A1
sesenta y uno|num||sixty-one|A1
sesenta y dos|num||sixty-two|A1
sesenta y tres|num||sixty-three|A1
sesenta y cuatro|num||sixty-four|A1
sesenta y cinco|num||sixty-five|A1
sesenta y seis|num||sixty-six|A1
sesenta y siete|num||sixty-seven|A1
sesenta y ocho|num||sixty-eight|A1
sesenta y nueve|num||sixty-nine|A1
setenta|num||seventy|A1
setenta y uno|num||seventy-one|A1
setenta y dos|num||seventy-two|A1
setenta y tres|num||seventy-three|A1
setenta y cuatro|num||seventy-four|A1
setenta y cinco|num||seventy-five|A1
setenta y seis|num||seventy-six|A1
setenta y siete|num||seventy-seven|A1
setenta y ocho|num||seventy-eight|A1
setenta y nueve|num||seventy-nine|A1
ochenta|num||eighty|A1
ochenta y uno|num||eighty-one|A1
ochenta y dos|num||eighty-two|A1
ochenta y tres|num||eighty-three|A1
ochenta y cuatro|num||eighty-four|A1
ochenta y cinco|num||eighty-five|A1
ochenta y seis|num||eighty-six|A1
ochenta y siete|num||eighty-seven|A1
ochenta y ocho|num||eighty-eight|A1
ochenta y nueve|num||eighty-nine|A1
noventa|num||ninety|A1
noventa y uno|num||ninety-one|A1
noventa y dos|num||ninety-two|A1
noventa y tres|num||ninety-three|A1
noventa y cuatro|num||ninety-four|A1
noventa y cinco|num||ninety-five|A1
noventa y seis|num||ninety-six|A1
noventa y siete|num||ninety-seven|A1
noventa y ocho|num||ninety-eight|A1
noventa y nueve|num||ninety-nine|A1
cien|num||one hundred; a hundred|A1
ciento|num||one hundred (in compounds: ciento uno)|A1
doscientos|num||two hundred|A1
trescientos|num||three hundred|A1
cuatrocientos|num||four hundred|A1
quinientos|num||five hundred|A1
seiscientos|num||six hundred|A1
setecientos|num||seven hundred|A1
ochocientos|num||eight hundred|A1
novecientos|num||nine hundred|A1
mil|num||one thousand; a thousand|A1
millón|num||million|A2
billón|num||trillion (a million millions)|B2
un|num||one (before a masculine noun)|A0
# --- Ordinals ---
primero|adj||first|A1
primer|adj||first (before a masculine noun)|A1
segundo|adj||second|A1
tercero|adj||third|A1
tercer|adj||third (before a masculine noun)|A1
cuarto|adj||fourth|A1
quinto|adj||fifth|A1
sexto|adj||sixth|A2
séptimo|adj||seventh|A2
octavo|adj||eighth|A2
noveno|adj||ninth|A2
décimo|adj||tenth|A2
undécimo|adj||eleventh|C1
duodécimo|adj||twelfth|C1
vigésimo|adj||twentieth|C1
centésimo|adj||hundredth|C1
milésimo|adj||thousandth|C1
# --- Adjectives: first words (A0-A1) ---
bueno|adj||good; kind; tasty|A0
malo|adj||bad; evil; ill (with estar)|A0
buen|adj||good (before a masculine noun)|A0
mal|adj||bad (before a masculine noun)|A1
grande|adj||big; large; great|A0
gran|adj||great; big (before a noun)|A1
pequeño|adj||small; little; young|A0
nuevo|adj||new|A0
viejo|adj||old|A0
joven|adj||young|A0
mayor|adj||older; elderly; bigger; main|A1
menor|adj||younger; smaller; minor; least|A1
mejor|adj||better; best|A1
peor|adj||worse; worst|A1
alto|adj||tall; high; loud|A0
bajo|adj||short; low; quiet|A0
largo|adj||long (not "large")|A0
corto|adj||short|A0
bonito|adj||pretty; nice; lovely|A0
feo|adj||ugly|A0
guapo|adj||good-looking; handsome; pretty|A0
lindo|adj||pretty; lovely; nice|A1
hermoso|adj||beautiful; lovely|A2
bello|adj||beautiful|B1
feliz|adj||happy|A0
contento|adj||happy; pleased; glad|A0
triste|adj||sad|A0
cansado|adj||tired; tiring|A0
enfermo|adj||ill; sick|A1
frío|adj||cold|A0
caliente|adj||hot|A1
blanco|adj||white|A0
negro|adj||black|A0
rojo|adj||red|A0
azul|adj||blue|A0
verde|adj||green; unripe|A0
amarillo|adj||yellow|A0
gris|adj||grey; gray|A1
marrón|adj||brown|A1
naranja|adj||orange (colour)|A1
rosa|adj||pink|A1
morado|adj||purple|A1
rubio|adj||blond; fair-haired|A1
moreno|adj||dark-haired; dark-skinned; tanned|A1
rico|adj||rich; delicious; tasty|A1
pobre|adj||poor|A1
barato|adj||cheap; inexpensive|A1
caro|adj||expensive; dear|A1
fácil|adj||easy|A1
difícil|adj||difficult; hard|A1
importante|adj||important|A1
interesante|adj||interesting|A1
aburrido|adj||boring (ser); bored (estar)|A1
divertido|adj||fun; funny; amusing|A1
simpático|adj||nice; friendly; likeable|A1
amable|adj||kind; nice; friendly|A1
inteligente|adj||intelligent; clever|A1
listo|adj||clever; smart (ser); ready (estar)|A1
tonto|adj||silly; stupid; foolish|A1
trabajador|adj||hard-working|A1
gordo|adj||fat|A1
delgado|adj||thin; slim|A1
fuerte|adj||strong|A1
rápido|adj||fast; quick|A1
lento|adj||slow|A1
oscuro|adj||dark|A1
claro|adj||clear; light (colour); obvious|A1
limpio|adj||clean|A1
sucio|adj||dirty|A1
lleno|adj||full|A1
vacío|adj||empty|A1
abierto|adj||open|A1
cerrado|adj||closed; shut|A1
libre|adj||free; vacant|A1
ocupado|adj||busy; occupied; taken|A1
próximo|adj||next; near|A1
último|adj||last; latest|A1
pasado|adj||past; last (week, year)|A1
moderno|adj||modern|A1
normal|adj||normal; ordinary|A1
especial|adj||special|A1
seguro|adj||sure; safe; secure|A1
posible|adj||possible|A1
correcto|adj||correct; right|A1
perfecto|adj||perfect|A1
solo|adj||alone; lonely; only|A1
mismo|adj||same; -self (yo mismo = myself)|A1
diferente|adj||different|A1
igual|adj||same; equal; alike|A1
favorito|adj||favourite; favorite|A1
preferido|adj||favourite; preferred|A2
fresco|adj||fresh; cool|A1
dulce|adj||sweet|A1
salado|adj||salty; savoury|A2
delicioso|adj||delicious|A1
casado|adj||married|A1
soltero|adj||single; unmarried|A1
tranquilo|adj||calm; quiet; relaxed|A1
nervioso|adj||nervous|A1
preocupado|adj||worried|A1
enfadado|adj||angry; annoyed (Spain)|A1
enojado|adj||angry; annoyed (Latin America)|A2
alegre|adj||cheerful; happy; bright|A2
cómodo|adj||comfortable|A2
incómodo|adj||uncomfortable; awkward|A2
increíble|adj||incredible; amazing; unbelievable|A1
genial|adj||great; brilliant; cool|A1
fantástico|adj||fantastic; great|A1
estupendo|adj||great; wonderful|A2
maravilloso|adj||wonderful; marvellous|A2
excelente|adj||excellent|A2
horrible|adj||horrible; awful|A1
terrible|adj||terrible; awful|A2
precioso|adj||beautiful; lovely; precious|A2
agradable|adj||pleasant; nice; agreeable|A2
desagradable|adj||unpleasant|B1
famoso|adj||famous|A1
conocido|adj||well-known; known; familiar|A2
popular|adj||popular|A2
bienvenido|adj||welcome|A1
encantado|adj||delighted; pleased to meet you; enchanted|A1
loco|adj||crazy; mad|A2
vivo|adj||alive (estar); lively; bright; sharp (ser)|A2
muerto|adj||dead|A2
despierto|adj||awake; alert|A2
dormido|adj||asleep|A2
roto|adj||broken; torn|A2
# --- Adjectives: everyday description (A2) ---
caluroso|adj||hot (weather); warm (welcome)|A2
cálido|adj||warm|B1
tibio|adj||lukewarm; tepid|B2
sano|adj||healthy|A2
saludable|adj||healthy; wholesome|A2
antipático|adj||unpleasant; unfriendly|A2
gracioso|adj||funny|A2
perezoso|adj||lazy|A2
vago|adj||lazy; vague|B1
serio|adj||serious|A2
tímido|adj||shy; timid|A2
flaco|adj||skinny; thin|A2
débil|adj||weak|A2
violeta|adj||violet|A2
rosado|adj||pink; rosé|A2
castaño|adj||brown (hair, eyes); chestnut|A2
pelirrojo|adj||red-haired; ginger|A2
celeste|adj||sky-blue; light blue|A2
dorado|adj||golden; gold|B1
plateado|adj||silver; silvery|B1
cercano|adj||near; nearby; close|A2
lejano|adj||distant; far-off|A2
siguiente|adj||following; next|A2
anterior|adj||previous; former; front|A2
actual|adj||current; present (not "actual")|A2
antiguo|adj||old; ancient; former|A2
tradicional|adj||traditional|A2
típico|adj||typical|A2
raro|adj||strange; odd; rare|A2
extraño|adj||strange; odd; foreign|B1
común|adj||common; shared|A2
general|adj||general|A2
principal|adj||main; principal|A2
real|adj||real; royal|A2
verdadero|adj||true; real|B1
falso|adj||false; fake|A2
cierto|adj||true; certain|A2
peligroso|adj||dangerous|A2
imposible|adj||impossible|A2
necesario|adj||necessary|A2
útil|adj||useful|A2
inútil|adj||useless|B1
incorrecto|adj||incorrect; wrong|A2
exacto|adj||exact; accurate|A2
completo|adj||complete; full|A2
entero|adj||whole; entire|A2
total|adj||total; complete|A2
único|adj||only; unique|A2
distinto|adj||different; distinct|A2
parecido|adj||similar; alike|A2
similar|adj||similar|B1
propio|adj||own; proper; typical|B1
personal|adj||personal|A2
privado|adj||private|B1
público|adj||public|A2
nacional|adj||national|A2
internacional|adj||international|A2
local|adj||local|A2
natural|adj||natural|A2
humano|adj||human|A2
familiar|adj||family; familiar|A2
profesional|adj||professional|A2
musical|adj||musical|A2
deportivo|adj||sports; sporty|A2
escolar|adj||school; scholastic|A2
universitario|adj||university; college|A2
digital|adj||digital|A2
electrónico|adj||electronic|A2
eléctrico|adj||electric; electrical|A2
disponible|adj||available|A2
preparado|adj||ready; prepared|A2
encendido|adj||on; switched on; lit|A2
apagado|adj||off; switched off; dull|A2
conectado|adj||connected; online|A2
usado|adj||used; second-hand|A2
diario|adj||daily|A2
semanal|adj||weekly|B1
mensual|adj||monthly|B1
anual|adj||annual; yearly|B1
reciente|adj||recent|B1
futuro|adj||future|A2
presente|adj||present|A2
medio|adj||half; middle; average|A2
mínimo|adj||minimum; minimal; smallest|B1
máximo|adj||maximum; greatest; highest|B1
derecho|adj||right; straight|A2
izquierdo|adj||left|A2
recto|adj||straight; upright; honest|A2
redondo|adj||round|A2
cuadrado|adj||square|A2
ancho|adj||wide; broad; loose (clothes)|A2
estrecho|adj||narrow; tight; close (relationship)|A2
profundo|adj||deep; profound|B1
pesado|adj||heavy; boring; annoying (person)|A2
ligero|adj||light; slight|A2
duro|adj||hard; tough|A2
blando|adj||soft; tender|B1
suave|adj||soft; smooth; gentle; mild|A2
seco|adj||dry|A2
mojado|adj||wet|A2
húmedo|adj||humid; damp; moist|B1
ruidoso|adj||noisy; loud|A2
silencioso|adj||silent; quiet|B1
soleado|adj||sunny|A2
nublado|adj||cloudy; overcast|A2
lluvioso|adj||rainy|A2
despejado|adj||clear; cloudless|B1
ventoso|adj||windy|B1
nevado|adj||snowy; snow-covered|B1
helado|adj||frozen; icy; freezing|A2
congelado|adj||frozen|A2
templado|adj||mild; temperate; lukewarm|B1
picante|adj||spicy; hot|A2
amargo|adj||bitter|B1
agrio|adj||sour|B1
ácido|adj||acidic; sour|B1
sabroso|adj||tasty; flavourful|A2
asqueroso|adj||disgusting; gross|B1
crudo|adj||raw; uncooked; harsh|B1
cocido|adj||cooked; boiled|B1
frito|adj||fried|A2
asado|adj||roast; roasted; grilled|A2
hervido|adj||boiled|B1
tostado|adj||toasted|B1
maduro|adj||ripe; mature|B1
podrido|adj||rotten|B1
vegetariano|adj||vegetarian|A2
vegano|adj||vegan|A2
casero|adj||homemade; home-loving|B1
integral|adj||wholemeal; whole-grain; comprehensive|B1
hambriento|adj||hungry; starving|B1
sediento|adj||thirsty|B2
sorprendido|adj||surprised|A2
asustado|adj||scared; frightened|A2
emocionado|adj||excited; moved|A2
orgulloso|adj||proud|B1
celoso|adj||jealous|B1
avergonzado|adj||ashamed; embarrassed|B1
deprimido|adj||depressed|B1
ansioso|adj||anxious; eager|B1
relajado|adj||relaxed|A2
estresado|adj||stressed|A2
agradecido|adj||grateful; thankful|B1
satisfecho|adj||satisfied; full (after eating)|B1
decepcionado|adj||disappointed|B1
confundido|adj||confused|B1
harto|adj||fed up; sick of; full|B1
furioso|adj||furious|B1
cariñoso|adj||affectionate; loving|A2
generoso|adj||generous|A2
egoísta|adj||selfish|A2
honesto|adj||honest|A2
honrado|adj||honest; honourable|B1
sincero|adj||sincere; honest|B1
mentiroso|adj||lying; deceitful|B1
valiente|adj||brave; courageous|A2
cobarde|adj||cowardly|B1
educado|adj||polite; well-mannered; educated|A2
maleducado|adj||rude; bad-mannered|B1
grosero|adj||rude; crude|B1
paciente|adj||patient|A2
impaciente|adj||impatient|B1
responsable|adj||responsible|A2
irresponsable|adj||irresponsible|B1
ordenado|adj||tidy; neat; organised|A2
desordenado|adj||messy; untidy|A2
puntual|adj||punctual; on time|A2
optimista|adj||optimistic|B1
pesimista|adj||pessimistic|B1
sociable|adj||sociable; outgoing|A2
callado|adj||quiet; silent|B1
hablador|adj||talkative; chatty|B1
creativo|adj||creative|A2
curioso|adj||curious; strange|A2
ambicioso|adj||ambitious|B1
humilde|adj||humble; modest; poor|B1
tierno|adj||tender; sweet; soft|B1
enorme|adj||huge; enormous|A2
gigante|adj||giant; huge|A2
inmenso|adj||immense; vast|B1
diminuto|adj||tiny; minute|B1
amplio|adj||wide; spacious; broad|B1
breve|adj||brief; short|B1
sencillo|adj||simple; plain; easy|A2
simple|adj||simple; mere|A2
complicado|adj||complicated; difficult|A2
complejo|adj||complex|B1
evidente|adj||evident; obvious|B1
obvio|adj||obvious|B1
probable|adj||probable; likely|B1
capaz|adj||capable; able|B1
incapaz|adj||incapable; unable|B2
elegante|adj||elegant; smart|A2
atractivo|adj||attractive|B1
encantador|adj||charming; lovely|B1
querido|adj||dear; beloved|A2
práctico|adj||practical; handy|A2
extranjero|adj||foreign|A2
junto|adj||together (juntos); next (junto a)|A2
separado|adj||separated; separate|A2
divorciado|adj||divorced|A2
viudo|adj||widowed|B1
comprometido|adj||engaged; committed; compromising|B1
enamorado|adj||in love|A2
embarazoso|adj||embarrassing; awkward (not "embarrassed")|B2
herido|adj||injured; wounded; hurt|B1
borracho|adj||drunk|B1
desnudo|adj||naked; bare|B1
calvo|adj||bald|A2
ciego|adj||blind|B1
sordo|adj||deaf|B1
mudo|adj||mute; silent|B1
agotado|adj||exhausted; sold out|B1
equivocado|adj||wrong; mistaken|A2
perdido|adj||lost|A2
prohibido|adj||forbidden; prohibited|A2
permitido|adj||allowed; permitted|B1
acostumbrado|adj||used to; accustomed|B1
interesado|adj||interested; self-interested|A2
# --- Adjectives: nationalities and origins ---
español|adj||Spanish|A0
inglés|adj||English|A0
francés|adj||French|A1
alemán|adj||German|A1
italiano|adj||Italian|A1
portugués|adj||Portuguese|A1
americano|adj||American|A1
estadounidense|adj||American (from the United States)|A2
mexicano|adj||Mexican|A1
argentino|adj||Argentinian; Argentine|A1
colombiano|adj||Colombian|A1
chileno|adj||Chilean|A1
peruano|adj||Peruvian|A1
venezolano|adj||Venezuelan|A2
cubano|adj||Cuban|A2
ecuatoriano|adj||Ecuadorian|A2
boliviano|adj||Bolivian|A2
uruguayo|adj||Uruguayan|A2
paraguayo|adj||Paraguayan|A2
guatemalteco|adj||Guatemalan|A2
hondureño|adj||Honduran|B1
salvadoreño|adj||Salvadoran|B1
nicaragüense|adj||Nicaraguan|B1
costarricense|adj||Costa Rican|B1
panameño|adj||Panamanian|B1
dominicano|adj||Dominican|A2
puertorriqueño|adj||Puerto Rican|A2
canadiense|adj||Canadian|A1
brasileño|adj||Brazilian|A2
británico|adj||British|A2
irlandés|adj||Irish|A2
escocés|adj||Scottish|A2
galés|adj||Welsh|B1
europeo|adj||European|A2
africano|adj||African|A2
asiático|adj||Asian|A2
australiano|adj||Australian|A2
latino|adj||Latin; Latino|A2
latinoamericano|adj||Latin American|A2
hispano|adj||Hispanic; Spanish-speaking|B1
hispanohablante|adj||Spanish-speaking|B1
chino|adj||Chinese|A1
japonés|adj||Japanese|A1
coreano|adj||Korean|A2
ruso|adj||Russian|A2
árabe|adj||Arab; Arabic|A2
indio|adj||Indian|A2
griego|adj||Greek|A2
holandés|adj||Dutch|A2
sueco|adj||Swedish|B1
suizo|adj||Swiss|B1
belga|adj||Belgian|B1
polaco|adj||Polish|B1
turco|adj||Turkish|B1
marroquí|adj||Moroccan|B1
egipcio|adj||Egyptian|B1
catalán|adj||Catalan|B1
gallego|adj||Galician|B1
vasco|adj||Basque|B1
andaluz|adj||Andalusian|B1
madrileño|adj||from Madrid|B1
nativo|adj||native|B1
indígena|adj||indigenous; native|B1
# --- Adjectives: society, work and knowledge (B1) ---
social|adj||social|B1
político|adj||political|B1
económico|adj||economic; cheap; economical|B1
cultural|adj||cultural|B1
mundial|adj||world; worldwide; global|B1
físico|adj||physical|B1
mental|adj||mental|B1
médico|adj||medical|B1
científico|adj||scientific|B1
técnico|adj||technical|B1
histórico|adj||historic; historical|B1
artístico|adj||artistic|B1
urbano|adj||urban; city|B1
rural|adj||rural; country|B1
oficial|adj||official|B1
legal|adj||legal; lawful|B1
ilegal|adj||illegal|B1
militar|adj||military|B1
religioso|adj||religious|B1
católico|adj||Catholic|B1
educativo|adj||educational|B1
automático|adj||automatic|B1
manual|adj||manual|B1
industrial|adj||industrial|B1
comercial|adj||commercial|B1
financiero|adj||financial|B2
laboral|adj||work-related; labour|B2
empresarial|adj||business; corporate|B2
fiscal|adj||fiscal; tax|C1
académico|adj||academic|B1
clásico|adj||classic; classical|B1
romántico|adj||romantic|B1
dramático|adj||dramatic|B1
trágico|adj||tragic|B1
literario|adj||literary|B2
turístico|adj||tourist; touristy|B1
céntrico|adj||central; downtown|B1
animado|adj||lively; animated; in good spirits|B1
concurrido|adj||busy; crowded|B2
desierto|adj||deserted; empty|B1
vecino|adj||neighbouring; nearby|B1
regional|adj||regional|B1
municipal|adj||municipal; town|B2
estatal|adj||state; state-owned|B2
federal|adj||federal|B2
costero|adj||coastal|B2
montañoso|adj||mountainous|B1
tropical|adj||tropical|B1
marino|adj||marine; sea|B1
marítimo|adj||maritime; seaside|B2
terrestre|adj||land; terrestrial; earthly|B2
aéreo|adj||air; aerial|B1
espacial|adj||space; spatial|B1
solar|adj||solar; sun|B1
ambiental|adj||environmental|B1
ecológico|adj||ecological; organic; eco-friendly|B1
sostenible|adj||sustainable|B1
contaminado|adj||polluted; contaminated|B1
puro|adj||pure; sheer|B1
tóxico|adj||toxic|B1
venenoso|adj||poisonous; venomous|B1
mortal|adj||deadly; fatal; mortal|B1
arriesgado|adj||risky; daring|B1
inseguro|adj||insecure; unsafe; unsure|B1
estable|adj||stable; steady|B1
inestable|adj||unstable|B2
grave|adj||serious; grave; deep (voice)|B1
leve|adj||slight; minor; light|B2
urgente|adj||urgent|B1
inmediato|adj||immediate|B1
veloz|adj||fast; swift|B2
temporal|adj||temporary; temporal|B1
permanente|adj||permanent|B1
constante|adj||constant; steady|B1
frecuente|adj||frequent; common|B1
habitual|adj||usual; habitual; regular|B1
ocasional|adj||occasional|B2
cotidiano|adj||everyday; daily|B1
corriente|adj||ordinary; common; current (water, account)|B1
ordinario|adj||ordinary; common; vulgar|B2
extraordinario|adj||extraordinary|B1
usual|adj||usual|B1
sorprendente|adj||surprising|B1
asombroso|adj||astonishing; amazing|B2
impresionante|adj||impressive; stunning|B1
magnífico|adj||magnificent; wonderful|B1
espléndido|adj||splendid; generous|B2
fatal|adj||awful; terrible; fatal|B1
pésimo|adj||dreadful; very bad|B2
espantoso|adj||dreadful; frightful|B2
horroroso|adj||horrific; hideous|B2
adecuado|adj||suitable; appropriate; adequate|B1
apropiado|adj||appropriate; suitable|B1
conveniente|adj||convenient; advisable|B1
suficiente|adj||enough; sufficient|B1
insuficiente|adj||insufficient; inadequate|B2
excesivo|adj||excessive|B2
justo|adj||fair; just; tight; exact|B1
injusto|adj||unfair; unjust|B1
razonable|adj||reasonable|B1
lógico|adj||logical|B1
absurdo|adj||absurd|B1
ridículo|adj||ridiculous|B1
estúpido|adj||stupid|B1
sensato|adj||sensible|B2
sensible|adj||sensitive (not "sensible")|B1
prudente|adj||prudent; careful; wise|B2
cuidadoso|adj||careful|B1
atento|adj||attentive; thoughtful; polite|B1
distraído|adj||absent-minded; distracted|B1
despistado|adj||absent-minded; scatterbrained|B1
concentrado|adj||focused; concentrated|B1
sabio|adj||wise; learned|B1
culto|adj||cultured; educated; learned|B2
ignorante|adj||ignorant|B1
poderoso|adj||powerful|B1
potente|adj||powerful; potent|B1
activo|adj||active|B1
pasivo|adj||passive|B2
positivo|adj||positive|B1
negativo|adj||negative|B1
neutral|adj||neutral|B2
directo|adj||direct; straight; live (broadcast)|B1
indirecto|adj||indirect|B2
concreto|adj||concrete; specific; particular|B1
abstracto|adj||abstract|B2
específico|adj||specific|B1
preciso|adj||precise; accurate; necessary|B1
detallado|adj||detailed|B1
particular|adj||particular; private; peculiar|B1
individual|adj||individual; single (room, bed)|B1
colectivo|adj||collective; group|B2
mutuo|adj||mutual|B2
global|adj||global; overall|B1
universal|adj||universal|B2
parcial|adj||partial; biased|B2
absoluto|adj||absolute; complete|B1
relativo|adj||relative|B2
secundario|adj||secondary; side (effect)|B1
básico|adj||basic|B1
esencial|adj||essential|B1
fundamental|adj||fundamental; basic|B1
crucial|adj||crucial|B2
vital|adj||vital; lively|B2
decisivo|adj||decisive|B2
crítico|adj||critical|B1
severo|adj||severe; strict; harsh|B2
estricto|adj||strict|B1
exigente|adj||demanding; strict|B1
flexible|adj||flexible|B1
rígido|adj||rigid; stiff|B2
firme|adj||firm; steady; solid|B1
intenso|adj||intense; strong|B1
violento|adj||violent; awkward|B1
pacífico|adj||peaceful; pacific|B1
agresivo|adj||aggressive|B1
cruel|adj||cruel|B1
bondadoso|adj||kind; kind-hearted|B2
malvado|adj||evil; wicked|B2
inocente|adj||innocent; naive|B1
culpable|adj||guilty|B1
independiente|adj||independent|B1
dependiente|adj||dependent|B2
obligatorio|adj||compulsory; mandatory|B1
opcional|adj||optional|B1
voluntario|adj||voluntary|B2
gratuito|adj||free (of charge); gratuitous|B1
gratis|adj||free (of charge)|A2
costoso|adj||costly; expensive|B1
valioso|adj||valuable|B1
lujoso|adj||luxurious|B1
eficaz|adj||effective; efficient|B2
eficiente|adj||efficient|B1
efectivo|adj||effective|B2
# --- Adjectives: participles and states (B1-B2) ---
desconocido|adj||unknown; unfamiliar|B1
reconocido|adj||recognised; renowned; acknowledged|B2
esperado|adj||expected; awaited|B1
inesperado|adj||unexpected|B1
previsto|adj||planned; expected; foreseen|B2
imprevisto|adj||unforeseen; unexpected|B2
decidido|adj||determined; decided; resolute|B1
indeciso|adj||undecided; indecisive|B2
convencido|adj||convinced|B1
dispuesto|adj||willing; ready; arranged|B1
insatisfecho|adj||dissatisfied|B2
avanzado|adj||advanced|B1
atrasado|adj||late; behind; backward|B1
adelantado|adj||early; ahead; advanced; fast (clock)|B1
retrasado|adj||delayed; late; behind|B1
elevado|adj||high; elevated|B2
reducido|adj||reduced; small; limited|B2
limitado|adj||limited|B1
ilimitado|adj||unlimited|B2
determinado|adj||certain; specific; determined|B2
cualificado|adj||qualified; skilled (Spain)|B2
calificado|adj||qualified; skilled|B2
motivado|adj||motivated|B1
relacionado|adj||related; connected|B1
dicho|adj||said; aforementioned|B2
mencionado|adj||mentioned; aforementioned|B2
llamado|adj||called; so-called|B1
considerado|adj||considerate; considered|B2
destacado|adj||outstanding; prominent|B2
obligado|adj||obliged; forced|B1
escondido|adj||hidden|B1
desaparecido|adj||missing; disappeared|B1
resuelto|adj||resolved; solved; determined|B2
estropeado|adj||broken; damaged; spoiled|B1
averiado|adj||broken down; out of order|B2
caducado|adj||expired; out of date|B2
relleno|adj||stuffed; filled|B2
picado|adj||chopped; minced; choppy (sea)|B1
jugoso|adj||juicy|B1
crujiente|adj||crunchy; crispy|B1
soso|adj||bland; tasteless; dull|B1
desnatado|adj||skimmed (milk)|B1
artesanal|adj||handmade; artisan; craft|B2
tormentoso|adj||stormy|B1
pálido|adj||pale|B1
bronceado|adj||tanned|B1
musculoso|adj||muscular|B1
atlético|adj||athletic|B1
arrugado|adj||wrinkled; creased|B2
rizado|adj||curly|A2
liso|adj||straight (hair); smooth; plain|A2
ondulado|adj||wavy|B1
grueso|adj||thick; stout|B1
fino|adj||thin; fine; refined|B1
áspero|adj||rough; harsh|B2
hondo|adj||deep|B2
plano|adj||flat; level|B1
torcido|adj||crooked; twisted|B2
luminoso|adj||bright; luminous; light (room)|B1
brillante|adj||bright; shiny; brilliant|B1
transparente|adj||transparent; clear|B1
opaco|adj||opaque; dull|C1
visible|adj||visible|B2
invisible|adj||invisible|B1
oculto|adj||hidden; concealed|B2
secreto|adj||secret|B1
misterioso|adj||mysterious|B1
aparente|adj||apparent; seeming|B2
virtual|adj||virtual; online|B1
ficticio|adj||fictitious; fictional|B2
imaginario|adj||imaginary|B2
auténtico|adj||authentic; genuine; real|B1
original|adj||original|B1
genuino|adj||genuine|B2
artificial|adj||artificial|B1
sintético|adj||synthetic|B2
orgánico|adj||organic|B1
sólido|adj||solid|B1
líquido|adj||liquid|B1
hueco|adj||hollow; empty|B2
denso|adj||dense; thick|B2
escaso|adj||scarce; scant; little|B2
abundante|adj||abundant; plentiful|B2
numeroso|adj||numerous; large (family)|B1
múltiple|adj||multiple|B2
diverso|adj||diverse; various|B2
variado|adj||varied; assorted|B1
pleno|adj||full; complete; in the middle of|B2
doble|adj||double|A2
triple|adj||triple|B1
interior|adj||inner; inside; interior|B1
exterior|adj||outside; external; foreign (policy)|B1
interno|adj||internal; inner; boarding|B2
externo|adj||external; outer|B2
central|adj||central; main|B1
superior|adj||upper; higher; superior|B1
inferior|adj||lower; inferior|B1
lateral|adj||side; lateral|B2
vertical|adj||vertical|B2
horizontal|adj||horizontal|B2
paralelo|adj||parallel|B2
inicial|adj||initial; starting|B1
final|adj||final; last|A2
previo|adj||previous; prior|B2
posterior|adj||later; subsequent; back|B2
eterno|adj||eternal; endless|B2
contemporáneo|adj||contemporary|B2
medieval|adj||medieval|B1
mediano|adj||medium; average; middle-sized|A2
regular|adj||regular; so-so; average|A2
zurdo|adj||left-handed|B1
diestro|adj||right-handed; skilful|C1
hábil|adj||skilful; clever; working (day)|B2
torpe|adj||clumsy; awkward; slow-witted|B1
experto|adj||expert; skilled|B1
célebre|adj||famous; celebrated|B2
# --- Adjectives: feelings and character (B2) ---
inquieto|adj||restless; uneasy; worried|B2
sereno|adj||calm; serene|B2
calmado|adj||calm|B1
agitado|adj||agitated; hectic; rough (sea)|B2
tenso|adj||tense; taut|B2
frustrado|adj||frustrated|B1
ilusionado|adj||excited; hopeful|B1
entusiasmado|adj||enthusiastic; excited|B1
entusiasta|adj||enthusiastic|B2
apasionado|adj||passionate|B2
aterrorizado|adj||terrified|B2
asqueado|adj||disgusted|C1
molesto|adj||annoyed; bothered; annoying|B1
melancólico|adj||melancholy; gloomy|C1
nostálgico|adj||nostalgic; homesick|B2
solitario|adj||lonely; solitary|B1
sentimental|adj||sentimental|B2
emocional|adj||emotional|B1
afectuoso|adj||affectionate|B2
leal|adj||loyal|B2
fiel|adj||faithful; loyal|B1
infiel|adj||unfaithful|B2
noble|adj||noble|B2
digno|adj||worthy; dignified; decent|B2
respetuoso|adj||respectful|B1
amistoso|adj||friendly|B1
cordial|adj||cordial; friendly|B2
hostil|adj||hostile|C1
rebelde|adj||rebellious; unruly|B1
terco|adj||stubborn|B2
testarudo|adj||stubborn; pig-headed|B2
tacaño|adj||stingy; mean|B1
mimado|adj||spoiled; pampered|B2
ingenuo|adj||naive|B2
hipócrita|adj||hypocritical|B2
envidioso|adj||envious|B2
vanidoso|adj||vain; conceited|B2
presumido|adj||vain; conceited|B2
arrogante|adj||arrogant|B2
modesto|adj||modest|B2
discreto|adj||discreet; modest|B2
atrevido|adj||daring; bold; cheeky|B2
audaz|adj||bold; daring|C1
insoportable|adj||unbearable; insufferable|B2
majo|adj||nice; lovely (Spain, informal)|B1
mono|adj||cute; pretty (Spain, informal)|B1
chulo|adj||cool; neat (Spain); cocky|B1
guay|adj||cool; great (Spain, informal)|B1
chévere|adj||great; cool (Latin America, informal)|B1
bacano|adj||cool; great (Colombia, informal)|B2
padre|adj||cool; great (Mexico, informal)|B2
# --- Adjectives: more abstract (B2-C1) ---
actualizado|adj||updated; up to date|B2
adicional|adj||additional; extra|B1
adulto|adj||adult; grown-up|B1
ajeno|adj||someone else's; alien; unaware|C1
alternativo|adj||alternative|B2
ambiguo|adj||ambiguous|C1
anónimo|adj||anonymous|B2
apto|adj||suitable; fit; apt|C1
arbitrario|adj||arbitrary|C1
biológico|adj||biological|B2
brusco|adj||abrupt; sudden; brusque|C1
burocrático|adj||bureaucratic|C1
coherente|adj||coherent; consistent|B2
compatible|adj||compatible|B2
competente|adj||competent|B2
competitivo|adj||competitive|B2
comprensible|adj||understandable; comprehensible|B2
comprensivo|adj||understanding; sympathetic|B2
consciente|adj||aware; conscious|B2
considerable|adj||considerable; substantial|B2
constructivo|adj||constructive|B2
contrario|adj||opposite; contrary; opposing|B1
convencional|adj||conventional|B2
creíble|adj||credible; believable|B2
crónico|adj||chronic|B2
democrático|adj||democratic|B1
desastroso|adj||disastrous|B2
distante|adj||distant; aloof|B2
doméstico|adj||domestic; household|B1
dudoso|adj||doubtful; dubious|B2
duradero|adj||lasting; durable|B2
enérgico|adj||energetic; forceful|B2
equivalente|adj||equivalent|B2
espiritual|adj||spiritual|B2
espontáneo|adj||spontaneous|B2
estético|adj||aesthetic|C1
ético|adj||ethical|B2
excepcional|adj||exceptional|B2
exclusivo|adj||exclusive|B2
exitoso|adj||successful|B1
exótico|adj||exotic|B2
experimental|adj||experimental|B2
explícito|adj||explicit|C1
implícito|adj||implicit|C1
extenso|adj||extensive; vast; long|B2
extremo|adj||extreme|B2
fértil|adj||fertile|B2
feroz|adj||fierce; ferocious|C1
formal|adj||formal; reliable|B1
informal|adj||informal; casual; unreliable|B1
frágil|adj||fragile; frail|B2
funcional|adj||functional|B2
gigantesco|adj||gigantic|B2
gradual|adj||gradual|B2
idéntico|adj||identical|B2
ideal|adj||ideal|B1
imparcial|adj||impartial; unbiased|C1
imprescindible|adj||essential; indispensable|B2
indispensable|adj||indispensable; essential|B2
inaceptable|adj||unacceptable|B2
incierto|adj||uncertain|C1
inevitable|adj||inevitable; unavoidable|B2
infantil|adj||children's; childish; infantile|B1
infinito|adj||infinite; endless|B2
inmóvil|adj||motionless; still|C1
intelectual|adj||intellectual|B2
intermedio|adj||intermediate|B1
íntimo|adj||intimate; close; private|B2
irónico|adj||ironic|B2
irregular|adj||irregular|B1
juvenil|adj||youth; youthful; junior|B2
legítimo|adj||legitimate; genuine|C1
liberal|adj||liberal|B2
literal|adj||literal|B2
masculino|adj||masculine; male|B1
femenino|adj||feminine; female|B1
matemático|adj||mathematical|B2
mediocre|adj||mediocre|B2
menudo|adj||small; slight; what a (menudo lío)|C1
mero|adj||mere|C1
minucioso|adj||meticulous; thorough|C1
moral|adj||moral|B2
móvil|adj||mobile; movable|B1
notable|adj||remarkable; notable; noticeable|B2
novedoso|adj||novel; innovative|C1
nulo|adj||null; void; useless|C1
objetivo|adj||objective|B2
subjetivo|adj||subjective|B2
opuesto|adj||opposite; opposed|B2
oral|adj||oral; spoken|B1
pasajero|adj||passing; temporary|B2
patético|adj||pathetic|B2
peculiar|adj||peculiar; particular|B2
perjudicial|adj||harmful; damaging|C1
pertinente|adj||relevant; pertinent|C1
polémico|adj||controversial|C1
portátil|adj||portable|B1
precario|adj||precarious|C1
prematuro|adj||premature|B2
primitivo|adj||primitive|B2
productivo|adj||productive|B2
progresivo|adj||progressive; gradual|C1
prolongado|adj||prolonged; lengthy|C1
próspero|adj||prosperous|C1
provisional|adj||provisional; temporary|B2
psicológico|adj||psychological|B2
racional|adj||rational|B2
radical|adj||radical|B2
relevante|adj||relevant; important|B2
remoto|adj||remote|B2
rentable|adj||profitable; cost-effective|C1
repentino|adj||sudden|B2
riguroso|adj||rigorous; strict|C1
robusto|adj||robust; sturdy|C1
rotundo|adj||categorical; emphatic; resounding|C1
rutinario|adj||routine|B2
sagrado|adj||sacred; holy|B2
satisfactorio|adj||satisfactory|B2
significativo|adj||significant; meaningful|B2
simbólico|adj||symbolic; token|C1
simultáneo|adj||simultaneous|C1
singular|adj||singular; unique; peculiar|C1
sobrio|adj||sober; restrained|B2
solemne|adj||solemn|C1
solidario|adj||supportive; caring; showing solidarity|B2
sombrío|adj||gloomy; sombre; dark|C1
sospechoso|adj||suspicious|B2
sublime|adj||sublime|C1
sucesivo|adj||successive; following|C1
superficial|adj||superficial; shallow|B2
supremo|adj||supreme|C1
sutil|adj||subtle|C1
teórico|adj||theoretical|B2
tremendo|adj||tremendous; terrible; huge|B2
trivial|adj||trivial|C1
variable|adj||variable; changeable|B2
vasto|adj||vast|C1
verbal|adj||verbal|B2
vergonzoso|adj||shameful; shy|B2
viable|adj||viable; feasible|C1
vigente|adj||in force; current; valid|C1
visual|adj||visual|B2
vulgar|adj||vulgar; common|B2
vulnerable|adj||vulnerable|B2
`;
