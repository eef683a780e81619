import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CheerioAPI } from 'cheerio';
import { describe, expect, it } from 'vitest';
import blogs, { blogCategories } from '../../content/blogs';
import features from '../../content/features';
import { slugify } from '../../content/lib/articles/collection';
import updates from '../../content/updates';
import reports from '../../content/reports';
import facts from '../../content/facts';
import site from '../../content/site';
import { formatDate } from '../../content/lib/time/dates';
import { readPdf } from '../support/pdf';
import { galleryCategories } from '../../content/gallery';
import { builtPage, buttonNames, linkTargets, sectionTitled } from '../support/dist';
import { distDir } from '../support/server';
import { yearOf } from '../../content/lib/time/build-date';
import { FIXTURE_DATE } from '../support/fixture-date';

/** An element's text as it reads on screen. */
function read(element: { text(): string }): string {
  return element.text().replace(/\s+/g, ' ').trim();
}

/** The cards of a page section as a visitor meets them: each article with its h3. */
function cards($: CheerioAPI, sectionTitle: string) {
  return sectionTitled($, sectionTitle).find('article');
}

/**
 * The list that follows its lead words inside a card: a heading ("Key Highlights", "Impact Achieved") or
 * the words a screen reader reads before it ("Tags", "Highlights").
 */
function listUnder($: CheerioAPI, card: Parameters<CheerioAPI>[0], heading: string): string[] {
  const lead = $(card)
    .find('h4, p')
    .filter((_, el) => $(el).text().trim() === heading);
  return lead
    .next('ul')
    .find('li')
    .map((_, li) => $(li).text().trim())
    .get();
}

describe('/impact/', () => {
  const $ = builtPage('/impact/');

  it('shows four stat cards with the spec’s reach figures', () => {
    const stats = sectionTitled($, 'Our reach in numbers')
      .find('ul li')
      .map((_, li) => read($(li)))
      .get();
    expect(stats).toHaveLength(4);
    expect(stats.join(' | ')).toContain('2,500+ students reached');
    expect(stats.join(' | ')).toContain('95% completion rate');
  });

  it('counts the years since the foundation began from the year it is built in', () => {
    const years = yearOf(FIXTURE_DATE) - facts.founded;
    expect(read($('main h1').parent())).toContain(`from ${years} years of hands-on STEM learning`);
    expect(read(builtPage('/sw/impact/')('main h1').parent())).toContain(`kutoka miaka ${years} ya kujifunza`);
  });

  it('links into each of the five Impact sections', () => {
    const links = cards($, 'Explore our impact')
      .find('h3 a')
      .map((_, a) => $(a).attr('href'))
      .get();
    expect(links).toEqual([
      '/impact/features/',
      '/impact/updates/',
      '/impact/blogs/',
      '/impact/gallery/',
      '/impact/reports/',
    ]);
  });
});

/**
 * A card's links, as `text -> href`; where a screen reader reads more of the text than shows (visually
 * hidden words), as `shown, read as “text” -> href`. An aria-label, which search engines do not read as the
 * link's text, shows as one.
 */
function linksOf($: CheerioAPI, card: Parameters<CheerioAPI>[0]): string[] {
  return $(card)
    .find('a')
    .map((_, a) => {
      const text = read($(a));
      const shown = read($(a).clone().find('.visually-hidden').remove().end());
      const label = $(a).attr('aria-label');
      const name = label ? `aria-label “${label}”` : shown === text ? text : `${shown}, read as “${text}”`;
      return `${name} -> ${$(a).attr('href')}`;
    })
    .get();
}

describe('/impact/features/', () => {
  const $ = builtPage('/impact/features/');
  const featureCards = cards($, 'Stories of change');

  it('tells three stories, one per category, each with its date, its person or school and location', () => {
    expect(featureCards).toHaveLength(3);
    expect(
      new Set(
        featureCards
          .find('.badge')
          .map((_, b) => $(b).text())
          .get(),
      ),
    ).toEqual(new Set(['Girls in STEM', 'Community Engagement', 'Innovative Projects']));
    const metas = featureCards.map((_, s) => read($(s).find('.card__meta'))).get();
    // Dated, so that a role or an age reads as it was then.
    expect(metas).toContain('10 February 2025 Akinyi, Form 4 student, Ignite Girls graduate Kisumu County');
    expect(metas).toContain('4 November 2024 Kibwezi Mixed Day Secondary School Makueni County');
    expect(metas.some((m) => /^20 January 2025 Brian Mutua, 24, Founder.*Machakos County$/.test(m))).toBe(true);
  });

  it('gives each story its story in brief and Impact Achieved, its title and Read Full Story leading to its page', () => {
    expect(featureCards).toHaveLength(3);
    featureCards.each((_, card) => {
      const title = $(card).find('h3').text();
      const record = features.stories.find((s) => s.title === title);
      expect(record, title).toBeDefined();
      expect(read($(card)), title).toContain(record!.story);
      expect(listUnder($, card, 'Impact Achieved'), title).toEqual(record!.impact);
      const href = `/impact/features/${record!.slug}/`;
      expect(linksOf($, card)).toEqual([
        `${title} -> ${href}`,
        `Read Full Story, read as “Read Full Story about: ${title}” -> ${href}`,
      ]);
      expect($(card).find('button')).toHaveLength(0);
    });
  });

  it('asks for stories with Submit Your Story, a link to how to send one', () => {
    expect(linkTargets($, sectionTitled($, 'Share Your Story'))).toEqual(['Submit Your Story -> /contact/#story']);
  });
});

