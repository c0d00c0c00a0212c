/**
 * Irregular conjugated forms of the most frequent irregular and stem-changing Spanish verbs,
 * mapped to their infinitive(s). Regular endings are left to the lemmatiser; this table holds
 * what suffix rules cannot recover (suppletive stems like fui/iba/voy, strong preterites like
 * tuve/hice/dije, shortened futures like tendré/diré, irregular participles like hecho/visto).
 *
 * Some forms belong to two verbs (fui: ser and ir; sé: saber and ser). They map to a list, most
 * likely reading first; the AMBIGUOUS block fixes that order explicitly.
 */
import { irregularPresentForms } from '../../verbs/present-tense';
import { LESSON_VERB_FORMS } from './lessons';

/**
 * One verb per line: `infinitive: form form …` (preterite, subjunctive, imperative, gerund …).
 * The present indicative is not written here: every verb named gets its irregular present forms
 * from the conjugator that the tutor uses too (content/verbs), so the two never disagree.
 */
const EXPLICIT_FORMS = `
ser: fui fuiste fue fuimos fuisteis fueron era eras éramos erais eran sed siendo sido
ir: fui fuiste fue fuimos fuisteis fueron iba ibas íbamos ibais iban ve id yendo ido
ir: iré irás irá iremos iréis irán iría irías iríamos iríais irían
estar: esté estés estemos estéis estén estando estado
tener: ten tened teniendo tenido
hacer: hice hiciste hizo hicimos hicisteis hicieron haz haciendo
poder: pueda puedas puedan pudiendo podido
decir: di diciendo
haber: hay habido habiendo
ver: vi viste vio vimos visteis vieron veía veías veíamos veíais veían viendo
dar: di diste dio dimos disteis dieron dé des demos deis den dando dado
saber:
querer: quiera quieras quieran
venir: ven viniendo
poner: pon poniendo
salir: sal
oír: oí oíste oísteis oíd oído
traer: trayendo traído
caer: caí caíste caímos caísteis caído
leer: leí leíste leímos leísteis leído
creer: creí creíste creímos creísteis creído
conocer:
valer:
caber:
pedir: pidió pidieron pidiendo
dormir: duerma duermas duerman durmamos durmáis durmió durmieron durmiendo
morir: muera mueras mueran muramos muráis murió murieron muriendo
sentir: sienta sientas sientan sintamos sintáis sintió sintieron sintiendo
jugar: juegue juegues jueguen juguemos juguéis jugué
pensar: piense pienses piensen
volver: vuelva vuelvas vuelvan
devolver: devuelva devuelvan
empezar: empiece empieces empiecen empecé empecemos empecéis
comenzar: comience comiencen comencé
encontrar: encuentre encuentres encuentren
seguir: siguió siguieron siguiendo
conseguir: consiguió consiguieron consiguiendo
elegir: eligió eligieron eligiendo
corregir: corrija corrigió corrigiendo
construir:
preferir: prefiera prefirió prefirieron prefiriendo
servir: sirva sirvió sirvieron sirviendo
repetir: repita repitió repitieron repitiendo
vestir: vista vistió vistieron vistiendo
mentir: mienta mintió mintieron mintiendo
reír: ría rías rían riamos riáis reí reíste rió reísteis rieron riendo reído
sonreír: sonría sonrió sonrieron sonriendo
contar: cuente cuentes cuenten
costar: cueste cuesten
recordar: recuerde recuerden
entender: entienda entiendan
perder: pierda pierdan
cerrar: cierre cierren
mover: mueva muevan
llover: llueva lloviendo
nevar: nieve
oler: huela huelan
doler: duela
soler:
almorzar: almuerce almorcé
probar: pruebe
mostrar: muestre
despertar: despierte
acostar: acueste
sentar: siente sienten
negar: niegue negué
medir: midió midiendo
conducir:
producir:
traducir:
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

  for (const line of lines(`${EXPLICIT_FORMS}\n${LESSON_VERB_FORMS}`)) {
    const [lemma, list] = splitOnce(line);
    for (const form of irregularPresentForms(lemma)) add(form, lemma);
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
