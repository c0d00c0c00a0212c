/** Present-tense "yo" forms, for correcting "yo hablar" -> "yo hablo". */
import type { Glossary } from '../../../content/glossary';
import { fold } from './text';

// Irregular (or stem-changing) first-person forms of frequent verbs.
const IRREGULAR_YO: Readonly<Record<string, string>> = {
  ser: 'soy',
  estar: 'estoy',
  ir: 'voy',
  tener: 'tengo',
  hacer: 'hago',
  poder: 'puedo',
  querer: 'quiero',
  saber: 'sé',
  conocer: 'conozco',
  salir: 'salgo',
  venir: 'vengo',
  decir: 'digo',
  poner: 'pongo',
  ver: 'veo',
  dar: 'doy',
  jugar: 'juego',
  dormir: 'duermo',
  pensar: 'pienso',
  preferir: 'prefiero',
  empezar: 'empiezo',
  volver: 'vuelvo',
  pedir: 'pido',
  seguir: 'sigo',
  oir: 'oigo',
  traer: 'traigo',
  entender: 'entiendo',
  sentir: 'siento',
  encontrar: 'encuentro',
  recordar: 'recuerdo',
  costar: 'cuesto',
  contar: 'cuento',
  almorzar: 'almuerzo',
  cerrar: 'cierro',
  perder: 'pierdo',
  repetir: 'repito',
  servir: 'sirvo',
  conducir: 'conduzco',
  traducir: 'traduzco',
  parecer: 'parezco',
  merendar: 'meriendo',
};

/** The "yo" present form of an infinitive the glossary knows as a verb, else null. */
export function yoForm(infinitive: string, glossary: Glossary): string | null {
  const word = fold(infinitive);
  const hit = glossary.lookup(word);
  if (!hit || hit.pos !== 'verb' || fold(hit.lemma) !== word) return null;
  const irregular = IRREGULAR_YO[word];
  if (irregular) return irregular;
  if (!/(ar|er|ir)$/.test(word)) return null;
  return `${word.slice(0, -2)}o`;
}
