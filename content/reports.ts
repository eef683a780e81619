import { z } from 'zod';
import { isoMonth } from './lib/dates';
import { publicFile } from './lib/public-files';
import { factWords } from './facts';
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
} from './lib/shapes';
import { loadRecord } from './lib/records';

export const reportTypes = [
  'Annual Report',
  'Program Report',
  'Financial Report',
  'Research Report',
  'Project Report',
] as const;

/** A PDF in public/reports/. */
const reportFile = publicFile.refine(
  (href) => /^\/reports\/[a-z0-9-]+\.pdf$/.test(href),
  'must be /reports/<name>.pdf',
);

export const reportSchema = z.object({
  id: slug,
  title: text,
  type: z.enum(reportTypes),
  year: z.number().int().min(1900),
  pages: z.number().int().positive(),
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
    format: sentenceWith('size'),
    downloadReport: text,
    download: text,
    preview: text,
    latestAnnualReport: text,
    allReportsDocumentation: text,
    highlights: text,
  }),
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
    .refine(...usesEach(reportTypes, (report: Report) => report.type))
    .refine(...uniqueBy((report: Report) => report.id, 'id')),
  subscribe: callToAction,
});
export type Reports = z.infer<typeof schema>;

/** The reports on /impact/reports/. Each file in public/reports/ is a placeholder until the real one is published. */
const reports = loadRecord<Reports>('reports', schema, { facts: factWords });

export default reports;
