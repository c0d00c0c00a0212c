/**
 * Pronominal verbs read by their role in the sentence: «me levanto» is levantarse (to get up), while
 * «levanto la mano» is levantar (to lift). The reflexive pronoun must agree with the verb's person,
 * so «te llamo mañana» (I'll call you) stays llamar and «me gusta» stays gustar.
 */
import { levelIndex } from '../levels';
import type { GlossaryHit, GlossaryLookup } from './fallback-extractor';

const REFLEXIVE: ReadonlySet<string | undefined> = new Set(['me', 'te', 'se', 'nos', 'os']);
const ARTICLES_AND_LINKS: ReadonlySet<string | undefined> = new Set(['a', 'que', 'de']);

/*
 * Endings of the persons each pronoun goes with, over present, past, imperfect, future and subjunctive.
 * Loose on purpose: a wrong "agrees" only matters when the glossary has the pronominal verb too.
 */
// Maps, not objects: a plain object answers a word such as «constructor» with its prototype's.
const PERSON_ENDINGS: ReadonlyMap<string, (form: string) => boolean> = new Map([
  ['me', (f: string) => /(?:o|oy|é|í|i|aba|ía)$/.test(f)],
  ['te', (f: string) => /(?:s|ste)$/.test(f) && !/(?:mos|[áé]is|steis)$/.test(f)],
  ['se', (f: string) => /(?:[aeáéó]|[aeáé]n|ron)$/.test(f)],
  ['nos', (f: string) => /mos$/.test(f)],
  ['os', (f: string) => /(?:[áé]is|ís|steis)$/.test(f)],
]);

// Compound tenses: «se han disparado», «me he levantado»; «me ha llamado» (he called me) stays llamar.
const HABER_FOR: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['me', new Set(['he', 'había', 'habría', 'hube'])],
  ['te', new Set(['has', 'habías', 'habrías'])],
  ['se', new Set(['ha', 'han', 'había', 'habían', 'habría', 'habrían'])],
  ['nos', new Set(['hemos', 'habíamos', 'habríamos'])],
  ['os', new Set(['habéis', 'habíais'])],
]);
const PARTICIPLE = /(?:ado|ido|ído|to|cho)$/;

/** Whether a reflexive pronoun and a finite verb form name the same person («me levanto», «te acuerdas»). */
export function agrees(pronoun: string, form: string): boolean {
  return PERSON_ENDINGS.get(pronoun)?.(form) ?? false;
}

const isInfinitive = (form: string): boolean => /(?:ar|er|ir|ír)$/.test(form);
/** A reflexive pronoun; no word at all (the sentence's edge) is none. */
const isReflexive = (word: string | undefined): word is string => REFLEXIVE.has(word);

/**
 * The pronominal headword of a verb (levantar → levantarse), when the glossary lists it. Only an
 * infinitive takes «se», so a pronominal lemma (levantarse) or a form (levanto) has none.
 */
export function pronominalOf(glossary: GlossaryLookup, lemma: string): GlossaryHit | undefined {
  const hit = glossary.lookup(`${lemma}se`);
  return hit?.pos === 'verb' && hit.lemma === `${lemma}se` ? hit : undefined;
}

/**
 * «levantarme», «irnos», «levantándose», «comiéndote», «yéndonos» → the verb form without the
 * attached pronoun (levantar, ir, levantando, comiendo, yendo), which the glossary reads as its verb.
 */
export function splitEnclitic(form: string): { stem: string; pronoun: string } | null {
  const plain = form
    .normalize('NFD')
    .replace(/[\u0301]/g, '')
    .normalize('NFC');
  // Stryker disable next-line Regex: exec tries index 0 first and .*? can take any prefix, so a match always starts there
  const match = /^(.*?(?:ar|er|ir|ando|iendo|yendo))(me|te|se|nos|os)$/.exec(plain);
  return match ? { stem: match[1] as string, pronoun: match[2] as string } : null;
}

