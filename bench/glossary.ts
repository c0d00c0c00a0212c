/**
 * Glossary benchmarks (run: npx tsx bench/glossary.ts). Each benchmark is measured against a
 * baseline in the same run: warm-up, several rounds, median per operation.
 *  (a) lemmatised lookup of 10,000 word forms vs a plain Map.get of the same strings;
 *  (b) fallback extraction of a 1,000-character transcript vs tokenising the same transcript.
 */
import { performance } from 'node:perf_hooks';
import { IRREGULAR_FORMS } from '../src/content/glossary/data/irregular-forms';
import { createGlossary } from '../src/content/glossary/glossary';
import { GLOSSARY_ENTRIES, SPANISH_STOP_WORDS, getGlossary, type Glossary } from '../src/content/glossary/index';
import { fallbackExtract } from '../src/domain/extraction/fallback-extractor';

const ROUNDS = 7;
const WORD_FORMS = 10_000;

/** Median of `rounds` timings of `run()`, in nanoseconds per operation. */
function medianNsPerOp(rounds: number, operations: number, prepare: () => void, run: () => void): number {
  prepare();
  run(); // warm-up: JIT, caches of the baseline structures
  const samples: number[] = [];
  for (let round = 0; round < rounds; round++) {
    prepare();
    const start = performance.now();
    run();
    samples.push(((performance.now() - start) * 1e6) / operations);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] as number;
}

function report(name: string, median: number, baseline: number, unit: string, digits: number): void {
  const ratio = median / baseline;
  console.log(
    `${name}: median ${median.toFixed(digits)} ${unit}, baseline ${baseline.toFixed(digits)} ${unit}, ratio ${ratio.toFixed(1)}`,
  );
}

// Regular endings used to inflect glossary verbs and nouns into a fixed list of word forms.
const VERB_ENDINGS: Record<string, readonly string[]> = {
  ar: ['o', 'as', 'amos', 'an', 'é', 'ó', 'aron', 'aba', 'ábamos', 'aré', 'aría', 'ando', 'ado', 'e', 'en'],
  er: ['o', 'es', 'emos', 'en', 'í', 'ió', 'ieron', 'ía', 'íamos', 'eré', 'ería', 'iendo', 'ido', 'a', 'an'],
  ir: ['o', 'es', 'imos', 'en', 'í', 'ió', 'ieron', 'ía', 'íamos', 'iré', 'iría', 'iendo', 'ido', 'a', 'an'],
};

/** A deterministic mix: headwords, plurals, feminine adjectives, conjugated and irregular verbs. */
function wordForms(): string[] {
  const singles = GLOSSARY_ENTRIES.filter((entry) => !entry.lemma.includes(' '));
  const groups: string[][] = [[], [], [], []];
  for (const { lemma, pos } of singles) {
    (groups[0] as string[]).push(lemma);
    if (pos === 'noun') (groups[1] as string[]).push(/[aeiouáéó]$/.test(lemma) ? lemma + 's' : lemma + 'es');
    if (pos === 'adj' && lemma.endsWith('o')) (groups[1] as string[]).push(lemma.slice(0, -1) + 'as');
    const verbClass = pos === 'verb' && !lemma.endsWith('se') ? lemma.slice(-2) : '';
    for (const ending of VERB_ENDINGS[verbClass] ?? [])
      (groups[2] as string[]).push(lemma.slice(0, -2) + ending);
  }
  (groups[3] as string[]).push(...IRREGULAR_FORMS.keys());
  const mixed = new Set<string>();
  for (let i = 0; mixed.size < WORD_FORMS && groups.some((group) => i < group.length); i++) {
    for (const group of groups) if (i < group.length) mixed.add(group[i] as string);
  }
  return [...mixed].slice(0, WORD_FORMS);
}

