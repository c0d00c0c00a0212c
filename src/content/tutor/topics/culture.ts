/** Culture: traditions, festivals, art, languages. */
import type { Topic } from '../types';
import { q } from './question';

export const CULTURE: Topic = {
  id: 'culture',
  name: { es: 'la cultura', en: 'culture' },
  keywords: [
    'cultura',
    'tradicion',
    'fiesta',
    'festival',
    'museo',
    'arte',
    'historia',
    'navidad',
    'idioma',
    'español',
    'ingles',
    'costumbre',
    'celebr',
    'flamenco',
    'pintura',
  ],
  questions: [
    q(
      'festival',
      'basic',
      ['¿Qué fiesta te gusta más?', 'What holiday do you like most?'],
      ['¿Te gusta la Navidad?', 'Do you like Christmas?'],
      ['Me encanta la Feria de Abril de Sevilla.', 'I love the April Fair in Seville.'],
    ),
    q(
      'museum',
      'basic',
      ['¿Te gustan los museos?', 'Do you like museums?'],
      ['¿Vas a museos?', 'Do you go to museums?'],
      ['Sí, el Prado es mi favorito.', 'Yes, the Prado is my favourite.'],
    ),
    q(
      'languages',
      'basic',
      ['¿Qué idiomas hablas?', 'What languages do you speak?'],
      ['¿Hablas inglés?', 'Do you speak English?'],
      ['Hablo español, inglés y un poco de francés.', 'I speak Spanish, English and a bit of French.'],
    ),
    q(
      'spanish-culture',
      'basic',
      ['¿Qué te gusta de la cultura hispana?', 'What do you like about Hispanic culture?'],
      ['¿Te gusta la música latina?', 'Do you like Latin music?'],
      ['Me gusta la música y la comida.', 'I like the music and the food.'],
    ),
    q(
      'tradition',
      'richer',
      ['¿Qué tradición de tu país te gusta más?', 'What tradition from your country do you like most?'],
      ['¿Hay una fiesta típica en tu país?', 'Is there a typical holiday in your country?'],
      ['Me gusta comer las doce uvas en Nochevieja.', "I like eating the twelve grapes on New Year's Eve."],
    ),
    q(
      'artist',
      'richer',
      ['¿Qué artista hispano conoces?', 'Which Hispanic artist do you know?'],
      ['¿Conoces a Picasso?', 'Do you know Picasso?'],
      ['Me encanta Frida Kahlo.', 'I love Frida Kahlo.'],
    ),
  ],
  facts: [
    {
      keywords: ['navidad'],
      line: {
        es: 'En España los Reyes Magos traen regalos el seis de enero.',
        en: 'In Spain the Three Wise Men bring presents on the sixth of January.',
      },
    },
    {
      keywords: ['flamenco'],
      line: { es: '¡El flamenco es de Andalucía, como yo!', en: 'Flamenco is from Andalusia, like me!' },
    },
    {
      keywords: ['museo'],
      line: { es: 'En Madrid hay museos muy famosos.', en: 'In Madrid there are very famous museums.' },
    },
  ],
  words: [
    { word: 'la costumbre', definition: 'custom; habit' },
    { word: 'la tradición', definition: 'tradition' },
    { word: 'el museo', definition: 'museum' },
    { word: 'celebrar', definition: 'to celebrate' },
  ],
};
