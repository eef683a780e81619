/**
 * The editor's whole loop, end to end, with nothing stood in for: in Chromium, the content editor (local mode)
 * saves a new post with a photo and its translation into a copy of the project, a git repository as the
 * site's is; `npm run check:content` passes it, `npm run deploy` publishes it to the real vsftpd, and Apache
 * serves the new page in both editions. A save the form can catch (an unknown figure) never leaves the form;
 * one only the build can catch (a link to no page) makes check:content refuse it, naming the entry and the field
 * as the CMS does, and the editor's status published alone says so in /admin/. Between them, an editor's week
 * by CONTENT.md's own steps: a figure changed, the email replaced alone, an event added with Duplicate, the
 * warning its copied Kiswahili gives fixed from the Site status's link, published, and the event past on the
 * day after it as `npm run as-of` builds it.
 */
import { execFileSync } from 'node:child_process';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { load } from 'cheerio';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildSite } from '../../build';
import { EDITOR_STATUS_FILE, PUBLISHED_FILE, type EditorStatus, type Published } from '../../lib/editor-status';
import { AS_OF_DIR, asOfDay } from '../../scripts/as-of';
import { checkContent } from '../../scripts/check-content';
import { BUILD_DATE, buildDate } from '../../content/lib/time/build-date';
import { closeContexts, workerBrowser } from '../support/browser';
import { fieldAt, fileOf, filesBelow, openEditor, text, type Editor, type Files, writeNewPost } from '../support/cms';
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

