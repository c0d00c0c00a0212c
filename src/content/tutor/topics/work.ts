/** Work and studies: jobs, colleagues, the working day. */
import type { Topic } from '../types';
import { q } from './question';

export const WORK: Topic = {
  id: 'business',
  name: { es: 'el trabajo', en: 'work' },
  keywords: [
    'trabaj',
    'oficina',
    'jefe',
    'jefa',
    'empresa',
    'reunion',
    'compañer',
    'estudi',
    'universidad',
    'clase',
    'profesor',
    'medic',
    'ingenier',
    'negocio',
    'cliente',
    'sueldo',
  ],
  questions: [
    q(
      'like-job',
      'basic',
      ['¿Te gusta tu trabajo?', 'Do you like your job?'],
      ['¿Tu trabajo es bueno?', 'Is your job good?'],
      ['¡Sí, me encanta enseñar!', 'Yes, I love teaching!'],
    ),
    q(
      'work-where',
      'basic',
      ['¿Dónde trabajas?', 'Where do you work?'],
      ['¿Trabajas en una oficina?', 'Do you work in an office?'],
      ['Trabajo en una escuela de idiomas.', 'I work at a language school.'],
    ),
    q(
      'work-hours',
      'basic',
      ['¿A qué hora empiezas a trabajar?', 'What time do you start work?'],
      ['¿Trabajas por la mañana?', 'Do you work in the morning?'],
      ['Empiezo a las nueve.', 'I start at nine.'],
    ),
    q(
      'colleagues',
      'basic',
      ['¿Cómo son tus compañeros?', 'What are your colleagues like?'],
      ['¿Tus compañeros son simpáticos?', 'Are your colleagues nice?'],
      ['Mis compañeros son muy simpáticos.', 'My colleagues are very nice.'],
    ),
    q(
      'commute',
      'basic',
      ['¿Cómo vas al trabajo?', 'How do you get to work?'],
      ['¿Vas en coche o en autobús?', 'Do you go by car or by bus?'],
      ['Voy en metro.', 'I go by metro.'],
    ),
    q(
      'dream-job',
      'richer',
      ['¿Cuál sería tu trabajo ideal?', 'What would your ideal job be?'],
      ['¿Qué trabajo te gusta?', 'What job do you like?'],
      ['Mi trabajo ideal es este: ¡enseñar español!', 'My ideal job is this one: teaching Spanish!'],
    ),
    q(
      'first-job',
      'richer',
      ['¿Cuál fue tu primer trabajo?', 'What was your first job?'],
      ['¿Qué trabajo tenías antes?', 'What job did you have before?'],
      ['Mi primer trabajo fue en una librería.', 'My first job was in a bookshop.'],
    ),
    q(
      'spanish-work',
      'richer',
      ['¿Usas el español en tu trabajo?', 'Do you use Spanish at work?'],
      ['¿Hablas español en el trabajo?', 'Do you speak Spanish at work?'],
      ['¡Yo lo uso todo el día!', 'I use it all day!'],
    ),
  ],
  facts: [
    {
      keywords: ['oficina'],
      line: {
        es: 'En España muchas oficinas cierran a las tres en verano.',
        en: 'In Spain many offices close at three in summer.',
      },
    },
    {
      keywords: ['estudi', 'universidad'],
      line: { es: '¡Estudiar es una gran aventura!', en: 'Studying is a great adventure!' },
    },
  ],
  words: [
    { word: 'la oficina', definition: 'office' },
    { word: 'el compañero', definition: 'colleague; classmate' },
    { word: 'la reunión', definition: 'meeting' },
    { word: 'el horario', definition: 'schedule; timetable' },
    { word: 'la empresa', definition: 'company' },
  ],
};
