import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources } from './resources';

/** UI language (en/es) is a setting; English is the default and the fallback. */
void i18n.use(initReactI18next).init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18n;
