import { describe, expect, it } from 'vitest';
import { getGlossary, SPANISH_STOP_WORDS } from '../../../content/glossary';
import { findLesson } from '../../../content/lessons';
import { createFallbackExtractor } from './fallback';
import { fallbackExtract } from '../../../domain/extraction/fallback-extractor';
import { EVALUATION_SET } from './evaluation-fixtures';

// Real glossary and the server's contextual reading (verbs by context), as End chat uses them.
const extractor = createFallbackExtractor();
const words = async (transcript: string, introducedWords: string[] = [], level: 'A0' | 'A1' | 'B1' = 'B1') =>
  (await extractor.extract({ transcript, level, knownWords: [], introducedWords })).extractedWords;

describe('end-of-chat extraction quality (real glossary)', () => {
  it('keeps a word the tutor introduced only when the learner used it, after their own words', async () => {
    const transcript = [
      'assistant: Una palabra nueva: «levantarse» (to get up). ¿A qué hora te levantas?',
      'user: Me levanto a las siete y desayuno pan.',
    ].join('\n');
    const found = (await words(transcript, ['levantarse'], 'A1')).map((w) => w.word);
    expect(found).toEqual(['desayunar', 'pan', 'levantarse']);
    const unused = 'assistant: Una palabra nueva: «el horario» (schedule).\nuser: Desayuno pan con tomate.';
    expect((await words(unused, ['horario'], 'A1')).map((w) => w.word)).not.toContain('horario');
  });

  it('keeps the words the learner asked about and the words the tutor corrected, with correct sentences', async () => {
    const transcript = [
      'user: ¿Cómo se dice "kitchen"?',
      'assistant: «kitchen» en español es «la cocina». ¿Cocinas en la cocina?',
      'user: Me gusta los gatos.',
      'assistant: Casi. Se dice «me gustan los gatos», no «me gusta los gatos».',
    ].join('\n');
    const result = await extractor.extract({
      transcript,
      level: 'A1',
      knownWords: [],
      corrections: [{ original: 'Me gusta los gatos.', corrected: 'Me gustan los gatos.' }],
    });
    expect(result.extractedWords.map((w) => w.word).slice(0, 2)).toEqual(['cocina', 'gustar']);
    for (const word of result.extractedWords) expect(word.context).not.toBe('Me gusta los gatos.');
    expect(result.extractedWords.find((w) => w.word === 'gato')?.context).toBe('Me gustan los gatos.');
  });

  it.each([
    ['user: Me levanto a las siete.', 'levantarse', 'levantar'],
    ['user: ¿Te acuerdas de mí? Yo no me acuerdo de nada.', 'acordarse', 'acordar'],
    ['user: En clase levanto la mano.', 'levantar', 'levantarse'],
    ['user: El sábado me quedo en casa y el domingo me voy a la playa.', 'quedarse', 'quedar'],
  ])('reads pronominal verbs by their role: %s', async (transcript, lemma, wrong) => {
    const found = (await words(transcript, [], 'A1')).map((w) => w.word);
    expect(found).toContain(lemma);
    expect(found).not.toContain(wrong);
  });

  it('never keeps stock words, the name the learner gives, nor llamarse from «me llamo»', async () => {
    const transcript = [
      'user: Hola, buenos días. Me llamo tom. Muy bien, gracias. Vale, tal vez. Adiós, por favor.',
      'user: Soy Tom y tengo un perro.',
    ].join('\n');
    const found = (await words(transcript, [], 'A1')).map((w) => w.word);
    expect(found).toEqual(['tener', 'perro']);
  });

  it("never keeps the tutor's stock phrases", async () => {
    const transcript = [
      'assistant: ¡Qué interesante! Pero ahora hablamos del verbo. Repite, por favor.',
      'user: Me gusta la playa.',
      'assistant: ¡Genial! Una palabra nueva: «la maleta». ¿Te gusta viajar?',
      'user: Sí, viajo mucho en verano.',
    ].join('\n');
    const found = (await words(transcript)).map((w) => w.word);
    for (const stock of [
      'interesante',
      'ahora',
      'verbo',
      'repetir',
      'genial',
      'palabra',
      'nuevo',
      'maleta',
    ]) {
      expect(found).not.toContain(stock);
    }
    expect(found).toEqual(expect.arrayContaining(['playa', 'viajar', 'verano']));
  });

  it.each([
    ['user: Hola, me llamo Ben y vivo en Sevilla.', ['bar', 'ben', 'sevilla']],
    ['user: Soy Marta. Mi amiga Rosa vive en Buenos Aires.', ['marta', 'rosa', 'bueno', 'aire']],
    ['user: Ben trabaja conmigo en la oficina.', ['bar', 'ben']],
    ['user: Mi perro se llama Toby y mi gato se llama Sol.', ['toby', 'sol']],
  ])('never keeps proper names: %s', async (transcript, names) => {
    const found = (await words(transcript)).map((w) => w.word.toLowerCase());
    for (const name of names) expect(found).not.toContain(name);
  });

  it('reads a word by its part of speech in context', async () => {
    expect((await words('user: Estudio español todos los días.')).map((w) => w.word)).toContain('estudiar');
    expect((await words('user: Estudio español todos los días.')).map((w) => w.word)).not.toContain(
      'estudio',
    );
    expect((await words('user: Mi estudio es muy pequeño.')).map((w) => w.word)).toContain('estudio');
    const verte = (await words('user: ¡Qué alegría verte otra vez!')).map((w) => w.word);
    expect(verte).toContain('ver');
    expect(verte).not.toContain('verse');
  });

  it('keeps the spec counts: A0 at most 5, never more than 10', async () => {
    const long = `user: ${'casa perro gato mesa silla libro coche playa ciudad ventana puerta calle tienda escuela '.repeat(2)}`;
    expect((await words(long, [], 'A0')).length).toBeLessThanOrEqual(5);
    expect((await words(long, [], 'B1')).length).toBeLessThanOrEqual(10);
    const pure = fallbackExtract({
      transcript: long,
      level: 'A1',
      knownWords: [],
      glossary: getGlossary(),
      stopWords: SPANISH_STOP_WORDS,
    });
    expect(pure.extractedWords.length).toBeLessThanOrEqual(8);
  });
});

