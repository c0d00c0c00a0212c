import { describe, expect, it } from 'vitest';
import { TIER, type WordFilter } from './candidates';
import { ContextIndex } from './contexts';
import { TEST_GLOSSARY, TEST_STOP_WORDS } from './glossary-fixtures';
import { introducedKeys, learnerNames, ownCandidates } from './own-words';
import type { Turn } from './turns';

const user = (text: string): Turn => ({ role: 'user', text });
const tutor = (text: string): Turn => ({ role: 'assistant', text });

const filterWith = (names: ReadonlySet<string>): WordFilter => ({
  skips: (key) => TEST_STOP_WORDS.has(key),
  names,
});

/** The learner's own words of a chat, as [word, count, tier, context]. */
function own(
  turns: readonly Turn[],
  options: {
    unsafe?: ReadonlyMap<number, ReadonlySet<string>>;
    names?: ReadonlySet<string>;
    introduced?: ReadonlySet<string>;
    contexts?: ContextIndex;
  } = {},
) {
  return ownCandidates(
    turns,
    options.unsafe ?? new Map(),
    TEST_GLOSSARY,
    filterWith(options.names ?? learnerNames(turns)),
    options.contexts ?? new ContextIndex(TEST_GLOSSARY),
    options.introduced ?? new Set(),
  ).map((c) => [c.word, c.count, c.tier, c.context]);
}
const ownWords = (turns: readonly Turn[], options: Parameters<typeof own>[1] = {}) =>
  own(turns, options).map(([word]) => word);

describe('learnerNames: the names the learner gave or wrote', () => {
  it("takes the learner's names, in lower case, never the tutor's", () => {
    const turns = [
      tutor('¡Hola! ¿Cómo te llamas? Yo me llamo Pedro.'),
      user('Me llamo tom. Vivo en Sevilla con mi amiga Rosa.'),
      tutor('¡Qué bien, Tom! ¿Y Rosa trabaja?'),
    ];
    expect([...learnerNames(turns)].sort()).toEqual(['rosa', 'sevilla', 'tom']);
  });
});

describe('ownCandidates: the words the learner used', () => {
  it('counts each word by its lemma, in order of first use, never from the tutor', () => {
    const turns = [tutor('¿Tienes un gato?'), user('Tengo un perro. Mis perros son pequeños.')];
    expect(own(turns)).toEqual([
      ['tener', 1, TIER.own, 'Tengo un perro.'],
      ['perro', 2, TIER.own, 'Tengo un perro.'],
      ['pequeño', 1, TIER.own, 'Mis perros son pequeños.'],
    ]);
  });

  it('takes the best sentence of the chat for a word, and marks the words the tutor introduced', () => {
    const contexts = new ContextIndex(TEST_GLOSSARY);
    contexts.add('tutor', 'Los perros son buenas mascotas.');
    const turns = [user('Tengo un perro.')];
    expect(own(turns, { contexts, introduced: new Set(['perro']) })).toEqual([
      ['tener', 1, TIER.own, 'Tengo un perro.'],
      ['perro', 1, TIER.introduced, 'Los perros son buenas mascotas.'],
    ]);
  });

  it('skips help requests, chat formulae, names and the words of an unsafe turn', () => {
    expect(ownWords([user('¿Qué significa «madrugar»?')])).toEqual([]);
    expect(ownWords([user('Muchas gracias, hasta mañana.')])).toEqual([]);
    expect(ownWords([user('Ceno en Casa Pepe.')], { names: new Set() })).toEqual([]);
    const turns = [user('Mi gato es ruidoso.'), user('Mi vecina es ruidosa.')];
    expect(ownWords(turns, { unsafe: new Map([[0, new Set(['ruidoso'])]]) })).toEqual([
      'gato',
      'vecino',
      'ruidoso',
    ]);
  });

  it('takes a word followed by a name («Mi perro Toby»)', () => {
    expect(ownWords([user('Mi perro Toby es pequeño.')])).toEqual(['perro', 'pequeño']);
  });

  it('leaves out llamarse when it introduces a name, even one written in lower case', () => {
    expect(ownWords([user('Mi perro se llama Toby.')])).toEqual(['perro']);
    expect(ownWords([user('Me llamo tom, como mi abuelo. Él también se llamó tom.')])).toEqual([]);
    expect(ownWords([user('Mi madre me llama todos los días.')])).toEqual(['llamar']);
    expect(ownWords([user('Mi hermano se llamó así por mi abuelo.')])).toContain('llamarse');
  });
});

describe('introducedKeys: the words the tutor introduced', () => {
  it('keys each word as written and by its lemma, article and spaces removed', () => {
    const keys = introducedKeys(['el horario', ' la Cuenta ', 'levanto', 'madrugón'], TEST_GLOSSARY);
    expect([...keys].sort()).toEqual(['cuenta', 'horario', 'levantar', 'levanto', 'madrugón']);
  });
});
