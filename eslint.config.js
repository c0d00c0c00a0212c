import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Dependency direction (docs/architecture.md#dependency-direction): domain <- content <- contracts <- tutor <- server;
// contracts <- web. The built-in tutor is pure: it imports only domain, content and contracts.
// Inside web: components/lib <- features <- app, and features never import each other.
const features = readdirSync('src/web/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const zones = [
  { target: './src/domain', from: ['./src/content', './src/contracts', './src/tutor', './src/server', './src/web'] },
  { target: './src/content', from: ['./src/contracts', './src/tutor', './src/server', './src/web'] },
  { target: './src/contracts', from: ['./src/tutor', './src/server', './src/web'] },
  { target: './src/tutor', from: ['./src/server', './src/web'] },
  { target: './src/server', from: './src/web' },
  { target: './src/web', from: ['./src/server', './src/tutor'] },
  { target: ['./src/web/components', './src/web/lib'], from: ['./src/web/features', './src/web/app'] },
  { target: './src/web/features', from: './src/web/app' },
  ...features.map((name) => ({
    target: `./src/web/features/${name}`,
    from: './src/web/features',
    except: [`./${name}`],
    message: 'Features do not import each other: move shared code to src/web/lib or components/ui.',
  })),
];

export default tseslint.config(
  {
    // Everything git ignores (scratch folders, build output) is not the project's code.
    ignores: ['dist/**', 'node_modules/**', 'src/server/db/migrations/**', 'coverage/**', 'test-results/**', 'playwright-report/**', '.tmp/**', 'data/**'],
  },
  js.configs.recommended,
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
    rules: {
      'import/no-restricted-paths': ['error', { zones }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through src/server/env.ts.',
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'Pass time in.' },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Pass time in.' },
        { selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']", message: 'Pass randomness in.' },
      ],
    },
  },
  {
    files: ['src/server/env.ts', 'tests/**', 'scripts/**', 'bench/**', 'eval/**', '*.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
