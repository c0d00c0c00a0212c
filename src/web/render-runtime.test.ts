import { describe, expect, it } from 'vitest';
import type { ConfigEnv, UserConfig } from 'vite';
import viteConfig, { preactAliases } from '../../vite.config';

type ConfigFactory = (env: ConfigEnv) => UserConfig;

/** The module `react-dom/client` resolves to under a configuration's aliases. */
function reactDomClientOf(config: UserConfig): string | undefined {
  const aliases = (config.resolve?.alias ?? []) as { find: RegExp; replacement: string }[];
  return aliases.find((alias) => alias.find.test('react-dom/client'))?.replacement;
}

describe('one React runtime', () => {
  it.each(['serve', 'build'] as const)(
    'vite %s renders with preact/compat, as the build ships',
    (command) => {
      const config = (viteConfig as unknown as ConfigFactory)({ command, mode: 'development' });
      expect(config.resolve?.alias).toBe(preactAliases);
      expect(reactDomClientOf(config)).toMatch(/src\/web\/preact-client\.ts$/);
      const react = preactAliases.find((alias) => alias.find.test('react'));
      expect(react?.replacement).toBe('preact/compat');
    },
  );
});
