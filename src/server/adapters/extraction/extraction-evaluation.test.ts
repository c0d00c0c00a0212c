import { describe, expect, it } from 'vitest';
import { getGlossary, SPANISH_STOP_WORDS } from '../../../content/glossary';
import { createFallbackExtractor } from './fallback';
import { fallbackExtract } from '../../../domain/extraction/fallback-extractor';

// Real glossary and the server's contextual reading (verbs by context), as End chat uses them.
const extractor = createFallbackExtractor();
const words = async (transcript: string, introducedWords: string[] = [], level: 'A0' | 'A1' | 'B1' = 'B1') =>
  (await extractor.extract({ transcript, level, knownWords: [], introducedWords })).extractedWords;

describe('end-of-chat extraction quality (real glossary)', () => {
  it('keeps the words the tutor introduced, first', async () => {
    const transcript = [
      'assistant: Una palabra nueva: «levantarse» (to get up). ¿A qué hora te levantas?',
      'user: Me levanto a las siete y desayuno pan.',
    ].join('\n');
    const found = (await words(transcript, ['levantarse'])).map((w) => w.word);
    expect(found[0]).toBe('levantarse');
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
