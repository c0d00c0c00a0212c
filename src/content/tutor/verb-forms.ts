/**
 * Present-tense facts about Spanish verbs the built-in tutor needs to conjugate and to recognise
 * person agreement: full irregular tables, irregular "yo" forms and stem changes. Regular verbs
 * need no entry. A verb not listed here is conjugated regularly, so only common verbs whose
 * present is irregular must be listed (a missing one is never "corrected" into a wrong form:
 * see the tutor's conjugation module, which only proposes forms for verbs it is sure of).
 */

/** Person order: yo, tú, él/ella/usted, nosotros, vosotros, ellos/ellas/ustedes. */
export const PRESENT_IRREGULAR: Readonly<Record<string, readonly string[]>> = {
  ser: ['soy', 'eres', 'es', 'somos', 'sois', 'son'],
  estar: ['estoy', 'estás', 'está', 'estamos', 'estáis', 'están'],
  ir: ['voy', 'vas', 'va', 'vamos', 'vais', 'van'],
  haber: ['he', 'has', 'ha', 'hemos', 'habéis', 'han'],
  dar: ['doy', 'das', 'da', 'damos', 'dais', 'dan'],
  ver: ['veo', 'ves', 've', 'vemos', 'veis', 'ven'],
  saber: ['sé', 'sabes', 'sabe', 'sabemos', 'sabéis', 'saben'],
  tener: ['tengo', 'tienes', 'tiene', 'tenemos', 'tenéis', 'tienen'],
  venir: ['vengo', 'vienes', 'viene', 'venimos', 'venís', 'vienen'],
  decir: ['digo', 'dices', 'dice', 'decimos', 'decís', 'dicen'],
  oír: ['oigo', 'oyes', 'oye', 'oímos', 'oís', 'oyen'],
  oler: ['huelo', 'hueles', 'huele', 'olemos', 'oléis', 'huelen'],
  jugar: ['juego', 'juegas', 'juega', 'jugamos', 'jugáis', 'juegan'],
  reír: ['río', 'ríes', 'ríe', 'reímos', 'reís', 'ríen'],
  sonreír: ['sonrío', 'sonríes', 'sonríe', 'sonreímos', 'sonreís', 'sonríen'],
  caber: ['quepo', 'cabes', 'cabe', 'cabemos', 'cabéis', 'caben'],
  enviar: ['envío', 'envías', 'envía', 'enviamos', 'enviáis', 'envían'],
  continuar: ['continúo', 'continúas', 'continúa', 'continuamos', 'continuáis', 'continúan'],
  elegir: ['elijo', 'eliges', 'elige', 'elegimos', 'elegís', 'eligen'],
  corregir: ['corrijo', 'corriges', 'corrige', 'corregimos', 'corregís', 'corrigen'],
  seguir: ['sigo', 'sigues', 'sigue', 'seguimos', 'seguís', 'siguen'],
  conseguir: ['consigo', 'consigues', 'consigue', 'conseguimos', 'conseguís', 'consiguen'],
};

/** Verbs regular except for the "yo" form. */
export const IRREGULAR_YO: Readonly<Record<string, string>> = {
  hacer: 'hago',
  poner: 'pongo',
  salir: 'salgo',
  traer: 'traigo',
  caer: 'caigo',
  valer: 'valgo',
  conocer: 'conozco',
  parecer: 'parezco',
  ofrecer: 'ofrezco',
  nacer: 'nazco',
  crecer: 'crezco',
  agradecer: 'agradezco',
  merecer: 'merezco',
  desaparecer: 'desaparezco',
  reconocer: 'reconozco',
  conducir: 'conduzco',
  traducir: 'traduzco',
  producir: 'produzco',
  escoger: 'escojo',
  coger: 'cojo',
  recoger: 'recojo',
  proteger: 'protejo',
  dirigir: 'dirijo',
  exigir: 'exijo',
  convencer: 'convenzo',
  vencer: 'venzo',
  distinguir: 'distingo',
  suponer: 'supongo',
  proponer: 'propongo',
  componer: 'compongo',
  mantener: 'mantengo',
  obtener: 'obtengo',
  contener: 'contengo',
};

/** Verbs with -uir (construir → construyo, construyes…). */
export const UIR_VERBS: readonly string[] = ['construir', 'incluir', 'destruir', 'huir', 'concluir', 'contribuir', 'distribuir', 'sustituir'];

/** Stem-changing verbs: the stressed stem vowel changes in yo, tú, él and ellos. */
export const STEM_CHANGES: Readonly<Record<'ie' | 'ue' | 'i', readonly string[]>> = {
  ie: [
    'pensar', 'empezar', 'querer', 'preferir', 'entender', 'sentir', 'cerrar', 'perder', 'comenzar',
    'despertar', 'mentir', 'nevar', 'recomendar', 'sentar', 'divertir', 'encender', 'defender',
    'negar', 'fregar', 'regar', 'calentar', 'atravesar', 'confesar', 'convertir', 'sugerir',
    'advertir', 'herir', 'hervir', 'referir', 'merendar', 'temblar', 'gobernar', 'apretar',
    'tender', 'extender', 'entretener', 'consentir', 'arrepentir', 'despertarse', 'sentarse',
    'divertirse', 'sentirse', 'manifestar', 'invertir', 'requerir', 'descender', 'ascender',
  ],
  ue: [
    'poder', 'volver', 'dormir', 'morir', 'encontrar', 'recordar', 'contar', 'costar', 'almorzar',
    'mostrar', 'mover', 'soñar', 'llover', 'probar', 'devolver', 'resolver', 'acostar', 'colgar',
    'rogar', 'soler', 'doler', 'volar', 'sonar', 'torcer', 'cocer', 'demostrar', 'aprobar',
    'envolver', 'promover', 'renovar', 'comprobar', 'acordar', 'forzar', 'esforzar', 'morder',
    'absolver', 'disolver', 'llover', 'tronar', 'recostar', 'encontrarse', 'acostarse', 'dormirse',
    'acordarse', 'moverse', 'probarse', 'volverse',
  ],
  i: [
    'pedir', 'servir', 'repetir', 'vestir', 'medir', 'competir', 'despedir', 'impedir', 'gemir',
    'rendir', 'vestirse', 'despedirse', 'reñir', 'teñir', 'freír',
  ],
};
