import { z } from 'zod';
import { contactPurposes, iconNames, tones } from './vocabulary';

/**
 * The shapes content files share, each defined once: a record uses `hero`, `callToAction` or `stat` from
 * here rather than writing its own, so every page's hero is checked the same way.
 */

export const text = z.string().trim().min(1, 'must not be empty');
export const textList = z.array(text).min(1, 'must list at least one item');

/**
 * Text written the same in every language: a place's or an organisation's name, a payment reference, a
 * registration number. The translation leaves it out, and may not change it: every edition shows the
 * English (content/lib/words/words.ts).
 */
export const verbatim = text.meta({ translate: false });

/**
 * A sentence the site fills in (content/lib/words/template.ts, `fill`), which must keep each of its `{names}`:
 * `sentenceWith('page', 'pages')` for "Page {page} of {pages}".
 */
export const sentenceWith = (...names: string[]) =>
  text.refine(
    (s) => names.every((name) => s.includes(`{${name}}`)),
    `must say ${names.map((name) => `{${name}}`).join(' and ')}`,
  );

/** A short unique name made of lower-case letters, digits and hyphens: `kisumu-hackathon-2025`. */
export const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens');

/** A root-relative path to a page or file in the site, in the trailing-slash form for pages. */
export const internalHref = z
  .string()
  .regex(
    /^\/([a-z0-9-]+\/)*([a-z0-9-]+\.[a-z0-9]+)?(#[a-z0-9-]+)?$/,
    'must be a path like /about/team/ or /reports/annual-report-2024.pdf',
  );

/** A link to another site, always over HTTPS. */
export const httpsUrl = z.url({ protocol: /^https$/ });

/** A Kenyan phone number as readers see it: `+254 700 000 000`. */
export const phoneNumber = z.string().regex(/^\+254 \d{3} \d{3} \d{3}$/, 'must be like +254 700 000 000');

/** The kinds of picture the build takes (pictures/), by file extension, with their media types. */
export const pictureTypes = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
} as const;

/**
 * A picture in `content/pictures/`, named by its path there, from a leading `/` as the CMS writes it (its
 * media folder is content/pictures/): `/home/hero.jpg`. A photo (JPEG, PNG, WebP or AVIF, which the
 * build makes light: pictures/) or a drawing (SVG). Its size is read from the file. The CMS edits it with
 * its picture chooser (`widget: 'image'`), which offers files of these types only.
 */
const pictureExtensions = Object.keys(pictureTypes);
export const pictureFile = z
  .string()
  .regex(
    new RegExp(`^\\/([a-z0-9]+(-[a-z0-9]+)*\\/)*[a-z0-9]+(-[a-z0-9]+)*\\.(${pictureExtensions.join('|')})$`),
    `must name a file in content/pictures/ from there, like /home/hero.jpg (lower-case words joined by hyphens, ending in .${pictureExtensions.join(', .')})`,
  )
  .meta({ title: 'Picture', widget: 'image', accept: [...new Set(Object.values(pictureTypes))].join(',') });

/**
 * A picture with honest alt text that says what it shows, or `decorative: true` for one that adds nothing
 * the words beside it do not say (it is then hidden from screen readers). `decorative: false`, as the CMS
 * writes an unticked box, is the same as leaving it out.
 */
export const image = z
  .strictObject({
    src: pictureFile,
    alt: text
      .optional()
      .meta({ title: 'Alt text', description: 'What the picture shows, for a visitor who cannot see it.' }),
    decorative: z.boolean().optional().meta({
      description: 'Tick for a picture that adds nothing the words beside it do not say (and give it no alt text).',
    }),
  })
  .refine((picture) => (picture.alt === undefined) === (picture.decorative === true), {
    message: 'must have alt text saying what the picture shows, or decorative: true (and no alt)',
    path: ['alt'],
  });
export type Image = z.infer<typeof image>;

/**
 * The words search engines and link previews show for a page. An article adds when it was published and
 * by whom (Open Graph `article`, JSON-LD `Article`); a page with a feed names it for `<link rel="alternate">`.
 */
export const pageMeta = z.object({
  title: text.max(70, 'must be at most 70 characters (search results cut longer titles)'),
  description: text
    .min(50, 'must be at least 50 characters')
    .max(170, 'must be at most 170 characters (search results cut longer descriptions)'),
  image: image.optional(),
  article: z
    .object({
      published: z.iso.date(),
      modified: z.iso.date().optional(),
      author: text,
      section: text,
      tags: z.array(text),
    })
    .optional(),
  feed: z.object({ title: text, href: internalHref }).optional(),
});
export type PageMeta = z.infer<typeof pageMeta>;

/** A page's own words: its section headings, links and buttons, each named by what it says (`whatWeDo`). */
export const pageWords = <S extends z.ZodRawShape>(words: S) =>
  z.object(words).describe("The page's own words: its section headings, links and buttons.");

/** A step of the trail from Home to a page. */
export interface Crumb {
  name: string;
  path: string;
}

/** The top of a page: its one h1, a one-line lead and, on some pages, a picture. */
export const hero = z.object({ title: text, lead: text, image: image.optional() });
export type Hero = z.infer<typeof hero>;

/** The band that closes a page: a heading and a line of text above its buttons. */
export const callToAction = z.object({ title: text, text });
export type CallToAction = z.infer<typeof callToAction>;

