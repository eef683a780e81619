/**
 * Translations tracked per item, in the content editor as an editor uses it (tests/support/cms.ts): the
 * quickest way to add an event is the item menu's Duplicate, which copies the other event's Kiswahili too.
 * Saved, the copy is flagged and shown in English on /sw/ until its Kiswahili is translated; a change of the
 * English alone leaves the Kiswahili out of date until someone translates it, or ticks "Kiswahili checked".
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { load } from 'cheerio';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildSite } from '../../build';
import { TRANSLATION_CHECKED, TRANSLATION_OF } from '../../content/lib/words/translation-fields';
import { closeContexts, workerBrowser } from '../support/browser';
import { fileOf, openLocalCms, text, type Files, type Language, type LocalCms } from '../support/cms';

let browser: Awaited<ReturnType<typeof workerBrowser>>;
let editor: LocalCms;

beforeAll(async () => {
  browser = await workerBrowser();
  editor = await openLocalCms(browser, 'cms-translation-');
}, 180_000);

afterAll(async () => {
  await closeContexts(browser);
  await editor?.close();
});

const CHALLENGE = {
  id: 'kisumu-youth-challenge-2025',
  title: 'Kisumu Youth Challenge',
  description: 'One day for young makers of the lake region to pitch a fix for a problem in their own village.',
  location: 'Kisumu Innovation Hub',
};
const SWAHILI = {
  title: 'Changamoto ya Vijana ya Kisumu',
  description: 'Siku moja kwa wabunifu vijana wa eneo la ziwa kuwasilisha suluhisho la tatizo la kijiji chao.',
};

type Event = Record<string, unknown>;
/** A field's label in the form, from its name: `title` is Title. */
const label = (name: string) => name[0]!.toUpperCase() + name.slice(1);
const events = (files: Files, file: string) => (parse(text(fileOf(files, file))) as { events: Event[] }).events;

/** The events list of a language's side of Pages → Competitions, each item folded but those named. */
function eventsOf(language: Language) {
  const list = editor.field(language, 'Events');
  const visible = (locator: Locator) => locator.filter({ visible: true });
  return {
    list,
    /** The n-th item's menu, of the items shown (nested lists' items are folded away with their item). */
    menu: (n: number) => visible(list.getByRole('button', { name: 'List Item Options' })).nth(n),
    /**
     * Fills a text of the item that is open, by its label. The CMS draws an item's fields as they scroll into
     * view: the fields drawn so far are scrolled past until the one wanted is there.
     */
    fill: async (label: string, value: string) => {
      const field = visible(list.getByRole('group', { name: new RegExp(`^“.${label}.” Field$`) })).first();
      const drawn = visible(list.getByRole('group', { name: /^“.+.” Field$/ }));
      for (let tries = 0; tries < 20 && (await field.count()) === 0; tries++) {
        await drawn.last().scrollIntoViewIfNeeded();
        await editor.page.mouse.wheel(0, 400);
      }
      await field.scrollIntoViewIfNeeded();
      await field.getByRole('textbox').first().fill(value);
    },
  };
}

/** Opens Pages → Competitions, on the side of `language` (a save closes the entry). */
async function openCompetitions(language: Language = 'English') {
  const { page, pane } = editor;
  await page.getByRole('treeitem', { name: /Pages/ }).click();
  await page.getByRole('row', { name: /^Competitions/ }).click();
  if (language === 'Swahili') await pane('English').getByRole('radio', { name: 'Swahili' }).click();
  const list = eventsOf(language);
  await list.list.scrollIntoViewIfNeeded();
  // Folded, each item shows its header alone (the sides share what is folded).
  const collapse = list.list.getByRole('button', { name: 'Collapse All' }).first();
  if (await collapse.isEnabled()) await collapse.click();
  return list;
}

/** Writes what the CMS saved into the copy of the project, and builds it. */
async function build(saved: Files) {
  for (const path of ['content/competitions.yml', 'content/competitions.sw.yml']) {
    await mkdir(dirname(join(editor.copy.dir, path)), { recursive: true });
    await writeFile(join(editor.copy.dir, path), Buffer.from(fileOf(saved, path), 'base64'));
  }
  const { warnings } = await buildSite({ projectDir: editor.copy.dir, outDir: join(editor.copy.dir, 'dist') });
  const page = load(await readFile(join(editor.copy.dir, 'dist/sw/competitions/index.html'), 'utf8'));
  return { warnings: warnings.filter((w) => w.startsWith('content/competitions.sw.yml')), page };
}

