/**
 * How Sofía reacts to what the learner said before asking the next thing. Slots: {name},
 * {thing} (a noun phrase or infinitive the tutor built itself), {Thing} (the same, capitalised),
 * {gusta} (gusta/gustan agreeing with {thing}). Several phrasings each, so nothing repeats.
 */
import type { Line } from './types';

export const GREETINGS = {
  first: { es: '¡Hola! Me llamo Sofía.', en: 'Hello! My name is Sofía.' },
  named: { es: '¡Hola, {name}! Mucho gusto.', en: 'Hello, {name}! Nice to meet you.' },
  returning: {
    es: '¡Hola, {name}! ¡Qué alegría verte otra vez!',
    en: 'Hello, {name}! How nice to see you again!',
  },
  again: [
    { es: '¡Hola otra vez, {name}!', en: 'Hello again, {name}!' },
    { es: '¡Hola de nuevo!', en: 'Hello again!' },
  ],
} as const;

export const NICE_TO_MEET: readonly Line[] = [
  { es: '¡Mucho gusto, {name}!', en: 'Nice to meet you, {name}!' },
  { es: '¡Encantada, {name}!', en: 'Delighted, {name}!' },
];

export const FAREWELLS: readonly Line[] = [
  {
    es: '¡Hasta luego, {name}! Hoy has trabajado muy bien.',
    en: 'See you later, {name}! You worked very well today.',
  },
  { es: '¡Adiós, {name}! Hasta la próxima.', en: 'Goodbye, {name}! Until next time.' },
];
export const FAREWELLS_ANONYMOUS: readonly Line[] = [
  { es: '¡Hasta luego! Hoy has trabajado muy bien.', en: 'See you later! You worked very well today.' },
  { es: '¡Adiós! Hasta la próxima.', en: 'Goodbye! Until next time.' },
];

export const THANKS_REPLIES: readonly Line[] = [
  { es: '¡De nada!', en: "You're welcome!" },
  { es: '¡A ti!', en: 'Thank you!' },
  { es: 'No hay de qué.', en: "Don't mention it." },
];

export const PRAISE: readonly Line[] = [
  { es: '¡Perfecto!', en: 'Perfect!' },
  { es: '¡Excelente!', en: 'Excellent!' },
  { es: '¡Muy bien!', en: 'Very good!' },
  { es: '¡Perfecto, así se dice!', en: "Perfect, that's how you say it!" },
  { es: '¡Excelente pronunciación!', en: 'Excellent!' },
  { es: '¡Muy bien dicho!', en: 'Very well said!' },
];

export const MOVE_ON_AFTER_TRIES: readonly Line[] = [
  { es: 'No pasa nada, lo practicamos otro día.', en: "Don't worry, we'll practise it another day." },
  { es: 'No te preocupes, poco a poco. Seguimos.', en: "Don't worry, little by little. Let's go on." },
  { es: 'Vale, seguimos. ¡Ya saldrá!', en: "OK, let's go on. It will come!" },
];

export const CORRECTION_LEADS: readonly Line[] = [
  { es: 'Casi. Se dice «{right}», no «{wrong}».', en: 'Almost. We say “{right}”, not “{wrong}”.' },
  { es: '¡Ojo! Se dice «{right}», no «{wrong}».', en: 'Careful! We say “{right}”, not “{wrong}”.' },
  { es: 'Un detalle: decimos «{right}», no «{wrong}».', en: 'One detail: we say “{right}”, not “{wrong}”.' },
  { es: 'Muy cerca. Es «{right}», no «{wrong}».', en: 'Very close. It is “{right}”, not “{wrong}”.' },
];
export const REPEAT_REQUESTS: readonly Line[] = [
  { es: 'Repite, por favor: «{sentence}».', en: 'Repeat, please: “{sentence}”.' },
  { es: '¿Puedes repetir: «{sentence}»?', en: 'Can you repeat: “{sentence}”?' },
  { es: 'Ahora tú: «{sentence}».', en: 'Now you: “{sentence}”.' },
  { es: 'Dilo otra vez: «{sentence}».', en: 'Say it again: “{sentence}”.' },
];
export const TRY_AGAIN: readonly Line[] = [
  { es: 'Casi. Otra vez: «{sentence}».', en: 'Almost. Once more: “{sentence}”.' },
  { es: 'Inténtalo otra vez: «{sentence}».', en: 'Try again: “{sentence}”.' },
];

