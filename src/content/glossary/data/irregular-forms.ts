/**
 * Irregular conjugated forms of the most frequent irregular and stem-changing Spanish verbs,
 * mapped to their infinitive(s). Regular endings are left to the lemmatiser; this table holds
 * what suffix rules cannot recover (suppletive stems like fui/iba/voy, strong preterites like
 * tuve/hice/dije, shortened futures like tendré/diré, irregular participles like hecho/visto).
 *
 * Some forms belong to two verbs (fui: ser and ir; sé: saber and ser). They map to a list, most
 * likely reading first; the AMBIGUOUS block fixes that order explicitly.
 */

/** One verb per line: `infinitive: form form …` (present, preterite, imperative, gerund …). */
const EXPLICIT_FORMS = `
ser: soy eres es somos sois son fui fuiste fue fuimos fuisteis fueron era eras éramos erais eran sed siendo sido
ir: voy vas va vamos vais van fui fuiste fue fuimos fuisteis fueron iba ibas íbamos ibais iban ve id yendo ido
ir: iré irás irá iremos iréis irán iría irías iríamos iríais irían
estar: estoy estás está estamos estáis están esté estés estemos estéis estén estando estado
tener: tengo tienes tiene tienen ten tened teniendo tenido
hacer: hago hice hiciste hizo hicimos hicisteis hicieron haz haciendo
poder: puedo puedes puede pueden pueda puedas puedan pudiendo podido
decir: digo dices dice dicen di diciendo
haber: he has ha hemos habéis han hay habido habiendo
ver: veo ves ve vemos veis ven vi viste vio vimos visteis vieron veía veías veíamos veíais veían viendo
dar: doy das da damos dais dan di diste dio dimos disteis dieron dé des demos deis den dando dado
saber: sé
querer: quiero quieres quiere quieren quiera quieras quieran
venir: vengo vienes viene vienen ven viniendo
poner: pongo pon poniendo
salir: salgo sal
oír: oigo oyes oye oímos oís oyen oí oíste oísteis oíd oído
traer: traigo trayendo traído
caer: caigo caí caíste caímos caísteis caído
leer: leí leíste leímos leísteis leído
creer: creí creíste creímos creísteis creído
conocer: conozco
valer: valgo
caber: quepo
pedir: pido pides pide piden pidió pidieron pidiendo
dormir: duermo duermes duerme duermen duerma duermas duerman durmamos durmáis durmió durmieron durmiendo
morir: muero mueres muere mueren muera mueras mueran muramos muráis murió murieron muriendo
sentir: siento sientes siente sienten sienta sientas sientan sintamos sintáis sintió sintieron sintiendo
jugar: juego juegas juega juegan juegue juegues jueguen juguemos juguéis jugué
pensar: pienso piensas piensa piensan piense pienses piensen
volver: vuelvo vuelves vuelve vuelven vuelva vuelvas vuelvan
devolver: devuelvo devuelves devuelve devuelven devuelva devuelvan
empezar: empiezo empiezas empieza empiezan empiece empieces empiecen empecé empecemos empecéis
comenzar: comienzo comienzas comienza comienzan comience comiencen comencé
encontrar: encuentro encuentras encuentra encuentran encuentre encuentres encuentren
seguir: sigo sigues sigue siguen siguió siguieron siguiendo
conseguir: consigo consigues consigue consiguen consiguió consiguieron consiguiendo
elegir: elijo eliges elige eligen eligió eligieron eligiendo
corregir: corrijo corriges corrige corrigen corrija corrigió corrigiendo
construir: construyo construyes construye construyen
preferir: prefiero prefieres prefiere prefieren prefiera prefirió prefirieron prefiriendo
servir: sirvo sirves sirve sirven sirva sirvió sirvieron sirviendo
repetir: repito repites repite repiten repita repitió repitieron repitiendo
vestir: visto vistes viste visten vista vistió vistieron vistiendo
mentir: miento mientes miente mienten mienta mintió mintieron mintiendo
reír: río ríes ríe ríen ría rías rían riamos riáis reí reíste rió reímos reísteis rieron riendo reído
sonreír: sonrío sonríes sonríe sonríen sonría sonrió sonrieron sonriendo
contar: cuento cuentas cuenta cuentan cuente cuentes cuenten
costar: cuesta cuestan cueste cuesten
recordar: recuerdo recuerdas recuerda recuerdan recuerde recuerden
entender: entiendo entiendes entiende entienden entienda entiendan
perder: pierdo pierdes pierde pierden pierda pierdan
cerrar: cierro cierras cierra cierran cierre cierren
mover: muevo mueves mueve mueven mueva muevan
llover: llueve llueva lloviendo
nevar: nieva nieve
oler: huelo hueles huele huelen huela huelan
doler: duele duelen duela
soler: suelo sueles suele suelen
almorzar: almuerzo almuerzas almuerza almuerzan almuerce almorcé
probar: pruebo pruebas prueba prueban pruebe
mostrar: muestro muestras muestra muestran muestre
despertar: despierto despiertas despierta despiertan despierte
acostar: acuesto acuestas acuesta acuestan acueste
sentar: siento sientas sienta sientan siente sienten
negar: niego niegas niega niegan niegue negué
medir: mido mides mide miden midió midiendo
conducir: conduzco
producir: produzco
traducir: traduzco
andar: andando andado
`;

