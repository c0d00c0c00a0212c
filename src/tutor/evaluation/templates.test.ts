import { describe, expect, it } from 'vitest';
import { getGlossary } from '../../content/glossary';
import * as help from '../../content/tutor/help';
import * as teaching from '../../content/tutor/lesson-teaching';
import { GRAMMAR_NOTES } from '../../content/tutor/grammar-notes';
import { PERSONA } from '../../content/tutor/persona';
import { PHRASEBOOK } from '../../content/tutor/phrasebook';
import * as reactions from '../../content/tutor/reactions';
import { ABOUT_YOU, TOPICS } from '../../content/tutor/topics';
import { PRACTICE_QUESTIONS } from '../../content/tutor/practice-questions';
import type { Line } from '../../content/tutor/types';
import { fill } from '../compose';
import { createGrammarChecker } from '../grammar/engine';
import { wordCount } from '../text';

const checker = createGrammarChecker(getGlossary());
// Sample slot fillers, the kinds the tutor uses: names, places, checked noun phrases.
const SLOTS = {
  name: 'Ana',
  place: 'Londres',
  word: 'la receta',
  gloss: ' (recipe)',
  thing: { es: 'los perros', en: 'dogs' },
  Thing: { es: 'Los perros', en: 'dogs' },
  gusta: 'gustan',
  right: 'tengo hambre',
  wrong: '',
  sentence: 'Tengo hambre',
  english: 'dog',
  spanish: 'el perro',
  model: 'Me gustan los perros',
  answer: 'Me gusta el café',
  a: 'hola',
  b: 'adiós',
  count: 'tres expresiones',
  example: 'la mesa blanca',
  point: 'Adjective after the noun',
  title: { es: 'Saludos y presentaciones', en: 'Greetings and Introductions' },
  task: { es: 'Saluda y di tu nombre.', en: 'Say hello and give your name.' },
  role: { es: 'una compañera de clase', en: 'a classmate' },
  scene: { es: 'Estamos en una clase de español.', en: 'We are in a Spanish class.' },
  line: { es: 'Me llamo Pablo.', en: 'My name is Pablo.' },
  question: { es: '¿Cómo se llama el chico?', en: 'What is the boy called?' },
  missed: { es: '«hola» y «adiós»', en: '“hola” and “adiós”' },
};

function lines(value: unknown): Line[] {
  if (Array.isArray(value)) return value.flatMap(lines);
  if (value && typeof value === 'object') {
    if ('es' in value && 'en' in value) return [value as Line];
    return Object.values(value).flatMap(lines);
  }
  return [];
}

const all: [string, Line][] = [
  ...lines(reactions).map((l) => ['reactions', l] as [string, Line]),
  ...lines(help).map((l) => ['help', l] as [string, Line]),
  ...lines(teaching).map((l) => ['lesson teaching', l] as [string, Line]),
  ...PERSONA.flatMap((p) => p.answers.map((l) => [`persona ${p.id}`, l] as [string, Line])),
  ...[ABOUT_YOU, ...TOPICS].flatMap((topic) => [
    ...topic.questions.flatMap((q) =>
      [q, q.simple, q.answer].map((l) => [`topic ${topic.id}`, l] as [string, Line]),
    ),
    ...topic.facts.map((f) => [`topic ${topic.id} fact`, f.line] as [string, Line]),
  ]),
  ...Object.entries(PRACTICE_QUESTIONS).flatMap(([kind, questions]) =>
    questions.flatMap((q) => [q, q.simple, q.answer].map((l) => [`practice ${kind}`, l] as [string, Line])),
  ),
  ...PHRASEBOOK.flatMap((p) =>
    [p.es, ...(p.esFeminine ? [p.esFeminine] : [])].map(
      (es) => ['phrasebook', { es, en: p.en[0] ?? p.meaning }] as [string, Line],
    ),
  ),
  ...GRAMMAR_NOTES.flatMap((n) =>
    [n.answer.basic, n.answer.richer, n.example, n.more].map(
      (l) => [`grammar note ${n.id}`, l] as [string, Line],
    ),
  ),
];

describe('every template the tutor speaks', () => {
  it('there are many of them', () => expect(all.length).toBeGreaterThan(250));

  it.each(all.map(([where, line]) => [where, line.es, line] as const))(
    '%s: «%s» is grammatical, translated, short',
    (_where, _es, line) => {
      const filled = fill(line, SLOTS);
      expect(checker.findings(filled.es.replace(/«»/g, '').replace(/\([^)]*\)/g, ''))).toEqual([]);
      expect(filled.en.trim()).not.toBe('');
      expect(filled.es).not.toMatch(/\{\w+\}/);
      expect(filled.en).not.toMatch(/\{\w+\}/);
      expect(wordCount(filled.es)).toBeLessThanOrEqual(20);
    },
  );

  it('every topic has questions for beginners and for richer levels, with different phrasings', () => {
    for (const topic of TOPICS) {
      expect(topic.questions.filter((q) => q.tier === 'basic').length).toBeGreaterThanOrEqual(4);
      expect(topic.questions.filter((q) => q.tier === 'richer').length).toBeGreaterThanOrEqual(2);
      for (const q of topic.questions) expect(q.simple.es).not.toBe(q.es);
    }
  });
});
