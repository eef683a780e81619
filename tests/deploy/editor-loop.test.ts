/**
 * The editor's whole loop, end to end, with nothing stood in for: in Chromium, the content editor (local mode)
 * saves a new post with a photo and its translation into a copy of the project, a git repository as the
 * site's is; `npm run check:content` passes it, `npm run deploy` publishes it to the real vsftpd, and Apache
 * serves the new page in both editions. A save the form can catch (an unknown figure) never leaves the form;
 * one only the build can catch (a link to no page) makes check:content refuse it, naming the entry and the field
 * as the CMS does, and the editor's status published alone says so in /admin/.
 */
import { execFileSync } from 'node:child_process';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../build';
import { EDITOR_STATUS_FILE, PUBLISHED_FILE, type EditorStatus, type Published } from '../../lib/editor-status';
import { checkContent } from '../../scripts/check-content';
import { closeContexts, workerBrowser } from '../support/browser';
import { filesBelow, openEditor, type Editor, type Files, writeNewPost } from '../support/cms';
import { get } from '../support/http-get';
import { startApache, tempDir, type Host } from '../support/hosts';
import { copyProject } from '../support/project-copy';
import { startServer } from '../support/server';
import { runDeploy, startDeployHosts, type DeployHosts } from './deploy-hosts';

const root = join(import.meta.dirname, '../..');
const FOLDER = 'public_html';
const TITLE = 'The Saturday club counts tomatoes';
const SWAHILI_TITLE = 'Klabu ya Jumamosi inahesabu nyanya';
const SLUG = 'the-saturday-club-counts-tomatoes';
const BODY = Array.from(
  { length: 12 },
  (_, i) => `Week ${i + 1} of the club began with a question from the market: how many tomatoes did each seller sell? `,
).join('');
const SWAHILI_BODY = Array.from(
  { length: 12 },
  (_, i) => `Wiki ya ${i + 1} ya klabu ilianza kwa swali kutoka sokoni: kila muuzaji aliuza nyanya ngapi? `,
).join('');

let copy: Awaited<ReturnType<typeof copyProject>>;
let hosts: DeployHosts;
let apache: Host;
let editor: Editor;
let browser: Awaited<ReturnType<typeof workerBrowser>>;
const cleanups: (() => Promise<void>)[] = [];

/** git in the copy, as the editor's saves reach the site's repository: one commit per save. */
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Editor', '-c', 'user.email=editor@example.org', ...args], {
    cwd: copy.dir,
    encoding: 'utf8',
  }).trim();

/** Writes what the CMS saved that differs from `before` into the copy, and commits it as the CMS would. */
async function commitSaved(before: Files, message: string): Promise<string[]> {
  const saved = await editor.repository();
  const changed = Object.keys(saved).filter((path) => saved[path] !== before[path]);
  for (const path of changed) {
    await mkdir(dirname(join(copy.dir, path)), { recursive: true });
    await writeFile(join(copy.dir, path), Buffer.from(saved[path]!, 'base64'));
  }
  git('add', '-A');
  git('commit', '-qm', message);
  return changed;
}

beforeAll(async () => {
  copy = await copyProject('editor-loop-');
  cleanups.push(copy.remove);
  await copyFile(join(root, '.htmlvalidate.mjs'), join(copy.dir, '.htmlvalidate.mjs'));
  await writeFile(join(copy.dir, '.gitignore'), 'node_modules\ndist*/\n');
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'The site as it is');
  await buildSite({ projectDir: copy.dir, outDir: join(copy.dir, 'dist') });
  const [server, deployHosts, worker] = await Promise.all([
    startServer(join(copy.dir, 'dist')),
    startDeployHosts(),
    workerBrowser(),
  ]);
  [hosts, browser] = [deployHosts, worker];
  cleanups.unshift(server.close, hosts.stop);
  await hosts.account.own(join(hosts.account.home, FOLDER));
  const apacheDir = await tempDir('editor-loop-apache-');
  cleanups.unshift(apacheDir.remove);
  apache = await startApache({
    name: 'Apache',
    site: join(hosts.account.home, FOLDER),
    dir: apacheDir.dir,
    override: 'FileInfo',
  });
  cleanups.unshift(apache.stop);
  editor = await openEditor(browser, server.url, await filesBelow(copy.dir, 'content'));
}, 180_000);

afterAll(async () => {
  await closeContexts(browser);
  for (const cleanup of cleanups) await cleanup();
});

/** Publishes the copy's dist/ (or `args`) to vsftpd over FTPS, as the workflow's step does, timed. */
async function publish(args: string[]) {
  const started = performance.now();
  const { code, output } = await runDeploy(hosts.env('ftps', FOLDER), args, copy.dir);
  expect(code, output).toBe(0);
  return (performance.now() - started) / 1000;
}