/** A headline figure shown large with a short label: `2,500+` young people reached. */
export const stat = z.object({
  value: text,
  label: text,
  source: text
    .optional()
    .describe(
      'Where an outcome figure comes from, shown under it: `{{youthPlacementSource}}` for the figures of Site-wide → Facts, or a report on the site.',
    ),
});
export type Stat = z.infer<typeof stat>;

/** A titled paragraph: a principle, a governance area, a culture card. */
export const textCard = z.object({ title: text, description: text });
export type TextCard = z.infer<typeof textCard>;

/** A card that leads to another page of the site. */
export const linkCard = textCard.extend({ href: internalHref });

/**
 * The pages of the programme areas, each listing its programmes: the school programmes, the youth pathways,
 * and the ways to use the labs (content/programs.ts, `programmeLists`).
 */
export const PROGRAMME_PAGES = ['/programs/school/', '/programs/youth/', '/programs/labs/'] as const;

/**
 * A programme area's card: it leads to the area's page and lists what is there, the programmes that page
 * lists unless the card gives features of its own.
 */
export const programmeAreaCard = linkCard.extend({
  features: textList
    .optional()
    .describe(
      'Leave empty to list the programmes of the page the card leads to, as that page names them: every page then lists the same programmes. Fill it only for a card that leads elsewhere.',
    ),
});
export type ProgrammeAreaCard = z.infer<typeof programmeAreaCard>;

/** The programmes of each page of PROGRAMME_PAGES, by its address (content/programs.ts, `programmeLists`). */
export type ProgrammeLists = Readonly<Record<(typeof PROGRAMME_PAGES)[number], readonly string[]>>;

/** What an area's card lists: its own features, else the programmes of the page it leads to. */
export const areaFeatures = (area: ProgrammeAreaCard, lists: ProgrammeLists): readonly string[] =>
  area.features ?? (lists as Readonly<Record<string, readonly string[]>>)[area.href] ?? [];

/**
 * The check of a list of programme area cards: a card that gives no features of its own must lead to a page
 * of PROGRAMME_PAGES, whose programmes it then lists.
 */
export function listsItsProgrammes(areas: readonly ProgrammeAreaCard[], ctx: z.RefinementCtx): void {
  areas.forEach((area, i) => {
    if (!area.features && !(PROGRAMME_PAGES as readonly string[]).includes(area.href))
      ctx.addIssue({
        code: 'custom',
        path: [i, 'features'],
        message: `is empty, and ${area.href} lists no programmes to show instead: list the card's features, or lead it to ${PROGRAMME_PAGES.join(', ')}`,
      });
  });
}

/** Whether each item of a list after the first `follows` the one before it: tiers by amount, years in turn. */
export function inOrder<T extends object>(items: readonly T[], follows: (item: T, before: T) => boolean): boolean {
  return items.every((item, i) => {
    const before = items[i - 1];
    return before === undefined || follows(item, before);
  });
}

/**
 * A category filter's words: the name of its group of choices ("Filter posts by category"), the choice
 * that shows everything, and the status. The status is read out after every press, so it says what is
 * shown whole: `status` for one category ("Showing 3 of 12 items: Events"), `allStatus` for All ("Showing
 * all 12 items"), and `oneStatus` when there is a single item in all ("Showing 1 item").
 */
export const filterWords = z.object({
  label: text,
  all: text,
  status: sentenceWith('shown', 'total', 'category'),
  allStatus: sentenceWith('total'),
  oneStatus: text.describe('What the status says when there is only one in all, such as "Showing 1 post".'),
});
export type FilterWords = z.infer<typeof filterWords>;

/**
 * What the pages call each of a collection's categories. The category itself (in each article, and in
 * the category page's address) is the English name, the same in every edition; its name here is what
 * each edition shows, so a translation names every one.
 */
export const categoryNames = <const T extends readonly [string, ...string[]]>(categories: T) =>
  z.record(z.enum(categories), text);

/** A question and its answer, shown as a disclosure. */
export const faqItem = z.object({ question: text, answer: text });
export type FaqItem = z.infer<typeof faqItem>;

/**
 * How to do something the site cannot do itself (request a visit, enter a competition, apply): whom to write
 * to, the subject to give the email, what to include, and the deadline or how soon we answer.
 */
export const howTo = z.object({
  contact: z
    .enum([...contactPurposes, 'newsletter'])
    .describe("Whose address: one of the site record's contact points, or the newsletter's."),
  subject: text,
  include: textList,
  when: text,
});
export type HowTo = z.infer<typeof howTo>;

/** A tone of the badge palette: tinted backgrounds with dark text (styles/_tokens.scss, $badge-tones). */
export const tone = z.enum(tones);
export const icon = z.enum(iconNames);

/**
 * A list rule for `.refine(...)`: each of `values` is used by at least one record (`once`: by exactly one).
 * `.refine(...usesEach(categories, (record) => record.category))`.
 */
export function usesEach<T, V extends string>(
  values: readonly V[],
  pick: (record: T) => V,
  { once = false }: { once?: boolean } = {},
): [(records: T[]) => boolean, string] {
  const check = (records: T[]) =>
    values.every((value) => {
      const count = records.filter((record) => pick(record) === value).length;
      return once ? count === 1 : count > 0;
    });
  return [check, `must have ${once ? 'exactly one record' : 'at least one record'} for each of: ${values.join(', ')}`];
}

/** A list rule for `.refine(...)`: no two records share a key (an id, a slug, a name). */
export function uniqueBy<T>(pick: (record: T) => string, what: string): [(records: T[]) => boolean, string] {
  return [(records) => new Set(records.map(pick)).size === records.length, `must give each record its own ${what}`];
}
