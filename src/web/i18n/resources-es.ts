import { core as esCore } from './es/core';
import { dashboard as esDashboard } from './es/dashboard';
import { flashcards as esFlashcards } from './es/flashcards';
import { lessons as esLessons } from './es/lessons';
import { onboarding as esOnboarding } from './es/onboarding';
import { quickStart as esQuickStart } from './es/quick-start';
import { assessment as esAssessment } from './es/assessment';
import { payment as esPayment } from './es/payment';
import { settings as esSettings } from './es/settings';
import { chat as esChat } from './es/chat';
import { reminders as esReminders } from './es/reminders';
import { catalogue as esCatalogue } from './es/catalogue';
import { myData as esMyData } from './es/my-data';
import { mistakes as esMistakes } from './es/mistakes';
import { listening as esListening } from './es/listening';
import { cardSource as esCardSource } from './es/card-source';

/** The Spanish translation tree: core keys at the top, each feature under its own key. Loaded on demand (index.ts). */
export const translation = {
  ...esCore,
  dashboard: esDashboard,
  flashcards: esFlashcards,
  lessons: esLessons,
  onboarding: esOnboarding,
  quickStart: esQuickStart,
  assessment: esAssessment,
  payment: esPayment,
  settings: esSettings,
  chat: esChat,
  reminders: esReminders,
  catalogue: esCatalogue,
  myData: esMyData,
  mistakes: esMistakes,
  listening: esListening,
  cardSource: esCardSource,
};
