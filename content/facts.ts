import { z } from 'zod';
import { verbatim } from './lib/shapes';
import { isoMonth } from './lib/date-shapes';
import { lastDay, LOCALE } from './lib/dates';
import { loadRecord } from './lib/records';
import { yearOf, yearsAfter } from './lib/build-date';
import type { ContentWarning } from './lib/content-warning';
import { warningAt } from './lib/validate';
import { TODAY } from './lib/today';
import site from './site';

/**
 * The organisation's headline facts, in one place: every page and article that states one of them reads it
 * from here (content files through `facts`, Markdown articles through `{{name}}`), so no two pages can
 * disagree. tests/build/facts.test.ts checks that no built page states a different number.
 */
export const schema = z
  .object({
    founded: z.number().int().min(1900).describe('The year the foundation began, as its history tells it.'),
    countyNames: z
      .array(verbatim)
      .min(1)
      .describe('The counties where programmes run, by name; `counties` is how many.'),
    labs: z
      .number()
      .int()
      .positive()
      .describe(
        'Innovation labs open today: the hubs below plus the smaller labs in partner schools and youth centres.',
      ),
    hubs: z.array(verbatim).min(1).describe('The three large labs, by town, as the labs page lists them.'),
    partnerSchools: z.number().int().positive(),
    studentsReached: z
      .number()
      .int()
      .positive()
      .describe('Reach since the foundation began; shown with a + ("2,500+"), as "at least".'),
    schoolStudents: z.number().int().positive(),
    youthReached: z.number().int().positive(),
    teachersTrained: z.number().int().positive(),
    completionRate: z
      .number()
      .int()
      .min(0)
      .max(100)
      .describe('Per cent of learners who finish the programme they start.'),
    igniteGirlsGraduates: z
      .number()
      .int()
      .positive()
      .describe(
        'Girls who have completed Ignite Girls since it began, as the school programmes page and its report state.',
      ),
    igniteGirlsScienceChoice: z
      .number()
      .int()
      .min(0)
      .max(100)
      .describe('Per cent of Ignite Girls graduates who chose a science subject combination the following year.'),
    receiptWorkingDays: z
      .number()
      .int()
      .positive()
      .describe('Working days within which every donor gets their tax-deductible receipt (the donate page).'),
    counted: isoMonth
      .meta({ title: 'Figures counted in' })
      .describe(
        'The month the figures above were last counted. A year later the history page says "where we stood" then, and the build asks for a new count.',
      ),
  })
  .refine((f) => f.hubs.length <= f.labs, 'hubs are labs too: there cannot be more hubs than labs')
  .refine(
    (f) => f.schoolStudents + f.youthReached <= f.studentsReached,
    'school students and young people together cannot be more than the students reached',
  );
export type Facts = z.infer<typeof schema>;

const facts = loadRecord<Facts>('facts', schema);

export default facts;

/** How many counties the programmes run in. */
export const counties = facts.countyNames.length;

const wholeNumber = new Intl.NumberFormat(LOCALE);

/** A figure shown as "at least": `2,500+`. */
export function atLeast(n: number): string {
  return `${wholeNumber.format(n)}+`;
}

/**
 * The year the site is built as of (`BUILD_DATE`: content/lib/today.ts): what "this year" and the
 * foundation's age are computed from, so that they stay true as the years pass (the nightly publish
 * rebuilds the site: .github/workflows/publish.yml).
 */
const BUILD_YEAR = yearOf(TODAY);

/**
 * What `{{name}}` stands for in a record's text or an article (content/lib/fill-facts.ts): the headline
 * figures, as pages state them (`{{studentsReached}}` is "2,500+", at least; `{{studentsReachedNumber}}`
 * is "2,500", and `{{teachersTrainedNumber}}` "100", for "more than"), the year of the build and the years since the foundation began (`{{thisYear}}`, `{{yearsRunning}}`), and the organisation's name, town and payment details from content/site.yml. A `{{name}}` not
 * listed here stops the build, naming the file and the field. CONTENT.md lists them for editors.
 */
