/**
 * A small glossary for the extractor's tests: each headword with the forms a transcript may hold,
 * and present-tense verb readings like the server's (verbOf). Real enough to read chats with.
 */
import type { Level } from '../levels';
import type { GlossaryHit, GlossaryLookup } from './fallback-extractor';

type Row = [lemma: string, gloss: string, pos: string, level: Level, forms?: string];

const ROWS: Row[] = [
  [
    'levantar',
    'to lift; to raise',
    'verb',
    'A2',
    'levanto levantas levanta levantamos levantan levanté levantó',
  ],
  ['levantarse', 'to get up; to stand up', 'verb', 'A1', 'levantarme levantarte levántate'],
  ['acordar', 'to agree on; to decide', 'verb', 'B2', 'acuerdo acuerdas acuerda acordamos'],
  ['acordarse', 'to remember', 'verb', 'A2', 'acordarme acordarte'],
  ['llamar', 'to call', 'verb', 'A0', 'llamo llamas llama llamamos llaman llamado llamó'],
  ['llamarse', 'to be called (named)', 'verb', 'A0'],
  ['duchar', 'to shower (someone)', 'verb', 'B2', 'ducho duchas ducha'],
  ['ducharse', 'to take a shower', 'verb', 'A1', 'ducharme ducharte'],
  ['quedar', 'to remain; to arrange to meet', 'verb', 'A1', 'quedo quedas queda quedamos quedan quedé'],
  ['quedarse', 'to stay; to remain', 'verb', 'A1', 'quedarme'],
  ['ir', 'to go', 'verb', 'A0', 'voy vas va vamos van fui fue ido'],
  ['irse', 'to leave; to go away', 'verb', 'A1'],
  ['ver', 'to see', 'verb', 'A0', 'veo ves ve vemos verte'],
  ['verse', 'to look (well, ill); to meet', 'verb', 'B1'],
  ['gustar', 'to like; to please', 'verb', 'A0', 'gusta gustan gustó'],
  ['desayunar', 'to have breakfast', 'verb', 'A1', 'desayuno desayunas desayuna'],
  ['desayuno', 'breakfast', 'noun', 'A1'],
  ['trabajar', 'to work', 'verb', 'A0', 'trabajo trabajas trabaja'],
  ['tener', 'to have', 'verb', 'A0', 'tengo tienes tiene tienen'],
  ['madrugar', 'to get up early', 'verb', 'A2'],
  ['pan', 'bread', 'noun', 'A0'],
  ['tomate', 'tomato', 'noun', 'A0'],
  ['cocina', 'kitchen; cooking', 'noun', 'A0'],
  ['horario', 'timetable; schedule', 'noun', 'A2'],
  ['perro', 'dog', 'noun', 'A0', 'perros'],
  ['gato', 'cat', 'noun', 'A0', 'gatos'],
  ['pequeño', 'small; little', 'adj', 'A0', 'pequeña pequeños'],
  ['mascota', 'pet', 'noun', 'A1', 'mascotas'],
  ['vecino', 'neighbour', 'noun', 'A1', 'vecina vecinos'],
  ['ruidoso', 'noisy; loud', 'adj', 'A2', 'ruidosa'],
  ['cuenta', 'bill; account', 'noun', 'A1'],
  ['barato', 'cheap', 'adj', 'A1', 'barata baratos'],
  ['café', 'coffee; café', 'noun', 'A0'],
  ['leche', 'milk', 'noun', 'A0'],
  ['tostada', 'toast', 'noun', 'A1'],
  ['traer', 'to bring', 'verb', 'A1', 'trae traes traigo'],
  ['carta', 'letter; menu', 'noun', 'A1'],
  ['plazo', 'period; deadline; instalment', 'noun', 'B1', 'plazos'],
  ['informe', 'report', 'noun', 'B1'],
  ['entregar', 'to deliver; to hand in', 'verb', 'A2'],
  ['casa', 'house; home', 'noun', 'A0'],
  ['hola', 'hello', 'interj', 'A0'],
  ['gracias', 'thank you', 'interj', 'A0'],
  ['bien', 'well; fine', 'adv', 'A0'],
  ['tres', 'three', 'num', 'A0'],
  ['siete', 'seven', 'num', 'A0'],
  ['hora', 'hour; time', 'noun', 'A0'],
  ['mano', 'hand', 'noun', 'A0'],
  ['mañana', 'tomorrow; morning', 'adv', 'A0'],
  ['temprano', 'early', 'adv', 'A1'],
  ['playa', 'beach', 'noun', 'A0'],
  ['paella', 'paella (rice dish)', 'noun', 'A2'],
];

function build(): Map<string, GlossaryHit> {
  const forms = new Map<string, GlossaryHit>();
  for (const [lemma, gloss, pos, level, more] of ROWS) {
    const hit = { lemma, gloss, pos, level };
    if (!forms.has(lemma)) forms.set(lemma, hit);
    for (const form of more?.split(' ') ?? []) if (!forms.has(form)) forms.set(form, hit);
  }
  return forms;
}

const FORMS = build();
// Present forms that are also nouns: the server's verb index reads them as verbs after «yo», «me»…
const VERB_FORMS: Readonly<Record<string, string>> = { desayuno: 'desayunar', trabajo: 'trabajar' };

export const TEST_GLOSSARY: GlossaryLookup = {
  lookup: (word) => FORMS.get(word.toLowerCase()),
  verbOf(form) {
    const verb = VERB_FORMS[form] ?? form;
    const hit = FORMS.get(verb);
    return hit?.pos === 'verb' ? hit : undefined;
  },
};

// Grammar words and chat stock words, as the server passes them.
export const TEST_STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'el la los las un una unos unas al del a de en con por para y o que qué me te se nos os mi tu su ' +
    'es son fue era está estoy muy no sí también hola gracias bien vale tal vez adiós favor'
  ).split(' '),
);
