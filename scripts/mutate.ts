/**
 * `npm run mutate`: a check of the checks. Applies each small, deliberate breakage below to a fresh copy of
 * the project and runs the test suite's stages on it (build, the test files named for it, types and lint,
 * all of vitest stopping at the first failure, pa11y); a breakage the suite does not catch is a blind spot. Prints a score and lists the
 * breakages that survived. Not part of `npm test`: each mutant costs a build and a test run.
 *
 *   npm run mutate                 every mutant
 *   npm run mutate -- gallery      only the mutants whose name contains "gallery"
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

interface Mutant {
  name: string;
  file: string;
  /** The exact text replaced: a mutant whose text is gone from the file is reported, not run. */
  find: string;
  replace: string;
  /**
   * The test files expected to catch it, run first so that a caught mutant costs one file's run, not the
   * suite's. Only a speed-up: when they pass, the whole suite still runs.
   */
  tests: string[];
}

const mutants: Mutant[] = [
  {
    name: 'pictures: a phone photo is not turned upright',
    file: 'pictures/encode.ts',
    tests: ['tests/unit/pictures.test.ts'],
    find: `      const { data, info } = await sharp(file, { failOn: 'error' })
        .autoOrient()`,
    replace: `      const { data, info } = await sharp(file, { failOn: 'error' })`,
  },
  {
    name: 'pictures: every picture loads at once, none lazily',
    file: 'components/Picture.tsx',
    tests: ['tests/build/site.test.ts'],
    find: "    loading: priority ? undefined : 'lazy',",
    replace: '    loading: undefined,',
  },
  {
    name: 'consent: a gated script runs a second after Reject All',
    file: 'client/lib/consent-engine.ts',
    tests: ['tests/browser/cookie-banner.test.ts'],
    find: '  if (!CookieConsent.validConsent())',
    replace: "  setTimeout(() => CookieConsent.acceptCategory('all'), 1000);\n  if (!CookieConsent.validConsent())",
  },
  {
    name: 'consent: the close icon stores a rejection',
    file: 'client/cookie-banner.ts',
    tests: ['tests/browser/cookie-banner.test.ts'],
    find: '    dismiss(session);',
    replace: "    storeDecision(local, 'rejected');",
  },
  {
    name: 'values: the descriptions are dropped',
    file: 'pages/about/values.tsx',
    tests: ['tests/build/about.test.ts'],
    find: '<p>{value.description}</p>',
    replace: '',
  },
  {
    name: 'about: the mission paragraph is dropped',
    file: 'pages/about/index.tsx',
    tests: ['tests/build/about.test.ts'],
    find: '<p>{about.mission}</p>',
    replace: '',
  },
  {
    name: 'header: the menu button is never revealed',
    file: 'client/header.ts',
    tests: ['tests/browser/header.test.ts'],
    find: '  menuButton.hidden = false;',
    replace: '',
  },
  {
    name: 'header: its script is not linked',
    file: 'components/Header.tsx',
    tests: ['tests/browser/header.test.ts'],
    find: "useWidget('header')",
    replace: "useWidget('header', false)",
  },
  {
    name: 'video: the player loads on arrival',
    file: 'client/video.ts',
    tests: ['tests/browser/video.test.ts'],
    find: '  link.addEventListener(',
    replace: '  queueMicrotask(() => link.click());\n  link.addEventListener(',
  },
  {
    name: 'filter: the status counts nothing',
    file: 'client/filter.ts',
    tests: ['tests/browser/blog-filter.test.ts'],
    find: '      if (match) shown++;',
    replace: '',
  },
  {
    name: 'gallery: focus is not returned to the card',
    file: 'client/gallery.ts',
    tests: ['tests/browser/gallery.test.ts'],
    find: "  dialog.addEventListener('close', () => opener?.focus());",
    replace: "  dialog.addEventListener('close', () => (document.activeElement as HTMLElement | null)?.blur());",
  },
  {
    name: 'styles: a page keeps only the rules its markup names, not those its scripts need',
    file: 'stages/render.ts',
    tests: ['tests/browser/header.test.ts'],
    find: 'const styles = ctx.stylesFor(classes, script?.code) + placeholderRules(parts);',
    replace: 'const styles = ctx.stylesFor(classes) + placeholderRules(parts);',
  },
  {
    name: 'render: a page’s markup is read for no class, so it inlines none of its components’ rules',
    file: 'styles/page-stylesheet.ts',
    tests: ['tests/unit/page-stylesheet.test.ts', 'tests/stages/render.test.tsx'],
    find: 'for (const name of value.split(/\\s+/)) if (name) classes.add(name);',
    replace: 'void value;',
  },
  {
    name: 'editions: English shown for want of a translation is not marked as English',
    file: 'components/jsx/english-marks.ts',
    tests: ['tests/unit/jsx-runtime.test.tsx'],
    find: 'return textOnly ? withoutEnglishMarks(children) : markedRuns(children, key);',
    replace: 'return withoutEnglishMarks(children);',
  },
  {
    name: 'scripts: a set of widgets is named by its text before the consent engine’s name is filled in',
    file: 'stages/widgets.ts',
    tests: ['tests/stages/widgets.test.ts'],
    find: "src: `/assets/${named('widgets', code)}`",
    replace: "src: `/assets/${named('widgets', text)}`",
  },
  {
    name: 'images: content pictures lose their alt text',
    file: 'components/Picture.tsx',
    tests: ['tests/build/site.test.ts'],
    find: "  const alt = image.alt ?? '';",
    replace: "  const alt = '';",
  },
  {
    name: 'build: files from an earlier build are kept',
    file: 'stages/write.ts',
    tests: ['tests/stages/write.test.ts'],
    find: '  for (const [from, to] of moves) await rename(from, to);',
    replace:
      '  for (const [from, to] of moves) await rename(from, to);\n  for (const [, to] of moves)\n    await cp(join(staging, `old-${basename(to)}`), to, { recursive: true, force: false }).catch(() => {});',
  },
  {
    name: 'head: the canonical link leaves out the path',
    file: 'components/Head.tsx',
    tests: ['tests/build/site.test.ts'],
    find: '<link rel="canonical" href={url} />',
    replace: '<link rel="canonical" href={site.url} />',
  },
  {
    name: 'reports: grid cards show every highlight',
    file: 'pages/impact/reports.tsx',
    tests: ['tests/build/impact.test.ts'],
    find: 'report.highlights.slice(0, GRID_HIGHLIGHTS)',
    replace: 'report.highlights',
  },
  {
    name: 'team: a department loses a member (content only)',
    // The spec's counts are pinned against the frozen copy of the content that dist-fixture/ is built from.
    file: 'tests/fixtures/content/team.yml',
    tests: ['tests/build/about.test.ts'],
    find: '    members: 8\n',
    replace: '    members: 7\n',
  },
  {
    name: '404: the path is not logged',
    file: 'pages/404.tsx',
    tests: ['tests/browser/pages.test.ts'],
    find: 'console.error("404: no page at " + location.pathname);',
    replace: 'void 0;',
  },
  {
    name: 'newsletter: a form with no sign-up service is submitted',
    file: 'client/email-signup.ts',
    tests: ['tests/browser/email-signup.test.ts'],
    find: 'event.preventDefault();',
    replace: 'void event;',
  },
  {
    name: 'controls: Find Nearest Lab is a button that does nothing',
    file: 'pages/programs/labs.tsx',
    tests: ['tests/browser/controls.test.ts'],
    find: '<ButtonLink href="#hubs" variant="cta">\n          {labs.words.findNearestLab}\n        </ButtonLink>',
    replace: '<button type="button">{labs.words.findNearestLab}</button>',
  },
  {
    name: 'controls: Donate Now leads nowhere',
    file: 'pages/donate.tsx',
    tests: ['tests/build/donate.test.ts'],
    find: 'href={`#${HOW_TO_GIVE}`}',
    replace: 'href="#"',
  },
  {
    name: 'placeholders: half-filled details build',
    file: 'content/lib/launch/placeholders.ts',
    tests: ['tests/unit/placeholders.test.ts'],
    find: 'if (real.length === 0 ||',
    replace: 'if (real.length >= 0 ||',
  },
  {
    name: 'build stages: a widget with no script is let through',
    file: 'stages/render.ts',
    tests: ['tests/stages/render.test.tsx'],
    find: '    if (!ctx.widgets.has(name))',
    replace: '    if (!ctx.widgets.has(name) && name === "")',
  },
  {
    name: 'build stages: a page’s sharing card is not written',
    file: 'stages/render.ts',
    tests: ['tests/build/seo.test.ts'],
    find: 'picture.files), shareCard.file]',
    replace: 'picture.files)]',
  },
  {
    name: 'build stages: the Kiswahili edition loads the English records',
    file: 'stages/site-bundle.ts',
    tests: ['tests/build/editions.test.ts'],
    find: 'SITE_EDITION: JSON.stringify(lang),',
    replace: "SITE_EDITION: JSON.stringify('en'),",
  },
  {
    name: 'build stages: the sharing card shows a decorative picture',
    file: 'stages/render.ts',
    tests: ['tests/stages/render.test.tsx'],
    find: 'parts.pictures.find((picture) => picture.alt)',
    replace: 'parts.pictures[0]',
  },
  {
    name: 'build stages: a page address takes any value for its [slug]',
    file: 'stages/routes.ts',
    tests: ['tests/stages/routes.test.ts'],
    find: "if (typeof value !== 'string' || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(value))",
    replace: "if (typeof value !== 'string')",
  },
  {
    name: 'build stages: a failed build leaves its staging folder behind',
    file: 'stages/write.ts',
    tests: ['tests/stages/write.test.ts'],
    find: `  } catch (error) {
    removeFolder(staging);`,
    replace: '  } catch (error) {',
  },
  {
    name: 'security: forms may post to any site',
    file: 'hosting/headers.ts',
    tests: ['tests/build/form-action.test.ts'],
    find: `new URL(signupAction).origin : "'self'"`,
    replace: `new URL(signupAction).origin : "'self' https:"`,
  },
  {
    name: 'security: the policy allows inline script',
    file: 'hosting/headers.ts',
    tests: ['tests/build/hosting.test.ts'],
    find: `["script-src 'self'"`,
    replace: `["script-src 'self' 'unsafe-inline'"`,
  },
  {
    name: 'build stages: the search index may miss pages without a word',
    file: 'stages/search.ts',
    tests: ['tests/stages/search.test.ts'],
    find: '  if (found !== pages)',
    replace: '  if (found < 0)',
  },
  {
    name: 'build stages: the head does not preload the first screen’s picture',
    file: 'stages/render.ts',
    tests: ['tests/build/site.test.ts'],
    find: '        preloads: parts.preloads,',
    replace: '        preloads: [],',
  },
  {
    name: 'pictures: the first screen’s drawing is preloaded from the body',
    file: 'components/Picture.tsx',
    tests: ['tests/build/site.test.ts'],
    find: '    return priority ? <picture>{img}</picture> : img;',
    replace: '    return img;',
  },
  {
    name: 'checks: a lint warning passes npm run check',
    file: 'scripts/type-check-and-lint.ts',
    tests: ['tests/unit/type-check-and-lint.test.ts'],
    find: 'sum + result.errorCount + result.warningCount',
    replace: 'sum + result.errorCount',
  },
];