describe('/impact/updates/', () => {
  const $ = builtPage('/impact/updates/');
  const news = cards($, 'News');

  it('shows five news cards, newest first, over the five categories, each with its date, summary, content and Key Highlights', () => {
    expect(news).toHaveLength(5);
    expect(
      new Set(
        news
          .find('.badge')
          .map((_, b) => $(b).text())
          .get(),
      ),
    ).toEqual(new Set(['Infrastructure', 'Achievement', 'Partnership', 'Technology', 'Education']));
    const dates = news
      .find('time')
      .map((_, t) => $(t).attr('datetime'))
      .get();
    expect(dates).toEqual([...dates].sort().reverse());
    news.each((_, card) => {
      const title = $(card).find('h3').text();
      const record = updates.updates.find((u) => u.title === title)!;
      expect(read($(card).find('.card__meta')), title).toMatch(/^\d{1,2} [A-Z][a-z]+ 20\d\d$/);
      expect(read($(card)), title).toContain(record.summary);
      expect(read($(card)), title).toContain(record.content);
      expect(listUnder($, card, 'Key Highlights'), title).toEqual(record.highlights);
      const href = `/impact/updates/${record.slug}/`;
      expect(linksOf($, card)).toEqual([
        `${title} -> ${href}`,
        `Read More, read as “Read More about: ${title}” -> ${href}`,
      ]);
    });
  });
});

