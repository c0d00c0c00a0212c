import { irregularLemmas } from './data/irregular-forms';
import {
  ACCENTED,
  CLITICS,
  DIMINUTIVES,
  EXACT,
  FOLDED,
  NONFINITE_ENDINGS,
  PARTICIPLE_ENDINGS,
  REFLEXIVE_AFTER_IMPERATIVE,
  REFLEXIVE_AFTER_NONFINITE,
  SUPERLATIVES,
  VOWELS,
  deaccent,
} from './spanish-endings';
import type { Accept, Indexes, SuffixIndex, VerbClass } from './spanish-endings';

/**
 * Finds the glossary headwords a Spanish word form may come from: the form itself, irregular
 * verb forms, regular conjugations (with stem and spelling changes), enclitic pronouns, plurals,
 * feminine adjectives, superlatives and diminutives. Every candidate is checked with `isKnown`,
 * so the rules can be generous: a wrong guess that is not a headword is simply dropped.
 */

/** Known lemmas in the order found, without repeats. */
class Candidates {
  readonly found: string[] = [];
  constructor(readonly accept: Accept) {}
  add(lemma: string): void {
    const known = this.accept(lemma);
    if (known !== undefined && !this.found.includes(known)) this.found.push(known);
  }
}

/**
 * Candidate lemmas for a word form, most likely first, keeping only those `isKnown` accepts.
 * Accents are matched exactly first; only when nothing matches is an accent-insensitive pass made.
 */
export function lemmatise(word: string, isKnown: (lemma: string) => boolean): string[] {
  const form = word.trim().toLowerCase();
  if (form === '') return [];
  const exact = new Candidates((lemma) => (isKnown(lemma) ? lemma : undefined));
  analyse(form, EXACT, exact);
  if (exact.found.length > 0) return exact.found;
  const folded = deaccent(form);
  const tolerant = new Candidates((lemma) => acceptIgnoringAccents(lemma, isKnown, false));
  // ñ typed as n is restored for the word itself only: rules applied to "ana" must not reach año.
  const asTyped = acceptIgnoringAccents(folded, isKnown, true);
  if (asTyped !== undefined) tolerant.found.push(asTyped);
  analyse(folded, FOLDED, tolerant);
  return tolerant.found;
}

function analyse(form: string, indexes: Indexes, out: Candidates): void {
  out.add(form);
  const irregular = irregularLemmas(form);
  for (const lemma of irregular) out.add(lemma);
  if (form.includes(' ') || form.length < 2) return;
  pluralCandidates(form, out);
  // The irregular table is authoritative for verb readings: vamos is ir, never a regular ver.
  if (irregular.length > 0) return genderCandidates(form, out);
  // A feminine participle is more often the adjective (cansada → cansado) than the verb.
  if (PARTICIPLE_ENDINGS.some((ending) => form.endsWith(ending))) genderCandidates(form, out);
  verbCandidates(form, indexes.verbs, out);
  prefixedIrregularCandidates(form, out);
  encliticCandidates(form, indexes, out);
  genderCandidates(form, out);
  derivedCandidates(form, out);
}

/** casas → casa, ciudades → ciudad, exámenes → examen, canciones → canción, lápices → lápiz. */
function pluralCandidates(form: string, out: Candidates): void {
  if (!form.endsWith('s')) return;
  addNominal(form.slice(0, -1), out);
  // jerséis → jersey, espráis → espray: a stressed vowel + y becomes vowel + is in the plural.
  if (form.endsWith('is') && 'áéó'.includes(form[form.length - 3] ?? '-'))
    out.add(deaccent(form.slice(0, -2)) + 'y');
  if (!form.endsWith('es')) return;
  const stem = form.slice(0, -2);
  out.add(stem);
  out.add(deaccent(stem));
  addWithFinalStress(stem, out);
  if (form.endsWith('ces')) out.add(form.slice(0, -3) + 'z');
}

/** A singular/masculine form, then the verb it is the participle of: hechos → hecho, hacer. */
function addNominal(form: string, out: Candidates): void {
  out.add(form);
  for (const lemma of irregularLemmas(form)) out.add(lemma);
}

/** buena/buenas → bueno, trabajadora → trabajador, española → español, inglesa → inglés. */
function genderCandidates(form: string, out: Candidates): void {
  const ending = form.endsWith('as') ? 'as' : form.endsWith('a') ? 'a' : '';
  if (ending === '') return;
  const stem = form.slice(0, -ending.length);
  addNominal(stem + 'o', out);
  if (ending === 'as') out.add(stem + 'os'); // doscientas → doscientos (plural-only lemmas)
  out.add(stem);
  addWithFinalStress(stem, out);
}

