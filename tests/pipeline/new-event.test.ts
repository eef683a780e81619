/**
 * A new competition needs only what a visitor must know: its title, a short description, its dates and
 * place, when registration is open and whom to write to (content/competitions.ts). The page leaves out
 * whatever such a record does not say, in both editions: no empty heading, list, label or button. A whole
 * build of a copy of the project (the spec's content, as of 2025-04-01) with two such events added, as the
 * content editor writes them: one featured, one in the grid; their ids are made from their titles.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CheerioAPI } from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, parseDocument } from 'yaml';
import { buildSite } from '../../build';
import { calendarHref } from '../../content/lib/articles/routes';
import { builtPage, linkTargets, sectionTitled } from '../support/dist';
import { copyProject } from '../support/project-copy';

const fixture = join(import.meta.dirname, '../fixtures/content');
const read = (file: string): unknown => parse(readFileSync(join(fixture, file), 'utf8'));

/** The words of the competitions page the tests read, and the how-to labels of the contact page. */
interface PageWords {
  words: Record<'participants' | 'officialWebsite' | 'allCompetitions' | 'learnMore' | 'timeline', string>;
  eventDetails: { howToEnter: string };
}

/** What each edition calls the parts an event may leave out, and those it always has. */
const editions = (['en', 'sw'] as const).map((lang) => {
  const suffix = lang === 'en' ? '' : '.sw';
  const page = read(`competitions${suffix}.yml`) as PageWords;
  const contact = read(`contact${suffix}.yml`) as { labels: Record<'writeTo' | 'subject', string> };
  return { lang, prefix: lang === 'en' ? '' : '/sw', ...page, labels: contact.labels };
});

/** The two events, as the content editor writes an event whose form was filled with its required fields only. */
const featured = {
  title: 'Kisumu Junior Coding Challenge 2025',
  description: 'One day of coding puzzles for school teams of two, from first blocks to Python.',
  dates: { from: '2025-08-20' },
  location: 'Kisumu Innovation Hub, Milimani, Kisumu',
  featured: true,
  details: { timeline: { type: 'single', registration: { from: '2025-03-15', to: '2025-07-31' } } },
  howToEnter: { contact: 'programmes' },
};
const inTheGrid = {
  title: 'Mombasa Drone Day 2025',
  description: 'Teams fly the drones they built through a course on the beach at Nyali.',
  dates: { from: '2025-10-04' },
  location: 'Mombasa Innovation Hub, Nyali, Mombasa',
  details: { timeline: { type: 'single', registration: { from: '2025-05-01' } } },
  howToEnter: { contact: 'programmes' },
};
/** Their ids, made from their titles. */
const featuredId = 'kisumu-junior-coding-challenge-2025';
const gridId = 'mombasa-drone-day-2025';

let copy: Awaited<ReturnType<typeof copyProject>>;
let outDir: string;

beforeAll(async () => {
  copy = await copyProject('site-new-event-');
  outDir = join(copy.dir, 'dist');
  await copy.edit('content/competitions.yml', (text) => {
    const doc = parseDocument(text);
    // One featured event at most: the spec's featured faire gives way to the new one.
    doc.setIn(['events', 0, 'featured'], false);
    doc.addIn(['events'], doc.createNode(featured));
    doc.addIn(['events'], doc.createNode(inTheGrid));
    return doc.toString();
  });
  await buildSite({ projectDir: copy.dir, outDir });
}, 120_000);
afterAll(() => copy?.remove());

/** The elements of `scope` that hold nothing to read: a heading, paragraph, list, item, term or label left empty. */
function emptyParts($: CheerioAPI, scope: ReturnType<CheerioAPI>): string[] {
  return scope
    .find('h2, h3, h4, p, ul, ol, li, dl, dt, dd, .card__meta, .card__accent, .card__badges')
    .filter((_, el) => $(el).text().trim() === '' && $(el).find('img, svg').length === 0)
    .map((_, el) => $.html(el))
    .get();
}

/** The headings of an event's details, in order. */
const detailHeadings = ($: CheerioAPI, id: string) =>
  $(`#${id}-details`)
    .find('h3, h4')
    .map((_, h) => $(h).text().trim())
    .get();

describe.each(editions)('a new event with only what a visitor must know, in $lang', (edition) => {
  const page = () => builtPage(`${edition.prefix}/competitions/`, outDir);
  const { words: labels } = edition;

  it('is featured with its title, description, dates, place and registration, and nothing the record leaves out', () => {
    const $ = page();
    const block = sectionTitled($, featured.title);
    expect(block.text()).toContain(featured.description);
    expect(block.find('.event-facts li')).toHaveLength(2);
    expect(block.find('.event-facts').text()).toContain(featured.location);
    expect(block.find('.event-facts').text()).not.toContain(labels.participants);
    expect(block.find('img, picture')).toHaveLength(0);
    expect(block.find('.event-mark')).toHaveLength(0);
    expect(block.find('.featured-event__subtitle')).toHaveLength(0);
    expect(linkTargets($, block.find('.button-row'))).toHaveLength(1);
    expect(block.text()).not.toContain(labels.officialWebsite);
    expect(emptyParts($, block)).toEqual([]);
  });

  it('lists in the grid without subtitle, mark, picture or participants, linking its details and calendar file', () => {
    const $ = page();
    const card = sectionTitled($, labels.allCompetitions)
      .find('article')
      .filter((_, article) => $(article).find('h3').text() === inTheGrid.title);
    expect(card).toHaveLength(1);
    expect(card.find('img, picture, .event-mark, .card__meta')).toHaveLength(0);
    expect(card.text()).not.toContain(labels.participants);
    expect(linkTargets($, card)).toContain(`${labels.learnMore} -> #${gridId}-details`);
    expect(linkTargets($, card).map((link) => link.split(' -> ')[1])).toContain(
      `${edition.prefix}${calendarHref(gridId)}`,
    );
    expect(emptyParts($, card)).toEqual([]);
  });

  it('gives each its timeline and how to enter, and no empty heading for categories, age groups, prizes or requirements', () => {
    const $ = page();
    for (const [event, id] of [
      [featured, featuredId],
      [inTheGrid, gridId],
    ] as const) {
      expect(detailHeadings($, id), event.title).toEqual([labels.timeline, edition.eventDetails.howToEnter]);
      const details = $(`#${id}-details`);
      // The event's own days, where its timeline leaves them out.
      expect(details.find('dl dt').first().next('dd').text()).toMatch(/2025/);
      expect(details.find('dl').first().find('dt')).toHaveLength(2);
      const enter = $(`#${id}-enter`);
      // Write to, and the subject: the event's title. No What to include, no When.
      expect(
        enter
          .find('dt')
          .map((_, dt) => $(dt).text())
          .get(),
      ).toEqual([edition.labels.writeTo, edition.labels.subject]);
      expect(enter.find('a[href^="mailto:"]').attr('href')).toMatch(
        new RegExp(`^mailto:programmes@example\\.org\\?subject=${encodeURIComponent(event.title)}$`),
      );
      expect(emptyParts($, details)).toEqual([]);
    }
    const grid = $(`#${gridId}-details`).closest('article');
    expect(emptyParts($, grid)).toEqual([]);
  });

  it('has the same id, made from its English title, and so the same calendar file', () => {
    for (const id of [featuredId, gridId])
      expect(existsSync(join(outDir, `${edition.prefix}${calendarHref(id)}`)), id).toBe(true);
  });
});