/** Micro-averaged over the set: every kept word counts once. */
function score(kept: readonly string[][], good: readonly string[][]) {
  let hits = 0;
  kept.forEach((words, i) => {
    const wanted = new Set(good[i]?.map((w) => w.toLowerCase()));
    hits += words.filter((w) => wanted.has(w.toLowerCase())).length;
  });
  const keptCount = kept.flat().length;
  const goodCount = good.map((g) => new Set(g).size).reduce((a, b) => a + b, 0);
  return { precision: keptCount === 0 ? 1 : hits / keptCount, recall: hits / goodCount };
}

describe("end-of-chat extraction judged by a Spanish teacher's picks", () => {
  it('keeps at least 85 % words worth a card (precision), and prints precision and recall', async () => {
    const kept: string[][] = [];
    for (const c of EVALUATION_SET) {
      const result = await extractor.extract({
        transcript: c.transcript,
        level: c.level,
        knownWords: [],
        introducedWords: c.introducedWords ?? [],
        corrections: c.corrections ?? [],
        lessonVocabulary: (c.lessonId && findLesson(c.lessonId)?.vocabulary) || [],
      });
      kept.push(result.extractedWords.map((w) => w.word));
    }
    const { precision, recall } = score(
      kept,
      EVALUATION_SET.map((c) => c.good),
    );
    const percent = (n: number) => `${(n * 100).toFixed(1)} %`;
    console.log(
      `extraction on ${EVALUATION_SET.length} conversations: precision ${percent(precision)}, recall ${percent(recall)}`,
    );
    expect(EVALUATION_SET.length).toBeGreaterThanOrEqual(12);
    expect(precision).toBeGreaterThanOrEqual(0.85);
  });
});