describe('an event added with Duplicate in the content editor', () => {
  it(
    'is flagged and shown in English on /sw/ until its Kiswahili is translated, and then shown in Kiswahili',
    { timeout: 420_000 },
    async () => {
      const { page } = editor;
      const english = await openCompetitions();
      const count = events(editor.seeded, 'content/competitions.yml').length;
      await english.menu(1).click();
      await page.getByRole('menuitem', { name: 'Duplicate' }).click();
      // The copy comes open below its original, with everything of it, the Kiswahili included.
      for (const [name, value] of Object.entries(CHALLENGE)) await english.fill(label(name), value);
      await editor.save();
      let saved = await editor.repository();
      const [en, sw] = [events(saved, 'content/competitions.yml'), events(saved, 'content/competitions.sw.yml')];
      expect(en.length, 'events after Duplicate').toBe(count + 1);
      expect(en[2]).toMatchObject(CHALLENGE);
      // Its Kiswahili is its original's, marks and all: made for the other event.
      expect(sw[2]?.title).toBe(sw[1]?.title);
      expect(sw[2]?.[TRANSLATION_OF]).toBe(sw[1]?.[TRANSLATION_OF]);
      for (const event of en)
        expect(Object.keys(event), 'an English event keeps no translation marks').not.toContain(TRANSLATION_OF);

      let built = await build(saved);
      expect(built.warnings).toEqual([
        expect.stringMatching(
          /^content\/competitions\.sw\.yml: events\[2\]: its Kiswahili was made for Events → item 2 "[^"]+" and was copied with it, so it describes that item: translate .* for this one, then save; until then the Kiswahili page shows it in English$/,
        ),
      ]);
      const shownInEnglish = built.page('[lang="en"]').text();
      expect(shownInEnglish, 'the copy in English on /sw/').toContain(CHALLENGE.title);
      expect(shownInEnglish).toContain(CHALLENGE.description);
      expect(built.page.text().split(String(sw[1]?.description)).length - 1, 'the original’s Kiswahili, once').toBe(1);

      // Translated on the Swahili side, and saved.
      const swahili = await openCompetitions('Swahili');
      await swahili.list.getByRole('button', { name: 'Expand', exact: true }).filter({ visible: true }).nth(2).click();
      for (const [name, value] of Object.entries(SWAHILI)) await swahili.fill(label(name), value);
      await editor.save();
      saved = await editor.repository();
      built = await build(saved);
      expect(built.warnings).toEqual([]);
      expect(built.page.text()).toContain(SWAHILI.title);
      expect(built.page('[lang="en"]').text()).not.toContain(CHALLENGE.title);
    },
  );

  it(
    'a change of the English alone leaves its Kiswahili out of date until the editor ticks Kiswahili checked, which no file keeps',
    { timeout: 300_000 },
    async () => {
      const english = await openCompetitions();
      await english.list.getByRole('button', { name: 'Expand', exact: true }).filter({ visible: true }).first().click();
      await english.fill('Location', 'Moi University, Eldoret');
      await editor.save();
      let built = await build(await editor.repository());
      expect(built.warnings).toEqual([
        expect.stringMatching(
          /^content\/competitions\.sw\.yml: events\[0\]: the English has changed since it was translated/,
        ),
      ]);

      // The Kiswahili says nothing of the place: checked, it holds as it is.
      await openCompetitions('Swahili');
      await editor
        .field('Swahili', 'Kiswahili checked')
        .getByRole('switch')
        .or(editor.field('Swahili', 'Kiswahili checked').getByRole('checkbox'))
        .first()
        .check();
      await editor.save();
      const saved = await editor.repository();
      for (const file of ['content/competitions.yml', 'content/competitions.sw.yml'])
        expect(Object.keys(parse(text(fileOf(saved, file))) as object), file).not.toContain(TRANSLATION_CHECKED);
      built = await build(saved);
      expect(built.warnings).toEqual([]);
    },
  );
});
