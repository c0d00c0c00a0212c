/** The local tutor's stock phrases and how a reply is kept to 20 words (spec doc 2 §9). */
import type { Rng } from './rng';
import { wordCount } from './text';

/** Tutor replies are at most this many words (spec doc 2 §9 tutor instruction). */
export const MAX_REPLY_WORDS = 20;

export type Tier = 'basic' | 'richer';

const ACKS: Record<Tier, readonly string[]> = {
  basic: ['¡Qué bien!', '¡Genial!', 'Muy interesante.', '¡Muy bien!', 'Entiendo.'],
  richer: [
    '¡Qué interesante!',
    'Me parece genial.',
    'Entiendo perfectamente.',
    '¡No me digas!',
    'Qué curioso.',
  ],
};
const PRAISE = ['¡Perfecto! Muy bien dicho.', '¡Excelente! Así se dice.', '¡Muy bien! Ahora está perfecto.'];

/** A short reaction to what the learner said. */
export function acknowledgement(tier: Tier, rng: Rng): string {
  return rng.pick(ACKS[tier]);
}

/** Praise after the learner repeats a correction. */
export function praise(rng: Rng): string {
  return rng.pick(PRAISE);
}

/** How the tutor reacts to a fact the learner shared. */
export function factReaction(key: string, value: string): string | null {
  if (key === 'name') return `¡Mucho gusto, ${value}!`;
  if (key === 'city') return `¡${value}! Qué bonito.`;
  if (key === 'origin') return `¡Qué bien! Eres de ${value}.`;
  if (key === 'age') return `¡${value} años! Muy bien.`;
  if (key === 'job') return `¡Qué interesante! Eres ${value}.`;
  if (key === 'likes') return `¡A mí también me gusta ${value}!`;
  if (key === 'dislikes') return `¿No te gusta ${value}? ¡Vaya!`;
  if (key.startsWith('favorite_')) return `¡Buena elección: ${value}!`;
  if (key === 'siblings' || key === 'children' || key === 'pets') return `¡Qué bien! Tienes ${value}.`;
  return null;
}

/** Feelings in answer to "¿Qué tal?": a reaction, or null when the message is not one. */
export function feelingReaction(folded: string): string | null {
  if (/^(muy )?(bien|genial|estupend[oa]|fenomenal|fantastic[oa]|feliz|content[oa])\b/.test(folded))
    return '¡Me alegro!';
  if (/^(estoy )?(muy )?(mal|regular|cansad[oa]|triste|enferm[oa]|asi asi)\b/.test(folded))
    return 'Lo siento. ¡Ánimo!';
  return null;
}

/** "Sí" / "No" answers. */
export function yesNoReaction(words: readonly string[], rng: Rng): string | null {
  if (words.length > 4) return null;
  if (words[0] === 'si' || words[0] === 'claro' || words[0] === 'vale')
    return rng.pick(['¡Genial!', '¡Qué bien!']);
  if (words[0] === 'no' && words.length <= 3) return 'Vale, entiendo.';
  return null;
}

/**
 * Joins the lead, an optional middle part and the closing question, dropping the optional parts
 * until the reply fits in 20 words.
 */
export function fit(lead: string | null, middle: string | null, question: string | null): string {
  const candidates = [[lead, middle, question], [lead, question], [question ?? lead]];
  for (const parts of candidates) {
    const text = parts.filter((part): part is string => Boolean(part)).join(' ');
    if (wordCount(text) <= MAX_REPLY_WORDS) return text;
  }
  return (question ?? lead ?? '').split(/\s+/).slice(0, MAX_REPLY_WORDS).join(' ');
}
