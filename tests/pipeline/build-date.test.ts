/**
 * Whole builds as of another day (BUILD_DATE): what the dates decide, on the pages. The live content built a
 * year ahead says nothing that the day has overtaken, whatever the editor has written (these tests read its
 * records as written, and assert only what any valid content satisfies); the spec's frozen content, built
 * on days after its own, shows what each state looks like: an event the day after it ends, nothing to
 * come, goals whose year has ended, an article more than a year old.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CheerioAPI } from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildSite } from '../../build';
import { dayInNairobi, yearOf, yearsAfter } from '../../content/lib/time/build-date';
import type { DateSpan } from '../../content/lib/time/date-shapes';
import { firstDay, lastDay } from '../../content/lib/time/dates';
import { calendarHref } from '../../content/lib/articles/routes';
import { eventIdOf } from '../../content/competitions';
import { builtPage, builtPaths, linkTargets, sectionTitled } from '../support/dist';
import { copyProject } from '../support/project-copy';

const root = join(import.meta.dirname, '../..');

/** The text of each element, as it reads on screen. */
const texts = ($: CheerioAPI, nodes: ReturnType<CheerioAPI>) =>
  nodes.map((_, el) => $(el).text().replace(/\s+/g, ' ').trim()).get();

/** A competition as content/competitions.yml writes it: what these tests read of it. */
interface WrittenEvent {
  /** Made from its title where the record gives none (content/competitions.ts, `withEventIds`). */
  id?: string;
  title: string;
  dates: DateSpan;
  featured: boolean;
  registrationClosedEarly?: boolean;
  details: { timeline: Record<string, DateSpan> & { type: string } };
}

/** The days an event's registration is open, as its timeline writes them. */
function registrationWindow({ details: { timeline } }: WrittenEvent): [string, string] {
  return timeline.type === 'single'
    ? [firstDay(timeline.registration!), lastDay(timeline.registration!)]
    : [firstDay(timeline.preparation!), lastDay(timeline.submission!)];
}

describe('the live content, built a year from today', () => {
  const today = yearsAfter(dayInNairobi(), 1);
  let outDir: string;
  const written = parse(readFileSync(join(root, 'content/competitions.yml'), 'utf8')) as {
    events: WrittenEvent[];
    preparation: { events: { id: string; title: string; dates: DateSpan }[] };
  };
  const competitions = {
    ...written,
    events: written.events.map((event) => ({ ...event, id: event.id ?? eventIdOf(event.title) })),
  };
  const history = parse(readFileSync(join(root, 'content/history.yml'), 'utf8')) as {
    goals: { year: number; targets: { reached?: string }[] }[];
  };
  beforeAll(async () => {
    outDir = join(await mkdtemp(join(tmpdir(), 'build-date-live-')), 'dist');
    await buildSite({ projectDir: root, contentDir: join(root, 'content'), outDir, today });
  }, 120_000);
  afterAll(() => rm(join(outDir, '..'), { recursive: true, force: true }));

  const page = (path: string) => builtPage(path, outDir);

  it('opens no registration outside its days, and features no event that has taken place', () => {
    expect(competitions.events.length).toBeGreaterThan(0);
    for (const lang of ['', '/sw'] as const) {
      const $ = page(`${lang}/competitions/`);
      // The featured event is the one whose title is a heading of the page's own (h2).
      const headings = texts($, $('main h2'));
      const ended = competitions.events.filter((event) => lastDay(event.dates) < today);
      for (const event of ended) expect(headings, event.title).not.toContain(event.title);
      for (const event of competitions.events) {
        const [opens, closes] = registrationWindow(event);
        const open = opens <= today && today <= closes && !event.registrationClosedEarly;
        const registerLinks = $(`main a[href="#${event.id}-enter"]`).filter((_, a) =>
          /Regist|Jisajili/.test($(a).text()),
        );
        if (!open) expect(registerLinks, `${lang} ${event.title}: a link to register`).toHaveLength(0);
      }
    }
  });

  it('lists no event or session that has taken place as upcoming: those of the last season are under Past events', () => {
    const $ = page('/competitions/');
    const past = $('#past-events').text();
    const all = [...competitions.events, ...competitions.preparation.events];
    const ended = all.filter((event) => lastDay(event.dates) < today);
    const latest =
      ended
        .map((event) => lastDay(event.dates))
        .sort()
        .at(-1) ?? '';
    // The record has one competition at least: each is listed as still to come, or as past, as its days say.
    // Sessions of two seasons may share a title: each is known by its id, which names its calendar file.
    expect(all.length).toBeGreaterThan(0);
    for (const event of all) {
      const file = calendarHref(event.id);
      const listed = $(`main a[href="${file}"]`).length > 0;
      if (lastDay(event.dates) < today) {
        expect(listed, `${event.id} listed as to come`).toBe(false);
        expect($(`#${event.id}-details`), `${event.id}'s details`).toHaveLength(0);
        expect(existsSync(join(outDir, file)), file).toBe(false);
        if (yearsAfter(lastDay(event.dates), 1) > latest)
          expect(past, `${event.title} under Past events`).toContain(event.title);
      } else {
        expect(listed, `${event.id} listed as to come`).toBe(true);
        expect(existsSync(join(outDir, file)), file).toBe(true);
      }
    }
  });

  it('promises no goal whose year has ended: such goals are shown only with what was reached', () => {
    const year = yearOf(today);
    const $ = page('/about/history/');
    for (const goal of history.goals) {
      const heading = $('h2').filter((_, h) => $(h).text() === `Our goals for ${goal.year}`);
      if (goal.year >= year) expect(heading, `goals for ${goal.year}`).toHaveLength(1);
      else if (goal.targets.every((target) => target.reached))
        expect(heading.closest('section').find('dd').text(), `goals for ${goal.year}`).toMatch(/reached/);
      else expect(heading, `goals for ${goal.year}`).toHaveLength(0);
    }
    // No page but an article (dated, and saying how old it is) sets a deadline that has passed.
    const articles = /^\/(sw\/)?impact\/(blogs|updates|features)\/(?!page\/|category\/)[^/]+\/$/;
    const paths = builtPaths(outDir).filter((path) => !articles.test(path) && !path.startsWith('/sw/'));
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) {
      const $page = builtPage(path, outDir);
      // Goals whose year has ended, given with what was reached: "what we set out to reach by the end of 2025".
      $page('main section')
        .filter((_, section) => /^goals-/.test(section.attribs.id ?? '') && $page(section).find('dd').length > 0)
        .remove();
      const main = $page('main').text();
      for (const [phrase, deadline] of main.matchAll(/\bby (?:the end of )?(20\d\d)\b/g))
        expect(Number(deadline), `${path}: "${phrase}"`).toBeGreaterThanOrEqual(year);
    }
  });

  it('asks donors to help reach only goals still ahead', () => {
    const mission = page('/')('#join').text();
    for (const [, deadline] of mission.matchAll(/by the end of (20\d\d)/g))
      expect(Number(deadline)).toBeGreaterThanOrEqual(yearOf(today));
  });
});

