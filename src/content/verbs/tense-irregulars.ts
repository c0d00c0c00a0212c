/**
 * Irregularities of the past, future and subjunctive tenses (content/verbs/tenses.ts applies them).
 * Keys are base infinitives: compounds (mantener, proponer, deshacer…) take their base's entry
 * through COMPOUND_BASES unless listed themselves. Person order: yo, tú, él, nosotros, vosotros, ellos.
 */

/** Bases whose every compound conjugates like them; matched as a suffix (mantener, atraer, decaer). */
export const COMPOUND_BASES: readonly string[] = [
  'tener',
  'venir',
  'poner',
  'hacer',
  'decir',
  'traer',
  'caer',
  'salir',
  'valer',
];

/** Whole preterite tables: too short or too irregular for a stem and endings. */
export const PRETERITE_TABLES: Readonly<Record<string, readonly string[]>> = {
  ser: ['fui', 'fuiste', 'fue', 'fuimos', 'fuisteis', 'fueron'],
  ir: ['fui', 'fuiste', 'fue', 'fuimos', 'fuisteis', 'fueron'],
  dar: ['di', 'diste', 'dio', 'dimos', 'disteis', 'dieron'],
  ver: ['vi', 'viste', 'vio', 'vimos', 'visteis', 'vieron'],
  // The prefix makes "vi" and "vio" two syllables, so they take an accent.
  prever: ['preví', 'previste', 'previó', 'previmos', 'previsteis', 'previeron'],
  // "hui" is one syllable by the 2010 spelling rules, like "rio" and "guio".
  huir: ['hui', 'huiste', 'huyó', 'huimos', 'huisteis', 'huyeron'],
};

/**
 * Strong preterite stems: unstressed endings -e, -iste, -o, -imos, -isteis, -ieron (-eron after
 * j). Verbs in -ducir take "-duj" by rule.
 */
export const PRETERITE_STEMS: Readonly<Record<string, string>> = {
  tener: 'tuv',
  estar: 'estuv',
  andar: 'anduv',
  haber: 'hub',
  caber: 'cup',
  poder: 'pud',
  poner: 'pus',
  saber: 'sup',
  querer: 'quis',
  venir: 'vin',
  hacer: 'hic',
  satisfacer: 'satisfic',
  decir: 'dij',
  traer: 'traj',
};

/** Irregular future and conditional stems; compounds share them (mantendré, propondría). */
export const FUTURE_STEMS: Readonly<Record<string, string>> = {
  tener: 'tendr',
  poner: 'pondr',
  venir: 'vendr',
  salir: 'saldr',
  valer: 'valdr',
  poder: 'podr',
  saber: 'sabr',
  haber: 'habr',
  caber: 'cabr',
  querer: 'querr',
  hacer: 'har',
  satisfacer: 'satisfar',
  decir: 'dir',
  // The regular future is the one in use for these decir compounds (DPD).
  bendecir: 'bendecir',
  maldecir: 'maldecir',
  predecir: 'predecir',
};

/** The only three irregular imperfects. */
export const IMPERFECT_TABLES: Readonly<Record<string, readonly string[]>> = {
  ser: ['era', 'eras', 'era', 'éramos', 'erais', 'eran'],
  ir: ['iba', 'ibas', 'iba', 'íbamos', 'ibais', 'iban'],
  ver: ['veía', 'veías', 'veía', 'veíamos', 'veíais', 'veían'],
  prever: ['preveía', 'preveías', 'preveía', 'preveíamos', 'preveíais', 'preveían'],
};

/** Present subjunctives not built on the "yo" form (soy, voy, he, sé, estoy, doy). */
export const SUBJUNCTIVE_TABLES: Readonly<Record<string, readonly string[]>> = {
  ser: ['sea', 'seas', 'sea', 'seamos', 'seáis', 'sean'],
  ir: ['vaya', 'vayas', 'vaya', 'vayamos', 'vayáis', 'vayan'],
  haber: ['haya', 'hayas', 'haya', 'hayamos', 'hayáis', 'hayan'],
  saber: ['sepa', 'sepas', 'sepa', 'sepamos', 'sepáis', 'sepan'],
  estar: ['esté', 'estés', 'esté', 'estemos', 'estéis', 'estén'],
  dar: ['dé', 'des', 'dé', 'demos', 'deis', 'den'],
  // Two stems: "ye-" where the stem is stressed, "i-" in nosotros and vosotros.
  erguir: ['yerga', 'yergas', 'yerga', 'irgamos', 'irgáis', 'yergan'],
};

/**
 * "yo" present forms the subjunctive is built on where present-tense.ts gives another correct one:
 * it conjugates errar regularly (erro, as in much of America), the subjunctive follows Spain (yerre).
 */
export const YO_FORMS: Readonly<Record<string, string>> = {
  errar: 'yerro',
};

/**
 * Stem changes verb-forms.ts does not list, or lists only through a whole present table: these
 * decide the nosotros and vosotros subjunctive (juguemos, olamos) and the -ir raising (sintió).
 */
export const EXTRA_STEM_CHANGES: Readonly<Record<'ie' | 'ue' | 'i', readonly string[]>> = {
  ie: ['errar'],
  ue: ['jugar', 'oler'],
  i: ['seguir', 'conseguir', 'elegir', 'corregir', 'reír', 'sonreír'],
};

/** -ir verbs whose stem change is limited to the present (discernamos, discernió, not *discirnió). */
export const PRESENT_ONLY_CHANGE: readonly string[] = ['discernir', 'concernir'];

/** Irregular past participles; a suffix entry ("scribir") covers every verb ending in it. */
export const PARTICIPLES: Readonly<Record<string, string>> = {
  hacer: 'hecho',
  satisfacer: 'satisfecho',
  decir: 'dicho',
  // bendecir and maldecir keep a regular participle (bendito is only an adjective).
  bendecir: 'bendecido',
  maldecir: 'maldecido',
  ver: 'visto',
  prever: 'previsto',
  poner: 'puesto',
  morir: 'muerto',
  romper: 'roto',
  freír: 'frito',
  sofreír: 'sofrito',
  imprimir: 'impreso',
  abrir: 'abierto',
  reabrir: 'reabierto',
  entreabrir: 'entreabierto',
};

/** Participle endings shared by a whole family: escribir → escrito, resolver → resuelto. */
export const PARTICIPLE_SUFFIXES: readonly (readonly [string, string])[] = [
  ['scribir', 'scrito'],
  ['volver', 'vuelto'],
  ['solver', 'suelto'],
  ['cubrir', 'cubierto'],
];

/** Gerunds no rule yields. */
export const GERUNDS: Readonly<Record<string, string>> = {
  ir: 'yendo',
  poder: 'pudiendo',
  venir: 'viniendo',
  decir: 'diciendo',
};
