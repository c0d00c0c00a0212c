/** Everyday life: routine, weather, the neighbourhood. The default topic. */
import type { Topic } from '../types';
import { q } from './question';

export const DAILY_LIFE: Topic = {
  id: 'daily',
  name: { es: 'tu día a día', en: 'your daily life' },
  keywords: [
    'levant',
    'despert',
    'dormir',
    'duermo',
    'ducha',
    'mañana',
    'tarde',
    'noche',
    'dia',
    'semana',
    'barrio',
    'tiempo',
    'lluvia',
    'llueve',
    'frio',
    'calor',
    'sol',
    'rutina',
  ],
  questions: [
    q(
      'wake-up',
      'basic',
      ['¿A qué hora te levantas?', 'What time do you get up?'],
      ['¿Te levantas temprano?', 'Do you get up early?'],
      ['Me levanto a las siete.', 'I get up at seven.'],
    ),
    q(
      'today',
      'basic',
      ['¿Qué haces hoy?', 'What are you doing today?'],
      ['¿Trabajas hoy?', 'Are you working today?'],
      ['Hoy trabajo y luego leo un poco.', 'Today I work and then read a little.'],
    ),
    q(
      'weather',
      'basic',
      ['¿Qué tiempo hace en tu ciudad?', "What's the weather like in your city?"],
      ['¿Hace frío o calor?', 'Is it cold or hot?'],
      ['Aquí en Madrid hace sol.', "Here in Madrid it's sunny."],
    ),
    q(
      'neighbourhood',
      'basic',
      ['¿Cómo es tu barrio?', 'What is your neighbourhood like?'],
      ['¿Tu barrio es tranquilo?', 'Is your neighbourhood quiet?'],
      ['Mi barrio es tranquilo y tiene un parque.', 'My neighbourhood is quiet and has a park.'],
    ),
    q(
      'evening',
      'basic',
      ['¿Qué haces por la noche?', 'What do you do in the evening?'],
      ['¿Ves la tele por la noche?', 'Do you watch TV in the evening?'],
      ['Por la noche leo un libro.', 'In the evening I read a book.'],
    ),
    q(
      'season',
      'basic',
      ['¿Prefieres el verano o el invierno?', 'Do you prefer summer or winter?'],
      ['¿Te gusta el verano?', 'Do you like summer?'],
      ['Prefiero la primavera.', 'I prefer spring.'],
    ),
    q(
      'yesterday',
      'richer',
      ['¿Qué hiciste ayer?', 'What did you do yesterday?'],
      ['¿Trabajaste ayer?', 'Did you work yesterday?'],
      ['Ayer di dos clases y fui al cine.', 'Yesterday I taught two classes and went to the cinema.'],
    ),
    q(
      'tomorrow',
      'richer',
      ['¿Qué vas a hacer mañana?', 'What are you going to do tomorrow?'],
      ['¿Trabajas mañana?', 'Do you work tomorrow?'],
      ['Mañana voy a visitar a una amiga.', "Tomorrow I'm going to visit a friend."],
    ),
    q(
      'change',
      'richer',
      ['¿Qué cambiarías de tu rutina?', 'What would you change about your routine?'],
      ['¿Te gusta tu rutina?', 'Do you like your routine?'],
      ['Me gustaría dormir un poco más.', 'I would like to sleep a bit more.'],
    ),
  ],
  facts: [
    {
      keywords: ['llueve', 'lluvia'],
      line: { es: 'En Madrid casi no llueve en verano.', en: 'In Madrid it hardly rains in summer.' },
    },
    {
      keywords: ['frio'],
      line: { es: '¡A mí no me gusta nada el frío!', en: "I don't like the cold at all!" },
    },
    {
      keywords: ['calor'],
      line: { es: 'En Sevilla hace mucho calor en verano.', en: "In Seville it's very hot in summer." },
    },
  ],
  words: [
    { word: 'levantarse', definition: 'to get up' },
    { word: 'el barrio', definition: 'neighbourhood' },
    { word: 'temprano', definition: 'early' },
    { word: 'la rutina', definition: 'routine' },
    { word: 'el tiempo', definition: 'weather; time' },
  ],
};
