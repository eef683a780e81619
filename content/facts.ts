import { z } from 'zod';
import { verbatim } from './lib/records/shapes';
import { dailyHours, isoMonth } from './lib/time/date-shapes';
import { lastDay } from './lib/time/dates';
import { humanise } from './lib/records/editor-names';
import { DOCUMENT_LANG, LANG, languages, type Lang } from './lib/words/language';
import { amountsIn, amountText, giftName } from './lib/words/money';
import { loadRecord, readYamlFile } from './lib/records/records';
import { openingIn, WEEKDAYS, weekdaysIn } from './lib/time/when';
import { yearOf, yearsAfter } from './lib/time/build-date';
import type { ContentWarning } from './lib/records/content-warning';
import { warningAt } from './lib/records/validate';
import { TODAY } from './lib/time/today';
import site from './site';

const share = z.number().int().min(0).max(100);

/** The ages a group of programmes serves, from the youngest to the oldest, both included. */
const ageRange = z
  .object({
    from: z.number().int().min(3).max(99).meta({ title: 'From age' }),
    to: z.number().int().min(3).max(99).meta({ title: 'To age' }),
  })
  .refine(({ from, to }) => from < to, 'To age must be older than From age');

const weekday = z.enum(WEEKDAYS);

const shape = {
  founded: z.number().int().min(1900).describe('The year the foundation began, as its history tells it.'),
  countyNames: z.array(verbatim).min(1).describe('The counties where programmes run, by name; `counties` is how many.'),
  labs: z
    .number()
    .int()
    .positive()
    .describe('Innovation labs open today: the hubs below plus the smaller labs in partner schools and youth centres.'),
  hubs: z.array(verbatim).min(1).describe('The three large labs, by town, as the labs page lists them.'),
  partnerSchools: z.number().int().positive(),
  codingClubSchools: z
    .number()
    .int()
    .min(0)
    .describe(
      'Partner schools that now run a coding club of their own (Creative Coding, on the school programmes page): some of the partner schools, so never more than Partner schools.',
    ),
  studentsReached: z
    .number()
    .int()
    .positive()
    .describe(
      'Reach since the foundation began; shown with a + ("2,500+"), as "at least". School students and Youth reached are separate parts of it (a learner is counted in one), so together they are never more.',
    ),
  schoolStudents: z
    .number()
    .int()
    .positive()
    .describe(
      'Learners reached by the school programmes, each counted once. The programmes’ own figures (Academy graduates, Creative Coding creators, Ignite Girls graduates) overlap, since a learner may take part in two, and the school programmes page says so: each alone is never more than this.',
    ),
  youthReached: z.number().int().positive(),
  teachersTrained: z.number().int().positive(),
  completionRate: share.describe('Per cent of learners who finish the programme they start.'),
  academyGraduates: z
    .number()
    .int()
    .min(0)
    .describe(
      'Learners who have completed the Jenga STEM Academy since it began, as the school programmes page states.',
    ),
  creativeCodingCreators: z
    .number()
    .int()
    .min(0)
    .describe(
      'Learners who have published their first game or animation in Creative Coding, as the school programmes page states.',
    ),
  igniteGirlsGraduates: z
    .number()
    .int()
    .positive()
    .describe(
      'Girls who have completed Ignite Girls since it began, as the school programmes page and its report state.',
    ),
  igniteGirlsScienceChoice: share.describe(
    'Per cent of Ignite Girls graduates who chose a science subject combination the following year.',
  ),
  youthPlacement: share.describe(
    'Per cent of Workplace Readiness graduates in work or further study within six months: the youth and programmes pages and the annual report state it.',
  ),
  schoolAges: ageRange.describe('The ages the school programmes serve, as the home, programmes and school pages say.'),
  youthAges: ageRange.describe(
    'The ages the youth programmes serve, as the youth and programmes pages say; the Innovation Sandbox is open to the same ages.',
  ),
  labOpening: z
    .object({
      days: z.object({ from: weekday, to: weekday }).meta({ title: 'Days' }),
      hours: dailyHours.meta({ title: 'Hours' }),
    })
    .meta({ title: 'Lab opening hours' })
    .describe(
      'When the labs are open to walk in (Open Lab): the labs page, the contact page, the news and the reports say it from here. Hours on the 24-hour clock, like 09:00 and 18:00.',
    ),
  spending: z
    .object({
      year: z.number().int().min(1900).describe('The year of the financial report these shares come from.'),
      programmes: share,
      operations: share,
      fundraising: share,
    })
    .describe(
      'How the money was spent in the year of the latest financial report, in per cent: the donate page and the financial report say it from here. The three add up to 100.',
    ),
  receiptWorkingDays: z
    .number()
    .int()
    .positive()
    .describe(
      'Working days within which a donor gets their receipt, once we have their gift and details (the donate page).',
    ),
  counted: isoMonth
    .meta({ title: 'Figures counted in' })
    .describe(
      'The month the figures above were last counted. A year later the history page says "where we stood" then, and the build asks for a new count.',
    ),
};