/** The organisation's real email, as it arrives, and a new event a couple of months ahead of the day the site is built as of. */
const EMAIL = 'info@jengastem.or.ke';
const TODAY = buildDate(process.env[BUILD_DATE]);
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** A day as the form takes it, day first: 2027-02-20 is 20/02/2027. */
const dayFirst = (day: string) => day.split('-').reverse().join('/');
const EVENT_DAY = addDays(TODAY, 60);
const EVENT = {
  title: 'Kisumu Youth Challenge',
  description: 'One day for young makers of the lake region to pitch a fix for a problem in their own village.',
  location: 'Kisumu Innovation Hub',
  participants: 'Up to 30 young makers',
  'howToEnter.when': 'Entries open ten days before this page was last changed, and close a month after it.',
};
const SWAHILI_EVENT = {
  title: 'Changamoto ya Vijana ya Kisumu',
  description: 'Siku moja kwa wabunifu vijana wa eneo la ziwa kuwasilisha suluhisho la tatizo la kijiji chao.',
  participants: 'Hadi wabunifu vijana 30',
  'howToEnter.when':
    'Usajili unafunguliwa siku kumi kabla ya ukurasa huu kubadilishwa, na kufungwa mwezi mmoja baadaye.',
  'howToEnter.subject': '',
};

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
    'an editor’s week by CONTENT.md’s steps: a figure, the email alone, an event added with Duplicate and its warning fixed from the status, published, and past the day after it',
    { timeout: 420_000 },
    async () => {
      const { page } = editor;
      const before = await editor.repository();
      const site = async (entry: RegExp) => {
        await page.getByRole('treeitem', { name: /Site-wide/ }).click();
        await page.getByRole('row', { name: entry }).click();
      };

      // 2. Change a figure.
      await site(/^Facts/);
      await page.getByRole('spinbutton', { name: 'Teachers trained' }).fill('150');
      await editor.save();
      // 6. Replace the contact details: the email alone, as it arrives.
      await site(/^Site/);
      await (await fieldAt(editor, 'English', 'email')).getByRole('textbox').fill(EMAIL);
      await editor.save();

      // 5. Add an event: Duplicate the featured one, and change what CONTENT.md lists.
      const seeded = (parse(text(fileOf(before, 'content/competitions.yml'))) as { events: { featured?: boolean }[] })
        .events;
      const original = seeded.findIndex((event) => event.featured);
      expect(original, 'a featured event to copy').toBeGreaterThanOrEqual(0);
      await page.getByRole('treeitem', { name: /Pages/ }).click();
      await page.getByRole('row', { name: /^Competitions/ }).click();
      const list = editor.field('English', 'Events');
      await list.scrollIntoViewIfNeeded();
      const collapse = list.getByRole('button', { name: 'Collapse All' }).first();
      if (await collapse.isEnabled()) await collapse.click();
      await list.getByRole('button', { name: 'List Item Options' }).filter({ visible: true }).nth(original).click();
      await page.getByRole('menuitem', { name: 'Duplicate' }).click();
      const item = `events.${original + 1}`;
      const fill = async (path: string, value: string) =>
        (await fieldAt(editor, 'English', `${item}.${path}`)).getByRole('textbox').first().fill(value);
      for (const [path, value] of Object.entries(EVENT)) await fill(path, value);
      await fill('dates.from', dayFirst(EVENT_DAY));
      // One day: no last day. The copy's own id, if the original has one, is left to be made from its title.
      await fill('dates.to', '');
      await fill('id', '');
      await fill('details.timeline.registration.from', dayFirst(addDays(TODAY, -10)));
      await fill('details.timeline.registration.to', dayFirst(addDays(TODAY, 30)));
      await fill('howToEnter.subject', '');
      await fill('website', '');
      const featured = await fieldAt(editor, 'English', `${item}.featured`);
      await featured.getByRole('switch').or(featured.getByRole('checkbox')).first().uncheck();
      await editor.save();
      await commitSaved(before, 'An editor’s week');

      // Built as each save is: the copy's Kiswahili is flagged in the Site status, which follows the build.
      const statusOf = async () => {
        await buildSite({ projectDir: copy.dir, outDir: join(copy.dir, 'dist') });
        // What the status does when the editor comes back to its tab (cms/status.ts).
        await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
        await page.getByRole('button', { name: /^Site status/ }).click();
        const dialog = page.getByRole('dialog', { name: 'Site status' });
        await dialog.waitFor();
        return dialog;
      };
      let dialog = await statusOf();
      const warning = dialog.getByRole('listitem').filter({ hasText: 'was copied with it' });
      await expect.poll(() => warning.count(), { timeout: 20_000 }).toBe(1);
      expect(await warning.innerText()).toMatch(/^Pages → Competitions \(Kiswahili\) → Events/);

      // 8. Fix it: the warning's link opens the entry at its field; translate what the English changed, save.
      await warning.getByRole('link').click();
      // It opens on the Swahili side, with the cursor in the copy's title.
      const title = editor.pane('Swahili').locator(`[data-key-path="${item}.title"]`).getByRole('textbox');
      await expect
        .poll(() => title.evaluate((box) => box === document.activeElement).catch(() => false), { timeout: 20_000 })
        .toBe(true);
      for (const [path, value] of Object.entries(SWAHILI_EVENT))
        await (await fieldAt(editor, 'Swahili', `${item}.${path}`)).getByRole('textbox').first().fill(value);
      const untranslated = await editor.repository();
      await editor.save();
      await commitSaved(untranslated, 'Kiswahili of the new event');
      dialog = await statusOf();
      // Nothing of the copy is left to translate.
      await expect.poll(() => dialog.getByRole('listitem').filter({ hasText: EVENT.title }).count()).toBe(0);
      await page.keyboard.press('Escape');

      // 7. From save to live: published, Apache serves each change, in both editions.
      await publish(['--from', join(copy.dir, 'dist')]);
      for (const path of ['/', '/sw/']) expect((await get(`${apache.url}${path}`)).text, path).toContain('150+');
      expect((await get(`${apache.url}/contact/`)).text).toContain(`mailto:${EMAIL}`);
      const upcoming = load((await get(`${apache.url}/competitions/`)).text);
      expect(upcoming('#past-events').text(), 'not past yet').not.toContain(EVENT.title);
      expect(upcoming('main').text()).toContain(EVENT.title);
      const swahili = load((await get(`${apache.url}/sw/competitions/`)).text);
      expect(swahili('main').text()).toContain(SWAHILI_EVENT.title);
      expect(swahili('[lang="en"]').text(), 'the new event in Kiswahili').not.toContain(EVENT.title);

      // The day after the event, as `npm run as-of` builds it: Past events.
      const after = asOfDay(dayFirst(addDays(EVENT_DAY, 1)));
      await buildSite({ projectDir: copy.dir, outDir: join(copy.dir, AS_OF_DIR), today: after });
      const past = load(await readFile(join(copy.dir, AS_OF_DIR, 'competitions/index.html'), 'utf8'));
      expect(past('#past-events').text(), `past on ${after}`).toContain(EVENT.title);
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
      // The form opens on the side it was last on (the Swahili side, at the end of the week): English.
      const english = page.getByRole('radio', { name: 'English' }).first();
      if (!(await english.isChecked())) await english.click();
      await expect.poll(() => editor.field('English', 'Title').getByRole('textbox').inputValue()).toBe(TITLE);
      await (await fieldAt(editor, 'English', 'body')).getByRole('textbox', { name: 'Body' }).click();
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
