import { useTranslation } from 'react-i18next';
import type { LessonSpanishText } from '../../contracts/lessons';

/** The learner-facing text of a lesson: English by default (the spec's), Spanish in the Spanish UI. */
export interface LessonText {
  title: string;
  description: string;
  objectives: string[];
}

interface LessonWithText extends LessonText {
  /** Optional so lessons cached before the Spanish text existed still read in English. */
  es?: LessonSpanishText | null;
}

const isSpanish = (language: string | undefined) => language?.toLowerCase().startsWith('es') === true;

/** Just the title, for places that have nothing else (the dashboard's next lesson). */
export function lessonTitle(
  lesson: { title: string; es?: { title: string } | null },
  language: string | undefined,
): string {
  return (isSpanish(language) ? lesson.es?.title : undefined) ?? lesson.title;
}

/** The text to show for `lesson` in the UI language `language` ("es", "es-ES", "en"…). */
export function lessonText(lesson: LessonWithText, language: string | undefined): LessonText {
  const spanish = isSpanish(language) ? lesson.es : null;
  if (!spanish)
    return { title: lesson.title, description: lesson.description, objectives: lesson.objectives };
  return {
    title: spanish.title,
    description: spanish.description,
    // Same length as the English list by the content schema; fall back per item all the same.
    objectives: lesson.objectives.map((objective, i) => spanish.objectives[i] ?? objective),
  };
}

function useUiLanguage(): string | undefined {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? i18n.language;
}

/** Returns a function giving any lesson's text in the current UI language. */
export function useLessonText(): (lesson: LessonWithText) => LessonText {
  const language = useUiLanguage();
  return (lesson) => lessonText(lesson, language);
}

/** Returns a function giving any lesson's title in the current UI language. */
export function useLessonTitle(): (lesson: { title: string; es?: { title: string } | null }) => string {
  const language = useUiLanguage();
  return (lesson) => lessonTitle(lesson, language);
}
