/**
 * Facts a learner shares about themselves, which the tutor keeps with set_memory (spec doc 2 §4
 * "Tutor tools": keys lowercase with underscores) and uses later ("¡Hola otra vez, Ana!").
 */
import { capitalise, fold, properName } from './text';

export interface Fact {
  key: string;
  value: string;
}

const NAME_STOP = new Set(['y', 'e', 'pero', 'soy', 'tengo', 'vivo', 'de', 'en', 'con', 'mucho', 'gusto']);
const NOT_NAMES = new Set([
  'estudiante',
  'profesor',
  'profesora',
  'nuevo',
  'nueva',
  'americano',
  'americana',
  'ingles',
  'inglesa',
  'canadiense',
  'muy',
  'un',
  'una',
  'el',
  'la',
  'de',
  'bien',
  'mal',
  'alto',
  'alta',
  'bajo',
  'baja',
  'yo',
  'tu',
  'principiante',
  'feliz',
  'medico',
  'medica',
  'ingeniero',
  'ingeniera',
]);
const JOBS =
  /\b(?:trabajo como|trabajo de|soy|yo soy) (?:un |una )?(estudiante|profesora?|medic[oa]|doctora?|ingenier[oa]|enfermer[oa]|abogad[oa]|camarer[oa]|programadora?|cociner[oa]|dise[ñn]ador[a]?|vendedora?|contador[a]?|periodista|arquitect[oa]|policia|jubilad[oa]|escritora?|artista|dentista|musico|secretari[oa]|gerente)\b/;
const RELATIVES: Readonly<Record<string, string>> = {
  hermano: 'siblings',
  hermana: 'siblings',
  hermanos: 'siblings',
  hermanas: 'siblings',
  hijo: 'children',
  hija: 'children',
  hijos: 'children',
  hijas: 'children',
  perro: 'pets',
  perros: 'pets',
  gato: 'pets',
  gatos: 'pets',
};
const END = String.raw`(?=[.,;!?¡¿]|$|\s(?:y|pero|con|porque|desde|muy)\b)`;

/** A place or thing as the learner wrote it: at most four words, trimmed. */
function phrase(raw: string | undefined, words = 4): string | null {
  const value = raw?.trim().split(/\s+/).slice(0, words).join(' ') ?? '';
  return value.length >= 2 ? value : null;
}

function nameFrom(text: string): string | null {
  const folded = fold(text);
  const intro = /\b(?:me llamo|mi nombre es|llamame)\s+([a-zñ]+(?:\s+[a-zñ]+)?)/.exec(folded);
  let index = -1;
  let length = 0;
  if (intro?.[1]) {
    const words = intro[1].split(/\s+/).filter((w, i) => i === 0 || !NAME_STOP.has(w));
    length = words.join(' ').length;
    index = intro.index + intro[0].length - intro[1].length;
  } else {
    // "Soy Ana": only a capitalised word that is not a description ("soy estudiante").
    const soy = /\b(?:soy|yo soy)\s+(\p{Lu}\p{L}+)/u.exec(text.normalize('NFC'));
    if (!soy?.[1] || NOT_NAMES.has(fold(soy[1]))) return null;
    return soy[1];
  }
  if (length === 0) return null;
  const original = text.normalize('NFC').slice(index, index + length);
  if (NOT_NAMES.has(fold(original.split(' ')[0] ?? ''))) return null;
  return properName(original);
}

/** Every fact found in a message, at most one per key. */
export function extractFacts(text: string): Fact[] {
  const facts: Fact[] = [];
  const clean = text.normalize('NFC');
  const folded = fold(clean);
  const slice = (match: RegExpExecArray, group = 1): string | undefined => {
    const part = match[group];
    if (part === undefined) return undefined;
    const start = match.index + match[0].lastIndexOf(part);
    return clean.slice(start, start + part.length);
  };
  const name = nameFrom(clean);
  if (name) facts.push({ key: 'name', value: name });
  const city = new RegExp(String.raw`\bvivo en ([a-zñ ]+?)${END}`).exec(folded);
  const cityValue = city ? phrase(slice(city)) : null;
  if (cityValue) facts.push({ key: 'city', value: properName(cityValue) });
  const origin = new RegExp(String.raw`\bsoy de ([a-zñ ]+?)${END}`).exec(folded);
  const originValue = origin ? phrase(slice(origin)) : null;
  if (originValue) facts.push({ key: 'origin', value: properName(originValue) });
  const age = /\b(?:tengo|soy|estoy) (\d{1,3}) años\b/.exec(folded);
  if (age?.[1]) facts.push({ key: 'age', value: age[1] });
  const job = JOBS.exec(folded);
  if (job) facts.push({ key: 'job', value: slice(job) ?? (job[1] as string) });
  const likes = new RegExp(
    String.raw`\b(no )?me (?:gusta|gustan|encanta|encantan) (?:mucho )?([a-zñ ]+?)${END}`,
  ).exec(folded);
  const likesValue = likes ? phrase(slice(likes, 2)) : null;
  if (likes && likesValue)
    facts.push({ key: likes[1] ? 'dislikes' : 'likes', value: likesValue.toLowerCase() });
  const favourite = new RegExp(String.raw`\bmi ([a-zñ]+) favorit[oa] es ([a-zñ ]+?)${END}`).exec(folded);
  const favouriteValue = favourite ? phrase(slice(favourite, 2)) : null;
  if (favourite?.[1] && favouriteValue && /^[a-z]+$/.test(favourite[1]))
    facts.push({ key: `favorite_${favourite[1]}`, value: favouriteValue.toLowerCase() });
  const family =
    /\btengo (un|una|dos|tres|cuatro|cinco|[0-9]) (herman[oa]s?|hij[oa]s?|perros?|gatos?)\b/.exec(folded);
  if (family?.[2]) facts.push({ key: RELATIVES[family[2]] as string, value: `${family[1]} ${family[2]}` });
  return facts.map((fact) => ({
    ...fact,
    value: fact.key === 'name' ? fact.value : capitaliseIfPlace(fact),
  }));
}

function capitaliseIfPlace(fact: Fact): string {
  return fact.key === 'city' || fact.key === 'origin' ? capitalise(fact.value) : fact.value;
}
