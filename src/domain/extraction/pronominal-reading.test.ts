import { describe, expect, it } from 'vitest';
import type { Level } from '../levels';
import type { GlossaryHit, GlossaryLookup } from './fallback-extractor';
import { pronominalReading, splitEnclitic } from './pronominal';

type Row = [lemma: string, pos: string, level: Level, forms?: string];

// A glossary like the server's: headwords with the forms it files under them.
const ROWS: Row[] = [
  ['levantar', 'verb', 'A2', 'levanto levanta levantado'],
  ['levantarse', 'verb', 'A1'],
  // A form filed under the pronominal headword, as a lemmatiser may do.
  ['acordar', 'verb', 'B2', 'acuerdo'],
  ['acordarse', 'verb', 'A2', 'acordamos'],
  ['llamar', 'verb', 'A0', 'llamo llama llamado'],
  ['llamarse', 'verb', 'A0'],
  ['duchar', 'verb', 'B2', 'ducho duchando'],
  ['ducharse', 'verb', 'A1'],
  ['quedar', 'verb', 'A1', 'quedo quedamos quedado'],
  ['quedarse', 'verb', 'A1'],
  ['ir', 'verb', 'A0', 'voy va vamos fui ido yendo'],
  ['irse', 'verb', 'A1'],
  ['ver', 'verb', 'A0', 'veo'],
  ['querer', 'verb', 'A0', 'quiero quiere'],
  ['quererse', 'verb', 'B1'],
  ['volver', 'verb', 'A1', 'vuelvo'],
  ['tener', 'verb', 'A0', 'tengo tenemos'],
  ['estar', 'verb', 'A0', 'estamos'],
  ['trabajar', 'verb', 'A0', 'trabaja'],
  ['gustar', 'verb', 'A0', 'gusta'],
  ['imaginar', 'verb', 'B1', 'imagino'],
  ['imaginarse', 'verb', 'A2'],
  ['pasar', 'verb', 'A0', 'paso pase'],
  ['pasear', 'verb', 'A1', 'paseamos'],
  ['quejarse', 'verb', 'A2', 'quejo'],
  ['partir', 'verb', 'B1', 'parte'],
  ['morir', 'verb', 'A2', 'muero'],
  ['pesar', 'noun', 'B2'],
  ['pesarse', 'verb', 'B1'],
];

const FORMS = new Map<string, GlossaryHit>();
for (const [lemma, pos, level, forms] of ROWS) {
  const hit = { lemma, gloss: '', pos, level };
  for (const form of [lemma, ...(forms?.split(' ') ?? [])]) FORMS.set(form, hit);
}
const GLOSSARY: GlossaryLookup = { lookup: (word) => FORMS.get(word.toLowerCase()) };

/** The lemma the word `form` of `sentence` is read as, the glossary's reading going in. */
function lemmaOf(sentence: string, form: string): string {
  const tokens = [...sentence.toLowerCase().matchAll(/\p{L}+/gu)].map((m) => m[0]);
  const hit = GLOSSARY.lookup(form) ?? GLOSSARY.lookup(splitEnclitic(form)?.stem ?? form);
  if (!hit) throw new Error(`${form} is not in the glossary`);
  return pronominalReading(GLOSSARY, tokens, tokens.indexOf(form), hit).lemma;
}

function reads(cases: [sentence: string, form: string, lemma: string][]): void {
  for (const [sentence, form, lemma] of cases) {
    it(`«${sentence}»: ${form} → ${lemma}`, () => {
      expect(lemmaOf(sentence, form)).toBe(lemma);
    });
  }
}

describe('a verb form with its pronoun before it', () => {
  reads([
    ['Me levanto.', 'levanto', 'levantarse'],
    ['Levanto la mano.', 'levanto', 'levantar'],
    ['No me acuerdo.', 'acuerdo', 'acordarse'],
    ['Me quejo del ruido.', 'quejo', 'quejarse'],
    ['Mi madre me llama.', 'llama', 'llamar'],
    ['Aquí se trabaja mucho.', 'trabaja', 'trabajar'],
    ['El constructor levanta un muro.', 'levanta', 'levantar'],
  ]);
});

describe('a pronominal headword for a form without its pronoun goes back to the verb', () => {
  reads([
    ['Acordamos una fecha.', 'acordamos', 'acordar'],
    ['Nos acordamos de ti.', 'acordamos', 'acordarse'],
    // «pase» is a form of pasar: pasear is a verb of its own, not pasar with «se».
    ['Paseamos por el parque.', 'paseamos', 'pasear'],
  ]);
});

describe('compound tenses: the pronoun before haber', () => {
  reads([
    ['Se han ido a casa.', 'ido', 'irse'],
    ['Nos hemos quedado en casa.', 'quedado', 'quedarse'],
    ['Mi madre me ha llamado.', 'llamado', 'llamar'],
    ['Ana ha llamado.', 'llamado', 'llamar'],
    // A word that names a property of every object is still only a word.
    ['El constructor ha llamado.', 'llamado', 'llamar'],
  ]);
});

describe('a pronoun before a finite verb and an infinitive belongs to the infinitive', () => {
  reads([
    ['Me voy a duchar.', 'voy', 'ir'],
    ['Me voy a duchar.', 'duchar', 'ducharse'],
    ['Me quiero duchar.', 'quiero', 'querer'],
    ['Me quiero duchar.', 'duchar', 'ducharse'],
    ['Me voy a trabajar.', 'voy', 'irse'],
    ['Me voy de bar en bar.', 'voy', 'irse'],
    ['Me imagino que quedamos a las siete.', 'imagino', 'imaginarse'],
    ['Quiero levantar la mano.', 'levantar', 'levantar'],
    ['El constructor quiere levantar un muro.', 'levantar', 'levantar'],
    // «pesar» here is the noun (sorrow), not an infinitive.
    ['Me muero de pesar.', 'pesar', 'pesar'],
  ]);
});

describe('a pronoun after an infinitive or a gerund', () => {
  reads([
    ['Tengo que levantarme temprano.', 'levantarme', 'levantarse'],
    ['Me gusta levantarme temprano.', 'levantarme', 'levantarse'],
    ['Voy a llamarte mañana.', 'llamarte', 'llamar'],
    ['Quiero volver a llamarte.', 'llamarte', 'llamar'],
    ['Quiero levantarte.', 'levantarte', 'levantar'],
    ['Los veo levantarse temprano.', 'levantarse', 'levantarse'],
    ['Sigo duchándome.', 'duchándome', 'ducharse'],
    ['Tengo que irme ya.', 'irme', 'irse'],
    ['Vámonos, que tenemos que irnos.', 'irnos', 'irse'],
    ['Estamos yéndonos.', 'yéndonos', 'irse'],
    // No finite verb to agree with: the pronominal verb when it is as common as the verb.
    ['Antes de ducharme, desayuno.', 'ducharme', 'ducharse'],
    ['Después de quedarme en casa, salí.', 'quedarme', 'quedarse'],
    // A verb without a pronominal headword stays the verb.
    ['Es un placer tenerte aquí.', 'tenerte', 'tener'],
    // «parte» is partir, not «par» with «te».
    ['El tren parte a las nueve.', 'parte', 'partir'],
  ]);
});
