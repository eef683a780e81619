import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BuildError } from '../../stages/build-error';
import { checkLinks, linksOf } from '../../stages/links';
import { writeFiles } from '../../stages/write';

let dir: string;
let siteDir: string;
let contentDir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'stage-links-'));
  siteDir = join(dir, 'site');
  contentDir = join(dir, 'content');
  const files = (root: string, outputs: Record<string, string>) =>
    writeFiles(
      root,
      Object.entries(outputs).map(([output, text]) => ({ output, text })),
    );
  await files(siteDir, {
    'index.html': '',
    'about/index.html': '',
    'sw/index.html': '',
    'sw/about/index.html': '',
    'reports/annual-2024.pdf': '',
    'assets/widgets-0123456789.js': '',
  });
  await files(contentDir, {
    'navigation.yml': 'sections:\n  - label: Programs\n    href: /programs/labz/\n',
    'blogs/robots.md': '---\ntitle: Robots\n---\nRead [the report](/reports/annual-2023.pdf).\n',
  });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A page the build wrote: its address, the file that made it and its markup (all the stage reads). */
const page = (path: string, file: string, html: string) => ({ path, file, html });
/** The pages' links checked, as the build gathers them while it writes each page. */
const check = (pages: ReturnType<typeof page>[], devScript?: string) => {
  const links = linksOf(devScript);
  for (const written of pages) links.add(written);
  const fileOf = new Map(pages.map((written) => [written.path, written.file]));
  return checkLinks(siteDir, links, { contentDir }, (path) => fileOf.get(path));
};

describe('checking the links of the pages written', () => {
  it('lets through links to pages, folders, files and scripts written, and to other sites', async () => {
    const html =
      '<a href="/about/">About</a><a href="/about">About</a><a href="/reports/annual-2024.pdf">Report</a>' +
      '<script type="module" src="/assets/widgets-0123456789.js"></script><a href="#main">Skip</a>' +
      '<a href="https://example.org/missing/">Elsewhere</a><a href="mailto:hello@example.org">Email</a>';
    await expect(
      check([
        page('/', 'pages/index.tsx', html),
        page('/sw/', 'pages/index.tsx', html.replace('/about/', '/sw/about/')),
      ]),
    ).resolves.toBeUndefined();
  });

  it('stops the build at a link that leads nowhere, naming the page’s file when no content holds the link', async () => {
    const pages = [page('/about/', 'pages/about/index.tsx', '<a href="/about/teem/">Our team</a>')];
    await expect(check(pages)).rejects.toThrow(BuildError);
    await expect(check(pages)).rejects.toThrow(
      'links lead nowhere:\n  pages/about/index.tsx (/about/): links to /about/teem/, which is no page or file of the site (on /about/): correct the address, or remove the link',
    );
  });

  it('names the content file and line that hold the link, once for both editions', async () => {
    const html = (prefix: string) =>
      `<a href="${prefix}/programs/labz/">Programs</a><a href="/reports/annual-2023.pdf">The report</a>`;
    await expect(
      check([page('/', 'pages/index.tsx', html('')), page('/sw/', 'pages/index.tsx', html('/sw'))]),
    ).rejects.toThrow(
      'links lead nowhere:\n' +
        '  content/navigation.yml, line 3: links to /programs/labz/, which is no page or file of the site (on / and /sw/): correct the address, or remove the link\n' +
        '  content/blogs/robots.md, line 4: links to /reports/annual-2023.pdf, which is no page or file of the site (on / and /sw/): correct the address, or remove the link',
    );
  });

  it('takes the dev server’s script for a file, though it is never written', async () => {
    const pages = [page('/', 'pages/index.tsx', '<script type="module" src="/dev/reload.js"></script>')];
    await expect(check(pages, '/dev/reload.js')).resolves.toBeUndefined();
    await expect(check(pages)).rejects.toThrow(/links to \/dev\/reload\.js, which is no page or file/);
  });
});
