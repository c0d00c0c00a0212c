/**
 * Spanish verbs for the built-in glossary: `lemma|verb||gloss|level`, one per line.
 * Ordered from the most frequent to the rarest (A0 first words … C2 rare or literary); within a
 * level, more frequent verbs come first. Lemmas are infinitives; pronominal verbs (`irse`,
 * `quedarse`, `llamarse` …) have their own entry when their meaning differs from the base verb.
 * Every alternative in a gloss starts with "to ", most common sense first.
 */
export const VERBS_DATA = `
# --- A0 ---
ser|verb||to be (identity, origin, time)|A0
estar|verb||to be (state, location)|A0
tener|verb||to have; to hold|A0
hacer|verb||to do; to make|A0
ir|verb||to go|A0
poder|verb||to be able to; to be allowed to|A0
decir|verb||to say; to tell|A0
haber|verb||to have (auxiliary); to be (there is, there are)|A0
ver|verb||to see; to watch|A0
dar|verb||to give|A0
saber|verb||to know (a fact); to know how to|A0
querer|verb||to want; to love|A0
llegar|verb||to arrive; to reach|A0
pasar|verb||to happen; to pass; to spend (time)|A0
poner|verb||to put; to place|A0
hablar|verb||to speak; to talk|A0
llamar|verb||to call|A0
venir|verb||to come|A0
pensar|verb||to think|A0
salir|verb||to go out; to leave|A0
tomar|verb||to take; to drink|A0
conocer|verb||to know (a person, a place); to meet|A0
vivir|verb||to live|A0
mirar|verb||to look at; to watch|A0
empezar|verb||to begin; to start|A0
buscar|verb||to look for; to search|A0
trabajar|verb||to work|A0
escribir|verb||to write|A0
entender|verb||to understand|A0
necesitar|verb||to need|A0
leer|verb||to read|A0
abrir|verb||to open|A0
preguntar|verb||to ask|A0
estudiar|verb||to study|A0
ayudar|verb||to help|A0
gustar|verb||to like; to please|A0
jugar|verb||to play (a game, a sport)|A0
escuchar|verb||to listen to; to hear|A0
comer|verb||to eat; to have lunch|A0
comprar|verb||to buy|A0
beber|verb||to drink|A0
dormir|verb||to sleep|A0
aprender|verb||to learn|A0
viajar|verb||to travel|A0
llamarse|verb||to be called (named)|A0
# --- A1 ---
deber|verb||to have to; to owe|A1
parecer|verb||to seem; to look like|A1
quedar|verb||to remain; to be left; to arrange to meet|A1
creer|verb||to believe; to think|A1
llevar|verb||to carry; to take; to wear|A1
dejar|verb||to leave; to let; to allow|A1
seguir|verb||to follow; to continue; to keep (doing)|A1
encontrar|verb||to find|A1
volver|verb||to return; to come back|A1
sentir|verb||to feel; to be sorry|A1
contar|verb||to tell; to count|A1
esperar|verb||to wait; to hope; to expect|A1
entrar|verb||to enter; to go in|A1
perder|verb||to lose; to miss|A1
pedir|verb||to ask for; to order|A1
recibir|verb||to receive|A1
recordar|verb||to remember; to remind|A1
terminar|verb||to finish; to end|A1
comenzar|verb||to begin; to start|A1
sacar|verb||to take out; to get (a grade, a photo)|A1
caer|verb||to fall|A1
cambiar|verb||to change|A1
presentar|verb||to introduce; to present|A1
oír|verb||to hear|A1
acabar|verb||to finish; to end up|A1
ganar|verb||to win; to earn|A1
traer|verb||to bring|A1
morir|verb||to die|A1
comprender|verb||to understand; to include|A1
explicar|verb||to explain|A1
tocar|verb||to touch; to play (an instrument); to be someone's turn|A1
nacer|verb||to be born|A1
correr|verb||to run|A1
pagar|verb||to pay|A1
usar|verb||to use; to wear|A1
decidir|verb||to decide|A1
repetir|verb||to repeat|A1
olvidar|verb||to forget|A1
subir|verb||to go up; to climb; to upload|A1
preferir|verb||to prefer|A1
cerrar|verb||to close; to shut|A1
enseñar|verb||to teach; to show|A1
cocinar|verb||to cook|A1
limpiar|verb||to clean|A1
bailar|verb||to dance|A1
cantar|verb||to sing|A1
nadar|verb||to swim|A1
caminar|verb||to walk|A1
descansar|verb||to rest|A1
desayunar|verb||to have breakfast|A1
cenar|verb||to have dinner|A1
almorzar|verb||to have lunch|A1
vender|verb||to sell|A1
costar|verb||to cost|A1
amar|verb||to love|A1
irse|verb||to leave; to go away|A1
quedarse|verb||to stay; to remain|A1
levantarse|verb||to get up; to stand up|A1
sentarse|verb||to sit down|A1
despertarse|verb||to wake up|A1
acostarse|verb||to go to bed; to lie down|A1
ducharse|verb||to take a shower|A1
vestirse|verb||to get dressed|A1
sentirse|verb||to feel (well, ill, sad)|A1
lavarse|verb||to wash (oneself)|A1
enviar|verb||to send|A1
visitar|verb||to visit|A1
invitar|verb||to invite|A1
preparar|verb||to prepare; to make (food)|A1
lavar|verb||to wash|A1
conducir|verb||to drive; to lead|A1
parar|verb||to stop|A1
bajar|verb||to go down; to lower; to get off; to download|A1
reservar|verb||to book; to reserve|A1
contestar|verb||to answer; to reply|A1
responder|verb||to answer; to respond|A1
practicar|verb||to practise|A1
significar|verb||to mean|A1
completar|verb||to complete; to fill in|A1
dibujar|verb||to draw|A1
pintar|verb||to paint|A1
probar|verb||to try; to taste; to test|A1
llover|verb||to rain|A1
nevar|verb||to snow|A1
doler|verb||to hurt; to ache|A1
encantar|verb||to love (something); to delight|A1
saludar|verb||to greet; to say hello|A1
coger|verb||to take; to catch; to pick up|A1
pasear|verb||to go for a walk; to stroll|A1
regalar|verb||to give (as a present)|A1
regresar|verb||to return; to go back|A1
# --- A2 ---
tratar|verb||to try; to treat|A2
ocurrir|verb||to happen; to occur|A2
permitir|verb||to allow; to permit|A2
aparecer|verb||to appear|A2
conseguir|verb||to get; to manage to; to achieve|A2
servir|verb||to serve; to be useful|A2
crear|verb||to create|A2
partir|verb||to leave; to split; to depart|A2
aceptar|verb||to accept|A2
cumplir|verb||to fulfil; to turn (an age); to keep (a promise)|A2
ofrecer|verb||to offer|A2
descubrir|verb||to discover|A2
levantar|verb||to lift; to raise|A2
intentar|verb||to try; to attempt|A2
valer|verb||to be worth; to cost|A2
mostrar|verb||to show|A2
mover|verb||to move|A2
continuar|verb||to continue; to go on|A2
andar|verb||to walk; to go about; to work (machine)|A2
abrazar|verb||to hug; to embrace|A2
odiar|verb||to hate|A2
llorar|verb||to cry|A2
reír|verb||to laugh|A2
sonreír|verb||to smile|A2
acordarse|verb||to remember|A2
ponerse|verb||to put on (clothes); to become|A2
preocuparse|verb||to worry|A2
casarse|verb||to get married|A2
dormirse|verb||to fall asleep|A2
despedirse|verb||to say goodbye|A2
encontrarse|verb||to meet up; to be (located); to feel|A2
parecerse|verb||to look like; to resemble|A2
equivocarse|verb||to make a mistake; to be wrong|A2
enamorarse|verb||to fall in love|A2
reírse|verb||to laugh (at)|A2
moverse|verb||to move (oneself); to get moving|A2
divertirse|verb||to have fun; to enjoy oneself|A2
aburrirse|verb||to get bored|A2
cansarse|verb||to get tired|A2
enfadarse|verb||to get angry|A2
enojarse|verb||to get angry|A2
quitarse|verb||to take off (clothes)|A2
peinarse|verb||to comb one's hair|A2
afeitarse|verb||to shave|A2
maquillarse|verb||to put on make-up|A2
bañarse|verb||to take a bath; to go swimming|A2
relajarse|verb||to relax|A2
olvidarse|verb||to forget|A2
dedicarse|verb||to do for a living; to devote oneself|A2
caerse|verb||to fall down; to fall over|A2
perderse|verb||to get lost; to miss out on|A2
registrarse|verb||to register; to check in|A2
secarse|verb||to dry oneself|A2
romperse|verb||to break (a bone, an object)|A2
mandar|verb||to send; to order|A2
celebrar|verb||to celebrate|A2
planchar|verb||to iron|A2
ordenar|verb||to tidy; to order; to arrange|A2
arreglar|verb||to fix; to tidy up; to arrange|A2
romper|verb||to break|A2
construir|verb||to build; to construct|A2
manejar|verb||to drive; to handle; to manage|A2
aparcar|verb||to park|A2
estacionar|verb||to park|A2
cruzar|verb||to cross|A2
girar|verb||to turn|A2
doblar|verb||to turn (a corner); to fold; to dub|A2
montar|verb||to ride; to set up; to assemble|A2
volar|verb||to fly|A2
alquilar|verb||to rent; to hire|A2
cobrar|verb||to charge; to get paid|A2
gastar|verb||to spend (money); to use up|A2
ahorrar|verb||to save (money, time)|A2
prestar|verb||to lend|A2
devolver|verb||to give back; to return (an item)|A2
cambiarse|verb||to get changed; to change (clothes, house)|A2
probarse|verb||to try on|A2
elegir|verb||to choose; to elect|A2
escoger|verb||to choose; to pick|A2
mejorar|verb||to improve|A2
crecer|verb||to grow|A2
añadir|verb||to add|A2
sumar|verb||to add (up)|A2
corregir|verb||to correct|A2
traducir|verb||to translate|A2
pronunciar|verb||to pronounce|A2
deletrear|verb||to spell|A2
describir|verb||to describe|A2
comparar|verb||to compare|A2
rellenar|verb||to fill in; to fill up|A2
marcar|verb||to mark; to dial; to score|A2
copiar|verb||to copy|A2
pegar|verb||to stick; to paste; to hit|A2
cortar|verb||to cut|A2
borrar|verb||to delete; to erase|A2
guardar|verb||to keep; to save; to put away|A2
descargar|verb||to download; to unload|A2
cargar|verb||to load; to charge (a battery); to carry|A2
apagar|verb||to turn off; to put out|A2
encender|verb||to turn on; to light|A2
funcionar|verb||to work (function)|A2
llenar|verb||to fill|A2
calentar|verb||to heat; to warm up|A2
mezclar|verb||to mix|A2
compartir|verb||to share|A2
vestir|verb||to dress; to wear|A2
oler|verb||to smell|A2
respirar|verb||to breathe|A2
fumar|verb||to smoke|A2
cuidar|verb||to look after; to take care of|A2
esconder|verb||to hide|A2
esconderse|verb||to hide (oneself)|A2
robar|verb||to steal; to rob|A2
discutir|verb||to argue; to discuss|A2
gritar|verb||to shout; to scream|A2
molestar|verb||to bother; to annoy|A2
preocupar|verb||to worry (someone)|A2
interesar|verb||to interest|A2
importar|verb||to matter; to import|A2
faltar|verb||to be missing; to be lacking|A2
apetecer|verb||to feel like; to fancy|A2
agradecer|verb||to thank; to be grateful for|A2
disculpar|verb||to excuse; to forgive|A2
perdonar|verb||to forgive; to pardon|A2
conversar|verb||to talk; to chat|A2
charlar|verb||to chat|A2
opinar|verb||to think; to have an opinion|A2
avisar|verb||to warn; to let know|A2
prometer|verb||to promise|A2
mentir|verb||to lie (tell lies)|A2
adivinar|verb||to guess|A2
imaginar|verb||to imagine|A2
soñar|verb||to dream|A2
desear|verb||to wish; to desire|A2
aprobar|verb||to pass (an exam); to approve|A2
suspender|verb||to fail (an exam); to suspend|A2
memorizar|verb||to memorise|A2
pesar|verb||to weigh|A2
organizar|verb||to organise|A2
planear|verb||to plan|A2
decorar|verb||to decorate|A2
participar|verb||to take part; to participate|A2
entrenar|verb||to train; to coach|A2
tirar|verb||to throw; to throw away; to pull|A2
empujar|verb||to push|A2
recoger|verb||to pick up; to collect; to tidy up|A2
saltar|verb||to jump|A2
patinar|verb||to skate|A2
esquiar|verb||to ski|A2
pescar|verb||to fish|A2
acampar|verb||to camp|A2
disfrutar|verb||to enjoy|A2
alojarse|verb||to stay (at a hotel)|A2
acompañar|verb||to go with; to accompany|A2
entregar|verb||to deliver; to hand in|A2
firmar|verb||to sign|A2
cancelar|verb||to cancel|A2
confirmar|verb||to confirm|A2
tardar|verb||to take (time); to be late|A2
durar|verb||to last|A2
madrugar|verb||to get up early|A2
soler|verb||to usually (do); to be in the habit of|A2
recomendar|verb||to recommend|A2
revisar|verb||to check; to review; to service|A2
depender|verb||to depend|A2
despertar|verb||to wake (someone) up|A2
secar|verb||to dry|A2
cepillarse|verb||to brush (one's teeth, hair)|A2
quitar|verb||to take away; to remove|A2
meter|verb||to put in; to insert|A2
besar|verb||to kiss|A2
extrañar|verb||to miss (someone); to surprise|A2
subirse|verb||to get on; to climb onto|A2
bajarse|verb||to get off; to get down|A2
felicitar|verb||to congratulate|A2
chatear|verb||to chat (online)|A2
sonar|verb||to ring; to sound; to sound familiar|A2
merendar|verb||to have an afternoon snack|A2
mejorarse|verb||to get better|A2
presentarse|verb||to introduce oneself; to turn up; to stand (for election)|A2
conocerse|verb||to meet; to know each other|A2
escribirse|verb||to write to each other; to be spelled|A2
verse|verb||to see each other; to look (appear)|A2
agregar|verb||to add|A2
cortarse|verb||to cut oneself; to get (a haircut)|A2
# --- B1 ---
existir|verb||to exist|B1
producir|verb||to produce|B1
mantener|verb||to keep; to maintain|B1
resultar|verb||to turn out; to result|B1
considerar|verb||to consider|B1
convertir|verb||to turn into; to convert|B1
formar|verb||to form; to train|B1
realizar|verb||to carry out; to make real|B1
suponer|verb||to suppose; to assume|B1
lograr|verb||to achieve; to manage to|B1
reconocer|verb||to recognise; to admit|B1
alcanzar|verb||to reach; to achieve|B1
dirigir|verb||to direct; to manage; to lead|B1
utilizar|verb||to use; to make use of|B1
ocupar|verb||to occupy; to take up (space, time)|B1
hacerse|verb||to become; to pretend to be|B1
volverse|verb||to become; to turn around|B1
convertirse|verb||to become; to turn into|B1
quejarse|verb||to complain|B1
tratarse|verb||to be about (a matter)|B1
llevarse|verb||to take away; to get along (with)|B1
morirse|verb||to die; to be dying (for)|B1
alegrarse|verb||to be glad|B1
fijarse|verb||to notice; to pay attention|B1
ocuparse|verb||to take care of; to deal with|B1
callarse|verb||to be quiet; to shut up|B1
acercarse|verb||to approach; to come closer|B1
alejarse|verb||to move away; to distance oneself|B1
marcharse|verb||to leave; to go away|B1
interesarse|verb||to be interested|B1
cuidarse|verb||to look after oneself|B1
enterarse|verb||to find out; to learn (news)|B1
imaginarse|verb||to imagine; to picture|B1
acostumbrarse|verb||to get used to|B1
asustarse|verb||to get scared|B1
calmarse|verb||to calm down|B1
mudarse|verb||to move (house)|B1
atreverse|verb||to dare|B1
negarse|verb||to refuse|B1
portarse|verb||to behave|B1
comportarse|verb||to behave|B1
reunirse|verb||to meet; to get together|B1
juntarse|verb||to get together; to join up|B1
graduarse|verb||to graduate|B1
jubilarse|verb||to retire|B1
divorciarse|verb||to get divorced|B1
separarse|verb||to separate; to split up|B1
inscribirse|verb||to sign up; to enrol|B1
apurarse|verb||to hurry up|B1
mojarse|verb||to get wet|B1
quemarse|verb||to burn oneself; to get sunburnt|B1
sorprenderse|verb||to be surprised|B1
reparar|verb||to repair|B1
destruir|verb||to destroy|B1
detener|verb||to stop; to arrest|B1
decidirse|verb||to make up one's mind|B1
empeorar|verb||to get worse; to make worse|B1
aumentar|verb||to increase|B1
disminuir|verb||to decrease; to reduce|B1
reducir|verb||to reduce|B1
restar|verb||to subtract|B1
multiplicar|verb||to multiply|B1
dividir|verb||to divide; to split|B1
subrayar|verb||to underline|B1
fotografiar|verb||to photograph|B1
grabar|verb||to record; to engrave|B1
imprimir|verb||to print|B1
conectar|verb||to connect|B1
instalar|verb||to install|B1
vaciar|verb||to empty|B1
enfriar|verb||to cool; to chill|B1
hervir|verb||to boil|B1
freír|verb||to fry|B1
asar|verb||to roast; to grill|B1
hornear|verb||to bake|B1
pelar|verb||to peel|B1
picar|verb||to chop; to sting; to be spicy|B1
servirse|verb||to help oneself (to food)|B1
brillar|verb||to shine|B1
soplar|verb||to blow|B1
amanecer|verb||to dawn; to wake up (somewhere)|B1
anochecer|verb||to get dark|B1
sufrir|verb||to suffer|B1
curar|verb||to cure; to heal|B1
enfermar|verb||to fall ill; to make ill|B1
toser|verb||to cough|B1
estornudar|verb||to sneeze|B1
sangrar|verb||to bleed|B1
vomitar|verb||to vomit|B1
operar|verb||to operate (on)|B1
recetar|verb||to prescribe|B1
engordar|verb||to put on weight; to fatten|B1
adelgazar|verb||to lose weight|B1
proteger|verb||to protect|B1
salvar|verb||to save; to rescue|B1
rescatar|verb||to rescue|B1
ocultar|verb||to hide; to conceal|B1
matar|verb||to kill|B1
atacar|verb||to attack|B1
defender|verb||to defend|B1
luchar|verb||to fight; to struggle|B1
pelear|verb||to fight; to argue|B1
insultar|verb||to insult|B1
asustar|verb||to scare; to frighten|B1
sorprender|verb||to surprise|B1
sobrar|verb||to be left over; to be too much|B1
bastar|verb||to be enough|B1
fascinar|verb||to fascinate|B1
despedir|verb||to fire (dismiss); to see off|B1
platicar|verb||to chat (Mexico, Central America)|B1
comentar|verb||to comment; to mention|B1
mencionar|verb||to mention|B1
informar|verb||to inform; to report|B1
anunciar|verb||to announce; to advertise|B1
comunicar|verb||to communicate; to inform|B1
indicar|verb||to indicate; to point out|B1
señalar|verb||to point at; to point out|B1
expresar|verb||to express|B1
afirmar|verb||to state; to affirm|B1
negar|verb||to deny; to refuse|B1
jurar|verb||to swear|B1
engañar|verb||to deceive; to cheat on|B1
confiar|verb||to trust|B1
dudar|verb||to doubt|B1
sospechar|verb||to suspect|B1
merecer|verb||to deserve|B1
valorar|verb||to value; to appreciate|B1
apreciar|verb||to appreciate|B1
admirar|verb||to admire|B1
respetar|verb||to respect|B1
criticar|verb||to criticise|B1
protestar|verb||to protest; to complain|B1
reclamar|verb||to claim; to demand; to complain|B1
exigir|verb||to demand; to require|B1
obligar|verb||to force; to oblige|B1
prohibir|verb||to forbid; to ban|B1
examinar|verb||to examine|B1
evaluar|verb||to evaluate; to assess|B1
matricularse|verb||to enrol|B1
investigar|verb||to research; to investigate|B1
analizar|verb||to analyse|B1
aprenderse|verb||to learn (by heart)|B1
resumir|verb||to summarise|B1
calcular|verb||to calculate|B1
medir|verb||to measure|B1
planificar|verb||to plan|B1
colaborar|verb||to collaborate; to contribute|B1
competir|verb||to compete|B1
golpear|verb||to hit; to knock|B1
lanzar|verb||to throw; to launch|B1
arrastrar|verb||to drag|B1
agarrar|verb||to grab; to take hold of|B1
soltar|verb||to let go of; to release|B1
atrapar|verb||to catch; to trap|B1
colgar|verb||to hang; to hang up (the phone)|B1
tender|verb||to hang out (washing); to tend to|B1
escalar|verb||to climb|B1
bucear|verb||to dive; to snorkel|B1
cazar|verb||to hunt|B1
navegar|verb||to sail; to browse (the internet)|B1
surfear|verb||to surf|B1
entrenarse|verb||to train; to work out|B1
empatar|verb||to draw; to tie|B1
vencer|verb||to defeat; to overcome; to expire|B1
fallar|verb||to fail; to miss|B1
acertar|verb||to get right; to hit (the target)|B1
apostar|verb||to bet|B1
componer|verb||to compose|B1
actuar|verb||to act; to perform|B1
interpretar|verb||to interpret; to perform|B1
ensayar|verb||to rehearse|B1
aplaudir|verb||to applaud; to clap|B1
divertir|verb||to amuse; to entertain|B1
aburrir|verb||to bore|B1
entretener|verb||to entertain; to keep busy|B1
relajar|verb||to relax|B1
recorrer|verb||to travel around; to go through|B1
explorar|verb||to explore|B1
instalarse|verb||to settle in|B1
hospedarse|verb||to stay (as a guest)|B1
acoger|verb||to welcome; to take in|B1
guiar|verb||to guide|B1
reunir|verb||to gather; to bring together|B1
juntar|verb||to put together; to join|B1
unir|verb||to join; to unite|B1
separar|verb||to separate|B1
repartir|verb||to share out; to deliver|B1
solicitar|verb||to apply for; to request|B1
renovar|verb||to renew; to renovate|B1
aplazar|verb||to postpone|B1
retrasar|verb||to delay|B1
adelantar|verb||to bring forward; to overtake|B1
demorar|verb||to delay; to take (time)|B1
atrasarse|verb||to be late; to fall behind|B1
trasnochar|verb||to stay up late|B1
acostumbrar|verb||to be accustomed to; to accustom|B1
aprovechar|verb||to make the most of; to take advantage of|B1
evitar|verb||to avoid|B1
impedir|verb||to prevent; to stop|B1
animar|verb||to encourage; to cheer up|B1
apoyar|verb||to support; to lean|B1
aconsejar|verb||to advise|B1
sugerir|verb||to suggest|B1
proponer|verb||to propose; to suggest|B1
convencer|verb||to convince; to persuade|B1
insistir|verb||to insist|B1
obedecer|verb||to obey|B1
castigar|verb||to punish|B1
donar|verb||to donate|B1
invertir|verb||to invest; to reverse|B1
facturar|verb||to check in (luggage); to invoice|B1
contratar|verb||to hire; to contract|B1
renunciar|verb||to resign; to give up|B1
emplear|verb||to employ; to use|B1
controlar|verb||to control; to check|B1
comprobar|verb||to check; to verify|B1
asegurar|verb||to assure; to ensure; to insure|B1
establecer|verb||to establish; to set up|B1
desarrollar|verb||to develop|B1
provocar|verb||to cause; to provoke|B1
causar|verb||to cause|B1
afectar|verb||to affect|B1
pertenecer|verb||to belong|B1
incluir|verb||to include|B1
contener|verb||to contain; to hold back|B1
adaptar|verb||to adapt|B1
adaptarse|verb||to adapt; to adjust|B1
combinar|verb||to combine; to match|B1
distinguir|verb||to distinguish|B1
identificar|verb||to identify|B1
definir|verb||to define|B1
demostrar|verb||to show; to prove|B1
reflexionar|verb||to reflect; to think over|B1
concentrarse|verb||to concentrate|B1
distraer|verb||to distract|B1
distraerse|verb||to get distracted|B1
fijar|verb||to fix; to set|B1
notar|verb||to notice|B1
observar|verb||to observe; to watch|B1
vigilar|verb||to watch over; to keep an eye on|B1
inventar|verb||to invent; to make up|B1
diseñar|verb||to design|B1
fabricar|verb||to manufacture; to make|B1
cultivar|verb||to grow; to cultivate|B1
plantar|verb||to plant|B1
regar|verb||to water (plants)|B1
criar|verb||to raise; to bring up|B1
alimentar|verb||to feed|B1
educar|verb||to educate; to bring up|B1
sentar|verb||to sit (someone) down; to suit|B1
acostar|verb||to put to bed|B1
bañar|verb||to bathe|B1
peinar|verb||to comb|B1
mojar|verb||to wet; to dip|B1
quemar|verb||to burn|B1
cepillar|verb||to brush|B1
colocar|verb||to place; to put|B1
cubrir|verb||to cover|B1
tapar|verb||to cover; to put the lid on|B1
envolver|verb||to wrap|B1
atar|verb||to tie|B1
estirar|verb||to stretch|B1
apretar|verb||to squeeze; to press; to be tight|B1
pulsar|verb||to press (a button)|B1
echar|verb||to throw; to throw out; to pour|B1
acercar|verb||to bring closer|B1
huir|verb||to flee; to run away|B1
escapar|verb||to escape|B1
escaparse|verb||to escape; to run away|B1
perseguir|verb||to chase; to pursue|B1
avanzar|verb||to advance; to move forward|B1
detenerse|verb||to stop (oneself)|B1
pararse|verb||to stop; to stand up (Latin America)|B1
atravesar|verb||to cross; to go through|B1
transportar|verb||to transport; to carry|B1
montarse|verb||to get on; to get in|B1
caber|verb||to fit|B1
sobrevivir|verb||to survive|B1
envejecer|verb||to grow old; to age|B1
adoptar|verb||to adopt|B1
brindar|verb||to toast; to offer|B1
rezar|verb||to pray|B1
confesar|verb||to confess|B1
votar|verb||to vote|B1
denunciar|verb||to report (a crime); to denounce|B1
arrestar|verb||to arrest|B1
lastimar|verb||to hurt; to injure|B1
lastimarse|verb||to hurt oneself|B1
dañar|verb||to damage; to harm|B1
atender|verb||to serve (customers); to attend to; to pay attention|B1
asistir|verb||to attend; to assist|B1
fracasar|verb||to fail|B1
triunfar|verb||to succeed; to triumph|B1
superar|verb||to overcome; to exceed|B1
resolver|verb||to solve; to resolve|B1
solucionar|verb||to solve; to fix|B1
confundir|verb||to confuse; to mix up|B1
confundirse|verb||to make a mistake; to get confused|B1
aclarar|verb||to clarify; to rinse|B1
complicar|verb||to complicate|B1
acelerar|verb||to speed up; to accelerate|B1
frenar|verb||to brake; to slow down|B1
chocar|verb||to crash; to collide; to shock|B1
arrancar|verb||to start (an engine); to pull out|B1
estropear|verb||to break; to ruin|B1
estropearse|verb||to break down; to go off|B1
broncearse|verb||to get a tan|B1
tumbarse|verb||to lie down|B1
apuntarse|verb||to sign up; to join in|B1
apuntar|verb||to note down; to aim; to point|B1
anotar|verb||to write down; to score|B1
dictar|verb||to dictate|B1
publicar|verb||to publish; to post|B1
redactar|verb||to write; to draft|B1
bloquear|verb||to block|B1
actualizar|verb||to update|B1
reiniciar|verb||to restart|B1
programar|verb||to program; to schedule|B1
escanear|verb||to scan|B1
pinchar|verb||to click; to prick; to puncture|B1
enchufar|verb||to plug in|B1
callar|verb||to be quiet; to keep quiet|B1
ladrar|verb||to bark|B1
morder|verb||to bite|B1
masticar|verb||to chew|B1
tragar|verb||to swallow|B1
alimentarse|verb||to feed oneself; to eat|B1
estirarse|verb||to stretch|B1
sudar|verb||to sweat|B1
temblar|verb||to tremble; to shake|B1
tropezar|verb||to trip; to stumble|B1
flotar|verb||to float|B1
congelar|verb||to freeze|B1
calentarse|verb||to warm up; to get hot|B1
enfriarse|verb||to cool down; to catch a cold|B1
resfriarse|verb||to catch a cold|B1
vacunar|verb||to vaccinate|B1
recuperarse|verb||to recover|B1
recuperar|verb||to recover; to get back|B1
estresarse|verb||to get stressed|B1
animarse|verb||to cheer up; to decide to (do)|B1
emocionarse|verb||to get excited; to be moved|B1
emocionar|verb||to move; to excite|B1
decepcionar|verb||to disappoint|B1
disculparse|verb||to apologise|B1
pelearse|verb||to fight; to fall out|B1
soportar|verb||to stand; to bear; to support|B1
aguantar|verb||to put up with; to hold|B1
interrumpir|verb||to interrupt|B1
relacionar|verb||to relate; to connect|B1
comunicarse|verb||to communicate; to get in touch|B1
contactar|verb||to contact|B1
emigrar|verb||to emigrate|B1
aterrizar|verb||to land|B1
despegar|verb||to take off; to unstick|B1
embarcar|verb||to board|B1
ingresar|verb||to deposit; to pay in; to be admitted|B1
retirar|verb||to withdraw; to remove|B1
consumir|verb||to consume|B1
exagerar|verb||to exaggerate|B1
bromear|verb||to joke|B1
averiguar|verb||to find out|B1
representar|verb||to represent; to perform|B1
obtener|verb||to obtain; to get|B1
desaparecer|verb||to disappear|B1
temer|verb||to fear; to be afraid of|B1
suceder|verb||to happen; to succeed (follow)|B1
aplicar|verb||to apply|B1
iniciar|verb||to start; to initiate|B1
abandonar|verb||to abandon; to leave|B1
rechazar|verb||to reject; to turn down|B1
dedicar|verb||to dedicate; to devote|B1
referirse|verb||to refer (to)|B1
nombrar|verb||to name; to appoint|B1
advertir|verb||to warn; to notice|B1
extender|verb||to spread; to extend|B1
conservar|verb||to keep; to preserve|B1
cometer|verb||to commit (an error, a crime)|B1
destacar|verb||to stand out; to highlight|B1
dominar|verb||to master; to dominate|B1
atraer|verb||to attract|B1
deshacer|verb||to undo; to unpack|B1
fregar|verb||to wash up; to scrub|B1
calmar|verb||to calm; to soothe|B1
preguntarse|verb||to wonder|B1
acabarse|verb||to run out; to come to an end|B1
barrer|verb||to sweep|B1
aspirar|verb||to vacuum; to inhale; to aspire|B1
coser|verb||to sew|B1
pintarse|verb||to put on make-up; to paint (one's nails)|B1
convivir|verb||to live together; to coexist|B1
golpearse|verb||to bump; to hit oneself|B1
consistir|verb||to consist (of)|B1
reciclar|verb||to recycle|B1
encargarse|verb||to take charge of; to see to|B1
# --- B2 ---
ganarse|verb||to earn (a living); to win over|B2
darse|verb||to happen; to give oneself|B2
arrepentirse|verb||to regret; to repent|B2
burlarse|verb||to make fun of|B2
fiarse|verb||to trust|B2
tirarse|verb||to jump; to throw oneself|B2
comprometerse|verb||to commit oneself; to get engaged|B2
tronar|verb||to thunder|B2
esperarse|verb||to wait (a moment); to expect|B2
autorizar|verb||to authorise|B2
calificar|verb||to grade; to describe as|B2
cooperar|verb||to cooperate|B2
trepar|verb||to climb (up)|B2
derrotar|verb||to defeat|B2
sortear|verb||to draw lots; to avoid|B2
orientar|verb||to guide; to orient|B2
distribuir|verb||to distribute|B2
apresurarse|verb||to hurry|B2
permitirse|verb||to afford; to allow oneself|B2
arriesgar|verb||to risk|B2
persuadir|verb||to persuade|B2
rogar|verb||to beg; to ask|B2
premiar|verb||to reward; to award a prize to|B2
aportar|verb||to contribute; to provide|B2
dimitir|verb||to resign|B2
gestionar|verb||to manage; to handle|B2
administrar|verb||to manage; to administer|B2
verificar|verb||to verify|B2
garantizar|verb||to guarantee|B2
fundar|verb||to found|B2
generar|verb||to generate|B2
influir|verb||to influence|B2
corresponder|verb||to correspond; to be one's turn|B2
excluir|verb||to exclude|B2
sustituir|verb||to replace; to substitute|B2
reemplazar|verb||to replace|B2
transformar|verb||to transform|B2
ajustar|verb||to adjust; to tighten|B2
modificar|verb||to modify|B2
variar|verb||to vary|B2
diferenciar|verb||to differentiate|B2
clasificar|verb||to classify|B2
determinar|verb||to determine|B2
justificar|verb||to justify|B2
razonar|verb||to reason|B2
meditar|verb||to meditate; to ponder|B2
espiar|verb||to spy on|B2
elaborar|verb||to make; to prepare; to produce|B2
sembrar|verb||to sow|B2
cosechar|verb||to harvest|B2
duchar|verb||to shower (someone)|B2
afeitar|verb||to shave (someone)|B2
desatar|verb||to untie|B2
abrochar|verb||to fasten; to button up|B2
acariciar|verb||to stroke; to caress|B2
casar|verb||to marry (officiate)|B2
enamorar|verb||to make (someone) fall in love|B2
echarse|verb||to lie down; to throw oneself|B2
alejar|verb||to move away; to keep away|B2
retroceder|verb||to go back; to retreat|B2
permanecer|verb||to remain; to stay|B2
situar|verb||to place; to locate|B2
ubicar|verb||to locate; to place|B2
rodear|verb||to surround; to go around|B2
trasladar|verb||to move; to transfer|B2
enterrar|verb||to bury|B2
heredar|verb||to inherit|B2
embarazarse|verb||to get pregnant|B2
bautizar|verb||to baptise; to name|B2
festejar|verb||to celebrate|B2
gobernar|verb||to govern; to rule|B2
manifestar|verb||to express; to demonstrate|B2
manifestarse|verb||to demonstrate (protest)|B2
liberar|verb||to free; to release|B2
juzgar|verb||to judge|B2
condenar|verb||to sentence; to condemn|B2
acusar|verb||to accuse|B2
secuestrar|verb||to kidnap; to hijack|B2
amenazar|verb||to threaten|B2
asesinar|verb||to murder|B2
disparar|verb||to shoot|B2
herir|verb||to wound; to hurt|B2
acudir|verb||to go (to); to turn up; to turn to|B2
mezclarse|verb||to mix; to mingle|B2
simplificar|verb||to simplify|B2
facilitar|verb||to make easier; to provide|B2
dificultar|verb||to make difficult; to hinder|B2
atropellar|verb||to run over|B2
averiarse|verb||to break down|B2
fallecer|verb||to pass away|B2
narrar|verb||to narrate; to tell|B2
relatar|verb||to relate; to tell|B2
editar|verb||to edit; to publish|B2
tuitear|verb||to tweet|B2
desbloquear|verb||to unlock; to unblock|B2
teclear|verb||to type|B2
desenchufar|verb||to unplug|B2
vibrar|verb||to vibrate|B2
susurrar|verb||to whisper|B2
silbar|verb||to whistle|B2
saborear|verb||to savour|B2
emborracharse|verb||to get drunk|B2
hidratarse|verb||to hydrate|B2
resbalar|verb||to slip|B2
hundirse|verb||to sink; to collapse|B2
ahogarse|verb||to drown; to choke|B2
derretir|verb||to melt|B2
contagiar|verb||to infect; to pass on|B2
agobiarse|verb||to feel overwhelmed|B2
deprimirse|verb||to get depressed|B2
ilusionar|verb||to excite; to give hope to|B2
ofender|verb||to offend|B2
ofenderse|verb||to take offence|B2
avergonzarse|verb||to be ashamed; to be embarrassed|B2
enfrentarse|verb||to face; to confront|B2
enfrentar|verb||to face; to confront|B2
tolerar|verb||to tolerate|B2
acordar|verb||to agree on; to decide|B2
negociar|verb||to negotiate|B2
debatir|verb||to debate|B2
intervenir|verb||to intervene; to take part|B2
contribuir|verb||to contribute|B2
integrarse|verb||to fit in; to integrate|B2
relacionarse|verb||to socialise; to be related|B2
independizarse|verb||to become independent; to leave home|B2
inmigrar|verb||to immigrate|B2
transferir|verb||to transfer|B2
exportar|verb||to export|B2
promocionar|verb||to promote|B2
fingir|verb||to pretend|B2
disimular|verb||to hide; to pretend not to notice|B2
traicionar|verb||to betray|B2
revelar|verb||to reveal; to develop (film)|B2
exponer|verb||to exhibit; to expose; to set out|B2
reflejar|verb||to reflect|B2
iluminar|verb||to light up; to illuminate|B2
oscurecer|verb||to get dark; to darken|B2
aclararse|verb||to understand; to get things clear|B2
surgir|verb||to arise; to emerge|B2
plantear|verb||to raise (an issue); to set out|B2
pretender|verb||to aim to; to try to|B2
asumir|verb||to take on; to assume (responsibility)|B2
concluir|verb||to conclude|B2
poseer|verb||to own; to possess|B2
adquirir|verb||to acquire; to buy|B2
sostener|verb||to hold; to support; to maintain|B2
imponer|verb||to impose|B2
disponer|verb||to have available; to arrange|B2
acceder|verb||to access; to agree|B2
implicar|verb||to imply; to involve|B2
conceder|verb||to grant; to award|B2
citar|verb||to quote; to make an appointment with|B2
citarse|verb||to arrange to meet|B2
marchar|verb||to march; to go (well, badly)|B2
oponerse|verb||to oppose; to object|B2
predecir|verb||to predict|B2
satisfacer|verb||to satisfy|B2
retener|verb||to retain; to hold back|B2
prevenir|verb||to prevent; to warn|B2
convenir|verb||to suit; to be advisable; to agree|B2
prever|verb||to foresee; to plan for|B2
torcer|verb||to twist; to turn|B2
torcerse|verb||to twist (an ankle)|B2
cocer|verb||to cook; to boil|B2
tostar|verb||to toast; to roast (coffee)|B2
chupar|verb||to suck; to lick|B2
notarse|verb||to show; to be noticeable|B2
entusiasmar|verb||to thrill; to excite|B2
agotar|verb||to exhaust; to use up; to sell out|B2
agotarse|verb||to run out; to sell out|B2
acumular|verb||to accumulate; to build up|B2
almacenar|verb||to store|B2
tejer|verb||to knit; to weave|B2
teñir|verb||to dye|B2
amueblar|verb||to furnish|B2
habitar|verb||to inhabit; to live in|B2
jugarse|verb||to risk; to bet|B2
despistarse|verb||to get distracted; to lose track|B2
agacharse|verb||to bend down; to crouch|B2
inclinarse|verb||to lean; to bow|B2
girarse|verb||to turn around|B2
# --- C1 ---
graduar|verb||to adjust; to graduate|C1
ejercer|verb||to practise (a profession); to exercise (a right)|C1
mudar|verb||to change; to move|C1
suplicar|verb||to beg; to plead|C1
argumentar|verb||to argue (a case)|C1
instruir|verb||to instruct|C1
capacitar|verb||to train; to qualify|C1
parir|verb||to give birth|C1
bendecir|verb||to bless|C1
pecar|verb||to sin|C1
reinar|verb||to reign|C1
rebelarse|verb||to rebel|C1
encarcelar|verb||to imprison|C1
equivocar|verb||to mistake; to mix up|C1
aficionarse|verb||to become keen on|C1
murmurar|verb||to murmur; to gossip|C1
tararear|verb||to hum|C1
picotear|verb||to nibble; to snack|C1
ayunar|verb||to fast|C1
reconciliarse|verb||to make up; to reconcile|C1
afrontar|verb||to face (up to)|C1
padecer|verb||to suffer (from)|C1
pactar|verb||to agree; to make a deal|C1
integrar|verb||to integrate; to make up|C1
prometerse|verb||to get engaged|C1
exiliarse|verb||to go into exile|C1
endeudarse|verb||to get into debt|C1
hipotecar|verb||to mortgage|C1
burlar|verb||to trick; to evade|C1
vengarse|verb||to take revenge|C1
exhibir|verb||to exhibit; to display|C1
simbolizar|verb||to symbolise|C1
disponerse|verb||to get ready (to)|C1
proceder|verb||to proceed; to come from|C1
figurar|verb||to appear (on a list); to feature|C1
someter|verb||to subject; to submit|C1
constituir|verb||to constitute; to make up|C1
contradecir|verb||to contradict|C1
consentir|verb||to consent; to spoil (a child)|C1
asomarse|verb||to lean out; to look out|C1
brotar|verb||to sprout; to spring up|C1
gemir|verb||to moan; to groan|C1
reñir|verb||to scold; to quarrel|C1
anhelar|verb||to long for; to yearn for|C1
aludir|verb||to allude; to refer|C1
adherir|verb||to stick; to adhere|C1
esparcir|verb||to scatter; to spread|C1
mecer|verb||to rock (a cradle, a chair)|C1
ansiar|verb||to long for; to crave|C1
obsesionarse|verb||to become obsessed|C1
escasear|verb||to be scarce|C1
abundar|verb||to abound; to be plentiful|C1
bordar|verb||to embroider|C1
pulir|verb||to polish|C1
residir|verb||to reside|C1
rifar|verb||to raffle|C1
arrodillarse|verb||to kneel|C1
asomar|verb||to show; to stick out|C1
# --- C2 ---
yacer|verb||to lie (buried, at rest)|C2
erguir|verb||to raise; to straighten|C2
errar|verb||to err; to wander|C2
discernir|verb||to discern|C2
zurcir|verb||to darn; to mend|C2
asir|verb||to grasp; to seize|C2
`;
