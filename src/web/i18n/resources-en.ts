import { core as enCore } from './en/core';
import { dashboard as enDashboard } from './en/dashboard';
import { flashcards as enFlashcards } from './en/flashcards';
import { lessons as enLessons } from './en/lessons';
import { onboarding as enOnboarding } from './en/onboarding';
import { quickStart as enQuickStart } from './en/quick-start';
import { assessment as enAssessment } from './en/assessment';
import { payment as enPayment } from './en/payment';
import { settings as enSettings } from './en/settings';
import { chat as enChat } from './en/chat';
import { reminders as enReminders } from './en/reminders';
import { catalogue as enCatalogue } from './en/catalogue';
import { myData as enMyData } from './en/my-data';
import { mistakes as enMistakes } from './en/mistakes';
import { listening as enListening } from './en/listening';
import { cardSource as enCardSource } from './en/card-source';

/** The English translation tree: core keys at the top, each feature under its own key. Loaded on demand (index.ts). */
export const translation = {
  ...enCore,
  dashboard: enDashboard,
  flashcards: enFlashcards,
  lessons: enLessons,
  onboarding: enOnboarding,
  quickStart: enQuickStart,
  assessment: enAssessment,
  payment: enPayment,
  settings: enSettings,
  chat: enChat,
  reminders: enReminders,
  catalogue: enCatalogue,
  myData: enMyData,
  mistakes: enMistakes,
  listening: enListening,
  cardSource: enCardSource,
};