/** -n and -s words stressed on the last syllable lose their accent in the plural and feminine. */
function addWithFinalStress(stem: string, out: Candidates): void {
  const last = stem[stem.length - 1];
  if (last !== 'n' && last !== 's') return;
  for (let i = stem.length - 2; i >= 0; i--) {
    const accented = ACCENTED[stem[i] as string];
    if (accented) return out.add(stem.slice(0, i) + accented + stem.slice(i + 1));
  }
}

function verbCandidates(form: string, index: SuffixIndex, out: Candidates): void {
  for (const length of index.lengths) {
    if (length >= form.length) continue;
    const ending = form.slice(-length);
    const classes = index.byEnding.get(ending);
    if (!classes) continue;
    const stem = form.slice(0, -length);
    for (const verbClass of classes) {
      for (const variant of stemVariants(stem, verbClass, ending)) {
        out.add(variant + verbClass);
        if (verbClass === 'ir' && endsWithOpenVowel(variant)) out.add(variant + 'ír'); // oír, reír
      }
    }
  }
}

function endsWithOpenVowel(stem: string): boolean {
  const last = stem[stem.length - 1];
  return last === 'a' || last === 'e' || last === 'o';
}

/** The stem as written, then with spelling changes undone, then with stem vowel changes undone. */
function stemVariants(stem: string, verbClass: VerbClass, ending: string): string[] {
  const variants = [stem];
  const plain = deaccent(stem);
  if (plain !== stem) variants.push(plain); // envío → enviar, continúo → continuar
  for (const base of [...variants]) pushAll(variants, undoSpelling(base, verbClass, ending));
  for (const base of [...variants]) {
    for (const changed of undoStemChange(base)) {
      pushAll(variants, [changed, ...undoSpelling(changed, verbClass, ending)]);
    }
  }
  return variants;
}

function pushAll(target: string[], items: readonly string[]): void {
  for (const item of items) if (!target.includes(item)) target.push(item);
}

/** Orthographic changes that keep the consonant sound: busqué, llegué, empecé, escojo, sigo, conozco, construyo. */
function undoSpelling(stem: string, verbClass: VerbClass, ending: string): string[] {
  const first = ending[0] ?? '';
  const variants: string[] = [];
  if (verbClass === 'ar' && (first === 'e' || first === 'é')) {
    if (stem.endsWith('qu')) variants.push(stem.slice(0, -2) + 'c');
    else if (stem.endsWith('gü')) variants.push(stem.slice(0, -2) + 'gu');
    else if (stem.endsWith('gu')) variants.push(stem.slice(0, -2) + 'g');
    else if (stem.endsWith('c')) variants.push(stem.slice(0, -1) + 'z');
  }
  if (verbClass !== 'ar' && (first === 'o' || first === 'a')) {
    if (stem.endsWith('zc')) variants.push(stem.slice(0, -2) + 'c');
    else if (stem.endsWith('z')) variants.push(stem.slice(0, -1) + 'c');
    else if (stem.endsWith('j')) variants.push(stem.slice(0, -1) + 'g');
    else if (stem.endsWith('g')) variants.push(stem + 'u');
  }
  if (verbClass !== 'ar' && stem.length > 1 && stem.endsWith('y')) variants.push(stem.slice(0, -1));
  return variants;
}

/** Stem vowel changes: quiero → querer, puedo → poder, juego → jugar, pido → pedir, durmió → dormir. */
function undoStemChange(stem: string): string[] {
  const at = lastVowelIndex(stem);
  if (at < 1) return at === 0 ? singleVowelChange(stem) : [];
  const vowel = stem[at];
  const before = stem[at - 1];
  const head = stem.slice(0, at - 1);
  const tail = stem.slice(at + 1);
  if (vowel === 'e' && before === 'i') return [head + 'e' + tail, head + 'i' + tail];
  if (vowel === 'e' && before === 'u') return [head + 'o' + tail, head + 'u' + tail];
  return singleVowelChange(stem, at);
}

function singleVowelChange(stem: string, at = 0): string[] {
  const vowel = stem[at];
  const replacement = vowel === 'i' ? 'e' : vowel === 'u' ? 'o' : undefined;
  return replacement ? [stem.slice(0, at) + replacement + stem.slice(at + 1)] : [];
}

/** Index of the stem's last vowel, skipping the silent u of gu/qu at the end (jueg-u-e, sig-u-e). */
function lastVowelIndex(stem: string): number {
  for (let i = stem.length - 1; i >= 0; i--) {
    const ch = stem[i] as string;
    if (!VOWELS.has(ch)) continue;
    const silentU = ch === 'u' && i === stem.length - 1 && (stem[i - 1] === 'g' || stem[i - 1] === 'q');
    if (!silentU) return i;
  }
  return -1;
}

