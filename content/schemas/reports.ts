import { z } from 'zod';
import { internalHref, text, textList } from './common';
import { usesEach } from './rules';

export const reportTypes = [
  'Annual Report',
  'Program Report',
  'Financial Report',
  'Research Report',
  'Project Report',
] as const;

/** A placeholder document in public/reports/, drawn by scripts/draw-report-placeholders.ts. */
const reportFile = internalHref.refine(
  (href) => /^\/reports\/[a-z0-9-]+\.pdf$/.test(href),
  'must be /reports/<name>.pdf',
);

export const reportSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/, 'must be a slug'),
  title: text,
  type: z.enum(reportTypes),
  year: z.number().int().min(2019).max(2030),
  pages: z.number().int().positive(),
  /** As readers see it: "March 2025". */
  published: z.string().regex(/^[A-Z][a-z]+ \d{4}$/, 'must be like March 2025'),
  summary: text,
  /** Grid cards show only the first three, so each lists more to make the rule real. */
  highlights: textList.min(4, 'must list at least four highlights (cards show the first three)'),
  downloadUrl: reportFile,
  previewUrl: reportFile,
  size: z.string().regex(/^\d+(\.\d)? (KB|MB)$/, 'must be like 2.4 MB'),
  featured: z.boolean(),
});

export const reportsSchema = z
  .array(reportSchema)
  .length(6)
  .refine((reports) => reports.filter((r) => r.featured).length === 1, 'must have exactly one featured report')
  .refine(
    (reports) => reports.every((r) => r.featured === (r.type === 'Annual Report' && r.year === 2024)),
    'only the 2024 annual report is featured',
  )
  .refine(...usesEach(reportTypes, (report: Report) => report.type));
export type Report = z.infer<typeof reportSchema>;
