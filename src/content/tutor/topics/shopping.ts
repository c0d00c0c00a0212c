/** Shopping: clothes, markets, prices. */
import type { Topic } from '../types';
import { q } from './question';

export const SHOPPING: Topic = {
  id: 'shopping',
  name: { es: 'las compras', en: 'shopping' },
  keywords: [
    'compr',
    'tienda',
    'ropa',
    'mercado',
    'precio',
    'caro',
    'barato',
    'zapato',
    'camisa',
    'vestido',
    'dinero',
    'supermercado',
    'euro',
    'dolar',
  ],
  questions: [
    q(
      'like-shopping',
      'basic',
      ['¿Te gusta ir de compras?', 'Do you like going shopping?'],
      ['¿Compras ropa?', 'Do you buy clothes?'],
      ['Sí, pero no mucho.', 'Yes, but not much.'],
    ),
    q(
      'where-shop',
      'basic',
      ['¿Dónde compras la comida?', 'Where do you buy food?'],
      ['¿Vas al supermercado?', 'Do you go to the supermarket?'],
      ['Compro en el mercado de mi barrio.', 'I shop at the market in my neighbourhood.'],
    ),
    q(
      'online',
      'basic',
      ['¿Compras por internet?', 'Do you shop online?'],
      ['¿Compras en tiendas?', 'Do you buy in shops?'],
      ['A veces, sobre todo libros.', 'Sometimes, especially books.'],
    ),
    q(
      'clothes',
      'basic',
      ['¿Qué ropa te gusta llevar?', 'What clothes do you like to wear?'],
      ['¿Te gustan los vaqueros?', 'Do you like jeans?'],
      ['Me gusta la ropa cómoda.', 'I like comfortable clothes.'],
    ),
    q(
      'last-buy',
      'richer',
      ['¿Qué compraste la última vez?', 'What did you buy last time?'],
      ['¿Compraste algo ayer?', 'Did you buy something yesterday?'],
      ['Compré un libro de cocina.', 'I bought a cookbook.'],
    ),
    q(
      'gift',
      'richer',
      ['¿Cuál es el mejor regalo que te han hecho?', 'What is the best present you have been given?'],
      ['¿Te gustan los regalos?', 'Do you like presents?'],
      ['Una bicicleta, cuando tenía diez años.', 'A bicycle, when I was ten.'],
    ),
  ],
  facts: [
    {
      keywords: ['mercado'],
      line: {
        es: 'Los mercados de España tienen fruta muy buena.',
        en: 'Markets in Spain have very good fruit.',
      },
    },
    {
      keywords: ['caro'],
      line: {
        es: 'Es verdad, todo está muy caro ahora.',
        en: "It's true, everything is very expensive now.",
      },
    },
  ],
  words: [
    { word: 'la tienda', definition: 'shop; store' },
    { word: 'barato', definition: 'cheap' },
    { word: 'caro', definition: 'expensive' },
    { word: 'el regalo', definition: 'present; gift' },
  ],
};
