/**
 * Translations tracked per item, through a whole build: an event copied with its Kiswahili (the content
 * editor's Duplicate copies both) and an event that moved to another place in the English are shown in English,
 * marked as English, on /sw/competitions/, and the build names each item and what changed in it, as the
 * content editor names them; once translated and marked as the editor's save marks them, they show in
 * Kiswahili again.
 */
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { load } from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isMap, isSeq, parseDocument, type YAMLMap } from 'yaml';
import { buildSite } from '../../build';
import { competitionEventSchema } from '../../content/competitions';
import { shortHash } from '../../content/lib/words/translation-hash';
import { TRANSLATION_HASH, TRANSLATION_OF } from '../../content/lib/words/translation-fields';
import { itemOwnText, itemSourceText } from '../../content/lib/words/translation-items';
import { wordTreeFor } from '../../content/lib/words/words';
import { defined } from '../support/defined';
import { copyProject } from '../support/project-copy';

let copy: Awaited<ReturnType<typeof copyProject>>;
const events = (file: string) => join(copy.dir, 'content', file);
const tree = defined(wordTreeFor(competitionEventSchema), 'the words of an event');

const CHALLENGE = {
  id: 'kisumu-youth-challenge-2025',
  title: 'Kisumu Youth Challenge',
  description: 'One day for young makers of the lake region to pitch a fix for a problem in their own village.',
  location: 'Kisumu Innovation Hub',
};

/** The events of a competitions file of the copy, as a YAML document to change. */
async function eventsOf(file: string) {
  const doc = parseDocument(await readFile(events(file), 'utf8'));
  const list = doc.get('events');
  if (!isSeq(list) || !list.items.every(isMap)) throw new Error(`${file}: events is not a list of records`);
  return { doc, items: list.items, save: () => writeFile(events(file), doc.toString({ lineWidth: 0 })) };
}

/** The Kiswahili competitions page of a build of the copy. */
async function swPage() {
  return load(await readFile(join(copy.dir, 'dist/sw/competitions/index.html'), 'utf8'));
}

beforeAll(async () => {
  copy = await copyProject('translation-items-');
  await writeFile(join(copy.dir, '.gitignore'), 'node_modules\ndist*/\n');
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Editor', '-c', 'user.email=editor@example.org', ...args], { cwd: copy.dir });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'The site as translated');
}, 60_000);
afterAll(() => copy?.remove());

describe('an item of a translated list', () => {
  it(
    'copied with its Kiswahili, or moved to another place in the English, shows in English on /sw/, named, until translated again',
    { timeout: 240_000 },
    async () => {
      const english = await eventsOf('competitions.yml');
      const sw = await eventsOf('competitions.sw.yml');
      const [original, swOriginal] = [defined(english.items[1], 'event 2'), defined(sw.items[1], 'its Kiswahili')];
      const originalDescription = String(swOriginal.get('description'));
      // Duplicate: both sides copied, marks and all; then the English rewritten for the new event.
      const copied = original.clone() as YAMLMap;
      for (const [key, value] of Object.entries(CHALLENGE)) copied.set(key, value);
      copied.set('featured', false);
      copied.set('dates', english.doc.createNode({ from: '2025-09-27' }));
      english.items.push(copied);
      sw.items.push(swOriginal.clone() as YAMLMap);
      // The first event moved to another place in the English alone.
      const moved = defined(english.items[0], 'event 1');
      moved.set('location', 'Moi University, Eldoret');
      await Promise.all([english.save(), sw.save()]);

      const first = await buildSite({ projectDir: copy.dir, outDir: join(copy.dir, 'dist') });
      const about = first.warnings.filter((warning) => warning.startsWith('content/competitions.sw.yml'));
      const last = english.items.length - 1;
      expect(about).toEqual(
        expect.arrayContaining([
          expect.stringMatching(
            new RegExp(
              `^content/competitions\\.sw\\.yml: events\\[${last}\\]: its Kiswahili was made for Events → item 2 "[^"]+" and was copied with it, so it describes that item: translate .*Title.*Description.* for this one, then save; until then the Kiswahili page shows it in English$`,
            ),
          ),
          'content/competitions.sw.yml: events[0]: the English has changed since it was translated: Location. Translate what changed, then save; until then the Kiswahili page shows it in English',
        ]),
      );
      let page = await swPage();
      const challenge = page('[lang="en"]').filter((_, el) => page(el).text().includes(CHALLENGE.title));
      expect(challenge.length, 'the copy’s title, in English and marked so').toBeGreaterThan(0);
      expect(page.html().split(originalDescription).length - 1, 'the original’s Kiswahili, for the original only').toBe(
        1,
      );
      expect(page('[lang="en"]').text()).toContain(String(moved.get('title')));

      // Translated on the Kiswahili side and saved: marked for its own English, as the editor's save marks it.
      const translation = {
        title: 'Changamoto ya Vijana ya Kisumu',
        description: 'Siku moja kwa wabunifu vijana wa eneo la ziwa kuwasilisha suluhisho la tatizo la kijiji chao.',
      };
      const swCopy = defined(sw.items[last], 'the copy’s Kiswahili');
      for (const [key, value] of Object.entries(translation)) swCopy.set(key, value);
      const englishCopy = (english.doc.toJS() as { events: unknown[] }).events[last];
      swCopy.set(TRANSLATION_OF, shortHash(itemSourceText(englishCopy, tree)));
      swCopy.set(TRANSLATION_HASH, shortHash(itemOwnText(swCopy.toJSON(), englishCopy, tree)));
      await sw.save();

      const second = await buildSite({ projectDir: copy.dir, outDir: join(copy.dir, 'dist') });
      expect(
        second.warnings.filter((warning) => warning.startsWith(`content/competitions.sw.yml: events[${last}]`)),
      ).toEqual([]);
      page = await swPage();
      expect(page.text()).toContain(translation.title);
      expect(page('[lang="en"]').text()).not.toContain(CHALLENGE.title);
    },
  );
});
