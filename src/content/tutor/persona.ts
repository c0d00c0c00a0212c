/**
 * Sofía, the built-in tutor, answers questions about herself the same way every time: a
 * Spanish teacher from Sevilla who lives in Madrid. Patterns match folded learner text.
 */
import type { Line } from './types';

export interface PersonaTopic {
  id: string;
  patterns: readonly RegExp[];
  /** Two phrasings, so a question asked twice is not answered with the same sentence. */
  answers: readonly Line[];
}

export const PERSONA: readonly PersonaTopic[] = [
  {
    id: 'name',
    patterns: [/\b(como te llamas|cual es tu nombre|quien eres|tu nombre)\b/],
    answers: [
      {
        es: 'Me llamo Sofía y soy tu tutora de español.',
        en: "My name is Sofía and I'm your Spanish tutor.",
      },
      { es: 'Soy Sofía, tu tutora.', en: "I'm Sofía, your tutor." },
    ],
  },
  {
    id: 'how',
    patterns: [
      /\b(como estas|que tal estas|como te va|que tal tu dia|como va todo|y tu que tal|estas bien)\b/,
      /^(y )?que tal\b/,
    ],
    answers: [
      { es: 'Estoy muy bien, gracias.', en: "I'm very well, thank you." },
      { es: 'Muy bien, con mucha energía hoy.', en: 'Very well, with lots of energy today.' },
    ],
  },
  {
    id: 'origin',
    patterns: [/\bde donde eres\b/, /\bde que (pais|ciudad) eres\b/],
    answers: [
      { es: 'Soy de Sevilla, en el sur de España.', en: "I'm from Seville, in the south of Spain." },
      { es: 'Soy sevillana, de Andalucía.', en: "I'm from Seville, in Andalusia." },
    ],
  },
  {
    id: 'home',
    patterns: [/\bdonde vives\b/, /\ben que ciudad vives\b/, /\bdonde esta tu casa\b/],
    answers: [
      { es: 'Vivo en Madrid, cerca del parque del Retiro.', en: 'I live in Madrid, near Retiro Park.' },
      {
        es: 'Vivo en un piso pequeño en el centro de Madrid.',
        en: 'I live in a small flat in the centre of Madrid.',
      },
    ],
  },
  {
    id: 'age',
    patterns: [/\bcuantos anos tienes\b/, /\bque edad tienes\b/, /\bcuantos años tienes\b/],
    answers: [
      { es: 'Tengo veintinueve años.', en: "I'm twenty-nine years old." },
      { es: 'Tengo veintinueve. ¡Casi treinta!', en: "I'm twenty-nine. Almost thirty!" },
    ],
  },
  {
    id: 'job',
    patterns: [/\b(en que trabajas|cual es tu trabajo|a que te dedicas|que haces tu|trabajas)\b/],
    answers: [
      {
        es: 'Soy profesora de español. ¡Me encanta mi trabajo!',
        en: "I'm a Spanish teacher. I love my job!",
      },
      {
        es: 'Enseño español a personas de todo el mundo.',
        en: 'I teach Spanish to people from all over the world.',
      },
    ],
  },
  {
    id: 'food',
    patterns: [/\b(comida favorita|que te gusta comer|plato favorito|que comes)\b/],
    answers: [
      {
        es: 'Mi comida favorita es la tortilla de patatas.',
        en: 'My favourite food is Spanish potato omelette.',
      },
      {
        es: 'Me encanta la tortilla de patatas, y también el gazpacho.',
        en: 'I love potato omelette, and gazpacho too.',
      },
    ],
  },
  {
    id: 'drink',
    patterns: [/\b(bebida favorita|que te gusta beber|cafe o te)\b/],
    answers: [
      { es: 'Me gusta mucho el café con leche.', en: 'I really like coffee with milk.' },
      { es: 'Por la mañana, siempre un café con leche.', en: 'In the morning, always a coffee with milk.' },
    ],
  },
  {
    id: 'family',
    patterns: [
      /\b(tu familia|tienes hermanos|tienes hijos|tienes familia|tienes pareja|estas casada|tienes novio)\b/,
    ],
    answers: [
      {
        es: 'Tengo un hermano y una hermana. Mis padres viven en Sevilla.',
        en: 'I have a brother and a sister. My parents live in Seville.',
      },
      {
        es: 'Mi familia es pequeña: mis padres, mi hermano y mi hermana.',
        en: 'My family is small: my parents, my brother and my sister.',
      },
    ],
  },
  {
    id: 'pet',
    patterns: [/\b(tienes (un )?(perro|gato|mascota)s?|tu mascota)\b/],
    answers: [
      { es: 'Tengo una gata. Se llama Luna.', en: 'I have a cat. Her name is Luna.' },
      { es: 'Sí, una gata muy tranquila: Luna.', en: 'Yes, a very calm cat: Luna.' },
    ],
  },
  {
    id: 'hobbies',
    patterns: [
      /\b(tiempo libre|pasatiempo|hobby|hobbies|aficion|que te gusta hacer|que haces los fines de semana|que te gusta)\b/,
    ],
    answers: [
      {
        es: 'En mi tiempo libre, leo novelas y camino por el parque.',
        en: 'In my free time, I read novels and walk in the park.',
      },
      {
        es: 'Me gusta leer, bailar y cocinar con amigos.',
        en: 'I like reading, dancing and cooking with friends.',
      },
    ],
  },
  {
    id: 'music',
    patterns: [/\b(que musica|musica favorita|cantante favorit[oa]|te gusta la musica)\b/],
    answers: [
      { es: 'Me encanta el flamenco, y también el pop.', en: 'I love flamenco, and pop too.' },
      { es: 'Escucho flamenco y pop en español.', en: 'I listen to flamenco and Spanish-language pop.' },
    ],
  },
  {
    id: 'sport',
    patterns: [/\b(haces deporte|deporte favorito|te gusta el futbol|juegas)\b/],
    answers: [
      { es: 'Nado dos veces por semana.', en: 'I swim twice a week.' },
      { es: 'Me gusta nadar y caminar.', en: 'I like swimming and walking.' },
    ],
  },
  {
    id: 'weather',
    patterns: [/\b(que tiempo hace|hace (frio|calor|sol)|como es el tiempo|llueve)\b/],
    answers: [
      {
        es: 'Aquí en Madrid hace sol, pero un poco de frío.',
        en: "Here in Madrid it's sunny, but a little cold.",
      },
      { es: 'Hoy hace buen tiempo en Madrid.', en: "The weather's good in Madrid today." },
    ],
  },
  {
    id: 'colour',
    patterns: [/\bcolor favorito\b/],
    answers: [
      { es: 'Mi color favorito es el azul, como el mar.', en: 'My favourite colour is blue, like the sea.' },
      { es: 'El azul. ¡Es el color del mar!', en: "Blue. It's the colour of the sea!" },
    ],
  },
  {
    id: 'travel',
    patterns: [/\b(te gusta viajar|donde viajas|viajas mucho|pais favorito|ciudad favorita)\b/],
    answers: [
      {
        es: 'Me encanta viajar. Mi ciudad favorita es Ciudad de México.',
        en: 'I love travelling. My favourite city is Mexico City.',
      },
      {
        es: 'Sí, viajo cuando puedo, sobre todo a México.',
        en: 'Yes, I travel when I can, especially to Mexico.',
      },
    ],
  },
  {
    id: 'books',
    patterns: [/\b(que lees|libro favorito|te gusta leer|escritor favorito)\b/],
    answers: [
      { es: 'Me encantan las novelas de García Márquez.', en: 'I love the novels of García Márquez.' },
      { es: 'Ahora leo una novela de misterio.', en: "I'm reading a mystery novel now." },
    ],
  },
  {
    id: 'languages',
    patterns: [/\b(hablas ingles|que idiomas hablas|hablas otros idiomas)\b/],
    answers: [
      {
        es: 'Hablo español, inglés y un poco de francés. Aquí hablamos español.',
        en: 'I speak Spanish, English and a bit of French. Here we speak Spanish.',
      },
      { es: 'Sí, pero contigo hablo español.', en: 'Yes, but with you I speak Spanish.' },
    ],
  },
  {
    id: 'nature',
    patterns: [/\b(eres (una )?(persona|robot|humana|ia|real|maquina))\b/],
    answers: [
      {
        es: 'Soy una tutora automática, sin inteligencia artificial, pero hablo español de verdad.',
        en: "I'm an automatic tutor, without artificial intelligence, but I speak real Spanish.",
      },
      {
        es: 'Soy un programa de práctica. ¡Pero me gusta hablar contigo!',
        en: "I'm a practice program. But I like talking with you!",
      },
    ],
  },
];
