/** Free time and entertainment: films, music, books, sport. */
import type { Topic } from '../types';
import { q } from './question';

export const FREE_TIME: Topic = {
  id: 'entertainment',
  name: { es: 'el tiempo libre', en: 'free time' },
  keywords: ['pelicula', 'cine', 'musica', 'cancion', 'libro', 'leer', 'leo', 'deporte', 'futbol', 'tenis', 'nadar', 'bailar', 'baile', 'serie', 'television', 'juego', 'jugar', 'juego', 'concierto', 'guitarra', 'correr', 'yoga', 'pintar'],
  questions: [
    q('free-time', 'basic', ['¿Qué haces en tu tiempo libre?', 'What do you do in your free time?'], ['¿Qué te gusta hacer?', 'What do you like doing?'], ['Leo novelas y camino por el parque.', 'I read novels and walk in the park.']),
    q('music', 'basic', ['¿Qué música te gusta?', 'What music do you like?'], ['¿Te gusta la música?', 'Do you like music?'], ['Me encanta el flamenco.', 'I love flamenco.']),
    q('sport', 'basic', ['¿Haces deporte?', 'Do you do sport?'], ['¿Te gusta el deporte?', 'Do you like sport?'], ['Sí, nado dos veces por semana.', 'Yes, I swim twice a week.']),
    q('films', 'basic', ['¿Te gusta el cine?', 'Do you like cinema?'], ['¿Ves películas?', 'Do you watch films?'], ['Sí, sobre todo las comedias.', 'Yes, especially comedies.']),
    q('books', 'basic', ['¿Te gusta leer?', 'Do you like reading?'], ['¿Lees libros?', 'Do you read books?'], ['Sí, leo todas las noches.', 'Yes, I read every night.']),
    q('weekend', 'basic', ['¿Qué haces los fines de semana?', 'What do you do at weekends?'], ['¿Sales los sábados?', 'Do you go out on Saturdays?'], ['Los sábados quedo con amigos.', 'On Saturdays I meet up with friends.']),
    q('last-film', 'richer', ['¿Qué película viste la última vez?', 'What film did you see last time?'], ['¿Viste una película ayer?', 'Did you see a film yesterday?'], ['Vi una comedia española muy divertida.', 'I saw a very funny Spanish comedy.']),
    q('instrument', 'richer', ['¿Tocas algún instrumento?', 'Do you play any instrument?'], ['¿Tocas la guitarra?', 'Do you play the guitar?'], ['Toco un poco la guitarra.', 'I play the guitar a little.']),
    q('series', 'richer', ['¿Qué serie me recomiendas?', 'What series do you recommend to me?'], ['¿Ves series?', 'Do you watch series?'], ['Yo recomiendo «La casa de papel».', 'I recommend «Money Heist».']),
  ],
  facts: [
    { keywords: ['futbol'], line: { es: '¡El fútbol es muy popular en España!', en: 'Football is very popular in Spain!' } },
    { keywords: ['bailar', 'baile'], line: { es: '¡A mí me encanta bailar salsa!', en: 'I love dancing salsa!' } },
    { keywords: ['libro', 'leer', 'leo'], line: { es: 'Leer es la mejor forma de aprender palabras.', en: 'Reading is the best way to learn words.' } },
    { keywords: ['musica', 'cancion'], line: { es: 'La música ayuda mucho a aprender idiomas.', en: 'Music helps a lot to learn languages.' } },
    { keywords: ['nadar'], line: { es: '¡Yo también nado!', en: 'I swim too!' } },
  ],
  words: [
    { word: 'la película', definition: 'film; movie' },
    { word: 'el fin de semana', definition: 'weekend' },
    { word: 'la canción', definition: 'song' },
    { word: 'el deporte', definition: 'sport' },
    { word: 'divertido', definition: 'fun; funny' },
  ],
};
