/**
 * Whole builds of a copy of the project (tests/support/project-copy.ts), changed on purpose: what only the
 * pipeline as a whole shows (a failed build leaves dist/ as it was, the kept bundles and stylesheet are made
 * again only when a source changes, a content mistake stops the build naming its line, the site grows with
 * content alone). Each stage's own contract is tested on its own, without a build, in tests/stages/.
 */
import { existsSync } from 'node:fs';
import { chmod, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../build';
import { configDirFor } from '../../stages/write';
import { ADMIN_PATH } from '../../hosting/headers';
import { EDITOR_STATUS_FILE, type EditorStatus } from '../../lib/editor-status';
import blogs from '../../content/blogs';
import { slugify } from '../../content/lib/articles/collection';
import gallery from '../../content/gallery';
import homeRecord from '../../content/home';
import { assetText, builtScripts, lazyImports, widgetsIn } from '../support/page-script';
import { wrongModes } from '../support/modes';
import { copyProject } from '../support/project-copy';

/** A text matched as it is, within a regular expression. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const root = join(import.meta.dirname, '../..');

/** Text as React writes it into HTML. */
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A copy of the project to break on purpose. */
let copy: Awaited<ReturnType<typeof copyProject>>;
let project: string;
let outDir: string;
const edit = (file: string, change: (text: string) => string) => copy.edit(file, change);

beforeAll(async () => {
  copy = await copyProject('site-build-');
  project = copy.dir;
  outDir = join(project, 'dist');
  await buildSite({ projectDir: project, outDir });
}, 60_000);
afterAll(() => copy?.remove());

async function snapshot() {
  const files = (await readdir(outDir, { recursive: true })).sort();
  return { files, home: await readFile(join(outDir, 'index.html'), 'utf8') };
}

describe('the pages’ scripts', () => {
  /**
   * The script each HTML file in outDir loads on arrival, by its file; none for a page without widgets. Not
   * the content editor's page, whose script is the CMS's.
   */
  async function scriptsIn(dir: string) {
    const files = (await readdir(dir, { recursive: true })).filter(
      (file) => file.endsWith('.html') && !`/${file}`.startsWith(ADMIN_PATH),
    );
    return new Map(
      await Promise.all(
        files.map(async (file) => {
          const html = await readFile(join(dir, file), 'utf8');
          return [file, /<script type="module" src="([^"]+)"/.exec(html)?.[1]] as const;
        }),
      ),
    );
  }

  /** Builds the copy with these files changed, then puts them back. */
  async function buildChanged(changes: Record<string, (text: string) => string>) {
    const restore = await Promise.all(Object.entries(changes).map(([file, change]) => edit(file, change)));
    try {
      await buildSite({ projectDir: project, outDir });
    } finally {
      await Promise.all(restore.map((undo) => undo()));
    }
  }

  // Runs first, on the copy as beforeAll built it.
  it('renew the file of each set that holds a changed widget, and of every set when the consent engine changes', async () => {
    const before = await scriptsIn(outDir);
    await buildChanged({
      'client/video.ts': (text) => text.replace('iframe.focus();', 'iframe.focus({ preventScroll: true });'),
    });
    // The home page alone has the video, in each edition.
    const withVideo = await scriptsIn(outDir);
    const changed = [...withVideo].filter(([file, src]) => src !== before.get(file)).map(([file]) => file);
    expect(changed.sort()).toEqual(['index.html', 'sw/index.html']);
    expect(builtScripts(outDir)).not.toContain(before.get('index.html'));

    await buildChanged({
      'client/lib/consent-engine.ts': (text) => text.replace('autoShow: false,', 'autoShow: false,\n  revision: 1,'),
    });
    const engines = builtScripts(outDir).filter((src) => src.startsWith('/assets/consent-engine-'));
    expect(engines).toHaveLength(1);
    const after = await scriptsIn(outDir);
    expect([...after.keys()]).toEqual([...before.keys()]);
    for (const [file, src] of after) {
      expect(src, file).not.toBe(withVideo.get(file));
      expect(lazyImports(assetText(src!, outDir)), file).toEqual(engines);
    }
  }, 60_000);

  it('are none on a page without widgets, and hold no consent engine without the banner', async () => {
    await buildChanged({
      'components/Header.tsx': (text) => text.replace("useWidget('header')", "useWidget('header', false)"),
      'components/CookieBanner.tsx': (text) =>
        text.replace("useWidget('cookie-banner')", "useWidget('cookie-banner', false)"),
    });
    const about = await readFile(join(outDir, 'about/index.html'), 'utf8');
    expect(about).not.toContain('data-module');
    expect(about).not.toMatch(/<script[^>]* src=|modulepreload/);
    const home = (await scriptsIn(outDir)).get('index.html');
    expect(widgetsIn(assetText(home!, outDir))).toEqual(['video']);
    expect(builtScripts(outDir).filter((src) => src.includes('consent-engine'))).toEqual([]);
  }, 60_000);
});

