/** Getting to know the learner: the first questions of any conversation. */
import type { Topic } from '../types';
import { q } from './question';

export const ABOUT_YOU: Topic = {
  id: 'about-you',
  name: { es: 'ti', en: 'you' },
  keywords: [],
  questions: [
    q(
      'name',
      'basic',
      ['¿Cómo te llamas?', "What's your name?"],
      ['¿Tu nombre?', 'Your name?'],
      ['Me llamo Sofía.', 'My name is Sofía.'],
      'name',
    ),
    q(
      'origin',
      'basic',
      ['¿De dónde eres?', 'Where are you from?'],
      ['¿Tu país?', 'Your country?'],
      ['Soy de Sevilla.', "I'm from Seville."],
      'origin',
    ),
    q(
      'city',
      'basic',
      ['¿Dónde vives?', 'Where do you live?'],
      ['¿Tu ciudad?', 'Your city?'],
      ['Vivo en Madrid.', 'I live in Madrid.'],
      'city',
    ),
    q(
      'job',
      'basic',
      ['¿En qué trabajas?', 'What do you do for a living?'],
      ['¿Trabajas o estudias?', 'Do you work or study?'],
      ['Soy profesora de español.', "I'm a Spanish teacher."],
      'job',
    ),
    q(
      'how',
      'basic',
      ['¿Cómo estás hoy?', 'How are you today?'],
      ['¿Estás bien?', 'Are you well?'],
      ['Estoy muy bien, gracias.', "I'm very well, thanks."],
    ),
    q(
      'why-spanish',
      'richer',
      ['¿Por qué estudias español?', 'Why are you studying Spanish?'],
      ['¿Te gusta el español?', 'Do you like Spanish?'],
      ['¡Yo lo enseño porque me encanta!', 'I teach it because I love it!'],
    ),
  ],
  facts: [],
  words: [],
};