function isFiniteVerb(glossary: GlossaryLookup, form: string): boolean {
  return !isInfinitive(form) && glossary.lookup(form)?.pos === 'verb';
}

/** The bare verb of a reading: a pronominal hit for a form without its pronoun goes back to the verb. */
function bareVerb(glossary: GlossaryLookup, hit: GlossaryHit): GlossaryHit {
  if (!hit.lemma.endsWith('se')) return hit;
  const base = glossary.lookup(hit.lemma.slice(0, -2));
  return base?.pos === 'verb' ? base : hit;
}

/** «voy a levantarme»: the pronoun belongs to the infinitive when the finite verb before it agrees. */
function encliticReading(
  glossary: GlossaryLookup,
  tokens: readonly string[],
  i: number,
  base: GlossaryHit,
  pronominal: GlossaryHit,
  pronoun: string,
): GlossaryHit {
  if (pronoun === 'se') return pronominal;
  for (let j = i - 1; j >= Math.max(0, i - 3); j -= 1) {
    const form = tokens[j] as string;
    if (!isFiniteVerb(glossary, form)) continue;
    // «me gusta levantarme»: the pronoun before gusta names the same person as the one after.
    return agrees(pronoun, form) || tokens[j - 1] === pronoun ? pronominal : base;
  }
  // No verb to agree with («antes de ducharme»): trust the pronominal verb when it is the common one.
  return levelIndex(pronominal.level) <= levelIndex(base.level) ? pronominal : base;
}

/** «me voy a duchar», «me tengo que ir»: the pronoun before the finite verb belongs to the infinitive. */
function climbsTo(glossary: GlossaryLookup, tokens: readonly string[], i: number): boolean {
  const next = tokens[i + 1];
  const infinitive = ARTICLES_AND_LINKS.has(next) ? tokens[i + 2] : next;
  if (infinitive === undefined || !isInfinitive(infinitive)) return false;
  const verb = glossary.lookup(infinitive);
  return verb?.pos === 'verb' && pronominalOf(glossary, verb.lemma) !== undefined;
}

/** The pronominal reading of the verb at `i` when a matching reflexive pronoun goes with it, else the verb. */
export function pronominalReading(
  glossary: GlossaryLookup,
  tokens: readonly string[],
  i: number,
  hit: GlossaryHit,
): GlossaryHit {
  if (hit.pos !== 'verb') return hit;
  const form = tokens[i] as string;
  const enclitic = splitEnclitic(form);
  if (enclitic) {
    const base = glossary.lookup(enclitic.stem);
    const pronominal =
      base?.pos === 'verb' ? pronominalOf(glossary, bareVerb(glossary, base).lemma) : undefined;
    if (!base || !pronominal) return hit;
    return encliticReading(glossary, tokens, i, bareVerb(glossary, base), pronominal, enclitic.pronoun);
  }
  const base = bareVerb(glossary, hit);
  const pronominal = pronominalOf(glossary, base.lemma);
  if (!pronominal) return base;
  const before = tokens[i - 1];
  if (isInfinitive(form)) {
    // «me voy a levantar», «me quiero duchar»: pronoun, agreeing finite verb, (a|que), infinitive.
    const finite = ARTICLES_AND_LINKS.has(before) ? i - 2 : i - 1;
    const pronoun = tokens[finite - 1];
    // A word before the verb means the verb is there.
    const verb = tokens[finite] as string;
    return isReflexive(pronoun) && agrees(pronoun, verb) && isFiniteVerb(glossary, verb) ? pronominal : base;
  }
  // A pronoun two words back means a word just before; at the sentence's start neither is there.
  if (PARTICIPLE.test(form) && HABER_FOR.get(tokens[i - 2] as string)?.has(before as string))
    return pronominal;
  if (!isReflexive(before) || !agrees(before, form)) return base;
  return climbsTo(glossary, tokens, i) ? base : pronominal;
}
