// ESLint: TypeScript's recommended type-aware rules, React's, and jsx-a11y's accessibility checks.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import noImportCircles from './scripts/lint/no-import-circles.js';
import wordsFromContent from './scripts/lint/words-from-content.js';

/** The project's top-level folders of code, each a layer with its rule below; tests/ may import anything. */
const FOLDERS = [
  'pages',
  'components',
  'content',
  'client',
  'hosting',
  'pictures',
  'styles',
  'cms',
  'deploy',
  'stages',
  'lib',
  'scripts',
];

/** A record's module (content/<name>.ts) and the module of the site-wide records, as a path from the root. */
const RECORDS = 'content/(?:(?!lib/)[^/]+|lib/records/site-wide)$';

/** How deep a folder's files may sit: pages/ nests deepest (pages/impact/blogs/category/[category]/page/[page].tsx). */
const DEEPEST = 8;

/** The project's own rules (scripts/lint/), one plugin named `site`. */
const site = { rules: { 'no-import-circles': noImportCircles, 'words-from-content': wordsFromContent } };

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-config/',
      'dist-photos/',
      'dist-photos-config/',
      'dist-fixture/',
      'dist-fixture-config/',
      'dist-enlarged/',
      'dist-enlarged-config/',
      '.enlarged-content/',
      'dist-refusal/',
      'dist-as-of/',
      'dist-as-of-config/',
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
  // The JavaScript files (this config, its two rules, two tools' settings) are outside tsconfig.json and carry no
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
      // HTML's `blocking="render"` (components/Head.tsx), which React 19 passes through and types, and the
      // plugin's list of attributes does not have yet.
      'react/no-unknown-property': ['error', { ignore: ['blocking'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  // No circle of imports, type-only ones included (scripts/lint/no-import-circles.js).
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { site },
    rules: { 'site/no-import-circles': 'error' },
  },
  // Every word a visitor or a screen reader meets comes from content/, so both editions translate it.
  {
    files: ['pages/**/*.tsx', 'components/**/*.tsx'],
    plugins: { site },
    rules: {
      'site/words-from-content': 'error',
      // The build learns which widget scripts a page needs from the widgets that render (stages/render.ts).
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='data-module']",
          message:
            "Mark a widget's root with {...useWidget('<name>')} (components/PageParts.tsx), so the build bundles client/<name>.ts into the page's script.",
        },
        // Each edition links to its own pages, as href() writes them (content/lib/words/href.ts); nothing rewrites them later.
        ...[
          'Literal[value=/^\\//]',
          'JSXExpressionContainer > Literal[value=/^\\//]',
          'JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > Literal[value=/^\\//]',
          'JSXExpressionContainer > TemplateLiteral > TemplateElement:first-child[value.raw=/^\\//]',
        ].map((value) => ({
          selector: `JSXAttribute[name.name=/^(href|action)$/] > ${value}`,
          message:
            "Write a root-relative link as href('/path/') (content/lib/words/href.ts), so the Kiswahili edition links to its own pages.",
        })),
      ],
    },
  },
  // Imports go one way (ARCHITECTURE.md, "Folders, and what each may import"): a folder's files may import
  // npm packages, their own folder and what their layer names; anything else of the project is refused.
  ...layer(
    'content',
    ['lib'],
    'Content is data: the records, their schemas and what they share (content/lib/). It imports no markup, script, host rule or build, only the shared file helpers (lib/).',
  ),
  ...layer(
    'components',
    ['content/lib', 'pictures/metadata', 'pictures/slots', 'lib'],
    'Components lay out what they are given: they import content/lib/ (shapes, helpers), other components, the picture pipeline’s metadata and slots, and the shared file helpers (lib/); never pages, client scripts, host rules or the build.',
    {
      // A record's module (content/<name>.ts) and the site-wide records: their types only.
      typesFrom: [RECORDS],
      message:
        "Components are given the records they show: by their page, as props, or the site-wide ones by Layout, through useSite() (components/SiteContext.tsx). From a record's module import its types only (import type); shapes and helpers are in content/lib/.",
    },
  ),
  ...layer(
    'pages',
    ['content', 'components', 'lib'],
    'Pages compose: each lays its records (content/) out with components (and may use lib/). A page reaches client scripts only through its widgets’ markup, and gives the build data rather than making its outputs (a feed: stages/atom.ts).',
  ),
  ...layer(
    'client',
    ['content/lib/words/template', 'content/lib/time/when'],
    'Client scripts stand alone: they read what they need from the markup. The shared pieces are content/lib/words/template (filling a sentence’s {placeholders}) and content/lib/time/when (writing a date or a time), so the page and its script word them alike.',
  ),
  ...layer(
    'styles',
    [],
    'Styles are the stylesheet and the rules a page keeps of it (page-stylesheet.ts, with postcss): they import nothing of the site.',
  ),
  ...layer(
    'hosting',
    ['content/site', 'content/lib', 'lib'],
    'The host rules (headers, host configurations, the local server) follow from the site record (content/site, content/lib/) alone, with the shared helpers (lib/).',
  ),
  ...layer(
    'pictures',
    ['content/lib', 'lib'],
    'The picture pipeline reads the pictures named in the records (content/lib/records/pictures) and makes their files (with lib/); it imports no record, markup or build.',
  ),
  ...layer(
    'cms',
    ['content', 'components', 'pictures/metadata', 'lib'],
    'The content editor’s configuration is made from the content schemas (content/), its files with the shared helpers (lib/), and its preview shows an entry’s page with the components that lay the page out (components/, with the pictures’ metadata they are given: pictures/metadata); it imports no page, client script, host rule or build.',
  ),
  ...layer(
    'deploy',
    ['hosting', 'lib'],
    'Publishing reads the built site, not its sources: only the host rules it shares with hosting/ (the denied files, the hashed-file rule) and the shared helpers (lib/).',
  ),
  ...layer('lib', [], 'lib/ holds the file helpers every layer shares, so it imports no layer.'),
  ...layer(
    'scripts',
    [...FOLDERS, 'build', 'tests/support'],
    'Scripts (npm run …, and what they share in scripts/lib/) may use any layer and the build (build.ts), and the browser, server and project copy the tests drive (tests/support/), but no test.',
  ),
  ...layer(
    'stages',
    ['content/lib', 'pictures', 'styles', 'cms', 'lib'],
    'The build’s stages (stages/, build.ts) use content/lib/, the picture pipeline, styles/, the content editor’s files (cms/) and lib/; the build’s own checks (its links, where a text is written, the run’s summary) are stages too. Client scripts they bundle as files (stages/widgets.ts); they import no command of scripts/ and no test.',
    {
      // The site's own code and records come to the build through its bundle, made afresh from the project being
      // built in each edition (stages/site-bundle.ts): imported directly they would be the ones of this checkout
      // in English.
      typesFrom: ['(?:pages|components|hosting)(?:/|$)', RECORDS],
      message:
        'The build reaches pages, components, host rules and records only through the site bundle (stages/site-bundle.ts, SiteModule), which is made from the project being built in each edition: from their modules import types only (import type).',
    },
    ['build.ts'],
  ),
);