export const factWords = {
  founded: String(facts.founded),
  thisYear: String(BUILD_YEAR),
  yearsRunning: String(BUILD_YEAR - facts.founded),
  counties: String(counties),
  labs: String(facts.labs),
  partnerSchools: String(facts.partnerSchools),
  studentsReached: atLeast(facts.studentsReached),
  schoolStudents: atLeast(facts.schoolStudents),
  youthReached: atLeast(facts.youthReached),
  teachersTrained: atLeast(facts.teachersTrained),
  // The figures without their "+", for a sentence that says "more than": Kiswahili's "zaidi ya walimu 100".
  studentsReachedNumber: wholeNumber.format(facts.studentsReached),
  schoolStudentsNumber: wholeNumber.format(facts.schoolStudents),
  youthReachedNumber: wholeNumber.format(facts.youthReached),
  teachersTrainedNumber: wholeNumber.format(facts.teachersTrained),
  completionRate: `${facts.completionRate}%`,
  igniteGirlsGraduates: wholeNumber.format(facts.igniteGirlsGraduates),
  igniteGirlsScienceChoice: `${facts.igniteGirlsScienceChoice}%`,
  receiptWorkingDays: String(facts.receiptWorkingDays),
  organisation: site.name,
  locality: site.address.locality,
  country: site.address.country,
  siteUrl: site.url,
  paybill: site.giving.mpesa.paybill,
  mpesaAccount: site.giving.mpesa.account,
  bankAccountName: site.giving.bank.accountName,
} satisfies Record<string, string>;

/**
 * Where the figure a `{{name}}` stands for is set, for the content editor's hint under every text that
 * may hold one (cms/facts-check.ts): a field of a record, by its path (the editor names it as its form
 * does, "Site-wide → Facts → Students reached"), with how the figure follows from the field where it is
 * not its value as it is (`{field}` is the field's label); or, for what no field holds, how it is counted.
 */
export type FactPlace = { record: string; field: string[]; as?: string } | { counted: string };

export const factPlaces: Record<keyof typeof factWords, FactPlace> = {
  founded: { record: 'facts', field: ['founded'] },
  thisYear: { counted: 'the year the site is built in' },
  yearsRunning: { record: 'facts', field: ['founded'], as: 'the years since {field}' },
  counties: { record: 'facts', field: ['countyNames'], as: 'how many {field}' },
  labs: { record: 'facts', field: ['labs'] },
  partnerSchools: { record: 'facts', field: ['partnerSchools'] },
  studentsReached: { record: 'facts', field: ['studentsReached'] },
  schoolStudents: { record: 'facts', field: ['schoolStudents'] },
  youthReached: { record: 'facts', field: ['youthReached'] },
  teachersTrained: { record: 'facts', field: ['teachersTrained'] },
  studentsReachedNumber: { record: 'facts', field: ['studentsReached'], as: '{field} without the +' },
  schoolStudentsNumber: { record: 'facts', field: ['schoolStudents'], as: '{field} without the +' },
  youthReachedNumber: { record: 'facts', field: ['youthReached'], as: '{field} without the +' },
  teachersTrainedNumber: { record: 'facts', field: ['teachersTrained'], as: '{field} without the +' },
  completionRate: { record: 'facts', field: ['completionRate'] },
  igniteGirlsGraduates: { record: 'facts', field: ['igniteGirlsGraduates'] },
  igniteGirlsScienceChoice: { record: 'facts', field: ['igniteGirlsScienceChoice'] },
  receiptWorkingDays: { record: 'facts', field: ['receiptWorkingDays'] },
  organisation: { record: 'site', field: ['name'] },
  locality: { record: 'site', field: ['address', 'locality'] },
  country: { record: 'site', field: ['address', 'country'] },
  siteUrl: { record: 'site', field: ['url'] },
  paybill: { record: 'site', field: ['giving', 'mpesa', 'paybill'] },
  mpesaAccount: { record: 'site', field: ['giving', 'mpesa', 'account'] },
  bankAccountName: { record: 'site', field: ['giving', 'bank', 'accountName'] },
};

/** Whether the figures were counted within the year before `today`: the history page calls them "today" only then. */
export const countedThisYear = (today: string): boolean => yearsAfter(lastDay({ from: facts.counted }), 1) >= today;

/** Figures counted more than a year before `today`: the build cannot count them again, so it asks the editor to. */
export function stale(today: string): ContentWarning[] {
  return countedThisYear(today)
    ? []
    : [
        warningAt('stale', 'content/facts.yml', facts, {
          path: ['counted'],
          message: 'was more than a year ago: count the figures again, then update them and this month',
        }),
      ];
}