describe('the spec’s content, built on days after its own', () => {
  let copy: Awaited<ReturnType<typeof copyProject>>;
  const dirs: Record<string, string> = {};
  beforeAll(async () => {
    copy = await copyProject('build-date-');
    // What the record says the faire and the goals for 2025 came to: shown once they are past.
    await copy.edit('content/competitions.yml', (text) =>
      text.replace(
        '    howToEnter:\n      contact: programmes\n      subject: "Registration: Nairobi Maker Faire 2025"',
        '    results: The grand prize went to a team from Kakamega for a solar maize dryer.\n    resultsLink: /impact/updates/\n    howToEnter:\n      contact: programmes\n      subject: "Registration: Nairobi Maker Faire 2025"',
      ),
    );
    await copy.edit('content/history.yml', (text) =>
      text
        .replace(
          '      - value: 5,000+\n        label: students\n',
          '      - value: 5,000+\n        label: students\n        reached: 3,400\n',
        )
        .replace(
          '      - value: "15"\n        label: counties\n',
          '      - value: "15"\n        label: counties\n        reached: "12"\n',
        )
        .replace(
          '      - value: "15"\n        label: innovation labs\n',
          '      - value: "15"\n        label: innovation labs\n        reached: "9"\n',
        )
        .replace(
          '      - value: 200+\n        label: teachers trained\n',
          '      - value: 200+\n        label: teachers trained\n        reached: 160+\n',
        ),
    );
    for (const today of ['2025-07-18', '2026-01-02']) {
      dirs[today] = join(copy.dir, `dist-${today}`);
      await buildSite({ projectDir: copy.dir, outDir: dirs[today], today });
    }
  }, 180_000);
  afterAll(() => copy?.remove());

  const page = (today: string, path: string) => builtPage(path, dirs[today]);

  it('the day after the faire ends: it is no longer featured, and is under Past events with its results', () => {
    const $ = page('2025-07-18', '/competitions/');
    expect($('main').text()).not.toContain('Featured Event');
    expect(texts($, sectionTitled($, 'All Competitions').find('article h3'))).toEqual([
      'Robot Olympiad National Qualifier 2025',
      'VEX Robotics Championship Kenya 2025',
    ]);
    const past = sectionTitled($, 'Past events');
    expect(texts($, past.find('article h3'))).toEqual(['Nairobi Maker Faire 2025']);
    expect(past.text()).toContain('15–17 July 2025');
    expect(past.text()).toContain('The grand prize went to a team from Kakamega for a solar maize dryer.');
    expect(linkTargets($, past, { named: true })).toEqual([
      'See the results of Nairobi Maker Faire 2025 -> /impact/updates/',
    ]);
    // Past preparation sessions too, the latest first, and no Register Interest for them.
    const sessions = past.find('h3').filter((_, h) => $(h).text() === 'Past preparation sessions');
    expect(texts($, sessions.next('ul').find('li'))).toEqual(['Maker Faire Project Clinic: 17 May 2025']);
    expect(texts($, sectionTitled($, 'Upcoming Preparation Events').find('article h3'))).not.toContain(
      'Maker Faire Project Clinic',
    );
    expect(existsSync(join(dirs['2025-07-18']!, calendarHref('nairobi-maker-faire-2025')))).toBe(false);
    // The olympiad's team entries opened in June, by its dates alone: its card says Open and links Register,
    // and the call to register leads to how to enter it.
    const olympiad = sectionTitled($, 'All Competitions')
      .find('article')
      .filter((_, card) => $(card).find('h3').text() === 'Robot Olympiad National Qualifier 2025');
    expect(olympiad.text()).toMatch(/^Open/);
    expect(olympiad.text()).not.toContain('Coming Soon');
    expect(linkTargets($, olympiad)).toContain('Register -> #robot-olympiad-qualifier-2025-enter');
    expect(linkTargets($, sectionTitled($, 'Ready to Compete?').find('.button-row'))).toEqual([
      'Register for Events -> #robot-olympiad-qualifier-2025-enter',
    ]);
  });

  it('with nothing to come, says so: no featured event, no details, and Past events holds them all', () => {
    const $ = page('2026-01-02', '/competitions/');
    expect($('main').text()).not.toContain('Featured Event');
    expect($('#competition-details')).toHaveLength(0);
    const all = sectionTitled($, 'All Competitions');
    expect(all.find('article')).toHaveLength(0);
    expect(all.find('p').text()).toMatch(/^No competition is open for entries or coming up just now/);
    const sessions = sectionTitled($, 'Upcoming Preparation Events');
    expect(sessions.find('article')).toHaveLength(0);
    expect(sessions.text()).toContain('No preparation session is planned just now.');
    expect(sessions.find('#preparation-how-to')).toHaveLength(0);
    expect(texts($, sectionTitled($, 'Past events').find('article h3'))).toEqual([
      'VEX Robotics Championship Kenya 2025',
      'Robot Olympiad National Qualifier 2025',
      'Nairobi Maker Faire 2025',
    ]);
    expect($('a[href$=".ics"]')).toHaveLength(0);
    expect(existsSync(join(dirs['2026-01-02']!, 'competitions/calendar'))).toBe(false);
    // The Kiswahili page says the same in its words.
    const sw = page('2026-01-02', '/sw/competitions/');
    expect(sectionTitled(sw, 'Matukio yaliyopita').find('article')).toHaveLength(3);
  });

  it('shows the goals for 2025 as past, with what was reached, and asks help for no goal once 2025 has ended', () => {
    const $ = page('2026-01-02', '/about/history/');
    const goals = sectionTitled($, 'Our goals for 2025');
    expect(goals.find('p').first().text()).toBe('What we set out to reach by the end of 2025, and what we reached.');
    expect(texts($, goals.find('dt'))).toEqual(['students', 'counties', 'innovation labs', 'teachers trained']);
    expect(texts($, goals.find('dd'))).toEqual([
      'goal 5,000+, reached 3,400',
      'goal 15, reached 12',
      'goal 15, reached 9',
      'goal 200+, reached 160+',
    ]);
    // The figures, counted in December 2024, are said to be of then.
    expect($('#today h2').text()).toBe('Where we stood in December 2024');
    expect(page('2026-01-02', '/')('#join').text()).not.toMatch(/by the end of/);
    expect(page('2025-07-18', '/')('#join').text()).toContain(
      'Help us reach 5,000 students in 15 counties by the end of 2025.',
    );
    // More than six months after December 2024: the figures say when they were counted, on every page.
    expect(page('2025-07-18', '/about/history/')('#today h2').text()).toBe('Where we stood in December 2024');
    expect(page('2025-07-18', '/')('main').text()).toContain('Figures as of December 2024.');
  });

  it('says an article is more than a year old before its text, from the day it is', () => {
    // Learning to code without a data bundle: 22 November 2024.
    const notice = (today: string) => page(today, '/impact/blogs/offline-first-learning/')('.article__age').text();
    expect(notice('2025-07-18')).toBe('');
    expect(notice('2026-01-02')).toBe('This post is more than a year old: it was published on 22 November 2024.');
    expect(page('2026-01-02', '/sw/impact/blogs/offline-first-learning/')('.article__age').text()).toBe(
      'Makala hii ina zaidi ya mwaka mmoja: ilichapishwa tarehe 22 Novemba 2024.',
    );
    // Why girls leave STEM at 14: 5 March 2025, less than a year before.
    expect(page('2026-01-02', '/impact/blogs/why-girls-leave-stem/')('.article__age')).toHaveLength(0);
  });
});
