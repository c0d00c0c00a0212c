/** Who the local tutor is, so it can answer personal questions consistently. */
// A name, not a word: the transcript is mined for vocabulary, and "charla" means "chat".
export const TUTOR_NAME = 'Sofía';

/** Learner questions about the tutor, matched on folded text, with the tutor's answer. */
export const PERSONA_ANSWERS: readonly { pattern: RegExp; answer: string }[] = [
  {
    pattern: /\b(como te llamas|cual es tu nombre|quien eres|tu nombre)\b/,
    answer: `Me llamo ${TUTOR_NAME}, tu tutora de español.`,
  },
  { pattern: /\b(como estas|que tal estas|como te va|que tal)\b/, answer: 'Estoy muy bien, gracias.' },
  { pattern: /\bde donde eres\b/, answer: 'Soy de Madrid, en España.' },
  { pattern: /\bdonde vives\b/, answer: 'Vivo en Madrid, cerca del Retiro.' },
  { pattern: /\bcuantos años tienes\b/, answer: 'Soy una tutora virtual: ¡no tengo edad!' },
  {
    pattern: /\b(en que trabajas|cual es tu trabajo|a que te dedicas)\b/,
    answer: 'Soy profesora de español.',
  },
  {
    pattern: /\b(eres (una )?(persona|robot|humana|ia)|eres real)\b/,
    answer: 'Soy una tutora virtual, pero hablo español de verdad.',
  },
  { pattern: /\bhablas ingles\b/, answer: 'Un poco, pero aquí hablamos español.' },
];
