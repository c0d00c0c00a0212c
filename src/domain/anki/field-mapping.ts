/**
 * Which field of an Anki note type holds the Spanish word, its English meaning, an example and a
 * note: guessed from the field names (in English or Spanish), then from what the fields hold.
 */

/** Field positions (0-based) of a note type; example and definition may be absent. */
export interface FieldMapping {
  word: number;
  translation: number;
  example: number | null;
  definition: number | null;
}

/** Field names, lower case without accents, that say what a field holds. */
const NAMES = {
  word: [
    'spanish',
    'espanol',
    'word',
    'palabra',
    'vocab',
    'vocabulary',
    'vocabulario',
    'term',
    'termino',
    'expression',
    'expresion',
    'text',
    'texto',
    'front',
    'frente',
    'anverso',
    'question',
    'pregunta',
  ],
  translation: [
    'english',
    'ingles',
    'meaning',
    'significado',
    'translation',
    'traduccion',
    'back',
    'reverso',
    'dorso',
    'answer',
    'respuesta',
    'back extra',
  ],
  example: [
    'example',
    'ejemplo',
    'example sentence',
    'sentence',
    'frase',
    'oracion',
    'context',
    'contexto',
    'usage',
    'uso',
  ],
  definition: [
    'definition',
    'definicion',
    'notes',
    'note',
    'notas',
    'nota',
    'comment',
    'comentario',
    'extra',
  ],
} as const;

/**
 * Names that say which language a side holds; a plain Front/Back says nothing about it (nor does
 * a missing name, past the last field).
 */
const LANGUAGE_NAMES: ReadonlySet<string | undefined> = new Set([
  'spanish',
  'espanol',
  'english',
  'ingles',
  'meaning',
  'significado',
  'translation',
  'traduccion',
]);

const SPANISH_WORDS = new Set([
  'el',
  'la',
  'los',
  'las',
  'un',
  'una',
  'de',
  'del',
  'que',
  'y',
  'en',
  'es',
  'por',
  'para',
  'con',
  'no',
  'se',
  'lo',
  'al',
  'su',
  'muy',
  'pero',
  'como',
  'yo',
  'tu',
  'usted',
  'esta',
  'este',
  'estoy',
  'soy',
]);
const ENGLISH_WORDS = new Set([
  'the',
  'a',
  'an',
  'to',
  'of',
  'and',
  'is',
  'are',
  'in',
  'it',
  'you',
  'i',
  'my',
  'for',
  'with',
  'on',
  'this',
  'that',
  'be',
  'do',
  'not',
  'what',
  'how',
]);

function normalise(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim();
}

/**
 * How Spanish a text looks, per word: accented letters, ñ, ¿ and ¡ and Spanish function words
 * count for it; English function words count against it.
 */
export function spanishness(text: string): number {
  const words = text.toLowerCase().match(/[\p{L}]+/gu) ?? [];
  if (words.length === 0) return 0;
  let score = (text.match(/[áéíóúñü¿¡]/gi) ?? []).length;
  for (const word of words) {
    if (SPANISH_WORDS.has(word)) score += 1;
    if (ENGLISH_WORDS.has(word)) score -= 1;
  }
  return score / words.length;
}

/** The mean of some values; 0 for none. */
const average = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0) / Math.max(values.length, 1);

/**
 * The guessed mapping of a note type with these field names, given the text of a few of its
 * notes (each an array of field texts). A name decides first; content decides the rest, and
 * turns a Front/Back pair round when the back is the Spanish side.
 */
export function guessFieldMapping(
  names: readonly string[],
  samples: readonly (readonly string[])[],
): FieldMapping {
  const normalised = names.map(normalise);
  const taken = new Set<number>();
  const byName = (role: keyof typeof NAMES): number | null => {
    const wanted: readonly string[] = NAMES[role];
    // Earlier names in the list are stronger ("Spanish" before "Front").
    for (const candidate of wanted) {
      const at = normalised.findIndex((name, index) => !taken.has(index) && name === candidate);
      if (at >= 0) {
        taken.add(at);
        return at;
      }
    }
    return null;
  };
  let word = byName('word');
  let translation = byName('translation');
  const example = byName('example');
  const definition = byName('definition');

  // A field's texts in the samples that hold one (a sample may be short of fields).
  const fieldTexts = (index: number) =>
    samples.map((fields) => fields[index]).filter((text): text is string => Boolean(text));
  const spanish = (index: number) => average(fieldTexts(index).map(spanishness));
  const free = () =>
    names.map((_name, index) => index).filter((index) => !taken.has(index) && fieldTexts(index).length > 0);

  // Without a telling name, the most Spanish field left is the word and the least the meaning
  // (the sort is stable: of fields alike, the first); with no text to judge either, the first
  // fields left, in order.
  const firstFree = () => {
    let index = 0;
    while (taken.has(index)) index += 1;
    return index;
  };
  if (word === null) {
    word = free().sort((a, b) => spanish(b) - spanish(a))[0] ?? firstFree();
    taken.add(word);
  }
  if (translation === null) {
    translation = free().sort((a, b) => spanish(a) - spanish(b))[0] ?? firstFree();
    taken.add(translation);
  }
  // Turned round only on evidence: both sides hold text, and the word side is not a cloze (whose
  // hints are often English).
  const languageNamed = LANGUAGE_NAMES.has(normalised[word]) || LANGUAGE_NAMES.has(normalised[translation]);
  const bothHoldText = fieldTexts(word).length > 0 && fieldTexts(translation).length > 0;
  const cloze = fieldTexts(word).some((text) => /\{\{c\d+::/.test(text));
  if (!languageNamed && bothHoldText && !cloze && spanish(translation) > spanish(word)) {
    [word, translation] = [translation, word];
  }

  let exampleField = example;
  if (exampleField === null) {
    // A field of sentences (four words or more on average) left over is the example.
    exampleField =
      free().find((index) => average(fieldTexts(index).map((text) => text.split(/\s+/).length)) >= 4) ?? null;
  }
  return { word, translation, example: exampleField, definition };
}