type FactName = keyof typeof shape;
type Figures = { [name in FactName]: z.infer<(typeof shape)[name]> };

/** A fact as the content editor's form names it: "Students reached", "Lab opening hours". */
const label = (name: FactName): string => shape[name].meta()?.title ?? humanise(name);

const figure = new Intl.NumberFormat(languages[DOCUMENT_LANG].locale);

/**
 * The totals the site states beside their parts, and what the parts are. `separate` parts count each
 * learner or school in one of them (a school student is no young person in a youth programme), so together
 * they are at most the total. `overlapping` parts may count one learner twice (a learner may take part in
 * two programmes, and the school programmes page says so), so each alone is at most the total. The build
 * refuses a total smaller than its parts, naming the facts (`totalsProblems`); tests/build/totals.test.ts
 * checks the built pages.
 */
export const TOTALS: readonly { total: FactName; parts: readonly FactName[]; are: 'separate' | 'overlapping' }[] = [
  { total: 'studentsReached', parts: ['schoolStudents', 'youthReached'], are: 'separate' },
  {
    total: 'schoolStudents',
    parts: ['academyGraduates', 'creativeCodingCreators', 'igniteGirlsGraduates'],
    are: 'overlapping',
  },
  { total: 'partnerSchools', parts: ['codingClubSchools'], are: 'overlapping' },
];

/** Every total smaller than its parts, each at the field to change, in words that name the facts with their figures. */
export function totalsProblems(f: Figures): { path: string[]; message: string }[] {
  const of = (name: FactName) => f[name] as number;
  const named = (name: FactName) => `${label(name)} (${figure.format(of(name))})`;
  const problems: { path: string[]; message: string }[] = [];
  for (const { total, parts, are } of TOTALS) {
    if (are === 'separate') {
      const sum = parts.reduce((n, part) => n + of(part), 0);
      if (sum > of(total))
        problems.push({
          path: [total],
          message: `is less than its parts: ${parts.map(named).join(' + ')} = ${figure.format(sum)}. They are counted apart, so together they cannot be more: raise ${label(total)}, or correct a part`,
        });
    } else
      for (const part of parts.filter((name) => of(name) > of(total)))
        problems.push({
          path: [part],
          message: `is more than ${named(total)}, which counts every one of them: lower it, or raise ${label(total)}`,
        });
  }
  if (f.hubs.length > f.labs)
    problems.push({
      path: ['labs'],
      message: `is less than the ${f.hubs.length} Hubs listed: hubs are labs too, so raise Labs or remove a hub`,
    });
  const { year, ...shares } = f.spending;
  const spent = Object.values(shares).reduce((n, part) => n + part, 0);
  if (spent !== 100)
    problems.push({
      path: ['spending'],
      message: `in ${year} adds up to ${spent}% (${Object.entries(shares)
        .map(([name, part]) => `${humanise(name)} ${part}%`)
        .join(' + ')}), but the shares of everything spent make 100%: copy them again from the financial report`,
    });
  return problems;
}

/**
 * The organisation's headline facts, in one place: every page and article that states one of them reads it
 * from here (content files through `facts`, Markdown articles through `{{name}}`), so no two pages can
 * disagree. tests/build/facts.test.ts checks that no built page states a different number, and
 * tests/build/one-source.test.ts that every page states each of them alike. The form checks one field at a
 * time; the totals against their parts are checked here, as the build loads the record, so that
 * `npm run check:content` and the editor's status name them.
 */