export const LIKE_SAME: readonly Line[] = [
  { es: '¡A mí también me {gusta} {thing}!', en: 'I like {thing} too!' },
  { es: '¡Qué bien! A mí también me {gusta} {thing}.', en: 'Great! I like {thing} too.' },
  { es: '¡Genial! {Thing} también me {gusta} a mí.', en: 'Great! I like {thing} too.' },
];
export const DISLIKE_SAME: readonly Line[] = [
  { es: 'Te entiendo. A mí tampoco me {gusta} {thing}.', en: "I understand. I don't like {thing} either." },
  { es: 'A mí tampoco me {gusta} {thing}, la verdad.', en: "I don't like {thing} either, to be honest." },
];

/** Feelings the learner reports with estar (or bien/mal), keyed by adjective lemma. */
export const FEELINGS: Readonly<Record<string, readonly Line[]>> = {
  good: [
    { es: '¡Me alegro mucho!', en: "I'm very glad!" },
    { es: '¡Qué bien! Me alegro.', en: "Great! I'm glad." },
    { es: '¡Estupendo!', en: 'Wonderful!' },
    { es: '¡Fenomenal!', en: 'Fantastic!' },
  ],
  bad: [
    { es: 'Vaya, lo siento.', en: "Oh, I'm sorry." },
    { es: 'Lo siento mucho. Ánimo.', en: "I'm very sorry. Cheer up." },
  ],
  tired: [
    { es: 'Vaya, tienes que descansar un poco.', en: 'Oh dear, you need to rest a little.' },
    { es: '¡Pobre! Hoy toca descansar.', en: 'Poor thing! Today is for resting.' },
  ],
  busy: [
    {
      es: '¡Mucho trabajo, entonces! Gracias por practicar hoy.',
      en: 'Lots of work, then! Thanks for practising today.',
    },
  ],
  ill: [
    { es: 'Vaya, lo siento. ¡Que te mejores!', en: "Oh, I'm sorry. Get well soon!" },
    { es: '¡Pobre! Cuídate mucho y descansa.', en: 'Poor thing! Take good care of yourself and rest.' },
  ],
  nervous: [{ es: 'Sin prisa: aquí practicamos con calma.', en: 'No hurry: here we practise calmly.' }],
  bored: [{ es: '¡Entonces hablamos de algo divertido!', en: "Then let's talk about something fun!" }],
};
/** Adjective lemma → feeling group. */
export const FEELING_OF: Readonly<Record<string, string>> = {
  bien: 'good',
  genial: 'good',
  fenomenal: 'good',
  feliz: 'good',
  contento: 'good',
  alegre: 'good',
  estupendo: 'good',
  emocionado: 'good',
  tranquilo: 'good',
  perfecto: 'good',
  excelente: 'good',
  mal: 'bad',
  triste: 'bad',
  regular: 'bad',
  preocupado: 'bad',
  enfadado: 'bad',
  enojado: 'bad',
  cansado: 'tired',
  agotado: 'tired',
  ocupado: 'busy',
  estresado: 'busy',
  enfermo: 'ill',
  resfriado: 'ill',
  nervioso: 'nervous',
  aburrido: 'bored',
};

export const FACT_REACTIONS: Readonly<
  Record<'city' | 'origin' | 'job' | 'student' | 'age', readonly Line[]>
> = {
  city: [
    { es: '¡Qué interesante! Yo vivo en Madrid.', en: 'How interesting! I live in Madrid.' },
    { es: '¡Qué bien! Me gustaría conocer {place}.', en: "Great! I'd like to get to know {place}." },
  ],
  origin: [
    { es: '¡Qué bien! Yo soy de Sevilla.', en: "Great! I'm from Seville." },
    {
      es: '¡Qué interesante! Yo soy de Sevilla, en España.',
      en: "How interesting! I'm from Seville, in Spain.",
    },
  ],
  job: [
    { es: '¡Qué interesante! Yo soy profesora.', en: "How interesting! I'm a teacher." },
    { es: '¡Un trabajo importante!', en: 'An important job!' },
  ],
  student: [{ es: '¡Qué bien! Estudiar es muy bonito.', en: 'Great! Studying is lovely.' }],
  age: [
    { es: '¡Qué bien! Yo tengo veintinueve.', en: "Great! I'm twenty-nine." },
    { es: '¡Anda! Yo tengo veintinueve años.', en: "Oh! I'm twenty-nine years old." },
  ],
};

export const HAVE_REACTIONS: readonly Line[] = [
  { es: '¡Qué bien! Yo tengo una gata, Luna.', en: 'Great! I have a cat, Luna.' },
  { es: '¡Qué bonito!', en: 'How lovely!' },
];

