import { z } from 'zod';
import { factWords } from './facts';
import { readArticles } from './lib/articles/articles';
import { article, articleWords } from './lib/articles/article-schema';
import {
  callToAction,
  categoryNames,
  hero,
  icon,
  image,
  pageMeta,
  pageWords,
  sentenceWith,
  text,
  textList,
  tone,
  uniqueBy,
  usesEach,
} from './lib/records/shapes';
import { checkMinorName, properName } from './lib/records/people';
import type { ContentWarning } from './lib/records/content-warning';
import { loadRecord } from './lib/records/records';
import { passedAnnouncements, thisYearClaims } from './lib/time/stale';

/** The impact features' categories, in the order the pages list them. */
export const featureCategories = ['Girls in STEM', 'Community Engagement', 'Innovative Projects'] as const;

/**
 * Who a feature is about: a student, a school, or an entrepreneur (the only one whose age is given). A
 * student who is a minor is named by first name (and initial) only; the feature's location is then a county,
 * never their school.
 */
const subject = z.discriminatedUnion('kind', [
  z
    .strictObject({ kind: z.literal('student'), name: properName, role: text, minor: z.boolean().optional() })
    .superRefine((s, ctx) => {
      if (!s.minor) return;
      checkMinorName(s.name, 'name', ctx);
      if (/school|academy|college/i.test(s.role))
        ctx.addIssue({ code: 'custom', path: ['role'], message: 'must not name a minor’s school' });
    }),
  z.strictObject({
    kind: z.literal('school'),
    name: text.describe(
      'The school as each edition names it: Kibwezi Mixed Day Secondary School, in Kiswahili Shule ya Upili ya Kibwezi.',
    ),
  }),
  z.strictObject({
    kind: z.literal('entrepreneur'),
    name: properName,
    role: text,
    age: z.number().int().min(18).max(35),
  }),
]);

/**
 * An impact feature (the pages and the editor call it an impact story): content/features/<slug>.md, its
 * front matter checked by this schema.
 */
export const articleSchema = article({
  date: z.iso.date().describe('The day it was published.'),
  category: z.enum(featureCategories),
  subject,
  location: text,
  story: text.describe('The paragraph of the story the card shows; the page tells it in full.'),
  impact: textList,
  tags: textList.describe('What it is about, for finding related stories.'),
  image,
  icon,
  color: tone.describe("The story's accent, from the badge palette."),
}).meta({ title: 'Impact story', collection: 'Impact stories' });
export type Feature = z.infer<typeof articleSchema>;

export const schema = z.object({
  words: pageWords({
    storiesOfChange: text,
    submitYourStory: text,
  }),
  meta: pageMeta,
  categories: categoryNames(featureCategories).describe('What the pages call each category.'),
  hero,
  impactTitle: text.describe("The heading of a story's list of what changed, on its card and its page."),
  subjectLine: z
    .object({
      person: sentenceWith('name', 'role'),
      entrepreneur: sentenceWith('name', 'age', 'role'),
    })
    .describe(
      'Who a story is about, as its card and its page say it: a student, "{name}, {role}"; a founder, with their age.',
    ),
  article: articleWords,
  // `stories`, as the editor's word tree (admin/words.json) names this list: a new name would change it.
  stories: z
    .array(articleSchema)
    .refine(...usesEach(featureCategories, (feature: Feature) => feature.category))
    .refine(...uniqueBy((feature: Feature) => feature.slug, 'name (slug)')),
  share: callToAction,
});
export type Features = z.infer<typeof schema>;

/** The impact features' pages' words; the features themselves are the Markdown files in content/features/. */
const features = loadRecord<Features>('features', schema, {
  facts: factWords,
  add: () => ({ stories: readArticles('features', articleSchema, factWords) as Features['stories'] }),
});

export default features;

/**
 * What has expired by `today` (content/lib/time/stale.ts): "this year" in a recent story of another year, and a
 * day a recent story spoke of as ahead that has passed. Stories are not news: none for months is no warning.
 */
export function stale(today: string): ContentWarning[] {
  const collection = { file: 'content/features.yml', record: features, field: 'stories', articles: features.stories };
  return [...thisYearClaims(collection, today), ...passedAnnouncements(collection, today)];
}