describe('the editor’s loop', () => {
  it(
    'a new post with a photo and its translation, saved in the CMS, passes check:content, is published over FTPS, and Apache serves it in both editions',
    { timeout: 300_000 },
    async () => {
      const before = await editor.repository();
      const photo = join(copy.dir, 'market.jpg');
      await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#b5472b' } })
        .jpeg()
        .toFile(photo);
      await writeNewPost(editor, {
        title: TITLE,
        photo,
        alt: 'Club members count tomatoes on a market stall.',
        body: BODY,
        swahiliTitle: SWAHILI_TITLE,
        swahiliBody: SWAHILI_BODY,
      });
      // A figure the site does not know is refused by the form itself, naming the one meant, and never
      // saved. Asked of the Kiswahili side the editor is on: the CMS's save first waits for the text just
      // typed to reach the form, which switching sides before then would lose.
      const summary = editor.field('Swahili', 'Summary').getByRole('textbox');
      const written = await summary.inputValue();
      // Long enough for the form's own check of a summary's length, which comes first.
      await summary.fill(`${written} Klabu ya Jumamosi ya Kibera, mmoja wa wanafunzi {{studentsReachd}}.`.trim());
      await expect(editor.save()).rejects.toThrow(
        /Summary \(Kiswahili\): uses \{\{studentsReachd\}\}, which is not a figure the site knows: did you mean \{\{studentsReached\}\}\?/,
      );
      await summary.fill(written);
      await editor.save();
      const base = git('rev-parse', 'HEAD');
      const changed = await commitSaved(before, `Create Blog posts “${SLUG}”`);
      expect(changed.sort()).toEqual(
        [`content/blogs/${SLUG}.md`, `content/blogs/${SLUG}.sw.md`, 'content/pictures/market.jpg'].sort(),
      );
      const translation = await readFile(join(copy.dir, `content/blogs/${SLUG}.sw.md`), 'utf8');
      expect(translation.includes(SWAHILI_BODY.slice(0, 40)), 'the translation holds its text').toBe(true);

      // Checked as the workflow checks a content-only push, then published.
      const checked = await checkContent({ projectDir: copy.dir, since: base, say: () => {} });
      expect(checked.reasons).toEqual([]);
      expect(checked.ok).toBe(true);
      expect(checked.audited).toEqual(
        expect.arrayContaining([`/impact/blogs/${SLUG}/`, `/sw/impact/blogs/${SLUG}/`, '/impact/blogs/']),
      );
      const checkSeconds = Object.values(checked.seconds).reduce((sum, s) => sum + s, 0);
      const deploySeconds = await publish(['--from', join(copy.dir, 'dist')]);
      console.log(
        `The editor's change went live in ${(checkSeconds + deploySeconds).toFixed(0)} s: check:content ${checkSeconds.toFixed(0)} s (${Object.entries(
          checked.seconds,
        )
          .map(([step, s]) => `${step} ${s} s`)
          .join(', ')}; ${checked.audited.length} pages audited), the deploy ${deploySeconds.toFixed(0)} s`,
      );

      const english = await get(`${apache.url}/impact/blogs/${SLUG}/`);
      expect(english.status).toBe(200);
      expect(english.text.includes(`>${TITLE}</h1>`), 'the title').toBe(true);
      const swahili = await get(`${apache.url}/sw/impact/blogs/${SLUG}/`);
      expect(swahili.status).toBe(200);
      expect(swahili.text.includes(`>${SWAHILI_TITLE}</h1>`), 'the Kiswahili title').toBe(true);
      expect(swahili.text.includes('Wiki ya 1 ya klabu'), 'the Kiswahili text').toBe(true);
      const published = JSON.parse((await get(`${apache.url}/${PUBLISHED_FILE}`)).text) as Published;
      expect(published.change?.commit).toBe(git('rev-parse', 'HEAD'));
    },
  );

  it(
    'a link to no page, saved in the CMS, is refused by check:content naming the entry and field, and /admin/ says the change is not live',
    { timeout: 300_000 },
    async () => {
      const { page } = editor;
      const before = await editor.repository();
      await page.getByRole('treeitem', { name: /Blog posts/ }).click();
      await page.getByRole('row', { name: new RegExp(TITLE) }).click();
      await editor.pane('English').getByRole('textbox', { name: 'Body' }).click();
      await page.keyboard.press('Control+End');
      await page.keyboard.insertText(' Read [our results](/impact/nowhere/).');
      await editor.save();
      const base = git('rev-parse', 'HEAD');
      await commitSaved(before, `Update Blog posts “${SLUG}”`);

      const refusalDir = join(copy.dir, 'dist-refusal');
      const checked = await checkContent({ projectDir: copy.dir, since: base, refusalDir, say: () => {} });
      expect(checked.ok).toBe(false);
      const [reason] = checked.reasons;
      expect(reason).toMatchObject({
        kind: 'mistake',
        file: `content/blogs/${SLUG}.md`,
        place: { collection: { label: 'Blog posts' }, entry: { label: TITLE }, fields: ['Body'] },
      });
      expect(reason?.message).toContain('/impact/nowhere/');

      // Only the editor's status goes up; the post as published stays as it was.
      await publish(['--from', refusalDir, '--only', EDITOR_STATUS_FILE]);
      const status = JSON.parse((await get(`${apache.url}/${EDITOR_STATUS_FILE}`)).text) as EditorStatus;
      expect(status.refused?.entries).toEqual([`Blog posts → ${TITLE}`]);
      expect((await get(`${apache.url}/impact/blogs/${SLUG}/`)).text).not.toContain('/impact/nowhere/');

      // The content editor, as published by Apache, says so where the editor works.
      const context = await browser.newContext();
      await context.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort());
      const admin = await context.newPage();
      await admin.goto(`${apache.url}/admin/`);
      const alert = admin.getByRole('alert');
      await alert.waitFor({ timeout: 20_000 });
      expect(await alert.innerText()).toMatch(
        new RegExp(`Your change to Blog posts → ${TITLE}, saved .+, is not live\\.`),
      );
      expect(await alert.innerText()).toContain(`Blog posts → ${TITLE} → Body`);
      await admin.getByRole('button', { name: 'See why, and where to fix it' }).click();
      const dialog = admin.getByRole('dialog', { name: 'Site status' });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      const link = dialog.getByRole('link', { name: `Blog posts → ${TITLE}` }).first();
      expect(await link.getAttribute('href')).toBe(`#/collections/blogs/entries/${SLUG}`);
      await context.close();
    },
  );
});