/** Irregular past participles (masculine singular; the lemmatiser maps hecha, hechos … to these). */
const PARTICIPLES: Record<string, string> = {
  hacer: 'hecho',
  decir: 'dicho',
  ver: 'visto',
  poner: 'puesto',
  escribir: 'escrito',
  volver: 'vuelto',
  devolver: 'devuelto',
  romper: 'roto',
  abrir: 'abierto',
  morir: 'muerto',
  cubrir: 'cubierto',
  descubrir: 'descubierto',
  resolver: 'resuelto',
  freír: 'frito',
  imprimir: 'impreso',
  satisfacer: 'satisfecho',
  deshacer: 'deshecho',
  suponer: 'supuesto',
};

/** Strong preterites in -e/-o, which also give the imperfect subjunctive in -iera/-iese. */
const STRONG_PRETERITE_STEMS: Record<string, string> = {
  tener: 'tuv',
  estar: 'estuv',
  poder: 'pud',
  poner: 'pus',
  saber: 'sup',
  querer: 'quis',
  venir: 'vin',
  haber: 'hub',
  andar: 'anduv',
  caber: 'cup',
};

/** Preterites in -j-, whose third person plural drops the i: dijeron, trajeron, condujeron. */
const J_PRETERITE_STEMS: Record<string, string> = {
  decir: 'dij',
  traer: 'traj',
  conducir: 'conduj',
  producir: 'produj',
  traducir: 'traduj',
};

/** Imperfect subjunctive stems in -iera/-iese for verbs whose preterite is listed explicitly. */
const PAST_SUBJUNCTIVE_I_STEMS: Record<string, string> = {
  hacer: 'hic',
  dar: 'd',
  ver: 'v',
  pedir: 'pid',
  dormir: 'durm',
  morir: 'mur',
  sentir: 'sint',
  seguir: 'sigu',
  conseguir: 'consigu',
  elegir: 'elig',
  preferir: 'prefir',
  servir: 'sirv',
  repetir: 'repit',
  vestir: 'vist',
  mentir: 'mint',
};

/** Verbs whose i turns into y between vowels: cayó, leyeron, oyendo, construyera. */
const Y_STEMS: Record<string, string> = {
  oír: 'o',
  caer: 'ca',
  leer: 'le',
  creer: 'cre',
  construir: 'constru',
  destruir: 'destru',
  incluir: 'inclu',
  huir: 'hu',
};

/** Shortened future and conditional stems: tendré, haría, diré, podría, sabré. */
const FUTURE_STEMS: Record<string, string> = {
  tener: 'tendr',
  poner: 'pondr',
  salir: 'saldr',
  venir: 'vendr',
  valer: 'valdr',
  poder: 'podr',
  saber: 'sabr',
  caber: 'cabr',
  haber: 'habr',
  querer: 'querr',
  hacer: 'har',
  decir: 'dir',
};

/** Present subjunctive stems (mostly the irregular first person): tenga, haga, vaya, sepa. */
const PRESENT_SUBJUNCTIVE_STEMS: Record<string, string> = {
  ser: 'se',
  ir: 'vay',
  haber: 'hay',
  saber: 'sep',
  caber: 'quep',
  ver: 've',
  tener: 'teng',
  hacer: 'hag',
  poner: 'pong',
  salir: 'salg',
  venir: 'veng',
  decir: 'dig',
  traer: 'traig',
  caer: 'caig',
  oír: 'oig',
  valer: 'valg',
  conocer: 'conozc',
  conducir: 'conduzc',
  producir: 'produzc',
  traducir: 'traduzc',
  pedir: 'pid',
  seguir: 'sig',
  conseguir: 'consig',
  elegir: 'elij',
  construir: 'construy',
};