export const schema = z.object(shape).superRefine((f, ctx) => {
  for (const { path, message } of totalsProblems(f)) ctx.addIssue({ code: 'custom', path, message });
});
export type Facts = z.infer<typeof schema>;

const facts = loadRecord<Facts>('facts', schema);

export default facts;

/** How many counties the programmes run in. */
export const counties = facts.countyNames.length;

/**
 * The year the site is built as of (`BUILD_DATE`: content/lib/time/today.ts): what "this year" and the
 * foundation's age are computed from, so that they stay true as the years pass (the nightly publish
 * rebuilds the site: .github/workflows/publish.yml).
 */
const BUILD_YEAR = yearOf(TODAY);

/**
 * The amounts the donate page asks for (content/donate.yml, its tiers and smallest gift), which texts name as
 * figures: `{{gift25}}` for the $25 tier. Read as its file writes them, since the donate record's own texts
 * name them too; content/donate.ts checks them.
 */
const giftAmounts = amountsIn(readYamlFile('content/donate.yml').data);

/** The words the facts are written in, in a language: the edition's, or English for the documents. */
function wordsOfFacts(lang: Lang) {
  const { locale } = languages[lang];
  const wholeNumber = new Intl.NumberFormat(locale);
  const atLeastIn = (n: number) => `${wholeNumber.format(n)}+`;
  const per = (n: number) => `${n}%`;
  const ages = ({ from, to }: { from: number; to: number }) =>
    `${from} ${new Intl.Locale(locale).language === 'sw' ? 'hadi' : 'to'} ${to}`;
  return {
    founded: String(facts.founded),
    thisYear: String(BUILD_YEAR),
    yearsRunning: String(BUILD_YEAR - facts.founded),
    counties: String(counties),
    labs: String(facts.labs),
    partnerSchools: String(facts.partnerSchools),
    codingClubSchools: String(facts.codingClubSchools),
    studentsReached: atLeastIn(facts.studentsReached),
    schoolStudents: atLeastIn(facts.schoolStudents),
    youthReached: atLeastIn(facts.youthReached),
    teachersTrained: atLeastIn(facts.teachersTrained),
    // The figures without their "+", for a sentence that says "more than": Kiswahili's "zaidi ya walimu 100".
    studentsReachedNumber: wholeNumber.format(facts.studentsReached),
    schoolStudentsNumber: wholeNumber.format(facts.schoolStudents),
    youthReachedNumber: wholeNumber.format(facts.youthReached),
    teachersTrainedNumber: wholeNumber.format(facts.teachersTrained),
    completionRate: per(facts.completionRate),
    academyGraduates: wholeNumber.format(facts.academyGraduates),
    creativeCodingCreators: wholeNumber.format(facts.creativeCodingCreators),
    igniteGirlsGraduates: wholeNumber.format(facts.igniteGirlsGraduates),
    igniteGirlsScienceChoice: per(facts.igniteGirlsScienceChoice),
    youthPlacement: per(facts.youthPlacement),
    schoolAges: ages(facts.schoolAges),
    youthAges: ages(facts.youthAges),
    agesServed: ages({ from: facts.schoolAges.from, to: facts.youthAges.to }),
    labDays: weekdaysIn(locale, facts.labOpening.days),
    labHours: openingIn(locale, facts.labOpening.days, facts.labOpening.hours),
    spendingYear: String(facts.spending.year),
    spendingProgrammes: per(facts.spending.programmes),
    spendingOperations: per(facts.spending.operations),
    spendingFundraising: per(facts.spending.fundraising),
    receiptWorkingDays: String(facts.receiptWorkingDays),
    organisation: site.name,
    locality: site.address.locality,
    country: site.address.country,
    siteUrl: site.url,
    paybill: site.giving.mpesa.paybill,
    mpesaAccount: site.giving.mpesa.account,
    bankAccountName: site.giving.bank.accountName,
    // "$25 (KSh 3,000)" in English and "KSh 3,000" in Kiswahili where the shillings are set, else "$25".
    ...(Object.fromEntries(giftAmounts.map((amount) => [giftName(amount.amount), amountText(amount, lang)])) as Record<
      `gift${number}`,
      string
    >),
  } satisfies Record<string, string>;
}

