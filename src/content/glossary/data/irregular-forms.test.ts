import { describe, expect, it } from 'vitest';
import { parseGlossary } from '../parse';
import { IRREGULAR_FORMS, irregularLemmas } from './irregular-forms';
import { VERBS_DATA } from './verbs';
import { irregularPresentForms } from '../../verbs/present-tense';

describe('IRREGULAR_FORMS', () => {
  it.each([
    ['tengo', ['tener']],
    ['tienes', ['tener']],
    ['tuve', ['tener']],
    ['tendré', ['tener']],
    ['tuviera', ['tener']],
    ['hice', ['hacer']],
    ['hizo', ['hacer']],
    ['haría', ['hacer']],
    ['hiciera', ['hacer']],
    ['haz', ['hacer']],
    ['hecho', ['hacer']],
    ['dijo', ['decir']],
    ['dijeron', ['decir']],
    ['diré', ['decir']],
    ['diciendo', ['decir']],
    ['pudieron', ['poder']],
    ['podría', ['poder']],
    ['pudiendo', ['poder']],
    ['sabré', ['saber']],
    ['sepa', ['saber']],
    ['querría', ['querer']],
    ['quiera', ['querer']],
    ['pondré', ['poner']],
    ['puesto', ['poner']],
    ['pon', ['poner']],
    ['saldré', ['salir']],
    ['sal', ['salir']],
    ['vendré', ['venir']],
    ['valdrá', ['valer']],
    ['habrá', ['haber']],
    ['haya', ['haber']],
    ['era', ['ser']],
    ['sea', ['ser']],
    ['iba', ['ir']],
    ['vaya', ['ir']],
    ['yendo', ['ir']],
    ['veía', ['ver']],
    ['esté', ['estar']],
    ['estuvimos', ['estar']],
    ['conozco', ['conocer']],
    ['oigo', ['oír']],
    ['oyendo', ['oír']],
    ['traje', ['traer']],
    ['trajeron', ['traer']],
    ['cayendo', ['caer']],
    ['leyendo', ['leer']],
    ['pidiendo', ['pedir']],
    ['durmiendo', ['dormir']],
    ['condujo', ['conducir']],
    ['produjeron', ['producir']],
    ['traduzco', ['traducir']],
    ['elijo', ['elegir']],
    ['construyó', ['construir']],
    ['murió', ['morir']],
    ['muerto', ['morir']],
    ['quepo', ['caber']],
    ['anduvo', ['andar']],
    ['escrito', ['escribir']],
    ['roto', ['romper']],
    ['abierto', ['abrir']],
    ['cubierto', ['cubrir']],
    ['resuelto', ['resolver']],
    ['vuelto', ['volver']],
    ['fui', ['ser', 'ir']],
    ['fuimos', ['ser', 'ir']],
    ['fuera', ['ser', 'ir']],
    ['fuese', ['ser', 'ir']],
    ['sé', ['saber', 'ser']],
    ['ve', ['ir', 'ver']],
    ['di', ['decir', 'dar']],
    ['ven', ['venir', 'ver']],
  ])('%s → %j', (form, lemmas) => {
    expect(irregularLemmas(form)).toEqual(lemmas);
  });

  it('returns nothing for forms that are not irregular', () => {
    expect(irregularLemmas('hablamos')).toEqual([]);
    expect(irregularLemmas('casa')).toEqual([]);
  });

  it('covers at least 60 verbs and every one of them is a glossary verb', () => {
    const verbs = new Set(parseGlossary(VERBS_DATA, 'verbs.ts').map((entry) => entry.lemma));
    const lemmas = new Set([...IRREGULAR_FORMS.values()].flat());
    expect(lemmas.size).toBeGreaterThanOrEqual(60);
    expect([...lemmas].filter((lemma) => !verbs.has(lemma))).toEqual([]);
  });

  it('keys forms in lower case, one word each, without repeated lemmas', () => {
    for (const [form, lemmas] of IRREGULAR_FORMS) {
      expect(form).toMatch(/^[a-záéíóúñü]+$/);
      expect(new Set(lemmas).size).toBe(lemmas.length);
    }
  });

  // One owner for the present tense: the tutor conjugates with content/verbs, and every present
  // form of a verb of this table that no suffix rule recovers leads back to that verb here.
  it.each(['tener', 'ser', 'ir', 'costar', 'dormir', 'pedir', 'jugar', 'construir', 'oír', 'reír'])(
    'maps every irregular present form of %s that the tutor writes back to it',
    (verb) => {
      const forms = irregularPresentForms(verb);
      expect(forms.length).toBeGreaterThan(0);
      for (const form of forms) expect(irregularLemmas(form), form).toContain(verb);
    },
  );
});
