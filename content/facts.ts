import { z } from 'zod';
import { sentenceWith, text, uniqueBy, verbatim } from './lib/records/shapes';
import { properName } from './lib/records/people';
import { dailyHours, isoMonth } from './lib/time/date-shapes';
import { formatDate, lastDay } from './lib/time/dates';
import { humanise } from './lib/records/editor-names';
import { DOCUMENT_LANG, LANG, languages, type Lang } from './lib/words/language';
import { amountsIn, amountText, giftName } from './lib/words/money';
import { fill } from './lib/words/template';
import { loadRecord, readYamlFile } from './lib/records/records';
import { rememberCounted } from './lib/words/fill-facts';
import { dateIn, openingIn, WEEKDAYS, weekdaysIn } from './lib/time/when';
import { monthsAfter, yearOf, yearsAfter } from './lib/time/build-date';
import type { ContentWarning } from './lib/records/content-warning';
import { warningAt } from './lib/records/validate';
import { TODAY } from './lib/time/today';
import site, { schema as siteSchema, type Site } from './site';

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
      'Young people reached since the foundation began; shown with a + ("2,500+"), as "at least". It is made up of School students, Youth reached and Community reached, each young person counted in one of them, so it is their sum.',
    ),
  schoolStudents: z
    .number()
    .int()
    .positive()
    .describe(
      'Learners reached by the school programmes, each counted once. The programmes’ own figures (Academy graduates, Creative Coding creators, Ignite Girls graduates) overlap, since a learner may take part in two, and the school programmes page says so: each alone is never more than this.',
    ),
  youthReached: z
    .number()
    .int()
    .positive()
    .describe(
      'Young people who have been through a youth programme (Workplace Readiness, Startup Incubation, Innovation Sandbox).',
    ),
  communityReached: z
    .number()
    .int()
    .min(0)
    .describe(
      'Young people reached outside the school and youth programmes: community courses and open lab days, each counted once. With School students and Youth reached, it makes up Students reached.',
    ),
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
      'The month the figures above were last counted. Six months later every page that shows them says when they were counted ("as of December 2024"); a year later the build asks for a new count.',
    ),
};

type FactName = keyof typeof shape;
type Figures = { [name in FactName]: z.infer<(typeof shape)[name]> };

/** A fact as the content editor's form names it: "Students reached", "Lab opening hours". */
const label = (name: FactName): string => shape[name].meta()?.title ?? humanise(name);

const figure = new Intl.NumberFormat(languages[DOCUMENT_LANG].locale);

/**
 * The totals the site states beside their parts, and what the parts are. Every figure is a lower bound
 * ("2,500+" is at least 2,500). `separate` parts count each young person or school in one of them (a school
 * student is no young person in a youth programme), so together they are at most the total; `whole` ones
 * make up all of it, so the total is their sum, and a page that gives the total with its parts names them
 * all ("2,500+ reached: 1,500+ in school programmes, 800+ in youth programmes, 200+ in community courses").
 * `overlapping` parts may count one learner twice (a learner may take part in two programmes, and the school
 * programmes page says so), so each alone is at most the total. The build refuses a total smaller than its
 * parts, or other than the sum of whole ones, naming the facts (`totalsProblems`);
 * tests/build/totals.test.ts checks the built pages.
 */
export const TOTALS: readonly {
  total: FactName;
  parts: readonly FactName[];
  are: 'whole' | 'separate' | 'overlapping';
}[] = [
  { total: 'studentsReached', parts: ['schoolStudents', 'youthReached', 'communityReached'], are: 'whole' },
  {
    total: 'schoolStudents',
    parts: ['academyGraduates', 'creativeCodingCreators', 'igniteGirlsGraduates'],
    are: 'overlapping',
  },
  { total: 'partnerSchools', parts: ['codingClubSchools'], are: 'overlapping' },
];

/**
 * Every total smaller than its parts (or, for parts that make it up whole, other than their sum), each at
 * the field to change, in words that name the facts with their figures.
 */