/**
 * What `{{name}}` stands for in a record's text or an article (content/lib/words/fill-facts.ts), in the edition's
 * words: the headline figures, as pages state them (`{{studentsReached}}` is "2,500+", at least;
 * `{{studentsReachedNumber}}` is "2,500", and `{{teachersTrainedNumber}}` "100", for "more than"), the
 * programmes' own figures, the ages served ("18 to 30", in Kiswahili "18 hadi 30"), when the labs are open
 * ("Tuesday to Saturday, 09:00–18:00", in Kiswahili in Swahili time), how the money was spent, the year of
 * the build and the years since the foundation began (`{{thisYear}}`, `{{yearsRunning}}`), and the
 * organisation's name, town and payment details from content/site.yml. A `{{name}}` not listed here stops
 * the build, naming the file and the field. The content editor lists them under every text that may hold one; docs/content-files.md lists them too.
 */
export const factWords = wordsOfFacts(LANG);

/**
 * The same in English, which the documents are written in in every edition (content/lib/records/documents.ts): a
 * report's summary made in the Kiswahili build says "Tuesday to Saturday" as the English one does.
 */
export const documentFactWords: typeof factWords = wordsOfFacts(DOCUMENT_LANG);

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
  codingClubSchools: { record: 'facts', field: ['codingClubSchools'] },
  studentsReached: { record: 'facts', field: ['studentsReached'] },
  schoolStudents: { record: 'facts', field: ['schoolStudents'] },
  youthReached: { record: 'facts', field: ['youthReached'] },
  teachersTrained: { record: 'facts', field: ['teachersTrained'] },
  studentsReachedNumber: { record: 'facts', field: ['studentsReached'], as: '{field} without the +' },
  schoolStudentsNumber: { record: 'facts', field: ['schoolStudents'], as: '{field} without the +' },
  youthReachedNumber: { record: 'facts', field: ['youthReached'], as: '{field} without the +' },
  teachersTrainedNumber: { record: 'facts', field: ['teachersTrained'], as: '{field} without the +' },
  completionRate: { record: 'facts', field: ['completionRate'] },
  academyGraduates: { record: 'facts', field: ['academyGraduates'] },
  creativeCodingCreators: { record: 'facts', field: ['creativeCodingCreators'] },
  igniteGirlsGraduates: { record: 'facts', field: ['igniteGirlsGraduates'] },
  igniteGirlsScienceChoice: { record: 'facts', field: ['igniteGirlsScienceChoice'] },
  youthPlacement: { record: 'facts', field: ['youthPlacement'] },
  schoolAges: { record: 'facts', field: ['schoolAges'] },
  youthAges: { record: 'facts', field: ['youthAges'] },
  agesServed: { record: 'facts', field: ['schoolAges'], as: 'from {field} to the oldest of the youth ages' },
  labDays: { record: 'facts', field: ['labOpening', 'days'] },
  labHours: { record: 'facts', field: ['labOpening'] },
  spendingYear: { record: 'facts', field: ['spending', 'year'] },
  spendingProgrammes: { record: 'facts', field: ['spending', 'programmes'] },
  spendingOperations: { record: 'facts', field: ['spending', 'operations'] },
  spendingFundraising: { record: 'facts', field: ['spending', 'fundraising'] },
  receiptWorkingDays: { record: 'facts', field: ['receiptWorkingDays'] },
  organisation: { record: 'site', field: ['name'] },
  locality: { record: 'site', field: ['address', 'locality'] },
  country: { record: 'site', field: ['address', 'country'] },
  siteUrl: { record: 'site', field: ['url'] },
  paybill: { record: 'site', field: ['giving', 'mpesa', 'paybill'] },
  mpesaAccount: { record: 'site', field: ['giving', 'mpesa', 'account'] },
  bankAccountName: { record: 'site', field: ['giving', 'bank', 'accountName'] },
  ...Object.fromEntries(
    giftAmounts.map(({ amount, field }) => [
      giftName(amount),
      { record: 'donate', field: [field], as: `$${amount} in {field}` },
    ]),
  ),
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
