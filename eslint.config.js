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
  ...tseslint.configs.recommended,
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
    rules: {
      'site/words-from-content': 'error',
      // The build learns which widget scripts a page needs from the widgets that render (build/render.ts).
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='data-module']",
          message:
            "Mark a widget's root with {...useWidget('<name>')} (components/PageParts.tsx), so the build bundles client/<name>.ts into the page's script.",
        },
        // Each edition links to its own pages, as href() writes them (content/lib/href.ts); nothing rewrites them later.
        ...[
          'Literal[value=/^\\//]',
          'JSXExpressionContainer > Literal[value=/^\\//]',
          'JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > Literal[value=/^\\//]',
          'JSXExpressionContainer > TemplateLiteral > TemplateElement:first-child[value.raw=/^\\//]',
        ].map((value) => ({
          selector: `JSXAttribute[name.name=/^(href|action)$/] > ${value}`,
          message:
            "Write a root-relative link as href('/path/') (content/lib/href.ts), so the Kiswahili edition links to its own pages.",
        })),
      ],
    },
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
    'Components lay out content; they never import pages, client scripts or the picture pipeline (only its metadata and slots).',
    ['pictures/metadata', 'pictures/slots'],
    // A record's module (content/<name>.ts) and the site-wide records: their types only.
    {
      regex: '^(?:\\.{1,2}/)*content/(?:(?!lib/)[^/]+|lib/site-wide)$',
      message:
        "Components are given the records they show: by their page, as props, or the site-wide ones by Layout, through useSite() (components/SiteContext.tsx). From a record's module import its types only (import type); shapes and helpers are in content/lib/.",
    },
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

/**
 * A folder's files may not import from the named folders (at any depth), but for the `allowed` modules, nor
 * anything but types from the modules `typesOnly` matches (a `{ regex, message }` pattern). typescript-eslint's
 * version of the rule, which knows `import type`.
 */
function layer(files, forbidden, message, allowed = [], typesOnly) {
  const except = allowed.map((path) => `(?!${path}$)`).join('');
  const regex = `^(?:\\.{1,2}/)*${except}(?:${forbidden.join('|')})(?:/|$)`;
  const patterns = [{ regex, message }, ...(typesOnly ? [{ ...typesOnly, allowTypeImports: true }] : [])];
  return {
    files: [files],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] },
  };
}
