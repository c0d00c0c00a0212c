import { describe, expect, it } from 'vitest';
import type { Level } from '../levels';
import { fallbackExtract, type CorrectionNote, type LessonTarget } from './fallback-extractor';
import { TEST_GLOSSARY, TEST_STOP_WORDS } from './glossary-fixtures';

interface Case {
  name: string;
  level: Level;
  lines: string[];
  introducedWords?: string[];
  corrections?: CorrectionNote[];
  lessonTargets?: LessonTarget[];
  knownWords?: string[];
  /** The words kept, in order. */
  kept: string[];
  /** Word → the sentence its card shows. */
  contexts?: Record<string, string>;
  translations?: Record<string, string>;
}

const CASES: Case[] = [
  {
    name: 'A1 routine: the word asked about first, pronominal verbs, no greeting, name or taught-only word',
    level: 'A1',
    lines: [
      'assistant: ¡Hola! ¿Cómo te llamas?',
      'user: Hola, me llamo Tom.',
      'assistant: ¡Encantada, Tom! ¿A qué hora te levantas?',
      'user: Me levanto a las siete y me ducho.',
      'assistant: Una palabra nueva: «madrugar» (to get up early). ¿Te gusta madrugar?',
      'user: ¿Qué significa "madrugar"?',
      'assistant: «madrugar» significa «to get up early». Otra palabra útil: «el horario» (schedule).',
      'user: Sí, desayuno pan con tomate en la cocina. Gracias.',
    ],
    introducedWords: ['madrugar', 'horario'],
    kept: ['madrugar', 'levantarse', 'ducharse', 'desayunar', 'pan', 'tomate', 'cocina'],
    contexts: {
      madrugar: '¿Te gusta madrugar?',
      levantarse: '¿A qué hora te levantas?',
      ducharse: 'Me levanto a las siete y me ducho.',
    },
    translations: { madrugar: 'to get up early' },
  },
  {
    name: 'A2 likes: the corrected word first, cards show the corrected sentence only',
    level: 'A2',
    lines: [
      'assistant: ¿Qué animales te gustan?',
      'user: Me gusta los gatos.',
      'assistant: Casi. Se dice «me gustan los gatos», no «me gusta los gatos».',
      'user: Y mi vecino tiene un perro ruidoso.',
    ],
    corrections: [{ original: 'Me gusta los gatos.', corrected: 'Me gustan los gatos.' }],
    // gato and tener are far below an A2 learner: they only fill up to the minimum of 5.
    kept: ['gustar', 'vecino', 'ruidoso', 'gato', 'tener'],
    contexts: { gustar: 'Me gustan los gatos.', gato: 'Me gustan los gatos.' },
  },
  {
    name: 'B1 bill: a correction only in the reply («el cuenta» → «la cuenta»), a plain levantar',
    level: 'B1',
    lines: [
      'assistant: ¿Y la cuenta?',
      'user: El cuenta fue barato. En clase levanto la mano.',
      'assistant: ¡Ojo! Se dice «la cuenta fue barata», no «el cuenta fue barato».',
    ],
    kept: ['cuenta', 'barato', 'levantar', 'mano'],
    contexts: { cuenta: 'La cuenta fue barata.', barato: 'La cuenta fue barata.' },
  },
  {
    name: 'A0 pets: "how do you say", numbers never, a taught word the learner used comes last',
    level: 'A0',
    lines: [
      'assistant: ¿Tienes mascotas?',
      'user: How do you say "small"?',
      'assistant: «small» en español es «pequeño». Una palabra nueva: «la mascota» (pet).',
      'user: Tengo tres mascotas y un perro pequeño.',
    ],
    introducedWords: ['mascota'],
    kept: ['pequeño', 'tener', 'perro', 'mascota'],
    translations: { pequeño: 'small' },
  },
  {
    name: 'A1 café lesson: the targets met with the lesson English, their words not again',
    level: 'A1',
    lines: [
      'assistant: ¿Qué le pongo?',
      'user: Un café con leche y una tostada, por favor. ¿Me trae la carta?',
      'assistant: Aquí tiene la carta.',
    ],
    lessonTargets: [
      { spanish: 'un café con leche', english: 'a coffee with milk' },
      { spanish: 'una tostada', english: 'a slice of toast' },
      { spanish: 'la carta', english: 'menu' },
    ],
    kept: ['café con leche', 'tostada', 'carta', 'traer'],
    contexts: {
      'café con leche': 'Un café con leche y una tostada, por favor.',
      carta: 'Aquí tiene la carta.',
    },
    translations: { carta: 'menu' },
  },
  {
    name: 'B2 work: known words stay out in every tier; basic words only fill to the minimum',
    level: 'B2',
    lines: [
      'assistant: ¿Cómo llevas los plazos?',
      'user: ¿Qué quiere decir "plazos"?',
      'assistant: Un plazo es el tiempo para terminar algo: «deadline».',
      'user: Tengo que entregar un informe mañana en casa.',
    ],
    knownWords: ['informe'],
    kept: ['plazo', 'entregar', 'tener', 'casa', 'mañana'],
    translations: { plazo: 'deadline' },
  },
];

describe('fallbackExtract keeps words as a teacher would', () => {
  it.each(CASES)('$name', (c) => {
    const result = fallbackExtract({
      transcript: c.lines.join('\n'),
      level: c.level,
      knownWords: c.knownWords ?? [],
      glossary: TEST_GLOSSARY,
      stopWords: TEST_STOP_WORDS,
      introducedWords: c.introducedWords ?? [],
      corrections: c.corrections ?? [],
      lessonTargets: c.lessonTargets ?? [],
    });
    const byWord = new Map(result.extractedWords.map((w) => [w.word, w]));
    expect(result.extractedWords.map((w) => w.word)).toEqual(c.kept);
    for (const [word, context] of Object.entries(c.contexts ?? {}))
      expect(byWord.get(word)?.context).toBe(context);
    for (const [word, meaning] of Object.entries(c.translations ?? {}))
      expect(byWord.get(word)?.translation).toBe(meaning);
  });

  it("never shows a learner sentence the tutor corrected, even when the tutor's words do not match it", () => {
    const result = fallbackExtract({
      transcript: [
        'user: Yo soy tres gatos.',
        'assistant: ¡Ojo! Se dice «tengo tres gatos», no «soy 3 gatos».',
      ].join('\n'),
      level: 'A1',
      knownWords: [],
      glossary: TEST_GLOSSARY,
      stopWords: TEST_STOP_WORDS,
    });
    for (const word of result.extractedWords) expect(word.context).not.toContain('soy');
  });
});