/** The project's files as git sees them (tracked and new, not ignored), so the copy is what CI would test. */
function projectFiles(): string[] {
  const listed = spawnSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  return listed.stdout.split('\n').filter(Boolean);
}

function copyProject(files: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'mutant-'));
  for (const file of files) cpSync(join(root, file), join(dir, file), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

/**
 * The stages of `npm test`, stopping at the first that fails; caught when one fails. The build and the
 * mutant's own test files run first (cheap, and usually where it is caught); then the rest of the suite.
 */
function suiteFails(dir: string, mutant: Mutant): { caught: boolean; by: string } {
  const stages: [string, [command: string, ...args: string[]], NodeJS.ProcessEnv?][] = [
    // The builds the built-HTML and browser suites read (tests/support/global-setup.ts).
    ['build', ['npm', 'run', 'build:enlarged', '--silent']],
    ['photo build', ['npm', 'run', 'build:photos', '--silent']],
    ['fixture build', ['npm', 'run', 'build:fixture', '--silent']],
    [mutant.tests.join(', '), ['npx', 'vitest', 'run', ...mutant.tests]],
    ['types and lint', ['npm', 'run', 'check', '--silent']],
    ['vitest', ['npx', 'vitest', 'run', '--bail', '1']],
    ['pa11y', ['npx', 'tsx', 'tests/a11y/run.ts']],
  ];
  for (const [stage, [command, ...args], env] of stages) {
    const run = spawnSync(command, args, {
      cwd: dir,
      encoding: 'utf8',
      stdio: 'pipe',
      env: { ...process.env, ...env },
    });
    if (run.status !== 0) return { caught: true, by: stage };
  }
  return { caught: false, by: '' };
}

const only = process.argv[2];
const chosen = mutants.filter((m) => !only || m.name.includes(only));
const files = projectFiles();
const survived: string[] = [];
const stale: string[] = [];
let caught = 0;
for (const mutant of chosen) {
  const source = readFileSync(join(root, mutant.file), 'utf8');
  if (!source.includes(mutant.find)) {
    stale.push(mutant.name);
    console.log(`?  ${mutant.name}: its text is no longer in ${mutant.file}; update the mutant`);
    continue;
  }
  const dir = copyProject(files);
  try {
    writeFileSync(join(dir, mutant.file), source.replace(mutant.find, mutant.replace));
    const started = performance.now();
    const result = suiteFails(dir, mutant);
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    if (result.caught) caught++;
    else survived.push(mutant.name);
    console.log(
      `${result.caught ? 'caught  ' : 'MISSED  '} ${mutant.name}${result.caught ? ` (by ${result.by}, ${seconds} s)` : ''}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const run = chosen.length - stale.length;
console.log(`\n${caught} of ${run} breakages caught${stale.length ? `, ${stale.length} no longer apply` : ''}.`);
if (survived.length > 0) console.log(`Missed:\n  ${survived.join('\n  ')}`);
process.exitCode = survived.length > 0 || stale.length > 0 ? 1 : 0;
