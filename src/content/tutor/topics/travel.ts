/** Travel: trips, places, holidays, transport. */
import type { Topic } from '../types';
import { q } from './question';

export const TRAVEL: Topic = {
  id: 'travel',
  name: { es: 'los viajes', en: 'travel' },
  keywords: [
    'viaj',
    'vacacion',
    'playa',
    'montaña',
    'hotel',
    'avion',
    'tren',
    'pais',
    'ciudad',
    'turis',
    'maleta',
    'aeropuerto',
    'visitar',
    'visite',
    'mexico',
    'españa',
    'peru',
    'argentina',
  ],
  questions: [
    q(
      'like-travel',
      'basic',
      ['¿Te gusta viajar?', 'Do you like travelling?'],
      ['¿Viajas mucho?', 'Do you travel a lot?'],
      ['¡Me encanta viajar!', 'I love travelling!'],
    ),
    q(
      'beach-mountain',
      'basic',
      ['¿Prefieres la playa o la montaña?', 'Do you prefer the beach or the mountains?'],
      ['¿Playa o montaña?', 'Beach or mountains?'],
      ['Yo prefiero la playa.', 'I prefer the beach.'],
    ),
    q(
      'transport',
      'basic',
      ['¿Prefieres viajar en tren o en avión?', 'Do you prefer travelling by train or by plane?'],
      ['¿Tren o avión?', 'Train or plane?'],
      ['Prefiero el tren: es más tranquilo.', "I prefer the train: it's calmer."],
    ),
    q(
      'favourite-city',
      'basic',
      ['¿Cuál es tu ciudad favorita?', 'What is your favourite city?'],
      ['¿Qué ciudad te gusta?', 'What city do you like?'],
      ['Mi ciudad favorita es Ciudad de México.', 'My favourite city is Mexico City.'],
    ),
    q(
      'spain',
      'basic',
      ['¿Quieres visitar España?', 'Do you want to visit Spain?'],
      ['¿Te gusta España?', 'Do you like Spain?'],
      ['Yo vivo en España, ¡es preciosa!', "I live in Spain, it's beautiful!"],
    ),
    q(
      'last-trip',
      'richer',
      ['¿Adónde fuiste en tu último viaje?', 'Where did you go on your last trip?'],
      ['¿Qué país visitaste?', 'What country did you visit?'],
      ['Fui a Lisboa con mi hermana.', 'I went to Lisbon with my sister.'],
    ),
    q(
      'dream-trip',
      'richer',
      ['¿Qué país te gustaría conocer?', 'What country would you like to get to know?'],
      ['¿Qué país quieres visitar?', 'What country do you want to visit?'],
      ['Me gustaría conocer Japón.', 'I would like to get to know Japan.'],
    ),
    q(
      'suitcase',
      'richer',
      ['¿Qué llevas siempre en la maleta?', 'What do you always take in your suitcase?'],
      ['¿Qué pones en la maleta?', 'What do you put in your suitcase?'],
      ['Siempre llevo un libro y unas gafas de sol.', 'I always take a book and sunglasses.'],
    ),
  ],
  facts: [
    {
      keywords: ['mexico'],
      line: { es: '¡México es un país enorme y precioso!', en: 'Mexico is a huge and beautiful country!' },
    },
    {
      keywords: ['españa'],
      line: {
        es: 'España tiene diecisiete comunidades autónomas.',
        en: 'Spain has seventeen autonomous regions.',
      },
    },
    { keywords: ['playa'], line: { es: '¡A mí también me encanta el mar!', en: 'I love the sea too!' } },
    {
      keywords: ['avion'],
      line: {
        es: 'Yo prefiero el tren, pero el avión es más rápido.',
        en: 'I prefer the train, but the plane is faster.',
      },
    },
  ],
  words: [
    { word: 'el viaje', definition: 'trip; journey' },
    { word: 'la maleta', definition: 'suitcase' },
    { word: 'el billete', definition: 'ticket' },
    { word: 'el aeropuerto', definition: 'airport' },
    { word: 'las vacaciones', definition: 'holidays; vacation' },
  ],
};
