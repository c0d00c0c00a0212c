import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VERBS_DATA } from './data/verbs';
import { lemmatise } from './lemmatiser';
import { parseGlossary } from './parse';

// The headwords the lemmatiser may answer with: every glossary verb plus a fixed set of nouns and
// adjectives, so these tests do not depend on the other data files.
const NOMINALS = [
  'casa',
  'ciudad',
  'lápiz',
  'examen',
  'joven',
  'canción',
  'inglés',
  'alemán',
  'país',
  'mes',
  'café',
  'bueno',
  'feliz',
  'trabajador',
  'español',
  'vez',
  'luz',
  'rápido',
  'mañana',
  'poco',
  'rico',
  'largo',
  'grande',
  'libro',
  'perro',
  'cansado',
  'canto',
  'hecho',
  'vista',
  'abierto',
  'amigo',
  'tomate',
  'estudiante',
  'flor',
  'mujer',
  'autobús',
  'corazón',
  'razón',
  'árbol',
  'azul',
  'jersey',
  'doscientos',
];
const VERBS = parseGlossary(VERBS_DATA, 'verbs.ts').map((entry) => entry.lemma);
const KNOWN = new Set([...VERBS, ...NOMINALS]);
const isKnown = (lemma: string): boolean => KNOWN.has(lemma);

describe('lemmatise: most likely lemma first', () => {
  it.each([
    // regular verbs across tenses
    ['hablamos', 'hablar'],
    ['hablo', 'hablar'],
    ['hablaba', 'hablar'],
    ['hablaría', 'hablar'],
    ['hablaré', 'hablar'],
    ['hablando', 'hablar'],
    ['hablado', 'hablar'],
    ['hablen', 'hablar'],
    ['hablara', 'hablar'],
    ['hablásemos', 'hablar'],
    ['comí', 'comer'],
    ['comemos', 'comer'],
    ['comeremos', 'comer'],
    ['comieron', 'comer'],
    ['comiendo', 'comer'],
    ['coma', 'comer'],
    ['comiera', 'comer'],
    ['vivieron', 'vivir'],
    ['vivimos', 'vivir'],
    ['viviría', 'vivir'],
    ['vivís', 'vivir'],
    ['escribiste', 'escribir'],
    ['pensaba', 'pensar'],
    ['trabajábamos', 'trabajar'],
    // irregular and stem-changing verbs
    ['tengo', 'tener'],
    ['quiero', 'querer'],
    ['podemos', 'poder'],
    ['juegan', 'jugar'],
    ['durmió', 'dormir'],
    ['conozco', 'conocer'],
    ['hecho', 'hecho'],
    ['dijeron', 'decir'],
    ['pudiendo', 'poder'],
    ['despierto', 'despertar'],
    ['encuentran', 'encontrar'],
    ['prefiero', 'preferir'],
    ['entienden', 'entender'],
    ['sirvió', 'servir'],
    ['repitiendo', 'repetir'],
    ['recuerdas', 'recordar'],
    ['duelen', 'doler'],
    // spelling changes
    ['llegué', 'llegar'],
    ['busqué', 'buscar'],
    ['empecé', 'empezar'],
    ['expliqué', 'explicar'],
    ['pague', 'pagar'],
    ['cruce', 'cruzar'],
    ['escojo', 'escoger'],
    ['sigo', 'seguir'],
    ['distingo', 'distinguir'],
    ['construyo', 'construir'],
    ['leyó', 'leer'],
    ['oyeron', 'oír'],
    ['envío', 'enviar'],
    ['continúa', 'continuar'],
    ['juegue', 'jugar'],
    ['almorcé', 'almorzar'],
    ['corrijo', 'corregir'],
    // compounds of irregular verbs
    ['mantengo', 'mantener'],
    ['supuso', 'suponer'],
    ['obtuvo', 'obtener'],
    ['deshizo', 'deshacer'],
    ['predijo', 'predecir'],
    // enclitic pronouns
    ['dímelo', 'decir'],
    ['compralo', 'comprar'],
    ['cómpralo', 'comprar'],
    ['levantándome', 'levantarse'],
    ['levantarme', 'levantarse'],
    ['siéntate', 'sentarse'],
    ['hazlo', 'hacer'],
    ['vámonos', 'irse'],
    ['oírlo', 'oír'],
    ['explícamelo', 'explicar'],
    ['diciéndole', 'decir'],
    // plurals
    ['casas', 'casa'],
    ['ciudades', 'ciudad'],
    ['lápices', 'lápiz'],
    ['exámenes', 'examen'],
    ['jóvenes', 'joven'],
    ['canciones', 'canción'],
    ['ingleses', 'inglés'],
    ['países', 'país'],
    ['meses', 'mes'],
    ['cafés', 'café'],
    ['veces', 'vez'],
    ['autobuses', 'autobús'],
    ['árboles', 'árbol'],
    ['tomates', 'tomate'],
    // feminine and plural adjectives, participles
    ['buenas', 'bueno'],
    ['buena', 'bueno'],
    ['buenos', 'bueno'],
    ['felices', 'feliz'],
    ['trabajadora', 'trabajador'],
    ['española', 'español'],
    ['alemanas', 'alemán'],
    ['cansada', 'cansado'],
    ['hechas', 'hecho'],
    ['abiertas', 'abierto'],
    // superlatives and diminutives
    ['buenísimo', 'bueno'],
    ['riquísima', 'rico'],
    ['larguísimo', 'largo'],
    ['casita', 'casa'],
    ['perritos', 'perro'],
    ['poquito', 'poco'],
    ['cafecito', 'café'],
    // verbs win over a gender swap; capitals and missing accents
    ['canta', 'cantar'],
    ['Hablamos', 'hablar'],
    ['CASAS', 'casa'],
    ['rapido', 'rápido'],
    ['manana', 'mañana'],
    ['comi', 'comer'],
    ['hablo', 'hablar'],
  ])('%s → %s', (form, lemma) => {
    expect(lemmatise(form, isKnown)[0]).toBe(lemma);
  });

  it.each([
    ['fuimos', ['ser', 'ir']],
    ['fue', ['ser', 'ir']],
    ['sé', ['saber', 'ser']],
    ['levantándome', ['levantarse', 'levantar']],
    ['hecho', ['hecho', 'hacer']],
    ['hechas', ['hecho', 'hacer']],
    ['casas', ['casa', 'casar']],
    ['vamos', ['ir']],
  ])('%s gives every reading, in order: %j', (form, lemmas) => {
    expect(lemmatise(form, isKnown)).toEqual(lemmas);
  });

  it.each(['', '   ', 'xyzzy', 'qwerty', 'zzz', 'Ana'])('finds nothing for %j', (form) => {
    expect(lemmatise(form, isKnown)).toEqual([]);
  });

  it('prefers an exact accented match over the accent-insensitive fallback', () => {
    const known = new Set(['papa', 'papá']);
    expect(lemmatise('papa', (lemma) => known.has(lemma))).toEqual(['papa']);
    expect(lemmatise('papá', (lemma) => known.has(lemma))).toEqual(['papá']);
  });
});

