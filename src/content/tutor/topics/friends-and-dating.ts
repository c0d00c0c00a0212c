/** Friends, going out and relationships. */
import type { Topic } from '../types';
import { q } from './question';

export const FRIENDS: Topic = {
  id: 'socializing',
  name: { es: 'los amigos', en: 'friends' },
  keywords: [
    'amig',
    'fiesta',
    'salir',
    'salgo',
    'bar',
    'quedar',
    'cumpleaños',
    'novi',
    'pareja',
    'cita',
    'conocer',
    'gente',
    'vecin',
  ],
  questions: [
    q(
      'best-friend',
      'basic',
      ['¿Cómo se llama tu mejor amigo?', "What's your best friend's name?"],
      ['¿Tienes un buen amigo?', 'Do you have a good friend?'],
      ['Mi mejor amiga se llama Carmen.', "My best friend's name is Carmen."],
    ),
    q(
      'go-out',
      'basic',
      ['¿Te gusta salir por la noche?', 'Do you like going out at night?'],
      ['¿Sales con tus amigos?', 'Do you go out with your friends?'],
      ['Sí, pero no muy tarde.', 'Yes, but not very late.'],
    ),
    q(
      'parties',
      'basic',
      ['¿Te gustan las fiestas?', 'Do you like parties?'],
      ['¿Vas a fiestas?', 'Do you go to parties?'],
      ['¡Sí, sobre todo para bailar!', 'Yes, especially to dance!'],
    ),
    q(
      'meet-friends',
      'basic',
      ['¿Dónde quedas con tus amigos?', 'Where do you meet your friends?'],
      ['¿Ves a tus amigos en un café?', 'Do you see your friends in a café?'],
      ['Quedamos en una cafetería del centro.', 'We meet in a café in the centre.'],
    ),
    q(
      'birthday',
      'basic',
      ['¿Cuándo es tu cumpleaños?', 'When is your birthday?'],
      ['¿Tu cumpleaños es en verano?', 'Is your birthday in summer?'],
      ['Mi cumpleaños es en mayo.', 'My birthday is in May.'],
    ),
    q(
      'ideal-date',
      'richer',
      ['¿Cómo es una cita perfecta para ti?', 'What is a perfect date for you?'],
      ['¿Te gusta cenar en un restaurante?', 'Do you like having dinner in a restaurant?'],
      ['Una cena tranquila y un paseo.', 'A quiet dinner and a walk.'],
    ),
    q(
      'how-met',
      'richer',
      ['¿Cómo conociste a tu mejor amigo?', 'How did you meet your best friend?'],
      ['¿Tu amigo es del colegio?', 'Is your friend from school?'],
      ['Conocí a Carmen en la universidad.', 'I met Carmen at university.'],
    ),
    q(
      'good-friend',
      'richer',
      ['Para ti, ¿qué es un buen amigo?', 'For you, what is a good friend?'],
      ['¿Cómo es un buen amigo?', 'What is a good friend like?'],
      ['Alguien que escucha y ayuda.', 'Someone who listens and helps.'],
    ),
  ],
  facts: [
    {
      keywords: ['fiesta'],
      line: { es: '¡En España las fiestas terminan muy tarde!', en: 'In Spain parties end very late!' },
    },
    {
      keywords: ['cumpleaños'],
      line: { es: '¡Feliz cumpleaños por adelantado!', en: 'Happy birthday in advance!' },
    },
  ],
  words: [
    { word: 'quedar', definition: 'to meet up; to arrange to meet' },
    { word: 'la fiesta', definition: 'party' },
    { word: 'el cumpleaños', definition: 'birthday' },
    { word: 'la cita', definition: 'date; appointment' },
    { word: 'simpático', definition: 'nice; friendly' },
  ],
};