const TRANSCRIPT = [
  'assistant: ¡Hola! ¿Qué tal tu fin de semana? Cuéntame qué hiciste.',
  'user: Hola. El sábado fui al mercado con mi hermana y compramos frutas y verduras frescas.',
  'assistant: ¡Qué bien! ¿Qué frutas comprasteis? A mí me encantan las fresas y los melocotones.',
  'user: Compramos manzanas, naranjas y unas fresas muy dulces. Después cocinamos una sopa de verduras.',
  'assistant: Suena delicioso. ¿Cocinas a menudo en casa o prefieres comer en restaurantes?',
  'user: Normalmente cocino en casa porque es más barato, pero los domingos comemos con mis padres.',
  'assistant: Es una costumbre muy bonita. ¿Dónde viven tus padres? ¿Están cerca de tu ciudad?',
  'user: Viven en un pueblo pequeño a veinte minutos. Tienen un jardín grande con árboles y flores.',
  'assistant: ¡Qué suerte! Seguro que en primavera el jardín está precioso. ¿Te gusta trabajar en el jardín?',
  'user: Sí, me gusta mucho, aunque a veces estoy cansado después del trabajo y prefiero descansar.',
  'assistant: Te entiendo perfectamente. Descansar también es importante. ¿Qué planes tienes para mañana?',
].join('\n');

function benchmarkLookup(): void {
  const forms = wordForms();
  const plain = new Map(GLOSSARY_ENTRIES.map((entry) => [entry.lemma, entry] as const));
  let sink = 0;
  let glossary = createGlossary(GLOSSARY_ENTRIES);
  const fresh = (): void => {
    glossary = createGlossary(GLOSSARY_ENTRIES); // empty cache: every lookup lemmatises
  };
  const lookupAll = (): void => {
    for (const form of forms) if (glossary.lookup(form)) sink++;
  };
  const cold = medianNsPerOp(ROUNDS, forms.length, fresh, lookupAll);
  const warm = medianNsPerOp(ROUNDS, forms.length, () => {}, lookupAll);
  const baseline = medianNsPerOp(
    ROUNDS,
    forms.length,
    () => {},
    () => {
      for (const form of forms) if (plain.get(form)) sink++;
    },
  );
  const found = forms.filter((form) => glossary.lookup(form)).length;
  report(`glossary lookup, ${forms.length} forms, uncached (${found} found)`, cold, baseline, 'ns/op', 0);
  report(`glossary lookup, ${forms.length} forms, cached`, warm, baseline, 'ns/op', 0);
  if (sink < 0) console.log(sink);
}

function benchmarkExtraction(): void {
  const transcript = TRANSCRIPT.slice(0, 1000);
  const extractWith = (glossary: Glossary): number =>
    fallbackExtract({ transcript, level: 'A2', knownWords: [], glossary, stopWords: SPANISH_STOP_WORDS })
      .extractedWords.length;
  let sink = 0;
  const tokenise = (calls: number) => (): void => {
    for (let i = 0; i < calls; i++) {
      sink += transcript.split(/[^a-záéíóúüñ]+/i).map((word) => word.toLowerCase()).length;
    }
  };

  // Cold: a new glossary (empty lookup cache) for every call; building it is not timed.
  const coldCalls = 40;
  let glossaries: Glossary[] = [];
  const cold = medianNsPerOp(
    ROUNDS,
    coldCalls,
    () => (glossaries = Array.from({ length: coldCalls }, () => createGlossary(GLOSSARY_ENTRIES))),
    () => glossaries.forEach((glossary) => (sink += extractWith(glossary))),
  );
  // Warm: the shared glossary, as in the running server, whose cache already holds these words.
  const warmCalls = 200;
  const shared = getGlossary();
  const warm = medianNsPerOp(
    ROUNDS,
    warmCalls,
    () => {},
    () => {
      for (let i = 0; i < warmCalls; i++) sink += extractWith(shared);
    },
  );
  const baseline = medianNsPerOp(ROUNDS, warmCalls, () => {}, tokenise(warmCalls));
  report(
    `fallback extraction, ${transcript.length}-character transcript, uncached`,
    cold / 1000,
    baseline / 1000,
    'µs/call',
    1,
  );
  report(
    `fallback extraction, ${transcript.length}-character transcript, cached`,
    warm / 1000,
    baseline / 1000,
    'µs/call',
    1,
  );
  if (sink < 0) console.log(sink);
}

const started = performance.now();
benchmarkLookup();
benchmarkExtraction();
console.log(`(total ${((performance.now() - started) / 1000).toFixed(1)} s)`);
