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

/** One translation tree per language: core keys at the top, each feature under its own key. */
export const resources = {
  en: {
    translation: {
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
    },
  },
  es: {
    translation: {
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
    },
  },
} as const;
