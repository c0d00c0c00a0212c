import { describe, expect, it } from 'vitest';
import { checkListeningAnswer, type ListeningVerdict } from './listening-answer';

const exact: ListeningVerdict = { result: 'exact' };
const wrong: ListeningVerdict = { result: 'wrong' };
const close = (...notes: ('accents' | 'enye' | 'article')[]): ListeningVerdict => ({
  result: 'close',
  notes,
});

describe('checkListeningAnswer', () => {
  it.each([
    // Case, punctuation and spaces are not heard.
    ['perro', 'perro', exact],
    ['Perro', 'PERRO', exact],
    ['¿Cómo estás?', 'cómo estás', exact],
    ['¡Hola, amigo!', '  hola   amigo ', exact],
    ['Mi perro es grande.', 'mi perro es grande', exact],
    ['«Vale» — dijo.', 'vale dijo', exact],
    // Punctuation parts words even with no space after it; digits are words.
    ['¡Hola, amigo!', 'hola,amigo', exact],
    ['Son las 3.', 'son las 3', exact],
    // Accents (and the diaeresis) forgiven, with a note; either way round.
    ['está', 'esta', close('accents')],
    ['esta', 'está', close('accents')],
    ['pingüino', 'pinguino', close('accents')],
    ['¿Cómo estás?', 'como estas', close('accents')],
    ['Él', 'el', close('accents')],
    // n for ñ forgiven with its own note; ñ for n is a sound that was not there.
    ['año', 'ano', close('enye')],
    ['mañana', 'manana', close('enye')],
    ['Peñón', 'penon', close('accents', 'enye')],
    ['España es bonita', 'espana es bonita', close('enye')],
    ['ano', 'año', wrong],
    // A single word's leading article, left out or added, is noted; in a sentence it counts.
    ['el perro', 'perro', close('article')],
    ['perro', 'el perro', close('article')],
    ['la canción', 'cancion', close('accents', 'article')],
    ['El perro es grande', 'perro es grande', wrong],
    // A different word, a missing word, or nothing at all.
    ['perro', 'pero', wrong],
    ['casa', 'caza', wrong],
    ['Mi perro es grande.', 'mi perro grande', wrong],
    ['el perro', 'la perro', wrong],
    ['perro', '', wrong],
    ['perro', '¿?', wrong],
    ['¡!', '¿?', wrong],
    ['', '', wrong],
    // An extra word is not forgiven, nor is any first word other than an article.
    ['perro', 'perro grande', wrong],
    ['perro', 'gato perro', wrong],
    // ñ forgiven only for n in the same word, not for another word.
    ['año', 'ala', wrong],
  ])('%s ← %s', (said, typed, verdict) => {
    expect(checkListeningAnswer(said, typed)).toEqual(verdict);
  });

  it('reads decomposed accents (a combining tilde) as the composed letters', () => {
    expect(checkListeningAnswer('año', 'an\u0303o')).toEqual(exact);
    expect(checkListeningAnswer('está', 'esta\u0301')).toEqual(exact);
  });
});