describe('/impact/blogs/', () => {
  const $ = builtPage('/impact/blogs/');
  const posts = cards($, 'Latest posts');

  it('shows all six posts without script, newest first, one per filter category', () => {
    expect(posts).toHaveLength(6);
    expect(
      new Set(
        posts
          .find('.badge')
          .map((_, b) => $(b).text())
          .get(),
      ),
    ).toEqual(new Set(blogCategories));
    const dates = posts
      .find('time')
      .map((_, t) => $(t).attr('datetime'))
      .get();
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('gives each post its date, read time, summary, excerpt, author and role, tags, likes and comments', () => {
    expect(posts).toHaveLength(6);
    posts.each((_, post) => {
      const title = $(post).find('h3').text();
      const record = blogs.posts.find((p) => p.title === title)!;
      const text = read($(post));
      expect(text, title).toMatch(/\d{1,2} [A-Z][a-z]+ 20\d\d \d{1,2} min read/);
      expect(text, title).toContain(`${record.minutes} min read`);
      expect(text, title).toContain(record.summary);
      expect(text, title).toContain(record.excerpt);
      expect(read($(post).find('strong')), title).toBe(record.author);
      expect(text, title).toContain(record.role);
      expect(listUnder($, post, 'Tags'), title).toEqual(record.tags);
      expect(text, title).toContain(`${record.likes} likes ${record.comments} comments`);
      const href = `/impact/blogs/${record.slug}/`;
      expect(linksOf($, post)).toEqual([
        `${title} -> ${href}`,
        `Read More, read as “Read More about: ${title}” -> ${href}`,
      ]);
    });
  });

  it('offers the categories as links to their own pages, All current, and says how many posts show', () => {
    const nav = $('nav[aria-label="Filter posts by category"]');
    expect(
      nav
        .find('a')
        .map((_, a) => `${read($(a))} -> ${$(a).attr('href')}`)
        .get(),
    ).toEqual(['All -> /impact/blogs/', ...blogCategories.map((c) => `${c} -> /impact/blogs/category/${slugify(c)}/`)]);
    expect(nav.find('[aria-current="page"]').text()).toBe('All');
    expect($('[role="status"]').text()).toBe('Showing all 6 posts');
    expect(nav.closest('[data-module="filter"]')).toHaveLength(1);
  });

  it('offers Subscribe to Blog Updates as the newsletter form’s button', () => {
    const button = $('main form button').filter((_, b) => $(b).text() === 'Subscribe to Blog Updates');
    expect(button.attr('type')).toBe('submit');
  });
});

describe('/impact/gallery/', () => {
  const $ = builtPage('/impact/gallery/');
  const items = $('[data-gallery-card]');

  it('shows all twelve items without script, over every category', () => {
    expect(items).toHaveLength(12);
    const categories = $('[data-filter-item]')
      .map((_, el) => $(el).attr('data-filter-item'))
      .get();
    expect(new Set(categories)).toEqual(new Set(galleryCategories));
  });

  it('gives each item its title, date, location, participants and a readable description', () => {
    expect(items).toHaveLength(12);
    items.each((_, item) => {
      const title = $(item).find('h3').text();
      expect(title).not.toBe('');
      expect($(item).find('dd')).toHaveLength(3);
      expect($(item).find('details summary').text()).toBe('Description');
      expect($(item).find('details p').text().length, title).toBeGreaterThan(40);
    });
  });

  it('marks videos with a play icon and an m:ss duration badge', () => {
    const videos = items.filter((_, item) => $(item).attr('data-gallery-duration') !== undefined);
    expect(videos.length).toBeGreaterThan(0);
    videos.each((_, video) => {
      const badge = $(video).find('.gallery-card__type--video');
      expect(badge.find('svg')).toHaveLength(1);
      expect(badge.text()).toMatch(/^Video, duration \d{1,2}:[0-5]\d$/);
    });
  });

  it('serves the filter row with All and the five categories, and one closed dialog', () => {
    const bar = $('[role="group"][aria-label="Filter gallery by category"]');
    expect(buttonNames($, bar)).toEqual(['All', ...galleryCategories]);
    expect($('dialog')).toHaveLength(1);
    expect($('dialog').attr('open')).toBeUndefined();
  });

  it('asks for photos with Submit Your Photos, a link to how to send them', () => {
    expect(linkTargets($, sectionTitled($, 'Share Your Photos'))).toEqual(['Submit Your Photos -> /contact/#photos']);
  });
});

describe('/impact/reports/', () => {
  const $ = builtPage('/impact/reports/');
  const featured = cards($, 'Latest Annual Report');
  const grid = cards($, 'All Reports & Documentation');

  it('features exactly one report, the 2024 annual report, with Download Report and Preview', () => {
    expect(featured).toHaveLength(1);
    expect(featured.find('h3').text()).toBe('Annual Report 2024');
    expect(
      featured
        .find('a')
        .map((_, a) => $(a).text())
        .get(),
    ).toEqual(['Download Report: Annual Report 2024', 'Preview: Annual Report 2024']);
  });

  it('lists the other five with type, published date, pages, size and only the first three highlights', () => {
    expect(grid).toHaveLength(5);
    expect(
      grid
        .find('h3')
        .map((_, h) => $(h).text())
        .get(),
    ).not.toContain('Annual Report 2024');
    expect(
      new Set(
        grid
          .find('.badge')
          .map((_, b) => $(b).text())
          .get(),
      ),
    ).toEqual(new Set(['Annual Report', 'Program Report', 'Financial Report', 'Research Report', 'Project Report']));
    grid.each((_, card) => {
      const title = $(card).find('h3').text();
      expect(read($(card).find('.card__meta')), title).toMatch(
        /^Published [A-Z][a-z]+ 20\d\d (1 page|\d+ pages) PDF, [\d.]+ (KB|MB)$/,
      );
      expect(listUnder($, card, 'Highlights'), title).toHaveLength(3);
      expect(
        $(card)
          .find('a')
          .map((_, a) => $(a).text())
          .get(),
      ).toEqual([`Download: ${title}`, `Preview: ${title}`]);
    });
  });

  it('states the financial report’s fund split', () => {
    const financial = grid.filter((_, card) => $(card).find('.badge').text() === 'Financial Report');
    expect(read(financial)).toMatch(/82% .*programmes.*15% .*operations.*3% .*fundraising/);
  });

  it('links every Download and Preview to an accessible PDF made from its report’s record', () => {
    const hrefs = $('main a[href^="/reports/"]')
      .map((_, a) => $(a).attr('href'))
      .get();
    expect(hrefs).toHaveLength(12);
    for (const report of reports.reports) {
      expect(hrefs).toEqual(expect.arrayContaining([report.downloadUrl, report.previewUrl]));
      for (const href of [report.downloadUrl, report.previewUrl]) {
        const pdf = readPdf(readFileSync(join(distDir, href)));
        expect(pdf, href).toMatchObject({ lang: 'en', displayDocTitle: true, marked: true });
        expect(pdf.structure.slice(0, 2), href).toEqual(['Document', 'H1']);
        expect(pdf.title, href).toContain(report.title);
        expect(pdf.text.join(' '), href).toContain(report.summary);
      }
      const full = readPdf(readFileSync(join(distDir, report.downloadUrl))).text.join(' ');
      for (const highlight of report.highlights) expect(full, report.title).toContain(highlight);
      expect(full).toContain(`For the full report, write to ${site.email}.`);
    }
  });

  it('gives each card the page count and size of the PDF it downloads, as read from the file', () => {
    const shown = [...featured.toArray(), ...grid.toArray()].map((card) => read($(card).find('.card__meta')));
    expect(shown).toHaveLength(reports.reports.length);
    for (const report of reports.reports) {
      const bytes = readFileSync(join(distDir, report.downloadUrl));
      const { pages } = readPdf(bytes);
      const kb = Math.max(1, Math.round(bytes.length / 1024));
      expect(shown, report.title).toContain(
        `Published ${formatDate(report.published)} ${pages === 1 ? '1 page' : `${pages} pages`} PDF, ${kb} KB`,
      );
    }
  });
});