/** Compounds of irregular verbs: mantengo → mantener, supuso → suponer, deshizo → deshacer. */
function prefixedIrregularCandidates(form: string, out: Candidates): void {
  const longestPrefix = Math.min(6, form.length - 2);
  for (let i = 1; i <= longestPrefix; i++) {
    for (const lemma of irregularLemmas(form.slice(i))) out.add(form.slice(0, i) + lemma);
  }
}

/** dímelo → decir, levantándome → levantarse/levantar, cómpralo → comprar, vámonos → irse. */
function encliticCandidates(form: string, indexes: Indexes, out: Candidates): void {
  for (const outer of CLITICS) {
    if (!form.endsWith(outer) || form.length - outer.length < 2) continue;
    const host = form.slice(0, -outer.length);
    hostCandidates(host, outer, indexes, out);
    for (const inner of CLITICS) {
      if (host.endsWith(inner) && host.length - inner.length >= 2) {
        hostCandidates(host.slice(0, -inner.length), inner, indexes, out);
      }
    }
  }
}

function hostCandidates(host: string, clitic: string, indexes: Indexes, out: Candidates): void {
  const hosts = [host, deaccent(host)];
  for (const h of [...hosts]) {
    if ((clitic === 'nos' || clitic === 'se') && h.endsWith('mo')) hosts.push(h + 's'); // vámonos
    if (clitic === 'os' && 'aei'.includes(h.slice(-1))) hosts.push(h + 'd'); // sentaos
  }
  for (const h of new Set(hosts)) {
    const nonfinite = NONFINITE_ENDINGS.some((ending) => h.endsWith(ending));
    const reflexive = (nonfinite ? REFLEXIVE_AFTER_NONFINITE : REFLEXIVE_AFTER_IMPERATIVE).has(clitic);
    // A verb known only as reflexive (quejarse) still hosts its pronoun: quejándote.
    const bases = new Candidates(
      (lemma) =>
        out.accept(lemma) ?? (reflexive && out.accept(lemma + 'se') !== undefined ? lemma : undefined),
    );
    if (nonfinite) bases.add(h); // irte, irnos: the infinitive is the whole host
    const irregular = nonfinite ? [] : irregularLemmas(h);
    for (const lemma of irregular) bases.add(lemma);
    if (irregular.length === 0) verbCandidates(h, indexes.hosts, bases);
    for (const lemma of bases.found) {
      if (reflexive) out.add(lemma + 'se');
      out.add(lemma);
    }
  }
}

/** buenísimo → bueno, riquísima → rico, casita → casa, poquito → poco, cafecito → café. */
function derivedCandidates(form: string, out: Candidates): void {
  for (const suffix of SUPERLATIVES) {
    if (!form.endsWith(suffix)) continue;
    const stem = form.slice(0, -suffix.length);
    for (const ending of ['o', 'e', '']) out.add(stem + ending);
    if (stem.endsWith('qu')) out.add(stem.slice(0, -2) + 'co');
    if (stem.endsWith('gu')) out.add(stem.slice(0, -2) + 'go');
    if (stem.endsWith('c')) out.add(stem.slice(0, -1) + 'z');
  }
  for (const suffix of DIMINUTIVES) {
    if (!form.endsWith(suffix)) continue;
    const stem = form.slice(0, -suffix.length);
    const vowel = suffix[suffix.length - 1] === 's' ? suffix.slice(-2, -1) : suffix.slice(-1);
    for (const ending of [vowel, vowel === 'a' ? 'o' : 'a']) out.add(stem + ending);
    if (stem.endsWith('qu')) out.add(stem.slice(0, -2) + 'c' + vowel);
    if (stem.endsWith('gu')) out.add(stem.slice(0, -2) + 'g' + vowel);
    if (stem.endsWith('c')) {
      out.add(stem.slice(0, -1));
      addFinalAccent(stem.slice(0, -1), out);
    }
  }
}

/** cafe → café: a vowel-final stem whose written accent fell away before -cito. */
function addFinalAccent(stem: string, out: Candidates): void {
  const accented = ACCENTED[stem.slice(-1)];
  if (accented) out.add(stem.slice(0, -1) + accented);
}

/** Accent-insensitive match: the lemma unaccented, or with one accent (or ñ, when allowed) restored. */
function acceptIgnoringAccents(
  lemma: string,
  isKnown: (lemma: string) => boolean,
  restoreEnye: boolean,
): string | undefined {
  const plain = deaccent(lemma);
  if (isKnown(plain)) return plain;
  for (let i = 0; i < plain.length; i++) {
    const ch = plain[i] as string;
    const replacement = ch === 'n' ? (restoreEnye ? 'ñ' : undefined) : ACCENTED[ch];
    if (!replacement) continue;
    const variant = plain.slice(0, i) + replacement + plain.slice(i + 1);
    if (isKnown(variant)) return variant;
  }
  return undefined;
}

export { deaccent };
