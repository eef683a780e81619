import { z } from 'zod';
import { isoMonth } from './lib/time/date-shapes';
import { LANG } from './lib/words/edition';
import { publishedDocument, type PublishedDocument } from './lib/records/documents';
import { formatDate, formatDateIn } from './lib/time/dates';
import { fill } from './lib/words/template';
import facts, { documentFactWords, factWords } from './facts';
import site from './site';
import {
  callToAction,
  categoryNames,
  hero,
  pageMeta,
  pageWords,
  sentenceWith,
  slug,
  text,
  textList,
  uniqueBy,
  usesEach,
  verbatim,
} from './lib/records/shapes';
import { loadRecord } from './lib/records/records';
import { countedFigures, writtenList } from './lib/time/stale';
import type { ContentWarning } from './lib/records/content-warning';
import { warningAt } from './lib/records/validate';
import { DOCUMENT_LANG } from './lib/words/language';
import type { Block, PdfDocument } from '../lib/pdf';

export const reportTypes = [
  'Annual Report',
  'Program Report',
  'Financial Report',
  'Research Report',
  'Project Report',
] as const;

/**
 * A PDF at /reports/: the file of that name in public/reports/ once the organisation puts the report there;
 * until then, a summary the build makes from the record (content/lib/records/documents.ts).
 */
const reportFile = z
  .string()
  .regex(/^\/reports\/[a-z0-9-]+\.pdf$/, 'must be /reports/<name>.pdf')
  .describe(
    'The report is the PDF of this name in public/reports/; until it is there, the site publishes a summary made from this record.',
  );

export const reportSchema = z.object({
  id: slug,
  title: text,
  type: z.enum(reportTypes),
  year: z.number().int().min(1900),
  published: isoMonth,
  summary: text,
  highlights: textList
    .min(4, 'must list at least four highlights (cards show the first three)')
    .describe('Grid cards show only the first three, so each lists more to make the rule real.'),
  downloadUrl: reportFile,
  previewUrl: reportFile,
  featured: z.boolean().describe('The one report shown large as the Latest Annual Report.'),
});
export type Report = z.infer<typeof reportSchema>;

export const schema = z.object({
  words: pageWords({
    published: sentenceWith('date'),
    pages: sentenceWith('count'),
    onePage: text,
    format: sentenceWith('size'),
    downloadReport: text,
    download: text,
    preview: text,
    latestAnnualReport: text,
    allReportsDocumentation: text,
    highlights: text,
  }),
  document: z
    .object({
      summary: verbatim,
      details: verbatim,
      type: verbatim,
      year: verbatim,
      published: verbatim,
      publisher: verbatim,
      about: verbatim,
      note: sentenceWith('siteUrl', 'email').meta({ translate: false }),
      preview: sentenceWith('title').meta({ translate: false }),
      previewNote: verbatim,
    })
    .describe(
      'The words of the summary the site publishes for a report whose PDF is not yet in public/reports/: in English, as the reports are.',
    ),
  types: categoryNames(reportTypes).describe('What the pages call each type of report.'),
  meta: pageMeta,
  hero,
  reports: z
    .array(reportSchema)
    .refine((reports) => reports.filter((r) => r.featured).length === 1, 'must have exactly one featured report')
    .refine(
      (reports) => reports.every((r) => !r.featured || r.type === 'Annual Report'),
      'the featured report must be an Annual Report (it is shown as the Latest Annual Report)',
    )
    .refine(
      (reports) =>
        reports.every((r) => !r.featured || reports.every((other) => other.type !== r.type || other.year <= r.year)),
      'the featured report must be the newest annual report (it is shown as the Latest Annual Report): feature the newest',
    )
    .refine(...usesEach(reportTypes, (report: Report) => report.type))
    .refine(...uniqueBy((report: Report) => report.id, 'id'))
    // The donate page and the newest financial report say how the money was spent from one record, Spending
    // in Site-wide → Facts: a newer report is a newer split, so the build asks for it there.
    .superRefine((reports, ctx) => {
      const financial = reports.filter((report) => report.type === 'Financial Report');
      const newest = Math.max(...financial.map((report) => report.year));
      const i = reports.findIndex((report) => report.type === 'Financial Report' && report.year === newest);
      if (i >= 0 && newest !== facts.spending.year)
        ctx.addIssue({
          code: 'custom',
          path: [i, 'year'],
          message: `is the newest financial report's year, but Spending in Site-wide → Facts gives ${facts.spending.year}'s shares: set Spending to this report's year and shares, and write ${facts.spending.year}'s shares into the text of its own report, which says them through {{spendingProgrammes}} and the like`,
        });
    }),
  subscribe: callToAction,
});
export type Reports = z.infer<typeof schema>;