/** Forms shared by two verbs, with the more likely reading first. Overrides insertion order. */
const AMBIGUOUS = `
fui fuiste fue fuimos fuisteis fueron: ser ir
fuera fueras fuéramos fuerais fueran fuese fueses fuésemos fueseis fuesen: ser ir
sé: saber ser
ve: ir ver
ven: venir ver
di: decir dar
viste visto: ver vestir
siento sientes siente sienten: sentir sentar
sienta sientas sientan: sentar sentir
creo crees cree creen: creer crear
crea creas crean: crear creer
`;

const PRETERITE_ENDINGS = ['e', 'iste', 'o', 'imos', 'isteis', 'ieron'];
const J_PRETERITE_ENDINGS = ['e', 'iste', 'o', 'imos', 'isteis', 'eron'];
const PAST_SUBJUNCTIVE_I = [
  'iera',
  'ieras',
  'iéramos',
  'ierais',
  'ieran',
  'iese',
  'ieses',
  'iésemos',
  'ieseis',
  'iesen',
];
const PAST_SUBJUNCTIVE_E = [
  'era',
  'eras',
  'éramos',
  'erais',
  'eran',
  'ese',
  'eses',
  'ésemos',
  'eseis',
  'esen',
];
const Y_ENDINGS = ['ó', 'eron', 'endo', ...PAST_SUBJUNCTIVE_E].map((ending) => 'y' + ending);
const FUTURE_ENDINGS = ['é', 'ás', 'á', 'emos', 'éis', 'án', 'ía', 'ías', 'íamos', 'íais', 'ían'];
const PRESENT_SUBJUNCTIVE_ENDINGS = ['a', 'as', 'amos', 'áis', 'an'];

function buildIrregularForms(): Map<string, string[]> {
  const forms = new Map<string, string[]>();
  const add = (form: string, lemma: string): void => {
    const lemmas = forms.get(form);
    if (!lemmas) forms.set(form, [lemma]);
    else if (!lemmas.includes(lemma)) lemmas.push(lemma);
  };
  const addStem = (table: Record<string, string>, endings: readonly string[]): void => {
    for (const [lemma, stem] of Object.entries(table))
      for (const ending of endings) add(stem + ending, lemma);
  };

  for (const line of lines(EXPLICIT_FORMS)) {
    const [lemma, list] = splitOnce(line);
    for (const form of words(list)) add(form, lemma);
  }
  for (const [lemma, participle] of Object.entries(PARTICIPLES)) add(participle, lemma);
  addStem(STRONG_PRETERITE_STEMS, [...PRETERITE_ENDINGS, ...PAST_SUBJUNCTIVE_I]);
  addStem(J_PRETERITE_STEMS, [...J_PRETERITE_ENDINGS, ...PAST_SUBJUNCTIVE_E]);
  addStem(PAST_SUBJUNCTIVE_I_STEMS, PAST_SUBJUNCTIVE_I);
  addStem(Y_STEMS, Y_ENDINGS);
  addStem(FUTURE_STEMS, FUTURE_ENDINGS);
  addStem(PRESENT_SUBJUNCTIVE_STEMS, PRESENT_SUBJUNCTIVE_ENDINGS);
  for (const lemma of ['ser', 'ir']) for (const ending of PAST_SUBJUNCTIVE_E) add('fu' + ending, lemma);

  for (const line of lines(AMBIGUOUS)) {
    const [list, lemmas] = splitOnce(line);
    for (const form of words(list)) forms.set(form, words(lemmas));
  }
  return forms;
}

function lines(block: string): string[] {
  return block
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

function splitOnce(line: string): [string, string] {
  const colon = line.indexOf(':');
  return [line.slice(0, colon).trim(), line.slice(colon + 1).trim()];
}

function words(list: string): string[] {
  return list.split(/\s+/).filter((word) => word !== '');
}

/** Irregular form -> infinitive(s), most likely first. */
export const IRREGULAR_FORMS: ReadonlyMap<string, readonly string[]> = buildIrregularForms();

const NO_LEMMAS: readonly string[] = [];

/** The infinitives an irregular form belongs to (empty when the form is not in the table). */
export function irregularLemmas(form: string): readonly string[] {
  return IRREGULAR_FORMS.get(form) ?? NO_LEMMAS;
}
