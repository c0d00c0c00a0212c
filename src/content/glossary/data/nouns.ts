/**
 * Spanish nouns for the glossary, written for this product from general knowledge of the language.
 *
 * Format (parsed by ../parse.ts): one entry per line, `lemma|noun|gender|gloss|level`.
 * Gender is m, f, or mf (one form shared by both sexes, e.g. estudiante). Nouns whose article
 * surprises learners keep their grammatical gender: agua, águila, alma, hambre are f even though
 * they take "el" in the singular; día, mapa, problema are m; mano, foto, moto are f.
 * Nouns with a regular feminine (amigo/amiga) are listed once in the masculine; a feminine gets its
 * own line only where the English word differs (hermana: sister, reina: queen).
 *
 * Order: frequency bands, most frequent first — core beginner nouns, then everyday themes
 * (A1–A2), general and abstract nouns (A2–B1), upper-intermediate (B1–B2), then C1–C2.
 */
export const NOUNS_DATA = `
# Band 1: core nouns a beginner meets first (A0–A1), most frequent first.
vez|noun|f|time (occurrence); turn|A1
año|noun|m|year|A0
día|noun|m|day|A0
cosa|noun|f|thing|A0
hombre|noun|m|man; human being|A0
mujer|noun|f|woman; wife|A0
vida|noun|f|life|A0
tiempo|noun|m|time; weather|A0
casa|noun|f|house; home|A0
persona|noun|f|person|A0
gente|noun|f|people|A0
país|noun|m|country|A0
mundo|noun|m|world|A1
parte|noun|f|part; place|A1
momento|noun|m|moment|A1
trabajo|noun|m|work; job|A0
lugar|noun|m|place|A1
hora|noun|f|hour; time (of day)|A0
mano|noun|f|hand|A0
noche|noun|f|night; evening|A0
padre|noun|m|father; (pl.) parents|A0
madre|noun|f|mother|A0
hijo|noun|m|son; child|A0
hija|noun|f|daughter|A0
nombre|noun|m|name; noun|A0
agua|noun|f|water|A0
ciudad|noun|f|city|A0
semana|noun|f|week|A0
mes|noun|m|month|A0
problema|noun|m|problem|A1
forma|noun|f|shape; way; form|A1
palabra|noun|f|word|A0
amigo|noun|m|friend|A0
familia|noun|f|family|A0
niño|noun|m|child; boy|A0
niña|noun|f|girl; child|A0
chico|noun|m|boy; guy|A0
chica|noun|f|girl|A0
señor|noun|m|gentleman; Mr.; sir|A0
señora|noun|f|lady; Mrs.; madam|A0
mañana|noun|f|morning|A0
tarde|noun|f|afternoon; evening|A0
ojo|noun|m|eye|A0
cabeza|noun|f|head|A0
puerta|noun|f|door|A0
calle|noun|f|street|A0
libro|noun|m|book|A0
escuela|noun|f|school|A0
clase|noun|f|class; lesson; kind|A0
dinero|noun|m|money|A0
comida|noun|f|food; meal; lunch|A0
número|noun|m|number|A0
hermano|noun|m|brother; sibling|A0
hermana|noun|f|sister|A0
coche|noun|m|car|A0
teléfono|noun|m|telephone; phone|A0
móvil|noun|m|mobile phone; cell phone|A0
pregunta|noun|f|question|A0
respuesta|noun|f|answer; reply|A0
historia|noun|f|history; story|A1
idea|noun|f|idea|A1
ejemplo|noun|m|example|A1
verdad|noun|f|truth|A1
razón|noun|f|reason|A2
fin|noun|m|end; purpose|A1
caso|noun|m|case|A2
manera|noun|f|way; manner|A2
punto|noun|m|point; dot; full stop|A2
grupo|noun|m|group|A1
tipo|noun|m|type; kind; guy|A2
cambio|noun|m|change; exchange|A1
cuenta|noun|f|bill; account|A1
cuerpo|noun|m|body|A1
tema|noun|m|topic; subject; theme|A1
programa|noun|m|programme; program|A1
sistema|noun|m|system|B1
fiesta|noun|f|party; festival; holiday|A0
color|noun|m|colour; color|A0
música|noun|f|music|A0
película|noun|f|film; movie|A0
juego|noun|m|game; set|A1
idioma|noun|m|language|A0
lengua|noun|f|tongue; language|A1
español|noun|m|Spanish (language); Spaniard|A0
inglés|noun|m|English (language); Englishman|A0
fecha|noun|f|date|A1
minuto|noun|m|minute|A0
segundo|noun|m|second|A1
amor|noun|m|love|A1
sol|noun|m|sun|A0
mar|noun|m|sea|A1
luz|noun|f|light; electricity|A1
voz|noun|f|voice|A1
hambre|noun|f|hunger|A1
sed|noun|f|thirst|A1
frío|noun|m|cold|A1
calor|noun|m|heat; warmth|A1
sueño|noun|m|sleep; dream; sleepiness|A1
miedo|noun|m|fear|A1
suerte|noun|f|luck|A1
viaje|noun|m|trip; journey|A0
vacaciones|noun|f|holidays; vacation|A0
ropa|noun|f|clothes; clothing|A0
precio|noun|m|price|A0
tienda|noun|f|shop; store; tent|A0
mercado|noun|m|market|A1
restaurante|noun|m|restaurant|A0
hotel|noun|m|hotel|A0
habitación|noun|f|room; bedroom|A0
cuarto|noun|m|room; quarter|A1
baño|noun|m|bathroom; bath|A0
cocina|noun|f|kitchen; cooking; cooker|A0
dormitorio|noun|m|bedroom|A1
salón|noun|m|living room; hall|A1
cama|noun|f|bed|A0
piso|noun|m|flat; apartment; floor|A1
apartamento|noun|m|apartment; flat|A1
edificio|noun|m|building|A1
oficina|noun|f|office|A0
profesor|noun|m|teacher; professor|A0
estudiante|noun|mf|student|A0
alumno|noun|m|pupil; student|A1
médico|noun|m|doctor|A0
doctor|noun|m|doctor|A0
pueblo|noun|m|village; town; people|A1
barrio|noun|m|neighbourhood; district|A1
plaza|noun|f|square; place; seat|A1
parque|noun|m|park|A0
playa|noun|f|beach|A0
montaña|noun|f|mountain|A1
río|noun|m|river|A1
campo|noun|m|countryside; field|A1
árbol|noun|m|tree|A1
flor|noun|f|flower|A1
perro|noun|m|dog|A0
gato|noun|m|cat|A0
animal|noun|m|animal|A0
pájaro|noun|m|bird|A1
pez|noun|m|fish (alive)|A1
mesa|noun|f|table|A0
silla|noun|f|chair|A0
ventana|noun|f|window|A0
pan|noun|m|bread|A0
leche|noun|f|milk|A0
café|noun|m|coffee; café|A0
té|noun|m|tea|A0
cerveza|noun|f|beer|A0
vino|noun|m|wine|A0
pescado|noun|m|fish (as food)|A0
carne|noun|f|meat|A0
pollo|noun|m|chicken|A0
fruta|noun|f|fruit|A0
manzana|noun|f|apple; block (of houses)|A0
naranja|noun|f|orange|A0
plátano|noun|m|banana; plantain|A0
huevo|noun|m|egg|A0
arroz|noun|m|rice|A0
queso|noun|m|cheese|A0
desayuno|noun|m|breakfast|A0
almuerzo|noun|m|lunch|A1
cena|noun|f|dinner; supper|A0
bebida|noun|f|drink; beverage|A0
zumo|noun|m|juice|A0
jugo|noun|m|juice|A0
ensalada|noun|f|salad|A0
sopa|noun|f|soup|A0
tren|noun|m|train|A0
autobús|noun|m|bus|A0
avión|noun|m|plane; aeroplane|A0
barco|noun|m|boat; ship|A1
bicicleta|noun|f|bicycle; bike|A0
moto|noun|f|motorbike|A1
metro|noun|m|underground; subway; metre|A1
taxi|noun|m|taxi|A0
estación|noun|f|station; season|A1
aeropuerto|noun|m|airport|A0
billete|noun|m|ticket; banknote|A1
mapa|noun|m|map|A1
foto|noun|f|photo|A0
ordenador|noun|m|computer|A1
computadora|noun|f|computer|A1
internet|noun|m|internet|A1
correo|noun|m|mail; post; email|A1
carta|noun|f|letter; menu; playing card|A1
mensaje|noun|m|message|A1
deporte|noun|m|sport|A0
fútbol|noun|m|football; soccer|A0
equipo|noun|m|team; equipment|A1
partido|noun|m|match; game; political party|A1
cine|noun|m|cinema; the movies|A0
teatro|noun|m|theatre; theater|A1
museo|noun|m|museum|A1
iglesia|noun|f|church|A1
hospital|noun|m|hospital|A1
banco|noun|m|bank; bench|A1
farmacia|noun|f|pharmacy; chemist's|A1
supermercado|noun|m|supermarket|A0
esquina|noun|f|corner|A1
derecha|noun|f|right (side); the right (politics)|A1
izquierda|noun|f|left (side); the left (politics)|A1
cumpleaños|noun|m|birthday|A0
regalo|noun|m|gift; present|A1
novio|noun|m|boyfriend; groom|A1
novia|noun|f|girlfriend; bride|A1
esposo|noun|m|husband|A1
esposa|noun|f|wife|A1
marido|noun|m|husband|A1
abuelo|noun|m|grandfather; (pl.) grandparents|A0
abuela|noun|f|grandmother|A0
tío|noun|m|uncle; guy (colloquial)|A1
tía|noun|f|aunt|A1
primo|noun|m|cousin|A1
sobrino|noun|m|nephew|A2
sobrina|noun|f|niece|A2
nieto|noun|m|grandson; (pl.) grandchildren|A2
nieta|noun|f|granddaughter|A2
bebé|noun|mf|baby|A0
papá|noun|m|dad|A0
mamá|noun|f|mum; mom|A0
vecino|noun|m|neighbour; neighbor|A1
lunes|noun|m|Monday|A0
martes|noun|m|Tuesday|A0
miércoles|noun|m|Wednesday|A0
jueves|noun|m|Thursday|A0
viernes|noun|m|Friday|A0
sábado|noun|m|Saturday|A0
domingo|noun|m|Sunday|A0
enero|noun|m|January|A0
febrero|noun|m|February|A0
marzo|noun|m|March|A0
abril|noun|m|April|A0
mayo|noun|m|May|A0
junio|noun|m|June|A0
julio|noun|m|July|A0
agosto|noun|m|August|A0
septiembre|noun|m|September|A0
octubre|noun|m|October|A0
noviembre|noun|m|November|A0
diciembre|noun|m|December|A0
primavera|noun|f|spring|A1
verano|noun|m|summer|A0
otoño|noun|m|autumn; fall|A1
invierno|noun|m|winter|A0
fin de semana|noun|m|weekend|A0
# Band 2: everyday themes (A1–A2). Body and health.
cara|noun|f|face|A0
pelo|noun|m|hair|A0
boca|noun|f|mouth|A0
nariz|noun|f|nose|A1
oreja|noun|f|ear (outer)|A1
oído|noun|m|ear (inner); hearing|A2
diente|noun|m|tooth|A1
brazo|noun|m|arm|A1
pierna|noun|f|leg|A1
dedo|noun|m|finger; toe|A1
espalda|noun|f|back|A1
estómago|noun|m|stomach|A1
corazón|noun|m|heart|A1
pecho|noun|m|chest; breast|A2
cuello|noun|m|neck; collar|A2
hombro|noun|m|shoulder|A2
rodilla|noun|f|knee|A2
piel|noun|f|skin; leather|A2
sangre|noun|f|blood|A2
hueso|noun|m|bone|A2
barriga|noun|f|belly; tummy|A2
labio|noun|m|lip|A2
frente|noun|f|forehead; (m) front|A2
ceja|noun|f|eyebrow|A2
barba|noun|f|beard|A2
bigote|noun|m|moustache; mustache|A2
uña|noun|f|nail (finger or toe)|A2
tobillo|noun|m|ankle|A2
muñeca|noun|f|wrist; doll|A2
codo|noun|m|elbow|A2
cintura|noun|f|waist|B1
garganta|noun|f|throat|A2
cerebro|noun|m|brain|B1
pulmón|noun|m|lung|B1
hígado|noun|m|liver|B1
riñón|noun|m|kidney|B1
músculo|noun|m|muscle|B1
salud|noun|f|health|A1
enfermedad|noun|f|illness; disease|A2
dolor|noun|m|pain; ache|A1
fiebre|noun|f|fever; temperature|A2
gripe|noun|f|flu|A2
resfriado|noun|m|cold (illness)|A2
tos|noun|f|cough|A2
medicina|noun|f|medicine|A1
medicamento|noun|m|medication; medicine|A2
pastilla|noun|f|pill; tablet|A2
receta|noun|f|recipe; prescription|A2
cita|noun|f|appointment; date; quotation|A2
consulta|noun|f|consultation; doctor's surgery|B1
enfermero|noun|m|nurse|A1
paciente|noun|mf|patient|A2
dentista|noun|mf|dentist|A1
herida|noun|f|wound; injury|B1
accidente|noun|m|accident|A2
urgencias|noun|f|emergency room; A&E|A2
ambulancia|noun|f|ambulance|A2
clínica|noun|f|clinic|A2
seguro|noun|m|insurance; safety catch|B1
alergia|noun|f|allergy|A2
tratamiento|noun|m|treatment|B1
operación|noun|f|operation; surgery|B1
vacuna|noun|f|vaccine|B1
dieta|noun|f|diet|A2
peso|noun|m|weight; peso (currency)|A2
altura|noun|f|height; altitude|A2
cansancio|noun|m|tiredness|B1
estrés|noun|m|stress|A2
# Clothes and accessories.
camisa|noun|f|shirt|A0
camiseta|noun|f|T-shirt; vest|A0
pantalón|noun|m|trousers; pants|A0
falda|noun|f|skirt|A0
vestido|noun|m|dress|A0
zapato|noun|m|shoe|A0
zapatilla|noun|f|trainer; sneaker; slipper|A1
bota|noun|f|boot|A1
abrigo|noun|m|coat|A1
chaqueta|noun|f|jacket|A1
jersey|noun|m|jumper; sweater|A1
suéter|noun|m|sweater|A1
sombrero|noun|m|hat|A1
gorra|noun|f|cap|A1
bolso|noun|m|handbag; bag|A1
bolsa|noun|f|bag; stock exchange|A1
calcetín|noun|m|sock|A1
traje|noun|m|suit; costume|A1
corbata|noun|f|tie|A1
vaqueros|noun|m|jeans|A1
bufanda|noun|f|scarf|A1
guante|noun|m|glove|A1
cinturón|noun|m|belt|A2
gafas|noun|f|glasses; spectacles|A1
reloj|noun|m|watch; clock|A1
anillo|noun|m|ring|A2
collar|noun|m|necklace; collar|A2
pendiente|noun|m|earring; (f) slope|A2
bañador|noun|m|swimsuit; swimming trunks|A2
pijama|noun|m|pyjamas; pajamas|A1
ropa interior|noun|f|underwear|A2
bolsillo|noun|m|pocket|A2
botón|noun|m|button|A2
talla|noun|f|size (clothes)|A1
moda|noun|f|fashion|A2
paraguas|noun|m|umbrella|A1
mochila|noun|f|backpack; rucksack|A1
cartera|noun|f|wallet; briefcase|A2
maleta|noun|f|suitcase|A1
algodón|noun|m|cotton|A2
lana|noun|f|wool|B1
seda|noun|f|silk|B1
cuero|noun|m|leather|B1
# Home and furniture.
hogar|noun|m|home; household|A2
casa de campo|noun|f|country house|B1
cuarto de baño|noun|m|bathroom|A1
comedor|noun|m|dining room|A1
pasillo|noun|m|corridor; hallway; aisle|A2
escalera|noun|f|stairs; ladder|A1
ascensor|noun|m|lift; elevator|A1
jardín|noun|m|garden|A1
terraza|noun|f|terrace; balcony|A1
balcón|noun|m|balcony|A1
garaje|noun|m|garage|A1
techo|noun|m|ceiling; roof|A2
tejado|noun|m|roof|B1
suelo|noun|m|floor; ground; soil|A2
pared|noun|f|wall|A1
muro|noun|m|wall (outside)|B1
llave|noun|f|key; tap|A1
sofá|noun|m|sofa; couch|A1
sillón|noun|m|armchair|A2
armario|noun|m|wardrobe; cupboard|A1
estantería|noun|f|shelves; bookcase|A2
estante|noun|m|shelf|A2
cajón|noun|m|drawer|A2
lámpara|noun|f|lamp|A1
espejo|noun|m|mirror|A1
alfombra|noun|f|carpet; rug|A2
cortina|noun|f|curtain|A2
almohada|noun|f|pillow|A2
manta|noun|f|blanket|A2
sábana|noun|f|sheet|A2
toalla|noun|f|towel|A1
ducha|noun|f|shower|A1
bañera|noun|f|bathtub|A2
lavabo|noun|m|washbasin; toilet (room)|A2
inodoro|noun|m|toilet|A2
váter|noun|m|toilet|A2
grifo|noun|m|tap; faucet|A2
jabón|noun|m|soap|A1
champú|noun|m|shampoo|A1
cepillo|noun|m|brush|A2
cepillo de dientes|noun|m|toothbrush|A1
pasta de dientes|noun|f|toothpaste|A1
nevera|noun|f|fridge|A1
frigorífico|noun|m|refrigerator; fridge|A1
horno|noun|m|oven|A2
microondas|noun|m|microwave|A1
lavadora|noun|f|washing machine|A1
lavavajillas|noun|m|dishwasher|A2
fregadero|noun|m|kitchen sink|B1
sartén|noun|f|frying pan|A2
olla|noun|f|pot; saucepan|A2
plato|noun|m|plate; dish; course|A1
vaso|noun|m|glass (for drinking)|A1
taza|noun|f|cup; mug|A1
copa|noun|f|wine glass; cup (trophy); drink|A2
cuchillo|noun|m|knife|A1
tenedor|noun|m|fork|A1
cuchara|noun|f|spoon|A1
cucharita|noun|f|teaspoon|A2
servilleta|noun|f|napkin; serviette|A2
botella|noun|f|bottle|A1
lata|noun|f|can; tin; nuisance|A2
caja|noun|f|box; till; checkout|A1
basura|noun|f|rubbish; garbage; trash|A1
papelera|noun|f|wastepaper bin|A2
calefacción|noun|f|heating|A2
aire acondicionado|noun|m|air conditioning|A2
enchufe|noun|m|plug; socket; connections (colloquial)|A2
bombilla|noun|f|light bulb|B1
mueble|noun|m|piece of furniture; (pl.) furniture|A1
alquiler|noun|m|rent; rental|A2
dueño|noun|m|owner; landlord|A2
portero|noun|m|doorman; goalkeeper|A2
timbre|noun|m|doorbell; tone|B1
buzón|noun|m|letterbox; mailbox|A2
vela|noun|f|candle; sail|A2
cuadro|noun|m|picture; painting; square|A2
planta|noun|f|plant; floor (of a building)|A1
# Food and drink.
agua mineral|noun|f|mineral water|A1
refresco|noun|m|soft drink|A1
hielo|noun|m|ice|A1
verdura|noun|f|vegetable; greens|A1
patata|noun|f|potato|A0
papa|noun|f|potato (Latin America); (m) pope|A0
tomate|noun|m|tomato|A0
cebolla|noun|f|onion|A1
ajo|noun|m|garlic|A1
lechuga|noun|f|lettuce|A1
zanahoria|noun|f|carrot|A1
pimiento|noun|m|pepper (vegetable)|A2
pepino|noun|m|cucumber|A2
judía|noun|f|bean|A2
frijol|noun|m|bean|A2
garbanzo|noun|m|chickpea|A2
lenteja|noun|f|lentil|A2
maíz|noun|m|corn; maize|A2
champiñón|noun|m|mushroom|A2
seta|noun|f|mushroom; wild mushroom|B1
aceite|noun|m|oil|A1
aceituna|noun|f|olive|A2
vinagre|noun|m|vinegar|A2
pimienta|noun|f|pepper (spice)|A2
mantequilla|noun|f|butter|A1
harina|noun|f|flour|A2
pasta|noun|f|pasta; paste; dough (money, Spain)|A1
jamón|noun|m|ham|A1
chorizo|noun|m|chorizo (spicy sausage)|A1
salchicha|noun|f|sausage|A1
filete|noun|m|steak; fillet|A2
ternera|noun|f|veal; beef|A2
cerdo|noun|m|pig; pork|A1
cordero|noun|m|lamb|A2
marisco|noun|m|seafood; shellfish|A2
gamba|noun|f|prawn; shrimp|A2
atún|noun|m|tuna|A2
salmón|noun|m|salmon|A2
bocadillo|noun|m|sandwich (baguette)|A1
sándwich|noun|m|sandwich|A1
tortilla|noun|f|omelette; tortilla|A1
paella|noun|f|paella|A1
tapa|noun|f|tapa (snack); lid|A1
postre|noun|m|dessert|A1
helado|noun|m|ice cream|A0
pastel|noun|m|cake; pastry|A1
tarta|noun|f|cake; tart|A1
galleta|noun|f|biscuit; cookie|A1
chocolate|noun|m|chocolate|A0
caramelo|noun|m|sweet; candy; caramel|A2
miel|noun|f|honey|A2
mermelada|noun|f|jam|A2
yogur|noun|m|yoghurt|A1
fresa|noun|f|strawberry|A1
uva|noun|f|grape|A1
limón|noun|m|lemon|A1
pera|noun|f|pear|A1
melocotón|noun|m|peach|A2
sandía|noun|f|watermelon|A2
melón|noun|m|melon|A2
piña|noun|f|pineapple; pine cone|A2
cereza|noun|f|cherry|A2
nuez|noun|f|walnut; nut|B1
agua con gas|noun|f|sparkling water|A2
menú|noun|m|menu; set meal|A1
camarero|noun|m|waiter|A1
propina|noun|f|tip; gratuity|A2
ración|noun|f|portion; serving|A2
sabor|noun|m|taste; flavour|A2
merienda|noun|f|afternoon snack|A2
aperitivo|noun|m|appetizer; aperitif|A2
bar|noun|m|bar; café|A0
cafetería|noun|f|café; coffee shop|A1
panadería|noun|f|bakery|A1
carnicería|noun|f|butcher's|A2
pescadería|noun|f|fishmonger's|A2
frutería|noun|f|greengrocer's|A2
# City and transport.
carretera|noun|f|road; highway|A2
autopista|noun|f|motorway; freeway|A2
avenida|noun|f|avenue|A1
camión|noun|m|lorry; truck; bus (Mexico)|A2
furgoneta|noun|f|van|B1
parada|noun|f|stop (bus, taxi)|A1
semáforo|noun|m|traffic light|A2
tráfico|noun|m|traffic|A2
atasco|noun|m|traffic jam|A2
puente|noun|m|bridge; long weekend|A2
aparcamiento|noun|m|car park; parking lot|A2
estacionamiento|noun|m|parking|A2
gasolina|noun|f|petrol; gasoline|A2
gasolinera|noun|f|petrol station; gas station|A2
conductor|noun|m|driver|A2
pasajero|noun|m|passenger|A2
peatón|noun|m|pedestrian|B1
acera|noun|f|pavement; sidewalk|B1
paso de peatones|noun|m|pedestrian crossing|B1
rueda|noun|f|wheel|A2
motor|noun|m|engine; motor|A2
volante|noun|m|steering wheel; leaflet|B1
freno|noun|m|brake|B1
multa|noun|f|fine; ticket|B1
carnet|noun|m|card; licence|A2
permiso de conducir|noun|m|driving licence|A2
dirección|noun|f|address; direction; management|A1
ayuntamiento|noun|m|town hall; city council|A2
correos|noun|m|post office|A2
comisaría|noun|f|police station|A2
policía|noun|mf|police officer; (f) the police|A1
biblioteca|noun|f|library|A1
librería|noun|f|bookshop|A2
catedral|noun|f|cathedral|A2
castillo|noun|m|castle|A2
monumento|noun|m|monument|A2
puerto|noun|m|port; harbour; mountain pass|A2
fábrica|noun|f|factory|A2
centro comercial|noun|m|shopping centre; mall|A1
quiosco|noun|m|kiosk; newsstand|A2
zona|noun|f|area; zone|A2
afueras|noun|f|outskirts|B1
capital|noun|f|capital (city); (m) capital (money)|A1
# Travel.
turista|noun|mf|tourist|A1
turismo|noun|m|tourism; saloon car|A2
pasaporte|noun|m|passport|A1
vuelo|noun|m|flight|A1
viajero|noun|m|traveller|A2
equipaje|noun|m|luggage; baggage|A2
reserva|noun|f|booking; reservation; reserve|A1
recepción|noun|f|reception|A1
llegada|noun|f|arrival|A1
salida|noun|f|departure; exit; way out|A1
entrada|noun|f|entrance; ticket; starter|A1
andén|noun|m|platform|B1
vía|noun|f|track; way; route|B1
frontera|noun|f|border; frontier|B1
aduana|noun|f|customs|B1
visado|noun|m|visa|B1
destino|noun|m|destination; destiny; fate|B1
excursión|noun|f|excursion; trip; outing|A2
guía|noun|mf|guide; (f) guidebook|A1
alojamiento|noun|m|accommodation; lodging|B1
albergue|noun|m|hostel; shelter|B1
camping|noun|m|campsite|A2
oficina de turismo|noun|f|tourist office|A2
recuerdo|noun|m|memory; souvenir|A2
postal|noun|f|postcard|A1
tarjeta|noun|f|card|A1
horario|noun|m|timetable; schedule; opening hours|A2
retraso|noun|m|delay|A2
asiento|noun|m|seat|A2
ventanilla|noun|f|window (vehicle); ticket window|B1
crucero|noun|m|cruise|B1
isla|noun|f|island|A2
costa|noun|f|coast|A2
extranjero|noun|m|foreigner; abroad|A2
# Time and calendar.
tiempo libre|noun|m|free time; spare time|A1
fin de año|noun|m|New Year's Eve|A2
mediodía|noun|m|midday; noon|A1
medianoche|noun|f|midnight|A2
madrugada|noun|f|early morning; small hours|B1
amanecer|noun|m|dawn; sunrise|B1
atardecer|noun|m|dusk; sunset|B1
siglo|noun|m|century|A2
década|noun|f|decade|B1
época|noun|f|time; period; era|B1
temporada|noun|f|season; period|B1
calendario|noun|m|calendar|A2
cuarto de hora|noun|m|quarter of an hour|A1
media hora|noun|f|half an hour|A1
instante|noun|m|instant; moment|B1
rato|noun|m|while; short time|A2
futuro|noun|m|future|A2
pasado|noun|m|past|A2
presente|noun|m|present|A2
plazo|noun|m|period; deadline; instalment|B1
puntualidad|noun|f|punctuality|B2
aniversario|noun|m|anniversary|B1
boda|noun|f|wedding|A2
nacimiento|noun|m|birth|B1
santo|noun|m|saint; name day|A2
feriado|noun|m|public holiday|B1
festivo|noun|m|public holiday|A2
# Weather and nature.
clima|noun|m|climate; weather|A2
lluvia|noun|f|rain|A1
nieve|noun|f|snow|A1
viento|noun|m|wind|A1
nube|noun|f|cloud|A1
tormenta|noun|f|storm|A2
niebla|noun|f|fog|A2
temperatura|noun|f|temperature|A1
grado|noun|m|degree|A2
cielo|noun|m|sky; heaven|A1
luna|noun|f|moon|A1
estrella|noun|f|star|A1
naturaleza|noun|f|nature|A2
paisaje|noun|m|landscape; scenery|A2
bosque|noun|m|forest; wood|A2
selva|noun|f|jungle; rainforest|B1
lago|noun|m|lake|A2
valle|noun|m|valley|B1
colina|noun|f|hill|B1
cerro|noun|m|hill|B1
volcán|noun|m|volcano|B1
desierto|noun|m|desert|B1
océano|noun|m|ocean|A2
ola|noun|f|wave|A2
arena|noun|f|sand|A2
piedra|noun|f|stone; rock|A2
roca|noun|f|rock|B1
hoja|noun|f|leaf; sheet (of paper)|A2
rama|noun|f|branch|B1
raíz|noun|f|root|B1
hierba|noun|f|grass; herb|A2
césped|noun|m|lawn; grass|B1
semilla|noun|f|seed|B1
aire|noun|m|air|A2
fuego|noun|m|fire|A2
planeta|noun|m|planet|A2
medio ambiente|noun|m|environment|B1
contaminación|noun|f|pollution|B1
sequía|noun|f|drought|B2
inundación|noun|f|flood|B1
terremoto|noun|m|earthquake|B1
huracán|noun|m|hurricane|B1
relámpago|noun|m|lightning flash|B1
rayo|noun|m|ray; lightning bolt|B1
trueno|noun|m|thunder|B1
arco iris|noun|m|rainbow|A2
sombra|noun|f|shade; shadow|A2
norte|noun|m|north|A1
sur|noun|m|south|A1
este|noun|m|east|A1
oeste|noun|m|west|A1
# Animals.
caballo|noun|m|horse|A1
vaca|noun|f|cow|A1
toro|noun|m|bull|A2
oveja|noun|f|sheep|A2
cabra|noun|f|goat|A2
gallina|noun|f|hen|A2
conejo|noun|m|rabbit|A2
ratón|noun|m|mouse|A2
rata|noun|f|rat|B1
burro|noun|m|donkey|A2
pato|noun|m|duck|A2
león|noun|m|lion|A2
tigre|noun|m|tiger|A2
oso|noun|m|bear|A2
lobo|noun|m|wolf|B1
zorro|noun|m|fox|B1
elefante|noun|m|elephant|A2
mono|noun|m|monkey; overalls|A2
jirafa|noun|f|giraffe|A2
serpiente|noun|f|snake|A2
tortuga|noun|f|tortoise; turtle|A2
ballena|noun|f|whale|B1
delfín|noun|m|dolphin|B1
tiburón|noun|m|shark|B1
águila|noun|f|eagle|B1
paloma|noun|f|pigeon; dove|B1
insecto|noun|m|insect|B1
mosca|noun|f|fly|A2
mosquito|noun|m|mosquito|A2
abeja|noun|f|bee|B1
hormiga|noun|f|ant|B1
araña|noun|f|spider|B1
mariposa|noun|f|butterfly|A2
mascota|noun|f|pet; mascot|A2
ave|noun|f|bird; fowl|B1
cola|noun|f|tail; queue; glue|A2
pluma|noun|f|feather; pen|B1
ala|noun|f|wing|B1
# Work and professions.
profesión|noun|f|profession; occupation|A1
empleo|noun|m|employment; job|A2
puesto|noun|m|position; post; stall|B1
oficio|noun|m|trade; occupation|B1
empresa|noun|f|company; business; firm|A2
jefe|noun|m|boss; chief|A1
compañero|noun|m|colleague; classmate; partner|A1
colega|noun|mf|colleague; mate|A2
empleado|noun|m|employee|A2
trabajador|noun|m|worker|A2
sueldo|noun|m|salary; wage|A2
salario|noun|m|salary; wage|B1
reunión|noun|f|meeting|A2
entrevista|noun|f|interview|A2
currículum|noun|m|CV; résumé|A2
experiencia|noun|f|experience|A2
contrato|noun|m|contract|B1
paro|noun|m|unemployment; strike|B1
desempleo|noun|m|unemployment|B1
huelga|noun|f|strike|B1
sindicato|noun|m|trade union|B2
jubilación|noun|f|retirement; pension|B1
pensión|noun|f|pension; guesthouse|B1
negocio|noun|m|business; deal|A2
cliente|noun|mf|customer; client|A2
abogado|noun|m|lawyer|A1
juez|noun|mf|judge|B1
ingeniero|noun|m|engineer|A1
arquitecto|noun|m|architect|A2
secretario|noun|m|secretary|A1
cocinero|noun|m|cook; chef|A1
panadero|noun|m|baker|A2
carnicero|noun|m|butcher|A2
agricultor|noun|m|farmer|B1
campesino|noun|m|peasant; farm worker|B1
pescador|noun|m|fisherman|B1
obrero|noun|m|labourer; worker|B1
albañil|noun|m|builder; bricklayer|B1
fontanero|noun|m|plumber|B1
electricista|noun|mf|electrician|B1
mecánico|noun|m|mechanic|A2
bombero|noun|m|firefighter|A2
soldado|noun|m|soldier|B1
militar|noun|mf|soldier; military officer|B1
piloto|noun|mf|pilot; racing driver|A2
azafata|noun|f|flight attendant|A2
periodista|noun|mf|journalist|A1
escritor|noun|m|writer|A2
autor|noun|m|author|B1
artista|noun|mf|artist|A1
pintor|noun|m|painter|A2
músico|noun|m|musician|A2
cantante|noun|mf|singer|A1
actor|noun|m|actor|A1
actriz|noun|f|actress|A1
bailarín|noun|m|dancer|A2
fotógrafo|noun|m|photographer|A2
peluquero|noun|m|hairdresser|A2
dependiente|noun|m|shop assistant|A2
vendedor|noun|m|seller; salesperson|A2
taxista|noun|mf|taxi driver|A2
cartero|noun|m|postman; mail carrier|A2
veterinario|noun|m|vet; veterinarian|A2
científico|noun|m|scientist|B1
investigador|noun|m|researcher; investigator|B1
programador|noun|m|programmer|A2
informático|noun|m|IT specialist; computer scientist|B1
funcionario|noun|m|civil servant; official|B1
director|noun|m|director; head teacher; manager|A2
gerente|noun|mf|manager|B1
empresario|noun|m|businessman; entrepreneur|B1
ama de casa|noun|f|housewife; homemaker|A2
jardinero|noun|m|gardener|A2
traductor|noun|m|translator|B1
intérprete|noun|mf|interpreter; performer|B1
recepcionista|noun|mf|receptionist|A2
asistente|noun|mf|assistant|B1
cargo|noun|m|position; post; charge|B1
tarea|noun|f|task; homework|A1
herramienta|noun|f|tool|B1
máquina|noun|f|machine|A2
industria|noun|f|industry|B1
producción|noun|f|production|B1
producto|noun|m|product|A2
# School and study.
colegio|noun|m|school|A0
instituto|noun|m|secondary school; high school; institute|A1
universidad|noun|f|university|A1
aula|noun|f|classroom|A1
lección|noun|f|lesson|A1
curso|noun|m|course; school year|A1
asignatura|noun|f|subject (school)|A2
materia|noun|f|subject; matter|B1
examen|noun|m|exam; examination|A1
prueba|noun|f|test; proof; trial|A2
nota|noun|f|mark; grade; note|A1
deberes|noun|m|homework|A1
ejercicio|noun|m|exercise|A1
cuaderno|noun|m|notebook; exercise book|A0
lápiz|noun|m|pencil|A0
bolígrafo|noun|m|pen; ballpoint|A0
goma|noun|f|rubber; eraser; elastic band|A1
regla|noun|f|ruler; rule|A2
papel|noun|m|paper; role|A1
pizarra|noun|f|blackboard; whiteboard|A1
diccionario|noun|m|dictionary|A1
página|noun|f|page|A1
frase|noun|f|sentence; phrase|A1
texto|noun|m|text|A1
letra|noun|f|letter (of alphabet); handwriting; lyrics|A1
vocabulario|noun|m|vocabulary|A1
gramática|noun|f|grammar|A1
verbo|noun|m|verb|A1
error|noun|m|mistake; error|A1
falta|noun|f|lack; mistake; absence|A2
matemáticas|noun|f|mathematics; maths|A1
física|noun|f|physics|A2
química|noun|f|chemistry|A2
biología|noun|f|biology|A2
geografía|noun|f|geography|A2
arte|noun|m|art|A1
ciencia|noun|f|science|A2
literatura|noun|f|literature|A2
filosofía|noun|f|philosophy|B1
economía|noun|f|economy; economics|B1
derecho|noun|m|right; law; (pl.) rights|B1
carrera|noun|f|degree course; career; race|A2
título|noun|m|title; degree; qualification|B1
beca|noun|f|scholarship; grant|B1
conocimiento|noun|m|knowledge|B1
aprendizaje|noun|m|learning|B1
educación|noun|f|education; manners|A2
enseñanza|noun|f|teaching; education|B1
estudio|noun|m|study; studio|A2
investigación|noun|f|research; investigation|B1
recreo|noun|m|break; playtime|A2
uniforme|noun|m|uniform|A2
# Money and shopping.
euro|noun|m|euro|A0
dólar|noun|m|dollar|A1
céntimo|noun|m|cent|A1
moneda|noun|f|coin; currency|A1
efectivo|noun|m|cash|A2
tarjeta de crédito|noun|f|credit card|A1
cajero|noun|m|cashier; cash machine|A2
cajero automático|noun|m|cash machine; ATM|A2
compra|noun|f|purchase; shopping|A1
venta|noun|f|sale|A2
rebajas|noun|f|sales (discounts)|A2
oferta|noun|f|offer; special offer; supply|A2
descuento|noun|m|discount|A2
recibo|noun|m|receipt|A2
factura|noun|f|invoice; bill|B1
gasto|noun|m|expense; spending|B1
ahorro|noun|m|saving; (pl.) savings|B1
deuda|noun|f|debt|B1
préstamo|noun|m|loan|B1
impuesto|noun|m|tax|B1
cuenta bancaria|noun|f|bank account|B1
probador|noun|m|fitting room|A2
escaparate|noun|m|shop window|B1
carrito|noun|m|trolley; cart|A2
marca|noun|f|brand; mark|A2
calidad|noun|f|quality|A2
cantidad|noun|f|quantity; amount|A2
kilo|noun|m|kilo|A1
gramo|noun|m|gram|A2
litro|noun|m|litre; liter|A1
paquete|noun|m|packet; parcel; package|A2
pedido|noun|m|order (purchase)|B1
devolución|noun|f|return; refund|B1
coste|noun|m|cost|B1
costo|noun|m|cost|B1
valor|noun|m|value; courage; (pl.) values|B1
riqueza|noun|f|wealth; riches|B1
pobreza|noun|f|poverty|B1
# Technology.
tecnología|noun|f|technology|A2
aplicación|noun|f|app; application|A2
pantalla|noun|f|screen|A2
teclado|noun|m|keyboard|A2
portátil|noun|m|laptop|A2
tableta|noun|f|tablet; bar (of chocolate)|A2
red|noun|f|network; net|A2
página web|noun|f|web page; website|A1
sitio web|noun|m|website|A2
correo electrónico|noun|m|email|A1
contraseña|noun|f|password|A2
usuario|noun|m|user|A2
archivo|noun|m|file; archive|A2
carpeta|noun|f|folder|A2
batería|noun|f|battery; drums|A2
cargador|noun|m|charger|A2
cable|noun|m|cable; wire|A2
impresora|noun|f|printer|A2
cámara|noun|f|camera; chamber|A2
vídeo|noun|m|video|A1
televisión|noun|f|television|A0
tele|noun|f|TV; telly|A1
radio|noun|f|radio|A1
dato|noun|m|piece of information; fact; (pl.) data|B1
software|noun|m|software|B1
dispositivo|noun|m|device|B1
enlace|noun|m|link|B1
descarga|noun|f|download; discharge|B1
búsqueda|noun|f|search|B1
buscador|noun|m|search engine|B1
robot|noun|m|robot|B1
inteligencia artificial|noun|f|artificial intelligence|B1
electricidad|noun|f|electricity|B1
energía|noun|f|energy; power|B1
# Media.
medio de comunicación|noun|m|media outlet|B1
periódico|noun|m|newspaper|A1
revista|noun|f|magazine|A1
prensa|noun|f|press|B1
artículo|noun|m|article; item|A2
titular|noun|m|headline|B1
anuncio|noun|m|advertisement; announcement|A2
publicidad|noun|f|advertising; publicity|B1
canal|noun|m|channel; canal|A2
serie|noun|f|series; TV series|A1
episodio|noun|m|episode|B1
telediario|noun|m|TV news|A2
informativo|noun|m|news programme|B1
entrevistador|noun|m|interviewer|B1
locutor|noun|m|announcer; presenter|B1
presentador|noun|m|presenter; host|A2
público|noun|m|audience; public|A2
audiencia|noun|f|audience; hearing|B1
blog|noun|m|blog|A2
podcast|noun|m|podcast|A2
# Sports and leisure.
ocio|noun|m|leisure|B1
afición|noun|f|hobby; fondness; fans|A2
pasatiempo|noun|m|hobby; pastime|A2
baloncesto|noun|m|basketball|A1
tenis|noun|m|tennis|A1
natación|noun|f|swimming|A1
ciclismo|noun|m|cycling|A2
atletismo|noun|m|athletics|A2
balonmano|noun|m|handball|B1
voleibol|noun|m|volleyball|A2
golf|noun|m|golf|A2
esquí|noun|m|skiing; ski|A2
yoga|noun|m|yoga|A2
gimnasio|noun|m|gym|A1
piscina|noun|f|swimming pool|A1
pelota|noun|f|ball|A1
balón|noun|m|ball (large)|A2
gol|noun|m|goal (scored)|A2
portería|noun|f|goal (frame); porter's lodge|B1
jugador|noun|m|player|A1
entrenador|noun|m|coach; trainer|A2
entrenamiento|noun|m|training|B1
campeón|noun|m|champion|B1
campeonato|noun|m|championship|B1
competición|noun|f|competition|B1
liga|noun|f|league|B1
estadio|noun|m|stadium|A2
aficionado|noun|m|fan; amateur|B1
deportista|noun|mf|sportsperson; athlete|A2
atleta|noun|mf|athlete|B1
premio|noun|m|prize; award|A2
medalla|noun|f|medal|B1
concierto|noun|m|concert|A1
canción|noun|f|song|A1
baile|noun|m|dance; dancing|A2
guitarra|noun|f|guitar|A1
piano|noun|m|piano|A1
instrumento|noun|m|instrument|A2
exposición|noun|f|exhibition; exposure|B1
galería|noun|f|gallery|B1
novela|noun|f|novel|A2
poema|noun|m|poem|A2
poesía|noun|f|poetry|B1
cuento|noun|m|short story; tale|A2
dibujo|noun|m|drawing|A1
pintura|noun|f|painting; paint|A2
fotografía|noun|f|photography; photograph|A2
juguete|noun|m|toy|A1
muñeco|noun|m|doll; figure|A2
videojuego|noun|m|video game|A1
ajedrez|noun|m|chess|A2
paseo|noun|m|walk; stroll; promenade|A1
senderismo|noun|m|hiking|B1
campamento|noun|m|camp|B1
espectáculo|noun|m|show; spectacle|B1
discoteca|noun|f|nightclub|A2
# Emotions, feelings and character.
sentimiento|noun|m|feeling|B1
emoción|noun|f|emotion; excitement|A2
alegría|noun|f|joy; happiness|A2
felicidad|noun|f|happiness|A2
tristeza|noun|f|sadness|A2
rabia|noun|f|rage; anger; rabies|B1
enfado|noun|m|anger; annoyance|B1
ira|noun|f|anger; wrath|B2
vergüenza|noun|f|shame; embarrassment|B1
orgullo|noun|m|pride|B1
celos|noun|m|jealousy|B1
envidia|noun|f|envy|B1
sorpresa|noun|f|surprise|A2
preocupación|noun|f|worry; concern|B1
ansiedad|noun|f|anxiety|B1
esperanza|noun|f|hope|B1
confianza|noun|f|trust; confidence|B1
paciencia|noun|f|patience|B1
cariño|noun|m|affection; darling|A2
ternura|noun|f|tenderness|B2
odio|noun|m|hatred; hate|B1
asco|noun|m|disgust|B1
pena|noun|f|sorrow; pity; penalty|A2
dolor de cabeza|noun|m|headache|A1
aburrimiento|noun|m|boredom|B1
soledad|noun|f|loneliness; solitude|B1
placer|noun|m|pleasure|B1
gusto|noun|m|taste; pleasure|A2
humor|noun|m|humour; mood|A2
ánimo|noun|m|spirit; mood; encouragement|B1
carácter|noun|m|character; temperament|B1
personalidad|noun|f|personality|A2
valentía|noun|f|bravery; courage|B2
coraje|noun|m|courage; anger|B2
timidez|noun|f|shyness|B1
simpatía|noun|f|friendliness; liking|B1
amabilidad|noun|f|kindness|B1
generosidad|noun|f|generosity|B2
honestidad|noun|f|honesty|B1
humildad|noun|f|humility|B2
egoísmo|noun|m|selfishness|B2
pereza|noun|f|laziness|B1
estado de ánimo|noun|m|mood; state of mind|B1
# People and society.
ser humano|noun|m|human being|B1
humanidad|noun|f|humanity; mankind|B1
población|noun|f|population|B1
ciudadano|noun|m|citizen|B1
habitante|noun|mf|inhabitant|B1
vecindario|noun|m|neighbourhood|B1
comunidad|noun|f|community|B1
joven|noun|mf|young person|A1
adolescente|noun|mf|teenager; adolescent|A2
adulto|noun|m|adult|A2
anciano|noun|m|elderly person|B1
mayor|noun|mf|older person; elder|A2
infancia|noun|f|childhood|A2
niñez|noun|f|childhood|B1
juventud|noun|f|youth|B1
vejez|noun|f|old age|B1
edad|noun|f|age|A1
generación|noun|f|generation|B1
pareja|noun|f|couple; partner|A2
matrimonio|noun|m|marriage; married couple|B1
divorcio|noun|m|divorce|B1
suegro|noun|m|father-in-law|B1
suegra|noun|f|mother-in-law|B1
cuñado|noun|m|brother-in-law|B1
cuñada|noun|f|sister-in-law|B1
yerno|noun|m|son-in-law|B1
nuera|noun|f|daughter-in-law|B1
padrino|noun|m|godfather; best man|B1
madrina|noun|f|godmother|B1
pariente|noun|mf|relative|B1
gemelo|noun|m|twin; calf (muscle)|B1
huérfano|noun|m|orphan|B2
viudo|noun|m|widower|B1
viuda|noun|f|widow|B1
desconocido|noun|m|stranger|B1
invitado|noun|m|guest|A2
huésped|noun|mf|guest; host (biology)|B2
rey|noun|m|king; (pl.) king and queen|A2
reina|noun|f|queen|A2
príncipe|noun|m|prince|B1
princesa|noun|f|princess|B1
dios|noun|m|god|A2
religión|noun|f|religion|B1
fe|noun|f|faith|B1
cultura|noun|f|culture|A2
costumbre|noun|f|custom; habit|A2
tradición|noun|f|tradition|A2
hábito|noun|m|habit|B1
clase social|noun|f|social class|B1
igualdad|noun|f|equality|B1
desigualdad|noun|f|inequality|B2
libertad|noun|f|freedom; liberty|B1
justicia|noun|f|justice|B1
paz|noun|f|peace|A2
guerra|noun|f|war|A2
violencia|noun|f|violence|B1
racismo|noun|m|racism|B1
inmigración|noun|f|immigration|B1
inmigrante|noun|mf|immigrant|B1
emigrante|noun|mf|emigrant|B1
refugiado|noun|m|refugee|B1
voluntario|noun|m|volunteer|B1
organización|noun|f|organisation; organization|B1
asociación|noun|f|association|B1
# Society and politics.
política|noun|f|politics; policy|B1
político|noun|m|politician|B1
gobierno|noun|m|government|B1
estado|noun|m|state; condition|B1
nación|noun|f|nation|B1
patria|noun|f|homeland; fatherland|B2
presidente|noun|m|president; chairman|A2
ministro|noun|m|minister|B1
ministerio|noun|m|ministry|B2
alcalde|noun|m|mayor|B1
parlamento|noun|m|parliament|B1
congreso|noun|m|congress; conference|B1
senado|noun|m|senate|B2
diputado|noun|m|member of parliament; deputy|B2
elección|noun|f|choice; election; (pl.) elections|B1
voto|noun|m|vote|B1
votante|noun|mf|voter|B2
campaña|noun|f|campaign|B1
democracia|noun|f|democracy|B1
dictadura|noun|f|dictatorship|B2
ley|noun|f|law|B1
constitución|noun|f|constitution|B2
poder|noun|m|power|B1
autoridad|noun|f|authority|B2
deber|noun|m|duty; obligation|B1
crisis|noun|f|crisis|B1
reforma|noun|f|reform; renovation|B1
protesta|noun|f|protest|B1
manifestación|noun|f|demonstration; protest march|B1
corrupción|noun|f|corruption|B2
ejército|noun|m|army|B1
delito|noun|m|crime; offence|B1
crimen|noun|m|crime; murder|B1
ladrón|noun|m|thief|A2
robo|noun|m|robbery; theft|B1
asesino|noun|m|murderer; killer|B1
víctima|noun|f|victim|B1
cárcel|noun|f|prison; jail|B1
prisión|noun|f|prison|B1
juicio|noun|m|trial; judgement|B1
tribunal|noun|m|court; tribunal|B2
testigo|noun|mf|witness|B1
sospechoso|noun|m|suspect|B1
pena de muerte|noun|f|death penalty|B2
seguridad|noun|f|security; safety|B1
peligro|noun|m|danger|A2
riesgo|noun|m|risk|B1
terrorismo|noun|m|terrorism|B2
comercio|noun|m|trade; commerce; shop|B1
exportación|noun|f|export|B2
importación|noun|f|import|B2
inflación|noun|f|inflation|B2
desarrollo|noun|m|development|B1
crecimiento|noun|m|growth|B1
presupuesto|noun|m|budget; estimate|B1
# Band 3: general and abstract nouns (A2–B1), most frequent first.
situación|noun|f|situation|A2
relación|noun|f|relationship; relation|B1
sociedad|noun|f|society; company|B1
proyecto|noun|m|project|A2
servicio|noun|m|service; toilet (restroom)|A2
información|noun|f|information|A1
objeto|noun|m|object|A2
pie|noun|m|foot|A1
tierra|noun|f|land; earth; soil|A2
camino|noun|m|way; path; road|A2
noticia|noun|f|news item; (pl.) news|A1
nivel|noun|m|level|A2
paso|noun|m|step; pace; passage|A2
fuerza|noun|f|strength; force|B1
muerte|noun|f|death|B1
interés|noun|m|interest|A2
centro|noun|m|centre; center; downtown|A1
orden|noun|m|order; sequence; (f) command|B1
lado|noun|m|side|A1
principio|noun|m|beginning; principle|A2
final|noun|m|end; ending; (f) final (match)|A2
medio|noun|m|middle; means; medium|B1
fondo|noun|m|bottom; back; background|B1
importancia|noun|f|importance|B1
necesidad|noun|f|need; necessity|B1
posibilidad|noun|f|possibility|B1
oportunidad|noun|f|opportunity; chance|B1
decisión|noun|f|decision|B1
opinión|noun|f|opinion|A2
acuerdo|noun|m|agreement; deal|B1
resultado|noun|m|result; outcome|A2
efecto|noun|m|effect|B1
causa|noun|f|cause; lawsuit|B1
consecuencia|noun|f|consequence|B1
motivo|noun|m|reason; motive; motif|B1
objetivo|noun|m|objective; goal; aim|B1
meta|noun|f|goal; finish line|B1
propósito|noun|m|purpose; intention; resolution|B1
plan|noun|m|plan|A2
intento|noun|m|attempt|B1
éxito|noun|m|success; hit|A2
fracaso|noun|m|failure|B1
ventaja|noun|f|advantage|B1
desventaja|noun|f|disadvantage|B1
diferencia|noun|f|difference|A2
parecido|noun|m|resemblance; similarity|B1
comparación|noun|f|comparison|B1
condición|noun|f|condition|B1
característica|noun|f|characteristic; feature|B1
cualidad|noun|f|quality (trait)|B1
defecto|noun|m|defect; fault; flaw|B1
aspecto|noun|m|appearance; aspect|B1
imagen|noun|f|image; picture|A2
figura|noun|f|figure; shape|B1
tamaño|noun|m|size|A2
medida|noun|f|measure; measurement; step|B1
distancia|noun|f|distance|A2
espacio|noun|m|space; room|A2
superficie|noun|f|surface; area|B1
mitad|noun|f|half; middle|A2
doble|noun|m|double|A2
total|noun|m|total|A2
lista|noun|f|list|A1
tabla|noun|f|table (chart); board|B1
línea|noun|f|line|A2
círculo|noun|m|circle|B1
cuadrado|noun|m|square|A2
triángulo|noun|m|triangle|B1
esquema|noun|m|outline; diagram; scheme|B1
modelo|noun|m|model; (mf) fashion model|A2
método|noun|m|method|B1
técnica|noun|f|technique; technology|B1
proceso|noun|m|process|B1
etapa|noun|f|stage; phase|B1
fase|noun|f|phase|B1
mejora|noun|f|improvement|B1
solución|noun|f|solution|A2
dificultad|noun|f|difficulty|B1
duda|noun|f|doubt; question|A2
culpa|noun|f|fault; blame; guilt|B1
responsabilidad|noun|f|responsibility|B1
obligación|noun|f|obligation; duty|B1
permiso|noun|m|permission; permit; leave|A2
prohibición|noun|f|ban; prohibition|B2
norma|noun|f|rule; norm; standard|B1
consejo|noun|m|advice; council|A2
sugerencia|noun|f|suggestion|B1
propuesta|noun|f|proposal|B1
petición|noun|f|request; petition|B1
queja|noun|f|complaint|B1
reclamación|noun|f|complaint; claim|B1
excusa|noun|f|excuse|B1
disculpa|noun|f|apology|B1
favor|noun|m|favour; favor|A1
ayuda|noun|f|help; aid|A1
apoyo|noun|m|support|B1
atención|noun|f|attention|A2
cuidado|noun|m|care; caution|A2
control|noun|m|control; check|B1
uso|noun|m|use; usage|B1
función|noun|f|function; show (performance)|B1
actividad|noun|f|activity|A1
acción|noun|f|action; share (stock)|B1
hecho|noun|m|fact; event|B1
acto|noun|m|act; ceremony|B1
suceso|noun|m|event; incident|B1
acontecimiento|noun|m|event; occurrence|B2
evento|noun|m|event|A2
ocasión|noun|f|occasion; opportunity; bargain|B1
celebración|noun|f|celebration|A2
ceremonia|noun|f|ceremony|B1
visita|noun|f|visit; visitor|A1
encuentro|noun|m|meeting; encounter|B1
conversación|noun|f|conversation|A1
diálogo|noun|m|dialogue|A2
discusión|noun|f|argument; discussion|B1
debate|noun|m|debate|B1
charla|noun|f|chat; talk|A2
comentario|noun|m|comment; remark|B1
explicación|noun|f|explanation|A2
descripción|noun|f|description|A2
definición|noun|f|definition|B1
significado|noun|m|meaning|A2
sentido|noun|m|sense; meaning; direction|B1
pensamiento|noun|m|thought; thinking|B1
memoria|noun|f|memory; report|B1
mente|noun|f|mind|B1
inteligencia|noun|f|intelligence|B1
imaginación|noun|f|imagination|B1
creatividad|noun|f|creativity|B1
talento|noun|m|talent|B1
capacidad|noun|f|capacity; ability|B1
habilidad|noun|f|skill; ability|B1
esfuerzo|noun|m|effort|B1
voluntad|noun|f|will; willpower|B1
deseo|noun|m|wish; desire|B1
gana|noun|f|desire; urge (usually pl.)|A2
rutina|noun|f|routine|A2
amistad|noun|f|friendship|A2
ambiente|noun|m|atmosphere; environment|B1
entorno|noun|m|surroundings; environment|B2
realidad|noun|f|reality|B1
mentira|noun|f|lie|A2
secreto|noun|m|secret|A2
misterio|noun|m|mystery|B1
asunto|noun|m|matter; issue; affair|B1
cuestión|noun|f|question; issue; matter|B1
detalle|noun|m|detail|B1
cifra|noun|f|figure; number|B1
porcentaje|noun|m|percentage|B1
estadística|noun|f|statistics; statistic|B2
mayoría|noun|f|majority; most|B1
minoría|noun|f|minority|B2
resto|noun|m|rest; remainder|B1
conjunto|noun|m|set; whole; outfit|B1
unidad|noun|f|unit; unity|B1
elemento|noun|m|element|B1
material|noun|m|material|B1
sustancia|noun|f|substance|B2
recurso|noun|m|resource; appeal|B1
fuente|noun|f|fountain; source|B1
origen|noun|m|origin|B1
base|noun|f|base; basis|B1
estructura|noun|f|structure|B1
especie|noun|f|species; kind|B1
categoría|noun|f|category|B1
nivel de vida|noun|m|standard of living|B1
estilo|noun|m|style|A2
modo|noun|m|way; mode; manner|B1
lenguaje|noun|m|language (faculty); speech|B1
expresión|noun|f|expression|B1
sonido|noun|m|sound|A2
ruido|noun|m|noise|A2
silencio|noun|m|silence|A2
grito|noun|m|shout; scream|B1
olor|noun|m|smell|A2
vista|noun|f|view; sight; eyesight|A2
mirada|noun|f|look; gaze|B1
sonrisa|noun|f|smile|A2
risa|noun|f|laugh; laughter|A2
lágrima|noun|f|tear|B1
beso|noun|m|kiss|A2
abrazo|noun|m|hug; embrace|A2
saludo|noun|m|greeting|A1
despedida|noun|f|farewell; goodbye|A2
bienvenida|noun|f|welcome|A2
invitación|noun|f|invitation|A2
llamada|noun|f|call; phone call|A1
aviso|noun|m|notice; warning|B1
señal|noun|f|sign; signal|B1
símbolo|noun|m|symbol|B1
cartel|noun|m|poster; sign; cartel|A2
letrero|noun|m|sign; notice|B1
# Everyday objects, materials and places (A2–B1).
bolsa de plástico|noun|f|plastic bag|A2
plástico|noun|m|plastic|A2
madera|noun|f|wood|A2
metal|noun|m|metal|A2
hierro|noun|m|iron|B1
acero|noun|m|steel|B1
oro|noun|m|gold|A2
plata|noun|f|silver; money (Latin America)|A2
cobre|noun|m|copper|B1
cristal|noun|m|glass (material); crystal; pane|A2
vidrio|noun|m|glass|B1
papel higiénico|noun|m|toilet paper|A2
cartón|noun|m|cardboard|B1
tela|noun|f|cloth; fabric|B1
cuerda|noun|f|rope; string; cord|B1
hilo|noun|m|thread; wire|B1
aguja|noun|f|needle; hand (of a clock)|B1
tijeras|noun|f|scissors|A2
martillo|noun|m|hammer|B1
clavo|noun|m|nail; clove|B1
tornillo|noun|m|screw|B1
escoba|noun|f|broom|B1
cubo|noun|m|bucket; cube; bin|B1
linterna|noun|f|torch; flashlight|B1
mechero|noun|m|lighter|B1
cerilla|noun|f|match|B1
fósforo|noun|m|match; phosphorus|B1
tabaco|noun|m|tobacco; cigarettes|A2
cigarrillo|noun|m|cigarette|A2
droga|noun|f|drug|B1
sobre|noun|m|envelope; sachet|A2
sello|noun|m|stamp; seal|A2
documento|noun|m|document|A2
carné de identidad|noun|m|identity card|A2
formulario|noun|m|form|A2
firma|noun|f|signature; firm|B1
impreso|noun|m|printed form|B1
agenda|noun|f|diary; planner; agenda|A2
llavero|noun|m|key ring|A2
marco|noun|m|frame; framework|B1
jarrón|noun|m|vase|B1
florero|noun|m|vase|B1
maceta|noun|f|flowerpot|B1
valla|noun|f|fence; hoarding|B1
verja|noun|f|railings; gate|B2
portal|noun|m|doorway; entrance hall; portal|B1
chimenea|noun|f|fireplace; chimney|B1
sótano|noun|m|basement; cellar|B1
ático|noun|m|attic; penthouse|B1
desván|noun|m|attic; loft|B2
trastero|noun|m|storeroom|B2
patio|noun|m|courtyard; playground; patio|A2
huerto|noun|m|vegetable garden; orchard|B1
granja|noun|f|farm|A2
finca|noun|f|country estate; property|B1
cabaña|noun|f|cabin; hut|B1
tienda de campaña|noun|f|tent|A2
chalé|noun|m|detached house; villa|B1
vivienda|noun|f|housing; dwelling|B1
rascacielos|noun|m|skyscraper|B1
torre|noun|f|tower|A2
palacio|noun|m|palace|A2
templo|noun|m|temple|B1
mezquita|noun|f|mosque|B1
cementerio|noun|m|cemetery|B1
mercadillo|noun|m|street market; flea market|A2
feria|noun|f|fair; trade fair|A2
zoo|noun|m|zoo|A1
acuario|noun|m|aquarium|A2
estanco|noun|m|tobacconist's|B1
peluquería|noun|f|hairdresser's|A2
tintorería|noun|f|dry cleaner's|B1
zapatería|noun|f|shoe shop|A2
joyería|noun|f|jeweller's|B1
papelería|noun|f|stationer's|A2
ferretería|noun|f|hardware store|B1
lavandería|noun|f|launderette; laundry|B1
óptica|noun|f|optician's; optics|B1
polideportivo|noun|m|sports centre|B1
cancha|noun|f|court (sports); pitch|B1
pista|noun|f|track; court; clue|B1
# Geography.
continente|noun|m|continent|A2
región|noun|f|region|B1
provincia|noun|f|province|B1
territorio|noun|m|territory|B2
península|noun|f|peninsula|B1
orilla|noun|f|shore; bank; edge|B1
bahía|noun|f|bay|B1
golfo|noun|m|gulf|B2
cabo|noun|m|cape; end; corporal|B2
acantilado|noun|m|cliff|B2
cueva|noun|f|cave|B1
llanura|noun|f|plain|B2
meseta|noun|f|plateau|B2
cordillera|noun|f|mountain range|B1
sierra|noun|f|mountain range; saw|B1
cima|noun|f|summit; top|B1
pico|noun|m|peak; beak; pick|B1
cascada|noun|f|waterfall|B1
arroyo|noun|m|stream; brook|B2
horizonte|noun|m|horizon|B1
polo|noun|m|pole; polo shirt|B1
ecuador|noun|m|equator|B2
hemisferio|noun|m|hemisphere|B2
latitud|noun|f|latitude|C1
trópico|noun|m|tropic|B2
# Measures and quantities.
metro cuadrado|noun|m|square metre|B1
kilómetro|noun|m|kilometre; kilometer|A1
centímetro|noun|m|centimetre; centimeter|A2
milímetro|noun|m|millimetre|B1
tonelada|noun|f|ton; tonne|B1
docena|noun|f|dozen|A2
par|noun|m|pair; couple|A2
trozo|noun|m|piece; bit|A2
pedazo|noun|m|piece; bit|A2
rebanada|noun|f|slice (of bread)|B1
loncha|noun|f|slice (of ham or cheese)|B1
gota|noun|f|drop|B1
montón|noun|m|pile; heap; loads|A2
velocidad|noun|f|speed; velocity|B1
ritmo|noun|m|rhythm; pace|B1
longitud|noun|f|length; longitude|B1
anchura|noun|f|width|B2
ancho|noun|m|width|B1
largo|noun|m|length|B1
profundidad|noun|f|depth|B1
volumen|noun|m|volume|B1
# Band 4: upper-intermediate nouns (B1–B2), most frequent first.
tendencia|noun|f|trend; tendency|B2
influencia|noun|f|influence|B2
impacto|noun|m|impact|B2
enfoque|noun|m|approach; focus|B2
perspectiva|noun|f|perspective; outlook|B2
punto de vista|noun|m|point of view|B1
criterio|noun|m|criterion; judgement|B2
argumento|noun|m|argument; plot|B2
razonamiento|noun|m|reasoning|B2
conclusión|noun|f|conclusion|B1
hipótesis|noun|f|hypothesis|B2
teoría|noun|f|theory|B1
práctica|noun|f|practice; (pl.) work placement|B1
análisis|noun|m|analysis|B2
descubrimiento|noun|m|discovery|B1
invento|noun|m|invention|B1
invención|noun|f|invention; fabrication|B2
avance|noun|m|advance; progress; trailer|B2
progreso|noun|m|progress|B1
innovación|noun|f|innovation|B2
experimento|noun|m|experiment|B1
laboratorio|noun|m|laboratory|B1
evidencia|noun|f|evidence; obviousness|B2
indicio|noun|m|sign; indication; clue|C1
síntoma|noun|m|symptom|B1
diagnóstico|noun|m|diagnosis|B2
cáncer|noun|m|cancer|B1
virus|noun|m|virus|B1
bacteria|noun|f|bacterium; (pl.) bacteria|B2
infección|noun|f|infection|B1
epidemia|noun|f|epidemic|B2
pandemia|noun|f|pandemic|B2
dosis|noun|f|dose|B2
cirujano|noun|m|surgeon|B2
cirugía|noun|f|surgery|B2
discapacidad|noun|f|disability|B2
bienestar|noun|m|wellbeing; welfare|B2
sanidad|noun|f|public health; health service|B2
esperanza de vida|noun|f|life expectancy|B2
obesidad|noun|f|obesity|B2
adicción|noun|f|addiction|B2
depresión|noun|f|depression|B1
terapia|noun|f|therapy|B2
psicólogo|noun|m|psychologist|B1
mentalidad|noun|f|mentality; mindset|B2
actitud|noun|f|attitude|B1
comportamiento|noun|m|behaviour; behavior|B1
conducta|noun|f|conduct; behaviour|B2
reacción|noun|f|reaction|B1
respeto|noun|m|respect|B1
tolerancia|noun|f|tolerance|B2
prejuicio|noun|m|prejudice|B2
estereotipo|noun|m|stereotype|B2
discriminación|noun|f|discrimination|B2
diversidad|noun|f|diversity|B2
identidad|noun|f|identity|B2
integración|noun|f|integration|B2
convivencia|noun|f|living together; coexistence|B2
solidaridad|noun|f|solidarity|B2
compromiso|noun|m|commitment; engagement; compromise|B2
lealtad|noun|f|loyalty|B2
traición|noun|f|betrayal; treason|B2
venganza|noun|f|revenge|B2
perdón|noun|m|forgiveness; pardon|A2
conflicto|noun|m|conflict|B1
pelea|noun|f|fight; quarrel|B1
lucha|noun|f|fight; struggle|B1
batalla|noun|f|battle|B1
arma|noun|f|weapon; arm|B1
bomba|noun|f|bomb; pump|B1
ataque|noun|m|attack|B1
defensa|noun|f|defence; defense|B1
enemigo|noun|m|enemy|B1
aliado|noun|m|ally|B2
amenaza|noun|f|threat|B2
tratado|noun|m|treaty; treatise|B2
negociación|noun|f|negotiation|B2
sanción|noun|f|sanction; penalty|B2
embajada|noun|f|embassy|B2
embajador|noun|m|ambassador|B2
globalización|noun|f|globalisation|B2
capitalismo|noun|m|capitalism|B2
socialismo|noun|m|socialism|B2
ideología|noun|f|ideology|B2
oposición|noun|f|opposition; competitive exam|B2
mandato|noun|m|term of office; mandate|C1
candidato|noun|m|candidate|B1
partido político|noun|m|political party|B1
referéndum|noun|m|referendum|B2
encuesta|noun|f|survey; poll|B1
ciudadanía|noun|f|citizenship; citizens|B2
estado del bienestar|noun|m|welfare state|B2
seguridad social|noun|f|social security|B2
subsidio|noun|m|benefit; subsidy|B2
subvención|noun|f|subsidy; grant|B2
beneficio|noun|m|benefit; profit|B1
ganancia|noun|f|profit; gain|B2
pérdida|noun|f|loss; waste|B1
ingreso|noun|m|income; admission; deposit|B2
renta|noun|f|income; rent|B2
inversión|noun|f|investment|B2
inversor|noun|m|investor|B2
accionista|noun|mf|shareholder|C1
hipoteca|noun|f|mortgage|B2
tasa|noun|f|rate; fee|B2
tipo de interés|noun|m|interest rate|B2
recesión|noun|f|recession|B2
competencia|noun|f|competition; competence|B2
consumidor|noun|m|consumer|B2
consumo|noun|m|consumption|B2
demanda|noun|f|demand; lawsuit|B2
suministro|noun|m|supply|C1
proveedor|noun|m|supplier; provider|B2
fabricante|noun|mf|manufacturer|B2
sector|noun|m|sector|B2
mercancía|noun|f|goods; merchandise|B2
almacén|noun|m|warehouse; store|B1
sucursal|noun|f|branch (office)|B2
sede|noun|f|headquarters; seat|B2
plantilla|noun|f|staff; template; insole|B2
departamento|noun|m|department; apartment|B1
gestión|noun|f|management; procedure|B2
administración|noun|f|administration; management|B1
liderazgo|noun|m|leadership|B2
líder|noun|mf|leader|B1
estrategia|noun|f|strategy|B2
rendimiento|noun|m|performance; yield|B2
eficacia|noun|f|effectiveness|B2
eficiencia|noun|f|efficiency|B2
productividad|noun|f|productivity|B2
informe|noun|m|report|B1
trámite|noun|m|procedure; formality|B2
solicitud|noun|f|application; request|B1
requisito|noun|m|requirement|B2
cualificación|noun|f|qualification|B2
formación|noun|f|training; education; formation|B1
becario|noun|m|intern; grant holder|B2
ascenso|noun|m|promotion; ascent|B2
despido|noun|m|dismissal; layoff|B2
jornada|noun|f|working day; day|B1
horas extra|noun|f|overtime|B2
turno|noun|m|shift; turn|B1
vacante|noun|f|vacancy|B2
convocatoria|noun|f|call (for applications); announcement|C1
carga|noun|f|load; burden; charge|B2
reto|noun|m|challenge|B2
desafío|noun|m|challenge|B2
logro|noun|m|achievement|B2
mérito|noun|m|merit|B2
prestigio|noun|m|prestige|B2
fama|noun|f|fame; reputation|B1
reputación|noun|f|reputation|B2
privacidad|noun|f|privacy|B2
intimidad|noun|f|privacy; intimacy|B2
vigilancia|noun|f|surveillance; vigilance|B2
delincuencia|noun|f|crime; delinquency|B2
delincuente|noun|mf|criminal; offender|B2
estafa|noun|f|fraud; scam|B2
fraude|noun|m|fraud|B2
secuestro|noun|m|kidnapping; hijacking|B2
asesinato|noun|m|murder|B2
detención|noun|f|arrest; detention|B2
denuncia|noun|f|complaint (to police); report|B2
condena|noun|f|sentence; conviction; condemnation|B2
sentencia|noun|f|sentence; ruling|B2
castigo|noun|m|punishment|B1
acusación|noun|f|accusation; charge; prosecution|B2
fiscal|noun|mf|prosecutor|C1
jurado|noun|m|jury; panel of judges|B2
cambio climático|noun|m|climate change|B1
calentamiento global|noun|m|global warming|B2
reciclaje|noun|m|recycling|B1
residuo|noun|m|waste; residue|B2
emisión|noun|f|emission; broadcast|B2
energía renovable|noun|f|renewable energy|B2
combustible|noun|m|fuel|B2
petróleo|noun|m|oil; petroleum|B1
carbón|noun|m|coal; charcoal|B1
gas|noun|m|gas|B1
ecosistema|noun|m|ecosystem|B2
biodiversidad|noun|f|biodiversity|C1
deforestación|noun|f|deforestation|B2
incendio|noun|m|fire (blaze)|B1
catástrofe|noun|f|catastrophe; disaster|B2
desastre|noun|m|disaster|B1
escasez|noun|f|shortage; scarcity|B2
hambruna|noun|f|famine|C1
agricultura|noun|f|agriculture; farming|B1
cosecha|noun|f|harvest; crop|B2
ganado|noun|m|livestock; cattle|B2
pesca|noun|f|fishing|B1
caza|noun|f|hunting; game|B1
# Culture, arts, language and thought (B1–B2).
obra|noun|f|work (of art); play; building site|B1
obra de teatro|noun|f|play|B1
escenario|noun|m|stage; setting; scenario|B1
escena|noun|f|scene|B1
personaje|noun|m|character; personality|B1
protagonista|noun|mf|main character; protagonist|B1
trama|noun|f|plot|B2
capítulo|noun|m|chapter; episode|B1
cuento de hadas|noun|m|fairy tale|B1
leyenda|noun|f|legend; caption|B1
mito|noun|m|myth|B2
héroe|noun|m|hero|B1
heroína|noun|f|heroine; heroin|B2
guion|noun|m|script; hyphen|B2
rodaje|noun|m|filming; shooting|B2
estreno|noun|m|premiere; debut|B2
taquilla|noun|f|box office; ticket office|B2
crítica|noun|f|criticism; review|B1
crítico|noun|m|critic|B2
reseña|noun|f|review|B2
editorial|noun|f|publishing house; (m) editorial|B2
lector|noun|m|reader|B1
poeta|noun|mf|poet|B1
verso|noun|m|verse; line (of poetry)|B2
rima|noun|f|rhyme|B2
estrofa|noun|f|stanza; verse|C1
ensayo|noun|m|essay; rehearsal; trial|B2
biografía|noun|f|biography|B1
autobiografía|noun|f|autobiography|B2
diario|noun|m|diary; daily newspaper|A2
relato|noun|m|story; account|B1
narrador|noun|m|narrator|B2
escultura|noun|f|sculpture|B1
escultor|noun|m|sculptor|B2
obra maestra|noun|f|masterpiece|B2
retrato|noun|m|portrait|B1
paisajista|noun|mf|landscape painter|C1
arquitectura|noun|f|architecture|B1
estilo de vida|noun|m|lifestyle|B1
ópera|noun|f|opera|B1
orquesta|noun|f|orchestra|B1
coro|noun|m|choir; chorus|B1
banda|noun|f|band; gang; strip|B1
disco|noun|m|record; disc; disk|A2
álbum|noun|m|album|A2
melodía|noun|f|melody; tune|B2
violín|noun|m|violin|B1
tambor|noun|m|drum|B1
flauta|noun|f|flute|B1
trompeta|noun|f|trumpet|B1
festival|noun|m|festival|A2
carnaval|noun|m|carnival|B1
desfile|noun|m|parade; fashion show|B1
fuegos artificiales|noun|m|fireworks|B1
corrida|noun|f|bullfight|B2
folclore|noun|m|folklore|B2
patrimonio|noun|m|heritage; estate|B2
herencia|noun|f|inheritance; heritage|B2
civilización|noun|f|civilisation|B2
imperio|noun|m|empire|B2
colonia|noun|f|colony; cologne|B2
conquista|noun|f|conquest|B2
revolución|noun|f|revolution|B1
independencia|noun|f|independence|B1
esclavitud|noun|f|slavery|B2
esclavo|noun|m|slave|B2
antigüedad|noun|f|antiquity; seniority; antique|B2
ruina|noun|f|ruin|B2
arqueología|noun|f|archaeology|B2
acento|noun|m|accent; stress mark|A2
pronunciación|noun|f|pronunciation|A2
ortografía|noun|f|spelling|B1
sílaba|noun|f|syllable|B1
vocal|noun|f|vowel|A2
consonante|noun|f|consonant|B1
sustantivo|noun|m|noun|A2
adjetivo|noun|m|adjective|A2
adverbio|noun|m|adverb|B1
pronombre|noun|m|pronoun|B1
preposición|noun|f|preposition|B1
sujeto|noun|m|subject; fellow|B1
oración|noun|f|sentence; clause; prayer|B1
párrafo|noun|m|paragraph|B1
tiempo verbal|noun|m|tense|A2
singular|noun|m|singular|A2
plural|noun|m|plural|A2
género|noun|m|gender; genre; kind|B1
sinónimo|noun|m|synonym|B1
antónimo|noun|m|antonym; opposite|B1
traducción|noun|f|translation|A2
lengua materna|noun|f|mother tongue|B1
dialecto|noun|m|dialect|B2
refrán|noun|m|saying; proverb|B2
dicho|noun|m|saying|B2
chiste|noun|m|joke|A2
broma|noun|f|joke; prank|A2
ironía|noun|f|irony|B2
metáfora|noun|f|metaphor|B2
conciencia|noun|f|conscience; consciousness; awareness|B2
alma|noun|f|soul|B1
espíritu|noun|m|spirit|B1
moral|noun|f|morals; morale|B2
ética|noun|f|ethics|B2
virtud|noun|f|virtue|B2
vicio|noun|m|vice; bad habit|B2
pecado|noun|m|sin|B2
paraíso|noun|m|paradise|B1
infierno|noun|m|hell|B1
ángel|noun|m|angel|B1
diablo|noun|m|devil|B1
demonio|noun|m|demon; devil|B2
fantasma|noun|m|ghost|B1
monstruo|noun|m|monster|B1
bruja|noun|f|witch|B1
magia|noun|f|magic|B1
mago|noun|m|magician; wizard|B1
milagro|noun|m|miracle|B1
creencia|noun|f|belief|B2
misa|noun|f|mass (church service)|B1
sacerdote|noun|m|priest|B1
cura|noun|m|priest; (f) cure|B1
monja|noun|f|nun|B1
# Science and technology (B1–B2).
matemático|noun|m|mathematician|B2
fórmula|noun|f|formula|B2
ecuación|noun|f|equation|B2
cálculo|noun|m|calculation; calculus; stone (medical)|B2
suma|noun|f|sum; addition|A2
resta|noun|f|subtraction|A2
multiplicación|noun|f|multiplication|B1
división|noun|f|division|B1
átomo|noun|m|atom|B2
molécula|noun|f|molecule|B2
célula|noun|f|cell|B2
gen|noun|m|gene|B2
oxígeno|noun|m|oxygen|B1
carbono|noun|m|carbon|B2
órbita|noun|f|orbit|B2
universo|noun|m|universe|B1
galaxia|noun|f|galaxy|B2
espacio exterior|noun|m|outer space|B1
astronauta|noun|mf|astronaut|B1
satélite|noun|m|satellite|B2
nave espacial|noun|f|spaceship|B2
cohete|noun|m|rocket|B2
telescopio|noun|m|telescope|B2
microscopio|noun|m|microscope|B2
algoritmo|noun|m|algorithm|C1
código|noun|m|code|B1
red social|noun|f|social network|A2
perfil|noun|m|profile|B1
seguidor|noun|m|follower; supporter|B1
publicación|noun|f|publication; post|B1
pantallazo|noun|m|screenshot|B2
captura de pantalla|noun|f|screenshot|B2
actualización|noun|f|update|B1
versión|noun|f|version|B1
servidor|noun|m|server; servant|B2
disco duro|noun|m|hard drive|B1
hacker|noun|mf|hacker|B2
ciberseguridad|noun|f|cybersecurity|C1
conexión|noun|f|connection|B1
wifi|noun|m|wifi|A1
auricular|noun|m|earphone; headphone|A2
altavoz|noun|m|loudspeaker; speaker|B1
micrófono|noun|m|microphone|B1
mando a distancia|noun|m|remote control|B1
aparato|noun|m|appliance; device; apparatus|B1
electrodoméstico|noun|m|household appliance|B1
patente|noun|f|patent|C1
# More everyday vocabulary (A2–B1): regional words, food, body, clothes, home, transport, people.
carro|noun|m|car (Latin America); cart|A1
auto|noun|m|car|A1
boleto|noun|m|ticket (Latin America)|A1
celular|noun|m|mobile phone; cell phone (Latin America)|A1
lentes|noun|m|glasses (Latin America); lenses|A2
aguacate|noun|m|avocado|A2
palta|noun|f|avocado (Southern Cone)|B1
durazno|noun|m|peach (Latin America)|A2
especia|noun|f|spice|B1
salsa|noun|f|sauce; salsa (dance)|A2
mostaza|noun|f|mustard|A2
mayonesa|noun|f|mayonnaise|A2
hamburguesa|noun|f|hamburger; burger|A1
pizza|noun|f|pizza|A0
patatas fritas|noun|f|chips; French fries; crisps|A1
bollo|noun|m|bun; pastry|B1
magdalena|noun|f|muffin; fairy cake|A2
churro|noun|m|churro (fried dough stick)|A2
bizcocho|noun|m|sponge cake|B1
nata|noun|f|cream|A2
crema|noun|f|cream; custard; lotion|A2
tostada|noun|f|toast|A1
cereal|noun|m|cereal; grain|A1
espinaca|noun|f|spinach|A2
calabaza|noun|f|pumpkin; squash|A2
calabacín|noun|m|courgette; zucchini|B1
berenjena|noun|f|aubergine; eggplant|B1
brócoli|noun|m|broccoli|A2
coliflor|noun|f|cauliflower|B1
col|noun|f|cabbage|B1
perejil|noun|m|parsley|B1
canela|noun|f|cinnamon|B1
almendra|noun|f|almond|B1
cacahuete|noun|m|peanut|A2
maní|noun|m|peanut (Latin America)|A2
coco|noun|m|coconut; bogeyman; head (colloquial)|A2
mango|noun|m|mango; handle|A2
ciruela|noun|f|plum|B1
mandarina|noun|f|tangerine; mandarin|A2
frambuesa|noun|f|raspberry|B1
pavo|noun|m|turkey|A2
costilla|noun|f|rib|B1
chuleta|noun|f|chop; cutlet; crib sheet|B1
albóndiga|noun|f|meatball|A2
croqueta|noun|f|croquette|A2
empanada|noun|f|pasty; empanada|A2
sardina|noun|f|sardine|A2
bacalao|noun|m|cod|B1
merluza|noun|f|hake|B1
calamar|noun|m|squid|A2
pulpo|noun|m|octopus|A2
mejillón|noun|m|mussel|B1
cangrejo|noun|m|crab|B1
ingrediente|noun|m|ingredient|A2
plancha|noun|f|iron; griddle|A2
cazo|noun|m|saucepan; ladle|B1
cuenco|noun|m|bowl|B1
bandeja|noun|f|tray|B1
jarra|noun|f|jug; pitcher|A2
tetera|noun|f|teapot; kettle|B1
cafetera|noun|f|coffee maker; coffee pot|A2
tostadora|noun|f|toaster|B1
mantel|noun|m|tablecloth|B1
delantal|noun|m|apron|B1
limonada|noun|f|lemonade|A2
batido|noun|m|milkshake; smoothie|A2
licor|noun|m|liqueur; spirits|B1
ron|noun|m|rum|B1
sidra|noun|f|cider|B1
champán|noun|m|champagne|B1
pestaña|noun|f|eyelash; tab|B1
mejilla|noun|f|cheek|B1
barbilla|noun|f|chin|B1
cadera|noun|f|hip|B1
muslo|noun|m|thigh|B1
talón|noun|m|heel; cheque stub|B1
pulgar|noun|m|thumb|B1
ombligo|noun|m|navel; belly button|B1
columna|noun|f|column; spine|B1
vena|noun|f|vein|B1
nervio|noun|m|nerve; (pl.) nerves, nervousness|B1
sudor|noun|m|sweat|B1
respiración|noun|f|breathing; breath|B1
olfato|noun|m|sense of smell|B1
tacto|noun|m|touch; tact|B1
mareo|noun|m|dizziness; sickness|B1
vómito|noun|m|vomit; vomiting|B1
quemadura|noun|f|burn|B1
golpe|noun|m|blow; knock; bump|A2
moratón|noun|m|bruise|B1
cicatriz|noun|f|scar|B1
tirita|noun|f|plaster; Band-Aid|A2
venda|noun|f|bandage|B1
jarabe|noun|m|syrup; cough mixture|A2
inyección|noun|f|injection|B1
radiografía|noun|f|X-ray|B1
embarazo|noun|m|pregnancy|B1
parto|noun|m|childbirth; labour|B1
infarto|noun|m|heart attack|B1
tensión|noun|f|tension; blood pressure|B1
muleta|noun|f|crutch|B2
silla de ruedas|noun|f|wheelchair|B1
blusa|noun|f|blouse|A1
sudadera|noun|f|sweatshirt; hoodie|A2
chándal|noun|m|tracksuit|A2
impermeable|noun|m|raincoat|A2
chaleco|noun|m|waistcoat; vest|B1
sandalia|noun|f|sandal|A2
tacón|noun|m|heel (of a shoe)|B1
calzoncillos|noun|m|underpants; boxers|A2
bragas|noun|f|knickers; panties|A2
sujetador|noun|m|bra|A2
medias|noun|f|tights; stockings|A2
pañuelo|noun|m|handkerchief; scarf|A2
gafas de sol|noun|f|sunglasses|A1
pulsera|noun|f|bracelet|A2
cremallera|noun|f|zip; zipper|B1
manga|noun|f|sleeve|A2
disfraz|noun|m|costume; disguise|A2
cerradura|noun|f|lock|B1
persiana|noun|f|blind; shutter|B1
cojín|noun|m|cushion|B1
colchón|noun|m|mattress|B1
estufa|noun|f|heater; stove|B1
radiador|noun|m|radiator|B1
ventilador|noun|m|fan|A2
interruptor|noun|m|switch|B1
aspiradora|noun|f|vacuum cleaner|A2
percha|noun|f|hanger|B1
cuna|noun|f|cot; crib; cradle|B1
escritorio|noun|m|desk|A1
mesita de noche|noun|f|bedside table|A2
recibidor|noun|m|entrance hall|B1
mudanza|noun|f|house move; removal|B1
limpieza|noun|f|cleaning; cleanliness|A2
polvo|noun|m|dust; powder|B1
mancha|noun|f|stain; spot|B1
desorden|noun|m|mess; disorder|B1
reparación|noun|f|repair|B1
rotonda|noun|f|roundabout|B1
glorieta|noun|f|roundabout; bandstand|B2
cruce|noun|m|crossroads; crossing|B1
túnel|noun|m|tunnel|B1
estatua|noun|f|statue|A2
farola|noun|f|street lamp|B1
contenedor|noun|m|container; skip; bin|B1
tranvía|noun|m|tram; streetcar|A2
abono|noun|m|season ticket; pass; fertiliser|B1
trayecto|noun|m|journey; route|B1
recorrido|noun|m|route; tour|B1
peaje|noun|m|toll|B2
patinete|noun|m|scooter; kick scooter|A2
helicóptero|noun|m|helicopter|A2
barca|noun|f|small boat|A2
velero|noun|m|sailing boat|B1
yate|noun|m|yacht|B1
ferri|noun|m|ferry|A2
capitán|noun|m|captain|B1
marinero|noun|m|sailor|B1
muelle|noun|m|dock; pier; spring (coil)|B1
caballero|noun|m|gentleman; knight|A2
dama|noun|f|lady; (pl.) draughts|B1
muchacho|noun|m|boy; young man|A2
muchacha|noun|f|girl; young woman; maid|A2
chaval|noun|m|lad; kid|B1
individuo|noun|m|individual; fellow|B1
propietario|noun|m|owner; proprietor|B1
inquilino|noun|m|tenant|B1
socio|noun|m|member; partner|B1
compañía|noun|f|company|A2
experto|noun|m|expert|B1
especialista|noun|mf|specialist|B1
profesional|noun|mf|professional|B1
genio|noun|m|genius; temper|B1
idiota|noun|mf|idiot|B1
agente|noun|mf|agent; officer|B1
representante|noun|mf|representative|B1
comerciante|noun|mf|shopkeeper; trader|B1
economista|noun|mf|economist|B1
psiquiatra|noun|mf|psychiatrist|B2
pediatra|noun|mf|paediatrician|B2
farmacéutico|noun|m|pharmacist|B1
guardia|noun|mf|guard; (f) watch|B1
vigilante|noun|mf|security guard; watchman|B1
detective|noun|mf|detective|B1
espía|noun|mf|spy|B1
chef|noun|mf|chef|A2
repartidor|noun|m|delivery person|B1
mensajero|noun|m|messenger; courier|B1
camionero|noun|m|lorry driver; trucker|B1
carpintero|noun|m|carpenter|B1
sastre|noun|m|tailor|B1
zapatero|noun|m|shoemaker; cobbler|B1
pastor|noun|m|shepherd; pastor; sheepdog|B1
minero|noun|m|miner|B1
cazador|noun|m|hunter|B1
granjero|noun|m|farmer|A2
ganadero|noun|m|cattle farmer; rancher|B2
diplomático|noun|m|diplomat|B2
concejal|noun|m|councillor|B2
maestro|noun|m|teacher (primary); master|A1
catedrático|noun|m|professor (chair)|B2
tutor|noun|m|tutor; guardian|B1
bibliotecario|noun|m|librarian|B1
historiador|noun|m|historian|B1
filósofo|noun|m|philosopher|B1
editor|noun|m|editor; publisher|B2
redactor|noun|m|editor; copywriter|B2
reportero|noun|m|reporter|B1
corresponsal|noun|mf|correspondent|B2
compositor|noun|m|composer|B1
árbitro|noun|m|referee; umpire|B1
delantero|noun|m|forward; striker|B1
tenista|noun|mf|tennis player|A2
ciclista|noun|mf|cyclist|A2
futbolista|noun|mf|footballer; soccer player|A2
nadador|noun|m|swimmer|A2
corredor|noun|m|runner; broker|B1
boxeador|noun|m|boxer|B1
torero|noun|m|bullfighter|B1
# More general nouns (A2–B1).
inicio|noun|m|start; beginning|A2
comienzo|noun|m|beginning; start|B1
término|noun|m|term; end|B1
límite|noun|m|limit; boundary|B1
borde|noun|m|edge; border; rim|B1
extremo|noun|m|end; extreme|B1
interior|noun|m|inside; interior|B1
exterior|noun|m|outside; exterior; abroad|B1
caída|noun|f|fall; drop|B1
subida|noun|f|rise; climb; ascent|B1
bajada|noun|f|descent; fall; slope|B1
aumento|noun|m|increase; rise|B1
disminución|noun|f|decrease; reduction|B2
reducción|noun|f|reduction|B1
exceso|noun|m|excess|B1
movimiento|noun|m|movement; motion|B1
posición|noun|f|position|B1
vuelta|noun|f|turn; return; change (money)|A2
regreso|noun|m|return|B1
ida|noun|f|outward journey; going|A2
marcha|noun|f|march; gear; nightlife|B1
salto|noun|m|jump; leap|B1
choque|noun|m|crash; collision; clash|B1
bien|noun|m|good; (pl.) goods; property|B1
mal|noun|m|evil; harm; illness|B1
bondad|noun|f|goodness; kindness|B2
maldad|noun|f|evil; wickedness|B2
belleza|noun|f|beauty|B1
debilidad|noun|f|weakness|B1
calma|noun|f|calm|B1
tranquilidad|noun|f|peace and quiet; calmness|B1
prisa|noun|f|hurry; rush|A2
caos|noun|m|chaos|B1
suciedad|noun|f|dirt; dirtiness|B1
higiene|noun|f|hygiene|B1
comodidad|noun|f|comfort; convenience|B1
lujo|noun|m|luxury|B1
miseria|noun|f|poverty; misery; pittance|B2
entierro|noun|m|burial; funeral|B1
funeral|noun|m|funeral|B1
luto|noun|m|mourning|B2
azar|noun|m|chance; fate|B2
casualidad|noun|f|chance; coincidence|B1
coincidencia|noun|f|coincidence|B1
apuesta|noun|f|bet|B1
lotería|noun|f|lottery|A2
# Further everyday and intermediate nouns (A1–B2), including nouns whose gender surprises learners.
sitio|noun|m|place; site; room (space)|A2
sala|noun|f|room; hall; ward|A2
bici|noun|f|bike|A1
boli|noun|m|pen (colloquial)|A1
profe|noun|mf|teacher (colloquial)|A1
cole|noun|m|school (colloquial)|A1
peli|noun|f|film; movie (colloquial)|A2
finde|noun|m|weekend (colloquial)|A2
drama|noun|m|drama|B1
cometa|noun|m|comet; (f) kite|B2
aroma|noun|m|aroma; scent|B2
diploma|noun|m|diploma; certificate|B1
enigma|noun|m|enigma; puzzle|C1
lema|noun|m|motto; slogan|C1
crucigrama|noun|m|crossword|B1
telegrama|noun|m|telegram|B2
diagrama|noun|m|diagram|B2
trauma|noun|m|trauma|B2
carisma|noun|m|charisma|C1
dogma|noun|m|dogma|C1
estigma|noun|m|stigma|C2
panorama|noun|m|panorama; outlook|B2
síndrome|noun|m|syndrome|B2
hacha|noun|f|axe; ax|B2
hada|noun|f|fairy|B1
área|noun|f|area|B1
asma|noun|f|asthma|B2
ancla|noun|f|anchor|C1
habla|noun|f|speech; way of speaking|B2
alga|noun|f|seaweed; alga|B2
haba|noun|f|broad bean|B2
acceso|noun|m|access; entry|B1
bandera|noun|f|flag|A2
himno|noun|m|anthem; hymn|B2
escudo|noun|m|shield; coat of arms|B2
corona|noun|f|crown; wreath|B1
trono|noun|m|throne|B2
espada|noun|f|sword|B1
pistola|noun|f|pistol; gun|B1
bala|noun|f|bullet|B1
tropa|noun|f|troop; (pl.) troops|B2
cuartel|noun|m|barracks; headquarters|B2
general|noun|mf|general|B1
víspera|noun|f|eve; day before|C1
semestre|noun|m|semester; six-month period|B1
trimestre|noun|m|term; quarter|B1
milenio|noun|m|millennium|B2
despertador|noun|m|alarm clock|A2
alarma|noun|f|alarm|A2
felicitación|noun|f|congratulations; greetings card|B1
enhorabuena|noun|f|congratulations|A2
pésame|noun|m|condolences|B2
afecto|noun|m|affection|B2
pasión|noun|f|passion|B1
susto|noun|m|fright; scare|B1
disgusto|noun|m|upset; annoyance; quarrel|B1
alivio|noun|m|relief|B1
consuelo|noun|m|consolation; comfort|B2
duelo|noun|m|mourning; duel|C1
bachillerato|noun|m|upper secondary education; A levels; high school diploma|B1
máster|noun|m|master's degree|B1
doctorado|noun|m|doctorate; PhD|B2
licenciatura|noun|f|bachelor's degree|B1
tesis|noun|f|thesis|B2
apuntes|noun|m|notes (from class)|A2
lectura|noun|f|reading|A2
escritura|noun|f|writing; deed|A2
redacción|noun|f|composition; essay; editorial staff|B1
dictado|noun|m|dictation|B1
resumen|noun|m|summary|A2
calculadora|noun|f|calculator|A2
globo|noun|m|balloon; globe|B1
tiza|noun|f|chalk|A2
estuche|noun|m|pencil case; case|A2
sacapuntas|noun|m|pencil sharpener|A2
aprobado|noun|m|pass (mark)|A2
suspenso|noun|m|fail (mark); suspense|A2
sobresaliente|noun|m|excellent; A (mark)|A2
cheque|noun|m|cheque; check|B1
transferencia|noun|f|transfer; bank transfer|B1
cuota|noun|f|fee; instalment; quota|B2
pago|noun|m|payment|A2
cobro|noun|m|charge; collection (of money)|B2
tarifa|noun|f|rate; fare; tariff|B1
monedero|noun|m|purse; coin purse|A2
hucha|noun|f|piggy bank; money box|B1
fortuna|noun|f|fortune; luck|B1
millonario|noun|m|millionaire|B1
crédito|noun|m|credit; loan|B1
divisa|noun|f|foreign currency|B2
comprador|noun|m|buyer|B1
tecla|noun|f|key (on a keyboard)|B1
icono|noun|m|icon|B1
chat|noun|m|chat|A2
videollamada|noun|f|video call|A2
grabación|noun|f|recording|B1
pila|noun|f|battery; pile; sink|A2
clave|noun|f|key; code; clue|B1
noticiero|noun|m|news bulletin (Latin America)|B1
reportaje|noun|m|report; feature|B1
portada|noun|f|front page; cover|B1
viñeta|noun|f|cartoon; comic strip panel|C1
cómic|noun|m|comic|A2
tebeo|noun|m|comic (Spain)|B1
emisora|noun|f|radio station|B1
cadena|noun|f|chain; TV network|B1
oyente|noun|mf|listener|B1
espectador|noun|m|spectator; viewer|B1
telespectador|noun|m|TV viewer|B2
periodismo|noun|m|journalism|B1
empate|noun|m|draw; tie|B1
victoria|noun|f|victory; win|B1
derrota|noun|f|defeat|B1
marcador|noun|m|scoreboard; score; marker pen|B1
tiro|noun|m|shot; throw|B1
penalti|noun|m|penalty (kick)|A2
raqueta|noun|f|racket|A2
montañismo|noun|m|mountaineering|B1
escalada|noun|f|climbing; escalation|B1
surf|noun|m|surfing|A2
buceo|noun|m|diving; scuba diving|B1
remo|noun|m|rowing; oar|B1
patinaje|noun|m|skating|B1
boxeo|noun|m|boxing|B1
maratón|noun|m|marathon|B1
torneo|noun|m|tournament|B1
trofeo|noun|m|trophy|B1
récord|noun|m|record (best performance)|B1
hincha|noun|mf|fan; supporter|B1
fan|noun|mf|fan|A2
tronco|noun|m|trunk; log|B1
pino|noun|m|pine|B1
roble|noun|m|oak|B2
palmera|noun|f|palm tree|A2
rosa|noun|f|rose|A2
girasol|noun|m|sunflower|B1
cactus|noun|m|cactus|B1
musgo|noun|m|moss|C1
barro|noun|m|mud; clay|B1
charco|noun|m|puddle|B1
estanque|noun|m|pond|B1
prado|noun|m|meadow|B1
pradera|noun|f|prairie; grassland|B2
gusano|noun|m|worm; maggot|B1
caracol|noun|m|snail|B1
rana|noun|f|frog|A2
sapo|noun|m|toad|B1
lagarto|noun|m|lizard|B1
cocodrilo|noun|m|crocodile|B1
cebra|noun|f|zebra|A2
camello|noun|m|camel|B1
canguro|noun|m|kangaroo; (mf) babysitter|B1
pingüino|noun|m|penguin|A2
búho|noun|m|owl|B1
cuervo|noun|m|crow; raven|B1
gaviota|noun|f|seagull|B1
loro|noun|m|parrot|A2
cisne|noun|m|swan|B1
gallo|noun|m|rooster; cock|A2
ardilla|noun|f|squirrel|B1
ciervo|noun|m|deer; stag|B1
jabalí|noun|m|wild boar|B2
murciélago|noun|m|bat (animal)|B1
cucaracha|noun|f|cockroach|B1
pulga|noun|f|flea|B2
piojo|noun|m|louse|B2
medusa|noun|f|jellyfish|B1
foca|noun|f|seal|B1
pata|noun|f|leg (of animal or furniture); paw|A2
hocico|noun|m|snout; muzzle|C1
cuerno|noun|m|horn|B1
garra|noun|f|claw|B2
nido|noun|m|nest|B1
jaula|noun|f|cage|B1
cachorro|noun|m|puppy; cub|B1
colada|noun|f|washing; laundry|B2
fregona|noun|f|mop|B1
trapo|noun|m|cloth; rag|B1
esponja|noun|f|sponge|B1
detergente|noun|m|detergent; washing powder|B1
lejía|noun|f|bleach|B1
gorro|noun|m|woolly hat; cap|A2
camisón|noun|m|nightdress|B1
bata|noun|f|dressing gown; lab coat|B1
chancla|noun|f|flip-flop|A2
bikini|noun|m|bikini|A2
abanico|noun|m|fan (hand-held); range|B1
peine|noun|m|comb|A2
secador|noun|m|hairdryer|A2
maquillaje|noun|m|make-up|A2
perfume|noun|m|perfume|A2
desodorante|noun|m|deodorant|A2
cuchilla|noun|f|blade; razor blade|B1
maquinilla|noun|f|razor|B1
joya|noun|f|jewel; piece of jewellery|B1
diamante|noun|m|diamond|B1
perla|noun|f|pearl|B1
conocido|noun|m|acquaintance|B1
rival|noun|mf|rival; opponent|B2
culpable|noun|mf|culprit; guilty party|B1
responsable|noun|mf|person in charge; person responsible|B1
ganador|noun|m|winner|B1
perdedor|noun|m|loser|B1
principiante|noun|mf|beginner|B1
novato|noun|m|novice; newcomer|B1
mentiroso|noun|m|liar|B1
cobarde|noun|mf|coward|B1
creyente|noun|mf|believer|B2
ateo|noun|m|atheist|B2
ciego|noun|m|blind person|B1
sordo|noun|m|deaf person|B1
mendigo|noun|m|beggar|B1
vagabundo|noun|m|tramp; homeless person|B2
prometido|noun|m|fiancé|B2
amante|noun|mf|lover|B2
feminismo|noun|m|feminism|B2
machismo|noun|m|male chauvinism; sexism|B2
manifestante|noun|mf|demonstrator; protester|B2
asilo|noun|m|asylum; care home|B2
nacionalidad|noun|f|nationality|A2
raza|noun|f|race; breed|B2
etnia|noun|f|ethnic group|C1
tribu|noun|f|tribe|B2
indígena|noun|mf|indigenous person|B2
aldea|noun|f|village; hamlet|B1
reino|noun|m|kingdom|B1
república|noun|f|republic|B1
monarquía|noun|f|monarchy|B2
novedad|noun|f|novelty; new development|B1
alternativa|noun|f|alternative; option|B1
opción|noun|f|option; choice|A2
preferencia|noun|f|preference|B1
prioridad|noun|f|priority|B1
utilidad|noun|f|usefulness; use|B1
precisión|noun|f|precision; accuracy|B2
claridad|noun|f|clarity|B2
sencillez|noun|f|simplicity|B2
complejidad|noun|f|complexity|B2
variedad|noun|f|variety|B1
mezcla|noun|f|mixture; mix; blend|B1
combinación|noun|f|combination|B1
contenido|noun|m|content; contents|B1
contexto|noun|m|context|B1
ficción|noun|f|fiction|B1
fantasía|noun|f|fantasy; imagination|B1
pesadilla|noun|f|nightmare|B1
olvido|noun|m|oblivion; forgetfulness; oversight|B2
aventura|noun|f|adventure; affair|A2
duración|noun|f|length; duration|B1
frecuencia|noun|f|frequency|B1
pausa|noun|f|pause; break|B1
descanso|noun|m|rest; break; interval|A2
siesta|noun|f|nap; siesta|A2
estancia|noun|f|stay; room|B1
espera|noun|f|wait; waiting|A2
# Band 5: advanced nouns (C1–C2), most frequent first.
ámbito|noun|m|field; sphere; scope|C1
índole|noun|f|nature; kind|C1
matiz|noun|m|nuance; shade|C1
sutileza|noun|f|subtlety|C1
pauta|noun|f|guideline; pattern|C1
premisa|noun|f|premise|C1
índice|noun|m|index; rate; index finger|B2
sesgo|noun|m|bias; slant|C1
falacia|noun|f|fallacy|C1
paradoja|noun|f|paradox|C1
dilema|noun|m|dilemma|B2
disyuntiva|noun|f|dilemma; choice between two options|C1
coyuntura|noun|f|situation; juncture|C1
vicisitud|noun|f|vicissitude; (pl.) ups and downs|C2
altibajos|noun|m|ups and downs|C1
idiosincrasia|noun|f|idiosyncrasy; character|C1
polémica|noun|f|controversy; debate|B2
controversia|noun|f|controversy|C1
auge|noun|m|boom; peak|C1
declive|noun|m|decline; slope|C1
decadencia|noun|f|decline; decadence|C1
apogeo|noun|m|height; peak; apogee|C2
retroceso|noun|m|setback; backward step; recoil|C1
estancamiento|noun|m|stagnation|C1
repunte|noun|m|upturn; rally|C2
brecha|noun|f|gap; breach|C1
vínculo|noun|m|link; bond; tie|C1
nexo|noun|m|link; connection|C1
lazo|noun|m|bow; tie; bond|B2
trasfondo|noun|m|background; undertone|C1
entramado|noun|m|network; framework|C2
cimiento|noun|m|foundation (pl. foundations)|C1
pilar|noun|m|pillar|B2
eje|noun|m|axis; axle; core|C1
meollo|noun|m|heart; crux|C2
quid|noun|m|crux; gist|C2
entresijos|noun|m|ins and outs|C2
tropiezo|noun|m|stumble; slip; setback|C1
traspié|noun|m|stumble; blunder|C2
percance|noun|m|mishap|C1
contratiempo|noun|m|setback; mishap|C1
inconveniente|noun|m|drawback; problem; objection|B2
obstáculo|noun|m|obstacle|B2
impedimento|noun|m|impediment; obstacle|C1
escollo|noun|m|stumbling block; reef|C2
traba|noun|f|obstacle; hindrance|C1
lastre|noun|m|burden; ballast|C2
atisbo|noun|m|glimpse; hint|C2
destello|noun|m|flash; sparkle|C1
resplandor|noun|m|glow; brightness|C1
brillo|noun|m|shine; brightness|B2
murmullo|noun|m|murmur|C1
susurro|noun|m|whisper|C1
estruendo|noun|m|din; roar; crash|C2
alboroto|noun|m|uproar; commotion|C1
bullicio|noun|m|hustle and bustle|C1
jaleo|noun|m|racket; fuss; mess|B2
lío|noun|m|mess; muddle; fuss|B1
follón|noun|m|mess; fuss; row (colloquial)|B2
chisme|noun|m|gossip; gadget|B2
cotilleo|noun|m|gossip|B2
rumor|noun|m|rumour; murmur|B2
bulo|noun|m|hoax; false rumour|C1
calumnia|noun|f|slander|C2
agravio|noun|m|grievance; offence|C2
afrenta|noun|f|affront; insult|C2
burla|noun|f|mockery; taunt|C1
sarcasmo|noun|m|sarcasm|C1
ingenio|noun|m|wit; ingenuity; device|C1
agudeza|noun|f|sharpness; wit|C1
perspicacia|noun|f|insight; shrewdness|C2
lucidez|noun|f|lucidity; clarity|C1
cordura|noun|f|sanity; good sense|C1
locura|noun|f|madness; crazy thing|B2
delirio|noun|m|delirium; frenzy|C1
sensatez|noun|f|good sense; sensibleness|C1
prudencia|noun|f|prudence; caution|C1
cautela|noun|f|caution|C1
mesura|noun|f|moderation; restraint|C2
equidad|noun|f|equity; fairness|C1
imparcialidad|noun|f|impartiality|C1
soberanía|noun|f|sovereignty|C1
hegemonía|noun|f|hegemony; dominance|C2
dictamen|noun|m|opinion; report; ruling|C2
decreto|noun|m|decree|C1
normativa|noun|f|regulations; rules|C1
reglamento|noun|m|regulations; rules|C1
legislación|noun|f|legislation|C1
jurisprudencia|noun|f|case law; jurisprudence|C2
litigio|noun|m|lawsuit; dispute|C2
pleito|noun|m|lawsuit; dispute|C2
querella|noun|f|lawsuit; complaint|C2
fianza|noun|f|bail; deposit|C1
indulto|noun|m|pardon|C1
amnistía|noun|f|amnesty|C1
soborno|noun|m|bribe; bribery|C1
malversación|noun|f|embezzlement|C2
blanqueo|noun|m|laundering; whitening|C1
evasión|noun|f|evasion; escape|C1
contrabando|noun|m|smuggling; contraband|C1
narcotráfico|noun|m|drug trafficking|C1
yacimiento|noun|m|deposit; (archaeological) site|C1
erosión|noun|f|erosion|C1
desertización|noun|f|desertification|C2
vertedero|noun|m|rubbish dump; landfill|C1
vertido|noun|m|spill; dumping|C1
marea|noun|f|tide|B2
oleaje|noun|m|swell; waves|C1
tempestad|noun|f|tempest; storm|C1
vendaval|noun|m|gale|C2
ventisca|noun|f|blizzard|C1
granizo|noun|m|hail|B2
escarcha|noun|f|frost|C1
rocío|noun|m|dew|C1
llovizna|noun|f|drizzle|B2
chubasco|noun|m|shower (of rain)|C1
aguacero|noun|m|downpour|C1
bruma|noun|f|mist; haze|C1
neblina|noun|f|mist|C1
brisa|noun|f|breeze|B2
ráfaga|noun|f|gust; burst|C1
huella|noun|f|footprint; trace; fingerprint|B2
rastro|noun|m|trace; trail; flea market|C1
vestigio|noun|m|vestige; trace|C2
cumbre|noun|f|summit|B2
ladera|noun|f|hillside; slope|C1
penumbra|noun|f|half-light; semi-darkness|C2
ocaso|noun|m|sunset; decline|C2
alba|noun|f|dawn|C1
crepúsculo|noun|m|twilight|C2
umbral|noun|m|threshold|C1
quimera|noun|f|pipe dream; chimera|C2
utopía|noun|f|utopia|C1
anhelo|noun|m|longing; yearning|C1
añoranza|noun|f|longing; nostalgia|C1
nostalgia|noun|f|nostalgia; homesickness|B2
melancolía|noun|f|melancholy|C1
desasosiego|noun|m|unease; restlessness|C2
desidia|noun|f|apathy; negligence|C2
ahínco|noun|m|determination; eagerness|C2
empeño|noun|m|determination; effort; pawn|C1
tesón|noun|m|tenacity|C2
perseverancia|noun|f|perseverance|C1
sosiego|noun|m|calm; tranquillity|C2
rencor|noun|m|resentment; grudge|C1
resentimiento|noun|m|resentment|C1
desdén|noun|m|disdain|C2
desprecio|noun|m|contempt; scorn|C1
menosprecio|noun|m|underestimation; scorn|C2
recelo|noun|m|suspicion; mistrust|C2
sospecha|noun|f|suspicion|B2
desconfianza|noun|f|distrust; mistrust|B2
incertidumbre|noun|f|uncertainty|C1
certeza|noun|f|certainty|C1
desparpajo|noun|m|self-assurance; confidence|C2
descaro|noun|m|cheek; nerve|C1
desfachatez|noun|f|cheek; effrontery|C2
talante|noun|m|disposition; mood|C2
bagaje|noun|m|background; baggage (knowledge)|C2
acervo|noun|m|heritage; store; pool|C2
menoscabo|noun|m|detriment; impairment|C2
detrimento|noun|m|detriment|C2
escarmiento|noun|m|lesson; punishment (as a warning)|C2
burocracia|noun|f|bureaucracy; red tape|C1
alegato|noun|m|plea; argument|C2
salvedad|noun|f|exception; proviso|C2
excepción|noun|f|exception|B2
matrícula|noun|f|enrolment; registration; number plate|B2
ajetreo|noun|m|bustle; hustle|C2
desenlace|noun|m|ending; outcome|C1
augurio|noun|m|omen|C2
presagio|noun|m|omen; premonition|C2
presentimiento|noun|m|premonition; hunch|C1
corazonada|noun|f|hunch|C1
remordimiento|noun|m|remorse|C1
arrepentimiento|noun|m|regret; repentance|C1
desengaño|noun|m|disappointment; disillusion|C1
decepción|noun|f|disappointment|B2
desilusión|noun|f|disappointment; disillusionment|B2
frustración|noun|f|frustration|B2
agobio|noun|m|stress; feeling of overwhelm|B2
angustia|noun|f|anguish; distress|C1
pánico|noun|m|panic|B2
terror|noun|m|terror|B2
asombro|noun|m|astonishment; amazement|C1
admiración|noun|f|admiration; wonder|B2
gratitud|noun|f|gratitude|B2
agradecimiento|noun|m|thanks; gratitude|B2
entusiasmo|noun|m|enthusiasm|B2
ilusión|noun|f|excitement; hope; illusion|B1
satisfacción|noun|f|satisfaction|B2
autoestima|noun|f|self-esteem|B2
dignidad|noun|f|dignity|C1
honor|noun|m|honour|B2
honra|noun|f|honour; good name|C2
hazaña|noun|f|feat; exploit|C1
proeza|noun|f|feat; exploit|C2
osadía|noun|f|daring; audacity|C2
destreza|noun|f|skill; dexterity|C1
aptitud|noun|f|aptitude; ability|C1
pericia|noun|f|expertise; skill|C2
sabiduría|noun|f|wisdom|C1
erudición|noun|f|erudition|C2
ignorancia|noun|f|ignorance|B2
necedad|noun|f|foolishness|C2
torpeza|noun|f|clumsiness|C1
descuido|noun|m|oversight; carelessness|C1
negligencia|noun|f|negligence|C1
`;
