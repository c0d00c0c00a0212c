import { beforeAll, describe, expect, it } from 'vitest';
import { REGISTER_MESSAGES } from '../../domain/account/auth-messages';
import { catalogue } from './en/catalogue';
import { catalogueKey } from './catalogue';
import i18n, { i18nReady } from './index';

// Both languages' strings are loaded on demand; these tests read both.
beforeAll(async () => {
  await i18nReady;
  await i18n.loadLanguages(['en', 'es']);
});

// Every catalogue message has a Spanish text; the English one stays the spec's.
describe('error catalogue', () => {
  const entries = Object.entries(catalogue).flatMap(([group, texts]) =>
    Object.entries(texts).map(([name, text]) => [`catalogue.${group}.${name}`, text] as const),
  );

  it.each(entries)('%s has a Spanish text of its own', (key, english) => {
    expect(i18n.getFixedT('en')(key)).toBe(english);
    const spanish = i18n.getFixedT('es')(key);
    expect(spanish).not.toBe(english);
    expect(spanish).not.toBe(key);
  });

  it('finds the key of an English text as the server sends it', () => {
    const key = catalogueKey(REGISTER_MESSAGES['wrong-password']);
    expect(key).toBe('catalogue.register.wrongPassword');
    expect(i18n.getFixedT('es')(key ?? '')).toBe(
      'Contraseña incorrecta. Inténtalo de nuevo o usa «¿Olvidaste tu contraseña?».',
    );
    expect(catalogueKey('Some other text')).toBeUndefined();
  });
});