describe('a failed build', () => {
  it('names the page that threw, and leaves the last good dist/ as it was', async () => {
    const before = await snapshot();
    const restore = await edit('pages/about/values.tsx', (text) =>
      text.replace(
        /export default function (\w+)\(\) \{/,
        'export default function $1() {\n  throw new Error("broken on purpose");',
      ),
    );
    try {
      await expect(buildSite({ projectDir: project, outDir })).rejects.toThrow(
        /pages\/about\/values\.tsx: failed to render \/about\/values\/: Error: broken on purpose/,
      );
    } finally {
      await restore();
    }
    expect(await snapshot()).toEqual(before);
    expect((await readdir(project)).filter((name) => name.startsWith('.dist-staging'))).toEqual([]);
  });

  it('stops on a bad content record, naming the file, the line, the record and the field', async () => {
    const before = await snapshot();
    const restore = await edit('content/site.yml', (text) =>
      text.replace('email: hello@example.org', 'email: hello at example'),
    );
    const line =
      (await readFile(join(project, 'content/site.yml'), 'utf8')).split('\n').indexOf('email: hello at example') + 1;
    try {
      await expect(buildSite({ projectDir: project, outDir })).rejects.toThrow(
        `content is not valid:\n  Site-wide → Site → Email: "hello at example" Invalid email address (content/site.yml, line ${line})`,
      );
    } finally {
      await restore();
    }
    expect(await snapshot()).toEqual(before);
  });

  it('stops on a former name of an article that is another article’s name, or listed twice, naming the post, the field, the file and the line', async () => {
    const listing = (names: string[]) => (text: string) =>
      text.replace(/^---\n/, `---\nformerSlugs:\n${names.map((name) => `  - ${name}\n`).join('')}`);
    const post = 'Blog posts → Parents as partners: opening school labs at weekends → Former slugs';
    const cases: [string, string[], number, string][] = [
      [
        'content/blogs/parents-as-partners.md',
        ['offline-first-learning'],
        1,
        '"offline-first-learning" is the name of content/blogs/offline-first-learning.md, which has its page there now: an address leads to one article only',
      ],
      [
        'content/blogs/parents-as-partners.md',
        ['parents-as-partners'],
        1,
        `"parents-as-partners" is this article's own name: list only the names it had before`,
      ],
      [
        'content/blogs/parents-as-partners.md',
        ['Parents & partners'],
        1,
        '"Parents & partners" must be lower-case words joined by hyphens',
      ],
      [
        'content/blogs/parents-as-partners.md',
        ['parents', 'parents'],
        2,
        '"parents" is listed twice: list each former name once',
      ],
    ];
    for (const [file, names, item, message] of cases) {
      const restore = await edit(file, listing(names));
      try {
        // The list starts on the front matter's second line, the file's third: item n is on line n + 2.
        const line = item + 2;
        await expect(buildSite({ projectDir: project, outDir }), message).rejects.toThrow(
          `content is not valid:\n  ${post} → item ${item}: ${message} (${file}, line ${line})`,
        );
      } finally {
        await restore();
      }
    }
    const restore = [
      await edit('content/blogs/offline-first-learning.md', listing(['parents-and-teachers'])),
      await edit('content/blogs/parents-as-partners.md', listing(['parents-and-teachers'])),
    ];
    try {
      await expect(buildSite({ projectDir: project, outDir })).rejects.toThrow(
        `${post} → item 1: "parents-and-teachers" is listed by content/blogs/offline-first-learning.md too: an old address can lead to one article only, so list it in one (content/blogs/parents-as-partners.md, line 3)`,
      );
    } finally {
      for (const undo of restore) await undo();
    }
  });

  it('stops on a record that is not YAML, naming the line', async () => {
    const restore = await edit('content/home.yml', (text) =>
      text.replace(/^( +lead: )(.*)$/m, (_, key: string, lead: string) => `${key}{{counties}} ${lead}`),
    );
    const line =
      (await readFile(join(project, 'content/home.yml'), 'utf8'))
        .split('\n')
        .findIndex((l) => /^ +lead: \{\{/.test(l)) + 1;
    try {
      await expect(buildSite({ projectDir: project, outDir })).rejects.toThrow(
        new RegExp(
          `content/home\\.yml, line ${line}: is not valid YAML: .* \\(a text that begins with \\{\\{ must be in quotes\\)`,
        ),
      );
    } finally {
      await restore();
    }
  });

  it('stops on a page whose meta is missing its description', async () => {
    const restore = await edit('content/values.yml', (text) => text.replace(/^ {2}description: .*\n/m, ''));
    try {
      await expect(buildSite({ projectDir: project, outDir })).rejects.toThrow(
        /Pages → Values → Meta → Description: is missing: add it \(content\/values\.yml, line \d+\)$/,
      );
    } finally {
      await restore();
    }
  });

  it('stops on a Kiswahili translation that changes a payment detail, naming the translation, the line and the field', async () => {
    const restore = await edit('content/site.sw.yml', (text) => `${text}giving:\n  mpesa:\n    paybill: '123456'\n`);
    const line = (await readFile(join(project, 'content/site.sw.yml'), 'utf8')).trimEnd().split('\n').length;
    try {
      await expect(buildSite({ projectDir: project, outDir })).rejects.toThrow(
        `Site-wide → Site (Kiswahili) → Giving → M-Pesa → Paybill: "123456" is not words but comes from the English, which says "000000": leave it out of the translation (or change it in the English) (content/site.sw.yml, line ${line})`,
      );
    } finally {
      await restore();
    }
  });

  it('stops on a {{name}} that is not a fact, naming the entry, the field, the file and the line', async () => {
    const restore = await edit('content/home.sw.yml', (text) =>
      text.replace(/^( {2}title: )Karibu Jenga STEM Foundation$/m, '$1Karibu {{organization}}'),
    );
    const line =
      (await readFile(join(project, 'content/home.sw.yml'), 'utf8'))
        .split('\n')
        .indexOf('  title: Karibu {{organization}}') + 1;
    try {
      await expect(buildSite({ projectDir: project, outDir })).rejects.toThrow(
        new RegExp(
          `${escaped('Pages → Home (Kiswahili) → Welcome → Title: "Karibu {{organization}}" uses {{organization}}, which is not a figure the site knows: did you mean {{organisation}}?')}.* ${escaped(`(content/home.sw.yml, line ${line})`)}$`,
        ),
      );
    } finally {
      await restore();
    }
  });

  it('stops on a page that exports no meta', async () => {
    const restore = await edit('pages/about/values.tsx', (text) =>
      text.replace('export const meta = values.meta;', ''),
    );
    try {
      await expect(buildSite({ projectDir: project, outDir })).rejects.toThrow(/pages\/about\/values\.tsx: meta/);
    } finally {
      await restore();
    }
  });

  it('stops on a file in content/ that is not a content file, naming it', async () => {
    await writeFile(join(project, 'content/notes.txt'), 'ideas for next term');
    try {
      await expect(buildSite({ projectDir: project, outDir })).rejects.toThrow(
        /content\/notes\.txt: not a content file/,
      );
    } finally {
      await rm(join(project, 'content/notes.txt'));
    }
  });

  it('stops on a content file that exports no schema, and on a record with no schema, naming them', async () => {
    await writeFile(join(project, 'content/partners.ts'), "export default { name: 'Savanna Ledger Systems' };\n");
    await writeFile(join(project, 'content/partners.yml'), 'name: Savanna Ledger Systems\n');
    try {
      await expect(buildSite({ projectDir: project, outDir })).rejects.toThrow(
        /content\/partners\.ts: must export the schema its record meets/,
      );
      await rm(join(project, 'content/partners.ts'));
      await expect(buildSite({ projectDir: project, outDir })).rejects.toThrow(
        'content/partners.yml: has no schema: a new record needs content/partners.ts',
      );
    } finally {
      await rm(join(project, 'content/partners.ts'), { force: true });
      await rm(join(project, 'content/partners.yml'));
    }
  });

  it('stops on a widget with no script', async () => {
    const restore = await edit(
      'pages/terms.tsx',
      (text) =>
        `import { useWidget } from '../components/PageParts';\n` +
        text.replace('return <LegalDocument document={terms} />;', "return <div {...useWidget('carousel')} />;"),
    );
    try {
      await expect(buildSite({ projectDir: project, outDir })).rejects.toThrow(
        /pages\/terms\.tsx: uses data-module="carousel" but there is no client\/carousel\.ts/,
      );
    } finally {
      await restore();
    }
  });
});

describe('stale content', () => {
  // Two whole builds, as in the tests below that allow a minute: on a busy machine more than the default 20 s.
  it(
    'is reported as of the build date, naming the file and record, and never stops the build',
    { timeout: 60_000 },
    async () => {
      const before = await buildSite({ projectDir: project, outDir, today: '2025-02-01' });
      // Only what no date makes true: the spec's "this season’s", which reads as the reader's season.
      expect(before.warnings).toEqual([
        expect.stringMatching(
          /^content\/competitions\.yml, line \d+: events, item 2 .*: description says "this season’s"/,
        ),
        expect.stringMatching(
          /^content\/competitions\.yml, line \d+: events, item 3 .*: description says "this season’s"/,
        ),
        expect.stringMatching(/^content\/competitions\.yml, line \d+: readyToCompete\.text says "this season’s"/),
      ]);
      // An article that says a figure of the latest count, which the next count would change.
      const restore = await edit('content/blogs/cbc-hands-on-projects.md', (text) =>
        text.replace('100+ teachers have now been', '{{teachersTrained}} teachers have now been'),
      );
      const after = await buildSite({ projectDir: project, outDir, today: '2026-11-23' }).finally(restore);
      // One of each kind of expired claim (the whole list follows the content, which editors change). What
      // the dates decide (registration, upcoming events, the home page's goal) the pages say by themselves.
      const line = (file: string, rest: string): unknown =>
        expect.stringMatching(new RegExp(`^${escaped(file)}, line \\d+: ${escaped(rest)}$`));
      expect(after.warnings).toEqual(
        expect.arrayContaining([
          line(
            'content/blogs/why-girls-leave-stem.md',
            'date "2025-03-05" is the newest of the blog posts, more than six months ago: publish a new one',
          ),
          line(
            'content/competitions.yml',
            'events, item 1 "Nairobi Maker Faire 2025": featured is ticked, but it took place on 15–17 July 2025, so the page no longer features it: feature an upcoming event',
          ),
          line(
            'content/competitions.yml',
            'events has none still to come, so the page says no competition is coming up: add next season’s events',
          ),
          line(
            'content/history.yml',
            'goals has none for a year still to come, so the page shows no goals and the home page asks help for none: set the next goals',
          ),
          line(
            'content/about.yml',
            'sections, item 3 "Our History": description says "by 2025", a deadline that has passed: set a date ahead, or say what was reached',
          ),
          line(
            'content/facts.yml',
            'counted "2024-12" was more than a year ago: count the figures again, then update them and this month',
          ),
          line(
            'content/facts.yml',
            'spending.year 2024 is the year of the latest accounts here, but those for 2025 were due by 30 June 2026: add their financial report to Pages → Reports and set Spending to its shares',
          ),
          line(
            'content/blogs/cbc-hands-on-projects.md',
            'body says {{teachersTrained}}, a figure of our latest count (100+ today), in a text of 18 February 2025: write the figure as it was then, so that a new count does not change what it said',
          ),
        ]),
      );
      expect(after.warnings.join('\n')).not.toMatch(/registration|content\/home\.yml/);
      for (const warning of after.warnings) expect(warning).toMatch(/^content\/[\w/.-]+(, line \d+)?: /);
      expect(await readFile(join(outDir, 'index.html'), 'utf8')).toContain('© 2026');

      // The editor's status in /admin/ lists every one of them, each named as the content editor names it,
      // and the details still to replace before launch.
      const status = JSON.parse(await readFile(join(outDir, EDITOR_STATUS_FILE), 'utf8')) as EditorStatus;
      expect(status.builtOn).toBe('2026-11-23');
      const warned = status.items.filter((item) => item.kind !== 'placeholder');
      expect(warned).toHaveLength(after.warnings.length);
      expect(status.items.filter((item) => item.kind === 'placeholder').length).toBeGreaterThan(0);
      for (const item of status.items) {
        expect(item.message, item.file).not.toMatch(/^content\//);
        expect(item.place?.link, item.file).toMatch(/^#\/collections\/[\w-]+\/entries\/[\w-]+$/);
        // Each names its field, and the field's place in the form, where the status opens the entry; but for
        // a translation whose English changed where no version in git says what (this copy has no history).
        if (/has changed since this translation was saved: compare the two/.test(item.message)) continue;
        expect(item.place?.fields.length, item.message).toBeGreaterThan(0);
        expect(item.place?.keyPath, item.message).toMatch(/^[A-Za-z]\w*(\.\w+)*$/);
      }
      expect(status.items).toContainEqual(
        expect.objectContaining({
          kind: 'stale',
          file: 'content/about.yml',
          message: expect.stringMatching(/^says "by 2025", a deadline that has passed/) as string,
          place: expect.objectContaining({
            entry: { name: 'about', label: 'About' },
            fields: ['Sections', 'item 3 "Our History"', 'Description'],
            link: '#/collections/pages/entries/about',
            keyPath: 'sections.2.description',
          }) as object,
        }),
      );
    },
  );
});

describe('a good build', () => {
  it(
    'compiles the stylesheet again when a style changes, and keeps it while none does',
    { timeout: 90_000 },
    async () => {
      // As of the tests' day: a test before may have built the copy as of another.
      await buildSite({ projectDir: project, outDir });
      const before = await readFile(join(outDir, 'index.html'), 'utf8');
      const restore = await edit('styles/base/_base.scss', (text) => `${text}\nmain {\n  outline-offset: 7px;\n}\n`);
      try {
        await buildSite({ projectDir: project, outDir });
        expect(await readFile(join(outDir, 'index.html'), 'utf8')).toContain('outline-offset:7px');
      } finally {
        await restore();
      }
      await buildSite({ projectDir: project, outDir });
      expect(await readFile(join(outDir, 'index.html'), 'utf8')).toBe(before);
    },
  );

  it(
    "bundles the site's code again when a file it reads changes, and keeps each edition's bundle while none does",
    { timeout: 60_000 },
    async () => {
      const cacheDir = join(root, 'node_modules/.cache/site-build');
      /** This project's kept bundles, each with the time its file was written. */
      const keptBundles = async () => {
        const records = (await readdir(cacheDir)).filter((name) => name.endsWith('.json'));
        const mine = [];
        for (const name of records) {
          const record = JSON.parse(await readFile(join(cacheDir, name), 'utf8')) as { projectDir: string };
          if (record.projectDir !== project) continue;
          const bundle = join(cacheDir, name.replace(/\.json$/, '.cjs'));
          mine.push({ bundle, written: (await stat(bundle)).mtimeMs });
        }
        return mine.sort((a, b) => a.bundle.localeCompare(b.bundle));
      };
      // The tests above leave the project built as it is.
      const before = await keptBundles();
      expect(before, 'one kept bundle per edition').toHaveLength(2);
      await buildSite({ projectDir: project, outDir });
      expect(await keptBundles()).toEqual(before);

      // A record of a project that is gone (a test's copy, removed) is forgotten when a bundle is made.
      const gone = join(cacheDir, 'gone-project');
      await writeFile(`${gone}.json`, JSON.stringify({ projectDir: join(project, 'removed'), files: {}, folders: {} }));
      await writeFile(`${gone}.cjs`, '');
      const restore = await edit('components/Footer.tsx', (text) =>
        text.replace('<footer className="footer"', '<footer className="footer" data-edited="yes"'),
      );
      try {
        await buildSite({ projectDir: project, outDir });
        expect(await readFile(join(outDir, 'index.html'), 'utf8')).toContain('data-edited="yes"');
        expect(await readFile(join(outDir, 'sw/index.html'), 'utf8')).toContain('data-edited="yes"');
        const after = await keptBundles();
        expect(after.map((kept) => kept.bundle)).toEqual(before.map((kept) => kept.bundle));
        after.forEach((kept, i) => expect(kept.written).toBeGreaterThan(before[i]?.written ?? Infinity));
        expect(existsSync(`${gone}.json`) || existsSync(`${gone}.cjs`)).toBe(false);
      } finally {
        await restore();
      }
      await buildSite({ projectDir: project, outDir });
      expect(await readFile(join(outDir, 'index.html'), 'utf8')).not.toContain('data-edited');
    },
  );

  it(
    'leaves folders 755 and files 644 for the web server’s user, under any umask and whatever a public/ file’s mode',
    { timeout: 60_000 },
    async () => {
      const icon = join(project, 'public/favicon.svg');
      await chmod(icon, 0o600);
      const umask = process.umask();
      try {
        // 077 makes everything the build writes private; 022 leaves it readable but not the copy of the icon.
        for (const mask of [0o077, 0o022]) {
          process.umask(mask);
          await buildSite({ projectDir: project, outDir });
          const { wrong, checked } = await wrongModes([outDir, configDirFor(outDir)]);
          expect(checked).toBeGreaterThan(100);
          expect(wrong, `umask ${mask.toString(8)}`).toEqual([]);
        }
      } finally {
        process.umask(umask);
        await chmod(icon, 0o644);
      }
    },
  );

  it('replaces dist/ whole: a page added is a file added, and a file left from an earlier build is gone', async () => {
    await writeFile(join(outDir, 'stale-page.html'), '<p>from an earlier build</p>');
    await writeFile(
      join(project, 'pages/about/partners.tsx'),
      `export const meta = { title: 'Partners', description: 'The companies, counties and schools that work with Jenga STEM Foundation.' };
export default function Partners() { return <h1>Partners</h1>; }\n`,
    );
    try {
      const { pages } = await buildSite({ projectDir: project, outDir });
      expect(pages.map((p) => p.path)).toContain('/about/partners/');
      expect(await readFile(join(outDir, 'about/partners/index.html'), 'utf8')).toContain('<h1>Partners</h1>');
      expect(existsSync(join(outDir, 'stale-page.html'))).toBe(false);
    } finally {
      await rm(join(project, 'pages/about/partners.tsx'));
    }
  });

  it('ignores a link a translation sets in a list item, and says so as that, naming the line, the item and the field', async () => {
    const restore = await edit('content/about.sw.yml', (text) =>
      text.replace(/^( {2}- | {4})(title: Maadili yetu\n)/m, '$1$2    href: /evil/\n'),
    );
    try {
      const line =
        (await readFile(join(project, 'content/about.sw.yml'), 'utf8')).split('\n').indexOf('    href: /evil/') + 1;
      expect(line).toBeGreaterThan(0);
      const { warnings } = await buildSite({ projectDir: project, outDir });
      const about = warnings.filter((warning) => warning.startsWith('content/about.sw.yml'));
      expect(about).toEqual([
        `content/about.sw.yml, line ${line}: sections, item 2 "Maadili yetu": href "/evil/" is not words, so it comes from the English (content/about.yml): remove it here`,
      ]);
      const page = await readFile(join(outDir, 'sw/about/index.html'), 'utf8');
      expect(page).not.toContain('/evil/');
      expect(page).toContain('href="/sw/about/values/"');
    } finally {
      await restore();
    }
  });

  it('shows English marked lang="en" in the Kiswahili pages where a record or an article has no translation yet, and says so', async () => {
    const removed = ['content/home.sw.yml', 'content/blogs/why-girls-leave-stem.sw.md'];
    const kept = await Promise.all(removed.map((file) => readFile(join(project, file), 'utf8')));
    await Promise.all(removed.map((file) => rm(join(project, file))));
    try {
      const { warnings } = await buildSite({ projectDir: project, outDir });
      expect(warnings).toContain(
        "content/home.sw.yml: no translation yet; the Kiswahili pages show this file's English",
      );
      expect(warnings).toContain(
        'content/blogs/why-girls-leave-stem.sw.md: no translation yet; the Kiswahili pages show content/blogs/why-girls-leave-stem.md in English',
      );
      const page = (path: string) => readFile(join(outDir, path, 'index.html'), 'utf8');
      const home = await page('sw');
      expect(home).toContain('<html lang="sw"');
      expect(home).toContain(`<span lang="en">${escape(homeRecord.hero.title)}</span>`);
      // Marks never reach an attribute or the title, where no element can say the language.
      expect(home).not.toMatch(/[\uE000\uE001]/);
      const post = await page('sw/impact/blogs/why-girls-leave-stem');
      expect(post).toMatch(/<div class="[^"]*"[^>]*lang="en"/);
      expect(post).toContain(
        `<span lang="en">${escape(blogs.posts.find((p) => p.slug === 'why-girls-leave-stem')!.title)}</span>`,
      );
    } finally {
      await Promise.all(removed.map((file, i) => writeFile(join(project, file), kept[i] ?? '')));
    }
  });

  it('keeps a renamed article’s address: the old one leads permanently to the new in both editions, on every host, and is no page', async () => {
    const [before, after] = ['offline-first-learning', 'learning-without-the-internet'];
    const restore = await copy.renameArticle('blogs', before, after);
    try {
      const { redirects, pages } = await buildSite({ projectDir: project, outDir });
      const moves = ['', '/sw'].map((prefix) => ({
        from: `${prefix}/impact/blogs/${before}/`,
        to: `${prefix}/impact/blogs/${after}/`,
      }));
      expect(redirects).toEqual(moves);
      expect(pages.map((page) => page.path)).toEqual(expect.arrayContaining(moves.map((move) => move.to)));
      expect(existsSync(join(outDir, 'impact/blogs', before))).toBe(false);
      const read = (file: string) => readFile(join(outDir, file), 'utf8');
      const config = (file: string) => readFile(join(configDirFor(outDir), file), 'utf8');
      const [htaccess, nginx, netlify, serve, sitemap] = await Promise.all([
        read('.htaccess'),
        config('nginx.conf.example'),
        read('_redirects'),
        config('serve.json').then((text) => JSON.parse(text) as { redirects: unknown[] }),
        read('sitemap.xml'),
      ]);
      for (const { from, to } of moves) {
        const bare = from.slice(0, -1);
        expect(htaccess).toContain(`  RedirectMatch 301 "^${bare}(/(index\\.html)?)?$" "${to}"`);
        for (const form of [bare, from, `${from}index.html`]) {
          expect(nginx).toContain(`    location = ${form} {\n        return 301 ${to};\n    }`);
          expect(netlify).toContain(`\n${form} ${to} 301\n`);
        }
        expect(serve.redirects).toEqual(
          expect.arrayContaining([
            { source: from.slice(0, -1), destination: to, type: 301 },
            { source: `${from}index.html`, destination: to, type: 301 },
          ]),
        );
        expect(sitemap).toContain(`${to}</loc>`);
        expect(sitemap).not.toContain(before);
      }
    } finally {
      await restore();
    }
  });

  it('shows an article whose translation has its title and no text yet with the English text, marked as English', async () => {
    const file = 'content/blogs/why-girls-leave-stem.sw.md';
    const restore = await edit(file, (text) => `${text.slice(0, text.indexOf('\n---', 3))}\n---\n`);
    try {
      const { warnings } = await buildSite({ projectDir: project, outDir });
      expect(warnings).toContain(
        `${file}: has no text yet; the Kiswahili page shows the English text of content/blogs/why-girls-leave-stem.md`,
      );
      const post = await readFile(join(outDir, 'sw/impact/blogs/why-girls-leave-stem/index.html'), 'utf8');
      const english = blogs.posts.find((p) => p.slug === 'why-girls-leave-stem')!;
      expect(post).toMatch(/<div class="article-body prose" lang="en">/);
      expect(post).toContain(
        escape(
          english.body
            .split('\n')
            .find((line) => line.length > 40)!
            .slice(0, 30),
        ),
      );
      expect(post).not.toContain(`<h1>${escape(english.title)}`);
    } finally {
      await restore();
    }
  });

  it(
    'states a figure changed once in content/facts.yml on every page of both editions, asking for no new translation, and leaves dated reports as they were',
    { timeout: 60_000 },
    async () => {
      const { warnings: before } = await buildSite({ projectDir: project, outDir });
      // A new count: 700 more young people in youth programmes, and so in all.
      const restore = await edit('content/facts.yml', (text) =>
        text
          .replace(/^studentsReached: 2500$/m, 'studentsReached: 3200')
          .replace(/^youthReached: 800$/m, 'youthReached: 1500'),
      );
      try {
        const { warnings } = await buildSite({ projectDir: project, outDir });
        expect(warnings).toEqual(before);
        for (const path of ['', 'sw', 'impact', 'sw/impact']) {
          const html = await readFile(join(outDir, path, 'index.html'), 'utf8');
          // A tile writes "3,200+", in both editions.
          expect(html, path || '/').toContain('3,200+');
          expect(html, path || '/').not.toContain('2,500+');
        }
        // The 2024 annual report says what it said on its day: a dated text keeps its figures.
        for (const path of ['impact/reports', 'sw/impact/reports']) {
          const html = await readFile(join(outDir, path, 'index.html'), 'utf8');
          expect(html, path).not.toContain('3,200');
          expect(html, path).toContain('2,500');
        }
      } finally {
        await restore();
      }
    },
  );

  it('grows with content alone: a seventh post, a thirteenth photo, a fifth department and a new content file', async () => {
    const restore = [
      await edit('content/gallery.yml', (text) =>
        text.replace(
          /^items:\n/m,
          `items:\n  - ${JSON.stringify({ ...gallery.items[1], id: 'kisumu-hackathon', title: 'Kisumu hackathon 2025' })}\n`,
        ),
      ),
      await edit('content/team.yml', (text) =>
        text.replace(
          /^departments:\n/m,
          'departments:\n  - name: Finance and Grants\n    description: Keeps the accounts and the grant reports.\n    members: 3\n',
        ),
      ),
    ];
    const [firstPost] = blogs.posts;
    if (!firstPost) throw new Error('the frozen content has no blog post');
    const post = await readFile(join(project, firstPost.file), 'utf8');
    await writeFile(
      join(project, 'content/blogs/kisumu-hackathon.md'),
      post.replace(/^title: .*$/m, 'title: What 48 hours of hacking taught our Kisumu teams'),
    );
    await writeFile(
      join(project, 'content/partners.ts'),
      `import { z } from 'zod';
import { loadRecord } from './lib/records/records';
import { pageMeta, text } from './lib/records/shapes';

export const schema = z.object({ meta: pageMeta, names: z.array(text).min(1) });
export default loadRecord<z.infer<typeof schema>>('partners', schema);\n`,
    );
    await writeFile(
      join(project, 'content/partners.yml'),
      'meta:\n  title: Our partners\n  description: The companies, counties and schools that work with Jenga STEM Foundation.\nnames:\n  - Savanna Ledger Systems\n',
    );
    await writeFile(
      join(project, 'pages/partners.tsx'),
      `import partners from '../content/partners';
export const meta = partners.meta;
export default function Partners() { return <ul>{partners.names.map((name) => <li key={name}>{name}</li>)}</ul>; }\n`,
    );
    try {
      await buildSite({ projectDir: project, outDir });
      const page = (path: string) => readFile(join(outDir, path, 'index.html'), 'utf8');
      expect(await page('impact/blogs/kisumu-hackathon')).toContain('What 48 hours of hacking taught our Kisumu teams');
      // Seven posts make a second page of the listing, linked from the first.
      const first = await page('impact/blogs');
      expect(first.match(/<article/g)).toHaveLength(6);
      expect(first).toContain('href="/impact/blogs/page/2/" rel="next"');
      expect((await page('impact/blogs/page/2')).match(/<article/g)).toHaveLength(1);
      expect(await page(`impact/blogs/category/${slugify(firstPost.category)}`)).toContain('What 48 hours');
      expect(await page('impact/gallery')).toContain('Kisumu hackathon 2025');
      expect(await page('about/team')).toContain('Finance and Grants');
      expect(await page('partners')).toContain('<li>Savanna Ledger Systems</li>');
    } finally {
      for (const undo of restore) await undo();
      await rm(join(project, 'content/partners.ts'));
      await rm(join(project, 'content/partners.yml'));
      await rm(join(project, 'pages/partners.tsx'));
      await rm(join(project, 'content/blogs/kisumu-hackathon.md'));
    }
  });
});
