// ESLint: TypeScript's recommended type-aware rules, React's, and jsx-a11y's accessibility checks.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import wordsFromContent from './scripts/lint/words-from-content.js';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-config/',
      'dist-photos/',
      'dist-photos-config/',
      'dist-fixture/',
      'dist-fixture-config/',
      '.dev/',
      '.dev-config/',
      'node_modules/',
      'screenshots/',
      '.dist-*/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  // The JavaScript files (this config, its one rule, two tools' settings) are outside tsconfig.json and carry no
  // types, so every value in them is `any`: the type-aware rules would report that, not bugs. They keep the rest.
  { files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
  { files: ['**/*.cjs'], languageOptions: { globals: globals.node, sourceType: 'commonjs' } },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { react, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    settings: { react: { version: 'detect' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...jsxA11y.flatConfigs.strict.rules,
      // Props are typed with TypeScript.
      'react/prop-types': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  // Every word a visitor or a screen reader meets comes from content/, so both editions translate it.
  {
    files: ['pages/**/*.tsx', 'components/**/*.tsx'],
    plugins: { site: { rules: { 'words-from-content': wordsFromContent } } },
    rules: { 'site/words-from-content': 'error' },
  },
  // Imports go one way (ARCHITECTURE.md): content <- components <- pages; client/ stands alone.
  layer(
    'content/**',
    ['components', 'pages', 'client', 'hosting', 'pictures'],
    'Content is data: it never imports markup, scripts or the picture pipeline.',
  ),
  layer(
    'components/**',
    ['pages', 'client', 'pictures'],
    'Components lay out content; they never import pages, client scripts or the picture pipeline (only its facts and slots).',
    ['pictures/facts', 'pictures/slots'],
  ),
  layer('pages/**', ['client'], 'Pages reach client scripts only through data-module in their markup.'),
  layer(
    'cms/**',
    ['components', 'pages', 'client', 'hosting', 'pictures'],
    'The CMS configuration is made from the content schemas alone.',
  ),
  layer(
    'deploy/**',
    ['content', 'components', 'pages', 'client', 'pictures', 'cms'],
    'Publishing reads the built site, not its sources: only the host rules it shares with hosting/.',
  ),
  layer(
    'client/**',
    ['content', 'components', 'pages', 'hosting', 'pictures'],
    'Client scripts stand alone: they read what they need from the markup.',
    // The one shared piece: filling a sentence's {placeholders}, so the page and its script word it alike.
    ['content/lib/template'],
  ),
);

/** A folder's files may not import from the named folders (at any depth), but for the `allowed` modules. */
function layer(files, forbidden, message, allowed = []) {
  const except = allowed.map((path) => `(?!${path}$)`).join('');
  const regex = `^(?:\\.{1,2}/)*${except}(?:${forbidden.join('|')})(?:/|$)`;
  return {
    files: [files],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex, message }] }] },
  };
}