export const YES_REACTIONS: readonly Line[] = [
  { es: '¡Genial!', en: 'Great!' },
  { es: '¡Qué bien!', en: 'How nice!' },
  { es: '¡Estupendo!', en: 'Wonderful!' },
];
export const NO_REACTIONS: readonly Line[] = [
  { es: 'Vale, entiendo.', en: 'OK, I understand.' },
  { es: 'Ah, de acuerdo.', en: 'Ah, all right.' },
  { es: 'Ya veo.', en: 'I see.' },
];
/**
 * When nothing more specific fits: an acknowledgement of what was said, never a dismissal and
 * never praise of how it was said (the tutor praises only a sentence its checker fully accepted).
 */
export const ACKNOWLEDGEMENTS: readonly Line[] = [
  { es: 'Ah, entiendo.', en: 'Ah, I understand.' },
  { es: '¡Qué interesante!', en: 'How interesting!' },
  { es: 'Ya veo.', en: 'I see.' },
  { es: '¡Anda! Qué curioso.', en: 'Oh! How curious.' },
  { es: 'Vale.', en: 'OK.' },
  { es: 'Gracias por contármelo.', en: 'Thanks for telling me.' },
  { es: 'De acuerdo.', en: 'All right.' },
  { es: 'Ah, ¿sí?', en: 'Oh, really?' },
];
export const UNCLEAR: readonly Line[] = [
  { es: 'Perdona, no te entiendo bien.', en: "Sorry, I don't quite understand you." },
  { es: 'Mmm, no estoy segura de entenderte.', en: "Hmm, I'm not sure I understand you." },
  { es: 'Uy, eso no lo entiendo.', en: "Oops, I don't understand that." },
  { es: 'Lo siento, no lo he entendido.', en: "I'm sorry, I didn't understand it." },
  { es: 'Perdón, no comprendo esa frase.', en: "Sorry, I don't understand that sentence." },
];
export const EMPTY: readonly Line[] = [
  { es: '¿Perdón? No te he oído.', en: "Sorry? I didn't hear you." },
  { es: 'Mmm, no veo tu mensaje.', en: "Hmm, I can't see your message." },
  { es: '¿Estás ahí? Escribe otra vez, por favor.', en: 'Are you there? Write again, please.' },
];

/** Teaching a topic word; {gloss} is " (meaning)" at A0–A2, empty above. */
export const NEW_WORD: readonly Line[] = [
  { es: 'Una palabra nueva: «{word}»{gloss}.', en: 'A new word: “{word}”{gloss}.' },
  { es: 'Aprende esta palabra: «{word}»{gloss}.', en: 'Learn this word: “{word}”{gloss}.' },
  { es: 'Otra palabra útil: «{word}»{gloss}.', en: 'Another useful word: “{word}”{gloss}.' },
];
export const DONT_KNOW: readonly Line[] = [
  {
    es: 'No pasa nada. Por ejemplo, yo digo: «{answer}».',
    en: 'No problem. For example, I say: “{answer}”.',
  },
  { es: 'Tranquilidad. Un ejemplo: «{answer}».', en: 'No worries. An example: “{answer}”.' },
];
export const YOUR_NAME: Line = { es: 'Te llamas {name}.', en: 'Your name is {name}.' };
export const NAME_UNKNOWN: Line = { es: 'Todavía no sé tu nombre.', en: "I don't know your name yet." };
export const NOT_SURE: readonly Line[] = [
  { es: 'Mmm, no estoy segura. ¿Y tú qué piensas?', en: "Hmm, I'm not sure. What do you think?" },
  { es: 'No lo sé, la verdad. ¿Tú qué crees?', en: "I don't know, to be honest. What do you think?" },
];

/** Before a new topic question, after following what the learner said. */
export const BRIDGES: readonly Line[] = [
  { es: 'Oye, otra cosa:', en: 'Hey, something else:' },
  { es: 'Cambiando de tema:', en: 'Changing the subject:' },
  { es: 'Por cierto,', en: 'By the way,' },
  { es: 'Y ahora, otra pregunta:', en: 'And now, another question:' },
];

/** Sofía's answer to «¿Te gusta…?»: about the very thing asked. */
export const SOFIA_LIKES: readonly Line[] = [
  { es: '¡Sí! Me {gusta} mucho {thing}.', en: 'Yes! I really like {thing}.' },
  { es: '¡Claro que sí! Me {gusta} {thing}.', en: 'Of course! I like {thing}.' },
];
/** A persona answer already given: said once more, plainly as a reminder. */
export const AS_I_SAID: Line = { es: 'Como te he dicho: {answer}', en: 'As I told you: {answer}' };