// An independent conjugator for fully regular verbs, to check every tense the lemmatiser claims.
const REGULAR: Record<'ar' | 'er' | 'ir', readonly string[]> = {
  ar: ['hablar', 'trabajar', 'estudiar', 'cocinar', 'bailar', 'cantar', 'ayudar', 'necesitar', 'escuchar'],
  er: ['comer', 'beber', 'aprender', 'vender', 'comprender', 'correr', 'temer', 'deber'],
  ir: ['vivir', 'escribir', 'recibir', 'abrir', 'decidir', 'permitir', 'subir', 'compartir'],
};
const ENDINGS: Record<'ar' | 'er' | 'ir', readonly string[]> = {
  ar: 'o as a amos áis an é aste ó asteis aron aba abas ábamos abais aban aré arás ará aremos aréis arán aría arías aríamos aríais arían e es emos éis en ara aras áramos arais aran ase ando ado adas ad'.split(
    ' ',
  ),
  er: 'o es e emos éis en í iste ió imos isteis ieron ía ías íamos íais ían eré erás erá eremos eréis erán ería erías eríamos eríais erían a as amos áis an iera ieras iéramos ierais ieran iese iendo ido idas ed'.split(
    ' ',
  ),
  ir: 'o es e imos ís en í iste ió isteis ieron ía ías íamos íais ían iré irás irá iremos iréis irán iría irías iríamos iríais irían a as amos áis an iera ieras iéramos ierais ieran iese iendo ido idas id'.split(
    ' ',
  ),
};
const regularForm = fc
  .constantFrom<'ar' | 'er' | 'ir'>('ar', 'er', 'ir')
  .chain((verbClass) =>
    fc.tuple(fc.constantFrom(...REGULAR[verbClass]), fc.constantFrom(...ENDINGS[verbClass])),
  )
  .map(([verb, ending]) => ({ verb, form: verb.slice(0, -2) + ending }));

describe('lemmatise: forms the lesson lines use', () => {
  it.each([
    // A stressed vowel + y makes its plural in -is.
    ['jerséis', 'jersey'],
    // A lemma that exists only in the plural keeps it in the feminine.
    ['doscientas', 'doscientos'],
    // The infinitive is the whole host of its pronoun, even when it is as short as «ir».
    ['irte', 'irse'],
    ['irnos', 'irse'],
    // A verb known only as reflexive still hosts its pronoun on the gerund.
    ['quejándote', 'quejarse'],
  ])('%s → %s', (form, lemma) => {
    const known = (candidate: string) => KNOWN.has(candidate) || candidate === 'quejarse';
    expect(lemmatise(form, known)).toContain(lemma);
  });
});

describe('lemmatise: properties', () => {
  it('finds the infinitive of any regular form in any tense', () => {
    fc.assert(
      fc.property(regularForm, ({ verb, form }) => {
        expect(lemmatise(form, isKnown)).toContain(verb);
      }),
    );
  });

  it('answers only with known lemmas, without repeats, and never throws', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (word) => {
        const lemmas = lemmatise(word, isKnown);
        expect(lemmas.every(isKnown)).toBe(true);
        expect(new Set(lemmas).size).toBe(lemmas.length);
      }),
    );
  });

  it('gives a known lemma itself first', () => {
    fc.assert(
      fc.property(fc.constantFrom(...KNOWN), (lemma) => {
        expect(lemmatise(lemma, isKnown)[0]).toBe(lemma);
      }),
    );
  });

  it('ignores letter case', () => {
    fc.assert(
      fc.property(regularForm, ({ form }) => {
        expect(lemmatise(form.toUpperCase(), isKnown)).toEqual(lemmatise(form, isKnown));
      }),
    );
  });
});