export function totalsProblems(f: Figures): { path: string[]; message: string }[] {
  const of = (name: FactName) => f[name] as number;
  const named = (name: FactName) => `${label(name)} (${figure.format(of(name))})`;
  const problems: { path: string[]; message: string }[] = [];
  for (const { total, parts, are } of TOTALS) {
    if (are === 'overlapping') {
      for (const part of parts.filter((name) => of(name) > of(total)))
        problems.push({
          path: [part],
          message: `is more than ${named(total)}, which counts every one of them: lower it, or raise ${label(total)}`,
        });
      continue;
    }
    const sum = parts.reduce((n, part) => n + of(part), 0);
    const sums = `${parts.map(named).join(' + ')} = ${figure.format(sum)}`;
    if (sum > of(total))
      problems.push({
        path: [total],
        message: `is less than its parts: ${sums}. They are counted apart, so together they cannot be more: raise ${label(total)}, or correct a part`,
      });
    else if (are === 'whole' && sum < of(total))
      problems.push({
        path: [total],
        message: `is more than its parts: ${sums}. They make up the whole of it, and the pages give them beside it, so it must be their sum: set it to ${figure.format(sum)}, or correct a part`,
      });
  }
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

/** The kinds of lab, as Pages → Labs names them: the large hubs, labs in partner schools, and community labs. */
export const LAB_KINDS = ['hub', 'school', 'community'] as const;

/** A lab the foundation runs or equips, and the month it opened: the labs page lists them all. */
export const labSchema = z.object({
  name: properName.describe('As every page names it: "Nairobi Innovation Hub", "Mwangaza Primary STEM Lab".'),
  kind: z
    .enum(LAB_KINDS)
    .describe('A hub (the large labs Pages → Labs describes), a lab in a partner school, or a community lab.'),
  place: verbatim.describe('Where it is, as a visitor would say it: "Likoni, Mombasa".'),
  opened: isoMonth.describe('The month it opened: the lab count of each month, and the history, follow from it.'),
});
export type Lab = z.infer<typeof labSchema>;

/**
 * The outcome figures, each of which the pages state with its source: a report on the site, or the
 * foundation's own follow-up ("our own follow-up of 112 graduates, 2024").
 */
export const OUTCOMES = [
  'completionRate',
  'youthPlacement',
  'igniteGirlsScienceChoice',
] as const satisfies readonly FactName[];

const source = text.describe(
  'Where the figure comes from, as the pages say it beside the figure: a report on the site ("the Ignite Girls Programme Report 2024"), or our own follow-up ("our own follow-up of 112 graduates, 2024").',
);

/**
 * The organisation's headline facts, in one place: every page and article that states one of them reads it
 * from here (content files through `facts`, Markdown articles through `{{name}}`), so no two pages can
 * disagree. tests/build/facts.test.ts checks that no built page states a different number, and
 * tests/build/one-source.test.ts that every page states each of them alike. The form checks one field at a
 * time; the totals against their parts are checked here, as the build loads the record, so that
 * `npm run check:content` and the editor's status name them.
 */
export const schema = z
  .object({
    ...shape,
    labs: z
      .array(labSchema)
      .min(1)
      .refine(...uniqueBy((lab: Lab) => lab.name, 'name'))
      .describe(
        'Every lab, with the month it opened: the pages count the labs open at Figures counted in, the history lists each opening in its year, and the labs page lists them all.',
      ),
    sources: z
      .object({ completionRate: source, youthPlacement: source, igniteGirlsScienceChoice: source })
      .describe('Where each outcome figure comes from: every page that states one names its source.'),
    words: z
      .object({
        asOf: sentenceWith('month').describe(
          '`{{asOf}}` once the figures were counted more than six months ago: "as of {month}".',
        ),
        today: text.describe('`{{asOf}}` while the figures were counted in the last six months: "today".'),
        figuresAsOf: sentenceWith('month').describe(
          'Under a block of the figures once they were counted more than six months ago: "Figures as of {month}."',
        ),
        source: sentenceWith('source').describe('Under a figure that names where it comes from: "Source: {source}".'),
      })
      .describe('The words that say when the figures were counted.'),
  })
  .superRefine((f, ctx) => {
    for (const { path, message } of totalsProblems(f)) ctx.addIssue({ code: 'custom', path, message });
  });
export type Facts = z.infer<typeof schema>;

const facts = loadRecord<Facts>('facts', schema);

export default facts;

/** The English record, which the documents are made from in every edition (content/lib/records/documents.ts). */
const englishFacts = LANG === 'en' ? facts : loadRecord<Facts>('facts', schema, { lang: 'en' });
const englishSite = LANG === 'en' ? site : loadRecord<Site>('site', siteSchema, { lang: 'en' });

/** How many counties the programmes run in. */
export const counties = facts.countyNames.length;

/** The last day of the month the figures were counted in: the day they describe. */
export const countedOn = lastDay({ from: facts.counted });

/** The labs in the order they opened (in a month, as listed). */
export const labsInOrder: readonly Lab[] = facts.labs
  .map((lab, i) => ({ lab, i }))
  .sort((a, b) => a.lab.opened.localeCompare(b.lab.opened) || a.i - b.i)
  .map(({ lab }) => lab);

/** The labs open on `day` (YYYY-MM-DD): those that opened in its month or before. */
export const labsOpenOn = (day: string): readonly Lab[] => labsInOrder.filter((lab) => lab.opened <= day.slice(0, 7));

/**
 * Whether the figures were counted more than six months before `today`: then every block of them on a page
 * says when they were counted, once ("Figures as of December 2024", or `{{asOf}}` in a sentence).
 */
export const countedLongAgo = (today: string): boolean => monthsAfter(countedOn, 6) < today;

/** What a page says under a block of the figures on `today`: when they were counted, or nothing while that is recent. */
export const figuresAsOf = (today: string): string | undefined =>
  countedLongAgo(today) ? fill(facts.words.figuresAsOf, { month: formatDate(facts.counted) }) : undefined;

/** The same, in English, for the documents the site makes (the programme guide). */
export const documentFiguresAsOf = (today: string): string | undefined =>
  countedLongAgo(today)
    ? fill(englishFacts.words.figuresAsOf, { month: dateIn(languages[DOCUMENT_LANG].locale, facts.counted) })
    : undefined;

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
function wordsOfFacts(lang: Lang, record: Facts, organisation: Site) {
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
    labs: String(labsOpenOn(countedOn).length),
    partnerSchools: String(facts.partnerSchools),
    codingClubSchools: String(facts.codingClubSchools),
    studentsReached: atLeastIn(facts.studentsReached),
    schoolStudents: atLeastIn(facts.schoolStudents),
    youthReached: atLeastIn(facts.youthReached),
    communityReached: atLeastIn(facts.communityReached),
    teachersTrained: atLeastIn(facts.teachersTrained),
    // The figures without their "+", for a sentence that says "more than": Kiswahili's "zaidi ya walimu 100".
    studentsReachedNumber: wholeNumber.format(facts.studentsReached),
    schoolStudentsNumber: wholeNumber.format(facts.schoolStudents),
    youthReachedNumber: wholeNumber.format(facts.youthReached),
    communityReachedNumber: wholeNumber.format(facts.communityReached),
    teachersTrainedNumber: wholeNumber.format(facts.teachersTrained),
    completionRate: per(facts.completionRate),
    academyGraduates: wholeNumber.format(facts.academyGraduates),
    creativeCodingCreators: wholeNumber.format(facts.creativeCodingCreators),
    igniteGirlsGraduates: wholeNumber.format(facts.igniteGirlsGraduates),
    igniteGirlsScienceChoice: per(facts.igniteGirlsScienceChoice),
    youthPlacement: per(facts.youthPlacement),
    // Where each outcome figure comes from, said beside it: "85% … (our own follow-up of 112 graduates, 2024)".
    completionRateSource: record.sources.completionRate,
    youthPlacementSource: record.sources.youthPlacement,
    igniteGirlsScienceChoiceSource: record.sources.igniteGirlsScienceChoice,
    // "as of December 2024" once the figures are more than six months old, "today" until then.
    asOf: countedLongAgo(TODAY)
      ? fill(record.words.asOf, { month: dateIn(locale, facts.counted) })
      : record.words.today,
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
    organisation: organisation.name,
    locality: organisation.address.locality,
    country: organisation.address.country,
    siteUrl: organisation.url,
    paybill: organisation.giving.mpesa.paybill,
    mpesaAccount: organisation.giving.mpesa.account,
    bankAccountName: organisation.giving.bank.accountName,
    // What is free and what is paid, said once in Site-wide → Site → Costs.
    whatIsFree: organisation.costs.free,
    whatIsPaid: organisation.costs.paid,
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
 * the build, naming the file and the field. The content editor lists them once, in its Figures; docs/content-files.md lists them too.
 */
export const factWords = wordsOfFacts(LANG, facts, site);

/**
 * The `{{name}}`s that follow each new count (Figures counted in): a dated text (an article, a report, a year
 * of the history) that says one would later say what was not true on its day, so the build warns of it
 * (content/lib/words/fill-facts.ts, `countedFactsIn`).
 */
export const COUNTED = [
  'counties',
  'labs',
  'partnerSchools',
  'codingClubSchools',
  'studentsReached',
  'schoolStudents',
  'youthReached',
  'communityReached',
  'teachersTrained',
  'studentsReachedNumber',
  'schoolStudentsNumber',
  'youthReachedNumber',
  'communityReachedNumber',
  'teachersTrainedNumber',
  'completionRate',
  'academyGraduates',
  'creativeCodingCreators',
  'igniteGirlsGraduates',
  'igniteGirlsScienceChoice',
  'youthPlacement',
  'asOf',
] as const satisfies readonly (keyof typeof factWords)[];
rememberCounted(COUNTED);

/**
 * The same in English, which the documents are written in in every edition (content/lib/records/documents.ts): a
 * report's summary made in the Kiswahili build says "Tuesday to Saturday" as the English one does.
 */
export const documentFactWords: typeof factWords = wordsOfFacts(DOCUMENT_LANG, englishFacts, englishSite);

/**
 * Where the figure a `{{name}}` stands for is set, for the content editor's list of figures
 * (cms/figures-file.ts): a field of a record, by its path (the editor names it as its form
 * does, "Site-wide → Facts → Students reached"), with how the figure follows from the field where it is
 * not its value as it is (`{field}` is the field's label); or, for what no field holds, how it is counted.
 */
export type FactPlace = { record: string; field: string[]; as?: string } | { counted: string };

export const factPlaces: Record<keyof typeof factWords, FactPlace> = {
  founded: { record: 'facts', field: ['founded'] },
  thisYear: { counted: 'the year the site is built in' },
  yearsRunning: { record: 'facts', field: ['founded'], as: 'the years since {field}' },
  counties: { record: 'facts', field: ['countyNames'], as: 'how many {field}' },
  labs: { record: 'facts', field: ['labs'], as: 'how many of {field} had opened by Figures counted in' },
  partnerSchools: { record: 'facts', field: ['partnerSchools'] },
  codingClubSchools: { record: 'facts', field: ['codingClubSchools'] },
  studentsReached: { record: 'facts', field: ['studentsReached'] },
  schoolStudents: { record: 'facts', field: ['schoolStudents'] },
  youthReached: { record: 'facts', field: ['youthReached'] },
  communityReached: { record: 'facts', field: ['communityReached'] },
  teachersTrained: { record: 'facts', field: ['teachersTrained'] },
  studentsReachedNumber: { record: 'facts', field: ['studentsReached'], as: '{field} without the +' },
  schoolStudentsNumber: { record: 'facts', field: ['schoolStudents'], as: '{field} without the +' },
  youthReachedNumber: { record: 'facts', field: ['youthReached'], as: '{field} without the +' },
  communityReachedNumber: { record: 'facts', field: ['communityReached'], as: '{field} without the +' },
  teachersTrainedNumber: { record: 'facts', field: ['teachersTrained'], as: '{field} without the +' },
  completionRate: { record: 'facts', field: ['completionRate'] },
  academyGraduates: { record: 'facts', field: ['academyGraduates'] },
  creativeCodingCreators: { record: 'facts', field: ['creativeCodingCreators'] },
  igniteGirlsGraduates: { record: 'facts', field: ['igniteGirlsGraduates'] },
  igniteGirlsScienceChoice: { record: 'facts', field: ['igniteGirlsScienceChoice'] },
  youthPlacement: { record: 'facts', field: ['youthPlacement'] },
  completionRateSource: { record: 'facts', field: ['sources', 'completionRate'] },
  youthPlacementSource: { record: 'facts', field: ['sources', 'youthPlacement'] },
  igniteGirlsScienceChoiceSource: { record: 'facts', field: ['sources', 'igniteGirlsScienceChoice'] },
  asOf: {
    record: 'facts',
    field: ['counted'],
    as: '"as of" {field} once it is more than six months ago, "today" until then',
  },
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
  whatIsFree: { record: 'site', field: ['costs', 'free'] },
  whatIsPaid: { record: 'site', field: ['costs', 'paid'] },
  ...Object.fromEntries(
    giftAmounts.map(({ amount, field }) => [
      giftName(amount),
      { record: 'donate', field: [field], as: `$${amount} in {field}` },
    ]),
  ),
};

/** Whether the figures were counted within the year before `today`: after that, the build asks for a new count. */
export const countedThisYear = (today: string): boolean => yearsAfter(countedOn, 1) >= today;

/** The day by which the accounts of the year after `year` are due: the end of June of the year after that. */
const accountsDue = (year: number) => `${year + 2}-06-30`;

/**
 * What the build cannot decide by `today`, for the editor: figures counted more than a year ago, which it
 * cannot count again, and a split of Spending whose next year's accounts are due (the donate page would go
 * on giving an old year's).
 */
export function stale(today: string): ContentWarning[] {
  const warning = (path: string[], message: string) =>
    warningAt('stale', 'content/facts.yml', facts, { path, message });
  const { year } = facts.spending;
  return [
    ...(countedThisYear(today)
      ? []
      : [warning(['counted'], 'was more than a year ago: count the figures again, then update them and this month')]),
    ...(accountsDue(year) < today
      ? [
          warning(
            ['spending', 'year'],
            `is the year of the latest accounts here, but those for ${year + 1} were due by ${formatDate(accountsDue(year))}: add their financial report to Pages → Reports and set Spending to its shares`,
          ),
        ]
      : []),
  ];
}