/**
 * A layer's rule: the files of `folder` (and the `rootFiles` beside it, at the project's root) may import npm
 * packages, their own folder and what `may` names (folders or modules, as paths from the project's root), and
 * only types (`import type`) from what `types.typesFrom` matches (regular expressions over the same paths).
 * Any other import of the project fails with `message`.
 *
 * A relative import reaches the project's root with one `../` for each level its file is deep, so each depth
 * gets its own patterns: `../pictures` is the picture pipeline from content/reports.ts but content/pictures/
 * from content/lib/records/pictures.ts. typescript-eslint's no-restricted-imports, which knows `import type`.
 */
function layer(folder, may, message, types, rootFiles = []) {
  const allowed = [
    ...[folder, ...may].map((path) => `${path.replace(/\./g, '\\.')}(?:/|$)`),
    ...(types?.typesFrom ?? []),
  ];
  const rule = (up) => {
    const patterns = [{ regex: `^${up}(?!${allowed.join('|')})`, message }];
    if (types)
      patterns.push({
        regex: `^${up}(?:${types.typesFrom.join('|')})`,
        message: types.message,
        allowTypeImports: true,
      });
    return { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] };
  };
  const depths = Array.from({ length: DEEPEST }, (_, i) => i + 1);
  return [
    ...(rootFiles.length > 0 ? [{ files: rootFiles, rules: rule('\\./') }] : []),
    ...depths.map((depth) => ({
      files: [`${folder}/${'*/'.repeat(depth - 1)}*.{js,ts,tsx}`],
      rules: rule(`(?:\\.\\./){${depth}}`),
    })),
  ];
}
