/**
 * Frequent multi-word expressions (pos `phrase`) of the Spanish–English glossary (format: see ../parse.ts).
 * Listed as whole units so a translator can match them before single words: "sin embargo" means "however",
 * not "without" + "embargo".
 */
export const PHRASES_DATA = `
# --- Greetings and farewells ---
buenos días|phrase||good morning; hello|A0
buenas tardes|phrase||good afternoon; good evening|A0
buenas noches|phrase||good evening; good night|A0
qué tal|phrase||how are you; how's it going; how was it|A0
cómo estás|phrase||how are you (informal)|A0
cómo está|phrase||how are you (formal); how is he/she|A0
muy bien|phrase||very well; very good|A0
hasta luego|phrase||see you later; bye|A0
hasta mañana|phrase||see you tomorrow|A0
hasta pronto|phrase||see you soon|A0
hasta la vista|phrase||see you; goodbye|A1
nos vemos|phrase||see you|A0
mucho gusto|phrase||nice to meet you; pleased to meet you|A0
el gusto es mío|phrase||the pleasure is mine|A1
me llamo|phrase||my name is|A0
cómo te llamas|phrase||what's your name (informal)|A0
cómo se llama|phrase||what's your/his/her name (formal); what is it called|A0
de dónde eres|phrase||where are you from (informal)|A0
soy de|phrase||I'm from|A0
cuántos años tienes|phrase||how old are you|A0
que te vaya bien|phrase||take care; all the best|A1
que tengas un buen día|phrase||have a nice day|A1
buen fin de semana|phrase||have a good weekend|A1
un saludo|phrase||best wishes; regards|A2
# --- Courtesy ---
por favor|phrase||please|A0
muchas gracias|phrase||thank you very much; many thanks|A0
mil gracias|phrase||thanks a million|A1
de nada|phrase||you're welcome|A0
no hay de qué|phrase||don't mention it; you're welcome|A2
lo siento|phrase||I'm sorry|A0
lo siento mucho|phrase||I'm very sorry|A1
con permiso|phrase||excuse me (to pass); with your permission|A1
no pasa nada|phrase||it's okay; no problem; never mind|A1
no importa|phrase||it doesn't matter; never mind|A1
no te preocupes|phrase||don't worry|A1
no se preocupe|phrase||don't worry (formal)|A2
buen provecho|phrase||enjoy your meal|A1
buen viaje|phrase||have a good trip|A1
buena suerte|phrase||good luck|A1
feliz cumpleaños|phrase||happy birthday|A0
feliz navidad|phrase||merry Christmas|A1
feliz año nuevo|phrase||happy New Year|A1
que aproveche|phrase||enjoy your meal|A2
# --- Classroom and conversation survival ---
no entiendo|phrase||I don't understand|A0
no sé|phrase||I don't know|A0
cómo se dice|phrase||how do you say|A0
qué significa|phrase||what does it mean|A0
más despacio|phrase||more slowly; slower|A1
otra vez|phrase||again; once more|A0
de nuevo|phrase||again|A1
me gusta|phrase||I like (it)|A0
me encanta|phrase||I love (it)|A1
qué hora es|phrase||what time is it|A0
cuánto cuesta|phrase||how much is it; how much does it cost|A0
dónde está|phrase||where is|A0
por qué|phrase||why|A0
para qué|phrase||what for; why|A1
ni idea|phrase||no idea|A2
# --- Exclamations and reactions ---
qué bien|phrase||how nice; great|A1
qué pena|phrase||what a pity; what a shame|A1
qué lástima|phrase||what a pity; what a shame|A2
qué suerte|phrase||how lucky; what luck|A2
qué raro|phrase||how strange|A2
qué rico|phrase||how delicious; yummy|A1
qué horror|phrase||how awful|B1
qué va|phrase||no way; not at all (Spain)|B1
dios mío|phrase||my God; oh my goodness|A2
madre mía|phrase||oh my goodness; good grief|B1
menos mal|phrase||thank goodness; just as well|B1
claro que sí|phrase||of course; certainly|A1
claro que no|phrase||of course not|A1
por supuesto|phrase||of course|A1
desde luego|phrase||of course; certainly|B1
de acuerdo|phrase||okay; agreed; all right|A1
en serio|phrase||seriously; really|A2
de verdad|phrase||really; truly; honestly|A1
ya está|phrase||that's it; done|A2
para nada|phrase||not at all|B1
en absoluto|phrase||not at all; absolutely not|B2
ni hablar|phrase||no way; out of the question|B1
ni modo|phrase||oh well; no way (Mexico)|B2
vale la pena|phrase||it's worth it|B1
# --- Verb constructions ---
tener que|phrase||to have to; must|A1
hay que|phrase||one must; it is necessary to|A1
ir a|phrase||to be going to|A1
acabar de|phrase||to have just (done)|A2
volver a|phrase||to (do) again|A2
dejar de|phrase||to stop (doing); to quit|A2
empezar a|phrase||to start to; to begin to|A1
tener ganas de|phrase||to feel like; to look forward to|A2
tener razón|phrase||to be right|A2
tener hambre|phrase||to be hungry|A1
tener sed|phrase||to be thirsty|A1
tener frío|phrase||to be cold|A1
tener calor|phrase||to be hot|A1
tener sueño|phrase||to be sleepy|A1
tener miedo|phrase||to be afraid; to be scared|A1
tener prisa|phrase||to be in a hurry|A2
tener cuidado|phrase||to be careful|A2
tener suerte|phrase||to be lucky|A2
tener lugar|phrase||to take place|B1
tener en cuenta|phrase||to take into account; to bear in mind|B1
tener éxito|phrase||to be successful; to succeed|B1
hacer falta|phrase||to be needed; to be necessary|B1
hacer frío|phrase||to be cold (weather)|A1
hacer calor|phrase||to be hot (weather)|A1
hacer sol|phrase||to be sunny|A1
hacer viento|phrase||to be windy|A1
hace buen tiempo|phrase||the weather is nice|A1
hace mal tiempo|phrase||the weather is bad|A1
hacer caso|phrase||to pay attention; to listen to; to obey|B1
hacer una pregunta|phrase||to ask a question|A2
darse cuenta|phrase||to realise; to notice|B1
dar igual|phrase||to not matter; to not care|B1
dar las gracias|phrase||to thank; to say thank you|A2
dar un paseo|phrase||to go for a walk|A2
echar de menos|phrase||to miss (someone or something)|B1
llevar a cabo|phrase||to carry out|B2
estar de acuerdo|phrase||to agree|A2
estar a punto de|phrase||to be about to|B1
tomar una decisión|phrase||to make a decision|B1
prestar atención|phrase||to pay attention|B1
echar un vistazo|phrase||to take a look|B2
darse prisa|phrase||to hurry up|B1
# --- Time expressions ---
a veces|phrase||sometimes|A1
a menudo|phrase||often|A2
de vez en cuando|phrase||from time to time; now and then|A2
rara vez|phrase||rarely; seldom|B1
todos los días|phrase||every day|A1
cada día|phrase||every day; each day|A1
por la mañana|phrase||in the morning|A1
por la tarde|phrase||in the afternoon; in the evening|A1
por la noche|phrase||at night; in the evening|A1
pasado mañana|phrase||the day after tomorrow|A2
la semana que viene|phrase||next week|A2
el año pasado|phrase||last year|A1
la próxima vez|phrase||next time|A2
ahora mismo|phrase||right now|A2
hoy en día|phrase||nowadays; these days|B1
al mismo tiempo|phrase||at the same time|B1
a la vez|phrase||at the same time; at once|B1
de repente|phrase||suddenly|A2
mientras tanto|phrase||meanwhile; in the meantime|B1
hace poco|phrase||a little while ago; recently|A2
dentro de poco|phrase||soon; shortly|B1
a partir de|phrase||from; starting from|B1
al principio|phrase||at first; at the beginning|A2
al final|phrase||in the end; at the end|A2
por fin|phrase||finally; at last|A2
en punto|phrase||on the dot; sharp (time)|A1
y media|phrase||half past (time)|A1
y cuarto|phrase||quarter past (time)|A1
menos cuarto|phrase||quarter to (time)|A1
de momento|phrase||for the moment; for now|B1
por ahora|phrase||for now|A2
para siempre|phrase||forever|A2
cuanto antes|phrase||as soon as possible|B1
lo antes posible|phrase||as soon as possible|B1
tarde o temprano|phrase||sooner or later|B1
hasta ahora|phrase||until now; so far|A2
desde entonces|phrase||since then|B1
a tiempo|phrase||on time; in time|A2
todavía no|phrase||not yet|A1
ya no|phrase||no longer; not anymore|A2
de día|phrase||by day; during the day|A2
de noche|phrase||at night; by night|A2
# --- Place and direction ---
a la derecha|phrase||to the right; on the right|A1
a la izquierda|phrase||to the left; on the left|A1
todo recto|phrase||straight ahead|A1
al lado de|phrase||next to; beside|A1
delante de|phrase||in front of|A1
detrás de|phrase||behind|A1
encima de|phrase||on top of; above|A1
debajo de|phrase||under; underneath|A1
cerca de|phrase||near; close to|A1
lejos de|phrase||far from|A1
dentro de|phrase||inside; within; in (time)|A2
fuera de|phrase||outside; out of|A2
enfrente de|phrase||opposite; across from|A2
alrededor de|phrase||around; about|B1
a través de|phrase||through; across; by means of|B1
en casa|phrase||at home|A1
a casa|phrase||home (motion)|A1
a pie|phrase||on foot|A2
en coche|phrase||by car|A1
de pie|phrase||standing|B1
# --- Connectors ---
sin embargo|phrase||however; nevertheless|B1
no obstante|phrase||nevertheless; however|B2
por eso|phrase||that's why; so; therefore|A2
por lo tanto|phrase||therefore; so|B1
así que|phrase||so; so then|A2
ya que|phrase||since; as; because|B1
puesto que|phrase||since; given that|B2
en cambio|phrase||on the other hand; instead|B1
por un lado|phrase||on the one hand|B1
por otro lado|phrase||on the other hand|B1
por ejemplo|phrase||for example|A1
es decir|phrase||that is; in other words|B1
o sea|phrase||I mean; that is; in other words|A2
sobre todo|phrase||above all; especially|A2
de hecho|phrase||in fact; actually|B1
en realidad|phrase||actually; in reality|B1
a lo mejor|phrase||maybe; perhaps|A2
tal vez|phrase||perhaps; maybe|A2
sin duda|phrase||without a doubt; undoubtedly|B1
en general|phrase||in general; generally|A2
por lo general|phrase||generally; usually|B1
en todo caso|phrase||in any case|B2
de todos modos|phrase||anyway; in any case|B1
de todas formas|phrase||anyway; in any case|B1
al fin y al cabo|phrase||after all; when all is said and done|B2
en resumen|phrase||in short; to sum up|B1
en primer lugar|phrase||first of all; in the first place|B1
por cierto|phrase||by the way|B1
a propósito|phrase||by the way; on purpose|B1
ni siquiera|phrase||not even|B1
cada vez más|phrase||more and more|B1
cada vez menos|phrase||less and less|B1
poco a poco|phrase||little by little; gradually|A2
más o menos|phrase||more or less; so-so|A1
por lo menos|phrase||at least|A2
al menos|phrase||at least|A2
en vez de|phrase||instead of|B1
en lugar de|phrase||instead of; in place of|B1
además de|phrase||besides; as well as; in addition to|B1
a pesar de|phrase||despite; in spite of|B1
gracias a|phrase||thanks to|A2
junto a|phrase||next to; together with|A2
frente a|phrase||opposite; in front of; faced with|B1
acerca de|phrase||about; concerning|B1
en cuanto a|phrase||as for; regarding|B2
con respecto a|phrase||with regard to; regarding|B2
a causa de|phrase||because of|B1
debido a|phrase||due to; owing to|B1
por culpa de|phrase||because of; due to (someone's fault)|B1
a lo largo de|phrase||along; throughout|B2
así como|phrase||as well as; just as|B2
tan pronto como|phrase||as soon as|B1
a menos que|phrase||unless|B2
con tal de que|phrase||provided that; as long as|B2
para que|phrase||so that; in order that|B1
antes de|phrase||before|A1
después de|phrase||after|A1
antes de que|phrase||before (+ clause)|B1
después de que|phrase||after (+ clause)|B1
hasta que|phrase||until|B1
desde que|phrase||since; ever since|B1
siempre que|phrase||whenever; provided that|B2
en cuanto|phrase||as soon as|B2
mientras que|phrase||while; whereas|B1
sino que|phrase||but rather|B2
aunque sea|phrase||even if it is; at least|B2
# --- Other fixed expressions ---
lo que|phrase||what; which (relative)|A2
lo mismo|phrase||the same; the same thing|A2
cada uno|phrase||each one; each|A2
lo que sea|phrase||whatever; anything|B1
de todo|phrase||everything; a bit of everything|A2
en voz alta|phrase||aloud; out loud|A2
en voz baja|phrase||quietly; in a low voice|B1
de memoria|phrase||by heart|B1
de moda|phrase||in fashion; trendy|A2
por lo visto|phrase||apparently|B2
sin querer|phrase||by accident; unintentionally|B1
a solas|phrase||alone; on one's own|B2
a mano|phrase||by hand; handy|A2
por casualidad|phrase||by chance|B1
en efectivo|phrase||in cash|A2
con tarjeta|phrase||by card|A2
`;