/** The reports on /impact/reports/. */
const reports = loadRecord<Reports>('reports', schema, { facts: factWords });

export default reports;

/** The reports as their file writes them, `{{facts}}` unfilled, for the build's warnings (`stale`). */
const writtenReports = writtenList('content/reports.yml', 'reports');

/** The English record, which a report's summary is made from in every edition. */
const english =
  LANG === 'en' ? reports : loadRecord<Reports>('reports', schema, { facts: documentFactWords, lang: 'en' });

/**
 * A report's summary as a document: what it is, its details, summary and highlights, and how to ask for the
 * full report. The preview holds the first part of it: the details and the summary.
 */
function summaryBlocks(report: Report, preview: boolean): PdfDocument {
  const words = english.document;
  const title = preview ? fill(words.preview, { title: report.title }) : report.title;
  const blocks: Block[] = [
    { type: 'h1', text: title },
    ...(preview ? [{ type: 'p' as const, text: words.previewNote }] : []),
    { type: 'h2', text: words.details },
    {
      type: 'details',
      items: [
        { label: words.publisher, value: site.name },
        { label: words.type, value: english.types[report.type] },
        { label: words.year, value: String(report.year) },
        { label: words.published, value: formatDateIn('en', report.published) },
      ],
    },
    { type: 'h2', text: words.summary },
    { type: 'p', text: report.summary },
  ];
  if (!preview)
    blocks.push(
      { type: 'h2', text: english.words.highlights },
      { type: 'list', items: report.highlights },
      { type: 'h2', text: words.about },
      { type: 'p', text: fill(words.note, { siteUrl: site.url, email: site.email }) },
    );
  return { title, lang: DOCUMENT_LANG, author: site.name, subject: report.summary, blocks };
}

/** Each report's download and preview, by the report's id: found in public/reports/, or made from its record. */
export const reportDocuments: ReadonlyMap<string, { download: PublishedDocument; preview: PublishedDocument }> =
  new Map(
    english.reports.map((report, i) => {
      const owner = `content/reports.yml: reports, item ${i + 1} "${report.title}"`;
      return [
        report.id,
        {
          download: publishedDocument(report.downloadUrl, owner, () => summaryBlocks(report, false)),
          preview: publishedDocument(report.previewUrl, owner, () => summaryBlocks(report, true)),
        },
      ];
    }),
  );

/** How long after the Latest Annual Report came out the next year's is due: the year's, and three months more. */
const NEXT_ANNUAL_REPORT_MONTHS = 15;

/**
 * What the build cannot decide by `today`, for the editor: a report that says a figure of the latest count
 * through its `{{name}}` (a report is a record of its year), and the report the page calls the Latest Annual
 * Report, once the next year's is due (fifteen months after it came out) and not yet on the page.
 */
export function stale(today: string): ContentWarning[] {
  const file = 'content/reports.yml';
  const counted = countedFigures(
    { file, record: reports, field: 'reports', written: writtenReports },
    reports.reports,
    (report) => formatDate(report.published),
    factWords,
  );
  return [...counted, ...dueAnnualReport(file, today)];
}

/** The Latest Annual Report, once the next year's is due and not yet on the page. */
function dueAnnualReport(file: string, today: string): ContentWarning[] {
  const at = reports.reports.findIndex((report) => report.featured);
  const latest = reports.reports[at];
  if (!latest) return [];
  const due = new Date(`${latest.published}-01T00:00:00Z`);
  due.setUTCMonth(due.getUTCMonth() + NEXT_ANNUAL_REPORT_MONTHS);
  if (due.toISOString().slice(0, 7) >= today.slice(0, 7)) return [];
  return [
    warningAt('stale', file, reports, {
      path: ['reports', at, 'featured'],
      message: `is shown as the Latest Annual Report, but it is for ${latest.year} and the report for ${latest.year + 1} was due by ${formatDate(due.toISOString().slice(0, 7))}: add it and feature it`,
    }),
  ];
}
