/** The word lists the follow-up readers check a learner's message against (Spanish words folded: no accents). */

/** Feelings, as understand() names them, that get a caring question before anything else. */
export const CARING = new Set(['tired', 'ill', 'bad', 'busy', 'nervous']);
export const NEGATIONS = new Set(['no', 'nunca', 'tampoco', 'jamas']);
export const COUNTS = new Set([
  'un',
  'una',
  'unos',
  'unas',
  'dos',
  'tres',
  'cuatro',
  'cinco',
  'seis',
  'varios',
  'varias',
]);
/** Words after which a first-person form reads as a verb («yo juego», «los sábados juego»). */
export const NOT_BEFORE_VERB = new Set([
  'el',
  'la',
  'los',
  'las',
  'un',
  'una',
  'mi',
  'tu',
  'su',
  'me',
  'te',
  'se',
  'lo',
  'le',
  'nos',
  'de',
  'del',
  'en',
  'a',
  'al',
  'con',
  'por',
  'para',
  'este',
  'ese',
  'que',
]);
/** Past verbs too vague to ask about without an object («Ayer vi…», «Fui feliz»). */
export const PAST_NEEDS_OBJECT = new Set([
  'ver',
  'visitar',
  'tocar',
  'practicar',
  'celebrar',
  'montar',
  'hablar',
  'comprar',
  'leer',
  'escribir',
  'escuchar',
]);
/** Past verbs that say too little to ask about («fui», «tuve», «hice»). */
export const PAST_SKIP = new Set([
  'ser',
  'estar',
  'tener',
  'haber',
  'gustar',
  'encantar',
  'poder',
  'querer',
  'saber',
  'llamar',
  'decir',
  'dar',
  'hacer',
  'ir',
]);
/** Verbs after «voy a» that make no plan worth asking about. */
export const PLAN_SKIP = new Set([
  'ser',
  'estar',
  'tener',
  'haber',
  'poder',
  'querer',
  'gustar',
  'llamar',
  'decir',
  'dar',
  'hacer',
]);
/** Verbs whose «¿… todos los días?» would sound odd. */
export const NOT_DAILY = new Set(['dormir', 'descansar', 'comer', 'beber', 'viajar', 'vivir', 'visitar']);
/** Words a verb can follow in a learner's sentence: «yo juego», «los sábados juego», «y leo». */
export const CLAUSE_START = new Set([
  'yo',
  'tambien',
  'siempre',
  'normalmente',
  'veces',
  'dias',
  'sabados',
  'domingos',
  'semana',
  'tarde',
  'tardes',
  'manana',
  'mananas',
  'noche',
  'noches',
  'y',
  'pero',
  'ahora',
  'hoy',
  'ayer',
  'finde',
  'casi',
  'todavia',
  'aun',
  'solo',
  'tambien',
]);
/** The message already says how often or when («los sábados», «mañana»). */
export const WHEN =
  /\b(lunes|martes|miercoles|jueves|viernes|sabados?|domingos?|todos los|todas las|cada|siempre|a veces|a menudo|fines? de semana|ma(n|ñ)ana|hoy|esta (tarde|noche|semana)|pronto|la semana que viene|el mes que viene|el a(n|ñ)o que viene|en (verano|invierno|primavera|otono|vacaciones))\b/;
